"""A graded run as one self-contained HTML page: inline CSS and SVG charts, no script,
no network. Every bar carries its figure (data-value) and the page embeds the JSON
report, so a reader (or a test in a browser) can check the figures against it."""

from __future__ import annotations

import json
from html import escape

from cbwh.grade.labels import LABELS
from cbwh.grade.report import _sections
from cbwh.grade.service import VERDICTS, GradeReport

COLOURS = {"confirmed": "#2e7d32", "fragile": "#f9a825", "disputed": "#c62828", "ill-posed": "#6a1b9a"}
LABEL_COLOURS = ["#9e9e9e", "#795548", "#1565c0", "#00838f", "#c62828", "#6a1b9a", "#f9a825", "#ef6c00", "#424242"]
CSS = """
body{font-family:system-ui,sans-serif;margin:2em;color:#222;max-width:1100px}
table{border-collapse:collapse;margin:.5em 0 1.5em;font-size:13px}
td,th{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}
th{background:#f3f3f3} svg{display:block;margin:.5em 0 1.5em} .legend span{margin-right:1em}
.swatch{display:inline-block;width:.8em;height:.8em;margin-right:.3em}
"""


def _bar_chart(chart: str, rows: list[tuple[str, float, str]], unit: str = "%") -> str:
    """Horizontal bars: (label, value 0..1, colour)."""
    height = 22 * len(rows) + 10
    parts = [f'<svg class="chart" data-chart="{escape(chart)}" width="760" height="{height}" role="img">']
    for i, (key, value, colour) in enumerate(rows):
        y = 5 + 22 * i
        parts.append(f'<text x="0" y="{y + 14}" font-size="12">{escape(key)}</text>')
        parts.append(f'<rect class="bar" data-key="{escape(key)}" data-value="{value:.6f}" x="230" y="{y}" '
                     f'width="{max(0.0, value) * 460:.1f}" height="16" fill="{colour}"/>')
        parts.append(f'<text x="{236 + max(0.0, value) * 460:.1f}" y="{y + 13}" font-size="11">{100 * value:.1f}{unit}</text>')
    return "".join(parts) + "</svg>"


def _stacked(chart: str, rows: dict[str, dict[str, int]]) -> str:
    labels = sorted({lab for c in rows.values() for lab in c}, key=lambda lab: (LABELS.index(lab.split(":")[0]), lab))
    most = max((sum(c.values()) for c in rows.values()), default=1) or 1
    colour = {lab: LABEL_COLOURS[i % len(LABEL_COLOURS)] for i, lab in enumerate(labels)}
    height = 22 * len(rows) + 10
    parts = [f'<svg class="chart" data-chart="{escape(chart)}" width="760" height="{height}" role="img">']
    for i, (qtype, counts) in enumerate(rows.items()):
        y, x = 5 + 22 * i, 230.0
        parts.append(f'<text x="0" y="{y + 14}" font-size="12">{escape(qtype)}</text>')
        for lab in labels:
            n = counts.get(lab, 0)
            if n:
                w = 460 * n / most
                parts.append(f'<rect class="bar" data-key="{escape(qtype)}" data-label="{escape(lab)}" data-value="{n}" '
                             f'x="{x:.1f}" y="{y}" width="{w:.1f}" height="16" fill="{colour[lab]}">'
                             f'<title>{escape(lab)}: {n}</title></rect>')
                x += w
    parts.append("</svg>")
    legend = "".join(f'<span><i class="swatch" style="background:{colour[lab]}"></i>{escape(lab)}</span>' for lab in labels)
    return "".join(parts) + f'<div class="legend">{legend}</div>'


def _table(columns, rows) -> str:
    head = "".join(f"<th>{escape(str(c))}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{escape('' if v is None else str(v))}</td>" for v in row) + "</tr>"
                   for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def html(r: GradeReport) -> str:
    data = json.dumps(r.to_json(), ensure_ascii=False).replace("</", "<\\/")
    out = ["<!doctype html><html lang=en><head><meta charset=utf-8><title>cbwh grade</title>",
           f"<style>{CSS}</style></head><body><h1>cbwh grade</h1>",
           f"<p>{len(r.trials)} trials of {len(r.jobs)} job(s): {escape(', '.join(r.jobs) or '-')}; "
           f"{len(r.problems)} problem(s).</p>"]
    if r.groups.get("question_type"):
        out.append("<h2>Pass rate by question type</h2>")
        out.append(_bar_chart("pass-rate-by-type", [(s.key, s.pass_rate, "#1565c0") for s in r.groups["question_type"]]))
    if r.labels_by_type:
        out.append("<h2>Wrong answers by label and question type</h2>")
        out.append(_stacked("labels-by-type", r.labels_by_type))
    if r.tasks:
        out.append("<h2>Mean reward per task, coloured by audit verdict</h2>")
        out.append(_bar_chart("reward-by-task", [(t.qid, t.mean_reward, COLOURS.get(t.verdict, "#999"))
                                                 for t in r.tasks]))
        out.append('<div class="legend">' + "".join(
            f'<span><i class="swatch" style="background:{COLOURS[v]}"></i>{v}</span>' for v in VERDICTS) + "</div>")
    for title, columns, rows in _sections(r):
        out.append(f"<h2>{escape(title[0].upper() + title[1:])}</h2>" + _table(columns, rows))
    if r.trials:
        out.append("<h2>Trials</h2>" + _table(
            ["job", "trial", "id", "model", "reward", "re-scored", "answer", "label", "evidence"],
            [(g.trial.job, g.trial.name, g.qid, g.model, g.trial.reward, g.rescored, g.trial.answer,
              g.label.label if g.label else "", g.label.evidence if g.label else "") for g in r.trials]))
    if r.problems:
        out.append("<h2>Problems</h2><ul>" + "".join(
            f"<li>{escape(str(p.path))}: {escape(p.reason)}</li>" for p in r.problems) + "</ul>")
    out.append(f'<script type="application/json" id="grade-data">{data}</script></body></html>\n')
    return "".join(out)
