"""A question's answer query with its anchors as named parameters: `:pet`, `:plate`, ...

The same statement the runner executes, rendered so that the anchor values become
parameters a user can change ("the same question for pet :pet") while every other
value is written into the SQL. A blank or missing parameter means the question's own
value: each anchor renders as `coalesce(nullif(:pet, ''), 'Dawn')`.

Names follow the question's order: the first pet anchor is `pet`, a second distinct
one `pet_2`; a pet anchor's species is `pet_species` (`pet_2_species`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.dialects.sqlite.base import SQLiteCompiler
from sqlalchemy.dialects.sqlite.pysqlite import SQLiteDialect_pysqlite

from cbwh.compile.anchors import AnchorText, Part
from cbwh.compile.compiler import answer_statement
from cbwh.compile.query import Check
from cbwh.spec.model import Anchor, Question


@dataclass(frozen=True)
class Parameter:
    name: str  # pet, pet_2, pet_species, plate, username
    anchor: Anchor
    part: Part
    default: str  # the question's own value, used when the parameter is blank


@dataclass(frozen=True)
class NamedQuery:
    question_id: str
    template: str
    sql: str  # SQLite text with :name parameters
    parameters: tuple[Parameter, ...]
    checks: tuple[Check, ...]

    def defaults(self) -> dict[str, str]:
        return {p.name: p.default for p in self.parameters}


def anchor_parameters(question: Question) -> tuple[Parameter, ...]:
    """Every anchor part of the question, named in question order."""
    out: list[Parameter] = []
    seen: dict[str, int] = {}
    for anchor in dict.fromkeys(step.anchor for step in question.anchored_steps):
        kind = anchor.kind.value
        seen[kind] = seen.get(kind, 0) + 1
        base = kind if seen[kind] == 1 else f"{kind}_{seen[kind]}"
        out.append(Parameter(base, anchor, "value", anchor.value))
        if anchor.species is not None:
            out.append(Parameter(f"{base}_species", anchor, "species", anchor.species))
    return tuple(out)


class _AnchorsNamed(SQLiteCompiler):
    """Renders tagged anchor values as named parameters and every other value inline."""

    names: dict[tuple[Anchor, Part], str] = {}  # (anchor, part) -> parameter name; set per question

    def visit_bindparam(self, bindparam: Any, *args: Any, **kw: Any) -> Any:
        if isinstance(bindparam.type, AnchorText):
            name = self.names[(bindparam.type.anchor, bindparam.type.part)]
            default = self.render_literal_value(bindparam.value, bindparam.type)
            return f"coalesce(nullif(:{name}, ''), {default})"
        return super().visit_bindparam(bindparam, *args, **{**kw, "literal_binds": True})


def compile_named(question: Question) -> NamedQuery:
    """The question's answer query (default semantics) with named anchor parameters."""
    stmt, checks = answer_statement(question)
    parameters = anchor_parameters(question)
    anchor_names = {(p.anchor, p.part): p.name for p in parameters}

    class Compiler(_AnchorsNamed):
        names = anchor_names

    dialect = SQLiteDialect_pysqlite(paramstyle="named")
    dialect.statement_compiler = Compiler
    sql = str(stmt.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
    return NamedQuery(question.id, question.output.template, sql, parameters, checks)
