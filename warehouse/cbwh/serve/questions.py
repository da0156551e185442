"""The questions `cbwh serve` offers: each with its named query, ground truth and audit verdict.

The catalog's 100 questions always; with a suite file (lines carrying a `program`, the
form `cbwh.spec.codec` reads and `cbwh generate` writes), every question of the suite
too. An upstream questions file (lines without programs) only supplies the catalog's
ground truth, as it does for `cbwh answer`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cbwh.compile.named import NamedQuery, named_query
from cbwh.errors import QuestionError
from cbwh.run.truth import load_upstream
from cbwh.spec.catalog import load_catalog
from cbwh.spec.codec import decode
from cbwh.spec.model import Question


@dataclass(frozen=True)
class Truth:
    """What the questions file says about a question: its ground truth and difficulty."""

    ground_truth: str
    difficulty: str | None


@dataclass(frozen=True)
class Audited:
    verdict: str  # confirmed, fragile, disputed, ill-posed
    note: str


@dataclass(frozen=True)
class ServedQuestion:
    question: Question
    query: NamedQuery
    source: str  # "catalog", or the suite file's name
    truth: Truth | None
    audited: Audited | None = None


@dataclass(frozen=True)
class QuestionsFile:
    """A --questions file read: a suite's questions, or the upstream truths for the catalog."""

    suite: tuple[tuple[Question, Truth], ...]
    catalog_truths: dict[str, Truth]


def read_questions_file(path: Path) -> QuestionsFile:
    """Hook for suites: a line with a `program` is a question of its own (`id`, `input`, `ground_truth`,
    `agent_args.extra.question_type`); a file without programs is the upstream file for the catalog."""
    lines = [(i, line) for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if line.strip()]
    try:
        data = [(i, json.loads(line)) for i, line in lines]
    except json.JSONDecodeError as exc:
        raise QuestionError(f"{path.name}: not JSON lines ({exc})") from None
    with_program = [(i, d) for i, d in data if isinstance(d, dict) and "program" in d]
    if not with_program:
        truths = {qid: Truth(u.ground_truth, u.difficulty) for qid, u in load_upstream(path).items()}
        return QuestionsFile((), truths)
    if len(with_program) != len(data):
        missing = next(i for i, d in data if not (isinstance(d, dict) and "program" in d))
        raise QuestionError(f"{path.name}:{missing}: a suite line without a program (every line needs one)")
    return QuestionsFile(tuple(_suite_question(path, i, d) for i, d in with_program), {})


def _suite_question(path: Path, line: int, d: dict) -> tuple[Question, Truth]:
    where = f"{path.name}:{line}"
    try:
        extra = d.get("agent_args", {}).get("extra", {})
        qid = str(d.get("id") or f"{path.stem}-{line - 1}")
        question = Question(qid, d["input"], extra["question_type"], decode(d["program"]))
        return question, Truth(str(d["ground_truth"]), extra.get("difficulty"))
    except QuestionError as exc:
        raise QuestionError(f"{where}: {exc}") from None
    except (KeyError, TypeError, AttributeError) as exc:
        raise QuestionError(f"{where}: not a suite question (missing or malformed {exc})") from None


def catalog_questions(truths: dict[str, Truth]) -> list[ServedQuestion]:
    """The catalog's questions, each compiled with named anchor parameters."""
    return [ServedQuestion(q, named_query(q), "catalog", truths.get(q.id)) for q in load_catalog().values()]


def suite_questions(questions: QuestionsFile, suite_name: str, taken: set[str]) -> list[ServedQuestion]:
    """A suite's questions, compiled; an id used twice (or already `taken`) is refused."""
    out = []
    for question, truth in questions.suite:
        if question.id in taken:
            raise QuestionError(f"{suite_name}: question id {question.id!r} is used twice (or by the catalog)")
        taken.add(question.id)
        out.append(ServedQuestion(question, named_query(question), suite_name, truth))
    return out
