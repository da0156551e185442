"""Timing a whole process: its wall time and its CPU time (user + sys), with no side effect on import (common.py,
which every other benchmark imports, compiles the package's bytecode on import; bench_suite.py --cold must not)."""

from __future__ import annotations

import resource
import subprocess
import time
from pathlib import Path


def timed_run(cmd: list[str], env: dict | None = None, cwd: Path | None = None,
              capture: bool = False) -> tuple[float, float, subprocess.CompletedProcess]:
    """(wall s, user + sys s, the finished process) of one whole process and the processes it waited for; its output
    captured as text if `capture`, else discarded."""
    out = subprocess.PIPE if capture else subprocess.DEVNULL
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=out, stderr=out, env=env, cwd=cwd, text=capture)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, done
