"""A profile: measured statistics of one corpus, as a JSON document.

    {"format": "cbwh-profile/1",
     "source": {"corpus_sha256": "...", "people": 500, "cbwh_version": "..."},
     "statistics": {"count.pets": {"counts": {"0": 102, "1": 112, ...}},
                    "share.addresses.multi_state": {"hits": 349, "of": 500},
                    "max.pets": {"value": 4},
                    "range.people.dob": {"values": ["1934-08-05", ...], "n": 500}, ...},
     "synth": {...}}  # optional generator settings (see cbwh.synth.settings)

`cbwh profile --json` prints one; `cbwh synth --profile FILE` reads one. Standard library only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, assert_never

from cbwh.errors import UsageError
from cbwh.profile.stats import BY_KEY, QUANTILES, Kind, Stat

FORMAT = "cbwh-profile/1"


@dataclass(frozen=True)
class Profile:
    statistics: dict[str, dict[str, Any]]
    source: dict[str, Any] = field(default_factory=dict)
    synth: dict[str, Any] | None = None

    @property
    def people(self) -> int:
        """How many people the measured corpus had (the records-per-person total)."""
        counts = self.statistics.get("count.addresses", {}).get("counts", {})
        return int(self.source.get("people") or sum(counts.values()))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "source": self.source, "statistics": self.statistics}
        if self.synth is not None:
            out["synth"] = self.synth
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n"

    def with_overrides(self, other: Profile) -> Profile:
        """This profile with every statistic (and synth setting) that `other` states replaced."""
        synth = dict(self.synth or {}) | dict(other.synth or {})
        return Profile(self.statistics | other.statistics, other.source or self.source, synth or None)


def _fail(where: str, message: str) -> UsageError:
    return UsageError(f"{where}: {message}")


def _count(value: Any, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _fail(where, f"expected a count (an integer >= 0), got {value!r}")
    return value


def check_statistic(stat: Stat, value: Any, where: str) -> dict[str, Any]:
    """The value of one statistic, checked for its kind's shape."""
    if not isinstance(value, dict):
        raise _fail(where, "expected an object")

    def fields(*names: str) -> None:
        unknown = sorted(set(value) - set(names))
        missing = [n for n in names if n not in value]
        if unknown or missing:
            raise _fail(where, f"expected the fields {', '.join(names)}"
                        + (f"; unknown {', '.join(unknown)}" if unknown else "")
                        + (f"; missing {', '.join(missing)}" if missing else ""))

    match stat.kind:
        case Kind.HISTOGRAM:
            fields("counts")
            counts = value["counts"]
            if not isinstance(counts, dict):
                raise _fail(f"{where}.counts", "expected an object of value -> count")
            for k, n in counts.items():
                _count(n, f"{where}.counts.{k}")
                if stat.key.startswith("count.") and not (k.isdigit() and k.isascii()):
                    raise _fail(f"{where}.counts", f"categories are numbers of records per person, got {k!r}")
            if stat.key.startswith("count.") and not sum(counts.values()):
                raise _fail(f"{where}.counts", "expected at least one person")
        case Kind.SHARE:
            fields("hits", "of")
            hits, of = _count(value["hits"], f"{where}.hits"), _count(value["of"], f"{where}.of")
            if hits > of:
                raise _fail(where, f"hits {hits} exceed the total {of}")
        case Kind.MAXIMUM:
            fields("value")
            _count(value["value"], f"{where}.value")
        case Kind.QUANTILES:
            fields("values", "n")
            values = value["values"]
            if values == [] and value["n"] == 0:  # a file with no records
                return value
            if not isinstance(values, list) or len(values) != len(QUANTILES):
                raise _fail(f"{where}.values", f"expected {len(QUANTILES)} values (min, deciles, max)")
            _count(value["n"], f"{where}.n")
        case _:
            assert_never(stat.kind)
    return value


def from_json(data: Any, where: str) -> Profile:
    """A profile from its JSON form; every statistic checked, errors name the key at fault."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail(where, f'not a cbwh profile (expected an object with "format": "{FORMAT}")')
    unknown = sorted(set(data) - {"format", "source", "statistics", "synth"})
    if unknown:
        raise _fail(where, f"unknown field(s) {', '.join(unknown)} (expected format, source, statistics, synth)")
    stats = data.get("statistics", {})
    if not isinstance(stats, dict):
        raise _fail(f"{where}: statistics", "expected an object of statistic -> value")
    checked = {}
    for key, value in stats.items():
        stat = BY_KEY.get(key)
        if stat is None:
            raise _fail(f"{where}: statistics", f"unknown statistic {key!r}")
        checked[key] = check_statistic(stat, value, f"{where}: statistics.{key}")
    source = data.get("source", {})
    synth = data.get("synth")
    if not isinstance(source, dict) or synth is not None and not isinstance(synth, dict):
        raise _fail(where, "source and synth must be objects")
    return Profile(checked, source, synth)


def load(path: Path) -> Profile:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UsageError(f"profile {path} does not exist") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"{path}:{exc.lineno}: not JSON ({exc.msg})") from None
    return from_json(data, str(path))
