"""Two people laid out in written English, rewritten as the sentences the discourse layer reads (e47b).

Authors set two people up in prose before comparing them or adding their balances: the comparison asked with the two
referred to after it ('Who has more pets between those two?'), ... Each reader here writes one such layout as a
wording the layer already reads, and leaves every other text as it is; a layout it does not read stays refused by the
layer or the grammar. Its words live in `cbwh.spec.words` (the e47b section).
"""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.ask.phrases import alternation as _alts
from cbwh.spec import words as W


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
    if not _SECOND_SAID.search(plain) or _OTHER_NUMBER.search(plain):
        return None  # (no second person said after it, or another number of people: 'I need to add up the money of
        # two people. What is the total bank balance of the three richest Alaskans?', r79 X2)
    return rest


# (after two people announced: the second said, and no other number of them)
_SECOND_SAID = re.compile(r"\b(?:second|b|latter|other|both|two|2|and)\b", re.IGNORECASE)
_OTHER_NUMBER = re.compile(r"\b(?:top\s+)?(?:[3-9]|1\d|three|four|five|six|seven|eight|nine|ten|several)\s+"
                           r"(?:\w+est|most|people|persons|individuals|residents|holders|owners|\w+ans)\b|\btop\s+(?:[3-9]|1\d|"
                           r"three|four|five|six|seven|eight|nine|ten)\b", re.IGNORECASE)


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


# --- tie rules and framing of two people compared in formal written English (e48b) ----------------------------------

# a bracket's words: no bracket inside, a quoted value whole
_BRACKET = r"(?:[^()']|'[^']*')+"


def _has_tie_word(said: str) -> bool:
    return any(word.strip(",.;:") in W.TIE_WORDS_SAID for word in said.lower().split())


@lru_cache(maxsize=1)
def _aside_where() -> re.Pattern[str]:
    # '(where, again, the higher salary breaks ties)' -> '(again, the higher salary breaks ties)': a pick's own rule in
    # brackets right after its words, opened by a relative word (words.TIE_ASIDE_WHERE)
    return re.compile(rf"(?<=[\w'])\s*\(\s*(?:(?:{_alts(W.TIE_ASIDE_WHERE)})\s*(?:,|\u2014|\s-)?\s*|(?=(?:"
                      rf"{_alts(W.TIE_ASIDE_AGAIN)})\b))(?P<rule>{_BRACKET})\)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _aside_here() -> re.Pattern[str]:
    # '(a tie here is broken by X)', '(here, ties go to X)' -> '(a tie is broken by X)': the pick's group pointed at
    # inside the pick's own brackets (words.TIE_ASIDE_HERE)
    here = _alts(tuple(W.TIE_ASIDE_HERE))
    return re.compile(rf"(?<=[\w'])\s*\(\s*(?:(?:{here})\s*,?\s+(?P<a>{_BRACKET})|(?P<b>(?:a|any|each|the|every)?\s*"
                      rf"(?:tie|ties|draw|draws))\s+(?:{here})\s*,?\s+(?P<c>{_BRACKET}))\)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _aside_again() -> re.Pattern[str]:
    # '(once more the higher salary breaks ties)', '(just as before, ties go to X)' -> '(again, ...)'
    return re.compile(rf"^\s*(?:{_alts(W.TIE_ASIDE_AGAIN)})\s*(?:,|\u2014|\s-)?\s*", re.IGNORECASE)


def _asides_plain(text: str) -> str | None:
    def where(m: re.Match[str]) -> str:
        if not _has_tie_word(rule := m.group("rule")):
            return m.group(0)
        said = _aside_again().sub("", rule, count=1)
        return f" ({W.TIE_ASIDE_AGAIN_AS} {said.strip()})" if said != rule else f" ({rule.strip()})"

    def here(m: re.Match[str]) -> str:
        rule = m.group("a") if m.group("a") is not None else f"{m.group('b').strip()} {m.group('c')}"
        return f" ({rule.strip()})" if _has_tie_word(rule) else m.group(0)
    said = _aside_here().sub(here, _aside_where().sub(where, text))
    return said if said != text else None


@lru_cache(maxsize=1)
def _each_chosen_with() -> re.Pattern[str]:
    # 'Each of them is chosen with the oldest person winning a tie on bank accounts.' -> 'For each of them, with the
    # oldest person winning ...': a rule for each pick said of the picks, a sentence of its own after the question
    # (words.PICK_EACH_*)
    return re.compile(rf"(?P<pre>(?<=[.!?]\s))\s*(?:{_alts(tuple(W.PICK_EACH_SUBJECTS))})\s+"
                      rf"(?:{_alts(tuple(W.PICK_EACH_CHOSEN))})\s+(?P<how>(?:{_alts(W.PICK_EACH_HOW)})\s+[^.?!;]+[.!])",
                      re.IGNORECASE)


def _each_with(m: re.Match[str]) -> str:
    if not _has_tie_word(m.group("how")):
        return m.group(0)  # ('Each of them is chosen with care.')
    return f"{m.group('pre')}{W.PICK_EACH_AS} {m.group('how')}"


@lru_cache(maxsize=1)
def _compound_tie() -> re.Pattern[str]:
    # 'a bank-account tie between the two' -> 'a tie on bank accounts between the two', 'Internet-account ties in
    # either state' -> 'Ties on internet accounts in either state' (words.TIE_COMPOUND_RECORDS)
    return re.compile(rf"\b(?P<det>(?:a|any|the|each|every)\s+)?(?P<what>{_alts(tuple(W.TIE_COMPOUND_RECORDS))})\s+"
                      r"(?P<tie>ties|tie)\b(?![-\w]|\s+on\s)", re.IGNORECASE)


def _compound_said(m: re.Match[str]) -> str:
    det = m.group("det") or ""
    said = f"{det}{m.group('tie')} on {W.TIE_COMPOUND_RECORDS[' '.join(m.group('what').lower().split())]}"
    return said[:1].upper() + said[1:] if m.group(0)[:1].isupper() else said


@lru_cache(maxsize=1)
def _ties_both() -> re.Pattern[str]:
    # 'A tie on X within either group, and a tie on Y between the two, are both resolved by choosing Z.' -> 'A tie on X
    # within either group is resolved by choosing Z. A tie on Y between the two is resolved by choosing Z.': two ties
    # said together with one rule, a sentence of its own (words.TIES_BOTH_RESOLVED)
    # (each tie said without a verb of its own: 'A tie in X is broken by Y, and a tie in Z ... is broken by W' says two
    # rules, each read as said; e48c)
    tie = r"(?:a|any)\s+tie\s+(?:on|in|over)\s+(?:(?!\b(?:is|are|was|were|goes|go|gets|get)\b)[^,.;?!()'])+?"
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:both\s+)?(?P<a>{tie})\s*,?\s+(?:{_alts(W.TIES_BOTH_JOINED)})\s+"
                      rf"(?P<b>{tie})\s*,?\s+"
                      rf"(?P<verb>{_alts(tuple(W.TIES_BOTH_RESOLVED))})\s+(?P<rule>[^.?!;]+)(?P<end>[.!])", re.IGNORECASE)


