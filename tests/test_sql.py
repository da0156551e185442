"""`cbwh sql`, `tables`, `schema`: read-only, well formatted, clean errors."""

from __future__ import annotations

import csv
import io
import json
import sqlite3

import pytest

from cbwh.store.migrate import available

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


def test_a_connection_without_the_authorizer_still_changes_nothing(mini_db):
    """answer, ask and export open theirs without it (they run only the compiler's statements)."""
    from cbwh.errors import DatabaseError
    from cbwh.store.connect import execute, open_readonly

    before = file_digest(mini_db)
    conn = open_readonly(mini_db, authorizer=False)
    try:
        for statement in ("DELETE FROM vehicles", "PRAGMA query_only = OFF", "DELETE FROM vehicles", "DROP TABLE pets"):
            try:
                execute(conn, statement)
            except DatabaseError:
                pass
        assert execute(conn, "SELECT count(*) FROM vehicles").fetchone()[0] > 0
    finally:
        conn.close()
    assert file_digest(mini_db) == before


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
    assert counts["people"] == "8" and counts["vehicles"] == "10" and counts["schema_migrations"] == str(len(available()))


def test_schema_shows_the_tables_and_indexes(run, mini_db):
    result = run("schema", "--db", mini_db)
    assert "CREATE TABLE pets" in result.output
    assert "CREATE INDEX ix_pets_name ON pets (name)" in result.output
    assert "CREATE INDEX ix_vehicles_license_plate" in result.output


# --- issue 9, item 2: a stoppable, streaming `cbwh sql` --------------------------------

ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(x) FROM c"


def test_timeout_stops_a_runaway_query(run, mini_db):
    before = file_digest(mini_db)
    result = run("sql", ENDLESS, "--db", mini_db, "--timeout", "0.05")  # (the query spins a core until stopped)
    assert result.exit_code == 1
    assert result.output.strip() == (
        "Error: query stopped after 0.05 s (the --timeout); narrow it, or pass --timeout 0 for no limit")
    assert file_digest(mini_db) == before


def test_cancel_stops_a_running_query_at_once(mini_db):
    import threading
    import time

    from cbwh.errors import Interrupted
    from cbwh.store.queries import AdHocQuery

    with AdHocQuery(mini_db, timeout=None) as query:
        threading.Timer(0.05, query.cancel).start()  # (the query spins a core until stopped)
        started = time.monotonic()
        with pytest.raises(Interrupted) as caught:
            list(query.run(ENDLESS).rows)
        assert time.monotonic() - started < 5
    assert caught.value.exit_code == 130


def _listdir(path: str) -> list[str]:
    import os

    try:
        return os.listdir(path)
    except OSError:
        return []


