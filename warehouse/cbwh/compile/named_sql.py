"""Rendering a question's statement with its anchors as named parameters (SQLAlchemy).

See `compile.named`: tagged anchor values (`compile.anchors`) become
`coalesce(nullif(:name, ''), <the question's value>)`, every other value is written inline.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.dialects.sqlite.base import SQLiteCompiler
from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite

from cbwh.compile.anchors import AnchorText, Part
from cbwh.compile.compiler import answer_statement
from cbwh.compile.query import Check
from cbwh.spec.model import Anchor, Question


class _AnchorsNamed(SQLiteCompiler):
    """Renders tagged anchor values as named parameters and every other value inline."""

    names: dict[tuple[Anchor, Part], str] = {}  # (anchor, part) -> parameter name; set per question

    def visit_bindparam(self, bindparam: Any, *args: Any, **kw: Any) -> Any:
        if isinstance(bindparam.type, AnchorText):
            name = self.names[(bindparam.type.anchor, bindparam.type.part)]
            default = self.render_literal_value(bindparam.value, bindparam.type)
            return f"coalesce(nullif(:{name}, ''), {default})"
        return super().visit_bindparam(bindparam, *args, **{**kw, "literal_binds": True})


def render_named_statement(question: Question, anchor_names: dict[tuple[Anchor, Part], str]) -> tuple[str, tuple[Check, ...]]:
    """The answer query (default semantics) as SQLite text with the anchors named, and its checks."""
    stmt, checks = answer_statement(question)

    class Compiler(_AnchorsNamed):
        names = anchor_names

    dialect = SQLiteDialect_pysqlite(paramstyle="named")
    dialect.statement_compiler = Compiler
    sql = str(stmt.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
    return sql, checks