def _ties_each(m: re.Match[str]) -> str:
    verb = W.TIES_BOTH_RESOLVED[" ".join(m.group("verb").lower().split())]
    a, b = m.group("a"), m.group("b")
    return (f"{m.group('pre')}{a[:1].upper()}{a[1:]} {verb} {m.group('rule')}. {b[:1].upper()}{b[1:]} {verb} "
            f"{m.group('rule')}{m.group('end')}")


@lru_cache(maxsize=1)
def _let_decide() -> re.Pattern[str]:
    # 'Let the higher combined bank balance decide if they own the same number.' -> 'If they own the same number, the
    # higher combined bank balance decides.' (words.TIE_LET_*)
    return re.compile(rf"(?P<pre>(?<=[.!?]\s))\s*let\s+(?P<x>(?:the|their|whoever|whichever)\b[^.?!;,]+?)\s+"
                      rf"(?:(?P<win>{_alts(W.TIE_LET_WIN)})|{_alts(tuple(W.TIE_LET_DECIDE))})\s*,?\s+"
                      rf"(?P<when>{_alts(W.TIE_LET_WHEN)})\s+"
                      r"(?P<c>[^.?!;,]+)(?P<end>[.!])", re.IGNORECASE)


def _let_said(m: re.Match[str]) -> str:
    when = m.group("when")
    verb = W.TIE_LET_WIN_AS if m.group("win") is not None else W.TIE_LET_AS
    return f"{m.group('pre')}{when[:1].upper()}{when[1:]} {m.group('c')}, {m.group('x')} {verb}{m.group('end')}"


@lru_cache(maxsize=1)
def _choosing_each() -> re.Pattern[str]:
    # ', choosing in each case the highest combined bank balance when online accounts tie' -> ', in each case a tie on
    # online accounts going to the highest combined bank balance' (words.TIE_CHOOSING_*)
    return re.compile(rf",\s*(?:{_alts(W.TIE_CHOOSING_VERBS)})\s*,?\s+(?P<each>{_alts(tuple(W.TIE_CHOOSING_EACH))})\s*,?\s+"
                      rf"(?P<x>(?:the|whoever|whichever)\s[^.?!;,()]+?)\s+(?:{_alts(tuple(W.TIE_CHOOSING_WHEN))})\s+"
                      rf"(?:(?:the|their)\s+)?(?P<what>[a-z]+(?:\s+[a-z]+)?)\s+(?:{_alts(tuple(W.TIE_CHOOSING_TIED))})"
                      r"(?=\s*[.?!;])", re.IGNORECASE)


def _chosen_each_case(m: re.Match[str]) -> str:
    return f", {m.group('each')} a tie on {m.group('what')} going to {m.group('x')}"


