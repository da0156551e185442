"""Tokenizer for Context-Bench-style questions.

Tokens are words, numbers, quoted strings and single punctuation marks, each with its
character position. A quote opens a string where it starts a token and closes it where
it is followed by a space, punctuation or the end, so 'O'Malley' is one name.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Generic, TypeVar, overload

from cbwh.errors import UsageError
from cbwh.spec.words import (
    ABBREVIATION_DOT_ENDS,
    ABBREVIATIONS,
    ALSO_AFTER,
    AMOUNT_DEGREES,
    AMOUNT_HELD_BY,
    AMOUNT_LYING,
    AMOUNT_NOUNS,
    AS_ORDINAL_NOUNS,
    AS_ORDINAL_VERBS,
    AS_ORDINALS,
    ASIDE_RULE_AFTER,
    ASIDE_RULE_KEEPS,
    ASIDE_RULE_MARKS,
    ASIDE_RULE_OPENERS,
    BALANCE_ALL_ACCOUNTS,
    BALANCE_ALL_ASIDES,
    BALANCE_OF_ACCOUNTS,
    BALANCE_SUM_ASIDE_AFTER,
    BALANCE_SUM_ASIDES,
    BALANCE_SUM_ASIDES_BARE,
    BALANCE_SUMMED,
    BALANCE_SUMMED_ASIDES_BARE,
    BORN_IS,
    BREAKER_SENTENCE_FIRST,
    CHAINED_POSSESSIVE,
    COUNT_COMPOUND_ENDS,
    COUNT_COMPOUND_NOUNS,
    COURTESY_ASIDES,
    COURTESY_WORDS,
    DOUBLE_GRADED,
    EITHER_GENDER,
    EITHER_SEX,
    EMPHATIC_SELF,
    EMPHATIC_SELF_AFTER,
    EVERY_ACCOUNT,
    EVERY_ACCOUNT_MONEY,
    EXPIRED_COMPOUND,
    EXPIRED_COUNTED,
    GLOSS_ABBREVIATIONS,
    GOT_RANKED,
    GROUP_BUILD_VERBS,
    GROUP_MADE_OF,
    HAS_SAID_AFTER,
    HAS_SAID_AS,
    HOLD_VERBS,
    HOW_MUCH_MONEY,
    IS_SHORT_TIE,
    ITS_SLIP_BEFORE,
    LESSER,
    LESSER_AFTER_ARTICLE,
    LESSER_KEPT_AFTER,
    LETTER_SET_NOUNS,
    LIKE_KEPT_AFTER,
    LIST_LABEL_KINDS,
    LIST_LABELS,
    LIST_NUMBER_WORDS,
    LIST_ROMANS,
    MODAL_COPULAS,
    MODAL_FUTURE,
    MODAL_FUTURE_DONE,
    MONEY_ASIDE_LAST,
    MONEY_ASIDE_WORDS,
    NUMBER_ABBREVIATIONS,
    NUMBER_BEFORE_NOUN,
    NUMBER_WORDS,
    OPINION_AFTER,
    OPINION_ASKED,
    OVER_ACCOUNTS,
    OWNER_OF_AMOUNTS,
    OWNER_OF_AMOUNTS_AFTER_THE,
    OWNER_OF_ASKED,
    OWNER_OF_ASKED_NOUNS,
    OWNER_OF_VERBS,
    PAIR_DIGIT_BEFORE,
    PAIR_DIGIT_THE_VERBS,
    PAIR_POSSESSIVE_HEADS,
    PAIR_POSSESSIVE_WORDS,
    PAIR_SAID,
    PAIR_SLASH_AFTER,
    PAY_EXTREMES,
    PAY_NOUNS,
    PERIPHRASTIC,
    PERIPHRASTIC_MOST,
    PERIPHRASTIC_NOUNS,
    PERSON_COMPARATIVES,
    PERSON_HEADS,
    PERSON_SUPERLATIVES,
    PLUS_WORDS,
    POSSESSIVE_SLIP_AFTER,
    POSSESSIVE_SLIP_BEFORE,
    POSSESSIVE_SLIPS,
    POST_AFTER,
    POST_AS,
    PREFER_BEFORE_TIE,
    PROGRESSIVE,
    PRONOUN_HEADS,
    QUESTION_HEAD_WORDS,
    RANK_ADJECTIVES,
    RANK_SPOT_DEGREES,
    RANK_SPOT_NOUNS,
    RECORDED_AS,
    RECORDED_VERBS,
    RECORDED_WITH,
    RESP_BEFORE,
    RESP_WORDS,
    SAID_BARE_AFTER,
    SAID_PERSON,
    SAID_PERSON_LEADS,
    SAID_TWO,
    SAID_TWO_PEOPLE,
    SAME_MEASURE_ASIDES,
    SAME_WORDS,
    SENIOR_AFTER,
    SENIOR_AS,
    SENIOR_JOB_CONTEXT,
    SENIOR_JOB_SPAN,
    SENIOR_JOB_WORDS,
    SHORTHAND,
    SIGN_WORDS,
    SINGULAR_OR_PLURAL,
    SLASH_BEFORE_VS,
    SOURCE_HEDGES,
    SPOKEN_ASIDES,
    SPOKEN_ASIDES_KEPT_AFTER,
    SPOKEN_CONTRACTIONS,
    SPOKEN_CORRECTED_KINDS,
    SPOKEN_CORRECTIONS,
    SPOKEN_FIRST,
    SPOKEN_HESITATIONS,
    SPOKEN_INSIDE_TIE,
    SPOKEN_LIKE_ASIDES,
    SPOKEN_LIKE_NONE,
    SPOKEN_NONE_SAID,
    SPOKEN_RESTART,
    SPOKEN_SECOND,
    SPOKEN_STUTTERS,
    SPOKEN_TIE_CHOICE,
    SPOKEN_TIE_SCOPE,
    SPOKEN_TIE_WORDS,
    SPOKEN_WITH_TIES,
    STATE_CODE_WORDS,
    STATE_CODES,
    SUBJECT_PRONOUNS,
    THAT_PERSONS,
    THAT_PERSONS_AFTER,
    THAT_PERSONS_BEFORE,
    THAT_PERSONS_DEMONSTRATIVES,
    TIE_AFTER_PREFER,
    TIE_CHOICE_AS_NOUN_AFTER,
    TIE_SAID_IN_SENTENCE,
    TIED_COMPOUND_BEFORE,
    TIED_COMPOUND_NOUNS,
    UNLESS_NUMBER,
    WEALTH_ASIDE_AFTER,
    WHOSE_NOUNS,
    WORD_PAIRS_AS,
)
from cbwh.tuples import Frozen

WORD, NUMBER, STRING, PUNCT, END = "word", "number", "string", "punct", "end"
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'’\-/]*|[0-9]+-?[A-Za-z][A-Za-z0-9\-]*")
_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)?")
_PUNCT = set(",?():.+;!/&%$")
_AS_PUNCT = {"[": "(", "]": ")", "{": "(", "}": ")", "\u2026": ".", "\uff1f": "?", "\uff0c": ",", "\uff1a": ":",
             "=": ":"}  # (a label's '=' as a colon: 'tie = oldest')
_GLOSS_ABBREVIATION = re.compile(r"(%s)(?=[\s,:]|$)" % "|".join(
    re.escape(a) for a in sorted(GLOSS_ABBREVIATIONS, key=len, reverse=True)), re.IGNORECASE)
_IGNORED = set("*")  # emphasis: "does **not** own"
_LIST_BULLETS = set("\u2022\u00b7\u25e6\u2023")  # (a list's bullets at a line's start, read as its dashes)
_LAYOUT = set("#>-•:;")  # (where a layout mark may start: `_layout_mark`)
_DASHES = set("-\u2013\u2014\u2012\u2015\u2212")  # a dash standing alone separates, like a colon: written as "—"
_ARROWS = ("->", "=>", "\u2192", "\u27f6", "\u21d2", "\u2794", "\u279c")  # an arrow separates as a dash does
_AS_SPACE = {c: " " for c in (0x00a0, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
                                0x200a, 0x200b, 0x202f, 0x205f, 0x3000, 0xfeff)}  # no-break, thin, zero-width ... spaces
# (a dash or a slash right after the closing quote: "the bird named 'Jeremy'\u2014in both cases", c46n; "'Tony'/take")
_CLOSES = set(" \t\n,?.)!:;]*/\u2013\u2014\u2015")
_QUOTES = str.maketrans("‘’“”`«»", "''\"\"'\"\"")  # curly quotes, backticks and guillemets as straight quotes


T = TypeVar("T")


class _once(Generic[T]):
    """A value computed when first read and kept in the instance's __dict__, as functools.cached_property, without its
    lock (Python 3.11 takes one on every first read: each token's `low` and `key`, ~2% of a parse)."""

    def __init__(self, fn: Callable[[Any], T]) -> None:
        self.fn, self.name = fn, fn.__name__
        self.__doc__ = fn.__doc__

    @overload
    def __get__(self, obj: None, owner: type) -> _once[T]: ...
    @overload
    def __get__(self, obj: object, owner: type) -> T: ...

    def __get__(self, obj: object | None, owner: type) -> _once[T] | T:
        if obj is None:
            return self
        value: T = self.fn(obj)
        obj.__dict__[self.name] = value
        return value


@dataclass(init=False, repr=False, eq=False)
class Token(Frozen):
    """A word, number, quoted string, punctuation mark or the end (`kind`) of a question, where it is (`pos`)."""

    kind: str
    text: str  # the word as written, or a string's content
    pos: int  # character offset in the question

    def __init__(self, kind: str, text: str, pos: int) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "pos", pos)

    @_once  # (read ~300 times per token in a parse; the instance's __dict__, so frozen is kept)
    def low(self) -> str:
        return self.text.lower().replace("’", "'")

    @_once
    def key(self) -> str | None:
        """What phrases match: a word or number in lowercase, a punctuation mark; None for strings and the end."""
        if self.kind in (WORD, NUMBER):
            return self.low
        return self.text if self.kind == PUNCT else None


def _string(text: str, start: int) -> tuple[str, int]:
    """A quoted value and where it ends. "'Dawn's owner" (a possessive on a quoted name) ends
    before the "'s" when no other quote closes the string."""
    quote = text[start]
    i = start + 1
    while True:
        i = text.find(quote, i)
        if i < 0:
            break
        if i + 1 == len(text) or text[i + 1] in _CLOSES:
            return text[start + 1:i], i + 1
        if text[i + 1:i + 3] == quote + "s" and (i + 3 == len(text) or text[i + 3] in _CLOSES):
            return text[start + 1:i], i + 1  # "pet 'Dawn''s owner's state ... user 'lisa19'": the name, then 's (not a
            # string running on to the next quoted value)
        if quote == '"' and text[i + 1:i + 3] in ("'s", "’s") and (i + 3 == len(text) or text[i + 3] in _CLOSES):
            return text[start + 1:i], i + 1  # '"Carol"'s owner': the name, then 's
        i += 1
    possessive = text.find(quote + "s", start + 1)
    if possessive > start + 1 and (possessive + 2 == len(text) or text[possessive + 2] in _CLOSES):
        value = text[start + 1:possessive]
        return (value[:-1] if value.endswith(quote) else value), possessive  # 'Dawn''s: the name, then 's
    raise UsageError(f"unclosed quote at character {start + 1}: {text[start:start + 30]!r}")


# A tie rule's noun with 's: 'is' (the rule has no possessions): "Tiebreaker's the total bank balance, highest wins".
_TIEBREAKER_IS = frozenset({"tiebreaker's", "tie-breaker's", "tiebreak's", "tie-break's"})
_NOT_POSSESSIVE = frozenset({"what", "there", "it", "that", "who", "let", "here", "where", "he", "she", "how", "when",
                             "why", "which", "this"})  # what's = what is


# A person noun's possessive after a group's words ('Which Ohio resident's card expires first?'); right after 'which' or
# 'what' it is 'whose' instead (WHOSE_NOUNS: 'Which resident's card ...').
_PERSON_POSSESSIVE = frozenset({"resident", "holder", "cardholder", "inhabitant", "citizen", "native", "customer",
                                "member"})


def _possessive(word: str, before: str | None = None) -> bool:
    """A name's or an owner's possessive, split off as its own token: "Dawn's", "owner's" (not "what's")."""
    if len(word) < 3 or word[-2:] not in ("'s", "’s"):
        return False
    base = word[:-2].lower()
    return base not in _NOT_POSSESSIVE and (word[:1].isupper() or base in ("owner", "owners") or (
        base in _PERSON_POSSESSIVE and before not in (None, "which", "what")))


_WRAPS = {'"': '"', "“": "”", "«": "»", "'": "'", "‘": "’", "„": "“", "`": "`"}


def _unwrapped(text: str) -> str:
    """A whole question written in quotes ('“Who owns the most pets?”'): the quotes as spaces (positions kept). Not
    when the same quote also stands inside, where it could close a quoted name instead."""
    start = len(text) - len(text.lstrip())
    body = text.rstrip()
    end = len(body.rstrip("?.!")) - 1
    if start >= end or text[start] not in _WRAPS or text[end] not in (_WRAPS[text[start]], '"'):
        return text
    inside = text[start + 1:end]
    if " " not in inside.strip() or text[start] in inside or text[end] in inside:
        return text
    return text[:start] + " " + inside + " " + text[end + 1:]


def _list_marker(out: list[Token], n: int) -> int:
    """How many tokens a list number at n takes ('1)', '2.', '(3)', 'Q4:', 'Step 2:', '#5', '(ii)', 'iii)', 'Exercise
    3:', 'Exam item 4 -', 'Step two:'), 0 if none stands there: a number closed by ')', '.' or ':' (or opened by '(')
    and followed by a word."""
    first = out[n]
    if first.kind != NUMBER and first.key not in _MARKER_FIRST and (first.kind != WORD or first.low[:1] != "q"):
        return 0  # (what every marker below starts with, checked before the token lists are built)
    keys = [t.key for t in out[n:n + 5]] + [None] * 5
    kinds = [t.kind for t in out[n:n + 5]] + [END] * 5
    if kinds[0] == NUMBER and keys[1] in (")", ".", ":", "\u2014") and kinds[2] in (WORD, STRING):
        return 2
    if kinds[0] == WORD and re.fullmatch(r"q[0-9]+", keys[0] or "") and keys[1] in (")", ".", ":") and kinds[2] == WORD:
        return 2
    if keys[0] == "(" and (kinds[1] == NUMBER or keys[1] in LIST_ROMANS) and keys[2] == ")" and kinds[3] in (WORD, STRING):
        return 3
    if keys[0] in LIST_ROMANS and keys[1] == ")" and kinds[2] in (WORD, STRING):  # 'ii) ...'
        return 2
    label = 1 + (keys[0] in LIST_LABEL_KINDS and keys[1] in LIST_LABELS)  # ('Exam item 4:')
    if keys[label - 1] in LIST_LABELS and (kinds[label] == NUMBER or keys[label] in LIST_NUMBER_WORDS) and \
            keys[label + 1] in (")", ".", ":", "\u2014") and kinds[label + 2] in (WORD, STRING):
        return label + 2
    return 0


