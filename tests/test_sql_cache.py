"""Issue 9, item 5: a compiled-SQL cache entry is only a cache. A damaged, edited or
foreign entry is recompiled, never trusted (an edited SELECT must not answer)."""

from __future__ import annotations

import json

import pytest


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("CBWH_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("CBWH_SQL_CACHE", raising=False)
    return tmp_path / "cache" / "sql"


def _entry(run, real_db, own_cache):
    first = run("answer", "cb-cloud-1", "--db", real_db)
    assert first.output.strip() == "Tammy Roberts"
    (path,) = own_cache.glob("*.json")
    return path


def _edit_select(entry: dict) -> dict:
    entry["compiled"]["sql"] = "SELECT 'Fake Person' AS name, " + entry["compiled"]["sql"].split("SELECT", 1)[1]
    return entry


@pytest.mark.parametrize("damage", [
    lambda e: _edit_select(e),  # an edited SELECT, content hash left stale
    lambda e: {**e, "compiled": {k: v for k, v in e["compiled"].items() if k != "checks"}},  # a field missing
    lambda e: {**e, "compiled": {**e["compiled"], "checks": [{"label": "zz", "expected": 0, "what": "x"}]}},
    lambda e: e["compiled"],  # the old layout: no key, no hash
    lambda e: {**e, "key": "0" * 64},  # another question's entry copied over
    lambda e: [],
])
def test_a_doubtful_entry_is_recompiled(run, real_db, own_cache, damage):
    path = _entry(run, real_db, own_cache)
    path.write_text(json.dumps(damage(json.loads(path.read_text()))))
    result = run("answer", "cb-cloud-1", "--db", real_db)
    assert result.exit_code == 0 and result.output.strip() == "Tammy Roberts"
    assert "Traceback" not in result.output
    assert json.loads(path.read_text())["compiled"]["sql"].startswith("WITH")  # rewritten whole


def test_a_truncated_entry_is_recompiled(run, real_db, own_cache):
    """A file cut short (a full disk, a killed writer) is doubt too."""
    path = _entry(run, real_db, own_cache)
    path.write_text(path.read_text()[:-10])
    assert run("answer", "cb-cloud-1", "--db", real_db).output.strip() == "Tammy Roberts"


def test_a_sound_entry_is_used(run, real_db, own_cache):
    path = _entry(run, real_db, own_cache)
    stamp = path.stat().st_mtime_ns
    assert run("answer", "cb-cloud-1", "--db", real_db).output.strip() == "Tammy Roberts"
    assert path.stat().st_mtime_ns == stamp
