"""Per-person measures as correlated scalar subqueries: never inflated by join fan-out.

Money measures are integer cents; dates are ISO text; MM/YY expiries compare as
`20YY-MM` (or as the raw text, on purpose, under Semantics(card_expiry="text")).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import assert_never

from sqlalchemy import CTE, Integer, MetaData, Select, Subquery, Table, Text, func, literal, select
from sqlalchemy import Column as SqlColumn
from sqlalchemy.sql.elements import ColumnElement, UnaryExpression
from sqlalchemy.sql.selectable import NamedFromClause

from cbwh.compile import precomputed as pre
from cbwh.compile.sources import CARD_EXPIRY_TEXT, JOB_ORDER, METRICS, OWNER, RECORDS, RESIDENCE, Column
from cbwh.spec.model import Key, Metric, Order, Records
from cbwh.spec.semantics import Semantics
from cbwh.store.schema import SQL_TABLES

_TYPES = {"TEXT": Text, "INTEGER": Integer}
_BALANCES = Table(pre.BALANCES, MetaData(), *(SqlColumn(name, _TYPES[kind], primary_key=key, nullable=False)
                                              for name, kind, key in pre.BALANCE_COLUMNS), prefixes=["TEMP"])
_FIRST_ADDRESSES = Table(pre.FIRST_ADDRESSES, MetaData(),
                         *(SqlColumn(name, SQL_TABLES[RESIDENCE.table].c[name].type) for name in pre.FIRST_ADDRESS_COLUMNS),
                         prefixes=["TEMP"])
_PRECOMPUTED: ContextVar[bool] = ContextVar("precomputed", default=False)


@contextmanager
def precomputed() -> Iterator[None]:
    """Within it, a total bank balance and a person's first address are read from the tables
    `compile.precomputed` describes (each computed once per connection; `first_records`) instead of
    looked up per person: for the statements whose runner creates those tables (the audit's family
    statements, `compiler.compile_family`)."""
    token = _PRECOMPUTED.set(True)
    try:
        yield
    finally:
        _PRECOMPUTED.reset(token)


def first_records(table: str, name: str) -> NamedFromClause | None:
    """Each person's first address, as `FIRST_ADDRESSES` holds them, named `name`, within `precomputed`
    (None for another table, or outside it: the caller looks each record's first-ness up)."""
    return _FIRST_ADDRESSES.alias(name) if table == RESIDENCE.table and _PRECOMPUTED.get() else None


def count_of(records: Records, person_id: ColumnElement) -> ColumnElement:
    t = SQL_TABLES[RECORDS[records]]
    return select(func.count()).where(t.c[OWNER] == person_id).scalar_subquery()


def _aggregate(column: Column, fn: str, person_id: ColumnElement) -> ColumnElement:
    t = SQL_TABLES[column.table]
    return select(getattr(func, fn)(t.c[column.column])).where(t.c[OWNER] == person_id).scalar_subquery()


def _salary(person_id: ColumnElement, sem: Semantics) -> ColumnElement:
    salary = METRICS[Metric.SALARY].column
    e = SQL_TABLES[salary.table]
    if sem.salary == "latest":
        latest = select(e.c[salary.column]).where(e.c[OWNER] == person_id)
        return latest.order_by(*(e.c[c.column].desc() for c in JOB_ORDER)).limit(1).scalar_subquery()
    return _aggregate(salary, "sum" if sem.salary == "sum" else "max", person_id)


def measure(m: Records | Metric, person_id: ColumnElement, sem: Semantics,
            fan: ColumnElement | None = None, order: Order | None = None) -> ColumnElement:
    """The value of measure m for the person whose id is the column person_id, ranked in `order` (None: not
    ranked; only Semantics(job_start="any") reads a job start by the ranking's end, and Semantics(balance=
    "account") a balance ranking by each person's single account at its end: their largest for the highest, their
    smallest for the lowest).

    `fan` is the person's copy count in a naive join of their group (the addresses
    that matched its state/city filters; `population.fan_factor`): under
    Semantics(fanout="addresses") a count or a sum is multiplied by it (`scaled`)."""
    value: ColumnElement
    if _one_account(m, sem, order):
        balance = METRICS[Metric.BALANCE].column
        ba = SQL_TABLES[balance.table]
        # (the person with 'the lowest bank balance', read per account, holds the smallest account: r34 H3, where
        # ranking by their largest account low first found no other answer and the doubt never fired)
        end = func.max if order is Order.HIGH else func.min
        value = select(func.coalesce(end(ba.c[balance.column]), 0)).where(ba.c[OWNER] == person_id).scalar_subquery()
    else:
        value = _measure(m, person_id, sem, order)
    return scaled(value, m, sem, fan, order)


def _one_account(m: Records | Metric, sem: Semantics, order: Order | None) -> bool:
    """Is m a ranking by each person's single account at the ranking's end (Semantics(balance="account"))?"""
    return m is Metric.BALANCE and sem.balance == "account" and order is not None


def multiplied(m: Records | Metric, sem: Semantics, order: Order | None = None) -> bool:
    """Is a value of m, ranked in `order` (None: not ranked), multiplied by a naive join's copies under the
    reading? A count or a sum is (a balance, a summed salary), except a ranking by each person's largest
    single account: one account, which the copies repeat but do not add up. The one rule for `measure`
    and for every value computed once and scaled after (`scaled`: a family's, a top-N base's)."""
    additive = isinstance(m, Records) or m is Metric.BALANCE or (m is Metric.SALARY and sem.salary == "sum")
    return additive and not _one_account(m, sem, order)


def scaled(value: ColumnElement, m: Records | Metric, sem: Semantics, fan: ColumnElement | None,
           order: Order | None = None) -> ColumnElement:
    """`measure(m, pid, sem, fan, order)` from the unscaled `value` of `measure(m, pid, sem, None, order)`:
    multiplied by the person's copy count `fan` under Semantics(fanout="addresses") where `multiplied`."""
    if sem.fanout == "addresses" and fan is not None and multiplied(m, sem, order):
        return value * fan
    return value


def _measure(m: Records | Metric, person_id: ColumnElement, sem: Semantics, order: Order | None) -> ColumnElement:
    match m:
        case Records():
            return count_of(m, person_id)
        case Metric.BALANCE if _PRECOMPUTED.get():
            stored = select(_BALANCES.c[pre.TOTAL]).where(_BALANCES.c[OWNER] == person_id).scalar_subquery()
            return func.coalesce(stored, 0)
        case Metric.BALANCE:
            balance = METRICS[m].column
            ba = SQL_TABLES[balance.table]
            total = func.coalesce(func.sum(ba.c[balance.column]), 0)
            return select(total).where(ba.c[OWNER] == person_id).scalar_subquery()
        case Metric.SALARY:
            return _salary(person_id, sem)
        case Metric.DOB:
            dob = METRICS[m].column
            p = SQL_TABLES[dob.table].alias("born")
            return select(p.c[dob.column]).where(p.c.person_id == person_id).scalar_subquery()
        case Metric.CARD_EXPIRY:
            source = METRICS[m]
            column = CARD_EXPIRY_TEXT if sem.card_expiry == "text" else source.column
            return _aggregate(column, source.aggregate or "min", person_id)
        case Metric.JOB_START if sem.job_start == "any" and order is Order.LOW:
            # every job may be current: the one who started a current job the earliest started any job first
            return _aggregate(METRICS[m].column, "min", person_id)
        case Metric.VEHICLE_YEAR | Metric.JOB_START | Metric.POLICY_EXPIRY:
            source = METRICS[m]
            return _aggregate(source.column, source.aggregate or "min", person_id)
        case _:
            assert_never(m)


def materialized(stmt: Select, name: str) -> CTE:
    """A CTE SQLite computes once into a table: each measure in it is evaluated once per row.

    Without it SQLite flattens the subquery, and a value used both as a column and in a
    window's ORDER BY runs its correlated subquery twice per person.
    """
    return stmt.cte(name).prefix_with("MATERIALIZED")


def ordered(column: ColumnElement, key: Key) -> UnaryExpression:
    """ORDER BY term for a key: the winning end first, people lacking the value last."""
    return (column.desc() if key.order is Order.HIGH else column.asc()).nulls_last()


def within_top(valued: CTE, column: ColumnElement, key: Key, n: int, name: str,
               shared: bool = False, among: ColumnElement | None = None,
               more: ColumnElement | None = None) -> tuple[Subquery | CTE, ColumnElement]:
    """(one-row `cut`, join condition): the rows of `valued` that can rank within the first n.

    A row is kept when its first ranking value is at least as good as the n-th best one
    (every row, when there are fewer than n rows or the n-th lacks the value). A row not
    kept has n rows strictly ahead of it whatever the later keys say; a kept row keeps
    everyone ahead of it, so ranks computed over the kept rows are their ranks over all
    rows. Finding the n-th value is a sort that keeps n rows (ORDER BY ... LIMIT), not a
    sort of the whole population; it runs once (a one-row subquery, joined; `shared`: a CTE, for
    several rankings of the same rows, e.g. a top-N family's cuts breaking ties differently; `among`:
    the n-th value found among these rows only, for rankings of any of the rows that include them;
    `more`: that many rows kept beyond the n-th, for rankings of the rows less up to that many).
    """
    ranked = select(column.label("v")) if among is None else select(column.label("v")).where(among)
    offset = literal(n, Integer) - 1
    nth = (ranked.order_by(ordered(column, key), valued.c.person_id)
           .limit(1).offset(offset if more is None else offset + more).subquery(f"{name}_nth"))
    one = select(func.max(nth.c.v).label("v"))  # exactly one row: NULL without an n-th
    cut = one.cte(f"{name}_cut") if shared else one.subquery(f"{name}_cut")
    as_good = column >= cut.c.v if key.order is Order.HIGH else column <= cut.c.v
    return cut, cut.c.v.is_(None) | as_good
