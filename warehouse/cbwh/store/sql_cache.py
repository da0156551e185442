"""The compiled-SQL cache file: a small SQLite database beside the user's other cbwh caches.

Entries (a key the compiler chose -> the statement's text hash and the entry's own
bound values and checks) point to statements stored once by their text. `prune`
keeps the most recently used entries; a hit refreshes its use time at most daily, so
a warm read does not write. `cbwh.compile.cache` decides what goes in.

It is only a cache: an entry is used only if the statement still hashes to its
recorded hash and the entry to its recorded digest (an edited SELECT never answers);
a file that is not a database is replaced.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from cbwh.store.transaction import immediate

_TOUCH_AFTER = 24 * 3600  # a hit refreshes its last-used time at most once a day


def _sha(*parts: str) -> str:
    import hashlib  # (imported here: a warm `cbwh answer` reads no entry of this cache)

    return hashlib.sha256("\0".join(parts).encode()).hexdigest()
_SCHEMA = """
CREATE TABLE IF NOT EXISTS statements (hash TEXT PRIMARY KEY, sql TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entries (
    key TEXT PRIMARY KEY, hash TEXT NOT NULL REFERENCES statements (hash), rest TEXT NOT NULL,
    digest TEXT NOT NULL, used REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS entries_used ON entries (used);
"""


class SqlCacheFile:
    """The user's SQL cache file: entry key -> (statement, the entry's own params/checks)."""

    def __init__(self, path: Path):
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.conn = self._open(path)
        except sqlite3.OperationalError:
            raise
        except sqlite3.DatabaseError:  # not a database (truncated, overwritten): start afresh
            for stale in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
                stale.unlink(missing_ok=True)
            self.conn = self._open(path)
        self.pruned = False

    @staticmethod
    def _open(path: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(path, timeout=10, isolation_level=None)
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")  # a cache: no fsync per entry (WAL keeps it consistent)
        conn.executescript(_SCHEMA)
        return conn

    def get(self, key: str) -> tuple[str, dict] | None:
        """(sql, rest) of a sound entry; None if absent or in any doubt."""
        row = self.conn.execute(
            "SELECT s.hash, s.sql, e.rest, e.digest, e.used FROM entries e JOIN statements s ON s.hash = e.hash "
            "WHERE e.key = ?", (key,)
        ).fetchone()
        if row is None:
            return None
        digest, sql, rest, entry_digest, used = row
        if not isinstance(sql, str) or not isinstance(rest, str) or _sha(sql) != digest or _sha(key, sql, rest) != entry_digest:
            return None
        try:
            data = json.loads(rest)
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        now = time.time()
        if now - used > _TOUCH_AFTER:
            self.conn.execute("UPDATE entries SET used = ? WHERE key = ?", (now, key))
        return sql, data

    def put(self, key: str, sql: str, rest: dict) -> bool:
        """Store an entry; True the first time in this process (the moment to prune)."""
        digest, text = _sha(sql), json.dumps(rest, sort_keys=True)
        with immediate(self.conn):
            self.conn.execute("INSERT OR REPLACE INTO statements VALUES (?, ?)", (digest, sql))
            self.conn.execute("INSERT OR REPLACE INTO entries VALUES (?, ?, ?, ?, ?)",
                              (key, digest, text, _sha(key, sql, text), time.time()))
        first, self.pruned = not self.pruned, True
        return first

    def prune(self, cap: int) -> None:
        """Keep the `cap` most recently used entries, and only the statements they use."""
        with immediate(self.conn):
            self.conn.execute(
                "DELETE FROM entries WHERE key IN (SELECT key FROM entries ORDER BY used DESC, key LIMIT -1 OFFSET ?)",
                (cap,),
            )
            self.conn.execute("DELETE FROM statements WHERE hash NOT IN (SELECT hash FROM entries)")
