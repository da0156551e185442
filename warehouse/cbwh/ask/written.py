"""Two people laid out in written English, rewritten as the sentences the discourse layer reads (e47b).

Authors set two people up in prose before comparing them or adding their balances: the comparison asked with the two
referred to after it ('Who has more pets between those two?'), ... Each reader here writes one such layout as a
wording the layer already reads, and leaves every other text as it is; a layout it does not read stays refused by the
layer or the grammar. Its words live in `cbwh.spec.words` (the e47b section).
"""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.spec import words as W


def _alts(phrases: tuple[str, ...]) -> str:
    return "|".join(r"\s+".join(map(re.escape, p.split())) for p in sorted(phrases, key=len, reverse=True))


@lru_cache(maxsize=1)
def _asked_pair_after() -> re.Pattern[str]:
    # 'Who has more pets between those two?' -> 'Which of those two has more pets?': a question's own sentence, its
    # comparative said before the two it is between (words.PAIR_ASKED_AFTER)
    return re.compile(rf"(?P<pre>(?:^|(?<=[.!?]\s)))(?P<who>{_alts(W.PAIR_ASKER)})\s+(?P<ask>[^.?!;:,]+?)\s*,?\s+"
                      rf"(?P<pair>{_alts(tuple(W.PAIR_ASKED_AFTER))})\s*\?", re.IGNORECASE)


def _asked_pair(m: re.Match[str]) -> str:
    ask = m.group("ask")
    if not any(word in W.PAIR_ASKED_COMPARATIVES for word in ask.lower().split()):
        return m.group(0)  # ('Who lives in the same state between those two?': no comparison asked)
    return f"{m.group('pre')}Which of the two {ask}?"


# a group's words: no mark that ends a clause, a quoted value whole
_GROUP = r"(?:[^,;:.?!()'\u2018\u2019\u2014]|'[^']*')+?"


@lru_cache(maxsize=1)
def _groups_defined() -> re.Pattern[str]:
    # 'one group is G1, the other is G2', 'The first group is G1; the second is G2.', 'The first group lives in the same
    # state as A; the second lives in the same state as B.': two groups named in order, each by a verb of being or of
    # living (words.GROUPS_NAMED_*), the sentence that names them its own
    lead = rf"(?:(?:{_alts(tuple(W.SCENE_LEADS))})\s*)?"
    return re.compile(
        rf"(?P<pre>^|(?<=[.!?]\s))\s*{lead}(?P<one>{_alts(tuple(W.GROUPS_NAMED_FIRST))})\s+"
        rf"(?:(?P<lives1>{_alts(tuple(W.GROUPS_NAMED_LIVE))})|(?P<is1>{_alts(W.GROUPS_NAMED_IS)}))\s+(?P<a>{_GROUP})"
        rf"\s*(?:[;,]|\.\s)\s*(?:and\s+|while\s+|whereas\s+)?(?P<two>{_alts(tuple(W.GROUPS_NAMED_SECOND))})\s+"
        rf"(?:(?P<lives2>{_alts(tuple(W.GROUPS_NAMED_LIVE))})|(?P<is2>{_alts(W.GROUPS_NAMED_IS)}))\s+(?P<b>{_GROUP})"
        r"\s*(?P<end>[.;])", re.IGNORECASE)


def _group_named(m: re.Match[str], n: str) -> str | None:
    group = m.group("ab"[int(n) - 1]).strip()
    if m.group(f"lives{n}") is not None:
        return f"{W.GROUPS_NAMED_LIVE_AS} {group}"  # ('the first group lives in X' -> 'people who live in X')
    return group


def _groups_named(text: str) -> str | None:
    m = _groups_defined().search(text)
    if m is None or (a := _group_named(m, "1")) is None or (b := _group_named(m, "2")) is None:
        return None
    return f"{text[:m.start()]}{m.group('pre')}Consider two groups: {a}, and {b}.{text[m.end():]}"


def rewritten(text: str) -> str | None:
    """The text with one layout of two people written as the discourse layer reads it; None when it has none."""
    if (asked := _asked_pair_after().sub(_asked_pair, text, count=1)) != text:
        return asked
    if (named := _groups_named(text)) is not None:
        return named
    return None
