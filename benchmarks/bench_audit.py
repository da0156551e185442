"""Whole-process timing of `cbwh audit` over all 100 tasks, warm and cold, and its ratio to `cbwh answer --all`.

warm: the compiled-SQL cache holds every variant (every run after the first);
cold: CBWH_SQL_CACHE=off, every variant built and rendered with SQLAlchemy.
ratio: each warm audit paired with an `answer --all` run next to it on the same warehouse
(issue 11's target: <= 3x at k = 100); wall and CPU (user + sys, the audit's workers included).

With --db (e.g. a replicated corpus from scale.py, k = 100) the audit and answer run on that
warehouse and the cold runs are skipped.

Usage: python benchmarks/bench_audit.py [--runs N] [--corpus DIR] [--db FILE]
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
from pathlib import Path

from common import arguments, cbwh, report, report_cpu, timed, warehouse

AUDIT_OVER_ANSWER = 3.0


def main() -> None:
    args = arguments(runs=7, db="")
    tmp = Path(tempfile.mkdtemp())
    env = warehouse(tmp, args.corpus) if not args.db else warehouse_env(tmp, args.db)
    questions = ["--questions", str(Path(args.corpus).parent / "filesystem_cloud.jsonl")]
    audit = [cbwh(), "audit", *questions]
    answer = [cbwh(), "answer", "--all", *questions]
    first = timed(audit, env)
    timed(answer, env)
    warm, base, warm_cpu, base_cpu = [], [], [], []
    for _ in range(args.runs):
        warm.append(timed(audit, env, cpu=warm_cpu))
        base.append(timed(answer, env, cpu=base_cpu))
    cold = [] if args.db else [timed(audit, dict(env, CBWH_SQL_CACHE="off")) for _ in range(3)]
    shutil.rmtree(tmp)
    print(f"cbwh audit (100 tasks) on {args.db or 'the corpus'}")
    print(f"  warm median {statistics.median(warm) * 1000:9.1f} ms  ({len(warm)} runs, whole process)")
    if cold:
        print(f"  cold median {statistics.median(cold) * 1000:9.1f} ms  (3 runs, CBWH_SQL_CACHE=off)")
    print(f"  first run   {first * 1000:9.1f} ms  (compiles what the cache lacks)")
    print(f"  answer --all median {statistics.median(base) * 1000:9.1f} ms (paired with each warm audit)")
    report("audit / answer --all", warm, base, AUDIT_OVER_ANSWER)
    report_cpu("audit / answer --all", warm_cpu, base_cpu)


def warehouse_env(tmp: Path, db: str) -> dict:
    """An environment on an existing warehouse, with the caller's $CBWH_CACHE or a new SQL cache."""
    import os

    return dict(os.environ, CBWH_CACHE=os.environ.get("CBWH_CACHE") or str(tmp / "cache"), CBWH_DB=str(Path(db).absolute()))


if __name__ == "__main__":
    main()
