"""Sums of bank balances asked of people said apart from the question (e42s), each rewritten as the one sentence the
grammar reads, 'What is the combined total bank balance of <people>?', and read as that sentence would be.

Two people announced first, then listed under labels (`two_summed`):

    need two people's bank balances added together. 1) S1. 2) S2. give me the sum of their total balances
    two people, one combined balance. first: most X in G1, T1. second: most Y in G2, T2. give me their balances summed
    need the combined total bank balance of two people: #1 has the most X in G1 (T1), #2 has ... add their balances up
    need a sum of two people's total bank balances: S1, plus S2

A top N set up from a group, then referred to (`top_summed`):

    Consider G. Take the 2 of them with R. What is the combined bank balance of those two people?
    Take G, and pick the 3 with R. What do those three people's bank balances add up to?
    Look at G and choose the 2 people with R. Adding up the bank balances of both, what total do you get?

The words around the people must carry no condition of their own: every one of them is a word of summing, of money, or
one from `words.SUMS_NOISE` (a request's 'need', 'pls', 'give me'); anything else leaves the text as it is, and a text
the grammar then does not read is refused as before."""

from __future__ import annotations

import re
from functools import lru_cache

from cbwh.ask.phrases import alternation
from cbwh.ask.phrases import lazy as _lazy
from cbwh.spec import words as W

_QUOTED = _lazy(r"(?<![\w'])'[^']*'")
_WORD = _lazy(r"[\w#]+(?:'[\w]*)?|'")


def _masked(text: str) -> tuple[str, list[str]]:
    """The text with each quoted value replaced by a placeholder word, and the values."""
    values: list[str] = []

    def keep(m: re.Match[str]) -> str:
        values.append(m.group(0))
        return f"\u27e6{len(values) - 1}\u27e7"

    return _QUOTED.sub(keep, text), values


def _unmasked(text: str, values: list[str]) -> str:
    return re.sub(r"\u27e6(\d+)\u27e7", lambda m: values[int(m.group(1))], text)


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(re.sub(r"\u27e6\d+\u27e7", " ", text)) if w != "'"]


def _said(phrasings: object) -> list[tuple[str, ...]]:
    """The phrasings of a words list as word tuples, longest first."""
    out = {tuple(str(p).lower().split()) for p in phrasings}  # type: ignore[attr-defined]
    return sorted(out, key=len, reverse=True)


def _tie_said(words: list[str]) -> bool:
    return bool(set(words) & W.TIE_WORDS_SAID) or "breaks" in words and "tie" in words


def _depth_zero(text: str) -> list[int]:
    """The bracket depth before each character."""
    depth, out = 0, []
    for ch in text:
        out.append(depth)
        depth += ch == "("
        depth -= ch == ")" and depth > 0
    return out


def _tie_in_brackets(person: str) -> str:
    """'S, highest salary breaks a tie' / 'S, tie -> higher salary' -> 'S (highest salary breaks a tie)': a tie rule
    said after a comma put in brackets, as the grammar reads it; the person as said otherwise."""
    person = person.strip().rstrip(",;.").strip()
    depth = _depth_zero(person)
    semis = [n for n, ch in enumerate(person) if ch == ";" and depth[n] == 0]
    if len(semis) == 1:  # ('S; if several are tied, take the one with the highest salary', e44s)
        rule = person[semis[0] + 1:].strip()
        if _tie_said(_words(rule)) and "(" not in rule and ")" not in rule:
            return f"{person[:semis[0]].rstrip()} ({rule})"
    for n in range(len(person) - 1, -1, -1):
        if person[n] == "," and depth[n] == 0:
            rule = person[n + 1:].strip()
            if _tie_said(_words(rule)) and "(" not in rule and ")" not in rule:
                return f"{person[:n].rstrip()} ({rule})"
            break
    return person


_GROUP_FIRST = _lazy(r"^(?P<g>(?:in|among|amongst|within|from|of)\s+[^,]+?)\s*,\s*(?P<p>(?:the|whoever)\b.*)$",
                          re.IGNORECASE | re.DOTALL)


def _person(said: str, has: bool) -> str | None:
    """One person's words after a label, as the grammar reads a person: 'has R' -> 'the person who has R'; a ranking
    alone ('most pets in G') -> 'the person with the most pets in G'; 'in G, the person with R (T)' -> 'the person with
    R in G (T)'. None when the words do not start as a person's."""
    said = _tie_in_brackets(said)
    words = _words(said)
    if not words or _tie_said(words) and set(words) & W.SUMS_SCOPED_TIE:
        return None  # ('S2, ties in both cases -> higher salary': a rule for both said with the second, not read)
    if has:
        return f"the person who {said}"
    if words[0] in W.SUMS_BARE_RANKINGS:  # ('most pets in G', 'oldest resident of G')
        return f"the {said}" if words[1:2] and words[1] in W.PERSON_HEADS else f"the person with the {said}"
    if words[0] == "the" and words[1:2] and words[1] in W.SUMS_BARE_RANKINGS and \
            not (words[2:3] and words[2] in W.PERSON_HEADS):  # ('the most pets in G'; not 'the oldest resident of G')
        return f"the person with {said}"
    if (m := _GROUP_FIRST.match(said)) is not None:
        person, group = m.group("p"), m.group("g")
        tie = ""
        if person.endswith(")") and (o := person.rfind("(")) > 0:
            person, tie = person[:o].rstrip(), f" {person[o:]}"
        return f"{person} {group}{tie}"
    if words[0] in ("the", "whoever"):
        return said
    if words[0] in W.PERSON_HEADS:  # ('- resident with R in G', after a bullet, e44s)
        return f"the {said}"
    return None


def _scope_pattern() -> re.Pattern[str]:
    return re.compile(rf"(?:\b(?:{_alts(W.SUMS_SCOPE_LEADS)})\s+)?\b(?:{_alts(W.SUMS_SCOPE_WORDS)})\b\s*,?", re.IGNORECASE)


def _scoped_rule(tail: str) -> tuple[str, str | None]:
    """The words after two people listed, less one sentence of a tie rule said for both ('ties on either -> larger
    total bank balance', 'for both, salary decides ties (higher wins)'), and that rule without its scope words (None
    when there is no such sentence; the words as they are when there are two)."""
    depth = _depth_zero(tail)
    cuts = [0, *(n + 1 for n, ch in enumerate(tail) if ch in ".?!" and depth[n] == 0
                 and (n + 1 >= len(tail) or tail[n + 1].isspace())), len(tail)]
    found = [(a, b) for a, b in zip(cuts, cuts[1:], strict=False) if _tie_said(_words(tail[a:b])) and
             set(_words(tail[a:b])) & W.SUMS_SCOPED_TIE]
    if len(found) != 1:
        return tail, None
    a, b = found[0]
    rule, n = _scope_pattern().subn(" ", tail[a:b].strip().rstrip(".?!"))
    rule = " ".join(rule.replace("(", ", ").replace(")", " ").split()).strip(" ,;")
    if n != 1 or not _tie_said(_words(rule)) or set(_words(rule)) & W.SUMS_SCOPED_TIE:
        return tail, None
    return tail[:a] + " " + tail[b:], rule


