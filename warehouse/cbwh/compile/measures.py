"""Per-person measures as correlated scalar subqueries: never inflated by join fan-out.

Money measures are integer cents; dates are ISO text; MM/YY expiries compare as
`20YY-MM` (or as the raw text, on purpose, under Semantics(card_expiry="text")).
"""

from __future__ import annotations

from sqlalchemy import CTE, Select, func, select
from sqlalchemy.sql.elements import ColumnElement

from cbwh.spec.model import Key, Metric, Order, Records
from cbwh.spec.semantics import Semantics
from cbwh.store.schema import SQL_TABLES


def count_of(records: Records, person_id: ColumnElement) -> ColumnElement:
    t = SQL_TABLES[records.value]
    return select(func.count()).where(t.c.owner_id == person_id).scalar_subquery()


def _aggregate(table: str, fn, column: str, person_id: ColumnElement) -> ColumnElement:
    t = SQL_TABLES[table]
    return select(fn(t.c[column])).where(t.c.owner_id == person_id).scalar_subquery()


def _salary(person_id: ColumnElement, sem: Semantics) -> ColumnElement:
    e = SQL_TABLES["employments"]
    if sem.salary == "latest":
        latest = select(e.c.salary_cents).where(e.c.owner_id == person_id)
        return latest.order_by(e.c.start_date.desc(), e.c.employment_id.desc()).limit(1).scalar_subquery()
    fn = func.sum if sem.salary == "sum" else func.max
    return _aggregate("employments", fn, "salary_cents", person_id)


def measure(m: Records | Metric, person_id: ColumnElement, sem: Semantics,
            fan: ColumnElement | None = None) -> ColumnElement:
    """The value of measure m for the person whose id is the column person_id.

    `fan` is the person's copy count in a naive join of their group (the addresses
    that matched its state/city filters; `population.fan_factor`): under
    Semantics(fanout="addresses") a count or a sum is multiplied by it."""
    value = _measure(m, person_id, sem)
    if sem.fanout == "addresses" and fan is not None and _additive(m, sem):
        return value * fan
    return value


def _additive(m: Records | Metric, sem: Semantics) -> bool:
    return isinstance(m, Records) or m is Metric.BALANCE or (m is Metric.SALARY and sem.salary == "sum")


def _measure(m: Records | Metric, person_id: ColumnElement, sem: Semantics) -> ColumnElement:
    if isinstance(m, Records):
        return count_of(m, person_id)
    if m is Metric.BALANCE:
        ba = SQL_TABLES["bank_accounts"]
        total = func.coalesce(func.sum(ba.c.balance_cents), 0)
        return select(total).where(ba.c.owner_id == person_id).scalar_subquery()
    if m is Metric.SALARY:
        return _salary(person_id, sem)
    if m is Metric.DOB:
        p = SQL_TABLES["people"].alias("born")
        return select(p.c.dob).where(p.c.person_id == person_id).scalar_subquery()
    if m is Metric.CARD_EXPIRY:
        column = "expire" if sem.card_expiry == "text" else "expire_month"
        return _aggregate("credit_cards", func.min, column, person_id)
    table, fn, column = _SIMPLE[m]
    return _aggregate(table, fn, column, person_id)


_SIMPLE = {
    Metric.VEHICLE_YEAR: ("vehicles", func.min, "year"),
    Metric.JOB_START: ("employments", func.max, "start_date"),
    Metric.POLICY_EXPIRY: ("insurance_policies", func.min, "expires"),
}


def materialized(stmt: Select, name: str) -> CTE:
    """A CTE SQLite computes once into a table: each measure in it is evaluated once per row.

    Without it SQLite flattens the subquery, and a value used both as a column and in a
    window's ORDER BY runs its correlated subquery twice per person.
    """
    return stmt.cte(name).prefix_with("MATERIALIZED")


def ordered(column: ColumnElement, key: Key):
    """ORDER BY term for a key: the winning end first, people lacking the value last."""
    return (column.desc() if key.order is Order.HIGH else column.asc()).nulls_last()
