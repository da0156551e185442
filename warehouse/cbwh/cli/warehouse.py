"""`cbwh ingest`, `fetch`, `sql`, `tables`, `schema`: the warehouse itself."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option


@click.command()
@corpus_option
@db_option
def ingest(corpus, db):
    """Parse the corpus strictly and (re)build the warehouse database."""
    from pathlib import Path

    from cbwh.format import as_table
    from cbwh.store.ingest import ingest as run_ingest
    from cbwh.upstream.locate import corpus_dir

    result = run_ingest(corpus_dir(corpus), Path(db))
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
@click.option("--json", "fmt", flag_value="json", help="A JSON array of row objects.")
@click.option("--csv", "fmt", flag_value="csv", help="CSV with a header row.")
@click.option("--table", "fmt", flag_value="table", default=True, help="An aligned text table (default).")
def sql(query, db, fmt):
    """Run a read-only SQL query against the warehouse."""
    from pathlib import Path

    from cbwh.format import as_csv, as_json, as_table
    from cbwh.store.queries import run_sql

    result = run_sql(Path(db), query)
    if fmt == "json":
        click.echo(as_json(result.records()))
    elif fmt == "csv":
        click.echo(as_csv(result.columns, result.rows))
    else:
        click.echo(as_table(result.columns, result.rows))


@click.command()
@db_option
def tables(db):
    """Row counts of every table."""
    from pathlib import Path

    from cbwh.format import as_table
    from cbwh.store.queries import table_counts

    result = table_counts(Path(db))
    click.echo(as_table(result.columns, result.rows))


@click.command()
@db_option
def schema(db):
    """The warehouse schema (CREATE statements)."""
    from pathlib import Path

    from cbwh.store.queries import schema_sql

    click.echo(schema_sql(Path(db)), nl=False)
