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
from cbwh.spec.model import Anchor, AnchorKind, Attribute, Records
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
    # rare values (a job title, URL, vehicle make, city: one to a few people each) -> anchors whose owner
    # shares one with somebody else: only they can make "who has the same job title as <anchor>?" answerable
    sharing: dict[Attribute, tuple[Anchor, ...]]
    # anchors whose owner shares a state with at least PLACED - 1 others, by kind: a group 'the same state as <anchor>'
    # can be ranked (on the public corpus every anchor; on a synthesized 50-person one, the owners of 19 of 44 states)
    placed: dict[AnchorKind, tuple[Anchor, ...]]


PLACED = 3  # people a state's group needs to be ranked (generate.accept.MIN_GROUP)


# where a rare value is read (cbwh.compile.sources.ATTRIBUTES says the same; the pool reads rows, not SQL)
_RARE = {Attribute.JOB_TITLE: ("employments", ("job_title",)), Attribute.URL: ("internet_accounts", ("url",)),
         Attribute.VEHICLE_MAKE: ("vehicles", ("make",)), Attribute.CITY: ("addresses", ("city", "state"))}


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
    sharing = {}
    every = [a for kind in AnchorKind for a in anchors.get(kind, ())]
    for attribute, (table, columns) in _RARE.items():
        holders: dict[tuple, set[str]] = defaultdict(set)
        for owner_id, *value in table_rows(conn, table, ("owner_id", *columns)):
            holders[tuple(value)].add(owner_id)
        shared = {o for group in holders.values() if len(group) > 1 for o in group}
        sharing[attribute] = tuple(a for a in every if owner[a] in shared)
    residents: dict[str, set[str]] = defaultdict(set)  # state -> its people
    states: dict[str, set[str]] = defaultdict(set)  # person -> their states
    for owner_id, state in table_rows(conn, "addresses", ("owner_id", "state")):
        residents[state].add(owner_id)
        states[owner_id].add(state)
    placed = {kind: tuple(a for a in found if len(set().union(*(residents[s] for s in states[owner[a]]))) >= PLACED)
              for kind, found in anchors.items()}
    return Pool(
        people, frozenset(n for n, c in names.items() if c > 1), {k: tuple(v) for k, v in anchors.items()}, owner,
        tuple(providers), tuple(policies), tuple(years), owned, sharing, placed,
    )
