"""The machinery under the grammar: every parse of a token sequence, and where it failed.

A rule is a function `(parser, i) -> list of (value, end)`: every way it can read the
tokens from position i. Rules are memoized per position, so trying alternatives costs
little; the sentence is accepted only if exactly one distinct spec reads all of it.

Literal patterns are the phrasebook's notation (`a|b` a choice, `w?` optional, taken
when present); phrase tables match any phrasing of a concept from `cbwh.spec.words`.
The furthest position any literal or table failed at, and what it wanted there, makes
the error message.
"""

from __future__ import annotations

from _thread import _local  # (threading.local itself: importing threading cost `cbwh ask` ~2 M instructions)
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from mmap import mmap
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from cbwh.ask.tokens import END, NUMBER, STRING, WORD, Token, tokenized
from cbwh.errors import UsageError
from cbwh.spec.words import ARTICLES, NUMBER_WORDS, pattern_words

if TYPE_CHECKING:
    from cbwh.spec.model import Key

V = TypeVar("V")
Results = list[tuple[Any, int]]


# A literal pattern, split once: (its choices, whether it may be left out, what the error says was expected) per word.
# Kept with the stored tries (`_tries`), each as its own marshal bytes, read back when a question reads it: splitting
# the ~360 patterns a question reads cost a process ~10 M instructions; reading every kept pattern whole at start would
# grow with every pattern any question ever read (~700 for the ask corpus), reading the bytes of each grows little.
_LITERALS: dict[str, tuple[tuple[tuple[str, ...], bool, str], ...]] = {}
_SPLIT: list[dict[str, bytes]] = []  # the kept patterns: pattern -> marshal of its parts (`_kept`)


def _literal(pattern: str) -> tuple[tuple[tuple[str, ...], bool, str], ...]:
    import marshal

    if not _SPLIT:
        _kept()
    split = _SPLIT[0]
    kept = split.get(pattern)
    if kept is not None:
        parts = _LITERALS[pattern] = marshal.loads(kept)
        return parts
    parts = _LITERALS[pattern] = tuple((choices, optional or ARTICLES.issuperset(choices), "'" + "/".join(choices) + "'")
                                       for choices, optional in pattern_words(pattern))
    split[pattern] = marshal.dumps(parts)
    return parts


class ParseError(UsageError):
    """The question is outside the grammar (or has two readings); says where and what."""


class _Level:
    """One level of a word trie, built when first read: word -> (values ending there, the next level).

    A question walks a few paths through a table of thousands of phrasings: splitting
    each phrasing into a whole trie up front cost `cbwh ask` more than anything else.
    A level is built from its phrasings (a list), or decoded from the stored tries
    (`_tries`: a tuple of where it is stored and the table's values); a decoded level makes
    a word's node (its values, its next level) when the word is read (`get`): a question
    reads ~300 of the ~3,000 words of the levels it opens."""

    __slots__ = ("articled", "first", "pending", "stored", "words")

    def __init__(self, pending: list[tuple[str, Any]] | tuple[bytes | mmap, int, int, list]):
        self.pending: list[tuple[str, Any]] | tuple[bytes | mmap, int, int, list] | None = pending
        self.words: dict[str, tuple[list, _Level]] | None = None  # (a decoded level's: the nodes made so far)
        # a decoded level's words as stored, in order: word -> (indexes of the values ending there, where its next
        # level starts and ends); None once every node is made (`built`), and for a level built from phrasings
        self.stored: dict[str, tuple[tuple[int, ...], int, int]] | None = None
        self.articled: tuple[_Level, ...] = ()  # the levels after an article, which a writer may leave out
        # every word a phrasing read from this level can start with: its own words and, an article being optional, the
        # words after each article (`Parser.phrase` fails on any other word at once; set when first asked for)
        self.first: frozenset[str] | dict[str, Any] | None = None

    def _open(self) -> dict[str, tuple[list, _Level]]:
        pending = self.pending
        if isinstance(pending, tuple):
            import marshal

            data, start, end, _ = pending
            self.stored = marshal.loads(data[start:end])  # (`_stored` wrote them)
            self.words = {}
        else:
            self.words = self._grouped(pending or [])
            self.pending = None
        self.articled = tuple(node[1] for a in ARTICLES if (node := self.get(a)) is not None)
        return self.words

    def built(self) -> dict[str, tuple[list, _Level]]:
        """Every word's node, in order."""
        words = self.words if self.words is not None else self._open()
        if self.stored is not None:
            self.words = words = {word: self._made(word, entry) for word, entry in self.stored.items()}
            self.stored = self.pending = None
        return words

    def _made(self, word: str, entry: tuple[tuple[int, ...], int, int]) -> tuple[list, _Level]:
        """A decoded level's node for word (made once)."""
        words, pending = self.words, self.pending
        assert words is not None and isinstance(pending, tuple)  # (an opened level, its place kept until built)
        node = words.get(word)
        if node is None:
            data, _, _, values = pending
            ends, after, stop = entry
            node = words[word] = ([values[n] for n in ends] if ends else [],
                                  _Level((data, after, stop, values)) if stop else _LEAF)
        return node

    @staticmethod
    def _grouped(pending: list[tuple[str, Any]]) -> dict[str, tuple[list, _Level]]:
        """The level's words from its phrasings (in table order)."""
        return {word: (values, _Level(rest)) for word, (values, rest) in _grouped(pending).items()}

    def get(self, word: str) -> tuple[list, _Level] | None:
        """word's node: (the values ending there, the next level); None when no phrasing goes on with word."""
        words = self.words if self.words is not None else self._open()
        node = words.get(word)
        if node is None and self.stored is not None and (entry := self.stored.get(word)) is not None:
            return self._made(word, entry)
        return node

    def names(self) -> dict[str, Any]:
        """The level's words, in order (a decoded level's without making their nodes)."""
        words = self.words if self.words is not None else self._open()
        return self.stored if self.stored is not None else words

    def starts(self) -> frozenset[str] | dict[str, Any]:
        """The words a phrasing read from here can start with (`first`): the level's own words, with the words after
        each article it has (the article may be left out)."""
        if self.first is None:
            words = self.names()
            self.first = frozenset(words).union(*(after.names() for after in self.articled)) if self.articled else words
        return self.first

    def __bool__(self) -> bool:
        return bool(self.names())

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())


