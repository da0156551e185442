"""Versioned migrations: `migrations/NNNN_name.sql`, applied in order and recorded.

The applied versions live in the `schema_migrations` table of the database itself.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from importlib import resources

from cbwh.errors import DatabaseError

_TRACK = "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)"


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def available() -> list[Migration]:
    """Every migration shipped with cbwh, oldest first."""
    found = []
    for entry in resources.files("cbwh.migrations").iterdir():
        stem, dot, ext = entry.name.partition(".")
        number, _, name = stem.partition("_")
        if ext == "sql" and number.isdigit():
            found.append(Migration(int(number), name, entry.read_text(encoding="utf-8")))
    return sorted(found, key=lambda m: m.version)


def applied(conn: sqlite3.Connection) -> list[int]:
    try:
        return [v for (v,) in conn.execute("SELECT version FROM schema_migrations ORDER BY version")]
    except sqlite3.OperationalError:
        return []


def migrate(conn: sqlite3.Connection) -> list[int]:
    """Apply the migrations this database lacks; return the versions applied."""
    conn.execute(_TRACK)
    done = set(applied(conn))
    new = []
    for m in available():
        if m.version in done:
            continue
        conn.executescript(m.sql)
        conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (m.version, m.name))
        new.append(m.version)
    return new


def check_current(conn: sqlite3.Connection, path: str) -> None:
    """Refuse a database whose schema is older (or newer) than this cbwh's."""
    have = applied(conn)
    want = [m.version for m in available()]
    if have != want:
        raise DatabaseError(
            f"{path} has schema versions {have or 'none'}, this cbwh expects {want}; "
            "run `cbwh ingest` to rebuild it"
        )
