"""Whole-process timing of `cbwh audit` over all 100 tasks, warm and cold.

warm: the compiled-SQL cache holds every variant (every run after the first);
cold: CBWH_SQL_CACHE=off, every variant built and rendered with SQLAlchemy.

Usage: python benchmarks/bench_audit.py [--runs N] [--corpus DIR]
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
from pathlib import Path

from common import arguments, cbwh, timed, warehouse


def main() -> None:
    args = arguments(runs=7)
    tmp = Path(tempfile.mkdtemp())
    env = warehouse(tmp, args.corpus)
    cmd = [cbwh(), "audit", "--corpus", str(args.corpus)]
    first = timed(cmd, env)
    warm = [timed(cmd, env) for _ in range(args.runs)]
    cold = [timed(cmd, dict(env, CBWH_SQL_CACHE="off")) for _ in range(3)]
    shutil.rmtree(tmp)
    print(f"cbwh audit (100 tasks)  warm median {statistics.median(warm) * 1000:7.1f} ms  ({len(warm)} runs, whole process)")
    print(f"                        cold median {statistics.median(cold) * 1000:7.1f} ms  (3 runs, CBWH_SQL_CACHE=off)")
    print(f"                        first run   {first * 1000:7.1f} ms  (compiles and fills the cache)")


if __name__ == "__main__":
    main()
