"""`create_suite`: a seeded suite of confirmed questions, as data.

    suite = create_suite(Path("cbwh.db"), n=100, seed=7)
    suite.lines()   # the suite.jsonl lines; suite.summary: accepted, rejected, overlap

Types are dealt by the mix (largest remainders), in a seeded order; for each slot
candidates of its type are sampled until one is accepted (`accept.check`), then put
into words (`realize`) and parsed back by `cbwh ask`'s grammar, which must give back
exactly the program. Same seed, same warehouse, same cbwh version: the same bytes.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cbwh import __version__
from cbwh.ask.questions import parse_output
from cbwh.compile.shapes import statements_kept
from cbwh.errors import UsageError
from cbwh.generate.accept import check
from cbwh.generate.ahead import Ahead, compiling_ahead
from cbwh.generate.difficulty import DIFFICULTIES, difficulty, required_files
from cbwh.generate.pool import Pool, load_pool
from cbwh.generate.programs import UPSTREAM_MIX, Sampler
from cbwh.generate.realize import RealizeError, Realizer
from cbwh.spec.catalog import load_catalog
from cbwh.spec.codec import encode
from cbwh.spec.model import ANCHORED_STEPS, QUESTION_TYPES, Anchor, Output, Question, output_picks
from cbwh.store.connect import open_readonly
from cbwh.store.queries import corpus_manifest

ATTEMPTS_PER_QUESTION = 400  # candidates tried for one slot before giving up on its type
SAME_SHAPE = 6  # candidates of one program shape (fresh anchors and values) before a new shape is drawn
# chance that a new shape is one already accepted for the type (fresh anchors and values): its statements under
# every reading are compiled already, so trying it costs queries only (compiling is most of a cold run)
PROVEN_SHAPE = 0.5
SHAPE_USES = 2  # questions one program shape may serve in a suite (variety)
MAX_ANCHOR_USES = 2
REACH_DRAWS = 200  # programs sampled per question type to see how often it reaches the difficulties asked for
REACH_SHARE = 0.05  # ... and the share below which the type is left out of the mix
WORDINGS = 4  # wordings of an accepted program tried (phrasings drawn afresh) before it is skipped as one ask cannot read


@dataclass(frozen=True)
class Generated:
    id: str
    question: Question
    ground_truth: str
    sql: str
    params: tuple
    required_files: list[str]
    difficulty: str
    suite: dict[str, Any]  # id, seed, corpus_sha256, cbwh_version


    def to_json(self) -> dict[str, Any]:
        return {
            "input": self.question.text, "ground_truth": self.ground_truth,
            "agent_args": {"tags": [], "extra": {"required_files": self.required_files,
                                                 "question_type": self.question.question_type,
                                                 "difficulty": self.difficulty}},
            "id": self.id, "program": encode(self.question.output), "sql": self.sql, "params": list(self.params),
            "suite": self.suite,
        }


@dataclass
class Summary:
    suite: str
    seed: int
    corpus_sha256: str
    tried: int = 0
    tried_by_type: Counter = field(default_factory=Counter)  # question type -> candidates tried
    accepted: Counter = field(default_factory=Counter)  # question type -> n
    by_difficulty: Counter = field(default_factory=Counter)
    rejected: Counter = field(default_factory=Counter)  # reason -> n
    public_anchor_overlap: int = 0  # accepted questions with an anchor one of the 100 public questions uses

    def to_json(self) -> dict[str, Any]:
        return {"suite": self.suite, "seed": self.seed, "corpus_sha256": self.corpus_sha256, "tried": self.tried,
                "accepted": dict(sorted(self.accepted.items())), "tried_by_type": dict(sorted(self.tried_by_type.items())),
                "difficulty": {d: self.by_difficulty[d] for d in DIFFICULTIES},
                "rejected": dict(self.rejected.most_common()), "public_anchor_overlap": self.public_anchor_overlap}


@dataclass(frozen=True)
class Suite:
    questions: tuple[Generated, ...]
    summary: Summary

    def lines(self) -> list[str]:
        return [json.dumps(g.to_json(), ensure_ascii=False) for g in self.questions]


def parse_mix(mix: str | dict[str, float], types: tuple[str, ...] = ()) -> dict[str, float]:
    """'upstream', 'even', or {type: weight}; narrowed to `types` when given."""
    if mix == "upstream":
        weights = dict(UPSTREAM_MIX)
    elif mix == "even":
        weights = dict.fromkeys(QUESTION_TYPES, 1.0)
    elif isinstance(mix, dict):
        weights = mix
    else:
        raise UsageError(f"--mix {mix!r}: use upstream, even, or a JSON file of {{question type: weight}}")
    for t, w in weights.items():
        if t not in QUESTION_TYPES:
            raise UsageError(f"mix: unknown question type {t!r} (expected one of {', '.join(QUESTION_TYPES)})")
        if not isinstance(w, (int, float)) or isinstance(w, bool) or w < 0:
            raise UsageError(f"mix: the weight of {t} must be a number >= 0, not {w!r}")
    for t in types:
        if t not in QUESTION_TYPES:
            raise UsageError(f"--types: unknown question type {t!r} (expected one of {', '.join(QUESTION_TYPES)})")
    chosen = {t: float(w) for t, w in weights.items() if w > 0 and (not types or t in types)}
    if not chosen:
        raise UsageError("the mix and --types leave no question type to generate")
    return chosen


def quotas(n: int, mix: dict[str, float]) -> dict[str, int]:
    """n questions dealt by the mix's weights, largest remainders first (ties by type name)."""
    total = sum(mix.values())
    exact = {t: n * w / total for t, w in mix.items()}
    out = {t: int(x) for t, x in exact.items()}
    for t in sorted(exact, key=lambda t: (-(exact[t] - out[t]), t))[: n - sum(out.values())]:
        out[t] += 1
    return {t: k for t, k in sorted(out.items()) if k}


