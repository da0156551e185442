"""SQL for the corpus-shape statistics of `cbwh profile` (one builder per kind).

Builds SQLAlchemy Core statements only; `cbwh.run.profile` runs them. Values
are bound parameters, and every ORDER BY ends in a unique key.
"""

from __future__ import annotations

from typing import assert_never

from sqlalchemy import Select, func, literal, select

from cbwh.profile.stats import Kind, Stat
from cbwh.store.schema import SQL_TABLES


def _per_person(table: str):
    """(person_id, n): every person with the number of their records in table (0 included)."""
    people, owned = SQL_TABLES["people"], SQL_TABLES[table]
    id_col = owned.primary_key.columns.values()[0]
    return (
        select(people.c.person_id, func.count(id_col).label("n"))
        .select_from(people.outerjoin(owned, owned.c.owner_id == people.c.person_id))
        .group_by(people.c.person_id)
        .subquery("per_person")
    )


def _value_counts(stat: Stat):
    """(value, n): how many records carry each value of the column."""
    table = SQL_TABLES[stat.table]
    col = table.c[stat.column]
    return select(col.label("value"), func.count().label("n")).group_by(col).subquery("value_counts")


def histogram(stat: Stat) -> Select:
    """(category, count) rows, ordered by category."""
    if stat.key.startswith("count."):
        per = _per_person(stat.table)
        return select(per.c.n.label("category"), func.count().label("count")).group_by(per.c.n).order_by(per.c.n)
    counts = _value_counts(stat)
    return select(counts.c.value.label("category"), counts.c.n.label("count")).order_by(counts.c.value)


def maximum(stat: Stat) -> Select:
    """One row: the most records of the table that one person has."""
    per = _per_person(stat.table)
    return select(func.coalesce(func.max(per.c.n), 0))


def share(stat: Stat) -> Select:
    """One row (hits, total)."""
    if stat.key == "share.addresses.multi_state":
        addresses, people = SQL_TABLES["addresses"], SQL_TABLES["people"]
        movers = (
            select(addresses.c.owner_id).group_by(addresses.c.owner_id)
            .having(func.count(addresses.c[stat.column].distinct()) > literal(1)).subquery("movers")
        )
        return select(select(func.count()).select_from(movers).scalar_subquery(),
                      select(func.count()).select_from(people).scalar_subquery())
    counts = _value_counts(stat)
    total = select(func.count()).select_from(SQL_TABLES[stat.table]).scalar_subquery()
    if stat.key.startswith("repeat."):
        hits = func.coalesce(func.sum(counts.c.n).filter(counts.c.n > literal(1)), 0)
    elif stat.key.startswith("top."):
        hits = func.coalesce(func.max(counts.c.n), 0)
    else:
        raise ValueError(f"no share query for {stat.key}")
    return select(hits, total)


def row_count(stat: Stat) -> Select:
    """How many values a quantiles statistic ranges over."""
    col = SQL_TABLES[stat.table].c[stat.column]
    return select(func.count(col))


def value_at(stat: Stat, offset: int) -> Select:
    """The value at a 0-based position of the column in sorted order."""
    table = SQL_TABLES[stat.table]
    col = table.c[stat.column]
    key = table.primary_key.columns.values()[0]
    return select(col).order_by(col, key).limit(1).offset(offset)


def statement(stat: Stat) -> Select:
    """The one statement of a histogram, share or maximum statistic."""
    match stat.kind:
        case Kind.HISTOGRAM:
            return histogram(stat)
        case Kind.SHARE:
            return share(stat)
        case Kind.MAXIMUM:
            return maximum(stat)
        case Kind.QUANTILES:
            return row_count(stat)
        case _:
            assert_never(stat.kind)


def meta_value(key: str) -> Select:
    """A value of cbwh_meta (e.g. the corpus checksum)."""
    from cbwh.store.schema import cbwh_meta

    return select(cbwh_meta.c.value).where(cbwh_meta.c.key == key)
