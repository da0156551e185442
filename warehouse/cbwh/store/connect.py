"""Opening the warehouse read-only: the one way queries reach the database.

The connection is opened with mode=ro, PRAGMA query_only, and an authorizer that
denies every statement that could change anything (writes, DDL, ATTACH, PRAGMA
assignments), so an ad-hoc audit query can never alter the warehouse.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from cbwh.errors import DatabaseError, ReadOnlyViolation
from cbwh.store.migrate import check_current

_READS = {
    sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE,
}
_INTROSPECTION = {
    "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo",
    "foreign_key_list", "database_list", "collation_list", "function_list", "pragma_list",
    "compile_options", "user_version", "schema_version", "page_count", "page_size",
}
_ACTIONS = (
    "CREATE_INDEX CREATE_TABLE CREATE_TEMP_INDEX CREATE_TEMP_TABLE CREATE_TEMP_TRIGGER CREATE_TEMP_VIEW "
    "CREATE_TRIGGER CREATE_VIEW DELETE DROP_INDEX DROP_TABLE DROP_TEMP_INDEX DROP_TEMP_TABLE "
    "DROP_TEMP_TRIGGER DROP_TEMP_VIEW DROP_TRIGGER DROP_VIEW INSERT PRAGMA TRANSACTION UPDATE ATTACH "
    "DETACH ALTER_TABLE REINDEX ANALYZE CREATE_VTABLE DROP_VTABLE SAVEPOINT"
).split()
_NAMES = {getattr(sqlite3, f"SQLITE_{n}"): n for n in _ACTIONS if hasattr(sqlite3, f"SQLITE_{n}")}


class _Guard:
    """sqlite3 authorizer that remembers what it refused, for a clear message."""

    def __init__(self) -> None:
        self.refused: str | None = None

    def __call__(self, action, arg1, arg2, db, trigger):
        if action in _READS:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_PRAGMA and arg1 in _INTROSPECTION and (arg2 is None or arg1.endswith(("info", "list"))):
            return sqlite3.SQLITE_OK
        what = _NAMES.get(action, str(action)).replace("_", " ")
        self.refused = self.refused or (f"{what} {arg1}" if arg1 else what)
        return sqlite3.SQLITE_DENY


class GuardedConnection(sqlite3.Connection):
    """A connection that carries its authorizer, so refusals can be explained."""

    guard: _Guard


def open_readonly(path: Path) -> GuardedConnection:
    """A read-only connection to a current warehouse, or a DatabaseError saying what to do."""
    if not path.is_file():
        raise DatabaseError(f"no warehouse at {path}; run `cbwh ingest` first (or pass --db / set $CBWH_DB)")
    try:
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, factory=GuardedConnection)
        conn.execute("PRAGMA query_only = ON")
        check_current(conn, str(path))
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"{path} is not a cbwh warehouse ({exc}); run `cbwh ingest` to rebuild it") from None
    conn.guard = _Guard()
    conn.set_authorizer(conn.guard)
    return conn


def guard_readonly(conn: sqlite3.Connection) -> None:
    """Make a connection someone else opened (Datasette's, for `cbwh serve`) read-only like ours:
    PRAGMA query_only and the authorizer that refuses writes, DDL, ATTACH and PRAGMA assignments."""
    conn.execute("PRAGMA query_only = ON")
    conn.set_authorizer(_Guard())


def execute(conn: GuardedConnection, sql: str, params=()) -> sqlite3.Cursor:
    """Run one statement; turn refusals and SQL errors into cbwh errors."""
    guard = conn.guard
    guard.refused = None
    try:
        return conn.execute(sql, params)
    except sqlite3.DatabaseError as exc:
        if guard.refused:
            raise ReadOnlyViolation(
                f"refused: the warehouse is read-only here ({guard.refused} is not allowed); nothing was changed"
            ) from None
        raise DatabaseError(f"SQL error: {exc}") from None
    except sqlite3.Warning as exc:  # e.g. more than one statement
        raise DatabaseError(f"SQL error: {exc}") from None
