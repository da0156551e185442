"""Two picks set up in parallel (e40t): two anchors' places said first, one selection said once for each of them, then
a question about the two people so found.

    Consider A and B. In the state where each of them lives, find R, T. That gives two people. Which of them ...?
    Suppose we look at where two people live: A, and B. In each of those states, pick R, T. Which of the two ...?
    Look first at the state where A lives, and then at the state where B lives. From each, take R, T. Which ...?
    Look at the state where A lives and pick R; then do the same for the state where B lives. In both cases, T. ...

Each is written as the layer reads two places each with its own step: 'In the state where A lives, R (T). In the state
where B lives, R (T). Q'. The text before the question must be only these parts: the two said (people, or their places),
the step said for each place (or for the first, then 'do the same for' the second's place), a tie rule said for each
('In both cases, ...', 'Ties in either state go to ...': added to each step, never when a step has its own), and a
sentence that only says two people are found ('That gives two people.'). Anything else leaves the text as it is."""

from __future__ import annotations

import re
from _thread import _local
from functools import lru_cache

from cbwh.ask.phrases import alternation as _alts
from cbwh.ask.phrases import lazy as _lazy
from cbwh.spec import words as W


class _Reading(_local):
    """A rewriting being read is never rewritten again (one per thread)."""

    on = False


PARALLEL = _Reading()

_Q = r"'[^']*'"
# a person said by one quoted anchor ('the owner of the bird named 'Derrick'', 'the person with username 'x'')
_PERSON = rf"(?:the|whoever|someone|somebody|user|owner|a\s+(?:person|user|individual))\b" \
          rf"(?:[^'.;:?!()\u27e6]|(?<=\w)'(?=\w))*?\s{_Q}"
# one of the two said as a thing (its owner the person: 'Consider the pet called 'A' and the bird named 'B'.')
_THING = _lazy(rf"^(?:the|a)\s+(?:{'|'.join((*W.SPECIES, *W.PET_NOUNS, *W.VEHICLE_NOUNS))})\s+"
               r"(?:named|called|with|whose|that|bearing|carrying)\b", re.IGNORECASE)


def _in_order(phrases: tuple[str, ...]) -> str:
    """The phrases as one regex alternation in the order given (the order a pattern tries them), words apart by any
    space."""
    return "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in phrases)


_LIVES = rf"(?:{_in_order(W.PARALLEL_LIVES)})"
_VERBS = rf"(?:{_in_order(W.PARALLEL_PICK_VERBS)})"
_TIE = _lazy(r"\b(?:tie|ties|tied|tying|tiebreak|tie-break|tiebreaker|draw|level|equal|equally|several|break)\b",
                  re.IGNORECASE)




@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    lead, ann, each = _alts(W.PARALLEL_LEADS), _alts(W.PARALLEL_ANNOUNCED), _alts(W.PARALLEL_EACH_PLACE)
    same, for_ = _alts(W.PARALLEL_SAME), _alts(W.PARALLEL_SAME_FOR)
    two = rf"(?P<a>\u27e6[PL]0\u27e7)\s*,?\s*(?:{_alts(W.PARALLEL_JOINS)})\s+(?:(?:at|on|from|with|to)\s+)?" \
          r"(?P<b>\u27e6[PL]1\u27e7)"
    end = r"\s*[.;!]?\s*$"
    flags = re.IGNORECASE | re.DOTALL
    return {
        "place_where": re.compile(rf"\bthe\s+(?P<k>(?:home\s+)?(?:state|city))\s+(?:where|in\s+which)\s+(?P<p>{_PERSON})\s+"
                                  rf"{_LIVES}\b", flags),
        "place_in": re.compile(rf"\bthe\s+(?P<k>(?:home\s+)?(?:state|city))\s+(?:that\s+)?(?P<p>{_PERSON})\s+"
                               r"(?:lives|resides|is\s+based)"
                               r"\s+in\b", flags),
        "place_of": re.compile(rf"\bthe\s+(?P<k>(?:home\s+)?(?:state|city))\s+of\s+(?P<p>{_PERSON})", flags),
        "place_owned": re.compile(rf"(?P<p>{_PERSON})['\u2019]s\s+(?P<k>(?:home\s+)?(?:state|city))\b", flags),
        "person": re.compile(_PERSON, flags),
        # 'Consider A and B.', 'Look first at the state where A lives, and then at the state where B lives.'
        "two": re.compile(rf"^\s*(?:(?:so|ok|okay|now|first|firstly)\s*,?\s+)?(?:{lead})\s+(?:first\s+)?"
                          rf"(?:(?:{ann})\s*(?::|,|\u2014|-)?\s*)?(?:at\s+|from\s+|with\s+)?{two}{end}", flags),
        # 'Consider the states where A and B live.', 'Suppose we look at where A and B live.'
        # 'A and B each live in a state.' (c51w)
        "two_each": re.compile(rf"^\s*(?:(?:{lead})\s+(?:first\s+)?)?(?:at\s+|from\s+|with\s+)?{two}\s*,?\s+"
                               rf"(?:{_alts(W.PARALLEL_EACH_LIVE)}){end}", flags),
        # 'Take L0 and L1, and in each one pick out R.' (c47w: the two and the step in one sentence)
        "two_step": re.compile(rf"^\s*(?:{lead})\s+(?:first\s+)?(?:at\s+)?{two}\s*,?\s+(?:and\s+)?(?:then\s+)?"
                               rf"(?P<each>{each})\s*,?\s+(?:(?:we|you)\s+)?"
                               rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?){end}", flags),
        # 'For each of them, go through the people living in the same state and pick R' (c53w): the look read away
        "each_look": re.compile(rf"^(?P<pre>\s*(?:(?:then|now|next|and|so)\s*,?\s+)?(?P<each>{each})\s*,?\s+)"
                                rf"(?:(?:we|you)\s+)?(?:{_alts(W.PARALLEL_EACH_LOOK)})\s+"
                                rf"(?:{_alts(W.PARALLEL_EACH_LOOK_LIVE)})\s*(?:{_alts(W.PARALLEL_EACH_LOOK_THEN)})\s*"
                                rf"(?=(?:{_VERBS})\b)", flags),
        "two_live": re.compile(rf"^\s*(?:{lead})\s+(?:the\s+(?P<k>states|cities|home\s+states)\s+)?(?:where|in\s+which)\s+"
                               rf"(?P<a>\u27e6P0\u27e7)\s*,?\s*and\s+(?P<b>\u27e6P1\u27e7)\s+(?:live|reside|are\s+based)"
                               rf"{end}", flags),
        # 'In each of those states, pick R.', 'From each, take R.', 'Pick R in each of their states.'
        "each_first": re.compile(rf"^\s*(?:(?:then|now|next|and|so)\s*,?\s+)?(?P<each>{each})\s*,?\s+(?:(?:we|you)\s+)?"
                                 rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?){end}", flags),
        "each_last": re.compile(rf"^\s*(?:(?:then|now|next|and|so)\s*,?\s+)?(?:(?:we|you)\s+)?"
                                rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?)\s*,?\s+"
                                rf"(?P<each>{each}){end}", flags),
        # '...; then do the same for the state where B lives', '. Repeat this for B's state.'
        "same": re.compile(rf"(?:\s*[;,.]\s*|\s+)(?:and\s+)?(?:(?:then|next|now|after\s+that|afterwards)\s*,?\s+)?"
                           rf"(?:(?:we|you)\s+)?(?:{same})\s*,?\s+(?:{for_})\s+"
                           rf"(?P<b>\u27e6L1\u27e7)\s*(?:[.;!]\s*|$)", flags),
        # 'Pick R from L0, and likewise from L1'
        "likewise": re.compile(rf"^\s*(?:(?:then|now|first)\s*,?\s+)?(?:(?:we|you)\s+)?"
                               rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?)\s+"
                               rf"(?:in|from|within|"
                               rf"among\s+the\s+residents\s+of)\s+(?P<a>\u27e6L0\u27e7)\s*,?\s+and\s+(?:then\s+)?(?:{same})\s+"
                               rf"(?:in|from|within|for|among\s+the\s+residents\s+of)\s+(?P<b>\u27e6L1\u27e7){end}", flags),
        "first_look": re.compile(rf"^\s*(?:(?:so|ok|okay|now|first|firstly)\s*,?\s+)?(?:{lead})\s+(?:first\s+)?(?:at\s+)?"
                                 rf"(?P<a>\u27e6L0\u27e7)\s*,?\s+and\s+(?:then\s+)?"
                                 rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?)\s*$", flags),
        "first_in": re.compile(rf"^\s*(?:first\s*,?\s+)?(?:in|within|from|among\s+the\s+residents\s+of)\s+"
                               rf"(?P<a>\u27e6L0\u27e7)\s*,?\s+"
                               rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?)\s*$", flags),
        "gives": re.compile(rf"^\s*(?:{_alts(W.PARALLEL_GIVES)}){end}", flags),
    }


@lru_cache(maxsize=1)
def _there() -> re.Pattern[str]:
    """The place said again after the person a step picks (words.PARALLEL_STEP_THERE)."""
    return re.compile(rf"\b(?P<head>{'|'.join(W.PARALLEL_STEP_THERE_AFTER)})\s+(?:{_alts(W.PARALLEL_STEP_THERE)})\b(?!')",
                      re.IGNORECASE)


def _place_kind(words: str) -> str | None:
    m = re.search(r"\b(state|states|city|cities)\b", words, re.IGNORECASE)
    if m is None:
        return None
    return "city" if m.group(1).lower() in ("city", "cities") else "state"


_THEIR_PLACE = _lazy(r"\s*,?\s*\b(?:in|within|from)\s+(?:their|his or her|each one's|each person's)\s+(?:own\s+)?"
                          r"(?:home\s+)?(?P<k>state|city)\b", re.IGNORECASE)


def _renumbered(masked: str, places: list[tuple[str, str]], persons: list[str]
                ) -> tuple[str, list[tuple[str, str]], list[str]]:
    """The masks numbered in the order they are said (each kind apart)."""
    order: dict[str, list[int]] = {"L": [], "P": []}
    for m in re.finditer(r"\u27e6([LP])(\d+)\u27e7", masked):
        order[m.group(1)].append(int(m.group(2)))
    new = {k: {old: n for n, old in enumerate(v)} for k, v in order.items()}
    masked = re.sub(r"\u27e6([LP])(\d+)\u27e7", lambda m: f"\u27e6{m.group(1)}{new[m.group(1)][int(m.group(2))]}\u27e7",
                    masked)
    return masked, [places[o] for o in order["L"]], [persons[o] for o in order["P"]]


