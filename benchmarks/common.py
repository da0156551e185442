"""What the benchmark scripts share: where things are, and timing a whole process."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent
DEFAULT_CORPUS = HERE.parent.parent / "shared" / "contextbench" / "files"


def arguments(runs: int) -> argparse.Namespace:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=runs)
    ap.add_argument("--corpus", default=os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS))
    return ap.parse_args()


def cbwh() -> str:
    """The cbwh of the Python running the benchmark (the installed package, not the tree)."""
    return shutil.which("cbwh", path=str(Path(sys.executable).parent)) or "cbwh"


def timed(cmd: list[str], env: dict | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return time.perf_counter() - start


def warehouse(tmp: Path, corpus: str | Path) -> dict:
    """An environment with its own cache and a freshly ingested warehouse in tmp."""
    env = dict(os.environ, CBWH_CACHE=str(tmp / "cache"), CBWH_DB=str(tmp / "cbwh.db"))
    subprocess.run([cbwh(), "ingest", "--corpus", str(corpus)], check=True, stdout=subprocess.DEVNULL, env=env)
    return env
