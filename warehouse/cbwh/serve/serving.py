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
    served += suite_questions(given, given.name, {s.question.id for s in served})
    if not audit:
        return served
    catalog_file = upstream if truths else (questions if given.catalog_truths else None)
    return with_audits(db, served, catalog_file, questions if given.suite else None)


def with_audits(db: Path, served: list[ServedQuestion], upstream: Path | None, suite: Path | None = None) -> list[ServedQuestion]:
    """Each question with a ground truth, with its audit verdict: the catalog's against `upstream`,
    a suite's against its own file (`audit.auditing.audit` reads both, in parallel)."""
    from cbwh.audit.auditing import audit

    verdicts: dict[str, Audited] = {}
    for source, path in (("catalog", upstream), ("suite", suite)):
        ids = tuple(s.question.id for s in served if (s.source == "catalog") == (source == "catalog") and s.truth)
        if ids and path is not None:
            verdicts |= {a.id: Audited(a.verdict, a.note) for a in audit(db, path, ids)}
    return [replace(s, audited=verdicts.get(s.question.id)) for s in served]
