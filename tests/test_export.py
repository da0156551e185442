"""`cbwh export-tasks`: the layout, the answers, the safety rules."""

from __future__ import annotations

import json
import os
import subprocess
import tomllib
from pathlib import Path

import pytest

from cbwh.export import files as task_files_mod
from cbwh.export import writer
from cbwh.run.answering import answer_all

FILES = ["instruction.md", "task.toml", "environment/Dockerfile", "environment/.dockerignore",
         "solution/solve.sh", "tests/case.json", "tests/rubric.txt", "tests/test.sh", "tests/judge.py"]
TAIL = "Use only the files under `/app/files`. Write your final answer (and nothing else) to `/app/answer.txt`."


@pytest.fixture(scope="module")
def answers(real_db, questions_path):
    return {r.result.question.id: r for r in answer_all(real_db, questions_path)}


@pytest.fixture
def export(real_db, corpus_dir, questions_path, run):
    def go(out, *args):
        return run("export-tasks", "--out", out, "--db", real_db, "--corpus", corpus_dir,
                   "--questions", questions_path, "--rubric", corpus_dir.parent / "rubric.txt", *args)
    return go


@pytest.fixture(scope="module")
def exported(real_db, corpus_dir, tmp_path_factory):
    from click.testing import CliRunner

    from cbwh.cli import cli

    out = tmp_path_factory.mktemp("export") / "tasks"
    result = CliRunner().invoke(cli, ["export-tasks", "--out", str(out), "--db", str(real_db), "--corpus", str(corpus_dir)])
    assert result.exit_code == 0, result.output
    return out, result


def test_every_unambiguous_task_is_written_and_summarised(exported, answers):
    out, result = exported
    ambiguous = sorted(q for q, r in answers.items() if r.result.status == "ambiguous")
    differ = sorted(q for q, r in answers.items() if r.result.status == "ok" and not r.agrees)
    written = sorted(p.name for p in out.iterdir() if p.is_dir())
    assert written == sorted(set(answers) - set(ambiguous))
    assert f"{len(written)} tasks written to {out}" in result.output
    assert f"{len(differ)} differ from upstream" in result.output and all(q in result.output for q in differ)
    assert f"{len(ambiguous)} skipped: {', '.join(ambiguous)}" in result.output
    assert all(f"warning: skipped {q}: ambiguous" in result.stderr for q in ambiguous)
    meta = tomllib.loads((out / "dataset.toml").read_text())["metadata"]
    assert sorted(meta["tasks"]) == written and meta["generator"] == "cbwh"


def test_task_layout_and_contents(exported, answers, corpus_dir):
    out, _ = exported
    for task in (p for p in out.iterdir() if p.is_dir()):
        r = answers[task.name].result
        for rel in FILES:
            text = (task / rel).read_bytes().decode("utf-8")
            assert "\r" not in text, f"{task.name}/{rel} has CR"
        assert os.access(task / "solution/solve.sh", os.X_OK) and os.access(task / "tests/test.sh", os.X_OK)
        assert (task / "instruction.md").read_text() == f"{r.question.text}\n\n{TAIL}\n"
        assert json.loads((task / "tests/case.json").read_text()) == {"input": r.question.text, "ground_truth": r.answer}
        assert sorted(p.name for p in (task / "environment/files").iterdir()) == sorted(p.name for p in corpus_dir.glob("*.txt"))
        config = tomllib.loads((task / "task.toml").read_text())
        assert config["version"] == "1.3"
        meta = config["metadata"]
        assert (meta["source"], meta["suite"], meta["question_type"]) == ("contextbench", "cloud", r.question.question_type)
        assert meta["answer_source"] == "sql" and meta["sql_agrees_with_upstream"] == answers[task.name].agrees
        assert config["environment"]["network_mode"] == "allowlist"
        assert config["agent"]["timeout_sec"] > 0 and config["verifier"]["timeout_sec"] > 0
    dockerfile = (out / "cb-cloud-1/environment/Dockerfile").read_text()
    assert dockerfile.startswith("FROM python:3.12-slim\n") and "COPY files/ /app/files/" in dockerfile


def run_task(task: Path, root: Path, answer: str | None = None) -> str:
    env = dict(os.environ, CBWH_APP_DIR=str(root / "app"), CBWH_TESTS_DIR=str(task / "tests"),
               CBWH_LOGS_DIR=str(root / "logs"), JUDGE_PROVIDER="local")
    (root / "app").mkdir(parents=True, exist_ok=True)
    if answer is None:
        subprocess.run(["sh", str(task / "solution/solve.sh")], env=env, check=True)
    else:
        (root / "app/answer.txt").write_text(answer)
    subprocess.run(["sh", str(task / "tests/test.sh")], env=env, check=True, capture_output=True)
    return (root / "logs/reward.txt").read_text().strip()


def test_solution_scores_one_on_every_task(exported, tmp_path):
    out, _ = exported
    for task in sorted(p for p in out.iterdir() if p.is_dir()):
        assert run_task(task, tmp_path / task.name) == "1.0", task.name


def test_a_wrong_answer_scores_zero(exported, tmp_path):
    out, _ = exported
    for task in sorted(p for p in out.iterdir() if p.is_dir())[::7]:
        assert run_task(task, tmp_path / task.name, "Nobody Atall 0") == "0.0", task.name


def test_missing_answer_scores_zero(exported, tmp_path):
    out, _ = exported
    task = out / "cb-cloud-1"
    env = dict(os.environ, CBWH_APP_DIR=str(tmp_path / "app"), CBWH_TESTS_DIR=str(task / "tests"),
               CBWH_LOGS_DIR=str(tmp_path / "logs"), JUDGE_PROVIDER="local")
    subprocess.run(["sh", str(task / "tests/test.sh")], env=env, check=True, capture_output=True)
    assert (tmp_path / "logs/reward.txt").read_text().strip() == "0.0"


