"""The words of the catalog: ranking phrases and their keys; how values are written.

Shared by the catalog loader and anything that prints a spec back as text.
"""

from __future__ import annotations

from typing import Any

from cbwh.spec.model import Key, Metric, Order, Records

_COUNTED = {
    "vehicles": Records.VEHICLES,
    "credit cards": Records.CREDIT_CARDS,
    "pets": Records.PETS,
    "bank accounts": Records.BANK_ACCOUNTS,
    "insurance policies": Records.INSURANCE_POLICIES,
    "internet accounts": Records.INTERNET_ACCOUNTS,
    "employment records": Records.EMPLOYMENTS,
}

KEYS: dict[str, Key] = {
    **{f"most {words}": Key(records, Order.HIGH) for words, records in _COUNTED.items()},
    "highest balance": Key(Metric.BALANCE, Order.HIGH),
    "highest salary": Key(Metric.SALARY, Order.HIGH),
    "oldest": Key(Metric.DOB, Order.LOW),
    "oldest vehicle": Key(Metric.VEHICLE_YEAR, Order.LOW),
    "latest job start": Key(Metric.JOB_START, Order.HIGH),
    "first policy expiry": Key(Metric.POLICY_EXPIRY, Order.LOW),
    "first card expiry": Key(Metric.CARD_EXPIRY, Order.LOW),
}

PHRASES: dict[Key, str] = {key: phrase for phrase, key in KEYS.items()}


def describe_key(key: Key) -> str:
    return PHRASES.get(key, f"{key.order.value} {key.measure.value}")


def money(cents: int) -> str:
    """4801300 -> '$48,013.00' (exact: integer arithmetic only)."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(int(cents)), 100)
    return f"{sign}${whole:,}.{frac:02d}"


def show(measure: Records | Metric | str, value: Any) -> str:
    """A measure's value as a person reads it ('4 vehicles', '$48,013.00', '1974-06-10')."""
    if value is None:
        return "none"
    if measure == "records":
        return str(value)
    if measure in (Metric.BALANCE, Metric.SALARY):
        return money(value)
    if isinstance(measure, Records):
        return f"{value} {measure.value.replace('_', ' ')}"
    return str(value)
