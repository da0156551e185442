"""Conformance with Harbor's own code (harbor==0.25.0, in its own Python 3.12 venv).

Slow (installs Harbor once per machine into $CBWH_HARBOR_VENV or the user cache), so
it is marked `harbor` and runs as a separate step: python -m pytest -m harbor

Python 3.12 is found as $CBWH_PYTHON312, else under pyenv ($PYENV_ROOT, default
~/.pyenv), else `python3.12` on PATH. The first run says on the terminal what it is
installing (a minute or two).
"""

from __future__ import annotations

import fcntl
import glob
import os
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.harbor

HARBOR = "harbor==0.25.0"
CHECK = """
import sys
from pathlib import Path
from harbor.models.dataset.manifest import DatasetManifest
from harbor.models.task.artifacts import normalize_artifact_entries
from harbor.models.task.task import Task
from harbor.utils.env import resolve_env_vars
root = Path(sys.argv[1])
tasks = sorted(p for p in root.iterdir() if p.is_dir())
bad = [p.name for p in tasks if not Task.is_valid_dir(p)]
loaded = [Task(p) for p in tasks]
names = [t.name for t in loaded]
for t in loaded:
    resolve_env_vars(t.config.verifier.env)  # every ${VAR:-default} template resolves on a bare host
    assert t.config.environment.network_mode.value == "allowlist", t.name
    assert [a.source for a in normalize_artifact_entries(t.config.artifacts)] == ["/app/answer.txt"], t.name
DatasetManifest.from_toml_file(root / "dataset.toml")
print(len(tasks), "tasks;", "invalid:", bad)
sys.exit(1 if bad or len(names) != len(tasks) else 0)
"""


def python312_candidates() -> list[str]:
    """Where a Python 3.12 may be, in order: $CBWH_PYTHON312, pyenv's versions ($PYENV_ROOT or
    ~/.pyenv), python3.12 on PATH."""
    pyenv = os.environ.get("PYENV_ROOT") or os.path.expanduser("~/.pyenv")
    return [c for c in (os.environ.get("CBWH_PYTHON312"),
                        *sorted(glob.glob(os.path.join(pyenv, "versions", "3.12*", "bin", "python3.12"))),
                        shutil.which("python3.12")) if c]


def python312() -> str:
    """A Python 3.12 that runs (a pyenv shim may exist without the version being active)."""
    tried = python312_candidates()
    for candidate in tried:
        if subprocess.run([candidate, "--version"], capture_output=True).returncode == 0:
            return candidate
    pytest.fail(f"Harbor needs Python 3.12: install it (pyenv install 3.12) or set CBWH_PYTHON312; tried {tried}")


def _say(message: str) -> None:
    """Straight to the terminal, past pytest's capture: the first run is long and must not be silent."""
    try:
        with open("/dev/tty", "w") as tty:
            tty.write(message + "\n")
    except OSError:
        print(message, flush=True)


@pytest.fixture(scope="session")
def harbor_venv() -> Path:
    venv = Path(os.environ.get("CBWH_HARBOR_VENV") or Path.home() / ".cache" / "cbwh-test" / "harbor-0.25.0")
    venv.parent.mkdir(parents=True, exist_ok=True)
    # One installer at a time: pytest-xdist workers (and parallel sessions) share this venv.
    with open(venv.parent / f".{venv.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        _install_harbor(venv)
    return venv


def _install_harbor(venv: Path) -> None:
    if not (venv / "bin" / "harbor").exists():
        python = python312()
        _say(f"harbor tests: installing {HARBOR} into {venv} with {python} (once; a minute or two)...")
        shutil.rmtree(venv, ignore_errors=True)
        subprocess.run([python, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(venv / "bin" / "pip"), "install", "--quiet", HARBOR], check=True)
        _say("harbor tests: installed")


@pytest.fixture(scope="module")
def tasks_dir(run, real_db, corpus_dir, questions_path, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("harbor") / "tasks"
    result = run("export-tasks", "--out", out, "--db", real_db, "--corpus", corpus_dir,
                 "--questions", questions_path, "--rubric", corpus_dir.parent / "rubric.txt")
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def suite_tasks_dir(run, real_db, corpus_dir, tmp_path_factory) -> Path:
    """A generated suite (one question of each type), exported."""
    base = tmp_path_factory.mktemp("harbor-suite")
    result = run("generate", "--n", 8, "--seed", 7, "--mix", "even", "--out", base / "suite.jsonl", "--db", real_db, "--quiet")
    assert result.exit_code == 0, result.output
    result = run("export-tasks", "--out", base / "tasks", "--db", real_db, "--corpus", corpus_dir,
                 "--questions", base / "suite.jsonl", "--rubric", corpus_dir.parent / "rubric.txt")
    assert result.exit_code == 0 and "8 tasks written" in result.output, result.output
    return base / "tasks"


@pytest.fixture(scope="module")
def run():
    from click.testing import CliRunner

    from cbwh.cli import cli

    return lambda *args: CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def test_every_task_is_valid_for_harbor(harbor_venv, tasks_dir):
    result = subprocess.run([str(harbor_venv / "bin" / "python"), "-c", CHECK, str(tasks_dir)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "invalid: []" in result.stdout


def test_harbor_lint_passes(harbor_venv, tasks_dir):
    tasks = sorted(str(p) for p in tasks_dir.iterdir() if p.is_dir())
    result = subprocess.run([str(harbor_venv / "bin" / "harbor"), "lint", "--ignore", "shared-verifier", *tasks],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_generated_task_is_valid_for_harbor(harbor_venv, suite_tasks_dir):
    result = subprocess.run([str(harbor_venv / "bin" / "python"), "-c", CHECK, str(suite_tasks_dir)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "invalid: []" in result.stdout


def test_harbor_lint_passes_on_generated_tasks(harbor_venv, suite_tasks_dir):
    tasks = sorted(str(p) for p in suite_tasks_dir.iterdir() if p.is_dir())
    assert len(tasks) == 8
    result = subprocess.run([str(harbor_venv / "bin" / "harbor"), "lint", "--ignore", "shared-verifier", *tasks],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_grade_fixtures_are_what_harbor_writes(harbor_venv, tmp_path):
    """tests/data/harbor-jobs/ (read by tests/test_grade.py) is rewritten here by Harbor's own
    models (tests/harbor/make_jobs.py) and must come out byte for byte the same; Harbor then
    reads every result back."""
    here = Path(__file__).parent
    python = str(harbor_venv / "bin" / "python")

    def tree(root):
        return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}

    for spec, data in (("jobs.json", "harbor-jobs"), ("suite_jobs.json", "harbor-jobs-suite")):
        out = tmp_path / data
        subprocess.run([python, str(here / "harbor" / "make_jobs.py"), str(here / "harbor" / spec), str(out)], check=True)
        assert tree(out) == tree(here / "data" / data), data
    committed = here / "data" / "harbor-jobs"
    check = ("import sys, pathlib\n"
             "from harbor.models.job.result import JobResult\n"
             "from harbor.models.trial.result import TrialResult\n"
             "root = pathlib.Path(sys.argv[1])\n"
             "jobs = [JobResult.model_validate_json((j / 'result.json').read_text()) for j in root.iterdir()]\n"
             "trials = [TrialResult.model_validate_json(p.read_text()) for p in root.glob('*/*/result.json')\n"
             "          if p.read_text().startswith('{\\n')]\n"
             "print(len(jobs), len(trials))\n")
    done = subprocess.run([python, "-c", check, str(committed)], check=True, capture_output=True, text=True)
    assert done.stdout.split() == ["2", "18"]