def test_include_ambiguous_uses_upstream_and_says_so(export, tmp_path, answers, questions_path):
    qid = next(q for q, r in answers.items() if r.result.status == "ambiguous")
    result = export(tmp_path / "out", "--ids", qid, "--include-ambiguous")
    assert result.exit_code == 0, result.output
    meta = tomllib.loads((tmp_path / "out" / qid / "task.toml").read_text())["metadata"]
    assert meta["answer_source"] == "upstream" and "sql_agrees_with_upstream" not in meta
    truth = json.loads((tmp_path / "out" / qid / "tests/case.json").read_text())["ground_truth"]
    assert truth == answers[qid].upstream.ground_truth


def test_subset_stamps_the_calibrated_tier(export, tmp_path, answers, corpus_dir):
    calibration = json.loads((corpus_dir.parent / "calibration.json").read_text())["tasks"]
    result = export(tmp_path / "out", "--subset", "deepagents-30")
    assert result.exit_code == 0, result.output
    written = {p.name for p in (tmp_path / "out").iterdir() if p.is_dir()}
    assert written == {q for q in calibration if answers[q].result.status == "ok"}
    for qid in written:
        meta = tomllib.loads((tmp_path / "out" / qid / "task.toml").read_text())["metadata"]
        assert meta["difficulty"] == calibration[qid]["tier"]
        assert meta["source_difficulty"] == answers[qid].upstream.difficulty


@pytest.mark.parametrize("ids,message", [(["cb-cloud-100"], "not in the catalog"), (["../etc"], "is not a task id"),
                                         (["cb-cloud-1", "cb-cloud-x"], "is not a task id")])
def test_bad_ids_write_nothing(export, tmp_path, ids, message):
    result = export(tmp_path / "out", *[a for i in ids for a in ("--ids", i)])
    assert result.exit_code != 0 and message in result.output
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_foreign_directory_is_refused_unless_forced(export, tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me")
    refused = export(out, "--ids", "cb-cloud-1")
    assert refused.exit_code == 2 and "pass --force" in refused.output
    assert sorted(p.name for p in out.iterdir()) == ["notes.txt"]
    forced = export(out, "--ids", "cb-cloud-1", "--force")
    assert forced.exit_code == 0 and (out / "cb-cloud-1/task.toml").is_file() and (out / "notes.txt").exists()


def test_reexport_replaces_tasks_and_removes_stale_ones(export, tmp_path):
    out = tmp_path / "out"
    assert export(out, "--ids", "cb-cloud-1", "cb-cloud-2").exit_code == 0
    again = export(out, "--ids", "cb-cloud-2")
    assert again.exit_code == 0 and "removed: cb-cloud-1" in again.output
    assert sorted(p.name for p in out.iterdir()) == ["cb-cloud-2", "dataset.toml"]


def test_link_hard_links_the_corpus(export, tmp_path, corpus_dir):
    out = tmp_path / "out"
    # the shared corpus may be read-only or on another filesystem: link from a copy here
    local = tmp_path / "corpus"
    local.mkdir()
    for p in corpus_dir.glob("*.txt"):
        (local / p.name).write_bytes(p.read_bytes())
    result = export(out, "--ids", "cb-cloud-1", "--link", "--corpus", local)
    assert result.exit_code == 0, result.output
    exported = out / "cb-cloud-1/environment/files/pets.txt"
    assert exported.stat().st_ino == (local / "pets.txt").stat().st_ino


def test_failed_export_leaves_no_half_written_task(export, tmp_path, monkeypatch):
    calls = []

    def failing(src, dst, link):
        calls.append(src)
        if len(calls) == 13:  # in the middle of the second task
            raise OSError("disk full")
        dst.write_bytes(src.read_bytes())

    monkeypatch.setattr(writer, "_place_file", failing)
    out = tmp_path / "out"
    result = export(out, "--ids", "cb-cloud-1", "cb-cloud-2")
    assert result.exit_code == 1 and result.output.strip() == "Error: disk full"
    assert sorted(p.name for p in out.iterdir()) == ["cb-cloud-1"]  # whole, or not at all
    assert len(list((out / "cb-cloud-1/environment/files").iterdir())) == 10


def test_corpus_must_be_the_one_ingested(export, tmp_path, corpus_dir):
    other = tmp_path / "corpus"
    other.mkdir()
    for p in corpus_dir.glob("*.txt"):
        (other / p.name).write_bytes(p.read_bytes())
    (other / "pets.txt").write_text((other / "pets.txt").read_text().replace("Dawn", "Dusk"))
    result = export(tmp_path / "out", "--ids", "cb-cloud-1", "--corpus", other)
    assert result.exit_code == 1 and "pets.txt: differs from the corpus the warehouse was built from" in result.output


@pytest.mark.parametrize("answer", ["Tammy Roberts", "O'Malley's $HOME `id` \"x\"", "$138,439.16", "a\\nb"])
def test_solve_sh_quotes_any_answer(tmp_path, answer):
    text = task_files_mod.TaskText("cb-cloud-1", "q", answer, "negation", "easy", "easy", "sql", True, None, "x", "0")
    script = tmp_path / "solve.sh"
    script.write_text(task_files_mod.solve_sh(text))
    subprocess.run(["sh", str(script)], env=dict(os.environ, CBWH_APP_DIR=str(tmp_path)), check=True)
    assert (tmp_path / "answer.txt").read_text() == answer + "\n"
