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

from dataclasses import dataclass, field

from cbwh.errors import Problem
from cbwh.parse.values import CONVERTERS
from cbwh.store.tables import Table


@dataclass
class ParsedTable:
    """Rows ready to insert, plus where each record and owner reference stands."""

    table: Table
    rows: list[tuple] = field(default_factory=list)
    ids: list[tuple[str, int]] = field(default_factory=list)  # (record id, header line)
    owners: list[tuple[str, int]] = field(default_factory=list)  # (owner id, header line)
    lines: int = 0


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
        self.out = ParsedTable(table)
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
        self.rec = _Record(head[0], head[1], n)

    def field(self, n: int, line: str) -> None:
        key, sep, value = line.partition(": ")
        if not sep or not value:
            self.problem(n, f"not a 'key: value' line: {line[:60]!r}")
        elif key not in self.known:
            self.problem(n, f"unknown key {key!r} (expected one of {', '.join(self.table.keys)})")
        elif key in self.rec.values:
            self.problem(n, f"duplicate key {key!r} in record {self.rec.rid}")
        else:
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
            self.out.rows.append(row)
            self.out.ids.append((rec.rid, rec.line))
            self.out.owners.append((rec.owner, rec.line))

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


def blocks(text: str):
    """Yield (first line number, lines) for each blank-line separated block."""
    n = 1
    for block in text.split("\n\n"):
        size = block.count("\n") + 2  # its lines plus the blank line that ends it
        stripped = block.lstrip("\n")
        first = n + len(block) - len(stripped)
        stripped = stripped.rstrip("\n")
        if stripped:
            yield first, stripped.split("\n")
        n += size


class _Fast:
    """The common case in one pass per block; anything unusual goes to _Parser."""

    def __init__(self, table: Table):
        self.keys = table.keys
        self.typed = [(i, CONVERTERS[f.kind]) for i, f in enumerate(table.fields) if f.kind != "text"]

    def row(self, lines: list[str]) -> tuple[tuple, str, str] | None:
        head = lines[0]
        parsed = _header(head) if head.startswith("### ") else None
        if parsed is None or len(lines) != len(self.keys) + 1:
            return None
        pairs = [line.partition(": ") for line in lines[1:]]
        if tuple(p[0] for p in pairs) != self.keys or pairs[0][2] != parsed[0]:
            return None
        values: list = [p[2] for p in pairs]
        if not all(values):
            return None
        out: list = [parsed[0], parsed[1]]
        done = 1
        try:
            for i, conv in self.typed:
                out.extend(values[done:i])
                out.extend(conv(values[i]))
                done = i + 1
        except ValueError:
            return None
        out.extend(values[done:])
        return tuple(out), parsed[0], parsed[1]


def parse_records(table: Table, file: str, text: str, problems: list[Problem]) -> ParsedTable:
    """Parse one owned-record file's text; append problems, return what parsed cleanly."""
    fast = _Fast(table)
    parser = _Parser(table, file, problems)
    out = parser.out
    for first, lines in blocks(text):
        got = fast.row(lines)
        if got is None:  # diagnose line by line, with exact line numbers
            for k, line in enumerate(lines):
                parser.feed(first + k, line)
            parser.close()
            continue
        out.rows.append(got[0])
        out.ids.append((got[1], first))
        out.owners.append((got[2], first))
    out.lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    return out
