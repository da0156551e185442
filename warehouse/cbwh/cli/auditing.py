"""`cbwh audit`: ground-truth verdicts under semantic variants."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, questions_option


@click.command()
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

    from cbwh.audit.auditing import audit as run_audit
    from cbwh.audit.report import markdown, summary
    from cbwh.format import as_json as dump
    from cbwh.upstream.locate import questions_file

    audits = run_audit(Path(db), questions_file(questions, corpus), tuple(ids) + tuple(more_ids))
    if markdown_file:
        Path(markdown_file).write_text(markdown(audits), encoding="utf-8")
    click.echo(dump([a.to_json() for a in audits]) if as_json else summary(audits))
