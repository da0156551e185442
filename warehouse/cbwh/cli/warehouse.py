"""`cbwh ingest`, `fetch`, `sql`, `tables`, `schema`: the warehouse itself."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, output_options
from cbwh.cli.progress import progress_line, quiet_option


def _table_names() -> list[str]:
    from cbwh.layout import TABLES

    return [t.name for t in TABLES]


@click.command()
@corpus_option
@db_option
@click.option("--allow-empty", "allow_empty", multiple=True, type=click.Choice(_table_names()), metavar="TABLE",
              help="This corpus file legitimately has no records (repeatable, e.g. --allow-empty pets).")
@click.option("--force", is_flag=True, help="Replace --db even if it is not a cbwh warehouse.")
@quiet_option
def ingest(corpus, db, allow_empty, force, quiet):
    """Parse the corpus strictly and (re)build the warehouse database.

    Ctrl-C, SIGTERM or SIGHUP stop it and leave the previous database as it was.
    """
    import signal

    from cbwh.api import Warehouse
    from cbwh.format import as_table
    from cbwh.layout import TABLES
    from cbwh.upstream.locate import corpus_dir

    # SIGTERM and SIGHUP like Ctrl-C: the temporary file is removed on the way out
    previous = {sig: signal.signal(sig, signal.default_int_handler) for sig in (signal.SIGTERM, signal.SIGHUP)}
    line = progress_line(quiet, "loading the corpus files:")
    names = [t.file_name for t in TABLES]
    try:
        result = Warehouse(db).ingest(corpus_dir(corpus), allow_empty=allow_empty, force=force,
                                      progress=(lambda name: line(names.index(name), len(names))) if line else None)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if line:
            line(len(names), len(names))
    rows = [(name, n) for name, n in result.counts.items()]
    rows.append(("total", sum(result.counts.values())))
    click.echo(f"ingested {result.corpus_dir} into {result.db_path}")
    click.echo(as_table(["table", "rows"], rows))
    click.echo(f"corpus sha256 {result.corpus_sha256}")


@click.command()
@click.option("--base-url", envvar="CBWH_PIN_BASE_URL", help="Mirror to download from (env CBWH_PIN_BASE_URL).")
def fetch(base_url):
    """Download the pinned upstream files into the user cache, checksums verified."""
    from cbwh.upstream.fetch import fetch as run_fetch

    result = run_fetch(base_url)
    click.echo(f"{len(result.files)} pinned files verified in {result.directory}")


@click.command()
@click.argument("query")
@db_option
@output_options
@click.option("--timeout", type=click.FloatRange(min=0), default=60, show_default=True, metavar="SECONDS",
              help="Stop the query after this long inside SQLite (0: no limit).")
def sql(query, db, fmt, timeout):
    """Run a read-only SQL query against the warehouse; Ctrl-C stops it at once (exit 130).

    Rows are written as they come with --json, --nl and --csv. Blobs are shown as
    sqlite-utils does in JSON ({"$base64": true, "encoded": ...}) and as x'hex' in the
    table and CSV; a non-finite number is null in JSON; a repeated column name gets _2.
    """
    import sys
    from pathlib import Path

    from cbwh.rows import write_rows
    from cbwh.store.queries import AdHocQuery

    if not query.strip():
        raise click.UsageError('the query is empty; e.g. cbwh sql "SELECT * FROM pets LIMIT 3"')
    with AdHocQuery(Path(db), timeout) as running, _cancel_on_signal(running.cancel):
        stream = running.run(query)
        if stream.renamed:
            renames = ", ".join(f"{old} -> {new}" for old, new in stream.renamed)
            click.echo(f"note: repeated column names renamed: {renames}", err=True)
        written = write_rows(fmt, stream.columns, stream.rows, sys.stdout)
    if written.capped:
        click.echo(f"note: the table shows the first {written.rows} rows only; use --csv or --nl for all of them",
                   err=True)


def _cancel_on_signal(cancel):
    """While active, SIGINT (Ctrl-C) calls cancel() instead of raising KeyboardInterrupt."""
    import contextlib
    import signal
    import threading

    @contextlib.contextmanager
    def handler():
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = signal.signal(signal.SIGINT, lambda signum, frame: cancel())
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)

    return handler()


@click.command()
@db_option
@output_options
def tables(db, fmt):
    """Row counts of every table."""
    import sys

    from cbwh.api import Warehouse
    from cbwh.rows import write_rows

    result = Warehouse(db).tables()
    write_rows(fmt, result.columns, result.rows, sys.stdout)


@click.command()
@db_option
def schema(db):
    """The warehouse schema (CREATE statements)."""
    from pathlib import Path

    from cbwh.store.queries import schema_sql

    click.echo(schema_sql(Path(db)), nl=False)
