"""Datasette 0.65 `metadata` for the warehouse: descriptions, facets, labels, canned queries.

Everything is derived: table and column descriptions from `cbwh.layout` and the schema's
table comments (bookkeeping, graded runs), facets from the data (text columns with a
handful of distinct values), the person label from the people table, one canned query per
served question.
"""

from __future__ import annotations

from html import escape
from typing import Any, assert_never
from urllib.parse import urlencode

from cbwh import layout
from cbwh.serve.questions import ServedQuestion
from cbwh.spec.model import BalanceOf, Compare, NameOf, RecordCount
from cbwh.spec.words import describe_key, render_records
from cbwh.store import migrate
from cbwh.store.schema import metadata

DATABASE = "cbwh"  # the database's name in every URL: /cbwh/people, /cbwh/cb-cloud-1
FACET_MAX = 60  # a text column with 2..FACET_MAX distinct values is a facet (state: 50, species: 5)


def facets(distinct: dict[tuple[str, str], tuple[int, int]]) -> dict[str, list[str]]:
    """Text columns worth a facet: 2..FACET_MAX distinct values, and not one per row."""
    out: dict[str, list[str]] = {}
    for (table, column), (n, rows) in distinct.items():
        if 2 <= n <= FACET_MAX and n < rows:
            out.setdefault(table, []).append(column)
    return out


def _tables(distinct: dict[tuple[str, str], tuple[int, int]]) -> dict[str, Any]:
    import cbwh.store.graded_schema  # noqa: F401  (puts the graded-runs tables on the metadata)

    faceted = facets(distinct)
    tables: dict[str, Any] = {}
    for table in layout.TABLES:
        owned = "" if table is layout.PEOPLE else "; owner_id links each record to its person"
        tables[table.name] = {
            "description": f"one row per record of {table.file_name}{owned}",
            "columns": layout.column_notes(table),
        }
    tables["people"]["label_column"] = "full_name"  # owner_id cells show the person's name
    for meta in metadata.sorted_tables:  # the bookkeeping and graded-runs tables say what they hold
        if meta.comment and meta.name not in tables:
            tables[meta.name] = {"description": meta.comment}
    tables["schema_migrations"] = {"description": (migrate.__doc__ or "").strip().splitlines()[0]}
    for name, columns in faceted.items():
        tables.setdefault(name, {})["facets"] = columns
    return tables


def _columns_help(served: ServedQuestion) -> str:
    """What the answer query's columns hold, for this question."""
    q = served.question
    picks = q.picks
    keys = "; ".join(
        (f"subject {i + 1}: " if len(picks) > 1 else "") + ", ".join(
            f"k{j} = {describe_key(k)}" for j, k in enumerate(p.keys)) for i, p in enumerate(picks) if p.keys)
    out = q.output
    match out:
        case NameOf():
            value = ""
        case Compare():
            tie = "".join(f", t{i} = {describe_key(k)}" for i, k in enumerate(out.tiebreak))
            value = f"value = {describe_key(out.key)}{tie}; outcome = rank of the two subjects on it"
        case BalanceOf():
            value = "value = the person's total balance in cents; outcome = the sum over the picks, in cents"
        case RecordCount():
            value = "value = records in " + " + ".join(render_records(r) for r in out.records)
        case _:
            assert_never(out)
    parts = ["one row per finalist: slot = subject (from 0), rnk = rank within it", keys, value]
    return "; ".join(p for p in parts if p) + "."


def _description(served: ServedQuestion) -> str:
    q, query = served.question, served.query
    facts = [f"type <strong>{escape(q.question_type)}</strong>", f"template {escape(query.template)}"]
    if served.audited:
        facts.append(f"audit verdict <strong>{escape(served.audited.verdict)}</strong>")
    else:
        facts.append("not audited")
    if served.truth:
        whose = "upstream ground truth" if served.source == "catalog" else "ground truth"
        facts.append(f"{whose} <strong>{escape(served.truth.ground_truth)}</strong>")
    if served.source != "catalog":
        facts.append(f"from {escape(served.source)}")
    html = [f"<p class=\"cbwh-facts\">{escape(q.id)}: " + "; ".join(facts) + ".</p>"]
    if query.parameters:
        asked = urlencode(query.defaults())
        params = ", ".join(f"<code>:{p.name}</code> (blank means {escape(repr(p.default))})" for p in query.parameters)
        html.append(f"<p>The same question for another anchor: {params}. "
                    f"<a href=\"?{escape(asked)}\">The question as asked</a>.</p>")
    html.append(f"<p class=\"cbwh-columns\">{escape(_columns_help(served))} More finalists in a slot than it picks "
                "is a tie: then there is no single answer.</p>")
    notes = [n for n in (q.note, served.audited.note if served.audited and served.audited.verdict != "confirmed" else None) if n]
    html += [f"<p class=\"cbwh-note\">{escape(n)}</p>" for n in notes]
    return "\n".join(html)


def canned_queries(served: list[ServedQuestion]) -> dict[str, Any]:
    return {
        s.question.id: {
            "sql": s.query.sql,
            "title": s.question.text,
            "description_html": _description(s),
            "params": [p.name for p in s.query.parameters],
        }
        for s in served
    }


def build_metadata(served: list[ServedQuestion], distinct: dict[tuple[str, str], tuple[int, int]]) -> dict[str, Any]:
    return {
        "title": "cbwh: the Context-Bench warehouse",
        "description": "The filesystem-cloud corpus in SQLite; every question a canned query with its anchors as parameters.",
        "databases": {DATABASE: {"tables": _tables(distinct), "queries": canned_queries(served)}},
    }
