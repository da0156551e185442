"""Whole questions: the four sentence families of Context-Bench, and their follow-ups.

    Who owns more vehicles: <subject>, or <subject>?            -> Compare
    What is the total bank balance of <subject>?                -> BalanceOf
    How many total records (<tables>) does <subject> have?      -> RecordCount
    Among <group>, who <ranking | predicate>? [If there's a tie, ...] [How many ...?]
"""

from __future__ import annotations

from cbwh.ask.cursor import Cursor
from cbwh.ask.groups import group, predicate
from cbwh.ask.nouns import balance, by_birth, rank, ranked_by_verb, records
from cbwh.ask.tokens import tokenize
from cbwh.spec.model import (
    BalanceOf,
    Compare,
    CountIs,
    Key,
    Metric,
    NameOf,
    Order,
    Pick,
    RecordCount,
    SameAs,
    TopN,
)

_IF_TIE = "if there's|there is? a tie"


def _tiebreak_tail(c: Cursor) -> None:
    """What follows 'using X as a tiebreaker': 'if tied (for Y)', 'if multiple people have ...'."""
    if c.take("if tied for?"):
        if not c.at(")"):
            rank(c)
    elif c.take(f"{_IF_TIE} for?"):
        if not c.at(")"):
            rank(c)
    elif c.take("if multiple people have|share the same"):
        rank(c)  # 'oldest vehicle (year)'
        c.take("year")


def _paren(c: Cursor, previous: tuple[Key, ...]) -> tuple[Key, ...] | None:
    """'(using highest total bank balance as a tiebreaker ...)', '(using the same tiebreaker)',
    '(if there's a tie, the one with the highest total bank balance)'. None if absent."""
    start = c.i
    if not c.take("("):
        return None
    if c.take("using|use the same tiebreaker|tie-breaker )"):
        return previous
    if c.take("using|use"):
        key = rank(c)
        c.need("as a|the? tiebreaker|tie-breaker")
        _tiebreak_tail(c)
        c.need(")")
        return (key,)
    if c.take(f"{_IF_TIE} , the? one|person with"):
        key = rank(c)
        c.need(")")
        return (key,)
    c.i = start
    return None


def subject(c: Cursor, previous: tuple[Key, ...] = ()) -> Pick:
    """'the person with the most vehicles (using ...) among <group> (using ...)'."""
    c.need("the")
    if c.take("oldest|eldest person|one"):
        keys: tuple[Key, ...] = (Key(Metric.DOB, Order.LOW),)
        by_birth(c)
    else:
        c.need("person|one|individual")
        c.take("who has|owns") or c.need("with|having")
        keys = (rank(c),)
    tiebreak = _paren(c, previous) or ()
    c.need("among")
    steps = group(c)
    tiebreak = tiebreak or _paren(c, previous) or ()
    return Pick(tuple(steps), keys + tiebreak)


def _subjects(c: Cursor, joiner: str) -> list[Pick]:
    first = subject(c)
    c.take(",")
    c.need(joiner)
    return [first, subject(c, first.keys[1:])]


def _use_tiebreak(c: Cursor, picks: list[Pick]) -> list[Pick]:
    """'(Use highest total bank balance as a tiebreaker if there's a tie for most credit cards.)'"""
    if not c.take("( use|using"):
        return picks
    key = rank(c)
    c.need("as a|the? tiebreaker|tie-breaker")
    target = None
    if c.take(f"{_IF_TIE} for") or c.take("if tied for"):
        target = rank(c)
    c.take(".")
    c.need(")")
    return [Pick(p.steps, p.keys + (key,), p.top) if (target is None or p.keys[0] == target) and key not in p.keys
            else p for p in picks]


def _compare(c: Cursor):
    if c.take("who has|owns|possesses a|the higher|larger|bigger"):
        balance(c)
        key = Key(Metric.BALANCE, Order.HIGH)
    else:
        c.need("who has|owns|holds more")
        key = Key(records(c), Order.HIGH)
    c.need(":")
    picks = _subjects(c, "or")
    c.need("?")
    picks = _use_tiebreak(c, picks)
    tiebreak: tuple[Key, ...] = ()
    if c.take("if tied on"):
        balance(c) if c.at("total? bank account? balance") else records(c)
        c.need(", return|choose|pick the person|one with the")
        tiebreak = (rank(c),)
        c.take(".")
    return Compare(key, tuple(picks), tiebreak)


