"""Strict parser for the nine owned-record files.

A file is a sequence of blocks::

    ### pet-0001 (owner: pers-0001)
    pet_id: pet-0001
    name: Amanda
    <blank line>

Every line must be a record header, a field line inside a record, or a blank
separator. Problems are collected (never raised one by one) with file:line.
"""

from __future__ import annotations

from cbwh.errors import Problem
from cbwh.layout import Table
from cbwh.parse.fast import fast_rows
from cbwh.parse.table import ParsedTable
from cbwh.parse.values import CONVERTERS, text_problem


class _Record:
    __slots__ = ("rid", "owner", "line", "values")

    def __init__(self, rid: str, owner: str, line: int):
        self.rid, self.owner, self.line = rid, owner, line
        self.values: dict[str, tuple[str, int]] = {}


def _header(line: str) -> tuple[str, str] | None:
    """'### pet-0001 (owner: pers-0001)' -> ('pet-0001', 'pers-0001')."""
    body = line[4:]
    rid, sep, rest = body.partition(" (owner: ")
    if not sep or not rest.endswith(")") or not rid or " " in rid:
        return None
    owner = rest[:-1]
    return (rid, owner) if owner and " " not in owner else None


class _Parser:
    def __init__(self, table: Table, file: str, problems: list[Problem]):
        self.table, self.file, self.problems = table, file, problems
        self.known = set(table.keys)
        self.rows: list[tuple] = []
        self.rec: _Record | None = None

    def problem(self, line: int, reason: str) -> None:
        self.problems.append(Problem(self.file, line, reason))

    def feed(self, n: int, line: str) -> None:
        if not line:
            self.close()
        elif line.startswith("### "):
            self.open(n, line)
        elif self.rec is None:
            self.problem(n, f"stray text outside a record: {line[:60]!r}")
        else:
            self.field(n, line)

    def open(self, n: int, line: str) -> None:
        if self.rec is not None:
            self.problem(n, "record header without a blank line before it")
            self.close()
        head = _header(line)
        if head is None:
            self.problem(n, f"bad record header {line[:60]!r} (expected '### <id> (owner: <person id>)')")
            self.rec = _Record("", "", n)  # swallow its fields so they are not reported as stray
            return
        for part in head:
            if (why := text_problem(part)) is not None:
                self.problem(n, f"record header: {why}")
        self.rec = _Record(head[0], head[1], n)

    def field(self, n: int, line: str) -> None:
        assert self.rec is not None  # feed() reads field lines only inside a record
        key, sep, value = line.partition(": ")
        if not sep or not value:
            self.problem(n, f"not a 'key: value' line: {line[:60]!r}")
        elif key not in self.known:
            self.problem(n, f"unknown key {key!r} (expected one of {', '.join(self.table.keys)})")
        elif key in self.rec.values:
            self.problem(n, f"duplicate key {key!r} in record {self.rec.rid}")
        else:
            if (why := text_problem(value)) is not None:
                self.problem(n, f"{key}: {why}")
            self.rec.values[key] = (value, n)

    def close(self) -> None:
        rec, self.rec = self.rec, None
        if rec is None or not rec.rid:
            return
        missing = [k for k in self.table.keys if k not in rec.values]
        if missing:
            self.problem(rec.line, f"record {rec.rid} is missing key(s): {', '.join(missing)}")
            return
        id_value, id_line = rec.values[self.table.id_key]
        if id_value != rec.rid:
            self.problem(id_line, f"{self.table.id_key} {id_value!r} does not match the header id {rec.rid!r}")
            return
        row = self.convert(rec)
        if row is not None:
            self.rows.append(row)

    def convert(self, rec: _Record) -> tuple | None:
        row: list = [rec.rid, rec.owner]
        ok = True
        for f in self.table.fields[1:]:
            value, n = rec.values[f.key]
            try:
                row.extend(CONVERTERS[f.kind](value))
            except ValueError as exc:
                self.problem(n, f"{f.key}: {exc}")
                ok = False
        return tuple(row) if ok else None


def parse_records(table: Table, file: str, text: str, problems: list[Problem]) -> ParsedTable:
    """Parse one owned-record file; append problems, return what parsed cleanly."""
    rows = fast_rows(table, text)
    if rows is None:  # something is unusual: diagnose line by line
        parser = _Parser(table, file, problems)
        for n, line in enumerate(text.split("\n"), 1):
            parser.feed(n, line)
        parser.close()
        rows = parser.rows
    return ParsedTable(table, rows, text)