@lru_cache(maxsize=1)
def _use_again() -> re.Pattern[str]:
    # 'Use the higher total bank balance again if they are level.' -> 'Use the higher total bank balance if they are
    # level.' (words.TIE_USE_VERBS)
    return re.compile(rf"(?P<rule>(?:^|(?<=[.!?]\s))\s*(?:{_alts(W.TIE_USE_VERBS)})\s[^.?!;]+?)\s+again\s+"
                      r"(?=(?:if|when|should|in\s+case)\s)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _neither_is() -> re.Pattern[str]:
    # 'If neither is larger, T.' -> 'If they are tied, T.' (words.NEITHER_IS)
    return re.compile(rf"(?:^|(?<=[.!?]\s))(?P<if>{_alts(tuple(W.NEITHER_IS))})\s+(?P<dir>[a-z]+)(?=\s*,)", re.IGNORECASE)


def _neither_said(text: str) -> str:
    m = _neither_is().search(text)
    if m is None or m.group("dir").lower() not in W.PAIR_ASKED_COMPARATIVES:
        return text
    asked = re.findall(r"[^.?!]*\?", text[:m.start()])
    if not asked or m.group("dir").lower() not in re.findall(r"[a-z]+", asked[-1].lower()):
        return text  # ('Who has more pets? If neither is older, ...': not the comparison's word)
    said = W.NEITHER_AS
    return f"{text[:m.start()]}{said[:1].upper()}{said[1:]}{text[m.end():]}"


def _ties_said(text: str) -> str | None:
    """The text with a tie rule of two people compared said in written English written as the layer reads it; None
    when it says none of them."""
    said = _asides_plain(text) or text
    said = _each_chosen_with().sub(_each_with, said)
    said = _compound_tie().sub(_compound_said, said)
    said = _ties_both().sub(_ties_each, said)
    said = _let_decide().sub(_let_said, said)
    said = _choosing_each().sub(_chosen_each_case, said)
    said = _use_again().sub(r"\g<rule> ", said)
    said = _neither_said(said)
    return said if said != text else None


@lru_cache(maxsize=1)
def _comparing_after() -> re.Pattern[str]:
    # 'Who owns more credit cards, comparing S1 against S2?' -> 'Comparing S1 against S2, who owns more credit cards?':
    # the question's sentence, its two said after it as a participle (words.PAIR_COMPARING)
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?P<who>(?:{_alts(W.PAIR_ASKER)})\s[^.?!:;,]+?)\s*,?\s+"
                      rf"(?:{_alts(tuple(W.PAIR_COMPARING))})\s+(?P<a>(?:the|whoever)\b(?:[^.?!;:,]|'[^']*')+?)\s+"
                      rf"(?P<between>{_alts(W.PAIR_COMPARING_BETWEEN)})\s+(?P<b>(?:the|whoever)\b(?:[^.?!;:]|'[^']*')+?)"
                      r"\s*\?", re.IGNORECASE)


def _comparing_first(m: re.Match[str]) -> str:
    if not any(word in W.PAIR_ASKED_COMPARATIVES for word in m.group("who").lower().split()):
        return m.group(0)
    who = m.group("who")
    return f"{m.group('pre')}Comparing {m.group('a')} {m.group('between')} {m.group('b')}, {who[:1].lower()}{who[1:]}?"


@lru_cache(maxsize=1)
def _pair_first() -> re.Pattern[str]:
    # 'Of the following pair, name the one born earlier: S1, and S2' -> 'Of these two people, name ...'
    # (words.PAIR_SAID_AS_PAIR)
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:{_alts(tuple(W.PAIR_SAID_AS_PAIR))})\s*,", re.IGNORECASE)


def _framed(text: str) -> str | None:
    """The text with the framing of two people compared written as the layer reads it; None when it has none."""
    said = _comparing_after().sub(_comparing_first, text, count=1)
    said = _pair_first().sub(lambda m: f"{m.group('pre')}{W.PAIR_SAID_AS},", said, count=1)
    return said if said != text else None


# --- two people introduced, each by a group and the pick in it (e48b) ----------------------------------------------

# a pick's words: no mark that ends a sentence, a quoted value whole, brackets whole
_PICK = r"(?:[^.?!;()']|'[^']*'|\([^()]*\))+?"


def _person() -> str:
    return rf"(?=(?:{_alts(tuple(W.PICK_PERSON_OPENERS))})\b)"


def _those(group: str) -> str:
    """'those living in X' -> 'people living in X' (words.THOSE_AS_PEOPLE_NEXT); any other group as said."""
    m = re.match(rf"(?:those|the\s+ones)\s+(?=(?:{_alts(W.THOSE_AS_PEOPLE_NEXT)})\b)", group.strip(), re.IGNORECASE)
    return f"{W.THOSE_AS_PEOPLE} {group.strip()[m.end():]}" if m is not None else group.strip()


def _firsts(a: str, s1: str, b: str, s2: str, sep: str = ". The") -> str:
    return f"The first is, among {a}, {s1.strip()}{sep} second is, among {b}, {s2.strip()}"


