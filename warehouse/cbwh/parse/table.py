"""ParsedTable: the rows of one file, plus enough of its text to locate a record."""

from __future__ import annotations

from cbwh.layout import PEOPLE, Table


class ParsedTable:
    """Rows ready to insert (column order of Table.columns()); row[0] is the record id
    and, for owned tables, row[1] the owner id."""

    __slots__ = ("table", "rows", "text", "lines")

    def __init__(self, table: Table, rows: list[tuple], text: str):
        self.table, self.rows, self.text = table, rows, text
        self.lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)

    def header_lines(self, record_id: str) -> list[int]:
        """Line numbers of every header naming this record id (found only when reporting)."""
        needle = f"(ID: {record_id})" if self.table is PEOPLE else f"### {record_id} ("
        found, start = [], 0
        while (at := self.text.find(needle, start)) >= 0:
            found.append(self.text.count("\n", 0, at) + 1)
            start = at + 1
        return found
