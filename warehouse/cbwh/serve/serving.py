"""What `cbwh serve` does before the server starts: gather, compile and audit the questions."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from cbwh.serve.questions import (
    Audited,
    QuestionsFile,
    ServedQuestion,
    catalog_questions,
    read_questions_file,
    suite_questions,
)
from cbwh.store.connect import open_readonly


def gather(db: Path, questions: Path | None, upstream: Path | None, audit: bool = True) -> list[ServedQuestion]:
    """The catalog's questions (with upstream's ground truth from `upstream`) and a suite's (`questions`).

    With `audit`, every question that has a ground truth gets its audit verdict.
    """
    open_readonly(db).close()  # a missing or outdated warehouse fails first, in one clean line
    given = read_questions_file(questions) if questions else QuestionsFile((), {})
    truths = read_questions_file(upstream).catalog_truths if upstream else {}
    served = catalog_questions({**truths, **given.catalog_truths})
    served += suite_questions(given, questions.name if questions else "", {s.question.id for s in served})
    return with_audits(db, served, upstream or questions) if audit else served


def with_audits(db: Path, served: list[ServedQuestion], upstream: Path | None) -> list[ServedQuestion]:
    """Each question with a ground truth, with its audit verdict (catalog truths from `upstream`)."""
    from cbwh.audit.auditing import audit, audit_question

    catalog = tuple(s.question.id for s in served if s.source == "catalog" and s.truth)
    verdicts = {a.id: Audited(a.verdict, a.note) for a in audit(db, upstream, catalog)} if catalog and upstream else {}
    others = [(s.question, s.truth) for s in served if s.source != "catalog" and s.truth]
    if others:  # a suite's questions, one by one (the parallel audit reads the catalog)
        conn = open_readonly(db)
        try:
            for question, truth in others:
                a = audit_question(conn, question, truth.ground_truth)
                verdicts[question.id] = Audited(a.verdict, a.note)
        finally:
            conn.close()
    return [replace(s, audited=verdicts.get(s.question.id)) for s in served]
