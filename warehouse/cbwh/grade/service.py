"""`cbwh grade`: read Harbor job directories, re-score every trial against cbwh's SQL
answer, label every wrong answer, aggregate, and join deepagents' calibration."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from math import comb
from pathlib import Path

from cbwh.errors import UsageError
from cbwh.grade.jobs import Problem, Trial, read_jobs
from cbwh.grade.knowledge import Asked, Facts, Knowledge, Progress, build
from cbwh.grade.labels import LABELS, Label, label
from cbwh.judge import judge
from cbwh.spec.catalog import load_catalog

VERDICTS = ("confirmed", "fragile", "disputed", "ill-posed")


@dataclass(frozen=True)
class GradeRequest:
    jobs: tuple[Path, ...]
    db: Path
    questions: Path
    calibration: Path | None = None
    tasks: Path | None = None  # the task directories the job ran (their tests/case.json)
    save: bool = False  # keep the graded runs in the warehouse (graded_jobs, graded_trials, graded_labels)


@dataclass(frozen=True)
class TrialGrade:
    trial: Trial
    qid: str
    facts: Facts
    graded_truth: str | None
    rescored: float | None  # the answer judged offline against cbwh's SQL answer; None without one
    label: Label | None

    @property
    def model(self) -> str:
        return self.trial.model or self.trial.agent

    def to_json(self) -> dict:
        t = self.trial
        return {"job": t.job, "trial": t.name, "task": t.task, "id": self.qid, "question_type": self.facts.question_type,
                "difficulty": self.facts.difficulty, "verdict": self.facts.verdict, "agent": t.agent, "model": t.model,
                "reward": t.reward, "reward_source": t.reward_source, "rescored": self.rescored,
                "exception": t.exception, "answer": t.answer, "answer_source": t.answer_source,
                "sql_answer": self.facts.answer, "ground_truth": self.facts.ground_truth,
                "graded_truth": self.graded_truth, "label": self.label.label if self.label else None,
                "readings": list(self.label.readings) if self.label else [],
                "evidence": self.label.evidence if self.label else None}


@dataclass(frozen=True)
class Score:
    """Trials of one group: Harbor's mean reward (a missing reward counts 0), the re-scored
    mean (against cbwh's SQL answer, where it has one), and the pass rate (reward 1)."""

    key: str
    trials: int
    tasks: int
    mean_reward: float
    rescored: float | None
    pass_rate: float

    def to_json(self) -> dict:
        return {"key": self.key, "trials": self.trials, "tasks": self.tasks, "mean_reward": self.mean_reward,
                "rescored": self.rescored, "pass_rate": self.pass_rate}


@dataclass(frozen=True)
class TaskScore:
    qid: str
    question_type: str
    difficulty: str
    verdict: str
    trials: int
    successes: int
    mean_reward: float
    rescored: float | None
    pass_at_k: dict[int, float]
    labels: dict[str, int]

    def to_json(self) -> dict:
        return {"id": self.qid, "question_type": self.question_type, "difficulty": self.difficulty,
                "verdict": self.verdict, "trials": self.trials, "successes": self.successes,
                "mean_reward": self.mean_reward, "rescored": self.rescored,
                "pass_at_k": {str(k): v for k, v in self.pass_at_k.items()}, "labels": self.labels}


@dataclass(frozen=True)
class CalibrationRow:
    verdict: str
    tasks: list[str]
    passes: dict[str, tuple[int, int]]  # model -> (passed, rollouts)

    def to_json(self) -> dict:
        return {"verdict": self.verdict, "tasks": self.tasks,
                "models": {m: {"passed": p, "rollouts": n, "pass_rate": p / n if n else None}
                           for m, (p, n) in self.passes.items()}}


@dataclass
class GradeReport:
    jobs: list[str] = field(default_factory=list)
    trials: list[TrialGrade] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    tasks: list[TaskScore] = field(default_factory=list)
    overall: Score | None = None
    groups: dict[str, list[Score]] = field(default_factory=dict)
    pass_at_k: dict[str, dict[int, float]] = field(default_factory=dict)
    labels_by_type: dict[str, dict[str, int]] = field(default_factory=dict)
    calibration: list[CalibrationRow] | None = None
    calibration_models: list[str] = field(default_factory=list)
    saved: list[int] | None = None  # after --save: the migrations that upgraded the warehouse first

    def to_json(self) -> dict:
        return {
            "jobs": self.jobs,
            "overall": self.overall.to_json() if self.overall else None,
            "groups": {k: [s.to_json() for s in v] for k, v in self.groups.items()},
            "pass_at_k": {m: {str(k): v for k, v in ks.items()} for m, ks in self.pass_at_k.items()},
            "tasks": [t.to_json() for t in self.tasks],
            "labels_by_type": self.labels_by_type,
            "calibration": [r.to_json() for r in self.calibration] if self.calibration is not None else None,
            "problems": [{"path": str(p.path), "reason": p.reason} for p in self.problems],
            "trials": [t.to_json() for t in self.trials],
        }


def pass_at_k(n: int, c: int, k: int) -> float:
    """The unbiased estimator: the chance that k of n trials, c of them passing, include a pass."""
    return 1.0 if n - c < k else 1.0 - comb(n - c, k) / comb(n, k)


def _k_values(max_k: int) -> list[int]:
    """1, then Harbor's choice: powers of two and multiples of five up to max_k."""
    ks = {1} | {2 ** i for i in range(1, 12) if 2 ** i <= max_k} | set(range(5, max_k + 1, 5))
    return sorted(k for k in ks if k <= max_k)


def _question_id(trial: Trial, by_text: dict[str, str], tasks: Path | None) -> tuple[str | None, str | None]:
    """The catalog question a trial ran, and the ground truth its task graded against (if known)."""
    name = trial.task.rsplit("/", 1)[-1]
    case = None
    for where in ([tasks / name] if tasks else []) + ([Path(trial.task_path)] if trial.task_path else []):
        try:
            case = json.loads((where / "tests" / "case.json").read_text(encoding="utf-8"))
            break
        except (OSError, ValueError):
            continue
    truth = trial.judgement.get("ground_truth") if trial.judgement else None
    if not isinstance(truth, str):
        truth = case.get("ground_truth") if isinstance(case, dict) and isinstance(case.get("ground_truth"), str) else None
    if name in by_text.values():
        return name, truth
    if isinstance(case, dict) and case.get("input") in by_text:
        return by_text[case["input"]], truth
    return None, truth


def _score(key: str, grades: list[TrialGrade]) -> Score:
    rescored = [g.rescored for g in grades if g.facts.answer is not None]
    return Score(key, len(grades), len({g.qid for g in grades}),
                 sum(g.trial.reward or 0.0 for g in grades) / len(grades),
                 sum(r or 0.0 for r in rescored) / len(rescored) if rescored else None,
                 sum(1 for g in grades if g.trial.reward == 1) / len(grades))


def _calibration(path: Path, facts: dict[str, Facts]) -> tuple[list[CalibrationRow], list[str]]:
    try:
        tasks = json.loads(path.read_text(encoding="utf-8"))["tasks"]
        if not isinstance(tasks, dict):
            raise TypeError("tasks is not an object")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise UsageError(f"{path}: not a deepagents calibration file ({exc})") from None
    models = sorted({k[: -len("_pass_at_bare")] for e in tasks.values() for k in e if k.endswith("_pass_at_bare")})
    keys = [(m, f"{m}_pass_at_bare") for m in models] or [("bare", "pass_at_bare")]
    rows = []
    for verdict in VERDICTS:
        ids = [q for q in tasks if q in facts and facts[q].verdict == verdict]
        passes = {}
        for model, key in keys:
            got = [(tasks[q].get(key), tasks[q].get("n")) for q in ids]
            got = [(r, n) for r, n in got if isinstance(r, (int, float)) and isinstance(n, int)]
            passes[model] = (round(sum(r * n for r, n in got)), sum(n for _, n in got))
        rows.append(CalibrationRow(verdict, ids, passes))
    return rows, [m for m, _ in keys]


def questions_of(path: Path) -> dict[str, Asked]:
    """The questions trials may have run: the catalog's (with the upstream truths of an
    upstream questions file) or, for a suite file (lines with programs), the suite's."""
    from cbwh.serve.questions import read_questions_file

    read = read_questions_file(path)
    if read.suite:
        return {q.id: Asked(q, t.ground_truth, t.difficulty or "?", False) for q, t in read.suite}
    truths = read.catalog_truths
    return {qid: Asked(q, truths[qid].ground_truth if qid in truths else None,
                       (truths[qid].difficulty or "?") if qid in truths else "?", True)
            for qid, q in load_catalog().items()}


def _order(qid: str) -> tuple[str, int, str]:
    head, _, tail = qid.rpartition("-")
    return (head, int(tail), "") if tail.isdigit() else (qid, 0, qid)


def grade(req: GradeRequest, progress: Progress | None = None) -> GradeReport:
    """Grade the jobs; `progress(done, total)` is told as questions are audited."""
    report = GradeReport()
    trials, report.problems, report.jobs = read_jobs(list(req.jobs)) if req.jobs else ([], [], [])
    known = questions_of(req.questions)
    by_text = {a.question.text: qid for qid, a in known.items()}
    matched = []
    for t in trials:
        qid, truth = _question_id(t, by_text, req.tasks)
        if qid is None:
            report.problems.append(Problem(t.path, f"task {t.task!r} is not a question cbwh knows "
                                                   f"(catalog, or --questions suite); not graded"))
        else:
            matched.append((t, qid, truth))
    calibration_ids = []
    if req.calibration is not None:
        try:
            calibration_ids = [q for q in json.loads(req.calibration.read_text(encoding="utf-8")).get("tasks", {})
                               if q in known]
        except (OSError, ValueError, AttributeError) as exc:
            raise UsageError(f"{req.calibration}: not a deepagents calibration file ({exc})") from None
    ids = sorted(set(q for _, q, _ in matched) | set(calibration_ids), key=_order)
    know = build(req.db, req.questions, {q: known[q] for q in ids}, progress) if ids else Knowledge({}, ())
    for t, qid, truth in matched:
        f = know.facts[qid]
        rescored = judge(t.answer, f.answer, know.names)[0] if f.answer is not None else None
        rationale = str(t.judgement.get("rationale", "")) if t.judgement else ""
        report.trials.append(TrialGrade(t, qid, f, truth, rescored,
                                        label(t.answer, t.reward, t.exception, truth, f, know.names, rationale)))
    _aggregate(report)
    if req.save:
        report.saved = _save(req, report)
    if req.calibration is not None:
        report.calibration, report.calibration_models = _calibration(req.calibration, know.facts)
    return report


def _aggregate(report: GradeReport) -> None:
    grades = report.trials
    if not grades:
        return
    report.overall = _score("all", grades)
    by_task: dict[str, list[TrialGrade]] = defaultdict(list)
    for g in grades:
        by_task[g.qid].append(g)
    for qid in sorted(by_task, key=_order):
        gs = by_task[qid]
        n, c, f = len(gs), sum(1 for g in gs if g.trial.reward == 1), gs[0].facts
        s = _score(qid, gs)
        report.tasks.append(TaskScore(qid, f.question_type, f.difficulty, f.verdict, n, c, s.mean_reward, s.rescored,
                                      {k: pass_at_k(n, c, k) for k in range(1, n + 1)},
                                      dict(Counter(g.label.label for g in gs if g.label))))
    for name, key in (("question_type", lambda g: g.facts.question_type), ("difficulty", lambda g: g.facts.difficulty),
                      ("verdict", lambda g: g.facts.verdict), ("model", lambda g: g.model)):
        groups: dict[str, list[TrialGrade]] = defaultdict(list)
        for g in grades:
            groups[key(g)].append(g)
        order = VERDICTS if name == "verdict" else sorted(groups)
        report.groups[name] = [_score(k, groups[k]) for k in order if k in groups]
    by_model: dict[str, dict[str, list[TrialGrade]]] = defaultdict(lambda: defaultdict(list))
    for g in grades:
        by_model[g.model][g.qid].append(g)
    for model, tasks in sorted(by_model.items()):
        least = min(len(v) for v in tasks.values())
        report.pass_at_k[model] = {
            k: sum(pass_at_k(len(v), sum(1 for g in v if g.trial.reward == 1), k) for v in tasks.values()) / len(tasks)
            for k in _k_values(least)}
    labels: dict[str, Counter] = defaultdict(Counter)
    for g in grades:
        if g.label:
            labels[g.facts.question_type][g.label.family if g.label.family != "variant" else g.label.label] += 1
    report.labels_by_type = {t: dict(sorted(c.items(), key=lambda kv: (LABELS.index(kv[0].split(":")[0]), kv[0])))
                             for t, c in sorted(labels.items())}


def _task_corpus(tasks: Path | None, trial: Trial) -> str | None:
    """The corpus checksum a cbwh-exported task declares in its task.toml, if the task is at hand."""
    import tomllib

    for where in ([tasks / trial.task.rsplit("/", 1)[-1]] if tasks else []) + (
            [Path(trial.task_path)] if trial.task_path else []):
        try:
            meta = tomllib.loads((where / "task.toml").read_text(encoding="utf-8")).get("metadata", {})
        except (OSError, ValueError):
            continue
        value = meta.get("corpus_sha256") if isinstance(meta, dict) else None
        return value if isinstance(value, str) else None
    return None


def _save(req: GradeRequest, report: GradeReport) -> list[int]:
    from datetime import datetime, timezone

    from cbwh import __version__
    from cbwh.store.connect import open_readonly
    from cbwh.store.graded import save
    from cbwh.store.queries import corpus_manifest

    conn = open_readonly(req.db)
    try:
        _, digest = corpus_manifest(conn)
    finally:
        conn.close()
    for g in report.trials:
        declared = _task_corpus(req.tasks, g.trial)
        if declared is not None and declared != digest:
            raise UsageError(f"{g.trial.path}: its task was exported from corpus {declared[:12]}…, the warehouse "
                             f"holds {digest[:12]}…; grade it against the warehouse of that corpus")
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    jobs = [{"job": job, "graded_at": now, "corpus_sha256": digest, "cbwh_version": __version__,
             "trials": sum(1 for g in report.trials if g.trial.job == job)} for job in dict.fromkeys(report.jobs)]
    trials = [{"job": g.trial.job, "trial": g.trial.name, "task": g.trial.task, "task_id": g.qid,
               "question_type": g.facts.question_type, "verdict": g.facts.verdict, "agent": g.trial.agent,
               "model": g.trial.model, "reward": g.trial.reward, "reward_source": g.trial.reward_source,
               "rescored": g.rescored, "exception": g.trial.exception, "answer": g.trial.answer,
               "sql_answer": g.facts.answer, "ground_truth": g.facts.ground_truth} for g in report.trials]
    labels = [{"job": g.trial.job, "trial": g.trial.name, "label": g.label.label, "family": g.label.family,
               "readings": ",".join(g.label.readings), "evidence": g.label.evidence}
              for g in report.trials if g.label]
    return save(req.db, digest, jobs, trials, labels)
