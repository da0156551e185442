"""The frame reader's safety gate: the reader run *alone* (without the grammar) on every sentence with a known outcome.

- ask corpus rows with a spec (tests/ask_corpus.jsonl): wherever the reader answers, its spec must equal the row's;
- near-misses (rows the grammar must refuse): the reader must refuse each;
- author sets (jsonl rows with 'question' and 'reference', the upstream wording of the same question): wherever the
  reader answers the question, its spec must equal the grammar's spec of the reference.

Prints the figures and every disagreement and accepted near-miss (each one a bug); exit status 1 if there is any.

Usage: python benchmarks/frame_gate.py [AUTHOR_SET.jsonl ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"


def same(a, b) -> bool:
    """The same spec, or one whose picks differ only in the order of their filters (no top-N or state leader among them:
    the order of a pool's conditions changes no one in it)."""
    from dataclasses import replace

    from cbwh.spec.model import Pick, StateLeader, TopN, map_picks

    def ordered(pick: Pick) -> Pick:
        if any(isinstance(s, (TopN, StateLeader)) for s in pick.steps):
            return pick
        return replace(pick, steps=tuple(sorted(pick.steps, key=repr)))

    return a == b or map_picks(a, ordered) == map_picks(b, ordered)


def main() -> int:
    from cbwh.ask.frames import Refused, read
    from cbwh.ask.questions import parse_output
    from cbwh.errors import UsageError
    from cbwh.spec.codec import decode, encode

    def framed(text: str):
        try:
            return read(text)
        except (Refused, UsageError):
            return None

    answered = agreed = refusals = 0
    bad: list[str] = []
    accepted: list[str] = []
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    for row in rows:
        out = framed(row["question"])
        if "refused" in row:
            refusals += 1
            if out is not None:
                accepted.append(f"near-miss accepted: {row['question']!r} -> {encode(out)}")
            continue
        if out is None:
            continue
        answered += 1
        if same(out, decode(row["program"])):
            agreed += 1
        else:
            bad.append(f"corpus: {row['question']!r}\n  frame: {encode(out)}\n  spec:  {row['program']}")
    authored = author_answered = author_agreed = 0
    for name in sys.argv[1:]:
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            authored += 1
            out = framed(item["question"])
            if out is None:
                continue
            author_answered += 1
            try:
                expected = parse_output(item["reference"])
            except UsageError as e:
                bad.append(f"{name} {item.get('id')}: the reference is refused ({e})")
                continue
            if same(out, expected):
                author_agreed += 1
            else:
                bad.append(f"{name} {item.get('id')}: {item['question']!r}\n  frame: {encode(out)}\n  reference: "
                           f"{encode(expected)}")
    print(f"ask corpus: {len(rows) - refusals} with a spec, the reader answers {answered} alone, {agreed} agree; "
          f"{refusals} near-misses, {len(accepted)} accepted")
    print(f"author sets: {authored} questions, the reader answers {author_answered} alone, {author_agreed} agree "
          "with the grammar's spec of the reference")
    for line in bad + accepted:
        print(line)
    return 1 if bad or accepted else 0


if __name__ == "__main__":
    sys.exit(main())
