"""Where cbwh looks for the questions file and the rubric."""

from __future__ import annotations

import pytest

from cbwh.errors import CorpusNotFound
from cbwh.upstream.locate import questions_file, rubric_file


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    for var in ("CBWH_CORPUS", "CBWH_QUESTIONS", "CBWH_RUBRIC"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("CBWH_CACHE", str(tmp_path / "empty-cache"))


def test_beside_the_corpus_as_in_shared(tmp_path):
    (tmp_path / "files").mkdir()
    (tmp_path / "filesystem_cloud.jsonl").write_text("{}\n")
    assert questions_file(None, str(tmp_path / "files")) == tmp_path / "filesystem_cloud.jsonl"


def test_in_datasets_as_upstream(tmp_path):
    (tmp_path / "files").mkdir()
    (tmp_path / "datasets").mkdir()
    (tmp_path / "datasets" / "filesystem_cloud.jsonl").write_text("{}\n")
    assert questions_file(None, str(tmp_path / "files")) == tmp_path / "datasets" / "filesystem_cloud.jsonl"


def test_option_and_env_win(tmp_path, monkeypatch):
    mine = tmp_path / "q.jsonl"
    mine.write_text("{}\n")
    assert questions_file(str(mine)) == mine
    monkeypatch.setenv("CBWH_RUBRIC", str(mine))
    assert rubric_file() == mine


def test_nothing_found_says_what_to_do(tmp_path):
    with pytest.raises(CorpusNotFound, match="cbwh fetch"):
        rubric_file(None, str(tmp_path / "files"))
