"""`cbwh synth` and `cbwh profile`: fresh corpora of the upstream shape, and the shape measured."""

from __future__ import annotations

import click

from cbwh.cli.options import db_option
from cbwh.cli.progress import progress_line, quiet_option


@click.command()
@click.option("--people", required=True, type=click.IntRange(min=1), help="How many people the corpus has.")
@click.option("--seed", required=True, type=int, help="Random seed: the same seed, people and versions give the same bytes.")
@click.option("--out", required=True, type=click.Path(file_okay=False), help="Directory for the ten files and manifest.json.")
@click.option("--profile", "profile", default="upstream", show_default=True,
              help="'upstream' (measured from the public corpus, shipped) or a profile JSON file (cbwh profile --json).")
@click.option("--force", is_flag=True, help="Replace a non-empty --out.")
@quiet_option
def synth(people, seed, out, profile, force, quiet):
    """Write a fresh corpus in the upstream format, shaped like the public one."""
    import signal
    from pathlib import Path

    from cbwh.synth.corpus import SynthRequest, synthesize

    # a terminated run cleans up its temporary directory like an interrupted one
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    progress = progress_line(quiet, "synthesizing: people written")
    result = synthesize(SynthRequest(people, seed, Path(out), profile, force), progress)
    files = result.manifest["files"]
    click.echo(f"{people} people, {sum(f['records'] for f in files.values())} records, "
               f"{sum(f['lines'] for f in files.values())} lines written to {out}")
    click.echo(f"corpus sha256 {result.manifest['corpus_sha256']}")
    for name, entry in files.items():
        if not entry["records"]:
            table = name.removesuffix(".txt")
            click.echo(f"warning: {name} has no records; ingest with --allow-empty {table}", err=True)


@click.command()
@db_option
@click.option("--vs", "vs", type=click.Path(dir_okay=False), help="Another warehouse to compare with, statistic by statistic.")
@click.option("--json", "as_json", is_flag=True, help="The profile (or with --vs, the comparison) as JSON.")
def profile(db, vs, as_json):
    """The corpus's shape: records per person, vocabularies, ranges, repeats."""
    from pathlib import Path

    from cbwh.format import as_json as to_json
    from cbwh.format import as_table
    from cbwh.profile.compare import summary
    from cbwh.run.profile import measure, measure_vs

    if vs is None:
        this = measure(Path(db))
        if as_json:
            click.echo(this.dumps(), nl=False)
            return
        click.echo(as_table(["statistic", "value"], [(s.label, summary(s, this.statistics.get(s.key)))
                                                     for s in _stats()]))
        return
    this, other, rows = measure_vs(Path(db), Path(vs))
    if as_json:
        click.echo(to_json({"this": this.to_json(), "other": other.to_json(), "comparison": [r.to_json() for r in rows]}))
        return

    def mark(row) -> str:
        return {True: "yes", False: "NO", None: "-"}[row.within]

    def num(x) -> str:
        return "-" if x is None else f"{x:.3f}"

    table = [(r.stat.label, summary(r.stat, r.this), summary(r.stat, r.other), num(r.distance), num(r.tolerance), mark(r))
             for r in rows]
    click.echo(as_table(["statistic", Path(db).name, Path(vs).name, "distance", "tolerance", "within"], table))
    judged = [r for r in rows if r.within is not None]
    outside = [r.stat.key for r in judged if not r.within]
    click.echo(f"{len(judged) - len(outside)} of {len(judged)} statistics within tolerance"
               + (f"; outside: {', '.join(outside)}" if outside else ""))


def _stats():
    from cbwh.profile.stats import STATS

    return STATS
