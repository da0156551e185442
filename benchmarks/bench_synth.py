"""`cbwh synth` at scale, and ingest of what it writes against the stdlib floor: time and peak memory.

Usage: python benchmarks/bench_synth.py [--people 50000] [--seed 1] [--runs 1]
Each step is its own process; peak memory is that process's maximum resident set size
(os.wait4), time is wall-clock and CPU (user + system). Medians over --runs.
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

from common import HERE, cbwh


def measured(cmd: list[str]) -> tuple[float, float, float]:
    """(wall seconds, cpu seconds, peak MiB) of one whole process."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--people", type=int, default=50_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp())
    corpus = tmp / "corpus"
    results: dict[str, list[tuple[float, float, float]]] = {"synth": [], "ingest": [], "floor": []}
    try:
        for _ in range(args.runs):
            results["synth"].append(measured([cbwh(), "synth", "--people", str(args.people), "--seed", str(args.seed),
                                              "--out", str(corpus), "--force", "--quiet"]))
            results["ingest"].append(measured([cbwh(), "ingest", "--corpus", str(corpus), "--db", str(tmp / "cbwh.db")]))
            results["floor"].append(measured([sys.executable, str(HERE / "floor_ingest.py"), str(corpus), str(tmp / "floor.db")]))
        size = sum(p.stat().st_size for p in corpus.glob("*.txt"))
        lines = sum(p.read_bytes().count(b"\n") for p in corpus.glob("*.txt"))
    finally:
        shutil.rmtree(tmp)
    print(f"{args.people} people: {lines:,} lines, {size / 2**20:.1f} MiB of text ({args.runs} run(s), medians)")
    med = {k: [statistics.median(x[i] for x in v) for i in range(3)] for k, v in results.items()}
    for name, (wall, cpu, peak) in med.items():
        print(f"{name:7s} wall {wall:6.1f} s  cpu {cpu:6.1f} s  peak {peak:7.1f} MiB")
    print(f"ingest / floor: time {med['ingest'][0] / med['floor'][0]:.2f}x (cpu {med['ingest'][1] / med['floor'][1]:.2f}x), "
          f"peak memory {med['ingest'][2] / med['floor'][2]:.2f}x")


if __name__ == "__main__":
    main()
