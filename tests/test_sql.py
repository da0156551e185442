"""`cbwh sql`, `tables`, `schema`: read-only, well formatted, clean errors."""

from __future__ import annotations

import csv
import io
import json
import sqlite3

import pytest

from conftest import file_digest

WRITES = [
    "INSERT INTO people VALUES ('pers-9999', 'X', '2000-01-01', 'x', 'y')",
    "UPDATE pets SET name = 'Zed'",
    "DELETE FROM vehicles",
    "DROP TABLE pets",
    "CREATE TABLE t (x)",
    "ALTER TABLE pets ADD COLUMN color TEXT",
    "ATTACH DATABASE 'other.db' AS other",
    "PRAGMA query_only = OFF",
    "PRAGMA user_version = 7",
    "CREATE INDEX ix_x ON pets (breed)",
    "REPLACE INTO pets SELECT * FROM pets",
    "VACUUM",
]


@pytest.mark.parametrize("statement", WRITES)
def test_writes_are_refused_and_change_nothing(run, mini_db, tmp_path, monkeypatch, statement):
    monkeypatch.chdir(tmp_path)
    before = file_digest(mini_db)
    result = run("sql", statement, "--db", mini_db)
    assert result.exit_code == 1
    assert "read-only" in result.output or "SQL error" in result.output
    assert "Traceback" not in result.output
    assert file_digest(mini_db) == before
    assert not (tmp_path / "other.db").exists()


def test_write_refusal_names_the_operation(run, mini_db):
    result = run("sql", "DELETE FROM vehicles", "--db", mini_db)
    assert "refused" in result.output and "DELETE vehicles" in result.output


def test_json_is_an_array_of_row_objects(run, mini_db):
    result = run("sql", "SELECT name, species FROM pets WHERE name = 'Rex' ORDER BY pet_id", "--db", mini_db, "--json")
    assert result.exit_code == 0
    assert json.loads(result.output) == [{"name": "Rex", "species": "Dog"}, {"name": "Rex", "species": "Fish"}]


def test_csv_has_a_header(run, mini_db):
    result = run("sql", "SELECT make, COUNT(*) AS n FROM vehicles GROUP BY make ORDER BY make", "--db", mini_db, "--csv")
    rows = list(csv.reader(io.StringIO(result.output)))
    assert rows[0] == ["make", "n"] and ["Ford", "3"] in rows


def test_table_is_aligned(run, mini_db):
    result = run("sql", "SELECT person_id, full_name FROM people ORDER BY person_id LIMIT 2", "--db", mini_db)
    lines = result.output.splitlines()
    assert lines[0].split() == ["person_id", "full_name"]
    assert set(lines[1]) <= {"-", " "}
    assert lines[2].split() == ["pers-0001", "Alice", "Able"]


def test_sql_error_is_one_clean_line(run, mini_db):
    result = run("sql", "SELECT nope FROM pets", "--db", mini_db)
    assert result.exit_code == 1
    assert result.output.strip() == "Error: SQL error: no such column: nope"


@pytest.mark.parametrize("command", [["sql", "SELECT 1"], ["tables"], ["schema"]])
def test_missing_database_says_run_ingest(run, tmp_path, command):
    result = run(*command, "--db", tmp_path / "absent.db")
    assert result.exit_code == 1
    assert "run `cbwh ingest` first" in result.output
    assert "Traceback" not in result.output


def test_not_a_warehouse(run, tmp_path):
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE x (y)")
    result = run("tables", "--db", other)
    assert result.exit_code == 1 and "run `cbwh ingest`" in result.output


def test_tables_counts_rows(run, mini_db):
    result = run("tables", "--db", mini_db)
    assert result.exit_code == 0
    counts = dict(line.split() for line in result.output.splitlines()[2:])
    assert counts["people"] == "8" and counts["vehicles"] == "10" and counts["schema_migrations"] == "1"


def test_schema_shows_the_tables_and_indexes(run, mini_db):
    result = run("schema", "--db", mini_db)
    assert "CREATE TABLE pets" in result.output
    assert "CREATE INDEX ix_pets_name ON pets (name)" in result.output
    assert "CREATE INDEX ix_vehicles_license_plate" in result.output
