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


def row_fields(columns: Sequence[str], row: Sequence[object], labels: Sequence[str]) -> tuple:
    """(person_id, full_name, keys, rank, slot, value, tiebreaks, outcome, checks) of one answer row,
    in the order of `cbwh.compile.query.Finalist`'s fields; checks maps each label to its value."""
    record = dict(zip(columns, row))
    return (record[PERSON_ID], record[FULL_NAME], keys_of(record, key_column), record[RANK], record[SLOT],
            record[VALUE], keys_of(record, tiebreak_column), record[OUTCOME], {label: record[label] for label in labels})