def _rule_of(person: str) -> list[str] | None:
    """The words of the tie rule in brackets a person's words end with, said alike ('higher' as 'highest', 'combined' as
    'total'), or None."""
    if not person.endswith(")") or (o := person.rfind("(")) < 0:
        return None
    return [W.SUMS_RULE_ALIKE.get(w, w) for w in _words(person[o:]) if w not in ("the", "a", "an")]


def _rules_alike(first: str, second: str) -> bool:
    """A tie rule said with the second of two people listed may be for both (the lead's reading, hand-p25): read only
    when it says what the first's says (each reading then gives one answer), or when the second has none."""
    second_rule = _rule_of(second)
    return second_rule is None or _rule_of(first) == second_rule


def _only_noise(words: list[str], extra: frozenset[str] = frozenset(), money: bool = True) -> bool:
    """Are all the words ones that carry no condition (with words of money and of adding, unless `money` is False:
    records counted, where 'How much money do they hold in their bank accounts' is a sum of money, not a count)? A
    number of one digit is a label ('1)', '2.'); a longer one may be a year or a threshold ('their pets and cars in
    2020', e50x: read as all their pets and cars)."""
    if not money:
        return not set(words) & (W.SUMS_MONEY | {"much", "bank", "in"} - set(extra)) and \
            all(w in W.SUMS_NOISE or w in extra or _label_number(w) for w in words)
    if set(words) & W.SUMS_COUNT_WORDS:
        return False  # ('the number of savings accounts of two people added together', r82 F1: a count of accounts;
        # 'the number of bank balances of 2 people added together', r85 F2: of balances, a count too)
    if any(w in W.SUMS_ONE_ACCOUNT and ("account" in words[n + 1:n + 3] or "acct" in words[n + 1:n + 3])
           for n, w in enumerate(words)):
        return False  # ('the bank balances in 1 account of two people', 'one savings account balance', r82 F3: one
        # account's, not all of them)
    return all(w in W.SUMS_NOISE or w in W.SUMS_ADDED or w in W.SUMS_MONEY or w in extra or _label_number(w)
               for w in words)


def _label_number(word: str) -> bool:
    """A list label's number: the first or second person's ('1)', '2.'); any other number counts something ('the bank
    balances of 5 people', r82 F3)."""
    return word in ("1", "2")


def _summed(words: list[str]) -> bool:
    """Do the words around the people ask for a sum of money: a word of money, and a word of adding other than 'total'
    ('their total bank balances' alone may be each one's)."""
    return bool(set(words) & W.SUMS_MONEY) and (bool(set(words) & (W.SUMS_ADDED - {"total", "totals"})) or any(
        w == "total" and words[n + 1:n + 2] == ["of"] for n, w in enumerate(words)))  # ('the total of their balances')


def _label_at(text: str, at: int, which: int, closed_only: bool = False) -> tuple[int, bool] | None:
    """A label of the first (which 0) or second person at `at` in masked text: where the person's words start, and
    whether they start with 'has' ('#1 has R'); only a label closed by its own mark ('2)', '#2') with `closed_only`."""
    rest = text[at:]
    low = rest.lower()
    for said in sorted((str(p) for p in W.SUMS_LABELS[which]), key=len, reverse=True):
        if not low.startswith(said):
            continue
        after = rest[len(said):]
        closed = said[-1] in ").:=" or said.startswith("#") or said in W.SUMS_BULLETS
        if closed_only and not (said[-1] == ")" or said.startswith("#")):
            continue
        if not closed and said[-1].isalnum() and after[:1].isalnum():
            continue
        m = re.match(r"\s*(?:" + "|".join(re.escape(s) for s in W.SUMS_LABEL_SEPARATORS) + r")\s*", after)
        if m is not None:
            start = at + len(said) + m.end()
        elif closed:
            start = at + len(said) + len(after) - len(after.lstrip())
        else:
            continue
        return start, re.match(r"(?:has|holds|owns)\s", text[start:]) is not None
    return None


def _starts(text: str) -> list[int]:
    """Where a segment may start in masked text: its start, and after a sentence's end, a colon, a semicolon, a comma
    or a dash, outside brackets."""
    depth = _depth_zero(text)
    out = [0]
    for n, ch in enumerate(text):
        if ch in W.SUMS_BULLETS and depth[n] == 0 and 0 < n < len(text) - 1 and text[n - 1].isspace() and \
                text[n + 1].isspace():
            out.append(n)  # (a bullet: '... ? - S1 - S2', e44s)
        if ch in ".:;,!?\u2014\n" and depth[n] == 0 and (ch != "." or n + 1 >= len(text) or text[n + 1].isspace()):
            k = n + 1
            while k < len(text) and text[k].isspace():
                k += 1
            out.append(k)
    return out


def _sentence_end(text: str, start: int) -> int:
    """Where the sentence from `start` ends (at its '.', '?' or '!' outside brackets), or the text's end."""
    depth = _depth_zero(text)
    for n in range(start, len(text)):
        if text[n] in ".?!" and depth[n] == 0 and (n + 1 >= len(text) or text[n + 1].isspace()):
            return n
    return len(text)


