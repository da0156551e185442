"""`cbwh grade --html` in a real browser: Debian's headless chromium renders the page,
the three charts are laid out, and every bar's figure matches the JSON report.

Run with `pytest -m browser` (CI installs chromium first)."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest

from browser import chromium

pytestmark = pytest.mark.browser

JOBS = Path(__file__).parent / "data" / "harbor-jobs"
# Appended to a copy of the report: measures what chromium laid out and writes it into the DOM.
PROBE = """<script>
const data = JSON.parse(document.getElementById('grade-data').textContent);
const charts = {};
for (const svg of document.querySelectorAll('svg.chart')) {
  charts[svg.dataset.chart] = [...svg.querySelectorAll('rect.bar')].map(r => ({
    key: r.dataset.key, label: r.dataset.label || null, value: Number(r.dataset.value),
    width: r.getBBox().width, shown: r.getBoundingClientRect().height > 0}));
}
const out = document.createElement('pre'); out.id = 'probe';
out.textContent = JSON.stringify({charts, tables: document.querySelectorAll('table').length,
  trials: data.trials.length, rows: document.querySelectorAll('table:last-of-type tbody tr').length});
document.body.appendChild(out);
</script></body>"""


def test_the_html_report_renders_with_its_charts_and_figures(run, real_db, corpus_dir, tmp_path):
    page = tmp_path / "report.html"
    result = run("grade", JOBS, "--db", real_db, "--corpus", corpus_dir, "--html", page, "--json")
    report = json.loads(result.stdout)
    html = page.read_text()
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", html)  # self-contained: nothing to fetch
    probe = tmp_path / "probe.html"
    probe.write_text(html.replace("</body>", PROBE))
    dom = chromium(tmp_path, "--dump-dom", probe.as_uri())
    seen = json.loads(unescape(re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S).group(1)))
    charts = seen["charts"]
    assert set(charts) == {"pass-rate-by-type", "labels-by-type", "reward-by-task"}
    assert all(bar["shown"] for bars in charts.values() for bar in bars)
    by_type = {b["key"]: b for b in charts["pass-rate-by-type"]}
    assert {k: b["value"] for k, b in by_type.items()} == \
        {g["key"]: pytest.approx(g["pass_rate"], abs=1e-6) for g in report["groups"]["question_type"]}
    for b in by_type.values():  # laid out in proportion to its figure
        assert b["width"] == pytest.approx(460 * b["value"], abs=0.2)
    assert {(b["key"], b["label"]): b["value"] for b in charts["labels-by-type"]} == \
        {(t, lab): n for t, counts in report["labels_by_type"].items() for lab, n in counts.items()}
    assert {b["key"]: b["value"] for b in charts["reward-by-task"]} == \
        {t["id"]: pytest.approx(t["mean_reward"], abs=1e-6) for t in report["tasks"]}
    assert seen["rows"] == seen["trials"] == len(report["trials"])
    shot = tmp_path / "report.png"
    chromium(tmp_path, "--window-size=1100,900", f"--screenshot={shot}", page.as_uri())
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000
