"""What `cbwh answer` does: answer one or all catalog questions, compared with upstream."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from cbwh.run.answer import Result, run_question
from cbwh.spec.model import Question
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.connect import open_readonly

if TYPE_CHECKING:
    from cbwh.run.truth import Upstream


@dataclass(frozen=True)
class Report:
    result: Result
    upstream: Upstream | None
    evidence: tuple[str, ...] = ()
    # a question read in several ways (`cbwh ask`): each reading's words, spec, answer and reason, in the reader's order
    readings: tuple[dict, ...] = ()

    @cached_property  # read for the table and for the row of a task
    def agrees(self) -> bool | None:
        from cbwh.judge import agrees

        return None if self.upstream is None else agrees(self.result.answer, self.upstream.ground_truth)

    def to_json(self, with_sql: bool = True) -> dict:
        from cbwh.run.shipped import answer_row

        r, q = self.result, self.result.question
        row = answer_row(q.id, q.text, q.question_type, r.compiled.template, r.answer,
                         self.upstream.ground_truth if self.upstream else None, self.agrees, r.reason, q.note,
                         r.compiled.sql if with_sql else None, list(r.compiled.params) if with_sql else None,
                         self.evidence)
        return row | {"readings": list(self.readings)} if self.readings else row


def run_with_evidence(conn, question: Question, explain: bool, sem: Semantics = DEFAULT) -> tuple[Result, tuple[str, ...]]:
    """Run a question; with explain, also gather its chain of evidence."""
    result = run_question(conn, question, sem)
    if not explain:
        return result, ()
    from cbwh.run.explain import explain as explain_result

    return result, tuple(explain_result(conn, result, sem))


def answer_one(db: Path, qid: str, questions: Path | None = None, explain: bool = False,
               sem: Semantics = DEFAULT) -> Report:
    from cbwh.run.truth import load_questions

    qset = load_questions(questions)
    question = qset.get(qid)
    conn = open_readonly(db, authorizer=False)  # the compiler's statements only
    try:
        result, evidence = run_with_evidence(conn, question, explain, sem)
    finally:
        conn.close()
    return Report(result, qset.truth.get(qid), evidence)


def answer_all(db: Path, questions: Path | None = None, sem: Semantics = DEFAULT) -> list[Report]:
    from cbwh.run.truth import load_questions

    qset = load_questions(questions)
    conn = open_readonly(db, authorizer=False)  # the compiler's statements only
    try:
        return [Report(run_question(conn, q, sem), qset.truth.get(q.id)) for q in qset.questions.values()]
    finally:
        conn.close()