_LEAF = _Level([])  # the level after a phrasing's last word, when no longer phrasing goes on


def _grouped(pending: list[tuple[str, Any]]) -> dict[str, tuple[list, list[tuple[str, Any]]]]:
    """A level's words from its phrasings (in table order): word -> (the values ending there, the phrasings going on
    past it, each as the rest of its words)."""
    grouped: dict[str, tuple[list, list[tuple[str, Any]]]] = {}
    for phrase, value in pending:
        parts = phrase.split(None, 1)
        if not parts:
            continue
        node = grouped.get(parts[0])
        if node is None:
            node = grouped[parts[0]] = ([], [])
        if len(parts) == 2:
            node[1].append((parts[1], value))
        elif value not in node[0]:
            node[0].append(value)
    return grouped


def _stored(pending: list[tuple[str, Any]], values: dict[Any, int], out: bytearray) -> tuple[int, int]:
    """Write the whole trie of the phrasings to out, each level's words before it: marshal of word -> (the indexes of
    the values ending there, where the next level starts and ends, 0 and 0 for none); where the first level's entry is.
    The levels are `_Level`'s (`_grouped`), with no `_Level` made: storing every table writes ~250,000 levels, and
    making each a `_Level` to read it back whole cost the process making them three times as much (~4.5 s of CPU).
    Where one phrasing alone goes on (most levels), its words' levels are written at once, with nothing grouped."""
    import marshal

    if len(pending) == 1:  # (its last word's level first: each level's words before it)
        phrase, value = pending[0]
        words = phrase.split()
        if words:
            start = len(out)
            out += marshal.dumps({words[-1]: ((values[value],), 0, 0)})
            for word in reversed(words[:-1]):
                end = len(out)
                out += marshal.dumps({word: ((), start, end)})
                start = end
            return start, len(out)
    entries = {}
    for word, (ends, rest) in _grouped(pending).items():
        start, end = _stored(rest, values, out) if rest else (0, 0)
        entries[word] = (tuple([values[v] for v in ends]) if ends else (), start, end)
    start = len(out)
    out += marshal.dumps(entries)
    return start, len(out)


