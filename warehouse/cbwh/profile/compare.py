"""Two profiles side by side: a distance per statistic and the tolerance it is judged by.

Distances (0 = the same):
- histogram: total variation distance between the two shares per category (0..1);
- share: the absolute difference of the two shares;
- maximum: the absolute difference;
- quantiles: the largest difference between matching quantiles (min, deciles, max),
  as a fraction of the reference's range (max - min).

Tolerances are what sampling noise alone explains, from both sides' sizes n_a, n_b:
- histogram: twice the expected total variation of two samples of one distribution,
  sqrt(2/pi) * sum_k sqrt(p_k (1 - p_k)) * sqrt(1/n_a + 1/n_b), p the pooled shares;
- share: three standard deviations, 3 * sqrt(p (1 - p) (1/n_a + 1/n_b)), p pooled;
- maximum: 0 (record-count maxima must match);
- quantiles: 1.5 * sqrt(1/n_a + 1/n_b) (three standard deviations of a median, in
  range units).
Repeat shares grow with the number of records, so they are judged only when both
corpora have the same number of people (within 10%).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from typing import Any, assert_never

from cbwh.profile.model import Profile
from cbwh.profile.stats import STATS, Kind, Stat, Unit


@dataclass(frozen=True)
class Row:
    stat: Stat
    this: dict[str, Any] | None
    other: dict[str, Any] | None
    distance: float | None
    tolerance: float | None

    @property
    def within(self) -> bool | None:
        if self.distance is None or self.tolerance is None:
            return None
        return self.distance <= self.tolerance + 1e-12

    def to_json(self) -> dict[str, Any]:
        return {
            "statistic": self.stat.key, "label": self.stat.label, "this": self.this, "other": self.other,
            "distance": None if self.distance is None else round(self.distance, 6),
            "tolerance": None if self.tolerance is None else round(self.tolerance, 6), "within": self.within,
        }


def as_number(unit: Unit, value: Any) -> float:
    """A quantile value as a number (dates as day ordinals, months as month indexes)."""
    match unit:
        case Unit.DATE:
            return date.fromisoformat(value).toordinal()
        case Unit.MONTH:
            return int(value[:4]) * 12 + int(value[5:7]) - 1
        case Unit.CENTS | Unit.YEAR:
            return int(value)
        case _:
            assert_never(unit)


def _histogram(a: dict[str, int], b: dict[str, int]) -> tuple[float, float]:
    na, nb = sum(a.values()), sum(b.values())
    if not na or not nb:  # a file with no records has an empty vocabulary
        return (0.0 if na == nb else 1.0), 0.0
    keys = set(a) | set(b)
    tv = 0.5 * sum(abs(a.get(k, 0) / na - b.get(k, 0) / nb) for k in keys)
    pooled = [(a.get(k, 0) + b.get(k, 0)) / (na + nb) for k in keys]
    spread = sum(math.sqrt(p * (1 - p)) for p in pooled)
    return tv, math.sqrt(2 / math.pi) * spread * math.sqrt(1 / na + 1 / nb)


def _share(a: dict[str, int], b: dict[str, int]) -> tuple[float, float]:
    if not a["of"] or not b["of"]:
        return (0.0 if a["of"] == b["of"] else 1.0), 0.0
    pa, pb = a["hits"] / a["of"], b["hits"] / b["of"]
    p = (a["hits"] + b["hits"]) / (a["of"] + b["of"])
    return abs(pa - pb), 3 * math.sqrt(p * (1 - p) * (1 / a["of"] + 1 / b["of"]))


def _quantiles(unit: Unit, a: dict[str, Any], b: dict[str, Any]) -> tuple[float, float]:
    if not a["n"] or not b["n"]:
        return (0.0 if a["n"] == b["n"] else 1.0), 0.0
    xs = [as_number(unit, v) for v in a["values"]]
    ys = [as_number(unit, v) for v in b["values"]]
    width = (ys[-1] - ys[0]) or 1
    return max(abs(x - y) for x, y in zip(xs, ys)) / width, 1.5 * math.sqrt(1 / a["n"] + 1 / b["n"])


def distance(stat: Stat, a: dict[str, Any], b: dict[str, Any]) -> tuple[float, float]:
    """(distance, tolerance) of one statistic measured on two corpora."""
    match stat.kind:
        case Kind.HISTOGRAM:
            return _histogram(a["counts"], b["counts"])
        case Kind.SHARE:
            return _share(a, b)
        case Kind.MAXIMUM:
            return float(abs(a["value"] - b["value"])), 0.0
        case Kind.QUANTILES:
            assert stat.unit is not None
            return _quantiles(stat.unit, a, b)
        case _:
            assert_never(stat.kind)


def compare(this: Profile, other: Profile) -> list[Row]:
    """Every statistic of both profiles, with its distance and tolerance."""
    same_size = abs(this.people - other.people) <= 0.1 * max(this.people, other.people, 1)
    rows = []
    for stat in STATS:
        a, b = this.statistics.get(stat.key), other.statistics.get(stat.key)
        if a is None or b is None or (stat.size_dependent and not same_size):
            rows.append(Row(stat, a, b, None, None))
            continue
        d, tol = distance(stat, a, b)
        rows.append(Row(stat, a, b, d, tol))
    return rows


def summary(stat: Stat, value: dict[str, Any] | None) -> str:
    """One short cell for a statistic's value."""
    if value is None:
        return "-"
    match stat.kind:
        case Kind.HISTOGRAM:
            counts = value["counts"]
            total = sum(counts.values())
            if not total:
                return "none"
            if stat.key.startswith("count."):
                mean = sum(int(k) * n for k, n in counts.items()) / total
                return f"{min(map(int, counts))}-{max(map(int, counts))}, mean {mean:.2f}"
            top = max(counts, key=lambda k: (counts[k], k))
            return f"{len(counts)} value{'s' if len(counts) != 1 else ''}, top {top} {counts[top] / total:.1%}"
        case Kind.SHARE:
            return f"{value['hits'] / value['of']:.1%} ({value['hits']}/{value['of']})" if value["of"] else "0/0"
        case Kind.MAXIMUM:
            return str(value["value"])
        case Kind.QUANTILES:
            vals = value["values"]
            if not vals:
                return "none"
            if stat.unit is Unit.CENTS:
                vals = [f"{v / 100:.2f}" for v in vals]
            return f"{vals[0]} .. {vals[5]} .. {vals[-1]}"
        case _:
            assert_never(stat.kind)
