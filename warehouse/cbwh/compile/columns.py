"""The answer query's columns (see cbwh.compile.compiler): built under these names, read back by them.

Plain Python (no dataclasses, no typing at run time): the answer path reads rows with
`row_fields` without importing the compiler's data classes (`cbwh.compile.query.Finalist`
is built from the same fields).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence  # loaded with the interpreter: costs nothing

SLOT, PERSON_ID, FULL_NAME, RANK, VALUE, OUTCOME = "slot", "person_id", "full_name", "rnk", "value", "outcome"
FAN = "fan"  # under Semantics(fanout="addresses") only: the finalist's copies in a naive join
READING = "reading"  # in a family statement (several readings at once): which reading a row answers


def key_column(i: int) -> str:
    """The i-th ranking value of a pick."""
    return f"k{i}"


def tiebreak_column(i: int) -> str:
    """The i-th tie-breaker value of a compare."""
    return f"t{i}"


def keys_of(record: dict[str, object], column: Callable[[int], str]) -> tuple[object, ...]:
    """The values of columns column(0), column(1), ... that the record has."""
    found: list[object] = []
    while column(len(found)) in record:
        found.append(record[column(len(found))])
    return tuple(found)


def row_reader(columns: Sequence[str], labels: Sequence[str]) -> Callable[[Sequence[object]], tuple]:
    """A reader of one statement's rows: row -> the fields `row_fields` gives, the columns looked up once
    (a family statement at k = 100 returns a hundred thousand rows)."""
    at = {c: i for i, c in enumerate(columns)}
    keys = tuple(at[c] for c in _present(at, key_column))
    ties = tuple(at[c] for c in _present(at, tiebreak_column))
    checks = tuple((label, at[label]) for label in labels)
    pid, name, rank, slot, value, outcome = (at[c] for c in (PERSON_ID, FULL_NAME, RANK, SLOT, VALUE, OUTCOME))

    def read(row: Sequence[object]) -> tuple:
        return (row[pid], row[name], tuple(row[i] for i in keys), row[rank], row[slot], row[value],
                tuple(row[i] for i in ties), row[outcome], {label: row[i] for label, i in checks})

    return read


def _present(at: dict[str, int], column: Callable[[int], str]) -> list[str]:
    found: list[str] = []
    while column(len(found)) in at:
        found.append(column(len(found)))
    return found


def row_fields(columns: Sequence[str], row: Sequence[object], labels: Sequence[str]) -> tuple:
    """(person_id, full_name, keys, rank, slot, value, tiebreaks, outcome, checks) of one answer row,
    in the order of `cbwh.compile.query.Finalist`'s fields; checks maps each label to its value."""
    return row_reader(columns, labels)(row)