_MARKER_FIRST = frozenset({"(", *LIST_LABELS, *LIST_LABEL_KINDS, *LIST_ROMANS})


def _marker_number(out: list[Token], n: int, size: int) -> str | None:
    """The number a list marker of size tokens at n says ('2', 'ii' -> '2', 'two' -> '2')."""
    for t in out[n:n + size]:
        if t.kind == NUMBER:
            return t.text
        if t.kind == WORD and (value := LIST_ROMANS.get(t.low) or LIST_NUMBER_WORDS.get(t.low)) is not None:
            if t.low not in LIST_LABELS:
                return str(value)
    return None


def _numbered(out: list[Token]) -> list[Token]:
    """List numbers before the question and before each of its steps ('1) Take everyone who .... 2) Who among them
    ...? 3) Break ties by ...', 'Step 1: ... Step 2: ...'), which say nothing: dropped. A step number standing where no
    sentence ended ('1) take everyone in Ohio 2) who is the oldest') ends the sentence before it."""
    kept: list[Token] = []
    n, steps = 0, 0
    while n < len(out):
        start = not kept or kept[-1].key in (".", "?", "!", ";")
        size = _list_marker(out, n) if out[n].kind in (NUMBER, WORD, PUNCT) else 0
        number = _marker_number(out, n, size) if size else None
        if size and (start or steps and number == str(steps + 1)):
            if not start:
                kept.append(Token(PUNCT, ".", out[n].pos))
            steps = int(number) if number is not None and number.isdigit() else steps
            n += size
            continue
        kept.append(out[n])
        n += 1
    return kept


_COPULA_FIRST = frozenset(c[0] for c in MODAL_COPULAS)  # (words.MODAL_COPULAS: 'who would be the oldest' -> 'is')


def _copulas(out: list[Token]) -> list[Token]:
    lows = [t.low if t.kind == WORD else None for t in out]
    if _COPULA_FIRST.isdisjoint(lows):
        return out  # (most questions: none of them is said)
    kept: list[Token] = []
    n = 0
    while n < len(out):
        found = next((c for c in MODAL_COPULAS if tuple(lows[n:n + len(c)]) == c), None) if lows[n] in _COPULA_FIRST else None
        after = lows[n + len(found)] if found is not None and n + len(found) < len(lows) else None
        if found is None or n == 0 or lows[n - 1] in ("i", "we", "you", "it", "that", "this", "there", "they") or \
                found[0] in MODAL_FUTURE and after is not None and (after.endswith("ed") or after in MODAL_FUTURE_DONE):
            # ('will be owned by someone', r88: a future owner, not the one now; the grammar refuses 'will')
            kept.append(out[n])
            n += 1
            continue
        kept.append(Token(WORD, "is", out[n].pos))
        n += len(found)
    return kept


_MADE_OF = frozenset(("of",) + tuple(GROUP_MADE_OF))
_MADE_OF_FIRST = frozenset(p.split()[0] for p in _MADE_OF)


def _group_built(out: list[Token]) -> list[Token]:
    """A verb of making a group before the group's noun and what it is made of ('Form a group consisting of G', 'For
    the first, form the group of people who ...', 'build the set made up of G', e44p): read as 'take' (the group taken
    is G; 'a group consisting of G' is read as G where it is read)."""
    lows = [t.low if t.kind == WORD else None for t in out]
    if GROUP_BUILD_VERBS.isdisjoint(lows):
        return out
    for n, low in enumerate(lows[:-3]):
        if low not in GROUP_BUILD_VERBS or lows[n + 1] not in ("a", "the") or lows[n + 2] not in LETTER_SET_NOUNS or \
                lows[n + 3] not in _MADE_OF_FIRST:
            continue
        if any(tuple(lows[n + 3:n + 3 + len(p.split())]) == tuple(p.split()) for p in _MADE_OF):
            _said_as(out[n], "take").__dict__["key"] = "take"  # (its key too: an earlier rewrite may have read it)
    return out


_STARTED = frozenset({"started", "began", "joined"})
_STARTED_WHEN = frozenset({"most", "last", "latest", "first", "earliest"})
_START_TO = frozenset({"start", "begin", "join"})  # ('the last to start that job')
_STARTED_JOBS = frozenset({"job", "employment"})
_STARTED_SAID = _STARTED_JOBS | {"position", "role"}  # ('who joined their current position in 2024', a23x)


def _lows_if(out: list[Token], words: Collection[str]) -> list[str | None] | None:
    """The tokens' lower-case words (None for any other token, and for 8 places past the end, so a pass may look ahead
    without bounds checks) when one of them is among `words`; None when none is (most sentences: no list built)."""
    if not any(t.kind == WORD and t.low in words for t in out):
        return None
    return [t.low if t.kind == WORD else None for t in out] + [None] * 8


def _started_again(out: list[Token]) -> list[Token]:
    """'Of the persons who started their current job in 2020, who has started most recently?' (a21x): a start said
    again without its job after the current job's start was said is that job's ('started the current job most
    recently'); alone, 'started most recently' names no job and stays refused (words.UNSUPPORTED)."""
    if (lows := _lows_if(out, _STARTED)) is None:  # (the look-ahead below reads up to 3 words past a start said last:
        return out  # 'whose current job started')
    said = next((n for n, low in enumerate(lows) if low in _STARTED and any(
        lows[m] in ("current", "present") and lows[m + 1] in _STARTED_SAID for m in range(n + 1, n + 3))), None)
    if said is None:  # ('whose current job started in 2020', a21z)
        said = next((n + 2 for n, low in enumerate(lows[:-2]) if low in ("current", "present") and
                     lows[n + 1] in _STARTED_JOBS and lows[n + 2] in _STARTED), None)
        if said is None:
            return out
        said -= 2
    kept = out[:said + 3]
    n = said + 3
    while n < len(out):
        kept.append(out[n])
        if lows[n] in _STARTED and lows[n + 1] in ("that", "this") and lows[n + 2] in _STARTED_SAID and \
                (lows[n + 3] in _STARTED_WHEN or lows[n + 3] == "the" and lows[n + 4] in _STARTED_WHEN):
            # ('... started that job most recently', '... started that job the latest', c38n: the current job said before)
            kept += [Token(WORD, word, out[n].pos) for word in ("the", "current", "job")]
            n += 3
            continue
        # ('... who was the last to start that job?', c38n; '... the most recent to start that job', 'the last one to
        # start that job', c38n-held-33)
        when = n - 2 - (lows[n - 2] in ("one", "person"))
        if lows[n] in _START_TO and lows[n - 1] == "to" and (lows[when] in _STARTED_WHEN or lows[when] == "recent"
                                                               and lows[when - 1] == "most") \
                and lows[n + 1] in ("that", "this") and lows[n + 2] in _STARTED_SAID:
            kept += [Token(WORD, word, out[n].pos) for word in ("their", "current", "job")]
            n += 3
            continue
        if lows[n] in _STARTED and lows[n + 1] in ("theirs", "his", "hers") and lows[n + 2] in _STARTED_WHEN:
            kept += [Token(WORD, word, out[n].pos) for word in ("the", "current", "job")]  # ('who started theirs most
            n += 2  # recently?', a22z: the current job said before)
            continue
        if lows[n] in _STARTED and lows[n + 1] == "it" and lows[n + 2] in _STARTED_WHEN and \
                (lows[n + 2] != "most" or lows[n + 3] == "recently"):  # ('whose current job started in 2025 -> who
            kept += [Token(WORD, word, out[n].pos) for word in ("the", "current", "job")]  # started it most recently')
            n += 2
            continue
        if lows[n] in _STARTED and lows[n + 1] in _STARTED_WHEN and (lows[n + 1] != "most" or lows[n + 2] == "recently") \
                and lows[n - 1] not in _STARTED_JOBS:  # ('whose current job started most recently': its job said)
            kept += [Token(WORD, word, out[n].pos) for word in ("the", "current", "job")]
        n += 1
    return kept


_FINALLY = frozenset({"finally", "ultimately", "eventually"})
_FINALLY_VERBS = frozenset({"selected", "chosen", "picked", "found", "identified", "shortlisted"})
_ONLY_ENDS = frozenset({".", ")", ";", "!", ""})


def _tie_sentence(kept: list[Token]) -> bool:
    """Does the sentence (or the aside) that the word about to be kept ends say a tie ('If both are having the same
    number, the one with the higher salary only.')?"""
    for tok in reversed(kept):
        if tok.kind == PUNCT and tok.text in (".", "?", "!", "("):
            return False
        if tok.kind == WORD and tok.low in TIE_SAID_IN_SENTENCE:
            return True
    return False


_PRONOUNS_HELD = (("their",), ("his",), ("her",), ("his", "or", "her"), ("her", "or", "his"), ("this", "person's"),
                  ("that", "person's"))


def _their_balance(out: list[Token]) -> list[Token]:
    """'the total balance of his or her bank accounts' (a21x) -> 'their total bank balance': the sum over a person's
    accounts said with the accounts after the balance (a referring 'their', as 'What is their total bank balance?')."""
    if (lows := _lows_if(out, ("balance", "money"))) is None:
        return out
    kept: list[Token] = []
    n = 0
    while n < len(out):
        the = lows[n] == "the"
        t = n + the  # (a learner leaves 'the' out: 'What is total money of all his bank account?', a22y)
        if (the or lows[t - 1] in _BALANCE_BEFORE) and lows[t] in ("total", "combined", "overall") and (
                lows[t + 1] == "balance" or lows[t + 1] == "money" and lows[t + 3] == "all") and \
                lows[t + 2] in ("of", "across", "in"):
            a = t + 3 + (lows[t + 3] == "all")
            said = next((p for p in _PRONOUNS_HELD if tuple(lows[a:a + len(p)]) == p), None)
            m = a + (len(said) if said is not None else 0)
            m += lows[m] == "bank"
            # ('all his bank account': every account, in a learner's singular after 'all'; 'the total balance of all
            # bank accounts he has', a22y: the accounts' holder said after them)
            accounts = lows[m] == "accounts" or lows[m] == "account" and a > t + 3
            if said is None and accounts and lows[m + 1] in SUBJECT_PRONOUNS and lows[m + 2] in HOLD_VERBS and \
                    a > t + 3:
                said, m, a = ("their",), m + 2, m + 1  # (the holder 'he', 'she' or 'they', said after)
            if said is not None and accounts and m + 1 < len(lows) and lows[m + 1] == "of" and said == ("their",):
                # (the holder said after the accounts, e51s: 'the total balance across all their bank accounts of
                # the one with R' -> 'the total bank balance of the one with R': 'their' is that one's)
                kept += [Token(WORD, word, out[n].pos) for word in ("the", lows[t] or "", "bank", "balance")]
                n = m + 1
                continue
            if said is not None and accounts:
                kept += [Token(WORD, word, out[n].pos) for word in ("their", lows[t] or "", "bank", "balance")]
                held = out[a + len(said) - 1]  # ('his', 'his/her', "that person's", 'he': one person's, its text kept)
                if (tuple(lows[a:a + len(said)]) == said or lows[a] in SUBJECT_PRONOUNS) and \
                        held.text.lower() not in ("their", "they"):
                    kept[-4] = _said_as(Token(WORD, held.text, held.pos), "their")
                n = m + 1
                continue
        kept.append(out[n])
        n += 1
    return kept


def _emphatic_self(out: list[Token]) -> list[Token]:
    """'who themselves own no vehicles' (words.EMPHATIC_SELF, e44g) -> 'who own no vehicles': a reflexive said for
    emphasis between a relative pronoun and a word (its verb) names no one new."""
    return [t for n, t in enumerate(out) if not (
        t.kind == WORD and t.low in EMPHATIC_SELF and 0 < n < len(out) - 1 and out[n - 1].kind == WORD and
        out[n - 1].low in EMPHATIC_SELF_AFTER and out[n + 1].kind == WORD)]


def _balance_aside(out: list[Token]) -> list[Token]:
    """A balance, then an aside saying it is the sum over a person's accounts ('whose total bank balance (all their
    bank accounts added together) is the smallest', words.BALANCE_SUM_ASIDES, e44g): the aside read away after a word
    of the sum ('total bank balance'), read as 'in total' after a balance said bare ('the highest balance (the sum over
    all their accounts)')."""
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        wealth = tok.kind == PUNCT and tok.text == "(" and bool(kept) and kept[-1].kind == WORD and (
            kept[-1].low in WEALTH_ASIDE_AFTER or kept[-1].low in PERSON_HEADS and len(kept) > 1 and
            kept[-2].low in WEALTH_ASIDE_AFTER)  # ('the richest (all accounts combined)', 'the poorest person (...)')
        money = tok.kind == PUNCT and tok.text == "(" and len(kept) > 1 and kept[-1].kind == WORD and \
            kept[-1].low in MONEY_ASIDE_LAST and any(t.kind == WORD and t.low in MONEY_ASIDE_WORDS for t in kept[-6:-1])
        if tok.kind == PUNCT and tok.text == "(" and kept and kept[-1].kind == WORD and \
                (kept[-1].low in BALANCE_SUM_ASIDE_AFTER or wealth or money):
            if (bare := _bare_sum_aside(out, n, kept, money)) is not None:  # (e55c: 'bal (all accts)')
                if not (wealth or money) and not any(t.kind == WORD and t.low in BALANCE_SUMMED for t in kept[-4:]):
                    at = len(kept) - 1 - (len(kept) > 1 and kept[-2].kind == WORD and kept[-2].low == "bank")
                    kept.insert(at, Token(WORD, "total", kept[at].pos))  # ('bank bal (sum of all accts)': 'total bank bal')
                n = bare + 1
                continue
            end, said = _aside_said(out, n)
            if said in _balance_sums():
                if not wealth and not any(t.kind == WORD and t.low in ("total", "combined", "overall", "summed", "aggregate")
                           for t in kept[-4:]):  # ('the highest balance (summed across all their accounts)': the
                    kept += [Token(WORD, "in", tok.pos), Token(WORD, "total", tok.pos)]  # aside says the sum)
                n = end + 1
                continue
        kept.append(tok)
        n += 1
    return kept


