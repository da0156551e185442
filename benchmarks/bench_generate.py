"""Whole-process timing of `cbwh generate --n 100 --seed 7`, on the public corpus and on a 10x one.

cold: a fresh, empty cache directory (CBWH_CACHE) and a fresh process: every statement shape is
compiled with SQLAlchemy, then cached; --cold N repeats that N times (a new directory each) and
reports the median; warm: every run after the first (shapes read from the compiled-SQL cache).
The 10x corpus is synthesized (`cbwh synth --people 5000`): a replicated corpus repeats
every pet name and plate, which leaves no anchor naming one record.

Usage: python benchmarks/bench_generate.py [--runs N] [--cold N] [--corpus DIR] [--no-scale]
"""

from __future__ import annotations

import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from common import arguments, cbwh, timed, warehouse


def _cpu_timed(cmd: list[str], env: dict) -> tuple[float, float]:
    """(wall, CPU) seconds of a whole process; CPU (user + system) is steadier on a shared machine."""
    before = os.times()
    wall = timed(cmd, env)
    after = os.times()
    return wall, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def _generate(env: dict, out: Path, runs: int) -> tuple[tuple[float, float], list[tuple[float, float]]]:
    cmd = [cbwh(), "generate", "--n", "100", "--seed", "7", "--out", str(out), "--quiet"]
    first = _cpu_timed(cmd, env)
    return first, [_cpu_timed(cmd, env) for _ in range(runs)]


def _median(runs: list[tuple[float, float]], i: int) -> float:
    return statistics.median(r[i] for r in runs)


def main() -> None:
    scale = "--no-scale" not in sys.argv
    if not scale:
        sys.argv.remove("--no-scale")
    args = arguments(runs=3, cold=1)
    tmp = Path(tempfile.mkdtemp())
    env = warehouse(tmp, args.corpus)
    first, warm = _generate(env, tmp / "suite.jsonl", args.runs)
    colds = [first]
    for i in range(1, args.cold):
        fresh = dict(env, CBWH_CACHE=str(tmp / f"cold-cache-{i}"))
        colds.append(_cpu_timed([cbwh(), "generate", "--n", "100", "--seed", "7", "--out", str(tmp / "cold.jsonl"),
                                 "--quiet"], fresh))
    print(f"cbwh generate --n 100 (public corpus, 500 people)  cold median {_median(colds, 0):6.1f} s "
          f"(CPU {_median(colds, 1):5.1f} s; {len(colds)} runs: " + ", ".join(f"{w:.1f}/{c:.1f}" for w, c in colds)
          + f" s wall/CPU)  warm median {_median(warm, 0):6.1f} s (CPU {_median(warm, 1):5.1f} s)  "
          f"({len(warm)} runs, whole process)")
    if scale:
        big = tmp / "big"
        big.mkdir()
        subprocess.run([cbwh(), "synth", "--people", "5000", "--seed", "1", "--out", str(big / "files"), "--quiet"],
                       check=True, stdout=subprocess.DEVNULL)
        env10 = warehouse(big, big / "files")
        env10["CBWH_CACHE"] = env["CBWH_CACHE"]  # the same statement shapes: compare generation, not compiling
        first10, warm10 = _generate(env10, big / "suite.jsonl", max(1, args.runs // 2))
        print(f"cbwh generate --n 100 (synthesized, 5000 people)   first {first10[0]:6.1f} s (CPU {first10[1]:5.1f} s)  "
              f"warm median {_median(warm10, 0):6.1f} s (CPU {_median(warm10, 1):5.1f} s)  ({len(warm10)} runs)  "
              f"CPU ratio {_median(warm10, 1) / _median(warm, 1):.1f}x")
        ratio = _median(warm10, 1) / _median(warm, 1)
        print(f"growth: 10x the people costs {ratio:.1f}x the CPU (exponent {math.log10(ratio):.2f}; 1.00 is linear)")
    shutil.rmtree(tmp, ignore_errors=True)
    os.sync()


if __name__ == "__main__":
    main()
