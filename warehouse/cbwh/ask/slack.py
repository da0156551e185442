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
_ARROW_ITEM = re.compile(r"(?m)^[ \t]*(?:->|\u2192|=>)[ \t]*(?=\S)")  # (an arrow opening a line: a list's item, e61p)
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
    anchor = rf"(?P<a>(?:the\s+)?(?:{_alts(W.SLACK_ANCHOR_NOUNS)})\s+(?:(?:named|called)\s+)?{value})"
    tie_measures = _alts(tuple(p for said in W.SLACK_TIE_MEASURES.values() for p in said))
    records = _alts(tuple(p for noun in W.RECORD_NOUNS.values() for p in noun.plural)).replace("accounts", "(?:accounts|accts)")
    return {
        # fish 'Timothy' owner's state / ...   user 'x' -> their state -> ...   username 'y' -> same-state residents
        "owners_place": re.compile(
            rf"^{anchor}\s*(?:(?:{_alts(W.SLACK_OWNERS_PLACE)})\s+(?P<p>{attrs})|->\s*(?:the\s+)?same[-\s](?P<q>{places})"
            rf"(?:\s+(?:{_alts(W.SLACK_PLACE_PEOPLE)}))?)\b", re.IGNORECASE),
        # blood type of dog 'Tony' owner -> ...   blood type of the owner of dog 'Tony' -> ...
        "attr_of": re.compile(rf"^(?:the\s+)?(?P<attr>{attrs})\s+of\s+(?:the\s+)?(?P<o>(?:{_alts(W.PET_POSSESSOR)})\s+of\s+)?"
                              rf"{anchor}(?P<p>\s*(?:'s\s+)?(?:{_alts(W.PET_POSSESSOR)}))?"
                              r"(?=\s*(?:->|\u2192|=>|/|:|\u2014|,|\.\s))", re.IGNORECASE),
        # ... the group said again after its mark ('-> everyone w/ that blood type ->'): read away
        "group_again": re.compile(rf"(?P<m>\s*(?:->|\u2192|=>|/|:|\u2014)\s*)(?:{_alts(W.SLACK_GROUP_AGAIN_HEADS)})\s+"
                                  rf"(?:{_alts(W.SLACK_GROUP_AGAIN_WITH)})\s+(?:that|this|the)\s+(?:same\s+)?(?P<attr>{attrs})"
                                  rf"(?=\s*(?:->|\u2192|=>|/|:|\u2014|,))", re.IGNORECASE),
        "among_again": re.compile(rf"(?P<lead>\s*)(?:{_alts(W.SLACK_GROUP_AGAIN_AMONG)})\s+"
                                  rf"(?:{_alts(W.SLACK_GROUP_AGAIN_HEADS)})\s+"
                                  rf"(?:{_alts(W.SLACK_GROUP_AGAIN_WITH)})\s+(?:that|this|the)\s+(?:same\s+)?(?P<attr>{attrs}|\w+)"
                                  r"(?:(?P<tail>\s*,)|(?=\s*(?:[.?()]|->|\u2192|\u2014|$)))", re.IGNORECASE),
        "among_those": re.compile(rf"(?P<m>\s*(?:->|\u2192|=>|/|:|\u2014|\.)\s*)(?:(?:{_alts(W.SLACK_GROUP_AGAIN_AMONG)})\s+"
                                  rf"(?:{_alts(W.SLACK_GROUP_THOSE)})|(?:{_alts(W.SLACK_GROUP_THOSE_AMONG)})\s+"
                                  rf"(?:{_alts(W.SLACK_GROUP_THOSE_SET)}))\s*,\s*", re.IGNORECASE),
        # ... said again after it as 'that (same) <attribute>' ('among ppl w/ that same diagnosis who ...', e55c)
        "fold_again": re.compile(rf"(?P<lead>\b(?:w/|with|sharing|having|who\s+share|who\s+have|that\s+share)\s+)"
                                 rf"(?:that|this)\s+(?:same\s+)?(?P<attr>{attrs}|\w+)\b(?!\s*,)", re.IGNORECASE),
        # (not before a comma: 'among everyone w/ that type, R' is read away whole, e50p-group-again-3)
        # medical condition same as the owner of pet 'Jamie' -> ...
        "attr_same": re.compile(rf"^(?:the\s+)?(?P<attr>{attrs})\s+(?:{_alts(W.SLACK_SAME_AS)})\s+", re.IGNORECASE),
        "bound": re.compile(rf"(?<![\w'])(?<!the\s)(?P<b>{'|'.join(map(re.escape, W.SLACK_BOUNDS))})\s+(?=\d)",
                            re.IGNORECASE),
        "never": re.compile(rf"\b(?:ppl|people|persons|folks|those|individuals)?\s*(?:{_alts(W.SLACK_NEVER)})\s+",
                            re.IGNORECASE),
        "again": re.compile(rf"(?P<m>{_MARK})(?:{_alts(W.SLACK_GROUP_AGAIN)})\s*,?\s*", re.IGNORECASE),
        "there": re.compile(rf"\b(?P<w>{'|'.join(sorted(W.SLACK_THERE_AFTER))})\s+(?:{_alts(W.SLACK_THERE)})\b",
                            re.IGNORECASE),
        "condition": re.compile(rf"^(?:(?:{_alts(W.SLACK_PEOPLE_WITH)})\s+)?(?=no\b|at\s+least\b|\d|min\b|max\b)",
                                re.IGNORECASE),
        "there_end": re.compile(rf"(?P<w>[\w']+)\s+(?:{_alts(W.SLACK_THERE)})(?=\s*\?)", re.IGNORECASE),
        "people_with": re.compile(rf"^(?:{_alts(W.SLACK_PEOPLE_WITH)})\s+(?=same\b)", re.IGNORECASE),
        "person": re.compile(r"(?P<m>->|\u2192|=>|:|\u2014)\s*(?P<n>person|individual)\s+(?=w/|with\b|who\b|whose\b)",
                             re.IGNORECASE),
        "across": re.compile(rf"\b(?P<s>{_alts(W.SLACK_ACROSS_ALL)})\s+(?=accts|accounts|bank\s+accts|bank\s+accounts)",
                             re.IGNORECASE),
        "check_first": re.compile(rf"^(?:{_alts(W.SLACK_CHECK_FILLERS)})\s+(?=who\b|which\b)", re.IGNORECASE),
        "check": re.compile(rf",?\s*(?:{_alts(W.SLACK_CHECK_FILLERS)})(?=\s*[:?]\s)", re.IGNORECASE),
        "same_thing": re.compile(rf"(?<=:\s)(?:{_alts(W.SLACK_SAME_THING)})\s*,\s*", re.IGNORECASE),
        "owners_in": re.compile(rf"\bin\s+(?:the\s+)?(?P<a>(?:{_alts(W.SLACK_ANCHOR_NOUNS)})\s+'\x00\d+\x00')\s*"
                                rf"(?:owner's|owners)\s+(?P<p>{places})\b", re.IGNORECASE),
        "alone": re.compile(rf"^(?P<c>{_alts(W.SLACK_ALONE_COMPARATIVES)})(?:\s+(?P<m>{_alts(W.SLACK_ALONE_MEASURES)}))?"
                            rf"(?:\s+(?:{_alts(W.SLACK_ALONE_TAILS)}))?\s*[?:]\s*(?:(?:->|\u2192)\s*)?", re.IGNORECASE),
        "candidates": re.compile(rf"(?<=[?:])\s*(?:{_alts(W.SLACK_CANDIDATES)})\s*(?:->|\u2192|:)\s*(?=\n)", re.IGNORECASE),
        "asks_of_them": re.compile(rf"(?:{_alts(W.SLACK_ASKS_OF_THEM)})\s+(?:who|which|whose)\b", re.IGNORECASE),
        "anchor_people_same": re.compile(rf"^{anchor}\s*(?:->|\u2192|:)\s*(?:{_alts(W.SLACK_GROUP_AGAIN_HEADS)})\s+"
                                         rf"(?:{_alts(W.SLACK_GROUP_AGAIN_WITH)})\s+(?:the\s+)?same\s+(?P<attr>{attrs})"
                                         r"(?=\s*(?:->|\u2192|:))", re.IGNORECASE),
        # a person said as a group, a colon, then the one of it ('JCB 16 digit cardholders: the one w/ the fewest pets
        # (T). vs. ...', '- ppl in the same state as X: the one w/ R'), at an item's start (e49s)
        "group_one": re.compile(r"(?P<at>^|\n(?:-\s+)?|\bvs\.?\s+|\s/\s+|\?[ \t]+(?:(?:->|\u2192)[ \t]*)?)"
                                r"(?P<g>(?:(?!\s/\s)[^:\n?])+?)\s*:\s*"
                                rf"(?P<one>{_alts(W.SLACK_THE_ONE)})\s+(?P<r>(?:w/|with|who|whose|having|has|owns|holds)\s(?:(?!\s/\s)[^()\n])+?)"
                                r"(?=\s*(?:\(|[.\n]|\s/\s|\svs\.?\s|$))", re.IGNORECASE),
        # a person's ranking, then their group said as a shared attribute ('(a) fewest vehicles, same state as X')
        "rank_then_same": re.compile(r"(?P<at>(?:^|\n)\s*(?:\(?[ab12]\)|[ab12][.:]|-)\s+)"
                                     rf"(?P<r>(?:{_alts(W.SLACK_RANK_ASKED_HEADS)})"
                                     rf"\s[^,\n]+?),\s+(?P<g>same\s+(?:{attrs})\s+as\s)", re.IGNORECASE),
        "measure_first": re.compile(rf"^(?P<m>{_alts(W.SLACK_ALONE_MEASURES)})\s*,\s*(?P<c>{_alts(W.SLACK_ALONE_COMPARATIVES)})"
                                    rf"(?:\s+(?:{_alts(W.SLACK_MEASURE_FIRST_TAILS)}))?\s*:\s*", re.IGNORECASE),
        "there_pair": re.compile(r"\s+(?:there|in there)(?=\s*(?:\bvs\b|/|\.\s|,|\())", re.IGNORECASE),
        "respective": re.compile(rf"\b(?:{_alts(W.SLACK_RESPECTIVE)})\b", re.IGNORECASE),
        "tie_measure": re.compile(
            rf"\b(?:(?P<m>{tie_measures})\s+(?:as\s+(?:a\s+|the\s+)?)?(?:{_alts(W.SLACK_TIE_NOUNS)})|"
            rf"(?:{_alts(W.SLACK_TIE_BROKEN)})\s+(?P<m2>{tie_measures}))"
            rf"\s*(?:(?P<o>\()|,|:|-|\u2014|\u2013|=|->|\u2192)\s*"
            rf"(?P<d>{_alts(tuple(p for said in W.SLACK_TIE_ENDS.values() for p in said))})"
            rf"(?:\s+(?:{_alts(W.SLACK_TIE_END_TAILS)}))?\b(?(o)\s*\))", re.IGNORECASE),
        # '-> tie? eldest', '(tied?? go w/ the higher salary)' (e61p): the tie's rule after its question mark
        "tie_asked": re.compile(rf"(?<![\w'])(?<!still\s)(?P<t>{_alts(W.SLACK_TIE_ASKED)})\s*\?+\s*"
                                rf"(?=(?:{'|'.join(sorted(W.SLACK_TIE_ASKED_NEXT, key=len, reverse=True))})\b)",
                                re.IGNORECASE),
        "born": re.compile(rf"(?P<b>{_alts(W.SLACK_ITEM_BORN)})\s*(?:,\s*who)?\s*\?", re.IGNORECASE),
        "dollar": re.compile(rf"\$\s*(?=(?:{_alts(W.SLACK_DOLLAR_NOUNS)})\b)", re.IGNORECASE),
        "group_slash": re.compile(rf"^(?P<g>(?:(?!\s/\s)[^:?\n\u2014])+?)\s+/\s+(?=(?:{_alts(W.SLACK_GROUP_SLASH_ASKS)})\b)",
                                  re.IGNORECASE),
        "tie_first": re.compile(rf"\b(?P<t>{_alts(W.SLACK_TIE_FIRST)})\s+(?P<n>{_alts(W.SLACK_TIE_NOUNS)})\b", re.IGNORECASE),
        # (at an item's start: the text's, a line's, a number's, a colon's)
        "out_of": re.compile(rf"(?P<at>^|\n|(?<!\w)[12][.)]\s+|:\s+)(?:{_alts(W.SCOPE_THEN_AMONG)})\s+(?P<g>the\s[^,()\n]+?),\s+"
                             rf"(?P<one>{_alts(W.SLACK_THE_ONE)})\s+(?P<r>(?:w/|with|who|whose|having)\s[^,()\n]+?)"
                             r"(?P<end>\s*(?:[,(\n]|\s[12][.)]\s|$))", re.IGNORECASE),
        "in_each": re.compile(rf"(?:{_alts(W.SLACK_LOOK_AT)})\s+the\s+(?P<pa>{places})\s+of\s+(?P<a>[^.?,\n]+?'\x00\d+\x00')\s+"
                              rf"and\s+the\s+(?P<pb>{places})\s+of\s+(?P<b>[^.?,\n]+?'\x00\d+\x00')\s*[.;]\s+"
                              rf"(?:{_alts(W.SLACK_IN_EACH)})\s*,?\s+(?:{_alts(W.SLACK_TAKE)})\s+(?P<p>[^.?\n]+?)\s*[.;]\s+",
                              re.IGNORECASE),
        "leader_bracket": re.compile(rf"\b(?P<h>{_alts(W.SLACK_LEADER_HEADS)})(?P<g>\s+(?:among|amongst|in|of)\s[^()\n]+?)"
                                     r"\s*(?P<b>\([^()\n]*\))", re.IGNORECASE),
        "compare_lead": re.compile(rf"^(?:{_alts(W.SLACK_COMPARE_LEADS)})\s+", re.IGNORECASE),
        "asks_two": re.compile(rf"(?:{_alts(W.SLACK_ASKS_TWO)})\b", re.IGNORECASE),
        "filter_verb": re.compile(rf"(?P<j>(?:\s+\+|\s+and|\s*,|\s+&)\s+)(?:{_alts(W.SLACK_FILTER_VERBS)})\s+(?=same\b)",
                                  re.IGNORECASE),
        "filters": re.compile(rf"^\s*(?:{_alts(W.SLACK_FILTER_HEADERS)})\s*:\s*(?:(?:{_alts(W.SLACK_FILTER_VERBS)})\s+)?"
                              r"(?=same\b)", re.IGNORECASE),
        # one person's shapes (e49s): an opening saying nothing, a group said first, an answer said last
        "opener": re.compile(rf"^\s*(?:{_alts(W.SLACK_OPENERS)})\s*(?::|\u2014|-|/|->|\u2192)\s*", re.IGNORECASE),
        "attr_match": re.compile(rf"^(?:the\s+)?(?P<attr>{attrs})\s+(?:{_alts(W.SLACK_ATTR_MATCH)})\s+", re.IGNORECASE),
        "attr_lookup": re.compile(rf"^(?:the\s+)?(?P<attr>{attrs})\s+(?:{_alts(W.SLACK_ATTR_LOOKUP)})"
                                  rf"\s*(?::|\s-|\u2014|->|\u2192)\s*(?:{_alts(W.SLACK_ATTR_LOOKUP_SAME)})\s+", re.IGNORECASE),
        "place_of": re.compile(rf"^(?:the\s+)?(?P<p>{places})\s+of\s+(?:{_alts(W.SLACK_PLACE_OF_WHO)})\s*{anchor}"
                               r"(?=\s*(?::|->|\u2192|\u2014|/)\s*\S)", re.IGNORECASE),
        "people_in": re.compile(rf"^(?:{_alts(W.SLACK_PEOPLE_IN)})\s+(?=same\s+(?:{places})\s+as\b)", re.IGNORECASE),
        "total_aside": re.compile(r"(?P<t>\b(?:total|combined)\s+(?:bank\s+)?(?:bal|balance)\b)\s*\(\s*"
                                  rf"(?:{_alts(W.SLACK_TOTAL_ASIDE)})\s*\)", re.IGNORECASE),
        "that_balance": re.compile(rf"\s*(?:[.,;:\u2014]|->|\u2192)?\s*(?:{_alts(W.SLACK_THAT_BALANCE)})\s*\?\s*$",
                                   re.IGNORECASE),
        "balance_asked": re.compile(rf"\s*(?:[.,;:\u2014]|->|\u2192)?\s*(?:{_alts(W.SLACK_BALANCE_ASKED)})\s*\?\s*$",
                                    re.IGNORECASE),
        "amount_asked": re.compile(rf"\s*(?:[.,;:\u2014]|->|\u2192)?\s*(?:{_alts(W.SLACK_AMOUNT_ASKED)})\s*(?:=\s*)?\?\s*$",
                                   re.IGNORECASE),
        "how_many": re.compile(rf"(?P<r>(?:{records})(?:\s*(?:,|{_alts(W.SLACK_RECORDS_JOIN)})\s*(?:{records}))+)"
                               rf"\s*(?:,|->|\u2192|:|\u2014)?\s*(?:{_alts(W.SLACK_HOW_MANY_TOTAL)})\s*\?\s*$",
                               re.IGNORECASE),
        "records_first": re.compile(
            rf"(?:^|(?<=[.?!:;]\s)|(?<=[.?!])|(?<=\s\u2014\s)|(?<=\s->\s)|(?<=\s-\s))\s*(?:{_alts(W.SLACK_RECORDS_ASKED_FIRST)})"
            rf"(?:\s+(?:{_alts(W.SLACK_HEADER_COURTESY)}))?\s*[:,\u2014]?\s*"
            rf"(?P<r>(?:{records})(?:\s*(?:,\s*(?:and\s+)?|{_alts(W.SLACK_RECORDS_JOIN)})\s*(?:{records}))+)"
            rf"(?:\s+(?:{_alts(W.SLACK_RECORDS_LISTED_TAILS)}))?\s*\??"
            rf"(?:\s*[,.]?\s*(?:{_alts(W.SLACK_RECORDS_ANSWER_ONLY)}))?\s*[.?]?\s*$", re.IGNORECASE),
        "rank_asked": re.compile(rf"(?P<r>\b(?:the\s+)?(?:{_alts(W.SLACK_RANK_ASKED_HEADS)})\s+[^.?=\n:\u2014]+?)\s*"
                                 rf"(?:{'|'.join(map(re.escape, W.SLACK_RANK_ASKED_MARKS))})\s*(?:who\s*)?\?",
                                 re.IGNORECASE),
        # ('need a $ amount pls. G -> R -> ...', 'records total q. ...', e53c: a courtesy after it, a full stop its mark)
        **{f"header_{kind}": re.compile(rf"^\s*(?:{_alts(said)})(?:\s+(?:{_alts(W.SLACK_HEADER_COURTESY)}))?\s*"
                                        r"(?::|\u2014|-|/|->|\u2192|\.(?=\s))\s*", re.IGNORECASE)
           for kind, said in W.SLACK_HEADERS.items()},
    }


