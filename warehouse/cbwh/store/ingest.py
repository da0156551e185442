"""`cbwh ingest`: parse the corpus and build the warehouse, atomically.

The database is built in a temporary file beside the target (`.NAME.db.PID.tmp`) and
swapped in with os.replace only when everything loaded; a failed or interrupted run
leaves the old file as it was and removes its temporary file, and a temporary file left
by a killed run (its process gone) is removed by the next run. An existing file that is
not a cbwh warehouse is never replaced unless the caller forces it.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from itertools import chain
from pathlib import Path
from typing import NamedTuple

from cbwh import __version__
from cbwh.errors import CorpusError, DatabaseError, Problem
from cbwh.parse.corpus import CheckedTable, FileEntry, corpus_digest, parse_files
from cbwh.store.graded import carry_over
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


Progress = Callable[[str], None]  # told each file's name as its turn comes


def _load(conn: sqlite3.Connection, files: Iterator[CheckedTable], problems: list[Problem],
          progress: Progress | None = None) -> dict[str, FileEntry]:
    """Insert each file's rows as soon as it is parsed and checked, then let them go.
    After the first problem nothing more is inserted (the database will be discarded),
    but every file is still parsed, so that all problems are reported."""
    manifest = {}
    for checked in files:
        if progress:
            progress(checked.entry.file_name)
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


def _build(path: Path, files: Iterator[CheckedTable], problems: list[Problem],
           progress: Progress | None = None, previous: Path | None = None) -> dict[str, FileEntry]:
    """Build the database at path from the files; raise CorpusError (the file is then discarded) on any problem."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = OFF")  # a scratch file: it is swapped in whole or deleted
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("BEGIN")
        indexes: list[str] = []
        migrate(conn, deferred_indexes=indexes)
        manifest = _load(conn, files, problems, progress)
        if problems:
            raise CorpusError(problems)
        _finish(conn, manifest.values(), _digest(manifest))
        if previous is not None:  # graded agent runs survive re-ingesting the same corpus
            carry_over(conn, previous, _digest(manifest))
        for stmt in indexes:  # building an index once after the load beats maintaining it per row
            conn.execute(stmt)
        conn.execute("COMMIT")
        return manifest
    finally:
        conn.close()


def _is_warehouse(path: Path) -> bool:
    """Whether path is a SQLite database that cbwh built (any schema version)."""
    try:
        with path.open("rb") as f:
            if f.read(16) != b"SQLite format 3\x00":
                return False
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
        try:
            names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.close()
    except (OSError, sqlite3.Error):
        return False
    return {"cbwh_meta", "schema_migrations"} <= names


def _check_target(db_path: Path, force: bool) -> None:
    if not db_path.exists():
        return
    if db_path.is_dir():
        raise DatabaseError(f"--db {db_path} is a directory; name a file")
    if not force and db_path.stat().st_size and not _is_warehouse(db_path):
        raise DatabaseError(f"{db_path} exists and is not a cbwh warehouse; refusing to replace it "
                            "(choose another --db, or pass --force to overwrite it)")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True  # someone else's process (or not a pid we can ask about): leave its file alone
    return True


def remove_stale_temporaries(db_path: Path) -> list[Path]:
    """Remove `.NAME.db.PID.tmp` files beside db_path whose process is gone; return them."""
    prefix = f".{db_path.name}."
    removed = []
    for tmp in db_path.parent.glob(f"{_glob_escape(prefix)}*.tmp"):
        pid = tmp.name[len(prefix):-len(".tmp")]
        if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
            tmp.unlink(missing_ok=True)
            removed.append(tmp)
    return removed


def _glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def ingest(corpus_dir: Path, db_path: Path, *, allow_empty: Iterable[str] = (), force: bool = False,
           progress: Progress | None = None) -> IngestResult:
    """Parse every file strictly into a new database, file by file, and swap it in at db_path.

    Memory holds one file's text and rows at a time (they are inserted into the scratch
    database as soon as they are checked); the database only replaces db_path when every
    file parsed without a problem. A file without records is a problem unless its table
    is in `allow_empty`; an existing db_path that is not a cbwh warehouse is refused
    unless `force`. `progress` is told each file's name as it is loaded."""
    db_path = db_path.absolute()
    _check_target(db_path, force)
    problems: list[Problem] = []
    files = parse_files(corpus_dir, problems, allow_empty)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(db_path)
    tmp = db_path.with_name(f".{db_path.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    try:
        manifest = _build(Path(tmp), files, problems, progress,
                          db_path if db_path.is_file() and _is_warehouse(db_path) else None)
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
