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
from functools import lru_cache

from cbwh.spec import words as W

_Q = r"'[^']*'"
# a person said by one quoted anchor ('the owner of the bird named 'Derrick'', 'the person with username 'x'')
_PERSON = rf"(?:the|whoever|someone|somebody)\b(?:[^'.;:?!()\u27e6]|(?<=\w)'(?=\w))*?\s{_Q}"
_LIVES = r"(?:lives|resides|is\s+based|is\s+located|lives\s+in|resides\s+in|calls\s+home)"
_VERBS = r"(?:find|take|pick|choose|select|identify|get|locate|determine|single\s+out|pick\s+out|look\s+for|grab)"
_TIE = re.compile(r"\b(?:tie|ties|tied|tying|tiebreak|tie-break|tiebreaker|draw|level|equal|equally|several|break)\b",
                  re.IGNORECASE)


def _alts(said: W.Said) -> str:
    return "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in sorted(said, key=len, reverse=True))


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    lead, ann, each = _alts(W.PARALLEL_LEADS), _alts(W.PARALLEL_ANNOUNCED), _alts(W.PARALLEL_EACH_PLACE)
    same, for_ = _alts(W.PARALLEL_SAME), _alts(W.PARALLEL_SAME_FOR)
    two = r"(?P<a>\u27e6[PL]0\u27e7)\s*,?\s*(?:and|as\s+well\s+as|then|and\s+then|plus)\s+(?:then\s+)?(?:also\s+)?" \
          r"(?:at\s+|on\s+)?(?P<b>\u27e6[PL]1\u27e7)"
    end = r"\s*[.;!]?\s*$"
    flags = re.IGNORECASE | re.DOTALL
    return {
        "place_where": re.compile(rf"\bthe\s+(?P<k>(?:home\s+)?(?:state|city))\s+(?:where|in\s+which)\s+(?P<p>{_PERSON})\s+"
                                  rf"{_LIVES}\b", flags),
        "place_of": re.compile(rf"\bthe\s+(?P<k>(?:home\s+)?(?:state|city))\s+of\s+(?P<p>{_PERSON})", flags),
        "place_owned": re.compile(rf"(?P<p>{_PERSON})['\u2019]s\s+(?P<k>(?:home\s+)?(?:state|city))\b", flags),
        "person": re.compile(_PERSON, flags),
        # 'Consider A and B.', 'Look first at the state where A lives, and then at the state where B lives.'
        "two": re.compile(rf"^\s*(?:(?:so|ok|okay|now|first|firstly)\s*,?\s+)?(?:{lead})\s+(?:first\s+)?"
                          rf"(?:(?:{ann})\s*(?::|,|\u2014|-)?\s*)?(?:at\s+)?{two}{end}", flags),
        # 'Consider the states where A and B live.', 'Suppose we look at where A and B live.'
        "two_live": re.compile(rf"^\s*(?:{lead})\s+(?:the\s+(?P<k>states|cities|home\s+states)\s+)?(?:where|in\s+which)\s+"
                               rf"(?P<a>\u27e6P0\u27e7)\s*,?\s*and\s+(?P<b>\u27e6P1\u27e7)\s+(?:live|reside|are\s+based)"
                               rf"{end}", flags),
        # 'In each of those states, pick R.', 'From each, take R.', 'Pick R in each of their states.'
        "each_first": re.compile(rf"^\s*(?:(?:then|now|next|and|so)\s*,?\s+)?(?P<each>{each})\s*,?\s+(?:(?:we|you)\s+)?"
                                 rf"(?P<step>{_VERBS}\b.+?){end}", flags),
        "each_last": re.compile(rf"^\s*(?:(?:then|now|next|and|so)\s*,?\s+)?(?:(?:we|you)\s+)?(?P<step>{_VERBS}\b.+?)\s*,?\s+"
                                rf"(?P<each>{each}){end}", flags),
        # '...; then do the same for the state where B lives', '. Repeat this for B's state.'
        "same": re.compile(rf"(?:\s*[;,.]\s*|\s+)(?:and\s+)?(?:then\s+)?(?:(?:we|you)\s+)?(?:{same})\s*,?\s+(?:{for_})\s+"
                           rf"(?P<b>\u27e6L1\u27e7)\s*(?:[.;!]\s*|$)", flags),
        "first_look": re.compile(rf"^\s*(?:(?:so|ok|okay|now|first|firstly)\s*,?\s+)?(?:{lead})\s+(?:first\s+)?(?:at\s+)?"
                                 rf"(?P<a>\u27e6L0\u27e7)\s*,?\s+and\s+(?:then\s+)?(?P<step>{_VERBS}\b.+?)\s*$", flags),
        "first_in": re.compile(rf"^\s*(?:first\s*,?\s+)?(?:in|within|from|among\s+the\s+residents\s+of)\s+"
                               rf"(?P<a>\u27e6L0\u27e7)\s*,?\s+(?P<step>{_VERBS}\b.+?)\s*$", flags),
        "gives": re.compile(rf"^\s*(?:{_alts(W.PARALLEL_GIVES)}){end}", flags),
        "each_case": re.compile(rf"^\s*(?:{_alts(W.EACH_CASE)})\s*,?\s+(?P<rule>.+?){end}", flags),
        "ties_in": re.compile(r"^\s*(?P<t>(?:a\s+|any\s+)?(?:tie|ties|draws?))\s+(?:in|within|inside|for)\s+(?:either|each|"
                              r"both)\s+(?:state|city|place|group|case|pick)s?\s+(?P<rule>.+?)" + end, flags),
    }


