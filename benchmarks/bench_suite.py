"""The default test suite as CI runs it: wall and CPU time against the brief's 30 s, and the CPU budget enforced.

A test run reports its CPU budget (tests/budget.toml) but never fails on time; this script is where the budget is a
target: it runs `python -m pytest -p no:cacheprovider` in the repository with a fresh XDG_CACHE_HOME (the suite's own
caches empty) and CBWH_BUDGET_ENFORCE=1 (a file over its line fails the run), and with --cold first removes the
bytecode of the package and the tests, as a clean clone has none. Run it on an idle machine: wall time is the target.

Usage: python benchmarks/bench_suite.py [--cold | --warm] [--runs N] [--files]
(--files: each test file's CPU against its line, heaviest first, from the run's CBWH_BUDGET_REPORT; --warm: the run a
developer sees every time, the second in a row: one unmeasured run first, then every run with the caches it left, the
suite's compiled SQL in one XDG_CACHE_HOME for all of them; without either, each run's XDG_CACHE_HOME is fresh and only
the bytecode and the memos beside it are kept)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import tomllib
from pathlib import Path

from timing import timed_run  # (not common: its import compiles the package's bytecode, which --cold must not)

ROOT = Path(__file__).resolve().parent.parent
TARGET = 30.0  # seconds of wall time, idle 2-core machine, cold (the brief)


def _drop_bytecode() -> None:
    for folder in ("warehouse", "tests"):
        for cache in (ROOT / folder).rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)


def run_once(cold: bool, files: bool, cache: str | None = None) -> tuple[float, float, int, str]:
    """(wall s, user + sys s, exit status, the budget lines) of one whole default run (`cache`: its XDG_CACHE_HOME,
    kept; else a fresh one)."""
    if cold:
        _drop_bytecode()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as fresh:
        xdg = cache or fresh
        report = Path(fresh) / "budget-report.json"
        env |= {"XDG_CACHE_HOME": xdg, "CBWH_BUDGET_ENFORCE": "1", "CBWH_BUDGET_REPORT": str(report)}
        wall, cpu, done = timed_run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], env=env, cwd=ROOT,
                                    capture=True)
        lines = [line for line in done.stdout.splitlines() if "budget" in line or line.startswith(("FAILED", "ERROR"))
                 or " passed" in line or " failed" in line]
        if files and report.is_file():
            lines += _per_file(json.loads(report.read_text(encoding="utf-8")))
    return wall, cpu, done.returncode, "\n    ".join(lines) or "(no budget line: the run failed or was not whole)"


def _per_file(figures: dict) -> list[str]:
    """Each test file's CPU against its line in tests/budget.toml, heaviest first."""
    plan = tomllib.loads((ROOT / "tests" / "budget.toml").read_text(encoding="utf-8"))
    default = plan["limits"]["default"]
    rows = [f"{s:6.2f} s  (line {plan['files'].get(name, default):g})  {name}"
            for name, s in sorted(figures["files"].items(), key=lambda kv: -kv[1])]
    rows += [f"worker {i}: collection {w['collection']:.2f} s, shared fixtures {w['shared fixtures']:.2f} s"
             + (f", tests {w['tests']:.1f} s" if "tests" in w else "") for i, w in enumerate(figures["workers"])]
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--cold", action="store_true", help="remove the package's and the tests' bytecode before each run")
    mode.add_argument("--warm", action="store_true", help="an unmeasured run first, then each run with the caches it left")
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--files", action="store_true", help="print each test file's CPU against its line")
    args = ap.parse_args()
    walls, cpus, failed = [], [], 0
    kept = tempfile.TemporaryDirectory() if args.warm else None
    if kept is not None:
        wall, cpu, status, _ = run_once(False, False, kept.name)
        print(f"run 0 (unmeasured, filling the caches): {wall:.1f} s wall, {cpu:.1f} s user + sys, exit {status}, "
              f"load {os.getloadavg()[0]:.1f}")
    for i in range(args.runs):
        wall, cpu, status, budget = run_once(args.cold, args.files, kept.name if kept else None)
        walls.append(wall)
        cpus.append(cpu)
        failed += status != 0
        print(f"run {i + 1}: {wall:.1f} s wall, {cpu:.1f} s user + sys, exit {status}, load {os.getloadavg()[0]:.1f}")
        print(f"    {budget}")
    wall = statistics.median(walls)
    if kept is not None:
        kept.cleanup()
    print(f"default suite ({'cold' if args.cold else 'warm' if args.warm else 'bytecode kept'}): median {wall:.1f} s wall, "
          f"{statistics.median(cpus):.1f} s CPU; target <= {TARGET:g} s wall: {'met' if wall <= TARGET else 'NOT met'}; "
          f"budget: {'within' if not failed else 'OVER (or a test failed)'}")
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()
