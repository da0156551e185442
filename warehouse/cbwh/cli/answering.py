"""`cbwh answer` (catalog tasks) and `cbwh ask` (English questions)."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, echo_objects, find_questions, output_options, questions_option


@click.command()
@click.argument("task_id", required=False)
@click.option("--all", "all_", is_flag=True, help="Answer every catalog question; print a table and a summary.")
@click.option("--explain", is_flag=True, help="Show the chain of evidence.")
@click.option("--sql", "show_sql", is_flag=True, help="Show the compiled SQL, pretty-printed, with its bound values.")
@output_options
@db_option
@questions_option
@corpus_option
def answer(task_id, all_, explain, show_sql, fmt, db, questions, corpus):
    """Answer a Context-Bench task (e.g. cb-cloud-1) by compiling it to SQL.

    Prints the answer alone. An ambiguous question prints why on stderr and exits 3.
    --json, --nl and --csv print the task as a row (id, question, question_type,
    template, answer, ground_truth, agrees, status, reason, note, sql, params): one
    JSON object for one task, every task with --all, whose table is the summary view.
    """

    from cbwh.api import Warehouse
    from cbwh.format import as_json as dump

    if all_ == bool(task_id):
        raise click.UsageError("give one task id (e.g. cb-cloud-1) or --all")
    qfile = find_questions(questions, corpus)
    if all_:
        reports = Warehouse(db, qfile).answer_all()
        echo_objects(fmt, [r.to_json() for r in reports], lambda: _all_table(reports))
        return
    report = Warehouse(db, qfile).answer(task_id, explain=explain)
    if fmt == "json":
        click.echo(dump(report.to_json()))
        _exit_if_ambiguous(report)
        return
    if fmt in ("nl", "csv"):
        echo_objects(fmt, [report.to_json()], str)
        return
    _print_report(report, show_sql, task_id)


def _exit_if_ambiguous(report) -> None:
    """The documented exit code 3 holds whatever the format (the reason is in the JSON)."""
    if report.result.answer is None:
        raise SystemExit(3)


def _verdict(report) -> str:
    if report.result.status != "ok":
        return "ambiguous"
    return {True: "agrees", False: "differs", None: "-"}[report.agrees]


def _all_table(reports) -> str:
    from collections import Counter

    from cbwh.format import as_table

    rows = [(r.result.question.id, r.result.question.question_type, r.result.answer or "-",
             r.upstream.ground_truth if r.upstream else "-", _verdict(r)) for r in reports]
    counts = Counter(v for *_, v in rows)
    plural = {"agrees": "agree", "differs": "differ", "-": "without ground truth"}
    summary = f"{len(rows)} tasks: " + ", ".join(f"{n} {plural.get(v, v)}" for v, n in counts.most_common())
    return as_table(["id", "type", "answer", "ground truth", "verdict"], rows) + "\n" + summary


@click.command("ask")
@click.argument("question")
@click.option("--explain", is_flag=True, help="Show the chain of evidence.")
@click.option("--sql", "show_sql", is_flag=True, help="Show the compiled SQL, pretty-printed, with its bound values.")
@click.option("--json", "as_json", is_flag=True, help="Print answer, status, reason, spec and sql as JSON.")
@db_option
def ask(question, explain, show_sql, as_json, db):
    """Answer an English question in the Context-Bench style.

    A question outside the grammar is refused (exit 2) with the position of the part
    that could not be understood. An ambiguous question exits 3.
    """

    from cbwh.api import Warehouse
    from cbwh.format import as_json as dump
    from cbwh.spec.codec import encode

    report = Warehouse(db).ask(question, explain=explain)
    if as_json:
        click.echo(dump(report.to_json() | {"spec": encode(report.result.question.output)}))
        _exit_if_ambiguous(report)
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