class Phrases(Generic[V]):
    """Phrasings -> values, matched on whole words; every match is returned, longest first.

    The phrasings are kept as a word trie, each level built when first read (`_Level`),
    so a question pays only for the tables and the words it touches. Building the levels
    a question walks (from the ~100,000 phrasings of the tables) cost a process more than
    parsing: the whole tries are stored once beside the bytecode (`_tries`) and read back
    level by level."""

    def __init__(self, table: Mapping[V, Sequence[str]], what: str, silent: bool = False,
                 derive: Callable[[Sequence[str]], Sequence[str]] | None = None):
        self.what, self.silent = what, silent  # a silent table (bare phrasings) gives seq() no value
        self._source, self._derive = table, derive
        self._derived: Mapping[V, Sequence[str]] | None = None
        self._trie: _Level | None = None
        # while the trie is not read: word -> can a phrasing start with it (`_may_start`; at most _MAY words, then
        # the trie is read)
        self._may: dict[str | None, bool] = {}
        self.number = len(TABLES)
        TABLES.append(self)

    @property
    def values(self) -> list[V]:
        return list(self._source)

    @property
    def table(self) -> Mapping[V, Sequence[str]]:
        """value -> its phrasings (derived when first asked for, for a derived table)."""
        if self._derive is None:
            return self._source
        if self._derived is None:
            derive = self._derive
            self._derived = {value: derive(phrases) for value, phrases in self._source.items()}
        return self._derived

    def entries(self) -> Iterator[tuple[str, V]]:
        return ((phrase, value) for value, phrases in self.table.items() for phrase in phrases)

    def fresh(self) -> _Level:
        """The trie built from the phrasings."""
        return _Level(list(self.entries()))

    @property
    def trie(self) -> _Level:
        """word -> (values ending here, the next level)."""
        if self._trie is None:
            self._trie = _read(self) or self.fresh()
        return self._trie

    @classmethod
    def of(cls, table: Mapping[V, Sequence[str]], what: str) -> Phrases[V]:
        return cls(table, what)

    @classmethod
    def each(cls, table: Mapping[V, Sequence[str]], derive: Callable[[Sequence[str]], Sequence[str]],
             what: str) -> Phrases[V]:
        """Each value's phrasings derived from its phrasings in `table` ('more vehicles' from 'has more vehicles'),
        when first needed: a trie read from the stored tries needs only the values."""
        return cls(table, what, derive=derive)

    @classmethod
    def words(cls, phrases: Iterable[str], what: str) -> Phrases[None]:
        return Phrases({None: phrases if isinstance(phrases, Sequence) else tuple(phrases)}, what, silent=True)


TABLES: list[Phrases[Any]] = []  # every table made, in order (the stored tries' order)


def stored_tries(tables: Iterable[Phrases[Any]] | None = None) -> dict[str, Any]:
    """Every table's whole trie (`_stored`; or only those of `tables`), as `_tries` keeps them: per table, its
    description and size (to check it against) and where its first level is (None when left out), in one buffer;
    after them the first words' index (`_may_start`): word -> the tables whose phrasings can start with it (a bit per
    table number), in `_BUCKETS` dicts by the word's CRC-32, where each is in "firsts". Made with the cyclic garbage
    collector paused: the ~290,000 levels' dicts and lists are in no cycle, and its passes over them (and over the
    grammar's heap) were a fifth of the time."""
    import gc

    was = gc.isenabled()
    gc.disable()
    try:
        return _all_stored(tables)
    finally:
        if was:
            gc.enable()


def _all_stored(tables: Iterable[Phrases[Any]] | None) -> dict[str, Any]:
    import marshal

    out = bytearray()
    roots: list[tuple[str, int, int, int] | None] = []
    chosen = None if tables is None else {table.number for table in tables}
    buckets: list[dict[str, int]] = [{} for _ in range(_BUCKETS)]
    for table in TABLES:
        if chosen is not None and table.number not in chosen:
            roots.append(None)
            continue
        values = table.values
        phrasings = list(table.entries())
        start, end = _stored(phrasings, {value: n for n, value in enumerate(values)}, out)
        roots.append((table.what, len(values), start, end))
        for word in _Level(phrasings).starts():
            bucket = buckets[_bucket(word)]
            bucket[word] = bucket.get(word, 0) | 1 << table.number
    firsts = []
    for bucket in buckets:
        start = len(out)
        out += marshal.dumps(bucket)
        firsts.append((start, len(out)))
    return {"roots": roots, "data": bytes(out), "firsts": firsts}


def _tries() -> dict[str, Any]:
    return {}  # the stored tries, made once per version of the sources (`spec.memo.made_once`)


