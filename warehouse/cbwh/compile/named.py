"""A question's answer query with its anchors as named parameters: `:pet`, `:plate`, ...

The same statement the runner executes, rendered so that the anchor values become
parameters a user can change ("the same question for pet :pet") while every other
value is written into the SQL. A blank or missing parameter means the question's own
value: each anchor renders as `coalesce(nullif(:pet, ''), 'Dawn')`.

Names follow the question's order: the first pet anchor is `pet`, a second distinct
one `pet_2`; a pet anchor's species is `pet_species` (`pet_2_species`). Rendered text is
kept in the user's SQL cache like every compiled question (`compile.cache.cached`), so a
warm start never imports SQLAlchemy; `compile.named_sql` renders it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cbwh.compile.query import Check
from cbwh.spec.model import Anchor, Question

if TYPE_CHECKING:
    from cbwh.compile.anchors import Part


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
    for anchor in question.anchors:
        kind = anchor.kind.value
        seen[kind] = seen.get(kind, 0) + 1
        base = kind if seen[kind] == 1 else f"{kind}_{seen[kind]}"
        out.append(Parameter(base, anchor, "value", anchor.value))
        if anchor.species is not None:
            out.append(Parameter(f"{base}_species", anchor, "species", anchor.species))
    return tuple(out)


def named_query(question: Question) -> NamedQuery:
    """The question's named-parameter query: from the user's SQL cache, else rendered (and cached)."""
    from cbwh.compile.cache import cached, enabled, spec_key

    parameters = anchor_parameters(question)
    if not enabled():
        return render_named(question)

    def build() -> tuple[str, dict[str, Any]]:
        q = render_named(question)
        return q.sql, {"template": q.template, "checks": [vars(c) for c in q.checks]}

    def read(sql: str, rest: dict[str, Any]) -> NamedQuery:
        checks = tuple(Check(c["label"], int(c["expected"]), str(c["what"])) for c in rest["checks"])
        return NamedQuery(question.id, str(rest["template"]), sql, parameters, checks)

    return cached("named", (spec_key(question),), build, read)


def render_named(question: Question) -> NamedQuery:
    """Build and render the question's statement with its anchors as named parameters (imports SQLAlchemy)."""
    from cbwh.compile.named_sql import render_named_statement

    parameters = anchor_parameters(question)
    sql, checks = render_named_statement(question, {(p.anchor, p.part): p.name for p in parameters})
    return NamedQuery(question.id, question.output.template, sql, parameters, checks)
