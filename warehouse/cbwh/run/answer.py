"""Run a compiled question and read its answer, or say why there is none.

Ties are detected, never broken: a pick whose top holds more people than it may,
a compare whose finalists tie, a "who ...?" group that is not exactly one person,
or a top-N cut that splits a tie all make the result ambiguous, naming who and why.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple, assert_never

from cbwh.compile.query import READING, Candidate, Check, CompiledQuery, Finalist
from cbwh.compile.shapes import compile_shared
from cbwh.spec.model import AnchorKind, BalanceOf, Compare, Metric, NameOf, OwnerOf, Question, RecordCount, Records
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.spec.words import describe_key, money, render_anchor, show
from cbwh.store.connect import GuardedConnection, execute

if TYPE_CHECKING:  # compile.named imports SQLAlchemy; answering from the SQL cache must not
    from cbwh.compile.named import NamedQuery


@dataclass(frozen=True)
class Result:
    question: Question
    compiled: CompiledQuery
    rows: list[Finalist]
    answer: str | None
    reason: str | None = None  # why there is no answer (status ambiguous)

    @property
    def status(self) -> str:
        return "ok" if self.answer is not None else "ambiguous"


class _Ambiguous(Exception):
    pass


def who(row: Candidate, measures: Sequence[Records | Metric]) -> str:
    """'Tammy Roberts (pers-0108: 4 vehicles, 1974-06-10)': a candidate with its ranking values."""
    values = [show(m, v) for m, v in zip(measures, row.keys)]
    return f"{row.full_name} ({row.person_id}{': ' + ', '.join(values) if values else ''})"


def _slot_rows(question: Question, rows: list[Finalist], slot: int) -> list[Finalist]:
    pick = question.picks[slot]
    mine = [r for r in rows if r.slot == slot]
    label = f"subject {slot + 1}: " if len(question.picks) > 1 else ""
    if not mine:
        raise _Ambiguous(f"{label}no one matches")
    if len(mine) > pick.top:
        people = "; ".join(who(r, [k.measure for k in pick.keys]) for r in mine)
        if not pick.keys and pick.top == 1 and len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf):
            a = pick.steps[0].anchor
            hint = " (name the pet's species, e.g. 'the dog named ...', if that tells them apart)" if (
                a.kind is AnchorKind.PET and a.species is None) else ""
            raise _Ambiguous(f"{label}{render_anchor(a)} is {len(mine)} people, the question needs one: {people}{hint}")
        if not pick.keys:
            raise _Ambiguous(f"{label}{len(mine)} people match, the question needs exactly {pick.top}: {people}")
        keys = ", then ".join(describe_key(k) for k in pick.keys)
        raise _Ambiguous(f"{label}tie by {keys} across the top {pick.top}: {people}")
    if pick.keys and mine[0].keys[0] is None:
        raise _Ambiguous(f"{label}no one in the group has a value for {describe_key(pick.keys[0])}")
    if len(mine) < pick.top:  # 'the 3 richest residents of X who ...' where only 2 qualify
        people = "; ".join(who(r, [k.measure for k in pick.keys]) for r in mine)
        raise _Ambiguous(f"{label}the question needs the top {pick.top}, but only {len(mine)} match: {people}")
    return mine


def _compare(out: Compare, firsts: list[Finalist], rows: list[Finalist]) -> str:
    if firsts[0].person_id == firsts[1].person_id:  # no one has more than themself: a tie, and not two people
        raise _Ambiguous(f"the two subjects are one person, {firsts[0].full_name} ({firsts[0].person_id}): "
                         f"there is no one else to compare them with")
    if missing := [r for r in rows if r.value is None]:  # no salary: neither more nor less than anyone's
        raise _Ambiguous(f"{missing[0].full_name} ({missing[0].person_id}) has no value for "
                         f"{describe_key(out.key)}: the two cannot be compared on it")
    winners = [r for r in rows if r.outcome == 1]
    if len(winners) != 1:
        keys = (out.key, *out.tiebreak)
        tied = " vs ".join(
            f"{r.full_name} ({', '.join(show(k.measure, v) for k, v in zip(keys, (r.value, *r.tiebreaks)))})" for r in rows
        )
        raise _Ambiguous(f"the two subjects tie on {describe_key(out.key)}: {tied}")
    return winners[0].full_name


def _read_answer(question: Question, checks: Sequence[Check], rows: list[Finalist]) -> str:
    """The answer the finalists give, or _Ambiguous saying who ties and why."""
    for check in checks:
        if rows and rows[0].checks[check.label] != check.expected:
            raise _Ambiguous(f"{check.what}: {rows[0].checks[check.label]} people instead of {check.expected}")
    firsts = [_slot_rows(question, rows, slot)[0] for slot in range(len(question.picks))]
    out = question.output
    match out:
        case NameOf():
            return firsts[0].full_name
        case RecordCount():
            return str(firsts[0].value)
        case BalanceOf():
            ids = [r.person_id for r in rows]
            if len(set(ids)) < len(ids):  # 'the combined balance of A and B' where A and B are one person
                same = next(r for r in rows if ids.count(r.person_id) > 1)
                raise _Ambiguous(f"the subjects are one person, {same.full_name} ({same.person_id}): their balance "
                                 "would count once or once per mention")
            return money(rows[0].outcome)
        case Compare():
            return _compare(out, firsts, rows)
        case _:
            assert_never(out)


def run_question(conn: GuardedConnection, question: Question, sem: Semantics = DEFAULT) -> Result:
    """Compile (or reuse) the question's SQL, run it, and read the answer or why there is none."""
    return run_compiled(conn, question, compile_shared(question, sem))


