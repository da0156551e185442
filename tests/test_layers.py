"""The package's plan, enforced by reading its source (an AST check, no imports run).

- Layers import downward only (LAYERS, lowest first); a package in no layer is an error.
- No import cycle between cbwh's packages.
- Only compile (and store, for the schema) builds SQL: nobody else imports SQLAlchemy or sqlglot.
- Only store and run execute SQL: no `.execute(...)` elsewhere, no `store.connect.execute` import.
- No raw SQL strings outside store and compile.

Each rule is also shown failing on a tiny package written for the purpose.
"""

from __future__ import annotations

import ast
import hashlib
import os
import pickle
import re
import sys
import time
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import pytest

import cbwh

from conftest import _test_cache_root, gc_paused

PACKAGE = Path(cbwh.__file__).parent

# Lowest first. A module may import its own package and any package of its layer or below.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "format", "judge", "rows", "migrations", "questions", "tuples", "vendor"),  # utilities and shipped data; cbwh.__version__
    ("layout", "spec", "upstream", "profile"),  # the corpus layout; the domain model and its words; the pinned upstream files; corpus-shape statistics
    ("parse",),  # corpus text -> rows
    ("store",),  # the SQLite warehouse: schema, migrations, ingest, read-only connections
    ("compile",),  # spec -> SQL: builds statements, never executes them
    ("run",),  # executes compiled SQL, reads answers and evidence
    ("ask", "audit", "export", "generate", "grade", "synth", "serve"),  # what people do with answers
    ("api", "cli", "__main__", "__init__"),  # the Python facade and the command line
)
BUILDS_SQL = {"compile", "store"}  # may import sqlalchemy / sqlglot / sqlite_utils
EXECUTES = {"store", "run"}  # may execute statements
RAW_SQL = {"store", "compile"}  # may hold SQL text
SQL_LIBRARIES = ("sqlalchemy", "sqlglot", "sqlite_utils")
# (importer, imported) package edges tolerated for now, each with its reason.
TOLERATED: dict[tuple[str, str], str] = {}

_SQL_TEXT = re.compile(r"\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|PRAGMA|ATTACH|WITH)\s+\S")
_EXECUTE = {"execute", "executemany", "executescript"}


def _layer_of() -> dict[str, int]:
    return {name: i for i, names in enumerate(LAYERS) for name in names}


class Facts(NamedTuple):
    """What the checks below read of one module, found in one walk of its tree."""

    imports: tuple[tuple[int, str, tuple[str, ...]], ...]  # (line, module, imported names) of every import, lazy ones too
    # in the order `ast.walk` meets them: (line, "calls", method) of each `.execute(...)`-like call, and (line, "says",
    # its first 40 characters) of each string read as SQL, docstrings aside
    suspects: tuple[tuple[int, str, str], ...]
    untyped: tuple[tuple[int, str], ...]  # (line, name) of each public function or method without a return type
    kept_seqs: tuple[str, ...]  # of a grammar module (`_grammar_module`): its `.seq(...)` calls not iterated where made


def _grammar_module(rel: Path) -> bool:
    """The modules of cbwh.ask (its own files, the parser aside) whose `.seq` calls test_grammar_calls' rule checks."""
    return rel.parts[0] == "ask" and len(rel.parts) == 2 and rel.name != "parser.py"


def _facts_of(rel: Path, source: str) -> Facts:
    """One module's facts, from its parsed tree (with the cyclic garbage collector paused: `ast` makes ~230,000 nodes
    for the package, none in a cycle, and the collector's passes over them took twice as long as parsing)."""
    from test_grammar_calls import kept_seq_calls

    with gc_paused():
        tree = ast.parse(source, str(rel))
        nodes = _nodes(tree)
        docs = _docstrings(nodes[_SCOPES])
        kept = tuple(kept_seq_calls(source, tree)) if _grammar_module(rel) else ()
    suspects = []
    for node in nodes[_SQL_SUSPECTS]:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _EXECUTE:
            suspects.append((node.lineno, "calls", node.func.attr))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs \
                and _SQL_TEXT.match(node.value):
            suspects.append((node.lineno, "says", node.value[:40]))
    return Facts(tuple(_imports(nodes[_IMPORTS])), tuple(suspects), tuple(_untyped(tree)), kept)