@lru_cache(maxsize=1)
def _group_colon_take() -> re.Pattern[str]:
    # 'Residents of X: take the one with R1, T1. Health insurance policy holders: take the one with R2, T2.' -> 'The
    # first is, among residents of X, the one with R1, T1. The second is, among ...' (words.GROUP_COLON_TAKE)
    take = rf"(?:(?:{_alts(tuple(W.GROUP_COLON_TAKE))})\s+)?"
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?P<a>{_GROUP})\s*:\s*{take}{_person()}(?P<s1>{_PICK})\s*\.\s+"
                      rf"(?P<b>{_GROUP})\s*:\s*{take}{_person()}(?P<s2>{_PICK})\s*(?P<end>\.)", re.IGNORECASE)


def _is_group(said: str) -> bool:
    """Do the words before a colon name people in the plural ('Residents of X', 'Health insurance policy holders'), not
    a label ('First person', 'A', 'Scope 1', 'Contestant one')?"""
    plain = re.sub(r"'[^']*'", " ", said.lower())
    words = re.findall(r"[a-z]+", plain)
    return any(w in W.GROUP_PLURAL_WORDS or (w.endswith("s") and not w.endswith("ss") and w not in W.GROUP_NOT_PLURAL)
               for w in words)


def _colon_taken(m: re.Match[str]) -> str:
    if not (_is_group(m.group("a")) and _is_group(m.group("b"))):
        return m.group(0)  # ('First person: the one with R1. Second person: the one with R2.': labels, the layer's)
    return f"{m.group('pre')}{_firsts(m.group('a'), m.group('s1'), m.group('b'), m.group('s2'))}{m.group('end')}"


@lru_cache(maxsize=1)
def _consider_first() -> re.Pattern[str]:
    # 'Consider G1; whoever among them has R1 (T1) is the first candidate.' -> 'The first is, among G1, whoever has R1
    # (T1).' (words.GROUP_CONSIDER, PICK_HEADS, PICK_OF_THEM, PICK_IS_FIRST)
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:(?:{_alts(tuple(W.GROUP_CONSIDER))})\s+(?P<g>{_GROUP})\s*[;:,.]\s*"
                      rf"(?P<head>{_alts(W.PICK_HEADS)})\s+(?:{_alts(tuple(W.PICK_OF_THEM))})|(?:among|amongst|within)\s+"
                      rf"(?P<g2>{_GROUP})\s*,\s*(?P<head2>{_alts(W.PICK_HEADS)}))\s*,?\s+(?P<s>{_PICK})\s+"
                      rf"(?:{_alts(tuple(W.PICK_IS_FIRST))})\s*(?P<end>[.;])", re.IGNORECASE)


def _considered(m: re.Match[str]) -> str:
    group, head = (m.group("g"), m.group("head")) if m.group("g") is not None else (m.group("g2"), m.group("head2"))
    return f"{m.group('pre')}The first is, among {_those(group)}, {head.lower()} {m.group('s')}{m.group('end')}"


@lru_cache(maxsize=1)
def _versus_groups() -> re.Pattern[str]:
    # 'G1 versus G2: from the first group take whoever has R1, from the second whoever has R2, T.' -> 'The first is,
    # among G1, whoever has R1; the second is, among G2, whoever has R2, T.' (words.GROUPS_VERSUS, GROUP_*_FROM)
    take = rf"(?:(?:{_alts(tuple(W.GROUP_COLON_TAKE))})\s+)?"
    return re.compile(rf"^\s*(?P<a>{_GROUP})\s+(?:{_alts(W.GROUPS_VERSUS)})\s+(?P<b>{_GROUP})\s*(?::|\u2014|\s-)\s*"
                      rf"{take}(?:{_alts(tuple(W.GROUP_FIRST_FROM))})\s*,?\s+{take}{_person()}(?P<s1>{_PICK})"
                      r"(?:\s*[,;]\s*|\s+(?=and\s))"
                      rf"(?:and\s+)?(?:{_alts(tuple(W.GROUP_SECOND_FROM))})\s*,?\s+{take}{_person()}"
                      r"(?P<s2>(?:[^.?!;,()']|'[^']*'|\([^()]*\))+)(?P<rest>,[^.?!;]*)?(?P<end>[.;])", re.IGNORECASE)


def _versus_said(m: re.Match[str]) -> str:
    return f"{_firsts(m.group('a'), m.group('s1'), m.group('b'), m.group('s2'), sep='; the')}{m.group('rest') or ''}" \
           f"{m.group('end')}"


@lru_cache(maxsize=1)
def _pair_of_group() -> re.Pattern[str]:
    # 'Two Mastercard cardholders are being compared: the one with R1 (T1) and the one with R2 (T2).' -> 'Among
    # Mastercard cardholders, take the one with R1 (T1) and the one with R2 (T2).' (words.PAIR_OF_GROUP_COMPARED)
    here = rf"(?:\s+(?:{_alts(tuple(W.PAIR_OF_GROUP_HERE))}))?"
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:two\s+(?P<g>{_GROUP})\s+(?:{_alts(tuple(W.PAIR_OF_GROUP_COMPARED))})"
                      rf"|(?:{_alts(tuple(W.PAIR_OF_GROUP_LEADS))})\s+(?P<g2>{_GROUP})){here}"
                      rf"\s*:\s*{_person()}(?P<s1>{_PICK})\s*,?\s+and\s+{_person()}(?P<s2>{_PICK})\s*(?P<end>[.;])",
                      re.IGNORECASE)


