"""A question written as an exercise, rewritten as the sentences the discourse layer and the grammar read.

Exam and exercise authors lay a question out: one item a line or a bullet ("- Group: residents of Ohio\\n- Measure:
most vehicles"), and the rules for ties said first ("Rules: if several people qualify, choose the richest; if still
tied, the oldest. Among ...?"). `laid_out` writes such a text as sentences (each line ended, its bullet dropped) and the
rules after the question, where the grammar reads a tie rule; the discourse layer (`discourse.narrated`) then reads the
result as it reads any other text. Nothing is dropped but marks: a line or a rule the grammar does not read is refused
by it, naming it. Its words live in `cbwh.spec.words`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from cbwh.ask.parser import ParseError, Parser
from cbwh.ask.phrases import lazy as _lazy
from cbwh.ask.tokens import END, STRING, WORD
from cbwh.spec import words as W

if TYPE_CHECKING:
    from cbwh.ask.discourse import _Words

# a bullet before a line's item ('- ', '* ', '• ', '> '): a mark that says nothing
_BULLET = _lazy(r"[-*\u2022\u00b7\u2023\u25e6\u25aa\u2013\u2014>]+\s+")
_ENDS = (".", "?", "!", ";", ":", ",")


def laid_out(text: str) -> str:
    """The text with its lines written as sentences and its rules for ties said after the question; the text itself
    when it has neither."""
    from cbwh.ask.slack import labels_scoped  # (a tie rule scoped by the two people's labels, e49s)

    return _labelled(_rules_after(_lines(_pair_laid(labels_scoped(text)))))


# --- two people laid out under a terse comparison -------------------------------------------------------------------

# an item's label at the start of a line: 'A: ', 'B = ', '- A: ', 'a) ', '(b) ', '1) ', '2. ', '(i) ', '(ii) '
_ITEM_LINE = _lazy(r"\s*(?:[-*\u2022]\s*)?(?:(?:person\s+)?([AB])\s*[:=\u2014\u2013]|\(?([ab12]|ii?)\)|([12])\.|"
                   r"(?:side|p|#)\s*([12])\s*[:=\u2014\u2013])\s+(?P<body>\S.*)")  # ('A \u2014 S1', 'side 1: S1', 'p1: S1', e63p)
# a tie rule's trigger naming the two items by their labels ('A/B tie -> T', '(i)/(ii) tie', 'if p1 and p2 tie', e63p):
# the two compared's
# (the whole trigger, nothing else said in it: not 'A/B don't tie', 'A/B tie on cars', 'if p1 and p2 tie on age', r90)
_LABELS_TIED = _lazy(r"(?:if\s+)?(?:(?:the\s+)?\(?(?:a|1|i|p1|#1|side 1)\)?\s*(?:/|&|\band\b|\bvs\.?)\s*"
                     r"\(?(?:b|2|ii|p2|#2|side 2)\)?|(?:the\s+)?sides)\s+(?:are\s+)?(?:tie|tied|ties|equal|even|level)"
                     r"(?:\s*(?:->|\u2192|=>))?")
_BULLET_LINE = _lazy(r"\s*[-*\u2022]\s+(\S.*)")
_FIRST, _SECOND = ("a", "1", "i"), ("b", "2", "ii")
_CHOICE_LEAD = _lazy(rf"^(?:{'|'.join(map(re.escape, W.LINE_CHOICE_LEADS))})(?:\s*,\s*|\s+)(?=\S)", re.IGNORECASE)
# the same labels said inside a line, in pairs
# ('Person A: ' too, a20x)
_INLINE = ((r"(?<![\w'])(?:[Pp]erson\s+)?A\s*[:=]\s", r"(?<![\w'])(?:[Pp]erson\s+)?B\s*[:=]\s"), (r"\(1\)\s*", r"\(2\)\s*"),
           (r"\(i\)\s*", r"\(ii\)\s*"), (r"\(a\)\s*", r"\(b\)\s*"),
           (r"(?<![\w'(])a\)\s+", r"(?<![\w'(])b\)\s+"), (r"(?<![\w'(])1\)\s+", r"(?<![\w'(])2\)\s+"))


def _pair_laid(text: str) -> str:
    """Two people laid out as items under a comparison said tersely ('who has FEWER pets:\nA: S1\nB: S2\ntie on pets
    -> higher salary', 'fewer pets wins: [S1] vs [S2]. if pets equal, higher salary', 'credit card count, more wins, tie
    higher salary: (1) S1 (2) S2', 'S1 vs S2 -> higher total bank bal wins'), written as the definitions and the
    question the discourse layer reads: 'A: S1. B: S2. Who has fewer pets, A or B? If they are tied, higher salary.'.
    Each item may be said in fields ('same state as X, most vehicles, tie oldest': 'most vehicles among people in the
    same state as X, tie oldest'). A tie rule said with the comparison ('more wins, tie -> T', 'equal -> T', 'A/B tie
    -> T', 'if pets equal, T') is the two people's; any other is left after the question, for the grammar to read or
    refuse (a rule after the two could be each one's or theirs). The question is read in each wording of the
    comparison ('who has more X', 'who has the higher X'): only when every wording that reads gives one spec."""
    if _READING:
        return text
    candidates = _pair_candidates(text)
    return text if candidates is None else _one_reading(text, candidates)


def _pair_candidates(text: str) -> tuple[str, ...] | None:
    """`_pair_laid`'s readings of a text, one for each wording of its comparison; None when it is not laid out so."""
    found = _pair_lines(text) or _pair_inline(text) or _pair_vs(text)
    if found is None:
        return None
    header, one, two, trailer = found
    if (shared := _shared_group(header)) is not None:
        # ('Looking at Mastercard cardholders only: the one with R1 (T1) vs. the one with R2 (T2) - who has more X?',
        # a32p: the group said once before the two, each one's; an item with a group of its own is not read here)
        from cbwh.ask.discourse import _framed_person

        group, header = shared
        first, second = _framed_person(one, group), _framed_person(two, group)
        if first is None or second is None:
            return None
        one, two = first, second
    framed = _pair_frame(header, trailer)
    if framed is None:
        return None
    questions, ties = framed
    both = re.search(r"(?:,\s*|\s*\(\s*)(?:both|within each(?: group)?|in each|for each)\s*:?,?\s*(.+?)\)?$"
                     r"|,\s*(\w+) on either tie$", two, flags=re.IGNORECASE)
    if both:  # ('... (both: tie -> T)', '..., oldest on either tie': each person's rule, said once after the second)
        two = two[:both.start()]
        ties = f" In both cases, a tie is broken by {_tie_value(both.group(1) or both.group(2)).strip(' .')}.{ties}"
    two = _repeated(one, two)
    people = f"A: {_pair_item(one)}. B: {_pair_item(two)}."
    return tuple(f"{people} {q}, A or B?{ties}" for q in questions)


def _shared_group(header: str) -> tuple[str, str] | None:
    """A header naming the group both items are chosen from, after a lead ('Looking at G only', 'Among G', 'Considering
    only G', words.AMONG): the group's words and what is left of the header (''); None when the header is no such
    group."""
    from cbwh.ask.discourse import _at, _words

    w = _words(header)
    end = len(w.keys) - (w.keys[-1:] in (["only"], ["alone"]))
    lead = _at(w.keys, 0, end, W.AMONG) if w.keys else None
    if lead is None or lead >= end:
        return None
    group = w.span(lead, end)
    return (group, "") if _a_group(group) else None


def _pair_lines(text: str) -> tuple[str, str, str, str] | None:
    """Two items on lines of their own, labelled in order ('A:', 'a)', '1.', '(i)') or both bulleted, with the
    comparison on the lines before or after them."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) < 3:
        return None
    items = [n for n, line in enumerate(lines) if _ITEM_LINE.fullmatch(line) or _BULLET_LINE.fullmatch(line)]
    if not items:
        return _pair_bare_lines(lines)
    if len(items) != 2 or items[1] != items[0] + 1:
        return None
    first, second = (_ITEM_LINE.fullmatch(lines[n]) for n in items)
    if (first is None) != (second is None):
        return None
    if first is not None and second is not None:
        labels = ["".join(g for g in m.groups()[:4] if g).lower() for m in (first, second)]
        if labels[0] not in _FIRST or labels[1] not in _SECOND:
            return None
        one, two = first.group("body"), second.group("body")
    else:
        one, two = (_BULLET_LINE.fullmatch(lines[n]).group(1) for n in items)  # type: ignore[union-attr]
    # the second said as the other choice ('- S1\n- or, S2', '- vs S2', e53c): its joining word is no part of it
    two = _CHOICE_LEAD.sub("", two, count=1)
    header = " ".join(lines[:items[0]])
    trailer = " ".join(lines[items[1] + 1:])
    return (header, one, two, trailer) if header or trailer else None


def _pair_bare_lines(lines: list[str]) -> tuple[str, str, str, str] | None:
    """Two items on lines of their own with no bullet or label, under a header line ending in a mark ('who owns fewer
    vehicles \u2014', 'bank bal check \u2014 who's higher?') and before at most a tie line, e63p: each item a ranking
    (a superlative said in it) and no more of another line ('who ...', 'and ...'); None otherwise."""
    tied = _tie_piece(lines[-1])
    one, two = lines[-3:-1] if tied else lines[-2:]
    header = " ".join(lines[:-3] if tied else lines[:-2])
    if not header or header[-1] not in ":?\u2014\u2013-" or _tie_piece(one) or _tie_piece(two):
        return None
    for item in (one, two):
        if not re.match(r"[A-Za-z0-9']", item):
            return None  # (a line opened by a mark, an arrow: 'S1\n\u2192 S2' is another layout's, e61p)
        said = re.findall(r"[\w'#/-]+", item.lower())
        if not said or said[0] in W.PAIR_BARE_ITEM_NOT_FIRST or \
                not any(w in W.RANKING_DEGREES or w in W.PERSON_SUPERLATIVES or w.endswith("est") for w in said):
            return None
    return header, one, _CHOICE_LEAD.sub("", two, count=1), lines[-1] if tied else ""


def _outside(text: str, pattern: str) -> list[re.Match[str]]:
    """The matches of a pattern outside quoted values, brackets and parentheses."""
    found = list(re.finditer(pattern, text))
    if not found:  # (most texts: no depths to work out, a character at a time)
        return []
    masked = re.sub(r"'[^']+'(?='s|\W|$)", lambda m: "_" * len(m.group()), text)
    depth, top = 0, []
    for c in masked:  # (the depth before each character: an opening bracket is at the level outside it)
        top.append(depth == 0 and c != "_")
        depth += (c in "([") - (c in ")]")
    return [m for m in found if top[m.start()]]


def _item_end(rest: str) -> int:
    """Where the second item ends: at the first sentence end, semicolon or arrow outside quotes and brackets."""
    ends = _outside(rest, r"[.?;]\s+|\s+(?:->|\u2192|=>|--|-|\u2013|\u2014)\s+|[.?]$")  # (' - ': a32p)
    return ends[0].start() if ends else len(rest)


def _pair_inline(text: str) -> tuple[str, str, str, str] | None:
    """Two items labelled in one line: 'A: S1; B: S2', '(1) S1 (2) S2', '(i) S1; (ii) S2', 'a) S1 b) S2'."""
    flat = " ".join(text.split())
    for first, second in _INLINE:
        ones, twos = _outside(flat, first), _outside(flat, second)
        if len(ones) == 1 and len(twos) == 1 and ones[0].end() < twos[0].start():
            rest = flat[twos[0].end():]
            end = _item_end(rest)
            one = flat[ones[0].end():twos[0].start()].strip().rstrip(";,.").strip()
            # ('A = S1 vs B = S2', 'A: S1, or B: S2', a21y: the items joined as a choice)
            one = re.sub(r"[\s,;]+(?:vs\.?|versus|v\.|or|and)$", "", one, flags=re.IGNORECASE)
            return flat[:ones[0].start()].strip(), one, rest[:end].strip(), rest[end:].strip()
    return None


def _pair_vs(text: str) -> tuple[str, str, str, str] | None:
    """Two items compared with 'vs': 'header: S1 vs S2. trailer', 'S1 vs S2 -> header', '[S1] vs [S2]'."""
    flat = " ".join(text.split())
    vs = _outside(flat, r"\s+(?:" + "|".join(re.escape(v) for v in W.PAIR_VS) + r")\s+")
    if vs:
        if len(vs) != 1:
            return None
        left, rest = flat[:vs[0].start()], flat[vs[0].end():]
    else:  # ('younger of: [S1] and [S2]': two bracketed items joined)
        joins = [m for m in re.finditer(r"\]\s*(?:and|or|&|/|,)\s*\[", flat) if flat.count("[") == 2]
        if len(joins) != 1:
            return None
        left, rest = flat[:joins[0].start() + 1], flat[joins[0].end() - 1:]
    colons = _outside(left, r":\s+") or _outside(left, r"\s+\u2014\s+")  # ('policies \u2014 S1 vs S2', e53c)
    header, one = (left[:colons[-1].start()], left[colons[-1].end():]) if colons else ("", left)
    end = _item_end(rest)
    # ('S1, vs. S2', a34s: the comma before 'vs' is no part of the first)
    return header.strip(), one.strip().rstrip(",;").strip(), rest[:end].strip(), \
        rest[end:].strip(" ;.?").lstrip("-\u2192=>\u2014 ")


def _pair_frame(header: str, trailer: str) -> tuple[tuple[str, ...], str] | None:
    """The comparison and its tie rules said around two items: the wordings of the question ('Who has fewer pets',
    'Who has the lower total bank bal') and the tie sentences to say after it; None when no comparison is said, or
    what is said is not read here."""
    direction = measure = said = None
    ties: list[str] = []
    sentences = [(s, True) for s in _frame_sentences(header)] + [(s, False) for s in _frame_sentences(trailer)]
    for sentence, before in sentences:
        starts = sorted({0, *(m.end() for m in re.finditer(r",\s*|\s*\(\s*|\s+[\u2014\u2013-]\s+(?!\w{1,2}\s*[:)])",
                                                            sentence))})  # (a dash as a comma: 'born later \u2014 which
        # one?', e61p; not before a label, "who's older \u2014 A: S1 / S2", whose second has none: e48s's near-miss)
        tie_at = next((a for a in starts if _tie_piece(sentence[a:])), None)
        compared = False
        for a, b in zip(starts, [*starts[1:], len(sentence)]):
            if tie_at is not None and a >= tie_at:
                break
            piece = sentence[a:b].strip(" ,()").removesuffix(" \u2014").removesuffix(" \u2013").removesuffix(" -")
            low = piece.lower()
            words = re.findall(r"[\w#/'-]+", low)
            age = re.sub(r"^(?:who|which|which one) (?:is|was)\s+|^who's\s+|\s+of(?: the two| them)?$", "", low)
            if age in W.PAIR_AGES:
                said, compared = W.PAIR_AGES[age], True
                continue
            ends = [w for w in words if w in W.PAIR_MORE + W.PAIR_FEWER]
            rest = [w for w in words if w not in W.PAIR_MORE + W.PAIR_FEWER + W.PAIR_WINS + W.PAIR_FRAME_WORDS]
            if len(set(ends)) > 1:
                return None
            if ends:
                if direction is not None and (direction in W.PAIR_MORE) != (ends[0] in W.PAIR_MORE):
                    return None
                direction = ends[0]
            if rest:
                # (the measure said in the singular once and the plural once: 'on pet count, fewer pets wins', a34s)
                said_now = " ".join(rest)
                if measure is not None and _singular(measure) != _singular(said_now):
                    if not _tail_of(_singular(said_now), _singular(measure)):
                        return None  # (said in full once, then by its last words: 'internet accts: S1 vs S2. more
                    said_now = measure  # accts wins', e53c: the full one kept)
                measure = said_now  # (the last said: 'on pet count, fewer pets wins' -> 'pets')
            compared = compared or bool(ends or rest)
        if tie_at is None:
            continue
        tie = sentence[tie_at:].strip(" ,()")
        low = tie.lower()
        if re.search(r"\beither\b|\bany\b|\bstep", low):
            return None  # ('ties at either step -> T': each ranking's and the comparison's)
        parts = re.split(r"\s*(?:->|\u2192|=>|,|:)\s*", tie)
        if len(parts) > 1 and set(re.findall(r"[\w/'-]+", parts[0].lower())) & W.PAIR_TIE_VALUE_WORDS:
            return None  # (the trigger's part says a value of its own: 'tie higher salary -> more pets' is salary,
            # then pets; the last alone dropped salary, w23)
        if any(set(re.findall(r"[\w/'-]+", part.lower())) - W.PAIR_TIE_TRIGGER_PARTS for part in parts[1:-1]):
            return None  # (several values after the trigger: 'if pets equal, higher salary, pick the one with the
            # most policies', 'tie -> richer, then oldest': the last alone dropped the first; not read here, w22.
            # 'within each, tie -> T' is one trigger said in two parts)
        value = parts[-1] if len(parts) > 1 else _tie_value(tie)
        trigger = tie[:len(tie) - len(value)].lower() if tie.endswith(value) else ""
        if set(re.findall(r"[\w'-]+", trigger)) & W.PAIR_TIE_WHOSE or \
                "'" in re.sub(r"(?<=\w)'(?:s|re|ve|ll|d|m|t)\b", "", trigger):  # (a quote, not 'they're': a32p)
            return None  # (a trigger naming a ranking, a person, a place: 'If there's a tie for the most pets, T', 'If
            # Contestant A's search ends in a tie, T', 'If there's a tie in Ohio, T': not the two compared; v20 W12)
        value = re.sub(r"\s+wins?$", "", _tie_value(value).strip(" .)"))
        if value.lower() == tie.strip(" .)").lower() and not before:
            # a rule no value is read out of, a sentence of its own after the items ('Equal balances are resolved in
            # favor of the higher salary.', e38k): said as it is, for the grammar to read or refuse
            ties.append(f" {tie[:1].upper()}{tie[1:].rstrip('.')}.")
            continue
        # ('If both have the same, T', 'should both be level': 'both' the subject is the two people, a tie between
        # them; 'if both searches end in a tie' is each one's: v20 W11)
        pair = re.search(rf"\b(?:if|should|when|whenever|in case)\s+both\b(?!\s+(?:{W.EACH_SCOPE_NOUNS})\b)", low) or \
            _BOTH_TIED.match(low)  # ('both tied -> T', e63p: the two tied, as 'if both tied -> T' is; never each one's)
        if re.search(r"\b(?:within|each)\b", low) or (re.search(r"\bboth\b", low) and not pair):
            ties.append(f" In both cases, a tie is broken by {value}.")
        elif compared or before or _LABELS_TIED.fullmatch(trigger.strip(" ,:")):
            ties.append(f" If they are tied, {value}.")
        elif pair and not compared:
            ties.append(f" {tie[:1].upper()}{tie[1:]}.")  # ('If both own the same number of pets, T', a34s: 'both' the
            # two people, what they tie on said, for the grammar to read or refuse)
        elif re.search(r"\b(?:that|it)(?:'s|\u2019s|\s+is)\b", trigger):
            ties.append(f" {tie[:1].upper()}{tie[1:]}.")  # ('If that's a tie too, T', a32p: said as it is, for the
            # grammar to read or refuse; its subject is no measure tied)
        elif re.search(r"\bequal\b|\btie[ds]? on\b|\w tie\b|\bsame\b", low):
            # what is tied, if said ('tie on pets', 'vehicles tie', 'if pets equal', 'if same # of cards'), is left for
            # the grammar to read: the measure compared is the two people's tie, a ranking's theirs ('tie on vehicles'
            # after two people ranked by vehicles was read as the two compared's, t23); said bare ('if equal', 'if
            # same'), either (the grammar's two readings, answered when they agree)
            tied = [w for w in (w.strip("-") for w in re.findall(r"[\w'/#-]+", trigger))
                    if w and w not in W.PAIR_TIE_TRIGGER_BARE]
            ties.append(f" If tied on {' '.join(tied)}, {value}." if tied else f" If it's a tie, {value}.")
        else:
            ties.append(f" {tie[:1].upper()}{tie[1:]}.")
    if said:  # ('younger of: ...'; with a measure said too, two comparisons: not read here)
        return None if direction or measure else ((said,), "".join(ties))
    if direction is None or not measure:
        return None
    more = direction in W.PAIR_MORE
    # (a size comparative is of an amount, or of a count only where the count is named: 'bank acct check — who's got
    # the bigger one?' is no 'Who has more bank accounts', r90 F1; 'vehicle count, higher wins' is)
    sized = direction in W.PAIR_SIZES and not set(re.findall(r"[\w#]+", measure.lower())) & W.PAIR_COUNT_NAMED and \
        _sized_records(measure)
    measure = re.sub(r"^#\s*|\s+count$", "", measure)
    plural = re.sub(r"y$", "ies", measure) if measure.endswith("policy") else \
        f"{measure}s" if re.search(r"(?:acct|account|card|vehicle|pet|car)$", measure) else measure
    wordings = [f"Who has the {'higher' if more else 'lower'} {measure}"] if sized else \
        [f"Who has {'more' if more else 'fewer'} {plural}", f"Who has the {'higher' if more else 'lower'} {measure}",
         f"Who has {'more' if more else 'less'} {measure}"]
    return tuple(wordings), "".join(ties)


def _sized_records(measure: str) -> bool:
    """Is a measure said records carrying an amount ('bank acct', 'jobs': words.PAIR_SIZED_RECORDS)?"""
    from cbwh.ask.discourse import _longest_measure, _words

    try:
        w = _words(measure)
    except ParseError:
        return True  # (words the tokenizer does not take: the count wordings not tried)
    found = _longest_measure(w, 0, len(w.keys), W.APART_HEADER_MEASURES)
    return found is None or found[0] in W.PAIR_SIZED_RECORDS


# 'both' the subject of the tie ('both tied -> T', 'both equal: T', 'both still tied -> T'): the two compared
_BOTH_TIED = _lazy(r"both\s+(?:are\s+|still\s+|are\s+still\s+)?(?:tied|tie|equal|even|level|the\s+same)\b")


def _tail_of(short: str, full: str) -> bool:
    """Is a measure said by the last words of another ('accts' of 'internet accts', 'cards' of 'credit cards')?"""
    a, b = short.split(" "), full.split(" ")
    return len(a) < len(b) and b[-len(a):] == a


def _singular(measure: str) -> str:
    """A measure's last word in the singular ('pets' -> 'pet', 'insurance policies' -> 'insurance policy'), as the
    question's wording writes it in the plural again."""
    *head, last = measure.split(" ")
    return " ".join((*head, W.RECORD_SINGULAR.get(last, last)))


def _tie_piece(text: str) -> bool:
    """Does a piece of the frame start a tie rule ('tie -> T', 'tied -> T' (e61p), 'if pets equal, T', 'equal -> T', 'A/B
    tie -> T')?"""
    low = text.lower().strip(" (")
    low = low[label.end():] if (label := _SCOPE_LABEL.match(low)) else low  # ('Each of the two rankings: tie ...')
    low = re.sub(r"^(?:and|but)\s+(?=if\b)", "", low)  # ('more cards wins, and if even -> T', e53c)
    return bool(re.match(r"(?:if\b|equal\b|a/b\b|within\b|both\b|\S+ ties?\b|ties?\b|tied\b|tiebreak|tie-break|"
                         r"\S+ (?:on|wins?|breaks?|takes?|settles?) (?:a |any |the |all )?ties?$)", low)) and \
        (_said_of_ties(low) or low.startswith(("if ", "equal")))  # ('richer on tie', 'older wins ties': w23)




# a tie rule's scope said as a label before it ('Each of the two rankings: tiebreak is the oldest', 'For both picks: tie
# -> T', a34s): each one's ranking's rule, the label kept with it; so is a tie's noun said with its scope before the colon
# ('Tiebreak in both rankings: T', 'Tiebreak for each of those two rankings: T', a34s)
_SCOPE_SAID = (rf"(?:(?:in|for|within)\s+)?(?:each|both|either)(?:\s+of)?(?:\s+(?:the|these|those))?(?:\s+two)?\s+"
               rf"(?:{W.EACH_SCOPE_NOUNS})")
_SCOPE_LABEL = _lazy(rf"{_SCOPE_SAID}\s*:\s+", re.IGNORECASE)
_TIE_SCOPE_LABEL = _lazy(rf"(?:{_SCOPE_SAID}|(?:ties?|tie-?breaks?|tie-?breakers?)\s+{_SCOPE_SAID})\s*:\s+",
                              re.IGNORECASE)


# a tie's trigger asked as a question of its own or before a colon, its value the next sentence ('tied? go w/ the
# higher salary', 'both tied? -> T', 'still a tie? T', 'if tied: T'): read as 'tied -> T' (words.PAIR_TIE_TRIGGER_ASKED)
_TRIGGER_ASKED = _lazy(rf"(?:^|(?<=[.;:?!]\s))(?P<t>{'|'.join(W.PAIR_TIE_TRIGGER_ASKED)})\s*[?:]\s*(?:(?:->|\u2192|=>)\s*)?"
                       r"(?=[^\s'])", re.IGNORECASE)


def _frame_sentences(text: str) -> list[str]:
    """The sentences said around the items, each without the marks around it ('who has more bank accounts --'); a
    scope's label kept with the rule after it ('Each of the two rankings: tiebreak is T')."""
    text = _TRIGGER_ASKED.sub(r"\g<t> -> ", text)  # ('tied? go w/ the higher salary': a trigger asked, its value
    # the next sentence)
    cuts: list[int] = []
    for m in _outside(text, r"[.;:?](?:\s+|$)") if text else ():
        if not (m.group().startswith(":") and _TIE_SCOPE_LABEL.fullmatch(text, cuts[-1] if cuts else 0, m.end())):
            cuts.append(m.end())
    return [s for a, b in zip([0, *cuts], [*cuts, len(text)]) if (s := text[a:b].strip(" .;:?-\u2014\u2192>="))]


_ANCHOR_SAID = _lazy(r"(?:owner of (?:(?:the )?(?:pet|dog|cat|bird|fish|rabbit|plate|license plate|vehicle) )?'[^']+'|user "
                          r"'[^']+'|(?:pet|dog|cat|bird|fish|rabbit|plate) '[^']+' owner)", re.IGNORECASE)


def _repeated(one: str, two: str) -> str:
    """The second item said as the first again for another anchor ('same, state of owner of plate 'P'', 'same in
    state of X', 'same thing but state of X', 'same for X'): the first with its one anchor replaced; as written when
    the first has not exactly one anchor, or the repeat names another attribute than the first's."""
    repeat = re.fullmatch(r"same(?: thing)?,?\s*(?:but |in |for )?(?:the )?(?:(\w+) of )?(.+)", two.strip(), re.IGNORECASE)
    if repeat is None:
        return two
    anchors = _ANCHOR_SAID.findall(one)
    new = _ANCHOR_SAID.fullmatch(repeat.group(2).strip())
    if len(anchors) != 1 or new is None or repeat.group(1) and repeat.group(1).lower() not in one.lower():
        return two
    return one.replace(anchors[0], new.group(0))


def _pair_item(item: str) -> str:
    """An item as the grammar reads a person: said in fields ('same state as X, most vehicles, tie oldest', 'same
    blood type as X -> most pets (tie: T)', 'Life policy holders: most pets, tie oldest', 'user 'u''s state, most
    bank accts') as 'most vehicles among people with the same state as X, tie oldest'; its tie rules each as ', tie T'
    ('(tie -> T)', '(oldest on tie)'); as written otherwise."""
    from cbwh.ask.discourse import _back_head, _ranked_words

    item = item.strip().strip("-").strip().strip("[]").strip()
    cuts = _outside(item, r"[,;:]\s+|\s+(?:->|\u2192|=>)\s+")
    pieces = [p.strip() for a, b in zip([0, *(m.end() for m in cuts)], [*(m.start() for m in cuts), len(item)])
              if (p := item[a:b]).strip()]
    split: list[str] = []
    bracketed: list[str] = []  # (the rules said in brackets)
    for piece in pieces:  # ('most pets (tie: highest salary)': the rule in brackets apart)
        inner = re.search(r"\s*\(([^()]*)\)$", piece)
        split += [piece[:inner.start()], inner.group(1)] if inner and _said_of_ties(inner.group(1)) else [piece]
        bracketed += [inner.group(1)] if inner and _said_of_ties(inner.group(1)) else []
    ties = [p for p in split if _said_of_ties(p)]
    rest = [p for p in split if p not in ties]
    # (a rule said as a 'with' clause is read as written, in brackets: '..., with the highest salary breaking ties' ->
    # '... (with the highest salary breaking ties)', e38k, the item's own rule, as it is in its list, even said last)
    withs = [t for t in ties if re.match(r"with\s", t, re.I)]
    if withs and len(ties) == 1 and not bracketed:
        kept = [p for p in split if p != ties[0]]
        read = _pair_item(", ".join(kept)) if len(kept) > 1 else kept[0].strip()
        return f"{read} ({ties[0].strip(' .')})" if _ranked_words(read) else item
    said = [f"tie {_tie_value(t).strip(' .')}" for t in ties]
    groups = [p for p in rest if (re.match(r"(?:the\s+)?same\s|(?:residents?|ppl|people|those|everyone)\b|state of\b", p, re.I)
              or re.search(r"(?:'s|owner's) state$|\bholders?$|\bcardholders?$", p, re.I))
              and not re.match(r"among\s", p, re.I)]  # ('among Discover cardholders, ...': read below, e38k)
    if len(rest) == 2 and len(groups) == 1:
        group = groups[0]
        ranking = next(p for p in rest if p != group)
        place = re.match(r"state of\b", group, re.I) or re.search(r"'s state$", group, re.I)
        return ", ".join([f"{ranking} in {group}" if place else f"{ranking} among {_group(group)}", *said])
    among = [p for p in rest if re.match(r"among\s", p, re.I)]
    if len(rest) == 2 and len(among) == 1 and rest[0] == among[0] and \
            _back_head(among[0].lower().split()[1:]) not in W.SECOND_GROUP_BACK:
        # ('among G: most pets, tiebreak oldest'; not 'among those in Ohio, S' (r27 F5): said first, the grammar's check
        # that 'those' may keep the first group's noun sees it, grammar._back_to_noun)
        if ties == bracketed and len(ties) == 1:  # ('among G, the one with R (tie-break: T)', a27z: the rule kept in
            return f"{rest[1]} {among[0]} ({ties[0]})"  # its brackets, the ranking's own, as the grammar reads a
            # bracket after a person's ranking; a rule after the question is then the two compared's)
        return ", ".join([f"{rest[1]} {among[0]}", *said])
    if len(rest) == 1 and said:
        return ", ".join([rest[0], *said])  # ('most policies in X's state (oldest on tie)': its rule said after it)
    return item


def _lines(text: str) -> str:
    """Lines written one item each ('Scope: G\\nMeasure: M\\nOutput: name', '- Group: G\\n- Ties: T'): each line's
    bullet dropped and the line ended with a full stop when it has no mark of its own; one line is left as typed (a
    text broken across lines mid-sentence is read as the grammar reads it, the break as a space)."""
    lines = [line.strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    if len(lines) < 2:
        return text
    items = [_BULLET.sub("", line, count=1) if _BULLET.match(line) else line for line in lines]
    laid = sum(item != line or bool(_LABELLED.match(item)) or item.endswith(":") for item, line in zip(items, lines))
    if laid < len(lines) - 1:
        return text  # (not one item a line: a question wrapped across lines)
    return " ".join(item if item.endswith(_ENDS) else f"{item}." for item in items)


# a line starting with a label: up to four words (a number or a letter among them) before a colon, a dash or '='
_LABELLED = _lazy(r"(?:\(?[0-9ivx]{1,4}[.)]\s*)?[A-Za-z][\w'\-/]*(?:\s+[\w'\-/()]+){0,3}\s*[:=\u2014\u2013]\s*\S"
                       r"|\(?[0-9ivxa-h]{1,4}[.)]\s+\S", re.IGNORECASE)


def _rules_after(text: str) -> str:
    """Rules for ties said before the question ('Rules: if several people qualify, choose T; if still tied, T2.
    Among G, who ...?'), moved after it, where the grammar reads them (before the question it reads one rule only):
    the longest run of sentences from the start that reads as tie rules, when more follows."""
    p = Parser(text)
    ends = [n for n, k in enumerate(p.keys) if k in (".", ";", "!", "?") and p.tokens[n + 1].kind != END]

    def rules(end: int) -> bool:
        return _a_rule(text[:p.tokens[end].pos])

    if not ends or p.keys[ends[0]] == "?" or not rules(ends[0]):
        return text
    last = previous = ends[0]
    for end in ends[1:]:
        if p.keys[end] == "?":
            break
        if rules(end):
            last = end
        elif last == previous and _a_rule(text[p.tokens[previous + 1].pos:p.tokens[end].pos]):
            # 'Rules: if still tied, T2; if tied, T.': a rule the run does not take (the grammar refuses the order);
            # moved with the run, not left before the question as its first rule (w17), so the grammar says why
            last = end
        previous = end
    asked = next((n for n in range(last + 1, len(p.keys)) if p.keys[n] == "?"), len(p.keys))
    if set(p.keys[asked:]) & (W.TIE_SIGNS | W.TIE_WORDS_SAID) or _own_first_rule(p, last + 1) is not None:
        # (a rule after the question too, or in it: 'Assume ties go to T. Who has R (T2 wins)?': in which order they
        # apply is the grammar's to say, or refuse; moved after it, the question's own would be read first, w18)
        return text
    rest = text[p.tokens[last + 1].pos:].strip()
    return f"{rest} {text[:p.tokens[last + 1].pos].strip()}"


def _own_first_rule(p: Parser, j: int) -> object:
    from cbwh.ask.grammar import _own_first_rule

    return _own_first_rule(p, j)


def _a_rule(sentence: str) -> bool:
    """Does a sentence (or a run of them) alone read as tie rules, whole?"""
    from cbwh.ask.grammar import ties

    said = Parser(sentence)
    return any(found and said.tokens[k].kind == END for found, k in ties(said, 0))


_READING = False  # a candidate of `_one_reading` being read (it is not laid out again)
_ROLES = (("group", W.LAYOUT_GROUP), ("rank", W.LAYOUT_RANK), ("ties", W.LAYOUT_TIES), ("output", W.LAYOUT_OUTPUT),
          ("anchor", W.LAYOUT_ANCHOR), ("question", W.LAYOUT_QUESTION))


_FOR_THAT_PERSON = _lazy(r"(?<=[.?!;]\s)for (?:that|this|the) (?:person|individual|one),?\s+"
                              r"(?P<verb>return|output|give|report)\b(?P<rest>[^.?!;]*?)(?P<end>[.?!]?)$",
                              re.IGNORECASE)


@lru_cache(maxsize=32)
def _labelled(text: str) -> str:
    """A question laid out as labelled parts in any order ('Population: G. Criterion: R. Tie-break: T. Output: full
    name.', 'Anchor: S. Group: residents of the anchor's state. Rank by: number of vehicles, highest first. Return:
    their total bank balance.'), written as the question they say ('Among G, who has the R? Ties: T. Answer: full
    name.'). The ranking is said in the words the author wrote, read by the grammar in each of the sentence shapes a
    ranking takes ('who has the R', 'who is the R', 'who R', 'sort them by R: who comes first'): the question is read
    only when every shape that reads gives one spec, else refused naming both. A label not known, a second group or
    ranking, or a part said twice is refused naming it; the text is left as it is when it has no group and ranking
    labelled (other layouts: `discourse`)."""
    from cbwh.ask.discourse import _at, _sentences, _tie_rule, _words

    if _READING:
        return text  # (a candidate written here, read: not laid out again)
    said_text = text
    # ('... Most pets wins, T. For that person, return the count of X and Y added together.', a34s: the person found,
    # said before the request; read as the output's own 'for that person' after it)
    text = _FOR_THAT_PERSON.sub(lambda m: f"{m.group('verb')}{m.group('rest')} for that person{m.group('end')}", text)
    w = _words(text)
    sentences = _sentences(w)
    arrows = any(w.keys[m] == "\u2014" and w.kinds[m] != STRING for m in range(len(w.keys)))
    cut = [_segments(w, i, j) for i, j, _ in sentences]  # (each sentence's parts: one grammar run per colon)
    if len(sentences) < 2 and not arrows and not any(_at(w.keys, m, len(w.keys), W.LAYOUT_SORTED) is not None
                                                     for m in range(1, len(w.keys))) and (not cut or len(cut[0]) < 2):
        return said_text  # (one sentence: laid out only with an arrow, a sort said inside ('where G order by R limit 1') or
        # parts ('G: R, tie T. return X', 'bal.' one word)
    parts: list[tuple[str, str, str]] = []  # (role, label as written, value)
    others: list[str] = []  # sentences with no label ('Identify the individual.')
    unknown: list[str] = []
    asked = False  # the name asked with no label ('name?', 'who', 'top 1 name')
    first = ""  # the text's first part when it has no label ('amex holders in X; order by R; top 1': the group)
    second = (cut[0][1] if len(cut[0]) > 1 else cut[1][0] if len(cut) > 1 and cut[1] and len(cut[0]) == 1 else None) \
        if cut else None  # (a second sentence may have no part: 'Who is the richest?,' ended by a stray comma; v18)
    for n, (i, j, mark) in enumerate(sentences):
        segments = cut[n]
        for k, (a, b, arrow) in enumerate(segments):
            role, label, value = _part(w, a, b)
            if not role and n == 0 and k == 0 and second is not None and w.keys[a] not in ("who", "whose", "which") \
                    and (second[2] or sentences[0][2] == ";") and _part(w, *second[:2])[0] == "" and \
                    _a_group(value):
                # ('ppl w/ same X as Y: most pets (tie oldest). return Z', 'G; most pets (oldest wins tie); return Z':
                # the group, then the ranking)
                role = "group"
            if role == "rank" and label.lower() in ("rank", "sort", "order") and (among := _sorted_group(value)):
                parts.append(("group", "", among[0]))  # ('rank ppl w/ X by R': the group between the verb and 'by')
                value = among[1]
            if role == "unknown":
                unknown.append(w.span(i, j))
            elif role == "rank":
                asked = asked or bool(re.search(r"\s(?:limit|top) 1$", value))  # ('order by R limit 1': the name)
                ranking, *after = _ties_apart(value)
                parts += [(role, label, ranking), *(("ties", "", t) for t in after)]
            elif role == "output" and _name_asked(value):
                asked = True  # ('return top 1', 'output: name only'): the name, as the question asks
            elif role:
                parts.append((role, label, value))
            elif n > 0 and a == i and sentences[n - 1][2] == ";" and parts and parts[-1][0] == "ties" and not others:
                parts[-1] = (parts[-1][0], parts[-1][1], f"{parts[-1][2]}; {value}")  # ('Ties: T1; then T2')
            elif parts and parts[-1][0] == "group" and w.keys[a] in W.LAYOUT_CONDITION_WORDS:
                parts.append(("group", "", value))  # ('filter:\n- same policy type as S1\n- same state as S2')
            elif _name_asked(value):
                asked = True  # ('name?', 'return name', 'top 1'): the name asked, as the question is
            elif (arrow or a == i) and parts and parts[-1][0] == "group" and "rank" not in [r for r, _, _ in parts] \
                    and not _said_of_ties(_ties_apart(value)[0]) and w.keys[a] not in ("who", "whose", "which"):
                # ('where G: most bank accts, tie oldest', 'G -> R', 'filter G. most policies, oldest on tie. name')
                ranking, *after = _ties_apart(value)
                parts += [("rank", "", ranking), *(("ties", "", t) for t in after)]
            elif _said_of_ties(value):
                parts.append(("ties", "", value))
            elif arrow and parts and parts[-1][0] == "ties" and w.keys[a - 2] != ")" and \
                    "output" not in [r for r, _, _ in parts] and not _said_of_ties(value) and not _asked_of_them(value):
                return said_text  # ('G -> R, tie T -> total bal?': a further tie-breaker or what is asked? The grammar says)
            elif (arrow and (parts and parts[-1][0] == "rank" or w.keys[a - 2] == ")" or _asked_of_them(value)) or
                  (mark == "?" or _asked_of_them(value)) and a == i and b == j) and parts and \
                    parts[-1][0] in ("rank", "ties") and \
                    "output" not in [r for r, _, _ in parts]:
                # ('G -> R -> total bal?', 'G -> R (tie T) -> total bal?', 'G: R, tie T. total bal?'; not 'G -> R, tie
                # T -> total bal?': a further tie-breaker, or what is asked? The grammar refuses it naming both)
                parts.append(("output", "", value))  # ('G -> R -> total bal?')
            else:
                others.append(value + (mark if mark not in (";",) and b == j else "."))
                first = first or (others[-1] if n == 0 and a == i and len(others) == 1 else "")
    if parts and parts[-1][0] == "ties" and not others and not asked and _thing_after_arrow(parts[-1][2]):
        return said_text  # ('G: the one with R, largest salary being the tiebreak -> combined bank bal?', c46p: the
        # rule's arrow not cut, a thing after it at the end: a further tie-breaker or what is asked? The grammar says,
        # refusing it naming both; not 'Ties: ... -> combined bank bal.' after a question asked, read as a breaker)
    if first and not any(role == "group" for role, _, _ in parts) and \
            any(role == "rank" and label for role, label, _ in parts):
        others.remove(first)  # ('same policy type as S. order by R desc. top 1': a bare first part, then a sort)
        parts.insert(0, ("group", "", first.rstrip(".")))
    if not any(label for _, label, _ in parts) and not arrows and not any(arrow for seg in cut for *_, arrow in seg):
        return said_text  # (no label, arrow or part after a colon: not laid out)
    if len(parts) > 1 and {role for role, _, _ in parts} == {"group"} and not others and not asked and \
            not parts[-1][1] and _words(parts[-1][2]).keys[0] in ("who", "whose", "which"):
        # ('filter G. who started their current job most recently?'): the question, asked among the group
        return _one_reading(said_text, (f"Among {_groups([v for _, _, v in parts[:-1]])}, {parts[-1][2]}?",))
    if not asked and not any(role in ("output", "ties") for role, _, _ in parts) and \
            not any(_name_asked(s) for s in others):
        return said_text  # ('Residents of Ohio -- most pets?': the person, or the count? As the grammar refuses it)
    roles = [role for role, _, _ in parts]
    if roles.count("group") < 1 or roles.count("rank") != 1 or roles.count("group") > 1 and any(
            label and label.split()[-1].lower() in W.SCOPE_PAIR[0] + W.SCOPE_PAIR[1]
            for role, label, _ in parts if role == "group"):
        return said_text  # ('Scope A: G1. Scope B: G2. ...': two groups, each its own person, discourse._scoped)
    for role in ("output", "anchor", "question"):
        if roles.count(role) > 1:
            said = " and ".join(repr(f"{label}: {value}") for r, label, value in parts if r == role)
            raise ParseError(f"cannot read the question laid out in labelled parts: {said} say the {role} twice")
    if unknown:
        raise ParseError(f"cannot read the part {unknown[0]!r} of the question laid out in labelled parts: its label "
                         "is not one of the group's ('Population:'), the ranking's ('Criterion:'), the ties' "
                         "('Tie-break:'), the answer's ('Output:') or the anchor's ('Anchor:')")
    if "question" in roles:
        return said_text  # (a question said under its own label, with a group and a ranking too: not read)
    _numbered_in_order([label for role, label, _ in parts if role == "ties" and label])
    said_as = {role: v for role, _, v in parts}
    group = _groups([v for role, _, v in parts if role == "group"])
    ranking = re.sub(r"\s+(?:limit|top) 1$", "", said_as["rank"].removesuffix("."))
    # ('Most pets wins, highest total bank balance on a tie', a34s: the end of the ranking that wins, said of it)
    ranking = re.sub(rf"\s+(?:{'|'.join(W.PAIR_WINS)})$", "", ranking, flags=re.IGNORECASE)
    # ('Restrict to G. Highest total bank balance among them; tiebreak: oldest. Name?', a34s: the group said before)
    ranking = re.sub(r"\s+(?:among|amongst|of|from)\s+(?:them|those|these|that group|this group)$", "", ranking,
                     flags=re.IGNORECASE)
    tied = _ties_said([t.rstrip(".") if label or _tie_rule(t) else _tie_value(t.rstrip("."))
                       for role, label, t in parts if role == "ties"])
    setup = ""
    if "anchor" in said_as:
        name = next((n for n in W.DEFINED_NAMES if n in text.lower()), None)
        setup = f"Let {name} be {said_as['anchor']}. " if name else f"Take {said_as['anchor']}. "
    output = said_as.get("output", "")
    output = _count_said(re.sub(r"\s+(?:for|of) (?:that|this|the) (?:person|individual|one)$|\s+for them$", "",
                                output.rstrip("?. ")))
    names = [s for s in others if _name_asked(s)]
    rest = " ".join(s for s in others if s not in names)
    # what to give: the answer's form of a name ('full name'), or what of the person found ('their total bank
    # balance', 'number of pets': read as the grammar's follow-up 'Answer: their number of pets')
    outputs = [f" Answer: {output}."] if output else [""]
    if output and not output.lower().startswith(("their ", "his ", "her ")):
        bare = output[4:] if output.lower().startswith("the ") else output
        outputs.append(f" Answer: their {bare}.")
        if re.search(r"\bfor (?:that|this|the) (?:person|individual|one)\b", text[-200:], re.IGNORECASE):
            outputs.append(f" Answer: that person's {bare}.")  # (said of the one person found: 'for that person')
    candidates = [f"{setup}Among {group}, {asked}?{tied}{said} {rest}".strip()
                  for asked in (f"who has the {ranking.removeprefix('the ')}", f"who is the {ranking.removeprefix('the ')}",
                                # ('sort', not 'rank': a measure labelled without its end is not read as the
                                # highest first, as 'Ranking G by number of pets, ...' is: `grammar._amount_ranked`)
                                f"who {ranking}", f"sort them by {ranking}: who comes first",
                                *([ranking] if ranking.lower().startswith(("whose ", "who ")) else []))
                  for said in outputs]
    return _one_reading(said_text, tuple(candidates))


def _numbered_in_order(labels: list[str]) -> None:
    """Tie rules whose labels number them ('Tie-break 1: T1. Tie-break 2: T2.', 'First tiebreaker: ...') are read in
    the order written: refused naming both orders when the numbers say another ('Tie-break 2: oldest. Tie-break 1:
    richest.'), or skip one after a first ('Tiebreaker 1: X. Tiebreaker 3: Y.': a rule may be missing; w18)."""
    numbers = [(label, n) for label in labels
               if (n := next((W.TIE_ORDER_NUMBERS.get(word) or int(word) for word in label.lower().split()
                              if word in W.TIE_ORDER_NUMBERS or word.isdigit()), None)) is not None]
    if numbers and numbers[0][1] > 2:  # (a lone 'Tiebreaker 2' is read: the ranking counted as the first criterion)
        raise ParseError(f"{numbers[0][0]!r} is said with no rule numbered before it: a rule may be missing; say each "
                         "rule in the order it applies")
    for (before, m), (after, n) in zip(numbers, numbers[1:]):
        if n <= m:
            raise ParseError(f"ambiguous order of tiebreakers: {before!r} is said before {after!r}; the rules could "
                             "apply in the order written or in the order numbered: say them in the order they apply")
        if n > m + 1:
            raise ParseError(f"{after!r} is said after {before!r}, with no rule numbered between them: a rule may be "
                             "missing; say each rule in the order it applies")


def _ties_said(ties: list[str]) -> str:
    """The rules for ties of a layout as sentences after the question: 'Ties: T1, then T2.' for rules said by what wins
    ('oldest', 'more pets'); each as written, in order, when one is a sentence of its own ('if several are tied, pick
    the richest'), the later plain ones as 'If still tied, T.'."""
    from cbwh.ask.discourse import _tie_rule

    if not ties:
        return ""
    rules = [bool(_tie_rule(t)) for t in ties]
    if not any(rules):
        return f" Ties: {', then '.join(ties)}."
    said = [f"{t[:1].upper()}{t[1:]}." if rule else f"If still tied, {t}." if n else f"Ties: {t}."
            for n, (t, rule) in enumerate(zip(ties, rules))]
    return " " + " ".join(said)


def _segments(w: _Words, i: int, j: int) -> list[tuple[int, int, bool]]:
    """A sentence's parts: cut at an arrow or a dash (not one after a tie word: 'tie -> T'), at a colon after words
    that are not a label ('same blood type as S: most policies'), and before a sort said inside ('where G order by R
    limit 1'): (start, end, whether an arrow or a colon came before it)."""
    from cbwh.ask.discourse import _at

    cuts: list[tuple[int, bool]] = [(i, False)]
    for m in range(i + 1, j):
        key = w.keys[m]
        if w.kinds[m] == STRING:
            continue
        if key == "\u2014" and (w.keys[m - 1] not in W.TIE_SIGNS | W.TIE_WORDS_SAID or _breaker_first(w, cuts[-1][0], m)) \
                and m + 1 < j:
            cuts.append((m + 1, True))
        elif key == ":" and w.text[w.starts[m]] != "=" and m + 1 < j and _colon_cut(w, cuts[-1][0], m):
            cuts.append((m + 1, True))
        elif m > cuts[-1][0] + 1 and (_at(w.keys, m, j, W.LAYOUT_SORTED) is not None or
                                      w.text[:w.starts[m]].rstrip().endswith(".") and _part(w, m, j)[0] not in ("", "unknown")):
            cuts.append((m, False))  # ('order by R' said inside; 'tie -> highest total bal. return X': 'bal.' one word)
    out = []
    for n, (a, arrow) in enumerate(cuts):
        b = cuts[n + 1][0] - (w.keys[cuts[n + 1][0] - 1] in ("\u2014", ":")) if n + 1 < len(cuts) else j
        b -= b > a and w.keys[b - 1] == ","
        if b > a:
            out.append((a, b, arrow))
    return out


def _breaker_first(w: _Words, start: int, m: int) -> bool:
    """Does the tie word before the arrow at m end a rule that said its breaker first ('oldest on ties ->', 'richest
    wins ties ->', 'the oldest breaks a tie ->', 'oldest if tied ->'), so that the arrow leads on to what is asked,
    not to the breaker as in 'tie -> T', 'on ties -> T' or 'if tied -> T' (a breaker word before the verb, inside
    this part: w23; 'largest salary as tiebreak -> bal?', c46p, read with the arrow as a further breaker
    and answered with a name)?"""
    k = m - 1 - (w.keys[m - 2] in ("a", "any", "the", "all"))
    return w.keys[k - 1] in _BREAKER_VERBS and k - 2 >= start and w.keys[k - 2] not in (",", ":", "\u2014", ";", "(")


_BREAKER_VERBS = frozenset({"on", "wins", "win", "breaks", "break", "settles", "settle", "takes", "take", "decides",
                            "decide", "winning", "breaking", "settling", "taking", "deciding", "if",
                            # ('largest salary as tiebreak ->', 'oldest for ties ->', 'richest in a tie ->', c46p: the
                            # breaker said first, then a preposition to the tie word)
                            "as", "for", "in", "at", "upon"})


def _colon_cut(w: _Words, start: int, m: int) -> bool:
    """Does a colon end a part ('same blood type as S: most policies'), not a label's (Population: ...)? Not inside
    brackets ('(tie: oldest)'); after more than four words or an anchor, when they are not a label; after a group of
    people said in any number of words ('residents of Ohio: most pets'); after a group that starts with a label's word
    and names an anchor ('where G = that of X: most pets', 'ppl w/ same X as Y: most pets')."""
    from cbwh.ask.discourse import _at

    if w.keys[start:m].count("(") > w.keys[start:m].count(")"):
        return False
    label = _at(w.keys, start, m, W.LAYOUT_GROUP + W.LAYOUT_RANK + W.LAYOUT_TIES + W.LAYOUT_OUTPUT)
    strings = _strings_in(w, start, m)
    return (m - start > 4 or strings) and (label is None or label != m and strings) or _a_group(w.span(start, m))


def _a_group(said: str) -> bool:
    """Do words before a colon read whole as a group of people ('residents of Ohio: most pets (tie: oldest). return
    # vehicles'), not a label?"""
    from cbwh.ask.grammar import _conditions, group

    p = Parser(said)
    try:
        return any(steps and p.tokens[k].kind == END for steps, k in (*group(p, 0), *_conditions(p, 0)))
    except ParseError:
        return False


def _strings_in(w: _Words, i: int, j: int) -> bool:
    return any(w.kinds[m] == STRING for m in range(i, j))


def _part(w: _Words, a: int, b: int) -> tuple[str, str, str]:
    """A part's role, its label as written and its value: labelled ('Population: G'), said by a keyword ('order by R',
    'where G', 'return X', 'pick R'), an unknown label ('Color: blue': role 'unknown'), or none (role '')."""
    from cbwh.ask.discourse import _at

    best = max(((end, role) for role, table in _ROLES if (end := _at(w.keys, a, b, table)) is not None
                and end + 1 < b and w.keys[end] in (":", "\u2014")), default=None)
    if best is not None:
        end, role = best
        return role, w.span(a, end), w.span(end + 1, b)
    for role, table in (("rank", W.LAYOUT_SORTED), ("group", W.LAYOUT_WHERE), ("output", W.LAYOUT_RETURN),
                        ("rank", W.LAYOUT_PICK)):
        end = _at(w.keys, a, b, table)
        if end is not None and end < b and w.keys[end] not in (":", "\u2014", ","):
            return role, w.span(a, end), w.span(end, b)
    if w.keys[a] in ("rank", "sort", "order") and w.keys[a + 1] not in ("by", ":", "\u2014") and \
            _sorted_group(w.span(a + 1, b)) is not None:
        return "rank", w.span(a, a + 1), w.span(a + 1, b)  # ('rank ppl w/ X by R': `_sorted_group` cuts it)
    colon = next((m for m in range(a, min(a + 4, b)) if w.keys[m] in (":", "\u2014")), None)
    if colon is not None and colon > a and all(w.kinds[m] == WORD for m in range(a, colon)) and colon + 1 < b:
        return "unknown", "", ""
    return "", "", w.span(a, b)


def _sorted_group(value: str) -> tuple[str, str] | None:
    """A sort's value naming its group before 'by' ('rank ppl w/ same blood type as S by fewest policies'): the group
    and the ranking, cut at the first 'by' after the last quoted value (an anchor's), if any; None when it names none."""
    from cbwh.ask.discourse import _words

    w = _words(value)
    last = max((m for m in range(len(w.keys)) if w.kinds[m] == STRING), default=0)
    if not w.keys or w.keys[0] in ("by", "them", "everyone", "everybody"):  # ('rank.' with nothing after it: v18)
        return None
    cut = next((m for m in range(last + 1, len(w.keys)) if w.keys[m] == "by"), None)
    if cut is None or cut + 1 >= len(w.keys) or w.keys[:cut].count("(") != w.keys[:cut].count(")"):
        return None
    return w.span(0, cut), w.span(cut + 1, len(w.keys))


def _ties_apart(value: str) -> list[str]:
    """A ranking and the rules for ties said after it with commas ('fewest bank accts, tie -> highest total bal', 'most
    policies, oldest on ties', 'most pets (tie oldest)'): the ranking first, then each rule."""
    pieces = [x.strip() for x in value.split(",")]
    inner = re.fullmatch(r"(.+?)\s*\(([^()]+)\)", pieces[0])
    if inner and _said_of_ties(inner.group(2)) and not _said_of_ties(inner.group(1)):
        pieces[:1] = [inner.group(1), inner.group(2)]  # ('most insurance policies (oldest wins tie)')
    out = [pieces[0]]
    for piece in pieces[1:]:
        if _said_of_ties(piece):
            out.append(piece)
        elif len(out) == 1:
            out[0] = f"{out[0]}, {piece}"  # ('number of vehicles, largest first')
        else:
            out[-1] = f"{out[-1]}, {piece}"
    return out


def _thing_after_arrow(value: str) -> bool:
    """Does an arrow inside a rule for ties lead to a thing of a person ('largest salary as tiebreak -> combined bank
    bal', words.FRAGMENT_THING_STARTS)?"""
    from cbwh.ask.discourse import _words

    keys = _words(value).keys
    return any(key == "\u2014" and keys[m + 1] in W.FRAGMENT_THING_STARTS for m, key in enumerate(keys[:-1]) if m > 0)


def _tie_value(value: str) -> str:
    """A tie part's value without the words saying it is one ('tie -> T', 'tiebreak T', 'T on ties', 'T wins ties')."""
    value = re.sub(r"^(?:ties?|tie-?breaks?|tie-?breakers?|if tied|on (?:a )?tie)\s*"
                   r"(?:->|\u2192|=>|:|=|by|on|to|goes to|go to|is)?\s+", "", value.strip(), flags=re.IGNORECASE)
    return re.sub(r"\s+(?:on|wins|for|if|in case of|breaks?) (?:a |any |the )?(?:ties?|tied)$", "", value, flags=re.IGNORECASE)


_TIES_SAID = W.TIE_WORDS_SAID | {"equal"}


_TOTAL_SAID = r"(?:,?\s+(?:in\s+)?total|\s+combined|\s+altogether|\s+all\s+together|\s+in\s+all)"
_POSSESSIVE = r"(?:their|that person's|this person's|the person's)"


def _count_said(output: str) -> str:
    """A count asked of the person found in a note's words, as the grammar reads it after 'Answer:' ('how many pets +
    cards total' -> 'their number of pets + cards in total', 'that person's pets + policies, how many total' / 'their
    pets + policies, total #' -> the same): the list and the word for the sum as written; anything else as it is."""
    said = re.fullmatch(rf"how many\s+(?P<list>.+?)(?P<total>{_TOTAL_SAID})?", output, flags=re.IGNORECASE) or \
        re.fullmatch(rf"{_POSSESSIVE}\s+(?P<list>.+?),?\s+(?:how many(?P<total>{_TOTAL_SAID})"
                     rf"|(?P<total2>total)\s+(?:#|number|count)|(?:#|number|count)(?P<total3>{_TOTAL_SAID}))", output,
                     flags=re.IGNORECASE)
    if said is None or re.search(r"\b(?:do|does|did|have|has|had|own|owns|hold|holds|they|that|this|of)\b",
                                 said.group("list"), flags=re.IGNORECASE):
        return output  # ('how many pets does that person have': the grammar's own follow-up)
    total = any(said.groupdict().get(g) for g in ("total", "total2", "total3"))
    return f"their number of {said.group('list')}{' in total' if total else ''}"


def _asked_of_them(value: str) -> bool:
    """Does a part after a tie rule ask something of the person found, in words no tie rule starts with ('G: R, tie T
    -> how many pets + cars total', '-> # of their pets + policies combined', '-> that person's pets + policies, how
    many total', '-> what is their total bank bal')? A measure said bare ('-> total bank bal') could be a further
    tie-breaker: not so."""
    from cbwh.ask.discourse import _words

    keys = _words(value).keys
    return keys[:2] in (["how", "many"], ["how", "much"]) or keys[:1] in (["what"], ["whats"], ["their"]) or \
        keys[:3] in (["that", "person", "'s"], ["this", "person", "'s"], ["number", "of", "their"],
                     ["sum", "of", "their"], ["total", "of", "their"]) or \
        keys[-3:-1] in (["for", "that"], ["for", "this"], ["of", "that"], ["of", "this"]) and \
        keys[-1] in W.GENERIC_PERSON_HEADS or keys[-2:] == ["for", "them"]  # ('# of X + Y for that person')


def _said_of_ties(value: str) -> bool:
    """Does a part speak of ties ('tie -> highest total bal', 'oldest on ties', 'tiebreak oldest')?"""
    from cbwh.ask.discourse import _words

    return bool(set(_words(value).keys) & _TIES_SAID)


def _groups(said: list[str]) -> str:
    """The group's words from one part or several ('same policy type as S1', 'same state as S2'; 'no pets + same blood
    type as S'): the first as `_group` writes it, each next as a clause ('who live in the same state as S2')."""
    conditions = [c.strip() for part in said
                  for c in re.split(r"(?:,|\s+(?:AND|and|\+|&))\s+(?=same |the same |no |with|current )", part)]
    terse = [c for c in conditions if re.match(r"current\b|[a-z][a-z ]*?\s*=", c, flags=re.IGNORECASE)]
    if terse:  # ('current job started in 2023', 'blood type = that of X'): the grammar reads them listed, said first
        return ", ".join(terse + [c for c in conditions if c not in terse])
    out = _group(conditions[0])
    for more in conditions[1:]:
        low = more.lower().removeprefix("the ")
        if low.startswith(("same state", "same city")):
            out += f" who live in the {more.removeprefix('the ').removeprefix('The ')}"
        elif low.startswith("same "):
            out += f" who have the {more.removeprefix('the ').removeprefix('The ')}"
        elif low.startswith(("no ", "with ", "without ", "who ")):
            out += f" {'who have ' if low.startswith('no ') else ''}{more}"
        else:
            out += f" and {more}"
    return out


def _name_asked(sentence: str) -> bool:
    """Does a sentence ask for the person's name ('Identify the individual.', 'Answer: full name')?"""
    from cbwh.ask.discourse import _at, _words

    w = _words(sentence)
    end = len(w.keys) - (w.keys[-1:] in (["."], ["?"]))
    lead = _at(w.keys, 0, end, W.LAYOUT_OUTPUT)
    if lead is not None and lead < end and w.keys[lead] in (":", "\u2014"):
        k = lead + 1
        k += w.keys[k:k + 1] in (["the"], ["a"], ["their"], ["his"], ["her"], ["just"], ["only"])
        return _at(w.keys, k, end, W.NAME_ANSWER) is not None
    return _at(w.keys, 0, end, W.LAYOUT_NAME_ASKS) == end


def _group(said: str) -> str:
    """The group's words as the grammar reads them after 'Among': 'the same state as S' -> 'people in the same state as
    S'; as written otherwise."""
    words = said.strip().removesuffix(".")
    if words.lower().startswith(("same ", "the same ")):
        return f"people with {words if words.lower().startswith('the ') else 'the ' + words}"
    leaders = re.fullmatch(r"(?:each|every) state's (?:top|richest|wealthiest) (?:person|individual|resident|one)"
                           r"(?: by (.+))?", words, flags=re.IGNORECASE)
    if leaders:  # ('each state's top person by total bank balance'): each state's leader (discourse._state_leaders)
        return f"people with the highest {leaders.group(1) or 'total bank balance'} in their state"
    if words.lower().startswith(("no ", "without ")):
        return f"people with {words}" if words.lower().startswith("no ") else f"people {words}"
    return words


def _one_reading(text: str, candidates: tuple[str, ...]) -> str:
    """The one candidate every reading candidate agrees with (the first that reads); refused naming two readings when
    they differ; when none reads, the first refused for its meaning (the grammar's message says why), else the text as
    it was (another reader of the layer may read it)."""
    from cbwh.ask.questions import parse_reading
    from cbwh.errors import UsageError
    from cbwh.spec.codec import encode
    from cbwh.spec.words import describe_output

    global _READING
    read: dict[str, tuple[str, str]] = {}
    why = ""  # a candidate refused for its meaning ('ambiguous: ranking by vehicles does not say which end ...')
    for candidate in dict.fromkeys(candidates):
        _READING = True
        try:
            out = parse_reading(candidate).output
        except UsageError as e:
            why = why or ("" if str(e).startswith("cannot understand") else candidate)
            continue
        finally:
            _READING = False
        read.setdefault(repr(encode(out)), (candidate, describe_output(out)))
    if len(read) > 1:
        (_, first), (_, second) = list(read.values())[:2]
        raise ParseError(f"the question laid out in labelled parts has two readings: ({first}); or ({second}): say the "
                         "ranking in other words ('most vehicles', 'number of vehicles, highest first')")
    return next(iter(read.values()))[0] if read else why or text
