"""Exports that drop into deepagents' dataset folder, `--layout thin` + `cbwh populate`,
and `--allowed-hosts`. tests/data/deepagents/ holds deepagents' committed files (MIT; see
its NOTICE.md)."""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path

import pytest

DEEPAGENTS = Path(__file__).parent / "data" / "deepagents"
CBWH_ONLY_METADATA = {"task_id", "answer_source", "corpus_sha256", "cbwh_version", "sql_agrees_with_upstream",
                      "upstream_ground_truth"}
CBWH_ONLY_TABLES = {"artifacts", "agent", "verifier"}  # the answer artifact, timeouts, the judge's environment


@pytest.fixture(scope="module")
def cli_run():
    from click.testing import CliRunner

    from cbwh.cli import cli

    return lambda *args: CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def _export(cli_run, real_db, corpus_dir, out, *args):
    result = cli_run("export-tasks", "--out", out, "--db", real_db, "--corpus", corpus_dir, *args)
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def subset(cli_run, real_db, corpus_dir, tmp_path_factory):
    return _export(cli_run, real_db, corpus_dir, tmp_path_factory.mktemp("da") / "tasks", "--subset", "deepagents-30",
                   "--calibration", DEEPAGENTS / "calibration-5e69d92c.json")


def _snapshot(root: Path) -> dict[str, tuple[bytes, bool]]:
    return {str(p.relative_to(root)): (p.read_bytes(), bool(p.stat().st_mode & stat.S_IXUSR))
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_committed_files_are_reproduced_byte_for_byte(subset):
    compared = 0
    for theirs in sorted(DEEPAGENTS.rglob("*")):
        rel = theirs.relative_to(DEEPAGENTS)
        if theirs.is_dir() or rel.name in ("NOTICE.md", "task.toml") or rel.suffix == ".json" and len(rel.parts) == 1:
            continue
        assert (subset / rel).read_bytes() == theirs.read_bytes(), rel
        compared += 1
    assert compared == 7
    dockerfile = (DEEPAGENTS / "cb-cloud-1/environment/Dockerfile").read_bytes()
    assert {(t / "environment/Dockerfile").read_bytes() for t in subset.iterdir() if t.is_dir()} == {dockerfile}


@pytest.mark.parametrize("task", ["cb-cloud-1", "cb-cloud-11"])
def test_task_toml_differs_only_by_cbwh_keys(subset, task):
    theirs = tomllib.loads((DEEPAGENTS / task / "task.toml").read_text())
    ours = tomllib.loads((subset / task / "task.toml").read_text())
    assert set(ours) - set(theirs) == CBWH_ONLY_TABLES
    assert {k: v for k, v in ours.items() if k not in CBWH_ONLY_TABLES | {"metadata"}} == \
        {k: v for k, v in theirs.items() if k != "metadata"}
    assert set(ours["metadata"]) - set(theirs["metadata"]) <= CBWH_ONLY_METADATA
    assert {k: ours["metadata"][k] for k in theirs["metadata"]} == theirs["metadata"]
    assert ours["artifacts"] == ["/app/answer.txt"]


def test_thin_export_plus_populate_equals_a_full_export(cli_run, real_db, corpus_dir, tmp_path):
    full = _export(cli_run, real_db, corpus_dir, tmp_path / "full", "--ids", "cb-cloud-1", "cb-cloud-8")
    thin = _export(cli_run, real_db, corpus_dir, tmp_path / "thin", "--ids", "cb-cloud-1", "cb-cloud-8", "--layout", "thin")
    thin_files = _snapshot(thin)
    assert not any("environment/files/" in rel or rel.endswith(("judge.py", "test.sh", "rubric.txt", "names.txt"))
                   for rel in thin_files)
    assert set(thin_files) == {rel for rel in _snapshot(full) if rel in thin_files}
    populate = ("populate", thin, "--db", real_db, "--corpus", corpus_dir)
    first = cli_run(*populate)
    assert first.exit_code == 0 and first.output == f"2 tasks in {thin}: 28 files restored, 0 already in place\n"
    assert _snapshot(thin) == _snapshot(full)
    again = cli_run(*populate)  # idempotent
    assert again.output == f"2 tasks in {thin}: 0 files restored, 28 already in place\n"
    # a damaged copy, a lost executable bit, a missing file: each restored, nothing else touched
    (thin / "cb-cloud-1/environment/files/pets.txt").write_text("tampered")
    os.chmod(thin / "cb-cloud-8/tests/test.sh", 0o644)
    (thin / "cb-cloud-8/tests/names.txt").unlink()
    assert cli_run(*populate).output == f"2 tasks in {thin}: 3 files restored, 25 already in place\n"
    assert _snapshot(thin) == _snapshot(full)


def test_populate_refuses_a_corpus_that_is_not_the_warehouses(cli_run, real_db, corpus_dir, tmp_path):
    thin = _export(cli_run, real_db, corpus_dir, tmp_path / "thin", "--ids", "cb-cloud-1", "--layout", "thin")
    other = tmp_path / "corpus"
    other.mkdir()
    for p in corpus_dir.glob("*.txt"):
        (other / p.name).write_bytes(p.read_bytes())
    (other / "pets.txt").write_text("changed")
    result = cli_run("populate", thin, "--db", real_db, "--corpus", other, "--rubric", corpus_dir.parent / "rubric.txt")
    assert result.exit_code == 1 and "pets.txt: differs from the corpus the warehouse was built from" in result.output
    assert not (thin / "cb-cloud-1/environment/files").exists()
    empty = tmp_path / "empty"
    empty.mkdir()
    result = cli_run("populate", empty, "--db", real_db, "--corpus", corpus_dir)
    assert result.exit_code == 2 and "holds no task directories" in result.output


@pytest.mark.parametrize("value,hosts", [
    ("pypi.org, *.openai.com", ["pypi.org", "*.openai.com"]),
    ("FILE", ["pypi.org", "api.openai.com", "*.anthropic.com"]),
])
def test_allowed_hosts_override(cli_run, real_db, corpus_dir, tmp_path, value, hosts):
    if value == "FILE":
        value = tmp_path / "hosts.txt"
        value.write_text("# hosts the agent may reach\npypi.org\napi.openai.com  # the model\n*.anthropic.com\n")
    out = _export(cli_run, real_db, corpus_dir, tmp_path / "out", "--ids", "cb-cloud-1", "--allowed-hosts", value)
    assert tomllib.loads((out / "cb-cloud-1/task.toml").read_text())["environment"]["allowed_hosts"] == hosts


@pytest.mark.parametrize("value", ["https://pypi.org", "pypi.org/simple", "", "a..b"])
def test_allowed_hosts_that_are_not_hosts_are_refused(cli_run, real_db, corpus_dir, tmp_path, value):
    result = cli_run("export-tasks", "--out", tmp_path / "out", "--db", real_db, "--corpus", corpus_dir,
                     "--ids", "cb-cloud-1", "--allowed-hosts", value)
    assert result.exit_code == 2 and "--allowed-hosts" in result.output and not (tmp_path / "out").exists()
