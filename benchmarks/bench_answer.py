"""Whole-process timing of `cbwh answer --all` (100 questions), warm and cold.

warm: the compiled-SQL cache is filled (every run after the first);
cold: CBWH_SQL_CACHE=off, so every question is built and rendered with SQLAlchemy.

Usage: python benchmarks/bench_answer.py [--runs N] [--corpus DIR]
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
from pathlib import Path

from common import arguments, cbwh, timed, warehouse


def main() -> None:
    args = arguments(runs=9)
    tmp = Path(tempfile.mkdtemp())
    env = warehouse(tmp, args.corpus)
    cmd = [cbwh(), "answer", "--all", "--corpus", str(args.corpus)]
    first = timed(cmd, env)  # fills the cache
    warm = [timed(cmd, env) for _ in range(args.runs)]
    cold = [timed(cmd, dict(env, CBWH_SQL_CACHE="off")) for _ in range(max(3, args.runs // 3))]
    shutil.rmtree(tmp)
    print(f"cbwh answer --all  warm median {statistics.median(warm) * 1000:7.1f} ms  ({len(warm)} runs, whole process)")
    print(f"                   cold median {statistics.median(cold) * 1000:7.1f} ms  ({len(cold)} runs, CBWH_SQL_CACHE=off)")
    print(f"                   first run   {first * 1000:7.1f} ms  (compiles and fills the cache)")
    print(f"ratio cold/warm {statistics.median(cold) / statistics.median(warm):.1f}x")


if __name__ == "__main__":
    main()
