"""The audit's readings that ship compiled (questions/readings.json.xz) are the compiler's: stamped with
today's fingerprint, a sample compiled again here, the whole set under `pytest -m slow`.

Regenerate after a compiler, schema, spec, catalog or audit change: python -m cbwh.audit.ship
(or pytest --regen-golden).
"""

from __future__ import annotations

import json
import lzma

import pytest

from cbwh.audit import ship
from cbwh.compile import cache
from cbwh.compile.fingerprint import shipped_reading_keys_path, shipped_readings_path

REGEN = "out of date: run `python -m cbwh.audit.ship` (or pytest --regen-golden)"
# the README's question, one whose readings run as a family statement, one with a pet shared by several owners
SAMPLE = ("cb-cloud-1", "cb-cloud-22", "cb-cloud-76")


def _plain(entries: dict[str, tuple[str, dict]]) -> dict:
    return json.loads(json.dumps(entries))  # as the file holds them (tuples are lists)


@pytest.fixture(scope="module")
def shipped(request, corpus_dir):
    if request.config.getoption("--regen-golden"):
        ship.write(str(corpus_dir))
    cache.shipped_readings.cache_clear()
    return cache.shipped_readings()


def test_shipped_readings_are_current(shipped):
    stamp = json.loads(lzma.decompress(shipped_readings_path().read_bytes()))["fingerprint"]
    assert stamp == cache.compiler_fingerprint(), f"questions/readings.json.xz is {REGEN}"
    assert len(shipped) > 1000 and {key.split("\n")[0] for key in shipped} >= {"question", "family", "named"}


def test_a_sample_compiles_to_the_shipped_statements(shipped, real_db, questions_path):
    built = _plain(ship.build(real_db, questions_path, SAMPLE))
    assert len(built) > 30 and {key.split("\n")[0] for key in built} >= {"question", "family", "named"}
    assert {key: list(shipped[key]) if key in shipped else None for key in built} == built, REGEN


def test_serve_reads_the_catalogs_named_queries_from_the_shipped_readings(shipped, monkeypatch, tmp_path):
    """`cbwh serve` in a cold cache renders none of the 100 catalog questions' named queries: each ships, as the
    renderer builds it (the sample above is rendered again; all 100 under `pytest -m slow`)."""
    from cbwh.compile import named
    from cbwh.spec.catalog import load_catalog

    monkeypatch.setenv("CBWH_CACHE", str(tmp_path / "cold"))
    monkeypatch.setattr(cache, "_READ", None)  # (nothing an earlier test kept in memory)
    monkeypatch.setattr(named, "render_named", lambda q: pytest.fail(f"{q.id}: rendered, not shipped"))
    queries = [named.named_query(q) for q in load_catalog().values()]
    assert len(queries) == 100 and all(":" in q.sql for q in queries if q.parameters)


def test_the_keys_file_lists_the_shipped_readings(shipped):
    assert shipped_reading_keys_path().read_text(encoding="ascii") == cache.encode_reading_keys(shipped), \
        f"questions/readings.keys is {REGEN}"


def test_a_key_not_shipped_is_ruled_out_without_decompressing_the_readings(shipped, monkeypatch):
    key = next(iter(shipped))
    kind, *parts = key.split("\n")
    read = []
    monkeypatch.setattr(cache, "shipped_readings", lambda: read.append(1) or shipped)
    assert cache.shipped_reading("question", ("Pick(a new question)", "Semantics()")) is None and not read
    assert cache.shipped_reading(kind, tuple(parts)) == shipped[key] and read
    cache.shipped_reading_keys.cache_clear()
    monkeypatch.setattr(cache, "compiler_fingerprint", lambda: "another compiler")
    try:  # a keys file of another compiler rules nothing out: the readings themselves are read
        read.clear()
        assert cache.shipped_reading("question", ("Pick(a new question)", "Semantics()")) is None and read
    finally:
        cache.shipped_reading_keys.cache_clear()


def test_readings_of_another_compiler_are_not_used(shipped, monkeypatch):
    monkeypatch.setattr(cache, "compiler_fingerprint", lambda: "another compiler")
    cache.shipped_readings.cache_clear()
    try:
        assert cache.shipped_readings() == {}
    finally:
        monkeypatch.undo()
        cache.shipped_readings.cache_clear()


@pytest.mark.slow
def test_every_shipped_reading_is_the_compilers(shipped, real_db, questions_path):
    """The whole audit compiled afresh (~15-30 s of CPU): the same entries, written to the same bytes."""
    built = ship.build(real_db, questions_path)
    assert _plain(built) == _plain(shipped), REGEN
    assert cache.encode_readings(built) == shipped_readings_path().read_bytes()
