"""The grammar's phrase tries stored beside the bytecode (`ask.parser._tries`): read back level by level, they hold
exactly what the phrasings build and they are made again whenever a source file of the package changes (questions
read through them: test_ask_corpus.py)."""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import cbwh.ask.grammar  # noqa: F401  (the tables)
from cbwh.ask import parser
from cbwh.ask.parser import TABLES, _Level, stored_tries


@functools.cache
def small() -> list[parser.Phrases]:
    """The tables of at most 60 phrasings (all of them: pytest -m slow). Chosen when first asked for, not at import:
    measuring every table expands all ~370,000 phrasings, which each xdist worker paid while collecting (~1.2 s of CPU)."""
    return [t for t in TABLES if sum(map(len, t.table.values())) <= 60]


def _same(built: _Level, read: _Level, path: str = "") -> None:
    words = built.built()
    assert list(read.built()) == list(words), path
    for word, (values, after) in words.items():
        assert read.built()[word][0] == values, path + " " + word
        _same(after, read.built()[word][1], path + " " + word)


def _read_back(stored: dict, table: parser.Phrases) -> _Level:
    _, _, start, end = stored["roots"][table.number]
    return _Level((stored["data"], start, end, table.values))


def test_a_stored_trie_reads_back_as_its_phrasings_build():
    stored = stored_tries(small())
    assert len(small()) > 50 and stored["roots"].count(None) == len(TABLES) - len(small())
    for table in small():
        _same(table.fresh(), _read_back(stored, table), table.what)


@pytest.mark.slow
def test_every_stored_trie_reads_back_as_its_phrasings_build():
    stored = stored_tries()
    for table in TABLES:
        _same(table.fresh(), _read_back(stored, table), table.what)


def test_a_stored_level_makes_the_node_of_the_word_read_only():
    """A question reads ~300 of the ~3,000 words of the levels it opens: only theirs are made (`_Level.get`)."""
    stored = stored_tries(small())
    table = max(small(), key=lambda t: len(t.fresh().built()))
    level, words = _read_back(stored, table), list(table.fresh().built())
    word = next(w for w in reversed(words) if w not in parser.ARTICLES)
    assert list(level.names()) == words and len(words) > 2  # every word known, in order, before any node is made
    node = level.get(word)
    assert node is not None and level.get(word) is node and level.get("no-such-word") is None
    assert set(level.words or ()) - parser.ARTICLES == {word}  # (an article's level is made with the level)
    assert list(level.built()) == words and level.built()[word] is node


def _index_says(stored: dict, monkeypatch) -> None:
    """Every stored table's first words as the index says them (`parser._may_start`, its trie not read) are the words its
    phrasings can start with (`_Level.starts`: after an article left out too); other words are said no to."""
    monkeypatch.setattr(parser, "_KEPT", [stored])
    monkeypatch.setattr(parser, "_INDEX", [])
    for table, root in zip(TABLES, stored["roots"]):
        if root is None:
            assert parser._may_start(table, "tell")  # (not stored: the index cannot say)
            continue
        starts = set(table.fresh().starts())
        assert starts and all(parser._may_start(table, word) for word in starts), table.what
        others = {"no-such-word", "zzz", ",", "?"} | set(parser.ARTICLES) | {"dog", "tell", "richest", "state"}
        assert not any(parser._may_start(table, word) for word in others - starts), table.what
        assert not parser._may_start(table, None)  # (a string or the end)


def test_the_first_words_index_says_what_each_trie_starts_with(monkeypatch):
    _index_says(stored_tries(small()), monkeypatch)


@pytest.mark.slow
def test_the_first_words_index_says_what_every_trie_starts_with(monkeypatch):
    _index_says(stored_tries(), monkeypatch)


def test_a_table_whose_first_word_the_index_says_no_to_is_not_read(monkeypatch):
    """A question tries ~160 tables' first words and ~45 go on: the others' tries are not read (`Parser.phrase`)."""
    from cbwh.ask.parser import Parser

    stored = stored_tries(small())
    monkeypatch.setattr(parser, "_KEPT", [stored])
    monkeypatch.setattr(parser, "_INDEX", [])
    table = next(t for t in small() if "zzz" not in t.fresh().starts() and t.fresh().starts())
    word = next(iter(table.fresh().starts()))
    monkeypatch.setattr(table, "_trie", None)
    monkeypatch.setattr(table, "_may", {})
    p = Parser("zzz " + word)
    assert p.phrase(0, table) == [] and table._trie is None and p.wanted == [table.what]  # (what the error names)
    p.phrase(1, table)
    assert table._trie is not None  # (a phrasing can start there: read)


def test_stored_tries_of_other_tables_are_not_read(monkeypatch):
    table = small()[0]
    stored = stored_tries([table])
    what, size, start, end = stored["roots"][table.number]
    stored["roots"][table.number] = (what + " (another)", size, start, end)
    monkeypatch.setattr(parser, "_KEPT", [stored])
    assert parser._read(table) is None
    stored["roots"][table.number] = (what, size, start, end)
    assert parser._read(table) is not None
    assert parser._read(small()[1]) is None  # not stored


