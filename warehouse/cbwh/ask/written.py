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
    if " ".join(m.group("one").lower().split()) not in W.GROUPS_NAMED_ONE and \
            (m.group("is1") is not None or m.group("is2") is not None):
        return None  # ('The first group is G1; the second is G2.', 'Group one is G1; ...': the layer's own, `_grouped`)
    return f"{text[:m.start()]}{m.group('pre')}Consider two groups: {a}, and {b}.{text[m.end():]}"


@lru_cache(maxsize=1)
def _announced() -> re.Pattern[str]:
    # 'I need a combined figure for two people.', 'I'd like to compare two people.': a first sentence that says only
    # that two people follow and what is asked of them (words.PAIR_ANNOUNCED_*)
    return re.compile(rf"^\s*(?:(?P<sum>{_alts(tuple(W.PAIR_ANNOUNCED_SUM))})|(?P<compare>"
                      rf"{_alts(tuple(W.PAIR_ANNOUNCED_COMPARE))}))\s*\.\s+(?=[A-Z])", re.IGNORECASE)


def _announcement_read_away(text: str) -> str | None:
    """The text without a first sentence announcing two people, when what it announces is asked after it: a sum ('What
    is the combined bank balance of A and B?') after a sum announced, a comparison after one; None otherwise."""
    m = _announced().match(text)
    if m is None:
        return None
    rest = text[m.end():]
    plain = re.sub(r"'[^']*'", "''", rest)
    asked = re.findall(r"[^.?!]*\?", plain) or re.findall(r"[^.?!]*[.!]?\s*$", plain)  # (the question's own
    # sentences; the last, when it asks without a question mark: 'Add up the bank balances of A and B.')
    said = set(re.findall(r"[a-z]+", " ".join(asked).lower()))
    if m.group("sum") is not None and not said & W.PAIR_ANNOUNCED_SUM_ASKED or \
            m.group("compare") is not None and not said & W.PAIR_ASKED_COMPARATIVES:
        return None  # ('I need a combined figure for two people. ... Who is older?': not what was announced)
    return rest


