"""Writing result rows as they come: an aligned table, a JSON array, JSON lines, CSV.

Every writer takes the column names, an iterable of rows and a text stream, and
writes incrementally: JSON, JSON lines and CSV hold one row at a time (constant
memory however many rows there are); the table, which must see every row to align
its columns, holds at most `cap` rows and reports that it stopped.

Values that JSON cannot carry are encoded, never dropped or crashed on:

- a blob becomes sqlite-utils' ``{"$base64": true, "encoded": "AP8="}`` in JSON and
  JSON lines, and the SQL literal ``x'00ff'`` in the table and CSV;
- a non-finite float (SQLite's ``1e999``) becomes ``null`` in JSON, as Datasette does
  (``Infinity`` and ``NaN`` are not JSON); the table and CSV show ``inf``/``-inf``.

Duplicate column names (``SELECT 1 AS n, 2 AS n``) would collapse in a JSON object;
`unique_columns` renames the later ones ``n_2``, ``n_3``, … in every format, and the
renames are returned so the caller can say so.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice

from cbwh import TYPE_CHECKING
from cbwh.tuples import NamedTuple

if TYPE_CHECKING:
    from typing import Literal, Protocol

    Format = Literal["table", "json", "nl", "csv"]

    class TextOut(Protocol):
        def write(self, text: str, /) -> object: ...

FORMATS: tuple[Format, ...] = ("table", "json", "nl", "csv")
TABLE_CAP = 10_000  # rows the table format holds before it stops and says so


class Written(NamedTuple):
    """What a writer did: rows written, and whether the table stopped at its cap."""

    rows: int
    capped: bool = False


def unique_columns(names: Sequence[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """Column names made unique (later repeats get _2, _3, …), and the (old, new) renames."""
    taken = set(names)
    seen: set[str] = set()
    out: list[str] = []
    renamed: list[tuple[str, str]] = []
    for name in names:
        if name in seen:
            n = 2
            while f"{name}_{n}" in taken:
                n += 1
            new = f"{name}_{n}"
            taken.add(new)
            renamed.append((name, new))
            out.append(new)
        else:
            out.append(name)
        seen.add(name)
    return out, renamed


def json_value(value: object) -> object:
    """A value JSON can carry: blobs as sqlite-utils' base64 object, non-finite floats as null."""
    if isinstance(value, bytes):
        import base64

        return {"$base64": True, "encoded": base64.b64encode(value).decode("ascii")}
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def text_value(value: object) -> str:
    """A cell for the table and CSV: NULL empty, blobs as x'hex'."""
    if value is None:
        return ""
    if isinstance(value, bytes):
        return f"x'{value.hex()}'"
    return str(value)


def _objects(columns: Sequence[str], rows: Iterable[Sequence]) -> Iterator[dict]:
    for row in rows:
        yield {c: json_value(v) for c, v in zip(columns, row)}


def write_nl(columns: Sequence[str], rows: Iterable[Sequence], out: TextOut) -> Written:
    """One JSON object per line."""
    n = 0
    for obj in _objects(columns, rows):
        out.write(json.dumps(obj, ensure_ascii=False, allow_nan=False) + "\n")
        n += 1
    return Written(n)


def write_json(columns: Sequence[str], rows: Iterable[Sequence], out: TextOut) -> Written:
    """A JSON array of row objects, one key per line (as json.dumps(indent=2) lays out
    flat objects; a blob's object stays on its key's line), streamed."""
    prefixes = [f"    {json.dumps(c, ensure_ascii=False)}: " for c in columns]
    n = 0
    for row in rows:
        fields = ",\n".join(p + json.dumps(json_value(v), ensure_ascii=False, allow_nan=False)
                            for p, v in zip(prefixes, row))
        out.write(("[\n" if n == 0 else ",\n") + ("  {\n" + fields + "\n  }" if fields else "  {}"))
        n += 1
    out.write("\n]\n" if n else "[]\n")
    return Written(n)


def write_csv(columns: Sequence[str], rows: Iterable[Sequence], out: TextOut) -> Written:
    """CSV with a header row."""
    import csv

    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    n = 0
    for row in rows:
        writer.writerow([text_value(v) for v in row])
        n += 1
    return Written(n)


def render_table(columns: Sequence[str], rows: Sequence[Sequence]) -> str:
    """An aligned text table; numeric columns right-aligned."""
    cells = [[text_value(v) for v in row] for row in rows]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]
    numeric = [bool(rows) and all(isinstance(row[i], (int, float)) for row in rows if row[i] is not None)
               for i in range(len(columns))]

    def line(values: Sequence[str]) -> str:
        out = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)]
        return "  ".join(out).rstrip()

    parts = [line(columns), "  ".join("-" * w for w in widths)]
    parts += [line(r) for r in cells]
    return "\n".join(parts)


def write_table(columns: Sequence[str], rows: Iterable[Sequence], out: TextOut, cap: int = TABLE_CAP) -> Written:
    """An aligned table of at most `cap` rows; stops reading after cap + 1 (capped=True)."""
    held = list(islice(iter(rows), cap + 1))
    capped = len(held) > cap
    del held[cap:]
    out.write(render_table(columns, held) + "\n")
    return Written(len(held), capped)


def write_rows(fmt: Format, columns: Sequence[str], rows: Iterable[Sequence], out: TextOut,
               cap: int = TABLE_CAP) -> Written:
    """Write rows in one of FORMATS; see the module docstring for what each holds."""
    match fmt:
        case "json":
            return write_json(columns, rows, out)
        case "nl":
            return write_nl(columns, rows, out)
        case "csv":
            return write_csv(columns, rows, out)
        case "table":
            return write_table(columns, rows, out, cap)
        case _:
            from typing import assert_never

            assert_never(fmt)
