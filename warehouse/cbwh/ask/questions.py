"""A whole question -> its one Output spec (the grammar is `cbwh.ask.grammar`), and its type label."""

from __future__ import annotations

import re
from _thread import _local  # (as ask.parser's: importing threading cost `cbwh ask` ~2 M instructions)
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any, assert_never

from cbwh.ask import collector_paused
from cbwh.ask.grammar import EVERY_TIE, Tie, ask_lead, else_resolved, place_steps, questions, ties
from cbwh.ask.parser import BRANCHING, ParseError, Parser
from cbwh.ask.phrases import alternation
from cbwh.ask.sides import sides
from cbwh.ask.tokens import END
from cbwh.errors import QuestionError, UsageError
from cbwh.spec.codec import decode, decode_anchor, encode, encode_anchor
from cbwh.spec.model import (
    ANCHORED_STEPS,
    Anchor,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
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
    TopN,
    map_picks,
    output_picks,
)
from cbwh.spec.words import (
    EVERYONE_WORDS,
    EXPIRY_AHEAD,
    FRONTED_BOTH_JOINED,
    LABELLED_BARE,
    LIST_BULLETS,
    ONE_AGAIN_PLACED,
    ONE_FOR_NOUN,
    ONE_FOR_NOUN_CLAUSE,
    ONE_FOR_NOUN_RANKED,
    PLACE_SCOPE_NOUNS,
    RESIDENT_WORDS,
    SLACK_VALUE_ASKED_COMPARATIVES,
    SLACK_VALUE_ASKED_LEADS,
    SLACK_VALUE_ASKED_NOUNS,
    TOPIC_OPENER_ABOUT,
    TOPIC_OPENER_BARE,
    TOPIC_OPENER_TURNS,
    TOPIC_OPENER_TURNS_AFTER,
    describe_key,
    describe_output,
)
from cbwh.tuples import NamedTuple  # (typing's compiles each field's annotation: ~0.8 M instructions a process)

if TYPE_CHECKING:
    from cbwh.ask.discourse import Gloss, Resolved  # (imported only when a question is laid out: `parse_reading`)


def parse_output(text: str) -> Output:
    """The one spec the question reads as; ParseError saying where it fails, or naming its readings."""
    return parse_reading(text)[0]


# A sentence read in several ways (each a whole spec) is answered only when every reading gives the same answer
# (`ask.service`); more than this many readings are refused at once, naming two.
MAX_READINGS = 4


class Reading(NamedTuple):
    """A question's spec, and what it is read on condition of."""

    output: Output
    one_owner: dict[Anchor, str]  # anchors that must name one person in the data (grammar._one_owner)
    # 'Among G, which of the 15 richest ...': the cut was taken within the group; the 15 richest of everyone, then
    # those in the group, is a reading too (`ask` withdraws an answer it changes)
    top_after_group: bool = False
    text: str | None = None  # the one question a question laid out over several sentences says (`discourse`)
    compared: bool = False  # a comparative read as the first of the group ('Who in X is older?': the oldest)
    # the sentence's other readings (`parse_readings` only; the grammar knows each, e.g. a tie rule after two people
    # compared: inside each one's ranking, or between the two), and how to reword it to say one
    others: tuple[Reading, ...] = ()
    hint: str = ""
    compared_person: bool = False  # a person ranked by a comparative ('the person with more pets among G'), any question
    # relative clauses after an anchor's owner read for the people chosen (grammar._owner_clause): each as the question
    # 'which owner meets the clause' (NameOf the pick (OwnerOf(anchor), *clause steps)), and the clause and the
    # anchor as said; `ask.service` checks whether the owner reading names anyone, and if so answers it too
    owner_clause: tuple[tuple[Output, str, str], ...] = ()

    @property
    def all(self) -> tuple[Reading, ...]:
        """This reading and the others, in the grammar's order."""
        return (self._replace(others=()), *self.others)


def reading_data(reading: Reading) -> dict[str, Any]:
    """The reading as JSON's data: its spec as `codec.encode` writes it, the anchors it is read on condition of as
    (anchor, why) pairs in order, its other readings likewise, every other field as it is (None, a bool, an int or a
    str; TypeError for anything else). `read_back` makes the same Reading of it (`ask.service` keeps each question's
    reading between processes)."""
    data: dict[str, Any] = {}
    for name, value in reading._asdict().items():
        if name == "output":
            data[name] = encode(value)
        elif name == "one_owner":
            data[name] = [[encode_anchor(a), why] for a, why in value.items()]
        elif name == "others":
            data[name] = [reading_data(other) for other in value]
        elif name == "owner_clause":
            data[name] = [[encode(check), clause, anchor] for check, clause, anchor in value]
        elif value is None or isinstance(value, (bool, int, str)):
            data[name] = value
        else:
            raise TypeError(f"Reading.{name}: {type(value).__name__} is not written by reading_data; add it there")
    return data


def read_back(data: dict[str, Any]) -> Reading:
    """The Reading `reading_data` wrote."""
    fields = dict(data)
    fields["output"] = decode(fields["output"])
    fields["one_owner"] = {decode_anchor(a): why for a, why in fields["one_owner"]}
    fields["others"] = tuple(read_back(other) for other in fields["others"])
    fields["owner_clause"] = tuple((decode(check), clause, anchor) for check, clause, anchor in fields["owner_clause"])
    return Reading(**fields)


def reword(hint: str) -> str:
    """The end of a refusal naming several readings: how to reword the question to say one."""
    return f"Reword it to say which: {hint}" if hint else "Reword it to say which."


def refused_readings(outputs: Sequence[Output], hint: str = "") -> ParseError:
    """The refusal of a question with several readings, where one spec is wanted: each reading named."""
    described = "; or ".join(f"({n}) {describe_output(o)}" for n, o in enumerate(outputs[:2], 1))
    return ParseError(f"the question has {len(outputs)} readings: {described}. {reword(hint)}")


@lru_cache(maxsize=1)
def _joined_pattern() -> re.Pattern[str]:
    """words.JOINED_TO_OTHERS after one of its links: 'and everybody else', 'together with all the other residents'
    ('the other' alone, one of two people, is not: 'and the other is S2')."""
    from cbwh.spec.words import JOINED_TO_OTHER, JOINED_TO_OTHERS, JOINED_TO_OTHERS_LINKS, PLURAL_HEADS

    people = alternation(PLURAL_HEADS - {"those"})
    stops = "among|amongst|from|in|of|with|at|is|was|one|person|who|that|by"  # ('and the other among the residents')
    return re.compile(rf"(?<!\w)(?:{alternation(JOINED_TO_OTHERS_LINKS)})\s+(?:{alternation(JOINED_TO_OTHERS)}|"
                      rf"(?:{alternation(JOINED_TO_OTHER)})\s+(?:(?!(?:{stops})\b)[\w-]+\s+){{0,2}}?(?:{people}))(?!\w)",
                      re.IGNORECASE)


def _joined_to_the_others(text: str) -> None:
    """ParseError for a person joined to the rest of a group ('Consider the owner of pet X and everybody else in their
    state. Who is the richest of them?'): the group with that person in it, which the discourse layer read as the others
    only (r77 W1); refused, saying how to say either."""
    low = text.lower()
    if "else" not in low and "other" not in low:  # (the pattern compiled only where it may match)
        return
    if (m := _joined_pattern().search(text)) is not None:
        raise ParseError(f"cannot read {text[m.start():m.end()]!r}: a person and the others of a group is the whole "
                         "group, that person in it; say 'among the residents of the same state as ...' (that person "
                         "counted) or 'other than ...' (left out)")


def parse_reading(text: str) -> Reading:
    """The one spec, and the anchors it is read on condition of: each must name one person in the data
    (else the question has two readings, and the message says so). See grammar._one_owner. A sentence with several
    readings is refused naming them (`parse_readings` gives them all).

    A question the sentence grammar does not read whole may be laid out over several sentences, with definitions
    and references back (`discourse`): it is read as the one question they say (`Reading.text`), or refused naming
    the reference that cannot be resolved."""
    return _only_reading(*_two_passes(text))


_BULLET_OPENED = re.compile(rf"(?m)^([ \t]*)([{''.join(map(re.escape, LIST_BULLETS))}])[ \t]+(?=\S)")


def _dashed(text: str) -> str:
    """The text with the lines of a list opened by one bullet ('\u2022 S1', '\u00bb S1', '\u2014 S1' on each of two
    lines or more) opened by a dash instead, as every list reader reads them (words.LIST_BULLETS); a mark opening one
    line alone is left."""
    if "\n" not in text:
        return text
    opened = _BULLET_OPENED.findall(text)
    marks = {mark for _, mark in opened if sum(m == mark for _, m in opened) >= 2}
    if not marks:
        return text
    return _BULLET_OPENED.sub(lambda m: f"{m.group(1)}- " if m.group(2) in marks else m.group(0), text)


def _only_reading(reading: Reading, first: ParseError | None) -> Reading:
    if reading.others:  # (read in several ways by the second pass: the first pass's refusal names them)
        raise first or refused_readings([r.output for r in reading.all], reading.hint)
    return reading


def parse_readings(text: str) -> Reading:
    """As `parse_reading`, but a sentence the grammar reads in several ways (at most MAX_READINGS distinct specs) gives
    its first reading with the others in `Reading.others` (`cbwh ask` answers it when every reading agrees)."""
    return _two_passes(text)[0]


def parse_reading_and_readings(text: str) -> tuple[Reading | ParseError, Reading]:
    """`parse_reading`'s outcome (its reading, or the refusal it raises) and `parse_readings`' reading, from one parse
    of the sentence (the ask corpus's tests check both of each sentence read in several ways); ParseError as both raise
    it when the sentence is not read at all."""
    reading, first = _two_passes(text)
    try:
        return _only_reading(reading, first), reading
    except ParseError as error:
        return error, reading


class _Sentences(_local):
    """The sentences the grammar read while one question is read (`_two_passes`, outermost), with what each read as
    (`_sentence_reading`): the discourse layer and the second pass ask for the same sentence again (a probe such as
    'Who is the oldest among residents of Ohio?', a rewording tried by several layouts, the second pass's re-reading
    of every sentence the first read), and the grammar reads a sentence the same way each time: a parse depends on
    its text, `several` and, only when a rule asked (`Parser.both_readings`), the pass. One per thread, as
    parser.BRANCHING; dropped when the question is read (a process reading many questions keeps none)."""

    kept: dict[tuple[str, bool, bool | None], tuple[Reading | str, bool]] | None = None


_SENTENCES = _Sentences()


# an opening sentence about a topic, then the question (`_readings`): any word of words.TOPIC_OPENER_ABOUT (or _BARE)
# in its first words, or a word opening a turn first, or one ending it last (a superset of the openings discourse reads;
# 'concerning', 'regarding' as 'about', r37 H1; 'Here's one: about ...', 'Now, pet owners.', 'Pet owners, next.', r38 H5)
_OPENED_ABOUT = re.compile(
    r"[^.!?]{0,40}?\b(?:%s)\b[^.!?;]*[.!:;\u2014]\s*\S|\s*(?:%s)\b[^.!?;]*[.!;]\s*\S|[^.!?;]{0,60}\b(?:%s)\s*[.!;]\s*\S" % (
        "|".join(p.replace(" ", r"\s+") for said in (*TOPIC_OPENER_ABOUT, *TOPIC_OPENER_BARE) for p in said.split("|")),
        "|".join(sorted(TOPIC_OPENER_TURNS)), "|".join(sorted(TOPIC_OPENER_TURNS_AFTER))),
    re.IGNORECASE)