def _bare_sum_aside(out: list[Token], n: int, kept: list[Token], summed: bool) -> int | None:
    """Where an aside opened at n closes when it says a balance's sum with no holder ('total bank bal (sum of all
    accts)', 'bank bal (total, all accts)', words.BALANCE_SUM_ASIDES_BARE), or only the accounts after a balance said
    summed ('total bank bal (all accts)', words.BALANCE_ALL_ASIDES); None otherwise. Its commas are not words."""
    said: list[str] = []
    for m in range(n + 1, min(len(out), n + 12)):
        t = out[m]
        if t.kind == PUNCT and t.text == ")":
            words = " ".join(said)
            if words in _bare_sums() or (words in _all_accounts() or words in _summed_accounts()) and summed or \
                    words in _all_accounts() and any(k.kind == WORD and k.low in BALANCE_SUMMED for k in kept[-4:]):
                return m  # (not after a word of wealth alone: 'the richest (across all bank accounts)' could be
                # by one account, near-miss-e45g-wealth-aside-one-account-1)
            return None
        if t.kind == WORD:
            said.append(t.low)
        elif not (t.kind == PUNCT and t.text == ","):
            return None
    return None


@lru_cache(maxsize=1)
def _bare_sums() -> frozenset[str]:
    return frozenset(BALANCE_SUM_ASIDES_BARE)


@lru_cache(maxsize=1)
def _summed_accounts() -> frozenset[str]:
    return frozenset(BALANCE_SUMMED_ASIDES_BARE)


@lru_cache(maxsize=1)
def _all_accounts() -> frozenset[str]:
    return frozenset(BALANCE_ALL_ASIDES)


def _aside_said(out: list[Token], n: int) -> tuple[int, str]:
    """The aside opened at n, words only to its ')': where it closes and its words ('' when a mark comes first)."""
    end = next((m for m in range(n + 1, len(out)) if out[m].kind in (PUNCT, END)), n)
    if out[end].kind == PUNCT and out[end].text == ")" and end > n + 1:
        return end, " ".join(t.low for t in out[n + 1:end])
    return end, ""


@lru_cache(maxsize=1)
def _balance_sums() -> frozenset[str]:
    return frozenset(BALANCE_SUM_ASIDES)


@lru_cache(maxsize=1)
def _one_word_superlatives() -> frozenset[str]:
    return frozenset(w for said in RANK_ADJECTIVES.values() for w in said if " " not in w)


def _same_measure_aside(out: list[Token]) -> list[Token]:
    """A superlative, then an aside pointing back to the measure said of the same word before ('the richest (by total
    bank balance) in A's state, or the richest (same measure) in B's', words.SAME_MEASURE_ASIDES, d47p): the same
    one-word superlative is the same measure, so the aside is read away; after any other word (or a superlative not
    said before) it stays, and is refused."""
    if not any(t.kind == WORD and t.low in ("same", "identical") for t in out):
        return out
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        if tok.kind == PUNCT and tok.text == "(" and kept and kept[-1].kind == WORD:
            sup = len(kept) - 1 - (kept[-1].low in PERSON_HEADS and len(kept) > 1)
            word = kept[sup].low
            end, said = _aside_said(out, n)
            if kept[sup].kind == WORD and word in _one_word_superlatives() and \
                    any(t.kind == WORD and t.low == word for t in kept[:sup]) and said in _same_measures():
                n = end + 1
                continue
        kept.append(tok)
        n += 1
    return kept


@lru_cache(maxsize=1)
def _same_measures() -> frozenset[str]:
    return frozenset(SAME_MEASURE_ASIDES)


def _accounts_they_hold(out: list[Token]) -> list[Token]:
    """'their combined balance across every bank account they hold', 'the highest balance across each of the bank
    accounts she owns' (a34r): each of a person's accounts, their holder said after them -> 'across all their (her)
    bank accounts', after a word of money (words.EVERY_ACCOUNT_MONEY)."""
    if (lows := _lows_if(out, EVERY_ACCOUNT)) is None:
        return out
    kept: list[Token] = []
    n = 0
    while n < len(out):
        if n and lows[n - 1] in EVERY_ACCOUNT_MONEY and lows[n] in OVER_ACCOUNTS and lows[n + 1] in EVERY_ACCOUNT and \
                (lows[n + 1] == "all" or lows[n] in ("across", "over", "throughout")):  # ('the highest balance in each
            # account they hold' could be one account's)
            a = n + 2
            if lows[n + 1] == "each" and lows[a] == "of":  # ('each of the bank accounts they hold')
                a += 1 + (lows[a + 1] == "the")
            bank = lows[a] == "bank"
            a += bank
            if lows[a] in ("account", "accounts") and lows[a + 1] in SUBJECT_PRONOUNS and lows[a + 2] in HOLD_VERBS:
                holder = out[a + 1]
                owner = "their" if holder.low in ("they", "their") else "his" if holder.low == "he" else "her"
                kept += [out[n], Token(WORD, "all", out[n + 1].pos), Token(WORD, owner, holder.pos),
                         *([out[a - 1]] if bank else []), Token(WORD, "accounts", out[a].pos)]
                n = a + 3
                continue
        kept.append(out[n])
        n += 1
    return kept


def _amount_in_accounts(out: list[Token]) -> list[Token]:
    """'the total amount lying in all his/her bank accounts' (a23x): a person's total bank balance. Ranked ('the
    person with the highest total amount lying in all his/her bank accounts', 'the maximum amount kept in all the bank
    accounts') -> 'the highest total bank balance'; asked ('the total amount lying in all the bank accounts of S') ->
    'the total amount in all the bank accounts of S', as read before ('lying' says nothing more)."""
    if (lows := _lows_if(out, AMOUNT_LYING)) is None:
        return out
    kept: list[Token] = []
    n = 0
    while n < len(out):
        degree = lows[n] in AMOUNT_DEGREES
        t = n + degree
        t += lows[t] == "total"
        if lows[t] in AMOUNT_NOUNS and lows[t + 1] in AMOUNT_LYING and lows[t + 2] in ("in", "across"):
            a = t + 3 + (lows[t + 3] == "all")
            a += lows[a] in AMOUNT_HELD_BY
            a += lows[a] == "bank"
            if degree and lows[a] in ("accounts", "account") and lows[a + 1] != "of" and a > t + 3 and (
                    lows[t - 1] == "total" or lows[t + 3] == "all"):  # (summed: 'total', or 'in all' the accounts)
                kept += [out[n], *(Token(WORD, word, out[t].pos) for word in ("total", "bank", "balance"))]
                n = a + 1
                continue
            if not degree and lows[a] in ("accounts", "account"):  # 'lying' dropped: the amount in them
                kept += out[n:t + 1]
                n = t + 2
                continue
        kept.append(out[n])
        n += 1
    return kept


_BALANCE_BEFORE = frozenset({"is", "was", "what's", "of", "know", "me"})


def _as_ordinal_after(kept: list[Token]) -> bool:
    """Does 'as the first/last (one)' follow a verb of a date ('expires as the first one'), or a job noun after one
    ('started the current employment as the last one', a21x), so that it says 'first' / 'last' (words.AS_ORDINAL_VERBS)?"""
    if not kept:
        return False
    if kept[-1].low in AS_ORDINAL_VERBS:
        return True
    if kept[-1].low not in AS_ORDINAL_NOUNS:
        return False
    before = [t.low for t in kept[-5:-1]]
    return "same" not in before and any(w in AS_ORDINAL_VERBS for w in before)


def _said_as(tok: Token, low: str) -> Token:
    """The token read as the word `low`, its text kept as written (a quote of the user's words stays exact)."""
    tok.__dict__["low"] = low  # (`Token.low` is computed once into __dict__: set before any read)
    return tok


# A record noun said in the singular after a comparative, ending there (a learner's 'who have more car?', 'more credit
# card: A or B?', a22y): the plural, as 'the most car' is read (grammar._rank_noun).
_PLURAL_OF = {"car": "cars", "vehicle": "vehicles", "automobile": "automobiles", "card": "cards", "pet": "pets",
              "animal": "animals", "account": "accounts", "policy": "policies"}
_COMPARED = frozenset({"more", "fewer", "less"})
_NOUN_FIRST = frozenset({"credit", "bank", "internet", "online", "insurance", "motor", "registered"})
_STARTED_VERBS = frozenset({"started", "began", "start", "begin", "joined", "hired"})


# A measure's last word, then a learner's 'one' for the person with it ('higher salary one', 'most pets one'), after
# a word that grades it.
_MEASURE_ENDS = frozenset({"salary", "balance", "pay", "money", "pets", "vehicles", "cars", "cards", "accounts", "policies"})
_GRADED_BEFORE = frozenset({"higher", "highest", "lower", "lowest", "bigger", "biggest", "larger", "largest", "smaller",
                            "smallest", "more", "most", "fewer", "fewest", "less", "least", "greater", "greatest"})


_BARE_VERBS = frozenset({"have", "share", "use", "own", "hold", "drive", "possess"})
_BARE_HEADS = frozenset({"people", "persons", "individuals", "residents"})
_BARE_HEAD_AFTER = frozenset({"among", "amongst", "for"})  # (not 'of': 'If a couple of people share that date')
_BORN_SAID = {"younger": frozenset({"later", "last"}), "youngest": frozenset({"latest", "last"}),
              "older": frozenset({"earlier", "first", "before"}), "oldest": frozenset({"earliest", "first"})}
_WHOSE_ONE = frozenset({"vehicle", "car", "automobile", "card", "policy", "job", "account", "pet"})


_AFTER_ALL = frozenset({"of", "he", "she", "they", "that", "which", "owned", "held", "combined", "together", "added",
                        "in", "across"})
_ALL_HELD = frozenset({"his", "her", "their", "the"})


def _all_before(kept: list[Token]) -> bool:
    """Is the word about to be kept a record noun's last, its noun after 'all' (and 'his/her/their/the')?"""
    k = len(kept) - (len(kept) > 0 and kept[-1].low in _NOUN_FIRST)
    k -= k > 0 and kept[k - 1].low in _ALL_HELD
    return k > 0 and kept[k - 1].low == "all"


def _compared_before(kept: list[Token]) -> bool:
    """Is the word about to be kept a record noun's last, its noun right after 'more/fewer/less'?"""
    if kept and kept[-1].low in _COMPARED:
        return True
    return len(kept) > 1 and kept[-1].low in _NOUN_FIRST and kept[-2].low in _COMPARED


def _ends_after(out: list[Token], n: int) -> bool:
    """Does the text end at n (a mark or its end), a courteous word or two before it ('higher salary one please.')?"""
    while out[n].kind == WORD and out[n].low in COURTESY_WORDS:
        n += 1
    return out[n].kind in (PUNCT, END)


_PERSON_WHO_IS = frozenset({"person", "one", "individual"})
_OWNER_NOUNS = frozenset({"owner", "user", "driver", "holder"})


_END_MARKS = frozenset({"?", "!"})


def _slips(out: list[Token]) -> list[Token]:
    """A quick writer's slips, each with one reading (a35c): an end mark doubled ('pets?? ties go to ...', '?!') read
    once; 'its' for "it's" before an article or 'tied' (words.ITS_SLIP_BEFORE); a bracket left open in the last
    sentence ('... who has the most pets (ties go to the oldest') closed before the end (its final mark, if any)."""
    kept: list[Token] = []
    for n, tok in enumerate(out):
        if tok.kind == PUNCT and tok.text in _END_MARKS and kept and kept[-1].kind == PUNCT and \
                kept[-1].text in _END_MARKS | {"."}:
            continue
        if tok.kind == WORD and tok.low == "its" and out[n + 1].kind == WORD and out[n + 1].low in ITS_SLIP_BEFORE:
            tok = _said_as(tok, "it's")
        if tok.kind == WORD and tok.low.endswith(("'s", "’s")) and len(tok.low) > 3 and kept and \
                kept[-1].kind == WORD and kept[-1].low == "the" and any(
                    all(out[n + 1 + m].kind == WORD and out[n + 1 + m].low == w for m, w in enumerate(said))
                    for said in IS_SHORT_TIE):  # ("if the car's a tie": 'the car is a tie')
            kept += [_said_as(Token(WORD, tok.text[:-2], tok.pos), tok.low[:-2]),
                     _said_as(Token(WORD, tok.text[-2:], tok.pos + len(tok.text) - 2), "is")]
            continue
        kept.append(tok)
    opened = [n for n, t in enumerate(kept) if t.kind == PUNCT and t.text in ("(", ")")]
    marks = [kept[n].text for n in opened]
    if opened and marks[-1] == "(" and marks.count("(") == marks.count(")") + 1:
        end = len(kept) - 1  # (the END token)
        end -= kept[end - 1].kind == PUNCT and kept[end - 1].text in _END_MARKS | {"."}
        if not any(t.kind == PUNCT and t.text in _END_MARKS | {"."} for t in kept[opened[-1] + 1:end]) and \
                end > opened[-1] + 1:
            kept.insert(end, Token(PUNCT, ")", kept[end].pos))
    return kept


