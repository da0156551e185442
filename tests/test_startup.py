"""`cbwh --help` is printed from a cache without importing click, and is exactly click's help."""

from __future__ import annotations

import subprocess
import sys

import click

import cbwh.__main__ as entry
from cbwh.cli import cli


def _help(monkeypatch, capsys) -> str:
    monkeypatch.setattr(sys, "argv", ["cbwh", "--help"])
    entry.main()
    return capsys.readouterr().out


def test_help_is_clicks_then_cached(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CBWH_CACHE", str(tmp_path))
    expected = cli.get_help(click.Context(cli, info_name="cbwh")) + "\n"
    assert _help(monkeypatch, capsys) == expected
    (cached,) = (tmp_path / "help").iterdir()
    assert _help(monkeypatch, capsys) == expected
    cached.write_text("another key\nstale help\n")  # a key that does not match is re-rendered
    assert _help(monkeypatch, capsys) == expected


def test_cached_help_imports_no_click(tmp_path):
    env_code = "import sys, cbwh.__main__ as m; sys.argv = ['cbwh', '--help']; m.main(); assert 'click' not in sys.modules"
    env = {"CBWH_CACHE": str(tmp_path), "PATH": ""}
    first = subprocess.run([sys.executable, "-c", env_code.replace("; assert 'click' not in sys.modules", "")],
                           env=env, capture_output=True, text=True, check=True)
    second = subprocess.run([sys.executable, "-c", env_code], env=env, capture_output=True, text=True)
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout and "Usage: cbwh" in first.stdout
