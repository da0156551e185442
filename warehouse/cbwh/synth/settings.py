"""What the generator takes from a profile: distributions from its statistics, choices from its `synth` section.

The `synth` section names, for each column whose values may repeat, how values are drawn:
- "unique": never twice (upstream: person names, companies, usernames, plates);
- "faker": Faker's draw as it comes (repeats as often as Faker repeats);
- "uniform" (pets.name only): first names drawn uniformly, so far fewer collisions than
  Faker's frequency-weighted names;
- an integer K (employer, bank and insurer only): drawn from K shared companies, so
  people can share an employer, bank or insurer.
Missing choices are derived from the statistics: "unique" where the measured corpus has
no repeats, else "faker" (for companies: a pool as large as the measured distinct share).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cbwh.errors import UsageError
from cbwh.profile.model import Profile
from cbwh.profile.stats import REPEATS

COMPANIES = ("employments.employer", "bank_accounts.bank_name", "insurance_policies.insurer")
NAMES = ("people.full_name", "pets.name")
CHOICES = tuple(f"{t}.{c}" for t, c in REPEATS)


@dataclass(frozen=True)
class Settings:
    draws: dict[str, str | int]  # column -> "unique" | "faker" | "uniform" | pool size

    def to_json(self) -> dict[str, Any]:
        return dict(self.draws)


def _derived(profile: Profile, column: str) -> str | int:
    measured = profile.statistics.get(f"repeat.{column}")
    if measured is None or measured["hits"] == 0:
        return "unique"
    if column in COMPANIES:
        # records with a name of their own, plus one name per shared group (at least 2 records each)
        return max(1, measured["of"] - measured["hits"] + measured["hits"] // 2)
    return "faker"


def _check(column: str, value: Any, where: str) -> str | int:
    if column in COMPANIES and isinstance(value, int) and not isinstance(value, bool):
        if value < 1:
            raise UsageError(f"{where}: synth.{column}: a pool needs at least 1 company, got {value}")
        return value
    allowed = ["unique", "faker"] + (["uniform"] if column == "pets.name" else [])
    if value not in allowed:
        extra = " or a pool size (an integer)" if column in COMPANIES else ""
        raise UsageError(f"{where}: synth.{column}: expected {', '.join(map(repr, allowed))}{extra}, got {value!r}")
    return value


def settings(profile: Profile, where: str) -> Settings:
    given = profile.synth or {}
    unknown = sorted(set(given) - set(CHOICES))
    if unknown:
        raise UsageError(f"{where}: unknown synth setting(s) {', '.join(unknown)} (expected {', '.join(CHOICES)})")
    draws: dict[str, str | int] = {}
    for column in CHOICES:
        if column in given:
            draws[column] = _check(column, given[column], where)
        elif column == "pets.name":
            draws[column] = "faker"  # Faker's frequency-weighted first names, as upstream
        else:
            draws[column] = _derived(profile, column)
    return Settings(draws)
