"""The `cbwh` command line.

Each command parses options, calls one library function, formats what it returns,
and turns cbwh errors into one clean line. Commands live in small modules loaded only
when invoked (click's lazy-group pattern), and heavy libraries are imported inside
the commands that need them, so that `cbwh ingest` starts fast.
"""

from __future__ import annotations

import importlib
import os
import sys

import click

from cbwh import __version__
from cbwh.errors import CbwhError

# command name -> module of cbwh.cli that defines it (as a function of the same name, - as _)
COMMANDS = {
    "ingest": "warehouse", "fetch": "warehouse", "sql": "warehouse", "tables": "warehouse", "schema": "warehouse",
    "answer": "answering", "ask": "answering", "export-tasks": "exporting", "populate": "exporting", "audit": "auditing",
    "synth": "synthesizing", "profile": "synthesizing",
    "serve": "serving",
    "grade": "grading", "generate": "generating",
}


class _CleanExit(click.ClickException):
    def __init__(self, message: str, exit_code: int):
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc]  # click declares it per class; ours varies per error


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
            result = super().invoke(ctx)
            sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
            return result
        except BrokenPipeError:  # the reader went away (`cbwh ... | head`): not an error
            _quiet_stdout()
            ctx.exit(0)
        except CbwhError as exc:
            raise _CleanExit(_capped(str(exc)), exc.exit_code) from None
        except KeyboardInterrupt:  # Ctrl-C: one line and the conventional 128 + SIGINT
            raise _CleanExit("interrupted", 130) from None
        except OSError as exc:  # a path the user gave cannot be read or written
            where = f": {exc.filename}" if exc.filename else ""
            raise _CleanExit(f"{exc.strerror or exc}{where}", 1) from None


LINE_LIMIT = 1000  # characters of one error line: an error never echoes a huge input whole


def _capped(message: str) -> str:
    return "\n".join(line if len(line) <= LINE_LIMIT else f"{line[:LINE_LIMIT]}… ({len(line) - LINE_LIMIT:,} more characters)"
                     for line in message.split("\n"))


def _quiet_stdout() -> None:
    """Point stdout at /dev/null so that nothing more is written to the closed pipe."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # stdout is not a real file (a test runner's buffer)
        pass


@click.group(cls=_LazyGroup)
@click.version_option(__version__, prog_name="cbwh")
def cli():
    """cbwh: the Context-Bench warehouse."""


def main() -> None:
    cli(prog_name="cbwh")
