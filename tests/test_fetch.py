"""`cbwh fetch` against a local HTTP server laid out like the pinned upstream."""

from __future__ import annotations

import shutil
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest

from conftest import shared_dir


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def mirror(tmp_path):
    """Serve an upstream-shaped copy of ../shared/contextbench on 127.0.0.1."""
    root = tmp_path / "upstream"
    shutil.copytree(shared_dir() / "files", root / "files")
    (root / "datasets").mkdir()
    shutil.copy(shared_dir() / "filesystem_cloud.jsonl", root / "datasets")
    shutil.copy(shared_dir() / "rubric.txt", root)
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Quiet, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)  # shutdown at once
    thread.start()
    yield root, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def cache(tmp_path, monkeypatch):
    path = tmp_path / "cache"
    monkeypatch.setenv("CBWH_CACHE", str(path))
    monkeypatch.setenv("CBWH_FETCH_RETRIES", "0")
    return path


def test_fetch_downloads_and_verifies_everything(run, mirror, cache, tmp_path, monkeypatch):
    _, url = mirror
    result = run("fetch", "--base-url", url)
    assert result.exit_code == 0, result.output
    assert "12 pinned files verified" in result.output
    files = list(cache.rglob("*.txt")) + list(cache.rglob("*.jsonl"))
    assert len(files) == 12
    # with no --corpus and no $CBWH_CORPUS, ingest reads the verified cache
    monkeypatch.chdir(tmp_path)
    result = run("ingest")
    assert result.exit_code == 0, result.output
    assert "total               9224" in result.output


def test_corrupted_download_is_refused_and_not_kept(run, mirror, cache):
    root, url = mirror
    pets = root / "files" / "pets.txt"
    pets.write_text(pets.read_text().replace("name: Dawn", "name: Dusk"))
    result = run("fetch", "--base-url", url)
    assert result.exit_code == 1
    assert "files/pets.txt" in result.output and "does not match the pinned sha256" in result.output
    assert "Traceback" not in result.output
    assert not list(cache.rglob("pets.txt"))
    assert not [p for p in cache.rglob("*") if p.is_file() and "tmp" in p.name]


def test_unreachable_mirror_is_a_clean_error(run, cache):
    result = run("fetch", "--base-url", "http://127.0.0.1:9/")
    assert result.exit_code == 1
    assert "download from http://127.0.0.1:9/ failed" in result.output


def test_no_corpus_anywhere_says_what_to_do(run, cache, tmp_path):
    result = run("ingest", "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "run `cbwh fetch`" in result.output
