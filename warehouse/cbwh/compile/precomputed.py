"""Per-person values an audit's family statements read from a table computed once per connection.

A family statement ranks many readings' groups, and at k = 100 several of them rank everyone by their
total bank balance (a state leader's residents, a top-N cut's base): the correlated sum reads each
account's row from the table (the owner index does not hold the balance), once per person per group.
`compile.measures.precomputed` makes the compiler read a person's total from `BALANCES` instead, in the
family statements alone (`compile.compiler.compile_family`: they run only in the audit, through
`run.answer.run_family`, which creates the table on its connection first); the statements `answer`
and `ask` run keep their own correlated sums. A person without an account has no row: their total
is NULL there, and 0 after the same COALESCE the sum has.

Plain Python (no SQLAlchemy), so the audit's warm path can create the table.
"""

from __future__ import annotations

from cbwh.compile.sources import METRICS, OWNER
from cbwh.spec.model import Metric

BALANCES = "person_balances"  # a TEMP table: (owner_id, total), one row per person with an account
TOTAL = "total"


def statements() -> tuple[str, ...]:
    """The CREATE and the INSERT that fill `BALANCES` (one GROUP BY over the accounts' owner index)."""
    balance = METRICS[Metric.BALANCE].column
    return (f"CREATE TEMP TABLE {BALANCES} ({OWNER} TEXT PRIMARY KEY, {TOTAL} INTEGER NOT NULL) WITHOUT ROWID",
            f"INSERT INTO temp.{BALANCES} SELECT {OWNER}, sum({balance.column}) FROM {balance.table} GROUP BY {OWNER}")
