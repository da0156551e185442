"""The compiled SQL that ships with cbwh (questions/compiled.json) is what the compiler builds,
and the warm paths use it without importing SQLAlchemy or sqlglot.

Regenerate after a compiler, schema, spec or catalog change: python -m cbwh.compile.ship
(or pytest tests/test_golden_sql.py tests/test_shipped_sql.py --regen-golden).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from cbwh.compile import cache, evidence, ship
from cbwh.compile.compiler import compile_question
from cbwh.compile.query import Statement
from cbwh.spec import catalog
from cbwh.spec.catalog import load_catalog
from cbwh.spec.model import Anchor, AnchorKind, Attribute, Holds, SameAs
from cbwh.spec.semantics import DEFAULT

REGEN = "out of date: run `python -m cbwh.compile.ship` (or pytest --regen-golden)"


@pytest.fixture(scope="module")
def shipped(request):
    if request.config.getoption("--regen-golden"):
        ship.write()
        cache.shipped.cache_clear()
        cache._shipped_by_spec.cache_clear()
    return json.loads(cache.shipped_path().read_text(encoding="utf-8"))


# That the shipped SQL is the compiler's is checked in test_golden_sql.py, with the compiles made there.


def test_answers_use_the_shipped_sql_under_any_id(shipped):
    for q in list(load_catalog().values())[:5]:
        got = cache.compile_cached(q)
        assert got == compile_question(q)
        renamed = type(q)("ask", "reworded", q.question_type, q.output)
        assert cache._from_shipped(renamed).sql == got.sql  # ask finds it by spec, not by id


@pytest.mark.parametrize("anchor", [Anchor(AnchorKind.PET, "Dawn"), Anchor(AnchorKind.PET, "O'Malley", "Fish"),
                                    Anchor(AnchorKind.PLATE, "UOP 980"), Anchor(AnchorKind.USERNAME, "erik05")])
def test_filled_templates_equal_the_rendered_statements(anchor):
    step = SameAs(Attribute.CITY, anchor)
    assert evidence.anchor_exists(anchor) == evidence._build_anchor_exists(anchor)
    assert evidence.anchor_owner_names(step, DEFAULT) == evidence._build_anchor_owner_names(step, DEFAULT)
    assert evidence.anchor_value_set(step, DEFAULT) == evidence._build_anchor_value_set(step, DEFAULT)
    holds = Holds(Attribute.CARD_PROVIDER, anchor.value)
    assert evidence.value_exists(holds) == evidence._build_value_exists(holds)
    assert evidence.pets_named(anchor.value) == evidence._build_pets_named(anchor.value)
    assert isinstance(evidence.pets_named("x"), Statement)


def test_user_cache_stores_a_statement_once_and_is_pruned(tmp_path, monkeypatch):
    monkeypatch.setenv("CBWH_CACHE", str(tmp_path))
    store = cache.user_cache()
    for i in range(6):
        store.put(f"key{i}", "SELECT ?", {"params": [i]})
    assert store.conn.execute("SELECT count(*) FROM statements").fetchone() == (1,)
    assert store.get("key3") == ("SELECT ?", {"params": [3]})
    store.prune(2)
    assert store.conn.execute("SELECT count(*) FROM entries").fetchone() == (2,)
    store.put("other", "SELECT 2", {})
    store.prune(0)
    assert store.conn.execute("SELECT count(*) FROM statements").fetchone() == (0,)


WARM = """
import sys
from click.testing import CliRunner
from cbwh.cli import cli
db, corpus, question = sys.argv[1:4]
r = CliRunner()
for args in (["answer", "--all", "--corpus", corpus], ["answer", "cb-cloud-1"], ["ask", question],
             ["sql", "SELECT count(*) FROM people"], ["tables"], ["audit", "cb-cloud-1", "cb-cloud-42", "--corpus", corpus]):
    result = r.invoke(cli, args + ["--db", db], catch_exceptions=False)
    assert result.exit_code in (0, 3), (args, result.output)
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("sqlalchemy", "sqlglot"))
print(" ".join(heavy[:5]))
"""


def test_warm_paths_import_neither_sqlalchemy_nor_sqlglot(real_db, corpus_dir, tmp_path):
    """Right after install (an empty user cache) too: the audit's readings ship (questions/readings.json.xz). Run with
    `-B`: the process writes no bytecode and so does not make the grammar's stored tries at its exit (`spec.memo.made_once`;
    in a cold run no worker has written them yet: ~2 s of CPU of this file's ~3, which test_tries.py checks)."""
    question = load_catalog()["cb-cloud-1"].text
    env = os.environ | {"CBWH_CACHE": str(tmp_path)}
    out = subprocess.run([sys.executable, "-B", "-c", WARM, str(real_db), str(corpus_dir), question],
                         capture_output=True, text=True, check=True, env=env).stdout
    assert out.strip() == ""


