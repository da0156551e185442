"""In-process timing of `cbwh ask`'s parser alone: English question -> spec, no warehouse.

Every sentence of tests/ask_corpus.jsonl (read and refused alike) is parsed 5 times after
one warm-up pass (imports, phrase tables); reported are the median over sentences of each
sentence's median and best run, and the slowest sentence. The bar: 5 ms a question.

Usage: python benchmarks/bench_parse.py
"""

from __future__ import annotations

import json
import statistics
import time
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"


def main() -> None:
    from cbwh.ask.parser import ParseError
    from cbwh.ask.questions import parse_output

    texts = [json.loads(line)["question"] for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    medians, bests = [], []
    for rounds in (1, 5):  # the first round warms up
        medians, bests = [], []
        for text in texts:
            runs = []
            for _ in range(rounds):
                start = time.perf_counter()
                try:
                    parse_output(text)
                except ParseError:
                    pass
                runs.append(time.perf_counter() - start)
            medians.append(statistics.median(runs))
            bests.append(min(runs))
    print(f"cbwh ask parsing, {len(texts)} sentences of {CORPUS.name}, 5 runs each")
    print(f"  median of medians {statistics.median(medians) * 1000:.2f} ms, slowest {max(medians) * 1000:.2f} ms")
    print(f"  median of bests   {statistics.median(bests) * 1000:.2f} ms, slowest {max(bests) * 1000:.2f} ms  (bar 5 ms)")


if __name__ == "__main__":
    main()
