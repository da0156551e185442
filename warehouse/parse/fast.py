"""The fast path: one regular expression per file, derived from the table layout.

A well-formed file is a tiling of record blocks, each matched whole by the table's
pattern (header, every key in order with a value of the right shape, the id field
equal to the header id, then blank lines). If the matches tile the file exactly,
the rows come straight out of the regex engine; otherwise the caller runs the
line-by-line parser, which names every problem with its line.
"""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.parse.values import CONVERTERS
from cbwh.store.tables import DATE, EXPIRY, MONEY, PEOPLE, TEXT, YEAR, Table

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
    fields = "".join(
        f"{re.escape(f.key)}: ({_SHAPES[f.kind]})\n" for f in table.fields[1:]
    )
    head = rf"### (\S+) \(owner: (\S+)\)\n{re.escape(table.id_key)}: (?P=rid_)\n"
    return re.compile(head.replace(r"(\S+) \(owner", r"(?P<rid_>\S+) \(owner", 1) + fields + _END)


def _typed_rows(table: Table, raw: list[tuple]) -> list[tuple]:
    """Apply the non-text converters (money, year, expiry, date check) to matched rows."""
    shift = 0 if table is PEOPLE else 1  # owned rows carry owner_id after the id
    typed = [(i + shift, CONVERTERS[f.kind]) for i, f in enumerate(table.fields) if i and f.kind != TEXT]
    if not typed:
        return raw
    typed.reverse()  # widen from the right so earlier indexes stay valid
    rows = []
    for values in raw:
        out = list(values)
        for i, conv in typed:
            out[i:i + 1] = conv(values[i])
        rows.append(tuple(out))
    return rows


def fast_rows(table: Table, text: str) -> list[tuple] | None:
    """All rows of a well-formed file, or None if anything at all is unusual."""
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
