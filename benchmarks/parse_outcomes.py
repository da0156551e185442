"""Every ask-corpus sentence's outcome, one line each: the spec it reads as (`ask --json`'s form) or the refusal's
exact message; a sentence read in several ways (`questions.parse_readings`) its first spec and the others'
("readings"). Run before and after a parser change and compare the files byte for byte (`cmp`): a speed-up of the
grammar must not change one reading or one word of a refusal.

Usage: python benchmarks/parse_outcomes.py [CORPUS.jsonl] > outcomes.txt
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"


def main() -> None:
    try:
        from cbwh.ask.questions import parse_readings as parse_reading  # (a sentence read in several ways: each)
    except ImportError:  # (a tree before 'answered when every reading agrees')
        from cbwh.ask.questions import parse_reading
    from cbwh.errors import UsageError
    from cbwh.spec.codec import encode

    corpus = Path(sys.argv[1]) if len(sys.argv) > 1 else CORPUS
    for line in corpus.read_text(encoding="utf-8").splitlines():
        text = json.loads(line)["question"]
        try:
            reading = parse_reading(text)
        except UsageError as e:  # (ParseError, or the tokenizer's: an unclosed quote)
            print(json.dumps({"q": text, "refused": str(e)}, ensure_ascii=False))
            continue
        row = {"q": text, "program": encode(reading.output), "one_owner": sorted(map(str, reading.one_owner.items())),
               "top_after": reading.top_after_group}
        if getattr(reading, "others", ()):
            row["readings"] = [encode(other.output) for other in reading.others]
        print(json.dumps(row, ensure_ascii=False, sort_keys=True))


if __name__ == "__main__":
    main()
