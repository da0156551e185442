"""`spec.memo.remembered`: a pure function's results kept beside the bytecode, reused only for
the same arguments and the same module source."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

MODULE = textwrap.dedent('''
    from cbwh.spec.memo import remembered

    @remembered
    def expand(*patterns):
        print("computed", patterns)
        return tuple(p.upper() for p in patterns)

    print(expand("a", "b"), expand("c"), expand("a", "b"))
''')


def _run(folder) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    done = subprocess.run([sys.executable, "-c", "import phrasing"], cwd=folder, env=env | {"PYTHONPATH": str(folder)},
                          capture_output=True, text=True, check=True)
    return done.stdout


def test_results_are_computed_once_then_read_and_an_edit_starts_afresh(tmp_path):
    (tmp_path / "phrasing.py").write_text(MODULE)
    first = _run(tmp_path)
    assert first.count("computed") == 2 and "('A', 'B') ('C',) ('A', 'B')" in first
    (memo,) = [p for p in (tmp_path / "__pycache__").iterdir() if p.suffix == ".marshal"]
    second = _run(tmp_path)
    assert "computed" not in second and "('A', 'B') ('C',) ('A', 'B')" in second
    memo.write_bytes(b"not marshal data")  # unreadable: computed again, and rewritten
    assert _run(tmp_path).count("computed") == 2
    assert "computed" not in _run(tmp_path)
    (tmp_path / "phrasing.py").write_text(MODULE.replace("p.upper()", "p + '!'"))  # another version of the code
    assert "('a!', 'b!') ('c!',) ('a!', 'b!')" in _run(tmp_path)
    memos = [p for p in (tmp_path / "__pycache__").iterdir() if p.suffix == ".marshal"]
    assert len(memos) == 1 and memos[0] != memo  # the old version's memo is gone


def _vocabulary_file():
    """The vocabulary's memo file, mapped once: what it held when opened, whatever another process writes later (a
    memo still growing is replaced whole, by rename, by each process that adds to it: pytest's workers on a fresh
    checkout)."""
    from cbwh.spec import memo, words

    where = memo._where(words._expanded)
    return memo._Kept(os.path.join(*where) if where else None)


def _vocabulary_memo(every: int, kept=None) -> list[tuple[str, tuple[str, ...]]]:
    """(pattern, its phrasings as the vocabulary's memo holds them) of every `every`-th result the memo's file holds, in
    the file's order (by the CRC-32 of the pattern: the same ones for the same patterns); only those are read."""
    kept = kept if kept is not None else _vocabulary_file()
    read = (kept._read(kept.records[3 * n + 1], kept.records[3 * n + 2]) for n in range(0, len(kept.crcs), every))
    return [(found[0][0], found[1]) for found in read if found is not None]


def test_the_vocabulary_memo_holds_what_a_sample_of_patterns_stands_for():
    """Every 8th pattern the memo holds (~400 of ~3,000) expanded again (every pattern in `pytest -m slow`; all of
    them here until s29, 5 December)."""
    from cbwh.spec import words

    kept = _vocabulary_file()  # (one mapping: the same results for both samples below, whoever writes the file)
    sample = _vocabulary_memo(8, kept)
    for pattern, phrasings in sample:
        assert words._expanded.__wrapped__(pattern) == phrasings, pattern
    assert sample == _vocabulary_memo(8, kept)


@pytest.mark.slow
def test_the_vocabulary_memo_holds_what_each_pattern_stands_for():
    from cbwh.spec import memo, words

    every = _vocabulary_memo(1)
    assert {(p,): phrasings for p, phrasings in every} == memo.remembered_all(words._expanded)
    for pattern, phrasings in every:
        assert words._expanded.__wrapped__(pattern) == phrasings, pattern


def test_a_process_reads_only_the_results_it_asks_for_and_keeps_the_rest(tmp_path):
    (tmp_path / "phrasing.py").write_text(MODULE.replace('print(expand("a", "b"), expand("c"), expand("a", "b"))',
                                                         'import sys\nprint(*(expand(a) for a in sys.argv[1:]))'))

    def run(*args: str) -> str:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
        return subprocess.run([sys.executable, "-c", "import phrasing", *args], cwd=tmp_path, capture_output=True,
                              text=True, check=True, env=env | {"PYTHONPATH": str(tmp_path)}).stdout

    assert run("x", "y").count("computed") == 2
    assert run("y") == "('Y',)\n"  # read back, the others left unread
    assert run("z", "x") == "computed ('z',)\n('Z',) ('X',)\n"  # a new one added to those kept
    assert run("x", "y", "z") == "('X',) ('Y',) ('Z',)\n"


PACKAGE_USER = textwrap.dedent('''
    from pkg.memo_user import length
    print(length("abc"), length("de"))
''')

MEMO_USER = textwrap.dedent('''
    from cbwh.spec.memo import kept
    from pkg import rule

    def length(text):
        if text not in _KEPT:
            print("computed", text)
            _KEPT[text] = rule.size(text)
        return _KEPT[text]

    _KEPT = kept(length, "pkg")
''')


def test_a_memo_keyed_by_a_package_starts_afresh_when_any_module_of_it_changes(tmp_path, tmp_package):
    package = tmp_package(memo_user=MEMO_USER, rule="def size(text):\n    return len(text)\n")
    (tmp_path / "phrasing.py").write_text(PACKAGE_USER)
    first = _run(tmp_path)
    assert first.count("computed") == 2 and "3 2" in first
    assert "computed" not in _run(tmp_path)  # read back
    tmp_package(rule="def size(text):\n    return 10 * len(text)\n")  # another module of the package
    assert _run(tmp_path).count("computed") == 2 and "30 20" in _run(tmp_path)
    assert len([p for p in (package / "__pycache__").iterdir() if p.suffix == ".marshal"]) == 1


BULK_USER = textwrap.dedent('''
    from cbwh.spec.memo import made_once

    def table():
        return {}

    def make():
        print("made")
        return {"rows": 3, "data": bytes(range(256)) * 64}

    kept = made_once(table, make, "pkg", bulk="data")
    print("kept", kept.get("rows"), type(kept.get("data")).__name__, kept["data"][250:258] if kept else None)
''')


def test_a_bulk_entry_is_kept_in_a_file_of_its_own_and_mapped_when_read_back(tmp_path, tmp_package):
    """`made_once(..., bulk=KEY)` (the grammar's stored tries: ~4.8 MB read whole by every `cbwh ask` before): the bytes
    are written beside the memo and read back mapped, the same bytes; without their file nothing counts as kept."""
    package = tmp_package(bulk_user=BULK_USER)
    (tmp_path / "phrasing.py").write_text("import pkg.bulk_user\n")
    made = _run(tmp_path)  # nothing kept yet: made at exit
    assert "kept None NoneType None" in made and made.index("kept") < made.index("made")
    first = _run(tmp_path)  # read back
    assert "made" not in first and "kept 3 mmap b'\\xfa\\xfb\\xfc\\xfd\\xfe\\xff\\x00\\x01'" in first
    cache = package / "__pycache__"
    (bulk,) = [p for p in cache.iterdir() if p.suffix == ".bin"]
    assert bulk.read_bytes() == bytes(range(256)) * 64
    bulk.unlink()  # its bytes gone: nothing kept, made again at exit
    again = _run(tmp_path)
    assert "kept None NoneType None" in again and "made" in again
    assert "kept 3 mmap" in _run(tmp_path)


def test_nothing_is_made_where_the_folder_cannot_be_written_even_by_root(tmp_path):
    """Where a write fails `_save` makes nothing (what it would store may cost a second): it tries the write first. /sys
    takes no new file from anyone, but says it is writable to root (os.access), where the check before made it for
    nothing; the folder written, made once."""
    from cbwh.spec.memo import _save

    made = []
    _save("/sys", "x.made.cpython.00000000.marshal", lambda: made.append(1) or {"a": 1})
    assert made == [] and not os.path.exists("/sys/x.made.cpython.00000000.marshal")
    _save(str(tmp_path / "cache"), "x.made.cpython.00000000.marshal", lambda: made.append(1) or {"a": 1})
    assert made == [1] and [p.name for p in (tmp_path / "cache").iterdir()] == ["x.made.cpython.00000000.marshal"]


def test_results_whose_arguments_share_a_crc_are_told_apart_by_their_arguments(tmp_path, monkeypatch):
    import marshal

    from cbwh.spec import memo

    monkeypatch.setattr(memo, "_crc", lambda args: 7 if args[0] < "m" else 3)  # every lookup finds several records
    kept = {(word,): (word.upper(), word + "!") for word in ("apple", "kiwi", "melon", "zucchini", "fig")}
    (tmp_path / "kept").write_bytes(memo._kept_bytes({args: marshal.dumps((args, found)) for args, found in kept.items()}))
    read = memo._Kept(str(tmp_path / "kept"))
    assert [read.get(args) for args in kept] == list(kept.values())
    assert read.get(("plum",)) is None and read.get(("banana",)) is None