_KEPT: list[dict[str, Any]] = []


def _kept() -> dict[str, Any]:
    """The stored tries, read once per process, with the literal patterns split by earlier processes (`_SPLIT`; written
    again at exit when this process split new ones)."""
    if not _KEPT:
        from cbwh.spec.memo import made_once

        kept = made_once(_tries, _made, "cbwh", grows="literals", bulk="data")
        if not isinstance(kept.get("literals"), dict):
            kept["literals"] = {}
        _KEPT.append(kept)
    if not _SPLIT:  # (a dict: made so above; tries stored by `stored_tries` alone, as tests read them, have none)
        literals = _KEPT[0].get("literals")
        _SPLIT.append(literals if isinstance(literals, dict) else {})
    return _KEPT[0]


def _made() -> dict[str, Any]:
    """What the first process after an edit stores: the whole tries and the literal patterns it split."""
    return stored_tries() | {"literals": _SPLIT[0] if _SPLIT else {}}


def _root(kept: dict[str, Any], table: Phrases[Any]) -> tuple[bytes | mmap, int, int] | None:
    """(the stored tries' buffer, where the table's first level starts and ends), None when they are not stored yet or
    do not describe the table."""
    roots, data = kept.get("roots"), kept.get("data")
    if not isinstance(roots, list) or not isinstance(data, (bytes, mmap)) or table.number >= len(roots):
        return None
    if roots[table.number] is None:
        return None
    what, size, start, end = roots[table.number]
    if what != table.what or size != len(table._source):  # (as many values: `Phrases.values` lists them)
        return None
    return data, start, end


def _read(table: Phrases[Any]) -> _Level | None:
    """The table's trie from the stored tries, None when they are not stored yet or do not describe the table."""
    root = _root(_KEPT[0] if _KEPT else _kept(), table)
    return None if root is None else _Level((*root, table.values))


_MAY = 64  # words a table not read yet keeps the index's answer for (`Phrases._may`)
_BUCKETS = 256  # the first words' index, in dicts by CRC-32 of the word: a question reads ~20 of them (~6 words each)


def _bucket(word: str) -> int:
    from zlib import crc32

    return crc32(word.encode()) % _BUCKETS


# The stored tries the first words' index was read from; word -> its tables (a bit per table number); table number ->
# whether the index describes the table; bucket -> its words, as read
_INDEX: list[tuple[dict[str, Any], dict[str, int], dict[int, bool], dict[int, dict[str, int]]]] = []


def _may_start(table: Phrases[Any], word: str | None) -> bool:
    """Can a phrasing of the table start with word (its trie's `starts()`)? Said by the stored tries' first words'
    index without reading the table's trie (True when the index does not describe the table). A question tries ~160
    tables' first words, and ~45 of them go on: reading each first level to fail there cost `cbwh ask` ~12 M
    instructions."""
    kept = _KEPT[0] if _KEPT else _kept()
    if not _INDEX or _INDEX[0][0] is not kept:
        _INDEX[:] = [(kept, {}, {}, {})]
    _, masks, indexed, buckets = _INDEX[0]
    known = indexed.get(table.number)
    if known is None:
        firsts = kept.get("firsts")
        known = indexed[table.number] = isinstance(firsts, list) and len(firsts) == _BUCKETS and \
            _root(kept, table) is not None
    if not known:
        return True
    if word is None:  # (a string or the end: no phrasing starts there)
        return False
    mask = masks.get(word)
    if mask is None:
        n = _bucket(word)
        bucket = buckets.get(n)
        if bucket is None:
            import marshal

            start, end = kept["firsts"][n]
            bucket = buckets[n] = marshal.loads(kept["data"][start:end])
        mask = masks[word] = bucket.get(word, 0)
    return mask >> table.number & 1 == 1


class _Branching(_local):
    """The two passes of `questions.parse_readings`: in the first (`on` False) a rule that knows two readings of some
    words refuses them, as the grammar always has, and notes it (`hit`); in the second it gives both (`Parser.branch`).
    One per thread: questions parsed side by side (the Python API from several threads) keep their own passes."""

    on = False
    hit = False


BRANCHING = _Branching()