def reaching(pool: Pool, seed: int, mix: dict[str, float], difficulties: tuple[str, ...]) -> dict[str, float]:
    """The mix narrowed to the question types whose programs reach the difficulties asked for, in at least
    REACH_SHARE of REACH_DRAWS sampled (with an rng of their own: the suite's draws are those without --difficulty):
    two people compared are always hard, 'negation' and 'comparison_tiebreak' always medium, so `--difficulty easy`
    with upstream's mix stopped at the first set_intersection slot, 'found no acceptable ... in 400 candidates'."""
    if not difficulties:
        return mix
    sampler = Sampler(pool, random.Random(f"cbwh-generate/{seed}/difficulty"))
    share = {t: sum(difficulty(sampler.sample(t)) in difficulties for _ in range(REACH_DRAWS)) / REACH_DRAWS for t in mix}
    kept = {t: w for t, w in mix.items() if share[t] >= REACH_SHARE}
    if not kept:
        raise UsageError(f"--difficulty {','.join(difficulties)}: no question type asked for is that difficult often "
                         f"enough ({', '.join(f'{t} {share[t]:.0%}' for t in mix)} of its programs; "
                         f"at least {REACH_SHARE:.0%} needed)")
    return kept


def _anchors(out: Output) -> list[Anchor]:
    return [s.anchor for p in output_picks(out) for s in p.steps if isinstance(s, ANCHORED_STEPS)]


def _public_anchor_values() -> set[str]:
    return {a.value for q in load_catalog().values() for a in q.anchors}