LEAN = """
import builtins, sys
compiled = []
real = builtins.compile
def counted(source, filename, *args, **kwargs):
    if not str(filename).endswith(".py"):  # (a module imported from source, its bytecode not cached yet, is not run time)
        compiled.append(source)
    return real(source, filename, *args, **kwargs)
builtins.compile = counted
from cbwh.cli.lean import run
db, corpus = sys.argv[1:3]
assert run(["answer", "--all", "--corpus", corpus, "--db", db])
print("\\nCOMPILED", len(compiled), *compiled[:3])
print("IMPORTED", *sorted(m for m in ("typing", "click") if m in sys.modules))
"""


@pytest.fixture(scope="module")
def lean_answer_all(real_db, corpus_dir):
    """What a fresh `cbwh answer --all` process on the lean path printed last: its compiles, its imports."""
    return subprocess.run([sys.executable, "-c", LEAN, str(real_db), str(corpus_dir)],
                          capture_output=True, text=True, check=True).stdout.splitlines()[-2:]


def test_answer_all_compiles_no_source_in_a_fresh_process(lean_answer_all):
    """`cbwh answer --all` compiles nothing at run time (typing.NamedTuple compiles each string annotation of a field:
    ~0.8 M instructions each, 13 on this path before; its NamedTuples are `cbwh.tuples`', which check no annotation)."""
    assert lean_answer_all[0] == "COMPILED 0"


def test_answer_all_imports_neither_typing_nor_click(lean_answer_all):
    """`typing` cost a warm `cbwh answer --all` 13.7 M instructions (of ~510 M): its modules take NamedTuple from
    `cbwh.tuples` and their annotations' names under TYPE_CHECKING."""
    assert lean_answer_all[1] == "IMPORTED"


def test_shipped_catalog_is_the_parsed_catalog(request):
    """questions/catalog.pickle (what `answer` loads instead of parsing the TOML) is the parse of
    today's catalog by today's reader, and is refused once either changes."""
    if request.config.getoption("--regen-golden"):
        catalog.write_shipped_catalog()
    text = catalog.catalog_path().read_bytes()
    fingerprint = catalog.catalog_fingerprint(text)
    header = catalog.shipped_catalog_path().read_bytes().split(b"\n", 1)[0].decode()
    assert header == fingerprint, f"questions/catalog.pickle is {REGEN}"
    assert catalog._load_shipped(fingerprint) == catalog._parse_sorted(text.decode())
    assert catalog._load_shipped(catalog.catalog_fingerprint(text + b"\n# edited\n")) is None


START = """
import sys
from click.testing import CliRunner
from cbwh.cli import cli
db, corpus = sys.argv[1:3]
result = CliRunner().invoke(cli, ["answer", "--all", "--corpus", corpus, "--db", db], catch_exceptions=False)
assert result.exit_code == 0, result.output
print(" ".join(sorted(m for m in ("tomllib", "hashlib", "csv", "cbwh.spec.codec") if m in sys.modules)))
"""


def test_answer_reads_the_shipped_catalog_in_a_fresh_process(real_db, corpus_dir):
    """Start-up of a warm `answer --all`: no TOML parse, no cache keys hashed, no CSV writer, no codec."""
    out = subprocess.run([sys.executable, "-c", START, str(real_db), str(corpus_dir)],
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == ""
