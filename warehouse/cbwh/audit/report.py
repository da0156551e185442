"""Audit results for people: the terminal summary and the Markdown report."""

from __future__ import annotations

from collections import Counter

from cbwh.audit.verdict import Audit
from cbwh.format import as_table

VERDICTS = ("confirmed", "fragile", "disputed", "ill-posed")
MEANING = {
    "confirmed": "a unique answer under the default reading, equal to the ground truth, unchanged by every variant",
    "fragile": "equals the ground truth under the default reading, but some variants change the answer",
    "disputed": "the default answer differs from the ground truth",
    "ill-posed": "no unique answer under the default reading (an open tie or an empty group)",
}


def summary(audits: list[Audit]) -> str:
    types = sorted({a.question_type for a in audits})
    counts = Counter((a.question_type, a.verdict) for a in audits)
    rows = [(t, *[counts[(t, v)] for v in VERDICTS], sum(counts[(t, v)] for v in VERDICTS)) for t in types]
    totals = Counter(a.verdict for a in audits)
    rows.append(("total", *[totals[v] for v in VERDICTS], len(audits)))
    table = as_table(["question type", *VERDICTS, "tasks"], rows)
    flagged = [f"{a.id} {a.verdict}: {a.note}" for a in audits if a.verdict in ("disputed", "ill-posed")]
    return table + ("\n\n" + "\n".join(flagged) if flagged else "")


def _cell(text: str | None) -> str:
    return (text or "").replace("|", "\\|").replace("\n", " ")


def markdown(audits: list[Audit]) -> str:
    totals = Counter(a.verdict for a in audits)
    lines = ["# Context-Bench cloud: ground-truth audit", "",
             f"{len(audits)} tasks audited by cbwh: each question compiled to SQL under the default reading "
             "and under every semantic variant it can feel.", "", "| verdict | tasks | meaning |", "|---|---|---|"]
    lines += [f"| {v} | {totals[v]} | {MEANING[v]} |" for v in VERDICTS]
    for verdict in VERDICTS:
        chosen = [a for a in audits if a.verdict == verdict]
        if not chosen:
            continue
        lines += ["", f"## {verdict.capitalize()} ({len(chosen)})", "",
                  "| task | type | cbwh | ground truth | evidence |", "|---|---|---|---|---|"]
        lines += [f"| {a.id} | {a.question_type} | {_cell(a.default.answer or 'no answer')} | {_cell(a.ground_truth)} "
                  f"| {_cell(a.note)} |" for a in chosen]
    return "\n".join(lines) + "\n"
