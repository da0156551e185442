"""`cbwh audit`: every catalog question under the default reading and its variants.

Questions are audited in parallel worker processes (one read-only connection each);
each variant is compiled through the same cache as `cbwh answer`.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

from cbwh.audit.readings import outcome, readings
from cbwh.audit.variants import Variant, variants_for
from cbwh.audit.verdict import Audit, Outcome, classify
from cbwh.compile.cache import entries_kept, keep_entries, shipped_readings
from cbwh.compile.fingerprint import enabled
from cbwh.run import facts
from cbwh.run.truth import load_questions
from cbwh.spec.model import AnchorKind, Question
from cbwh.spec.semantics import DEFAULT
from cbwh.spec.words import anchor_words, render_attribute
from cbwh.store.connect import GuardedConnection, open_readonly

_conn: GuardedConnection | None = None  # one per worker process


def anchor_facts(conn: GuardedConnection, q: Question) -> list[str]:
    """'pet 'Adrian' -> pers-0298 Jessica Garrett; state: Oklahoma, South Dakota' for each anchor
    ('pet 'Lauren' -> owner(s): pers-0311 Claire Kirby, pers-0401 ...' for each 'owner of' step)."""
    out = [f"{anchor_words(step.anchor)} -> owner(s): {facts.anchor_owners(conn, step, DEFAULT)}"
           for step in dict.fromkeys(q.owner_steps)]
    owned = {s.anchor for s in q.owner_steps}
    out += [f"{anchor_words(step.anchor)} -> left out: {facts.anchor_owners(conn, step, DEFAULT)}"
            for step in dict.fromkeys(q.excluded_steps) if step.anchor not in owned]
    for step in dict.fromkeys(q.anchored_steps):
        who, values = facts.anchor_facts(conn, step, DEFAULT)
        out.append(f"{anchor_words(step.anchor)} -> {who}; {render_attribute(step.attribute)}: {values}")
    return out


def _unanimous_owners(q: Question, variants: list[Variant], outcomes: list[Outcome]) -> Outcome | None:
    """'The owner of pet X' where X names several owners: the question has no single person, but when
    every owner, each read alone, gives the same answer, that answer stands (the readings stay listed)."""
    names = {s.anchor.value for s in q.owner_steps if s.anchor.kind is AnchorKind.PET and s.anchor.species is None}
    for name in names:
        alone = [o for v, o in zip(variants, outcomes) if v.pet == name]
        if len(alone) > 1 and alone[0].answer is not None and all(o.answer == alone[0].answer for o in alone):
            return Outcome("default", f"every owner of pet {name!r}, each read alone", alone[0].answer, None,
                           alone[0].sql, alone[0].params)
    return None


def audit_question(conn: GuardedConnection, q: Question, truth: str) -> Audit:
    """The default reading runs in its family, with every reading that may be tried: whether the
    `ties` readings are tried depends on the default's answer (they are, when it has none), so they
    are planned anyway and dropped when it has one (in a family a reading costs a ranking, alone a
    statement; a `ties` reading left alone is never run unless asked for)."""
    with facts.remembering(conn):
        return _audit_question(conn, q, truth)


def _audit_question(conn: GuardedConnection, q: Question, truth: str) -> Audit:
    every = variants_for(conn, q, ambiguous=True)
    reading = readings(conn, q, None, [DEFAULT, *(v.semantics for v in every)])
    default = reading(DEFAULT)
    variants = every if default.answer is None else [v for v in every if v.semantics.ties == DEFAULT.ties]
    outcomes = [outcome(v.name, v.words, reading(v.semantics)) for v in variants]
    first = _unanimous_owners(q, variants, outcomes) or outcome("default", "the default reading", default)
    draft = classify(q.id, q.question_type, first, truth, outcomes, [])
    if draft.verdict == "confirmed":
        return draft
    return classify(q.id, q.question_type, first, truth, outcomes, anchor_facts(conn, q))


def _start(db: str) -> None:
    global _conn
    _conn = open_readonly(Path(db), authorizer=False, mapped=True)  # only compiled statements run here


def _start_worker(db: str) -> None:
    """A worker's start: its connection, and the SQL cache's entries kept in memory for its life
    (`compile.cache.entries_kept`: each question's readings look up statements other questions did)."""
    keep_entries()
    _start(db)


def _audit_job(job: tuple[Question, str]) -> Audit:
    question, truth = job
    assert _conn is not None, "_start opens the worker's connection first"
    return audit_question(_conn, question, truth)


def audit(db: Path, questions: Path, ids: tuple[str, ...] = (), workers: int | None = None,
          progress: Callable[[int, int], None] | None = None) -> list[Audit]:
    """Audits in task order; ground truths from the questions file (upstream's, or a generated suite).
    `progress(done, total)` is called after each question."""
    qset = load_questions(questions)
    chosen = list(dict.fromkeys(ids)) or list(qset.questions)
    jobs = [(qset.get(qid), qset.truth[qid].ground_truth) for qid in chosen]
    open_readonly(db).close()  # fail here, cleanly, if the warehouse is missing
    workers = workers or min(os.cpu_count() or 1, 4)
    if workers == 1 or len(jobs) < 4:
        with entries_kept():
            _start(str(db))
            return list(_counted(map(_audit_job, jobs), len(jobs), progress))
    if enabled():
        shipped_readings()  # read once here, before the workers fork, not once in each
    with ProcessPoolExecutor(workers, mp_context=get_context("fork"), initializer=_start_worker,
                             initargs=(str(db),)) as pool:
        # one question at a time: at k = 100 one question may cost 10x another (cb-cloud-3, -27, -44),
        # and a chunk of a dozen left to the last worker kept the other idle for seconds
        done = pool.map(_audit_job, jobs, chunksize=1)
        return list(_counted(done, len(jobs), progress))


def _counted(audits: Iterable[Audit], total: int, progress: Callable[[int, int], None] | None) -> Iterator[Audit]:
    for n, a in enumerate(audits, 1):
        if progress:
            progress(n, total)
        yield a
