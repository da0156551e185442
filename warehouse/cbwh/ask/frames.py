"""A second, looser reader of a question: by its content, not its layout. Tried only when the grammar and the discourse
layer refused a question for its words (`questions.parse_reading`).

The grammar's own rules read every island they can at every word (an anchor, a group, a place of the anchor said again,
a ranking, tie rules, what is asked: `_islands`); every other word must be a filler that says nothing of its own
(words.FRAME_FILLERS). Each way of covering the whole question with islands and fillers is a reading; its islands fill
one frame (`_frame`: who is first by a ranking among a group, their number of records, their total bank balance) with
their roles decided by their kind, and the reading is kept only when exactly one spec comes out of every covering (two
specs, an island left over, a word no island reads: refused). The grammar's checks of what the words could also mean
(`grammar.meant`) run on the spec as on the grammar's own.

"For the owner of the vehicle with license plate 'X', look at their state: who there has the most credit cards? If
more than one person qualifies, go with the one whose bank accounts add up to the most." reads: an anchor; 'their
state' (a place of that anchor); 'who' (a name is asked); 'there' (the place again); 'the most credit cards' (a
ranking); a tie rule: the name of the person with the most credit cards among the residents of the anchor's state.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, NamedTuple, assert_never

from cbwh.ask import grammar as G
from cbwh.ask.parser import Parser, Phrases
from cbwh.ask.tokens import END
from cbwh.errors import QuestionError
from cbwh.spec import words as W
from cbwh.spec.model import (
    Anchor,
    Attribute,
    BalanceOf,
    Compare,
    Key,
    Metric,
    NameOf,
    Output,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
    output_picks,
)

_NAME_ASKS = Phrases.words(W.FRAME_NAME_ASKS, "'who'")
_COUNT_ASKS = Phrases.words(W.FRAME_COUNT_ASKS, "'how many'")
_BALANCE_LEADS = Phrases.words(W.FRAME_BALANCE_LEADS, "'what is'")
_BALANCE_WHOSE = Phrases.words(W.FRAME_BALANCE_WHOSE, "'the'")
_BALANCE_ASKS = Phrases.words(W.FRAME_BALANCE_ASKS, "'total bank balance'")
_PLACE_REFS = Phrases.words(W.FRAME_PLACE_REFS, "'their'")
_GLOSS_LEADS = Phrases.words(W.FRAME_GLOSS_LEADS, "'by'")
_ASIDES = Phrases.words(W.FRAME_ASIDES, "'if you don't mind'")
_SUMMED = Phrases.words(W.FRAME_SUMMED, "'in total'")
_GLOSS_VERBS = Phrases.words(W.FRAME_GLOSS_VERBS, "'means'")
MAX_READINGS = 64  # coverings kept at one word: more, and the question is refused (it reads too many ways)


class Ask(Enum):
    """What a question asks for."""

    NAME = "name"
    COUNT = "count"
    BALANCE = "balance"


class Item(NamedTuple):
    """One island's content: its kind ('anchor', 'place', 'group', 'rank', 'ties', 'ask', 'subject') and value."""

    kind: str
    value: Any
    pronoun: str | None = None  # a word in it that refers to a person ('what is their total bank balance')


class Refused(Exception):
    """The content does not say one spec: why."""


def read(text: str) -> Output:
    """The one spec the question's content says; Refused naming why not."""
    if "'" not in text and '"' not in text:  # (every anchor is quoted: a question without one is never read here)
        raise Refused("no anchor in quotes")
    p = Parser(text)
    found: dict[Output, tuple[Item, ...]] = {}
    why: list[str] = []
    for items in _coverings(p):
        try:
            out = _frame(p, items)
        except (Refused, QuestionError) as e:
            why.append(str(e))
            continue
        found.setdefault(out, items)
    if not found:
        raise Refused(why[0] if why else "no reading")
    if len(found) > 1:
        a, b = list(found)[:2]
        raise Refused(f"two readings: {W.describe_output(a)}; or {W.describe_output(b)}")
    outs = G.meant(p, list(found))
    if not outs or p.refusals:
        raise Refused(max(p.refusals, key=lambda r: r[0])[1] if p.refusals else "refused for its meaning")
    if G._bare_expiry(p) is not None or G._one_account(p) is not None:
        raise Refused("a bare expiry date or one account's balance")
    return outs[0]


