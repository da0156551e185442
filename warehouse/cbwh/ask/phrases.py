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
from collections.abc import Iterable

_END = ""  # (the mark of a phrase ending at a word)


def alternation(phrases: Iterable[str], space: str = r"\s+") -> str:
    """The phrases as one alternation, words joined by `space` (any run of spaces), each word escaped; ungrouped, as a
    flat 'a|b' is (say it inside '(?:...)'). An empty phrase is the last alternative, as it sorted last before."""
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