def two_summed(text: str) -> str | None:
    """Two people's bank balances summed, the sum announced (or asked after), the people listed under labels or after a
    colon joined by 'plus': 'What is the combined total bank balance of S1 and S2?', or None."""
    masked, values = _masked(text)
    starts = _starts(masked)
    first = next(((n, found) for n in starts if (found := _label_at(masked, n, 0)) is not None), None)
    pair: tuple[tuple[str, bool], tuple[str, bool]] | None = None
    around = ""
    if first is not None:
        at, (one, has1) = first
        # (the second label may follow the first person's words with no mark between when it closes itself: '1) S1
        # 2) S2')
        spaced = {n + 1 for n, ch in enumerate(masked) if ch.isspace() and n + 1 < len(masked)} - set(starts)
        second = next(((n, found) for n in sorted({*starts, *spaced}) if n > one and
                       (found := _label_at(masked, n, 1, n in spaced)) is not None), None)
        if second is None:
            return None
        at2, (two, has2) = second
        apart = masked[:at2].rstrip().endswith(".") and _sentence_end(masked, two) < len(masked)
        end = _sentence_end(masked, two)
        first_said = masked[one:at2].rstrip().rstrip(",;.").rstrip()
        tail, both = _scoped_rule(masked[end:])
        pair = ((first_said, has1), (masked[two:end], has2))
        around = masked[:at] + " " + tail
    else:
        both, apart = None, False
        colon = masked.find(":")
        if colon < 0:
            return None
        body = masked[colon + 1:]
        end = _sentence_end(body, 0)
        depth = _depth_zero(body)
        joins = [m for m in re.finditer(r"\s*(?:,\s*)?\bplus\b\s*", body[:end]) if depth[m.start()] == 0]
        if len(joins) != 1:
            return None
        j = joins[0]
        pair = ((body[:j.start()], False), (body[j.end():end], False))
        around = masked[:colon] + " " + body[end:]
    words = _words(around)
    if not _summed(words) or not _only_noise(words):
        return None
    people = [_person(said, has) for said, has in pair]
    if people[0] is None or people[1] is None or not (_rules_alike(people[0], people[1]) or apart and
                                                      _rule_of(people[0]) is not None):
        # (each person in a sentence of their own with a tie rule of their own, 'The first is S1; if several are
        # tied, T1. The second is S2; if several are tied, T2.', e44s: the second's rule is the second's)
        return None
    if both is not None:  # (a rule for both said after them: said with each, unless one has a rule of its own)
        if _rule_of(people[0]) is not None or _rule_of(people[1]) is not None:
            return None
        people = [f"{person} ({both})" for person in people]
    return _unmasked(f"What is the combined total bank balance of {people[0]} and {people[1]}?", values)


_NUMBER = {**{str(n): n for n in range(2, 10)}, **{k: v for k, v in W.NUMBER_WORDS.items() if 2 <= v <= 9}}
def _top_pattern() -> re.Pattern[str]:
    verbs = _alts(W.SUMS_PICK_VERBS)
    number = "|".join(sorted(_NUMBER, key=len, reverse=True))
    heads, from_them, ranked = _alts(W.SUMS_TOP_HEADS), _alts(W.SUMS_TOP_FROM), _alts(W.SUMS_TOP_RANKED)
    joins = _alts(W.SUMS_CHAIN_JOINS)
    return re.compile(
        rf"(?P<lead>(?:^|(?<=[.;!?,:]\s)|(?<=\s))(?:(?:{from_them})\s*,?\s*)?"
        rf"(?:(?:{joins})\s+)?(?:{verbs})\s+)the\s+(?P<n>{number})\s+(?:(?:{heads}|{from_them})\s+)?"
        rf"(?:(?:{from_them})\s+)?(?P<r>(?:{ranked})\b[^.;?!]*?)\s*(?=[.;?!]\s|[.;?!]?$)",
        re.IGNORECASE)


def _group_lead() -> re.Pattern[str]:
    return re.compile(rf"^\s*(?:(?:{_alts(W.SUMS_GROUP_OPENINGS)})\s*,?\s+)*(?:{_alts(W.SUMS_GROUP_LEADS)})\s+(?P<g>.+?)\s*"
                      rf"(?:,\s*(?:{_alts(W.SUMS_CHAIN_JOINS)})|\s+(?:{_alts(W.SUMS_CHAIN_JOINS)})|,|\.|;)?\s*$",
                      re.IGNORECASE | re.DOTALL)


def top_summed(text: str) -> str | None:
    """A top N of a group set up, then their bank balances asked summed: 'What is the combined total bank balance of the
    N people R among G?', or None."""
    masked, values = _masked(text)
    found = list(_TOP().finditer(masked))
    if len(found) != 1:
        return None
    m = found[0]
    group = _LEAD().match(masked[:m.start("lead")])
    if group is None or not group.group("g").strip():
        return None
    n = _NUMBER[m.group("n").lower()]
    ranked = m.group("r").strip()
    rule = ""
    if (r := _tie_in_brackets(ranked)) != ranked.rstrip(",;. ") and r.endswith(")"):
        o = r.rfind("(")
        ranked, rule = r[:o].rstrip(), f" {r[o:]}"
    if "," in ranked or _tie_said(_words(ranked)):
        return None
    asked = masked[m.end():].lstrip(" .;!?")
    words = _words(asked)
    numbers = {_NUMBER.get(w) for w in words if w in _NUMBER or w in W.NUMBER_WORDS}
    if any(w in W.SUMS_TOP_ONE_OF and not (w in ("first", "top") and words[k + 1:k + 2] and
                                           _NUMBER.get(words[k + 1]) == n) for k, w in enumerate(words)):
        return None  # ('the combined bank balance of one of them', 'of the first'; not 'the first 2', 'the top two')
    if not words or not _summed(words) or \
            not (set(words) & W.SUMS_TOP_REFERRED or numbers == {n}) or numbers - {n} or \
            not _only_noise(words, W.SUMS_TOP_REFERENCES):
        return None
    g = group.group("g").strip().rstrip(",")
    return _unmasked(f"What is the combined total bank balance of the {n} people {ranked} among {g}{rule}?", values)


_TOP_CACHE: list[re.Pattern[str]] = []


def _TOP() -> re.Pattern[str]:  # noqa: N802
    if not _TOP_CACHE:
        _TOP_CACHE.extend((_top_pattern(), _group_lead()))
    return _TOP_CACHE[0]


def _LEAD() -> re.Pattern[str]:  # noqa: N802
    _TOP()
    return _TOP_CACHE[1]


_TOKEN = _lazy(r"\u27e6\d+\u27e7|[\w]+(?:[-'][\w]+)*|'s\b|[^\s\w]", re.UNICODE)


def _tokens(text: str) -> list[re.Match[str]]:
    return list(_TOKEN.finditer(text))


def _record_phrases() -> list[tuple[str, ...]]:
    if not _RECORD_CACHE:
        said = {tuple(str(p).lower().split()) for noun in W.RECORD_NOUNS.values() for p in noun.plural}
        _RECORD_CACHE.extend(sorted(said, key=len, reverse=True))
    return _RECORD_CACHE


_RECORD_CACHE: list[tuple[str, ...]] = []


def _record_at(keys: list[str], n: int) -> int | None:
    for said in _record_phrases():
        if tuple(keys[n:n + len(said)]) == said:
            return n + len(said)
    return None


def _record_list(keys: list[str], n: int) -> int | None:
    """Where a list of kinds of records starting at n ends ('vehicles, credit cards, pets and insurance policies'), or
    None."""
    end = _record_at(keys, n)
    if end is None:
        return None
    while True:
        k = end + (keys[end:end + 1] == [","])
        k += keys[k:k + 1] == ["and"]
        if k == end or (nxt := _record_at(keys, k)) is None:
            return end
        end = nxt