def normalized(text: str) -> tuple[str, str | None] | None:
    """The text as the fragment the grammar reads, and the kind of answer a header asked for ('count', 'amount',
    'name'; None when no header said one); None when nothing here rewrites it."""
    masked, values = _masked(text)
    pat = _patterns()
    out, kind = pat["dollar"].sub("dollar ", _tie_measured(masked.strip().replace("\u2192", "->"))), None  # (an
    # arrow is an arrow: "user 'x' \u2192 same-state ppl \u2192 R", e55c)
    if (m := pat["opener"].match(out)) is not None and m.end() < len(out):  # ('quick one: ...')
        out = out[m.end():]
    for k in W.SLACK_HEADERS:
        if (m := pat[f"header_{k}"].match(out)) is not None and m.end() < len(out):
            out, kind = out[m.end():], k
            break
    if (m := pat["filters"].match(out)) is not None:
        out = out[m.end():]  # (the next filter's verb read away too: 'filters: lives in the same state as X + has the
        # same blood type as Y', e61p)
        out = pat["filter_verb"].sub(lambda v: v.group("j"), out)
    if out.count(" / ") == 1 and (m := pat["group_slash"].match(out)) is not None:  # (a group said first, a slash
        # its mark, e50p; not 'only' before it: 'ppl w/ a cat only' could be those whose only pet is a cat, r29)
        out = f"{m.group('g')}: {out[m.end():]}"
    out = _group_first(out)
    out, asked = _answer_last(out)
    if asked is not None:
        if kind is not None and kind != asked:
            return None
        kind = asked
    if (placed_first := _owners_place(out)) is not None:
        out, rest = placed_first
        if re.match(r"\s*\.\s", rest):  # ('pet 'M' -> owner's state. who there has R?': the group's mark)
            rest = " \u2014" + rest.lstrip()[1:]
        out += rest
    elif (m := pat["attr_of"].match(out)) is not None and (
            (m.group("o") is None) != (m.group("p") is None) or _user(m.group("a")) and not (m.group("o") or m.group("p"))):
        owner = "" if _user(m.group("a")) else "the owner of "
        bare = re.sub(r"^the\s+", "", m.group("a"), flags=re.IGNORECASE)
        out = f"same {m.group('attr')} as {owner}{bare}{out[m.end():]}"
    elif (m := pat["attr_same"].match(out)) is not None:
        out = f"same {m.group('attr')} as {out[m.end():]}"
    elif (m := pat["people_with"].match(out)) is not None:
        out = out[m.end():]
    if not out.lower().startswith("same "):
        return (_unmasked(out, values), kind) if kind is not None or out != masked.strip() else None
    said_attr = re.match(r"same\s+(.+?)\s+as\b", out, re.IGNORECASE)
    if said_attr is not None and (folded := _group_folded(out, said_attr.group(1))) is not None:
        out = folded  # ("fish 'M', owner's diagnosis — among ppl w/ that same diagnosis who ..., who has R?", e55c)
    out = pat["group_again"].sub(lambda m: m.group("m") if said_attr is not None and
                                 m.group("attr").lower() == said_attr.group(1).lower() else m.group(0), out, count=1)
    if said_attr is not None and (attribute := _attribute(said_attr.group(1))) is not None:
        head = said_attr.group(1).split()[-1].lower()  # ('that type' for the group's 'insurance policy type')
        out = pat["among_again"].sub(lambda m: _again_away(m, out) if _attribute(m.group("attr")) is attribute or
                                     m.group("attr").lower() == head else m.group(0), out)
        out = pat["among_those"].sub(lambda m: m.group("m"), out, count=1)
    # one slash between the group and what is asked is its mark ('same state as X / smallest total bank bal?'); in a
    # chain, the slashes before it join the group's conditions ('X owner's state / ppl w/ no cars / oldest?')
    if out.count(" / ") == 1:
        out = out.replace(" / ", " \u2014 ")
    elif out.count(" / ") > 1:
        *conditions, asked = out.split(" / ")
        if all(pat["condition"].match(c) for c in conditions[1:]):
            out = ", ".join([conditions[0], *(pat["condition"].sub("", c, count=1) for c in conditions[1:])])
            out += f" \u2014 {asked}"
        elif len(conditions) == 2:  # ('G / the person w/ R, ties -> T / need the sum of their balances', e49s)
            out = f"{conditions[0]} \u2014 {conditions[1].rstrip(' .')}. {asked}"
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


_FOLD_HEAD = re.compile(r"^same\s+(?P<attr>.+?)\s+as\s+(?P<who>[^'\n]*?'\x00\d+\x00')\s*(?:\u2014|,|:|->|\u2192|;)\s*"
                        r"(?:then\s+)?(?=\S)", re.IGNORECASE)


