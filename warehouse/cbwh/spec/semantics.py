"""Readings of the questions' words, as named options: the default is the natural one.

Other readings compile on purpose (the audit uses them to see which reading an
upstream ground truth followed).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Literal

from cbwh.errors import QuestionError

_CHOICES = {
    "anchor_owners": ("all", "first"),  # a pet name matching several pets: every owner, or the first pet's
    "anchor_values": ("all", "first"),  # the anchor's attribute: from all its records, or its first record
    "residency": ("any", "first"),  # lives in a state: any of their addresses, or the first one only
    "card_expiry": ("date", "text"),  # MM/YY compared as a date, or as text
    "salary": ("max", "latest", "sum"),  # a person's salary: highest job, latest job, or all jobs added
    "ties": ("report", "file_order"),  # a tie left open: reported as ambiguous, or broken by file order
    # counts and sums per person, or as a naive join through addresses makes them: multiplied, per group,
    # by the person's addresses that matched the group's state/city filter(s) (no such filter: no copies)
    "fanout": ("none", "addresses"),
    "anchor_self": ("included", "excluded"),  # 'people in the same state as X': X's owner counts, or only others
    "top_cut": ("after", "before"),  # a top-N cut taken from the group after its other filters, or from everyone
    "current_job": ("latest", "any"),  # 'current job started in Y': the latest job, or any job
    # 'started their current job the earliest': the latest job's start, or (no end dates: every job may be
    # current) the earliest start of any job; a 'most recent' ranking is the latest start either way
    "job_start": ("latest", "any"),
    "city": ("city_state", "name"),  # 'the same city': the same (city, state) pair, or the city's name alone
    # a ranking or comparison by 'the highest bank balance' (no 'total'): all a person's accounts added, or their
    # single account at the ranking's end, the largest or the smallest (a reported balance is always the total)
    "balance": ("total", "account"),
}


@dataclass(frozen=True)
class Semantics:
    anchor_owners: Literal["all", "first"] = "all"
    anchor_values: Literal["all", "first"] = "all"
    residency: Literal["any", "first"] = "any"
    card_expiry: Literal["date", "text"] = "date"
    salary: Literal["max", "latest", "sum"] = "max"
    ties: Literal["report", "file_order"] = "report"
    fanout: Literal["none", "addresses"] = "none"
    anchor_self: Literal["included", "excluded"] = "included"
    top_cut: Literal["after", "before"] = "after"
    current_job: Literal["latest", "any"] = "latest"
    job_start: Literal["latest", "any"] = "latest"
    city: Literal["city_state", "name"] = "city_state"
    balance: Literal["total", "account"] = "total"
    # (anchor value, n): that anchor names only its n-th matching record (1-based, file order)
    anchor_record: tuple[tuple[str, int], ...] = ()
    # (anchor value, n): a step anchored there shares only the n-th of the anchor's values
    # (1-based, in value order): 'the same state as X' read as one of X's states
    anchor_value: tuple[tuple[str, int], ...] = ()

    def __post_init__(self):
        for name in ("anchor_record", "anchor_value"):
            pairs = getattr(self, name)
            if not all(isinstance(v, str) and isinstance(n, int) and n >= 1 for v, n in pairs):
                raise QuestionError(f"semantics {name}={pairs!r}: pairs of (anchor value, n >= 1)")
        for f in fields(self):
            if f.name not in _CHOICES:
                continue
            value = getattr(self, f.name)
            if value not in _CHOICES[f.name]:
                raise QuestionError(f"semantics {f.name}={value!r}: choose one of {', '.join(_CHOICES[f.name])}")

    def changed(self) -> dict[str, str]:
        """The options that differ from the default."""
        default = Semantics()
        return {f.name: str(getattr(self, f.name)) for f in fields(self) if getattr(self, f.name) != getattr(default, f.name)}

    def record_for(self, anchor_value: str) -> int | None:
        return dict(self.anchor_record).get(anchor_value)

    def value_for(self, anchor_value: str) -> int | None:
        return dict(self.anchor_value).get(anchor_value)

    def with_(self, **options) -> Semantics:
        """This reading with the options changed; each distinct change made once (the audit asks for the same
        few thousand readings' bases tens of thousands of times, and `replace` validates each anew)."""
        key = (self, *options.items())
        made = _MADE.get(key)
        if made is None:
            if len(_MADE) >= 4096:
                _MADE.clear()
            made = _MADE[key] = replace(self, **options)
        return made


_MADE: dict[tuple, Semantics] = {}  # (reading, *changes) -> the reading `Semantics.with_` made


DEFAULT = Semantics()