def run_compiled(conn: GuardedConnection, question: Question, compiled: CompiledQuery) -> Result:
    """Run a question's compiled SQL and read the answer or why there is none."""
    cur = execute(conn, compiled.sql, compiled.params)
    names = [d[0] for d in cur.description]
    rows = [Finalist.read_row(names, r, compiled.checks) for r in cur.fetchall()]
    answer, reason = read_rows(question, compiled.checks, rows)
    return Result(question, compiled, rows, answer, reason)


def run_family(conn: GuardedConnection, question: Question, family: CompiledQuery,
               readings: Sequence[CompiledQuery]) -> list[Result]:
    """Run a family statement (`compile.compiler.family_statement`) and read each reading's answer;
    each Result shows that reading's own compiled query, whose rows the family's are."""
    cur = execute(conn, family.sql, family.params)
    names = [d[0] for d in cur.description]
    which = names.index(READING)
    rows: list[list[Finalist]] = [[] for _ in readings]
    for r in cur.fetchall():
        rows[r[which]].append(Finalist.read_row(names, r, family.checks))
    out = []
    for compiled, mine in zip(readings, rows):
        answer, reason = read_rows(question, family.checks, mine)  # a top-N family's cuts' checks
        out.append(Result(question, compiled, mine, answer, reason))
    return out


def read_rows(question: Question, checks: Sequence[Check], rows: list[Finalist]) -> tuple[str | None, str | None]:
    """(answer, None) from an answer query's finalists, or (None, why there is no single answer)."""
    try:
        return _read_answer(question, checks, rows), None
    except _Ambiguous as exc:
        return None, str(exc)


class Reading(NamedTuple):
    rows: list[Finalist]
    answer: str | None
    reason: str | None  # why there is no answer


def run_named(conn: sqlite3.Connection, question: Question, query: NamedQuery, values: dict[str, str]) -> Reading:
    """Run a question's named-parameter query (`compile.named`) with `values` for its anchors
    (a missing or blank value means the question's own) on a read-only connection someone else
    opened (Datasette's, for `cbwh serve`), and read its answer."""
    cur = conn.execute(query.sql, {p.name: values.get(p.name, "") for p in query.parameters})
    names = [d[0] for d in cur.description]
    rows = [Finalist.read_row(names, r, query.checks) for r in cur.fetchall()]
    return Reading(rows, *read_rows(question, query.checks, rows))
