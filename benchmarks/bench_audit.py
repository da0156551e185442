"""Whole-process timing of `cbwh audit` over all 100 tasks, warm and cold.

warm: the compiled-SQL cache holds every variant (every run after the first);
cold: CBWH_SQL_CACHE=off, every variant built and rendered with SQLAlchemy.

Usage: python benchmarks/bench_audit.py [--runs N] [--corpus DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "contextbench" / "files"


def timed(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--corpus", default=os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS))
    args = ap.parse_args()
    cbwh = shutil.which("cbwh", path=str(Path(sys.executable).parent)) or "cbwh"
    tmp = Path(tempfile.mkdtemp())
    env = dict(os.environ, CBWH_CACHE=str(tmp / "cache"), CBWH_DB=str(tmp / "cbwh.db"))
    subprocess.run([cbwh, "ingest", "--corpus", str(args.corpus)], check=True, stdout=subprocess.DEVNULL, env=env)
    cmd = [cbwh, "audit", "--corpus", str(args.corpus)]
    first = timed(cmd, env)
    warm = [timed(cmd, env) for _ in range(args.runs)]
    cold = [timed(cmd, dict(env, CBWH_SQL_CACHE="off")) for _ in range(3)]
    shutil.rmtree(tmp)
    print(f"cbwh audit (100 tasks)  warm median {statistics.median(warm) * 1000:7.1f} ms  ({len(warm)} runs, whole process)")
    print(f"                        cold median {statistics.median(cold) * 1000:7.1f} ms  (3 runs, CBWH_SQL_CACHE=off)")
    print(f"                        first run   {first * 1000:7.1f} ms  (compiles and fills the cache)")


if __name__ == "__main__":
    main()
