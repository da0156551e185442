"""`cbwh serve`: the warehouse in Datasette (the optional extra cbwh[serve])."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option


@click.command()
@db_option
@click.option("--port", default=8001, show_default=True, type=click.IntRange(0, 65535),
              help="Port to listen on (0: a free one, named on the serving line).")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on (0.0.0.0 exposes it to the network).")
@click.option("--questions", envvar="CBWH_QUESTIONS", type=click.Path(dir_okay=False, exists=True),
              help="A suite (JSON lines with a `program` each) to serve beside the catalog, or the upstream "
                   "filesystem_cloud.jsonl (env CBWH_QUESTIONS; default: the upstream file beside the corpus).")
@click.option("--allow-sql", is_flag=True, help="Allow arbitrary (read-only) SQL; by default only tables and canned queries.")
@click.option("--time-limit", "time_limit_ms", default=5000, show_default=True, type=click.IntRange(1),
              help="Time limit for every query, in milliseconds.")
@click.option("--no-audit", is_flag=True, help="Skip the audit verdicts in the query descriptions (starts faster).")
@click.option("--quiet", is_flag=True, help="No progress on stderr.")
@corpus_option
def serve(db, port, host, questions, allow_sql, time_limit_ms, no_audit, quiet, corpus):
    """Browse the warehouse in Datasette: tables with facets, every question a canned query.

    The warehouse is opened immutable and read-only; each question's anchors (pet, plate,
    username) are named parameters of its query.
    """
    import sys
    from pathlib import Path

    from cbwh.cli.options import find_questions
    from cbwh.errors import UsageError

    try:
        import uvicorn

        from cbwh.serve.app import ServeOptions, build_app, listen_address
    except ImportError:
        raise UsageError("cbwh serve needs Datasette: pip install 'cbwh[serve]'") from None
    from cbwh.serve.serving import gather

    listener = listen_address(host, port)  # held from now on: no other process can take the port meanwhile
    port = listener.getsockname()[1]
    say = (lambda m: None) if quiet or not sys.stderr.isatty() else (lambda m: click.echo(m, err=True))
    qfile = Path(questions) if questions else None
    upstream = find_questions(None, corpus)  # the catalog's ground truth, wherever `cbwh answer` finds it
    if upstream is not None and qfile is not None and upstream.resolve() == qfile.resolve():
        upstream = None
    say("compiling the questions" + ("" if no_audit else " and auditing their ground truth") + " ...")
    served = gather(Path(db), qfile, upstream, audit=not no_audit)
    app = build_app(ServeOptions(Path(db), allow_sql, time_limit_ms), served)
    click.echo(f"serving {db} at http://{host}:{port}/cbwh ({len(served)} questions; "
               f"arbitrary SQL {'allowed' if allow_sql else 'refused'}; Ctrl-C stops)", err=True)
    server = uvicorn.Server(uvicorn.Config(app.app(), log_level="warning"))
    try:
        server.run(sockets=[listener])  # what uvicorn.run(app, host, port) does, on the socket bound above
    except KeyboardInterrupt:
        pass
    if not server.started:
        sys.exit(3)  # uvicorn's STARTUP_FAILURE, as uvicorn.run exits when its server did not start