def _shorthand(out: list[Token]) -> list[Token]:
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        low = tok.low if tok.kind == WORD else None
        if tok.kind == PUNCT and tok.text == "&" and kept and kept[-1].kind in (WORD, NUMBER, STRING) and \
                out[n + 1].kind in (WORD, NUMBER):  # a ticket's '&' between words: 'w/ 0 pets & 2+ cars' (issue 12)
            kept.append(_said_as(Token(WORD, "&", tok.pos), "and"))
        elif tok.kind == PUNCT and tok.text == "/" and kept and out[n + 1].kind == WORD and \
                out[n + 1].low in SLASH_BEFORE_VS:
            pass  # 'S1, ties by T1 / vs S2' (e47s): the slash read away before 'vs'
        elif low in SHORTHAND and (len(low) > 1 or tok.text.islower()):  # ('U' alone may be part of a plate)
            kept += [Token(WORD, word, tok.pos) for word in SHORTHAND[low]]
            if SHORTHAND[low][-1] == "have" and out[n + 1].kind == WORD and out[n + 1].low == "got":
                n += 1  # ('who've got no pets': who have no pets)
        elif low in LESSER and not (kept and kept[-1].low in LESSER_KEPT_AFTER) and out[n + 1].kind == WORD and \
                out[n + 1].low != "of":  # 'has lesser pets' -> 'has less pets' (a20x)
            kept.append(Token(WORD, LESSER[low], tok.pos))
        elif low in LESSER_AFTER_ARTICLE and out[n + 1].kind == WORD and out[n + 1].low != "of":
            kept.append(_said_as(Token(WORD, tok.text, tok.pos), LESSER_AFTER_ARTICLE[low]))  # 'the lesser balance'
        elif low in SENIOR_AS and kept and kept[-1].low in SENIOR_AFTER and not any(
                t.low in SENIOR_JOB_WORDS for t in out[n + 1:n + 1 + SENIOR_JOB_SPAN] if t.kind in (WORD, PUNCT)) \
                and not any(t.kind == WORD and t.low in SENIOR_JOB_CONTEXT for t in out):
            kept.append(_said_as(Token(WORD, tok.text, tok.pos), SENIOR_AS[low]))  # 'the senior resident': the elder
        elif low in POST_AS and kept and kept[-1].low in POST_AFTER:
            kept.append(_said_as(Token(WORD, tok.text, tok.pos), POST_AS[low]))  # 'their current post': their job
        elif low in PAY_EXTREMES and out[n + 1].kind == WORD and out[n + 1].low in PAY_NOUNS:
            kept.append(Token(WORD, PAY_EXTREMES[low], tok.pos))  # 'drawing the maximum salary' (a23x): the highest
        elif low == "only" and kept and kept[-1].kind == WORD and out[n + 1].kind in (PUNCT, END) and \
                out[n + 1].text in _ONLY_ENDS and _tie_sentence(kept):
            pass  # 'In case of a tie, the elder one only.' (a23x): the tie's breaker, 'only' saying no more
        elif low == "said" and kept and out[n + 1].kind == WORD and (
                kept[-1].low == "the" and out[n + 1].low in SAID_TWO or
                kept[-1].low in SAID_TWO and len(kept) > 1 and kept[-2].low == "the" and out[n + 1].low in SAID_TWO_PEOPLE):
            pass  # 'which of the said two persons', 'the two said persons' (a35f): the two just listed
        elif low in SAID_PERSON_LEADS and kept and kept[-1].low == "the" and out[n + 1].kind == WORD and \
                out[n + 1].low in SAID_PERSON:
            kept[-1] = Token(WORD, "that", kept[-1].pos)  # 'the aforementioned individual' (a35f): that individual
        elif low == "said" and kept and kept[-1].low in SAID_BARE_AFTER and out[n + 1].kind == WORD and \
                out[n + 1].low in SAID_PERSON:
            kept.append(Token(WORD, "that", tok.pos))  # 'held by said person' (a35f): that person
        elif low == "said" and kept and kept[-1].low == "the" and out[n + 1].kind == WORD and \
                out[n + 1].low in SAID_PERSON:  # 'the said person' (a23x): the one just found, 'that person'
            kept[-1] = Token(WORD, "that", kept[-1].pos)
        elif low in POSSESSIVE_SLIPS and kept and kept[-1].low in POSSESSIVE_SLIP_AFTER and out[n + 1].kind == WORD and \
                out[n + 1].low in POSSESSIVE_SLIP_BEFORE:  # "that persons total bank balance" (a35c): 'that person's'
            kept.append(_said_as(Token(WORD, tok.text, tok.pos), POSSESSIVE_SLIPS[low]))
        elif low in THAT_PERSONS and len(kept) > 2 and kept[-1].low in THAT_PERSONS_DEMONSTRATIVES and \
                (kept[-3].low, kept[-2].low) in THAT_PERSONS_AFTER and out[n + 1].kind == WORD and \
                out[n + 1].low in THAT_PERSONS_BEFORE:  # 'across all of that person's bank accounts' (e61k): 'their'
            kept[-1] = _said_as(Token(WORD, kept[-1].text, kept[-1].pos), "their")
        elif low in _FINALLY and kept and kept[-1].low in ("two", "2", "persons", "people") and \
                out[n + 1].low in _FINALLY_VERBS:
            pass  # 'if the two finally selected persons are having the same balance' (a23x): 'the two selected persons'
        elif low in EITHER_GENDER:  # 'joined his/her current job', 'all his/her bank accounts' (a23x): one person's,
            kept.append(_said_as(Token(WORD, tok.text, tok.pos), "their"))  # as 'their' (its text kept: neutral)
        elif low in SAME_WORDS:  # 'the inhabitant with the most cards' -> 'the resident ...'
            kept.append(Token(WORD, SAME_WORDS[low], tok.pos))
        elif low in TIED_COMPOUND_NOUNS and out[n + 1].kind == WORD and out[n + 1].low in TIED_COMPOUND_BEFORE:
            first, second = tok.text.split("-")  # ('Internet-account ties' -> 'internet account ties', t25)
            kept += [Token(WORD, first, tok.pos), Token(WORD, second, tok.pos + len(first) + 1)]
        elif (low is not None and low.count("-") == 1 and low.split("-")[0] in RANK_SPOT_DEGREES
              and low.split("-")[1] in COUNT_COMPOUND_NOUNS and out[n + 1].kind == WORD
              and out[n + 1].low in RANK_SPOT_NOUNS):
            first, second = tok.text.split("-")  # ('the fewest-pets spot' -> 'the fewest pets spot', e53d)
            kept += [Token(WORD, first, tok.pos), Token(WORD, second, tok.pos + len(first) + 1)]
        elif low is not None and low.count("-") == 1 and (
                (low.split("-")[1] in COUNT_COMPOUND_ENDS and low.split("-")[0] in COUNT_COMPOUND_NOUNS)  # 'Card-count'
                or (low.split("-")[0] in EXPIRED_COMPOUND[0] and low.split("-")[1] in EXPIRED_COMPOUND[1])):  # 'already-expired'
            first, second = tok.text.split("-")  # ('Card-count ties' -> 'card count ties', 'already expired')
            kept += [Token(WORD, first, tok.pos), Token(WORD, second, tok.pos + len(first) + 1)]
        elif low in _RECORDED_FIRST and (recorded := _recorded_as(out, n) or _recorded_with(out, n)) is not None:
            words, size = recorded  # 'is recorded as holding' -> 'holds', 'is listed with' -> 'has'
            kept += [Token(WORD, word, tok.pos) for word in words]
            n += size - 1
        elif low in ABBREVIATIONS:  # 'CCs' -> 'credit cards', 'ins. policies' -> 'insurance policies'
            kept += [Token(WORD, word, tok.pos) for word in ABBREVIATIONS[low]]
            n += _abbreviation_dot(out, n + 1)
        elif low is not None and "-" in low and any(part in ABBREVIATIONS for part in low.split("-")):
            kept.append(Token(WORD, "-".join("-".join(ABBREVIATIONS.get(part, (part,))) for part in low.split("-")),
                              tok.pos))  # 'most-CCs' -> 'most-credit-cards', 'internet-acct' -> 'internet-account'
        elif low in NUMBER_BEFORE_NOUN and out[n + 1].kind == WORD and out[n + 1].low != "of":
            kept += [Token(WORD, "number", tok.pos), Token(WORD, "of", tok.pos)]  # 'num pets' -> 'number of pets'
        elif low in NUMBER_BEFORE_NOUN and out[n + 1].key == "." and out[n + 2].kind == WORD:
            kept += [Token(WORD, "number", tok.pos)] + ([Token(WORD, "of", tok.pos)] if out[n + 2].low != "of" else [])
            n += 1  # 'num. pets', 'Num. of cards'
        elif low is not None and low.startswith("w/") and low[2:3].isalpha() and low[2:] not in ("o", "out"):
            kept += [Token(WORD, "with", tok.pos), Token(WORD, tok.text[2:], tok.pos + 2)]  # 'w/the' -> 'with the'
        elif low in _HAS_SAID_FIRST and kept and kept[-1].low in HAS_SAID_AFTER and \
                (said := next((len(h) for h in HAS_SAID_AS if tuple(t.low for t in out[n:n + len(h)]) == h), 0)):
            kept.append(Token(WORD, "has", tok.pos))  # 'who ends up with more pets' -> 'who has more pets' (e38w)
            n += said - 1
        elif low is not None and (low, out[n + 1].low) in PROGRESSIVE and out[n + 1].kind == WORD:
            kept.append(Token(WORD, PROGRESSIVE[(low, out[n + 1].low)], tok.pos))
            n += 1
        elif low in BALANCE_OF_ACCOUNTS[0] and tuple(t.low for t in out[n + 1:n + 4]) == BALANCE_OF_ACCOUNTS[1]:
            kept += [tok, out[n + 1], Token(WORD, "all", out[n + 2].pos)]  # 'balance of bank accounts' (a34n): of all
            n += 1
        elif low in BALANCE_OF_ACCOUNTS[0] and out[n + 1].low in BALANCE_ALL_ACCOUNTS[0] and \
                tuple(t.low for t in out[n + 2:n + 4]) == BALANCE_ALL_ACCOUNTS[1:3] and kept and \
                kept[-1].low in BALANCE_ALL_ACCOUNTS[3]:
            kept += [tok, out[n + 1], out[n + 2], Token(WORD, "bank", out[n + 3].pos)]  # 'balance across all accounts'
            n += 2  # (e51k): all bank accounts
        elif low in ("is", "are") and kept and (kept[-1].low in OWNER_OF_ASKED or len(kept) > 1 and kept[-2].low == "which"
                                                 and kept[-1].low in OWNER_OF_ASKED_NOUNS) and (size := _owner_of(out, n)):
            # 'who is owner of more cars' (a34n): 'who owns more cars'
            kept.append(Token(WORD, OWNER_OF_VERBS[(low, out[n + size - 2].low or "")], tok.pos))
            n += size - 1
        elif low in CHAINED_POSSESSIVE and kept and kept[-1].low == "'s":  # pet 'X''s owner's state: a possessive of
            kept += [Token(WORD, tok.text[:-2], tok.pos), Token(WORD, "'s", tok.pos + len(tok.text) - 2)]  # a possessive
        elif low in PRONOUN_HEADS and out[n + 1].kind == WORD and out[n + 1].low in ("who", "that"):
            kept += [Token(WORD, "the", tok.pos), Token(WORD, "person", tok.pos)]  # 'him who has ...': 'the person who'
        elif low == "much" and kept and kept[-1].low == "how" and (said := _money_said(out, n + 1)):
            kept += [tok, Token(WORD, "money", out[n + 1].pos)]  # 'how much total bank balance' -> 'how much money'
            n += said
        elif low is not None and (low, out[n + 1].low) in WORD_PAIRS_AS and out[n + 1].kind == WORD:
            kept.append(Token(WORD, WORD_PAIRS_AS[(low, out[n + 1].low)], tok.pos))  # 'living place' -> 'residence'
            n += 1
        elif low is not None and (low, out[n + 1].low) in DOUBLE_GRADED and out[n + 1].kind == WORD:
            kept.append(Token(WORD, DOUBLE_GRADED[(low, out[n + 1].low)], tok.pos))  # 'more higher' -> 'higher'
            n += 1
        elif low == "more" and out[n + 1].kind == WORD and out[n + 1].low in PERIPHRASTIC:  # 'more old' (a learner's)
            graded = PERIPHRASTIC[out[n + 1].low or ""]
            if kept and kept[-1].low == "the":  # 'the more old' -> 'the oldest'
                kept.append(Token(WORD, PERIPHRASTIC_MOST[graded], tok.pos))
            elif len(kept) > 1 and kept[-1].low in PERIPHRASTIC_NOUNS and kept[-2].low == "the":
                kept.insert(len(kept) - 1, Token(WORD, PERIPHRASTIC_MOST[graded], kept[-1].pos))  # 'the person more young'
            elif len(kept) > 1 and kept[-1].low in ("with", "of") and kept[-2].low in ("vehicle", "car") and \
                    out[n + 2].low == "model" and graded == "older":  # 'the vehicle with more old model year' (a18y:
                kept += [Token(WORD, "the", tok.pos), Token(WORD, "oldest", tok.pos)]  # its 'the' left out)
            else:  # -> 'the youngest person'
                kept.append(Token(WORD, graded, tok.pos))  # 'more old' -> 'older'
            n += 1
        elif low == "most" and out[n + 1].kind == WORD and (
                out[n + 1].low in ("big", "small", "large", "high", "low") and kept and kept[-1].low == "the"
                or out[n + 1].low in ("old", "young", "rich", "poor", "early", "soon", "late")):  # 'the most big salary'
            # (a18y), 'who has most old car', 'the most old person of them' (a22y), 'whose insurance policy expires
            # most early' (a24y), 'who began the current job most late' (a34n)
            kept.append(Token(WORD, PERIPHRASTIC_MOST[PERIPHRASTIC[out[n + 1].low or ""]], tok.pos))  # -> 'the biggest'
            n += 1
        elif low in RESP_WORDS and kept and kept[-1].key == "," and (
                out[n + 1].low in RESP_BEFORE or out[n + 1].key == "." and out[n + 2].low in RESP_BEFORE):
            n += out[n + 1].key == "."  # ', resp. in case of equality ...' (a21x): ', in case of equality ...'
        elif low == "respectively" and kept and kept[-1].key == "," and out[n + 1].key == ":":
            kept.pop()  # 'Which person has more cars, respectively: A, or B?' (a24y): 'respectively' says no order here
        elif low == "who" and kept and kept[-1].low in _PERSON_WHO_IS and out[n + 1].low == "is" and \
                out[n + 2 + (out[n + 2].low == "the")].low in _OWNER_NOUNS and \
                out[n + 3 + (out[n + 2].low == "the")].low == "of":  # 'the person who is owner of pet X' (a24y)
            kept[-1] = Token(WORD, out[n + 2 + (out[n + 2].low == "the")].text, kept[-1].pos)  # -> 'the owner of ...'
            n += 2 + (out[n + 2].low == "the")
        elif low in BORN_IS and out[n + 1].low == "born" and out[n + 1].kind == WORD:
            kept.append(Token(WORD, BORN_IS[low], tok.pos))  # 'Who is born later' (a21x): 'Who was born later'
        elif low == "also" and kept and kept[-1].low in ALSO_AFTER and out[n + 1].low in ("in", "within"):
            pass  # 'who live also in the same state as X' (a21x): 'who live in ...'
        elif low == "as" and out[n + 1].low == "the" and out[n + 2].low in AS_ORDINALS and _as_ordinal_after(kept):
            kept.append(Token(WORD, out[n + 2].low or "", out[n + 2].pos))  # 'expires as the first one' -> 'expires first'
            n += 2 + (out[n + 3].low == "one")
        elif low in ("which", "what") and out[n + 1].kind == WORD and out[n + 1].low in WHOSE_NOUNS:
            kept.append(Token(WORD, "whose", tok.pos))  # 'which person's policy expires first' = 'whose ...'
            n += 1
        elif low in _PLURAL_OF and (out[n + 1].kind in (PUNCT, END) or out[n + 1].low == "than") and \
                _compared_before(kept) or low in _PLURAL_OF and _all_before(kept) and (
                out[n + 1].kind in (PUNCT, END) or out[n + 1].low in _AFTER_ALL):  # 'who have more car: A or B?',
            # 'the total balance of all bank account of S' (a22y) -> 'more cars', 'all bank accounts'
            kept.append(Token(WORD, _PLURAL_OF[low], tok.pos))
        elif low == "recent" and len(kept) > 1 and kept[-1].low == "most" and out[n + 1].kind in (PUNCT, END) and \
                kept[-2].low not in ("the", "is", "are", "was", "were") and \
                any(t.low in _STARTED_VERBS for t in kept[-6:-1]):  # 'who started the job most recent?' (a22y)
            kept.append(Token(WORD, "recently", tok.pos))
        elif low in ("is", "was") and kept and kept[-1].low in _STARTED_JOBS and out[n + 1].low in _STARTED:
            pass  # 'whose current job is started most recently' (a22y): 'whose current job started ...'
        elif low in ("start", "starts", "begin", "begins") and kept and kept[-1].low in _STARTED_JOBS and \
                out[n + 1].low == "in" and (out[n + 2].kind == NUMBER or out[n + 2].low == "year"):  # 'whose current
            # job start in 2024' (a22y): '... started in 2024' ('most recent job start in Ohio' is a ranking's noun)
            kept.append(Token(WORD, "started", tok.pos))
        elif (low == "one" or low == "person" and _tie_sentence(kept)) and kept and kept[-1].low in _MEASURE_ENDS and \
                _ends_after(out, n + 1) and any(t.low in _GRADED_BEFORE for t in kept[-5:-1]):
            pass  # 'if tie, higher salary one', '(tie: bigger total bank balance one)' (a22y): the one with it; so is
            # '(if tie: higher salary person)' in a tie rule (a24y)
        elif low == "never" and out[n + 1].low in HOLD_VERBS and out[n + 2].kind == WORD:  # 'who never have credit
            # card', 'who never own a car' (a22y): 'who have no credit card', 'who own no car' (the verb's number kept)
            kept += [Token(WORD, out[n + 1].text, tok.pos), Token(WORD, "no", tok.pos)]  # (the verb and 'no' start
            # where 'never' does: a span of the text cut at either keeps 'never', read again the same way, w24 F1, F4)
            n += 1 + (out[n + 2].low in ("a", "an", "any"))
        elif low in _BARE_VERBS and kept and kept[-1].low in _BARE_HEADS and (
                len(kept) == 1 or kept[-2].key in (".", "?", "!") or kept[-2].low in _BARE_HEAD_AFTER) and \
                out[n + 1].kind == WORD:  # 'Among people have same insurance policy type with ...' (a22y): a group's
            kept += [Token(WORD, "who", tok.pos), tok]  # head, then its clause with no 'who'
        elif low in _BORN_SAID and out[n + 1].key == "(" and out[n + 2].low == "born" and \
                out[n + 3].low in _BORN_SAID[low] and out[n + 4].key == ")":
            kept.append(tok)  # 'Who is younger (born later): A or B?' (a22y): the age said again by birth; said the
            n += 4  # other way ('younger (born earlier)') it stays, refused as an aside not understood
        elif low == "have" and len(kept) > 1 and kept[-1].low in _WHOSE_ONE and "whose" in (
                kept[-2].low, kept[-3].low if len(kept) > 2 else None):  # 'person whose vehicle have earliest model
            kept.append(Token(WORD, "has", tok.pos))  # year' (a22y): the verb agrees with the one record
        elif low == "got" and kept and kept[-1].low in ("who", "whoever") and _ranked_after(out, n + 1):
            kept.append(Token(WORD, "has", tok.pos))  # 'who got most car' (a learner's 'got' for 'has'), before a ranking
        else:
            kept.append(tok)
        n += 1
    return kept


