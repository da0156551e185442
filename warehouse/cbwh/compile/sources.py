"""Where each spec concept lives in the warehouse: the one mapping from records,
attributes, anchors and metrics to tables and columns.

The spec (`cbwh.spec.model`) names concepts only; the compiler reads their tables and
columns here and nowhere else. A test checks every entry against `cbwh.layout`.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from cbwh import layout
from cbwh.spec.model import AnchorKind, Attribute, Metric, Records


class Column(NamedTuple):
    table: str
    column: str


class AnchorSource(NamedTuple):
    """The record naming an anchor: looked up by `column`, in file order by `record_id`."""

    table: str
    column: str
    record_id: str
    species: str | None = None  # the column narrowing the anchor by species, where it has one


class MetricSource(NamedTuple):
    """A per-person metric: `aggregate` over the person's records' `column` (none: one value per person)."""

    column: Column
    aggregate: Literal["min", "max", "sum"] | None


PEOPLE = layout.PEOPLE.name  # one row per person: person_id, full_name, dob
OWNER = layout.OWNER_ID  # every record table's link to people.person_id

RECORDS: dict[Records, str] = {
    Records.VEHICLES: "vehicles",
    Records.CREDIT_CARDS: "credit_cards",
    Records.PETS: "pets",
    Records.BANK_ACCOUNTS: "bank_accounts",
    Records.INSURANCE_POLICIES: "insurance_policies",
    Records.INTERNET_ACCOUNTS: "internet_accounts",
    Records.EMPLOYMENTS: "employments",
    Records.ADDRESSES: "addresses",
    Records.MEDICAL_RECORDS: "medical_records",
}

ATTRIBUTES: dict[Attribute, Column] = {
    Attribute.STATE: Column("addresses", "state"),
    Attribute.CITY: Column("addresses", "city"),
    Attribute.BLOOD_TYPE: Column("medical_records", "blood_type"),
    Attribute.CONDITION: Column("medical_records", "condition"),
    Attribute.CARD_PROVIDER: Column("credit_cards", "provider"),
    Attribute.CARD_EXPIRY: Column("credit_cards", "expire"),
    Attribute.POLICY_TYPE: Column("insurance_policies", "policy_type"),
    Attribute.JOB_TITLE: Column("employments", "job_title"),
    Attribute.URL: Column("internet_accounts", "url"),
    Attribute.VEHICLE_MAKE: Column("vehicles", "make"),
}

# Where people live: residency (any or first address) and the state a state leader leads.
RESIDENCE = ATTRIBUTES[Attribute.STATE]

ANCHORS: dict[AnchorKind, AnchorSource] = {
    AnchorKind.PET: AnchorSource("pets", "name", "pet_id", species="species"),
    AnchorKind.PLATE: AnchorSource("vehicles", "license_plate", "vehicle_id"),
    AnchorKind.USERNAME: AnchorSource("internet_accounts", "username", "net_id"),
}

METRICS: dict[Metric, MetricSource] = {
    Metric.BALANCE: MetricSource(Column("bank_accounts", "balance_cents"), "sum"),  # no account: 0
    Metric.SALARY: MetricSource(Column("employments", "salary_cents"), "max"),  # see Semantics.salary
    Metric.DOB: MetricSource(Column(PEOPLE, "dob"), None),
    Metric.VEHICLE_YEAR: MetricSource(Column("vehicles", "year"), "min"),
    Metric.JOB_START: MetricSource(Column("employments", "start_date"), "max"),
    Metric.POLICY_EXPIRY: MetricSource(Column("insurance_policies", "expires"), "min"),
    Metric.CARD_EXPIRY: MetricSource(Column("credit_cards", "expire_month"), "min"),  # MM/YY as 20YY-MM
}
CARD_EXPIRY_TEXT = Column("credit_cards", "expire")  # the MM/YY text, compared as text under card_expiry=text
JOB_ORDER = (Column("employments", "start_date"), Column("employments", "employment_id"))  # latest job first, by these