# what a list of records counted may follow ('that person's X', 'adding up X', 'count everything — X')
_COUNTED_BEFORE = frozenset({"their", "his", "her", "up", "count", "counting", "tally", "tallying", "everything",
                             "\u2014", "-", ":", "(", "sum", "summing"})
_REFERRED_AS = {"that person's": "that person", "this person's": "this person", "the person's": "that person",
                "that individual's": "that individual", "this individual's": "this individual", "their": "they",
                "them": "they", "his": "he", "him": "he", "her": "she"}


def records_summed(text: str) -> str | None:
    """A person's records of several kinds counted together, said around the list ('Adding up that person's X, Y and Z,
    what is the total?', 'Count everything — X, Y and Z — belonging to P. What is the total?', 'How many records does that
    person have when you count their X, Y and Z together?'): the sentences before it kept, and the question said as
    'How many X, Y and Z does <that person / P> have in total?'; None if any word around the list carries more."""
    masked, values = _masked(text)
    ends = []
    at = 0
    while at < len(masked):
        end = _sentence_end(masked, at)
        ends.append((at, min(end + 1, len(masked))))
        at = end + 1
        while at < len(masked) and masked[at].isspace():
            at += 1
    found = None
    for s, (a, b) in enumerate(ends):
        toks = _tokens(masked[a:b])
        keys = [t.group(0).lower() for t in toks]
        lists = [(n, e) for n in range(len(keys)) if (e := _record_list(keys, n)) is not None and
                 (n == 0 or keys[n - 1] in _COUNTED_BEFORE or keys[n - 1].endswith("'s") or
                  keys[n - 1] == "the" and n > 1 and keys[n - 2] in _COUNTED_BEFORE)]  # ('count up the X of P')
        if lists:
            if found is not None or len(lists) != 1:
                return None
            found = (s, a, toks, keys, lists[0])
    if found is None:
        return None
    s, a, toks, keys, (rs, re_) = found
    after = " ".join(masked[x:y] for x, y in ends[s + 1:])
    if not _only_noise(_words(after), W.SUMS_COUNTED, money=False):
        return None
    # the person: said after 'belonging to' ... to the sentence's end, or referred to
    rest = [k for k in keys if k not in ".?!"]
    n_of = None
    for n in range(re_, len(keys)):
        for said in sorted(W.SUMS_COUNTED_OF, key=len, reverse=True):
            w = said.split()
            if keys[n:n + len(w)] == w and n + len(w) < len(keys) and keys[n + len(w)] in ("the", "whoever"):
                n_of = (n, n + len(w))
                break
        if n_of is not None:
            break
    around = keys[:rs] + keys[re_:n_of[0] if n_of else len(keys)]
    around = [k for k in around if k not in (",", ".", "?", "!", "\u2014", "-", ":", ";", "(", ")")]
    if n_of is not None:
        stop = len(toks) - (keys[-1] in ".?!")
        person = masked[a + toks[n_of[1]].start():a + toks[stop - 1].end()].strip()
    else:
        refs = [k for k in around if k in _REFERRED_AS or k in ("that", "this")]
        joined = " ".join(around)
        ref = next((r for r in sorted(W.SUMS_COUNTED_REFERENCES, key=len, reverse=True)
                    if re.search(rf"(?<![\w']){re.escape(r)}(?![\w'])", joined)), None)
        if ref is None or not refs:
            return None
        person = _REFERRED_AS.get(ref, ref)
    if not _only_noise(around, W.SUMS_COUNTED, money=False) or not rest:
        return None
    told = set(around + _words(after))
    if not told & (W.SUMS_COUNTED_SUMMED | W.SUMS_ADDING_VERBS) or \
            "bank" in keys[rs:re_] and (told & W.SUMS_ADDING_VERBS or not told & W.SUMS_COUNT_SAID):
        # ('Count the pets and vehicles of P' may ask each count, 'add them up' their sum, e44s; 'add up ... bank
        # accounts' their money, and 'their total across their bank accounts' without a word of counting, e50x)
        return None
    records = masked[a + toks[rs].start():a + toks[re_ - 1].end()]
    verb = "do" if person in ("they",) else "does"
    before = masked[:a].strip()
    return _unmasked(f"{before} How many {records} {verb} {person} have in total?".strip(), values)


_ASIDE = _lazy(r"\s*,\s*(?P<a>[^,?.;:()]+?)\s*,\s*")


def money_aside(text: str) -> str | None:
    """'How much money, summed across all bank accounts, does P have?' -> 'How much money does P have?': an aside that
    only says the money is summed, in a question asking how much (a person's money is the sum over their accounts), read
    away; None if there is none."""
    masked, values = _masked(text)
    if not re.match(rf"\s*(?:{_alts(W.SUMS_HOW_MUCH)})\b", masked, re.IGNORECASE):
        return None
    for m in _ASIDE.finditer(masked):
        words = _words(m.group("a"))
        if words and all(w in W.SUMS_MONEY_ASIDE for w in words) and set(words) & W.SUMS_ADDED:
            return _unmasked(f"{masked[:m.start()]} {masked[m.end():]}", values)
    return None


def value_first(text: str) -> str | None:
    """The value said first, then the person, then perhaps a tie rule ('need a total bank balance: the person with R
    among G. if tied take the oldest', 'can you get me a total bank balance: whoever has R among G. tie -> oldest'):
    'What is the total bank balance of <person> (<rule>)?', or None."""
    masked, values = _masked(text)
    depth = _depth_zero(masked)
    colon = next((n for n, ch in enumerate(masked) if ch in ":\u2014" and depth[n] == 0), None)
    if colon is None:
        return None
    words = _words(masked[:colon])
    if not words or not set(words) & W.SUMS_MONEY or not _only_noise(words) or \
            set(words) & {"two", "2", "both", "people", "persons", "folks", "individuals", "people's", "their"}:
        return None
    body = masked[colon + 1:].strip()
    end = _sentence_end(body, 0)
    person, rest = body[:end], body[end + 1:].strip()
    rules = []
    while rest:
        e = _sentence_end(rest, 0)
        rule = rest[:e].strip()
        if not _tie_said(_words(rule)):
            return None
        rules.append(rule)
        rest = rest[e + 1:].strip()
    said = _person(person, False)
    if said is None or len(rules) > 1 or rules and said.endswith(")"):
        return None
    rule = f" ({rules[0]})" if rules else ""
    return _unmasked(f"What is the total bank balance of {said}{rule}?", values)