def _owner_of(out: list[Token], n: int) -> int:
    """A copula at n, 'the'?, a holder's noun of its number and 'of' before an amount compared or ranked (words.
    OWNER_OF_VERBS: 'is owner of more', 'are the holders of the most'): how many tokens before the amount, or 0."""
    j = n + 1 + (out[n + 1].low == "the")
    if (out[n].low, out[j].low) not in OWNER_OF_VERBS or out[j + 1].low != "of" or out[j].kind != WORD:
        return 0
    amount = out[j + 2].low
    if amount in OWNER_OF_AMOUNTS or amount == "the" and out[j + 3].low in OWNER_OF_AMOUNTS_AFTER_THE:
        return j + 2 - n
    return 0


_COPULAS_NUMBER = {"is": 0, "was": 0, "are": 1, "were": 1}
# The words either reading below can start at: a copula, or a phrase of words.RECORDED_AS or RECORDED_WITH.
_RECORDED_FIRST = frozenset(_COPULAS_NUMBER) | RECORDED_WITH | {phrase[0] for phrase in RECORDED_AS}
_HAS_SAID_FIRST = frozenset(phrase[0] for phrase in HAS_SAID_AS)


def _recorded_as(out: list[Token], n: int) -> tuple[tuple[str, ...], int] | None:
    """A fact said as what the records show, at n (words.RECORDED_AS): the words it is read as and how many tokens it
    takes, or None."""
    lows = [t.low if t.kind == WORD else None for t in out[n:n + 6]]
    number = _COPULAS_NUMBER.get(lows[0] or "")
    start = 1 if number is not None else 0
    said = next((len(phrase) for phrase in RECORDED_AS if tuple(lows[start:start + len(phrase)]) == phrase), None)
    if said is None:
        return None
    after = lows[start + said] if start + said < len(lows) else None
    if after in RECORDED_VERBS:
        return ((RECORDED_VERBS[after][number],) if number is not None else (after,)), start + said + 1
    if number is not None and after in ("resident", "residents"):
        return (lows[0] or "",), start + said
    return None


def _recorded_with(out: list[Token], n: int) -> tuple[tuple[str, ...], int] | None:
    """'is listed with more pets' -> 'has more pets', 'the person listed with the most cards' -> 'with' (a copula, one
    of words.RECORDED_WITH, then 'with'), or None."""
    lows = [t.low if t.kind == WORD else None for t in out[n:n + 3]]
    number = _COPULAS_NUMBER.get(lows[0] or "")
    if number is not None and lows[1] in RECORDED_WITH and lows[2] == "with":
        return ("has", "have")[number:number + 1], 3
    if lows[0] in RECORDED_WITH and lows[1] == "with" and n > 0 and out[n - 1].kind in (WORD, STRING):
        return ("with",), 2
    return None


_HEDGE_FIRST = frozenset(h[0] for h in SOURCE_HEDGES)


_OPINION_FIRST = frozenset(o[0] for o in OPINION_ASKED)


def _opinion_asked(out: list[Token]) -> list[Token]:
    """'Who would you say owns more online accounts', 'Which of the two do you think is older' (a34r): the asker's
    opinion asked right after the question's 'who' / 'which (of them)' read away (words.OPINION_ASKED); a verb must
    follow ('Who do you think of?' stays)."""
    lows = [t.low if t.kind == WORD else t.key for t in out]
    if _OPINION_FIRST.isdisjoint(lows) or not {"who", "which", "whom"} & set(lows):
        return out  # (most questions: none is said)
    kept: list[Token] = []
    n = 0
    while n < len(out):
        said = next((len(o) for o in OPINION_ASKED if tuple(lows[n:n + len(o)]) == o), 0) \
            if lows[n] in _OPINION_FIRST and n and lows[n - 1] in OPINION_AFTER and \
            any(lows[m] in ("who", "which", "whom") for m in range(max(0, n - 5), n)) else 0
        if said and out[n + said].kind == WORD and lows[n + said] not in ("of", "about", "that"):
            n += said
            continue
        kept.append(out[n])
        n += 1
    return kept


_EMBEDDED_AMONG = frozenset({"among", "amongst"})
_EMBEDDED_STOPS = frozenset({"who", "whom", "which", "that", "whose", "is", "was", "are", "were", "has", "have", "and",
                             "or"})


def _embedded_among(out: list[Token]) -> list[Token]:
    """'Could you tell me who the oldest JCB 15 digit card holder is among G?' (a34r: an embedded question, its person
    then 'is', then the group) -> '... who is the oldest JCB 15 digit card holder among G?', as asked directly."""
    lows = [t.low if t.kind == WORD else t.key for t in out]
    if _EMBEDDED_AMONG.isdisjoint(lows) or "who" not in lows:
        return out  # (most questions: no embedded question)
    for n in range(len(out) - 3):
        if lows[n] == "who" and lows[n + 1] == "the":
            m = n + 2
            while m < len(out) and out[m].kind in (WORD, NUMBER, STRING) and lows[m] not in _EMBEDDED_STOPS:
                m += 1
            if m > n + 2 and lows[m] in ("is", "was") and lows[m + 1] in _EMBEDDED_AMONG:
                return [*out[:n + 1], out[m], *out[n + 1:m], *out[m + 1:]]
    return out


def _hedges(out: list[Token]) -> list[Token]:
    """Where the facts come from, read away with the comma setting it off (words.SOURCE_HEDGES)."""
    lows = [t.low if t.kind == WORD else t.key for t in out]
    if _HEDGE_FIRST.isdisjoint(lows):
        return out  # (most questions: none is said)
    kept: list[Token] = []
    n = 0
    while n < len(out):
        said = next((len(h) for h in SOURCE_HEDGES if tuple(lows[n:n + len(h)]) == h), 0) if lows[n] in _HEDGE_FIRST else 0
        if not said:
            kept.append(out[n])
            n += 1
            continue
        n += said
        if lows[n] == "," and (not kept or kept[-1].key == ","):
            n += 1  # 'According to the files, who ...', '..., according to the files, ...'
            if len(kept) > 1 and kept[-2].low in ("who", "which", "whose", "what"):
                kept.pop()  # 'who, according to the data, has ...' -> 'who has ...'
        elif kept and kept[-1].key == "," and out[n].kind in (PUNCT, END):
            kept.pop()  # 'Who has more pets, according to the files: ...'
    return kept


_IN_SENTENCE = frozenset({",", ";", ":", ")", "+", "&", "/", "?", "\u2014"})


def _abbreviation_dot(out: list[Token], n: int) -> int:
    """1 when the period at n is an abbreviation's ('ins. policies', 'accts.)'), read away; 0 when there is none or it
    may end the sentence (a capital or the end after it: 'Return: total bal. Who ...')."""
    if out[n].key != ".":
        return 0
    after = out[n + 1]
    if after.kind == WORD and (after.low in ("their", "how") or after.low in ("that", "this") and
                               out[n + 2].kind == WORD and out[n + 2].low in ("person's", "person")):
        return 0  # (what is asked of the person found starts: 'tiebreak highest total bank bal. that person's pets +
        # policies, how many total', a21y)
    if after.kind == WORD and after.low in ABBREVIATION_DOT_ENDS:
        return 0  # (a question or a rule starts, lower-case: 'X + no internet accts. who has ...?', e62p)
    return int(after.kind == NUMBER or after.kind == WORD and after.text[:1].islower() or
               after.kind == PUNCT and after.text in _IN_SENTENCE)


def _money_said(out: list[Token], n: int) -> int:
    """How many words from n name the money after 'how much' (HOW_MUCH_MONEY, the longest), or 0."""
    for phrase in HOW_MUCH_MONEY:
        said = phrase.split()
        if [t.low if t.kind == WORD else None for t in out[n:n + len(said)]] == said:
            return len(said)
    return 0


def _ranked_after(out: list[Token], n: int) -> bool:
    """Does a ranking start at n ('most', 'the fewest', 'the highest')? (Not 'got their job', 'got a dog in 2020'.)"""
    words = [t.low for t in out[n:n + 2] if t.kind == WORD]
    return bool(words) and (words[0] in GOT_RANKED or words[0] == "the" and words[1:2] != [] and words[1] in GOT_RANKED)


_BEFORE_STATE = frozenset({"in", "from", "of", "within", "across", "between", "and", "or", ",", "(", "vs", "versus"})
_AFTER_STATE = frozenset({"residents", "resident", "people", "folks", "locals", "state", "inhabitants", "dog", "cat",
                          "pet", "car", "owners", "owner", "holders", "holder", ",", ":", "—", "?", ")", "."})


def _state_codes(out: list[Token]) -> list[Token]:
    """A state's postal code in capitals where a place is said ('the richest person in TX', 'TX residents'): the state's
    name. Not in a question written all in capitals, where 'IN' or 'MY' is a word; never a code that is also a word."""
    words = [t for t in out if t.kind == WORD and len(t.text) > 2]
    if words and sum(t.text.isupper() for t in words) * 2 > len(words):
        return out
    kept: list[Token] = []
    for n, tok in enumerate(out):
        name = STATE_CODES.get(tok.text) if tok.kind == WORD and tok.text not in STATE_CODE_WORDS else None
        if name is not None and (n > 0 and out[n - 1].key in _BEFORE_STATE or out[n + 1].key in _AFTER_STATE or
                                 out[n + 1].kind == END):
            kept += [Token(WORD, word, tok.pos) for word in name.split()]
        else:
            kept.append(tok)
    return kept


