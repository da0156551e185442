"""How far `cbwh ask` reaches: outside authors' rewordings of `cbwh generate` items, answered on the real corpus.

Each file in benchmarks/authors/ is one author's set (JSONL: id, question, truth, program, author, role): an item of
`cbwh generate` (its ground truth unique under every reading the audit tries; `program`, the spec it was generated
from) rewritten by an author who never read the grammar. Every question is asked through `Warehouse.ask` and counted
right (the truth), wrong (another answer: the outcome that must never happen) or refused (with the refusal's message).
The sets written blind in a session are scored there at its start and end (README, "How far it reaches") and kept
here afterwards: the next session's material, and a regression check (`pytest -m slow tests/test_authors.py`: no
answer is wrong).

Usage: python benchmarks/score_authors.py [--db cbwh.db] [--show wrong,refused] [--out OUT.jsonl] [SET.jsonl ...]
(default: every set here). Exit status 1 when any answer is wrong.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent / "authors"


def score(db: str, path: Path) -> list[dict]:
    """Every row of one set with its outcome ('right', 'wrong', 'refused'), cbwh's answer and the refusal."""
    from cbwh import Warehouse
    from cbwh.errors import CbwhError

    wh = Warehouse(db)
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        try:
            result = wh.ask(row["question"]).result
            answer, message = result.answer, result.reason
        except CbwhError as e:
            answer, message = None, str(e)
        same = answer is not None and " ".join(str(answer).lower().split()) == " ".join(str(row["truth"]).lower().split())
        outcome = "refused" if answer is None else "right" if same else "wrong"
        out.append({"id": row["id"], "outcome": outcome, "answer": answer, "truth": row["truth"],
                    "message": message if outcome == "refused" else None, "question": row["question"]})
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sets", nargs="*", type=Path)
    ap.add_argument("--db", default="cbwh.db")
    ap.add_argument("--show", default="wrong", help="outcomes to print one by one (comma-separated)")
    ap.add_argument("--out", help="every row with its outcome, as JSONL")
    args = ap.parse_args()
    sets = args.sets or sorted(HERE.glob("*.jsonl"))
    show = set(args.show.split(",")) if args.show else set()
    rows_out, total, wrong = [], {"right": 0, "wrong": 0, "refused": 0}, 0
    print(f"{'set':<8} {'right':>7} {'wrong':>5} {'refused':>7}")
    for path in sets:
        rows = score(args.db, path)
        n = {k: sum(r["outcome"] == k for r in rows) for k in total}
        for k in total:
            total[k] += n[k]
        print(f"{path.stem:<8} {n['right']:>3}/{len(rows):<3} {n['wrong']:>5} {n['refused']:>7}")
        for r in rows:
            if r["outcome"] in show:
                detail = f"answered {r['answer']!r}, truth {r['truth']!r}" if r["outcome"] == "wrong" else r["message"]
                print(f"  {r['outcome']} {r['id']}: {r['question']}\n    {detail}")
        rows_out += [{"set": path.stem, **r} for r in rows]
        wrong += n["wrong"]
    print(f"{'all':<8} {total['right']:>3}/{sum(total.values()):<3} {total['wrong']:>5} {total['refused']:>7}")
    if args.out:
        Path(args.out).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_out), encoding="utf-8")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
