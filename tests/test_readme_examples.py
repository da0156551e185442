"""Every ```console example in README.md runs as written, in order, and prints what it shows.

The convention (also in the README's "Contributing" section):

- A ```console block holds `$ command` lines, each followed by the output it shows
  (stdout and stderr as a terminal interleaves them; trailing spaces ignored).
- In a shown output, a line that is only `...` (indented or not) stands for any number of lines
  (none included), and `...` inside a line stands for any text.
- `<!-- readme-test: skip REASON -->` on the line before a block keeps it from running
  (networked or machine-specific examples); say why.
- `<!-- readme-test: slow REASON -->` runs the block only in the slow step
  (`pytest -m readme_slow`, part of `.ci/run`), for examples that take more than a
  second or two; the default suite must stay fast.
- Blocks run in README order, in one temporary directory prepared like the quick start:
  `../shared/contextbench` is the corpus (a link to the real one) and `cbwh.db` is
  already ingested from it; files an example writes stay for the next examples. `cbwh`
  is the installed command; a line that is only `cbwh ...` (optionally `| head -N` or
  `| tail -N`) runs in-process through click for speed, anything else through bash.

A failure names the README line of the command and shows the expected and actual
output side by side, so the example (or the code) can be fixed.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from cbwh.cli import cli

from conftest import ROOT

README = ROOT / "README.md"
MARKER = re.compile(r"<!--\s*readme-test:\s*(skip|slow)\b(.*?)-->")
_PIPE = re.compile(r"^(?P<cmd>cbwh\s.*?)(?:\s*\|\s*(?P<tool>head|tail)\s+-(?:n\s*)?(?P<n>\d+))?$")


@dataclass
class Example:
    line: int  # README line of the `$ ` command
    command: str
    shown: list[str]


@dataclass
class Block:
    line: int  # README line of the opening fence
    examples: list[Example]
    skip: str | None  # why it never runs
    slow: str | None  # why it runs only under -m readme_slow


def console_blocks(text: str) -> list[Block]:
    """Every ```console block of a Markdown text, with its examples and skip marker."""
    lines = text.splitlines()
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        if lines[i].strip() != "```console":
            i += 1
            continue
        before = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
        marker = MARKER.search(before)
        kind, why = (marker.group(1), marker.group(2).strip() or "no reason given") if marker else (None, None)
        start, i = i + 1, i + 1
        examples: list[Example] = []
        while i < len(lines) and lines[i].strip() != "```":
            if lines[i].startswith("$ "):
                examples.append(Example(i + 1, lines[i][2:], []))
            elif examples:
                examples[-1].shown.append(lines[i])
            else:
                raise AssertionError(f"README.md:{i + 1}: a console block must start with a `$ ` command")
            i += 1
        blocks.append(Block(start, examples, why if kind == "skip" else None, why if kind == "slow" else None))
        i += 1
    return blocks


def matches(shown: list[str], actual: list[str]) -> bool:
    """Shown output against actual lines: `...` alone = any lines, `...` inside a line = any text."""
    shown = [s.rstrip() for s in shown]
    actual = [a.rstrip() for a in actual]

    def line_ok(pattern: str, line: str) -> bool:
        parts = [re.escape(p) for p in pattern.split("...")]
        return re.fullmatch(".*".join(parts), line, re.S) is not None

    def rec(i: int, j: int) -> bool:
        if i == len(shown):
            return j == len(actual)
        if shown[i].strip() == "...":
            return any(rec(i + 1, k) for k in range(j, len(actual) + 1))
        return j < len(actual) and line_ok(shown[i], actual[j]) and rec(i + 1, j + 1)

    return rec(0, 0)


BLOCKS = console_blocks(README.read_text())


@pytest.fixture(scope="module")
def workdir(tmp_path_factory, corpus_dir, real_db) -> Path:
    """A directory as the quick start leaves it: ../shared/contextbench and cbwh.db."""
    base = tmp_path_factory.mktemp("readme")
    (base / "shared").mkdir()
    (base / "shared" / "contextbench").symlink_to(corpus_dir.parent.resolve())
    work = base / "work"
    work.mkdir()
    shutil.copyfile(real_db, work / "cbwh.db")
    return work


