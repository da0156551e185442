"""The discourse layer: a question laid out over several sentences, resolved to the one sentence the grammar reads.

A writer may define people first and then ask about them ("Let the anchor be the owner of the pet named 'Bella'.
Among all residents of the anchor's state, who ..."), set one up and refer back with a pronoun ("Take the person who
owns pet 'Roy'. Among people in their state, who ..."), list two and compare them ("The first is ...; the second is
.... Which of them has more pets?"), or lay the question out in steps ("Step 1: find the owner of pet 'X'. Step 2: do
the same for pet 'Y'. Step 3: report which of the two ..."). `resolve` finds the definitions, the set-ups and the
references back to them, and writes the one question they say: each reference replaced by the words of the person it
refers to, the definitions left out. The grammar then reads that question as it reads any other, so the spec is the
one the one-sentence form gives (`questions.parse_reading` tries the sentence grammar first, and this layer only
when it fails).

Never a guess: a reference that could be to either of two people, a person defined and never referred to, or a
step repeated where there is no one step to repeat is refused naming it; every sentence that is not a definition or
a set-up stays in the question, so a sentence the grammar does not read (an extra condition, say) is refused by it.
Its words live in `cbwh.spec.words` (the discourse section).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from types import UnionType

# (the grammar's rules a sentence of a laid-out question is read with: discourse sits above grammar and parser, which
# never import it; questions and layout, which import discourse inside functions, are imported inside functions here)
from cbwh.ask.grammar import (
    COUNT_RESTATED,
    SUM_RESTATED,
    group,
    one_leader_refusal,
    subject,
    tie,
    ties,
    ties_in_a_state,
)
from cbwh.ask.parser import ParseError, Parser
from cbwh.ask.phrases import alternation as _alts
from cbwh.ask.phrases import lazy as _lazy
from cbwh.ask.tokens import END, NUMBER, STRING, WORD, tokenized
from cbwh.errors import UsageError
from cbwh.spec import words as W
from cbwh.spec.model import Attribute, Holds, Metric, OtherThan, OwnerOf, Records, SameAs, StateLeader, Step, TopN
from cbwh.tuples import Frozen, NamedTuple, Record

_ENDS = frozenset({".", "?", "!", ";"})
_LETTER = _lazy(r"[A-HJ-Z][0-9]{0,2}")  # a name given to a person: 'P', 'X', 'P1' (not 'I')
_OWN_NAME = _lazy(r"[A-Z][a-z]+ (?:[A-Z]|[0-9]{1,2})")  # a defined term that is a person's name: 'Person A'

# attributes a place or a shared value is read from ("her state", "that person's blood type")
_ATTRIBUTES = tuple(sorted({p for a in W.ATTRIBUTE_NOUNS for p in W.ATTRIBUTE_NOUNS[a] + W.HOME_PLACE_NOUNS.get(a, ())},
                           key=lambda p: -len(p.split())))


@dataclass(init=False, repr=False, eq=False)
class Resolved(Frozen):
    """The one question a laid-out question says, and what each reference was read as (a frozen dataclass's methods
    from `cbwh.tuples.Frozen`: see there why)."""

    text: str
    read: tuple[str, ...]  # "'the anchor' = the owner of the pet named 'Bella'", ...
    # a measure said apart before the comparison ('Insurance policies: who has more, ...') that the question names
    # itself: the comparison read must be by it ('Compare the number of pets: A = ...; B = .... Return the one with
    # more cards' is refused)
    measure: Records | Metric | None = None
    measure_said: str = ""
    glosses: tuple[Gloss, ...] = ()  # a ranking's name defined ('(vehicle leader = most vehicles)'): checked by questions
    people: tuple[str, ...] = ()  # the people set up or defined ('Take S.'): a comparative may compare with them
    placed: bool = False  # a place set up referred to ('look at their state: ... who there'): a top N said may be its
    # the people the question is about (those not taken up into a later step), when each was set up in a sentence of
    # their own ('Person A: S1. Person B: S2.'): each is read as their own words say, never with a group said with the
    # other (`questions._own_readings`)
    apart: tuple[str, ...] = ()
    # a person set up referred to as several people ('take 2 persons who have most credit cards. ... of these 2
    # persons', '... take the 3 people with the most bank accounts. ... of those three'): their words and the number said,
    # read only when the question's person is a top of that number (`questions._check_resolved`), not one picked out of
    # one
    many: tuple[tuple[str, int], ...] = ()
    # the groups set up alone in a sentence of their own ('Consider the people in Alaska.', 'Restrict attention to the
    # 10 richest people.') whose words the question took up: a domain said first, which may be every person's the
    # question asks about, not only the one said to be of it (`questions._check_resolved`, r52 F2)
    domains: tuple[str, ...] = ()

    def __init__(self, text: str, read: tuple[str, ...], measure: Records | Metric | None = None, measure_said: str = "",
                 glosses: tuple[Gloss, ...] = (), people: tuple[str, ...] = (), placed: bool = False,
                 apart: tuple[str, ...] = (), many: tuple[tuple[str, int], ...] = (),
                 domains: tuple[str, ...] = ()) -> None:
        set_ = object.__setattr__
        set_(self, "text", text)
        set_(self, "read", read)
        set_(self, "measure", measure)
        set_(self, "measure_said", measure_said)
        set_(self, "glosses", glosses)
        set_(self, "people", people)
        set_(self, "placed", placed)
        set_(self, "apart", apart)
        set_(self, "many", many)
        set_(self, "domains", domains)


@dataclass(init=False, repr=False, eq=False)
class _Person(Record):
    """A person set up or named before the question (a dataclass's methods from `cbwh.tuples.Record`)."""

    name: str | None  # the name given ('the anchor', 'P'), None for one set up without a name
    text: str  # the words that say who they are, as the grammar reads them
    said: str  # the definition as written (for messages)
    used: int = 0
    start: int | None = None  # a set-up's first word (a set-up nothing refers to may be the question)
    aliases: W.Said = ()  # every name it may be referred to by ('the first', 'person a', 'A')
    pair: bool = False  # listed as the first or second of two ('The first is S', 'Person A: S', 'A is S')
    consumed: bool = False  # referred to inside a later set-up ('In that owner's state, find S'): no longer 'that person'
    pronoun: str | None = None  # the pronoun's gender a later set-up took them up by ('Find S in her state': 'she')
    clause: bool = False  # set up in a clause before a dash ('the lady who owns pet 'Max' — who in her state ...')
    group: str | None = None  # the group a step chose them from, said apart ('Among G, find S'): 'do the same among G2'
    repeat: bool = False  # a step repeated ('do the same for Y'): a tie rule after it may be for both
    ruled: bool = False  # a step with a tie rule of its own ('Find R in X; if tied, T.'), repeated with it
    many: int = 0  # referred to as that many people ('these 2 persons', 'those three'): must be read as a top of them

    def __init__(self, name: str | None, text: str, said: str, used: int = 0, start: int | None = None,
                 aliases: W.Said = (), pair: bool = False, consumed: bool = False, pronoun: str | None = None,
                 clause: bool = False, group: str | None = None, repeat: bool = False, ruled: bool = False,
                 many: int = 0) -> None:
        self.name, self.text, self.said, self.used, self.start, self.aliases = name, text, said, used, start, aliases
        self.pair, self.consumed, self.pronoun, self.clause, self.group = pair, consumed, pronoun, clause, group
        self.repeat, self.ruled, self.many = repeat, ruled, many


@dataclass(init=False, repr=False, eq=False)
class _Place(Record):
    """A person's state or city set up before the question ('Start with S and that person's state.'), or another
    value a step notes about them ('Note the blood type of S.'). (`Record`'s methods.)"""

    attribute: str  # 'state' / 'city' / 'blood type' as written
    of: str  # the person's words
    said: str
    used: int = 0
    kind: Attribute | None = None  # the attribute, for a value noted ('that blood type', 'that same provider' later)

    def __init__(self, attribute: str, of: str, said: str, used: int = 0, kind: Attribute | None = None) -> None:
        self.attribute, self.of, self.said, self.used, self.kind = attribute, of, said, used, kind

    @property
    def text(self) -> str:
        return f"the same {self.attribute} as {self.of}"


class _Words:
    """The question's words: lower-case keys ("'s" split off a word), with where each starts in the text."""

    def __init__(self, text: str):
        self.text = text
        self.keys: list[str] = []
        self.starts: list[int] = []
        self.kinds: list[str] = []
        self.raw: list[str] = []
        for tok in tokenized(text):
            if tok.kind == END:
                break
            low = tok.low
            if tok.kind == WORD and len(low) > 2 and low.endswith("'s"):
                self._add(low[:-2], tok.pos, WORD, tok.text[:-2])
                self._add("'s", tok.pos + len(tok.text) - 2, WORD, "'s")
            else:
                self._add(tok.key or "", tok.pos, tok.kind, tok.text)
        self.starts.append(len(text))

    def _add(self, key: str, pos: int, kind: str, raw: str) -> None:
        self.keys.append(key)
        self.starts.append(pos)
        self.kinds.append(kind)
        self.raw.append(raw)

    def span(self, i: int, j: int) -> str:
        """The text of words i .. j - 1 as written."""
        return self.text[self.starts[i]:self.starts[j]].strip() if j > i else ""


@lru_cache(maxsize=64)
def _words(text: str) -> _Words:
    """The text's words, made once for the last texts read (`resolve` reads a question's words three times, and each
    step's and person's words again): shared, so never changed by a reader."""
    return _Words(text)


def _said(phrase: str) -> str:
    """A phrase as `_joined` writes a run of the text's keys: single spaces, "'s" joined to the word before it."""
    if "  " in phrase or phrase != phrase.strip():
        phrase = " ".join(phrase.split())
    return phrase.replace(" 's", "'s") if " 's" in phrase else phrase


def _joined(keys: list[str]) -> str:
    """The keys as one phrase ("'s", split off its word by `_Words`, joined back): the form `_said` writes a table's."""
    return " ".join(keys).replace(" 's", "'s")


# table -> (the table, its phrases as `_said` writes them, the most keys one of them can span), by the table's
# identity (the table kept with it, so its id stays its own): `_at` is asked at every word of every sentence. A table's
# phrases are looked up whole, a run of the text's keys joined, longest first: splitting every phrase into words (as
# this did) cost a fresh process ~0.35 s for words.PAIR_ANNOUNCED's 74,379 phrases and EXPIRED_COUNTED's 48,446 alone.
# Tables of more than _SMALL_TABLE phrases are the module's own, kept for the process; smaller ones (a caller's, made
# afresh at each call: a person's aliases) apart, cleared when full. (One cache of 1,024 for both, cleared whole, made
# those two large tables built again every few questions: reading the corpus took 1.17x the CPU.)
_SAID_BY_ID: dict[int, tuple[W.Said, frozenset[str], dict[str, int]]] = {}
_SAID_SMALL: dict[int, tuple[W.Said, frozenset[str], dict[str, int]]] = {}
_SMALL_TABLE = 64


def _first_key(phrase: str) -> str:
    """The key a phrase's first word is (as `_Words` keys it: "'s" split off a word of more than two letters)."""
    word = phrase.split(" ", 1)[0]
    return word[:-2] if len(word) > 2 and word.endswith("'s") else word


def _at(keys: list[str], i: int, j: int, phrases: W.Said) -> int | None:
    """The end of the longest phrase matching keys[i:j] from i, or None."""
    if not 0 <= i < min(j, len(keys)):
        return None
    kept = _SAID_BY_ID.get(id(phrases)) or _SAID_SMALL.get(id(phrases))
    if kept is None or kept[0] is not phrases:
        said = frozenset(map(_said, phrases))
        assert "" not in said, f"an empty phrase in {phrases[:3]}"
        longest: dict[str, int] = {}  # (first key -> the most keys a phrase starting with it spans)
        for p in said:
            first, size = _first_key(p), p.count(" ") + 1 + p.count("'s")
            if size > longest.get(first, 0):
                longest[first] = size
        kept = (phrases, said, longest)
        if len(phrases) > _SMALL_TABLE:
            if len(_SAID_BY_ID) >= 4096:  # (never reached by the module's own tables: a bound, not a policy)
                _SAID_BY_ID.clear()
            _SAID_BY_ID[id(phrases)] = kept
        else:  # (a caller's table made afresh at each call is small: kept apart, so it never evicts a large one)
            if len(_SAID_SMALL) >= 1024:
                _SAID_SMALL.clear()
            _SAID_SMALL[id(phrases)] = kept
    _, said, longest = kept
    for n in range(min(longest.get(keys[i], 0), j - i, len(keys) - i), 0, -1):
        run = keys[i:i + n]
        if _joined(run) in said and not any(" " in key for key in run):
            return i + n
    return None


def _courteous(w: _Words, i: int, j: int) -> int:
    """Where a sentence's request starts after a courteous lead-in, as the grammar reads one before a question (an
    aside, then a polite frame: 'I wonder whether you could', 'Would you be so kind as to', 'I should be grateful if
    you could'; a19y): i if there is none."""
    k = i
    if (aside := _at(w.keys, k, j, W.LEAD_ASIDE)) is not None:
        set_off = aside < j and w.keys[aside] in (",", ":", "\u2014")
        if not set_off and (polite := _at(w.keys, i, j, W.LEAD_POLITE)) is not None:
            return polite  # (an aside that is a polite frame's start: 'Could you help me with a comparison?', f22)
        k = aside + set_off
    return _at(w.keys, k, j, W.LEAD_POLITE) or k


def _sentences(w: _Words) -> list[tuple[int, int, str]]:
    """(first word, end, the mark that ends it) of each sentence; a sentence ends at . ? ! or ;."""
    out, start = [], 0
    for n, key in enumerate(w.keys):
        if key in _ENDS and w.kinds[n] != STRING:
            if n > start:
                out.append((start, n, key))
            start = n + 1
    if start < len(w.keys):
        out.append((start, len(w.keys), "?"))
    return out


def _name_at(w: _Words, i: int, j: int) -> int | None:
    """The end of a name a definition may give at i: a capital letter (with a digit or two) or 'the anchor' ..."""
    if (letter := _letter_name_at(w, i, j)) is not None:  # 'P', 'Person A', 'Person 1'
        return letter
    return _at(w.keys, i, j, W.DEFINED_NAMES) or _at(w.keys, i, j, W.PAIR_DEFINED[0]) or \
        _at(w.keys, i, j, W.PAIR_DEFINED[1])


def _definitions(w: _Words, i: int, j: int) -> list[tuple[str, int, int]] | None:
    """'Let N be S(, and (let) N2 (be) S2)', 'Define N as S', 'Call S N': (name, the person's first word, end) each."""
    lead = _at(w.keys, i, j, W.DEFINE_LET)
    if lead is not None and (name := _name_at(w, lead, j)) is not None and w.keys[name:name + 1] == ["and"] and \
            (second := _name_at(w, name + 1, j)) is not None:
        return _respectively(w, (w.span(lead, name), w.span(name + 1, second)), second, j)
    if lead is not None and (name := _name_at(w, lead, j)) is not None:
        be = _at(w.keys, name, j, W.DEFINE_BE)
        if be is None:
            return None
        return _more_definitions(w, w.span(lead, name), be, j)
    lead = _at(w.keys, i, j, W.DEFINE_AS)
    if lead is not None and (name := _name_at(w, lead, j)) is not None and w.keys[name:name + 1] == ["as"]:
        return _more_definitions(w, w.span(lead, name), name + 1, j)
    lead = _at(w.keys, i, j, W.DEFINE_CALL)
    if lead is not None and j - lead >= 2 and (start := _name_ending(w, lead, j)) is not None:
        return [(w.span(start, j), lead, start)]
    return None


def _respectively(w: _Words, names: tuple[str, str], k: int, j: int) -> list[tuple[str, int, int]] | None:
    """'Let P and Q denote, respectively, S1, and S2' ('... be S1 and S2, respectively'; a21z): each name with its
    person, the two split at the one ', and' before 'the' or 'whoever' (None with none or several: which 'and' joins
    the two is then not known; or without 'respectively', which says the order)."""
    be = _at(w.keys, k, j, W.DEFINE_BE)
    if be is None:
        return None
    start = be
    said = False
    if w.keys[start:start + 3] in ([",", "respectively", ","], ["respectively", ",", "the"]):
        start, said = start + (3 if w.keys[start] == "," else 2), True
    end = j
    if w.keys[end - 2:end] == [",", "respectively"]:
        end, said = end - 2, True
    elif w.keys[end - 1:end] == ["respectively"]:
        end, said = end - 1, True
    if not said:
        return None
    splits = [n for n in range(start + 2, end - 2) if (w.keys[n] == "," or w.keys[n] == "and" and w.keys[n - 1] != ",")
              and w.keys[n + (w.keys[n] == ",")] == "and" and w.keys[n + 1 + (w.keys[n] == ",")] in W.PERSON_STARTS]
    if len(splits) != 1:
        return None
    n = splits[0]
    return [(names[0], start, n), (names[1], n + 1 + (w.keys[n] == ","), end)]


def _more_definitions(w: _Words, name: str, start: int, j: int) -> list[tuple[str, int, int]]:
    """A definition's person runs to the sentence's end, or to ', and (let) N2 (be)' that starts the next one."""
    for n in range(start + 1, j - 1):
        if w.keys[n] != "," and not (w.keys[n] == "and" and (
                w.kinds[n + 1] == WORD and _LETTER.fullmatch(w.raw[n + 1]) or _label_name_at(w, n + 1, j) is not None
                or _at(w.keys, n + 1, j, W.PAIR_DEFINED[1]) is not None)):
            continue  # (', and B S2', or 'and B S2' with B a letter: 'Let A be S1 and B S2'; a label's name, 'and
            # Candidate B S2', 'and the Second Candidate S2', a18x)
        k = n + 1 + (w.keys[n + 1] == "and")
        k = _at(w.keys, k, j, W.DEFINE_LET) or k
        after = _name_at(w, k, j)
        if after is None or after >= j:
            continue
        be = _at(w.keys, after, j, W.DEFINE_BE)
        if be is not None or w.keys[after] in ("the", "those", "all", "whoever"):
            return [(name, start, n), *_more_definitions(w, w.span(k, after), be or after, j)]
    return [(name, start, j)]


def _pair_label(w: _Words, i: int, j: int, which: int) -> tuple[tuple[str, ...], int] | None:
    """The label of the first or second of two people listed ('the first', 'one', 'person A', 'A'), the names it
    gives, and where what it labels starts ('The first is S', 'person A: S', 'A is S')."""
    name = _at(w.keys, i, j, W.PAIR_NAMES[which])
    aliases: tuple[str, ...]
    if name is not None:
        aliases = ("the first", "the first person", "the first one") if which == 0 else \
            ("the second", "the second person", "the second one")
        if w.keys[i] in ("person", "candidate"):
            # (the label's bare letter or digit too, 'A', '2'; never a number word: 'two' in 'a tie between the two'
            # is the pair, not 'candidate two', a36d)
            bare = () if w.keys[i + 1] in ("one", "two") else (w.raw[i + 1],)
            aliases = (f"{w.keys[i]} {w.raw[i + 1]}", *bare) + aliases
    elif i < j and w.kinds[i] == WORD and _LETTER.fullmatch(w.raw[i]):  # ('... Two people:' at the end: no label)
        name, aliases = i + 1, (w.raw[i],)
    elif (name := _label_name_at(w, i, j)) is not None and w.kinds[i + 1] == WORD and _LETTER.fullmatch(w.raw[i + 1]):
        # ('Person X is S1. Person Y is S2.', 'Candidate P: S1', e61v: a label noun and any letter names a person as
        # 'Person A' does, said by both or by the letter alone; never by an ordinal, which the letter does not say)
        aliases = (f"{w.keys[i]} {w.raw[i + 1]}", w.raw[i + 1])
    else:
        return None
    start = _at(w.keys, name, j, W.PAIR_IS)
    if start is None and name == i + 1 and w.keys[i] in ("first", "second") and name + 1 < j and \
            w.keys[name] == "," and w.keys[name + 1] in W.PAIR_ITEM_STARTS and _a_person_first(w, name + 1, j):
        start = name + 1  # ('First, the person with R1, T1. Second, S2.', 'first, among G, the one with R; second, S2',
        # a24v, a24w: the bare ordinal and a comma before a person's words, not a step's verb: 'First, find S' is a step)
    if start is None and which == 1 and w.keys[i] == "the" and name + 1 < j and w.keys[name] == "," and \
            w.keys[name + 1] in W.PAIR_ITEM_STARTS and _a_person_first(w, name + 1, j):
        start = name + 1  # ('The first is S1; the second, S2.', a37s: the verb said once, for both)
    if start is None and name < j and (w.keys[name] in W.PAIR_VERBS or
                                       re.match(W.PAIR_GROUP_THEN_RANK, w.span(name, j), re.IGNORECASE)):
        start = name  # ('Person A owns the most pets among G; person B ...', a22v): read as 'the person who owns ...'
    if which == 0 and start is not None and start + 1 < j and w.keys[start] == "," and w.keys[start - 1] == "is" \
            and w.keys[start + 1] in W.PAIR_GROUP_FIRST:
        start += 1  # 'The first is, amongst G, the one with R' (a19y): the person's group said first, as after 'The first:'
        # (the second's words keep their comma: 'which of A and, amongst G, B', read so before)
    if start is None or start >= j or w.keys[start] in _ASKS and not (
            w.keys[start] == "who" and w.keys[start - 1] == "is" and start + 1 < j and w.keys[start + 1] in W.PAIR_VERBS):
        return None  # ('Q: how many pets does P have?': a question labelled, not a person; 'First person is who has
        # most X' is one, a22y)
    return aliases, start


_RECORD_PLURALS = frozenset(noun for n in W.RECORD_NOUNS.values() for noun in n.plural)


def _compared_on(w: _Words, i: int, j: int) -> str | None:
    """After 'Compare two people on|by': a kind of records, then the request for the one with more or fewer ('number of
    online accounts and tell me who has more', words.PAIR_COMPARED_ASK): 'more online accounts', or None."""
    for k in range(i, j):
        if w.keys[k] != "and":
            continue
        noun = w.span(_at(w.keys, i, k, W.PAIR_COMPARED_COUNT) or i, k)
        end = _at(w.keys, k + 1, j, W.PAIR_COMPARED_ASK)
        if noun.lower() in _RECORD_PLURALS and end == j:
            return f"{w.keys[j - 1]} {noun}"
    return None


def _a_person_first(w: _Words, k: int, j: int) -> bool:
    """Does a person's words start at k, not a step's: after a group said first ('among G, the one with R'), a person's
    determiner, not a verb ('among G, find S' is a step, d16)?"""
    if w.keys[k] not in W.AMONG_WORDS:
        return True
    comma = next((n for n in range(k + 1, j - 1) if w.keys[n] == "," and _depth(w, k, n) == 0), None)
    return comma is not None and w.keys[comma + 1] in W.PERSON_STARTS


def _pair_person(text: str) -> str:
    """A person of two said as a step (words.PAIR_LEADERS_STEP, PAIR_GROUP_STEP, a19y): the person's words the grammar
    reads ('the one with R2 (T) among the people with R1 in their state', 'amongst G, the one with R (T)'); said with a
    verb ('owns the most pets among G'): 'the person who owns ...'; else the text as said."""
    if (m := re.match(W.PAIR_FOUND_STEP, text, re.IGNORECASE)) is not None:
        # ('The first is found like this: look at G, and take the one with R', a29z) -> 'among G, the one with R'
        return f"among {m.group('g')}, {'the one' if m.group('its') else m.group('head')}{m.group('s')}"
    if (m := re.match(W.PAIR_GROUP_THEN_RANK, text, re.IGNORECASE)) is not None and \
            (m.group("there") is None or m.group("g").split(" ", 1)[0].lower() in ("lives", "resides")):
        # ('The first lives in the same state as A and has the fewest X of everyone there', a29z)
        return f"among everyone who {m.group('g')}, the person who {m.group('r')}{m.group('rest') or ''}"
    if (m := re.match(W.PAIR_FOUND_AMONG, text, re.IGNORECASE)) is not None:
        # ('The first is found among G: the one with R, and if that is tied, the oldest', a29z)
        rule = f" ({m.group('rule')}, {m.group('b')})" if m.group("rule") else ""
        return f"among {m.group('g')}, {m.group('s')}{rule}"
    if (m := _PAIR_GROUP_SET_OFF.match(text)) is not None:
        # ('Second person: person whose car has the oldest model year, in same state as A', a24y: the person's group set
        # off by a comma at the end of their own item) -> 'person whose car has ... in same state as A'
        text = f"{m.group('s')} {m.group('g')}"
    first = text.split(" ", 1)[0].lower()
    if first == "in" and (m := _PAIR_IN_GROUP.match(text)) is not None:
        # ('First person: in the people living in X, the one with R (T)', 'in same state as A, person with R', a24y: a
        # learner's 'in' for 'among', the group said first): 'among G, the one with R (T)'
        group = m.group("g")
        if group.split(" ", 1)[0].lower() in ("same", "the") and group.split(" ", 2)[1:2] != ["people"] or \
                group in W.US_STATES:
            group = f"people in {group}"  # ('in same state as A': the people in it)
        return _pair_person(f"among {group}, {m.group('s')}")
    if first in ("who", *W.PAIR_BARE_RANKS) and (comma := text.rfind(", ")) > 0 and "(" not in text[comma:] and \
            _tie_rule(text[comma + 2:]):  # ('who has most X among G, if tie the oldest': its tie rule set off, a22y)
        text = f"{text[:comma]} ({text[comma + 2:]})"
    if first in W.PAIR_VERBS:
        return f"the person who {text}"
    if first == "who" and " " in text:  # ('First person is who has most credit cards among G, if tie T', a22y)
        return f"the person {text}"
    if first in W.PAIR_BARE_RANKS and " " in text:  # ('First: fewest credit cards among G, tie go to oldest', a22y)
        return f"the person with the {text}"
    if (m := re.match(W.PAIR_LEADERS_STEP, text, re.IGNORECASE)) is not None:
        return f"{m.group('s2')} among the {m.group('adj') or ''}people{m.group('r1')} in their state"
    if (m := re.match(W.PAIR_GROUP_STEP, text, re.IGNORECASE)) is not None:
        if m.group("s").split(" ", 1)[0].lower() == "who":  # ('among G, who has most X, if tie T', a22y): as a step's
            person = _pair_person(m.group("s"))  # person chosen among G, its tie rule after the group
            o = _last_open(person) if person.endswith(")") else -1
            return f"{person[:o].rstrip()} {m.group('among')} {m.group('g')} {person[o:]}" if o > 0 else \
                f"{person} {m.group('among')} {m.group('g')}"
        return f"{m.group('among')} {m.group('g')}, {m.group('s')}"
    return text


# A person of two with their group said last, set off by a comma (a24y): the person, then the group.
_PAIR_GROUP_SET_OFF = _lazy(r"^(?P<s>(?:the |a )?(?:one|person|individual)\b[^,;()]+), "
                                 r"(?P<g>(?:in|among|amongst|within) (?:the )?same [^,;()]+)$", re.IGNORECASE)
# A person of two with their group said first after 'in' (a24y): the group, then the person chosen in it.
_PAIR_IN_GROUP = _lazy(r"^in (?!each |every )(?P<g>[^,;()]+?), "
                            r"(?P<s>(?:the |a )?(?:one|person|individual|whoever|who|(?:owner|holder) of)\b.+)$",
                            re.IGNORECASE)  # ('A: in X's state, the owner of the oldest car', a27z)


def _opens_with_group(text: str) -> bool:
    """Does a person's words open with their group ('among G, the one with R', 'out of G, the one with R', a36d)?"""
    return text.split(" ", 1)[0].lower() in W.PAIR_GROUP_FIRST or \
        tuple(text.lower().split(" ", 2)[:2]) in W.PAIR_GROUP_FIRST_PAIRS


def _two(first: str, second: str) -> str:
    """Two people's words joined by 'and'; a semicolon closes the first when its group is said first ('The first is,
    amongst G, A; the second is B': G is the first's alone, and the grammar reads a group said before a list as perhaps
    for both unless a semicolon closes the first)."""
    bare = second.removeprefix(",").lstrip()  # ('second person is, among G, S2', a24y: the comma after 'is')
    if _opens_with_group(first):
        return f"{first}; and {bare}"  # (a second's group said first: '; and among G2, B')
    if _opens_with_group(bare):
        return f"{first}, and {bare}"  # ('A, and amongst G, B': B's group, set off)
    return f"{first} and {second}"


def _either(first: str, second: str) -> str:
    """Two people's words as the choice a question asks between ('By whom are more X held: A, or B?'): joined by ', or';
    by '; or' when the second's group is said first ('A; or among G, B')."""
    bare = second.removeprefix(",").lstrip()
    return f"{first}{';' if _opens_with_group(bare) else ','} or {bare}"


def _group_after(text: str) -> str:
    """A person of two whose group is said first ('among G, the person with R (T)', `_pair_person`), with the group
    said after the ranking ('the person with R among G (T)'), as a noun phrase after 'of' reads it ('the total bank
    balance of these two persons', a24y); the text itself when it is not so, or when more than a bracket follows the
    person's words (', and if same, T': not moved past)."""
    m = _GROUP_SAID_FIRST.match(text)
    if m is None:
        return text
    among, group, person = m.groups()
    o = _last_open(person) if person.endswith(")") else -1
    words = person[:o] if o > 0 else person
    if "," in words and o < 0 and not any(c in words for c in ";:()"):
        # ('among G, the person with R, with ties resolved by T', a33e: the rule set off by a comma, in brackets after
        # the group as a bracket after the person is)
        head, rule = (part.strip() for part in words.split(",", 1))
        try:
            ruled = "," not in rule and _tie_rule(rule)
        except ParseError:
            ruled = False
        if ruled:
            words, person, o = head, f"{head} ({rule})", len(head) + 1
    if any(c in words for c in ",;:()") or words.split(" ", 1)[0].lower() not in ("the", "person", "one", "whoever"):
        return text
    if _back_head(group.lower().split()) in W.SECOND_GROUP_BACK:
        return text  # ('B: among those in Ohio, S2' (r27 F5): said first, as a set-up says it, for the grammar's check
        # that 'those' may keep the first group's noun, grammar._back_to_noun; not moved after S2, where it is read as
        # its own group, a22x)
    return f"{words.rstrip()} {among} {group} {person[o:]}" if o > 0 else f"{person} {among} {group}"


def _listed_after(w: _Words, queue: list[tuple[int, int, str]]) -> list[tuple[int, int, str]] | None:
    """A question asking which of the people following it ('Which of the following owns more credit cards?', words
    .PAIR_QUESTION_OF), then two sentences each naming one person read whole ('(1) The person with R1 among G1. (2) The
    person with R2 among G2.', a24v, their labels read away before): those two sentences; None when not so."""
    if len(queue) < 3 or queue[0][2] != "?" or any(mark == "?" for _, _, mark in queue[1:3]):
        return None
    i, j, _ = queue[0]
    if w.keys[i] not in ("which", "who") or _at(w.keys, i + 1, j, W.PAIR_QUESTION_OF) is None:
        return None
    people = [w.keys[a] in W.PERSON_STARTS and _a_person(_dashed_rule(w, a, b)) for a, b, _ in queue[1:4]]
    return list(queue[1:3]) if people[:2] == [True, True] and people[2:] != [True] else None  # (not of three)


def _dashed_rule(w: _Words, a: int, b: int) -> str:
    """A person listed in a sentence of their own with their tie rule set off by a dash after them ('The person with R
    among G - the oldest one if there's a tie', '... - again, oldest if tied', a32p) as the rule in brackets ('... (the
    oldest one if there's a tie)'), which the grammar reads as that person's; the words as said when that does not read
    as one person."""
    said = w.span(a, b)
    dash = next((n for n in range(b - 1, a, -1) if w.keys[n] == "\u2014" and w.kinds[n] != STRING), None)
    if dash is None or _a_person(said):
        return said
    ruled = f"{w.span(a, dash)} ({w.span(dash + 1, b)})"
    return ruled if _a_person(ruled) else said


def _a_person(text: str) -> bool:
    """Do the words read whole as one person (`grammar.subject`)?"""

    p = Parser(text)
    return any(p.tokens[e].kind == END for _, e in subject(p, 0))


def _both_group(said: str) -> str | None:
    """The group of a sentence saying it once for both of two people listed next ('Both persons are VISA 13 digit card
    holders.', words.PAIR_BOTH_GROUP): its words, when they read as one group with a plural head; else None."""

    m = re.match(W.PAIR_BOTH_GROUP, said.strip(), re.IGNORECASE)
    if m is None:
        return None
    p = Parser(m.group("g"))
    return m.group("g") if p.keys[0] not in ("the", "a", "an") and \
        any(p.tokens[e].kind == END and steps for steps, e in group(p, 0)) else None


def _in_both_group(text: str, group: str, said: str) -> str:
    """A person of two ranked among the group said once for both ('the one with most pets (if tie, older)' -> 'the one
    with most pets among VISA 13 digit card holders (if tie, older)'); refused when the person has a group of their own
    (theirs and the one said for both together, or the one said for both as a fact about theirs?), or is not one
    ranked person."""

    o = _last_open(text) if text.endswith(")") else -1
    words = text[:o].rstrip() if o > 0 else text
    p = Parser(words)
    read = [s for s, e in subject(p, 0) if p.tokens[e].kind == END]
    if not read or any(s.pick.steps or not s.pick.keys for s in read) or W.SCOPE_WORDS & set(p.keys):
        raise ParseError(f"cannot read {said!r} with {text!r}: a group said once for both people is read only for two "
                         "people each ranked with no group of their own; give each person their group ('the one with "
                         "... among ...')")
    return f"{words} among {group} {text[o:]}" if o > 0 else f"{words} among {group}"


_GROUP_SAID_FIRST = _lazy(r"^(among|amongst) ([^,;()]+?), (\S.*)$", re.IGNORECASE)


def _depth(w: _Words, i: int, n: int) -> int:
    """How many brackets opened from i are still open at n."""
    depth = 0
    for key in w.keys[i:n]:
        depth += (key == "(") - (key == ")" and depth > 0)
    return depth


def _pair_items(w: _Words, i: int, j: int, before: int) -> list[tuple[tuple[str, ...], int, int]]:
    """The people a sentence lists as the first and second of two: 'The first is S1' (the second in a sentence of its
    own), 'Two persons: A is S1, B is S2', 'one: S1; two: S2 — who ...': (names, start, end) each; an item ends at
    ', (and) <the next label> is' or at a dash (the question after it)."""
    k = i
    announced = _at(w.keys, k, j, W.PAIR_ANNOUNCED)
    if announced is not None and announced < j and w.keys[announced] in (":", "\u2014", ","):
        k = announced + 1
    out: list[tuple[tuple[str, ...], int, int]] = []
    while before + len(out) < 2:
        found = _pair_label(w, k, j, before + len(out))
        if found is None:
            break
        aliases, start = found
        end = next((n for n in range(start, j) if w.keys[n] == "\u2014" and _depth(w, start, n) == 0
                    and w.keys[n - 1] not in W.TIE_WORDS_SAID and not _tie_rule(w.span(n + 1, j))), j)  # ('S, tie -> T',
        # a22y: a tie rule's arrow; not a dash in brackets: 'Person A: the one with the most cards (tie -> highest total
        # bank balance).', a20x; nor a dash before the person's tie rule ending the sentence: '#1 is S1 — if there's a
        # tie, the oldest.', a37p)
        if before + len(out) == 0:
            for n in range(start + 1, end - 1):
                m = n + 1 + (w.keys[n] == "," and w.keys[n + 1] == "and")
                if w.keys[n] in (",", "and", ";") and _pair_label(w, m, end, 1) is not None:
                    end = n
                    break
        out.append((aliases, start, end))
        k = end + 1 + (end + 1 < j and w.keys[end] == "," and w.keys[end + 1] == "and")
        if end == j or w.keys[end] == "\u2014":
            break
    return out


def _asked_then_pair(w: _Words, i: int, j: int, mark: str, queue: list[tuple[int, int, str]]
                     ) -> tuple[int, int, list[tuple[tuple[str, ...], int, int]]] | None:
    """A comparison asked before a colon, then the two people it compares ('Who has more pets: one is S1; other is
    S2.', 'Compare two person, who has more vehicles: among G1, S1 (T); among G2, S2 (T).', a22y): the colon, and the
    people listed after it (labelled, as `_pair_items` reads them; or, unlabelled, each with its group said first and
    the second the next sentence after a semicolon, popped from the queue: one item, the second's); and where the
    question starts."""
    start = i
    if w.keys[i] == "compare" and (lead := _at(w.keys, i, j, W.PAIR_COMPARE_ASK)) is not None and lead < j and \
            w.keys[lead] == ",":
        start = lead + 1
    elif (lead := _at(w.keys, i, j, W.PAIR_ANNOUNCED)) is not None and lead < j and w.keys[lead] in (":", ","):
        start = lead + 1  # ('Two people: who has more pets: among G1, S1; among G2, S2', 'Compare two persons' so read)
    elif (polite := _at(w.keys, _courteous(w, i, j), j, W.REPORT_LEADS) or _courteous(w, i, j)) > i and polite < j and \
            w.keys[polite] in ("who", "which"):
        start = polite  # ('I would like to ask which person has more X: first person is S1; second person is S2', a24y)
    if start >= j or w.keys[start] not in ("who", "which"):
        return None
    colon = next((n for n in range(start + 2, j - 1) if w.keys[n] in (":", "\u2014")), None)
    if colon is None:
        return None
    if (items := _pair_items(w, colon + 1, j, 0)):
        return start, colon, items
    if mark == ";" and queue and w.keys[colon + 1] in W.PAIR_GROUP_FIRST and \
            w.keys[queue[0][0]] in W.PAIR_GROUP_FIRST and (len(queue) == 1 or w.keys[queue[0][1]] != ";"):
        a, b, _ = queue.pop(0)
        return start, colon, [(("the second",), a, b)]
    return None


def _setup(w: _Words, i: int, j: int) -> tuple[str, int, str | None] | None:
    """A set-up sentence: 'Take S', 'Start with S', 'Find S', or a step 'Among G, find S (, breaking ties by T)':
    the person's words, where they start, and the group said apart (G) if any."""
    i = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, i, j, W.SETUP_LEADS)
    # 'Consider the residents of X, and select the one with the most cards (ties: T)': the one among them
    for n in range(lead + 1, j - 1) if lead is not None else ():
        if lead is not None and w.keys[n] in (",", ";", "and"):
            k = n + 1 + (w.keys[n] in (",", ";") and w.keys[n + 1] in ("and", "then"))
            k += w.keys[k] == "then"
            # 'Take G, and among those, whoever has the most X', 'Take G and, of those, the one with R', '..., and
            # among them select S' (a17x): the one among them
            at = k + (w.keys[k] == ",")
            them = at + 2 if w.keys[at:at + 1] in (["among"], ["amongst"], ["of"], ["from"]) and w.keys[
                at + 1:at + 2] in (["those"], ["them"], ["these"]) else None
            if them is None:  # ('..., and from that group pick the one holding R', a37k)
                them = _at(w.keys, at, j, W.SETUP_THAT_GROUP)
            if them is not None:  # ('..., and among these people, find S', a35t)
                them += w.keys[them:them + 1] in (["people"], ["persons"], ["individuals"])
                them += w.keys[them:them + 1] == [","]
            if them is not None and them < j and _elided_head(w, them, j):
                return _among(w, them, j, "among", w.span(lead, n)), them, w.span(lead, n)
            k = them if them is not None else k
            if (select := _at(w.keys, k, j, W.SETUP_SELECT)) is not None and select < j:
                return _among(w, select, j, "among", w.span(lead, n)), select, w.span(lead, n)
    # 'find, among everyone with that blood type, the person who holds the most cards': the one among them
    if lead is not None and lead + 2 < j and w.keys[lead] == "," and w.keys[lead + 1] in W.SETUP_GROUP_BETWEEN | {"in"}:
        comma = next((n for n in range(lead + 2, j) if w.keys[n] == ","), None)
        if comma is not None and comma + 1 < j:
            group = w.span(lead + 2, comma)
            if w.keys[lead + 1] == "in":  # ('find, in that owner's state, the person with R', a29z: its people)
                return _among(w, comma + 1, j, "among", f"people in {group}"), comma + 1, f"people in {group}"
            among = w.keys[lead + 1] if w.keys[lead + 1] in W.AMONG_WORDS else "among"  # ('Pick, from G, S', e53b)
            return _among(w, comma + 1, j, among, group), comma + 1, group
    if lead is not None and lead < j and w.keys[lead] not in ("who", "which", "what", "how", "whether", "out", "that",
                                                            "whose", "whom", "if", ","):
        first = _set_of(w.keys, lead) or lead  # ('Consider the group made up of the richest person of each state.')
        if any(_one_each_state(w, k, j) for k in range(first, min(j, first + 6))):
            return None  # ('Consider the richest person of each state.': a group set up, not a person, n22y)
        return w.span(lead, j), lead, None
    # 'among residents of X, (you) find the person with the most cards(, breaking ties by T)'
    # ('Out of G, pick S', 'Looking only at G, take S': among G)
    if lead is None and (polite := _courteous(w, i, j)) > i and _elided_head(w, polite, j):
        return w.span(polite, j), polite, None  # ('I want to know the person who has R among G (T).', a24y)
    g = _at(w.keys, i, j, W.STEP_GROUP)
    if g is None and (g := _at(w.keys, i, j, W.STEP_GROUP_PEOPLE)) is not None and \
            w.keys[g + (w.keys[g:g + 1] == ["the"])] not in W.PLURAL_HEADS:
        g = None  # ('For residents of X, take S': among them; not 'For each ...', 'For the state of X, ...')
    if g is not None:
        among = w.keys[i] if w.keys[i] in ("among", "amongst", "in", "of", "from") else \
            "in" if w.keys[i] == "within" else "among"
        # ('within G2, take the oldest person as well', a33e: the step said again, the word saying so read away)
        j = next((n for n in range(g + 1, j) if _at(w.keys, n, j, W.STEP_AGAIN) == j and w.keys[n - 1] != ","), j)
        for n in range(g, j):
            if w.keys[n] != ",":
                continue
            k = n + 1 + (w.keys[n + 1:n + 2] in (["you"], ["we"]))
            polite = _courteous(w, k, j)
            k = _at(w.keys, k, j, W.SETUP_SELF) or polite  # ('..., I should like to find S', a19y)
            if (lead := _at(w.keys, k, j, W.SETUP_LEADS)) is not None and lead < j:
                return _among(w, lead, j, among, w.span(g, n)), lead, w.span(g, n)
            if polite > n + 1 and _elided_head(w, polite, j):  # ('As for G, I want to know the person who has R (T).',
                return _among(w, polite, j, among, w.span(g, n)), polite, w.span(g, n)  # a24y)
            # ('amongst G2, likewise the one with R2 (again T)', a19y: the step's verb said once before)
            k = n + 1 + (w.keys[n + 1:n + 2] in (["likewise"], ["similarly"]))
            if _elided_head(w, k, j):
                # 'then out of G2, the one with R2', '..., and among G2, whoever R2': the step's verb said once before
                return _among(w, k, j, among, w.span(g, n)), k, w.span(g, n)
    return None


_HELD_GROUP = "zzheldgroupzz"  # (a word standing for a group kept as said while a set-up's references are resolved)


def _elided_head(w: _Words, k: int, j: int) -> bool:
    """Does a step's person start at k without its verb ('whoever has the most pets', 'the one with the fewest pets')?"""
    if k + 3 < j and w.keys[k] == "the" and w.keys[k + 1] in W.TOP_THEM_NUMBERS and w.keys[k + 2] in \
            W.TOP_THEM_PEOPLE and w.keys[k + 3] in ("who", "with", "that", "having", "holding", "owning", "whose"):
        return True  # ('Among G, the 2 people with the largest total bank balances are selected.', e55d: a top N)
    if k + 4 < j and w.keys[k] == "the" and w.keys[k + 1] in W.TOP_THEM_NUMBERS and w.keys[k + 2] in \
            W.PERSON_SUPERLATIVES and w.keys[k + 3] in W.TOP_THEM_PEOPLE:
        return _at(w.keys, k + 4, j, W.SETUP_PASSIVE) is not None  # ('Among G, the three richest people are chosen.')
    return k + 1 < j and (w.keys[k] == "whoever" or w.keys[k] == "the" and w.keys[k + 1] in W.GENERIC_PERSON_HEADS
                          and k + 2 < j and w.keys[k + 2] in ("who", "with", "that", "having", "holding", "owning"))


_IN_THAT_GROUP = _lazy(r"\s+(?:in|of|from|within|among|amongst)\s+(?:that|this|the)\s+(?:group|set|bunch|lot|pool)\b|"
                            r"(?<=\bwho)\s+(?:among|amongst|of|from)\s+(?:them|those|these)(?:\s+people)?\b",
                            re.IGNORECASE)  # (and 'find who among them holds R': who holds R, among G)


def _among(w: _Words, start: int, j: int, among: str, group: str) -> str:
    """The person chosen at start from a group said apart: 'S among G', a tie rule after a comma in parentheses ('the
    person with the most cards, breaking ties by T' -> 'the person with the most cards among G (breaking ties by T)')."""
    head_end = next((m for m in range(start, j) if w.keys[m] == "," and
                     w.keys[start:m].count("(") == w.keys[start:m].count(")")), j)  # (not one inside a bracket)
    # ('Among G, the person with R is chosen, the eldest winning a tie.', a24x: the choice said in the passive)
    chosen = w.span(start, head_end)
    for m in range(start + 2, head_end):
        if (said := _at(w.keys, m, head_end, W.SETUP_PASSIVE)) is not None and (said == head_end or w.keys[said] == "("):
            chosen = w.span(start, m) + (f" {w.span(said, head_end)}" if said < head_end else "")  # (its aside kept)
            break
    if among == "in" and group.lower().startswith(("the same ", "the state ", "the city ")):
        # 'In the same state as A, the person with the most bank accounts': the people there (after the ranking, 'the
        # most bank accounts in the same state as A' could place the accounts)
        among = "among people in"
    if w.keys[start] == "whoever" and w.keys[start + 1:start + 2] == ["'s"] and start + 2 < head_end:
        # ('select whoever's vehicle has the earliest model year', e38k2: a possessive, as said; 'whoever's got the most
        # pets', 'whoever's oldest', 'whoever's the richest': 'has', 'is')
        after = w.keys[start + 2]
        if after == "got":
            chosen = f"the person who has {w.span(start + 2, head_end)}"
        elif after in ("the", "most", "least", "on", "in", "among") or after.endswith("est"):
            chosen = f"the person who is {w.span(start + 2, head_end)}"
    elif w.keys[start] in ("who", "whoever") and start + 1 < head_end:  # ('find who has the most cards')
        chosen = f"the person who {w.span(start + 1, head_end)}"
    elif start + 3 < head_end and w.keys[start] == "the" and w.keys[start + 1] in W.PERSON_HEADS and \
            w.keys[start + 2] in ("among", "amongst", "of") and w.keys[start + 3] in ("them", "these", "those"):
        chosen = f"the {w.keys[start + 1]} {w.span(start + 4, head_end)}"  # ('the one among them who ...': G's)
    elif (of := _ranked_of_them(w, start, head_end)) is not None:
        chosen = f"{w.span(start, of)} {w.span(of + 2, head_end)}".rstrip()  # ('take the oldest of these', a35t: G's)
    elif (its := _at(w.keys, start, head_end, W.GROUP_ITS)) is not None and its + 1 < head_end and \
            w.keys[its] == "member":  # ('and take its member with R', "the group's member with R", e44p: G's)
        chosen = f"the person {w.span(its + 1, head_end)}"
    # ('Take the oldest person in that group.', 'Choose the person in that group with R', c39w: the group just set up)
    chosen = _IN_THAT_GROUP.sub("", chosen)
    # ('take the member with R', 'choose the member of that group owning R', e44p: one of the group set up, a person)
    chosen = _MEMBER_CHOSEN.sub("the person ", chosen)
    person = f"{chosen} {among} {group}"
    if chosen.endswith(")") and (o := _last_open(chosen)) > 0:
        # 'take the one with more pets (if equal, the more old)': the group before the aside, as 'the one with more
        # pets among G (if equal, ...)' ('more pets' a learner's comparative for the first of the group after it, a18y)
        person = f"{chosen[:o].rstrip()} {among} {group} {chosen[o:]}"
    aside = head_end + 1 + (w.keys[head_end + 1:head_end + 2] == ["and"])  # (', and if there is a tie, T')
    if w.keys[aside:aside + 1] == ["or"] and _tie_words(w.span(aside + 1, j)):
        # ('the one with R, or the one with R2 if there is a tie', 'R, or, if several tie, the eldest', a35t: the rule
        # said as the choice's alternative)
        aside += 1 + (w.keys[aside + 1:aside + 2] == [","])
    return person + f" ({w.span(aside, j)})" if head_end < j else person


_MEMBER_CHOSEN = _lazy(r"^the\s+member\s+(?!of\b|in\b|from\b|among\b)", re.IGNORECASE)
_RANK_PHRASES = frozenset(p for phrases in W.RANK_ADJECTIVES.values() for p in phrases)


def _ranked_of_them(w: _Words, start: int, end: int) -> int | None:
    """Where 'of them' starts in a step's person said as a ranking adjective of the group just set up ('the best-paid of
    them', 'the oldest of these'), or None."""
    if w.keys[start] != "the":
        return None
    for of in range(start + 2, min(end - 1, start + 5)):
        if w.keys[of] == "of" and w.keys[of + 1] in ("them", "these", "those") and \
                " ".join(w.keys[start + 1:of]) in _RANK_PHRASES:
            return of
    return None


def _last_open(text: str) -> int:
    """Where the bracket closing `text` opens (-1 if none)."""
    depth = 0
    for n in range(len(text) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(text[n], 0)
        if depth == 0:
            return n if text[n] == "(" else -1
    return -1


def _two_setup(w: _Words, i: int, j: int) -> tuple[str, str] | None:
    """'We are comparing S1 and S2.', 'Let's say you locate S1, and S2.', 'Compare two people: S1; S2': the two
    people's words, split where one 'and' (or ', and') is followed by a person's noun phrase, and each half names one
    person; None when no split or several are possible."""
    lead = _at(w.keys, i, j, W.PAIR_SETUP_LEADS)
    said = _at(w.keys, i, j, W.PAIR_SETUP_ANNOUNCED) if lead is None else None
    if said is not None and said < j and w.keys[said] in (":", "\u2014"):
        lead = said + 1  # ('Two individuals are to be compared: S1, and S2')
    elif said is not None and (namely := _at(w.keys, said, j, W.PAIR_SETUP_NAMELY)) is not None:
        lead = namely  # ('Two persons are to be compared, namely S1 and S2', a35f)
    if (lead is None or w.keys[i] == "compare") and (by := _compared_by(w, i, j)) is not None:
        lead = by[2]  # ('Two people are to be compared by age: S1, and S2', a33e; 'Compare two people by age: ...', e38k)
    if lead is None:
        return None
    if w.keys[lead] in (":", "\u2014") and w.keys[lead - 1] == "compare":
        lead += 1  # ('Compare: S1, and S2. Who has more X?', a22y)
    announced = _at(w.keys, lead, j, W.PAIR_ANNOUNCED)
    if announced is not None and announced < j and w.keys[announced] in (":", "\u2014", ","):
        lead = announced + 1
    if w.keys[j - 1] == ")" and (opened := next((n for n in range(j - 2, lead, -1) if w.keys[n] == "("), None)) and \
            _at(w.keys, opened + 1, j, W.EACH_CASE) is not None:
        j = opened  # ('S1 and S2 (in each case, should two be level, T)': the aside said for both, read by the caller)
    lead += w.keys[lead] == ","  # ('Consider, among G1, S1, and, among G2, S2.', a25z)
    splits = []
    # ('Take S1, and compare that person with S2', a25y: the second said as whom the first is compared with)
    backs: dict[int, int] = {}
    for n in range(lead + 1, j - 1):
        if (back := _at(w.keys, n, j, W.PAIR_COMPARE_BACK)) is not None and back < j:
            backs.setdefault(back, n)
    for back, n in backs.items():
        first, second = w.span(lead, n), w.span(back, j)
        if _one_person(first) and _one_person(second):
            splits.append((first, second))
    for n in range(lead + 1, j - 1):
        # ('and, among G2, S2': the second's group said first and set off, a25z)
        after = n + 1 + (w.keys[n + 1] == "," and w.keys[n + 2:n + 3] in (["among"], ["amongst"], ["of"]))
        if w.keys[n] != "and" or w.keys[after] not in ("the", "whoever", "that", "this", "person", "among", "amongst", "of"):
            continue  # ('and person with most X': a learner's, a22y)
        if w.keys[after] in ("amongst", "of") and after == n + 1:
            continue
        first_end = n - (w.keys[n - 1] in (",", ";"))  # ('S1; and S2', a23z)
        first, second = w.span(lead, first_end), w.span(after, j)
        if _one_chosen(first) and _one_chosen(second):
            _second_group_back(w, lead, after)
            splits.append((_among_first(first), _among_first(second)))
    for n in range(lead + 2, j - 1):
        # ('Find S1, then find S2.', 'Take S1 and then S2', a35c: the second set up after 'then', its verb said again
        # or not)
        if w.keys[n] != "then" or w.keys[n - 1] not in (",", ";", "and"):
            continue
        first_end = n - 1 - (w.keys[n - 1] == "and" and w.keys[n - 2] in (",", ";"))
        after = n + 1 + (w.keys[n + 1] == ",")
        after = _at(w.keys, after, j, W.SETUP_LEADS) or after
        first, second = w.span(lead, first_end), w.span(after, j)
        if after < j and _one_chosen(first) and _one_chosen(second):
            splits.append((_among_first(first), _among_first(second)))
    return splits[0] if len(splits) == 1 else None


def _defined(n: int) -> str:
    """'1 is defined', '3 are defined': how many people a question defines, said in a refusal."""
    return f"{n} {'is' if n == 1 else 'are'} defined"


def _compared_by(w: _Words, i: int, j: int) -> tuple[Records | Metric, str, int] | None:
    """Two people announced as compared by a measure before they are listed ('Two people are to be compared by age: S1,
    and S2.', 'Two individuals are compared on number of pets: ...', a33e): the measure (words.COMPARE_TOPIC_MEASURES;
    the question must then compare by it, as after 'Compare the number of pets: ...'), its words, and where the two
    start; None when not so."""
    said = _at(w.keys, i, j, W.PAIR_SETUP_ANNOUNCED)
    # ('Compare two people by number of vehicles owned: S1, and S2.', e38k: the verb said first)
    said_first = said is not None and w.keys[i] == "compare" and w.keys[said - 1] in ("people", "individuals", "persons")
    if said is None or (w.keys[said - 1] not in ("compared", "compare", "check") and not said_first) or \
            (by := _at(w.keys, said, j, W.GLOSS_VERB_BY)) is None:
        return None
    best = _longest_measure(w, by, j, W.COMPARE_TOPIC_MEASURES)
    if best is not None and best[1] < j and w.keys[best[1]] in W.TIE_KEY_OWNED:  # ('number of vehicles owned', e38k)
        best = (best[0], best[1] + 1)
    if best is None or best[1] + 1 >= j or w.keys[best[1]] not in (":", "\u2014"):
        return None
    return best[0], w.span(by, best[1]), best[1] + 1


def _one_chosen(text: str) -> bool:
    """One person, or one person chosen from a group said first ('among the cat owners in Ohio, the person with the
    most pets', 'of G, the one with R', a25z)."""
    w = _words(text)
    if w.keys[:1] in (["among"], ["amongst"], ["of"]) and "," in w.keys[2:]:
        comma = w.keys.index(",", 2)
        return comma + 1 < len(w.keys) and _one_person(w.span(comma + 1, len(w.keys)))
    return _one_person(text)


def _second_group_back(w: _Words, first: int, second: int) -> None:
    """'Consider, among the dog owners in X, S1, and, among those in Y, S2' (as r25 F7): the two groups said apart
    (`_group_back`)."""
    groups = ("among", "amongst", "of")
    if w.keys[first] not in groups or w.keys[second] not in groups:
        return
    comma = next((n for n in range(first, len(w.keys)) if w.keys[n] == ","), len(w.keys))
    end = next((n for n in range(second + 1, len(w.keys)) if w.keys[n] == ","), len(w.keys))
    _group_back(w.span(first + 1, comma), w.span(second + 1, end))


def _group_back(first: str, second: str) -> None:
    """Two groups said apart, a person chosen from each, the second said by a pronoun for people ('those', 'the ones')
    and a place: 'Of the dog owners, take the richest; of those in Ohio, take the richest' (r26 F6), 'Consider, among
    the cat owners, S1, and, among those in Ohio, S2' (z26), 'Within the dog owners in X, and within those in Y, find
    R' (r25 F7). 'Those' may keep the first group's people (the dog owners in Ohio) or not (everyone in Ohio): refused
    naming both, in every layout that says two groups apart; also with more said after the place ('of those in Ohio
    with two or more pets', as r26 F5). Read: a second group with no place, saying its people ('of those sharing a
    blood type with X', a25z); a first group only of a place's people ('amongst residents of the state of A, S1, and,
    of those living in ... B, S2', n25z: people both times); a first group said by the same pronoun ('among those
    sharing a policy type with A, ..., and, among those sharing ... with B, ...'). (One sentence naming the two people
    with their groups, 'the person with R among JCB cardholders, or the person with R among those residing in the same
    state as X' (a22x), is the grammar's to read: `grammar._back_to_noun`.)"""
    one, two = _words(first).keys, _words(second).keys
    back = _back_head(two)
    if two[:1] in (["only"], ["just"]) or back == "ones":
        # 'Consider G1 and find S1. Now consider only those who own a dog / the ones who own a dog, and find S2' (r40
        # H1): 'only' and 'the ones' may narrow the first group, or say everyone so described
        raise ParseError(f"ambiguous: {second!r} could be the people of the first group ({first!r}) so described, or "
                         "everyone so described: say the second group in full")
    if back not in W.SECOND_GROUP_BACK or len(two) <= 1 + (two[0] == "the") or \
            (one[1:2] if one[:1] == ["the"] else one[:1]) == [back]:
        return  # (not said back, or said back bare: 'of them' is the first group again)
    said, firsts = _group_steps(second), _group_steps(first)
    if said and not any(_placed(steps) for steps in said) or any(not _kinds(steps) for steps in firsts):
        return
    raise ParseError(f"ambiguous: {second!r} could be the people of the first group ({first!r}) in that place, or "
                     "everyone there: say the second group in full, its people named again")


def _back_head(keys: list[str]) -> str | None:
    """The head a group's words open with, after 'the' (lower-case words: 'those in Ohio' -> 'those', 'the ones in
    Texas' -> 'ones', 'the dog owners' -> 'dog'): a pronoun of words.SECOND_GROUP_BACK when the group is said back
    (`_group_back`, `_group_after`, layout._pair_item)."""
    return keys[1] if keys[:1] == ["the"] and len(keys) > 1 else keys[0] if keys else None


def _group_steps(text: str) -> list[tuple[Step, ...]]:
    """Every reading of a group said alone (grammar.group, to its end), or of a person's group ('the richest dog
    owner': grammar.subject); none when it is not read alone."""
    p = Parser(text)
    groups = [steps for steps, e in group(p, 0) if p.tokens[e].kind == END and steps]
    return groups or [s.pick.steps for s, e in subject(p, 0) if p.tokens[e].kind == END]


def _placed(steps: tuple[Step, ...]) -> bool:
    """Do the steps place their people ('in Ohio', 'in the same state as X')?"""
    return any(isinstance(t, SameAs | Holds) and t.attribute in W.PLACES for t in steps)


def _kinds(steps: tuple[Step, ...]) -> bool:
    """Do the steps say a kind of people a pronoun could keep ('dog owners', 'Discover cardholders', 'people with two
    pets'), not only a place or a person ('residents of Ohio', 'the owner of pet X')?"""
    return any(not _placed((t,)) and not isinstance(t, OwnerOf | OtherThan) for t in steps)


def _among_first(person: str) -> str:
    """'of G, the one with R' -> 'among G, the one with R' (a25z: the group said first with 'of', as with 'among')."""
    return f"among {person[3:]}" if person[:3].lower() == "of " and "," in person else person


def _two_steps(w: _Words, i: int, j: int) -> list[tuple[str, int, str | None]] | None:
    """Two steps said in one sentence, each with its group said first ('Among G1, take R1, and among G2, take R2', 'Of
    G1, pick R1 and, of G2, pick R2', a36d): the two set-ups (`_setup`: the person's words, where they start, the group),
    split where 'and' opens the second's group; None unless exactly one split reads as two steps, each with a group of
    its own (not 'among those': the first's people)."""
    if w.keys[i] not in _STEP_GROUP_WORDS:
        return None
    found = []
    for n in range(i + 3, j - 3):
        if w.keys[n] != "and" or _depth(w, i, n) != 0:
            continue
        k = n + 1 + (w.keys[n + 1] == ",")
        if w.keys[k] not in _STEP_GROUP_WORDS or w.keys[k + 1] in ("those", "them", "these", "that", "this"):
            continue
        first, second = _setup(w, i, n - (w.keys[n - 1] == ",")), _setup(w, k, j)
        if first is not None and second is not None and first[2] and second[2]:
            found.append([first, second])
    return found[0] if len(found) == 1 else None


_STEP_GROUP_WORDS = frozenset({"among", "amongst", "of", "from", "within", "in"})


def _two_groups_step(w: _Words, i: int, j: int) -> tuple[str, str] | None:
    """One step said for two groups in one sentence ('Within the state of X, and within the state of Y, find whoever
    holds R, T.', 'Find, in the state of X and in the state of Y, the resident with R, T.', a24x): the two people, the
    step's person chosen in each group ('whoever holds R among people in the state of X (T)'); None when not so. The
    groups are said with one preposition repeated ('within G1, and within G2'); a tie rule after the person is each
    one's (it is said of the step, once for both)."""
    k = i
    verb = _at(w.keys, k, j, W.SETUP_SELECT)
    if verb is not None:  # 'Find, in G1 and in G2, S'
        k = verb + (w.keys[verb:verb + 1] == [","])
    if k >= j or w.keys[k] not in _GROUP_PREPOSITIONS:
        return None
    prep = w.keys[k]
    joins = [n for n in range(k + 2, j - 1) if w.keys[n] == "and" and w.keys[n + 1] == prep and _depth(w, k, n) == 0]
    if len(joins) != 1:
        return None
    n = joins[0]
    first = w.span(k + 1, n - (w.keys[n - 1] == ","))
    commas = [c for c in range(n + 3, j - 1) if w.keys[c] == "," and _depth(w, k, c) == 0]
    if not commas:
        return None
    c = commas[0]
    second = w.span(n + 2, c)
    _group_back(first, second)  # ('Within the dog owners in X, and within those in Y, find R', r25 F7)
    start = c + 1
    if verb is None:  # 'Within G1, and within G2, find S'
        select = _at(w.keys, start, j, W.SETUP_SELECT)
        if select is None or select >= j:
            return None
        start = select
    if any(x in g for g in (first, second) for x in ",;:()") or w.keys[start] in _GROUP_PREPOSITIONS or \
            not _strings(w, k + 1, n) or not _strings(w, n + 2, c):
        return None  # (each group an anchor's, as _TWO_PLACES reads places: 'In the state of A, and in Texas, find
        # R' and 'Within Ohio, and within Texas, ...' stay refused, two places listed: in both, or either, n25z)
    among = "among" if prep in W.AMONG_WORDS else "in"
    return _among(w, start, j, among, first), _among(w, start, j, among, second)


_GROUP_PREPOSITIONS = frozenset({"within", "in", "among", "amongst"})


def _two_in_group(w: _Words, i: int, j: int) -> tuple[str, str] | None:
    """One group said first, then two people chosen in it, joined by 'and' ('Given Mastercard holders: take the one
    with R1 (T1) and the one with R2 (T2).', 'Among G, find whoever has R1 and whoever has R2.', a27z): each person
    chosen among the group ('the one with R1 among G (T1)'); None when not so. Each person is said with their own head
    ('and the one ...', 'and whoever ...'): 'the one with R1 and R2' is one person, not read here."""
    g = _at(w.keys, i, j, W.STEP_GROUP)
    if g is None and (g := _at(w.keys, i, j, W.STEP_GROUP_PEOPLE)) is not None and \
            w.keys[g + (w.keys[g:g + 1] == ["the"])] not in W.PLURAL_HEADS:
        return None
    if g is None or g >= j or w.keys[g] in ("each", "every", "both"):
        return None
    sep = next((n for n in range(g + 1, j) if w.keys[n] in (",", ":") and _depth(w, g, n) == 0), None)
    if sep is None or (lead := _at(w.keys, sep + 1, j, W.SETUP_LEADS)) is None or lead >= j:
        return None
    joins = [n for n in range(lead + 1, j - 1) if w.keys[n] == "and" and _depth(w, lead, n) == 0
             and _elided_head(w, n + 1, j)]
    if len(joins) != 1 or not _elided_head(w, lead, joins[0]):
        return None
    n = joins[0]
    end = n - (w.keys[n - 1] == ",")
    if any(w.keys[m] in (",", ":", "\u2014") and _depth(w, lead, m) == 0 for m in (*range(lead, end), *range(n + 1, j))) \
            or (w.keys[end - 1] == ")") != (w.keys[j - 1] == ")"):
        return None  # (a rule set off after the second, or in brackets after one of the two only, could be for both: not
        # read here)
    among = w.keys[i] if w.keys[i] in ("among", "amongst", "in", "of", "from") else \
        "in" if w.keys[i] == "within" else "among"
    group = w.span(g, sep)
    first = _among(w, lead, end, among, group)
    second = _among(w, n + 1, j, among, group)
    return (first, second) if _a_person(first) and _a_person(second) else None


def _same_again(w: _Words, i: int, j: int) -> int | None:
    """'(Next,) do the same for X': where X starts."""
    return _at(w.keys, _at(w.keys, i, j, W.STEP_LEADS) or i, j, W.SAME_AGAIN)


def _repeat_at(w: _Words, i: int, j: int) -> tuple[int, int] | None:
    """A step repeated for X: 'do the same for X' (X to the end), or X said first ('For X, do the same', 'for X, the
    same', '(and) for X, likewise'): where X starts and ends."""
    if (again := _same_again(w, i, j)) is not None:
        return again, j
    k = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, k, j, W.CONTEXT_LEADS)
    if lead is None:
        return None
    comma = next((n for n in range(lead + 1, j) if w.keys[n] == ","), None)
    if comma is None or not _strings(w, lead, comma):
        return None
    end = _at(w.keys, comma + 1, j, W.SAME_BARE)
    if end is not None and (end == j or _at(w.keys, end, j, W.STEP_AGAIN) == j):
        return lead, comma
    return None


def _context_first(w: _Words, i: int, j: int) -> tuple[str, W.Said, int | None] | None:
    """The person a question is about said first: 'For S, <the rest>' (a pet or a car standing for its owner, 'its
    owner' referring to them), or 'The dog named 'Heidi' has an owner': the person's words, the names they may be
    referred to by, and where the rest of the sentence starts (None when nothing follows)."""
    lead = _at(w.keys, i, j, W.CONTEXT_LEADS)
    if lead is not None:
        end = next((n for n in range(lead + 1, j) if w.keys[n] == ","), None)
        if end is None or end + 1 >= j:
            return None
        rest: int | None = end + 1
    else:
        owner = next((n for n in range(i + 1, j) if w.keys[n:n + 3] == ["has", "an", "owner"]), None)
        if owner is None or owner + 3 != j or w.keys[i] not in ("the", "a"):
            return None
        lead, end, rest = i, owner, None
    quoted = _strings(w, lead, end)
    typed = w.span(lead, end)
    keys = w.keys[lead:end]
    if len(quoted) != 1 or _several(typed):
        return None
    if any(k in W.PERSON_HEADS for k in keys[:quoted[0] - lead]):
        return (typed, (), rest) if rest is not None else None
    if any(k in W.CONTEXT_THINGS for k in keys[:quoted[0] - lead]) and quoted[0] == end - 1:
        typed = typed[:1].lower() + typed[1:]
        return f"the owner of {typed}", W.GIVEN_OWNER, rest
    return None


def _place_look(w: _Words, i: int, j: int, person: _Person) -> tuple[str, int | None] | None:
    """'look at their state(: who there ...)', 'consider its owner's state': the place's noun as written, and where
    the rest of the sentence starts (None when nothing follows)."""
    k = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, k, j, W.PLACE_LOOK)
    if lead is None:
        return None
    pos = _at(w.keys, lead, j, W.REFER_POSSESSIVE)
    if pos is None and (alias := _at(w.keys, lead, j, tuple(a.lower() for a in person.aliases))) is not None and \
            w.keys[alias:alias + 1] == ["'s"]:
        pos = alias + 1
    if pos is None or (end := _at(w.keys, pos, j, W.PLACE_NOUNS)) is None:
        return None
    if end == j:
        return w.span(pos, end), None
    if w.keys[end] in (":", "\u2014", ",", "and") and end + 1 < j:
        return w.span(pos, end), end + 1 + (w.keys[end] == "," and w.keys[end + 1] == "and")
    return None


def _strings(w: _Words, i: int, j: int) -> list[int]:
    return [n for n in range(i, j) if w.kinds[n] == STRING]


def _names_as_before(w: _Words, before: _Person, at: int, j: int) -> bool:
    """Do the words at .. j name their one anchor (at their end) as the person before names theirs ('state of the
    owner of pet 'Y'' after '... residents of the state of the owner of pet 'X'')?"""
    before_words = _words(before.text)
    theirs = _strings(before_words, 0, len(before_words.keys))
    if len(theirs) != 1 or _strings(w, at, j) != [j - 1]:
        return False
    new = [k for k in w.keys[at:j - 1] if k not in W.ARTICLES]
    old = [k for k in before_words.keys[:theirs[0]] if k not in W.ARTICLES]
    return bool(new) and old[-len(new):] == new


def _again(w: _Words, before: _Person, at: int, j: int, said: str) -> str:
    """The person of 'do the same for X': the one before with X's anchor in place of theirs (X names the anchor
    the way the one before did, or ends how it did: 'pet 'Y'' after 'the owner of pet 'X''); else refused."""
    state = _state_at(w, at, j)
    if state is not None:  # 'do the same for Texas' after 'among residents of Ohio, find ...'
        before_words = _words(before.text)
        theirs_states = [(n, e) for n in range(len(before_words.keys)) if (e := _state_at(before_words, n)) is not None]
        if state == j and len(theirs_states) == 1 and not _strings(before_words, 0, len(before_words.keys)):
            n, e = theirs_states[0]
            # (the words after the state from its own end: 'the Ohio resident with R' -> 'the Texas resident ...',
            # r49: the space before 'resident' was lost)
            state_end = before_words.starts[e - 1] + len(before_words.raw[e - 1])
            return before.text[:before_words.starts[n]] + w.span(at, j) + before.text[state_end:]
        raise ParseError(f"cannot read {said!r}: the person it repeats ({before.text!r}) does not name one state "
                         "to replace")
    k = at + (w.keys[at:at + 1] == ["the"])
    if (found := _attribute_of(w, k, j)) is not None and found[0] is Attribute.STATE and \
            (where := _at(w.keys, found[1], j, W.SAME_FOR_PLACE_WHERE)) is not None and \
            (lives := next((n for n in range(where + 1, j) if _at(w.keys, n, j, W.SAME_FOR_PLACE_LIVES) == j),
                           None)) is not None:
        # 'do the same for the state where the owner of pet 'Y' lives' (c51w): as 'the state of the owner of pet 'Y''
        if not _uses_value(before.text, found[0]) and not _place_of_anchor(before.text, found[0]):
            raise ParseError(f"cannot read {said!r}: the steps it repeats do not use the {w.span(k, found[1])} of "
                             "the person they start from")
        at, j = where, lives
    elif (found := _attribute_of(w, k, j)) is not None and (of := _at(w.keys, found[1], j, W.VALUE_OF)) is not None \
            and not _names_as_before(w, before, at, j):
        # 'do the same for the blood type of the owner of pet 'Y'' after 'people with the same blood type as the owner
        # of pet 'X'': the owner of pet 'Y' (the steps must use that attribute of the one they started from)
        if not _uses_value(before.text, found[0]) and not _place_of_anchor(before.text, found[0]):
            raise ParseError(f"cannot read {said!r}: the steps it repeats do not use the {w.span(k, found[1])} of "
                             "the person they start from")
        at = of
    before_words = _words(before.text)
    theirs = _strings(before_words, 0, len(before_words.keys))
    quoted = _strings(w, at, j)
    if len(quoted) == 2 and len(theirs) == 1 and (instead := _at(w.keys, quoted[0] + 1, j, W.IN_PLACE_OF)) is not None \
            and _strings(w, instead, j) == [j - 1] and w.raw[j - 1] == before_words.raw[theirs[0]]:
        # 'do the same with S2 in place of 'x'' (x the anchor of the person it repeats): S2
        j, quoted = quoted[0] + 1, quoted[:1]
    if len(quoted) != 1:
        raise ParseError(f"cannot read {said!r}: 'do the same for' must name one anchor (e.g. \"do the same for pet "
                         "'Max'\")")
    q = quoted[0]
    if len(theirs) != 1:
        raise ParseError(f"cannot read {said!r}: the person it repeats ({before.text!r}) names "
                         f"{'no' if not theirs else 'several'} anchor(s), so which one it replaces is not clear")
    new = [k for k in w.keys[at:q] if k not in W.ARTICLES]
    old = [k for k in before_words.keys[:theirs[0]] if k not in W.ARTICLES]
    if new and old[-len(new):] != new and q + 1 == j and (person := _anchor_person(before_words, theirs[0])) and \
            _head(w.span(at, j)) is not None and _one_person(w.span(at, j)):
        # 'do the same for the user 'y'' after '... the same provider as the owner of plate 'X'': that person
        # replaced whole (another anchor's kind), the words around them kept
        after = before.text[before_words.starts[theirs[0] + 1]:] if theirs[0] + 1 < len(before_words.keys) else ""
        space = " " if after and after[0] not in ",.;:?!)" else ""
        return f"{before.text[:before_words.starts[person]]}{w.span(at, j)}{space}{after}"
    # words after the anchor: as the person before says them after theirs ('pet 'Y''s owner's card' after 'pet 'X''s
    # owner's card'), or the possessive of the owner they name ('pet 'Y''s owner' after 'the owner of pet 'X'')
    tail = w.keys[q + 1:j]
    if tail and before_words.keys[theirs[0] + 1:theirs[0] + 1 + len(tail)] != tail and \
            not (tail == ["'s", "owner"] and "owner" in old[-3:-1]):
        raise ParseError(f"cannot read {said!r}: 'do the same for' must name one anchor (e.g. \"do the same for pet "
                         "'Max'\")")
    if not new or old[-len(new):] != new:
        raise ParseError(f"cannot read {said!r}: {w.span(at, j)!r} does not name its anchor as the person it repeats "
                         f"does ({before.text!r})")
    n = theirs[0]
    closing = before.text[before_words.starts[n]:before_words.starts[n + 1]]  # (the space after the quote kept)
    after = closing[len(closing.rstrip()):] + before.text[before_words.starts[n + 1]:] if n + 1 < len(before_words.keys) \
        else ""
    return before.text[:before_words.starts[n]] + w.text[w.starts[q]:w.starts[q + 1]].strip() + after


def _anchor_person(w: _Words, q: int) -> int | None:
    """Where the person whose anchor is at q starts, said after a word that relates them ('... as the owner of plate
    'X'', '... of the user 'x'', '... where the owner of pet 'Y' lives'): their words from 'the' to the anchor name one
    person by a person's noun; None when not so."""
    if w.keys[q + 1:q + 2] == ["'s"]:  # ('pet 'X''s owner'): not so
        return None
    for s in range(q - 1, 0, -1):
        if w.keys[s] == "the" and w.keys[s - 1] in ("as", "of", "where", "than", "with", "by") and \
                _head(w.span(s, q + 1)) is not None and _one_person(w.span(s, q + 1)):
            return s
        if w.keys[s] in (",", ";", "who", "that", "which", "among", "in"):
            return None
    return None


def _again_among(w: _Words, before: _Person, at: int, j: int) -> str | None:
    """'do the same among residents of X2' / 'in the state where S2 lives' after a step choosing from a group said
    apart ('Among residents of X1, find R'): R among the new group, when it starts as the first did ('residents of',
    'the state') and the first is said once."""
    at += w.keys[at:at + 1] in (["in"], ["among"], ["amongst"], ["within"])
    return _in_group(before, w.span(at, j))


_GROUP_STARTS = W.PEOPLE_HEADS | {"everyone", "everybody", "those", "anyone"}


_CLAUSE_WORDS = frozenset({"who", "that", "which", "with", "without", "having", "owning", "holding", "whose", "but",
                           "except", "excluding", "not", "no"})


def _conditioned(keys: list[str]) -> bool:
    """Do a group's words say a condition ('who own no pets', 'with a dog'), not only its place or value shared ('who
    share the blood type of A', 'who live in Texas')?"""
    return any(k in _CLAUSE_WORDS and not (k in ("who", "that") and keys[n + 1:n + 2] and keys[n + 1] in _BASE_VERBS)
               # (an anchor's own 'with': 'the owner of the car with plate 'X'', 'the user with username 'x'', a24v)
               and not (k == "with" and {"plate", "username"} & set(keys[n + 1:n + 4]))
               for n, k in enumerate(keys))


_BASE_VERBS = frozenset({"share", "shares", "live", "lives", "reside", "resides"})


def _group_instead(w: _Words, before: _Person, at: int, j: int) -> str | None:
    """'do the same for residents of Texas' / 'do the same among people with the same blood type as B' (k21): the step
    repeated over a group said whole, where no group of the step's is said as it is (`_again_among`): 'the one among
    G', read by the grammar as the step's ranking and tie rule over G, next to the step's person only (a pair, two
    people's sum: `grammar._that_of_second`; alone it is refused). Not when the step's group has a condition of its
    own ('among residents of Ohio who own no pets': G may or may not keep it), nor for a group of a condition alone
    ('do the same among people with no pets' could narrow the step's group), nor G with a condition ('among
    residents of Texas who own no pets' could mean it for both): one place or shared value, as the grammar wants."""
    group = before.group or _unbracketed(before.text.split(" among ")[-1])  # (not the step's tie rule after it:
    # 'the one with R among Discover cardholders (oldest if tied)')
    if _conditioned(_words(group).keys):
        return None
    at += w.keys[at:at + 1] in (["in"], ["among"], ["amongst"], ["within"], ["from"])
    k = at + (w.keys[at:at + 1] in (["all"], ["the"]))
    k += w.keys[k:k + 1] == ["the"]
    said_first = re.match(r"(?:among|amongst|from|of)\s+([^,]+),", group, re.IGNORECASE)  # ('among G1, the one with R')
    if _value_swapped(said_first.group(1) if said_first else group, w.span(at, j)):
        return f"the one among {w.span(at, j)}"  # ('Among Discover cardholders, find R. Do the same among Mastercard
        # cardholders.', a37p: one value of one kind for another)
    if k >= j or w.keys[k] not in _GROUP_STARTS or _conditioned(w.keys[k:j]) or \
            not {"same", "share", "shares", "sharing"} & set(w.keys[k:j]) and not any(_state_at(w, n) for n in range(k, j)):
        return None
    return f"the one among {w.span(at, j)}"


def _value_swapped(group: str, new: str) -> bool:
    """Are the two groups each read one way only, as the holders of one value of the same kind, the values apart
    ('Discover cardholders' / 'Mastercard cardholders', 'Life insurance policy holders' / 'people with an Auto insurance
    policy')? The new group then stands in for the old one, never narrows it: a careful reader takes 'do the same among
    Mastercard cardholders' after 'among Discover cardholders' so."""
    old_steps, new_steps = _group_steps(group), _group_steps(new)
    if len(old_steps) != 1 or len(new_steps) != 1 or len(old_steps[0]) != 1 or len(new_steps[0]) != 1:
        return False
    a, b = old_steps[0][0], new_steps[0][0]
    return isinstance(a, Holds) and isinstance(b, Holds) and a.attribute == b.attribute and a.value != b.value and \
        a.attribute not in W.PLACES


def _in_group(before: _Person, new: str) -> str | None:
    group = before.group
    if group is None or before.text.count(group) != 1:
        return None
    # the same words but the anchors ('residents of Ohio' / 'of Texas'): a condition left out or added ('Among
    # residents of Ohio who own no pets ... do the same among residents of Texas') could be meant or not: not read
    if _alike(_words(new)) != _alike(_words(group)) and not _anchor_replaced(group, new):
        return None
    return before.text.replace(group, new)


def _alike(w: _Words) -> list[str]:
    """The group's words masked (`_masked`), each way of saying a thing in words.GROUP_SAID_ALIKE as one word ('the
    people who live in' and 'those living in' alike)."""
    keys = _masked(w)
    out, n = [], 0
    while n < len(keys):
        found = next(((c, end) for c, phrases in enumerate(W.GROUP_SAID_ALIKE)
                      if (end := _at(keys, n, len(keys), phrases)) is not None), None)
        if found is None:
            out.append(keys[n])
            n += 1
        else:
            out.append(f"<{found[0]}>")
            n = found[1]
    return out


def _anchor_replaced(group: str, new: str) -> bool:
    """Are the words the same up to 'of' or 'as', each going on to name one person by one anchor at their end ('the
    state of the owner of pet 'X'' / 'the state of the user 'y'')? A place said of one person and where the other
    lives is one place said two ways ('the state where the owner of the dog named 'X' lives' / 'the state of the owner
    of the vehicle with number plate 'Y'', a25z)."""
    a, b = (_words(_WHERE_LIVES.sub(r"\g<place> of \g<who>", said)) for said in (group, new))
    n = 0
    while n < min(len(a.keys), len(b.keys)) and a.keys[n] == b.keys[n] and a.kinds[n] != STRING:
        n += 1
    while n > 0 and a.keys[n - 1] not in ("of", "as", "where"):
        n -= 1
    if n == 0:
        return False
    # ('the state where the user 'x' lives' / 'the state where the owner of pet 'Y' lives': the same verb after each)
    # ('the state where the owner of the cat named 'X' lives' / '... of the bird named 'Y' lives': a species told
    # apart, the verb after each the same)
    tail = 0 if "where" not in a.keys[:n] else next((t for t in (1, 2) if a.keys[-t:] == b.keys[-t:] and
                                                    _at(a.keys, len(a.keys) - t, len(a.keys), W.REFER_LIVES)), -1)
    if tail < 0:
        return False
    return all(_strings(x, n, len(x.keys)) == [len(x.keys) - 1 - tail] and
               _one_person(x.span(n, len(x.keys) - tail)) for x in (a, b))


def _group_again(w: _Words, i: int, j: int) -> tuple[int, int] | None:
    """'(and) among G2, do likewise', 'considering G2, do the same': where the group starts, and the comma before the
    repeat."""
    i = _at(w.keys, i, j, W.STEP_LEADS) or i
    i = _at(w.keys, i, j, W.STEP_LEADS) or i  # ('and then among G2, ...')
    if (start := _at(w.keys, i, j, W.STEP_GROUP)) is None:
        return None
    comma = next((n for n in range(j - 1, i, -1) if w.keys[n] == ","), None)
    return (start, comma) if comma is not None and _at(w.keys, comma + 1, j, W.SAME_BARE) == j else None


def _masked(w: _Words) -> list[str]:
    """The words with each anchor in quotes and each state's name as a blank."""
    out, n = [], 0
    while n < len(w.keys):
        if w.kinds[n] == STRING:
            out.append("'*'")
            n += 1
        elif (end := _state_at(w, n)) is not None:
            out.append("<state>")
            n = end
        else:
            out.append(w.keys[n])
            n += 1
    return out


def _again_from(w: _Words, people: list[_Person], places: list[_Place], before: _Person, at: int, j: int,
                said: str) -> str | None:
    """'do the same for S2' after steps that started from one person S1 (taken up into the person found, 'Note the
    blood type of S1. Among everyone with that blood type, find R.'): the person found with S2 in place of S1; 'for
    the blood type of S2' when the step noted S1's blood type (another attribute is refused). None when the steps
    did not start from one person, or the words are not a person's (the anchor is replaced as before: `_again`)."""
    roots = [p for p in people if p.consumed]
    if len(roots) != 1 or before.text.count(roots[0].text) != 1:
        return None
    k = at + (w.keys[at:at + 1] == ["the"])
    found = _attribute_of(w, k, j)
    if found is not None and (of := _at(w.keys, found[1], j, W.VALUE_OF)) is not None:
        noted = [p.kind or _attribute_of(_words(p.attribute), 0, len(_words(p.attribute).keys)) for p in places
                 if p.of == roots[0].text]
        kinds = {n if isinstance(n, Attribute) or n is None else n[0] for n in noted}
        if kinds != {found[0]} and (noted or not _place_of_root(before.text, roots[0].text, found[0])):
            raise ParseError(f"cannot read {said!r}: the steps it repeats do not note the {w.span(k, found[1])} of "
                             f"{roots[0].text!r}")
        at = of
    new = w.span(at, j)
    if not _one_person(new) or _head(new) is None:
        return None
    return before.text.replace(roots[0].text, new)


def _place_of_root(text: str, root: str, kind: Attribute) -> bool:
    """Is the person the steps started from used in the person found only for their state or city ('... among the
    people living in the same state as S1', from 'in that owner's state', e49c), so that 'do the same for the state of
    S2' puts S2 in their place? (words.PLACE_OF_ROOT: the words right before them)"""
    if kind not in (Attribute.STATE, Attribute.CITY) or text.lower().count(root.lower()) != 1:
        return False
    before = _words(text[:text.lower().find(root.lower())]).keys
    return any(before[-len(said):] == list(said) for said in _split_all(W.PLACE_OF_ROOT[kind.value]))


def _split_all(phrases: W.Said) -> list[tuple[str, ...]]:
    return [tuple(_words(p).keys) for p in phrases]


_STATES = tuple(state.lower() for state in W.US_STATES)


def _state_at(w: _Words, i: int, j: int | None = None) -> int | None:
    """The end of a US state's name at i ('Texas', 'New York'), or None."""
    return _at(w.keys, i, len(w.keys) if j is None else j, _STATES)


def _place_setup(w: _Words, i: int, j: int) -> tuple[str, str] | None:
    """'Start with S and that person's state.', 'Begin with the car bearing plate 'X' and its owner's state.': the
    person's words and the place's noun, for a sentence that sets up nothing else."""
    i = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, i, j, W.SETUP_LEADS)
    if lead is None:
        return None
    for n in range(lead + 1, j - 1):
        if w.keys[n] != "and":
            continue
        if (pos := _at(w.keys, n + 1, j, W.REFER_POSSESSIVE)) is not None and \
                _at(w.keys, pos, j, W.PLACE_NOUNS) == j:
            return w.span(lead, n), w.span(pos, j)
        if w.keys[n + 1:n + 4] == ["its", "owner", "'s"] and _at(w.keys, n + 4, j, W.PLACE_NOUNS) == j \
                and _strings(w, lead, n):
            return f"the owner of {w.span(lead, n)}", w.span(n + 4, j)
    return None


_VALUE_WORDS = {a: W.ATTRIBUTE_NOUNS[a] + W.HOME_PLACE_NOUNS.get(a, ()) + W.VALUE_NOUNS.get(a, ()) for a in W.ATTRIBUTE_NOUNS}


def _uses_value(text: str, kind: Attribute) -> bool:
    """Does the person's one anchor stand in their words as the one whose value of kind the group shares ('people with
    the same blood type as A', 'people whose blood type matches that of A', 'everyone sharing a blood type with A'):
    the attribute's noun said with a word of sharing, and no other attribute, anchor or state between it and A?"""
    w = _words(text)
    quoted = _strings(w, 0, len(w.keys))
    if len(quoted) != 1:
        return False
    for n in range(quoted[0]):
        found = _attribute_of(w, n, quoted[0])
        if found is None or found[0] != kind:
            continue
        between = w.keys[found[1]:quoted[0]]
        if any(_attribute_of(w, m, quoted[0]) is not None or _state_at(w, m, quoted[0]) is not None
               for m in range(found[1], quoted[0])):
            return False
        if set(w.keys[max(0, n - 2):n] + between[:3]) & W.VALUE_SHARED:
            return True
    return False


def _place_of_anchor(text: str, kind: Attribute) -> bool:
    """Is the person's one anchor the one whose state or city their group is of, the place said as theirs ('... among
    the residents of the state of the owner of the cat named 'X'', '... the state where the owner of pet 'X' lives'),
    so that 'do the same for the state of the user 'y'' puts that user in their place (a26x)?"""
    if kind not in (Attribute.STATE, Attribute.CITY):
        return False
    w = _words(text)
    quoted = _strings(w, 0, len(w.keys))
    if len(quoted) != 1 or (person := _anchor_person(w, quoted[0])) is None or person < 2:
        return False
    return w.keys[person - 1] in ("of", "where") and w.keys[person - 2] == kind.value and \
        (found := _attribute_of(w, person - 2, person - 1)) is not None and found[0] == kind


def _attribute_of(w: _Words, i: int, j: int) -> tuple[Attribute, int] | None:
    """An attribute's noun at i ('blood type', 'credit card provider', 'home state'): the attribute, and its end."""
    best: tuple[Attribute, int] | None = None
    for attr, nouns in _VALUE_WORDS.items():
        end = _at(w.keys, i, j, nouns)
        if end is not None and (best is None or end > best[1]):
            best = (attr, end)
    return best


def _step_end(w: _Words, start: int, j: int) -> tuple[int, int | None]:
    """Where a step's words from start end: at '(, ) and (then) <a set-up verb>' that starts the next step in the same
    sentence ('note the blood type of S and find, among ...'), or at the sentence's end; and where the next starts."""
    for n in range(start + 1, j - 1):
        if w.keys[n] in ("and", ";") or w.keys[n] == "," and w.keys[n + 1] == "and":
            k = n + 1 + (w.keys[n] == "," or w.keys[n] == ";" and w.keys[n + 1] == "and")
            k += w.keys[k:k + 1] == ["then"]
            k += w.keys[k:k + 1] == [","]
            if _at(w.keys, k, j, W.SETUP_LEADS) is not None or _at(w.keys, k, j, W.SETUP_SELECT) is not None or \
                    w.keys[k:k + 1] in (["among"], ["amongst"]):
                return n, k
    return j, None


def _value_setup(w: _Words, i: int, j: int) -> tuple[str, str, Attribute, int | None] | None:
    """A step noting a value about one person: 'Note the blood type of S', 'Find the state of S', 'Look up S and note
    their credit card provider', '... and note which credit card provider they use': the person's words, the
    attribute as written, the attribute, and where a next step in the same sentence starts."""
    i = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, i, j, W.VALUE_LEADS)
    if lead is None or lead >= j:
        return None
    if w.keys[lead] == "the" and (found := _attribute_of(w, lead + 1, j)) is not None and \
            (of := _at(w.keys, found[1], j, W.VALUE_OF)) is not None:
        end, rest = _step_end(w, of, j)
        if _one_person(w.span(of, end)):
            return w.span(of, end), w.span(lead + 1, found[1]), found[0], rest
        return None
    if w.keys[lead] == "the" and (found := _attribute_of(w, lead + 1, j)) is not None and \
            found[0] in (Attribute.STATE, Attribute.CITY) and (where := _at(w.keys, found[1], j, W.REFER_WHERE)):
        # 'the state where S lives (and ...)'
        end, rest = _step_end(w, where, j)
        lives = next((n for n in range(end - 1, where, -1) if _at(w.keys, n, end, W.REFER_LIVES) == end or
                      _at(w.keys, n, end, W.REFER_LIVES) == end - 1 and w.keys[end - 1] == "in"), None)
        if lives is not None and _one_person(w.span(where, lives)):
            return w.span(where, lives), w.span(lead + 1, found[1]), found[0], rest
        return None
    if w.keys[lead] in ("what", "which") and (found := _attribute_of(w, lead + 1, j)) is not None:
        # 'Find out what type of insurance policy S holds (and ...)' (a29z)
        end, rest = _step_end(w, found[1], j)
        verb = _held_after(w, found[1], end)
        if verb is not None and _one_person(w.span(found[1], verb)):
            return w.span(found[1], verb), w.span(lead + 1, found[1]), found[0], rest
        return None
    for n in range(lead + 1, j - 1):
        if w.keys[n] != "and":
            continue
        note = _at(w.keys, n + 1, j, W.VALUE_NOTE)
        if note is None and w.keys[lead - 2:lead] == ["look", "at"] and w.keys[n + 1] == "the":
            note = n + 1  # ('Look at S and the type of insurance policy they hold.', a29z)
        if note is None:
            continue
        person = w.span(lead, n)
        if not _one_person(person):
            return None
        if (their := _at(w.keys, note, j, W.VALUE_THEIR)) is not None and \
                (found := _attribute_of(w, their, j)) is not None:
            if w.keys[their - 2:their] == ["owner", "'s"] and w.keys[their - 3] == "its":
                person = f"the owner of {person}"
            end, rest = _step_end(w, found[1], j)
            return (person, w.span(their, found[1]), found[0], rest) if end == found[1] else None
        if w.keys[note:note + 1] in (["which"], ["what"], ["the"]) and \
                (found := _attribute_of(w, note + 1, j)) is not None and \
                (verb := _at(w.keys, found[1] + (w.keys[found[1]:found[1] + 1] == ["that"]), j, W.VALUE_WHICH)) \
                is not None:
            # ('... and note which credit card provider they use', '... and note the type of insurance policy they
            # hold', a29z)
            end, rest = _step_end(w, verb, j)
            return (person, w.span(note + 1, found[1]), found[0], rest) if end == verb else None
        return None
    return None


def _held_after(w: _Words, start: int, end: int) -> int | None:
    """Where the verb that ends a step's words start .. end - 1 starts ('... S holds', '... S lives in'): None if
    they end with none (words.VALUE_HELD_AFTER)."""
    verb = next((n for n in range(end - 1, start, -1) if _at(w.keys, n, end, W.VALUE_HELD_AFTER) == end), None)
    return None if verb is None or w.keys[verb - 1] in W.VALUE_HELD_NOT else verb  # ('... S does not hold': not read)


def _certain_value(w: _Words, i: int, j: int) -> tuple[list[str], str, Attribute] | None:
    """A value said about one person, or each of two, without naming it ('The owner of pet 'Dawn' lives in a certain
    state', 'The owner of plate 'X' has a particular blood type', 'The owners of pets 'A' and 'B' each use a particular
    credit card provider', 'S1 and S2 each live in some state'): the people's words, the attribute as written, the
    attribute."""
    quoted = _strings(w, i, j)
    if not quoted or w.keys[i] != "the" and w.keys[i] not in _BARE_PERSON:  # ('Owner of cat named 'Nancy' have
        return None  # some blood type.', a22y: the article left out)
    end = quoted[-1] + 1
    people: list[str] = []
    if len(quoted) == 1:
        people = [w.span(i, end)]
    elif len(quoted) == 2 and w.keys[end:end + 1] == ["each"]:
        if w.keys[i + 1:i + 3] == ["owners", "of"] and w.keys[quoted[0] + 1:quoted[1]] == ["and"]:
            # 'the owners of pets 'A' and 'B'' -> 'the owner of pet 'A'', 'the owner of pet 'B''
            noun = " ".join(W.RECORD_SINGULAR.get(k, k) for k in w.keys[i + 3:quoted[0]])
            people = [f"the owner of {noun} {w.span(q, q + 1)}" for q in quoted]
        elif (split := next((n for n in range(quoted[0] + 1, quoted[1]) if w.keys[n] == "and"), None)) is not None:
            people = [w.span(i, split), w.span(split + 1, end)]  # 'S1 and S2 each ...'
        end += 1
    if not people or not all(_one_person(p) for p in people):
        return None
    for n in range(end, j):
        if (certain := _at(w.keys, n, j, W.VALUE_CERTAIN)) is None:
            continue
        found = _attribute_of(w, certain, j)
        if found is None or found[1] != j:
            continue  # ('has an internet account at a certain URL')
        verbs = set(w.keys[end:n])
        if not verbs <= W.VALUE_CERTAIN_VERBS or (found[0] in W.PLACES) != bool(verbs & W.VALUE_CERTAIN_LIVES):
            return None  # (a place one lives in: 'works in a certain city' is not where they live)
        return [p[:1].lower() + p[1:] for p in people], w.span(certain, j), found[0]
    return None


_BARE_PERSON = frozenset({"owner", "user", "driver", "person"})


def _each_rule(w: _Words, i: int, j: int) -> str | None:
    """A tie rule said once for each of two people found: 'In both cases, a tie is broken by T' -> 'a tie is broken by
    T'; 'If either search ends in a tie, choose T' / 'If a tie arises in either search, T' -> 'if tied, T'."""
    each = _at(w.keys, i, j, W.EACH_CASE)
    if each is not None and each < j:
        if w.keys[each] in ("'s", "\u2019s"):
            return None  # ('For each person's state, find R': a place for each, not a rule, e50c)
        return w.span(each + (w.keys[each] == ","), j)
    comma = next((n for n in range(i, j) if w.keys[n] == ","), j)
    said = set(w.keys[i:comma])
    # ('If both have the same, T', 'Should both be level, T': 'both' the subject is the two people, a tie between them
    # (words.COMPARE_TIE), never each one's ranking; 'If both searches end in a tie' is each one's: v20 W11)
    # (a sentence may end at any word: '... total bank ?balance' crashed here, v20 C1)
    pair = w.keys[i + 1:i + 2] == ["both"] and not set(w.keys[i + 2:i + 3]) & W.EACH_SCOPE_NOUN_SET
    # ('Whenever a pick is tied, T', 'If any selection ends in a tie, T', c38w: one pick, any of them, is each one's)
    any_pick = w.keys[i + 1:i + 2] and w.keys[i + 1] in W.ANY_PICK and w.keys[i + 2:i + 3] and \
        w.keys[i + 2] in W.PICK_NOUNS
    if w.keys[i] in ("if", "when", "whenever", "should") and comma < j - 1 and said & W.TIE_SIGNS and not pair and \
            (said & {"either", "each", "both"} or any_pick) and "for" not in said and \
            said <= W.EITHER_TIED_WORDS | W.ANY_PICK:
        return f"if tied, {w.span(comma + 1, j)}"
    if not set(w.keys[i:j]) & W.TIE_SIGNS:
        return None
    for s in range(i + 1, j):
        # 'A tie on cards is broken by T in each case', 'Ties in either case go to T', '..., T decides, in both cases':
        # the words for both said inside or after a rule that is a tie rule without them
        if (e := _at(w.keys, s, j, W.EACH_CASE)) is None:
            continue
        before, after = w.span(i, s - (w.keys[s - 1] == ",")), w.span(e + (e < j and w.keys[e] == ","), j)
        rule = f"{before} {after}".strip(" ,")
        if _tie_rule(rule):
            return rule
    # ('Both selections go to the oldest on a tie', 'Either pick falls to the higher earner if there's a tie', 'Each of
    # these searches favours the richest in the event of a tie', e44p: the picks as the subject, the breaker after their
    # verb, the trigger last): 'on a tie, the oldest'
    if (subject := _at(w.keys, i, j, W.EACH_PICK_SUBJECTS)) is not None and \
            (verb := _at(w.keys, subject, j, W.EACH_TIE_PREFERS)) is not None:
        trigger = next((k for k in range(verb + 2, j) if _at(w.keys, k, j, W.IF_TIE) == j), None)
        if trigger is not None and _tie_rule(rule := f"{w.span(trigger, j)}, {w.span(verb, trigger)}"):
            return rule
    # ('either pick tied -> take the oldest', 'both picks tied: oldest', e45p: the picks said tied, the breaker after a
    # mark)
    if (subject := _at(w.keys, i, j, W.EACH_PICK_SUBJECTS)) is not None and \
            (tied := _at(w.keys, subject, j, W.EACH_PICK_TIED)) is not None and tied + 1 < j and \
            w.keys[tied] in W.EACH_PICK_TIED_MARKS and _tie_rule(rule := f"if tied, {w.span(tied + 1, j)}"):
        return rule
    # ('; the higher salary deciding a tie in each.', a25z: the words for each, bare, ending the rule)
    for end in (j - len(said.split()) for said in W.EACH_CASE_BARE_END if w.keys[j - len(said.split()):j] == said.split()):
        if _tie_rule(rule := w.span(i, end).strip(" ,")):
            return rule
    return None


def _each_rule_set_off(text: str) -> str | None:
    """A rule for each of two people set off by a comma at the end of the sentence that sets the two up ('Among G, take
    S1 and S2, resolving a tie in either case by T.', 'Within that group, identify S1 and S2, in both cases breaking
    ties by T.', e44p): said as a sentence of its own after it ('... S2. In both cases, resolving a tie by T.'); None
    when no set-up sentence (not a question) ends so. The two said as 'and' then a person's determiner."""
    w = _words(text)
    for i, j, mark in _sentences(w):
        if mark == "?":
            continue
        for n in range(j - 3, i + 3, -1):
            if w.keys[n] != "," or _depth(w, i, n) != 0:
                continue
            rule = _each_rule(w, n + 1, j)
            two = any(w.keys[k] == "and" and w.keys[k + 1] in W.PERSON_STARTS for k in range(i, n - 1))
            if rule is None or not two or _at(w.keys, n + 1, j, W.EACH_CASE) is None and \
                    not any(_at(w.keys, k, j, W.EACH_CASE) for k in range(n + 1, j)):
                continue
            said = f"{rule[:1].lower()}{rule[1:]}"
            return f"{text[:w.starts[n]].rstrip()}. In both cases, {said}{text[w.starts[j]:]}"
    return None


def _pair_rule_after(w: _Words, i: int, j: int) -> tuple[int, int] | None:
    """Where a rule for each of two people ends and the two compared's own rule begins, in one sentence joined by a
    comma ('In both selections the oldest wins a tie, and if the two hold the same number of cards, the one with the
    higher salary is the answer', e38k): the rule after the joint opens with a trigger naming the two ('the two',
    'both', 'they'), not one going on from the first ('if still tied'), and reads as a tie rule alone."""
    for n in range(i + 1, j - 2):
        if w.keys[n] not in (",", ";"):
            continue
        k = n + 1 + (w.keys[n + 1] in W.TIE_RULES_JOIN.split("|"))
        rest = w.keys[k:j]
        if rest[:1] and rest[0] in W.PAIR_RULE_OPENS and set(rest) & W.PAIR_RULE_NAMES \
                and not set(rest) & W.TIE_ORDER_LATER and _tie_rule(w.span(k, j)):
            return n, k
    return None


def _two_named_rule(w: _Words, i: int, j: int) -> bool:
    """Does a tie rule from i to j name the two compared as those tied ('if the two have the same number of vehicles,
    ...', 'should both be level, ...'), never a step's own candidates ('if two residents share it')?"""
    keys = w.keys[i:j]
    return "both" in keys or "pair" in keys or any(a == "the" and b == "two" for a, b in zip(keys, keys[1:]))


def _pair_rule_too(w: _Words, i: int, j: int) -> bool:
    """Does a rule for each of two people go on with the two compared's ('For both, a tie on X is decided by T, and the
    same rule decides the answer if A and B have the same number of Y', a37k; '..., and so is a tie between the two')?
    Such a sentence is kept whole after the question, where the grammar reads both parts."""
    return any(w.keys[n] in (",", ";") and _at(w.keys, n, j, W.TIE_PAIR_TOO) is not None for n in range(i, j))


def _two_values(w: _Words, i: int, j: int) -> tuple[str, Attribute, str, str] | None:
    """Two values of one attribute noted, each of one person ('Find the state of S1 and the state of S2', 'Imagine two
    states: the home state of S1 and the home state of S2'): the attribute as written, the attribute, S1 and S2."""
    i = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, i, j, W.VALUE_LEADS)
    if lead is None and (two := _at(w.keys, i, j, W.EACH_TWO)) is not None and w.keys[two:two + 1] == ["two"]:
        i = two
    if lead is None and w.keys[i:i + 1] == ["two"] and i + 2 < j and w.keys[i + 2] in (":", "\u2014"):
        lead = i + 3  # ('two states: the home state of S1 and ...')
    if lead is None or w.keys[lead:lead + 1] != ["the"] or (found := _attribute_of(w, lead + 1, j)) is None or \
            (of := _at(w.keys, found[1], j, W.VALUE_OF)) is None:
        return None
    splits = []
    for n in range(of + 1, j - 2):
        k = n + 1 + (w.keys[n] == "," and w.keys[n + 1] == "and")
        if w.keys[n] not in ("and", ",") or k >= j:
            continue
        k += w.keys[k:k + 1] in (["also"], ["then"])
        if w.keys[k:k + 1] == ["the"] and (again := _attribute_of(w, k + 1, j)) is not None and \
                again[0] == found[0] and (of2 := _at(w.keys, again[1], j, W.VALUE_OF)) is not None:
            first, second = w.span(of, n), w.span(of2, j)
            if _one_person(first) and _one_person(second):
                splits.append((first, second))
    if len(splits) != 1:
        return None
    return w.span(lead + 1, found[1]), found[0], *splits[0]


def _value_again(w: _Words, n: int, j: int, places: list[_Place]) -> tuple[int, _Place] | None:
    """A reference to a value noted ('that blood type', 'that same provider') at n: where it ends, and the value."""
    held = next(((kind, end) for kind, said in W.VALUE_AGAIN_HELD.items() if (end := _at(w.keys, n, j, said))), None)
    if held is not None:  # ('who holds a policy of that type', a29z)
        fits = [p for p in places if p.kind == held[0]]
        if len(fits) > 1:
            raise ParseError(f"ambiguous: {w.span(n, held[1])!r} could be {' or '.join(repr(p.text) for p in fits)}")
        return (held[1], fits[0]) if fits else None
    that = _at(w.keys, n, j, W.VALUE_AGAIN)
    if that is None or (found := _attribute_of(w, that, j)) is None:
        return _value_again_bare(w, n, j, places)
    if found[1] < j and w.keys[found[1]] == "'s":  # ('that provider's holders': not read)
        return None
    fits = [p for p in places if p.kind == found[0]]
    if not fits:
        return None
    if len(fits) > 1:
        raise ParseError(f"ambiguous: {w.span(n, found[1])!r} could be {' or '.join(repr(p.text) for p in fits)}")
    return found[1], fits[0]


def _value_again_bare(w: _Words, n: int, j: int, places: list[_Place]) -> tuple[int, _Place] | None:
    """'that type', 'that same kind' (`W.VALUE_AGAIN_BARE`, e45s) for the one value of a kind said so noted ('Find the type
    of insurance policy held by S, and look at all people who hold that type.'): where it ends, and the value; None
    where another word follows ('that type of card') or no such value is noted; two noted refused naming both."""
    end = _at(w.keys, n, j, W.VALUE_AGAIN_BARE)
    if end is None or end < j and w.keys[end] in ("of", "'s") or n == 0 or w.keys[n - 1] not in W.VALUE_AGAIN_BARE_AFTER:
        return None  # (not 'a policy of that type' of another kind, nor 'without that type')
    fits = [p for p in places if p.kind in W.VALUE_AGAIN_BARE_KINDS]
    if len(fits) > 1:
        raise ParseError(f"ambiguous: {w.span(n, end)!r} could be {' or '.join(repr(p.text) for p in fits)}")
    return (end, fits[0]) if fits else None


def _place_again(w: _Words, n: int, j: int) -> tuple[int, str] | None:
    """A reference to the place set up at n: where it ends, and its words with {} for the place's."""
    keys = w.keys
    if (end := _at(keys, n, j, W.PLACE_PEOPLE)) is not None:  # 'its residents' -> 'the residents of <the place>'
        return end, f"the {keys[end - 1]} of {{}}"
    if (end := _at(keys, n, j, W.PLACE_AGAIN)) is None:
        return None
    if keys[n] == "there" and n > 0 and keys[n - 1] in _THERE_AFTER:
        return end, "in {}"  # ('Who there is the oldest?', 'the residents there are ...': the place)
    if keys[n] == "there" and (n > 0 and keys[n - 1] in ("is", "are", "was", "were", "if", "'s", "should", "will")
                               or end < j and keys[end] in ("is", "are", "was", "were", "be", "'s", "remain")):
        return None  # ('if there is a tie', 'should there be a draw')
    return end, "in {}" if keys[n] in ("there", "in") else "{}"


def _same_place_noun(w: _Words, n: int, end: int, place: _Place) -> None:
    """'that state' for a place noted as a state, 'that city' for a city: a place noted as a city and referred to as
    'that state' could be the city or its state (r29 F2), refused ('there', 'its residents' refer to either)."""
    noted = next((k for k in W.PLACE_KIND_WORDS if k in place.attribute.lower().split()), None)
    said = next((W.PLACE_KIND_WORDS[k] for k in w.keys[n:end] if k in W.PLACE_KIND_WORDS), None)
    if noted is not None and said is not None and W.PLACE_KIND_WORDS[noted] != said:
        raise ParseError(f"ambiguous: {w.span(n, end)!r} refers to a {said}, but the place noted is a {noted} "
                         f"({place.said!r}): say 'that {noted}' for it, or note the {said}")


_THERE_AFTER = frozenset({"who", "whoever", "which", "one", "person", "people", "resident", "residents", "everyone",
                          "everybody", "anyone", "individual", "individuals", "persons", "inhabitants"})


def _setup_clause(w: _Words, i: int, j: int) -> tuple[int, int] | None:
    """'hey, quick one: the lady who owns pet 'Max' — who in her state ...': the person's words (start, end) before a
    dash or colon, the question after it."""
    k = i
    aside = _at(w.keys, k, j, W.SETUP_ASIDES)
    if aside is not None and aside < j and w.keys[aside] in (",", ":", "\u2014"):
        k = aside + 1
    head = _at(w.keys, k, j, W.SETUP_PERSONS)
    if head is None:
        return None
    for n in range(head, j):
        if w.keys[n] in ("\u2014", ":") and n + 1 < j:
            return (k, n) if _strings(w, k, n) else None
    return None


def _found_at(w: _Words, n: int, j: int) -> tuple[int, str] | None:
    """A reference to the people a step found at n ("the person you found" -> 'that person', "these two top earners
    you picked" -> 'the two'): where it ends, and the words the layer reads it as."""
    det = _at(w.keys, n, j, W.FOUND_DETERMINERS)
    if det is None:
        return None
    two = w.keys[det - 1] == "two"
    k = _at(w.keys, det, j, W.FOUND_ADJECTIVES) or det
    noun = _at(w.keys, k, j, W.FOUND_PLURALS if two else W.FOUND_NOUNS)
    if noun is None:
        return None
    by = _at(w.keys, noun, j, W.FOUND_BY)
    verb = _at(w.keys, by if by is not None else noun, j, W.FOUND_VERBS)
    if verb is None and not (two and k > det):  # ('the person' alone, 'the two people': read as written)
        return None
    if verb is None and w.keys[n] == "the" and _at(w.keys, det, k, W.FOUND_RANKED) is not None:
        return None  # ('the two oldest people': a group of its own, read as written; w14 #2)
    if verb is not None and by is None and k > det and \
            not W.SPOKEN_TIE_WORDS.isdisjoint(w.keys[verb:min(j, verb + 6)]):
        return None  # ('..., with the oldest person chosen in the event of a tie': a tie rule's breaker, a34r)
    if two:
        return verb or noun, "the two"
    head = w.keys[noun - 1]
    return verb or noun, f"that {head if head in W.PERSON_HEADS and head != 'one' else 'person'}"


# Two people announced with the names they are then defined by ('There are two people here, A and B. A is S1; B is S2.',
# 'Let's say we pick two people, call them A and B.', 'Consider two people (A and B).', a37s): the names read away
# from the announcement, where a sentence after it defines each ('A is ...')
_PAIR_NAMES = _lazy(
    r"^(?P<lead>[^.?!:;()]*?\b[Tt]wo (?:people|persons|individuals|candidates)(?: here)?)\s*"
    r"(?:,\s*(?:(?:let's |let us |we(?:'ll| will) )?(?:call|calling|called|named|labelled|labeled) (?:them |these )?)?"
    r"|\(\s*|\s*\u2014\s*)"
    r"(?P<a>[A-HJ-Z][0-9]?)\s*,?\s*(?:and|&)\s*(?P<b>[A-HJ-Z][0-9]?)\s*\)?\s*(?P<end>[.:;])\s+")


def _pair_names(text: str) -> str | None:
    """'There are two people here, A and B. A is S1; B is S2. ...' -> 'There are two people here. A is S1; ...' (see
    _PAIR_NAMES); None when the text is not so."""
    if (m := _PAIR_NAMES.match(text)) is None or m.group("a") == m.group("b"):
        return None
    rest = text[m.end():]
    if not all(re.search(rf"(?:^|[.;:]\s+|\band\s+){name} (?:is|=)\b", rest) for name in (m.group("a"), m.group("b"))):
        return None
    return f"{m.group('lead')}. {rest}"


def _name_asked_again(text: str) -> str | None:
    """The last sentence asking the name of a person referred back to ('Find S. What is their name?', 'What's that
    person's full name?', 'Who is that person?', words.NAME_OF_REFERRED, e44g): said as the sentence the steps read
    ('Name this person.'); None when the text is not so said."""
    sentences = _plain_sentences(text)
    if len(sentences) < 2:
        return None
    last = " ".join(sentences[-1].replace("\u2019", "'").lower().rstrip(" ?.!").split())
    if last not in _names_referred():
        return None
    return " ".join([*sentences[:-1], "Name this person."])


@lru_cache(maxsize=1)
def _names_referred() -> frozenset[str]:
    return frozenset(W.NAME_OF_REFERRED)


def _place_then_group(text: str) -> str | None:
    """A place said first, then a group said first, then the question ('In the state where user X lives, looking only
    at people who own no policies, who earns the most?', c41p) -> 'Looking only at people who own no policies, in the
    state where user X lives, who earns the most?': each only narrows the people asked about (words.PLACE_FIRST_LEADS,
    words.AMONG); None when the text does not open so."""
    w = _words(text)
    keys = w.keys
    i = 0
    if not keys or keys[i] not in W.PLACE_FIRST_LEADS:
        return None
    comma = next((n for n in range(i + 1, len(keys)) if keys[n] in (",", ".", "?", "!", ";", ":", "(", ")", "\u2014")),
                 None)
    if comma is None or keys[comma] != "," or comma < i + 2:
        return None
    place = keys[i + 1:comma]
    state = " ".join(place) in _STATE_KEYS
    if not state and not (place[0] in ("the", "that", "this") and len(place) > 1 and place[1] in W.PLACE_FIRST_NOUNS) \
            and not ("'s" in place and place.index("'s") + 1 < len(place) and
                     place[place.index("'s") + 1] in W.PLACE_FIRST_NOUNS):
        return None
    if (among := _at(keys, comma + 1, len(keys), W.AMONG)) is None or keys[comma + 1] in W.PLACE_FIRST_LEADS or \
            keys[comma + 1] in ("of", "for", "under"):
        return None
    end = next((n for n in range(among, len(keys)) if keys[n] in (",", ".", "?", "!", ";", ":", "(", ")", "\u2014")), None)
    if end is None or keys[end] != "," or end < among + 1 or end + 1 >= len(keys) or \
            keys[end + 1] not in W.PLACE_GROUP_ASKED or keys[among] in ("them", "these", "there"):  # (its people)
        return None
    return f"{w.span(comma + 1, end)}, {w.span(i, comma)}, {text[w.starts[end + 1]:]}"


_STATE_KEYS = frozenset(s.lower() for s in W.US_STATES)


def _place_led_group(text: str) -> str | None:
    """A sentence setting up a group with its place said first, before a later one ('In that person's state, look only
    at Health insurance policy holders. Which of them ...?', e63y) -> the place said after the group ('Look only at
    Health insurance policy holders in that person's state.'), as the layer reads it: the place one state or city
    named or referred to (words.PLACE_FIRST_NOUNS, no word of each or every), the lead one the layer or an open lead
    reads, the group's words with no mark inside. None when no sentence is so."""
    w = _words(text)
    keys = w.keys
    sentences = _sentences(w)
    for i, j, mark in sentences[:-1]:
        if mark != "." or keys[i] not in W.PLACE_FIRST_LEADS:
            continue
        comma = next((n for n in range(i + 1, j) if keys[n] in _MARKS_INSIDE), None)
        if comma is None or keys[comma] != "," or comma < i + 3:
            continue
        place = keys[i + 1:comma]
        if _STATE_KEYS.isdisjoint({" ".join(place)}) and not (
                (place[0] in ("the", "that", "this") and place[1] in W.PLACE_FIRST_NOUNS) or
                ("'s" in place and place.index("'s") + 1 < len(place) and
                 place[place.index("'s") + 1] in W.PLACE_FIRST_NOUNS)) or \
                set(place) & W.PLACE_LED_NOT or any(k.isdigit() for k in place):
            continue
        k = comma + 1
        lead = _at(keys, k, j, W.GROUP_SETUP_LEADS) or _at(keys, k, j, W.TOPIC) or _open_lead(w, k, j)
        if lead is None or not _people_words(w, lead, j) or any(key in _MARKS_INSIDE for key in keys[lead:j]):
            continue
        said = text[w.starts[comma + 1]:w.starts[j]].rstrip()
        return f"{text[:w.starts[i]]}{said[:1].upper()}{said[1:]} in {w.span(i + 1, comma)}{text[w.starts[j]:]}"
    return None


_PICKED_SUBJECT = _lazy(
    rf"(?:^|(?<=[.;!?]\s))(?P<lead>(?:{_alts(W.PICKED_GROUP_LEADS)})\s[^.;:?!()']*?,\s+)the\s+"
    rf"(?:(?P<n>\d+|two|three|four|five)\s+(?P<many>{_alts(W.PICKED_HEADS_MANY)})|(?P<one>{_alts(W.PICKED_HEADS_ONE)}))"
    rf"\s+(?:with|having|who\s+(?P<verb>{_alts(tuple(W.PICKED_HAVE))}|{_alts(tuple(W.PICKED_HAVE.values()))}))\s+"
    rf"(?P<r>[^.;:?!()]+?)\s+(?:{_alts(W.PICKED_PREDICATES)})(?=\s*[.;,(])", re.IGNORECASE)


def _picked_said(m: re.Match[str]) -> str | None:
    """'Among G, the 2 people with R stand out' -> 'Among G, 2 people have R' (`_PICKED_SUBJECT`); None when the number
    and the noun disagree ('the 2 person', 'the people' with no number)."""
    verb = (m.group("verb") or ("have" if m.group("n") is not None else "has")).lower()
    if m.group("n") is not None:
        if verb in W.PICKED_HAVE:
            return None  # ('the 2 people who has ...')
        return f"{m.group('lead')}{m.group('n')} people {verb if verb != 'has' else 'have'} {m.group('r')}"
    if verb not in W.PICKED_HAVE:
        return None  # ('the person who have ...')
    return f"{m.group('lead')}one person {verb} {m.group('r')}"


def picked_subject(text: str) -> str | None:
    """The first sentence saying the picked person (or people) of a group as its subject, with a verb saying only that
    they are wanted (words.PICKED_PREDICATES), said as the layer reads it; None when there is none."""
    for m in _PICKED_SUBJECT.finditer(text):
        if (said := _picked_said(m)) is not None:
            return f"{text[:m.start()]}{said}{text[m.end():]}"
    return None


_MARKS_INSIDE = frozenset({",", ".", "?", "!", ";", ":", "(", ")", "\u2014"})


@lru_cache(maxsize=1)
def _fronted_among_re() -> re.Pattern[str]:
    said = r"(?:[^,;:()?!.'\u2014]|'s\b|'[^']*')+?"  # (no mark that ends a clause; a possessive, a quoted value whole)
    return re.compile(rf"(?<![,;])\s+and\s*,\s*(?P<g>(?:{_alts(tuple(W.FRONTED_AMONG))})\s+{said})\s*,\s*"
                      rf"(?P<vp>{said})(?=\s*(?:[,;:()?!\u2014]|\.(?:\s|$)))", re.IGNORECASE)


def _fronted_among(text: str) -> str | None:
    """'S1 and, among G, has the most pets' -> 'S1 and has the most pets among G' (e50w): a group said before the
    ranking it is the group of, set off by commas after 'and' (words.FRONTED_AMONG); only when the words after it rank
    and the group does not (else None)."""
    m = _fronted_among_re().search(text)
    if m is None or not _ranked_words(m.group("vp")) or _ranked_words(m.group("g")):
        return None
    vp, said = m.group("vp"), _words(m.group("vp")).keys
    if said[0] == "the" and said[1:2] and said[1] in W.FRONTED_AMONG_ELIDED:
        vp = f"has {vp}"  # ('S1 has G's value and, within that group, the most bank accounts': 'has' said once)
    elif said[0] in W.FRONTED_AMONG_NOT_VERB:
        return None  # ('S1, and, among G2, the person with R2': a second person, not S1's ranking)
    group = m.group("g")
    keys = _words(group).keys
    if any(_at(keys, n, len(keys), W.FRONTED_AMONG_BACK) is not None for n in range(len(keys))):
        group = W.FRONTED_AMONG_BACK_SAID  # ('among everyone with that blood type', 'within that group')
    elif keys[0] == "within":
        group = "among" + group[len("within"):]
    return f"{text[:m.start()]} and {vp} {group}{text[m.end():]}"


def _leaders_set_up(text: str) -> str | None:
    """'In every state, there's someone who owns the most vehicles there; among all of those people, take the oldest.'
    -> 'Among people with the most vehicles in their state, take the oldest.' (e50w): a clause or sentence setting up
    the people first in their state by one ranking, then referred back to (words.LEADERS_*); None otherwise."""
    if "state" not in text.lower():
        return None  # (cheap: every text is tried)
    w = _words(text)
    keys, n = w.keys, len(w.keys)
    bounds = [k + 1 for k in range(n - 1) if keys[k] in (".", ";", "!") and w.kinds[k] != STRING]
    for b in bounds:
        a = max((k for k in [0, *bounds] if k < b and (k == 0 or keys[k - 1] in (".", "!"))), default=0)
        if keys[b - 1] == ";" and a < b - 1 and any(keys[k] == "." for k in range(a, b - 1)):
            continue
        setup = keys[a:b]
        if not any(_at(keys, k, b, W.LEADERS_EACH_STATE) is not None for k in range(a, b)) or \
                STRING in w.kinds[a:b] or {"tie", "tied", "ties", "?"} & set(setup):
            continue
        said_or = " ".join(setup).find("or people") >= 0
        if not W.LEADERS_PLURAL & set(setup) or W.LEADERS_SINGULAR & set(setup) and not said_or:
            continue  # ('For each state, take the person with the most pets': names one person a state, refused)
        ranked = [k for k in range(a, b) if keys[k] in W.RANKING_DEGREES or keys[k] in _SUPERLATIVE_WORDS]
        if len(ranked) != 1:
            continue
        r = ranked[0]
        end = next((k for k in range(r + 1, b) if keys[k] in W.LEADERS_MEASURE_END and
                    not (keys[k] == "of" and keys[k - 1] in ("number", "count", "amount")) or w.kinds[k] != WORD), b)
        if keys[r] in W.RANKING_DEGREES:
            if end == r + 1 or end - r > 5:
                continue
            group = W.LEADERS_SAID.format(text[w.starts[r]:w.starts[end - 1] + len(w.raw[end - 1])])
        else:
            group = f"people who are the {w.raw[r]} in their state"
        clause_end = next((k for k in range(b, n) if keys[k] in (".", ";", "?", "!")), n)
        head = text[:w.starts[a]]
        if (lead := _at(keys, b, clause_end, W.LEADERS_BACK_LEAD)) is not None:
            comma = next((k for k in range(lead, clause_end) if keys[k] == ","), None)
            if comma is None or comma - b > 8:
                continue
            return f"{head}Among {group}{text[w.starts[comma]:]}"
        after = next(((k, e) for k in range(b, clause_end) if (e := _at(keys, k, clause_end, W.LEADERS_BACK_AFTER))
                      is not None), None)
        if after is None:
            continue
        said = text[w.starts[b]:w.starts[after[0]]]
        return f"{head}{said[:1].upper()}{said[1:]}among {group}{text[w.starts[after[1]]:]}"
    return None


@lru_cache(maxsize=1)
def _state_narrowed_re() -> re.Pattern[str]:
    said = r"(?:[^;:()?!.'\u2014]|(?<=\w)'(?=[a-z])|'[^']*')+?"  # (no mark that ends a sentence; a possessive or a
    # contraction, a quoted value whole)
    return re.compile(rf"(?:(?P<sep>,\s*and\s+|\.\s+|;\s*)|^|(?<=[.!?]\s))(?P<place>In\s+{said},\s*)?"
                      rf"(?P<verb>(?i:{_alts(tuple(W.KEEP_VERBS))}))\s+(?P<g>{said})(?P<end>\s*(?:[.;]|$))")


def _state_narrowed(text: str) -> str | None:
    """'Take the state where X lives, and narrow it down to residents who hold P.' -> 'Take the state where X lives.
    Consider the residents there who hold P.'; 'In that person's state, narrow things down to G.' -> 'Consider G in
    that person's state.' (e50w): a state set up, then its people narrowed (words.STATE_NARROWED_*); None otherwise."""
    m = _state_narrowed_re().search(text)
    if m is None or m.start() == 0 and m.group("place") is None or \
            _words(m.group("verb")).keys[0] not in W.STATE_NARROWED_VERBS:
        return None  # (not a verb of looking: 'Consider only G' is the layer's own, and what this writes)
    before = _words(text[:m.start()] if m.group("place") is None else m.group("place")).keys
    last = next((n for n in range(len(before) - 1, -1, -1) if before[n] in (".", "!", "?")), -1)
    before = before[last + 1:]  # (the sentence the narrowing follows, or its place said first)
    if not W.STATE_NARROWED_PLACE & set(before) or W.STATE_NARROWED_PEOPLE & set(before):
        return None  # (no state set up before it, or a group: the layer's own narrowing, `_kept`)
    group = m.group("g")
    keys = _words(group).keys
    if m.group("place") is None and not W.STATE_NARROWED_PLACED & set(keys) and \
            not {"it", "that", "this"} & set(_words(m.group("verb")).keys):
        return None  # ('Find S and their state. Keep only the Discover card holders.': no place said, refused)
    head = next((n for n, k in enumerate(keys) if k in W.STATE_NARROWED_PEOPLE), None)
    if head is None or set(keys[:head]) & {"who", "that", "with", "whose"}:
        return None
    if m.group("place") is not None:
        group = f"{group} {m.group('place').strip().rstrip(',').strip()[:1].lower()}{m.group('place').strip()[1:-1]}"
    else:
        place = f"in that {'state' if {'state', 'state' + chr(39) + 's'} & set(before) else 'city'}"
        w = _words(group)
        there = next((n for n in range(head + 1, len(keys)) if keys[n] == "there"), None)
        if there is not None and there == head + 1:  # ('the residents there who ...' -> '... in that state who ...')
            group = f"{group[:w.starts[there]]}{place}{group[w.starts[there] + len(w.raw[there]):]}"
        elif not W.STATE_NARROWED_PLACED & set(keys):  # ('residents who hold P' -> 'residents in that state who ...')
            group = f"{group[:w.starts[head] + len(w.raw[head])]} {place}{group[w.starts[head] + len(w.raw[head]):]}"
    if not keys or keys[0] not in ("the", "those", "all", "everyone", "everybody", "anyone"):
        group = f"the {group}"
    sep = ". " if m.group("sep") is not None or m.start() > 0 else ""
    return f"{text[:m.start()]}{sep}Consider {group}{m.group('end')}{text[m.end():]}"


def set_up_rewritten(text: str) -> str | None:
    """The text with a set-up the layers do not read written as one they do (e50w), for the whole text to be read again
    (`questions._readings`), or None: the people first in their state set up and referred back to ('In every state,
    there's someone who owns the most vehicles there; among all of those people, take T.' -> 'Among people with the
    most vehicles in their state, take T.'), a state set up and its people narrowed ('Take the state where X lives, and
    narrow it down to residents who hold P.' -> '... Consider the residents in that state who hold P.'), a group said
    before the ranking it is the group of ('S1 and, among everyone with that blood type, has the most pets' -> 'S1 and
    has the most pets among those people')."""
    out = text
    for rewrite in (_leaders_set_up, _state_narrowed, _fronted_among):
        if (done := rewrite(out)) is not None:
            out = done
    return None if out == text else out


def narrated(text: str) -> str:
    """The text with a scene set before a step read away ("Imagine you look up S." -> "Look up S.", "Suppose we gather
    G." -> "Consider G.") and each reference to a person a step found written as the layer reads it ("the person you
    found" -> 'that person'); the text as typed when it has neither."""
    from cbwh.ask.layout import laid_out
    from cbwh.ask.written import rewritten

    if (written := rewritten(text)) is not None:
        return narrated(written)  # (two people laid out in written English, e47b: 'Who has more pets between those
        # two?' -> 'Which of the two has more pets?')
    if (led := _place_led_group(text)) is not None:
        return narrated(led)  # ('In P, look only at G. Which of them ...?' -> 'Look only at G in P. ...', e63y)
    if (opened := _open_led(text)) is not None:
        return narrated(opened)  # ('I want to survey G. Who among them ...?' -> 'Look at G. ...', e62y)
    if (placed := _place_then_group(text)) is not None:
        return narrated(placed)  # ('In P, among G, who ...?' -> 'Among G, in P, who ...?', c41p)
    if (bare := _frame_read_away(text)) is not None:
        return narrated(bare)  # ('Hi! Imagine you ... ? Thanks!' -> 'Imagine you ...?')
    if (outcome := _tie_outcome_said(text)) != text:
        return narrated(outcome)  # ('If their balances turn out identical' -> '... are identical', e41t)
    if (own := _own_rule_bracketed(text)) is not None:
        return narrated(own)  # ('The first is S1; if several are tied, take T. The second is S2.' -> 'The first is S1 (if
        # several are tied, take T). ...', e42a: the first's own rule)
    if (compared := _compared_with_set_up(text)) is not None:
        return narrated(compared)  # ('Compare that person with S2: which of the two has more X?' -> 'Which of that
        # person and S2 has more X?', e42a)
    if (outdone := _outdoes_other(text)) is not None:
        return narrated(outdone)  # ('Whose internet accounts outnumber the other's: S1 or S2?' -> 'Who has more
        # internet accounts: S1 or S2?', e42a)
    if (one := _tie_scopes_in_place(text)) is not None:
        return narrated(one)  # ('If there's a tie in picking the first, T1; in picking the second, T2' -> 'For the
        # first, if there's a tie, T1; for the second, T2'; 'a tie among the Home policy holders' -> 'a tie for the
        # first', e42a)
    if (scoped := _tie_scope_labels(text)) is not None:
        return narrated(scoped)  # ('For both A and B, a tie is decided by T.' -> 'For both, ...'; 'Every tie (within A's
        # group, within B's group, and between A and B) goes to T' -> 'Every tie (within each group, and between the
        # two) goes to T'; '(ties for the latter broken by T)' right after the latter -> '(ties broken by T)')
    if (alike := _SECOND_LIKEWISE.sub(r"\g<and> ", text, count=1)) != text:
        return narrated(alike)  # ('Pick S1, and likewise S2, T.' -> 'Pick S1, and S2, T.', e55d)
    if (declared := _DECLARED_TOP.sub(_declared_top, text)) != text:
        return narrated(declared)  # ('Among G, two people have the highest R.' -> 'Among G, take the 2 people with the
        # highest R.', e55d)
    if (group_noun := _GROUP_NOUN_CLAUSE.sub(_group_noun_clause, text)) != text:
        return narrated(group_noun)  # ('within the group sharing the blood group of X' -> 'among people sharing the blood
        # group of X', e55d)
    if (place := _place_label(text)) is not None:
        return narrated(place)  # ("Call the state of S State A. Who is the oldest in State A?" -> "Call the state of S
        # A. Who is the oldest in A?", e61v)
    if (label_first := _FRONTED_LABEL.sub(_fronted_label, text)) != text:
        return narrated(label_first)  # ('Among G, person X is the one with R, T.' -> 'Person X is the one among G with R,
        # T.', e61v)
    if (holder := _WHICH_HOLDER_SET_OFF.sub(r"\g<q> \g<c> \g<v>", text, count=1)) != text:
        return narrated(holder)  # ('Which Auto insurance policy holder, living in X, has R?' -> 'Which Auto insurance
        # policy holder living in X has R?', e55d)
    if (pair_given := _PAIR_GIVEN.sub(_pair_given, text, count=1)) != text:
        return narrated(pair_given)  # ('Who has more X, given these two people? One is S1; ...' -> 'Who has more X between
        # these two people? ...', e55d)
    if (asked := _PLACE_FIRST_ASKED.sub(_place_first_asked, text, count=1)) != text:
        return narrated(asked)  # ('For the state where X lives, who among its residents has R?' -> 'Take the state
        # where X lives. Who among its residents has R?', e55d)
    if (embedded := _EMBEDDED_WHICH.sub(_embedded_which, text)) != text:
        return narrated(embedded)  # ('determine which resident has the most X' -> 'determine the resident who has the most
        # X', e55d)
    if (participle := _PARTICIPLE_SETUP.sub(lambda m: f"Take {m.group('what')}. {m.group('q')[:1].upper()}"
                                            f"{m.group('q')[1:]}", text, count=1)) != text:
        return narrated(participle)  # ('Taking the 2 people with the most pets among G, what is their combined bank balance?'
        # -> 'Take the 2 people .... What is ...?', c39n; the question a sentence of its own, as 'Take S. What do their
        # balances add up to?' reads, e55d)
    if (unset := _RANKED_GROUP_SET_OFF.sub(r"\g<rank> \g<g> ", text)) != text:
        return narrated(unset)  # ('What do the 2 people with the most pets, among residents of X, have in ...?' ->
        # '... the most pets among residents of X have ...', c39n: the ranking's group set off by commas)
    if (they := _THOSE_N_HAVE.sub(r"\g<do> they", text)) != text:
        return narrated(they)  # ('How much money do those two have in their bank accounts?' -> '... do they have ...')
    if (added := _IF_ADDED.sub(r"\g<verb> \g<what>. What do they come to?", text)) != text:
        return narrated(added)  # ('If you add up the bank balances of G, what total do you get?' -> 'Add up the bank
        # balances of G. What do they come to?', c39n)
    if (added := _ADDED_TO.sub(_added_to_said, text)) != text:
        return narrated(added)  # ('S. Adding that person's credit cards to their pets, what total do you get?' -> 'S.
        # Adding up that person's credit cards and pets, ...', c61n)
    if (added := _ADDING_AFTER.sub(lambda m: f"if you {W.ADDED_AFTER_PARTICIPLES[' '.join(m.group(0).lower().split())]}",
                                   text)) != text:
        return narrated(added)  # ('S. Adding up that person's X and Y, what total do you get?' -> '... If you add up ...')
    if (count_asked := _COUNTING_AFTER.sub(lambda m: f"Count {m.group('what')}: {m.group('q')}", text)) != text:
        return narrated(count_asked)  # ('S. If you count their X and Y, how many do they have in total?' -> 'S. Count their X
        # and Y: how many do they have in total?', e47c: the sum said in the question, or refused for want of it)
    if (them := _TOP_THEM_WHO.sub(r"\g<top> with ", text)) != text:
        return narrated(them)  # ('Take the 2 people among them who have the oldest cars' -> '... among them with ...')
    if (plain := _GROUP_FIRST_ONLY.sub(r"\g<g>\g<mark> ", text, count=1)) != text:
        return narrated(plain)  # ('Auto policy holders only, same state as X. who ...?' -> 'Auto policy holders, ...')
    if (plain := _THEN_COUNT.sub("", text)) != text:
        return narrated(plain)  # ('G -> most pets. then count their X + Y, give me the total' -> '... count their ...')
    if (listed := _records_added_after(text)) is not None:
        return narrated(listed)  # ('How many records does S have in total if you add together their X and Y?' -> 'How
        # many X and Y does S have in total?', e47c)
    if (added := _IF_ADDED_AFTER.sub(lambda m: f"{m.group('verb')[:1].upper()}{m.group('verb')[1:]} {m.group('what')}: "
                                     f"{m.group('q')}", text)) != text:
        return narrated(added)  # ('... If you add up this person's X and Y, what number do you get?' -> '... Add up this
        # person's X and Y: what number do you get?', e41g: the count requested, asked again)
    if (asked := _group_asked().sub(r"Among \g<g>, \g<w> ", text, count=1)) != text:
        return narrated(asked)  # ('can you look at G and tell me who among them has R?' -> 'Among G, who has R?', e42p)
    if (ruled := _each_rule_set_off(text)) is not None:
        return narrated(ruled)  # ('Among G, take S1 and S2, resolving a tie in either case by T.' -> '... S2. In both
        # cases, resolving a tie by T.', e44p)
    if (two := _group_then_two(text)) is not None:
        return narrated(two)  # ('Start from G. From it, take the member with R1, and also take the member with R2.' ->
        # 'Among G, take the one with R1 and the one with R2.', e42p)
    if (asked := _measure_then_who().sub(_measure_then_who_said, text, count=1)) != text:
        return narrated(asked)  # ('fewer bank accounts — who? A, or B' -> 'who has fewer bank accounts: A, or B', e42p:
        # the comparison said first, then the question word)
    if (pooled := _POOLED.sub("", text)) != text:
        return narrated(pooled)  # ('find whoever owns the most vehicles there, and pool all those people together.' ->
        # 'find whoever owns the most vehicles there.': the people found, together, as a later 'the pool' says)
    if (plain := _GROUP_WHOLE.sub(r"\g<det> \g<noun>", text)) != text:
        return narrated(plain)  # ('From this combined group, pick R', 'Out of the whole group, ...' -> 'From this group,
        # ...': the group just said, all of it, c39w)
    if (m := _SAME_NAMED_RULE.search(text)) is not None and \
            set(W.SAME_RULE_ENDS[m.group("x").lower()]) & set(_words(text[:m.start()]).keys):
        # ('..., with the same oldest-first tie rule' after '..., the oldest' -> '..., with the same tie rule', e48c)
        return narrated(f"{text[:m.start()]}the same {m.group('n')}{text[m.end():]}")
    if (m := _TIE_SETTLED_AGAIN.search(text)) is not None and _TIE_WORD_SAID.search(text[:m.start()]):
        # ('..., also settled by X' after a tie rule -> '..., with ties settled by X', e48c)
        return narrated(f"{text[:m.start()]}, with ties {m.group('v').lower()} by{text[m.end():]}")
    if (ruled := _TIE_SAID_AGAIN.sub(r"\g<tie> \g<then>", text)) != text:
        return narrated(ruled)  # ('..., ties once more going to X', 'settling a tie again by X': a pick's own rule, said
        # as the one before: 'ties going to X', c38w)
    if (steps := _NARRATOR_STEP.sub(_narrator_step, text)) != text:
        return narrated(steps)  # ('Suppose we take G1 and pick R. Then we repeat this for G2.' -> '... Then repeat this
        # for G2.', c38w: the narrator of a scene said again in a later step)
    if (from_them := _PICK_FROM_THEM.sub(r"\g<from>, \g<verb> ", text)) != text:
        return narrated(from_them)  # ('... and pick from them the person with R' -> '... and from them, pick the person
        # with R', c38w)
    if (one_way := _one_way_two_groups(text)) is not None and one_way != text:
        return narrated(one_way)  # ('Two people are chosen the same way: R. The first is chosen from G1, the second from
        # G2.' -> 'Among G1, take R. Among G2, take R.', c38k)
    if (counts := _counts_compared(text)) != text:
        return narrated(counts)  # ('compare pet counts: A vs B' -> 'compare the number of pets: A vs B')
    if (owned := _PAIR_POSSESSIVE_SUMMED.sub(r"the \g<what> of two \g<head>", text, count=1)) != text:
        return narrated(owned)  # ("two people's total bank balances summed" -> 'the total bank balances of two people
        # summed', e38p2)
    if (spelt := _WHICH_ONE_S.sub(lambda m: f"{m.group(1)} {'has' if m.group(2) else 'is'}{m.group(2) or ''}", text)) \
            != text:
        return narrated(spelt)  # ("which one's older: A or B" -> 'which one is older: ...'; "which one's got" -> 'has got')
    if (commas := _group_aside(text)) != text:
        return narrated(commas)  # ('or — out of G — the one with R', 'or (among G) the one with R' -> 'or, out of G, the
        # one with R', c38p)
    if (marked := _GROUP_VERB_UNMARKED.sub(r"\g<lead>,\g<verb>", text)) != text:
        return narrated(marked)  # ('among G take the one with R' -> 'among G, take the one with R')
    if (again := _same_for_group(text)) is not None and again != text:
        return narrated(again)  # ('Among G1, find S. Same thing among G2.' -> '... Do the same among G2.')
    if (form := _answer_form_before_tie(text)) is not None:
        return narrated(form)  # ('Q? just the name. if tied, T.' -> 'Q? if tied, T. just the name.')
    if (header := _answer_header(text)) is not None:
        return narrated(header)  # ('need a name: G, R wins, tie -> T' -> 'G, R wins, tie -> T. need a name.', e46q)
    if (then := _then_elided(text)) is not None:
        return narrated(then)  # ('take G, then whoever among them has R' -> '..., then take whoever ...', e46q)
    if (first := _answer_form_first(text)) is not None:
        return narrated(first)  # ('need a name. filter: G. Q?' -> 'filter: G. Q? need a name.')
    if (bare := _two_listed_bare(text)) is not None:
        return narrated(bare)  # ('two people: (1) S1, (2) S2.' -> 'two people: S1, and S2.')
    if (taken := _wanted_taken(text)) is not None:
        return narrated(taken)  # ('Among G, I want the one with R1 and the one with R2.' -> '..., take the one ...')
    if (nouned := _records_count_noun_pattern().sub(_records_count_noun, text)) != text:
        return narrated(nouned)  # ('their vehicles + pets count' -> 'their count of vehicles + pets', e46q)
    if (counted := _records_wanted_counted(text)) is not None:
        return narrated(counted)  # ('I need that person's vehicles, pets and bank accounts counted up together.')
    if (same := _same_tie_said(text)) is not None:
        return narrated(same)  # ('..., and if the two are tied on pets, same thing.' -> '..., and so does a tie on pets.')
    if (each := _each_bracket_after_pair(text)) is not None:
        return narrated(each)  # ('take the one with R1 and the one with R2 (either way, T)' -> 'take the one with R1 (T)
        # and the one with R2 (T)', a37p)
    if (named := _pair_names(text)) is not None:
        return narrated(named)  # ('There are two people here, A and B. A is S1; B is S2.' -> 'There are two people
        # here. A is S1; B is S2.', a37s)
    if (listed := _two_listed(text)) is not None:
        return narrated(listed)  # ('Between these two: (1) S1 (2) S2 - who ...?', before labels are laid out)
    if (dictated := _dictated_two(text)) is not None:
        return narrated(dictated)  # ('so two people, first is A, second is B, which of them ...', a23y)
    if (topic := _dictated_topic(text)) is not None:
        return narrated(topic)  # ('take the richest person in each state, out of those people who has R', a23y)
    if (followed := _dictated_follow_up(text)) is not None:
        return narrated(followed)  # ('among G who has R, if tied T, and how many X does that person have', a23y)
    if (ticket := _ticket_picks(text, labelled=True)) is not None:
        return narrated(ticket)  # ('Pick A: G1, R1, tiebreak T1. Pick B: ...' -> 'Person A: the person with R1 among G1
        # (tiebreak T1). ...')
    if (unquizzed := _quiz_labels(text)) is not None:
        return narrated(unquizzed)  # ('Contestant A: S1. Contestant B: S2.' -> 'Person A: S1. Person B: S2.')
    if (every := _LEADERS_ANY_STATE.sub(r"\g<place>", text)) != text:
        return narrated(every)  # ('... the most pets in their state, across all states' -> '... in their state', a34s)
    if (measured := _which_after_measure(text)) is not None:
        return narrated(measured)  # ('Lower total bank balance, which one: S1, or S2?' -> 'Lower total bank balance: S1,
        # or S2?', a34s)
    if (valued := _answer_value(text)) is not None:
        return narrated(valued)  # ('... Your answer should be the sum of this person's balances.' -> 'What is ...?', a35t)
    if (by := _wise_said().sub(_wise_by, text)) != text:
        return narrated(by)  # ('the oldest vehicle, model-year-wise?' -> 'the oldest vehicle by model year?', e46q)
    if (again := _fragment_named_again(text)) is not None:
        return narrated(again)  # ('G - among those, who ...?' -> 'G - who ...?', e46q)
    if (laid := laid_out(text)) != text:  # (lines and rules for ties said first, as sentences: words.LAYOUT_*)
        return narrated(laid)
    if (unlabelled := _fragment_labelled(text)) is not None:
        return narrated(unlabelled)  # ('filter: same blood type as X, ... Q' -> 'same blood type as X, ... Q', e46q)
    if (scope := _scope_said(text)) is not None:
        return narrated(scope)  # ('Scope: G. Return the one with R; on a tie, T.' -> 'Restrict to G. Return ...', a34s)
    if (ticket := _ticket_picks(text, labelled=False)) is not None:
        return narrated(ticket)  # ('G1: take the one with R1, T1. G2: R2, T2. Which of the two ...?' -> 'Take the person
        # with R1 among G1 (T1). ...': after the layouts, which read one person so said, 'G: R, tie T. return X')
    if (scene := _scene_again(text)) is not None:
        return narrated(scene)  # ('Picture G1. Who R? Now picture G2 and ask the same.')
    if (unquoted := _GLOSS_QUOTED.sub(r"\1", text)) != text:
        return narrated(unquoted)  # ("Here, 'top pet owner' means R" -> 'Here, top pet owner means R', e38k)
    if (in_each := _TIE_IN_A.sub(lambda m: f"{m.group(1)} {m.group(2)} each {m.group(3)}", text)) != text:
        return narrated(in_each)  # ('Tie within a group: oldest' -> 'Tie within each group: oldest')
    if (value := _that_value(text)) is not None:
        return narrated(value)  # ('Find the richest person among G. What is that balance?')
    if (whose := _whose_total(text)) is not None:
        return narrated(whose)  # ('What is the total balance ... of the person whose total is the highest among G?', e48c)
    if (such := _such_total(text)) is not None:
        return narrated(such)  # ('... bank balances in total of whichever of them has the smallest such total?', a25z)
    if (m := _TIE_BRACKETED_LAST.search(text)) is not None and _tie_rule(m.group("rule")):
        # ('..., which person has the most X? (if tie: higher salary person)', a24y: the question's tie rule in brackets
        # of its own after it) -> '... the most X? If tie: higher salary person.'
        rule = m.group("rule").strip()
        return narrated(f"{text[:m.start()]}? {rule[:1].upper()}{rule[1:]}.")
    if (m := _TIE_BRACKETED_BETWEEN.search(text)) is not None and _tie_rule(m.group("rule")):
        rule = m.group("rule").strip()
        return narrated(f"{text[:m.start()]}{m.group('gap')}{rule}.{text[m.end():]}")
    if (same := _tie_same_way(text)) is not None:
        return narrated(same)  # ('Ties within either group go to T, and a tie between the two is settled the same way.'
        # -> '..., and a tie between the two goes to T.'; 'Every tie here (...) goes to T' -> 'Every tie (...) goes to T')
    if (name_asked := _name_asked_again(text)) is not None:
        return narrated(name_asked)  # ('Find S. What is their name?' -> 'Find S. Name this person.', e44g)
    if (topic := _group_topic_said(text)) is not None:
        return narrated(topic)  # ('Residents of X are the group here.' / '..., and I'm interested in the people of that
        # state.' -> 'Consider G.', e48c)
    if (named := _yes_no_for(text)) is not None:
        return narrated(named)  # ('Is the total bank balance greater for S1 or for S2? Name that person.' -> 'Who has the
        # greater total bank balance: S1, or S2?', e48c)
    if (named := _yes_no_named(text)) is not None:
        return narrated(named)  # ('Does S1 own more vehicles than S2? Name whichever owns more.' -> 'Who owns more
        # vehicles: S1, or S2?': the request naming one is the question, c40k)
    if (summed := _ADD_UP_TOGETHER.sub("add up to", text)) != text:
        return narrated(summed)  # ('What do the bank accounts of S1 and S2 add up to, all together?' -> '... add up to?')
    if (listed := _these_two_listed_last(text)) is not None:
        return narrated(listed)  # ('What do the bank accounts of these two people add up to: S1, and S2?' -> 'What do the
        # bank accounts of S1 and S2 add up to?', c40n)
    if not _ANOTHER.search(text) and _ONE_REFERRED.search(text) and \
            (one_ranked := _ONE_HAS_RANK.sub(r"\g<g>, take the person with \g<rank>", text, count=1)) != text:
        return narrated(one_ranked)  # ('Among G, one person has the most bank accounts, T. What is ... that person's ...?' ->
        # 'Among G, take the person with the most bank accounts, T. ...', c40k)
    if (also := _SET_UP_ALSO.sub(r"\g<head>, and ", text, count=1)) != text:
        return narrated(also)  # ('Consider S1, and also S2.' -> 'Consider S1, and S2.', c40k)
    if (first := _each_rule_trigger_first(text)) is not None:
        return narrated(first)  # ('In both cases the oldest is chosen if there's a tie.' -> 'In both cases, if there's a
        # tie, the oldest is chosen.'; 'Either selection breaks a tie by T.' -> 'In each case, a tie is broken by T.')
    if (each := _each_case_after_list(text)) is not None:
        return narrated(each)  # ('Two people: S1, and S2. In both cases, if there's a tie, T. Q' -> 'Two people: S1, and
        # S2 (in both cases, if there's a tie, T). Q', a37p)
    if (compared := _TWO_COMPARED.sub(lambda m: f"{m.group('lead')}Compare two {m.group('noun')}{m.group('on') or ''}"
                                       f"{m.group('mark')}", text)) != text:
        return narrated(compared)  # ('Two residents are compared: S1, and S2.' -> 'Compare two residents: S1, and S2.')
    if (owned := _COUNT_OWNED.sub(r"\g<by> \g<the>number of \g<n>", text)) != text:
        return narrated(owned)  # ('Compare two people by number of vehicles owned: ...' -> '... by number of vehicles:')
    if (again := _STEP_AGAIN.sub(r"\g<j> \g<v>", text)) != text:
        return narrated(again)  # ('Now take G2, and again pick whoever has R.' -> '..., and pick whoever has R.')
    if (places := _TWO_PLACES_SET.sub(_two_places_set, text)) != text:
        return narrated(places)  # ('Start with two states: the one where A lives, and the one where B lives.' -> 'Start
        # with two groups: the residents of the state where A lives, and the residents of the state where B lives.')
    if (there := _RESIDENT_THERE.sub(r"\g<lead>the \g<sup>\g<noun> there", text)) != text:
        return narrated(there)  # ('..., and find the resident with R' -> '..., and find the resident there with R')
    if (again := _GROUP_THEN_AGAIN.sub(r"\g<g>, \g<s>", text)) != text:
        return narrated(again)  # ('Second, among G2, again the one with R.' -> 'Second, among G2, the one with R.')
    if (announced := _announced_semicolons(text)) is not None:
        return narrated(announced)  # ('There are two people here: S1, T1; and S2, T2.' -> 'Two people: ...', e38w)
    if (paired := _step_pair(text)) is not None:
        return narrated(paired)  # ('Pick, in the state of A, S1, and in that of B, again S2, taking T whenever there's a
        # tie.' -> 'Pick S1 in the state of A, and S2 in ..., in each case taking T ...', e38w)
    if (said_after := _one_person_after(text)) is not None:
        return narrated(said_after)  # ('I want to know the total bank balance of one person. This person is S.', a24y)
    if (asked_last := _HOW_MUCH_LAST.sub(lambda m: f"How much is {m.group('np')[:1].lower()}{m.group('np')[1:]}?",
                                         text)) != text:
        return narrated(asked_last)  # ('Total bank balance of these two persons together is how much?', a22y)
    if (conditions := _conditions(text)) is not None:
        return narrated(conditions)  # ('PFB the conditions: C1, and C2. Among people meeting them, who ...?')
    if (setting := _SETTING.sub("", text)) != text:
        return narrated(setting)  # ('Consider G. Each of them may own some pets. Find ...': no condition said, a35t)
    if (found_among := _FOUND_AMONG.sub(_found_among, text)) != text:
        return narrated(found_among)  # ('The first is found among G: S, or, if several tie, T.', a35t)
    if (left := _left_out(text)) is not None:
        return narrated(left)  # ('Take G. Leave out anyone who owns a pet. Who is the eldest person left?', a35t)
    if (kept := _kept(text)) is not None:
        return narrated(kept)  # ('Take G. Keep just the ones who own a car. Who R?')
    if (kept := _kept_first(text)) is not None:
        return narrated(kept)  # ('G, filter to those with zero cars. Fewest pets? Return the name.', a34s)
    if (apart := _picked_apart(text)) is not None:
        return narrated(apart)  # ('Restrict to G1 and take the one with R1; separately, restrict to G2 and take ...', a34s)
    if (same := _same_way(text)) != text:
        return narrated(same)  # ('Person B is found the same way, but in G' -> 'Person B is the one in G')
    if (call_named := _call_named(text)) != text:
        return narrated(call_named)  # ('Among G, call the one with R P.' -> 'Among G, let P be the one with R.', e63v)
    if (among_let := _AMONG_LET.sub(_among_let, text)) != text:
        return narrated(among_let)  # ('Among G, let P be the one with R.' -> 'Let P be the one, among G, with R.')
    if (leaders_said := _leaders_set(text)) != text:
        return narrated(leaders_said)  # ('For each state, take the resident or residents with R, and let L denote the set
        # of people so obtained.' -> 'Let L be the set of the people with R in their state.', a21z)
    if (same := re.sub(_IS_THAT_OF, r"\g<lead> the same as that of", text, flags=re.IGNORECASE)) != text:
        return narrated(same)  # ('people whose blood type is that of A': 'is the same as that of A', a21z)
    if (onto := _ADD_TO_THAT_OF.sub(r"\g<verb> together \g<what>s of \g<a> and ", text)) != text:
        return narrated(onto)  # ('Add the total bank balance of S1 to that of S2.' -> 'Add together the total bank
        # balances of S1 and S2.', a37k)
    if (added := re.sub(_ADDED_TO_THAT, r"the combined total bank balance of \g<a> and \g<b>", text)) != text:
        return narrated(added)  # ('the total bank balance of P added to that of Q', a21z: the two's sum)
    if (paired := _PAIR_TIED.sub(_pair_tied, text)) != text:
        return narrated(paired)  # ('Which of P and Q owns more pets? Should P and Q tie, T.': 'Should the two tie')
    if (ruled := _self_ruled(text)) != text:
        return narrated(ruled)  # ('Let P be R; should several tie, P is the one among them with T.': 'take the one')
    if _SET_AGAINST_VERB.search(text) and (passive := _SET_AGAINST_PASSIVE.sub(_set_against_passive, text)) != text:
        return narrated(passive)  # ('Of all those, whoever has R (T) is set against S2.', a37k)
    if (then := _SET_AGAINST_THAT.sub(lambda m: "Then take " if m.group(0)[0].isupper() else "then take ", text)) != text:
        return narrated(then)  # ('Take S1. Compare that person with S2.' -> 'Take S1. Then take S2.', a25z)
    if (ranked := _WHICHEVER_OF.sub(_whichever_of, text)) != text:
        return narrated(ranked)  # ('whichever resident of G has the most X' -> 'the resident of G with the most X', a25z)
    if (again := _STEP_PLACE_AGAIN.sub(_step_place_again, text)) != text:
        return narrated(again)  # ('Take R in the state of A, and likewise in the state of B, T.': 'In the state of A,
        # take R, T; in the state of B, do likewise.', a25z)
    if (both := _STEP_PLACES_BOTH.sub(_step_places_both, text)) != text:
        return narrated(both)  # ('Consider R in the state of A and in the state of B, T. Which of the two ...?': 'In
        # the state of A, consider R, T; in the state of B, do likewise.', a25z)
    if (ranked_alone := _bare_ranked(text)) is not None:
        return narrated(ranked_alone)  # ('Among G, what is the total bank balance of the youngest?': '... the youngest
        # person?', a27x)
    if (apart := _AND_SEPARATELY.sub(", and ", text)) != text:
        return narrated(apart)  # ('Find S1, and, separately, S2.' -> 'Find S1, and S2.', e38k: the second person said
        # apart, each found on their own as any two listed are)
    if (inserted := _PAIR_INSERTED.sub(lambda m: f"{m.group('ask')} {m.group('verb')}: {m.group('pair')}?", text, count=1)) \
            != text:
        return narrated(inserted)  # ('Which person, A or B, holds more X?' -> 'Which person holds more X: A or B?', e38k)
    if (dashed := _GROUPS_SET_OFF.sub(r"\g<pre>For each of two groups, \g<groups>, ", text, count=1)) != text:
        return narrated(dashed)  # ('From each of two groups — G1 and G2 — take R.' -> 'For each of two groups, G1 and G2,
        # take R.', e38k: read by _two_groups)
    if (listed := _step_for_groups_listed(text)) is not None:
        return narrated(listed)  # ('In each of two groups, take R, T: first, G1; second, G2.' -> 'Among G1, take R, T.
        # Among G2, take R, T.', e38k)
    if (two_groups := _two_groups(text)) is not None:
        return narrated(two_groups)  # ('For each of two groups, G1 and G2, take R, T.': 'Among G1, take R, T; among G2,
        # take R, T.', a26x)
    if (ordinal := _ordinal_groups(text)) is not None:
        return narrated(ordinal)  # ('Start with two groups: G1, and G2. From the first, take R1; from the second, R2.':
        # 'Among G1, take R1; among G2, take R2.', a37s)
    if (apart := _TWO_PLACES.sub(_two_places, text)) != text:
        return narrated(apart)  # ('In the state of A, and in that of B, take R, T.': 'In the state of A, take R, T; in
        # the state of B, do likewise.', a25z)
    if (whose := _OF_THOSE_WHOSE.sub(W.OF_THOSE_WHOSE, text)) != text:
        return narrated(whose)  # ('Take G. Of them, whoever's oldest vehicle ...' -> '... the person whose ...', a25z)
    if (picked := _OF_THOSE_WHOEVER.sub("Whoever of them", text)) != text:
        return narrated(picked)  # ('Take G. Of those, whoever has R, T: ...?' -> '... Whoever of them has R, T: ...?')
    if (or_of := _OR_TIE_OF.sub(r"; \g<trigger>, ", text)) != text:
        return narrated(or_of)  # ('state the name of S or, should two or more be equal, of the one among them with X'
        # -> 'state the name of S; should two or more be equal, the one among them with X', a35f)
    if (sides := _TWO_HANDS.sub(r" \g<j> \g<b>", text)) != text:
        return narrated(sides)  # ('As between A, on the one hand, and B, on the other, ...' -> 'As between A and B, ...')
    if (having := _HAVING_FOUND.match(text)) is not None:
        return narrated(f"Identify{having.group('s')}, and {having.group('rest')}")  # ('Having identified S, provide ...'
        # -> 'Identify S, and provide ...', a35f)
    if (such := _SUCH_RANKED.sub(r"\g<head>", text)) != text:
        return narrated(such)  # ('Among G, state the name of the eldest such holder' -> '... of the eldest', a35f)
    if (plain := _FORMAL.sub(lambda m: W.FORMAL_SAID_AS[" ".join(m.group(0).lower().split())], text)) != text:
        return narrated(plain)  # ('his or her' -> 'their', 'commenced' -> 'began': words.FORMAL_SAID_AS)
    if (paper := _paper_said(text)) != text:
        return narrated(paper)  # ('the older of two individuals: S1, and S2' -> '... of the following two ...', a36r)
    if (former := _former_latter(text)) is not None:
        return narrated(former)  # ('Two persons are to be compared: the former, S1; the latter, S2.', a23z)
    if (grouped := _two_of_group(text)) is not None:
        return narrated(grouped)  # ('Consider two G: the one with R1 (T1) and the oldest one. Which of them ...?', a25x)
    if (ruled := _PROVISO_FIRST.sub(_proviso_first, text)) != text:
        return narrated(ruled)  # ('State which of the following ..., provided that, T: (a) S1; or (b) S2.', a23z)
    if (in_each_case := _each_case(text)) != text:
        return narrated(in_each_case)  # ('ties within (a) and within (b) being resolved ...': 'ties in each case ...', a23z)
    if (titled := _LET_TITLED.sub(_let_titled, text)) != text:
        return narrated(titled)  # ('Let the Relevant Group be G. Of the Relevant Group, ...', a23z)
    if (listed := _listed_who(text)) is not None:
        return narrated(listed)  # ('Identify the individual who (a) C1; and (b) C2; and who, of all such, R.', a23z)
    if (unlabelled := _labels_read_away(text)) is not None:
        return narrated(unlabelled)  # ('as between (a) S1 and (b) S2', '... which of (a) and (b) ...')
    w = _words(text)
    edits: list[tuple[int, int, str]] = []  # (first word, end, the words written instead)
    sentences = _sentences(w)
    if len(sentences) > 1 and (label := _at(w.keys, 0, len(w.keys), W.QUESTION_LABELS)) is not None and \
            label < len(w.keys) and (w.keys[0] != "q" or w.keys.count("q") == 1):
        # 'Problem: <the question>', 'Q: ...' (a letter never referred to again names no one)
        rest = text[w.starts[label]:]
        return narrated(rest[:1].upper() + rest[1:])
    if (opened := _quiz_opened(w, sentences, text)) is not None:
        return narrated(opened)  # ("Here's one for you: Q", "Think you know your neighbours? Q", "Two finalists - ...")
    if (topical := _topic_opened(w, sentences, text)) is not None:
        return narrated(topical)  # ("Here's one about insurance. Q", "Here's a salary comparison. Q", a34r)
    if (scoped_tie := _step_tie(w, sentences, text)) is not None:
        return narrated(scoped_tie)  # ('Among G, pick R. If there is a tie at this step, T.' -> 'Among G, pick R (if
        # there is a tie, T).', a29z)
    if (tied := _repeat_tie(w, text)) is not None:
        return narrated(tied)  # ('find R; in Y, do the same (both times a tie goes to T)' -> 'find R (tie: T); ...')
    if (same_rule := _SAME_RULE_ASIDE.sub(r"\g<do>", text)) != text:
        return narrated(same_rule)  # ('Do the same, with the same tie rule, for G2' -> 'Do the same for G2', a35t: a step
        # repeated repeats its tie rule)
    if (restated := _SAME_IDEA_SAID.sub(_same_idea_said, text)) != text:
        return narrated(restated)  # ('person B: same idea but among G2 — R, T.' -> 'person B: among G2, the one with R,
        # T.', a37p)
    if (restated := _LIKEWISE_SAID.sub(_likewise_said, text)) != text:
        return narrated(restated)  # ('Do likewise for G2: the fewest bank accounts, T.' -> 'Among G2, find the one with
        # the fewest bank accounts, T.', a35t)
    if (joined := _of_these_joined(w, sentences, text)) is not None:
        return narrated(joined)  # ('Consider G. Of these, find S.' -> 'Consider G, and of these, find S.', a35t)
    if (looked := _look_with(w, sentences, text)) is not None:
        return narrated(looked)  # ('Start with S and look at everyone in the same state.')
    if (target := _target(w, sentences, text)) is not None:
        return narrated(target)  # ('Your target is the person with R. What is your target's total bank balance?')
    if (one := _one_found(w, sentences, text)) is not None:
        return narrated(one)  # ('Among G, one person owns R (T). What is that person's total bank balance?')
    if (lived := _place_lived(w, sentences, text)) is not None:
        return narrated(lived)  # ('Find where S lives.', 'Find S and note the state they live in.')
    if (riddle := _riddle(w, sentences)) is not None:
        return riddle  # ('You share a blood type with A. Among everyone like that, you R. Who are you?')
    if (stepped := _asked_step(w, sentences, text)) is not None:
        return narrated(stepped)  # ('Among G1, who R? And among G2, the same.' -> 'Among G1, find the person who R. ...')
    if (lead := _lead_in(w, sentences, text)) is not None:
        return narrated(lead)  # ('Quick one for a sidebar: ...', 'I'm comparing S1 against S2. ...')
    if (fragment := _group_first(w, text)) is not None:
        return fragment  # ("same blood type as owner of cat 'John' -> most credit cards, tie oldest. name?")
    if (chosen := _whoever_first(w, sentences, text)) is not None:
        return chosen  # ('Among G, whoever has R (T), how much does that person have ...?')
    if (scoped := _scoped(w, sentences)) is not None:
        return scoped
    if len(sentences) > 1 and (grouped := _grouped(w, sentences)) is not None:
        return narrated(grouped)  # ('Group A: G1. ... the richest person in Group A ...': each group read into it)
    if len(sentences) > 1 and (defined := _defined_terms(w, sentences)) is not None:
        return narrated(defined)  # ('Hereinafter "the Candidate" means S.': 'Let P be S.', each use of it as 'P')
    if len(sentences) > 1 and (given := _names_given(w, sentences)) is not None:
        return narrated(given)  # ('Let's call P S.', 'We'll refer to S as P.', 'Take S and call them P.': 'Let P be S.')
    if len(sentences) > 1 and (which := _which_named(w, sentences)) is not None:
        return narrated(which)  # ('Let Candidate A be S1, and Candidate B S2. ... which Candidate ...?': of the two)
    if (ahead := _question_ahead(w, sentences)) is not None:
        return ahead
    if (leaders := _state_leaders(w, sentences)) is not None:
        return leaders
    if (each_taken := _each_state_take().sub(_each_state_taken, text)) != text:
        return narrated(each_taken)  # ('For each state, take the resident with R, and ...' -> 'Take the people with R in
        # their state, and ...', e42p: a set-up sentence, its state said first, read as `_state_leaders` reads it)
    if sentences and (each := _each_of_two(w, *sentences[0])) is not None or \
            (each := _pair_then_each(w, sentences)) is not None:
        return narrated(each)  # (the people found referred to: 'the two people picked'; its first sentence now
        # 'For S1, ...' or 'Look at the state of S1 and ...', which neither reads again)
    if sentences and (framed := _framing(w, *sentences[0][:2])) is not None:
        begins, words = framed  # ('okay this one's long, S ...' -> 'S ...'; 'so I've got two people, S1, and S2, who ...')
        rest = text[w.starts[begins]:]
        return f"{words} {rest}" if words else rest[:1].upper() + rest[1:]
    for i, j, _ in sentences:
        if (fronted := _at(w.keys, i, j, W.FRONTED_GROUP)) is not None:
            # 'Residing in the same state as A, which person ...?' -> 'Among people residing in ..., which person ...?'
            comma = next((n for n in range(fronted, j) if w.keys[n] == ","), None)
            if comma is not None and comma + 1 < j and (w.keys[comma + 1] in _ASKS or
                                                        _at(w.keys, comma + 1, j, W.REPORT_LEADS) is not None or
                                                        _at(w.keys, comma + 1, j, W.SETUP_LEADS) is not None):
                edits.append((i, i + 1, f"Among people {w.raw[i].lower()}"))
                continue
        k = _at(w.keys, i, j, W.SCENE_LEADS) or i
        opener = _at(w.keys, k, j, W.SCENE_OPENERS) or (k + 1 if k > i and w.keys[k] in ("you", "we") else None)
        if opener is not None:
            verb = next(((end, said) for said, typed in W.SCENE_VERBS.items()
                         if (end := _at(w.keys, opener, j, typed)) is not None), None)
            if verb is not None:
                edits.append((i, verb[0], verb[1].capitalize()))
            elif _at(w.keys, opener, j, W.SETUP_LEADS) is not None or _at(w.keys, opener, j, W.VALUE_LEADS) is not None:
                edits.append((i, opener, ""))
        elif k > i:
            edits.append((i, k, ""))
        n = i
        while n < j:
            found = _found_at(w, n, j)
            if found is None:
                n += 1
                continue
            edits.append((n, found[0], found[1]))
            n = found[0]
    if not edits:
        return text
    out, copied = [], 0
    for start, end, words in edits:
        out.append(text[copied:w.starts[start]])
        rest = text[w.starts[end]:w.starts[end + 1]] if end < len(w.keys) else ""
        said = text[w.starts[start]:w.starts[end]]
        if words:
            out.append(words + said[len(said.rstrip()):])
        elif rest[:1].islower():  # the step's verb opens the sentence now
            out.append(rest[0].upper())
            copied = w.starts[end] + 1
            continue
        copied = w.starts[end]
    out.append(text[copied:])
    return "".join(out)


_SUPERLATIVES = "|".join(W.PERSON_SUPERLATIVES)  # ('the eldest', in the patterns below)
_MARK_INSIDE = _lazy(r"[?.!;]\s*\S")


# A tie rule in brackets of its own after the question's mark, ending the text (a24y).
_TIE_BRACKETED_LAST = _lazy(r"\?\s*\((?P<rule>[^()]+)\)\s*[.?]?\s*$")
# ... and a tie rule in brackets of its own between two sentences ('G1: take R. G2: likewise. (Ties in either group: X
# wins.) Which of the two ...?', a36d): read as the sentence it holds
_TIE_BRACKETED_BETWEEN = _lazy(r"(?<=[.!?])(?P<gap>\s+)\((?P<rule>[^()?]+?)\.?\)(?=\s+[A-Z])")
# What is asked of a person said to be one, who is said next ('I want to know the total bank balance of one person.
# This person is, among G, the one who has R; in case of a tie, T.', 'I would like to know sum of bank balance of one
# person: among G, the person who has R; if same number, T.', a24y): the asking words, then the person.
_ONE_PERSON = _lazy(r"^(?P<ask>[^.?!:;()]*?\b(?:of|for)) (?:one|a|a certain|a single|the following) (?:person|individual)"
                         r"\s*(?:[.:?]\s*(?:this|the|that) (?:person|one|individual) is\s*,?|:|\s[\u2014\u2013-])"
                         r"\s*(?P<who>[^.?!]+?)\s*"
                         r"(?P<mark>[.?!]?)(?:(?<=[.?!])\s+(?P<rule>[^.?!]+[.?!]?))?\s*$", re.IGNORECASE)
# ... the person's group said first ('among G, the one who ...'; a learner's 'in G, ...')
_GROUP_THEN_ONE = _lazy(r"^(?:among|amongst|in) (?!each |every )(?P<g>[^,;()]+?), "
                             r"(?P<s>(?:(?:the |a )?(?:one|person|individual)|whoever)\b.+)$", re.IGNORECASE)


# The two people's labels said in a tie rule's scope ('For both A and B, a tie is decided by T', 'within A's group,
# within B's group, and between A and B', c40k/c40n): read as the words for each and for the pair, as the layers read them
_TIE_LABEL = r"(?:[A-Z]|[A-Z][0-9]|[0-9]|\([a-zA-Z0-9]\))"
_TIE_SCOPE_LABELS = (
    (re.compile(rf"(?:^|(?<=^\s)|(?<=[.?!;]\s))(?i:for|to|in)\s+both\s+(?P<a>{_TIE_LABEL})\s+and\s+(?P<b>{_TIE_LABEL})(?=\s*[,:;)]|\s+alike\b)(?:\s+alike)?"),
     "for both"),
    (re.compile(rf"\b(?i:within|in|for)\s+(?P<a>{_TIE_LABEL})['\u2019]s\s+(?P<noun>group|pick|ranking|selection|search),?\s+"
                rf"(?:and\s+)?(?:within|in|for)\s+(?P<b>{_TIE_LABEL})['\u2019]s\s+(?P=noun)\b"), "within each group"),
    (re.compile(rf"\b(?i:between)\s+(?P<a>{_TIE_LABEL})\s+and\s+(?P<b>{_TIE_LABEL})(?=\s*[,:;).])"), "between the two"),
)
# ... and the two labels as the subject of the comparison's tie ('If A and B have equally many policies, T', 'Should
# (a) and (b) be level, T'): 'they'
_TIE_LABELS_THEY = _lazy(rf"\b(?P<lead>(?i:if|should|when|whenever|in\s+case|where)\s+)(?:(?i:both)\s+)?"
                              rf"(?P<a>{_TIE_LABEL})\s+and\s+(?P<b>{_TIE_LABEL})(?=\s+[a-z])")
_TIE_WORD = _lazy(r"\b(?:ties?|tied|tiebreak\w*|tie-break\w*|draws?)\b", re.IGNORECASE)
# a tie rule in brackets right after the person it is for, said with words for that one ('(ties for the latter broken
# by T)' after the second, '(a tie there going to T)', '(that tie, if any, goes to T)'): read without them
_TIE_ASIDE_THAT = _lazy(r"\((?P<lead>\s*)(?:(?P<tie>ties?|a\s+tie|any\s+tie)\s+(?:for\s+the\s+(?P<who>latter|"
                             r"former|second|first)(?:\s+(?:one|person|pick))?|there|in\s+that\s+(?:group|ranking|"
                             r"search))|that\s+(?P<that>tie)\s*,\s*if\s+any\s*,)\s+(?P<rest>[^()]+)\)", re.IGNORECASE)


# A tie rule's scope said in words (e42a, words.TIE_SCOPE_*): one person's pick said by its place or by its group's
# words, each person's pick, both picks said by their verb, and a tie between the two said with the measure
@lru_cache(maxsize=1)
def _tie_scope_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The place, each-pick and both-chosen scope patterns, made from their word lists when first used."""
    place = re.compile(rf"\b(?:{_alts(tuple(W.TIE_SCOPE_PICKING))})\s+the\s+(?P<n>first|second)(?:\s+(?:one|person|pick|"
                       r"individual))?\b", re.IGNORECASE)
    each = re.compile(rf"\b(?:{_alts(tuple(W.TIE_SCOPE_PICKING))})\s+(?:{_alts(tuple(W.TIE_SCOPE_EACH_PICK))})\b", re.IGNORECASE)
    both = re.compile(rf"(?:^|(?<=[.?!;]\s)|(?<=^\s))(?:{_alts(tuple(W.TIE_SCOPE_BOTH_CHOSEN))})\s+"
                      rf"(?:{_alts(tuple(W.TIE_SCOPE_CHOSEN_VERBS))})\s+(?:with|using|by)\s+(?P<x>[^,;.?!()]+?)\s+as\s+"
                      rf"(?:{_alts(tuple(W.TIE_SCOPE_BREAKER))})(?=\s*[,;.?!]|$)", re.IGNORECASE)
    return place, each, both


_TIE_BETWEEN_ON = _lazy(r"\b(?P<t>ties?|tied|draws?)\s+between\s+the\s+two(?:\s+people)?\s+(?=on\s)", re.IGNORECASE)
# ... a group scope: its lead at a clause's start or right after a tie's noun, then the group ('the state's residents')
_TIE_SCOPE_GROUP = _lazy(rf"(?:(?:^|(?<=[.?!;,]\s)|(?<=\band\s))|(?<=\btie\s)|(?<=\bties\s))(?P<lead>(?i:"
                              rf"{'|'.join(sorted(W.TIE_SCOPE_GROUP_LEADS))}))\s+(?=(?i:the|those|these)\s)")


def _own_rule_bracketed(text: str) -> str | None:
    from cbwh.ask.apart import own_rule_bracketed

    return own_rule_bracketed(text)


@lru_cache(maxsize=1)
def _compared_pattern() -> re.Pattern[str]:
    lead = _alts(tuple(W.COMPARE_REF_LEADS))
    return re.compile(rf"(?:^|(?<=[.!?]\s))(?:(?i:{lead})\s*,?\s+)?(?i:{_alts(tuple(W.COMPARE_REF_VERBS))})"
                      rf"\s+(?P<ref>(?i:{_alts(tuple(W.COMPARE_REF_PEOPLE))}))(?:\s+up)?"
                      rf"\s+(?i:{_alts(tuple(W.COMPARE_REF_JOINS))})\s+(?P<b>[^:?\u2014]+?)\s*(?::|\u2014|\s-\s)\s*"
                      r"(?P<q>(?i:which|who|whose)\b[^?]*\?)")


# the question's words for the two, read away before its predicate ('which of the two has ...', 'who holds ...')
_OF_THE_TWO = _lazy(r"^(?:which|who)(?:\s+(?:of\s+(?:the\s+two|them|the\s+pair|both)|one|person))?\s+",
                         re.IGNORECASE)


def _compared_with_set_up(text: str) -> str | None:
    """'Compare that person with S2: which of the two has more X?' (words.COMPARE_REF_*) -> 'Which of that person and
    S2 has more X?'; 'Set them against S2: whose X is higher?' -> 'Whose X is higher: them, or S2?'. None when the
    text says no such thing."""
    m = _compared_pattern().search(text)
    if m is None:
        return None
    ref, second, asked = m.group("ref"), m.group("b").strip(), m.group("q")
    ref = "that person" if ref.lower() in ("them", "him", "her") else ref
    if asked.lower().startswith("whose"):
        said = f"{asked[:-1].rstrip()}: {ref}, or {second}?"
    else:
        said = f"Which of {ref} and {second} {_OF_THE_TWO.sub('', asked, count=1)}"
    return f"{text[:m.start()]}{said}{text[m.end():]}"


@lru_cache(maxsize=1)
def _outdo_pattern() -> re.Pattern[str]:
    return re.compile(rf"\b(?P<w>[Ww])hose\s+(?P<m>[^:?,\u2014]{{1,60}}?)\s+(?i:{_alts(tuple(W.OUTDO_VERBS))})\s+"
                      rf"(?i:{_alts(tuple(W.OUTDO_OTHER))})(?=\s*[:?,\u2014\u2013-])")


def _outdoes_other(text: str) -> str | None:
    """'Whose M outnumbers/exceeds the other's' (words.OUTDO_VERBS, OUTDO_OTHER) as 'Who has more M' for a plural
    measure ('internet accounts', 'pets'), 'Whose M is greater' for one ('bank balance', 'pet count'); None when the
    text says no such thing."""
    m = _outdo_pattern().search(text)
    if m is None:
        return None
    measure = m.group("m").strip()
    plural = measure.lower().endswith("s") and not measure.lower().endswith(("'s", "ss")) and \
        not re.search(r"\b(?:of|count|counts|number|total)\b", measure, re.IGNORECASE)  # ('number of pets': one)
    said = f"{m.group('w')}ho has more {measure}" if plural else f"{m.group('w')}hose {measure} is greater"
    return f"{text[:m.start()]}{said}{text[m.end():]}"


def _tie_scopes_in_place(text: str) -> str | None:
    """A tie rule after the two people whose scope is said in words, as the grammar reads it (words.TIE_SCOPE_*): two
    rules (cut at ';' or ', and'), each for one person's pick said by its place or by the words of that person's group
    alone, anywhere in its rule ('If there's a tie in picking the first, T1; in picking the second, T2'; 'a tie among
    the Home policy holders goes to T1, and a tie among the state's residents goes to T2'; 'For the Home policy holders
    a tie is broken by T1, and for the state's residents by T2') -> 'Ties go to T1 for the first and to T2 for the
    second.' (as `_tie_scopes_said` says its rules); each pick ('In picking each of them, T' -> 'In each case, T');
    both said by the picks' verb ('Both are selected with T as the tie-breaker' -> 'In both cases, T is the
    tie-breaker'); a tie between the two said with the measure ('a tie between the two on pets' -> 'a tie on pets'). A
    group whose words are in both people's words, or in neither, is left as it is (refused). None when nothing is so
    said."""
    for sentence in re.finditer(r"[^.?!\s][^.?!]*[.?!]?", text):
        said = sentence.group()
        if not _TIE_WORD.search(said) or sentence.start() == 0:
            continue
        at = sentence.start()
        before = text[:at]
        _, each, both = _tie_scope_patterns()
        again = each.sub("in each case", said)
        again = both.sub(lambda m: f"In both cases, {m.group('x')} is the tie-breaker", again)
        again = _TIE_BETWEEN_ON.sub(r"\g<t> ", again)
        again = _own_rules_said(again, before) or again
        if again.strip() != said.strip():
            return f"{before}{again[:1].upper()}{again[1:]}{text[sentence.end():]}"
    return None


def _own_rules_said(said: str, before: str) -> str | None:
    """'R1 ; R2' (or 'R1, and R2'), each rule with a scope naming one of the two people (`_rule_scope`), as 'Ties go
    to T1 for the first and to T2 for the second.'; None when the sentence is not so."""
    rules = own_rule_breakers(said, before)
    if rules is None:
        return None
    end = re.search(r"\s*[.?!]?\s*$", said)
    assert end is not None
    if len(rules) == 1:  # (one person's rule alone: 'A tie among the Home policy holders goes to T')
        (place, key), = rules.items()
        return f"Ties go to {key} for the {place} person{end.group().strip() or '.'}"
    return f"Ties go to {rules['first']} for the first and to {rules['second']} for the second{end.group().strip() or '.'}"


def own_rule_breakers(said: str, before: str) -> dict[str, str] | None:
    """The breakers of 'R1 ; R2' (or 'R1, and R2'), each rule with a scope naming one of the two people said in
    `before` (`_rule_scope`), by whose they are ('first', 'second'); None when the sentence is not so."""
    cut = [c for c in re.finditer(r"\s*;\s*(?:and\s+)?|,\s+and\s+", said) if not _quoted_at(said, c.start())]
    if len(cut) > 1:
        return None
    end = re.search(r"\s*[.?!]?\s*$", said)
    assert end is not None
    parts = (said[:cut[0].start()], said[cut[0].end():end.start()]) if cut else (said[:end.start()],)
    rules: dict[str, str] = {}
    for part in parts:
        scoped = _rule_scope(part, before, bare=len(parts) == 2)
        if scoped is None:
            return None
        place, rule = scoped
        breaker = _TIE_SCOPE_BREAKER.search(rule)
        key = breaker.group("key") if breaker is not None else rule.strip(" ,") if \
            rule.strip(" ,").lower().startswith("the ") and len(rule.split()) <= 4 else None
        if key is None or place in rules:
            return None
        rules[place] = key
    if len(rules) != len(parts):
        return None
    return rules


def _rule_scope(part: str, before: str, bare: bool) -> tuple[str, str] | None:
    """A rule's scope naming one person ('in picking the first', 'among the state's residents', 'for the Home policy
    holders', and, when `bare`, 'for the second'), and the rule without it; None when it has none, or one naming
    neither or both."""
    place, _, _ = _tie_scope_patterns()
    m = place.search(part) or (re.search(r"\bfor\s+the\s+(?P<n>first|second|former|latter)\b(?!\s+person)", part,
                                         re.IGNORECASE) if bare else None)
    if m is not None:
        n = m.group("n").lower()
        return ("first" if n in W.TIE_SCOPE_FIRST else "second"), f"{part[:m.start()]} {part[m.end():]}"
    for m in _TIE_SCOPE_GROUP.finditer(part):
        for w in re.finditer(r"[\w-]+(?:'s)?|,|;", part[m.end():]):
            if w.start() and (w.group() in (",", ";") or w.group().lower() in W.TIE_SCOPE_GROUP_ENDS):
                end = m.end() + w.start()
                who = _who_has_words(part[m.end():end], before)
                return None if who is None else (who, f"{part[:m.start()]} {part[end:]}")
    return None


def _who_has_words(group: str, before: str) -> str | None:
    """'first' or 'second': the one of the two people said before whose words the group's words are in, the other's
    not (`_scope_person`; the two as the question says them, or cut where they are joined: ', or', ' or ', ' vs ',
    ' against ', ', and'); None unless every way of cutting that tells them apart agrees."""
    if re.search(r"\b(?:two|both|pair|either|each|every|all|them|they|compared|comparison|first|second|former|latter|"
                 r"1st|2nd|other|last|next|or|and)\b", group, re.IGNORECASE):
        return None  # ('a tie among the two', 'within each group', 'for the former or the latter', 'within the first
        # group': not one person's group said by its words; a place is read by the layer's own readers)
    found = set()
    two = _two_described(before)
    cuts = [two] if two is not None else []
    for cut in re.finditer(r",?\s+(?:or|vs\.?|versus|against|and)\s+", before):
        if not _quoted_at(before, cut.start()):
            cuts.append((before[:cut.start()].lower(), before[cut.end():].lower()))
    for pair in cuts:
        n = _scope_person(f"in {group}", pair)
        if n in (0, 1):
            found.add(("first", "second")[n])
    return found.pop() if len(found) == 1 else None


def _quoted_at(text: str, at: int) -> bool:
    return text[:at].count("'") % 2 == 1 and re.search(r"(?<![\w])'[^']*$", text[:at]) is not None


def _labels_defined(text: str, m: re.Match[str]) -> bool:
    """Are both labels of the match said elsewhere in the text (the people they name set up: 'Person A: ...', 'Let P be
    ...'), not a label named nowhere else ('Should P and R tie' with no R: left as it is, refused)?"""
    rest = text[:m.start()] + " " + text[m.end():]
    return all(re.search(rf"(?<![\w'\u2019]){re.escape(m.group(g))}(?![\w'\u2019])", rest) for g in ("a", "b"))


@lru_cache(maxsize=1)
def _tie_deed_labels() -> tuple[tuple[re.Pattern[str], str], ...]:
    """Each person's pick said by the two labels one by one ('in selecting A, in selecting B', 'choosing A, choosing B')
    and the comparison said by the labels ('comparing A with B'), made from their word lists (words.TIE_LABEL_*)."""
    lead = rf"(?:(?:{_alts(tuple(W.TIE_LABEL_CHOOSING_LEADS))})\s+)?"
    choose = rf"{lead}(?:{_alts(tuple(W.TIE_LABEL_CHOOSING))})"
    compare = rf"{lead}(?:{_alts(tuple(W.TIE_LABEL_COMPARING))})"
    return ((re.compile(rf"(?<![\w'])(?i:{choose})\s+(?P<a>{_TIE_LABEL}),?\s+(?:(?i:and|or)\s+)?(?i:{choose})\s+"
                        rf"(?P<b>{_TIE_LABEL})(?=\s*[,;:)\u2014]|\s+(?i:and|or)\b)"), "in choosing each person"),
            (re.compile(rf"(?<![\w'])(?i:{compare})\s+(?P<a>{_TIE_LABEL})\s+"
                        rf"(?i:{_alts(tuple(W.TIE_LABEL_COMPARING_JOINS))})\s+(?P<b>{_TIE_LABEL})(?=\s*[,;:)\u2014])"),
             "in comparing the two"))


def _tie_scope_labels(text: str) -> str | None:
    """The labels in a tie rule's scope read as the words for each / for the pair; a bracketed rule's words for the
    person it follows read away (see above). None when the text has neither (a pair of labels of one label twice,
    'between A and A', or the former said after the second person is left as it is: refused)."""
    for sentence in re.finditer(r"[^.?!]+[.?!]?", text):
        said = sentence.group()
        if not _TIE_WORD.search(said):
            continue
        for pattern, words in (*_TIE_SCOPE_LABELS, *_tie_deed_labels()):
            m = pattern.search(said)
            if m is not None and m.group("a") != m.group("b") and _labels_defined(text, m):
                at = sentence.start()
                return f"{text[:at + m.start()]}{words}{text[at + m.end():]}"
    for m in _TIE_LABELS_THEY.finditer(text):
        if m.group("a") != m.group("b") and _labels_defined(text, m):
            return f"{text[:m.start()]}{m.group('lead')}they{text[m.end():]}"
    for m in _TIE_ASIDE_THAT.finditer(text):
        after = text[m.end():].lstrip()
        who = (m.group("who") or "").lower()
        if who in ("former", "first") or who and not (after[:1] in ("", ".", "?", "!") or after[:1].isupper()):
            continue  # (the latter said only after the second person, at the end of the list)
        tie = "ties" if (m.group("tie") or m.group("that") or "").lower().startswith("ties") else "a tie"
        rest = m.group("rest").strip()
        return f"{text[:m.start()]}({tie} {rest}){text[m.end():]}"
    return None


# A yes/no comparison of two people followed by a request naming one of them ('Does S1 own more vehicles than S2? Name
# whichever owns more.', 'Is S1 paid more or less than S2? Name whichever of the two has the higher salary.', c40k): the
# request is the question. The yes/no question's lead, its predicate's first word (the last such word before 'than':
# words.YES_NO_PREDICATE_STARTS), the request's verb and what it names
_YES_NO_LEAD = _lazy(r"^\s*(?:does|do|did|is|was|has|have|will|would)\s+(?=the\s|whoever\s)", re.IGNORECASE)
_NAME_REQUEST = _lazy(r"^\s*(?:please\s+|just\s+|so\s+)*(?:name|give|identify|say|return|report|tell\s+me|state|"
                           r"pick|answer\s+with|reply\s+with|respond\s+with)\s+(?:(?:me\s+)?the\s+name\s+of\s+)?(?:whichever|which\s+one|the\s+one|who|whoever)(?:\s+of\s+(?:the\s+two|them|these\s+two|"
                           r"those\s+two|the\s+pair))?\s+(?P<pred>[^.?!;]+?)\s*(?P<mark>[.!?]|$)", re.IGNORECASE)
_COMPARATIVES = frozenset({"more", "less", "fewer", "higher", "lower", "bigger", "smaller", "larger", "greater",
                           "older", "younger", "richer", "poorer"})
# ... (its comparative one of the yes/no question's measure: age, or wealth)
_KIN_COMPARATIVES = (frozenset({"older", "younger", "elder"}), frozenset({"richer", "poorer", "wealthier"}))
# ... or naming the one by a comparative alone ('Answer with the name of the older of the two.', e61k): 'Who is older'
_NAME_THE_ONE = _lazy(r"^\s*(?:please\s+|just\s+|so\s+)*(?:name|give|identify|say|return|report|tell\s+me|state|pick|"
                           r"answer\s+with|reply\s+with|respond\s+with)\s+(?:(?:me\s+)?the\s+name\s+of\s+)?the\s+"
                           r"(?P<c>older|younger|elder|richer|poorer|wealthier)(?:\s+(?:one|person|individual))?"
                           r"(?:\s+of\s+(?:the\s+two|them|these\s+two|those\s+two|the\s+pair))?\s*(?P<mark>[.!?]|$)",
                           re.IGNORECASE)


def yes_no_named(text: str) -> str | None:
    """`_yes_no_named`, for the question left once its set-ups are resolved ('Consider S1. Does that person, or S2, have
    more credit cards? Name the one with more.', e63k)."""
    return _yes_no_named(text)


def _yes_no_named(text: str) -> str | None:
    """'Does S1 own more vehicles than S2? Name whichever owns more. T' -> 'Who owns more vehicles: S1, or S2? T' (the
    request's predicate, with the yes/no question's noun when the request says none). None when the text is not so."""
    lead = _YES_NO_LEAD.match(text)
    if lead is None:
        return None
    w = _words(text)
    sentences = _sentences(w)
    if len(sentences) < 2 or sentences[0][2] != "?":
        return None
    i, j, _ = sentences[0]
    # the request, the first sentence after the question that names one, with the sentences between kept after the
    # question ('Is S1 older than S2? In both selections, ties go to T. Answer with the name of the older.', e61k)
    req = next((n for n, (ri, rj, _) in enumerate(sentences[1:], 1) if _a_request(text, w, ri, rj)), None)
    if req is None:
        return None
    ri, rj, rmark = sentences[req]
    between = text[w.starts[sentences[1][0]]:w.starts[ri]].strip() if req > 1 else ""
    rule = ""
    for n in range(ri + 2, rj):  # (a tie rule inside the request, after it: 'Name whichever has more, or, if ...')
        if w.kinds[n] != STRING and _depth(w, ri, n) == 0 and (end := _at(w.keys, n, rj, W.YES_NO_REQUEST_TIE_JOINS)) \
                and w.keys[end] in W.YES_NO_REQUEST_TIE_TRIGGERS:
            rule = text[w.starts[end]:w.starts[rj] if rj < len(w.keys) else len(text)].strip()
            rule = _request_rule(rule, _measure_words(w.keys[i:j]))
            rule = f"{rule[:1].upper()}{rule[1:]}{'.' if rj < len(w.keys) and w.keys[rj] == ';' else ''} "
            rj = n
            break
    asking = text[w.starts[ri]:w.starts[rj] if rj < len(w.keys) else len(text)]
    request = _NAME_REQUEST.match(asking)
    the_one = _NAME_THE_ONE.match(asking) if request is None else None
    if request is None and the_one is None:
        return None
    than = [k for k in range(i, j) if w.keys[k] == "than" and _depth(w, i, k) == 0 and w.kinds[k] != STRING]
    if not than:
        return _either_named(text, w, (i, j), sentences[req][1], request, rule, between)
    if len(than) != 1:
        return None
    for n in range(than[0] + 2, j):  # ('..., or is it the other way around?')
        if _at(w.keys, n, j, W.YES_NO_EITHER_WAY) == j and _depth(w, i, n) == 0 and w.kinds[n] != STRING:
            j = n - (w.keys[n - 1] == ",")
            break
    starts = [k for k in range(i + 2, than[0]) if w.keys[k] in W.YES_NO_PREDICATE_STARTS and _depth(w, i, k) == 0]
    if not starts:
        return None
    k = starts[-1]
    if k - 2 in starts and w.keys[k - 1] == "or":
        k -= 2  # ('Is S1 older or younger than S2?', e61k: the predicate said both ways)
    first, second = w.span(i + 1, k).rstrip(","), w.span(than[0] + 1, j)
    said = request.group("pred").split() if request is not None else \
        ["is", "older" if the_one is not None and the_one.group("c").lower() == "elder" else
         (the_one.group("c").lower() if the_one is not None else "")]
    if the_one is not None and not any(said[1] in kin and kin & set(w.keys[k:than[0]]) for kin in _KIN_COMPARATIVES):
        return None  # ('Is S1 older than S2? Name the richer of the two.': two questions, refused)
    if said[0].lower() in ("who", "that", "which") and len(said) > 1:
        said = said[1:]  # ('Give the one who is younger')
    elif said[0].lower() == "with" and len(said) > 1 and said[1].lower() in _COMPARATIVES:
        said = ["has", *said[1:]]  # ('Name the one with more vehicles', e63k: who has more vehicles)
    asked = w.keys[k:than[0]]
    at = next((n for n, key in enumerate(asked) if key in _COMPARATIVES), None)
    noun = w.span(k + at + 1, than[0]).split() if at is not None and at + 1 < len(asked) and \
        asked[at + 1] != "or" else []  # ('own more vehicles'; not 'paid more or less')
    if said[-1].lower() in _COMPARATIVES:  # ('owns more': the noun the yes/no question says)
        said += noun
    elif noun and [x.lower() for x in said[-len(noun):]] != [x.lower() for x in noun]:
        return None  # ('Does S1 own more vehicles than S2? Name whichever has more pets.': two questions, refused)
    if rule:  # (the request's own tie rule; the text after the request's mark after it)
        rj = sentences[req][1]
    rest = (f"{between} " if between else "") + rule + (text[w.starts[rj] + 1:].strip() if rj < len(w.keys) else "")
    return f"Who {' '.join(said)}: {first}, or {second}?{(' ' + rest.strip()) if rest.strip() else ''}"


# A tie rule said inside the request naming one of the two ('Answer with the name of whichever owns more vehicles, or, if
# the counts are equal, of whichever has the higher pay', e61k): its trigger, and its action after a comma
_REQUEST_RULE = _lazy(r"^(?P<trigger>(?:if|should|when|where|in\s+case)\b[^,()]*?),\s*"
                      r"(?:of\s+(?=whichever\b|whoever\b|the\s+one\b))?(?P<action>.+)$", re.IGNORECASE | re.DOTALL)


def _either_named(text: str, w: _Words, question: tuple[int, int], end: int, request: re.Match[str] | None, rule: str,
                  between: str) -> str | None:
    """'Does S1, or S2, have more credit cards? Name the one with more; if ..., ...' -> 'Does S1, or S2, have more credit
    cards? If they are tied, ...' (e63k): a yes/no question said as a choice of the two (no 'than': the grammar reads it
    as 'which of the two'), the request naming one the same question again. Read only when the request asks by the
    question's own comparative, and its noun, if it says one, is the question's (words right after that comparative,
    at the question's top level); else None (the text is then read, or refused, as said)."""
    i, j = question
    if request is None:
        return None
    said = [x.lower() for x in request.group("pred").split()]
    if said and said[0] in ("who", "that", "which", "with"):
        said = said[1:]
    if said and said[0] in W.YES_NO_PREDICATE_STARTS | {"has", "owns", "holds", "possesses", "keeps", "earns",
                                                         "makes", "gets", "drives", "is"}:
        said = said[1:]
    if not said or said[0] not in _COMPARATIVES:
        return None
    tops = [k for k in range(i, j) if w.keys[k] == said[0] and _depth(w, i, k) == 0 and w.kinds[k] != STRING]
    ors = [k for k in range(i, j) if w.keys[k] == "or" and _depth(w, i, k) == 0 and w.kinds[k] != STRING]
    if len(tops) != 1 or not ors or ors[-1] > tops[0] or tops[0] + len(said) > j or \
            [x.lower() for x in w.keys[tops[0]:tops[0] + len(said)]] != said:
        return None  # (one comparative, the request's, after the 'or' choosing one of the two, and its noun the same)
    after = text[w.starts[end] + 1:].strip() if end < len(w.keys) else ""
    after = f"{after[:1].upper()}{after[1:]}"  # (a rule after the request's ';': a sentence of its own now)
    rest = " ".join(x for x in (between, rule.strip(), after.strip()) if x)
    return f"{text[w.starts[i]:w.starts[j] + 1]}{(' ' + rest) if rest else ''}"


def _measure_words(said: list[str]) -> frozenset[str]:
    """The words naming the record kind a yes/no question compares by ('... own more vehicles than ...' -> the words of
    words.RECORD_NOUNS' vehicles: 'vehicle', 'car', 'cars', ...), for a tie rule said by that measure ('if their vehicle
    counts are equal', e63k); none when it compares by no record kind's count."""
    found: set[str] = set()
    for nouns in W.RECORD_NOUNS.values():
        if any(_said_in(said, phrase.split()) for phrase in nouns.plural):
            found |= {word for phrase in nouns.all for word in phrase.split()}
    return frozenset(found)


def _said_in(said: list[str], phrase: list[str]) -> bool:
    """Is the phrase said, word for word, in said (lowercase) right after a comparative?"""
    n = len(phrase)
    return any([x.lower() for x in said[k:k + n]] == phrase and k > 0 and said[k - 1].lower() in _COMPARATIVES
               for k in range(len(said) - n + 1))


def _request_rule(rule: str, measure: frozenset[str] = frozenset()) -> str:
    """A tie rule said inside the request naming one of the two compared is the two's: its trigger said as theirs ('if
    they are tied'), where it names no ranking's tie (no superlative, no several people: 'if several tie' stays as
    said, read as the grammar reads it) and says nothing but that two values are the same (words.YES_NO_REQUEST_TIE_BARE;
    'if their salaries are equal' is refused: r85 F1), and the request's 'of' before its action read away."""
    m = _REQUEST_RULE.match(rule)
    if m is None:
        return rule
    trigger = m.group("trigger").lower().split()
    said, after_if = set(trigger), set(trigger[1:])
    if W.TIE_SEVERAL_SAID & said or W.TIE_BREAKER_SUPERLATIVE & said or "more" in said or \
            any(x.endswith("est") for x in said):
        return rule
    if not after_if <= W.YES_NO_REQUEST_TIE_BARE | measure or not after_if & (W.YES_NO_REQUEST_TIE_BARE - measure) or \
            said & measure and not said & W.YES_NO_REQUEST_TIE_COUNTED:  # (a measure said by its count: 'if their
        # car counts match', not 'if their insurance is the same', e63k)
        raise ParseError(f"cannot read the tie rule {m.group('trigger')!r} inside the request naming one of the two: it "
                         "says more than that the two are tied; say 'if they are tied, ...'")  # (r85 F1)
    return f"if they are tied, {m.group('action')}"


def _a_request(text: str, w: _Words, ri: int, rj: int) -> bool:
    """Does the sentence from ri to rj ask to name one of the two (`_NAME_REQUEST`, `_NAME_THE_ONE`), its tie rule
    after it aside?"""
    for n in range(ri + 2, rj):
        if w.kinds[n] != STRING and _depth(w, ri, n) == 0 and (end := _at(w.keys, n, rj, W.YES_NO_REQUEST_TIE_JOINS)) \
                and w.keys[end] in W.YES_NO_REQUEST_TIE_TRIGGERS:
            rj = n
            break
    asking = text[w.starts[ri]:w.starts[rj] if rj < len(w.keys) else len(text)]
    return _NAME_REQUEST.match(asking) is not None or _NAME_THE_ONE.match(asking) is not None


_YES_NO_FOR = _lazy(r"^\s*(?:is|was)\s+the\s+(?P<m>[a-z][a-z ]*?)\s+(?P<c>[a-z]+)\s+for\s+(?P<a>.+?),?\s+or\s+for\s+"
                         r"(?P<b>.+?)\s*\?\s*(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)


def _group_topic_said(text: str) -> str | None:
    """A group said as the subject of a sentence saying it is looked at ('Residents of X are the group here.', 'Everyone
    who lives in X is in scope here.'), or after the writer's interest ('I'm interested in G.', '..., and I'm interested
    in the people of that state.', e48c: words.TOPIC_AFTER_GROUP, TOPIC_SELF) -> 'Consider G.', a sentence of its own.
    None when there is none."""
    w = _words(text)
    for i, j, mark in _sentences(w):
        if mark not in (".", ";") or j >= len(w.keys):
            continue
        for n in range(i + 1, j):  # 'G are the group here.'
            if w.kinds[n] != STRING and _depth(w, i, n) == 0 and _at(w.keys, n, j, W.TOPIC_AFTER_GROUP) == j:
                return f"{text[:w.starts[i]]}Consider {w.span(i, n)}.{text[w.starts[j] + 1:]}"
        for n in range(i, j):  # '(..., and) I'm interested in G.'
            if n > i and not (w.keys[n - 1] == "and" and n - 1 > i and w.keys[n - 2] == ","):
                continue
            if w.kinds[n] != STRING and _depth(w, i, n) == 0 and (k := _at(w.keys, n, j, W.TOPIC_SELF)) is not None \
                    and k < j and not any(w.keys[m] == "and" and w.keys[m + 1] in W.TOPIC_SELF_NOT_AFTER
                                          for m in range(k, j - 1)):
                before = f"{text[:w.starts[n - 2]].rstrip()}. " if n > i else text[:w.starts[i]]
                return f"{before}Consider {w.span(k, j)}.{text[w.starts[j] + 1:]}"
    return None


def _yes_no_for(text: str) -> str | None:
    """'Is the total bank balance greater for S1 or for S2? Name that person; if ..., ...' -> 'Who has the greater total
    bank balance: S1, or S2? If ..., ...' (e48c: words.YES_NO_FOR_*; the request naming the one it is greater for is
    the question). None when the text is not so (without the request, a yes/no question: refused as before)."""
    m = _YES_NO_FOR.match(text)
    if m is None or m.group("c").lower() not in W.YES_NO_FOR_COMPARATIVES:
        return None
    rest = m.group("rest")
    w = _words(rest)
    # (the request first, or after the tie rule said with it: 'Name that person; if ..., ...' may come as '... If ...,
    # .... Name that person.')
    asked = [(ri, rj) for ri, rj, _ in _sentences(w) if _at(w.keys, ri, rj, W.YES_NO_FOR_NAME_REQUEST) == rj]
    if len(asked) != 1:
        return None
    ri, rj = asked[0]
    after = (rest[:w.starts[ri]] + (rest[w.starts[rj] + 1:] if rj < len(w.keys) else "")).strip()
    comparative = W.YES_NO_FOR_COMPARATIVES[m.group("c").lower()]
    return f"Who has the {comparative} {m.group('m')}: {m.group('a')}, or {m.group('b')}?" + \
        (f" {after[:1].upper()}{after[1:]}" if after else "")


# A sum said with a word for 'together' after 'add up to' ('add up to, all together', 'add up to together', c40n/c40w)
_ADD_UP_TOGETHER = _lazy(r"\badd\s+up\s+to\s*,?\s*(?:all\s+together|altogether|together|combined|in\s+all|"
                              r"in\s+total|between\s+them|all\s+told)(?=\s*[:?.\u2014])", re.IGNORECASE)
# A question about 'these two people' listed after it, after a colon ('What do the bank accounts of these two people add
# up to: S1, and S2?'): the two said in its place, joined by 'and'
_THESE_TWO_LAST = _lazy(r"^(?P<head>[^:?.;]*?)\bthese\s+two(?:\s+(?:people|persons|individuals|residents))?\b"
                             r"(?P<mid>[^:?.;]*?)\s*[:\u2014]\s*(?P<pair>[^?]+?)\s*\?\s*$", re.IGNORECASE)


# a second person said as 'another' ('one person owns the most pets and another the most cars': two people, not the
# one `_ONE_HAS_RANK` reads); that one referred to after ('that person', 'this person's')
_ONE_REFERRED = _lazy(r"\b(?:that|this|the\s+same)\s+(?:person|individual|one|resident|member)\b", re.IGNORECASE)
_ANOTHER = _lazy(r"\b(?:another|the\s+other|a\s+second)\b", re.IGNORECASE)


def _these_two_listed_last(text: str) -> str | None:
    """'What do X of these two people add up to: S1, and S2?' -> 'What do X of S1 and S2 add up to?' (one ', and the'
    or ', and whoever' parting the two, outside quotes and brackets); None when not so."""
    m = _THESE_TWO_LAST.match(text)
    if m is None:
        return None
    pair = m.group("pair")
    w = _words(pair)
    if any(key in _ENDS and w.kinds[k] != STRING for k, key in enumerate(w.keys)):
        return None  # (the two said in a sentence of their own, a question after: 'Compare X of these two: S1, and S2.
        # T. Who ...?', the set-up's reader's)
    parts = [k for k in range(1, len(w.keys) - 1) if w.keys[k] == "and" and w.keys[k + 1] in ("the", "whoever")
             and w.keys[k - 1] == "," and _depth(w, 0, k) == 0 and w.kinds[k] != STRING]
    if len(parts) != 1:
        return None
    first, second = w.span(0, parts[0] - 1), w.span(parts[0] + 1, len(w.keys))
    return f"{m.group('head')}{first} and {second}{m.group('mid')}?"


# One person of a group said to hold a ranking's first place, as a statement ('Among G, one person has the most bank
# accounts, T.', 'Within G, someone owns the fewest vehicles', c40k): the step taking that person
_ONE_HAS_RANK = _lazy(r"(?P<g>(?:^|(?<=[.?!]\s))(?:among|amongst|within|out\s+of|of)\s[^,.;:?!]+?)\s*,\s*(?:one|a\s+single|"
                           r"exactly\s+one)\s+(?:person|individual|resident|member)\s+(?:has|owns|holds|earns|keeps|"
                           r"possesses|has\s+got)\s+(?P<rank>the\s+(?:most|fewest|least|highest|lowest|largest|smallest|"
                           r"greatest|biggest)\b)", re.IGNORECASE)


# Two people set up with a word adding the second ('Consider S1, and also S2.', 'Take S1, as well as S2.', 'Look at S1,
# along with S2', c40k): the sentence opened by a set-up verb, the joining words before a person
_SET_UP_ALSO = _lazy(r"(?P<head>(?:^|(?<=[.?!]\s))(?:consider|take|compare|look\s+at|think\s+about|picture|imagine)\s"
                          r"[^.?!;]*?)\s*,\s*(?:and\s+also|as\s+well\s+as|along\s+with|together\s+with|"
                          r"and\s+additionally|plus)\s+(?=(?:the|whoever|that)\s)", re.IGNORECASE)


# A second tie said to be settled as the first one ('Ties within either group go to T, and a tie on credit cards
# between the two is settled the same way', c40k): the first's verb and rule, the second's words, how 'the same' is said
_TIE_SAME_WAY = _lazy(
    r"(?P<first>\b(?:ties?|draws?)\b[^.;!?()]*?\b(?P<verb>go to|goes to|going to|(?:(?:are|is)\s+)?(?:broken|settled|"
    r"decided|resolved)\s+(?:by|in favou?r of)|in favou?r of)\s+(?P<rule>[^,.;!?()]+?))\s*,?\s+and\s+(?P<second>(?:a|any|the)"
    r"\s+(?:tie|draw)\b[^,.;!?()]*?)\s+(?:(?:is|gets|will\s+be|should\s+be|goes)\s+)?(?:(?:settled|decided|broken|resolved|"
    r"handled|treated)\s+)?(?:the\s+same\s+way|in\s+the\s+same\s+way|in\s+the\s+same\s+manner|likewise|similarly|"
    r"identically)(?P<end>\s*(?:[.;!?]|$))", re.IGNORECASE)
# A tie said of the whole question with a word of place ('Every tie here (within A's group, ...) goes to T', 'Any tie in
# this question is resolved by T', c40k): read without it, as 'Every tie (...) goes to T'
_TIE_HERE = _lazy(r"\b(?P<tie>(?:every|any|each|all)\s+(?:ties?|draws?)|all\s+(?:the\s+)?ties)\s+(?:here|in\s+this\s+"
                       r"question|in\s+this\s+task|below|throughout)\b", re.IGNORECASE)


def _tie_same_way(text: str) -> str | None:
    """'Ties within either group go to T, and a tie on X between the two is settled the same way.' -> '..., and a tie on
    X between the two goes to T.'; 'Every tie here (...) goes to T.' -> 'Every tie (...) goes to T.' None when neither."""
    if (m := _TIE_SAME_WAY.search(text)) is not None:
        verb = m.group("verb").lower()
        then = "goes to" if verb.startswith("go") else "is settled in favor of" if "favo" in verb else "is broken by"
        said = f"{m.group('first')}, and {m.group('second')} {then} {m.group('rule').strip()}{m.group('end')}"
        return f"{text[:m.start()]}{said}{text[m.end():]}"
    if (here := _TIE_HERE.sub(r"\g<tie>", text)) != text:
        return here
    return None


# A pick's tie rule said for each of the two people found with the pick as its subject ('Either selection breaks a tie
# by T', 'each pick settles ties in favour of T', 'both searches resolve any tie by T'): words.EACH_PICK_SUBJECT
@lru_cache(maxsize=1)
def _each_pick_breaks() -> re.Pattern[str]:
    subject = _alts((*W.EACH_PICK_SUBJECT, *W.EACH_PICK_BARE_SUBJECT))
    return re.compile(rf"(?P<pre>(?:^|[.;!?]\s+))(?P<subject>{subject})\s+"
                      rf"(?:(?:{_alts(tuple(W.EACH_PICK_BREAKS))})\s+(?:(?:a|any|its|their|the|every|each)\s+)?"
                      rf"(?:ties?|draws?)|{_alts(tuple(W.EACH_PICK_TIEBREAKS))})\s+"
                      r"(?P<how>(?:by|with|using|in favou?r of|via|on|going to)\b[^.;!?()]+)"
                      r"(?P<mark>[.;!?]|$)", re.IGNORECASE)


# words saying two people were said before a rule for each of them ('..., or S2?', 'these two', 'Compare ...', 'S1, and
# the ...')
_TWO_SAID = _lazy(r"\b(?:or|two|both|compare|comparing|versus|vs)\b|\(b\)|,\s+and\s+(?:also\s+)?(?:the|whoever)\b",
                       re.IGNORECASE)


def _each_rule_trigger_first(text: str) -> str | None:
    """A tie rule said for each of two people (words.EACH_CASE) with its trigger last: 'In both cases the oldest person
    is chosen if there's a tie.', 'For both, the oldest is preferred if tied.' -> 'In both cases, if there's a tie, the
    oldest person is chosen.' (the trigger first, as the layers read such a rule, for both or refused); and the rule
    said with the picks as its subject: 'Either selection breaks a tie by T.' -> 'In each case, a tie is broken by T.'
    None when the text says neither. A rule with no words for each ('The oldest is chosen if there's a tie.') is left
    as it is (a tie in each ranking or between the two: refused)."""
    w = _words(text)
    for i, j, mark in _sentences(w):
        each = _at(w.keys, i, j, W.EACH_CASE)
        if each is None or each >= j:
            continue
        start = each + (w.keys[each] == ",")
        trigger = next((k for k in range(start + 2, j) if _at(w.keys, k, j, W.IF_TIE) == j), None)
        if trigger is None:
            continue
        middle = w.span(start, trigger - (w.keys[trigger - 1] == ",")).rstrip(",")
        said = f"{w.span(i, each)}, {w.span(trigger, j)}, {middle}"
        if not _tie_rule(said):
            continue
        end = w.starts[j] if j < len(w.keys) else len(text)
        return f"{text[:w.starts[i]]}{said}{text[end:]}"
    m = _each_pick_breaks().search(text)
    if m is None or not _TWO_SAID.search(text[:m.start()]):
        return None  # (not after one question's rankings: 'Who is the richest among the people with the most pets in
        # each state? Either selection resolves ties by T.' stays refused)
    how = m.group("how").strip()
    how = how[len("going to"):].strip() if how.lower().startswith("going to") else how
    by = "" if re.match(r"(?:by|with|using|in favou?r of|via|on)\b", how, re.IGNORECASE) else "by "
    said = f"in each case, a tie is broken {by}{how}"
    if not _tie_rule(said):
        return None
    lead = "I" if m.group("pre") or m.start() == 0 else "i"
    return f"{text[:m.start('subject')]}{lead}{said[1:]}{m.group('mark')}{text[m.end():]}"


def _each_case_after_list(text: str) -> str | None:
    """A tie rule said for both in a sentence of its own (words.EACH_CASE: 'In both cases, if there's a tie, T.') right
    after two people listed after a colon ('Compare X counts for these two: S1, and S2.', 'Two people: S1, and S2.'),
    before the question: read as the aside after them, 'S1, and S2 (in both cases, ..., T).', which the layers read
    for both or refuse (a37p). None when the text is not so (a set-up's people read such a sentence themselves)."""
    w = _words(text)
    sentences = _sentences(w)
    for n in range(1, len(sentences) - 1):
        i, j, mark = sentences[n]
        pi, pj, pmark = sentences[n - 1]
        if mark != "." or pmark not in (".", ";") or w.keys[pj - 1] == ")":
            continue
        # (the people listed may be parted by semicolons, and the rule joined to them by one: 'Two people: among G1,
        # S1; and among G2, S2. In each group, T.', 'Two people: S1, and S2; in each case T.', e38w)
        first = n - 1
        while first > 0 and sentences[first - 1][2] == ";":
            first -= 1
        pi = sentences[first][0]
        colon = next((m for m in range(pi, pj) if w.keys[m] in (":", "\u2014") and _depth(w, pi, m) == 0), None)
        if colon is None or colon + 2 >= pj or (ruled := _each_rule(w, i, j)) is None or not _tie_rule(ruled):
            continue
        rule = w.span(i, j)
        return f"{text[:w.starts[pj]].rstrip()} ({rule[:1].lower()}{rule[1:]}).{text[w.starts[j] + 1:]}"
    return None


@lru_cache(maxsize=1)
def _compared_counts() -> tuple[re.Pattern[str], dict[str, str]]:
    """The pattern of 'compare <record> counts' and each record noun's plural (`_counts_compared`)."""
    plural = {n: noun.plural[0] for noun in W.RECORD_NOUNS.values() for n in (*noun.singular, *noun.plural)}
    nouns = _alts(tuple(sorted(plural, key=len, reverse=True)))
    return re.compile(rf"\b(?P<verb>compare|comparing)\s+(?:the\s+)?(?P<noun>{nouns})\s+(?:counts?|numbers|totals|tallies)\b"
                      r"(?=\s*(?::|\u2014|for\b|of\b|between\b|-))", re.IGNORECASE), plural


def _counts_compared(text: str) -> str:
    """'compare pet counts: A vs B' -> 'compare the number of pets: A vs B' (a37p), as the grammar reads it."""
    pattern, plural = _compared_counts()
    return pattern.sub(lambda m: f"{m.group('verb')} the number of {plural[m.group('noun').lower()]}", text)


# 'which one's' said for 'which one is' or 'which one has (got)' in a chat ("which one's older: A or B", a37p)
_WHICH_ONE_S = _lazy(r"\b(which\s+(?:one|person|of\s+them|of\s+the\s+two))['\u2019]s(\s+got)?\b", re.IGNORECASE)


# A step's group said first with no comma before its verb ('among Life insurance policy holders take the one with R',
# a37p): the comma put in, as the layer reads such a step
# A group set off by a pair of dashes or brackets before the person chosen from it ('or — out of the people who earn the
# most in their state — the one with the most policies', '(among Ohio residents) the oldest', c38p): read as set off
# by commas, as the grammar reads it ('or, out of G, the one with R'); only before a person's first word
# (words.ASIDE_GROUP_LEADS, ASIDE_PERSON_STARTS), never inside a group's words (no mark, quote or bracket inside)
@lru_cache(maxsize=1)
def _group_asides() -> tuple[re.Pattern[str], ...]:
    group = rf"(?P<g>(?:{_alts(tuple(W.ASIDE_GROUP_LEADS))})\s(?:[^\u2014\u2013()?.;:!'\u2018\u2019]|'[^']*')+?)"
    person = rf"(?=(?:{_alts(tuple(W.ASIDE_PERSON_STARTS))})\b)"
    return (re.compile(rf"\s*(?:[\u2014\u2013]|\s-\s)\s*{group}\s*(?:[\u2014\u2013]|\s-\s)\s*{person}", re.IGNORECASE),
            re.compile(rf"\s*\(\s*{group}\s*\)\s*{person}", re.IGNORECASE))


def _group_aside(text: str) -> str:
    for pattern in _group_asides():
        text = pattern.sub(r", \g<g>, ", text)
    return text


_GROUP_VERB_UNMARKED = _lazy(r"(?P<lead>(?:^|[.;!?]\s*|,\s*)(?:(?:ok|okay|so|alright|now|then|and)\s+)*"
                                  r"(?:among|amongst|from|out\s+of|within)\s+[^,.;:?!()]+?)(?P<verb>\s+(?:take|find|pick|grab|get|choose|"
                                  r"select|identify|locate)\s+(?:the|whoever)\b)", re.IGNORECASE)


# A step said again for another group of people in a chat's words ('same thing among G2.', 'now do the same for G2.',
# '...; same for G2.', a37p): the words saying so, the group, the mark after it
_SAME_FOR_GROUP = _lazy(r"(?P<pre>(?:^|[.;!?])\s*)(?P<lead>(?:(?:and|then|now|ok|okay|so)\s+)*(?:do\s+)?(?:the\s+)?"
                             r"same(?:\s+thing)?(?:\s+again)?)\s+(?P<prep>for|among|amongst|with|in|over)\s+"
                             r"(?P<group>[^.;!?]+?)(?P<tail>\s*(?:[.;!?]|$))", re.IGNORECASE)


def _same_for_group(text: str) -> str | None:
    """'Among G1, find S (T). Same thing among G2. Q' / '...; now do the same for G2. Q' -> '...; do the same among G2.'
    (a37p): a step said again for a group of people (`_people`: 'Mastercard cardholders', 'people in the same state as
    X'), not for an anchor ('do the same for pet 'Y'', read by the layer as the same step with that anchor); None when
    the text says none."""
    for m in _SAME_FOR_GROUP.finditer(text):
        group = m.group("group").strip()
        if m.start() == 0 and not m.group("pre") or not _people(group) or _A_PLACE.match(group):
            continue  # (a place is the layer's to read: 'do the same for the state of the owner of pet 'Y'')
        said = "Do the same among" if m.group("pre").strip() in (".", "!", "?") or m.start("lead") == 0 else \
            "do the same among"
        return f"{text[:m.start('lead')]}{said} {m.group('group').strip()}{m.group('tail')}{text[m.end():]}"
    return None


def _answer_form_alone(sentence: str) -> bool:
    """Does the sentence only say the answer's form ('just the name', 'I need the name', 'name only pls', 'just the
    number')?"""
    from cbwh.ask.grammar import BALANCE_ANSWER, COUNT_ANSWER, NAME_ANSWER, _answer_said

    p = Parser(sentence)
    return any(p.tokens[p.opt(e, ".|!|;|?")].kind == END for table in (NAME_ANSWER, COUNT_ANSWER, BALANCE_ANSWER)
               for e in _answer_said(p, 0, table))


def _answer_form_first(text: str) -> str | None:
    """'need a name. filter: G. from those, who has R? tie -> T' -> 'filter: G. from those, who has R? tie -> T. need a
    name.' (d47p): a first sentence saying only the answer's form, ended by a full stop, before set-ups the layer reads
    sentence by sentence, is read at the end, where the grammar reads (and checks) such a sentence; None when the text
    does not open so."""
    w = _words(text)
    sentences = _sentences(w)
    if len(sentences) < 3 or sentences[0][2] not in (".", "!"):
        return None
    i, j, _ = sentences[0]
    if not _answer_form_alone(w.span(i, j + 1)):
        return None
    rest = text[w.starts[j + 1]:].strip()
    if _answer_form_of(w.span(i, j), "amount") and not rest.endswith("?") and \
            not any(w.keys[a] in W.QUESTION_WORDS for a, _, _ in sentences[1:]):
        # ('need a combined bank balance. group = G. person = R, T.' (e46q): the one person said after it, laid out,
        # as `_answer_header` reads them)
        return f"{rest if rest.endswith(('.', '!')) else rest + '.'} What is that person's total bank balance?"
    return f"{rest if rest.endswith(('.', '!', '?')) else rest + '.'} {w.span(i, j + 1)}"


def _answer_header(text: str) -> str | None:
    """'need a name: G, most online accounts wins, tie -> T' -> 'G, most online accounts wins, tie -> T. need a name.'
    (e46q): a header saying only the answer's form ('need a name', 'combined bank balance pls', 'can u pull a record
    count for me', words.NAME_ANSWER/COUNT_ANSWER/BALANCE_ANSWER with ANSWER_LEAD and ANSWER_TAIL), set off from the
    person it asks about by a colon or a dash, is read at the end, where the grammar reads such a sentence and checks
    the kind it asks against the question's; None when the text does not open so."""
    w = _words(text)
    sentences = _sentences(w)
    if not sentences:
        return None
    i, j, _ = sentences[0]
    mark = next((n for n in range(i, j) if w.keys[n] in (":", "\u2014", "\u2013", "-") and w.kinds[n] != STRING), None)
    if mark is None or mark == i:
        return None
    header = w.span(i, mark)
    if _at(w.keys, mark + 1, j, W.TOPIC) is not None:  # ('need the total bank balance of one person: take G, then
        # ...': the person said in steps; a person said at once, 'X of one person: S', is 'X of S', read elsewhere)
        header = _ONE_PERSON_TAIL.sub("", header)
    if not _answer_form_alone(header + "."):
        return None
    rest = text[w.starts[mark + 1]:].strip()
    if not rest or not any(c.isalnum() for c in rest):
        return None
    asked = rest.rstrip().endswith("?")
    if _answer_form_of(header, "name") and not asked and w.keys[mark + 1] in W.NAMED_AT_ONCE:
        # ('need a name: someone with X who lives in Y' -> 'Name someone with X who lives in Y.': the person said at
        # once, as the request names them)
        return f"Name {rest if rest.endswith(('.', '!')) else rest + '.'}"
    rest = _wins_marked(rest)
    if _answer_form_of(header, "amount") and not asked:
        # (the one person said before it: 'G: R wins, T. What is that person's total bank balance?', which a set-up's
        # person and a layout's ranking are read with; several people said are refused there)
        return f"{rest if rest.endswith(('.', '!')) else rest + '.'} What is that person's total bank balance?"
    return f"{rest if rest.endswith(('.', '!', '?')) else rest + '.'} {header}."


def _answer_form_of(sentence: str, kind: str) -> bool:
    """Does the header ask for that kind of answer ('name': 'need a name', 'gimme the name pls'; 'amount': 'combined
    bank balance pls'), and for no other?"""
    from cbwh.ask.grammar import BALANCE_ANSWER, COUNT_ANSWER, NAME_ANSWER, _answer_said

    p = Parser(sentence + ".")
    said = {name for name, table in (("name", NAME_ANSWER), ("count", COUNT_ANSWER), ("amount", BALANCE_ANSWER))
            if any(p.tokens[p.opt(e, ".")].kind == END for e in _answer_said(p, 0, table))}
    return said == {kind}


def _wins_marked(text: str) -> str:
    """'G, most online accounts wins, tie -> T' -> 'G: most online accounts wins, tie -> T' (e46q): in a first sentence
    with no question word, a ranking said as what wins after the group's comma ('most pets wins', 'the oldest wins':
    words.ENDS, AGE_ENDS) is the layout's ranking part, set off by a colon."""
    w = _words(text)
    sentences = _sentences(w)
    if not sentences:
        return text
    i, j, _ = sentences[0]
    for n in range(i + 1, j - 2):
        if w.keys[n] != "," or w.kinds[n] == STRING or _depth(w, i, n) or any(
                w.keys[m] in W.QUESTION_WORDS or w.keys[m] in (":", "\u2014") for m in range(i, n)):
            continue
        k = n + 1 + (w.keys[n + 1] == "the")
        if not any(_at(w.keys, k, j, ends) is not None for table in (W.ENDS, W.AGE_ENDS) for ends in table.values()):
            continue
        end = next((m for m in range(n + 1, j) if w.keys[m] == ","), j)
        if w.keys[end - 1] in ("wins", "win"):
            return f"{text[:w.starts[n]]}:{text[w.starts[n] + 1:]}"
        return text
    return text


_ONE_PERSON_TAIL = _lazy(r"\s+(?:of|for)\s+(?:one|a|a\s+single)\s+(?:person|individual)$", re.IGNORECASE)


def _then_elided(text: str) -> str | None:
    """'take everyone with G, then whoever among them has R' -> '..., then take whoever has R' (e46q): a step after
    'then' said as its person alone ('whoever has R', 'the one among them with R'), in a sentence that opens with a
    set-up's verb (words.TOPIC: 'take', 'grab', 'consider'), takes that verb; its 'among them' is the group just said,
    where the step ranks anyway. None when there is none."""
    w = _words(text)
    for i, j, _ in _sentences(w):
        if _at(w.keys, i, j, W.TOPIC) is None:
            continue
        for k in range(i + 1, j - 2):
            if w.keys[k] != "then" or w.kinds[k] != WORD or w.keys[k - 1] not in (",", "and", ";", "\u2014"):
                continue
            h = k + 1
            head = h + 1 if w.keys[h] == "whoever" else h + 2 if w.keys[h] == "the" and \
                w.keys[h + 1] in W.GENERIC_PERSON_HEADS else None
            if head is None:
                continue
            if head + 1 < j and w.keys[head] in ("among", "amongst", "of", "from") and \
                    w.keys[head + 1] in ("them", "those", "these"):
                after = head + 2 + (w.keys[head + 2:head + 3] == ["people"])
                if w.keys[after] in ("who", "with", "that", "having", "holding", "owning") or w.keys[h] == "whoever":
                    return f"{text[:w.starts[h]]}take {w.span(h, head)} {text[w.starts[after]:]}"
            elif _elided_head(w, h, j):
                return f"{text[:w.starts[h]]}take {text[w.starts[h]:]}"
    return None


def _answer_form_before_tie(text: str) -> str | None:
    """'Q? just the name. if tied, T.' -> 'Q? if tied, T. just the name.' (a37p): a sentence saying only the answer's
    form between the question and the tie rules after it is read after them, where the grammar reads such a sentence
    (and checks the kind it asks against the question's); None when there is none."""
    w = _words(text)
    sentences = _sentences(w)
    for n in range(1, len(sentences) - 1):
        i, j, _ = sentences[n]
        rest = sentences[n + 1:]
        if sentences[n - 1][2] not in ("?", ".", "!") or not _answer_form_alone(w.span(i, j + 1)) or \
                not all(_tie_rule(w.span(a, b)) for a, b, _ in rest):
            continue
        form = text[w.starts[i]:w.starts[j + 1] if j < len(w.keys) else len(text)].strip()
        after = text[w.starts[rest[0][0]]:].strip()
        if not form.endswith((".", "!", "?")):
            form = form.rstrip(";,") + "."
        if not after.endswith((".", "!", "?")):
            after += "."
        return f"{text[:w.starts[i]]}{after} {form}"
    return None


# Two people announced, then listed with no 'and' between them ('two people: (1) S1, (2) S2.', 'two people: S1; S2.',
# 'Two people — a) S1, b) S2.', a37p): the list up to the sentence's end
_TWO_ANNOUNCED = _lazy(r"\b(?P<lead>two\s+(?:people|persons|individuals|candidates)\s*(?::|\u2014|\u2013|-)\s*)"
                            r"(?P<list>(?:[^.?!()]|\([^()]*\)|(?<![\w'])(?:[12]|[ab]|ii?)\))+?)(?P<end>[.?!]|$)",
                            re.IGNORECASE)
# (or a letter or an ordinal and a comma: 'Two people: A, among G1, whoever R1; B, among G2, whoever R2.', 'Two people:
# person A, S1; person B, S2', 'the first, S1; the second, S2', e38k2)
_FIRST_LABEL = _lazy(r"^\(?\s*(?:1|a|i|#1)\s*\)\s*|^#1\s*[:\-\u2014]?\s*|^(?:person\s+)?A\s*,\s*|"
                          r"^(?:the\s+)?first(?:\s+(?:one|person))?\s*,\s*", re.IGNORECASE)
_SECOND_LABEL = _lazy(r"\s*[,;]?\s*(?:\(\s*(?:2|b|ii)\s*\)|(?<![\w'])(?:2|b|ii)\)|#2\s*[:\-\u2014]?)\s*|"
                           r"\s*;\s*(?:(?:person\s+)?B|(?:the\s+)?second(?:\s+(?:one|person))?)\s*,\s*",
                           re.IGNORECASE)


def _two_listed_bare(text: str) -> str | None:
    """'Two people: (1) S1, (2) S2.' / 'two people: a) S1; b) S2.' / 'two people: S1; S2.' -> 'Two people: S1, and S2.'
    (a37p): the two announced, listed with labels or one comma or semicolon and no 'and'; a list with no labels is
    split only where exactly one comma or semicolon outside brackets leaves a person on each side. None when not so."""
    m = _TWO_ANNOUNCED.search(text)
    if m is None:
        return None
    listed = m.group("list").strip()
    if m.group("end") != "." or re.search(r"\s(?:and|or|vs\.?|versus)\s|\(\s*(?:3|c|iii)\s*\)|(?<![\w'])(?:3|c|iii)\)|#3",
                                          listed, re.IGNORECASE):
        return None  # (the grammar's and the labels' readers': 'S1 and S2', 'S1 vs S2', '(a) S1; and (b) S2'; a third
        # person; a list ending a question, 'What is the combined number of pets of two people: (1) S1; (2) S2?')
    pairs = []
    if (first := _FIRST_LABEL.match(listed)) is not None:
        seconds = list(_SECOND_LABEL.finditer(listed, first.end()))
        if len(seconds) != 1:
            return None
        one, two = listed[first.end():seconds[0].start()].strip(" ,;"), listed[seconds[0].end():].strip()
        one = re.sub(r",?\s+and$", "", one)
        pairs.append((one, two))
    else:
        w = _words(listed)
        for n, key in enumerate(w.keys):
            if key in (",", ";") and w.kinds[n] != STRING and not _depth(w, 0, n):
                one, two = listed[:w.starts[n]].strip(), listed[w.starts[n] + 1:].strip()
                if two and _a_person(_unbracketed(one)) and _a_person(_unbracketed(two)):
                    pairs.append((one, two))
    if len(pairs) != 1:
        return None
    one, two = pairs[0]
    return f"{text[:m.start('list')]}{one}, and {two}{m.group('end')}{text[m.end():]}"


def _wanted_taken(text: str) -> str | None:
    """'Among G, I want the one with R1 and the one with R2.' -> 'Among G, take the one with R1 and ...' (a37p): a
    chat's wanting (words.SETUP_WANTED) opening a sentence or said after its group's comma, before a person's elided
    head ('the one with', 'whoever'), is a set-up's 'take'; None when the text has none."""
    w = _words(text)
    for i, j, _ in _sentences(w):
        starts = [i, *(n + 1 for n in range(i, j) if w.keys[n] == ",")]
        for k in starts:
            if (end := _at(w.keys, k, j, W.SETUP_WANTED)) is not None and _elided_head(w, end, j):
                said = "take" if k > i or text[w.starts[k]:w.starts[k] + 1].islower() else "Take"
                return f"{text[:w.starts[k]]}{said} {text[w.starts[end]:]}"
    return None


@lru_cache(maxsize=1)
def _records_count_noun_pattern() -> re.Pattern[str]:
    """The pattern of `_records_count_noun`."""
    nouns = _alts(tuple(sorted({n for noun in W.RECORD_NOUNS.values() for n in noun.plural}, key=len, reverse=True)))
    listed = rf"(?:{nouns})(?:\s*(?:,|\+|&|,?\s+and|,?\s+plus)\s*(?:{nouns}))+"
    return re.compile(rf"\b(?P<det>their|his|her|the|that person's|this person's|that person\u2019s)\s+(?P<list>{listed})\s+"
                      rf"(?P<noun>{_alts(tuple(W.RECORDS_COUNT_NOUNS))})\b", re.IGNORECASE)


def _records_count_noun(m: re.Match[str]) -> str:
    """"their vehicles + pets + bank accounts count, combined" -> 'their count of vehicles + pets + bank accounts,
    combined' (e46q): several kinds of record said before the count's noun (words.RECORDS_COUNT_NOUNS), said after
    it, where the grammar reads such a list."""
    return f"{m.group('det')} {m.group('noun')} of {m.group('list')}"


@lru_cache(maxsize=1)
def _records_wanted_pattern() -> re.Pattern[str]:
    """The pattern of `_records_wanted_counted`."""
    nouns = _alts(tuple(sorted({n for noun in W.RECORD_NOUNS.values() for n in noun.plural}, key=len, reverse=True)))
    listed = rf"(?:{nouns})(?:\s*(?:,|,?\s+and|,?\s+plus|&)\s+(?:their\s+|his\s+|her\s+)?(?:{nouns}))+"
    return re.compile(rf"(?:(?<=^)|(?<=[.?!:;]\s))(?P<lead>{_alts(tuple(W.RECORDS_WANTED))})\s+(?:(?P<whose>[^.?!;]+?)"
                      rf"(?P<s>['\u2019]s?)|(?P<pos>their|his|her))\s+(?P<list>{listed})\s+(?:{_alts(tuple(W.RECORDS_COUNTED))})\s*"
                      r"(?P<end>[.?!]|$)", re.IGNORECASE)


def _records_wanted_counted(text: str) -> str | None:
    """'I need that person's vehicles, credit cards and pets counted up together.' -> 'Count up that person's vehicles,
    credit cards and pets together.' (a37p): several kinds of record of one person wanted counted, summed (a verb of
    counting with 'up' or a word of summing: 'counted' alone could ask for each count); None when not so said."""
    m = _records_wanted_pattern().search(text)
    if m is None:
        return None
    whose = m.group("pos") or m.group("whose") + m.group("s")
    return f"{text[:m.start()]}Count up {whose} {m.group('list')} together" \
           f"{m.group('end') or '.'}{text[m.end():]}"


@lru_cache(maxsize=1)
def _same_tie_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The patterns of `_same_tie_said`: a tie on a measure, then the same rule ('..., if they're tied on pets, same
    thing.'); the same rule, then a tie on a measure ('..., and the same goes for a tie on pets.'); the same rule
    before the breaker said again ('..., same thing — higher balance wins.')."""
    same = _alts(tuple(W.TIE_SAME_SAID))
    join = r"(?P<join>\s*[,;]\s*(?:and\s+)?|\s*\.\s+(?:and\s+)?)"
    tied = (r"(?:(?:they|the two|both|the pair)(?:\s+of\s+them)?\s*(?:are|['\u2019]re|end up|come out)?\s*(?:tied|level|"
            r"even|equal)|(?:they|the two|both)\s+tie|it['\u2019]?s\s+a\s+tie|there['\u2019]?s\s+a\s+tie|tied)")
    measure = r"(?P<m>[^,.;:?!()\u2014\u2013]+?)"
    flags = re.IGNORECASE
    after = re.compile(rf"{join}(?:if|when|should)\s+{tied}\s+(?:on|in|for|over)\s+{measure}(?:\s+too|\s+as well)?"
                       rf"\s*,?\s*(?:then\s+|it['\u2019]?s\s+)?(?:{same})(?:\s+too|\s+again|\s+there)?"
                       r"\s*(?P<end>[.;!?]|$)", flags)
    before = re.compile(rf"{join}(?:{same})\s+(?:{_alts(tuple(W.TIE_SAME_FOR))})\s+(?:a\s+|any\s+)?"
                        rf"(?:(?:tie|ties)\s+(?:on|in|over)\s+|{tied}\s+(?:on|in|for|over)\s+){measure}"
                        rf"(?:\s+too|\s+as well)?\s*(?P<end>[.;!?]|$)", flags)
    said_again = re.compile(rf"(?<=,)\s*(?:{same})\s*(?:\u2014|\u2013|-|:)\s*(?=\w)", flags)
    return after, before, said_again


def _same_tie_said(text: str) -> str | None:
    """'... ties on X go to T, and if the two are tied on pets, same thing.' -> '... ties on X go to T, and so does a tie
    on pets.' (the grammar reads that as T for the tie on pets too, or refuses it where the rule before has no measure
    of its own); '..., and the same goes for a tie on pets' likewise; 'if the two are tied on pets, same thing —
    higher total bank balance wins' -> '..., higher total bank balance wins' (the breaker said again). None when the
    text says none of them (a37p)."""
    after, before, said_again = _same_tie_patterns()
    for pattern in (after, before):
        m = pattern.search(text)
        if m is not None and _tie_words(text[:m.start()]):
            return f"{text[:m.start()]}, and so does a tie on {m.group('m').strip()}{m.group('end')}{text[m.end():]}"
    m = said_again.search(text)
    if m is not None:
        clause = text[max(text.rfind(c, 0, m.start()) for c in ".;?!") + 1:m.start()]
        if _tie_words(clause):
            return f"{text[:m.start()]} {text[m.end():]}"
    return None


# Two people joined by 'and' in one sentence, then a tie rule in brackets said for both ('among G, take the one with R1
# and the one with R2 (either way, T).', a37p): the people's words before the bracket, the rule's words inside it
_PAIR_BRACKET_EACH = _lazy(r"(?P<pair>[^.?!;()]+?)\s*\((?P<rule>[^()]+)\)")
_PAIR_JOIN = _lazy(r"\s*,?\s+and\s+(?=(?:the|whoever)\b)", re.IGNORECASE)


def _each_bracket_after_pair(text: str) -> str | None:
    """'S1 and S2 (in both cases / either way / for each, T)' -> 'S1 (T) and S2 (T)': a rule in brackets after two
    people joined by one 'and' before 'the' or 'whoever' (neither with a bracket of its own), saying it is each one's
    (words.EACH_CASE), is each one's ranking's (a37p); None when the text has none. Two 'and's that could join the two
    leave the text as it is."""
    for m in _PAIR_BRACKET_EACH.finditer(text):
        ruled = _rule_for_each(", " + m.group("rule").strip())
        if ruled is None or ruled[0]:
            continue
        pair = m.group("pair")
        joins = list(_PAIR_JOIN.finditer(pair))
        if len(joins) != 1 or joins[0].start() == 0:
            continue
        first, second = pair[:joins[0].start()], pair[joins[0].end():]
        if not _a_person(second.strip()) or not re.search(r"\b(?:the|whoever)\b", first, re.IGNORECASE) or \
                re.search(r",\s+(?:the|whoever)\s", first, re.IGNORECASE):
            continue  # (not a third person listed before them: 'S1, S2 and S3 (ties to T in both cases)')
        rule = ruled[1]
        at = m.start("pair")
        return (f"{text[:at]}{first} ({rule}){pair[joins[0].start():joins[0].end()]}{second} ({rule})"
                f"{text[m.end():]}")
    return None


# A step taking two people in one sentence, each said with its group set off before it ('Pick, in the state of A, the
# person with R, and in the state of B, again the person with R, T.', 'Take, from G1, S1, and from G2, also S2, T.',
# 'In G1, find S1, and in G2, S2, T.', e38w): the words that may open such a group, and the words saying the second
# is found as the first was, read away ('again', 'also')
_PAIR_GROUP_LEADS = frozenset({"in", "within", "from", "among", "amongst", "of"})
_PAIR_AGAIN_WORDS = frozenset({"again", "also", "likewise", "similarly", "too"})
# ... and the verbs of a rule said after the two as a participle of the step ('Find S1, and S2, taking the oldest
# whenever there's a tie.', 'Pick S1 and S2, choosing the oldest when there's a tie.', e38w): the step's, so each one's
_STEP_RULE_PARTICIPLES = frozenset({"taking", "choosing", "picking", "selecting", "going", "settling", "resolving",
                                    "breaking", "deciding", "preferring", "favouring", "favoring", "giving", "using"})


def _step_pair(text: str) -> str | None:
    """One set-up sentence whose step verb takes two people ('Let's say you pick S1, and S2, T.'): each one's group
    said before the person ('in the state of A, the one with R' / 'from G, the one with R') moved after it, as a person
    reads ('the one with R in the state of A', 'the one with R among G'), a word saying the second is found again
    ('again', 'also') read away, and a rule said after both as a participle of the step ('..., taking the oldest
    whenever there's a tie', '..., choosing the oldest when there's a tie') read for each ('..., in each case taking
    ...'): the participle's subject is whoever picks, and the picking is of both (a rule in brackets or with 'with',
    which may be the second's own, is left as it is). None when the text has no such sentence."""
    w = _words(text)
    for i, j, mark in _sentences(w):
        if mark not in (".", ";"):
            continue
        k = _at(w.keys, i, j, W.SCENE_OPENERS) or i
        v = _at(w.keys, k, j, W.SETUP_LEADS)
        fronted = None
        if v is None and w.keys[i] in _PAIR_GROUP_LEADS:  # ('In G1, pick S1, and in G2, S2, T.')
            comma = next((n for n in range(i, j) if w.keys[n] == "," and _depth(w, i, n) == 0), None)
            if comma is None or (v := _at(w.keys, comma + 1, j, W.SETUP_LEADS)) is None:
                continue
            fronted = (i, comma)
        if v is None:
            continue
        commas = [n for n in range(v, j) if w.keys[n] in (",", ";") and _depth(w, v, n) == 0]
        # the rule after both: the last part after a comma, a tie rule opening with a participle of the step
        end, rule = j, None
        last = max((n for n in commas if w.keys[n + 1] in _STEP_RULE_PARTICIPLES), default=None)
        if last is not None and w.keys[last + 1] in _STEP_RULE_PARTICIPLES and _tie_words(w.span(last + 1, j)) and \
                not set(w.keys[last + 1:j]) & W.PAIR_RULE_NAMES:
            # (not a rule naming the two: 'choosing the richer one if they are tied', 'if there's a tie between them':
            # the two compared's, or each one's, r47 #3)
            # (the rule's trigger may follow its breaker, 'taking the oldest if there's a tie', which the grammar reads
            # after the words for each)
            end, rule = last, w.span(last + 1, j)
        parts: list[str] = []
        moved = False
        for join in (n for n in range(v + 1, end) if w.keys[n] == "and" and _depth(w, v, n) == 0):
            first = (v + (w.keys[v] == ","), join - (w.keys[join - 1] in (",", ";")))
            parts, moved, groups = [], False, 0
            # (', and, in G2, S2': the second's group set off after 'and' too, e47b; not a group said back, ', and,
            # among those in Ohio, S2': the first's people there, or everyone?)
            set_off = w.keys[join + 1] == "," and w.keys[join + 2:join + 3] != [] and \
                w.keys[join + 2] in _PAIR_GROUP_LEADS and w.keys[join + 3:join + 4] != [] and \
                w.keys[join + 3] not in W.SECOND_GROUP_BACK and w.keys[join + 3:join + 5] != ["the", "ones"]
            for n, (a, b) in enumerate((first, (join + 1 + set_off, end))):
                group = None
                if n == 0 and fronted is not None:
                    group = (fronted[0], fronted[1])
                elif w.keys[a] in _PAIR_GROUP_LEADS:
                    comma = next((m for m in range(a, b) if w.keys[m] == "," and _depth(w, a, m) == 0), None)
                    if comma is not None:
                        group, a = (a, comma), comma + 1
                while group is not None and a < b and w.keys[a] in _PAIR_AGAIN_WORDS:
                    a += 1  # ('and from G2, also S2': said again, with a group of its own)
                person = w.span(a, b)
                if w.keys[a] == "whoever":  # ('from G, whoever has R' -> 'the person who has R among G')
                    person = f"the person who {w.span(a + 1, b)}"
                if group is not None:
                    lead, said = w.keys[group[0]], w.span(group[0] + 1, group[1])
                    person = f"{person} {'in' if lead in ('in', 'within') else 'among'} {said}"
                    moved, groups = True, groups + 1
                parts.append(person)
            # (a group set off for one of the two only is no such pair: 'Among G, find S1 and S2' is both people's,
            # or perhaps the first's only, which the layers refuse; 'and likewise S2' with no group, read as said)
            if groups != 1 and all(map(_a_person, parts)):
                break
            parts = []
        if len(parts) != 2:
            continue
        each = rule is not None and last is not None and \
            not any(_at(w.keys, m, j, W.EACH_CASE) is not None for m in range(last + 1, j))
        if not moved and not each:
            continue
        verb = w.span(k if fronted is None else fronted[1] + 1, v)
        opened = w.span(i, k) if fronted is None else ""
        said = f"{opened} {verb[:1].upper() if not opened else verb[:1]}{verb[1:]}".strip()
        ruled = f", in each case {rule}" if each else f", {rule}" if rule is not None else ""
        sentence = f"{said} {parts[0]}, and {parts[1]}{ruled}"
        if sentence == w.span(i, j):
            continue
        return f"{text[:w.starts[i]]}{sentence}{text[w.starts[j]:]}"
    return None


# A person's group said first, then a word saying the person is found as the one before was ('Second, among G2, again
# the one with R.', 'from G2, also the person with R', e38w): the word read away, the person said as it is (the
# ranking is said again in full; a ranking left out, 'among G2, likewise', is read elsewhere)
_GROUP_THEN_AGAIN = _lazy(r"\b(?P<g>(?:among|amongst|from|within|in) [^,.;:?!()]+), (?:again|also|likewise|similarly|"
                               r"once more|once again),? (?P<s>(?:the (?:one|person|individual)|whoever)\b)", re.IGNORECASE)


# One resident, said with no place of their own, chosen in the same sentence as a place is set up and joined to it by
# 'and' ('Start with the state where A lives, and find the resident with the most vehicles', 'Begin with the state where A
# lives and pick its oldest resident', e38w): one of that place's, 'the resident there'. (In a sentence of its own, 'Find
# the resident with the most vehicles' stays refused: near-miss-d11-again.)
_RESIDENT_THERE = _lazy(
    r"(?P<lead>\bthe (?:state|city) (?:where|in which) [^.;?!()]+? (?:lives|resides|is based),? and (?:then )?"
    r"(?:find|take|pick|choose|select|get|identify|locate|look for|single out) )(?:the|its) "
    r"(?P<sup>(?:" + "|".join(W.PERSON_SUPERLATIVES) + r") )?(?P<noun>" + "|".join(sorted(W.PLACE_ONE_RESIDENT)) +
    r")\b(?! of\b| in\b| from\b| within\b| there\b| living\b| residing\b)", re.IGNORECASE)


# Two places set up by their anchors before the people ranked in each ('Start with two states: the one where A lives, and
# the one where B lives. In each, pick R.', 'Take two states, the state of A and the state of B; in each, ...', e38w):
# read as the two groups of their residents, which the layers read with a step for each ('Start with two groups: the
# residents of the state where A lives, and ...')
_TWO_PLACES_SET = _lazy(
    rf"\btwo (?P<kind>states|cities)\s*(?P<sep>:|\u2014|,)\s*(?:(?:{_alts(W.TWO_GROUPS_NAMELY)})\s*,?\s+)?"
    r"(?P<a>(?:the one|one|the (?:state|city)) (?:where|in which|of) "
    r"[^.;:?!()]+?),? and (?P<b>(?:the one|the (?:state|city)|the other(?: one)?|another|the second) (?:where|in which|of) "
    r"[^.;:?!()]+?)(?=\s*[.;])", re.IGNORECASE)
_PLACE_ITEM_HEAD = _lazy(r"^(?:the one|one|the other one|the other|another|the second|the state|the city)\s+",
                              re.IGNORECASE)


def _two_places_set(m: re.Match[str]) -> str:
    kind = "state" if m.group("kind").lower() == "states" else "city"
    a, b = (f"the residents of the {kind} {_PLACE_ITEM_HEAD.sub('', m.group(g))}" for g in ("a", "b"))
    return f"two groups: {a}, and {b}"


# A step's verb said again for the second person with a word saying so ('Now take G2, and again pick whoever has R.',
# 'Then look at G2 and likewise find the one with R', e38w): the word read away, the step said in full after it
_STEP_AGAIN = _lazy(r"(?P<j>,? (?:and|then)|;) (?:again|also|likewise|similarly|once more|once again),? "
                         r"(?P<v>pick|take|find|choose|select|identify|get|locate|single out)\b", re.IGNORECASE)


# A count two people are compared by said with its verb after the noun ('Compare two people by number of vehicles owned:
# S1, and S2.', 'by the number of cards they hold:', 'on how many pets each one has:', e38w): the count alone, as
# `_compared_by` reads it ('by number of vehicles:')
# 'Two residents are compared: S1, and S2.' -> 'Compare two residents: S1, and S2.' (words.TWO_COMPARED_VERBS, e64k:
# one adjective before the noun dropped, 'Two youngest people are being compared on car ownership:', each one's own
# ranking said again with them)
_TWO_COMPARED_VERB = "|".join(re.escape(v).replace(r"\ ", r"\s+") for v in W.TWO_COMPARED_VERBS)
_TWO_COMPARED_ON = "|".join(re.escape(v).replace(r"\ ", r"\s+") for v in W.TWO_COMPARED_ON)
_TWO_COMPARED = _lazy(
    r"(?P<lead>^|(?<=[.;!?])\s+)(?:the\s+)?two\s+(?:[a-z-]+\s+)?"
    rf"(?P<noun>{'|'.join(W.TWO_COMPARED_NOUNS)})\s+(?:{_TWO_COMPARED_VERB})"
    rf"(?P<on>\s+(?:{_TWO_COMPARED_ON})\s+[^:;.?!\u2014'\u2018\u2019]+?)?"
    r"\s*(?P<mark>[:\u2014])", re.IGNORECASE)
_COUNT_OWNED = _lazy(r"\b(?P<by>by|on) (?P<the>the )?(?:number|count) of (?P<n>[a-z]+(?: [a-z]+)?) (?:owned|held|"
                          r"(?:they|each(?: one| person)?) (?:own|owns|hold|holds|have|has))(?=\s*[:\u2014])", re.IGNORECASE)


def _announced_semicolons(text: str) -> str | None:
    """Two people announced in words of their own before a colon, then listed parted by a semicolon ('There are two
    people here: S1, T1; and S2, T2.', 'There are two people to compare: S1; and S2.', e38w): the announcement said as
    'Two people', after which such a list reads (a list parted by commas reads after any announcement already). None
    when the text is not so."""
    w = _words(text)
    sentences = _sentences(w)
    if len(sentences) < 3 or sentences[0][2] != ";" or w.keys[sentences[1][0]] != "and":
        return None
    i, j, _ = sentences[0]
    k = _at(w.keys, i, j, W.SCENE_OPENERS) or i
    said = max((e for e in (_at(w.keys, k, j, W.PAIR_ANNOUNCED), _at(w.keys, k, j, W.PAIR_SETUP_ANNOUNCED))
                if e is not None), default=None)
    if said is None or said >= j or w.keys[said] != ":" or w.keys[k] != "there":
        return None  # (only 'There are two people (here|to compare):', which no other layer reads before such a list;
        # 'Two persons are to be compared: (a) S1; and (b) S2. State which ...' reads as it is, n23z)
    return f"Two people{text[w.starts[said]:]}"


def _one_person_after(text: str) -> str | None:
    """'<ask> of one person. This person is S.' -> '<ask> of S.'; S's group said first ('This person is, among G, the
    one who has R; T') -> 'Among G, <ask> of the one who has R; T' (a24y). None when the text is not so."""
    m = _ONE_PERSON.match(text.strip())
    if m is None or m.group("rule") and (not m.group("mark") or not _tie_rule(m.group("rule").rstrip(".?! "))
                                         and not _restated(m.group("rule"))):
        return None  # (a sentence after the person only as their tie rule: '... of one person: among G, the one with
        # R. If that's tied, the oldest of them.', a37p)
    ask, who, mark = m.group("ask"), m.group("who"), m.group("mark") or "?"
    rule = f" {m.group('rule')}" if m.group("rule") else ""
    if (several := _people_listed(who)) is not None:  # ('... of one person: A and B.', fix37: never their sum)
        raise ParseError(f"ambiguous: one person was announced, but {len(several)} are named "
                         f"({' and '.join(repr(s) for s in several)}): ask of one, or announce {len(several)} people")
    said = _words(who).keys[:3]
    if any(k is not None and (k.isdigit() and int(k) > 1 or W.NUMBER_WORDS.get(k, 0) > 1) for k in said):
        raise ParseError(f"ambiguous: one person was announced, but {who!r} names several: ask of one, or announce "
                         "them all")  # ('... of one person: the 2 richest people in Ohio': never their sum, r44)
    grouped = _GROUP_THEN_ONE.match(who)
    if grouped is None:
        return f"{ask} {who}{mark}{rule}"
    group = grouped.group("g")
    if group.split(" ", 1)[0].lower() in ("same", "the") and group.split(" ", 2)[1:2] != ["people"] or group in W.US_STATES:
        group = f"people in {group}"  # ('in same state as A, the one ...': the people in it)
    ask = ask if ask.split(" ", 1)[0] in ("I", "I'd", "I'm") else f"{ask[:1].lower()}{ask[1:]}"
    return f"Among {group}, {ask} {grouped.group('s')}{mark}{rule}"


def _people_listed(said: str) -> list[str] | None:
    """The people the words list ('A and B', 'A, B and C'; words.PEOPLE_LIST_JOINS outside brackets and quotes), when
    they read as several people, each whole (`_a_person`); None when they do not (one person, or not people)."""
    w = _words(said)
    depth, cuts = 0, []
    for n, (key, kind) in enumerate(zip(w.keys, w.kinds)):
        depth += {"(": 1, ")": -1}.get(key, 0) if kind != STRING else 0
        if depth == 0 and kind != STRING and key in W.PEOPLE_LIST_JOINS:
            cuts.append(n)
    for joins in (cuts, [n for n in cuts if w.keys[n] != ","]):  # (a person's own comma: 'A, with a dog, and B')
        bounds = [-1, *joins, len(w.keys)]
        parts = [(a + 1, b) for a, b in zip(bounds, bounds[1:]) if b > a + 1]
        people = [w.span(a, b) for a, b in parts]
        if len(people) >= 2 and all(_a_person(one) for one in people):
            return people
    return None


def _dictated_follow_up(text: str) -> str | None:
    """A follow-up about the person a dictated name question finds, said on after a comma (words.SPOKEN_FOLLOW_ASKS,
    a23y): 'among G who has R, if tied T, and how many X does that person have' -> 'among G who has R, if tied T? How
    many X does that person have' (the written two sentences' reading). Only lowercase text with no mark before its end,
    a name question ('who', 'whoever') before, and a word referring back to that person after."""
    bare = text.strip()
    if not bare[:1].islower() or _MARK_INSIDE.search(bare) or "," not in bare:
        return None
    w = _words(text)
    keys, n = w.keys, len(w.keys)
    for m in range(n - 1, 0, -1):
        if keys[m] != "," or not any(k in ("who", "whoever") for k in keys[:m]):
            continue
        begins = _at(keys, m + 1, n, W.SPOKEN_FOLLOW_JOINS) or m + 1
        asked = _at(keys, begins, n, W.SPOKEN_FOLLOW_ASKS)
        if asked is None or W.SPOKEN_FOLLOW_BACK.isdisjoint(keys[begins:]):
            continue
        follow = text[w.starts[begins]:].strip().rstrip("?.! ")
        return f"{text[:w.starts[m]].rstrip()}? {follow[:1].upper()}{follow[1:]}?"
    return None




def _dictated_topic(text: str) -> str | None:
    """A group dictated first, then referred to after a comma (words.SPOKEN_THOSE, a23y): 'take the richest person in
    each state, out of those people who has R' -> 'take the richest person in each state. Out of those people, who has
    R'. Only lowercase text with no mark before the reference and no question word before it."""
    bare = text.strip()
    if not bare[:1].islower() or "," not in bare:
        return None
    w = _words(text)
    keys, n = w.keys, len(w.keys)
    for m in range(n - 2):
        if keys[m] in _ENDS or keys[m] in _ASKS and (m == 0 or keys[m - 1] not in W.RELATIVE_AFTER) or keys[m] == "whoever":
            return None  # (a question asked before: not a group set up; 'the people who have R' describes them)
        if keys[m] != "," or (said := _at(keys, m + 1, n, W.SPOKEN_THOSE)) is None or keys[said] not in _ASKS:
            continue
        k = 0
        while (filler := _at(keys, k, m, W.SPOKEN_FILLERS)) is not None:
            k = filler
        if (lead := _at(keys, k, m, W.SPOKEN_TOPIC_LEADS)) is not None:  # ('take G, out of those who R': 'Among G, who R')
            return f"among {w.span(lead, m)}, {text[w.starts[said]:].strip()}"  # (still dictated: a follow-up split)
        return f"{text[:w.starts[m]].rstrip()}. Out of those people, {text[w.starts[said]:].strip()}"
    return None


# 'their total bank balance added together' after two people dictated: the two's, summed ('their combined ...')
_THEIR_ADDED = _lazy(r"\btheir (?P<what>(?:total |overall )?(?:bank )?balances?|money in the bank) "
                          r"(?:added together|added up|combined|together|summed|summed up|put together|all together|"
                          r"altogether)\b", re.IGNORECASE)


def _dictated_two(text: str) -> str | None:
    """Two people dictated in turn, then asked about, with no marks between (words.SPOKEN_FIRST_IS, a23y): 'so two
    people, first is A, second is B, and for both if there's a tie take T, which of them has fewer X' -> 'Two people:
    the first is A, the second is B. For both, if there's a tie take T. Which of them has fewer X'. Only a question with
    no mark ending a sentence before its end, its two people each said once, and a question word after them."""
    w = _words(text)
    keys, n = w.keys, len(w.keys)
    if "two" not in keys and "first" not in keys and "one" not in keys or "," not in keys:
        return None
    k = 0
    while (opened := _at(keys, k, n, W.SPOKEN_PAIR_OPENERS)) is not None:
        k = opened + (opened < n and keys[opened] == ",")
    announced = "two" in keys[:k]
    first = _at(keys, k, n, W.SPOKEN_FIRST_IS)
    if first is None and not announced:
        return None
    seconds = [(m, end) for m in range((first or k) + 1, n - 1) if keys[m] in (",", "and")
               for end in (_at(keys, m + 1 + (keys[m] == "," and keys[m + 1] == "and"), n, W.SPOKEN_SECOND_IS),)
               if end is not None]
    if first is not None and (len(seconds) != 1 or any(
            _at(keys, m, n, W.SPOKEN_FIRST_IS) for m in range(first, n) if keys[m - 1] == ",")):
        return None  # (a second person said twice, or a first again: not two people said in turn)
    first_end, second = seconds[0] if first is not None else (k, k)
    ask = next((m for m in range(second + 1, n - 1) if keys[m] == "," and
                keys[(_at(keys, m + 1, n, W.SPOKEN_ASK_JOINS) or m + 1):][:1] in _ASKS_ONE and (
                    first is not None or _at(keys, m + 1, n, W.SPOKEN_ASK_JOINS) is not None or
                    keys[m + 2:m + 3] in (["of"], ["one"]))), None)  # (two announced alone: a question said as one)
    if ask is None or any(key in _ENDS for key in keys[:ask]):
        return None
    begins = _at(keys, ask + 1, n, W.SPOKEN_ASK_JOINS) or ask + 1
    both = next((m for m in range(second + 1, ask) if keys[m] == "," and _at(keys, m + 1, ask, W.SPOKEN_BOTH_RULE)
                 is not None), None)  # (a rule for both, said after the second person)
    if first is None:  # (each one's rule, or both's, said on as the people are: 'Two people: A and B, for both ...')
        said, both = [f"Two people: {w.span(k, ask)}."], None
    else:
        said = [f"Two people: the first is {w.span(first, first_end)}, the second is {w.span(second, both or ask)}."]
    if both is not None:
        rule_at = _at(keys, both + 1, ask, W.SPOKEN_BOTH_RULE) or both + 1
        rule = w.span(rule_at, ask).lstrip(", ")
        said.append(f"For both, {rule}.")
    question = _THEIR_ADDED.sub(r"their combined \g<what>", text[w.starts[begins]:].strip())
    said.append(question[:1].upper() + question[1:] + ("" if question[-1:] in ("?", ".", "!") else "?"))
    return " ".join(said)


_LET_NAME = _lazy(r"\blet ([A-HJ-Z][0-9]{0,2}) (?:be|denote)\b", re.IGNORECASE)
_TIE_SAID = _lazy(r"\b(?:tie|ties|tied|level)\b", re.IGNORECASE)


# A person named with 'call' (e63v, words.CALL_NAMED_*): 'Among G, call the one with R P, T.' -> 'Among G, let P be
# the one with R, T.'; 'call the one with R the first person' -> 'let the first person be the one with R'; 'call P the
# person with R' -> 'let P be the person with R'. Only at the start of a sentence or after a comma, the person said
# with no comma inside and the name right before a mark; a person already chosen ('call this person P', 'call the person
# so chosen P') is left to `framed`.
@lru_cache(maxsize=1)
def _call_named_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    call = _alts(tuple(W.CALL_NAMED_VERBS))
    starts = _alts(tuple(W.CALL_NAMED_STARTS))
    name = rf"(?:[A-HJ-Z][0-9]{{0,2}}|{_alts(tuple(W.CALL_NAMED_LABELS))})"
    lead = r"(?:^|(?<=[.;?!:]\s)|(?<=,\s))"
    after = r"(?P<person>(?:{starts})\s+[^;.?!,()]*?)\s+(?P<name>{name})(?=\s*(?:[,;.?!]|$))"
    return (re.compile(rf"{lead}(?P<call>(?i:{call}))\s+" + after.format(starts=starts, name=name)),
            re.compile(rf"{lead}(?P<call>(?i:{call}))\s+(?P<name>[A-HJ-Z][0-9]{{0,2}})\s+(?=(?i:{starts})\s)"))


_LETTER_INSIDE = _lazy(r"(?<![\w'])[A-HJ-Z][0-9]{0,2}(?![\w'])")


def _call_named(text: str) -> str:
    after, before = _call_named_patterns()
    chosen = tuple(W.LETTER_CHOSEN)

    def let(m: re.Match[str], person: str) -> str:
        verb = "Let" if m.group("call")[:1].isupper() else "let"
        return f"{verb} {m.group('name')} be {person}"

    def named_after(m: re.Match[str]) -> str:
        person = m.group("person")
        rest = re.split(r"[.;?!]", re.sub(r"'[^']*'", "''", m.string[m.end():]), maxsplit=1)[0]
        if " ".join(person.lower().split()) in chosen or _LETTER_INSIDE.search(re.sub(r"'[^']*'", "", person)) is not None \
                or re.search(r"\b(?:and|or)\s+(?:the|whoever|whichever)\b", person + rest, re.IGNORECASE) or \
                re.search(r"(?<![\w'])[A-Z][a-z]+$", re.sub(r"'[^']*'", "''", person)) is not None or \
                person.split()[-1].lower() in W.CALL_NAMED_NOT_BEFORE:
            # (a person already chosen, or two: 'call the one with R A and the one with R2 B', 'Call the richest
            # resident of Ohio A, and the richest resident of Texas B'; a name of two words: 'Call S Person A')
            return m.group(0)
        return let(m, person)

    def named_before(m: re.Match[str]) -> str:
        rest = re.split(r"[.;?!]", re.sub(r"'[^']*'", "''", m.string[m.end():]), maxsplit=1)[0]
        if _LETTER_INSIDE.search(rest) is not None:
            return m.group(0)  # ('Call P the owner of pet 'Dawn' Q.': which is the name?)
        return let(m, "").rstrip() + " "
    text = after.sub(named_after, text)
    return before.sub(named_before, text)


# 'Among G, let P be the one with R' (a21z): the group said before the definition, read as set off inside it
_AMONG_LET = _lazy(r"(?:^|(?<=[.;?!]\s))(?:(?:" + _alts(tuple(W.AMONG_LET_LEADS)).replace(r"\s+,", r"\s*,") +
                   r")\s+)?(?:among|amongst|of|from) (?P<group>[^;.?!]+?),\s*let (?P<name>[A-HJ-Z][0-9]{0,2}|"
                   r"the (?:first|second) (?:person|individual|candidate|contender|pick|choice|subject)) "
                   rf"(?:be|denote) the (?:one|person|individual|member\b|(?P<adjective>{_SUPERLATIVES})"
                   r"(?=\s*[.;]))\b", re.IGNORECASE)


def _among_let(m: re.Match[str]) -> str:
    if m.group("name") != m.group("name").upper() and not m.group("name").lower().startswith("the "):
        return m.group(0)
    if m.group("adjective"):  # ('Among G, let P be the eldest.' -> 'Let P be the eldest among G.', a21z)
        return f"Let {m.group('name')} be the {m.group('adjective')} among {m.group('group')}"
    return f"Let {m.group('name')} be the one, among {m.group('group')},"


# Each state's leaders set up as a set or a person among them (a21z): 'For each state, take the resident or residents
# with the largest total bank balance, and let L denote the set of people so obtained' / ', and let Q be the eldest of
# the people so obtained', 'the set of people whose total bank balance is the largest among the residents of their
# state': said as the grammar reads them, 'the people with R in their state' (all of those tied in a state). This and the
# patterns below said by few questions are strings, compiled when first needed (by re's cache), not at import.
_LEADERS_RANKED = r"(?:largest|highest|greatest|smallest|lowest|most|fewest) [a-z ]+?"
_LEADERS_TAKEN = (rf"\bfor each state, take the (?:resident|person) or (?:residents|persons|people) with the "
                  rf"(?P<rank>{_LEADERS_RANKED})(?: in (?:that|their) state)?,? and let (?P<name>[A-HJ-Z]) "
                  r"(?:(?:denote|be) the set of (?:the )?(?:people|persons) so obtained|(?:denote|be) the "
                  rf"(?P<adj>{_SUPERLATIVES}) (?:of|among) the (?:people|persons) so obtained)")  # (re.IGNORECASE)
_LEADERS_WHOSE = (r"\bthe set of (?:people|persons) whose (?P<what>total bank balance|salary) is the "
                  r"(?P<deg>largest|highest|greatest|smallest|lowest) among the residents of their (?:own )?state")


def _leaders_set(text: str) -> str:
    """The text with each state's leaders said as the grammar reads them (_LEADERS_TAKEN, _LEADERS_WHOSE)."""
    def taken(m: re.Match[str]) -> str:
        people = f"the people with the {m.group('rank')} in their state"
        if m.group("adj"):
            return f"Let {m.group('name')} be the {m.group('adj')} among {people}"
        return f"Let {m.group('name')} be the set of {people}"
    text = re.sub(_LEADERS_TAKEN, taken, text, flags=re.IGNORECASE)
    return re.sub(_LEADERS_WHOSE, lambda m: f"the set of the people with the {m.group('deg')} {m.group('what')} in their "
                  "state", text, flags=re.IGNORECASE)


_IS_THAT_OF = r"(?P<lead>\bwhose(?: [a-z]+){1,3} (?:is|are)) that of\b"  # (re.IGNORECASE)
# 'Compute the total bank balance of P added to that of Q.' (a21z): the sum of two people's balances, each named by a
# letter defined before (a letter not defined is refused where it is read)
_ADDED_TO_THAT = (r"\bthe (?:total |combined )?bank balance of (?P<a>[A-HJ-Z][0-9]{0,2}) (?:added to|plus|together "
                  r"with|summed with) that of (?P<b>[A-HJ-Z][0-9]{0,2})\b")


# Two people announced as a possessive before a word saying what is summed ('I want one number: two people's total
# bank balances summed.', 'What do two people's total bank balances come to when added?', e38p2): read as 'the total
# bank balances of two people summed' (before a colon: tokens._pair_possessive). Not after a determiner ('the two
# people's ...': two set up).
_PAIR_POSSESSIVE_SUMMED = _lazy(
    rf"(?<![\w'’])(?<!the )(?<!these )(?<!those )(?<!both )\btwo\s+(?P<head>{'|'.join(sorted(W.PAIR_POSSESSIVE_HEADS))})"
    rf"(?:'s|’s|'|’)\s+(?P<what>(?:[a-z]+\s+){{0,{W.PAIR_POSSESSIVE_WORDS - 1}}}?[a-z]+)"
    rf"(?=\s+(?:{'|'.join(W.PAIR_POSSESSIVE_SUMMED)})\b)", re.IGNORECASE)


# 'Add the total bank balance of S1 to that of S2' (a37k): the two's sum
_ADD_TO_THAT_OF = _lazy(
    r"\b(?P<verb>add|sum)\s+(?P<what>(?:the\s+)?(?:total\s+|combined\s+|overall\s+)?(?:bank\s+)?balance)\s+of\s+"
    r"(?P<a>(?:[^.?!;:'\u2018\u2019]|(?<=\w)'(?=\w)|'[^']*')+?)\s+to\s+(?:that|the\s+one)\s+of\s+", re.IGNORECASE)


# 'Should P and Q tie, ...' (a21z): the two people named by their letters, the subject of a tie between them
_PAIR_TIED = _lazy(r"(?:\b(?P<lead>should|if|when|where|in case) |(?<=[.?!;:] )|^)(?P<both>both )?(?P<noun>(?:person|"
                        r"option|candidate|pick|choice|#) ?)?(?P<a>[A-HJ-Z][0-9]{0,2}|[ab12]|i)(?: and |/|&| & )(?:(?P=noun))?"
                        r"(?P<b>[A-HJ-Z][0-9]{0,2}|[ab12]|ii) "
                        r"(?=(?:tie|be tied|are tied|be level|are level|be equal|are equal|have the same|end up tied|"
                        r"come out even|are even)\b)", re.IGNORECASE)
# the labels two people are listed by, in order ('(a) S1, or (b) S2', 'option 1: S1 ... option 2: S2', c38p)
_LABEL_PAIRS = frozenset({("a", "b"), ("1", "2"), ("i", "ii")})


def _label_said(label: str, before: str) -> bool:
    """Is `label` said before as a list's label ('(a)', 'a)', '#1', 'option 1', 'person A')?"""
    n = re.escape(label)
    return re.search(rf"\(\s*{n}\s*\)|(?<![\w'(]){n}\)|#{n}\b|\b(?:person|option|candidate|pick|choice) {n}\b", before,
                     re.IGNORECASE) is not None


def _pair_tied(m: re.Match[str]) -> str:
    """'Should P and Q tie' -> 'Should the two tie' when P and Q are two names given before it (each said before); 'if
    a and b tie on cars' -> 'if the two tie on cars' when a and b are the labels the two compared were listed by
    ('(a) S1, or (b) S2?', c38p)."""
    a, b, before = m.group("a"), m.group("b"), m.string[:m.start()]
    lead = m.group("lead") or ""
    if (a.lower(), b.lower()) in _LABEL_PAIRS and _label_said(a, before) and _label_said(b, before):
        return f"{lead} the two ".lstrip() if lead else ("The two " if a.isupper() or not before.strip() else "the two ")
    if not lead or a == b or not a.isupper() or not b.isupper() or m.group("noun") or not all(
            re.search(rf"\b{n}\b", before) for n in (a, b)):
        return m.group(0)
    return f"{lead} the two "


def _self_ruled(text: str) -> str:
    """A tie rule that says the person defined is the one it picks ('Let P be the member of S owning the fewest pets,
    where, should several tie, P is the one among them with the highest salary'; '...; should several tie, P is the one
    of them with T', a21z) read as any rule that picks ('..., should several tie, take the one among them with T'): the
    name said only after a tie's trigger, in its clause, before 'is the one / person / member'. The text as typed when
    it has none."""
    for name in dict.fromkeys(m.group(1) for m in _LET_NAME.finditer(text)):
        said = re.compile(rf"(?P<sep>[,;])\s*(?:where\s*,\s*)?(?P<rule>[^,.;?!]*),\s*{re.escape(name)}\s+is\s+"
                          rf"(?=the\s+(?:one|person|member|individual|{_SUPERLATIVES})\b)")  # ('should several tie, P
        # is the eldest of them', a21z)
        text = said.sub(lambda m: _own_rule(text, name, m), text)
    return text


def _own_rule(text: str, name: str, m: re.Match[str]) -> str:
    """A tie rule naming a defined person ('..., should several tie, P is the one with T') read as 'take the one with
    T' only inside P's own definition; inside another's ('Let A be R1; if that is tied, B is the oldest of them. Let B
    be R2 ...', r29 F5) it is refused: which ranking it is for cannot be told."""
    if not _TIE_SAID.search(m.group("rule")):
        return m.group(0)
    owner = next((d.group(1) for d in reversed(list(_LET_NAME.finditer(text, 0, m.start())))), None)
    if owner != name:
        raise ParseError(f"cannot read {m.group(0).strip(' ,;')!r}: a rule for ties naming {name} said in "
                         f"{'the definition of ' + owner if owner else 'no definition'}: say each rule in the "
                         "definition of the person it picks")
    return f"{m.group('sep')} {m.group('rule')}, take "


_QUIZ_PERSON_STARTS = frozenset({"the", "a", "an", "whoever"})


def _quiz_label_at(w: _Words, p: int, j: int, which: int) -> tuple[int, int, str] | None:
    """A quiz's label of the first or second person at p (words.QUIZ_PAIR_LABELS): where it ends, where what it labels
    starts, and how ('sep' after ':' or a dash, 'is', or 'verb': the person said by what they do, 'has R')."""
    end = _at(w.keys, p, j, W.QUIZ_PAIR_LABELS[which])
    if end is None and (end := _at(w.keys, p, j, W.QUIZ_ORDINALS[which])) is not None and \
            w.keys[end:end + 1] not in ([":"], ["\u2014"]):
        return None  # ('First, find S': a step's lead, not a label)
    if end is None or end + 1 >= j:
        return None
    if w.keys[end] in W.QUIZ_LABEL_SEPARATORS and (w.keys[end] != "," or w.keys[end - 1] in ("side", "corner", "hand",
                                                                                          "other")):
        return end, end + 1, "sep"
    if w.keys[end] == "is":
        return end, end + 1, "is"
    if w.keys[end] in W.QUIZ_LABEL_VERBS:
        return end, end, "verb"
    return None


def _ticket_picks(text: str, labelled: bool) -> str | None:
    """An analyst's ticket (a34s, words.TICKET_*): a person said as a group, then the ranking that picks them, in one
    item set off by a comma, a semicolon or a colon, under a label of a pair ('Pick A: JCB 16 digit card holders, lowest
    total bank balance, tiebreak highest salary. Pick B: ...', 'Scope 1: residents of the same state as A; take the
    person with the most pets, tiebreak: T.', 'A: among G, again the most bank accounts, tiebreak T') or as a sentence
    of its own ('Life insurance policy holders: take the one with the most internet accounts, tiebreak T.'), written as
    the layer reads a person: 'Person A: the person with the R among G (T).', 'Take the person with the R among G
    (T).' ('among G, the one with R (T)' is left as said: the layer reads it so). A labelled item is a person whatever
    leads its ranking (the labelled ones, `labelled`); two sentences of their own each only with a verb of choosing or
    a tie rule ('Residents of Ohio: most pets.' may ask the count, as the grammar says; one person so said is the
    layouts', `layout.laid_out`). The labels must be a first and a second, in that order. None when no item is so
    said."""
    w = _words(text)
    stops: list[tuple[int, int]] = []  # (first word, end) of each sentence: a semicolon ends none (it sets off a ranking)
    start = 0
    for n, key in enumerate(w.keys):
        if key in (".", "?", "!") and w.kinds[n] != STRING:
            if n > start:
                stops.append((start, n))
            start = n + 1
    if start < len(w.keys):
        stops.append((start, len(w.keys)))
    labels: list[tuple[int, int, int]] = []  # (label's first word, item's first word, which)
    for i, j in stops:
        for p in range(i, j):
            if p > i and (w.keys[p - 1] != ";" or _depth(w, i, p) != 0):
                continue
            for which in (0, 1):
                end = _at(w.keys, p, j, W.TICKET_PAIR_LABELS[which])
                if end is None and w.raw[p] == "AB"[which] and w.kinds[p] == WORD:
                    end = p + 1  # ('A: S1. B: S2.')
                if end is not None and end + 1 < j and w.keys[end] in (":", "\u2014"):
                    labels.append((p, end + 1, which))
                    break
    edits: list[tuple[int, int, str]] = []
    if labelled:
        if [which for *_, which in labels] != [0, 1]:
            return None
        for n, (p, s, which) in enumerate(labels):
            e = next(j for i, j in stops if i <= s < j)
            if n == 0 and labels[1][0] < e:
                e = labels[1][0] - 1  # (the second's label after a semicolon: 'A: S1; B: S2.')
            person = _ticket_person(w, s, e, True)
            if person is None or person == w.span(s, e) and _at(w.keys, p, s, W.PAIR_NAMES[which]) == s - 1:
                continue  # (said as the layer reads it: 'Person A: the person with R among G (T)')
            if _at(w.keys, p, s, W.PAIR_NAMES[which]) == s - 1:  # ('First: S1', 'Candidate 2: S2': the layer's own)
                edits.append((w.starts[s], w.starts[e], person))
                continue
            mark = w.keys[s - 2]
            letter = ("1", "2")[which] if mark in ("1", "2", "one", "two", "first", "second") else "AB"[which]
            edits.append((w.starts[p], w.starts[e], f"Person {letter}: {person}"))
    elif not labels:
        ranked = None  # (the first item's words after its colon: a second said 'likewise' takes them)
        for i, j in stops:
            colon = next((k for k in range(i + 1, j) if w.keys[k] in (":", ";") and _depth(w, i, k) == 0), None)
            if colon is None:
                continue
            person = _ticket_person(w, i, j, False, colon)
            if person is None and ranked is not None and _at(w.keys, colon + 1, j, W.TICKET_LIKEWISE) == j:
                # ('G1: take whoever has R (T). G2: likewise.', a36d: the second group's pick said as the first's)
                again = _words(f"{w.span(i, colon)}: {ranked}")
                person = _ticket_person(again, 0, len(again.keys), False, len(_words(w.span(i, colon)).keys))
            if person is not None:
                edits.append((w.starts[i], w.starts[j], f"Take {person}"))
                ranked = ranked or w.span(colon + 1, j)
        if len(edits) != 2:
            return None  # (a pair: two groups, each with its pick)
    return _spliced(text, edits) if edits else None


def _every_state(said: tuple[str, ...]) -> str:
    """A pattern of the words saying every state (words.LEADERS_EVERY_STATE, each word's choices split by '|')."""
    return "|".join(r"\s+".join(f"(?:{w})" for w in phrase.split()) for phrase in said)


# A ranking in each one's state, then the states it is over ('in their state, across all states', 'in their state (any
# state)', a34s): the place kept, the states read away (every state, as the place says alone).
_LEADERS_ANY_STATE = _lazy(r"(?P<place>\bin (?:their|his or her|his/her|each|every) (?:own )?state)"
                                rf"(?:\s*,\s*(?:{_every_state(W.LEADERS_EVERY_STATE)})(?=\s*[,.;?)!]|$)"
                                rf"|\s*\(\s*(?:{_every_state(W.LEADERS_EVERY_STATE)})\s*\))", re.IGNORECASE)


def _which_after_measure(text: str) -> str | None:
    """A comparison said first as its measure, then who is asked, before the two ('Lower total bank balance, which one:
    S1, or S2?', 'Fewer credit cards — which one: ...', words.TICKET_WHICH): the text without the words asking who
    ('Lower total bank balance: S1, or S2?', which the grammar reads as it reads any terse comparison); None unless the
    text opens so."""
    w = _words(text)
    if not w.keys or w.keys[0] not in W.TICKET_COMPARATIVES:
        return None
    comma = next((n for n in range(1, len(w.keys)) if w.keys[n] in (",", "\u2014", ":", ".", "?", "!", ";", "(")), None)
    if comma is None or w.keys[comma] not in (",", "\u2014"):  # ('Fewer credit cards — which one: S1, or S2?', e39s)
        return None
    end = _at(w.keys, comma + 1, len(w.keys), W.TICKET_WHICH)
    if end is None or end + 1 >= len(w.keys) or w.keys[end] != ":":
        return None
    return f"{w.text[:w.starts[comma]]}{w.text[w.starts[end]:]}"


def _scope_said(text: str) -> str | None:
    """The group a question is asked in, labelled in its first sentence ('Scope: G. Return the one with R; on a tie,
    T.', 'Filter: same policy type as A, and living in the same state as B. ...', words.TICKET_SCOPE_LABELS), written as
    the layer reads a group set first: 'Restrict to G. ...'. None unless the label opens the text, its sentence is a
    group whole, and a sentence follows it."""
    from cbwh.ask.layout import _a_group, _group

    w = _words(text)
    label = _at(w.keys, 0, len(w.keys), W.TICKET_SCOPE_LABELS)
    if label is None or label + 1 >= len(w.keys) or w.keys[label] not in (":", "\u2014"):
        return None
    end = next((n for n in range(label + 1, len(w.keys)) if w.keys[n] in (".", "?", "!") and w.kinds[n] != STRING),
               None)
    if end is None or end + 1 >= len(w.keys) or w.keys[end] != "." or not _a_group(said := _group(w.span(label + 1, end))):
        return None
    return f"Restrict to {said}.{w.text[w.starts[end] + 1:]}"


def _ticket_person(w: _Words, s: int, e: int, labelled: bool, cut: int | None = None) -> str | None:
    """The person an item of a ticket says (`_ticket_picks`): words s .. e - 1 as a group, a comma, semicolon or colon
    (at `cut` when given), and a ranking with its tie rule after it; None unless the person so written reads whole."""
    from cbwh.ask.layout import _a_group

    g = s + (w.keys[s] in W.AMONG_WORDS)  # ('A: among G, again the most bank accounts, tiebreak T')
    for k in ([cut] if cut is not None else range(g + 1, e - 1)):
        if w.keys[k] not in (",", ";", ":") or _depth(w, g, k) != 0 or not _a_group(w.span(g, k)):
            continue
        n = k + 1
        lead = _at(w.keys, n, e, W.TICKET_RANK_LEADS)
        noun = _at(w.keys, n, e, W.TICKET_RANK_NOUNS) if labelled and lead is None else None
        n = lead or noun or n
        again = _at(w.keys, n, e, W.TICKET_AGAIN)
        n = again or n
        rule, end = "", e
        if w.keys[e - 1] == ")" and (o := _opening(w, n, e - 1)) is not None and _tie_rule(w.span(o + 1, e - 1)):
            rule, end = w.span(o + 1, e - 1), o  # ('the one with R (tiebreak: T)')
        else:
            for m in range(n + 1, e - 1):
                if w.keys[m] in (",", ";") and _depth(w, n, m) == 0 and _tie_rule(w.span(m + 1, e)):
                    rule, end = w.span(m + 1, e), m
                    break
        if not labelled and lead is None and not rule:
            return None  # ('Residents of Ohio: most pets.': the person, or the count?)
        top = _at(w.keys, n, end, W.TICKET_TOP_BY)
        rank = f"highest {w.span(top, end)}" if top is not None and top < end else w.span(n, end)
        first = rank.split(" ", 1)[0].lower()
        if first == "the":
            rank = rank.split(" ", 1)[1] if " " in rank else ""
            first = rank.split(" ", 1)[0].lower()
        if first in W.RANKING_DEGREES or first in ("max", "min"):
            person = f"the person with the {rank}"
        elif first in _SUPERLATIVE_WORDS and " " not in rank:
            person = f"the {rank} person"  # ('oldest')
        else:
            continue
        if g > s and noun is not None and again is None and (not rule or end < e and w.keys[end] == "("):
            return None  # ('among G, the one with R (T)': a person as the layer reads one, left as said)
        person = f"{person} among {w.span(g, k)}"
        p = Parser(person)  # (the ranking read as the grammar reads a person's)
        try:
            if any(p.tokens[m].kind == END for _, m in subject(p, 0)):
                return person + (f" ({rule})" if rule else "")
        except ParseError:
            pass
    return None


def _opening(w: _Words, i: int, close: int) -> int | None:
    """The '(' that the ')' at `close` closes, at or after word i, or None."""
    depth = 0
    for m in range(close, i - 1, -1):
        depth += w.keys[m] == ")"
        depth -= w.keys[m] == "("
        if depth == 0:
            return m
    return None


def _quiz_labels(text: str) -> str | None:
    """A quiz's labels read as the layer reads them (words.QUIZ_PAIR_LABELS): two people or steps labelled first and
    second ('Contestant A: S1. Contestant B: S2.', 'Clue one: ... Clue two: ...', 'Your first pick: S1. Your second:
    S2.', 'In one corner: S1. In the other: S2.'), each label before a person ('the ...', 'a ...') read as 'The first
    is' / 'The second is', one before what the person does ('Contestant A has R') as 'The first is the person who has
    R'; when either
    labels a step ('among G, the one ...', 'find ...') both are read as steps, the labels read away ('Take S' for a
    person). A label before the question after the steps ('Your question: Q', 'Finally: Q') and a lone label opening
    the text ('Clue: Q') are read away. None when there is no such label, or the labels are not one first and one
    second, in that order."""
    w = _words(text)
    sentences = _sentences(w)
    for i, j, _ in sentences[1:]:  # ('... Your question: Q', '... Finally: Q' -> 'Finally, Q')
        last = _at(w.keys, i, j, W.QUIZ_LAST_LABELS)
        asked = last or _at(w.keys, i, j, W.QUIZ_ASK_LABELS)
        if asked is not None and asked < j and w.keys[asked] in (":", "\u2014"):
            rest = text[w.starts[asked + 1]:]
            return _spliced(text, [(w.starts[i], len(text), ("Finally, " + rest) if last else
                                    rest[:1].upper() + rest[1:])])
    if sentences and (lone := _at(w.keys, 0, sentences[0][1], W.QUIZ_LONE_LABELS)) is not None and \
            lone < sentences[0][1] and w.keys[lone] in (":", "\u2014"):
        rest = text[w.starts[lone + 1]:]
        return rest[:1].upper() + rest[1:]
    found: list[tuple[int, int, int, int, str]] = []  # (label start, label end, item start, item end, how)
    for i, j, _ in sentences:
        for p in range(i, j):
            if p > i and w.keys[p - 1] not in (":", "\u2014") or w.kinds[p] != WORD:
                continue
            for which in (0, 1):
                if (label := _quiz_label_at(w, p, j, which)) is not None:
                    found.append((p, label[0], label[1], j, label[2] + str(which)))
                    break
            else:
                continue
            break  # (one label a sentence)
    if [how[-1] for *_, how in found] != ["0", "1"]:
        return None
    said = [w.span(s, e) for _, _, s, e, _ in found]
    # (the second said as the first again, 'Round two: the same search in Y', is a person or a step as the first is)
    again = [_at(w.keys, s, e, W.SAME_AGAIN) is not None for _, _, s, e, _ in found]
    people = [how.startswith("verb") or how.startswith("is") or w.keys[s] in _QUIZ_PERSON_STARTS
              or w.keys[s] in W.PAIR_BARE_RANKS and s + 1 < e  # ('First: fewest credit cards among G, T', a22y)
              # ('First: among G, the one with R, T', a28x: a person with their group said first, as 'The first is,
              # among G, the one with R'; 'among G, find R' is a step)
              or w.keys[s] in W.AMONG_WORDS and _a_person_first(w, s, e)
              for _, _, s, e, how in found]
    edits = []
    for (p, _, s, _, how), person, same, item, name in zip(found, people, again, said, ("The first", "The second"),
                                                           strict=True):
        said_as = f"the person who {item}" if how.startswith("verb") else item
        if all(x or y for x, y in zip(people, again, strict=True)):
            # (not 'Person A: the person with the most pets', which reads as a ranking's name defined: `_glossed`)
            comma = "," if w.keys[s] in W.AMONG_WORDS else ""
            words = f"{name} is{comma} {said_as}" if not same else f"{name}: {said_as}"
        elif person and not same:
            words = f"Take {said_as}"
        else:
            words = said_as[:1].upper() + said_as[1:]
        edits.append((w.starts[p], w.starts[s] + len(item), words))
    return _spliced(text, edits)


def _step_tie(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A tie rule said as its own sentence for the step before it ('If more than one person qualifies at this step,
    take the oldest.', words.STEP_TIE_SCOPE) put in brackets after that step's words: the rule is that step's ranking's,
    never the question's (a29z); refused when the sentence before ranks no one or has a rule of its own."""
    for n, (i, j, _) in enumerate(sentences):
        scope = next(((k, end) for k in range(i, j) if (end := _at(w.keys, k, j, W.STEP_TIE_SCOPE)) is not None), None)
        if scope is None:
            continue
        said = w.span(i, j)
        rest = w.text[w.starts[scope[1]]:w.starts[j]].rstrip()
        rule = f"{w.span(i, scope[0])}{rest if rest[:1] in (',', ';', ':') else ' ' + rest}".strip()
        if n == 0 or not _tie_rule(rule):
            raise ParseError(f"cannot read {said!r}: a rule for ties 'at this step' must follow the step it is for, "
                             "and say the rule ('If there is a tie at this step, take the oldest.')")
        pi, pj, pmark = sentences[n - 1]
        before = w.span(pi, pj)
        ranks = sum(k in W.RANKING_DEGREES or k in _SUPERLATIVE_WORDS for k in w.keys[pi:pj])
        if ranks > 1:  # ('Find S1 and S2. If more than one person qualifies at this step, ...': each's, or?  r29 F4)
            raise ParseError(f"cannot read {said!r}: the step before it ({before!r}) ranks more than once; say the rule "
                             "for each ranking in that step ('..., and if there is a tie, take the oldest')")
        if pmark != "." or not _ranked_words(before) or _tie_words(before):
            raise ParseError(f"cannot read {said!r}: the sentence before it ({before!r}) is no step ranking people "
                             "without a rule for ties of its own; say the rule in that step ('..., and if there is a "
                             "tie, take the oldest')")
        return f"{w.text[:w.starts[pj]].rstrip()} ({rule[:1].lower()}{rule[1:]}){w.text[w.starts[pj]:w.starts[i]]}" \
               f"{w.text[w.starts[j] + 1:].lstrip()}"
    return None


def _repeat_tie(w: _Words, text: str) -> str | None:
    """A tie rule said after a step repeated, for both searches (words.REPEAT_TIE_*: 'In X1, find R; in X2, do the
    same (both times a tie goes to T).', '...; in X2, the same - ties going to T both times.', '... (a tie in either
    goes to T)'): the rule moved to the first step as '(tie: T)', which the repeat copies ('In X1, find R (tie: T); in
    X2, do the same.'). None when there is no such rule, or the first step says a tie rule of its own."""
    keys = w.keys
    for a in range(1, len(keys) - 1):
        if keys[a] not in ("(", "\u2014", ","):
            continue
        end = next((n for n in range(a + 1, len(keys)) if keys[n] in ((")",) if keys[a] == "(" else
                                                                     (".", ";", "?", "!", ")", "("))), len(keys))
        body = a + 1
        each = _at(keys, body, end, W.EACH_CASE)
        if each is not None and (to := _at(keys, each + (keys[each:each + 1] == [","]), end, W.REPEAT_TIE_TO)) is not None:
            rule_end = end
        elif (to := _at(keys, body, end, W.REPEAT_TIE_EITHER_TO)) is not None:
            rule_end = end
        elif (to := _at(keys, body, end, W.REPEAT_TIE_TO)) is not None and \
                (trail := next((n for n in range(to + 1, end) if _at(keys, n, end, W.EACH_CASE_AFTER) == end),
                               None)) is not None:
            rule_end = trail - (keys[trail - 1] == ",")
        else:
            continue
        if to >= rule_end:
            return None
        c = next((n + 1 for n in range(a - 1, 0, -1) if keys[n] in (";", ".")), None)
        if c is None or (_repeat_at(w, c, a) is None and _group_again(w, c, a) is None):
            continue
        b = next((n + 1 for n in range(c - 2, -1, -1) if keys[n] in (";", ".", "?", "!")), 0)
        if _tie_words(w.span(b, c - 1)):
            return None  # (the first step has a rule of its own: which the rule after the repeat is for is not clear)
        closed = end + (keys[a] == "(" and end < len(keys))
        after = text[w.starts[closed]:] if closed < len(keys) else ""
        return (text[:w.starts[c - 1]].rstrip() + f" (tie: {w.span(to, rule_end)})" + text[w.starts[c - 1]:w.starts[a]]
                .rstrip() + (" " if after[:1].isalnum() else "") + after)
    return None


def _riddle_clause(w: _Words, n: int, j: int) -> tuple[int, str] | None:
    """A clue said to 'you' at n ('you share a blood type with A and live in ...', "your blood type matches that of
    A", "you're the older"): where it ends, and its words said of a person ('shares a blood type with A and lives in
    ...'); None when it is not one."""
    keys = w.keys
    end = n + 1
    while end < j and not (keys[end] in (".", ";", ")", "(") or keys[end] in (",", "and", "\u2014") and end + 1 < j and
                           (keys[end + 1] in ("you", "your", "you're", "and", "if", "should", "among", "amongst", "(")
                            or keys[end] != "and" and keys[end + 1] == "of")):
        end += 1
    if keys[n] == "your":  # "your blood type matches / is the same as that of A"
        attr = _attribute(keys, n + 1, end)
        that = None if attr is None else _at(keys, attr, end, W.RIDDLE_SAME_AS)
        if attr is None or that is None or that >= end:
            return None
        return end, f"has the same {w.span(n + 1, attr)} as {w.span(that, end)}"
    if keys[n] == "you're" or keys[n] == "you've":
        words = [W.RIDDLE_VERBS[keys[n]]]
        start = n + 1
    elif keys[n] == "you" and n + 1 < end and keys[n + 1] in W.RIDDLE_VERBS:
        words = [W.RIDDLE_VERBS[keys[n + 1]]]
        start = n + 2
    else:
        return None
    copied = w.starts[start]
    for m in range(start + 1, end):  # ('and live in ...': each verb said to 'you' as said of a person)
        if keys[m - 1] == "and" and keys[m] in W.RIDDLE_VERBS and w.kinds[m] == WORD:
            words.append(w.text[copied:w.starts[m]] + W.RIDDLE_VERBS[keys[m]])
            copied = w.starts[m + 1]
    words.append(w.text[copied:w.starts[end]])
    return end, " ".join(part.strip() for part in words if part.strip())


def _riddle(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """A riddle said to 'you' (words.RIDDLE_*: "You share a blood type with A, and you live in the same state as B.
    Among everyone who fits, you earn the highest salary (should anyone tie you, you're the older). Who are you?") read
    as the question it asks ('Among everyone who shares a blood type with A and who lives in the same state as B, who
    earns the highest salary? If there's a tie, take the one who is the older.'; clues without a ranking: 'Who owns 2
    or more pets and has the same job title as A?'). A ranking said with clues but no group ('you live in Ohio and you
    own the most pets') could rank everyone or those the clues fit: refused. None when the text is no such riddle."""
    if len(sentences) < 2 or _at(w.keys, *sentences[-1][:2], W.RIDDLE_ASKS) != sentences[-1][1]:
        return None
    keys, body = w.keys, sentences[-1][0]
    clues: list[str] = []
    ranking: str | None = None
    group: str | None = None  # 'all' (everyone the clues fit), or a group said in words
    tie: str | None = None
    n = 0
    while n < body:
        if keys[n] in (",", ".", ";", "and", "(", ")", "\u2014", "also", "but"):
            n += 1
            continue
        if (t := _at(keys, n, body, W.RIDDLE_TIE)) is not None:
            t += keys[t:t + 1] == [","]
            if tie is not None or (clause := _riddle_clause(w, t, body)) is None:
                return None
            n, tie = clause[0], clause[1]
            continue
        if keys[n] in ("among", "amongst", "of"):
            if ranking is not None or group is not None:
                return None
            if (g := _at(keys, n, body, W.RIDDLE_GROUP_ALL)) is not None:
                group, n = "all", g
            elif (g := _at(keys, n, body, W.RIDDLE_GROUP_VALUE)) is not None and \
                    (attr := _attribute(keys, g, body)) is not None:
                # ('Among everyone with that blood type': the one clue naming it, said alone)
                noun = w.span(g, attr).lower()
                if len(clues) != 1 or noun not in clues[0].lower():
                    return None
                group, n = "all", attr
            else:
                comma = next((m for m in range(n + 1, body - 1) if keys[m] == "," and keys[m + 1] == "you"), None)
                if comma is None:
                    return None
                group, n = w.span(n + 1, comma), comma
            n += keys[n:n + 1] == [","]
            if (clause := _riddle_clause(w, n, body)) is None or not _ranked_words(clause[1]):
                return None
            n, ranking = clause
            continue
        if (clause := _riddle_clause(w, n, body)) is None:
            return None
        n = clause[0]
        if _ranked_words(clause[1]):
            if ranking is not None:
                return None
            ranking = clause[1]
        elif ranking is not None:
            return None  # (a clue after the ranking: among whom?)
        else:
            clues.append(clause[1])
    rule = f" If there's a tie, take the one who {tie}." if tie is not None else ""
    if ranking is None:
        return f"Who {' and '.join(clues)}?" if clues and group is None and tie is None else None
    if group is None and clues:
        raise ParseError(f"ambiguous: in the riddle, {ranking!r} could rank everyone (then the one who "
                         f"{' and '.join(clues)}) or only those the clues fit: say 'Among everyone who fits, you ...'")
    if group is None:
        return f"Who {ranking}?{rule}"
    if group == "all":
        return f"Among everyone who {' and who '.join(clues)}, who {ranking}?{rule}" if clues else None
    return f"Among {group}, who {ranking}?{rule}" if not clues else None


def _of_these_joined(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A group set up in a sentence of its own and a person chosen from it in the next, referred back to as 'these'
    ('Consider G. Of these, find the one with R; if tied, T.', 'Now consider G; of them, take S', 'Suppose we look at
    G. Among these people, pick S.', a35t) -> the step with its group said first, as `_setup` and the grammar read it
    ('Among G, find the one with R; if tied, T.', 'Now among G, take S'); None when there is none."""
    for (i, j, mark), (k, j2, _) in zip(sentences, sentences[1:]):
        if mark not in (".", ";") or k != j + 1:
            continue
        # ('Consider G. Find the one with R; if tied, T.', 'Take G. Pick the oldest.', c39w: a person chosen right after
        # the group, said without 'of these', is chosen from it: one of them, never anyone at all)
        k = _at(w.keys, k, j2, W.STEP_LEADS) or k
        k += w.keys[k:k + 1] == [","]
        chosen = _at(w.keys, k, j2, W.SETUP_SELECT)
        bare = chosen is not None and w.keys[chosen:chosen + 1] == ["the"] and \
            w.keys[chosen + 1:chosen + 2] != [] and w.keys[chosen + 1] in W.PERSON_SUPERLATIVES
        if bare and chosen is not None:  # ('Pick the oldest.', 'Identify the richest one;': said alone, never 'the
            # oldest person in Texas', whose own place is not the group's)
            said = chosen + 2 + (w.keys[chosen + 2:chosen + 3] in (["one"], ["person"], ["individual"]))
            bare = said >= j2 or w.keys[said] in (".", ";", ",", "(")
        if chosen is not None and (_elided_head(w, chosen, j2) or bare):
            if mark != "." or not _plural_group(w, i, j):
                continue  # ('Start with S and look at everyone in that person's state; pick ...': `_resolve`'s)
            at = k - 1
        elif k >= len(w.keys) or w.keys[k] not in ("of", "among", "amongst", "from") or w.keys[k + 1:k + 2] not in (
                ["these"], ["them"], ["those"]):
            continue
        else:
            at = k + 2 + (w.keys[k + 2:k + 3] in (["people"], ["persons"], ["individuals"]))
            if w.keys[at:at + 1] != [","] or _at(w.keys, at + 1, len(w.keys), W.SETUP_SELECT) is None:
                continue  # ('Of these, who ...?' is a question over the group, read as it is)
        if (group := _bare_group(w, i, j)) is None:
            continue  # (a person set up, or a group said with more than its words)
        verb = _at(w.keys, i, j, W.STEP_LEADS) or i
        verb += w.keys[verb:verb + 1] == [","]
        before = [b for b in sentences if b[1] < i and _bare_group(w, *b[:2]) is not None]
        if before:  # ('Consider G1. Consider also G2. Of these, find S': G2, or G1 and G2)
            g0 = _bare_group(w, *before[-1][:2])
            raise ParseError(f"ambiguous: {w.span(k, k + 2)!r} could be {g0!r} or {group!r} (or both): "
                             "say which group the person is chosen from ('Among G, find ...')")
        among = "Among" if verb == i else "among"
        return f"{text[:w.starts[verb]]}{among} {group}, {text[w.starts[at + 1]:]}"
    return None


def _plural_group(w: _Words, i: int, j: int) -> bool:
    """Does the sentence i .. j set up a group alone (`_bare_group`), said by a plural head first ('everyone who ...',
    'the people living in X', 'all residents of X'), with no person set up beside it ('Start with S and look at G')?"""
    group = _bare_group(w, i, j)
    if group is None:
        return False
    keys = [k for k in _words(group).keys if k not in ("the", "all", "of")]
    return bool(keys) and (keys[0] in W.PLURAL_PERSON_HEADS or keys[0] in W.PLURAL_HEADS or
                           keys[0] in ("everybody", "anyone", "anybody")) and \
        not any(k == "and" and _at(w.keys, n + 1, j, W.SETUP_LEADS) is not None for n, k in enumerate(w.keys[i:j], i))


def _bare_group(w: _Words, i: int, j: int) -> str | None:
    """A sentence setting up a group alone ('Consider G.', 'Now look at G', 'Suppose we look at G'): the group's words,
    or None."""
    verb = _at(w.keys, i, j, W.STEP_LEADS) or i
    verb += w.keys[verb:verb + 1] == [","]
    lead = _at(w.keys, verb, j, W.SETUP_LEADS)
    if lead is None and (opener := _at(w.keys, verb, j, W.SCENE_OPENERS)) is not None:
        lead = _at(w.keys, opener, j, W.SETUP_LEADS) or next(
            (end for typed in W.SCENE_VERBS.values() if (end := _at(w.keys, opener, j, typed)) is not None), None)
    if lead is None or any(key in (",", ";", "(", ":") for key in w.keys[lead:j]) or not _people_words(w, lead, j):
        return None
    return w.span(lead, j)


def _look_with(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A person set up and a group of the same value looked at in one sentence ("Start with S and look at everyone
    living in the same state.", "Begin with S and everyone in the same state.", "... and look at everyone who shares
    that person's medical condition."): two sentences ('Start with S. Look at
    everyone living in the same state.'), the group's value then S's; None when there is no such sentence."""
    for i, j, mark in sentences:
        k = _at(w.keys, i, j, W.STEP_LEADS) or i
        if mark == "?" or (lead := _at(w.keys, k, j, W.SETUP_LEADS)) is None:
            continue
        for n in range(lead + 2, j - 3):
            # ('Start with S and look at G', 'Begin with S, then gather G', 'Start with S; then take G', e41g)
            if not (w.keys[n] == "and" or w.keys[n] in (",", ";") and w.keys[n + 1] == "then" or
                    w.keys[n] == "then" and w.keys[n - 1] not in (",", ";", "and")) or not _strings(w, lead, n):
                continue
            then = n + 1 + (w.keys[n + 1] == "then")  # ('..., and then collect everyone who ...')
            if w.keys[n] == "then":
                then = n + 1
            looked = _at(w.keys, then, j, W.SETUP_LEADS)
            gathered = _at(w.keys, then, j, W.GROUP_GATHER) if looked is None else None
            g = looked or gathered or n + 1
            every = w.keys[g] in ("every", "each") and w.keys[g + 1] in W.GENERIC_PERSON_HEADS | {"resident"}
            if w.keys[g] not in ("everyone", "everybody", "all", "people", "those", "anyone") and not every or not any(
                    w.keys[m - 1:m + 1] == ["the", "same"] and _attribute(w.keys, m + 1, j) == j or
                    (pos := _at(w.keys, m, j, W.REFER_POSSESSIVE)) is not None and _attribute(w.keys, pos, j) == j or
                    w.keys[m - 1:m + 1] == ["the", "same"] and (a := _attribute(w.keys, m + 1, j)) is not None and
                    w.keys[a:a + 1] == ["as"] and _at(w.keys, a + 1, j, W.REFER_OBJECT) == j
                    for m in range(g + 1, j)):  # ('... the same state', "... who shares that person's blood type",
                # '... who holds the same type of insurance policy as that person', c39w)
                continue
            # ('... and gather everyone holding the same X as them': consider them, c39w)
            verb = w.span(then, looked) if looked is not None else "consider" if gathered is not None else "look at"
            start = len(text[:w.starts[n]].rstrip().rstrip(",").rstrip())  # ('Start with S, and take G': no comma left)
            if every:  # ('... and look at every person with the same blood type as them': everyone with it)
                return _spliced(text, [(start, w.starts[g + 2], f". {verb[:1].upper()}{verb[1:]} everyone ")])
            return _spliced(text, [(start, w.starts[g], f". {verb[:1].upper()}{verb[1:]} ")])
    return None


def _target(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """The person a quiz's step finds called 'your target' (words.QUIZ_TARGET): 'Your target is S.' as 'Find S.',
    'Whoever R is your target (- T).' as 'Find whoever R (- T).', '(Among G,) your target has R.' as '(Among G,) find the
    person who has R.', and 'your target('s)' after it as 'that person('s)'; None when no sentence says who the target
    is, or two do."""
    keys = w.keys
    edits: list[tuple[int, int, str]] = []
    defined = None
    for i, j, mark in sentences:
        if mark == "?":
            continue
        for m in range(i, j - 1):
            if (t := _at(keys, m, j, W.QUIZ_TARGET)) is None or t >= j:
                continue
            if m == i and keys[t] in ("is", ":", "="):  # 'Your target is S'
                edit = (w.starts[m], w.starts[t + 1], "Find ")
            elif m == i + 1 and keys[i] in ("whoever", "whichever") or m > i + 1 and keys[m - 1] == "is" and \
                    keys[i] in ("whoever", "the") and t <= j:
                if keys[m - 1] != "is":
                    continue
                start = len(text[:w.starts[m - 1]].rstrip())  # 'Whoever owns R is your target - T'
                edits.append((w.starts[i], w.starts[i] + 1, f"Find {w.raw[i][:1].lower()}"))
                edit = (start, w.starts[t], "")
            elif keys[t] in W.QUIZ_TARGET_VERBS and (m == i or keys[m - 1] in (",", "\u2014")):
                edit = (w.starts[m], w.starts[t], ("Find" if m == i else "find") + " the person who ")
                # ('Among G, your target has R')
            else:
                continue
            if defined is not None:
                return None
            defined = j
            edits.append(edit)
            break
    if defined is None:
        return None
    n = 0
    while n < len(keys):  # ("What is your target's total bank balance?")
        if (t := _at(keys, n, len(keys), W.QUIZ_TARGET)) is not None and w.starts[n] >= w.starts[defined]:
            edits.append((w.starts[n], w.starts[t], "that person "))
            n = t
        n += 1
    out = _spliced(text, sorted(edits))
    return out.replace("that person 's", "that person's")


_ONE_FOUND = frozenset({"one", "someone", "somebody"})
_ONE_NOUNS = frozenset({"person", "individual", "resident"})


def _one_found(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A person said to be found, then asked about (a22x): '(Among G,) one person owns R (T). What is that person's
    total bank balance?' as '(Among G,) find the person who owns R (T). ...'; the statement starts its sentence or
    follows a comma, its verb one said of a found person (words.QUIZ_TARGET_VERBS), and a later question says 'that
    person'; None when no sentence is such, or two are."""
    keys = w.keys
    found = None
    verb = ""
    for i, j, mark in sentences:
        if mark == "?":
            continue
        for m in range(i, j - 2):
            if keys[m] not in _ONE_FOUND or not (m == i or keys[m - 1] in (",", "\u2014")):
                continue
            t = m + 2 if keys[m] == "one" and keys[m + 1] in _ONE_NOUNS else m + 1
            if keys[t] not in W.QUIZ_TARGET_VERBS:
                continue
            if found is not None:
                return None
            found = (j, (w.starts[m], w.starts[t], ("Find" if m == i else "find") + " the person who "))
            verb = keys[t]
    value_said = verb != "is" and "other" not in keys  # (not 'one is S1, the other S2': two listed)
    if found is None or not any(keys[n:n + 2] in (["that", "person"], ["this", "person"]) or value_said and (
                                # ('Among G, one has the largest total bank balance (T). What is that total balance?',
                                # e41g: the value of the one found, or theirs)
                                keys[n] in ("that", "this") and keys[n + 1:n + 2] and
                                (keys[n + 1] in W.FIGURE_NOUNS or keys[n + 1] in ("balance", "combined")) or
                                keys[n] in ("their", "his", "her"))
                                for n in range(found[0], len(keys))):
        return None
    return _spliced(text, [found[1]])


def _place_lived(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A place set up said with the verb of living (words.PLACE_LIVED_IN): "Find where S lives." as 'Find the state
    where S lives.', "Find S and (note) the state they live in." as 'Find S and their state.'; None when none is."""
    edits = []
    for i, j, mark in sentences:
        if mark == "?":
            continue
        k = _at(w.keys, i, j, W.STEP_LEADS) or i
        if (lead := _at(w.keys, k, j, W.SETUP_LEADS)) is not None and w.keys[lead:lead + 1] == ["where"] and \
                any(_at(w.keys, m, j, W.REFER_LIVES) == j for m in range(lead + 3, j)) and _strings(w, lead, j):
            edits.append((w.starts[lead], w.starts[lead], "the state "))
            continue
        for n in range(k + 2, j - 2):
            if w.keys[n] != "and":
                continue
            at = _at(w.keys, n + 1, j, W.PLACE_NOTE_LEADS) or n + 1
            if _at(w.keys, at, j, W.PLACE_LIVED_IN) == j:
                edits.append((w.starts[n + 1], w.starts[j] if j < len(w.keys) else len(text),
                              f"their {w.keys[at + 1]}"))
                break
    return _spliced(text, edits) if edits else None


def _asked_step(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A question asked on a group, then repeated on another as a step is ("In the state of A, who owns the most
    vehicles (T)? And in the state of B, the same. Which of those two ...?"): the question read as the step it is
    repeated as ('In the state of A, find the person who owns the most vehicles (T).'); None when no question is
    followed by such a repeat."""
    for (i, j, mark), (i2, j2, _) in zip(sentences, sentences[1:]):
        if mark != "?" or _group_again(w, i2, j2) is None or (g := _at(w.keys, i, j, W.STEP_GROUP)) is None:
            continue
        comma = next((n for n in range(g, j - 2) if w.keys[n] == "," and w.keys[n + 1] == "who"), None)
        if comma is None or w.keys[g:comma].count("(") != w.keys[g:comma].count(")") or \
                _at(w.keys, i, j, W.STEP_LEADS) not in (None, i):
            continue
        return (text[:w.starts[comma + 1]] + "find the person who " + text[w.starts[comma + 2]:w.starts[j]] + "." +
                text[w.starts[j] + 1:])
    return None


_SET_OFF = frozenset({",", ":", "\u2014", ".", "!", "?"})
# asides of LEAD_ASIDE that order steps ('First, ...', 'Then ...', 'Finally, ...'): the layer reads them in its steps
_STEP_WORDS = frozenset({"first", "firstly", "then", "next", "finally", "lastly", "now", "and", "after", "having", "to",
                         "of", "all", "that", "done", "so", "start", "begin"})


def _frame_read_away(text: str) -> str | None:
    """The question with the frame a writer puts around it read away (f22), as the grammar reads it around one
    sentence (`grammar.ask_lead`, `grammar._closing`, `grammar._answer_form`): greetings, asides and requests for help
    before it, each set off by a mark (words.LEAD_ASIDE: 'Hi! Quick question: ...', 'Good morning. Could you help me
    with this? ...'), and whole sentences after it of thanks or sign-off (words.POLITE, a signature: '... Thanks!',
    '... Best regards, Dana') or saying only how bare the answer is (words.ANSWER_ASIDE: 'Keep it brief.'), and quotes
    around the whole text; None when there are none. An instruction naming the answer's kind ('Answer with the name
    only.') is left to the grammar, which checks it against the question."""
    from cbwh.ask.tokens import _unwrapped

    if (unwrapped := _unwrapped(text)) != text:
        return unwrapped.strip()
    w = _words(text)
    keys, n = w.keys, len(w.keys)
    start = 0
    while n and (end := _at(keys, start, n, W.LEAD_ASIDE)) is not None and end < n - 1 and \
            (not _STEP_WORDS.issuperset(keys[start:end]) or start == 0 and keys[:end] == ["so"] and end < n and
             keys[end] in (":", ",")) and (keys[start] != "q" or keys.count("q") == 1):  # ('Q' a name; 'so:' / 'so,'
        # opening the text concludes nothing, e38p2)
        if keys[end] in _SET_OFF:
            start = end + 1
        elif keys[end - 1] == "but" or "\n" in text[w.starts[end - 1]:w.starts[end]]:
            start = end  # ('Sorry to bother you, but ...', a heading's line: '## Question\n...')
        else:
            break
    if start == 0 and len(_sentences(w)) > 1 and _sentences(w)[0][2] in (".", ";", "!") and \
            (end := _at(keys, 0, n, W.CHAT_OPENERS)) is not None and \
            end < n - 1 and w.kinds[end] == WORD and keys[end] not in _SET_OFF:
        start = end  # ('ok so person A is S1, and person B is S2. who ...': a chat's opening with no mark, a37p)
    stop = n
    sentences = _sentences(w)
    for i, j, _ in reversed(sentences[1:]):
        if i <= start:
            break
        k = i
        while k < j and (e := _at(keys, k, j, W.POLITE) or _at(keys, k, j, W.ANSWER_ASIDE) or
                         _at(keys, k, j, W.TAG_ANY)) is not None:
            k = e + (e < j and keys[e] == ",")
        if k < j and k > i and all(w.kinds[m] == WORD and W.signature_word(w.raw[m]) for m in range(k, j)) and \
                j - k <= W.SIGNATURE_MOST and j == n and "\n" in text[w.starts[k - 1]:w.starts[k]]:
            k = j  # a signature on its own line after a sign-off ('Best regards,\nDana')
        if k != j:
            break
        stop = i
    if start == 0 and stop == n:
        return None
    rest = text[w.starts[start]:w.starts[stop]].strip()
    return rest[:1].upper() + rest[1:]


def _structure_scene(w: _Words, i: int, j: int) -> int:
    """When words i .. j - 1 are a sentence only counting the question's parts ('This one involves two pet owners',
    'There are two filters here', "It's a two-step one"; words.STRUCTURE_LEADS, STRUCTURE_COUNTS, STRUCTURE_NOUNS,
    STRUCTURE_TAILS, STRUCTURE_KINDS), the number of values the question after it must name at least (2, or 3 for
    'three'), else 0."""
    if _at(w.keys, i, j, W.STRUCTURE_KINDS) == j:
        return 2
    k = _at(w.keys, i, j, W.STRUCTURE_LEADS) or i
    counted = k
    if (c := _at(w.keys, k, j, W.STRUCTURE_COUNTS)) is None or (noun := _at(w.keys, c, j, W.STRUCTURE_NOUNS)) is None:
        return 0
    if noun != j and _at(w.keys, noun, j, W.STRUCTURE_TAILS) != j:
        return 0
    return 3 if w.keys[counted] in ("three", "3") else 2


_FIRST_SENTENCE = re.compile(r"^\s*((?:[^.!?:;\u2014'\"]|\b'\b){4,80}[.!])\s+(?=\S)")


def structure_read_away(text: str) -> str | None:
    """The text after a first sentence that only counts the question's parts ('This one involves two pet owners.',
    'There are two filters here.', e51s: `_structure_scene`), else None (a cheap test first: every question is asked
    it)."""
    if (m := _FIRST_SENTENCE.match(text)) is None:
        return None
    try:
        w = _words(m.group(1))
        if not (said := _structure_scene(w, 0, len(w.keys) - 1)):
            return None
        rest = text[m.end():]
        strings = sum(kind == STRING for kind in _words(rest).kinds)
    except UsageError:  # (a character the grammar's tokens refuse: the question's own refusal says it)
        return None
    if strings < said:
        return None  # (the parts counted not all named after it: 'There are two filters here. Who is the oldest?')
    return rest[:1].upper() + rest[1:]


def topic_read_away(text: str) -> str | None:
    """The question after a sentence announcing its topic, as `_topic_opened` reads it away ("My question is about
    vehicle ownership. One person to consider is S1. ... Who owns more vehicles?", e53a), for the whole question to be
    read again without it; None when the text opens with no such sentence, or with one `_topic_opened` refuses."""
    try:
        w = _words(text)
        return _topic_opened(w, _sentences(w), text)
    except (ParseError, UsageError):
        return None


_PLACE_NAMES_SAID = r"\b(?:" + _alts(W.PLACE_NAMES) + r")\b"  # (a state or a demonym named, words.PLACE_NAMES)
_PLACE_NAMED = _lazy(_PLACE_NAMES_SAID, re.IGNORECASE)
_SETUP_OTHERS = _lazy(_PLACE_NAMES_SAID + r"|\b(?:or|vs|versus|than|compare|compared|comparing|between|either|second|"
                      r"other|latter|former)\b", re.IGNORECASE)
# ('If two or more are tied': no second person)
_SETUP_OR_MORE = _lazy(r"\b(?:\w+\s+or\s+(?:more|fewer|less|older|younger)|more\s+or\s+less)\b", re.IGNORECASE)


def _two_sentences(text: str) -> tuple[_Words, list[tuple[int, int, str]]] | None:
    """The text's words and sentences when it has two sentences or more (a set-up sentence, then the question), else
    None (also when the tokenizer refuses it: the set-up readers read nothing then)."""
    try:
        w = _words(text)
    except UsageError:
        return None
    sentences = _sentences(w)
    return (w, sentences) if len(sentences) >= 2 else None


def anchor_setup(text: str, inline: bool = False, grammar: bool = True) -> str | None:
    """The text with a first sentence only setting up one anchor's owner read as 'Consider the owner of <anchor>.', and
    the question's back references to that owner's state or value as that person's ("The fish named 'Anita' belongs to
    someone. Among residents of that state, ..." -> "Consider the owner of the fish named 'Anita'. Among residents of
    that person's state, ...", e53a: words.SETUP_*); None when the text opens with no such sentence, or nothing after
    it refers back.
    Inline: the set-up sentence left out and each back reference said with the owner's words ("Among residents of the
    same state as the owner of the fish named 'Anita', ..."), for a question that defines its own people, whom a person
    set up apart would outnumber ('... the first person is S1 ... the second person is S2', e61v); None when a reference
    is one the layer would resolve ('that owner's state': said as the person's, not as the value)
    Grammar: the set-up sentence read first by the closed grammar (`setup_grammar`, e64x) in the words this reads."""
    if grammar and (canonical := setup_grammar(text)) is not None and \
            (grammar_read := anchor_setup(canonical, inline, grammar=False)) is not None:
        return grammar_read
    if text.count("'") < 2 or (split := _two_sentences(text)) is None:
        return None
    w, sentences = split
    if sentences[0][2] not in W.SETUP_ENDS:
        return None  # (a set-up said as a clause of its own before a semicolon is one: "The bird named 'J' belongs to
        # someone; gather everyone in that owner's state. ...", e61v: every word of it is a set-up's, so nothing is
        # said in it but that the owner exists)
    i, j, _ = sentences[0]
    strings = [n for n in range(i, j) if w.kinds[n] == STRING]
    if len(strings) != 1:
        return None
    q = strings[0]
    a = sentences[1][0]

    def setup_only(end: int) -> bool:
        return all((key in W.SETUP_WORDS or q - 5 <= n < q and key in W.SETUP_ANCHOR_WORDS) and
                   not (key in W.SETUP_SOMEONE and tuple(w.keys[max(i, n - 2):n]) not in W.SETUP_SOMEONE_OWNS and
                        w.keys[n + 1:n + 2] not in ([k] for k in W.SETUP_SOMEONE_BEFORE)) and
                   not (key in W.SETUP_PLACE_NOT_LIVED and _place_after(w, n + 1, end) and
                        not (key == "of" and n > i and w.keys[n - 1] in W.SETUP_PLACE_OF))
                   for n, key in zip(range(i, end), w.keys[i:end]) if n != q) and not _said_former(w, i, end) and \
            not _setup_leaks(w, i, end, q)
        # (r88: 'lives with somebody from some state', 'comes from some state': someone else, or a place not lived in)

    if not setup_only(j):
        joined = next((n for n in range(q + 1, j - 2) if w.keys[n] == "," and w.keys[n + 1] in W.SETUP_JOINED), None)
        if joined is None or not setup_only(joined):
            return None
        j, a = joined, joined + 2  # ("The bird named 'Diana' belongs to someone, and I'm interested in the people
        # who are residents of that owner's state.", e55a: the set-up a clause of its own, the question after it)
    before = w.keys[max(i, q - 4):q]
    value = _value_at(w, q)
    if before[-1:] in (["named"], ["called"]) and len(before) >= 2 and \
            (before[-2] in W.SPECIES or before[-2] in ("pet", "animal")):
        owner = f"the owner of the {before[-2]} named {value}"
    elif "plate" in before:
        owner = f"the owner of the vehicle with license plate {value}"
    elif "username" in before or "handle" in before:
        owner = f"the person with internet username {value}"
    else:
        return None
    named = {value for value, said in W.SETUP_NAMED.items() if not said.isdisjoint(w.keys[i:j])}
    if named and grammar:
        return None  # (a value said in a set-up the closed grammar does not read: never read by these words alone, r91:
        # the pet's or the car's own ('The dog named 'E' has some kind of insurance, and its owner lives in some state'),
        # someone else's ('..., and someone has a certain blood type'), a kind narrowed ('insurance on their home') or
        # changed ('an account with some provider'), a former owner ('The first owner of the cat ...'))
    # (another anchor, a state or a second person said after it: 'that state' or 'that person' after them could be
    # theirs, r79 W2: "The fish named 'Anita' belongs to someone. Who is older: the owner of the cat named 'Alyssa', or
    # the richest resident of that owner's state?"; a reference back said before any of them can only be to the one
    # set up, e61v: "A rabbit named 'T' has an owner with some blood type. Among people of that blood type, the first
    # person is S1. ... the second person is S2. ...": only those are read, and none may come after)
    others = _setup_others(w, a)
    backs = W.SETUP_BACK
    parts, last, n, back = [], a, a, 0
    while n < len(w.keys):
        if n >= others and (_at(w.keys, n, len(w.keys), W.SETUP_BACK_SAID) is not None or
                            any(_at(w.keys, n, len(w.keys), table) is not None for table, _ in backs)):
            return None
        said = next(((k, as_) for table, as_ in backs if (k := _at(w.keys, n, len(w.keys), table)) is not None),
                    None)
        if said is None and (said := _setup_possessive(w, a, n)) is not None and n >= others:
            return None
        if not back and (said is not None or _at(w.keys, n, len(w.keys), W.SETUP_BACK_SAID) is not None) and any(
                w.keys[p] in W.SETUP_PERSON_BEFORE and not (p + 2 == n and w.keys[p + 1] in ("of", "in"))
                for p in range(a, n)):
            return None  # (a person said before the first reference back: it may be theirs)
        if said is not None and w.kinds[n] != STRING:
            k, as_ = said
            if named and not any(as_.endswith(value) for value in named):
                return None  # (a value referred back to that the sentence does not name)
            if inline:
                as_ = f"{as_.replace(W.SETUP_BACK_PERSON, W.SETUP_BACK_SAME)} as {owner}"
            parts.append(text[w.starts[last]:w.starts[n]] + as_)
            end = w.starts[k - 1] + len(w.raw[k - 1])  # (the space after the words replaced kept)
            parts.append(text[end:w.starts[k]] if k < len(w.keys) and end <= w.starts[k] else " ")
            last = n = k
            back += 1
            continue
        if inline and (_at(w.keys, n, len(w.keys), W.SETUP_BACK_SAID) is not None or
                       _at(w.keys, n, len(w.keys), W.SETUP_INLINE_STOPS) is not None):
            return None
        back += _at(w.keys, n, len(w.keys), W.SETUP_BACK_SAID) is not None
        n += 1
    if not back:
        return None
    parts.append(text[w.starts[last]:] if last < len(w.keys) else "")
    rest = "".join(parts)
    return rest[:1].upper() + rest[1:] if inline else f"{W.SETUP_AS} {owner}. " + rest[:1].upper() + rest[1:]


def _setup_possessive(w: _Words, a: int, n: int) -> tuple[int, str] | None:
    """A possessive pronoun at n referring back to the one owner set up, where the question's people are gathered ('In
    their state, find S', 'Among people sharing her blood type, ...', e61v: words.SETUP_BACK_THEIR): where its words end
    and the words it reads as ('that person's state'); None when not so. Only as the group's own place or value, the
    words before it in its clause all a group's (words.SETUP_THEIR_BEFORE): never after a ranking ('the richest in
    their state' may rank each in their own state), a person ('the oldest person with their blood type') or a verb
    asking ('what is their state?')."""
    if w.keys[n] not in W.POSSESSIVE_PRONOUNS:
        return None
    said = next(((k, as_) for table, as_ in W.SETUP_BACK_THEIR if (k := _at(w.keys, n, len(w.keys), table)) is not None),
                None)
    if said is None:
        return None
    start = next((p + 1 for p in range(n - 1, a - 1, -1) if w.keys[p] in W.SETUP_THEIR_CLAUSE_ENDS), a)
    if not all(key in W.SETUP_THEIR_BEFORE for key in w.keys[start:n]):
        return None
    return said


def _setup_others(w: _Words, a: int) -> int:
    """The first word from a that says another anchor, a state or a second person (`anchor_setup`: a reference back
    after it could be theirs); len(w.keys) when none does. ('two or more' says no second person.)"""
    strings = [n for n in range(a, len(w.keys)) if w.kinds[n] == STRING]
    rest = w.text[w.starts[a]:] if a < len(w.keys) else ""
    spared = [m.span() for m in _SETUP_OR_MORE.finditer(rest)]
    said = next((m.start() for m in _SETUP_OTHERS.finditer(rest)
                 if not any(i <= m.start() < j for i, j in spared)), None)
    first = len(w.keys) if not strings else strings[0]
    if said is not None:
        at = w.starts[a] + said
        first = min(first, next((n for n in range(a, len(w.keys)) if w.starts[n] + len(w.raw[n]) > at), len(w.keys)))
    return first


def _value_at(w: _Words, n: int) -> str:
    """The quoted value at n as written, its quotes kept."""
    return w.text[w.starts[n]:w.starts[n + 1]].rstrip()


def _gap(w: _Words, k: int) -> str:
    """The space written before word k (after the words a reader replaced): '' at the text's end."""
    if k >= len(w.keys):
        return ""
    said = w.text[w.starts[k - 1]:w.starts[k]]
    return said[len(said.rstrip()):]


def _two_anchor(w: _Words, i: int, q: int, other: int | None) -> tuple[str, str, str] | None:
    """The anchor of the quoted value at q in a set-up sentence starting at i: (its owner's phrase, its kind, its
    species or ''), or None when the words before it name no anchor. A value said after the other's ('the license
    plates 'A' and 'B'', 'two rabbits, one named 'A' and one named 'B'') is of the other's kind."""
    start = max(i, q - 5) if other is None or other > q else max(other + 1, q - 5)
    before = w.keys[start:q]
    value = _value_at(w, q)
    if before[-1:] and before[-1] in W.SPECIES or before[-1:] in (["pet"], ["animal"]):
        return f"the owner of the {before[-1]} named {value}", "pet", "" if before[-1] in ("pet", "animal") else \
            before[-1]  # ("a dog 'Tammy'")
    if before[-1:] in (["named"], ["called"]):
        species = next((s for k in reversed(w.keys[i:q]) if (s := k if k in W.SPECIES else k[:-1] if k[:-1] in
                                                               W.SPECIES else "") or k in ("pet", "pets", "animal")), "")
        noun = species or "pet"
        return f"the owner of the {noun} named {value}", "pet", species
    if "plate" in before or "plates" in before:
        return f"the owner of the vehicle with license plate {value}", "vehicle", ""
    if "username" in before or "usernames" in before or "handle" in before:
        return f"the person with internet username {value}", "username", ""
    return None  # (a value said after the other's, 'the license plates 'A' and 'B'': read by the caller with its kind)


def _two_ref(w: _Words, n: int, j: int, anchors: list[tuple[str, str, str, str]]) -> tuple[int, int, int] | None:
    """A reference back to one of two anchors' owners at n: (its start, its end, which anchor); (-1, -1, -1) when it
    could be either's (refused), None when there is none."""
    keys = w.keys
    if w.kinds[n] == STRING:
        said = _value_at(w, n)
        hits = [a for a, anchor in enumerate(anchors) if anchor[3] == said and anchor[1] != "pet"]
        if not hits or n > 0 and keys[n - 1] in ("named", "called", "plate", "plates", "username", "handle", "number"):
            return None
        end = n + 1 + (n + 1 < j and keys[n + 1] in W.TWO_SETUP_OWNER_NOUNS)
        start_the = n > 0 and keys[n - 1] == "the"
        if start_the and end == n + 1 or end < j and keys[end] != "'s" and keys[end] not in W.TWO_SETUP_REF_AFTER:
            return None
        return n - start_the, end, hits[0]
    if keys[n] not in ("the", "that", "this"):
        return None
    k = n + 1
    order = W.TWO_SETUP_ORDINALS.get(keys[k]) if k < j else None
    k += order is not None
    if k >= j:
        return None
    noun = keys[k]
    kinds = [a for a, anchor in enumerate(anchors) if noun in W.TWO_SETUP_KINDS[anchor[1]] or noun == anchor[2]]
    if kinds:
        k += 1
        if k < j and keys[k] in ("plate", "number") and noun in ("license", "licence", "plate"):
            k += 1
        if k + 1 < j and keys[k] == "'s" and keys[k + 1] in ("owner", "keeper"):
            k += 2
        elif k < j and keys[k] in ("owner", "keeper"):
            k += 1
        elif k < j and keys[k] in W.TWO_SETUP_HOLDER_NOUNS and anchors[kinds[0]][1] == "username" and len(kinds) == 1:
            k += 1  # ("the username holder's state", e62v)
        elif noun != "user":  # ("the user's state": the person)
            return None
    elif noun == "one" and order is not None:
        k += 1
        if k >= j or keys[k] != "'s":
            return None  # ("In the first one's state, find R; in the second one's state, ...", e62v; the caller reads
            # it only before the first sentence after the set-up ends: 'the first one' after that may be the first found)
    elif noun in ("owner", "keeper") and order is not None:
        k += 1
        if k + 1 < j and keys[k] == "of" and keys[k + 1] == "the" and k + 2 < j:
            return None
    elif noun in ("owner", "keeper") and k + 2 < j and keys[k + 1] == "of" and keys[k + 2] in ("the", "that"):
        kinds = [a for a, anchor in enumerate(anchors) if k + 3 < j and (keys[k + 3] in W.TWO_SETUP_KINDS[anchor[1]]
                                                                            or keys[k + 3] == anchor[2])]
        if not kinds or k + 4 < j and (w.kinds[k + 4] == STRING or keys[k + 4] in ("named", "called", "with")):
            return None
        k += 4
    else:
        return None
    if k < j and keys[k] != "'s" and keys[k] not in W.TWO_SETUP_REF_AFTER:
        return None  # ('take the car owner with the most pets': any car's owner, ranked)
    if order is not None:
        if kinds and kinds != [order] and len(kinds) == 1:
            return -1, -1, -1
        return n, k, order
    if len(kinds) != 1:
        return -1, -1, -1
    return n, k, kinds[0]


def _species_disagree(w: _Words, i: int, j: int, species: list[str]) -> bool:
    """Does a species said in the set-up's words i .. j - 1 disagree with the two things' own ('Two dogs ...: a bird
    named 'A' and a rabbit named 'B'', 'A cat and a dog: a bird named ...')? A plural says both things are of it (each
    thing's species known and that one), a singular that one of them is."""
    for n in range(i, j):
        key = w.keys[n]
        if w.kinds[n] == STRING:
            continue
        plural = W.SPECIES_PLURALS.get(key) or (key if key == "fish" and n > i and w.keys[n - 1] in
                                                W.SPECIES_PLURAL_BEFORE else None)
        if plural is not None and any(s != plural for s in species) or key in W.SPECIES and key not in species:
            return True
    return False


def _two_other(w: _Words, n: int, used: set[int]) -> tuple[int, int, int] | None:
    """'the other owner' at n, after one of two anchors' owners was referred to ("... in the dog owner's state; ... in
    the other owner's state", e62v): (its start, its end, the owner not yet referred to); (-1, -1, -1) when neither or
    both were (which other?), None when there is none."""
    keys = w.keys
    if keys[n] != "the" or n + 2 >= len(keys) or keys[n + 1] not in W.TWO_SETUP_OTHER or \
            keys[n + 2] not in W.TWO_SETUP_ORDINAL_HEADS:
        return None
    k = n + 3
    if k < len(keys) and keys[k] != "'s" and (keys[k] not in W.TWO_SETUP_REF_AFTER or keys[n + 2] != "owner"):
        return None
    if len(used) != 1:
        return -1, -1, -1
    return n, k, 1 - next(iter(used))


def _other_owner(w: _Words, i: int, j: int) -> bool:
    """Do words i .. j - 1 say an owner, or a home or state of theirs, other than the one a thing has ('a second owner',
    'their other owners', 'a second home in some state', 'living in another state', r84 F2: words.SETUP_OWNER_OTHER)?"""
    return any(key in W.SETUP_OWNER_OTHER and n + 1 < j and w.keys[n + 1] in W.SETUP_OTHER_OF
               for n, key in zip(range(i, j), w.keys[i:j]))


def _said_former(w: _Words, i: int, j: int) -> bool:
    """Do words i .. j - 1 say a time gone by ('who used to own the dog named ...', 'an owner who used to live in some
    state': words.SETUP_FORMER_SAID)? The set-up's words ('used by') then say of someone what no longer holds (e63x)."""
    return any(_at(w.keys, n, j, W.SETUP_FORMER_SAID) is not None for n in range(i, j))


def two_anchor_setup(text: str) -> str | None:
    """The text with a first sentence only setting up two anchors' owners ("The fish named 'Danny' and the vehicle
    with license plate '3UI 988' each have an owner.", words.TWO_SETUP_*) read away: each reference back to one owner
    ('the fish owner', "the first owner's state") read as that owner's phrase in full, and the set-up said as
    'Consider <A> and <B>.' when the question refers to both at once ('each owner's state'); None when the text opens
    with no such sentence, or a reference could be either owner's, or one said alone is not read ('that owner')."""
    if text.count("'") < 4 or (split := _two_sentences(text)) is None:
        return None
    w, sentences = split
    i, j, mark = sentences[0]
    if mark not in (".", ";"):
        return None
    asked = [n for n, (_, _, said) in enumerate(sentences) if said == "?"]
    if asked and any(said in (".", "!") and sentences[n - 1][2] in (".", "!") and
                     _at(w.keys, a, b, W.TWO_SETUP_TIE_FIRST) is not None and
                     any(key in W.TWO_SETUP_TIE_THE_TWO for key in w.keys[a:b])
                     for n, (a, b, said) in enumerate(sentences[:asked[-1]]) if n > 1):
        return None  # ('... pick R. If the two are tied, take the older. Which of the two ...?': whose tie? e63v; a
        # rule after a semicolon, '... find R; if several tie, prefer T.', is the pick's)
    strings = [n for n in range(i, j) if w.kinds[n] == STRING]
    if len(strings) != 2 or any(w.keys[n - 2:n + 1] in (["which", "of", "them"], ["who", "of", "them"])
                                for n in range(j + 2, len(w.keys))):
        return None  # ('Which of them ...?': the two owners set up, or the two found from their states,
        # e55b-intro-back-8; 'For each of them, ...' is the two set up)
    anchors: list[tuple[str, str, str, str]] = []
    for q, other in zip(strings, reversed(strings)):
        found = _two_anchor(w, i, q, other)
        if found is None and anchors and w.keys[q - 1] == "and" and q - 2 == strings[0] or found is None and anchors \
                and w.keys[q - 2:q] == ["one", "named"]:
            value = _value_at(w, q)
            first = anchors[0]
            found = (first[0].replace(first[3], value), first[1], first[2]) if first[0].count(first[3]) == 1 else None
        if found is None:
            return None
        anchors.append((*found, _value_at(w, q)))
    if _species_disagree(w, i, j, [anchor[2] for anchor in anchors]):
        return None  # ("Two dogs anchor this: a bird named 'Stacey' and a rabbit named 'Amber'": which are they?)
    anchor_words = {n for q in strings for n in range(max(i, q - 5), q)}
    allowed = (W.SETUP_WORDS - W.TWO_SETUP_VALUE_WORDS) | W.TWO_SETUP_WORDS
    if any(not (key in allowed or n in anchor_words and key in W.SETUP_ANCHOR_WORDS | {"one", "plates", "usernames"}
                or (key in W.SPECIES or key[:-1] in W.SPECIES) and n < strings[-1]
                or _at(w.keys, n, j, W.TWO_SETUP_OWNERS_NOUN) is not None and n < strings[0])
           for n, key in zip(range(i, j), w.keys[i:j]) if w.kinds[n] != STRING):
        return None  # (a species is the things' own, said before the last of them: '... each with an owner living in
        # some state with a dog' says more of the owners, e61w's note)
    if _other_owner(w, i, j) or _said_former(w, i, j):
        return None  # ('... each with a second owner living in some state', r84 F2: an owner other than the one;
        # 'the person who used to own the dog named ...', e63x: a former owner)
    body = 1
    while body < len(sentences) and sentences[body - 1][2] in (".", ";") and not any(
            w.kinds[n] == STRING for n in range(sentences[body][0], sentences[body][1])) and all(
            key in allowed for key in w.keys[sentences[body][0]:sentences[body][1]]):
        body += 1  # ('Their owners each live in some state.')
    if body >= len(sentences) or _other_owner(w, sentences[0][1], sentences[body][0]):
        return None
    a = sentences[body][0]
    placed = not W.SETUP_NAMED["state"].isdisjoint(w.keys[i:a])  # ('Their owners each live in some state. In each
    # of those states, ...')
    values = {anchor[3] for anchor in anchors}
    if any(w.kinds[n] == STRING and _value_at(w, n) not in values
           for n in range(a, len(w.keys))):
        return None  # (another anchor said after: 'the cat owner' could be its owner too)
    parts: list[str] = []
    last, n, both = a, a, False
    used: set[int] = set()
    sentence_at = {s[0]: s for s in sentences}
    each_since = False
    while n < len(w.keys):
        if n in sentence_at:
            each_since = False
        if w.keys[n] in W.TWO_SETUP_EACH_SAID:
            each_since = True
        tables = W.TWO_SETUP_EACH + (W.TWO_SETUP_ONE_IN_EACH if each_since else ()) + \
            (W.TWO_SETUP_PLACES if placed else ())
        said = max(((k, as_) for table, as_ in tables if (k := _at(w.keys, n, len(w.keys), table)) is not None),
                   default=None)
        if said is not None and said[0] < len(w.keys) and w.keys[said[0]] == "'s":
            said = None  # ('for each owner's state': 'each owner's state' read at the next word)
        if said is not None and said[1] == "for each of them" and not any(
                key in W.SETUP_NAMED["state"] for key in w.keys[said[0]:next(
                    (e for s0, e, _ in sentences if s0 <= n < e), len(w.keys))]):
            return None  # ('For each one, pick the resident with ...': no place said, e41p)
        if said is not None:
            k, as_ = said
            if w.keys[k - 1] == ",":
                k -= 1  # ('For each, look at ...': the comma kept)
            parts.append(text[w.starts[last]:w.starts[n]] + as_ + _gap(w, k))
            last = n = k
            both = True
            each_since = each_since or "each" in as_
            continue
        ref = _two_ref(w, n, len(w.keys), anchors) or _two_other(w, n, used)
        if ref == (-1, -1, -1) or ref is not None and w.keys[n + 2:n + 3] == ["one"] and \
                any(key in W.TWO_SETUP_ONE_BEFORE for key in w.keys[a:n]):
            return None
        if ref is not None:
            start, k, which = ref
            owner = anchors[which][0]
            if k < len(w.keys) and w.keys[k] == "'s":
                valued = max(((e, said_as) for table, said_as in W.TWO_SETUP_VALUES
                              if (e := _at(w.keys, k + 1, len(w.keys), table)) is not None), default=None)
                if valued is None:
                    return None  # ("the dog owner's house": no value known)
                k = valued[0]
                replaced = f"the {valued[1]} of {owner}"
            else:
                replaced = owner
            parts.append(text[w.starts[last]:w.starts[start]] + replaced + _gap(w, k))
            used.add(which)
            last = n = k
            continue
        if _at(w.keys, n, len(w.keys), W.SETUP_BACK_SAID) is not None or w.keys[n] in ("its", "their") and \
                n + 1 < len(w.keys) and w.keys[n + 1] in ("owner", "owners"):
            return None  # (one owner said alone, not after 'each': either's)
        n += 1
    if not both and used != {0, 1}:
        return None
    parts.append(text[w.starts[last]:] if last < len(w.keys) else "")
    rest = "".join(parts).lstrip()
    rest = rest[:1].upper() + rest[1:]
    return f"{W.SETUP_AS} {anchors[0][0]} and {anchors[1][0]}. {rest}" if both else rest


def _singular(phrase: str) -> str:
    """A plural noun phrase's last word made singular ('most senior residents' -> 'most senior resident')."""
    head, _, last = phrase.rpartition(" ")
    one = "person" if last == "people" else last[:-1] if last.endswith("s") and not last.endswith("ss") else last
    return f"{head} {one}".strip()


def ranked_heading(text: str) -> tuple[str, tuple[str, ...]] | None:
    """A first sentence announcing two people compared by a ranking of their own read away ("Let's compare the most
    senior residents of two states. The first state is ...; ... Take the eldest person in each. Who ...?", words.
    RANKED_HEADING_*): the question after it, and the questions asking that ranking alone ('Who is the most senior
    resident?', tried in order; none when the heading names no ranking: 'Let's compare two people.'); None when the
    text opens otherwise. The caller reads the rest only as two people each ranked first by that ranking."""
    if (split := _two_sentences(text)) is None:
        return None
    w, sentences = split
    i, j, mark = sentences[0]
    if mark != "." or any(kind != WORD and key != "," for key, kind in zip(w.keys[i:j], w.kinds[i:j])):
        return None
    k = _at(w.keys, i, j, W.RANKED_HEADING_LEADS)
    if k is None or k >= j:
        return None
    ranked = ""
    if (c := _at(w.keys, k, j, W.RANKED_HEADING_COUNT)) is not None:
        if (e := _at(w.keys, c, j, W.RANKED_HEADING_EACH)) is not None and c < e:  # ('two, each ...': no noun)
            return None
        noun = next((n for n in range(c, j) if _at(w.keys, n, j, W.RANKED_HEADING_PEOPLE) == n + 1), None)
        if noun is None:
            return None
        if noun + 1 == j:
            ranked = w.span(c, noun) and _joined(w.keys[c:noun])  # ('two senior residents')
        elif (e := _at(w.keys, noun + 1, j, W.RANKED_HEADING_EACH)) is not None and c == noun:
            own = next((n for n in range(e, j) if _at(w.keys, n, j, W.RANKED_HEADING_OWN) == j), None)
            if own is None or own == e:
                return None
            ranked = _joined(w.keys[e:own])  # ('two people, each the oldest in their own group')
        else:
            return None
        if ranked and not all(key.isalpha() or "-" in key for key in w.keys[c:noun]):
            return None
    elif w.keys[k] == "the":
        of = next((n for n in range(k + 1, j) if _at(w.keys, n, j, W.RANKED_HEADING_OF) == j), None)
        if of is None or of == k + 1:
            return None
        ranked = _singular(_joined(w.keys[k + 1:of]))  # ('the most senior residents of two states')
    else:
        return None
    rest = text[w.starts[sentences[1][0]]:].lstrip()
    rest = rest[:1].upper() + rest[1:]
    return rest, tuple(asked.format(ranked) for asked in W.RANKED_HEADING_ASKED) if ranked else ()


def existential_picks(text: str) -> str | None:
    """The text with each person said to exist after a group's scope read as one taken ("Among G, there's someone with
    the most vehicles; ..." -> 'Among G, take the one with the most vehicles; ...', "In the state where ..., someone
    has the lowest total balance ..." -> 'In the state where ..., take the one who has the lowest ...', words.
    EXISTENTIAL_*): only after a comma, semicolon or colon, and before a ranking said within a few words; None when
    there is none."""
    low = text.lower()
    if "someone" not in low and "there" not in low and "one " not in low and "somebody" not in low:
        return None
    try:
        w = _words(text)
    except UsageError:
        return None
    parts: list[str] = []
    last, n, found = 0, 1, False
    while n < len(w.keys):
        if w.keys[n - 1] not in W.EXISTENTIAL_AFTER or w.kinds[n] == STRING:
            n += 1
            continue
        k = _at(w.keys, n, len(w.keys), W.EXISTENTIAL_THERE)
        said = None
        if k is not None and k < len(w.keys) and w.keys[k] in W.EXISTENTIAL_THEN:
            said, end = W.EXISTENTIAL_THEN[w.keys[k]], k + 1
        elif (k := _at(w.keys, n, len(w.keys), W.EXISTENTIAL_SOMEONE)) is not None and k < len(w.keys) and \
                w.keys[k] in W.EXISTENTIAL_VERBS:
            said, end = f"take the one who {w.keys[k]}", k + 1
        if said is None or not any(key in W.EXISTENTIAL_RANKED for key in w.keys[end:end + 8]):
            n += 1
            continue
        parts.append(text[last:w.starts[n]] + said + _gap(w, end))
        last = w.starts[end] if end < len(w.keys) else len(text)
        n, found = end, True
    if not found or "?" not in text[last:]:  # (a person only said to exist asks nothing: "Among G, one person has the
        return None  # highest total bank balance." is no question, e55d-declared-9; a question after it asks)
    return "".join(parts) + text[last:]


def place_narrowed(text: str) -> str | None:
    """The text with a first sentence setting up a state by its anchor and narrowing its residents read as 'Consider the
    residents of the state where <anchor> lives [who <condition>].' ("Think about the state where the owner of the bird
    named 'Ann' lives, and narrow its residents down to those who hold no insurance policies at all.", words.
    PLACE_NARROWED_*); None when the text opens otherwise."""
    if "'" not in text or (split := _two_sentences(text)) is None:
        return None
    w, sentences = split
    i, j, mark = sentences[0]
    if mark != ".":
        return None
    lead = _at(w.keys, i, j, W.PLACE_NARROWED_LEADS)
    if lead is None or (where := _at(w.keys, lead, j, W.PLACE_NARROWED_WHERE)) is None:
        return None
    lives = next(((n, e) for n in range(where + 1, j) if (e := _at(w.keys, n, j, W.PLACE_NARROWED_LIVES)) is not None),
                 None)
    if lives is None or len(_strings(w, where, lives[0])) != 1 or _strings(w, lives[1], j):
        return None  # (one anchor, and no value after it)
    k = lives[1] + (lives[1] < j and w.keys[lives[1]] == ",")
    k += k < j and w.keys[k] == "and"
    place = text[w.starts[lead]:w.starts[lives[1] - 1] + len(w.raw[lives[1] - 1])]
    if _at(w.keys, k, j, W.PLACE_NARROWED_EVERYONE) == j:
        said = ""
    elif (g := _at(w.keys, k, j, W.PLACE_NARROWED_GROUP)) is not None and g + 1 < j and \
            w.keys[g] in W.PLACE_NARROWED_WHO:
        said = " who " + text[w.starts[g + 1]:w.starts[j]].rstrip()
    else:
        return None
    rest = text[w.starts[sentences[1][0]]:]
    return f"{W.PLACE_NARROWED_AS} {place}{said}. {rest}"


def group_heading(text: str) -> str | None:
    """The text with a group announced in a heading before a colon read as 'Consider <the group>.' ("Here's the group I
    mean: everyone whose ... . Inside that group, ..." -> 'Consider everyone whose ... . Inside that group, ...'; "Two
    conditions define the people I'm interested in: they share ..., and they live ... ." -> 'Consider people who share
    ..., and who live ... .', e53a: words.GROUP_HEADING_*), else None: only when every word of the heading only
    announces a group (none names one of its conditions), the heading names no value, and a sentence follows; a cheap
    test first (every question the grammar refuses is asked it)."""
    colon = text.find(":")
    if colon < 0 or colon > 120 or any(mark in text[:colon] for mark in ".?!;\""):
        return None
    if (split := _two_sentences(text)) is None:
        return None
    w, sentences = split
    i, j, mark = sentences[0]
    c = next((n for n in range(i, j) if w.keys[n] == ":"), None)
    if c is None or c == i or c + 1 >= j or mark == "?" or \
            any(kind != WORD and key not in W.GROUP_HEADING_WORDS for key, kind in zip(w.keys[i:c], w.kinds[i:c])) or \
            not all(key in W.GROUP_HEADING_WORDS for key in w.keys[i:c]) or \
            W.GROUP_HEADING_NOUNS.isdisjoint(w.keys[i:c]) or \
            any(key == "two" and w.keys[n + 1] not in W.GROUP_HEADING_COUNTED for n, key in zip(range(i, c), w.keys[i:c])):
        return None
    start, end = c + 1, j
    body = w.keys[start]
    parts: list[str] = []
    if body in (W.GROUP_HEADING_THEY, W.GROUP_HEADING_SAME):
        they = body == W.GROUP_HEADING_THEY
        again, again_as = ((W.GROUP_HEADING_THEY_AGAIN, W.GROUP_HEADING_THEY_AGAIN_AS) if they else
                           (W.GROUP_HEADING_SAME_AGAIN, W.GROUP_HEADING_SAME_AGAIN_AS))
        parts.append(W.GROUP_HEADING_THEY_AS if they else W.GROUP_HEADING_SAME_AS)
        n = last = start + 1
        joined = 0
        while n < end:
            k = _at(w.keys, n, end, again) if w.kinds[n] != STRING else None
            if k is not None and k < end and body in w.keys[n:k]:
                parts.append(text[w.starts[last]:w.starts[n]].rstrip() + again_as)
                last = n = k
                joined += 1
                continue
            n += 1
        if not joined:
            return None  # (one clause after 'they' or 'same': 'Here's the group: they ...' says no more than the
            # grammar's own reading would)
        parts.append(text[w.starts[last]:w.starts[end]].rstrip())
        said = " ".join(parts)
    elif (k := _at(w.keys, start, end, W.GROUP_HEADING_HEADS)) is not None and k < end:
        said = text[w.starts[start]:w.starts[end]].rstrip()
    else:
        return None
    rest = text[w.starts[end]:]
    return f"{W.GROUP_HEADING_AS} {said}{rest}"


def _quiz_opened(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """The question with a quiz-night opener read away (words.QUIZ_OPENERS: "Here's one for you: Q" -> 'Q', "Let's set
    up a duel. Q" -> 'Q'), a teaser said first ("Think you know who banks the most? Q" -> 'Q': words.QUIZ_TEASERS, only
    when it names no value, place or group and a question follows), or two people announced by a quiz word ("Two
    finalists - S1, and S2. ..." -> 'Two people — S1, and S2. ...': words.QUIZ_PAIRS); None when the text opens with
    none of them."""
    if not sentences:
        return None
    i, j, mark = sentences[0]
    if (k := _at(w.keys, i, j, W.QUIZ_PAIRS)) is not None and k < j and w.keys[k] in (":", "\u2014"):
        return "Two people \u2014 " + text[w.starts[k + 1]:]
    k = _at(w.keys, i, j, W.QUIZ_OPENERS)
    if k is None:
        k = _at(w.keys, i, j, W.OFFICE_OPENERS)  # ('PFB the requirement. Person A: ...', a20x)
    if k is not None and k < j and w.keys[k] in (":", "\u2014", ",", "!") and k + 1 < j:
        start = k + 1
    elif len(sentences) > 1 and (k == j or _at(w.keys, i, j, W.QUIZ_SCENES) == j or
                                 mark == "?" and _at(w.keys, i, j, W.QUIZ_TEASERS) is not None and
                                 not _strings(w, i, j) and not any(kind == NUMBER for kind in w.kinds[i:j]) and
                                 W.QUIZ_TEASER_BARS.isdisjoint(w.keys[i:j])):
        start = sentences[1][0]
    elif len(sentences) > 1 and mark == "?" and (t := _at(w.keys, i, j, W.QUIZ_TEASERS)) is not None and t < j:
        # (a teaser naming a value, a group or a place: 'Think you know Texans? Who is the richest person with a cat?'
        # could ask among Texans, or only tease)
        raise ParseError(f"ambiguous: the opening {w.span(i, j) + '?'!r} could name whom the question after it is "
                         "about, or be a teaser only: say 'Among <them>, <the question>', or drop the opening")
    else:
        return None
    rest = text[w.starts[start]:].lstrip()
    return rest[:1].upper() + rest[1:]


def topic_holders(text: str) -> tuple[Records, str, str] | None:
    """A sentence announcing the question's topic as the holders of a kind of record ("Here's one about pet owners. Q",
    words.TOPIC_OPENER_HOLDERS): the records, the opening as said and the question after it; None when the text opens
    otherwise (`_topic_opened` refuses such an opening; `questions._holders_opened` reads it when it changes nothing)."""
    w = _words(text)
    opening = _topic_opening(w, _sentences(w))
    if opening is None or opening.stop + 1 >= len(w.keys):
        return None
    for records, said in W.TOPIC_OPENER_HOLDERS.items():
        if _at(opening.topic, 0, len(opening.topic), said) == len(opening.topic):
            rest = text[w.starts[opening.stop + 1]:].lstrip()
            return records, opening.said, rest[:1].upper() + rest[1:]
    return None


_TOPIC_SEPARATORS = frozenset({",", ":", "\u2014", "-", "\u2013"})


class _Opening(NamedTuple):
    """An opening sentence announcing the question's topic (`_topic_opening`)."""
    first: int  # the opening's first word
    stop: int  # the mark ending the opening: the question starts after it
    said: str  # the opening as written, with its mark
    topic: list[str]  # the topic's words, its commas and dashes left out
    loose: bool  # said with no lead ('Now, pet owners.', 'Pet owners, next.', 'About pet owners:'): read as a topic
    # only when it is one
    wanted: bool = False  # said as the value wanted ('I need a total bank balance.'): the question must ask a value


def _topic_opening(w: _Words, sentences: list[tuple[int, int, str]]) -> _Opening | None:
    """The first sentence read as an opening announcing the question's topic; None when it is none. The opening is a
    sentence of its own (before '.', '!' or ';') or set off by a colon or a dash; commas, colons and dashes inside its
    lead say nothing ("Here's one, about pet owners.", "Here's one: about ...", "Here's one - about ...", r38 H5), nor
    do words opening a turn ('Now,', 'So,', 'Okay,': words.TOPIC_OPENER_TURNS) before a lead. A topic said with no
    lead is `loose`: after a bare 'About' ('About pet owners:', TOPIC_OPENER_BARE), after words opening a turn ('Now,
    pet owners.') or before one ending it ('Pet owners, next.': TOPIC_OPENER_TURNS_AFTER)."""
    if not sentences:
        return None
    i, j, mark = sentences[0]
    keys = w.keys
    at = [n for n in range(i, j) if keys[n] not in _TOPIC_SEPARATORS]  # (the opening's words, its marks left out)
    said = [keys[n] for n in at]
    turns = 0
    while turns < len(said) and said[turns] in W.TOPIC_OPENER_TURNS:
        turns += 1
    last, loose = len(said), False
    first = next((f for t in dict.fromkeys((0, turns)) if (f := _at(said, t, last, W.TOPIC_OPENER_LEADS)) is not None),
                 None)  # ('Now for one about ...', 'Next one is about ...': a lead of its own from the first word)
    if first is None and (a := _at(said, turns, last, W.TOPIC_OPENER_A)) is not None:
        first = a if any(word in W.TOPIC_OPENER_NOUNS for word in said[a:]) else None  # ("Here's a salary comparison.")
    wanted_at = _at(said, turns, last, W.TOPIC_OPENER_WANTED) if first is None else None
    if wanted_at is not None and "comparison" in said[wanted_at:]:
        return None  # ('need a pet count comparison: S1 vs S2': the comparison asked for, _topic's)
    if wanted_at is not None:
        first, loose = wanted_at, True  # ('I need a total bank balance.': a measure wanted, a37p)
    if first is None and turns < last and said[turns] in W.TOPIC_OPENER_BARE and \
            "," not in keys[at[turns]:next((n for n in range(at[turns], j) if keys[n] in (":", "\u2014")), j)]:
        first, loose = turns + 1, True  # ('About pet owners:'; not 'About people in Ohio, who ...?': a group said
        # first, a34n; loose: 'Regarding the owner of pet X: how many cars?' says whom it asks about, p12n)
    if first is None and turns:
        first, loose = turns, True  # ('Now, pet owners.')
    if first is None and last > 1 and said[-1] in W.TOPIC_OPENER_TURNS_AFTER:
        first, last, loose = 0, last - 1, True  # ('Pet owners, next.')
    if first is None or first >= last:
        return None
    start = at[first]
    stop = next((n for n in range(start, j) if keys[n] in (":", "\u2014")), j)
    if stop == j and (len(sentences) < 2 or mark not in (".", "!", ";")):
        return None  # (a sentence of its own, or set off by a colon or a dash)
    end = stop if last == len(said) else at[last]
    return _Opening(i, stop, w.span(i, stop) + (mark if stop == j else ""),
                    [key for key in keys[start:end] if key not in _TOPIC_SEPARATORS], loose, wanted_at is not None)


def _wanted_mismatch(w: _Words, opening: _Opening, sentences: list[tuple[int, int, str]]) -> str | None:
    """What an opening saying the value wanted ('I need a pet count.', 'I need a total bank balance:') asks that the
    question after it does not (r43, r44): a count and a balance are told apart, and a count's kinds of record must be
    the ones the question counts ('I need a pet count. How many vehicles does ...?' is refused); any other value wanted
    ('I need a salary.') is none a question answers. None when they agree."""
    topic = set(opening.topic)
    a, b, _ = sentences[-1]
    a = max(a, opening.stop + 1)
    keys = [k for k in w.keys[a:b] if k is not None]
    if "many" in keys:
        m = keys.index("many")
        counted = []
        for k in keys[m + 1:]:
            if k in W.WANTED_COUNT_ENDS:
                break
            counted.append(k)
        asked, kinds = "count", {W.RECORD_SINGULAR.get(k, k) for k in counted} - W.WANTED_COUNT_GLUE
    elif W.WANTED_BALANCE & set(keys):
        asked, kinds = "balance", set()
    else:
        return None  # (no question after it that says a count or a balance: left to the reading)
    if topic & W.WANTED_NUMBER and topic <= W.WANTED_NUMBER | W.WANTED_NUMBER_SAID:
        return None  # ('I need one number: the total bank balances of two people added together.', a37p: a count or a
        # balance)
    if topic & W.WANTED_COUNT:
        wanted = {W.RECORD_SINGULAR.get(k, k) for k in topic} - W.WANTED_COUNT_GLUE
        if asked != "count":
            return "a count, but the question after it asks a balance"
        if wanted and kinds and wanted != kinds:
            return f"a count of {' '.join(sorted(wanted))}, but the question after it counts {' '.join(sorted(kinds))}"
        return None
    if topic & W.WANTED_BALANCE:
        return "a balance, but the question after it asks a count" if asked != "balance" else None
    return f"{' '.join(opening.topic)!r}, which no question here answers as a value"


def topic_checked(text: str) -> None:
    """ParseError where the text opens with a topic the question after it could be asked among (a group, a place, a
    value: "Here's one about car owners in Ohio. Who is the youngest?"), before the grammar reads the rest as a group
    said first ('G. Q', narrowed unchecked: r37 H1, L2); `_topic_opened`'s verdict, said before any reading."""
    w = _words(text)
    _topic_opened(w, _sentences(w), text)


_WHO_ASKS = frozenset({"who", "whom", "whose", "which", "who's", "whoever"})


@lru_cache(maxsize=1)
def _bare_more_asked() -> re.Pattern[str]:
    return re.compile(rf"\b(?P<ask>(?:{_alts(tuple(W.FRAME_BARE_DIRECTED))})\s+"
                      r"(?P<adj>more|fewer|less|higher|lower|bigger|smaller))\s*(?=[?:])", re.IGNORECASE)


def _topic_measure_asked(w: _Words, opening: _Opening, text: str) -> str | None:
    """The question after a measure said alone as its topic ('ok, insurance policies. A = S1. B = S2. who has more?',
    e45x) with that measure said in the question's bare 'who has more' ('who has more insurance policies?'); only where
    every word of the topic names the one measure (an age is never: 'more' of it could be either end) and the question
    after it names no measure. None otherwise."""
    words = [k for k in opening.topic if k not in W.TOPIC_OPENER_GLUE or k in ("accounts", "account", "credit")]
    named = {W.TOPIC_OPENER_NAMED.get(k) for k in opening.topic if k in W.TOPIC_OPENER_NAMED}
    if not words or len(named) != 1 or not W.FRAME_AGE_WORDS.isdisjoint(opening.topic) or \
            any(k in W.TOPIC_OPENER_NAMED and not W.TOPIC_OPENER_NAMED[k].isdisjoint(w.keys[opening.stop + 1:])
                for k in opening.topic):
        return None  # (the question names the measure itself, or another: the checks after this)
    after = text[w.starts[opening.stop + 1]:].lstrip()
    asked = list(_bare_more_asked().finditer(after))
    if len(asked) != 1:
        return None
    said = " ".join(opening.topic).replace(" 's", "'s")
    more = asked[0].group("adj").lower() in W.FRAME_MORE
    if opening.topic[-1] in W.FRAME_MONEY_WORDS:
        said = f"the {'higher' if more else 'lower'} {said}"
    elif asked[0].group("adj").lower() not in ("more", "fewer", "less"):
        return None  # ('who has higher?' of a count)
    else:
        said = f"{'more' if more else 'fewer'} {said}"
    m = asked[0]
    after = f"{after[:m.start('adj')]}{said}{after[m.end('adj'):]}"
    return after[:1].upper() + after[1:]


def _topic_opened(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """The question with a sentence announcing its topic read away (a34r: "Here's one about insurance. Q", "Here's a
    salary comparison. Q", "Here's one comparing car ownership: Q", "Here's a slightly involved one. Q"): only when
    every word of the topic is a measure or a kind of answer (words.TOPIC_OPENER_NAMED) that the question after it names
    again, or says nothing (TOPIC_OPENER_GLUE, TOPIC_OPENER_DEGREES); an opening whose topic is anything else (a group,
    a place, a value: "Here's one about pet owners in Ohio.") could say whom the question asks among, and is refused.
    None when the text opens with no such sentence."""
    opening = _topic_opening(w, sentences)
    if opening is None or not opening.topic or opening.loose and not all(
            word in W.TOPIC_OPENER_NAMED or word in W.TOPIC_OPENER_GLUE for word in opening.topic):
        return None  # (a topic said with no lead is one only when its every word is: 'Now, salaries.'; 'Now,
        # residents of Ohio.' is a group said first, as 'Residents of Ohio.' is)
    if _strings(w, opening.first, opening.stop) or any(kind == NUMBER for kind in w.kinds[opening.first:opening.stop]):
        raise ParseError(f"ambiguous: the opening {opening.said!r} names a value: it could say whom the "
                         "question after it is about; say it in the question ('Among <them>, ...'), or drop it")
    for word in opening.topic:
        if word not in W.TOPIC_OPENER_NAMED and word not in W.TOPIC_OPENER_GLUE and \
                word not in W.TOPIC_OPENER_DEGREES and word not in W.TOPIC_OPENER_NOUNS:
            raise ParseError(f"ambiguous: the opening {opening.said!r} could say whom the question after it is "
                             f"about ({word!r}), or only announce it: say it in the question ('Among <them>, ...'), or "
                             "drop the opening")
    if (bare := _topic_measure_asked(w, opening, text)) is not None:
        return bare
    named = set(w.keys[opening.stop + 1:])
    if opening.wanted and sentences[-1][0] > opening.stop:  # (the value wanted is the one the last sentence asks: 'I
        # need a pet count. Among G, take S. What is that person's total bank balance?' is refused, r43)
        named = set(w.keys[sentences[-1][0]:sentences[-1][1]])
    for word in opening.topic:
        if word in W.TOPIC_OPENER_NAMED and W.TOPIC_OPENER_NAMED[word].isdisjoint(named):
            raise ParseError(f"the opening {opening.said!r} is about {word!r}, which the question after it "
                             "does not ask about: say one, or drop the opening")
    # (the question asked last; after a colon, in the opening's own sentence: 'I need one number: who has more pets,
    # A or B?' asks who)
    asked = [(max(a, opening.stop + 1), b) for a, b, m in sentences if b > opening.stop + 1 and m == "?"][-1:]
    if opening.wanted and any(w.keys[n] in _WHO_ASKS and (n == a or w.keys[n - 1] in (",", ":", "\u2014"))
                              for a, b in asked for n in range(a, b)):
        raise ParseError(f"the opening {opening.said!r} asks for a value, but the question after it asks who: say "
                         "which is wanted, or drop the opening")  # ('I need a bank balance. Who is the richest ...?')
    if opening.wanted and (mismatch := _wanted_mismatch(w, opening, sentences)) is not None:
        raise ParseError(f"the opening {opening.said!r} asks for {mismatch}: say one, or drop the opening")
    after = text[w.starts[opening.stop + 1]:].lstrip()
    return after[:1].upper() + after[1:]


def _lead_in(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A writer's lead-in before the question read as the layer reads it (words.LEAD_PURPOSES and the rest): what the
    answer is for read away ('For a story on banking habits: Q' -> 'Q'), two people announced for a purpose ('Two
    people I'm trying to size up: S1, and S2' -> 'Two people: ...'), the writer comparing two people ('I'm comparing S1
    against S2.' -> 'Two people: S1, and S2.') or looking at a group ('I'm looking at G. Q' -> 'Look at G. Q';
    'I'm looking at G, Q' -> 'Looking at G, Q'); None when the text opens with none of them."""
    if not sentences:
        return None
    i, j, _ = sentences[0]
    keys = w.keys
    if (end := _at(keys, i, j, W.LEAD_PURPOSES)) is not None:
        if (topic := _at(keys, end, j, W.LEAD_TOPIC_LEADS)) is not None:
            end = topic
            while end < j and keys[end] in W.LEAD_TOPIC_WORDS:
                end += 1
            if end == topic:
                return None
        if end + 1 < j and keys[end] in (":", ",", "\u2014"):
            rest = text[w.starts[end + 1]:]
            return rest[:1].upper() + rest[1:]
        return None
    if (end := _at(keys, i, j, W.LEAD_PAIR_PURPOSES)) is not None:
        if end + 1 < j and keys[end] in (":", "\u2014"):
            return f"Two people: {text[w.starts[end + 1]:]}"
        return None
    if (end := _at(keys, i, j, W.LEAD_PAIR_COMPARED)) is not None and end + 1 < j and keys[end] in (":", "\u2014") \
            and _at(keys, end + 1, j, W.SPOKEN_FIRST) is not None:
        return f"Two people: {text[w.starts[end + 1]:]}"
    if len(sentences) > 1 and (end := _at(keys, i, j, W.LEAD_COMPARING)) is not None:
        joins = _pair_joins(w, end, j)
        if len(joins) == 1:
            (first_end, second), = joins
            return f"Two people: {w.span(end, first_end)}, and {text[w.starts[second]:]}"
        if len(joins) > 1:
            raise ParseError("ambiguous: the two people compared could be " + ", or ".join(
                f"{w.span(end, a)!r} and {w.span(b, j)!r}" for a, b in joins) + ": say 'Two people: S1, and S2.'")
    if (end := _at(keys, i, j, W.LEAD_LOOKING)) is not None and end < j and keys[end] not in (",", ":", "\u2014"):
        rest = text[w.starts[end]:]
        return f"Look at {rest}" if len(sentences) > 1 else f"Looking at {rest}"
    return None


def _whoever_first(w: _Words, sentences: list[tuple[int, int, str]], text: str) -> str | None:
    """A person said as a 'whoever' clause before the question about them, in its sentence ('Whoever has R among G: how
    many ... does that person have?', 'Looking at G: whoever has R (T), how much does that person have ...?'): read as
    a step, 'Take whoever has R (T). How much does that person have ...?' (the question must refer back to them, as
    after any step); None when the first sentence has no such clause."""
    if not sentences:
        return None
    i, j, mark = sentences[0]
    keys = w.keys
    if mark != "?":
        return None
    k = next((n for n in range(i, j) if keys[n] == "whoever" and (n == i or keys[n - 1] in (",", ":", "\u2014"))),
             None)
    if k is None:
        return None
    depth, split = 0, None
    for n in range(k + 1, j - 1):
        depth += (keys[n] == "(") - (keys[n] == ")")
        if depth == 0 and keys[n] in (",", ":", "\u2014") and keys[n + 1] in _ASKS:
            split = n
            break
    if split is None or split == k + 1:
        return None
    before = text[w.starts[i]:w.starts[k]].rstrip()
    if before.endswith((":", "\u2014")):
        before = before[:-1].rstrip() + ","  # ('Looking at G: whoever ...' -> 'Looking at G, take whoever ...')
    rest = text[w.starts[split + 1]:]
    step = f"{before} take {w.span(k, split)}" if before else f"Take {w.span(k, split)}"
    return f"{text[:w.starts[i]]}{step}. {rest[:1].upper()}{rest[1:]}"


@lru_cache(maxsize=1)
def _wise_said() -> re.Pattern[str]:
    """The pattern of `_wise_by`."""
    wise = "|".join(sorted({re.escape(x.lstrip("-")) for x in W.MEASURE_WISE}, key=len, reverse=True))
    # (the suffix set off by a hyphen or a space: not 'likewise', 'otherwise')
    return re.compile(rf",\s+(?P<m>[a-z]+(?:[-\s][a-z]+){{0,2}}?)[-\s](?:{wise})(?=\s*[?.!,;]|\s*$)", re.IGNORECASE)


def _wise_by(m: re.Match[str]) -> str:
    """', model-year-wise' -> ' by model year' (e46q): a ranking's measure said after it as an adverb in '-wise'
    (words.MEASURE_WISE), said with 'by'; what 'by' names is the grammar's to read (or refuse)."""
    return f" by {m.group('m').replace('-', ' ')}"


def _fragment_labelled(text: str) -> str | None:
    """'filter: same blood type as X, and started ... in 2020. Q' -> 'same blood type as X, and ... Q' (e46q): a group
    said as a fragment (words.FRAGMENT_GROUP_STARTS) after a label naming it as the group (words.LAYOUT_GROUP:
    'filter:', 'group =', 'population:'), the label read away; None when the text does not open so."""
    w = _words(text)
    keys = w.keys
    if not keys or (label := _at(keys, 0, len(keys), W.LAYOUT_GROUP)) is None or label + 1 >= len(keys) or \
            keys[label] != ":" or keys[label + 1] not in W.FRAGMENT_GROUP_STARTS:
        return None
    return text[w.starts[label + 1]:]


def _fragment_named_again(text: str) -> str | None:
    """'G - among those, who ...?' -> 'G - who ...?' (e46q): after a group said as a fragment ('same blood type as X',
    'same state as X, no pets', words.FRAGMENT_GROUP_STARTS) and its mark, the group named again before the question
    ('among those', 'of those people', words.GROUP_AGAIN_*), read away: `_group_first` reads the rest among the group.
    None when the text is not so."""
    w = _words(text)
    keys = w.keys
    if not keys or keys[0] not in W.FRAGMENT_GROUP_STARTS:
        return None
    for n, key in enumerate(keys):
        if w.kinds[n] == STRING or key not in W.FRAGMENT_MARKS | {",", "-"}:
            continue
        if (back := _at(keys, n + 1, len(keys), W.AMONG)) is None or back >= len(keys) or \
                keys[back] not in W.GROUP_AGAIN_WORDS:
            continue
        back += 1 + (back + 1 < len(keys) and keys[back + 1] in W.GROUP_AGAIN_NOUNS)
        if back + 1 < len(keys) and keys[back] == "," and keys[back + 1] in _ASKS:
            return f"{text[:w.starts[n + 1]]}{text[w.starts[back + 1]:]}"
        return None
    return None


def _group_first(w: _Words, text: str) -> str | None:
    """A terse question said as a group, a mark, then what is asked (words.FRAGMENT_*): "G -> R, T. name?" -> 'R among
    people with G, T - name?'; "G -> R, T -> X?" -> 'X of R among people with G, T?'; 'G. whose ...' -> 'Among people
    with G, whose ...' (conditions joined: 'people with C1 and C2'); None when the text does not open with a group's
    condition ('same ...', 'no ...') or nothing follows the mark. What is not read so is refused by the grammar."""
    keys = w.keys
    if not keys or keys[0] not in W.FRAGMENT_GROUP_STARTS:
        return None
    mark = next((n for n, k in enumerate(keys) if k in W.FRAGMENT_MARKS), None)
    # ('G, R, T. X?': a comma before what starts no condition is the mark, a17y: "same blood type as owner of dog
    # 'Chad', most bank accts, tie oldest. total bank bal?")
    mark = next((n for n in range(1, len(keys) if mark is None else mark) if keys[n] == "," and n + 1 < len(keys)
                 and keys[n + 1] not in W.FRAGMENT_GROUP_STARTS | W.FRAGMENT_GROUP_JOINS), mark)
    if mark is None or mark + 1 >= len(keys):
        return None
    joins = [n for n in range(mark) if keys[n] in W.FRAGMENT_GROUP_JOINS]
    parts = [(a + 1 if a >= 0 else 0, b) for a, b in zip([-1, *joins], [*joins, mark])]
    if any(a >= b or keys[a] not in W.FRAGMENT_GROUP_STARTS for a, b in parts):
        return None
    said_parts = [w.span(a, b) for a, b in parts]
    group = f"people with {' and '.join(x[:1].lower() + x[1:] for x in said_parts)}"  # ('Same state as ...')
    rest = mark + 1
    if keys[mark] in ("\u2014", ":") and _at(keys, rest, len(keys), W.SETUP_LEADS) is not None:
        # ('same state as X — find the top earner there (T). Q', 'same state as X: take the 2 people with R and ...',
        # e46q: a step said after the group's mark, taken among it; the group's own place said again read away)
        said = text[w.starts[rest]:]
        if any(" ".join(keys[a:a + 2]) in W.FRAGMENT_PLACE_SAID for a, _ in parts):
            said = re.sub(rf"\s+(?:{_alts(W.FRAGMENT_PLACE_AGAIN)})(?=\s*[(,.;?!\u2014]|\s*$)", "", said, count=1,
                          flags=re.IGNORECASE)
        return f"Among {group}, {said}"
    if keys[rest] in _ASKS:
        said = text[w.starts[rest]:]
        if any(" ".join(keys[a:a + 2]) in W.FRAGMENT_PLACE_SAID for a, _ in parts):
            # ('same state as user X, no pets — who earns the most there?', e44g: 'there' is the group's own place)
            said = re.sub(rf"\s+(?:{_alts(W.FRAGMENT_PLACE_AGAIN)})(?=\s*[?.!]?\s*$)", "", said, flags=re.IGNORECASE)
        return f"Among {group}, {said}"
    ends = (".", "?", "!", "\u2014")
    end = next((n for n in range(rest, len(keys)) if keys[n] in ends and not (
        keys[n] == "\u2014" and keys[n - 1] in W.FRAGMENT_TIE_LEADS)), len(keys))  # ('tie -> oldest': the rule's)
    if end == len(keys) and end - 1 > rest and keys[end - 1] in ("who", "name"):
        end -= 1  # ('highest total bank bal. who': the period an abbreviation's, read away)
    cut = next((n for n in range(rest, end) if keys[n] in (",", "(")), end)
    if cut == rest:
        return None
    rank, tie = w.span(rest, cut).rstrip("."), w.span(cut, end) if cut < end else ""  # ('bal.': an abbreviation's)
    ties, tail, pos = [], None, end
    while pos < len(keys):
        if keys[pos] in ends:
            pos += 1
            continue
        if tail is not None:
            return None  # (more after what is asked)
        lead = keys[pos] in W.FRAGMENT_TIE_LEADS  # ('. tie -> oldest.': a tie rule of its own, its dash inside it)
        stop = next((n for n in range(pos + 1, len(keys)) if keys[n] in ends[:3] or keys[n] == "\u2014" and not lead),
                    len(keys))
        if lead:
            ties.append(w.span(pos, stop))
        else:
            tail = (pos, stop)
        pos = stop
    said = f"{rank} among {group}{(' ' if tie.startswith('(') else '') + tie if tie else ''}"
    said += "".join(f", {t}" for t in ties)
    if tail is None:  # ('G: R, T' names the one R puts first; 'G — R?' alone could ask the value: the grammar's message)
        return f"{said}?" if tie or ties else None
    if _at(keys, tail[0], tail[1], W.FRAGMENT_NAME_TAGS) == tail[1]:
        return f"{said} - {'who' if 'who' in keys[tail[0]:tail[1]] else 'name'}?"
    if keys[tail[0]] in ("how", "what", "what's") and (tie or ties):
        # ('G: R, tie T -> how many pets + cars does that person have', a21y: a question of its own, no tie-breaker;
        # asked of the one named, as after 'who?')
        return f"{said} - who? {w.span(*tail).rstrip('?')}?"
    if keys[tail[0]] not in W.FRAGMENT_THING_STARTS:
        return None  # ('G -> most pets -> oldest': what is asked must be a thing of the person, not another ranking)
    if (tie or ties) and keys[tail[0] - 1] == "\u2014":
        # ('G -> most pets, tie oldest -> total bal?': a further tie-breaker after the arrow, or what is asked)
        raise ParseError(f"ambiguous: {w.span(*tail)!r} after the tie rule could be a further tie-breaker or what is "
                         f"asked of the person: say '{(ties[-1] if ties else tie).strip(' ,()')}. {w.span(*tail)}?' if it is "
                         "what is asked")
    return f"{w.span(*tail)} of {said}?"


def restated_aside(text: str) -> tuple[str, str, str] | None:
    """An aside restating a ranking (words.RESTATED_LEADS) in brackets ('(the one with the most money in the bank)') or
    after a comma to the next comma or the sentence's end (', meaning who has the most money across their accounts?'):
    the text without it, the aside as said, and the ranking it says ('most money across their accounts'); None when
    there is none."""
    w = _words(text)
    keys = w.keys
    for n, key in enumerate(keys):
        if key not in ("(", ",", "?", "."):
            continue
        lead = _at(keys, n + 1, len(keys), W.RESTATED_LEADS if key == "(" else W.RESTATED_SAID)
        if lead is None and key == "(" and keys[n + 1:n + 2] == list(W.RESTATED_BARE_LEAD):
            shut = next((m for m in range(n + 2, len(keys)) if keys[m] in (")", "(")), None)
            if shut is not None and keys[shut] == ")" and shut > n + 2 and \
                    not W.RESTATED_BARE_NOT & set(keys[n + 2:shut]):
                lead = n + 2  # ('(the oldest vehicle)', c38p-held-14: the ranking said again bare)
        if lead is None or lead >= len(keys):
            continue
        if key in ("?", "."):  # a sentence of its own after the question ('...? I mean, who has the most pets?', f22)
            end = next((m for m in range(lead, len(keys)) if keys[m] in _ENDS), len(keys))
            if end == lead:
                continue
            cut_end = w.starts[end] + 1 if end < len(keys) else len(text)
            said = w.text[w.starts[n] + 1:cut_end].strip()
            return w.text[:w.starts[n] + 1] + w.text[cut_end:], said, w.span(lead, end)
        closers = (")",) if key == "(" else (",", "?", ".", "!", ";", ":")  # (':' before two compared: 'Which is
        # younger, i.e. born later: A, or B?', e47c)
        end = next((m for m in range(lead, len(keys)) if keys[m] in closers or key == "," and keys[m] == "("),
                   len(keys))
        if end == lead or key == "(" and end == len(keys):
            continue
        cut_end = w.starts[end] + 1 if key == "(" else w.starts[end] if end < len(keys) else len(text)
        if key == "," and end < len(keys) and keys[end] == ",":
            cut_end = w.starts[end]
        said = w.text[w.starts[n]:cut_end].strip(" ,")
        rest = w.text[:w.starts[n]].rstrip() + w.text[cut_end:]
        return rest, said, w.span(lead, end)
    return None


def reordered(text: str) -> list[str]:
    """A group said between a ranking's verb and its object, in German word order ('Which person has among the
    residents of X the most pets?', 'Which person owns in the state of X the most vehicles?', 'the person who has among
    G the highest total bank balance', a21x): the text with the group moved after the ranking ('Which person has the
    most pets among the residents of X?'), for each place the ranking may start (a 'the' after the group); the grammar
    reads each, and `questions` keeps them only when they agree."""
    w = _words(text)
    keys = w.keys
    out = []
    for n in range(1, len(keys) - 3):
        if keys[n] not in W.VERB_THEN_GROUP or keys[n + 1] not in W.GROUP_BEFORE_OBJECT or \
                keys[n - 1] not in W.ASKED_BEFORE_VERB:
            continue
        end = next((m for m in range(n + 1, len(keys)) if keys[m] in ("?", ".", "!", ";", "(")), len(keys))
        for m in range(n + 3, end):
            if keys[m] != "the" or keys[m - 1] in ("of", "as", "in", "by", "with", "from", "named", "to"):
                continue
            stop = next((k for k in range(m + 1, end) if keys[k] == ","), end)
            group = text[w.starts[n + 1]:w.starts[m]].strip().rstrip(",").strip()
            ranking = text[w.starts[m]:w.starts[stop]].strip()
            rest = text[w.starts[stop]:]
            space = "" if rest[:1] in ("", " ", "?", ".", "!", ",", ";", ":") else " "  # ("'Gloria' (in case ...")
            out.append(f"{text[:w.starts[n + 1]]}{ranking} {group}{space}{rest}")
    # the person before what is asked of them: 'Please determine for S the number of X and Y in sum.' -> 'Please
    # determine the number of X and Y in sum for S.'
    for n in range(len(keys) - 3):
        if keys[n] not in W.ASKED_FOR_FIRST or keys[n + 1] != "for":
            continue
        end = next((m for m in range(n + 1, len(keys)) if keys[m] in ("?", ".", "!", ";")), len(keys))
        for m in range(n + 3, end):
            if keys[m] != "the" or keys[m - 1] in ("of", "as", "in", "by", "with", "from", "named", "to"):
                continue
            person = text[w.starts[n + 2]:w.starts[m]].strip().rstrip(",").strip()
            asked = text[w.starts[m]:w.starts[end]].strip()
            out.append(f"{text[:w.starts[n + 1]]}{asked} for {person}{text[w.starts[end]:]}")
    # a labelled person of a list with their group said first: '(1) of G, the one with R (T), (2) S2' -> '(1) the one
    # with R among G (T), (2) S2' (only after a label: said before a list, 'among G' could be for each person)
    labelled: list[tuple[int, int, int]] = []
    for n in range(1, len(keys) - 4):
        if keys[n - 1] != ")" or keys[n] not in ("of", "among", "amongst", "from") or keys[n + 1] != "the":
            continue
        comma = next((m for m in range(n + 2, len(keys)) if keys[m] in (",", "(", ")", ";", "?", ".")), len(keys))
        if comma + 2 >= len(keys) or keys[comma] != "," or keys[comma + 1] != "the" or w.kinds[comma + 2] != WORD:
            continue  # ('the one with R', 'the oldest')
        end = next((m for m in range(comma + 1, len(keys)) if keys[m] in (",", "(", ";", "?", ".", "or")), len(keys))
        labelled.append((n, comma, end))
    said = text
    for n, comma, end in reversed(labelled):  # (each labelled person so said: '(1) of G1, the oldest, (2) of G2, ...')
        group = text[w.starts[n + 1]:w.starts[comma]].strip()
        person = text[w.starts[comma + 1]:w.starts[end]].strip()
        rest = said[w.starts[end]:]
        said = f"{said[:w.starts[n]]}{person} among {group}{' ' if rest[:1] == '(' else ''}{rest}"
    if labelled:
        out.append(said)
    # the person announced after what is asked: 'Please determine the total bank balance of the following person:
    # among G, the one with R; in case of equality the oldest.' -> 'Among G, the one with R; in case of equality the
    # oldest. Please determine the total bank balance of this person.'
    for n in range(len(keys) - 3):
        if keys[n:n + 2] == ["the", "following"] and keys[n + 2] in W.GENERIC_PERSON_HEADS and \
                keys[n + 3] in (":", "\u2014") and n + 4 < len(keys):
            person = text[w.starts[n + 4]:].strip().rstrip(".?!").strip()
            mark = "?" if text.rstrip().endswith("?") else "."
            out.append(f"{person}. {text[:w.starts[n]]}this person{mark}")
    return out


def _expired_said(keys: list[str], start: int) -> int | None:
    """The end of an aside saying expired records count from start: a phrase of words.EXPIRED_COUNTED, else words of
    words.EXPIRED_ASIDE_WORDS only (commas between them; '.' only after 'incl'), one 'expired' or 'lapsed' and one of
    words.EXPIRED_COUNT_WORDS among them ('i.e. also counting policies that are already expired'); None if neither."""
    end = _at(keys, start, len(keys), W.EXPIRED_COUNTED)
    k = start
    while k < len(keys) and (keys[k] in W.EXPIRED_ASIDE_WORDS or keys[k] == "." and k > start and keys[k - 1] == "incl"):
        k += 1
    while k > start and keys[k - 1] == ",":
        k -= 1
    said = set(keys[start:k])
    gone = not said.isdisjoint(("expired", "lapsed")) or any(a in said and b in said for a, b in W.EXPIRED_SAID_OTHERWISE)
    if k == start or not gone or said.isdisjoint(W.EXPIRED_COUNT_WORDS):
        return end
    if any(keys[n] == "account" and keys[n - 1] != "into" for n in range(start, k)):
        return end  # ('taken into account', 'taking expired cards into account' only: 'account' alone would be a record)
    if any(a in W.EXPIRED_WHICH_COPULAS and b in ("the", "those") for a, b in zip(keys[start:k], keys[start + 1:k])):
        return end  # (says which records count, not that expired ones count too: 'The expired cards are the ones that
        # count.', 'the ones that count being the expired ones': only those; refused as before)
    return k if end is None or k > end else end  # (the longer: 'counting expired policies' + 'as well')


def _expired_opening(w: _Words, start: int) -> tuple[str, str, str | None] | None:
    """The aside saying expired records count as a sentence's opening clause, up to its comma ('Including policies that
    have already expired, whose ...?', 'Counting lapsed cards as well, who ...?'), after a header naming the records
    looked at, which says nothing more ('Looking at their insurance policies, including any that have already expired,
    whose policy ...?': words.EXPIRED_HEADERS): the text without them, the aside as said, and the measure its noun (or
    the header's) names; None when the sentence opens with neither."""
    keys = w.keys
    begin = start
    head = _at(keys, start, len(keys), W.EXPIRED_HEADERS)
    if head is not None and head < len(keys) and keys[head] == ",":
        start = head + 1
    elif (lead := _at(keys, start, len(keys), W.EXPIRED_SENTENCE_LEADS)) is not None:
        start = lead  # ('Note that expired policies count. Whose ...?')
    stops = []  # (each comma to the sentence's end: the aside is all the words to one of them; 'incl.' not an end)
    for k in range(start, len(keys)):
        if keys[k] in (",", ".", "?", "!", ";") and not (keys[k] == "." and keys[k - 1] == "incl"):
            stops.append(k)
            if keys[k] != ",":
                break
    # (to its comma; or a sentence of its own before the question: 'For this question, expired policies count. Whose
    # ...?')
    end = next((k for k in stops if k + 1 < len(keys) and keys[k] != "?" and _expired_said(keys[:k], start) == k), None)
    if end is None:
        return None
    noun = next((W.EXPIRED_NOUNS[k] for k in keys[begin:end] if k in W.EXPIRED_NOUNS), None)
    rest = w.text[w.starts[end + 1]:].lstrip()
    before = w.text[:w.starts[begin]] if begin < len(keys) else w.text
    return before + rest, w.text[w.starts[start]:w.starts[end]].strip(), noun


def expired_aside(text: str) -> tuple[str, str, str | None] | None:
    """An aside saying that expired records count too (words.EXPIRED_COUNTED), in brackets ('(policies that have already
    lapsed count too)') or after a comma before the sentence's end or another comma (', counting any that have already
    lapsed?'): the
    text without it, the aside as said, and the measure its noun names (words.EXPIRED_NOUNS; None for 'ones', 'any');
    None when there is none."""
    w = _words(text)
    keys = w.keys
    for n, key in enumerate(keys):
        if (n == 0 or key in ("?", ".", "!")) and (opening := _expired_opening(w, n + (n > 0 or key in ("?", ".", "!"))))\
                is not None:
            return opening
        if key in ("?", ".", "!") and n + 1 < len(keys):  # a sentence of its own after the question ('... first?
            start = _at(keys, n + 1, len(keys), W.EXPIRED_SENTENCE_LEADS) or n + 1  # ('Please count already expired
            # policies also.', a20x; 'Note that ...')
            end = _expired_said(keys, start)
            # (a sentence of its own, or before ';' and more: 'Already expired policies count too; in case of equality
            # the oldest person.', a21x; or before another sentence: 'Policies that already expired count too. If it's
            # a tie, ...', or ', and' going on with one: 'Count the ones that have already expired too, and if there's
            # a tie, ...', a22z)
            if end is None or not (end == len(keys) or keys[end] in (".", "!", ";") or keys[end:end + 2] == [",", "and"]):
                continue
            told = text[:w.starts[n] + 1] + (text[w.starts[end] + 1:] if end < len(keys) else "")
            noun = next((W.EXPIRED_NOUNS[k] for k in keys[start:end] if k in W.EXPIRED_NOUNS), None)
            return told, text[w.starts[start]:w.starts[end] if end < len(keys) else len(text)].strip(), noun
        if key not in ("(", ",", "\u2014"):  # (or a dash: '... among G \u2014 expired ones count too?')
            continue
        start = n + 1
        for said in W.EXPIRED_LEADS:  # (', i.e. including ...', a21x)
            if tuple(keys[start:start + len(said)]) == said:
                start += len(said) + (keys[start + len(said)] == "," if start + len(said) < len(keys) else 0)
                break
        end = _expired_said(keys, start)
        if end is None:
            continue
        if key == "(":
            if end >= len(keys) or keys[end] != ")":
                continue
            cut_end = w.starts[end] + 1
        elif key == "\u2014" and end < len(keys) and keys[end] == "\u2014":
            cut_end = w.starts[end] + 1  # (between two dashes: '... the soonest expiry date \u2014 counting policies that
            # have already expired \u2014 among G?', e48c)
        elif end < len(keys) and keys[end] not in ("?", ".", "!", ";", ",", "("):
            continue  # (set off by commas inside the sentence too: '... expires first, and count the ones that
            # already expired too, among G'; before the ranking's own tie rule in brackets: '... expires earliest,
            # already-lapsed policies included (ties: higher total bank balance)', a27z: the aside cut, the rule stays
            # after the ranking)
        else:
            cut_end = w.starts[end] if end < len(keys) else len(text)
        noun = next((W.EXPIRED_NOUNS[k] for k in keys[start:end] if k in W.EXPIRED_NOUNS), None)
        after = text[cut_end:]
        told = text[:w.starts[n]].rstrip() + (" " if after[:1].isalnum() else "") + after  # (a comma the tokenizer set
        # where speech said none stands at the next word: 'first counting ... expired and if' -> 'first and if')
        return told, text[w.starts[n]:cut_end].strip(" ,"), noun
    return None


def _pair_joins(w: _Words, i: int, j: int) -> list[tuple[int, int]]:
    """Where two people said at i .. j may be split ('S1 against|versus|with|and S2', 'S1, and at S2'): the first one's
    end and the second one's start. One 'against'/'versus' is the join (no person's words hold one); else each join
    ('with', 'to', 'and') that leaves two people the grammar reads compared ('Who is older, S1, or S2?'); none when no
    join does (the grammar's own message about the text as typed then stands)."""
    from cbwh.ask.questions import parse_output

    read = []
    for n in range(i + 1, j - 1):
        if w.keys[n] not in W.LEAD_PAIR_JOINS:
            continue
        second = n + 1 + (w.keys[n] == "and" and w.keys[n + 1] == "at")  # ('I'm looking at S1, and at S2')
        if second >= j or w.keys[second] not in W.PERSON_STARTS:
            continue
        first_end = n - (w.keys[n - 1] in (",", ";"))  # ('S1; and S2', a23z)
        end = j
        if w.keys[j - 1] == ")" and (opened := next((m for m in range(j - 2, second, -1) if w.keys[m] == "("), None)):
            end = opened  # ('S2 (in both cases, T)': the aside said for both)
        if _several(w.span(i, first_end)) or _several(w.span(second, end)):
            continue
        if w.keys[n] in W.LEAD_PAIR_JOINS_ALONE:
            read.append((first_end, second))
            continue
        try:
            parse_output(f"Who is older, {w.span(i, first_end)}, or {w.span(second, end)}?")
        except ParseError:
            continue
        read.append((first_end, second))
    alone = [(a, b) for a, b in read if w.keys[b - 1 - (w.keys[b - 1] == "at")] in W.LEAD_PAIR_JOINS_ALONE]
    return alone if len(alone) == 1 else read


def _two_named(w: _Words, i: int, j: int) -> tuple[str, str] | None:
    """Two people said together, each by one anchor: 'the users 'A' and 'B'', 'the owners of (the vehicles with
    license) plates 'X' and 'Y'', 'S1 and (for) S2': each one's words."""
    quoted = _strings(w, i, j)
    if len(quoted) != 2 or quoted[1] != j - 1:
        return None
    if w.keys[quoted[0] + 1:quoted[1]] == ["and"]:  # 'the users 'A' and 'B''
        head = [W.RECORD_SINGULAR.get(k, k) for k in w.keys[i:quoted[0]]]
        if head == w.keys[i:quoted[0]] or "of" in head and head[head.index("of") - 1:head.index("of")] != ["owner"]:
            return None  # (no plural said: not two things of one kind)
        noun = " ".join(head)
        people = [f"{noun} {w.span(q, q + 1)}" for q in quoted]
    else:
        split = [n for n in range(quoted[0] + 1, quoted[1]) if w.keys[n] == "and"]
        if len(split) != 1:
            return None
        second = split[0] + 1 + (w.keys[split[0] + 1] == "for")
        people = [w.span(i, split[0]), w.span(second, j)]
    if not all(_one_person(p) and len(_strings(_words(p), 0, len(_words(p).keys))) == 1 for p in people):
        return None
    return people[0], people[1]


def _each_of_two(w: _Words, i: int, j: int, mark: str) -> str | None:
    """'For S1 and S2 (respectively), <a step with each one's state>' -> 'For S1, <the step with their state>. For S2,
    do the same.' (the rest of the text after it): the step said once for each of two people."""
    lead = _at(w.keys, i, j, W.CONTEXT_LEADS)
    if lead is None:
        return None
    lead += w.keys[lead:lead + 2] == ["each", "of"] and 2
    comma = next((n for n in range(lead + 1, j) if w.keys[n] == ","), None)
    if comma is None or comma + 1 >= j:
        return None
    end = comma
    if (back := next((n for n in range(comma - 1, lead, -1) if _at(w.keys, n, comma, W.EACH_RESPECTIVELY) == comma),
                     None)) is not None and w.kinds[back - 1] == STRING:
        end = back  # ('... 'B' respectively,')
    two = _two_named(w, lead, end)
    if two is None:
        return None
    step = _each_step(w, comma + 1, j, each=True)
    if step is None:
        return None
    rest = w.text[w.starts[j] + 1:].strip() if j < len(w.keys) else ""
    return " ".join(x for x in (f"For {two[0]}, {step}{mark if mark != '?' else '.'}",
                                f"For {two[1]}, do the same.", rest) if x)


def _each_step(w: _Words, start: int, j: int, each: bool) -> str | None:
    """A step said once for each of two people ('find R in each one's state', 'in each of their states, find R'), as
    said for one of them ('find R in their state'); None when it says no place or value of each one's own, or (each
    False: nothing before it said 'each') when only a bare 'their' says it."""
    edits, n = [], start
    while n < j:
        if (places := _at(w.keys, n, j, W.EACH_PLACES)) is not None:
            home = "home " if w.keys[places - 2] == "home" else ""  # (kept: 'home' has its own readings, checked)
            edits.append((n, places, f"their {home}{W.PLACE_PLURALS[w.keys[places - 1]]}"))
            each = True
            n = places
        elif (own := _at(w.keys, n, j, W.EACH_OWN)) is not None and own < j and _attribute(w.keys, own, j) is not None:
            edits.append((n, own, "their "))
            each = each or w.keys[n] != "their" or own > n + 1
            n = own
        else:
            n += 1
    if not edits or not each:
        return None
    out, copied = [], w.starts[start]
    for a, b, said in edits:
        out.append(w.text[copied:w.starts[a]])
        out.append(said)
        copied = w.starts[b]
    out.append(w.text[copied:w.starts[j]].strip())
    return "".join(out)


def _two_values_of(w: _Words, i: int, of: int, j: int) -> tuple[str, tuple[str, str]] | None:
    """'(the) states|blood types of S1 and S2' (i at the plural, of at 'of'): the attribute in the singular, and the two
    people's words."""
    plural = w.span(i, of)
    attribute = "city" if plural.lower() == "cities" else plural[:-1] if plural.endswith("s") else ""
    said = _words(attribute)
    found = _attribute_of(said, 0, len(said.keys)) if attribute else None
    two = _two_named(w, of + 1, j)
    if found is None or found[1] != len(said.keys) or two is None or not all(_head(p) is not None for p in two):
        return None
    return attribute, two


def _pair_then_each(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """Two people set up in a sentence of their own, then a step said once for each ('Consider the owners of plates
    'A' and 'B'. In each owner's state, pick R.', 'Start with S1 and S2. In each of their states, find R.', 'Take S1
    and S2. For each of them, find R in their state.') -> 'For S1, <the step with their state>. For S2, do the same.'
    (the rest after it); 'Look at the states of S1 and S2. In each, find R.' -> 'Look at the state of S1 and the state
    of S2. ...' (two values noted, as `_two_values` reads them). None when the words are not all so."""
    if len(sentences) < 3 or sentences[0][2] not in (".", ";"):
        return None
    (i, j, mark), (k, m, mark2) = sentences[:2]
    lead = _at(w.keys, i, j, W.PAIR_SETUP_LEADS) or _at(w.keys, i, j, W.SETUP_LEADS)
    if lead is None or lead >= j:
        return None
    if w.keys[lead] == "the" and _attribute_of(w, lead + 1, j) is None and \
            (of := next((n for n in range(lead + 1, min(lead + 6, j)) if w.keys[n] == "of"), None)) is not None and \
            (values := _two_values_of(w, lead + 1, of, j)) is not None:
        if _at(w.keys, k, m, W.EACH_VALUE) is None:  # ('the states of S1 and S2. In each (state), ...')
            return None
        attribute, (first, second) = values
        return (f"{w.text[:w.starts[lead]]}the {attribute} of {first} and the {attribute} of {second}"
                f"{w.text[w.starts[j]:]}")
    two = _two_named(w, lead, j)
    if two is None or not all(_head(p) is not None for p in two):
        return None
    start, each = k, False
    if (said_each := _at(w.keys, k, m, W.EACH_STEP)) is not None and said_each < m and w.keys[said_each] == ",":
        start, each = said_each + 1, True
    step = _each_step(w, start, m, each)
    if step is None:
        return None
    rest = w.text[w.starts[m] + 1:].strip() if m < len(w.keys) else ""
    step = step[:1].upper() + step[1:] if not each else step
    return " ".join(x for x in (f"For {two[0]}, {step[:1].lower() + step[1:]}{mark2 if mark2 != '?' else '.'}",
                                f"For {two[1]}, do the same.", rest) if x)


def _labelled(w: _Words, i: int, j: int, labels: W.Said) -> int | None:
    """'<label>: ...' at i: where the words after the colon start (None when not so, or nothing follows)."""
    end = _at(w.keys, i, j, labels)
    return end + 1 if end is not None and end + 1 < j and w.keys[end] == ":" else None


def _scoped(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """A question laid out as labelled parts (words.SCOPE_*): 'Scope: G. Measure: M, largest first. (Ties: T.)
    Output: the individual's name.' -> 'Among G, who has the largest M? (Ties: T.)'; 'Scope A: G1. Scope B: G2. In each
    scope(,) take R. Output: whichever of the two has more X.' -> 'Among G1, take R. Among G2, do the same. Which of the
    two has more X?'. None unless every sentence is one of these parts, in this order."""
    if len(sentences) < 3 or w.keys[0] not in W.SCOPE_LABEL:
        return None
    parts = [(i, j) for i, j, _ in sentences]
    if parts[-1][1] < len(w.keys) - 1:
        return None
    oi, oj = parts[-1]
    output = _labelled(w, oi, oj, W.SCOPE_OUTPUT)
    if output is None:
        return None
    (si, sj) = parts[0]
    if (scope := _labelled(w, si, sj, W.SCOPE_LABEL)) is not None:  # one scope, a measure, its ties
        measure = _labelled(w, *parts[1], W.SCOPE_MEASURE)
        mi, mj = parts[1]
        if measure is None or len(parts) not in (3, 4) or _at(w.keys, output, oj, W.SCOPE_NAME) != oj or \
                mj - measure < 4 or w.keys[mj - 3] != "," or w.keys[mj - 2] not in W.SCOPE_DIRECTIONS or \
                w.keys[mj - 1] != "first":
            return None
        ties = ""
        if len(parts) == 4:
            ti, tj = parts[2]
            if (tied := _labelled(w, ti, tj, W.SCOPE_TIES)) is None:
                return None
            ties = f" Ties: {w.span(tied, tj)}."
        return f"Among {w.span(scope, sj)}, who has the {w.keys[mj - 2]} {w.span(measure, mj - 3)}?{ties}"
    if len(parts) != 4:
        return None
    groups = []
    for n, (i, j) in enumerate(parts[:2]):
        label = _at(w.keys, i, j, W.SCOPE_LABEL)
        if label is None or (end := _at(w.keys, label, j, W.SCOPE_PAIR[n])) is None or end + 1 >= j or \
                w.keys[end] != ":":
            return None
        groups.append(w.span(end + 1, j))
    ei, ej = parts[2]
    each = _at(w.keys, ei, ej, W.SCOPE_EACH)
    which = _at(w.keys, output, oj, W.SCOPE_WHICH)
    if each is None or which is None or which >= oj or _at(w.keys, each, ej, W.SETUP_SELECT) is None:
        return None
    asked = w.span(which, oj)
    if w.keys[which] in ("with", "having"):
        asked = f"has {w.span(which + 1, oj)}"
    elif w.keys[which] in ("who", "that", "which"):
        asked = w.span(which + 1, oj)
    step = w.span(each, ej)
    return f"Among {groups[0]}, {step}. Among {groups[1]}, do the same. Which of the two {asked}?"


@lru_cache(maxsize=1)
def _measure_lead_words() -> frozenset[str]:
    """The words a comparison's measure said before its question word is made of ('Credit cards:', 'When it comes to
    pets,', 'Pets are the measure here:'): a lead's, a kind of records', 'is the measure' and a count's."""
    said = (*W.FRAME_MEASURE_LEADS, *W.MEASURE_LEAD_IS, *(p for n in W.RECORD_NOUNS.values() for p in n.all))
    return frozenset(word for phrase in said for word in _said(phrase).split()) | {"count", "counts", "number", "numbers",
                                                                                   "of", "the", "their"}


def _measure_led(w: _Words, i: int, j: int) -> int | None:
    """Where the question word is after a comparison's measure said first in the sentence keys[i:j] ('Credit cards: who
    holds fewer', e50k): right after one of W.MEASURE_LEAD_MARKS, every word before it a measure's; else None."""
    words = _measure_lead_words()
    for q in range(i + 1, min(j, i + 9)):
        if w.keys[q - 1] in W.MEASURE_LEAD_MARKS:
            return q if q - 1 > i and w.keys[q] in _ASKS and all(k in words for k in w.keys[i:q - 1]) else None
    return None


def _question_ahead(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """'Who has the higher total bank balance? Compare S1 with S2.': the question said first, naming no one, and its
    two people in the sentence after it -> the people first ('Compare S1 with S2. Who has ...?'), as the layer reads
    them; what follows (a tie rule) stays after the question."""
    if len(sentences) < 2:
        return None
    (i, j, mark), (k, m, mark2) = sentences[:2]
    asks = _at(w.keys, i, j, W.REPORT_LEADS) if mark == "." else None  # ('Find out who owns more vehicles.')
    if asks is None and mark == "?" and w.keys[i] not in _ASKS:  # ('Credit cards: who holds fewer? The candidates are
        asks = _measure_led(w, i, j)  # S1, and S2.', e50k: the kind of records said first, the question kept whole)
    if asks is None and mark != "?" or w.keys[asks or i] not in _ASKS or _strings(w, i, j) or \
            (lead := _at(w.keys, k, m, W.PAIR_AFTER)) is None:
        return None
    if w.keys[asks or i] in _ASKS and asks is not None and w.keys[asks - 1] in W.MEASURE_LEAD_MARKS:
        asks = i  # (the measure's words before the question word kept: grammar._compare_head reads them)
    question, people = w.text[w.starts[asks or i]:w.starts[j]].strip() + "?", w.span(k, m)
    question = question[0].upper() + question[1:]  # ('Find out who owns more vehicles.' -> 'Who owns more vehicles?')
    if w.keys[lead - 1] in ("are", "is"):  # 'The two people are S1 and S2.' -> 'Take S1 and S2.'
        people = f"Take {w.span(lead, m)}"
    rest = w.text[w.starts[m] + (mark2 != "?" or m < len(w.keys)):].strip() if m < len(w.keys) else ""
    return " ".join(part for part in (f"{people}.", question, rest) if part)


def _state_leaders(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """'Consider, for each state, the resident with the highest total bank balance in that state. Among these
    individuals, who ...?', 'Every state has a richest resident. Which of these richest residents ...?': the group of
    state leaders set up, then referred to at the question's start -> 'Among people with R in their state, who ...?'
    (None when the words are not all read)."""
    if len(sentences) < 2 or sentences[0][2] not in (".", ";"):
        return None
    (i, j, _), (k, m, _) = sentences[:2]
    n = _at(w.keys, i, j, W.SETUP_LEADS) or i
    n += w.keys[n:n + 1] == [","]
    each = _at(w.keys, n, j, W.LEADERS_EACH) or _at(w.keys, n, j, W.LEADERS_STATES)
    if each is None:
        return None
    each += w.keys[each:each + 1] == [","]
    each = _at(w.keys, each, j, W.SETUP_LEADS) or each  # ('For each state, take the resident with ...')
    single = _at(w.keys, each, j, W.LEADERS_HEADS)
    plural = _at(w.keys, each, j, W.LEADERS_PLURAL_HEADS) if single is None else None
    head = single if single is not None else plural
    if head is None:
        return None
    degree = next((x for x in w.keys[each:head] if x in ("top", "richest", "wealthiest", "oldest", "youngest")), None)
    end = next((e for e in range(head, j + 1) if _at(w.keys, e, j, W.LEADERS_THERE) == j), j)
    if plural is not None and end > head + 1 and w.keys[plural - 1] in ("whoever", "whichever", "who"):
        group = f"the people who {w.span(head, end)} in their state"  # ('grab whoever owns the most vehicles there')
    elif plural is not None and end > head + 1:  # 'the people owning the most vehicles in that state': all of them
        group = f"the people {w.span(head, end)} in their state"
    elif degree is None and w.keys[head] == "with" and end > head + 1:
        group = f"the people with {w.span(head + 1, end)} in their state"  # ('the resident with R')
    elif degree is None and w.keys[head] in ("who", "that") and end > head + 1:
        group = f"the people who {w.span(head + 1, end)} in their state"  # ('grab the person who earns the most there')
    elif degree is None and w.keys[head] == "whose" and end > head + 2:
        group = f"the people whose {w.span(head + 1, end)} in their state"  # ('the resident whose M is the highest')
    elif degree in ("richest", "wealthiest", "oldest", "youngest") and (end == head or w.keys[head:end] == [
            "by", "total", "bank", "balance"] and degree in ("richest", "wealthiest")):
        group = f"the people who are the {degree} in their state"
    elif degree == "top" and w.keys[head:head + 1] == ["by"] and end > head + 1:
        group = f"the people with the highest {w.span(head + 1, end)} in their state"  # ('top person by M')
    else:
        return None
    ref = _at(w.keys, k, m, W.LEADERS_REFERENCES)
    if ref is None:
        return None
    steps = _oldest_among_steps(group)
    step = steps[0] if steps is not None and len(steps) == 1 else None
    if not isinstance(step, StateLeader):
        return None
    if single is not None and ties_in_a_state(step.key):
        # ('For each state, take the resident with the most pets. Among these people, who ...?': one person a state,
        # by a ranking that ties in most states: all of them, or no answer, refused as grammar._one_leader refuses it
        # in one sentence; r62 F1, r59: e41g had read it as everyone tied kept)
        raise ParseError(one_leader_refusal(w.span(i, end), step.key))
    while ref < m and w.keys[ref] in W.LEADERS_NOUNS:
        ref += 1
    lead = w.keys[k]
    if lead in ("which", "what") and w.keys[k + 1] != "of":  # ('Which member of that group has R?', e41g)
        said = f"Which person among {group}"
    elif lead in ("which", "who") and w.keys[k + 1] == "of":
        said = f"{w.raw[k].capitalize()} of {group}"
    elif lead == "who":
        said = f"Who among {group}"
    else:
        said = f"Among {group}"
    rest = w.text[w.starts[ref]:].strip()
    if said.startswith("Among") and ref < len(w.keys) and w.keys[ref] in ("who", "which", "whose", "whom"):
        rest = f", {rest}"  # ('in that group who has R?': the question after the group, not a clause of its own)
    return f"{said}{'' if rest[:1] in (',', '') else ' '}{rest}"


def _framing(w: _Words, i: int, j: int) -> tuple[int, str] | None:
    """Spoken framing before the question and its comma: where the question starts, and what is said instead
    ('' for a frame read away, 'Two people:' for two people announced)."""
    k = i
    while (filler := _at(w.keys, k, j, W.SPOKEN_FILLERS)) is not None:
        k = filler
    for phrases, words in ((W.SPOKEN_FRAMES, ""), (W.SPOKEN_PAIRS, "Two people:")):
        end = _at(w.keys, k, j, phrases)
        if end is None:
            continue
        if words == "" and w.keys[end - 1] == "about":  # ('I've got a question about medical conditions,'): a topic
            end = next((n for n in range(end, min(end + 4, j)) if w.keys[n] == ","), end)
        if end + 1 < j and w.keys[end] == "," and not _strings(w, i, end):
            return end + 1, words
    return None


def _tie_words(text: str) -> bool:
    """Does a step's text say a tie rule of its own ('... with the most vehicles (ties to the oldest)')?"""
    return any(k in W.TIE_WORDS_SAID for k in _words(text).keys)


def _tie_rule(text: str) -> bool:
    """Is the sentence a tie rule alone ('Vehicle ties go to the oldest', 'If tied, the richest')?"""

    p = Parser(text)
    return any(p.tokens[k].kind == END for _, k in tie(p, 0))


def _restated(text: str) -> bool:
    """Is the sentence the question asked again, which changes nothing ('What is that combined count?', 'What do they
    come to?': words.COUNT_RESTATED, SUM_RESTATED; after '... of one person: S.', e48c)?"""
    p = Parser(text.rstrip(".?! "))
    return any(p.tokens[k].kind == END for table in (COUNT_RESTATED, SUM_RESTATED) for _, k in p.phrase(0, table))


def _tie_rules(text: str) -> bool:
    """Is the sentence a tie rule alone, or rules said together ('Salary, highest first, decides any tie in either
    selection, and it also decides the answer should the two own equally many vehicles', e38k2: grammar.ties)?"""
    if _tie_rule(text):
        return True
    p = Parser(text)
    return any(found and p.tokens[k].kind == END for found, k in ties(p, 0))


def _longest_measure(w: _Words, k: int, j: int,
                     table: Mapping[Records | Metric, W.Said]) -> tuple[Records | Metric, int] | None:
    """The measure whose phrase at word k (before j) is the longest in the table, and where that phrase ends."""
    best: tuple[Records | Metric, int] | None = None
    for measure, phrases in table.items():
        end = _at(w.keys, k, j, phrases)
        if end is not None and (best is None or end > best[1]):
            best = (measure, end)
    return best


def _topic(w: _Words, i: int, j: int) -> tuple[Records | Metric, int, str] | None:
    """A measure said apart before the question ('Insurance policies: who has more, S1 or S2?', 'Compare the number
    of credit cards: A = S1; B = S2', 'Vehicle counts, compare: ...'): the measure, where the rest starts, the words."""
    said = i
    while (filler := _at(w.keys, said, j, W.SPOKEN_FILLERS)) is not None:
        said = filler  # ('ok so compare bank account counts for: ...', a37p)
    k = _at(w.keys, said, j, W.TOPIC_COMPARE) or i
    if k == i and (wanted := _at(w.keys, said, j, W.TOPIC_WANTED_COMPARE)) is not None and \
            (named := _longest_measure(w, wanted, j, W.TOPIC_MEASURES)) is not None and \
            w.keys[named[1]:named[1] + 2] in (["comparison", ":"], ["comparison", "\u2014"]):
        return named[0], named[1] + 2, w.span(wanted, named[1])  # ('need a pet count comparison: S1 vs S2', a37p)
    best = _longest_measure(w, k, j, W.TOPIC_MEASURES)
    if best is None and k > i:
        best = _longest_measure(w, k, j, W.TOPIC_COMPARED_METRICS)  # ('need a comparison on salary: ...', a37p)
    if best is None:
        return None
    measure, end = best
    if k == i and (then := _at(w.keys, end, j, W.TOPIC_THEN_COMPARE)) is not None:
        end = then
    end = _at(w.keys, end, j, W.TOPIC_COMPARED_OF) or end  # ('Compare X counts for these two: ...', a37p)
    if end + 1 < j and w.keys[end] in (":", "\u2014"):
        return measure, end + 1, w.span(k, best[1])
    return None


def _compare_topic(w: _Words, i: int, j: int) -> tuple[Records | Metric, int | None, str] | None:
    """A request to compare by a measure, said before the two people are listed ('Let me compare number of pets.',
    'Could you compare sum of bank balance of two persons?', 'Let me compare two persons about number of pets.', 'Two
    persons, please compare their sum of bank balance, and tell me who has bigger.', a24y): the measure, where the
    question starts in the sentence (None: the sentence says only the request), the measure's words; None when not
    so. The measure is then said apart, as in 'Insurance policies: who has more, S1 or S2?' (`_topic`)."""
    k = _at(w.keys, _courteous(w, i, j), j, W.COMPARE_TOPIC_LEADS)
    if k is None:
        return None
    k = _at(w.keys, k, j, W.COMPARE_TOPIC_ABOUT) or k
    best = _longest_measure(w, k, j, W.COMPARE_TOPIC_MEASURES)
    if best is None:
        return None
    measure, end = best
    after = _at(w.keys, end, j, W.COMPARE_TOPIC_OF) or end
    if after == j:
        return measure, None, w.span(k, end)
    then = _at(w.keys, after, j, W.COMPARE_TOPIC_THEN)
    if then is not None and then < j and w.keys[then] in ("who", "which"):
        return measure, then, w.span(k, end)
    # ('Compare vehicle counts and return the person with more vehicles.', 'Compare pet counts and report who has
    # more', 'Compare salaries and report the higher-paid of two people', a33e: a directive, read on as after any two
    # listed; the comparison it asks for must be by the measure said)
    then = _at(w.keys, after, j, W.COMPARE_TOPIC_AND)
    if then is not None and then < j and (_at(w.keys, then, j, W.THE_ONE_LEADS) or _at(w.keys, then, j, W.REPORT_LEADS)
                                          or j) < j:
        return measure, then, w.span(k, end)
    return None


@dataclass(init=False, repr=False, eq=False)
class Gloss(Frozen):
    """A ranking's name defined for the question ('(vehicle leader = most vehicles)', 'Richest = highest total bank
    balance.', ', richest meaning the highest total bank balance'): `questions` reads both and answers only when they
    rank alike."""

    role: str  # 'vehicle leader'
    meaning: str  # 'most vehicles'
    said: str  # the definition as written
    ruled: bool = False  # with a tie rule of its own ('vehicle leader: most vehicles, ties to T')

    def __init__(self, role: str, meaning: str, said: str, ruled: bool = False) -> None:
        set_ = object.__setattr__
        set_(self, "role", role)
        set_(self, "meaning", meaning)
        set_(self, "said", said)
        set_(self, "ruled", ruled)


_TIE_MARKS = W.TIE_SIGNS | W.GLOSS_TIES | W.TIE_WORDS_SAID  # (words that say a part is a tie rule, not a name)




def _gloss_at(w: _Words, i: int, j: int, seps: tuple[str, ...]) -> tuple[Gloss, str] | None:
    """A definition of a ranking's name at i .. j - 1 ('vehicle leader = most vehicles; ties broken by T', 'Insurance
    leader: most insurance policies, ties going to T'): the gloss, and its tie rule as a sentence naming what is tied
    ('Ties on vehicles broken by T.'; '' when it has none); None when the words are no such definition."""
    sep = next((m for m in range(i + 1, min(i + 5, j)) if w.keys[m] in seps), None)
    if sep is None or any(w.kinds[m] != WORD or w.keys[m] in _TIE_MARKS or
                          w.keys[m].startswith("tie") for m in range(i, sep)) or \
            sep == i + 1 and _LETTER.fullmatch(w.raw[i]) or _label_name_at(w, i, j) == sep or _strings(w, i, j) or \
            sep in (_at(w.keys, i, j, W.PAIR_NAMES[0]), _at(w.keys, i, j, W.PAIR_NAMES[1])):
        return None  # ('(tie: oldest)' is a tie rule, 'P: the owner of ...', 'Person A: the one with ...' a person, and
        # so is 'First person: the oldest person in X', a24y)
    start = sep + 1 + (w.keys[sep + 1:sep + 2] == ["the"])
    if start >= j or w.keys[start] not in W.GLOSS_DEGREES:
        return None
    end = next((m for m in range(start + 1, j) if w.keys[m] in (",", ";", "and", "with", "(")), j)
    if end - start > 3 and w.keys[end - 3] == "in" and w.keys[end - 2] in W.GLOSS_PLACE and w.keys[end - 1] == "state":
        meaning_end = end - 3  # ('richest meaning highest total bank balance in that state', a23x: the state's leader's
    else:  # ranking, its place the question's own)
        meaning_end = end
    rule = ""
    if end < j:
        k = end + 1 if w.keys[end] in (",", ";") and w.keys[end + 1:end + 2] not in (["and"], ["with"]) else end + 1 + \
            (w.keys[end] == ",")
        last = j - (w.keys[j - 1] in (".", ";"))
        # ('... means the person with the most pets (oldest wins ties)', e38k: the rule in brackets, closed with it)
        last -= w.keys[end] == "(" and w.keys[last - 1] == ")"
        k += k < last and w.keys[k] in ("a", "any") and k + 1 < last and w.keys[k + 1] in W.GLOSS_TIES
        tied = w.span(start + 1, end)  # ('most vehicles' -> 'vehicles')
        trigger = next((c for c in range(k + 2, last - 1) if w.keys[c] == ","), None) \
            if k < last and w.keys[k] in ("if", "should", "when", "where") else None
        if trigger is not None and set(w.keys[k + 1:trigger]) & W.GLOSS_TIES and \
                set(w.keys[k + 1:trigger]) <= W.GLOSS_TIES | W.GLOSS_TIE_TRIGGER and \
                _tie_rule(rule := f"If tied on {tied}, {w.text[w.starts[trigger + 1]:w.starts[last]].strip()}"):
            # its trigger said first ('..., and if that's tied, the oldest of them', e38k2): read naming what is tied
            return Gloss(w.span(i, sep), w.span(sep + 1, meaning_end), w.span(i, j), True), f"{rule}."
        if k < last and w.keys[k] not in W.GLOSS_TIES:
            # the tie word said last ('..., with the oldest person chosen in case of a tie', a37k): what is tied said
            # after it, read only when that is a tie rule alone naming it
            rule = _tied_last(w, k, last, tied) or ""
            return (Gloss(w.span(i, sep), w.span(sep + 1, meaning_end), w.span(i, j), True), rule) if rule else None
        if k >= last:
            return None
        rule = f"{w.raw[k].capitalize()} on {tied} {w.text[w.starts[k + 1]:w.starts[last]].strip()}."
    return Gloss(w.span(i, sep), w.span(sep + 1, meaning_end), w.span(i, j), bool(rule)), rule


def _tied_last(w: _Words, k: int, last: int, tied: str) -> str | None:
    """A definition's tie rule at k .. last - 1 whose tie word comes last ('the oldest person chosen in case of a tie',
    'the elder winning any tie'), as a sentence naming what is tied after that word ('The oldest person chosen in
    case of a tie on pets.'): None when there is no such word, or the sentence is no tie rule alone naming it."""
    t = next((m for m in range(last - 1, k - 1, -1) if w.keys[m] in W.GLOSS_TIES), None)
    if t is None or t + 1 != last:
        return None
    said = f"{w.text[w.starts[k]:w.starts[t + 1]].strip()} on {tied}"
    # ... or its trigger said first ('with the eldest chosen if there's a tie' -> 'If there's a tie on pets, the eldest
    # chosen')
    lead = next((m for m in range(t - 1, k, -1) if w.keys[m] in W.TIE_CLAUSE_LEADS), None)
    if lead is not None and w.keys[lead] == "case" and lead - 1 > k and w.keys[lead - 1] == "in":
        lead -= 1
    moved = None
    if lead is not None and lead > k + (w.keys[k] == "with"):
        moved = f"{w.text[w.starts[lead]:w.starts[t + 1]].strip()} on {tied}, " \
            f"{w.text[w.starts[k + (w.keys[k] == 'with')]:w.starts[lead]].strip(' ,')}"
    for found_said in (said, moved):
        if found_said is None:
            continue
        found_said = found_said[0].upper() + found_said[1:]
        p = Parser(found_said)
        if any(p.tokens[e].kind == END and found.target is not None and found.key is not None and not found.between
               for found, e in tie(p, 0)):
            return f"{found_said}."
    return None


def _gloss_said(w: _Words, i: int, j: int) -> tuple[Gloss, str] | None:
    """A ranking's name defined in a sentence of words ('By vehicle leader I mean the resident with the most vehicles,
    with ties going to T.', 'The leader is whoever has the most credit cards; a tie goes to T.', 'Pet champion means the
    person with the most pets.'): read as '<name>: <meaning>, <its tie rule>' (`_gloss_at`); None when not so."""
    if w.keys[i] in W.GLOSS_SAID_LEADS and i + 2 < j:  # ('Here, biggest pet owner means ...', a37k)
        i += 1 + (w.keys[i + 1] in (",", ":"))
    if w.keys[i] not in W.GLOSS_SAID_FIRST and w.keys[i] not in W.GLOSS_DEGREES:  # ('Biggest pet owner means ...')
        return None
    by = _at(w.keys, i, j, W.GLOSS_BY)
    start = i if by is None else by
    for sep in range(start + 1, min(start + 5, j)):
        if w.kinds[sep - 1] != WORD or w.keys[sep - 1] in W.TIE_SIGNS | W.GLOSS_TIES:
            return None
        said = _at(w.keys, sep, j, W.GLOSS_SAID_MEANS if by is not None else W.GLOSS_SAID_IS)
        if said is None:
            continue
        if w.keys[sep - 1] not in W.GLOSS_ROLE_HEADS:  # ('The first is the person with ...': a person defined)
            return None
        head = _at(w.keys, said, j, W.GLOSS_SAID_HEADS) or said
        if head >= j or w.keys[head] not in W.GLOSS_DEGREES:
            return None
        role = start + (w.keys[start] == "the")
        text = f"{w.span(role, sep)}: {w.span(head, j)}"
        found = _gloss_at(_words(text), 0, len(_words(text).keys), (":",))
        if found is None:
            return None
        return Gloss(found[0].role, found[0].meaning, w.span(i, j), bool(found[1])), found[1]
    return None


def _glossed(w: _Words) -> tuple[str, tuple[Gloss, ...]]:
    """The text without the definitions of a ranking's name it gives (in parentheses, as a sentence of their own, or
    ', R meaning D' at a sentence's end), each one's tie rule said after the question; the definitions."""
    keys = w.keys
    cuts: list[tuple[int, int]] = []
    glosses: list[Gloss] = []
    rules: list[str] = []
    for n, key in enumerate(keys):
        if key == "(" and (close := next((m for m in range(n + 1, len(keys)) if keys[m] == ")"), None)) is not None \
                and (found := _gloss_at(w, n + 1, close, (":", *W.GLOSS_MEANING))) is not None:
            # ('(vehicle leader = most vehicles)', '(richest meaning highest total bank balance in that state)', a23x)
            cuts.append((n, close + 1))
            glosses.append(found[0])
            rules.append(found[1])
    sentences = _sentences(w)
    for n, (i, j, _) in enumerate(sentences):
        if any(a <= i < b for a, b in cuts):
            continue
        # ('Richest = max total bank balance; ties go to T.': its tie rule after a ';')
        through = next((e for _, e, mark in sentences[n:] if mark != ";"), sentences[-1][1])
        if (found := _gloss_at(w, i, through, (":",)) or _gloss_at(w, i, j, (":",)) or _gloss_said(w, i, through)
                or _gloss_said(w, i, j)) is not None:
            end = through if found[0].said == w.span(i, through) else j
            cuts.append((i, end + (end < len(keys) and keys[end] in _ENDS)))
            glosses.append(found[0])
            rules.append(found[1])
            continue
        # ('leader = most insurance policies, highest total bank bal if tied', e47s: the definition last, its rule's
        # trigger set off as a sentence of its own by the tokens): read with the trigger after a comma, as in brackets
        if n + 1 == len(sentences) - 1 and (after := sentences[n + 1])[1] == len(keys) and \
                _at(keys, after[0], after[1], W.IF_TIE) == after[1] and \
                (found := _gloss_at(joined := _words(f"{w.span(i, j)}, {w.span(after[0], after[1])}"), 0,
                                    len(joined.keys), (":",))) is not None and found[1]:
            end = after[1]
            cuts.append((i, end + (end < len(keys) and keys[end] in _ENDS)))
            glosses.append(found[0])
            rules.append(found[1])
            continue
        # ('Consider R1 among G1 and R1 among G2, where top pet owner means the one with the most pets, the oldest
        # winning any tie.', e38k: the definition in a clause after the words that use it)
        # ('... and R1 among G2 — by top pet owner I mean whoever has the most pets, ...', '...; here, R means D', e38k2:
        # set off by a dash or ';', its lead 'by' or 'here' kept)
        where = next((m for m in range(i + 1, j - 3) if keys[m] in (",", "\u2014", ";") and (
            keys[m + 1] in ("where", "with") or keys[m + 1] in ("by", *W.GLOSS_SAID_LEADS) and keys[m] != ",")), None)
        start = where + 1 + (keys[where + 1] in ("where", "with")) if where is not None else 0
        if where is not None and (found := _gloss_said(w, start, j)) is not None and found[0].said == w.span(start, j):
            cuts.append((where, j))
            glosses.append(found[0])
            rules.append(found[1])
            continue
        meaning = next((m for m in range(i, j) if keys[m] in W.GLOSS_MEANING), None)
        comma = next((m for m in range(meaning, i, -1) if keys[m] == ","), None) if meaning is not None else None
        if comma is not None and (found := _gloss_at(w, comma + 1, j, W.GLOSS_MEANING)) is not None:
            cuts.append((comma, j))
            glosses.append(found[0])
            rules.append(found[1])
    if not cuts:
        return w.text, ()
    kept, copied = [], 0
    for a, b in sorted(cuts):
        kept.append(w.text[copied:w.starts[a]].strip())
        copied = w.starts[b]
    kept.append(w.text[copied:].strip())
    text = " ".join(part for part in kept if part)
    # (a definition's rule said in brackets after its meaning, '... means the person with the most pets (ties go to the
    # oldest).', e38k: its bracket closed with it)
    said = " ".join(re.sub(r"\)(?=\W*$)", "", rule) if rule.count(")") > rule.count("(") else rule
                    for rule in rules if rule)
    # (the definitions' rules said right after the question, before its own tie sentences: 'Which of them has more X? If
    # the counts match, T.' after a definition's rule for each ranking reads the question's rule as the two compared's,
    # the rankings' ties settled first, as the definition said before the question settles them, e38k)
    asked = text.find("? ")
    if said and asked > 0 and any(g.ruled for g in glosses):
        # (a terse question first, the people said after it: 'higher combined bank bal? car leader in X vs car leader
        # in Y. car leader = most cars, oldest if tied', e47s: the rules after the sentence that last names them)
        named = max(text.lower().rfind(g.role.lower()) for g in glosses)
        if named > asked:
            end = next((m.end() for m in re.finditer(r"[.?!](?:\s+|$)", text) if m.start() >= named), len(text))
            head = text[:end].rstrip()
            return f"{head}{'' if head[-1:] in '.?!' else '.'} {said} {text[end:]}".strip(), tuple(glosses)
        return f"{text[:asked + 1]} {said} {text[asked + 2:]}", tuple(glosses)
    if said and text.rstrip()[-1:].isalnum() and any(g.ruled for g in glosses):
        text = f"{text.rstrip()}."  # ('... (leader = R, T). more wins': the rule a sentence of its own after it, e47s)
    return " ".join(part for part in (text, said) if part), tuple(glosses)


def _the_one(w: _Words, i: int, j: int) -> tuple[int, str] | None:
    """A directive asking for one of two people ('Return the one with more cards', 'Return: whoever has more policies',
    'Output: name of the one owning more vehicles'): where its verb phrase goes on, and the verb its words stand for
    ('with' -> 'has'; '' when the verb is said: 'whoever has')."""
    lead = _at(w.keys, i, j, W.THE_ONE_LEADS)
    if lead is None:
        return None
    if (k := _at(w.keys, lead, j, W.THE_ONE_WHICHEVER)) is not None and k < j:
        return k, ""  # ('Return whichever of the 2 has the larger total bank balance', a27z)
    k = _at(w.keys, lead, j, W.THE_ONE_HEADS) or lead
    verb = W.THE_ONE_VERBS.get(w.keys[k]) if k < j else None
    if verb is None or (k == lead and w.keys[k] in ("who", "that")):  # ('Return who ...': not a directive)
        return None
    return k + 1, verb


# -- An anchor introduced on its own, then referred back to (e47a, words.INTRO_*) ------------------------------------


@dataclass(init=False, repr=False, eq=False)
class _Intro(Record):
    """An anchor introduced before the question: its person's words as the grammar reads them, its kind ('pet',
    'plate', 'username'), its name as typed and the species said with it ('bird'; '' for 'pet')."""

    person: str
    kind: str
    name: str
    noun: str

    def __init__(self, person: str, kind: str, name: str, noun: str) -> None:
        self.person, self.kind, self.name, self.noun = person, kind, name, noun


def _spelled(w: _Words, i: int, j: int, instead: Mapping[int, str] | None = None) -> str:
    """Words i .. j - 1 as typed, each word of instead written as it says ('' leaves it out)."""
    out = ""
    for n in range(i, j):
        typed = w.text[w.starts[n]:w.starts[n + 1]]
        said = (instead or {}).get(n)
        if said is None:
            out += typed
        elif said:
            out += said + typed[len(typed.rstrip()):]
        else:  # (the words of a reference after its first: 'its owner's' -> 'that owner's')
            out = out.rstrip() + typed[len(typed.rstrip()):]
    return out.strip()


_INTRO_PLATE_WORDS = frozenset({"car", "vehicle", "automobile", "plate", "plates", "registration", "license", "licence"})


def _intro_anchor(w: _Words, i: int, j: int) -> _Intro | None:
    """Words i .. j - 1 naming one anchor's person, or the thing that names them said alone ('a bird named 'Tiffany'',
    'someone who owns a pet called 'R'', 'Someone owns a pet called 'R'', 'internet username 'u'', 'the owner of the
    car with license plate 'X''): read as the grammar reads one person, else None."""
    strings = _strings(w, i, j)
    if len(strings) != 1 or j - i < 2:
        return None
    s = strings[0]
    before = set(w.keys[i:s])
    last = next((w.keys[n] for n in range(s - 1, i - 1, -1) if w.keys[n] != ","), "")
    kind = "username" if before & W.INTRO_USED or last in W.INTRO_USER_NOUNS else \
        "plate" if before & _INTRO_PLATE_WORDS else "pet" if before & W.INTRO_OWNED else None
    if kind is None:
        return None
    noun = next((k for k in w.keys[i:s] if k in W.SPECIES), "")
    instead: dict[int, str] = {}
    k = i
    if (someone := _at(w.keys, i, j, W.INTRO_SOMEONE)) is not None:
        instead.update({n: "" for n in range(i, someone)})
        instead[i] = "the person"
        k = someone
        if (owns := _at(w.keys, someone, j, W.INTRO_OWNS)) is not None and kind != "username":
            # ('Someone owns a pet called 'R'': the person who owns it; "someone's got a cat": who has)
            instead[someone] = "who has" if w.keys[someone] == "'s" else f"who {w.raw[someone]}"
            if w.keys[someone] == "'s":
                instead[someone + 1] = ""
            k = owns
        elif kind == "username" and (uses := _at(w.keys, someone, s, W.INTRO_USES)) is not None:
            # ('Someone goes by the online username 'u'': the person with it, e50w)
            instead.update({n: "" for n in range(someone, uses)})
            instead[someone] = "with"
            k = uses
    for n in range(k, s):
        if w.keys[n] in W.INTRO_DROPPED and n > i:
            instead[n] = ""
        elif w.keys[n] in ("a", "an", "one", "some", "this") and (n == i or w.keys[n - 1] not in ("with", "by")) and \
                not (n > i and w.keys[n - 1] == "the"):  # ('the one who owns ...': the person, e63x)
            instead[n] = "the"
        elif w.keys[n] in ("a", "an") and w.keys[n - 1] == "with":
            instead[n] = "the"
    said = _spelled(w, i, j, instead)
    head = next(iter(_words(said).keys), "")
    candidates = [said] if head in W.PERSON_HEADS or someone is not None else []
    bare = said if head == "the" else f"the {said}"
    if kind == "username":
        candidates += [f"the person with {bare}"]
    else:
        candidates += [f"the owner of {bare}"]
    if head == "the" and len(candidates) == 1:
        candidates.insert(0, said)
    person = next((c for c in candidates if _reads_as_person(c)), None)
    if person is None:
        return None
    if person[:4] == "The ":  # (said first in its sentence: 'The person with ... lives in a particular state.')
        person = f"t{person[1:]}"
    return _Intro(person, kind, w.raw[s], noun)


def _reads_as_person(said: str) -> bool:
    """`_a_person`, False for words the grammar's tokens refuse."""
    try:
        return _a_person(said)
    except ParseError:
        return False
    except UsageError:
        return False


def _intro_anchors(w: _Words, i: int, j: int) -> list[_Intro] | None:
    """Words i .. j - 1 naming one anchor, or two joined by 'and' ('a pet named 'Paula' and a bird named 'Jack'',
    'plates 'A' and 'B'', 'someone who owns pet 'S', and there's also the owner of plate 'X''): their people, or None."""
    if (one := _intro_anchor(w, i, j)) is not None:
        return [one]
    strings = _strings(w, i, j)
    if len(strings) != 2:
        return None
    plural = next((m for m in range(i, strings[0]) if w.keys[m].endswith("s") and
                   w.keys[m][:-1] in W.INTRO_OWNED | W.INTRO_USED), None)
    if plural is not None and w.keys[plural - 1:plural] in (["two"], ["2"]):
        # ('two pets, one named 'A' and one named 'B'', 'two dogs named 'A' and 'B''): each said as 'a dog named ...'
        noun = w.raw[plural][:-1]
        ones = [m for m in range(plural + 1, strings[1]) if w.keys[m] in ("one", "the", "another", "other")]
        if ones and w.keys[ones[0]] == "one" and (second_one := next((m for m in ones if m > strings[0]), None)):
            second_one += w.keys[second_one:second_one + 2] == ["the", "other"]
            said = [f"a {noun} {_spelled(w, ones[0] + 1, strings[0] + 1)}",
                    f"a {noun} {_spelled(w, second_one + 1, strings[1] + 1)}"]
        elif not ones:
            said = [f"a {noun} {_spelled(w, plural + 1, strings[0] + 1)}",
                    f"a {noun} {_spelled(w, plural + 1, strings[0])} {_spelled(w, strings[1], strings[1] + 1)}"]
        else:
            return None
        found = [_intro_anchor(sw, 0, len(sw.keys)) for sw in map(_words, said)]
        return [found[0], found[1]] if found[0] is not None and found[1] is not None else None
    for n in range(strings[0] + 1, strings[1]):
        if (join := _at(w.keys, n, strings[1], W.INTRO_JOIN)) is None:
            continue
        second = _at(w.keys, join, j, W.INTRO_LEADS) or join
        if second == strings[1] and n == strings[0] + 1:  # ('plates 'A' and 'B'', 'pets 'A' and 'B'': the noun said once)
            plural = next((m for m in range(i, strings[0]) if w.keys[m].endswith("s") and w.keys[m] != "'s" and
                           w.keys[m][:-1] in W.INTRO_OWNED | W.INTRO_USED), None)
            if plural is None:
                return None
            singular = {plural: w.raw[plural][:-1]}
            first_w = _words(_spelled(w, i, strings[0] + 1, singular))
            other_w = _words(_spelled(w, i, strings[0], singular) + " " + _spelled(w, strings[1], j))
            first, other = _intro_anchor(first_w, 0, len(first_w.keys)), _intro_anchor(other_w, 0, len(other_w.keys))
        else:
            first, other = _intro_anchor(w, i, n), _intro_anchor(w, second, j)
        if first is not None and other is not None:
            return [first, other]
    return None


def _intro_value(w: _Words, i: int, j: int) -> tuple[int, Attribute, str] | None:
    """Words i .. j - 1 saying a value of the anchors' people without naming it ('has a certain blood type', 'lives in
    a particular state', 'each live somewhere', 'has a home state'): where they start, the attribute and its noun."""
    for k in range(i + 1, j):
        if (has := _at(w.keys, k, j, W.INTRO_VALUE_HAS)) is not None:
            found = _attribute_of(w, has, j)
            if found is not None and found[1] == j and (found[0] not in W.PLACES or any(
                    _at(w.keys, n, j, W.HOME_PLACE_NOUNS[found[0]]) == j for n in range(k, j))):
                # (a place had as a home: 'has a home state'; 'has a certain state' is not read, d14)
                return k, found[0], w.span(has, j)
        if (lives := _at(w.keys, k, j, W.INTRO_VALUE_LIVES)) is not None and lives == j:
            city = w.keys[j - 1] == "city"
            return k, Attribute.CITY if city else Attribute.STATE, "city" if city else "state"
    return None


def _intro_noun(attribute: Attribute, said: str) -> str:
    """The attribute's noun to write ('state', 'blood type'): a place's own noun, else the one said ('diagnosis')."""
    if attribute in W.PLACES:
        return "city" if attribute is Attribute.CITY else "state"
    keys = _words(said).keys
    return " ".join(keys[next((n for n, k in enumerate(keys) if k in ("home",)), -1) + 1:]) or said


def _introduced_lead(text: str) -> bool:
    """Does the text open with an introduction's lead ('There's', 'Someone owns', a set-up verb)?"""
    w = _words(text)
    return _at(w.keys, 0, len(w.keys), W.INTRO_LEADS) is not None or \
        _at(w.keys, 0, len(w.keys), W.INTRO_VERB_LEADS) is not None or \
        _at(w.keys, 0, len(w.keys), W.INTRO_SOMEONE) is not None


def introduction(text: str) -> tuple[str, bool] | None:
    """`introduced`, and whether the introduction was said as one ('There's ...', 'Someone owns ...', 'Take the dog
    named ...'; not a bare person or thing before a mark, which the layer's own readings and refusals are for): a
    reference it cannot tell is refused only then (else None)."""
    for _ in range(3):  # ('Hi! There's a dog named 'T'. ...', 'Quick question: there's ...': the frame read away)
        if _introduced_lead(text) or (bare := _frame_read_away(text)) is None:
            break
        text = bare
    w = _words(text)
    end = next((n for n in range(len(w.keys)) if w.keys[n] in W.INTRO_ENDS and w.kinds[n] != STRING), None)
    explicit = end is not None and (_at(w.keys, 0, end, W.INTRO_VERB_LEADS) is not None or
                                    _at(w.keys, 0, end, W.INTRO_LEADS) is not None or
                                    (someone := _at(w.keys, 0, end, W.INTRO_SOMEONE)) is not None and
                                    _at(w.keys, someone, end, W.INTRO_OWNS) is not None)
    try:
        told = introduced(text)
    except ParseError:
        if explicit:
            raise
        return None
    return None if told is None else (told, explicit)


def introduced(text: str) -> str | None:
    """The question with an anchor introduced on its own before it read as a set-up the layer reads: 'There's a bird
    named 'T'. Among the people in its owner's state, ...' -> 'Take the owner of the bird named 'T'. Among the people
    in that person's state, ...'; a value of theirs introduced -> 'Note the blood type of S. ...'; two anchors -> each
    reference by name or kind written as its person's words ("Paula's owner" -> 'the owner of the pet named 'Paula''),
    or 'Find the state of S1 and the state of S2. In each state, ...'. None when the text does not start so."""
    w = _words(text)
    keys = w.keys
    end = next((n for n in range(len(keys)) if keys[n] in W.INTRO_ENDS and w.kinds[n] != STRING), None)
    if end is None or end + 1 >= len(keys):
        return None
    verb = _at(keys, 0, end, W.INTRO_VERB_LEADS)
    if (said := _at(keys, 0, end, W.INTRO_LEADS)) is not None and (verb is None or said > verb):
        verb = None  # ('Imagine there's a pet named 'R'.': an introduction, not a set-up verb's)
    lead = verb or said
    start = lead or 0
    set_up = verb is not None and next((n for n in range(start, end) if keys[n] in ("and", "then")), None) is not None
    rest = end + 1
    # 'Start from S and consider everyone living in their state.', 'Consider S and G who live in the same state as
    # them.': the person, then the group referring back to them
    group: str | None = None
    if set_up:
        strings = _strings(w, start, end)
        joined = next((n for n in range(strings[-1] + 1, end) if keys[n] in ("and", "then")), None) if strings else None
        if joined is None:
            return None
        anchors = _intro_anchors(w, start, joined - (keys[joined - 1] == ","))
        if anchors is None or len(anchors) != 1:
            return None
        then = joined + 1 + (keys[joined + 1:joined + 2] == ["then"])  # ('Start with S, then look at G', 'and then')
        step = _at(keys, then, end, W.SETUP_LEADS) or then
        group = w.span(step, end)
        if not _people_words(w, step, end) or not _refers(group):
            return None
        value = None
    else:
        value = _intro_value(w, start, end)
        so = next((n for n in range(start, end) if _at(keys, n, end, W.INTRO_SO_DOES) is not None), None)
        anchors = None
        if so is not None:  # 'S1 has a home state, and so does S2.'
            value = _intro_value(w, start, so)
            said_end = _at(keys, so, end, W.INTRO_SO_DOES)
            if value is None or said_end is None:
                return None
            one, other = _intro_anchor(w, start, value[0]), _intro_anchor(w, said_end, end)
            anchors = [one, other] if one is not None and other is not None else None
        else:
            said_end = value[0] if value is not None else end
            if value is not None and keys[said_end - 2:said_end] in (["whose", "owner"], ["whose", "user"]):
                said_end -= 2  # ("There's a pet called 'R' whose owner lives in some state.")
            anchors = _intro_anchors(w, start, said_end)
            if value is not None and W.SETUP_HOLDER_WORDS.isdisjoint(keys[start:end]):
                return None  # ("The dog named 'April' has some kind of insurance.": the pet's own, no person's, r88)
        if anchors is None and lead is None and value is None and _attribute_of(w, 0, end) is not None:
            # ('blood group of the person w/ online username 'arogers' - among everyone w/ that blood group, ...')
            found = _attribute_of(w, 0, end)
            assert found is not None
            if found[1] < end and keys[found[1]] == "of" and (person := _intro_anchor(w, found[1] + 1, end)):
                anchors = [person]
                value = (0, found[0], w.span(0, found[1]))
        if anchors is None:
            return None
        if value is None and len(anchors) == 1 and rest < len(keys):
            # ('fish named 'Cindy' -> owner's blood type. ...': the value said bare after the anchor)
            after = _at(keys, rest, len(keys), W.INTRO_OWNER_BACK) or _at(keys, rest, len(keys), W.INTRO_USER_BACK) or \
                (rest + 1 if keys[rest] in ("owner", "their", "user") else None)
            if after is not None and keys[after:after + 1] == ["'s"]:
                after += 1
            stop = next((n for n in range(rest, len(keys)) if keys[n] in W.INTRO_ENDS), len(keys))
            if after is not None and (found := _attribute_of(w, after, stop)) is not None and found[1] == stop and \
                    stop + 1 < len(keys):
                value = (end, found[0], w.span(after, stop))
                rest = stop + 1
    if verb is not None and not set_up and (value is not None or len(anchors) != 1 or
                                            not any(k in W.INTRO_OWNED for k in keys[verb:end]) or
                                            keys[verb] in ("someone", "somebody") or
                                            _words(anchors[0].person).keys[1:2] != ["owner"] or
                                            any(k in ("owner", "person", "user") for k in keys[verb:end])):
        return None  # ('Take S. ...': the layer's own set-up; 'Take the dog named 'Tony'. ...' its owner)
    if lead is None and not set_up and value is None and len(anchors) == 1 and \
            _at(keys, 0, end, W.INTRO_SOMEONE) is None and keys[end] == ".":
        # ('The owner of pet 'X'. ...' is not an introduction; a chat's 'dog named 'Tony' / ...' is)
        if next(iter(_words(anchors[0].person).keys[1:2]), "") not in ("owner",) or keys[0] in ("the",):
            return None
    question = text[w.starts[rest]:]
    question = question[:1].upper() + question[1:]
    if value is None and group is None and len(anchors) == 1:
        back = _referred_back(_words(question), anchors)
        if back.lower().startswith(("that owner ", "that person ")):
            # ("There's a pet named 'R'. Its owner lives in some state. Who ... there?": the value said of them next)
            again = f"{anchors[0].person[:1].upper()}{anchors[0].person[1:]} {back.split(' ', 2)[2]}"
            again_w = _words(again)
            mark_at = next((n for n in range(len(again_w.keys)) if again_w.keys[n] in (".", ";")), None)
            if mark_at is not None and _intro_value(again_w, 0, mark_at) is not None:
                return introduced(again)
    if value is None and group is None and len(anchors) == 1:
        # ('internet username 'u' - looking at ppl in that same state, ...': the one value referred to is theirs)
        told = _words(question)
        that = [found for n in range(len(told.keys) - 1) if told.keys[n] == "that" and
                (found := _attribute_of(told, n + 1 + (told.keys[n + 1] == "same"), len(told.keys))) is not None and
                told.keys[found[1]:found[1] + 1] != ["as"]]
        if that and len({a for a, _ in that}) == 1:
            value = (end, that[0][0], "state" if that[0][0] in W.PLACES else told.span(0, 0) or _noun_of(that[0][0]))
    if len(anchors) == 1:
        one = anchors[0]
        back = _referred_back(_words(question), [one])
        back = _place_and_people(_words(back))
        if value is None and group is None and back == question and not _refers(question):
            raise ParseError(f"{one.person!r} is introduced but the question never refers to them: refer to them "
                             "('that person', 'its owner') or leave the introduction out")
        if group is not None:
            return f"Take {one.person}. Consider {group}. {back}"
        if value is not None:
            noun = _intro_noun(value[1], value[2])
            return f"Note the {noun} of {one.person}. {_shared_it(_words(back), noun)}"
        return f"Take {one.person}. {back}"
    return _two_introduced(anchors, value, question)


def _place_and_people(w: _Words) -> str:
    """'think about that owner's state and everyone who lives there' -> 'think about everyone who lives in that owner's
    state' (a place referred back to, then the people living there: words.INTRO_PLACE_PEOPLE)."""
    keys = w.keys
    for n in range(2, len(keys) - 2):
        if keys[n] != "and" or keys[n - 1] not in ("state", "city"):
            continue
        start = next((k for k in range(n - 2, max(n - 5, -1), -1) if keys[k] in ("that", "their", "his", "her")), None)
        people = _at(keys, n + 1, len(keys), W.INTRO_PLACE_PEOPLE)
        there = _at(keys, people, len(keys), W.INTRO_LIVING_THERE) if people is not None else None
        if start is None or there is None or people is None:
            continue
        said = f"{w.span(n + 1, people)} who live in {w.span(start, n)}"
        return _spelled(w, 0, len(keys), {start: said, **{k: "" for k in range(start + 1, there)}})
    return w.text


def _noun_of(attribute: Attribute) -> str:
    """The attribute's first noun ('blood type')."""
    return next(iter(W.ATTRIBUTE_NOUNS[attribute]))


def _refers(said: str) -> bool:
    """Do the words refer back to someone ('them', 'their state', 'that person')?"""
    keys = set(_words(said).keys)
    return bool(keys & W.INTRO_REFERS)


def _referred_back(w: _Words, anchors: list[_Intro]) -> str:
    """The question with each reference to an anchor's person by its thing or kind ('its owner', 'the pet owner',
    "Paula's owner", "owner's" after a mark) written as 'that person' (one anchor) or as their words (two); a reference
    that could be to either of two refused."""
    keys = w.keys
    instead: dict[int, str] = {}
    n = 0
    while n < len(keys):
        m, who = _back_at(w, n, anchors)
        if m is None:
            n += 1
            continue
        if who is None:
            raise ParseError(f"ambiguous: {w.span(n, m)!r} could refer to {anchors[0].person!r} or "
                             f"{anchors[1].person!r}: refer to each by its name (\"{anchors[0].name}'s owner\")")
        instead[n] = ("that owner" if who.person.startswith("the owner") else "that person") if len(anchors) == 1 else \
            who.person
        instead.update({k: "" for k in range(n + 1, m)})
        n = m
    return _spelled(w, 0, len(keys), instead) if instead else w.text


def _back_at(w: _Words, n: int, anchors: list[_Intro]) -> tuple[int | None, _Intro | None]:
    """A reference back at word n: its end, and the anchor it names (None if it could be either)."""
    keys = w.keys
    if len(anchors) == 2:  # ('the first owner', "the second pet's owner", 'the owner of the first one')
        for anchor, said in zip(anchors, W.INTRO_NTH_OWNER):
            if (m := _at(keys, n, len(keys), said)) is not None:
                return m, anchor
    owned = [a for a in anchors if a.kind != "username"]
    m = _at(keys, n, len(keys), W.INTRO_OWNER_BACK)
    if m is not None and owned and keys[m:m + 1] != [] and keys[m] not in W.INTRO_NOT_AFTER_BACK:
        kind = next((k for k, said in W.INTRO_KIND_OWNER.items() if _at(keys, n, len(keys), said) == m), None)
        species = next((k for k in keys[n:m] if k in W.SPECIES), None)
        fits = [a for a in owned if (kind is None or a.kind == kind) and (species is None or a.noun == species)]
        if not fits:
            return None, None  # ('the cat owner' after a dog introduced: someone else)
        return m, fits[0] if len(fits) == 1 else None
    if keys[n] == "owner" and (n == 0 or keys[n - 1] in W.INTRO_ENDS | {","}) and keys[n + 1:n + 2] == ["'s"] and owned:
        return n + 1, owned[0] if len(owned) == 1 else None  # (a chat's "owner's state" after a mark)
    if w.kinds[n] != STRING and keys[n + 1:n + 3] == ["'s", "owner"] and \
            (named := [a for a in owned if a.name.lower() == keys[n]]):
        return n + 3, named[0] if len(named) == 1 else None  # ("Paula's owner")
    if (m := _at(keys, n, len(keys), W.INTRO_VALUE_OWNER)) is not None and m < len(keys) and w.kinds[m] == STRING and \
            (named := [a for a in owned if a.name == w.raw[m]]):
        return m + 1, named[0] if len(named) == 1 else None  # ("the owner of 'Carol'")
    if w.kinds[n] == STRING and (n == 0 or keys[n - 1] not in W.INTRO_VALUE_BARE_NOT_AFTER) and \
            (named := [a for a in anchors if a.kind == "username" and a.name == w.raw[n]]):
        return n + 1, named[0] if len(named) == 1 else None  # ("the state where 'qford' lives")
    users = [a for a in anchors if a.kind == "username"]
    m = _at(keys, n, len(keys), W.INTRO_USER_BACK)
    if m is not None and users and (m >= len(keys) or keys[m] not in W.INTRO_NOT_AFTER_BACK):
        return m, users[0] if len(users) == 1 else None
    return None, None


def _shared_it(w: _Words, noun: str) -> str:
    """'everyone who shares it' after a value introduced -> 'everyone with that blood type'."""
    for n in range(len(w.keys)):
        if (m := _at(w.keys, n, len(w.keys), W.INTRO_SHARES_IT)) is not None and w.keys[m:m + 1] != ["with"]:
            return _spelled(w, 0, len(w.keys), {n: f"with that {noun}", **{k: "" for k in range(n + 1, m)}})
    return w.text


def _two_introduced(anchors: list[_Intro], value: tuple[int, Attribute, str] | None, question: str) -> str:
    """The question after two anchors introduced: each reference to one by name or kind written as its person's words;
    a value of each said ('... has a home state, and so does S2'; 'S1 and S2 each live somewhere') then referred to as
    'the first state' / 'the second', or 'each owner's state' / 'in the state of each' (-> 'Find the state of S1 and
    the state of S2. In each state, ...')."""
    first, second = anchors
    w = _words(question)
    keys = w.keys
    each = next((n for n in range(len(keys)) if _at(keys, n, len(keys), W.INTRO_EACH) is not None), None)
    noun = _intro_noun(value[1], value[2]) if value is not None else None
    if each is not None:
        m = _at(keys, each, len(keys), W.INTRO_EACH)
        assert m is not None
        found = _attribute_of(w, m, len(keys))
        if found is None or noun is not None and found[0] is not value[1]:  # type: ignore[index]
            raise ParseError(f"cannot read {w.span(each, m + 1)!r} after two anchors introduced")
        said = _intro_noun(found[0], w.span(m, found[1]))
        body = _spelled(w, 0, len(keys), {each: "each", **{k: "" for k in range(each + 1, m)}})
        body = _referred_back(_words(body), anchors)
        return f"Find the {said} of {first.person} and the {said} of {second.person}. {body}"
    if noun is not None:
        assert value is not None
        instead: dict[int, str] = {}
        for n in range(len(keys)):
            for which, phrases in ((first, W.INTRO_FIRST), (second, W.INTRO_SECOND)):
                if (m := _at(keys, n, len(keys), phrases)) is not None and n not in instead:
                    if (named := _attribute_of(w, m, len(keys))) is not None:  # ('the second state')
                        if named[0] is not value[1]:
                            raise ParseError(f"cannot read {w.span(n, named[1])!r}: the values introduced are each "
                                             f"person's {noun}, not their {w.span(m, named[1])}")
                        m = named[1]
                    instead[n] = f"the {noun} of {which.person}" if value[1] in W.PLACES else \
                        f"the same {noun} as {which.person}"
                    instead.update({k: "" for k in range(n + 1, m)})
        of_each = next((n for n in range(len(keys) - 3) if keys[n:n + 2] == ["the", value[2].split()[-1]] and
                        keys[n + 2:n + 4] == ["of", "each"]), None)
        if of_each is not None and not instead:  # ('In the state of each, ...')
            body = _spelled(w, 0, len(keys), {of_each: "each", of_each + 1: noun.split()[-1], of_each + 2: "",
                                              of_each + 3: ""})
            return f"Find the {noun} of {first.person} and the {noun} of {second.person}. {body}"
        if not instead:
            raise ParseError(f"the {noun}s of {first.person!r} and {second.person!r} are introduced but the question "
                             "does not say which it means: say 'the first state', 'the second', or 'in each state'")
        said_first = any(v.endswith(first.person) for v in instead.values())
        said_second = any(v.endswith(second.person) for v in instead.values())
        if not (said_first and said_second):
            raise ParseError("two values are introduced but the question refers to one of them only")
        return _spelled(w, 0, len(keys), instead)
    body = _referred_back(w, anchors)
    for a in anchors:
        if a.person.lower() not in body.lower():
            raise ParseError(f"{a.person!r} is introduced but the question never refers to them: refer to them as "
                             f"\"{a.name}'s owner\" or say their words in the question")
    told = _words(body)
    if any(k in ("its", "their", "them", "they", "her", "his", "him", "she", "he") and
           (_attribute_of(told, n + 1, len(told.keys)) is not None or k in ("them", "its", "him", "she", "he"))
           for n, k in enumerate(told.keys)) or "that person" in body.lower() or "that owner" in body.lower():
        raise ParseError("ambiguous: after two anchors introduced, a pronoun could refer to either: refer to each by "
                         "its name")
    return body


# -- The set-up-first evaluator's other openings, said as the readers above read them (e48a, words.SET_FIRST_*) ---------


def _sf_end(w: _Words, i: int = 0, marks: frozenset[str] = W.INTRO_ENDS | {"?"}) -> int:
    """Where the sentence from i ends (its mark, or the text's end)."""
    return next((n for n in range(i, len(w.keys)) if w.keys[n] in marks and w.kinds[n] != STRING), len(w.keys))


def _sf_cap(said: str) -> str:
    return said[:1].upper() + said[1:]


def _sf_thing(w: _Words, i: int, j: int) -> _Intro | None:
    """Words i .. j - 1 naming a thing (a pet, a car, a username: its one name in quotes last), as `_intro_anchor`
    reads it; None when any other word comes before its name (words.SET_FIRST_THING_WORDS)."""
    if _strings(w, i, j) != [j - 1] or any(k not in W.SET_FIRST_THING_WORDS for k in w.keys[i:j - 1]):
        return None
    return _intro_anchor(w, i, j)


def _sf_owned_by(text: str) -> str | None:
    """'The car with license plate 'X' belongs to someone who holds ...' / '... has an owner, and that owner lives
    ...' -> 'The owner of the car with license plate 'X' holds ...' (words.SET_FIRST_OWNED_BY)."""
    w = _words(text)
    end = _sf_end(w, 0, frozenset({".", ";", "?", "!"}))
    for k in range(2, end):
        has = ""
        if (m := _at(w.keys, k, len(w.keys), W.SET_FIRST_OWNED_BY)) is None and \
                (m := _at(w.keys, k, end, W.SET_FIRST_OWNED_BY_LIVING)) is not None:
            if w.keys[m:m + 1] != ["in"]:
                continue  # ('... belongs to someone living there': no place said)
            has = "lives "  # ('... belongs to someone living in a certain state': that owner lives there, e50w)
        elif m is None:
            if (m := _at(w.keys, k, end, W.SET_FIRST_OWNED_BY_WITH)) is None or \
                    w.keys[m:m + 1] not in (["a"], ["an"], ["one"], ["some"]) or \
                    w.keys[m + 1:m + 2] not in (["certain"], ["particular"], ["specific"], ["given"]):
                continue  # ('... with a particular diagnosis': a value; not '... with a dog')
            has = "has "  # ('... belongs to someone with a particular diagnosis': that owner has it)
        thing = _sf_thing(_words(text[:1].lower() + text[1:]), 0, k)  # ('The car ...' said inside: 'the owner of the car')
        if thing is None or m >= len(w.keys):
            return None
        return f"{_sf_cap(thing.person)} {has}{text[w.starts[m]:]}"
    for k in range(2, end):  # ('A fish named 'L' has an owner whose credit cards come from a particular provider.')
        if (m := _at(w.keys, k, end, W.SF_SCENE_OWNER_WHOSE)) is None:
            continue
        thing = _sf_thing(_words(text[:1].lower() + text[1:]), 0, k)
        said = next(((n, f) for n in range(m, end) if (f := _attribute_of(w, n, end)) is not None and f[1] == end),
                    None)
        if thing is None or said is None or any(key not in W.SF_SCENE_VALUE_WORDS for key in w.keys[m:said[0]]) or \
                not {"particular", "certain", "specific", "some", "given"} & set(w.keys[m:said[0]]):
            return None
        found = said[1]
        noun = _sf_scene_noun(found[0])
        return f"{_sf_cap(thing.person)} has a particular {noun}{text[w.starts[end]:]}"
    return None


def _sf_whoever(text: str) -> str | None:
    """'Whoever owns the rabbit named 'B' has ...', 'Find whoever owns license plate 'X' and then ...' -> the thing's
    owner ('the owner of the rabbit named 'B''), or its user, in the first sentence (words.SET_FIRST_WHOEVER)."""
    w = _words(text)
    for n in range(len(w.keys)):
        if (m := _at(w.keys, n, len(w.keys), W.SET_FIRST_WHOEVER)) is None:
            continue
        end = _sf_end(w, n)
        s = next((k for k in range(m, end) if w.kinds[k] == STRING), None)
        thing = _sf_thing(w, m, s + 1) if s is not None else None
        if thing is None or s is None:
            continue  # ('take whoever has the largest total bank balance': a ranking's, not a thing's)
        if (thing.kind == "username") != (w.keys[m - 1] in ("has", "holds", "uses", "user", "of") and
                                          w.keys[m - 2:m] != ["owner", "of"]):
            continue
        if w.keys[m - 1] == "has" and thing.kind != "username":
            continue  # ('whoever has the dog named ...': said as 'owns' only)
        after = w.keys[s + 1:s + 3]
        if after[:1] in (["and"], ["who"], ["that"], ["or"], ["but"], ["with"], ["whose"]) and \
                after not in (["and", "then"], ["and", "consider"], ["and", "look"]):
            continue  # ('... as whoever owns pet 'Dawn' and has no credit cards': 'whoever's clause, or the group's)
        person = _sf_cap(thing.person) if n == 0 else thing.person
        return f"{text[:w.starts[n]]}{person} {text[w.starts[s + 1]:]}"
    return None


def _sf_owner_join(text: str) -> str | None:
    """'There's a cat named 'A', and its owner lives in ...' -> 'There's a cat named 'A'. Its owner lives in ...'
    (words.SET_FIRST_OWNER_JOIN, after the thing's name)."""
    w = _words(text)
    end = _sf_end(w)
    for n in range(1, end):
        if w.kinds[n - 1] == STRING and (m := _at(w.keys, n, end, W.SET_FIRST_OWNER_JOIN)) is not None and \
                w.keys[m:m + 1] != ["'s"]:
            return f"{text[:w.starts[n]].rstrip()}. Its owner {text[w.starts[m]:]}"
    return None


def _sf_look_value(text: str) -> str | None:
    """'Look at the fish named 'C' and its owner's blood type.' -> 'The owner of the fish named 'C' has a certain
    blood type.' (words.SET_FIRST_LOOK, SET_FIRST_THEIRS; a place: '... lives in a particular state.')."""
    w = _words(text)
    end = _sf_end(w)
    lead = _at(w.keys, 0, end, W.SET_FIRST_LOOK)
    if lead is None or end >= len(w.keys) or w.keys[end] not in (".", ";"):
        return None
    joined = next((n for n in range(lead, end) if w.keys[n] == "and" and w.kinds[n - 1] == STRING), None)
    if joined is None or (theirs := _at(w.keys, joined + 1, end, W.SET_FIRST_THEIRS)) is None:
        return None
    thing = _intro_anchor(w, lead, joined)
    found = _attribute_of(w, theirs, end)
    if thing is None or found is None or found[1] != end:
        return None
    if found[0] in W.PLACES:
        said = f"lives in a particular {'city' if found[0] is Attribute.CITY else 'state'}"
    else:
        said = f"has a certain {w.span(theirs, end)}"
    return f"{_sf_cap(thing.person)} {said}. {text[w.starts[end + 1]:]}"


def _sf_start(text: str) -> str | None:
    """'My starting point is S and the state that person lives in.' -> 'Start with S and that person's state.'
    (words.SET_FIRST_STARTS, SET_FIRST_THEIR_PLACE)."""
    w = _words(text)
    end = _sf_end(w)
    out = text
    if (m := _at(w.keys, 0, end, W.SET_FIRST_STARTS)) is not None and w.keys[m:m + 1] != [","]:
        out = f"Start with {text[w.starts[m]:]}"
    w = _words(out)
    end = _sf_end(w)
    if w.keys[:2] in (["start", "with"], ["begin", "with"]) and end + 1 < len(w.keys) and w.keys[end] == ":" and \
            (_at(w.keys, end + 1, len(w.keys), W.SET_FIRST_GO_VERBS) is not None or
             w.keys[end + 1] in W.SET_FIRST_START_GROUP):
        # ('Start with S: find the eldest person in that owner's state.', 'Start with S: among people in their state,
        # find R' (e49c): the step a sentence of its own)
        out = f"{out[:w.starts[end]].rstrip()}. {_sf_cap(out[w.starts[end + 1]:])}"
    w = _words(out)
    end = _sf_end(w)
    for n in range(1, end):
        if w.keys[n - 1] == "and" and (m := _at(w.keys, n, end, W.SET_FIRST_THEIR_PLACE)) is not None:
            place = "city" if "city" in w.keys[n:m] else "state"
            out = f"{out[:w.starts[n]]}that person's {place}{out[w.starts[m]:]}"
            break
    return out if out != text else None


def _sf_balance_aside(text: str) -> str | None:
    """'... total bank balance, added up over all of their bank accounts?' -> '... total bank balance?' (an aside
    after a comma saying what a balance is anyway, words.BALANCE_SUM_ASIDES, last before the sentence's mark)."""
    w = _words(text)
    for n in range(1, len(w.keys) - 1):
        if w.keys[n] == "," and w.keys[n - 1] in W.BALANCE_SUM_ASIDE_AFTER and \
                (m := _at(w.keys, n + 1, len(w.keys), W.BALANCE_SUM_ASIDES)) is not None and \
                (m == len(w.keys) or w.keys[m] in ("?", ".", "!")):
            return f"{text[:w.starts[n]].rstrip()}{text[w.starts[m]:]}" if m < len(w.keys) else text[:w.starts[n]].rstrip()
    return None


def _sf_two(text: str) -> str | None:
    """'I have two cats in mind: the cat named 'T' and the cat named 'D'. For the state where each cat's owner lives,
    ...' -> 'There's the cat named 'T' and the cat named 'D'. In each one's state, ...' (words.SET_FIRST_TWO,
    SET_FIRST_EACH_PLACE)."""
    w = _words(text)
    m = _at(w.keys, 0, len(w.keys), W.SET_FIRST_TWO)
    lead = "There's"
    if m is None and (m := _sf_two_heading(w)) is not None and \
            not W.SET_FIRST_TWO_ORDINALS.isdisjoint(w.keys[m + 1:]):
        lead = "Take"  # (the two listed, then referred to as 'the first' and 'the second': read after 'Take', c47w;
        # else as any two things introduced, 'There's S1 and S2', referred to by their kind or name: 'Two animals
        # anchor this question: a bird named 'J' and a pet named 'B'. ... the bird's owner ...', e61w)
    if m is None or w.keys[m:m + 1] not in ([":"], ["\u2014"], ["are"]):
        return None
    end = _sf_end(w, m + 1, frozenset({".", ";", "?", "!"}))
    noun = next((k for k in w.keys[:m] if k in W.SET_FIRST_TWO_NOUNS.split("|")), "")
    if noun not in ("anchors", "pets", "animals", "") and _at(w.keys, m + 1, end, W.SET_FIRST_ONE_NAMED) is not None:
        # ('two cats: one named 'T' and one named 'D'': each said as 'a cat named ...')
        said = noun if noun == "fish" else noun[:-1]
        listed = w.span(m + 1, end)
        lw = _words(listed)
        instead = {n: f"a {said}" for n in range(len(lw.keys)) if lw.keys[n] in ("one", "another") and
                   _at(lw.keys, n, len(lw.keys), W.SET_FIRST_ONE_NAMED) is not None}
        text = f"{text[:w.starts[m + 1]]}{_spelled(lw, 0, len(lw.keys), instead)}{text[w.starts[end]:]}"
        w = _words(text)
        end = _sf_end(w, m + 1, frozenset({".", ";", "?", "!"}))
    if end >= len(w.keys) or (anchors := _intro_anchors(w, m + 1, end)) is None or len(anchors) != 2 or \
            not _heading_kinds_agree(w, m, end):
        return None
    out = f"{lead} {text[w.starts[m + 1]:]}"
    w = _words(out)
    for n in range(len(w.keys)):
        if (k := _at(w.keys, n, len(w.keys), W.SET_FIRST_EACH_PLACE)) is not None:
            out = f"{out[:w.starts[n]]}{'In' if w.raw[n][:1].isupper() else 'in'} each one's state{out[w.starts[k]:]}"
            break
    return out


def _sf_each_owner_lives(text: str) -> str | None:
    """'There's a pet named 'H' and a pet called 'D', each with an owner living in some state.' / '... 'D'. Their
    owners each reside in a state.' -> 'There's a pet named 'H' and a pet called 'D', and their owners each live in
    some state.' (words.SF_EACH_OWNER_LIVES: the introduction's own words, whose reader then checks the rest)."""
    w = _words(text)
    end = _sf_end(w, 0, frozenset({".", ";", "?", "!"}))
    if end >= len(w.keys) or w.kinds[end - 1] != STRING or _at(w.keys, 0, end, W.INTRO_LEADS) is None or \
            (anchors := _intro_anchors(w, _at(w.keys, 0, end, W.INTRO_LEADS) or 0, end)) is None or len(anchors) != 2:
        # (the comma's clause: the introduction ends at its name, the clause after it)
        comma = next((n for n in range(end - 1, 0, -1) if w.keys[n] == "," and w.kinds[n - 1] == STRING), None)
        if comma is None or _at(w.keys, 0, comma, W.INTRO_LEADS) is None or \
                (anchors := _intro_anchors(w, _at(w.keys, 0, comma, W.INTRO_LEADS) or 0, comma)) is None or \
                len(anchors) != 2:
            return None
        end = comma
    if (m := _at(w.keys, end, len(w.keys), W.SF_EACH_OWNER_LIVES)) is None:
        return None
    found = m + 1 if w.keys[m:m + 1] == ["somewhere"] else \
        _at(w.keys, m + 1, len(w.keys), W.SF_EACH_OWNER_PLACE) if w.keys[m:m + 1] == ["in"] else None
    if found is None:
        return None
    place, said = found, "state" if w.keys[m] == "somewhere" else w.keys[found - 1]
    if place >= len(w.keys) or w.keys[place] not in (".", ";"):
        return None  # (nothing more said of them in the clause: '... living in some state with a dog' is not read)
    return f"{text[:w.starts[end]].rstrip()}, and their owners each live in some {said}{text[w.starts[place]:]}"


def two_heading_taken(text: str) -> str | None:
    """'Two reference points here: S1, and S2. Look at the people who ... as the first and ... as the second. ...' ->
    'Take S1, and S2. Look at ...' (e53a: a heading of two anchors, `_sf_two_heading`, then the two anchors listed and
    the sentence ended), for the whole question to be read again; None when the text opens with no such heading."""
    if ":" not in text[:120] and " are " not in text[:120]:
        return None
    try:
        w = _words(text)
    except UsageError:
        return None
    if (m := _sf_two_heading(w)) is None:
        return None
    end = _sf_end(w, m + 1, frozenset({".", ";", "?", "!"}))
    if end >= len(w.keys) or w.keys[end] != "." or (anchors := _intro_anchors(w, m + 1, end)) is None or \
            len(anchors) != 2 or not _heading_kinds_agree(w, m, end):
        return None
    return f"Take {text[w.starts[m + 1]:]}"


def _heading_kinds_agree(w: _Words, m: int, end: int) -> bool:
    """Does the kind a heading of two things names (before m: 'Two dogs anchor this question:') agree with each thing
    listed after it (m + 1 .. end)? A heading of a kind says it of both: 'Two dogs ...: a bird named 'J' and a pet named
    'B'' contradicts itself or makes 'B' a dog (r84 F1), so only things said of that kind (or, after 'pets' /
    'animals', of any animal's) are read; a heading naming no kind ('Two reference points') says nothing of them."""
    kinds = W.SET_FIRST_TWO_KINDS
    said = [kinds[k] for k in w.keys[:m] if k in kinds]
    if not said:
        return True
    listed = [kinds[k] for n, k in enumerate(w.keys[m + 1:end], m + 1) if k in kinds and w.kinds[n] != STRING]
    if said[0] == "pet":
        return bool(listed) and all(k != "car" for k in listed)
    return bool(listed) and all(k == said[0] for k in listed)


def _sf_two_heading(w: _Words) -> int | None:
    """Where a heading of two anchors ends ('Two reference points here:', 'My two starting points are', e53a): its
    colon, dash or 'are', after words all of words.SET_FIRST_TWO_HEADING_WORDS, 'two' and a noun of them among them;
    None when the text opens with none."""
    for m, key in enumerate(w.keys[:16]):
        if key in (":", "\u2014", "are") and m and "two" in w.keys[:m] and \
                not W.SET_FIRST_TWO_HEADING_NOUNS.isdisjoint(w.keys[:m]):
            if key == "are" and (w.keys[0] != "my" or w.keys[m - 1] not in W.SET_FIRST_TWO_HEADING_NOUNS):
                continue  # ('My two starting points are S1 and S2'; not 'There are two ...')
            return m
        if key not in W.SET_FIRST_TWO_HEADING_WORDS or w.kinds[m] == STRING:
            return None
    return None


def _sf_two_places(text: str) -> str | None:
    """'There are two states I care about here: the one where A lives, and the one where B lives. In each of them,
    ...' -> 'Two states: ... In each, ...' (words.SET_FIRST_TWO_PLACES, SET_FIRST_IN_EACH)."""
    w = _words(text)
    m = _at(w.keys, 0, len(w.keys), W.SET_FIRST_TWO_PLACES)
    if m is None or w.keys[m:m + 1] not in ([":"], ["\u2014"]):
        return None
    kind = "cities" if "cities" in w.keys[:m] else "states"
    out = f"Two {kind}: {text[w.starts[m + 1]:]}"
    w = _words(out)
    for i, _, _ in _sentences(w)[1:]:
        if (k := _at(w.keys, i, len(w.keys), W.SET_FIRST_IN_EACH)) is not None:
            out = f"{out[:w.starts[i]]}In each{out[w.starts[k]:]}"
            break
    return out


def _sf_lives_each(text: str) -> str | None:
    """'S1 lives in one state, and S2 lives in a state as well. Find the oldest person in each of those two states.'
    -> 'Find the state of S1 and the state of S2. In each state, find the oldest person.' (words.SET_FIRST_LIVES_ONE,
    SET_FIRST_LIVES_TOO, SET_FIRST_EACH_AFTER)."""
    w = _words(text)
    end = _sf_end(w)
    if end >= len(w.keys) or w.keys[end] != ".":
        return None
    for n in range(2, end):
        if (m := _at(w.keys, n, end, W.SET_FIRST_LIVES_ONE)) is None:
            continue
        k = m + (w.keys[m:m + 1] == [","])
        if w.keys[k:k + 1] != ["and"]:
            return None
        two = next((t for t in range(k + 2, end) if _at(w.keys, t, end, W.SET_FIRST_LIVES_TOO) == end), None)
        if two is None:
            return None
        first, second = w.span(0, n), w.span(k + 1, two)
        if not (_one_person(first) and _one_person(second)):
            return None
        first = f"{first[:1].lower()}{first[1:]}" if first.split(" ", 1)[0] in ("The", "A") else first
        rest = text[w.starts[end + 1]:]
        rw = _words(rest)
        rend = _sf_end(rw, 0, frozenset({".", ";", "?", "!"}))
        moved = next((t for t in range(1, rend) if _at(rw.keys, t, rend, W.SET_FIRST_EACH_AFTER) == rend), None)
        if moved is not None:
            step = rw.span(0, moved)
            rest = f"In each state, {step[:1].lower()}{step[1:]}{rest[rw.starts[rend]:] if rend < len(rw.keys) else ''}"
        return f"Find the state of {first} and the state of {second}. {rest}"
    return None


def _sf_anyones_accounts(text: str) -> str | None:
    """'... the highest total bank balance across all of a person's accounts' -> '... across all their bank accounts'
    (words.SET_FIRST_ANYONES_ACCOUNTS: each person's own accounts)."""
    w = _words(text)
    for n in range(1, len(w.keys)):
        if w.keys[n - 1] in W.BALANCE_SUM_ASIDE_AFTER and (m := _at(w.keys, n, len(w.keys),
                                                                   W.SET_FIRST_ANYONES_ACCOUNTS)) is not None:
            return f"{text[:w.starts[n]]}across all their bank accounts{text[w.starts[m]:]}"
    return None


def _sf_two_found(text: str) -> str | None:
    """'In each, identify the eldest resident. Which of the two eldest residents has ...?' -> '... Which of the two has
    ...?': the two found referred to by the superlative said of them before (words.SET_FIRST_TWO_FOUND), a noun no
    group's words follow (SET_FIRST_TWO_FOUND_NOT)."""
    w = _words(text)
    for n in range(2, len(w.keys) - 3):
        if w.keys[n - 1:n + 1] != ["the", "two"] or w.keys[n + 1] not in W.PERSON_SUPERLATIVES or \
                w.keys[n + 2] not in W.SET_FIRST_TWO_FOUND or w.keys[n + 3] in W.SET_FIRST_TWO_FOUND_NOT or \
                w.keys[n + 1] not in w.keys[:n - 1]:
            continue
        return f"{text[:w.starts[n + 1]]}{text[w.starts[n + 3]:]}"
    return None


def _sf_only_those(text: str) -> str | None:
    """'Focus on G, and only those who C.' -> 'Focus on G, but only those who C.' (words.SET_FIRST_ONLY_THOSE)."""
    w = _words(text)
    for n in range(1, len(w.keys)):
        if w.keys[n] == "," and (m := _at(w.keys, n, len(w.keys), W.SET_FIRST_ONLY_THOSE)) is not None:
            return f"{text[:w.starts[n]]}, but only those {text[w.starts[m - 1]:]}"
    return None


def _sf_two_users(text: str) -> str | None:
    """'Consider the two people with the internet usernames 'A' and 'B'.' -> '... the person with the internet
    username 'A' and the person with the internet username 'B'.' (words.SET_FIRST_TWO_USERS), in the first sentence."""
    w = _words(text)
    end = _sf_end(w)
    for n in range(end):
        if (m := _at(w.keys, n, end, W.SET_FIRST_TWO_USERS)) is None:
            continue
        if m + 2 >= end or w.kinds[m] != STRING or w.keys[m + 1] != "and" or w.kinds[m + 2] != STRING:
            return None
        said = [f"the person with the internet username {w.span(k, k + 1)}" for k in (m, m + 2)]
        return f"{text[:w.starts[n]]}{said[0]} and {said[1]}{text[w.starts[m + 3]:]}"
    return None


def _sf_think_of(text: str) -> str | None:
    """'Think of S1 and of S2. In each of their states, the person I care about is R' -> 'Take S1 and S2. In each of
    their states, find R' (words.SET_FIRST_THINK, SET_FIRST_AND_OF, SET_FIRST_CARED)."""
    w = _words(text)
    end = _sf_end(w)
    lead = _at(w.keys, 0, end, W.SET_FIRST_THINK)
    out = text
    if lead is not None:
        joined = next((n for n in range(lead, end) if _at(w.keys, n, end, W.SET_FIRST_AND_OF) is not None), None)
        if joined is not None:
            first, second = w.span(lead, joined), w.span(joined + 2, end)
            if _one_person(first) and _one_person(second):
                out = f"Take {first} and {second}{text[w.starts[end]:]}"
    w = _words(out)
    for n in range(len(w.keys)):
        if (m := _at(w.keys, n, len(w.keys), W.SET_FIRST_CARED)) is not None:
            out = f"{out[:w.starts[n]]}find {out[w.starts[m]:]}"
            break
    return out if out != text else None


def _sf_echo_dropped(text: str) -> str | None:
    """'In the state of S2, find the person with the most cars too (T).' -> '... the person with the most cars (T).' (c47w,
    c55w): after a first step, a word saying a step is taken as before (words.SF_STEP_ECHO: 'too', 'in the same way'),
    said after the ranking of a step with its own group said first ('In G2, ...', 'Among G2, ...'), read away: the
    group and the ranking are said in full, and only a bare ranking ('the person with the most cars too' with no group,
    'do the same') is left to the readers that tell what it repeats."""
    w = _words(text)
    keys = w.keys
    instead: dict[int, str] = {}
    for i, j, _ in _sentences(w)[1:]:
        k = _at(keys, i, j, W.STEP_LEADS) or i
        if k >= j or keys[k] not in W.SF_STEP_ECHO_SCOPES:
            continue
        comma = next((n for n in range(k + 1, j) if keys[n] == ","), None)
        if comma is None or not _strings(w, k, comma) or not _ranked_words(w.span(comma + 1, j)):
            continue
        for n in range(comma + 2, j):
            end = _at(keys, n, j, W.SF_STEP_ECHO)
            if end is not None and (end == j or keys[end] in ("(", ",", ";", ".")) and \
                    _ranked_words(w.span(comma + 1, n)) and keys[n - 1] not in _ENDS | {",", "("}:
                instead.update({m: "" for m in range(n, end)})
                break
    return _spelled(w, 0, len(keys), instead) if instead else None


def _sf_go_to(text: str) -> str | None:
    """'Start in the state of S and find R. Then go to the state of S2 and find R2.' -> 'First, in the state of S, find
    R. Then, in the state of S2, find R2.' (words.SET_FIRST_GO_FIRST, SET_FIRST_GO_NEXT, SET_FIRST_GO_VERBS): a place
    said from 'the state' to the 'and' before the step's verb."""
    w = _words(text)
    out, done = text, 0
    for i, j, _ in reversed(_sentences(w)):
        lead = _at(w.keys, i, j, W.SET_FIRST_GO_FIRST) if i == 0 else _at(w.keys, i, j, W.SET_FIRST_GO_NEXT)
        if lead is None or w.keys[lead:lead + 2] not in (["the", "state"], ["the", "city"]):
            continue
        verb = next((n for n in range(lead, j - 1) if w.keys[n] == "and" and
                     _at(w.keys, n + 1, j, W.SET_FIRST_GO_VERBS) is not None), None)
        if verb is None or not _strings(w, lead, verb):
            continue
        said = "First" if i == 0 else "Then"
        out = f"{out[:w.starts[i]]}{said}, in {w.span(lead, verb)}, {out[w.starts[verb + 1]:]}"
        done += 1
    return out if done else None


def _sf_or_the(text: str) -> str | None:
    """'..., or the eldest of them if several tie' -> '..., the eldest if several tie' (words.SET_FIRST_OR_THE,
    SET_FIRST_OF_THEM: a tie rule said as another choice, its superlative a person's)."""
    w = _words(text)
    for n in range(1, len(w.keys) - 4):
        if (m := _at(w.keys, n, len(w.keys), W.SET_FIRST_OR_THE)) is None or w.keys[m] not in W.PERSON_SUPERLATIVES:
            continue
        k = _at(w.keys, m + 1, len(w.keys), W.SET_FIRST_OF_THEM)
        k = k + 1 if k is not None and w.keys[k:k + 2] == [",", "if"] else k  # (a comma the words read before 'if')
        if k is not None and w.keys[k:k + 1] == ["if"] and text[w.starts[k]:w.starts[k] + 2].lower() == "if":
            return f"{text[:w.starts[n]]}, the {w.raw[m]} {text[w.starts[k]:]}"
    return None


def _sf_wanted(text: str) -> str | None:
    """'Among G, the person with R is the one I'm interested in, ...' -> 'Among G, take the person with R, ...'
    (words.SET_FIRST_WANTED): the person picked said as wanted, the sentence's subject after a group said first."""
    w = _words(text)
    for i, j, _ in _sentences(w):
        wanted = next(((n, m) for n in range(i, j) if (m := _at(w.keys, n, j, W.SET_FIRST_WANTED)) is not None), None)
        if wanted is None:
            continue
        comma = next((n for n in range(i, wanted[0]) if w.keys[n] == ","), None)
        if comma is None or w.keys[i] not in ("among", "amongst", "of", "in") or \
                w.keys[comma + 1] not in ("the",) or w.keys[comma + 2] not in W.PERSON_HEADS:
            return None
        return f"{text[:w.starts[comma + 1]]}take {w.span(comma + 1, wanted[0])}{text[w.starts[wanted[1]]:]}"
    return None


_DESIGNATED_GROUP_LEADS = frozenset({"among", "amongst", "of", "from", "within", "in", "out"})


def _sf_designated(text: str) -> str | None:
    """The person a step picks said as the one the question is about, in a sentence before the question (e51s;
    words.DESIGNATED_AFTER, DESIGNATED_BEFORE): 'S is the one I care about. Q' / 'S is our person. Q' / 'The person of
    interest is S. Q' -> 'Take S. Q'; 'Of G, the eldest is the one I'm curious about: Q' -> 'Of G, take the eldest. Q';
    'Of G, the one I'm after has R; T. Q' -> 'Of G, take the one who has R; T. Q'. Only with a question after it (a
    colon's or the next sentence), and S a person said with 'the', 'whoever' or 'that'."""
    w = _words(text)
    keys = w.keys
    for i, j, _ in _sentences(w):
        start = i
        if keys[i] in _DESIGNATED_GROUP_LEADS:  # ('Of all the residents of that state, the eldest is ...')
            start = next((n + 1 for n in range(i + 1, j) if keys[n] == "," and w.kinds[n] != STRING), i)
            if start == i or start >= j:  # (nothing after the comma: 'Among residents,')
                continue
        head = "Take" if start == i else "take"
        before = _at(keys, start, j, W.DESIGNATED_BEFORE)
        if before is not None and j >= len(keys) - 1:
            continue  # (the last sentence: no question after it)
        if before is not None and keys[before:before + 1] in (["is"], ["'s"]) and before + 1 < j and \
                keys[before + 1] in ("the", "whoever"):
            return f"{text[:w.starts[start]]}{head} {text[w.starts[before + 1]:]}"
        if before is not None and keys[before:before + 1] and keys[before] in W.SF_SCENE_CARED_VERBS and \
                start + 1 < j and keys[start + 1] in ("one", "person", "individual") and \
                not W.SF_SCENE_RANKS.isdisjoint(keys[before + 1:before + 3]):  # (a ranking: 'owns a dog' is no pick)
            return f"{text[:w.starts[start]]}{head} the {keys[start + 1]} who {text[w.starts[before]:]}"
        if keys[start] not in ("the", "whoever", "that"):
            continue
        for n in range(start + 2, j):
            if keys[n] not in ("is", "'s") or w.kinds[n] == STRING:
                continue
            end = _at(keys, n + 1, j, W.DESIGNATED_AFTER)
            if end is None or end < j and (keys[end] != ":" or end + 1 >= j) or end == j and j >= len(keys) - 1:
                continue  # (a question after it: a colon's or the next sentence)
            said = w.span(start, n).rstrip(",")
            rest = text[w.starts[end + 1] if end < j else w.starts[j + 1]:].lstrip()
            return f"{text[:w.starts[start]]}{head} {said}. {rest[:1].upper()}{rest[1:]}"
    return None


def _sf_group_person(text: str) -> str | None:
    """'Among G, there is a person with R.' -> 'Among G, take the person with R.'; 'On one hand we have G, and among
    them the person with R.' -> 'Among G, take the person with R.'; 'Among G, look for the one with R' -> '..., find
    the one with R' (words.SET_FIRST_THERE_IS, SET_FIRST_HANDS, SET_FIRST_AMONG_THEM, SET_FIRST_LOOK_FOR): each a
    sentence that starts with its group."""
    w = _words(text)
    instead: dict[int, str] = {}
    for i, j, _ in _sentences(w):
        if (hand := _at(w.keys, i, j, W.SET_FIRST_HANDS)) is not None:
            them = next(((n, m) for n in range(hand, j) if (m := _at(w.keys, n, j, W.SET_FIRST_AMONG_THEM)) is not None),
                        None)
            if them is None or w.keys[them[1]:them[1] + 1] != ["the"] or not _people_words(w, hand, them[0]):
                return None
            instead[i] = f"Among {w.span(hand, them[0])}, take"
            instead.update({k: "" for k in range(i + 1, them[1])})
            continue
        if w.keys[i] not in ("among", "amongst"):
            continue
        comma = next((n for n in range(i, j) if w.keys[n] == ","), None)
        there = next((n for n in range(i + 2, j) if _at(w.keys, n, j, W.SET_FIRST_THERE_IS) is not None), None)
        if there is not None and (comma is None or comma > there) and w.keys[there - 1] != ",":
            # ('Among G there's someone with R': the group ends where the person is said)
            m = _at(w.keys, there, j, W.SET_FIRST_THERE_IS)
            if m is not None and w.keys[m:m + 1] in (["with"], ["who"], ["whose"]) and "the" in w.keys[m + 1:m + 4]:
                instead[there] = ", take the person"
                instead.update({k: "" for k in range(there + 1, m)})
            continue
        if comma is None:
            continue
        if (m := _at(w.keys, comma + 1, j, W.SET_FIRST_THERE_IS)) is not None and \
                w.keys[m:m + 1] in (["with"], ["who"], ["whose"]) and "the" in w.keys[m + 1:m + 4]:
            # (a person a ranking picks, 'with the lowest ...', 'who has the most ...': not 'with no pets')
            instead[comma + 1] = "take the person"
            instead.update({k: "" for k in range(comma + 2, m)})
        elif (m := _at(w.keys, comma + 1, j, W.SET_FIRST_LOOK_FOR)) is not None and w.keys[m:m + 1] == ["the"]:
            instead[comma + 1] = "find"
            instead.update({k: "" for k in range(comma + 2, m)})
    return _spelled(w, 0, len(w.keys), instead) if instead else None


def _sf_one_is(text: str) -> str | None:
    """'One person I want is S1; the other is S2.' -> 'One is S1; the other is S2.' (words.SET_FIRST_ONE_IS)."""
    w = _words(text)
    if (m := _at(w.keys, 0, len(w.keys), W.SET_FIRST_ONE_IS)) is None:
        return None
    return f"One is {text[w.starts[m]:]}"


def _sf_lives_ranked(text: str) -> str | None:
    """'The first lives in the same state as S and has the most credit cards of anyone there, ...' -> 'The first is the
    person with the most credit cards among people in the same state as S, ...' (words.SET_FIRST_LIVES_SAME,
    SET_FIRST_HAS, SET_FIRST_OF_ANYONE): the ranking said with 'the', its place the one person's."""
    w = _words(text)
    instead: dict[int, str] = {}
    for n in range(1, len(w.keys)):
        if (m := _at(w.keys, n, len(w.keys), W.SET_FIRST_LIVES_SAME)) is None:
            continue
        end = _sf_end(w, m, frozenset({".", ";", "?", "!", ","}))
        has = next((k for k in range(m + 1, end) if _at(w.keys, k, end, W.SET_FIRST_HAS) is not None), None)
        if has is None or not _one_person(w.span(m, has)):
            continue
        k = _at(w.keys, has, end, W.SET_FIRST_HAS)
        assert k is not None
        there = next((t for t in range(k + 1, end) if _at(w.keys, t, end, W.SET_FIRST_OF_ANYONE) == end), None)
        if there is None or w.keys[k] != "the":
            continue
        place = "the same state as" if "same" in w.keys[n:m] else "the state of"
        instead[n] = f"is the person with {w.span(k, there)} among people in {place} {w.span(m, has)}"
        instead.update({t: "" for t in range(n + 1, end)})
    return _spelled(w, 0, len(w.keys), instead) if instead else None


def _sf_specifically(text: str) -> str | None:
    """'The first is a JCB 16 digit card holder: specifically, the one with R' -> 'The first is the JCB 16 digit card
    holder with R' (words.SET_FIRST_SPECIFICALLY): a holder noun said with 'a', then which one."""
    w = _words(text)
    for n in range(2, len(w.keys)):
        if (m := _at(w.keys, n, len(w.keys), W.SET_FIRST_SPECIFICALLY)) is None:
            continue
        a = next((k for k in range(n - 1, max(n - 8, 0), -1) if w.keys[k] in ("a", "an")), None)
        if a is None or w.keys[a - 1] != "is" or w.keys[n - 1] not in W.SET_FIRST_HOLDERS:
            return None
        return f"{text[:w.starts[a]]}the {w.span(a + 1, n)} {text[w.starts[m - 1]:]}"
    return None


def _sf_either_tied(text: str) -> str | None:
    """'If either selection comes out tied, the oldest person of the tied group is the one to use.' -> 'In each case,
    if there's a tie, the oldest person is taken.' (words.SET_FIRST_EITHER_TIED, SET_FIRST_TIED_ONE)."""
    w = _words(text)
    for i, j, _ in _sentences(w):
        if (m := _at(w.keys, i, j, W.SET_FIRST_EITHER_TIED)) is None or w.keys[m:m + 2] != [",", "the"] or \
                m + 2 >= j or w.keys[m + 2] not in W.PERSON_SUPERLATIVES or \
                _at(w.keys, m + 3, j, W.SET_FIRST_TIED_ONE) != j:
            continue
        return f"{text[:w.starts[i]]}In each case, if there's a tie, the {w.raw[m + 2]} person is taken" \
               f"{text[w.starts[j]:]}"
    return None


def _sf_scene_noun(attribute: Attribute) -> str:
    """The attribute's noun as the group's words write it ('state', 'medical condition', 'credit card provider')."""
    return ("city" if attribute is Attribute.CITY else "state") if attribute in W.PLACES else _noun_of(attribute)


def _sf_scene_back(w: _Words, i: int, j: int, person: str, kinds: frozenset[Attribute] | None = None) -> str | None:
    """Words i .. j - 1 naming a group with the one value referred back to ('everyone who lives in that same state',
    'the people who share their medical condition'; words.SF_SCENE_BACK) said as the person's ('... in the same state as
    S'); None when no value, or more than one, is referred back, or the value's noun is said with its own 'as'."""
    found: list[tuple[int, int, Attribute]] = []
    for n in range(i, j):
        if (b := _at(w.keys, n, j, W.SF_SCENE_BACK)) is not None and (a := _attribute_of(w, b, j)) is not None and \
                (not found or n >= found[-1][1]):
            found.append((n, a[1], a[0]))
    if len(found) != 1 or w.keys[found[0][1]:found[0][1] + 1] in (["as"], ["of"], ["that"], ["where"], ["which"]):
        return None
    if any(_attribute_of(w, n, j) is not None and w.keys[n - 1] in W.SF_SCENE_BEFORE_NOUN for n in range(i + 1, j)
           if not found[0][0] <= n < found[0][1]):
        return None  # ('everyone who shares their medical condition and blood type': two values)
    n, m, attribute = found[0]
    if kinds is not None and attribute not in kinds:
        return None
    return _spelled(w, i, j, {n: f"the same {_sf_scene_noun(attribute)} as {person}",
                              **{k: "" for k in range(n + 1, m)}})


def _sf_scene_group(w: _Words, i: int, j: int, person: str, attribute: Attribute | None) -> str | None:
    """Words i .. j - 1 after a scene's 'and' naming the people sharing the value set up ('look at everyone who lives
    in that same state', 'everyone who calls it home', 'within it only the people who hold ...', 'on all the people
    who have that same provider'): the group said as the person's ('everyone who lives in the same state as S'), or
    None (words.SF_SCENE_GROUP_LEADS, SF_SCENE_BACK, SF_SCENE_CALLS_HOME, SF_SCENE_IN_IT, SF_SCENE_SHARE_IT)."""
    keys = w.keys
    start = _at(keys, i, j, W.SF_SCENE_GROUP_LEADS) or i
    if _at(keys, start, j, W.SET_FIRST_GO_VERBS) is not None:
        return None  # ('Start with S and find, among the people in that owner's state, R': a step, not a group, e50c)
    if attribute is not None and (inside := _at(keys, start, j, W.SF_SCENE_IN_IT)) is not None:
        # ('within it only the people who hold an Auto insurance policy': the people there, then their clause)
        if attribute not in W.PLACES or not _people_words(w, inside, j):
            return None
        head = next((n for n in range(inside + 1, j) if keys[n] in _CLAUSE_WORDS), j)
        said = f"{w.span(inside, head)} in the same {_sf_scene_noun(attribute)} as {person}"
        return f"{said} {w.span(head, j)}" if head < j else said
    if not _people_words(w, start, j):
        return None
    if attribute is not None:
        for n in range(start + 1, j):
            if any(k not in W.SF_SCENE_PEOPLE_WORDS for k in keys[start:n]):
                break  # (the people said bare before it: 'everyone who calls it home', not '... who doesn't live there')
            m = _at(keys, n, j, W.SF_SCENE_CALLS_HOME) if attribute in W.PLACES else None
            if m == j:
                return f"{w.span(start, n)} living in the same {_sf_scene_noun(attribute)} as {person}"
            m = _at(keys, n, j, W.SF_SCENE_SHARE_IT)
            if m == j:
                return f"{w.span(start, n)} with the same {_sf_scene_noun(attribute)} as {person}"
    return _sf_scene_back(w, start, j, person, None if attribute is None else frozenset({attribute}))


def _sf_scene_value(w: _Words, i: int, j: int) -> tuple[str, Attribute] | None:
    """Words i .. j - 1 naming a value of one person by the person's words ('the state where S lives', 'the state S
    is based in', 'the card provider used by S', 'the medical condition of S'; words.SF_SCENE_OF, SF_SCENE_LIVES): the
    person and the attribute, or None."""
    keys = w.keys
    if keys[i:i + 1] != ["the"] or (found := _attribute_of(w, i + 1, j)) is None:
        return None
    attribute, k = found
    joined = _at(keys, k, j, W.SF_SCENE_OF)
    if joined is not None and keys[k] in ("where", "in") and attribute not in W.PLACES:
        return None
    start = joined if joined is not None else k
    said = next((n for n in range(start + 1, j) if _at(keys, n, j, W.SF_SCENE_LIVES) == j), j)
    if said == j and keys[k] in ("where", "in") or joined is None and said == j:
        return None  # ('the state where S' with no verb, 'the state S': not a value said of S)
    if said < j and attribute in W.PLACES and keys[said] in ("has", "holds", "uses", "carries"):
        return None
    person = _intro_anchor(w, start, said)
    return None if person is None else (person.person, attribute)


def _sf_scene(text: str) -> str | None:
    """A scene said first in a sentence of its own (e49a; words.SF_SCENE_LEADS): 'Take S and look at everyone who lives in
    that same state.' / 'Let's focus on S and everyone who shares their medical condition.' -> 'Consider everyone who
    lives in the same state as S.'; 'Consider the cat named 'A' and the state its owner is based in.' -> 'The owner of
    the cat named 'A' lives in a particular state.'; 'Think of the state where S lives and everyone who calls it home.'
    -> 'Consider everyone living in the same state as S.'. The rest of the question is read after it as it is said;
    None when the sentence is not so (one anchor, one value, the group's words all read)."""
    w = _words(text)
    keys = w.keys
    end = _sf_end(w, 0, frozenset({".", ";", "!", ":"}))
    if end + 1 < len(keys) and keys[end] == "." and _at(keys, 0, end, W.SF_SCENE_LEADS) is None and \
            (_at(keys, 0, end, W.INTRO_SOMEONE) is not None or _at(keys, 0, end, W.INTRO_LEADS) is not None) and \
            (one := _intro_anchor(w, 0, end)) is not None:
        # ('Somebody owns a bird named 'D'. Now look at all the people who share that owner's medical condition.')
        second = _sf_end(w, end + 1, frozenset({".", ";", "!"}))
        k = _at(keys, end + 1, second, W.SF_SCENE_THEN) or end + 1
        if second + 1 >= len(keys) or (lead := _at(keys, k, second, W.SF_SCENE_LEADS)) is None or \
                _strings(w, lead, second) or (group := _sf_scene_group(w, lead, second, one.person, None)) is None:
            return None
        return f"Consider {group}. {text[w.starts[second + 1]:]}"
    opening = 0
    while (filler := _at(keys, opening, end, W.SPOKEN_FILLERS)) is not None and filler < end:
        opening = filler  # ('ok so take S and everyone in that same state.')
    if end + 1 >= len(keys) or (lead := _at(keys, opening, end, W.SF_SCENE_LEADS)) is None or \
            len(_strings(w, lead, end)) != 1:
        return None
    s = _strings(w, lead, end)[0]
    rest = text[w.starts[end + 1]:]
    joined = next((n for n in range(s + 1, end) if _at(keys, n, end, W.SF_SCENE_JOIN) is not None), None)
    cut = end if joined is None else joined
    after = end if joined is None else _at(keys, joined, end, W.SF_SCENE_JOIN) or end
    valued = _sf_scene_value(w, lead, cut)
    if valued is not None:  # ('the state where S lives', 'the card provider used by S')
        person, attribute = valued
        if joined is None:
            said = f"lives in a particular {_sf_scene_noun(attribute)}" if attribute in W.PLACES else \
                f"has a certain {_sf_scene_noun(attribute)}"
            return f"{_sf_cap(person)} {said}. {rest}"
        group = _sf_scene_group(w, after, end, person, attribute)
        return None if group is None else f"Consider {group}. {rest}"
    if joined is None or (one := _intro_anchor(w, lead, cut)) is None:
        return None
    if keys[after:after + 1] == ["the"] and (found := _attribute_of(w, after + 1, end)) is not None and \
            found[1] < end and all(k in W.SF_SCENE_VALUE_AFTER for k in keys[found[1]:end]) and \
            set(keys[found[1]:end]) & (W.INTRO_REFERS | {"they're", "he's", "she's", "owner", "owner's", "person",
                                                         "individual"}):
        # ('... and the state its owner is based in', '... and the state they're based in')
        attribute = found[0]
        said = f"lives in a particular {_sf_scene_noun(attribute)}" if attribute in W.PLACES else \
            f"has a certain {_sf_scene_noun(attribute)}"
        return f"{_sf_cap(one.person)} {said}. {rest}"
    group = _sf_scene_group(w, after, end, one.person, None)
    return None if group is None else f"Consider {group}. {rest}"


def _sf_group_set(w: _Words) -> int | None:
    """Where the first sentence ends when it sets up a group ('Consider everyone ...', 'Narrow things down to G.'): the
    sentence's end, else None (words.SF_SCENE_LEADS, FILTER_LEADS)."""
    end = _sf_end(w, 0, frozenset({".", ";", "!"}))
    lead = _at(w.keys, 0, end, W.SF_SCENE_LEADS)
    if end + 1 >= len(w.keys) or lead is None or not _people_words(w, lead, end):
        return None
    return end


def _sf_place_group(w: _Words, end: int) -> bool:
    """Is the group the first sentence sets up only the people of a place ('the people living in the same state as S',
    'everyone who resides in the state where S lives'): its words before the anchor's all words.SF_SCENE_PLACE_GROUP?"""
    quoted = _strings(w, 0, end)
    if len(quoted) != 1:
        return False
    place = next((n for n in range(quoted[0]) if w.keys[n] in ("state", "city")), None)
    lead = _at(w.keys, 0, end, W.SF_SCENE_LEADS)
    return place is not None and lead is not None and all(k in W.SF_SCENE_PLACE_GROUP for k in w.keys[lead:place])


def _sf_scene_refs(text: str) -> str | None:
    """After a group set up in a sentence of its own, the group referred back in the sentences after it: 'Who there
    R?' -> 'Which of them R?', 'the person there with R' -> 'the person among them with R', 'Of those pet-free
    residents, ...' -> 'Of those people without pets, ...', 'Which of those policy holders ...' after '... who hold an
    Auto insurance policy' -> 'Which of those people ...', 'Within that group, the person I care about owns R' ->
    '..., take the person who owns R' (words.SF_SCENE_WHO_THERE, SF_SCENE_ONE_THERE, SF_SCENE_THOSE_HEADS,
    SF_SCENE_FREE, SF_SCENE_CARED)."""
    w = _words(text)
    keys = w.keys
    if (set_end := _sf_group_set(w)) is None:
        return None
    anchored = {k for s in _strings(w, 0, len(keys)) for k in range(max(s - 10, 0), s + 1)}  # (an anchor's words)
    instead: dict[int, str] = {}
    for n in range(set_end + 1, len(keys)):
        said_before = {keys[k] for k in range(n) if k not in anchored}
        if n in instead:
            continue
        if (m := _at(keys, n, len(keys), W.SF_SCENE_BOTH)) is not None and keys[n - 1] in ("among", "of", "from"):
            instead[n] = "them"  # ('Among those who pass both, ...')
            instead.update({k: "" for k in range(n + 1, m)})
        elif keys[n] in W.SF_SCENE_WHO and keys[n - 1] in _ENDS and \
                (stop := _sf_end(w, n, frozenset({"?"}))) < len(keys) and keys[stop - 1] == "there" and \
                not any(k in _ENDS | {","} for k in keys[n:stop - 1]):
            instead[n] = "Which of them" if w.raw[n][:1].isupper() else "which of them"  # ('Who has R there?')
            instead[stop - 1] = ""
        elif (m := _at(keys, n, len(keys), W.SF_SCENE_WHO_THERE)) is not None and keys[n - 1] in _ENDS | {","}:
            instead[n] = "which of them" if w.raw[n][:1].islower() else "Which of them"
            instead.update({k: "" for k in range(n + 1, m)})
        elif keys[n] == "there" and keys[n - 1] not in W.SF_SCENE_THERE_NOT_AFTER and \
                (n + 1 == len(keys) or keys[n + 1] in W.SF_SCENE_THERE_BEFORE) and _sf_place_group(w, set_end) and \
                _ranked_words(w.span(next((k + 1 for k in range(n - 1, set_end, -1) if keys[k] in _ENDS), set_end + 1),
                                     n)):
            # ('Let's focus on the people living in the same state as S. I'd like to know who owns the most credit
            # cards there; ...', c57w: a ranking's 'there', the place the group is the people of, as 'among them')
            instead[n] = "among them"
        elif (m := _at(keys, n, len(keys), W.SF_SCENE_ONE_THERE)) is not None and keys[m:m + 1] == ["with"]:
            instead[n] = f"the {w.raw[n + 1]} among them"
            instead.update({k: "" for k in range(n + 1, m)})
        elif (m := _at(keys, n, len(keys), W.SF_SCENE_CARED)) is not None and keys[m:m + 1] and \
                keys[m] in W.SF_SCENE_CARED_VERBS and keys[n - 1] in (",", ":") and \
                keys[m + 1:m + 2] == ["the"] and keys[m + 2:m + 3] and keys[m + 2] in W.SF_SCENE_RANKS:
            # (a ranking picks them: 'owns the largest number of vehicles'; not 'owns a dog')
            instead[n] = f"take the person who {w.raw[m]}"
            instead.update({k: "" for k in range(n + 1, m + 1)})
        elif keys[n] == "those":
            head = next((k for k in range(n + 1, min(n + 5, len(keys))) if keys[k] in W.SF_SCENE_THOSE_HEADS), None)
            if head is None or head == n + 1 or any(w.kinds[k] == STRING for k in range(n + 1, head)):
                continue
            without: list[str] = []
            for k in range(n + 1, head):
                if keys[k] in W.SF_SCENE_FREE and W.SF_SCENE_FREE[keys[k]] is not None:
                    without.append(str(W.SF_SCENE_FREE[keys[k]]))
                elif not ({keys[k], keys[k].rstrip("s")} & said_before or keys[k] in ("policy", "card") and
                          keys[k] in said_before or keys[head] == "holders" and keys[k] in said_before):
                    break
            else:
                said_head = keys[head] in ("holders", "owners", "cardholders", "policyholders")
                if said_head and (not ({"hold", "holds", "holding", "holder", "holders", "own", "owns", "owning",
                                        "owner", "owners"} & said_before) or W.SF_SCENE_NOT & said_before):
                    continue  # ('those dog owners' after '... who don't own a dog': not read)
                instead[n] = "those people" + (f" without {' or '.join(without)}" if without else "")
                instead.update({k: "" for k in range(n + 1, head + 1)})
    return _spelled(w, 0, len(keys), instead) if instead else None


def _sf_scene_lead(text: str) -> str | None:
    """'I'd like you to consider G.' / 'Let's focus on G.' -> 'Consider G.'; 'Consider G, and single out the eldest of
    them.' -> 'Consider G. Take the eldest of them.' (words.SF_SCENE_LEADS, SF_SCENE_PICK): a group said first in a
    sentence of its own."""
    w = _words(text)
    keys = w.keys
    end = _sf_end(w, 0, frozenset({".", ";", "!"}))
    if end + 1 >= len(keys) or (lead := _at(keys, 0, end, W.SF_SCENE_LEADS)) is None:
        return None
    pick = next(((n, m) for n in range(lead + 2, end) if (m := _at(keys, n, end, W.SF_SCENE_PICK)) is not None), None)
    group_end = pick[0] if pick is not None else end
    if not _people_words(w, lead, group_end) or len(_strings(w, lead, group_end)) > 1:
        return None  # (two groups said: 'Take the people in S1's state and those in S2's, and pick ...' is not read)
    said = f"Consider {w.span(lead, group_end)}."
    if pick is not None:
        said += f" Take {w.span(pick[1], end)}."
    elif keys[:lead] == ["consider"]:
        return None
    return f"{said} {text[w.starts[end + 1]:]}"


def _sf_scene_wanted(text: str) -> str | None:
    """'Whoever has R among them (T) is the person I'm interested in.' -> 'Take whoever has R among them (T).'; 'I'm
    after the person among them with R; T.' -> 'Find the person among them with R; T.' (words.SET_FIRST_WANTED,
    SF_SCENE_AFTER), a sentence after a group set up."""
    w = _words(text)
    keys = w.keys
    if _sf_group_set(w) is None:
        return None
    for i, j, _ in _sentences(w)[1:]:
        if keys[i] in ("whoever",):
            wanted = next(((n, m) for n in range(i + 2, j) if (m := _at(keys, n, j, W.SET_FIRST_WANTED)) is not None),
                          None)
            if wanted is None or wanted[1] != j and keys[wanted[1]] not in _ENDS:
                continue
            return f"{text[:w.starts[i]]}Take {w.span(i, wanted[0])}{text[w.starts[wanted[1]]:]}"
        if (m := _at(keys, i, j, W.SF_SCENE_AFTER)) is not None and keys[m:m + 2] in (["the", "person"], ["the", "one"]):
            return f"{text[:w.starts[i]]}Find {text[w.starts[m]:]}"
    return None


def _sf_scene_filters(text: str) -> str | None:
    """'Two filters apply here. First, the people must C1. Second, they must C2. ...' -> 'Consider people who C1 and who
    C2. ...'; 'Two anchors define the group: S1, whose blood group everyone must share, and S2, whose state everyone
    must live in.' -> 'Consider people with the same blood group as S1 and with the same state as S2.'; 'Here's a group
    to work with: G, limited to those who C.' -> 'Here's a group: G, but only those who C.' (words.SF_SCENE_FILTERS,
    SF_SCENE_FIRST_MUST, SF_SCENE_SECOND_MUST, SF_SCENE_ANCHORS, SF_SCENE_MUST_SHARE, SF_SCENE_HERE,
    SF_SCENE_LIMITED)."""
    w = _words(text)
    keys = w.keys
    sentences = _sentences(w)
    if (m := _at(keys, 0, len(keys), W.SF_SCENE_HERE)) is not None and keys[m:m + 1] == [":"]:
        rest = text[w.starts[m + 1]:]
        rw = _words(rest)
        limited = next(((n, k) for n in range(len(rw.keys)) if (k := _at(rw.keys, n, len(rw.keys), W.SF_SCENE_LIMITED))
                        is not None), None)
        if limited is not None:
            rest = f"{rest[:rw.starts[limited[0]]]}, but only those {rest[rw.starts[limited[1]]:]}"
        return f"Here's a group: {rest}"
    if len(sentences) >= 3 and _at(keys, 0, sentences[0][1], W.SF_SCENE_FILTERS) == sentences[0][1]:
        (i1, j1, _), (i2, j2, _) = sentences[1], sentences[2]
        first, second = _at(keys, i1, j1, W.SF_SCENE_FIRST_MUST), _at(keys, i2, j2, W.SF_SCENE_SECOND_MUST)
        if first is None or second is None or j2 + 1 >= len(keys):
            return None
        return f"Consider people who {w.span(first, j1)} and who {w.span(second, j2)}. {text[w.starts[j2 + 1]:]}"
    end = _sf_end(w, 0, frozenset({".", ";", "!"}))
    if (m := _at(keys, 0, end, W.SF_SCENE_ANCHORS)) is None or keys[m:m + 1] != [":"] or end + 1 >= len(keys):
        return None
    said: list[str] = []
    n = m + 1
    while n < end:  # (each 'S, whose <value> everyone must share|live in', joined by ', and')
        whose = next((k for k in range(n, end) if keys[k] == "whose" and keys[k - 1] == ","), None)
        if whose is None or (found := _attribute_of(w, whose + 1, end)) is None:
            return None
        person = _intro_anchor(w, n, whose - 1)
        share = _at(keys, found[1], end, W.SF_SCENE_MUST_SHARE)
        if person is None or share is None:
            return None
        if (keys[share - 1] == "in") != (found[0] in W.PLACES):
            return None  # ('whose state everyone must live in'; 'whose blood group everyone must share')
        said.append(f"with the same {_sf_scene_noun(found[0])} as {person.person}")
        n = share + (keys[share:share + 1] == [","]) + (keys[share:share + 2] in ([",", "and"], ["and", "the"]))
        n += keys[n:n + 1] == ["and"]
        if n < end and keys[n - 1] not in (",", "and"):
            return None
    if len(said) != 2:
        return None
    return f"Consider people {said[0]} and {said[1]}. {text[w.starts[end + 1]:]}"


def _sf_scene_rank(text: str) -> str | None:
    """'Rank them by their total bank balance. What do the balances of the top two people add up to?' -> 'What do the
    balances of the top two people by total bank balance add up to?' (words.SF_SCENE_RANK, SF_SCENE_RANK_DOWN,
    SF_SCENE_TOP): a group's ranking said in a sentence of its own, its top said by number in the next."""
    w = _words(text)
    keys = w.keys
    if _sf_group_set(w) is None:
        return None
    sentences = _sentences(w)
    for (i, j, _), (i2, j2, _) in zip(sentences[1:], sentences[2:]):
        if (m := _at(keys, i, j, W.SF_SCENE_RANK)) is None:
            continue
        stop = next((n for n in range(m, j) if _at(keys, n, j, W.SF_SCENE_RANK_DOWN) == j), j)
        measure = w.span(m + (keys[m] in ("their", "each")), stop)
        ranked = _measure_of(measure) if measure else None
        if keys[j:j + 1] not in ([";"], ["."], ["!"]) or ranked is None or \
                isinstance(ranked, Metric) and ranked not in (Metric.BALANCE, Metric.SALARY):
            return None  # (a date's or an age's top is no measure's highest: 'Rank them by age' is refused)
            return None
        top = next(((n, k) for n in range(i2, j2) if (k := _at(keys, n, j2, W.SF_SCENE_TOP)) is not None), None)
        if top is None:
            return None
        return f"{text[:w.starts[i]]}{text[w.starts[i2]:w.starts[top[1]]].rstrip()} by {measure} " \
               f"{text[w.starts[top[1]]:]}"
    return None


def _sf_scene_asked(text: str) -> str | None:
    """The value asked in the last sentence after a person picked, said in a set-up's words: 'Add up the balances of that
    person's bank accounts: what do you get?' -> 'What is the sum of the balances of that person's bank accounts?'; 'I
    don't need the name, just the sum of X. What is it?' -> 'What is the sum of X?'; 'What is that total balance for
    the person you found?' -> "What is that person's total balance?" (words.SF_SCENE_ADD_UP, SF_SCENE_WHAT_GET,
    SF_SCENE_NOT_NAME, SF_SCENE_WHAT_IS_IT, SF_SCENE_FOUND)."""
    w = _words(text)
    keys = w.keys
    sentences = _sentences(w)
    if len(sentences) < 2:
        return None
    i, j, _ = sentences[-1]
    before = text[:w.starts[i]]
    if (m := _at(keys, i, j, W.SF_SCENE_ADD_UP)) is not None:
        colon = next((n for n in range(m, j) if keys[n] in (":", "\u2014", ",")), None)
        if colon is not None and _at(keys, colon + 1, j, W.SF_SCENE_WHAT_GET) == j and keys[j:j + 1] == ["?"] and \
                keys[m:m + 1] == ["the"]:
            return f"{before}What is the sum of {w.span(m + 1, colon)}?"
    if len(sentences) >= 3 and _at(keys, i, j, W.SF_SCENE_WHAT_IS_IT) == j:
        i2, j2, _ = sentences[-2]
        if (m := _at(keys, i2, j2, W.SF_SCENE_NOT_NAME)) is not None and keys[m:m + 1] == ["the"]:
            return f"{text[:w.starts[i2]]}What is {w.span(m, j2)}?"
    if keys[i:i + 3] in (["what", "is", "that"], ["what", "'s", "that"]):
        found = next(((n, k) for n in range(i + 3, j) if (k := _at(keys, n, j, W.SF_SCENE_FOUND)) == j), None)
        said = w.span(i + 3, found[0]) if found is not None else ""
        if found is not None and (_measure_of(said) is not None or said.lower() in W.THAT_VALUE_NOUNS and
                                  "balance" in said.lower()):
            return f"{before}What is that person's {w.span(i + 3, found[0])}?"
    return None


def _sf_scene_counting(text: str) -> str | None:
    """'Looking at their insurance policies, and counting ones that have already expired, whose policy expires first?'
    -> 'Counting insurance policies that have already expired, whose ...' (words.SF_SCENE_LOOKING, SF_SCENE_COUNTING):
    the records said once, with the ones counted."""
    w = _words(text)
    keys = w.keys
    for i, j, _ in _sentences(w):
        if (m := _at(keys, i, j, W.SF_SCENE_LOOKING)) is None:
            continue
        counted = next(((n, k) for n in range(m + 1, min(m + 4, j)) if (k := _at(keys, n, j, W.SF_SCENE_COUNTING))
                        is not None), None)
        if counted is None or keys[counted[0] - 1] not in _RECORD_PLURALS:
            continue
        return f"{text[:w.starts[i]]}Counting {w.span(m, counted[0])} that {text[w.starts[counted[1]]:]}"
    return None


def _sf_scene_narrowed(text: str) -> str | None:
    """After a group set up in a sentence of its own, a sentence narrowing it ('From that group, keep only the people
    with no credit cards.', 'Narrow that down to people without credit cards.', 'Now filter down to the ones who own no
    pets.') -> 'Keep only those with no credit cards.' (words.SF_SCENE_NARROW_FROM, SF_SCENE_NARROW,
    SF_SCENE_NARROW_PEOPLE, SF_SCENE_NARROW_CLAUSE)."""
    w = _words(text)
    keys = w.keys
    if (set_end := _sf_group_set(w)) is None:
        return None
    for i, j, mark in _sentences(w):
        if i <= set_end or mark not in (".", ";"):
            continue
        k = i
        while (m := _at(keys, k, j, W.SF_SCENE_NARROW_FROM)) is not None and m < j:
            k = m
        if (verb := _at(keys, k, j, W.SF_SCENE_NARROW)) is None or \
                (people := _at(keys, verb, j, W.SF_SCENE_NARROW_PEOPLE)) is None or \
                keys[people:people + 1] == [] or keys[people] not in W.SF_SCENE_NARROW_CLAUSE:
            continue
        return f"{text[:w.starts[i]]}Keep only those {w.span(people, j)}{text[w.starts[j]:]}"
    return None


def _measure_of(said: str) -> Records | Metric | None:
    """The measure the words name ('total bank balance', 'salary', 'number of pets'), or None."""
    w = _words(said)
    found = [f for table in (W.TOPIC_MEASURES, W.TOPIC_COMPARED_METRICS)
             if (f := _longest_measure(w, 0, len(w.keys), table)) is not None and f[1] == len(w.keys)]
    return found[0][0] if len({f[0] for f in found}) == 1 else None


def _sf_let_narrow(text: str) -> str | None:
    """'Let's narrow things down to G.' -> 'Narrow things down to G.' (words.SF_SCENE_LET, SF_SCENE_LET_VERBS)."""
    w = _words(text)
    if (m := _at(w.keys, 0, len(w.keys), W.SF_SCENE_LET)) is None or w.keys[m:m + 1] == [] or \
            w.keys[m] not in W.SF_SCENE_LET_VERBS:
        return None
    return _sf_cap(text[w.starts[m]:])


def _sf_whose_same(text: str) -> str | None:
    """'Among everyone whose card provider is that same one, ...' -> 'Among everyone with that same card provider, ...'
    (words.SF_SCENE_WHOSE_SAME: a value said before referred back as 'the same one')."""
    w = _words(text)
    for n in range(1, len(w.keys) - 3):
        if w.keys[n] != "whose" or (found := _attribute_of(w, n + 1, len(w.keys))) is None or \
                (m := _at(w.keys, found[1], len(w.keys), W.SF_SCENE_WHOSE_SAME)) is None:
            continue
        return f"{text[:w.starts[n]]}with that same {_sf_scene_noun(found[0])}{text[w.starts[m]:] if m < len(w.keys) else ''}"
    return None


_EACH_ANCHOR_WORDS = W.SET_FIRST_THING_WORDS | {"owner", "person", "who", "owns", "someone", "somebody", "individual"}


def _each_anchor(w: _Words, i: int, j: int) -> tuple[int, _Intro] | None:
    """An anchor said at i, its name in quotes before j ('the owner of the fish named 'A'', 'a car with license plate
    'X'', 'Someone owns a fish named 'M''): where it ends and its person; None when words i .. (its name) are not only
    an anchor's (words.SET_FIRST_THING_WORDS and a person's noun)."""
    q = next((n for n in range(i, j) if w.kinds[n] == STRING), None)
    if q is None or any(k not in _EACH_ANCHOR_WORDS for k in w.keys[i:q]):
        return None
    found = _intro_anchor(w, i, q + 1)
    if found is None:
        return None
    name = w.starts[q] - w.starts[i]  # (its words before the name said inside: 'the owner of the dog named ...')
    said = w.text[w.starts[i]:w.starts[q]]
    found.person = found.person.replace(said, said.lower(), 1) if name > 0 else found.person
    return q + 1, found


def _each_item(w: _Words, i: int, j: int) -> tuple[int, _Intro] | None:
    """One anchor's place in a set-up: (words.SET_FIRST_EACH_BEFORE) anchor (words.SET_FIRST_EACH_AFTER_ANCHOR): its
    end, and the anchor's person."""
    k = _at(w.keys, i, j, W.SET_FIRST_EACH_BEFORE) or i
    q = next((n for n in range(k, j) if w.kinds[n] == STRING), None)
    if q is None:
        return None
    found = _each_anchor(w, k, q + 1)
    if found is None:
        return None
    end = found[0]
    if (after := _at(w.keys, end, j, W.SET_FIRST_EACH_AFTER_ANCHOR)) is not None:
        end = after
    elif k > i and w.keys[k - 1] == "where":
        return None  # ('the one where A': its verb unsaid)
    return end, found[1]


def _each_set_up(w: _Words, i: int, j: int) -> list[_Intro] | None:
    """Words i .. j - 1 setting up two anchors' places, and nothing else: an announcement (words.SET_FIRST_EACH_ANNOUNCED)
    before a colon, a lead (SET_FIRST_EACH_LEADS), two items joined (SET_FIRST_EACH_JOIN), what is said of both
    (SET_FIRST_EACH_BOTH); the two anchors' people, or None."""
    k = i
    if (said := _at(w.keys, k, j, W.SET_FIRST_EACH_ANNOUNCED)) is not None and \
            (mark := _at(w.keys, said, j, W.SET_FIRST_EACH_ANNOUNCE_ENDS)) is not None:
        k = mark
    k = _at(w.keys, k, j, W.SET_FIRST_EACH_LEADS) or k
    first = _each_item(w, k, j)
    if first is None or (join := _at(w.keys, first[0], j, W.SET_FIRST_EACH_JOIN)) is None:
        return None
    k = _at(w.keys, join, j, W.SET_FIRST_EACH_LEADS) or join
    second = _each_item(w, k, j)
    if second is None:
        return None
    end = second[0]
    end += w.keys[end:end + 1] == [","]
    if end < j:
        end = _at(w.keys, end, j, W.SET_FIRST_EACH_BOTH) or end
    return [first[1], second[1]] if end == j else None


def _each_place_ref(w: _Words, k: int, j: int, anchors: list[_Intro]) -> tuple[int, _Intro] | None:
    """A place referred to as one anchor's at k ('the dog owner's state', 'the state of the first owner', "Tony's
    owner's home state", 'the state where the rabbit owner lives'): its end and the anchor (words.SET_FIRST_EACH_REF_*),
    None when not so or when it could be either's."""
    before = _at(w.keys, k, j, W.SET_FIRST_EACH_REF_BEFORE)
    m, who = _back_at(w, before or k, anchors)
    if m is None or who is None:
        return None
    if before is not None and w.keys[before - 1] == "where":
        lives = _at(w.keys, m, j, W.SET_FIRST_EACH_REF_LIVES)
        return (lives, who) if lives is not None else None
    if before is not None:
        return m, who
    after = _at(w.keys, m, j, W.SET_FIRST_EACH_REF_AFTER)
    return (after, who) if after is not None else None


def _each_repeated(w: _Words, i: int, j: int, after: tuple[int, int] | None,
                   anchors: list[_Intro]) -> tuple[list[_Intro], int, int, int] | None:
    """'For the dog owner's state, find R; do the same for the rabbit owner's state.' (words.SET_FIRST_EACH_PLACE_LEADS,
    SAME_AGAIN): the anchors in the order the step takes them, where the step starts and ends, and where the text after
    the repeat starts; the repeat said in the same sentence after a comma, or as the next sentence (after)."""
    lead = _at(w.keys, i, j, W.SET_FIRST_EACH_PLACE_LEADS)
    ref = _each_place_ref(w, lead, j, anchors) if lead is not None else None
    if ref is None or w.keys[ref[0]:ref[0] + 1] != [","]:
        return None
    step = ref[0] + 1
    for p in range(step + 1, j):
        if w.keys[p] not in (",", "and", "then") or (k := _at(w.keys, p, j, W.SET_FIRST_EACH_THEN)) is None or \
                (again := _at(w.keys, k, j, W.SAME_AGAIN)) is None:
            continue
        other = _each_place_ref(w, again, j, anchors)
        if other is not None and other[0] == j and other[1] is not ref[1]:
            return [ref[1], other[1]], step, p, j
        return None
    if after is None:
        return None
    k = _at(w.keys, after[0], after[1], W.SET_FIRST_EACH_THEN) or after[0]
    again = _at(w.keys, k, after[1], W.SAME_AGAIN)
    other = _each_place_ref(w, again, after[1], anchors) if again is not None else None
    if other is None or other[0] != after[1] or other[1] is ref[1]:
        return None
    return [ref[1], other[1]], step, j, after[1]


def _each_pair_tie_before(w: _Words, after: list[tuple[int, int, str]]) -> bool:
    """A tie said of the two ('If they are tied, take the younger.', 'If the two are tied, ...') in a sentence between
    the step and the question: the picks' tie or the comparison's, which the layer refuses (e41p)."""
    for i, j, mark in after:
        keys = set(w.keys[i:j])
        if mark == "?" or keys & {"which", "who", "whose"}:
            return False
        if keys & (W.TIE_SIGNS - _COUNT_WORDS) and keys & {"they", "them", "two", "2"}:
            return True
    return False


_COUNT_WORDS = frozenset({"two", "2", "three", "3", "several", "multiple"})


def _sf_each_state(text: str) -> str | None:
    """'Here are two states to look at: the one where A lives, and the one where B lives. In each, find R.' / 'Two
    owners set the scene: A and B. For each owner's state, find R.' / '... For the dog owner's state, find R; do the
    same for the rabbit owner's state.' -> 'Find the state of A and the state of B. In each state, find R.' (e49c: the
    set-up's sentences said in words.SET_FIRST_EACH_* and nothing else, the step's place words.SET_FIRST_EACH_STEP or
    SET_FIRST_EACH_WANTED at the start of the sentence after them, or each anchor's place in turn)."""
    text = text[:1].lower() + text[1:]  # ('The vehicle with ...' said inside: 'the owner of the vehicle ...')
    w = _words(text)
    sentences = _sentences(w)
    for n, (i, j, _) in enumerate(sentences[1:3], start=1):
        step = _at(w.keys, i, j, W.SET_FIRST_EACH_STEP)
        wanted = _at(w.keys, i, j, W.SET_FIRST_EACH_WANTED) if step is None else None
        if step is not None and w.keys[step:step + 1] != [","]:
            step = None
        start = sentences[0][0]
        if n == 2:  # ('Here's the setup. A and B each have an owner, ...': the announcement a sentence of its own)
            if _at(w.keys, start, sentences[0][1], W.SET_FIRST_EACH_ANNOUNCED) != sentences[0][1]:
                return None
            start = sentences[1][0]
        anchors = _each_set_up(w, start, sentences[n - 1][1])
        if anchors is None:
            continue
        if _each_pair_tie_before(w, sentences[n + 1:]):
            return None
        if step is None and wanted is None:
            after = sentences[n + 1][:2] if n + 1 < len(sentences) else None
            repeated = _each_repeated(w, i, j, after, anchors)
            if repeated is None:
                continue
            (first, second), at, to, rest_at = repeated
            rest = text[w.starts[rest_at] + 1:] if rest_at < len(w.keys) else ""
            return f"Find the state of {first.person} and the state of {second.person}. In each state, " \
                   f"{text[w.starts[at]:w.starts[to]].strip()}.{rest}"
        if not {"state", "states"} & set(w.keys[sentences[0][0]:i]) and \
                not W.SET_FIRST_EACH_WHOSE & set(w.keys[i:step or wanted]):
            return None  # ('A and B each have an owner. In each state, find R': a place never said as theirs)
        first, second = anchors
        rest = text[w.starts[step + 1]:] if step is not None else f"find {text[w.starts[wanted]:]}"  # type: ignore[index]
        return f"Find the state of {first.person} and the state of {second.person}. In each state, {rest.lstrip()}"
    return None


def _sf_same_for_place(text: str) -> str | None:
    """'Then do the same for the state of S2: the person with R2.' -> 'Then, among the people living in the state of
    S2, find the person with R2.' (the ranking said again is the second's); 'For S2, do the same within that person's
    state.' -> 'Then do the same for the state of S2.' (e49c: words.SET_FIRST_SAME_*; the repeat for a state is read
    only when the steps it repeats use the first person's state: `_again_from`)."""
    w = _words(text)
    instead: dict[int, str] = {}
    plain: dict[int, str] = {}  # (a ranking said again after the colon: the repeat as said without it, to agree with)
    repeated = False  # (a repeat for another person's state said, as the readers read it or not)
    for i, j, _ in _sentences(w):
        k = _at(w.keys, i, j, W.SET_FIRST_SAME_LEAD) or i
        same = _at(w.keys, k, j, W.SET_FIRST_SAME_FOR) or _at(w.keys, k, j, W.SET_FIRST_SAME_TAKE)
        if same is not None and (of := _at(w.keys, same, j, W.SET_FIRST_SAME_STATE_OF)) is not None:
            repeated = repeated or _at(w.keys, k, j, W.SET_FIRST_SAME_FOR) is not None
            colon = next((n for n in range(of, j) if w.keys[n] == ":" and w.kinds[n] != STRING), None)
            by = next(((n, m) for n in range(of + 1, colon or j) if (m := _at(w.keys, n, j, W.SET_FIRST_SAME_BY_RULE))
                       is not None), None)
            if _at(w.keys, k, j, W.SET_FIRST_SAME_FOR) is None and (by is None or by[1] not in (j, colon)):
                continue  # ('take the state of S2 and choose by the same rule': the rule said to be the same)
            ends = by[0] if by is not None else colon
            whoever = w.keys[of:of + 1] == ["whoever"]  # ('the state of whoever owns S', c53w: 'the person who owns S')
            person = f"the person who {w.span(of + 1, ends)}" if whoever and ends is not None else \
                w.span(of, ends) if ends is not None else ""
            if ends is None or not _one_person(person) or _head(person) is None:
                continue
            if {found[0] for n in range(i) if (found := _attribute_of(w, n, i)) is not None} != {Attribute.STATE}:
                continue  # (the steps it repeats must be in the first person's state, and use nothing else of theirs)
            said = "Then" if k > i else ""
            if colon is None or colon + 1 >= j:
                instead[i] = f"{said or 'Then'} do the same for the state of {person}"
            else:
                # (the ranking said again, as said: 'the person with R', 'whoever has R', or bare 'fewest X, then Y')
                go = _at(w.keys, colon + 1, j, W.SET_FIRST_GO_VERBS)
                if go is not None and go < j and w.keys[go] in W.SET_FIRST_SAME_RANKED_THEIRS:
                    # ('...: find its youngest resident', c53w: the ranking as said, 'its' the state's)
                    ranking = f"the {w.span(go + 1, j)}"
                else:
                    ranking = w.span(go if go is not None and go < j and w.keys[go] in ("the", "whoever")
                                     else colon + 1, j)
                if go is None and w.keys[colon + 1] not in ("the", "whoever"):
                    ranking = f"the person with the {ranking}"
                instead[i] = f"{said}{', a' if said else 'A'}mong the people living in the state of " \
                             f"{person}, find {ranking}"
                plain[i] = f"{said or 'Then'} do the same for the state of {person}"
            instead.update({n: "" for n in range(i + 1, j)})
            continue
        lead = _at(w.keys, i, j, W.CONTEXT_LEADS)
        comma = next((n for n in range(lead, j) if w.keys[n] == ","), None) if lead is not None else None
        if lead is None and (lead := _at(w.keys, k, j, W.SET_FIRST_SAME_START)) is not None:
            # ('Then start from S2 and do the same in that owner's state.')
            comma = next((n for n in range(lead, j) if w.keys[n] == "and" and w.kinds[n - 1] == STRING), None)
        if comma is None or (bare := _at(w.keys, comma + 1, j, W.SET_FIRST_SAME_BARE)) is None or \
                _at(w.keys, bare, j, W.SET_FIRST_SAME_THEIR_STATE) != j:
            continue
        person = w.span(lead, comma)  # type: ignore[arg-type]
        if not _one_person(person) or _head(person) is None or len(_strings(w, lead, comma)) != 1:  # type: ignore[arg-type]
            continue
        instead[i] = f"Then do the same for the state of {person}"
        instead.update({n: "" for n in range(i + 1, j)})
    if (instead or repeated) and (group := _sf_group_set(w)) is not None and \
            _at(w.keys, group + 1, len(w.keys), W.SET_FIRST_GO_VERBS) is not None and group + 1 not in instead:
        # ('Consider everybody living in the same state as S. Find R. Then do the same for the state of S2.', from
        # 'Start with S and look at everybody in their state; find R' (_sf_scene): the step taken among them)
        instead[group + 1] = f"Among them, {w.keys[group + 1]}"
    if not instead:
        return None
    out = _spelled(w, 0, len(w.keys), instead)
    if plain and not _restated_agrees(out, _spelled(w, 0, len(w.keys), {**instead, **plain})):
        return None  # ('Then do the same in the state of S2: the fewest credit cards' after 'the most': not read)
    return out


def _sf_same_for_group(text: str) -> str | None:
    """'Do the same for the people based in the same state as S2: most insurance policies, eldest on a tie.' -> 'Among the
    people based in the same state as S2, find the person with the most insurance policies, eldest on a tie.' (c55w): a
    repeat said for a group of people (words.SET_FIRST_SAME_FOR, then a group, not one person), with its ranking said
    again after a colon: read as said, where the repeat alone ('Among G2, do likewise.') reads the same or not at all
    (`_restated_agrees`); without the ranking said again, left to the readers of 'do likewise'."""
    w = _words(text)
    keys = w.keys
    for i, j, _ in _sentences(w)[1:]:
        k = _at(keys, i, j, W.SET_FIRST_SAME_LEAD) or i
        same = _at(keys, k, j, W.SET_FIRST_SAME_FOR)
        if same is None:
            continue
        colon = next((n for n in range(same, j) if keys[n] == ":" and w.kinds[n] != STRING), None)
        if colon is None or colon + 1 >= j or not _people_words(w, same, colon) or _one_person(w.span(same, colon)):
            continue
        go = _at(keys, colon + 1, j, W.SET_FIRST_GO_VERBS)
        said = w.span(go if go is not None else colon + 1, j)
        ranking = said if go is not None or keys[colon + 1] in ("the", "whoever") else f"the person with the {said}"
        lead = "Then, a" if k > i else "A"
        group = w.span(same, colon)
        out = f"{text[:w.starts[i]]}{lead}mong {group}, find {ranking}{text[w.starts[j]:]}"
        plain = f"{text[:w.starts[i]]}{lead}mong {group}, do likewise{text[w.starts[j]:]}"
        return out if _restated_agrees(out, plain) else None
    return None


def _restated_agrees(restated: str, repeated: str) -> bool:
    """Does the text with a repeat's ranking said again after its colon ('Then do the same for the state of S2: most
    credit cards, T', c49w) read as the text with the repeat alone ('Then do the same for the state of S2.') does, where
    that reads? (A ranking said again that says another ranking is no repeat: `_sf_same_for_place` leaves it.)"""
    from cbwh.ask.questions import parse_output

    try:
        alone = parse_output(repeated)
    except (ParseError, UsageError):
        return True  # (the repeat alone not read: the ranking said again is the step, as said)
    try:
        return parse_output(restated) == alone
    except (ParseError, UsageError):
        return True  # (the ranking said again refused: its reason, a truer one than the repeat's without it, stands)


def _sf_then_start(text: str) -> str | None:
    """After a first step, a second anchor moved to and its step after a colon: 'Then move to S2: among people in that
    owner's state, find R2.' -> 'Then start with S2. Among people in that owner's state, find R2.' (e50c:
    words.SET_FIRST_SAME_LEAD, SET_FIRST_SAME_START; the step after the colon words.SET_FIRST_START_GROUP or
    SET_FIRST_GO_VERBS; S2 one person by one anchor, not a place)."""
    w = _words(text)
    sentences = _sentences(w)
    for i, j, _ in sentences[1:]:
        k = _at(w.keys, i, j, W.SET_FIRST_SAME_LEAD)
        if k is None or (start := _at(w.keys, k, j, W.SET_FIRST_SAME_START)) is None:
            continue
        colon = next((n for n in range(start, j) if w.keys[n] == ":" and w.kinds[n] != STRING), None)
        if colon is None or colon + 1 >= j or not (w.keys[colon + 1] in W.SET_FIRST_START_GROUP or
                                                  _at(w.keys, colon + 1, j, W.SET_FIRST_GO_VERBS) is not None):
            continue
        person = w.span(start, colon)
        said = _words(person)
        if len(_strings(w, start, colon)) != 1 or not _one_person(person) or _head(person) is None or \
                _attribute_of(said, said.keys[:1] == ["the"], len(said.keys)) is not None:
            continue
        step = text[w.starts[colon + 1]:w.starts[j] if j < len(w.keys) else len(text)]
        # ('Then turn to S2: among people in their state, find R2.', c49w: the step's 'their state' is S2's, as the
        # colon said; a sentence of its own, it could be the person found before's)
        named = _then_theirs().sub(lambda m: f"{m.group('pre')} the same {m.group('place')} as {person}", step, count=1)
        if named != step:  # (S2 said in the step: no person set up of their own)
            rest = text[w.starts[j]:] if j < len(w.keys) else ""
            return f"{text[:w.starts[i]]}Then, {named.lstrip()[:1].lower()}{named.lstrip()[1:]}{rest}"
        return f"{text[:w.starts[i]]}Then start with {person}. {_sf_cap(text[w.starts[colon + 1]:])}"
    return None


@lru_cache(maxsize=1)
def _then_theirs() -> re.Pattern[str]:
    """A place said as the person's just started from ('in their state', 'of that owner's state'): words.SET_FIRST_THEN_THEIRS."""
    return re.compile(rf"\b(?P<pre>in|of|from|within|across)\s+(?:{_alts(tuple(W.SET_FIRST_THEN_THEIRS))})\s+"
                      r"(?:home\s+)?(?P<place>state|city)\b", re.IGNORECASE)


def _sf_other_same_way(text: str) -> str | None:
    """'One lives in the same state as S1 and, among that state's residents, has R (T). The other is chosen the same way
    from residents of the state where S2 lives.' -> 'Find the state of S1 and the state of S2. In each state, find the
    person who has R (T).' (e49c: words.SET_FIRST_ONE_LEADS, SET_FIRST_LIVES_SAME, SET_FIRST_ONE_HAS,
    SET_FIRST_OTHER_LEADS, SET_FIRST_SAME_WAY, SET_FIRST_SAME_WAY_FROM, the second's place SET_FIRST_EACH_BEFORE)."""
    w = _words(text)
    sentences = _sentences(w)
    for (i, j, _), (i2, j2, _) in zip(sentences, sentences[1:]):
        if (one := _at(w.keys, i, j, W.SET_FIRST_ONE_LEADS)) is None or \
                (lives := _at(w.keys, one, j, W.SET_FIRST_LIVES_SAME)) is None:
            continue
        has = next(((n, m) for n in range(lives + 1, j) if (m := _at(w.keys, n, j, W.SET_FIRST_ONE_HAS)) is not None),
                   None)
        if has is None or w.keys[has[1]:has[1] + 1] != ["the"]:
            return None
        first = _each_anchor(w, lives, has[0])
        if first is None or first[0] != has[0]:
            return None
        if (other := _at(w.keys, i2, j2, W.SET_FIRST_OTHER_LEADS)) is None or \
                (way := _at(w.keys, other, j2, W.SET_FIRST_SAME_WAY)) is None or \
                (where := _at(w.keys, way, j2, W.SET_FIRST_SAME_WAY_FROM)) is None:
            return None
        second = _each_item(w, where, j2)
        if second is None or second[0] != j2 or _at(w.keys, where, j2, W.SET_FIRST_EACH_BEFORE) is None:
            return None
        verb = w.raw[has[1] - 1]
        after = text[w.starts[j2] + 1:] if j2 < len(w.keys) else ""
        return f"{text[:w.starts[i]]}Find the state of {first[1].person} and the state of {second[1].person}. In each " \
               f"state, find the person who {verb} {text[w.starts[has[1]]:w.starts[j]].strip()}.{after}"
    return None


def _sf_pull_out(text: str) -> str | None:
    """'Look up S, list everybody living in their state, and pull out whoever has R' -> 'Look up S and, among everybody
    living in their state, find whoever has R' (e49c: words.SET_FIRST_GATHER, SET_FIRST_GATHERED,
    SET_FIRST_GATHERED_LIVING, SET_FIRST_THEIRS, SET_FIRST_PULL_OUT; the person before the comma one anchor's)."""
    w = _words(text)
    for i, j, _ in _sentences(w):
        for n in range(i + 1, j):
            if w.keys[n] != "," or w.kinds[n - 1] != STRING or \
                    (gather := _at(w.keys, n + 1, j, W.SET_FIRST_GATHER)) is None or \
                    (people := _at(w.keys, gather, j, W.SET_FIRST_GATHERED)) is None or \
                    (living := _at(w.keys, people, j, W.SET_FIRST_GATHERED_LIVING)) is None or \
                    (theirs := _at(w.keys, living, j, W.SET_FIRST_THEIRS)) is None or \
                    (place := _at(w.keys, theirs, j, W.PLACE_NOUNS)) is None or \
                    (out := _at(w.keys, place, j, W.SET_FIRST_PULL_OUT)) is None or \
                    w.keys[out:out + 1] not in (["whoever"], ["the"]):
                continue
            return f"{text[:w.starts[n]]} and, among {w.span(gather, place)}, " \
                   f"find {text[w.starts[out]:]}"
    return None


def _sf_compare_found(text: str) -> str | None:
    """'Now compare those two people: whose total bank balance is larger?' -> 'Of those two people, whose total bank
    balance is larger?' (e49c: words.SET_FIRST_COMPARE_FOUND, a question after the colon)."""
    w = _words(text)
    for i, j, mark in _sentences(w):
        k = _at(w.keys, i, j, W.SET_FIRST_COMPARE_FOUND)
        if k is None or w.keys[k:k + 1] != [":"] or mark != "?" or k + 1 >= j:
            continue
        asked = text[w.starts[k + 1]:]
        return f"{text[:w.starts[i]]}Of those two people, {asked[:1].lower()}{asked[1:]}"
    return None


_SET_FIRST = (_sf_scene, _sf_scene_lead, _sf_scene_filters, _sf_whose_same, _sf_let_narrow, _sf_scene_refs,
              _sf_scene_wanted, _sf_scene_rank, _sf_scene_asked, _sf_scene_counting, _sf_scene_narrowed,
              _sf_owned_by, _sf_whoever, _sf_look_value, _sf_owner_join, _sf_two, _sf_start, _sf_balance_aside,
              _sf_two_places, _sf_lives_each, _sf_anyones_accounts, _sf_two_found, _sf_only_those, _sf_two_users,
              _sf_think_of, _sf_go_to, _sf_or_the, _sf_wanted, _sf_designated, _sf_group_person, _sf_one_is,
              _sf_lives_ranked, _sf_specifically, _sf_either_tied, _sf_each_state,
              _sf_same_for_place, _sf_pull_out, _sf_compare_found, _sf_other_same_way, _sf_then_start, _sf_echo_dropped,
              _sf_same_for_group, _sf_each_owner_lives)


def set_first(text: str) -> str | None:
    """The set-up-first evaluator's openings not read as written, said as the readers read them (e48a): a thing's
    owner said by a verb, 'whoever owns S', 'its owner' after a comma, a thing looked at with its owner's value, a
    starting point, a balance's aside after a comma, two things or two states announced before a colon, two people
    each said to live in a state. None when none applies."""
    out = text
    for _ in range(3):  # (a rule's words another then reads: 'My starting point is S and ...' -> 'Start with S and ...')
        before = out
        for rule in _SET_FIRST:
            try:
                said = rule(out)
            except (ParseError, UsageError):
                said = None
            if said is not None:
                out = said
        if out == before:
            break
    return None if out == text else out


def _given(w: _Words, i: int, j: int) -> tuple[str, W.Said, int] | None:
    """'Given pet 'Tanya': Q' / 'Given username 'u' -> Q': the person the thing given names (its owner, or the user),
    the names Q may refer to them by ('its owner', 'the owner', 'that user'), and where Q starts."""
    lead = _at(w.keys, i, j, W.GIVEN_LEADS)
    if lead is None:
        return None
    end = next((n for n in range(lead, j) if w.keys[n] in (":", "\u2014")), None)
    if end is None or end + 1 >= j or _strings(w, lead, end) != [end - 1]:
        return None
    typed = w.span(lead, end)
    keys = set(w.keys[lead:end])
    if keys & {"username", "user", "account"}:
        if keys & {"pet", "plate", "car", "vehicle", "owner"}:
            return None
        person = typed if w.keys[lead] == "the" else \
            f"the user with internet {typed}" if w.keys[lead] == "username" else f"the {typed}"
        return person, W.GIVEN_USER, end + 1
    if keys & {"owner", "person", "resident", "who", "whose"}:
        return None  # ('Given the owner of pet X: ...': a person, the set-ups' business)
    return f"the owner of {typed}", W.GIVEN_OWNER, end + 1


def resolve(text: str) -> Resolved | None:
    """The one question text a laid-out question says; None when it defines or sets up no one (the grammar's own
    message stands); ParseError naming what cannot be resolved.

    A sentence read as a set-up ('Among G, identify the one with R.') may be the question itself: when nothing
    refers back to it, it is read again as part of the question."""
    told, glosses = _glossed(_words(narrated(text)))
    w = _words(told)
    asked_by: set[int] = set()
    first: _Unused | None = None
    while True:
        try:
            found = _resolve(w, asked_by)
            break
        except _Unused as unused:
            if unused.start < 0:  # a clause before a dash nothing refers back to: not laid out (the grammar's message)
                return None
            if unused.start in asked_by:
                raise ParseError(str(unused)) from None
            if first is None and unused.report:
                first = unused  # ('Take S. Who is the oldest in Texas?': said when nothing else is laid out)
            asked_by.add(unused.start)
    if found is None and first is not None:
        raise ParseError(str(first))
    if found is None and told != text:  # ('Imagine you look at G. Who R?': the scene read away, nothing set up)
        return Resolved(told, (), glosses=glosses, domains=domains(text, told))
    if found is None:
        return None
    if len(found.people) >= 2 and (said := _tie_there_before(w)) is not None:
        raise ParseError(f"ambiguous: the tie rule '{said}', said before the question, could be for each person's "
                         f"ranking (where each was found) or for the two compared: say 'if there's a tie for <the "
                         f"ranking>, ...' with each person, or 'if they are tied, ...' after the question")
    apart = found.apart if found.apart and _said_apart(text, found.apart) else ()
    return Resolved(found.text, found.read, found.measure, found.measure_said, glosses or found.glosses, found.people,
                    found.placed, apart, found.many, domains(text, found.text))


_TIE_THERE_SENTENCE = _lazy(r"(?:(?:if|should|when|in\s+case\s+of|whenever)\s+)?(?:there(?:'s|\s+is|\s+are|\s+be)\s+)?"
                                 r"(?:(?:a|any|some)\s+)?(?:ties?|tied)\s+(?:remains?\s+|occurs?\s+)?there\b", re.I)


def _tie_there_before(w: _Words) -> str | None:
    """A tie rule said in a sentence of its own with 'there', after a full stop and before the question ('Take A and
    B. Ties there go to the youngest. Who has more vehicles?', r54's family in sentences): laid out after the question
    it would read as the comparison's rule, though 'there' points back to where each person was found. Its words, or
    None. (After the question, 'Break a tie there by salary', it is the comparison's: not this.)"""
    sentences = _sentences(w)
    asked = next((n for n, (_, _, mark) in enumerate(sentences) if mark == "?"), len(sentences) - 1)
    for i, j, _ in sentences[:asked]:
        if i > 0 and w.keys[i - 1] in (".", "!") and _TIE_THERE_SENTENCE.match(w.span(i, j)):
            return w.span(i, j)
    return None


def _tie_of_two_before(w: _Words) -> str | None:
    """A tie rule said of two people defined by name in a sentence of its own, after a full stop and before the
    question ('Let A be R1. Let B be R2. If the two are tied, take the older. Who has more vehicles, A or B?',
    e63v/e64v): whose tie, each person's ranking or the two compared? Its words, or None (a rule after a semicolon,
    '... let B be R2; if several tie, prefer T', is the pick's; one said after the question is the comparison's; one
    saying each pick's, 'If more than one person qualifies in either case', is theirs: words.TWO_SETUP_TIE_*)."""
    sentences = _sentences(w)
    asked = next((n for n, (_, _, mark) in enumerate(sentences) if mark == "?"), len(sentences) - 1)
    for i, j, mark in sentences[:asked]:
        if i > 0 and w.keys[i - 1] in (".", "!") and mark in (".", "!") and \
                _at(w.keys, i, j, W.TWO_SETUP_TIE_FIRST) is not None and \
                any(key in W.TWO_SETUP_TIE_THE_TWO for key in w.keys[i:j]):
            return w.span(i, j)
    return None


def domains(text: str, question: str) -> tuple[str, ...]:
    """The groups set up alone in a sentence of their own of text (`_bare_group`: 'Consider G.', 'Restrict attention
    to G.') whose words the question read took up (`Resolved.domains`)."""
    w = _words(text)
    low = question.lower()
    groups = [(g, mark) for i, j, mark in _sentences(w) if (g := _bare_group(w, i, j) or _domain_said(w, i, j))]
    if len(groups) > 1:
        return ()  # ('Consider G1. Of them, pick S1. Next, consider G2; of these, take S2.': each group a step's own)
    # (not 'Take G; of them, the one with R': a step, its pick said with it)
    return tuple(g for g, mark in groups if mark in (".", ":", "!") and g.lower() in low)


def _domain_said(w: _Words, i: int, j: int) -> str | None:
    """A sentence naming the people looked at ('Restrict attention to G.', 'Look only at G.', 'Only consider G.'):
    the group's words, or None."""
    verb = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = next((end for leads in (W.TOPIC, W.GROUP_SETUP_LEADS) if (end := _at(w.keys, verb, j, leads)) is not None),
                None)
    if lead is None or any(key in (",", ";", "(", ":") for key in w.keys[lead:j]) or not _people_words(w, lead, j):
        return None
    return w.span(lead, j)


def _said_apart(text: str, people: tuple[str, ...]) -> bool:
    """Were the two people's words said as typed, each once, with a sentence's end between them ('Contestant A: S1.
    Contestant B: S2.'), not in one sentence the layer laid out ('S1 vs S2')?"""
    low = text.lower()
    spans = []
    for person in people:
        at = low.find(person.lower())
        if at < 0 or low.find(person.lower(), at + 1) >= 0:
            return False
        spans.append((at, at + len(person)))
    (_, first_end), (second_start, _) = sorted(spans)
    w = _words(text)
    return any(key in _ENDS and w.kinds[n] != STRING and first_end <= w.starts[n] < second_start
               for n, key in enumerate(w.keys))


class _Unused(ParseError):
    """A set-up nothing refers back to (start: its first word): it may be the question itself. Reported (when nothing
    else is laid out) only for one person set up by a set-up verb: 'Take S. Who is the oldest in Texas?'"""

    def __init__(self, message: str, start: int, report: bool = False):
        super().__init__(message)
        self.start, self.report = start, report


def _resolve(w: _Words, asked_by: set[int]) -> Resolved | None:
    people: list[_Person] = []
    places: list[_Place] = []
    kept: list[tuple[int, int, str]] = []  # the question's sentences (first word, end, mark)
    asked = False  # a sentence of the question read already (a 'do the same' after it is a second question)
    queue = _sentences(w)
    announced = ""  # a sentence announcing two people defined next ('Two people are compared.')
    if queue and queue[0][2] == "?" and (header := _at(w.keys, queue[0][0], queue[0][1], W.PAIR_ANNOUNCED)) is not None \
            and (header := _at(w.keys, header, queue[0][1], W.PAIR_ONE_QUESTION) or header) is not None \
            and w.keys[header] in (":", "\u2014") and w.keys[header + 1:header + 2] in (["which"], ["who"], ["whose"]):
        queue[0] = (header + 1, *queue[0][1:])  # ('Two people - which one has more X? First: S1. Second: S2.', a32p: the
        # header announces the two listed next, as 'Which of the two ...?' does)
    topic = _topic(w, *queue[0][:2]) if queue else None
    if topic is not None:  # 'Insurance policies: who has more, S1 or S2?': the measure said apart, the rest read on
        queue[0] = (topic[1], *queue[0][1:])
    elif queue and (request := _compare_topic(w, *queue[0][:2])) is not None:
        # 'Let me compare number of pets. First person: S1. Second person: S2. Which person has more pets?' (a24y): the
        # measure said apart in a request of its own, or with the question after it ('..., and tell me who has more')
        measure, rest, said_measure = request
        topic = (measure, rest or 0, said_measure)
        if rest is None:
            queue.pop(0)
        else:
            queue[0] = (rest, *queue[0][1:])
    listed = _listed_after(w, queue)
    if listed is not None:  # 'Which of the following owns more X? (1) S1. (2) S2.' (a24v): the two after the question
        for n, (a, b, _) in enumerate(listed):
            labels: W.Said = ("the first", "the first person", "the first one") if n == 0 else \
                ("the second", "the second person", "the second one")
            people.append(_Person(labels[0], _dashed_rule(w, a, b), w.span(a, b), aliases=labels, pair=True))
        queue = [queue[0], *queue[3:]]
    mark = ""
    both: tuple[str, str] | None = None  # a group said once for the two people listed next, and its sentence
    sole: _Person | None = None  # the one person the sentence before defined ('Let P be R; should several tie, T.')
    while queue:
        kept_mark = mark  # (the mark that ended the sentence before: ';' joins a step and its tie rule)
        defined_before, sole = sole, None
        i, j, mark = queue.pop(0)
        if mark == ";" and queue and (looked := _at(w.keys, _at(w.keys, i, j, W.STEP_LEADS) or i, j, W.SETUP_LEADS)) \
                is not None and _people_words(w, looked, j) and \
                _at(w.keys, queue[0][0], queue[0][1], W.SETUP_SELECT) is not None:
            _, j, mark = queue.pop(0)  # ('look at G; pick the one with R': one step, as 'Consider G, and select S', a29z)
        # 'Take S1, then do the same for S2.': the repeat a step of its own
        # ('Find R in X and do the same for Y', 'Find R among G1 and then do the same among G2', a37k: no comma)
        split = next((n for n in range(i + 2, j - 1) if w.keys[n] == "and" and w.keys[n - 1] != "," and
                      _same_again(w, n + 1 + (w.keys[n + 1] == "then"), j) is not None), None)
        split = split if split is not None else next((n for n in range(i + 2, j - 1) if w.keys[n] == "," and (
            _same_again(w, n + 1, j) is not None or w.keys[n + 1] in ("and", "for") and _repeat_at(w, n + 1, j) or
            w.keys[n + 1] == "and" and _group_again(w, n + 1, j) is not None or
            w.keys[n + 1] == "and" and (g := _at(w.keys, n + 2, j, W.STEP_GROUP)) is not None and
            w.keys[g:g + 1] not in (["those"], ["them"], ["these"]) and  # ('Take G, and among those, whoever R': _setup)
            any(w.keys[m] == "," and _elided_head(w, m + 1, j) for m in range(n + 3, j - 1)))), None)
        # (', and in the state where S2 lives, do likewise': the group said first, repeated as 'Among G2, do likewise')
        if split is None and (lead := _at(w.keys, _at(w.keys, i, j, W.STEP_LEADS) or i, j, W.SETUP_LEADS)) is not None:
            # 'Take S and find, in that owner's state, R', 'Take S and, among everyone in that owner's state, find R'
            # (a29z): the person set up, then the step, as two sentences (the step must refer back to them)
            and_at = next((n for n in range(lead + 1, j - 2) if w.keys[n] == "and" and w.keys[lead] == "the" and
                           not {",", "(", ";", ":"} & set(w.keys[lead:n - 1]) and
                           not _ranked_words(w.span(lead, n)) and
                           _one_person(w.span(lead, n - (w.keys[n - 1] == ","))) and
                           len(_strings(w, lead, n)) == 1 and
                           (_at(w.keys, n + 1 + (w.keys[n + 1] in (",", "then")), j, W.SETUP_LEADS) is not None or
                            w.keys[n + 1] == "," and w.keys[n + 2] in W.AMONG_WORDS)), None)
            if and_at is not None:
                queue.insert(0, (and_at + 1 + (w.keys[and_at + 1] == ","), j, mark))
                j = and_at - (w.keys[and_at - 1] == ",")
        if split is not None:
            queue.insert(0, (split + 1, j, mark))
            j = split
        said = w.span(i, j)
        if not asked and not people and both is None and (shared := _both_group(said)) is not None:
            both = (shared, said)  # ('Both persons are G.': each of the two listed next is ranked among G)
            continue
        if not asked and any(_at(w.keys, k, j, W.PAIR_ANNOUNCED) == j for k in (i, _courteous(w, i, j))):
            announced = said  # ('Two individuals are under consideration.'): two people must be defined next
            continue
        if people and (name := _name_after(w, i, j)) is not None:
            # 'Among G, find R (T). Call this person A.' (a29z): the one person the steps before found, named
            live = [p for p in people if not p.consumed and p.name is None and not p.pair]
            if len(live) != 1 or live[0] is not people[-1] or live[0].start is None:
                could = " or ".join(repr(p.text) for p in live) or "no one found before it"
                raise ParseError(f"cannot read {said!r}: it could name {could}: say whom it names ('Let {name} be "
                                 "...')")
            live[0].name, live[0].aliases = name, _label_aliases(name)
            continue
        if not asked and people and (step := people[-1]).start is not None and not step.consumed and \
                step.name is None and not step.ruled and not _tie_words(step.text) and _ranked_words(step.text) and \
                queue and _name_after(w, *queue[0][:2]) is not None and _tie_rule(said):
            # 'Among G, find R. If more than one person qualifies, take the oldest. Call this person A.' (a29z): the
            # rule is the step's, whose person the next sentence names
            step.text = f"{step.text} ({said})"
            step.ruled = True
            continue
        if (found := _definitions(w, i, j)) is not None:
            for name, start, end in found:  # (each may name those defined before it: 'the anchor's state')
                which = next((n for n in (0, 1) if name.lower() in W.PAIR_DEFINED[n]), None)
                # 'Let the first person be S1, and the second be S2': the first and second of two, as 'The first is S1'
                aliases = _label_aliases(name) if which is None else \
                    W.PAIR_DEFINED[which] + (("the other",) if which else ())
                people.append(_Person(name, _valued(_named(people, w.span(start, end)), places, people), said,
                                      aliases=aliases, pair=which is not None))
            sole = people[-1] if len(found) == 1 else None
            continue
        if not asked and defined_before is not None and kept_mark == ";" and people and people[-1] is defined_before \
                and _ranked_words(defined_before.text) and not _tie_words(defined_before.text) and _tie_rule(said):
            # 'Let P be R among G; should several tie, take T.': the rule after the semicolon is P's ranking's (a21z)
            defined_before.text = f"{defined_before.text} ({said})"
            continue
        items = _pair_items(w, i, j, sum(p.pair for p in people))
        if not items and not asked and not people and (split_at := _asked_then_pair(w, i, j, mark, queue)) is not None:
            # 'Compare two person, who has lower total bank balance: one is S1; other is S2.' (a22y): the question,
            # then the two listed after its colon (labelled, or each with its group said first)
            question_at, colon, items = split_at
            kept.append((question_at, colon, "?"))
            asked = True
            if len(items) == 1 and items[0][0] == ("the second",):  # (the second unlabelled: the next sentence)
                _, a, b = items[0]
                first_start = colon + 1
                people.append(_Person("the first", _named(people, _pair_person(w.span(first_start, j))), said,
                                      aliases=("the first",), pair=True))
                people.append(_Person("the second", _named(people, _pair_person(w.span(a, b))), w.span(a, b),
                                      aliases=("the second", "the other"), pair=True))
                continue
        if items:
            # ('The first: among G, the one with R; if several tie, T.': the rule after the semicolon is theirs, below)
            one_item = len(items) == 1 and items[0][2] == j and mark == ";"
            for aliases, start, end in items:
                if (again := _same_again(w, start, end)) is not None and people:
                    # 'Person B: same but with pet 'Y''s owner': the first with Y's anchor in place of theirs; 'second
                    # person: same but among G2' after 'first person: among G1, whoever R' (a37p): R among G2, as
                    # 'do the same among G2' is read
                    if _tie_words(w.span(again, end)):
                        # ('Person B: the same, but among G2 (ties: youngest)', r47 #1: read as the first's rule and
                        # the second's between the two)
                        raise ParseError(f"cannot read {w.span(start, end)!r}: a tie rule said with 'the same' could "
                                         "replace the first person's rule or come after it; say the second person's "
                                         "ranking and tie rule in full")
                    text = _again_among(w, people[-1], again, end) or _group_instead(w, people[-1], again, end) or \
                        _again(w, people[-1], again, end, said)
                else:
                    text = _valued(_named(people, _pair_person(w.span(start, end))), places, people)
                people.append(_Person(aliases[0], text, said, aliases=aliases, pair=True))
            sole = people[-1] if one_item else None
            end = items[-1][2]
            if end < j - 1:  # 'one: S1; two: S2 — who has more pets'
                kept.append((end + 1, j, mark))
                asked = True
            continue
        if (group_again := _group_again(w, i, j)) is not None:
            # 'Among G1, take R; among G2, do likewise.': R among G2 (G2 said as G1 was, but its anchors)
            live = [p for p in people if not p.consumed]
            start, comma = group_again
            repeated = (_in_group(live[0], w.span(start, comma)) or _group_instead(w, live[0], start, comma)) \
                if len(live) == 1 and not asked else None
            if repeated is None:
                raise ParseError(f"cannot read {said!r}: it must repeat one step said before it on a group said as "
                                 "that step's was ('Among residents of X, find R. Among residents of Y, do likewise.')")
            people.append(_Person(None, repeated, said, start=i))
            continue
        if (repeat := _repeat_at(w, i, j)) is not None:
            again, j = repeat
            if asked:
                raise ParseError(f"two questions: {said!r} asks the question again for another person, and cbwh ask "
                                 "answers one question at a time: ask each on its own")
            live = [p for p in people if not p.consumed]
            if len(live) != 1:
                raise ParseError(f"cannot read {said!r}: 'the same' could repeat the step for "
                                 f"{'no one set up before it' if not live else 'either person set up before it'}")
            text = _again_from(w, people, places, live[0], again, j, said) or _again_among(w, live[0], again, j) or \
                _group_instead(w, live[0], again, j) or _again(w, live[0], again, j, said)
            people.append(_Person(None, text, said, start=i, repeat=True,
                                  ruled=live[0].ruled or _tie_words(live[0].text)))
            continue
        if i not in asked_by and not asked and (context := _context_first(w, i, j)) is not None:
            # 'For S, look at their state: who there ...?', 'For S, find R in their state. ...': S set up
            person, names, rest = context
            people.append(_Person(None, _named(people, person, chain=True, places=places), said, start=i,
                                  aliases=names))
            if rest is not None:
                queue.insert(0, (rest, j, mark))
            continue
        live = [p for p in people if not p.consumed]
        if len(live) == 1 and not asked and (look := _place_look(w, i, j, live[0])) is not None:
            # '(For S,) look at their state: who there has ...?' -> 'who in the same state as S has ...?'
            attribute, rest = look
            live[0].used += 1
            live[0].consumed = True
            # ('Take the owner of pet 'Roy'. Look at her state and find the richest person there. What is her total
            # bank balance?': 'her' was the owner, and may be still (w15 #3, as w11 #2 for a set-up's pronoun)
            live[0].pronoun = live[0].pronoun or next(
                (W.PRONOUN_PERSON[k] for k in w.keys[i:j if rest is None else rest] if k in W.PRONOUN_PERSON), None)
            places.append(_Place(attribute, live[0].text, said))
            if rest is not None:
                queue.insert(0, (rest, j, mark))
            continue
        if len(live) == 2 and (not asked or all(p.pair for p in live)) and (cut := _pair_rule_after(w, i, j)) \
                is not None and (rule := _each_rule(w, i, cut[0])) is not None and not _pair_rule_too(w, i, cut[0]):
            # 'In both selections the oldest wins a tie, and if the two hold the same number of cards, the one with the
            # higher salary is the answer.' (e38k): the rule for each after each person, the two compared's rule kept
            # as a sentence of its own (the grammar reads whose tie it breaks)
            for p in live:
                p.text = f"{p.text} ({rule})"
            queue.insert(0, (cut[1], j, mark))
            continue
        if len(live) == 2 and (not asked or all(p.pair for p in live)) and (rule := _each_rule(w, i, j)) is not None \
                and not _pair_rule_too(w, i, j):
            # 'In both cases, a tie is broken by T.', 'If either search ends in a tie, choose T.': the tie rule after
            # each person ('S1 (a tie is broken by T)')
            for p in live:
                p.text = f"{p.text} ({rule})"
            continue
        if mark != "?" and not asked and not people and (values := _two_values(w, i, j)) is not None:
            # 'Find the state of S1 and the state of S2.' (then 'In each state, find R.')
            attribute, kind, *persons = values
            for person in persons:
                places.append(_Place(attribute, person, said, kind=kind))
                people.append(_Person(None, person, said, used=1, consumed=True))
            continue
        if not live and not asked and len(places) == 2 and len({p.kind for p in places}) == 1 and \
                places[0].kind is not None and (each := _at(w.keys, i, j, W.EACH_VALUE)) is not None:
            # 'In each state, find R(; if T)': R among the residents of each state ('R among residents of the same
            # state as S1', 'R among people with the same blood type as S1')
            k = each
            nouns = {x for noun in _VALUE_WORDS[places[0].kind] for x in noun.split()}
            named = {x.removesuffix("s").replace("citie", "city") for x in w.keys[i:each]} & {"state", "city"}
            if named - nouns:  # 'Look at the cities of S1 and S2. In each state, find R.' (v16 W5)
                raise ParseError(f"cannot read {said!r}: it says each {'/'.join(sorted(named))}, but the values noted "
                                 f"are {places[0].text!r} and {places[1].text!r}: say which is meant")
            if k + 1 < j and w.keys[k] not in (",",) and w.keys[k].removesuffix("s") in nouns:
                k += 1  # ('For each of the two providers, find R')
            k += w.keys[k:k + 1] == [","]
            select = max((x for x in (_at(w.keys, k, j, W.SETUP_LEADS), _at(w.keys, k, j, W.SETUP_SELECT))
                          if x is not None), default=None)  # (the longer: 'pick out')
            if select is None or select >= j:
                raise ParseError(f"cannot read {said!r}: a step for each of {places[0].text!r} and {places[1].text!r} "
                                 "must say whom it finds ('In each state, find the resident who ...')")
            rule = ""
            if mark == ";" and queue and w.keys[queue[0][0]] in ("if", "when", "whenever", "should", "break",
                                                                 "breaking", "ties", "in"):
                rule = f" ({w.span(queue[0][0], queue[0][1])})"  # ('...; if two residents share it, pick T')
                queue.pop(0)
            for each_place in places:
                each_place.used += 1
                assert each_place.kind is not None
                group = f"{W.EACH_GROUP.get(each_place.kind, 'people with')} {each_place.text}"
                people.append(_Person(None, _among(w, select, j, "among", group) + rule, said, start=i))
            continue
        if mark != "?" and not asked and not people and (certain := _certain_value(w, i, j)) is not None:
            # 'The owner of pet 'Dawn' lives in a certain state.' (then 'Among that state's residents, ...')
            persons, attribute, kind = certain
            for person in persons:
                places.append(_Place(attribute, person, said, kind=kind))
                people.append(_Person(None, person, said, used=1, consumed=True))
            continue
        if mark != "?" and not asked and (value := _value_setup(w, i, j)) is not None:
            # 'Note the blood type of S (and find, among everyone with that blood type, ...)'
            person, attribute, kind, rest = value
            person = _named(people, person, chain=True, places=places)
            places.append(_Place(attribute, person, said, kind=kind))
            people.append(_Person(None, person, said, used=1, consumed=True))
            if rest is not None:
                queue.insert(0, (rest, j, mark))
            continue
        if mark != "?" and not asked and (place := _place_setup(w, i, j)) is not None:
            person, attribute = place
            person = _named(people, person, chain=True, places=places)
            places.append(_Place(attribute, person, said))
            people.append(_Person(None, person, said, used=1, consumed=True))  # ('that owner' later: its person)
            continue
        if mark != "?" and i not in asked_by and not asked and not people and \
                (two_groups := _two_groups_step(w, i, j)) is not None:
            # 'Within G1, and within G2, find S, T.' (a24x): S among G1 (T), and S among G2 (T)
            people += [_Person(None, text, said, start=i) for text in two_groups]
            continue
        if mark != "?" and i not in asked_by and not asked and not people and \
                (two_chosen := _two_in_group(w, i, j)) is not None:
            # 'Given G: take the one with R1 (T1) and the one with R2 (T2).' (a27z): each chosen among G
            people += [_Person(None, text, said, start=i) for text in two_chosen]
            continue
        if mark != "?" and i not in asked_by and not asked and not people and (two := _two_setup(w, i, j)) is not None:
            first, second = two
            if (by := _compared_by(w, i, j)) is not None:  # ('Two people are to be compared by age: S1, and S2.')
                if topic is not None and topic[0] != by[0]:
                    raise ParseError(f"the two people are compared by {by[1]!r} and by {topic[2]!r}: say one")
                topic = (by[0], 0, by[1])
            rule = None
            if said.endswith(")") and "(" in said and not second.endswith(")"):  # (the aside _two_setup left out)
                second = f"{second} {said[said.rindex('('):]}"
            if second.endswith(")") and "(" in second:  # ('S1 and S2 (in each case, a tie ...)': each one's)
                aside = second[second.rindex("(") + 1:-1]
                rule = _each_rule(_words(aside), 0, len(_words(aside).keys))
                if rule is None and _at(_words(aside).keys, 0, len(_words(aside).keys), W.EACH_CASE) is not None:
                    raise ParseError(f"cannot read the aside {aside!r} said for both people")
                second = second[:second.rindex("(")].rstrip() if rule is not None else second
            people += [_Person(None, f"{text} ({rule})" if rule else text, said, start=i)
                       for text in (first, second)]  # 'We are comparing S1 and S2.'
            continue
        if mark != "?" and i not in asked_by and not asked and not people and (steps := _two_steps(w, i, j)) is not None:
            # 'Among G1, take R1, and among G2, take R2' (a36d): two steps in one sentence, each chosen in its group
            for text, start, group_said in steps:
                people.append(_Person(None, _named(people, text, chain=True, places=places), said, start=start,
                                      group=group_said))
            continue
        if mark != "?" and i not in asked_by and (setup := _setup(w, i, j)) is not None and not asked:
            among = _quietly_named(people, places, setup[2]) if setup[2] else None
            for before in people:
                if before.start is not None and setup[2]:  # ('Of the dog owners, take R; of those in Ohio, take R':
                    _group_back(before.group or before.text, among or setup[2])  # r26 F6; 'Take the richest dog owner.
                    # Of those in Ohio, ...': the person's own group)
            person = setup[0]
            if setup[2] and person.count(setup[2]) == 1 and _leaders_group(setup[2]) and \
                    _HELD_GROUP not in person.lower():
                # 'Then consider the people who have the most vehicles of anyone in their state, and take the oldest of
                # them' (a35t): 'their' is each member's own, as every reading of the group alone says, not a person's
                # set up before
                kept_group = _named(people, person.replace(setup[2], _HELD_GROUP), chain=True, places=places)
                if kept_group.count(_HELD_GROUP) == 1:
                    people.append(_Person(None, kept_group.replace(_HELD_GROUP, setup[2]), said, start=i,
                                          group=setup[2]))
                    continue
            if setup[2] and person.count(setup[2]) == 1:
                # 'In their state, find the richest person': the group's references resolved first ('their' said
                # apart from the ranking is not each one's own, as in 'the richest person in their state')
                person = person.replace(setup[2], _named(people, setup[2], chain=True, places=places))
            people.append(_Person(None, _named(people, person, chain=True, places=places), said, start=i,
                                  group=among))
            continue
        if not people and not kept and (given := _given(w, i, j)) is not None:
            # 'Given pet 'Tanya': in the owner's state, who ...?' -> 'in the same state as the owner of pet 'Tanya', ...'
            person, names, start = given
            people.append(_Person(None, person, said, clause=True, aliases=names))
            kept.append((start, j, mark))
            asked = True
            continue
        if not people and not kept and (clause := _setup_clause(w, i, j)) is not None:
            start, end = clause
            if _several(w.span(start, end)):
                return None
            people.append(_Person(None, w.span(start, end), w.span(start, end), clause=True))
            kept.append((end + 1, j, mark))
            asked = True
            continue
        if not asked and people and (step := people[-1]).start is not None and not step.consumed and \
                not step.repeat and step.start < i and \
                (kept_mark == ";" or queue and _repeat_at(w, *queue[0][:2]) is not None) and \
                _ranked_words(step.text) and _tie_rule(said) and not (kept_mark == ";" and _two_named_rule(w, i, j)):
            # 'In X, find R; if there is a tie, take T. Do the same in Y.': the tie rule is the step's (and is
            # repeated with it), not the question's
            step.text = f"{step.text} ({said})"
            step.ruled = True
            continue
        if not asked and people and (step := people[-1]).repeat and not step.consumed and step.start is not None and \
                step.start < i and (step.ruled or kept_mark == ";" and w.keys[step.start - 1] != ",") and \
                (mark != "?" or queue) and _tie_rule(said):
            # (a question said last is the question: 'Of those two residents, who owns more vehicles?' reads as a tie
            # rule too, and read so there would be no question)
            # 'Find R in X; if tied, T1. Do the same for Y; if tied, T2.': T2 may be the repeated step's own rule (in
            # place of T1, or its only one) or a rule for both steps (w16 #1: it was read for both, after T1); 'Find R in
            # X, and do the same for Y; if tied, T.' (one sentence for both steps, a13x) is both steps' rule
            raise ParseError(f"ambiguous: the tie rule {said!r} after {step.said!r} could be that repeated step's "
                             "alone (in place of any rule it repeats) or a rule for both steps: say the steps in full, "
                             "each with its rule, or say the rule for both ('In both cases, if tied, ...')")
        kept.append((i, j, mark))
        asked = True
    if both is not None:
        pair = [p for p in people if p.pair]
        if len(pair) != 2 or len(people) != 2:
            raise ParseError(f"{both[1]!r} says a group for two people, and {len(pair)} are listed after it: list each "
                             "('First person: ... Second person: ...')")
        for p in pair:
            p.text = _in_both_group(p.text, *both)
    if not people and topic is None:
        return None
    if announced and (len(people) != 2 or not all(p.pair or p.start is not None for p in people)):
        raise ParseError(f"{announced!r} announces two people, and {_defined(len(people))} after it: say each "
                         "('The first is ...; the second is ...')")
    if not kept:
        last = next((p for p in reversed(people) if p.start is not None), None)
        if last is not None and last.start is not None:
            raise _Unused("the sentences set people up but ask nothing about them", last.start)
        raise ParseError("the sentences define people but ask nothing about them")
    # (a directive asking for one of the two asks a name too: 'Return the one with more cards; if their counts match,
    # T', a34s)
    # (not a tie rule's relative 'whose' or 'who': 'If tied, go with the one whose total balance is higher.' asks
    # nothing, c38k-held-41)
    asks_name = any(k in _ASKS_NAME for n, (i, j, mark) in enumerate(kept)
                    if not ((mark != "?" or any(m == "?" for _, _, m in kept[:n])) and _tie_rule(w.span(i, j)))
                    for k in w.keys[i:j]) or \
        any(_the_one(w, i, j) is not None for i, j, _ in kept)
    asked_at = next((n for n, (_, _, mark) in enumerate(kept) if mark == "?"), None)
    if asked_at and people and all(_tie_rules(w.span(i, j)) for i, j, _ in kept[:asked_at]):
        # 'Find S1; do the same for Y. Vehicle ties go to X. Which of the two has more pets? (If they have the same
        # number, T2.)': the tie rule said before the question is read after it (the grammar then gives it to what it
        # names, or refuses naming both)
        kept = [kept[asked_at], *kept[:asked_at], *kept[asked_at + 1:]]
    live = [p for p in people if not p.consumed]
    if len(live) == 2 and all(p.start is not None and not p.aliases and p.name is None for p in live):
        # 'Find S1 in X; do the same in Y. Who owns more policies, the first person or the second?': the two found, in
        # the order they were found
        live[0].aliases, live[1].aliases = W.PAIR_FOUND
    if sum(p.pair for p in people) == 2:  # ('Which person has more vehicles, respectively first person and second
        # person? First person: S1. ...', a24y: the two named again after the question, read away)
        kept = [(i, next((r for r in range(i + 1, j) if _at(w.keys, r, j, W.PAIR_RESPECTIVELY) == j), j), mark)
                for i, j, mark in kept]
    pieces = [_refer(w, people, i, j, asks_name=asks_name, places=places) + mark for i, j, mark in kept]
    for at, piece in enumerate(pieces[1:], 1):
        # 'Take the owner of pet 'Roy'. Who is the richest person in her state? What is her total bank balance?': a
        # pronoun left in a later question could be the person set up or the one the question found (w10 #7)
        later = _words(piece).keys
        # ('... Who owns more pets? Give me the better-paid one if their pet counts are equal.', e50c: a tie rule with
        # its trigger last, its pronoun in the trigger the two compared's, as in 'If their counts are equal, T')
        trigger = next((n for n, k in enumerate(later) if k in W.TIE_TRIGGER_LAST), None)
        if trigger is not None and not piece.rstrip().endswith("?") and set(later[trigger:]) & W.TIE_SIGNS and \
                not set(later[:trigger]) & W.FOLLOW_UP_REFERENCES:
            later = later[:trigger]
        # ('... What is that sum?', a37k: 'that' of the figure asked, no person)
        if later and later[0] in W.FOLLOW_UP_OPENERS and \
                (pronoun := next((k for n, k in enumerate(later) if k in W.FOLLOW_UP_REFERENCES and not (
                    # ('... of all the people who make their home in X', e47c: an idiom's, the clause's own people)
                    k in W.HOME_IDIOM_OWNERS and n > 0 and later[n - 1] in W.HOME_IDIOM_VERBS and
                    later[n + 1:n + 2] == ["home"]) and not (
                    k in ("that", "this") and later[n + 1:n + 2] and (
                        later[n + 1] in W.FIGURE_NOUNS or
                        # ('... that this person has?', e41g: 'that' a relative pronoun; 'this person', 'that
                        # individual' after a step picking them said as a request, 'Among G, pick the one with R.':
                        # the one it picked, as the message below asks to say it; after a question asking who, 'Who
                        # is R? What is that person's X?', refused: near-miss-e37k-that-sum-2)
                        later[n + 1] in _FOLLOW_UP_RELATIVE_NEXT or later[n + 1] in W.GENERIC_PERSON_HEADS and
                        (not any(p.rstrip().endswith("?") for p in pieces[:at]) or
                         # (after the one set up was taken up into the value asked about, 'that person' is the one
                         # found: e61w, `_found_since`)
                         later[n] in W.FOUND_SINCE_DEMONSTRATIVES and _values_only(people, places))))), None)):
            raise ParseError(f"ambiguous: {pronoun!r} in {piece!r} could refer to "
                             f"{' or '.join(repr(p.text) for p in people)} or to the person the question before it "
                             "asks for: name the person again")
    out = " ".join(pieces)
    pair = [p for p in people if not p.consumed]  # (those taken up into a step that found one of them: not asked about)
    if len(pair) == 2 and not any(p.used for p in pair) and len({p.start is None for p in pair}) == 1:
        # 'one: S1; two: S2 — who has more pets?': the question's 'who' is one of the two listed; 'A = S1; B = S2.
        # Vehicle ties: T. Return the one with more pets.': the directive asks for one of them (what is said between
        # them, a tie rule, after it)
        def others(n: int) -> list[str]:  # the question's other sentences, as read
            return [_refer(w, people, a, b) + m for a, b, m in kept[:n] + kept[n + 1:]]

        for n, (i, j, mark) in enumerate(kept):
            if all(p.start is not None for p in pair):  # two set up in steps: 'Step 3: report who is older'
                i = _at(w.keys, i, j, W.STEP_LEADS) or i
                i = _at(w.keys, i, j, W.REPORT_LEADS) or i
            verb = ""
            if i < j and w.keys[i] in ("of", "out", "among", "amongst", "between") and \
                    (lead := _at(w.keys, i, j, W.PAIR_QUESTION_OF)) is not None and lead + 1 < j and \
                    w.keys[lead] == "," and w.keys[lead + 1] in ("who", "which"):
                i = lead + 1  # ('Of the following two people, which has more pets? The first is S1; ...', a22x)
            if i < j and w.keys[i] == "compare" and (lead := _at(w.keys, i, j, W.PAIR_COMPARE_ASK)) is not None and \
                    lead + 1 < j and w.keys[lead] in (",", ":", "\u2014") and w.keys[lead + 1] in ("who", "which"):
                i = lead + 1  # ('Compare two person, who has more vehicles. First: S1. Second: S2.', a22y)
            if i < j and (c := _at(w.keys, _courteous(w, i, j), j, W.SETUP_SELF) or _courteous(w, i, j)) < j and \
                    w.keys[c] == "compare" and (lead := _at(w.keys, c, j, W.PAIR_COMPARE_ASK)) is not None and \
                    (then := _at(w.keys, lead, j, W.COMPARE_TOPIC_AND)) is not None and \
                    (ask := _at(w.keys, then, j, W.REPORT_LEADS) or _at(w.keys, then, j, W.LEAD_REQUEST)) is not None \
                    and ask < j and w.keys[ask] in ("who", "which"):
                i = ask  # ('I'd like to compare two people and find out which one has the smaller total bank balance.
                # The first is S1. The second is S2.', a34r: the question read from 'which')
            if i < j and w.keys[i] == "compare" and (lead := _at(w.keys, i, j, W.PAIR_COMPARE_ASK)) is not None and \
                    lead < j and w.keys[lead] in W.PAIR_COMPARE_BY:
                # 'Compare two people on number of online accounts and tell me who has more. The first is S1. The
                # second is S2.' (a27x, a28x): read as 'which of S1 and S2 has more online accounts'
                more = _compared_on(w, lead + 1, j)
                if more is None:
                    continue
                for p in pair:
                    p.used += 1
                out = " ".join([f"which of {_two(pair[0].text, pair[1].text)} has {more}{mark}",
                                *others(n)])
                break
            if i < j and (about := _at(w.keys, i, j, W.PAIR_TOPIC)) is not None and about + 1 < j and \
                    w.keys[about] == "," and w.keys[about + 1] in ("who", "which"):
                i = about + 1  # ('As for the following two persons, which one has fewer X? First person: S1. ...', a24y)
            if i < j and w.keys[i] not in ("who", "which") and (polite := _courteous(w, i, j)) < j and \
                    w.keys[polite] in ("who", "which"):
                i = polite  # ('I would like to know who has more credit cards. First person: S1. ...', a24y)
            if i < j and w.keys[i] not in ("who", "which") and \
                    (report := _at(w.keys, _courteous(w, i, j), j, W.REPORT_LEADS)) is not None \
                    and report < j and w.keys[report] in ("who", "which"):
                i = report  # ('Determine which of two people holds more bank accounts. The first is S1; ...')
            if (wanted := _at(w.keys, i, j, W.PAIR_WANTED)) is not None and wanted < j and w.keys[wanted] in ("who",
                                                                                                       "that"):
                k = wanted + 1  # ('I want the one of two people who owns more vehicles. Person A is ...')
            elif (passive := _at(w.keys, i, j, W.PAIR_BY_WHOM)) is not None and passive < j and \
                    not _several(pair[0].text) and not _several(pair[1].text):
                # 'By whom are more online accounts held?' after two people set up (a25y): the two said after it, as
                # 'By whom are more online accounts held: S1, or S2?' (a second with its group said first after ';')
                for p in pair:
                    p.used += 1
                out = " ".join([f"{_refer(w, people, i, j)}: {_either(pair[0].text, pair[1].text)}{mark}", *others(n)])
                break
            elif i < j and w.keys[i] in ("who", "which"):
                k = i + 1 + (w.keys[i + 1:i + 2] in (["selected"], ["chosen"], ["identified"]))
                k += w.keys[k:k + 1] in (["one"], ["candidate"], ["person"], ["individual"])
                k = _at(w.keys, k, j, W.PAIR_QUESTION_OF) or k  # ('Which of the following has more pets? The first ...')
                verb_at = next((m for m in range(k, j) if w.keys[m] not in W.PAIR_ASK_LABELS), j)
                if verb_at == j or w.keys[verb_at] not in W.PAIR_ASK_VERBS:
                    continue  # ('Who with a dog has more pets?': a group of its own, not which of the two; w14 #3)
            elif i < j and w.keys[i] == "whose" and all(p.start is not None for p in pair) and \
                    not _several(pair[0].text) and not _several(pair[1].text):
                # 'Whose bank balances are larger in total?' after two people found in steps (a25z): whose of the two,
                # the two said after it ('Whose ... larger: S1, or S2?'; a second with its group said first after ';')
                for p in pair:
                    p.used += 1
                out = " ".join([f"{_refer(w, people, i, j)}: {_either(pair[0].text, pair[1].text)}{mark}", *others(n)])
                break
            elif (one := _the_one(w, i, j)) is not None:
                k, verb = one
            else:
                continue
            if k >= j:
                continue
            for p in pair:
                p.used += 1
            head = f"which of {_two(pair[0].text, pair[1].text)} {verb}".rstrip()
            asked_rest = _refer(w, people, k, j)
            if asked_rest[:2] in ("'s", "\u2019s"):  # ("Who's got more X?": 'which of A and B has got more X?')
                asked_rest = w.keys[k] + asked_rest[2:]
            out = " ".join([f"{head} {asked_rest}{mark}",
                            *others(n)])
            break
    for unset in (place for place in places if not place.used):
        raise ParseError(f"{unset.text!r} is set up but the question never refers to it (in {unset.said!r})")
    unused = [p for p in people if not p.used]
    if unused:
        p = unused[0]
        if p.clause:
            raise _Unused("", -1)
        if p.start is not None:
            # (a word that may point back, not read as a reference: 'the person in question', 'the aforementioned
            # person' -- the question does refer to them, in words the layer does not read as such)
            pointing = next((w.span(max(i, n - 2), min(j, n + 2)) for i, j, _ in kept for n in range(i, j)
                             if w.keys[n] in W.REFERENCE_LIKE), None)
            message = f"{p.text!r} is set up but the question never refers to them (in {p.said!r}): refer to them " \
                "('that person', 'them') or leave the set-up out" if pointing is None else \
                f"{p.text!r} is set up (in {p.said!r}) and the question may refer to them ({pointing!r}), but not in " \
                "words read as a reference: say 'that person', 'them' or 'the individual so identified'"
            raise _Unused(message, p.start,
                          _at(w.keys, p.start, len(w.keys), W.SETUP_LEADS) is not None and _one_person(p.text))
        who = f"{p.name!r} ({p.text})" if p.name else repr(p.text)
        raise ParseError(f"{who} is defined but the question never refers to them (in {p.said!r}): a definition "
                         "the question does not use is not read; refer to them by that name in the question, or leave "
                         "the definition out")
    if sum(1 for p in people if p.name and not p.consumed) >= 2 and (tie_said := _tie_of_two_before(w)) is not None:
        raise ParseError(f"ambiguous: the tie rule '{tie_said}', said before the question, could be for each person's "
                         f"ranking or for the two compared: say 'if there's a tie for <the ranking>, ...' with each "
                         f"person, or 'if they are tied, ...' after the question")
    read = tuple(f"{p.name or 'the person set up'} = {p.text}" for p in people)
    set_up = tuple(p.text for p in people)
    placed = any(p.used and p.kind in (None, Attribute.STATE, Attribute.CITY) for p in places)
    live = [p for p in people if not p.consumed]
    apart = tuple(p.text for p in live) if len(live) == 2 and live[0].said != live[1].said else ()
    as_many = tuple((p.text, p.many) for p in people if p.many)
    if topic is None:
        return Resolved(out, read, people=set_up, placed=placed, apart=apart, many=as_many)
    measure, _, said_measure = topic
    told = _words(out)
    bare = [n for n, k in enumerate(told.keys) if (k in ("more", "fewer", "less") or measure is Metric.BALANCE and
                                                   k in W.BALANCE_BARE_COMPARATIVES) and
            (n + 1 == len(told.keys) or told.kinds[n + 1] != WORD or told.keys[n + 1] in ("than", "or"))]
    if len(bare) == 1 and (isinstance(measure, Records) or measure is Metric.BALANCE):
        # 'who has more, S1 or S2?' -> 'who has more insurance policies, S1 or S2?' (a salary's 'who earns more' is
        # read as it is, and checked against the measure said)
        words = W.RECORD_NOUNS[measure].plural[0] if isinstance(measure, Records) else W.BALANCE_NOUNS[0]
        at = told.starts[bare[0] + 1]
        return Resolved(f"{out[:at].rstrip()} {words}{out[at:] if out[at:at + 1] in ',?.!;:' else ' ' + out[at:]}",
                        read, people=set_up, placed=placed, apart=apart, many=as_many)
    return Resolved(out, read, measure, said_measure, people=set_up, placed=placed, apart=apart, many=as_many)


_FOLLOW_UP_RELATIVE_NEXT = frozenset({"this", "that", "the", "he", "she", "they", "it", "we", "you", "i"})


def _named(people: list[_Person], text: str, chain: bool = False, places: list[_Place] | None = None) -> str:
    """A definition's words with the names defined before it replaced ('the resident of the anchor's state'); a
    set-up's (chain) with every reference back too ('the resident with the most cards in that owner's state'): the
    person referred to is taken up into it."""
    if not people or not chain and not any(p.name for p in people):
        return text
    return _refer(_words(text), people, 0, len(_words(text).keys), names_only=not chain, chain=chain, places=places)


def _valued(text: str, places: list[_Place], people: list[_Person]) -> str:
    """A definition's or a listed person's words with each reference to a value noted before them ('that same
    diagnosis', 'that blood type') said as the value ('the same diagnosis as <the one noted>'), the value used (e62v:
    "The owner of the car 'X' has a diagnosis. Person one is whoever, among people with that same diagnosis, has R.
    Person two is S2. ..."): only values of a kind (not places: 'that state' is read by the question's own words), and
    only in the first person defined, where no person or anchor is said before the reference in those words (whose
    value it could be)."""
    valued = [p for p in places if p.kind is not None and p.kind not in (Attribute.STATE, Attribute.CITY)]
    if not valued or any(p.name or p.pair for p in people):  # (after a person defined: the value could be theirs)
        return text
    w = _words(text)
    out: list[str] = []
    n, copied = 0, 0
    while n < len(w.keys):
        value = _value_again(w, n, len(w.keys), valued)
        if value is None:
            n += 1
            continue
        if any(w.kinds[q] == STRING for q in range(n)) or \
                any(k in W.VALUE_DEFINED_OTHERS for k in w.keys[:n]):
            return text  # (a person said before it in the definition: 'the cat owner's blood type' could be theirs)
        value[1].used += 1
        out.append(text[copied:w.starts[n]] + value[1].text)
        end = value[0]
        copied = w.starts[end - 1] + len(w.raw[end - 1])
        n = end
    return "".join(out) + text[copied:] if out else text


def _quietly_named(people: list[_Person], places: list[_Place], text: str) -> str | None:
    """A group's words with its references resolved, as `_named` writes them inside the set-up's person, but leaving
    every person and place as it was (the set-up's own reading counts the references); None if it cannot be."""
    saved = [(p.used, p.consumed) for p in people], [p.used for p in places]
    try:
        return _named(people, text, chain=True, places=places)
    except ParseError:
        return None
    finally:
        for p, (used, consumed) in zip(people, saved[0]):
            p.used, p.consumed = used, consumed
        for place, used in zip(places, saved[1]):
            place.used = used


def _head(text: str) -> str | None:
    """The noun a person's words are headed by ('the owner of pet X': 'owner'; 'the best-paid resident of ...')."""
    return next((k for k in _words(text).keys[:4] if k in W.PERSON_HEADS), None)


def _top_two(text: str) -> bool:
    """A set-up of the first two people by a ranking ('2 persons who have most credit cards', 'the two richest people in
    Ohio'): a number two before a plural head, and no other number."""
    keys = _words(text).keys
    twos = [n for n, k in enumerate(keys) if k in ("2", "two")]
    return len(twos) == 1 and not any(k.isdigit() for n, k in enumerate(keys) if n != twos[0]) and any(
        k in W.PLURAL_PERSON_HEADS for k in keys[twos[0] + 1:twos[0] + 4])


def _top_number(text: str) -> int | None:
    """The number of people a set-up of a top N takes, said first ('the 3 people with the most bank accounts among G',
    'the three richest residents of Ohio', 'the top 5 earners'): a number of two or more before a plural head, and no
    other number; None if not so ('the oldest of the three richest people' is one person)."""
    keys = _words(text).keys
    said = [n for n, k in enumerate(keys) if (int(k) if k.isdigit() else W.NUMBER_WORDS.get(k, 0)) > 1]
    if len(said) != 1 or keys[:said[0]] not in ([], ["the"], ["top"], ["the", "top"]) or \
            not any(k in W.PLURAL_PERSON_HEADS for k in keys[said[0] + 1:said[0] + 4]) and \
            keys[said[0] + 1:said[0] + 2] not in (["with"], ["who"], ["having"]):  # ('the five with the most cards')
        return None
    k = keys[said[0]]
    return int(k) if k.isdigit() else W.NUMBER_WORDS[k]


# what may follow several people referred to by their number ('of those three?', 'of these 3 people together')
_MANY_ENDS = _ENDS | {",", ":", "together", "combined", "altogether"}


def _many_said(keys: list[str], i: int, j: int, subject: bool) -> tuple[int, int] | None:
    """Several people referred to by their number at i ('those three', 'all 3 of them', words.MANY_FOUND_LEADS), as an
    object (before the end, a comma or 'together') or a subject (before a verb of holding: 'do those three have'): the
    end and the number (3 or more), or None."""
    lead = _at(keys, i, j, W.MANY_FOUND_LEADS)
    if lead is None or lead >= j or not (keys[lead].isdigit() or keys[lead] in W.NUMBER_WORDS):
        return None
    many = int(keys[lead]) if keys[lead].isdigit() else W.NUMBER_WORDS[keys[lead]]
    end = lead + 1
    end = _at(keys, end, j, W.FOUND_PLURALS) or end
    end = _at(keys, end, j, W.MANY_FOUND_AFTER) or end
    if many < 3 or subject and _at(keys, end, j, W.HAVE_VERBS) is None or not subject and not (
            end == j or keys[end] in _MANY_ENDS or keys[end:end + 2] in (["in", "total"], ["in", "all"])):
        return None
    return end, many


def _several(text: str) -> bool:
    """A set-up naming several people ('the owners of pet 'A' and pet 'B''), whom 'her' or 'their' cannot pick from."""
    keys = [k for k in _words(text).keys if k not in ("the", "a", "an", "these", "those")]
    if keys[-1:] == [")"] and "(" in keys:  # (a tie rule said after the person: 'S (if two or more tie, T)')
        keys = keys[:len(keys) - 1 - keys[::-1].index("(")]
    return any(k in ("and", "&", "or") for k in keys) or keys[:1] != [] and keys[0] in W.PLURAL_PERSON_HEADS


def _group_said(text: str) -> bool:
    """A set-up naming a group: several people, or everyone of a kind ('every person whose policy type matches
    theirs', 'all people with that type', 'everyone who holds ...')."""
    keys = _words(text).keys
    return _several(text) or bool(keys[:1]) and keys[0] in W.GROUP_SET_UP_FIRST


_GENDERED = frozenset({W.PRONOUN_PERSON[k] for k in W.GENDERED_PRONOUNS})


def _inner_anchor(text: str) -> str | None:
    """The words of another person a person's words name inside ('the richest person in the state of the owner of pet
    'Roy'': "the owner of pet 'Roy'"), or None when they name the anchor's person themself ('the owner of pet 'Roy'')."""
    w = _words(text)
    strings = _strings(w, 0, len(w.keys))
    if not strings or not any(k in W.PICKED_RELATIVE for k in w.keys):
        return None
    at = strings[0]
    head = next((m for m in range(at - 1, max(-1, at - 7), -1) if w.keys[m] in W.PERSON_HEADS), None)
    if head is None:
        return w.span(at, at + 1)
    return w.span(head - (head > 0 and w.keys[head - 1] in ("the", "a")), at + 1)


def _one_person(text: str) -> bool:
    """Words naming one person: an anchor in quotes, or a person's noun ('the oldest resident of Ohio'), not several."""
    w = _words(text)
    return not _several(text) and (bool(_strings(w, 0, len(w.keys))) or any(k in W.PERSON_HEADS for k in w.keys[:4]) or
                                   any(k in W.PERSON_HEADS for k in _first_phrase(w.keys)))


_PHRASE_ENDS = _CLAUSE_WORDS | {"among", "amongst", "in", "of", "from", "living", "residing", ",", "(", ";", ":"}


def _first_phrase(keys: list[str]) -> list[str]:
    """A person's first noun phrase up to eight words, before any clause or group ('the youngest JCB 15 digit
    cardholder with R', a37s: a provider's several words before the head noun)."""
    out = []
    for k in keys[:8]:
        if k in _PHRASE_ENDS:
            break
        out.append(k)
    return out


def _shared(keys: list[str], n: int, attribute: str, person: str) -> str:
    """The words for a person's attribute said with a possessive at n: 'the same state as <them>', or after a word of
    sharing 'the state of <them>' ('people who share her state': no one shares with themself, so `ask` checks the
    reading that leaves them out, as for 'share the state of X'; w10 #5)."""
    if n and keys[n - 1] in W.SHARE_WORDS:
        return f"the {attribute} of {person}"
    return f"the same {attribute} as {person}"


def _ranked_before(keys: list[str], i: int, n: int) -> bool:
    """Is a ranking said just before n in its clause ('the richest person in', 'the most pets in')?"""
    for k in range(n - 1, max(i, n - 5) - 1, -1):
        if keys[k] in (",", ";", ":", "among", "amongst", "of"):
            return False
        if keys[k] in W.RANKING_DEGREES or keys[k] in _SUPERLATIVE_WORDS:
            return True
    return False


_SAME_AFTER = frozenset({"as", "like", "of", "with", "than", "that", "which", "where", "'s", "to",
                         "shared", "used", "held", "recorded", "listed"})


def _ranked_words(text: str) -> bool:
    """Do the words rank ('the person with the most cards', 'the richest resident')?"""
    keys = _words(text).keys
    return any(k in W.RANKING_DEGREES or k in _SUPERLATIVE_WORDS for k in keys)


def _ranked_after(keys: list[str], n: int, j: int) -> bool:
    """Does a ranking start at n ('the most credit cards', 'the highest total bank balance')?"""
    n += n < j and keys[n] in ("the", "a")
    return n < j and (keys[n] in W.RANKING_DEGREES or keys[n] in _SUPERLATIVE_WORDS)


_SUPERLATIVE_WORDS = frozenset(w for phrases in W.RANK_ADJECTIVES.values() for phrase in phrases
                               for w in phrase.split() if w.endswith("est"))


def _attribute(keys: list[str], i: int, j: int) -> int | None:
    return _at(keys, i, j, _ATTRIBUTES)


_ASKS = W.QUESTION_FIRST_WORDS
_ASKS_ONE = [[word] for word in _ASKS]  # (a key sliced out, [] past the end: never an IndexError)
_ASKS_NAME = frozenset({"who", "whom", "whose", "which", "whoever", "whichever", "name"})


def _values_only(people: list[_Person], places: Sequence[_Place] | None) -> bool:
    """Whether every person set up was set up only for a value of theirs that a later sentence refers to ('The owner
    of pet 'H' has a certain diagnosis. Among people with that same diagnosis, ...': taken up into it, no longer
    'that person'), not as a person referred to ('Take S. Who is the richest person in her state?', near-miss-e37k)."""
    return bool(people) and all(p.consumed and any(v.used and v.text.endswith(p.text) for v in places or ())
                                for p in people)


def _found_since(w: _Words, i: int, people: list[_Person], said: Sequence[str],
                 places: Sequence[_Place] | None) -> bool:
    """Whether 'this person', 'that individual's' (said: a singular generic reference, words.FOUND_SINCE_SAID) at i can
    only be the person a sentence before found: every person set up was set up for a value a later sentence refers
    to (`_values_only`), and a sentence before i asks for one ('who ...', 'find the person with R',
    words.FOUND_SINCE_ASKED)."""
    keys = w.keys
    bare = [k for k in said if k not in ("'s", "\u2019s")]
    if not _values_only(people, places) or len(bare) != 2 or bare[0] not in W.FOUND_SINCE_DEMONSTRATIVES or \
            bare[1] not in W.FOUND_SINCE_SAID:
        return False
    return any(k in W.FOUND_SINCE_ASKED or k == "the" and keys[q + 1:q + 2] and keys[q + 1] in W.FOUND_SINCE_SAID and
               keys[q + 2:q + 3] and keys[q + 2] in ("with", "who", "that", "whose", "having", "owning")
               for q, k in enumerate(keys[:i]))
# where a thing owned, said after a possessive, ends ("P's total bank balance as a dollar amount")
_OWNED_ENDS = frozenset({"as", "in", "?", ".", "!", ";", ":", "\u2014", "(", "if", "when", "together", "combined",
                         "altogether", "is", "are", "was", "does", "do", "has", "have", "for", "to", "then",
                         # ('What do their total bank balances add up to?' after a group found, c39n)
                         "add", "added", "sum", "summed", "come", "comes"})


def _owned(w: _Words, n: int, start: int, j: int, person: str) -> tuple[int, str] | None:
    """"P's pets, vehicles and cards" -> 'the pets, vehicles and cards of P' (after 'of': 'the number of P's pets' ->
    'the number of pets of P'): where the things owned end, and the words; None when no word follows the possessive."""
    # (before 'and' another possessive: "g's cars and g's pets", a31m)
    # ("z's combined balance": 'combined' ends the things only after them, a31m)
    # ('their X, Y and Z all together': 'all' said of them added, a37s)
    if start >= min(j, len(w.keys)):
        return None  # (the possessive the text's last word: "... among the people in its owner's", found by the fuzz)
    end = next((m for m in range(start + (w.keys[start] == "combined"), j) if w.keys[m] in _OWNED_ENDS or
                w.keys[m] == "and" and w.keys[m + 2:m + 3] == ["'s"] or
                w.keys[m] == "all" and w.keys[m + 1:m + 2] in (["together"], ["combined"], ["told"])), j)
    if end == start or w.kinds[start] != WORD:
        return None
    # ("z's total bank balance across all accounts": all of z's own, 'across all their accounts', a31m)
    things = re.sub(r"\b(across|over) all (the )?accounts$", r"\1 all their accounts", w.span(start, end))
    # ('the number of P's pets' -> 'the number of pets of P'; 'all of o's bank accounts' -> 'all of the bank accounts
    # of o')
    of = n > 0 and w.keys[n - 1] == "of" and not (n > 1 and w.keys[n - 2] == "all")
    return end, f"{things} of {person}" if of else f"the {things} of {person}"


_ARTICLE_A_BEFORE = frozenset({"tie", "tiebreak", "tie-break", "tiebreaker", "tie-breaker", "draw", "dead", "deadlock",
                               "stalemate", "tie-up", "person", "resident", "single", "higher", "larger", "bigger",
                               "greater", "lower", "smaller"})  # ('A tie goes to ...', not 'A ties with B')


def _alias_at(w: _Words, n: int, j: int, named: dict[str, _Person]) -> tuple[int, _Person] | None:
    """A name given to a person at n ('the anchor', 'P', 'person A', 'the first'): where it ends, and the person."""
    for alias, p in sorted(named.items(), key=lambda item: -len(item[0].split())):
        if _LETTER.fullmatch(alias):
            if w.raw[n] == alias and w.kinds[n] == WORD and not (
                    alias == "A" and w.keys[n + 1:n + 2] and w.keys[n + 1] in _ARTICLE_A_BEFORE):
                return n + 1, p  # (not the article: 'A tie goes to the older one', r49)
        elif (end := _at(w.keys, n, j, (alias.lower(),))) is not None and \
                not (end < j and w.keys[end] in ("of", "with", "whose", "who", "named")):
            return end, p
    return None


def _possessive(keys: Sequence[str]) -> bool:
    """Does a reference back end in a possessive ("that owner's", 'their', 'her'): a thing of theirs, not them?"""
    return "'s" in keys or "'" in keys or not W.POSSESSIVE_PRONOUNS.isdisjoint(keys)


def _compared_itself(keys: Sequence[str], i: int, n: int, possessive: bool) -> bool:
    """Is a reference back at n itself one of two compared, right after the mark that ends the other's words ('Who has
    more pets: the richest Ohioan, or that person?', e38k): never the other one, so no other said before it is meant."""
    return n > i and keys[n - 1] in W.BACK_REFERENCE_MARKS and not possessive


def _said_before(w: _Words, i: int, n: int, people: list[_Person], noun: str | None,
                 place: bool = False) -> str | None:
    """Another person said in the question before a reference back at word n (words i .. n - 1) whom the reference
    could mean instead of the one set up (r80, r79 W2): an anchor named there ('the owner of the cat named 'Alyssa''),
    a person said before a mark that ends their words ('the richest Visa holder, or ...'; for a noun, only one of that
    noun: 'that owner' is no 'resident'), or for a place, a state named; the words that say them, else None."""
    keys = w.keys
    own = " ".join(k for p in people for k in _words(p.text).keys)
    # (not the topic of a step whose words the reference is in: "Then the owner of the bird named 'Cynthia': among
    # everyone in that owner's state, pick ...", e55b: the layer's readers of steps said apart read it as theirs)
    topic = max((q for q in range(i, n) if keys[q] in (":", "\u2014")), default=i)
    for q in range(topic, n):
        if w.kinds[q] == STRING and " ".join(keys[max(i, q - 2):q + 1]) not in own:
            return w.span(next((s for s in range(q - 1, max(i, q - 8) - 1, -1) if keys[s] in ("the", "whoever")),
                               max(i, q - 4)), q + 1)
    if place and (m := _PLACE_NAMED.search(w.text, w.starts[i], w.starts[n])) is not None:
        return m.group(0)
    last = max((q for q in range(i, n) if keys[q] in W.BACK_REFERENCE_MARKS), default=None)
    if last is None:
        return None
    if (noun is None or noun in W.GENERIC_PERSON_HEADS) and \
            (m := _PLACE_NAMED.search(w.text, w.starts[topic], w.starts[last])) is not None:
        return m.group(0)  # (a person said by their place: 'the richest Californian, or the oldest person in that
        # person's state', 'the richest person who lives in California, and ...', r81)
    for q in range(topic, last):
        if keys[q] in W.SETUP_PERSON_BEFORE and (noun is None or noun in W.GENERIC_PERSON_HEADS or keys[q] == noun) \
                and not (q + 1 < n and keys[q + 1] == "'s") and keys[q] not in W.PRONOUN_PERSON \
                and not (q > i and keys[q - 1] in W.BACK_REFERENCE_DETERMINERS and (
                    keys[q - 1] != "the" or keys[q + 1] in W.BACK_REFERENCE_MARKS)):
            # (not a reference back itself: 'the combined balance of that owner and the richest resident of that
            # state')
            return w.span(max(i, q - 3), q + 1)
    return None


def _refer(w: _Words, people: list[_Person], i: int, j: int, names_only: bool = False, asks_name: bool = True,
           chain: bool = False, places: list[_Place] | None = None) -> str:
    """Words i .. j - 1 with every reference to a person defined or set up replaced by that person's words (in a
    question asking for a name, a possessive pronoun before a measure is left alone: see below)."""
    keys = w.keys
    named = {alias: p for p in people for alias in (p.name, *p.aliases) if alias}
    out: list[str] = []
    n, copied = i, w.starts[i]
    paired = False  # (the one person set up said as one of two compared in these words, before n: 'Compare that person with B')

    def put(start: int, end: int, words: str) -> None:
        nonlocal copied, n
        said = w.text[w.starts[start]:w.starts[end]]
        out.append(w.text[copied:w.starts[start]])
        out.append(words + said[len(said.rstrip()):])
        copied, n = w.starts[end], end

    def one(said: str) -> _Person:
        """The one person a reference can be to: one whose noun it repeats ('that owner', 'that resident's'), else
        the one not yet taken up into a later set-up; refused when two could be meant."""
        said_keys = _words(said).keys
        noun = next((k for k in reversed(said_keys) if k in W.PERSON_HEADS), None)
        if not chain and not _compared_itself(keys, i, n, _possessive(said_keys)) and \
                (other := _said_before(w, i, n, people, noun)) is not None:
            # "Take the owner of the dog named 'Cesar'. Who is older: the owner of the cat named 'Alyssa', or the
            # richest resident of that owner's state?" (r80): 'that owner' may be the one said just before it (not
            # when the reference is itself the other one compared: 'Who has more pets: the richest Ohioan, or that
            # person?', e38k)
            raise ParseError(f"ambiguous: {said!r} could refer to {people[-1].text!r} or to {other!r}, said just "
                             "before it: name the person again ('the owner of ...')")
        pronoun = next((W.PRONOUN_PERSON[k] for k in said_keys if k in W.PRONOUN_PERSON), None) if noun is None else None
        neutral = "or" in said_keys or "his/her" in said_keys or any(  # 'he or she': the one found, whoever they are
            r.lower() in W.EITHER_GENDER for r in _words(said).raw)  # ('his/her', read as 'their': its text)
        fits = [p for p in people if noun is not None and noun not in W.GENERIC_PERSON_HEADS and _head(p.text) == noun]
        if not fits and noun in W.GENDERED_NOUNS:  # 'that woman' to no one set up as a woman: as 'she' (w16 #3)
            pronoun = W.GENDERED_NOUNS[noun]
        if not fits:
            fits = [p for p in people if not p.consumed]
            if pronoun and (before := [p for p in people if p.consumed and (
                    p.pronoun == pronoun or pronoun in ("he", "she") and p.pronoun == "they" and not neutral)]):
                # ('Take S. Find the richest person in their state. How many pets does she have?': 'their' said of S
                # whose gender was not known, so 'she' may be S as well as the one found)
                # 'Take the owner of pet 'Roy'. Find the richest person in her state. What is her total bank
                # balance?': 'her' was the owner a sentence before, and may be still, or the person found (w11 #2;
                # another pronoun, '... in his state ... her/their total', is the one found)
                names = " or ".join(repr(p.text) for p in before + fits)
                raise ParseError(f"ambiguous: {said!r} could refer to {names}: the same pronoun referred to the first "
                                 "in a sentence before; say 'that person' for the one found, or name the person again")
        if any(k == "same" and said_keys[n + 1:n + 2] and said_keys[n + 1] in W.GENERIC_PERSON_HEADS | {"one"}
               for n, k in enumerate(said_keys)) and (before := [p for p in people if p.consumed]) and fits:
            # 'Find the owner of pet X. Then find the richest person in that person's state. What is that same
            # person's total bank balance?': 'same' points back to the one referred to before (the owner), or to the
            # one found since (r49): refused naming both
            names = " or ".join(repr(p.text) for p in before[-1:] + fits[-1:])
            raise ParseError(f"ambiguous: {said!r} could refer to {names}: 'same' points back to a person referred to "
                             "before; say 'that person' for the one found, or name the person again")
        if len(fits) > 1 and chain and fits[-1] is people[-1] and not fits[-1].consumed and fits[-1].name is None and \
                all(p.consumed or p.name is not None and p.start is not None for p in fits[:-1]):
            # 'Take the owner of pet 'X' and find, in that owner's state, R1. Then take the owner of plate 'Y' and find,
            # in that owner's state, R2.', '... Call this person A. Take S2 and look at everyone in that person's
            # state; ...' (a29z): in a step, the person set up just before it, not one a step before took up already,
            # nor one found and named since ('A')
            fits = fits[-1:]
        if len(fits) > 1 and not any(k in W.PLURAL_PRONOUNS for k in said_keys) and (
                noun in W.GENERIC_PERSON_HEADS or any(k in W.ONE_PERSON_SAID for k in said_keys)) and \
                (ones := [p for p in fits if not _several(p.text)]):
            # 'Consider everyone who holds the same type of policy as S. Find the one with R. How many X does this
            # person have?': one person said ('this person', 'that individual's', 'she') is never a group set up
            # ('everyone who ...', 'the people ...', 'those ...'): number agreement leaves the one found
            fits = ones
        if len(fits) > 1 and not any(k in W.PLURAL_PRONOUNS for k in said_keys) and (
                noun in W.GENERIC_PERSON_HEADS or any(k in W.ONE_PERSON_SAID for k in said_keys)) and \
                fits[-1] is people[-1] and _ranked_words(fits[-1].text) and not _group_said(fits[-1].text) and \
                any(_group_said(g.text) and all(people.index(f) <= k for f in fits[:-1])
                    for k, g in enumerate(people[:-1])):
            # 'Identify the owner of X, then consider every person whose policy type matches theirs. From this group,
            # choose the person with R. How many Y does this person have?' (e44s): a person chosen by a ranking after a
            # group set up is the one 'this person' means; those said before the group were only the way to it
            fits = fits[-1:]
        summed = len(fits) == 1 and len(people) == 1 and set(said_keys) <= W.PLURAL_PRONOUNS and \
            not W.PLURAL_SUMMED.isdisjoint(keys[i:j]) and _top_counted(_words(fits[0].text).keys)
        if not fits and _found_since(w, i, people, said_keys, places):
            # 'The owner of pet 'H' has a certain diagnosis. Among people with that same diagnosis, who owns the fewest
            # X? How many Y does this person have?' (e61w): the one set up was taken up into the value the question
            # refers to (no longer 'that person'), so 'this person' is the one the question found: left as said, for
            # the grammar to read as that one
            return _Person(None, said, said)
        if len(fits) != 1 or _several(fits[0].text) and not summed:  # (e50k: several counted, summed: 'their' is them)
            names = " or ".join(repr(p.text) for p in fits or people)
            raise ParseError(f"ambiguous: {said!r} could refer to {names}: give each person a name ('Let A be ...') "
                             "and use it")
        if (neutral or any(k in W.ONE_PERSON_SAID for k in said_keys)) and _top_counted(_words(fits[0].text).keys):
            # 'Take the 3 richest residents of Ohio. What is his or her total bank balance?': one person said of
            # several counted (r24 F8: read as their sum); 'their' may be the three together
            raise ParseError(f"ambiguous: {said!r} refers to one person, but {fits[0].text!r} are several: say 'their "
                             "combined' for all of them together, or ask about one of them")
        if noun in W.ANCHOR_NOUNS and (inner := _inner_anchor(fits[0].text)) is not None and \
                (_head(fits[0].text) != noun or noun in _Words(inner).keys):
            # 'Find the richest person in the state of the owner of pet 'Dawn'. How many pets does that owner have?':
            # the anchor's owner named inside the set-up, or the person found (who is not called an owner) (w14 #1)
            raise ParseError(f"ambiguous: {said!r} could refer to {fits[0].text!r} or to {inner!r} named in it; say "
                             "'that person' for the one found, or name the person again")
        if pronoun in _GENDERED and not neutral and (inner := _inner_anchor(fits[0].text)) is not None and \
                _strings(said_words := _words(fits[0].said), 0, len(said_words.keys)) and "?" not in said_words.keys:
            # (the anchor said in the set-up itself, not taken up from another; not a question's answer)
            # 'Find the richest person in the state of the owner of pet 'Roy'. What is her total bank balance?': 'her'
            # may be the person found or Roy's owner, a person named inside the set-up (w12's left candidate)
            raise ParseError(f"ambiguous: {said!r} could refer to {fits[0].text!r} or to {inner!r} named in it; say "
                             "'that person' for the one found, or name the person again")
        fits[0].used += 1
        if chain:
            fits[0].consumed = True
            fits[0].pronoun = fits[0].pronoun or pronoun
        return fits[0]

    while n < j:
        # a name given: 'the anchor', 'P', "the anchor's state", "P's"
        found = _alias_at(w, n, j, named)
        if found is not None:
            end, p = found
            if not chain and end == n + 2 and keys[n] in W.BACK_REFERENCE_DETERMINERS and keys[n + 1] in W.PERSON_HEADS \
                    and not _compared_itself(keys, i, n, keys[end:end + 1] == ["'s"]) and \
                    (other := _said_before(w, i, n, people, keys[n + 1])) is not None:
                # "The fish named 'Anita' has an owner. Who is older: the owner of the cat named 'Alyssa', or the
                # richest resident of that owner's state?" (r80): a name the set-up gave as any owner is called
                raise ParseError(f"ambiguous: {w.span(n, end)!r} could refer to {p.text!r} or to {other!r}, said "
                                 "just before it: name the person again ('the owner of ...')")
            if n > 0 and keys[n - 1] == "of" and keys[end:end + 1] == ["and"] and \
                    (second := _alias_at(w, end + 1, j, named)) is not None and second[1] is not p:
                p.used += 1  # 'which of A and B', the first's group said first ('A: among G, the one with R'): its
                second[1].used += 1  # group closed as the pair's is (`_two`, a20x)
                if n > 1 and keys[n - 2] not in _ASKS_NAME and keys[n - 2] not in ("one", "person", "individual"):
                    # ('the combined bank balance of A and B', e47b: a noun phrase after 'of', each group said after
                    # the ranking as 'of the two' writes them)
                    put(n, second[0], _two(_group_after(p.text), _group_after(second[1].text)))
                    continue
                put(n, second[0], _two(p.text, second[1].text))
                continue
            if keys[end:end + 1] == ["or"] and (second := _alias_at(w, end + 1, j, named)) is not None and \
                    second[1] is not p and _opens_with_group(p.text):
                # 'Who has more pets, A or B?' after 'A: within G, S1; B: S2' (a27z): the first's group, said inside
                # their own definition, is theirs alone; closed by a semicolon as `_two` closes it ('S1; or S2'), where
                # a group said before two people listed could be for both
                p.used += 1
                second[1].used += 1
                put(n, second[0], f"{p.text}; or {second[1].text.removeprefix(',').lstrip()}")
                continue
            p.used += 1
            if keys[end:end + 1] == ["'s"]:
                attr = _attribute(keys, end + 1, j)
                if attr is not None:  # "the anchor's state" -> 'the same state as <the anchor>'
                    if chain and p.name is None:
                        # 'For the fish named 'Diana', look at the residents of its owner's state and take R.' (e53b):
                        # the owner set up without a name of their own ('its owner'), taken up into the step as
                        # 'their state' takes them up (`one`), is not one of the people found
                        p.consumed = True
                    put(n, attr, _shared(keys, n, w.span(end + 1, attr), p.text))
                    continue
                if (owned := _owned(w, n, end + 1, j, p.text)) is not None:  # "P's total bank balance"
                    ends, _ = owned
                    if keys[ends:ends + 1] == ["and"] and (twice := _alias_at(w, ends + 1, j, named)) is not None \
                            and twice[1] is p and keys[twice[0]:twice[0] + 1] == ["'s"] and \
                            (theirs := _owned(w, n, twice[0] + 1, j, p.text)) is not None:
                        # "g's cars and g's pets" -> 'the cars and pets of g' (a31m): one person's things said once,
                        # as 'g's cars and pets' (the grammar's sum, or its refusal, as of those words)
                        things = f"{w.span(end + 1, ends)} and {w.span(twice[0] + 1, theirs[0])}"
                        of = n > 0 and keys[n - 1] == "of" and not (n > 1 and keys[n - 2] == "all")
                        p.used += 1
                        put(n, theirs[0], f"{things} of {p.text}" if of else f"the {things} of {p.text}")
                        continue
                    put(n, *owned)
                    continue
                raise ParseError(f"cannot read {w.span(n, end + 1)!r}: say what of {p.text!r} is meant")
            _narrowed_top(w, end, j, p.text, None)
            put(n, end, p.text)
            continue
        if names_only or not people:
            n += 1
            continue
        # the place set up: 'Who there ...', 'in that state', 'Of its residents, ...'
        if places and (value := _value_again(w, n, j, places)) is not None:  # 'everyone with that blood type'
            if (other := _said_before(w, i, n, people, None, place=value[1].kind in (None, Attribute.STATE,
                                                                                     Attribute.CITY))) is not None:
                # "... Who is richer: the oldest resident of Alaska, or the richest resident of that state?" (r80)
                raise ParseError(f"ambiguous: {w.span(n, value[0])!r} could be {value[1].text!r} or that of "
                                 f"{other!r}, said just before it: say it again ('the same state as the owner of ...')")
            value[1].used += 1
            put(n, value[0], value[1].text)
            continue
        geo = [p for p in places or () if p.kind in (None, Attribute.STATE, Attribute.CITY)]
        if geo and (again := _place_again(w, n, j)) is not None:
            if len(geo) != 1:
                raise ParseError(f"ambiguous: {w.span(n, again[0])!r} could be {' or '.join(repr(p.text) for p in geo)}")
            if (other := _said_before(w, i, n, people, None, place=True)) is not None:
                # "... Who is richer: the oldest resident of Alaska, or the richest resident of that state?" (r80)
                raise ParseError(f"ambiguous: {w.span(n, again[0])!r} could be {geo[0].text!r} or the place of "
                                 f"{other!r}, said just before it: name the place again")
            _same_place_noun(w, n, again[0], geo[0])
            geo[0].used += 1
            put(n, again[0], again[1].format(geo[0].text))
            continue
        # "their state", "that person's blood type" -> 'the same state as <them>'
        pos = _at(keys, n, j, W.REFER_POSSESSIVE)
        # 'What is their combined total bank balance?' after two people found: the sum of both ('the combined total
        # bank balance of S1 and S2'); with one person, or without a word of summing, as below
        if pos is not None and keys[n] == "their" and keys[pos:pos + 1] in (["combined"], ["joint"]) and \
                len(live := [p for p in people if not p.consumed]) == 2:
            end = next((m for m in range(pos + 1, j) if keys[m] in _OWNED_ENDS), j)
            for p in live:
                p.used += 1
            put(n, end, f"the {w.span(pos, end)} of {_two(_group_after(live[0].text), _group_after(live[1].text))}")
            continue
        # 'What do their bank balances add up to?', 'the sum of both people's bank balances' after two people found
        # (a22v): the plural of money summed, the sum of both
        # (not 'their' in a question asking which of them: 'Which of the two has more money in their bank accounts in
        # total?' is each one's money, e42p)
        both = n + 3 if keys[n] == "both" and keys[n + 1:n + 2] in (["people"], ["persons"], ["individuals"]) and \
            keys[n + 2:n + 3] in (["'s"], ["'"]) else pos if keys[n] == "their" and not asks_name else None
        if both is not None and len(live := [p for p in people if not p.consumed]) == 2 and \
                (summed := _at(keys, both, j, W.PAIR_MONEY_SUMMED)) is not None and \
                (keys[n] == "both" or keys[summed:summed + 1] in (["add"], ["added"], ["sum"], ["summed"], ["total"],
                                                                   ["come"], ["amount"])
                 or _at(keys, summed, j, W.PAIR_MONEY_TOGETHER) is not None
                 or any(_at(keys, m, n, W.PAIR_MONEY_SUM_OF) == n for m in range(max(i, n - 3), n))):
            for p in live:
                p.used += 1
            put(n, summed, f"the {w.span(both, summed)} of {_two(_group_after(live[0].text), _group_after(live[1].text))}")
            continue
        if pos is not None and (attr := _attribute(keys, pos, j)) is not None and \
                (n == i or keys[n - 1] not in ("same",)):
            if asks_name and not chain and keys[n - 1:n] == ["in"] and keys[n] in ("their", "his/her", "his") and \
                    (keys[n] != "his" or keys[n + 1:n + 3] == ["or", "her"]) and _ranked_before(keys, i, n):
                # 'Among people with her blood type, who is the richest person in their state?': the state of the
                # person set up, or each one's own (the richest in their state, words.IN_THEIR_STATE), in a question
                # asking who (w10 #6; of a count or a sum, each one's own names no one person)
                raise ParseError(f"ambiguous: {w.span(n, attr)!r} after a ranking could be the {w.span(pos, attr)} of "
                                 f"{people[0].text if len(people) == 1 else 'the person set up'} or each person's own "
                                 f"(the richest in their state): say 'the same {w.span(pos, attr)} as ...'")
            p = one(w.span(n, attr))
            put(n, attr, _shared(keys, n, w.span(pos, attr), p.text))
            continue
        # 'Report that person's total bank balance' -> 'the total bank balance of <them>' (in a count or a sum: in a
        # question asking for a name, 'their' may be each candidate's: 'break ties by their total bank balance')
        if pos is not None and not asks_name and _owned(w, n, pos, j, "") is not None:
            p = one(w.span(n, pos))
            owned = _owned(w, n, pos, j, p.text)
            assert owned is not None
            put(n, *owned)
            continue
        # 'the state where she lives (in)' -> 'the same state as <her>'
        if keys[n] == "the" and (attr := _attribute(keys, n + 1, j)) is not None and \
                (where := _at(keys, attr, j, W.REFER_WHERE)) is not None and \
                (subject := _at(keys, where, j, W.REFER_SUBJECT)) is not None and \
                (lives := _at(keys, subject, j, W.REFER_LIVES)) is not None:
            end = lives + (keys[lives:lives + 1] == ["in"])
            p = one(w.span(n, end))
            put(n, end, f"the same {w.span(n + 1, attr)} as {p.text}")
            continue
        # 'the same state as her / that person'
        if keys[n] == "same" and (attr := _attribute(keys, n + 1, j)) is not None and keys[attr:attr + 1] == ["as"] \
                and (obj := _at(keys, attr + 1, j, W.REFER_OBJECT + W.REFER_SUBJECT)) is not None:
            p = one(w.span(n, obj))
            put(attr + 1, obj, p.text)
            continue
        # 'everyone in the same state' with no 'as' after a person set up ('For S, consider everyone in the same
        # state.') -> 'the same state as <them>'
        if keys[n] == "same" and n > i and keys[n - 1] == "the" and (attr := _attribute(keys, n + 1, j)) is not None \
                and (attr == j or keys[attr] not in _SAME_AFTER or keys[attr] == "with" and
                     _ranked_after(keys, attr + 1, j)) and not names_only:
            p = one(w.span(n - 1, attr))
            put(n + 1, attr, f"{w.span(n + 1, attr)} as {p.text}")
            continue
        # 'How much money do they have in the bank together?' after two people found (a35c): both, their money summed
        # (a word of summing in the sentence: without one 'they' could be either, refused below)
        if keys[n] in ("do", "did") and "how" in keys[i:n] and "money" in keys[i:n] and \
                (subject := _at(keys, n + 1, j, W.PAIR_SUBJECT)) is not None and \
                _at(keys, subject, j, W.HAVE_VERBS) is not None and \
                any(_at(keys, m, j, W.TOGETHER) is not None for m in range(subject, j)) and \
                len(live := [p for p in people if not p.consumed]) == 2:
            for p in live:
                p.used += 1
            put(n + 1, subject, _two(_group_after(live[0].text), _group_after(live[1].text)))
            continue
        # 'how many pets does she have', 'does that person own'
        # ('Does that person, or B, own more cars?', a24x: one of two compared)
        if keys[n] in ("does", "do", "did") and (subject := _at(keys, n + 1, j, W.REFER_SUBJECT)) is not None and \
                (_at(keys, subject, j, W.HAVE_VERBS) is not None or keys[subject:subject + 1] == ["or"] or
                 keys[subject:subject + 2] == [",", "or"]):
            p = one(w.span(n + 1, subject))
            put(n + 1, subject, p.text)
            continue
        # a learner's 'How much money has this person in total in the bank?', 'How many pets has she?' (a18y)
        if keys[n] in ("has", "have") and "how" in keys[i:n] and keys[n - 1] not in ("how", "who") and \
                (subject := _at(keys, n + 1, j, W.REFER_SUBJECT)) is not None and keys[subject:subject + 1] != ["got"]:
            p = one(w.span(n + 1, subject))
            put(n + 1, subject, p.text)
            continue
        # 'What is the combined bank balance of those three?' after a top N set up ('Among G, take the 3 people with
        # the most bank accounts.', a26x): those people, read only as a top of that number (`questions._check_resolved`)
        # ('How much money do those three have in total?')
        if (keys[n] == "of" or keys[n] in ("do", "did") and "how" in keys[i:n]) and \
                (many := _many_said(keys, n + 1, j, keys[n] != "of")) is not None:
            live = [p for p in people if not p.consumed]
            if len(live) != 1 or _top_number(live[0].text) != many[1]:
                said = " and ".join(repr(p.text) for p in live) or "no one"
                raise ParseError(f"{w.span(n + 1, many[0])!r} refers to {many[1]} people, and {said} set up: say which "
                                 f"{many[1]} ('take the {many[1]} richest people in Ohio')")
            live[0].used += 1
            live[0].many = many[1]
            put(n + 1, many[0], live[0].text)
            continue
        # 'which of the two / them', 'between these two people,'
        after = (n + 2 if keys[n + 1:n + 2] == ["of"] else None) if keys[n] in ("which", "who") else \
            n + 1 if keys[n] in ("between", "of") else \
            n + 1 if keys[n] in W.PAIR_BACK_COMPARING and n == i else None  # ('Comparing those two, who ...?', c53w)
        if keys[n] == "which" and (one_of := _at(keys, n + 1, j, W.PAIR_ONE_OF)) is not None and \
                len(live := [p for p in people if not p.consumed]) == 2:
            # 'Which finalist has the higher total bank balance?' after two people found: which of the two
            for p in live:
                p.used += 1
            put(n, one_of, f"which of {_two(live[0].text, live[1].text)}")
            continue
        if after is not None and (pair := _at(keys, after, j, W.PAIR_REFERENCES)) is not None and \
                not _pair_tie_scope(keys, n, pair, j):
            if keys[n] != "of" or pair == j or keys[pair] in (",", "combined", "together", "in", "add", "sum", "come",
                                                              "amount", "total") or \
                    _at(keys, pair, j, W.PAIR_MONEY_TOGETHER) is not None or keys[pair:pair + 2] in (["for", "me"],
                                                                                    ["for", "us"]):
                # ('... sum to?', a24x; '... of two people added together. Person 1 is S1. ...', 'add up the bank
                # balances of two people for me. first, S1. ...', a37p)
                live = [p for p in people if not p.consumed]  # (not those taken up into a later step)
                if len(live) == 1 and keys[n] == "of" and _top_two(live[0].text) and \
                        not set(keys[after:pair]) & {"both", "pair", "your"}:
                    # 'Among G, take 2 persons who have most credit cards. What is total bank balance of these 2
                    # persons together?' (a22y): the two people are the one set-up's top 2
                    live[0].used += 1
                    live[0].many = 2  # (read only if its words are a top two: 'the oldest of the two richest' is one)
                    put(n + 1, pair, live[0].text)
                    continue
                if keys[n] == "of" and keys[after:pair] == ["them"] and _tie_clause(keys, n) and \
                        (len(live) != 2 or _several_tied(keys, n)):
                    n = pair  # ('If several people tie, take the oldest of them': those tied, a29z; with two people
                    # set up too when the clause says several tie, which the two compared are not: 'Where several
                    # people tie for fewest, each candidate is the oldest of them', a37k)
                    continue
                if len(live) == 1 and paired and keys[n] in ("which", "who"):
                    n = pair  # ('Comparing that person with B, which of them has fewer X?', e38k2: the two this
                    continue  # sentence compares, the one person set up and B)
                if len(live) == 1 and keys[after:pair] == ["them"] and live[0].start is not None and \
                        (group := _words(live[0].text)) and _people_words(group, 0, len(group.keys)) and \
                        group.keys[0] != "a" and not _top_number(live[0].text) and ":" not in group.keys and \
                        not any(k.isdigit() or W.NUMBER_WORDS.get(k, 0) > 1 for k in group.keys[:2]):
                    # (not 'two Health insurance policyholders: S1 and S2', two people said after their group)
                    # 'Gather the people who have that policy type but no credit cards. Who is the oldest of them?'
                    # (c53w, e53b): the one group set up (not a person: 'the people who ...'), 'them' its members
                    live[0].used += 1
                    live[0].consumed = True
                    put(n, pair, f"among {live[0].text}" if keys[n] in ("of", "between") else
                        f"{keys[n]} among {live[0].text}")
                    continue
                if len(live) == 1 and keys[after:pair] == ["them"] and keys[n] in ("which", "who") and \
                        _group_just_before(w, i, n):
                    n = pair  # ('Take S. Narrow things down to people in their state. Which of them ...?', e62y: the
                    continue  # group set up in the sentence just before, read as any group set up, not the person)
                if len(live) != 2:
                    raise ParseError(f"{w.span(n, pair)!r} refers to two people, and {_defined(len(live))}")
                inner = [a for p in live if (a := _inner_anchor(p.text)) is not None]
                if inner and any(k[:-1] in W.ANCHOR_NOUNS for k in keys[after:pair] if k.endswith("s")):
                    # 'Find the richest person in the state of the owner of pet 'Dawn'. Do the same for the owner of pet
                    # 'Roy'. Which of the two owners has more pets?': the two found, or the anchors' owners named in
                    # them, the only people the question calls owners (w15 #2; 'that owner': w14 #1)
                    raise ParseError(f"ambiguous: {w.span(n, pair)!r} could be {live[0].text!r} and {live[1].text!r}, "
                                     f"or {' and '.join(map(repr, inner))} named in them; say 'the two people found', "
                                     "or name the two again")
                for p in live:
                    p.used += 1
                lead = ("between" if pair < j and keys[pair] == "," and _at(keys, pair, j, W.PAIR_MONEY_TOGETHER) is None
                        else "of") if keys[n] in ("of", "between") else \
                    "between" if keys[n] in W.PAIR_BACK_COMPARING else "which"
                out_of = n - 1 == i and keys[n] == "of" and keys[i] == "out"  # ('Out of these two, who ...?', a23x)
                put(n - out_of, pair, f"{lead} {_two(_group_after(live[0].text), _group_after(live[1].text))}" if lead != "which"
                    else f"which of {_two(live[0].text, live[1].text)}")
                continue
        # 'Between that person and B, who has fewer X?', 'Who has fewer X, that person or B?', 'Which of that person and
        # B ...?', 'Compare that person with B', '..., B or him?' (e38k): the one person set up, one of two compared
        if keys[n] in W.REFER_PAIR_LEADS and keys[n + 1:n + 2] != ["them"] and \
                (obj := _at(keys, n + 1, j, W.REFER_OBJECT)) is not None and \
                (obj < j and keys[obj] in W.REFER_PAIR_NEXT and keys[n] not in W.REFER_PAIR_SECOND or
                 (obj == j or keys[obj] in _ENDS | {","} | W.REFER_PAIR_VERBS) and keys[n] in W.REFER_PAIR_SECOND
                 and _compared_said(keys, i, j)):
            p = one(w.span(n + 1, obj))
            put(n + 1, obj, _group_after(p.text) if keys[n] not in W.REFER_PAIR_SECOND else p.text)
            paired = True
            continue
        # 'the total bank balance of that person?', '... for him.': the one person (two set up: refused naming both)
        if (keys[n] in ("of", "for") or keys[n] == "by" and n > i and keys[n - 1] in W.REFER_HELD or
                keys[n] in ("to", "with") and n > i and keys[n - 1] in W.REFER_HELD_TO) and \
                keys[n + 1:n + 2] != ["them"] and \
                (obj := _at(keys, n + 1, j, W.REFER_OBJECT)) is not None and \
                (obj == j or keys[obj] in _ENDS | {","} or _at(keys, obj, j, W.REFER_SUM_AFTER) in (j, *(
                    k for k in range(obj, j) if keys[k] in _ENDS))):
            p = one(w.span(n + 1, obj))
            put(n + 1, obj, p.text)
            continue
        n += 1
    out.append(w.text[copied:w.starts[j]])
    return "".join(out).strip()


def _compared_said(keys: list[str], i: int, j: int) -> bool:
    """Does the sentence from i to j compare two ('Who has fewer pets, B or ...', 'Between B and ...', 'whether B or that
    person has more pets'): a word comparing two, or 'between' / 'compare' / 'whether'? ('... the richest resident of
    Ohio and him' in a question of one is not.)"""
    return any(k in W.REFER_PAIR_COMPARED for k in keys[i:j])


def _tie_said(keys: list[str], i: int, j: int) -> bool:
    """Does the sentence i .. j - 1 open with a tie rule's clause ('Should two or more members of H tie on this, ...',
    'If several people are tied, ...'): a conditional lead first, a tie word before its first comma?"""
    comma = next((m for m in range(i, j) if keys[m] == ","), j)
    return keys[i] in W.TIE_CLAUSE_LEADS and bool(set(keys[i:comma]) & W.TIE_CLAUSE_WORDS)


def _tie_clause(keys: list[str], n: int) -> bool:
    """Is word n in a tie rule's clause ('If more than one person qualifies, take the oldest of them', 'if several
    tie, the oldest of them'): a conditional lead and a tie word between the clause's start and n? ('them' there is
    those tied: left for the grammar, never read as a group or two people set up before; a29z)"""
    start = next((m + 1 for m in range(n - 1, -1, -1) if keys[m] in _ENDS or keys[m] == "("), 0)
    clause = set(keys[start:n])
    return bool(clause & W.TIE_CLAUSE_LEADS) and bool(clause & W.TIE_CLAUSE_WORDS)


def _several_tied(keys: list[str], n: int) -> bool:
    """Does the tie clause word n is in say that several people tie ('Where several people tie', 'if more than one
    person qualifies', 'if two or more are level'): those a ranking finds, never the two compared?"""
    start = next((m + 1 for m in range(n - 1, -1, -1) if keys[m] in _ENDS or keys[m] == "("), 0)
    clause = keys[start:n]
    return bool(set(clause) & W.TIE_SEVERAL_SAY) or any(
        clause[m:m + 3] in (["more", "than", "one"], ["two", "or", "more"]) for m in range(len(clause)))


def _pair_tie_scope(keys: list[str], n: int, pair: int, j: int) -> bool:
    """Is 'between the two' at n a tie rule's scope, not the two people referred to ('a tie between the two', 'If there
    is a tie between them, ...', 'Between the two, a tie goes to X', a24x)? Left for the grammar to read as said."""
    if keys[n] != "between":
        return False
    if n > 0 and keys[n - 1] in W.TIE_PAIR_SCOPE_BEFORE:
        return True
    if any(keys[t] in W.TIE_PAIR_SCOPE_BEFORE and keys[t + 1] in W.TIE_PAIR_SCOPE_ON for t in range(max(0, n - 4), n - 1)):
        return True  # ('a tie in policies between the two candidates is broken by X', e48c: the tie's measure said first)
    if n > 0 and keys[n - 1] in ("and", "or", "&") and W.TIE_PAIR_SCOPE_BEFORE & set(keys[max(0, n - 8):n]):
        return True  # ('Ties in either group, and between the two, go to X', a25y: the pair's scope after the rankings')
    rest = pair + 1 if pair < j and keys[pair] == "," else pair
    return _at(keys, rest, j, W.TIE_PAIR_SCOPE_AFTER) is not None


# --- a group set up or named before the question, then referred to (words.GROUP_*) ------------------------------------


@dataclass(init=False, repr=False, eq=False)
class _Group(Record):
    """A group set up or named before the question (`cbwh.tuples.Record`'s methods)."""

    text: str  # the group's words as written ('residents of Ohio', 'everyone living in the same state as A')
    said: str  # the sentence that sets it up (for messages)
    name: str | None = None  # 'group a' (its words, lower case), or a capital letter said alone ('G'), or None
    letter: bool = False  # the name is a capital letter said alone: matched as written
    used: int = 0
    narrowed: bool = False  # people crossed off it ('..., then cross off anyone who holds a credit card'): 'the rest'
    count: int | None = None  # a top N ('the three members of S with the most pets'): N (`_counted`), named people

    def __init__(self, text: str, said: str, name: str | None = None, letter: bool = False, used: int = 0,
                 narrowed: bool = False, count: int | None = None) -> None:
        self.text, self.said, self.name, self.letter, self.used = text, said, name, letter, used
        self.narrowed, self.count = narrowed, count


def _record_alone(keys: Sequence[str | None]) -> bool:
    """Are the words after 'a' / 'any' a kind of record said alone ('pet', 'credit card', 'Discover card'), with no other
    condition joined to it ('a pet and a car', 'a pet living in Oregon')? What people are left without, said so."""
    return all(k in W.EXCLUDE_HAD and k not in W.EXCLUDE_JOINS for k in keys)


def _crossed_off(w: _Words, i: int, j: int) -> str | None:
    """A sentence (or its part i .. j - 1) crossing people off the group set up before it: 'cross off / strike out /
    remove anyone who holds a credit card', 'leave out everyone with an internet account': what the people kept are
    without ('without a credit card'); None when it is no such sentence. Refused: people crossed off said another way
    (only those who have a kind of record are: what is left is then 'people without' it)."""
    lead = _at(w.keys, i, j, W.EXCLUDE_LEADS)
    if lead is None or lead >= j:
        return None
    who = _at(w.keys, lead, j, W.EXCLUDE_WHO)
    if who is None and w.keys[lead - 1] in ("excluding", "omitting"):
        return None  # ('..., excluding the owner of pet 'X'': a person left out, the grammar's OtherThan)
    some = _at(w.keys, who, j, W.EXCLUDE_SOME) if who is not None else None
    if some is None or some >= j or not _record_alone(w.keys[some:j]):
        raise ParseError(f"not supported: crossing people off said this way ({w.span(i, j)!r}): cross off those who "
                         "have a kind of record ('cross off anyone who holds a credit card'), or ask among people "
                         "without it ('Among people without a credit card who ...')")
    return f"without {w.span(some - 1, j)}"


def _narrowed(group: _Group, without: str, said: str) -> None:
    """The group with people crossed off: 'everyone living in X' -> 'people without a credit card living in X' (the
    condition said first, where nothing before it can take it); refused for a group said another way."""
    g = _words(group.text)
    first = _set_of(g.keys, 0) or 0
    head = _at(g.keys, first, len(g.keys), W.EXCLUDE_HEADS)  # ('the set of people who ...': its people, a21z)
    if group.narrowed:
        raise ParseError(f"not supported: crossing people off {group.text!r} a second time (in {said!r}): cross them "
                         "off in one go, or ask among people without both ('Among people without a pet or a vehicle "
                         "who ...')")
    if head is None or head >= len(g.keys):
        if not _a_people_group(group.text):
            raise ParseError(f"not supported: crossing people off {group.text!r} (in {said!r}): say the group as "
                             "'everyone who ...' or ask among people without it ('Among people without a credit card "
                             "who ...')")
        # ('the residents of the same state as S' less anyone with a pet: the group, then the clause narrowing it as
        # the grammar reads one set off after a group, words.GROUP_SAID_AGAIN, e41g)
        group.text = f"{group.text.rstrip(' ,')}, only counting the ones {without}"
        group.narrowed = True
        return
    group.text = f"people {without} {group.text[g.starts[head]:]}"
    group.narrowed = True


def _a_people_group(text: str) -> bool:
    """Is the text a group of people the layers read alone, said by a plural head ('the residents of X', 'those who live
    in X', 'all people with ...'), with no clause set off in it already?"""
    from cbwh.ask.layout import _a_group

    keys = _words(text).keys
    return bool(keys) and "," not in keys and _a_group(text) and \
        any(k in W.PLURAL_PERSON_HEADS or k in W.PLURAL_HEADS for k in keys[:3])


def _narrowed_top(w: _Words, end: int, j: int, text: str, name: str | None) -> None:
    """Refused: a group that is a top N, or each state's first people, said back (words n .. end - 1: 'the members of
    M', 'the Elite') just before words narrowing it ('in Ohio', 'who have no pets', 'living in Ohio', 'with a dog';
    words.GROUP_NARROWERS): read as its words, the narrowing would go into the people the top is taken from ('the 15
    richest people in Ohio'), where the question keeps some of the top's people (r45: 'Let M be the 15 richest people.
    Among the members of M in Ohio, who is the oldest?' was answered among Ohio's 15 richest)."""
    keys = w.keys
    if end >= j or keys[end] not in W.GROUP_NARROWERS:
        return
    stop = min(next((m for m in range(end, j) if keys[m] in (",", ".", ";", "?", "!", "(")), j), end + 6)
    degree = next((m for m in range(end + 1, stop) if keys[m] in W.RANKING_DEGREES or keys[m] in
                   W.PERSON_SUPERLATIVES), None)
    if degree is not None and all(k in W.RANKING_LINKS for k in keys[end + 1:degree]) or not _top_group(text):
        return  # (a ranking after it, 'the member of M with the most pets', 'the member of L holding the most bank
        # accounts', 'the individual in H who has the fewest pets': read, or refused, as any group's; not 'residing
        # in Ohio is the oldest', a narrowing then the question's own ranking)
    raise ParseError(f"ambiguous: {w.span(end, stop)!r} after {text!r}, said back by its name, could narrow the people "
                     f"that top is taken from, or keep only some of its people; for some of them, ask 'Among "
                     f"{name or '<its name>'}, who ... of those {w.span(end, stop)}?'")


def _top_group(text: str) -> bool:
    """Is a group's every reading alone a top N or each state's first people ('the 15 richest people', 'the 3 oldest
    people in Ohio', 'people who have the most pets in their state')?"""
    return _every_reading_has(text, TopN | StateLeader)


def _every_reading_has(text: str, kinds: type | UnionType) -> bool:
    """Is the group read at all, and does its every reading alone (`_group_steps`) have a step of these kinds?"""
    readings = _group_steps(text)
    return bool(readings) and all(any(isinstance(t, kinds) for t in steps) for steps in readings)


def _leaders_group(text: str) -> bool:
    """Is a group's every reading alone each state's first people ('people who have the most pets in their state', 'the
    people with the largest total bank balance among the residents of their state')?"""
    return _every_reading_has(text, StateLeader)


def _group_name_at(w: _Words, i: int, j: int, bare: bool = True) -> tuple[int, str, bool] | None:
    """A group's name at i ('Group A', 'set 1'; with bare, a capital letter alone: 'G'): where it ends, the name, and
    whether it is a letter alone."""
    if i + 1 < j and w.keys[i] in W.GROUP_NAME_NOUNS and (
            w.kinds[i + 1] == WORD and _LETTER.fullmatch(w.raw[i + 1]) or w.keys[i + 1] in W.GROUP_NAME_LABELS):
        return i + 2, f"{w.keys[i]} {w.keys[i + 1]}", False
    if bare and i < j and w.kinds[i] == WORD and _LETTER.fullmatch(w.raw[i]):
        return i + 1, w.raw[i], True
    return None


def _set_of(keys: list[str], i: int) -> int | None:
    """'the set of' / 'collection of' at i ('the set of people who ...', 'the set of VISA card holders', a21z; 'the
    class of', 'the group of', words.LETTER_SET_NOUNS, e31a): where the words after it start; None when not so."""
    k = i + (keys[i:i + 1] in (["the"], ["a"]))  # ('a group consisting of G', 'the set made up of G', e44p)
    return _at(keys, k + 1, len(keys), _SET_MADE_OF) if keys[k:k + 1] and keys[k] in W.LETTER_SET_NOUNS else None


_SET_MADE_OF = ("of", *W.GROUP_MADE_OF)


_ADJECTIVE_HEADS = frozenset(W.PERSON_SUPERLATIVES)


def _one_each_state(w: _Words, k: int, j: int) -> bool:
    """Is word k a person's head said of each state ('the richest person of each state', 'the oldest resident in every
    state', n22y)? One person a state: a group, as the grammar reads it (each state's leader), never one person."""
    if w.keys[k] not in W.SINGULAR_HEADS:
        return False
    after = k + 1
    # (the superlative's measure said again between: 'the richest resident, by total bank balance, of every state',
    # 'the richest person (by total bank balance) in each state', e44p; the grammar reads that it is the same measure)
    close = {",": ",", "(": ")"}.get(w.keys[after]) if after < j else None
    if close is not None and w.keys[after + 1:after + 2] and w.keys[after + 1] in W.RESTATED_BY:
        after = next((n + 1 for n in range(after + 2, min(j, after + 9)) if w.keys[n] == close), after)
    return _at(w.keys, after, j, W.ONE_EACH_STATE) is not None


def _people_words(w: _Words, i: int, j: int) -> bool:
    """Do words i .. j - 1 name a group of people ('residents of Ohio', 'everyone living in X', 'all people who share a
    city with A', 'the set of dog owners'), not one person ('the owner of pet 'X'') or several named ones ('the owners
    of pets 'A' and 'B'')?"""
    if j - i < 2:
        return False
    strings = _strings(w, i, j)
    if any(b - a <= 4 and {"and", "or", "&"} & set(w.keys[a:b]) for a, b in zip(strings, strings[1:])):
        return False  # ('the users 'a' and 'b'', 'the owners of pet 'A' and pet 'B'': people named)
    if _set_of(w.keys, i) is not None:
        return True  # ('the set of holders of a Health insurance policy who ...', 'the set of VISA card holders', a21z)
    for k in range(i, min(j, i + 6)):
        key = w.keys[k]
        if key in W.EVERYONE_PRONOUNS:
            return True
        if key in _ADJECTIVE_HEADS and w.keys[k + 1:k + 2] in (["among"], ["amongst"], ["of"], ["in"], ["from"]):
            return False  # ('the eldest among the residents of X': one person, a21z)
        if key in W.PLURAL_HEADS:
            # ('the owners of pets 'A' and 'B'': people named, not a group)
            # ('the holders of a Health insurance policy': of any such record, a group, a21z)
            return not (k + 1 < j and w.keys[k + 1] == "of" and w.keys[k + 2:k + 3] not in (["a"], ["an"], ["any"]) and
                        key not in W.PEOPLE_HEADS)
        if _one_each_state(w, k, j):
            return True
        if key in W.SINGULAR_HEADS or key in W.PERSON_HEADS or w.kinds[k] == STRING or key in _ENDS:
            return False
    return False


def _group_defined(w: _Words, i: int, j: int) -> _Group | None:
    """A sentence that defines a named group: 'Group A: G', 'Group A is G', 'Let G be G', 'Let group A be G', 'Define
    group A as G', 'G form(s) a group (called A)', 'G form group A'."""
    said = w.span(i, j)
    if (named := _group_name_at(w, i, j, bare=False)) is not None:
        end, name, letter = named
        if (start := _at(w.keys, end, j, W.GROUP_IS)) is not None and _people_words(w, start, j):
            return _Group(w.span(start, j), said, name, letter)
    lead = _at(w.keys, i, j, W.DEFINE_LET) or _at(w.keys, i, j, W.GROUP_DEFINE)
    if lead is not None and w.keys[i] != "define" and (role := _at(w.keys, lead, j, W.GROUP_ROLE_NAMES)) is not None and \
            (be := _at(w.keys, role, j, W.GROUP_BE)) is not None and _people_words(w, be, j):
        return _Group(w.span(be, j), said)  # ('Let the reference group be G', a36r: referred to as 'this group')
    if lead is not None and (named := _group_name_at(w, lead, j)) is not None:
        end, name, letter = named
        be = _at(w.keys, end, j, ("as",) if w.keys[i] in ("define", "now", "first") and lead > i and
                 w.keys[lead - 1] == "define" else W.GROUP_BE)
        if be is not None and _people_words(w, be, j):
            return _Group(w.span(be, j), said, name, letter)
    for k in range(i + 2, j - 1):  # 'The residents of X form a group (called A)', 'Everyone in X makes up group A'
        if (verb := _at(w.keys, k, j, W.GROUP_FORM)) is None or not _people_words(w, i, k):
            continue
        if (named := _group_name_at(w, verb, j, bare=False)) is not None and named[0] == j:
            return _Group(w.span(i, k), said, named[1], False)
        if (formed := _at(w.keys, verb, j, W.GROUP_FORMED)) is not None:
            if formed == j:
                return _Group(w.span(i, k), said)
            called = _at(w.keys, formed, j, W.GROUP_CALLED)
            if called is not None and (named := _group_name_at(w, called, j)) is not None and named[0] == j:
                return _Group(w.span(i, k), said, named[1], named[2])
    return None


def _and_letter(w: _Words, lo: int, hi: int, j: int) -> Iterator[tuple[int, int, int]]:
    """Each ', and (let) N' starting from lo up to hi, N a letter name ending before j (a second definition in one
    sentence): where ', and' is, where N starts, where N ends."""
    for n in range(lo, hi):
        if w.keys[n] != "," or w.keys[n + 1] != "and":
            continue
        k = _at(w.keys, n + 2, j, W.DEFINE_LET) or n + 2
        if (after := _letter_name_at(w, k, j)) is not None and after < j:
            yield n, k, after


def _two_groups_defined(w: _Words, i: int, j: int) -> list[_Group] | None:
    """A sentence defining two named groups, the second after ', and' with its name a letter and 'the set of' ('Let A
    denote the set of people who ..., and (let) B (be) the set of people living in X'): both, else None (the one ', and'
    before a letter and 'the set of': with several, which starts the second is not known)."""
    if _at(w.keys, i, j, W.DEFINE_LET) is None:
        return None
    found = []
    for n, k, after in _and_letter(w, i + 4, j - 4, j):
        body = _at(w.keys, after, j, W.DEFINE_BE) or after
        if _set_of(w.keys, body) is None or not _people_words(w, body, j):
            continue
        found.append((n, k, after, body))
    if len(found) != 1:
        return None
    n, k, after, body = found[0]
    first = _group_defined(w, i, n)
    if first is None or first.name is None or first.name == w.span(k, after):
        return None
    said = w.span(i, j)
    first.said = said
    name = w.span(k, after)
    return [first, _Group(w.span(body, j), said, name if " " not in name else name.lower(), " " not in name)]


def _group_then_person(w: _Words, i: int, j: int) -> tuple[_Group, str, int] | None:
    """A sentence defining a named group and then, after ', and', a person ('Let S denote the set of people living in
    X, and let P be the member of S with R', '..., and P the member of S with R'): the group, the person's name, and
    where the person's words start (the definition read as 'Let P be <those words>' after the group is read into them).
    None when it is no such sentence."""
    if _at(w.keys, i, j, W.DEFINE_LET) is None:
        return None
    for n, k, after in _and_letter(w, i + 4, j - 3, j):
        body = _at(w.keys, after, j, W.DEFINE_BE)
        if body is None and w.keys[after] in W.PERSON_STARTS:
            body = after
        if body is None or body >= j or _people_words(w, body, j):
            continue
        group = _group_defined(w, i, n)
        if group is None or group.name is None or group.name == w.span(k, after):
            continue
        return group, w.span(k, after), body
    return None


def _group_called(w: _Words, i: int, j: int) -> tuple[str, bool] | None:
    """Words naming the group set up just before: 'call this group G', 'we'll call them group A', 'refer to this set as
    S', 'this group is called G': the name, and whether it is a letter alone."""
    if (termed := _at(w.keys, i, j, W.GROUP_TERMED)) is not None:
        named = _group_name_at(w, termed, j)
    elif (call := _at(w.keys, i, j, W.GROUP_CALL)) is not None and \
            (obj := _at(w.keys, call, j, W.GROUP_CALL_OBJECT)) is not None:
        obj = _at(w.keys, obj, j, W.GROUP_CALL_AS) or obj
        named = _group_name_at(w, obj, j)
    else:
        return None
    return (named[1], named[2]) if named is not None and named[0] == j else None


def _group_setup(w: _Words, i: int, j: int) -> tuple[_Group, int | None] | None:
    """A set-up sentence naming a group: 'Take / Consider / Look at G', with a name said after it in the same sentence
    (', and call this group G', '(call them group A)'): the group, and where a name said after it starts (None when it
    has none)."""
    i = _at(w.keys, i, j, W.STEP_LEADS) or i
    lead = _at(w.keys, i, j, W.SETUP_LEADS) or _at(w.keys, i, j, W.GROUP_SETUP_LEADS)
    if lead is None or lead >= j:
        return None
    if w.keys[lead] == "," and w.keys[lead + 1:lead + 2] in (["among"], ["amongst"], ["of"]):
        return None  # ('Consider, among G1, S1, and, among G2, S2.', a25z: people chosen from groups, `_two_setup`'s)
    said = w.span(i, j)
    for k in range(lead + 2, j - 1):
        if w.keys[k] in (",", "and", "then", ";") and (_at(w.keys, k + 1, j, W.SETUP_SELECT) or _at(
                w.keys, k + 1 + (w.keys[k + 1] in ("and", "then")), j, W.SETUP_SELECT)) is not None:
            return None  # ('Consider the residents of X, and select the one ...': a person chosen, `_setup`'s)
        if w.keys[k] in (",", "(", "and", "\u2014", ":"):
            m = k + 1 + (w.keys[k] == "," and w.keys[k + 1] == "and")
            end = j - (w.keys[j - 1] == ")" and w.keys[k] == "(")
            if (called := _group_called(w, m, end)) is not None and _people_words(w, lead, k):
                return _Group(w.span(lead, k), said, called[0], called[1]), k
            if w.keys[k] == "(" and (named := _group_name_at(w, m, end)) is not None and named[0] == end and \
                    _people_words(w, lead, k):  # 'Consider everyone living in Ohio (group A).'
                return _Group(w.span(lead, k), said, named[1], named[2]), k
    return (_Group(w.span(lead, j), said), None) if _people_words(w, lead, j) else None


def _open_lead(w: _Words, i: int, j: int) -> int | None:
    """Where a group starts after a lead of the writer's own words, in no list of set-up verbs ('I want to survey G.',
    'Let's round up G.', 'We'll be studying G.', "I'm interested in G.", e62y, e63y): the lead read whole from an
    allow-list (words.OPEN_LEAD_*: a word of order, the writer's frame, a verb meaning 'look at', 'only'), the group's
    first word right after it (words.OPEN_GROUP_STARTS: 'the', 'everyone', a people noun) and words naming people after
    it. None for any other word in the lead ('avoid', 'set aside', "don't", 'half of', 'some of': r87 F1, F2). The
    group's words are read by the grammar after it, which refuses what it cannot."""
    keys = w.keys
    k = _at(keys, i, j, W.OPEN_LEAD_ORDER) or i
    if (state := _at(keys, k, j, W.OPEN_LEAD_STATES)) is not None:
        k = state
    elif (being := _at(keys, k, j, W.OPEN_LEAD_BEING)) is not None and \
            (doing := _at(keys, being, j, W.OPEN_LEAD_DOING)) is not None:
        k = doing
    else:
        k = _at(keys, k, j, W.OPEN_LEAD_FRAMES) or k
        if (verb := _at(keys, k, j, W.OPEN_LEAD_VERBS)) is None:
            return None
        k = verb
    k += k < j and keys[k] in W.OPEN_LEAD_ONLY
    if k + 1 < j and keys[k] in W.OPEN_GROUP_STARTS and w.kinds[k] == WORD and _people_words(w, k, j):
        return k if not set(keys[k:j]) & {",", ":", ";", "\u2014", "(", "-", "first", "second", "former",
                                          "latter"} else None
    return None


def _group_just_before(w: _Words, i: int, n: int) -> bool:
    """Is a group said just before n, in the sentence starting at i ('Among G, which of them ...?') or as the sentence
    before it, set up ('Narrow things down to G.', 'Look only at G.', 'I want to survey G.': words.GROUP_SETUP_LEADS or
    an open lead, never a person's 'Take'), one group with no name given it?"""
    if w.keys[i] in ("among", "amongst", "within", "from", "of") and \
            (comma := next((m for m in range(i + 2, n) if w.keys[m] == ","), None)) is not None and comma + 1 == n and \
            _people_words(w, i + 1, comma):
        return True
    if i < 2 or w.keys[i - 1] not in (".", ";"):
        return False
    start = max((n + 1 for n in range(i - 1) if w.keys[n] in _ENDS and w.kinds[n] != STRING), default=0)
    k = _at(w.keys, start, i - 1, W.STEP_LEADS) or start
    k += w.keys[k:k + 1] == [","]
    if w.keys[k] in ("in", "within") and (comma := next((m for m in range(k + 2, i - 1) if w.keys[m] == ","), None)):
        k = comma + 1  # (the group's place said first: 'In that person's state, look only at G. Which of them ...?', e63y)
    lead = _at(w.keys, k, i - 1, W.GROUP_SETUP_LEADS) or _open_lead(w, k, i - 1)
    return lead is not None and _people_words(w, lead, i - 1) and \
        not set(w.keys[lead:i - 1]) & {",", ":", ";", "and", "or", "(", "\u2014"}


def _open_led(text: str) -> str | None:
    """A group set up after a lead of the writer's own words, in a sentence of its own or after ', and' ('S lives in
    some state, and I want to survey the individuals residing there. Who among them ...?', e62y) -> 'Look at G.', the
    set-up the layer reads; only when a later sentence refers back to a group (words.SET_UP_REFERRED, 'that group').
    None when there is no such sentence, or its lead is one the layer reads already."""
    w = _words(text)
    sentences = _sentences(w)
    for n, (i, j, mark) in enumerate(sentences[:-1]):
        if any(_group_setup(w, a, b) is not None or _group_alone(w, a, b) is not None for a, b, _ in sentences[:n]):
            return None  # (a group set up before: 'Take everyone in Ohio. Keep just the ones who own a car.' narrows it)
        if mark != ".":
            continue
        later = set(w.keys[j + 1:])
        if not later & W.OPEN_GROUP_REFERRED:
            continue
        starts = [i] + [k for k in range(i + 3, j - 2) if w.keys[k - 1] == "and" and w.keys[k - 2] == "," and
                        w.keys[k] in W.OPEN_LEAD_SPEAKERS]
        for s in starts:
            if any(_at(w.keys, s, j, leads) is not None for leads in (W.SETUP_LEADS, W.GROUP_SETUP_LEADS, W.TOPIC)):
                continue
            if (g := _open_lead(w, s, j)) is None:
                continue
            if s == i:
                return f"{text[:w.starts[s]]}Look at {text[w.starts[g]:]}"
            return f"{text[:w.starts[s - 2]].rstrip()}. Look at {text[w.starts[g]:]}"
    return None


def _group_alone(w: _Words, i: int, j: int) -> _Group | None:
    """A sentence that is a group's words alone, as a set-up with its verb left out ('People with the same blood type as
    A. Find the oldest in that group.', 'Dog owners in Ohio: who in this group ...', c38p): the group, None when the
    sentence says anything else (a verb, a person, a mark inside)."""
    i = _at(w.keys, i, j, W.LEAD_ASIDE) or i  # ('ok, people with ...')
    i += w.keys[i:i + 1] == [","]
    if j - i < 2 or any(key in _ENDS or key in (",", ":", "(", "\u2014") for key in w.keys[i:j]):
        return None
    if w.keys[i] == "same" or w.keys[i:i + 2] == ["the", "same"]:  # ('same blood type as A — ...': its head left out)
        said = _words(f"people with {'the ' if w.keys[i] == 'same' else ''}{w.span(i, j)}")
        return _Group(said.span(0, len(said.keys)), w.span(i, j)) if _people_words(said, 0, len(said.keys)) else None
    if w.keys[i] not in W.PEOPLE_HEADS | {"everyone", "everybody", "all"} or not _people_words(w, i, j):
        return None
    return _Group(w.span(i, j), w.span(i, j))


def _group_reference(w: _Words, n: int, j: int, groups: list[_Group]) -> tuple[int, _Group] | None:
    """A reference to a group set up at n: its name ('group A', 'G'), or, the one group, 'this group', 'the set',
    'those people': where it ends, and the group."""
    for g in groups:
        if g.name is None:
            continue
        if g.letter:
            if w.kinds[n] == WORD and w.raw[n] == g.name:
                return n + 1, g
        elif (end := _at(w.keys, n, j, (g.name,))) is not None:
            return end, g
    if groups and groups[-1].narrowed and (end := _at(w.keys, n, j, W.EXCLUDE_REST)) is not None and \
            not (w.keys[n] in ("what", "whoever") and (n < 2 or w.keys[n - 2] in (".", "?", "!", ";"))):
        return end, groups[-1]  # ('Of the people left, who ...?': the group with people crossed off it; 'From what's
        # left, who ...?' opening its sentence is read by the steps' reading, `steps_restated`, e41g: 'who's oldest of
        # what's left?' here)
    if (end := _at(w.keys, n, j, W.GROUP_REFERENCES)) is not None and (end == j or w.keys[end] not in ("who", "that")):
        if w.keys[n] == "them" and (not groups or groups[-1].name is not None or _tie_clause(w.keys, n)):
            return None  # (in a tie rule, 'take the oldest of them': those tied, a29z)
        if len(groups) != 1:
            raise ParseError(f"ambiguous: {w.span(n, end)!r} could be {' or '.join(repr(g.text) for g in groups)}: "
                             "give each group a name ('Group A: ...') and use it")
        return end, groups[0]
    return None


def _counted(text: str) -> int | None:
    """The number of people a group's words name when they are a top N ('the three people with the most bank accounts
    among people in Ohio', 'the 5 richest residents of Texas'): N when every reading of the words as a group ends in a
    top of N; when the grammar does not read them yet (a person named by a letter in them: 'the three members of S with
    the most pets in the same state as R'), the number said first before a plural head (`_top_number`); else None."""
    keys = _words(text).keys
    if not any(k == "top" or k.isdigit() or W.NUMBER_WORDS.get(k, 0) > 1 for k in keys):
        return None
    p = Parser(text)
    tops = {steps[-1].n if steps and isinstance(steps[-1], TopN) else None
            for steps, e in group(p, 0) if p.tokens[e].kind == END}
    if not tops:
        return _top_number(text)
    return tops.pop() if len(tops) == 1 else None


def _counted_said(w: _Words, i: int, noun: int | None, at: int, end: int, j: int, g: _Group) -> int | None:
    """Where the words naming all the people of a top N group `g` said at `at` .. `end` - 1 start: 'the three members
    of M', 'all 3 people in M', 'all the members of M', 'everyone in M' (its plural noun at `noun`), or 'M' alone
    (`noun` None: the words start at `at`). None when they are followed by more than an end ('the two members of M with
    the most pets': a ranking among them, read as any group's). Refused: a number of members that is not the group's."""
    keys = w.keys
    if end < j and (keys[end] not in W.GROUP_TOP_ENDS or keys[end] == "and" and keys[end + 1:end + 2] in (
            ["who"], ["that"], ["which"], ["whose"])) and keys[end:end + 2] not in (["in", "total"], ["in", "all"]):
        return None
    if noun is None:
        return at
    start, said = noun, None
    if start > i and (keys[start - 1].isdigit() or keys[start - 1] in W.NUMBER_WORDS):
        start -= 1
        said = int(keys[start]) if keys[start].isdigit() else W.NUMBER_WORDS[keys[start]]
    start -= start > i and keys[start - 1] in ("the", "these", "those")
    if start > i + 1 and keys[start - 2:start] == ["all", "of"]:
        start -= 2
    elif start > i and keys[start - 1] == "all":
        start -= 1
    if said is not None and said != g.count:
        raise ParseError(f"cannot read {w.span(start, end)!r}: {g.name} is {g.count} people ({g.text}), not {said}")
    return start


def _group_refer(w: _Words, i: int, j: int, groups: list[_Group]) -> str:
    """Words i .. j - 1 with each reference to a group read as 'among <the group>': 'in this group', 'of Group A',
    'among the members of G' -> 'among G'; 'which member of the group' -> 'which person among G'; 'Who in G owns ...?' ->
    'Among G, who owns ...?' (the group said first, where nothing after it can be read into it)."""
    out: list[str] = []
    copied, n = w.starts[i], i
    front = ""
    while n < j:
        if len(groups) == 1 and (member_end := _at(w.keys, n, j, W.GROUP_MEMBER_SAID)) is not None:
            groups[0].used += 1  # ('the name of the group member whose ...', a36r: the person among the one group)
            out.append(w.text[copied:w.starts[n]])
            out.append(f"{'The' if n == i else 'the'} person among {groups[0].text}" +
                       w.text[w.starts[member_end - 1]:w.starts[member_end]][len(w.raw[member_end - 1]):])
            copied, n = w.starts[member_end], member_end
            continue
        place = _at(w.keys, n, j, W.GROUP_PLACE)
        if place is not None and len(groups) == 1 and _at(w.keys, place, j, W.GROUP_MEMBER_SAID) is not None:
            place = None  # ('of the group member ...': the member, read at the next word)
        member = None if place is not None else _at(w.keys, n, j, W.GROUP_MEMBER) or \
            (n + 1 if w.keys[n] == "members" and n > i and w.keys[n - 1] not in ("the",) else None)  # ('the two members of
        # S having R', a21z; 'the members of S' is the group itself: GROUP_MEMBERS)
        if member is not None and member < j and w.keys[member] in ("of", "in", "from", "within", "among"):
            place = member + 1
        if place is not None and place < j:
            at = _at(w.keys, place, j, W.GROUP_MEMBERS) or place
            found = _group_reference(w, at, j, groups)
            if found is not None:
                end, g = found
                _narrowed_top(w, end, j, g.text, g.name if g.letter else None)
                if end < j and w.keys[end] == "'s":
                    raise ParseError(f"cannot read {w.span(at, end + 1)!r}: a group has no one place or value of its "
                                     f"own; say what is meant of {g.text!r}")
                g.used += 1
                noun = n if member is not None and w.keys[n] == "members" else \
                    n - 1 if n > i and w.keys[n - 1] in W.GROUP_TOP_MEMBERS else None
                if noun is not None and w.keys[noun] in W.GROUP_MEMBERS_RANKED and at == place and \
                        _tie_said(w.keys, i, j) and all(o is g or not o.used for o in groups) and g.used > 1:
                    # 'Should two or more members of H tie on this, pick ...' after a question ranking H (a31m): those
                    # tied are H's people, as a tie rule's 'people' are those ranked
                    out.append(w.text[copied:w.starts[noun]])
                    out.append("people" + w.text[w.starts[end - 1]:w.starts[end]][len(w.raw[end - 1]):])
                    copied, n = w.starts[end], end
                    continue
                whole = None if g.count is None else n - 1 if w.keys[n] == "of" and n > i and w.keys[n - 1] == "all" \
                    else place if w.keys[n] == "of" and n > i and w.keys[n - 1] in W.GROUP_TOP_VALUE_OF else None
                if g.count is not None and (noun is not None and at == place or whole is not None) and \
                        (start := _counted_said(w, i, noun if whole is None else None, whole or at, end, j, g)) is not None:
                    # 'the combined bank balance of the three members of M' (M the three members of S with R): those
                    # people, said as M's words ('the three people with R among S')
                    out.append(w.text[copied:w.starts[start]])
                    said = w.text[w.starts[start]:w.starts[end]]
                    out.append((g.text[:1].upper() + g.text[1:] if start == i else g.text) + said[len(said.rstrip()):])
                    copied, n = w.starts[end], end
                    continue
                if n == i + 1 and member is None and _at(w.keys, i, n, W.GROUP_FRONT_ASKS) == n and end < j and \
                        w.keys[end] not in (",", "?", "."):
                    # 'Who in G owns the most vehicles?' -> 'Among G, who owns the most vehicles?'
                    front = f"Among {g.text}, "
                    # ('Which of them has R?' -> 'Among G, which one has R?': a bare 'which' asks for a person)
                    out.append(w.text[copied:w.starts[n]].rstrip() + (" one " if w.keys[i] == "which" else " "))
                    copied, n = w.starts[end], end
                    continue
                plural = n if member is not None and w.keys[n] == "members" else \
                    n - 1 if member is None and noun == n - 1 and w.keys[n - 1] in W.GROUP_MEMBERS_RANKED else None
                if plural is not None and end < j and w.keys[end] in ("with", "having", "by") or \
                        plural is not None and w.keys[end:end + 1] in (["who"], ["that"]) and g.letter:
                    # 'the two members of S having the fewest X' -> 'the two people having the fewest X among S'
                    # (a21z: the top of a group read with its ranking first, as the grammar reads a top-N); 'the three
                    # people in G having / who have the most X' (a30z; after a letter, the clause cannot be G's own)
                    stop = next((m for m in range(end, j) if w.keys[m] in (",", ".", ";", "?", "!", "(")), j)
                    ranked = w.text[w.starts[end]:w.starts[stop]].rstrip()
                    out.append(w.text[copied:w.starts[plural]])
                    out.append(f"people {ranked} among {g.text}")
                    copied, n = w.starts[stop], stop
                    continue
                words = f"among {g.text}" if member is None else \
                    f"{ {'member': 'person', 'members': 'people'}.get(w.keys[n], w.raw[n])} among {g.text}"
                if member is not None and w.keys[n] != "members" and end < j and w.kinds[end] == WORD and \
                        w.keys[end] not in ("and", "or") and _leaders_group(g.text):
                    # ('the member of L with R', 'the person in L who has R', 'which member of L has R', L each state's
                    # leaders: R ranks L, the people of the set; said as a set, never each state's people ranked
                    # before their first is taken, which 'the person among L with R' could also mean: e31a)
                    words = f"one, among {g.text},"
                if n == i:
                    words = words[0].upper() + words[1:]
                said = w.text[w.starts[n]:w.starts[end]]
                out.append(w.text[copied:w.starts[n]])
                out.append(words + said[len(said.rstrip()):])
                copied, n = w.starts[end], end
                continue
        if (name := _group_name_at(w, n, j, bare=False)) is not None and any(g.name == name[1] for g in groups) or \
                any(g.letter and g.name == w.raw[n] and w.kinds[n] == WORD for g in groups):
            end = name[0] if name is not None else n + 1
            g = next(g for g in groups if g.name == (name[1] if name is not None else w.raw[n]))
            if g.count is not None and _counted_said(w, i, None, n, end, j, g) is not None:
                g.used += 1  # ('the total bank balance held by M', M a top N: those people)
                said = w.text[w.starts[n]:w.starts[end]]
                out.append(w.text[copied:w.starts[n]])
                out.append((g.text[:1].upper() + g.text[1:] if n == i else g.text) + said[len(said.rstrip()):])
                copied, n = w.starts[end], end
                continue
            raise ParseError(f"cannot read {w.span(n, end)!r} here: say 'among {w.span(n, end)}' ('Who among "
                             f"{w.span(n, end)} ...?', 'the richest person in {w.span(n, end)}')")
        n += 1
    out.append(w.text[copied:w.starts[j]])
    text = "".join(out).strip()
    if front:
        text = front + text[0].lower() + text[1:]
    return text


def _grouped(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """The text with each group set up or named before the question read into it ('Group A: residents of Ohio. Group
    B: residents of Texas. Who has more pets, the richest person in Group A or the richest person in Group B?' ->
    'Who has more pets, the richest person among residents of Ohio or the richest person among residents of Texas?';
    'The residents of X form a group. Which member of the group owns the most vehicles?' -> 'Which person among the
    residents of X owns ...'): None when no group is set up, or one set up without a name is never referred to (the
    grammar reads 'Consider G. Among them, who ...?' itself). Refused: a group named and never referred to, 'this group'
    with two set up, a group's name said where it cannot be read as 'among' it."""
    groups: list[_Group] = []
    kept: list[tuple[int | str, int, str]] = []  # (a sentence's first word, or the words it is read as)
    lets: dict[int | str, str] = {}  # a person's definition said after a group's, in its sentence: 'Let P be ' at its words
    skip = -1
    announced: tuple[int, int, str] | None = None  # ('Two groups to set up here.': read away when two are set up)
    for n, (i, j, mark) in enumerate(sentences):
        if n == skip:
            continue
        if n == 0 and mark != "?" and _at(w.keys, i, j, W.LETTER_TWO_SETS) == j:
            announced = (i, j, mark)  # (c49w)
            continue
        if mark == "?" or any(m == "?" for _, _, m in kept):
            kept.append((i, j, mark))
            continue
        if groups and n + 1 < len(sentences) and (only := _one_member(w, i, j, groups)) is not None and \
                _that_one_asked(w.span(*sentences[n + 1][:2])):
            # 'The set S has exactly one member; determine that person.' (a21z): the one person among S
            only.used += 1
            kept.append((f"Who is the one person among {only.text}?", sentences[n + 1][1], "?"))
            skip = n + 1
            continue
        if (then := _group_then_person(w, i, j)) is not None:
            # 'Let S be G, and let P be the member of S with R.': the group, then a person defined in its terms (a21z)
            first, name, body = then
            groups.append(first)
            kept.append((body, j, mark))
            lets[body] = f"Let {name} be "
            continue
        cross = next((k for k in range(i + 2, j - 1) if w.keys[k] in (",", ";") and _at(
            w.keys, k + 1, j, W.EXCLUDE_LEADS) is not None), None)
        if cross is not None and (group := _group_defined(w, i, cross)) is not None and \
                (without := _crossed_off(w, cross + 1, j)) is not None:
            # 'Let S denote the set of people who ..., excluding anyone who holds an insurance policy.' (a21z)
            groups.append(group)
            _narrowed(group, without, w.span(i, j))
            continue
        if (two := _two_groups_defined(w, i, j)) is not None:
            groups += two  # ('Let A denote the set of people who ..., and B the set of people living in X.', a21z)
            continue
        if (group := _group_defined(w, i, j)) is not None:
            groups.append(group)
            continue
        if (called := _group_called(w, i, j)) is not None and groups and groups[-1].name is None and \
                groups[-1].said == w.span(*sentences[n - 1][:2]):
            groups[-1].name, groups[-1].letter = called  # ('Consider G; call this group G.')
            continue
        if groups and groups[-1].name is None and (without := _crossed_off(w, i, j)) is not None:
            _narrowed(groups[-1], without, w.span(i, j))  # ('Take G. Now strike out anyone with an internet account.')
            continue
        # 'Look at G, then cross off anyone who holds a credit card.': the group, then who is crossed off
        cross = next((k for k in range(i + 2, j - 1) if w.keys[k] in (",", ";", "and") and _at(
            w.keys, k + 1 + (w.keys[k + 1] == "and"), j, W.EXCLUDE_LEADS) is not None), None)
        if cross is not None and (setup := _group_setup(w, i, cross)) is not None and setup[1] is None and \
                (without := _crossed_off(w, cross + 1 + (w.keys[cross + 1] == "and"), j)) is not None:
            groups.append(setup[0])
            _narrowed(setup[0], without, w.span(i, j))
            continue
        if not any(g.letter and w.raw[m] == g.name and w.kinds[m] == WORD for g in groups for m in range(i, j)) and \
                (setup := _group_setup(w, i, j)) is not None:  # ('Take the two members of S having R, and ...': of
            groups.append(setup[0])  # a group named before, not a group of its own; a21z)
            continue
        if n == 0 and mark != "?" and (alone := _group_alone(w, i, j)) is not None:
            groups.append(alone)  # ('People with the same blood type as A. Find the oldest in that group.', c38p)
            continue
        dash = next((k for k in range(i + 2, j - 1) if w.keys[k] in ("\u2014", ":")), None)
        if n == 0 and dash is not None and (alone := _group_alone(w, i, dash)) is not None:
            # ('same blood type as A — find the oldest in that group.', '... — who in that group has R?', c38p: read
            # only where what follows refers to it, as any group set up)
            groups.append(alone)
            kept.append((dash + 1, j, mark))
            continue
        kept.append((i, j, mark))
    if announced is not None and len(groups) != 2:
        kept.insert(0, announced)
    if not groups or not kept:
        return None
    for k, g in enumerate(groups):
        if k:  # (a group defined in terms of one before it: 'Let M be the three members of S with the most pets')
            said = _words(g.text)
            g.text = _group_refer(said, 0, len(said.keys), groups[:k])
        g.count = _counted(g.text)
    _leaders_tie(w, kept, groups)
    if len(groups) == 2:
        kept = [_each_group(w, i, j, mark, groups) if mark != "?" and isinstance(i, int) else (i, j, mark)
                for i, j, mark in kept]
    names = [g.name.lower() for g in groups if g.name is not None]
    if len(set(names)) != len(names):
        raise ParseError(f"two groups are given the same name {names[0]!r}: give each its own")
    pieces = [said if isinstance(said, str) else lets.get(said, "") + _group_refer(w, said, j, groups) +
              (mark if j < len(w.keys) else "") for said, j, mark in kept]
    if not any(g.used for g in groups) and all(g.name is None for g in groups):
        return None  # ('Take all residents of Ohio. Among them, who ...?': the grammar's)
    for g in groups:
        if not g.used:
            what = f"{g.name!r} ({g.text})" if g.name else repr(g.text)
            raise ParseError(f"the group {what} is set up but the question never refers to it (in {g.said!r}): a group "
                             "the question does not use is not read")
    return " ".join(pieces)


def _leaders_tie(w: _Words, kept: list[tuple[int | str, int, str]], groups: list[_Group]) -> None:
    """'Take the people who own the most vehicles in their own state. Any tie goes to the elder. Of those, whoever has
    the most internet accounts: ...?' (r25 F10): a tie rule said in a sentence of its own before the question, with
    each state's first set up as the group, could break each state's tie (not supported: all the people tied first in
    a state are kept) or the tie in the question's ranking among them; the layer would read it after the question, as
    the question's: refused naming both. Read when the rule names the tie it breaks ('Any tie for the most internet
    accounts goes to the elder') other than the state's ranking, or is said after the question (the question's, as
    upstream's 'Among people with R in their state, who R2? If tied, ...')."""

    asked = next((n for n, (_, _, mark) in enumerate(kept) if mark == "?"), len(kept) - 1)
    rules = [(i, j) for i, j, _ in kept[:asked] if isinstance(i, int) and _tie_rule(w.span(i, j))]
    if not rules:
        return
    leaders = []
    for g in groups:
        p = Parser(g.text)
        leaders += [(step, g) for steps, e in group(p, 0) if p.tokens[e].kind == END
                    for step in steps if isinstance(step, StateLeader)]
    for i, j in rules:
        said = w.span(i, j)
        p = Parser(said)
        ties = [t for t, e in tie(p, 0) if p.tokens[e].kind == END]
        for leader, g in leaders:
            if any(t.target is None or t.names(leader.key) for t in ties):
                raise ParseError(f"ambiguous: {said!r}, said after each state's first set up ({g.text!r}) and before "
                                 "the question, could break each state's tie (not supported: all the people tied first "
                                 "in a state are kept) or the tie in the question's ranking among them: say it after "
                                 "the question for the second")


# (both compiled when first needed, by re's cache, re.IGNORECASE: few questions define a group of one)
_ONE_MEMBER = (r"(?:the\s+(?:set|group)\s+)?(?P<name>\S+)\s+(?:has|contains|consists\s+of|comprises)\s+"
               r"(?:exactly|precisely|only|just)\s+(?:one|1|a\s+single)\s+(?:member|element|person|individual)")
_THAT_ONE = (r"(?:(?:please\s+)?(?:determine|identify|name|find|give|state)\s+(?:that|this|the|said|its)\s+"
             r"(?:sole\s+|only\s+|single\s+)?(?:person|member|element|individual|one)|who\s+is\s+(?:it|that|this"
             r"(?:\s+person|\s+member)?)|(?:determine|identify|name|find)\s+(?:it|him\s+or\s+her|them))")


def _one_member(w: _Words, i: int, j: int, groups: list[_Group]) -> _Group | None:
    """A sentence saying a group named before has one member ('The set S has exactly one member', 'S contains precisely
    one person'): that group, else None."""
    said = re.fullmatch(_ONE_MEMBER, w.span(i, j).strip(), re.IGNORECASE)
    if said is None:
        return None
    return next((g for g in groups if g.name is not None and g.name == said.group("name")), None)


def _that_one_asked(sentence: str) -> bool:
    """Does a sentence ask for the one member just said ('determine that person', 'identify the sole member', 'who is
    it')?"""
    return re.fullmatch(_THAT_ONE, sentence.strip().rstrip(".?!").strip(), re.IGNORECASE) is not None


def _each_group(w: _Words, i: int, j: int, mark: str, groups: list[_Group]) -> tuple[int | str, int, str]:
    """A step said for each of the two groups set up ('Take the richest person in each group.', 'In each group, find
    R.') read as that step among each ('Among G1, take the richest person. Among G2, do the same.'); else the sentence
    sentence as it is."""
    for n in range(i, j):
        if (end := _at(w.keys, n, j, W.GROUP_EACH)) is None:
            continue
        if n == i:  # 'In each group, find R.'
            step = w.span(end + (end < j and w.keys[end] == ","), j)
        else:  # 'Find R in each group(, breaking ties by T).'
            step = f"{w.span(i, n)}{w.text[w.starts[end]:w.starts[j]].rstrip()}" if end < j and w.keys[end] == "," else \
                f"{w.span(i, n)} {w.span(end, j)}".rstrip()
        keys = _words(step).keys
        if _at(keys, _at(keys, 0, 9, W.STEP_LEADS) or 0, 9, W.SETUP_LEADS) is None:
            return i, j, mark
        for g in groups:
            g.used += 1
        step = step[:1].lower() + step[1:]
        return f"Among {groups[0].text}, {step}. Among {groups[1].text}, {step}.", j, mark
    return i, j, mark


# --- a name given to a person in other words than 'Let P be S' (words.DEFINE_REFER, DEFINE_CALLED, NAME_CALL ...) -----


def _label_name_at(w: _Words, i: int, j: int) -> int | None:
    """The end of a name 'Person A' / 'Person 1' / 'Candidate B' at i, or None."""
    if i + 1 < j and w.keys[i] in W.NAME_LABEL_NOUNS and (
            w.kinds[i + 1] == WORD and _LETTER.fullmatch(w.raw[i + 1]) or re.fullmatch(r"[1-9]", w.raw[i + 1])):
        return i + 2
    return None


def _label_aliases(name: str) -> tuple[str, ...]:
    """The other names a name given may be said by: 'Person A' also 'A' (a letter said alone)."""
    words = name.split()
    return (words[1],) if len(words) == 2 and words[0].lower() in W.NAME_LABEL_NOUNS and _LETTER.fullmatch(words[1]) \
        else ()


def _person_words(w: _Words, i: int, j: int) -> str:
    """Words i .. j - 1 as a definition's person: a first word that only opens the sentence in lower case ('The owner of
    pet 'X' will be called P' -> 'the owner of pet 'X'')."""
    said = w.span(i, j)
    return said[:1].lower() + said[1:] if w.keys[i] in ("the", "a", "an", "whoever", "whichever", "this", "that") else said


def _letter_name_at(w: _Words, i: int, j: int) -> int | None:
    """A name said first that can only be a name: a capital letter ('P'), or 'Person A'."""
    if i < j and w.kinds[i] == WORD and _LETTER.fullmatch(w.raw[i]):
        return i + 1
    return _label_name_at(w, i, j)


def _name_ending(w: _Words, start: int, end: int) -> int | None:
    """Where a name that ends at end starts ('... Person A', '... P', '... the anchor'), after start (the longest name:
    'Person A', not 'A'); None if none."""
    for k in (end - 3, end - 2, end - 1):
        if k > start and _name_at(w, k, end) == end:
            return k
    return None


def _given_name(w: _Words, i: int, j: int) -> list[tuple[str, str]] | None:
    """A sentence giving a person a name, said another way than 'Let N be S' / 'Call S N': [(name, person)]."""
    lead = _at(w.keys, i, j, W.STEP_LEADS) or i
    call = _at(w.keys, lead, j, W.DEFINE_CALL)
    if call is not None and (name := _letter_name_at(w, call, j)) is not None and name < j and \
            w.keys[name] not in ("as", ",", "and", ":", "=", "\u2014") and _name_ending(w, name, j) is None:
        return [(w.span(call, name), w.span(name, j))]  # 'Let's call P the owner of pet 'X''
    if call is not None:  # 'Call S1 Person A, and S2 Person B'
        out, start = [], call
        for k in range(call + 1, j):
            if w.keys[k] in (",", "and") and (at := _name_ending(w, start, k)) is not None and k + 1 < j:
                out.append((w.span(at, k), w.span(start, at)))
                start = k + 1 + (w.keys[k] == "," and w.keys[k + 1] == "and")
        if out and (at := _name_ending(w, start, j)) is not None:
            return out + [(w.span(at, j), w.span(start, at))]
        return None
    if (refer := _at(w.keys, lead, j, W.DEFINE_REFER)) is not None:  # 'We'll refer to S as Q'
        at = _name_ending(w, refer, j)
        if at is not None and w.keys[at - 1] == "as" and at - 1 > refer:
            return [(w.span(at, j), w.span(refer, at - 1))]
        return None
    start = _at(w.keys, lead, j, W.DEFINE_MEANS_LEADS) or lead
    if (name := _letter_name_at(w, start, j)) is not None and (means := _at(w.keys, name, j, W.DEFINE_MEANS)) is not None \
            and means < j:
        return [(w.span(start, name), w.span(means, j))]  # 'From now on, P means S'
    if (by := _at(w.keys, lead, j, W.DEFINE_BY)) is not None and (name := _letter_name_at(w, by, j)) is not None and \
            (mean := _at(w.keys, name, j, W.DEFINE_BY_MEAN)) is not None and mean < j:
        return [(w.span(by, name), w.span(mean, j))]  # 'By P I mean S'
    for k in range(i + 2, j - 1):  # 'S will be called P'
        if (called := _at(w.keys, k, j, W.DEFINE_CALLED)) is not None and _name_at(w, called, j) == j and \
                not _people_words(w, i, k):
            return [(w.span(called, j), _person_words(w, i, k))]
    return None


def _name_after(w: _Words, i: int, j: int) -> str | None:
    """Words naming the person set up just before ('call them P', 'we'll call this person P', 'refer to them as P'): the
    name."""
    call = _at(w.keys, i, j, W.NAME_CALL_REFER)
    if call is None and (verb := _at(w.keys, i, j, W.NAME_CALL)) is not None:
        call = _at(w.keys, verb, j, W.NAME_CALL_OBJECT)
    if call is not None and _name_at(w, call, j) == j:
        return w.span(call, j)
    return None


def _quoted(w: _Words, n: int, means: W.Said | None = None, j: int = 0) -> bool:
    """Is word n a string in double quotes (a defined term: '"the Candidate"'), not a name in single quotes? ('""',
    naming nothing, is no term: v18, a crash found by machine.) With `means` (a definition's verbs) and the sentence's
    end j, a term in single quotes counts too where one of those verbs follows it ("For the purposes of this request,
    'Qualifying Persons' means ...", "Let 'the Group' be ...", a23z): a pet's name is never said so."""
    if w.kinds[n] != STRING or not any(c.isalnum() for c in w.raw[n]):
        return False
    mark = w.text[w.starts[n]:w.starts[n] + 1]
    return mark in ('"', "\u201c", "\u201d") or \
        (means is not None and mark in ("'", "\u2018") and _at(w.keys, n + 1, j, means) is not None)




def _firsts(phrases: tuple[str, ...]) -> str:
    """A lookahead for the phrases' first words, said before `_alts` of the same phrases: re tries each of an
    alternation's phrases in turn at every place it is asked at (~460 of words.SET_AGAINST_THAT's, 0.35 ms a search of a
    question), the lookahead its few first words; every phrase starts with one, so the pattern matches the same."""
    return "(?=" + "|".join(dict.fromkeys(re.escape(p.split()[0]) for p in phrases)) + ")"


# a group's words: no mark ending a clause, a quoted value whole (also the two groups' set-ups below)
_GROUP_WORDS = r"(?:[^,;:.?!()'\u2018\u2019\u2014]|'[^']*')+?"
# a step repeated, with words saying its tie rule is repeated too ('Do the same, with the same tie rule, for G2', a35t)
_SAME_RULE_ASIDE = _lazy(rf"(?P<do>\b(?:{_alts(tuple(W.SAME_BARE))}))\s*,\s*(?:{_alts(tuple(W.SAME_RULE_ASIDES))})\s*,"
                              r"(?=\s*(?:for|in|among|amongst|within|with)\b)", re.IGNORECASE)
# a step repeated for a group, the ranking said again after a colon ('Do likewise for G2: the fewest bank accounts, with
# the eldest winning any tie.', a35t): read as the step said in full, its rule its own
_LIKEWISE_SAID = _lazy(rf"\b(?:{_alts(tuple(W.SAME_BARE))}) (?:for|among|amongst|with) (?P<g>{_GROUP_WORDS})\s*:\s*"
                            rf"(?P<r>the (?P<adj>{_alts(tuple(W.LIKEWISE_RANKS))})\b)", re.IGNORECASE)


# ... and a person of two said as the first again in another group, the ranking said again after a dash or a colon
# ('person B: same idea but among G2 — earliest vehicle model year, higher salary breaks a tie.', a37p): read as the
# person said in full, 'person B: among G2, the one with the earliest vehicle model year, ...' (words.SAME_IDEA)
_SAME_IDEA_SAID = _lazy(rf"(?P<label>:\s*)?\b(?:{_alts(tuple(W.SAME_IDEA))})\s*,?\s*but\s+(?:for|among|amongst|within)\s+"
                             rf"(?P<g>{_GROUP_WORDS})\s*(?::|\u2014|\u2013|--?)\s*"
                             rf"(?P<r>(?:the\s+)?(?P<adj>{_alts(W.SAME_IDEA_RANKS)})\b)", re.IGNORECASE)


def _same_idea_said(m: re.Match[str]) -> str:
    group = m.group("g").strip()
    before, rest = m.string[:m.start()], re.split(r"[.?!]", m.string[m.end():], maxsplit=1)[0]
    ranked = {w.lower() for w in re.findall(r"[\w']+", f"{m.group('r')} {re.split(r'[,(;]', rest, maxsplit=1)[0]}")} - \
        {"the", "with", "a", "an", "of"}  # (the ranking said again, its tie rule left out)
    said_first = " ".join(re.split(r"(?<=[.;?!])\s+", before.strip())[-2:])  # (the sentence before, and a label)
    first = {w.lower() for w in re.findall(r"[\w']+", re.sub(r"\([^()]*\)", " ", said_first))}  # (its asides left out)
    if not _people(group) or not ranked <= first or _tie_words(before) and not _tie_words(rest):
        return m.group(0)  # (the ranking said again must be the first's, and its tie rule too when the first has one:
        # 'same thing but among G2 — the richest' after 'the richest (if tied, the oldest)' could keep the rule or not)
    rank = m.group("r") if m.group("r").lower().startswith("the ") else f"the {m.group('r')}"
    one = "" if m.group("adj").lower() in W.PERSON_SUPERLATIVES else "the one with "
    if m.group("label"):
        return f"{m.group('label')}among {group}, {one}{rank}"
    return f"{'Among' if m.group(0)[0].isupper() else 'among'} {group}, find {one}{rank}"


def _likewise_said(m: re.Match[str]) -> str:
    group = m.group("g").strip()
    if not _people(group):
        return m.group(0)  # ('do the same for pet 'Y': ...': an anchor, the repeat's business)
    among = "Among" if m.group(0)[0].isupper() else "among"
    one = "" if m.group("adj").lower() in W.PERSON_SUPERLATIVES else "the one with "
    return f"{among} {group}, find {one}{m.group('r')}"


_OF_THOSE_WHOEVER = _lazy(rf"(?:^|(?<=[.;:?!]\s))(?:{_alts(W.OF_THOSE_WHOEVER)})\b(?!['\u2019]s\b)", re.IGNORECASE)
_OF_THOSE_WHOSE = _lazy(rf"(?:^|(?<=[.;:?!]\s))(?:{_alts(W.OF_THOSE_WHOEVER)})['\u2019]s\b", re.IGNORECASE)
_TWO_HANDS = _lazy(rf",\s*(?:{_alts(W.ONE_HAND)})\s*,\s*(?P<j>and|with|against)\s+(?P<b>[^,;:?!]+?)\s*,\s*"
                        rf"(?:{_alts(W.OTHER_HAND)})\b", re.IGNORECASE)
_HAVING_FOUND = _lazy(rf"^\s*(?:{_alts(W.HAVING_FOUND)})(?P<s>[\s,].+),\s*(?P<rest>(?:{_alts(W.HAVING_FOUND_THEN)})\b.*)$",
                           re.IGNORECASE | re.DOTALL)  # (the request after the last comma: '.+' is greedy)
_FORMAL = _lazy(rf"\b(?:{_alts(tuple(W.FORMAL_SAID_AS))})\b", re.IGNORECASE)  # (words.FORMAL_SAID_AS)
# 'the eldest such person|holder' after a group said first ('Among G, state the name of the eldest such holder'): 'such'
# is one of G (only after a group said first, before a comma; words.SUCH_HEADS)
_SUCH_RANKED = _lazy(rf"^(?P<head>\s*(?:among|amongst|of|out of)\b[^.?;:]*?,[^.?;:]*?\bthe\s+\w+est)\s+such\s+"
                          rf"(?:{_alts(W.SUCH_HEADS)})\b", re.IGNORECASE)
# A researcher's phrasings (a36r), each read as the plain words the grammar knows: the winner of two 'of two
# individuals' listed after a colon ('Identify the older of two individuals: S1, and S2': the two listed, not the first
# two of a ranking); 'the one with a|an <record> at|from|of the same <value> as X' (a condition, as 'the one who has');
# a ranking by 'such balances' after an aggregate balance is said ('the sum of the aggregate bank balances of the two
# members of G with the lowest such balances': the aggregate ones)
_OF_TWO_LISTED = _lazy(r"\b(the \w+) of two (individuals|persons|people)\s*:", re.IGNORECASE)  # (not 'Think of two
# people: ...', a set-up the layer reads itself)
# 'Return whichever of A and B holds more X' (a36r): 'state which of', as words.FORMAL_SAID_AS reads 'return the name of
# whichever of' (not of three or more: 'Return whichever of the three ...' stays the grammar's to refuse)
_RETURN_WHICHEVER = _lazy(r"\b(?:return|yield) whichever of\b(?!\s+the\s+(?:three|four|five|six|several|\d))",
                               re.IGNORECASE)
_ONE_WITH_SAME = _lazy(r"\b(the one|the individual|the person) with (an?) ([a-z ]{3,40}?) (at|from|of|with|under) "
                            r"the same\b", re.IGNORECASE)
_OR_IF_TIED = _lazy(r",?\s+or\s*,\s*(?P<t>(?:if|should|where|when|in the event)\b[^,;:?()]*?\b(?:equal|equally|"
                         r"equality|tie|tied|level|same)\b[^,;:?()]*?)\s*,\s*(?P<one>the one|the person|the individual)\b",
                         re.IGNORECASE)  # ('S or, if they hold equally many, the one with T': '...; if ..., the one')
_AGGREGATE_SAID = _lazy(r"\b(?:aggregate|total|combined) bank balances?\b", re.IGNORECASE)
_SUCH_BALANCES = _lazy(r"\b(the (?:lowest|highest|smallest|largest|greatest|biggest)) such (balances?)\b",
                            re.IGNORECASE)


def _paper_said(text: str) -> str:
    """The text with a researcher's phrasings read as the grammar's (`_OF_TWO_LISTED`, `_ONE_WITH_SAME`,
    `_SUCH_BALANCES`: a36r); the text itself when it has none."""
    text = _OF_TWO_LISTED.sub(r"\1 of the following two \2:", text)
    text = _RETURN_WHICHEVER.sub("state which of", text)
    text = _ONE_WITH_SAME.sub(r"\1 who has \2 \3 \4 the same", text)
    text = _OR_IF_TIED.sub(r"; \g<t>, \g<one>", text)
    if (said := _AGGREGATE_SAID.search(text)) is not None:
        text = text[:said.end()] + _SUCH_BALANCES.sub(r"\1 total bank \2", text[said.end():])
    return text


# A tie rule said as the request's object again ('state the name of S or, in the event of equality, of the one among
# them with X', a35f): a trigger (words.TIE_WHEN's leads) set off by commas after 'or', then 'of' and the breaker's
# person (words.TIE_OR_OF_PERSON); read as the rule after a semicolon
_OR_TIE_OF = _lazy(rf",?\s+or\s*,\s*(?P<trigger>(?:{_alts(tuple(W.TIE_WHEN))})\b[^,;:?()]*?)\s*,\s*of\s+"
                        rf"(?=(?:{_alts(W.TIE_OR_OF_PERSON)})\b)", re.IGNORECASE)



# One step said once for two places, each the place of one person named by an anchor (a25z): 'In the state of A, and
# in the state of B, find R(, T).', 'In the state where A lives, and in that of B, take R, the senior where tied.':
# the step said for the first place and repeated for the second ('In the state of A, find R(, T); in the state of B,
# do likewise.'), its tie rule with it; read on as that (`_resolve`: the step again on the second place, said as the
# first's with its anchor replaced). Only a step's verb after the two places (words.TWO_PLACES_VERBS), the sentence
# ending with it.
# (words.SET_AGAINST_THAT; not after "and": "Take S1, and compare that person with S2" is read by its own construction, n25xy)
_SET_AGAINST_THAT = _lazy(rf"(?<!\band )\b{_firsts(tuple(W.SET_AGAINST_THAT))}(?:{_alts(tuple(W.SET_AGAINST_THAT))})\s+",
                               re.IGNORECASE)
# 'S1 is set against S2.' (a sentence of its own, or a step's after 'Of those, ' or its group said first, 'Out of G, ',
# a37k): 'Compare S1 with S2.', 'Of those, take S1. Compare that person with S2.'
_PASSIVE_WORDS = r"(?:[^.?!;'\u2018\u2019]|(?<=\w)'(?=\w)|'[^']*')+?"  # (a quoted value whole; an apostrophe in a word)
_SET_AGAINST_PASSIVE = _lazy(
    r"(?P<lead>^|(?<=[.;!])\s+)"
    r"(?P<of>(?:out\s+of|of|among|amongst|from|within)\s+(?:[^,.;:?!'\u2018\u2019]|'[^']*')+?,\s*)?"
    rf"(?P<a>(?!(?:who|which|whose|what|how|is|does|do)\b){_PASSIVE_WORDS})"
    rf"\s+(?:{_alts(tuple(W.SET_AGAINST_PASSIVE))})\s+(?P<b>{_PASSIVE_WORDS})(?=\s*[.;])", re.IGNORECASE)


_SET_AGAINST_VERB = _lazy(rf"\b(?:{_alts(tuple(W.SET_AGAINST_PASSIVE))})\b", re.IGNORECASE)  # (a cheap check first)


def _set_against_passive(m: re.Match[str]) -> str:
    if m.group("of"):
        return f"{m.group('lead')}{m.group('of')}take {m.group('a')}. Compare that person with {m.group('b')}"
    return f"{m.group('lead')}Compare {m.group('a')} with {m.group('b')}"


_LIVES = _alts(tuple(W.REFER_LIVES))
# A place said by where someone lives, the whole group ('the state where the owner of pet 'X' lives', 'the state in
# which the user 'y' resides'): as 'the state of ...' (`_anchor_replaced`)
_PLACE_KINDS = "|".join(a.value for a in W.PLACES)  # (state|city)
_PLACE_AGAIN = _alts(W.PLACE_SAID_AGAIN)  # ('that': 'in the state of A, and in that of B')
_WHERE_LIVES = _lazy(rf"^(?P<place>(?:the )?(?:{_PLACE_KINDS})) (?:where|in which) (?P<who>.*'[^']*') (?:{_LIVES})$",
                          re.IGNORECASE)
_PLACE_SAID = rf"(?:of|where|in which) [^,;.?!]*?'[^']+'(?: (?:{_LIVES}))?"
# the first of two places ('the state of A'), and the second, perhaps said again ('the state of B', 'that of B')
_FIRST_PLACE = rf"(?P<a>the (?P<place>{_PLACE_KINDS}) {_PLACE_SAID})"
_SECOND_PLACE = rf"(?P<b>(?:the (?:{_PLACE_KINDS})|{_PLACE_AGAIN}) {_PLACE_SAID})"
_TWO_PLACES = _lazy(
    rf"\b(?P<lead>in|within) {_FIRST_PLACE},? and (?:in|within) "
    rf"{_SECOND_PLACE},? "
    rf"(?P<step>(?:{_alts(W.TWO_PLACES_VERBS)}) [^.;?!]*)(?P<end>[.;])",
    re.IGNORECASE)


# ... a tie rule inside the step said of either place ('a tie in either going to X', 'any tie in each state'): the
# step's own rule, repeated with it
_TIE_IN_EITHER = _lazy(r"\b(a tie|any tie|each tie|ties) in (?:either|each|both)(?: (?:case|cases|state|states|"
                            r"city|cities|place|places))?\b", re.IGNORECASE)
_EACH_TIE = _lazy(r"\beach tie\b", re.IGNORECASE)  # ('each tie being settled by X': the step's, repeated with it)


def _step_rule(rule: str) -> str:
    """A tie rule inside a step said once for two places, as the step's own (repeated with it)."""
    return _EACH_TIE.sub("a tie", _TIE_IN_EITHER.sub(r"\1", rule))


# ... or the step said first, with the first place, then repeated for the second ('Take R in the state of A, and likewise
# in the state of B(, T).', 'Consider R in the state of A, and the same in the state of B, T.', a25z): read as above
_STEP_PLACE_AGAIN = _lazy(
    rf"\b(?P<step>(?:{_alts(W.TWO_PLACES_VERBS)}) [^.;?!]*?) in {_FIRST_PLACE},? and "
    rf"(?:{_alts(W.SAME_BARE_WORDS)}) in {_SECOND_PLACE}"
    rf"(?P<rule>,[^.;?!]*)?(?P<end>[.;])",
    re.IGNORECASE)


# A group that is only the people of a place ('residents of the state of the owner of the cat 'Jared'', 'those living in
# the same state as the user 'x'', 'people in Ohio'): discourse._second_group_back
_PLACE_ONLY_GROUP = _lazy(
    rf"(?:the |all )?(?:{_alts(W.PLACE_ONLY_HEADS)})(?: (?:{_alts(W.PLACE_ONLY_VERBS)}))?(?: (?:{_alts(W.PLACE_ONLY_PREPS)}))? "
    rf"(?:the (?:{_PLACE_KINDS}) {_PLACE_SAID}|the same (?:{_PLACE_KINDS}) as [^,;.?!()]*?'[^']+'|{_alts(W.US_STATES)})",
    re.IGNORECASE)


_STEP_PLACES_BOTH = _lazy(
    rf"\b(?P<step>(?:{_alts(W.TWO_PLACES_VERBS)}) [^.;?!]*?) in {_FIRST_PLACE},? and "
    rf"in {_SECOND_PLACE}(?P<rule>,[^.;?!]*)?(?P<end>[.;])"
    rf"(?=\s+(?:{_alts(W.TWO_PLACES_ASKED)})\b)", re.IGNORECASE)


# A person said with 'whichever' and their group after their noun, then their ranking as a verb (a25z: 'Who holds more
# insurance policies: whichever resident of the state of A has the most internet accounts, or whichever resident of
# the state of B has the most internet accounts?'): 'the resident of the state of A with the most internet accounts'.
# Only a group with no clause of its own ('who', 'that', 'whose', 'and', 'or' in it: not read), a verb of having
# (words.WHICHEVER_HAVE) and a ranking after 'the'.
_WHICHEVER_OF = _lazy(
    rf"\bwhichever (?P<noun>{'|'.join(sorted(W.SINGULAR_HEADS - {'one', 'somebody', 'someone'}))}) "
    r"(?P<g>(?:of|in|among|from) (?:(?!\b(?:who|that|which|whose|whom|and|or)\b)[^,;:?.!(])*?) "
    rf"(?:{_alts(W.WHICHEVER_HAVE)}) the ", re.IGNORECASE)


def _whichever_of(m: re.Match[str]) -> str:
    return f"the {m.group('noun')} {m.group('g')} with the "


def _step_place_again(m: re.Match[str]) -> str:
    b = m.group("b")
    if b.lower().startswith("that "):
        b = f"the {m.group('place')} {b[5:]}"
    rule = _step_rule(m.group("rule") or "")
    step = f"{m.group('step')[:1].lower()}{m.group('step')[1:]}{rule}"
    return f"In {m.group('a')}, {step}; in {b}, do likewise{m.group('end')}"


def _step_places_both(m: re.Match[str]) -> str:
    """'Consider the residents with R in the state of A and in the state of B, T.' -> 'In the state of A, consider the
    resident with R, T; in the state of B, do likewise.'"""
    said = _step_place_again(m)
    verb, _, rest = said.partition(", ")[2].partition(" ")
    the, _, rest = rest.partition(" ")
    head, _, rest = rest.partition(" ")
    if the.lower() == "the" and head.lower() in W.TWO_PLACES_ONE_EACH:
        return f"{said.partition(', ')[0]}, {verb} the {W.TWO_PLACES_ONE_EACH[head.lower()]} {rest}"
    return said


def _said_again(place: str, then: str = "") -> str | None:
    """What follows the word saying a place again ('that of B' -> 'of B', words.PLACE_SAID_AGAIN) when it begins with
    `then`, None when the place is not so said."""
    first, _, rest = place.partition(" ")
    return rest if rest and first.lower() in W.PLACE_SAID_AGAIN and rest.lower().startswith(then) else None


def _two_places(m: re.Match[str]) -> str:
    b = m.group("b")
    if (again := _said_again(b)) is not None:  # ('and in that of B': the place said before)
        b = f"the {m.group('place')} {again}"
    step = _step_rule(m.group("step"))
    return f"{m.group('lead')} {m.group('a')}, {step}; {m.group('lead').lower()} {b}, do likewise{m.group('end')}"


# A value asked of a person said by a superlative alone, its group said first (a27x: 'Among people who share a blood
# type with A, what is the total bank balance of the youngest?', 'Of the residents of Ohio, how many pets does the
# oldest have?'): the person of the group ('the youngest person'), as said with its noun. Only one person in the
# question (no 'or', no other superlative: 'the richest in Ohio or the youngest' could keep the group or not), said
# last, after 'of' or a verb (not 'the owner of the oldest').
_BARE_RANKED = _lazy(
    rf"^(?P<g>\s*(?:among|amongst|of|out of|from|within) [^?]*?,\s*(?:what|how)\b(?P<q>[^?]*?)"
    rf"(?<!owner )(?<!holder )(?<!driver )\b(?:of|does|do|did|is|was) the (?:{_alts(W.PERSON_SUPERLATIVES)}))"
    r"(?P<end>\s*(?:have|own|hold|possess|keep)?\s*(?:\?|\.|$))", re.IGNORECASE)


def _bare_ranked(text: str) -> str | None:
    """'Among G, what is the total bank balance of the youngest?' -> '... of the youngest person?'; None when not so."""
    m = _BARE_RANKED.match(text)
    if m is None or re.search(rf"\b(?:or|versus|vs|{_alts(W.PERSON_SUPERLATIVES)})\b", m.group("q"), re.IGNORECASE):
        return None
    return f"{m.group('g')} person{m.group('end')}{text[m.end():]}"


# Two groups said first, then one step for each (a26x), read as the step said for the first group and repeated for the
# second ('Among G1, take R(, T); among G2, take R(, T).', 'In the state of A, ...' for a place), as _TWO_PLACES reads
# two places: 'For each of two groups, G1 and G2, take R, T.', 'In each of two states, the state of A and the state of
# B, pick R (T).' (words.TWO_GROUPS_LEADS, _NOUNS); 'For the state of A and for the state of B, find R, T.', 'For G1
# and G2, find R in each group (T).' (each one's only with the preposition said again, 'each' in the step
# (words.TWO_GROUPS_EACH) or a next sentence asking about the two found (words.TWO_PLACES_ASKED): 'For G1 and G2, find
# R.' alone could be one person over both groups; 'In A and in B, ...' is _TWO_PLACES', which keeps some refused);
# 'Consider G1 and G2. In each group take R, T.' A group is words with no mark but inside quotes, the two joined by
# the one 'and' outside quotes (a group with an 'and' of its own is left to the grammar), each said as people or a
# place (`_people`: not 'the users 'x' and 'y'', 'the blood type of A', whose set-ups other constructions read), neither
# as a person (words.TWO_GROUPS_NOT_GROUP).
_FOR_EACH = _alts(W.TWO_GROUPS_FOR)  # ('for': 'For G1 and for G2, find R')
_GROUPS_STEP = rf"(?P<step>(?:{_alts(W.TWO_PLACES_VERBS)})\b[^.;?!]*?)(?P<end>[.;])"
_TWO_GROUPS_LED = _lazy(
    rf"^(?P<pre>\s*)(?:{_alts(W.TWO_GROUPS_LEADS)}) (?:{_alts(W.TWO_GROUPS_NOUNS)})\s*(?:[,:]|\s-+|\s*\u2014)\s*"
    rf"(?:(?:{_alts(W.TWO_GROUPS_NAMELY)})\s*,?\s+)?"
    rf"(?P<a>{_GROUP_WORDS}),? and (?:(?:for|in|within) )?(?P<b>{_GROUP_WORDS})\s*(?:[,:;]|\s-+|\s*\u2014)\s*"
    rf"{_GROUPS_STEP}", re.IGNORECASE)
_TWO_GROUPS_FOR = _lazy(
    rf"^(?P<pre>\s*)(?P<p1>{_FOR_EACH}) (?P<a>{_GROUP_WORDS}),? and (?P<p2>(?:{_FOR_EACH}) )?(?P<b>{_GROUP_WORDS})"
    rf"\s*,\s*{_GROUPS_STEP}", re.IGNORECASE)
# ... said with the place noun once in the plural ('For the states of A and of B, pick R, T.', a25y), or the verb first
# ('Consider, for the state of A and for the state of B, R (T).', a25y): read as 'For the state of A and the state of
# B, pick R, T.' / 'For the state of A and for the state of B, consider R (T).'
_TWO_PLACES_OF = _lazy(rf"^(?P<pre>\s*(?:{_FOR_EACH})) the (?P<many>{_alts(tuple(W.PLACE_PLURALS))}) of "
                            rf"(?P<a>{_GROUP_WORDS}),? and (?:of )?(?P<b>the {_GROUP_WORDS})\s*,", re.IGNORECASE)
# ... or as the places of two anchors said with one plural noun ('For each of the states where users 'A' and 'B' live,',
# 'In both of the cities of the owners of plates 'X' and 'Y',', a29x; words.TWO_ANCHORS_PLURAL): read as 'For each of the
# two states, the state where user 'A' lives and the state where user 'B' lives,' ('each' or 'both' said: 'For the
# states where ...' could be one person over both)
_TWO_ANCHORS_PLACES = _lazy(
    rf"^(?P<pre>\s*)(?P<lead>for|in|within) (?:each|both) of the (?P<many>{_alts(tuple(W.PLACE_PLURALS))}) "
    rf"(?:(?:where|in which) (?P<head>{_alts(tuple(W.TWO_ANCHORS_PLURAL))}) (?P<a>'[^']+'),? and (?P<b>'[^']+') "
    rf"(?:{_LIVES})|of (?P<head2>{_alts(tuple(W.TWO_ANCHORS_PLURAL))}) (?P<a2>'[^']+'),? and (?P<b2>'[^']+'))\s*,",
    re.IGNORECASE)
_VERB_FOR_TWO = _lazy(rf"^(?P<pre>\s*)(?P<verb>{_alts(W.TWO_PLACES_VERBS)})\s*,\s*"
                           rf"(?P<for>(?:{_FOR_EACH}) {_GROUP_WORDS},? and (?:(?:{_FOR_EACH}) )?{_GROUP_WORDS}),"
                           r"\s*(?P<rest>the\b)", re.IGNORECASE)
# Two groups set up ('Consider G1 and G2.'), the second said apart: 'Look at G1, and (separately|also) at G2' (a35t: the
# verb's preposition said again), 'Consider G1 and, separately, G2', 'Consider G1 and G2 separately', 'Consider G1.
# Separately, consider G2.' (a37s)
_TWO_GROUPS_HEAD = (
    rf"^(?P<pre>\s*)(?:(?:{_alts(W.TWO_GROUPS_FIRST)}),? )?(?:{_alts(W.TWO_GROUPS_SET)}) "
    rf"(?:(?:{_alts(W.TWO_GROUPS_FIRST)}),? )?(?P<a>{_GROUP_WORDS})"
    rf"(?:,? and(?:\s*,\s*(?:{_alts(W.TWO_GROUPS_APART)})\s*,\s*|\s+(?:(?:{_alts(W.TWO_GROUPS_APART)})\s+)?)|"
    rf"\s*\.\s+(?:{_alts(W.TWO_GROUPS_APART)})\s*,?\s+(?:{_alts(W.TWO_GROUPS_AGAIN_VERBS)})\s+)(?:at )?"
    rf"(?P<b>{_GROUP_WORDS})(?:,?\s+(?:{_alts(W.TWO_GROUPS_APART_AFTER)}))?\s*[.;:]\s*")
_TWO_GROUPS_SET = _lazy(
    rf"{_TWO_GROUPS_HEAD}"
    rf"(?:{_alts(W.TWO_GROUPS_EACH)})\s*,?\s*{_GROUPS_STEP}", re.IGNORECASE)
_TWO_GROUPS_EACH = _lazy(rf"\s*,?\s+\b(?:{_alts(W.TWO_GROUPS_EACH)})\b(?!\s+(?:tie|ties|draw|draws)\b)",
                              re.IGNORECASE)
_TWO_GROUPS_ASKED = _lazy(rf"(?:^|[.;?!:]\s*)(?:{_alts(W.TWO_PLACES_ASKED)})\b", re.IGNORECASE)
_NOT_A_GROUP = _lazy(rf"^(?:{_alts(W.TWO_GROUPS_NOT_GROUP)})\b|^(?:live|lives|living|own|owns|have|has|who|that|"
                          r"which|are|is|do|does|hold|holds|share|shares)\b", re.IGNORECASE)
_THOSE = _lazy(r"^(?:those|the ones|ones)\b", re.IGNORECASE)
_THOSE_WHO = _lazy(r"^those (?:who|that|living|residing|with|having|whose)\b", re.IGNORECASE)
_PEOPLE_WHO = _lazy(r"^((?:the )?(?:people|persons|individuals)) (?:who|that|living|residing|with|having|whose)\b",
                         re.IGNORECASE)
# ... except 'those of' a place after the people of another ('the residents of the state of A and those of the state of
# B', a29x): the same head said again, the place's people (not 'the dog owners in A and those in B': which people?)
# (the first group the place's people and nothing more: 'the residents of A who own a dog and those of B' could keep
# the clause for B or not, r29 F7)
_RESIDENTS_OF = _lazy(rf"^(?:the )?(?:{_alts(W.TWO_GROUPS_RESIDENTS)}) of (?=the (?:{_PLACE_KINDS}) {_PLACE_SAID}$)",
                           re.IGNORECASE)
_THOSE_OF = _lazy(rf"^those of (?=the (?:{_PLACE_KINDS})\b)", re.IGNORECASE)
# words after a group's head that narrow it ('residents of X', 'dog owners in Ohio', 'people who ...'): said after one
# of the two groups only, they may be for both (r27 F1)
_GROUP_AFTER = _lazy(rf"\s(?:{_alts(W.TWO_GROUPS_AFTER)})\b", re.IGNORECASE)
_A_PLACE = _lazy(rf"^(?:the (?:{_PLACE_KINDS})\b|(?:{_PLACE_AGAIN}) of\b|(?:{_alts(W.US_STATES)})$)", re.IGNORECASE)


_OF_PEOPLE = frozenset({"residents", "people", "persons", "individuals", "inhabitants", "those"})


def _people(group: str) -> bool:
    """Is a group said as people ('residents of X', 'cat owners', 'Mastercard holders', 'everyone in X') or a place ('the
    state of A', 'Ohio'), not people named ('the users 'x''), an owner's records ('the owners of pets 'A'') or a value
    ('the blood type of A'): a head of people (words.PLURAL_HEADS, not 'users') within its first words, before any
    quote, and 'of' after it only for the people of somewhere."""
    if _A_PLACE.match(group):
        return True
    said = group.split()
    for n, word in enumerate(said[:6]):
        if "'" in word:
            return False
        if word.lower() in ("everyone", "everybody", "anyone", "anybody"):
            return True
        if word.lower() in W.PLURAL_HEADS - {"users"}:
            return n + 1 == len(said) or said[n + 1].lower() != "of" or word.lower() in _OF_PEOPLE
    return False


_EACH_OF_GROUPS = (r"(?:in|for|within|from|across|among|amongst) (?:each|both) of (?:the |these |those )?"
                   r"(?:two|2|both|following)?(?: following)? groups(?: of people)?(?: below| that follow)?")
_STEP_GROUPS_LED = _lazy(rf"^(?P<pre>\s*){_EACH_OF_GROUPS}\s*,?\s*(?P<step>(?:{_alts(W.SETUP_STEP_VERBS)})\b[^:;.?]+?)"
                              r"\s*:\s*", re.IGNORECASE)
_STEP_GROUPS_AFTER = _lazy(rf"^(?P<pre>\s*)(?P<step>(?:{_alts(W.SETUP_STEP_VERBS)})\b[^:;.?]+?)\s*,?\s+{_EACH_OF_GROUPS}"
                                r"\s*:\s*", re.IGNORECASE)
# ('Take, from each of these two groups, R: G1 and G2.', e38k: the groups said inside the step)
_STEP_GROUPS_INSIDE = _lazy(rf"^(?P<pre>\s*)(?P<verb>{_alts(W.SETUP_STEP_VERBS)})\s*,\s*{_EACH_OF_GROUPS}\s*,\s*"
                                 r"(?P<rest>[^:;.?]+?)\s*:\s*", re.IGNORECASE)
_GROUP_ITEM_LABELS = (r"^(?:(?:the )?first(?:ly| group| one)?\s*[,:]?|\(?1\)|1\.|\(?a\)|\(?i\)|one\s*:|"
                      r"group (?:1|one|a)\s*[:,—-]?)\s*",
                      r"^(?:(?:the )?second(?:ly| group| one)?\s*[,:]?|\(?2\)|2\.|\(?b\)|\(?ii\)|two\s*:|"
                      r"group (?:2|two|b)\s*[:,—-]?)\s*")


_AND_SEPARATELY = _lazy(r",?\s+and,?\s+(?:separately|independently|apart from that)\s*,?\s+(?=(?:the|whoever)\s)",
                             re.IGNORECASE)
# the two compared said inside the question, set off by commas after its subject ('Which person, A or B, holds more X?',
# e38k): no comma, bracket or second 'or' inside the pair, one verb phrase after it ending the sentence
_PAIR_INSERTED = _lazy(r"(?P<ask>^\s*(?:which|who)(?: person| one| individual| of them| of the two)?),\s+"
                            r"(?P<pair>(?:the|whoever)\s[^,;:()?]+?\sor\s(?:the|whoever)\s[^,;:()?]+?),\s+"
                            r"(?P<verb>(?:has|have|owns|own|holds|hold|possesses|possess|is|earns|earn)\b[^,;:()?]+?)\?",
                            re.IGNORECASE)
_GROUPS_SET_OFF = _lazy(rf"^(?P<pre>\s*){_EACH_OF_GROUPS}\s*(?:—|\(|–)\s*(?P<groups>[^—()–]+?\sand\s[^—()–]+?)\s*"
                             rf"(?:—|\)|–)\s*,?\s*(?=(?:{_alts(W.SETUP_STEP_VERBS)})\b)", re.IGNORECASE)


def _step_for_groups_listed(text: str) -> str | None:
    """One step said for two groups listed after it (e38k): 'In each of two groups, take R, T: first, G1; second, G2.',
    'Take R in each of these two groups: G1, and G2.', 'For each of the following groups, find R: (1) G1; (2) G2.' ->
    'Among G1, take R, T. Among G2, take R, T.' (each group people, as `_people` reads them; the list ends at the
    sentence's end); None when the text is not so."""
    m = _STEP_GROUPS_LED.match(text) or _STEP_GROUPS_AFTER.match(text) or _STEP_GROUPS_INSIDE.match(text)
    if m is None:
        return None
    rest = text[m.end():]
    masked = re.sub(r"'[^']+'(?='s|\W|$)", lambda q: "_" * len(q.group()), rest)
    end = re.search(r"[.?!](?=\s|$)", masked)
    stop = end.start() if end else len(rest)
    listed, after = rest[:stop], rest[stop + 1:] if end else ""
    masked = masked[:stop]
    cuts = [q for q in re.finditer(r"\s*;\s*(?:and\s+)?", masked)] or \
        [q for q in re.finditer(r",\s*(?:and\s+)?(?=(?:second|\(?2\)|\(?b\)|\(?ii\)|group (?:2|two|b))\b)", masked)] or \
        [q for q in re.finditer(r",?\s+and\s+", masked)]
    if len(cuts) != 1:
        return None
    items = [listed[:cuts[0].start()].strip(" ,"), listed[cuts[0].end():].strip(" ,")]
    items = [re.sub(label, "", item, count=1, flags=re.IGNORECASE).strip(" ,") for label, item in zip(_GROUP_ITEM_LABELS, items)]
    items = [re.sub(r"^(?:among|amongst|within|in)\s+", "", item, flags=re.IGNORECASE) for item in items]
    if not all(item and _people(item) for item in items):
        return None
    clause = re.compile(r"\b(?:who|that|which|whose|with|having|without)\b", re.IGNORECASE)
    if not re.search(r";|\b(?:second|group)\b|\(?2\)|\(?b\)", masked, re.IGNORECASE) and \
            clause.search(items[1]) and not clause.search(items[0]):
        return None  # ('Ohio residents and Texas residents who own a dog': the clause could be both groups', r46 #2)
    step = (m.group("step") if "step" in m.groupdict() else f"{m.group('verb')} {m.group('rest')}").strip(" ,")
    step = step[:1].lower() + step[1:]
    said = " ".join(f"Among {item}, {step}." for item in items)
    return f"{m.group('pre')}{said} {after.strip()}".rstrip()


def _two_groups(text: str) -> str | None:
    """'For each of two groups, G1 and G2, take R, T. Which of the two ...?' -> 'Among G1, take R, T; among G2, take R,
    T. Which of the two ...?' (see _TWO_GROUPS_LED); None when the text is not so."""
    if (anchors := _TWO_ANCHORS_PLACES.match(text)) is not None:
        one = W.PLACE_PLURALS[anchors.group("many").lower()]
        said = "head" if anchors.group("head") else "head2"
        head = W.TWO_ANCHORS_PLURAL[" ".join(anchors.group(said).lower().split())]
        a, b = (anchors.group("a"), anchors.group("b")) if said == "head" else (anchors.group("a2"), anchors.group("b2"))
        text = f"{anchors.group('pre')}{anchors.group('lead')} each of the two {anchors.group('many')}, the {one} where " \
               f"{head} {a} lives and the {one} where {head} {b} lives,{text[anchors.end():]}"
    if (once := _TWO_PLACES_OF.match(text)) is not None:
        one = W.PLACE_PLURALS[once.group("many").lower()]
        text = f"{once.group('pre')} the {one} of {once.group('a')} and the {one} of {once.group('b')}," \
               f"{text[once.end():]}"
    elif (once := _VERB_FOR_TWO.match(text)) is not None:
        verb = once.group("verb").lower()
        said_for = once.group("for")
        text = f"{once.group('pre')}{said_for[:1].upper()}{said_for[1:]}, {verb} {text[once.start('rest'):]}"
    m = _TWO_GROUPS_LED.match(text) or _TWO_GROUPS_SET.match(text)
    each = m is not None
    if m is None:
        if (m := _TWO_GROUPS_FOR.match(text)) is None:
            return None
        each = bool(m.group("p2")) or _TWO_GROUPS_EACH.search(m.group("step")) is not None or \
            _TWO_GROUPS_ASKED.search(text[m.end():].strip()) is not None
    if not each or (groups := _group_pair(text, m)) is None:
        return None
    a, b = groups
    step = _TWO_GROUPS_EACH.sub("", _step_rule(m.group("step")), count=1)
    lead = ["In" if _A_PLACE.match(g) else "Among" for g in (a, b)]
    step = f"{step[:1].lower()}{step[1:]}"
    end, rest = m.group("end"), text[m.end():]
    if end == ";" and (ruled := _STEP_RULE_AFTER.match(rest)) is not None and _tie_rule(ruled.group("rule")):
        # ('In each group, find R; break ties by T.', a37s: the step's own rule, in the same sentence)
        step, end, rest = f"{step} ({ruled.group('rule')})", ruled.group("end"), rest[ruled.end():]
    said = f"{lead[0]} {a}, {step}; {lead[1].lower()} {b}, {step}{end}"
    return f"{m.group('pre')}{said}{rest}"


_STEP_RULE_AFTER = _lazy(r"\s*(?P<rule>(?:[^.;?!()']|'[^']*')+?)\s*(?P<end>\.)")


# words opening a group's own clause ('people who live in Kansas, and people who own a rabbit': the second's condition is
# its own; 'residents of Ohio and residents of Texas who own a dog': it may be for both)
_CLAUSE_OF_ITS_OWN = _CLAUSE_WORDS | {"living", "residing", "based", "located", "sharing"}
# a second group said of the first's people ('Consider G1. Then consider the dog owners among them.'): no group of its own
_OF_THE_FIRST = _lazy(r"\b(?:them|they|their|(?:among|amongst|of|from) (?:those|these))\b", re.IGNORECASE)


_FREE_WHO = _lazy(rf"^(?:{_alts(W.FREE_WHO)})\s+(?=[a-z])", re.IGNORECASE)


def _group_pair(text: str, m: re.Match[str]) -> tuple[str, str] | None:
    """The two groups a match of two groups said first names ('a', 'b'), each as it is read on its own (the second's
    'those' said for the first's people: 'the people who live in X, and those who live in Y'); None when either is not
    a group of people or a place, refused when words said with one group only may be for the other too."""
    a, b = m.group("a").strip(), m.group("b").strip()
    if _FREE_WHO.match(a) and _FREE_WHO.match(b):  # ('Consider who lives in X, and who lives in Y.', e47b: each group
        # said as a bare 'who' clause, everyone the clause is true of)
        a, b = (f"{W.FREE_WHO_GROUP} {_FREE_WHO.sub('', g)}" for g in (a, b))
    if _THOSE_WHO.match(b) and not _THOSE.match(a) and (people := _PEOPLE_WHO.match(a)) is not None:
        # ('the people who live in X, and those who live in Y', a35t: 'those' said for the people, each group with a
        # clause of its own; not 'the dog owners who live in X and those who ...': dog owners, or anyone?)
        b = f"{people.group(1)} {b.split(None, 1)[1]}"
    if (of := _RESIDENTS_OF.match(a)) is not None and (those := _THOSE_OF.match(b)) is not None:
        b = f"{of.group(0)}{b[those.end():]}"  # ('the residents of the state of A and those of the state of B', a29x)
    led = text[m.start():m.start("a")].lower()
    place = next((one for many, one in W.PLACE_PLURALS.items() if re.search(rf"\b{many}\b", led)), None)
    if place is not None and (again := _said_again(a, "of ")) is not None:  # ('For each of two states — that of A and
        # that of B')
        a, b = f"the {place} {again}", f"the {place} {b_again}" if (b_again := _said_again(b, "of ")) is not None else b
    if any(re.search(r"\band\b", re.sub(r"'[^']*'", "''", g), re.IGNORECASE) for g in (a, b)) or \
            _OF_THE_FIRST.search(b) or not _people(a) or not _people(b) or \
            _NOT_A_GROUP.match(a) or _NOT_A_GROUP.match(b) or _THOSE.match(b) and not _THOSE.match(a):
        return None  # ('... the dog owners in A, and those in B': the dog owners there, or everyone? the grammar's)
    a_keys, b_keys = _words(a).keys, _words(b).keys
    # (the first's words after its head, the second after a comma and with none: 'people who share a diagnosis with A,
    # and American Express cardholders', e47b: words after a head are that head's, and the comma ends them)
    set_off = bool(_GROUP_AFTER.search(a)) and not _GROUP_AFTER.search(b) and \
        re.match(r"\s*,\s*and\s", text[m.end("a"):m.start("b")]) is not None and not _A_PLACE.match(a)
    if bool(_A_PLACE.match(a)) != bool(_A_PLACE.match(b)) or \
            bool(_GROUP_AFTER.search(a)) != bool(_GROUP_AFTER.search(b)) and not set_off or \
            _conditioned(b_keys) and "same" not in b_keys and not _CLAUSE_OF_ITS_OWN & set(a_keys):
        # (r27 F1: 'Ohio and Texas dog owners', 'dog owners and cat owners in Ohio': a head or a place said once may be
        # for both groups; two groups of one shape only; 'residents of Ohio and residents of Texas who own a dog': the
        # second's condition may be for both, a37s)
        raise ParseError(f"ambiguous: in {text[m.start('a'):m.end('b')]!r} the words said with one group only may be for "
                         f"the other too ({a!r} and {b!r}, or each with the other's words): say each group in full "
                         "('dog owners in Ohio and dog owners in Texas')")
    said = (text[m.start():m.start("a")] + text[m.end("b"):m.end()]).lower()
    kinds = {one: many for many, one in W.PLACE_PLURALS.items()}  # (state: states)
    for place, other in ((place, other) for place in kinds for other in kinds if other != place):
        if re.search(rf"\b{other}|\b{kinds[other]}\b", said) and any(g.lower().startswith(f"the {place}") for g in (a, b)):
            return None  # ('Look at the city of A and the city of B. In each state, ...': which place? left to the grammar)
    if (again := _said_again(b, "of ")) is not None and a.lower().startswith(tuple(f"the {one} " for one in kinds)):
        b = f"{a.split()[0]} {a.split()[1]} {again}"  # ('the state of A and that of B')
    return a, b


# Two groups said first, then a step for each by its order ('Start with two groups: G1, and G2. From the first, take R1
# (T1); from the second, R2 (T2).', 'Consider G1 and G2. In the first group find R1; in the second, find R2.', a37s):
# read as 'Among G1, take R1 (T1); among G2, take R2 (T2).' (the second step's verb, left out, the first's). The
# groups are read as _two_groups reads them (`_group_pair`).
_ORDINAL_FROM = r"(?:from|among|amongst|in|within|of|out of|for)"
_ORDINAL_HEAD = (r"(?:\s+(?:group|set|population|pool|one|of them|of these|of those|of the two(?:\s+groups)?|"
                 rf"{'|'.join(W.PLACE_PLURALS.values())}))?")  # ('In the first state, find R', e47b)
_ORDINAL_STEP = r"(?:[^;.?!']|'[^']*')+?"
_ORDINAL_GROUPS = _lazy(
    rf"{_TWO_GROUPS_HEAD}"
    rf"{_ORDINAL_FROM} the (?:first|former){_ORDINAL_HEAD}\s*,?\s*(?P<v1>{_alts(W.TWO_PLACES_VERBS)})\s+"
    rf"(?P<r1>{_ORDINAL_STEP})\s*[;.,]\s*(?:and\s+)?(?:then\s*,?\s+)?"
    rf"{_ORDINAL_FROM} the (?:second|latter){_ORDINAL_HEAD}\s*,?\s*(?:(?P<v2>{_alts(W.TWO_PLACES_VERBS)})\s+)?"
    rf"(?P<r2>{_ORDINAL_STEP})\s*(?P<end>[.;])", re.IGNORECASE)
# ... or each group's order said after its step ('Take R1 from the first and R2 from the second.')
_ORDINAL_GROUPS_AFTER = _lazy(
    rf"{_TWO_GROUPS_HEAD}"
    rf"(?P<v1>{_alts(W.TWO_PLACES_VERBS)})\s+(?P<r1>{_ORDINAL_STEP})\s+{_ORDINAL_FROM} the (?:first|former){_ORDINAL_HEAD}"
    rf"\s*[;,]?\s*(?:and\s+)?(?:then\s*,?\s+)?(?:(?P<v2>{_alts(W.TWO_PLACES_VERBS)})\s+)?(?P<r2>{_ORDINAL_STEP})\s+"
    rf"{_ORDINAL_FROM} the (?:second|latter){_ORDINAL_HEAD}\s*(?P<end>[.;])", re.IGNORECASE)


# ... the second's step said as the first's again ('in the second, do the same', words.SAME_BARE), or its ranking after
# a word saying so ('from the second, likewise the person with R', words.PAIR_AGAIN_WORDS)
_ORDINAL_SAME = _lazy(rf"(?:{_alts(tuple(W.SAME_BARE))})(?:\s+(?:here|there|too|as well))?", re.IGNORECASE)
_ORDINAL_AGAIN = _lazy(rf"(?:{_alts(W.PAIR_AGAIN_WORDS)})\s*,?\s+(?=the\b|whoever\b)", re.IGNORECASE)


def _ordinal_groups(text: str) -> str | None:
    """'Start with two groups: G1, and G2. From the first, take R1 (T1); from the second, R2 (T2).' -> 'Among G1, take
    R1 (T1); among G2, take R2 (T2).' (see _ORDINAL_GROUPS); None when the text is not so."""
    m = _ORDINAL_GROUPS.match(text) or _ORDINAL_GROUPS_AFTER.match(text)
    if m is None or (groups := _group_pair(text, m)) is None:
        return None
    a, b = groups
    lead = ["In" if _A_PLACE.match(g) else "Among" for g in (a, b)]
    v1 = W.STEP_VERB_SAID.get(" ".join(m.group("v1").lower().split()), m.group("v1").lower())
    v2 = W.STEP_VERB_SAID.get(" ".join((m.group("v2") or "").lower().split()), (m.group("v2") or v1).lower())
    r1, r2 = m.group("r1").strip(), m.group("r2").strip()
    if m.group("v2") is None and _ORDINAL_SAME.fullmatch(r2):
        v2, r2 = v1, r1  # ('In the first, pick R; in the second, do the same.', e47b: the first's step, for the second)
    elif (again := _ORDINAL_AGAIN.match(r2)) is not None:
        r2 = r2[again.end():]  # ('from the second, likewise the person with R', e47b)
    said = f"{lead[0]} {a}, {v1} {r1}; {lead[1].lower()} {b}, {v2} {r2}{m.group('end')}"
    return f"{m.group('pre')}{said}{text[m.end():]}"


# 'is found the same way, but in G' -> 'is the one in G' (words.SAME_WAY_*): the verb, how, an optional 'but', the
# preposition that opens the group ('from', 'out of', 'within' as 'among')
_SAME_WAY = _lazy(rf"\b(?:(?:is|are|will\s+be|gets|get|should\s+be|must\s+be)\s+)?(?:{_alts(W.SAME_WAY_VERBS)})\s+"
                       rf"(?:{_alts(W.SAME_WAY_HOW)})\s*,?\s*(?:(?:{_alts(W.SAME_WAY_BUT)})\s*,?\s*)?"
                       r"(?P<prep>in|among|amongst|from|within|out\s+of)\s+", re.IGNORECASE)
# ... or as a clause after the person's noun (c38k): 'the person chosen the same way among G2' -> 'the one among G2'
_SAME_WAY_CLAUSE = _lazy(rf"\b(?:{_alts(W.SAME_WAY_HEADS)})\s+(?:(?:who|that)\s+(?:is|was|gets|would\s+be)\s+)?"
                              rf"(?:{_alts(W.SAME_WAY_VERBS)})\s+(?:{_alts(W.SAME_WAY_HOW)})\s*,?\s*"
                              rf"(?:(?:{_alts(W.SAME_WAY_BUT)})\s*,?\s*)?(?P<prep>in|among|amongst|from|within|out\s+of)\s+",
                              re.IGNORECASE)
# ... with the group before how ('the person selected among G2 in the same way'): the group ends the clause
_SAME_WAY_CLAUSE_AFTER = _lazy(
    rf"\b(?:{_alts(W.SAME_WAY_HEADS)})\s+(?:(?:who|that)\s+(?:is|was|gets|would\s+be)\s+)?(?:{_alts(W.SAME_WAY_VERBS)})\s+"
    r"(?P<prep>in|among|amongst|from|within|out\s+of)\s+(?P<g>(?:[^,;:.?!()'\u2014]|'[^']*')+?)\s*,?\s+"
    rf"(?:{_alts(W.SAME_WAY_HOW)})(?=\s*(?:[,;:.?!)\u2014]|$))", re.IGNORECASE)


# 'Picture G1. Who R? Now picture G2 and ask the same.' (words.SCENE_AGAIN_*): G1, the question, G2, what follows
_SCENE_AGAIN = _lazy(
    rf"^\s*(?:(?:first|so|ok|okay|now)\s*,?\s+)?(?:{_alts(W.SCENE_AGAIN_VERBS)})\s+(?P<g1>[^?]+?)\s*[.:]\s+"
    r"(?P<q>(?:who|which|whose)\b[^?]+\?)\s*(?:(?:now|then|next|and|and now|and then)\s*,?\s+)?"
    rf"(?:{_alts(W.SCENE_AGAIN_VERBS)})\s+(?P<g2>[^?]+?)\s*(?:{_alts(W.SCENE_AGAIN_ASK)})\s*(?:[.!]|$)(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL)


# 'Tie within a group: T' (k21): a tie inside any of the groups ranked, said as 'within each group' is
# a ranking's name defined with the name in quotes ("Here, 'top pet owner' means R", "By 'top pet owner' I mean R",
# e38k): read as said without them (`_gloss_said`), a name of lower-case words only (never a pet's name, 'Max')
_GLOSS_QUOTED = _lazy(r"'((?:[a-z][a-z-]*)(?: [a-z][a-z-]*){0,3})'(?=\s+(?:here\s+)?(?:means|meant|refers to|stands for|"
                           r"is defined as|denotes)\b|\s+(?:I|we)\s+mean\b)")
_TIE_IN_A = _lazy(rf"\b(ties?|tied|draws?)\s+(within|in|inside)\s+an?\s+({W.EACH_SCOPE_NOUNS})\b", re.IGNORECASE)


# 'What is that balance?' / 'tell me what that total is' (words.THAT_VALUE_*): the noun said
# (the noun may be followed by the accounts it is summed over: 'How much is that balance, summed over all of their
# accounts?', e48c)
_SUMMED_OVER = rf"(?:\s*,?\s+(?:{_alts(W.THAT_VALUE_SUMMED_OVER)}))?"
_THAT_VALUE = _lazy(rf"\b(?:what(?:\s+is|'s|\u2019s)\s+(?:that|this)\s+(?P<a>{_alts(W.THAT_VALUE_NOUNS)}){_SUMMED_OVER}|"
                         rf"what\s+(?:that|this)\s+(?P<b>{_alts(W.THAT_VALUE_NOUNS)})\s+is|how\s+much\s+is\s+(?:that|this)\s+"
                         rf"(?P<c>{_alts(W.THAT_VALUE_NOUNS)}){_SUMMED_OVER}|how\s+much\s+(?:money|cash)\s+is\s+(?:that|this)\s*,?\s+"
                         r"(?P<d>(?:across|in)\s+all\s+(?:of\s+)?their\s+(?:bank\s+)?accounts)|"
                         rf"what\s+are\s+(?:those|these)\s+(?P<e>{_alts(W.THAT_VALUE_PLURAL)}),?\s+"
                         rf"(?:{_alts(W.THAT_VALUE_SUMMED)})|"
                         # ('How much is that, summed across all their accounts?', 'How much is that?', a33j: the
                         # amount, only after a ranking by balance)
                         rf"(?P<f>how\s+much\s+is\s+(?:that|this)(?:\s*,?\s+(?:{_alts(W.THAT_VALUE_SUMMED_OVER)})|"
                         rf"\s+(?:{_alts(W.THAT_VALUE_SUMMED)}))?(?=\s*(?:[?.!]|$))))\b", re.IGNORECASE)
# ('... who's got the biggest total bank balance? How much cash is that, across all their bank accounts?', a22z: the
# money said, and where it is: 'd')


# '<what is asked> is how much?' (a learner's order, a22y): read as 'How much is <what is asked>?'
_HOW_MUCH_LAST = _lazy(r"(?:^|(?<=[.?!;:]\s))(?P<np>[A-Za-z][^.?!;:()]*?)\s+(?:is|are)\s+how\s+much\s*\?", re.IGNORECASE)


# A number above one before 'What is that balance?' counts people ('the 2 richest', '3 people', 'the 2 Texas residents
# who are richest': each one's balance, or their sum? refused) unless a records noun follows it ('people who own
# exactly 3 vehicles'): the first word of each records noun
_COUNTED_RECORDS = frozenset(w.split()[0] for n in W.RECORD_NOUNS.values() for w in (*n.plural, *n.singular))


def _counts_several(keys: list[str]) -> bool:
    """Words counting several people ('the 4 richest', 'the four richest', 'top ten'), not records ('with 3 pets')."""
    return any((int(k) if k.isdigit() else W.NUMBER_WORDS.get(k, 0)) > 1 and nxt not in _COUNTED_RECORDS
               for k, nxt in zip(keys, [*keys[1:], ""]))


def _top_counted(keys: list[str]) -> bool:
    """A top N said ('the 3 richest residents', 'the three oldest people', 'top ten'): a count after 'the' or 'top', not
    a tie rule's ('if two are tied') or records' ('the person with 3 pets')."""
    return any(prev in ("the", "top") and _counts_several([k, nxt])
               for prev, k, nxt in zip(["", *keys], keys, [*keys[1:], ""]))


def _that_value(text: str) -> str | None:
    """'Find the richest person among G. What is that balance?' -> '... What is their total bank balance?': one person
    found before it (no 'and', 'both' or 'two' before it), and a noun other than 'balance' only after a ranking by
    balance ('Find the person with the most pets ... What is that total?' could ask the count). None when not so."""
    m = _THAT_VALUE.search(text)
    if m is None:
        return None
    before = _words(text[:m.start()]).keys
    if len(before) > 2 and before[-3:-1] in (["and", "tell"], ["and", "show"], ["and", "give"]) or \
            before[-4:-2] == ["and", "let"]:  # ('Find S and tell me what that balance is')
        before = before[:-3 - (before[-4:-2] == ["and", "let"])]
    noun = "balance" if m.group("d") or m.group("e") else "amount" if m.group("f") else \
        " ".join((m.group("a") or m.group("b") or m.group("c")).lower().split())
    several = _counts_several(before)  # ('the 4 richest', 'the four richest', 'top ten')
    # ('take the 2 richest people. What is that balance?':
    # each one's, or their sum? as 'How much do they have?' is, refused)
    if not before or several or {"and", "both", "two", "three", "pair", "&"} & set(before) or \
            noun not in W.THAT_VALUE_BALANCE and not W.THAT_VALUE_RANKED & set(before) or \
            m.group("e") and not W.THAT_VALUE_PLURAL_AFTER & set(before):
        # ('those balances' points back to balances said: after 'the most pets' alone it names none)
        return None
    if m.group("e") and any(k in W.THAT_VALUE_STATEWISE or k in W.THAT_VALUE_STATE and prev in W.THAT_VALUE_EACH_STATE
                            for prev, k in zip(["", *before], before)):
        raise ParseError(f"ambiguous: {m.group(0)!r} after each state's first set up could be the balances of the person "
                         "found or every state's first's, summed: say 'What is their total bank balance?' for the first")
    said = "their total bank balance" if m.group("b") else "what is their total bank balance"
    return text[:m.start()] + said + text[m.end():]


_SUCH_TOTAL = _lazy(rf"\b(?P<end>{_alts(W.SUCH_TOTAL_ENDS)})\s+such\s+(?:a\s+)?(?:{_alts(W.SUCH_TOTAL_NOUNS)})\b",
                         re.IGNORECASE)


_WHOSE_TOTAL = _lazy(rf"\bwhose\s+(?:{_alts(W.SUCH_TOTAL_NOUNS)})\s+(?=(?:is|was)\s+the\s+"
                          rf"(?:{_alts(W.SUCH_TOTAL_ENDS)})\b)", re.IGNORECASE)


def _whose_total(text: str) -> str | None:
    """'What is the total balance across all bank accounts of the person whose total is the highest among G?' -> '...
    whose total bank balance is the highest ...' (e48c): a balance said before it, and no count, as `_such_total` reads
    'such a total'. None when not so."""
    m = _WHOSE_TOTAL.search(text)
    if m is None or not _balance_said_before(text, m.start()):
        return None
    return f"{text[:m.start()]}whose total bank balance {text[m.end():]}"


def _such_total(text: str) -> str | None:
    """'What are the bank balances in total of whichever of them has the smallest such total?' -> '... has the smallest
    total bank balance?' (words.SUCH_TOTAL_*): a balance said before it, and no count. None when not so."""
    m = _SUCH_TOTAL.search(text)
    if m is None or not _balance_said_before(text, m.start()):
        return None
    return f"{text[:m.start()]}{m.group('end')} total bank balance{text[m.end():]}"


def _balance_said_before(text: str, at: int) -> bool:
    """Does the text before `at` say a balance and no count (words.SUCH_TOTAL_OF, SUCH_TOTAL_NOT)?"""
    before = set(_words(text[:at]).keys)
    return bool(W.SUCH_TOTAL_OF & before) and not W.SUCH_TOTAL_NOT & before


# '<G set up>. Keep just the ones who own a car. Who ...?' (words.KEEP_*): the condition and the question's first word
_KEPT = _lazy(rf"(?<=[.;:])(?P<sp>\s+)(?:(?:now|then|next|and|and then)\s*,?\s+)?(?:{_alts(W.KEEP_VERBS)})\s+"
                   rf"(?:{_alts(W.KEEP_PEOPLE)})\s+(?P<c>(?:{_alts(W.KEEP_CLAUSE)})\b[^.?!;:()]*?)\s*[.;]\s+"
                   r"(?P<q>who|which|whose)\b", re.IGNORECASE)


_LEFT_OUT = _lazy(rf"(?<=[.;:])(?P<sp>\s+)(?:(?:now|then|next|and|and then)\s*,?\s+)?(?:{_alts(W.LEAVE_OUT_VERBS)})\s+"
                       rf"(?:{_alts(W.LEAVE_OUT_PEOPLE)})\s+(?:who|that)\s+(?P<v>{_alts(tuple(W.LEAVE_OUT_BASE))})\s+"
                       r"(?P<c>[^.?!;:()]*?)\s*[.;]\s+(?P<q>(?:who|which|whose)\b[^.?!;]*)", re.IGNORECASE)
_LEFT_AFTER = _lazy(rf"\b(?P<head>{_alts(W.PERSON_SUPERLATIVES + tuple(W.GENERIC_PERSON_HEADS))})\s+"
                         rf"(?:{_alts(W.LEFT_AFTER)})\b", re.IGNORECASE)


_FOUND_AMONG = _lazy(
    rf"\b(?P<lab>(?:the )?(?:first|second)(?: person| one| individual)?) is (?:{_alts(W.FOUND_AMONG_VERBS)}) "
    rf"(?P<among>among|amongst|from|out of) (?P<g>{_GROUP_WORDS}):\s*(?P<s>the (?:one|person|individual)\b[^,;.:?!()]*?|"
    rf"the (?:{_alts(W.PERSON_SUPERLATIVES)})(?: one| person)?)(?:,\s*or,?\s*(?P<t>if [^.;:?!()]+?))?(?=\s*[.;])",
    re.IGNORECASE)


def _found_among(m: re.Match[str]) -> str:
    """'The first is found among G: S, or, if several tie, T' -> 'The first is S among G (if several tie, T)'."""
    among = "among" if m.group("among").lower() in ("from", "out of") else m.group("among")
    rule = f" ({m.group('t').strip()})" if m.group("t") else ""
    return f"{m.group('lab')} is {m.group('s').strip()} {among} {m.group('g').strip()}{rule}"


_RECORD_WORDS = tuple(sorted({n for r in W.RECORD_NOUNS.values() for n in (*r.plural, *r.singular)}, key=len, reverse=True))
_SETTING = _lazy(rf"(?:(?<=[.;:?!])\s+)(?:{_alts(tuple(W.SETTING_WHO))})\s+(?:{_alts(tuple(W.SETTING_MAY))})\s+"
                      rf"(?:{_alts(tuple(W.SETTING_VERBS))})\s+(?:(?:{_alts(tuple(W.SETTING_SOME))})\s+)?"
                      rf"(?:{_alts(_RECORD_WORDS)})(?:\s*,?\s*(?:{_alts(tuple(W.SETTING_AFTER))}))?\s*[.;](?=\s)",
                      re.IGNORECASE)


_STEP_VERBS = tuple(W.KEEP_VERBS) + tuple(W.LEAVE_OUT_VERBS)
_STEP_PEOPLE = tuple(W.KEEP_PEOPLE) + tuple(W.LEAVE_OUT_PEOPLE)
# a step narrowing a group said after the group in the same sentence: its join, then the step's verb and people
_STEP_JOINED = _lazy(rf"(?P<pre>[^\s,;—-])\s*(?:{_alts(W.STEP_SPLIT_JOINS)})\s+(?P<v>{_alts(_STEP_VERBS)})\s+"
                          rf"(?=(?:{_alts(_STEP_PEOPLE)})\s+(?:who|that|with|without|having|owning|holding)\b)",
                          re.IGNORECASE)
# ... or after the group said first with 'Among' ('Among G, set aside everyone who C.')
_STEP_AMONG = _lazy(rf"(?:^|(?<=[.;!?]\s))(?:among|amongst|from|out of|of|starting with|starting from)\s+"
                         rf"(?P<g>[^.;:?!,]+?),\s+(?:(?:please|now|then|first)\s*,?\s+)?(?P<v>{_alts(_STEP_VERBS)})\s+"
                         rf"(?=(?:{_alts(_STEP_PEOPLE)})\s+(?:who|that|with|without|having|owning|holding)\b)",
                         re.IGNORECASE)
# ... and the question's opening naming those the steps leave, after such a step ('Of those left, who ...?')
_REMAINING_LEAD = _lazy(rf"(?<=[.;]\s)(?:{_alts(W.REMAINING_LEADS)})\s*,?\s+(?P<q>who|which|whose|whom)\b",
                             re.IGNORECASE)
# ... and the question said after the step in its sentence ('..., keep only those who C, and tell me who has R')
_STEP_THEN_ASKED = _lazy(rf"(?<=[.;]\s)(?P<step>(?:{_alts(_STEP_VERBS)})\s+(?:{_alts(_STEP_PEOPLE)})\s+"
                              rf"(?:who|that|with|without|having|owning|holding)\b[^.;?!,]*?)\s*[,;—-]\s*"
                              rf"(?:and\s+)?(?:then\s+)?(?:(?:{_alts(W.STEP_THEN_ASKS)})\s+)?"
                              rf"(?P<q>(?:who|which)\b[^.;?!]*)", re.IGNORECASE)
_REMAINING_AFTER = _lazy(rf"(?<=[.;]\s)(?P<q>(?:who|which)(?:\s+(?:one|person|individual))?)\s+"
                              rf"(?:{_alts(W.REMAINING_LEADS)})\b", re.IGNORECASE)
# ... and said in the question after such a step, read away there too ('Among those who do not own a pet, who in the
# remaining group has R?', e42g)
_REMAINING_AFTER_Q = _lazy(rf"^(?P<q>(?:who|which)(?:\s+(?:one|person|individual))?)\s+"
                                rf"(?:{_alts(W.REMAINING_LEADS)})\b", re.IGNORECASE)
_REMAINING_END = _lazy(rf"\s+(?:{_alts(W.REMAINING_LEADS)})(?=\s*$)", re.IGNORECASE)
_AT_LEAST_ONE = _lazy(rf"^(?:{_alts(tuple(W.EXCLUDE_AT_LEAST))})\b", re.IGNORECASE)
_STEP_LEAVE = _lazy(rf"(?:{_alts(tuple(W.LEAVE_OUT_VERBS))})\s+(?:{_alts(tuple(W.LEAVE_OUT_PEOPLE))})\s+"
                         r"(?:(?:who|that)\s+\w+|with|having|holding|owning)\s+(?P<c>[^.;?!,]*)", re.IGNORECASE)
_STEP_BEFORE = _lazy(rf"\b(?:{_alts(_STEP_VERBS)})\s+(?:{_alts(_STEP_PEOPLE)})\s+"
                          rf"(?:who|that|with|without|having|owning|holding)\b[^.;?!]*[.;]\s+$", re.IGNORECASE)


_PERSON_THEN_GROUP = _lazy(
    rf"^(?P<pre>\s*)(?:{_alts(tuple(W.PERSON_STEP_LEADS))})\s+(?:{_alts(tuple(W.PERSON_STEP_OWNER))})\s+"
    rf"(?P<anchor>(?:[^.;,?!'\u2014]|'[^']*')+?)\s*(?:{_alts(tuple(W.PERSON_STEP_JOINS))})\s*"
    rf"(?P<v>(?:{_alts(tuple(W.PERSON_GROUP_VERBS))})\s+(?:[^.;?!'\u2014]|(?<=\w)'(?:s|t|re|ve|ll|d)?(?!\w)|'[^']*')+?)"
    r"(?P<end>\s*[.;?!]|$)", re.IGNORECASE)
_PERSON_REF_END = r"(?=\s*(?:[.,;:?!)\u2014]|$)|\s+(?:and|then|who|in|among|from|of|to)\b)"
_PERSON_THEIRS = _lazy(rf"\b(?:{_alts(tuple(W.PERSON_STEP_THEIRS))}){_PERSON_REF_END}", re.IGNORECASE)
_PERSON_THEM = _lazy(rf"\b(?:{_alts(tuple(W.PERSON_STEP_THEM))}){_PERSON_REF_END}", re.IGNORECASE)
_PERSON_STILL_SAID = _lazy(rf"\b(?:{_alts(tuple(W.PERSON_STEP_AGAIN))})(?!\w)", re.IGNORECASE)


def _person_then_group(text: str) -> str | None:
    """A person set up only to say a group by them, the group in a step after it, referring to the person once
    (words.PERSON_STEP_*): 'Look up who owns the dog named X, then consider all the people whose blood type is the same
    as that owner's. Q' -> 'Consider all the people whose blood type is the same as that of the owner of the dog named
    X. Q'. None when not so: the person referred to nowhere in the group's words, or more than once, or said again
    after them (in 'Q', where they would be a person of the question's own)."""
    m = _PERSON_THEN_GROUP.match(text)
    if m is None:
        return None
    if re.search(r"\b(?:and|or|owner|owners|owns|who|whose)\b", re.sub(r"'[^']*'", "", m.group("anchor")), re.IGNORECASE):
        return None  # (two people, or a person said by more than their anchor: not one owner said once)
    person = f"the owner of {m.group('anchor').strip()}"
    said = m.group("v")
    theirs, them = list(_PERSON_THEIRS.finditer(said)), list(_PERSON_THEM.finditer(said))
    if len(theirs) + len(them) != 1 or _PERSON_STILL_SAID.search(text, m.end("v")):
        return None
    ref = (theirs or them)[0]
    said = f"{said[:ref.start()]}{'that of ' if theirs else ''}{person}{said[ref.end():]}"
    return f"{m.group('pre')}{said[:1].upper()}{said[1:]}{text[m.end('v'):]}"


_HEADER = _lazy(rf"^\s*(?P<own>(?:{_alts(tuple(W.HEADER_OWNER))})\s+)?(?P<a>(?:{_alts(tuple(W.HEADER_ANCHORS))})\s+"
                     r"'[^']+')\s*(?:\u2014|\u2013|\s-|:)\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)


def _anchor_header(text: str) -> str | None:
    """An anchor said first as a header, then its owner referred to after a dash or a colon (words.HEADER_*): 'plate 'X'
    — look at everyone in its owner's state, find who has R' -> 'look at everyone in the same state as the owner of plate
    'X', find who has R'; 'owner of the cat named 'April' — in that person's state, ...' likewise. Only the owner's
    place is read so ('in its owner's state'), once: None when not so."""
    m = _HEADER.match(text)
    if m is None:
        return None
    refs = W.HEADER_THE_PERSON if m.group("own") else W.HEADER_ITS_OWNER
    place = re.compile(rf"\b(?P<p>in|from|within)\s+(?:{_alts(tuple(refs))})(?:'s)?\s+(?:home\s+)?(?P<k>state|city)\b",
                       re.IGNORECASE)
    rest = m.group("rest")
    found = list(place.finditer(rest))
    if len(found) != 1:
        return None
    f = found[0]
    if f.group(0).lower().split()[1] in ("them", "him") or \
            re.search(rf"\b(?:{_alts(tuple(refs))})\b", rest[:f.start()] + rest[f.end():], re.IGNORECASE) and \
            not m.group("own"):
        return None  # (the owner said again elsewhere: a person of the question's own)
    person = f"the owner of {m.group('a')}"
    return f"{rest[:f.start()]}{f.group('p')} the same {f.group('k').lower()} as {person}{rest[f.end():]}"


_SCOPE_THEN_GROUP = _lazy(
    rf"^\s*(?P<pp>(?:{_alts(tuple(W.SCOPE_FIRST))})\s+(?:[^,.;?!'\u2014]|'[^']*')+?)\s*,\s*"
    rf"(?P<a>{_alts(tuple(W.SCOPE_THEN_AMONG))})\s+(?P<g>(?:{_alts(tuple(W.SCOPE_GROUP_PEOPLE))})\s+"
    r"(?:[^,.;?!'\u2014]|'[^']*')+?)\s*,\s*(?P<q>(?:who|which|whose|who's)\b.*)$", re.IGNORECASE | re.DOTALL)


def _scope_then_group(text: str) -> str | None:
    """A place said first, then the group among its people, then the question (words.SCOPE_*): 'in the same state as
    user 'X', among people with no insurance policies at all, who earns the most?' -> 'Among people with no insurance
    policies at all in the same state as user 'X', who earns the most?'. None when not so."""
    m = _SCOPE_THEN_GROUP.match(text)
    if m is None or " two " in f" {m.group('g').lower()} ":
        return None
    a, pp = m.group("a"), m.group("pp")
    return f"{a[:1].upper()}{a[1:].lower()} {m.group('g')} {pp[:1].lower()}{pp[1:]}, {m.group('q')}"


_SOMEONE_ASKED = _lazy(rf"^\s*(?:{_alts(tuple(W.SOMEONE_SAID))})\s+(?P<vp>(?:[^.;?!'\u2014]|(?<=\w)'(?=\w)|'[^']*')+?)"
                            rf"\s*(?:[.;:,\u2014]|\s-)\s*(?:{_alts(tuple(W.SOMEONE_ASKS))})\s*[?.!]?\s*$", re.IGNORECASE)


def _someone_asked(text: str) -> str | None:
    """A person said to exist by what is true of them, then asked for (words.SOMEONE_SAID, SOMEONE_ASKS): 'Someone
    lives in X and owns Y. Who is it?' -> 'Who lives in X and owns Y?'; None when not so."""
    m = _SOMEONE_ASKED.match(text)
    if m is None:
        return None
    vp = m.group("vp").strip()
    if _words(m.group(0)[:m.start("vp")]).keys[-1:] in (["who"], ["that"]):  # ('There's a person who A and who B': the
        vp = re.sub(r"\b(and|but)\s+(?:who|that)\s+", r"\1 ", vp, flags=re.IGNORECASE)  # person's clauses, one 'who')
    return f"Who {vp}?"


_SOMEONE_RANKED = _lazy(rf"^\s*(?:{_alts(tuple(W.SOMEONE_AMONG))})\s+(?P<g>(?:[^.;?!'\u2014]|(?<=\w)'(?=\w)|'[^']*')+?)"
                             rf"\s+(?P<v>{_alts(W.SOMEONE_RANKED_VERBS)})\s+(?P<r>the\s+(?:{_alts(W.SOMEONE_RANKED_DEGREES)})\b"
                             rf"(?P<rest>(?:[^.?!'\u2014]|(?<=\w)'(?=\w)|'[^']*')*)[.;]\s+)(?P<q>\S.*)$",
                             re.IGNORECASE | re.DOTALL)


_SOMEONE_OF_THEM = _lazy(rf"(?<=[.;:!?])(?P<s>\s+)(?:{_alts(tuple(W.SOMEONE_OF_THEM))})"
                              rf"\s+(?P<v>{_alts(W.SOMEONE_RANKED_VERBS)})"
                              rf"\s+(?=the\s+(?:{_alts(W.SOMEONE_RANKED_DEGREES)})\b)", re.IGNORECASE)


def _someone_ranked(text: str) -> str | None:
    """A person said to be first in a group, then asked about (words.SOMEONE_AMONG): 'Someone among G has the most X;
    when several do, take T. What is this person's total balance?' -> 'Among G, find whoever has the most X; when
    several do, take T. What is ...?' (e47c); None when not so. A question asking who (SOMEONE_ASKS) is
    `_someone_asked`'s."""
    if (them := _SOMEONE_OF_THEM.sub(lambda m: f"{m.group('s')}Among them, find whoever {m.group('v')} ", text,
                                     count=1)) != text:
        return them  # ('Consider G. One of them has the fewest pets; ...': the group said before, e47c)
    m = _SOMEONE_RANKED.match(text)
    if m is None or _SOMEONE_ASKED.match(text) is not None:
        return None
    return f"Among {m.group('g').strip()}, find whoever {m.group('v')} {m.group('r')}{m.group('q')}"


def steps_restated(text: str) -> str | None:
    """A text nothing reads, with a group narrowed in steps said as the layers read such steps (`_steps_split`, each
    until none applies); None when it says no such step
    (`questions._passes` reads it only when the text as typed is not read, c39w)."""
    out = _person_then_group(text) or _someone_asked(text) or _someone_ranked(text) or _anchor_header(text) or \
        _scope_then_group(text) or text
    for _ in range(3):  # ('G only: which is older, A or B?' -> 'Among G, which is older, A or B?'; 'comparing total
        # bank balance, who's lower: A or B?' -> 'Who has the lower total bank balance: A or B?': _comparison_frame, e41t)
        if (framed := _comparison_frame(out)) is None or framed == out:
            break
        out = framed
    out = _tie_said_plainly(out) or out  # (tie rules said in other words: per-person scopes, 'that of B', e41t)
    for _ in range(6):
        new = _steps_split(out)
        if new is None:
            break
        out = new
    out = _MEETING.sub(_meeting, out, count=1)
    if (ended := _REQUEST_THEN_TIE.match(out)) is not None:  # ('can u pull the top earner among G. tie -> X', c39p)
        out = f"{ended.group('q')}? {ended.group('t')}"
    out = _PLACE_WHERE.sub(lambda m: f"{m.group('v')} the state where ", out, count=1)
    out = _PLACE_PEOPLE.sub(lambda m: f"{'C' if m.group('v')[:1].isupper() else 'c'}onsider all residents of "
                            f"{m.group('place')}", out, count=1)
    out = _THEIR_STATE.sub(lambda m: f"{m.group('who')} living in the same state", out)
    out = _PICKED_SENT.sub(_picked_sent, out, count=1)
    out = _GROUP_THEN_WH.sub(lambda m: f"{m.group('g')}, {m.group('q')}", out, count=1)
    out = _TOP_NO_NOUN.sub(lambda m: f"{m.group('n')} people {m.group('c')}", out)
    return out if out != text else None


# a top N said with no noun ('pick out the 2 who have the most pets', 'take the three with the most cards', e41g): the
# people, as the grammar reads a top N
_TOP_NO_NOUN = _lazy(r"(?P<n>\bthe\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten))\s+"
                          r"(?P<c>(?:who|that)\s+(?:have|own|hold|earn|keep|possess)\b|(?:with|having|owning|holding)\s+the\b)",
                          re.IGNORECASE)


# a question opened by the group set up before it with no comma before its wh-word ('in that group who has R?', 'of that
# group who's sitting on the most money?', c39p): the comma a careful writer puts (e41g; not when a comma and a wh-word
# follow in the sentence, where 'who ...' could be the group's own clause: 'Of them who own a dog, who ...?')
_GROUP_THEN_WH = _lazy(r"(?:^|(?<=[.;?!]\s))(?P<g>(?:among|amongst|of|from|in|within|out of)\s+(?:all\s+(?:of\s+)?)?"
                            r"(?:them|(?:this|that|the)\s+(?:group|bunch|set|lot|crowd|pool|list|batch)))\s+"
                            r"(?P<q>(?:who|which|whose)\b(?![^.;?!]*,\s*(?:who|which|whose)\b))", re.IGNORECASE)


# a request said in one sentence ended by a period, then its tie rule alone ('... among G. tie -> X')
_REQUEST_THEN_TIE = _lazy(rf"^(?P<q>[^.?!]+)\.\s+(?P<t>(?:{_alts(W.TIE_ALONE_LEADS)})\s*(?:->|=>|→|:|=|—|-)"
                               r"[^.?!]*[.?!]?\s*)$", re.IGNORECASE)  # (a chat's rule: 'tie -> X', 'tiebreak: X')
# ('the people who meet two conditions: they have X, and they live in Y.': words.MEET_*)
_MEETING = _lazy(rf"\b(?P<who>the people|people|those|everyone|everybody|anyone|all those|all people|the persons|"
                      rf"the individuals|individuals|the ones)\s+(?:(?:who|that)\s+(?:{_alts(W.MEET_VERBS)})|"
                      rf"(?:{_alts(W.MEET_PARTICIPLES)}))\s+"
                      rf"(?:(?:(?P<n>{_alts(W.MEET_COUNTS)})\s+)?(?:{_alts(W.MEET_NOUNS)})|"
                      rf"(?P<n2>{_alts(W.MEET_COUNTS_ALONE)}))\s*[:—]\s*"
                      r"(?P<items>[^.?!:]+?)(?=[.?!](?:\s|$))", re.IGNORECASE)
_MEETING_SPLIT = _lazy(r"\s*(?:;\s*and|,\s*and|;|\s+and)\s+(?=(?:%s)\b)" % _alts(W.MEET_SUBJECTS), re.IGNORECASE)
_MEETING_SUBJECT = _lazy(rf"^(?:(?:{_alts(W.MEET_SUBJECTS)})\s+)", re.IGNORECASE)
_COUNTED = {"two": 2, "both": 2, "three": 3}


def _meeting(m: re.Match[str]) -> str:
    """'the people who meet two conditions: they have X, and they live in Y' -> 'the people who have X and who live in
    Y'; as said when a condition does not open with its subject ('they'), or the count said is not the number listed."""
    items = _MEETING_SPLIT.split(m.group("items").strip())
    if len(items) < 2 or not all(_MEETING_SUBJECT.match(i) for i in items):
        return m.group(0)
    said = (m.group("n") or m.group("n2") or "").lower().split()
    if any(_COUNTED.get(k, len(items)) != len(items) for k in said):
        return m.group(0)
    return f"{m.group('who')} " + " and ".join(_met(i) for i in items)


def _met(item: str) -> str:
    """One condition said of them as a relative clause: 'they live in X' -> 'who live in X', 'their blood type matches
    that of S' -> 'whose blood type matches that of S'."""
    rest = _MEETING_SUBJECT.sub("", item).strip()
    return f"whose {rest}" if item.lower().startswith("their ") else f"who {rest}"


# ('Look at the state where S lives, and consider all of its residents.': words.PLACE_SET_LEADS, PLACE_THEN_PEOPLE)
_PLACE_PEOPLE = _lazy(rf"\b(?P<v>{_alts(W.PLACE_SET_LEADS)})\s+(?P<place>the\s+(?:home\s+)?state\b"
                           rf"[^.;,?!]*?)\s*(?:,\s*and|,\s*then|,\s*and\s+then|and|and\s+then|then|;|,|\.)\s+"
                           rf"(?:(?:{_alts(W.PLACE_PEOPLE_VERBS)})\s+)?(?:{_alts(W.PLACE_THEN_PEOPLE)})\b", re.IGNORECASE)
_PLACE_WHERE = _lazy(rf"\b(?P<v>{_alts(W.PLACE_WHERE_LEADS)})\s+where\s+(?=[^.;?!]*?\b(?:lives|resides|is based)\b"
                          rf"[^.;?!]*?(?:,\s*and|,\s*then|and|then|;|,|\.)\s+(?:(?:{_alts(W.PLACE_PEOPLE_VERBS)})\s+)?"
                          rf"(?:{_alts(W.PLACE_THEN_PEOPLE)})\b)", re.IGNORECASE)
# ('look at everyone in their state' after a person set up: words.THEIR_STATE_*)
_THEIR_STATE = _lazy(rf"\b(?P<who>{_alts(W.THEIR_STATE_PEOPLE)})\s+(?:{_alts(W.THEIR_STATE_IN)})\s+"
                          rf"(?:{_alts(W.THEIR_STATE_WHOSE)})\s+(?:home\s+)?state\b", re.IGNORECASE)
# ('find who has R (T) and send me their X': words.PICKED_*)
_PICKED_SENT = _lazy(rf"(?P<pick>\b(?:{_alts(W.PICKED_VERBS)})\s+(?:who|whoever|the\s+(?:person|one|individual)|"
                          rf"the\s+(?:{_alts(W.PERSON_SUPERLATIVES)}))\b"
                          rf"[^.;?!]*?)\s*[,;]?\s+(?:and|then|and then|&)\s+(?:please\s+)?(?:{_alts(W.PICKED_THEN_SEND)})"
                          rf"(?:\s+(?:{_alts(W.PICKED_SEND_TO)}))?\s+(?:(?P<wh>what|how much)\s+)?"
                          rf"(?P<whose>{_alts(W.PICKED_WHOSE)}|that)\s+"
                          r"(?P<what>[^.;?!]+?)(?(wh)\s+(?:is|was|comes to|amounts to)|)\s*[.?!]?\s*$", re.IGNORECASE)


def _picked_sent(m: re.Match[str]) -> str:
    """'find who has R (T) and send me their X' -> 'find who has R (T). What is their X?' ('that combined balance': the
    value the pick ranked by, theirs: 'their combined balance')."""
    # ('... and tell me what that balance is': the value of the one picked)
    whose = "that person's" if m.group("whose").lower() in ("that", "whose") else m.group("whose")
    return f"{m.group('pick')}. What is {whose} {m.group('what')}?"


def _left_out_plainly(text: str, at: int) -> bool:
    """Is the step at `at` keeping people ('keep only those who ...'), or leaving out those who have a kind of record said
    alone ('set aside everyone who owns a pet', 'drop anyone with a credit card'), as `_crossed_off` reads them? ('anyone
    with a pet living in Oregon' could say the pet's home: not split here.)"""
    m = _STEP_LEAVE.match(text, at)
    if m is None:
        return True
    said = _words(_AT_LEAST_ONE.sub("any", m.group("c")))
    return bool(said.keys) and said.keys[0] in ("a", "an", "any") and _record_alone(said.keys[1:])


def _steps_split(text: str) -> str | None:
    """A group narrowed in steps in one sentence, each step a sentence of its own as `_kept` and `_left_out` read them:
    'Start with G, and keep only those who C.' -> 'Start with G. Keep only those who C.'; 'Among G, set aside everyone
    who C.' -> 'Take G. Set aside everyone who C.'; and the question's opening naming the people left after such a step
    read away ('Of those left, who ...?', 'From what's left, which ...', words.REMAINING_LEADS). None when not so."""
    if any(not _left_out_plainly(text, m.start("v")) for r in (_STEP_AMONG, _STEP_JOINED, _STEP_THEN_ASKED)
           for m in r.finditer(text) if "v" in m.groupdict()) or \
            any(not _left_out_plainly(text, m.start("step")) for m in _STEP_THEN_ASKED.finditer(text)):
        return None  # (people left out said with more than a kind of record: `_crossed_off` says why)
    out = _STEP_AMONG.sub(lambda m: f"Take {m.group('g')}. {m.group('v')[:1].upper()}{m.group('v')[1:]} ", text, count=1)
    if out == text:
        out = _STEP_JOINED.sub(lambda m: f"{m.group('pre')}. {m.group('v')[:1].upper()}{m.group('v')[1:]} ", text,
                               count=1)
        if out != text and not out[:out.find(". ")].strip():
            out = text
    if out == text:
        out = _STEP_THEN_ASKED.sub(lambda m: f"{m.group('step')}. {m.group('q')[:1].upper()}{m.group('q')[1:]}", text,
                                   count=1)
    if out == text and (m := _REMAINING_LEAD.search(text)) is not None and _STEP_BEFORE.search(text[:m.start()]):
        q = m.group("q")
        out = f"{text[:m.start()]}{q[:1].upper()}{q[1:]}{text[m.end():]}"
    if out == text and (m := _REMAINING_AFTER.search(text)) is not None and _STEP_BEFORE.search(text[:m.start()]):
        out = f"{text[:m.start()]}{m.group('q')}{text[m.end():]}"  # ('Who among the rest has R?' -> 'Who has R?')
    return out if out != text else None


def _left_out(text: str) -> str | None:
    """'Take G. Leave out anyone who owns a pet. Who is the eldest person left?' -> 'Take G. Among those who do not own a
    pet, who is the eldest person?' (as `_kept` reads 'Keep only those who ...'); only after a sentence before it. None
    when not so."""
    m = _LEFT_OUT.search(text)
    if m is None or not text[:m.start()].strip():
        return None
    q = _LEFT_AFTER.sub(r"\g<head>", _REMAINING_AFTER_Q.sub(r"\g<q>", m.group("q")))
    q = _REMAINING_END.sub("", q)  # ('who is the oldest of those left?')
    base = W.LEAVE_OUT_BASE[m.group("v").lower()]
    c = _AT_LEAST_ONE.sub("any", m.group("c"))
    said = _words(c)
    if not said.keys or not _record_alone(said.keys[1:]):
        # ('Remove anyone who owns a pet living in Oregon': not owning (a pet, living in Oregon), nor those without a
        # pet living in Oregon; only a kind of record said alone is left out as 'who do not own' it, e42g)
        raise ParseError(f"not supported: leaving people out said this way ({m.group('c').strip()!r}): leave out "
                         "those who have a kind of record ('leave out anyone who owns a pet'), or ask among people "
                         "without it ('Among people without a pet who ...')")
    return f"{text[:m.start()]}{m.group('sp')}Among those who do not {base} {c}, {q[:1].lower()}{q[1:]}" \
           f"{text[m.end():]}"


_ANSWER_VALUE = _lazy(rf"(?:^|(?<=[.;?!]\s))(?:{_alts(tuple(W.ANSWER_VALUE_LEADS))})\s+"
                           rf"(?P<v>(?:{_alts(W.ANSWER_VALUE_SAID)})\b[^.?!;]*?)\s*[.!]?\s*$", re.IGNORECASE)


def _answer_value(text: str) -> str | None:
    """'... Find S. Your answer should be the sum of this person's bank account balances.' -> '... Find S. What is the sum
    of this person's bank account balances?' (a35t: the last sentence saying the answer as a value); None when not so."""
    m = _ANSWER_VALUE.search(text)
    if m is None or not text[:m.start()].strip():
        return None
    return f"{text[:m.start()]}What is {m.group('v')}?"


def _kept(text: str) -> str | None:
    """'Take everyone in X. Keep just the ones who own a car. Who is the oldest?' -> 'Take everyone in X. Among those
    who own a car, who is the oldest?' (read as 'Consider G. Among those C, who ...?' is): only after a sentence
    before it (a group set up: 'Keep only those who own a car. Who is the oldest resident of Ohio?' keeps no one said),
    and before a question asking who. None when not so."""
    m = _KEPT.search(text)
    if m is None or not text[:m.start()].strip():
        return None
    return f"{text[:m.start()]}{m.group('sp')}Among those {m.group('c')}, {m.group('q').lower()}{text[m.end():]}"


# the group said first, then kept in part ('Residents of X, filter to those with zero cars. Fewest pets?', a34s)
_KEPT_FIRST = _lazy(rf"^(?:(?:{_alts(W.KEEP_FIRST_LEADS)})\s+|(?P<among>{_alts(W.KEEP_FIRST_AMONG)})\s+)?"
                         rf"(?P<g>[^.?!;:]+?)\s*[,.;]\s+"
                         rf"(?:(?:now|then|next|and|and then)\s*,?\s+)?(?:{_alts(W.KEEP_VERBS)})\s+"
                         rf"(?:{_alts(W.KEEP_PEOPLE)})\s+(?P<c>(?:{_alts(W.KEEP_CLAUSE)})\b[^.?!;:()]*?)\s*[.;]\s+"
                         r"(?P<q>\S.*)$", re.IGNORECASE | re.DOTALL)


def _top_cut(group: str) -> bool:
    """Is the group a top N (or has one in it: 'the 5 richest residents of Texas'), as the grammar reads it alone? (A
    group not read alone is kept as not to be narrowed here.)"""
    from cbwh.spec.model import TopN

    steps = _oldest_among_steps(group)
    return steps is None or any(isinstance(t, TopN) for t in steps)


def _oldest_among_steps(group: str) -> tuple[Step, ...] | None:
    """The steps of a group said alone, as the grammar reads 'Who is the oldest among <group>?' (one home for the
    probe: the state leaders set up, a top N kept, one leader a state); None when that does not read as one person."""
    from cbwh.ask.questions import parse_output
    from cbwh.spec.model import NameOf

    try:
        out = parse_output(f"Who is the oldest among {group}?")
    except ParseError:
        return None
    return out.pick.steps if isinstance(out, NameOf) else None


def _kept_first(text: str) -> str | None:
    """A group said first (alone, or after 'Restrict to', 'Take'), then kept in part, then the question in any shape
    ('Residents of X, filter to those with zero cars. Fewest pets? Return the name.', 'Restrict to G. Keep only those
    who own a dog. Most pets; tiebreak: oldest. Name?', a34s) -> 'Restrict to G C. <question>'. None unless the group
    with its clause reads whole."""
    from cbwh.ask.layout import _a_group

    m = _KEPT_FIRST.match(text)
    if m is None or m.group("among") and m.group("c").split(" ", 1)[0].lower() not in W.KEEP_PLACE_CLAUSE or \
            not _a_group(m.group("g")) or not _a_group(group := f"{m.group('g')} {m.group('c')}"):
        return None
    if _top_cut(m.group("g")):
        return None  # ('Consider the 5 richest residents of Texas. Consider only those who own no pets.': those of the
        # five, not the five richest of those who own none, as the clause said with the group would read; r60)
    return f"Restrict to {group}. {m.group('q')}"


# a person picked from a group set up in the same clause ('restrict to G and take the one with R'), and the words saying
# a second such pick starts from everyone again ('separately, restrict to G2 and take ...', a34s)
_PICKED_IN = _lazy(rf"(?:^|(?<=[.;]\s)|(?<=[.;]))(?P<lead>\s*(?:(?:{_alts(W.PICK_APART)})\s*,?\s+)?)"
                        rf"(?:restrict|filter|limit|narrow)\s+(?:it\s+|this\s+)?to\s+(?P<g>[^.;?!]+?),?\s+and\s+"
                        rf"(?:then\s+)?(?P<v>take|pick|choose|select|find|get)\s+(?P<s>the\s+(?:one|person|individual)\s+"
                        rf"(?:with|having|who|that|owning|holding)\b[^.;?!]*)", re.IGNORECASE)


def _picked_apart(text: str) -> str | None:
    """Two people each picked from a group set up in the same clause, the second said to start again ('Restrict to G1
    and take the one with R1; separately, restrict to G2 and take the one with R2. Which of those two ...?', a34s) ->
    'Among G1, take the one with R1; among G2, take the one with R2. ...'. Without a word saying the second pick starts
    from everyone ('separately', words.PICK_APART), 'restrict to G2' could narrow G1 (r33): not read here."""
    found = list(_PICKED_IN.finditer(text))
    if len(found) != 2 or found[0].group("lead").strip() or not found[1].group("lead").strip():
        return None
    out, at = [], 0
    for n, m in enumerate(found):
        among = "Among" if n == 0 or text[:m.start()].rstrip().endswith(".") else "among"
        out += [text[at:m.start()], f"{' ' if n and m.group('lead')[:1].isspace() else ''}{among} {m.group('g')}, "
                f"{m.group('v').lower()} {m.group('s')}"]
        at = m.end()
    return "".join(out) + text[at:]


_LISTED_LABEL = (r"(?:\(\s*(?:{n})\s*\)|(?<![\w'])(?:{n})[.)](?!\w)|(?:person|candidate|contestant|individual)\s+{p}\s*[:.)\-]|"
                 r"#\s*{d}\s*[:.)]?)")
# 'Between these two: (1) S1 (2) S2 - who ...?' (words.TWO_LISTED_*): the header, each labelled person, the question
_TWO_LISTED = _lazy(
    rf"^\s*(?:{_alts(W.TWO_LISTED_LEADS)})\s+(?:these|the\s+following|the|those)\s+two(?:\s+(?:{_alts(W.TWO_LISTED_NOUNS)}))?"
    r"\s*(?::|-|\u2014|\u2013|\.|,)\s*" + _LISTED_LABEL.format(n="1|a|i", p="(?:a|1|one)", d="1") +
    r"\s*(?P<s1>.+?)\s*[,;.]?\s*" + _LISTED_LABEL.format(n="2|b|ii", p="(?:b|2|two)", d="2") +
    r"\s*(?P<s2>.+?)\s*(?:[.;:?,]|\s[-\u2014\u2013]|\s*->)\s*"
    r"(?P<q>(?:who|which|whose|what|how|is|does|do|can|could|please|tell|kindly|give|return|state|name|identify|report)"
    r"\b.*)$",
    re.IGNORECASE | re.DOTALL)


def _two_listed(text: str) -> str | None:
    """'Between these two: (1) S1 (2) S2 - who has more pets?' / 'Compare the following two people: 1. S1 2. S2. Who
    is older?' -> 'Person A: S1. Person B: S2. Who ...?', which the layer reads as two people set up apart. None when
    the text is not so."""
    m = _TWO_LISTED.match(text)
    if m is None:
        return None
    s1, s2 = re.sub(r"[\s,;.]*(?:\b(?:and|or))?[\s,;.]*$", "", m.group("s1")), m.group("s2").rstrip(" ,;.")
    if not s1 or not s2:
        return None
    # ('Consider the following two persons: (a) S1; and (b) S2. State which of (a) and (b) ...', a23z)
    q = _labels_said_again(m.group("q"))
    return f"Person A: {s1}. Person B: {s2}. {q[:1].upper()}{q[1:]}"


# 'PFB the conditions: C1, and C2. <the question, referring to them>' (words.CONDITIONS_*)
_CONDITIONS = _lazy(
    rf"^\s*(?:(?:pfb|please\s+find\s+below|find\s+below|here\s+are|below\s+are)\s+)?(?:the\s+)?(?:{_alts(W.CONDITIONS_NOUNS)})"
    r"(?:\s+are)?(?:\s+(?:below|as\s+follows))?\s*(?::|-|\u2014|\u2013)\s*(?P<items>[^.?!]+?)\s*\.\s+(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL)
_CONDITION_LABEL = _lazy(r"(?:\(\s*(?:[a-e]|[1-5]|i{1,3})\s*\)|(?<![\w'])(?:[a-e]|[1-5])[.)](?!\w))\s*", re.IGNORECASE)
_CONDITION_SPLIT = _lazy(r"\s*(?:;|,\s*and\s+|,\s*(?=\S)|\s+and\s+(?=(?:the\s+)?same\b|lives?\b|living\b|owns?\b|has\b|"
                              r"have\b|holds?\b|at\s+least\b|with\b|without\b|no\b|shares?\b|is\b|resides?\b))\s*",
                              re.IGNORECASE)
_CONDITIONS_REF = _lazy(
    rf"(?:\b(?P<among>among|amongst|of|from)\s+(?:all\s+)?(?:the\s+)?(?:people|persons|individuals|everyone|everybody|"
    rf"those|the\s+ones|ones|anyone)?\s*|\b(?P<head>person|one|individual|resident)\s+)(?:who\s+|that\s+)?"
    rf"(?:{_alts(W.CONDITIONS_MEET)})\s+(?:{_alts(W.CONDITIONS_THEM)})\b|\b(?P<bare>among|amongst)\s+(?:those|them|"
    r"these|such\s+people|these\s+people|those\s+people)\b(?!\s+(?:who|that|with|without|living|owning|having))",
    re.IGNORECASE)


def _condition_clause(item: str) -> str | None:
    """One condition as a clause after 'people': 'same state as A' -> 'with the same state as A', 'owns a car' -> 'who
    own a car', 'at least 2 pets' -> 'with at least 2 pets'; None for words read as no clause."""
    words = item.split()
    if not words:
        return None
    first = words[0].lower()
    if first == "same":
        return f"with the {item}"
    if first == "the" and words[1:2] and words[1].lower() == "same":
        return f"with {item}"
    if first in W.CONDITION_VERBS:
        return " ".join(["who", W.CONDITION_VERBS[first], *words[1:]])
    if first in W.CONDITION_WITH or first.isdigit() or re.fullmatch(r"\d+\+", first):
        return f"with {item}"
    if first in W.CONDITION_AS_IS:
        return item
    return None


def _conditions(text: str) -> str | None:
    """'PFB the conditions: same blood type as A, and same state as B. Among people meeting them, who ...?' ->
    'Among people with the same blood type as A and with the same state as B, who ...?': each condition read as a
    clause of one group (all of them: 'meeting them' is never read as meeting either), put where the question refers
    to them ('among those meeting both', 'who among those', 'the oldest person meeting them'), said once. None when
    not so (a condition not read as a clause, no reference or two)."""
    m = _CONDITIONS.match(text)
    if m is None:
        return None
    items_said = m.group("items").strip()
    if _CONDITION_LABEL.match(items_said):
        items = [i.strip(" ,;") for i in _CONDITION_LABEL.split(items_said) if i.strip(" ,;")]
        items = [re.sub(r"^(?:and|&)\s+|\s+(?:and|&)$", "", i, flags=re.IGNORECASE) for i in items]
    else:
        items = [i for i in _CONDITION_SPLIT.split(items_said) if i]
    clauses = [_condition_clause(i) for i in items]
    if len(clauses) < 2 or any(c is None for c in clauses):
        return None
    group = "people " + " and ".join(c for c in clauses if c)
    rest = m.group("rest")
    refs = list(_CONDITIONS_REF.finditer(rest))
    if len(refs) != 1:
        return None
    r = refs[0]
    if len(clauses) != 2 and re.search(r"\bboth\b", r.group(0), re.IGNORECASE):
        raise ParseError(f"cannot read {r.group(0)!r}: 'both' of {len(clauses)} conditions; say 'all of them' or list "
                         "only the two meant")  # ('Conditions: C1, C2, C3. Among those meeting both, ...', w24 F3)
    said = f"{r.group('head')} among {group}" if r.group("head") else \
        f"{r.group('among') or r.group('bare')} {group}"
    out = rest[:r.start()] + said + rest[r.end():]
    return out[:1].upper() + out[1:]


def _scene_again(text: str) -> str | None:
    """'Picture G1. Who R? Now picture G2 and ask the same. <question>' -> 'Among G1, who R? And among G2, the same.
    <question>': the question asked on each group read as a step (`_asked_step`; without a question after it, two
    questions, refused there). None when the text is not so."""
    m = _SCENE_AGAIN.match(text)
    if m is None or any(c in m.group("g1") + m.group("g2") for c in ".;?!"):
        return None
    q = m.group("q")
    return f"Among {m.group('g1')}, {q[:1].lower()}{q[1:]} And among {m.group('g2')}, the same.{m.group('rest')}"


def _same_way(text: str) -> str:
    """A person described as found the way the one before was, over another group ('Your second contestant is found
    the same way, but in the same state as B'): 'is the one in G' / 'is the one among G', which the grammar reads as
    the first person's ranking and tie rule over G (`grammar._that_of_second`), only in a pair after a ranked person.
    Said as a clause after the person's noun ('..., or the person chosen the same way among G2', 'the one picked by
    the same rule from G2', 'the person selected among G2 in the same way', c38k): 'the one among G2'."""
    def said(m: re.Match[str]) -> str:
        prep = m.group("prep").lower()
        return f"is the one {'in' if prep == 'in' else 'among'} "

    def clause(m: re.Match[str]) -> str:
        prep = m.group("prep").lower()
        return f"the one {'in' if prep == 'in' else 'among'} {m.groupdict().get('g') or ''}"
    return _SAME_WAY.sub(said, _SAME_WAY_CLAUSE.sub(clause, _SAME_WAY_CLAUSE_AFTER.sub(clause, text)))


_LABEL_A = _lazy(r"(?:\bboth\s+)?\(\s*a\s*\)\s*", re.IGNORECASE)  # ('persons who both (a) hold ... and (b) ...')
_LABEL_B = _lazy(r"\(\s*b\s*\)\s*", re.IGNORECASE)
# ... or in roman numerals ('Of all persons who (i) hold ... and (ii) reside ...', a23z)
_LABEL_I = _lazy(r"(?:\bboth\s+)?\(\s*i\s*\)\s*", re.IGNORECASE)
_LABEL_II = _lazy(r"\(\s*ii\s*\)\s*", re.IGNORECASE)


# (this and the numbered labels below are strings, compiled when first used by re's cache, not at import)
_GROUP_FIRST = (r"^(?:among|amongst)\s+(?P<g>[^,;()]+?)\s*,\s*(?P<p>(?:the\s+(?:one|person|individual|resident)|"
                r"whoever)\b[^,;().?!]*?)(?P<rest>\s*[,;(.?!].*|\s*)$")


def _person_first(item: str) -> str:
    """'among G, the one with R, T' -> 'the one with R among G, T' (a person announced with their group said first,
    a23z); the item as it is when not so."""
    m = re.match(_GROUP_FIRST, item, re.IGNORECASE | re.DOTALL)
    return f"{m.group('p')} among {m.group('g')}{m.group('rest')}" if m else item


_LABEL_1 = r"\(\s*1\s*\)\s*"
_LABEL_2 = r"\(\s*2\s*\)\s*"


def _labels_read_away(text: str) -> str | None:
    """Two people (or two conditions) labelled '(a) ... (b) ...' as a formal request lists them ('as between (a) S1 and
    (b) S2', 'Kindly compare (a) S1 with (b) S2, and state which of (a) and (b) holds more X', 'persons who both (a) hold
    ... and (b) reside ...'): the labels read away, and the two referred to again by them read as 'the two' ('which of
    the two', 'should the two hold equally many'). Only with one '(a)' before one '(b)' left: the grammar then reads
    the two as it reads them unlabelled, refusing a split it could make two ways. None when there are no such labels."""
    again = _labels_said_again(text)  # ('which of the former and the latter' after '(a) S1; and (b) S2', a23z)
    a, b = list(_LABEL_A.finditer(again)), list(_LABEL_B.finditer(again))
    if not a and not b:
        a, b = list(_LABEL_I.finditer(again)), list(_LABEL_II.finditer(again))
    if not a and not b:  # numbered: '(1) S1, or (2) S2', '... if (1) and (2) are having the same balance' (a23x); only
        # with 'or/and' before '(2)' ('(1) ..., (2) ...' is the grammar's)
        a, b = list(re.finditer(_LABEL_1, again)), list(re.finditer(_LABEL_2, again))
        if len(b) == 1 and not re.search(r"\b(?:or|and)\s*$", again[:b[0].start()], re.IGNORECASE):
            return None
    if len(a) != 1 or len(b) != 1 or a[0].start() > b[0].start() or a[0].start() == 0:
        return None
    first = again[a[0].end():b[0].start()]
    announced = False
    if re.search(r"\bwhich(?:ever)?\s+of\b", again[:a[0].start()], re.IGNORECASE):
        # 'State which of the following ...: (a) S1; and (b) S2' (a23z): a list of the two the question chooses from
        first = re.sub(r"(;\s*)(?:and\s*)?$|(,\s*)and(\s*)$", lambda m: f"{m.group(1) or m.group(2)}or ", first)
    elif re.search(r"\bare\s+to\s+be\s+\w+\s*:\s*$", again[:a[0].start()], re.IGNORECASE):
        # 'Two persons are to be compared: (a) S1; and (b) S2.' (a23z): the two announced, as 'S1, and S2', each
        # with its group after the person ('(a) of G, the one with R, T' -> 'the one with R among G, T')
        first = re.sub(r";(\s*and\s*)$", r",\1", first)  # (its group after the person below)
        announced = True
    elif re.search(r"\b(?:who|that)(?:\s+both)?\s*$", again[:a[0].start()], re.IGNORECASE) and \
            re.search(r"\bwho\b|;", re.split(r"[.?!](?:\s|$)", again[b[0].end():])[0], re.IGNORECASE) is None:
        # 'Identify the eldest of those persons who (a) C1; and (b) C2.', '"Qualifying Persons" means all persons who
        # (i) C1; and (ii) C2. ...' (a23w): two clauses of one group, the semicolon between them no sentence's end
        # ('who C1 and C2')
        first = re.sub(r"\s*;\s*and\s*$", " and ", first, flags=re.IGNORECASE)
    # ('(a) of all residents of X, the person holding R': its group said first, as 'among' says it, a23z)
    first = re.sub(r"^(?:of|out\s+of|from\s+among)\s+(?=(?:all|the|those)\b[^;]*?,)", "among ", first, flags=re.IGNORECASE)
    second = re.sub(r"^(?:of|out\s+of|from\s+among)\s+(?=(?:all|the|those)\b[^;]*?,)", "among ", again[b[0].end():],
                    flags=re.IGNORECASE)
    if announced:
        first, second = _person_first(first), _person_first(second)
    if re.match(r"(?:among|amongst|between)\b", first, re.IGNORECASE):
        # '(a) among G, A, or (b) B': the label closed A's group, as a semicolon does ('among G, A; or B')
        first = re.sub(r",(\s+(?:or|and)\s*)$", r";\1", first)
    out = again[:a[0].start()] + first + second
    return out if out != text else None


# Two people said as 'the former' and 'the latter' ('Two persons are to be compared: the former, S1; the latter, S2.',
# 'State which of the following two persons owns fewer pets: the former being S1, and the latter being S2.', a23z):
# labelled '(a) S1; (b) S2', and 'the former and the latter' after them as '(a) and (b)' (`_labels_read_away`)
_FORMER = _lazy(r"\bthe\s+(?:former(?:\s*,|\s+being|\s+is|\s+shall\s+be)|first\s+being\s*,?)\s+", re.IGNORECASE)
_LATTER = _lazy(r"(?P<sep>\s*[,;]\s*(?:and\s+|or\s+)?)the\s+(?:latter(?:\s*,|\s+being|\s+is|\s+shall\s+be)|"
                     r"second\s+being\s*,?)\s+", re.IGNORECASE)
_FORMER_AND_LATTER = _lazy(r"\bthe\s+former\s+(and|or)\s+the\s+latter\b", re.IGNORECASE)


def _former_latter(text: str) -> str | None:
    """'..., the former, S1; the latter, S2. State which of them ...' -> '..., (a) S1; (b) S2. ...'; 'which of the former
    and the latter' -> 'which of (a) and (b)'. None unless one 'the former, / being' comes before one 'the latter, /
    being' in the same sentence and no labels are said."""
    if re.search(r"\(\s*[ab]\s*\)", text):
        return None
    f, la = list(_FORMER.finditer(text)), list(_LATTER.finditer(text))
    if len(f) != 1 or len(la) != 1 or f[0].end() >= la[0].start() or \
            re.search(r"[.?!]\s", text[f[0].end():la[0].start()]):
        return None
    joined = re.search(r"\b(and|or)\b", la[0].group("sep"), re.IGNORECASE)  # ('S1; and S2': the two apart, as the
    sep = f"; {joined.group(1) if joined else 'and'} "  # grammar reads them after 'compared:' or 'which of ...:')
    out = text[:f[0].start()] + "(a) " + text[f[0].end():la[0].start()] + sep + "(b) " + text[la[0].end():]
    return _FORMER_AND_LATTER.sub(r"(a) \1 (b)", out)


# Two people announced with the group both are in ('Consider two G: S1 and S2.', 'Within G, consider two people: S1
# and S2.', words.PAIR_GROUP_ANNOUNCED): the announcement opens the text or follows a sentence's end, and the people
# listed close it.
_TWO_OF_GROUP = _lazy(
    rf"^(?:{W.PAIR_GROUP_SAID_FIRST}\s+(?P<g1>[^,:;.?!()]+?)\s*,\s*)?{W.PAIR_GROUP_ANNOUNCED}\s+two\s+"
    r"(?P<g2>[^,:;.?!()]+?)\s*:\s*(?P<list>(?:[^:;.?!()]|\([^()]*\))+?)\s*\.\s+(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL)


def _two_of_group(text: str) -> str | None:
    """'Consider two G: S1 and S2. Q' -> 'Both persons are G. First person: S1. Second person: S2. Q' (a25x): the group
    said once for both, each of the two ranked among it (`_in_both_group`: a person with a group of their own is refused
    there). The group is said either as the two's noun ('two Health insurance policyholders') or before ('Within G,
    consider two people: ...'), never both; the list must split into two people at exactly one 'and'. None when not
    so."""
    m = _TWO_OF_GROUP.match(text.strip())
    if m is None:
        return None
    noun = m.group("g2").strip()
    said_first = m.group("g1")
    if (noun.lower() in W.PAIR_PEOPLE_NOUNS) == (said_first is None):
        return None  # (no group, or two: 'Among G, consider two G2: ...')
    group = re.sub(r"^the\s+", "", said_first.strip(), flags=re.IGNORECASE) if said_first is not None else noun
    if _both_group(f"Both persons are {group}.") is None:
        return None  # (a group's words with a plural head only: 'two of the richest people' is no such group)
    listed = m.group("list")
    w = _words(listed)
    splits = []
    for n in range(1, len(w.keys) - 1):
        if w.keys[n] != "and" or _depth(w, 0, n) or w.keys[n + 1] not in W.PERSON_STARTS:
            continue
        first = w.span(0, n - (w.keys[n - 1] == ",")).strip()
        second = w.span(n + 1, len(w.keys)).strip()
        if _a_person(_unbracketed(first)) and _a_person(_unbracketed(second)):
            splits.append((first, second))
    if len(splits) != 1:
        return None
    first, second = splits[0]
    return f"Both persons are {group}. First person: {first}. Second person: {second}. {m.group('rest')}"


def _unbracketed(text: str) -> str:
    """A person's words without the bracket closing them ('the one with R (T)' -> 'the one with R')."""
    o = _last_open(text) if text.endswith(")") else -1
    return text[:o].rstrip() if o > 0 else text


# A tie rule for each of two labelled people said before the list ('State which of the following two persons holds
# more X, provided that, if they hold an equal number, T: (a) S1; or (b) S2.', a23z): said after it, where the grammar
# reads it ('...: (a) S1; or (b) S2; provided that, ..., T.')
_PROVISO_FIRST = _lazy(
    r"^(?P<q>\s*(?:state|name|identify|report)\s+which(?:ever)?\s+of\s+the\s+following\b[^:;.?!()]*?)\s*,\s*"
    r"(?P<rule>provided\s+that\s*,?[^:;.?!()]+?)\s*:\s*(?P<list>\(\s*(?:a|i|1)\s*\)[^.?!]+?)\s*(?P<end>[.?!]?\s*)$",
    re.IGNORECASE | re.DOTALL)
# The proviso's tie said with no word of a ranking ('in the event of equality', 'in the event of a tie', 'in case of a
# tie', 'should there be a tie'): said in the question, before the list, it is the tie of the measure the two are
# compared on, the comparison's ('if the two are tied', which the grammar reads as the two compared's only; moved after
# the list as it stood, it was read as (b)'s ranking's, x23b). Words of a ranking ('within (a)', 'in each case', 'for
# the most X', 'two or more') keep the rule as said.
_PROVISO_TIE = _lazy(
    r"^(?P<lead>provided\s+that\s*,?\s*)(?P<cond>(?:in\s+the\s+event\s+of|in\s+(?:the\s+)?case\s+of)\s+(?:an?\s+)?"
    r"(?:equality|tie|draw|parity|equal\s+(?:number|count|holding)s?)|(?:if|should|where)\s+there\s+(?:is|be)\s+"
    r"(?:an?\s+)?(?:tie|draw|equality))\s*,\s*(?P<rest>\S.*)$", re.IGNORECASE | re.DOTALL)


_PROVISO_TIES = _lazy(r"^(?P<lead>provided\s+that\s*,?\s*)(?P<rest>(?:ties|a\s+tie)\s+(?:go|goes|going|are|is|be|shall|"
                           r"will|to\s+(?:go|be))\b.*)$", re.IGNORECASE | re.DOTALL)
# words that say which ties a proviso means (a ranking's, each one's, or every tie): the rule is kept as said
_PROVISO_SCOPED = _lazy(r"\b(?:within|each|either|both|every|any|all|case|cases|for\s+the\s+most|two\s+or\s+more|several|"
                             r"among|group|ranking|selection|alike|likewise|respective(?:ly)?)\b|\(", re.IGNORECASE)


def _proviso_first(m: re.Match[str]) -> str:
    rule = m.group("rule")
    if (tie := _PROVISO_TIE.match(rule)) is not None:
        rule = f"{tie.group('lead')}if the two are tied, {tie.group('rest')}"
    elif (ties := _PROVISO_TIES.match(rule)) is not None and not _PROVISO_SCOPED.search(ties.group("rest")):
        rule = f"{ties.group('lead')}if the two are tied, {ties.group('rest')}"  # ('provided that ties go to X')
    elif re.search(r"\b(?:any|all|every)\s+ties?\b", rule, re.IGNORECASE) and not re.search(
            r"\b(?:within|each|either|both|case|cases|among|group|ranking|selection|alike)\b|\(", rule, re.IGNORECASE):
        return m.group(0)  # ('provided that X breaks any tie: (a) ...': the two compared's, or each ranking's too: left
        # where it stands, refused, not read as (b)'s own)
    return f"{m.group('q')}: {m.group('list')}; {rule}{m.group('end')}"


# The two labelled referred to in a tie rule for each ('ties within (a) and within (b) being resolved ...', 'any tie
# within (a) or within (b)', 'in each of (a) and (b), a tie ...', 'ties under (a) and (b) alike', a23z): 'in each case'
# (numbered '(1) or (2)' and 'the former or the latter' alike: 'a tie for (1) or (2)', 'a tie for the former or the
# latter' is a tie in either person's own ranking, never the comparison's, reviewer r2)
_PAIR_LABELS = (r"\(\s*a\s*\)", r"\(\s*b\s*\)"), (r"\(\s*i\s*\)", r"\(\s*ii\s*\)"), (r"\(\s*1\s*\)", r"\(\s*2\s*\)"), \
    (r"\bthe\s+former", r"the\s+latter\b")
_LABELS_EACH = (
    r"\b(?P<prep>within|in|under|for)\s+(?P<each>each\s+of\s+|both\s+)?(?:" + "|".join(
        rf"{one}\s+(?P<c{n}>and|or)\s+(?:(?:within|in|under|for)\s+)?{two}" for n, (one, two) in enumerate(_PAIR_LABELS)) +
    r")(?:\s+alike)?")  # (compiled when first used, by re's cache, as the patterns below)
# the two labelled named together again ('which of (a) and (b)', 'should (1) and (2) tie', 'the former and the latter'):
# 'the two'; 'X or Y' is 'the two' only after 'which(ever) of' / 'between' ('which of (a) or (b) owns more'); elsewhere
# it names either one, said as the grammar's 'the former or the latter', which it reads only as the question's two
# ('which one has more pets, (1) or (2)?', 'is (a) or (b) older?'): 'Should (a) or (b) be tied, T' is refused, not read
# as the two tying (reviewer r2)
_PAIR_AGAIN = (
    r"(?P<lead>\b(?:which(?:ever)?\s+(?:one\s+)?of|between)\s+)?(?:" + "|".join(
        rf"{one}\s+(?P<c{n}>and|or)\s+(?:within\s+)?{two}" for n, (one, two) in enumerate(_PAIR_LABELS)) + ")")


def _each_case(text: str) -> str:
    """'ties within (a) and within (b)' -> 'ties in each case', 'a tie for (1) or (2)' -> 'a tie in either case'."""
    return _LABELS_EACH_BEING.sub("in each case being resolved", re.sub(_LABELS_EACH, _labels_each, text,
                                                                         flags=re.IGNORECASE))


def _labels_each(m: re.Match[str]) -> str:
    """'within (a) and (b)' -> 'in each case' ('in either case' for 'or') where a tie is said just before or after it
    ('ties within (a) and within (b) ...', 'in each of (a) and (b), a tie ...'); otherwise as said ('State, for (a) and
    (b), which ...' is no tie rule, x23)."""
    before = _words(m.string[max(0, m.start() - 40):m.start()]).keys[-4:]
    after = _words(m.string[m.end():m.end() + 40]).keys[:4]
    if not W.TIE_WORDS_SAID & {*before, *after}:
        return m.group(0)
    conj = next(c for name, c in m.groupdict().items() if name.startswith("c") and c).lower()
    if conj == "and" and not m.group("each") and (m.group("prep").lower() == "for" or W.TIE_RESULT_WORDS & {*before}):
        # 'a tie for (a) and (b)', 'a tie for the former and the latter', 'a draw in (1) and (2)': the two tying with
        # each other, or a tie inside each one's own ranking (reviewer r24 F2, F3)
        said = " ".join((*m.string[max(0, m.start() - 40):m.start()].split()[-2:], m.group(0)))
        raise ParseError(f"ambiguous: {said!r} could be a tie inside each person's own ranking or a tie between the "
                         "two compared: say 'if there's a tie for <the ranking> in each case' for the rankings', or "
                         "'if the two are tied' for the comparison's")
    return "in either case" if conj == "or" else "in each case"


def _pair_again(m: re.Match[str]) -> str:
    conj = next(c for n, c in enumerate(m.groups()) if n and c).lower()
    if conj == "and" or m.group("lead"):
        return f"{m.group('lead') or ''}the two"
    after = _words(m.string[m.end():m.end() + 30]).keys[:2]
    if after and (after[0] in W.TIE_WORDS_SAID or after[0] in W.TIE_VERB_BEFORE and after[1:] and
                  after[1] in W.TIE_WORDS_SAID):
        # 'If (1) or (2) is tied, T', 'Should (a) or (b) be tied, T': a tie in either one's ranking or between the two?
        # Refused saying what was written (it was quoted as the grammar's 'the former or the latter')
        said = " ".join((m.group(0), *m.string[m.end():].split()[:len(after) if after[0] not in W.TIE_WORDS_SAID else 1]))
        said = said.rstrip(",.;:?!")
        raise ParseError(f"ambiguous: {said!r} could be a tie inside either person's own ranking or a tie between the "
                         "two compared: say 'if there's a tie for <the ranking> in either case' for a ranking's, or "
                         "'if the two are tied' for the comparison's")
    return "the former or the latter"


def _labels_said_again(text: str) -> str:
    """The two labelled people referred to again by their labels ('(a)/(b)', '(i)/(ii)', '(1)/(2)', 'the former/the
    latter'): a tie rule for each ('ties within (a) and within (b)', 'a tie for (1) or (2)') as 'in each case' / 'in
    either case', then the two together as 'the two' and either one as 'the former or the latter' (`_PAIR_AGAIN`)."""
    return re.sub(_PAIR_AGAIN, _pair_again, _each_case(text), flags=re.IGNORECASE)


_LABELS_EACH_BEING = _lazy(r"in each case being resolved in each case", re.IGNORECASE)
# 'Let the Relevant Group be G' (a23z): a name in capitals after 'Let', read as a defined term in quotes when the text
# uses it again ('Of the Relevant Group, ...')
_LET_TITLED = _lazy(
    rf"\b(?P<let>[Ll]et)\s+(?P<name>(?:the\s+)?(?:[A-Z][a-z]+\s+){{0,3}}(?:{'|'.join(W.LET_TITLED_NOUNS)}))"
    r"\s+(?P<be>be|denote|mean)\b")


def _let_titled(m: re.Match[str]) -> str:
    name = m.group("name")
    bare = re.sub(r"^the\s+", "", name)
    if len(re.findall(r"\b" + re.escape(bare) + r"\b", m.string)) < 2:
        return m.group(0)
    return f"{m.group('let')} '{name}' {m.group('be')}"


# 'Identify the individual who (a) C1; and (b) C2; and who, of all such individuals, R.' (a23z): the conditions
# labelled, then the ranking among those meeting them (words.LISTED_WHO_*)
_LISTED_WHO = _lazy(
    rf"^(?P<lead>\s*(?:(?:please|kindly)\s+)?(?:{_alts(W.LISTED_WHO_LEADS)})\s+)(?P<noun>the\s+(?:{_alts(W.LISTED_WHO_NOUNS)}))"
    r"\s+who\s+\(\s*(?P<label>a|i|1)\s*\)\s*"
    r"(?P<body>.+?)(?P<end>[.?!](?=\s+\S|\s*$))(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_TWO_WHO = _lazy(
    rf"^(?P<lead>\s*(?:(?:please|kindly)\s+)?(?:{_alts(W.LISTED_WHO_LEADS)})\s+)(?P<noun>the\s+(?:{_alts(W.LISTED_WHO_NOUNS)}))"
    r"\s+who\s+(?P<c1>[^;:?!()]+?)\s+and\s+who\s+"
    r"(?P<c2>[^;:?!(),]+?)(?P<end>[.?!](?=\s+\S|\s*$))(?P<rest>.*)$", re.IGNORECASE | re.DOTALL)
_LISTED_NEXT = {"a": ("b", "c", "d"), "i": ("ii", "iii", "iv"), "1": ("2", "3", "4")}
_LISTED_AND_WHO = _lazy(r"\s*[;,]?\s*and\s+who\s*,?\s+", re.IGNORECASE)
_LISTED_MET = (rf"(?:who\s+)?(?:{_alts(W.CONDITIONS_MEET)})\s+(?:(?:both|all|all\s+three|each\s+of)\s+)?"
               r"(?:\(\s*(?:a|i|1)\s*\)\s*,?\s*(?:\(\s*(?:b|ii|2)\s*\)\s*,?\s*)?and\s+\(\s*(?:b|c|ii|iii|2|3)\s*\)|"
               rf"{_alts(W.CONDITIONS_THEM)}|conditions|criteria|requirements)?")
_LISTED_PEOPLE = r"(?:individuals|persons|people|candidates|parties)"
# (the scope refers back: 'such' / 'those' / 'these', or the conditions met; 'of all persons' alone is everyone, x23)
_LISTED_SCOPE = _lazy(
    r"^(?:of|among|amongst|out\s+of|from)\s+(?:all\s+)?"
    rf"(?:(?:such|those|these)(?:\s+{_LISTED_PEOPLE})?(?:\s+{_LISTED_MET})?|(?:(?:the\s+)?{_LISTED_PEOPLE}\s+)?{_LISTED_MET})"
    r"\s*,\s*", re.IGNORECASE)


_LISTED_SO = _lazy(rf"^(?:of|among|amongst|out\s+of|from)\s+(?:all\s+)?(?:the\s+)?{_LISTED_PEOPLE}\s+so\s+\w+ing\s*,\s*",
                        re.IGNORECASE)


def _listed_who(text: str) -> str | None:
    """'Identify the individual who (a) C1; and (b) C2; and who, of all such individuals, R (T).' -> 'Of all persons
    who C1 and who C2, identify the individual who R (T).'; without the ranking, 'Identify the individual who (a) C1;
    and (b) C2.' -> 'Identify the individual who C1 and C2.' (the one person meeting both). Labels (a) (b) (c), (i)
    (ii) (iii) or (1) (2) (3), in order, joined by 'and' (an 'or' between them is not read); the ranking's scope must
    refer to those meeting the conditions ('of all individuals meeting (a) and (b)', 'among all such individuals').
    None when the text is not so."""
    if (two := _TWO_WHO.match(text)) is not None and two.group("lead").strip():
        # 'Identify the person who C1 and who C2.': one person the two clauses describe ('and who' is no second
        # question after a request's person)
        return f"{two.group('lead')}{two.group('noun')} who {two.group('c1')} and {two.group('c2')}{two.group('end')}" \
            f"{two.group('rest')}"
    m = _LISTED_WHO.match(text)
    if m is None or not m.group("lead").strip():
        return None
    body, items = m.group("body"), []
    for label in _LISTED_NEXT[m.group("label").lower()]:
        nxt = re.search(rf"\s*[;,]?\s*(?P<conj>and\s+|or\s+)?\(\s*{label}\s*\)\s*", body, re.IGNORECASE)
        if nxt is None:
            break
        if (nxt.group("conj") or "").strip().lower() == "or":
            return None  # ('who (a) ...; or (b) ...': either, not both)
        items.append(body[:nxt.start()])
        body = body[nxt.end():]
    if not items:
        return None
    rank, scoped = None, ""
    if len(items) >= 2 and (scope := _LISTED_SCOPE.match(re.sub(r"^\s*and\s+", "", body, flags=re.IGNORECASE))):
        # 'who (a) C1; (b) C2; and (c) of all persons satisfying (a) and (b), R' (a23w): the ranking as the last
        # labelled item, its scope referring back as after 'and who'
        rank = re.sub(r"^\s*and\s+", "", body, flags=re.IGNORECASE)[scope.end():]
        body, scoped = items.pop(), scope.group(0)
    elif len(items) == 1 and (so := _LISTED_SO.match(re.sub(r"^\s*and\s+", "", body, flags=re.IGNORECASE))):
        # 'who (a) resides in X; and (b) of all persons so residing, owns the fewest pets' (a23w): one condition, the
        # ranking among those meeting it
        rank = re.sub(r"^\s*and\s+", "", body, flags=re.IGNORECASE)[so.end():]
        body = items.pop()
    elif (who := _LISTED_AND_WHO.search(body)) is not None:
        scope = _LISTED_SCOPE.match(body[who.end():])
        if scope is None:
            return None
        rank = body[who.end() + scope.end():]
        body, scoped = body[:who.start()], scope.group(0)
    items.append(body)
    if not _scope_fits(scoped, m.group("label").lower(), len(items)):  # ('who (a) C1; (b) C2; and (c) C3; and who, of
        # all persons satisfying (a) and (b), R': ranked among those meeting two of the three, w24 F3)
        raise ParseError(f"cannot read {scoped.strip(' ,')!r}: it does not name the {len(items)} conditions listed; "
                         "rank among those meeting all of them ('of all such individuals') or list only the ones meant")
    items = [re.sub(r"^\s*(?:and\s+)?|[\s;,]+$", "", i, flags=re.IGNORECASE) for i in items]
    if any(not i or re.search(r"[;()]", i) for i in items) or rank is not None and not rank.strip():
        return None
    lead, noun, end, rest = m.group("lead"), m.group("noun"), m.group("end"), m.group("rest")
    if rank is None:
        return f"{lead}{noun} who {' and '.join(items)}{end}{rest}"
    clauses = []
    for item in items:
        first, _, after = item.partition(" ")
        verb = W.CONDITION_VERBS.get(first.lower())
        if verb is None:
            return None
        clauses.append(f"who {verb} {after}".rstrip())
    return f"Of all persons {' and '.join(clauses)}, {lead[:1].lower()}{lead[1:]}{noun} who {rank}{end}{rest}"


_SCOPE_LABEL = _lazy(r"\(\s*([a-z0-9]+)\s*\)", re.IGNORECASE)
_SCOPE_COUNT = {"both": 2, "three": 3, "four": 4}


def _scope_fits(scoped: str, first: str, n: int) -> bool:
    """Does a ranking's scope over n labelled conditions ('of all persons satisfying (a) and (b)', 'of all such
    individuals meeting both') name them all: every label said is one of the n and each is said, and a number said
    ('both', 'all three') is n? ('' : no scope said.)"""
    said = {x.lower() for x in _SCOPE_LABEL.findall(scoped)}
    if said and said != {first, *_LISTED_NEXT[first][:n - 1]}:
        return False
    return all(_SCOPE_COUNT[w] == n for w in re.findall(r"\b(?:both|three|four)\b", scoped.lower()))


_LEADERS_SCOPE = _lazy(r"\b(?:each state|every state|respective states|that state's residents|their state|"
                            r"their own state)\b", re.IGNORECASE)
_LEADERS_RANK = _lazy(r"\b(?:highest|greatest|largest|most|fewest|lowest|smallest)\b[^,;.()]*?"
                           r"(?=\s+(?:among|in|within)\b|\s*[,;.()]|$)", re.IGNORECASE)

# Words a leaders' definition is not read with: a negation, a rank other than the first, a number, a person left out
_LEADERS_OTHER = _lazy(r"\b(?:not|never|no|none|without|except|excluding|other than|apart from|besides|second|"
                            r"third|next|runner-up|all but|two|three|four|five|\d+(?:st|nd|rd|th)?)\b|n't\b", re.IGNORECASE)

def _leaders_defined(said: str) -> str | None:
    """A term's definition saying each state's leaders ('for each state, the person or persons holding the highest
    aggregate bank balance among that state's residents', 'the persons who, in their respective states, hold the
    greatest X'): the group as the grammar reads it ('the people with the highest aggregate bank balance in their
    state'); None for any other definition."""
    if _LEADERS_SCOPE.search(said) is None or (rank := _LEADERS_RANK.search(said)) is None:
        return None
    if _LEADERS_OTHER.search(said):  # ('the persons who do not hold the fewest pets within their respective states',
        return None  # 'who hold the two fewest pets ...': read as the leaders, the word lost (w21); left to the grammar
    return f"the people with the {rank.group(0)} in their state"


def _names_people(w: _Words, start: int, end: int) -> bool:
    """Does a quoted term's definition (words start .. end - 1), said with no opener before it, name people ('the
    person with the most pets', 'all persons who ...', 'the eldest of the persons ...'), not a thing ('a cat in New
    Jersey', 'a cat owned by the oldest person')? Its head comes before any word making it something of theirs; a
    scope said first is no such word ('"Person A" means, of all persons residing in X, the one ...', a23w)."""
    start += start < end and w.keys[start] == ","
    start += start < end and w.keys[start] in ("of", "among", "amongst")
    for n in range(start, end):
        if w.keys[n] in W.TERM_PEOPLE_HEADS:
            return True
        if w.keys[n] in W.TERM_HEAD_STOPS and not (w.keys[n] == "of" and w.keys[n - 1] in _SUPERLATIVE_WORDS):
            return False  # ('the eldest of the persons ...' names people)
    return False


def _joined_at_and(keys: list[str], sentences: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The sentences with one ended by ';' joined to the next when that opens with 'and' (a23w's enumerated
    definitions: '"Person A" means S1; and "Person B" means S2.', '"Qualifying Persons" means all persons who share
    X; and own no vehicle.'): one definition's words, the ';' kept inside it."""
    out: list[tuple[int, int, str]] = []
    for i, j, mark in sentences:
        if out and out[-1][2] == ";" and keys[i] == "and" and out[-1][1] == i - 1:
            out[-1] = (out[-1][0], j, mark)
        else:
            out.append((i, j, mark))
    return out


def _defined_terms(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """The text with each defined term in double quotes read as a name given ('Hereinafter "the Candidate" means S.' ->
    'Let P be S.'; 'For the avoidance of doubt, "the First Person" means S1, and "the Second Person" means S2.' -> 'Let P
    be S1. Let Q be S2.'; 'Let "Candidate A" denote S1 and "Candidate B" S2.'), each use of a term after it written as
    that name ('held by the Candidate' -> 'held by P'); a group defined ('"the Relevant Population" means all persons
    who ...') is named as a group ('Let G be all persons who ...'). None when the text defines no term so."""
    keys = w.keys
    letters = {raw for raw in w.raw if _LETTER.fullmatch(raw)}
    free = iter(c for c in "PQXYZUVW" if c not in letters)
    free_groups = iter(c for c in "GHKLM" if c not in letters)
    edits: list[tuple[int, int, str]] = []  # (first character, end, the words written instead)
    terms: list[tuple[str, str]] = []  # (the term as written, the name given)
    leaders_of: list[tuple[str, str]] = []  # (a term for each state's leaders, the group's words)
    for i, j, mark in _joined_at_and(keys, sentences):
        if mark == "?":
            break
        k = _at(keys, i, j, W.TERM_OPENERS) or i
        let = _at(keys, k, j, W.DEFINE_LET)
        first = let or k
        if let is None and keys[first] == "the" and first + 1 < j and _quoted(w, first + 1, W.TERM_MEANS, j):
            first += 1  # ('the "State Leaders" are ...')
        if let is not None and k > i and not _quoted(w, first, W.DEFINE_BE, j):
            # 'For the purposes of this request, let A be S1, ...'
            edits.append((w.starts[i], w.starts[k + 1], "Let "))
            continue
        means = W.DEFINE_BE if let else W.TERM_MEANS
        if first >= j - 1 or not _quoted(w, first, means, j):
            continue
        verb = _at(keys, first + 1, j, means)
        if verb is None:
            continue
        found: list[tuple[int, int, int]] = []  # (the term's word, the definition's first word, end)
        term, start = first, verb
        for n in range(verb + 1, j - 1):
            if not (_quoted(w, n, means, j) and keys[n - 1] in (",", "and")):
                continue
            # ('and "Candidate B" S2': the verb said once, after 'Let ... denote' or '"Candidate A" means', a18x)
            after = _at(keys, n + 1, j, means) or (n + 1 if let or keys[n + 1] in W.TERM_GAPPED_STARTS else None)
            if after is None:
                continue
            end = n - 1 - (keys[n - 1] == "and" and keys[n - 2] in (",", ";"))
            found.append((term, start, end))
            term, start = n, after
        found.append((term, start, j))
        if not all(_names_people(w, start, end) for _, start, end in found):
            continue  # ("'Becky' is a cat in New Jersey. Who owns 'Becky'?", "Hereinafter, 'Becky' is a cat. ...", "Let
            # 'Becky' be a cat in New Jersey. ...": a pet's name, no term defined, after an opener or not: r24 F5)
        lets = []
        for term, start, end in found:
            # ('"Person A" means, of all persons residing in X, the one ...', a23w)
            start += keys[start] == "," and keys[start + 1] in ("of", "among", "amongst")
            if end <= start:
                break
            if len(found) == 1 and (leaders := _leaders_defined(w.span(start, end))) is not None:
                # '"the State Leaders" means, for each state, the person or persons holding the highest X among that
                # state's residents': each use of the term as the group of each state's leaders the grammar reads
                leaders_of.append((w.raw[term], leaders))
                lets.append("")
                continue
            head = next((n for n in range(start, end) if keys[n] in W.PLURAL_HEADS), end)
            # ('"the Second Candidate" means the eldest of the persons owning ...': one person of a group)
            group = _people_words(w, start, end) and not any(
                keys[n] in _SUPERLATIVE_WORDS or keys[n] in ("most", "fewest", "least") for n in range(start, head)) \
                and not {w.raw[term].lower().split()[n] for n in (0, -1)} & W.NAME_LABEL_NOUNS
            # ("'the First Person' is, among G, the person holding R": a person's term names one person, a23z)
            # ('Person P': a name the layer reads as one person's, never a group's; a term that is such a name
            # already, '"Person A"', '"Candidate 2"', keeps its own, so a refusal names it as written)
            own = w.raw[term].strip("\"'\u201c\u201d\u2018\u2019")
            name = next(free_groups, None) if group else own if _OWN_NAME.fullmatch(own) and \
                own.split()[0].lower() in W.NAME_LABEL_NOUNS else next((f"Person {c}" for c in free), None)
            if name is None:
                break
            terms.append((w.raw[term], name))
            person = _person_words(w, start, end)
            if not group and keys[start] in ("of", "among", "amongst"):
                # '"Person A" means, of all persons residing in X, the one holding R, T' (a23w): the person with their
                # group after, as a labelled item's ('the one holding R among all persons residing in X, T')
                person = _person_first(re.sub(r"(?i)^of\b", "among", person))
            lets.append(f"Let {name} be {person}")
        else:
            said = ". ".join(let_ for let_ in lets if let_)
            edits.append((w.starts[i], w.starts[j] + (not said and j < len(keys)), said))
    if not edits:
        return None
    text = _spliced(w.text, edits)
    for said, leaders in leaders_of:  # 'the State Leader holding R2 (T)' -> 'the person holding R2 among <group> (T)'
        bare = re.sub(r"(?i)^the\s+", "", said)  # ('in the event that two or more Pet Leaders are tied': people, a18x)
        text = re.sub(r'(?i)\b(two or more|several|more than one)\s+["\u201c]?' + re.escape(bare) + r'\b["\u201d]?',
                      r"\1 people", text)
        singular = said[:-1] if said.lower().endswith("s") else said
        text = re.sub(r'\b(?:the\s+)?["\u201c]?' + re.escape(singular) +
                      r'["\u201d]?(?!s)(\s[^,;()?.!]*?)(?=\s*[,;()?.!]|(?<!\bwho)(?<!\bthat)\s+(?:and|or|own|owns|hold|holds|has|have|is)\b|$)',
                      lambda m: f"the person{m.group(1)} among {leaders}", text, flags=re.IGNORECASE)
        text, used = re.subn(r'\b(?:the\s+)?["\u201c]?' + re.escape(said) + r'\b["\u201d]?', leaders, text,
                             flags=re.IGNORECASE)
        if not used and leaders not in text:
            raise ParseError(f"{said!r} is defined but the question never refers to it: a definition the question does "
                             "not use is not read")
    # (a person's name is two words, 'Person P' or the term's own 'Candidate A'; a group's one letter, 'G')
    people = [(said.split(), given) for said, given in terms if " " in given]
    if len(people) == 2:  # 'which Candidate owns more vehicles' of "the First Candidate" and "the Second Candidate"
        (one, p1), (two, p2) = people
        noun = one[-1] if one[-1].lower() == two[-1].lower() else one[0] if one[0].lower() == two[0].lower() else None
        if noun is not None and noun.lower() not in W.ARTICLES:
            text = re.sub(r"\bwhich " + re.escape(noun) + r"\b(?! [A-Z0-9]\b)", f"which of {p1} and {p2}", text,
                          flags=re.IGNORECASE)
    for said, given in terms:  # each use of the term, quoted or not, as its name
        the = "" if said.lower().startswith("the ") else r"(?:\bthe\s+)?"  # ('Of the Qualifying Persons', a23z)
        if " " not in given and said.lower().endswith("s") and not said.lower().endswith("ss"):
            # a group's term said of one of its members ('Identify the Qualifying Person holding R', a23z): 'the
            # person among G holding R'
            member = said[:-1]  # (as capitalised as the term: 'a qualifying person' in lower case is no member)
            opening, _, rest = member.partition(" ")
            said_member = rf"(?i:{re.escape(opening)})\s+{re.escape(rest)}" if opening.lower() == "the" and rest else \
                re.escape(member)
            text = re.sub(r'(?<![\w\'"\u2018\u201c])' + (the and r"(?:\b(?i:the)\s+)?") + r'["\u201c\'\u2018]?\b' +
                          said_member + r'\b["\u201d\'\u2019]?(?!\w)', f"the person among {given}", text)
        text = re.sub(the + r'["\u201c\'\u2018]?\b' + re.escape(said) + r'\b["\u201d\'\u2019]?', given, text,
                      flags=re.IGNORECASE)
    return text


def _which_named(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """The text with 'which <noun>' after two names given that share the noun ('Let Candidate A be S1, and Candidate B
    S2. Kindly confirm which Candidate holds more X', 'Let the First Candidate be S1 and the Second Candidate S2',
    a18x) written 'which of <name 1> and <name 2>', as for two defined terms in double quotes (`_defined_terms`); None
    when the text gives no two such names, or never says 'which <noun>' bare (not 'which Candidate A')."""
    names: list[str] = []
    for i, j, mark in sentences:
        if mark == "?":
            break
        names += [name for name, _, _ in _definitions(w, i, j) or ()]
    if len(names) != 2:
        return None
    one, two = (name.lower().split() for name in names)
    noun = one[-1] if one[-1] == two[-1] and len(one) == len(two) == 3 else \
        one[0] if one[0] == two[0] and len(one) == len(two) == 2 else None  # ('the First Candidate', 'Candidate A')
    if noun is None or noun not in W.NAME_LABEL_NOUNS or any(
            len(re.findall(r"\b" + re.escape(name) + r"\b", w.text, flags=re.IGNORECASE)) > 1 for name in names):
        return None  # (a name used again: 'which <noun>' may then ask something else of them)
    text, said = re.subn(r"\bwhich " + re.escape(noun) + r"\b(?! [A-Z0-9]\b)", f"which of {names[0]} and {names[1]}",
                         w.text, flags=re.IGNORECASE)
    return text if said else None


def _spliced(text: str, edits: list[tuple[int, int, str]]) -> str:
    """The text with each (start, end, words) edit's characters replaced by its words (edits in order, apart)."""
    out: list[str] = []
    copied = 0
    for start, end, words in edits:
        out += (text[copied:start], words)
        copied = end
    return "".join(out) + text[copied:]


def _names_given(w: _Words, sentences: list[tuple[int, int, str]]) -> str | None:
    """The text with each name given another way than 'Let N be S' written so ("Let's call P the owner of pet 'X'." ->
    "Let P be the owner of pet 'X'."; "We'll refer to S as Q."; "S will be called P."; "Call S1 Person A, and S2 Person
    B." -> 'Let Person A be S1. Let Person B be S2.'; "Take S and call them P." / "Find S; call this person P." -> 'Let
    P be S.'); None when there is none. (The definitions are then read as any others: a name never used is refused.)"""
    edits: list[tuple[int, int, str]] = []  # (first character, end, the words written instead)
    for n, (i, j, mark) in enumerate(sentences):
        if mark == "?":
            break
        if (given := _given_name(w, i, j)) is not None:
            edits.append((w.starts[i], w.starts[j], ". ".join(f"Let {name} be {person}" for name, person in given)))
            continue
        lead = _at(w.keys, _at(w.keys, i, j, W.STEP_LEADS) or i, j, W.SETUP_LEADS)
        if lead is None:  # 'The owner of pet 'X' — call them P.'
            for k in range(i + 2, j - 1):
                if w.keys[k] in (",", "(", "\u2014", ":") and _one_person(w.span(i, k)) and \
                        (name := _name_after(w, k + 1, j - (w.keys[k] == "(" and w.keys[j - 1] == ")"))) is not None:
                    edits.append((w.starts[i], w.starts[j], f"Let {name} be {_person_words(w, i, k)}"))
                    break
            continue
        if lead >= j:
            continue
        for k in range(lead + 1, j - 1):  # 'Take S and call them P', 'Find S (call this person P)'
            if w.keys[k] in (",", "and", "(", "\u2014"):
                m = k + 1 + (w.keys[k] == "," and w.keys[k + 1] == "and")
                name = _name_after(w, m, j - (w.keys[k] == "(" and w.keys[j - 1] == ")"))
                if name is not None:
                    edits.append((w.starts[i], w.starts[j], f"Let {name} be {w.span(lead, k)}"))
                    break
        else:
            if n + 1 < len(sentences) and sentences[n + 1][2] != "?" and (n == 0 or sentences[n - 1][2] != ";") and \
                    (name := _name_after(w, *sentences[n + 1][:2])) is not None:
                # (not after a semicolon: 'Look at G; pick S. Call this person P.' names the one picked among G, read
                # by `_resolve`, a29z)
                # 'Find S; call this person P.' / 'Take S. We'll call them P.'
                edits.append((w.starts[i], w.starts[sentences[n + 1][1]], f"Let {name} be {w.span(lead, j)}"))
    if not edits:
        return None
    return _spliced(w.text, edits)


# Definitions by letter (a30z: a mathematician names each object, a person or a set of people, before asking): 'Let p
# be S', 'Write S_1 for the set of people who ...', 'Define m as S1, and n as S2', 'Denote by p_2 the oldest person in
# T', 'Suppose Z is the owner of ...', 'Consider the set S' of people who ...', after an announcement of the people's
# labels ('Consider two people, m and n, defined as follows.'). `lettered` writes each as 'Let L be S.' with a label the
# layer reads (a capital letter, a digit or two after it: 'p_1' -> 'P1', "S'" -> a letter unused), each use of a label
# after it as that, and the layer then reads the definitions as any others. A label used before it is defined (but in
# the announcement), defined twice, or never used is refused naming it.
_LABEL = _lazy(r"(?<![\w'\u2019\u2032])[A-Za-z](?:_\{?[0-9]{1,2}\}?|_[a-z]|[0-9]{1,2}|['\u2019\u2032]{1,2}(?!\w))?"
                    r"(?![\w\u2032])(?!['\u2019](?![sS]\b))")
_LABEL_WORDS = frozenset({"I", "i"})  # (never a label: a word)
# A one-letter word that is also a label ('a', 'I', 'i') is said as a label only where the word cannot stand: 'a' before
# an end, "'s" or one of words.LETTER_A_BEFORE ('Which of a and b ...?', 'Who has more cars, a or n?', "a's total bank
# balance"; defined, only before its link or a determiner); 'I' (defined: 'Let I be the set of ...', a31m) before an
# end or "'s", or after one of words.LETTER_I_AFTER ('the member of I with ...'); 'i' anywhere but in brackets ('(i)')
_LETTER_WORDS = frozenset({"a", "I", "i"})
_LETTER_WORD_AS_LABEL = _lazy(
    r"a(?=\s*(?:[,.;:?!)]|$))|I(?=\s*[,.;:?!)])|[aI](?=['\u2019]s\b)"
    rf"|a(?=\s+(?:{_alts(tuple(W.LETTER_A_BEFORE))})\b)"
    + "".join(rf"|(?<=\b{re.escape(word)} )I\b" for word in W.LETTER_I_AFTER)
    + r"|(?<!\()i(?!\))")


def _label_used(text: str, m: re.Match[str]) -> bool:
    """Is the label found at m said as a label ('a', 'I' and 'i' only where no word can stand: `_LETTER_WORD_AS_LABEL`)?"""
    return m.group() not in _LETTER_WORDS or _LETTER_WORD_AS_LABEL.match(text, m.start()) is not None


def _label_uses(text: str) -> Iterator[re.Match[str]]:
    """The labels said in the text ('p', 'S_1', "S'"), 'a', 'I' and 'i' only where they are no word."""
    return (m for m in _LABEL.finditer(text) if _label_used(text, m))
_LABEL_POOL = "PQRXYZWKLNMJFDCBEHGTUV"  # (the letters a label the layer does not read is written as, in order)


def _lettered_quotes(text: str) -> list[tuple[int, int]]:
    """The spans of the text's quoted strings ('Matthew', "8N A0216"), not a label's prime ("S'")."""
    spans: list[tuple[int, int]] = []
    for m in re.finditer(r"(?<![\w])(['\u2018\"\u201c])(?=\S)", text):
        if spans and m.start() < spans[-1][1]:
            continue
        closing = {"'": "'\u2019", "\u2018": "'\u2019", '"': '"', "\u201c": '"\u201d'}[m.group(1)]
        end = re.compile(rf"[{closing}](?!\w)").search(text, m.end())
        if end is not None:
            spans.append((m.start(), end.end()))
    return spans


def _label_written(label: str) -> str | None:
    """The label the layer reads for one written so ('p_1' -> 'P1', 'S_2' -> 'S2', 'm' -> 'M'); None for a primed one
    ("S'")."""
    letter, rest = label[0].upper(), label[1:].strip("_{}")
    if rest and not rest.isdigit():
        return None
    written = letter + rest
    return written if _LETTER.fullmatch(written) else None


@lru_cache(maxsize=1)
def _lettered_patterns() -> tuple[list[re.Pattern[str]], list[re.Pattern[str]], re.Pattern[str], re.Pattern[str],
                                  re.Pattern[str]]:
    """The definition patterns (one per verb of words.LETTER_DEFINITIONS), each one's second label after a comma,
    that of a set introduced with its label, of an announcement, and of a sentence's lead words."""
    lead = rf"(?:(?:{_alts(tuple(W.LETTER_DEFINITION_LEADS))})\s+)?".replace(r"\s+,", r"\s*,")  # ('Next, let')
    label = _LABEL.pattern
    defined: list[re.Pattern[str]] = []
    for before, after in W.LETTER_DEFINITIONS:
        link = "" if tuple(after) == ("",) else rf"\s+(?P<link>{_alts(tuple(after))})"
        defined.append(re.compile(rf"^{lead}(?:{_alts(tuple(before))})\s+(?P<label>{label}){link}\s+"
                                  rf"(?P<rest>.*)$", re.IGNORECASE | re.DOTALL))
    again: list[re.Pattern[str]] = []
    nouns = _alts(tuple(W.LETTER_SET_NOUNS))
    introduced = re.compile(rf"^{lead}(?:{_alts(tuple(W.LETTER_SET_INTRODUCED))})\s+the\s+(?P<noun>{nouns})"
                            rf"\s+(?P<label>{label})\s+(?P<rest>of\s+.*)$", re.IGNORECASE | re.DOTALL)
    people = _alts(tuple(W.LETTER_ANNOUNCED_PEOPLE))
    announced = re.compile(rf"^(?:{_alts(tuple(W.LETTER_ANNOUNCED))})\s+(?:{people})\s*,?\s*"
                           rf"(?P<one>{label})\s*,?\s+and\s+(?P<two>{label})\s*,?\s+"
                           rf"(?:{_alts(tuple(W.LETTER_ANNOUNCED_TAIL))})\s*[.:]?$", re.IGNORECASE)
    return defined, again, introduced, announced, re.compile(lead, re.IGNORECASE)


# (words saying a rule after the last of several people defined in one sentence is each one's, words.EACH_CASE)
_LETTER_RULE_EACH = _lazy(rf"\b{_firsts(tuple(W.EACH_CASE))}(?:{_alts(tuple(W.EACH_CASE))})\b,?", re.IGNORECASE)
_LETTER_JOIN = _lazy(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+", re.IGNORECASE)  # (between two definitions in a sentence)


def _letter_definitions(sentence: str, quoted: list[tuple[int, int]]) -> list[tuple[str, str, str | None]]:
    """The (label, what it names, joined) triples a sentence (its mark off) defines by letter: none when it is no
    definition. Several may share a sentence, each after a comma, a semicolon or 'and': with a verb of its own ('...,
    and let K be S2', '...; write q for S2'), its link said again ('Define m as S1, and n as S2', 'Write C for S1 and D
    for S2', '..., and by J S2' after 'Denote by G S1'), or its link left out before a determiner ('Let b denote S1,
    and R the set of ...', 'Let a be S1 and n the oldest member of N', 'Call J the owner of X and E the owner of Y'):
    then `joined` is the words joining it to the one before (', and '), else None."""
    defined, _, introduced, _, lead = _lettered_patterns()
    if (m := introduced.match(sentence)) is not None:
        return [(m.group("label"), f"the {m.group('noun').lower()} {m.group('rest')}", None)]
    if (two := _respectively_lettered(sentence, lead.pattern)) is not None:
        return two
    determiner = rf"(?=(?:{_alts(tuple(W.LETTER_LINK_LEFT_OUT))})\b)"
    for family, pattern in enumerate(defined):
        if (m := pattern.match(sentence)) is None or not _label_defined(m, sentence, determiner):
            continue
        label, rest, start = m.group("label"), m.group("rest"), m.start("rest")
        if "call" in W.LETTER_DEFINITIONS[family][0] and \
                re.search(rf"\s{_LABEL.pattern}$", rest.rstrip()) is not None:
            return []  # ('Call P the owner of pet 'Dawn' Q': a name said last, the layer's, near-miss-d17-name)
        link = _alts(tuple(W.LETTER_DEFINITIONS[family][1]))
        # the next label with its link said again (with 'by' for 'Denote by'), or left out before a determiner
        same = re.compile(rf"(?:by\s+)?(?P<label>{_LABEL.pattern})\s+(?:(?:{link})\s+|{determiner})"
                          if link else rf"(?:by\s+)?(?P<label>{_LABEL.pattern})\s+{determiner}", re.IGNORECASE)
        left_out = re.compile(rf"(?P<label>{_LABEL.pattern})\s+{determiner}", re.IGNORECASE)
        found: list[tuple[str, str, str | None]] = []
        at, joined = 0, None
        for k in _LETTER_JOIN.finditer(rest):
            if any(a <= start + k.start() < b for a, b in quoted) or k.end() <= at:
                continue
            tail = rest[k.end():]
            after = next((n for n in (p.match(tail) for p in defined)
                          if n is not None and _label_defined(n, tail, determiner)), None)
            nxt: tuple[str, int, str | None] | None = None
            if after is not None:
                nxt = (after.group("label"), k.end() + after.start("rest"), None)
            elif (n := same.match(tail)) is not None and n.group("label") != "I":
                said = tail[n.end("label"):].lstrip().lower()
                left = bool(link) and left_out.match(tail) is not None and not said.startswith(
                    tuple(f"{x} " for x in W.LETTER_DEFINITIONS[family][1] if x))
                nxt = (n.group("label"), k.end() + n.end(), k.group() if left else None)
            if nxt is None:
                continue
            found.append((label, rest[at:k.start()], joined))
            label, at, joined = nxt
        return found + [(label, rest[at:], joined)]
    return []


def _respectively_lettered(sentence: str, lead: str) -> list[tuple[str, str, str | None]] | None:
    """'Let p1 and p2 be the owners of the vehicles with license plates 'A' and 'B' respectively' (a31m): each label with
    the words said in the singular and its own value ('the owner of the vehicle with license plate 'A''); 'Let p and q
    be S1 and S2, respectively': each with its words, split at the one 'and' before 'the' (None with several)."""
    label = _LABEL.pattern
    m = re.match(rf"^{lead}let\s+(?P<one>{label})\s+and\s+(?P<two>{label})\s+(?:be|denote)\s+(?P<what>.+?)\s*,?\s*"
                 r"respectively$", sentence, re.IGNORECASE | re.DOTALL) or \
        re.match(rf"^{lead}let\s+(?P<one>{label})\s+and\s+(?P<two>{label})\s+(?:be|denote)\s*,?\s+respectively\s*,?\s+"
                 r"(?P<what>.+)$", sentence, re.IGNORECASE | re.DOTALL)  # ('Let x and y be, respectively, S1 and S2')
    if m is None:
        return None
    what = m.group("what")
    if (shared := _shared_head(what)) is not None:
        return [(m.group("one"), shared[0], None), (m.group("two"), shared[1], None)]
    values = re.match(r"^(?P<np>[^'\u2018]+?)\s+(?P<a>['\u2018][^'\u2018\u2019]+['\u2019])\s*,?\s+and\s+"
                      r"(?P<b>['\u2018][^'\u2018\u2019]+['\u2019])$", what)
    if values is not None:
        plural = values.group("np").split()
        if not any(word.lower() in W.RECORD_SINGULAR for word in plural):
            return None
        np = " ".join(W.RECORD_SINGULAR.get(word.lower(), word) for word in plural)
        return [(m.group("one"), f"{np} {values.group('a')}", None), (m.group("two"), f"{np} {values.group('b')}", None)]
    splits = [k for k in re.finditer(r"\s*,?\s+and\s+(?=the\b|whoever\b)", what, re.IGNORECASE)
              if not any(a <= k.start() < b for a, b in _lettered_quotes(what))]
    if len(splits) != 1:
        return None
    return [(m.group("one"), what[:splits[0].start()], None), (m.group("two"), what[splits[0].end():], None)]


@lru_cache(maxsize=1)
def _shared_head_pattern() -> re.Pattern[str]:
    adjectives = _alts(tuple(dict.fromkeys(a for said in W.RANK_ADJECTIVES.values() for a in said)))
    return re.compile(rf"^the\s+(?P<a>{adjectives})\s*,?\s+and\s+(?:the\s+)?(?P<b>{adjectives})\s+(?P<rest>.+)$",
                      re.IGNORECASE | re.DOTALL)


def _shared_head(what: str) -> tuple[str, str] | None:
    """Two superlatives sharing the words after the second ('the oldest and the youngest resident of Ohio', 'the richest
    and poorest residents of Texas', a33j's 'respectively'): each superlative with those words, their head in the
    singular ('the oldest resident of Ohio', 'the youngest resident of Ohio'); None when not so."""
    m = _shared_head_pattern().match(what.strip())
    if m is None:
        return None
    rest = m.group("rest").split()
    for n, word in enumerate(rest[:3]):
        one = W.SHARED_HEAD_SINGULAR.get(word.lower())
        if one is None and word.lower().endswith(W.SHARED_HEAD_PLURAL_ENDS):
            one = word[:-1]
        if one is not None:
            rest[n] = one
            break
    said = " ".join(rest)
    return f"the {m.group('a')} {said}", f"the {m.group('b')} {said}"


def _label_defined(m: re.Match[str], said: str, determiner: str) -> bool:
    """Is a definition pattern's label one: before its link ('Let a be ...', 'Let I be the set ...') or a determiner
    ('Denote by a the ...', never 'Denote by a person ...'; 'I' only before a link)?"""
    if "link" in m.re.groupindex:
        return True
    return m.group("label") not in _LABEL_WORDS and \
        re.match(determiner, said[m.end("label"):].lstrip(), re.IGNORECASE) is not None


@lru_cache(maxsize=1)
def _those_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    # (a label as `lettered` writes it: a capital, matched with the case even in a pattern that ignores it, so that the
    # article 'a' is never a label: 'the holder of a Mastercard ...')
    label = rf"(?-i:{_LETTER.pattern})"
    frames = _alts(tuple(W.LETTER_FRAMES))
    determiners = rf"(?:(?:{_alts(tuple(W.LETTER_GROUP_DETERMINERS))})\s+)?"
    heads = _alts(tuple(W.LETTER_GROUP_HEADS))
    flags = re.IGNORECASE
    return (
        # where each definition starts ('Let X be ', '; Let Y be ', ', and F the ...': lettered's and framed's output)
        re.compile(rf"\bLet\s+{label}\s+be\s+|,\s*and\s+{label}\s+(?=the\b|a\b|an\b)"),
        # a group said as 'those' and a condition, after a frame ('among those who own a dog')
        # (never 'those' and a pick: 'take among those the person with R', a31m-dev-5: those tied)
        re.compile(rf"\b(?P<frame>{frames})\s+those\s+(?!(?:{_alts(tuple(W.LETTER_THOSE_OF_THEM))})\b)"
                   rf"(?!(?:the|a|an)\s)(?P<cond>[^.;:?!,()]+)", flags),
        # a group said after a frame: any words after 'among'; after 'of', 'in', ...: a group's head, or a set's label
        re.compile(rf"\b(?:(?:{_alts(tuple(W.LETTER_GROUP_FRAMES))})\s+(?P<any>[^.;:?!,()]+)|(?:{frames})\s+"
                   rf"(?P<headed>{determiners}(?:{heads})\b[^.;:?!,()]*|{label}\b)"
                   rf"|(?P<placed>(?:{_alts(tuple(W.LETTER_PLACED_PERSON))})\s+[^.;:?!,()]+)"
                   rf"|(?P<placed_after>(?:{_alts(W.US_STATES)})\s+(?:{_alts(tuple(W.LETTER_PLACED_AFTER_STATE))})\b))",
                   flags),
        re.compile(rf"^{determiners}(?:(?:{heads})\s+)?", flags),
    )


# where a step choosing a person may start, when no definition by letter does: a sentence, a ';', or 'and' before a
# second choice ('Find the oldest resident of Ohio and the richest among those who own a cat')
_THOSE_STEP = _lazy(r"[.;!?]\s+|\band\s+(?=the\s)", re.IGNORECASE)
_THOSE_KIND = _lazy(r"(?:(?:who|that)\s+\w+|with|without|having|owning|holding|carrying|driving)\b",
                         re.IGNORECASE)
# the words of a ranking: a step that has one chose a person
_RANKED_WORDS = tuple(dict.fromkeys((*W.PERSON_SUPERLATIVES, *(w for said in W.SUPERLATIVES.values() for w in said),
                                     *(w for said in W.RANK_ADJECTIVES.values() for w in said))))


def _those_a_kind(cond: str) -> bool:
    """Is the condition said after 'those' in steps said apart a plain kind of people ('who own a cat', 'with a dog',
    'without a car'), one the people of the group before could be narrowed by? Not a place ('those in Ohio', the other
    check's, `_group_back`), not a group with an anchor of its own ('those sharing a state with the user ...'), not a
    ranking ('those with the highest salary': those tied)."""
    return _THOSE_KIND.match(cond) is not None and "'" not in cond and \
        re.search(rf"\b(?:same|as|lives?|live|resides?|{_alts(_RANKED_WORDS)})\b", cond, re.IGNORECASE) is None


def those_after_a_group(text: str) -> None:
    """ParseError where a definition by letter ranks in a group said as 'those' and a condition right after one ranking
    in another group ('Among people living in Ohio, let x be the youngest; among those who own a dog, let y be the
    oldest', 'Let X be the youngest member of S. Let Y be the oldest of those who own a dog'), the text as `framed` and
    `lettered` write it: 'those' may be everyone who owns a dog or those of the first group (r32 H1; the layer reads
    'Consider people living in Ohio. Among those who own a dog, ...' as the second), and the answers differ. Read as
    everyone where the two conditions start with the same two words (groups set side by side: 'among those living in
    the same state as E' after 'among the people living in the same state as J') or say the same, or where the group
    before is said with 'those' too ('among those sharing the blood type of A, and Q ... among those living in ...':
    'those' is the author's word for people, a21z); a label's group ('the member of S') is never alike."""
    starts, those, groups, heads = _those_patterns()
    quotes = _lettered_quotes(text)
    cuts = [m.start() for m in starts.finditer(text) if not any(a <= m.start() < b for a, b in quotes)]
    if len(cuts) < 2:  # (no definitions by letter: the sentences, or steps, choosing a person each, r36 H4: 'Among
        # residents of Ohio, take the oldest person. Among those who own a cat, take the richest person.')
        cuts = [0, *(m.end() for m in _THOSE_STEP.finditer(text) if not any(a <= m.start() < b for a, b in quotes))]
        if len(cuts) < 2:
            return
        ranked = re.compile(rf"\b(?:{_alts(_RANKED_WORDS)})\b", re.IGNORECASE)
        units = [(a, b) for a, b in zip(cuts, [*cuts[1:], len(text)], strict=True)]
        units = [u for u in units if ranked.search(text, *u)]  # (each a step choosing someone: not 'Which of those
        # two has more credit cards?' after two chosen, x19)
        stepwise = True
    else:
        units, stepwise = list(zip(cuts, [*cuts[1:], len(text)], strict=True)), False
    for (a0, b0), (a1, b1) in zip(units, units[1:]):
        said = those.search(text, a1, b1)
        if said is None or any(a <= said.start() < b for a, b in quotes):
            continue
        if stepwise and not _those_a_kind(said.group("cond")):
            continue  # (steps said apart: 'those' + a group of its own is everyone, as authors write it: 'among those
            # living in the same state as X' (a24x), 'among those diagnosed with the same condition as Y' (a25y))
        before = [g for g in groups.finditer(text, a0, b0) if not any(a <= g.start() < b for a, b in quotes)]
        if not before:
            continue
        group = before[-1]
        first = (group.group("any") or group.group("headed") or group.group("placed") or
                 group.group("placed_after")).strip()
        cond = said.group("cond").strip()
        had = heads.sub("", first).lower().split()
        now = cond.lower().split()
        if first.lower().startswith("those ") or \
                had and (had == now or (len(had) >= 2 and now[:2] == had[:2])) and _LABEL.fullmatch(first) is None:
            continue
        where = re.sub(r"\s+and$", "", group.group().strip(), flags=re.IGNORECASE)  # (a step's 'and' after it)
        raise ParseError(f"ambiguous: '{said.group('frame')} those {cond}' right after '{where}' could "
                         f"mean those of them {cond} or all people {cond}; say 'the people {cond}' for all, or both "
                         "conditions in one group for those of them")


def lettered(text: str) -> str | None:
    """The text with its definitions by letter written as 'Let L be S.' (L a label the layer reads) and each use of a
    label as that label; None when the text defines nothing by letter, or only as the layer reads it already. ParseError
    for a label defined twice, used before its definition, or never used, and for an announced label never defined."""
    quotes = _lettered_quotes(text)

    def quoted(at: int) -> bool:
        return any(a <= at < b for a, b in quotes)

    sentences: list[tuple[int, int]] = []  # (first character, end with its mark)
    start = 0
    for m in re.finditer(r"[.?!](?=\s|$)", text):
        if not quoted(m.start()):
            sentences.append((start, m.end()))
            start = m.end()
    if text[start:].strip():
        sentences.append((start, len(text)))
    _, _, _, announced, _ = _lettered_patterns()
    defs: list[tuple[int, str, str]] = []  # (sentence, label as written, what it names)
    joins: dict[str, str] = {}  # a label whose link is left out: the words joining it to the definition before it
    promised: list[str] = []
    said_away: set[int] = set()  # (an announcement's sentence)
    for n, (a, b) in enumerate(sentences):
        body = text[a:b].strip()
        if body.endswith("?"):
            continue
        if (told := announced.match(body)) is not None and not defs:
            promised += [told.group("one"), told.group("two")]
            said_away.add(n)
            continue
        offset = a + len(text[a:b]) - len(text[a:b].lstrip())
        sentence = body[:-1] if body.endswith(".") else body
        found = _letter_definitions(sentence, [(x - offset, y - offset) for x, y in quotes])
        if found and all(what.strip() for _, what, _ in found):  # ('I' and 'i' only with their link: `_label_defined`)
            defs += [(n, label, what.strip()) for label, what, _ in found]
            joins |= {label: joined for label, _, joined in found if joined is not None}
    if not defs:
        return None
    labels = [label for _, label, _ in defs]
    sets = {label for _, label, what in defs if re.match(rf"the\s+(?:{_alts(tuple(W.LETTER_SET_NOUNS))})\b", what, re.I)}
    # (what 'its members' may point at: a set, or any label not defined as one person: 'Let T be the people who ...',
    # 'Let M consist of the three members of S ...', r30b F2)
    person = re.compile(rf"(?:{_alts(tuple(W.LETTER_PERSON_LEADS))})\s+(?:[\w'-]+\s+){{0,3}}?"
                        rf"(?:{_alts(tuple(W.LETTER_PERSON_HEADS))})\b(?!['\u2019]?s\b)", re.IGNORECASE)
    groups = sets | {label for _, label, what in defs if person.match(what) is None}
    again = re.compile(rf"\b(?:{_alts(tuple(W.LETTER_SET_AGAIN))})\b", re.IGNORECASE)

    def used(label: str, a: int, b: int) -> bool:
        return any(m.group() == label and not quoted(a + m.start()) for m in _label_uses(text[a:b]))

    def once() -> None:
        """Refused, whether or not the text is written anew: a label defined twice, or two labels written as one symbol
        ('S_1' and 'S1'). 'Let P be S1. ... Let P be S2.' was read by the layer as it is, each use of P taken as its
        latest definition (r30b F1)."""
        for label in labels:
            if labels.count(label) > 1:
                raise ParseError(f"the label {label!r} is defined twice: which one a use of it means is not read")
        for one, other in combinations(dict.fromkeys(labels), 2):
            if one[0] == other[0] and _label_written(one) is not None and _label_written(one) == _label_written(other):
                raise ParseError(f"the labels {one!r} and {other!r} are one symbol defined twice: which one a use of it "
                                 "means is not read")

    def checked() -> None:
        """Refused: a label used before its definition (but in the announcement) or never after it, and a label
        announced and never defined (checked only of a text written anew: one the layer reads as it is, such as the
        layer's own trial rewordings, gets the layer's own refusals)."""
        for label in promised:
            if label not in labels:
                raise ParseError(f"the label {label!r} is announced but never defined")
        # (two people defined and neither named again: 'Let x and y be S1 and S2, respectively. Who has more pets?'
        # compares the two, as 'Let X be S1. Let Y be S2. Who ...?' is read; the layer refuses a question about others)
        two_unnamed = len(defs) == 2 and not groups and not any(
            used(label, *sentences[k]) for n, label, _ in defs for k in range(n + 1, len(sentences)))
        for d, (n, label, what) in enumerate(defs):
            if any(used(label, *sentences[k]) for k in range(n) if k not in said_away):
                raise ParseError(f"the label {label!r} is used before it is defined")
            if not two_unnamed and not any(
                    used(label, *sentences[k]) or label in groups and again.search(text[slice(*sentences[k])])
                    for k in range(n + 1, len(sentences))) and \
                    not any(m.group() == label for _, _, later in defs[d + 1:] for m in _label_uses(later)):
                raise ParseError(f"the group {label!r} ({what}) is set up but the question never refers to it"
                                 if label in sets else
                                 f"{label!r} ({what}) is defined but the question never refers to them")

    # each label written as one the layer reads: its capital letter with its subscript's digits, or an unused letter
    said = {m.group() for m in re.finditer(r"\b[A-Z][0-9]{0,2}\b", text)}
    written: dict[str, str] = {}
    for label in labels:
        canon = _label_written(label)
        if canon is not None and canon not in written.values() and (canon == label or canon not in said):
            written[label] = canon
    for label in labels:
        if label not in written:  # (a set's letter from the pool's end: 'T', 'U', ...; a person's from its start)
            pool = _LABEL_POOL[::-1] if label in sets else _LABEL_POOL
            free = next((c for c in pool if c not in said and c not in written.values()), None)
            if free is None:
                return None
            written[label] = free

    def relabelled(piece: str, at: int) -> str:
        """The piece (at `at` in the text, or -1 for words written anew) with each label as the layer reads it."""
        inside = _lettered_quotes(piece) if at < 0 else [(x - at, y - at) for x, y in quotes]
        return _LABEL.sub(lambda m: m.group() if any(x <= m.start() < y for x, y in inside) or
                          not _label_used(piece, m) else written.get(m.group(), m.group()), piece)

    people = {written[label] for label in labels if label not in sets}
    pair = re.compile(rf"\b(?P<which>{_alts(tuple(W.LETTER_PAIR_OF_TWO))})\s*,\s*(?P<one>[A-Z][0-9]*)\s+(?:or|and)\s+"
                      rf"(?P<two>[A-Z][0-9]*)\s*,", re.IGNORECASE)

    def asked(piece: str) -> str:
        """A sentence of the question with the pair after 'the two' and a set said again without its label read."""
        piece = pair.sub(lambda m: f"{m.group('which').split()[0]} of {m.group('one')} and {m.group('two')}"
                         if {m.group("one"), m.group("two")} <= people else m.group(), piece)
        if again.search(piece):
            if len(groups) != 1:
                raise ParseError(f"{again.search(piece).group()!r} could be the members of any of the sets "  # type: ignore[union-attr]
                                 f"{', '.join(sorted(groups))}: say which by its label")
            piece = again.sub(f"the members of {written[next(iter(groups))]}", piece)
        return piece

    out: list[str] = []
    for n, (a, b) in enumerate(sentences):
        if n in said_away:
            continue
        mine = [(label, relabelled(what, a + text[a:b].find(what) if what in text[a:b] else -1))
                for k, label, what in defs if k == n]
        persons = [label for label, _ in mine if label not in groups]
        # (a rule after the last of several people for each one: 'Define w1 as S1 and w2 as S2, with any tie decided
        # by T', 'let b be S2; each time, ties go to T', '...; when choosing either, a tie goes to T', or in the
        # sentence after them, 'In both selections a tie is broken by T.', a31m: each person's, in their brackets)
        shared = None
        if len(persons) > 1 and mine[-1][0] == persons[-1]:
            if (each := _rule_for_each(mine[-1][1])) is not None:
                mine[-1], shared = (mine[-1][0], each[0]), each[1]
            elif (ruled := _own_tie(mine[-1][1])) != mine[-1][1] and (_LETTER_RULE_EACH.search(ruled) or re.search(
                    rf"\b(?:{_alts(tuple(W.LETTER_RULE_ANY))})\b", ruled, re.IGNORECASE)):
                shared = _LETTER_RULE_EACH.sub("", ruled[ruled.rindex("(") + 1:-1]).strip(" ,")
            elif n + 1 < len(sentences) and all(k != n + 1 for k, _, _ in defs) and \
                    not text[slice(*sentences[n + 1])].strip().endswith("?") and \
                    (each := _rule_for_each(", " + text[slice(*sentences[n + 1])].strip().rstrip("."))) is not None:
                shared = each[1]
                said_away.add(n + 1)
        runs: list[list[tuple[str, str]]] = []
        for label, what in mine:
            # (people whose link is left out after the first's, 'Let p be S1 and q S2, ties in either case going to
            # T', kept in one sentence as the layer reads them, a rule at the end for both or the last; a set, or a
            # person with a rule of their own before the next, is a sentence of its own)
            if runs and shared is None and label in joins and label not in groups and runs[-1][-1][0] not in groups \
                    and _own_tie(runs[-1][-1][1]) == runs[-1][-1][1]:
                runs[-1].append((label, what))
            else:
                runs.append([(label, what)])
        for run in runs:
            if len(run) == 1 and shared and run[0][0] not in groups and _own_tie(run[0][1]) == run[0][1]:
                out.append(f"Let {written[run[0][0]]} be {run[0][1]} ({shared}).")
                continue
            if len(run) > 1:
                out.append(f"Let {written[run[0][0]]} be {run[0][1]}" +
                           "".join(f"{joins[label]}{written[label]} {what}" for label, what in run[1:]) + ".")
                continue
            label, what = run[0]
            out.append(f"Let {written[label]} be {_own_tie(what) if label not in sets else what}.")
        if not mine:
            out.append(asked(relabelled(text[a:b], a).strip()))
    once()
    result = " ".join(out)
    asking = [text[a:b] for n, (a, b) in enumerate(sentences) if n not in said_away and all(k != n for k, _, _ in defs)]
    if result == text.strip() or any(m.group() == label for _, label, what in defs for m in _label_uses(what)) or \
            any(m.group() not in _LABEL_WORDS and m.group()[0].isupper() and m.group() not in labels and
                any(re.search(rf"(?<![\w'])({re.escape(m.group())})(?![\w'])", piece) for piece in asking)
                for _, _, what in defs for m in _LABEL.finditer(what)
                if not any(a <= m.start() < b for a, b in _lettered_quotes(what))):
        # (a label said in its own definition: 'Let S be G, and P the member of S ...' (a second definition with no
        # verb of its own), 'should several tie, P is the one among them with ...'; or a letter the question uses
        # said inside a definition: 'Let P be S1 and Q S2, in case of a tie T' (two definitions with one verb, a tie
        # rule after both): the layer reads the text as it is)
        return None
    checked()
    return result


def _rule_for_each(what: str) -> tuple[str, str] | None:
    """A definition's words ending in a tie rule said for each person defined with it ('S2; each time, ties go to T',
    'S2; when choosing either, a tie goes to T', words.EACH_CASE): the words before it, and the rule without
    those words ('ties go to T'); None when there is none."""
    quotes = _lettered_quotes(what)
    for sep in re.finditer(r"[,;]", what):
        if any(a <= sep.start() < b for a, b in quotes):
            continue
        rest = what[sep.end():].strip()
        if _LETTER_RULE_EACH.search(rest) is None:
            continue
        rule = _LETTER_RULE_EACH.sub("", rest).strip(" ,;")
        try:
            if rule and _tie_rule(rule):
                return what[:sep.start()].rstrip(), rule
        except ParseError:
            continue
    return None


def _own_tie(person: str) -> str:
    """A person's definition with its tie rule after a comma or a semicolon put in brackets ('the member of H with the
    most pets, ties being broken by taking the oldest' -> '... pets (ties being broken by taking the oldest)'): said in
    the definition, the rule is that ranking's, and in brackets the question read with the definitions says so."""
    if person.endswith(")"):
        return person
    w = _words(person)
    for n, key in enumerate(w.keys):
        if key in (",", ";") and w.kinds[n] != STRING and n + 1 < len(w.keys):
            rest = person[w.starts[n + 1]:].strip()
            try:
                if _tie_rule(rest):
                    return f"{person[:w.starts[n]].rstrip()} ({rest})"
            except ParseError:
                continue
    return person


# --- a definition by letter inside a frame or with a verb of choice (e31c, a31m: words.LETTER_FRAMES ...) ------------
# 'Among G, let x be the one with R; among G2, let y be ...', 'Within R, let o be the person with R, T', 'From T select
# t, the person with R', 'Choose g in G with R, T, and choose j in J with R2', 'In R choose the person with R; call this
# person P', 'From each of S1 and S2 take the person with R, T, and call them s1 and s2', 'In each group, select the
# person with R, T; call the selections p1 and p2 respectively', 'Define two groups: G1, the people ..., and G2, ...',
# 'Consider two sets of people. The first, A, consists of those ...; the second, L, of those ...', 'Consider only
# those X who ..., and call this set M.': `framed` writes each as 'Let L be S.' (S the person with 'among G' before its
# tie rule, in brackets), the form `lettered` reads; and a tie rule naming the tied as the question's set's
# members ('Should two or more members of H tie, ...' -> '... two or more of them ...'). Refused: a frame before two
# definitions (it could be said of the first or of both), names after the choice not as many as the people chosen.
# Left as said, for the layers that read them: a choice never named ('In R choose S, and in T likewise'), a capital's
# 'Among G, let P be the one with R' (`_among_let`), 'In each group' after other than two sets defined by letter.


@lru_cache(maxsize=1)
def _framed_patterns() -> dict[str, re.Pattern[str]]:
    label = _LABEL.pattern
    lead = rf"(?:(?:{_alts(tuple(W.LETTER_DEFINITION_LEADS))})\s+)?".replace(r"\s+,", r"\s*,")
    frame = _alts(tuple(W.LETTER_FRAMES))
    choose = _alts(tuple(W.LETTER_CHOICE_VERBS))
    verbs = _alts(tuple(v for before, _ in W.LETTER_DEFINITIONS for v in before))
    call = _alts(tuple(W.LETTER_CHOSEN_CALL))
    chosen = _alts(tuple(W.LETTER_CHOSEN))
    labels = rf"(?P<names>{label}(?:\s*,\s*{label})*(?:\s*,?\s+and\s+{label})?)"
    flags = re.IGNORECASE | re.DOTALL
    return {
        # 'Among G, let x be S' (G up to the comma before the definition's verb)
        "frame": re.compile(rf"^{lead}(?P<frame>{frame})\s+(?P<group>.+?)\s*,\s*(?P<defined>(?:{verbs})\s+.*)$", flags),
        # 'From T select t, the person with R'
        "apposed": re.compile(rf"^{lead}(?P<frame>{frame})\s+(?P<group>.+?)\s*,?\s+(?:{choose})\s+(?P<label>{label})\s*,\s*"
                              rf"(?P<what>.+)$", flags),
        # 'Choose g in G with R' (G a label)
        "chosen": re.compile(rf"^{lead}(?:{choose})\s+(?P<label>{label})\s+(?:{frame})\s+(?P<group>{label})\s+"
                             rf"(?P<what>(?:{_alts(tuple(W.LETTER_CHOSEN_WITH))})\b.+)$", flags),
        # 'Choose g in G with R, T, and choose j in J with R2': where the second choice starts
        "chosen_again": re.compile(rf"\s*,?\s+and\s+(?=(?:{choose})\s+{label}\s+(?:{frame})\s+{label}\s)", flags),
        # 'In R choose the person with R' / 'In each group, select the person with R' (then named)
        "framed_choice": re.compile(rf"^{lead}(?P<frame>{frame})\s+(?P<group>.+?)\s*,?\s+(?:{choose})\s+"
                                    rf"(?P<what>the\s+.+)$", flags),
        # '..., and call them s1 and s2' / 'call the selections p1 and p2 respectively'
        "named": re.compile(rf"(?:^|\s*,?\s+and\s+|\s*[,;]\s+)(?:then\s+)?(?:{call})\s+(?:{chosen})\s+{labels}"
                            rf"(?:\s*,?\s+(?P<respectively>{_alts(tuple(W.LETTER_RESPECTIVELY))}))?\s*$", flags),
        "each": re.compile(rf"^(?:{_alts(tuple(W.GROUP_EACH))})$", flags),
        "each_of": re.compile(rf"^each\s+of\s+(?P<one>{label})\s*,?\s+and\s+(?P<two>{label})$", flags),
        "label": re.compile(rf"^{label}$"),
        # a second definition after the first ('..., and let y be ...', '... and P2 be ...')
        "second": re.compile(rf"(?:,|\band\b)\s*(?:(?:{verbs})\s+)?{label}\s+(?:be|denote|as|for|to\s+be)\s", flags),
        "two_sets": re.compile(rf"^(?:{_alts(tuple(W.LETTER_TWO_SETS))})\s*(?P<colon>:)?\s*(?P<rest>.*)$", flags),
        "two_listed": re.compile(rf"^(?P<one>{label})\s*,\s*(?P<g1>.+?)\s*[,;]?\s+and\s+(?P<two>{label})\s*,\s*"
                                 rf"(?P<g2>.+)$", flags),
        "ordinals": re.compile(
            rf"^(?:{_alts(tuple(W.LETTER_ORDINAL_SETS[0]))})\s*,\s*(?P<one>{label})\s*,\s*(?:{_alts(tuple(W.GROUP_IS))})"
            rf"\s+(?P<g1>.+?)\s*;\s*(?:and\s+)?(?:{_alts(tuple(W.LETTER_ORDINAL_SETS[1]))})\s*,\s*(?P<two>{label})\s*,\s*"
            rf"(?:(?:{_alts(tuple(W.GROUP_IS))})\s+|(?=of\s))(?P<g2>.+)$", flags),
        "considered": re.compile(rf"^{lead}(?:{_alts(tuple(W.LETTER_SET_CONSIDERED))})\s+(?P<group>.+?)\s*,?\s+"
                                 rf"(?:{_alts(tuple(W.LETTER_SET_CALLED))})\s+(?P<label>{label})$", flags),
    }


def _framed_pieces(text: str, quotes: list[tuple[int, int]], marks: str) -> list[tuple[int, int]]:
    """The (start, end) of the text's pieces ended by one of the marks outside quotes (each piece with its mark)."""
    pieces: list[tuple[int, int]] = []
    start = 0
    for m in re.finditer(rf"[{marks}](?=\s|$)", text):
        if not any(a <= m.start() < b for a, b in quotes):
            pieces.append((start, m.end()))
            start = m.end()
    if text[start:].strip():
        pieces.append((start, len(text)))
    return pieces


def _framed_group_said(group: str, pat: dict[str, re.Pattern[str]]) -> bool:
    """Do a frame's words name a group ('the people living in ...', 'those living in ...', 'the set of ...', a set's
    label), not something else ('In the same way, suppose X is ...', 'In both cases, if ...')?"""
    group = group.strip()
    if pat["label"].match(group) is not None:
        return group not in _LABEL_WORDS
    if group in W.US_STATES:
        return True  # ('In Texas, let x be ...': read as 'the person ... in Texas')
    if "," in group or _tie_words(group):
        return False
    w = _words(re.sub(r"^only\s+", "", group, flags=re.IGNORECASE))
    return _people_words(w, 0, len(w.keys))


_OWN_GROUP = _lazy(rf"\b(?:{_alts(tuple(W.LETTER_OWN_GROUP))})\b", re.IGNORECASE)  # (words.LETTER_OWN_GROUP)


def _framed_person(person: str, group: str) -> str | None:
    """A person said without their group with it: 'the one with the most pets, ties going to X' among G -> 'the one with
    the most pets among G (ties going to X)' (the group before the person's tie rule, the rule in brackets). None for a
    person said with a group of their own or in other words ('the member of S ...', 'the oldest person among ...')."""
    person = person.strip()
    w = _words(person)
    core, tie_said = person, ""
    for n, key in enumerate(w.keys):
        if key in (",", ";", "(") and w.kinds[n] != STRING and n + 1 < len(w.keys):
            rest = person[w.starts[n + 1]:].strip().rstrip(")")
            try:
                ruled = _tie_rule(rest)
            except ParseError:
                ruled = False
            if ruled or _tie_words(rest):  # (a rule the layer reads in brackets, or refuses naming it)
                core, tie_said = person[:w.starts[n]].rstrip(), person[w.starts[n]:]
                break
    # ('the member with R' among G: 'the one with R among G'; 'the member of S ...' has a group of its own)
    core = re.sub(r"^(the\s+)member\b(?!\s+of\b)", r"\1one", core, flags=re.IGNORECASE)
    if _OWN_GROUP.search(core) or not re.match(r"(?:the|a|an|whoever|whichever)\b", core, re.IGNORECASE):
        return None  # (left as said: 'Among G, let P be the member with R' is `_among_let`'s)
    group = re.sub(r"^only\s+", "", group.strip(), flags=re.IGNORECASE)
    said = tie_said.strip().lstrip(",;").strip()
    place = "in" if group in W.US_STATES else "among"
    if said.startswith("(") or not said:
        return f"{core} {place} {group}{tie_said}"
    return f"{core} {place} {group} ({said})"  # (the rule the person's ranking's: in brackets, as `_own_tie` writes it)


def _framed_sets(text: str, sentences: list[tuple[int, int]], quotes: list[tuple[int, int]]) -> list[str]:
    """The labels of the sets the text defines before its choices ('Let G1 be the people ...', 'Define R as ...'), in
    order, as written."""
    found: list[str] = []
    sets = re.compile(rf"(?:the\s+)?(?:(?:{_alts(tuple(W.LETTER_SET_NOUNS))})\s+of\b|people\b|persons\b|individuals\b|"
                      rf"those\b|all\b|everyone\b)", re.IGNORECASE)
    for a, b in sentences:
        body = text[a:b].strip().rstrip(".")
        offset = a + len(text[a:b]) - len(text[a:b].lstrip())
        try:
            defs = _letter_definitions(body, [(x - offset, y - offset) for x, y in quotes])
        except ParseError:
            continue
        found += [label for label, what, _ in defs if sets.match(what.strip())]
    return found


def _framed_group(group: str) -> str:
    """A set's words as a definition's ('those residing in X' -> 'the people residing in X')."""
    group = group.strip()
    m = re.match(r"(?:only\s+)?those\s+(?P<rest>.*)$", group, re.IGNORECASE | re.DOTALL)
    if m is None:
        return group
    rest = m.group("rest")
    first = rest.split()[0].lower() if rest.split() else ""
    if first in ("who", "that", "whose", "with", "without", "having") or first.endswith("ing"):
        return f"the people {rest}"
    return rest


def framed(text: str) -> str:
    """The text with each definition by letter said in a frame or with a verb of choice written as 'Let L be S.' (see
    above); the text itself when there is none. ParseError for the readings refused above."""
    pat = _framed_patterns()
    quotes = _lettered_quotes(text)
    sentences = _framed_pieces(text, quotes, ".?!")
    edits: list[tuple[int, int, str]] = []
    announced = -1  # (the sentence announcing two sets: 'Consider two sets of people.')
    sets: list[str] = []  # (the labels of the sets defined so far, in order)
    for n, (a, b) in enumerate(sentences):
        raw = text[a:b]
        body = raw.strip()
        if body.endswith("?"):
            continue
        if n and text[slice(*sentences[n - 1])].strip().endswith("?") and \
                (tied := _tied_members(text, sentences[n - 1], (a, b), quotes)) is not None:
            edits.append(tied)
            continue
        if edits and edits[-1][0] >= sentences[n - 1][0]:
            said = edits[-1][2]
            sets += _framed_sets(said, _framed_pieces(said, _lettered_quotes(said), ".?!"), _lettered_quotes(said))
        elif n:
            sets += _framed_sets(text, [sentences[n - 1]], quotes)
        start = a + len(raw) - len(raw.lstrip())
        sentence = body[:-1] if body[-1:] in ".!" else body
        inner = [(x - start, y - start) for x, y in quotes]
        if (two := pat["two_sets"].match(sentence)) is not None:
            rest = two.group("rest").strip()
            if not rest:
                announced = n
                continue
            if (listed := pat["two_listed"].match(rest)) is not None and two.group("colon"):
                edits.append((start, start + len(sentence),
                              f"Let {listed.group('one')} be {_framed_group(listed.group('g1'))}. "
                              f"Let {listed.group('two')} be {_framed_group(listed.group('g2'))}"))
                continue
        if announced == n - 1 and announced >= 0 and (ordinals := pat["ordinals"].match(sentence)) is not None:
            g2 = ordinals.group("g2")
            g2 = g2[3:] if g2.lower().startswith("of ") else g2
            edits.append((sentences[announced][0] + len(text[slice(*sentences[announced])]) -
                          len(text[slice(*sentences[announced])].lstrip()), start + len(sentence),
                          f"Let {ordinals.group('one')} be {_framed_group(ordinals.group('g1'))}. "
                          f"Let {ordinals.group('two')} be {_framed_group(g2)}"))
            continue
        if (considered := pat["considered"].match(sentence)) is not None:
            edits.append((start, start + len(sentence),
                          f"Let {considered.group('label')} be {_framed_group(considered.group('group'))}"))
            continue
        clauses = _framed_pieces(sentence, inner, ";")
        written: list[str] = []
        changed = False
        pending: list[str] = []  # (people chosen without a name yet: named by the next clause)
        waiting = -1  # (the clause that chose them, kept as written unless they are named)
        seps: list[str] = []  # (each clause's mark: ';', or none at the sentence's end)
        for c, (x, y) in enumerate(clauses):
            clause = sentence[x:y].strip().rstrip(";").strip()
            seps.append(";" if sentence[x:y].rstrip().endswith(";") else "")
            had = len(pending)
            out = _framed_clause(clause, pat, sets, pending)
            if len(pending) > had:
                waiting = len(written)
                written.append(clause)
            elif out is None:
                if pending:  # (a choice not named at once: left as said, for the layers that read it)
                    pending.clear()
                written.append(clause)
            else:
                if waiting >= 0 and not pending and out:
                    written[waiting] = ""
                    waiting = -1
                written.append(out)
                changed = True
        if changed:
            kept = [(said, sep) for said, sep in zip(written, seps, strict=True) if said]
            edits.append((start, start + len(sentence), " ".join(
                said + (sep if k + 1 < len(kept) else "") for k, (said, sep) in enumerate(kept))))
    return _spliced(text, edits) if edits else text


def _framed_clause(clause: str, pat: dict[str, re.Pattern[str]], sets: list[str], pending: list[str]) -> str | None:
    """One clause (a sentence or a part between semicolons) written as definitions 'Let L be S' joined by '. ', or
    None when it is none of the constructions. `pending` holds the people chosen and not yet named, for the next
    clause's 'call ...'."""
    inner = _lettered_quotes(clause)
    if (named := pat["named"].search(clause)) is not None and not any(a <= named.start() < b for a, b in inner):
        names = [m.group() for m in _LABEL.finditer(named.group("names")) if m.group() not in ("and",)]
        chosen = clause[:named.start()].strip()
        people = pending[:] if not chosen else _framed_choices(chosen, pat, sets)
        if not people:
            return None
        pending.clear()
        if len(names) != len(people):
            raise ParseError(f"{len(people)} {'person is' if len(people) == 1 else 'people are'} chosen but "
                             f"{len(names)} named ({', '.join(names)}): which name is whose is not read")
        return ". ".join(f"Let {name} be {person}" for name, person in zip(names, people, strict=True))
    if (m := pat["frame"].match(clause)) is not None and not any(a <= m.start("defined") < b for a, b in inner):
        defined = m.group("defined")
        found = _letter_definitions(defined, _lettered_quotes(defined))
        if len(found) > 1 or found and pat["second"].search(found[0][1]) is not None:
            # ('Among dog owners, let x be the richest Ohioan, and let y be the oldest Texan': the frame may be the
            # first's alone or both's; near-miss-e31c-frame-two-defs, near-miss-q12w)
            raise ParseError(f"ambiguous: '{m.group('frame')} {m.group('group').strip()}' is said before two definitions: "
                             "the second person could be among the same people as the person before, or among "
                             "everyone; say the group in each definition")
        if _AMONG_LET.match(clause) is not None and _LETTER.fullmatch(found[0][0] if found else "") is not None:
            return None  # ('Among G, let P be the one with R': `_among_let`'s, as before)
        if len(found) == 1 and _framed_group_said(m.group("group"), pat) and \
                (person := _framed_person(found[0][1], m.group("group"))) is not None:
            # (a frame before two definitions, 'In Texas, let P be S1 and Q S2', could be said of the first or of
            # both: left as said, refused by the layer naming both)
            return f"Let {found[0][0]} be {person}"
    if (m := pat["apposed"].match(clause)) is not None and _framed_group_said(m.group("group"), pat) and \
            (person := _framed_person(m.group("what"), m.group("group"))) is not None:
        return f"Let {m.group('label')} be {person}"
    parts = [clause]
    while (again := pat["chosen_again"].search(parts[-1])) is not None:
        parts[-1:] = [parts[-1][:again.start()], parts[-1][again.end():]]
    written: list[str] = []
    for part in parts:
        if (c := pat["chosen"].match(part.strip())) is None or \
                (person := _framed_person("the person " + c.group("what"), c.group("group"))) is None:
            break
        written.append(f"Let {c.group('label')} be {person}")
    else:
        return ". ".join(written)
    people = _framed_choices(clause, pat, sets)
    if people is not None:
        pending += people
    return None


def _framed_choices(clause: str, pat: dict[str, re.Pattern[str]], sets: list[str]) -> list[str] | None:
    """The people a choice in a frame picks ('In R choose the person with R' -> one; 'In each group, select the person
    with R' -> one per set defined before; 'From each of S1 and S2 take ...' -> two), each with its group said, or None."""
    m = pat["framed_choice"].match(clause)
    if m is None or "," in m.group("group").strip().rstrip(",") or _tie_words(m.group("group")):
        return None
    group = m.group("group").strip().rstrip(",").strip()
    frame_group = f"{m.group('frame')} {group}"
    if (each := pat["each_of"].match(group)) is not None:
        groups = [each.group("one"), each.group("two")]
    elif pat["each"].match(frame_group) is not None:
        groups = sets[:]
        if len(groups) != 2:
            return None  # (the groups set up another way, 'Consider G1 and G2. In each group, take ...': the layer's)
    elif _framed_group_said(group, pat):
        groups = [group]
    else:
        return None
    people = [_framed_person(m.group("what"), g) for g in groups]
    return [person for person in people if person is not None] if all(people) else None


def _tied_members(text: str, asked: tuple[int, int], rule: tuple[int, int], quotes: list[tuple[int, int]]
                  ) -> tuple[int, int, str] | None:
    """A tie rule after the question naming the tied as members of the one set the question ranks ('Who in H owns the
    oldest car? Should two or more members of H tie on this, pick ...'): the (start, end, words) edit reading them as
    'two or more of them', or None."""
    m = re.match(rf"\s*(?:if|should|when|in case|in the event that)\s+(?P<many>{_alts(tuple(W.LETTER_TIED_MEMBERS))})\s+"
                 rf"(?:members?|people|persons?|individuals?)\s+(?:of|in|from)\s+(?P<label>{_LABEL.pattern})(?=\s)",
                 text[rule[0]:rule[1]], re.IGNORECASE)
    if m is None:
        return None
    said = {k.group() for k in _LABEL.finditer(text[asked[0]:asked[1]]) if k.group() not in _LABEL_WORDS and
            not any(a <= asked[0] + k.start() < b for a, b in quotes)}
    if said != {m.group("label")}:
        return None
    return rule[0] + m.start("many"), rule[0] + m.end("label"), f"{m.group('many')} of them"


# One selection said once and the two groups it is applied to listed by their order, in sentences of their own, in
# either order (c38k, c38w; words.ORDINAL_*, ONE_WAY_*): 'Two people are chosen the same way: R. The first is chosen
# from G1, the second from G2.', 'Both people are selected by one rule: R. Person one is selected from G1; person two
# from G2.', 'The same selection applies to two people: R. Apply it first to G1, then to G2.'; and two groups defined by
# their order ('Consider two groups. The first group is G1; the second is G2. From each group, take R.'). The sentences
# are found by what each one is (`_one_way_sentence`); a sentence announcing the groups and saying nothing else ('There
# are two groups.') is read away.
_ORD_SEP = r"\s*(?:[;,]\s*(?:and\s+|while\s+|whereas\s+|then\s+)?|\s+(?:and|while|whereas)\s+)"
_ORD_ITEM = r"(?:[^;:.?!'\u2014]|'[^']*')+?"
_ORD_END = r"\s*[.;!]?\s*$"
_ORD_NOUN = rf"(?:\s+(?:{_alts(W.ORDINAL_NOUNS)}))?"
_ORD_FIRST = rf"(?:{_alts(W.ORDINAL_FIRST)}){_ORD_NOUN}"
_ORD_SECOND = rf"(?:{_alts(W.ORDINAL_SECOND)}){_ORD_NOUN}"
_ORD_IS = rf"(?:{_alts(W.ORDINAL_GROUP_IS)})"
_ORD_FROM_VERB = rf"(?:(?:{_alts(W.ORDINAL_FROM_VERBS)})\s+)?"
_ORD_FROM_PREP = rf"(?:{_alts(W.ORDINAL_FROM)})"
_ORD_GROUPS = _lazy(rf"^\s*(?P<l1>{_ORD_FIRST})\s*{_ORD_IS}\s*(?P<a>{_ORD_ITEM}){_ORD_SEP}{_ORD_SECOND}\s*(?:{_ORD_IS}\s*)?"
                         rf"(?P<b>{_ORD_ITEM}){_ORD_END}", re.IGNORECASE)
_ORD_PERSON = _lazy(r"\b(?:person|pick|candidate|individual|choice)\b", re.IGNORECASE)
_ORD_FROM_GROUPS = _lazy(rf"^\s*(?:(?:(?:we|you|i)\s+(?:will\s+|then\s+)?)?(?:take|pick|choose|select|draw|get|find)\s+)?"
                              rf"{_ORD_FIRST}\s*[,:]?\s*{_ORD_FROM_VERB}{_ORD_FROM_PREP}\s+(?P<a>{_ORD_ITEM}){_ORD_SEP}"
                              rf"{_ORD_SECOND}\s*[,:]?\s*{_ORD_FROM_VERB}(?:{_ORD_FROM_PREP}\s+)?(?P<b>{_ORD_ITEM}){_ORD_END}",
                              re.IGNORECASE)
_APPLY_THEN = r"(?:then|next|second|secondly|after that|afterwards|again|also|later)"
_ONE_WAY_APPLIED = _lazy(
    rf"^\s*(?:(?:then|now|next|so)\s*,?\s+)?(?:(?:we|you|i)\s+)?(?:{_alts(W.ONE_WAY_APPLY)})\s+(?:first\s+)?"
    rf"(?:{_alts(W.ONE_WAY_APPLY_TO)})\s+(?P<a>{_ORD_ITEM})(?:\s*[,;]\s*(?:and\s+)?(?:{_APPLY_THEN}\s*,?\s+)?|"
    rf"\s+(?:and\s+)?{_APPLY_THEN}\s*,?\s+|\s+and\s+)(?:{_alts(W.ONE_WAY_APPLY_TO)})\s+(?P<b>{_ORD_ITEM})"
    r"(?:\s*[:\u2014]\s*(?P<p>\S.*?))?" rf"{_ORD_END}", re.IGNORECASE | re.DOTALL)
# ... the selection and the groups in one sentence ('Two people are chosen the same way — R — one from G1, the other
# from G2.'), or the groups first ('The first is chosen from G1 and the second from G2, both the same way: R.')
_ONE_WAY_PERSON = rf"(?:one|the first(?:\s+(?:one|person))?|person (?:one|1|a))\s+" \
    rf"(?:(?:is\s+)?(?:{W.PICKED_SAID}|taken|drawn)\s+)?"
_ONE_WAY_OTHER = rf"(?:the other(?:\s+one)?|another|one|the second(?:\s+(?:one|person))?|person (?:two|2|b))\s+" \
    rf"(?:(?:is\s+)?(?:{W.PICKED_SAID}|taken|drawn)\s+)?"
_ONE_WAY_INLINE = _lazy(
    rf"^\s*(?:{_alts(W.ONE_WAY_WHO)})\s+(?:{_alts(W.ONE_WAY_BE)})\s+(?:{W.PICKED_SAID})\s+(?:{_alts(W.ONE_WAY_HOW)})"
    rf"\s*(?:\u2014|\s-+\s|,|:)\s*(?:(?:{_alts(W.ONE_WAY_NAMELY)})\s*[:,]?\s+)?(?P<p>\S.+?)\s*(?:\u2014|\s-+\s|;|,)\s*"
    rf"{_ONE_WAY_PERSON}{_ORD_FROM_PREP}\s+"
    rf"(?P<a>{_ORD_ITEM}){_ORD_SEP}{_ONE_WAY_OTHER}(?:{_ORD_FROM_PREP}\s+)?(?P<b>{_ORD_ITEM}){_ORD_END}",
    re.IGNORECASE | re.DOTALL)
_ONE_WAY_AFTER = _lazy(
    rf"^\s*{_ONE_WAY_PERSON}{_ORD_FROM_PREP}\s+(?P<a>{_ORD_ITEM}){_ORD_SEP}{_ONE_WAY_OTHER}(?:{_ORD_FROM_PREP}\s+)?"
    rf"(?P<b>{_ORD_ITEM})\s*,\s*(?:and\s+)?(?:both|each)(?:\s+(?:are|is))?(?:\s+(?:{W.PICKED_SAID}))?\s+"
    rf"(?:{_alts(W.ONE_WAY_HOW)})\s*(?::|\u2014|\s-+\s)\s*(?P<p>\S.*?){_ORD_END}", re.IGNORECASE | re.DOTALL)
# ('Take R twice: once among G1, once among G2.', 'Do this twice: once for G1 and once for G2.')
_ONCE_GROUPS = _lazy(
    rf"^\s*(?P<step>\S.*?)\s+twice\s*(?:[:,\u2014]|\s-+)?\s*once\s+(?:{_ORD_FROM_PREP}|for|with|on)\s+(?P<a>{_ORD_ITEM})"
    rf"(?:\s*[,;]\s*(?:and\s+)?|\s+and\s+)once\s+(?:more\s+|again\s+)?(?:{_ORD_FROM_PREP}|for|with|on)\s+(?P<b>{_ORD_ITEM})"
    rf"{_ORD_END}", re.IGNORECASE | re.DOTALL)
_ONE_WAY_MARK = rf"\s*(?:[:,\u2014\u2013]|\s-+)\s*(?:(?:{_alts(W.ONE_WAY_NAMELY)})\s*[:,]?\s+)?"
_ONE_WAY = _lazy(
    rf"^\s*(?:(?:{_alts(W.ONE_WAY_WHO)})\s+(?:{_alts(W.ONE_WAY_BE)})\s+(?:{W.PICKED_SAID})\s+(?:{_alts(W.ONE_WAY_HOW)})|"
    rf"(?:{_alts(W.ONE_WAY_RULE)})\s+(?:{_alts(W.ONE_WAY_RULE_VERBS)})\s+(?:{_alts(W.ONE_WAY_WHO)})|"
    rf"(?:(?:we|you|i)\s+(?:will\s+)?)?(?:pick|choose|select|take|find)\s+(?:{_alts(W.ONE_WAY_WHO)})\s+"
    rf"(?:{_alts(W.ONE_WAY_HOW)})){_ONE_WAY_MARK}(?P<p>\S.*?){_ORD_END}", re.IGNORECASE | re.DOTALL)
# ('Here is the rule for picking both people: R', 'Same process for both groups: R', 'Rule: R'): a heading, then R
_ONE_WAY_HEADED = _lazy(r"^\s*(?P<head>[A-Za-z][A-Za-z' ]{1,70}?)\s*(?::|\u2014|\s-+\s)\s*(?P<p>\S.*?)" + _ORD_END,
                             re.IGNORECASE | re.DOTALL)
_OPENS_SELECTION = _lazy(rf"(?:{_alts(W.ONE_WAY_OPENS)})\b", re.IGNORECASE)
# ('Each person is the one with R, ties to X.')
_ONE_WAY_EACH_IS = _lazy(r"^\s*(?:each|either|every)(?:\s+(?:person|one|pick|candidate|individual|of them|of the two"
                              r"(?:\s+people)?))?\s+(?:is|will be|should be|must be)\s+(?P<p>(?:the\s+(?:one|person|"
                              r"individual)|whoever)\b.+?)" + _ORD_END, re.IGNORECASE | re.DOTALL)
# ('The two people are found the same way.': said before the selection, nothing more)
_ONE_WAY_ANNOUNCED = _lazy(rf"^\s*(?:{_alts(W.ONE_WAY_WHO)})\s+(?:{_alts(W.ONE_WAY_BE)})\s+(?:{W.PICKED_SAID})\s+"
                                rf"(?:{_alts(W.ONE_WAY_HOW)})\s*[.!]?\s*$", re.IGNORECASE)
_GROUPS_HEADER = _lazy(rf"^\s*(?:[a-z']+\s+){{0,4}}two\s+(?:{_alts(W.TWO_GROUPS_ANNOUNCED)})"
                            r"(?:\s+(?:here|below|of interest|in play|involved|to consider))?\s*[.!:]?\s*$", re.IGNORECASE)
_GROUPS_HEADED = _lazy(rf"^\s*(?:[a-z']+\s+){{0,4}}two\s+(?:{_alts(W.TWO_GROUPS_ANNOUNCED)})(?:\s+here)?\s*"
                            r"(?::|\u2014|\s-+)\s*(?=(?:the\s+)?(?:first|one|group|set)\b)", re.IGNORECASE)
_EACH_STEP = _lazy(rf"(?:^|\s)(?:{_alts(W.TWO_GROUPS_EACH)}|(?:from|in|within|among|for) (?:each|both) of (?:the |these |"
                        r"those )?two(?: groups)?)\b", re.IGNORECASE)
_EACH_SAID = _alts(W.forms(*W.ONE_WAY_EACH))
# ('From each of the two groups, pick R.', 'Pick R in each group.', c38w: the step said for each group listed)
_EACH_GROUP_STEP = _lazy(rf"^\s*(?:(?:then|now|next)\s*,?\s+)?(?:(?:{_EACH_SAID})\s*,?\s*(?P<v1>"
                              rf"(?:{_alts(W.SETUP_STEP_VERBS)})\b.+?)|(?P<v2>(?:{_alts(W.SETUP_STEP_VERBS)})\b.+?)\s*,?\s+"
                              rf"(?:{_EACH_SAID})){_ORD_END}", re.IGNORECASE | re.DOTALL)
_STEP_VERB_FIRST = _lazy(rf"^(?:{_alts(W.SETUP_STEP_VERBS)})\b", re.IGNORECASE)


def _plain_sentences(text: str) -> list[str]:
    """The text's sentences, each with its mark, a quoted value never cut ('the plate 'SMO K65.'')."""
    masked = re.sub(r"(?<!\w)'[^']*'(?!\w)", lambda q: "_" * len(q.group()), text)
    out, start = [], 0
    for m in re.finditer(r"[.?!](?=\s|$)", masked):
        out.append(text[start:m.end()].strip())
        start = m.end()
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


def _listed_groups(sentence: str) -> tuple[str, str, str, str | None] | None:
    """Two groups a sentence lists by their order (see above): ('groups' or 'from', G1, G2); None when it lists none,
    or either is not people (`_people`) or could be two groups itself ('... and ...')."""
    sentence = _GROUPS_HEADED.sub("", sentence, count=1)  # ('Two groups: the first is G1, and the second is G2.')
    for kind, pattern in (("from", _ONE_WAY_INLINE), ("from", _ONE_WAY_AFTER), ("from", _ORD_FROM_GROUPS),
                          ("from", _ONE_WAY_APPLIED), ("from", _ONCE_GROUPS), ("groups", _ORD_GROUPS)):
        m = pattern.match(sentence)
        if m is None:
            continue
        if kind == "groups" and _ORD_PERSON.search(m.group("l1")):
            return None  # ('Person A: among G1, the one with R1. Person B: ...': people, each said in full)
        a, b = (re.sub(r"^(?:among|amongst|from|within)\s+", "", m.group(g).strip(" ,"), flags=re.IGNORECASE)
                for g in ("a", "b"))
        if not a or not b or any(re.search(r"\band\b|[,()]", re.sub(r"'[^']*'", "''", g), re.IGNORECASE) or
                                 not _people(g) or _NOT_A_GROUP.match(g) for g in (a, b)):
            return None  # (a group and more said with it: 'among G1, the one with R1')
        said = m.groupdict().get("p") or m.groupdict().get("step")
        if said and pattern is _ONCE_GROUPS and re.match(rf"(?:{_alts(W.ONE_WAY_APPLY)})$", said.strip(), re.IGNORECASE):
            said = None  # ('Do this twice: once for G1, once for G2': the selection said elsewhere)
        return kind, a, b, said
    return None


def _one_way_said(sentence: str) -> str | None:
    """The selection a sentence says once for two people or for each group ('Two people are chosen the same way: R' ->
    'R', 'From each of the two groups, pick R' -> 'pick R', 'Here is the rule for picking both people: R' -> 'R');
    None when it says none."""
    if (m := _ONE_WAY.match(sentence)) is not None or (m := _ONE_WAY_EACH_IS.match(sentence)) is not None:
        return m.group("p").strip()
    if (m := _ONE_WAY_HEADED.match(sentence)) is not None and _OPENS_SELECTION.match(m.group("p")):
        head = {w.lower() for w in re.findall(r"[A-Za-z-]+", m.group("head"))}
        if head & W.TIE_WORDS_SAID:
            return None  # ('Tie rule for both: the oldest': a tie rule, no selection)
        # (one rule said: 'the same', 'one', or a rule's noun in the singular, for both: 'the rule for picking both')
        if " ".join(m.group("head").lower().split()) in W.ONE_WAY_HEAD_ALONE or \
                head & set(W.ONE_WAY_HEAD_RULE) and head & set(W.ONE_WAY_HEAD_BOTH):
            return m.group("p").strip()
    if (m := _EACH_GROUP_STEP.match(sentence)) is not None and "?" not in sentence:
        return (m.group("v1") or m.group("v2")).strip()
    return None


def _one_way_two_groups(text: str) -> str | None:
    """'Two people are chosen the same way: R. The first is chosen from G1, the second from G2. Q' -> 'Among G1, take R.
    Among G2, take R. Q'; 'Consider two groups. The first group is G1; the second is G2. From each group, take R. Q' ->
    'Consider two groups: G1, and G2. From each group, take R. Q' (see above). The sentences before the list are only
    an announcement, the selection said once, or a step said for each group; None when the text is not so."""
    if "two" not in text.lower() and not re.search(r"\b(?:first|second|one|other|former|latter)\b", text, re.IGNORECASE):
        return None
    sentences = _plain_sentences(text)
    for k in range(len(sentences)):
        listed = _listed_groups(sentences[k])
        used = 1
        if listed is None and k + 1 < len(sentences):  # (each group in a sentence of its own)
            listed, used = _listed_groups(f"{sentences[k].rstrip('.!; ')}; {sentences[k + 1]}"), 2
        if listed is None:
            continue
        kind, a, b, own = listed
        before, after = sentences[:k], sentences[k + used:]
        way = [_one_way_said(s) for s in before + after[:1] if _one_way_said(s) is not None]
        if own is not None:
            if way:
                return None  # (a selection said twice: which?)
            way = [own.strip()]
        if any(not (_GROUPS_HEADER.match(s) or _ONE_WAY_ANNOUNCED.match(s) or _one_way_said(s) is not None or
                    _EACH_STEP.search(s) and "?" not in s) for s in before) or len(way) > 1:
            return None
        if after[:1] and _one_way_said(after[0]) is not None and own is None:
            after = after[1:]
        kept = [s for s in before if not _GROUPS_HEADER.match(s) and not _ONE_WAY_ANNOUNCED.match(s) and
                _one_way_said(s) is None]
        if way:
            step = str(way[0])
            step = step if _STEP_VERB_FIRST.match(step) else f"take {step}"
            step = f"{step[:1].lower()}{step[1:]}".rstrip(" .;,")
            said = " ".join(f"{'In' if _A_PLACE.match(g) else 'Among'} {g}, {step}." for g in (a, b))
        elif kind == "groups":
            said = f"Consider two groups: {a}, and {b}."
        else:
            return None  # ('The first is chosen from G1, the second from G2' with no selection said: chosen how?)
        return " ".join([said, *kept, *after])
    return None


# A pick's own tie rule said as the rule before said again ('ties once more going to X', 'settling a tie again by X',
# c38w; words.TIE_SAID_AGAIN): the rule, the word for again read away (never 'if still tied, ...': a second rule)
_TIE_SAID_AGAIN = _lazy(
    rf"\b(?P<tie>(?:(?:{_alts(W.TIE_SAID_AGAIN_VERBS)})\s+(?:(?:a|any|the|each|every)\s+)?(?:ties|tie))(?=\s+(?:"
    rf"{_alts(W.TIE_SAID_AGAIN)})\s+(?:by|with|using|in favou?r of)\b)|(?:(?:a|any|each|every)\s+)?(?:ties|tie))\s+"
    rf"(?:{_alts(W.TIE_SAID_AGAIN)})\s+(?P<then>(?:{_alts(W.TIE_SAID_AGAIN_THEN)})\b)", re.IGNORECASE)


_SAME_NAMED_RULE = _lazy(rf"\bthe\s+same\s+(?P<x>{_alts(tuple(W.SAME_RULE_ENDS))})-first\s+(?P<n>tie\s+rule|"
                              r"tie-break(?:er)?|tiebreak(?:er)?|tie\s+breaker|rule)\b", re.IGNORECASE)
_TIE_WORD_SAID = _lazy(r"\b(?:tie|ties|tied|tiebreaker|tie-breaker|tiebreak|tie-break)\b", re.IGNORECASE)
_TIE_SETTLED_AGAIN = _lazy(rf",\s+(?:{_alts(W.TIE_SAID_AGAIN)})\s+(?P<v>{_alts(W.TIE_SAID_AGAIN_PASSIVE)})\s+by\b",
                                re.IGNORECASE)


# A later step of a scene said with its narrator ('Suppose we take G1 and pick R. Then we repeat this for G2.', 'Next we
# do the same for G2', 'Then, among G2, we choose the one with R', c38w; words.NARRATOR_*): the narrator read away, as
# the scene's opener is (only after a first sentence: the scene's own opener is read there)
_NARRATOR_STEP = _lazy(
    rf"(?<=[.;!?])(?P<sp>\s+)(?P<lead>(?:(?:{_alts(W.NARRATOR_THEN)})\s*,?\s+)?(?:(?:among|amongst|from|within|in|for)\s+"
    rf"(?:[^,.;?!']|'[^']*')+?,\s*)?)(?:{_alts(W.NARRATOR_WHO)})\s+(?:(?:then|also|next|now|again|similarly|likewise)\s+)?"
    rf"(?P<verb>(?:{_alts(W.NARRATOR_VERBS)})\b)", re.IGNORECASE)


def _narrator_step(m: re.Match[str]) -> str:
    lead, verb = m.group("lead"), m.group("verb")
    return f"{m.group('sp')}{lead}{verb}" if lead else f"{m.group('sp')}{verb[:1].upper()}{verb[1:]}"


# A step's verb before the group it picks from, said back ('pick from them the person with R', c38w): the group first
def _embedded_which(m: re.Match[str]) -> str:
    verb = m.group("v")  # ('work out which person has R' -> 'find the person who has R': a verb the steps read)
    if " ".join(verb.lower().split()) not in W.TWO_PLACES_VERBS:
        verb = "finding" if verb.lower().endswith("ing") else "find"
    return f"{verb} the {m.group('n')} who "


# the second person said in full after 'and' and a word saying they are found alike (words.SECOND_LIKEWISE)
_SECOND_LIKEWISE = _lazy(rf"(?P<and>,\s+and)\s*,?\s+(?:{_alts(W.SECOND_LIKEWISE)})\s*,?\s+"
                         rf"(?=(?:{_alts(W.SECOND_LIKEWISE_HEADS)})\s+(?:with|who|having|holding|owning)\b)",
                         re.IGNORECASE)
# the people a step picks said as a statement after the group (words.DECLARED_ONE)
_DECLARED_TOP = _lazy(
    rf"(?P<lead>(?:^|(?<=[.;])\s+)\s*(?:among|amongst|within)\s+(?:[^,;.?']|'[^']*')+?,\s+)"
    rf"(?P<n>{_alts(W.DECLARED_ONE)}|(?:the\s+)?(?:{_alts(W.TOP_THEM_NUMBERS)}))\s+(?:{_alts(W.DECLARED_PEOPLE)})\s+"
    rf"(?:{_alts(W.HOLD_VERBS)})\s+(?=the\s+(?:most|fewest|least|highest|lowest|largest|smallest|greatest|biggest)\b)",
    re.IGNORECASE)


def _declared_top(m: re.Match[str]) -> str:
    rest = m.string[m.end():]
    if "?" not in rest:
        return m.group()  # (a statement with nothing asked after it: not a step)
    clause = re.split(r"[.;?!]", rest, maxsplit=1)[0]
    if re.search(r"\band\b", clause, re.IGNORECASE):
        return m.group()  # ('one person owns the most pets and another owns the most cars': left as said)
    n = " ".join(m.group("n").lower().split())
    if n in W.DECLARED_ONE and not re.search(rf"[;.]\s*(?:among|amongst|within)\b[^;.?]*,\s*another\s+"
                                             rf"(?:{_alts(W.DECLARED_PEOPLE)})\b", m.string, re.IGNORECASE):
        return m.group()  # (one person declared alone: left to the readers of a step, which read 'one person owns R
        # (T). How many ...?' and refuse a question about someone else; read here only as one of two, 'another')
    if n in W.DECLARED_ONE:
        return f"{m.group('lead')}take the person with "
    return f"{m.group('lead')}take the {n.removeprefix('the ')} people with "


# a group said by its noun, then the clause saying who is in it (words.GROUP_NOUN_SAID)
_GROUP_NOUN_CLAUSE = _lazy(rf"\b(?P<lead>{_alts(W.GROUP_NOUN_LEADS)})\s+(?:{_alts(W.GROUP_NOUN_SAID)})\s+"
                           rf"(?P<c>(?:{_alts(W.GROUP_NOUN_CLAUSES)})\b)", re.IGNORECASE)


def _group_noun_clause(m: re.Match[str]) -> str:
    lead = m.group("lead")
    return f"{'among' if lead.lower() in ('within', 'in', 'inside') else lead} people {m.group('c')}"


# a place named by a noun and a letter (words.PLACE_LABEL_*): the verb naming it, the state's words, the name
_PLACE_LABEL = _lazy(rf"\b(?:{_alts(W.PLACE_LABEL_VERBS)})\s+the\s+state\s+(?:of|where|in\s+which)\s+"
                     rf"(?:[^.;?!:'\u2014]|'[^']*')*?\s(?P<noun>{_alts(W.PLACE_LABEL_NOUNS)})\s+(?P<l>[A-HJ-Z])\b",
                     re.IGNORECASE)


def _place_label(text: str) -> str | None:
    """The text with each place named by a noun and a letter ('State A') said by its letter alone, when the first is
    named by a verb naming a state (`_PLACE_LABEL`); None when there is none, or when the letter alone is said as well
    (then 'A' may be another's name)."""
    if (m := _PLACE_LABEL.search(text)) is None:
        return None
    noun = re.escape(m.group("noun"))
    names = re.compile(rf"\b{noun}\s+(?P<l>[A-HJ-Z])\b", re.IGNORECASE)
    letters = {n.group("l") for n in names.finditer(text)}
    bare = names.sub(" ", text)
    if any(re.search(rf"(?<!')\b{letter}\b(?!')", bare) for letter in letters):
        return None
    return names.sub(lambda n: n.group("l"), text)


# a person of two labelled after their group said first (words.FRONTED_LABEL_*): the sentence's start, the group,
# the label, the person's head and the rest of the sentence (which names no one else: no verb of being in it)
_FRONTED_LABEL = _lazy(
    rf"(?:^|(?<=[.;!?])\s+)(?P<lead>{_alts(W.FRONTED_LABEL_LEADS)})\s+(?P<g>(?:[^,;:?.!()'\u2014]|(?<=\w)'(?=\w)|'[^']*')+?)"
    rf"\s*,\s+(?P<label>{'|'.join(W.FRONTED_LABEL_NAMES)})\s+is\s+(?P<head>{_alts(W.FRONTED_LABEL_HEADS)})\s+"
    rf"(?P<rest>(?:(?!\b(?:{_alts(W.FRONTED_LABEL_STOPS)})\b)(?:[^;:?.!'\u2014]|(?<=\w)'(?=\w)|'[^']*'))+)"
    rf"(?=[.;!?]|$)", re.IGNORECASE)


def _fronted_label(m: re.Match[str]) -> str:
    start = m.group(0)[:len(m.group(0)) - len(m.group(0).lstrip())]
    label = m.group("label")
    return f"{start}{label[:1].upper()}{label[1:]} is {m.group('head')} among {m.group('g')} {m.group('rest')}"


# the person asked for by a group noun, a clause set off by commas after it (words.WHICH_HOLDER_HEADS)
_WHICH_HOLDER_SET_OFF = _lazy(
    rf"(?P<q>^\s*(?:which|what)\s+[\w\s-]{{0,40}}?(?:{_alts(W.WHICH_HOLDER_HEADS)}))\s*,\s+"
    rf"(?P<c>(?:{_alts(W.WHICH_HOLDER_CLAUSES)})\s+(?:[^,;:?.()']|'[^']*')+?)\s*,\s+"
    rf"(?P<v>(?:{_alts(W.WHICH_HOLDER_VERBS)})\b)", re.IGNORECASE)
# two people announced after the question as given (words.PAIR_GIVEN_LEADS), before its mark or a colon
_PAIR_GIVEN = _lazy(rf",\s+(?:{_alts(W.PAIR_GIVEN_LEADS)})\s+(?:(?P<the>{_alts(W.PAIR_GIVEN_THE)})\s+)?(?:two|2)"
                    rf"(?:\s+(?:{_alts(W.PAIR_EACH_NOUNS)}))?\s*(?=[?:])", re.IGNORECASE)


def _pair_given(m: re.Match[str]) -> str:
    return f" between {m.group('the') + ' ' if m.group('the') else ''}two people"


# a place said first, then a question about its people (words.PLACE_FIRST_ASKED): the place set up in a sentence
_PLACE_FIRST_ASKED = _lazy(rf"^(?P<pre>\s*)(?:{_alts(W.PLACE_FIRST_ASKED_LEADS)})\s+(?P<place>the\s+(?:state|city)\s+"
                           rf"(?:where|in\s+which|of)\s+(?:[^,?.;:']|'[^']*')+?)\s*,\s*"
                           rf"(?P<q>(?:{_alts(W.PLACE_FIRST_ASKED)})\s+(?:{_alts(W.PLACE_PEOPLE)})\b)", re.IGNORECASE)


def _place_first_asked(m: re.Match[str]) -> str:
    return f"{m.group('pre')}Take {m.group('place')}. {m.group('q')[:1].upper()}{m.group('q')[1:]}"


# a step's person said as an embedded question before a superlative (words.EMBEDDED_WHICH_VERBS)
_EMBEDDED_WHICH = _lazy(rf"\b(?P<v>{_alts(W.EMBEDDED_WHICH_VERBS)})\s+which\s+(?P<n>{_alts(W.EMBEDDED_WHICH_HEADS)})\s+"
                        rf"(?=(?:{_alts(W.EMBEDDED_WHICH_HAS)})\s+the\s+(?:{_alts(W.EMBEDDED_WHICH_RANKS)})\b)",
                        re.IGNORECASE)
# a set-up said as a participle before the question (words.SETUP_PARTICIPLES): said as 'Take S, Q'
_PARTICIPLE_SETUP = _lazy(rf"^\s*(?:{_alts(W.SETUP_PARTICIPLES)})\s+(?P<what>(?:the|those|these)\s+(?:[^,?.;:']|'[^']*')+?)"
                               r"\s*,\s*(?P<q>(?:what|how|who|whose|which|do|does|is|are|can|could)\b)", re.IGNORECASE)
# a ranked person or people, their group set off by commas before the verb ('the 2 people with the most pets, among
# residents of X, have'): the group said without them, as the ranking's group
_RANKED_GROUP_SET_OFF = _lazy(
    r"(?P<rank>\bthe\s+(?:\d+\s+|(?:two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:(?:people|persons|individuals|"
    r"residents|person|individual|resident|one|ones)\s+(?:with|who\s+(?:have|has|own|owns|hold|holds))\s+the\s+"
    r"(?:most|fewest|least|highest|lowest|largest|biggest|greatest|smallest)\s+[\w\s-]+?|(?:richest|wealthiest|"
    r"poorest|oldest|youngest|eldest)\s+(?:people|persons|individuals|residents|person|individual|resident|one|ones))),\s+"
    r"(?P<g>(?:among|amongst|out of)\s+(?:[^,?.;:']|'[^']*')+?),\s+(?=(?:have|has|hold|holds|own|owns|keep|keeps)\b)",
    re.IGNORECASE)
# the people found referred to by their number as the subject of 'have' ('do those two have', 'do these three own'):
# they (not 'the two', which the layer reads as two people found: hand-d16)
_THOSE_N_HAVE = _lazy(r"\b(?P<do>do|did|will|would)\s+(?:those|these)\s+(?:two|2|three|3|four|4|five|5)"
                           r"(?=\s+(?:have|own|hold|possess|keep)\b)", re.IGNORECASE)
# a sum asked as what adding gives ('If you add up the bank balances of G, what total do you get?'): said as the request
# ... the same said after a sentence before it, of any possessor's records ('S. If you add up this person's vehicles and
# pets, what number do you get?', e41g)
# (the records may be a list with commas: 'this person's vehicles, credit cards, bank accounts and insurance policies',
# e42g: the records end at the comma before the question; words.ADDED_AFTER_VERBS, ADDED_AFTER_NOUNS)
_ADDED_WHO = rf"(?:{_alts(W.ADDED_AFTER_SUBJECTS)})"
# 'Add|Adding <whose> X to their Y' (X and Y kinds of records): one person's two kinds summed (words.ADDED_TO_VERBS)
_ADDED_TO = _lazy(rf"\b(?P<verb>{_alts(tuple(W.ADDED_TO_VERBS))})\s+(?P<whose>(?:{_alts(W.ADDED_AFTER_POSSESSORS)})"
                  rf"(?:\s+person's)?)\s+(?P<a>{_alts(_RECORD_PLURALS)})\s+to\s+(?:{_alts(W.ADDED_TO_SAME)})\s+"
                  rf"(?P<b>{_alts(_RECORD_PLURALS)})\b(?=\s*[,.:;?])", re.IGNORECASE)


def _added_to_said(m: re.Match[str]) -> str:
    verb = W.ADDED_TO_VERBS[m.group("verb").lower()]
    verb = verb[:1].upper() + verb[1:] if m.group("verb")[:1].isupper() else verb
    return f"{verb} {m.group('whose')} {m.group('a')} and {m.group('b')}"


_ADDED_WHOSE = rf"(?:{_alts(W.ADDED_AFTER_POSSESSORS)})\b"
_NOT_RECORDS = rf"(?!\s+(?:{_alts(W.ADDED_AFTER_NOT_COUNTED)})\b)"
_IF_ADDED_AFTER = _lazy(rf"(?<=[.;]\s)if\s+{_ADDED_WHO}\s+(?P<verb>{_alts(W.ADDED_AFTER_VERBS)})"
                             rf"\s+(?P<what>{_ADDED_WHOSE}[^?.;]+?),\s*(?P<q>what\s+"
                             rf"(?:{_alts(W.ADDED_AFTER_NOUNS)})\s+(?:do|would|will)\s+{_ADDED_WHO}\s+(?:get|reach)\s*\?)",
                             re.IGNORECASE)
# ... said with a participle first ('Adding up that person's X and Y, what total do you get?', e47c: words.ADDED_AFTER_
# PARTICIPLES), only before a possessor's records and a question after a comma
_ADDING_AFTER = _lazy(rf"(?<=[.;]\s)(?:{_alts(tuple(W.ADDED_AFTER_PARTICIPLES))})(?=\s+{_ADDED_WHOSE}"
                           rf"[^?.;]+?,\s*(?:what|how\s+many{_NOT_RECORDS})\b[^.;]*\?\s*$)",
                           re.IGNORECASE)  # ('Counting X, how many records does S have?': read as it was, e37s)
# ... and a count asked after the records said ('If you count up their X and Y, how many do they have altogether?'): the
# records counted, then the question (which says the sum, or is refused for want of it)
_COUNTING_AFTER = _lazy(rf"(?<=[.;]\s)if\s+{_ADDED_WHO}\s+(?:{_alts(W.ADDED_AFTER_VERBS)})"
                             rf"\s+(?P<what>{_ADDED_WHOSE}[^?.;]+?),\s*"
                             rf"(?P<q>how\s+many\b{_NOT_RECORDS}[^?.;]*\?)",
                             re.IGNORECASE)
_TOP_THEM_WHO = _lazy(rf"\b(?P<top>the\s+(?:{_alts(W.TOP_THEM_NUMBERS)})\s+(?:{_alts(W.TOP_THEM_PEOPLE)})\s+"
                           rf"(?:among|amongst|of)\s+(?:them|those))\s+(?:{_alts(W.TOP_THEM_HAVE)})\s+(?=the\s)",
                           re.IGNORECASE)
_GROUP_FIRST_ONLY = _lazy(rf"^(?P<g>\s*(?:(?!\b(?:{_alts(W.GROUP_FIRST_ONLY_NOT)})\b)[^:;,.?!()'\u2014])*?\b"
                               rf"(?:{_alts(W.GROUP_FIRST_ONLY_HEADS)}))\s+(?:only|alone)"
                               r"(?P<mark>[,.])\s+(?=\S)", re.IGNORECASE)  # (before a colon: _FRAME_GROUP_ONLY's)
_THEN_COUNT = _lazy(rf"(?<=[.;!?]\s)(?:{_alts(W.THEN_COUNT_OPENERS)})\s*,?\s+(?=(?:{_alts(W.THEN_COUNT_VERBS)})\s+"
                         r"(?:their|his|her|this|that|the)\b)", re.IGNORECASE)
_RECORDS_ADDED_AFTER = _lazy(rf"\bhow\s+many\s+(?:{_alts(W.RECORDS_ADDED_AFTER_NOUNS)})\s+(?P<do>does|did|do)\s+"
                                  r"(?P<s>(?:[^?.;']|'[^']*')+?)\s+have\s+(?P<total>in\s+total|altogether|in\s+all|"
                                  rf"combined)\s+if\s+(?:you|we|one)\s+(?:{_alts(W.RECORDS_ADDED_AFTER_VERBS)})\s+"
                                  r"(?:their|his|her)\s+(?P<what>[^?.;]+?)\s*\?", re.IGNORECASE)


def _records_added_after(text: str) -> str | None:
    """'How many records does S have in total if you add together their X, Y and Z?' -> 'How many X, Y and Z does S have
    in total?' (e47c: 'their' the person asked about, the only one the clause can mean); None when not so."""
    m = _RECORDS_ADDED_AFTER.search(text)
    if m is None:
        return None
    lead = "How" if m.group(0)[:1].isupper() else "how"
    return (f"{text[:m.start()]}{lead} many {m.group('what')} {m.group('do')} {m.group('s')} have {m.group('total')}?"
            f"{text[m.end():]}")


_IF_ADDED = _lazy(r"^\s*if\s+(?:you|we|one)\s+(?P<verb>add up|sum up|sum|total up|total|combine)\s+(?P<what>the\s+"
                       r"(?:[^,?.;:']|'[^']*')+?),\s*what\s+(?:total|sum|figure|amount|number|result)\s+do(?:es)?\s+"
                       r"(?:you|we|one)\s+(?:get|end up with|arrive at|come to)\s*\?\s*$", re.IGNORECASE)
# the people just found said to be put together, and nothing else ('..., and pool all those people together', ', and put
# them into one group'): read away, the group is theirs
@lru_cache(maxsize=1)
def _group_asked() -> re.Pattern[str]:
    """A group set up and asked about in one request (`W.GROUP_ASKED_*`): the group and the question word."""
    return re.compile(
        rf"^\s*(?:(?:hey|hi|ok|okay|so)\s*,?\s+)?(?:(?:{_phrase_alts(W.GROUP_ASKED_LEADS)})\s+)?"
        rf"(?:{_phrase_alts(W.GROUP_ASKED_VERBS)})\s+(?P<g>[^.;:?!()]+?)\s+and\s+(?:{_phrase_alts(W.GROUP_ASKED_TELL)})\s+"
        r"(?P<w>who|which\s+one|which\s+person)\s+(?:among|amongst|of|out\s+of|in)\s+(?:them|those|these|that\s+group|"
        r"this\s+group|the\s+lot)\s+(?=\w)", re.IGNORECASE)


def _phrase_alts(phrases: tuple[str, ...]) -> str:
    return _alts(phrases)


@lru_cache(maxsize=1)
def _group_then_two_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    take = _phrase_alts(W.GROUP_TWO_TAKE)
    back = _phrase_alts(W.GROUP_TWO_BACK)
    stepped = re.compile(
        rf"^\s*(?:(?:first|so|ok|okay|now),?\s+)?(?:{_phrase_alts(W.GROUP_TWO_LEADS)})\s+(?P<g>[^.;:?!()]+?)\.\s+"
        rf"(?:from|among|amongst|of|out\s+of|within)\s+(?:{back})\s*,?\s+(?P<v>{take})\s+(?P<a>the\s+(?:one|member|person)"
        rf"\s+[^.;:?!()]+?),?\s+and\s+(?:also\s+|then\s+)?(?:(?:{take})\s+)?(?P<b>the\s+(?:one|member|person)\s+"
        r"[^.;:?!()]+?)(?P<end>[.;])", re.IGNORECASE)
    heads = _phrase_alts(W.GROUP_TWO_HEADS)
    # ('Both people come from G: one is the holder with R1 (T1), the other is the holder with R2 (T2).', e50k: a colon
    # after the group, a tie rule's brackets in each)
    both = re.compile(
        rf"^\s*(?:{_phrase_alts(W.GROUP_TWO_BOTH)})(?:\s+in\s+this\s+question)?\s+(?:{_phrase_alts(W.GROUP_TWO_COME)})\s+"
        rf"(?P<g>[^.;:?!()]+?)\s*[.:]\s+one\s+(?:of\s+them\s+)?is\s+(?P<a>the\s+(?:{heads})\s+[^.;:?!()]+?(?:\s*\([^()]*\))?)"
        r"\s*[;,]\s+(?:and\s+)?the\s+other\s+(?:one\s+)?is\s+"
        rf"(?P<b>the\s+(?:{heads})\s+[^.;:?!()]+?(?:\s*\([^()]*\))?)(?P<end>[.;])",
        re.IGNORECASE)
    # ('JCB 16 digit card holders: take the one with R1 (T) and the one with R2.': the group as a topic before a colon)
    topic = re.compile(
        rf"^\s*(?:(?:among|amongst|from|of|within)\s+)?(?P<g>[^.;:?!()'\u2014]+?)\s*:\s*(?P<v>{take})\s+"
        r"(?P<a>the\s+(?:one|member|person)\s+[^.;:?!]+?),?\s+and\s+(?:also\s+|then\s+)?"
        rf"(?:(?:{take})\s+)?(?P<b>the\s+(?:one|member|person)\s+[^.;:?!]+?)(?P<end>[.;])", re.IGNORECASE)
    return stepped, both, topic


_MEMBER_OF_GROUP = _lazy(r"^the\s+(?:member|one|person|individual|holder)"
                         r"(?:\s+(?:of|from|in)\s+(?:that|this|the)\s+(?:group|set))?"
                              r"\s+(?=with|who|having|holding|owning|earning|whose)", re.IGNORECASE)
_GROUP_OF_LEAD = _lazy(r"^(?:all\s+)?the\s+(?:group|set|pool)\s+of\s+(?=people|persons|individuals|those|everyone)",
                            re.IGNORECASE)


def _group_then_two(text: str) -> str | None:
    """Two people taken from one group set up in the sentence before (`W.GROUP_TWO_*`): 'Among G, take A and B.' and
    the rest; None when the text is not so said (each person said as 'the one/member/person with|who ...')."""
    for pattern in _group_then_two_patterns():
        m = pattern.match(text)
        if m is None or "(" in m.group("g") or W.PLURAL_HEADS.isdisjoint(m.group("g").lower().split()) and \
                pattern is _group_then_two_patterns()[2]:
            continue  # (a topic said as people: 'JCB 16 digit card holders: ...', never 'the rule:' or 'hey:')
        a, b = (_MEMBER_OF_GROUP.sub("the one ", m.group(k).strip()) for k in ("a", "b"))
        g = _GROUP_OF_LEAD.sub("", m.group("g").strip())
        return f"Among {g}, take {a} and {b}{m.group('end')}{text[m.end():]}"
    return None


@lru_cache(maxsize=1)
def _measure_then_who() -> re.Pattern[str]:
    """A chat's question said as the comparison first, then the question word, then the two ('fewer bank accounts —
    who? A, or B', 'older: which one? A or B'): the comparison and the word (`W.MEASURE_FIRST_*`)."""
    more = "|".join(W.MEASURE_FIRST_MORE)
    adjectives = "|".join(W.MEASURE_FIRST_ADJECTIVES)
    asked = "|".join(w.replace(" ", r"\s+") for w in W.MEASURE_FIRST_ASKED)
    return re.compile(rf"^\s*(?:(?P<more>(?:{more})\s+[a-z][a-z\s-]*?)|(?P<adj>{adjectives}))\s*(?:\u2014|\u2013|-|:)\s*"
                      rf"(?P<w>{asked})\s*\?\s+(?=\S)", re.IGNORECASE)


def _measure_then_who_said(m: re.Match[str]) -> str:
    w = m.group("w").lower()
    w = "which of them" if w.startswith("which") else w
    return f"{w} has {m.group('more')}: " if m.group("more") else f"{w} is {m.group('adj')}: "


def _each_state_taken(m: re.Match[str]) -> str:
    """'take the people with R in their state' for 'For each state, take the resident(s) with R': each state's first,
    everyone tied for it kept, as said by the plural; the singular only where a state's first cannot tie (a balance, not
    a count), refused otherwise as `grammar._one_leader` refuses it (r62 F1: 'For each state, take the resident with
    the most pets. Who of them is the richest?')."""
    taken = f"{m.group('v')} the people {m.group('r')} in their state"
    if m.group("h").lower() not in W.EACH_STATE_TAKE_PLURAL_HEADS:
        _one_a_state(m.group(0).strip(), f"the people {m.group('r')} in their state")
    return taken


def _one_a_state(said: str, group: str) -> None:
    """Refuse one person a state ('the resident with R') where the group of state leaders said as `group` ranks by a
    measure that ties within a state (`grammar.ties_in_a_state`); nothing when it does not, or does not read."""
    for step in _oldest_among_steps(group) or ():
        if isinstance(step, StateLeader) and ties_in_a_state(step.key):
            raise ParseError(one_leader_refusal(said, step.key))


@lru_cache(maxsize=1)
def _each_state_take() -> re.Pattern[str]:
    """A set-up sentence saying each state first, then one person with a ranking ('For each state, take the resident
    with the largest total bank balance.' / '..., and put those people together'): its verb, and the person's words to
    the end of the clause (then read as 'take the resident with R in each state', each state's first), only as the
    text's first words."""
    verbs = "|".join(re.escape(v) for v in sorted(W.SETUP_STEP_VERBS, key=len, reverse=True))
    heads = "|".join(sorted(W.EACH_STATE_TAKE_HEADS | W.EACH_STATE_TAKE_PLURAL_HEADS, key=len, reverse=True))
    # (only opening the text: after two places set up, 'In each state, pick R' is each of those, c39w-held-45-h1-v)
    return re.compile(rf"^\s*(?:for|in|within)\s+(?:each|every)\s+(?:single\s+)?state\s*,?\s+(?P<v>{verbs})\s+"
                      rf"the\s+(?P<h>{heads})\s+(?P<r>(?:with|having|holding|owning|earning)\s+[^,.;:?!()'\u2014]+?)"
                      r"(?=\s*(?:,\s*and\b|[.;]))", re.IGNORECASE)


# (e48c: 'put all of them together into one group')
_POOLED = _lazy(r",?\s+and\s+(?:then\s+)?(?:pool|gather|put|group|combine|collect|lump|bring)\s+(?:all\s+)?(?:of\s+)?"
                     r"(?:those|these|them)(?:\s+(?:people|persons|individuals|residents|all|both))?\s+(?:together|"
                     r"(?:together\s+)?into\s+(?:a|one)\s+(?:single\s+|big\s+)?(?:group|pool|set|list))(?=\s*[.;])",
                     re.IGNORECASE)
# a group referred back to with a word saying it is all of it ('this combined group', 'the whole group', 'that entire
# bunch'): the group
_GROUP_WHOLE = _lazy(r"\b(?P<det>this|that|the)\s+(?:combined|whole|entire|resulting|full|merged|pooled)\s+"
                          r"(?P<noun>group|set|pool|list|bunch|crowd|lot|collection|batch)\b", re.IGNORECASE)
_PICK_FROM_THEM = _lazy(rf"(?:(?<=\band\s)|(?<=^)|(?<=[.;!?]\s))(?P<verb>{_alts(W.SETUP_STEP_VERBS)})\s+"
                             r"(?P<from>(?:from|among|amongst|out of)\s+"
                             rf"(?:{_alts(W.PICK_FROM_THEM)}))\s+(?=(?:the|whoever|a|one)\b)", re.IGNORECASE)


# A comparison's frame said first (e41t): the group both people are found in ('JCB 16 digit cardholders only: which is
# older, A or B?', 'looking only at G, compare A with B. Who was born earlier?') read as 'Among G, ...'; the two
# compared said with 'compare' and a question after them ('Among G, compare A with B. Which one is older?') read as
# 'Among G, which one is older: A, or B?'; the measure said first ('comparing total bank balance, who's lower: A or B?',
# 'who wins on pets: A or B?') read as 'Who has the lower total bank balance: A or B?', 'Who has more pets: A or B?'.
_FRAME_GROUP_MARK = r"\s*(?P<mark>[,:\u2014]|\s-)\s*(?P<rest>\S.*)$"
_FRAME_GROUP_LED = _lazy(rf"^\s*(?P<lead>(?:{_alts(tuple(W.FRAME_GROUP_LEADS))})\s+)(?P<g>[^:;,.?!()\u2014]+?)"
                              + _FRAME_GROUP_MARK, re.IGNORECASE | re.DOTALL)
_FRAME_GROUP_ONLY = _lazy(rf"^\s*(?P<g>[^:;,.?!()\u2014]+?)\s+(?:{'|'.join(W.FRAME_GROUP_ONLY)})" + _FRAME_GROUP_MARK,
                               re.IGNORECASE | re.DOTALL)
_FRAME_COMPARE = _lazy(rf"^(?P<lead>Among [^,]+, )(?:let's |please |just )?(?:{'|'.join(W.FRAME_COMPARE_VERBS)})"
                            r"\s+(?P<pair>[^.?!;:]+?(?:\([^()]*\)[^.?!;:]*?)*)\s*[.;:]\s+"
                            r"(?P<q>(?:which|who|whose)\b[^.?!:;]*?)\s*\?(?P<after>.*)$", re.IGNORECASE | re.DOTALL)
_FRAME_MEASURE = _lazy(rf"^\s*(?P<pre>Among [^,]+,\s*)?(?:{_alts(tuple(W.FRAME_MEASURE_LEADS))})\s+"
                            r"(?P<m>[a-z][a-z -]*?)\s*,\s*"
                            rf"(?:{_alts(tuple(W.FRAME_MEASURE_ASKS))})\s+(?P<adj>[a-z]+(?: on top)?)\s*"
                            r"(?P<rest>(?:[:,\u2014]|\s-\s).*)$",
                            re.IGNORECASE | re.DOTALL)
_FRAME_WINS = _lazy(r"^\s*(?P<pre>Among [^,]+,\s*)?(?:who|which one|which of the two|which of them)\s+"
                         rf"(?:{_alts(tuple(W.FRAME_WINS))})\s+"
                         r"(?P<m>[a-z][a-z -]*?)\s*(?P<rest>(?:[:,\u2014]|\s-\s).*)$", re.IGNORECASE | re.DOTALL)

_FRAME_BARE = _lazy(rf"^\s*(?P<pre>Among [^,]+,\s*)?(?:(?P<adj>{_alts(tuple(W.FRAME_MORE | W.FRAME_LESS))})\s+)?"
                         r"(?P<m>[a-z][a-z -]*?)\s*,\s*"
                         rf"(?:(?P<bare>{_alts(tuple(W.FRAME_BARE_ASKS))})|(?:{_alts(tuple(W.FRAME_BARE_DIRECTED))})\s+"
                         r"(?P<adj2>more|fewer|less|higher|lower|bigger|smaller))\s*(?P<rest>:.*)$", re.IGNORECASE | re.DOTALL)


def _frame_group(m: re.Match[str]) -> str | None:
    g = m.group("g").strip()
    if W.FRAME_GROUP_NOUNS.isdisjoint(g.lower().split()[:4]) or len(g.split()) > 12 or \
            not W.FRAME_GROUP_NOT.isdisjoint(g.lower().split()) or any(c.isdigit() for c in g.split()[0]):
        return None  # ('Of the two residents, who ...': the two compared, not a group they are found in)
        return None
    rest = m.group("rest")
    if not (" or " in rest or re.match(rf"(?:let's |please |just )?(?:{'|'.join(W.FRAME_COMPARE_VERBS)})\b", rest,
                                       re.IGNORECASE)):
        return None  # (a comparison of two follows, or none is read)
    return f"Among {g}, {rest}"


def _pair_split(pair: str) -> tuple[str, str] | None:
    """'A with B' -> (A, B): the one joiner where the second person starts (W.FRAME_COMPARE_JOINERS), outside brackets
    and quotes; None when there is none or more than one."""
    words = pair.split(" ")
    depth, cuts = 0, []
    for k, word in enumerate(words):
        depth += word.count("(") - word.count(")")
        if depth or k == 0 or k + 2 >= len(words) or word.lower() not in W.FRAME_COMPARE_JOINERS:
            continue
        nxt, then, before = words[k + 1].lower(), words[k + 2].lower().strip(",'"), words[k - 1].lower().strip(",")
        if nxt not in W.FRAME_PERSON_OPENS:
            continue
        if word.lower() == "with" and before in W.FRAME_PERSON_NOUNS and then not in W.FRAME_PERSON_NOUNS and \
                k >= 2 and words[k - 2].lower() in W.FRAME_PERSON_OPENS:
            continue  # ('the one with the most pets': that one's ranking)
        cuts.append(k)
    if len(cuts) != 1:
        return None
    k = cuts[0]
    return " ".join(words[:k]).rstrip(","), " ".join(words[k + 1:])


def _frame_measure(m: re.Match[str], adj: str) -> str | None:
    said = m.group("m").strip()
    words = said.lower().split()
    if not words or not W.FRAME_AGE_WORDS.isdisjoint(words) or len(words) > 5:
        return None
    more = adj in W.FRAME_MORE
    if not more and adj not in W.FRAME_LESS:
        return None
    rest = m.group("rest").lstrip().lstrip(",\u2014-").lstrip()
    rest = rest if rest.startswith(":") else f": {rest}"
    pre = m.group("pre") or ""
    if words[-1] in W.FRAME_MONEY_WORDS:
        return f"{pre}{'w' if pre else 'W'}ho has the {'higher' if more else 'lower'} {said}{rest}"
    if adj.lower() in W.PAIR_SIZES and W.PAIR_COUNT_NAMED.isdisjoint(words) and \
            (found := _longest_measure(_words(said), 0, len(words), W.APART_HEADER_MEASURES)) is not None and \
            found[0] in W.PAIR_SIZED_RECORDS:
        return None  # (a size said of records carrying an amount, their count not named: 'Comparing bank accounts, who
        # is higher: ...' is the higher balance or more accounts, r90 F1; 'Comparing pet counts, who is higher' names it)
    return f"{pre}{'w' if pre else 'W'}ho has {'more' if more else 'fewer'} {said}{rest}"


_FRAME_GROUP_LAST = _lazy(rf"^(?P<q>[^?]+\?)\s*\(?\s*(?:(?:only|just)\s+(?:among\s+)?(?P<g1>[^.?!()]+?)|"
                               rf"(?P<g2>[^.?!()]+?)\s+(?:{'|'.join(W.FRAME_GROUP_ONLY)}))\s*\)?\s*[.!]?\s*$",
                               re.IGNORECASE | re.DOTALL)


def _comparison_frame(text: str) -> str | None:
    """The text with a comparison's frame said first read as said inside it (see above); None when it has none."""
    last = _FRAME_GROUP_LAST.match(text)  # ('Which is older, A or B? JCB 16 digit cardholders only.')
    if last is not None and " or " in last.group("q") and not last.group("q").lower().startswith(("among", "amongst")):
        g = (last.group("g1") or last.group("g2")).strip()
        q = last.group("q").strip()
        if not W.FRAME_GROUP_NOUNS.isdisjoint(g.lower().split()[:4]) and W.FRAME_GROUP_NOT.isdisjoint(g.lower().split()):
            return f"Among {g}, {q[0].lower()}{q[1:]}"
    for pattern in (_FRAME_GROUP_ONLY, _FRAME_GROUP_LED):
        m = pattern.match(text)
        if m is not None and not text.lstrip().lower().startswith(("among ", "amongst ")) and \
                (framed := _frame_group(m)) is not None:
            return framed
    m = _FRAME_COMPARE.match(text)
    if m is not None and (pair := _pair_split(m.group("pair"))) is not None and " or " not in m.group("q"):
        q = m.group("q")
        a, b = pair
        if b.endswith(")") and not a.endswith(")") and W.FRAME_ORDER_WORDS.isdisjoint(re.findall(r"[a-z]+", text.lower())):
            a, b = b, a  # (the second's own rule in brackets, said before the question: kept inside the list, the two
            # compared in either order alike, where nothing says 'the first' or 'the second')
        return f"{m.group('lead')}{q[0].lower()}{q[1:]}: {a}, or {b}?{m.group('after')}"
    m = _FRAME_MEASURE.match(text)
    if m is not None:
        return _frame_measure(m, m.group("adj").lower())
    m = _FRAME_WINS.match(text)
    if m is not None:
        return _frame_measure(m, "more")
    m = _FRAME_BARE.match(text)  # (the measure bare, its direction said once: before it or after the question's verb)
    if m is not None and (m.group("adj") is None) == (m.group("bare") is None):
        return _frame_measure(m, (m.group("adj") or m.group("adj2")).lower())
    return None


_TIE_SCOPE_PARTS = _lazy(
    rf"(?P<lead>^|(?<=[.?!]\s))(?P<s1>(?:{_alts(W.TIE_SCOPE_PART_LEADS)})\s+[^,;.?!]{{1,60}}?)\s*,\s*(?P<r1>[^;.?!]+?)\s*;\s*"
    rf"(?:and\s+)?(?P<s2>(?:{_alts(W.TIE_SCOPE_PART_LEADS)})\s+[^,;.?!]{{1,60}}?)\s*,\s*(?P<r2>[^;.?!]+?)\s*(?P<end>[.;]|$)",
    re.IGNORECASE)
_TIE_SCOPE_BREAKER = _lazy(rf"\b(?:{_alts(W.TIE_SCOPE_BREAKER_LEADS)})\s+(?P<key>[^,;]+?)\s*$", re.IGNORECASE)
_POSSESSIVE_END = _lazy(r"['\u2019]s$")
_WHOSE_THAT_OF = _lazy(r"^(?P<q>\s*whose\b[^:?]*?[:,\u2014]\s*[^?]+?),?\s+or\s+that\s+of\s+", re.IGNORECASE)
_RANKING_AGAIN = _lazy(rf"\((?:{_alts(W.RANKING_AGAIN_LEADS)})\s+(?P<m>[a-z][a-z -]{{1,30}}?)\s*,\s*(?P<rule>[^()]+)\)",
                            re.IGNORECASE)
_EITHER_MEASURE = _lazy(r"\b(?P<lead>in|within|for)\s+(?P<q>either|each|both)\s+(?P<m>[a-z][a-z -]{1,30}?)\s+"
                             r"(?P<end>count|counts|ranking|rankings|tally|tallies)\b", re.IGNORECASE)


def _two_described(text: str) -> tuple[str, str] | None:
    """The words of the two people compared in the question's first sentence ('Who ...: A, or B?', 'Between A and B,
    who ...?'), lower-cased; None when it is not so said."""
    q = text.split("?", 1)[0]
    m = re.search(r":\s*(?P<a>.+?),?\s+or\s+(?P<b>.+)$", q) or re.match(r"^\s*between\s+(?P<a>.+?)\s+and\s+"
                                                                     r"(?P<b>the\b.+?),\s*(?:who|which)\b", q, re.I)
    return None if m is None else (m.group("a").lower(), m.group("b").lower())


def _scope_person(scope: str, two: tuple[str, str]) -> int | None:
    """Which of the two (0, 1) a tie rule's scope names ('for the first', 'in the Home group', 'among the state's
    residents'); 2 for 'the other'; None when it names neither or both."""
    words = re.findall(r"[a-z0-9]+|'s", scope.lower())[1:]
    if _TIE_WORD.search(scope) or not W.TIE_SCOPE_NOT.isdisjoint(words):
        return None  # ('For the first tie, ...; for the second, ...': a chain of rules, not the two people)
    if not W.TIE_SCOPE_FIRST.isdisjoint(words):
        return 0
    if not W.TIE_SCOPE_SECOND.isdisjoint(words):
        return 1
    said = [w for w in words if w not in W.TIE_SCOPE_FILLER and w not in W.TIE_SCOPE_OTHER]
    if not said and not W.TIE_SCOPE_OTHER.isdisjoint(words):
        return 2
    if not said or not W.TIE_SCOPE_OTHER.isdisjoint(words):
        return None
    hits = [{w for w in said if re.search(rf"\b{re.escape(w)}", person)} for person in two]
    if bool(hits[0]) == bool(hits[1]):
        return None  # (words of both, or of neither)
    return 0 if hits[0] else 1


def _tie_scopes_said(text: str) -> str | None:
    """'In the Home group, break a tie by X; in the state group, break it by picking Y.' after a comparison of two ->
    'Ties go to X for the first and to Y for the second.' (each scope naming one of the two: by 'first'
    / 'second' / 'other', or by words said of one person only); None when the text has no such sentence."""
    two = _two_described(text)
    m = _TIE_SCOPE_PARTS.search(text, text.find("?") + 1) if two is not None and "?" in text else None
    if m is None or two is None:
        return None
    rules = []
    if not _TIE_WORD.search(f"{m.group('r1')} {m.group('r2')}"):
        return None  # (a rule for a tie, said in one part at least: 'In the Ohio group, break a tie by X; in the
        # other, pick Y')
    for scope, rule in ((m.group("s1"), m.group("r1")), (m.group("s2"), m.group("r2"))):
        breaker = _TIE_SCOPE_BREAKER.search(rule)
        if breaker is None and not (rule.lower().startswith("the ") and len(rule.split()) <= 4):
            return None  # (the breaker alone after the first rule: '...; for the second, the oldest')
        rules.append((_scope_person(scope, two), breaker.group("key") if breaker is not None else rule))
    (first, k1), (second, k2) = rules
    if first == 2 and second in (0, 1):
        first = 1 - second
    if second == 2 and first in (0, 1):
        second = 1 - first
    if {first, second} != {0, 1}:
        return None
    keys = (k1, k2) if first == 0 else (k2, k1)
    said = f"Ties go to {keys[0]} for the first and to {keys[1]} for the second{m.group('end') or '.'}"
    return f"{text[:m.start('s1')]}{said}{text[m.end():]}"


def _tie_said_plainly(text: str) -> str | None:
    """Tie rules said in words the grammar reads elsewhere (e41t): per-person scopes (`_tie_scopes_said`); 'Whose X is
    greater: A's, or that of B?' -> '..., or B?'; a ranking said again before a person's tie rule in their bracket ('(by
    vehicle count, ties to the eldest)' right after 'the biggest vehicle owner' -> '(ties to the eldest)'); a tie in
    either ranking named by its measure ('Ties in either bank-account count go to X' -> 'Ties in either ranking ...',
    the measure one both people are ranked by). None when nothing changes."""
    out = _tie_scopes_said(text) or text
    out = _WHOSE_THAT_OF.sub(lambda m: _POSSESSIVE_END.sub("", m.group("q")) + ", or ", out, count=1)

    def again(m: re.Match[str]) -> str:
        said = [w for w in re.findall(r"[a-z]+", m.group("m").lower()) if w not in W.RANKING_AGAIN_ENDS]
        before = out[max(0, m.start() - 80):m.start()].lower()
        if not said or not all(re.search(rf"\b{w}", before) for w in said) or not _TIE_WORD.search(m.group("rule")):
            return m.group()
        return f"({m.group('rule').strip()})"
    out = _RANKING_AGAIN.sub(again, out)

    two = _two_described(out)

    def either(m: re.Match[str]) -> str:
        said = [w for w in re.findall(r"[a-z]+", m.group("m").lower())]
        if two is None or not said or not all(re.search(rf"\b{w}", person) for w in said for person in two):
            return m.group()  # (the measure both people are ranked by, said in each one's words)
        return f"{m.group('lead')} {m.group('q')} ranking{'s' if m.group('q').lower() == 'both' else ''}"
    out = _EITHER_MEASURE.sub(either, out)
    return out if out != text else None


_TIE_OUTCOME = _lazy(rf"\b(?P<verb>{_alts(tuple(W.TIE_OUTCOME_VERBS))})\s+"
                          rf"(?:to\s+be\s+|(?P<have>(?:{_alts(W.TIE_OUTCOME_HAVE)})\s+))?"
                          rf"(?=(?:{_alts(W.TIE_OUTCOME_EQUAL)})\b)", re.IGNORECASE)
_EQUAL_BETWEEN = _lazy(rf"\b(?:{_alts(W.EQUAL_BETWEEN_LEADS)})\s+(?P<m>[a-z]+(?:\s+[a-z]+)?)\s+"
                            r"between\s+(?P<two>the\s+two|them|the\s+pair)\b", re.IGNORECASE)


def _tie_outcome_said(text: str) -> str:
    """'If their balances turn out identical' -> 'If their balances are identical'; 'An equal balance between the two
    is resolved ...' -> 'A tie between the two is resolved ...' where the question (its first sentence) says that
    measure (see words.TIE_OUTCOME_VERBS); the text as typed when it says neither."""
    def outcome(m: re.Match[str]) -> str:
        be = W.TIE_OUTCOME_VERBS[" ".join(m.group("verb").lower().split())]
        return f"{('have' if be == 'are' else 'has') if m.group('have') else be} "  # ('turn out to have the same
        # number' -> 'have the same number', e42a)
    out = _TIE_OUTCOME.sub(outcome, text)
    asked = out.split("?", 1)[0].lower() if "?" in out else ""

    def between(m: re.Match[str]) -> str:
        said = [w for w in m.group("m").lower().split() if w not in W.RANKING_AGAIN_ENDS]
        if not said or not asked or m.start() < len(asked) or \
                not all(re.search(rf"\b{re.escape(w.rstrip('s'))}", asked) for w in said):
            return m.group()
        return f"{'A' if m.group()[:1].isupper() else 'a'} tie between {m.group('two')}"
    return _EQUAL_BETWEEN.sub(between, out)


# -- anchor_setup's place check (r88) ------------------------------------------------------------------------------------


def _place_after(w: _Words, n: int, j: int) -> bool:
    """Is a place's noun said at word n (before j), after words saying only which one ('some', 'a certain')?"""
    while n < j and w.keys[n] in W.SETUP_VALUE_INDEFINITE | {"the"}:
        n += 1
    found = _attribute_of(w, n, j) if n < j else None
    return found is not None and found[0] in W.PLACES


def _grammar_thing(w: _Words, k: int, q: int) -> tuple[str, bool] | None:
    """The words k .. q (q the quoted value) as one anchored thing or person, read by the grammar's own anchor readers
    (`grammar.owned`: 'a rabbit named 'T'', 'the car with plate 'P''; `grammar.anchor`: 'the person whose username is
    'u'', 'the owner of the dog named 'R'', 'whoever owns ...'), every word consumed: the phrase the older reader
    (`anchor_setup`) reads for it, and whether it is a person (else a thing with an owner); None when not so."""
    from cbwh.ask.grammar import anchor, owned
    from cbwh.spec.model import AnchorKind

    if k > q:
        return None
    end = w.starts[q + 1] if q + 1 < len(w.keys) else len(w.text)
    said = w.text[w.starts[k]:end].rstrip()
    if w.keys[k] in ("a", "an"):  # (a thing introduced: 'There's a user called 'u'' is that one)
        said = "the" + said[len(w.raw[k]):]
    try:
        p = Parser(said)
    except (UsageError, ParseError):
        return None
    last = len(p.tokens) - 1
    found: set[tuple[object, bool]] = set()
    for a, j in owned(p, 0):
        if j == last:
            found.add((a, False))
    for a, j in anchor(p, 0):
        if j == last:
            found.add((a, True))
    if len(found) != 1:
        return None
    ((a, person),) = found
    value = getattr(a, "value", None)
    if not isinstance(value, str) or "'" in value:
        return None
    match getattr(a, "kind", None):
        case AnchorKind.PET:
            species = getattr(a, "species", None)
            thing = f"the {species.lower() if species else 'pet'} named '{value}'"
        case AnchorKind.PLATE:
            thing = f"the vehicle with license plate '{value}'"
        case AnchorKind.USERNAME:
            return f"the person with internet username '{value}'", True
        case _:
            return None
    return (f"the owner of {thing}" if person else thing), person


def _grammar_said(w: _Words, k: int, j: int, finite: bool) -> str | None:
    """Words k .. j - 1 as what the set-up says of its owner, every word consumed: a verb of living with 'some state',
    or of holding with some value of a kind known here (words.SETUP_GRAMMAR_*), finite ('lives in some state') or a
    participle ('living in some state'); the canonical clause (`words.SETUP_GRAMMAR_VALUES`), else None."""
    lives = _at(w.keys, k, j, W.SETUP_GRAMMAR_LIVES if finite else W.SETUP_GRAMMAR_LIVING)
    if lives is not None and _at(w.keys, lives, j, W.SETUP_GRAMMAR_STATE) == j:
        return W.SETUP_GRAMMAR_LIVES_AS
    holds = _at(w.keys, k, j, W.SETUP_GRAMMAR_HOLDS if finite else W.SETUP_GRAMMAR_HOLDING)
    if holds is None:
        return None
    read = [said for said, values in W.SETUP_GRAMMAR_VALUES.items() if _at(w.keys, holds, j, values) == j]
    return read[0] if len(read) == 1 else None


def _grammar_clause(w: _Words, k: int, j: int, person: bool, framed: bool) -> str | None:
    """The words k .. j - 1 after the thing of a set-up sentence, every word consumed: '' when none, the canonical
    clause said of its owner ('..., and its owner lives in some state', 'whose owner has a certain blood type', '...
    has an owner who ...', ', living in some state' after a person), else None (refused)."""
    if k == j:
        return ""
    keys = w.keys

    def after_who(n: int) -> str | None:  # ('who lives ...', or a participle: 'living in ...', 'based in ...')
        if (m := _at(keys, n, j, W.SETUP_GRAMMAR_WHO)) is not None:
            return _grammar_said(w, m, j, True)
        return _grammar_said(w, n + (keys[n:n + 1] == [","]), j, False)

    if person:
        if (m := _at(keys, k, j, W.SETUP_GRAMMAR_JOIN)) is not None and \
                (n := _at(keys, m, j, W.SETUP_GRAMMAR_PERSON)) is not None:
            return _grammar_said(w, n, j, True)
        if not framed and (said := _grammar_said(w, k, j, True)) is not None:
            return said  # ('The person with internet username 'u' has some card provider.')
        return after_who(k)
    if (m := _at(keys, k, j, W.SETUP_GRAMMAR_JOIN)) is not None and \
            (n := _at(keys, m, j, W.GIVEN_OWNER)) is not None:
        return _grammar_said(w, n, j, True) or after_who(n)  # ('..., and its owner lives in ...', 'and its owner,
        # who lives in ...')
    if (m := _at(keys, k, j, W.SETUP_GRAMMAR_WHOSE)) is not None:
        return _grammar_said(w, m, j, True)
    if (m := _at(keys, k, j, W.SETUP_GRAMMAR_OWNED_BY)) is not None:
        return after_who(m)
    if not framed and (m := _at(keys, k, j, W.SETUP_GRAMMAR_HAS_OWNER)) is not None:
        if m == j:
            return ""
        if (n := _at(keys, m, j, W.SETUP_GRAMMAR_OWNER_AGAIN)) is not None:
            return _grammar_said(w, n, j, True)
        return after_who(m)
    return None


def setup_grammar(text: str) -> str | None:
    """The text with its set-up sentence (or two) read by a closed grammar (e64x: words.SETUP_GRAMMAR_*) and said in
    the canonical words the older reader reads (`anchor_setup`): "There is a rabbit named 'T', and its owner carries a
    credit card from some provider." -> "The rabbit named 'T' has an owner who has some credit card provider."; "There
    is a pet called 'L'. Its owner is based in some state." -> "The pet named 'L' has an owner who lives in some
    state."; None when the text opens with no sentence every word of which a rule consumes."""
    if text.count("'") < 2 or (split := _two_sentences(text)) is None:
        return None
    w, sentences = split
    i, j, mark = sentences[0]
    if mark not in W.SETUP_ENDS:
        return None
    strings = [n for n in range(i, j) if w.kinds[n] == STRING]
    if len(strings) != 1:
        return None
    q = strings[0]
    k = _at(w.keys, i, j, W.SETUP_GRAMMAR_FRAMES)
    framed = k is not None
    thing = _grammar_thing(w, k if k is not None else i, q)
    if thing is None:
        return None
    phrase, person = thing
    said = _grammar_clause(w, q + 1, j, person, framed)
    if said is None:
        return None
    rest = sentences[1][0]
    if not said and len(sentences) > 2:  # (a second sentence saying it of the owner: 'Its owner is based in some state.')
        i2, j2, mark2 = sentences[1]
        subject = _at(w.keys, i2, j2, W.SETUP_GRAMMAR_PERSON if person else W.GIVEN_OWNER)
        if mark2 in W.SETUP_ENDS and subject is not None and (again := _grammar_said(w, subject, j2, True)):
            said, rest = again, sentences[2][0]
        elif subject is not None or w.keys[i2] in W.POSSESSIVE_PRONOUNS:
            return None  # (the owner said again, then something not read: "Its owner's cousin lives in some state.")
    if not said:
        return None  # (no value set up: the older readers' 'Take the owner of pet 'Roy'. ...', with their own guards)
    if person:
        setup = f"{phrase[:1].upper()}{phrase[1:]} {said.replace('has ', 'has ', 1)}."
    else:
        setup = f"{phrase[:1].upper()}{phrase[1:]} has an owner who {said}."
    if rest >= len(w.keys):
        return None
    return f"{setup} {w.text[w.starts[rest]:]}"


def _setup_leaks(w: _Words, i: int, j: int, q: int) -> bool:
    """Do words i .. j - 1 of a set-up sentence the older reader reads by its words (`anchor_setup`) say what its
    rewrite would drop (r89, e64x)? A person noun other than the one set up ('lives with a person who has ...', 'is a
    customer of an individual ...': words.SETUP_OTHER_PERSON_NOUNS, read only as the sentence's subject, after 'owned
    by a' / 'belongs to a', or said again as 'that person'); 'owned' not passive ('the person who owned the cat ...':
    a former owner); a value said with no word of an owner at all ('The dog named 'April' has some kind of insurance':
    the pet's own, words.SETUP_HOLDER_WORDS)."""
    keys = w.keys
    for n in range(i, j):
        if n == q:
            continue
        key = keys[n]
        if key in W.SETUP_OTHER_PERSON_NOUNS and not (
                n == i + 1 or tuple(keys[max(i, n - 3):n]) in W.SETUP_PERSON_AFTER or
                n > i and keys[n - 1] in ("that", "this")):
            return True
        if key == "owned" and keys[n + 1:n + 2] != ["by"]:
            return True
    named = any(not said.isdisjoint(keys[i:j]) for said in W.SETUP_NAMED.values())
    return named and W.SETUP_HOLDER_WORDS.isdisjoint(keys[i:j])
