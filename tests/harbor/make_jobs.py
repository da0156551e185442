"""Write Harbor job directories exactly as Harbor 0.25.0 writes them, with Harbor's own models.

Runs in Harbor's Python 3.12 venv (tests/test_grade.py calls it there):
    python make_jobs.py SPEC.json OUT_DIR
SPEC: {"jobs": [{"name", "trials": [{"name", "task", "agent", "model", "provider", "answer",
       "reward_txt", "reward_json", "rewards", "exception", "judgement", "broken"}]}]}
Each job gets OUT_DIR/<job>/result.json (a JobResult without its trials, as Harbor's job
writes it) and one OUT_DIR/<job>/<trial>/ per trial: result.json (TrialResult), config.json
(TrialConfig), verifier/reward.txt|reward.json|judgement.json, artifacts/app/answer.txt and
artifacts/manifest.json, as given.
"""

import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from uuid import UUID

from harbor.models.job.result import JobResult, JobStats
from harbor.models.task.id import LocalTaskId
from harbor.models.trial.config import TaskConfig, TrialConfig
from harbor.models.trial.paths import TrialPaths
from harbor.models.trial.result import AgentInfo, ExceptionInfo, ModelInfo, TrialResult
from harbor.models.verifier.result import VerifierResult

T0 = datetime(2026, 11, 30, 9, 0, tzinfo=timezone.utc)
JOBS_ROOT = Path("/home/user/jobs")


def trial_result(job_dir: Path, job_id: UUID, i: int, t: dict) -> TrialResult:
    task_path = Path(t.get("task_dir", "/datasets/context-retrieval-evals")) / t["task"].rsplit("/", 1)[-1]
    config = TrialConfig(task=TaskConfig(path=task_path), trial_name=t["name"], trials_dir=job_dir, job_id=job_id)
    exception = None
    if t.get("exception"):
        exception = ExceptionInfo(exception_type=t["exception"], exception_message=f"{t['exception']} raised",
                                  exception_traceback="Traceback (most recent call last): ...", occurred_at=T0)
    rewards = t.get("rewards")
    return TrialResult(
        id=UUID(int=i + 1), task_name=t.get("task_name", t["task"]), trial_name=t["name"],
        trial_uri=(job_dir / t["name"]).as_uri(), task_id=LocalTaskId(path=task_path),
        source=t.get("source", "context-retrieval-evals"), task_checksum="0" * 64, config=config,
        agent_info=AgentInfo(name=t.get("agent", "deepagents"), version="0.1.0",
                             model_info=ModelInfo(name=t["model"], provider=t.get("provider")) if t.get("model") else None),
        verifier_result=VerifierResult(rewards=rewards) if rewards is not None else None,
        exception_info=exception, started_at=T0 + timedelta(minutes=i), finished_at=T0 + timedelta(minutes=i, seconds=30),
    )


def write_job(out: Path, job: dict) -> None:
    job_dir = out / job["name"]
    job_dir.mkdir(parents=True)
    recorded = JOBS_ROOT / job["name"]  # the paths inside the results, fixed so the output is reproducible
    job_id = UUID(int=len(job["name"]))
    results = []
    for i, t in enumerate(job["trials"]):
        paths = TrialPaths(job_dir / t["name"])
        paths.mkdir()
        if t.get("broken"):
            paths.result_path.write_text(t["broken"])
            continue
        result = trial_result(recorded, job_id, i, t)
        results.append(result)
        paths.config_path.write_text(result.config.model_dump_json(indent=4))
        paths.result_path.write_text(result.model_dump_json(indent=4))
        if "reward_txt" in t:
            paths.reward_text_path.write_text(t["reward_txt"])
        if "reward_json" in t:
            paths.reward_json_path.write_text(json.dumps(t["reward_json"]))
        if "judgement" in t:
            (paths.verifier_dir / "judgement.json").write_text(json.dumps(t["judgement"], indent=2))
        if t.get("answer") is not None:
            answer = paths.host_artifact_path("main", "/app/answer.txt")
            answer.parent.mkdir(parents=True, exist_ok=True)
            answer.write_text(t["answer"])
            paths.artifacts_manifest_path.write_text(json.dumps(
                [{"service": "main", "source": "/app/answer.txt", "destination": "app/answer.txt", "type": "file",
                  "status": "ok"}], indent=4))
    stats = JobStats.from_trial_results(results, n_total_trials=len(job["trials"]))
    job_result = JobResult(id=job_id, started_at=T0, finished_at=T0 + timedelta(hours=1),
                           n_total_trials=len(job["trials"]), stats=stats, trial_results=results)
    (job_dir / "result.json").write_text(job_result.model_dump_json(indent=4, exclude={"trial_results"}))


def main() -> None:
    spec = json.loads(Path(sys.argv[1]).read_text())
    out = Path(sys.argv[2])
    for job in spec["jobs"]:
        write_job(out, job)


if __name__ == "__main__":
    main()