def _group_folded(said: str, attr: str) -> str | None:
    """A group said first by an attribute shared with an anchor's owner, then said again as 'that (same) <attribute>'
    once in what follows ("same diagnosis as the owner of fish 'M' — among ppl w/ that same diagnosis who own no pets,
    who has R?", "same diagnosis as the owner of plate 'P', then among everyone w/ that same diagnosis find the eldest",
    e55c): what follows, the back reference said in full ('among ppl w/ the same diagnosis as the owner of fish 'M' who
    ...'); None when it is not said so, or said more than once."""
    m = _FOLD_HEAD.match(said)
    attribute = _attribute(attr)
    if m is None or attribute is None:
        return None
    head = attr.split()[-1].lower()
    rest = said[m.end():]
    again = [x for x in _patterns()["fold_again"].finditer(rest)
             if _attribute(x.group("attr")) is attribute or x.group("attr").lower() == head]
    if len(again) != 1 or len(_patterns()["fold_again"].findall(rest)) != 1:
        return None
    x = again[0]
    return f"{rest[:x.start()]}{x.group('lead')}the same {attr} as {m.group('who')}{rest[x.end():]}"


def _attribute(words: str) -> Attribute | None:
    """The attribute the words name ('blood group', 'diagnosis'), None for none."""
    said = " ".join(words.lower().split())
    return next((a for a, nouns in W.ATTRIBUTE_NOUNS.items() if said in nouns), None)


def _again_away(m: re.Match[str], said: str) -> str:
    """The group said again where a ranking asks among it, read away: with its comma when it opens a part ('— among
    everyone w/ that blood group, who has ...' -> '— who has ...'), else the comma kept ('fewest pets among ppl w/ that
    blood type, eldest ...' -> 'fewest pets, eldest ...')."""
    opens = re.search(r"(?:->|\u2192|=>|/|:|\u2014|[.?]|^)\s*$", said[:m.start()]) is not None
    return " " if opens and m.group("tail") else (m.group("tail") or "")


def _tie_measured(said: str) -> str:
    """A tie-breaker said measure first, its end after its word ('salary tiebreak (higher)', 'age tiebreak, older wins',
    e50p), said as the grammar reads it ('tiebreak highest salary', 'tiebreak oldest'); an end the measure does not have
    is left as it is ('age tiebreak, highest'). A tie asked before its rule ('tie? eldest', e61p) is said 'tie: eldest'."""

    def said_so(m: re.Match[str]) -> str:
        words = " ".join((m.group("m") or m.group("m2")).lower().split())
        measure = next(k for k, said in W.SLACK_TIE_MEASURES.items() if words in said)
        end = next(k for k, said in W.SLACK_TIE_ENDS.items() if m.group("d").lower() in said)
        if end not in W.SLACK_TIE_ENDS_OF[measure]:
            return m.group(0)
        return f"tiebreak {end}" if measure == "age" else f"tiebreak {end} {words}"  # (the measure in its own words)

    return _patterns()["tie_measure"].sub(said_so, _patterns()["tie_asked"].sub("tie: ", said))


def _group_first(said: str) -> str:
    """A group said first in a shorthand of its own (e49s): an attribute matched with an anchor ("policy type match w/
    username 'x' — ...") or looked up ("blood type lookup: same type as the owner of plate 'Y'. ..."), an anchor's place
    ("state of whoever owns the pet called 'P': ..."), the people in a place said before it ('ppl in the same state as
    X -> ...'): said 'same <attribute> as ...'; the text itself otherwise."""
    pat = _patterns()
    if (m := pat["attr_match"].match(said)) is not None or (m := pat["attr_lookup"].match(said)) is not None:
        return f"same {m.group('attr')} as {said[m.end():]}"
    if (m := pat["place_of"].match(said)) is not None:
        owner = "" if _user(m.group("a")) else "the owner of "
        bare = re.sub(r"^the\s+", "", m.group("a"), flags=re.IGNORECASE)
        return f"same {m.group('p').lower()} as {owner}{bare}{said[m.end():]}"
    if (m := pat["people_in"].match(said)) is not None:
        return said[m.end():]
    return said


def _answer_last(said: str) -> tuple[str, str | None]:
    """What is asked said last in a shorthand (e49s), said as the grammar reads it, and the kind of answer it asks
    ('amount', 'count'; None when none is said so): a total balance's accounts in brackets read away ('the lowest total
    bank bal (all their accts summed)'); the balance said before asked again ('. what's that bal?' -> ': what's their
    total bank bal?'); an amount asked after its sum is said ('add up their total bank balances. $ total?': read away);
    a count of kinds of records asked after them ('bank accounts plus online accounts, how many in total?' -> 'how many
    bank accounts plus online accounts in total?'); a ranking asked with '= ?' ('most credit cards = ?' -> 'who has the
    most credit cards?')."""
    pat = _patterns()
    out, kind = pat["total_aside"].sub(lambda m: m.group("t"), said), None
    if (m := pat["that_balance"].search(out)) is not None and m.start() > 0 and \
            re.search(r"\b(?:bal|balance|balances)\b", out[:m.start()], re.IGNORECASE) and \
            not re.search(r"\b(?:[2-9]|two|three|four|five)\b", re.sub(r"'\x00\d+\x00'", "", out), re.IGNORECASE):
        # (one person's balance: 'the top 2 ... what is that balance?' is refused, near-miss-r24-F1)
        out, kind = f"{out[:m.start()].rstrip(' .,;:')}: what's their total bank bal?", "amount"
    elif (m := pat["balance_asked"].search(out)) is not None and out[:m.start()].strip(" .,;:") and \
            not re.search(r"\b(?:[2-9]|two|three|four|five)\b", re.sub(r"'\x00\d+\x00'", "", out), re.IGNORECASE):
        out, kind = f"{out[:m.start()].rstrip(' .,;:')}: what's their total bank bal?", "amount"  # (e55c)
    elif (m := pat["amount_asked"].search(out)) is not None and out[:m.start()].strip(" .,;:"):
        out, kind = out[:m.start()].rstrip(" ,;:"), "amount"
    elif (m := pat["how_many"].search(out)) is not None:
        out, kind = f"{out[:m.start()]}how many {m.group('r')} in total?", "count"
    elif (m := pat["records_first"].search(out)) is not None and out[:m.start()].strip(" .,;:"):
        out, kind = f"{out[:m.start()].rstrip()} how many {m.group('r')} in total?", "count"  # (e53c)
    out = pat["rank_asked"].sub(lambda m: f"who has {m.group('r')}?" if m.group("r").lower().startswith("the ") else
                                f"who has the {m.group('r')}?", out)
    return out, kind


def _owners_place(said: str) -> tuple[str, str] | None:
    """A group said first as an anchor's owner's place ("fish 'T' owner's state", "user 'u' -> their state"): 'same
    state as the owner of fish 'T'' ('same state as user 'u''), and the rest of the text; None when it opens otherwise.
    Or as the people sharing an anchor's attribute ("username 'x' -> ppl w/ the same kind of insurance -> R", e49s):
    'same kind of insurance as username 'x''."""
    if (m := _patterns()["anchor_people_same"].match(said)) is not None:
        owner = "" if _user(m.group("a")) else "the owner of "
        bare = re.sub(r"^the\s+", "", m.group("a"), flags=re.IGNORECASE)
        return f"same {m.group('attr')} as {owner}{bare}", said[m.end():]
    m = _patterns()["owners_place"].match(said)
    if m is None:
        return None
    a = m.group("a")
    said_kinds = {word for word in re.findall(r"[a-z]+", said[m.end("a"):m.start("p") if m.group("p") else m.end()].lower())
                  if word in W.SLACK_OWNER_KINDS}
    anchor_kinds = {word for word in re.findall(r"[a-z]+", a.lower()) if word in W.SLACK_OWNER_KINDS}
    if said_kinds and not any(said_kind in W.SLACK_OWNER_KINDS[anchor_kind]
                              for said_kind in said_kinds for anchor_kind in anchor_kinds):
        return None  # (the owner said by another kind than the thing's: "plate 'X' -> the pet owner's state")
    place = (m.group("p") or m.group("q")).lower()
    owner = "" if re.search(r"\b(?:user|username|handle|user\s+name)\s+'", a, re.IGNORECASE) else "the owner of "
    bare = re.sub(r"^the\s+", "", a, flags=re.IGNORECASE)
    return f"same {place} as {owner}{bare}", said[m.end():]


def _top_level(said: str, joiner: str) -> list[int]:
    """Where the joiner (' and ', ' with ', ' vs ') is said outside brackets, in a masked text."""
    depth, found = 0, []
    for n, c in enumerate(said):
        depth += (c == "(") - (c == ")")
        if depth == 0 and said.startswith(joiner, n):
            found.append(n)
    return found


