"""Programs -> English, with the seed choosing among phrasings.

The concepts' phrasings come from the one vocabulary, `cbwh.spec.words` (record nouns,
attributes, rankings, tie-breaker lead-ins, residents and living verbs). Of each
concept's phrasings only those `cbwh ask`'s grammar reads back to the same concept are
used: each is tried once in a frame sentence (`_Phrasebook`), so the realizer widens by
itself as the grammar does. The sentence frames (the four Context-Bench families) are
the grammar's own. Every sentence is then parsed back by the caller; a sentence that
does not give back its program is a bug (RealizeError), never skipped.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cached_property
from typing import assert_never

from cbwh.ask.questions import parse_output
from cbwh.errors import CbwhError
from cbwh.spec import words
from cbwh.spec.model import (
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
_TEMPORAL_FINALS = {
    Key(Metric.JOB_START, Order.HIGH): ("who started their employment most recently", "whose employment started most recently",
                                        "whose job started most recently", "who started their job most recently"),
    Key(Metric.POLICY_EXPIRY, Order.LOW): ("whose insurance policy expires first", "whose insurance policy expires the soonest",
                                           "whose insurance policy expires earliest"),
    Key(Metric.CARD_EXPIRY, Order.LOW): ("whose credit card expires first", "whose credit card expires the soonest",
                                         "whose credit card expires earliest"),
}


def _parses_to(text: str, expected: Output) -> bool:
    try:
        return parse_output(text) == expected
    except CbwhError:
        return False


class _Phrasebook:
    """The phrasings of each concept that the grammar reads back to that concept."""

    @staticmethod
    def _keep(candidates: tuple[str, ...], frame: Callable[[str], str], expected: Output) -> tuple[str, ...]:
        kept = tuple(p for p in candidates if _parses_to(frame(p), expected))
        if not kept:
            raise RealizeError(f"no phrasing of {expected!r} is read back by the grammar (tried {candidates[:3]}...)")
        return kept

    @cached_property
    def records(self) -> dict[Records, tuple[str, ...]]:
        return {r: self._keep(noun.plural, lambda p: f"{_FRAME_AMONG}who has the most {p}?",
                              NameOf(Pick(_FRAME_GROUP, (Key(r, Order.HIGH),))))
                for r, noun in words.RECORD_NOUNS.items()}

    @cached_property
    def attributes(self) -> dict[Attribute, tuple[str, ...]]:
        return {a: self._keep(nouns, lambda p: f"Among people with the same {p} as the owner of the pet named 'Frame', "
                                               "who is the oldest?",
                              NameOf(Pick((SameAs(a, _FRAME_ANCHOR),), (_DOB,))))
                for a, nouns in words.ATTRIBUTE_NOUNS.items()}

    def rank(self, key: Key) -> tuple[str, ...]:
        """Noun phrases after 'has the' / 'with the'."""
        return self._ranks[key]

    @cached_property
    def _ranks(self) -> dict[Key, tuple[str, ...]]:
        out = {}
        for key, phrases in words.RANK_NOUNS.items():
            if key.measure in (Metric.JOB_START, Metric.POLICY_EXPIRY, Metric.CARD_EXPIRY, Metric.DOB):
                continue
            kept = tuple(p for p in phrases if _parses_to(f"{_FRAME_AMONG}who has the {p}?", NameOf(Pick(_FRAME_GROUP, (key,)))))
            if kept:
                out[key] = kept
        return out

    @cached_property
    def if_tie(self) -> tuple[str, ...]:
        return self._keep(tuple(p[0].upper() + p[1:] for p in words.IF_TIE),
                          lambda p: f"{_FRAME_AMONG}who has the most pets? {p}, who among them is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (Key(Records.PETS, Order.HIGH), _DOB))))

    @cached_property
    def residents(self) -> tuple[str, ...]:
        return self._keep(words.RESIDENTS, lambda p: f"Among {p} the same state as the owner of the pet named 'Frame', "
                                                     "who is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (_DOB,))))

    @cached_property
    def live(self) -> tuple[str, ...]:
        """Plural verbs: 'live in', 'reside in'."""
        return self._keep(tuple(v for v in words.LIVE_VERBS if not v.split()[0].endswith("s")),
                          lambda p: f"Among people who {p} the same state as the owner of the pet named 'Frame', "
                                    "who is the oldest?",
                          NameOf(Pick(_FRAME_GROUP, (_DOB,))))

    @cached_property
    def lives(self) -> tuple[str, ...]:
        """Singular verbs: 'lives in', 'resides in'."""
        return self._keep(tuple(v for v in words.LIVE_VERBS if v.split()[0].endswith("s")),
                          lambda p: f"Among people with 3 or more pets, who {p} the same state as the owner of the pet "
                                    "named 'Frame'?",
                          NameOf(Pick((CountIs(Records.PETS, ">=", 3), _FRAME_GROUP[0]))))


PHRASEBOOK = _Phrasebook()


class Realizer:
    """Puts one program into words; `rng` chooses every phrasing."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.book = PHRASEBOOK

    def pick_one(self, options) -> str:
        return options[self.rng.randrange(len(options))]

    # --- nouns ---------------------------------------------------------------------
    def records(self, r: Records) -> str:
        return self.pick_one(self.book.records[r])

    def rank(self, key: Key) -> str:
        """'the most vehicles', 'the highest total bank balance' (never the birth date: see `has_rank`)."""
        return "the " + self.pick_one(self.book.rank(key))

    def has_rank(self, key: Key, singular: bool = True) -> str:
        """A verb phrase ranking a person: 'is the oldest', 'has the most pets', 'owns the oldest vehicle'."""
        if key == _DOB:
            return "is the oldest" if singular else "are the oldest"
        verb = self.pick_one(("has", "owns") if isinstance(key.measure, Records) or key.measure is Metric.VEHICLE_YEAR
                             else ("has",))
        return f"{verb} {self.rank(key)}"

    def anchor(self, a: Anchor) -> str:
        q = f"'{a.value}'"
        match a.kind:
            case AnchorKind.PET:
                if a.species:
                    return f"the owner of the {a.species.lower()} named {q}"
                return self.pick_one((f"the owner of the pet named {q}", f"the owner of pet {q}"))
            case AnchorKind.PLATE:
                return self.pick_one((f"the owner of the vehicle with license plate {q}", f"the owner of license plate {q}",
                                      f"the owner of vehicle with license plate {q}"))
            case AnchorKind.USERNAME:
                return self.pick_one((f"the person with internet username {q}", f"the user with internet username {q}",
                                      f"the owner of the internet account with username {q}"))
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
        verb = self.pick_one(("have", "share") if plural else ("has", "shares"))
        return f"{verb} the same {self.pick_one(self.book.attributes[step.attribute])} as {self.anchor(step.anchor)}"

    def _count(self, step: CountIs, plural: bool) -> str:
        noun = self.records(step.records)
        if step.op == "=" and step.n == 0:
            if plural:
                return self.pick_one((f"do not own any {noun}", f"have no {noun}", f"don't have any {noun}"))
            return self.pick_one((f"does not own any {noun}", f"does NOT own any {noun}", f"has no {noun}",
                                  f"doesn't have any {noun}"))
        verb = self.pick_one(("own", "have") if plural else ("owns", "has"))
        if step.op == ">=":
            return self.pick_one((f"{verb} {step.n} or more {noun}", f"{verb} at least {step.n} {noun}"))
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
            case Holds() | TopN() | StateLeader() | OwnerOf():
                raise RealizeError(f"{type(step).__name__} has no words as a relative clause")
            case _:
                assert_never(step)

    def _head(self, step: Step) -> str:
        match step:
            case SameAs() if step.attribute in (Attribute.STATE, Attribute.CITY) and self.rng.random() < 0.4:
                what = "state" if step.attribute is Attribute.STATE else "city"
                return self.pick_one((f"{self.pick_one(self.book.residents)} the same {what} as {self.anchor(step.anchor)}",
                                      f"people living in the same {what} as {self.anchor(step.anchor)}"))
            case SameAs() if step.attribute not in (Attribute.STATE, Attribute.CITY) and self.rng.random() < 0.5:
                return f"people with the same {self.pick_one(self.book.attributes[step.attribute])} as {self.anchor(step.anchor)}"
            case CountIs() if step.op == ">=" and self.rng.random() < 0.5:
                return f"people with {step.n} or more {self.records(step.records)}"
            case Holds() if step.attribute is Attribute.CARD_PROVIDER:
                return self.pick_one((f"{step.value} card holders", f"{step.value} cardholders"))
            case Holds() if step.attribute is Attribute.POLICY_TYPE:
                return f"{step.value} insurance policy holders"
            case Holds() | TopN() | StateLeader() | OwnerOf():
                raise RealizeError(f"{step!r} has no words as the head of a group")
            case _:
                people = self.pick_one(("people", "all people", "people", "those"))
                return f"{people} who {self.predicate(step, plural=True)}"

    def group(self, steps: tuple[Step, ...]) -> str:
        """A group in the grammar's step order: head, then its clauses; a top-N head comes after its clauses."""
        if not steps:
            raise RealizeError("a group needs at least one step")
        if isinstance(steps[-1], TopN):
            top = steps[-1]
            if top.key != Key(Metric.BALANCE, Order.HIGH) or any(isinstance(s, TopN) for s in steps[:-1]):
                raise RealizeError(f"no words for {top!r} here")
            head = f"the {top.n} people with {self.rank(top.key)}"
            clauses = steps[:-1]
            return head + "".join(f" {'who' if i == 0 else 'and'} {self.predicate(s, True)}" for i, s in enumerate(clauses))
        head = self._head(steps[0])
        out = head
        for i, step in enumerate(steps[1:]):
            joiner = "who" if i == 0 and " who " not in f" {head} " else self.pick_one(("and", "and who"))
            out += f" {joiner} {self.predicate(step, True)}"
        return out

    # --- sentences -----------------------------------------------------------------
    def _tie_sentences(self, keys: tuple[Key, ...]) -> str:
        out = []
        for i, key in enumerate(keys):
            lead = self.pick_one(self.book.if_tie) if i == 0 else "If still tied"
            if key == _DOB or self.rng.random() < 0.5:
                out.append(f"{lead}, who among them {self.has_rank(key)}?")
            else:
                out.append(f"{lead}, consider the one with {self.rank(key)}.")
        return "".join(" " + s for s in out)

    def _final(self, pick: Pick) -> tuple[tuple[Step, ...], str]:
        """(the group's steps, the clause after the comma) of an 'Among ...' question."""
        if not pick.keys:
            *group, last = pick.steps
            return tuple(group), f"who {self.predicate(last, plural=False)}?"
        key = pick.keys[0]
        if key in _TEMPORAL_FINALS:
            return pick.steps, self.pick_one(_TEMPORAL_FINALS[key]) + "?"
        return pick.steps, f"who {self.has_rank(key)}?"

    def _among(self, pick: Pick) -> str:
        steps, final = self._final(pick)
        return f"Among {self.group(steps)}, {final}{self._tie_sentences(pick.keys[1:])}"

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
        if first == _DOB:
            head = "the oldest person"
        else:
            head = self.pick_one((f"the person with {self.rank(first)}", f"the person who has {self.rank(first)}"))
        tie = ""
        if len(pick.keys) == 2 and pick.keys[1] == _DOB:
            tie = " (using the oldest person as a tiebreaker)"
        elif len(pick.keys) == 2:
            tie = self.pick_one((f" (if there's a tie, the one with {self.rank(pick.keys[1])})",
                                 f" (using {self.rank(pick.keys[1])} as a tiebreaker)"))
        group = self.group(pick.steps)
        if last or self.rng.random() < 0.5:  # a tiebreaker ending the question would also read as the comparison's
            return f"{head}{tie} among {group}"
        return f"{head} among {group}{tie}"

    def _compared(self, key: Key) -> str:
        if isinstance(key.measure, Records) and key.order is Order.HIGH:
            return f"{self.pick_one(('has', 'owns'))} more {self.records(key.measure)}"
        if key == Key(Metric.BALANCE, Order.HIGH):
            return "has a higher total bank balance"
        raise RealizeError(f"no words to compare by {key!r}")

    def question(self, out: Output) -> str:
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
                    tied = self.records(out.key.measure) if isinstance(out.key.measure, Records) else "total bank balance"
                    text += f" If tied on {tied}, return the person with {self.rank(key)}."
                return text
            case BalanceOf():
                lead = self.pick_one(("What is the total bank balance of", "What is the combined bank balance of"))
                if len(out.picks) == 1 and out.picks[0].top > 1:
                    p = out.picks[0]
                    if len(p.keys) != 1:
                        raise RealizeError(f"no words for a top {p.top} ranked by {p.keys!r}")
                    return f"{lead} the {p.top} people with {self.rank(p.keys[0])} among {self.group(p.steps)}?"
                if len(out.picks) == 1:
                    p = out.picks[0]
                    if len(p.keys) == 2 and self.rng.random() < 0.5:
                        return f"{lead} {self.subject(Pick(p.steps, p.keys[:1]))}?{self._tie_sentences(p.keys[1:])}"
                    return f"{lead} {self.subject(p)}?"
                return f"{lead} " + ", and ".join(self.subjects(out.picks)) + "?"
            case RecordCount():
                nouns = [self.records(r) for r in out.records]
                listed = nouns[0] if len(nouns) == 1 else ", ".join(nouns[:-1]) + ", and " + nouns[-1]
                if self.rng.random() < 0.5 and out.pick.keys and out.pick.keys[0] not in _TEMPORAL_FINALS:
                    return f"{self._among(out.pick)} How many {listed} does that person have?"
                opener = self.pick_one(("How many total records", "How many records",
                                        "How many total financial and property records"))
                return f"{opener} ({listed} combined) does {self.subject(out.pick)} have?"
            case _:
                assert_never(out)
