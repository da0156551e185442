"""Sampling question programs per Context-Bench question type, from the compiler's blocks.

Each sampler draws one candidate Output with parameters from the warehouse (`Pool`);
whether it is a good question is decided later (`cbwh.generate.accept`). The blocks:
anchors (pet, plate, username); groups "same state / blood type / condition / card
provider / policy type as <anchor>"; state leaders ("people with the highest total bank
balance in their state"); holders of a card provider or policy type; counts (n or more,
none); current job started in a year; a top-N cut; "who shares <a rare value: city, job
title, URL, vehicle make> with <anchor>?" inside a group; rankings either way (most and
fewest, highest and lowest, oldest and youngest) with tie-breakers; comparisons by a
count, balance, salary or age, either way; the four output templates.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar, assert_never

from cbwh.generate.pool import Pool
from cbwh.spec.doubts import kind_expiry
from cbwh.spec.model import (
    QUESTION_TYPES,
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    Metric,
    NameOf,
    Order,
    OtherThan,
    Output,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
    map_picks,
)

T = TypeVar("T")
COUNTED = (Records.VEHICLES, Records.CREDIT_CARDS, Records.PETS, Records.BANK_ACCOUNTS,
           Records.INSURANCE_POLICIES, Records.INTERNET_ACCOUNTS)
BALANCE = Key(Metric.BALANCE, Order.HIGH)
DOB = Key(Metric.DOB, Order.LOW)
SALARY = Key(Metric.SALARY, Order.HIGH)
RANKINGS = tuple(Key(r, Order.HIGH) for r in COUNTED) + (BALANCE, SALARY, Key(Metric.VEHICLE_YEAR, Order.LOW), DOB)
# the other direction ("fewest", "lowest", "youngest"): drawn less often (fewest-count ties are common)
REVERSED = tuple(Key(r, Order.LOW) for r in COUNTED) + (Key(Metric.BALANCE, Order.LOW), Key(Metric.SALARY, Order.LOW),
                                                        Key(Metric.DOB, Order.HIGH))
REVERSED_CHANCE = 0.2
TIEBREAKERS = (BALANCE, DOB, SALARY)
# "people with the highest total bank balance in their state"
LEADER_KEYS = ((BALANCE, 3), (SALARY, 2), (Key(Records.VEHICLES, Order.HIGH), 1), (Key(Records.PETS, Order.HIGH), 1))
LEADER_CHANCE = 0.15  # a group of state leaders instead of "the same <attribute> as <anchor>"
# values one to five people share: asked as "who shares it?" inside a larger group, never ranked
RARE_ATTRIBUTES = ((Attribute.JOB_TITLE, 3), (Attribute.URL, 3), (Attribute.VEHICLE_MAKE, 2), (Attribute.CITY, 1))
# what two subjects are compared by: mostly counts, as upstream's are
COMPARE_KEYS = ((None, 12), (Key(Metric.BALANCE, Order.HIGH), 3), ("fewer", 2), (Key(Metric.BALANCE, Order.LOW), 1),
                (SALARY, 1), (Key(Metric.SALARY, Order.LOW), 1), (DOB, 1), (Key(Metric.DOB, Order.HIGH), 1))
TEMPORAL = (Key(Metric.JOB_START, Order.HIGH), Key(Metric.POLICY_EXPIRY, Order.LOW), Key(Metric.CARD_EXPIRY, Order.LOW))
# shared attributes that make groups worth ranking (a city or a job title is shared by one or two people)
GROUP_ATTRIBUTES = ((Attribute.STATE, 6), (Attribute.BLOOD_TYPE, 1), (Attribute.CONDITION, 1),
                    (Attribute.CARD_PROVIDER, 1), (Attribute.POLICY_TYPE, 1))
ANCHOR_KINDS = ((AnchorKind.PET, 6), (AnchorKind.PLATE, 2), (AnchorKind.USERNAME, 2))

# upstream's mix of question types (filesystem_cloud.jsonl)
UPSTREAM_MIX = {
    "multi_entity_comparison": 0.30, "multi_hop_chain": 0.25, "aggregation": 0.10, "set_intersection": 0.10,
    "comparison_tiebreak": 0.10, "negation": 0.05, "cross_file_counting": 0.05, "temporal_reasoning": 0.05,
}
assert set(UPSTREAM_MIX) == set(QUESTION_TYPES)


class Sampler:
    def __init__(self, pool: Pool, rng: random.Random):
        self.pool, self.rng = pool, rng

    def weighted(self, options: Sequence[tuple[T, int]]) -> T:
        values, weights = zip(*options)
        return self.rng.choices(values, weights)[0]

    def anchor(self, placed: bool = False) -> Anchor:
        """An anchor; `placed`: one whose owner's state has people enough to rank, where any kind has one (a small
        corpus's states: a 50-person one has a few people in most, and 'the same state as' it stopped generation with
        'found no acceptable multi_hop_chain question in 400 candidates', most of them 'a ranking over too few people')."""
        anchors = self.pool.placed if placed and any(self.pool.placed.values()) else self.pool.anchors
        kinds = [(k, w) for k, w in ANCHOR_KINDS if anchors.get(k)]
        return self.rng.choice(anchors[self.weighted(kinds)])

    def anchor_like(self, old: Anchor, placed: bool = False) -> Anchor:
        """Another anchor of the same kind, with a species exactly when the old one has one (`placed`: as `anchor`)."""
        for anchors in ((self.pool.placed, self.pool.anchors) if placed else (self.pool.anchors,)):
            like = [a for a in anchors.get(old.kind, ()) if (a.species is None) == (old.species is None)]
            if like:
                return self.rng.choice(like)
        return old

    def _rebind_step(self, step: Step) -> Step:
        match step:
            case SameAs() if step.attribute in dict(RARE_ATTRIBUTES):
                return replace(step, anchor=self.rng.choice(self.pool.sharing[step.attribute]))
            case SameAs() | OwnerOf() | OtherThan():
                return replace(step, anchor=self.anchor_like(step.anchor, step == SameAs(Attribute.STATE, step.anchor)))
            case Holds():
                values = self.pool.providers if step.attribute is Attribute.CARD_PROVIDER else self.pool.policy_types
                return replace(step, value=self.rng.choice(values))
            case CurrentJobStartedIn():
                return replace(step, year=self.rng.choice(self.pool.job_years[-6:]))
            case CountIs() | TopN() | StateLeader():
                return step
            case _:
                assert_never(step)

    def _rebind_pick(self, pick: Pick) -> Pick:
        return replace(pick, steps=tuple(self._rebind_step(s) for s in pick.steps))

    def rebind(self, out: Output) -> Output:
        """The same program shape with fresh anchors and values: its compiled statements are reused."""
        return map_picks(out, self._rebind_pick)

    def same(self, attribute: Attribute | None = None) -> SameAs:
        attribute = attribute or self.weighted(GROUP_ATTRIBUTES)
        return SameAs(attribute, self.anchor(attribute is Attribute.STATE))

    def state(self) -> SameAs:
        return SameAs(Attribute.STATE, self.anchor(True))

    def holds(self) -> Holds:
        if self.pool.providers and (not self.pool.policy_types or self.rng.random() < 0.6):
            return Holds(Attribute.CARD_PROVIDER, self.rng.choice(self.pool.providers))
        return Holds(Attribute.POLICY_TYPE, self.rng.choice(self.pool.policy_types))

    def ranking(self, exclude=()) -> Key:
        """A ranking key, by a measure none of `exclude` uses; now and then the other way round ('fewest')."""
        used = {k.measure for k in exclude}
        keys = REVERSED if self.rng.random() < REVERSED_CHANCE else RANKINGS
        return self.rng.choice([k for k in keys if k.measure not in used])

    def tiebreaker(self, exclude=()) -> Key:
        used = {k.measure for k in exclude}
        return self.rng.choice([k for k in TIEBREAKERS if k.measure not in used])

    def group(self) -> tuple[Step, ...]:
        """The group a ranking runs over: people sharing an attribute with an anchor, or state leaders."""
        if self.rng.random() < LEADER_CHANCE:
            return (StateLeader(self.weighted(LEADER_KEYS)),)
        return (self.same(),)

    def rare(self, group: Step | None = None) -> SameAs:
        """'the same job title as <anchor>', the anchor's owner sharing that value with somebody else; not the same city
        inside a place's people ('Among people who live in the same state as X, who lives in the same city as Y?':
        `ask` refuses it, the city clause could describe X, or the city replace the state)."""
        placed = isinstance(group, SameAs) and group.attribute in (Attribute.STATE, Attribute.CITY)
        attributes = [(a, w) for a, w in RARE_ATTRIBUTES if self.pool.sharing.get(a) and not (placed and a is Attribute.CITY)]
        if not attributes:
            return self.same()
        attribute = self.weighted(attributes)
        return SameAs(attribute, self.rng.choice(self.pool.sharing[attribute]))

    def keys(self, tiebreak_chance: float = 0.5) -> tuple[Key, ...]:
        """A ranking, and often a tie-breaker (always after a count, whose ties are common)."""
        first = self.ranking()
        if first.measure is not Metric.DOB and (isinstance(first.measure, Records) or self.rng.random() < tiebreak_chance):
            return first, self.tiebreaker((first,))
        return (first,)

    def records(self, low: int, high: int) -> tuple[Records, ...]:
        """Some record kinds, in one canonical order (fewer statement shapes to compile)."""
        chosen = set(self.rng.sample(COUNTED, self.rng.randint(low, high)))
        return tuple(r for r in COUNTED if r in chosen)

    # --- the eight types ------------------------------------------------------------
    def comparison_tiebreak(self) -> Output:
        first = self.ranking((DOB,))
        leader = self.group()
        if isinstance(leader[0], StateLeader):
            first = self.ranking((DOB, leader[0].key))
        return NameOf(Pick(leader, (first, self.tiebreaker((first,)))))

    def negation(self) -> Output:
        lacking = CountIs(self.rng.choice(COUNTED), "=", 0)
        if self.rng.random() < 0.6:
            return NameOf(Pick((self.same(), lacking)))
        return NameOf(Pick((self.same(), lacking), (self.ranking((Key(lacking.records, Order.HIGH),)),)))

    def set_intersection(self) -> Output:
        form = self.rng.randrange(5)
        if form == 4:  # "among <group>, who has the same job title as <another anchor>?"
            group: Step = self.same() if self.rng.random() < 0.5 else CountIs(self.rng.choice(COUNTED), ">=", 2)
            return NameOf(Pick((group, self.rare(group))))
        if form == 0:
            return NameOf(Pick((TopN(self.rng.choice((10, 15, 20, 25)), BALANCE), self.state())))
        if form == 1:
            counted = CountIs(self.rng.choice(COUNTED), ">=", self.rng.randint(2, 4))
            return NameOf(Pick((counted, self.same())))
        if form == 2:
            return NameOf(Pick((self.holds(), self.state()), self.keys(0.3)))
        first = self.same(self.weighted([(a, w) for a, w in GROUP_ATTRIBUTES if a is not Attribute.STATE]))
        return NameOf(Pick((first, self.state()), self.keys(0.3)))

    def temporal_reasoning(self) -> Output:
        steps: tuple[Step, ...] = (self.same(),)
        if self.rng.random() < 0.4 and self.pool.job_years:
            steps += (CurrentJobStartedIn(self.rng.choice(self.pool.job_years[-6:])),)
        key = self.rng.choice(TEMPORAL)
        if kind_expiry(NameOf(Pick(steps, (key,)))) is not None:  # ask refuses it (any card, or that kind's): a state
            steps = (self.state(), *steps[1:])
        return NameOf(Pick(steps, (key, self.tiebreaker()) if self.rng.random() < 0.3 else (key,)))

    def aggregation(self) -> Output:
        form = self.rng.randrange(3)
        if form == 0:
            group = self.group()
            keys = self.keys()
            while isinstance(group[0], StateLeader) and any(k.measure == group[0].key.measure for k in keys):
                keys = self.keys()
            return BalanceOf((Pick(group, keys),))
        if form == 1:
            return BalanceOf((Pick((self.state(),), (self.ranking((DOB,)),), self.rng.randint(2, 4)),))
        return BalanceOf(_second_tiebreak_only_after_the_first((Pick((self.state(),), self.keys(0.3)),
                                                                Pick((self.state(),), self.keys(0.3)))))

    def cross_file_counting(self) -> Output:
        return RecordCount(Pick((self.same(),), self.keys()), self.records(2, 5))

    def _compare_key(self) -> Key:
        key = self.weighted(COMPARE_KEYS)
        if key is None:
            return Key(self.rng.choice(COUNTED), Order.HIGH)
        if isinstance(key, Key):
            return key
        return Key(self.rng.choice(COUNTED), Order.LOW)  # "fewer"

    def _compare_tiebreak(self, key: Key) -> tuple[Key, ...]:
        """A tie-breaker for the comparison itself, when it compares a count or a balance (ties there are common)."""
        if (isinstance(key.measure, Records) or key.measure is Metric.BALANCE) and self.rng.random() < 0.6:
            return (self.tiebreaker((key, DOB)),)
        return ()

    def multi_hop_chain(self) -> Output:
        key = self._compare_key()
        keys = self.keys(0.3)
        while any(k.measure == key.measure for k in keys):
            keys = self.keys(0.3)
        tiebreak = self._compare_tiebreak(key)
        return Compare(key, _second_tiebreak_only_after_the_first((Pick((self.state(),), keys), Pick((self.state(),), keys))),
                       tiebreak)

    def _subject(self, exclude: Key) -> Pick:
        steps: tuple[Step, ...] = (self.holds(),) if self.rng.random() < 0.25 else self.group()
        keys = self.keys(0.4)
        while any(k.measure in (exclude.measure, *(s.key.measure for s in steps if isinstance(s, StateLeader)))
                  for k in keys):
            keys = self.keys(0.4)
        return Pick(steps, keys)

    def multi_entity_comparison(self) -> Output:
        key = self._compare_key()
        tiebreak = self._compare_tiebreak(key)
        return Compare(key, _second_tiebreak_only_after_the_first((self._subject(key), self._subject(key))), tiebreak)

    def sample(self, question_type: str) -> Output:
        sampler: Callable[[], Output] = getattr(self, question_type)
        return sampler()


def _second_tiebreak_only_after_the_first(picks: tuple[Pick, Pick]) -> tuple[Pick, Pick]:
    """English cannot give the second of two subjects a tiebreaker of its own when the first has none
    (it would read as both subjects', or as the comparison's): drop it then."""
    first, second = picks
    if len(second.keys) > 1 and len(first.keys) == 1:
        second = replace(second, keys=second.keys[:1])
    return first, second
