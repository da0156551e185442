"""Whole-process timing of `cbwh export-tasks` (all tasks, copies) against the copy baseline.

The baseline is what copying the corpus into the tasks costs by hand: one shell that,
for each task cbwh writes, makes its environment/files folder and `cp`s the 10 corpus
files into it (the issue's "cp of the 10 files into 99 folders"). cbwh also writes the
task's own nine files, runs the 100 questions and checks the corpus checksums. Runs
alternate (cbwh, baseline), each into a fresh directory; reported are the medians and the
median of the paired ratios (target <= 1.5x). `--link` runs are reported for reference.

Usage: python benchmarks/bench_export.py [--runs N] [--corpus DIR]
"""

from __future__ import annotations

import shutil
import statistics
import tempfile
from pathlib import Path

from common import arguments, cbwh, report, report_cpu, timed, warehouse

TARGET = 1.5


def main() -> None:
    args = arguments(runs=9)
    tmp = Path(tempfile.mkdtemp())
    corpus = tmp / "corpus"  # a local copy, so --link can link (same filesystem as the output)
    shutil.copytree(args.corpus, corpus)
    shared = Path(args.corpus).parent
    env = warehouse(tmp, corpus)
    base = [cbwh(), "export-tasks", "--corpus", str(corpus), "--questions", str(shared / "filesystem_cloud.jsonl"),
            "--rubric", str(shared / "rubric.txt")]
    timed(base + ["--out", str(tmp / "warm")], env)  # page cache
    tasks = sorted(p.name for p in (tmp / "warm").iterdir() if p.is_dir())
    script = "set -e\nfor t in " + " ".join(tasks) + '; do mkdir -p "$1/$t/environment/files" && cp "$2"/*.txt "$1/$t/environment/files/"; done\n'
    (tmp / "baseline.sh").write_text(script)
    times: dict[str, list[float]] = {"copy": [], "baseline": [], "link": []}
    cpu: dict[str, list[float]] = {k: [] for k in times}
    for i in range(args.runs):
        for mode in times:
            out = tmp / f"{mode}-{i}"
            if mode == "baseline":
                times[mode].append(timed(["sh", str(tmp / "baseline.sh"), str(out), str(corpus)], cpu=cpu[mode]))
            else:
                times[mode].append(timed(base + ["--out", str(out)] + (["--link"] if mode == "link" else []), env,
                                         cpu=cpu[mode]))
            shutil.rmtree(out)
    shutil.rmtree(tmp)
    print(f"export-tasks, {len(tasks)} tasks, {args.runs} runs each, whole processes, alternating")
    print(f"  cbwh export-tasks (copies)  median {statistics.median(times['copy']) * 1000:7.1f} ms")
    print(f"  cbwh export-tasks --link    median {statistics.median(times['link']) * 1000:7.1f} ms")
    print(f"  baseline: mkdir + cp        median {statistics.median(times['baseline']) * 1000:7.1f} ms")
    report("export (copies) / copy baseline", times["copy"], times["baseline"], TARGET)
    report_cpu("export (copies) / copy baseline", cpu["copy"], cpu["baseline"])


if __name__ == "__main__":
    main()
