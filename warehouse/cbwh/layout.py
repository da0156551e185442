"""The one definition of the warehouse layout: which file feeds which table, and how.

Plain data and the standard library only, so that `cbwh ingest` starts fast.
`cbwh.store.schema` turns it into SQLAlchemy Core metadata (used by the compiler
and to check the migrations); the parser reads the field kinds from here.
"""

from __future__ import annotations

from typing import NamedTuple

# Field kinds: how a text value is checked and stored (column_notes says it in words).
TEXT = "text"  # stored verbatim (identifiers keep leading zeros)
DATE = "date"  # YYYY-MM-DD, stored as ISO text
YEAR = "year"  # integer
MONEY = "money"  # decimal text as written, plus <name>_cents: exact integer cents
EXPIRY = "expiry"  # MM/YY; stored as text plus expire_month = 20YY-MM

OWNER_ID = "owner_id"  # an owned record's link to people.person_id
NO_CONDITION = "None"  # a medical record's condition when the person has none (a value to share? see ask)


class Stored(NamedTuple):
    """One column a field kind fills: the key plus `suffix`, its SQLite type, and what it holds."""

    suffix: str
    sql_type: str  # "text" or "integer"
    note: str  # in words; {key} is the field's key


# Each kind's stored columns, in insert order: the one place a kind is expanded into columns.
KINDS: dict[str, tuple[Stored, ...]] = {
    TEXT: (Stored("", "text", "text as written (identifiers keep their leading zeros)"),),
    DATE: (Stored("", "text", "date, ISO YYYY-MM-DD"),),
    YEAR: (Stored("", "integer", "year, an integer"),),
    MONEY: (Stored("", "text", "amount as written in the file (text)"),
            Stored("_cents", "integer", "{key} in exact integer cents: sum and compare these")),
    EXPIRY: (Stored("", "text", "expiry as written, MM/YY (text: sorts by month before year)"),
             Stored("_month", "text", "{key} as 20YY-MM: sorts by date")),
}


class Field(NamedTuple):
    key: str
    kind: str = TEXT
    indexed: bool = False  # the column gets an index

    def stored(self) -> tuple[tuple[str, str, str], ...]:
        """(column name, SQLite type, what it holds) for each column this field fills, in insert order."""
        return tuple((self.key + s.suffix, s.sql_type, s.note.format(key=self.key)) for s in KINDS[self.kind])

    def columns(self) -> tuple[str, ...]:
        """Column names this field fills, in insert order."""
        return tuple(self.key + s.suffix for s in KINDS[self.kind])


class Table(NamedTuple):
    name: str
    id_key: str
    fields: tuple[Field, ...]  # the id key first, in file order
    owned: bool = True  # records owned by a person (an owner_id column); people.txt is the one table that is not

    @property
    def file_name(self) -> str:
        return f"{self.name}.txt"

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(f.key for f in self.fields)

    def columns(self) -> tuple[str, ...]:
        """Insert column order: id, owner_id, then every field's columns."""
        rest = [c for f in self.fields[1:] for c in f.columns()]
        return (self.id_key, OWNER_ID, *rest) if self.owned else (self.id_key, *rest)


PEOPLE = Table(
    "people",
    "person_id",
    (Field("person_id"), Field("full_name", indexed=True), Field("dob", DATE), Field("email"), Field("phone")),
    owned=False,
)

OWNED = (
    Table("addresses", "address_id", (
        Field("address_id"), Field("street"), Field("city", indexed=True), Field("state", indexed=True),
        Field("postal_code"), Field("country"))),
    Table("bank_accounts", "account_id", (
        Field("account_id"), Field("bank_name"), Field("routing"), Field("account_no"),
        Field("balance", MONEY), Field("currency"))),
    Table("credit_cards", "card_id", (
        Field("card_id"), Field("provider", indexed=True), Field("number"), Field("expire", EXPIRY),
        Field("cvc"))),
    Table("employments", "employment_id", (
        Field("employment_id"), Field("employer"), Field("job_title", indexed=True),
        Field("start_date", DATE), Field("salary", MONEY), Field("currency"))),
    Table("insurance_policies", "policy_id", (
        Field("policy_id"), Field("insurer"), Field("policy_type", indexed=True), Field("policy_number"),
        Field("expires", DATE))),
    Table("internet_accounts", "net_id", (
        Field("net_id"), Field("username", indexed=True), Field("email"), Field("url", indexed=True),
        Field("password"))),
    Table("medical_records", "record_id", (
        Field("record_id"), Field("ssn"), Field("blood_type", indexed=True), Field("condition", indexed=True))),
    Table("pets", "pet_id", (
        Field("pet_id"), Field("name", indexed=True), Field("species"), Field("breed"))),
    Table("vehicles", "vehicle_id", (
        Field("vehicle_id"), Field("make", indexed=True), Field("model"), Field("year", YEAR),
        Field("license_plate", indexed=True))),
)

TABLES: tuple[Table, ...] = (PEOPLE, *OWNED)


def column_notes(table: Table) -> dict[str, str]:
    """What each column of a corpus table holds, in words (derived from the field kinds)."""
    notes = {table.id_key: f"record id, as in the record headers of {table.file_name}"}
    if table.owned:
        notes[OWNER_ID] = "the person who owns this record (people.person_id)"
    for field in table.fields[1:]:
        notes.update({name: note for name, _, note in field.stored()})
    return notes
