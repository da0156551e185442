"""Graded agent runs kept in the warehouse (migration 0002): written by `cbwh grade --save`,
read with `cbwh sql`, carried over when the same corpus is ingested again.

Rows arrive as plain dicts keyed by column name; a job graded again replaces its rows.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cbwh.errors import DatabaseError
from cbwh.store.migrate import upgrade
from cbwh.store.transaction import immediate

GRADED_TABLES = ("graded_jobs", "graded_trials", "graded_labels")  # parents first


def _insert(conn: sqlite3.Connection, table: str, rows: Sequence[dict[str, Any]]) -> None:
    if not rows:
        return
    cols = list(rows[0])
    conn.executemany(f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                     [tuple(r[c] for c in cols) for r in rows])


def save(db: Path, corpus_sha256: str, jobs: Sequence[dict[str, Any]], trials: Sequence[dict[str, Any]],
         labels: Sequence[dict[str, Any]]) -> list[int]:
    """Store graded jobs (upgrading the warehouse in place first if it predates the graded
    tables); refuse if the warehouse's corpus is not the one they were graded against.
    Returns the migrations applied."""
    applied = upgrade(db)
    conn = sqlite3.connect(db, isolation_level=None)
    try:
        (digest,) = conn.execute("SELECT value FROM cbwh_meta WHERE key = 'corpus_sha256'").fetchone()
        if digest != corpus_sha256:
            raise DatabaseError(f"{db} holds corpus {digest[:12]}…, these runs were graded against "
                                f"{corpus_sha256[:12]}…; refusing to mix them")
        with immediate(conn):
            names = [(j["job"],) for j in jobs]
            for table in reversed(GRADED_TABLES):
                conn.executemany(f"DELETE FROM {table} WHERE job = ?", names)
            _insert(conn, "graded_jobs", jobs)
            _insert(conn, "graded_trials", trials)
            _insert(conn, "graded_labels", labels)
    finally:
        conn.close()
    return applied


def carry_over(conn: sqlite3.Connection, old: Path, corpus_sha256: str) -> int:
    """Copy the graded runs of the warehouse being replaced into the new one (conn, inside its
    transaction) when both hold the same corpus; a different corpus's runs are not carried.
    Returns the number of jobs carried."""
    try:
        src = sqlite3.connect(f"{old.absolute().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return 0
    try:
        tables = {n for (n,) in src.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not set(GRADED_TABLES) <= tables:
            return 0
        row = src.execute("SELECT value FROM cbwh_meta WHERE key = 'corpus_sha256'").fetchone()
        if row is None or row[0] != corpus_sha256:
            return 0
        for table in GRADED_TABLES:
            cur = src.execute(f"SELECT * FROM {table}")
            cols = [d[0] for d in cur.description]
            conn.executemany(f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})",
                             cur.fetchall())
        (jobs,) = src.execute("SELECT COUNT(*) FROM graded_jobs").fetchone()
        return int(jobs)
    except sqlite3.Error:
        return 0
    finally:
        src.close()
