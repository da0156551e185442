"""`cbwh generate`: a fresh suite of confirmed questions."""

from __future__ import annotations

import click

from cbwh.cli.options import db_option


@click.command()
@click.option("--n", "n", type=int, default=100, show_default=True, help="How many questions.")
@click.option("--seed", type=int, default=7, show_default=True, help="The seed: same seed and warehouse, same suite.")
@click.option("--out", required=True, type=click.Path(dir_okay=False), help="The suite file to write (JSON lines).")
@click.option("--types", multiple=True, help="Question types to generate (repeatable, or comma-separated); default: all.")
@click.option("--mix", default="upstream", show_default=True,
              help="Type mix: upstream, even, or a JSON file {question type: weight}.")
@click.option("--difficulty", "difficulties", multiple=True,
              help="Keep only these difficulties: easy, medium, hard (repeatable, or comma-separated).")
@click.option("--suite", "suite_id", help="Suite id, the prefix of every question id (default: gen-s<seed>).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--quiet", is_flag=True, help="No progress on stderr.")
@db_option
def generate(n, seed, out, types, mix, difficulties, suite_id, as_json, quiet, db):
    """Generate questions whose every answer is unique under every reading the audit tries.

    Writes upstream's JSON-lines format plus id, program, sql, params and suite per line.
    """
    import json
    import os
    import sys
    from pathlib import Path

    from cbwh.errors import UsageError
    from cbwh.format import as_json as dump
    from cbwh.generate import create_suite

    def split(values):
        return tuple(v.strip() for value in values for v in value.split(",") if v.strip())

    chosen_mix = mix
    if mix not in ("upstream", "even"):
        try:
            chosen_mix = json.loads(Path(mix).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise UsageError(f"--mix {mix}: not upstream, even, or a readable JSON file ({exc})") from None
        if not isinstance(chosen_mix, dict):
            raise UsageError(f"--mix {mix}: the file must hold a JSON object {{question type: weight}}")
    show = not quiet and sys.stderr.isatty()
    suite = create_suite(Path(db), n, seed, mix=chosen_mix, types=split(types), difficulties=split(difficulties),
                         suite=suite_id, progress=(lambda line: click.echo(line, err=True)) if show else None)
    target = Path(out)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text("".join(line + "\n" for line in suite.lines()), encoding="utf-8")
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    summary = suite.summary.to_json()
    if as_json:
        click.echo(dump(summary))
        return
    click.echo(f"{len(suite.questions)} questions written to {target} (suite {summary['suite']}, seed {seed}, "
               f"{summary['tried']} candidates tried)")
    click.echo("accepted: " + ", ".join(f"{t} {k}" for t, k in summary["accepted"].items()))
    click.echo("tried: " + ", ".join(f"{t} {k}" for t, k in summary["tried_by_type"].items()))
    click.echo("difficulty: " + ", ".join(f"{d} {k}" for d, k in summary["difficulty"].items()))
    click.echo("rejected:")
    for reason, k in summary["rejected"].items():
        click.echo(f"  {k:5d}  {reason}")
    click.echo(f"questions sharing an anchor with the 100 public ones: {summary['public_anchor_overlap']}")
