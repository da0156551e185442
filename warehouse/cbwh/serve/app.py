"""`cbwh serve`: the warehouse in Datasette, immutable and read-only.

`build_app` returns a configured Datasette (not started): the warehouse opened as an
immutable database named `cbwh` (SQLite's `immutable=1`, plus `PRAGMA query_only` on
each of its connections), arbitrary SQL denied unless `allow_sql`, a time limit on every
query, and the metadata of `cbwh.serve.metadata`. A small plugin reads each canned
query's rows with cbwh's own runner (`run.answer.read_rows`), so the page says the
answer, or that there is none and why (a tie, an empty group).
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from datasette import hookimpl
from datasette.app import Datasette
from datasette.database import Database
from datasette.plugins import pm

from cbwh.run.answer import read_rows
from cbwh.serve.metadata import DATABASE, build_metadata
from cbwh.serve.questions import ServedQuestion
from cbwh.store.connect import open_readonly
from cbwh.store.queries import distinct_counts

TEMPLATES = Path(__file__).parent / "templates"


@dataclass(frozen=True)
class ServeOptions:
    db: Path
    allow_sql: bool = False
    time_limit_ms: int = 5000


_SERVED: weakref.WeakKeyDictionary[Datasette, dict[str, ServedQuestion]] = weakref.WeakKeyDictionary()


def build_app(options: ServeOptions, served: list[ServedQuestion]) -> Datasette:
    """A Datasette over the warehouse with one canned query per served question."""
    open_readonly(options.db).close()  # a missing or outdated warehouse fails here, in one clean line
    ds = Datasette(
        metadata=build_metadata(served, distinct_counts(options.db)),
        template_dir=str(TEMPLATES),
        settings={
            "sql_time_limit_ms": options.time_limit_ms,
            "default_allow_sql": options.allow_sql,
            "allow_download": False,
            "suggest_facets": False,
        },
    )
    ds.add_database(Database(ds, path=str(options.db.absolute()), is_mutable=False), name=DATABASE)
    _SERVED[ds] = {s.question.id: s for s in served}
    if not pm.is_registered(_Plugin):
        pm.register(_Plugin, name="cbwh-serve")
    return ds


class _Plugin:
    """Datasette hooks; they act only on the apps `build_app` made."""

    @staticmethod
    @hookimpl
    def prepare_connection(conn, database, datasette):
        if datasette in _SERVED and database == DATABASE:
            conn.execute("PRAGMA query_only = ON")

    @staticmethod
    @hookimpl
    def extra_template_vars(view_name, request, datasette):
        served = _SERVED.get(datasette)
        if served is None or request is None or view_name != "table":
            return {}
        question = served.get(request.url_vars.get("table", ""))
        if question is None or request.url_vars.get("database") != DATABASE:
            return {}

        async def reading() -> dict[str, Any]:
            params = {p.name: request.args.get(p.name, "") for p in question.query.parameters}
            try:
                results = await datasette.execute(DATABASE, question.query.sql, params)
            except Exception as exc:  # a query error or the time limit: Datasette shows it; no reading
                return {"cbwh_reading": {"error": str(exc)}}
            rows = [dict(r) for r in results.rows]
            answer, reason = read_rows(question.question, question.query.checks, rows)
            as_asked = all(params[p.name] in ("", p.default) for p in question.query.parameters)
            truth = question.truth.ground_truth if question.truth and as_asked else None
            return {"cbwh_reading": {"answer": answer, "reason": reason, "truth": truth}}

        return reading
