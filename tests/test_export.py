"""`cbwh export-tasks`: the layout, the answers, the safety rules."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from cbwh import judge as judge_mod
from cbwh.export import files as task_files_mod
from cbwh.export import writer
from cbwh.run.answering import answer_all

FILES = ["instruction.md", "task.toml", "environment/Dockerfile", "environment/.dockerignore",
         "solution/solve.sh", "tests/case.json", "tests/rubric.txt", "tests/test.sh", "tests/judge.py",
         "tests/names.txt"]
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


def run_solution(script: Path, app: Path) -> None:
    """solve.sh writes /app/answer.txt (as deepagents' does); run it with /app moved to app."""
    text = script.read_text()
    assert text.endswith(" > /app/answer.txt\n")
    subprocess.run(["sh", "-c", text.replace(" > /app/answer.txt", f" > '{app}/answer.txt'")], check=True)


def run_task(task: Path, root: Path, answer: str | None = None) -> str:
    env = dict(os.environ, CBWH_APP_DIR=str(root / "app"), CBWH_TESTS_DIR=str(task / "tests"),
               CBWH_LOGS_DIR=str(root / "logs"), JUDGE_PROVIDER="local")
    (root / "app").mkdir(parents=True, exist_ok=True)
    if answer is None:
        run_solution(task / "solution/solve.sh", root / "app")
    else:
        (root / "app/answer.txt").write_text(answer)
    subprocess.run(["sh", str(task / "tests/test.sh")], env=env, check=True, capture_output=True)
    return (root / "logs/reward.txt").read_text().strip()


def shipped_judge(task: Path):
    """The task's own tests/judge.py, imported (it is the same file in every task)."""
    spec = importlib.util.spec_from_file_location(f"shipped_judge_{task.name}", task / "tests/judge.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_task_ships_the_one_judge_and_every_name(exported, real_db):
    out, _ = exported
    judge_text = Path(judge_mod.__file__).read_text()
    people = sorted({n for (n,) in sqlite3.connect(real_db).execute("SELECT full_name FROM people")})
    for task in (p for p in out.iterdir() if p.is_dir()):
        assert (task / "tests/judge.py").read_text() == judge_text
        assert (task / "tests/names.txt").read_text().splitlines() == people


def test_solution_scores_one_on_every_task(exported, tmp_path):
    """solve.sh's answer through the shipped judge, in-process for every task; two end to end."""
    out, _ = exported
    tasks = sorted(p for p in out.iterdir() if p.is_dir())
    judge = shipped_judge(tasks[0])
    for task in tasks:
        app = tmp_path / task.name
        app.mkdir()
        run_solution(task / "solution/solve.sh", app)
        truth = json.loads((task / "tests/case.json").read_text())["ground_truth"]
        assert judge.judge((app / "answer.txt").read_text(), truth, judge.load_names(task / "tests")) == (
            1.0, "final number {} equals the expected answer".format(judge.number(truth)) if re.search(r"\d", truth)
            else "names exactly the expected answer"), task.name
    for task in (out / "cb-cloud-1", out / "cb-cloud-8"):
        assert run_task(task, tmp_path / "e2e" / task.name) == "1.0", task.name


def test_a_wrong_answer_scores_zero(exported, tmp_path):
    """Through the shipped judge in-process on every task (every task ships the one judge: above), and end to end
    (tests/test.sh, a process of ~0.1 s of CPU) on one; until s37 three tasks end to end and no other."""
    out, _ = exported
    tasks = sorted(p for p in out.iterdir() if p.is_dir())
    judge = shipped_judge(tasks[0])
    for task in tasks:
        truth = json.loads((task / "tests/case.json").read_text())["ground_truth"]
        assert judge.judge("Nobody Atall 0", truth, judge.load_names(task / "tests"))[0] == 0.0, task.name
    assert run_task(tasks[33], tmp_path / tasks[33].name, "Nobody Atall 0") == "0.0", tasks[33].name


def _words(n: int) -> str:
    """English number words, written independently of the judge's parser."""
    units = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen " \
            "sixteen seventeen eighteen nineteen".split()
    tens = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
    if n < 20:
        return units[n]
    if n < 100:
        return tens[n // 10] + ("" if n % 10 == 0 else "-" + units[n % 10])
    return units[n // 100] + " hundred" + ("" if n % 100 == 0 else " and " + _words(n % 100))


def _rubric_cases(truth: str, names: list[str], people_txt: str) -> list[tuple[str, float]]:
    """(submission, expected score) pairs for one task: the rubric's rules and the ways to game them."""
    dump = [(people_txt, 0.0), ("\n".join(names), 0.0), ("I cannot help with that.", 0.5),
            ("I don't have access to those files.", 0.5), ("I could not find the answer in the files.", 0.0), ("", 0.0)]
    value = judge_mod.number(truth)
    if value is not None:
        plain, wrong = f"{value}", f"{value + 1}"
        cases = [(plain, 1.0), (f"The answer is {truth}.", 1.0), (f"{wrong}, no: {plain}", 1.0),
                 (f"{plain}, no wait, {wrong}", 0.0), (f"{plain} or {wrong}", 0.0), (f"{wrong} or {plain}", 0.0),
                 (wrong, 0.0), (f"{names[0]}: {plain}", 1.0)]
        if value == value.to_integral() and 0 <= value < 1000:
            cases += [(_words(int(value)), 1.0), (f"{_words(int(value))} records", 1.0), (_words(int(value) + 1), 0.0)]
        if value != value.to_integral():
            cases += [(f"${value:,}", 1.0), (f"{value:,}", 1.0), (f"$ {value}", 1.0), (f"{value.to_integral()}", 0.0)]
        return cases + dump
    other = next(n for n in names if n != truth)
    cases = [(truth, 1.0), (truth.upper(), 1.0), (f"The answer is {truth}.", 1.0), (f"{truth}'s the one", 1.0),
             (f"Final answer: {truth}", 1.0), (f"{other}? No. Final answer: {truth}", 1.0),
             (f"{truth} or {other}", 0.0), (f"{other}, {truth}", 0.0), (f"Not {truth}", 0.0),
             (f"It is not {truth}.", 0.0), (f"{truth} is not the answer", 0.0), (f"{truth}son", 0.0),
             (f"{truth}-Smith", 0.0), (truth.split()[0], 0.0), (truth[:-1], 0.0), (other, 0.0)]
    return cases + dump


def test_the_rubric_rules_on_every_task(exported, corpus_dir):
    """Every case of the rubric, and every way issue 9 found to game it, on every exported task."""
    out, _ = exported
    people_txt = (corpus_dir / "people.txt").read_text()
    tasks = sorted(p for p in out.iterdir() if p.is_dir())
    judge = shipped_judge(tasks[0])
    kinds = set()
    for task in tasks:
        truth = json.loads((task / "tests/case.json").read_text())["ground_truth"]
        names = judge.load_names(task / "tests")
        kinds.add(judge.number(truth) is not None)
        for submission, score in _rubric_cases(truth, list(names), people_txt):
            assert judge.judge(submission, truth, names)[0] == score, (task.name, submission[:80], truth)
    assert kinds == {True, False}


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


def test_files_every_task_shares_are_written_once_and_linked(export, tmp_path):
    out = tmp_path / "out"
    assert export(out, "--ids", "cb-cloud-1", "cb-cloud-2", "cb-cloud-3").exit_code == 0
    for rel in FILES:
        a, b, c = (out / t / rel for t in ("cb-cloud-1", "cb-cloud-2", "cb-cloud-3"))
        same = a.read_bytes() == b.read_bytes() == c.read_bytes()
        assert same == (a.stat().st_ino == b.stat().st_ino == c.stat().st_ino), rel  # linked exactly when identical
        assert (a.stat().st_mode & 0o111 != 0) == (rel == "solution/solve.sh" or rel == "tests/test.sh")
    assert (out / "cb-cloud-1/tests/judge.py").stat().st_nlink == 3
    assert (out / "cb-cloud-1/tests/case.json").stat().st_nlink == 1
    assert (out / "cb-cloud-1/environment/files/pets.txt").stat().st_nlink == 1  # the corpus is copied


def test_failed_export_leaves_no_half_written_task(export, tmp_path, monkeypatch):
    calls = []

    def failing(src, dst, link):
        calls.append(src)
        if len(calls) == 13:  # in the middle of the second task
            raise OSError("disk full")
        Path(dst).write_bytes(src.read_bytes())

    monkeypatch.setattr(writer, "place_file", failing)
    out = tmp_path / "out"
    result = export(out, "--ids", "cb-cloud-1", "cb-cloud-2")
    assert result.exit_code == 1 and result.output.strip() == f"Error: cannot write task {out / 'cb-cloud-2'}: disk full"
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
    run_solution(script, tmp_path)
    assert (tmp_path / "answer.txt").read_text() == answer + "\n"


def _dead_pid() -> int:
    pid = 2 ** 22 - 1
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid -= 1


def test_an_export_killed_before_its_dataset_toml_is_completed_by_the_same_command(export, tmp_path):
    out = tmp_path / "out"
    assert export(out, "--ids", "cb-cloud-1", "cb-cloud-2").exit_code == 0
    (out / "dataset.toml").unlink()  # what a kill during a first export leaves: tasks, temporaries, no listing
    debris = out / f".cb-cloud-3.tmp-{_dead_pid()}"
    (debris / "tests").mkdir(parents=True)
    live = out / f".cb-cloud-4.tmp-{os.getppid()}"  # a run still going: not ours to remove
    live.mkdir()
    result = export(out, "--ids", "cb-cloud-1", "cb-cloud-2", "cb-cloud-3")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in out.iterdir()) == sorted(["cb-cloud-1", "cb-cloud-2", "cb-cloud-3", "dataset.toml", live.name])
    assert tomllib.loads((out / "dataset.toml").read_text())["metadata"]["tasks"] == ["cb-cloud-1", "cb-cloud-2", "cb-cloud-3"]


def test_a_killed_directory_with_foreign_files_is_still_refused(export, tmp_path):
    out = tmp_path / "out"
    assert export(out, "--ids", "cb-cloud-1").exit_code == 0
    (out / "dataset.toml").unlink()
    (out / "notes.txt").write_text("mine")
    result = export(out, "--ids", "cb-cloud-1")
    assert result.exit_code == 2 and "pass --force" in result.output


def test_sigkill_during_a_first_export_then_the_same_command_completes(real_db, corpus_dir, questions_path, tmp_path, run):
    out = tmp_path / "out"
    ids = [f"cb-cloud-{i}" for i in range(1, 13)]
    args = ["export-tasks", "--out", str(out), "--db", str(real_db), "--corpus", str(corpus_dir),
            "--questions", str(questions_path), "--rubric", str(corpus_dir.parent / "rubric.txt"), "--ids", *ids]
    proc = subprocess.Popen([sys.executable, "-m", "cbwh", *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not (out.is_dir() and len(list(out.iterdir())) >= 3) and time.monotonic() < deadline:
            time.sleep(0.002)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert not (out / "dataset.toml").exists()  # it was killed half-way
    result = run(*args)
    assert result.exit_code == 0, result.output
    left = [p.name for p in out.iterdir() if p.name.startswith(".")]
    assert left == [] and tomllib.loads((out / "dataset.toml").read_text())["metadata"]["tasks"] == ids


def test_a_failed_reexport_leaves_no_stale_listing_and_names_the_path(export, tmp_path, monkeypatch):
    out = tmp_path / "out"
    assert export(out, "--ids", "cb-cloud-1", "cb-cloud-2").exit_code == 0
    real_write = writer.write_file

    def refusing(path, text, executable):
        path = Path(path)
        if path.parent.parent.name.startswith(".cb-cloud-2.tmp") and path.name == "case.json":
            raise PermissionError(13, "Permission denied", str(path))
        real_write(path, text, executable)

    monkeypatch.setattr(writer, "write_file", refusing)
    result = export(out, "--ids", "cb-cloud-1", "cb-cloud-2")
    tmp_case = out / f".cb-cloud-2.tmp-{os.getpid()}" / "tests" / "case.json"
    assert result.exit_code == 1
    assert result.output.strip() == f"Error: cannot write task {out / 'cb-cloud-2'}: Permission denied ({tmp_case})"
    assert not (out / "dataset.toml").exists()  # no listing that does not match the tasks
    assert sorted(p.name for p in out.iterdir()) == ["cb-cloud-1", "cb-cloud-2"]  # the old cb-cloud-2, whole
    monkeypatch.setattr(writer, "write_file", real_write)
    assert export(out, "--ids", "cb-cloud-1", "cb-cloud-2").exit_code == 0 and (out / "dataset.toml").is_file()


@pytest.mark.parametrize("args", [["tables"], ["export-tasks", "--ids", "cb-cloud-1"]])
def test_a_closed_stdout_is_not_an_error(real_db, corpus_dir, tmp_path, args):
    """`cbwh ... | head`: the reader is gone before cbwh writes."""
    if args[0] == "export-tasks":
        args += ["--out", str(tmp_path / "out"), "--corpus", str(corpus_dir)]
    proc = subprocess.Popen([sys.executable, "-m", "cbwh", *args, "--db", str(real_db)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    assert proc.wait() == 0 and stderr == ""


EXPORT_IMPORTS = """
import sys
from cbwh.cli import main
sys.argv = ["cbwh", "export-tasks", "--quiet", *sys.argv[1:]]
try:
    main()
finally:
    print(" ".join(m for m in ("cbwh.spec.model", "cbwh.spec.words", "cbwh.run.answer") if m in sys.modules),
          file=sys.stderr)
"""


def test_export_answers_from_the_shipped_sql_without_the_spec_model(real_db, corpus_dir, tmp_path, run, monkeypatch):
    """As `answer --all` does, the catalog's tasks are answered from the shipped SQL and reading plans:
    neither the spec model nor the vocabulary is imported (a fresh process). CBWH_SQL_CACHE=off takes the ordinary
    path (`cbwh.run.answer`; in-process, each task through its `run_question`: a second process only to see it import
    what it must cost ~0.7 s of CPU); the two write the same bytes (an answered task, and an ambiguous one exported
    on request)."""
    def args(cache: str) -> list[str]:
        return ["--out", str(tmp_path / cache), "--db", str(real_db), "--corpus", str(corpus_dir),
                "--include-ambiguous", "--ids", "cb-cloud-1", "cb-cloud-15"]

    proc = subprocess.run([sys.executable, "-c", EXPORT_IMPORTS, *args("on")], capture_output=True, text=True,
                          env=os.environ | {"CBWH_SQL_CACHE": "on"})
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.strip().rpartition("\n")[2] == ""
    from cbwh.run import answer

    answered, real = [], answer.run_question
    monkeypatch.setattr(answer, "run_question", lambda conn, q, *a, **k: answered.append(q.id) or real(conn, q, *a, **k))
    monkeypatch.setenv("CBWH_SQL_CACHE", "off")
    result = run("export-tasks", "--quiet", *args("off"))
    assert result.exit_code == 0, result.output
    assert sorted(answered) == ["cb-cloud-1", "cb-cloud-15"]
    on, off = tmp_path / "on", tmp_path / "off"
    files = sorted(p.relative_to(on) for p in on.rglob("*") if p.is_file())
    assert len(files) > 20 and files == sorted(p.relative_to(off) for p in off.rglob("*") if p.is_file())
    assert all((on / f).read_bytes() == (off / f).read_bytes() for f in files)
