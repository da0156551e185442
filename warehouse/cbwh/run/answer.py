"""Run a compiled question and read its answer (`cbwh.run.reading`, with the question's reading
plan), or say why there is none."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

from cbwh.compile import precomputed
from cbwh.compile.columns import PERSON_ID, RANK, READING, SLOT
from cbwh.compile.query import Candidate, Check, CompiledQuery, Finalist
from cbwh.compile.shapes import compile_shared
from cbwh.run import reading
from cbwh.spec.model import Metric, Question, Records
from cbwh.spec.plan import reading_plan
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.spec.words import value_format
from cbwh.store.connect import GuardedConnection, execute, temp_table

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


def who(row: Candidate, measures: Sequence[Records | Metric]) -> str:
    """'Tammy Roberts (pers-0108: 4 vehicles, 1974-06-10)': a candidate with its ranking values."""
    return reading.who(row, [value_format(m) for m in measures])


def run_question(conn: GuardedConnection, question: Question, sem: Semantics = DEFAULT) -> Result:
    """Compile (or reuse) the question's SQL, run it, and read the answer or why there is none."""
    return run_compiled(conn, question, compile_shared(question, sem))


def run_compiled(conn: GuardedConnection, question: Question, compiled: CompiledQuery) -> Result:
    """Run a question's compiled SQL and read the answer or why there is none."""
    cur = execute(conn, compiled.sql, compiled.params)
    names = [d[0] for d in cur.description]
    rows = list(map(Finalist.reader(names, compiled.checks), cur.fetchall()))
    answer, reason = read_rows(question, compiled.checks, rows)
    return Result(question, compiled, rows, answer, reason)


def run_family(conn: GuardedConnection, question: Question, family: CompiledQuery,
               readings: Sequence[CompiledQuery]) -> list[Result]:
    """Run a family statement (`compile.compiler.family_statement`) and read each reading's answer;
    each Result shows that reading's own compiled query, whose rows the family's are, in its order
    (slot, rank, person; the family statement's rows come in no order). A top-N family's rows carry each
    reading's checks in the family's check columns, in order: each reading's are read as its own statement labels them.
    The statement may read each person's total balance and first address from `compile.precomputed`'s tables:
    those it reads are made here, once per connection."""
    for name, statements in precomputed.made(family.sql):
        temp_table(conn, name, statements)
    cur = execute(conn, family.sql, family.params)
    names = [d[0] for d in cur.description]
    which = names.index(READING)
    rows: list[list[Finalist]] = [[] for _ in readings]
    labels = {c.label: i for i, c in enumerate(family.checks)}
    assert all(len(c.checks) == len(labels) for c in readings), "a family's readings carry its checks"
    readers = {checks: Finalist.reader([n if n not in labels else checks[labels[n]].label for n in names], checks)
               for checks in {c.checks for c in readings}}
    read = [readers[c.checks] for c in readings]
    for r in sorted(cur.fetchall(), key=itemgetter(which, *(names.index(c) for c in (SLOT, RANK, PERSON_ID)))):
        rows[r[which]].append(read[r[which]](r))
    out = []
    for compiled, mine in zip(readings, rows):
        answer, reason = read_rows(question, compiled.checks, mine)  # a top-N family's cuts' checks
        out.append(Result(question, compiled, mine, answer, reason))
    return out


def read_rows(question: Question, checks: Sequence[Check], rows: list[Finalist]) -> tuple[str | None, str | None]:
    """(answer, None) from an answer query's finalists, or (None, why there is no single answer)."""
    return reading.read_rows(reading_plan(question), [(c.label, c.expected, c.what) for c in checks], rows)


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