def _checker_digest() -> bytes:
    """What a module's kept facts depend on besides its path and text: the code finding them (this file and
    test_grammar_calls.py's) and the Python whose `ast` parsed it."""
    here = Path(__file__).parent
    digest = hashlib.sha256(sys.version.encode())
    for name in ("test_layers.py", "test_grammar_calls.py"):
        digest.update((here / name).read_bytes())
    return digest.digest()


FACTS_KEPT_DAYS = 7


def _kept_facts(rel: Path, source: str, folder: Path, checker: bytes) -> Facts:
    """A module's facts as an earlier run found them for this very text (and this checker), else found now and kept:
    parsing and walking every module of the package was ~0.9 s of CPU on every run, ~0.1 s of it for the module an
    edit changed. Kept under the suite's cache (~/.cache/cbwh-test/layers), one file per module text; unused for
    FACTS_KEPT_DAYS, removed (`_prune_facts`)."""
    key = hashlib.sha256(checker + str(rel).encode() + b"\0" + source.encode("utf-8")).hexdigest()
    path = folder / f"{key}.pickle"
    try:
        with open(path, "rb") as fh:
            facts = Facts(*pickle.load(fh))  # (kept as a plain tuple: no class to import to read it)
        os.utime(path)
        return facts
    except (OSError, pickle.PickleError, EOFError, AttributeError, TypeError, ValueError):
        pass
    facts = _facts_of(rel, source)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        spare = folder / f"{key}.{os.getpid()}.tmp"
        spare.write_bytes(pickle.dumps(tuple(facts)))
        os.replace(spare, path)  # (atomic: another session reading the same text finds all of it or none)
    except OSError:
        pass
    return facts


def _prune_facts(folder: Path) -> None:
    cutoff = time.time() - FACTS_KEPT_DAYS * 24 * 3600
    try:
        for entry in os.scandir(folder):
            if entry.stat().st_mtime < cutoff:
                os.unlink(entry.path)
    except OSError:
        pass


@lru_cache(maxsize=None)
def _modules(package: Path) -> tuple[tuple[Path, str, Facts], ...]:
    """(package-relative path, unit, facts) of every .py file, symlinked data folders skipped. The facts of cbwh's own
    modules are kept between runs, keyed by each module's text (`_kept_facts`; CBWH_LAYERS_AFRESH=1 reads them afresh);
    a package written by a test is read afresh."""
    found: list[tuple[Path, str, Facts]] = []
    kept = package == PACKAGE and not os.environ.get("CBWH_LAYERS_AFRESH")
    folder, checker = _test_cache_root() / "layers", _checker_digest()
    for root, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                path = Path(root) / name
                rel = path.relative_to(package)
                unit = rel.parts[0] if len(rel.parts) > 1 else rel.stem
                source = path.read_text(encoding="utf-8")
                facts = _kept_facts(rel, source, folder, checker) if kept else _facts_of(rel, source)
                found.append((rel, unit, facts))
    if kept:
        _prune_facts(folder)
    return tuple(found)


_IMPORTS = (ast.Import, ast.ImportFrom)
_SCOPES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)  # (what may open with a docstring)
_SQL_SUSPECTS = (ast.Call, ast.Constant)  # (a call of .execute(...), a string of SQL)


def _nodes(tree: ast.AST) -> dict[tuple[type, ...], tuple[ast.AST, ...]]:
    """The nodes of a module's tree the checks read (imports, scopes, calls and constants), each kind in the order
    `ast.walk` gives them, from one walk: each pass over all ~420,000 nodes of the package with its isinstance tests,
    and `ast.walk` itself (generators per node), cost more than the few nodes they keep (s29). Breadth first, as
    `ast.walk`."""
    kinds = {kind: [] for kind in (_IMPORTS, _SCOPES, _SQL_SUSPECTS)}
    imports, scopes, suspects = kinds.values()
    todo: list[ast.AST] = [tree]
    for node in todo:  # (a list growing while it is read: breadth first)
        for name in node._fields:
            value = getattr(node, name, None)
            if value.__class__ is list:
                todo.extend([item for item in value if isinstance(item, ast.AST)])
            elif isinstance(value, ast.AST):
                todo.append(value)
        if isinstance(node, _IMPORTS):
            imports.append(node)
        elif isinstance(node, _SCOPES):
            scopes.append(node)
        elif isinstance(node, _SQL_SUSPECTS):
            suspects.append(node)
    return {kind: tuple(found) for kind, found in kinds.items()}


