"""The compiled-SQL cache file: a small SQLite database beside the user's other cbwh caches.

Entries (a key the compiler chose -> the statement's text hash and the entry's own
bound values and checks) point to statements stored once by their text. `prune`
keeps the most recently used entries; a hit refreshes its use time at most daily, so
a warm read does not write. `cbwh.compile.cache` decides what goes in.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from pathlib import Path

_TOUCH_AFTER = 24 * 3600  # a hit refreshes its last-used time at most once a day
_SCHEMA = """
CREATE TABLE IF NOT EXISTS statements (hash TEXT PRIMARY KEY, sql TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entries (
    key TEXT PRIMARY KEY, hash TEXT NOT NULL REFERENCES statements (hash), rest TEXT NOT NULL, used REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS entries_used ON entries (used);
"""


class SqlCacheFile:
    """The user's SQL cache file: entry key -> (statement, the entry's own params/checks)."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(path, timeout=10, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.executescript(_SCHEMA)
        self.pruned = False

    def get(self, key: str) -> tuple[str, dict] | None:
        row = self.conn.execute(
            "SELECT s.sql, e.rest, e.used FROM entries e JOIN statements s ON s.hash = e.hash WHERE e.key = ?", (key,)
        ).fetchone()
        if row is None:
            return None
        now = time.time()
        if now - row[2] > _TOUCH_AFTER:
            self.conn.execute("UPDATE entries SET used = ? WHERE key = ?", (now, key))
        return row[0], json.loads(row[1])

    def put(self, key: str, sql: str, rest: dict) -> bool:
        """Store an entry; True the first time in this process (the moment to prune)."""
        digest = hashlib.sha256(sql.encode()).hexdigest()
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute("INSERT OR IGNORE INTO statements VALUES (?, ?)", (digest, sql))
            self.conn.execute("INSERT OR REPLACE INTO entries VALUES (?, ?, ?, ?)", (key, digest, json.dumps(rest), time.time()))
        first, self.pruned = not self.pruned, True
        return first

    def prune(self, cap: int) -> None:
        """Keep the `cap` most recently used entries, and only the statements they use."""
        with self.conn:
            self.conn.execute("BEGIN IMMEDIATE")
            self.conn.execute(
                "DELETE FROM entries WHERE key IN (SELECT key FROM entries ORDER BY used DESC, key LIMIT -1 OFFSET ?)",
                (cap,),
            )
            self.conn.execute("DELETE FROM statements WHERE hash NOT IN (SELECT hash FROM entries)")