def parallel(text: str) -> str | None:
    """The text written as two places each with its own step (the module's doc), or None when it is not so said."""
    if text.count("'") < 4 or "?" not in text:
        return None
    from cbwh.ask.discourse import _plain_sentences

    pat = _patterns()
    sentences = _plain_sentences(text)
    q = next((n for n, s in enumerate(sentences) if s.rstrip().endswith("?") or
              re.match(r"\s*(?:which|who|whose|of\s+the\s+two|of\s+these|between)\b", s, re.IGNORECASE)), None)
    if q is None or q == 0:
        return None
    setup, rest = " ".join(sentences[:q]), sentences[q:]
    places: list[tuple[str, str]] = []  # (kind, person) by mask number
    persons: list[str] = []

    def place(m: re.Match[str]) -> str:
        places.append((m.group("k").lower().split()[-1], m.group("p")))
        return f"\u27e6L{len(places) - 1}\u27e7"

    def person(m: re.Match[str]) -> str:
        said = re.sub(r"^(?:a\s+|(?=owner\b))", "the ", m.group(0), flags=re.IGNORECASE)
        # ('the state of whoever owns the car ...' -> 'the owner of the car ...', c53w)
        said = re.sub(r"^(?:whoever|someone\s+who|somebody\s+who|the\s+one\s+who)\s+owns\s+(?:the\s+)?",
                      "the owner of the ", said, flags=re.IGNORECASE)
        said = re.sub(r"^(?:whoever|someone\s+who|somebody\s+who|the\s+one\s+who)\s+(?:has|uses)\s+(?=the\b)",
                      "the person with ", said, flags=re.IGNORECASE)
        persons.append(re.sub(r"^(the\s+)?(The|Owner)\b", lambda t: (t.group(1) or "") + t.group(2).lower(), said))
        return f"\u27e6P{len(persons) - 1}\u27e7"

    masked = setup
    for key in ("place_where", "place_in", "place_of", "place_owned"):
        masked = pat[key].sub(place, masked)
    if places and re.search(r"\u27e6L\d\u27e7[^\u27e6]*\u27e6L\d\u27e7", masked) is None:
        return None
    masked = pat["person"].sub(person, masked)
    if len(places) + len(persons) < 2:
        return None
    masked, places, persons = _renumbered(masked, places, persons)

    def unmasked(s: str) -> str:
        s = re.sub(r"\u27e6L(\d+)\u27e7", lambda m: f"the {places[int(m.group(1))][0]} where "
                                                     f"{places[int(m.group(1))][1]} lives", s)
        return re.sub(r"\u27e6P(\d+)\u27e7", lambda m: persons[int(m.group(1))], s)

    two: tuple[str, str] | None = None  # (the two: masks)
    kind: str | None = None
    step: str | None = None
    rules: list[str] = []
    owners = False  # (the step's place said as an owner's: the two said are things)
    parts = _parts(masked)
    # the step for the first, then the same for the second ('Look at L0 and pick R; then do the same for L1.')
    joined = " ".join(parts)
    m_same = pat["same"].search(joined)
    if m_same is not None:
        head = joined[:m_same.start()]
        cut = _plain_sentences(head)
        first = None
        for k in range(len(cut)):
            said = " ".join(cut[k:]).rstrip(" .;,")
            if (m := pat["first_look"].match(said) or pat["first_in"].match(said)) is not None:
                first = (k, m)
        if first is None or first[1].group("a") != "\u27e6L0\u27e7":
            return None
        k, m = first
        two, step = ("\u27e6L0\u27e7", m_same.group("b")), m.group("step")
        parts = cut[:k] + _parts(joined[m_same.end():])
    for part in parts:
        s = part.strip()
        if not s:
            continue
        if pat["gives"].match(s):
            continue
        if two is None and step is None and (m := pat["likewise"].match(s)) is not None:
            two, step = (m.group("a"), m.group("b")), m.group("step")
            continue
        if two is None and ((m := pat["two"].match(s)) is not None or (m := pat["two_live"].match(s)) is not None or
                            (m := pat["two_each"].match(s)) is not None):
            two = (m.group("a"), m.group("b"))
            if m.groupdict().get("k"):
                kind = _place_kind(m.group("k"))
            elif m.re is pat["two_each"]:
                kind = _place_kind(s)
            continue
        looked = None
        if step is None and two is not None and (looked := pat["each_look"].match(s)) is not None:
            s = looked.group("pre") + s[looked.end():]
        if step is None and ((two is not None and ((m := pat["each_first"].match(s)) is not None or
                                                   (m := pat["each_last"].match(s)) is not None)) or
                             (two is None and (m := pat["two_step"].match(s)) is not None)):
            if two is None:
                two = (m.group("a"), m.group("b"))
            step = m.group("step")
            said_kind = _place_kind(m.group("each"))
            if looked is not None:
                if said_kind not in (None, "state"):
                    return None
                said_kind = "state"
                owners = owners or "owner" in looked.group(0).lower()
            owners = owners or "owner" in m.group("each").lower()
            if said_kind is None and (there := _THEIR_PLACE.search(step)) is not None:
                said_kind = there.group("k").lower()
                step = _THEIR_PLACE.sub("", step, count=1)
            if any(t[1] == "P" for t in two) and re.fullmatch(r"\s*(?:in|within|from|among|across)\s+each\s+(?:home\s+)?"
                                                          r"(?:state|city)\s*", m.group("each"), re.IGNORECASE):
                return None  # ('Consider A and B. In each state, ...': their states, or every state?)
            if said_kind is not None:
                if kind is not None and kind != said_kind:
                    return None
                kind = said_kind
            elif re.search(r"\b(?:in|from|within)\s+(?:each|both)(?:\s+one)?\s*$", m.group("each"), re.IGNORECASE) is None and \
                    not m.group("each").lower().startswith(("in both", "in each case", "for ")):
                return None
            continue
        gp = _group_patterns()
        if step is not None and ((m := gp["each_case"].match(s)) is not None or (m := gp["ties_in"].match(s)) is not None or
                                 (m := gp["if_either"].match(s)) is not None) and _TIE.search(m.group(0)):
            rule = m.group("rule")
            if m.re is _group_patterns()["if_either"]:
                rule = f"if tied, {rule}"
            if m.groupdict().get("t"):
                rule = f"{m.group('t')} {rule}"
            rules.append(rule.strip().rstrip(" .;"))
            continue
        return None
    if two is None or step is None or len(rules) > 1:
        return None
    said_places = [places[int(m[2:-1])][0] for m in two if m[1] == "L"]
    if len(set(said_places)) > 1:
        return None  # ('In the state of A, find R. Do the same in the city of B': which place of B's?)
    people = []
    for mark in two:
        n = int(mark[2:-1])
        if mark[1] == "L":
            if kind is not None and places[n][0] != kind:
                return None
            people.append(unmasked(mark))
        else:
            if kind is None:
                return None
            thing = _THING.match(persons[n]) is not None
            if thing != owners:
                return None  # ('Consider the pet 'A' and ... In each of their states': whose state?)
            people.append(f"the {kind} where {'the owner of ' if thing else ''}{persons[n]} lives")
    step = step.strip().rstrip(" .;,")
    step = step[:1].lower() + step[1:]
    step = _there().sub(lambda m: m.group("head"), step, count=1)  # ('find the youngest person living there')
    if "\u27e6" in step and re.search(r"\u27e6[PL][01]\u27e7", step):
        return None  # (the step names one of the two: not said for each)
    if rules and _TIE.search(step):
        return None  # (a tie rule of the step's own, and one said for each: which?)
    rule = f" ({rules[0][:1].lower()}{rules[0][1:]})" if rules else ""
    said = " ".join(f"In {p}, {unmasked(step)}{rule}." for p in people)
    return " ".join([said, *rest])


_GROUP = r"(?P<g>(?:[^,;.?!()'\u2014]|'[^']*')+?)"
_OPEN = rf"(?:(?:{_alts(W.PARALLEL_OPENS)})\s*,?\s+)?"  # (words.PARALLEL_OPENS)
_GLEAD = r"(?:among|amongst|from|within|out\s+of|of)"
_STEP = rf"(?P<step>{_VERBS}\b(?:[^.;?!']|(?<=\w)'(?=\w)|'[^']*')+?)"
_END = r"\s*[.;!]?\s*$"
_FLAGS = re.IGNORECASE | re.DOTALL
# 'under the same tie rule', 'with the same tie-break', 'using the same tiebreaker again': the first pick's rule said again
_SAME_TIE = _lazy(r"\s*,?\s*\(?\b(?:under|with|using|applying|by|following|and)\s+(?:the\s+)?same\s+(?:tie-breaking|"
                       r"tie-breaker|tie-break|tiebreaking|tiebreaker|tiebreak|tie)\b(?:\s+(?:rule|rules|logic))?(?:\s+(?:again|"
                       r"as\s+before|as\s+the\s+first))?\)?", re.IGNORECASE)
_OWN_RULE = _lazy(r"(?P<rule>\s*\((?:[^()']|'[^']*')*\)|\s*,\s*(?:[^,'()]|'[^']*')+)$")


@lru_cache(maxsize=1)
def _group_patterns() -> dict[str, re.Pattern[str]]:
    lead = _alts(W.PARALLEL_LEADS)
    one = _alts(W.PARALLEL_ONE_PERSON)
    another = _alts(W.PARALLEL_ANOTHER)
    return {
        # 'Look at G and pick R', 'Consider G, and from them take R'
        "look": re.compile(rf"^\s*{_OPEN}(?:{lead})\s+{_GROUP}\s*,?\s+and\s+(?:then\s+)?(?:(?:from|among|of)\s+(?:them|"
                           rf"those|these|that\s+group)\s*,?\s+)?{_STEP}{_END}", _FLAGS),
        # 'Among G, pick R', 'Then, from G, we take R'
        "among": re.compile(rf"^\s*{_OPEN}{_GLEAD}\s+{_GROUP}\s*,\s*(?:(?:we|you)\s+(?:then\s+)?)?{_STEP}{_END}", _FLAGS),
        # 'Among G, one person has R': the one with R
        "one": re.compile(rf"^\s*{_OPEN}{_GLEAD}\s+{_GROUP}\s*,\s*(?:{one})\s+(?P<r>(?:has|holds|owns|earns|is|keeps|"
                          rf"carries|drives|possesses)\b.+?){_END}", _FLAGS),
        # '...; among G2, another does'
        "another": re.compile(rf"^\s*{_OPEN}{_GLEAD}\s+{_GROUP}\s*,\s*(?:{another}){_END}", _FLAGS),
        # 'Identify, among G1, the one with R1, and, among G2, the one with R2, T for each.'
        "both": re.compile(rf"^\s*(?:(?:so|now|first)\s*,?\s+)?(?P<v>{_VERBS})\s*,\s*{_GLEAD}\s+(?P<g1>(?:[^,;.?!()']|'[^']*')+?)"
                           rf"\s*,\s*(?P<r1>(?:the|whoever)\b(?:[^,;]|'[^']*')+?)\s*,\s*and\s*,?\s*{_GLEAD}\s+"
                           rf"(?P<g2>(?:[^,;.?!()']|'[^']*')+?)\s*,\s*(?P<r2>(?:the|whoever)\b(?:[^,;]|'[^']*')+?)"
                           rf"(?:\s*,\s*(?P<rule>[^;]+?))?{_END}", _FLAGS),
        "each_case": re.compile(rf"^\s*(?:(?:and|so)\s+)?(?:{_alts(W.EACH_CASE)}|(?:within|in|for|inside)\s+(?:each|either|"
                                rf"both)\s+(?:group|state|city|case|pick|set|pool)s?)\s*,?\s+(?P<rule>.+?){_END}", _FLAGS),
        "ties_in": re.compile(r"^\s*(?P<t>(?:a\s+|any\s+)?(?:tie|ties|draws?))\s+(?:in|within|inside|for)\s+(?:either|each|"
                              r"both)\s+(?:state|city|place|group|case|pick|set|pool)s?\s+(?P<rule>.+?)" + _END, _FLAGS),
        "gives": re.compile(rf"^\s*(?:{_alts(W.PARALLEL_GIVES)}){_END}", _FLAGS),
        # 'Next, do the same for G2(, with the same tie rule)', 'Apply that same selection, tie rule included, to G2'
        "same_for": re.compile(rf"^\s*{_OPEN}(?:(?:we|you)\s+)?(?:{_alts(W.PARALLEL_SAME)}|{_alts(W.PARALLEL_APPLY)})\s*,?\s*"
                               rf"(?:(?:{_alts(W.PARALLEL_RULE_INCLUDED)})\s*,?\s*)?(?:for|to|in|with|among|amongst|from|on)\s+"
                               rf"{_GROUP}(?:\s*,?\s*(?:{_alts(W.PARALLEL_RULE_INCLUDED)}))?{_END}", _FLAGS),
        # 'From G2, pick a second person the same way', 'among G2, do likewise'
        "same_among": re.compile(rf"^\s*{_OPEN}{_GLEAD}\s+{_GROUP}\s*,\s*(?:(?:{_VERBS})\s+(?:a\s+second\s+(?:person|one|"
                                 rf"individual)|another(?:\s+one|\s+person)?|one|someone)\s+(?:{_alts(W.PARALLEL_SAME_WAY)})|"
                                 rf"(?:{_alts(W.PARALLEL_SAME)}))(?:\s*,?\s*(?:{_alts(W.PARALLEL_RULE_INCLUDED)}))?{_END}",
                                 _FLAGS),
        # a pick's own tie rule said after it in a part of its own ('...; if there's a tie, go with X.')
        "own_tie": re.compile(r"^\s*(?:(?:and|with)\s+)?(?:if|should|when|whenever|where|in\s+case|on\s+a|in\s+the\s+event|"
                              r"ties|a\s+tie|"
                              r"any\s+tie)\b(?!\s+(?:either|each|both|the\s+two|they|these|those|the\s+(?:two|final)))(?P<rule>.+?)"
                              + _END, _FLAGS),
        # 'If either state has a tie, T', 'Should either group end up tied, T'
        "if_either": re.compile(r"^\s*(?:if|when|should|where|in\s+case|whenever)\s+(?:either|each|any|both)"
                                r"(?:\s+of\s+(?:them|the\s+"
                                r"two))?(?:\s+(?:state|group|city|case|pick|selection|ranking|search)s?)?\s+(?:has|have|is|are|"
                                r"ends\s+up|end\s+up|produces|gives|shows|comes\s+out)\s+(?:a\s+|any\s+)?(?:tie|tied|draw|level|"
                                r"ties)\b\s*,?\s*(?P<rule>.+?)" + _END, _FLAGS),
    }