def _imports(nodes: tuple[ast.AST, ...]):
    """(line, module, imported names) for every import, lazy ones included."""
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, ()
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.lineno, node.module, tuple(a.name for a in node.names)


def _target(module: str, names: tuple[str, ...]) -> str | None:
    """The cbwh package a module import reaches ('' for cbwh.__version__), or None outside cbwh."""
    parts = module.split(".")
    if parts[0] != "cbwh":
        return None
    if len(parts) > 1:
        return parts[1]
    if names and all(n == "__version__" for n in names):
        return ""
    return names[0] if len(names) == 1 else "__init__"


def _docstrings(scopes: tuple[ast.AST, ...]) -> set[int]:
    out = set()
    for node in scopes:
        if node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


@lru_cache(maxsize=None)
def edges(package: Path) -> dict[tuple[str, str], list[str]]:
    """(importer package, imported package) -> where ('spec/model.py:12'), for cbwh's own imports;
    found once per package (three tests read them; callers do not change the result)."""
    found: dict[tuple[str, str], list[str]] = {}
    for rel, unit, facts in _modules(package):
        for line, module, names in facts.imports:
            target = _target(module, names)
            if target and target != unit:
                found.setdefault((unit, target), []).append(f"{rel}:{line}")
    return found


def layer_problems(package: Path) -> list[str]:
    layer = _layer_of()
    problems = []
    units = {unit for _, unit, _ in _modules(package)}
    for unit in sorted(units - set(layer)):
        problems.append(f"cbwh.{unit} is in no layer: add it to LAYERS in tests/test_layers.py")
    for (src, dst), where in sorted(edges(package).items()):
        if (src, dst) in TOLERATED or src not in layer or dst not in layer:
            continue
        if layer[dst] > layer[src]:
            problems.append(f"{where[0]}: {src} (layer {layer[src]}) imports {dst} (layer {layer[dst]}), a higher layer")
    return problems


