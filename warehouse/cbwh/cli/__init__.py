"""The `cbwh` command line.

Each command parses options, calls one library function, formats what it returns,
and turns cbwh errors into one clean line. Commands live in small modules loaded only
when invoked (click's lazy-group pattern, `cbwh.cli.group`), and heavy libraries are
imported inside the commands that need them, so that `cbwh ingest` starts fast. This
module imports no click: `answer` and `ask` can run without it (`cbwh.cli.lean`).
"""

from __future__ import annotations

from cbwh import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

# command name -> module of cbwh.cli that defines it (as a function of the same name, - as _)
COMMANDS = {
    "ingest": "warehouse", "fetch": "warehouse", "sql": "warehouse", "tables": "warehouse", "schema": "warehouse",
    "answer": "answering", "ask": "answering", "export-tasks": "exporting", "populate": "exporting", "audit": "auditing",
    "synth": "synthesizing", "profile": "synthesizing",
    "serve": "serving",
    "grade": "grading", "generate": "generating",
}


def __getattr__(name: str) -> Any:
    if name == "cli":  # the click group, built when first asked for
        from cbwh.cli.group import cli

        return cli
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def main() -> None:
    from cbwh.cli.group import cli

    cli(prog_name="cbwh")