_EACH_SCOPE = _lazy(r"\s*,?\s*\b(?:in|within|for|inside)\s+(?:each|either|both|every)\s+(?:group|state|city|case|pick|set|"
                         r"pool|selection)s?\b\s*,?", re.IGNORECASE)


def _parts(setup: str) -> list[str]:
    """The set-up's sentences and ';' parts (a quoted value never cut)."""
    from cbwh.ask.discourse import _plain_sentences

    out = []
    for sentence in _plain_sentences(setup):
        masked = re.sub(r"(?<!\w)'[^']*'(?!\w)", lambda q: "_" * len(q.group()), sentence)
        start = 0
        for m in re.finditer(r";", masked):
            out.append(sentence[start:m.start()].strip())
            start = m.end()
        out.append(sentence[start:].strip())
    return [p for p in out if p]


def _alike(first: str, second: str) -> bool:
    """Are two groups one kind of group with another value ('residents of the same state as A' / 'people living in
    the same state as B', 'Mastercard holders' / 'Discover cardholders'): each one step, of one kind and attribute?"""
    from cbwh.ask.discourse import _group_steps

    try:
        a, b = _group_steps(first), _group_steps(second)
    except Exception:
        return False
    if len(a) != 1 or len(b) != 1 or len(a[0]) != 1 or len(b[0]) != 1:
        return False
    s, t = a[0][0], b[0][0]
    return type(s) is type(t) and getattr(s, "attribute", None) == getattr(t, "attribute", None) and s != t


def parallel_groups(text: str) -> str | None:
    """Two picks each from a group of their own, set up before the question ('Look at G1 and pick R (T). Then, among
    G2, pick R under the same tie rule.', 'Among G1, one person has R; among G2, another does. Ties in either group go
    to T.', 'Identify, among G1, the one with R1, and, among G2, the one with R2, choosing T in each group whenever
    there is a tie.') -> 'Among G1, pick R (T). Among G2, pick R (T). Q'; None when the text is not so said."""
    if "?" not in text:
        return None
    from cbwh.ask.discourse import _A_PLACE, _people, _plain_sentences

    sentences = _plain_sentences(text)
    q = next((n for n, s in enumerate(sentences) if s.rstrip().endswith("?")), None)
    if q is None or q == 0:
        return None
    pat = _group_patterns()
    picks: list[tuple[str, str]] = []  # (group, step)
    rules: list[str] = []
    said_one = ""  # ('one person has R': R, for 'another does')
    repeated = False  # (the second's step said as the first's: 'do the same for G2', 'another does')
    for part in _parts(" ".join(sentences[:q])):
        if pat["gives"].match(part):
            continue
        if (m := pat["both"].match(part)) is not None and not picks:
            verb = m.group("v").lower()
            picks += [(m.group("g1"), f"{verb} {m.group('r1')}"), (m.group("g2"), f"{verb} {m.group('r2')}")]
            if m.group("rule"):
                if not _TIE.search(m.group("rule")) or not _EACH_SCOPE.search(m.group("rule")):
                    return None  # (a rule said for the second only, or not a tie rule)
                rules.append(" ".join(_EACH_SCOPE.sub(" ", m.group("rule")).split()).strip(" ,"))
            continue
        if len(picks) < 2 and (m := pat["one"].match(part)) is not None:
            said_one = m.group("r")
            picks.append((m.group("g"), f"take the person who {said_one}"))
            continue
        if len(picks) == 1 and said_one and (m := pat["another"].match(part)) is not None:
            picks.append((m.group("g"), f"take the person who {said_one}"))  # ('another does': the verb's words
            continue  # only, never the first's group)
        if len(picks) == 1 and ((m := pat["same_for"].match(part)) is not None or
                                (m := pat["same_among"].match(part)) is not None):
            picks.append((m.group("g"), picks[0][1]))
            repeated = True
            continue
        if len(picks) == 1 and (m := pat["own_tie"].match(part)) is not None and _TIE.search(part) and \
                not _TIE.search(picks[0][1]):  # (the first's own rule: a second pick follows)
            picks[0] = (picks[0][0], f"{picks[0][1].rstrip(' ,.;')}, {part.strip().rstrip(' .;')}")
            continue
        if len(picks) < 2 and ((m := pat["among"].match(part)) is not None or (m := pat["look"].match(part)) is not None):
            picks.append((m.group("g"), m.group("step")))
            continue
        if len(picks) == 2 and ((m := pat["each_case"].match(part)) is not None or (m := pat["ties_in"].match(part)) is not None
                                or (m := pat["if_either"].match(part)) is not None) and _TIE.search(m.group(0)):
            rule = m.group("rule")
            if m.re is _group_patterns()["if_either"]:
                rule = f"if tied, {rule}"
            if m.groupdict().get("t"):
                rule = f"{m.group('t')} {rule}"
            rules.append(rule.strip().rstrip(" .;"))
            continue
        return None
    if len(picks) != 2 or len(rules) > 1:
        return None
    groups = [g.strip() for g, _ in picks]
    if re.match(r"(?:those|the\s+ones|ones|the\s+others|others)\b", groups[1], re.IGNORECASE):
        return None  # ('Of the cat owners in Texas, take R; of those in Ohio, ...': cat owners in Ohio, or anyone there?)
    if repeated and not _alike(groups[0], groups[1]):
        return None  # ('Among residents of Ohio, find R. Do the same among people with no pets': the first's group kept
        # too, or instead? said only when the two are one kind of group, another value: `discourse._group_instead`)
    if not all(_people(g) for g in groups) or any(re.search(r"\b(?:them|those|these)\s*$", g, re.IGNORECASE) for g in groups):
        return None
    steps = [step.strip().rstrip(" .;,") for _, step in picks]
    if _SAME_TIE.search(steps[1]):  # ('under the same tie rule': the first's rule, said again)
        own = _OWN_RULE.search(steps[0])
        if own is None or not _TIE.search(own.group("rule")) or _SAME_TIE.search(steps[0]):
            return None
        steps[1] = f"{_SAME_TIE.sub('', steps[1])}{own.group('rule')}"
    if rules:
        if any(_TIE.search(s) for s in steps):
            return None  # (a tie rule of a step's own, and one said for each: which?)
        steps = [f"{s} ({rules[0][:1].lower()}{rules[0][1:]})" for s in steps]
    said = " ".join(f"{'In' if _A_PLACE.match(g) else 'Among'} {g}, {s}." for g, s in zip(groups, steps))
    return " ".join([said, *sentences[q:]])


# a pick said with no group of its own, standing for one of a group said before ('the one with R', 'whoever earns the
# most', 'the highest-paid one', 'the top earner', 'the oldest')
_ELLIPTIC = (r"(?:the\s+(?:one|person|individual|member)|whoever|the\s+(?:top|highest|biggest|best|lowest|smallest)\s+earner|"
             r"the\s+(?:[a-z]+est|most\s+[a-z]+|least\s+[a-z]+|[a-z]+-paid)(?:\s+one)?)\b")
_GROUP_FIRST = _lazy(r"^\s*(?:(?:among|amongst|of|within|from|out\s+of)\s+(?:all\s+)?|"
                          r"(?:looking|focusing)\s+(?:only\s+|just\s+)?(?:at|on)\s+|considering\s+(?:only\s+|just\s+)?|(?:restricting|limiting)\s+(?:it\s+)?to\s+)?"
                          r"(?P<g>(?:[^,:;.?!()'\u2014]|'[^']*')+?)\s*(?P<mark>:|,|\u2014|\s-\s)\s*(?P<q>\S.*)$", _FLAGS)
_ASKED_TWO = _lazy(rf"^(?P<ask>(?:who|which)\b(?:[^,:;?\u2014()']|(?<=\w)'(?=\w)|'[^']*')*?)\s*(?:,|:|\u2014|\s-\s)\s*"
                        rf"(?P<a>{_ELLIPTIC}(?:[^?;]|'[^']*')*?)"
                        rf"\s*,?\s+or\s+(?P<b>{_ELLIPTIC}(?:[^?;]|'[^']*')*?)\s*\?(?P<rest>.*)$", _FLAGS)


def group_for_both(text: str) -> str | None:
    """A group said first, then a question comparing two picks each said with no group of its own ('among G: who's
    older — the one with R1 (T) or the one who earns the most?', 'G: which is older, the one with R1 or the top
    earner?'): the group is both picks' (neither has another to be among) -> 'who's older: among G, the one with R1
    (T), or, among G, the one who earns the most?'. None when the text is not so said."""
    from cbwh.ask.discourse import _people

    m = _GROUP_FIRST.match(text)
    if m is None or "?" not in m.group("q"):
        return None
    lead = text[:m.start("g")].strip()
    if not lead and m.group("mark") != ":":
        return None  # ('Ohio residents, who ...': a group said bare needs its colon)
    group = m.group("g").strip()
    q = _ASKED_TWO.match(m.group("q"))
    if q is None or not _people(group):
        return None
    a, b = q.group("a").strip(" ,"), q.group("b").strip(" ,")
    if re.search(r"\b(?:among|amongst|in|within|from|of\s+all)\s+(?!a\s+tie|ties)", re.sub(r"\([^()]*\)", "", a + " " + b),
                 re.IGNORECASE):
        return None  # (a pick with a group of its own: the group said first is not both's)
    return f"{q.group('ask').strip()}: among {group}, {a}, or, among {group}, {b}?{q.group('rest')}"


_ORDINAL_NOUN = r"(?:\s+(?:group|pick|person|one|ranking|selection|search|candidate|set|pool))?"
_TIE_VERB = r"(?:go|goes|going|are\s+broken\s+by|is\s+broken\s+by|are\s+settled\s+by|is\s+settled\s+by|are\s+decided\s+by|" \
            r"is\s+decided\s+by|are\s+resolved\s+by|is\s+resolved\s+by)"
