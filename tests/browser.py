"""Headless chromium (Debian's package) for the browser tests: one way to drive it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest


def chromium(tmp_path: Path, *args: str) -> str:
    """Run headless chromium with args (e.g. --dump-dom URL); its stdout."""
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if exe is None:
        pytest.fail("chromium is not installed (apt-get install -y chromium; .ci/run does it)")
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
             "--no-proxy-server",  # (a loopback server or a file: never through a proxy named in the environment)
             f"--user-data-dir={tmp_path / 'profile'}"]
    done = subprocess.run([exe, *flags, *args], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout
