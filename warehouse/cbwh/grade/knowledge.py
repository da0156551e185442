"""What cbwh knows about each graded question: its SQL answer, the audit's verdict and
readings, the tied people, the candidates of its rankings, and the upstream ground truth."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from cbwh.audit.auditing import audit, audit_question
from cbwh.run import facts as run_facts
from cbwh.run.answer import run_question
from cbwh.spec.model import Compare, Question
from cbwh.spec.semantics import DEFAULT
from cbwh.spec.words import describe_key, show
from cbwh.store.connect import open_readonly
from cbwh.store.queries import people_names

RANKED = 5  # candidates read from each ranking
Progress = Callable[[int, int], None]  # (questions audited, of how many)


@dataclass(frozen=True)
class Reading:
    name: str  # "fanout=addresses", "anchor_values=first + residency=first"
    words: str
    answer: str | None

    @property
    def switches(self) -> int:
        return self.name.count(" + ") + 1


@dataclass(frozen=True)
class Candidate:
    name: str
    where: str  # "ranked 2 by most vehicles, then oldest (4 vehicles, 1994-09-21)"


@dataclass(frozen=True)
class Facts:
    qid: str
    question_type: str
    difficulty: str
    verdict: str
    answer: str | None
    reason: str | None
    ground_truth: str | None
    readings: tuple[Reading, ...]
    tied: tuple[str, ...]
    candidates: tuple[Candidate, ...]


@dataclass(frozen=True)
class Asked:
    """A question trials are graded on: a catalog question, or one of a suite file's."""

    question: Question
    truth: str | None  # the questions file's ground truth
    difficulty: str
    catalog: bool


@dataclass(frozen=True)
class Knowledge:
    facts: dict[str, Facts]
    names: tuple[str, ...]  # every person's full name: the judge's candidates


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _candidates(conn, q, result) -> tuple[Candidate, ...]:

    out = []
    for slot, pick in enumerate(q.picks):
        if not pick.keys:
            continue
        label = f"subject {slot + 1} " if len(q.picks) > 1 else ""
        keys = ", then ".join(describe_key(k) for k in pick.keys)
        for c in run_facts.candidates(conn, pick, DEFAULT, RANKED):
            shown = ", ".join(show(k.measure, v) for k, v in zip(pick.keys, c.keys))
            out.append(Candidate(c.full_name, f"{label}ranked {_ordinal(c.rank)} by {keys} ({c.person_id}: {shown})"))
    if isinstance(q.output, Compare) and result.answer is not None:
        for row in result.rows:
            if row.full_name != result.answer:
                out.append(Candidate(row.full_name, f"the other subject of the final comparison by "
                                                       f"{describe_key(q.output.key)}"))
    return tuple(c for c in out if c.name != result.answer)


def build(db: Path, questions: Path, asked: dict[str, Asked], progress: Progress | None = None) -> Knowledge:
    """The facts of these questions; kept per corpus checksum, questions file and ids, so
    grading again in one process (or against a copy of the warehouse) is cheap."""
    from cbwh.store.queries import corpus_manifest

    conn = open_readonly(db)
    try:
        _, digest = corpus_manifest(conn)
    finally:
        conn.close()
    try:
        qs = questions.stat()
        key = (digest, str(questions.resolve()), qs.st_mtime_ns, qs.st_size, tuple(asked))
    except OSError:
        return _build(db, questions, asked, progress)
    if key not in _BUILT:
        if len(_BUILT) >= 4:
            _BUILT.clear()
        _BUILT[key] = _build(db, questions, asked, progress)
    return _BUILT[key]


_BUILT: dict[tuple, Knowledge] = {}


def _build(db: Path, questions: Path, asked: dict[str, Asked], progress: Progress | None = None) -> Knowledge:
    catalog = tuple(qid for qid, a in asked.items() if a.catalog)
    total = len(asked)
    audits = {a.id: a for a in audit(db, questions, catalog, progress=(
        (lambda done, _: progress(done, total)) if progress else None))} if catalog else {}  # in parallel
    conn = open_readonly(db)
    try:
        names = tuple(people_names(conn))
        facts = {}
        done = len(audits)
        for qid, ask in asked.items():
            q = ask.question
            a = audits.get(qid)
            if a is None:
                a = audit_question(conn, q, ask.truth or "")
                done += 1
                if progress:
                    progress(done, total)
            result = run_question(conn, q)
            tied = tuple(dict.fromkeys(r.full_name for r in result.rows)) if result.answer is None else ()
            facts[qid] = Facts(
                qid, q.question_type, ask.difficulty, a.verdict if ask.truth is not None else "?", result.answer,
                result.reason, ask.truth, tuple(Reading(v.name, v.words, v.answer) for v in a.variants),
                tied, _candidates(conn, q, result))
    finally:
        conn.close()
    return Knowledge(facts, names)
