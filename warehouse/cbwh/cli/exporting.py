"""`cbwh export-tasks`: Harbor task directories."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, questions_option


@click.command("export-tasks")
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

    from cbwh.export.service import ExportRequest
    from cbwh.export.service import export_tasks as run_export
    from cbwh.upstream.locate import corpus_dir, data_file, questions_file, rubric_file

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