def paired(text: str) -> list[str]:
    """Two people laid out in an ops lead's Slack shorthand, said as the layout the pair readers read (e48s): each
    person's group said as its anchor's owner's place ("fish 'J' owner's state -> most policies (T)"), the two as
    sentences before the question ('F1. F2. which of those two ...?' -> 'F1 / F2 / which ...?'), a slash between the
    two after the question ('who has more? S1 / S2' -> 'S1 vs S2'), bullets ('•'), a check asked for ('who's younger,
    pls check:'), the comparative said alone ('younger of: S1 and S2', 'fewer cars? compare S1 with S2.' -> 'who is
    younger: S1, or S2?'). Its readings, each a text (a person said 'G: R (T)' also as 'G -> R (T)'); none when nothing
    here rewrites it."""
    masked, values = _masked(text)
    pat = _patterns()
    out = re.sub(r"(?m)^\s*[\u2022\u00b7]\s*", "- ", _tie_measured(masked.strip()))
    if len(re.findall(_ARROW_ITEM, out)) == 2:  # (two lines each opened by an arrow are a list's two items, as two
        # bullets are: 'which has the higher total bank bal:\n\u2192 S1\n\u2192 S2\ntie between them \u2192 T', e61p)
        out = re.sub(_ARROW_ITEM, "- ", out)
    if _two_said(out):  # (a rule shared by two people: never after one person's question, hand-n24z-final-values)
        out = _shared_ties(out)
    out = pat["candidates"].sub("", out, count=1)
    out = _pair_announced(out)
    out = pat["check_first"].sub("", out, count=1)  # ('pls check who has more cars: ...')
    # two numbered in one line ('1) F1 2) F2. who has more cars?', 'who has more? 1) F1 2) F2'): a line each
    if len(re.findall(r"(?<![\w(])1\)\s", out)) == 1 and len(re.findall(r"(?<![\w(])2\)\s", out)) == 1 and "\n" not in out:
        out = re.sub(r"\s*(?<![\w(])([12])\)\s+", lambda m: f"\n{m.group(1)}) ", out).lstrip("\n")
        second = out.find("\n2) ")
        if (ask := pat["asks_two"].search(out, second)) is not None and out[:ask.start()].rstrip().endswith("."):
            out = f"{out[:ask.start()].rstrip()}\n{out[ask.start():]}"
    out = pat["check"].sub("", out, count=1)
    out = re.sub(r"\.\s+vs\.?\s+", " vs ", out, flags=re.IGNORECASE)  # ('S1. vs S2.')
    out = pat["same_thing"].sub("", out)
    # each person's group said as an anchor's owner's place, at the start of the text, a line, a sentence or a slash's
    cuts = [0, *(m.end() for m in re.finditer(r"(?:\n|[.?]\s+|\s/\s|:\s+|\bvs\.?\s+|(?<!\w)[12][.)]\s+)", out))]
    for n in sorted(cuts, reverse=True):
        if (found := _owners_place(out[n:])) is not None:
            out = out[:n] + found[0] + found[1]
    out = pat["respective"].sub("in each state", out)
    out = pat["tie_first"].sub(lambda m: f"{m.group('n')} {m.group('t')}", out)
    out = pat["out_of"].sub(_one_of_group, out)
    out = pat["group_one"].sub(lambda m: f"{m.group('at')}{m.group('one')} {m.group('r')} among {m.group('g')}"
                               if _plural_group(m.group("g")) else m.group(0), out)
    out = pat["rank_then_same"].sub(lambda m: f"{m.group('at')}{m.group('r')} among ppl w/ the {m.group('g')}", out)
    out = pat["leader_bracket"].sub(lambda m: f"{m.group('h')} {m.group('b')}{m.group('g')}", out)
    out = pat["owners_in"].sub(lambda m: f"in the same {m.group('p').lower()} as the owner of {m.group('a')}", out)
    if (m := pat["measure_first"].match(out)) is not None and m.group("c").lower() not in W.SLACK_AGE_COMPARATIVES:
        out = f"who has {m.group('c').lower()} {m.group('m')}: {out[m.end():]}"
    if re.search(r"\bsame\s+(?:state|city)\s+as\b", out, re.IGNORECASE):  # ('X's state -> highest salary there vs ...')
        out = pat["there_pair"].sub("", out)
    # the two said by the states each is taken in, then the pick in each ('look at the state of A and the state of B.
    # in each, take P. Q')
    if (m := pat["in_each"].search(out)) is not None:
        person = m.group("p").strip()
        out = (f"{out[:m.start()]}same {m.group('pa').lower()} as {m.group('a')} -> {person} / "
               f"same {m.group('pb').lower()} as {m.group('b')} -> {person} / {out[m.end():].lstrip()}")
        # (a header saying the question's comparison again, before it: 'more credit cards? ... which of the two has
        # more credit cards?': read away only when the question says it)
        if (h := pat["alone"].match(out)) is not None and h.group("m") and out[h.end() - 1] != ":" and \
                f"{h.group('c')} {h.group('m')}".lower() in out[h.end():].lower():
            out = out[h.end():]
    # the comparative said alone first: 'younger of: S1 and S2', 'younger one? S1 vs S2', 'fewer cars? compare S1
    # with S2. tie -> T'
    if (m := pat["alone"].match(out)) is not None:
        c, measure, rest = m.group("c").lower(), m.group("m"), out[m.end():]
        asked = f"who has {c} {measure}" if measure else f"who is {c}" if c in W.SLACK_AGE_COMPARATIVES else ""
        joiners: tuple[str, ...] = (" and ", " vs ", " vs. ")
        if (lead := pat["compare_lead"].match(rest)) is not None:
            rest, joiners = rest[lead.end():], (" and ", " with ", " vs ", " vs. ")  # ('compare S1 with S2')
        end = next((k for k in (rest.find(". "), rest.find("? ")) if k >= 0), len(rest))
        pair, after = rest[:end], rest[end + 1:]
        joins = [(n, j) for j in joiners for n in _top_level(pair, j)]
        if asked and len(joins) == 1 and not after.strip().lower().startswith(("which", "who", "whose")):
            (n, j), = joins
            out = f"{asked}: {pair[:n].rstrip(' ,')}, or {pair[n + len(j):].strip()}?{after}"
    # the two said as sentences before the question ('F1. F2. which of those two has fewer cars? tie -> T')
    sentences = re.split(r"(?<=[.?])\s+", out)
    asked_at = max((n for n, x in enumerate(sentences) if x.endswith("?")), default=0)  # (the question's sentence, the
    # last asked: tie rules may follow it, e55c: 'F1, and F2. higher total bank bal? if their bals are equal, T')
    if asked_at >= 1 and (last := pat["alone"].fullmatch(sentences[asked_at])) is not None and last.group("m"):
        # ('F1 vs F2. more cars?': the question said alone last)
        sentences[asked_at] = f"who has {last.group('c').lower()} {last.group('m')}?"
        out = " ".join(sentences)
    if len(sentences) >= 3 and not sentences[0].endswith("?") and not sentences[1].endswith("?") and \
            all(re.search(r"->|\u2192|=>|:\s", x) for x in sentences[:2]) and \
            (pat["asks_two"].match(sentences[2]) is not None or pat["asks_of_them"].match(sentences[2]) is not None):
        out = " / ".join(x[:-1] if x.endswith(".") else x for x in sentences[:2]) + " / " + " ".join(sentences[2:])
    # a slash between the two after the question ('who has more? S1 (T1) / S2 (T2)', 'who has more cars: S1 / S2')
    q = out.find("? ")
    if q < 0 and (opening := pat["asks_two"].match(out)) is not None and ":" in out[opening.end():out.find(" / ") + 1]:
        q = out.find(":")
    if q > 0 and out.count(" / ") == 1 and out.find(" / ") > q and "?" not in out[q + 1:]:
        out = out.replace(" / ", " vs ")
    # the two labelled, the second after a slash ('who's older — A: S1 / B: S2')
    if out.count(" / ") == 1 and re.search(r"/\s+B\s*[=:]\s", out) and \
            len(re.findall(r"(?:^|[\s(])A\s*[=:]\s", out)) == 1 and re.search(r"(?:\u2014|:|\?)\s+A\s*[=:]\s", out):
        out = re.sub(r"(?:\u2014|:|\?)\s+(?=A\s*[=:]\s)", ":\n", out, count=1).replace(" / ", "\n")
    # a header with its question, then the two, each after a slash ('total bank bal, who's higher / A = S1 / B = S2')
    if out.count(" / ") == 2 and pat["asks_two"].search(out[:out.find(" / ")]) and \
            re.search(r"/\s+A\s*[=:]", out) and re.search(r"/\s+B\s*[=:]", out):
        out = out.replace(" / ", ":\n", 1).replace(" / ", "\n")
    said = [out]
    lined: list[str] = []
    if (alone := _asked_pair(_tie_measured(masked.strip()))) is not None:  # (the two said after or before the ask
        # alone: 'lower total bank bal, who? S1, or S2', 'S1 / S2 / -> which one has more cars?')
        lined = [_unmasked(alone, values), *paired(_unmasked(alone, values))]
    if (placed := _each_place(_tie_measured(masked.strip()))) is not None:  # (two anchors, then the pick in each one's
        # place: "pet 'J', fish 'K': for each owner's state, who has R (T)? then Q", e51p)
        lined += [_unmasked(placed, values), *paired(_unmasked(placed, values))]
    if (items := _two_items(_tie_measured(masked.strip()))) is not None:  # (each person said as a group, a mark and
        # the pick, e51p: the lines, as they are and as the rewritings here read them)
        lined += [_unmasked(items, values), *paired(_unmasked(items, values))]
    if " / " in out:  # (a person said 'G: R (T)' in a slash's part, also read as 'G -> R (T)')
        arrows = " / ".join(re.sub(r"^(same\s+\w+(?:\s\w+)?\s+as\s+[^:/]*?'\x00\d+\x00')\s*:\s+", r"\1 -> ", x)
                            for x in out.split(" / "))
        said += [arrows] if arrows != out else []
    return [x for x in dict.fromkeys([*(_unmasked(x, values) for x in said), *lined]) if x != text]


def _loose(phrases: tuple[str, ...] | W.Said) -> str:
    """An alternation of the phrases, a mark's word joined with any space ('(picking them + the final comparison)')."""
    def said(p: str) -> str:
        out = ""
        for n, w in enumerate(p.split()):
            out += ("" if n == 0 else r"\s*" if not w[0].isalnum() or not out[-1].isalnum() else r"\s+") + re.escape(w)
        return out
    return "|".join(said(p) for p in sorted(phrases, key=len, reverse=True) if p.split())


@lru_cache(maxsize=1)
def _tie_patterns() -> dict[str, re.Pattern[str]]:
    breaker = rf"(?P<b>(?:{_alts(W.SLACK_BREAKER_HEADS)})\b[^.;:?()\n=\u2014]{{0,40}}?)"
    verb = rf"(?:{_alts(W.SLACK_BREAKER_VERBS)})"
    noun = rf"(?:{_alts(W.SLACK_TIE_NOUNS_SHARED)})"
    labels = "|".join(rf"\(?{a}\)?\s*(?:{_loose(W.SLACK_LABEL_JOINS)})\s*\(?{b}\)?" for a, b in W.SLACK_LABEL_PAIRS)
    scope = (rf"(?:(?P<each>{_loose(W.SLACK_SCOPE_EACH)}|(?P<lp>for|in|within|inside)\s+(?:both\s+)?(?P<l>{labels}))|"
             rf"(?P<every>{_loose(W.SLACK_SCOPE_EVERY)})|(?P<pair>{_loose(W.SLACK_SCOPE_PAIR)}))")
    start = r"(?P<pre>^|[.;?(\n]\s*|\u2014\s*|,\s+)"
    end = r"(?P<end>\s*(?:[.;)\n]|$))"
    # ... and the two compared's own tie said after the rankings' ('..., and also if (1) and (2) end up w/ equal bal')
    also = (r"(?:\s*,?\s*and\s+also\s+(?:(?:breaks?|settles?|decides?)\s+(?:it|them|that|the\s+tie)\s+)?"
            r"(?P<cond>if\s(?:\([^()\n]*\)|[^.;()\n])+))?")
    goes = r"(?:go(?:es)?\s+to|->|\u2192|=|:)"
    return {
        # B breaks ties S ('oldest breaks ties for both picks', 'highest pay settles every tie (picking them + ...)')
        "rule_scope": re.compile(rf"{start}{breaker}\s+{verb}\s+{noun}\s*{scope}{also}{end}", re.IGNORECASE),
        # S, B breaks ties ('for each pick the oldest person wins ties')
        "scope_rule": re.compile(rf"{start}{scope}\s*[,:]?\s+{breaker}\s+{verb}\s+{noun}{end}", re.IGNORECASE),
        # ties S -> B ('ties inside A or B go to the higher total bank bal', 'ties at any step -> X', 'tiebreak at the end = X')
        "ties_scope": re.compile(rf"{start}(?:{noun}|tiebreak|tie-break|tiebreaker)\s+{scope}\s*{goes}\s*{breaker}{end}",
                                 re.IGNORECASE),
        # S ties -> B ('in (a) and (b) ties go to the highest total bank bal')
        "scope_ties": re.compile(rf"{start}{scope}\s*[,:]?\s+{noun}\s*{goes}\s*{breaker}{end}", re.IGNORECASE),
        "labels": re.compile(labels, re.IGNORECASE),
        # each one's, said with 'tiebroken' ('both tiebroken by highest total bank bal', e55c)
        "both_broken": re.compile(rf"{start}(?:{_loose(W.SLACK_BOTH_BROKEN)})\s+{breaker}{end}", re.IGNORECASE),
        # B breaks the pet ties ('..., and also breaks it if 1 & 2 have the same # of online accts')
        "rule_measure": re.compile(rf"{start}{breaker}\s+{verb}\s+(?P<m>{_alts(W.SLACK_MEASURE_TIES)}){also}{end}",
                                   re.IGNORECASE),
    }


