"""Facts read from the warehouse for explanations, audits and ask's checks.

The statements come from `cbwh.compile.evidence`; this module only executes them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from cbwh.compile import evidence
from cbwh.compile.query import Candidate, Statement
from cbwh.layout import NO_CONDITION
from cbwh.spec.model import Anchor, Attribute, Holds, OtherThan, OwnerOf, Pick, Question, SameAs
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.connect import GuardedConnection, execute

_remembered: dict[int, dict[Statement, list[tuple[Any, ...]]]] = {}  # by id(conn), inside `remembering`


@contextmanager
def remembering(conn: GuardedConnection) -> Iterator[None]:
    """Inside the block, a fact statement run again on conn reads the rows it gave the first time (the
    warehouse is read-only: the same statement gives the same rows). The audit asks the same facts of a
    question several times: its variants, each reading's anchor check, the note's anchor facts."""
    outer = id(conn) in _remembered
    _remembered.setdefault(id(conn), {})
    try:
        yield
    finally:
        if not outer:
            del _remembered[id(conn)]


def rows(conn: GuardedConnection, statement: Statement) -> list[tuple[Any, ...]]:
    """Every row of a rendered statement."""
    memo = _remembered.get(id(conn))
    if memo is None:
        return execute(conn, statement.sql, statement.params).fetchall()
    if statement not in memo:
        memo[statement] = execute(conn, statement.sql, statement.params).fetchall()
    return list(memo[statement])


def candidates(conn: GuardedConnection, pick: Pick, sem: Semantics, limit: int) -> list[Candidate]:
    """The pick's first `limit` ranked people, with their ranking values."""
    cur = execute(conn, *evidence.ranked_preview(pick, sem, limit))
    names = [d[0] for d in cur.description]
    return [Candidate.read(names, row) for row in cur.fetchall()]


def anchor_owners(conn: GuardedConnection, step: SameAs | OwnerOf | OtherThan, sem: Semantics) -> str:
    """'pers-0298 Jessica Garrett, pers-0311 Claire Kirby': the anchor's owners, by person id."""
    return ", ".join(f"{pid} {name}" for pid, name in rows(conn, evidence.anchor_owner_names(step, sem))) or "nobody"


def anchor_facts(conn: GuardedConnection, step: SameAs, sem: Semantics) -> tuple[str, str]:
    """('pers-0298 Jessica Garrett', 'Oklahoma, South Dakota'): the anchor's owners and shared values."""
    owners = rows(conn, evidence.anchor_owner_names(step, sem))
    values = sorted({_shown(value) for value in rows(conn, evidence.anchor_value_set(step, sem))})
    return ", ".join(f"{pid} {name}" for pid, name in owners) or "nobody", ", ".join(values) or "none"


def _shown(value: tuple[Any, ...]) -> str:
    """An attribute value in words: 'Oklahoma'; a city with its state: 'New Melissa (Virginia)'."""
    name, *rest = (str(v) for v in value)
    return f"{name} ({', '.join(rest)})" if rest else name


def anchor_exists(conn: GuardedConnection, anchor: Anchor) -> bool:
    """Does any record name this anchor?"""
    return bool(rows(conn, evidence.anchor_exists(anchor)))


def value_exists(conn: GuardedConnection, step: Holds) -> bool:
    """Does anyone hold this value?"""
    return bool(rows(conn, evidence.value_exists(step)))


def pets_named(conn: GuardedConnection, name: str) -> list[tuple[str, str]]:
    """(pet_id, owner_id) of every pet with this name, in file order."""
    return [(pet_id, owner) for pet_id, owner in rows(conn, evidence.pets_named(name))]


def anchor_values(conn: GuardedConnection, step: SameAs) -> list[tuple[Any, ...]]:
    """The distinct values an anchored step's owner(s) hold, by default reading, in value order (the
    order `Semantics.anchor_value` counts in)."""
    return sorted({tuple(v) for v in rows(conn, evidence.anchor_value_set(step, DEFAULT))})


def pet_owner_values(conn: GuardedConnection, attribute: Attribute, name: str) -> dict[str, frozenset[Any]]:
    """The attribute values each owner of a pet with this name contributes as an anchor's owner (owners
    without any are left out)."""
    found: dict[str, set[tuple[Any, ...]]] = {}
    for owner, *value in rows(conn, evidence.pet_owner_values(attribute, name)):
        found.setdefault(owner, set()).add(tuple(value))
    return {owner: frozenset(values) for owner, values in found.items()}


def table_rows(conn: GuardedConnection, table: str, columns: tuple[str, ...]) -> list[tuple[Any, ...]]:
    """The given columns of every row of a table, in file order."""
    return rows(conn, evidence.table_rows(table, columns))


def same_anchor_facts(conn: GuardedConnection, q: Question, a: Semantics, b: Semantics) -> bool:
    """Do two readings give every anchored step of q the same value set (and owners, where
    the owners are excluded from the group), and every 'owner of' and 'other than' step the same owners?
    See `evidence.without_anchor_options`. Run inside `remembering` when several pairs are
    compared (a question's readings share most of their facts): each statement then runs once."""
    for owner_step in dict.fromkeys(q.owner_steps + q.excluded_steps):
        if rows(conn, evidence.anchor_owner_names(owner_step, a)) != rows(conn, evidence.anchor_owner_names(owner_step, b)):
            return False
    for step in dict.fromkeys(q.anchored_steps):
        if {tuple(v) for v in rows(conn, evidence.anchor_value_set(step, a))} != {
                tuple(v) for v in rows(conn, evidence.anchor_value_set(step, b))}:
            return False
        if "excluded" in (a.anchor_self, b.anchor_self) and (
                rows(conn, evidence.anchor_owner_names(step, a)) != rows(conn, evidence.anchor_owner_names(step, b))):
            return False
    return True


def without_condition(conn: GuardedConnection, q: Question) -> SameAs | None:
    """A 'same medical condition as X' step whose anchor's record says X has none (`layout.NO_CONDITION`):
    there is no condition to share, and reading 'None' as a value would leave out everyone without a record."""
    for step in dict.fromkeys(q.anchored_steps):
        if step.attribute is Attribute.CONDITION and (NO_CONDITION,) in anchor_values(conn, step):
            return step
    return None


def current_titles(conn: GuardedConnection) -> dict[str, str]:
    """Each employed person's current job title: their latest job's (`compile.sources.JOB_ORDER`, as 'their
    current job' is read everywhere)."""
    from cbwh.compile.sources import JOB_ORDER

    order = tuple(c.column for c in JOB_ORDER)
    latest: dict[str, tuple[Any, ...]] = {}
    title: dict[str, str] = {}
    for owner, job_title, *when in table_rows(conn, "employments", ("owner_id", "job_title", *order)):
        if owner not in latest or tuple(when) > latest[owner]:
            latest[owner], title[owner] = tuple(when), job_title
    return title