def tail_read_away(text: str) -> str | None:
    """A question followed by a closing sentence that only says what was asked again ('What's the biggest total bank
    balance among them? just need the combined number for that person', '... ? only the dollar figure pls'): the
    question without it, or None. The closing may not name another value (money is said by 'number', 'figure', 'sum';
    'name' asks no more than 'no names needed')."""
    masked, values = _masked(text)
    depth = _depth_zero(masked)
    ask = next((n for n in range(len(masked) - 1, -1, -1) if masked[n] == "?" and depth[n] == 0), None)
    if ask is None or not masked[ask + 1:].strip():
        return None
    words = _words(masked[ask + 1:])
    if not words or not all(w in W.SUMS_TAIL for w in words):
        return None
    if any(w in ("name", "names") and words[n - 1:n] != ["no"] or w == "no" and words[n + 1:n + 2] and
           words[n + 1] in W.SUMS_TAIL_VALUE for n, w in enumerate(words)):
        return None  # (a name wanted, or the value refused: 'just the name, no dollar figure', r82 F4; 'no names
        # needed' asks no more than the question)
    start = max(masked.rfind(".", 0, ask), masked.rfind("?", 0, ask), masked.rfind("!", 0, ask)) + 1
    asked = set(_words(masked[start:ask]))
    if set(words) & W.SUMS_TAIL_VALUE and asked & W.SUMS_ASKS_NAME and "name" not in words and \
            (then := _and_value().search(masked, start, ask)) is not None:  # (a name, then the value wanted, e50p)
        return _unmasked(f"{masked[:then.start()].rstrip(' ,')}? {masked[then.start('v'):ask + 1]}", values)
    if set(words) & W.SUMS_TAIL_VALUE and (asked & W.SUMS_ASKS_NAME or not asked & W.SUMS_ASKS_VALUE):
        return None  # ('Who is the oldest person in Ohio? Just the number is fine.': a name asked, a number wanted; so
        # too 'oldest resident of Ohio? just need the number', a name asked by a fragment naming no value, e48s)
    return _unmasked(masked[:ask + 1], values)


@lru_cache(maxsize=1)
def _and_value() -> re.Pattern[str]:
    """', and what's their ...' after a name asked (words.SUMS_AND_VALUE)."""
    return re.compile(rf",?\s+(?:{_alts(W.SUMS_AND_JOINS)})\s+(?P<v>(?:{_alts(W.SUMS_AND_VALUE)})\b)", re.IGNORECASE)


def _alts(said: object) -> str:
    return alternation(said)  # type: ignore[arg-type]


def _reached_pattern() -> re.Pattern[str]:
    ranked = _alts(W.BALANCE_RANKED)
    return re.compile(
        rf"\bwhoever\s+(?:{_alts(W.SUMS_WHOEVER_VERBS)})\s+the\s+(?P<r>{ranked})\s+(?P<m>(?:[\w-]+\s+){{0,2}}?balance)"
        rf"(?:\s+(?:{_alts(W.SUMS_GROUP_THERE)}))?\s*,\s*(?:{_alts(W.SUMS_ASK_BACK)})\s+(?:that|their|his|her|the|this)"
        rf"\s+(?P<m2>(?:[\w-]+\s+){{0,2}}?balance)(?:\s+is)?\s*(?P<end>[?.!]?)\s*$", re.IGNORECASE)


_REACHED: list[re.Pattern[str]] = []


def value_reached(text: str) -> str | None:
    """'Whoever has the highest total bank balance there, what's that balance?' after a group set up: 'What is the highest
    total bank balance among them?' (the value the ranking reaches, which whoever wins a tie on it has); only when the
    value asked back is the ranking's own (a balance, of the same words or fewer); None otherwise."""
    if not _REACHED:
        _REACHED.append(_reached_pattern())
    masked, values = _masked(text)
    m = _REACHED[0].search(masked)
    if m is None or m.start() == 0:
        return None
    said, back = _words(m.group("m")), _words(m.group("m2"))
    if not set(back) <= set(said) or not set(said) <= {"total", "combined", "overall", "bank", "balance"}:
        return None
    return _unmasked(f"{masked[:m.start()]}What is the {m.group('r')} {m.group('m')} among them?", values)


def chain_split(text: str) -> str | None:
    """A request said as one sentence of steps joined by commas ('look at the state of X, pick whoever holds R there,
    oldest if tied, and tell me their total bank balance'): one sentence a step ('Look at the state of X. Pick whoever
    holds R there (oldest if tied). Tell me their total bank balance.'), a tie rule said between two steps put in
    brackets after the step before it; None unless every part after the first starts with a step's verb
    (`words.SUMS_CHAIN_VERBS`) or is a tie rule, and two steps at least follow the first."""
    masked, values = _masked(text)
    body = masked.strip()
    mark = body[-1] if body[-1:] in (".", "?", "!") else ""
    body = body[:len(body) - len(mark)].rstrip()
    depth = _depth_zero(body)
    if any(ch in ".?!;" and depth[n] == 0 for n, ch in enumerate(body)) or ":" in body or "\u2014" in body:
        return None
    parts, start = [], 0
    for n, ch in enumerate(body):
        if ch == "," and depth[n] == 0:
            parts.append(body[start:n].strip())
            start = n + 1
    parts.append(body[start:].strip())
    if len(parts) < 3:
        return None
    joins = sorted(W.SUMS_CHAIN_JOINS, key=len, reverse=True)
    steps: list[str] = [parts[0]]
    verbs = 0
    for part in parts[1:]:
        low = part.lower()
        for join in joins:
            if low.startswith(join + " "):
                part, low = part[len(join):].lstrip(), low[len(join):].lstrip()
                break
        words = _words(part)
        if not words:
            return None
        if words[0] in W.SUMS_CHAIN_VERBS:
            steps.append(part)
            verbs += 1
        elif _tie_said(words) and not set(words) & W.SUMS_CHAIN_VERBS and not steps[-1].endswith(")") and \
                len(steps) > 1:
            steps[-1] = f"{steps[-1]} ({part})"
        else:
            return None
    if verbs < 2 or _words(steps[0])[:1] and _words(steps[0])[0] not in W.SUMS_CHAIN_VERBS:
        return None
    said = ". ".join(s[:1].upper() + s[1:] for s in steps)
    return _unmasked(f"{said}{mark or '.'}", values)


_CHOSEN: list[re.Pattern[str]] = []


def _chosen_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    if not _CHOSEN:
        _CHOSEN.append(re.compile(rf"\s+(?:{_alts(W.SUMS_CHOSEN_SAID)})(?![\w'])", re.IGNORECASE))
        _CHOSEN.append(re.compile(rf"(?:{_alts(W.SUMS_CHOSEN_LEADS)})\s+(?:(?P<is>is|will be|would be|should be)|"
                                  rf"(?P<v>{_alts(W.SUMS_CHOSEN_HOLDS)}))\s+(?=\S)", re.IGNORECASE))
    return _CHOSEN[0], _CHOSEN[1]


