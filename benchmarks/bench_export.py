"""Whole-process timing of `cbwh export-tasks` for all 100 tasks: copies vs --link.

Usage: python benchmarks/bench_export.py [--runs N] [--corpus DIR]
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
from pathlib import Path

from common import arguments, cbwh, timed, warehouse


def main() -> None:
    args = arguments(runs=7)
    tmp = Path(tempfile.mkdtemp())
    corpus = tmp / "corpus"  # a local copy, so --link can link (same filesystem as the output)
    shutil.copytree(args.corpus, corpus)
    shared = Path(args.corpus).parent
    env = warehouse(tmp, corpus)
    base = [cbwh(), "export-tasks", "--corpus", str(corpus), "--questions", str(shared / "filesystem_cloud.jsonl"),
            "--rubric", str(shared / "rubric.txt")]
    timed(base + ["--out", str(tmp / "warm")], env)  # fills the SQL cache
    times: dict[str, list[float]] = {"copy": [], "link": []}
    for i in range(args.runs):
        for mode in times:
            out = tmp / f"{mode}-{i}"
            times[mode].append(timed(base + ["--out", str(out)] + (["--link"] if mode == "link" else []), env))
            shutil.rmtree(out)
    shutil.rmtree(tmp)
    copy, link = statistics.median(times["copy"]), statistics.median(times["link"])
    print(f"export-tasks (100 tasks, copies)  median {copy * 1000:7.1f} ms  ({args.runs} runs, whole process)")
    print(f"export-tasks (100 tasks, --link)  median {link * 1000:7.1f} ms")
    print(f"ratio copy/link {copy / link:.2f}x")


if __name__ == "__main__":
    main()
