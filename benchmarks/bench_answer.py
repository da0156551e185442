"""Whole-process timing of `cbwh answer --all` (100 questions) against its floor, and of `cbwh ask`.

floor: `floor_answer.py`, the same 100 statements run by a bare sqlite3 script.
warm: the user's SQL cache filled; first run: a fresh, empty cache directory every time
(what the first run after `pip install` sees: the catalog's SQL ships with the package).
ask: `cbwh ask "<the text of cb-cloud-1>"` against `cbwh answer cb-cloud-1`.
Runs alternate with their baseline; reported are medians and the median of the paired
ratios. Targets: warm <= 1.3x the floor, first run <= 1.5x, ask <= 1.2x answer.

Usage: python benchmarks/bench_answer.py [--runs N] [--corpus DIR] [--db PATH]
"""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from common import HERE, arguments, cbwh, report, report_cpu, timed, warehouse


def main() -> None:
    args = arguments(runs=15, db=None, question="cb-cloud-1")
    tmp = Path(tempfile.mkdtemp())
    if args.db is None:
        env = warehouse(tmp, args.corpus)
    else:
        env = dict(os.environ, CBWH_CACHE=str(tmp / "cache"), CBWH_DB=args.db)
    db = env["CBWH_DB"]
    questions = str(Path(args.corpus).parent / "filesystem_cloud.jsonl")
    answer_all = [cbwh(), "answer", "--all", "--questions", questions]
    floor = [sys.executable, str(HERE / "floor_answer.py"), db]
    from cbwh.spec.catalog import get_question  # the benchmark runs with the Python cbwh is installed in

    text = get_question(args.question).text
    ask, answer_one = [cbwh(), "ask", text], [cbwh(), "answer", args.question]
    for cmd in (answer_all, floor, ask, answer_one):
        timed(cmd, env)  # fills the cache, warms the pages
    t: dict[str, list[float]] = {k: [] for k in ("warm", "floor", "first", "floor2", "ask", "answer")}
    cpu: dict[str, list[float]] = {k: [] for k in t}
    for i in range(args.runs):
        t["warm"].append(timed(answer_all, env, cpu=cpu["warm"]))
        t["floor"].append(timed(floor, env, cpu=cpu["floor"]))
        fresh = dict(env, CBWH_CACHE=str(tmp / f"fresh-{i}"))
        t["first"].append(timed(answer_all, fresh, cpu=cpu["first"]))
        t["floor2"].append(timed(floor, env, cpu=cpu["floor2"]))
        t["ask"].append(timed(ask, env, cpu=cpu["ask"]))
        t["answer"].append(timed(answer_one, env, cpu=cpu["answer"]))
    shutil.rmtree(tmp)
    ms = {k: statistics.median(v) * 1000 for k, v in t.items()}
    print(f"cbwh answer / ask, {args.runs} runs each, whole processes, alternating with the baseline")
    print(f"  answer --all, cache warm     median {ms['warm']:7.1f} ms   floor {ms['floor']:7.1f} ms")
    print(f"  answer --all, empty cache    median {ms['first']:7.1f} ms   floor {ms['floor2']:7.1f} ms")
    print(f"  ask (text of {args.question})  median {ms['ask']:7.1f} ms   answer {args.question} {ms['answer']:7.1f} ms")
    report("answer --all warm / floor", t["warm"], t["floor"], 1.3)
    report("answer --all first run / floor", t["first"], t["floor2"], 1.5)
    report("ask / answer", t["ask"], t["answer"], 1.2)
    report_cpu("answer --all warm / floor", cpu["warm"], cpu["floor"])
    report_cpu("answer --all first run / floor", cpu["first"], cpu["floor2"])
    report_cpu("ask / answer", cpu["ask"], cpu["answer"])


if __name__ == "__main__":
    main()
