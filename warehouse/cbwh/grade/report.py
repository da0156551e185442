"""A graded run as text: the terminal table, CSV, JSON lines, Markdown. (HTML: html.py.)"""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from cbwh.format import as_table
from cbwh.grade.labels import LABELS
from cbwh.grade.service import GradeReport

TRIAL_COLUMNS = ("job", "trial", "id", "question_type", "verdict", "model", "reward", "rescored", "answer",
                 "sql_answer", "ground_truth", "label", "evidence")


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def _short(text: str | None, width: int = 40) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= width else text[: width - 1] + "…"


Section = tuple[str, list[str], list[tuple[Any, ...]]]


def _sections(r: GradeReport) -> list[Section]:
    """(title, columns, rows) of every table of the report, in order."""
    out: list[Section] = []
    if r.overall:
        out.append(("overall", ["trials", "tasks", "mean reward (Harbor)", "re-scored vs SQL", "pass rate"],
                    [(r.overall.trials, r.overall.tasks, _pct(r.overall.mean_reward), _pct(r.overall.rescored),
                      _pct(r.overall.pass_rate))]))
    for name, scores in r.groups.items():
        out.append((f"by {name.replace('_', ' ')}", [name, "trials", "tasks", "mean reward", "re-scored", "pass rate"],
                    [(s.key, s.trials, s.tasks, _pct(s.mean_reward), _pct(s.rescored), _pct(s.pass_rate))
                     for s in scores]))
    if r.pass_at_k:
        ks = sorted({k for v in r.pass_at_k.values() for k in v})
        out.append(("pass@k by model", ["model"] + [f"pass@{k}" for k in ks],
                    [(m, *(_pct(v.get(k)) for k in ks)) for m, v in r.pass_at_k.items()]))
    if r.labels_by_type:
        labels = sorted({lab for c in r.labels_by_type.values() for lab in c},
                        key=lambda lab: (LABELS.index(lab.split(":")[0]), lab))
        out.append(("wrong answers by label", ["question type"] + labels,
                    [(t, *(c.get(lab, 0) for lab in labels)) for t, c in r.labels_by_type.items()]))
    if r.tasks:
        out.append(("tasks", ["id", "type", "verdict", "trials", "passed", "mean reward", "re-scored", "pass@n", "labels"],
                    [(t.qid, t.question_type, t.verdict, t.trials, t.successes, _pct(t.mean_reward), _pct(t.rescored),
                      _pct(t.pass_at_k[t.trials]), ", ".join(f"{k} {v}" for k, v in t.labels.items()))
                     for t in r.tasks]))
    if r.calibration is not None:
        out.append(("calibration (deepagents) by audit verdict", ["verdict", "tasks"] + r.calibration_models,
                    [(row.verdict, len(row.tasks), *(f"{p}/{n} {_pct(p / n if n else None)}"
                                                      for p, n in (row.passes[m] for m in r.calibration_models)))
                     for row in r.calibration]))
    return out


def table(r: GradeReport) -> str:
    parts = [f"graded {len(r.trials)} trials of {len(r.jobs)} job(s)"
             + (f"; {len(r.problems)} problem(s)" if r.problems else "")]
    for title, columns, rows in _sections(r):
        parts.append(f"\n{title}\n" + as_table(columns, rows).rstrip("\n"))
    wrong = [(g, g.label) for g in r.trials if g.label]
    if wrong:
        parts.append("\nwrong answers\n" + as_table(["trial", "id", "model", "reward", "answer", "label"], [
            (g.trial.name, g.qid, g.model, g.trial.reward, _short(g.trial.answer, 30), lab.label) for g, lab in wrong
        ]).rstrip("\n"))
    for p in r.problems:
        parts.append(f"problem: {p.path}: {p.reason}")
    return "\n".join(parts) + "\n"


def _trial_rows(r: GradeReport) -> list[dict]:
    return [{k: row.get(k) for k in TRIAL_COLUMNS} for row in (g.to_json() for g in r.trials)]


def csv_text(r: GradeReport) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=TRIAL_COLUMNS, lineterminator="\n")
    writer.writeheader()
    writer.writerows(_trial_rows(r))
    return buf.getvalue()


def nl_text(r: GradeReport) -> str:
    return "".join(json.dumps(g.to_json(), ensure_ascii=False) + "\n" for g in r.trials)


def _md_cell(value) -> str:
    return str(value if value is not None else "").replace("|", "\\|").replace("\n", " ")


def _md_table(columns, rows) -> str:
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(_md_cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)


def markdown(r: GradeReport) -> str:
    parts = ["# cbwh grade", "", f"{len(r.trials)} trials of {len(r.jobs)} job(s): {', '.join(r.jobs) or '-'}."]
    for title, columns, rows in _sections(r):
        parts += ["", f"## {title[0].upper()}{title[1:]}", "", _md_table(columns, rows)]
    wrong = [(g, g.label) for g in r.trials if g.label]
    if wrong:
        parts += ["", "## Wrong answers", "", _md_table(
            ["trial", "id", "model", "reward", "answer", "label", "evidence"],
            [(g.trial.name, g.qid, g.model, g.trial.reward, _short(g.trial.answer, 60), f"`{lab.label}`",
              lab.evidence) for g, lab in wrong])]
    if r.problems:
        parts += ["", "## Problems", ""] + [f"- `{p.path}`: {p.reason}" for p in r.problems]
    return "\n".join(parts) + "\n"