# each pick's own tie rule said after the question by its order ('Ties within the first group go to X, within the second
# to Y', 'For the first pick, ties go to X; for the second, to Y')
_BY_ORDER = _lazy(
    rf"^\s*(?:(?P<t1>ties|a\s+tie|any\s+tie)\s+(?:within|in|for|inside|among)\s+the\s+first{_ORDINAL_NOUN}|"
    rf"(?:within|in|for|inside|among)\s+the\s+first{_ORDINAL_NOUN}\s*,\s*(?P<t2>ties|a\s+tie|any\s+tie))\s+(?P<v>{_TIE_VERB})\s+"
    rf"(?P<r1>(?:[^,;']|'[^']*')+?)\s*[,;]\s*(?:and\s+|while\s+|whereas\s+)?(?:(?:ties|a\s+tie|any\s+tie)\s+)?"
    rf"(?:within|in|for|inside|among)\s+the\s+second{_ORDINAL_NOUN}\s*,?\s*(?:(?:ties|a\s+tie|any\s+tie)\s+)?"
    rf"(?:(?P<v2>{_TIE_VERB})\s+|(?=to\s))(?P<r2>(?:[^,;']|'[^']*')+?)\s*(?P<end>[;.]|$)", _FLAGS)
_PAIR_ASKED = _lazy(r"^(?P<ask>[^?:]*?(?:who|which|whose)\b[^?:]*?)\s*:\s*(?P<a>(?:[^?;()']|'[^']*'|\([^()]*\))+?)\s*,?\s+"
                         r"or\s+(?P<b>(?:[^?;()']|'[^']*'|\([^()]*\))+?)\s*\?\s*$", _FLAGS)


def ties_by_order(text: str) -> str | None:
    """'Q: A, or B? Ties within the first group go to X, within the second to Y; if ..., Z.' -> 'Q: A (ties go to X),
    or B (ties go to Y)? If ..., Z.': each pick's own tie rule said after the question by its order, put with that
    pick. None when the text is not so said (or a pick has a rule of its own already)."""
    q = text.find("?")
    if q < 0:
        return None
    asked, after = text[:q + 1], text[q + 1:].strip()
    m = _BY_ORDER.match(after)
    p = _PAIR_ASKED.match(asked)
    if m is None or p is None:
        return None
    a, b = p.group("a").strip(), p.group("b").strip()
    if _TIE.search(a) or _TIE.search(b):
        return None
    verb = m.group("v")
    said = [f"ties {verb} {m.group('r1').strip()}", f"ties {m.group('v2') or verb} {m.group('r2').strip()}"]
    rest = after[m.end():].strip()
    rest = rest[:1].upper() + rest[1:]
    return f"{p.group('ask')}: {a} ({said[0]}), or {b} ({said[1]})?{' ' + rest if rest else ''}"


__all__ = ["PARALLEL", "group_for_both", "one_selection", "parallel", "parallel_groups", "ties_by_order", "two_picks"]


# ONE SELECTION MADE TWICE (e40r): two groups or places, each said with its pick, in any of the shapes people use ('Start
# with G1 and find R (T). Then do the same for G2: R, ties again going to T.', 'Suppose we look at G1 and pick R, T. Then,
# among G2, we again pick R, under the same tie rule.', 'For the first, take G1 and choose R1, T1. For the second, take
# G2 and again choose R2, but this time break ties by T2.', 'take G1, and out of that group the one with R1, tie -> T1.
# then among G2, the one with R2, tie -> T2.', 'Take two groups of X: G1 and G2. From each group, pick R, T.', 'For G1
# and G2, take R, T in each case.'): one slot reader (an opening, a lead, the group, a joint, the pick) for each part.
_TP_OPEN = (r"^\s*(?:(?:and|then|now|next|so|also|after\s+that|afterwards|first|firstly|second|secondly|finally|ok|okay|"
            r"for\s+the\s+(?:first|second|other)(?:\s+(?:one|person|pick|individual))?|"
            r"(?:two|2)\s+(?:picks|people|persons|selections)\s*:|(?:here's|here\s+is|this\s+is)\s+(?:the|my|our)\s+"
            r"(?:setup|set-up|scenario|idea|plan|question)\s*:|to\s+set\s+(?:this|it|things)\s+up)\s*[,:]?\s*)*")
_TP_SUBJ = r"(?:(?:suppose|say|imagine|assume|let's\s+say)\s+(?:we|you)\s+|(?:we|you|let's|let\s+us)\s+)?"
_TP_LEAD = (rf"(?:{_in_order(W.ONE_SELECTION_GROUP_LEADS)}|"
            r"(?:do|doing)\s+(?:the\s+same|likewise|the\s+same\s+thing)\s+(?:for|with|in|among)|repeat\s+(?:this|that|"
            r"it|the\s+same|the\s+process|the\s+pick)?\s*(?:for|with|in|among)|the\s+same\s+(?:for|with)|same\s+(?:for|"
            r"with))")
_TP_GROUP = r"(?P<g>(?:[^'():;?!.\u2014]|'[^']*'|\([^()]*\))+?)"
_TP_JOINT = (r"(?:\s*,\s*(?:and\b\s*,?\s*)?|\s+and\b\s*,?\s*|\s*:\s*|\s*\u2014\s*|\s+-\s+)(?:(?:then|again|we|you|also|"
             r"(?:the\s+)?same\s+(?:thing|again|deal|way|here)|same\s+as\s+before|likewise|similarly|"
             r"(?:from|out\s+of|among|amongst|of)\s+(?:them|those|these|that\s+group|this\s+group|it|that\s+state|"
             r"those\s+people|these\s+people|its\s+residents|the\s+residents))\s*,?\s*)*")
_TP_PICK = (rf"(?P<r>(?:{_VERBS}\s+(?:the|its|whoever|one|a|an|someone|somebody)\b|(?:the|its|a|an)\s+(?:[\w-]+\s+){{0,2}}?"
            rf"(?:one|resident|person|individual|member|candidate|pick)\b|whoever\b|one\s+(?:with|who|whose)\b|"
            rf"who\s+(?:has|have|owns|earns|holds|is|was|makes)\b)"
            rf"(?:[^?!]|'[^']*')+?)")
_TP_PART = _lazy(rf"{_TP_OPEN}{_TP_SUBJ}{_TP_LEAD}\s+{_TP_GROUP}{_TP_JOINT}{_TP_PICK}\s*[.;?]?\s*$", _FLAGS)
# 'compare them with the Mastercard holder who has R2': the second pick, one of the holders
_TP_COMPARED = _lazy(rf"{_TP_OPEN}(?:compare|put|set|weigh|check)\s+(?:them|him|her|that\s+person|this\s+person|"
                          r"that\s+one|this\s+one)\s+(?:with|to|against|next\s+to)\s+the\s+(?P<g>(?:[\w-]+\s+){0,4}?"
                          r"(?:holder|cardholder|owner|resident|member))\s+(?P<r>(?:who|with|whose)\b(?:[^?!]|'[^']*')+?)"
                          r"\s*[.;?]?\s*$", _FLAGS)
# 'Pick, from G1, the one with R' (the verb first)
_TP_VERB_FIRST = _lazy(rf"{_TP_OPEN}{_TP_SUBJ}(?P<v>{_VERBS})\s*,?\s*(?:from|among|amongst|within|in|out\s+of)\s+{_TP_GROUP}"
                            rf"\s*,\s*(?P<r>(?:the|whoever)\b(?:[^?!]|'[^']*')+?)\s*[.;]?\s*$", _FLAGS)
_TP_SAME_ONLY = _lazy(rf"{_TP_OPEN}{_TP_SUBJ}(?:then\s+)?(?:{_alts(W.PARALLEL_APPLY)}|(?:do|doing)\s+(?:the\s+same|likewise|"
                           rf"the\s+same\s+thing)|repeat\s+(?:this|that|it|the\s+same|the\s+process|the\s+pick)?)\s*"
                           rf"(?:for|with|in|among|on|to)\s+{_TP_GROUP}"
                           rf"(?P<rule>\s*,?\s*(?:{_alts(W.PARALLEL_RULE_INCLUDED)}))?\s*[.;]?\s*$", _FLAGS)
_TP_ORDINAL = _lazy(rf"{_TP_OPEN}(?:(?:from|among|amongst|in|within|for|out\s+of|of)\s+)?the\s+(?P<n>first|second|"
                         rf"other|latter|former)(?:\s+(?:group|one|set|pool|list|state|place))?\s*,?\s*(?:we\s+|you\s+)?"
                         rf"{_TP_PICK}\s*[.;]?\s*$", _FLAGS)
_TP_EACH = _lazy(rf"{_TP_OPEN}(?:(?:from|among|amongst|in|within|for|out\s+of|of)\s+)(?:each|both|either)(?:\s+(?:of\s+)?"
                      rf"(?:the\s+two|them|those|these|group|groups|set|sets|pool|pools|list|lists|place|places|state|"
                      rf"states|cities|city)){{0,2}}\s*,?\s*(?:we\s+|you\s+)?{_TP_PICK}\s*[.;]?\s*$", _FLAGS)
_TP_LIST = _lazy(rf"{_TP_OPEN}{_TP_SUBJ}(?:(?:take|consider|look\s+at|compare|start\s+with|we\s+have|there\s+are|"
                      rf"here\s+are)\s+)?(?:two|the\s+two|these\s+two|2)\s+(?:groups|sets|pools|lists|kinds|places|states)"
                      rf"(?:\s+of\s+(?P<kind>[^:;,]+?))?\s*(?::|\u2014|,)\s*(?P<g1>(?:[^';]|'[^']*')+?)\s*,?\s+and\s+"
                      rf"(?P<g2>(?:[^';]|'[^']*')+?)\s*[.;]?\s*$", _FLAGS)
_TP_NOISE = _lazy(r"^\s*(?:there\s+are|we\s+have|we're\s+comparing|we\s+are\s+comparing|here\s+we\s+compare|"
                       r"this\s+compares|we'll\s+compare|we\s+will\s+compare)\s+(?:two|2)\s+(?:people|persons|picks|"
                       r"individuals)(?:\s+(?:to\s+compare|here|in\s+this\s+question))?\s*[.:;]?\s*$", _FLAGS)
# ('under the same tie rule' as `_SAME_TIE` reads it, and the ways of saying ties are broken as before)
_TP_SAME_RULE = _lazy(_SAME_TIE.pattern + r"|\s*,?\s*\(?\bwith\s+ties\s+(?:broken|"
                           r"settled|decided|resolved|handled)\s+(?:the\s+same\s+way|in\s+the\s+same\s+way|as\s+before|"
                           r"likewise)\)?|\s*,?\s*\(?\b(?:ties|a\s+tie)\s+(?:broken|settled|handled|going)\s+(?:the\s+same\s+"
                           r"way|as\s+before)\)?|\s*,?\s*\(?\bsame\s+(?:tie\s+rule|tiebreak|tie-break|tiebreaker)(?:\s+as\s+before)?\)?|"
                           r"\s*,?\s*\(?\b(?:breaking|settling|resolving|handling|deciding)\s+(?:any\s+)?(?:ties|a\s+tie)\s+"
                           r"(?:the\s+same\s+way|in\s+the\s+same\s+way|as\s+before|likewise|identically)\)?",
                           re.IGNORECASE)
_TP_RANKED = _lazy(r"\b(?:most|least|fewest|\w{2,}est|top|greatest|largest|smallest)\b", re.IGNORECASE)
_TP_REASKED = _lazy(r"^(?P<w>who|which\s+one|which\s+person|whose)\s+(?P<q>(?:[^?']|'[^']*')+?)\s+(?:of|between|out\s+of)"
                         r"\s+(?:those|these|the|them)(?:\s+two)?(?:\s+(?:people|persons|picks))?\s*\?", re.IGNORECASE)
_TP_PLACE = _lazy(r"^the\s+(?:home\s+)?(?:state|city)\s+(?:where|in\s+which|of|that)\b", re.IGNORECASE)


_TP_OWN_TIE = _lazy(r"^\s*(?:and\s+)?(?:(?:break|breaking|resolve|resolving|settle|settling|decide|deciding)\s+(?:any\s+|"
                         r"a\s+|the\s+|all\s+)?(?:ties?|draws?)\b|(?:if|should|when|whenever|in\s+case|in\s+the\s+event)\s+"
                         r"(?:of\s+)?(?:there\s+is\s+|there's\s+)?(?:a\s+)?(?:tie|ties|tied|several\s+are\s+tied)\b|"
                         r"(?:ties|a\s+tie|any\s+tie)\s+(?:go|goes|going|is|are)\b)", re.IGNORECASE)


