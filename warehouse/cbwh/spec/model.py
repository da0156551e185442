"""Question specs: frozen, typed data, validated on construction.

A question is an Output over one or more Picks. A Pick is a population (everyone,
narrowed by Steps in order) and a ranking (Keys) from which the top person(s) are
taken. Nothing here knows SQL; `cbwh.compile.compiler` turns a spec into a query.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import assert_never

from cbwh.errors import QuestionError


class Records(str, Enum):
    """Record tables a person owns, counted or tested for."""

    VEHICLES = "vehicles"
    CREDIT_CARDS = "credit_cards"
    PETS = "pets"
    BANK_ACCOUNTS = "bank_accounts"
    INSURANCE_POLICIES = "insurance_policies"
    INTERNET_ACCOUNTS = "internet_accounts"
    EMPLOYMENTS = "employments"
    ADDRESSES = "addresses"
    MEDICAL_RECORDS = "medical_records"


class Attribute(str, Enum):
    """A value people can share (where each is stored: cbwh.compile.sources)."""

    STATE = "state"
    CITY = "city"
    BLOOD_TYPE = "blood_type"
    CONDITION = "condition"
    CARD_PROVIDER = "card_provider"
    CARD_EXPIRY = "card_expiry"
    POLICY_TYPE = "policy_type"
    JOB_TITLE = "job_title"
    URL = "url"
    VEHICLE_MAKE = "vehicle_make"
    PET_SPECIES = "pet_species"  # the species of a pet the person owns (dog owners: Holds)


class Metric(str, Enum):
    """A per-person value: a count of records, or one of these."""

    BALANCE = "balance"  # total bank balance
    SALARY = "salary"  # highest salary of the person's jobs (see Semantics.salary)
    DOB = "dob"
    VEHICLE_YEAR = "vehicle_year"  # earliest vehicle year
    JOB_START = "job_start"  # latest employment start
    POLICY_EXPIRY = "policy_expiry"  # earliest insurance expiry
    CARD_EXPIRY = "card_expiry"  # earliest card expiry


class Order(str, Enum):
    HIGH = "high"  # the largest value ranks first
    LOW = "low"  # the smallest value ranks first


class AnchorKind(str, Enum):
    PET = "pet"
    PLATE = "plate"
    USERNAME = "username"


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise QuestionError(message)


@dataclass(frozen=True)
class Key:
    """One ranking criterion: a count of records or a Metric, and which end wins."""

    measure: Records | Metric
    order: Order

    def __post_init__(self):
        _check(isinstance(self.measure, (Records, Metric)), f"unknown measure {self.measure!r}")
        _check(isinstance(self.order, Order), f"unknown order {self.order!r}")


@dataclass(frozen=True)
class Anchor:
    """The record that names the anchor person(s): a pet, a licence plate, a username."""

    kind: AnchorKind
    value: str
    species: str | None = None

    def __post_init__(self):
        _check(isinstance(self.kind, AnchorKind), f"unknown anchor kind {self.kind!r}")
        _check(bool(self.value), "an anchor needs a value")
        _check(self.species is None or self.kind is AnchorKind.PET, "only a pet anchor has a species")


@dataclass(frozen=True)
class SameAs:
    """People who share `attribute` with the anchor's owner(s) (the owners included)."""

    attribute: Attribute
    anchor: Anchor

    def __post_init__(self):
        _check(isinstance(self.attribute, Attribute), f"unknown attribute {self.attribute!r}")


@dataclass(frozen=True)
class OwnerOf:
    """The anchor's owner(s) themselves: 'the owner of pet X' as a person, not a place to share.

    A pet name several people's pets share names every one of them; a pick of this step
    with no ranking then holds several people and is refused as ambiguous, naming them."""

    anchor: Anchor

    def __post_init__(self):
        _check(isinstance(self.anchor, Anchor), f"owner of needs an anchor, not {self.anchor!r}")


@dataclass(frozen=True)
class OtherThan:
    """Everyone but the anchor's owner(s): 'other than / apart from / besides the owner of pet X', 'who else'.

    A condition on the person alone, wherever it stands among the steps: it leaves the group as it is when the
    owner is not in it. A pet name several people's pets share leaves out every one of them (the audit reads
    each pet alone too, as it reads the other anchored steps)."""

    anchor: Anchor

    def __post_init__(self):
        _check(isinstance(self.anchor, Anchor), f"other than needs an anchor, not {self.anchor!r}")


@dataclass(frozen=True)
class Holds:
    """People with at least one record whose `attribute` equals `value` (e.g. Mastercard holders)."""

    attribute: Attribute
    value: str

    def __post_init__(self):
        _check(isinstance(self.attribute, Attribute), f"unknown attribute {self.attribute!r}")
        _check(bool(self.value), "holds needs a value")


COMPARISONS = ("=", ">=", "<=", ">", "<")


@dataclass(frozen=True)
class CountIs:
    """People whose number of `records` compares to n (`= 0` is 'has no ...')."""

    records: Records
    op: str
    n: int

    def __post_init__(self):
        _check(isinstance(self.records, Records), f"unknown records {self.records!r}")
        _check(self.op in COMPARISONS, f"unknown comparison {self.op!r}; use one of {COMPARISONS}")
        _check(isinstance(self.n, int) and self.n >= 0, f"count must be a whole number, not {self.n!r}")


@dataclass(frozen=True)
class CurrentJobStartedIn:
    """People whose latest employment started in `year`."""

    year: int

    def __post_init__(self):
        _check(isinstance(self.year, int) and 1900 <= self.year <= 2100, f"bad year {self.year!r}")