def _coverings(p: Parser) -> list[tuple[Item, ...]]:
    """Every way islands and fillers cover the whole question: the islands' items, in order."""
    last = len(p.tokens) - 1  # (the END token)
    assert p.tokens[last].kind == END
    at: dict[int, dict[tuple[Item, ...], str]] = {0: {(): ""}}  # position -> {items so far: the last island's kind}
    furthest = 0
    for i in range(last):
        here = at.pop(i, None)
        if here is None:
            continue
        furthest = i
        if len(here) > MAX_READINGS:
            raise Refused(f"the question reads too many ways at {p.said(i, i + 1)!r}")
        if p.keys[i] in W.FRAME_FILLERS:
            nxt = at.setdefault(i + 1, {})
            if p.keys[i] in W.FRAME_PRONOUNS:
                nxt.update({(*items, Item("pronoun", p.keys[i])): prev for items, prev in here.items()})
            else:
                nxt.update(here)
        for item, j in _islands(p, i):
            nxt = at.setdefault(j, {})
            for items, prev in here.items():
                if item.kind == "anchor" and prev == "ask":  # 'What is the total bank balance of the owner of X': the
                    nxt[(*items, Item("subject", item.value))] = "anchor"  # anchor is the one asked about
                else:
                    nxt[(*items, item)] = item.kind
    if last not in at:
        word = p.said(furthest, furthest + 1) if furthest < last else "the end"
        raise Refused(f"no island reads {word!r}")
    return list(at[last])


def _islands(p: Parser, i: int) -> list[tuple[Item, int]]:
    """Every island the grammar's rules read from word i (and where each ends)."""
    out: list[tuple[Item, int]] = []
    try:
        out += [(Item("anchor", a), j) for a, j in G.anchor(p, i)]
        before = next((p.keys[k] for k in range(i - 1, -1, -1) if p.keys[k] not in ("the", "a", "an")), None)
        placed = before in ("in", "within")  # (a place of people: 'in the same city as X', not
        out += [(Item("place", (attr, a)), j) for (attr, a), j in G.attr_of(p, i)  # 'in the same blood type as X')
                if attr in W.PLACES or not placed]
        for _, j in p.phrase(i, _PLACE_REFS):
            out += [(Item("place", (attr, None)), k) for attr, k in p.phrase(j, G.ATTRS) if attr in W.PLACES or not placed]
        for _, j in p.phrase(i, G.THERE):  # 'there', 'in that state': the place said before, or the one named
            said = set(p.keys[i:j])
            attr = Attribute.STATE if "state" in said else Attribute.CITY if said & {"city", "town"} else None
            out.append((Item("place", (attr, None)), j))
        out += [(Item("group", steps), j) for steps, j in G.group(p, i) if steps]
        out += [(Item("rank", key), j) for key, j in G.rank_np(p, i)]
        out += [(Item("compared", key), j) for key, j in G.compare_head(p, i)]
        # the two compared, as the grammar reads a pair ('A, or B', 'A and B', '(a) A; (b) B'): it refuses a pair
        # whose second could join the first's group ('the richest of the state of X or the owner of Y')
        for pairs in (G._or_pair, G._and_pair, G._labelled_pair):
            out += [(Item("pair", pair), j) for pair, j in pairs(p, i)]
        out += [(Item("gloss", measure), j) for measure, j in _glosses(p, i)]
        out += [(Item("aside", None), j) for _, j in p.phrase(i, _ASIDES)]
        out += [(Item("summed", None), j) for _, j in p.phrase(i, _SUMMED)]
        out += [(Item("ties", found), j) for found, j in G.ties(p, i) if found]
        # ('their name', 'what is their total bank balance': 'their' is a pronoun, as a filler is)
        out += [(Item("ask", (Ask.NAME, ()), _pronoun(p, i, j)), j) for _, j in p.phrase(i, _NAME_ASKS)]
        for _, j in p.phrase(i, _COUNT_ASKS):
            out += [(Item("ask", (Ask.COUNT, records)), k) for records, k in G.count_nouns(p, j)]
        leads = [i, *(j for _, j in p.phrase(i, _BALANCE_LEADS))]
        for k in (k for j in leads for _, k in p.phrase(j, _BALANCE_WHOSE)):
            out += [(Item("ask", (Ask.BALANCE, ()), _pronoun(p, i, m)), m) for _, m in p.phrase(k, _BALANCE_ASKS)]
    except (QuestionError, RecursionError, IndexError) as e:  # (a rule read at a word no sentence starts it at)
        raise Refused(f"cannot read its content: {e}") from None
    return [(item, j) for item, j in out if j > i]


