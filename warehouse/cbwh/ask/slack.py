"""An ops lead's Slack shorthand for one person's question, said as the fragment the grammar reads (e48s).

"fish 'Timothy' owner's state / among everyone based there, whose insurance policy expires soonest? ..." is read as
"same state as the owner of fish 'Timothy' — whose insurance policy expires soonest? ...": an anchor's place said as
its owner's, a group's attribute said before 'same as', a slash as a mark, the group's place said again ('person
there w/ R', 'who in there owns R'), 'min 2' for 'at least 2', a header saying what is asked ('count q:', 'need a $
figure /'). Tried only for a text nothing else reads (`questions._two_passes`), and read only as the grammar reads the
rewritten text: each rewriting here says the same as the words it replaces, or the grammar refuses it. Its words live
in `cbwh.spec.words` (SLACK_*).
"""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.spec import words as W
from cbwh.spec.model import Attribute

_QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)|\"[^\"]*\"|\u2018[^\u2019]*\u2019|\u201c[^\u201d]*\u201d")
_MARK = r"(?:\s*(?:->|\u2192|=>|/|:|\u2014|\s-\s|,|\.)\s*|\s+)"


def _alts(phrases: tuple[str, ...] | W.Said) -> str:
    return "|".join(r"\s*".join(map(re.escape, p.split())) if p.split() and p.split()[0] in ("->", "'s") else
                    r"\s+".join(map(re.escape, p.split())) for p in sorted(phrases, key=len, reverse=True) if p)


def _masked(text: str) -> tuple[str, list[str]]:
    """The text with each quoted value replaced by a placeholder (no rewriting reaches inside a name), and the values."""
    values: list[str] = []

    def keep(m: re.Match[str]) -> str:
        values.append(m.group(0))
        return f"'\x00{len(values) - 1}\x00'"

    return _QUOTED.sub(keep, text), values


def _unmasked(text: str, values: list[str]) -> str:
    return re.sub(r"'\x00(\d+)\x00'", lambda m: values[int(m.group(1))], text)


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    attrs = _alts(tuple(p for a in (*W.ATTRIBUTE_NOUNS,) if a is not Attribute.URL for p in W.ATTRIBUTE_NOUNS[a]))
    places = _alts(tuple(p for a in W.PLACES for p in W.ATTRIBUTE_NOUNS[a]))
    value = r"'\x00\d+\x00'"
    anchor = rf"(?P<a>(?:the\s+)?(?:[a-z][\w.-]*\s+){{1,4}}?{value})"
    return {
        # fish 'Timothy' owner's state / ...   user 'x' -> their state -> ...   username 'y' -> same-state residents
        "owners_place": re.compile(
            rf"^{anchor}\s*(?:(?:{_alts(W.SLACK_OWNERS_PLACE)})\s+(?P<p>{places})|->\s*(?:the\s+)?same[-\s](?P<q>{places})"
            rf"(?:\s+(?:{_alts(W.SLACK_PLACE_PEOPLE)}))?)\b", re.IGNORECASE),
        # medical condition same as the owner of pet 'Jamie' -> ...
        "attr_same": re.compile(rf"^(?:the\s+)?(?P<attr>{attrs})\s+(?:{_alts(W.SLACK_SAME_AS)})\s+", re.IGNORECASE),
        "bound": re.compile(rf"(?<![\w'])(?<!the\s)(?P<b>{'|'.join(map(re.escape, W.SLACK_BOUNDS))})\s+(?=\d)",
                            re.IGNORECASE),
        "never": re.compile(rf"\b(?:ppl|people|persons|folks|those|individuals)?\s*(?:{_alts(W.SLACK_NEVER)})\s+",
                            re.IGNORECASE),
        "again": re.compile(rf"(?P<m>{_MARK})(?:{_alts(W.SLACK_GROUP_AGAIN)})\s*,?\s*", re.IGNORECASE),
        "there": re.compile(rf"\b(?P<w>{'|'.join(sorted(W.SLACK_THERE_AFTER))})\s+(?:{_alts(W.SLACK_THERE)})\b",
                            re.IGNORECASE),
        "there_end": re.compile(rf"(?P<w>[\w']+)\s+(?:{_alts(W.SLACK_THERE)})(?=\s*\?)", re.IGNORECASE),
        "people_with": re.compile(rf"^(?:{_alts(W.SLACK_PEOPLE_WITH)})\s+(?=same\b)", re.IGNORECASE),
        "person": re.compile(r"(?P<m>->|\u2192|=>|:|\u2014)\s*(?P<n>person|individual)\s+(?=w/|with\b|who\b|whose\b)",
                             re.IGNORECASE),
        "across": re.compile(rf"\b(?P<s>{_alts(W.SLACK_ACROSS_ALL)})\s+(?=accts|accounts|bank\s+accts|bank\s+accounts)",
                             re.IGNORECASE),
        "filters": re.compile(rf"^\s*(?:{_alts(W.SLACK_FILTER_HEADERS)})\s*:\s*(?=same\b)", re.IGNORECASE),
        **{f"header_{kind}": re.compile(rf"^\s*(?:{_alts(said)})\s*(?::|\u2014|-|/|->|\u2192)\s*", re.IGNORECASE)
           for kind, said in W.SLACK_HEADERS.items()},
    }


