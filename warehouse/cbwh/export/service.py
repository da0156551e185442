"""`cbwh export-tasks`: Harbor task directories whose answers come from the SQL."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from cbwh import __version__
from cbwh.errors import CorpusError, ExportError, Problem, UsageError
from cbwh.export.files import ALLOWED_HOSTS, TaskText, _toml, names_txt, task_files
from cbwh.export.subset import load_subset
from cbwh.export.writer import (
    DATASET_TOML,
    GENERATOR,
    Shared,
    check_out_dir,
    remove_debris,
    remove_stale,
    retire_dataset_toml,
    sources_open,
    write_task,
    write_text,
)
from cbwh.judge import agrees
from cbwh.layout import TABLES
from cbwh.run.shipped import Answered, answer_entry, current_plans
from cbwh.store.connect import GuardedConnection, open_readonly
from cbwh.store.queries import corpus_manifest, people_names
from cbwh.upstream.questions import upstream_records

if TYPE_CHECKING:
    from cbwh.run.truth import QuestionSet


@dataclass(frozen=True)
class ExportRequest:
    db: Path
    out: Path
    corpus: Path
    questions: Path
    rubric: Path
    ids: tuple[str, ...] = ()
    subset: str | None = None
    calibration: Path | None = None
    link: bool = False
    force: bool = False
    include_ambiguous: bool = False
    layout: str = "full"  # or "thin": no corpus copies, no invariant verifier files (`cbwh populate` restores them)
    allowed_hosts: tuple[str, ...] = ALLOWED_HOSTS


@dataclass
class ExportSummary:
    out: Path
    written: list[str] = field(default_factory=list)
    differs: list[tuple[str, str, str]] = field(default_factory=list)  # id, sql answer, upstream
    skipped: list[tuple[str, str]] = field(default_factory=list)  # id, why
    removed: list[str] = field(default_factory=list)


def corpus_files(conn, corpus: Path) -> tuple[list[Path], str]:
    """The corpus files, checked against the manifest the warehouse was built from."""
    manifest, digest = corpus_manifest(conn)
    files, problems = [], []
    for table in TABLES:
        path = corpus / table.file_name
        try:
            actual = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError:
            problems.append(Problem(table.file_name, 0, f"missing from {corpus}"))
            continue
        if actual != manifest.get(table.file_name):
            problems.append(Problem(table.file_name, 0, "differs from the corpus the warehouse was built from; "
                                                        "run `cbwh ingest`"))
        files.append(path)
    if problems:
        raise CorpusError(problems)
    return files, digest


class Truth(NamedTuple):
    """What the questions file says of a task: its ground truth and difficulty."""

    ground_truth: str
    difficulty: str


class Questions(NamedTuple):
    """The tasks to export, in order, with their tiers, ground truths and a way to answer each."""

    ids: list[str]
    tiers: dict[str, str]
    truth: dict[str, Truth]
    suite: dict[str, Any] | None
    answer: Callable[[GuardedConnection, str], Answered]


def _task_ids(req: ExportRequest, known: Callable[[str], object], every: list[str]) -> tuple[list[str], dict[str, str]]:
    tiers = load_subset(req.subset, req.calibration) if req.subset else {}
    ids = list(dict.fromkeys(req.ids)) or list(tiers or every)
    for qid in ids:
        known(qid)  # validates the id
        if tiers and qid not in tiers:
            raise UsageError(f"{qid} is not in the {req.subset} subset")
    return ids, tiers


def _questions(req: ExportRequest) -> Questions:
    """The catalog's questions answered from the shipped SQL and plans while they are current (as `cbwh answer
    --all` does: neither the spec model nor the vocabulary is imported), else by the ordinary path
    (`cbwh.run.answer`), which a generated suite, a stale compiler or an unknown id takes."""
    entries = current_plans(req.questions)
    if entries is not None:
        records = upstream_records(req.questions)  # (its errors first, as the ordinary path's)
        wanted = list(req.ids) + (list(load_subset(req.subset, req.calibration)) if req.subset else [])
        if all(qid in entries for qid in wanted):
            ids, tiers = _task_ids(req, entries.__getitem__, list(entries))
            truth = {qid: Truth(r[1], r[3]) for qid, r in records.items()}
            return Questions(ids, tiers, truth, None, lambda conn, qid: answer_entry(conn, entries[qid]))
    return _ordinary(req)


def _ordinary(req: ExportRequest) -> Questions:
    from cbwh.run.answer import run_question
    from cbwh.run.truth import load_questions

    qset: QuestionSet = load_questions(req.questions)

    def answer(conn: GuardedConnection, qid: str) -> Answered:
        result = run_question(conn, qset.get(qid))
        return Answered(result.question.text, result.question.question_type, result.answer, result.reason)

    ids, tiers = _task_ids(req, qset.get, list(qset.questions))
    truth = {qid: Truth(up.ground_truth, up.difficulty) for qid, up in qset.truth.items()}
    return Questions(ids, tiers, truth, qset.suite, answer)


def _task_text(qid, result: Answered, up: Truth, tier, digest, include_ambiguous, suite: dict | None) -> TaskText | str:
    """The task's text, or the reason it is skipped."""
    if result.answer is None and not include_ambiguous:
        return f"ambiguous: {result.reason}"
    answer, source = (result.answer, "sql") if result.answer is not None else (up.ground_truth, "upstream")
    text = TaskText(
        qid, result.text, answer, result.question_type, tier or up.difficulty, up.difficulty,
        source, agrees(result.answer, up.ground_truth) if source == "sql" else None,
        up.ground_truth if suite is None else None, digest, __version__,
    )
    if suite is None:
        return text
    seed = suite.get("seed")
    return replace(text, source="cbwh-generate", suite=str(suite.get("id")), seed=seed if isinstance(seed, int) else None)


def _dataset_toml(req: ExportRequest, summary: ExportSummary, digest: str, suite: dict | None) -> str:
    name = "cbwh/contextbench-cloud" + (f"-{req.subset}" if req.subset else "")
    meta: dict[str, object] = {"generator": GENERATOR, "cbwh_version": __version__, "corpus_sha256": digest}
    if suite is not None:
        name = f"cbwh/{suite.get('id')}"
        meta |= {"source": "cbwh-generate", "suite": str(suite.get("id")), "seed": suite.get("seed", "")}
    meta |= {"subset": req.subset or "all", "tasks": summary.written,
            "differs_from_upstream": [d[0] for d in summary.differs], "skipped": [s[0] for s in summary.skipped]}
    lines = ["[dataset]", f"name = {_toml(name)}",
             'description = "Context-Bench filesystem-cloud questions; every answer is the result of cbwh\'s compiled SQL."',
             'keywords = ["contextbench", "letta", "retrieval", "cbwh"]', "", "[metadata]"]
    lines += [f"{k} = {_toml(v)}" for k, v in meta.items()]
    return "\n".join(lines) + "\n"


def export_tasks(req: ExportRequest, progress: Callable[[int, int], None] | None = None) -> ExportSummary:
    """Write the tasks; `progress(done, total)` is called after each one."""
    found = check_out_dir(req.out, req.force)
    asked = _questions(req)
    ids, tiers, upstream = asked.ids, asked.tiers, asked.truth
    rubric = req.rubric.read_text(encoding="utf-8")
    summary = ExportSummary(req.out)
    conn = open_readonly(req.db, authorizer=False)  # the compiler's statements only
    try:
        corpus, digest = corpus_files(conn, req.corpus)
        names = names_txt(people_names(conn))
        try:
            req.out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ExportError(f"cannot create --out {req.out}: {exc.strerror or exc}") from None
        remove_debris(found)
        retire_dataset_toml(req.out)
        copied = corpus if req.layout == "full" else []
        shared: Shared = {}  # the files every task has the same are written once, then linked
        with sources_open(copied if not req.link else []):  # each corpus file opened once, not once per task
            for n, qid in enumerate(ids):
                if progress:
                    progress(n, len(ids))
                result = asked.answer(conn, qid)
                text = _task_text(qid, result, upstream[qid], tiers.get(qid), digest, req.include_ambiguous, asked.suite)
                if isinstance(text, str):
                    summary.skipped.append((qid, text))
                    continue
                files = task_files(text, rubric, names, req.layout, req.allowed_hosts)
                write_task(req.out, qid, files, copied, req.link, shared)
                summary.written.append(qid)
                if text.sql_agrees is False:
                    summary.differs.append((qid, text.answer, upstream[qid].ground_truth))
    finally:
        conn.close()
        if progress:
            progress(len(ids), len(ids))
    summary.removed = remove_stale(found, set(summary.written))
    write_text(req.out / DATASET_TOML, _dataset_toml(req, summary, digest, asked.suite))
    return summary