def _compared(p: Parser, items: tuple[Item, ...], kinds: dict[str, list[Any]]) -> Output:
    """Which of two people ranks first by a measure: the two (the grammar's subjects), what they are compared by, tie
    rules for each of them or between them (read as the grammar reads them after a comparison: `grammar._compare`)."""
    key: Key = _one(set(kinds["compared"]), "two measures compared")
    left = kinds.keys() - {"compared", "pair", "ties", "pronoun", "gloss", "aside"}
    if left:
        raise Refused(f"a comparison with {' and '.join(sorted(left))} said apart from its two people")
    pairs = kinds.get("pair", [])
    if len(pairs) != 1:
        raise Refused(f"a comparison of {2 * len(pairs)} people")
    (a, b), ties = pairs[0], tuple(t for found in kinds.get("ties", []) for t in found)
    found = {out for out, _ in G._compare(p, key, a, b, len(p.tokens) - 1, ties)}
    return _one_output(found)


def _one_output(found: set[Output]) -> Output:
    if len(found) != 1:
        raise Refused("no comparison reads" if not found else "two comparisons read")
    return next(iter(found))


def _glosses(p: Parser, i: int) -> list[tuple[Records | Metric, int]]:
    """A ranking's word defined by what it ranks ('By richest I mean the highest total bank balance.', 'Wealth means total
    bank balance.', 'Age is by date of birth'): the measure, when both sides say the same one (else nothing reads)."""
    out = []
    for s in [i, *(j for _, j in p.phrase(i, _GLOSS_LEADS))]:
        said: list[tuple[Key | None, Records | Metric, int]] = [(key, key.measure, j) for key, j in p.phrase(s, G.RANK_ADJ)]
        said += [(None, measure, j) for measure, j in p.phrase(s, G.MEASURE)]
        said += [(None, Metric.BALANCE, j) for _, j in p.phrase(s, G.MONEY_NOUNS)]
        for key, measure, j in said:
            for _, k in p.phrase(j, _GLOSS_VERBS):
                meant = [(found, found.measure, m) for found, m in G.rank_np(p, k)]
                meant += [(None, found, m) for _, n in p.seq(k, "the? ") for found, m in p.phrase(n, G.MEASURE)]
                out += [(measure, m) for found, what, m in meant
                        if what == measure and (key is None or found is None or found == key)]
    return out


def _pronoun(p: Parser, i: int, j: int) -> str | None:
    """The first word of i .. j - 1 that refers to a person (words.FRAME_PRONOUNS), if one does."""
    return next((w for w in p.keys[i:j] if w in W.FRAME_PRONOUNS), None)