def _pair_of_group_said(m: re.Match[str]) -> str:
    group = m.group("g") if m.group("g") is not None else m.group("g2")
    if " ".join(group.lower().split()) in W.PAIR_OF_GROUP_NOT:
        return m.group(0)  # ('Two people are being compared: ...': the layer's)
    return f"{m.group('pre')}Among {group}, take {m.group('s1')} and {m.group('s2')}{m.group('end')}"


def _chosen_same_way(s: str, a: str, b: str, end: str = ".") -> str:
    return (f"Two people are chosen the same way: {s.strip()}. The first is chosen from {_those(a)}, the second from "
            f"{_those(b)}{end}")


@lru_cache(maxsize=1)
def _same_way_bracketed() -> re.Pattern[str]:
    # 'Two people are chosen the same way (R, T): one from among G1, the other from among G2.' -> 'Two people are
    # chosen the same way: R, T. The first is chosen from G1, the second from G2.' (words.PAIR_SAME_WAY, ...)
    among = _alts(tuple(W.PAIR_FROM_AMONG))
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*two\s+(?:{_alts(W.PAIR_EACH_NOUNS)})\s+(?:{_alts(W.PAIR_VERB_BE)})\s+"
                      rf"(?:{_alts(W.PAIR_EACH_CHOSEN)})\s+(?:{_alts(tuple(W.PAIR_SAME_WAY))})\s*\((?P<s>[^()]+)\)\s*:\s*"
                      rf"(?:{_alts(W.PAIR_EACH_ONE)})\s+(?:{among})\s+(?P<a>{_GROUP})(?:\s*[,;]\s*(?:and\s+)?|\s+and\s+)"
                      rf"(?:{_alts(W.PAIR_EACH_OTHER)})\s+(?:{among})\s+(?P<b>{_GROUP})\s*(?P<end>[.;])", re.IGNORECASE)


@lru_cache(maxsize=1)
def _groups_produce() -> re.Pattern[str]:
    # 'Each of two groups produces one candidate, namely its member with R, T. The first group is G1; the second is
    # G2.' -> 'Two people are chosen the same way: the person with R, T. The first is chosen from G1, the second from
    # G2.' (words.GROUPS_EACH_PRODUCE, GROUPS_EACH_NAMELY, PICK_ITS_MEMBER)
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:{_alts(tuple(W.GROUPS_EACH_PRODUCE))})\s*(?:[,:\u2014]|\s-)?\s*"
                      rf"(?:(?:{_alts(W.GROUPS_EACH_NAMELY)})\s*,?\s*)?(?P<its>{_alts(tuple(W.PICK_ITS_MEMBER))})\s+"
                      r"(?P<s>(?:[^.?!;']|'[^']*')+)\.\s+the\s+first(?:\s+group)?\s+(?:is|consists\s+of|comprises)\s+"
                      rf"(?P<a>{_GROUP})\s*[;,]\s*(?:and\s+)?the\s+second(?:\s+group)?\s+(?:is|consists\s+of|comprises)\s+"
                      rf"(?P<b>{_GROUP})\s*(?P<end>[.;])", re.IGNORECASE)


def _placed(group: str) -> str:
    return f"{W.PLACE_GROUP_AS} in {group}"  # ('the same state as A' -> 'people in the same state as A')


def _produced(m: re.Match[str]) -> str:
    head = "whoever" if m.group("its").lower() == "whoever" else "the person"
    return f"{m.group('pre')}{_chosen_same_way(head + ' ' + m.group('s'), m.group('a'), m.group('b'), m.group('end'))}"


def _same_way_said(m: re.Match[str]) -> str:
    return f"{m.group('pre')}{_chosen_same_way(m.group('s'), m.group('a'), m.group('b'), m.group('end'))}"


def _groups_produced(text: str) -> str | None:
    m = _groups_produce().search(text)
    if m is None:
        return None
    noun = W.PAIR_CANDIDATE_NOUN
    rest = re.sub(rf"(?<!\bwhich\s)\b{noun}\b", "one", text[m.end():], flags=re.IGNORECASE)  # ('go with the
    # higher-paid candidate' -> '... the higher-paid one'; 'Which candidate ...?' as it is)
    return f"{text[:m.start()]}{_produced(m)}{rest}"


@lru_cache(maxsize=1)
def _place_another() -> re.Pattern[str]:
    # 'In the same state as A, one person has R; in the same state as B, another does (in both places T).' -> 'Two
    # people are chosen the same way: the person who has R (T). The first is chosen from people in the same state as
    # A, the second from people in ...' (words.PLACE_ONE_PERSON, PLACE_ANOTHER_DOES)
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?P<in>in|among|amongst)\s+(?P<a>{_GROUP})\s*,\s*"
                      rf"(?:{_alts(tuple(W.PLACE_ONE_PERSON))})\s+"
                      r"(?P<s>(?:has|owns|holds|earns|is|was)\b[^.?!;,()]+?)\s*[;,]\s*(?:and\s+)?(?P=in)\s+"
                      rf"(?P<b>{_GROUP})\s*,\s*(?:{_alts(tuple(W.PLACE_ANOTHER_DOES))})\s*(?:\((?P<t>[^()]+)\))?"
                      r"\s*(?P<end>[.;])", re.IGNORECASE)