def normalized(text: str) -> tuple[str, str | None] | None:
    """The text as the fragment the grammar reads, and the kind of answer a header asked for ('count', 'amount',
    'name'; None when no header said one); None when nothing here rewrites it."""
    masked, values = _masked(text)
    pat = _patterns()
    out, kind = masked.strip(), None
    for k in W.SLACK_HEADERS:
        if (m := pat[f"header_{k}"].match(out)) is not None and m.end() < len(out):
            out, kind = out[m.end():], k
            break
    if (m := pat["filters"].match(out)) is not None:
        out = out[m.end():]
    if (m := pat["owners_place"].match(out)) is not None:
        a = m.group("a")
        place = (m.group("p") or m.group("q")).lower()
        owner = "" if re.search(r"\b(?:user|username|handle|user\s+name)\s+'", a, re.IGNORECASE) else "the owner of "
        said = re.sub(r"^the\s+", "", a, flags=re.IGNORECASE)
        rest = out[m.end():]
        if re.match(r"\s*\.\s", rest):  # ('pet 'M' -> owner's state. who there has R?': the group's mark)
            rest = " \u2014" + rest.lstrip()[1:]
        out = f"same {place} as {owner}{said}{rest}"
    elif (m := pat["attr_same"].match(out)) is not None:
        out = f"same {m.group('attr')} as {out[m.end():]}"
    elif (m := pat["people_with"].match(out)) is not None:
        out = out[m.end():]
    if not out.lower().startswith("same "):
        return (_unmasked(out, values), kind) if kind is not None else None
    # one slash between the group and what is asked is its mark ('same state as X / smallest total bank bal?')
    if out.count(" / ") == 1:
        out = out.replace(" / ", " \u2014 ")
    out = pat["across"].sub(lambda m: f"{m.group('s')} their ", out)
    out = pat["bound"].sub(lambda m: W.SLACK_BOUNDS[m.group("b").lower()] + " ", out)
    out = pat["never"].sub("no ", out)
    placed = re.match(r"same\s+(?:state|city)\b", out, re.IGNORECASE) is not None or \
        re.search(r"\band\s+same\s+(?:state|city)\b", out, re.IGNORECASE) is not None
    if placed:
        out = pat["again"].sub(lambda m: m.group("m"), out, count=1)
        out = pat["there"].sub(lambda m: m.group("w"), out)
        out = pat["there_end"].sub(lambda m: m.group(0) if m.group("w").lower() in W.SLACK_THERE_NOT_AFTER else
                                   m.group("w"), out)
    # the person said bare after the group's mark ('-> person w/ R (T)'): 'the person'
    out = pat["person"].sub(lambda m: f"{m.group('m')} the {m.group('n')} ", out)
    out = _unmasked(out, values)
    return (out, kind) if out != text else None
