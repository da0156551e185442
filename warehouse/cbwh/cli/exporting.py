"""`cbwh export-tasks`: Harbor task directories."""

from __future__ import annotations

import click

from cbwh.cli.options import corpus_option, db_option, questions_option
from cbwh.cli.progress import progress_line, quiet_option


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
@click.option("--layout", type=click.Choice(["full", "thin"]), default="full", show_default=True,
              help="thin: leave out the corpus copies and the invariant verifier files (restore with `cbwh populate`).")
@click.option("--allowed-hosts", "allowed_hosts", metavar="FILE|LIST",
              help="The agent's network allowlist: a file (one host a line) or a comma-separated list "
                   "(default: deepagents' list).")
@click.argument("more_ids", nargs=-1)
@db_option
@questions_option
@corpus_option
@quiet_option
def export_tasks(out, ids, subset, link, force, include_ambiguous, calibration, rubric, layout, allowed_hosts, more_ids,
                 db, questions, corpus, quiet):
    """Write Harbor task directories whose answers come from the compiled SQL."""
    from pathlib import Path

    from cbwh.export.files import ALLOWED_HOSTS, parse_allowed_hosts
    from cbwh.export.service import ExportRequest
    from cbwh.export.service import export_tasks as run_export
    from cbwh.upstream.locate import corpus_dir, data_file, questions_file, rubric_file

    request = ExportRequest(
        db=Path(db), out=Path(out), corpus=corpus_dir(corpus), questions=questions_file(questions, corpus),
        rubric=rubric_file(rubric, corpus), ids=tuple(ids) + tuple(more_ids), subset=subset,
        calibration=data_file("calibration.json", calibration, "CBWH_CALIBRATION", corpus) if subset else None,
        link=link, force=force, include_ambiguous=include_ambiguous, layout=layout,
        allowed_hosts=parse_allowed_hosts(allowed_hosts) if allowed_hosts is not None else ALLOWED_HOSTS,
    )
    summary = run_export(request, progress_line(quiet, "exporting: tasks done"))
    for qid, why in summary.skipped:
        click.echo(f"warning: skipped {qid}: {why}", err=True)
    click.echo(f"{len(summary.written)} tasks written to {summary.out}")
    click.echo(f"{len(summary.differs)} differ from upstream" + "".join(
        f"\n  {qid}: sql {sql!r}, upstream {up!r}" for qid, sql, up in summary.differs))
    click.echo(f"{len(summary.skipped)} skipped" + (f": {', '.join(q for q, _ in summary.skipped)}" if summary.skipped else ""))
    if summary.removed:
        click.echo(f"{len(summary.removed)} tasks of the earlier export removed: {', '.join(summary.removed)}")


@click.command("populate")
@click.argument("directory", type=click.Path(file_okay=False))
@click.option("--link", is_flag=True, help="Hard-link the corpus files instead of copying.")
@click.option("--rubric", envvar="CBWH_RUBRIC", type=click.Path(dir_okay=False), help="rubric.txt (default: beside the corpus).")
@db_option
@corpus_option
def populate(directory, link, rubric, db, corpus):
    """Restore the corpus copies and verifier files a thin export leaves out (idempotent)."""
    from pathlib import Path

    from cbwh.export.populate import populate as run_populate
    from cbwh.upstream.locate import corpus_dir, rubric_file

    summary = run_populate(Path(db), Path(directory), corpus_dir(corpus), rubric_file(rubric, corpus), link)
    click.echo(f"{len(summary.tasks)} tasks in {summary.out}: {len(summary.restored)} files restored, "
               f"{summary.unchanged} already in place")
