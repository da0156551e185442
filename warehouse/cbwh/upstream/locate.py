"""Finding the corpus, the questions file, the rubric and the database.

Order for the corpus: --corpus, $CBWH_CORPUS, the pinned download cache.
Order for the questions file and the rubric: the explicit option or its
environment variable, beside the corpus directory (its parent, or the parent's
datasets/ as upstream lays it out), then the pinned download cache.
"""

from __future__ import annotations

import os
from pathlib import Path

from cbwh.errors import CorpusNotFound


def cache_root() -> Path:
    """Where `cbwh fetch` puts the pinned files: $CBWH_CACHE or the user cache dir."""
    if os.environ.get("CBWH_CACHE"):
        return Path(os.environ["CBWH_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "cbwh"


def pinned_dir() -> Path:
    from cbwh.upstream.pin import load_pin

    return cache_root() / load_pin().commit


def corpus_dir(option: str | os.PathLike | None) -> Path:
    explicit = option or os.environ.get("CBWH_CORPUS")
    if explicit:
        return Path(explicit)
    cached = pinned_dir() / "files"
    if cached.is_dir():
        return cached
    raise CorpusNotFound(
        "no corpus: pass --corpus DIR, set $CBWH_CORPUS, or run `cbwh fetch` to download the pinned files"
    )


def _beside_corpus(name: str, corpus_option: str | None) -> list[Path]:
    explicit = corpus_option or os.environ.get("CBWH_CORPUS")
    if not explicit:
        return []
    parent = Path(explicit).absolute().parent
    return [parent / name, parent / "datasets" / name]


def data_file(name: str, option: str | None, env: str, corpus_option: str | None = None) -> Path:
    """Locate filesystem_cloud.jsonl, rubric.txt or calibration.json."""
    explicit = option or os.environ.get(env)
    if explicit:
        path = Path(explicit)
        if not path.is_file():
            raise CorpusNotFound(f"{path} does not exist")
        return path
    for path in _beside_corpus(name, corpus_option):
        if path.is_file():
            return path
    pinned = pinned_dir()  # (reads the pin: only when the file is not beside the corpus)
    for path in (pinned / name, pinned / "datasets" / name):
        if path.is_file():
            return path
    from cbwh.upstream.pin import load_pin

    option_name = "--" + env.removeprefix("CBWH_").lower()
    fetchable = any(Path(f.path).name == name for f in load_pin().files)
    raise CorpusNotFound(
        f"no {name}: pass {option_name} FILE, set ${env}, or keep it beside the corpus directory (--corpus DIR)"
        + (", or run `cbwh fetch`" if fetchable else "; `cbwh fetch` does not download it")
    )


def questions_file(option: str | None = None, corpus_option: str | None = None) -> Path:
    return data_file("filesystem_cloud.jsonl", option, "CBWH_QUESTIONS", corpus_option)


def rubric_file(option: str | None = None, corpus_option: str | None = None) -> Path:
    return data_file("rubric.txt", option, "CBWH_RUBRIC", corpus_option)
