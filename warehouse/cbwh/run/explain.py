"""The chain of evidence behind an answer, in plain words with intermediate values.

anchor -> owner(s) -> shared values -> group size after each step -> ranked
candidates with their values -> the answer. Evidence queries are built from the
same blocks as the answer query (and bound the same way).
"""

from __future__ import annotations

from typing import assert_never

from cbwh.compile import evidence
from cbwh.run.answer import Result, who
from cbwh.run.facts import anchor_facts, candidates, rows
from cbwh.spec.model import BalanceOf, Compare, Metric, NameOf, Pick, Question, RecordCount, Records, SameAs
from cbwh.spec.semantics import Semantics
from cbwh.spec.words import anchor_words, describe_key, render_attribute, render_records, show, step_words
from cbwh.store.connect import GuardedConnection

SHOWN = 5  # ranked candidates listed per pick


def _anchor_lines(conn: GuardedConnection, step: SameAs, sem: Semantics) -> list[str]:
    who, values = anchor_facts(conn, step, sem)
    return [f"  {anchor_words(step.anchor)} -> owner(s): {who}", f"  -> {render_attribute(step.attribute)}: {values}"]


def _pick_lines(conn: GuardedConnection, pick: Pick, sem: Semantics) -> list[str]:
    lines = []
    for i, step in enumerate(pick.steps):
        if isinstance(step, SameAs):
            lines += _anchor_lines(conn, step, sem)
        (n,) = rows(conn, evidence.group_size(pick.steps[: i + 1], sem))[0]
        lines.append(f"  {step_words(step)} -> {n} people")
    if pick.keys:
        lines.append("  ranked by " + ", then ".join(describe_key(k) for k in pick.keys) + ":")
    for c in candidates(conn, pick, sem, SHOWN):
        lines.append(f"    {c.rank}. {who(c, [k.measure for k in pick.keys])}")
    return lines


def _output_measure(q: Question) -> tuple[Records | Metric | str | None, str]:
    out = q.output
    match out:
        case Compare():
            ties = "".join(f", then by {describe_key(k)} (a tie between the two)" for k in out.tiebreak)
            return out.key.measure, f"compared by {describe_key(out.key)}{ties}:"
        case BalanceOf():
            return Metric.BALANCE, "total balance"
        case RecordCount():
            return "records", "records in " + " + ".join(render_records(r) for r in out.records) + ":"
        case NameOf():
            return None, ""
        case _:
            assert_never(out)


def explain(conn: GuardedConnection, result: Result, sem: Semantics) -> list[str]:
    """The chain of evidence behind a result, one line each."""
    q = result.question
    lines = [f"{q.id} [{q.question_type}] template: {result.compiled.template}"]
    if sem.changed():
        lines.append("semantics: " + ", ".join(f"{k}={v}" for k, v in sem.changed().items()))
    for slot, pick in enumerate(q.picks):
        lines.append(f"subject {slot + 1}:" if len(q.picks) > 1 else "people:")
        lines += _pick_lines(conn, pick, sem)
    measure, words = _output_measure(q)
    ties = q.output.tiebreak if isinstance(q.output, Compare) else ()
    if measure is not None:
        for row in result.rows:
            values = [show(measure, row.value), *(show(k.measure, v) for k, v in zip(ties, row.tiebreaks))]
            lines.append(f"  {row.full_name} ({row.person_id}): {words} {', '.join(values)}")
    lines.append(f"answer: {result.answer}" if result.answer is not None else f"ambiguous: {result.reason}")
    return lines
