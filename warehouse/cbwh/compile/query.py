"""What the compiler hands the runner: SQL text, its bound values, and what to check.

Plain data (no SQLAlchemy), so a cached compilation can be used without importing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, NamedTuple

# The answer query's columns, and how a row of them is read, live in `cbwh.compile.columns`.
from cbwh.compile.columns import FULL_NAME, PERSON_ID, RANK, key_column, keys_of, row_fields, row_reader


class Statement(NamedTuple):
    """One rendered query: SQLite text with ? placeholders and its bound values, in order."""

    sql: str
    params: tuple[Any, ...]


@dataclass(frozen=True)
class Candidate:
    """A ranked person: (person_id, full_name, k0..kN, rnk) by name."""

    person_id: str
    full_name: str
    keys: tuple[Any, ...]  # the pick's ranking values, in key order (None where a pick has fewer keys)
    rank: int

    @classmethod
    def read(cls, columns: Sequence[str], row: Sequence[Any]) -> Candidate:
        record = dict(zip(columns, row))
        return cls(record[PERSON_ID], record[FULL_NAME], keys_of(record, key_column), record[RANK])


@dataclass(frozen=True)
class Finalist(Candidate):
    """One row of an answer query: a person ranked within the top of their pick (ties included)."""

    slot: int  # which pick
    value: Any  # the output measure (compare key, balance, record count), or None
    tiebreaks: tuple[Any, ...]  # a compare's tie-breaker values, t0..tM
    outcome: Any  # compare: rank of the value; balance: the total over all picks; else the value
    checks: dict[str, Any]  # Check label -> the value the query returned

    @classmethod
    def read_row(cls, columns: Sequence[str], row: Sequence[Any], checks: Sequence[Check]) -> Finalist:
        return cls(*row_fields(columns, row, [c.label for c in checks]))

    @classmethod
    def reader(cls, columns: Sequence[str], checks: Sequence[Check]) -> Callable[[Sequence[Any]], Finalist]:
        """`read_row` for many rows of one statement: the columns looked up once."""
        fields = row_reader(columns, [c.label for c in checks])
        return lambda row: cls(*fields(row))


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
