"""Options shared by several commands."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import click

db_option = click.option(
    "--db", "db", envvar="CBWH_DB", default="cbwh.db", show_default=True, type=click.Path(dir_okay=False),
    help="Warehouse database file (env CBWH_DB).",
)
corpus_option = click.option(
    "--corpus", "corpus", envvar="CBWH_CORPUS", type=click.Path(file_okay=False),
    help="Corpus directory holding the 10 .txt files (env CBWH_CORPUS; default: the pinned download cache).",
)
questions_option = click.option(
    "--questions", "questions", envvar="CBWH_QUESTIONS", type=click.Path(dir_okay=False),
    help="filesystem_cloud.jsonl, for the upstream ground truth (env CBWH_QUESTIONS; default: beside the corpus).",
)


def find_questions(questions, corpus):
    """The upstream questions file if it can be found (it is only compared with)."""
    from cbwh.errors import CorpusNotFound
    from cbwh.upstream.locate import questions_file

    try:
        return questions_file(questions, corpus)
    except CorpusNotFound:
        if questions:
            raise
        return None



_FORMAT_HELP = {
    "table": "An aligned text table (the default; at most 10,000 rows, then it says so).",
    "json": "A JSON array of row objects.",
    "nl": "JSON lines: one row object per line.",
    "csv": "CSV with a header row.",
}


def output_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """--table, --json, --nl, --csv for a command that prints rows: the same four, with the
    same meaning, everywhere (cbwh.rows writes them). The command receives `fmt`, one of
    cbwh.rows.FORMATS ("table" when none is given); two at once is a usage error."""
    from cbwh.rows import FORMATS

    @functools.wraps(command)
    def with_format(*args: Any, **kwargs: Any) -> Any:
        chosen = [fmt for fmt in FORMATS if kwargs.pop(f"as_{fmt}")]
        if len(chosen) > 1:
            raise click.UsageError(f"choose one output format, not {' and '.join('--' + f for f in chosen)}")
        return command(*args, fmt=chosen[0] if chosen else "table", **kwargs)

    decorated: Callable[..., Any] = with_format
    for fmt in reversed(FORMATS):
        decorated = click.option(f"--{fmt}", f"as_{fmt}", is_flag=True, help=_FORMAT_HELP[fmt])(decorated)
    return decorated


def echo_objects(fmt: str, objects: list[dict[str, Any]], table: Callable[[], str]) -> None:
    """Print a command's row objects in the chosen format: --json as an indented array,
    --nl one object per line, --csv their keys as the header (a list or object in a cell
    as JSON text), --table the command's own aligned view, `table()`."""
    import json
    import sys

    from cbwh.rows import write_rows

    if fmt == "table":
        click.echo(table())
    elif fmt == "json":
        click.echo(json.dumps(objects, indent=2, ensure_ascii=False))
    else:
        columns = list(objects[0]) if objects else []
        rows = [[v if fmt == "nl" or not isinstance(v, (list, dict)) else json.dumps(v, ensure_ascii=False)
                 for v in obj.values()] for obj in objects]
        write_rows("nl" if fmt == "nl" else "csv", columns, rows, sys.stdout)