_ASIDES = tuple(sorted({tuple(f.split()) for f in COURTESY_ASIDES}, key=len, reverse=True))
# first word -> the asides starting with it, longest first (after a comma only those of the word after it are tried)
_ASIDES_FROM = {first: tuple(a for a in _ASIDES if a[0] == first) for first in {a[0] for a in _ASIDES}}
_LISTED = frozenset({"or", "and", "nor", "vs", "versus"})


def _question_head(kept: list[Token]) -> bool:
    """The sentence so far is a question's head: a question word, then words alone ('Who', 'Which of these two people',
    'How many pets'), no mark, quoted value or list of two."""
    start = next((n + 1 for n in range(len(kept) - 1, -1, -1) if kept[n].kind != WORD), 0)
    return start < len(kept) and kept[start].low in QUESTION_HEAD_WORDS and \
        not any(t.low in _LISTED for t in kept[start:])


def _words_at(out: list[Token], n: int, words: tuple[str, ...]) -> bool:
    """Are the tokens from n on the words `words`, each a word token, with a token after them?"""
    end = n + len(words)
    return end < len(out) and all(t.kind == WORD and t.low == w for t, w in zip(out[n:end], words))


def _pair_slashed(out: list[Token]) -> list[Token]:
    """Two labels joined by a slash after 'of' or 'between' ('which of A/B owns more vehicles?', d46p): the two said with
    'and', as 'which of A and B' (words.PAIR_SLASH_AFTER); labels only (a capital letter, perhaps with a digit: 'A/B',
    'P1/P2'), never 'his/her' or a tie's scope said before its rule ('A/B tie -> X')."""
    kept: list[Token] = []
    for n, tok in enumerate(out):
        halves = tok.text.split("/") if tok.kind == WORD else []
        if len(halves) == 2 and n > 0 and out[n - 1].kind == WORD and out[n - 1].low in PAIR_SLASH_AFTER and all(
                re.fullmatch(r"[A-Z][0-9]?", half) for half in halves):
            kept += [Token(WORD, halves[0], tok.pos), Token(WORD, "and", tok.pos + len(halves[0])),
                     Token(WORD, halves[1], tok.pos + len(halves[0]) + 1)]
            continue
        kept.append(tok)
    return kept


def _aside_rule_split(out: list[Token]) -> list[Token]:
    """An aside saying a ranking again (or other words with no tie rule), then a tie rule after a semicolon or comma
    ('(earliest model year; tie -> higher salary)', d46p): two asides, '(earliest model year) (tie -> higher salary)',
    each read as it is read alone (words.ASIDE_RULE_*). Only where the rule opens with a tie noun ('tie ->', 'ties to',
    'tiebreak:'), the part before the mark says no rule of its own, and the aside ends the person's words (a mark or
    'vs' / 'or' / 'and' after it)."""
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        kept.append(tok)
        n += 1
        if not (tok.kind == PUNCT and tok.text == "("):
            continue
        close = next((m for m in range(n, len(out)) if out[m].kind in (PUNCT, END) and out[m].text in ("(", ")", "")),
                     None)
        if close is None or out[close].text != ")":
            continue
        mark = next((m for m in range(n, close) if out[m].kind == PUNCT and out[m].text in ASIDE_RULE_MARKS), None)
        if mark is None or mark == n or mark + 1 >= close:
            continue
        after = out[close + 1] if close + 1 < len(out) else None
        if after is not None and after.kind == WORD and after.low not in ASIDE_RULE_AFTER:
            continue  # (the bracket inside a noun phrase going on after it: 'the vehicle leader (most vehicles; ties:
            # oldest) of Ohio' is read whole, w15)
        before, rule = out[n:mark], out[mark + 1:close]
        # (not 'if tied': '(highest salary, if tied)' is one rule, its breaker said first)
        opens = rule[0].kind == WORD and rule[0].low in ASIDE_RULE_OPENERS and len(rule) > 1
        if not opens or any(t.kind not in (WORD, NUMBER) or t.low in ASIDE_RULE_KEEPS for t in before):
            continue
        kept += [*before, Token(PUNCT, ")", out[mark].pos), Token(PUNCT, "(", out[mark].pos)]
        n = mark + 1
    return kept


def _asides(out: list[Token]) -> list[Token]:
    """', if you would be so kind,' (words.COURTESY_ASIDES) after a comma and before a mark: dropped with the comma
    before it ('younger, if ...: A' -> 'younger: A'); set off by two commas, one is kept ('Among residents of Ohio, if
    you please, who' -> 'Among residents of Ohio, who'; '... of Texas, if you would, other than X' -> '..., other than
    X': the comma the writer put there says where the words after it attach, w20), but none after the question's head
    alone ('Who, if you please, owns' -> 'Who owns'; 'How many pets, if you please, does ...')."""
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        if tok.kind == PUNCT and tok.text == "," and kept:
            for aside in _ASIDES_FROM.get(out[n + 1].low, ()) if out[n + 1].kind == WORD else ():
                end = n + 1 + len(aside)
                if _words_at(out, n + 1, aside) and \
                        (out[end].kind == END or out[end].kind == PUNCT and out[end].text in (",", ":", "?", ".", ";",
                                                                                             "\u2014", "!")):
                    n = end + (out[end].text == "," and out[end].kind == PUNCT)
                    if out[end].text == "," and out[end].kind == PUNCT and not _question_head(kept):
                        kept.append(tok)
                    break
            else:
                kept.append(tok)
                n += 1
            continue
        kept.append(tok)
        n += 1
    return kept


Said = tuple[tuple[int, ...], frozenset[tuple[str, ...]]]


def _phrases(said: Sequence[str]) -> Said:
    """A table's phrasings as a set of word tuples, and their lengths, the longest first (looked up, not scanned:
    'expired' / 'lapsed' asides expand to ~7,400 phrasings)."""
    phrases = frozenset(tuple(f.split()) for f in said)
    return tuple(sorted({len(words) for words in phrases if words}, reverse=True)), phrases


_TIE_SCOPE = _phrases(SPOKEN_TIE_SCOPE)
_WITH_TIES = _phrases(SPOKEN_WITH_TIES)
_TIE_CHOICE = _phrases(SPOKEN_TIE_CHOICE)
_PAIR = _phrases(PAIR_SAID)
_INSIDE_TIE = _phrases(SPOKEN_INSIDE_TIE)
_LATER_ITEM = frozenset({"or", "if", *SPOKEN_SECOND})  # (a person or a rule said after the clause)
_EACH_SAID = frozenset({"both", "each", "either"})  # (a scope said before the rule: 'for both of them if it's a tie')
_FIRST = frozenset(SPOKEN_FIRST)
_SECOND = frozenset(SPOKEN_SECOND)
_SPOKEN_ASIDES = _phrases(SPOKEN_ASIDES)
_RESTART = _phrases(SPOKEN_RESTART)
_ASIDE_FIRST = frozenset(words[0] for words in _SPOKEN_ASIDES[1])  # (looked up only at a word that may open one)
_RESTART_FIRST = frozenset(words[0] for words in _RESTART[1])
_SPOKEN_FIRST_WORDS = SPOKEN_HESITATIONS | {"if", "with", ",", "expired", "lapsed", *_FIRST, *SPOKEN_CONTRACTIONS, "like",
                                            *(w.split()[-1] for w in (*SPOKEN_ASIDES, *SPOKEN_RESTART))}


def _said_at(out: list[Token], n: int, table: Said) -> int:
    """How many words of the table's longest phrasing stand at n (each a word token, with a token after them), or 0."""
    sizes, phrases = table
    return next((size for size in sizes if n + size < len(out) and all(t.kind == WORD for t in out[n:n + size])
                 and tuple(t.low for t in out[n:n + size]) in phrases), 0)


def _comma(at: Token) -> Token:
    return Token(PUNCT, ",", at.pos)


def _spoken(out: list[Token]) -> list[Token]:
    """A question dictated without punctuation (a20y; words.SPOKEN_*): fillers dropped ('among um people'), a tie
    rule's scope words dropped ('ties in there', 'a tie in that group'), a tie rule set off by commas where a writer
    would ('... in Ohio, ties going to T, or ...', '... in Ohio, if a few of them are tied, go with T'), and two people
    said in turn ('out of these two, first A, and second B') as 'these two: A, and B'."""
    if _SPOKEN_FIRST_WORDS.isdisjoint(t.low for t in out if t.kind in (WORD, PUNCT)):
        return out  # (most questions: none of them is said)
    out = _restarted(_corrected(out))
    scoped = {out[n].pos for n in range(len(out) - 1) if out[n].kind == WORD and out[n].low in ("tie", "ties", "tied")
              and _said_at(out, n + 1, _TIE_SCOPE)}  # (where a tie rule's scope is said: the group just said)
    out = _expired_set_off(_unsaid(out))
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        if tok.kind == WORD and tok.low == "with" and kept and kept[-1].kind in (WORD, STRING, NUMBER) and \
                _said_at(out, n, _WITH_TIES):
            kept.append(_comma(tok))  # 'in Ohio with ties going to T' -> 'in Ohio, ties going to T'
            n += 1
            continue
        if tok.kind == WORD and tok.low == "if" and _tie_clause(out, n):
            said = kept
            if said and said[-1].kind == WORD and said[-1].low == "then" and len(said) > 2:
                said = said[:-1]  # ('... the most pets and then if there's a tie ...')
            said = said[:-1] if said and said[-1].kind == WORD and said[-1].low == "and" else said
            if _breaker_before(said, out, n):  # ('..., oldest one if there's a tie, or ...': the rule said breaker first)
                kept.append(tok)
                n += 1
                continue
            if len(said) > 1 and said[-1].kind in (WORD, STRING, NUMBER) and said[-2].kind != PUNCT:
                # (after a clause's words: not 'Oh and if ...', 'Also if ...' opening a sentence)
                # a rule that ends the question and says no group of its own ('if both of them are even on that', 'if
                # those two end up tied', 'if there's a tie') is a sentence of its own after it, as a writer would put
                # it: set off by a comma after the second person compared it would be read as that person's ranking's
                # only (or, naming the pair, as theirs too, alone when the pair's reading cannot be read: 'who is older
                # ... if both of them are even on that go with the oldest one', w20); one said of the group just named
                # ('if there's a tie in that group', 'if a few of them are tied') stays that person's
                end = next(m for m in range(n + 1, len(out)) if out[m].kind in (PUNCT, END))
                last = out[end].kind == END and not any(t.kind == WORD and t.low in _LATER_ITEM for t in out[n + 1:end])
                inside = any(t.pos in scoped for t in out[n + 1:end]) or _said_at(out, n + 1, _INSIDE_TIE) or any(
                    t.kind == WORD and t.low in _EACH_SAID for t in said[-4:])  # ('in both cases if ...', 'for each')
                kept[len(said):] = [Token(PUNCT, "?", tok.pos) if last and not inside else _comma(tok)]
                # ('... in Ohio (and) if ...' -> '... in Ohio, if ...')
            m = n + 1
            while out[m].kind not in (PUNCT, END):
                if out[m].kind == WORD and out[m - 1].kind == WORD and out[m - 1].low != "if" and \
                        out[m - 1].low not in TIE_CHOICE_AS_NOUN_AFTER and _said_at(out, m, _TIE_CHOICE):
                    kept += out[n:m] + [_comma(out[m])]  # '..., if they're tied go with T' -> '... tied, go with T'
                    n = m
                    break
                m += 1
            else:
                kept.append(tok)
                n += 1
            continue
        kept.append(tok)
        n += 1
    return _said_in_turn(kept)


_CORRECTIONS = _phrases(SPOKEN_CORRECTIONS)
_RESTART_AFTER = frozenset({"the", "a", "an", "of", "with", "has", "have", "is", "are", "their", "his", "her"})


def _corrected(out: list[Token]) -> list[Token]:
    """A spoken correction between commas (words.SPOKEN_CORRECTIONS): 'the owner of the dog, no sorry, the bird named
    Tammy' -> 'the owner of the bird named Tammy', the words after it replacing the words before it that start alike,
    the last one replaced and the one replacing it of one kind (words.SPOKEN_CORRECTED_KINDS). Any other correction
    could replace more or less than that: refused, saying so."""
    for n in range(1, len(out) - 1):
        if out[n].key != "," or out[n + 1].kind != WORD or not (said := _said_at(out, n + 1, _CORRECTIONS)) or \
                out[n + 1 + said].key != ",":
            continue
        start = n + 2 + said  # the words replacing
        first = out[start]
        for k in range(n - 1, max(n - 5, -1), -1):  # the words replaced: from the last one said like the first
            size = n - k
            if out[k].kind == WORD and first.kind == WORD and out[k].low == first.low and size > 1 and \
                    all(t.kind == WORD for t in (*out[k:n], *out[start:start + size])) and \
                    [t.low for t in out[k:n - 1]] == [t.low for t in out[start:start + size - 1]] and \
                    any(out[n - 1].low in kind and out[start + size - 1].low in kind for kind in SPOKEN_CORRECTED_KINDS):
                return _corrected([*out[:k], *out[start:]])
        raise UsageError(f"a spoken correction at character {out[n + 1].pos + 1} "
                         f"('{' '.join(t.text for t in out[n + 1:n + 1 + said])}') could replace more or less than one "
                         "word: say the question again as meant")
    return out


def _restarted(out: list[Token]) -> list[Token]:
    """A phrase broken off and said again ('who has the, who's got the most cards'): a comma after a word no phrase ends
    with ('the', 'of', 'has'), then two words said in the last few words before it: the broken phrase is dropped, from
    those words to the comma ('Who in Ohio has, in total, the most pets?' says nothing again)."""
    for n in range(2, len(out) - 1):
        if out[n].key != "," or out[n - 1].kind != WORD or out[n - 1].low not in _RESTART_AFTER or \
                out[n + 1].kind != WORD:
            continue
        again = next((k for k in range(n - 2, max(n - 6, -1), -1) if out[k].kind == WORD and out[k].low ==
                      out[n + 1].low and out[k + 1].low == out[n + 2].low), None)  # (two words said again)
        if again is not None and all(t.kind == WORD for t in out[again:n]):
            return _restarted([*out[:again], *out[n + 1:]])
    return out


