"""Issue 9, item 5: a compiled-SQL cache entry is only a cache. A damaged, edited or
foreign entry is recompiled, never trusted (an edited SELECT must not answer).

The user cache is one SQLite file (`cbwh.store.sql_cache`); the catalog's default
readings ship with the package, so these tests send cb-cloud-1 through the user cache
by switching the shipped file off."""

from __future__ import annotations

import json
import sqlite3

import pytest

from cbwh.compile import cache


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CBWH_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("CBWH_SQL_CACHE", raising=False)
    monkeypatch.setattr(cache, "_from_shipped", lambda question: None)
    return tmp_path / "cache" / "sql-cache-v1.sqlite3"


def _entry(run, real_db, own_cache) -> sqlite3.Connection:
    first = run("answer", "cb-cloud-1", "--db", real_db)
    assert first.output.strip() == "Tammy Roberts"
    conn = sqlite3.connect(own_cache, isolation_level=None)
    assert conn.execute("SELECT count(*) FROM entries").fetchone() == (1,)
    return conn


def _edit_select(conn):
    (sql,) = conn.execute("SELECT sql FROM statements").fetchone()
    conn.execute("UPDATE statements SET sql = ?", ("SELECT 'Fake Person' AS name, " + sql.split("SELECT", 1)[1],))


def _edit_rest(change):
    def edit(conn):
        (rest,) = conn.execute("SELECT rest FROM entries").fetchone()
        conn.execute("UPDATE entries SET rest = ?", (json.dumps(change(json.loads(rest))),))
    return edit


@pytest.mark.parametrize("damage", [
    _edit_select,  # an edited SELECT, hashes left stale
    _edit_rest(lambda r: {k: v for k, v in r.items() if k != "checks"}),  # a field missing
    _edit_rest(lambda r: {**r, "checks": [{"label": "zz", "expected": 0, "what": "x"}]}),
    lambda conn: conn.execute("UPDATE entries SET key = ?", ("0" * 64,)),  # another question's entry
    lambda conn: conn.execute("UPDATE entries SET rest = '[]'"),
])
def test_a_doubtful_entry_is_recompiled(run, real_db, own_cache, damage):
    conn = _entry(run, real_db, own_cache)
    damage(conn)
    result = run("answer", "cb-cloud-1", "--db", real_db)
    assert result.exit_code == 0 and result.output.strip() == "Tammy Roberts"
    assert "Traceback" not in result.output
    sqls = [s for (s,) in conn.execute("SELECT s.sql FROM entries e JOIN statements s USING (hash)")]
    assert sqls and all(s.startswith("WITH") for s in sqls)  # rewritten whole


def test_a_truncated_cache_file_is_replaced(run, real_db, own_cache):
    """A file cut short (a full disk, a killed writer) is doubt too."""
    _entry(run, real_db, own_cache).close()
    cache._store_at.cache_clear()
    own_cache.write_bytes(own_cache.read_bytes()[:100])
    assert run("answer", "cb-cloud-1", "--db", real_db).output.strip() == "Tammy Roberts"
    cache._store_at.cache_clear()
    conn = sqlite3.connect(own_cache)
    assert conn.execute("SELECT count(*) FROM entries").fetchone() == (1,)


def test_a_sound_entry_is_used(run, real_db, own_cache, monkeypatch):
    _entry(run, real_db, own_cache)
    import cbwh.compile.compiler as compiler

    monkeypatch.setattr(compiler, "compile_question", lambda *a: pytest.fail("recompiled a sound entry"))
    assert run("answer", "cb-cloud-1", "--db", real_db).output.strip() == "Tammy Roberts"