def _chosen_sentence(sentence: str) -> str | None:
    """One sentence with a person said chosen ('The one with R is chosen, and if tied, T'; 'The person you want holds
    R'; after a comma, 'Within G, the person holding R is the one we want, ...') said as 'choose <person>, ...'; None
    when it says no such thing."""
    said, lead = _chosen_patterns()
    depth = _depth_zero(sentence)
    commas = [n for n, ch in enumerate(sentence) if ch == "," and depth[n] == 0]
    for start in (0, *(n + 1 for n in commas)):
        while start < len(sentence) and sentence[start].isspace():
            start += 1
        if (m := lead.match(sentence, start)) is not None:
            rest = sentence[m.end():]
            if m.group("is") is not None:
                if not _words(rest)[:1] or _words(rest)[0] not in W.SUMS_CHOSEN_STARTS:
                    return None
                person = rest
            else:
                person = f"the person who {m.group('v')} {rest}"
            verb = "choose" if sentence[:start].strip() else "Choose"
            return f"{sentence[:start]}{verb} {person}"
    for m in said.finditer(sentence):
        if depth[m.start()]:
            continue
        start = max((n + 1 for n in commas if n < m.start()), default=0)
        while start < m.start() and sentence[start].isspace():
            start += 1
        person = sentence[start:m.start()]
        words = _words(person)
        if not words or words[0] not in W.SUMS_CHOSEN_STARTS or _tie_said(words):
            continue
        verb = "choose" if sentence[:start].strip() else "Choose"
        return f"{sentence[:start]}{verb} {person[:1].lower()}{person[1:]}{sentence[m.end():]}"
    return None


def chosen_said(text: str) -> str | None:
    """A person chosen from a group said in the passive or as the one wanted ('Whoever holds R is selected, and in a
    tie, T.', 'Within that group, the person holding R is the one we want, with any tie broken by T.', 'The person you
    want holds R in that group; if several tie, T.') said as the grammar reads a choice: 'Choose whoever holds R, and in
    a tie, T.' (`words.SUMS_CHOSEN_SAID`, `SUMS_CHOSEN_LEADS`); None when no sentence says so. The rest of the text is
    kept as it is: what the choice is made from, and the question after it, are read as they would be with 'choose'."""
    masked, values = _masked(text)
    out, at, changed = [], 0, False
    while at < len(masked):
        end = _sentence_end(masked, at)
        sentence = masked[at:end]
        if (said := _chosen_sentence(sentence)) is not None:
            sentence, changed = said, True
        out.append(sentence + masked[end:end + 1])
        at = end + 1
    # the person chosen referred to after as chosen ('How many vehicles does the chosen person have?', e45s): as 'that
    # person' (`words.SUMS_CHOSEN_BACK`), in the sentences after the first only
    first = _sentence_end(masked, 0) + 1
    back = re.compile(rf"\b(?:{_alts(W.SUMS_CHOSEN_BACK)})\b(?!\s+(?:by|from|among|of|in|out)\b)", re.IGNORECASE)
    joined = "".join(out)
    if first < len(joined) and (later := back.sub("that person", joined[first:])) != joined[first:]:
        joined, changed = joined[:first] + later, True
    if not changed:
        return None
    return _unmasked(joined, values)


_STEP: list[re.Pattern[str]] = []


def _step_patterns() -> list[re.Pattern[str]]:
    if not _STEP:
        marks = "|".join(rf"\s*{re.escape(m)}\s*" if m.strip() == m else rf"\s+{re.escape(m.strip())}\s+"
                         for m in sorted(W.SUMS_STEP_MARKS, key=len, reverse=True))
        _STEP.append(re.compile(marks))
        _STEP.append(re.compile(rf"^(?:{_alts(W.SUMS_STEP_OWNER)})(?P<s>'s)?(?![\w'])", re.IGNORECASE))
        _STEP.append(re.compile(rf"^(?P<p>.+?)\s+(?:{_alts(W.SUMS_STEP_SOME_STATE)})$", re.IGNORECASE))
        _STEP.append(re.compile(r"^(?P<a>.*?\u27e6\d+\u27e7)\s+owner's\s+(?P<x>[\w-]+)(?P<r>.*)$", re.IGNORECASE))
        _STEP.append(re.compile(rf"^(?P<x>.*?)\s*(?:{_alts(W.SUMS_STEP_ASKED)})\s*[.!]?$", re.IGNORECASE))
    return _STEP




def _step_sentence(step: str, anchor: str | None, after_state: bool) -> tuple[str | None, str | None]:
    """One step said as a sentence ('Take the state of the owner of plate 'X'.', 'Find the owner, ...'), and a thing
    said alone to be owned in the next step (then no sentence); (None, None) when the step is none of these."""
    marks, owner, some_state, owned, _ = _step_patterns()
    step = step.strip().rstrip(".;,")
    words = _words(step)
    if not words:
        return None, None
    if anchor is None and "\u27e6" in step and not set(words) & (W.PERSON_HEADS | W.SUMS_STEP_PERSON | W.SUMS_CHAIN_VERBS):
        return None, step if words[0] in ("the", "a") else f"the {step}"  # ('rabbit named 'X'', 'plate 'X'')
    if anchor is not None:
        if (m := owner.match(step)) is None:
            return None, None
        rest = step[m.end():]
        if m.group("s"):  # ('its owner's state' -> 'the state of the owner of X')
            head = re.match(r"\s*([\w-]+)", rest)
            if head is None:
                return None, None
            step = f"the {head.group(1)} of the owner of {anchor}{rest[head.end():]}"
        else:
            lead = _words(step[:m.end()])[0]
            step = f"{lead + ' ' if lead in W.SUMS_CHAIN_VERBS else ''}the owner of {anchor}{rest}"
    elif (m := owned.match(step)) is not None:  # ('plate 'X' owner's state' -> 'the state of the owner of plate 'X'')
        a = m.group("a")
        step = f"the {m.group('x')} of the owner of {a if _words(a)[:1] == ['the'] else 'the ' + a}{m.group('r')}"
    elif (m := some_state.match(step)) is not None:  # ('owner of plate 'X' lives in some state')
        who = m.group("p")
        step = f"the state of {who if _words(who)[0] in W.SUMS_STEP_DETERMINERS else 'the ' + who}"
    words = _words(step)
    if words[0] in W.SUMS_CHAIN_VERBS:
        return step[:1].upper() + step[1:] + ".", None
    if words[0] not in W.SUMS_STEP_DETERMINERS:
        step = f"the {step}"
        words = ["the", *words]
    if after_state and words[1] in W.SUMS_STEP_HEADS and not set(words) & {"there", "in", "of", "living", "residing",
                                                                              "among", "from", "within"}:
        head = re.match(r"\s*the\s+[\w-]+", step, re.IGNORECASE)
        if head is not None:  # ('state of X -> resident with R': the resident there with R)
            step = f"{step[:head.end()]} there{step[head.end():]}"
    return f"Take {step}.", None


