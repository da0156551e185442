"""What the command functions use besides click: printing, usage errors, the output format.

The functions of the commands that run on the lean path (`cbwh.cli.lean`: `answer`,
`ask`) import nothing from click, so these live here; the click side (`cli.options`)
builds on them.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable

from cbwh import TYPE_CHECKING
from cbwh.rows import FORMATS

if TYPE_CHECKING:
    from typing import Any


class Usage(Exception):
    """The arguments, though well formed, do not make a valid command (`cbwh answer` with
    neither a task id nor --all). Click reports it as its usage error (exit 2)."""


def echo(text: str, err: bool = False) -> None:
    """One line (or several) on stdout, or stderr with err, flushed (as click.echo writes a str)."""
    stream = sys.stderr if err else sys.stdout
    stream.write(f"{text}\n")
    stream.flush()


def with_format(command: Callable[..., Any]) -> Callable[..., Any]:
    """A command that receives `fmt`, one of cbwh.rows.FORMATS, from the four flags --table,
    --json, --nl and --csv (as_table ... as_csv; "table" when none is given). Two at once
    is a usage error."""

    @functools.wraps(command)
    def chosen_format(*args: Any, **kwargs: Any) -> Any:
        chosen = [fmt for fmt in FORMATS if kwargs.pop(f"as_{fmt}")]
        if len(chosen) > 1:
            raise Usage(f"choose one output format, not {' and '.join('--' + f for f in chosen)}")
        return command(*args, fmt=chosen[0] if chosen else "table", **kwargs)

    return chosen_format


def echo_objects(fmt: str, objects: list[dict[str, Any]], table: Callable[[], str]) -> None:
    """Print a command's row objects in the chosen format: --json as an indented array,
    --nl one object per line, --csv their keys as the header (a list or object in a cell
    as JSON text), --table the command's own aligned view, `table()`."""
    import json

    from cbwh.rows import write_rows

    if fmt == "table":
        echo(table())
    elif fmt == "json":
        echo(json.dumps(objects, indent=2, ensure_ascii=False))
    else:
        columns = list(objects[0]) if objects else []
        rows = [[v if fmt == "nl" or not isinstance(v, (list, dict)) else json.dumps(v, ensure_ascii=False)
                 for v in obj.values()] for obj in objects]
        write_rows("nl" if fmt == "nl" else "csv", columns, rows, sys.stdout)


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


LINE_LIMIT = 1000  # characters of one error line: an error never echoes a huge input whole


def failure(exc: BaseException) -> tuple[str, int] | None:
    """The one line (without click's "Error: ") and the exit code a command ends with on `exc`,
    or None when it is not ours to report (a bug shows its traceback). A broken pipe is not
    here: the reader went away, which is no error (see quiet_stdout)."""
    from cbwh.errors import CbwhError

    if isinstance(exc, CbwhError):
        return capped(str(exc)), exc.exit_code
    if isinstance(exc, KeyboardInterrupt):  # Ctrl-C: one line and the conventional 128 + SIGINT
        return "interrupted", 130
    if isinstance(exc, OSError):  # a path the user gave cannot be read or written
        where = f": {exc.filename}" if exc.filename else ""
        return f"{exc.strerror or exc}{where}", 1
    return None


def capped(message: str) -> str:
    return "\n".join(line if len(line) <= LINE_LIMIT else f"{line[:LINE_LIMIT]}… ({len(line) - LINE_LIMIT:,} more characters)"
                     for line in message.split("\n"))


def quiet_stdout() -> None:
    """Point stdout at /dev/null so that nothing more is written to the closed pipe."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # stdout is not a real file (a test runner's buffer)
        pass
