"""`cbwh serve` in a real browser: a loopback server, Debian's headless chromium.

Run with `pytest -m browser` (CI installs chromium first). Set CBWH_SCREENSHOT=PATH to
keep the screenshot (the README's picture is made this way).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from html import unescape
from pathlib import Path

import pytest

from cbwh.spec.catalog import get_question

from browser import chromium

pytestmark = pytest.mark.browser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(real_db, questions_path, tmp_path):
    port = _free_port()
    env = {**os.environ, "CBWH_QUESTIONS": str(questions_path)}
    log = (tmp_path / "serve.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "cbwh", "serve", "--db", str(real_db), "--port", str(port), "--quiet"],
        stdout=log, stderr=subprocess.STDOUT, env=env,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(base + "/-/versions.json", timeout=2).read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"cbwh serve did not start: {(tmp_path / 'serve.log').read_text()}")
                time.sleep(0.3)
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        log.close()


def test_the_page_of_cb_cloud_1_shows_the_question_and_its_answer(server, tmp_path):
    url = f"{server}/cbwh/cb-cloud-1?pet=Dawn&_hide_sql=1"
    dom = unescape(chromium(tmp_path, "--dump-dom", url))
    assert get_question("cb-cloud-1").text in dom
    assert '<strong id="cbwh-answer">Tammy Roberts</strong>' in dom
    assert "audit verdict <strong>fragile</strong>" in dom  # the description, audited at start-up
    shot = Path(os.environ.get("CBWH_SCREENSHOT") or tmp_path / "cb-cloud-1.png")
    chromium(tmp_path, "--window-size=1000,900", f"--screenshot={shot}", url)
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
