"""Two people each set up by a question of their own, then compared (e62v): the two asked as steps.

    In the plate owner's state, who has the most policies? In the other one, who has the most policies? Of these two
    people, who has more credit cards?
    Of all the people with G1, who has R1 (T1)? And of all G2, who has R2? Between those two people, who has more X?
    Who is the eldest person in each of those states? Of those two eldest people, which one has more X?

Each question but the last is one person's description asked as 'who <verb> ...?' ('who has the most policies', 'who is
the eldest person in each of those states'), and the last refers to the two (words.ASKED_TWO_REFS: 'these two', 'those
two'): the earlier questions are written as the steps the discourse layer reads ('..., find the person who has R.', 'Find the
eldest person in each of those states.'), the rest as said. Read only when there are exactly two such questions (or one
asked of 'each' of two places) and every other question is the last; anything else leaves the text as it is, and a text
the layers then do not read is refused as before. Its words live in `cbwh.spec.words` (ASKED_*).
"""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.ask.phrases import alternation as _alts
from cbwh.spec import words as W


@lru_cache(maxsize=1)
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    flags = re.IGNORECASE
    # a question's sentence: its text up to its own mark (quoted values masked first)
    sentence = re.compile(r"[^.?!]+[.?!]+|[^.?!]+$")
    # the clause asking who: at the sentence's start or after a comma ('In X's state, who has ...?')
    asker = re.compile(rf"(?P<pre>^\s*|,\s*)(?P<who>{_alts(W.ASKED_WHO)})\s+(?P<verb>{_alts(W.ASKED_VERBS)})\b", flags)
    two = re.compile(rf"\b(?:{_alts(W.ASKED_TWO_REFS)})\b", flags)
    not_before = re.compile(rf"\b(?:{_alts(W.ASKED_NOT_BEFORE)})\b", flags)
    return sentence, asker, two, not_before


_QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(]))'[^']*'(?=[\s.,;:?!)]|$)")


def asked_then_compared(text: str) -> str | None:
    """The text with the two questions setting its two people up written as steps ('..., who has R?' -> '..., find the
    person who has R.'), when its last question refers to the two; None when the text is no such layout."""
    if text.count("?") < 2:
        return None
    values: list[str] = []

    def mask(m: re.Match[str]) -> str:
        values.append(m.group(0))
        return f"\u27e6{len(values) - 1}\u27e7"

    masked = _QUOTED.sub(mask, text)
    if "?" in "".join(values) or any(mark in masked for mark in "\u27e8"):
        return None
    sentence, asker, two, not_before = _patterns()
    parts = [m.group(0) for m in sentence.finditer(masked)]
    asked = [n for n, p in enumerate(parts) if p.rstrip().endswith("?")]
    if len(asked) < 2 or not two.search(parts[asked[-1]]):
        return None
    setting = asked[:-1]
    if len(setting) not in (1, 2) or (len(setting) == 1 and not any(
            re.search(rf"\b{re.escape(each)}\b", parts[setting[0]], re.IGNORECASE) for each in W.ASKED_EACH)):
        return None  # (one question setting up one person, or three: not two people each asked)
    if any(two.search(parts[n]) for n in setting):
        return None  # ('Which of these two ...? ... Of those two, ...': two questions about the two)
    out = list(parts)
    for n in setting:
        said = parts[n]
        found = list(asker.finditer(said))
        if len(found) != 1:
            return None
        m = found[0]
        if not_before.search(said[:m.start()]):
            return None  # ('If there is a tie, who is the eldest?': a rule, not a person)
        verb = m.group("verb").lower()
        head = said[:m.start()] + m.group("pre")
        if verb in W.ASKED_BE:
            step = f"{W.ASKED_AS} {said[m.end():].lstrip()}"  # ('Who is the eldest ...?' -> 'Find the eldest ...')
        else:
            step = f"{W.ASKED_AS_WHO} {said[m.start('verb'):]}"  # ('who has R?' -> 'find the person who has R')
        if not head.strip():
            lead = len(head) - len(head.lstrip())
            step = head[:lead] + step[:1].upper() + step[1:]
        else:
            step = head + step
        stripped = step.rstrip()
        if not stripped.endswith("?") or stripped.endswith("??"):
            return None
        out[n] = stripped[:-1] + "." + step[len(stripped):]
    rewritten = "".join(out)
    return re.sub("\u27e6(\\d+)\u27e7", lambda m: values[int(m.group(1))], rewritten)
