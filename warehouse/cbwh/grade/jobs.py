"""Harbor job directories, read as Harbor 0.25 writes them.

<job>/result.json is a JobResult (without its trials); each <job>/<trial>/ holds
result.json (a TrialResult: task name, agent and model, rewards, exception),
verifier/reward.json or reward.txt (reward.json wins, as the issue and Harbor's
verifier have it), verifier/judgement.json (cbwh's judge), and the answer artifact
artifacts/app/answer.txt. A trial that cannot be read is a Problem, never a traceback.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path

from cbwh.errors import UsageError

ANSWER_ARTIFACT = Path("artifacts") / "app" / "answer.txt"


@dataclass(frozen=True)
class Trial:
    job: str
    name: str
    task: str  # the task name as Harbor records it ("cb-cloud-1", "langchain-ai/cb-cloud-1")
    agent: str
    model: str | None
    reward: float | None
    reward_source: str | None  # reward.json, reward.txt, result.json, or None
    exception: str | None
    answer: str | None
    answer_source: str | None  # artifact, judgement, or None
    judgement: dict | None
    path: Path
    task_path: str | None  # where Harbor found the task (its tests/case.json holds the truth it graded against)


@dataclass(frozen=True)
class Problem:
    path: Path
    reason: str


def _read_json(path: Path) -> object:
    return json.loads(path.read_text(encoding="utf-8"))


def _reward_from(rewards: object) -> float | None:
    if isinstance(rewards, bool):
        return None
    if isinstance(rewards, (int, float)):
        value = float(rewards)
    elif isinstance(rewards, dict) and rewards:
        key = "reward" if "reward" in rewards else next(iter(rewards)) if len(rewards) == 1 else None
        found = rewards.get(key) if key is not None else None
        if isinstance(found, bool) or not isinstance(found, (int, float)):
            return None
        value = float(found)
    else:
        return None
    return value if math.isfinite(value) else None


def _reward(trial: Path, result: dict, problems: list[Problem]) -> tuple[float | None, str | None]:
    verifier = trial / "verifier"
    for name in ("reward.json", "reward.txt"):
        path = verifier / name
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
            value = _reward_from(json.loads(text) if name == "reward.json" else float(text))
        except (OSError, ValueError, UnicodeDecodeError):
            value = None
        if value is not None:
            return value, name
        problems.append(Problem(path, "unreadable reward; using the next source"))
    rewards = (result.get("verifier_result") or {}).get("rewards")
    value = _reward_from(rewards)
    return (value, "result.json") if value is not None else (None, None)


def _answer(trial: Path, judgement: dict | None) -> tuple[str | None, str | None]:
    path = trial / ANSWER_ARTIFACT
    if path.is_file():
        try:
            return path.read_text(encoding="utf-8", errors="replace").strip(), "artifact"
        except OSError:
            pass
    if judgement and isinstance(judgement.get("submission"), str) and not judgement.get("submission_truncated"):
        return judgement["submission"], "judgement"
    return None, None


def read_trial(job: str, trial: Path, problems: list[Problem]) -> Trial | None:
    path = trial / "result.json"
    try:
        result = _read_json(path)
        if not isinstance(result, dict) or not isinstance(result.get("task_name"), str):
            raise ValueError("not a Harbor TrialResult (no task_name)")
    except FileNotFoundError:
        problems.append(Problem(trial, "no result.json (the trial did not finish)"))
        return None
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        problems.append(Problem(path, f"unreadable: {exc}"))
        return None
    agent = result.get("agent_info") or {}
    model = (agent.get("model_info") or {}).get("name")
    judgement = None
    jpath = trial / "verifier" / "judgement.json"
    if jpath.is_file():
        try:
            loaded = _read_json(jpath)
            judgement = loaded if isinstance(loaded, dict) else None
        except (OSError, ValueError, UnicodeDecodeError):
            problems.append(Problem(jpath, "unreadable judgement.json; ignored"))
    reward, source = _reward(trial, result, problems)
    answer, answer_source = _answer(trial, judgement)
    exception = (result.get("exception_info") or {}).get("exception_type")
    task_path = (result.get("task_id") or {}).get("path") if isinstance(result.get("task_id"), dict) else None
    return Trial(job, str(result.get("trial_name") or trial.name), result["task_name"], str(agent.get("name") or "?"),
                 model, reward, source, exception, answer, answer_source, judgement, trial,
                 task_path if isinstance(task_path, str) else None)


def _result(path: Path) -> dict | None:
    try:
        data = _read_json(path / "result.json")
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    return data if isinstance(data, dict) else None


def _is_trial(path: Path) -> bool:
    """A trial directory: a TrialResult, or an unfinished trial's verifier/ or config.json."""
    result = _result(path)
    if result is not None:
        return "task_name" in result
    return (path / "verifier").is_dir() or (path / "config.json").is_file() or (path / "result.json").is_file()


def _is_job(path: Path) -> bool:
    result = _result(path)
    if result is not None and "n_total_trials" in result:
        return True
    return result is None and any(_is_trial(p) for p in path.iterdir() if p.is_dir())


def read_jobs(dirs: list[Path]) -> tuple[list[Trial], list[Problem], list[str]]:
    """Every trial of the given job directories (or directories of jobs); problems; job names."""
    trials: list[Trial] = []
    problems: list[Problem] = []
    jobs: list[str] = []

    def read_job(job_dir: Path) -> None:
        jobs.append(job_dir.name)
        if not (job_dir / "result.json").is_file():
            problems.append(Problem(job_dir, "no result.json (the job did not finish); reading its trials anyway"))
        for trial in sorted(p for p in job_dir.iterdir() if p.is_dir() and not p.name.startswith(".")):
            found = read_trial(job_dir.name, trial, problems)
            if found is not None:
                trials.append(found)

    for d in dirs:
        if not d.is_dir():
            raise UsageError(f"{d} is not a directory")
        if _is_job(d):
            read_job(d)
        else:
            subs = sorted(p for p in d.iterdir() if p.is_dir() and _is_job(p))
            if not subs:
                raise UsageError(f"{d} is not a Harbor job directory (no result.json, no trial directories)")
            for sub in subs:
                read_job(sub)
    return trials, problems, jobs
