"""How the grammar calls the parser: `Parser.seq` reads its parts up to the first value when called (a failing call
costs no generator), so what it returns must be iterated where it is called, not kept while other parts are read
(their failures would be noted in another order, and a refusal could name other expected words).

The check of the grammar itself is `test_layers.py`'s `test_the_grammar_iterates_each_seq_where_it_calls_it`, on the
trees that file parses of every module already (parsing the ask package again here was ~0.5 s of CPU, s29)."""

from __future__ import annotations

import ast

from conftest import gc_paused

CONSUMERS = {"any", "all", "next", "list", "tuple", "set", "sorted", "sum", "dict", "enumerate"}


def _taken_at_once(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Is the value of node iterated right where it is made?"""
    parent = parents[node]
    match parent:
        case ast.For(iter=it) | ast.AsyncFor(iter=it):
            return it is node
        case ast.comprehension():
            comp = parents[parent]  # the first generator of a generator expression is made before it is iterated
            return not (isinstance(comp, ast.GeneratorExp) and comp.generators[0] is parent) or _taken_at_once(comp, parents)
        case ast.Starred() | ast.YieldFrom():
            return True
        case ast.IfExp(test=test):
            return test is not node and _taken_at_once(parent, parents)
        case ast.Call(func=ast.Name(id=name), args=args):
            return name in CONSUMERS and bool(args) and args[0] is node
    return False


def kept_seq_calls(source: str, tree: ast.Module | None = None) -> list[str]:
    """'line: code' of each `.seq(...)` call whose readings are not iterated where it is made (`tree`: the source's,
    when parsed already)."""
    with gc_paused():  # (see conftest.gc_paused: grammar.py alone is ~100,000 nodes)
        tree = tree or ast.parse(source)
        parents: dict[ast.AST, ast.AST] = {}
        calls, nodes = [], [tree]
        while nodes:  # (one walk for both: each walk of the tree was half the test's time)
            node = nodes.pop()
            for child in ast.iter_child_nodes(node):
                parents[child] = node
                nodes.append(child)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "seq":
                calls.append(node)
    kept = [node for node in calls if not _taken_at_once(node, parents)]
    return [f"{node.lineno}: {ast.get_source_segment(source, node)}" for node in sorted(kept, key=lambda n: n.lineno)]


def test_a_kept_seq_is_found():
    source = """
def r(p, i):
    for ends in (p.seq(i, "a", X), p.seq(i, "b")):
        for _ in ends:
            pass
    first = (j for _, j in p.seq(i, "c"))
    ok = any(True for _ in p.seq(i, "d")) or [*p.seq(i, "e"), *(p.seq(i, "f") if i else ())]
    for _ in (x for x in p.seq(i, "g")):
        yield from p.seq(i, "h")
    return p.seq(i, "k") if bool(p.seq(i, "m")) else ()
"""
    assert [line.split(":")[0] for line in kept_seq_calls(source)] == ["3", "3", "6", "10", "10"]
