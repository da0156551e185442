"""SQLite time of the 100 catalog questions: today's compiled SQL against the SQL before issue 11.

The baseline is `baseline_sql.json` (the 100 statements as compiled at commit c10e2a0,
before measures were materialized). Both sets run on the same warehouse, alternating
set by set, so drifts of the shared machine hit both; reported are the median totals
and the median of the paired ratios. Run it on a replicated corpus (see scale.py):

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


def run_all(conn: sqlite3.Connection, statements: dict[str, tuple[str, list]]) -> tuple[float, dict]:
    rows, start = {}, time.perf_counter()
    for qid, (sql, params) in statements.items():
        rows[qid] = conn.execute(sql, params).fetchall()
    return time.perf_counter() - start, rows


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
    ratio = statistics.median(a / b for a, b in zip(ours, base))
    print(f"SQLite time of the 100 questions on {args.db} ({args.runs} runs each, alternating)")
    print(f"  compiled now     median {statistics.median(ours):7.2f} s")
    print(f"  before issue 11  median {statistics.median(base):7.2f} s")
    print(f"  paired ratio {ratio:.2f}x (target <= {TARGET:.2f}x): {'met' if ratio <= TARGET else 'NOT met'}")
    print(f"  same rows as the baseline for {len(same)} of {len(new)} questions")


if __name__ == "__main__":
    main()
