"""Parse the corpus directory: ten files, cross-checked, with a manifest; one file at a time."""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import NamedTuple

from cbwh.errors import CorpusError, CorpusNotFound, Problem
from cbwh.layout import MONEY, PEOPLE, TABLES, Table
from cbwh.parse.people import parse_people
from cbwh.parse.records import parse_records
from cbwh.parse.table import ParsedTable
from cbwh.parse.values import MAX_CENTS


class FileEntry(NamedTuple):
    """One row of the corpus_files manifest."""

    file_name: str
    sha256: str
    lines: int
    records: int


class CheckedTable(NamedTuple):
    """One file's rows after every check, and its manifest entry (its text is gone)."""

    table: Table
    rows: list[tuple]
    entry: FileEntry


class ParsedCorpus(NamedTuple):
    tables: dict[str, CheckedTable]
    manifest: list[FileEntry]

    @property
    def digest(self) -> str:
        return corpus_digest((e.file_name, e.sha256) for e in self.manifest)


def corpus_digest(files: Iterable[tuple[str, str]]) -> str:
    """One checksum for the whole corpus: sha256 over the sorted (file name, sha256) manifest."""
    text = "".join(f"{name} {sha}\n" for name, sha in sorted(files))
    return hashlib.sha256(text.encode()).hexdigest()


def _read(path: Path, problems: list[Problem]) -> tuple[str, str] | None:
    """(text, sha256) of a file, or None with a problem recorded."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        problems.append(Problem(path.name, 0, f"file missing from {path.parent}"))
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        problems.append(Problem(path.name, line, f"not UTF-8 text ({exc.reason})"))
        return None
    if "\ufeff" in text:
        line = text.count("\n", 0, text.index("\ufeff")) + 1
        where = "starts with" if text.startswith("\ufeff") else "holds"
        problems.append(Problem(path.name, line, f"{where} a byte-order mark (U+FEFF); save the file as UTF-8 without a BOM"))
        return None
    if "\r" in text:
        line = text.count("\n", 0, text.index("\r")) + 1
        problems.append(Problem(path.name, line, "carriage return found; the corpus uses LF line endings"))
        return None
    return text, hashlib.sha256(raw).hexdigest()


def _check_unique(parsed: ParsedTable, problems: list[Problem]) -> None:
    """Every repeat of a record id, once, at its own header line."""
    counts = Counter(row[0] for row in parsed.rows)
    for rid in (rid for rid, n in counts.items() if n > 1):
        first, *again = parsed.header_lines(rid)
        for line in again:
            problems.append(Problem(parsed.table.file_name, line, f"duplicate record id {rid} (first at line {first})"))


def _check_owners(parsed: ParsedTable, people: set[str], problems: list[Problem]) -> None:
    for owner in sorted({row[1] for row in parsed.rows} - people):
        for rid in [row[0] for row in parsed.rows if row[1] == owner]:
            for line in parsed.header_lines(rid):
                problems.append(Problem(parsed.table.file_name, line, f"owner {owner} of {rid} is not in people.txt"))


def _check_sums(parsed: ParsedTable, problems: list[Problem]) -> None:
    """Every sum of amounts a question can ask for must fit SQLite's integer exactly: one
    person's (named when it does not), and so any group's (all people's together)."""
    columns = parsed.table.columns()
    for field in (f for f in parsed.table.fields if f.kind == MONEY):
        at = columns.index(f"{field.key}_cents")
        per_owner: Counter[str] = Counter()
        for row in parsed.rows:
            per_owner[row[1]] += abs(row[at])
        over = sorted(owner for owner, total in per_owner.items() if total > MAX_CENTS)
        for owner in over:
            problems.append(Problem(parsed.table.file_name, 0, f"the {field.key} amounts of {owner} add up to more "
                                    "than SQLite's integer holds; their sum could not be computed exactly"))
        if not over and sum(per_owner.values()) > MAX_CENTS:
            problems.append(Problem(parsed.table.file_name, 0, f"all {field.key} amounts together add up to more than "
                                    "SQLite's integer holds; a sum over several people could not be computed exactly"))


def parse_files(directory: Path, problems: list[Problem], allow_empty: Iterable[str] = ()) -> Iterator[CheckedTable]:
    """Each file parsed and checked, one at a time, people.txt first: record ids unique in
    their file, owners in people.txt, sums of amounts within SQLite's integer, and no file
    without records unless its table is in `allow_empty`. Problems are appended to
    `problems` (a file with problems still yields the rows that parsed cleanly). Only one
    file's text and rows need be in memory at once: a consumer that drops each table
    before taking the next keeps the peak to the largest file."""
    if not directory.is_dir():
        raise CorpusNotFound(f"corpus directory {directory} does not exist; pass --corpus DIR or run `cbwh fetch`")
    return _parse_files(directory, problems, frozenset(allow_empty))


def _parse_files(directory: Path, problems: list[Problem], allow_empty: frozenset[str]) -> Iterator[CheckedTable]:
    people: set[str] | None = None
    for table in TABLES:
        read = _read(directory / table.file_name, problems)
        if read is None:
            continue
        text, digest = read
        if not text.strip() and table.name not in allow_empty:
            problems.append(Problem(table.file_name, 0, f"no records (the file is empty); if {table.name} "
                                    f"legitimately has none, pass --allow-empty {table.name}"))
        if table is PEOPLE:
            parsed = parse_people(table.file_name, text, problems)
        else:
            parsed = parse_records(table, table.file_name, text, problems)
        del text
        _check_unique(parsed, problems)
        _check_sums(parsed, problems)
        if table is PEOPLE:
            people = {row[0] for row in parsed.rows}
        elif people is not None:
            _check_owners(parsed, people, problems)
        checked = CheckedTable(table, parsed.rows, FileEntry(table.file_name, digest, parsed.lines, len(parsed.rows)))
        del parsed  # the text goes with it
        yield checked


def parse_corpus(directory: Path) -> ParsedCorpus:
    """Parse and cross-check every file, all held in memory; raise CorpusError listing all problems."""
    problems: list[Problem] = []
    tables = {parsed.table.name: parsed for parsed in parse_files(directory, problems)}
    if problems:
        raise CorpusError(problems)
    return ParsedCorpus(tables, [parsed.entry for parsed in tables.values()])
