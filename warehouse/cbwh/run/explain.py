"""The chain of evidence behind an answer, in plain words with intermediate values.

anchor -> owner(s) -> shared values -> group size after each step -> ranked
candidates with their values -> the answer. Evidence queries are built from the
same blocks as the answer query (and bound the same way).
"""

from __future__ import annotations

from cbwh.compile import evidence
from cbwh.run.answer import Result
from cbwh.run.facts import anchor_facts, rows
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
from cbwh.store.connect import GuardedConnection

SHOWN = 5  # ranked candidates listed per pick


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


def _anchor_lines(conn: GuardedConnection, step: SameAs, sem: Semantics) -> list[str]:
    who, values = anchor_facts(conn, step, sem)
    return [f"  {step.anchor.kind.value} {step.anchor.value!r} -> owner(s): {who}",
            f"  -> {step.attribute.value.replace('_', ' ')}: {values}"]


def _pick_lines(conn: GuardedConnection, pick: Pick, sem: Semantics) -> list[str]:
    lines = []
    for i, step in enumerate(pick.steps):
        if isinstance(step, SameAs):
            lines += _anchor_lines(conn, step, sem)
        (n,) = rows(conn, evidence.group_size(pick.steps[: i + 1], sem))[0]
        lines.append(f"  {_step_words(step)} -> {n} people")
    ranked = rows(conn, evidence.ranked_preview(pick, sem, SHOWN))
    if pick.keys:
        lines.append("  ranked by " + ", then ".join(describe_key(k) for k in pick.keys) + ":")
    for pid, name, *values, rnk in ranked:
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


def explain(conn: GuardedConnection, result: Result, sem: Semantics) -> list[str]:
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
