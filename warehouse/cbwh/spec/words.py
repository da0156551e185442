"""The words of the catalog: ranking phrases and their keys; how values are written.

Shared by the catalog loader and anything that prints a spec back as text.
"""

from __future__ import annotations

from typing import Any, assert_never

from cbwh.spec.model import (
    Anchor,
    AnchorKind,
    Attribute,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    Metric,
    Order,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
)

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
    """The ranking phrase of a key, as the catalog and ask word it ('most vehicles', 'oldest')."""
    if key in PHRASES:
        return PHRASES[key]
    if isinstance(key.measure, Records):  # counts the catalog does not rank by, worded as ask reads them
        return f"{'most' if key.order is Order.HIGH else 'fewest'} {RECORD_WORDS[key.measure]}"
    return f"{key.order.value} {key.measure.value}"


# Spec -> words: how explanations, audits and exports name a spec's parts (ask reads the other way).

RECORD_WORDS: dict[Records, str] = {
    Records.VEHICLES: "vehicles",
    Records.CREDIT_CARDS: "credit cards",
    Records.PETS: "pets",
    Records.BANK_ACCOUNTS: "bank accounts",
    Records.INSURANCE_POLICIES: "insurance policies",
    Records.INTERNET_ACCOUNTS: "internet accounts",
    Records.EMPLOYMENTS: "employments",
    Records.ADDRESSES: "addresses",
    Records.MEDICAL_RECORDS: "medical records",
}

ATTRIBUTE_WORDS: dict[Attribute, str] = {
    Attribute.STATE: "state",
    Attribute.CITY: "city",
    Attribute.BLOOD_TYPE: "blood type",
    Attribute.CONDITION: "condition",
    Attribute.CARD_PROVIDER: "card provider",
    Attribute.CARD_EXPIRY: "card expiry",
    Attribute.POLICY_TYPE: "policy type",
    Attribute.JOB_TITLE: "job title",
    Attribute.URL: "url",
    Attribute.VEHICLE_MAKE: "vehicle make",
}

ANCHOR_WORDS: dict[AnchorKind, str] = {AnchorKind.PET: "pet", AnchorKind.PLATE: "plate", AnchorKind.USERNAME: "username"}

# Semantic readings other than the default, as the audit names them.
READING_WORDS: dict[str, str] = {
    "anchor_owners=first": "only the first pet of that name (file order) as the anchor",
    "anchor_values=first": "only the anchor owner's first record for the shared value (e.g. the first address)",
    "residency=first": "only each person's first address counts as where they live",
    "fanout=addresses": "counts and sums joined through addresses (one copy per address)",
    "card_expiry=text": "card expiry compared as MM/YY text",
    "salary=latest": "a person's salary is their latest job's",
    "salary=sum": "a person's salary is all their jobs added up",
    "ties=file_order": "ties broken by file order instead of reported",
}


def anchor_words(anchor: Anchor) -> str:
    """"pet 'Dawn'", "plate 'BBB 221'": the record that names an anchor."""
    return f"{ANCHOR_WORDS[anchor.kind]} {anchor.value!r}"


def step_words(step: Step) -> str:
    """One narrowing step as the explanation prints it: 'same state as the owner(s) of pet 'Dawn''."""
    match step:
        case SameAs(attribute=attribute, anchor=a):
            what = f"{a.species.lower()} " if a.species else ""
            return f"same {ATTRIBUTE_WORDS[attribute]} as the owner(s) of {ANCHOR_WORDS[a.kind]} {what}{a.value!r}"
        case Holds():
            return f"holds a {ATTRIBUTE_WORDS[step.attribute]} {step.value!r}"
        case CountIs():
            return f"{RECORD_WORDS[step.records]} {step.op} {step.n}"
        case CurrentJobStartedIn():
            return f"current job started in {step.year}"
        case TopN():
            return f"top {step.n} by {describe_key(step.key)}"
        case StateLeader():
            return f"first in one of their states by {describe_key(step.key)}"
        case _:
            assert_never(step)


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
        return f"{value} {RECORD_WORDS[measure]}"
    return str(value)
