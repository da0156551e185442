"""Groups of people: a head noun phrase and its relative clauses, as ordered steps.

    residents of the same state as <anchor>
    Mastercard holders who live in the same state as <anchor>
    people with 4 or more internet accounts who have the same blood type as <anchor>
    the top 15 people by total bank balance who own at least one vehicle
"""

from __future__ import annotations

from cbwh.ask.cursor import Cursor
from cbwh.ask.nouns import anchor, attribute, balance, records
from cbwh.ask.tokens import NUMBER, WORD
from cbwh.spec.model import (
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
    TopN,
)

PEOPLE = "people|persons|those|everyone|users|owners"
HIGHEST_BALANCE = Key(Metric.BALANCE, Order.HIGH)


def _same(c: Cursor, attr: Attribute) -> SameAs:
    c.need("as")
    return SameAs(attr, anchor(c))


def _count(c: Cursor, verb_done: bool = True):
    """'at least one pet', 'exactly 6 bank accounts', '3 or more pets', 'no vehicles'."""
    if c.take("at least|minimum"):
        n, op = c.number("a count"), ">="
        if c.take("or more"):
            pass
    elif c.take("more than"):
        n, op = c.number("a count"), ">"
    elif c.take("fewer|less than"):
        n, op = c.number("a count"), "<"
    elif c.take("exactly"):
        n, op = c.number("a count"), "="
    elif c.take("no"):
        return CountIs(records(c), "=", 0)
    else:
        n = c.number("a count")
        op = ">=" if c.take("or more") else "<=" if c.take("or fewer|less") else "="
    return CountIs(records(c), op, n)


def predicate(c: Cursor):
    """A verb phrase after 'who' or 'and': one step."""
    if c.take("live|lives|living|reside|resides|residing in the same"):
        attr = Attribute.CITY if c.take("city") else (c.need("state"), Attribute.STATE)[1]
        return _same(c, attr)
    if c.take("share|shares|sharing|have|has|having the same"):
        return _same(c, attribute(c))
    if c.take("have|has an? internet account at|on the same url|website"):
        return _same(c, Attribute.URL)
    if c.take("have|has a credit? card with the same expiry|expiration date"):
        return _same(c, Attribute.CARD_EXPIRY)
    if c.take("own|owns|have|has a vehicle|car with the same make as a? vehicle|car? owned by"):
        return SameAs(Attribute.VEHICLE_MAKE, anchor(c))
    if c.take("do|does not own|have any") or c.take("don't|doesn't own|have any") or c.take("own|have|has no"):
        return CountIs(records(c), "=", 0)
    if c.take("started|began their current employment|job in"):
        return CurrentJobStartedIn(c.number("a year"))
    if c.take("own|owns|have|has|hold|holds"):
        return _count(c)
    c.fail()


def _holders(c: Cursor):
    """'<Value> (card) holders' and '<Type> insurance policy holders'."""
    start, words = c.i, []
    while c.token.kind in (WORD, NUMBER) and len(words) < 6:
        if c.at("card? holders|cardholders") and words:
            c.take("card? holders|cardholders")
            return Holds(Attribute.CARD_PROVIDER, " ".join(words))
        if c.at("insurance policy? holders") and words:
            c.take("insurance policy? holders")
            return Holds(Attribute.POLICY_TYPE, " ".join(words))
        words.append(c.token.text)
        c.i += 1
    c.i = start
    return None


def _head(c: Cursor) -> tuple[list, bool]:
    """The head noun phrase: (steps, whether it is a top-N cut)."""
    if c.take("the top? "):
        pass
    if c.token.kind == NUMBER and c.tokens[c.i + 1].low in ("people", "persons", "richest"):
        n = c.number()
        c.need("people|persons|richest")
        if c.take("with the highest|largest") or c.take("by"):
            balance(c)
        return [TopN(n, HIGHEST_BALANCE)], True
    if c.take(f"{PEOPLE}? with|having the highest|largest"):
        balance(c)
        c.need("in their state")
        return [StateLeader(HIGHEST_BALANCE)], False
    if c.take(f"{PEOPLE}? with|having the same"):
        return [_same(c, attribute(c))], False
    if c.take(f"{PEOPLE} with|having"):
        return [_count(c)], False
    if c.take(f"{PEOPLE} living|residing in the same"):
        attr = Attribute.CITY if c.take("city") else (c.need("state"), Attribute.STATE)[1]
        return [_same(c, attr)], False
    if c.take(f"{PEOPLE} who|that"):
        return [predicate(c)], False
    if c.take("residents|inhabitants of the same"):
        attr = Attribute.CITY if c.take("city") else (c.need("state"), Attribute.STATE)[1]
        return [_same(c, attr)], False
    if c.take("holders of the same"):
        return [_same(c, attribute(c))], False
    for pattern, kind in (("vehicle|car owners", Records.VEHICLES), ("pet owners", Records.PETS)):
        if c.take(pattern):
            return [CountIs(kind, ">=", 1)], False
    holders = _holders(c)
    if holders is not None:
        return [holders], False
    c.fail()


def group(c: Cursor) -> list:
    """Steps in order. Clauses on a top-N head narrow the pool the top is taken from."""
    c.take("all|any")
    steps, is_top = _head(c)
    clauses = []
    while c.take("who|that") or c.take("and who?"):
        clauses.append(predicate(c))
    return clauses + steps if is_top else steps + clauses