@lru_cache(maxsize=1)
def _pair_patterns() -> dict[str, re.Pattern[str]]:
    comparative = _alts(W.SLACK_ALONE_COMPARATIVES)
    places = _alts(tuple(p for a in W.PLACES for p in W.ATTRIBUTE_NOUNS[a]))
    return {
        "two": re.compile(rf"^(?:{_alts(W.SLACK_TWO_PEOPLE)})\s*(?::|\u2014|\s-|->|\u2192)\s*(?P<pair>[^.?\n]+?)\.\s+"
                          rf"(?P<w>(?:{comparative})\s[^.;:?\n]+?\s+wins)\s*[;.,]\s*", re.IGNORECASE),
        "sum": re.compile(rf"^(?:{_alts(W.SLACK_SUM_HEADS)})\s+(?:{_alts(W.SLACK_SUM_WHOSE)})\s+"
                          rf"(?:{_alts(W.SLACK_SUM_BALANCES)})\s*:\s*(?P<pair>[^.?\n]+?)\.\s+", re.IGNORECASE),
        "winner_asked": re.compile(rf"\.\s*(?:{_alts(W.SLACK_WINNER_ASKED)})\s*\?\s*$", re.IGNORECASE),
        "winner_is": re.compile(rf"(?:^|\n)(?:{_alts(W.SLACK_WINNER_IS)})\s*(?P<w>(?:{comparative})\s[^.;:?\n]+?)\s*"
                                r"(?P<end>[;.,]\s*|$)", re.IGNORECASE),
        "line_label": re.compile(rf"(?m)^(?:{_alts(W.SLACK_LINE_LABEL_NOUNS)})\s+(?P<n>1|2|one|two)\s*(?:\u2014|\u2013|-\s)\s*",
                                 re.IGNORECASE),
        "compare_head": re.compile(rf"^(?:{_alts(W.SLACK_COMPARE_HEADS)})\s+(?P<m>[a-z ]+?)\s+(?:{_alts(W.SLACK_COMPARE_COUNTS)})"
                                   rf"\s+(?:for|of|between|across)\s+(?:{_alts(W.SLACK_TWO_PEOPLE)})\s*:\s*(?=\n)",
                                   re.IGNORECASE),
        "bare_asked": re.compile(rf"[.\n]\s*(?P<q>{_alts(W.SLACK_BARE_ASKED)})\s*\?\s*$", re.IGNORECASE),
        "alike": re.compile(rf"^(?:{_alts(W.SLACK_TWO_PEOPLE)})\s*,?\s*(?:{_alts(W.SLACK_PICKED_ALIKE)})\s*:\s*"
                            r"(?P<r>[^,.\n]+?)(?:\s*,\s*(?P<t>[^.\n]+?))?\s*\.?[ \t]*\n"
                            r"(?P<a>[ \t]*(?:\(?[ab12]\)|[ab12][.:])\s+)(?P<ga>(?:among|amongst|in|from)\s[^\n]+)\n"
                            r"(?P<b>[ \t]*(?:\(?[ab12]\)|[ab12][.:])\s+)(?P<gb>(?:among|amongst|in|from)\s[^\n]+)",
                            re.IGNORECASE),
        "arrow_take": re.compile(r"(?m)^[ \t]*(?:-\s+)?(?P<g>[^\n]+?)\s*(?:->|\u2192|=>)\s*"
                                 rf"(?:(?:{_alts(W.SLACK_ARROW_TAKE)})\s+)?"
                                 rf"(?P<one>(?:{_alts(W.SLACK_THE_ONE)})\s[^\n]+|the\s+\w+est\s+one)[ \t]*$",
                                 re.IGNORECASE),
        "for_states": re.compile(rf"^(?:for\s+)?the\s+(?P<pa>{places})\s+of\s+(?P<a>[^,\n]+?'\x00\d+\x00')\s+and\s+(?:for\s+)?"
                                 rf"the\s+(?P<pb>{places})\s+of\s+(?P<b>[^,\n]+?'\x00\d+\x00')\s*[,:]\s*"
                                 rf"(?:{_alts(W.SLACK_TAKE)})\s+(?P<p>[^.?()\n]+?)\s+in\s+each(?:\s+(?:one|state|city))?\s*"
                                 rf"(?P<t>\([^()\n]*\))?\s*[.;]\s+(?:(?:{_alts(W.SLACK_THEN_TELL)})\s+)?(?P<q>\S.*)$",
                                 re.IGNORECASE | re.DOTALL),
        "where_states": re.compile(rf"^(?:{_alts(W.SLACK_LOOK_AT_PLACES)})\s+(?P<pl>{_alts(W.SLACK_TWO_PLACES)})\s*:\s*where\s+"
                                   rf"(?P<a>[^,\n]+?'\x00\d+\x00')\s+(?:{_alts(W.SLACK_LIVES)})\s*,?\s+and\s+where\s+"
                                   rf"(?P<b>[^,\n]+?'\x00\d+\x00')\s+(?:{_alts(W.SLACK_LIVES)})\s*[.;]\s+"
                                   rf"(?:{_alts(W.SLACK_IN_EACH)})\s*,?\s+(?P<p>[^?\n]+?)\s*\?\s+(?P<q>\S.*)$",
                                   re.IGNORECASE | re.DOTALL),
        "compare_colon": re.compile(rf"\?\s*(?:{_alts(W.SLACK_COMPARE_COLON)})\s*:\s*(?=\n)", re.IGNORECASE),
    }


def _pair_announced(said: str) -> str:
    """Two people announced in Slack shorthand (e49s), said as the layouts read them: '2 ppl: S1, and S2. more X wins;
    if even, T. who is it?' -> 'more X wins: S1 vs S2. if even, T.'; "add up 2 ppl's total bank balances: S1, and S2.
    T. $ total?" -> 'what is the total bank balance of S1, and S2? T.'; 'credit cards head-to-head pls\nside 1: S1\nside
    2: S2\nwinner = more credit cards; if equal, T' -> 'more credit cards wins:\nside 1: S1 ...\nif equal, T' (the header
    only the measure's words); 'person 1 — S1' at a line's start -> 'A) S1'; 'who has more X? compare:\n' -> 'who has
    more X?\n'."""
    pat = _pair_patterns()
    if (m := pat["two"].match(said)) is not None and len(joins := _top_level(m.group("pair"), ", and ")) == 1:
        pair = m.group("pair")
        said = f"{m.group('w')}: {pair[:joins[0]]} vs {pair[joins[0] + 6:]}. {said[m.end():]}"
        said = pat["winner_asked"].sub(".", said)
    elif (m := pat["sum"].match(said)) is not None:
        rest = _patterns()["amount_asked"].sub("", said[m.end():]).rstrip()
        said = f"what is the total bank balance of {m.group('pair')}? {rest}"
    if (m := pat["compare_head"].match(said)) is not None and (q := pat["bare_asked"].search(said)) is not None:
        noun = m.group("m").lower()
        plural = next((p for r in W.RECORD_NOUNS.values() for p in r.plural if noun in (*r.singular, *r.plural)), None)
        if plural is not None:  # ('pls compare pet counts for 2 ppl:\nS1\nS2\nT. who owns more?')
            said = f"{q.group('q')} {plural}?{said[m.end():q.start() + 1]}"
    if (m := pat["for_states"].match(said)) is not None:  # ('for the state of A and for the state of B, grab P in each')
        p = f"{m.group('p')} {m.group('t') or ''}".strip()
        said = (f"same {m.group('pa').lower()} as {m.group('a')} -> {p} / same {m.group('pb').lower()} as {m.group('b')} "
                f"-> {p} / {m.group('q')}")
    elif (m := pat["where_states"].match(said)) is not None:  # ('look at 2 states: where A lives, and where B lives. ...')
        place = "city" if m.group("pl").lower().endswith("cities") else "state"
        said = f"same {place} as {m.group('a')} -> {m.group('p')} / same {place} as {m.group('b')} -> {m.group('p')} / " \
               f"{m.group('q')}"
    if (m := pat["alike"].match(said)) is not None:  # ('two ppl, both picked the same way: R, T.\n1) among G1\n2) ...')
        t = f" ({m.group('t').strip()})" if m.group("t") else ""
        r = m.group("r").strip()
        said = (f"{m.group('a')}{r} {m.group('ga').rstrip(' .')}{t}\n{m.group('b')}{r} {m.group('gb').rstrip(' .')}{t}"
                f"{said[m.end():]}")
    if len(taken := pat["arrow_take"].findall(said)) == 2 and all(_plural_group(g) for g, _ in taken):
        # ('Health insurance holders -> take the oldest one\nG2 -> take the one w/ R\nwho has more X?')
        said = pat["arrow_take"].sub(lambda m: f"- {_one_person(m.group('one'))} among {m.group('g')}", said)
        lines = said.split("\n")
        if len(lines) == 4 and lines[0].rstrip().endswith(":") and re.match(r"\s*(?:who|which)\b", lines[3], re.IGNORECASE):
            header = {_stem(w) for w in re.findall(r"[\w#'-]+", lines[0].lower())}
            asked = {_stem(w) for w in re.findall(r"[\w#'-]+", lines[3].lower())}
            if header <= asked | W.SLACK_HEADER_FILLERS:  # ('bank acct count:' before 'who has more bank accounts?')
                said = "\n".join([lines[3], lines[1], lines[2]])
    lines = said.split("\n")
    if len(lines) >= 3 and "'" not in lines[0] and ":" not in lines[0] and \
            (m := pat["winner_is"].search(said)) is not None and m.start() > len(lines[0]):
        measure = set(re.findall(r"[\w#'-]+", m.group("w").lower()))
        header = set(re.findall(r"[\w#'-]+", lines[0].lower()))
        if header and header <= measure | W.SLACK_HEADER_FILLERS:
            rest = said[len(lines[0]) + 1:m.start()] + ("\n" + said[m.end():] if said[m.end():].strip() else "")
            said = f"{m.group('w')} wins:\n{rest}"
    if len(pat["line_label"].findall(said)) == 2:
        said = pat["line_label"].sub(lambda m: "A) " if m.group("n").lower() in ("1", "one") else "B) ", said)
    return pat["compare_colon"].sub("?", said, count=1)


def _one_person(said: str) -> str:
    """'the oldest one' -> 'the oldest person' (a superlative's 'one' said as its noun); other words as said."""
    return re.sub(r"^the\s+(\w+est)\s+one$", r"the \1 person", said, flags=re.IGNORECASE)


def _stem(word: str) -> str:
    """A word as a header and a question both say it ('accts', 'accounts', 'account' -> 'account')."""
    word = " ".join(W.ABBREVIATIONS.get(word, (word,)))
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def labels_scoped(text: str) -> str:
    """A tie rule whose scope is the two people's labels ('in (a) and (b) ties go to X', 'ties inside A or B go to X',
    'eldest settles ties for X and Y'): each one's ranking, said 'X breaks ties within each group' (`layout.laid_out`,
    before the labels are read as the people: 'in (a) and (b)' read as 'in the two' was the two compared's tie)."""
    if not _tie_patterns()["labels"].search(text):
        return text
    masked, values = _masked(text)
    out = _shared_ties(masked, labels_only=True)
    return text if out == masked else _unmasked(out, values)


@lru_cache(maxsize=1)
def _pair_tied_conds() -> frozenset[str]:
    return frozenset(W.SLACK_PAIR_TIED_CONDS)


def _shared_ties(said: str, labels_only: bool = False) -> str:
    """A tie rule shared by the two people, its scope said in shorthand (e49s), said as the grammar's scopes: each
    one's ranking ('oldest breaks ties for both picks', 'in (a) and (b) ties go to X', 'eldest settles ties for X and Y'
    -> 'X breaks ties within each group'), the two compared ('tiebreak at the end = X' -> 'If they are tied, X'),
    or every step ('ties at any step -> X', 'X settles every tie (picking them + the final comparison)' -> 'X breaks
    ties, both within each group and between the two'). Two labels are read as the two people only when the text
    labels them so."""
    pat = _tie_patterns()

    def said_as(m: re.Match[str]) -> str:
        b = m.group("b").strip()
        if m.group("l") is not None and m.group("lp").lower() == "for" and not re.search(r"\sor\s|/", m.group("l")):
            return m.group(0)  # ('ties for (a) and (b)': the two tying with each other, or each one's: left to the
            # grammar, which refuses it)
        if labels_only and m.group("l") is None or \
                m.group("l") is not None and not _labelled_so(said, m.group("l")) or \
                m.groupdict().get("cond") and m.group("each") is None:
            return m.group(0)
        if m.group("each") is not None and m.groupdict().get("cond") and \
                " ".join(m.group("cond").lower().split()) in _pair_tied_conds():  # (e55c: '..., and also if the two
            rule = f"{b} breaks ties, both within each group and between the two"  # end up tied': every step's)
        elif m.group("each") is not None:
            rule = f"{b} breaks ties within each group"
            if m.groupdict().get("cond"):
                rule += f". {pat['labels'].sub('they', m.group('cond').strip())}, {b}"
        elif m.group("every") is not None:
            named = re.match(r"\(?\s*(?:for|in|inside|within)\s+(\(?\w+\)?)\s*,", m.group("every"), re.IGNORECASE)
            if named is not None and not _labelled_so(said, named.group(1)):
                return m.group(0)  # ('for X, for Y, and between X and Y' where no one is labelled X: e55c)
            rule = f"{b} breaks ties, both within each group and between the two"
        else:
            rule = f"if they are tied, {b}"
        return _ruled(m, rule)

    def measured(m: re.Match[str]) -> str:
        b, noun = m.group("b").strip(), re.sub(r"^the\s+|\s+ties?$|-count(?=\s+ties?$)", "", m.group("m").lower())
        plural = next((p for r in W.RECORD_NOUNS.values() for p in r.plural if noun in r.singular), None)
        if plural is None or labels_only:
            return m.group(0)
        rule = f"if there's a tie on {plural}, {b}"
        if m.group("cond"):
            rule += f". {pat['labels'].sub('they', m.group('cond').strip())}, {b}"
        return _ruled(m, rule)

    for k in ("rule_scope", "scope_rule", "ties_scope", "scope_ties"):
        said = pat[k].sub(said_as, said)
    said = pat["both_broken"].sub(lambda m: _ruled(m, f"{m.group('b').strip()} breaks ties within each group"), said)
    # (every step's rule said before the question, the question last: said after it, where the grammar reads it)
    said = _EVERY_BEFORE.sub(lambda m: f"{m.group('q')} {m.group('r')}", said)
    return pat["rule_measure"].sub(measured, said)