def steps_said(text: str) -> str | None:
    """A request said as steps between marks ('->', ':', ' - '), the question after the last: one sentence a step ('rabbit
    named 'X' -> its owner's state -> resident with R (tie: T). what's that person's total bank balance' -> 'Take the state
    of the owner of the rabbit named 'X'. Take the resident there with R (tie: T). what's that person's total bank
    balance'); a thing said alone read as its owner's in the step after ('plate 'X': find the owner, ...'), a state said
    as 'P lives in some state' as 'the state of P', the question 'V = ?' as 'What is V?' (`words.SUMS_STEP_*`). None
    unless every step reads so."""
    masked, values = _masked(text)
    marks = _step_patterns()[0]
    depth = _depth_zero(masked)
    cuts = [m for m in marks.finditer(masked) if depth[m.start()] == 0 and m.start() > 0]
    if not cuts:
        return None
    parts = [masked[a:b] for a, b in zip([0, *(m.end() for m in cuts)], [*(m.start() for m in cuts), len(masked)],
                                         strict=True)]
    last = parts[-1]
    sentences, at = [], 0
    while at < len(last):
        end = _sentence_end(last, at)
        sentences.append(last[at:end + 1].strip())
        at = end + 1
    sentences = [s for s in sentences if s]
    if not sentences:
        return None  # (nothing after the last mark: 'who owns fewer vehicles:', e47s; an IndexError before)
    asked = next((n for n, s in enumerate(sentences) if s.endswith("?") or _words(s)[:1] and (
        _words(s)[0] in W.QUESTION_FIRST_WORDS or _words(s)[0] in ("what's", "who's", "give", "tell", "whats"))), None)
    if asked is None:
        asked = len(sentences) - 1
    if any(_sentence_end(part, 0) < len(part) for part in parts[:-1]):
        return None  # (a step is a phrase, never sentences of its own)
    steps = parts[:-1] + sentences[:asked]
    if (m := _step_patterns()[4].match(sentences[asked])) is not None:
        sentences[asked] = f"What is {m.group('x')}?"
    question = " ".join(sentences[asked:])
    said, anchor, state = [], None, False
    for step in steps:
        sentence, thing = _step_sentence(step, anchor, state)
        if thing is not None:
            anchor = thing
            continue
        if sentence is None:
            return None
        anchor = None
        said.append(sentence)
        state = _words(sentence)[1:3] in (["the", "state"], ["their", "state"], ["its", "state"])
    if anchor is not None and (m := _step_patterns()[1].match(question)) is not None and not m.group("s"):
        # ('plate 'X': find the owner, look at all residents of their state, and give me ...': the thing's owner in the
        # question itself)
        lead = _words(question[:m.end()])[0]
        question = f"{lead.capitalize() + ' ' if lead in W.SUMS_CHAIN_VERBS else ''}the owner of {anchor}" \
                   f"{question[m.end():]}"
        anchor = None
    if anchor is not None or not question or not said and question == masked:
        return None
    return _unmasked(" ".join([*said, question]), values)


@lru_cache(maxsize=1)
def _ranking_taken() -> re.Pattern[str]:
    """The first N taken at a ranking's end (`words.SUMS_PICK_VERBS`, `words.SUMS_RANKED_FIRST`): ', and take the top 3.',
    '; keep the first two people.', '. Then pick the leading 2 of them.'"""
    number = "|".join(sorted(_NUMBER, key=len, reverse=True))
    return re.compile(
        rf"(?:\s*[,;.]\s*|\s+)(?:(?:and|then)\s+)*(?:{_alts(W.SUMS_PICK_VERBS)})\s+(?:only\s+|just\s+)?the\s+"
        rf"(?:{_alts(W.SUMS_RANKED_FIRST)})\s+(?P<n>{number})(?:\s+(?:{_alts(W.SUMS_TOP_HEADS)}))?"
        rf"(?:\s+(?:{_alts(W.SUMS_TOP_FROM)}))?\s*[.;]$", re.IGNORECASE)


def ranked_first(text: str) -> tuple[str, int] | None:
    """A ranking list said, then the sum of the bank balances of its first N asked ('Rank G by K, earliest first. What is
    the combined total bank balance of the first 2 people?'): the ranking said with 'Who comes first?' after it (read by
    the grammar as a ranking list is, `questions._two_passes` then asks the first N's sum), and N; None otherwise.
    Every word of the question about them carries no condition (`words.SUMS_RANKED_AROUND`)."""
    masked, values = _masked(text)
    at, sentences = 0, []
    while at < len(masked):
        end = _sentence_end(masked, at)
        sentences.append(masked[at:end + 1].strip())
        at = end + 1
    sentences = [s for s in sentences if s]
    for cut in range(1, len(sentences)):
        asked = " ".join(sentences[cut:])
        words = _words(asked)
        ranking = " ".join(sentences[:cut])
        firsts = [(k, _NUMBER[words[k + 1]]) for k, w in enumerate(words[:-1])
                  if w in W.SUMS_RANKED_FIRST and words[k + 1] in _NUMBER]
        numbers = [k for k, w in enumerate(words) if w in _NUMBER]
        if firsts:
            rest = words[:firsts[0][0]] + words[firsts[0][0] + 2:]
        elif len(numbers) == 1 and set(words[numbers[0] + 1:]) & set(W.SUMS_RANKED_FIRST):
            # the number before its head, the place in the ranking after it ('the 2 people at the top', 'the two
            # listed first')
            firsts = [(numbers[0], _NUMBER[words[numbers[0]]])]
            rest = words[:numbers[0]] + words[numbers[0] + 1:]
        elif (taken := _ranking_taken().search(ranking)) is not None and set(words) & W.SUMS_TOP_REFERRED:
            # the first N taken at the ranking's end, referred to after it ('Rank G by K, earliest first, and take
            # the top 3. What do those three people's balances add up to?')
            n = _NUMBER[taken.group("n").lower()]
            if {_NUMBER[w] for w in words if w in _NUMBER} - {n} or not _summed(words) or \
                    not _only_noise(words, W.SUMS_TOP_REFERENCES | W.SUMS_RANKED_AROUND) or \
                    not set(_words(ranking)) & W.SUMS_RANK_VERBS:
                return None
            return _unmasked(f"{ranking[:taken.start()]}. Who comes first?", values), n
        if len(firsts) != 1:
            continue
        k, n = firsts[0]
        if not _summed(words) or not _only_noise(rest, W.SUMS_TOP_REFERENCES | W.SUMS_RANKED_AROUND) or \
                {_NUMBER.get(w) for w in rest if w in _NUMBER} - {n} or set(rest) & W.SUMS_TOP_ONE_OF - {"top", "first"}:
            return None
        if not ranking.endswith((".", ";")) or not set(_words(ranking)) & W.SUMS_RANK_VERBS:
            return None
        return _unmasked(f"{ranking.rstrip('.;')}. Who comes first?", values), n
    return None


