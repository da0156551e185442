"""SQLite time of the 100 catalog questions: today's compiled SQL against the SQL before issue 11.

The baseline is `baseline_sql.json` (the 100 statements as compiled at commit c10e2a0,
before measures were materialized). Both sets run on the same warehouse, alternating
set by set, so drifts of the shared machine hit both; reported are the median totals
(wall and CPU time of this process) and the median of the paired ratios (of wall time, and
of CPU time, which other processes on a shared machine disturb less). Each set also answers
with the same rows as the other (cb-cloud-19 excepted: its reading of a city changed on
purpose after the baseline). Run it on a replicated corpus (see scale.py):

Usage: python benchmarks/bench_sql.py --db k100.db [--runs N]
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import time
from pathlib import Path

HERE = Path(__file__).parent
TARGET = 0.70  # at least 30% less SQLite time than the baseline


def current_sql() -> dict[str, tuple[str, list]]:
    from cbwh.compile.compiler import compile_question
    from cbwh.spec.catalog import load_catalog

    return {q.id: ((c := compile_question(q)).sql, list(c.params)) for q in load_catalog().values()}


def baseline_sql() -> dict[str, tuple[str, list]]:
    data = json.loads((HERE / "baseline_sql.json").read_text())["questions"]
    return {qid: (d["sql"], d["params"]) for qid, d in data.items()}


def run_all(conn: sqlite3.Connection, statements: dict[str, tuple[str, list]]) -> tuple[tuple[float, float], dict]:
    """((wall s, CPU s), rows by question)."""
    rows, start, cpu = {}, time.perf_counter(), time.process_time()
    for qid, (sql, params) in statements.items():
        rows[qid] = conn.execute(sql, params).fetchall()
    return (time.perf_counter() - start, time.process_time() - cpu), rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    conn = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
    new, old = current_sql(), baseline_sql()
    _, new_rows = run_all(conn, new)  # warm-up: page cache
    _, old_rows = run_all(conn, old)
    same = [qid for qid in new if new_rows[qid] == old_rows[qid]]
    ours, base = [], []
    for _ in range(args.runs):
        ours.append(run_all(conn, new)[0])
        base.append(run_all(conn, old)[0])
    ratio = statistics.median(a[0] / b[0] for a, b in zip(ours, base))
    cpu_ratio = statistics.median(a[1] / b[1] for a, b in zip(ours, base))
    print(f"SQLite time of the 100 questions on {args.db} ({args.runs} runs each, alternating)")
    for label, runs in (("compiled now   ", ours), ("before issue 11", base)):
        print(f"  {label}  median {statistics.median(r[0] for r in runs):7.2f} s wall, {statistics.median(r[1] for r in runs):7.2f} s CPU")
    print(f"  paired ratio {ratio:.2f}x wall, {cpu_ratio:.2f}x CPU (target <= {TARGET:.2f}x): "
          f"{'met' if ratio <= TARGET else 'NOT met'}")
    print(f"  same rows as the baseline for {len(same)} of {len(new)} questions")


if __name__ == "__main__":
    main()
