"""The text of one Harbor task directory, rendered from a task's data.

Everything here returns strings (UTF-8, LF); writing is export/writer.py's job.
"""

from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from cbwh.errors import UsageError

INSTRUCTION_TAIL = (
    "Use only the files under `/app/files`. Write your final answer (and nothing else) to `/app/answer.txt`."
)
# deepagents' allowlist, exactly (langchain-ai/deepagents, libs/evals/datasets/
# context-retrieval-evals/*/task.toml): the uv installer and GitHub downloads an agent
# harness bootstraps itself from, package mirrors, LangSmith tracing, model providers.
ALLOWED_HOSTS = (
    "astral.sh", "*.astral.sh", "github.com", "*.githubusercontent.com", "pypi.org", "*.pythonhosted.org",
    "api.smith.langchain.com", "api.anthropic.com", "api.openai.com", "generativelanguage.googleapis.com",
    "openrouter.ai", "*.baseten.co", "api.fireworks.ai", "ollama.com", "api.groq.com", "integrate.api.nvidia.com",
    "api.x.ai",
)
ANSWER_ARTIFACT = "/app/answer.txt"  # Harbor copies it into the trial dir, so `harbor jobs regrade` can re-judge
AGENT_TIMEOUT_SEC = 1800.0
VERIFIER_TIMEOUT_SEC = 600.0

# deepagents' Dockerfile, byte for byte.
DOCKERFILE = """\
FROM python:3.12-slim

# Pre-install curl at build time (the build phase has network) so the in-sandbox
# agent's runtime bootstrap skips apt; runtime egress is then all-HTTPS via the
# task's network allowlist.
RUN apt-get update \\
    && apt-get install -y --no-install-recommends curl ca-certificates \\
    && rm -rf /var/lib/apt/lists/*

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


@lru_cache(maxsize=4)
def _toml_hosts(hosts: tuple[str, ...]) -> str:
    """The allowlist as TOML: the same in every task, rendered once."""
    return _toml(hosts)


def task_toml(t: TaskText, allowed_hosts: tuple[str, ...] = ALLOWED_HOSTS) -> str:
    meta: dict[str, str | bool | int] = {  # deepagents' keys first, in their order; then cbwh's
        "source": t.source, "suite": t.suite, "difficulty": t.difficulty,
        "source_difficulty": t.source_difficulty, "question_type": t.question_type, "task_id": t.task_id,
        "answer_source": t.answer_source, "corpus_sha256": t.corpus_sha256, "cbwh_version": t.cbwh_version,
    }
    if t.seed is not None:
        meta["seed"] = t.seed
    if t.sql_agrees is not None:
        meta["sql_agrees_with_upstream"] = t.sql_agrees
    if t.upstream_ground_truth is not None:
        meta["upstream_ground_truth"] = t.upstream_ground_truth
    lines = ['version = "1.3"', f"artifacts = {_toml([ANSWER_ARTIFACT])}", "", "[metadata]"]
    lines += [f"{k} = {_toml(v)}" for k, v in meta.items()]
    lines += ["", "[environment]", 'network_mode = "allowlist"', f"allowed_hosts = {_toml_hosts(allowed_hosts)}",
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
    """The reference solution, as deepagents writes it: the answer cbwh's compiled SQL gives."""
    return f"#!/bin/sh\nset -eu\nprintf '%s\\n' {shlex.quote(t.answer)} > {ANSWER_ARTIFACT}\n"


def case_json(t: TaskText) -> str:
    """The question and the answer the judge grades against, on one line as deepagents commits it."""
    return json.dumps({"input": t.question, "ground_truth": t.answer}, ensure_ascii=False) + "\n"


@lru_cache(maxsize=1)
def judge_py() -> str:
    """cbwh/judge.py, verbatim (read beside the module, as the shipped data folders are: no
    importlib.resources, whose imports cost an export more than reading the file)."""
    from cbwh import judge

    return Path(judge.__file__).read_text(encoding="utf-8")


def names_txt(names) -> str:
    """tests/names.txt: every person's full name, once, sorted; the offline judge's candidates."""
    return "".join(f"{n}\n" for n in sorted(set(names)))


LAYOUTS = ("full", "thin")
# What `--layout thin` leaves out and `cbwh populate` restores: the same in every task.
VERIFIER_FILES = ("tests/test.sh", "tests/judge.py", "tests/rubric.txt", "tests/names.txt")
CORPUS_DIR = "environment/files"


def verifier_files(rubric: str, names: str) -> dict[str, tuple[str, bool]]:
    """The invariant verifier files: relative path -> (text, executable)."""
    return {
        "tests/test.sh": (TEST_SH, True),
        "tests/judge.py": (judge_py(), False),
        "tests/rubric.txt": (rubric, False),
        "tests/names.txt": (names, False),
    }


def task_files(t: TaskText, rubric: str, names: str, layout: str = "full",
               allowed_hosts: tuple[str, ...] = ALLOWED_HOSTS) -> dict[str, tuple[str, bool]]:
    """Relative path -> (text, executable) for every generated file of the task."""
    files = {
        "instruction.md": (instruction(t), False),
        "task.toml": (task_toml(t, allowed_hosts), False),
        "environment/Dockerfile": (DOCKERFILE, False),
        "environment/.dockerignore": (DOCKERIGNORE, False),
        "solution/solve.sh": (solve_sh(t), True),
        "tests/case.json": (case_json(t), False),
    }
    return files if layout == "thin" else files | verifier_files(rubric, names)


_HOST = re.compile(r"^(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$")


def parse_allowed_hosts(value: str) -> tuple[str, ...]:
    """--allowed-hosts: a file (one host per line or comma-separated, # comments) or a comma-separated list."""
    path = Path(value)
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"--allowed-hosts {value}: cannot read it ({exc})") from None
        text = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    else:
        text = value
    hosts = [h.strip().lower() for h in re.split(r"[,\s]+", text) if h.strip()]
    bad = [h for h in hosts if not _HOST.match(h)]
    if bad:
        raise UsageError(f"--allowed-hosts: {bad[0]!r} is not a host name (examples: pypi.org, *.openai.com)")
    if not hosts:
        raise UsageError(f"--allowed-hosts {value!r} names no host")
    return tuple(dict.fromkeys(hosts))
