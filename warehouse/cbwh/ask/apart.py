"""Two people described apart, then asked about (e39s): one reader for the family of questions that say each person
in words of their own and then ask about them.

    Two people are involved. The first is S1. The second is S2. Which of the two has more pets?
    Which of these has more pets? One is S1; the other is S2.
    need a bank account showdown. person A = S1 (tie -> T1). person B = S2. who has more bank accounts? if tied, T
    Start with G1 and pick R1. Separately, among G2, find R2. Which of these two owns more pets?
    Identify S1, and likewise S2; in each case, a tie goes to T. Which of these two has more pets?
    Among G1, and separately among G2, find R, T. Which of these two people has more insurance policies?

The text is cut into its sentences (and ';' parts), and each is one of: a header that only announces the two (its words
all in words.APART_HEADER_WORDS, with at most a measure the question must compare by), a person's description under a
label (words.APART_FIRST_LABELS / APART_SECOND_LABELS, a connective such as 'Separately', or none for the first), more
of the person just described (their own tie rule), a rule said for both, the question, and rules after it. Each
description is read alone by the grammar as a person ('Who is S1?', 'Who has R?', 'Find, among G, R.', or as a step
of its own), the question with two stand-in people in place of its reference to the two ('Which of the oldest person
and the youngest person has more pets?'), and the question's spec is the question's with each stand-in replaced by the
person read. Anything else (a sentence that is none of these, a description not read as one person, two ways of
reading one that differ, a rule after the second person that could be theirs or both people's) leaves the text as the
rest of the layer refuses it, or refuses naming what could not be told apart. Only tried when nothing else reads
the text (`questions._passes`)."""

from __future__ import annotations

import re
from _thread import _local
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from cbwh.ask.parser import ParseError
from cbwh.ask.phrases import alternation
from cbwh.ask.phrases import lazy as _lazy
from cbwh.errors import UsageError
from cbwh.spec import words as W
from cbwh.spec.model import Compare, Metric, NameOf, Order, Output, Pick, Records, map_picks, output_picks

if TYPE_CHECKING:
    from cbwh.ask.discourse import _Words
    from cbwh.ask.questions import Reading


class Unsure(ParseError):
    """Two people said apart, and something the reader could not tell apart (a rule that could be the second person's
    or both people's, a description read two ways): the refusal names it."""


class _Reading(_local):
    """A description or the question being read inside this reader is never read by it again. One per thread."""

    on = False


_READING = _Reading()

_STAND_INS = ("the oldest person", "the youngest person")  # (read as two picks no description can be)
# ... when each person has a tie rule of their own: a tie said after the question is then between the two (as the
# grammar reads it of two people said in one sentence, each with their rule)
_TIED_STAND_INS = ("the oldest person (ties go to the richest)", "the youngest person (ties go to the richest)")
_TIE = _lazy(r"\b(?:tie|ties|tied|tying|tiebreak|tie-break|tiebreaker|tie-breaker|tiebreakers|draw|deadlock|"
                  r"deadlocked)\b", re.IGNORECASE)  # (a tie rule of a person's own)
_TIE_SAID = _lazy(r"\b(?:tie|ties|tied|tying|tiebreak|tie-break|tiebreaker|tie-breaker|tiebreakers|draw|level|equal|"
                       r"equally|even|same|identical|deadlock|deadlocked|match)\b", re.IGNORECASE)  # (any rule said after)
# a step joined by 'and' to the group it is taken from ('Take G, and from that group choose R', 'Look at G, and among
# them find R'): said as a sentence of its own ('Take G; from that group, choose R'), as the grammar reads it
_AND_AMONG_THEM = _lazy(r",?\s+and\s+(?P<p>(?:from|among|amongst|of|out of|within)\s+(?:them|those|these|that group|"
                             r"this group|the group|that set|this set|those people|these people|that pool|this pool))"
                             r"\s*,?\s+(?=[a-z])", re.IGNORECASE)


def _phrases(said: W.Said) -> str:
    """The phrases as one regex, longest first, words apart by any space (`phrases.alternation`)."""
    return alternation(said)


# the nouns a marked label may follow ('person (a) is S', 'candidate #1: S', e42a)
_LABEL_NOUNS = r"(?:person|candidate|pick|option|choice|contender|individual)"


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    copula = rf"\s*(?:(?:{_phrases(W.APART_COPULAS)})\s*)?"
    marked = {n: "|".join(re.escape(m) for m in ms) for n, ms in W.APART_MARKED_LABELS.items()}
    labels = []
    for n, said in ((1, W.APART_FIRST_LABELS), (2, W.APART_SECOND_LABELS)):
        words = _phrases(said)
        letter = "A" if n == 1 else "B"
        labels.append(re.compile(
            rf"^\s*(?:(?:{_LABEL_NOUNS}\s*)?\(\s*(?:{marked[n]})\s*\)(?:\s*(?:is|=|:)(?=\s))?|(?:{marked[n]})\s*[).:]|"
            rf"(?:{_LABEL_NOUNS}\s*)?#\s*{n}\b\s*[:.=-]?|"
            rf"(?-i:{letter})\s*(?:=|:|\u2014|->|\s+is\s)|"
            rf"(?:{words})(?![\w'-])(?P<copula>{copula}))\s*(?P<body>.*)$", re.IGNORECASE | re.DOTALL))
    leads = re.compile(rf"^\s*(?:{_phrases(W.APART_SECOND_LEADS)})\s*,?\s+(?P<body>.*)$", re.IGNORECASE | re.DOTALL)
    refs = re.compile(rf"\b(?P<p>out\s+of|of|between|among|amongst)\s+(?:{'|'.join(W.APART_REFERENCES)})\b(?!\s+(?:who|that|with|"
                      r"in|living|holding|owning|whose))", re.IGNORECASE)
    joins = re.compile(rf"^(?P<a>.+?),?\s+and,?\s+(?P<j>{_phrases(W.APART_JOINS)})\s*,?\s+(?P<b>.+)$",
                       re.IGNORECASE | re.DOTALL)
    return labels[0], labels[1], leads, refs, joins


def _units(text: str) -> list[tuple[str, str]]:
    """The text's sentences and ';' parts, each with the mark that ends it ('' at the end): a mark inside quotes, or
    after a bare list label ('1.', 'no. 1'), ends nothing; '(2)', '(b)' start a part of their own after a '(1)', '(a)'."""
    out: list[tuple[str, str]] = []
    start, quote, n = 0, "", 0
    text = _bullets_labelled(text)
    first_bracket = re.search(r"\(\s*(?:1|a|i)\s*\)", text)
    while n < len(text):
        c = text[n]
        if quote:
            if c == quote and (n + 1 == len(text) or not text[n + 1].isalnum()) or quote == "\u2018" and c == "\u2019":
                quote = ""
        elif c in "'\u2018\"" and (n == 0 or not text[n - 1].isalnum()) and n + 1 < len(text) and \
                text[n + 1].isalnum():
            quote = c
        elif c == "\n" or c in ".?!;" and (n + 1 == len(text) or text[n + 1].isspace()):
            part = text[start:n].strip()
            if not re.fullmatch(r"(?:\d|[ab]|no|#\d)", part, re.IGNORECASE):
                part = _BULLET.sub("", part)
                if part and part.rstrip(":") and c != "\n":
                    out.append((part, c))
                elif part.rstrip(":"):  # (a line of its own: a sentence, unless it ends with a mark already)
                    out.append((part, "" if part[-1] in ".?!;:" else "."))
                start = n + 1
        elif c == "/" and text[n - 1:n] == " " and text[n + 1:n + 2] == " " and text[start:n].strip():
            out.append((text[start:n].strip(), "/"))  # ('G1 -> R1 / G2 -> R2 / who of those two ...?', e47s: a Slack
            start = n + 1  # step separator, the mark '/' until `_slashed` reads it)
        elif c == "(" and first_bracket is not None and n > first_bracket.start() and \
                re.match(r"\(\s*(?:2|b|ii)\s*\)", text[n:]) and text[start:n].strip() and \
                not re.fullmatch(_LABEL_NOUNS, text[start:n].strip(), re.IGNORECASE) and \
                not re.search(rf"(?:^|(?<![,;])\s)(?:and|or|nor|than|vs\.?|versus|of|between)(?:\s+{_LABEL_NOUNS})?\s*$",
                              text[start:n], re.IGNORECASE):  # (nor 'Who has more X, person (a) or person (b)?', e42a)
            # (not a reference to the two said again: 'If (a) and (b) have the same number, T'; but '(a) S1, and (b)
            # S2', a list's last said after a comma, e46p)
            out.append((text[start:n].strip().rstrip(",;"), ""))
            start = n
        n += 1
    if (last := _BULLET.sub("", text[start:].strip())):
        out.append((last, ""))
    return out


_BULLET = _lazy(r"^\s*(?:[-*\u2022\u2013]|\u2014)\s+")  # (a list's bullet before a line: '- first: S1')


_BULLET_LINE = _lazy(r"^[ \t]*(?:[-*\u2022\u2013]|\u2014)[ \t]+(?!\(?\s*(?:1|2|a|b)\s*[):.])", re.MULTILINE)


def _bullets_labelled(text: str) -> str:
    """Two people said as a list's two bulleted lines, with no label of their own ('who owns fewer vehicles:\\n- S1\\n-
    S2\\nif they tie, T', e47s): each bullet read as the label it stands for, '(1)' and '(2)'; any other text as it is."""
    bullets = list(_BULLET_LINE.finditer(text))
    if len(bullets) != 2:
        return text
    (a, b) = bullets
    lines = (text[a.end():].split("\n", 1)[0], text[b.end():].split("\n", 1)[0])
    if any(_labelled(line, k) is not None or _LETTERS.match(line) for line in lines for k in (1, 2)):
        return text  # (each line labelled already: '- first: S1', '- A: S1')
    return f"{text[:a.start()]}(1) {text[a.end():b.start()]}(2) {text[b.end():]}"


def _asked_again(part: str) -> bool:
    """A question that only asks again which of the two wins, the measure said before (words.APART_ASKED_AGAIN)."""
    return " ".join(re.findall(r"[\w']+", part.lower())) in W.APART_ASKED_AGAIN


def _said(part: str, mark: str) -> str:
    return f"{part}{mark}" if mark else part


class _Person:
    """One person's words: their description, then what is said after it (a sentence or a ';' part of their own: their
    tie rule, a step from the group just said), each with whether it is a sentence of its own."""

    def __init__(self, body: str, labelled: bool = True):
        self.parts: list[tuple[str, bool]] = [(body, False)]
        self.labelled = labelled

    @property
    def body(self) -> str:
        return "; ".join(p.rstrip(" ,") for p, _ in self.parts if p)

    def own_tie(self) -> bool:
        return _TIE.search(self.body) is not None


def _header(part: str) -> str | None:
    """A sentence that only announces the two: '' (or a measure's words) when so, else None (never a question said
    first: 'Who has fewer pets, candidate (a) or candidate (b)?', e42a-apart-slot-9)."""
    said = _header_said(part) if not _ASKS_WHO.match(part) else None
    return None if said is None else said[0]


_ASKS_WHO = _lazy(r"^\W*(?:(?:so|ok|okay|now|and|then)\s*,?\s+)?(?:who|whom|which|whose)\b", re.IGNORECASE)  # (a question)


def _header_said(part: str, measured: bool = False) -> tuple[str, str] | None:
    """A sentence that only announces the two, its measure's words ('' for none) and the direction it asks for ('more',
    'less', '' for none: 'I want the one with less', 'fewer wins', 'lower total bank balance', e46p); None when it is
    not one. A chat header of fillers (words.APART_HEADER_CHAT) and a measure needs no 'two' ('bank accounts', 'can u
    check policies for me'); the words saying which one is wanted (words.APART_HEADER_WANTED) are read only with a
    direction, and a header with two directions is none."""
    from cbwh.ask.discourse import _words

    w = _words(part)
    keys = w.keys
    directions = {d for k in keys for d, said in W.APART_HEADER_DIRECTIONS.items() if k in said}
    if len(directions) > 1 or any(k in ("many", "much") and keys[n + 1:n + 2] and
                                  any(keys[n + 1] in said for said in W.APART_HEADER_DIRECTIONS.values())
                                  for n, k in enumerate(keys)):
        return None  # (nor 'by how many more cars they own': a difference, not a direction)
    direction = next(iter(directions), "")
    if direction:  # (the words of the one wanted, and its direction, read away: what is left must be a header)
        keys = [k for k in keys if k not in W.APART_HEADER_DIRECTIONS[direction] and k not in W.APART_HEADER_WANTED]
        w = _words(" ".join(keys))
        keys = w.keys
        if not keys:  # (the direction alone, after a header that says the measure: 'I want the one with less')
            return ("", direction) if measured else None
    said = _header_words(w)
    if said is None or direction and not said:
        return None  # (a direction with no measure it is of)
    if direction and said:
        from cbwh.ask.discourse import _longest_measure

        named = _words(said)
        found = _longest_measure(named, 0, len(named.keys), W.APART_HEADER_MEASURES)
        if found is not None and isinstance(found[0], Records):
            said_all = _words(part).keys  # ('bank acct check — who's got the bigger one?', r90 F1)
            for n, k in enumerate(said_all):
                _sized_count(k, said, named.keys, found[0], bool(set(said_all[n + 1:n + 2]) & W.PAIR_SIZED_ONE))
    return said, direction


def _header_words(w: _Words) -> str | None:
    from cbwh.ask.discourse import _longest_measure

    keys = w.keys
    measure = ""
    n = after = 0
    left: list[str] = []
    while n < len(keys):
        kind = next((k for k in (2, 1) if " ".join(keys[n:n + k]) in W.APART_HEADER_KINDS), 0)
        if kind:  # ('two card holders': the two's kind, no measure)
            left.append(" ".join(keys[n:n + kind]))
            n += kind
            continue
        found = _longest_measure(w, n, len(keys), W.APART_HEADER_MEASURES)
        if found is not None and not measure:
            their = bool(left) and left[-1] == "their"  # ('compare their number of pets': said with its 'their')
            measure = w.span(n - their, found[1])
            del left[len(left) - their:]
            n = found[1]
            after = len(left)  # (where the words after the measure begin in `left`)
            continue
        left.append(keys[n])
        n += 1
    if measure and left[-4:] and not set(left[-4:]) - W.APART_HEADER_MEASURE_FILLERS - {"on", "by"}:
        left = [k for k in left if k not in W.APART_HEADER_MEASURE_FILLERS]  # ('compared on how many pets they own')
    elif measure:  # ('Two people are compared by the number of pets they own', e45p: the words saying they are theirs)
        held = after
        while held < len(left) and left[held] in W.APART_HEADER_MEASURE_HELD:
            held += 1
        left = left[:after] + left[held:]
    if measure and not any(k in W.APART_HEADER_PEOPLE or k in W.APART_HEADER_CONTESTS for k in left):
        # (a chat header: a measure and fillers alone, 'bank accounts', 'can u check policies for me', e46p)
        return measure if all(k in W.APART_HEADER_WORDS or k in W.APART_HEADER_CHAT for k in left) else None
    if not left or not all(k in W.APART_HEADER_WORDS or k in W.APART_HEADER_CONTESTS or k in W.APART_HEADER_KINDS or
                           k in W.APART_HEADER_CHAT for k in left):
        return None
    if not any(k in W.APART_HEADER_PEOPLE or k in W.APART_HEADER_CONTESTS for k in left):
        return None
    return measure


def _header_kinds(part: str) -> list[str]:
    """The header's nouns for the kind of people the two are ('two card holders'), spaces read away ('cardholders')."""
    said = re.findall(r"[\w'-]+", part.lower())
    found = [" ".join(said[n:n + k]) for k in (2, 1) for n in range(len(said))]
    return [k.replace(" ", "") for k in found if k in W.APART_HEADER_KINDS]


def rules_after_question(text: str) -> bool:
    """Is a tie (or a sameness) said in or after the sentence that asks the question (or is there no such sentence)?"""
    units = _headed(_units(text))
    asked = next((n for n, (part, mark) in enumerate(units) if mark == "?" or _question(part)), None)
    return asked is None or any(_TIE_SAID.search(part) for part, _ in units[asked:])


def _both_rule(part: str) -> bool:
    words = re.findall(r"[\w'-]+", part.lower())[:6]
    if _both_tied().match(part) is not None:  # ('if both equal -> T': the two compared tied, not each one's rule)
        return False
    return _TIE_SAID.search(part) is not None and (any(w in W.APART_BOTH for w in words) or
                                                   _both_last().search(part) is not None) or \
        _group_scoped(part) is not None  # ('Whenever a group has a tie, take the oldest person in it.')


