"""What the compiler hands the runner: SQL text, its bound values, and what to check.

Plain data (no SQLAlchemy), so a cached compilation can be used without importing it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, NamedTuple


class Statement(NamedTuple):
    """One rendered query: SQLite text with ? placeholders and its bound values, in order."""

    sql: str
    params: tuple[Any, ...]


@dataclass(frozen=True)
class Check:
    """A scalar the answer query also returns, which must equal `expected`."""

    label: str
    expected: int
    what: str


@dataclass(frozen=True)
class CompiledQuery:
    question_id: str
    template: str
    sql: str  # SQLite text with ? placeholders
    params: tuple  # the bound values, in placeholder order
    checks: tuple[Check, ...]

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> CompiledQuery:
        return cls(
            data["question_id"], data["template"], data["sql"], tuple(data["params"]),
            tuple(Check(**c) for c in data["checks"]),
        )

    def pretty_sql(self) -> str:
        """The SQL laid out for reading (sqlglot); the executed text is `sql`."""
        import sqlglot

        return sqlglot.transpile(self.sql, read="sqlite", write="sqlite", pretty=True)[0]
