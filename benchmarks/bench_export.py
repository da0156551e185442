"""Whole-process timing of `cbwh export-tasks` for all 100 tasks: copies vs --link.

Usage: python benchmarks/bench_export.py [--runs N] [--corpus DIR]
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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--corpus", default=os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS))
    args = ap.parse_args()
    cbwh = shutil.which("cbwh", path=str(Path(sys.executable).parent)) or "cbwh"
    tmp = Path(tempfile.mkdtemp())
    corpus = tmp / "corpus"  # a local copy, so --link can link (same filesystem as the output)
    shutil.copytree(args.corpus, corpus)
    shared = Path(args.corpus).parent
    env = dict(os.environ, CBWH_CACHE=str(tmp / "cache"), CBWH_DB=str(tmp / "cbwh.db"))
    subprocess.run([cbwh, "ingest", "--corpus", str(corpus)], check=True, stdout=subprocess.DEVNULL, env=env)
    base = [cbwh, "export-tasks", "--corpus", str(corpus), "--questions", str(shared / "filesystem_cloud.jsonl"),
            "--rubric", str(shared / "rubric.txt")]
    subprocess.run(base + ["--out", str(tmp / "warm")], check=True, capture_output=True, env=env)  # fills the SQL cache
    times: dict[str, list[float]] = {"copy": [], "link": []}
    for i in range(args.runs):
        for mode in times:
            out = tmp / f"{mode}-{i}"
            start = time.perf_counter()
            subprocess.run(base + ["--out", str(out)] + (["--link"] if mode == "link" else []),
                           check=True, capture_output=True, env=env)
            times[mode].append(time.perf_counter() - start)
            shutil.rmtree(out)
    shutil.rmtree(tmp)
    copy, link = statistics.median(times["copy"]), statistics.median(times["link"])
    print(f"export-tasks (100 tasks, copies)  median {copy * 1000:7.1f} ms  ({args.runs} runs, whole process)")
    print(f"export-tasks (100 tasks, --link)  median {link * 1000:7.1f} ms")
    print(f"ratio copy/link {copy / link:.2f}x")


if __name__ == "__main__":
    main()