@lru_cache(maxsize=1)
def _those_items() -> re.Pattern[str]:
    # 'Two people are selected as follows. First, among those living in X, S1. Second, among those living in Y, S2.':
    # two people announced (words.PAIR_ANNOUNCED, checked apart: `_announcements`), then each said with a group headed
    # by 'those' that nothing before it can be (words.GROUP_BACK): read as 'people'
    first, second = (_alts(tuple(names)) for names in W.PAIR_NAMES)
    back = _alts(tuple(W.GROUP_BACK))
    return re.compile(rf"^\s*(?P<announced>[^.:?!;]+?)\s*[.:]\s+(?:{first})\s*(?:,|:|\s+is\s*,?)\s*among\s+"
                      rf"(?P<a>{back})\s+(?={_alts(W.THOSE_AS_PEOPLE_NEXT)})\b(?P<s1>[^.;]*)[.;]\s+(?:{second})\s*"
                      rf"(?:,|:|\s+is\s*,?)\s*among\s+(?P<b>{back})\s+(?={_alts(W.THOSE_AS_PEOPLE_NEXT)})\b",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _announcements() -> frozenset[str]:
    # (words.PAIR_ANNOUNCED's 74,274 phrasings as a set: as a regex alternation they took ~5 s to compile, in every
    # fresh process that read a question of several sentences)
    return frozenset(W.PAIR_ANNOUNCED)


def _those_as_people(text: str) -> str | None:
    m = _those_items().match(text)
    if m is None or " ".join(m.group("announced").lower().split()) not in _announcements():
        return None
    people = W.THOSE_AS_PEOPLE
    return f"{text[:m.start('a')]}{people}{text[m.end('a'):m.start('b')]}{people}{text[m.end('b'):]}"


def _label_alts(which: int) -> str:
    return _alts(tuple(p for p in W.PAIR_NAMES[which] if not p.startswith("for ")))


@lru_cache(maxsize=1)
def _comes_from() -> re.Pattern[str]:
    # 'One person comes from G1: whoever has R1. The other comes from G2: whoever has R2.' -> 'One person is, among G1,
    # whoever has R1. The other is, among G2, ...': a person of two said with the group they are drawn from first
    # (words.PAIR_COMES_FROM), then set off, who they are in it
    return re.compile(rf"(?P<pre>^|(?<=[.!?;]\s))\s*(?P<label>{_label_alts(0)}|{_label_alts(1)})\s+"
                      rf"(?:{_alts(tuple(W.PAIR_COMES_FROM))})\s+(?P<g>{_GROUP})\s*(?::|\u2014|\s-)\s*"
                      r"(?=(?:the|whoever)\b)", re.IGNORECASE)  # (not a comma: 'The first is chosen from G1, the second from G2')


@lru_cache(maxsize=1)
def _such_among() -> re.Pattern[str]:
    # 'Person one uses the same card provider as A and is, among all such people, the one with R.' -> 'Person one is,
    # among everyone who uses the same card provider as A, the one with R': a condition said of a person of two, then
    # the ranking among everyone it is true of (words.PAIR_SUCH_GROUP)
    return re.compile(rf"(?P<pre>^|(?<=[.!?;]\s))\s*(?P<label>{_label_alts(0)}|{_label_alts(1)})\s+"
                      rf"(?P<c>(?:{_alts(tuple(W.PAIR_SUCH_VERBS))})\s+{_GROUP})\s*,?\s+and\s+is\s*,?\s*"
                      rf"(?:among|amongst|of|out of)\s+(?:{_alts(tuple(W.PAIR_SUCH_GROUP))})\s*,\s*(?=(?:the|whoever)\b)",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _among_let() -> re.Pattern[str]:
    # 'Among G1, let one person be whoever has R1. Among G2, let the other be whoever has R2.' -> 'One person is, among
    # G1, whoever has R1. ...': the group said first, then the person of two named in it
    return re.compile(rf"(?P<pre>^|(?<=[.!?;]\s))\s*(?:{_alts(W.PAIR_LET_AMONG)})\s+(?P<g>{_GROUP})\s*,\s*let\s+"
                      rf"(?P<label>{_label_alts(0)}|{_label_alts(1)})\s+be\s*,?\s*(?=(?:the|whoever)\b)", re.IGNORECASE)


def _group_drawn(group: str) -> str:
    """A group said as a set ('the group sharing a condition with A', 'the set of JCB card holders'): its people."""
    if (m := re.match(rf"the\s+(?:{_alts(W.GROUP_NOUNS_SAID)})\s+of\s+", group, re.IGNORECASE)) is not None:
        return group[m.end():]
    if (m := re.match(rf"the\s+(?:{_alts(W.GROUP_NOUNS_SAID)})\s+(?=(?:{_alts(W.THOSE_AS_PEOPLE_NEXT)})\b)", group,
                      re.IGNORECASE)) is not None:
        return f"the {W.THOSE_AS_PEOPLE} {group[m.end():]}"
    return group


def _drawn(m: re.Match[str]) -> str:
    return f"{m.group('pre')}{m.group('label')} is, among {_group_drawn(m.group('g'))}, "


def _drawn_from(text: str) -> str | None:
    said = _comes_from().sub(_drawn, text)
    said = _such_among().sub(lambda m: f"{m.group('pre')}{m.group('label')} is, among {W.PAIR_SUCH_AS} {m.group('c')}, ",
                             said)
    said = _among_let().sub(lambda m: f"{m.group('pre')}{m.group('label')[:1].upper()}{m.group('label')[1:]} is, among "
                            f"{_group_drawn(m.group('g'))}, ", said)
    return said if said != text else None


@lru_cache(maxsize=1)
def _given_two() -> re.Pattern[str]:
    # 'Who owns more pets, given these two people: S1, and S2?' -> 'Who owns more pets between these two people: S1,
    # and S2?': the two a question asks between, said as given (words.PAIR_GIVEN)
    return re.compile(rf"(?P<ask>(?:^|(?<=[.!?]\s))\s*(?:{_alts(W.PAIR_ASKER)})\s[^.?!:;,]*?)\s*,?\s+"
                      rf"(?:{_alts(tuple(W.PAIR_GIVEN))})\s*(?=:)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _compare_then_say() -> re.Pattern[str]:
    # 'Compare the combined bank balances of two people, S1 and S2, and say who has more.' -> 'Compare the combined bank
    # balances of two people: S1 and S2. Who has more?': the two set off by commas, the question asked after them
    # (words.PAIR_SAY_WHO)
    return re.compile(rf"(?P<head>(?:^|(?<=[.!?]\s))\s*compare\s+[^.?!:;,]+?\s+of\s+two\s+(?:people|persons|individuals))"
                      rf"\s*,\s*(?P<pair>(?:[^.?!:;()']|'[^']*')+?)\s*,\s*and\s+(?:{_alts(tuple(W.PAIR_SAY_WHO))})\s+"
                      r"(?P<q>(?:who|which(?:\s+one|\s+of\s+them|\s+of\s+the\s+two)?)\s[^.?!;:,]+?)\s*[.?]",
                      re.IGNORECASE)


def _compared_then_asked(text: str) -> str | None:
    m = _compare_then_say().search(text)
    if m is None:
        return None
    q = m.group("q")
    return f"{text[:m.start()]}{m.group('head')}: {m.group('pair')}. {q[:1].upper()}{q[1:]}?{text[m.end():]}"


@lru_cache(maxsize=1)
def _scene_items() -> re.Pattern[str]:
    # 'Think about Maestro card holders first: the one with R1 (T1). Then think about G2: the one with R2 (T2).' -> 'The
    # first is, among G1, the one with R1 (T1). The second is, among G2, ...': each person a group looked at in turn
    # (words.TWO_GROUPS_AGAIN_VERBS), then who in it, after a colon
    look = _alts(W.TWO_GROUPS_AGAIN_VERBS)
    person = r"(?=(?:the|whoever)\b)"
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:{look})\s+(?:(?:{_alts(W.PAIR_SCENE_FIRST)})\s+)?(?P<a>{_GROUP})"
                      rf"(?:\s+(?:{_alts(W.PAIR_SCENE_FIRST)}))?\s*:\s*{person}(?P<s1>[^.?!;]+[.;])\s+"
                      rf"(?:{_alts(W.PAIR_SCENE_THEN)})\s*,?\s+(?:{look})\s+(?P<b>{_GROUP})\s*:\s*{person}",
                      re.IGNORECASE)


def _scene_pair(text: str) -> str | None:
    m = _scene_items().search(text)
    if m is None:
        return None
    return (f"{text[:m.start()]}{m.group('pre')}The first is, among {m.group('a')}, {m.group('s1')} The second is, among "
            f"{m.group('b')}, {text[m.end():]}")


@lru_cache(maxsize=1)
def _first_or_second() -> re.Pattern[str]:
    # 'Who holds more credit cards, the first pick or the second?' -> 'Which of the two holds more credit cards?': the
    # two found asked about by their order (words.PAIR_FIRST_OR_SECOND)
    return re.compile(rf"(?P<pre>(?:^|(?<=[.!?]\s)))(?:{_alts(W.PAIR_ASKER)})\s+(?P<ask>[^.?!;:,]+?)\s*[,:]\s*"
                      rf"(?:{_alts(tuple(W.PAIR_FIRST_OR_SECOND))})\s*\?", re.IGNORECASE)


@lru_cache(maxsize=1)
def _verb_first() -> re.Pattern[str]:
    # 'Consider first the people who ...' -> 'First consider the people who ...': the order said after a step's verb
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))(?P<verb>{_alts(W.TWO_GROUPS_AGAIN_VERBS)})\s+"
                      rf"(?P<first>{_alts(W.PAIR_SCENE_FIRST)})\s*,?\s+(?=(?:the|everyone|everybody|people|those|all)\b)",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _each_chosen_as() -> re.Pattern[str]:
    # 'Two candidates, each chosen as the person with R (T): one from G1, the other from G2.' -> 'Two people are chosen
    # the same way: the person with R (T). The first is chosen from G1, the second from G2.' (the layer's
    # `_one_way_two_groups`); words.PAIR_EACH_CHOSEN
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*two\s+(?:{_alts(W.PAIR_EACH_NOUNS)})\s*,\s*each\s+"
                      rf"(?:{_alts(W.PAIR_EACH_CHOSEN)})\s+as\s+(?P<s>(?:the|whoever)\b(?:[^.?!;:()']|'[^']*'|\([^()]*\))+?)"
                      rf"\s*:\s*(?:{_alts(W.PAIR_EACH_ONE)})\s+(?P<p1>from|among|in)\s+(?P<a>{_GROUP})\s*[,;]\s*(?:and\s+)?"
                      rf"(?:{_alts(W.PAIR_EACH_OTHER)})\s+(?P<p2>from|among|in)\s+(?P<b>{_GROUP})\s*(?P<end>[.;])",
                      re.IGNORECASE)