def _plain(command: str) -> bool:
    """A command bash would run as its words alone: no list, pipe or redirection outside quotes (a ';' inside a quoted
    question is the question's), no expansion anywhere."""
    if re.search(r"[`$]", command):
        return False
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        return not any(token and set(token) <= set(lexer.punctuation_chars) for token in lexer)
    except ValueError:  # an unclosed quote: bash's to report
        return False


def _run(command: str, cwd: Path, monkeypatch) -> str:
    """The command's terminal output (stdout and stderr interleaved)."""
    fast = _PIPE.match(command)
    if fast and _plain(fast["cmd"]):
        monkeypatch.chdir(cwd)
        result = CliRunner().invoke(cli, shlex.split(fast["cmd"])[1:], catch_exceptions=False)
        out = result.output.splitlines()
        if fast["tool"]:
            n = int(fast["n"])
            out = out[:n] if fast["tool"] == "head" else out[-n:]
        return "\n".join(out)
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    proc = subprocess.run(["bash", "-c", command], cwd=cwd, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=120)
    return proc.stdout.rstrip("\n")


@pytest.mark.parametrize("block", [
    pytest.param(b, id=f"README.md:{b.line}", marks=[pytest.mark.readme_slow] if b.slow else []) for b in BLOCKS
])
def test_readme_console_example(block: Block, workdir: Path, monkeypatch):
    if block.skip:
        pytest.skip(f"README.md:{block.line}: {block.skip}")
    for var in ("CBWH_DB", "CBWH_CORPUS", "CBWH_QUESTIONS", "CBWH_RUBRIC", "CBWH_CALIBRATION"):
        monkeypatch.delenv(var, raising=False)
    for example in block.examples:
        actual = _run(example.command, workdir, monkeypatch).splitlines()
        if not matches(example.shown, actual):
            pytest.fail(
                f"README.md:{example.line}: `$ {example.command}` printed something else\n"
                "--- shown in the README\n" + "\n".join(example.shown) +
                "\n--- actual output\n" + "\n".join(actual), pytrace=False)


# --- the conventions themselves -------------------------------------------------------

def test_ellipsis_rules():
    assert matches(["a", "...", "z"], ["a", "b", "c", "z"])
    assert matches(["a", "...", "z"], ["a", "z"])
    assert matches(["ingested ... into .../cbwh.db"], ["ingested x into /home/me/cbwh.db"])
    assert not matches(["a", "z"], ["a", "b", "z"])
    assert not matches(["a"], ["a", "b"])
    assert not matches(["Tammy Roberts"], ["Tammy Robertson"])


def test_only_plain_cbwh_lines_run_in_process():
    assert _plain('cbwh ask "The first is A; the second is B. Which of them is older?"')
    assert _plain("cbwh ask 'Who has pets | vehicles & cards?' --json")
    assert not _plain("cbwh answer --all; echo done") and not _plain("cbwh answer --all > out.txt")
    assert not _plain("cbwh answer --all && ls") and not _plain('cbwh ask "$Q"') and not _plain("cbwh ask `cat q`")
    assert not _plain("cbwh ask 'unclosed")


def test_blocks_and_skip_markers_are_read():
    text = "x\n<!-- readme-test: skip needs the network -->\n```console\n$ cbwh fetch\nok\n```\n" \
           "```console\n$ cbwh tables\n...\n```\n<!-- readme-test: slow 10 s -->\n```console\n$ cbwh audit\n```\n"
    first, second, third = console_blocks(text)
    assert third.slow == "10 s" and third.skip is None and second.slow is None
    assert first.skip == "needs the network" and first.examples[0].command == "cbwh fetch"
    assert first.examples[0].shown == ["ok"] and first.line == 3 and first.examples[0].line == 4
    assert second.skip is None and second.examples[0].line == 8 and second.examples[0].shown == ["..."]


def test_the_readme_has_examples_to_run():
    assert sum(len(b.examples) for b in BLOCKS if not b.skip) >= 15
