"""SQLite virtual-machine instructions of a whole `cbwh audit`, counted in one process.

Every statement the audit runs (the families, the readings run alone, the anchor facts) is
counted by a progress handler called every 100 instructions, question by question. Unlike
wall or CPU time, the count does not move with the machine's load, so it compares two trees
(or two commits) exactly; at about 75 ns an instruction on this machine it is most of the
audit's CPU at k = 100. The 100 default statements (what `answer --all` runs) are counted
too, for the ratio. Run it on a replicated corpus (see scale.py), with a warm SQL cache:

Usage: python benchmarks/count_audit.py --db k100.db [--questions FILE] [--top N] [ids...]
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from cbwh.audit.auditing import audit_question
from cbwh.run.answer import run_question
from cbwh.run.truth import load_questions
from cbwh.store.connect import open_readonly

from common import DEFAULT_CORPUS

EVERY = 100  # instructions between two calls of the progress handler


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--questions", default=str(Path(os.environ.get("CBWH_CORPUS", DEFAULT_CORPUS)).parent
                                               / "filesystem_cloud.jsonl"))
    ap.add_argument("--top", type=int, default=10, help="the costliest questions shown")
    ap.add_argument("ids", nargs="*")
    args = ap.parse_args()
    qset = load_questions(Path(args.questions))
    conn = open_readonly(Path(args.db), authorizer=False, mapped=True)
    ticks = [0]

    def tick() -> int:
        ticks[0] += 1
        return 0

    conn.set_progress_handler(tick, EVERY)
    audits, defaults = {}, {}
    start = time.process_time()
    for qid in args.ids or list(qset.questions):
        q = qset.get(qid)
        before = ticks[0]
        audit_question(conn, q, qset.truth[qid].ground_truth)
        audits[qid] = ticks[0] - before
    audit_cpu = time.process_time() - start
    for qid in audits:
        before = ticks[0]
        run_question(conn, qset.get(qid))
        defaults[qid] = ticks[0] - before
    million = 1_000_000 / EVERY
    total, base = sum(audits.values()) / million, sum(defaults.values()) / million
    print(f"SQLite instructions on {args.db} ({len(audits)} questions, one process)")
    print(f"  whole audit     {total:8.1f} M  (CPU of the audit loop {audit_cpu:.1f} s)")
    print(f"  default readings{base:8.1f} M  (the statements `answer --all` runs)")
    print(f"  ratio           {total / base:8.2f}x")
    for qid, n in sorted(audits.items(), key=lambda kv: -kv[1])[:args.top]:
        print(f"  {qid:14} {n / million:7.2f} M  (default {defaults[qid] / million:.2f} M)")


if __name__ == "__main__":
    main()
