"""Options shared by several commands."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import click

from cbwh.cli.plain import Usage, echo_objects, find_questions, with_format  # noqa: F401  (echo_objects, find_questions: for the commands)

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


_FORMAT_HELP = {
    "table": "An aligned text table (the default; at most 10,000 rows, then it says so).",
    "json": "A JSON array of row objects.",
    "nl": "JSON lines: one row object per line.",
    "csv": "CSV with a header row.",
}


def usage_errors(command: Callable[..., Any]) -> Callable[..., Any]:
    """The command's own usage errors (cbwh.cli.plain.Usage) as click's, with its usage line (exit 2)."""

    @functools.wraps(command)
    def reported(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except Usage as exc:
            raise click.UsageError(str(exc)) from None

    return reported


def output_flags(command: Callable[..., Any]) -> Callable[..., Any]:
    """The options --table, --json, --nl, --csv alone (the command reads them with plain.with_format)."""
    from cbwh.rows import FORMATS

    decorated = command
    for fmt in reversed(FORMATS):
        decorated = click.option(f"--{fmt}", f"as_{fmt}", is_flag=True, help=_FORMAT_HELP[fmt])(decorated)
    return decorated


def output_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """--table, --json, --nl, --csv for a command that prints rows: the same four, with the
    same meaning, everywhere (cbwh.rows writes them). The command receives `fmt`, one of
    cbwh.rows.FORMATS ("table" when none is given); two at once is a usage error."""
    return output_flags(usage_errors(with_format(command)))


def lean_command(name: str, function: Callable[..., Any], *decorators: Callable[..., Any]) -> click.Command:
    """A click command (name, the decorators' options, the function's docstring as help) that calls
    `function`, a click-free command function the lean path (cbwh.cli.lean) can call directly."""
    callback = usage_errors(function)
    for decorator in reversed(decorators):
        callback = decorator(callback)
    return click.command(name)(callback)
