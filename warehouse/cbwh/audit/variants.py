"""Which readings of a question are worth trying, and what each means in plain words.

A variant switches one semantics option (or a pair that matters together). Only
options the question can feel are tried: residency only where a state or city is
shared, salary only where salary ranks, and so on.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import assert_never

from cbwh.run.facts import anchor_values, pet_owner_values, pets_named
from cbwh.spec.model import (
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Metric,
    NameOf,
    OtherThan,
    Output,
    OwnerOf,
    Question,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
)
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.spec.words import READING_WORDS, anchor_words, render_attribute
from cbwh.store.connect import GuardedConnection
from cbwh.tuples import Frozen


@dataclass(init=False, repr=False, eq=False)
class Variant(Frozen):
    """A reading of a question: its name, its semantics and what it means in words (`Frozen`'s methods)."""

    name: str
    semantics: Semantics
    words: str
    pet: str | None = None  # the shared pet name this reading resolves to one pet (and so one owner)

    def __init__(self, name: str, semantics: Semantics, words: str, pet: str | None = None) -> None:
        set_ = object.__setattr__
        set_(self, "name", name)
        set_(self, "semantics", semantics)
        set_(self, "words", words)
        set_(self, "pet", pet)


def _step_measures(step: Step) -> set[Records | Metric]:
    match step:
        case TopN() | StateLeader():
            return {step.key.measure}
        case CountIs():
            return {step.records}
        case SameAs() | OwnerOf() | OtherThan() | Holds() | CurrentJobStartedIn():
            return set()
        case _:
            assert_never(step)


def _output_measures(out: Output) -> set[Records | Metric]:
    match out:
        case Compare():
            return {out.key.measure, *(k.measure for k in out.tiebreak)}
        case BalanceOf():
            return {Metric.BALANCE}
        case RecordCount():
            return set(out.records)
        case NameOf():
            return set()
        case _:
            assert_never(out)


def _measures(q: Question) -> set[Records | Metric]:
    """Every count and metric the question ranks, narrows or answers by."""
    found = _output_measures(q.output)
    for pick in q.picks:
        found |= {k.measure for k in pick.keys}
        for step in pick.steps:
            found |= _step_measures(step)
    return found


def _one_person(q: Question) -> set[Anchor]:
    """Anchors read as one person: every 'same ... as' and 'other than' anchor, and 'the owner of' as a subject
    alone. Owners a pick ranks or narrows ('the owner of pet X with the most cards', 'among the owners of
    pets named X') are meant as all of them: reading the name as one pet is no reading of that."""
    return {s.anchor for p in q.picks for s in p.steps
            if isinstance(s, SameAs | OtherThan) or (isinstance(s, OwnerOf) and not p.keys and len(p.steps) == 1)}


def shared_pet_names(conn: GuardedConnection, q: Question) -> dict[str, list[tuple[str, str]]]:
    """Pet anchors read as one person whose name matches several pets: name -> [(pet_id, owner_id)] in file order."""
    out = {}
    single = _one_person(q)
    for a in q.anchors:
        if a.kind is AnchorKind.PET and a.species is None and a.value not in out and a in single:
            rows = pets_named(conn, a.value)
            if len(rows) > 1:
                out[a.value] = rows
    return out


def _switches(q: Question, shared: dict, ambiguous: bool) -> list[str]:
    steps = q.anchored_steps
    measures = _measures(q)
    wanted = [
        ("anchor_owners=first", bool(shared)),
        ("anchor_values=first", bool(steps)),
        ("residency=first", any(s.attribute in (Attribute.STATE, Attribute.CITY) for s in steps)
         or any(isinstance(s, StateLeader) for p in q.picks for s in p.steps)),
        ("fanout=addresses", any(isinstance(m, Records) or m is Metric.BALANCE for m in measures)
         and any(s.attribute in (Attribute.STATE, Attribute.CITY) for s in steps)),
        ("anchor_self=excluded", bool(steps)),
        ("top_cut=before", any(any(isinstance(s, TopN) for s in p.steps) and any(not isinstance(s, TopN) for s in p.steps)
                               for p in q.picks)),
        ("city=name", any(s.attribute is Attribute.CITY for s in steps)),
        ("current_job=any", any(isinstance(s, CurrentJobStartedIn) for p in q.picks for s in p.steps)),
        ("card_expiry=text", Metric.CARD_EXPIRY in measures),
        ("salary=latest", Metric.SALARY in measures),
        ("salary=sum", Metric.SALARY in measures),
        ("ties=file_order", ambiguous),
    ]
    return [name for name, relevant in wanted if relevant]


def _semantics(names: tuple[str, ...]) -> Semantics:
    return DEFAULT.with_(**dict(name.split("=") for name in names))


def variants_for(conn: GuardedConnection, q: Question, ambiguous: bool) -> list[Variant]:
    shared = shared_pet_names(conn, q)
    switches = _switches(q, shared, ambiguous)
    out = [Variant(s, _semantics((s,)), READING_WORDS[s]) for s in switches]
    for a, b in combinations(switches, 2):
        if a.split("=")[0] != b.split("=")[0]:
            out.append(Variant(f"{a} + {b}", _semantics((a, b)), f"{READING_WORDS[a]}, and {READING_WORDS[b]}"))
    for name, pets in shared.items():
        for n, pet_id, owner, alike in _pet_readings(conn, q, name, pets):
            also = f"; read the same way: {_few(alike)}" if alike else ""
            out.append(Variant(
                f"pet {name!r} = {pet_id}", DEFAULT.with_(anchor_record=((name, n),)),
                f"pet {name!r} read as {pet_id} alone (owner {owner}; {n} of {len(pets)} pets of that name{also})",
                pet=name,
            ))
    out += _value_readings(conn, q)
    return out


def _value_readings(conn: GuardedConnection, q: Question) -> list[Variant]:
    """'The same state as X' where X's owner(s) live in several states: each state alone is a reading
    (and so for every anchored attribute with several values). Values in the compiler's order."""
    out = []
    for step in dict.fromkeys(q.anchored_steps):
        values = anchor_values(conn, step)
        if len(values) < 2:
            continue
        what = f"{render_attribute(step.attribute)} of the owner of {anchor_words(step.anchor)}"
        for n, value in enumerate(values, 1):
            shown = ", ".join(str(v) for v in value)
            out.append(Variant(f"{step.attribute.value} of {anchor_words(step.anchor)} = {shown}",
                               DEFAULT.with_(anchor_value=((step.anchor.value, n),)),
                               f"the {what} read as {shown} alone ({n} of {len(values)})"))
    return out


def _few(ids: list[str], shown: int = 3) -> str:
    return ", ".join(ids[:shown]) + (f" and {len(ids) - shown} more" if len(ids) > shown else "")


def _pet_readings(conn: GuardedConnection, q: Question, name: str,
                  pets: list[tuple[str, str]]) -> list[tuple[int, str, str, list[str]]]:
    """One reading per distinct anchor: (n, pet_id, owner, other pets read the same way).

    Reading the name as one pet leaves that pet's owner as the anchor, who matters only
    through the values the question shares with them (default reading: the owner is in
    the group), or as that person where the question asks about 'the owner of' the pet
    itself. Pets whose owners contribute the same values to every step naming this pet (and
    are the same person, where the owner is asked about) give the same SQL result, so they
    are one reading: two pets of one owner always, and owners with the same state(s) for a
    'same state' question. This keeps the audit
    linear in the corpus: a name shared by k copies of a pet is still a handful of readings.
    """
    attributes = list(dict.fromkeys(s.attribute for s in q.anchored_steps
                                    if s.anchor.kind is AnchorKind.PET and s.anchor.value == name))
    # (the owner as that person: asked about, or left out of a group)
    as_person = any(s.anchor.kind is AnchorKind.PET and s.anchor.value == name for s in q.owner_steps + q.excluded_steps)
    groups: dict[tuple, list[tuple[int, str, str]]] = {}
    values = [pet_owner_values(conn, a, name) for a in attributes]  # each owner's, for all owners at once
    nothing: frozenset = frozenset()
    for n, (pet_id, owner) in enumerate(pets, 1):
        contributes = tuple(v.get(owner, nothing) for v in values) + ((owner,) if as_person else ())
        groups.setdefault(contributes, []).append((n, pet_id, owner))
    return [(n, pet_id, owner, [p for _, p, _ in rest]) for (n, pet_id, owner), *rest in groups.values()]
