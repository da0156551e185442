"""The Python API: a `Warehouse` opened on a database path, for people who script evaluations.

    from cbwh import Warehouse

    wh = Warehouse("cbwh.db", questions="filesystem_cloud.jsonl")
    wh.answer("cb-cloud-1").result.answer        # 'Tammy Roberts'

Every method returns data (dataclasses) and never prints; errors are the `cbwh.errors`
hierarchy, each with a message that says what to do. The `cbwh` command line is a thin
layer over these methods.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from cbwh.spec.semantics import DEFAULT, Semantics

if TYPE_CHECKING:  # the modules themselves are imported by the methods that need them
    from types import ModuleType

    from cbwh.audit.verdict import Audit
    from cbwh.run.answering import Report
    from cbwh.spec.model import Question
    from cbwh.store.ingest import IngestResult
    from cbwh.store.queries import QueryResult

PathLike = str | os.PathLike[str]


class Warehouse:
    """The warehouse database at `path` (default: `$CBWH_DB`, else `cbwh.db`).

    `questions` is the upstream `filesystem_cloud.jsonl`: answers are compared with its
    ground truth, and the audit needs it. Nothing is opened until a method needs it;
    each read opens its own read-only connection, so a Warehouse is cheap to keep.
    """

    def __init__(self, path: PathLike | None = None, questions: PathLike | None = None) -> None:
        self.path = Path(path if path is not None else os.environ.get("CBWH_DB") or "cbwh.db")
        self.questions = Path(questions) if questions is not None else None

    def __repr__(self) -> str:
        return f"Warehouse({str(self.path)!r})"

    def ingest(self, corpus: PathLike, *, allow_empty: Iterable[str] = (), force: bool = False,
               progress: Callable[[str], None] | None = None) -> IngestResult:
        """Parse the corpus directory strictly and (re)build this warehouse from it, atomically.

        Raises CorpusError listing every problem (file:line); the old database is then
        untouched. A file without records is a problem unless its table is in
        `allow_empty`; a file at `path` that is not a warehouse is refused unless `force`.
        `progress` is told each file's name as it is loaded."""
        from cbwh.store.ingest import ingest

        return ingest(Path(corpus), self.path, allow_empty=allow_empty, force=force, progress=progress)

    def answer(self, task_id: str, *, explain: bool = False, semantics: Semantics = DEFAULT) -> Report:
        """Compile a catalog question (e.g. 'cb-cloud-1') to SQL, run it and read the answer.

        `report.result.answer` is None when the question has no single answer; then
        `report.result.reason` names who ties and on what. With explain, `report.evidence`
        holds the chain of evidence, one line each."""
        from cbwh.run.answering import answer_one

        return answer_one(self.path, task_id, self.questions, explain=explain, sem=semantics)

    def answer_all(self, *, semantics: Semantics = DEFAULT) -> list[Report]:
        """Every catalog question answered, in task order."""
        from cbwh.run.answering import answer_all

        return answer_all(self.path, self.questions, sem=semantics)

    def ask(self, text: str, *, explain: bool = False, semantics: Semantics = DEFAULT) -> Report:
        """Parse an English question of the Context-Bench family and answer it like a catalog one.

        Raises UsageError naming the part not understood, or an anchor that matches nothing."""
        return _ask_service().ask(self.path, text, explain=explain, sem=semantics)

    def parse(self, text: str) -> Question:
        """The typed spec of an English question, without answering it."""
        return _ask_service().parse_question(text)

    def sql(self, query: str, params: tuple[object, ...] = ()) -> QueryResult:
        """Run one read-only SQL statement (writes are refused); all its rows."""
        from cbwh.store.queries import AdHocQuery, QueryResult

        with AdHocQuery(self.path) as running:
            stream = running.run(query, params)
            return QueryResult(stream.columns, list(stream.rows))

    def tables(self) -> QueryResult:
        """(table, rows) for every table, corpus tables first."""
        from cbwh.store.queries import table_counts

        return table_counts(self.path)

    def audit(self, ids: Iterable[str] = (), *, workers: int | None = None,
              progress: Callable[[int, int], None] | None = None) -> list[Audit]:
        """Each catalog question (or just `ids`) under the default reading and its semantic
        variants, with a verdict: confirmed, fragile, disputed or ill-posed. Needs `questions`.
        `progress(done, total)` is called as audits complete."""
        from cbwh.audit.auditing import audit
        from cbwh.upstream.locate import questions_file

        return audit(self.path, self.questions or questions_file(), tuple(ids), workers, progress)


def _ask_service() -> ModuleType:
    """`cbwh.ask.service`, imported (the first time) with Python's cyclic garbage collector paused, and what the import
    made frozen (`gc.freeze`: never passed over again): the grammar's ~1 MB of bytecode and its tables are tens of
    thousands of objects that live as long as the process, and the collector's passes over them, during the import and
    after it, were ~20 M instructions of a fresh `cbwh ask` (`ask.collector_paused`)."""
    import sys

    from cbwh.ask import collector_paused

    with collector_paused(freeze="cbwh.ask.service" not in sys.modules):
        import cbwh.ask.service as service
    return service
