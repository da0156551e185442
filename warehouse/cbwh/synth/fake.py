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
import string
from bisect import bisect_right
from types import ModuleType
from typing import Any

from cbwh.errors import UsageError


def faker_version() -> str:
    from importlib.metadata import version

    return version("faker")


def require_faker() -> ModuleType:
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


def make_faker(seed: int, names: Names) -> Any:
    """A seeded en_US Faker generator whose name draws use cumulative tables."""
    faker = require_faker()
    from faker.providers import BaseProvider

    def pick(table: tuple[list[str], list[float]]):
        keys, cum = table
        total = cum[-1]

        def draw(self) -> str:
            return keys[bisect_right(cum, self.generator.random.random() * total)]

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
    _speed_up(generator)
    return generator


def _speed_up(generator) -> None:
    """Faker's generic paths, specialised once per generator (same distributions, a fraction of the time):
    format strings are split into literals and formatters once, not by a regex on every call; an element
    is drawn from a tuple by one index, from a weighted table by one bisection over weights summed once;
    numerify/lexify/bothify replace their placeholders in one pass, as Faker's rules say."""
    from faker.generator import _re_token

    rnd = generator.random
    compiled: dict[str, list] = {}
    slow_parse = generator.parse

    def parse(text: str) -> str:
        parts = compiled.get(text)
        if parts is None:
            if any(m.group(2) for m in _re_token.finditer(text)):  # argument groups: Faker's own way
                return slow_parse(text)
            parts, pos = [], 0
            for m in _re_token.finditer(text):
                parts += [text[pos:m.start()], getattr(generator, m.group(1))]
                pos = m.end()
            parts.append(text[pos:])
            compiled[text] = parts = [p for p in parts if p != ""]
        return "".join(p if isinstance(p, str) else str(p()) for p in parts)

    tables: dict[int, tuple[object, list, list, float]] = {}

    def random_element(elements=("a", "b", "c")):
        if isinstance(elements, dict):
            table = tables.get(id(elements))
            if table is None or table[0] is not elements:
                cum = list(itertools.accumulate(elements.values()))
                table = tables[id(elements)] = (elements, list(elements), cum, cum[-1])
            _, keys, cum, total = table
            return keys[bisect_right(cum, rnd.random() * total)]
        if isinstance(elements, (tuple, list, str)):
            return elements[int(rnd.random() * len(elements))]
        return type(generator.providers[0]).random_element(generator.providers[0], elements)

    def digit(low: int, empty: bool) -> str:
        if empty and rnd.random() < 0.5:
            return ""
        return str(low + int(rnd.random() * (10 - low)))

    placeholders = {"#": (0, False), "%": (1, False), "$": (2, False), "!": (0, True), "@": (1, True)}

    def numerify(text: str = "###") -> str:
        if not any(c in placeholders for c in text):
            return text
        return "".join(digit(*placeholders[c]) if c in placeholders else c for c in text)

    def lexify(text: str = "????", letters: str = string.ascii_letters) -> str:
        if "?" not in text:
            return text
        return "".join(letters[int(rnd.random() * len(letters))] if c == "?" else c for c in text)

    def bothify(text: str = "## ??", letters: str = string.ascii_letters) -> str:
        return lexify(numerify(text), letters)

    generator.parse = parse
    for provider in generator.providers:
        provider.random_element = random_element
        provider.numerify, provider.lexify, provider.bothify = numerify, lexify, bothify


def card_types() -> dict[str, tuple[tuple[str, ...], int, int]]:
    """Faker's card providers: display name -> (number prefixes, length, security code length)."""
    require_faker()
    from faker.providers.credit_card import Provider

    out: dict[str, tuple[tuple[str, ...], int, int]] = {}
    for card in Provider.credit_card_types.values():
        out.setdefault(card.name, (tuple(card.prefixes), card.length, card.security_code_length))
    return out
