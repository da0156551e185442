"""Phrase lists as regular expressions: one home for the alternation every reader of the ask package builds from
words.py's lists.

A list of thousands of phrases written as a flat alternation ('a b|a c|...', longest first) costs Python's `re` about
a second to compile per 100 KB of pattern, in every process that reads a question of several sentences. The same
phrases are written here as a tree of their words ('a\\s+(?:b|c)'), which matches the same texts with the same
preference (a longer phrase before a phrase it begins: each word's continuations before its end, and a longer word
before a word it begins, 'them' before 'the') and compiles in a fraction of the time.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from cbwh.spec.words import Phrasings

_END = ""  # (the mark of a phrase ending at a word)
_MAX = sys.maxsize


_MADE: dict[tuple[int, str], tuple[object, str]] = {}  # (id of the phrases, space) -> (the phrases, their alternation)
_MADE_MAX = 1024


def alternation(phrases: Iterable[str], space: str = r"\s+") -> str:
    """The phrases as one alternation, words joined by `space` (any run of spaces), each word escaped; ungrouped, as a
    flat 'a|b' is (say it inside '(?:...)'). An empty phrase is the last alternative, as it sorted last before.

    Kept for a collection made once (a tuple, a frozenset or a `Phrasings`: words.py's lists, which readers write
    again at each call; apart's and the discourse layer's built thousands a corpus pass): by the object itself, held
    with its alternation so its id is not another's while kept; cleared whole when full."""
    if isinstance(phrases, (tuple, frozenset, Phrasings)):
        key = (id(phrases), space)
        kept = _MADE.get(key)
        if kept is not None and kept[0] is phrases:
            return kept[1]
        if len(_MADE) >= _MADE_MAX:
            _MADE.clear()
        made = _alternation(phrases, space)
        _MADE[key] = (phrases, made)
        return made
    return _alternation(phrases, space)


def _alternation(phrases: Iterable[str], space: str) -> str:
    tree: dict[str, dict] = {}
    empty = False
    for phrase in phrases:
        words = phrase.split()
        if not words:
            empty = True
            continue
        node = tree
        for word in words:
            node = node.setdefault(word, {})
        node[_END] = {}
    said = "|".join(_branches(tree, space))
    return f"{said}|" if empty else said


def _branches(node: dict[str, dict], space: str) -> list[str]:
    """Each word of the node with what may follow it, a longer word first ('them' is tried before 'the')."""
    out = []
    for word in sorted((w for w in node if w != _END), key=lambda w: (-len(w), w)):
        child = node[word]
        rest = _branches(child, space)
        if not rest:
            out.append(re.escape(word))
            continue
        more = f"{space}(?:{'|'.join(rest)})" if len(rest) > 1 else f"{space}{rest[0]}"
        out.append(f"{re.escape(word)}(?:{more}){'?' if _END in child else ''}")
    return out


class Lazy:
    """A regular expression compiled when first used: `lazy(pattern, flags)` in place of `re.compile` for a module's
    patterns. A reader's module holds hundreds of patterns (the discourse layer ~250, some of 30-60 KB written from
    words.py's lists), and a question reads with a part of them: compiling every one at import cost a fresh `cbwh ask`
    process ~0.7 s of CPU before it read a word. `pattern` (the source, for patterns built from others) compiles
    nothing. A match's `re` is the compiled pattern, not this: ask `m.re is X.compiled()`."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def compiled(self) -> re.Pattern[str]:
        found = self._compiled
        if found is None:
            found = self._compiled = re.compile(self.pattern, self.flags)
        return found

    def search(self, string: str, pos: int = 0, endpos: int = _MAX) -> re.Match[str] | None:
        return self.compiled().search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = _MAX) -> re.Match[str] | None:
        return self.compiled().match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = _MAX) -> re.Match[str] | None:
        return self.compiled().fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = _MAX) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = _MAX) -> list[Any]:
        return self.compiled().findall(string, pos, endpos)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled().split(string, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled().sub(repl, string, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> tuple[str, int]:
        return self.compiled().subn(repl, string, count)


def lazy(pattern: str, flags: int = 0) -> Lazy:
    """`re.compile(pattern, flags)`, compiled when first used (`Lazy`)."""
    return Lazy(pattern, flags)
