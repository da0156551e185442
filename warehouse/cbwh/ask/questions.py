"""A whole question -> its one Output spec (the grammar is `cbwh.ask.grammar`), and its type label."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, assert_never

from cbwh.ask.grammar import questions
from cbwh.ask.parser import ParseError, Parser
from cbwh.errors import QuestionError
from cbwh.spec.model import (
    Anchor,
    BalanceOf,
    Compare,
    CountIs,
    Metric,
    NameOf,
    Output,
    OwnerOf,
    RecordCount,
    SameAs,
    TopN,
    output_picks,
)
from cbwh.spec.words import describe_output

if TYPE_CHECKING:
    from cbwh.ask.discourse import Gloss  # (imported only when a question is laid out: `parse_reading`)


def parse_output(text: str) -> Output:
    """The one spec the question reads as; ParseError saying where it fails, or naming both readings."""
    return parse_reading(text)[0]


class Reading(NamedTuple):
    """A question's one spec, and what it is read on condition of."""

    output: Output
    one_owner: dict[Anchor, str]  # anchors that must name one person in the data (grammar._one_owner)
    # 'Among G, which of the 15 richest ...': the cut was taken within the group; the 15 richest of everyone, then
    # those in the group, is a reading too (`ask` withdraws an answer it changes)
    top_after_group: bool = False
    text: str | None = None  # the one question a question laid out over several sentences says (`discourse`)


def parse_reading(text: str) -> Reading:
    """The one spec, and the anchors it is read on condition of: each must name one person in the data
    (else the question has two readings, and the message says so). See grammar._one_owner.

    A question the sentence grammar does not read whole may be laid out over several sentences, with definitions
    and references back (`discourse`): it is read as the one question they say (`Reading.text`), or refused naming
    the reference that cannot be resolved."""
    try:
        return _sentence_reading(text)
    except ParseError as exc:
        error = exc
    # the grammar's own reason for refusing the words as written ('ambiguous: ...') says more than the layer's
    said_why = not str(error).startswith("cannot understand")
    from cbwh.ask.discourse import narrated, resolve  # (imported only here: a question read in one sentence never needs it)

    if not said_why and (told := narrated(text)) != text:
        try:  # 'Suppose you find S. What is the total bank balance of the person you found?': the scene read away
            return _sentence_reading(told)._replace(text=told)
        except ParseError:
            pass
    try:
        resolved = resolve(text)
    except ParseError:
        if said_why:
            raise error from None
        raise
    if resolved is None:
        raise error
    try:
        reading = _sentence_reading(resolved.text)._replace(text=resolved.text)
    except ParseError as again:
        if said_why:
            raise error from None
        raise ParseError(f"{again} (in the question as read with its definitions resolved: {resolved.text!r})") from None
    for gloss in resolved.glosses:
        _check_gloss(gloss, resolved.text)
    if resolved.measure is not None and not (isinstance(reading.output, Compare) and
                                             reading.output.key.measure == resolved.measure):
        # 'Compare the number of pets: A = ...; B = .... Return the one with more cards.': two measures said
        raise ParseError(f"the question compares by another measure than {resolved.measure_said!r}, said before it: "
                         "say one")
    return reading


def _check_gloss(gloss: Gloss, text: str) -> None:
    """A ranking's name defined for the question ('vehicle leader = most vehicles') is read only when the question uses
    it and it ranks as what it is said to mean (the grammar reads the name itself): else refused, naming both."""
    if f" {gloss.role.lower()} " not in f" {' '.join(text.lower().replace('?', ' ').split())} ":
        raise ParseError(f"{gloss.role!r} is defined ({gloss.said!r}) but the question never uses it")
    meaning = gloss.meaning[4:] if gloss.meaning.lower().startswith("the ") else gloss.meaning
    named: Output | None = None
    meant: Output | None = None
    try:
        named = _sentence_reading(f"Who is the {gloss.role} among residents of Ohio?").output
        meant = _sentence_reading(f"Who has the {meaning} among residents of Ohio?").output
    except ParseError:
        pass
    if not (isinstance(named, NameOf) and isinstance(meant, NameOf) and named.pick.keys == meant.pick.keys):
        raise ParseError(f"cannot read the definition {gloss.said!r}: {gloss.role!r} is not read as a ranking by "
                         f"{gloss.meaning!r}")


def _sentence_reading(text: str) -> Reading:
    p = Parser(text)
    try:
        found = questions(p)
    except QuestionError as exc:  # a reading the spec model itself rejects: refuse, never guess
        raise ParseError(f"cannot read the question: {exc}") from None
    if not found:
        raise p.error()
    if len(found) > 1:
        readings = "; or ".join(f"({n}) {describe_output(o)}" for n, o in enumerate(found[:2], 1))
        raise ParseError(f"the question has {len(found)} readings: {readings}. Reword it to say which.")
    picks = output_picks(found[0])
    used = {s.anchor for pick in picks for s in pick.steps if isinstance(s, (SameAs, OwnerOf))}
    after = any(s in p.top_after and any(not isinstance(t, TopN) for t in pick.steps[:n])
                for pick in picks for n, s in enumerate(pick.steps))
    return Reading(found[0], {a: message for a, message in p.one_owner.items() if a in used}, after)


def question_type(out: Output) -> str:
    """A Context-Bench type label for a parsed question (the catalog keeps upstream's own)."""
    match out:
        case Compare():
            return "multi_entity_comparison"
        case BalanceOf():
            return "aggregation"
        case RecordCount():
            return "cross_file_counting"
        case NameOf():
            pick = out.pick
        case _:
            assert_never(out)
    if any(isinstance(s, CountIs) and s.n == 0 for s in pick.steps):
        return "negation"
    if any(k.measure in (Metric.JOB_START, Metric.POLICY_EXPIRY, Metric.CARD_EXPIRY) for k in pick.keys):
        return "temporal_reasoning"
    if not pick.keys or any(isinstance(s, TopN) for s in pick.steps) or sum(isinstance(s, SameAs) for s in pick.steps) > 1:
        return "set_intersection"
    return "comparison_tiebreak"
