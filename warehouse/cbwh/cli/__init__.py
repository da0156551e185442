"""The `cbwh` command line.

Each command parses options, calls one library function, formats what it returns,
and turns cbwh errors into one clean line. Commands live in small modules loaded only
when invoked (click's lazy-group pattern), and heavy libraries are imported inside
the commands that need them, so that `cbwh ingest` starts fast.
"""

from __future__ import annotations

import importlib

import click

from cbwh import __version__
from cbwh.errors import CbwhError

# command name -> module of cbwh.cli that defines it (as a function of the same name, - as _)
COMMANDS = {
    "ingest": "warehouse", "fetch": "warehouse", "sql": "warehouse", "tables": "warehouse", "schema": "warehouse",
    "answer": "answering", "ask": "answering", "export-tasks": "exporting", "audit": "auditing",
    "generate": "generating",
}


class _CleanExit(click.ClickException):
    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code


class _LazyGroup(click.Group):
    """Imports a command's module only when that command is used or listed."""

    def list_commands(self, ctx):
        return sorted(COMMANDS)

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        module = importlib.import_module(f"cbwh.cli.{COMMANDS[name]}")
        return getattr(module, name.replace("-", "_"))

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except CbwhError as exc:
            raise _CleanExit(str(exc), exc.exit_code) from None
        except OSError as exc:  # a path the user gave cannot be read or written
            where = f": {exc.filename}" if exc.filename else ""
            raise _CleanExit(f"{exc.strerror or exc}{where}", 1) from None


@click.group(cls=_LazyGroup)
@click.version_option(__version__, prog_name="cbwh")
def cli():
    """cbwh: the Context-Bench warehouse."""


def main() -> None:
    cli(prog_name="cbwh")
