"""Growth with the corpus: ingest, answer and audit on k = 1, 10, 100 copies of the corpus.

The replicated corpora (`replicate.py`: new ids, same records; 6.5 M lines at k = 100)
are built once into --work. For each k: `cbwh ingest` (whole process), `cbwh answer
--all` and `cbwh audit` of the first 10 questions, both with the SQL cache warm (one
filling run first). Each is timed --runs times, k by k in turn, and the medians give
the growth exponent log(t(100) / t(10)) / log(10) (1.0 = linear). Targets: the audit's
exponent <= 1.05; with --whole-audit, the whole audit at k = 100 within 3x of
`answer --all` at k = 100 (paired runs: wall and CPU, medians). With --no-ingest, the
warehouses already in --work (kN.db) are reused and ingest is not timed (the whole-audit
measurement then takes minutes instead of an hour).

Usage: python benchmarks/scale.py [--runs N] [--work DIR] [--whole-audit] [--no-ingest]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import tempfile
from pathlib import Path

from common import DEFAULT_CORPUS, cbwh, report, report_cpu, timed
from replicate import replicate

KS = (1, 10, 100)
FIRST_10 = [f"cb-cloud-{i}" for i in range(10)]
AUDIT_EXPONENT = 1.05
AUDIT_OVER_ANSWER = 3.0


def exponent(small: float, large: float, factor: int = 10) -> float:
    return math.log(large / small) / math.log(factor)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--corpus", default=os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS))
    ap.add_argument("--work", default=str(Path(tempfile.gettempdir()) / "cbwh-scale"))
    ap.add_argument("--whole-audit", action="store_true")
    ap.add_argument("--no-ingest", action="store_true", help="reuse the kN.db warehouses in --work; ingest not timed")
    args = ap.parse_args()
    work, corpus = Path(args.work), Path(args.corpus)
    questions = corpus.parent / "filesystem_cloud.jsonl"
    env = dict(os.environ, CBWH_CACHE=str(work / "cache"))
    commands = {}
    whats = ("answer", "audit") if args.no_ingest else ("ingest", "answer", "audit")
    for k in KS:
        files = replicate(corpus, work / f"k{k}", k)
        db = work / f"k{k}.db"
        commands[k] = {
            "ingest": [cbwh(), "ingest", "--corpus", str(files), "--db", str(db)],
            "answer": [cbwh(), "answer", "--all", "--db", str(db), "--questions", str(questions)],
            "audit": [cbwh(), "audit", *FIRST_10, "--db", str(db), "--questions", str(questions)],
        }
        if args.no_ingest and not db.is_file():
            timed(commands[k]["ingest"], env)
        for what in whats:  # build the warehouse, fill the SQL cache, warm the pages
            timed(commands[k][what], env)
    times = {(k, what): [] for k in KS for what in whats}
    for _ in range(args.runs):
        for k in KS:
            for what in whats:
                times[(k, what)].append(timed(commands[k][what], env))
    print(f"growth with the corpus ({args.runs} runs each, whole processes, medians; corpora in {work})")
    print(f"  {'':28}" + "".join(f"{'k=' + str(k):>10}" for k in KS) + "   exponent 1->10  10->100")
    medians = {key: statistics.median(v) for key, v in times.items()}
    for what, label in (("ingest", "cbwh ingest"), ("answer", "cbwh answer --all"), ("audit", "cbwh audit (first 10)")):
        if what not in whats:
            continue
        row = [medians[(k, what)] for k in KS]
        print(f"  {label:28}" + "".join(f"{t:9.2f}s" for t in row)
              + f"   {exponent(row[0], row[1]):12.2f} {exponent(row[1], row[2]):8.2f}")
    audit_exp = exponent(medians[(10, "audit")], medians[(100, "audit")])
    print(f"  audit exponent 10->100 {audit_exp:.2f} (target <= {AUDIT_EXPONENT}): {'met' if audit_exp <= AUDIT_EXPONENT else 'NOT met'}")
    if args.whole_audit:
        # compiling does not depend on k: fill the SQL cache with every reading on the small corpus
        timed([cbwh(), "audit", "--db", str(work / "k1.db"), "--questions", str(questions)], env)
        whole = [cbwh(), "audit", "--db", str(work / "k100.db"), "--questions", str(questions)]
        ours, base, ours_cpu, base_cpu = [], [], [], []
        for _ in range(args.runs):
            ours.append(timed(whole, env, cpu=ours_cpu))
            base.append(timed(commands[100]["answer"], env, cpu=base_cpu))
        print(f"  whole audit at k=100 median {statistics.median(ours):.1f}s, answer --all {statistics.median(base):.1f}s")
        report("whole audit / answer --all at k=100", ours, base, AUDIT_OVER_ANSWER)
        report_cpu("whole audit / answer --all at k=100", ours_cpu, base_cpu)


if __name__ == "__main__":
    main()
