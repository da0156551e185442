"""The parser of this tree against another checkout's, paired in one run: CPU seconds to read every K-th sentence of
tests/ask_corpus.jsonl (the same sentences, this tree's corpus file, for both), each pass in a fresh process after
its own warm-up on five sentences, the two trees alternating. Reported: each side's median and the median of the
paired ratios (this tree / the base). A regression of a cache (a table built again every few questions) shows here
and not in `bench_parse.py`, which reads one sentence five times over.

Usage: python benchmarks/bench_parse_pair.py --base OTHER_CHECKOUT [--every K] [--runs N]
(OTHER_CHECKOUT: a clone or `git worktree add` of the base commit; its `warehouse/` is put first on PYTHONPATH, so it
needs no install of its own)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
CORPUS = HERE.parent / "tests" / "ask_corpus.jsonl"

# one pass: the sentences' CPU seconds printed as one number (a refusal, UsageError, is not a failure)
PASS = """
import json, sys, time
from cbwh.errors import UsageError  # (a refusal: ParseError, or the tokenizer's on a character it does not read)
from cbwh.ask.questions import parse_output
texts = json.loads(sys.stdin.read())
def read(text):
    try:
        parse_output(text)
    except UsageError:
        pass
for text in texts[:5]:
    read(text)
started = time.process_time()
for text in texts:
    read(text)
print(time.process_time() - started)
"""


def one_pass(tree: Path, texts: list[str]) -> float:
    env = dict(os.environ, PYTHONPATH=str(tree / "warehouse"))
    done = subprocess.run([sys.executable, "-c", PASS], input=json.dumps(texts), capture_output=True, text=True,
                          env=env, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--base", type=Path, required=True, help="the other checkout (its warehouse/ is imported)")
    ap.add_argument("--every", type=int, default=80, help="every K-th sentence of the corpus (80: ~210 sentences)")
    ap.add_argument("--runs", type=int, default=2, help="passes of each tree, alternating")
    args = ap.parse_args()
    if not (args.base / "warehouse" / "cbwh").is_dir():
        raise SystemExit(f"{args.base}: not a cbwh checkout (no warehouse/cbwh); give a clone of the base commit")
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    texts = [row["question"] for row in rows[::args.every]]
    ours, base = [], []
    for _ in range(args.runs):
        ours.append(one_pass(HERE.parent, texts))
        base.append(one_pass(args.base, texts))
    ratio = statistics.median(a / b for a, b in zip(ours, base))
    print(f"{len(texts)} sentences: this tree {statistics.median(ours):.2f} s CPU, base {statistics.median(base):.2f} s;"
          f" paired ratio {ratio:.2f}x")


if __name__ == "__main__":
    main()
