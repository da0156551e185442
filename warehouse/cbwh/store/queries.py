"""Read-only queries for `cbwh sql`, `cbwh tables`, `cbwh schema` and `cbwh serve`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from cbwh.errors import UsageError
from cbwh.layout import TABLES
from cbwh.rows import unique_columns
from cbwh.store.connect import GuardedConnection, execute, open_readonly, watch


@dataclass(frozen=True)
class QueryResult:
    columns: list[str]
    rows: list[tuple]

    def records(self) -> list[dict]:
        return [dict(zip(self.columns, row)) for row in self.rows]


DEFAULT_TIMEOUT = 60.0  # seconds inside SQLite before an ad-hoc query is stopped (0: no limit)
BATCH = 500  # rows fetched at a time while streaming


@dataclass(frozen=True)
class RowStream:
    """A running query: unique column names (with the renames made), and its rows as they come."""

    columns: list[str]
    renamed: list[tuple[str, str]]
    rows: Iterator[tuple]


class AdHocQuery:
    """One read-only ad-hoc query, streamed, stoppable.

    `cancel()` (safe to call from a signal handler) stops it at once, even inside a
    long SQLite computation, and the rows iterator then raises Interrupted; a query
    that spends more than `timeout` seconds inside SQLite raises QueryTimeout.
    Use as a context manager: the connection is closed on exit.
    """

    def __init__(self, db: Path, timeout: float | None = DEFAULT_TIMEOUT) -> None:
        self.conn = open_readonly(db)
        self.watch = watch(self.conn, timeout)

    def cancel(self) -> None:
        self.watch.cancel()

    def run(self, sql: str, params: tuple = ()) -> RowStream:
        if not sql.strip():
            raise UsageError("the query is empty; give one SQL statement, e.g. cbwh sql \"SELECT * FROM pets LIMIT 3\"")
        with self.watch.running():
            cur = execute(self.conn, sql, params)
        columns, renamed = unique_columns([d[0] for d in cur.description or ()])
        return RowStream(columns, renamed, self._rows(cur))

    def _rows(self, cur) -> Iterator[tuple]:
        while True:
            with self.watch.running():
                batch = cur.fetchmany(BATCH)
            if not batch:
                return
            yield from batch

    def __enter__(self) -> AdHocQuery:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.conn.close()


def corpus_manifest(conn: GuardedConnection) -> tuple[dict[str, str], str]:
    """The corpus the warehouse was built from: file name -> sha256, and the corpus checksum."""
    files = dict(execute(conn, "SELECT file_name, sha256 FROM corpus_files").fetchall())
    (digest,) = execute(conn, "SELECT value FROM cbwh_meta WHERE key = ?", ("corpus_sha256",)).fetchone()
    return files, digest


def people_names(conn: GuardedConnection) -> list[str]:
    """Every person's full name, in person_id order: the candidates a name answer is told apart from."""
    return [name for (name,) in execute(conn, "SELECT full_name FROM people ORDER BY person_id").fetchall()]


def _database(db: Path):
    """sqlite-utils' view of the warehouse, over our guarded read-only connection."""
    import sqlite_utils

    return sqlite_utils.Database(open_readonly(db), recursive_triggers=False)


def table_counts(db: Path) -> QueryResult:
    """Row counts of every warehouse table, corpus tables first."""
    database = _database(db)
    try:
        order = {t.name: i for i, t in enumerate(TABLES)}
        tables = sorted(database.tables, key=lambda t: (order.get(t.name, len(order)), t.name))
        return QueryResult(["table", "rows"], [(t.name, t.count) for t in tables])
    finally:
        database.conn.close()


def schema_sql(db: Path) -> str:
    """The CREATE statements stored in the database."""
    database = _database(db)
    try:
        return database.schema.rstrip() + "\n"
    finally:
        database.conn.close()


def distinct_counts(db: Path) -> dict[tuple[str, str], tuple[int, int]]:
    """(distinct values, rows) of every text column outside a primary key, in every table of the
    schema (the corpus tables, the bookkeeping and the graded runs): `cbwh serve` picks its facets from it."""
    from sqlalchemy import Text

    import cbwh.store.graded_schema  # noqa: F401  (puts the graded-runs tables on the metadata)
    from cbwh.store.schema import metadata

    conn = open_readonly(db)
    try:
        present = {name for (name,) in execute(conn, "SELECT name FROM sqlite_master WHERE type = 'table'")}
        out: dict[tuple[str, str], tuple[int, int]] = {}
        for table in metadata.sorted_tables:  # names come from the schema, never from input
            if table.name not in present:
                continue
            columns = [c.name for c in table.columns if isinstance(c.type, Text) and not c.primary_key]
            if not columns:
                continue
            counts = ", ".join(f'COUNT(DISTINCT "{c}")' for c in columns)
            rows, *distinct = execute(conn, f'SELECT COUNT(*), {counts} FROM "{table.name}"').fetchone()
            out |= {(table.name, c): (n, rows) for c, n in zip(columns, distinct)}
        return out
    finally:
        conn.close()
