"""The outside authors' sets kept in benchmarks/authors/ (each a `cbwh generate` item rewritten by an author who never
read the grammar, with the item's ground truth): on the real corpus, every question `ask` answers is answered right.
A refusal is allowed (how far `ask` reaches is measured, not asserted: `benchmarks/score_authors.py`); a wrong answer
never is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cbwh import Warehouse
from cbwh.errors import CbwhError

SETS = sorted((Path(__file__).parent.parent / "benchmarks" / "authors").glob("*.jsonl"))


def test_the_sets_are_there_and_well_formed():
    assert SETS, "benchmarks/authors/ holds no set"
    for path in SETS:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        assert rows and all({"id", "question", "truth", "program", "author", "role"} <= row.keys() for row in rows), path
        assert len({row["id"] for row in rows}) == len(rows), path


@pytest.mark.slow
@pytest.mark.parametrize("path", SETS, ids=[p.stem for p in SETS])
def test_no_author_question_is_answered_wrongly(path, real_db):
    wh = Warehouse(real_db)
    wrong, right = [], 0
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        try:
            answer = wh.ask(row["question"]).result.answer
        except CbwhError:
            continue
        if answer is None:
            continue
        if " ".join(str(answer).lower().split()) == " ".join(str(row["truth"]).lower().split()):
            right += 1
        else:
            wrong.append(f"{row['id']}: answered {answer!r}, truth {row['truth']!r}")
    assert not wrong, "\n".join(wrong)
    assert right, f"{path.stem}: not one question answered (the reader or the set is broken)"
