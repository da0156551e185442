"""The upstream questions file: text, ground truth and metadata per task, for comparison only."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cbwh.errors import CorpusNotFound, QuestionError
from cbwh.spec.catalog import get_question, load_catalog
from cbwh.spec.model import Question
from cbwh.upstream.questions import is_suite, upstream_records


@dataclass(frozen=True)
class Upstream:
    id: str
    input: str
    ground_truth: str
    question_type: str
    difficulty: str


def load_upstream(path: Path) -> dict[str, Upstream]:
    return {qid: Upstream(qid, *record) for qid, record in upstream_records(path).items()}


_SUITE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")


@dataclass(frozen=True)
class QuestionSet:
    """The questions a questions file stands for, with their ground truths.

    Upstream's file names the catalog's questions (ids cb-cloud-<line>); a generated
    suite (`cbwh generate`) carries each question's program, so no catalog is needed."""

    questions: dict[str, Question]
    truth: dict[str, Upstream]
    suite: dict[str, Any] | None = None  # id, seed, corpus_sha256, cbwh_version of a generated suite

    def get(self, qid: str) -> Question:
        if self.suite is None:
            return get_question(qid)
        if qid not in self.questions:
            raise QuestionError(f"{qid} is not in suite {self.suite.get('id')} ({len(self.questions)} questions)")
        return self.questions[qid]


def load_suite(path: Path) -> QuestionSet:
    from cbwh.spec.codec import decode  # (only a generated suite carries programs)

    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CorpusNotFound(f"cannot read the questions file {path}: {exc.strerror}") from None
    questions: dict[str, Question] = {}
    truth: dict[str, Upstream] = {}
    suite = None
    for i, line in enumerate(lines):
        where = f"{path.name}:{i + 1}"
        try:
            d = json.loads(line)
            qid, extra = d["id"], d["agent_args"]["extra"]
            if not isinstance(qid, str) or not _SUITE_ID.fullmatch(qid):
                raise QuestionError(f"{where}: bad question id {qid!r} (letters, digits, '.', '_', '-')")
            if qid in questions:
                raise QuestionError(f"{where}: question id {qid} appears twice")
            output = decode(d["program"])
            questions[qid] = Question(qid, d["input"], extra["question_type"], output)
            truth[qid] = Upstream(qid, d["input"], str(d["ground_truth"]), extra["question_type"], extra["difficulty"])
            suite = suite or d.get("suite")
        except (ValueError, KeyError, TypeError) as exc:
            raise CorpusNotFound(f"{where}: not a cbwh suite line ({exc})") from None
        except QuestionError as exc:
            raise QuestionError(f"{where}: {exc}" if not str(exc).startswith(where) else str(exc)) from None
    return QuestionSet(questions, truth, suite if isinstance(suite, dict) else {"id": path.stem})


def load_questions(path: Path | None) -> QuestionSet:
    """A generated suite's questions, or the catalog's with upstream's ground truth (if the file is given)."""
    if path is not None and is_suite(path):
        return load_suite(path)
    return QuestionSet(load_catalog(), load_upstream(path) if path is not None else {})