_SEVERAL_SENTENCES = re.compile(r"[.!]\s+\S")  # (a definition by letter before the question: `discourse.lettered`)


class _Summing(_local):
    """A question rewritten by `ask.sums` being read is never rewritten again (one per thread)."""

    on = False


_SUMMING = _Summing()


class _Outermost(_local):
    """How deep `_two_passes` is called (the layers read candidate texts through it): the last-resort reader
    (`ask.assemble`) reads only the question asked, never a layer's candidate, so no layer reads a text another way."""

    depth = 0


_OUTERMOST = _Outermost()


# (`_labelled_kind`'s first test: a quote closed before a bracket or a bare label, words.LABELLED_BARE)
_LABEL_AFTER_QUOTE = re.compile(rf"'[ \t]*(?:\(|(?:{'|'.join(sorted(LABELLED_BARE))})\b)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _labelled_pattern() -> tuple[re.Pattern[str], dict[str, str]]:
    """words.LABELLED_KINDS as one pattern: a quoted value, then a label in brackets or a bare one; each label -> kind."""
    from cbwh.spec.words import LABELLED_BARE, LABELLED_KINDS

    kind_of = {" ".join(label.split()): kind for kind, labels in LABELLED_KINDS.items() for label in labels}
    bare = [label for label in kind_of if label in LABELLED_BARE]
    return re.compile(rf"(?P<q>'[^'\n]+')\s*(?:\(\s*(?P<a>{alternation(kind_of)})\s*\)|(?P<b>{alternation(bare)})(?!['\w]))",
                      re.IGNORECASE), kind_of


def _labelled_kind(text: str) -> str | None:
    """The text with an anchor's kind said after its value as a label written before it ("'GIR8966' plate ->" ->
    "plate 'GIR8966' ->", "'Bianca' (pet)" -> "pet 'Bianca'"), or the label dropped where the word before says that
    kind ("vehicle '21O H42' (license plate)" -> "vehicle '21O H42'"), words.LABELLED_KINDS; None when there is none."""
    from cbwh.spec.words import LABELLED_AFTER, LABELLED_SAID

    pattern, kind_of = _labelled_pattern()
    out, at = [], 0
    for m in pattern.finditer(text):
        label = " ".join((m.group("a") or m.group("b")).lower().split())
        kind = kind_of[label]
        before = text[:m.start()].rstrip()
        last = before.split()[-1].lower() if before.split() else ""
        if last in LABELLED_SAID.get(kind, frozenset({kind})) and m.group("a"):
            out.append(f"{text[at:m.start()]}{m.group('q')}")
        elif not before or not (before[-1].isalnum() or before[-1] in "'") or last in LABELLED_AFTER:
            out.append(f"{text[at:m.start()]}{kind} {m.group('q')}")
        else:
            continue
        at = m.end()
    if not out:
        return None
    return "".join(out) + text[at:]


_FIRST_SHORT = re.compile(r"^\s*(?:[^.!?:;\u2014'\"]|\b'\b){4,80}[.!]\s+\S")  # (`discourse.structure_read_away`'s first test)


class _HeadingRead(_local):
    """A group said in a heading read as 'Consider <it>.' once (`_two_passes`; one per thread)."""

    on = False


_HEADING_READ = _HeadingRead()


def _value_asked(text: str) -> bool:
    """Does the text's first clause (before a colon, a question mark or a full stop) ask for a value by its comparative,
    'the higher (of 2) bank balances', after no words but a request's ('need the higher of 2 bank balances: S1 vs S2',
    r85 F3: the amount, not who has it)?"""
    low = text.lower()
    if not any(c in low for c in SLACK_VALUE_ASKED_COMPARATIVES):
        return False
    for mark in ":?.;,":  # (words and marks apart, without a pattern: a plain question compiles none, test_ask_imports)
        low = low.replace(mark, f" {mark} ")
    words = low.replace("\n", " . ").split()
    words = words[:next((n for n, w in enumerate(words) if w in (":", "?", ".", ";")), len(words))]
    for n, word in enumerate(words[:-1]):
        if word != "the" or words[n + 1] not in SLACK_VALUE_ASKED_COMPARATIVES:
            continue
        if not all(w in SLACK_VALUE_ASKED_LEADS for w in words[:n]):
            return False  # (only a request's first words before it: 'need', 'pls get me', 'what's')
        after = words[n + 2:n + 8]
        if after[:1] == ["of"] and len(after) > 2:  # ('the higher of 2 bank balances', 'the higher of the two salaries')
            after = after[2 + (after[1] == "the"):]
        return next((w for w in after if w not in ("total", "combined", "bank", "overall")), None) in \
            SLACK_VALUE_ASKED_NOUNS
    return False


_MINUS_WORD = re.compile(r"(?:^|(?<=[\s>(]))-(?=[A-Za-z])")  # a hyphen opening a word, not joining two ('e-mail')


def _two_passes(text: str) -> tuple[Reading, ParseError | None]:
    """`_any_passes`, with a scope said first over two people read for both as well (`_fronted_scope`), and 'one'
    after a superlative for the other person's noun as well (`_one_for_noun`); a first sentence only counting the
    question's parts read away (`discourse.structure_read_away`: 'There are two filters here. ...'); a list's bullets
    read as dashes (`_dashed`)."""
    text = _dashed(text)
    if (minus := _MINUS_WORD.search(text)) is not None:  # ('(tie -> -oldest)', r87 F3: a sign that may negate it)
        raise ParseError(f"cannot read {text[minus.start():minus.end() + 12].strip()!r}: a minus sign before a word may "
                         "negate it or reverse its order; say the word alone or what is meant ('not the oldest')")
    if _value_asked(text):  # ('need the higher of 2 bank balances: S1 vs S2', r85 F3: the amount, not who has it)
        raise ParseError("cannot read a value asked for by its comparative ('the higher ...'): cbwh answers who has "
                         "the higher one ('who has the higher total bank balance: A or B?'), or each one's value")
    _joined_to_the_others(text)
    if "'" in text and _LABEL_AFTER_QUOTE.search(text) and (labelled := _labelled_kind(text)) is not None:
        return _two_passes(labelled)
    try:
        reading, error = _any_passes(text)
    except ParseError:
        from cbwh.ask.discourse import picked_subject

        if (picked := picked_subject(text)) is not None:  # ('Among G, the 2 people with R stand out.' -> 'Among G, 2
            return _two_passes(picked)  # people have R.', e63y: read whole again; the rewritten text has no such verb)
        if _FIRST_SHORT.match(text):  # (only when the text as said is not read: 'There are two conditions here.
            # First, ...' is a reader's own opening, e49a-71)
            from cbwh.ask.discourse import structure_read_away

            if (rest := structure_read_away(text)) is not None:
                return _two_passes(rest)
        if not _HEADING_READ.on and _OPENED_ABOUT.match(text):  # ("My question is about vehicle ownership. One
            # person to consider is S1. ...", e53a: a topic `_readings` reads away, the rest read again as a question)
            from cbwh.ask.discourse import topic_read_away

            if (rest := topic_read_away(text)) is not None and rest != text and \
                    (headed := _headed_passes(rest)) is not None:
                return headed
        if not _HEADING_READ.on:  # ("Here's the group I mean: everyone whose ... . Inside that group, ...?", e53a: a
            # group announced in a heading before a colon, read as 'Consider <it>.'; once)
            from cbwh.ask.discourse import anchor_setup, group_heading, two_anchor_setup, two_heading_taken

            if (considered := group_heading(text) or anchor_setup(text) or two_anchor_setup(text) or
                    two_heading_taken(text)) is not None and (headed := _headed_passes(considered)) is not None:
                return headed
            if (inlined := anchor_setup(text, inline=True)) is not None and \
                    (headed := _headed_passes(inlined)) is not None:
                return headed  # (the owner set up said at each reference back, e61v: 'Among people of the same blood
                # type as the owner of the rabbit named 'T', the first person is S1. ... the second person is S2. ...')
            if (ranked := _ranked_heading_read(text)) is not None:
                return ranked
            from cbwh.ask.discourse import existential_picks, place_narrowed

            # ("Think about the state where S lives, and only the people there who ...", "Among G, there's someone
            # with the most cars; ...", e55a)
            if (taken := place_narrowed(text) or existential_picks(text)) is not None and \
                    (headed := _headed_passes(taken)) is not None:
                return headed
        from cbwh.ask.asked import asked_then_compared  # (two people each set up by a question of their own, then
        # compared: 'In X, who has R1? In Y, who has R2? Of these two people, who ...?', e62v)

        if (steps := asked_then_compared(text)) is not None and steps != text:
            try:
                return _two_passes(steps)
            except (ParseError, UsageError):
                pass
        from cbwh.ask.slack import compounded  # (a ranking compounded before a person's noun, 'the most-pets person',
        # e53c: read as 'the person w/ the most pets', or the text refused as it is)

        if (said := compounded(text)) != text:
            try:
                return _two_passes(said)
            except (ParseError, UsageError):
                pass
        from cbwh.ask.slack import announced_away  # (a header that only announces what the rest says, e55c: 'cc
        # count face-off: ... who has more credit cards?')

        if (announced := announced_away(text)) is not None:
            from cbwh.ask.apart import header_agrees

            rest, measure, direction = announced
            try:
                reading, error = _two_passes(rest)
            except (ParseError, UsageError):
                pass
            else:  # (only a comparison by the header's measure, in its direction: 'salary check / who has the
                # highest salary ...?' may ask the salary, e50p-header-12)
                if header_agrees(measure, direction, [r.output for r in reading.all]) is None:
                    return reading, error
        raise
    return _one_for_noun(text, _fronted_scope(text, reading)), error


def _headed_passes(said: str) -> tuple[Reading, ParseError | None] | None:
    """`_two_passes` of the question a heading's reader wrote (a topic, a group or an anchor set up first read away), the
    heading readers not tried again inside it; None when it is not read (the text's own refusal stands)."""
    _HEADING_READ.on = True
    try:
        return _two_passes(said)
    except ParseError:
        return None
    finally:
        _HEADING_READ.on = False


def _ranked_heading_read(text: str) -> tuple[Reading, ParseError | None] | None:
    """The question after a heading announcing two people compared by a ranking of their own ("Let's compare two senior
    residents. One is the oldest person in ...; the other is ... . Which of them ...?", `discourse.ranked_heading`),
    when every reading of it is of two people each ranked first by that ranking (the heading's ranking as the grammar
    reads 'Who is the <ranked>?'; any two people when it names none); else None (the text's own refusal stands)."""
    from cbwh.ask.discourse import ranked_heading

    if (headed := ranked_heading(text)) is None:
        return None
    rest, asked = headed
    key = None
    for ask in asked:
        try:
            picks = output_picks(parse_output(ask))
        except (ParseError, UsageError):
            continue
        if len(picks) == 1 and not picks[0].steps and len(picks[0].keys) == 1:
            key = picks[0].keys[0]
            break
    if asked and key is None:
        return None  # (a ranking the grammar does not read alone: 'the most senior residents', a rank or the longest
        # service)
    if (read := _headed_passes(rest)) is None:
        return None
    reading, error = read
    for r in reading.all:
        picks = output_picks(r.output)
        if len(picks) != 2 or any(p.top != 1 or key is not None and p.keys[:1] != (key,) for p in picks):
            return None  # (one person, or a person ranked otherwise than the heading says)
    return reading, error


# a scope said first, before a comma, colon or dash ('In Texas, take R1 and also R2.', 'Among Texans, take R1 and R2.'):
# its lead and its group (not 'in each state', 'in both', 'among all of them': no group of its own); or a group said
# as a heading, without a lead, before a colon or a dash ('Ohioans: the oldest vs the richest dog owner.', 'Mastercard
# holders - oldest vs youngest cat owner, ...', r75 W2: a heading that is no group, 'quick one:', reads as none)
_FRONTED = re.compile(r"^\s*(?P<lead>in|within|among|amongst)\s+(?!(?:each|every|both|either|all|any|them|those|these|"
                      r"which|what|this|that|short|total|general|particular|turn|order|addition|case|fact)\b)"
                      r"(?P<g>(?:[^,:;\u2014.?!()'\"]|'[^']*')+?)\s*[,:\u2014]\s*\S", re.IGNORECASE)
_HEADING = re.compile(r"^\s*(?P<g>[^,:;\u2014.?!()'\"\->]+?)\s*(?::|\u2014|\s--?\s)\s*\S")
_HEADING_AGAIN = re.compile(r":|\u2014|\s--?\s")


_SCOPED_AGAIN = re.compile(r"\b(?:among|amongst|within)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.?!;])(?<!\bvs\.)(?<!\bv\.)\s+")  # (not 'richest vs. poorest')
_BOTH_JOINED = re.compile(rf"(?<!\w)(?:{alternation(FRONTED_BOTH_JOINED)})(?!\w)", re.IGNORECASE)


def _fronted_scope(text: str, found: Reading) -> Reading:
    """A scope said once before two people in its own sentence ('In Texas, take the richest person and also the poorest
    dog owner. Which of them has more pets?', 'Among Ohioans: the oldest vs the richest dog owner. More pets?',
    'Ohioans: the oldest versus the richest dog owner, who has more pets?'), read for the first person only, could be
    both's (r74 F1, r75 W2: the dog owner was ranked over everyone): each reading is read the second way too, as
    `_domain_readings` reads a group set up alone, answered only when both agree. 'Among Texans, find R1. Then find
    R2.' is left as it reads."""
    if all(len(output_picks(r.output)) < 2 for r in found.all):
        return found
    m = _FRONTED.match(text)
    lead = m is not None
    if m is None and (m := _HEADING.match(text)) is None:
        return found
    if _SCOPED_AGAIN.search(text, m.end()) or not lead and _HEADING_AGAIN.search(text, m.end()):
        return found  # (a scope said again: 'Among G1, find R1. Then, among G2, find R2.', each person's own; 'G1:
        # R1 vs G2: R2', a heading for each)
    said = [part for part in _SENTENCE_END.split(text) if part.strip()]  # (said[0] from text's start, as m.end())
    if len(said) > 2 or not _BOTH_JOINED.search(said[0], m.end()):
        return found  # (only both people said in the scope's own sentence, then the question or nothing: 'Among G,
        # take R1. Compare them with R2: ...?', 'Among G, find R1. Do the same for G2.' say the second person apart)
    group = m.group("g").strip()
    return _domain_readings(found, (f"people in {group}" if lead and not m.group("lead").lower().startswith("among")
                                    else group,))


# 'one' after a superlative, before a condition: 'the poorest one who owns a dog', 'the most senior one with a cat' (not
# 'the one with ...': anyone; nor 'the oldest one among G'); or, after a group said as a heading, a superlative with no
# noun at all before a mark ('Among Health insurance holders: the richest Texan vs the oldest.', r76 W1: the oldest
# holder anywhere was taken; without a heading the grammar carries 'Texan' over itself)
_ONE_RANKED = re.compile(rf"\b(?:\w+est|(?:{'|'.join(ONE_FOR_NOUN_RANKED)})\s+\w+)\s+(?:{'|'.join(ONE_FOR_NOUN)})\s+"
                         rf"(?:{'|'.join(map(re.escape, ONE_FOR_NOUN_CLAUSE))})(?!\w)", re.IGNORECASE)
_BARE_RANKED = re.compile(rf"(?<!\w)(?:{alternation(FRONTED_BOTH_JOINED)})\s+the\s+\w+est(?:\s+(?:{'|'.join(ONE_FOR_NOUN)}))?"
                          r"\s*[.?!;]", re.IGNORECASE)


def _one_for_noun(text: str, found: Reading) -> Reading:
    """'the richest Texan vs the poorest one who owns a dog' (r75 W5): 'one' after a superlative may stand for the other
    person's noun (one Texan, ranked among Texans who own a dog), not only for anyone. A reading of two people is read
    with each one's groups given to the other as well (a place of one's own kept: not two places), answered only when
    every reading agrees."""
    if _ONE_RANKED.search(text) is None and not (
            (_FRONTED.match(text) or _HEADING.match(text)) and _BARE_RANKED.search(text)):
        return found  # (a bare superlative only after a group said as a heading: 'G: the richest Texan vs the oldest.')
    widened: list[tuple[Reading, Output]] = []
    for reading in found.all:
        picks = output_picks(reading.output)
        if len(picks) != 2:
            continue
        for giver, taker in ((0, 1), (1, 0)):
            given = tuple(s for s in picks[giver].steps if isinstance(s, (SameAs, Holds, CountIs, OwnerOf))
                          and s not in picks[taker].steps
                          and not (place_steps((s,)) and place_steps(picks[taker].steps)))
            if not given:
                continue
            n = -1

            def widen(p: Pick, given: tuple[Any, ...] = given, taker: int = taker) -> Pick:
                nonlocal n
                n += 1
                return replace(p, steps=(*given, *p.steps)) if n == taker else p

            widened.append((reading, map_picks(reading.output, widen)))
    return _read_also(found, widened, "say the group of each person ('the poorest Texan who owns a dog', or 'the "
                                      "poorest person who owns a dog')")


def _read_also(found: Reading, outputs: list[tuple[Reading, Output]], hint: str) -> Reading:
    """`found` with each (reading, output) whose output is new to it as another reading of its own (`cbwh ask` answers
    only when every reading agrees), and `hint` on how to say one; `found` itself when none is new."""
    widened: list[Reading] = []
    for reading, output in outputs:
        if output != reading.output and all(output != r.output for r in (*found.all, *widened)):
            widened.append(reading._replace(output=output, others=()))
    if not widened:
        return found
    return found._replace(others=(*found.others, *widened), hint="; ".join(h for h in (found.hint, hint) if h))


def _any_passes(text: str) -> tuple[Reading, ParseError | None]:
    """`_plain_passes`; a question nothing else reads, read as `ask.sums` rewrites it (sums of bank balances and counts
    of records asked of people said apart from the question, e42s: tried only once every other reading has refused the
    text, so no sentence read before is read another way), else refused as before; the question asked, last, as its
    pieces assemble (`ask.assemble`, e49x)."""
    _OUTERMOST.depth += 1
    try:
        return _two_passes_in(text)
    except ParseError as error:
        if _OUTERMOST.depth != 1:
            raise
        from cbwh.ask.assemble import read  # (the last resort: pieces the grammar reads, assembled, e49x)

        if (assembled := read(text, str(error))) is not None:
            return assembled
        raise
    finally:
        _OUTERMOST.depth -= 1


def _two_passes_in(text: str) -> tuple[Reading, ParseError | None]:
    try:
        return _plain_passes(text)
    except ParseError:
        if _SUMMING.on:
            raise
        from cbwh.ask.sums import RESTATED, REWRITES, ranked_first  # (only for a question nothing else reads)

        _SUMMING.on = True
        try:
            for rewrite in REWRITES:
                if (rewritten := rewrite(text)) is None or rewritten == text:
                    continue
                try:
                    return _plain_passes(rewritten)
                except (ParseError, UsageError):  # (a rewriting the tokenizer refuses is no reading: a bullet moved
                    continue  # off its line's start, e53c)
            # a saying read as another (a person said chosen, e44s), then as it is or as a rewriting above reads it;
            # then two such sayings in one text, each read as the grammar reads it (e45s: a person said chosen after an
            # attribute found first)
            restatings = [restated for restate in RESTATED
                          if (restated := restate(text)) is not None and restated != text]
            for restated in dict.fromkeys(restatings):
                for again in (restated, *(rewrite(restated) for rewrite in REWRITES)):
                    if again is None or again == text:
                        continue
                    try:
                        return _plain_passes(again)
                    except (ParseError, UsageError):
                        continue
            if (first := ranked_first(text)) is not None:  # a ranking list's first N, their balances summed (e44s)
                ranking, n = first
                try:
                    reading, error = _plain_passes(ranking)
                except ParseError:
                    pass
                else:
                    out = reading.output
                    if isinstance(out, NameOf) and out.pick.top == 1 and out.pick.keys and not reading.others and \
                            not reading.top_after_group and not reading.compared and not reading.owner_clause:
                        return reading._replace(output=BalanceOf((replace(out.pick, top=n),)), text=None), error
            if (headed := _header_away(text)) is not None:  # (a chat header read away, e46p)
                return headed
            if (slacked := _slack_read(text)) is not None:  # (an ops lead's shorthand for one person, e48s)
                return slacked
        finally:
            _SUMMING.on = False
        raise


def _slack_read(text: str) -> tuple[Reading, ParseError | None] | None:
    """A question nothing else reads, said in an ops lead's Slack shorthand for one person (`ask.slack`: "fish 'T'
    owner's state / among everyone based there, whose ...?", 'count q: ...'): the fragment it says read as the grammar
    reads it, as it is or as a rewriting above or a chat header's reading reads it; when a header said what is asked,
    only a reading asking that kind of answer. None when the text is not so, or the fragment is not read."""
    from cbwh.ask.grammar import question_kind
    from cbwh.ask.slack import normalized, paired
    from cbwh.ask.sums import REWRITES

    one = normalized(text)
    said = [*([one] if one is not None else []), *((two, None) for two in paired(text))]
    read: list[tuple[Reading, ParseError | None]] = []
    for rewritten, kind in said:  # (one person's shorthand, then two people's, in each of its readings)
        for again in dict.fromkeys((rewritten, *(rewrite(rewritten) for rewrite in REWRITES))):
            if again is None:
                continue
            try:
                found: tuple[Reading, ParseError | None] | None = _plain_passes(again)
            except ParseError:
                found = _header_away(again)
            if found is None:
                continue
            reading, error = found
            if kind is not None and any(not question_kind(r.output).startswith(kind) for r in reading.all):
                continue  # (a header asking another kind of answer: 'count q: who has the most pets?')
            read.append((reading._replace(text=reading.text or again), error))
            break
    if not read:
        return None
    if len({frozenset(r.output for r in reading.all) for reading, _ in read}) > 1:
        raise ParseError("ambiguous: the shorthand reads as " + ", or as ".join(
            repr(reading.text) for reading, _ in read) + ": say it as one question")
    return read[0]


def _header_away(text: str) -> tuple[Reading, ParseError | None] | None:
    """A question nothing else reads that opens with a chat header carrying no condition ('can u check policies for
    me. S1 vs S2 - who holds more insurance policies', 'quick compare: ...', e46p: `apart.header_cuts`): the rest read as
    it is, when every reading compares two people by the header's measure (and in its direction); None when the text
    opens with no such header, or the rest is not read so (the text then refused as before)."""
    from cbwh.ask.apart import header_agrees, header_cuts, header_measured

    for header, rest, measure, direction in header_cuts(text):  # (the longest header whose rest is read)
        try:
            reading, error = _plain_passes(rest)
        except (ParseError, UsageError):
            if (measured := header_measured(rest, measure)) is None:  # ('who has more: S1 or S2?' of its measure)
                if _HEADED.on or (slacked := _headed_slack(rest)) is None:  # (the rest in an ops lead's shorthand:
                    continue  # 'bank bal q — S1 vs S2. which one has the lower total bank balance (all accts summed)?')
                reading, error = slacked
            else:
                try:
                    reading, error = _plain_passes(rest := measured)
                except (ParseError, UsageError):
                    continue
        if header_agrees(measure, direction, [r.output for r in reading.all]) is not None:
            continue  # (a header the question does not agree with: refused as the rest of the layer refuses it)
        return reading._replace(text=reading.text or rest), error
    return None


_HEADED = _Summing()  # (on while the text after a chat header is read as an ops lead's shorthand: once, not again)


def _headed_slack(rest: str) -> tuple[Reading, ParseError | None] | None:
    """The text after a chat header read as an ops lead's shorthand (`_slack_read`, e50p), once; None when it is not."""
    _HEADED.on = True
    try:
        return _slack_read(rest)
    except UsageError:
        return None
    finally:
        _HEADED.on = False


def _plain_passes(text: str) -> tuple[Reading, ParseError | None]:
    """`_steps_passes`; a question written as a numbered procedure that is not read as it is, read with its steps
    written as definitions by letter (`ask.procedure`, a32m), or refused naming the step reference it cannot resolve."""
    try:
        return _steps_passes(text)
    except ParseError as error:
        if _SENTENCES.kept is None and (restated := _read_restated(text, error)) is not None:
            return restated
        try:
            if _SENTENCES.kept is None and (read := _read_introduced(text)) is not None:
                return read
        except ParseError:
            if (read := _read_set_first(text)) is not None:
                return read
            raise
        if _SENTENCES.kept is None and (read := _read_set_first(text)) is not None:
            return read
        if _SENTENCES.kept is not None or not _SEVERAL_SENTENCES.search(text):
            raise
        from cbwh.ask.procedure import procedure  # (only for a question of several sentences not read as it is)

        steps = procedure(text)
        if steps is None:
            raise
    try:
        return _steps_passes(steps)
    except ParseError as again:
        raise ParseError(f"{again} (in the procedure read as: {steps!r})") from None


# ('of those two people' refers to two people, and 1 is defined', "'those three' refers to 3 people, and ... set up"):
# people counted that a top said with no noun would set up ('pick out the 2 who have R', e41g)
_PEOPLE_MISCOUNTED = re.compile(r"^'[^']+' refers to (?:two|\d+) people, and ")


def _read_introduced(text: str) -> tuple[Reading, ParseError | None] | None:
    """A question nothing reads as typed that introduces its anchor on its own first ("There's a bird named 'T'. Among
    the people in its owner's state, ...", e47a: `discourse.introduced`), read as the set-up the layer reads ('Take the
    owner of the bird named 'T'. Among the people in that owner's state, ...'); None when it does not start so. A
    reference it cannot tell is refused naming it, and so is the question as introduced when it is not read."""
    from cbwh.ask.discourse import introduction

    try:
        found = introduction(text)
    except ParseError:  # (a reference it cannot tell: its refusal stands)
        raise
    except UsageError:  # (words the layers write first: 'S_1', `discourse.lettered`)
        return None
    if found is None or found[0] == text:
        return None
    told, explicit = found
    try:
        reading, first = _steps_passes(told)
    except ParseError as again:
        if not explicit:  # (a bare person or thing before a mark: the question's own refusal stands)
            return None
        raise ParseError(f"{again} (in the question as read with its introduction: {told!r})") from None
    return reading._replace(text=reading.text or told), first


class _SetFirst(_local):
    on = False


_SET_FIRST = _SetFirst()


def _read_set_first(text: str) -> tuple[Reading, ParseError | None] | None:
    """A question nothing reads as typed that opens in the set-up-first evaluator's words (e48a: 'The car with license
    plate 'X' belongs to someone who ...', 'Whoever owns S has some blood type; ...', 'I have two cats in mind: ...'),
    read as `discourse.set_first` says it; None when it does not open so, or is not read so either (the question's
    own refusal then stands)."""
    from cbwh.ask.discourse import set_first

    if _SET_FIRST.on:
        return None
    try:
        said = set_first(text)
    except (ParseError, UsageError):
        return None
    if said is None:
        return None
    _SET_FIRST.on = True
    try:
        reading, first = _plain_passes(said)
    except ParseError:
        return None
    finally:
        _SET_FIRST.on = False
    return reading._replace(text=reading.text or said), first


def _read_restated(text: str, error: ParseError) -> tuple[Reading, ParseError | None] | None:
    """A whole question nothing reads as typed (for want of words, not for a reason of its own: 'ambiguous', 'not
    supported'), read with a group narrowed in steps said one step a sentence and the like (`discourse.steps_restated`:
    'Among G, set aside everyone who C. Of those left, who ...?' -> 'Take G. Set aside everyone who C. Who ...?', c39w),
    its reading's text the restated question; None when it says no such thing or is not read so either."""
    from cbwh.ask.discourse import _person_then_group, steps_restated

    # (a person set up only to say a group by them, e42g: which person a pronoun after it means is asked only because
    # they are set up; said inside the group, they are not one the question could mean)
    stepping = (str(error).startswith("ambiguous: ") and " could refer to " in str(error) or
                " is set up but the question never refers to " in str(error)) and _person_then_group(text) is not None
    if not (stepping or str(error).startswith(("cannot understand", "the question asks two things", "'which of them' refers to",
                                   "'Which of them' refers to", "not supported: leaving a person out")) or
                              _PEOPLE_MISCOUNTED.match(str(error))) or \
            (restated := steps_restated(text)) is None:
        return None
    try:
        reading, first = _steps_passes(restated)
    except ParseError:
        return None
    return reading._replace(text=reading.text or restated), first


def _steps_passes(text: str) -> tuple[Reading, ParseError | None]:
    """`_passes`, with the sentences read kept while the question is read (`_Sentences`)."""
    if _SEVERAL_SENTENCES.search(text):  # (definitions by letter written as the layer reads them, before anything)
        from cbwh.ask.discourse import framed, lettered, those_after_a_group  # (one sentence never needs them)

        text = framed(text)  # (a definition in a frame or by a verb of choice, as 'Let L be S.': e31c)
        text = lettered(text) or text
        those_after_a_group(text)  # ('among G, let x be ...; among those who ..., let y be ...': r32 H1)
    if _SENTENCES.kept is not None:  # (a question read inside another's reading: its sentences kept with the outer's)
        return _passes(text)
    _SENTENCES.kept = {}
    try:
        # (the collector paused, as `cbwh ask` reads a question: a reading makes ~100,000 objects, a few cycles among
        # them, and the collector's passes over the young ones were ~5% of a reading for callers that read many, the
        # generator's parse-backs and the ask corpus's checks; what is left is collected at its next pass after)
        with collector_paused():
            read = _passes(text)
            _rule_said_first(text, read[0])
            _expiry_said_ahead(text, read[0])
            _leaders_placed(read[0])
        return read
    finally:
        _SENTENCES.kept = None


def _leaders_placed(reading: Reading) -> None:
    """A person ranked among the leaders of their own state and in a place too ('Among the people who have the most
    vehicles in their own state, who is the oldest person in Arkansas?', r52 F4): the leaders of any of their states who
    live there, or that place's own leaders? A person with addresses in several states tells the two apart: refused
    naming both."""
    for r in reading.all:
        for pick in output_picks(r.output):
            if any(isinstance(t, StateLeader) for t in pick.steps) and \
                    any(t.attribute == Attribute.STATE for t in place_steps(pick.steps)):
                raise ParseError("ambiguous: a state's leaders and a place: the leaders of any of their own states who "
                                 "live there, or that state's own leaders (someone living in several states tells them "
                                 "apart); ask about that state's own ('the person with the most vehicles in Arkansas')")


def _rule_said_first(text: str, reading: Reading) -> None:
    """A tie rule said first, before anything is ranked ('Ties go to the elder. Consider the people with the most pets
    in their state. Among them, who is the richest?', 'Breaking any tie by age, who is the richest among the 3 people
    with the most pets?'), where the question also ranks a group (each state's first, a top N: r26 F7): the rule may be
    for every tie that follows, the group's too (not supported: a state's tied firsts are all kept; a tie at a top N's
    cut is reported), or for the question's own ranking only. Whatever path read the question (the one-sentence
    grammar, the layout moving the rule after the question, the discourse layer), refused naming both, here where the
    spec is final and the text still says where the rule is. Read: a rule naming another tie than the group's ('Any
    tie for the most internet accounts goes to T. Take ...'), or a tie between the two compared; a rule said after the
    question (upstream's convention: the question's ranking's); a question ranking no group ('Ties go to the elder.
    Among the people in Ohio, who has the most pets?': one ranking, one reading)."""
    groups = [step for r in reading.all for pick in output_picks(r.output) for step in pick.steps
              if isinstance(step, StateLeader | TopN)]
    if not groups:
        return
    pair = all(isinstance(r.output, Compare) for r in reading.all)
    p = Parser(text)
    starts = [(start, _RULE_ENDS) for start in ask_lead(p, 0)]
    if p.keys[0] == "(":  # ('(Tie-break: oldest.) Among ...', '[Ties go to the elder.] ...': r27 F7, said in brackets)
        starts += [(start, _RULE_ENDS | {")"}) for start in ask_lead(p, 1)]
    for start, ends in starts:
        rules: dict[int, list[tuple[Tie, ...]]] = {}
        for found, k in ties(p, start):
            if found and p.tokens[k].kind != END and p.keys[k] in ends:
                rules.setdefault(k, []).append(found)
        for k, read in rules.items():
            if pair and any(all(t.between for t in found) for found in read):
                continue  # ('If they're tied, T. Who has more pets, S1 or S2?': the two compared's, as everywhere)
            if not any(not t.between and (t.target is None or any(t.names(g.key) for g in groups))
                       for found in read for t in found):
                continue
            said = text[p.tokens[start].pos:p.tokens[k].pos].strip()
            what, why = _group_tie(groups[0])
            raise ParseError(f"ambiguous: {said!r}, said before anything is ranked, could break every tie that "
                             f"follows, {what} too (not supported: {why}), or only the tie in the question's own "
                             "ranking: say it after the question for the second")
    _rule_for_every_tie(p, groups[0])  # (after: a rule said first is refused as such, whatever its words)


def _expiry_said_ahead(text: str, reading: Reading) -> None:
    """An expiry ranking said of an expiry still to come ('whose credit card will expire soonest', 'is due to expire
    first', 'closest to expiring', 'the nearest expiration date', and as a tie rule: words.EXPIRY_AHEAD; r30 F1): a
    reader takes the next card or policy to expire from the day asked, a meaning the spec lacks (it ranks each person's
    earliest expiry on record, lapsed or not, as upstream's and the generator's 'expires first' says). Refused, here
    where the spec is final (whatever path read it) and the text is the question's own, unless the question says
    expired records count ('..., counting policies that have already lapsed', 'Policies which already expired also
    count.': discourse.expired_aside), which settles it."""
    ranked = {m for r in reading.all for m in _ranked_measures(r.output)}
    if not ranked & {Metric.POLICY_EXPIRY.value, Metric.CARD_EXPIRY.value}:
        return
    # (the words as written: the tokenizer reads 'will be' as 'is', as a ranking means it, but here the tense is said)
    said = _AHEAD_WORD.findall(text.lower())
    ahead = _expiry_ahead()
    longest = max(map(len, ahead))
    for i in range(len(said)):
        for n in range(min(longest, len(said) - i), 0, -1):
            if tuple(said[i:i + n]) not in ahead:
                continue
            from cbwh.ask.discourse import expired_aside

            if expired_aside(text) is not None:
                return
            words = " ".join(said[i:i + n]).replace(" '", "'")
            raise ParseError(f"cannot understand {words!r}: it says an expiry still to come (the next card or policy "
                             "to expire from today, which the data's ranking does not have); write 'expires first' for "
                             "the earliest expiry date on record, already expired ones included, or add 'counting "
                             "ones that have already expired'")


_AHEAD_WORD = re.compile(r"[a-z]+|'[a-z]+|[^\sa-z']")


@lru_cache(maxsize=1)
def _expiry_ahead() -> frozenset[tuple[str, ...]]:
    """words.EXPIRY_AHEAD's phrasings as word tuples (expanded when a question first ranks by an expiry)."""
    return frozenset(tuple(phrase.replace("'", " '").split()) for phrase in EXPIRY_AHEAD)


def _group_tie(group: StateLeader | TopN) -> tuple[str, str]:
    """The tie a group's ranking meets, and why no rule breaks it (`_rule_said_first`, `_rule_for_every_tie`)."""
    match group:
        case StateLeader():
            return (f"each state's tie for {describe_key(group.key)}", "all the people tied first in a state are kept")
        case TopN():
            return (f"a tie at the cut of the top {group.n} by {describe_key(group.key)}",
                    "a tie at the cut is reported, not broken")
        case _:
            assert_never(group)


def _rule_for_every_tie(p: Parser, group: StateLeader | TopN) -> None:
    """A tie rule said of every tie, wherever it stands ('Among the people with the most pets in their state, who is
    the richest? All ties go to the elder.', '... In all cases, ties go to T', 'Ties go to T in every case': r27 F8),
    where the question also ranks a group: it claims the group's tie too (not supported), so it is not read as the
    question's own ranking's alone, as an unquantified rule after the question is (upstream's convention)."""
    for i in range(len(p.tokens)):
        for _, k in p.phrase(i, EVERY_TIE):
            said = p.said(i, k)
            what, why = _group_tie(group)
            raise ParseError(f"ambiguous: {said!r} claims every tie the question meets, {what} too (not supported: "
                             f"{why}); for the question's own ranking's tie alone, say it after the question without "
                             f"{said!r} ('If there's a tie, ...')")


# the marks a tie rule said first ends with before what follows ('Ties go to the elder. ...', '...: among G, ...',
# 'Breaking any tie by age, who ...?')
_RULE_ENDS = frozenset({".", ";", ":", ",", "—", "!", "?"})


def _passes(text: str) -> tuple[Reading, ParseError | None]:
    """`_passes_as_said`; a text it does not read, read again with a set-up the layers do not read written as one they
    do (`discourse.set_up_rewritten`, e50w: 'In every state, there's someone who owns the most vehicles there; among all
    of those people, take T.' -> 'Among people with the most vehicles in their state, take T.'), else refused as said."""
    try:
        return _passes_as_said(text)
    except ParseError as error:
        from cbwh.ask.discourse import set_up_rewritten

        if BRANCHING.on:
            raise
        if (set_up := set_up_rewritten(text)) is not None:
            try:
                return _passes_as_said(set_up)
            except ParseError:
                pass
        if str(error).startswith("cannot understand") and (sided := sides(text)) is not None:
            # ('One side: G1, from which we take R1. Other side: G2, ...', 'list one is G1; list two is G2', 'G1 form
            # one group; G2 form another', e64v: two groups labelled by another noun, said as 'group one/two'): read
            # only as two people compared
            try:
                found = _passes_as_said(sided)
            except ParseError:
                pass
            else:
                if all(isinstance(r.output, Compare) for r in found[0].all):
                    return found
        raise error from None


def _passes_as_said(text: str) -> tuple[Reading, ParseError | None]:
    """The question's readings, and the first pass's refusal when the second pass read it.

    The first pass reads as the grammar always has: where it knows two readings of some words (a tie rule after two
    people compared: inside each one's ranking, or between the two) it refuses that path, and another path may read the
    sentence. Only when nothing reads the question and such a path was refused does the second pass read it with both
    readings of those words (`parser.BRANCHING`): a sentence read before is read as before."""
    if BRANCHING.on:  # (a question read inside the second pass: a definition's, an aside's)
        return _readings_or_apart(text), None
    hit, BRANCHING.hit = BRANCHING.hit, False
    try:
        return _laid_out(text, _readings(text)), None
    except ParseError as error:
        if not BRANCHING.hit:  # (two people said apart read only once the second pass would not read the text)
            try:
                found = _apart(text, error)
            except ParseError as apart:
                if type(apart) is not ParseError or (found := _written_passes(text)) is None:
                    raise
            if found is None:
                found = _written_passes(text)
            if found is not None:
                return found, None
            _two_asked(text, error)
            raise
        BRANCHING.on = True
        try:
            read = _readings_or_apart(text)
        except ParseError:
            BRANCHING.on = False
            if (found := _written_passes(text)) is not None:
                return found, None
            _two_asked(text, error)
            raise error from None
        finally:
            BRANCHING.on = False
        laid = _laid_out(text, read)
        return (laid, None) if laid is not read else (read, error)
    finally:
        BRANCHING.hit = hit or BRANCHING.hit


def _laid_out(text: str, read: Reading) -> Reading:
    """A text read several ways (a tie rule that could be a person's own or the two compared's) that is two people
    described apart, each in a sentence of their own with their own rule ('The first is S1; if there's a tie, take the
    oldest. The second is S2; again, the oldest wins a tie. Which of the two ...?', e44a): the one reading the reader of
    two people said apart (`ask.apart`, which knows whose sentence a rule is said in) finds, when it is one of the
    readings; else the readings as read (and a reader unsure of the layout changes nothing)."""
    if not read.others or not _steps_agree(read) or not _rules_before_question(text):
        return read  # (readings that choose different people, or a rule said after the question: as read)
    from cbwh.ask.apart import reading  # (only for a text read several ways)

    try:
        found = reading(text)
    except ParseError:
        return read
    if found is None or found.others or not any(found.output == other.output for other in read.all):
        return read
    return found


def _steps_agree(read: Reading) -> bool:
    """Do a text's readings all choose their people from the same groups (differing in their rankings' ties only)?"""
    steps = {tuple(pick.steps for pick in output_picks(r.output)) for r in read.all}
    return len(steps) == 1


def _rules_before_question(text: str) -> bool:
    """Is every tie rule of two people said apart said before the question ('The second is S2; again, the oldest wins
    a tie. Which ...?')? A rule after it ('Which has more? If tied, the richer one.') may be each one's or the two
    compared's, and stays read both ways."""
    from cbwh.ask.apart import rules_after_question

    return not rules_after_question(text)


def _readings_or_apart(text: str) -> Reading:
    """`_readings`; a text it does not read, read as two people described apart and asked about (`ask.apart`), or
    refused as `_readings` refuses it (or naming what the reader of two people could not tell apart)."""
    try:
        return _readings(text)
    except ParseError as error:
        found = _apart(text, error)
        if found is None:
            raise
        return found


def _apart(text: str, error: ParseError) -> Reading | None:
    """The text read as two people said apart and asked about (`ask.apart`), or None; refused naming what that reader
    could not tell apart, else (a person's words not read) with the layer's own reason, `error`."""
    from cbwh.ask.apart import Unsure, reading  # (only for a text nothing else reads)

    try:
        return reading(text)
    except Unsure:
        raise  # (two people said apart, and what the reader could not tell apart named)
    except ParseError:
        raise error from None


class _Once(_local):
    """A reader's rewriting read once (one per thread)."""

    on = False


_ANNOUNCED_AWAY = _Once()
_TOLD_IN_PARALLEL = _Once()


def _told_in_parallel(told: str) -> Reading | None:
    """The text as the layer tells it ('For the state of A and for the state of B, find R, T.' -> 'In the state of A,
    find R, T; in the state of B, find R, T.', e55d) read by the readers of two picks set up in parallel
    (`parallel.parallel` ...), as the same words typed would be; None when none of them reads it."""
    if _TOLD_IN_PARALLEL.on:
        return None
    from cbwh.ask.parallel import PARALLEL, group_for_both, one_selection, parallel, parallel_groups, ties_by_order, two_picks

    if PARALLEL.on:
        return None
    _TOLD_IN_PARALLEL.on = True
    try:
        for rewrite in (parallel, parallel_groups, group_for_both, ties_by_order, two_picks, one_selection):
            if (in_parallel := rewrite(told)) is None or in_parallel == told:
                continue
            PARALLEL.on = True
            try:
                return _told(_readings(in_parallel), in_parallel)
            except ParseError:
                pass
            finally:
                PARALLEL.on = False
        return None
    finally:
        _TOLD_IN_PARALLEL.on = False


def _announcement_away(text: str) -> str | None:
    """The text after its first sentence when that sentence only announces two people or two groups (words.PAIR_ANNOUNCED,
    LETTER_TWO_SETS: 'Let's compare two people.', 'Let me describe two groups.'), names no value, and two sentences or
    more follow; else None."""
    from cbwh.ask.discourse import _at, _sentences, _words
    from cbwh.ask.tokens import STRING
    from cbwh.spec import words as W

    w = _words(text)
    sentences = _sentences(w)
    if len(sentences) < 3 or sentences[0][2] not in (".", "!"):
        return None
    i, j, _ = sentences[0]
    if any(kind == STRING for kind in w.kinds[i:j]) or \
            (_at(w.keys, i, j, W.PAIR_ANNOUNCED) != j and _at(w.keys, i, j, W.LETTER_TWO_SETS) != j):
        return None
    return text[w.starts[sentences[1][0]]:]


def _readings(text: str) -> Reading:
    """One pass of `parse_readings`."""
    if _OPENED_ABOUT.match(text):  # ("Here's one about pet owners. Q": the holders' opening checked before any reading
        # of the rest, which the grammar could read as 'G. Q', narrowed unchecked: r37 H1)
        from cbwh.ask.discourse import topic_checked, topic_holders

        if (held := topic_holders(text)) is not None:
            return _holders_opened(*held)
        topic_checked(text)
    try:
        return _sentence_reading(text, several=True)
    except ParseError as exc:
        error = exc
    # the grammar's own reason for refusing the words as written ('ambiguous: ...') says more than the layer's
    said_why = not str(error).startswith("cannot understand")
    from cbwh.ask.parallel import PARALLEL, group_for_both, one_selection, parallel, parallel_groups, ties_by_order, two_picks

    for rewrite in (parallel, parallel_groups, group_for_both, ties_by_order, two_picks, one_selection):
        if PARALLEL.on or (in_parallel := rewrite(text)) is None or in_parallel == text:
            continue
        PARALLEL.on = True  # (two picks set up in parallel, e40t: their rewriting read once; not read, the next
        try:  # reader's is tried, then the text is read on as it would have been)
            return _readings(in_parallel)
        except ParseError:
            pass
        finally:
            PARALLEL.on = False
    if not said_why and not _ANNOUNCED_AWAY.on and (rest := _announcement_away(text)) is not None:
        # ('Let's compare two senior residents. One is S1; the other is S2. Which ...?', c51w: a sentence that only
        # announces two people or two groups, read away when what follows compares two people)
        _ANNOUNCED_AWAY.on = True
        try:
            compared = _readings(rest)
        except ParseError:
            pass
        else:
            if all(isinstance(r.output, Compare) for r in compared.all):
                return compared
        finally:
            _ANNOUNCED_AWAY.on = False
    # (imported only here: a question read in one sentence never needs it)
    from cbwh.ask.discourse import domains, expired_aside, narrated, resolve, restated_aside

    if (aside := expired_aside(text)) is not None:  # (even after the grammar's own reason: the aside may be what it
        try:  # stumbled on, as in 'G and who started ... in 2020, whose policy expires first (lapsed ones count too)?')
            return _expired_counted(*aside)
        except ParseError:
            if said_why:
                raise error from None
            raise
    if not said_why and (restated := restated_aside(text)) is not None and \
            (reading := _restated(*restated, asked=text)) is not None:
        return reading

    if not said_why and not _MOVING.on and (moved := _moved(text)) is not None:
        return moved

    if not said_why and (told := narrated(text)) != text:
        said: Reading | None
        try:  # 'Suppose you find S. What is the total bank balance of the person you found?': the scene read away
            said = _told(_sentence_reading(told, several=True), told)
        except ParseError:
            said = _told_in_parallel(told)
        if said is not None:
            return _domain_readings(said, domains(text, told))
    try:
        resolved = resolve(text)
    except ParseError:
        if said_why:
            raise error from None
        raise
    if resolved is None:
        raise error
    try:
        found = _resolved_reading(resolved.text)
    except ParseError as again:
        if said_why:
            raise error from None
        raise ParseError(f"{again} (in the question as read with its definitions resolved: {resolved.text!r})") from None
    found = _own_readings(found, resolved)
    for reading in found.all:
        _check_resolved(reading, resolved)
    return _domain_readings(found, resolved.domains)


def _resolved_reading(text: str) -> Reading:
    """The question left once its set-ups are resolved, read; a yes/no comparison in it followed by a request naming one
    of the two read as that request (`discourse.yes_no_named`, e63k: 'Consider S1. Does that person, or S2, have more
    credit cards? Name the one with more.'), when the question as it stands is not read."""
    from cbwh.ask.discourse import yes_no_named

    try:
        return _told(_sentence_reading(text, several=True), text)
    except ParseError as error:
        if (named := yes_no_named(text)) is None:
            raise
        own = error
    try:
        reading = _told(_sentence_reading(named, several=True), named)
    except ParseError:
        raise own from None
    if reading.others:  # (one reading only: two are the question's own refusal, as before)
        raise own
    return reading


def _holders_opened(records: Records, opening: str, rest: str) -> Reading:
    """The question after an opening naming the holders of a kind of record ("Here's one about pet owners. Among G1,
    take the person with the most pets (T1); among G2, ... Which of the two ...?", a34r; discourse.topic_holders): read
    only when every person it picks is ranked first by the most of those records, with no top-N cut or state leader in
    their group (where the holders could be taken before the cut); each pick then keeps only holders, which changes
    nothing when anyone in its group holds one, and leaves no answer when no one does. Any other question could be
    asked among the holders or not: refused naming the opening."""
    reading = _readings(rest)
    first = Key(records, Order.HIGH)
    held = CountIs(records, ">=", 1)
    kept = []
    for r in reading.all:
        if not all(p.keys and p.keys[0] == first and p.top == 1 and
                   not any(isinstance(s, (TopN, StateLeader)) for s in p.steps) for p in output_picks(r.output)):
            raise ParseError(f"ambiguous: the opening {opening!r} could say whom the question after it is about, or "
                             "only announce it: say it in the question ('Among <them>, ...'), or drop the opening")
        kept.append(r._replace(output=map_picks(r.output, lambda p: replace(p, steps=(*p.steps, held))),
                               text=r.text or rest))
    return kept[0]._replace(others=tuple(kept[1:]))


# 'Of A and B, who has more pets, and how many?': a question, then a second one joined by ', and' (k21; compiled
# when first needed, by re's cache: nothing at import for the questions read)
_SECOND_ASKED = (r"^(?P<first>[^.?!;]*\b(?:who|which|whose|how\s+many|how\s+much|what)\b[^.?!;]*?)\s*,\s*"
                 r"\band\s+(?:also\s+)?(?P<second>(?:how\s+many|how\s+much|what(?:'s|\s+is|\s+are|\s+was)?)\b"
                 r"[^.?!;]*)\?\s*$")


def _two_asked(text: str, error: ParseError) -> None:
    """A sentence the grammar could not read asking two things, the second joined to the first by ', and' ('Of A and
    B, who has more pets, and how many?', '..., who is richer, and what is their balance?'): refused naming both (cbwh
    ask answers one question) in place of the grammar's 'cannot understand' of the second's words; any other reason
    stands."""
    m = re.match(_SECOND_ASKED, text.strip(), re.IGNORECASE)
    if m is not None and str(error).startswith("cannot understand"):
        first, second = m.group("first").strip(" ,"), m.group("second").strip()
        raise ParseError(f"two questions: {first!r} and {second + '?'!r} ask two things, and cbwh ask answers one "
                         "question at a time: ask each on its own")


class _Writing(_local):
    """A text written as the layer reads it is not written again (`_written_passes`); one per thread, as `_Moving`."""

    on = False


_WRITING = _Writing()


def _written_passes(text: str) -> Reading | None:
    """The question with two people laid out in written English written as the layer reads it (`ask.written`, every
    layout it knows, in turn) and read whole, as a question typed so is (the layer, the readers of two people said apart
    and in parallel), e48b: 'Using T within each state group, identify S1 and S2. Whose X is larger? If neither is
    larger, ...' -> 'Identify S1 and S2, using T within each group. Whose X is larger? If they are tied, ...'; None when
    it has no such layout, or the text so written is not read (the question's own refusal stands)."""
    from cbwh.ask.written import rewritten

    if _WRITING.on:
        return None
    told = text
    for _ in range(12):
        if (again := rewritten(told)) is None or again == told:
            break
        told = again
    if told == text:
        return None
    _WRITING.on = True
    try:
        read, _ = _two_passes(told)
    except ParseError:
        return None
    finally:
        _WRITING.on = False
    return read if read.text else _told(read, told)


class _Moving(_local):
    """A text with a group moved is never moved again (`_moved`). One per thread, as parser.BRANCHING: a question
    read in another thread meanwhile (`cbwh serve`, the Python API) is moved as it would be alone, where a class
    attribute made one thread's question refused while another's was being moved."""

    on = False


_MOVING = _Moving()


def _moved(text: str) -> Reading | None:
    """The question with its parts in the order the grammar reads (discourse.reordered, a21x): a group said between a
    ranking's verb and its object moved after it ('Which person has among G the most pets?'), the person said before
    what is asked moved after it ('Please determine for S the number of X'), a person announced after 'the following
    person:' set up first: read when every rewording the grammar reads gives one spec; None when none is read, or they
    differ (the grammar's own message stands)."""
    from cbwh.ask.discourse import reordered

    found: list[Reading] = []
    _MOVING.on = True
    try:
        for told in reordered(text):
            try:
                read = _readings(told)
            except ParseError:
                continue
            found.append(read if read.text else _told(read, told))
    finally:
        _MOVING.on = False
    if not found or any([r.output for r in one.all] != [r.output for r in found[0].all] for one in found[1:]):
        return None
    return found[0]


def _own_readings(found: Reading, resolved: Resolved) -> Reading:
    """The readings of a question about two people each set up in a sentence of their own ('Contestant A: the oldest
    Auto insurance policy holder. Contestant B: the oldest person among G. Who has more pets?'): each person is read as
    their own words say, so a reading that gives one of them the group said with the other (the one question the
    layer writes, 'Who has more pets, S1 or S2?', lets the grammar read G for both) is not a reading of the text.
    Unchanged when a person's words alone are not read as one person, or no reading keeps both as said."""
    if not found.others or len(resolved.apart) != 2:
        return found
    own = []
    for person in resolved.apart:
        try:
            alone = _sentence_reading(f"Who is {person}?")
        except ParseError:
            return found
        if not isinstance(alone.output, NameOf):
            return found
        own.append(alone.output.pick.steps)
    for n, person in enumerate(resolved.apart):
        if RESIDENT_WORDS & set(re.findall(r"[a-z]+", person.lower())) and not place_steps(own[n]) and \
                place_steps(own[1 - n]):
            # ('The first is the richest dog owner in Missouri; the second is the richest resident with a cat': a
            # resident of no place said points back to the other's, as said in one sentence, grammar._parallel_head;
            # r58): every reading kept
            return found
    kept = [r for r in found.all if len(picks := output_picks(r.output)) == 2 and
            [p.steps for p in picks] in (own, own[::-1])]
    if not kept or len(kept) == len(found.all):
        return found
    return kept[0]._replace(others=tuple(kept[1:]), hint=found.hint if len(kept) > 1 else "")


def _told(reading: Reading, text: str) -> Reading:
    """The reading (and each other reading) of the one question `text` a question laid out says."""
    return reading._replace(text=text, others=tuple(r._replace(text=text) for r in reading.others))


def _check_resolved(reading: Reading, resolved: Resolved) -> None:
    """What a question laid out over several sentences is read on condition of (each reading of it): refused when the
    set-up leaves the question's words two readings the grammar alone cannot see."""
    if resolved.people and (reading.compared_person or reading.compared and isinstance(reading.output, NameOf)) \
            and not _compares_only_within(resolved):
        # 'Take the owner of pet 'Dawn'. Who in her state is older?': older than her (everyone who is), or the oldest
        # ('Who in Ohio is older?' as the grammar reads it)? A person set up is there to compare with (w16 #2)
        raise ParseError(f"ambiguous: the comparative in {resolved.text!r} could compare with {resolved.people[0]!r} "
                         "(everyone ahead of them: 'older than them') or ask for the first of the group ('the "
                         "oldest'): say 'the oldest', 'the most ...', or 'than ...'")
    if resolved.placed and _cut_first(reading.output) and not _only_there(reading.output):
        # 'Take S. Look at their state: among the 5 richest people, who there owns the most pets?': the 5 richest of
        # everyone, then those there, or the 5 richest there (the place was set up for the group)?
        raise ParseError(f"ambiguous: in {resolved.text!r} the top group could be of everyone (then those in the place "
                         "set up kept) or of that place's people: say 'there' after the group ('the 5 richest people "
                         "there') or 'of all' ('the 5 richest people of all')")
    for set_up, many in resolved.many:
        if any(p.top == many for p in output_picks(reading.output)):
            continue
        if isinstance(reading.output, NameOf) and any(isinstance(t, TopN) and t.n == many
                                                      for t in reading.output.pick.steps):
            continue  # (the group a name question ranks: 'Take the two richest people in Ohio. Of those two, who has
            # more pets?', a32p; not a value asked of 'these two people together' after one was taken out of them)
        # 'Among the two richest people in Ohio, take the oldest. What is the total bank balance of these two people
        # together?': the person set up is one (picked out of a top two), not the two the question refers to (r2 #1)
        said = "two" if many == 2 else str(many)
        raise ParseError(f"the question refers to {said} people, and {set_up!r} set up is one person: say "
                         f"which {said} ('take the {said} richest people in Ohio'), or ask about the one")
    for gloss in resolved.glosses:
        _check_gloss(gloss, resolved.text)
    if resolved.measure is not None and not (isinstance(reading.output, Compare) and
                                             reading.output.key.measure == resolved.measure):
        # 'Compare the number of pets: A = ...; B = .... Return the one with more cards.': two measures said
        raise ParseError(f"the question compares by another measure than {resolved.measure_said!r}, said before it: "
                         "say one")


def _domain_readings(found: Reading, domains: tuple[str, ...]) -> Reading:
    """A group set up alone before the question (`discourse.domains`), which the question took up for one of several
    people ('Consider the people in Alaska. Who has more vehicles: the richest of them or the oldest person with a cat?',
    r52 F2: the cat owner was ranked over everyone): it may be every person's. Each reading with another person of no
    place of their own (a place set up gives way to a person's own place) is read the second way too, that person
    ranked in the group as well: answered only when both agree (`cbwh ask`), else refused naming both."""
    if not domains:
        return found
    widened: list[tuple[Reading, Output]] = []
    for reading in found.all:
        picks = list(output_picks(reading.output))
        said = set(re.findall(r"[a-z]+", (reading.text or "").lower()))
        for domain in domains if len(picks) > 1 and not EVERYONE_WORDS & said else ():
            steps = _domain_steps(domain)
            if steps is None or not any(set(steps) <= set(p.steps) for p in picks):
                continue
            placed = place_steps(steps) == set(steps)  # (a place set up: another's own place is theirs instead)

            def within(p: Pick, steps: tuple[Any, ...] = steps, placed: bool = placed) -> Pick:
                if set(steps) <= set(p.steps) or placed and place_steps(p.steps):
                    return p
                return replace(p, steps=(*steps, *(t for t in p.steps if t not in steps)))

            widened.append((reading, map_picks(reading.output, within)))
    return _read_also(found, widened, "say the group for each person ('... of them' after each), or '... among "
                                      "everyone' for one ranked over everyone")


@lru_cache(maxsize=64)
def _domain_steps(group: str) -> tuple[Any, ...] | None:
    """The steps of a group set up alone ('the people in Alaska'), read as the group of one ranking; None when it is
    not read so, or is read two ways."""
    try:
        found = _sentence_reading(f"Who is the oldest person among {group}?")
    except (ParseError, UsageError):  # (a heading's words are anything: 'hmm 🤔: ...' is no group)
        return None
    steps = {p.steps for r in found.all for p in output_picks(r.output)}
    return steps.pop() if len(steps) == 1 else None


def _compares_only_within(resolved: Resolved) -> bool:
    """Is every comparative of the question inside the one person set up, who is chosen by it ('Between G, take the
    one with more pets (if equal, the more old). How much money has this person?', a18y)? There is no one else set up
    for it to compare with."""
    if len(resolved.people) != 1 or resolved.people[0] not in resolved.text:
        return False
    if re.match(rf"(?:of|among|between) {re.escape(resolved.people[0])}\s*,", resolved.text, re.IGNORECASE) and \
            re.match(r"the (?:two|2)\b", resolved.people[0], re.IGNORECASE):
        return True  # ('Take the two richest people in Ohio. Of those two, who has more pets?', a32p: the two set up are
        # the group the comparative ranges over, as 'Of the two richest people in Ohio, who has more pets?')
    rest = resolved.text.replace(resolved.people[0], " ").lower()
    return not any(w in ("more", "less", "fewer") or w.endswith("er") and len(w) > 4
                   for w in re.findall(r"[a-z]+", rest))


# An aside said as a gloss of what is right before it ('i.e. the earliest model year', 'that is, born later', e47c)
_GLOSSED = re.compile(r"^[(,\s]*(?:i\.?\s?e\.?|ie|that is|meaning|in other words)(?![\w])", re.IGNORECASE)


def _restates_before(told: str, asked: str, key: Key) -> bool | None:
    """What the aside restates, from the last few words before it: the comparative of two people ('Which is younger, i.e.
    born later: A, or B?', e47c) or a ranking alone ('... take the one with the oldest car, i.e. the earliest model year
    (T); ...'): True where that is by the aside's key, False where it is by another, None where nothing before it reads
    as either."""
    at = next((n for n, (a, b) in enumerate(zip(told, asked)) if a != b), min(len(told), len(asked)))
    words = re.findall(r"[\w'-]+", told[:at])[-5:]
    for k in range(1, len(words) + 1):
        tail = " ".join(words[-k:])
        try:
            said = _sentence_reading(f"Who is {tail}: the oldest person in Ohio, or the richest person in Ohio?").output
        except ParseError:
            said = None
        if isinstance(said, Compare):
            return said.key == key
        for frame in ("Who has the {} among residents of Ohio?", "Who is the {} among residents of Ohio?"):
            try:
                found = _sentence_reading(frame.format(tail)).output
            except ParseError:
                continue
            if isinstance(found, NameOf) and len(found.pick.keys) == 1:
                return found.pick.keys == (key,)
    return None


def _restated(told: str, aside: str, ranking: str, asked: str = "") -> Reading | None:
    """The question read without an aside restating its ranking ('meaning who has the most money across their bank
    accounts', '(the one with the highest total bank balance)'): read only when what the aside says is a ranking alone
    that every ranked person of the question is ranked first by (else refused, naming both); None when the aside says
    no ranking alone, or the rest is not read (the question's own message stands)."""
    meant = None
    # (the ranking said as a noun, 'the most money across their accounts', or as a verb or an adjective, '(i.e. born
    # last)', '(i.e. the one born last)', a21x)
    said = aside.lower().split()
    whose = said[said.index("whose") + 1:] if "whose" in said else None  # ('meaning whose current job started ...')
    frames = ("Whose {} among residents of Ohio?",) if whose is not None and " ".join(whose).startswith(ranking.lower()) \
        else ("Who has the {} among residents of Ohio?", "Who was {} among residents of Ohio?",
              "Who is the {} among residents of Ohio?", "Who {} among residents of Ohio?")
    # ('..., as in started it most recently': 'it' the current job the ranking names, a22z)
    ranking = re.sub(r"^(started|began|begun|took up) it\b", r"\1 their current job", ranking, flags=re.IGNORECASE)
    for frame in frames:
        try:
            meant = _sentence_reading(frame.format(ranking)).output
            break
        except ParseError:
            continue
    try:
        ohio = _sentence_reading("Who is the oldest among residents of Ohio?").output
        reading = parse_reading(told)
    except ParseError:
        return None
    if not (isinstance(meant, NameOf) and isinstance(ohio, NameOf) and meant.pick.steps == ohio.pick.steps and
            len(meant.pick.keys) == 1):  # ('(the one with the most pets in Texas)': a condition of its own)
        return None
    firsts = {p.keys[0] for p in output_picks(reading.output) if p.keys}
    before = _restates_before(told, asked, meant.pick.keys[0]) if asked else None
    if before is True and not _GLOSSED.match(aside):
        before = None  # (only a gloss says it restates what is right before it: '(the one with R)' after one person of
        # two may be read as either's, near-j17-restated-11)
    if before is False or firsts != {meant.pick.keys[0]} and before is None:
        raise ParseError(f"the aside {aside!r} says how a person is ranked, but the question ranks "
                         f"{'no one' if not firsts else 'by something else'} there: say the ranking once")
    return reading._replace(text=reading.text or told)


def _expired_counted(told: str, aside: str, measure: str | None) -> Reading:
    """The question read without an aside saying expired records count too ('(policies that have already lapsed count
    too)'): what the ranking by expiry reads anyway (every record's date, lapsed or not), so the reading stands only
    when the question ranks such a record by expiry; else refused (the aside would say something of its own)."""
    reading = parse_readings(told)  # (each reading of it, when several)
    said = {measure} if measure is not None else {Metric.POLICY_EXPIRY.value, Metric.CARD_EXPIRY.value}
    for one in reading.all:
        _expiry_ranked(one.output, said, aside, measure)
    return _told(reading, reading.text or told)


def _expiry_ranked(output: Output, said: set[str], aside: str, measure: str | None) -> None:
    """Refused unless the reading ranks a record the aside speaks of by its expiry (`_expired_counted`)."""
    if not said & _ranked_measures(output):
        raise ParseError(f"cannot understand the aside {aside!r}: the question ranks no "
                         f"{'policy or card' if measure is None else measure.split('_')[0]} by its expiry date, which "
                         "is what it would be said of; leave it out")


def _ranked_measures(output: Output) -> set[str]:
    """The measures the spec ranks or compares people by, anywhere in it (each Key's, as encoded)."""
    ranked: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if node.get("kind") == "Key":
                ranked.add(str(node.get("measure")))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(encode(output))
    return ranked


def _cut_first(output: Output) -> bool:
    """Does a pick of the spec take a top N before another step (the cut of everyone first, then a group kept)?"""
    return any(any(isinstance(s, TopN) for s in p.steps[:-1]) for p in output_picks(output))


def _only_there(output: Output) -> bool:
    """'Start with S and that person's state. Of the 10 richest people, who lives there?': the place is all the question
    asks of the top group; of that place's own 10 richest, all 10 live there (no one person), so the one reading is
    the 10 richest of everyone, then the one of them living there."""
    if not isinstance(output, NameOf) or output.pick.keys:
        return False
    steps = output.pick.steps
    return (len(steps) == 2 and isinstance(steps[0], TopN) and isinstance(steps[1], SameAs)
            and steps[1].attribute in (Attribute.STATE, Attribute.CITY))


def _check_gloss(gloss: Gloss, text: str) -> None:
    """A ranking's name defined for the question ('vehicle leader = most vehicles') is read only when the question uses
    it and it ranks as what it is said to mean (the grammar reads the name itself): else refused, naming both."""
    words = f" {' '.join(text.lower().replace('?', ' ').replace(',', ' ').split())} "
    if f" {gloss.role.lower()} " not in words:
        raise ParseError(f"{gloss.role!r} is defined ({gloss.said!r}) but the question never uses it")
    meaning = gloss.meaning[4:] if gloss.meaning.lower().startswith("the ") else gloss.meaning
    named: Output | None = None
    meant: Output | None = None
    try:
        meant = _sentence_reading(f"Who has the {meaning} among residents of Ohio?").output
    except ParseError:
        pass
    roles = _roles(gloss.role.lower(), words)  # ('The leader is ...' for 'the credit card leader': the name said whole)
    for role in roles:
        try:
            named = _sentence_reading(f"Who is the {role} among residents of Ohio?").output
        except ParseError:
            named = None
        if not (isinstance(named, NameOf) and isinstance(meant, NameOf) and named.pick.keys == meant.pick.keys):
            raise ParseError(f"cannot read the definition {gloss.said!r}: {role!r} is not read as a ranking by "
                             f"{gloss.meaning!r}")
    if gloss.ruled and isinstance(meant, NameOf) and meant.pick.keys:
        # a tie rule given in the name's definition is that name's: everyone else ranked alike must be called so too
        # ('the vehicle leader of Ohio, or the person with the most vehicles in Texas? Vehicle leader = most vehicles;
        # ties to the oldest': is Texas's tie broken so?)
        called = sum(words.count(f" {role} ") for role in roles)
        # ... or said again by 'the one' and a place or group alone after the first, the noun left out ('the
        # internet-account leader in X or the one in Y', e47s): called so too
        called += len(_ONE_AGAIN.findall(words)) if called else 0
        reading = _sentence_reading(text).output
        ranked = sum(1 for pick in output_picks(reading) if pick.keys[:1] == meant.pick.keys[:1])
        if ranked > called:
            raise ParseError(f"ambiguous: the tie rule in {gloss.said!r} is the {gloss.role!r}'s, but someone not called "
                             f"so is ranked alike: is their tie broken the same way? Give each one's tie rule")


_ONE_AGAIN = re.compile(rf" (?:or|vs|versus|and) the one (?:{'|'.join(ONE_AGAIN_PLACED)}) ")


def _roles(role: str, words: str) -> list[str]:
    """The ranking name a definition gives, as the question says it: the name itself, or, when one word ('the leader'),
    each time the question says it the longest name ending in it that reads as a ranking ('the credit card leader'),
    else the shortest it opens that does ('top' in 'the top pet owner', e55c)."""
    if " " in role:
        return [role]
    tokens = words.split()
    found: dict[str, None] = {}
    for n, token in enumerate(tokens):
        if token != role:
            continue
        # the longest name ending in the word that reads as a ranking; or, a word that opens a name, the shortest name
        # it opens that does ('top = most pets' for 'the top pet owner in X', e55c)
        names = [" ".join(tokens[m:n + 1]) for m in range(max(0, n - 3), n + 1)] + \
            [" ".join(tokens[n:m]) for m in range(n + 2, min(len(tokens), n + 4) + 1)]
        if (name := next((name for name in names if _names_a_ranking(name)), None)) is not None:
            found[name] = None
    return list(found) or [role]


def _names_a_ranking(name: str) -> bool:
    """Does 'the <name>' read as one person ranked ('Who is the <name> among residents of Ohio?')?"""
    try:
        out = _sentence_reading(f"Who is the {name} among residents of Ohio?").output
    except ParseError:
        return False
    return isinstance(out, NameOf) and bool(out.pick.keys)


def _sentence_reading(text: str, several: bool = False) -> Reading:
    """The sentence grammar's reading of the text; with `several`, up to MAX_READINGS of them (`Reading.others`),
    else a sentence read in more than one way is refused naming them. Read once while a question is read
    (`_Sentences`): asked again, the same reading or refusal, and the same note that a rule asked for both readings."""
    kept, branch = _SENTENCES.kept, BRANCHING.on
    if kept is not None:
        known = kept.get((text, several, None)) or kept.get((text, several, branch))
        if known is not None:
            outcome, asked = known
            if asked and not branch:  # (what `Parser.both_readings` noted when the sentence was read)
                BRANCHING.hit = True
            if isinstance(outcome, str):
                raise ParseError(outcome)
            return outcome
    p = Parser(text)
    try:
        reading = _parsed(p, several)
    except ParseError as error:
        if kept is not None and type(error) is ParseError and len(error.args) == 1 and isinstance(error.args[0], str):
            kept[(text, several, branch if p.asked_both else None)] = (error.args[0], p.asked_both)
        raise
    if kept is not None:
        kept[(text, several, branch if p.asked_both else None)] = (reading, p.asked_both)
    return reading


def _parsed(p: Parser, several: bool) -> Reading:
    """`_sentence_reading` of the parser's text."""
    try:
        found = questions(p)
    except QuestionError as exc:  # a reading the spec model itself rejects: refuse, never guess
        raise ParseError(f"cannot read the question: {exc}") from None
    if not found:
        raise p.error()
    hint = "; ".join(dict.fromkeys(p.hints))
    if len(found) > 1 and (not several or len(found) > MAX_READINGS):
        raise refused_readings(found, hint)
    readings = [_one_reading(p, out) for out in found]
    return readings[0]._replace(others=tuple(readings[1:]), hint=hint if len(readings) > 1 else "")


def _else_said(pick: Pick) -> Pick:
    """The pick with 'else' / 'other' (`grammar.ELSE`) as the one anchor's person it names left out; refused if none or
    several."""
    resolved = else_resolved(pick.steps)
    if isinstance(resolved, str):
        raise ParseError(resolved)
    return pick if resolved == pick.steps else replace(pick, steps=resolved)


def _one_reading(p: Parser, found: Output) -> Reading:
    """One spec the grammar read, with what it is read on condition of."""
    found = map_picks(found, _else_said)  # ('everyone else', 'the other residents' in a subject: the one anchor named)
    out = map_picks(found, lambda pick: _top_first(pick, p.top_first)) if p.top_first else found
    picks = output_picks(out)
    for pick in picks if p.top_overall else ():
        if any(s in p.top_overall and any(not isinstance(t, TopN) for t in pick.steps[:n])
               for n, s in enumerate(pick.steps)):
            # 'How many pets does the oldest of the 5 richest people overall among residents of Texas have?' read as the
            # 5 richest Texans: 'overall' says the top of everyone (v17 W5)
            raise ParseError("ambiguous: a top N said 'overall' (of everyone) is read within a group said after it: say "
                             "the group first ('Among residents of X, who is one of the 15 richest people overall?') or "
                             "leave 'overall' out for the group's own top N")
    if p.than_place and any(_narrower_than_place(pick) for pick in picks):
        # 'Among Ohio residents who own a dog, who is richer than everyone else in the state?' read as the richest
        # Ohio dog owner: 'everyone else in the state' is every Ohioan (the richest of them, if they own a dog), r46's
        # family said after a group (lead39)
        raise ParseError("ambiguous: 'than anyone else' said of a place after a group that also has a condition "
                         "that is no place: it could rank everyone in the place (the person asked for must then "
                         "also meet the condition) or only the group: say 'Among <group>, who has the most ...'")
    if len(picks) == 1 and not any(isinstance(s, StateLeader) for s in picks[0].steps):
        _each_place_lost(p)
    used = {s.anchor for pick in picks for s in pick.steps if isinstance(s, ANCHORED_STEPS)}
    after = any(s in p.top_after and any(not isinstance(t, TopN) for t in pick.steps[:n])
                for pick in picks for n, s in enumerate(pick.steps))
    owner_clause = tuple((NameOf(Pick((OwnerOf(anchor), *steps))), clause, said)
                         for (anchor, steps), (clause, said) in p.owner_clause.items()
                         if any(_anchored_on(pick, anchor) and set(steps) <= set(pick.steps) for pick in picks))
    return Reading(out, {a: message for a, message in p.one_owner.items() if a in used}, after,
                   compared=p.compared_over, compared_person=p.compared_person, owner_clause=owner_clause)


def _narrower_than_place(pick: Pick) -> bool:
    """Does the pick keep people of a place (a state or city, `grammar.place_steps`) and also a condition that is no
    place?"""
    places = place_steps(pick.steps)
    return bool(places) and any(s not in places and not isinstance(s, TopN) for s in pick.steps)


def _anchored_on(pick: Pick, anchor: Anchor) -> bool:
    """Does a step of the pick name the anchor?"""
    return any(isinstance(s, ANCHORED_STEPS) and s.anchor == anchor for s in pick.steps)


_EACH_PLACE = frozenset({"each", "every", "per"})
_PLACE_NOUNS = PLACE_SCOPE_NOUNS


_A_PLACE_AFTER = frozenset({"in", "within", "inside"})  # ('ties within a state': any state, each one's, words.EACH_SCOPE_A)


def _each_place(keys: Sequence[str | None]) -> int | None:
    """Where 'each / every / per state (city)' is said in the tokens, if it is, or 'within / in a|any state (city)'."""
    return next((n for n in range(len(keys) - 1) if keys[n + 1] in _PLACE_NOUNS and (
        keys[n] in _EACH_PLACE or (keys[n] in ("a", "any") and n > 0 and keys[n - 1] in _A_PLACE_AFTER and
                                   not _place_said_after(keys, n + 2)))), None)


def _place_said_after(keys: Sequence[str | None], n: int) -> bool:
    """Is 'in a state' said of one place, 'where' or 'in which' after it ('who live in a state where X also lives')?"""
    return n < len(keys) and (keys[n] == "where" or keys[n] == "in" and n + 1 < len(keys) and keys[n + 1] == "which")


def _each_place_lost(p: Parser) -> None:
    """'Which person has the most pets in each state, ties going to the oldest?' was read as the first of everyone
    ('in each state' taken as the tie rule's scope, w21): a question about one person (one ranking) that says 'each
    state' but reads no state's leaders ranks per place in words the spec lost: refused."""
    n = _each_place(p.keys)
    if n is not None:
        place = "city" if p.keys[n + 1] in ("city", "cities") else "state"
        # (said neutrally, not as 'each state': the words may be discourse's for 'Tie within a state: T', r2)
        raise ParseError(f"ambiguous: a scope per {place} in a question about one person could rank people per {place} "
                         "(one person each: several answers) or only scope a tie rule: ask about one place, or about "
                         "the people with a ranking in their state ('Among the richest people in each state, who ...')")


def _top_first(pick: Pick, first: set[TopN]) -> Pick:
    """A top N of everyone said as what the person is after their group ('Among G, who is one of the 15 richest
    people?'): the cut taken first, the group's people then kept."""
    cut = tuple(s for s in pick.steps if s in first)
    return replace(pick, steps=cut + tuple(s for s in pick.steps if s not in first)) if cut else pick


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