_EVERY_BEFORE = re.compile(r"(?P<r>(?<=[.\n\u2014]\s)[^.?\n]+ breaks ties, both within each group and between the two\.)\s+"
                           r"(?P<q>[^.?\n]+\?)\s*$")


def _two_said(said: str) -> bool:
    """Does a masked text lay out two people (a 'vs', two labelled lines or items, 'two people', ', or'), and not three
    or more ('the person with R in Ohio, the person ... and the person ...': 'both' is no scope of three, t28)?"""
    heads = len(re.findall(r"\b(?:the\s+)?(?:person|one|individual)\s+(?:w/|with|who)\b|\bwhoever\b", said, re.IGNORECASE))
    labelled = len(re.findall(r"(?:^|\n|\s)(?:\(?[ab12]\)|[ab12][.:]|[abxy12]\s*=|person\s+[12xy]\s*[=:\u2014-])\s", said,
                              re.IGNORECASE))  # ('X = S1; Y = S2', e55c)
    return heads <= 2 and (labelled >= 2 or re.search(r"\bvs\.?\s|\bversus\b|\b(?:2|two)\s+(?:ppl|people|persons|states|"
                                                       r"cities|picks)\b|,\s+or,?\s|\n-\s[^\n]*\n-\s", said,
                                                       re.IGNORECASE) is not None)


def _ruled(m: re.Match[str], rule: str) -> str:
    """The rule said in place of the match, as a sentence (its brackets dropped: '(B breaks the pet ties, ...)')."""
    pre, end = m.group("pre"), m.group("end")
    if pre.strip() == "(" and end.strip() == ")":
        pre = ""
    return f"{pre}{rule}{'.' if end.strip() in ('', ')') else end}"


def _labelled_so(said: str, joined: str) -> bool:
    """Are the two labels joined in a scope ('(a) and (b)', 'X and Y', '1 & 2') the two people's labels in the text?"""
    first = re.match(r"\(?(\w+)", joined)
    assert first is not None
    label = re.escape(first.group(1))
    return re.search(rf"(?:^|\n|\s)(?:(?:person|side|group)\s+{label}\s*(?:[=:\u2014]|-\s)|\(?{label}\)\s|{label}\s*[=:]\s)",
                     said, re.IGNORECASE) is not None


def _plural_group(said: str) -> bool:
    """Does a person's words before a colon name a group (people in the plural: 'JCB cardholders', 'ppl in X'), not a
    label ('person 1', 'side A')?"""
    words = re.findall(r"[a-z']+", re.sub(r"'\x00\d+\x00'", "", said.lower()))
    return any(w in W.GROUP_PLURAL_WORDS or w in W.SLACK_PEOPLE_NOUNS or (w.endswith("s") and w not in W.GROUP_NOT_PLURAL
                                                                          and len(w) > 3) for w in words) and \
        not any(w in W.SLACK_LABEL_NOUNS for w in words)


def _one_of_group(m: re.Match[str]) -> str:
    """'out of G, the one w/ R' -> 'the one w/ R among G' (`paired`)."""
    return f"{m.group('at')}{m.group('one')} {m.group('r')} among {m.group('g')}{m.group('end')}"


def _user(anchor: str) -> bool:
    """Is the anchor a user's name (a person: no owner), not a pet's or a plate's?"""
    return re.search(r"\b(?:user|username|handle|user\s+name)\s+'", anchor, re.IGNORECASE) is not None


_ITEM_MARK = r"\s*(?:->|\u2192|=>|:|,|\u2014)\s*"


@lru_cache(maxsize=1)
def _item_patterns() -> dict[str, re.Pattern[str]]:
    attrs = _alts(tuple(p for a in W.ATTRIBUTE_NOUNS if a is not Attribute.URL for p in W.ATTRIBUTE_NOUNS[a]))
    places = _alts(tuple(p for a in W.PLACES for p in W.ATTRIBUTE_NOUNS[a]))
    anchor = (rf"(?P<a>(?:(?:the\s+)?(?:{_alts(W.PET_POSSESSOR)})\s+of\s+|whoever\s+owns\s+)?(?:the\s+)?"
              rf"(?:{_alts(W.SLACK_ANCHOR_NOUNS)})\s+(?:(?:named|called)\s+)?'\x00\d+\x00')")
    return {
        "label": re.compile(rf"^(?:-\s+)?(?:(?P<l>{_alts(W.SLACK_ITEM_LABELS)})\s*(?:=|:|\u2014|\s-|\))|\((?P<n>[12ab])\))\s*",
                            re.IGNORECASE),
        "place": re.compile(rf"^{anchor}{_ITEM_MARK}(?:{_alts(W.SLACK_ITEM_OWNERS)})\s+(?P<p>{places})(?:\s+there)?"
                            rf"{_ITEM_MARK}(?P<r>\S.*)$", re.IGNORECASE | re.DOTALL),
        "same": re.compile(rf"^{anchor}{_ITEM_MARK}(?:{_alts(W.SLACK_ITEM_SAME_PEOPLE)})\s+(?P<attr>{attrs})\s+as\s+"
                           rf"(?:{_alts(W.SLACK_ITEM_ITS_OWNER)}){_ITEM_MARK}(?P<r>\S.*)$", re.IGNORECASE | re.DOTALL),
        "group": re.compile(rf"^(?P<g>[^:>\u2192\u2014(),]+?)\s*(?P<mark>->|\u2192|=>|:|"
                            rf",(?=\s*(?:{_alts(W.SLACK_ARROW_TAKE)})\s))\s*(?P<r>\S.*)$", re.DOTALL | re.IGNORECASE),
        "each_place": re.compile(
            rf"^(?:(?P<h>[^:\n'/\u2014]+?)\s*:\s*)?{anchor}(?:{_ITEM_MARK}(?:{_alts(W.SLACK_ITEM_OWNERS)})\s+(?P<pa>{places}))?"
            rf"\s*(?:,|/|;|&|\bvs\.?|\band)\s*{anchor.replace('?P<a>', '?P<b>')}(?:{_ITEM_MARK}(?:{_alts(W.SLACK_ITEM_OWNERS)})"
            rf"\s+(?P<pb>{places}))?\s*[:.;\u2014]\s*(?:{_alts(W.SLACK_EACH_PLACE)})(?:\s+(?P<p>{places}))?\s*[,:]?\s*"
            rf"(?:(?:{_alts(W.SLACK_ARROW_TAKE)})\s+)?(?P<pick>[^?.\n()]+?)\s*(?P<t>\([^()\n]*\))?\s*[?.]\s+(?P<q>\S.*)$",
            re.IGNORECASE | re.DOTALL),
        "who_has": re.compile(rf"^(?:who|whoever)\s+(?:has|holds|owns)\s+(?=(?:the\s+)?(?:{_alts(W.SLACK_ITEM_RANK_HEADS)})\b)",
                              re.IGNORECASE),
        "among_one": re.compile(rf"^(?P<g>(?:{_alts(W.SLACK_ITEM_GROUP_LEADS)})\s+[^,()]+?),\s+"
                                rf"(?P<r>(?:{_alts(W.SLACK_ITEM_ONE)})\s.*)$", re.IGNORECASE | re.DOTALL),
        "take": re.compile(rf"^(?:{_alts(W.SLACK_ARROW_TAKE)})\s+(?=\S)", re.IGNORECASE),
        "one": re.compile(rf"^(?:{_alts(W.SLACK_ITEM_ONE)})\s+", re.IGNORECASE),
        "age": re.compile(rf"^(?P<x>{_alts(W.SLACK_ITEM_AGES)})(?=\s*(?:[,(]|$)|\s+(?:in|among|amongst|of|from|w/|with|who)\s)",
                         re.IGNORECASE),
        "group_lead": re.compile(rf"^(?:(?:{_alts(W.SLACK_ITEM_GROUP_LEADS)})\s+)+", re.IGNORECASE),
        "not_group": re.compile(rf"\b(?:{_alts(W.SLACK_ITEM_NOT_GROUP)})\b|\?", re.IGNORECASE),
        "answer_again": re.compile(rf"(?:{_alts(W.SLACK_ITEM_ANSWER_AGAIN)})\s+(?P<w>[^.?!\n]+?)\s*(?:[.!]|$)",
                                   re.IGNORECASE),
        "same_rule": re.compile(rf"^(?:{_alts(W.SLACK_ITEM_SAME_RULE)})\s*[,:]\s*(?=\S)", re.IGNORECASE),
        "same_tie": re.compile(rf"\(\s*(?:{_alts(W.SLACK_ITEM_SAME_TIE)})\s*\)", re.IGNORECASE),
        "repeat": re.compile(rf"^(?:{_alts(W.SLACK_ITEM_REPEAT)})\s+(?P<g>\S.*)$", re.IGNORECASE | re.DOTALL),
        "rank": re.compile(rf"^(?:the\s+)?(?={_alts(W.SLACK_ITEM_RANK_HEADS)}\b)", re.IGNORECASE),
        "tie": re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(W.TIE_WORDS_SAID, key=len, reverse=True)))})\b",
                          re.IGNORECASE),
    }


def _top_parts(said: str) -> list[str]:
    """A masked text's parts: its lines, sentences ('. ', '; ', '? '), slashed parts, cut outside brackets."""
    parts, depth, start, n = [], 0, 0, 0
    while n < len(said):
        c = said[n]
        depth = max(0, depth + (c in "([") - (c in ")]"))  # (a label's bracket alone: 'A) ...')
        cut = 0
        if depth == 0:
            if c == "\n":
                cut = 1
            elif c in ".;?" and n + 1 < len(said) and said[n + 1] in " \t\n" and not said[max(0, n - 3):n].lower().endswith("vs"):
                cut = 1
            elif said.startswith(" / ", n):
                cut = 3
        if cut:
            end = n + 1 if c in ".;?" else n
            parts.append(said[start:end].strip())
            start = n + cut
        n += 1
    parts.append(said[start:].strip())
    return [p for p in parts if p]


