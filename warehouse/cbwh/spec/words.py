"""The words of the catalog: ranking phrases and their keys.

Shared by the catalog loader and anything that prints a spec back as text.
"""

from __future__ import annotations

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