class _Generator:
    def __init__(self, conn, pool: Pool, seed: int, suite: str, difficulties: tuple[str, ...],
                 progress: Callable[[str], None] | None, ahead: Ahead):
        self.conn, self.pool, self.seed, self.suite, self.ahead = conn, pool, seed, suite, ahead
        self.difficulties = difficulties
        self.progress = progress
        self.rng = random.Random(f"cbwh-generate/{seed}")
        self.sampler = Sampler(pool, self.rng)
        self.public = {q.output for q in load_catalog().values()}
        self.seen: set[Output] = set()
        self.anchor_uses: Counter = Counter()
        # question type -> [an accepted program, how many accepted questions have its shape], in acceptance order
        self.proven: dict[str, list[list]] = {}
        self.origin: list | None = None  # the proven entry the current shape was drawn from
        self.summary = Summary(suite, seed, corpus_manifest(conn)[1])

    def _cheap(self, out: Output) -> str | None:
        if out in self.seen:
            return "a program already in the suite"
        if out in self.public:
            return "equal to a public question"
        if any(self.anchor_uses[a.value] >= MAX_ANCHOR_USES for a in _anchors(out)):
            return "an anchor value already used twice"
        if self.difficulties and difficulty(out) not in self.difficulties:
            return "a difficulty not asked for"
        return None

    def _shape(self, question_type: str) -> Output:
        proven = [p for p in self.proven.get(question_type, ()) if p[1] < SHAPE_USES]
        if proven and self.rng.random() < PROVEN_SHAPE:
            self.origin = self.rng.choice(proven)
            return self.sampler.rebind(self.origin[0])
        self.origin = None
        return self.sampler.sample(question_type)

    def _worded(self, index: int, out: Output) -> str | None:
        """The program in words that `cbwh ask`'s grammar reads back as exactly that program, or None: the realizer's
        first wording, else one of a few more (other phrasings drawn); a program none of them gives is skipped."""
        for k in range(WORDINGS):
            rng = random.Random(f"cbwh-generate/{self.seed}/{index}" + (f"/{k}" if k else ""))
            try:
                text = Realizer(rng).question(out)
                if parse_output(text) == out:
                    return text
            except (RealizeError, UsageError):  # (no words for it, or words ask refuses)
                pass
            except Exception as exc:  # (a grammar bug: counted under its own name in the summary, not hidden among the
                # skipped programs, and never a traceback mid-suite)
                self.summary.rejected[f"a wording the grammar failed on ({type(exc).__name__})"] += 1
        return None

    def one(self, index: int, question_type: str) -> Generated:
        qid = f"{self.suite}-{index}"
        shape = self._shape(question_type)
        for attempt in range(ATTEMPTS_PER_QUESTION):
            self.summary.tried += 1
            self.summary.tried_by_type[question_type] += 1
            if attempt % SAME_SHAPE == 0:
                out = shape = self._shape(question_type) if attempt else shape
            else:
                out = self.sampler.rebind(shape)
            why = self._cheap(out)
            result = None
            if why is None:
                why, result = check(self.conn, self.pool, Question(qid, "", question_type, out), self.ahead)
            if why is not None:
                self.summary.rejected[why] += 1
                continue
            assert result is not None and result.answer is not None
            text = self._worded(index, out)
            if text is None:
                self.summary.rejected["a program no wording of which reads back"] += 1
                continue
            self.seen.add(out)
            if self.origin is not None:
                self.origin[1] += 1
            else:
                self.proven.setdefault(question_type, []).append([out, 1])
            self.anchor_uses.update(a.value for a in _anchors(out))
            level = difficulty(out)
            self.summary.accepted[question_type] += 1
            self.summary.by_difficulty[level] += 1
            suite = {"id": self.suite, "seed": self.seed, "corpus_sha256": self.summary.corpus_sha256,
                     "cbwh_version": __version__}
            return Generated(qid, Question(qid, text, question_type, out), result.answer, result.compiled.sql,
                             result.compiled.params, required_files(out), level, suite)
        raise UsageError(f"found no acceptable {question_type} question in {ATTEMPTS_PER_QUESTION} candidates "
                         f"(after {len(self.seen)} accepted); try another seed, mix or --difficulty")


def create_suite(db: Path, n: int, seed: int, *, mix: str | dict[str, float] = "upstream", types: tuple[str, ...] = (),
                 difficulties: tuple[str, ...] = (), suite: str | None = None,
                 progress: Callable[[str], None] | None = None) -> Suite:
    """n confirmed questions over the warehouse at `db`, chosen by `seed`."""
    if n < 1:
        raise UsageError(f"--n must be at least 1, not {n}")
    for d in difficulties:
        if d not in DIFFICULTIES:
            raise UsageError(f"--difficulty: unknown level {d!r} (expected one of {', '.join(DIFFICULTIES)})")
    suite = suite or f"gen-s{seed}"
    weights = parse_mix(mix, types)
    conn = open_readonly(db)
    try:
        pool = load_pool(conn)
        plan = [t for t, k in quotas(n, reaching(pool, seed, weights, difficulties)).items() for _ in range(k)]
        with statements_kept(), compiling_ahead() as ahead:
            gen = _Generator(conn, pool, seed, suite, difficulties, progress, ahead)
            gen.rng.shuffle(plan)
            out = []
            for i, question_type in enumerate(plan):
                out.append(gen.one(i, question_type))
                if progress:
                    progress(f"{len(out)}/{n} accepted, {gen.summary.tried} candidates tried "
                             f"({', '.join(f'{t} {k}' for t, k in sorted(gen.summary.accepted.items()))})")
    finally:
        conn.close()
    public = _public_anchor_values()
    gen.summary.public_anchor_overlap = sum(any(a.value in public for a in _anchors(g.question.output)) for g in out)
    return Suite(tuple(out), gen.summary)

