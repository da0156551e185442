"""Per-person values an audit's family statements read from tables computed once per connection.

A family statement ranks many readings' groups, and at k = 100 several of them rank everyone by their
total bank balance (a state leader's residents, a top-N cut's base) or narrow a group to the people whose
first address is in a state (Semantics(residency="first")):

- `BALANCES`: the correlated sum reads each account's row from the table (the owner index does not hold
  the balance), once per person per group; here each person's total is summed once. A person without an
  account has no row: their total is NULL there, and 0 after the same COALESCE the sum has.
- `FIRST_ADDRESSES`: each person's first address (the lowest address id, file order), where the statement
  looked up every address's owner's lowest id to keep it or not, once per address per group.

`compile.measures.precomputed` makes the compiler read them, in the family statements alone
(`compile.compiler.compile_family`: they run only in the audit, through `run.answer.run_family`, which
creates the tables a statement reads on its connection first, `made`); the statements `answer` and `ask`
run keep their own correlated subqueries.

Plain Python (no SQLAlchemy), so the audit's warm path can create the tables; the compiler's SQLAlchemy
tables (`compile.measures`) are built from the same column lists.
"""

from __future__ import annotations

from cbwh.compile.sources import METRICS, OWNER, RESIDENCE
from cbwh.layout import OWNED
from cbwh.spec.model import Metric

BALANCES = "person_balances"  # a TEMP table: (owner_id, total), one row per person with an account
TOTAL = "total"
# (name, SQLite type, primary key): the one description of BALANCES' columns
BALANCE_COLUMNS: tuple[tuple[str, str, bool], ...] = ((OWNER, "TEXT", True), (TOTAL, "INTEGER", False))

FIRST_ADDRESSES = "person_first_addresses"  # a TEMP table: the addresses table's rows that are a person's first
_ADDRESSES = next(t for t in OWNED if t.name == RESIDENCE.table)
# the addresses table's columns (the warehouse's own, `layout`), in its order
FIRST_ADDRESS_COLUMNS: tuple[str, ...] = _ADDRESSES.columns()
_FIRST_INDEXED = (RESIDENCE.column, *(f.key for f in _ADDRESSES.fields if f.indexed and f.key != RESIDENCE.column))


def _balances() -> tuple[str, ...]:
    """The CREATE and the INSERT that fill `BALANCES` (one GROUP BY over the accounts' owner index)."""
    balance = METRICS[Metric.BALANCE].column
    columns = ", ".join(f"{name} {kind}{' PRIMARY KEY' if key else ' NOT NULL'}" for name, kind, key in BALANCE_COLUMNS)
    return (f"CREATE TEMP TABLE {BALANCES} ({columns}) WITHOUT ROWID",
            f"INSERT INTO temp.{BALANCES} SELECT {OWNER}, sum({balance.column}) FROM {balance.table} GROUP BY {OWNER}")


def _first_addresses() -> tuple[str, ...]:
    """The statements that fill `FIRST_ADDRESSES` (each owner's lowest address id found in one pass over the
    owner index) and index it as the warehouse's addresses are (owner, state, city)."""
    table, key = _ADDRESSES.name, _ADDRESSES.id_key
    columns = ", ".join(FIRST_ADDRESS_COLUMNS)
    return (f"CREATE TEMP TABLE {FIRST_ADDRESSES} AS SELECT {columns} FROM {table} "
            f"WHERE {key} IN (SELECT min({key}) FROM {table} GROUP BY {OWNER})",
            f"CREATE UNIQUE INDEX temp.{FIRST_ADDRESSES}_{OWNER} ON {FIRST_ADDRESSES} ({OWNER})",
            *(f"CREATE INDEX temp.{FIRST_ADDRESSES}_{c} ON {FIRST_ADDRESSES} ({c})" for c in _FIRST_INDEXED))


TABLES = {BALANCES: _balances, FIRST_ADDRESSES: _first_addresses}  # name -> the statements that make it


def made(sql: str) -> list[tuple[str, tuple[str, ...]]]:
    """(name, statements that make it) for each table a family statement's text reads."""
    return [(name, make()) for name, make in TABLES.items() if name in sql]
