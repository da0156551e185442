"""Faker, seeded, for the values that should read like real ones.

Names, emails, phones, street addresses, cities, postcodes, companies, job titles,
usernames, URLs, colours and licence plates come from Faker's en_US providers (their
word lists and formats). Faker draws a frequency-weighted first or last name by
summing ~7,000 weights on every call; `_FastNames` keeps the cumulative weights once,
which makes every format built on names (cities, streets, companies, usernames,
emails) about five times faster with the same distribution.
"""

from __future__ import annotations

import itertools
from typing import Any

from cbwh.errors import UsageError


def faker_version() -> str:
    from importlib.metadata import version

    return version("faker")


def require_faker():
    try:
        import faker
    except ImportError:
        raise UsageError("cbwh synth needs Faker: pip install 'cbwh[synth]'") from None
    return faker


class Names:
    """Faker's en_US first and last names with their weights, drawn with one cumulative table each."""

    def __init__(self) -> None:
        from faker.providers.person.en_US import Provider

        def table(weights: Any) -> tuple[list[str], list[float]]:
            return list(weights), list(itertools.accumulate(weights.values()))

        self.first = table(Provider.first_names)
        self.first_male = table(Provider.first_names_male)
        self.first_female = table(Provider.first_names_female)
        self.last = table(Provider.last_names)
        self.first_uniform = sorted(Provider.first_names)


def make_faker(seed: int, names: Names):
    """A seeded en_US Faker generator whose name draws use cumulative tables."""
    faker = require_faker()
    from faker.providers import BaseProvider

    def pick(table: tuple[list[str], list[float]]):
        keys, cum = table

        def draw(self) -> str:
            return self.generator.random.choices(keys, cum_weights=cum)[0]

        return draw

    fast = type("_FastNames", (BaseProvider,), {
        "first_name": pick(names.first), "first_name_male": pick(names.first_male),
        "first_name_female": pick(names.first_female), "first_name_nonbinary": pick(names.first),
        "last_name": pick(names.last), "last_name_male": pick(names.last), "last_name_female": pick(names.last),
        "last_name_nonbinary": pick(names.last),
    })
    fake = faker.Faker("en_US")
    fake.seed_instance(seed)
    generator = fake._factories[0]  # the one en_US generator: no per-call locale proxying
    generator.add_provider(fast)
    return generator


def card_types() -> dict[str, tuple[tuple[str, ...], int, int]]:
    """Faker's card providers: display name -> (number prefixes, length, security code length)."""
    require_faker()
    from faker.providers.credit_card import Provider

    out = {}
    for card in Provider.credit_card_types.values():
        out.setdefault(card.name, (tuple(card.prefixes), card.length, card.security_code_length))
    return out
