"""`cbwh audit`: ground-truth verdicts under semantic variants."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, echo_objects, output_options, questions_option
from cbwh.cli.progress import progress_line, quiet_option


@click.command()
@click.option("--ids", multiple=True, help="Task ids (repeatable, or several after one --ids); default: all.")
@click.argument("more_ids", nargs=-1)
@output_options
@click.option("--markdown", "markdown_file", type=click.Path(dir_okay=False), help="Also write a Markdown report here.")
@db_option
@questions_option
@corpus_option
@quiet_option
def audit(ids, more_ids, fmt, markdown_file, db, questions, corpus, quiet):
    """Classify every question's ground truth under explicit semantic variants.

    The table is the summary by question type and the flagged tasks; --json, --nl and
    --csv give one row per task: id, question_type, verdict, answer, reason,
    ground_truth, variants, note (and reproduced_by for disputed and ill-posed tasks)."""
    from pathlib import Path

    from cbwh.api import Warehouse
    from cbwh.audit.report import markdown, summary
    from cbwh.upstream.locate import questions_file

    audits = Warehouse(db, questions_file(questions, corpus)).audit(
        tuple(ids) + tuple(more_ids), progress=progress_line(quiet, "auditing: questions done"))
    if markdown_file:
        Path(markdown_file).write_text(markdown(audits), encoding="utf-8")
    echo_objects(fmt, [a.to_json() for a in audits], lambda: summary(audits))
