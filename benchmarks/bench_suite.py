"""The default test suite as CI runs it: wall and CPU time against the brief's 30 s, and the CPU budget enforced.

A test run reports its CPU budget (tests/budget.toml) but never fails on time; this script is where the budget is a
target: it runs `python -m pytest -p no:cacheprovider` in the repository with a fresh XDG_CACHE_HOME (the suite's own
caches empty) and CBWH_BUDGET_ENFORCE=1 (a file over its line fails the run), and with --cold first removes the
bytecode of the package and the tests, as a clean clone has none. Run it on an idle machine: wall time is the target.

Usage: python benchmarks/bench_suite.py [--cold] [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 30.0  # seconds of wall time, idle 2-core machine, cold (the brief)


def _drop_bytecode() -> None:
    for folder in ("warehouse", "tests"):
        for cache in (ROOT / folder).rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)


def run_once(cold: bool) -> tuple[float, float, int, str]:
    """(wall s, user + sys s, exit status, the budget line) of one whole default run."""
    if cold:
        _drop_bytecode()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as xdg:
        env |= {"XDG_CACHE_HOME": xdg, "CBWH_BUDGET_ENFORCE": "1"}
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], cwd=ROOT, env=env,
                              capture_output=True, text=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    lines = [line for line in done.stdout.splitlines() if "budget" in line]
    return wall, cpu, done.returncode, "\n    ".join(lines) or "(no budget line: the run failed or was not whole)"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cold", action="store_true", help="remove the package's and the tests' bytecode before each run")
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    walls, cpus, failed = [], [], 0
    for i in range(args.runs):
        wall, cpu, status, budget = run_once(args.cold)
        walls.append(wall)
        cpus.append(cpu)
        failed += status != 0
        print(f"run {i + 1}: {wall:.1f} s wall, {cpu:.1f} s user + sys, exit {status}, load {os.getloadavg()[0]:.1f}")
        print(f"    {budget}")
    wall = statistics.median(walls)
    print(f"default suite ({'cold' if args.cold else 'bytecode kept'}): median {wall:.1f} s wall, "
          f"{statistics.median(cpus):.1f} s CPU; target <= {TARGET:g} s wall: {'met' if wall <= TARGET else 'NOT met'}; "
          f"budget: {'within' if not failed else 'OVER (or a test failed)'}")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