def cycles(package: Path) -> list[list[str]]:
    """Strongly connected groups of packages (Tarjan), tolerated edges left out."""
    graph: dict[str, set[str]] = {}
    for src, dst in edges(package):
        if (src, dst) not in TOLERATED and dst:
            graph.setdefault(src, set()).add(dst)
            graph.setdefault(dst, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def sql_problems(package: Path) -> list[str]:
    problems = []
    for rel, unit, facts in _modules(package):
        for line, module, names in facts.imports:
            if module.split(".")[0] in SQL_LIBRARIES and unit not in BUILDS_SQL:
                problems.append(f"{rel}:{line}: imports {module}: only compile builds SQL")
            if module == "cbwh.store.connect" and "execute" in names and unit not in EXECUTES:
                problems.append(f"{rel}:{line}: imports store.connect.execute: only store and run execute SQL")
        for line, kind, what in facts.suspects:
            if kind == "calls" and unit not in EXECUTES:
                problems.append(f"{rel}:{line}: calls .{what}(): only store and run execute SQL")
            if kind == "says" and unit not in RAW_SQL:
                problems.append(f"{rel}:{line}: raw SQL {what!r}: SQL is built in compile or store")
    return problems


def test_every_package_imports_downward_only():
    assert layer_problems(PACKAGE) == []


def test_the_grammar_iterates_each_seq_where_it_calls_it():
    """`Parser.seq`'s readings are iterated where it is called (test_grammar_calls.py: the rule, shown failing)."""
    grammar = [(rel, facts) for rel, unit, facts in _modules(PACKAGE) if _grammar_module(rel)]
    assert {"grammar.py", "layout.py", "discourse.py"} <= {rel.name for rel, _ in grammar}
    kept = {rel.name: list(facts.kept_seqs) for rel, facts in grammar if facts.kept_seqs}
    assert not kept, f"iterate p.seq(...) where it is called (see Parser.seq): {kept}"


def test_no_import_cycle_between_packages():
    assert cycles(PACKAGE) == []


def test_only_compile_builds_sql_and_only_store_and_run_execute_it():
    assert sql_problems(PACKAGE) == []


def _public_functions(tree: ast.Module):
    """Module-level functions and the methods of module-level classes, not named _private."""
    for node in tree.body:
        members = node.body if isinstance(node, ast.ClassDef) and not node.name.startswith("_") else [node]
        for member in members:
            if isinstance(member, (ast.FunctionDef, ast.AsyncFunctionDef)) and not member.name.startswith("_"):
                yield member


def _untyped(tree: ast.Module):
    for node in _public_functions(tree):
        if node.returns is None:
            yield node.lineno, node.name


def missing_return_types(package: Path) -> list[str]:
    """Public functions and methods of the library (not the CLI's click commands) without a return type."""
    out = []
    for rel, unit, facts in _modules(package):
        if unit in ("cli", "__main__"):
            continue
        out += [f"{rel}:{line}: {name}() has no return type" for line, name in facts.untyped]
    return out


def test_public_functions_declare_their_return_type():
    assert missing_return_types(PACKAGE) == []


def test_kept_facts_are_those_found_afresh_and_an_edited_text_is_read_again(tmp_path, monkeypatch):
    source = 'import cbwh.run.answer\n\n\ndef go(conn):\n    return conn.execute("SELECT 1")\n'
    rel, checker = Path("audit/variants.py"), _checker_digest()
    found = _kept_facts(rel, source, tmp_path, checker)
    assert found == _facts_of(rel, source) and found.suspects == ((5, "calls", "execute"), (5, "says", "SELECT 1"))
    assert found.untyped == ((4, "go"),) and found.imports == ((1, "cbwh.run.answer", ()),)
    assert len(list(tmp_path.iterdir())) == 1
    monkeypatch.setattr(sys.modules[__name__], "_facts_of", lambda rel, source: pytest.fail("read again"))
    assert _kept_facts(rel, source, tmp_path, checker) == found  # (read back, not found again)
    monkeypatch.undo()
    edited = _kept_facts(rel, source.replace("(conn)", "(conn) -> None"), tmp_path, checker)
    assert edited.untyped == () and len(list(tmp_path.iterdir())) == 2
    assert _kept_facts(rel, source, tmp_path, b"another checker") == found and len(list(tmp_path.iterdir())) == 3


def test_a_missing_return_type_is_named(tmp_path):
    package = _package(tmp_path, {"spec/model.py": (
        "def picks(q):\n    def inner():\n        return q\n    return inner()\n\n\ndef _private(q):\n    return q\n\n\n"
        "class Pick:\n    def keys(self):\n        return ()\n"
    )})
    assert missing_return_types(package) == [
        "spec/model.py:1: picks() has no return type",
        "spec/model.py:12: keys() has no return type",
    ]


def test_tolerated_edges_still_exist():
    """A tolerance that is no longer needed is removed, not kept as a loophole."""
    assert set(TOLERATED) <= set(edges(PACKAGE))


def _package(root: Path, files: dict[str, str]) -> Path:
    package = root / "cbwh"
    for rel, text in {"__init__.py": "", **files}.items():
        path = package / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return package


def test_an_upward_import_and_a_cycle_fail(tmp_path):
    package = _package(tmp_path, {
        "spec/model.py": '"""Model."""\n\ndef f():\n    from cbwh.run.answer import Result\n    return Result\n',
        "run/answer.py": "from cbwh.spec.model import f\nResult = f\n",
        "gizmo/thing.py": "import cbwh.errors\n",
    })
    assert layer_problems(package) == [
        "cbwh.gizmo is in no layer: add it to LAYERS in tests/test_layers.py",
        "spec/model.py:4: spec (layer 1) imports run (layer 5), a higher layer",
    ]
    assert cycles(package) == [["run", "spec"]]


def test_sql_outside_its_layers_fails(tmp_path):
    package = _package(tmp_path, {
        "audit/variants.py": (
            '"""SELECT in a docstring is prose."""\n'
            "from sqlalchemy import select\n"
            "from cbwh.store.connect import execute\n\n"
            "def pets(conn, name):\n"
            '    return conn.execute(f"SELECT pet_id FROM pets WHERE name = {name!r}")\n'
        ),
        "compile/measures.py": 'from sqlalchemy import func\nQ = "SELECT 1"\n',
        "run/answer.py": "def go(conn, sql):\n    return conn.execute(sql)\n",
    })
    assert sql_problems(package) == [
        "audit/variants.py:2: imports sqlalchemy: only compile builds SQL",
        "audit/variants.py:3: imports store.connect.execute: only store and run execute SQL",
        "audit/variants.py:6: calls .execute(): only store and run execute SQL",
        "audit/variants.py:6: raw SQL 'SELECT pet_id FROM pets WHERE name = ': SQL is built in compile or store",
    ]
