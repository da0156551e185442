"""The text of one Harbor task directory, rendered from a task's data.

Everything here returns strings (UTF-8, LF); writing is export/writer.py's job.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

INSTRUCTION_TAIL = (
    "Use only the files under `/app/files`. Write your final answer (and nothing else) to `/app/answer.txt`."
)
# Package mirrors and model APIs the agent (and the shared verifier's judge) may reach.
ALLOWED_HOSTS = (
    "pypi.org", "files.pythonhosted.org", "deb.debian.org", "security.debian.org", "registry.npmjs.org",
    "api.openai.com", "api.anthropic.com", "generativelanguage.googleapis.com", "*.openai.azure.com",
)
AGENT_TIMEOUT_SEC = 1800.0
VERIFIER_TIMEOUT_SEC = 600.0

DOCKERFILE = """\
FROM python:3.12-slim
RUN apt-get update \\
    && apt-get install -y --no-install-recommends curl ca-certificates \\
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY files/ /app/files/
"""

DOCKERIGNORE = "*\n!files/\n"

TEST_SH = """\
#!/bin/sh
# Runs the judge on /app/answer.txt; the reward lands in /logs/verifier/reward.txt.
set -eu
exec python3 "${CBWH_TESTS_DIR:-/tests}/judge.py"
"""


@dataclass(frozen=True)
class TaskText:
    """What one task says: its question, the answer to grade against, provenance."""

    task_id: str
    question: str
    answer: str
    question_type: str
    difficulty: str
    source_difficulty: str
    answer_source: str  # "sql", or "upstream" for an ambiguous task exported on request
    sql_agrees: bool | None
    upstream_ground_truth: str | None
    corpus_sha256: str
    cbwh_version: str
    source: str = "contextbench"  # or "cbwh-generate" for a generated suite
    suite: str = "cloud"  # the generated suite's id
    seed: int | None = None  # the generated suite's seed


def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)  # a TOML basic string


def task_toml(t: TaskText) -> str:
    meta = {
        "source": t.source, "suite": t.suite, "task_id": t.task_id, "difficulty": t.difficulty,
        "source_difficulty": t.source_difficulty, "question_type": t.question_type,
        "answer_source": t.answer_source, "corpus_sha256": t.corpus_sha256, "cbwh_version": t.cbwh_version,
    }
    if t.seed is not None:
        meta["seed"] = t.seed
    if t.sql_agrees is not None:
        meta["sql_agrees_with_upstream"] = t.sql_agrees
    if t.upstream_ground_truth is not None:
        meta["upstream_ground_truth"] = t.upstream_ground_truth
    lines = ['version = "1.3"', "", "[metadata]"]
    lines += [f"{k} = {_toml(v)}" for k, v in meta.items()]
    lines += ["", "[environment]", 'network_mode = "allowlist"', f"allowed_hosts = {_toml(ALLOWED_HOSTS)}",
              "", "[agent]", f"timeout_sec = {AGENT_TIMEOUT_SEC}",
              "", "[verifier]", f"timeout_sec = {VERIFIER_TIMEOUT_SEC}",
              "", "[verifier.env]",
              'OPENAI_API_KEY = "${OPENAI_API_KEY:-}"',
              'OPENAI_BASE_URL = "${OPENAI_BASE_URL:-https://api.openai.com/v1}"',
              'JUDGE_MODELS = "${JUDGE_MODELS:-}"',
              'JUDGE_MODEL = "${JUDGE_MODEL:-}"',
              'JUDGE_PROVIDER = "${JUDGE_PROVIDER:-}"']
    return "\n".join(lines) + "\n"


def instruction(t: TaskText) -> str:
    return f"{t.question}\n\n{INSTRUCTION_TAIL}\n"


def solve_sh(t: TaskText) -> str:
    return (
        "#!/bin/sh\n"
        "# The reference solution: the answer cbwh's compiled SQL gives.\n"
        "set -eu\n"
        f'printf \'%s\\n\' {shlex.quote(t.answer)} > "${{CBWH_APP_DIR:-/app}}/answer.txt"\n'
    )


def case_json(t: TaskText) -> str:
    return json.dumps({"input": t.question, "ground_truth": t.answer}, ensure_ascii=False, indent=2) + "\n"


@lru_cache(maxsize=1)
def judge_py() -> str:
    return resources.files("cbwh.export").joinpath("judge.py").read_text(encoding="utf-8")


def task_files(t: TaskText, rubric: str) -> dict[str, tuple[str, bool]]:
    """Relative path -> (text, executable) for every generated file of the task."""
    return {
        "instruction.md": (instruction(t), False),
        "task.toml": (task_toml(t), False),
        "environment/Dockerfile": (DOCKERFILE, False),
        "environment/.dockerignore": (DOCKERIGNORE, False),
        "solution/solve.sh": (solve_sh(t), True),
        "tests/case.json": (case_json(t), False),
        "tests/rubric.txt": (rubric, False),
        "tests/test.sh": (TEST_SH, True),
        "tests/judge.py": (judge_py(), False),
    }