def _balance(c: Cursor):
    c.need("what is the total|combined total? bank account? balance of")
    if c.take("the") and c.token.kind == "number":
        top = c.number()
        c.need("people|persons with")
        key = rank(c)
        c.need("among")
        picks = [Pick(tuple(group(c)), (key,), top)]
    else:
        c.i -= 1
        picks = [subject(c)]
        if c.take(", and|AND") or c.take("and"):
            picks.append(subject(c, picks[0].keys[1:]))
    c.need("?")
    picks = _use_tiebreak(c, picks)
    if len(picks) == 1:
        picks = [_tie_sentences(c, picks[0])]
    return BalanceOf(tuple(picks))


def _record_list(c: Cursor) -> tuple:
    out = [records(c)]
    while c.take(", and?") or c.take("+") or c.take("and"):
        out.append(records(c))
    c.take("combined|together|total")
    return tuple(out)


def _count(c: Cursor):
    c.need("how many total? financial? and? property? records (")
    tables = _record_list(c)
    c.need(") does|do")
    pick = subject(c)
    c.need("have ?")
    return RecordCount(pick, tables)


def _final_clause(c: Cursor, steps: list) -> tuple[list, tuple[Key, ...]]:
    """'who owns the most vehicles', 'whose insurance policy expires first', 'who does NOT own any pets'."""
    started = c.take("whose employment|job started|began most recently")
    if started or c.take("who started|began their employment|job most recently"):
        return steps, (Key(Metric.JOB_START, Order.HIGH),)
    if c.take("whose insurance policy expires|expire the? first|soonest|earliest"):
        return steps, (Key(Metric.POLICY_EXPIRY, Order.LOW),)
    if c.take("whose credit card expires|expire the? first|soonest|earliest"):
        return steps, (Key(Metric.CARD_EXPIRY, Order.LOW),)
    c.need("who")
    if c.at("is the? oldest|eldest") or c.at("has|have|owns|own the most|highest|fewest|oldest"):
        return steps, (ranked_by_verb(c),)
    return steps + [predicate(c)], ()


def _tie_sentences(c: Cursor, pick: Pick) -> Pick:
    keys = list(pick.keys)
    while True:
        if c.take(f"{_IF_TIE} for?") or c.take("if still? tied") or c.take("if there are multiple"):
            if not c.at(","):
                rank(c)  # 'for most credit cards': which tie is meant
            c.need(",")
            if c.take("who among? them?"):
                keys.append(ranked_by_verb(c))
                c.need("?")
            else:
                c.need("consider|use|pick|choose the? one|person? with?")
                keys.append(rank(c))
                c.take("as a|the? tiebreaker|tie-breaker")
                c.take(".")
        else:
            return Pick(pick.steps, tuple(keys), pick.top)


def _among(c: Cursor):
    c.need("among")
    steps = group(c)
    c.need(",")
    steps, keys = _final_clause(c, steps)
    c.need("?")
    pick = _tie_sentences(c, Pick(tuple(steps), keys))
    if c.take("how many"):
        c.take("total|combined")
        tables = _record_list(c)
        c.need("does|do that|this|the person|one have ?")
        return RecordCount(pick, tables)
    return NameOf(pick)


def parse_output(text: str):
    """Parse one question into its Output spec, or raise ParseError saying where."""
    c = Cursor(text, tokenize(text))
    if c.at("who has|owns|possesses|holds"):
        out = _compare(c)
    elif c.at("what is"):
        out = _balance(c)
    elif c.at("how many"):
        out = _count(c)
    else:
        out = _among(c)
    c.end()
    return out


def question_type(out) -> str:
    """A Context-Bench type label for a parsed question (the catalog keeps upstream's own)."""
    if isinstance(out, Compare):
        return "multi_entity_comparison"
    if isinstance(out, BalanceOf):
        return "aggregation"
    if isinstance(out, RecordCount):
        return "cross_file_counting"
    pick = out.pick
    if any(isinstance(s, CountIs) and s.n == 0 for s in pick.steps):
        return "negation"
    if any(k.measure in (Metric.JOB_START, Metric.POLICY_EXPIRY, Metric.CARD_EXPIRY) for k in pick.keys):
        return "temporal_reasoning"
    if not pick.keys or any(isinstance(s, TopN) for s in pick.steps) or sum(isinstance(s, SameAs) for s in pick.steps) > 1:
        return "set_intersection"
    return "comparison_tiebreak"
