"""Rendering rows for the terminal: aligned table, JSON, CSV. Returns strings."""

from __future__ import annotations


def _cell(value) -> str:
    return "" if value is None else str(value)


def as_table(columns: list[str], rows: list[tuple]) -> str:
    cells = [[_cell(v) for v in row] for row in rows]
    widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(columns)]
    numeric = [all(isinstance(row[i], (int, float)) for row in rows if row[i] is not None) and rows
               for i in range(len(columns))]

    def line(values):
        out = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)]
        return "  ".join(out).rstrip()

    parts = [line(columns), "  ".join("-" * w for w in widths)]
    parts += [line(r) for r in cells]
    return "\n".join(parts)


def as_json(value) -> str:
    import json

    return json.dumps(value, indent=2, ensure_ascii=False)


def as_csv(columns: list[str], rows: list[tuple]) -> str:
    import csv
    import io

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return buf.getvalue().rstrip("\n")
