"""Programs -> English, with the seed choosing among phrasings.

Every phrasing comes from the curated `GEN_*` lists of the one vocabulary, `cbwh.spec.words`
(record nouns, attributes, rankings, comparatives, tie-breaker lead-ins, residents and
living verbs, sentence frames): each a careful native writer's choice among the phrasings
`cbwh ask` reads, never one of the learner's forms its grammar also reads on purpose. Of
each list only those the grammar reads back to the same concept are used: each is tried
once in a frame sentence (`_Phrasebook`). Every sentence is then parsed back by the
caller; a program that cannot be worded, or whose words read back otherwise, raises
RealizeError, and the suite skips it (counted among the rejected).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cached_property
from typing import assert_never

from cbwh.ask.questions import parse_output
from cbwh.errors import CbwhError
from cbwh.spec import words
from cbwh.spec.memo import kept
from cbwh.spec.model import (
    ANCHORED_STEPS,
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
)


class RealizeError(CbwhError):
    """A program the realizer cannot put into words, or whose words read back differently: a bug."""


_FRAME_ANCHOR = Anchor(AnchorKind.PET, "Frame")
_FRAME_GROUP = (SameAs(Attribute.STATE, _FRAME_ANCHOR),)
_FRAME_AMONG = "Among people who live in the same state as the owner of the pet named 'Frame', "
_DOB = Key(Metric.DOB, Order.LOW)
_RICHEST = Key(Metric.BALANCE, Order.HIGH)
_YOUNGEST = Key(Metric.DOB, Order.HIGH)
_FRAME_ANCHOR_2 = Anchor(AnchorKind.PET, "Other")
# rankings asked with their own verb ('whose insurance policy expires first?') rather than 'who has the ...'
_TEMPORAL = (Key(Metric.JOB_START, Order.HIGH), Key(Metric.POLICY_EXPIRY, Order.LOW), Key(Metric.CARD_EXPIRY, Order.LOW))
_LEADER_KEYS = {Key(m, Order.HIGH) for m in (*Records, Metric.BALANCE, Metric.SALARY)}


def _summed(key: Key, phrases: words.Said) -> words.Said:
    """A balance ranking's phrasings that say the accounts are added ('the highest total bank balance'): `ask`
    withdraws 'the highest bank balance' where the largest single account gives another answer (words.BALANCE_SUMMED)."""
    if key.measure is not Metric.BALANCE:
        return phrases
    return tuple(p for p in phrases if words.BALANCE_SUMMED & set(p.split()))


_PET_FRAME = "Among people who live in the same state as {}, who is the oldest?"


def _parses_to(text: str, expected: Output) -> bool:
    """Whether the grammar reads `text` as `expected`. Remembered between processes (`_READ_BACK`): the phrasebook
    tries ~750 frame sentences, ~4 s of CPU in every process that generates, for the same answers until cbwh's code
    changes."""
    key = (text, repr(expected))
    found = _READ_BACK.get(key)
    if found is None:
        try:
            found = parse_output(text) == expected
        except CbwhError:
            found = False
        _READ_BACK[key] = found
    return found


# (sentence, the spec's repr) -> read back as that spec: kept beside the bytecode under a key that hashes every source
# file of cbwh (the grammar, its vocabulary, the spec model, this module), so any edit anywhere computes afresh
_READ_BACK: dict[tuple[str, str], bool] = kept(_parses_to, "cbwh")


class _Phrasebook:
    """The phrasings of each concept that the grammar reads back to that concept."""

    @staticmethod
    def _keep(candidates: words.Said, frame: Callable[[str], str], expected: Output) -> tuple[str, ...]:
        kept = tuple(p for p in candidates if _parses_to(frame(p), expected))
        if not kept:
            raise RealizeError(f"no phrasing of {expected!r} is read back by the grammar (tried {candidates[:3]}...)")
        return kept

    @cached_property
    def records(self) -> dict[Records, tuple[str, ...]]:
        return {r: self._keep(nouns, lambda p: f"{_FRAME_AMONG}who has the most {p}?",
                              NameOf(Pick(_FRAME_GROUP, (Key(r, Order.HIGH),))))
                for r, nouns in words.GEN_RECORD_NOUNS.items()}

    @cached_property
    def attributes(self) -> dict[Attribute, tuple[str, ...]]:
        return {a: self._keep(nouns, lambda p: f"Among people with the same {p} as the owner of the pet named 'Frame', "
                                               "who is the oldest?",
                              NameOf(Pick((SameAs(a, _FRAME_ANCHOR),), (_DOB,))))
                for a, nouns in words.GEN_ATTRIBUTE_NOUNS.items()}

    def _per_key(self, concept: str, key: Key, make: Callable[[Key], tuple[str, ...]]) -> tuple[str, ...]:
        """The phrasings of one ranking or comparison key, tried when the key is first worded (a suite words a few of
        the vocabulary's ~50 keys, and the rankings, comparisons and state leaders of all of them are ~740 frame
        sentences parsed); empty when none reads back. A KeyError for that, as the whole table's lookup gave."""
        found = self._by_key.get((concept, key))
        if found is None:
            found = self._by_key[concept, key] = make(key)
        if not found:
            raise KeyError(key)
        return found

    @cached_property
    def _by_key(self) -> dict[tuple[str, Key], tuple[str, ...]]:
        return {}

    def rank(self, key: Key) -> tuple[str, ...]:
        """Noun phrases after 'has the' / 'with the'."""
        return self._per_key("rank", key, self._rank_phrasings)

    @staticmethod
    def _rank_phrasings(key: Key) -> tuple[str, ...]:
        if key.measure in (Metric.JOB_START, Metric.POLICY_EXPIRY, Metric.CARD_EXPIRY, Metric.DOB):
            return ()
        return tuple(p for p in _summed(key, words.GEN_RANK_NOUNS.get(key, ()))
                     if _parses_to(f"{_FRAME_AMONG}who has the {p}?", NameOf(Pick(_FRAME_GROUP, (key,)))))

    @cached_property
    def if_tie(self) -> tuple[str, ...]:
        """Every tie lead of the vocabulary, capitalized; `tie_fits` says which read back after a given ranking."""
        return tuple(p[0].upper() + p[1:] for p in words.GEN_IF_TIE)

    def tie_fits(self, first: Key, lead: str) -> bool:
        """Whether `lead` reads back after a question ranked by `first`: 'if more than one person shares the most'
        fits 'the most pets' but not 'whose policy expires first' (checked when first asked, then remembered)."""
        if (first, lead) not in self._tie_fits:
            if first in _TEMPORAL:
                question = f"{_FRAME_AMONG}{self.whose[first][0]}?"
            elif first.measure is Metric.DOB:
                question = f"{_FRAME_AMONG}who is the {self.adjectives[first][0]}?"
            else:
                question = f"{_FRAME_AMONG}who has the {self.rank(first)[0]}?"
            then, clause = ((_DOB, "is the oldest") if first.measure is not Metric.DOB
                            else (_RICHEST, f"has the {self.rank(_RICHEST)[0]}"))
            self._tie_fits[first, lead] = _parses_to(f"{question} {lead}, who among them {clause}?",
                                                     NameOf(Pick(_FRAME_GROUP, (first, then))))
        return self._tie_fits[first, lead]

    @cached_property
    def _tie_fits(self) -> dict[tuple[Key, str], bool]:
        return {}

    # --- the sentence frames, drawn from the vocabulary (each kept only if the grammar reads it back) --------
    @cached_property
    def anchors(self) -> dict[AnchorKind | str, tuple[str, ...]]:
        """Anchor phrases, the quoted value to follow ('species': with '{species}' for the pet's species)."""
        candidates: dict[AnchorKind | str, tuple[str, ...]] = {
            AnchorKind.PET: words.GEN_PET, "species": words.GEN_SPECIES, AnchorKind.PLATE: words.GEN_PLATE,
            AnchorKind.USERNAME: words.GEN_USERNAME,
        }
        out: dict[AnchorKind | str, tuple[str, ...]] = {}
        for kind, phrases in candidates.items():
            if kind == "species":
                expected = parse_output(_PET_FRAME.format("the owner of the dog named 'Frame'"))
                out[kind] = self._keep(phrases, lambda p: _PET_FRAME.format(p.format(species="dog") + " 'Frame'"), expected)
                continue
            assert isinstance(kind, AnchorKind)
            expected = NameOf(Pick((SameAs(Attribute.STATE, Anchor(kind, "Frame")),), (_DOB,)))
            out[kind] = self._keep(phrases, lambda p: _PET_FRAME.format(p + " 'Frame'"), expected)
        return out

    @cached_property
    def whose(self) -> dict[Key, tuple[str, ...]]:
        """'whose insurance policy expires first', 'who started their job most recently' (a question's last clause)."""
        return {key: self._keep(words.GEN_WHOSE[key], lambda p: f"{_FRAME_AMONG}{p}?", NameOf(Pick(_FRAME_GROUP, (key,))))
                for key in _TEMPORAL}

    @cached_property
    def lacking(self) -> dict[bool, tuple[str, ...]]:
        """plural? -> 'do not own any', 'have no' (the record noun follows)."""
        return {
            True: self._keep(words.GEN_LACKING[True], lambda p: f"Among people who {p} pets, who is the oldest?",
                             NameOf(Pick((CountIs(Records.PETS, "=", 0),), (_DOB,)))),
            False: self._keep(words.GEN_LACKING[False], lambda p: f"{_FRAME_AMONG}who {p} pets?",
                              NameOf(Pick((_FRAME_GROUP[0], CountIs(Records.PETS, "=", 0))))),
        }

    @cached_property
    def at_least(self) -> tuple[str, ...]:
        """'{n} or more', 'at least {n}' (before the record noun)."""
        forms = tuple(f"{a} {{n}}" for a in words.GEN_AT_LEAST) + tuple(f"{{n}} {o}" for o in words.GEN_OR_MORE)
        return self._keep(forms, lambda p: f"Among people who own {p.format(n=3)} pets, who is the oldest?",
                          NameOf(Pick((CountIs(Records.PETS, ">=", 3),), (_DOB,))))

    @cached_property
    def among(self) -> tuple[str, ...]:
        """The opener before a group: 'Among', 'Considering only'."""
        return self._keep(tuple(a[0].upper() + a[1:] for a in words.GEN_AMONG),
                          lambda p: f"{p} people who live in the same state as the owner of the pet named 'Frame', "
                                    "who is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (_DOB,))))

    @cached_property
    def people(self) -> tuple[str, ...]:
        """Plural nouns before 'who live ...': 'people', 'individuals', 'those'."""
        return self._keep(words.GEN_PEOPLE, lambda p: f"Among {p} who live in the same state as the owner of the pet "
                                                      "named 'Frame', who is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (_DOB,))))

    @cached_property
    def still_tied(self) -> tuple[str, ...]:
        """Before a second tie-breaker: 'If still tied', 'If that's tied too'."""
        return self._keep(tuple(p[0].upper() + p[1:] for p in words.GEN_STILL_TIED),
                          lambda p: f"{_FRAME_AMONG}who has the most pets? If tied, who among them has the highest salary? "
                                    f"{p}, who among them is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (Key(Records.PETS, Order.HIGH), Key(Metric.SALARY, Order.HIGH), _DOB))))

    @cached_property
    def tie_verbs(self) -> tuple[str, ...]:
        """'consider', 'pick' (... the one with the highest salary)."""
        return self._keep(words.GEN_TIE_VERBS, lambda p: f"{_FRAME_AMONG}who has the most pets? If tied, {p} the one "
                                                         "with the highest salary.",
                          NameOf(Pick(_FRAME_GROUP, (Key(Records.PETS, Order.HIGH), Key(Metric.SALARY, Order.HIGH)))))

    @cached_property
    def compare_ties(self) -> tuple[str, ...]:
        """'If they are tied, pick the person with' (the ranking follows) after a comparison."""
        subjects = (Pick(_FRAME_GROUP, (_DOB,)), Pick((SameAs(Attribute.STATE, _FRAME_ANCHOR_2),), (_DOB,)))
        frame = ("Who has more pets: the oldest person among people who live in the same state as the owner of the pet "
                 "named 'Frame', or the oldest person among people who live in the same state as the owner of the pet "
                 "named 'Other'? {} the highest salary.")
        candidates = tuple(f"{lead[0].upper() + lead[1:]}, {verb} the person with" for lead in words.GEN_COMPARE_TIE
                           for verb in self.tie_verbs)
        return self._keep(candidates, frame.format,
                          Compare(Key(Records.PETS, Order.HIGH), subjects, (Key(Metric.SALARY, Order.HIGH),)))

    @cached_property
    def subject_ties(self) -> tuple[str, ...]:
        """'(using {} as a tiebreaker)', '(if there's a tie, the one with {})' after a subject."""
        candidates = tuple(f"(using {{}} {a})" for a in words.GEN_AS_TIEBREAKER)
        candidates += tuple(f"({lead}, the one with {{}})" for lead in words.GEN_IF_TIE)
        return self._keep(candidates, lambda p: f"What is the total bank balance of the person with the most pets "
                                                f"{p.format('the highest salary')} among people who live in the same state "
                                                "as the owner of the pet named 'Frame'?",
                          BalanceOf((Pick(_FRAME_GROUP, (Key(Records.PETS, Order.HIGH), Key(Metric.SALARY, Order.HIGH))),)))

    @cached_property
    def other_than(self) -> tuple[str, ...]:
        """'other than', 'apart from', 'excluding': a person left out of a group, set off by commas after it."""
        return self._keep(words.GEN_OTHER_THAN, lambda p: f"{_FRAME_AMONG}{p} the owner of the pet named 'Frame', "
                                                           "who is the oldest?",
                          NameOf(Pick((*_FRAME_GROUP, OtherThan(_FRAME_ANCHOR)), (_DOB,))))

    @cached_property
    def balance_leads(self) -> tuple[str, ...]:
        """'What is the total bank balance of', 'What is the combined bank balance of'."""
        return self._keep(tuple(f"What is {b} of" for b in words.GEN_BALANCE),
                          lambda p: f"{p} the oldest person among people who live in the same state as the owner of the "
                                    "pet named 'Frame'?",
                          BalanceOf((Pick(_FRAME_GROUP, (_DOB,)),)))

    @cached_property
    def sum_leads(self) -> tuple[str, ...]:
        """The balance leads that say a sum of several people's balances whatever else the question says ('What is the
        combined bank balance of A, and B?'): 'the total balance across all bank accounts of A (ties: the highest
        combined bank balances), and B' may be each one's total (ask refuses it: seed 4's program 129)."""
        return self._keep(self.balance_leads,
                          lambda p: f"{p} the oldest person among people who live in the same state as the owner of the "
                                    "pet named 'Frame' (if there are ties, the one with the highest combined bank "
                                    "balances), and the youngest person among people who live in the same state as the "
                                    "owner of the pet named 'Frame'?",
                          BalanceOf((Pick(_FRAME_GROUP, (_DOB, _RICHEST)), Pick(_FRAME_GROUP, (_YOUNGEST,)))))

    @cached_property
    def record_leads(self) -> tuple[str, ...]:
        """'How many total records', 'How many records in total' (before '(<nouns> combined)')."""
        return self._keep(tuple(f"How many {r}" for r in words.GEN_RECORDS),
                          lambda p: f"{p} (pets and vehicles combined) does the oldest person among people who live in "
                                    "the same state as the owner of the pet named 'Frame' have?",
                          RecordCount(Pick(_FRAME_GROUP, (_DOB,)), (Records.PETS, Records.VEHICLES)))

    @cached_property
    def that_person(self) -> tuple[str, ...]:
        """'that person', 'this individual' (in 'How many pets does that person have?')."""
        return self._keep(words.GEN_THAT_PERSON, lambda p: f"{_FRAME_AMONG}who is the oldest? How many pets does {p} have?",
                          RecordCount(Pick(_FRAME_GROUP, (_DOB,)), (Records.PETS,)))

    @cached_property
    def adjectives(self) -> dict[Key, tuple[str, ...]]:
        """Superlatives of the birth date ('oldest', 'youngest'): 'who is the oldest?', 'the youngest person'."""
        return {k: self._keep(words.GEN_RANK_ADJECTIVES[k], lambda p: f"{_FRAME_AMONG}who is the {p}?",
                              NameOf(Pick(_FRAME_GROUP, (k,))))
                for k in (_DOB, _YOUNGEST)}

    def comparative(self, key: Key) -> tuple[str, ...]:
        """'has more vehicles', 'is older', 'earns less' (after 'Who', before the two subjects)."""
        return self._per_key("comparative", key, self._comparative_phrasings)

    def compares(self, key: Key) -> bool:
        try:
            return bool(self.comparative(key))
        except KeyError:
            return False

    @staticmethod
    def _comparative_phrasings(key: Key) -> tuple[str, ...]:
        subjects = (Pick(_FRAME_GROUP, (_DOB,)), Pick((SameAs(Attribute.STATE, _FRAME_ANCHOR_2),), (_DOB,)))
        frame = ("the oldest person among people who live in the same state as the owner of the pet named 'Frame', or the "
                 "oldest person among people who live in the same state as the owner of the pet named 'Other'?")
        # ('Who has more ...': the curated phrasings are singular)
        return tuple(p for p in _summed(key, words.GEN_COMPARATIVES.get(key, ()))
                     if _parses_to(f"Who {p}: {frame}", Compare(key, subjects)))

    def leader(self, key: Key) -> tuple[str, ...]:
        """'people with the highest total bank balance in their state', 'the richest people in their state'."""
        return self._per_key("leader", key, self._leader_phrasings)

    def _leader_phrasings(self, key: Key) -> tuple[str, ...]:
        if key not in _LEADER_KEYS:
            return ()
        try:
            phrases = self.rank(key)
        except KeyError:
            return ()
        candidates = [f"people with the {p} {t}" for p in phrases[:3] for t in words.GEN_IN_THEIR_STATE]
        candidates += [f"the {a} people {t}" for a in words.GEN_RANK_ADJECTIVES.get(key, ()) for t in words.GEN_IN_THEIR_STATE]
        return tuple(c for c in candidates
                     if _parses_to(f"Among {c}, who is the oldest?", NameOf(Pick((StateLeader(key),), (_DOB,)))))

    @cached_property
    def residents(self) -> tuple[str, ...]:
        return self._keep(words.GEN_RESIDENTS, lambda p: f"Among {p} the same state as the owner of the pet named 'Frame', "
                                                     "who is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (_DOB,))))

    @cached_property
    def live(self) -> tuple[str, ...]:
        """Plural verbs: 'live in', 'reside in'."""
        return self._keep(words.GEN_LIVE_VERBS[True],
                          lambda p: f"Among people who {p} the same state as the owner of the pet named 'Frame', "
                                    "who is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (_DOB,))))

    @cached_property
    def lives(self) -> tuple[str, ...]:
        """Singular verbs: 'lives in', 'resides in'."""
        return self._keep(words.GEN_LIVE_VERBS[False],
                          lambda p: f"Among people with 3 or more pets, who {p} the same state as the owner of the pet "
                                    "named 'Frame'?",
                          NameOf(Pick((CountIs(Records.PETS, ">=", 3), _FRAME_GROUP[0]))))


PHRASEBOOK = _Phrasebook()


class Realizer:
    """Puts one program into words; `rng` chooses every phrasing."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.book = PHRASEBOOK
        self._relative = False  # the last group head ended in a relative clause

    def pick_one(self, options) -> str:
        return options[self.rng.randrange(len(options))]

    # --- nouns ---------------------------------------------------------------------
    def records(self, r: Records) -> str:
        return self.pick_one(self.book.records[r])

    def rank(self, key: Key) -> str:
        """'the most vehicles', 'the highest total bank balance' (never the birth date: see `has_rank`)."""
        try:
            return "the " + self.pick_one(self.book.rank(key))
        except KeyError:
            raise RealizeError(f"no words for a ranking by {key!r}") from None

    def has_rank(self, key: Key, singular: bool = True) -> str:
        """A verb phrase ranking a person: 'is the oldest', 'has the most pets', 'owns the oldest vehicle'."""
        if key.measure is Metric.DOB:
            return f"{'is' if singular else 'are'} the {self.pick_one(self.book.adjectives[key])}"
        verb = self.pick_one(words.GEN_HOLD_RANK if isinstance(key.measure, Records) or key.measure is Metric.VEHICLE_YEAR
                             else words.GEN_HOLD_RANK[:1])
        return f"{verb} {self.rank(key)}"

    def anchor(self, a: Anchor) -> str:
        q = f"'{a.value}'"
        match a.kind:
            case AnchorKind.PET if a.species:
                return f"{self.pick_one(self.book.anchors['species']).format(species=a.species.lower())} {q}"
            case AnchorKind.PET | AnchorKind.PLATE | AnchorKind.USERNAME:
                return f"{self.pick_one(self.book.anchors[a.kind])} {q}"
            case _:
                assert_never(a.kind)

    # --- groups --------------------------------------------------------------------
    def _same(self, step: SameAs, plural: bool) -> str:
        """The predicate of a 'same ... as' step: 'live in the same state as ...'."""
        if step.attribute is Attribute.STATE:
            verb = self.pick_one(self.book.live if plural else self.book.lives)
            return f"{verb} the same state as {self.anchor(step.anchor)}"
        if step.attribute is Attribute.CITY:
            verb = self.pick_one(self.book.live if plural else self.book.lives)
            return f"{verb} the same city as {self.anchor(step.anchor)}"
        verb = self.pick_one(words.GEN_SHARE_SAME[plural])
        return f"{verb} {self.pick_one(self.book.attributes[step.attribute])} as {self.anchor(step.anchor)}"

    def _count(self, step: CountIs, plural: bool) -> str:
        noun = self.records(step.records)
        if step.op == "=" and step.n == 0:
            return f"{self.pick_one(self.book.lacking[plural])} {noun}"
        verb = self.pick_one(words.GEN_HOLD[plural])
        if step.op == ">=":
            return f"{verb} {self.pick_one(self.book.at_least).format(n=step.n)} {noun}"
        if step.op == "=":
            return f"{verb} exactly {step.n} {noun}"
        raise RealizeError(f"no words for a count {step.op} {step.n}")

    def predicate(self, step: Step, plural: bool) -> str:
        match step:
            case SameAs():
                return self._same(step, plural)
            case CountIs():
                return self._count(step, plural)
            case CurrentJobStartedIn():
                return self.pick_one((f"started their current employment in {step.year}",
                                      f"started their current job in {step.year}"))
            case Holds() | TopN() | StateLeader() | OwnerOf() | OtherThan():
                raise RealizeError(f"{type(step).__name__} has no words as a relative clause")
            case _:
                assert_never(step)

    def _head(self, step: Step, alone: bool) -> tuple[str, bool]:
        """(the group's first words, whether they end in a relative clause: 'people who ...')."""
        return self._head_words(step, alone), self._relative

    def _head_words(self, step: Step, alone: bool) -> str:
        self._relative = False
        match step:
            case SameAs() if step.attribute in (Attribute.STATE, Attribute.CITY) and self.rng.random() < 0.4:
                what = "state" if step.attribute is Attribute.STATE else "city"
                living = f"people living in the same {what} as {self.anchor(step.anchor)}"
                if not alone:  # 'residents of ... as <anchor>' takes no further clause: 'who' or 'and who' both fail
                    return living
                return self.pick_one((f"{self.pick_one(self.book.residents)} the same {what} as {self.anchor(step.anchor)}",
                                      living))
            case SameAs() if step.attribute not in (Attribute.STATE, Attribute.CITY) and self.rng.random() < 0.5:
                return f"people with the same {self.pick_one(self.book.attributes[step.attribute])} as {self.anchor(step.anchor)}"
            case CountIs() if step.op == ">=" and self.rng.random() < 0.5:
                return f"people with {step.n} or more {self.records(step.records)}"
            case Holds() if step.attribute is Attribute.CARD_PROVIDER:
                return self.pick_one((f"{step.value} card holders", f"{step.value} cardholders"))
            case Holds() if step.attribute is Attribute.POLICY_TYPE:
                return f"{step.value} insurance policy holders"
            case StateLeader():
                return self.pick_one(self.book.leader(step.key))
            case Holds() | TopN() | OwnerOf():
                raise RealizeError(f"{step!r} has no words as the head of a group")
            case _:
                self._relative = True
                return f"{self.pick_one(self.book.people)} who {self.predicate(step, plural=True)}"

    def group(self, steps: tuple[Step, ...]) -> str:
        """A group in the grammar's step order: head, then its clauses; a top-N head comes after its clauses; a person
        left out last, set off by a comma (', other than the owner of ...')."""
        if not steps:
            raise RealizeError("a group needs at least one step")
        if isinstance(steps[-1], OtherThan):
            if len(steps) == 1 or any(isinstance(s, OtherThan | TopN | StateLeader) for s in steps[:-1]):
                raise RealizeError(f"no words for a person left out of {steps[:-1]!r}")
            return f"{self.group(steps[:-1])}, {self.pick_one(self.book.other_than)} {self.anchor(steps[-1].anchor)}"
        if isinstance(steps[-1], TopN):
            top = steps[-1]
            if top.key != Key(Metric.BALANCE, Order.HIGH) or any(isinstance(s, TopN) for s in steps[:-1]):
                raise RealizeError(f"no words for {top!r} here")
            head = f"the {top.n} people with {self.rank(top.key)}"
            clauses = steps[:-1]
            return head + "".join(f" {'who' if i == 0 else 'and'} {self.predicate(s, True)}" for i, s in enumerate(clauses))
        head, relative = self._head(steps[0], alone=len(steps) == 1)
        out = head
        for i, step in enumerate(steps[1:]):
            if i == 0 and not relative:
                # 'who ...' right after an anchor ('... as the owner of pet X who started ...') could describe the
                # anchor's owner: ask refuses it, so 'and who' then
                joiner = "and who" if isinstance(steps[0], SameAs) else "who"
            else:
                joiner = self.pick_one(("and", "and who"))
            out += f" {joiner} {self.predicate(step, True)}"
        return out

    # --- sentences -----------------------------------------------------------------
    def _if_tie(self, first: Key) -> str:
        """A tie lead that reads back after a question ranked by `first`."""
        fits = tuple(lead for lead in self.book.if_tie if self.book.tie_fits(first, lead))
        if not fits:
            raise RealizeError(f"no tie lead reads back after a ranking by {first!r}")
        return self.pick_one(fits)

    def _tie_sentences(self, keys: tuple[Key, ...]) -> str:
        """The tie sentences after a question ranked by `keys[0]`, one per tiebreaker after it."""
        out = []
        for i, key in enumerate(keys[1:]):
            lead = self.pick_one(self.book.still_tied) if i else self._if_tie(keys[0])
            if key.measure is Metric.DOB or self.rng.random() < 0.5:
                out.append(f"{lead}, who among them {self.has_rank(key)}?")
            else:
                out.append(f"{lead}, {self.pick_one(self.book.tie_verbs)} the one with {self.rank(key)}.")
        return "".join(" " + s for s in out)

    def _final(self, pick: Pick) -> tuple[tuple[Step, ...], str]:
        """(the group's steps, the clause after the comma) of an 'Among ...' question; a person left out before the
        condition asked ('who, other than X, has the same job title as X?', 'who else ...' where X is the one anchor)."""
        if not pick.keys:
            *group, last = pick.steps
            left = group[-1] if len(group) > 1 else None
            if isinstance(left, OtherThan):
                group = group[:-1]
                anchors = {s.anchor for s in (*group, last) if isinstance(s, ANCHORED_STEPS)}
                if anchors == {left.anchor} and self.rng.random() < 0.5:
                    return tuple(group), f"who else {self.predicate(last, plural=False)}?"
                return tuple(group), (f"who, {self.pick_one(self.book.other_than)} {self.anchor(left.anchor)}, "
                                      f"{self.predicate(last, plural=False)}?")
            return tuple(group), f"who {self.predicate(last, plural=False)}?"
        key = pick.keys[0]
        if key in _TEMPORAL:
            return pick.steps, self.pick_one(self.book.whose[key]) + "?"
        return pick.steps, f"who {self.has_rank(key)}?"

    def _among(self, pick: Pick) -> str:
        steps, final = self._final(pick)
        return f"{self.pick_one(self.book.among)} {self.group(steps)}, {final}{self._tie_sentences(pick.keys)}"

    @staticmethod
    def _owner(pick: Pick) -> Anchor | None:
        """The anchor of a pick that is a plain anchor person ('the owner of pet X'), else None."""
        if not pick.keys and pick.top == 1 and len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf):
            return pick.steps[0].anchor
        return None

    def subjects(self, picks: tuple[Pick, ...]) -> list[str]:
        """Several subjects' words; an anchor person after a ranked one would also read as a second anchor
        of that one's group ('... the same state as the owner of pet X and the owner of pet Y')."""
        if any(self._owner(p) is not None for p in picks[1:]) and any(self._owner(p) is None for p in picks[:-1]):
            raise RealizeError("an anchor person after a ranked person has two readings; no words for that order")
        return [self.subject(p, last=i == len(picks) - 1) for i, p in enumerate(picks)]

    def subject(self, pick: Pick, last: bool = False) -> str:
        """'the person with the most vehicles among <group> (if there's a tie, the one with ...)', or 'the owner of pet X'."""
        owner = self._owner(pick)
        if owner is not None:
            return self.anchor(owner)
        if not pick.keys or len(pick.keys) > 2 or pick.top != 1:
            raise RealizeError(f"no words for a subject {pick!r}")
        first = pick.keys[0]
        if first.measure is Metric.DOB:
            head = f"the {self.pick_one(self.book.adjectives[first])} person"
        else:
            head = self.pick_one((f"the person with {self.rank(first)}", f"the person who has {self.rank(first)}"))
        tie = ""
        if len(pick.keys) == 2 and pick.keys[1].measure is Metric.DOB:
            tie = f" (using the {self.pick_one(self.book.adjectives[pick.keys[1]])} person as a tiebreaker)"
        elif len(pick.keys) == 2:
            tie = " " + self.pick_one(self.book.subject_ties).format(self.rank(pick.keys[1]))
        group = self.group(pick.steps)
        if last or self.rng.random() < 0.5:  # a tiebreaker ending the question would also read as the comparison's
            return f"{head}{tie} among {group}"
        return f"{head} among {group}{tie}"

    def _compared(self, key: Key) -> str:
        """'has more vehicles', 'has a lower total bank balance', 'is older', 'earns more'."""
        if not self.book.compares(key):
            raise RealizeError(f"no words to compare by {key!r}")
        return self.pick_one(self.book.comparative(key))

    def question(self, out: Output) -> str:
        """The program in words; RealizeError when it has none (a table without the key it needs included)."""
        try:
            return self._question(out)
        except KeyError as exc:
            raise RealizeError(f"no words for {exc.args[0]!r} in {out!r}") from None

    def _question(self, out: Output) -> str:
        match out:
            case NameOf():
                owner = self._owner(out.pick)
                if owner is not None:
                    return f"Who is {self.anchor(owner)}?"
                return self._among(out.pick)
            case Compare():
                a, b = self.subjects(out.subjects)
                text = f"Who {self._compared(out.key)}: {a}, or {b}?"
                for key in out.tiebreak:
                    text += f" {self.pick_one(self.book.compare_ties)} {self.rank(key)}."
                return text
            case BalanceOf():
                several = len(out.picks) > 1 or out.picks[0].top > 1  # (a top N is several people too: their sum said)
                lead = self.pick_one(self.book.sum_leads if several else self.book.balance_leads)
                if len(out.picks) == 1 and out.picks[0].top > 1:
                    p = out.picks[0]
                    if len(p.keys) != 1:
                        raise RealizeError(f"no words for a top {p.top} ranked by {p.keys!r}")
                    return f"{lead} the {p.top} people with {self.rank(p.keys[0])} among {self.group(p.steps)}?"
                if len(out.picks) == 1:
                    p = out.picks[0]
                    if len(p.keys) == 2 and self.rng.random() < 0.5:
                        return f"{lead} {self.subject(Pick(p.steps, p.keys[:1]))}?{self._tie_sentences(p.keys)}"
                    return f"{lead} {self.subject(p)}?"
                return f"{lead} " + ", and ".join(self.subjects(out.picks)) + "?"
            case RecordCount():
                nouns = [self.records(r) for r in out.records]
                # ('pets and vehicles', 'pets, vehicles, and credit cards': a serial comma only in a list of three or more)
                listed = " and ".join(nouns) if len(nouns) < 3 else ", ".join(nouns[:-1]) + ", and " + nouns[-1]
                if self.rng.random() < 0.5 and out.pick.keys and out.pick.keys[0] not in _TEMPORAL:
                    total = " in total" if len(nouns) > 1 else ""  # ask refuses several counts with no sum word
                    return (f"{self._among(out.pick)} How many {listed} does {self.pick_one(self.book.that_person)} "
                            f"have{total}?")
                opener = self.pick_one(self.book.record_leads)
                return f"{opener} ({listed} combined) does {self.subject(out.pick)} have?"
            case _:
                assert_never(out)