def _placed_another(m: re.Match[str]) -> str:
    rule = m.group("t")
    if rule is not None and not set(rule.lower().split()) & {"both", "each", "either", "all", "every"}:
        return m.group(0)  # ('... another does (a tie goes to X)': the second's rule, or both people's)
    if rule is not None:
        rule = re.sub(rf"^\s*(?:{_alts(tuple(W.PLACE_RULE_SCOPE))})\s*,?\s+", "", rule, flags=re.IGNORECASE)
    s = f"the person who {m.group('s')}" + (f" ({rule.strip()})" if rule is not None else "")
    a, b = (m.group("a"), m.group("b")) if m.group("in").lower() != "in" else (_placed(m.group("a")), _placed(m.group("b")))
    return f"{m.group('pre')}{_chosen_same_way(s, a, b, m.group('end'))}"


@lru_cache(maxsize=1)
def _places_in_turn() -> re.Pattern[str]:
    # 'Identify, for the same state as X and then for the same state as Y, the resident with R (T).' -> 'Two people
    # are chosen the same way: the resident with R (T). The first is chosen from people in the same state as X, ...'
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*(?:{_alts(W.PLACES_FOR_EACH)})\s*,\s*for\s+(?P<a>the\s+same\s+{_GROUP})"
                      rf"\s+(?:{_alts(tuple(W.PLACES_THEN))})\s+(?P<b>the\s+same\s+{_GROUP})\s*,\s*{_person()}"
                      rf"(?P<s>{_PICK})\s*(?P<end>[.;])", re.IGNORECASE)


@lru_cache(maxsize=1)
def _places_first() -> re.Pattern[str]:
    # 'For the same state as X and for the same state as Y, identify the resident with R (T).' -> as above
    return re.compile(rf"(?P<pre>^|(?<=[.!?]\s))\s*for\s+(?P<a>the\s+same\s+{_GROUP})\s+(?:{_alts(tuple(W.PLACES_THEN))})\s+"
                      rf"(?P<b>the\s+same\s+{_GROUP})\s*,\s*(?:{_alts(W.PLACES_FOR_EACH)})\s+{_person()}"
                      rf"(?P<s>{_PICK})\s*(?P<end>[.;])", re.IGNORECASE)


def _placed_in_turn(m: re.Match[str]) -> str:
    return f"{m.group('pre')}{_chosen_same_way(m.group('s'), _placed(m.group('a')), _placed(m.group('b')), m.group('end'))}"


@lru_cache(maxsize=1)
def _corresponding() -> re.Pattern[str]:
    # 'and the corresponding person (highest total bank balance) among G2' -> 'and the person with the highest total
    # bank balance among G2' (words.PICK_CORRESPONDING), when the first's words say that ranking
    return re.compile(rf"\b(?:{_alts(tuple(W.PICK_CORRESPONDING))})\s*\(\s*(?P<r>[^()]+?)\s*\)\s+(?=(?:among|in|from)\s)",
                      re.IGNORECASE)


def _corresponding_said(text: str) -> str | None:
    m = _corresponding().search(text)
    if m is None:
        return None
    ranking = m.group("r")
    before = " ".join(text[:m.start()].lower().split())
    if ranking.lower().split()[0] in ("the", "a", "one", "whoever", "who", "person") or \
            f"the {' '.join(ranking.lower().split())}" not in before:
        return None  # (the ranking said in the first's words: 'the person with the highest total bank balance')
    return f"{text[:m.start()]}the person with the {ranking} {text[m.end():]}"


@lru_cache(maxsize=1)
def _compare_whose() -> re.Pattern[str]:
    # 'Compare the combined bank balances of two people and name the one whose balance is higher: S1; S2.' -> 'Compare
    # the combined bank balances of two people: S1; S2. Who has the higher one?' (words.PAIR_NAME_WHOSE, ...)
    return re.compile(rf"^\s*(?P<head>compare\s+(?P<m>[^.?!:;,]+?)\s+of\s+two\s+(?:people|persons|individuals))\s+and\s+"
                      rf"(?:{_alts(tuple(W.PAIR_NAME_WHOSE))})\s+(?:(?:the\s+one|the\s+person|which\s+one)\s+)?"
                      r"whose\s+(?P<n>[a-z]+(?:\s+[a-z]+){0,3}?)\s+is\s+(?P<dir>[a-z]+)\s*:\s*(?P<rest>[^?]+?)\s*\.\s*$",
                      re.IGNORECASE)


