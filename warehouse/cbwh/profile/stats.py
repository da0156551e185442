"""The statistics that describe a corpus's shape: one definition per statistic.

`cbwh profile` measures them (compile/profile.py builds the SQL), compares two
warehouses on them, and `cbwh synth` reads a profile's values back to generate a
corpus of the same shape. Plain data: the standard library only.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from cbwh.layout import DATE, EXPIRY, MONEY, OWNED, YEAR


class Kind(Enum):
    """How a statistic is measured and compared."""

    HISTOGRAM = "histogram"  # counts per category (records per person, a value vocabulary)
    SHARE = "share"  # hits out of a total
    MAXIMUM = "maximum"  # the largest value of a count
    QUANTILES = "quantiles"  # min, deciles, max of a numeric or date column


class Unit(Enum):
    """What the values of a quantiles statistic are, and how they become numbers."""

    DATE = "date"  # ISO date text -> day ordinal
    MONTH = "month"  # card expiry month 'YYYY-MM' -> month index
    CENTS = "cents"  # integer cents
    YEAR = "year"  # integer year


class Stat(NamedTuple):
    key: str  # stable name in the JSON profile, e.g. 'count.pets'
    kind: Kind
    label: str  # what a reader sees
    table: str
    column: str = ""  # the column measured ('' for records per person)
    unit: Unit | None = None  # quantiles only

    @property
    def size_dependent(self) -> bool:
        """Repeat shares grow with the number of records: compare corpora of equal size."""
        return self.key.startswith("repeat.")


QUANTILES = tuple(i / 10 for i in range(11))  # min, deciles, max

# Value vocabularies: a closed set of values drawn per record.
VOCABULARIES = (
    ("addresses", "state"), ("addresses", "country"), ("bank_accounts", "currency"),
    ("credit_cards", "provider"), ("employments", "currency"), ("insurance_policies", "policy_type"),
    ("medical_records", "blood_type"), ("medical_records", "condition"), ("pets", "species"), ("pets", "breed"),
)

# Columns whose values should (or should not) repeat: name collisions, shared companies.
REPEATS = (
    ("people", "full_name"), ("pets", "name"), ("employments", "employer"), ("bank_accounts", "bank_name"),
    ("insurance_policies", "insurer"), ("internet_accounts", "username"), ("vehicles", "license_plate"),
)

_UNITS = {DATE: Unit.DATE, EXPIRY: Unit.MONTH, MONEY: Unit.CENTS, YEAR: Unit.YEAR}


def _ranges() -> list[Stat]:
    """Every date, money, expiry and year column, from the layout."""
    from cbwh.layout import TABLES

    out = []
    for table in TABLES:
        for field in table.fields[1:]:
            unit = _UNITS.get(field.kind)
            if unit is None:
                continue
            column = {MONEY: f"{field.key}_cents", EXPIRY: f"{field.key}_month"}.get(field.kind, field.key)
            out.append(Stat(f"range.{table.name}.{field.key}", Kind.QUANTILES, f"{table.name}.{field.key}", table.name,
                            column, unit))
    return out


def _definitions() -> tuple[Stat, ...]:
    stats: list[Stat] = []
    for table in OWNED:
        stats.append(Stat(f"count.{table.name}", Kind.HISTOGRAM, f"{table.name} per person", table.name))
        stats.append(Stat(f"max.{table.name}", Kind.MAXIMUM, f"most {table.name} of one person", table.name))
    stats.append(Stat("share.addresses.multi_state", Kind.SHARE, "people with addresses in 2+ states", "addresses",
                      "state"))
    for name, column in REPEATS:
        stats.append(Stat(f"repeat.{name}.{column}", Kind.SHARE, f"{name}.{column} shared with another record",
                          name, column))
    stats.append(Stat("top.pets.name", Kind.SHARE, "pets with the most common pet name", "pets", "name"))
    for name, column in VOCABULARIES:
        stats.append(Stat(f"vocab.{name}.{column}", Kind.HISTOGRAM, f"{name}.{column} values", name, column))
    stats.extend(_ranges())
    return tuple(stats)


STATS: tuple[Stat, ...] = _definitions()
BY_KEY = {s.key: s for s in STATS}
