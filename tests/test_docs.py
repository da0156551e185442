"""The README documents every command, with an example."""

from __future__ import annotations

from pathlib import Path

import pytest

from cbwh.cli import COMMANDS, cli

README = (Path(__file__).parent.parent / "README.md").read_text()


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_command_is_documented_with_an_example(name):
    assert f"### `cbwh {name}" in README or f"`cbwh {name}`" in README
    assert f"$ cbwh {name}" in README


def test_quick_start_is_two_commands():
    quick = README.split("## Quick start", 1)[1].split("## Commands", 1)[0]
    blocks = [b for b in quick.split("```sh")[1:]]
    assert len(blocks) == 2
    assert all(len(b.split("```")[0].strip().splitlines()) == 1 for b in blocks)


def test_every_listed_command_loads():
    import click

    ctx = click.Context(cli)
    assert [cli.get_command(ctx, name).name for name in cli.list_commands(ctx)] == sorted(COMMANDS)