def _compared_whose(text: str) -> str | None:
    m = _compare_whose().match(text)
    if m is None or (direction := W.PAIR_WHOSE_DIRECTION.get(m.group("dir").lower())) is None:
        return None
    measure = m.group("m").lower().split()
    if not all(word in W.PAIR_WHOSE_SAID and (word in W.PAIR_WHOSE_SUM or
                                              any(w.rstrip("s") == word.rstrip("s") for w in measure))
               for word in m.group("n").lower().split()):
        return None  # ('... bank balances of two people and name the one whose pet count is higher': not the measure)
    return f"{m.group('head')}: {m.group('rest')}. Who has the {direction} one?"


@lru_cache(maxsize=1)
def _each_ones_place() -> re.Pattern[str]:
    # 'Looking at A and B, find among the residents of each one's state the person with R, T.' -> 'Two people are
    # chosen the same way: the person with R, T. The first is chosen from residents of the same state as A, ...'
    person = r"the\s(?:[^.?!;:,()']|'[^']*')+?"
    return re.compile(rf"^\s*(?:{_alts(tuple(W.PEOPLE_LOOKED_AT))})\s+(?P<a>{person})\s+and\s+(?P<b>{person})\s*,\s*"
                      rf"(?:{_alts(tuple(W.EACH_ONES_FIND))})\s+(?:among|amongst|in|from)\s+"
                      rf"(?:(?:{_alts(tuple(W.EACH_ONES_PEOPLE))})\s+)?(?P<place>{_alts(tuple(W.EACH_ONES_PLACE))})\s*,?\s+"
                      rf"{_person()}(?P<s>(?:[^.?!;']|'[^']*')+)(?P<end>[.;])", re.IGNORECASE)


def _each_ones_said(m: re.Match[str]) -> str:
    place = "city" if "cit" in m.group("place").lower() else "state"
    group = W.EACH_ONES_AS.format(place=place)
    return _chosen_same_way(m.group("s"), f"{group} {m.group('a')}", f"{group} {m.group('b')}", m.group("end"))


@lru_cache(maxsize=1)
def _rule_first() -> re.Pattern[str]:
    # 'Using the oldest person to break ties within each state group, identify S1 and S2.' -> 'Identify S1 and S2, using
    # the oldest person to break ties within each group.' (words.RULE_FIRST_*)
    return re.compile(rf"^\s*(?P<rule>(?:{_alts(W.RULE_FIRST_USING)})\s[^.?!;:,]+?\s+(?:within|in|for)\s+)"
                      rf"(?P<each>{_alts(tuple(W.RULE_FIRST_EACH))})\s*,\s*(?P<verb>{_alts(W.RULE_FIRST_VERBS)})\s+"
                      r"(?P<two>the\s(?:[^.?!;:()']|'[^']*')+?\s+and\s+the\s(?:[^.?!;:()']|'[^']*')+?)\s*(?P<end>[.;])",
                      re.IGNORECASE)


def _rule_said_after(m: re.Match[str]) -> str:
    if not _has_tie_word(m.group("rule")):
        return m.group(0)
    verb, rule = m.group("verb"), m.group("rule")
    each = W.RULE_FIRST_EACH[" ".join(m.group("each").lower().split())]
    return f"{verb[:1].upper()}{verb[1:]} {m.group('two')}, {rule[:1].lower()}{rule[1:]}{each}{m.group('end')}"


@lru_cache(maxsize=1)
def _compared_on() -> re.Pattern[str]:
    # 'Two residents are to be compared on the number of insurance policies they hold: S1, and S2.' -> 'Two people are
    # being compared: S1, and S2.' (words.PAIR_COMPARED_NOUNS, _BY, _HELD)
    return re.compile(rf"^\s*two\s+(?:{_alts(W.PAIR_COMPARED_NOUNS)})\s+(?:{_alts(tuple(W.PAIR_OF_GROUP_COMPARED))})\s+"
                      rf"(?:{_alts(tuple(W.PAIR_COMPARED_BY))})\s+(?P<m>[a-z]+(?:[\s-]+[a-z]+){{0,3}}?)"
                      rf"(?:\s+(?:{_alts(tuple(W.PAIR_COMPARED_HELD))}))?\s*:\s*", re.IGNORECASE)


@lru_cache(maxsize=1)
def _term_here() -> re.Pattern[str]:
    # 'Here "top credit-card holder" means S.' -> '"top credit-card holder" means S.' (words.TERM_HERE)
    here = "|".join(r"\s*".join(map(re.escape, p.split())) for p in sorted(W.TERM_HERE, key=len, reverse=True))
    return re.compile(rf"(?P<pre>(?<=[.!?]\s)|^)\s*(?:{here})\s*(?=[\"\u201c][^\"\u201c\u201d]+[\"\u201d]\s+"
                      rf"(?:{_alts(tuple(W.TERM_HERE_MEANS))})\b)", re.IGNORECASE)


