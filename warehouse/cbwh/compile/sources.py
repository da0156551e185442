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


class AttributeSource(NamedTuple):
    """An attribute's record table and the columns that identify one value, compared as a
    row value: a city is (city, state), since one city name occurs in several states."""

    table: str
    columns: tuple[str, ...]

    @property
    def column(self) -> str:
        """The column a value is named by (a city's name; a Holds value is compared with it)."""
        return self.columns[0]


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

ATTRIBUTES: dict[Attribute, AttributeSource] = {
    Attribute.STATE: AttributeSource("addresses", ("state",)),
    Attribute.CITY: AttributeSource("addresses", ("city", "state")),
    Attribute.BLOOD_TYPE: AttributeSource("medical_records", ("blood_type",)),
    Attribute.CONDITION: AttributeSource("medical_records", ("condition",)),
    Attribute.CARD_PROVIDER: AttributeSource("credit_cards", ("provider",)),
    Attribute.CARD_EXPIRY: AttributeSource("credit_cards", ("expire",)),
    Attribute.POLICY_TYPE: AttributeSource("insurance_policies", ("policy_type",)),
    Attribute.JOB_TITLE: AttributeSource("employments", ("job_title",)),
    Attribute.URL: AttributeSource("internet_accounts", ("url",)),
    Attribute.VEHICLE_MAKE: AttributeSource("vehicles", ("make",)),
    Attribute.PET_SPECIES: AttributeSource("pets", ("species",)),
}

# Where people live: residency (any or first address) and the state a state leader leads.
RESIDENCE = Column(ATTRIBUTES[Attribute.STATE].table, ATTRIBUTES[Attribute.STATE].column)

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
