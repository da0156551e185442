"""Opening the warehouse read-only: the one way queries reach the database.

The connection is opened with mode=ro, PRAGMA query_only, and an authorizer that
denies every statement that could change anything (writes, DDL, ATTACH, PRAGMA
assignments), so an ad-hoc audit query can never alter the warehouse. Read-only
PRAGMAs (introspection, integrity checks, reading a setting) and the table-valued
pragma functions (`pragma_table_info('pets')`) are allowed.

`watch` puts a running statement under a progress handler, so that a query can be
cancelled (Ctrl-C) or stopped after a time budget while SQLite is still computing.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from cbwh.errors import DatabaseError, Interrupted, QueryTimeout, ReadOnlyViolation
from cbwh.store.migrate import check_current

_READS = {
    sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE,
}
# PRAGMAs that only read, with or without an argument (an argument names a table or a limit).
_READ_PRAGMAS = {
    "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo",
    "foreign_key_list", "foreign_key_check", "integrity_check", "quick_check", "database_list",
    "collation_list", "function_list", "module_list", "pragma_list", "compile_options",
}
# PRAGMAs that read a setting without an argument (with one they would assign it).
_SETTINGS = {
    "user_version", "schema_version", "application_id", "page_count", "page_size", "freelist_count",
    "encoding", "journal_mode", "foreign_keys", "query_only", "data_version", "max_page_count",
    "auto_vacuum", "cache_size", "synchronous", "temp_store", "mmap_size", "busy_timeout",
    "recursive_triggers", "case_sensitive_like", "legacy_alter_table", "secure_delete",
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

    def __call__(self, action: int, arg1: str | None, arg2: str | None, db: str | None, trigger: str | None) -> int:
        if action in _READS:
            return sqlite3.SQLITE_OK
        if action == sqlite3.SQLITE_PRAGMA:
            name = (arg1 or "").lower()
            if name in _READ_PRAGMAS or (name in _SETTINGS and arg2 is None):
                return sqlite3.SQLITE_OK
            self.refused = self.refused or (
                f"PRAGMA {arg1} = {arg2} assigns a setting" if name in _SETTINGS
                else f"PRAGMA {arg1} is not a read-only PRAGMA"
            )
            return sqlite3.SQLITE_DENY
        if action == sqlite3.SQLITE_UPDATE and arg1 in ("sqlite_master", "sqlite_schema") and db == "main":
            # SQLite reports reading the schema for a table-valued pragma function this way;
            # a real write to the schema table is refused by SQLite itself (and mode=ro).
            return sqlite3.SQLITE_OK
        what = _NAMES.get(action, str(action)).replace("_", " ")
        self.refused = self.refused or (f"{what} {arg1}" if arg1 else what) + " is not allowed"
        return sqlite3.SQLITE_DENY


class GuardedConnection(sqlite3.Connection):
    """A connection that carries its authorizer, so refusals can be explained."""

    guard: _Guard
    watch: Watch | None = None
    guarded: bool = False  # the guard is its authorizer
    temp_tables: frozenset[str] = frozenset()  # made by `temp_table`


_MAPPED = 1 << 30  # bytes of the warehouse a mapped connection reads through memory


def open_readonly(path: Path, authorizer: bool = True, mapped: bool = False) -> GuardedConnection:
    """A read-only connection to a current warehouse, or a DatabaseError saying what to do.

    authorizer=False for a connection that runs only the compiler's own statements (answer,
    ask, export): mode=ro and PRAGMA query_only already refuse every write there, and the
    authorizer, which explains what ad-hoc SQL tried, costs a Python call for every column a
    statement reads (a twentieth of a warm `answer --all`). mapped=True for a connection that
    runs thousands of statements over the whole warehouse (the audit's workers): pages are read
    through a memory map of the file (PRAGMA mmap_size) instead of a read() and a copy each
    time the 2 MB page cache misses (at k = 100, a seventh of the audit's CPU was system time); its
    temporary storage (the family statements' hundreds of materialized CTEs, windows and sorts, the
    TEMP tables of `compile.precomputed`) is kept in memory (PRAGMA temp_store = MEMORY) rather than
    in pagers backed by temporary files."""
    if not path.is_file():
        raise DatabaseError(f"no warehouse at {path}; run `cbwh ingest` first (or pass --db / set $CBWH_DB)")
    try:
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, factory=GuardedConnection)
        conn.execute("PRAGMA query_only = ON")
        if mapped:
            conn.execute(f"PRAGMA mmap_size = {_MAPPED}")
            conn.execute("PRAGMA temp_store = MEMORY")
        check_current(conn, str(path))
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"{path} is not a cbwh warehouse ({exc}); run `cbwh ingest` to rebuild it") from None
    conn.guard = _Guard()
    if authorizer:
        conn.set_authorizer(conn.guard)
        conn.guarded = True
    return conn


def temp_table(conn: GuardedConnection, name: str, statements: tuple[str, ...]) -> None:
    """Make the TEMP table `name` on this connection, once, by the caller's own statements (its CREATE
    and what fills it: values of the warehouse computed once for the statements that read them);
    PRAGMA query_only and the authorizer are lifted for those statements alone. The warehouse itself
    stays read-only (mode=ro): a TEMP table lives in the connection's own temporary database."""
    if name in conn.temp_tables:
        return
    if conn.guarded:
        conn.set_authorizer(None)
    conn.execute("PRAGMA query_only = OFF")
    try:
        for sql in statements:
            conn.execute(sql)
    finally:
        conn.execute("PRAGMA query_only = ON")
        if conn.guarded:
            conn.set_authorizer(conn.guard)
    conn.temp_tables = conn.temp_tables | {name}


def guard_readonly(conn: sqlite3.Connection) -> None:
    """Make a connection someone else opened (Datasette's, for `cbwh serve`) read-only like ours:
    PRAGMA query_only and the authorizer that refuses writes, DDL, ATTACH and PRAGMA assignments."""
    conn.execute("PRAGMA query_only = ON")
    conn.set_authorizer(_Guard())


def _first_word(sql: str) -> str:
    """The statement's first keyword, past whitespace and comments."""
    text = sql.lstrip()
    while text.startswith(("--", "/*")):
        end = text.find("\n") if text.startswith("--") else text.find("*/")
        text = "" if end < 0 else text[end + (1 if text.startswith("--") else 2):].lstrip()
    return text.split(None, 1)[0].upper() if text else ""


def _refusal(refused: str, sql: str) -> ReadOnlyViolation:
    word = _first_word(sql)
    if word in ("VACUUM", "REINDEX", "ANALYZE") and not refused.startswith(word):
        refused = f"{word} is not allowed"  # SQLite reports VACUUM as an ATTACH; name what the user wrote
    return ReadOnlyViolation(f"refused: the warehouse is read-only here ({refused}); nothing was changed")


def execute(conn: GuardedConnection, sql: str, params=()) -> sqlite3.Cursor:
    """Run one statement; turn refusals and SQL errors into cbwh errors."""
    guard = conn.guard
    guard.refused = None
    try:
        return conn.execute(sql, params)
    except sqlite3.DatabaseError as exc:
        if guard.refused:
            raise _refusal(guard.refused, sql) from None
        raise _sql_error(conn, exc) from None
    except (sqlite3.Warning, sqlite3.ProgrammingError) as exc:  # e.g. more than one statement
        raise DatabaseError(f"SQL error: {exc}") from None


def _sql_error(conn: sqlite3.Connection, exc: sqlite3.Error) -> DatabaseError:
    watch = getattr(conn, "watch", None)
    if watch is not None and isinstance(exc, sqlite3.OperationalError) and str(exc) == "interrupted":
        return watch.stopped()
    return DatabaseError(f"SQL error: {exc}")


class Watch:
    """A progress handler over one connection: stops the running statement when
    cancel() is called (e.g. from a SIGINT handler) or when the time spent inside
    SQLite exceeds `timeout` seconds (None or 0: no limit). Time spent by the caller
    between fetches (writing output) does not count."""

    EVERY = 10_000  # SQLite virtual-machine steps between checks: well under a millisecond

    def __init__(self, conn: GuardedConnection, timeout: float | None) -> None:
        self.conn, self.timeout = conn, timeout or None
        self.cancelled = False
        self.spent = 0.0
        self._since: float | None = None

    def cancel(self) -> None:
        self.cancelled = True
        self.conn.interrupt()

    def _check(self) -> int:
        if self.cancelled:
            return 1
        if self.timeout and self._since is not None and self.spent + time.monotonic() - self._since > self.timeout:
            return 1
        return 0

    @contextmanager
    def running(self) -> Iterator[None]:
        """Count the time of the enclosed SQLite call; turn an interruption into a cbwh error."""
        self._since = time.monotonic()
        try:
            yield
        except sqlite3.OperationalError as exc:
            raise _sql_error(self.conn, exc) from None
        finally:
            self.spent += time.monotonic() - self._since
            self._since = None
        if self.cancelled:
            raise self.stopped()

    def stopped(self) -> DatabaseError:
        if self.cancelled:
            return Interrupted("interrupted; the query was stopped and nothing was changed")
        return QueryTimeout(
            f"query stopped after {self.timeout:g} s (the --timeout); narrow it, or pass --timeout 0 for no limit"
        )


def watch(conn: GuardedConnection, timeout: float | None) -> Watch:
    """Put every statement on conn under a Watch (see there)."""
    w = Watch(conn, timeout)
    conn.watch = w
    conn.set_progress_handler(w._check, Watch.EVERY)
    return w