def _compared_on_said(text: str) -> str | None:
    m = _compared_on().match(text)
    if m is None:
        return None
    asked = re.findall(r"[^.?!]*\?", re.sub(r"'[^']*'|\"[^\"]*\"", "''", text[m.end():]))
    noun = m.group("m").lower().split()[-1]
    if not asked or not any(re.search(rf"\b{re.escape(noun.rstrip('s')[:-1] if noun.endswith('ies') else noun.rstrip('s'))}",
                                      q.lower()) for q in asked[:1]):
        return None  # ('Two residents are to be compared on pets: ... Who is older?': another measure asked)
    return f"{W.PAIR_COMPARED_AS} {text[m.end():]}"


@lru_cache(maxsize=1)
def _likewise_count() -> re.Pattern[str]:
    # 'the person likewise holding the largest number;' -> 'the person holding the largest number of insurance
    # policies;' when the first said 'holding the largest number of insurance policies' (words.PICK_LIKEWISE*)
    return re.compile(rf"\b(?:{_alts(W.PICK_LIKEWISE)})\s+(?P<said>(?P<verb>{_alts(W.PICK_LIKEWISE_VERBS)})\s+"
                      rf"(?P<count>{_alts(tuple(W.PICK_LIKEWISE_COUNTS))}))(?=\s*[;,.?(])", re.IGNORECASE)


def _likewise_said(text: str) -> str | None:
    m = _likewise_count().search(text)
    if m is None:
        return None
    said = " ".join(m.group("said").lower().split())
    before = re.findall(rf"\b{re.escape(said).replace(chr(92) + ' ', chr(92) + 's+')}\s+(?:of\s+)?"
                        rf"(?P<r>{_alts(W.PICK_LIKEWISE_RECORDS)})\b", text[:m.start()], re.IGNORECASE)
    if len(set(r.lower() for r in before)) != 1:
        return None  # (the first's words not said so, or said of several records)
    of = " of" if said.split()[-1] == "number" else ""
    return f"{text[:m.start()]}{m.group('said')}{of} {before[0]}{text[m.end():]}"


def _introduced(text: str) -> str | None:
    """The text with two people introduced each by a group and the pick in it written as the layer reads it."""
    for pattern, said in ((_group_colon_take(), _colon_taken), (_consider_first(), _considered),
                          (_versus_groups(), _versus_said), (_pair_of_group(), _pair_of_group_said),
                          (_same_way_bracketed(), _same_way_said),
                          (_place_another(), _placed_another), (_each_ones_place(), _each_ones_said),
                          (_rule_first(), _rule_said_after), (_places_first(), _placed_in_turn),
                          (_places_in_turn(), _placed_in_turn)):
        if (out := pattern.sub(said, text, count=1)) != text:
            return out
    if (plain := _term_here().sub(r"\g<pre>", text, count=1)) != text:
        return plain
    return _groups_produced(text) or _corresponding_said(text) or _compared_whose(text) or _compared_on_said(text) or \
        _likewise_said(text)


@lru_cache(maxsize=1)
def _who_has_it() -> re.Pattern[str]:
    # 'Lower combined bank balance: who has it?' -> 'Who has the lower combined bank balance?' (e51k): the measure said
    # first with its comparative, then asked of by a pronoun (words.WHO_HAS_IT_COMPARATIVES, WHO_HAS_IT)
    return re.compile(rf"^(?P<pre>\s*)(?:the\s+)?(?P<m>(?:{'|'.join(W.WHO_HAS_IT_COMPARATIVES)})\s+[a-z][a-z -]{{2,60}}?)"
                      rf"\s*[:\u2014]\s*(?:{_alts(W.WHO_HAS_IT)})\s*\?", re.IGNORECASE)


@lru_cache(maxsize=1)
def _each_have_some() -> re.Pattern[str]:
    # 'S1 and S2 each have a certain number of online accounts; which of the two has more?' -> 'Which of S1 and S2 has
    # more online accounts?' (e51k): the two said with what each has, the question asking more or fewer of it
    return re.compile(rf"^(?P<pair>[^;:?!]+?\s+and\s+[^;:?!]+?)\s+(?:{_alts(W.EACH_HAVE)})\s+(?:{_alts(W.EACH_HAVE_SOME)})\s+"
                      rf"(?P<n>[a-z][a-z -]{{2,40}}?)\s*[;.,]\s*(?:{_alts(W.EACH_HAVE_ASKED)})\s+(?P<d>more|fewer|less)"
                      r"(?:\s+of\s+them)?\s*\?", re.IGNORECASE)


def rewritten(text: str) -> str | None:
    """The text with one layout of two people written as the discourse layer reads it; None when it has none."""
    if (rest := _announcement_read_away(text)) is not None:
        return rest
    if ":" in text and (it := _who_has_it().sub(lambda m: f"{m.group('pre')}Who has the {m.group('m')}?", text,
                                                  count=1)) != text:
        return it
    if (" each " in text or " both " in text) and (some := _each_have_some().sub(
            lambda m: f"Which of {m.group('pair')} has {m.group('d').lower()} {m.group('n')}?", text, count=1)) != text:
        return some
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
    if (ties := _ties_said(text)) is not None:
        return ties
    if (framed := _framed(text)) is not None:
        return framed
    if (introduced := _introduced(text)) is not None:
        return introduced
    return None
