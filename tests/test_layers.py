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
import os
import re
from functools import lru_cache
from pathlib import Path

import cbwh

from conftest import gc_paused

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


@lru_cache(maxsize=None)
def _modules(package: Path) -> tuple[tuple[Path, str, ast.Module], ...]:
    """(package-relative path, unit, parsed tree) of every .py file, symlinked data folders skipped; parsed once, with
    the cyclic garbage collector paused (`ast` makes ~230,000 nodes, none in a cycle, and the collector's passes over
    them took twice as long as parsing: 1.75 -> 0.57 s of CPU for the package)."""
    found: list[tuple[Path, str, ast.Module]] = []
    with gc_paused():
        _parse_into(package, found)
    return tuple(found)


def _parse_into(package: Path, found: list) -> None:
    for root, dirs, files in os.walk(package):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                path = Path(root) / name
                rel = path.relative_to(package)
                unit = rel.parts[0] if len(rel.parts) > 1 else rel.stem
                found.append((rel, unit, ast.parse(path.read_text(encoding="utf-8"), str(rel))))


_IMPORTS = (ast.Import, ast.ImportFrom)
_SCOPES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)  # (what may open with a docstring)
_SQL_SUSPECTS = (ast.Call, ast.Constant)  # (a call of .execute(...), a string of SQL)


@lru_cache(maxsize=None)
def _nodes(tree: ast.AST) -> dict[tuple[type, ...], tuple[ast.AST, ...]]:
    """The nodes of a module's tree the checks below read (imports, scopes, calls and constants), each kind in the
    order `ast.walk` gives them, from one walk: the checks read each tree four times, and each pass over all ~420,000
    nodes of the package with its isinstance tests, and `ast.walk` itself (generators per node), cost more than the
    few nodes they keep (test_layers.py 2.3 -> ~1.5 s of CPU, s29). Breadth first, as `ast.walk`."""
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


def _imports(tree: ast.AST):
    """(line, module, imported names) for every import, lazy ones included."""
    for node in _nodes(tree)[_IMPORTS]:
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


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in _nodes(tree)[_SCOPES]:
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
    for rel, unit, tree in _modules(package):
        for line, module, names in _imports(tree):
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
    for rel, unit, tree in _modules(package):
        docs = _docstrings(tree)
        for line, module, names in _imports(tree):
            if module.split(".")[0] in SQL_LIBRARIES and unit not in BUILDS_SQL:
                problems.append(f"{rel}:{line}: imports {module}: only compile builds SQL")
            if module == "cbwh.store.connect" and "execute" in names and unit not in EXECUTES:
                problems.append(f"{rel}:{line}: imports store.connect.execute: only store and run execute SQL")
        for node in _nodes(tree)[_SQL_SUSPECTS]:
            if unit not in EXECUTES and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in _EXECUTE:
                problems.append(f"{rel}:{node.lineno}: calls .{node.func.attr}(): only store and run execute SQL")
            if unit not in RAW_SQL and isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and id(node) not in docs and _SQL_TEXT.match(node.value):
                problems.append(f"{rel}:{node.lineno}: raw SQL {node.value[:40]!r}: SQL is built in compile or store")
    return problems


def test_every_package_imports_downward_only():
    assert layer_problems(PACKAGE) == []


def test_the_grammar_iterates_each_seq_where_it_calls_it():
    """`Parser.seq`'s readings are iterated where it is called (test_grammar_calls.py: the rule, shown failing)."""
    from test_grammar_calls import kept_seq_calls

    grammar = [(rel, tree) for rel, unit, tree in _modules(PACKAGE) if unit == "ask" and len(rel.parts) == 2
               and rel.name != "parser.py"]
    assert {"grammar.py", "layout.py", "discourse.py"} <= {rel.name for rel, _ in grammar}
    kept = {rel.name: found for rel, tree in grammar
            if (found := kept_seq_calls((PACKAGE / rel).read_text(encoding="utf-8"), tree))}
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


def missing_return_types(package: Path) -> list[str]:
    """Public functions and methods of the library (not the CLI's click commands) without a return type."""
    out = []
    for rel, unit, tree in _modules(package):
        if unit in ("cli", "__main__"):
            continue
        for node in _public_functions(tree):
            if node.returns is None:
                out.append(f"{rel}:{node.lineno}: {node.name}() has no return type")
    return out


def test_public_functions_declare_their_return_type():
    assert missing_return_types(PACKAGE) == []


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
