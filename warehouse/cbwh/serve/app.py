"""`cbwh serve`: the warehouse in Datasette, immutable and read-only.

`build_app` returns a configured Datasette (not started): the warehouse opened as an
immutable database named `cbwh` (SQLite's `immutable=1`, plus cbwh's read-only guard on
each of its connections: `PRAGMA query_only` and the authorizer of `store.connect`),
arbitrary SQL denied unless `allow_sql`, a time limit on every query, and the metadata
of `cbwh.serve.metadata`. A small plugin runs each canned question's query with cbwh's
own runner (`run.answer.run_named`, under the same time limit), so the page says the
answer, or that there is none and why (a tie, an empty group).
"""

from __future__ import annotations

import socket
import sqlite3
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from datasette import hookimpl  # type: ignore[import-untyped]
from datasette.app import Datasette  # type: ignore[import-untyped]
from datasette.database import Database  # type: ignore[import-untyped]
from datasette.plugins import pm  # type: ignore[import-untyped]
from datasette.utils import sqlite_timelimit  # type: ignore[import-untyped]

from cbwh.errors import UsageError
from cbwh.run.answer import Reading, run_named
from cbwh.serve.metadata import DATABASE, build_metadata
from cbwh.serve.questions import ServedQuestion
from cbwh.store.connect import guard_readonly, open_readonly
from cbwh.store.queries import distinct_counts

TEMPLATES = Path(__file__).parent / "templates"


@dataclass(frozen=True)
class ServeOptions:
    db: Path
    allow_sql: bool = False
    time_limit_ms: int = 5000


def listen_address(host: str, port: int) -> socket.socket:
    """The server's socket, bound to host:port and listening before any work (port 0: a free port the system picks;
    the bound one is `getsockname()[1]`), so no other process can take the port while the questions are audited (tens
    of seconds on a loaded machine): a client connecting meanwhile waits for the server to start. A port in use or a
    bad host is refused here, in one line. Before (s29), the address was only probed (bound and released) and bound
    again after the audit, so a port free at the probe could be taken meanwhile and the server then failed to start."""
    try:
        family = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0][0]
        sock = socket.socket(family, socket.SOCK_STREAM)
    except OSError as exc:
        raise UsageError(f"cannot listen on {host}:{port} ({exc.strerror or exc}); pass another --port or --host") from None
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # (as uvicorn binds: a port in TIME_WAIT is free)
        if family == socket.AF_INET6:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        sock.bind((host, port))
        sock.listen()  # (the server listens on it again, with its own backlog)
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {host}:{port} ({exc.strerror or exc}); pass another --port or --host") from None
    return sock


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
            guard_readonly(conn)

    @staticmethod
    @hookimpl
    def extra_template_vars(view_name, request, datasette):
        served = _SERVED.get(datasette)
        if served is None or request is None or view_name != "table" or request.url_vars.get("database") != DATABASE:
            return {}
        question = served.get(request.url_vars.get("table", ""))
        if question is None:
            return {}
        values = {p.name: request.args.get(p.name, "") for p in question.query.parameters}
        limit = datasette.setting("sql_time_limit_ms")

        def read(conn) -> Reading:
            with sqlite_timelimit(conn, limit):
                return run_named(conn, question.question, question.query, values)

        async def reading() -> dict[str, Any]:
            try:
                rows, answer, reason = await datasette.get_database(DATABASE).execute_fn(read)
            except sqlite3.Error as exc:  # the time limit, or a bad value: Datasette shows the error too
                return {"cbwh_reading": {"error": str(exc)}}
            as_asked = all(values[p.name] in ("", p.default) for p in question.query.parameters)
            truth = question.truth.ground_truth if question.truth and as_asked else None
            label = "upstream ground truth" if question.source == "catalog" else "ground truth"
            return {"cbwh_reading": {"answer": answer, "reason": reason, "truth": truth, "truth_label": label}}

        return reading
