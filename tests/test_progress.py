"""Long commands show progress on stderr when it is a terminal, never otherwise or with
--quiet (issue 9, item 6). A real pseudo-terminal, a real process."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys

import pytest


def _with_tty_stderr(args, cwd) -> tuple[int, str, str]:
    """Run cbwh with stderr on a pseudo-terminal; (exit code, stdout, what the terminal got)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-m", "cbwh", *map(str, args)], cwd=cwd, stdout=subprocess.PIPE,
                            stderr=slave, text=True)
    os.close(slave)
    out = proc.stdout.read()
    got = b""
    while True:
        ready, _, _ = select.select([master], [], [], 5)
        if not ready:
            break
        try:
            chunk = os.read(master, 65536)
        except OSError:  # the other end closed
            break
        if not chunk:
            break
        got += chunk
    os.close(master)
    return proc.wait(timeout=30), out, got.decode()


@pytest.mark.parametrize("quiet", [False, True])
def test_ingest_shows_progress_only_on_a_terminal(mini_dir, tmp_path, quiet):
    args = ["ingest", "--corpus", mini_dir, "--db", tmp_path / "w.db"] + (["--quiet"] if quiet else [])
    code, out, tty = _with_tty_stderr(args, tmp_path)
    assert code == 0 and out.startswith("ingested ")
    if quiet:
        assert tty == ""
    else:
        assert "loading the corpus files: 0/10" in tty and "9/10" in tty
        assert tty.endswith("\r\x1b[K")  # the line is cleared at the end


def test_no_progress_when_stderr_is_not_a_terminal(run, mini_dir, tmp_path):
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "w.db")
    assert result.exit_code == 0 and "loading" not in result.output


def test_audit_and_export_report_each_step(real_db, corpus_dir, questions_path, tmp_path):
    """The library calls progress(done, total) as the work completes (the CLI draws it)."""
    from cbwh.audit.auditing import audit
    from cbwh.cli.progress import progress_line
    from cbwh.export.service import ExportRequest, export_tasks

    assert progress_line(False, "x") is None  # pytest's stderr is not a terminal
    seen: list[tuple[int, int]] = []
    audit(real_db, questions_path, ("cb-cloud-1", "cb-cloud-2"), workers=1, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 2), (2, 2)]
    seen.clear()
    export_tasks(ExportRequest(real_db, tmp_path / "tasks", corpus_dir, questions_path, corpus_dir.parent / "rubric.txt",
                               ids=("cb-cloud-1", "cb-cloud-2")), lambda d, t: seen.append((d, t)))
    assert seen == [(0, 2), (1, 2), (2, 2)]
