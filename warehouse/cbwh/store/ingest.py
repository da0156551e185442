"""`cbwh ingest`: parse the corpus and build the warehouse, atomically.

The database is built in a temporary file beside the target and swapped in with
os.replace only when everything loaded; a failed run leaves the old file as it was.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable, Iterator
from itertools import chain
from pathlib import Path
from typing import NamedTuple

from cbwh import __version__
from cbwh.errors import CorpusError, DatabaseError, Problem
from cbwh.parse.corpus import CheckedTable, FileEntry, corpus_digest, parse_files
from cbwh.store.migrate import migrate


class IngestResult(NamedTuple):
    db_path: Path
    corpus_dir: Path
    counts: dict[str, int]
    corpus_sha256: str


BATCH = 50  # rows per INSERT statement: fewer statement steps, a third less time than one row each


def _insert_rows(conn: sqlite3.Connection, name: str, cols: tuple[str, ...], rows: list[tuple]) -> None:
    """INSERT rows in batches of multi-row VALUES (table and column names come from the layout).
    The batches are made as SQLite asks for them, so no second copy of the rows is built."""
    one = "(" + ", ".join("?" * len(cols)) + ")"
    head = f"INSERT INTO {name} ({', '.join(cols)}) VALUES "
    full = len(rows) - len(rows) % BATCH
    if full:
        batches = (tuple(chain.from_iterable(rows[i:i + BATCH])) for i in range(0, full, BATCH))
        conn.executemany(head + ", ".join([one] * BATCH), batches)
    conn.executemany(head + one, rows[full:])


def _load(conn: sqlite3.Connection, files: Iterator[CheckedTable], problems: list[Problem]) -> dict[str, FileEntry]:
    """Insert each file's rows as soon as it is parsed and checked, then let them go.
    After the first problem nothing more is inserted (the database will be discarded),
    but every file is still parsed, so that all problems are reported."""
    manifest = {}
    for checked in files:
        if not problems:
            _insert_rows(conn, checked.table.name, checked.table.columns(), checked.rows)
        manifest[checked.table.name] = checked.entry
        del checked
    return manifest


def _finish(conn: sqlite3.Connection, manifest: Iterable[FileEntry], digest: str) -> None:
    conn.executemany(
        "INSERT INTO corpus_files (file_name, sha256, lines, records) VALUES (?, ?, ?, ?)",
        [(e.file_name, e.sha256, e.lines, e.records) for e in manifest],
    )
    conn.executemany(
        "INSERT INTO cbwh_meta (key, value) VALUES (?, ?)",
        [("cbwh_version", __version__), ("corpus_sha256", digest)],
    )


def _build(path: Path, files: Iterator[CheckedTable], problems: list[Problem]) -> dict[str, FileEntry]:
    """Build the database at path from the files; raise CorpusError (the file is then discarded) on any problem."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = OFF")  # a scratch file: it is swapped in whole or deleted
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("BEGIN")
        indexes: list[str] = []
        migrate(conn, deferred_indexes=indexes)
        manifest = _load(conn, files, problems)
        if problems:
            raise CorpusError(problems)
        _finish(conn, manifest.values(), _digest(manifest))
        for stmt in indexes:  # building an index once after the load beats maintaining it per row
            conn.execute(stmt)
        conn.execute("COMMIT")
        return manifest
    finally:
        conn.close()


def ingest(corpus_dir: Path, db_path: Path) -> IngestResult:
    """Parse every file strictly into a new database, file by file, and swap it in at db_path.

    Memory holds one file's text and rows at a time (they are inserted into the scratch
    database as soon as they are checked); the database only replaces db_path when every
    file parsed without a problem."""
    problems: list[Problem] = []
    files = parse_files(corpus_dir, problems)
    db_path = db_path.absolute()
    db_path.parent.mkdir(parents=True, exist_ok=True)
    tmp = db_path.with_name(f".{db_path.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    try:
        manifest = _build(Path(tmp), files, problems)
        os.replace(tmp, db_path)
    except sqlite3.Error as exc:
        Path(tmp).unlink(missing_ok=True)
        raise DatabaseError(f"cannot build the warehouse at {db_path}: {exc}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    counts = {name: e.records for name, e in manifest.items()}
    return IngestResult(db_path, corpus_dir, counts, _digest(manifest))


def _digest(manifest: dict[str, FileEntry]) -> str:
    return corpus_digest((e.file_name, e.sha256) for e in manifest.values())