def _item(part: str) -> tuple[str, str | None] | None:
    """A person said as a group, a mark and the pick ("Life insurance holders -> most bank accts (T)", "bird named 'T'
    -> owner's state -> person there w/ R"), said '- the person w/ R (T) among G', and the label read away before it
    ('A = ', 'first person:'); None when the part is not so."""
    pat = _item_patterns()
    label = None
    if (m := pat["label"].match(part)) is not None:
        label, part = (m.group("l") or m.group("n")), part[m.end():]
    part = part.rstrip(" .;")
    colon = False
    if (m := pat["place"].match(part)) is not None:
        owner = "" if _user(m.group("a")) else "the owner of "
        a = re.sub(r"^(?:the\s+)?(?:(?:owner|owners|keeper|guardian)\s+of\s+|whoever\s+owns\s+)?(?:the\s+)?", "",
                   m.group("a"), flags=re.IGNORECASE)
        group, r = f"ppl in the same {m.group('p').lower()} as {owner}the {a}", m.group("r")
    elif (m := pat["same"].match(part)) is not None:
        owner = "" if _user(m.group("a")) else "the owner of "
        a = re.sub(r"^(?:the\s+)?(?:(?:owner|owners|keeper|guardian)\s+of\s+|whoever\s+owns\s+)?(?:the\s+)?", "",
                   m.group("a"), flags=re.IGNORECASE)
        place = _attribute(m.group("attr")) in W.PLACES
        group = f"ppl {'in' if place else 'w/'} the same {m.group('attr').lower()} as {owner}the {a}"
        r = m.group("r")
    elif (m := pat["group"].match(part)) is not None and _plural_group(m.group("g")) and "'" not in \
            re.sub(r"'\x00\d+\x00'", "", m.group("g")) and not pat["not_group"].search(m.group("g")):
        group, r = pat["group_lead"].sub("", m.group("g").strip()), m.group("r")
        colon = m.group("mark") == ":"
    elif label is not None and (m := pat["among_one"].match(part)) is not None:
        # ('A: among ppl sharing X, the one w/ the most bank accounts (T)')
        group, r = pat["group_lead"].sub("", m.group("g").strip()), m.group("r")
    elif label is not None:  # ('other person: highest salary among ppl in X', 'B: youngest person in X')
        group, r = "", part
    else:
        return None
    r = pat["take"].sub("", pat["same_rule"].sub("", r.strip(), count=1), count=1)
    tail = ""
    if (comma := _top_level(r, ", ")):  # (a tie rule said after a comma: in brackets, as one person's)
        r, tail = r[:comma[0]], r[comma[0] + 2:].strip()
        if not pat["tie"].search(tail) or ", " in tail:
            return None
        tail = f" ({tail})"
    if (m := pat["one"].match(r)) is not None:
        r = f"the person w/ {r[m.end():]}"
    elif (m := pat["age"].match(r)) is not None:
        age = re.sub(r"^the\s+|\s+(?:one|person|individual)$", "", m.group("x"), flags=re.IGNORECASE)
        r = f"the {age} person{r[m.end():]}"
    elif (m := pat["rank"].match(r)) is not None:
        if colon and not tail and "(" not in r:
            return None  # ('Residents of Ohio: most pets.': the residents with the most pets, or one of them?
            # near-miss-e34a-picks)
        r = f"the person w/ the {r[m.end():]}"
    else:
        return None
    if re.search(r"->|\u2192|:|\svs\.?\s", re.sub(r"\([^()]*\)", "", r)):
        return None
    return f"- {r.strip()}{tail}{' among ' + group if group else ''}", label


def _two_items(said: str) -> str | None:
    """Two people each said as a group, a mark and the pick, in parts before the question (e51p: "Life insurance
    holders -> the eldest one. ppl in the same state as X -> fewest cards (T). who has more pets?"), said as the lines
    the layouts read ('- the eldest person among Life insurance holders\n- the person w/ the fewest cards (T) among ppl
    in the same state as X\nwho has more pets?'); a header part before them kept. None when the text is not so, or a
    label read away is named after them ('who has more, A or B?')."""
    inline = False
    for one, two in (("1", "2"), ("a", "b"), ("A", "B")):  # (two numbered in one line: 'who? 1) S1 2) S2. T')
        cut = [m.start() for x in (one, two) for m in re.finditer(rf"(?<=[ \t])\(?{x}\)[ \t]", said)]
        if len(cut) == 2 and cut[0] < cut[1]:
            said, inline = f"{said[:cut[0]].rstrip()}\n{said[cut[0]:cut[1]].rstrip()}\n{said[cut[1]:]}", True
            break
    parts = _top_parts(said)
    found = [(n, item) for n, p in enumerate(parts) if (item := _item(p)) is not None]
    if len(found) == 1 and (n := found[0][0]) + 1 < len(parts) and \
            (m := _item_patterns()["repeat"].match(parts[n + 1].rstrip(" .;"))) is not None and \
            _plural_group(m.group("g")) and found[0][1][1] is None and " among " in found[0][1][0]:
        # ('G1 -> pick R (T). repeat for G2.': the second the same pick among G2)
        found.append((n + 1, (f"{found[0][1][0].rsplit(' among ', 1)[0]} among {m.group('g')}", None)))
    if len(found) != 2 or found[1][0] != found[0][0] + 1 or found[0][0] > 1:
        return None
    at = found[0][0]
    if inline and (last := re.search(r",\s*([^,()]*)$", parts[at + 1])) is not None and \
            _item_patterns()["tie"].search(last.group(1)):
        return None  # ('... 2) S2, oldest tiebreak' in one line: the second's rule, or the two's? e48s-near-miss-pair-
        # respective-1)
    head, rest = parts[:at], " ".join(parts[at + 2:])
    labels = [label for _, (_, label) in found]
    if (a := labels[0]) is not None and (b := labels[1]) is not None:  # ('A or B?', 'if A and B tie')
        head, rest = [_labels_away(h, a, b) for h in head], _labels_away(rest, a, b)
    elif re.search(r"(?<![\w'])[ABXY](?![\w'])", " ".join([*head, rest])):
        return None  # (a label the two were not given: 'who has more cars, A or B?')
    if not re.search(r"\b(?:who|which|whose|whoever|whichever)\b", " ".join([*head, rest]), re.IGNORECASE):
        if len(head) != 1 or (asked := _asked_alone(head[0])) is None:
            return None
        said_first = {_stem(w) for w in re.findall(r"[\w#'-]+", head[0].lower())}
        head = [asked]  # ('fewer bank accounts —' before the two: 'who has fewer bank accounts?')
        if (again := _item_patterns()["answer_again"].match(rest.strip())) is not None and \
                {_stem(w) for w in re.findall(r"[\w#'-]+", again.group("w").lower())} <= said_first | {"w/", "with"}:
            rest = rest.strip()[again.end():]  # ('born later? ... give me the one born later': the header again)
    elif len(head) == 1 and not re.search(r"\b(?:who|which|whose)\b", head[0], re.IGNORECASE) and \
            {_stem(w) for w in re.findall(r"[\w#'-]+", head[0].lower())} <= \
            {_stem(w) for w in re.findall(r"[\w#'-]+", rest.lower())} | W.SLACK_HEADER_FILLERS:
        head = []  # ('bal comparison. A: S1. B: S2. who has the larger total bank bal?': the header the question's)
    for label in labels:
        if label is None:
            continue
        word = label.split()[-1]
        if word.lower() in W.SLACK_ITEM_LABEL_WORDS:
            if re.search(rf"\b{word}\b", rest, re.IGNORECASE):
                return None
        elif re.search(rf"(?<![\w']){re.escape(word)}(?![\w'])", rest, 0 if word.isdigit() else 0) and \
                (not word.isdigit() or re.search(rf"(?<![\w']){word}\s*(?:and|or|&|/|vs\.?|\))|(?:inside|in|for)\s+{word}\b",
                                                 rest, re.IGNORECASE)):
            return None
    first, second = found[0][1][0], found[1][1][0]
    if (same := _item_patterns()["same_tie"].search(second)) is not None and \
            len(ties := re.findall(r"\([^()]*\)", first)) == 1:  # ('(same tiebreak)': the first's rule)
        second = second[:same.start()] + ties[0] + second[same.end():]
    lines = [*head, first, second, *([rest] if rest.strip() else [])]
    return "\n".join(x for x in lines if x.strip())


def _labels_away(said: str, a: str, b: str) -> str:
    """The two labels read away where they name the two together ('A vs B', ', A or B?', 'if A and B tie' -> 'if they
    tie', 'between A and B' -> 'between the two'); other words as said."""
    one, two = (re.escape(x.split()[-1]) for x in (a, b))
    pair = rf"(?:{one}\s*(?:and|&|or|/|vs\.?)\s*{two})"
    said = re.sub(rf"\bif\s+{pair}\s+(?=tie|are\s+tied|are\s+equal|match|end\s+up)", "if they ", said, flags=re.IGNORECASE)
    said = re.sub(rf"\bbetween\s+{pair}(?![\w'])", "between the two", said, flags=re.IGNORECASE)
    said = re.sub(rf"\b{pair}\s+(?:tie|tied)\s*(?:->|\u2192|:|,)\s*", "if they are tied, ", said, flags=re.IGNORECASE)
    said = re.sub(rf"\s*[,:]?\s*{pair}\s*\?", "?", said)
    return re.sub(rf"\s*,\s*{pair}\s*$|^\s*{pair}\s*$", "", said)


def _asked_alone(header: str) -> str | None:
    """A header saying the comparison alone ('fewer bank accounts —', 'higher combined bank bal?', 'combined bank bal,
    higher one:'): the question it asks ('who has fewer bank accounts?'); None when it says more or other words."""
    pat = _patterns()
    said = re.sub(r"\s*(?:[?:\u2014]|\s-|->|\u2192)\s*$", "", header.strip()) + "?"
    if (m := pat["born"].fullmatch(said)) is not None:  # ('born later?': 'who was born later?')
        return f"who is {'younger' if m.group('b').lower().split()[-1] in ('later', 'last') else 'older'}?"
    if (m := pat["alone"].fullmatch(said)) is not None:
        c = m.group("c").lower()
        if m.group("m"):
            return f"who has {c} {m.group('m')}?"
        return f"who is {c}?" if c in W.SLACK_AGE_COMPARATIVES else None
    if (m := _asked_patterns()["whose"].fullmatch(said)) is not None:  # ('whose total bank bal is bigger?')
        return f"who has {m.group('c').lower()} {m.group('m')}?"
    said = said[:-1] + ":"
    if (m := pat["measure_first"].fullmatch(said)) is not None and m.group("c").lower() not in W.SLACK_AGE_COMPARATIVES:
        return f"who has {m.group('c').lower()} {m.group('m')}?"
    return None


@lru_cache(maxsize=1)
def _asked_patterns() -> dict[str, re.Pattern[str]]:
    return {
        # the ask alone, then its mark before the two ('lower total bank bal, who? S1, or S2', 'fewer cars between these
        # two: S1 / S2', 'born later, who: S1 or S2?')
        "first": re.compile(rf"^(?:(?:{_alts(W.SLACK_ASKED_PAIR_OPENERS)})\s*(?:-|:|\u2014|/)\s*)?(?P<h>[^?:,\n/]+?)\s*"
                            rf"(?:{_loose(W.SLACK_ASKED_PAIR_MARKS)})\s*(?P<pair>\S.*)$", re.IGNORECASE | re.DOTALL),
        # the two, then the ask after a slash ('S1 / S2 / -> which one has more vehicles?', 'S1 vs S2 / more pets?')
        "last": re.compile(r"^(?P<pair>.+?)\s+/\s*(?:(?:->|\u2192)\s*)?(?P<q>[^/?\n]+\?)(?P<rest>.*)$", re.DOTALL),
        "which": re.compile(rf"^(?:{_alts(W.SLACK_ASKED_PAIR_WHICH)})\s+", re.IGNORECASE),
        "whose": re.compile(rf"(?:{_alts(W.SLACK_ASKED_WHOSE)})\s+(?P<m>{_alts(W.SLACK_ALONE_MEASURES)})\s+(?:is|are)\s+"
                            rf"(?P<c>{_alts(W.SLACK_ALONE_COMPARATIVES)})\s*\?", re.IGNORECASE),
        "picked": re.compile(rf"\b(?:{_alts(W.SLACK_ITEM_RANK_HEADS)}|{_alts(W.SLACK_ITEM_AGES)}|\w+est|top)\b|'\x00\d+\x00'",
                             re.IGNORECASE),
    }


