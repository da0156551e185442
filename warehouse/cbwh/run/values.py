"""How answers and intermediate values are written: money, counts, dates."""

from __future__ import annotations

from cbwh.spec.model import Metric, Records


def money(cents: int) -> str:
    """4801300 -> '$48,013.00' (exact: integer arithmetic only)."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(int(cents)), 100)
    return f"{sign}${whole:,}.{frac:02d}"


def show(measure: Records | Metric, value) -> str:
    """A measure's value as a person reads it."""
    if value is None:
        return "none"
    if measure == "records":
        return str(value)
    if measure in (Metric.BALANCE, Metric.SALARY):
        return money(value)
    if isinstance(measure, Records):
        return f"{value} {measure.value.replace('_', ' ')}"
    return str(value)
