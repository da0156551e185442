"""In-process timing of `cbwh ask`'s parser alone: English question -> spec, no warehouse.

Every sentence of tests/ask_corpus.jsonl (read and refused alike) is parsed 5 times after
one warm-up pass (imports, phrase tables); reported are the median over sentences of each
sentence's median and best run, and the slowest sentence, in wall time and in CPU time (the
process's: on a shared machine other processes stretch wall time, much less CPU time), and the
CPU time of one pass over them all. The bar: 5 ms a question.

Usage: python benchmarks/bench_parse.py [--runs N] [--every K] [--source PREFIX] [--slowest N]
(--every K: every K-th sentence only, for a quicker comparison of two versions; --source PREFIX: the rows whose source
begins so only, e.g. `cb-cloud-` for the 100 upstream questions as upstream wrote them, the issue's "one question";
--slowest N: list the N sentences of the largest median CPU time, where to look first)
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs per sentence (after one warm-up pass)")
    parser.add_argument("--every", type=int, default=1, help="every K-th sentence of the corpus only")
    parser.add_argument("--source", default="", help="only the rows whose source begins so (cb-cloud-: upstream's 100)")
    parser.add_argument("--slowest", type=int, default=0, help="list the N slowest sentences (median CPU time)")
    args = parser.parse_args()

    from cbwh.ask.questions import parse_output
    from cbwh.errors import UsageError  # (a refusal: ParseError, or the tokenizer's)

    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    texts = [r["question"] for r in rows if r.get("source", "").startswith(args.source)][::args.every]
    walls: list[list[float]] = []
    cpus: list[list[float]] = []
    for rounds in (1, args.runs):  # the first round warms up
        walls, cpus = [[] for _ in texts], [[] for _ in texts]
        for _ in range(rounds):  # (a pass over every sentence per run: a sentence's runs are apart in time)
            for n, text in enumerate(texts):
                wall, cpu = time.perf_counter(), time.process_time()
                try:
                    parse_output(text)
                except UsageError:
                    pass
                cpus[n].append(time.process_time() - cpu)
                walls[n].append(time.perf_counter() - wall)
    print(f"cbwh ask parsing, {len(texts)} sentences of {CORPUS.name}{f' (source {args.source}*)' if args.source else ''}"
          f", {args.runs} runs each")
    for what, runs in (("wall", walls), ("CPU", cpus)):
        medians, bests = [statistics.median(r) for r in runs], [min(r) for r in runs]
        print(f"  {what:4}: median of medians {statistics.median(medians) * 1000:.2f} ms, slowest "
              f"{max(medians) * 1000:.2f} ms; median of bests {statistics.median(bests) * 1000:.2f} ms, slowest "
              f"{max(bests) * 1000:.2f} ms  (bar 5 ms)")
    print(f"  CPU of one pass over them all: {sum(statistics.median(r) for r in cpus):.1f} s (sum of medians), "
          f"mean {statistics.fmean(statistics.median(r) for r in cpus) * 1000:.2f} ms a sentence")
    for cpu, text in sorted(((statistics.median(r), t) for r, t in zip(cpus, texts)), reverse=True)[:args.slowest]:
        print(f"  {cpu * 1000:8.1f} ms CPU  {text[:150]!r}")


if __name__ == "__main__":
    main()