class Parser:
    def __init__(self, text: str):
        self.text = text
        self.branch = BRANCHING.on  # give both readings of words the grammar knows two of (else refuse them)
        self.asked_both = False  # did a rule ask (`both_readings`)? If not, the parse reads the same in either pass
        self.tokens: list[Token] = list(tokenized(text))
        self.keys = [t.key for t in self.tokens]
        self.memo: dict[tuple[Callable, int], Results] = {}
        self.phrases: dict[tuple[Phrases[Any], int], list] = {}  # (table, position) -> matches
        self.best, self.wanted = -1, list[str]()  # furthest failure and what was expected there
        self.refusals: list[tuple[int, str]] = []  # readings refused for their meaning, not their words
        self.leader_ends: set[int] = set()  # where a phrase saying each state's first may end (grammar)
        # where the grammar gave two readings of words it knows both of, how to reword them to say one
        # (`questions.Reading.hint`: named when the readings' answers differ)
        self.hints: list[str] = []
        self.unsupported: str | None = None  # a meaning no spec can say, found in a question nothing reads
        self.everyone_said = False  # a person ranked over everyone said so ('among everyone'), beside a group's person
        self.anchors: dict[int, int] = {}  # end -> start of every anchor noun phrase read ('the owner of pet X')
        self.anchor_values: dict[int, set[Any]] = {}  # end -> the anchors read ending there
        # Readings kept on a condition checked against the data: anchor -> why it must name one person
        self.one_owner: dict[Any, str] = {}
        # a relative clause after one anchor's owner read for the people chosen ('the oldest person in the same state as
        # the owner of plate 'X' who has no internet accounts'), kept on a condition checked on the data (grammar
        # `_owner_clause`): (anchor, the clause's steps) -> the clause and the anchor as said
        self.owner_clause: dict[tuple[Any, tuple[Any, ...]], tuple[str, str]] = {}
        self.top_after: set[Any] = set()  # top-N cuts said after a group ('Among G, which of the 15 richest ...')
        self.top_first: set[Any] = set()  # top-N cuts of everyone said after a group ('Among G, who is one of the 15 ...')
        self.top_overall: set[Any] = set()  # top-N cuts said 'overall' ('the 15 richest people overall'): of everyone
        self.bare_keys: set[tuple[int, Key]] = set()  # where a ranking was named without its end ('total bank balance' as a tie)
        self.defined: dict[str | None, Any] = {}  # names given to people before the question ('Let P1 be ...')
        self.thing_asked: list[tuple[int, str]] = []  # a thing after an arrow: a tie-breaker or what is asked (w17)
        self.compared_over = False  # a comparative read as the first of a group ('Who in X is older?': the oldest)
        self.than_place = False  # 'than anyone else in the state / there / in Ohio' was read (questions._one_reading)
        # a ranked person said with a comparative ('the person with more pets among G': grammar._compared_person), in
        # any kind of question: a person set up before it may be what it compares with (questions)
        self.compared_person = False
        self.role_ranks: dict[int, Any] = {}  # a ranking a label of the two compared says ('Which of the two oldest ...')
        # a label of the two compared naming cardholders ('Which of two cardholders ...') or policyholders: read when each
        # is said one (the position, and what the label says they hold: card_provider or policy_type)
        self.role_cards: dict[int, str] = {}

    # --- failures ------------------------------------------------------------------
    def expect(self, i: int, what: str) -> None:
        if i > self.best:
            self.best, self.wanted = i, [what]
        elif i == self.best and what not in self.wanted:
            self.wanted.append(what)

    def said(self, start: int, end: int) -> str:
        """The text of tokens start .. end - 1 as the user wrote it (for messages quoting the words)."""
        return self.text[self.tokens[start].pos:self.tokens[end - 1].pos + len(self.tokens[end - 1].text)]

    def refuse(self, i: int, message: str) -> None:
        self.refusals.append((i, message))

    def both_readings(self) -> bool:
        """May a rule give both readings of words it knows two of (`questions.parse_readings`' second pass)? In the
        first pass it refuses them, and this notes that a second pass may read the question."""
        self.asked_both = True
        if not self.branch:
            BRANCHING.hit = True
        return self.branch

    def error(self) -> ParseError:
        if self.unsupported:
            return ParseError(self.unsupported)
        if self.refusals:
            i, message = max(self.refusals, key=lambda r: r[0])
            return ParseError(message)
        tok = self.tokens[max(self.best, 0)]
        found = repr(self.text[tok.pos:tok.pos + 40]) if tok.kind != END else "the end of the question"
        wanted = ", or ".join(self.wanted[:6]) or "something else"
        aside = self._aside(max(self.best, 0))
        if aside is not None:
            found = f"the aside {self.text[aside[0]:aside[1]]!r}" + (f" (at {found})" if aside[0] != tok.pos else "")
        return ParseError(f"cannot understand {found} at character {tok.pos + 1}: expected {wanted}")

    def _aside(self, i: int) -> tuple[int, int] | None:
        """Where the parenthesised aside holding token i starts and ends in the text, if it is in one."""
        opened = next((j for j in range(i, -1, -1) if self.keys[j] in ("(", ")")), None)
        if opened is None or self.keys[opened] != "(":
            return None
        closed = next((j for j in range(opened + 1, len(self.tokens)) if self.keys[j] in ("(", ")")), None)
        if closed is None or self.keys[closed] != ")":
            return None
        return self.tokens[opened].pos, self.tokens[closed].pos + 1

    # --- matching ----------------------------------------------------------------
    def lit(self, i: int, pattern: str) -> int | None:
        """End of the literal pattern at i (optional words taken when present), or None. An article the pattern
        wants may be left out ('who has most pets', 'owner of pet X'): see ARTICLES."""
        keys = self.keys
        parts = _LITERALS.get(pattern)
        if parts is None:  # (not `or`: the empty pattern's parts, (), were split again at each of its ~9 reads a parse)
            parts = _literal(pattern)
        for choices, skippable, wanted in parts:
            if keys[i] in choices:
                i += 1
            elif not skippable:
                if i >= self.best:  # (expect(), inline: a parse fails a literal ~500 times)
                    if i > self.best:
                        self.best, self.wanted = i, [wanted]
                    elif wanted not in self.wanted:
                        self.wanted.append(wanted)
                return None
        return i

    def opt(self, i: int, pattern: str) -> int:
        end = self.lit(i, pattern)
        return i if end is None else end

    def phrase(self, i: int, table: Phrases[V]) -> list[tuple[V, int]]:
        level = table._trie
        if level is None:  # (a table not read yet: its trie read only when a phrasing of it can start here)
            may = table._may.get(self.keys[i])
            if may is None:
                may = table._may[self.keys[i]] = len(table._may) >= _MAY or _may_start(table, self.keys[i])
            level = table.trie if may else None
        if level is None or self.keys[i] not in (level.first if level.first is not None else level.starts()):
            # (most tables fail at their first word, or at the word after an article left out: the short way, before
            # the memo's lookup; what _phrase does there too)
            if i >= self.best:  # (expect(), inline)
                if i > self.best:
                    self.best, self.wanted = i, [table.what]
                elif table.what not in self.wanted:
                    self.wanted.append(table.what)
            return []
        found = self.phrases.get((table, i))
        if found is None:
            found = self.phrases[(table, i)] = self._phrase(i, table, level)
        return found

    def _phrase(self, i: int, table: Phrases[V], level: _Level) -> list[tuple[V, int]]:
        keys = self.keys
        node = level.get(keys[i] or "")
        out: list[tuple[V, int]] = []
        j = i
        skipped: list[tuple[V, int]] = []
        while True:
            if level.articled and keys[j] not in ARTICLES:
                skipped += self._unarticled(level, j)
            if node is None:
                break
            j += 1
            out += [(value, j) for value in node[0]]
            level = node[1]
            node = level.get(keys[j] or "")
        if j == i and not skipped:
            self.expect(i, table.what)
        elif level and (not out or out[-1][1] < j):
            self.expect(j, "'" + "/".join(list(level.names())[:8]) + "'")  # the words the nearest phrasings wanted next
        if skipped:
            out += skipped
            out.sort(key=lambda found: found[1])
        out.reverse()
        return out

    def _unarticled(self, level: _Level, j: int) -> list[tuple[Any, int]]:
        """The phrasings read on from j as if the article they want next were written ('has most pets' as 'has the
        most pets'): an article never changes what a phrasing means here, and new authors leave them out."""
        out: list[tuple[Any, int]] = []
        for after in level.articled:
            k = j
            while (node := after.get(self.keys[k] or "")) is not None:
                k += 1
                out += [(value, k) for value in node[0]]
                after = node[1]
        return out

    def string(self, i: int, what: str) -> list[tuple[str, int]]:
        if self.tokens[i].kind == STRING and self.tokens[i].text.strip():
            return [(self.tokens[i].text.strip(), i + 1)]
        self.expect(i, what)
        return []

    def name(self, i: int, what: str, stop: frozenset[str] = frozenset()) -> list[tuple[str, int]]:
        """A quoted name, or one capitalised word written without quotes."""
        tok = self.tokens[i]
        if tok.kind == WORD and tok.text[:1].isupper() and tok.low not in stop:
            return [(tok.text, i + 1)]
        return self.string(i, what)

    def number(self, i: int, what: str = "a number") -> list[tuple[int, int]]:
        tok = self.tokens[i]
        if tok.kind == NUMBER and tok.text.isdigit():
            return [(int(tok.text), i + 1)]
        if tok.kind == WORD and tok.low in NUMBER_WORDS and tok.low not in ("a", "an", "no"):
            return [(NUMBER_WORDS[tok.low], i + 1)]
        self.expect(i, what)
        return []

    def at_end(self, i: int) -> bool:
        if self.tokens[i].kind == END:
            return True
        self.expect(i, "the end of the question")
        return False

    def seq(self, i: int, *parts: Any) -> Iterable[tuple[tuple, int]]:
        """Read parts in order: a pattern string or a silent table (no value), a Phrases table or a rule (one value each).

        The parts up to the first value are read when seq is called, the rest as its readings are taken: most calls
        fail at their first word, and return () with no generator made (a third of a failing call's cost). So iterate
        what seq returns where it is called (`for ... in p.seq(...)`, `*p.seq(...)`, `any(... p.seq(...))`), never
        keep it to read after other parts (tests/test_grammar_calls.py checks the grammar for it): its first part's
        failures would be noted out of order, and an error message could name another expected word."""
        n, last = 0, len(parts)
        lit = self.lit
        while n < last and parts[n].__class__ is str:  # literals in a row: read in a loop
            j = lit(i, parts[n])
            if j is None:
                return ()
            i, n = j, n + 1
        if n == last:
            return (((), i),)
        head = parts[n]
        if head.__class__ is Phrases:
            found = self.phrase(i, head)
            if not found:
                return ()
            if head.silent:
                if n + 1 == last:
                    return [((), j) for _, j in found]
                return self._silent(found, parts[n + 1:])
        else:
            found = head(self, i)
            if found.__class__ is list and not found:  # (a rule's readings: a list; a plain function may yield)
                return ()
        if n + 1 == last and found.__class__ is list:  # the last part: its readings as they are (nothing read after)
            return [((value,), j) for value, j in found]
        return self._after(found, parts, n + 1)

    def _silent(self, found: list, rest: tuple) -> Iterator[tuple[tuple, int]]:
        for _, j in found:
            yield from self.seq(j, *rest)

    def _after(self, found: Iterable[tuple[Any, int]], parts: tuple, n: int) -> Iterator[tuple[tuple, int]]:
        """seq's readings after its first value (found), reading parts[n:] after each in turn."""
        if n == len(parts):
            for value, j in found:
                yield (value,), j
            return
        if n + 1 == len(parts) and parts[n].__class__ is str:  # a literal after the last value: no generator for it
            pattern = parts[n]
            for value, j in found:
                k = self.lit(j, pattern)
                if k is not None:
                    yield (value,), k
            return
        rest = parts[n:]
        for value, j in found:
            for values, k in self.seq(j, *rest):
                yield (value, *values), k


def rule(fn: Callable[[Parser, int], Iterator[tuple[Any, int]]]) -> Callable[[Parser, int], Results]:
    """Memoize a rule's readings per position; duplicates (same value, same end) dropped. (The rule's name, qualified
    name, docstring and `__wrapped__` are set by hand, not with `functools.wraps`: its general copy cost `cbwh ask`
    ~1.1 M instructions over the grammar's ~90 rules at import.)"""

    def run(p: Parser, i: int) -> Results:
        key = (run, i)
        found = p.memo.get(key)
        if found is None:
            p.memo[key] = []  # a rule re-entered at the same position reads nothing (no left recursion)
            found = []
            for item in fn(p, i):
                if item not in found:
                    found.append(item)
            p.memo[key] = found
        return found

    run.__name__, run.__qualname__, run.__doc__, run.__wrapped__ = (  # type: ignore[attr-defined]
        fn.__name__, fn.__qualname__, fn.__doc__, fn)
    return run