_EXPIRED_LEADS = frozenset({"counting", "including", "and", "count", "include", "even"})  # (a set-off aside's first word,
# or 'expired' itself, 'expired policies included', after none of the words that make it part of a longer aside)
_EXPIRED_BEFORE = frozenset({"count", "counting", "including", "include", "already", "previously", "incl", "even",
                             "also"})


@lru_cache(maxsize=1)
def _expired_said() -> Said:
    return _phrases(EXPIRED_COUNTED)  # (made when a question says 'expired' or 'lapsed': most never do)


def _expired_set_off(out: list[Token]) -> list[Token]:
    """An aside saying expired records count (words.EXPIRED_COUNTED) said without its commas ('whose insurance policy
    expires first counting the ones that already expired and if ...'): set off by them, as a writer would."""
    if {"expired", "lapsed", "run", "ran"}.isdisjoint(t.low for t in out if t.kind == WORD):
        return out
    kept: list[Token] = []
    n, opened = 0, 0
    while n < len(out):
        opened += (out[n].key == "(") - (out[n].key == ")")
        if out[n].kind == WORD and (out[n].low in _EXPIRED_LEADS or out[n].low in ("expired", "lapsed") and
                                    kept and kept[-1].low not in _EXPIRED_BEFORE) and not opened and kept and \
                kept[-1].kind in (WORD, STRING, NUMBER) and kept[-1].low != "and" and not (
                    out[n - 1] is kept[-1] and _said_at(out, n - 1, _expired_said())) and (
                said := _said_at(out, n, _expired_said())):  # (not inside a longer one: ', with lapsed policies
            # included', c44k)  # (', and count ...' is set off already; '(count expired
            # policies too)' is an aside of its own)
            kept += [_comma(out[n]), *out[n:n + said]] + ([_comma(out[n + said])] if out[n + said].kind == WORD else [])
            n += said
            continue
        kept.append(out[n])
        n += 1
    return kept


def _phrase_again(kept: list[Token], out: list[Token], n: int) -> int:
    """How many words at n say again, at once, the two or three lowercase words just said ('the most the most', 'who
    has who has'; words.SPOKEN_STUTTERS for one word), or 0: a phrase said twice in a row while the speaker gathers the
    next says nothing more."""
    for size in (3, 2):
        if len(kept) >= size and n + size < len(out) and kept[-size].text == out[n].text and \
                all(t.kind == WORD and t.text == t.low for t in (*kept[-size:], *out[n:n + size])) and \
                [t.low for t in kept[-size:]] == [t.low for t in out[n:n + size]]:
            return size
    return 0


def _unsaid(out: list[Token]) -> list[Token]:
    """Fillers ('among um people', 'among you know people'), a word stuttered ('the uh the total'), a restart ('among
    um i mean among people'), a contraction ('wanna') said out, and a tie's scope ('ties in there', 'a tie in that
    group') dropped."""
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        if tok.kind == WORD and tok.text in SPOKEN_HESITATIONS:
            n += 1 + (out[n + 1].key == "," and (not kept or kept[-1].kind == PUNCT))  # ('so, um, who ...')
            continue
        if tok.kind == WORD and tok.text in SPOKEN_CONTRACTIONS:
            kept += [Token(WORD, word, tok.pos) for word in SPOKEN_CONTRACTIONS[tok.text]]
            n += 1
            continue
        if tok.kind == WORD and tok.text in _ASIDE_FIRST and (said := _said_at(out, n, _SPOKEN_ASIDES)) and not (
                kept and kept[-1].kind == WORD and kept[-1].low in SPOKEN_ASIDES_KEPT_AFTER):
            n += said + (out[n + said].key == "," and (not kept or kept[-1].kind == PUNCT))
            continue
        if tok.kind == WORD and tok.text == "like" and kept and kept[-1].kind in (WORD, PUNCT, STRING) and \
                kept[-1].low not in LIKE_KEPT_AFTER and (end := _like_restated(kept, out, n)):
            if kept[-1].key == "," and out[end].key == ",":
                end += 1  # ('any vehicles, like no vehicles at all, who ...': one comma kept)
            n = end
            continue
        if tok.kind == WORD and tok.text in SPOKEN_STUTTERS and kept and kept[-1].kind == WORD and \
                kept[-1].text == tok.text:
            n += 1  # ('the the total bank balance')
            continue
        if tok.kind == WORD and (size := _phrase_again(kept, out, n)):
            n += size  # ('who has the most the most vehicles', 'if there's if there's a tie')
            continue
        if tok.kind == WORD and tok.text in _RESTART_FIRST and (said := _said_at(out, n, _RESTART)) and \
                out[n + said].kind == WORD:
            again = next((k for k in range(len(kept) - 1, max(len(kept) - 5, -1), -1) if kept[k].kind == WORD and
                          kept[k].low == out[n + said].low), None)  # (the word said again, among the last few)
            if again is not None and all(t.kind == WORD for t in kept[again:]):
                del kept[again:]
                n += said
                continue
        if tok.kind == WORD and kept and kept[-1].kind == WORD and kept[-1].low in ("tie", "ties", "tied") and (
                said := _said_at(out, n, _TIE_SCOPE)):
            n += said
            continue
        kept.append(tok)
        n += 1
    return kept


_BREAKER_FIRST_WORDS = frozenset({"the", "also", "again", *PERSON_SUPERLATIVES, *PERSON_COMPARATIVES})
_SENTENCE_ENDS = frozenset({".", "?", "!"})


def _breaker_before(said: list[Token], out: list[Token], n: int) -> bool:
    """Is the clause before 'if' (at n) a tie's breaker said alone after a mark, and the 'if' clause its trigger alone
    ('..., oldest one if there's a tie', '..., also the oldest one if it's a tie')? Then the two are one rule, as said.
    So is a sentence of its own choosing the breaker ('... in Ohio? pick the oldest if there's a tie', '... ? the oldest
    wins if tied', a35c: a crowd worker's rule with no final mark)."""
    start = len(said)
    while start > 0 and said[start - 1].kind == WORD:
        start -= 1
    words = said[start:]
    sentence = start > 0 and said[start - 1].key in _SENTENCE_ENDS
    if start == 0 or not (said[start - 1].key == "," or sentence) or not 1 <= len(words) <= (10 if sentence else 4) or \
            not (words[0].low in _BREAKER_FIRST_WORDS or sentence and (_said_at(said, start, _TIE_CHOICE) or
                                                                      words[0].low in BREAKER_SENTENCE_FIRST)):
        return False
    end = next(m for m in range(n + 1, len(out)) if out[m].kind in (PUNCT, END))
    if out[end].kind == END and not sentence and words[0].low not in ("also", "again") and any(
            t.kind == WORD and t.low == "or" for t in said[:start]):
        return False  # (last after two people compared: the pair's rule or each one's, as any rule said last there)
    return end - n <= 7 and not any(_said_at(out, m, _TIE_CHOICE) for m in range(n + 1, end))


def _like_restated(kept: list[Token], out: list[Token], n: int) -> int:
    """Where an aside after 'like' (at n) ends, when it restates what was just said (words.SPOKEN_LIKE_ASIDES): 'the
    oldest vehicle like the earliest model year', 'no vehicles, like no vehicles at all'; else 0 (kept, and refused)."""
    mark = next(m for m in range(n + 1, len(out)) if out[m].kind in (PUNCT, END))
    before = [t.low for t in kept[-10:] if t.kind == WORD]
    for end in range(mark, n + 1, -1):  # (the longest aside said: unset off, it runs on into the question)
        aside = tuple(t.low for t in out[n + 1:end])
        if any(t.kind != WORD for t in out[n + 1:end]):
            continue
        for said, words in SPOKEN_LIKE_ASIDES:
            if not words.isdisjoint(before[-6:]) and " ".join(aside) in _like_set(said):
                return end
        if SPOKEN_NONE_SAID.isdisjoint(before):
            continue
        if " ".join(aside) in _like_set(SPOKEN_LIKE_NONE):
            return end
        if aside[0] in ("no", "zero"):  # 'like no vehicles at all': the record's words, said before it
            noun = aside[1:-2] if aside[-2:] == ("at", "all") else aside[1:]
            at = next((k for k in range(len(before) - len(noun), -1, -1) if tuple(before[k:k + len(noun)]) == noun),
                      None)
            if noun and at is not None and not SPOKEN_NONE_SAID.isdisjoint(before[max(at - 3, 0):at]):
                return end
    return 0


@lru_cache(maxsize=8)
def _like_set(said: Sequence[str]) -> frozenset[str]:
    return frozenset(said)


def _tie_clause(out: list[Token], n: int) -> bool:
    """Does the clause opened by 'if' at n say a tie (words.SPOKEN_TIE_WORDS) before its next mark?"""
    m = n + 1
    while out[m].kind not in (PUNCT, END) and m < n + 12:
        if out[m].kind == WORD and out[m].low in SPOKEN_TIE_WORDS:
            return True
        m += 1
    return False


def _said_in_turn(out: list[Token]) -> list[Token]:
    """'these two, first A, and second B' -> 'these two: A, and B' (one 'second', after 'and')."""
    if not any(t.kind == WORD and t.low in _FIRST for t in out):
        return out  # (no 'first': nobody said in turn)
    for n in range(len(out) - 3):
        said = _said_at(out, n, _PAIR)
        at = n + said
        said_first = at + (out[at].key == ",")  # (the commas may be left unsaid: 'these two first A and second B')
        if not said or out[said_first].kind != WORD or out[said_first].low not in _FIRST:
            continue
        seconds = [m for m in range(said_first + 1, len(out) - 1) if out[m].kind == WORD and out[m].low in _SECOND and
                   out[m - 1].low == "and"]
        if len(seconds) != 1:
            return out
        m = seconds[0]
        first_comma = out[said_first + 1].key == ","
        second_comma = out[m + 1].key == ","
        return [*out[:at], Token(PUNCT, ":", out[at].pos), *out[said_first + 1 + first_comma:m],
                *out[m + 1 + second_comma:]]
    return out


_PREFERS = frozenset(PREFER_BEFORE_TIE)
_TIES_AFTER = tuple(tuple(f.split()) for f in TIE_AFTER_PREFER)


def _prefer_tie(out: list[Token]) -> list[Token]:
    """'preferring, in a tie, T' / 'preferring in a tie T' -> 'in a tie, preferring T' (words.PREFER_BEFORE_TIE)."""
    out = list(out)
    for n in range(len(out) - 1):
        if out[n].kind != WORD or out[n].low not in _PREFERS:
            continue
        m = n + 1 + (out[n + 1].kind == PUNCT and out[n + 1].text == ",")
        for tie in _TIES_AFTER:
            end = m + len(tie)
            if _words_at(out, m, tie):
                after = end + (out[end].kind == PUNCT and out[end].text == ",")
                if out[after].kind != WORD:
                    break
                out[n:after] = [*out[m:end], Token(PUNCT, ",", out[end - 1].pos), out[n]]
                break
    return out


def _pair_possessive(out: list[Token]) -> list[Token]:
    """'two people's total bank balances (for me):' -> 'the total bank balances of two people (for me):' (words.
    PAIR_POSSESSIVE_HEADS): the two announced before a colon, as 'of two people:' is read."""
    for n in range(len(out) - 3):
        if out[n].low != "two":
            continue
        low = (out[n + 1].low or "").replace("\u2019", "'")
        if low.endswith("'s") and low[:-2] in PAIR_POSSESSIVE_HEADS:  # ("people's": one word)
            head, first = Token(WORD, out[n + 1].text[:-2], out[n + 1].pos), n + 2
        elif low in PAIR_POSSESSIVE_HEADS and out[n + 2].low == "'s":  # ("persons'")
            head, first = out[n + 1], n + 3
        else:
            continue
        end = next((m for m in range(first, min(first + 1 + PAIR_POSSESSIVE_WORDS, len(out)))
                    if out[m].kind != WORD or out[m].low == "for"), None)
        if end is None or end == first or not (out[end].text == ":" or out[end].low == "for" and out[end + 1].low in (
                "me", "us") and out[end + 2].text == ":"):
            continue
        return [*out[:n], Token(WORD, "the", out[n].pos), *out[first:end], Token(WORD, "of", out[n].pos), out[n], head,
                *out[end:]]
    return out


def _two_said(out: list[Token]) -> list[Token]:
    """'these 2', 'Compare 2 people', 'whichever of the 2 has' (words.PAIR_DIGIT_BEFORE, a27z): the digit as the word
    the phrasings of a pair say ('these two')."""
    return [Token(WORD, "two", t.pos) if t.kind == NUMBER and t.text == "2" and n > 0 and (
        out[n - 1].low in PAIR_DIGIT_BEFORE or n > 1 and out[n - 2].low == "of" and out[n - 1].low == "the" and (
            out[n + 1].kind in (PUNCT, END) or out[n + 1].low in PAIR_DIGIT_THE_VERBS)) else t
        for n, t in enumerate(out)]


def _or_plural(out: list[Token]) -> list[Token]:
    """'the person or people with R', 'the person (or persons) with R' -> 'the people with R' (words.SINGULAR_OR_PLURAL)."""
    kept: list[Token] = []
    n = 0
    while n < len(out):
        tok = out[n]
        plurals = SINGULAR_OR_PLURAL.get(tok.low or "") if tok.kind == WORD and kept and kept[-1].low == "the" else None
        if plurals:
            bracket = out[n + 1].kind == PUNCT and out[n + 1].text == "("
            m = n + 1 + bracket
            if out[m].kind == WORD and out[m].low == "or" and out[m + 1].kind == WORD and out[m + 1].low in plurals and \
                    (not bracket or out[m + 2].kind == PUNCT and out[m + 2].text == ")"):
                kept.append(out[m + 1])
                n = m + 2 + bracket
                continue
        sexes = EITHER_SEX.get(tok.low or "") if tok.kind == WORD else None  # ('the oldest guy or gal in ...' too)
        if sexes and out[n + 1].kind == WORD and out[n + 1].low == "or" and out[n + 2].low in sexes:
            kept.append(Token(WORD, "person", tok.pos))  # 'the guy or gal who owns ...' -> 'the person who owns ...'
            n += 3
            continue
        kept.append(tok)
        n += 1
    return kept


