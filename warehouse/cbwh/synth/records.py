"""One person's records, value by value, in the upstream corpus's formats.

Faker (seeded) draws what should read like real data; stdlib `random` (seeded with the
same seed) draws counts, vocabularies, dates, amounts and every number-like identifier.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from cbwh.errors import UsageError
from cbwh.synth.draw import Shape, card_expiry, iso_date, money
from cbwh.synth.fake import Names, card_types, make_faker
from cbwh.synth.settings import Settings

TRIES = 1000  # draws of a unique value before the pool counts as exhausted


class Unique:
    """Values drawn until one is new (like Faker's `unique`, with a clear error when exhausted)."""

    __slots__ = ("what", "seen")

    def __init__(self, what: str):
        self.what = what
        self.seen: set[str] = set()

    def draw(self, make: Callable[[], str]) -> str:
        for _ in range(TRIES):
            value = make()
            if value not in self.seen:
                self.seen.add(value)
                return value
        raise UsageError(f"cannot draw another unique {self.what} after {TRIES} tries ({len(self.seen)} drawn): "
                         f"the pool is exhausted; set synth.{self.what} to \"faker\" in a profile to allow repeats")


_SPECIAL = "!@#$%^&*()_+"
_PASSWORD = string.ascii_letters + string.digits + _SPECIAL


class Records:
    """Draws every record of one person; one instance per synthesized corpus."""

    def __init__(self, seed: int, shape: Shape, settings: Settings):
        self.rng = random.Random(seed)
        self.names = Names()
        self.fake = make_faker(seed, self.names)
        self.shape = shape
        self.cards = card_types()
        self.unique = {column: Unique(column) for column, how in settings.draws.items() if how == "unique"}
        self.companies = Unique("company")  # one pool: no two records share a company unless pooled
        self.people_emails, self.phones, self.net_emails = Unique("email"), Unique("phone"), Unique("email")
        self.draws = settings.draws
        self.pools: dict[str, list[str]] = {}
        for column, how in settings.draws.items():
            if isinstance(how, int):
                self.pools[column] = [self.companies.draw(self.fake.company) for _ in range(how)]

    def _value(self, column: str, make: Callable[[], str]) -> str:
        unique = self.unique.get(column)
        return unique.draw(make) if unique else make()

    def _company(self, column: str) -> str:
        pool = self.pools.get(column)
        if pool is not None:
            return self.rng.choice(pool)
        if self.draws[column] == "unique":
            return self.companies.draw(self.fake.company)
        return self.fake.company()

    def _digits(self, n: int) -> str:
        return f"{self.rng.randrange(10 ** n):0{n}d}"

    def _range(self, key: str) -> int:
        return self.shape.ranges[key].draw(self.rng)

    def person(self) -> tuple[str, ...]:
        fake = self.fake
        name = self._value("people.full_name", lambda: f"{fake.first_name()} {fake.last_name()}")
        dob = iso_date(self._range("people.dob"))
        return (name, dob, self.people_emails.draw(fake.email), self.phones.draw(fake.phone_number))

    def addresses(self, k: int) -> list[tuple[str, ...]]:
        states = self.shape.vocab["addresses.state"]
        first = states.draw(self.rng)
        chosen = [first] * k
        if k >= 2 and self.rng.random() < self.shape.multi_state:
            if any(s != first for s in states.keys):
                while chosen[1] == first:
                    chosen[1] = states.draw(self.rng)
            for j in range(2, k):
                chosen[j] = states.draw(self.rng)
        country = self.shape.vocab["addresses.country"]
        fake = self.fake
        return [(fake.street_address(), fake.city(), state, fake.postcode(), country.draw(self.rng)) for state in chosen]

    def bank_account(self) -> tuple[str, ...]:
        rng = self.rng
        routing = f"{rng.randint(1, 12):02d}" + self._digits(6)
        weights = (3, 7, 1, 3, 7, 1, 3, 7)
        check = -sum(int(d) * w for d, w in zip(routing, weights)) % 10  # the ABA checksum digit
        account_no = "".join(rng.choices(string.ascii_uppercase, k=4)) + self._digits(14)
        return (f"{self._company('bank_accounts.bank_name')} Bank", f"{routing}{check}", account_no,
                money(self._range("bank_accounts.balance")), self.shape.vocab["bank_accounts.currency"].draw(rng))

    def credit_card(self) -> tuple[str, ...]:
        provider = self.shape.vocab["credit_cards.provider"].draw(self.rng)
        prefixes, length, code = self.cards.get(provider, (("4",), 16, 3))
        return (provider, self._card_number(prefixes, length), card_expiry(self._range("credit_cards.expire")),
                self._digits(code))

    def _card_number(self, prefixes: tuple[str, ...], length: int) -> str:
        """A number of the provider's prefix and length with a valid Luhn check digit."""
        rng = self.rng
        # Faker's prefix patterns: '#' any digit, '%' a digit 1-9
        head = "".join(rng.choice(string.digits) if c == "#" else str(rng.randint(1, 9)) if c == "%" else c
                       for c in rng.choice(prefixes))
        body = head + self._digits(length - len(head) - 1)
        total = 0
        for i, d in enumerate(reversed(body)):
            n = int(d) * (2 if i % 2 == 0 else 1)
            total += n - 9 if n > 9 else n
        return body + str(-total % 10)

    def employment(self) -> tuple[str, ...]:
        return (self._company("employments.employer"), self.fake.job(),
                iso_date(self._range("employments.start_date")), money(self._range("employments.salary")),
                self.shape.vocab["employments.currency"].draw(self.rng))

    def insurance_policy(self) -> tuple[str, ...]:
        rng = self.rng
        number = "".join(rng.choices(string.ascii_letters, k=3)) + "-" + self._digits(8)
        return (self._company("insurance_policies.insurer"), self.shape.vocab["insurance_policies.policy_type"].draw(rng),
                number, iso_date(self._range("insurance_policies.expires")))

    def internet_account(self) -> tuple[str, ...]:
        fake = self.fake
        return (self._value("internet_accounts.username", fake.user_name), self.net_emails.draw(fake.free_email),
                fake.url(), self._password())

    def _password(self, length: int = 12) -> str:
        """Faker's password shape: 12 characters with at least one special, digit, upper and lower."""
        rng = self.rng
        chars = rng.choices(_PASSWORD, k=length)
        spots = rng.sample(range(length), 4)
        for spot, pool in zip(spots, (_SPECIAL, string.digits, string.ascii_uppercase, string.ascii_lowercase)):
            chars[spot] = rng.choice(pool)
        return "".join(chars)

    def medical_record(self) -> tuple[str, ...]:
        rng = self.rng
        area = rng.randint(1, 898)
        area += area >= 666  # never 666 (nor 000, nor 900-999)
        ssn = f"{area:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        return (ssn, self.shape.vocab["medical_records.blood_type"].draw(rng),
                self.shape.vocab["medical_records.condition"].draw(rng))

    def pet(self) -> tuple[str, ...]:
        rng = self.rng
        how = self.draws["pets.name"]
        if how == "uniform":
            name = rng.choice(self.names.first_uniform)
        else:
            name = self._value("pets.name", self.fake.first_name)
        return (name, self.shape.vocab["pets.species"].draw(rng), self.shape.vocab["pets.breed"].draw(rng))

    def vehicle(self) -> tuple[Any, ...]:
        fake = self.fake
        return (fake.company(), fake.color_name(), self._range("vehicles.year"),
                self._value("vehicles.license_plate", fake.license_plate))
