"""--table, --json, --nl, --csv: the same four options, with the same meaning, on every command that prints rows."""

from __future__ import annotations

import csv
import io
import json

import pytest

COMMANDS = {
    "sql": ["sql", "SELECT name, species FROM pets WHERE name IN ('Dawn', 'Stacey') ORDER BY pet_id"],
    "tables": ["tables"],
    "answer --all": ["answer", "--all"],
    "audit": ["audit", "--ids", "cb-cloud-1", "cb-cloud-15"],
}


def _argv(name, real_db, questions_path):
    argv = [*COMMANDS[name], "--db", str(real_db)]
    return argv + (["--questions", str(questions_path)] if name in ("answer --all", "audit") else [])


@pytest.mark.parametrize("name", COMMANDS)
def test_json_nl_and_csv_carry_the_same_rows(run, real_db, questions_path, name):
    argv = _argv(name, real_db, questions_path)
    as_json = json.loads(run(*argv, "--json").output)
    as_nl = [json.loads(line) for line in run(*argv, "--nl").output.splitlines()]
    as_csv = list(csv.DictReader(io.StringIO(run(*argv, "--csv").output)))
    assert as_json and as_nl == as_json
    assert [list(r) for r in as_csv] == [list(o) for o in as_json]  # the same columns, in order
    flat = [{k: v for k, v in o.items() if not isinstance(v, (list, dict))} for o in as_json]
    assert [{k: r[k] for k in f} for r, f in zip(as_csv, flat)] == [
        {k: "" if v is None else str(v) for k, v in f.items()} for f in flat
    ]


@pytest.mark.parametrize("name", COMMANDS)
def test_table_is_the_default(run, real_db, questions_path, name):
    argv = _argv(name, real_db, questions_path)
    assert run(*argv, "--table").output == run(*argv).output


@pytest.mark.parametrize("name", COMMANDS)
def test_two_formats_are_a_usage_error(run, real_db, questions_path, name):
    result = run(*_argv(name, real_db, questions_path), "--json", "--csv")
    assert result.exit_code == 2 and "choose one output format, not --json and --csv" in result.output


def test_tables_rows_are_table_and_count(run, real_db):
    rows = json.loads(run("tables", "--db", str(real_db), "--json").output)
    assert rows[0] == {"table": "people", "rows": 500}


def test_audit_csv_keeps_variants_as_json(run, real_db, questions_path):
    out = run(*_argv("audit", real_db, questions_path), "--csv").output
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["id"] for r in rows] == ["cb-cloud-1", "cb-cloud-15"]
    assert rows[1]["verdict"] == "ill-posed" and isinstance(json.loads(rows[1]["variants"]), list)
