"""The questions `cbwh serve` offers: each with its named query, ground truth and audit verdict.

The catalog's 100 questions always; with a suite file (`cbwh generate`'s: lines carrying
a `program`), every question of the suite too. An upstream questions file (lines without
programs) only supplies the catalog's ground truth, as it does for `cbwh answer`. Both are
read by `run.truth.load_questions`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cbwh.compile.named import NamedQuery, named_query
from cbwh.errors import QuestionError
from cbwh.run.truth import load_questions
from cbwh.spec.catalog import load_catalog
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
    name: str = ""  # the suite's id


def read_questions_file(path: Path) -> QuestionsFile:
    """A generated suite (lines with a `program`; `run.truth.load_questions` reads both kinds)
    or the upstream file, whose truths belong to the catalog."""
    qset = load_questions(path)
    truths = {qid: Truth(u.ground_truth, u.difficulty) for qid, u in qset.truth.items()}
    if qset.suite is None:
        return QuestionsFile((), truths)
    return QuestionsFile(tuple((q, truths[qid]) for qid, q in qset.questions.items()), {}, str(qset.suite.get("id", path.stem)))


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
