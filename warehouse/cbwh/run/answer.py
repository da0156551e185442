"""Run a compiled question and read its answer, or say why there is none.

Ties are detected, never broken: a pick whose top holds more people than it may,
a compare whose finalists tie, a "who ...?" group that is not exactly one person,
or a top-N cut that splits a tie all make the result ambiguous, naming who and why.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from cbwh.compile.query import CompiledQuery
from cbwh.compile.shapes import compile_shared
from cbwh.spec.model import BalanceOf, Compare, NameOf, Question, RecordCount
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.spec.words import describe_key, money, show
from cbwh.store.connect import execute


@dataclass(frozen=True)
class Result:
    question: Question
    compiled: CompiledQuery
    rows: list[dict]
    answer: str | None
    reason: str | None = None  # why there is no answer (status ambiguous)

    @property
    def status(self) -> str:
        return "ok" if self.answer is not None else "ambiguous"


class _Ambiguous(Exception):
    pass


def _who(row: dict, measures) -> str:
    """'Tammy Roberts (pers-0108: 4 vehicles, 1974-06-10)': a finalist with its ranking values."""
    values = [show(m, row[f"k{i}"]) for i, m in enumerate(measures)]
    return f"{row['full_name']} ({row['person_id']}{': ' + ', '.join(values) if values else ''})"


def _slot_rows(question: Question, rows: list[dict], slot: int) -> list[dict]:
    pick = question.picks[slot]
    mine = [r for r in rows if r["slot"] == slot]
    label = f"subject {slot + 1}: " if len(question.picks) > 1 else ""
    if not mine:
        raise _Ambiguous(f"{label}no one matches")
    if len(mine) > pick.top:
        people = "; ".join(_who(r, [k.measure for k in pick.keys]) for r in mine)
        if not pick.keys:
            raise _Ambiguous(f"{label}{len(mine)} people match, the question needs exactly {pick.top}: {people}")
        keys = ", then ".join(describe_key(k) for k in pick.keys)
        raise _Ambiguous(f"{label}tie by {keys} across the top {pick.top}: {people}")
    if pick.keys and mine[0]["k0"] is None:
        raise _Ambiguous(f"{label}no one in the group has a value for {describe_key(pick.keys[0])}")
    return mine


def _compare(out: Compare, firsts: list[dict], rows: list[dict]) -> str:
    if firsts[0]["person_id"] == firsts[1]["person_id"]:
        return firsts[0]["full_name"]
    winners = [r for r in rows if r["outcome"] == 1]
    if len(winners) != 1:
        keys = [(out.key, "value")] + [(k, f"t{i}") for i, k in enumerate(out.tiebreak)]
        tied = " vs ".join(f"{r['full_name']} ({', '.join(show(k.measure, r[c]) for k, c in keys)})" for r in rows)
        raise _Ambiguous(f"the two subjects tie on {describe_key(out.key)}: {tied}")
    return winners[0]["full_name"]


def read_answer(question: Question, compiled: CompiledQuery, rows: list[dict]) -> str:
    for check in compiled.checks:
        if rows and rows[0][check.label] != check.expected:
            raise _Ambiguous(f"{check.what}: {rows[0][check.label]} people instead of {check.expected}")
    firsts = [_slot_rows(question, rows, slot)[0] for slot in range(len(question.picks))]
    out = question.output
    if isinstance(out, NameOf):
        return firsts[0]["full_name"]
    if isinstance(out, RecordCount):
        return str(firsts[0]["value"])
    if isinstance(out, BalanceOf):
        return money(rows[0]["outcome"])
    return _compare(out, firsts, rows)


def run_question(conn: sqlite3.Connection, question: Question, sem: Semantics = DEFAULT) -> Result:
    compiled = compile_shared(question, sem)
    cur = execute(conn, compiled.sql, compiled.params)
    names = [d[0] for d in cur.description]
    rows = [dict(zip(names, r)) for r in cur.fetchall()]
    try:
        answer, reason = read_answer(question, compiled, rows), None
    except _Ambiguous as exc:
        answer, reason = None, str(exc)
    return Result(question, compiled, rows, answer, reason)