def _chosen_each(m: re.Match[str]) -> str:
    return (f"{m.group('pre')}Two people are chosen the same way: {m.group('s')}. The first is chosen {m.group('p1')} "
            f"{m.group('a')}, the second {m.group('p2')} {m.group('b')}.")


@lru_cache(maxsize=1)
def _compare_kinds() -> re.Pattern[str]:
    # "Let's compare a JCB 15 digit card holder with a Home insurance policy holder. The card holder is S1; the policy
    # holder is S2." -> 'The first is S1; the second is S2.': two people announced by kind (words.PAIR_COMPARE_KINDS),
    # then each named by the last words of their kind
    return re.compile(rf"^\s*(?:{_alts(tuple(W.PAIR_COMPARE_KINDS))})\s+(?:a|an)\s+(?P<x>[^.?!;:,()']+?)\s+"
                      r"(?:with|and|against|to)\s+(?:a|an)\s+(?P<y>[^.?!;:,()']+?)\s*\.\s+the\s+(?P<h1>[^.?!;:,()']+?)"
                      r"\s+is\s+(?=(?:the|whoever)\b)(?P<s1>(?:[^.?!;']|'[^']*')+?)\s*(?P<sep>;|\.)\s+the\s+"
                      r"(?P<h2>[^.?!;:,()']+?)\s+is\s+(?=(?:the|whoever)\b)", re.IGNORECASE)


