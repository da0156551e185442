"""What the generator may draw from: the warehouse's anchors and values, read once.

An anchor is offered only when it names exactly one record: a pet name shared by
several pets is offered with its species when that makes it unique (else not at all);
plates and usernames are offered when unique. Held values (card providers, policy
types) are offered when a question can name them in plain words.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from cbwh.run.facts import table_rows
from cbwh.spec.model import Anchor, AnchorKind, Records
from cbwh.store.connect import GuardedConnection

_PLAIN = re.compile(r"[A-Za-z][A-Za-z0-9]*( [A-Za-z0-9]+)*")


@dataclass(frozen=True)
class Pool:
    people: dict[str, str]  # person_id -> full name
    shared_names: frozenset[str]  # full names two or more people have
    anchors: dict[AnchorKind, tuple[Anchor, ...]]  # unambiguous anchors, in file order
    owner: dict[Anchor, str]  # anchor -> its one owner
    providers: tuple[str, ...]  # card providers a question can name
    policy_types: tuple[str, ...]
    job_years: tuple[int, ...]  # years in which someone's latest job started
    counts: dict[Records, Counter[str]]  # records -> person_id -> how many they own


def load_pool(conn: GuardedConnection) -> Pool:
    people = dict(table_rows(conn, "people", ("person_id", "full_name")))
    names = Counter(people.values())
    anchors: dict[AnchorKind, list[Anchor]] = defaultdict(list)
    owner: dict[Anchor, str] = {}

    pets = table_rows(conn, "pets", ("owner_id", "name", "species"))
    by_name = Counter(name for _, name, _ in pets)
    by_name_species = Counter((name, species) for _, name, species in pets)
    for owner_id, name, species in pets:
        if by_name[name] == 1:
            anchor = Anchor(AnchorKind.PET, name)
        elif by_name_species[(name, species)] == 1:
            anchor = Anchor(AnchorKind.PET, name, species)
        else:
            continue
        anchors[AnchorKind.PET].append(anchor)
        owner[anchor] = owner_id
    for kind, table, column in ((AnchorKind.PLATE, "vehicles", "license_plate"),
                                (AnchorKind.USERNAME, "internet_accounts", "username")):
        rows = table_rows(conn, table, ("owner_id", column))
        counts = Counter(value for _, value in rows)
        for owner_id, value in rows:
            if counts[value] == 1 and "'" not in value:
                anchor = Anchor(kind, value)
                anchors[kind].append(anchor)
                owner[anchor] = owner_id

    providers = sorted({v for (v,) in table_rows(conn, "credit_cards", ("provider",)) if _PLAIN.fullmatch(v)})
    policies = sorted({v for (v,) in table_rows(conn, "insurance_policies", ("policy_type",)) if _PLAIN.fullmatch(v)})
    latest: dict[str, str] = {}
    for owner_id, start in table_rows(conn, "employments", ("owner_id", "start_date")):
        latest[owner_id] = max(latest.get(owner_id, start), start)
    years = sorted({int(start[:4]) for start in latest.values()})
    owned = {r: Counter(owner_id for (owner_id,) in table_rows(conn, r.value, ("owner_id",))) for r in Records}
    return Pool(
        people, frozenset(n for n, c in names.items() if c > 1), {k: tuple(v) for k, v in anchors.items()}, owner,
        tuple(providers), tuple(policies), tuple(years), owned,
    )