@lru_cache(maxsize=1)
def _both_tied() -> re.Pattern[str]:
    """A rule said of the two people tied ('if both equal -> T', words.APART_BOTH_TIED)."""
    return re.compile(rf"^\W*(?:{_phrases(W.APART_BOTH_TIED)})\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _both_last() -> re.Pattern[str]:
    """The words saying a rule is both people's said last after a comma ('..., both sides', '..., for both', e47s)."""
    return re.compile(rf",\s*(?:{_phrases(W.APART_BOTH_AFTER)})\s*[.!]?\s*$", re.IGNORECASE)


def _asked_as_request(part: str) -> str | None:
    """A request to name the one who wins said as the question ('Name whichever has more pets' -> 'Who has more pets',
    words.APART_ASK_VERBS, APART_ASK_WHO); None when the part is not so."""
    m = re.match(rf"^\s*(?:{_phrases(W.APART_ASK_VERBS)})\s+(?:{_phrases(W.APART_ASK_WHO)})\s+(?P<rest>(?:has|have|owns|"
                 r"holds|is|earns|makes|was)\b.+)$", part, re.IGNORECASE | re.DOTALL)
    born = re.match(rf"^\s*(?:{_phrases(W.APART_ASK_VERBS)})\s+(?:{_phrases(W.APART_ASK_WHO)}|the one|the person)\s+"
                    r"(?P<rest>born\s+(?:earlier|later|first|last)\b.*)$", part, re.IGNORECASE | re.DOTALL)
    if m is None and born is not None:  # ('name the one born earlier', e45a)
        return _OR_IF.sub("? If ", f"Who was {born.group('rest').strip()}", count=1)
    compared = re.match(rf"^\s*(?:{_phrases(W.APART_ASK_VERBS)})\s+(?P<rest>.+?)\s*$", part, re.IGNORECASE | re.DOTALL)
    if m is None and compared is not None:  # ('name the richer one', 'give the older of the two', e45a)
        for said in W.APART_ASK_COMPARED:
            pattern = r"\s+".join(r"(?P<c>[a-z]+er)" if w == "COMPARATIVE" else re.escape(w) for w in said.split())
            c = re.fullmatch(pattern, compared.group("rest"), re.IGNORECASE)
            if c is not None and c.group("c").lower() not in W.APART_ASK_NOT_COMPARED:
                return f"Who is {c.group('c')}"
    if m is None:  # ('Give the one with more pets, or, if both own equally many, the higher earner', e44a)
        m = re.match(rf"^\s*(?:{_phrases(W.APART_ASK_VERBS)})\s+(?:{_phrases(W.APART_ASK_WITH)})\s+"
                     r"(?P<rest>(?:more|fewer|less|the\s+(?:more|fewer|less|larger|smaller|greater|higher|lower|bigger))"
                     r"\b.+)$", part, re.IGNORECASE | re.DOTALL)
        return None if m is None else _OR_IF.sub("? If ", f"Who has {m.group('rest').strip()}", count=1)
    return _OR_IF.sub("? If ", f"Who {m.group('rest').strip()}", count=1)


# the tie rule said as the other answer ('Give the one with more pets, or, if both own equally many, the higher earner';
# 'Name whoever has R, and if they are tied, the one with T', e45a)
_OR_IF = _lazy(r",?\s+(?:or|and)\s*,?\s+if\b\s*", re.IGNORECASE)


def _question(part: str) -> bool:
    return _QUESTION.match(part) is not None


_QUESTION = _lazy(rf"\s*(?:(?:so|ok|okay|now|and|then|finally)\s*,?\s+)?(?P<verb>(?:please\s+)?"
                  rf"(?:{_phrases(W.APART_QUESTION_VERBS)})\s+)?(?:who|whom|which|whose|of\b|between\b|out\s+of\b|"
                  rf"(?:among|amongst)\s+(?:the|these|those)\s+(?:two|2)\b)", re.IGNORECASE)


def _asked_said(part: str, mark: str) -> tuple[str, str]:
    """A question said as a request ending in a full stop ('Determine whose total bank balance is larger.', e51k):
    asked as the question ('Whose total bank balance is larger?'); any other as it is."""
    m = _QUESTION.match(part)
    if mark != "." or m is None or not m.group("verb") or not _COMPARED.match(part[m.end("verb"):]):
        return part, mark
    rest = part[m.end("verb"):]
    return f"{part[:m.start('verb')]}{rest[:1].upper()}{rest[1:]}", "?"


def _labelled(part: str, which: int) -> str | None:
    """The person's words after the label of the first or second (which), or None when the part has none. A verb that
    only puts the person before the reader, said before the label (words.APART_LABEL_VERBS: 'Consider, first, S1',
    'Take, on the other side, S2', 'Consider second S2'), is read away."""
    verbed = _label_verb().match(part)
    if verbed is not None:
        rest = verbed.group("rest")
        if verbed.group("comma"):
            return _labelled_plain(rest, which)
        bare = re.match(r"(?P<n>first|firstly|second|secondly)\s+(?P<b>.+)$", rest, re.IGNORECASE | re.DOTALL)
        if bare is not None and bare.group("n").lower().startswith("first" if which == 1 else "second"):
            return bare.group("b").strip()  # ('Consider first S1 and second S2' is said as two: `_joined`)
    body = _labelled_plain(part, which)
    if body is not None and not body.startswith(_LED) and re.match(r"^\s*(?:on|in)\b", part, re.IGNORECASE):
        body = _unverbed(body)  # ('On the other side, consider S2')
    return body


_SAME_RULE = _lazy(rf"\s*,?\s*\b(?:{_phrases(W.APART_SAME_RULE)})(?:\s*\((?P<r>[^()]+)\))?(?=\s*(?:[.;,]|$))",
                        re.IGNORECASE)  # (words.APART_SAME_RULE, its rule in brackets after it or not)
_AND_LAST = _lazy(r"\s*,?\s+and\s*$", re.IGNORECASE)
# a group said first for both, then the first's label in the same sentence ('out of G, grab (a) S1', 'among G: 1) S1')
_GROUP_LED = _lazy(rf"^\s*(?:{_phrases(W.APART_GROUP_LEADS)})\s+(?P<g>[^,:;()]+?)\s*[,:]\s*"
                        rf"(?:(?:{_phrases(W.APART_LABEL_VERBS)})\s+)?(?P<rest>\(\s*(?:a|1)\s*\)|(?:a|1)\))",
                        re.IGNORECASE)
# ... or said bare before a colon, Slack shorthand ('Maestro card holders: take (1) S1, and (2) S2', e47s): the group
# must be one said by its noun alone (`_only_group`)
_GROUP_COLON = _lazy(rf"^\s*(?P<g>[^,:;()]+?)\s*:\s*(?:(?:{_phrases(W.APART_LABEL_VERBS)})\s+)?"
                          r"(?P<rest>\(\s*(?:a|1)\s*\)|(?:a|1)\))", re.IGNORECASE)


def _only_group(part: str) -> str | None:
    """The group of a part that says it alone as the only people looked at ('Life insurance policy holders only',
    'only JCB cardholders', words.APART_ONLY_BEFORE / APART_ONLY_AFTER), or None."""
    m = re.match(rf"^\s*(?:(?:{_phrases(W.APART_ONLY_BEFORE)})\s+(?P<a>.+?)|(?P<b>.+?)\s+(?:{_phrases(W.APART_ONLY_AFTER)}))"
                 r"\s*[:.!]?\s*$", part, re.IGNORECASE | re.DOTALL)
    if m is None:
        return None
    group = (m.group("a") or m.group("b")).strip()
    if not re.search(r"(?:holders?|owners?|residents?|users?|people|persons|individuals)$", group, re.IGNORECASE) or \
            re.search(r"[,;()]|\b(?:most|fewest|least|highest|lowest|oldest|youngest|\w+est|with|who|that|vs)\b",
                      group, re.IGNORECASE):
        return None  # (a group said by its noun alone, no ranking in it)
    return group


def _second_joined(body: str) -> tuple[str, str] | None:
    """The first person's words and the second's, where the first's go on after ', and' to the second's label set off
    by a comma ('S1, and on the other hand, S2', 'S1, and second, S2'; 'S1 and, on the other, S2', e50k: the comma after
    'and'); None when they do not (one place only)."""
    found = []
    for cut in re.finditer(r"(?:,\s*and\s*,?|\s+and\s*,)\s+", body, re.IGNORECASE):
        if _quoted(body, cut.start()):
            continue
        rest = body[cut.end():]
        second = _labelled_plain(rest, 2)
        if second is not None and not second.startswith(_LED) and \
                re.match(rf"(?:{_phrases(W.APART_SECOND_LABELS)})\s*,", rest, re.IGNORECASE):
            found.append((body[:cut.start()].strip(), _unverbed(second)))
    return found[0] if len(found) == 1 else None


def _unverbed(body: str) -> str:
    """A person's words after a label and a comma with a verb that only puts them before the reader read away ('On the
    other side, consider S2' -> S2, words.APART_LABEL_VERBS); not a step's verb with a step after it ('take G and pick
    R')."""
    m = _label_verb().match(body)
    if m is None or m.group("comma") or not re.match(r"(?:the|whoever|whichever)\b", m.group("rest"), re.IGNORECASE) or \
            re.search(r"\b(?:and|then)\s+(?:take|pick|choose|select|find|identify|keep|get|look)\b", m.group("rest"),
                      re.IGNORECASE):
        return body
    return m.group("rest").strip()


@lru_cache(maxsize=1)
def _label_verb() -> re.Pattern[str]:
    return re.compile(rf"^\s*(?:{_phrases(W.APART_LABEL_VERBS)})(?:\s*(?P<comma>,)\s*|\s+)(?P<rest>.*)$",
                      re.IGNORECASE | re.DOTALL)


def _labelled_plain(part: str, which: int) -> str | None:
    first, second, leads, _, _ = _patterns()
    m = (first if which == 1 else second).match(part)
    if m is not None:
        body = m.group("body").strip()
        if m.group("copula") is not None and not m.group("copula").strip() and not _VERB_FIRST.match(body):
            return None  # (a label with no mark or copula is followed by the person's verb: 'The first has R')
        return body
    if which == 2 and (m := leads.match(part)) is not None:
        body = m.group("body").strip()  # ('Then, among G, pick R'; 'And then the second is S'): never a step from the
        # group just said ('Then take the one with R': the first's)
        return _labelled_plain(body, 2) or (None if _BACK.match(body) else _LED + body)
    return None


_LED = "\x00"  # (before the words of a second person said after a connective, not a label: 'Then, among G, ...')


def own_rule_bracketed(text: str) -> str | None:
    """A tie rule said after a ';' that ends the first person's labelled description, the second's label said next ('The
    first is S1; if several are tied, take T. The second is S2.'): the first's own, said in brackets after their words
    ('The first is S1 (if several are tied, take T). The second is S2.', e42a); None when the text has none. (A rule
    naming both or the other is not one person's.)"""
    units = _units(text)
    for n in range(len(units) - 2):
        (first, mark), (rule, end), (second, _) = units[n:n + 3]
        if mark != ";" or end != "." or _labelled(first, 1) is None or _labelled(second, 2) is None or \
                _labelled(first, 2) is not None or not _TIE.search(rule) or _OTHER_SAID.search(rule):
            continue
        at = text.find(f"{first};")
        after = text.find(rule, at + len(first))
        if at < 0 or after < 0 or text[after + len(rule):after + len(rule) + 1] != ".":
            continue
        return f"{text[:at + len(first)]} ({rule}){text[after + len(rule):]}"
    return None


# ... words in a rule that name both people or the other one: not the first's own
_OTHER_SAID = _lazy(rf"\b(?:{'|'.join(sorted(W.APART_BOTH))}|second|other|latter|two|they|them|their)\b", re.IGNORECASE)


def reading(text: str) -> Reading | None:
    """The reading of two people described apart and asked about (the module's doc); None when the text is not so
    laid out; ParseError naming what could not be told apart."""
    if _READING.on:
        return None
    _READING.on = True
    try:
        return _reading(text)
    finally:
        _READING.on = False


def _headed(units: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The units with a header said in the first one's words set apart: before a colon or a comma ('credit cards
    head-to-head: first is S1', 'Pick out two people, S1 and S2.'), or before the question it asks ('Consider two
    people and say which has the smaller balance.'); and a question said after the people in their sentence ('..., S1
    and S2, who holds fewer bank accounts?') set apart from them."""
    if not units:
        return units
    if (opened := _chat_opener().match(units[0][0])) is not None and units[0][0][opened.end():].strip():
        units = [(units[0][0][opened.end():].strip(), units[0][1]), *units[1:]]  # ('ok so: S1. vs: S2. ...', e47s)
    units = [*_asked_last(units[0]), *units[1:]]
    part, mark = units[0]
    named = _NAMED_AFTER.search(part)  # ('Two people are compared by total bank balance, and the one with more should
    # be named.': the question it asks, 'Who has more?', of the header's measure)
    if named is not None and _header(part[:named.start()]) and not part[named.end():].strip():
        more = (named.group("d") or named.group("d2")).lower()
        return [(part[:named.start()], "."), (f"Who has {more}", "?"), *units[1:]]
    # (the longest header before a mark: 'Compare, by number of bank accounts, S1 and S2', e42a; the first mark only
    # when none is longer)
    marks = [m.start() for m in re.finditer(r"[:,]", part) if not _quoted(part, m.start())]
    if marks and _only_group(part[:marks[0]]) is not None and part[marks[0]:marks[0] + 1] == ":" and \
            part[marks[0] + 1:].strip():  # ('JCB cardholders only: S1 vs S2', e45a)
        return [(part[:marks[0]], "."), *_headed([(part[marks[0] + 1:].strip(), mark), *units[1:]])]
    for colon in marks:  # (the question asked first, before the first's label: 'who has fewer bank accounts out of
        # these two: (a) S1; (b) S2', e46p; not a list closed by the question mark, whose last words may be both
        # people's, near-miss-lead42-r59-labels-set-off)
        if part[colon] == ":" and mark in (";", ".") and _question(part[:colon]) and part[colon + 1:].strip() and \
                _labelled(part[colon + 1:].strip(), 1) is not None and _labelled(part[colon + 1:].strip(), 2) is None:
            return [(part[:colon], "?"), (part[colon + 1:].strip(), mark), *units[1:]]
    for colon in sorted({*marks[:1], *(c for c in marks if _header(part[:c]))}, reverse=True):
        if colon > 0 and _header(part[:colon]) is not None and part[colon + 1:].strip():
            return [(part[:colon], ":"), *_asked_last((part[colon + 1:].strip(), mark)), *units[1:]]
    # (a Slack header set off by an arrow: 'lower total bank bal out of these two -> (a) S1; (b) S2', e47s)
    for arrow in (m for m in _HEADER_ARROW.finditer(part) if not _quoted(part, m.start())):
        if _header(part[:arrow.start()]) is not None and part[arrow.end():].strip():
            return [(part[:arrow.start()], ":"), *_asked_last((part[arrow.end():].strip(), mark)), *units[1:]]
        break  # (the first arrow only: a later one is a person's own step)
    asks = _ASKS_AFTER.search(part)
    if asks is not None and _header(part[:asks.start()]) is not None:
        return [(part[:asks.start()], "."), (part[asks.end():].strip(), "?" if mark == "." else mark), *units[1:]]
    for request in re.finditer(r",?\s+and\s+", part):  # ('Compare two people by R and name the richer one', e45a)
        if _header(part[:request.start()]) is not None and \
                (asked := _asked_as_request(part[request.end():])) is not None and "?" not in asked:
            return [(part[:request.start()], "."), (asked, "?"), *units[1:]]
    return units


_HEADER_ARROW = _lazy(rf"\s*(?:{'|'.join(map(re.escape, W.HEADER_ARROWS))})\s+")


@lru_cache(maxsize=1)
def _chat_opener() -> re.Pattern[str]:
    """A chat turn's opening words set off by a colon or a comma ('ok so:', 'alright,'): words.CHAT_OPENERS."""
    return re.compile(rf"^\s*(?:{_phrases(W.CHAT_OPENERS)})\s*[:,]\s+", re.IGNORECASE)


def _asked_last(unit: tuple[str, str]) -> list[tuple[str, str]]:
    """A sentence asking its question last, after a comma ('Comparing two people, S1 and S2, who holds fewer bank
    accounts?'): the words before it, and the question."""
    part, mark = unit
    if mark != "?":
        return [unit]
    asked = [m for m in _ASKED_LAST.finditer(part) if not _quoted(part, m.start())]
    if not asked or not part[:asked[-1].start()].strip():
        return [unit]
    return [(part[:asked[-1].start()].strip(), "."), (part[asked[-1].end():].strip(), mark)]


_ASKED_LAST = _lazy(r",\s+(?:so\s+|then\s+)?(?=(?:who|which|whose)\b(?![^,]*\b(?:has|have|owns|holds|is|earns)\b[^,]*,))",
                         re.IGNORECASE)


# ... or to the question said as who is to be named ('..., and the one with more should be named', '..., and whoever has
# less is the answer'): asked of the measure the header names
_NAMED_AFTER = _lazy(r",?\s+and\s+(?:the one|the person|whoever|whichever)\s+(?:with|has|having|that has|who has)\s+"
                          r"(?P<d>more|less|fewer)\s+(?:should|must|is to|needs to|will)\s+be\s+(?:named|given|returned|"
                          r"reported|the answer|picked|chosen)|,?\s+and\s+(?:whoever|the one that|the one who)\s+has\s+"
                          r"(?P<d2>more|less|fewer)\s+is\s+the\s+answer", re.IGNORECASE)
# a header joined to the question it asks ('Consider two people and say which ...', '..., and tell me who ...')
_ASKS_AFTER = _lazy(r",?\s+and\s+(?:say|tell me|tell us|determine|decide|work out|figure out|find out|report|state)"
                         r"\s+(?=(?:who|which)\b)", re.IGNORECASE)


def _slashed(units: list[tuple[str, str]]) -> tuple[list[tuple[str, str]], int | None]:
    """The units with a slash's mark read as a ';', and the unit the second person's words start at when the text is two
    people said apart by slashes with no label, then the question ('G1 -> R1 (T1) / G2 -> R2 (T2) / who of those two has
    fewer policies?', e47s): the first two units each ended by a slash; else None."""
    second = 1 if len(units) > 2 and units[0][1] == units[1][1] == "/" and \
        all(m != "/" for _, m in units[2:]) and not _TIE.match(units[1][0]) else None
    return [(u, ";" if m == "/" else m) for u, m in units], second


def _numbered_groups(units: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Two groups named by number, each followed by the one picked from it ('G1 = group 1; pick the one w/ R1, T1. group
    2 = G2; pick R2, T2. who has more policies?', e47s): each pair of units read as that person's labelled words ('(1)
    among G1, the one w/ R1, T1'); the units as they are unless both groups are said so, in order."""
    out: list[tuple[str, str]] = []
    n, found = 0, []
    while n < len(units):
        part, mark = units[n]
        m = _GROUP_NAMED.match(part)
        if m is not None and n + 1 < len(units) and (pick := _GROUP_PICK.match(units[n + 1][0])) is not None:
            which = 1 if (m.group("n1") or m.group("n2")).lower() in ("1", "one", "a") else 2
            body = units[n + 1][0][pick.end():].strip()
            if _RANKING_FIRST.match(body):
                body = f"whoever has the {body}"
            out.append((f"({which}) among {(m.group('g1') or m.group('g2')).strip()}, {body}", units[n + 1][1]))
            found.append(which)
            n += 2
            continue
        out.append((part, mark))
        n += 1
    return out if found == [1, 2] else units


@lru_cache(maxsize=1)
def _there_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """', and, of all the residents there, R' after a verb, and a ranking's scope said last ('... in that group'), for
    `_sayings` (made once: its ~500 phrases were written as a pattern at each call)."""
    return (re.compile(rf",?\s+and\s*,\s*(?:{_phrases(W.APART_THERE_SCOPES)})\s*,\s*(?P<r>[^,;()]+?)(?=\s*(?:[;(]|$))",
                       re.IGNORECASE),
            re.compile(rf"\b(?:{_phrases((*W.APART_THERE_SCOPES, *W.RANKED_THERE))})(?=\s*(?:[;(,]|$))", re.IGNORECASE))


@lru_cache(maxsize=1)
def _said_patterns() -> tuple[re.Pattern[str], ...]:
    wanted, ones, back = (_phrases(w) for w in (W.APART_WANTED, W.APART_WANTED_ONES, W.APART_WANTED_BACK))
    ranked = r"(?=[^;]*\b(?:the\s+(?:most|fewest|least|highest|lowest|largest|smallest|biggest|greatest)|[a-z]+est)\b)"
    return (
        # 'from them I want the one with R', 'I want the one with R'
        re.compile(rf"^(?:(?P<b>{back})\s*,?\s+)?(?:{wanted})\s+(?P<o>{ones})\s+{ranked}(?=\w)", re.IGNORECASE),
        # 'the person I want from them has R', 'The person I care about there is the one with R'
        re.compile(rf"^(?:the\s+)?(?:person|one|individual)\s+(?:{wanted})(?:\s+(?P<b>{back}))?\s+"
                   rf"(?:(?P<is>is)\s+(?=(?:the|whoever)\b)|(?P<v>has|owns|holds|earns|is)\s+){ranked}", re.IGNORECASE),
        # 'there's the X with R', 'there's someone with R', 'there's an eldest one'
        re.compile(rf"(?P<lead>^|,\s+)(?:{_phrases(W.APART_THERE_IS)})\s+(?:(?P<the>the)\s+{ranked}|(?P<some>"
                   rf"{_phrases(W.APART_SOMEONE)})\s+{ranked}|(?:a|an)\s+(?=[a-z]+est\s+(?:one|person|individual)\b))",
                   re.IGNORECASE),
        # 'there are the people who ...'
        re.compile(rf"(?P<lead>^|,\s+)(?:{_phrases(W.APART_THERE_ARE)})\s+(?=(?:the\s+)?(?:people|residents|persons|"
                   r"individuals|holders|owners|cardholders|everyone|everybody)\b)", re.IGNORECASE),
        # '... is our first person', '... is person two'
        *(re.compile(rf"^(?P<body>.+?)\s*,?\s+is\s+(?:{_phrases(said)})\s*$", re.IGNORECASE | re.DOTALL)
          for said in W.APART_END_LABELS),
    )


def _said_plainly(part: str) -> str:
    """A unit with the author's wish or a person said to exist said as a step ('I want the one with R' -> 'take the
    one with R', 'there's someone with R' -> 'the one with R', words.APART_WANTED, APART_THERE_IS, e49b)."""
    want, wanted, there, there_are = _said_patterns()[:4]
    if (m := want.match(part)) is not None:
        back = f"{m.group('b')}, " if m.group("b") and m.group("b").lower() != "there" else \
            "from them, " if m.group("b") else ""
        return f"{back}take {m.group('o')} {part[m.end():]}"
    if (m := wanted.match(part)) is not None:
        back = "from them, " if m.group("b") else ""
        return f"{back}take {'' if m.group('is') else 'the one who ' + m.group('v') + ' '}{part[m.end():]}"
    part = there.sub(lambda m: f"{m.group('lead')}{'the one ' if m.group('some') else 'the '}", part, count=1)
    return there_are.sub(lambda m: f"{m.group('lead')}consider ", part, count=1)


@lru_cache(maxsize=1)
def _parallel() -> re.Pattern[str]:
    """A person said as a group in full and the one taken from it ('From everyone sharing X, take R', words.
    APART_PARALLEL_*)."""
    return re.compile(rf"^\s*(?:{_phrases(W.APART_PARALLEL_LEADS)})\s+(?:{_phrases(W.APART_PARALLEL_HEADS)})\s+"
                      r"(?!(?:there|here)\b)[^;]+?,\s*(?:take|pick|choose|select|find|get|grab|identify)\s+(?:the|whoever)\b",
                      re.IGNORECASE)


def _values_header(part: str, rest: str) -> bool:
    """Does the part only announce two values the people are found by, each said again after it (words.
    APART_HEADER_VALUE_WORDS)?"""
    values = re.findall(r"(?<![\w'])'([^']+)'", part)
    if len(values) != 2 or any(f"'{v}'" not in rest for v in values):
        return False
    said = re.findall(r"[\w'-]+", re.sub(r"(?<![\w'])'[^']+'", " ", part).lower())
    return "two" in said and all(w in W.APART_HEADER_WORDS or w in W.APART_HEADER_VALUE_WORDS for w in said)


def _label_said(part: str, which: int) -> bool:
    """Does the part open with the label of the first or second (which), not a connective alone ('Then, ...')?"""
    body = _labelled(part, which)
    return body is not None and not body.startswith(_LED)


def _end_labelled(units: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The units with a person's label said after their words ('..., the one among them with R is our first person.',
    'Then find X and consider G; the one with R is person two.') put before the first of their words: 'Person one:
    ...', the unit it ended said as a step ('take the one among them with R'). The first's words begin after any
    header; the second's after the first's, or (the first labelled before their words) at a connective ('Then', words.
    APART_SECOND_LEADS) or at the unit itself. As they are when no label is so said, or a label said so ends a unit
    that says no one ('the people in X is group one'), or a unit of the words it would label already has a label."""
    ends = _said_patterns()[4:]
    found: dict[int, int] = {}
    for which, end in enumerate(ends):
        after = found.get(0, -1)
        at = next((n for n, (part, _) in enumerate(units) if n > after and end.match(part)), None)
        if at is not None:
            found[which] = at
    if not found:
        return units
    out = list(units)
    for which, at in sorted(found.items()):
        if which == 0:
            start = 0
            while start < at and _header(out[start][0]) is not None:
                start += 1
        elif 0 in found:
            start = found[0] + 1
        else:
            first_at = next((n for n, (part, _) in enumerate(out) if _label_said(part, 1)), None)
            if first_at is None or first_at >= at:
                return units
            start = next((n for n in range(at, first_at, -1) if _patterns()[2].match(out[n][0]) is not None), at)
        body = ends[which].match(out[at][0]).group("body").strip().rstrip(",")  # type: ignore[union-attr]
        if start != at and not re.match(r"^(?:the one|the person|whoever|the individual)\b", body, re.IGNORECASE):
            return units  # (the label ends a step from the words before: 'the one among them with R is person one')
        out[at] = (f"take {body[:1].lower()}{body[1:]}" if start != at else body, out[at][1])
        first, mark = out[start]
        if which and (lead := _patterns()[2].match(first)) is not None:
            first = lead.group("body")
        if _label_said(first, 1) or _label_said(first, 2) or \
                any(_label_said(part, which + 1) for part, _ in out[start + 1:at + 1]):
            return units
        out[start] = (f"Person {('one', 'two')[which]}: {first}", mark)
    return out


def _mid_labelled(units: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The units with a person's label said after a ';' that ends their group's set-up ('Consider X and everyone in
    that owner's state; the first person is whoever of them has R.', e49b): the label put before the set-up, the one
    chosen said as a step from it ('Person one: Consider X and ...; take whoever of them has R'). As they are unless a
    label so said follows an unlabelled set-up in its sentence, for each person so said."""
    out = list(units)
    for which in (1, 2):
        for at in range(1, len(out)):
            part, (before, mark) = out[at][0], out[at - 1]
            body = _labelled(part, which)
            if body is None or body.startswith(_LED) or mark != ";" or _label_said(before, 1) or \
                    _label_said(before, 2) or _header(before) is not None or _question(before) or \
                    not re.match(r"^(?:the one|the person|whoever|whichever|the individual)\b", body, re.IGNORECASE):
                continue
            if which == 2 and (lead := _patterns()[2].match(before)) is not None:
                before = lead.group("body")
            if not _STEP_FIRST.match(before):
                continue  # (a set-up said as a step: 'Consider X and everyone ...'; not a group said for both with the
                # first's label inside it, 'G: (a) S1; (b) S2', e47s-slack5-2)
            out[at - 1] = (f"Person {('one', 'two')[which - 1]}: {before}", mark)
            out[at] = (f"take {body}", out[at][1])
            break
    return out


@lru_cache(maxsize=1)
def _value_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    values = "|".join(re.escape(v).replace(r"\ ", r"\s+") for v in sorted(W.APART_VALUE_HAD, key=len, reverse=True))
    had = re.compile(rf"^(?P<x>the\s+(?:owner|person|user|holder|driver|individual)\b[^;]*?)\s+"
                     rf"(?:{_phrases(W.APART_VALUE_HAS)})\s+(?:{_phrases(W.APART_VALUE_SOME)})\s+(?P<v>{values})\s*$",
                     re.IGNORECASE | re.DOTALL)
    sharing = re.compile(rf"^(?P<p>among|from|of|out of)\s+(?:{_phrases(W.APART_PARALLEL_HEADS)})\s+"
                         rf"(?:{_phrases(W.APART_VALUE_SHARING)})\s+that\s+(?P<n>[a-z ]+?)\s*,\s*", re.IGNORECASE)
    return had, sharing


def _values_shared(units: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The units with a person's value said to exist and a group sharing it said next ('X has a credit card provider;
    among everyone sharing that provider, take R', words.APART_VALUE_*, e49b) said as one: 'among everyone with the same
    credit card provider as X, take R' (the label said before the value kept)."""
    had, sharing = _value_patterns()
    out: list[tuple[str, str]] = []
    n = 0
    while n < len(units):
        part, mark = units[n]
        label = next((b for w in (1, 2) if (b := _labelled(part, w)) is not None and not b.startswith(_LED)), None)
        body = label if label is not None else part
        m = had.match(body)
        nxt = sharing.match(units[n + 1][0]) if m is not None and n + 1 < len(units) and mark in (";", ".") else None
        if m is None or nxt is None:
            out.append((part, mark))
            n += 1
            continue
        value = " ".join(m.group("v").lower().split())
        back = set(nxt.group("n").lower().split())
        if not back <= set(value.split()) | W.APART_VALUE_BACK_NOUNS:
            out.append((part, mark))  # ('X has a card provider; among everyone sharing that state, ...')
            n += 1
            continue
        prefix = part[:len(part) - len(body)] if label is not None else ""
        said = f"{nxt.group('p')} everyone with the same {W.APART_VALUE_HAD[value]} as {m.group('x')}, "
        out.append((f"{prefix}{said}{units[n + 1][0][nxt.end():]}", units[n + 1][1]))
        n += 2
    return out


@lru_cache(maxsize=1)
def _pool_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    said = re.compile(rf"^\s*(?:{_phrases(W.APART_POOLS_SAID)})\s*:\s*(?P<a>[^,;:()']+?)\s*,?\s+and\s+(?P<b>[^,;:()']+?)"
                      r"\s*$", re.IGNORECASE)
    named = re.compile(rf"^\s*(?:(?:then|and|next|now)\s*,?\s+)?(?:from|among|out of|in)\s+the\s+(?P<n>[^,;:()']+?)\s+"
                       rf"(?:{_phrases(W.APART_POOL_NOUNS)})\s*,?\s*", re.IGNORECASE)
    return said, named


def _pools_named(units: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Two groups announced and listed ('Picture two pools of people: G1 and G2.'), then a person taken from each named
    by its first words ('From the G1-words pool, take R1. From the G2-words pool, take R2.', e49b): each said as the
    person of a labelled group, '(1) among G1, R1'. As they are unless each name is the first words of one group only,
    the two named in turn, one each."""
    said, named = _pool_patterns()
    if not units or (m := said.match(units[0][0])) is None:
        return units
    groups = [m.group("a").strip(), m.group("b").strip()]
    out, found = [units[0]], []
    for part, mark in units[1:]:
        n = named.match(part)
        pick = _GROUP_PICK.match(part[n.end():]) if n is not None else None
        if n is None or pick is None:
            out.append((part, mark))
            continue
        name = n.group("n").lower().split()
        fits = [k for k, g in enumerate(groups) if g.lower().split()[:len(name)] == name]
        if len(fits) != 1:
            return units  # (a name that is the first words of both groups, or of neither)
        found.append(fits[0])
        body = part[n.end() + pick.end():].strip()
        out.append((f"({fits[0] + 1}) among {groups[fits[0]]}, {body}", mark))
    if found != [0, 1]:
        return units
    return [(W.APART_POOLS_AS, units[0][1]), *out[1:]]


def _reading(text: str) -> Reading | None:
    units, slash_second = _slashed(_numbered_groups(_headed(_units(text))))
    units = _pools_named(units)
    units = _mid_labelled(_end_labelled([(_said_plainly(part), mark) for part, mark in _values_shared(units)]))
    if len(units) < 2:
        return None
    people: list[_Person] = []
    both: list[str] = []
    question: list[str] = []
    measure = ""
    direction = ""  # (the one a chat header wants: 'more' or 'less', 'fewer wins', e46p)
    explicit = False  # (a question said in its own words, not the header's direction alone)
    pending: list[str] = []  # (a rule on the header's measure said after both people, before the question: its own)
    chat = False  # (a chat header, a measure with no 'two': 'ok, pets.'; a question on another measure left to the
    # layer's topic reader, near-miss-e45x-topic-other)
    asked_first = False
    same = False  # (the second said 'likewise': ranked as the first)
    owned: dict[str, str] = {}  # (each person's own rule said after the question, by whose it is)
    headed = False
    only = ""  # (a group both are of, said alone first: 'G only.')
    bare = False
    kinds: list[str] = []  # (the header's nouns for the kind of people the two are: 'two card holders')
    for n, (part, mark) in enumerate(units):
        if mark == "?" and len(people) == 2:
            part = either_asked(part)  # ('Does A or B own more credit cards?', e49b)
        if question and people and not asked_first:
            own = _own_rules(part, people)
            if own is not None:  # ('A tie among G1's words goes to T1, and a tie among G2's words goes to T2': each
                # person's own, e42a)
                owned.update(own)
                continue
            for rule_said in _rules_apart(part):  # (what follows a question said last is the question's: its tie
                # rule; a rule said for each person's group is theirs: 'If either group has a tie on R, T', 'Ties
                # inside either state go to T')
                if (scoped := _group_scoped(rule_said)) is not None:
                    both.append(scoped)
                else:  # ('balances equal -> higher salary': a rule's condition said with no 'if')
                    rule_said = _chat_if(rule_said)  # (a rule after a ';' said as a sentence of its own)
                    question.append(_said(f"{rule_said[:1].upper()}{rule_said[1:]}", mark))
            continue
        if n == 0 and _values_header(part, " ".join(u for u, _ in units[1:])):
            headed = True  # ('There are two license plates involved: 'X' and 'Y'.', e49b)
            continue
        if not people and not question and not _ASKS_WHO.match(part) and \
                (header := _header_said(part, bool(measure) and mark != "?")) is not None:
            # (a direction alone only as a statement after the measure, 'I want the one with less'; never the question
            # 'Who has more?', which a question after the people would ask again, near-miss-e41a-named-measure)
            said, wanted = header
            if said and measure or wanted and direction and wanted != direction:
                return None
            measure = measure or said
            direction = direction or wanted
            chat = chat or not any(k in W.APART_HEADER_PEOPLE or k in W.APART_HEADER_CONTESTS
                                   for k in re.findall(r"[\w'-]+", part.lower()))
            headed = True  # (a request after it is the question: 'Of the following two people, name the one born
            # earlier. First: S1. ...', e45a)
            kinds.extend(k for k in _header_kinds(part))
            continue
        if not people and not question and not only and (group := _only_group(part)) is not None:
            only = group  # ('Life insurance policy holders only.', e45a)
            continue
        if not people and not only and (led := _GROUP_LED.match(part) or _GROUP_COLON.match(part)) is not None and \
                _only_group(f"{led.group('g')} only") is not None:  # ('out of G, grab (a) S1, and (b) S2', e46p:
            # the group said once for both before the first's label)
            only, part = _only_group(f"{led.group('g')} only") or "", part[led.start("rest"):]
            bare = led.re is _GROUP_COLON.compiled()  # (said bare before a colon: each person must be its 'one', e47s)
        if len(people) < 2 and (body := _labelled(part, len(people) + 1)) is not None and \
                (people or _labelled(part, 2) is None):
            if not people and (two := _second_joined(body)) is not None:  # ('on the one hand, S1, and on the other
                # hand, S2', e45a)
                people.extend(_Person(b) for b in two)
                continue
            body = _AND_LAST.sub("", body)  # ('(a) S1, and (b) S2': the 'and' before the second's label, e46p)
            people.append(_Person(body.lstrip(_LED), labelled=not body.startswith(_LED)))
            continue
        if only and not people and re.search(r"\b(?:among|amongst)\b", part, re.IGNORECASE):
            return None  # (a person with a group of their own after a group said for both, near-miss-e45a-only-group-own-group)
        if asked_first and not people and _PAIR_COMPARING.match(part) and (split := _joined(part)) is not None:
            people.extend(_Person(b) for b in split[0])  # ('Which person has more X? We're comparing S1 against S2.',
            continue  # e51k: the two said after the question in one sentence)
        if not people and not question and n + 1 < len(units) and (split := _joined(part)) is not None:
            said_both = _said_for_both(split[0][-1])  # ('S1 and S2, resolving any tie in either group for T')
            if said_both is not None:
                split[0][-1] = said_both[0]
                both.append(said_both[1])
            people.extend(_Person(b) for b in split[0])
            same = split[1]
            continue
        if _both_rule(part):
            both.append(part)
            continue
        if (people or headed) and not question and (request := _asked_as_request(part)) is not None:
            part, mark = request, "." if "?" in request else "?"  # ('Name whichever has more pets; if ...', e42a)
        if (_question(part) or mark == "?" and not people and _COMPARED.match(part)) and \
                (mark == "?" or n == len(units) - 1 or not people):
            nxt = n + 1  # (a rule said right after the question first, e45a)
            while not people and nxt < len(units) and _TIE_SAID.search(units[nxt][0]) and \
                    _labelled(units[nxt][0], 1) is None:
                nxt += 1
            if question and len(people) == 2 and _asked_again(part):
                continue  # ('Determine which of two people has R. The first is S1; the second is S2. Which of the
                # two comes out ahead?', e51k: the question asked again in words that add nothing)
            if question or not people and (nxt == len(units) or _labelled(units[nxt][0], 1) is None and
                                           not _PAIR_COMPARING.match(units[nxt][0])):
                return None  # (asked first, the people after it are labelled, or said as compared: e51k)
            # (a chat's question left open at the end: 'which one's older'; one said before a list, its colon read
            # away: 'who owns fewer vehicles:\n- S1\n- S2', e47s)
            question.append(_said(*_asked_said(part.rstrip().rstrip(":").rstrip(), mark or "?")))
            asked_first = not people
            explicit = True
            continue
        if asked_first and not people and _TIE_SAID.search(part) and not _both_rule(part):
            question.append(_said(part, mark))  # ('Which one owns more pets? If they own the same number, T. Person
            # one: S1. ...': a rule said right after the question, before either person, is the two's, e45a)
            continue
        if not people and not question:
            people.append(_Person(part, labelled=False))  # (a first said with no label: the second has one)
            continue
        if len(people) == 1 and not question and not people[0].labelled and len(people[0].parts) == 1 and \
                _parallel().match(people[0].parts[0][0]) and _parallel().match(part):
            people.append(_Person(part, labelled=False))  # ('From everyone sharing X, take R1. From everyone in Y, take
            continue  # R2.', e49b: each a group in full and the one taken from it)
        if len(people) == 1 and not question and n == slash_second:  # (the second after a slash, e47s)
            people.append(_Person(part, labelled=False))
            continue
        if (asked_first or direction and not explicit) and len(people) == 2 and _TIE_SAID.search(part) and \
                (_BOTH_LETTERS.search(part) or _PAIR_NAMED.match(part) or
                 _compared_named(part, measure or " ".join(question), people) or
                 re.match(r"^\W*(?:if|should|when|in case)\s+(?:the two|they|both|the pair)\b", part, re.IGNORECASE)
                 # (not a rule picking among several tied: 'If they tie, take the oldest of them', each one's ranking's
                 # tie or the two's, near-miss-e37k-several-tie-each-2)
                 and not re.search(r"\b(?:of|among|amongst)\s+(?:them|those|the\s+tied)\b", part, re.IGNORECASE)):
            question.append(_said(part, mark))  # ('If (a) and (b) turn out to have the same number, T' after both
            # people, the question asked first: the two's, e42a)
            continue
        if not question and measure and len(people) == 2 and _TIE_SAID.search(part) and \
                _compared_named(part, measure, people):  # ('need a bank account check. A = S1. B = S2. if they've got
            # the same number of bank accounts, T. who has fewer?': a tie on the header's measure, the two's, e46p)
            pending.append(_said(part, mark))
            continue
        if not people or not (_TIE_SAID.search(part) or _BACK.match(part)):
            return None  # (a sentence that is no person's tie rule or step: a condition for both, say)
        people[-1].parts.append((part, n > 0 and units[n - 1][1] in ".!?"))
    if pending and not explicit or pending and asked_first:
        return None
    question[1:1] = pending
    if direction and measure and not explicit:  # (the question the header asks: 'pull vehicle counts for two people
        # and tell me who has more: 1) S1; 2) S2. if they have the same number of vehicles, T', e46p)
        question.insert(0, f"Who has {direction}?")
        asked_first = True
    if len(people) != 2 or not question:
        return None
    if only and bare and any(not _ONE_OF_IT.match(p.parts[0][0]) for p in people):
        return None  # ('Ohio residents: (1) the oldest; (2) the richest in Texas': the group could be a topic only)
    if only:  # (each person among the group said first for both; not a person with a group of their own)
        if any(re.match(r"^\s*(?:among|amongst|of|from|out of|within|in)\b", p.parts[0][0], re.IGNORECASE) or
               re.search(r"\b(?:among|amongst)\b", p.parts[0][0], re.IGNORECASE) for p in people):
            return None
        for p in people:  # (a chat's bare head: 'person with R' as 'the person with R')
            said = re.sub(r"^(?=(?:person|one|individual)\s+(?:with|who|that|having)\b)", "the ", p.parts[0][0].strip(),
                          flags=re.IGNORECASE)
            p.parts[0] = (f"among {only}, {said}", p.parts[0][1])
    p1, p2 = people
    if (again := _SAME_RULE.search(p2.parts[0][0])) is not None:  # ('second: S2, same tie rule (T)', e46p)
        firsts = _trailing_tie(p1)
        said = again.group("r") or (firsts[1] if firsts is not None else "")
        if not said.strip() or _SAME_RULE.search(p1.body):
            return None
        said = said.strip()
        rule = said if _TIE.search(said) else f"ties broken by {said}"
        p2.parts[0] = (f"{p2.parts[0][0][:again.start()]} ({rule}){p2.parts[0][0][again.end():]}", p2.parts[0][1])
    for kind in kinds:  # (each person's words say the header's kind: 'two card holders', 'the Maestro cardholder')
        stem = kind[:-1] if kind.endswith("s") else kind
        if any(stem not in re.sub(r"[\s-]+", "", p.body.lower()) for p in people):
            return None
    if not p1.labelled and any(_labelled(u, 1) is not None for u, _ in units[1:]):
        return None
    if owned and (both or "first" in owned and p1.own_tie() or "second" in owned and p2.own_tie()):
        return None  # (a person's rule said twice: refused as the rest of the layer refuses it)
    if both and (p1.own_tie() or p2.own_tie()):
        raise Unsure(f"ambiguous: {both[0]!r} is said for both people, and a person has a tie rule of their own: "
                     "say each person's rule once")
    asked = " ".join(question)
    # (said in each person's words: their own rule)
    rule = " ".join(_group_scoped(b) or _BOTH_SCOPE.sub("", _both_said(_both_last().sub("", b)), count=1) for b in both)
    rule = _TIE_NOUN_WITH.sub("the person ", rule)  # ('a tie goes to the resident with R', e42a)
    ways = []  # (the first's words and rule, the second's, the question): each reading of the text
    rule_asked = False  # (the first way's rule said after the question, the two's: `_composed`)
    last, apart = p2.parts[-1]
    if len(p2.parts) > 1 and apart and _TIE_SAID.search(last):  # (a tie rule said as a sentence after the second)
        if asked_first and p1.own_tie() and _TIE.search(_body(p2.parts[:-1])):  # (each has their own: the question's)
            ways.append(((p1.body, ""), (_body(p2.parts[:-1]), ""), f"{asked} {_sentence(last)}"))
        elif not asked_first and p1.own_tie():  # (the first has their own, the question after it: the second's)
            ways.append(((p1.body, ""), (p2.body, ""), asked))
        elif asked_first and not p1.own_tie() and not _TIE.search(_body(p2.parts[:-1])) and not both and not owned:
            # (the question asked first, neither person with a rule of their own, one sentence of rule after the
            # second: 'Whose balance is larger? On one side is S1; on the other, S2. If equal, choose X.', e51k: the
            # question's, both people's or the second's; each a reading, answered only when all agree)
            head, rule_asked = _body(p2.parts[:-1]), True
            ways.append(((p1.body, ""), (head, ""), f"{asked} {_sentence(last)}"))
            ways.append(((p1.body, ""), (p2.body, ""), asked))
            ways.append(((p1.body, last.strip().rstrip(".;,")), (head, last.strip().rstrip(".;,")), asked))
        else:
            return None  # (theirs, both people's or the question's: left as the layer refuses it)
    elif owned:
        first_rule, second_rule = (f"ties go to {owned[place]}" if place in owned else "" for place in ("first", "second"))
        ways.append(((p1.body, first_rule), (p2.body, second_rule), asked))
    else:
        ways.append(((p1.body, rule), (p2.body, rule), asked))
        trailing = _trailing_tie(p2) if not both and not p1.own_tie() else None
        if trailing is not None:  # (the second's last words a tie rule, and the first has none: it could be both
            # people's, or, the question said first, the question's; each is a reading, answered only when all agree)
            head, clause = trailing
            ways.append(((p1.body, clause), (p2.body, ""), asked))
            if asked_first:
                ways.append(((p1.body, ""), (head, ""), f"{asked} {_sentence(clause)}"))
        elif not asked_first and not both and p1.own_tie() != p2.own_tie() and \
                (after := _rule_after_question(asked)) is not None and not _THE_TWO_SAID.search(after[1]) and \
                _asked(asked, measure, direction=direction)[0] is None:  # (not when the question reads as it is:
            # its rule the two's)
            # (one person with a rule of their own, and a rule after the question: the two's (the first way, its
            # stand-ins each with a rule), or the ranking's of the one with none; answered only when both agree, e42a)
            q, said = after
            ways.append(((p1.body, "" if p1.own_tie() else said), (p2.body, "" if p2.own_tie() else said), q))
    if (back := _THOSE_THERE.search(p2.body)) is not None and _kind_said(p1.body):
        raise Unsure(f"ambiguous: {back.group(0)!r} could keep the noun of the first person's group (the same kind of "
                     "people, in that place) or mean everyone there; say the second group in full, its noun again")
    if (back := _ONLY_THOSE.search(p2.body)) is not None or \
            (not p1.labelled or not p2.labelled) and (back := _THOSE.search(p2.body)) is not None and \
            _THOSE.search(p1.body) is None and not _leaders_said(p2.body):
        # (not when the first's group is said by 'those' too: 'among those living in ...' in each, the people there,
        # e42a; nor when the second's is each state's first said in full, `_leaders_said`, e44p)
        raise Unsure(f"ambiguous: {back.group(0)!r}, said after the first person's group, could be the people of the "
                     "first group or everyone: say the second group in full")
    lettered = any(_LETTERS.match(u) for u, _ in units)
    labelled = p1.labelled and p2.labelled
    if chat and measure and direction == "" and _asked(asked, "")[0] is not None:
        try:
            _asked(asked, measure)
        except Unsure:
            return None  # (the question asks of another measure than the chat header's: refused as the layer does)
    return _composed([(a, b, _said_asked(q, lettered, labelled)) for a, b, q in ways], measure, same, direction,
                     rule_asked)


# a chat tie rule's condition said bare before an arrow ('balances equal -> higher salary', 'counts tied => older')
_CHAT_IF = _lazy(r"^(?P<n>(?:the\s+|their\s+)?[\w ]{1,40}?)\s+(?P<a>equal|tied|level|even|the same|same|match)\s*"
                      r"(?P<m>->|=>|\u2192|:)", re.IGNORECASE)


def _chat_if(said: str) -> str:
    """'balances equal -> T' as 'if balances are equal -> T' ('counts tied => T'; 'if it's even' as it is)."""
    m = _CHAT_IF.match(said)
    if m is None or re.search(r"\b(?:if|when|should|is|are|be|it's)\b", m.group("n"), re.IGNORECASE):
        return said
    be = "" if m.group("a").lower() == "match" else " are"
    return f"if {m.group('n')}{be} {m.group('a')} {m.group('m')}{said[m.end():]}"
# a rule said for each person's group ('If either group has a tie on internet accounts, T', 'Ties on R inside either
# state are broken by T', 'resolving any tie in either group in favour of T'): the words that say so
_PICK_NOUNS = "|".join(W.APART_PICK_NOUNS)
_GROUP_SCOPE = _lazy(r"\s*,?\s*\b(?:in|inside|within|for)\s+(?:either|each|both|any)(?:\s+of\s+(?:the|these|those)"
                          rf"(?:\s+two)?)?\s+(?:{_PICK_NOUNS})\b", re.IGNORECASE)
_GROUP_HAS = _lazy(r"\b(?:either|each|any|both|a|every)(?:\s+of\s+(?:the|these|those)(?:\s+two)?)?\s+"
                        rf"(?:{_PICK_NOUNS})\s+(?:{_phrases(W.APART_PICK_HAS)})\s+"
                        r"(?:a|any)\s+", re.IGNORECASE)
# ... or as a pick that is tied ('If either choice is tied, T', 'should any of the picks end up tied, T', e42p): 'there
# is a tie', each one's own
_GROUP_TIED = _lazy(r"(?:\b(?:if|should|when|whenever|in\s+case)\s+|^\W*)(?:either|each|any|both|every|a)"
                         r"(?:\s+of\s+(?:the|these|those)(?:\s+two)?)?\s+"
                         rf"(?:{_PICK_NOUNS})\s+(?:{_phrases(W.APART_PICK_TIED)})\b", re.IGNORECASE)
_TIE_RULES = _lazy(r"\s*(?:,\s*and|;)\s+(?=(?:a|any|the|if|when|whenever|should|in case)\b[^.]*\b(?:tie|ties|"
                        r"tied|equal|same|level|match)\b)", re.IGNORECASE)


def _rules_apart(part: str) -> list[str]:
    """A rule sentence cut where a second rule starts ('Ties inside either state go to T1, and a tie on the count goes
    to T2'), each rule apart."""
    return [p.strip() for p in _TIE_RULES.split(part) if p.strip()] if _GROUP_SCOPE.search(part) or \
        _GROUP_HAS.search(part) else [part]


def _both_said(part: str) -> str:
    """A rule said for both with its subject ('Both picks break ties by taking the oldest', 'Each of these two picks
    breaks ties by choosing the oldest person', 'Both selections break ties by T'): said as each one's own ('ties are
    broken by taking the oldest')."""
    return _BOTH_BREAK.sub("ties are broken ", part, count=1)


_BOTH_BREAK = _lazy(r"^\s*(?:both|each|either|all)(?:\s+of)?(?:\s+(?:them|the two|these|those|the|these two|those two))?"
                         r"(?:\s+(?:picks?|selections?|choices?|cases?|searches|search|rankings?|people|persons|"
                         r"individuals|lookups?|groups?))?\s+(?:break|breaks|settle|settles|resolve|resolves|decide|"
                         r"decides)\s+(?:a\s+|any\s+|their\s+|its\s+)?ties?\s+(?=by|in favou?r of|with|using)",
                         re.IGNORECASE)


def _group_scoped(part: str) -> str | None:
    """A tie rule said for each person's group, with the words saying so read away ('If either group has a tie on
    internet accounts, T' -> 'If there is a tie on internet accounts, T'); None for any other."""
    if not _TIE.search(part):
        return None
    said = _GROUP_HAS.sub("there is a ", part, count=1)
    if said == part:
        said = _GROUP_TIED.sub("if there is a tie", part, count=1)
    if said == part:
        said = _GROUP_SCOPE.sub("", part, count=1)
        if said == part:
            return None
    said = re.sub(r"\s+wins it\b", " wins", said, flags=re.IGNORECASE)
    said = re.sub(r"\s+(?:in|of|within|from)\s+(?:it|that group|the group)(?=\s*(?:[,.;]|$))", "", said,
                  flags=re.IGNORECASE)  # ('take the oldest person in it')
    return f"{said.strip()[:1].lower()}{said.strip()[1:]}".rstrip(".;")


def _said_for_both(body: str) -> tuple[str, str] | None:
    """The second person's words in a sentence saying both, and a rule said last for each one's group ('S2, resolving
    any tie in either group in favour of T'); None when no such rule ends them."""
    m = re.match(r"^(?P<b>.+?),\s+(?P<r>[^,]+)$", body, re.DOTALL)
    if m is None or (rule := _group_scoped(m.group("r"))) is None:
        return None
    return m.group("b"), rule


# the words of a rule said for both that say it is for both ('In both picks, a tie goes to X', 'For each of them, ties
# go to X'): read away when the rule is said in each person's words, where it is that person's own
_BOTH_SCOPE = _lazy(r"^\s*(?:in|for|with|within)\s+(?:both|each|either)(?:\s+of\s+(?:them|the two|these|those)"
                         rf"(?:\s+two)?)?(?:\s+(?:{'|'.join(W.APART_BOTH_SCOPE_NOUNS)}))?\s*,?\s*", re.IGNORECASE)


def _said_asked(asked: str, lettered: bool, labelled: bool = False) -> str:
    """The question as the grammar reads it: 'A and B' said of two labelled so as 'the two' ('if A and B tie -> T'),
    'Who of the two' as 'Which of the two'."""
    if lettered:
        from cbwh.ask.discourse import _each_case  # (the labels said as a tie rule's scope first, e49s: 'in (a) and (b)
        # ties go to X' is each one's ranking, 'in each case', not the two's, read so on main; 'for (a) and (b)' refused)

        asked = _EITHER_LETTERS.sub("", _BOTH_LETTERS.sub("the two", _each_case(asked)))
    if labelled:  # (each person said under a label: the two named by their labels in a rule are they, e46p)
        asked = _PAIR_NAMED.sub(lambda m: f"{m.group('lead')}they", asked)
    asked = re.sub(rf"^(?P<lead>\W*)(?:{_phrases(W.APART_WHICH_NOUNS)})(?![\w'])", lambda m: f"{m.group('lead')}Which of "
                   "the two", asked, count=1, flags=re.IGNORECASE)  # ('Which candidate has more X?', e42a)
    asked = _one_noun().sub("the one ", asked)  # ('go with the candidate whose balance is larger', e49b)
    return _WHO_OF.sub(r"\g<w>hich of", asked)


@lru_cache(maxsize=1)
def _one_noun() -> re.Pattern[str]:
    """The two's noun in a rule after the question, before what says which one ('the candidate whose ...')."""
    return re.compile(rf"\b(?:{_phrases(W.APART_ONE_NOUNS)})\s+(?=(?:whose|with|who|that|having)\b)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _either_asked() -> re.Pattern[str]:
    """'Does A or B own more X?' (words.APART_EITHER_ASKED, _DOES, _VERBS): the question's parts."""
    return re.compile(rf"^(?P<lead>\W*)(?P<does>{'|'.join(W.APART_EITHER_DOES)})\s+(?:{_phrases(W.APART_EITHER_ASKED)})"
                      rf"(?![\w)#])\s+(?P<rest>.+)$", re.IGNORECASE | re.DOTALL)


def either_asked(part: str) -> str:
    """A question naming the two labelled by their labels joined by 'or' after 'does' ('Does A or B own more credit
    cards?'): asked as 'Which of the two owns more credit cards?'; the part as it is otherwise."""
    m = _either_asked().match(part)
    if m is None:
        return part
    does, rest = W.APART_EITHER_DOES[m.group("does").lower()], m.group("rest")
    if not does:
        verb, _, after = rest.partition(" ")
        if (said := W.APART_EITHER_VERBS.get(verb.lower())) is None:
            return part
        rest = f"{said} {after}"
    else:
        rest = f"{does} {rest}"
    return f"{m.group('lead')}Which of the two {rest}"


# a second person's group said by 'those' and a place alone ('among those in Ohio', 'the ones living in Texas'), which
# could keep the noun of the first person's group (grammar._back_to_noun, said in one sentence)
_THOSE_THERE = _lazy(r"\b(?:those|the ones|ones)\s+(?:who\s+(?:live|reside|are)\s+|living\s+|residing\s+|based\s+|"
                          r"located\s+)?(?:in|from|at)\s+(?!the same\b)", re.IGNORECASE)


# ... a group said back by a narrowing word ('only those who own a dog', 'just the ones with a cat'), or, the second said
# after a connective and not a label, by 'those' at all ('Now consider those who own a dog'): the first's people, or
# everyone
_ONLY_THOSE = _lazy(r"\b(?:only|just|solely|merely)\s+(?:at\s+)?(?:those|the ones|these|them|ones)\b", re.IGNORECASE)
_THOSE = _lazy(r"\b(?:those|the ones|these|them)\b", re.IGNORECASE)


# ... unless the second's group is said in full as each state's first: 'those who' and a clause that reads as everyone
# first in their state ('Also consider those who have the most pets in their state, and choose the one among them with
# R', e44p): a description of its own, every person ranked in their own state (the first's people are no state's), and
# 'them' after it is that group
_THOSE_WHO = _lazy(r"\b(?:those|the ones)\s+(?:who|that)\s+(?P<c>[^,;:()]+)", re.IGNORECASE)


def _leaders_said(body: str) -> bool:
    """Does the body say a group as 'those who <R> in their state', each state's first in full (`_THOSE_WHO`)?"""
    from cbwh.ask.questions import _sentence_reading
    from cbwh.spec.model import StateLeader

    for m in _THOSE_WHO.finditer(body):
        try:
            read = _sentence_reading(f"Who is the oldest among {m.group(0)}?").output
        except ParseError:
            continue
        if isinstance(read, NameOf) and len(read.pick.steps) == 1 and isinstance(read.pick.steps[0], StateLeader):
            return True
    return False


def _kind_said(body: str) -> bool:
    """Does the first person's description say a kind of people that is no place (dog owners, Discover cardholders)?"""
    from cbwh.ask.grammar import place_steps
    from cbwh.ask.questions import _readings

    try:
        read = _readings(f"Who is {body}?")
    except ParseError:
        return True  # (not read so: as if it did)
    return any(isinstance(r.output, NameOf) and set(r.output.pick.steps) - place_steps(r.output.pick.steps)
               for r in read.all)


def _body(parts: list[tuple[str, bool]]) -> str:
    return "; ".join(p.rstrip(" ,") for p, _ in parts if p)


def _sentence(said: str) -> str:
    said = said.strip().strip("()").strip().rstrip(".;,")
    return f"{said[:1].upper()}{said[1:]}."


# a tie rule said last in a description ('S, with ties going to X', 'S (tie -> X)', 'S; if there is a tie, X')
_LAST_TIE = _lazy(r"^(?P<head>.+?)(?:\s*[,;]\s*|\s*\(\s*|\s+[\u2014\u2013-]\s+)(?P<rule>[^,;()]*\b(?:tie|ties|tied|"
                       r"tiebreak\w*|tie-break\w*)\b[^,;()]*?)\s*\)?\s*$", re.IGNORECASE | re.DOTALL)


def _trailing_tie(person: _Person) -> tuple[str, str] | None:
    """The person's words without the tie rule said last in them, and the rule; None when none is said last."""
    if len(person.parts) > 1:
        last = person.parts[-1][0]
        if _BACK.match(last) and (m := _LAST_TIE.match(last)) is not None:  # (a step from the group, its rule last:
            # '...; from that group, pick R, the oldest if tied')
            return _body([*person.parts[:-1], (m.group("head"), False)]), m.group("rule")
        return (_body(person.parts[:-1]), last) if _TIE_SAID.search(last) and not _BACK.match(last) else None
    m = _LAST_TIE.match(person.body)
    return None if m is None else (m.group("head"), m.group("rule"))


_LETTERS = _lazy(r"^\s*(?:(?:person\s+|candidate\s+)?A\s*(?:=|:|is\b)|(?:(?i:person|candidate)\s+)?\(\s*(?:a|1)\s*\))")
_BOTH_LETTERS = _lazy(r"(?:\b(?:person\s+|candidate\s+)?A\s+and\s+(?:person\s+|candidate\s+)?B\b|"
                           r"\(\s*(?:a|1)\s*\)\s+and\s+\(\s*(?:b|2)\s*\))")
# ... and the two labels said as the question's choices ('Who has more X, person (a) or person (b)?'): read away
_EITHER_LETTERS = _lazy(rf",?\s*(?:(?i:{_LABEL_NOUNS})\s+)?(?:\(\s*(?:a|1)\s*\)|A)\s+or\s+(?:(?i:{_LABEL_NOUNS})\s+)?"
                             r"(?:\(\s*(?:b|2)\s*\)|B)\s*(?=\?)")
def _compared_named(part: str, asked: str, people: list[_Person]) -> bool:
    """Does a rule said after both people name the measure the two are compared by in its condition ('same number of
    bank accounts -> T', 'balance tie -> T', 'if tied on cards, T', e46p), a measure neither person is ranked by (their
    words never say it)? Then it is the two's; `asked` is the header's measure or the question."""
    from cbwh.ask.discourse import _longest_measure, _words

    def measures(said: str) -> set[Records | Metric]:
        w = _words(said)
        return {m[0] for k in range(len(w.keys)) if (m := _longest_measure(w, k, len(w.keys), W.APART_HEADER_MEASURES))}

    cond = re.split(r"\s*(?:->|=>|\u2192|:|,)\s*", part, maxsplit=1)[0]
    found = measures(asked)
    if len(found) != 1:
        return False
    measure = next(iter(found))
    said = set(re.findall(r"[\w'-]+", cond.lower()))
    heads = _measure_heads(measure)
    ranked = re.compile(rf"\b(?:most|fewest|least|more|fewer|highest|lowest|largest|smallest)\s+(?:{'|'.join(heads)})\b",
                        re.IGNORECASE)  # (a person ranked by the measure's noun alone: 'the one with the most accounts')
    return bool(said & heads) and not any(measure in measures(p.body) or ranked.search(p.body) for p in people)


def _measure_heads(measure: Records | Metric) -> frozenset[str]:
    """The nouns a measure is said by alone ('balance', 'money'; 'accounts', 'cards', 'pets', 'policies')."""
    if isinstance(measure, Records):
        noun = W.render_records(measure).split()[-1]
        return frozenset({noun, noun.rstrip("s"), "policy" if noun == "policies" else noun})
    return W.APART_MEASURE_HEADS.get(measure, frozenset())


# ... the two named by their labels in a rule ('if 1 and 2 are level on balance', 'one and two tied -> T', e46p): 'they'
_PAIR_NAMED = _lazy(rf"(?P<lead>^\W*|\b(?:if|when|whenever|should|in case|once)\s+)(?:{_phrases(W.APART_PAIR_NAMES)})"
                         r"(?![\w)#])", re.IGNORECASE)
_WHO_OF = _lazy(r"\b(?P<w>[Ww])ho\s+of(?=\s+(?:the|these|those|them)\b)")  # ('Who of the two has more X?')


# a part after a person's description that goes on with it: a step from the group just said ('Among them, take R',
# 'From that group, pick R', 'Then take the one with R')
_BACK = _lazy(r"^\s*(?:(?:then|and|next)\s*,?\s+)?(?:(?:among|amongst|from|of|out of|within|in)\s+(?:them|those|"
                   r"these|that group|this group|the group|that set|this set|those people|these people|that pool|this "
                   r"pool)\b|(?:take|pick|choose|select|find|keep|get|identify)\s+(?:the one|whoever|the person|the "
                   r"individual)\b)", re.IGNORECASE)


def _joined(part: str) -> tuple[list[str], bool] | None:
    """One sentence saying both people, the second after 'and likewise' / 'and separately' ('Identify S1, and likewise
    S2'; 'Among G1, and separately among G2, find R'), or after a bare 'and' where only one place to cut it leaves two
    descriptions each read as one person (`_paired`): the two descriptions."""
    m = _patterns()[4].match(part)
    if m is None:
        paired = _paired(part)
        return None if paired is None else (paired, False)
    a, b = m.group("a").strip(), m.group("b").strip()
    same = m.group("j").lower().split()[-1] in ("likewise", "similarly", "way", "manner")
    groups = re.match(r"(?P<p>(?:among|amongst|in|within|from|for)\s+)(?P<g>(?:[^,']|'[^']*')+)$", a, re.IGNORECASE)
    if groups is not None:  # ('Among G1, and separately among G2, find R'; 'For G1, and, separately, for G2, pick R')
        second = re.match(r"(?P<p>(?:among|amongst|in|within|from|for)\s+)(?P<g>(?:[^,']|'[^']*')+?),\s+"
                          r"(?P<r>(?:find|take|pick|choose|select|identify|get|look for|determine)\b.+)$", b,
                          re.IGNORECASE | re.DOTALL)
        if second is None:
            return None
        rest = second.group("r")
        return [f"Among {groups.group('g')}, {rest}", f"Among {second.group('g')}, {rest}"], False
    if not _PERSON_FIRST.match(b):
        return None  # ('Take the eldest in the state of A, and likewise in Texas': a group, not a person)
    return [a, b], same


# where a sentence saying two people may be cut: at an 'and' after a comma or before a step's verb ('Take S1, and take
# S2', 'S1, and, among G, S2', 'Consider S1 and, from G, S2'); the verb said again after it is the second's own
_PAIR_CUT = _lazy(rf"(?:,\s*and|\s+and|,?\s+(?:{_phrases(W.APART_VERSUS)}))(?:\s*,)?\s+(?:(?:also|then)\s+)?",
                       re.IGNORECASE)
# ... a step's verb said before the first, for both ('Take S1, and S2', 'Consider S1 and S2'): read away from each
_PAIR_LEAD = _lazy(rf"^(?:(?:let's|let us|we|you|now|so|ok|okay)\s+)?(?:{_phrases(W.APART_PAIR_LEADS)})\s+(?=the\b|"
                        r"whoever\b|whichever\b|among\b|amongst\b|from\b|out of\b|of\b|within\b)", re.IGNORECASE)
# ... of those, the ones that only say the two are compared ('We're comparing S1 against S2', e51k): after the question
_PAIR_COMPARING = _lazy(rf"^\s*(?:{_phrases(W.APART_PAIR_COMPARING)})\s+(?=the\b|whoever\b|whichever\b|among\b|"
                             r"amongst\b|from\b|out of\b|of\b|within\b)", re.IGNORECASE)


def _paired(part: str) -> list[str] | None:
    """The two descriptions of one sentence saying two people joined by 'and' ('Take S1, and take S2'; 'the youngest
    Discover cardholder, and, out of G, the one with R'): the one place to cut it where each side reads as one person
    (the words after the cut no step from the group before it: 'Take G, and from that group pick R' is one person).
    None when no cut, or more than one, reads so (a sentence the rest of the layer reads or refuses)."""
    found: list[list[str]] = []
    for cut in _PAIR_CUT.finditer(part):
        if _quoted(part, cut.start()):
            continue
        a, b = part[:cut.start()].strip(" ,"), part[cut.end():].strip(" ,")
        if not a or not b or _REFERENCE_BACK.match(b) or _VERB_FIRST.match(b) or _ONE_BACK.match(b) or \
                _SCOPE_FIRST.match(a):  # (not 'Among G, take S1 and S2': the second may be among G or everyone;
            # nor 'Compare S1 and S2, T': the comparison's own sentence)
            continue
        if not re.search(r"\band\b", cut.group(0), re.IGNORECASE) and _TIE.search(re.sub(r"\([^()]*\)", "", b)):
            continue  # (not 'S1 vs S2, if they're tied T': a rule said in the sentence setting them against each other,
            # whose scope the grammar reads, e46p)
        a = _PAIR_LEAD.sub("", a, count=1)
        b, led = _PAIR_LEAD.subn("", b, count=1)
        try:
            if not _person(a, "") or not _person(b, ""):
                continue
        except ParseError:
            continue
        found.append([a, b, "" if led else "listed"])
    if len(found) != 1:
        return None
    a, b, listed = found[0]
    if listed:  # (not 'Take S1, and take S2': each said with a verb of their own)
        _listed(a, b)
    return [a, b]


def _listed(a: str, b: str) -> None:
    """Two people said in one list ('Take S1 and S2 among G', 'Pick out two people, S1 in Texas and S2'): read as the
    grammar reads any list of two, where a group said with one may be the other's too ('the oldest dog owner and the
    oldest cat owner among Missouri residents': among them both, or the second only? r58). Refused naming the two
    readings when the grammar reads the list two ways (or refuses it so); each read alone otherwise."""
    from cbwh.ask.questions import _sentence_reading  # (only for two people said in one sentence)

    # (the first's words as said, then from their first determiner: a verb before them that no reader strips, 'Grab S1
    # and S2 among G', 'Suppose we take S1 and S2', r61, is no part of the person)
    opened = re.search(r"\b(?:the|whoever|whichever)\b", a, re.IGNORECASE)
    for first in dict.fromkeys((a, a[opened.start():] if opened else a)):
        try:
            listed = _sentence_reading(f"Which of {first} and {b} has more pets?", several=True)
        except ParseError as error:
            if str(error).startswith("ambiguous"):
                raise Unsure(f"{error} (of the two people said in one list: {first!r} and {b!r})") from None
            continue  # (the list not read as a question at all: each read alone, as before)
        break
    else:
        return
    if listed.others:
        raise Unsure(f"ambiguous: in the list {a!r} and {b!r}, what is said with one person could be the other's too "
                     "(the grammar reads it two ways): give each person their group ('... among residents of ...'), "
                     "or say 'among everyone'")


_SCOPE_FIRST = _lazy(r"^(?:(?:among|amongst|from|of|out of|within|in|for|inside)\b|compare\b|comparing\b)",
                          re.IGNORECASE)


# words after a cut that refer to what was said before it ('and from that group pick R', 'and of them, R')
_REFERENCE_BACK = _lazy(r"^(?:then\s+)?(?:(?:take|pick|choose|select|find|get|identify|keep)\s+)?(?:among|amongst|"
                             r"from|of|out of|within)\s+(?:them|those|these|that group|this group|the group|that set|"
                             r"this set|that pool|this pool|the rest|those people|these people)\b(?!\s+(?:who|whose|that|"
                             r"which|with|having|living|residing|based|in|from|sharing|holding|owning|at|on|whom|of|made|formed))",
                             re.IGNORECASE)
# ... or to the one chosen from it ('and the one among them with R', 'and whoever of them has R')
_ONE_BACK = _lazy(r"^(?:(?:take|pick|choose|select|find|get|identify|keep)\s+)?(?:the one|the person|whoever|"
                       r"whichever|the individual|the member)\s+(?:among|amongst|from|of|out of|within)\s+(?:them|those|"
                       r"these|that group|this group|the group)\b", re.IGNORECASE)


def _quoted(text: str, at: int) -> bool:
    """Is the place inside quotes ('the pet named 'Salt and Pepper'')?"""
    return text[:at].count("'") % 2 == 1 and re.search(r"(?<![\w])'[^']*$", text[:at]) is not None


def _stand_in_picks(tied: bool = False) -> tuple[Pick, Pick]:
    from cbwh.ask.questions import _sentence_reading

    found = []
    for said in _TIED_STAND_INS if tied else _STAND_INS:
        out = _sentence_reading(f"Who is {said}?").output
        assert isinstance(out, NameOf)
        found.append(out.pick)
    return found[0], found[1]


_PERSON_FIRST = _lazy(r"^(?:the|whoever|whichever|who)\b", re.IGNORECASE)
# a question about the two that does not refer to them: who, then a comparative ('who owns more vehicles', 'Who has the
# lower total bank balance', 'who is younger')
_COMPARED = _lazy(r"^\W*(?:(?:so|ok|okay|now|and|then|finally)\W+)?(?:(?:whose|who|which(?:\s+(?:one|person|"
                       r"individual))?)(?:'s)?\s+(?:[\w'-]+\s+){0,5}?)?(?:more|fewer|less|the\s+\w+er|\w+er)\b", re.IGNORECASE)
_VERB_FIRST = _lazy(rf"^(?:{_phrases(W.APART_SLOT_VERBS)})\b", re.IGNORECASE)
_STEP_FIRST = _lazy(r"^(?:take|start|look|find|pick|choose|select|consider|identify|get|among|amongst|from|of|"
                         r"within|in|out of|begin|beginning|starting|go|restrict|narrow|filter|determine|gather|grab|"
                         r"collect|round up)\b",
                         re.IGNORECASE)


# a word saying the second is ranked as the first, right before their ranking said in full (words.APART_ECHO_WORDS)
_ECHO = _lazy(rf"(?:(?<=^)|(?<=,\s))(?:{_phrases(W.APART_ECHO_WORDS)})\s*,?\s+(?=(?:the|most|fewest|least|"
                   r"highest|lowest|[\w-]+est|whoever|whichever)\b)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _shorthand() -> re.Pattern[str]:
    """A chat's shorthand word (words.SHORTHAND: 'w/', 'ppl'), said alone."""
    return re.compile(rf"(?<![\w/])(?:{'|'.join(re.escape(k) for k in sorted(W.SHORTHAND, key=len, reverse=True))})"
                      r"(?![\w/])", re.IGNORECASE)


def _sayings(body: str) -> list[str]:
    """The ways of asking for the person a description says that the grammar may read ('Who is S?', 'Who has R?',
    'Which G has R?', 'Among G, who is R?', the description as a step of its own), each with the description's words."""
    body = re.sub(r"^(?:whoever|the one who)\s+is\s+", "", body.strip().lstrip(",").strip().rstrip(".;,"),
                  flags=re.IGNORECASE)
    body = _GROUP_THAT.sub("everyone who ", body)  # ('the group that shares a diagnosis with X', e49b)
    body = _GROUP_OF.sub(r"\g<p>", body)  # ('the group of people who ...' -> 'people who ...')
    body = _SET_OF.sub("the ", body)  # ('the set of state top earners' -> 'the state top earners')
    body = _MEMBER_OF_IT.sub("the one", body)  # ('the member of that set who owns R' -> 'the one who owns R')
    body = _MEMBER_WITH.sub(r"\g<the> person ", body)  # ('the member with R in the group of G', e42p: the person)
    body = _THEN_ONE.sub(r"; among them, \g<v> \g<one> ", body)  # ('gather G, then take the one with R')
    body = _BACK_ONE.sub(r"; among them, take \g<one>", body)  # ('take G, and of those top earners, the one with R')
    body = _SUCH_AGAIN.sub("", body)  # ('the JCB cardholder having R among all such cardholders': among them)
    body = _AGAIN_TIE.sub("", body)  # ('(the oldest again if several tie)', 'and again the oldest is chosen in a tie')
    body = _ECHO.sub("", body)  # ('among G, also fewest insurance policies', e46p)
    body = _shorthand().sub(lambda m: " ".join(W.SHORTHAND[m.group(0).lower()]), body)  # ('the one w/ R', e46p: as the
    # grammar reads it, so the readers here see the words)
    body = _think_of().sub("consider ", body, count=1)  # ('think about G; from them, take R', e49b)
    body = _go_to().sub("look at ", body, count=1)  # ('go to the state where X lives and pick R', e49b)
    body = _move_to().sub("take ", body, count=1)  # ('turn to the rabbit named 'M': among ..., find R', c51w)
    body = _tie_otherwise().sub(", or, if several tie, ", body)  # ('R, or, among several with that count, T', e49b)
    body = _this_time().sub(" and pick ", body, count=1)  # ('look at the state where X lives, but this time you want
    # the resident with R', e49b)
    stepped_first = body if _STEP_FIRST.match(body) and ";" in body else None  # (steps said as such, e49b: 'Consider
    # the owner of X and everyone who shares that person's diagnosis; take the one among them with R', read as said too)
    grouped = _GROUP_ONE.match(body)
    if grouped is not None and grouped.group("most") is not None:  # (a superlative of the group: among G, the R)
        body = f"among {grouped.group('g').strip()}, {grouped.group('most')}{grouped.group('rule') or ''}"
    elif grouped is not None and (any((grouped.group(k) or "").strip() for k in ("back", "of")) or
                                  _GROUP_NOUN.search(grouped.group("intro"))):
        # (a group said as one, not 'S, the one with R breaking ties', a person and their tie rule: 'is found by taking
        # G and, from that group, choosing the one with R'; 'from the group made up of G, the one with R'; 'comes
        # from the group formed by G: it is the member of that group with R'; 'collect G (aside) and take the one
        # among them with R'; 'start from G, and from them pick the one with R')
        one = grouped.group("one").lower()
        one = "whoever" if one in ("whoever", "whichever") else "the one"
        body = f"among {grouped.group('g').strip()}, {one} {grouped.group('r').strip()}"
    body = _unglossed(body)
    found = _FOUND_IN.match(body)
    if found is not None:  # ('found among G: the one with R', 'comes from G: of that group, whoever has R')
        said = _THEM.sub('', found.group('r'), count=1).strip().lstrip(",").strip()
        body = f"{found.group('p')} {found.group('g')}, {_IT_IS.sub('', said, count=1)}"
    body = _LOOKING_AT.sub("among ", body)  # ('looking only at G, find R' -> 'among G, find R')
    body = _ONCE_MORE.sub("again", body)  # ('a tie once more decided by X' -> 'a tie again decided by X')
    # ('Imagine we first consider G, and ...', 'among G, we choose R', 'first gather G; ...')
    body = _ORDER_FIRST.sub("", _WE_FIRST.sub("", _WE_AFTER.sub("", body)))
    tries = [f"Who is {body}"]
    lead = body.split(" ", 1)
    there, scope = _there_patterns()
    body = there.sub(lambda m: f" and {m.group('r')} of anyone there", body, count=1)  # ('lives in G and, of all the
    # residents there, owns R' -> '... and owns R of anyone there', e42a)
    scoped = scope.search(body) is not None  # (or as the grammar reads a ranking's scope: 'in that group', e45a)
    restated = _SCOPE_AFTER_AND.match(body) or _SCOPE_LAST.match(body) if _VERB_FIRST.match(body) else None
    if restated is not None and (again := _scope_restated(*(restated.group(k).strip() for k in ("x", "r", "g", "rest")))):
        tries.append(again)  # ('holds a Home insurance policy and has R among Home policy holders', 'holds an Auto policy
        # and, among all Auto policyholders, has R', e44a)
    if _VERB_FIRST.match(body) and (not _AND_VERB.search(body) or scoped):  # (or with the ranking's scope said: 'lives
        # in G and has R of anyone there', e42a)
        tries.append(f"Who {body}")  # ('has the most pets among G'; not 'lives in Ohio and owns the most vehicles':
        # the most of everyone, or of those in Ohio)
    if _RANKING_FIRST.match(body):
        tries.append(f"Who has the {body}")  # (terse: 'first: most vehicles among G, older wins a tie', c39p)
    if len(lead) == 2 and lead[0].lower() in ("whoever", "who"):
        tries.append(f"Who {lead[1]}")  # ('whoever owns R among G')
    if len(lead) == 2 and lead[0].lower() == "whichever":
        tries.append(f"Which {lead[1]}")  # ('whichever Maestro card holder has R')
    group = _GROUP_THEN.match(body)
    if group is not None:  # ('among G, the one with R', 'out of G, whoever has R')
        said = group.group("r")
        said = re.sub(r"^(?:whoever|the one who)\s+", "who ", _THEM.sub("", said, count=1), flags=re.IGNORECASE)
        if not said.lower().startswith("who "):
            said = f"who is {said}"
        prep = "among" if group.group("p").lower() == "for" else group.group("p")
        tries.append(f"{prep[:1].upper()}{prep[1:]} {group.group('g')}, {said}")
    if _HEADER_ARROW.search(body) and not _ASKED.match(body):  # ('same diagnosis as X -> most credit cards (T)', e47s:
        tries.append(body)  # a group, an arrow and a ranking, as the grammar reads such a fragment)
    arrowed = _ARROW_ONE.match(body)
    if arrowed is not None:  # ('ppl w/ the same job title as X -> the one w/ R, T', 'take G -> whichever of them has R',
        # e47s: the group, an arrow and the one chosen from it)
        one = "whoever" if arrowed.group("one").lower().startswith(("whoever", "whichever")) else "the one"
        tries.append(f"Among {arrowed.group('g').strip()}, {'who' if one == 'whoever' else 'who is the one'} "
                     f"{arrowed.group('r').strip()}")
    if _STEP_FIRST.match(body):
        stepped = _BEGIN.sub("Start with", body)
        for said in dict.fromkeys((stepped, _AND_AMONG_THEM.sub(lambda m: f"; {m.group('p')}, ", stepped),
                                   _AND_ONE_AMONG_THEM.sub(r"; among them, \g<v> \g<one> ", stepped))):
            tries.append(f"{said[:1].upper()}{said[1:]}")
    if _ANCHOR_COLON.match(body):  # ('Then the bird named 'Olivia': among the people in its owner's state, take R', c53w:
        tries.append(f"Take {body}")  # the anchor said bare before the step, as 'take' says it)
    if stepped_first is not None:
        said = f"{stepped_first[:1].upper()}{stepped_first[1:]}"
        apart = re.sub(r";\s+(?P<w>\w)", lambda m: f". {m.group('w').upper()}", said)  # (each step a sentence)
        tries.extend(t for t in (said, apart) if t not in tries)
    return tries


@lru_cache(maxsize=1)
def _move_to() -> re.Pattern[str]:
    return re.compile(rf"^(?:{_phrases(W.APART_MOVE_TO)})\s+(?=(?:the|a|an|whoever|someone|somebody)\s)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _go_to() -> re.Pattern[str]:
    return re.compile(rf"^(?:{_phrases(W.APART_GO_TO)})\s+(?=the\s+(?:state|city)\s+(?:where|of|in\s+which)\b)",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _tie_otherwise() -> re.Pattern[str]:
    return re.compile(rf"\s*,?\s+or\s*,?\s+(?:{_phrases(W.APART_TIE_OTHERWISE)})\s*,\s*", re.IGNORECASE)


@lru_cache(maxsize=1)
def _this_time() -> re.Pattern[str]:
    return re.compile(rf"\s*,\s*(?:{_phrases(W.APART_THIS_TIME)})\s+(?=(?:the|whoever)\b)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _think_of() -> re.Pattern[str]:
    return re.compile(rf"^(?:{_phrases(W.APART_THINK_OF)})\s+(?=(?:the\s+)?(?:people|persons|individuals|residents|"
                      r"everyone|everybody|all|those|group|set|pool)\b)", re.IGNORECASE)


# a person chosen from a group said before an arrow, Slack shorthand ('ppl w/ the same job title as X -> the one w/ R',
# 'take G -> whichever of them has R', e47s): the group (its verb of taking read away), and what is said of the one
_ARROW_ONE = _lazy(rf"^(?:(?:{_phrases(W.APART_GROUP_TAKEN)})\s+)?(?P<g>[^;()\u2014]+?)\s*"
                        rf"(?:{'|'.join(map(re.escape, W.HEADER_ARROWS))})\s*"
                        r"(?P<one>the one|the person|the individual|whoever|whichever)(?:\s+(?:of|among)\s+"
                        r"(?:them|those|these))?\s+(?P<r>(?:with|having|who|that|has|owns|holds|earns|is)\b.+)$",
                        re.IGNORECASE | re.DOTALL)
# a person chosen from a group said first, in any of the ways a slot says it (e41a): the group led by a verb of
# finding or taking, or a preposition, or 'the group made up of / formed by'; then a reference back to it, a verb of
# choosing, and the one chosen ('is found by taking G and, from that group, choosing the one with R'; 'from the group
# made up of G, the one with R'; 'comes from the group formed by G: it is the member of that group with R'; 'is drawn
# from G, being the one among them who owns R'; 'collect G and take the one among them with R'; 'start from G, and
# from them pick the one with R'; 'taken from G: among them, the one with R'; 'gather G, and take whichever of them
# has R'). The group ends only where such a choice starts, after a mark or 'and'.
_BACK_NOUNS = "|".join(sorted(W.LEADERS_NOUNS | W.APART_BACK_NOUNS))
_GROUP_ONE = _lazy(
    r"^(?P<intro>(?:(?:is|are)\s+)?(?:(?:found|chosen|picked|taken|drawn|selected|comes|come|coming|hails|emerges|stems|obtained|"
    rf"determined|identified)\s+)?(?:by\s+)?(?:(?:first\s+)?(?:{_phrases(W.APART_GROUP_TAKEN)})\s+)?"
    rf"(?:(?:from|with|among|amongst|out of|within)\s+)?(?:(?:all\s+)?(?:the|a)\s+(?:{_phrases(W.APART_GROUP_NOUNS)})\s+"
    rf"(?:of|{_phrases(W.GROUP_MADE_OF)})\s+)?)"
    r"(?P<g>[^:;]+?)"
    r"(?:\s*[:;,]\s*|\s+(?=and\b))(?:and\s*,?\s*)?(?:then\s*,?\s*)?"
    # (a reference back to the group, its nouns said again: 'among those state leaders', 'of these top earners', e42p)
    r"(?P<back>(?:(?:from|among|amongst|of|out of|within)\s+(?:that group|this group|the group|that set|this set|that pool|"
    rf"this pool|them|(?:those|these)(?:\s+(?:{_BACK_NOUNS}))*)\s*,?\s*)?"
    # (the one chosen said with a copula after 'and': 'comes from G, and is the member of that group with R', e42p)
    r"(?:(?:it(?:'s|\s+is)|being|namely|is|and\s+is|(?:we\s+)?(?:choose|choosing|pick|picking|take|taking|select|selecting|"
    r"find|finding|get|getting|keep|keeping|identify|identifying))\s+)?)"
    r"(?:(?P<one>whoever|whichever|the one|the person|the member|the individual)"
    r"(?P<of>(?:\s+(?:of|from|in|among|amongst)\s+(?:that|this|the)\s+(?:group|set|pool|collection|list))?"
    r"(?:\s+(?:among|amongst|of|from|out of)\s+(?:them|those|these))?)"
    r"(?P<r>\s+(?:with|who|whose|having|owning|holding|earning|that|paid|born|has|owns|holds|earns|is|making|"
    r"makes|carrying|possessing|boasting)\b.+)"
    # (or a superlative of them: 'look at G, and take the youngest of them', 'gather G; pick the richest among them')
    r"|(?P<most>the\s+(?:[\w-]+est|most\s+[\w-]+|least\s+[\w-]+))\s+(?:of|among|amongst|from|in|within|out of)\s+"
    r"(?:them|those|these|that group|this group|the group|that set|this set)(?P<rule>\s*(?:[;(]|,\s+(?:with\s+)?"
    r"(?:ties?|if|a tie|any tie|breaking|settling)\b).*)?)$",
    re.IGNORECASE | re.DOTALL)
# ... the words that say the group is one ('the group made up of G'; not 'Take G, and whoever has R', where whoever could
# be of everyone)
_GROUP_NOUN = _lazy(rf"\b(?:{_phrases(W.APART_GROUP_NOUNS)})\b", re.IGNORECASE)
# a group said again in other words right after it, in brackets or after 'meaning' ('among the highest earners of each
# state (the people paid the most in their own state), R'; 'gather each state's top vehicle owners, meaning the people
# owning the most vehicles in their state, and take R')
_GLOSSED = _lazy(r"^(?P<p>among|amongst|from|of|out of|within)\s+(?P<g>[^(),;:]+?)(?P<gloss>\s*\((?P<x>(?:i\.e\.\s*,?\s*|"
                      r"that is\s*,?\s*|meaning\s+)?(?:the people|people|those|the ones|everyone|the persons|persons|"
                      r"each)\s+"
                      r"[^()]+)\)|,\s+(?:meaning|that is|i\.e\.|namely|in other words)\s*,?\s+(?P<y>[^,()]+))"
                      r"(?P<rest>\s*,\s*(?:the|whoever|whichever)\b.+)$", re.IGNORECASE | re.DOTALL)


_EACH_BEING = _lazy(r"^each\s+(?:one\s+|of\s+them\s+)?(?:being|is|the\s+one)\s+(?P<r>the\s+[\w-]+)\s+(?:person|one|resident|"
                         r"individual)\s+(?=in|within|of)", re.IGNORECASE)
_PAID_MOST = _lazy(r"\b(?:who\s+(?:is|are)\s+|who\s+)?(?:paid|earning|earn|earns|making|make|makes)\s+the\s+most"
                        r"(?:\s+money)?\b", re.IGNORECASE)


def _unglossed(body: str) -> str:
    """The description with a group's gloss read away, when the gloss reads as that very group (each read as where
    someone is ranked from: 'Among G, who is the oldest?'); else as it is (a gloss the grammar does not read, or one
    naming other people, is not dropped: the description is then not read)."""
    from cbwh.ask.questions import _readings

    m = _GLOSSED.match(body)
    if m is None:
        return body
    said = (m.group("x") or m.group("y")).strip()
    said = re.sub(r"^(?:i\.e\.|that is|meaning)\s*,?\s*", "", said, flags=re.IGNORECASE)
    # (the gloss said of each of them: '(each being the highest-paid person in their own state)', e42p: the people who
    # are that)
    said = _EACH_BEING.sub(r"the people who are \g<r> ", said)
    # (pay said by a verb in the gloss: 'the people paid the most in their own state', 'those earning the most')
    said = _PAID_MOST.sub("with the highest salary", said)
    try:
        ones = {r.output for r in _readings(f"Among {m.group('g').strip()}, who is the oldest?").all}
        glossed = {r.output for r in _readings(f"Among {said}, who is the oldest?").all}
    except ParseError:
        return body
    return f"{m.group('p')} {m.group('g').strip()}{m.group('rest')}" if ones == glossed else body


# ... a kind said again as 'all such' ('the JCB cardholder having R among all such cardholders'): the same people
_SUCH_AGAIN = _lazy(r"\s+(?:among|of|out of)\s+(?:all\s+)?(?:such|those|these)\s+(?:cardholders|card holders|"
                         r"holders|policyholders|policy holders|owners|people|residents)(?=\s*(?:[,;(]|$))", re.IGNORECASE)
# ... 'again' in a tie rule said like the first's ('(the oldest again if several tie)', 'and again the oldest is chosen
# in a tie', 'again with the oldest winning any tie'): read away
_AGAIN_TIE = _lazy(r"(?:(?<=est)\s+again\b|(?<=\band)\s+again\b(?=\s+the\b)|\bagain\s+(?=with\b))(?=[^()]*\btie)",
                        re.IGNORECASE)


# the one of a group said bare before a colon, each person's words starting so ('the one w/ R', 'whoever has R', e47s)
_ONE_OF_IT = _lazy(r"^\s*(?:(?:the one|one|whoever|whichever|the person|the individual)\b(?!\s+(?:of|among|from|in)\b)|"
                        r"the\s+\w+est(?:\s+one)?\s*(?:[,(]|$))", re.IGNORECASE)  # ('the richest one', 'the oldest')
# a group named by number, the group's words before or after it ('G = group 1', 'group 2: G', e47s), and the pick from it
# said next ('pick the one w/ R', 'take most X')
_GROUP_NAMED = _lazy(r"^\s*(?:(?P<g1>[^=:;]+?)\s*=\s*(?:group|set|pool)\s+(?P<n1>1|2|one|two|a|b)|"
                          r"(?:group|set|pool)\s+(?P<n2>1|2|one|two|a|b)(?:\s*[=:]|\s+(?:is|consists\s+of|comprises|"
                          r"contains|is\s+made\s+up\s+of))\s*(?P<g2>[^=:;]+?))\s*$", re.IGNORECASE)  # ('Group one is
# everyone with X; from it, take R', e49b)
_GROUP_PICK = _lazy(rf"^\s*(?:then\s+|and\s+)?(?:(?:from|among|out of)\s+(?:it|them|that group|this group)\s*,?\s*)?"
                         rf"(?:{_phrases(W.APART_LABEL_VERBS)})\s+(?:from\s+(?:it|them)\s*,?\s*)?", re.IGNORECASE)
# a description that is its ranking alone ('most vehicles among G', 'top salary among G')
_RANKING_FIRST = _lazy(r"^(?:most|fewest|least|highest|lowest|largest|biggest|greatest|smallest|top)\s+(?!of\b)",
                            re.IGNORECASE)
# a description's group said as a group of people ('the group of people who each have R in their state')
_GROUP_OF = _lazy(r"\bthe (?:group|set|pool) of (?P<p>people|persons|individuals|those|everyone)\b", re.IGNORECASE)
# ... or by a clause of its own ('comes from the group that shares a diagnosis with X: it's whoever has R', e49b): its
# people ('everyone who shares ...')
_GROUP_THAT = _lazy(rf"\bthe (?:{_phrases(W.APART_GROUP_NOUNS)}) (?:that|which|who) (?=[a-z])", re.IGNORECASE)
# ... any other group said as a set of its people ('the set of state top earners'), and its member chosen ('the member of
# that set who owns R'): the people, and the one chosen
_SET_OF = _lazy(r"\bthe (?:group|set|pool|collection|bunch|list) of (?:the\s+)?(?=[\w-])", re.IGNORECASE)
_MEMBER_WITH = _lazy(r"^(?P<the>the|a)\s+member\s+(?=with|who|having|holding|owning|earning|whose)\b", re.IGNORECASE)
_MEMBER_OF_IT = _lazy(r"\bthe (?:member|one|person|individual) (?:of|from|in) (?:that|this|the) (?:group|set|pool|"
                           rf"collection|bunch|list)\b|\b(?:{_phrases(W.GROUP_ITS)})\s+member\b",  # ('its member with R',
                           re.IGNORECASE)  # e44p)
# ... a step from the group said after 'then' ('gather G, then take the one with R', 'collect G and then pick whoever
# has R'): from them
_THEN_ONE = _lazy(r",?\s+(?:and\s+)?then\s+(?P<v>pick|take|choose|select|find|get|identify)\s+(?P<one>the one|the "
                       r"person|whoever|the individual)\s+", re.IGNORECASE)
# ... or said after a reference to the group, its nouns said again ('take G, and of those top earners, the one owning R';
# 'take G; of them, whoever has R'): among them, take the one (only the group's own words after the reference: not 'of
# those in Ohio', a narrower group)
_BACK_ONE = _lazy(r"\s*(?:;|,\s*and)\s*(?:then\s+)?(?:of|among|amongst|from|out of)\s+(?:them|those|these|that group|"
                       r"this group|that set|this set)(?:\s+(?:" + "|".join(sorted(W.LEADERS_NOUNS | {
                           "owners", "holders", "vehicle", "pet", "card", "policy", "account", "leaders", "people"}))
                       + r")){0,3}\s*,\s*(?P<one>the one|the person|whoever|the individual)\b", re.IGNORECASE)
# a person found in a group said first ('is found among G: R', 'comes from G: R', 'is drawn from G: R')
# ('is found among G: R', 'comes from G; of that group, it is the one with R', 'is drawn from G, namely whoever has R':
# the group ends at a colon, or at a ';' or ',' that a reference back to it or the one chosen follows)
_FOUND_IN = _lazy(r"^(?:(?:is|are)\s+)?(?:found|chosen|picked|taken|drawn|selected|comes|coming|come|hails|"
                       r"emerges|stems)\s+(?P<p>among|amongst|from|in|within|out of)\s+(?P<g>.+?)\s*(?::\s*|[;,]\s*"
                       r"(?=(?:among|amongst|of|from|out of|within)\s+(?:them|that group|this group|those|these|that set|"
                       r"the group|that bunch|this bunch|that pool|this pool)\b|(?:namely|specifically)\b|"
                       r"it(?:'s|\s+is)\s+(?:the|whoever)\b|(?:the one|the person|whoever)\b))(?P<r>.+)$",
                       re.IGNORECASE | re.DOTALL)
# ... what is said of the one chosen ('it is the one with R', 'namely the one with R'): the one chosen
_IT_IS = _lazy(r"^(?:namely|specifically)?\s*,?\s*(?:it(?:'s|\s+is)\s+)?(?=the\b|whoever)",
                    re.IGNORECASE)
# ... and a reference to that group at the start of what is said after it ('of that group, the person with R',
# 'whoever among them has R')
_THEM = _lazy(r"(?:^|(?<=\bwhoever )|(?<=\bthe one )|(?<=\bthe person ))(?:among|amongst|of|from|out of|within)\s+"
                   r"(?:them|that group|this group|those|these|that set|the group|that bunch|this bunch|that pool|"
                   r"this pool)\s*,?\s*", re.IGNORECASE)
_LOOKING_AT = _lazy(r"^(?:looking|focusing|turning)\s+(?:only\s+|just\s+)?(?:at|on|to)\s+", re.IGNORECASE)
_GROUP_THEN = _lazy(r"^(?P<p>among|amongst|from|of|out of|within|in|for)\s+(?P<g>(?:[^,']|(?<=\w)'s\b|'[^']*')+?"
                         r"(?:,\s+(?:meaning|that is|i\.e\.|namely|i mean|in other words)\s+(?:[^,']|(?<=\w)'s\b|"
                         r"'[^']*')+?)?),\s+"
                         r"(?P<r>(?:the|whoever|whichever|who)\b.+)$", re.IGNORECASE | re.DOTALL)
# a description's condition, then its ranking with a group of its own ('holds X and, among all G, has R', 'holds X and
# has R among G'): the condition (x), the ranking (r), the group (g) and any rule after it (rest)
_SCOPE_AFTER_AND = _lazy(r"^(?P<x>[^,;()]+?)\s+and\s*,\s*(?:among|amongst|of)\s+(?:all\s+)?(?:the\s+)?(?P<g>[^,;()]+?)"
                              r"\s*,\s*(?P<r>(?:has|have|owns|own|holds|hold|earns|is|makes|gets)\b[^,;()]+?)"
                              r"(?P<rest>\s*(?:[,;(].*)?)$", re.IGNORECASE | re.DOTALL)
_SCOPE_LAST = _lazy(r"^(?P<x>[^,;()]+?)\s+and\s+(?P<r>(?:has|have|owns|own|holds|hold|earns|is|makes|gets)\b[^,;()]+?)"
                         r"\s+(?:among|amongst)\s+(?:all\s+)?(?:the\s+)?(?P<g>[^,;()]+?)(?P<rest>\s*(?:[,;(].*)?)$",
                         re.IGNORECASE | re.DOTALL)
_AND_VERB = _lazy(r"\band\s+(?:also\s+)?(?:has|have|owns|own|holds|hold|earns|earn|is|makes|gets)\b", re.IGNORECASE)
_STEP_VERBS = (r"(?:consider|take|choose|pick|look|select|find|start|begin|go|gather|grab|collect|round up|restrict|"
               r"identify|determine)\b")
# a step's order word before it ('first gather G; among them, take R', 'then pick R'): read away
_ORDER_FIRST = _lazy(rf"^(?:first|firstly|first of all|to begin|to start|then|next)\s*,?\s+(?={_STEP_VERBS})",
                          re.IGNORECASE)
# a step said with its subject ('we consider G', 'Imagine we first take G', 'among G, we choose R'): the subject, and a
# scene's verb before it, read away
_WE_FIRST = _lazy(rf"^(?:(?:imagine|suppose|say|assume|let's say|let us say)\s+(?:that\s+)?)?(?:we|you)\s+"
                       rf"(?:first\s+|then\s+|next\s+|also\s+|now\s+)?(?={_STEP_VERBS})", re.IGNORECASE)
_WE_AFTER = _lazy(rf"(?<=,\s)(?:we|you)\s+(?:then\s+|also\s+|now\s+)?(?={_STEP_VERBS})", re.IGNORECASE)
_ONCE_MORE = _lazy(r"\bonce (?:more|again)\b", re.IGNORECASE)
# a description opened by an anchor alone, a quoted value in it, then a colon and the step ('the bird named 'Olivia':
# among ...'; not 'the one with R: ...', a person already)
_ANCHOR_COLON = _lazy(r"^(?:the|a|an)\s[^:;,()]*?'[^']+'[^:;,()]*:\s+\S", re.IGNORECASE)
_BEGIN = _lazy(r"^(?:begin|beginning|starting)\s+with\b", re.IGNORECASE)
# ... the one chosen said with 'among them' after the verb ('Consider G, and pick the one among them who has R')
_AND_ONE_AMONG_THEM = _lazy(r",?\s+and\s+(?P<v>pick|take|choose|select|find|get|identify)\s+(?P<one>the one|the "
                                 r"person|whoever|the individual)\s+(?:among|of|from)\s+(?:them|those|that group)\s+",
                                 re.IGNORECASE)


def _scope_restated(x: str, r: str, g: str, rest: str) -> str | None:
    """A description's ranking said with its group again after the condition ('holds X and has R among G'): 'Who X and
    R?' (read as the most among the people who X), when 'Among G, who X and R?' chooses from the same people (G the
    condition's people said again); None when G is any other group (the winner of G who also X, or G's people who X?)."""
    from cbwh.ask.questions import _readings

    tail = f" {rest}" if rest[:1] in ("(", "") else f", {rest.lstrip(', ')}"
    said = f"Who {x} and {r}{tail}".rstrip()
    try:
        plain = _readings(f"{said}?")
        grouped = _readings(f"Among {g}, who {x} and {r}{tail}?")
    except ParseError:
        return None
    if plain.others or grouped.others or not isinstance(plain.output, NameOf) or not isinstance(grouped.output, NameOf):
        return None
    one, other = plain.output.pick, grouped.output.pick
    if set(one.steps) != set(other.steps) or one.keys != other.keys or one.top != other.top:
        return None
    # ... and G is the condition's people, all of them: not a part ('resides in Ohio and holds a Home policy and is the
    # richest among all Home policy holders': the richest Home holder anywhere, who may not live in Ohio; r65 F2)
    from cbwh.ask.discourse import _oldest_among_steps

    try:
        condition = _readings(f"Who {x} and is the oldest?")
    except ParseError:
        return None
    group = _oldest_among_steps(g)  # (the one probe of a group said alone)
    if group is None or condition.others or not isinstance(condition.output, NameOf) or \
            set(group) != set(condition.output.pick.steps):
        return None
    return said


def _person(body: str, rule: str) -> list[Reading]:
    """The readings of one description as one person, with the rule said for both in brackets after it (or, when no
    saying reads so, as a sentence after it): each way of saying it the grammar reads must agree."""
    sayings = _sayings(body)
    error: ParseError | None = None
    ways = [(f" ({rule})", ""), ("", f" {rule[:1].upper()}{rule[1:]}.")] if rule else [("", "")]
    for inside, after in ways:
        kept, error = _read_as_one(body, [f"{said}{inside}{'?' if _ASKED.match(said) else '.'}{after}"
                                          for said in sayings])
        if kept:
            return kept
    raise ParseError(f"{error} (in {body!r}, read as one of the two people)" if error else
                     f"cannot read {body!r} as one person")


_ASKED = _lazy(r"^(?:who|which)\b|^[^,]+,\s+who\b", re.IGNORECASE)


def _read_as_one(body: str, tries: list[str]) -> tuple[list[Reading], ParseError | None]:
    from cbwh.ask.questions import _readings

    outs: list[tuple[Output, ...]] = []
    kept: list[Reading] = []
    error: ParseError | None = None
    for said in tries:
        try:
            read = _readings(said)
        except ParseError as e:
            error = error or e
            if not _STEPS_APART.search(said):
                continue
            from cbwh.ask.questions import _two_passes  # (steps said as sentences, read as a question of several
            try:  # sentences is: 'Find X and consider G. Take the one among them with R.', e49b)
                read = _two_passes(said)[0]
            except (ParseError, UsageError):
                continue
        if not all(isinstance(r.output, NameOf) and r.output.pick.top == 1 for r in read.all):
            continue
        these = tuple(r.output for r in read.all)
        if outs and set(these) != set(outs[0]):
            raise Unsure(f"ambiguous: {body!r} reads as two different people, as {said!r} and as {tries[0]!r}")
        if not outs:
            kept = list(read.all)
        outs.append(these)
    return kept, error


_STEPS_APART = _lazy(r"[.]\s+[A-Z]")  # (a description said in sentences: `_sayings`' steps apart)


def _one_of_group(first: str, second: str, ones: list[Reading]) -> tuple | None:
    """The group of the first person said first for both, when the second is 'the one' of it too ('JCB cardholders:
    take the one with R1 and the one with R2', e44a: 'one' stands for a noun, the group's, and the second has no other):
    the group's steps, when the first's are the group's alone; None otherwise (a careful reader may take the second
    among everyone, refused naming both)."""
    from cbwh.ask.questions import _readings

    if not _ONE_ANAPHOR.match(second) or (m := _GROUP_SAID_FIRST.match(first)) is None:
        return None
    try:
        read = _readings(f"Among {m.group('g').strip()}, who is the oldest?")
    except ParseError:
        return None
    steps = {_pick(r).steps for r in read.all} | {_pick(r).steps for r in ones}
    return steps.pop() if len(steps) == 1 else None


# the second said by an anaphoric 'one' of a group ('the one with R'), and the first's group said first for both ('G:
# take the one with R', 'among G, the one with R'): words.APART_ONE_ANAPHORS
_ONE_ANAPHOR = _lazy(rf"^(?:{_phrases(W.APART_ONE_ANAPHORS)})\s+(?:with|who|that|having)\b", re.IGNORECASE)
_GROUP_SAID_FIRST = _lazy(rf"^(?:(?:among|amongst|of|from|out of)\s+)?(?P<g>[^:,;()]+?)\s*[:,—-]\s*"
                               rf"(?:(?:take|pick|choose|select|find|get|consider|identify)\s+)?"
                               rf"(?:{_phrases(W.APART_ONE_ANAPHORS)})\s+(?:with|who|that|having)\b", re.IGNORECASE)


def _composed(ways: list[tuple[tuple[str, str], tuple[str, str], str]], measure: str, same: bool,
              direction: str = "", rule_asked: bool = False) -> Reading | None:
    """The readings of the text, one for each way of reading it whose question and people are read (the first way must
    be); None when the first way's question is not about the two. With rule_asked, the first way's rule after the
    question is the two's (its stand-ins read with a tie rule of their own, as each of the other ways reads the rule
    as theirs)."""
    from cbwh.ask.questions import MAX_READINGS, refused_readings

    out: list[Reading] = []
    for n, ((first, first_rule), (second, second_rule), question) in enumerate(ways):
        try:
            tied = n == 0 and rule_asked or \
                all(rule or _TIE.search(said) for said, rule in ((first, first_rule), (second, second_rule))) or \
                n == 0 and len(ways) > 1 and any(_TIE.search(said) for said in (first, second)) and \
                _rule_after_question(question) is not None or \
                any(_TIE.search(said) or rule for said, rule in ((first, first_rule), (second, second_rule))) and \
                (after := _rule_after_question(question)) is not None and _ANSWER_SAID.search(after[1]) is not None
            # (one with a rule of their own, a rule after the question: read as the two's here, and as the other one's
            # ranking's in the next way; or the two's alone when it says what to answer: 'On a tie, answer with the
            # person earning more', e44a)
            asks, question = _asked(question, measure, tied, direction)
            if asks is None:
                if n == 0:
                    return None
                raise ParseError(f"{question!r} is not read as the question")
            ones, twos = _person(first, first_rule), _person(second, second_rule)
            if same and any(_pick(p).keys != _pick(r).keys for p in ones for r in twos):
                raise ParseError("'likewise' said of a second person ranked otherwise")  # (the layer's reason stands)
            if any(not _pick(r).steps for r in twos) and any(_pick(p).steps for p in ones) and \
                    (shared := _one_of_group(first, second, ones)) is not None:
                twos = [r._replace(output=map_picks(r.output, lambda pick: replace(pick, steps=shared))) for r in twos]
            if any(not _pick(r).steps for r in twos) and any(_pick(p).steps for p in ones):
                raise Unsure(f"ambiguous: {second!r} could be among the same people as the first, or among everyone "
                             "(the second person, said with no group): say their group ('among everyone', or the "
                             "group again)")
        except Unsure:
            raise
        except ParseError as error:
            if n == 0:
                raise
            raise Unsure(f"ambiguous: the tie rule said last in the second person's words could be theirs, both "
                         f"people's or the question's, and one of those readings is not read ({error}): say whose it "
                         "is, in that person's words, 'for both', or after the question") from None
        for a in asks:
            for p in ones:
                for r in twos:
                    picks = iter((_pick(p), _pick(r)))
                    made = map_picks(a.output, lambda _: next(picks))
                    if any(made == o.output for o in out):
                        continue
                    out.append(a._replace(output=made, one_owner={**p.one_owner, **r.one_owner, **a.one_owner},
                                          top_after_group=a.top_after_group or p.top_after_group or r.top_after_group,
                                          compared_person=a.compared_person or p.compared_person or
                                          r.compared_person, owner_clause=(*p.owner_clause, *r.owner_clause,
                                                                           *a.owner_clause),
                                          text=_text(question.strip(), first, second, first_rule or second_rule,
                                                     measure),
                                          others=(), hint=""))
    if len(out) > MAX_READINGS:
        raise Unsure(str(refused_readings([r.output for r in out])))
    if len(out) > 1:
        return out[0]._replace(others=tuple(out[1:]), hint="say whose tie rule it is: put it in that person's words, "
                                                            "or say 'for both', or say it after the question")
    return out[0]


def _own_rules(part: str, people: list[_Person]) -> dict[str, str] | None:
    """Each person's own tie breaker in a rule sentence after the question whose scopes name them by place or by the
    words of their group (`discourse.own_rule_breakers`); None when it is not so said."""
    from cbwh.ask.discourse import own_rule_breakers

    if len(people) != 2 or not _TIE.search(part):
        return None
    return own_rule_breakers(part, f"{people[0].body}, or {people[1].body}")


# the tie's person said by a noun of its own in a rule said for both ('In both cases, a tie goes to the resident with the
# larger total bank balance'): said as the person (words.TIE_PERSON_NOUN)
_TIE_NOUN_WITH = _lazy(rf"\bthe\s+(?:{W.TIE_PERSON_NOUN})\s+(?=(?:with|having|who|that)\b)", re.IGNORECASE)


def _rule_after_question(asked: str) -> tuple[str, str] | None:
    """The question without the tie rule said after it, and that rule ('Who has more X? If it's a tie, T.'); None when
    none is said after it."""
    at = asked.find("?")
    rule = asked[at + 1:].strip() if at > 0 else ""
    if not rule or not _TIE_SAID.search(rule) or "?" in rule:
        return None
    return asked[:at + 1], rule.rstrip(".").strip()


# words of a rule after the question that name the two ('Should they be tied', 'if the two balances are equal', 'if
# their counts match'): the two's rule, never a ranking's
# (or the answer: 'On a tie, answer with the person earning more', 'If equal, name the older one', e44a: the question's
# answer is one of the two compared, never a ranking's pick)
_ANSWER_SAID = _lazy(rf"\b(?:{_phrases(W.APART_ANSWER_WORDS)})\b", re.IGNORECASE)
_THE_TWO_SAID = _lazy(rf"\b(?:{_phrases(W.APART_THE_TWO_WORDS + W.APART_ANSWER_WORDS)})\b", re.IGNORECASE)


def _asked(question: str, measure: str, tied: bool = False, direction: str = "") -> tuple[list[Reading] | None, str]:
    """The question's readings with two stand-ins for the two (each the same whichever way it is asked), or None when
    it does not ask about the two. When both people have a tie rule of their own and the question is not read so, it
    is read with stand-ins that have one too: a tie said after it is then the two's ('Who has more X? In case of a tie,
    pick the one with the larger salary', c39w), as the grammar reads it of two people said in one sentence. With the
    question as read (its bare 'more' said with the measure said before it). A bare 'who?' after a header that says the
    one wanted ('lower total bank balance - who?', e46p) is asked as 'who has less?', and a question asked with a
    direction must agree with the header's."""
    if direction and (bare_who := _WHO_BARE.match(question)) is not None:
        question = f"who has {direction}{bare_who.group('rest')}"
    asks, question = _asked_measured(question, measure, tied)
    if asks is not None and direction and measure:
        order = Order.HIGH if direction == "more" else Order.LOW
        if not all(isinstance(r.output, Compare) and r.output.key.order is order and
                   r.output.key.measure is not Metric.DOB for r in asks):
            raise Unsure(f"the header asks for the one with {direction} {_measure_words(measure)}, but the question "
                         f"{question.split('?')[0].strip()!r} asks otherwise: say one")
    return asks, question


def _asked_measured(question: str, measure: str, tied: bool) -> tuple[list[Reading] | None, str]:
    asks = _asked_with(question, measure, False)
    asks = _asked_with(question, measure, True) if asks is None and tied else asks
    if asks is None and measure and (bare := _MORE_BARE.match(question)) is not None:
        # ('two people, compare their overall bank balances. ... who's got more?', c39p: 'more' of the measure said
        # before, the question's only comparative)
        from cbwh.ask.discourse import _longest_measure, _words

        w = _words(_THEIR.sub("", measure))
        found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES)
        # (a count said as one: 'pet counts', 'number of pets', the nouns; not 'the amount of insurance', which may be
        # an amount of cover: refused as the rest of the layer refuses it)
        counted = found is not None and isinstance(found[0], Records) and not {"amount", "quantity", "much"} & set(w.keys)
        if counted and found is not None and isinstance(found[0], Records):
            _sized_count(bare.group("d"), measure, w.keys, found[0])
        if found is not None and (found[0] is Metric.BALANCE or counted):
            summed = bool({"total", "combined", "overall"} & set(w.keys))  # (else a bare balance, as said)
            more = bare.group("d").lower() in W.APART_HEADER_DIRECTIONS["more"]  # ('who's got less?', 'whoever has
            # fewer', e41a; 'who's lower?', e46p)
            said = f"the {'higher' if more else 'lower'} {'total ' if summed else ''}bank balance" if found[0] is \
                Metric.BALANCE else f"{'more' if more else 'fewer'} {W.render_records(found[0])}" if \
                isinstance(found[0], Records) else None
            if said is not None:
                asker = re.sub(r"(?:'s|\s+is)$", " has", bare.group("q"))  # ('who's lower?' as 'who has the lower ...')
                again = f"{asker} {said}{bare.group('rest')}"
                asks = _asked_with(again, measure, False)
                asks = _asked_with(again, measure, True) if asks is None and tied else asks
                return asks, again
    if asks is None and measure:  # ('comparing bank account counts: ... who's got more accounts?', e46p: the count's
        # noun said alone, the header's measure in full)
        from cbwh.ask.discourse import _longest_measure, _words

        w = _words(_THEIR.sub("", measure))
        found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES)
        if found is not None and isinstance(records := found[0], Records):
            heads = "|".join(sorted(_measure_heads(records)))
            again, n = re.subn(rf"\b(?P<d>more|fewer|less)\s+(?:{heads})\b", lambda m: f"{m.group('d')} "
                               f"{W.render_records(records)}", question, count=1, flags=re.IGNORECASE)
            if n and not _MORE_BARE.match(question):
                asks = _asked_with(again, measure, False)
                asks = _asked_with(again, measure, True) if asks is None and tied else asks
                return asks, again
    return asks, question


# a question asking who has more with nothing after 'more' ("who's got more?", 'Which one has more?')
_MORE_BARE = _lazy(r"^(?P<q>\s*(?:who|which)(?:\s+one)?(?:'s|\s+has|\s+have|\s+is)?(?:\s+got)?)\s+"
                        rf"(?P<d>{'|'.join(sorted(set().union(*W.APART_HEADER_DIRECTIONS.values())))})"
                        r"(?P<rest>\s*\?.*)$", re.IGNORECASE | re.DOTALL)
# ... or with nothing after the one asked for ('who?', 'which one?', 'who wins?'), after a header saying the one wanted
_WHO_BARE = _lazy(r"^\s*(?:who|which|which one|which of the two|which of them|whose)(?:\s+wins)?(?P<rest>\s*\?.*)$",
                       re.IGNORECASE | re.DOTALL)


def _asked_with(question: str, measure: str, tied: bool) -> list[Reading] | None:
    from cbwh.ask.questions import _readings

    refs = _patterns()[3]
    stand = _stand_in_picks(tied)
    ins = _TIED_STAND_INS if tied else _STAND_INS
    pair = f"{ins[0]} and {ins[1]}"
    asked = question.strip()
    tries = []
    if refs.search(asked):
        tries.append(refs.sub(lambda m: f"{m.group('p')} {pair}", asked, count=1))
    q = asked.find("?")
    if q > 0 and not re.search(r"[,:]\s*$", asked[:q]) and (tries or _COMPARED.match(asked)):
        tries.append(f"{asked[:q]}: {ins[0]}, or {ins[1]}{asked[q:]}")
    asks: list[Reading] = []
    seen: set[Output] | None = None
    for said in tries:
        try:
            read = _readings(said)
        except ParseError:
            continue
        these = [r for r in read.all if output_picks(r.output) == stand]
        if not these:
            continue
        outs = {r.output for r in these}
        if seen is not None and outs != seen:
            raise Unsure(f"ambiguous: the question {asked!r} reads two ways about the two people")
        if seen is None:
            asks = these
            seen = outs
    if not asks:
        return None
    if measure and not all(isinstance(r.output, Compare) and _measure_said(measure, r.output) for r in asks):
        raise Unsure(f"the question compares by another measure than {measure!r}, said before it (it asks about another "
                     "measure than the header, which names another measure): say one")
    return asks


def _pick(r: Reading) -> Pick:
    assert isinstance(r.output, NameOf)
    return r.output.pick


def _measure_said(measure: str, out: Compare) -> bool:
    from cbwh.ask.discourse import _longest_measure, _words

    w = _words(_THEIR.sub("", measure))
    found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES)
    return found is not None and found[0] == out.key.measure


_THEIR = _lazy(r"^\s*their\s+", re.IGNORECASE)


def _text(asked: str, first: str, second: str, rule: str, measure: str = "") -> str:
    """The one question read, for the record: the question with the two said in it (after the measure the header
    compares them by, when it says one: 'Comparing combined bank balances: which one's balance is higher? ...')."""
    refs = _patterns()[3]
    pair = f"the first, {first.rstrip('.;')}; and the second, {second.rstrip('.;')}{f' ({rule})' if rule else ''}"
    said = f"{asked} ({pair})"
    if refs.search(asked):
        said = refs.sub(lambda m: f"{m.group('p')} {pair}", asked, count=1)
    return f"Comparing {_measure_words(measure)}: {said}" if measure else said


def _measure_words(measure: str) -> str:
    """A header's measure in the words the rest of the layer reads ('their overall bank balances', 'combined bank
    balances', 'total money in the bank' -> 'total bank balances'; a count as said)."""
    from cbwh.ask.discourse import _longest_measure, _words

    w = _words(_THEIR.sub("", measure))
    found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES)
    summed = bool({"overall", "aggregate"} & set(w.keys)) and not {"total", "combined", "money"} & set(w.keys)
    return "total bank balances" if found is not None and found[0] is Metric.BALANCE and summed else \
        _THEIR.sub("", measure)  # ('their overall bank balances': its sum in the word the rest of the layer reads)


def header_cuts(text: str) -> list[tuple[str, str, str, str]]:
    """The ways to read a chat header said first, before a '.', ':', '!', ',', a dash or a slash, that carries no condition
    (`_header_said`: fillers and at most one measure and one direction, 'can u check policies for me.', 'credit card
    check:', 'quick compare,', e46p), longest first, each with the rest of the text after it: (header, rest, measure,
    direction). The rest must still say something."""
    found = []
    for m in re.finditer(r"\s*(?:[.:!,]|\s[\u2014\u2013/-])\s+", text[:160]):
        if _quoted(text, m.start()) or not text[m.end():].strip():
            continue
        try:
            said = _header_said(text[:m.start()]) if not _ASKS_WHO.match(text[:m.start()]) else None
        except UsageError:  # (words the tokenizer does not take: no header)
            continue
        if said is not None and not said[1] and not _header_kinds(text[:m.start()]):  # (not a header with a kind of
            # people, a condition: 'Consider two card holders.', near-miss-e45a-header-kind-unsaid; nor one with the
            # one wanted, said again by the question after it: 'more pets, who has more: ...', near-miss-e45x-frame-twice)
            found.append((text[:m.start()].strip(), text[m.end():].strip(), *said))
    return found[::-1]


def header_measured(rest: str, measure: str) -> str | None:
    """The text after a chat header with its question's bare 'more' said with the header's measure ('quick vehicle
    check, who has more: S1 or S2?' -> 'who has more vehicles: S1 or S2?', e46p); None when it asks no bare 'more'."""
    from cbwh.ask.discourse import _longest_measure, _words

    m = _MORE_OPEN.match(rest)
    w = _words(_THEIR.sub("", measure))
    found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES) if measure else None
    if m is None or found is None:
        return None
    more = m.group("d").lower() in W.APART_HEADER_DIRECTIONS["more"]
    if found[0] is Metric.BALANCE:  # (summed only where the header says so: 'bank balance check' stays bare)
        summed = {"total", "combined", "overall"} & set(w.keys)
        said = f"the {'higher' if more else 'lower'} {'total ' if summed else ''}bank balance"
    elif isinstance(found[0], Records):
        _sized_count(m.group("d"), measure, w.keys, found[0])
        said = f"{'more' if more else 'fewer'} {W.render_records(found[0])}"
    else:
        return None
    asker = re.sub(r"(?:'s|\s+is)$", " has", m.group("q"))
    return f"{asker} {said}{rest[m.end('d'):]}"


def _sized_count(direction: str, measure: str, keys: "list[str] | tuple[str, ...]", records: Records,
                 one: bool = False) -> None:
    """Refuse a size comparative said of records carrying an amount, their count not named ('Comparing bank accounts,
    who is higher: S1 or S2?' is the higher balance or more accounts; 'job check — who's higher?' the pay or more
    jobs, r90 F1), or of one record ('car check — who's got the bigger one?'); 'pet count — who's higher?' names
    the count, and 'when it comes to pets, who is higher' can only be it."""
    if direction.lower() in W.PAIR_SIZES and not set(keys) & W.PAIR_COUNT_NAMED and \
            (records in W.PAIR_SIZED_RECORDS or one):
        raise Unsure(f"ambiguous: {direction.lower()!r} said of {measure!r} could be how many there are or an amount "
                     f"they carry: say 'more' or 'fewer' for how many, or name the amount (e.g. 'the higher total bank "
                     f"balance')")


# a question opening the text after a header with a bare 'more' before a mark ('who has more: S1 or S2?')
_MORE_OPEN = _lazy(r"^(?P<q>\s*(?:who|which)(?:\s+one)?(?:'s|\s+has|\s+have|\s+is)?(?:\s+got)?)\s+"
                        rf"(?P<d>{'|'.join(sorted(set().union(*W.APART_HEADER_DIRECTIONS.values())))})(?=\s*[:,?\u2014-])",
                        re.IGNORECASE)


def header_agrees(measure: str, direction: str, outputs: list[Output]) -> str | None:
    """Why a question read after a chat header does not agree with it (None when it does): a header that names a
    measure (or the one wanted) is read away only before a comparison of two by that measure (in that direction)."""
    from cbwh.ask.discourse import _longest_measure, _words

    if not all(isinstance(o, Compare) for o in outputs):
        return "the question after it compares no two people"
    if measure:
        w = _words(_THEIR.sub("", measure))
        found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES)
        if found is None or any(isinstance(o, Compare) and o.key.measure != found[0] for o in outputs):
            return f"the question compares by another measure than the header's {measure!r}"
    if direction:
        order = Order.HIGH if direction == "more" else Order.LOW
        if any(isinstance(o, Compare) and (o.key.order is not order or o.key.measure is Metric.DOB) for o in outputs):
            return f"the header asks for the one with {direction}, and the question asks otherwise"
    return None


__all__ = ["Unsure", "header_agrees", "header_cuts", "header_measured", "reading"]
