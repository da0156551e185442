"""What the compiler hands the runner: SQL text, its bound values, and what to check.

Plain data (no SQLAlchemy), so a cached compilation can be used without importing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, NamedTuple


class Statement(NamedTuple):
    """One rendered query: SQLite text with ? placeholders and its bound values, in order."""

    sql: str
    params: tuple[Any, ...]


# The answer query's columns (see cbwh.compile.compiler): built under these names, read back by them.
SLOT, PERSON_ID, FULL_NAME, RANK, VALUE, OUTCOME = "slot", "person_id", "full_name", "rnk", "value", "outcome"
FAN = "fan"  # under Semantics(fanout="addresses") only: the finalist's copies in a naive join
READING = "reading"  # in a family statement (several readings at once): which reading a row answers


def key_column(i: int) -> str:
    """The i-th ranking value of a pick."""
    return f"k{i}"


def tiebreak_column(i: int) -> str:
    """The i-th tie-breaker value of a compare."""
    return f"t{i}"


def _keys(record: dict[str, Any], column: Callable[[int], str]) -> tuple[Any, ...]:
    found: list[Any] = []
    while column(len(found)) in record:
        found.append(record[column(len(found))])
    return tuple(found)


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
        return cls(record[PERSON_ID], record[FULL_NAME], _keys(record, key_column), record[RANK])


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
        record = dict(zip(columns, row))
        return cls(
            record[PERSON_ID], record[FULL_NAME], _keys(record, key_column), record[RANK], record[SLOT],
            record[VALUE], _keys(record, tiebreak_column), record[OUTCOME], {c.label: record[c.label] for c in checks},
        )


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
