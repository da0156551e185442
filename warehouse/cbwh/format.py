"""Rendering small results for the terminal: aligned table, JSON. Returns strings.
(Streaming row writers for any number of rows: cbwh.rows.)"""

from __future__ import annotations


def as_table(columns: list[str], rows: list[tuple]) -> str:
    """An aligned text table (the one renderer lives in cbwh.rows)."""
    from cbwh.rows import render_table

    return render_table(columns, rows)


def as_json(value) -> str:
    import json

    return json.dumps(value, indent=2, ensure_ascii=False)