def _kinds_compared(text: str) -> str | None:
    m = _compare_kinds().match(text)
    if m is None:
        return None
    x, y, h1, h2 = ("".join(m.group(g).lower().split()) for g in ("x", "y", "h1", "h2"))  # ('card holder', 'cardholder')
    if not (x.endswith(h1) and y.endswith(h2)) or y.endswith(h1) or x.endswith(h2):
        return None  # (each name the end of its own kind only: 'the holder' could be either)
    said = ("".join(m.group("s1").lower().split()), "".join(text[m.end():].lower().split(".")[0].split()))
    if x not in said[0] or y not in said[1]:
        return None  # (each person's words say their kind again, 'the one with R among all JCB card holders': else the
        # kind announced may narrow the person's words or not, 'The card holder is the oldest person in Ohio')
    second = "The second" if m.group("sep") == "." else "the second"
    return f"The first is {m.group('s1')}{m.group('sep')} {second} is {text[m.end():]}"


@lru_cache(maxsize=1)
def _two_first() -> re.Pattern[str]:
    # 'Of these two people, who owns more pets: S1, and S2?' -> 'Who owns more pets between these two people: S1, and
    # S2?': the two said before the question word, listed after its colon (words.PAIR_TWO_FIRST)
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:{_alts(tuple(W.PAIR_TWO_FIRST))})\s*,\s*(?P<who>{_alts(W.PAIR_ASKER)})"
                      r"\s+(?P<ask>[^.?!:;,]+?)\s*(?=:)", re.IGNORECASE)


def _two_said_first(m: re.Match[str]) -> str:
    who = m.group("who")
    return f"{m.group('pre')}{who[:1].upper()}{who[1:]} {m.group('ask')} between these two people"


def rewritten(text: str) -> str | None:
    """The text with one layout of two people written as the discourse layer reads it; None when it has none."""
    if (rest := _announcement_read_away(text)) is not None:
        return rest
    if (asked := _asked_pair_after().sub(_asked_pair, text, count=1)) != text:
        return asked
    if (given := _given_two().sub(r"\g<ask> between these two people", text, count=1)) != text:
        return given
    if (first := _two_first().sub(_two_said_first, text, count=1)) != text:
        return first
    if (compared := _compared_then_asked(text)) is not None:
        return compared
    if (named := _groups_named(text)) is not None:
        return named
    if (people := _those_as_people(text)) is not None:
        return people
    if (drawn := _drawn_from(text)) is not None:
        return drawn
    if (first := _verb_first().sub(lambda m: f"{m.group('pre')}{m.group('first')[:1].upper()}{m.group('first')[1:]} "
                                   f"{m.group('verb').lower()} ", text, count=1)) != text:
        return first
    if (each := _each_chosen_as().sub(_chosen_each, text, count=1)) != text:
        return each
    if (kinds := _kinds_compared(text)) is not None:
        return kinds
    if (scene := _scene_pair(text)) is not None:
        return scene
    if (ordered := _first_or_second().sub(_asked_pair, text, count=1)) != text:
        return ordered
    return None
