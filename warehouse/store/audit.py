"""`cbwh sql`, `cbwh tables`, `cbwh schema`: read-only looks at the warehouse."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cbwh.store.connect import execute, open_readonly
from cbwh.store.tables import TABLES


@dataclass(frozen=True)
class QueryResult:
    columns: list[str]
    rows: list[tuple]

    def records(self) -> list[dict]:
        return [dict(zip(self.columns, row)) for row in self.rows]


def run_sql(db: Path, sql: str, params=()) -> QueryResult:
    conn = open_readonly(db)
    try:
        cur = execute(conn, sql, params)
        rows = cur.fetchall()
        columns = [d[0] for d in cur.description or ()]
        return QueryResult(columns, rows)
    finally:
        conn.close()


def table_counts(db: Path) -> QueryResult:
    """Row counts of every warehouse table, corpus tables first."""
    conn = open_readonly(db)
    try:
        names = [t.name for t in TABLES] + ["corpus_files", "cbwh_meta", "schema_migrations"]
        rows = [(name, execute(conn, f'SELECT COUNT(*) FROM "{name}"').fetchone()[0]) for name in names]
        return QueryResult(["table", "rows"], rows)
    finally:
        conn.close()


def schema_sql(db: Path) -> str:
    """The CREATE statements stored in the database."""
    conn = open_readonly(db)
    try:
        rows = execute(
            conn, "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type DESC, tbl_name, name"
        ).fetchall()
        return "\n\n".join(f"{sql};" for (sql,) in rows) + "\n"
    finally:
        conn.close()
