"""The `cbwh` entry point: `cbwh --help` from a cache and `answer`/`ask` on the lean path
(`cbwh.cli.lean`), both without importing click; else the CLI.

`cbwh --help` is the first thing a newcomer runs; importing click and the command
table costs three times the interpreter's own start-up. The help text is rendered by
click once, kept under the cache root keyed by cbwh's version, the command-line
sources (names, sizes, mtimes) and the width it was wrapped to, and printed from
there afterwards. Everything else goes to `cbwh.cli.main`.
"""

import os
import sys


def _help_key() -> tuple[str, str] | None:
    """(path, key): where the rendered `cbwh --help` for this cbwh and terminal width lives, and the
    key its first line must hold (None: the sources cannot be listed)."""
    from zlib import crc32

    from cbwh import __version__

    cli_dir = os.path.join(os.path.dirname(__file__), "cli")
    try:
        width = min(os.get_terminal_size(sys.stdout.fileno()).columns, 80)
    except (OSError, ValueError):
        width = 80
    key = [__version__, str(width), os.environ.get("COLUMNS", "")]
    try:
        for entry in sorted(os.scandir(cli_dir), key=lambda e: e.name):
            if entry.name.endswith(".py"):
                st = entry.stat()
                key.append(f"{entry.name}:{st.st_size}:{st.st_mtime_ns}")
    except OSError:
        return None
    root = os.environ.get("CBWH_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "cbwh")
    text = " ".join(key)
    return os.path.join(root, "help", f"{crc32(text.encode()):08x}.txt"), text


def _render_help(where: tuple[str, str] | None) -> None:
    import click

    from cbwh.cli import cli

    text = cli.get_help(click.Context(cli, info_name="cbwh"))
    click.echo(text)
    if where is None:
        return
    path, key = where
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(f"{key}\n{text}\n")
        os.replace(tmp, path)
    except OSError:
        pass


def main() -> None:
    if sys.argv[1:] == ["--help"]:
        where = _help_key()
        try:
            with open(where[0], encoding="utf-8") as fh:  # type: ignore[index]
                key, text = fh.read().split("\n", 1)
        except (OSError, TypeError, ValueError):
            return _render_help(where)
        if key != where[1]:  # type: ignore[index]
            return _render_help(where)
        sys.stdout.write(text)
        return
    from cbwh.cli.lean import run

    if run(sys.argv[1:]):
        return
    from cbwh.cli import main as cli_main

    cli_main()


if __name__ == "__main__":
    main()
