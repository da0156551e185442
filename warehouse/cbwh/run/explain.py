"""The chain of evidence behind an answer, in plain words with intermediate values.

anchor -> owner(s) -> shared values -> group size after each step -> ranked
candidates with their values -> the answer. Evidence queries are built from the
same blocks as the answer query (and bound the same way).
"""

from __future__ import annotations

import sqlite3

from sqlalchemy import func, select

from cbwh.compile.compiler import ranked_pick, run_statement
from cbwh.compile.population import anchor_owners, anchor_values, population
from cbwh.run.answer import Result
from cbwh.spec.model import (
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Metric,
    Pick,
    RecordCount,
    SameAs,
    StateLeader,
    TopN,
)
from cbwh.spec.semantics import Semantics
from cbwh.spec.words import describe_key, show
from cbwh.store.schema import SQL_TABLES

SHOWN = 5  # ranked candidates listed per pick


def _fetch(conn: sqlite3.Connection, stmt) -> list[tuple]:
    return run_statement(conn, stmt).fetchall()


def _step_words(step) -> str:
    if isinstance(step, SameAs):
        a = step.anchor
        what = f"{a.species.lower()} " if a.species else ""
        return f"same {step.attribute.value.replace('_', ' ')} as the owner(s) of {a.kind.value} {what}{a.value!r}"
    if isinstance(step, Holds):
        return f"holds a {step.attribute.value.replace('_', ' ')} {step.value!r}"
    if isinstance(step, CountIs):
        return f"{step.records.value.replace('_', ' ')} {step.op} {step.n}"
    if isinstance(step, CurrentJobStartedIn):
        return f"current job started in {step.year}"
    if isinstance(step, TopN):
        return f"top {step.n} by {describe_key(step.key)}"
    assert isinstance(step, StateLeader)
    return f"first in one of their states by {describe_key(step.key)}"


def anchor_facts(conn, step: SameAs, sem: Semantics) -> tuple[str, str]:
    """('pers-0298 Jessica Garrett', 'Oklahoma, South Dakota'): the anchor's owners and shared values."""
    people = SQL_TABLES["people"]
    owners = _fetch(conn, select(people.c.person_id, people.c.full_name)
                   .where(people.c.person_id.in_(anchor_owners(step.anchor, sem))).order_by(people.c.person_id))
    values = sorted({v for (v,) in _fetch(conn, anchor_values(step, sem))})
    return ", ".join(f"{pid} {name}" for pid, name in owners) or "nobody", ", ".join(values) or "none"


def _anchor_lines(conn, step: SameAs, sem: Semantics) -> list[str]:
    who, values = anchor_facts(conn, step, sem)
    return [f"  {step.anchor.kind.value} {step.anchor.value!r} -> owner(s): {who}",
            f"  -> {step.attribute.value.replace('_', ' ')}: {values}"]


def _pick_lines(conn, pick: Pick, sem: Semantics) -> list[str]:
    lines = []
    for i, step in enumerate(pick.steps):
        if isinstance(step, SameAs):
            lines += _anchor_lines(conn, step, sem)
        members, _ = population(pick.steps[: i + 1], sem, "e")
        (n,) = _fetch(conn, select(func.count()).select_from(members))[0]
        lines.append(f"  {_step_words(step)} -> {n} people")
    ranked, _ = ranked_pick(pick, sem, "e")
    rows = _fetch(conn, select(ranked).order_by(ranked.c.rnk, ranked.c.person_id).limit(SHOWN))
    if pick.keys:
        lines.append("  ranked by " + ", then ".join(describe_key(k) for k in pick.keys) + ":")
    for pid, name, *values, rnk in rows:
        shown = ", ".join(show(k.measure, v) for k, v in zip(pick.keys, values))
        lines.append(f"    {rnk}. {name} ({pid}{': ' + shown if shown else ''})")
    return lines


def _output_measure(q):
    out = q.output
    if isinstance(out, Compare):
        return out.key.measure, f"compared by {describe_key(out.key)}:"
    if isinstance(out, BalanceOf):
        return Metric.BALANCE, "total balance"
    if isinstance(out, RecordCount):
        return "records", "records in " + " + ".join(r.value.replace("_", " ") for r in out.records) + ":"
    return None, ""


def explain(conn: sqlite3.Connection, result: Result, sem: Semantics) -> list[str]:
    q = result.question
    lines = [f"{q.id} [{q.question_type}] template: {result.compiled.template}"]
    if sem.changed():
        lines.append("semantics: " + ", ".join(f"{k}={v}" for k, v in sem.changed().items()))
    for slot, pick in enumerate(q.picks):
        lines.append(f"subject {slot + 1}:" if len(q.picks) > 1 else "people:")
        lines += _pick_lines(conn, pick, sem)
    measure, words = _output_measure(q)
    if measure is not None:
        for row in result.rows:
            lines.append(f"  {row['full_name']} ({row['person_id']}): {words} {show(measure, row['value'])}")
    lines.append(f"answer: {result.answer}" if result.answer is not None else f"ambiguous: {result.reason}")
    return lines
