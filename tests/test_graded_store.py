"""Graded runs kept in the warehouse: migration 0002 upgrades an existing warehouse in
place, `cbwh sql` reads them, re-ingesting the same corpus keeps them, another corpus
does not."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from cbwh.store.ingest import ingest

JOBS = Path(__file__).parent / "data" / "harbor-jobs"
GRADED = ("graded_jobs", "graded_trials", "graded_labels")


def _dump(db: Path, skip=GRADED) -> dict[str, tuple[int, int]]:
    """Every table but `skip`: (rows, a checksum of its rows in rowid order), and its schema."""
    conn = sqlite3.connect(db)
    try:
        out = {}
        for name, sql in conn.execute("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index') "
                                      "AND name NOT LIKE 'sqlite_%' ORDER BY name"):
            if name in skip or any(name.startswith(f"ix_{t}") for t in skip):
                continue
            rows = conn.execute(f"SELECT * FROM {name} ORDER BY rowid").fetchall() if sql.startswith("CREATE TABLE") else []
            out[name] = (sql, len(rows), hash(tuple(rows)))
        return out
    finally:
        conn.close()


@pytest.fixture
def old_db(real_db, tmp_path) -> Path:
    """A warehouse as cbwh built it before migration 0002: the same 0001 schema, no graded tables."""
    db = tmp_path / "cbwh.db"
    shutil.copyfile(real_db, db)
    conn = sqlite3.connect(db)
    for table in reversed(GRADED):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("DELETE FROM schema_migrations WHERE version = 2")
    conn.commit()
    conn.close()
    return db


def test_save_upgrades_an_existing_warehouse_in_place_and_loses_nothing(run, old_db, corpus_dir):
    before = _dump(old_db, skip=GRADED + ("schema_migrations",))
    assert run("tables", "--db", old_db).exit_code == 0  # a warehouse without the graded tables is still current
    result = run("grade", JOBS, "--db", old_db, "--corpus", corpus_dir, "--save", "--json")
    assert result.exit_code == 0, result.output
    assert f"saved 2 job(s), 17 trials into {old_db} (upgraded in place: migration 2)" in result.stderr
    assert _dump(old_db, skip=GRADED + ("schema_migrations",)) == before
    conn = sqlite3.connect(old_db)
    assert [v for (v,) in conn.execute("SELECT version FROM schema_migrations ORDER BY version")] == [1, 2]
    report = json.loads(result.stdout)
    assert conn.execute("SELECT COUNT(*) FROM graded_trials").fetchone()[0] == len(report["trials"]) == 17
    labels = dict(conn.execute("SELECT trial, label FROM graded_labels"))
    assert labels == {t["trial"]: t["label"] for t in report["trials"] if t["label"]}
    again = run("grade", JOBS, "--db", old_db, "--corpus", corpus_dir, "--save")
    assert "upgraded" not in again.stderr  # already current; the jobs' rows are replaced, not added
    assert conn.execute("SELECT COUNT(*) FROM graded_trials").fetchone()[0] == 17


def test_sql_audits_the_graded_runs(run, old_db, corpus_dir):
    run("grade", JOBS, "--db", old_db, "--corpus", corpus_dir, "--save")
    query = ("SELECT t.task_id, t.answer FROM graded_labels l JOIN graded_trials t USING (job, trial) "
             "WHERE l.label = 'variant:fanout=addresses' AND t.model = 'gpt-5.6-terra' ORDER BY t.task_id, t.trial")
    rows = json.loads(run("sql", query, "--db", old_db, "--json").stdout)
    assert [r["task_id"] for r in rows] == ["cb-cloud-1", "cb-cloud-6"]


def test_graded_runs_survive_reingesting_the_same_corpus_only(run, old_db, corpus_dir, tmp_path):
    run("grade", JOBS, "--db", old_db, "--corpus", corpus_dir, "--save")
    kept = sorted(sqlite3.connect(old_db).execute("SELECT * FROM graded_trials").fetchall())
    ingest(corpus_dir, old_db)
    assert sorted(sqlite3.connect(old_db).execute("SELECT * FROM graded_trials").fetchall()) == kept
    other = tmp_path / "other"
    shutil.copytree(corpus_dir, other)
    (other / "pets.txt").write_text((other / "pets.txt").read_text().replace("name: Dawn", "name: Dusk"))
    ingest(other, old_db)
    assert sqlite3.connect(old_db).execute("SELECT COUNT(*) FROM graded_trials").fetchone() == (0,)


def test_runs_of_tasks_from_another_corpus_are_refused(run, old_db, corpus_dir, tmp_path):
    task = tmp_path / "tasks" / "cb-cloud-78"
    task.mkdir(parents=True)
    (task / "task.toml").write_text('version = "1.3"\n\n[metadata]\ncorpus_sha256 = "' + "ab" * 32 + '"\n')
    result = run("grade", JOBS / "deepagents-78", "--db", old_db, "--corpus", corpus_dir, "--save",
                 "--tasks", tmp_path / "tasks")
    assert result.exit_code == 2 and "its task was exported from corpus abababababab" in result.output
    assert not sqlite3.connect(old_db).execute("SELECT name FROM sqlite_master WHERE name = 'graded_jobs'").fetchall()
