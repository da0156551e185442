"""The `cbwh` command line: each command parses options, calls one library
function, formats what it returns, and turns cbwh errors into one clean line.

Heavy libraries are imported inside the commands that need them, so that
`cbwh ingest` starts fast.
"""

from __future__ import annotations

import sys

import click

from cbwh import __version__
from cbwh.errors import CbwhError


class _Clean(click.ClickException):
    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code


class _Group(click.Group):
    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except CbwhError as exc:
            raise _Clean(str(exc), exc.exit_code) from None


db_option = click.option(
    "--db", "db", envvar="CBWH_DB", default="cbwh.db", show_default=True, type=click.Path(dir_okay=False),
    help="Warehouse database file (env CBWH_DB).",
)
corpus_option = click.option(
    "--corpus", "corpus", envvar="CBWH_CORPUS", type=click.Path(file_okay=False),
    help="Corpus directory holding the 10 .txt files (env CBWH_CORPUS; default: the pinned download cache).",
)


@click.group(cls=_Group)
@click.version_option(__version__, prog_name="cbwh")
def cli():
    """cbwh: the Context-Bench warehouse."""


@cli.command()
@corpus_option
@db_option
def ingest(corpus, db):
    """Parse the corpus strictly and (re)build the warehouse database."""
    from pathlib import Path

    from cbwh.corpus.locate import corpus_dir
    from cbwh.format import as_table
    from cbwh.store.ingest import ingest as run_ingest

    result = run_ingest(corpus_dir(corpus), Path(db))
    rows = [(name, n) for name, n in result.counts.items()]
    rows.append(("total", sum(result.counts.values())))
    click.echo(f"ingested {result.corpus_dir} into {result.db_path}")
    click.echo(as_table(["table", "rows"], rows))
    click.echo(f"corpus sha256 {result.corpus_sha256}")


@cli.command()
@click.option("--base-url", envvar="CBWH_PIN_BASE_URL", help="Mirror to download from (env CBWH_PIN_BASE_URL).")
def fetch(base_url):
    """Download the pinned upstream files into the user cache, checksums verified."""
    from cbwh.corpus.fetch import fetch as run_fetch

    result = run_fetch(base_url)
    click.echo(f"{len(result.files)} pinned files verified in {result.directory}")


@cli.command()
@click.argument("query")
@db_option
@click.option("--json", "fmt", flag_value="json", help="A JSON array of row objects.")
@click.option("--csv", "fmt", flag_value="csv", help="CSV with a header row.")
@click.option("--table", "fmt", flag_value="table", default=True, help="An aligned text table (default).")
def sql(query, db, fmt):
    """Run a read-only SQL query against the warehouse."""
    from pathlib import Path

    from cbwh.format import as_csv, as_json, as_table
    from cbwh.store.audit import run_sql

    result = run_sql(Path(db), query)
    if fmt == "json":
        click.echo(as_json(result.records()))
    elif fmt == "csv":
        click.echo(as_csv(result.columns, result.rows))
    else:
        click.echo(as_table(result.columns, result.rows))


@cli.command()
@db_option
def tables(db):
    """Row counts of every table."""
    from pathlib import Path

    from cbwh.format import as_table
    from cbwh.store.audit import table_counts

    result = table_counts(Path(db))
    click.echo(as_table(result.columns, result.rows))


@cli.command()
@db_option
def schema(db):
    """The warehouse schema (CREATE statements)."""
    from pathlib import Path

    from cbwh.store.audit import schema_sql

    click.echo(schema_sql(Path(db)), nl=False)


questions_option = click.option(
    "--questions", "questions", envvar="CBWH_QUESTIONS", type=click.Path(dir_okay=False),
    help="filesystem_cloud.jsonl, for the upstream ground truth (env CBWH_QUESTIONS; default: beside the corpus).",
)


def _find_questions(questions, corpus):
    from cbwh.corpus.locate import questions_file
    from cbwh.errors import CorpusNotFound

    try:
        return questions_file(questions, corpus)
    except CorpusNotFound:
        if questions:
            raise
        return None


def _verdict(report) -> str:
    if report.result.status != "ok":
        return "ambiguous"
    return {True: "agrees", False: "differs", None: "-"}[report.agrees]


@cli.command()
@click.argument("task_id", required=False)
@click.option("--all", "all_", is_flag=True, help="Answer every catalog question; print a table and a summary.")
@click.option("--explain", is_flag=True, help="Show the chain of evidence.")
@click.option("--sql", "show_sql", is_flag=True, help="Show the compiled SQL, pretty-printed, with its bound values.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object (an array with --all).")
@db_option
@questions_option
@corpus_option
def answer(task_id, all_, explain, show_sql, as_json, db, questions, corpus):
    """Answer a Context-Bench task (e.g. cb-cloud-1) by compiling it to SQL.

    Prints the answer alone. An ambiguous question prints why on stderr and exits 3.
    """
    from pathlib import Path

    from cbwh.format import as_json as dump
    from cbwh.run import service

    if all_ == bool(task_id):
        raise click.UsageError("give one task id (e.g. cb-cloud-1) or --all")
    qfile = _find_questions(questions, corpus)
    if all_:
        reports = service.answer_all(Path(db), qfile)
        click.echo(dump([r.to_json() for r in reports]) if as_json else _all_table(reports))
        return
    report = service.answer_one(Path(db), task_id, qfile, explain=explain)
    if as_json:
        click.echo(dump(report.to_json()))
        return
    _print_report(report, show_sql, task_id)


