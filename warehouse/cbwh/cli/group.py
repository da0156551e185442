"""The click group behind `cbwh`: commands loaded when used, errors as one clean line."""

from __future__ import annotations

import importlib
import sys

import click

from cbwh import __version__
from cbwh.cli import COMMANDS
from cbwh.cli.plain import failure, quiet_stdout


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
            quiet_stdout()
            ctx.exit(0)
        except (Exception, KeyboardInterrupt) as exc:  # cbwh's errors, Ctrl-C, a path that cannot be read
            ended = failure(exc)
            if ended is None:
                raise
            raise _CleanExit(*ended) from None


@click.group(cls=_LazyGroup)
@click.version_option(__version__, prog_name="cbwh")
def cli():
    """cbwh: the Context-Bench warehouse."""