@dataclass(frozen=True)
class TopN:
    """The n people of the population so far that rank first by `key`."""

    n: int
    key: Key

    def __post_init__(self):
        _check(isinstance(self.n, int) and self.n >= 1, f"top needs a positive count, not {self.n!r}")


@dataclass(frozen=True)
class StateLeader:
    """People who rank first by `key` among the residents of one of their states."""

    key: Key


Step = SameAs | OwnerOf | OtherThan | Holds | CountIs | CurrentJobStartedIn | TopN | StateLeader
STEPS = (SameAs, OwnerOf, OtherThan, Holds, CountIs, CurrentJobStartedIn, TopN, StateLeader)
ANCHORED_STEPS = (SameAs, OwnerOf, OtherThan)  # the steps that name an anchor (its owners are looked up)


@dataclass(frozen=True)
class Pick:
    """Everyone, narrowed by `steps` in order, ranked by `keys`; the first `top` are picked.

    With no keys the population itself must hold exactly `top` people."""

    steps: tuple[Step, ...]
    keys: tuple[Key, ...] = ()
    top: int = 1

    def __post_init__(self):
        _check(isinstance(self.steps, tuple) and all(isinstance(s, STEPS) for s in self.steps), "bad steps")
        _check(isinstance(self.keys, tuple) and all(isinstance(k, Key) for k in self.keys), "bad ranking keys")
        _check(isinstance(self.top, int) and self.top >= 1, f"top must be positive, not {self.top!r}")


@dataclass(frozen=True)
class NameOf:
    """The picked person's name."""

    pick: Pick
    template = "ranked-name"


@dataclass(frozen=True)
class Compare:
    """Which of two picked people ranks first by `key`, then by `tiebreak`."""

    key: Key
    subjects: tuple[Pick, ...]  # exactly two, checked below
    tiebreak: tuple[Key, ...] = ()
    template = "compare-picks"

    def __post_init__(self):
        _check(len(self.subjects) == 2 and all(isinstance(p, Pick) for p in self.subjects), "compare needs two subjects")
        _check(all(p.top == 1 for p in self.subjects), "each compared subject is one person")


@dataclass(frozen=True)
class BalanceOf:
    """The total bank balance of every picked person, summed."""

    picks: tuple[Pick, ...]
    template = "balance-of-picks"

    def __post_init__(self):
        _check(len(self.picks) >= 1 and all(isinstance(p, Pick) for p in self.picks), "balance needs picks")


@dataclass(frozen=True)
class RecordCount:
    """How many records of `records` the picked person has, all tables added up."""

    pick: Pick
    records: tuple[Records, ...]
    template = "record-count"

    def __post_init__(self):
        _check(len(self.records) >= 1 and all(isinstance(r, Records) for r in self.records), "count needs tables")
        _check(len(set(self.records)) == len(self.records), "a table is counted twice")


Output = NameOf | Compare | BalanceOf | RecordCount
QUESTION_TYPES = (
    "multi_hop_chain", "multi_entity_comparison", "aggregation", "set_intersection",
    "comparison_tiebreak", "negation", "cross_file_counting", "temporal_reasoning",
)


def output_picks(out: Output) -> tuple[Pick, ...]:
    """The people an output is about: each compared subject, each summed pick, or its one pick."""
    match out:
        case Compare():
            return out.subjects
        case BalanceOf():
            return out.picks
        case NameOf() | RecordCount():
            return (out.pick,)
        case _:
            assert_never(out)


def map_picks(out: Output, change: Callable[[Pick], Pick]) -> Output:
    """The same output with each of its picks (see `output_picks`) changed."""
    match out:
        case Compare():
            return replace(out, subjects=tuple(change(p) for p in out.subjects))
        case BalanceOf():
            return replace(out, picks=tuple(change(p) for p in out.picks))
        case NameOf() | RecordCount():
            return replace(out, pick=change(out.pick))
        case _:
            assert_never(out)


@dataclass(frozen=True)
class Question:
    id: str
    text: str
    question_type: str
    output: Output
    note: str | None = None

    def __post_init__(self):
        _check(self.question_type in QUESTION_TYPES, f"{self.id}: unknown question type {self.question_type!r}")
        _check(isinstance(self.output, (NameOf, Compare, BalanceOf, RecordCount)), f"{self.id}: bad output")

    @property
    def picks(self) -> tuple[Pick, ...]:
        return output_picks(self.output)

    @property
    def anchored_steps(self) -> tuple[SameAs, ...]:
        """Every 'same ... as <anchor>' step, in question order."""
        return tuple(s for p in self.picks for s in p.steps if isinstance(s, SameAs))

    @property
    def owner_steps(self) -> tuple[OwnerOf, ...]:
        """Every 'the owner of <anchor>' step (the anchor's owners as people), in question order."""
        return tuple(s for p in self.picks for s in p.steps if isinstance(s, OwnerOf))

    @property
    def excluded_steps(self) -> tuple[OtherThan, ...]:
        """Every 'other than <anchor>' step (the anchor's owners left out), in question order."""
        return tuple(s for p in self.picks for s in p.steps if isinstance(s, OtherThan))

    @property
    def anchors(self) -> tuple[Anchor, ...]:
        """Every anchor the question names, once each, in question order."""
        found = (s.anchor for p in self.picks for s in p.steps if isinstance(s, ANCHORED_STEPS))
        return tuple(dict.fromkeys(found))