def _one(values: set[Any], what: str) -> Any:
    if len(values) > 1:
        raise Refused(f"{what}: {' or '.join(sorted(map(str, values)))}")
    return next(iter(values), None)


def _frame(p: Parser, items: tuple[Item, ...]) -> Output:
    """The one spec these islands fill, each in the role its kind says; Refused when they fill none. A definition of a
    ranking's word must define one the spec ranks by."""
    kinds: dict[str, list[Any]] = {}
    for item in items:
        kinds.setdefault(item.kind, []).append(item.value)
    out = _spec(p, items, kinds)
    ranked = {k.measure for pick in output_picks(out) for k in pick.keys}
    if isinstance(out, Compare):
        ranked |= {k.measure for k in (out.key, *out.tiebreak)}
    if undefined := [m for m in kinds.get("gloss", []) if m not in ranked]:
        raise Refused(f"a definition of a ranking by {undefined[0].value}, which the question does not rank by")
    return out


def _spec(p: Parser, items: tuple[Item, ...], kinds: dict[str, list[Any]]) -> Output:
    """The spec of `_frame`."""
    if "subject" in kinds:
        raise Refused("the question asks about an anchor's owner themself")
    if "compared" in kinds:
        return _compared(p, items, kinds)
    if "pair" in kinds:
        raise Refused("two people outside a comparison")
    pronouns = [item.pronoun or item.value for item in items if item.pronoun or item.kind == "pronoun"]
    if pronouns and "anchor" in kinds:
        raise Refused(f"{pronouns[0]!r} could be the anchor's owner or the person found")
    ask = _one(set(kinds.get("ask", [])), "two things asked")
    if ask is None:
        raise Refused("nothing asked (who, how many, what total)")
    if "summed" in kinds and ask[0] is not Ask.COUNT:
        raise Refused("a sum said of no count")
    key: Key | None = _one(set(kinds.get("rank", [])), "two rankings")
    if key is None:
        raise Refused("no ranking")
    anchors = set(kinds.get("anchor", []))
    places: list[tuple[Attribute | None, Anchor | None]] = kinds.get("place", [])
    one: Anchor | None = _one(anchors | {a for _, a in places if a is not None}, "two anchors")
    attr = _one({attr for attr, _ in places if attr is not None}, "two places")
    steps: list[Any] = []
    for said, a in places:
        place, of = said or attr, a or one
        if place is None:
            raise Refused("'there' names no place said (a state or a city)")
        if of is None:
            raise Refused("a place of no anchor")
        step = SameAs(place, of)
        if step not in steps:
            steps.append(step)
    groups = {tuple(g) for g in kinds.get("group", [])}
    group = _one(groups, "two groups")
    if group is not None:
        if any(isinstance(s, OwnerOf) for s in group):
            raise Refused("a group of an anchor's owner")
        if not set(steps) <= set(group):
            raise Refused("a group and a place said apart")
        steps = list(group)
    used = {s.anchor for s in steps if isinstance(s, SameAs)}
    if anchors - used:
        raise Refused(f"an anchor no place or group uses: {sorted(map(str, anchors - used))[0]}")
    ties = tuple(t for found in kinds.get("ties", []) for t in found)
    if any(t.between or t.each for t in ties):
        raise Refused("a tie rule between two people")
    pick = G.apply_ties(p, Pick(tuple(steps), (key,)), ties)
    if pick is None:
        raise Refused("the tie rules do not fit the ranking")
    what, records = ask
    match what:
        case Ask.NAME:
            return NameOf(pick)
        case Ask.COUNT:
            if (len(records) > 1) != ("summed" in kinds):  # (grammar.meant asks for a word of the sum too)
                raise Refused("a count of several kinds of record without their sum said" if len(records) > 1 else
                              "a sum of one kind of record")
            return RecordCount(pick, tuple(records))
        case Ask.BALANCE:
            return BalanceOf((pick,))
        case _:
            assert_never(what)