USER = textwrap.dedent('''
    from cbwh.spec.memo import made_once
    from pkg import rule

    def make():
        print("made")
        return {"size": rule.size("abc")}

    def table():
        return {}

    print(made_once(table, make, "pkg"))
''')


NESTED = textwrap.dedent('''
    import os, subprocess, sys
    from cbwh.spec.memo import made_once
    from pkg import rule

    def make():
        print("made", flush=True)
        return {"size": rule.size("abc")}

    def table():
        return {}

    print(made_once(table, make, "pkg"), flush=True)
    if not os.environ.get("NESTED"):  # another process, started and ended meanwhile, makes the same file
        subprocess.run([sys.executable, "-c", "import pkg.nested"], env=os.environ | {"NESTED": "1"}, check=True)
''')


def _run(folder: Path, **env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    done = subprocess.run([sys.executable, "-c", "import pkg.user"], cwd=folder,
                          env=clean | {"PYTHONPATH": str(folder)} | env, capture_output=True, text=True, check=True)
    return done.stdout


def test_made_once_at_exit_then_read_and_made_again_when_any_module_changes(tmp_path, tmp_package):
    package = tmp_package(user=USER, rule="def size(text):\n    return len(text)\n")
    assert _run(tmp_path, PYTHONDONTWRITEBYTECODE="1") == "{}\n"  # never written there
    assert _run(tmp_path) == "{}\nmade\n"  # nothing kept yet: made at exit
    assert _run(tmp_path) == "{'size': 3}\n"
    tmp_package(rule="def size(text):\n    return 2 * len(text)\n")  # another module of the package
    assert _run(tmp_path) == "{}\nmade\n"
    assert _run(tmp_path) == "{'size': 6}\n"
    kept = [p for p in (package / "__pycache__").iterdir() if p.suffix == ".marshal"]
    assert len(kept) == 1  # the older version's file is gone
    shutil.rmtree(package / "__pycache__")
    (package / "__pycache__").write_text("")  # a folder that cannot be written: nothing made only to be lost
    assert _run(tmp_path) == "{}\n"


GROWING = textwrap.dedent('''
    import os
    from cbwh.spec.memo import made_once

    found = {}

    def table():
        return {}

    kept = made_once(table, lambda: {"found": found}, "pkg", grows="found")
    if isinstance(kept.get("found"), dict):
        found.update(kept["found"])
        kept["found"] = found
    print(sorted(found))
    found[os.environ["WORD"]] = True
''')


def test_made_once_written_again_when_what_it_keeps_grows(tmp_path):
    """The literal patterns a process splits are kept with the stored tries (`parser._LITERALS`): a process that
    splits a new one writes the file again at exit; one that splits none leaves it."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "user.py").write_text(GROWING)
    assert _run(tmp_path, WORD="a") == "[]\n"  # made at exit, with what this process found
    [kept] = [p for p in (package / "__pycache__").iterdir() if p.suffix == ".marshal"]
    written = kept.stat().st_mtime_ns
    assert _run(tmp_path, WORD="a") == "['a']\n"
    assert kept.stat().st_mtime_ns == written  # nothing new: not written
    assert _run(tmp_path, WORD="b") == "['a']\n"
    assert _run(tmp_path, WORD="c") == "['a', 'b']\n"


def test_made_once_is_not_made_again_at_exit_when_another_process_made_it_meanwhile(tmp_path):
    """Two processes started before either made it (the suite's two workers, two `cbwh ask` at once): the first to end
    makes it, the other finds it at its exit and makes nothing (it was ~2 s of CPU for the grammar's tries)."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "nested.py").write_text(NESTED)
    (package / "rule.py").write_text("def size(text):\n    return len(text)\n")
    done = subprocess.run([sys.executable, "-c", "import pkg.nested"], cwd=tmp_path, capture_output=True, text=True,
                          check=True, env={k: v for k, v in os.environ.items()
                                           if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
                          | {"PYTHONPATH": str(tmp_path)})
    assert done.stdout == "{}\n{}\nmade\n"


# A table is one trie of every phrasing its alternations multiply out to: stored once per version of the sources, built
# by the first process after an edit or an install. Two tables of this round's grammar had multiplied to ~100,000
# phrasings each (more than half of that build); a phrase that long is read in turn instead (`p.seq` over its parts,
# as grammar.EACH_TIE_RESOLVED is).
MOST_PHRASINGS = 80_000


def test_no_table_multiplies_out_to_more_phrasings_than_the_line():
    sizes = {table.what: sum(len(said) for said in table._source.values()) for table in TABLES}
    over = {what: size for what, size in sizes.items() if size > MOST_PHRASINGS}
    assert not over, f"tables over {MOST_PHRASINGS:,} phrasings (read their parts in turn): {over}"
    assert max(sizes.values()) > MOST_PHRASINGS // 4  # (the count is of phrasings, not of patterns)
