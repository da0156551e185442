"""Whole-process timing of `cbwh ingest` against the stdlib floor, side by side.

Usage: python benchmarks/bench_ingest.py [--runs N] [--corpus DIR]
Prints the median of each, their ratio, and the median of the per-pair ratios (each cbwh
run is paired with the floor run right after it, so slow drifts of the machine cancel).
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from common import HERE, arguments, cbwh, timed


def main() -> None:
    args = arguments(runs=21)
    tmp = Path(tempfile.mkdtemp())
    ours, floor = [], []
    for _ in range(args.runs):
        ours.append(timed([cbwh(), "ingest", "--corpus", str(args.corpus), "--db", str(tmp / "cbwh.db")]))
        floor.append(timed([sys.executable, str(HERE / "floor_ingest.py"), str(args.corpus), str(tmp / "floor.db")]))
    shutil.rmtree(tmp)
    a, b = statistics.median(ours), statistics.median(floor)
    print(f"cbwh ingest   median {a * 1000:7.1f} ms  ({args.runs} runs, whole process)")
    print(f"stdlib floor  median {b * 1000:7.1f} ms")
    pairs = statistics.median(x / y for x, y in zip(ours, floor))
    print(f"ratio {a / b:.2f}x (median of paired ratios {pairs:.2f}x)")


if __name__ == "__main__":
    main()