def _tp_pick(r: str) -> str:
    """A pick said in a part, as the canonical reading reads it: the verb said, 'again' and 'but this time' read away,
    'its resident' and 'the resident of that state' the resident."""
    r = re.sub(r"\b(?:but|and)\s+this\s+time\s*,?\s*", "", r, flags=re.IGNORECASE)
    r = re.sub(r"\b(?:again|once\s+more)\b\s*,?\s*", "", r, flags=re.IGNORECASE)
    r = re.sub(r"\b(?:in\s+each\s+case|in\s+both\s+cases|in\s+either\s+case|each\s+time|both\s+times|for\s+each|"
               r"for\s+both)\b", "", r, flags=re.IGNORECASE)
    r = re.sub(r"\bits\s+(resident|member)\b", r"the \1", r, flags=re.IGNORECASE)
    r = re.sub(r"\bthe\s+(resident|member|person|one)\s+(?:of|in|from)\s+(?:that|this|the\s+same|their)\s+(?:state|city|"
               r"group)\b", r"the \1", r, flags=re.IGNORECASE)
    r = re.sub(r",\s*break\s+ties\s+by\b", ", breaking ties by", r, flags=re.IGNORECASE)
    r = re.sub(r"\b(?:tie|ties|tiebreak|tiebreaker|tie-break|tie-breaker)\s*(?:->|=>|\u2192|:)\s*(?:the\s+)?",
               "ties going to the ", r, flags=re.IGNORECASE)  # (Slack's 'tie -> X')
    r = " ".join(r.split()).strip(" ,.;")
    r = re.sub(r"^who\b", "the one who", r, flags=re.IGNORECASE)
    if (gloss := re.search(r"(\([^()']*\))\s*,\s*([^,()']+)$", r)) is not None and _TIE.search(gloss.group(2)) and \
            not _TIE.search(gloss.group(1)):  # ('the oldest vehicle (earliest model year), tie -> T': the rule in its own
        r = f"{r[:gloss.start()]}{gloss.group(1)} ({gloss.group(2).strip()})"  # brackets after the gloss's)
    if not re.match(rf"{_VERBS}\b", r, re.IGNORECASE):
        r = f"take {r}"
    return r


def _tp_rule(pick: str) -> str | None:
    """The pick's own tie rule as said (a parenthesis or the last comma part with a tie word), or None."""
    for m in reversed(list(re.finditer(r"\((?:[^()']|'[^']*')*\)|,(?:[^,'()]|'[^']*'|\([^()]*\))+", pick))):
        if _TIE.search(m.group(0)):
            return m.group(0)
    return None


def two_picks(text: str) -> str | None:
    """One selection made twice (the block above) -> 'Among G1, take R1 (T1). Among G2, take R2 (T2). Q'; None when
    the text is not so said (a tie rule said with one pick only is that pick's, as the readers it is written for read
    it)."""
    from cbwh.ask.discourse import _people, _plain_sentences
    sentences = _plain_sentences(text)
    q = next((n for n, s in enumerate(sentences) if re.match(r"\s*(?:which|who|whose|of\s+(?:the|these|those)\s+two|"
                                                              r"between\s+(?:the|these|those)\s+two|compare)\b", s,
                                                              re.IGNORECASE) and (s.rstrip().endswith("?") or
                                                                                  n == len(sentences) - 1)), None)
    if q is None or q == 0:
        return None
    parts = []
    for p in _parts(" ".join(sentences[:q])):
        masked = re.sub(r"(?<!\w)'[^']*'(?!\w)", lambda m: "_" * len(m.group()), p)
        cut = [m.start() for m in re.finditer(r",\s*(?:and\s+)?(?=(?:then\s+)?(?:from|among|amongst|for|in|out\s+of|"
                                               r"within|of)\s+the\s+(?:second|other|latter)\b)", masked)]
        for a, b in zip([0, *cut], [*cut, len(p)]):
            parts.append(p[a:b].strip(" ,"))
    groups: list[str] = []
    picks: list[str | None] = []
    rules: list[str] = []
    shared = False  # (one pick said for both: 'From each group, pick R', 'For G1 and G2, take R')
    pending = ""  # (a part not read, read with the next: 'Begin with G; choose R, T.')
    for said in parts:
        if not said or _TP_NOISE.match(said) or pat_gives(said):
            continue
        part = f"{pending}, {said}" if pending else said
        pending = ""
        gp = _group_patterns()
        if len(picks) == 2 and None not in picks and ((m := gp["each_case"].match(part)) is not None or
                                                      (m := gp["ties_in"].match(part)) is not None or
                                                      (m := gp["if_either"].match(part)) is not None) and _TIE.search(part):
            rule = m.group("rule")
            if m.re is gp["if_either"]:
                rule = f"if tied, {rule}"
            if m.groupdict().get("t"):
                rule = f"{m.group('t')} {rule}"
            rules.append(rule.strip().rstrip(" .;"))
            continue
        if shared and len(picks) == 2 and None not in picks and gp["own_tie"].match(part) is not None and _TIE.search(part):
            rules.append(part.strip().rstrip(" .;"))  # (one pick said for both, then its tie rule: both's)
            continue
        if not groups and (m := _TP_LIST.match(part)) is not None:
            kind = (m.group("kind") or "").strip()
            for g in (m.group("g1"), m.group("g2")):
                g = g.strip(" ,")
                if kind and re.match(r"(?:those|the\s+ones|ones)\b", g, re.IGNORECASE):
                    g = re.sub(r"^(?:those|the\s+ones|ones)\b", f"the {kind}" if not kind.lower().startswith("the ")
                               else kind, g, flags=re.IGNORECASE)
                groups.append(g)
            if not _alike(groups[0], groups[1]):
                return None  # ('residents of Ohio and residents of Texas who own a dog': the condition once, or both's?)
            picks = [None, None]
            continue
        if len(groups) == 2 and (m := _TP_EACH.match(part)) is not None and picks == [None, None]:
            if not _TP_RANKED.search(m.group("r")):
                return None
            picks = [m.group("r"), m.group("r")]
            shared = True
            continue
        if len(groups) == 2 and (m := _TP_ORDINAL.match(part)) is not None:
            n = 0 if m.group("n").lower() in ("first", "former") else 1
            if picks[n] is not None or not _TP_RANKED.search(m.group("r")) or (n == 1 and picks[0] is None):
                return None  # (the second's pick said before the first's: refused, as `discourse` does)
            picks[n] = m.group("r")
            continue
        if len(picks) == 1 and (m := _TP_SAME_ONLY.match(part)) is not None:
            kinds = [re.match(r"the\s+(?:home\s+)?(state|city)\b", g.strip(), re.IGNORECASE) for g in (groups[0], m.group("g"))]
            if (kinds[0] is None) != (kinds[1] is None) or (kinds[0] and kinds[1] and kinds[0].group(1).lower() !=
                                                            kinds[1].group(1).lower()):
                return None  # ('In the state of A, find R. Do the same in the city of B': which place of B's?)
            if kinds[0] is None and not _alike(groups[0].strip(), m.group("g").strip()):
                return None  # ('Among G1, find R. Do the same among G2': G1's condition kept too, or instead? said
            groups.append(m.group("g"))  # only when the two are one kind of group, another value: `parallel_groups`)
            picks.append(picks[0])
            continue
        if len(picks) < 2 and (m := _TP_VERB_FIRST.match(part)) is not None and _TP_RANKED.search(m.group("r")):
            groups.append(m.group("g"))
            picks.append(f"{m.group('v').lower()} {m.group('r')}")
            continue
        if len(picks) < 2 and (m := _TP_PART.match(part)) is not None and _TP_RANKED.search(m.group("r")):
            g = m.group("g").strip()
            two = re.match(r"^(?P<a>(?:[^']|'[^']*')+?)\s*,?\s+and\s+(?P<b>(?:[^']|'[^']*')+)$", g)
            if not picks and two is not None and \
                    two.group("a").lower().split()[:2] == two.group("b").lower().split()[:2]:
                if not re.search(r"\b(?:each|both|either|separately|apiece)\b", part, re.IGNORECASE):
                    return None  # ('For residents of Ohio and residents of Texas, find R': one group of both, or each?)
                groups += [two.group("a"), two.group("b")]  # ('For G1 and G2, take R, T in each case': each's pick)
                picks += [m.group("r"), m.group("r")]
                shared = True
                continue
            groups.append(g)
            picks.append(m.group("r"))
            continue
        if picks and None not in picks and not shared and _TP_OWN_TIE.match(part) and _TIE.search(part):
            n = len(picks) - 1  # (a pick's tie rule in a part of its own: the first's when the second follows, the
            if n == 1 and (_TIE.search(picks[1] or "") or not _TIE.search(picks[0] or "")):  # second's when the first
                return None  # has its own; else it could be both's)
            if _TIE.search(picks[n] or ""):
                return None
            rule = re.sub(r"^(?:and\s+)?(?:break|breaking)\b", "breaking", part.strip().rstrip(" .;"), flags=re.IGNORECASE)
            rule = re.sub(r"^(?:and\s+)?(resolv|settl|decid)(?:e|ing)\b", r"\1ing", rule, flags=re.IGNORECASE)
            picks[n] = f"{(picks[n] or '').rstrip(' ,.;')}, {rule}"
            continue
        if len(picks) == 1 and (m := _TP_COMPARED.match(part)) is not None and _TP_RANKED.search(m.group("r")):
            groups.append(f"{m.group('g')}s")
            picks.append(f"the one {m.group('r')}")
            continue
        if part is said and re.match(rf"{_TP_OPEN}{_TP_SUBJ}{_TP_LEAD}\s+{_TP_GROUP}\s*[.;]?\s*$", said, _FLAGS):
            pending = said.rstrip(" .;")
            continue
        return None
    if pending or len(groups) != 2 or len(picks) != 2 or any(p is None for p in picks) or len(rules) > 1:
        return None
    groups = [re.sub(r"\s+(?:first|then|next|too|also|as\s+well)$", "", " ".join(g.split()).strip(" ,"), flags=re.IGNORECASE)
              for g in groups]
    groups = [re.sub(r"^the\s+((?:home\s+)?(?:state|city))\s+of\s+(.+)$", r"the \1 where \2 lives", g, flags=re.IGNORECASE)
              for g in groups]
    # ('the richest person in each state', as a group: the richest people in each state)
    groups = [re.sub(r"\b(?:person|one|individual)\s+(in|from|of|per|across)\s+(each|every)\s+(state|city)\b",
                     r"people \1 \2 \3", g, flags=re.IGNORECASE) for g in groups]
    if any(re.match(r"(?:those|these|them|the\s+ones|ones|the\s+others|each|both|the\s+first|the\s+second)\b", g,
                    re.IGNORECASE) for g in groups):
        return None
    if not all(_TP_PLACE.match(g) or _people(g) for g in groups):
        return None
    steps = [_tp_pick(p) for p in picks if p is not None]
    if _TP_SAME_RULE.search(steps[0]):
        return None
    if _TP_SAME_RULE.search(steps[1]):  # ('with ties broken the same way': the first's rule, said again)
        own = _tp_rule(steps[0])
        if own is None:
            return None  # ('the same tie rule', the first pick saying none)
        steps[1] = f"{_TP_SAME_RULE.sub('', steps[1]).rstrip(' ,')}{own}"
    if rules:
        if any(_TIE.search(s) for s in steps):
            return None
        steps = [f"{s} ({rules[0][:1].lower()}{rules[0][1:]})" for s in steps]
    said_q = [_TP_REASKED.sub(lambda m: f"Of the two, whose {m.group('q')}?" if m.group("w").lower() == "whose" else
                              f"Which of the two {m.group('q')}?", s, count=1) for s in sentences[q:]]
    said_q = [re.sub(r"\b(the|these|those)\s+two\s+(picked|chosen|selected|found|identified|singled\s+out)\b"
                     r"(?!\s+(?:people|persons|individuals|ones|candidates))",
                     r"\1 two people \2", s, flags=re.IGNORECASE) for s in said_q]  # ('the two picked': people)
    if not said_q[0].rstrip().endswith("?"):
        said_q[0] = f"{said_q[0].rstrip(' .')}?"
    out = " ".join(f"{'In' if _TP_PLACE.match(g) else 'Among'} {g}, {s}." for g, s in zip(groups, steps))
    return " ".join([out, *said_q])


