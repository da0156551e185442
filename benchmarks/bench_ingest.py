"""Whole-process timing of `cbwh ingest` against the stdlib floor, side by side.

Usage: python benchmarks/bench_ingest.py [--runs N] [--corpus DIR]
Prints the median of each and the ratio. Runs alternate so both see the same machine state.
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


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--corpus", default=os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS))
    args = ap.parse_args()
    cbwh = shutil.which("cbwh", path=str(Path(sys.executable).parent)) or "cbwh"
    tmp = Path(tempfile.mkdtemp())
    ours, floor = [], []
    for _ in range(args.runs):
        ours.append(timed([cbwh, "ingest", "--corpus", str(args.corpus), "--db", str(tmp / "cbwh.db")]))
        floor.append(timed([sys.executable, str(HERE / "floor_ingest.py"), str(args.corpus), str(tmp / "floor.db")]))
    shutil.rmtree(tmp)
    a, b = statistics.median(ours), statistics.median(floor)
    print(f"cbwh ingest   median {a * 1000:7.1f} ms  ({args.runs} runs, whole process)")
    print(f"stdlib floor  median {b * 1000:7.1f} ms")
    print(f"ratio {a / b:.2f}x")


if __name__ == "__main__":
    main()
