"""A progress line on stderr for long commands: only on a terminal, never with --quiet."""

from __future__ import annotations

import sys
from collections.abc import Callable

import click

Progress = Callable[[int, int], None]


def progress_line(quiet: bool, what: str) -> Progress | None:
    """A callback (done, total) that redraws `what done/total` on stderr, and clears the line
    when done == total; None when stderr is not a terminal or `quiet` (so nothing is shown)."""
    if quiet or not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        click.echo(f"\r\033[K{what} {done}/{total}" if done < total else "\r\033[K", err=True, nl=False)

    return show


quiet_option = click.option("--quiet", is_flag=True, help="No progress on stderr (it is shown only on a terminal).")