def _courteous(out: list[Token]) -> list[Token]:
    kept: list[Token] = []
    for n, tok in enumerate(out):
        if tok.kind == WORD and tok.low in UNLESS_NUMBER and not _before_number(out, n):
            counted = next((m for m in range(len(kept) - 1, max(len(kept) - 4, -1), -1)
                            if kept[m].kind == NUMBER or kept[m].low in _NUMBER_WORDS), None)
            if counted is not None and all(t.kind == WORD for t in kept[counted + 1:]) and counted < len(kept) - 1:
                kept.insert(counted, Token(WORD, tok.text, tok.pos))  # '2 pets exactly' -> 'exactly 2 pets' (p12y #11)
                continue
        if tok.kind == WORD and (tok.low in COURTESY_WORDS or tok.low in UNLESS_NUMBER and not _before_number(out, n)):
            if kept and kept[-1].key == "(" and out[n + 1].key == ")":
                kept.pop()  # '... have (please)?' -> '... have?'
                out[n + 1] = Token(PUNCT, "", out[n + 1].pos)
            elif kept and kept[-1].text == "," and out[n + 1].kind in (PUNCT, END):
                kept.pop()  # 'pets, please?' -> 'pets?'
                if out[n + 1].text == ",":
                    out[n + 1] = Token(PUNCT, "", out[n + 1].pos)  # 'Who, please, owns' -> 'Who owns'
            elif out[n + 1].text == "," and (not kept or kept[-1].kind == PUNCT):
                out[n + 1] = Token(PUNCT, "", out[n + 1].pos)  # 'Please, who ...' / ': please, who ...'
            elif out[n + 1].low == "to" and out[n + 2].kind == WORD and (not kept or kept[-1].kind == PUNCT):
                out[n + 1] = Token(PUNCT, "", out[n + 1].pos)  # 'Please to tell me ...' (a learner's 'please')
            continue
        if tok.kind == PUNCT and tok.text == "":
            continue
        kept.append(tok)
    return kept


_NUMBER_WORDS = frozenset(NUMBER_WORDS) - {"no", "a", "an"}  # the number words that only count ('two', not 'a')


def _before_number(out: list[Token], n: int) -> bool:
    nxt = out[n + 1]
    return nxt.kind == NUMBER or nxt.low in _NUMBER_WORDS or nxt.low in ("a", "an")


# Marks of a text's layout that say nothing (f22): a markdown heading's '#'s at a line's start ('## Question'), a quote
# block's '>' at a line's start, one bullet before the whole text ('- Who ...?', '• Who ...?': not a list whose lines
# each start with it, where the dashes separate), an emoticon standing alone (':)', ';-)').
_EMOTICONS = (":-)", ";-)", ":)", ";)", ":D", ":-D", ":P", ":(")


def _layout_mark(text: str, i: int) -> int:
    """How many characters of layout start at i (see above), 0 if none."""
    ch = text[i]
    if ch in ":;":
        said = next((e for e in _EMOTICONS if text.startswith(e, i)), None)
        end = i + len(said) if said else 0
        return len(said) if said and (i == 0 or text[i - 1].isspace()) and (
            end == len(text) or text[end].isspace()) else 0
    line = text.rfind("\n", 0, i) + 1
    if text[line:i].strip():
        return 0  # (not at a line's start)
    if ch == "#":
        end = i + len(text[i:]) - len(text[i:].lstrip("#"))
        return end - i if end - i >= 2 and text[end:end + 1] in (" ", "\t") else 0
    if text[i + 1:i + 2] not in (" ", "\t"):
        return 0
    if ch == ">":
        return int(_sign(text, i) is None)  # (not '> 2 pets' at a line's start)
    # ('-', '•': before the text's first word only, when no other line starts with it)
    return int(line == 0 and re.search(r"\n[ \t]*" + re.escape(ch), text) is None)


# The patterns below are compiled where first used (`re.compile` at the use is then a lookup in re's own cache): `re`
# compiles a pattern in Python, 0.2-0.4 ms each, and most questions need none of these (a hyphen before a quote, a
# sign, 'no. of').
# A noun joined by a hyphen to the quoted value it names, as a compound modifier ("the plate-'64-5938X' owner's state",
# "the pet-'Dawn' owner"): the noun as a word, the quote then opens the value.
_HYPHENED_QUOTE = r"([A-Za-z]+)-(?=['\"‘“])"
_HYPHEN_QUOTES = r"[A-Za-z]-['\"‘“]"
_PAIR_HASH = r"#\s*[12]\s*(?:is\b|=|[:\u2014-]\s*(?:the|whoever|among|amongst)\b)"  # ('#1 is S1', '#2: the ...', a37p)
_PLUS = re.compile(r"\+\s*[A-Za-z]")  # a number's '+' before a word ('1+ vehicles'), not a sum ('2 + 3')
_NUMBER_OF = r"([A-Za-z]+\.?)\s*of\b"  # (re.IGNORECASE)
# what a match of _NUMBER_OF read as 'number of' starts with (its first two letters, lowercase): tried only there
_NUMBER_OF_FIRST = frozenset(a[:2] for a in NUMBER_ABBREVIATIONS)
_SIGN = r"(>=|<=|≥|≤|>|<)\s*(?:[0-9]|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)"  # (re.IGNORECASE)


def _sign(text: str, i: int) -> str | None:
    """A comparison sign before a number ('>= 2', '≥2', '< three'), or None."""
    m = re.compile(_SIGN, re.IGNORECASE).match(text, i) if text[i] in "<>≥≤" else None
    return m.group(1) if m else None


@lru_cache(maxsize=8)
def tokenized(text: str) -> tuple[Token, ...]:
    """`tokenize`'s tokens, kept for the last few texts: a question the grammar does not read whole is tokenized again
    by the discourse layer (twice: `narrated`, `resolve`), and ask's checks read the tokens of the question answered."""
    return tuple(tokenize(text))


def _category(ch: str) -> str:
    from unicodedata import category  # (only for a character no rule reads)

    return category(ch)


def _decoration(ch: str) -> bool:
    """An emoji or a pictograph (category So), a skin tone (not the other Sk, '´' and '^' a reader may write for an
    apostrophe or a power), a joiner, a variation selector, an emoji's tag or its keycap: what decorates a text."""
    return _category(ch) == "So" or "\U0001f3fb" <= ch <= "\U0001f3ff" or ch in "\u200d\u20e3" or \
        "\ufe00" <= ch <= "\ufe0f" or "\U000e0020" <= ch <= "\U000e007f"


def _frame_after(text: str, i: int) -> bool:
    """Is everything from i on decoration, space, a sentence's end mark or an emoticon ('? 🙏', ' 🙏🙏 :)')? Elsewhere
    a pictograph may say something ('residents with ❌ dogs', 'who own 🚫 dogs': without them), and it is refused."""
    rest = text[i:]
    for emoticon in _EMOTICONS:
        rest = rest.replace(emoticon, " ")
    return all(c.isspace() or c in ".?!\u2026" or _decoration(c) for c in rest)


def tokenize(text: str) -> list[Token]:
    text = _unwrapped(text.translate(_AS_SPACE))  # (one character for one: positions stay those of the question)
    out: list[Token] = []
    i = 0
    # (only then a word can end at a hyphen before a quote)
    hyphened = "-" in text and re.compile(_HYPHEN_QUOTES).search(text) is not None
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif text.startswith(_ARROWS, i):
            out.append(Token(PUNCT, "\u2014", i))
            i += next(len(a) for a in _ARROWS if text.startswith(a, i))
        elif text.startswith(("'s", "’s"), i) and out and out[-1].kind == STRING and (
                i + 2 == len(text) or text[i + 2] in _CLOSES):
            out.append(Token(WORD, "'s", i))
            i += 2
        elif ch in _IGNORED:
            i += 1
        elif ch in _LAYOUT and (mark := _layout_mark(text, i)):
            i += mark
        elif ch == "#":  # '# of pets': the number of, '# pets' too; elsewhere ('#1', '#2)') a list sign that says nothing
            if re.match(r"#\s*of\b", text[i:], re.IGNORECASE):
                out.append(Token(WORD, "number", i))
            elif re.match(r"#\s*[A-Za-z]", text[i:]) and "#" in NUMBER_ABBREVIATIONS:
                out += [Token(WORD, "number", i), Token(WORD, "of", i)]
            elif (not out or out[-1].key in (".", "?", "!", ";")) and re.match(_PAIR_HASH, text[i:], re.IGNORECASE) \
                    and re.search(r"#\s*1\b", text) and re.search(r"#\s*2\b", text):
                out.append(Token(WORD, "person", i))  # ('#1 is S1. #2 is S2.', '#1: the one ...', a37p: two people
                # labelled, as 'Person 1 is S1'; not a step's number, '#1: Take everyone ...')
            i += 1
        elif ch in "iIvV" and (i == 0 or not text[i - 1].isalnum() and text[i - 1] != "(") and \
                (m := _GLOSS_ABBREVIATION.match(text, i)):  # (an aside's '(i.e. born last)' read as said: its reader)
            out += [Token(WORD, word, i) for word in GLOSS_ABBREVIATIONS[m.group(1).lower()]]  # 'i.e.' -> 'that is'
            i = m.end(1)
        elif (sign := _sign(text, i)) is not None:  # '>= 2 pets', '≥2 cars': the words they stand for, before a number
            out += [Token(WORD, word, i) for word in SIGN_WORDS[sign]]
            i += len(sign)
        elif text[i:i + 2].lower() in _NUMBER_OF_FIRST and (m := re.compile(_NUMBER_OF, re.IGNORECASE).match(text, i)) and (
                m.group(1).lower() in NUMBER_ABBREVIATIONS):  # 'no. of pets'
            out.append(Token(WORD, "number", i))
            i = m.end(1)
        elif ch in _AS_PUNCT:
            out.append(Token(PUNCT, _AS_PUNCT[ch], i))
            i += 1
        elif ch in "'\"‘“`«":
            value, end = _string(text.translate(_QUOTES), i)
            out.append(Token(STRING, value, i))
            i = end
        elif ch in _PUNCT:
            out.append(Token(PUNCT, ch, i))
            i += 1
        elif ch in _LIST_BULLETS and not text[text.rfind("\n", 0, i) + 1:i].strip():
            out.append(Token(PUNCT, "\u2014", i))  # ('\n• S1\n• S2', e48s: a list's bullets separate, as its dashes do)
            i += 1
        elif ch in _DASHES:
            out.append(Token(PUNCT, "\u2014", i))
            while i < len(text) and text[i] in _DASHES:
                i += 1
        elif m := _NUMBER.match(text, i) if ch.isdigit() and not _WORD.match(text, i) else None:
            if _PLUS.match(text, m.end()):  # '1+ vehicles', '2+ pets': at least that many
                out += [Token(WORD, word, i) for word in PLUS_WORDS]
                out.append(Token(NUMBER, m.group(), i))
                i = m.end() + 1
                continue
            out.append(Token(NUMBER, m.group(), i))
            i = m.end()
        elif hyphened and (m := re.compile(_HYPHENED_QUOTE).match(text, i)):  # "the plate-'X' owner": the noun, then the quote
            out.append(Token(WORD, m.group(1), i))
            i = m.end()
        elif m := _WORD.match(text, i):  # (matched once for the four readings of a word)
            word = m.group()
            if word.lower().replace("’", "'") == "who's":
                got = text[m.end():m.end() + 6].lower().strip().startswith(("got", "been"))
                out += [Token(WORD, "who", i), Token(WORD, "has" if got else "is", i + 3)]  # who's = who is / who has
                i = m.end()  # (got/been)
            elif word.lower().replace("’", "'") == "whoever's" and \
                    (after := re.match(r"\s+(the|an?|got|been)\b", text[m.end():m.end() + 7], re.IGNORECASE)):
                # "whoever's the richest in Ohio", "whoever's got the most cars" (a32p): 'whoever is' / 'whoever has' (a
                # possessive is never followed by an article: "whoever's oldest vehicle" stays one)
                got = after.group(1).lower() in ("got", "been")
                out += [Token(WORD, word[:-2], i), Token(WORD, "has" if got else "is", i + len(word) - 2)]
                i = m.end()
            elif word.lower().replace("’", "'") in _TIEBREAKER_IS:  # "Tiebreaker's salary, highest wins" (a22z)
                out += [Token(WORD, word[:-2], i), Token(WORD, "is", i + len(word) - 2)]
                i = m.end()
            elif _possessive(word, out[-1].low if out and out[-1].kind == WORD else None):
                out += [Token(WORD, word[:-2], i), Token(WORD, "'s", i + len(word) - 2)]  # Dawn's owner's -> Dawn 's owner 's
                i = m.end()
            elif word[-2:].lower() in ("s'", "s’") and (m.end() == len(text) or text[m.end()].isspace()):
                # a plural or a name in s, possessive: "Illinois' residents" (not a quote opening: p12y #17)
                out += [Token(WORD, word[:-1], i), Token(WORD, "'s", m.end() - 1)]
                i = m.end()
            else:
                out.append(Token(WORD, word.rstrip("'"), i))
                i = m.end() - (1 if word.endswith("'") else 0)
        elif _decoration(ch) and (not any(t.kind != PUNCT for t in out) or _frame_after(text, i)):
            i += 1  # an emoji before the first word or after the last ('Thanks 🙏', '🤔 Who'): says nothing (r1 #2)
        else:
            raise UsageError(f"unexpected character {ch!r} at character {i + 1}")
    out.append(Token(END, "", len(text)))
    out = _asides(_shorthand(_state_codes(_hedges(_opinion_asked(_spoken(_slips(out)))))))
    out = _started_again(_pair_slashed(_aside_rule_split(out)))
    out = _embedded_among(out)
    out = _numbered(_copulas(_courteous(_prefer_tie(_or_plural(_pair_possessive(_two_said(_group_built(out))))))))
    return _their_balance(_amount_in_accounts(_accounts_they_hold(_same_measure_aside(_balance_aside(_emphatic_self(out))))))
