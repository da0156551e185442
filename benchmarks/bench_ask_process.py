"""Whole-process `cbwh ask "<text>"` against `cbwh answer <id>` for the same question, paired.

For each sampled catalog task, one run of each command in alternating order (so machine
drift hits both alike), after a warm-up that fills the compiled-SQL cache; the ratio of
each pair is taken, and the median of the ratios reported (the issue's bar: 1.2x).

`cbwh ask` keeps each question's reading (`ask.service._parsed`): asked again, a question is not parsed again. With
--fresh every run asks a question never read before, the task's text with a distinct run of blanks after it (read as
the same question: blanks say nothing), so each ask parses and keeps its reading, as a new question does.

Usage: python benchmarks/bench_ask_process.py [--runs N] [--corpus DIR] [--fresh]
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from common import arguments, cbwh, timed, warehouse

SAMPLE = ("cb-cloud-0", "cb-cloud-1", "cb-cloud-6", "cb-cloud-8", "cb-cloud-16", "cb-cloud-22", "cb-cloud-42",
          "cb-cloud-61", "cb-cloud-63", "cb-cloud-88")
# Some tasks asked again in an outside author's shape of several sentences (an anchor set up first; two people laid
# out as the first and the second), paired against the same `answer`: the readers of written English run only on
# such texts (a regression there, ~5 s a process, passed the catalog's own wordings unseen)
WRITTEN = {
    "cb-cloud-1": "There's a pet named 'Dawn'. Consider everyone who lives in the same state as its owner. Who owns the "
                  "most vehicles? If there's a tie, who among them is the oldest?",
    "cb-cloud-0": "Here are two people. The first is the person with the highest total bank balance among residents of "
                  "the same state as the owner of pet 'Eduardo'. The second is the person with the highest total bank "
                  "balance among residents of the same state as the owner of pet 'Victor'. Which of the two owns more "
                  "vehicles?",
}


def main() -> None:
    fresh = "--fresh" in sys.argv
    if fresh:
        sys.argv.remove("--fresh")
    args = arguments(runs=5)
    nonce = int.from_bytes(os.urandom(4), "little")  # (another run of this script asks other texts again)
    from cbwh.spec.catalog import load_catalog

    catalog = load_catalog()
    tmp = Path(tempfile.mkdtemp())
    env = warehouse(tmp, args.corpus)
    pairs, written = [], []  # (every pair; the pairs of the written shapes, reported apart: a median of all hid them)
    jobs = [(qid, catalog[qid].text) for qid in SAMPLE] + list(WRITTEN.items())
    for number, (qid, text) in enumerate(jobs):
        answer = [cbwh(), "answer", qid, "--corpus", str(args.corpus)]
        ask = [cbwh(), "ask", text]
        said = _output(answer, env), _output(ask, env)  # warm-up: page cache, compiled-SQL cache
        if text != catalog[qid].text and said[0] != said[1]:  # (a written shape must read as the task)
            raise SystemExit(f"{qid}: `ask` of {text!r} does not give `answer`'s result")
        for n in range(args.runs):
            if fresh:  # (a text never asked: the blanks spell this script's nonce, the question and the run)
                ask = [cbwh(), "ask", text + _blanks(nonce, number, n)]
            first, second = (answer, ask) if n % 2 == 0 else (ask, answer)
            t1, t2 = timed(first, env), timed(second, env)
            a, k = (t1, t2) if first is answer else (t2, t1)
            pairs.append((a, k))
            if text != catalog[qid].text:
                written.append((a, k))
    shutil.rmtree(tmp)
    ratios = [k / a for a, k in pairs]
    print(f"cbwh answer <id>   median {statistics.median(a for a, _ in pairs) * 1000:6.1f} ms  (whole process)")
    print(f"cbwh ask \"<text>\"  median {statistics.median(k for _, k in pairs) * 1000:6.1f} ms  (whole process)")
    print(f"paired ratio ask/answer: median {statistics.median(ratios):.2f}x over {len(pairs)} pairs "
          f"({len(jobs)} questions, {len(WRITTEN)} of them in written shapes, x {args.runs}{', each ask a question never read before' if fresh else ''}); "
          "bar 1.20x")
    print(f"  the written shapes alone: ask median {statistics.median(k for _, k in written) * 1000:6.1f} ms, paired ratio "
          f"median {statistics.median(k / a for a, k in written):.2f}x over {len(written)} pairs")


def _output(cmd: list[str], env: dict) -> str:
    """A command's standard output (the warm-up run)."""
    return subprocess.run(cmd, env=env, capture_output=True, text=True).stdout


def _blanks(*numbers: int) -> str:
    """Spaces and tabs spelling the numbers in binary, one after another: a distinct text for each."""
    return "".join(" " + "".join(" \t"[int(bit)] for bit in f"{n:b}") for n in numbers) + " "


if __name__ == "__main__":
    main()