def home_called(text: str) -> str | None:
    """'call the same state home as X' -> 'have their home in the same state as X', 'calling Ohio home' -> 'having their
    home in Ohio' (`words.SUMS_CALL_HOME`): the place between the verb and 'home' a state or city said as the grammar
    names one ('the same state', 'the same city', a name in capitals); None when there is none."""
    masked, values = _masked(text)
    verbs = "|".join(sorted(W.SUMS_CALL_HOME, key=len, reverse=True))
    pattern = re.compile(rf"\b(?P<v>(?i:{verbs}))\s+(?P<p>(?i:the\s+same\s+(?:state|city))|"
                         rf"(?:[A-Z][a-z]+\s+){{0,2}}[A-Z][a-z]+)\s+(?i:home)\b")
    out, n = pattern.subn(lambda m: f"{W.SUMS_CALL_HOME[m.group('v').lower()]} {m.group('p')}", masked)
    return _unmasked(out, values) if n else None


def money_aside_total(text: str) -> str | None:
    """`money_aside`, the aside's sum said after 'How much money' ('How much is in the bank accounts, all told, of the 2
    people with R?' -> 'How much money in total is in the bank accounts of the 2 people with R?', e44s: several people's
    money is summed only when a word says so); None if there is no such aside."""
    said = money_aside(text)
    if said is None:
        return None
    masked, values = _masked(said)
    m = re.match(rf"\s*(?P<h>{_alts(W.SUMS_HOW_MUCH)})(?:\s+(?P<m>{_alts(W.SUMS_MONEY)}))?\b", masked, re.IGNORECASE)
    if m is None:
        return None
    return _unmasked(f"{m.group('h')} {m.group('m') or 'money'} in total{masked[m.end():]}", values)


_ATTRIBUTE_THEN: list[re.Pattern[str]] = []


def attribute_then_that(text: str) -> str | None:
    """An attribute of a person found first, then the people sharing it referred to by 'that type' ('Identify the
    insurance policy type held by X and consider all people with that type.' -> 'Consider all people with the same
    insurance policy type as X.'; `words.SUMS_ATTRIBUTE_*`, e44s); None when no sentence says so."""
    if not _ATTRIBUTE_THEN:
        nouns = _alts(p for a in W.ATTRIBUTE_NOUNS.values() for p in a)
        verbs = _alts(W.SUMS_CHAIN_VERBS | {"gather", "collect", "list", "consider"})
        _ATTRIBUTE_THEN.append(re.compile(
            rf"(?P<lead>(?:^|(?<=[.!?;]\s))\s*)(?:{_alts(W.SUMS_ATTRIBUTE_FOUND)})\s+(?:the|their)\s+(?P<a>{nouns})\s+"
            rf"(?:{_alts(W.VALUE_OF)})\s+(?P<p>[^.;?!]+?)\s*(?:{_alts(W.SUMS_ATTRIBUTE_JOINS)})\s+"
            rf"(?P<v>{verbs})\s+(?P<g>[^.;?!]+?)\s+(?:{_alts(W.SUMS_ATTRIBUTE_THAT)})(?P<end>\s*[.;]|\s*,)",
            re.IGNORECASE))
    masked, values = _masked(text)
    found = list(_ATTRIBUTE_THEN[0].finditer(masked))
    if len(found) != 1:
        return None
    m = found[0]
    group = m.group("g")
    if not _words(group) or _words(group)[-1] in ("with", "who", "that", "having"):
        return None
    said = f"{m.group('lead')}{m.group('v').capitalize()} {group} with the same {m.group('a')} as {m.group('p')}" \
           f"{m.group('end')}"
    return _unmasked(masked[:m.start()] + said + masked[m.end():], values)


def every_person(text: str) -> str | None:
    """'every person whose X matches theirs' -> 'everyone whose X matches theirs' (`words.SUMS_EVERY_PERSON`, e44s): a
    group set up by 'every person' read as one by 'everyone'; None when there is none."""
    masked, values = _masked(text)
    out, n = re.subn(rf"\b(?:{_alts(W.SUMS_EVERY_PERSON)})\b(?=\s+(?:who|whose|that|with|having|living|in)\b)",
                     "everyone", masked, flags=re.IGNORECASE)
    return _unmasked(out, values) if n else None


def among_them_first(text: str) -> str | None:
    """'Find the person among them who owns R' -> 'Among them, find the person who owns R' (`words.SUMS_AMONG_INNER`,
    e45s): the group set up before referred to between a pick's head and what ranks it, said first. Only 'them' and 'that
    group' ('the one of those who own a cat' is a group of its own); None when there is none."""
    masked, values = _masked(text)
    if set(_words(masked)) & {"second", "two", "both", "other"}:
        return None  # (two people said apart: 'them' may be the second's group alone)
    pattern = re.compile(
        rf"(?P<lead>^\s*|[.;!?:]\s+|\b(?:and|then),?\s+)(?P<v>(?i:{_alts(W.SUMS_PICK_VERBS)}))\s+"
        rf"(?P<h>(?i:the\s+(?:{_alts(W.SUMS_AMONG_INNER_HEADS)})))\s+(?P<g>(?i:{_alts(W.SUMS_AMONG_INNER)})),?\s+"
        rf"(?=(?i:{_alts(W.SUMS_TOP_RANKED)})\s)")

    def moved(m: re.Match[str]) -> str:
        verb = m.group("v")
        among = "Among" if not m.group("lead").strip() or m.group("lead").strip()[-1] in ".;!?:" else "among"
        return f"{m.group('lead')}{among} them, {verb[0].lower()}{verb[1:]} {m.group('h')} "  # (the group set up)
    out, n = pattern.subn(moved, masked)
    return _unmasked(out, values) if n else None


# the rewritings `questions._two_passes` tries, in turn, on a question nothing else reads
REWRITES = (two_summed, top_summed, records_summed, value_first, money_aside, money_aside_total, tail_read_away,
            value_reached, chain_split)
# the sayings read as another the grammar or a rewriting above reads (`questions._two_passes` tries each, then each
# rewriting above on what it gives)
RESTATED = (chosen_said, steps_said, home_called, attribute_then_that, every_person, among_them_first)
