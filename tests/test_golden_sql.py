"""Golden SQL: the compiled query of every catalog question, as a whole-file snapshot.

Regenerate after an intended compiler change: pytest tests/test_golden_sql.py --regen-golden
"""

from __future__ import annotations

import json
import sqlite3
from functools import cache
from pathlib import Path

import pytest

from cbwh.compile import cache as sql_cache
from cbwh.compile import ship
from cbwh.compile.compiler import compile_question
from cbwh.spec.catalog import load_catalog

GOLDEN = Path(__file__).parent / "golden"
QUESTIONS = list(load_catalog().values())


@cache
def compiled_of(question):
    """Each question compiled once per session (the tests below read it)."""
    return compile_question(question)


def snapshot(compiled, pretty: str) -> str:
    return (f"-- {compiled.question_id}: template {compiled.template}\n"
            f"-- bound values: {list(compiled.params)!r}\n{pretty};\n")


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_compiled_sql_matches_golden(question, request, real_db):
    compiled = compiled_of(question)
    pretty = compiled.pretty_sql()
    path = GOLDEN / f"{question.id}.sql"
    text = snapshot(compiled, pretty)
    if request.config.getoption("--regen-golden"):
        path.write_text(text)
    assert path.read_text() == text, f"{path.name} is out of date; rerun with --regen-golden if intended"
    # the pretty form in the snapshot runs to the same rows as the executed text
    conn = sqlite3.connect(real_db)
    assert conn.execute(pretty, compiled.params).fetchall() == conn.execute(
        compiled.sql, compiled.params).fetchall()


def test_values_are_bound_never_pasted():
    for q in QUESTIONS:
        compiled = compiled_of(q)
        for value in compiled.params:
            if isinstance(value, str) and len(value) > 2:
                assert value not in compiled.sql, f"{q.id}: {value!r} pasted into SQL"


def test_no_stray_golden_files():
    assert {p.stem for p in GOLDEN.glob("*.sql")} == {q.id for q in QUESTIONS}


def test_shipped_sql_is_the_compilers(request, monkeypatch):
    """questions/compiled.json is what the compiler builds now (regenerate: python -m cbwh.compile.ship,
    or --regen-golden). ship.build() compiles through compiled_of: the compiles above, not 100 more."""
    regen = "out of date: run `python -m cbwh.compile.ship` (or pytest --regen-golden)"
    monkeypatch.setattr(ship, "compile_question", compiled_of)
    if request.config.getoption("--regen-golden"):
        ship.write()
        sql_cache.shipped.cache_clear()
        sql_cache._shipped_by_spec.cache_clear()
    shipped = json.loads(sql_cache.shipped_path().read_text(encoding="utf-8"))
    assert shipped["fingerprint"] == sql_cache.compiler_fingerprint(), f"questions/compiled.json is {regen}"
    assert shipped == json.loads(json.dumps(ship.build())), f"questions/compiled.json is {regen}"
