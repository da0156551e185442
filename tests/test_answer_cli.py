"""`cbwh answer` as a user sees it."""

from __future__ import annotations

import json

import pytest

from cbwh.judge import agrees
from cbwh.run.truth import load_upstream
from cbwh.spec import catalog


@pytest.fixture
def truth(questions_path):
    return load_upstream(questions_path)


def test_prints_the_answer_alone(run, real_db, truth):
    result = run("answer", "cb-cloud-1", "--db", real_db)
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert len(lines) == 1 and agrees(lines[0], truth["cb-cloud-1"].ground_truth)


def test_json_object(run, real_db, questions_path):
    result = run("answer", "cb-cloud-6", "--db", real_db, "--questions", questions_path, "--json")
    data = json.loads(result.output)
    for key in ("id", "question", "question_type", "answer", "ground_truth", "agrees", "status", "sql"):
        assert key in data
    assert data["status"] == "ok" and data["agrees"] is True and data["answer"].startswith("$")


def test_explain_shows_the_chain(run, real_db):
    result = run("answer", "cb-cloud-1", "--db", real_db, "--explain")
    out = result.output
    assert "pet 'Dawn' -> owner(s): pers-" in out and "-> state: " in out
    assert "ranked by most vehicles, then oldest:" in out and "template: ranked-name" in out
    assert out.strip().splitlines()[-1].startswith("answer: ")


def test_sql_is_pretty_with_bound_values(run, real_db):
    result = run("answer", "cb-cloud-1", "--db", real_db, "--sql")
    assert "WITH s0_members AS (" in result.output
    assert "-- bound values: ['Dawn'" in result.output


def test_all_prints_a_table_and_a_summary(run, real_db, questions_path):
    result = run("answer", "--all", "--db", real_db, "--questions", questions_path)
    lines = result.output.splitlines()
    assert lines[0].split()[:3] == ["id", "type", "answer"]
    assert len(lines) == 2 + 100 + 1
    assert lines[-1].startswith("100 tasks: ") and " agree" in lines[-1]


def test_all_json_is_an_array(run, real_db, questions_path):
    data = json.loads(run("answer", "--all", "--db", real_db, "--questions", questions_path, "--json").output)
    assert len(data) == 100 and {d["status"] for d in data} <= {"ok", "ambiguous"}


def test_ambiguous_exits_3_with_the_reason(run, real_db, questions_path):
    data = json.loads(run("answer", "--all", "--db", real_db, "--questions", questions_path, "--json").output)
    qid = next(d["id"] for d in data if d["status"] == "ambiguous")
    result = run("answer", qid, "--db", real_db)
    assert result.exit_code == 3
    assert result.stdout == "" and f"{qid}: ambiguous: " in result.stderr


@pytest.mark.parametrize("args,message", [
    (["cb-cloud-100"], "cb-cloud-100 is not in the catalog"),
    (["cloud-1"], "'cloud-1' is not a task id"),
    (["cb-cloud-01"], "is not a task id"),
    ([], "give one task id"),
    (["cb-cloud-1", "--all"], "give one task id"),
])
def test_bad_ids_are_one_clean_line(run, real_db, args, message):
    result = run("answer", *args, "--db", real_db)
    assert result.exit_code != 0 and message in result.output and "Traceback" not in result.output


def test_missing_database(run, tmp_path):
    result = run("answer", "cb-cloud-1", "--db", tmp_path / "none.db")
    assert result.exit_code == 1 and "run `cbwh ingest` first" in result.output


def test_malformed_catalog_entry_is_named(run, real_db, tmp_path, monkeypatch):
    bad = tmp_path / "catalog.toml"
    bad.write_text('["cb-cloud-1"]\ntype = "negation"\nquestion = "q"\nanswer = "name"\n'
                   'among = [{ same = "planet", pet = "Dawn" }]\n')
    monkeypatch.setattr(catalog, "catalog_path", lambda: bad)
    catalog.load_catalog.cache_clear()
    try:
        result = run("answer", "cb-cloud-1", "--db", real_db)
    finally:
        catalog.load_catalog.cache_clear()
    assert result.exit_code == 1
    assert result.output.startswith("Error: catalog.toml: cb-cloud-1: same: unknown value 'planet'")
