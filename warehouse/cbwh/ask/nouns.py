"""Noun phrases: record kinds, shared attributes, anchors and rankings."""

from __future__ import annotations

from cbwh.ask.cursor import Cursor
from cbwh.spec.model import Anchor, AnchorKind, Attribute, Key, Metric, Order, Records

# pattern -> records; longer patterns first where they share a word
RECORDS = (
    ("credit cards|card", Records.CREDIT_CARDS),
    ("bank accounts|account", Records.BANK_ACCOUNTS),
    ("insurance policies|policy", Records.INSURANCE_POLICIES),
    ("internet accounts|account", Records.INTERNET_ACCOUNTS),
    ("employment records|record|histories|history", Records.EMPLOYMENTS),
    ("employments|jobs|job", Records.EMPLOYMENTS),
    ("vehicles|vehicle|cars|car", Records.VEHICLES),
    ("pets|pet", Records.PETS),
    ("addresses|address", Records.ADDRESSES),
    ("medical records|record", Records.MEDICAL_RECORDS),
)
ATTRIBUTES = (
    ("state", Attribute.STATE),
    ("city", Attribute.CITY),
    ("blood type", Attribute.BLOOD_TYPE),
    ("medical? condition", Attribute.CONDITION),
    ("job title", Attribute.JOB_TITLE),
    ("credit? card provider", Attribute.CARD_PROVIDER),
    ("insurance policy? type", Attribute.POLICY_TYPE),
    ("policy type", Attribute.POLICY_TYPE),
    ("url|website", Attribute.URL),
    ("credit? card? expiry|expiration date", Attribute.CARD_EXPIRY),
    ("vehicle? make", Attribute.VEHICLE_MAKE),
)
SPECIES = "dog|cat|fish|bird|rabbit"


def records(c: Cursor) -> Records:
    for pattern, kind in RECORDS:
        if c.take(pattern):
            return kind
    c.fail()


def attribute(c: Cursor) -> Attribute:
    for pattern, attr in ATTRIBUTES:
        if c.take(pattern):
            return attr
    c.fail()


def _species(c: Cursor) -> str | None:
    if c.at(f"the {SPECIES}"):
        c.take("the")
        c.i += 1
        return c.tokens[c.i - 1].low.capitalize()
    return None


def _owned(c: Cursor) -> Anchor:
    c.take("the|a")
    if c.take("pet named|called?"):
        name = c.name("a pet name in quotes")
        return Anchor(AnchorKind.PET, name, _species(c))
    if c.at(SPECIES):
        species = c.token.low.capitalize()
        c.i += 1
        c.need("named|called")
        return Anchor(AnchorKind.PET, c.name("a pet name in quotes"), species)
    if c.take("vehicle|car? with? license|licence plate|number") or c.take("license|licence plate|number"):
        return Anchor(AnchorKind.PLATE, c.string("a licence plate in quotes"))
    if c.take("internet? account with username|user|name?"):
        return Anchor(AnchorKind.USERNAME, c.string("a username in quotes"))
    c.fail()


def anchor(c: Cursor) -> Anchor:
    """'the owner of the pet named 'Dawn'', 'the user with internet username 'x''."""
    if c.take("the? owner of"):
        return _owned(c)
    if c.take("the? user|person|one with the? internet? username"):
        return Anchor(AnchorKind.USERNAME, c.string("a username in quotes"))
    c.fail()


def balance(c: Cursor) -> None:
    c.need("total? bank account? balance")


def by_birth(c: Cursor) -> None:
    c.take("( by date of birth|dob )") or c.take("( by birth date )") or c.take("by date of birth")


def rank(c: Cursor) -> Key:
    """A ranking noun phrase: 'the most pets', 'the highest total bank balance', 'the oldest vehicle'."""
    c.take("the")
    if c.take("most|more"):
        return Key(records(c), Order.HIGH)
    if c.take("fewest|least|less"):
        return Key(records(c), Order.LOW)
    if c.take("highest|higher|largest|greatest|biggest|top"):
        if c.take("salary|pay"):
            return Key(Metric.SALARY, Order.HIGH)
        balance(c)
        return Key(Metric.BALANCE, Order.HIGH)
    if c.take("oldest|earliest vehicle|car"):
        return Key(Metric.VEHICLE_YEAR, Order.LOW)
    if c.take("oldest|eldest"):
        c.take("person")
        by_birth(c)
        return Key(Metric.DOB, Order.LOW)
    if c.take("salary"):
        return Key(Metric.SALARY, Order.HIGH)
    if c.at("total|bank"):
        balance(c)
        return Key(Metric.BALANCE, Order.HIGH)
    c.fail()


def ranked_by_verb(c: Cursor) -> Key:
    """After 'who (among them)': 'is the oldest', 'has the most vehicles', 'owns the most pets'."""
    if c.take("is|are the? oldest|eldest"):
        return Key(Metric.DOB, Order.LOW)
    c.need("has|have|owns|own")
    return rank(c)
