"""Drawing values from a profile's statistics with stdlib random.

Counts per person and vocabularies are drawn with their measured frequencies; dates,
amounts and years piecewise-uniformly between the measured quantiles (min, deciles,
max), so a synthesized column has the measured range and shape.
"""

from __future__ import annotations

import itertools
import random
from bisect import bisect_right
from datetime import date
from typing import Any

from cbwh.errors import UsageError
from cbwh.profile.compare import as_number
from cbwh.profile.model import Profile
from cbwh.profile.stats import BY_KEY, Unit


class Weighted:
    """Categories with weights, drawn with one cumulative table."""

    __slots__ = ("keys", "cum", "total")

    def __init__(self, counts: dict[Any, int]):
        self.keys = list(counts)
        self.cum = list(itertools.accumulate(counts.values()))
        self.total = self.cum[-1]

    def draw(self, rng: random.Random) -> Any:
        return self.keys[bisect_right(self.cum, rng.random() * self.total)]

    def share(self, predicate) -> float:
        total = self.cum[-1]
        weights = [b - a for a, b in zip([0, *self.cum], self.cum)]
        return sum(w for k, w in zip(self.keys, weights) if predicate(k)) / total


class Quantiles:
    """A column's measured quantiles; draws fall uniformly within a uniformly chosen decile."""

    __slots__ = ("unit", "points")

    def __init__(self, unit: Unit, values: list[Any], where: str):
        self.unit = unit
        try:
            self.points = [int(as_number(unit, v)) for v in values]
        except (TypeError, ValueError, IndexError):
            raise UsageError(f"{where}: values must be {unit.value}s") from None
        if self.points != sorted(self.points):
            raise UsageError(f"{where}: values must be in ascending order (min, deciles, max)")

    def draw(self, rng: random.Random) -> int:
        points = self.points
        i = int(rng.random() * (len(points) - 1))
        low = points[i]
        return low + int(rng.random() * (points[i + 1] - low + 1))


def iso_date(day: int) -> str:
    return date.fromordinal(day).isoformat()


def card_expiry(month_index: int) -> str:
    """Month index (year * 12 + month - 1) -> 'MM/YY' (cards are read as 20YY)."""
    year, month = divmod(month_index, 12)
    if not 2000 <= year <= 2099:
        raise UsageError(f"card expiry year {year} cannot be written as MM/YY (read as 20YY)")
    return f"{month + 1:02d}/{year % 100:02d}"


def money(cents: int) -> str:
    """Upstream's amounts: Python's shortest float text, e.g. 4801300 -> '48013.0', 1038170 -> '10381.7'."""
    text = repr(cents / 100)
    if "e" in text or "inf" in text:
        raise UsageError(f"amount {cents / 100} is too large to write")
    return text


class Shape:
    """Every distribution the generator reads from a profile."""

    def __init__(self, profile: Profile, where: str):
        stats = profile.statistics

        def need(key: str) -> dict[str, Any]:
            if key not in stats:
                raise UsageError(f"{where}: statistics.{key} is missing")
            return stats[key]

        self.counts = {k[len("count."):]: Weighted(_int_keys(need(k)["counts"], f"{where}: statistics.{k}"))
                       for k in BY_KEY if k.startswith("count.")}
        self.vocab = {}
        for key in (k for k in BY_KEY if k.startswith("vocab.")):
            counts = need(key)["counts"]
            table = key.split(".")[1]
            if not sum(counts.values()):
                if self.counts[table].share(lambda k: k > 0):
                    raise UsageError(f"{where}: statistics.{key} has no values, but {table} records may be drawn")
                counts = {"": 1}  # never drawn: the table has no records
            self.vocab[key[len("vocab."):]] = Weighted(counts)
        self.ranges = {}
        for key, stat in BY_KEY.items():
            if key.startswith("range."):
                assert stat.unit is not None
                values = need(key)["values"]
                if not values:
                    if stat.table == "people" or self.counts[stat.table].share(lambda k: k > 0):
                        raise UsageError(f"{where}: statistics.{key} has no values, but {stat.table} records may be drawn")
                    continue  # never drawn: the table has no records
                self.ranges[key[len("range."):]] = Quantiles(stat.unit, values, f"{where}: statistics.{key}")
        multi = need("share.addresses.multi_state")
        movers = self.counts["addresses"].share(lambda k: k >= 2)
        wanted = multi["hits"] / multi["of"] if multi["of"] else 0.0
        # among people with 2+ addresses, the chance that they span 2+ states
        self.multi_state = min(1.0, wanted / movers) if movers else 0.0


def _int_keys(counts: dict[str, int], where: str) -> dict[int, int]:
    for k in counts:
        if not (k.isdigit() and k.isascii()):
            raise UsageError(f"{where}: categories are numbers of records, got {k!r}")
    return {int(k): n for k, n in counts.items()}
