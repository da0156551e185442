"""Whole-process timing of `cbwh ingest` against the stdlib floor, side by side.

Usage: python benchmarks/bench_ingest.py [--runs N] [--corpus DIR]
Prints the median of each and the ratio. Runs alternate so both see the same machine state.
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from common import HERE, arguments, cbwh, timed


def main() -> None:
    args = arguments(runs=15)
    tmp = Path(tempfile.mkdtemp())
    ours, floor = [], []
    for _ in range(args.runs):
        ours.append(timed([cbwh(), "ingest", "--corpus", str(args.corpus), "--db", str(tmp / "cbwh.db")]))
        floor.append(timed([sys.executable, str(HERE / "floor_ingest.py"), str(args.corpus), str(tmp / "floor.db")]))
    shutil.rmtree(tmp)
    a, b = statistics.median(ours), statistics.median(floor)
    print(f"cbwh ingest   median {a * 1000:7.1f} ms  ({args.runs} runs, whole process)")
    print(f"stdlib floor  median {b * 1000:7.1f} ms")
    print(f"ratio {a / b:.2f}x")


if __name__ == "__main__":
    main()
