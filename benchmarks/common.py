"""What the benchmark scripts share: where things are, timing a whole process, paired ratios."""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path

from timing import timed_run

HERE = Path(__file__).parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "contextbench" / "files"


def _as_installed() -> None:
    """Measured processes load bytecode, as an installed package does (pip compiles it at install):
    PYTHONDONTWRITEBYTECODE in the caller's environment would make every run compile every module
    from source (about 80 ms a process on this machine), so it is dropped and the package compiled once."""
    import compileall
    import importlib.util

    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    spec = importlib.util.find_spec("cbwh")
    if spec is not None and spec.origin is not None:
        compileall.compile_dir(Path(spec.origin).parent, quiet=2)


_as_installed()


def arguments(runs: int, **extra) -> argparse.Namespace:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=runs)
    ap.add_argument("--corpus", default=os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS))
    for name, default in extra.items():
        ap.add_argument(f"--{name.replace('_', '-')}", default=default, type=type(default) if default is not None else str)
    return ap.parse_args()


def cbwh() -> str:
    """The cbwh of the Python running the benchmark (the installed package, not the tree)."""
    return shutil.which("cbwh", path=str(Path(sys.executable).parent)) or "cbwh"


def timed(cmd: list[str], env: dict | None = None, check: bool = True, cpu: list[float] | None = None) -> float:
    """Wall seconds of one whole process; its CPU seconds (user + sys) are appended to `cpu` if given."""
    elapsed, used, done = timed_run(cmd, env=env)
    if cpu is not None:
        cpu.append(used)
    if check and done.returncode not in (0, 3):  # 3: a question without a unique answer
        raise SystemExit(f"failed ({done.returncode}): {' '.join(cmd)}")
    return elapsed


def warehouse(tmp: Path, corpus: str | Path) -> dict:
    """An environment with its own cache and a freshly ingested warehouse in tmp."""
    env = dict(os.environ, CBWH_CACHE=str(tmp / "cache"), CBWH_DB=str(tmp / "cbwh.db"))
    subprocess.run([cbwh(), "ingest", "--corpus", str(corpus)], check=True, stdout=subprocess.DEVNULL, env=env)
    return env


def report(label: str, ours: list[float], base: list[float], target: float) -> float:
    """Print the median of the paired ratios (each of ours with the baseline run next to it) and the verdict."""
    ratio = statistics.median(a / b for a, b in zip(ours, base))
    print(f"  {label}: paired ratio {ratio:.2f}x (ratio of medians {statistics.median(ours) / statistics.median(base):.2f}x); "
          f"target <= {target}x: {'met' if ratio <= target else 'NOT met'}")
    return ratio


def report_cpu(label: str, ours: list[float], base: list[float]) -> float:
    """The CPU time (user + sys) of the same runs: medians and the median paired ratio. On a
    machine shared with other work, CPU time moves less than wall time does."""
    ratio = statistics.median(a / b for a, b in zip(ours, base))
    print(f"  {label}, CPU time: {statistics.median(ours) * 1000:.1f} vs {statistics.median(base) * 1000:.1f} ms, "
          f"paired ratio {ratio:.2f}x")
    return ratio
