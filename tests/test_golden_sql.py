"""Golden SQL: the compiled query of every catalog question, as a whole-file snapshot.

Regenerate after an intended compiler change: pytest tests/test_golden_sql.py --regen-golden

Each file holds the statement laid out by sqlglot (what `cbwh answer --sql` prints) under a header naming the
template, the bound values and the sha256 of the executed text it was laid out from. The default suite checks every
file's header against the compiler (so any change of any statement is caught) and runs every file's laid-out SQL;
it lays out again only one question of each (template, question type), which catches a change of the layout itself
(a new sqlglot): laying out the 100 statements cost ~2.3 s of the suite's CPU. `pytest -m slow` lays out all 100.
"""

from __future__ import annotations

import hashlib
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
# the first question of each (template, question type): each kind of statement laid out again in the default suite
LAID_OUT = {q.id for q in {(q.output.template, q.question_type): q for q in reversed(QUESTIONS)}.values()}


@cache
def compiled_of(question):
    """Each question compiled once per session (the tests below read it)."""
    return compile_question(question)


def header(compiled) -> str:
    return (f"-- {compiled.question_id}: template {compiled.template}\n"
            f"-- bound values: {list(compiled.params)!r}\n"
            f"-- laid out from the executed text with sha256 {hashlib.sha256(compiled.sql.encode()).hexdigest()}\n")


def snapshot(compiled, pretty: str) -> str:
    return f"{header(compiled)}{pretty};\n"


def _check(question, request, real_db, lay_out: bool) -> None:
    compiled = compiled_of(question)
    path = GOLDEN / f"{question.id}.sql"
    if request.config.getoption("--regen-golden"):
        path.write_text(snapshot(compiled, compiled.pretty_sql()))
    text = path.read_text()
    stale = f"{path.name} is out of date; rerun with --regen-golden if intended"
    assert text.startswith(header(compiled)), stale  # the statement and its values are the compiler's
    pretty = text[len(header(compiled)):].removesuffix(";\n")
    if lay_out:
        assert text == snapshot(compiled, compiled.pretty_sql()), stale
    # the pretty form in the snapshot runs to the same rows as the executed text
    conn = sqlite3.connect(real_db)
    assert conn.execute(pretty, compiled.params).fetchall() == conn.execute(
        compiled.sql, compiled.params).fetchall()


@pytest.mark.parametrize("question", QUESTIONS, ids=[q.id for q in QUESTIONS])
def test_compiled_sql_matches_golden(question, request, real_db):
    _check(question, request, real_db, lay_out=question.id in LAID_OUT)


@pytest.mark.slow
def test_every_golden_file_is_the_statement_laid_out_now(request, real_db):
    for question in QUESTIONS:
        _check(question, request, real_db, lay_out=True)


def test_each_kind_of_statement_is_laid_out_again():
    assert len(LAID_OUT) == len({(q.output.template, q.question_type) for q in QUESTIONS}) >= 10


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
