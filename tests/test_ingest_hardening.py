"""Issue 9, items 3 and 4 (ingest): what ingest must refuse, and no debris after a kill.

Decision on whitespace: values are taken exactly as written. A value with surrounding
whitespace (`name: Dawn `), a tab, a NUL byte or any other control character is an
error naming file:line; nothing is silently stripped.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys

import pytest

from test_bad_input import line_of

from conftest import file_digest


@pytest.fixture
def good_db(run, mini_dir, tmp_path):
    db = tmp_path / "warehouse.db"
    assert run("ingest", "--corpus", mini_dir, "--db", db).exit_code == 0
    return db


def _refused(run, mini_dir, db, *expected, extra=()):
    before = file_digest(db)
    result = run("ingest", "--corpus", mini_dir, "--db", db, *extra)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    for text in expected:
        assert text in result.output
    assert file_digest(db) == before
    assert not [p for p in db.parent.iterdir() if p.name.endswith(".tmp")]
    return result


# --- empty files ------------------------------------------------------------------

def test_an_empty_file_is_refused(run, mini_dir, good_db):
    (mini_dir / "pets.txt").write_text("")
    _refused(run, mini_dir, good_db, "pets.txt: no records (the file is empty)", "--allow-empty pets")


def test_all_files_empty_are_all_named(run, mini_dir, good_db):
    for path in mini_dir.glob("*.txt"):
        path.write_text("")
    result = _refused(run, mini_dir, good_db, "10 problem(s)")
    assert result.output.count("no records") == 10


def test_a_link_to_dev_null_is_an_empty_file(run, mini_dir, good_db):
    (mini_dir / "pets.txt").unlink()
    (mini_dir / "pets.txt").symlink_to(os.devnull)
    _refused(run, mini_dir, good_db, "pets.txt: no records")


def test_allow_empty_accepts_a_file_without_records(run, mini_dir, good_db):
    (mini_dir / "pets.txt").write_text("\n")
    result = run("ingest", "--corpus", mini_dir, "--db", good_db, "--allow-empty", "pets")
    assert result.exit_code == 0, result.output
    assert sqlite3.connect(good_db).execute("SELECT COUNT(*) FROM pets").fetchone() == (0,)


def test_allow_empty_names_a_table(run, mini_dir, good_db):
    result = run("ingest", "--corpus", mini_dir, "--db", good_db, "--allow-empty", "cats")
    assert result.exit_code == 2 and "cats" in result.output


# --- whitespace and control characters ----------------------------------------------

@pytest.mark.parametrize("file, needle, bad, reason", [
    ("pets.txt", "name: Luna", "name: Luna ", "has surrounding whitespace"),
    ("pets.txt", "name: Luna", "name:  Luna", "has surrounding whitespace"),
    ("pets.txt", "name: Luna", "name: Lu\tna", "holds a tab"),
    ("pets.txt", "name: Luna", "name: Lu\x00na", "holds a NUL byte"),
    ("pets.txt", "name: Luna", "name: Lu\x1bna", "control character U+001B"),
    ("pets.txt", "name: Luna", "name: Luna\u00a0", "has surrounding whitespace"),
    ("people.txt", "### Bob Baker (ID", "### Bob Baker  (ID", "name: value 'Bob Baker ' has surrounding whitespace"),
    ("people.txt", " | Phone: ", " | Phone:  ", "Phone: value"),
    ("vehicles.txt", "model: Red", "model: Red\t", "value 'Red\\t' has surrounding whitespace"),
])
def test_values_are_taken_exactly_or_refused(run, mini_dir, good_db, file, needle, bad, reason):
    text = (mini_dir / file).read_text()
    changed = text.replace(needle, bad, 1)
    (mini_dir / file).write_text(changed)
    _refused(run, mini_dir, good_db, f"{file}:{line_of(changed, bad)}: ", reason)


def test_dawn_with_a_trailing_space_is_not_dawn(run, mini_dir, tmp_path):
    """`Dawn ` must not ingest as a different pet from `Dawn` that no question finds:
    it is refused, and `Dawn` ingests."""
    text = (mini_dir / "pets.txt").read_text()
    (mini_dir / "pets.txt").write_text(text.replace("name: Luna", "name: Dawn", 1))
    assert run("ingest", "--corpus", mini_dir, "--db", tmp_path / "ok.db").exit_code == 0
    (mini_dir / "pets.txt").write_text(text.replace("name: Luna", "name: Dawn ", 1))
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "bad.db")
    assert result.exit_code == 1 and "value 'Dawn ' has surrounding whitespace" in result.output
    assert not (tmp_path / "bad.db").exists()


# --- amounts ------------------------------------------------------------------------

@pytest.mark.parametrize("file, needle, amount", [
    ("bank_accounts.txt", "balance: 5000.00", "99999999999999999999999.99"),
    ("employments.txt", "salary: 100000.00", "92233720368547758.08"),
    ("bank_accounts.txt", "balance: 5000.00", "-92233720368547758.08"),
])
def test_amounts_beyond_exact_storage_are_located(run, mini_dir, good_db, file, needle, amount):
    key = needle.split(":")[0]
    changed = (mini_dir / file).read_text().replace(needle, f"{key}: {amount}", 1)
    (mini_dir / file).write_text(changed)
    _refused(run, mini_dir, good_db, f"{file}:{line_of(changed, amount)}: {key}: amount '{amount}' is beyond")


def test_the_largest_exact_amount_is_accepted():
    from cbwh.parse.values import money_cents

    assert money_cents("92233720368547758.07") == 2**63 - 1
    assert money_cents("-92233720368547758.07") == -(2**63 - 1)
    with pytest.raises(ValueError, match="beyond what the warehouse stores exactly"):
        money_cents("92233720368547758.08")


def test_a_per_person_sum_that_would_overflow_names_the_owner(run, mini_dir, good_db):
    path = mini_dir / "bank_accounts.txt"
    text = path.read_text().replace("balance: 1000.5", "balance: 90000000000000000.00", 1)
    path.write_text(text.replace("balance: 2000.0", "balance: 90000000000000000.00", 1))
    _refused(run, mini_dir, good_db, "bank_accounts.txt: the balance amounts of pers-0001 add up to more than SQLite")


def test_a_sum_over_people_that_would_overflow_is_refused(run, mini_dir, good_db):
    path = mini_dir / "bank_accounts.txt"
    text = path.read_text().replace("balance: 1000.5", "balance: 90000000000000000.00", 1)
    path.write_text(text.replace("balance: 5000.00", "balance: 90000000000000000.00", 1))
    _refused(run, mini_dir, good_db, "all balance amounts together add up to more than SQLite")


# --- byte-order mark ----------------------------------------------------------------

def test_a_byte_order_mark_is_called_one(run, mini_dir, good_db):
    path = mini_dir / "pets.txt"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    result = _refused(run, mini_dir, good_db, "pets.txt:1: starts with a byte-order mark")
    assert "stray text" not in result.output


# --- --db naming something that is not a warehouse -------------------------------------

def test_a_file_that_is_not_a_warehouse_is_not_overwritten(run, mini_dir, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    result = run("ingest", "--corpus", mini_dir, "--db", notes)
    assert result.exit_code == 1 and "is not a cbwh warehouse; refusing to replace it" in result.output
    assert notes.read_text() == "my notes\n"
    assert run("ingest", "--corpus", mini_dir, "--db", notes, "--force").exit_code == 0
    assert run("tables", "--db", notes).exit_code == 0


def test_the_corpus_file_itself_is_not_overwritten(run, mini_dir):
    before = file_digest(mini_dir / "pets.txt")
    result = run("ingest", "--corpus", mini_dir, "--db", mini_dir / "pets.txt")
    assert result.exit_code == 1 and "not a cbwh warehouse" in result.output
    assert file_digest(mini_dir / "pets.txt") == before


def test_another_sqlite_database_is_not_overwritten(run, mini_dir, tmp_path):
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE precious (x)")
    assert run("ingest", "--corpus", mini_dir, "--db", other).exit_code == 1
    assert sqlite3.connect(other).execute("SELECT name FROM sqlite_master").fetchall() == [("precious",)]


def test_a_warehouse_is_rebuilt_without_force(run, mini_dir, good_db):
    assert run("ingest", "--corpus", mini_dir, "--db", good_db).exit_code == 0


# --- kills ---------------------------------------------------------------------------

def test_stale_temporaries_of_dead_processes_are_removed(run, mini_dir, tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tmp_path / f".warehouse.db.{dead.pid}.tmp"
    stale.write_bytes(b"x" * 1000)
    alive = tmp_path / f".warehouse.db.{os.getppid()}.tmp"  # a live process: left alone
    alive.write_bytes(b"y")
    other = tmp_path / ".notes.db.1.tmp"  # another database's: left alone
    other.write_bytes(b"z")
    assert run("ingest", "--corpus", mini_dir, "--db", tmp_path / "warehouse.db").exit_code == 0
    assert not stale.exists() and alive.exists() and other.exists()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_during_ingest_leaves_no_temporary_file(mini_dir, tmp_path, sig):
    """A real process, stopped while it builds (a slowed-down load), removes its temporary
    file and leaves the previous database as it was."""
    db = tmp_path / "warehouse.db"
    code = (
        "import sys, time, cbwh.store.ingest as ing\n"
        "real = ing._insert_rows\n"
        "def slow(*a):\n"
        "    real(*a)\n"
        "    print('inserting', flush=True)\n"
        "    time.sleep(0.2)\n"
        "ing._insert_rows = slow\n"
        "from cbwh.cli import main\n"
        "sys.argv = ['cbwh', 'ingest', '--corpus', sys.argv[1], '--db', sys.argv[2]]\n"
        "main()\n"
    )
    from cbwh.store.ingest import ingest

    ingest(mini_dir, db)
    before = file_digest(db)
    proc = subprocess.Popen([sys.executable, "-c", code, str(mini_dir), str(db)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "inserting\n"
    assert [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # it is building
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert file_digest(db) == before