def _place_kind(words: str) -> str | None:
    m = re.search(r"\b(state|states|city|cities)\b", words, re.IGNORECASE)
    if m is None:
        return None
    return "city" if m.group(1).lower() in ("city", "cities") else "state"


_THEIR_PLACE = re.compile(r"\s*,?\s*\b(?:in|within|from)\s+(?:their|his or her|each one's|each person's)\s+(?:own\s+)?"
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
        persons.append(m.group(0))
        return f"\u27e6P{len(persons) - 1}\u27e7"

    masked = setup
    for key in ("place_where", "place_of", "place_owned"):
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
    parts = [p for p in _plain_sentences(masked) if p.strip()]
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
        parts = cut[:k] + _plain_sentences(joined[m_same.end():])
    for part in parts:
        s = part.strip()
        if not s:
            continue
        if pat["gives"].match(s):
            continue
        if two is None and ((m := pat["two"].match(s)) is not None or (m := pat["two_live"].match(s)) is not None):
            two = (m.group("a"), m.group("b"))
            if m.groupdict().get("k"):
                kind = _place_kind(m.group("k"))
            continue
        if step is None and two is not None and ((m := pat["each_first"].match(s)) is not None or
                                                 (m := pat["each_last"].match(s)) is not None):
            step = m.group("step")
            said_kind = _place_kind(m.group("each"))
            if said_kind is None and (there := _THEIR_PLACE.search(step)) is not None:
                said_kind = there.group("k").lower()
                step = _THEIR_PLACE.sub("", step, count=1)
            if said_kind is not None:
                if kind is not None and kind != said_kind:
                    return None
                kind = said_kind
            elif re.search(r"\b(?:in|from|within)\s+(?:each|both)\s*$", m.group("each"), re.IGNORECASE) is None and \
                    not m.group("each").lower().startswith(("in both", "in each case", "for ")):
                return None
            continue
        if step is not None and ((m := pat["each_case"].match(s)) is not None or (m := pat["ties_in"].match(s)) is not None) \
                and _TIE.search(m.group("rule")):
            rule = m.group("rule")
            if m.groupdict().get("t"):
                rule = f"{m.group('t')} {rule}"
            rules.append(rule.strip().rstrip(" .;"))
            continue
        return None
    if two is None or step is None or len(rules) > 1:
        return None
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
            people.append(f"the {kind} where {persons[n]} lives")
    step = step.strip().rstrip(" .;,")
    if "\u27e6" in step and re.search(r"\u27e6[PL][01]\u27e7", step):
        return None  # (the step names one of the two: not said for each)
    if rules and _TIE.search(step):
        return None  # (a tie rule of the step's own, and one said for each: which?)
    rule = f" ({rules[0][:1].lower()}{rules[0][1:]})" if rules else ""
    said = " ".join(f"In {p}, {unmasked(step)}{rule}." for p in people)
    return " ".join([said, *rest])


__all__ = ["parallel"]
