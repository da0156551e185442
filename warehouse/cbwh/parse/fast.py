"""The fast path: one regular expression per file, derived from the table layout.

A well-formed file is a tiling of record blocks, each matched whole by the table's
pattern (header, every key in order with a value of the right shape, the id field
equal to the header id, then blank lines). If the matches tile the file exactly,
the rows come straight out of the regex engine; otherwise the caller runs the
line-by-line parser, which names every problem with its line.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

from cbwh.layout import DATE, EXPIRY, MONEY, PEOPLE, TEXT, YEAR, Table
from cbwh.parse.values import expiry_month, money_cents

# What values.text_problem refuses sends a file to the line-by-line parser, which names it:
# control characters (tabs, NUL) or a byte-order mark anywhere, non-ASCII whitespace anywhere
# (it is refused only at a value's edge, which the slow parser tells apart), and ASCII spaces
# at a value's edge. Plain substring and character-class scans: a few ms for the corpus,
# where the same checks inside each table's pattern cost more to compile than to run.
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]")
_EDGE_SPACES = (" \n", ":  ", "  |", "|  ", "###  ", "  (ID: ", "  (owner: ")


def _suspect(text: str) -> bool:
    return text.endswith(" ") or any(s in text for s in _EDGE_SPACES) or _CONTROL.search(text) is not None


_SHAPES = {
    TEXT: r"[^\n]+",
    DATE: r"\d{4}-\d{2}-\d{2}",
    YEAR: r"\d{4}",
    MONEY: r"-?\d+(?:\.\d{1,2})?",
    EXPIRY: r"(?:0[1-9]|1[0-2])/\d{2}",
}
_END = r"(?:\n+|\Z)"


@lru_cache(maxsize=None)
def pattern(table: Table) -> re.Pattern:
    if table is PEOPLE:
        return re.compile(
            r"### ([^\n]+) \(ID: (\S+)\)\nDOB: (" + _SHAPES[DATE] + r") \| Email: ([^\n|]+) \| Phone: ([^\n|]+)\n" + _END
        )
    head = rf"### (?P<rid>\S+) \(owner: (\S+)\)\n{re.escape(table.id_key)}: (?P=rid)\n"
    fields = "".join(f"{re.escape(f.key)}: ({_SHAPES[f.kind]})\n" for f in table.fields[1:])
    return re.compile(head + fields + _END)


def _columns(table: Table, raw: list[tuple]) -> list:
    """Column-wise conversion: the typed columns widened, the rest passed through.
    The pattern has already checked every value's shape; dates are checked to exist."""
    columns = list(zip(*raw))
    shift = 0 if table is PEOPLE else 1  # owned rows carry owner_id after the id
    out: list = []
    kinds = {i + shift: f.kind for i, f in enumerate(table.fields) if i}
    for i, column in enumerate(columns):
        kind = kinds.get(i, TEXT)
        if kind == YEAR:
            out.append(list(map(int, column)))
            continue
        out.append(column)
        if kind == DATE:
            for _ in map(date.fromisoformat, column):  # raises ValueError for a day that does not exist
                pass
        elif kind == MONEY:
            out.append(list(map(money_cents, column)))
        elif kind == EXPIRY:
            out.append(list(map(expiry_month, column)))
    return out


def _typed_rows(table: Table, raw: list[tuple]) -> list[tuple]:
    """Rows in Table.columns() order, with money, years and expiries converted."""
    if all(f.kind == TEXT for f in table.fields):
        return raw
    return list(zip(*_columns(table, raw)))


def fast_rows(table: Table, text: str) -> list[tuple] | None:
    """All rows of a well-formed file, or None if anything at all is unusual."""
    if _suspect(text):
        return None
    pos = 0
    raw = []
    for m in pattern(table).finditer(text):
        if m.start() != pos:
            return None
        raw.append(m.groups())
        pos = m.end()
    if pos != len(text) or not raw:
        return None
    if table is PEOPLE:
        raw = [(pid, name, *rest) for name, pid, *rest in raw]
    try:
        return _typed_rows(table, raw)
    except ValueError:
        return None
