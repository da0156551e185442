"""`cbwh grade`: Harbor job directories re-scored and explained."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, questions_option
from cbwh.cli.progress import progress_line, quiet_option


@click.command()
@click.argument("job_dirs", nargs=-1, type=click.Path(file_okay=False))
@click.option("--calibration", type=click.Path(dir_okay=False),
              help="deepagents' calibration.json: join its pass rates with the audit verdicts.")
@click.option("--tasks", "tasks_dir", type=click.Path(file_okay=False),
              help="The task directories the jobs ran (their tests/case.json tells which truth each task graded against).")
@click.option("--json", "fmt", flag_value="json", help="Everything as one JSON object.")
@click.option("--nl", "fmt", flag_value="nl", help="One JSON object per trial, a line each.")
@click.option("--csv", "fmt", flag_value="csv", help="One CSV row per trial.")
@click.option("--markdown", "markdown_file", type=click.Path(dir_okay=False), help="Also write a Markdown report here.")
@click.option("--html", "html_file", type=click.Path(dir_okay=False), help="Also write a self-contained HTML report here.")
@click.option("--save", is_flag=True,
              help="Keep the graded runs in the warehouse (graded_jobs, graded_trials, graded_labels), for `cbwh sql`.")
@quiet_option
@db_option
@questions_option
@corpus_option
def grade(job_dirs, calibration, tasks_dir, fmt, markdown_file, html_file, save, quiet, db, questions, corpus):
    """Re-score Harbor job directories against cbwh's answers and label every wrong answer."""
    from pathlib import Path

    from cbwh.errors import UsageError
    from cbwh.format import as_json
    from cbwh.grade import report as fmt_report
    from cbwh.grade.service import GradeRequest
    from cbwh.grade.service import grade as run_grade
    from cbwh.upstream.locate import questions_file

    if not job_dirs and not calibration:
        raise UsageError("give one or more Harbor job directories (or --calibration FILE)")
    result = run_grade(GradeRequest(tuple(Path(d) for d in job_dirs), Path(db), questions_file(questions, corpus),
                                    Path(calibration) if calibration else None, Path(tasks_dir) if tasks_dir else None,
                                    save), progress_line(quiet, "grading: questions audited"))
    if markdown_file:
        Path(markdown_file).write_text(fmt_report.markdown(result), encoding="utf-8")
    if html_file:
        from cbwh.grade.html import html

        Path(html_file).write_text(html(result), encoding="utf-8")
    if fmt == "json":
        click.echo(as_json(result.to_json()))
    elif fmt == "nl":
        click.echo(fmt_report.nl_text(result), nl=False)
    elif fmt == "csv":
        click.echo(fmt_report.csv_text(result), nl=False)
    else:
        click.echo(fmt_report.table(result), nl=False)
    if result.saved is not None:
        upgraded = f" (upgraded in place: migration {', '.join(map(str, result.saved))})" if result.saved else ""
        click.echo(f"saved {len(result.jobs)} job(s), {len(result.trials)} trials into {db}{upgraded}", err=True)