def pat_gives(part: str) -> bool:
    return _group_patterns()["gives"].match(part) is not None


# ONE SELECTION MADE TWICE, read by slots (e41p): the set-up cut into parts (sentences, ';' and ':' parts), the two
# sources masked (an anchor, its place, or the people of its place: 'the state where A lives', 'the home state of A',
# 'the one A lives in', 'people sharing a state with A', 'in the same state as A'), and each part read as one of: the
# sources said with words that carry no condition (`W.ONE_SELECTION_FILLER`), the one selection with a lead that only
# says where (`W.ONE_SELECTION_LEAD`: 'In each of those states, pick R, T', 'From each group, take R', 'In A's state,
# find R'), the selection said again for a source (`W.ONE_SELECTION_REPEAT`: 'repeat this for B', 'in B, someone does
# as well', 'apply the same selection and tie rule to B'), or a tie rule (the one selection's: said once, it is each
# pick's). Any other part, a third anchor, two selections that differ, or two tie rules leave the text as it is.
_OS_PLACE = r"(?P<k>(?:home\s+)?(?:state|city))"
_OS_GROUPY = (r"(?:(?:all\s+)?(?:the\s+)?(?:people|everyone|everybody|residents|those|individuals|persons|anyone|the\s+ones)"
              r"\s+(?:(?:who|that)\s+(?:are\s+)?)?(?:(?:living|residing|based|live|reside|located|who\s+live|who\s+reside)"
              r"\s+)?)")
_OS_SOURCES = (
    rf"\bthe\s+{_OS_PLACE}\s+(?:where|in\s+which)\s+(?P<p>{_PERSON})\s+{_LIVES}\b",
    rf"\bthe\s+{_OS_PLACE}\s+(?:that\s+)?(?P<p>{_PERSON})\s+(?:lives|resides|is\s+based)\s+in\b",
    rf"\bthe\s+{_OS_PLACE}\s+of\s+(?P<p>{_PERSON})",
    rf"(?P<p>{_PERSON})['\u2019]s\s+{_OS_PLACE}\b",
    rf"\b(?:the\s+)?one\s+(?:that\s+|where\s+)?(?P<p>{_PERSON})\s+(?:lives|resides|is\s+based)(?:\s+in)?\b",
    rf"\b(?:the\s+)?one\s+where\s+(?P<p>{_PERSON})\s+(?:lives|resides|is\s+based)\b",
    rf"\bwhere\s+(?P<p>{_PERSON})\s+(?:lives|resides|is\s+based)\b",
    rf"\bthat\s+of\s+(?P<p>{_PERSON})",
    rf"\b{_OS_GROUPY}?(?:in|of|from|within)\s+the\s+same\s+(?P<k>state|city)\s+as\s+(?P<p>{_PERSON})",
    rf"\b{_OS_GROUPY}(?:sharing|who\s+share|that\s+share)\s+(?:a|the|their|one)\s+(?P<k>state|city)\s+with\s+(?P<p>{_PERSON})",
)
# a person said bare, or after the places' words ('the respective home states of A and B': A, and the kind)
_OS_BARE = _lazy(r"(?:the\s+(?:[\w-]+\s+){0,2}?(?P<k>state|city|states|cities)\s+(?:of|in\s+which|where)\s+)?(?P<p>.*)",
                      re.DOTALL | re.IGNORECASE)
# a pick's lead said after it ('pick the oldest resident in each of those states'), and the place said in it ('find
# the person in their state with R')
_OS_LEAD_LAST = _lazy(r"\s*,?\s+(?:in|within|from|for|among|of|across)\s+(?:each|both)(?:\s+(?:of\s+)?(?:them|those|these|"
                           r"the\s+two|their))?(?:\s+(?:home\s+)?(?:states?|cities|city|groups?|places?))?\s*$", re.IGNORECASE)
_OS_THEIR_PLACE = _lazy(r"\s*,?\s*\b(?:in|within|from|of)\s+(?:their|his\s+or\s+her|each\s+one's|each\s+person's)"
                             r"\s+(?:own\s+)?(?:home\s+)?(?P<k>state|city)\b", re.IGNORECASE)
_OS_PLATES = _lazy(r"\b(?:the\s+)?(?:license\s+|licence\s+)?plates\s+('[^']+')\s*,?\s+and\s+('[^']+')", re.IGNORECASE)
_OS_PLATE_OWNER = _lazy(r"\bthe\s+(?:state|city)\s+where\s+(?:the|that|each)\s+plate['\u2019]s\s+owner\s+lives\b|"
                             r"\bthe\s+plate\s+owner['\u2019]s\s+(?:state|city)\b", re.IGNORECASE)
_OS_HEAD = _lazy(rf"\b(?:(?P<v>{_VERBS})\s+)?(?P<d>the\s+(?:[\w-]+\s+){{0,2}}?(?:{_in_order(W.ONE_SELECTION_HEADS)})\b|"
                      r"whoever\b|who\b|someone\b|somebody\b|a\s+(?:resident|person)\b)", re.IGNORECASE)
_OS_TIE_OPEN = _lazy(r"^\s*(?:and\s+|with\s+|but\s+)?(?:ties?\b|a\s+tie\b|any\s+tie\b|the\s+tie\b|if\b|should\b|when\b|"
                          r"whenever\b|where\b|in\s+case\b|in\s+the\s+event\b|on\s+a\s+tie\b|break|breaking\b|settle|"
                          r"settling\b|resolve|resolving\b|deciding\b|decide\b|for\s+ties\b|tied\b)",
                          re.IGNORECASE)
# a tie rule said as who wins it ('Oldest wins any tie.', 'The higher salary breaks ties.')
_OS_TIE_WON = _lazy(rf"^\s*(?:the\s+)?(?:[\w-]+\s+){{0,4}}?(?:{_in_order(W.ONE_SELECTION_TIE_WON)})\s+"
                         r"(?:any\s+|all\s+|the\s+|a\s+)?(?:ties?|draws?)\s*$", re.IGNORECASE)
_OS_TIE_SCOPE = _lazy(r"\s*,?\s*\b(?:in|within|inside|for|across)\s+(?:either|each|both|any)"
                           r"(?:\s+(?:of\s+(?:the\s+two|them))|"
                           r"\s+(?:group|state|city|case|ranking|pick|selection|search|list|place)s?)?\b|\s+there\b(?!['\u2019])"
                           r"(?!\s+(?:is|are|be|was)\b)",
                           re.IGNORECASE)
_OS_PASSIVE = _lazy(rf"\s+(?:{_in_order(W.ONE_SELECTION_PASSIVE_BE)})\s+(?:{_in_order(W.ONE_SELECTION_PASSIVE)})\b",
                         re.IGNORECASE)
_OS_RANKING = _lazy(r"\brankings?\s+(?:by|on)\s+(?:the\s+)?(?:number|count)\s+of\s+(?P<m>[a-z][a-z\s-]*?)(?=\s*(?:[,:;]|$))",
                         re.IGNORECASE)
_OS_ASKED = _lazy(r"^(?P<w>which|who|whose)(?:\s+one)?\s+(?:of|among|between|out\s+of)\s+(?:(?:the|these|those)\s+"
                       r"(?:two|pair)|them\s+both|them|both)\b(?P<x>(?:\s+[\w-]+)*?)"
                       r"(?=\s+(?:has|have|holds|hold|owns|own|is|was|earns|makes|keeps|drives|possesses|carries|had|"
                       r"comes|ranks|gets|did|does|ended|would|will|should|can|could)\b|\s*,)", re.IGNORECASE)