def _asked_pair(said: str) -> str | None:
    """Two people said with the ask alone before them ('lower total bank bal, who? S1, or S2. T', 'born later, who: S1
    or S2?', 'fewer cars between these two: S1 / S2. (T)') or after them and a slash ('S1 / S2 / -> which one has more
    vehicles?', 'S1 vs S2 / more internet accounts? T'), said as the grammar asks it: 'who has fewer cars: S1, or S2? T'
    (e51p). None when the text is not so: the two not exactly two, one said with no ranking or anchor of its own."""
    pat = _asked_patterns()
    if (m := pat["first"].match(said)) is not None and (asked := _asked_alone(m.group("h"))) is not None:
        pair, rest = m.group("pair"), ""
        if (end := next((n for n in range(len(pair)) if pair[n] in ".?" and (n + 1 == len(pair) or pair[n + 1] in " \n")
                         and not pair[max(0, n - 3):n].lower().endswith("vs") and _depth(pair, n) == 0), None)) is not None:
            pair, rest = pair[:end], pair[end + 1:]
    elif (m := pat["last"].match(said)) is not None:
        q = m.group("q").strip()
        asked = _asked_alone(q) or (f"who {pat['which'].sub('', q, count=1)}" if pat["which"].match(q) else None)
        if asked is None or not re.match(r"who\s+(?:has|is|owns|holds|earns|makes|was)\b", asked, re.IGNORECASE):
            return None
        pair, rest = m.group("pair"), m.group("rest")
    else:
        return None
    two = [_person_said(p.strip(" ,")) for p in _pair_cut(pair.strip())] if pair.strip() else []
    if len(two) != 2 or not all(pat["picked"].search(p) for p in two):
        return None
    rest = rest.strip()
    if re.fullmatch(r"\([^()]*\)", rest):  # ('... S2. (higher salary breaks pet-count ties)')
        rest = rest[1:-1].strip() + "."
    rest = _shared_ties(rest)  # (the tie rules said after the two: of two people, as laid out here)
    return f"{asked[:-1]}: {two[0]}, or {two[1]}?{' ' + rest if rest else ''}"


def _person_said(said: str) -> str:
    """A person said by a bare ranking ('most pets in X', 'eldest in X'), said with its noun ('the person w/ the most
    pets in X', 'the eldest person in X'); other words as said."""
    pat = _item_patterns()
    if (m := pat["age"].match(said)) is not None and not re.search(r"\b(?:one|person|individual)$", m.group("x"), re.IGNORECASE):
        age = re.sub(r"^the\s+", "", m.group("x"), flags=re.IGNORECASE)
        return f"the {age} person{said[m.end():]}"
    if (m := pat["rank"].match(said)) is not None and not re.match(r"(?:the\s+)?\w+\s+(?:one|person|individual)\b", said,
                                                                 re.IGNORECASE):
        return f"the person w/ the {said[m.end():]}"
    return said


def _depth(said: str, at: int) -> int:
    """How deep in brackets the text is at a place."""
    return max(0, said[:at].count("(") - said[:at].count(")"))


def _pair_cut(pair: str) -> list[str]:
    """The two people in a pair said with one joiner ('S1 / S2', 'S1 vs S2', 'S1, or S2', 'S1 or S2'), outside brackets;
    the pair itself when no one joiner cuts it."""
    for joiner in (" / ", " vs. ", " vs ", ", or ", " or "):
        if len(cuts := _top_level(pair, joiner)) == 1:
            return [pair[:cuts[0]], pair[cuts[0] + len(joiner):]]
        if len(cuts) > 1:
            return [pair]
    return [pair]


def _each_place(said: str) -> str | None:
    """Two anchors said first, then the pick in each one's owner's place ("pet named 'J', fish named 'K': for each
    owner's state, who has the most X (T)? then of those 2, Q", "dog 'B' / dog 'T': in each owner's state who has R?",
    "owner of pet 'N' -> their state; owner of plate 'P' -> their state. in each state grab the person w/ R (T). Q"),
    said as the layouts read them: 'same state as the owner of pet named 'J' -> the person w/ R (T) / same state as
    ... -> ... / Q' (e51p). None when the text is not so: no place said, two places that differ, a header the
    question does not say again, no question after."""
    pat = _item_patterns()
    if (m := pat["each_place"].match(said)) is None:
        return None
    places = {x.lower() for x in (m.group("p"), m.group("pa"), m.group("pb")) if x}
    places = {"city" if x.startswith("cit") else "state" for x in places}
    q = m.group("q").strip()
    if len(places) != 1 or not re.search(r"\b(?:who|which|whose)\b", q, re.IGNORECASE):
        return None
    if m.group("h") and not {_stem(w) for w in re.findall(r"[\w#'-]+", m.group("h").lower())} <= \
            {_stem(w) for w in re.findall(r"[\w#'-]+", q.lower())} | W.SLACK_HEADER_FILLERS:
        return None
    pick = pat["who_has"].sub("the person w/ ", m.group("pick").strip(), count=1)
    pick = _person_said(pick)
    if not re.match(r"the\s+(?:person|\w+est\s+person|one)\b", pick, re.IGNORECASE):
        return None
    pick += f" {m.group('t')}" if m.group("t") else ""
    place = places.pop()

    def anchored(a: str) -> str:
        bare = re.sub(r"^(?:the\s+)?(?:(?:owner|owners|keeper|guardian)\s+of\s+|whoever\s+owns\s+)?(?:the\s+)?", "", a,
                      flags=re.IGNORECASE)
        return f"same {place} as {'' if _user(a) else 'the owner of '}the {bare}"

    return f"{anchored(m.group('a'))} -> {pick} / {anchored(m.group('b'))} -> {pick} / {q}"


@lru_cache(maxsize=1)
def _compound_patterns() -> tuple[re.Pattern[str], re.Pattern[str], dict[str, str], dict[str, str]]:
    """The patterns of `compounded`, and each measure's words (spaced) as the grammar reads them."""
    said: dict[str, str] = {}
    for noun in W.RECORD_NOUNS.values():  # (plurals only, never 'insurance' alone: 'the most-policy person', 'the
        # most-insurance person' are refused, near-miss-e47s-slack-1, -3)
        for p in noun.plural:
            if p not in W.SLACK_COMPOUND_NOT_MEASURES:
                said[p] = said[p.replace("accounts", "accts")] = p
    none_said = dict(said)  # (a record had none of said in the singular too: 'no-pet ppl', 'no-credit-card ppl')
    for noun in W.RECORD_NOUNS.values():
        for p in noun.singular:
            if p not in W.SLACK_COMPOUND_NOT_MEASURES and p != "card":
                none_said[p] = none_said[p.replace("account", "acct")] = noun.plural[0]
    for p in W.SLACK_COMPOUND_MEASURES:
        said[p] = p
    joined = "|".join(r"[-\s]+".join(map(re.escape, p.split())) for p in sorted(said, key=len, reverse=True))
    none_joined = "|".join(r"-".join(map(re.escape, p.split())) for p in sorted(none_said, key=len, reverse=True))
    nouns = "|".join(sorted(W.SLACK_COMPOUND_PERSON, key=len, reverse=True))
    heads = _alts(W.SLACK_RANK_ASKED_HEADS)
    # ('the most-pets person', 'highest combined bank bal person': hyphened, or spaced before 'person'; never before a
    # label, 'most pets person 1:')
    ranked = re.compile(rf"(?<![\w'-])(?P<the>the\s+)?(?P<h>{heads})(?P<sep>-|\s+)(?P<m>{joined})(?P<n>-|\s+)"
                        rf"(?P<noun>{nouns})\b(?!-|\s*(?:\d|[a-z]\b\s*[:=)]))", re.IGNORECASE)
    none = re.compile(rf"(?<![\w'-])(?:{_alts(W.SLACK_COMPOUND_NONE)})-(?P<m>{none_joined})\s+(?P<noun>{nouns})\b(?!-)",
                      re.IGNORECASE)
    return ranked, none, said, none_said


def compounded(text: str) -> str:
    """A person named by a ranking compounded before their noun, said as the grammar reads it (e53c): 'the
    most-bank-accounts person in X' -> 'the person w/ the most bank accounts in X', 'the top total-bank-bal person' ->
    'the person w/ the top total bank bal', 'highest combined bank bal person in X' -> 'person w/ the highest combined
    bank bal in X' (spaced only before 'person', 'individual', 'guy'); people by a record they have none of: 'no-pet
    ppl' -> 'ppl w/ no pets'. The text itself when it says none (a measure the grammar has no word for is left as said,
    and refused as before)."""
    if "-" not in text and " person" not in text.lower() and " individual" not in text.lower():
        return text
    masked, values = _masked(text)
    ranked, none, said, none_said = _compound_patterns()

    def measure(words: str, of: dict[str, str] = said) -> str | None:
        return of.get(" ".join(re.split(r"[-\s]+", words.lower())))

    def person(m: re.Match[str]) -> str:
        spaced = "-" not in m.group("sep") + m.group("m") + m.group("n")
        noun = W.SLACK_COMPOUND_PERSON[m.group("noun").lower()]
        if (spaced and noun != "person") or (what := measure(m.group("m"))) is None:
            return m.group(0)
        return f"{m.group('the') or ''}{noun} w/ the {m.group('h').lower()} {what}"

    def nobody(m: re.Match[str]) -> str:
        what = measure(m.group("m"), none_said)
        noun = W.SLACK_COMPOUND_PERSON[m.group("noun").lower()]
        return m.group(0) if what is None or noun not in ("ppl",) or what in W.SLACK_COMPOUND_MEASURES else \
            f"{noun} w/ no {what}"

    return _unmasked(none.sub(nobody, ranked.sub(person, masked)), values)


_ANNOUNCED = re.compile(r"^\s*(?P<h>[^:/\n.?!'\"()\u2014]{1,60}?)\s*(?::|/|\u2014|\s-\s|\.(?=\s)|\n)\s*(?=\S)")


def announced_away(text: str) -> tuple[str, str, str] | None:
    """The text after a header that only announces what the rest says in full ('cc count face-off: (1) ... (2) ... who
    has more credit cards?', 'fewer pets question. compare S1 with S2. which one owns fewer pets?', e55c), the header's
    measure (its words after its last arrow: 'pets -> cars question' compares cars) and its direction ('more', 'less'
    or ''); None when it opens otherwise. The header's words are each a filler (words.SLACK_ANNOUNCE_FILLERS) or a
    measure's or direction's word (SLACK_ANNOUNCE_MEASURES, one at least) that the rest says again, abbreviations read
    as their words; the caller reads the rest only as a comparison by that measure (`apart.header_agrees`)."""
    m = _ANNOUNCED.match(text)
    if m is None:
        return None
    said = [part for word in m.group("h").lower().replace("\u2192", " -> ").split()
            for part in ((word,) if word in W.SLACK_ANNOUNCE_FILLERS else word.split("-")) if part]  # ('fewer-pets')
    if not said or len(said) > W.SLACK_ANNOUNCE_MAX_WORDS:
        return None
    rest = text[m.end():]
    again = {w for x in re.findall(r"[\w#-]+", rest.lower()) for w in W.ABBREVIATIONS.get(x, (x,))}
    again |= {w.rstrip("s") for w in again} | {w + "s" for w in again}
    measure: list[str] = []
    directions = {d for word in said for d, words in W.APART_HEADER_DIRECTIONS.items() if word in words}
    if len(directions) > 1:
        return None
    for word in said:
        if word == "->":
            measure = []
        if word in W.SLACK_ANNOUNCE_FILLERS:
            continue
        if word not in W.SLACK_ANNOUNCE_MEASURES or not set(W.ABBREVIATIONS.get(word, (word,))) <= again:
            return None
        if not any(word in words for words in W.APART_HEADER_DIRECTIONS.values()):
            measure += W.ABBREVIATIONS.get(word, (word,))
    return (rest, " ".join(measure), next(iter(directions), "")) if measure else None