def _all_table(reports) -> str:
    from collections import Counter

    from cbwh.format import as_table

    rows = [(r.result.question.id, r.result.question.question_type, r.result.answer or "-",
             r.upstream.ground_truth if r.upstream else "-", _verdict(r)) for r in reports]
    counts = Counter(v for *_, v in rows)
    plural = {"agrees": "agree", "differs": "differ", "-": "without ground truth"}
    summary = f"{len(rows)} tasks: " + ", ".join(f"{n} {plural.get(v, v)}" for v, n in counts.most_common())
    return as_table(["id", "type", "answer", "ground truth", "verdict"], rows) + "\n" + summary


@cli.command("export-tasks")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Directory to write the tasks into.")
@click.option("--ids", multiple=True, help="Task ids (repeatable, or several after one --ids); default: all.")
@click.option("--subset", type=click.Choice(["deepagents-30"]), help="deepagents' 30 calibration tasks, tiers stamped.")
@click.option("--link", is_flag=True, help="Hard-link the corpus files instead of copying (copies across filesystems).")
@click.option("--force", is_flag=True, help="Write into a non-empty --out that is not an earlier cbwh export.")
@click.option("--include-ambiguous", is_flag=True, help="Export ambiguous tasks with the upstream ground truth.")
@click.option("--calibration", envvar="CBWH_CALIBRATION", type=click.Path(dir_okay=False),
              help="calibration.json for --subset (env CBWH_CALIBRATION; default: beside the corpus).")
@click.option("--rubric", envvar="CBWH_RUBRIC", type=click.Path(dir_okay=False), help="rubric.txt (default: beside the corpus).")
@click.argument("more_ids", nargs=-1)
@db_option
@questions_option
@corpus_option
def export_tasks(out, ids, subset, link, force, include_ambiguous, calibration, rubric, more_ids, db, questions, corpus):
    """Write Harbor task directories whose answers come from the compiled SQL."""
    from pathlib import Path

    from cbwh.corpus.locate import corpus_dir, data_file, questions_file, rubric_file
    from cbwh.export.service import ExportRequest, export_tasks as run_export

    request = ExportRequest(
        db=Path(db), out=Path(out), corpus=corpus_dir(corpus), questions=questions_file(questions, corpus),
        rubric=rubric_file(rubric, corpus), ids=tuple(ids) + tuple(more_ids), subset=subset,
        calibration=data_file("calibration.json", calibration, "CBWH_CALIBRATION", corpus) if subset else None,
        link=link, force=force, include_ambiguous=include_ambiguous,
    )
    summary = run_export(request)
    for qid, why in summary.skipped:
        click.echo(f"warning: skipped {qid}: {why}", err=True)
    click.echo(f"{len(summary.written)} tasks written to {summary.out}")
    click.echo(f"{len(summary.differs)} differ from upstream" + "".join(
        f"\n  {qid}: sql {sql!r}, upstream {up!r}" for qid, sql, up in summary.differs))
    click.echo(f"{len(summary.skipped)} skipped" + (f": {', '.join(q for q, _ in summary.skipped)}" if summary.skipped else ""))
    if summary.removed:
        click.echo(f"{len(summary.removed)} tasks of the earlier export removed: {', '.join(summary.removed)}")


@cli.command()
@click.option("--ids", multiple=True, help="Task ids (repeatable, or several after one --ids); default: all.")
@click.argument("more_ids", nargs=-1)
@click.option("--json", "as_json", is_flag=True, help="A JSON array: id, verdict, answer, ground_truth, variants, note.")
@click.option("--markdown", "markdown_file", type=click.Path(dir_okay=False), help="Also write a Markdown report here.")
@db_option
@questions_option
@corpus_option
def audit(ids, more_ids, as_json, markdown_file, db, questions, corpus):
    """Classify every question's ground truth under explicit semantic variants."""
    from pathlib import Path

    from cbwh.audit.report import markdown, summary
    from cbwh.audit.service import audit as run_audit
    from cbwh.corpus.locate import questions_file
    from cbwh.format import as_json as dump

    audits = run_audit(Path(db), questions_file(questions, corpus), tuple(ids) + tuple(more_ids))
    if markdown_file:
        Path(markdown_file).write_text(markdown(audits), encoding="utf-8")
    click.echo(dump([a.to_json() for a in audits]) if as_json else summary(audits))


@cli.command("ask")
@click.argument("question")
@click.option("--explain", is_flag=True, help="Show the chain of evidence.")
@click.option("--sql", "show_sql", is_flag=True, help="Show the compiled SQL, pretty-printed, with its bound values.")
@click.option("--json", "as_json", is_flag=True, help="Print answer, status, reason, spec and sql as JSON.")
@db_option
def ask_command(question, explain, show_sql, as_json, db):
    """Answer an English question in the Context-Bench style.

    A question outside the grammar is refused (exit 2) with the position of the part
    that could not be understood. An ambiguous question exits 3.
    """
    from pathlib import Path

    from cbwh.ask.service import ask, spec_json
    from cbwh.format import as_json as dump

    report = ask(Path(db), question, explain=explain)
    if as_json:
        click.echo(dump(report.to_json() | {"spec": spec_json(report.result.question.output)}))
        return
    _print_report(report, show_sql, "question")


def _print_report(report, show_sql: bool, label: str) -> None:
    """The answer alone; or the evidence; the SQL on request; ambiguity on stderr, exit 3."""
    result = report.result
    if report.evidence:
        click.echo("\n".join(report.evidence))
    if show_sql:
        click.echo(result.compiled.pretty_sql() + ";")
        click.echo(f"-- bound values: {list(result.compiled.params)!r}")
    if result.answer is None:
        click.echo(f"{label}: ambiguous: {result.reason}", err=True)
        raise SystemExit(3)
    if not report.evidence:
        click.echo(result.answer)


def main() -> None:
    cli(prog_name="cbwh")


if __name__ == "__main__":
    sys.exit(main())
