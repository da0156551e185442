"""Versioned migrations: `migrations/NNNN_name.sql`, applied in order and recorded.

The applied versions live in the `schema_migrations` table of the database itself.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from cbwh.errors import DatabaseError
from cbwh.store.transaction import immediate
from cbwh.tuples import NamedTuple

_TRACK = "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)"


class Migration(NamedTuple):
    version: int
    name: str
    sql: str

    @property
    def additive(self) -> bool:
        """Declared with a first line `-- additive: ...`: it only adds tables nothing else reads,
        so a warehouse without it is still current for every other command."""
        return self.sql.lstrip().startswith("-- additive:")


def available() -> list[Migration]:
    """Every migration shipped with cbwh, oldest first."""
    import cbwh.migrations

    found = []
    for entry in Path(cbwh.migrations.__file__).parent.iterdir():
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


def statements(sql: str) -> list[str]:
    """Split a migration script into complete SQL statements."""
    out, buf = [], ""
    for line in sql.splitlines(keepends=True):
        if not buf and (not line.strip() or line.lstrip().startswith("--")):
            continue  # blank lines and comments between statements
        buf += line
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out


def migrate(conn: sqlite3.Connection, deferred_indexes: list[str] | None = None) -> list[int]:
    """Apply the migrations this database lacks, in one transaction; return the versions applied.

    With deferred_indexes (a bulk load into a new database), CREATE INDEX statements
    are appended there instead of run, for the caller to run after loading the rows.
    """
    conn.execute(_TRACK)
    done = set(applied(conn))
    new = []
    for m in available():
        if m.version in done:
            continue
        for stmt in statements(m.sql):
            if deferred_indexes is not None and stmt.upper().startswith("CREATE INDEX"):
                deferred_indexes.append(stmt)
            else:
                conn.execute(stmt)
        conn.execute("INSERT INTO schema_migrations (version, name) VALUES (?, ?)", (m.version, m.name))
        new.append(m.version)
    return new


def check_current(conn: sqlite3.Connection, path: str) -> None:
    """Refuse a database whose schema is older (or newer) than this cbwh's; a database that
    lacks only additive migrations is current (the command that needs them upgrades it)."""
    have = applied(conn)
    shipped = available()
    want = [m.version for m in shipped]
    required = [m.version for m in shipped if not m.additive]
    if have != want and not (set(required) <= set(have) <= set(want) and have == sorted(have)):
        raise DatabaseError(
            f"{path} has schema versions {have or 'none'}, this cbwh expects {want}; "
            "run `cbwh ingest` to rebuild it"
        )


def upgrade(path: Path) -> list[int]:
    """Apply the migrations a current warehouse lacks (additive ones), in place, in one transaction."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        check_current(conn, str(path))
        with immediate(conn):
            return migrate(conn)
    finally:
        conn.close()