def _cpu_ticks(pid: int) -> int:
    """The process's user + system time so far, in clock ticks (/proc/PID/stat), or -1 once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
    except OSError:
        return -1
    return int(fields[11]) + int(fields[12])


def test_ctrl_c_exits_130_with_one_line(mini_db, tmp_path):
    """A real SIGINT to a real process stuck inside SQLite (the old main ignored it): sent once the process has the
    warehouse open and has spent 5 clock ticks of CPU since (the query is all it runs then; a fixed 0.5 s sleep
    before, the query spinning a core all along), and answered by the query's cancellation, not a KeyboardInterrupt
    raised before the query ran (its message says the query was stopped)."""
    import os
    import signal
    import subprocess
    import sys
    import time

    before = file_digest(mini_db)
    proc = subprocess.Popen([sys.executable, "-m", "cbwh", "sql", ENDLESS, "--db", str(mini_db), "--timeout", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
    deadline = time.monotonic() + 30  # wait until it has the warehouse open (then it is querying)
    fds = f"/proc/{proc.pid}/fd"
    while time.monotonic() < deadline and not any(
            os.path.realpath(os.path.join(fds, fd)) == str(mini_db.resolve()) for fd in _listdir(fds)):
        time.sleep(0.01)
    opened = _cpu_ticks(proc.pid)
    while time.monotonic() < deadline and 0 <= _cpu_ticks(proc.pid) < opened + 5:
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise AssertionError("cbwh sql ignored Ctrl-C") from None
    assert proc.returncode == 130
    assert out == "" and err.strip() == "Error: interrupted; the query was stopped and nothing was changed", err
    assert file_digest(mini_db) == before


ROWS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 2500) SELECT x, x * 2 AS y FROM c"


def test_streamed_formats_hold_every_row(run, mini_db):
    as_json = json.loads(run("sql", ROWS, "--db", mini_db, "--json").output)
    as_nl = [json.loads(line) for line in run("sql", ROWS, "--db", mini_db, "--nl").output.splitlines()]
    as_csv = list(csv.DictReader(io.StringIO(run("sql", ROWS, "--db", mini_db, "--csv").output)))
    assert len(as_json) == len(as_nl) == len(as_csv) == 2500
    assert as_json == as_nl and as_json[-1] == {"x": 2500, "y": 5000} and as_csv[-1] == {"x": "2500", "y": "5000"}


def test_writers_stream_without_holding_rows():
    """The JSON, JSON-lines and CSV writers consume rows one at a time: each row is
    written before the next is read (a generator that checks what is already out)."""
    from cbwh.rows import write_rows

    for fmt in ("json", "nl", "csv"):
        out = io.StringIO()

        def rows():
            for i in range(1, 4):
                yield (i,)
                assert f"{i}" in out.getvalue(), f"{fmt}: row {i} was held back"

        assert write_rows(fmt, ["x"], rows(), out).rows == 3


def test_table_caps_what_it_holds_and_says_so(run, mini_db):
    from cbwh.rows import write_rows

    out = io.StringIO()
    consumed = []
    written = write_rows("table", ["x"], (consumed.append(i) or (i,) for i in range(10**9)), out, cap=5)
    assert written == (5, True) and len(consumed) == 6
    assert out.getvalue().splitlines()[-1].strip() == "4"
    result = run("sql", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c",
                 "--db", mini_db, "--timeout", "0")
    assert result.exit_code == 0
    assert "the table shows the first 10000 rows only" in result.stderr
    assert len(result.stdout.splitlines()) == 10002


def test_json_encodes_blobs_and_never_prints_infinity(run, mini_db):
    result = run("sql", "SELECT x'00ff' AS b, 1e999 AS big, -1e999 AS small, 0.5 AS half", "--db", mini_db, "--json")
    assert result.exit_code == 0 and "Infinity" not in result.stdout and "NaN" not in result.stdout
    assert json.loads(result.stdout) == [{"b": {"$base64": True, "encoded": "AP8="}, "big": None, "small": None,
                                         "half": 0.5}]
    nl = run("sql", "SELECT x'00ff' AS b", "--db", mini_db, "--nl").stdout
    assert json.loads(nl) == {"b": {"$base64": True, "encoded": "AP8="}}
    assert run("sql", "SELECT x'00ff' AS b", "--db", mini_db, "--csv").stdout == "b\nx'00ff'\n"


def test_duplicate_column_names_do_not_collapse(run, mini_db):
    result = run("sql", "SELECT 1 AS n, 2 AS n, 3 AS n_2", "--db", mini_db, "--json")
    assert json.loads(result.stdout) == [{"n": 1, "n_3": 2, "n_2": 3}]
    assert "n -> n_3" in result.stderr
    assert run("sql", "SELECT 1 AS n, 2 AS n", "--db", mini_db, "--csv").stdout.splitlines()[0] == "n,n_2"


@pytest.mark.parametrize("query", ["", "   "])
def test_empty_query_is_a_usage_error(run, mini_db, query):
    result = run("sql", query, "--db", mini_db)
    assert result.exit_code == 2 and "the query is empty" in result.output


def test_conflicting_formats_are_a_usage_error(run, mini_db):
    result = run("sql", "SELECT 1", "--db", mini_db, "--json", "--csv")
    assert result.exit_code == 2 and "choose one output format, not --json and --csv" in result.output


@pytest.mark.parametrize("query, first", [
    ("SELECT name FROM pragma_table_info('pets') ORDER BY cid", "pet_id"),
    ("PRAGMA integrity_check", "ok"),
    ("PRAGMA quick_check", "ok"),
    ("PRAGMA table_info(pets)", "0"),
    ("PRAGMA user_version", "0"),
    ("SELECT * FROM pragma_index_list('pets')", None),
])
def test_read_only_pragmas_are_allowed(run, mini_db, query, first):
    result = run("sql", query, "--db", mini_db, "--csv")
    assert result.exit_code == 0, result.output
    if first:
        assert result.stdout.splitlines()[1].split(",")[0] == first


@pytest.mark.parametrize("query, reason", [
    ("PRAGMA user_version = 7", "PRAGMA user_version = 7 assigns a setting"),
    ("PRAGMA optimize", "PRAGMA optimize is not a read-only PRAGMA"),
    ("VACUUM", "VACUUM is not allowed"),
    ("DELETE FROM pets", "DELETE pets is not allowed"),
])
def test_refusals_name_the_real_reason(run, mini_db, query, reason):
    result = run("sql", query, "--db", mini_db)
    assert result.exit_code == 1
    assert result.output.strip() == f"Error: refused: the warehouse is read-only here ({reason}); nothing was changed"
