"""Two groups labelled by a noun the layout does not read as a group's (e64v): 'list one is G1; list two is G2', 'One
side: G1 ... Other side: G2', 'The first team is G1; the second team is G2', or said as forming groups ('G1 form one
group; G2 form another'), read as the labels the layout reads ('Group one is G1; group two is G2', `discourse._grouped`),
every other mention of the noun with them ('From each list, ...' -> 'From each group, ...'); and a pick said in a
relative clause after a labelled group ('Group one: G1, from which we take R.') as a sentence of its own ('Group one: G1.
From it, take R.').

Only when both labels are said, each once and each opening a sentence or a clause (after '.', ';', ':' or the text's
start) followed by what says it is a group (words.SIDES_IS); every other word of the noun is one of the forms said here
(each list, both lists, two lists, list one ...), or nothing is rewritten. The caller reads the rewritten text only as a
comparison of two people (`questions._readings`)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from cbwh.spec import words as W


def _alts(said: Sequence[str]) -> str:
    return "|".join(re.escape(s).replace(r"\ ", r"\s+") for s in sorted(said, key=len, reverse=True))


@cache
def _patterns(noun: str) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The first label, the second label (each at a clause's start, before what says it is a group), the other
    mentions of the noun and any mention of it, for one noun."""
    n = re.escape(noun)
    start = r"(?:^|(?<=[.;:!?])\s+)"
    is_ = rf"(?=\s*(?:{_alts(W.SIDES_IS)})(?:\W|$))"
    first = re.compile(rf"{start}(?P<label>(?:the\s+)?(?:{_alts(W.SIDES_FIRST)})\s+{n}|{n}\s+(?:{_alts(W.SIDES_ONE)})"
                       rf"|one\s+{n}){is_}", re.I)
    second = re.compile(rf"{start}(?P<label>(?:the\s+)?(?:{_alts(W.SIDES_SECOND)})\s+{n}|{n}\s+(?:{_alts(W.SIDES_TWO)})"
                        rf"){is_}", re.I)
    other = re.compile(rf"\b(?:(?P<each>{_alts(W.SIDES_EACH)})\s+{n}\b|(?P<both>{_alts(W.SIDES_BOTH)})\s+{n}e?s\b"
                       rf"|(?P<first>the\s+(?:{_alts(W.SIDES_FIRST)})\s+{n}\b|{n}\s+(?:{_alts(W.SIDES_ONE)})\b)"
                       rf"|(?P<second>the\s+(?:{_alts(W.SIDES_SECOND)})\s+{n}\b|{n}\s+(?:{_alts(W.SIDES_TWO)})\b))",
                       re.I)
    said = re.compile(rf"\b{n}(?:e?s)?\b", re.I)
    return first, second, other, said


def _cased(text: str, at: int, words: str) -> str:
    """words capitalised where they open the text or a sentence."""
    before = text[:at].rstrip()
    return words[:1].upper() + words[1:] if not before or before[-1] in ".!?" else words


def _labelled(text: str) -> str | None:
    for noun in W.SIDES_NOUNS:
        first, second, other, said = _patterns(noun)
        ones, twos = list(first.finditer(text)), list(second.finditer(text))
        if len(ones) != 1 or len(twos) != 1 or ones[0].start("label") > twos[0].start("label"):
            continue
        out, last = [], 0
        spans: list[tuple[int, int, str]] = [(ones[0].start("label"), ones[0].end("label"), W.SIDES_AS[0]),
                                             (twos[0].start("label"), twos[0].end("label"), W.SIDES_AS[1])]
        taken = {spans[0][0], spans[1][0]}
        for m in other.finditer(text):
            if m.start() in taken or any(a <= m.start() < b for a, b, _ in spans):
                continue
            kind = next(k for k in ("each", "both", "first", "second") if m.group(k))
            the = m.group(0).lower().startswith("the ")
            as_ = f"{m.group(kind)} group" if kind == "each" else f"{m.group(kind)} groups" if kind == "both" else \
                W.SIDES_THE_AS[kind == "second"] if the else W.SIDES_AS[kind == "second"]
            spans.append((m.start(), m.end(), as_))
        spans.sort()
        if sum(1 for _ in said.finditer(text)) != len(spans):
            return None  # (the noun said otherwise too: 'the list of people', 'one side of the family')
        for a, b, as_ in spans:
            out.append(text[last:a] + _cased(text, a, as_))
            last = b
        return "".join(out) + text[last:]
    return None


def _formed(text: str) -> str | None:
    """'G1 form one group; G2 form another.' -> 'Group one is G1; group two is G2.'"""
    m = _FORMED().search(text)
    if m is None:
        return None
    return (text[:m.start()] + f"{_cased(text, m.start(), W.SIDES_AS[0])} is {m.group('g1')}; {W.SIDES_AS[1]} is "
            f"{m.group('g2')}" + text[m.end():])


@cache
def _FORMED() -> re.Pattern[str]:  # noqa: N802 (a pattern built once)
    verbs = _alts(W.SIDES_FORM_VERBS)
    return re.compile(rf"(?:^|(?<=[.!?])\s+)(?P<g1>[^.;:!?]+?)\s+(?:{verbs})\s+(?:{_alts(W.SIDES_FORM_ONE)})\s*;\s*"
                      rf"(?:and\s+)?(?P<g2>[^.;:!?]+?)\s+(?:{verbs})\s+(?:{_alts(W.SIDES_FORM_ANOTHER)})(?=\s*[.;])",
                      re.I)


@cache
def _FROM_WHICH() -> re.Pattern[str]:  # noqa: N802
    return re.compile(rf",\s+(?:{_alts(W.SIDES_FROM_WHICH)})\s+(?P<verb>{_alts(W.SIDES_FROM_WHICH_VERBS)})\s+", re.I)


def _from_which(text: str) -> str:
    """'Group one: G1, from which we take R.' -> 'Group one: G1. From it, take R.': only in a sentence opened by a
    group's label."""
    out, last = [], 0
    for m in _FROM_WHICH().finditer(text):
        opened = max(text.rfind(".", 0, m.start()), text.rfind("?", 0, m.start()), text.rfind("!", 0, m.start()))
        if not re.match(rf"\s*(?:{_alts(W.SIDES_AS)})\s*(?::|is\b)", text[opened + 1:m.start()], re.I):
            continue
        out.append(text[last:m.start()] + f". From it, {m.group('verb').lower()} ")
        last = m.end()
    return "".join(out) + text[last:]


def sides(text: str) -> str | None:
    """The text with two groups labelled by another noun, or formed, said as 'group one' and 'group two', and picks in
    a relative clause after them said apart; None when nothing is rewritten."""
    told = _formed(text) or _labelled(text) or text
    told = _from_which(told)
    return told if told != text else None