_OS_OF_TWO = _lazy(r"^(?P<p>of|between|out\s+of|among)\s+(?:(?:the|these|those)\s+(?:two|pair)|them\s+both|them)\b"
                        r"(?P<x>(?:\s+[\w-]+)*?)\s*,\s*"
                        r"(?=(?:who|which|whose)\b)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _os_second_split() -> re.Pattern[str]:
    """Where a second pick starts after its place in one sentence (`W.ONE_SELECTION_SECOND_JOIN`)."""
    return re.compile(rf"\s*(?:{_alts(W.ONE_SELECTION_SECOND_JOIN)})\s+(?=(?:{_alts(W.ONE_SELECTION_SECOND_LEAD)})\s+"
                      r"\u27e6S\d\u27e7)", re.IGNORECASE)


@lru_cache(maxsize=1)
def _os_both_break() -> re.Pattern[str]:
    """A rule said for both picks as what they do ('both choices break ties by X', `W.ONE_SELECTION_BOTH_BREAK`)."""
    return re.compile(rf"^\s*(?:{_alts(W.ONE_SELECTION_BOTH_BREAK)})\s+(?=by|in\s+favou?r\s+of|with|using|for)",
                      re.IGNORECASE)


# a pick's place said after it ('the person with R in the same state as A', 'R among the people of A's state')
_OS_PLACE_AFTER = _lazy(r"\s*,?\s*(?:(?:in|within|from|among|amongst|of|living\s+in|residing\s+in)\s+)?\u27e6S\d\u27e7\s*$",
                             re.IGNORECASE)
# a tie rule's scope said before it ('in each group, T', 'for both picks, T', 'in either state, T')
_OS_TIE_SCOPE_FIRST = _lazy(r"^\s*(?:in|within|inside|for|across)\s+(?:either|each|both|any)(?:\s+(?:of\s+(?:the\s+two|"
                                 r"them))|\s+(?:group|state|city|case|ranking|pick|selection|search|list|place)s?)?\s*,\s*",
                                 re.IGNORECASE)
_OS_VERB_WORDS = frozenset(w for v in (*W.PARALLEL_PICK_VERBS, *W.ONE_SELECTION_LEAD_VERBS) for w in v.split())


@lru_cache(maxsize=1)
def _os_ranked_pattern() -> re.Pattern[str]:
    """A group ranked by a count ('Rank the people of A's state by how many internet accounts they have'): the verb, the
    group's words, the source, 'by', the kind of record counted (`W.ONE_SELECTION_RANK_VERBS`, `W.ONE_SELECTION_RANK_BY`)."""
    return re.compile(rf"^\s*(?:{_in_order(W.ONE_SELECTION_RANK_VERBS)})\s+(?:(?:all\s+)?(?:the\s+)?(?:people|residents|"
                      r"persons|individuals|everyone)\s+(?:(?:living|residing|based)\s+)?(?:in\s+|of\s+|from\s+)?)?"
                      rf"\u27e6S\d\u27e7\s+(?:{_in_order(W.ONE_SELECTION_RANK_BY)})\s+(?P<m>[a-z][a-z -]*?)"
                      rf"(?:\s+(?:{_in_order(W.ONE_SELECTION_RANK_HELD)}))?\s*$", re.IGNORECASE)


def _os_ranked_by(part: str) -> str | None:
    """A group ranked by how many records its people hold, the one on top the pick: 'take the person with the most
    X'; None when the part is not so said, or the ranking is not by a count (by age or money, the top could be either
    end)."""
    m = _os_ranked_pattern().match(part)
    if m is None or m.group("m").strip().lower() not in W.ONE_SELECTION_RANK_RECORDS:
        return None
    return f"take the person with the most {m.group('m').strip()}"


def _os_picks_before(part: str) -> list[str]:
    """Two picks in one part, each said before its place and joined ('Look at R in A's state, and at R in B's state'):
    the two apart; else the part as it is."""
    same = re.fullmatch(rf"(?P<a>[^\u27e6]*\u27e6S\d\u27e7[^\u27e6]*?)\s*(?:,|;)\s*(?:and\s+)?(?:then\s+)?"
                        rf"(?P<b>(?:{_alts(W.PARALLEL_SAME)})\s+(?:{_alts(W.PARALLEL_SAME_FOR)})\s+"
                        r"(?:(?:all\s+)?(?:the\s+)?(?:people|residents|persons|individuals|everyone)\s+(?:(?:living|residing|"
                        r"based)\s+)?(?:in\s+|of\s+|from\s+)?)?\u27e6S\d\u27e7)\s*[.;!]?\s*", part, re.IGNORECASE | re.DOTALL)
    if same is not None:  # ('Rank G1 by R, and do the same for G2', e44g: the second said again for its own source)
        return [same.group("a"), same.group("b")]
    m = re.fullmatch(rf"(?P<a>.*?\u27e6S\d\u27e7)\s*(?:,|;)?\s*(?:{_alts(W.ONE_SELECTION_PICKS_JOIN)})\s+"
                     r"(?P<b>[^\u27e6]*\u27e6S\d\u27e7)\s*[.;!]?\s*", part, re.IGNORECASE | re.DOTALL)
    if m is None or m.group("a").count("\u27e6") != 1 or \
            not all(_OS_HEAD.search(m.group(g)) and _OS_PLACE_AFTER.search(m.group(g)) for g in ("a", "b")):
        return [part]
    first = _OS_HEAD.search(m.group("a"))
    said = m.group("a")[:first.start()] if first is not None and not first.group("v") else ""
    second = m.group("b").strip()
    if said.strip() and re.match(r"(?:at|on|to|with)\b", second, re.IGNORECASE) and re.search(r"\b(?:at|on|to|with)\s*$", said):
        said = re.sub(r"\s*\b(?:at|on|to|with)\s*$", " ", said)  # ('and at R in B's state': the first's verb, 'at')
    return [m.group("a"), f"{said}{second}"]


def _os_words(said: str, allowed: frozenset[str], phrases: tuple[str, ...] = ()) -> bool:
    """Is the text (markers aside) made only of the words allowed?"""
    said = re.sub(r"\u27e6S\d\u27e7", " ", said).lower()
    for p in phrases:
        said = re.sub(rf"\b{re.escape(p)}\b", " ", said)
    return all(w in allowed for w in re.findall(r"[a-z']+", said.replace("\u2019", "'"))) and \
        not re.search(r"[^\sa-z',\u2014\-:]", said)


def _os_tie(rule: str) -> str:
    rule = _os_both_break().sub("ties broken ", rule.strip(), count=1)
    rule = re.sub(r"^(?:if|should|when|whenever|in\s+case)\s+(?:either|each|any|both)(?:\s+of\s+(?:them|the\s+two|those))?"
                  r"(?:\s+(?:group|state|city|ranking|pick|selection|search|place)s?)?\s+"
                  r"(?:has|have|ends?\s+up\s+with|shows?|"
                  r"produces?|gives?)\s+(?:a\s+|any\s+)?(?:tie|ties|draw)\b", "if there's a tie", rule.strip(),
                  flags=re.IGNORECASE)
    rule = " ".join(_OS_TIE_SCOPE.sub("", rule).split()).strip(" ,.;")
    rule = re.sub(r"^(?:a\s+)?(?:tie|ties|tiebreak|tiebreaker|tie-break|tie-breaker)\s*(?:->|=>|\u2192|:)\s*(?:the\s+)?",
                  "ties going to the ", rule, flags=re.IGNORECASE)  # (Slack's 'tie -> X')
    rule = re.sub(r"^(?:and|but)\s+", "", rule, flags=re.IGNORECASE)
    rule = re.sub(r"\b(?:individual|member|resident)\b", "person", rule, flags=re.IGNORECASE)
    rule = re.sub(r"^(?:if|when|whenever|should|where|in\s+case|in\s+the\s+event)\b[^,]*\b(?:tie|ties|tied|draw)\b[^,]*,\s*",
                  "if there's a tie, ", rule, flags=re.IGNORECASE)  # ('should two or more be tied, T': the pick's tie)
    said_one = r"(?P<w>(?:the|whoever)\b.*?\S)\s+(?:is\s+the\s+one|is\s+the\s+pick|wins|" \
               rf"gets\s+it|goes\s+first|(?:{_in_order(W.ONE_SELECTION_PASSIVE_BE)})\s+(?:{_in_order(W.ONE_SELECTION_PASSIVE)}))$"
    rule = re.sub(rf"^(?P<c>(?:if|when|should|in\s+case)\b[^,]*,\s*)?{said_one}", lambda m: f"{m.group('c') or 'if tied, '}take "
                  f"{m.group('w')}", rule, flags=re.IGNORECASE)
    rule = re.sub(r"^(if|when|should|in\s+case)\b([^,]*),\s*(the|whoever)\b", r"\1\2, take \3", rule, flags=re.IGNORECASE)
    return rule[:1].lower() + rule[1:]


def _os_split_tie(pick: str) -> tuple[str, str | None]:
    """A pick and its own tie rule (a bracket or the comma parts from the first one with a tie word), apart."""
    masked = re.sub(r"'[^']*'", lambda q: "_" * len(q.group()), pick)
    if (m := re.search(r"\s*\(([^()]*)\)\s*$", masked)) is not None and _TIE.search(m.group(1)):
        return pick[:m.start()].rstrip(" ,"), pick[m.start(1):m.end(1)]
    for c in re.finditer(r",", masked):
        if re.search(r"\b(?:tie|ties|tied|tiebreak|tiebreaker|tie-break|tie-breaker|draw)\b", masked[c.end():],
                     re.IGNORECASE) or \
                re.match(r"\s*(?:with|taking|choosing|going\s+with|picking|preferring)\b[^,]*\b(?:tie|ties|tied)\b",
                         masked[c.end():], re.IGNORECASE) or \
                re.match(r"\s*the\s+\w+\s+(?:being\s+taken|winning|going\s+first)\b.*\b(?:tie|ties|tied)\b", masked[c.end():],
                         re.IGNORECASE):
            return pick[:c.start()].rstrip(" ,"), pick[c.end():].strip(" ,.;")
    return pick, None


def _os_pick(said: str) -> str | None:
    """A selection as the canonical reading says it ('take the resident with R'), or None when it ranks nothing."""
    said = _OS_PASSIVE.sub("", said, count=1)
    said = re.sub(r"\b(?:again|as\s+well|too|once\s+more)\b\s*", "", said, flags=re.IGNORECASE)
    said = " ".join(re.sub(r"\bw/\s*", "with ", said).split()).strip(" ,.;")
    said = re.sub(r"^(?:someone|somebody|a\s+resident|a\s+person)\s+(?=\w)", "the person who ", said, flags=re.IGNORECASE)
    said = re.sub(rf"^((?:{_VERBS})\s+)?who\b", r"\1the person who", said, flags=re.IGNORECASE)
    if not _TP_RANKED.search(said):
        return None
    said = re.sub(r"^(?:single\s+out|pick\s+out|look\s+for|find|take|pick|choose|select|identify|get|locate|determine|"
                  r"grab)\s+", "", said, flags=re.IGNORECASE)  # (any verb of choice: 'take', as the reading says it)
    said = re.sub(r"^((?:the|whoever)\b(?:\s+[\w-]+){0,2}?)\s+possessing\b", r"\1 holding", said, flags=re.IGNORECASE)
    said = re.sub(r"^(the(?:\s+[\w-]+){0,2}?)\s+(?:member|individual|candidate)\b", r"\1 person", said, flags=re.IGNORECASE)
    return f"take {said}"


def _os_question(rest: list[str]) -> list[str] | None:
    """The question said of 'the two' (whatever words describe them, `W.ONE_SELECTION_PICKED`), or None."""
    first = re.sub(r"^(?:who|which(?:\s+one)?)\s*,\s*(?:of|between|out\s+of|among)\s+(?:(?:the|these|those)\s+two|them)\s*,\s*",
                   "Which of the two ", rest[0].strip(), flags=re.IGNORECASE)  # ('Who, of the two, is older?')
    picked = frozenset(W.ONE_SELECTION_PICKED)
    if (m := _OS_ASKED.match(first)) is not None:
        if not _os_words(m.group("x"), picked):
            return None
        first = f"{m.group('w').capitalize()} of the two{first[m.end():]}"
    elif (m := _OS_OF_TWO.match(first)) is not None:
        if not _os_words(m.group("x"), picked):
            return None
        first = f"{m.group('p').capitalize()} the two, {first[m.end():]}"
    else:
        return None
    return [first, *rest[1:]]


def _os_sources_bare(masked: str, own_lead: list[bool]) -> bool:
    """Is each source said as the place itself: the word right before it one of words.ONE_SELECTION_BEFORE_SOURCE (or
    ending in a mark), and none of ONE_SELECTION_SOURCE_RELATIONS among the two words before it ('the one next to
    where A lives', 'the state other than B's': another place, e50c)?"""
    for m in re.finditer(r"((?:\S+\s+){0,2})\u27e6S(\d)\u27e7", masked):
        before = m.group(1).lower().split()
        if set(before) & W.ONE_SELECTION_SOURCE_RELATIONS:
            return False
        if not before or own_lead[int(m.group(2))] or before[-1] in W.ONE_SELECTION_BEFORE_SOURCE or \
                before[-1][-1] in ":,;(\u2014":
            continue
        return False
    return True


def one_selection(text: str) -> str | None:
    """One selection made twice, read by slots (the block above) -> 'In the state where A lives, R (T). In the state
    where B lives, R (T). Q'; None when the text is not so said."""
    if "?" not in text or text.count("'") < 4:
        return None
    from cbwh.ask.discourse import _plain_sentences

    sentences = _plain_sentences(text)
    q = next((n for n, s in enumerate(sentences) if re.match(r"\s*(?:which|who|whose|of\s+(?:the|these|those)\s+(?:two|"
                                                              r"pair)|of\s+them|between|out\s+of|among\s+(?:the|these|those)"
                                                              r"\s+two|among\s+them)\b",
                                                              s, re.IGNORECASE)), None)
    if q is None or q == 0 or not sentences[q].rstrip().endswith("?"):
        return None
    rest = _os_question(sentences[q:])
    if rest is None:
        return None
    setup = " ".join(sentences[:q])
    setup = _OS_PLATES.sub(r"the owner of the vehicle with license plate \1 and the owner of the vehicle with license plate \2",
                           setup)
    setup = _OS_PLATE_OWNER.sub("the state they live in", setup)
    sources: list[tuple[str | None, str]] = []  # (kind or None, person)
    both_said: list[str] = []

    own_lead: list[bool] = []  # (a source said with its own preposition: 'the people in the same state as A')

    def source(m: re.Match[str]) -> str:
        own_lead.append(m.re.pattern in _OS_SOURCES[-2:])
        k = m.groupdict().get("k")  # (the kind said; '' a place of a kind said elsewhere; None a person said bare)
        said = ("city" if k.lower().split()[-1].startswith("cit") else "state") if k else \
            ("" if m.re.pattern != _OS_BARE.pattern else None)
        if k and k.lower().split()[-1] in ("states", "cities"):
            both_said.append(k)  # ('the states where A and B live': both people's places, e44g)
        sources.append((said, m.group("p")))
        return f"\u27e6S{len(sources) - 1}\u27e7"

    masked = setup
    for form in _OS_SOURCES:
        masked = re.compile(form, _FLAGS).sub(source, masked)
    masked = re.sub(_PERSON, lambda m: source(_OS_BARE.match(m.group(0))), masked, flags=_FLAGS)  # type: ignore[arg-type]
    if len(sources) != 2 or "'" in re.sub(r"(?<=\w)'(?=\w)", "", masked) or \
            any(re.match(r"the\s+(?:home\s+)?(?:state|city|states|cities|place|places|one|ones)\b", p, re.IGNORECASE)
                for _, p in sources):
        return None
    order = [int(n) for n in re.findall(r"\u27e6S(\d)\u27e7", masked)]
    if sorted(order) != [0, 1] or not _os_sources_bare(masked, own_lead):
        return None
    if order == [1, 0]:
        sources.reverse()
        masked = masked.replace("\u27e6S0\u27e7", "\u27e6T\u27e7").replace("\u27e6S1\u27e7", "\u27e6S0\u27e7") \
            .replace("\u27e6T\u27e7", "\u27e6S1\u27e7")
    filler = frozenset(W.ONE_SELECTION_FILLER)
    lead_words = frozenset(W.ONE_SELECTION_LEAD)
    repeat_words = frozenset(W.ONE_SELECTION_REPEAT) | lead_words
    parts: list[tuple[int, str]] = []  # (the sentence, the part)
    for n, sentence in enumerate(_plain_sentences(masked)):
        depth, start = 0, 0
        for i, ch in enumerate(sentence):
            depth += ch == "("
            depth -= ch == ")"
            if ch in ";:" and depth == 0:
                parts.append((n, sentence[start:i]))
                start = i + 1
        parts.append((n, sentence[start:]))
    # (two picks in one sentence, the second said after its place: 'In A's, it's R, and in B's, it's likewise R')
    parts = [(n, piece) for n, part in parts for piece in _os_second_split().split(part)]
    # (two picks in one part, each said before its place: 'Look at R in A's state, and at R in B's state', e44g)
    parts = [(n, piece) for n, part in parts for piece in _os_picks_before(part)]
    said_all: list[str] = []  # (the selection said for both)
    said_for: dict[int, str] = {}  # (the selection said for one source)
    repeated: list[int] = []
    rules: list[str] = []
    said_rules: list[tuple[int, str]] = []  # (the tie rules as said, and their sentences)
    picked_in: set[int] = set()  # (the sentences that say the selection)
    verbless = False  # (a pick said with no verb: 'In each state, the oldest resident.')
    words_said = ""  # (the words that say the places: their kind)
    said_at = [n for n, (_, p) in enumerate(parts) if "\u27e6S" in p]  # (the parts that say a source)
    for part_no, (sentence_no, part) in enumerate((n, p.strip(" .;:")) for n, p in parts):
        if not part:
            continue
        marks = [int(n) for n in re.findall(r"\u27e6S(\d)\u27e7", part)]
        # (a pick said between the two sources, not said of each: 'Consider the people in A's state. Find R. Next,
        # take B's state.': the first's pick, the second's never said, e50c)
        both_yet = marks or not said_at or not said_at[0] <= part_no < said_at[-1] or \
            re.search(r"\b(?:each|both|either|two)\b", part, re.IGNORECASE) is not None
        part = re.sub(r"^(?:and|then|next|now|so|first|firstly|second|secondly|finally)\s*,?\s+", "", part, flags=re.IGNORECASE)
        if _os_words(part, filler, W.ONE_SELECTION_FILLER_PHRASES):
            words_said += f" {part}"
            continue
        unscoped = _OS_TIE_SCOPE_FIRST.sub("", part, count=1)  # ('In each group, a tie on R goes to T', e44g)
        if not marks and _TIE.search(part) and (_OS_TIE_OPEN.match(unscoped) or _OS_TIE_WON.match(unscoped) or
                                                _os_both_break().match(unscoped)) and not re.search(
                r"\b(?:they|them|the\s+two|both\s+people|the\s+pair|those\s+two|these\s+two)\b", part, re.IGNORECASE):
            rules.append(_os_tie(part))
            said_rules.append((sentence_no, part))
            continue
        if (r := _OS_RANKING.search(part)) is not None:  # ('two rankings by number of X, ties in each going to T: one
            # among A's state, the other among B's': the one at the top of each, the person with the most X)
            pieces = re.split(r",", f"{part[:r.start()]} ,{part[r.end():]}")
            ties = [t.strip() for t in pieces if _TIE.search(t) and _OS_TIE_OPEN.match(t) and "\u27e6" not in t]
            if len(ties) > 1 or not all(_os_words(t, filler, W.ONE_SELECTION_FILLER_PHRASES) for t in pieces if
                                        t.strip() not in ties):
                return None
            said_all.append(f"take the person with the most {r.group('m').strip()}" + (f", {ties[0]}" if ties else ""))
            words_said += f" {part[:r.start()]}"
            continue
        if len(marks) == 1 and (ranked := _os_ranked_by(part)) is not None:  # ('Rank G1 by how many X they have', e44g)
            if marks[0] in said_for:
                return None
            said_for[marks[0]] = ranked
            picked_in.add(sentence_no)
            continue
        if len(marks) == 1 and not _TP_RANKED.search(part) and \
                re.search(r"\b(?:repeat|repeating|same|likewise|as\s+well|too|similarly|again|another)\b", part, re.IGNORECASE) \
                and _os_words(part, repeat_words):
            repeated.append(marks[0])
            continue
        if len(marks) == 2:  # ('For each of A and B, look at the state they live in and pick R': the two, then the pick)
            last = part.index(f"\u27e6S{marks[1]}\u27e7")
            # (the two set off by a comma or a dash: 'For each of two states \u2014 A's and B's \u2014 pick R', e42p)
            comma = min((k for k in (part.find(mark, last) for mark in (",", "\u2014", "\u2013", " - ")) if k >= 0),
                        default=-1)
            if comma < 0 or not _os_words(part[:comma], filler, W.ONE_SELECTION_FILLER_PHRASES):
                return None
            words_said += f" {part[:comma]}"
            if not re.search(r"\b(?:each|both|either|separately|respectively|apiece|two)\b", masked, re.IGNORECASE):
                return None  # ('In A's state and in B's, take R': from each, or from both together?)
            part, marks = re.sub(r"^\s*(?:and|then)\s+", "", part[comma + 1:].strip(), flags=re.IGNORECASE), []
        head = _OS_HEAD.search(part)
        if head is None or len(marks) > 1:
            return None
        lead = part[:head.start()]
        pick = part[head.start():]
        if marks and (at := _OS_PLACE_AFTER.search(pick)) is not None and sources[marks[0]][0]:
            pick = pick[:at.start()]  # ('the person with R in the same state as A': the pick, then its place, e44g)
            lead = f"{lead} \u27e6S{marks[0]}\u27e7"
        core, own_tie = _os_split_tie(pick)
        if (after := _OS_LEAD_LAST.search(core)) is not None and not lead.strip(" ,"):
            lead, core = core[after.start():], core[:after.start()]
        if (there := _OS_THEIR_PLACE.search(core)) is not None:
            lead, core = f"{lead} {there.group('k')}", f"{core[:there.start()]}{core[there.end():]}"
        pick = f"{core}, {own_tie}" if own_tie else core
        lead_verb = re.search(rf"\b(?:{_VERBS}|{_in_order(W.ONE_SELECTION_LEAD_VERBS)})\b", lead, re.IGNORECASE)
        if not _os_words(lead, lead_words | _OS_VERB_WORDS):
            return None
        if "\u27e6" in pick:
            return None
        if marks:
            if marks[0] in said_for:
                return None
            said_for[marks[0]] = pick
        elif not both_yet:
            return None
        else:
            said_all.append(pick)
        picked_in.add(sentence_no)
        verbless = verbless or not (head.group("v") or lead_verb or _OS_PASSIVE.search(pick) or
                                    re.match(r"(?:someone|somebody|a\s+resident|a\s+person)\s+(?!with\b|who\b)\w+s\b",
                                             pick, re.IGNORECASE))
        words_said += f" {lead}"
    # the selection: said once for both, or for one and again for the other, or for each in the same words
    if said_all:
        if said_for or repeated or len(said_all) != 1:
            return None
        picks = [said_all[0], said_all[0]]
    elif len(said_for) == 2 and not repeated:
        picks = [said_for[0], said_for[1]]
    elif len(said_for) == 1 and repeated == [1 - next(iter(said_for))]:
        picks = [next(iter(said_for.values()))] * 2
    else:
        return None
    split = [_os_split_tie(p) for p in picks]
    read = [_os_pick(core) for core, _ in split]
    if None in read:
        return None
    own = [_os_tie(t) if t else None for _, t in split]
    norm = [re.sub(r"\b(?:again|as\s+well|too|once\s+more)\b\s*", "", f"{r} {t}", flags=re.IGNORECASE).split()
            for r, t in zip(read, own)]
    if norm[0] != norm[1] or len(rules) > 1 or (rules and own[0]):
        return None
    if verbless and not re.search(r"\b(?:identify|find|pick|choose|select|name|need|want|get)\s+(?:the\s+)?two\s+(?:people|"
                                  r"persons|residents|individuals|picks)\b|\btwo\s+(?:people|persons|residents|individuals)\s+"
                                  r"(?:are|get|will\s+be)\s+(?:chosen|picked|selected)\b", words_said, re.IGNORECASE):
        return None  # ('In each state, the oldest resident.': whom it finds, not said)
    if any(re.search(r"\b(?:not|no|never|none|nobody|without|unless|except)\b|n['\u2019]t\b", t, re.IGNORECASE)
           for t in [t for _, t in said_rules] + [t for _, t in split if t]):
        return None  # ('If either search isn't tied, T': no reading of a tie rule said with a negation)
    if rules and not re.search(r"\b(?:either|each|both|all|every|several|residents?|people|persons|candidates|searche?s?|"
                               r"states?|cit(?:y|ies)|groups?|rankings?|picks?|selections?|that\s+count|the\s+count)\b",
                               said_rules[0][1], re.IGNORECASE) and said_rules[0][0] not in picked_in:
        return None  # ('Find R in A's state; do the same for B's. If there's a tie, take T.': the picks' tie, or the
        # comparison's? said in the selection's sentence, or with its scope, it is the selection's)
    one_place = r"there(?!['\u2019]s\b|\s+(?:is|are|be|was|were)\b)|here|(?:that|this)\s+(?:state|city|one|group)|" \
                r"the\s+(?:second|latter|last|other)|for\s+(?:it|him|her)"
    if rules and said_for and not re.search(r"\b(?:either|each|both|all|every)\b", said_rules[0][1], re.IGNORECASE) and \
            re.search(rf"\b(?:{one_place})\b", said_rules[0][1], re.IGNORECASE):
        return None  # ('In A's state, find R; do the same for B's. Ties there go to T': B's pick's rule, or both's?)
    if rules and len(said_for) == 2 and not re.search(r"\b(?:either|each|both|all|every)\b", said_rules[0][1],
                                                      re.IGNORECASE):
        return None  # (a tie rule said apart from two selections each said in full: one's, or both's? unless it says
        # both: 'both choices break ties by X', e42p)
    tie = rules[0] if rules else own[0]
    # the places' kind: said with a source, or in the words around them ('in each of those states', 'two states')
    kinds = {k for k, _ in sources if k} | {("city" if w.startswith("cit") else "state")
                                             for w in re.findall(r"\b(?:state|states|city|cities)\b", words_said.lower())}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    if any(k is None for k, _ in sources) and not both_said and \
            not re.search(r"\b(?:their|those|these|they|home|two|both|by)\b", words_said, re.IGNORECASE):
        return None  # ('Consider A and B. In each state, pick R': their states, or every state?)
    said = " ".join(f"In the {kind} where {p} lives, {r}{f' ({tie})' if tie else ''}." for (_, p), r in zip(sources, read))
    return " ".join([said, *rest])
