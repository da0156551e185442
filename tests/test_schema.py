"""The migrations build exactly the schema the SQLAlchemy metadata describes."""

from __future__ import annotations

import sqlite3

from sqlalchemy import create_engine

from cbwh.store.graded_schema import metadata  # the warehouse metadata, graded tables included
from cbwh.store.migrate import available, check_current, migrate, statements


def describe(conn: sqlite3.Connection) -> dict:
    names = [n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
    shape = {}
    for name in names:
        if name == "schema_migrations":
            continue
        indexes = {
            row[1]: [c[2] for c in conn.execute(f"PRAGMA index_info('{row[1]}')")]
            for row in conn.execute(f"PRAGMA index_list('{name}')")
        }
        shape[name] = (
            [tuple(r) for r in conn.execute(f"PRAGMA table_info('{name}')")],
            indexes,
            [tuple(r) for r in conn.execute(f"PRAGMA foreign_key_list('{name}')")],
        )
    return shape


def test_migrations_equal_metadata(tmp_path):
    migrated = sqlite3.connect(tmp_path / "m.db")
    migrate(migrated)
    engine = create_engine(f"sqlite:///{tmp_path / 'md.db'}")
    metadata.create_all(engine)
    engine.dispose()
    assert describe(migrated) == describe(sqlite3.connect(tmp_path / "md.db"))


def test_applied_versions_are_recorded(tmp_path):
    conn = sqlite3.connect(tmp_path / "m.db")
    assert migrate(conn) == [m.version for m in available()]
    assert migrate(conn) == []  # idempotent
    check_current(conn, "m.db")


def test_deferred_indexes_are_handed_back(tmp_path):
    conn = sqlite3.connect(tmp_path / "m.db")
    deferred: list[str] = []
    migrate(conn, deferred_indexes=deferred)
    assert deferred and all(s.startswith("CREATE INDEX") for s in deferred)
    assert not conn.execute("SELECT 1 FROM sqlite_master WHERE name LIKE 'ix_%'").fetchall()


def test_statement_splitter_skips_comments():
    assert statements("-- note\n\nCREATE TABLE a (x);\n-- more\nCREATE TABLE b (y);\n") == [
        "CREATE TABLE a (x);", "CREATE TABLE b (y);",
    ]
