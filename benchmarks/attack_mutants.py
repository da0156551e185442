"""A machine attack on `cbwh ask`'s grammar: mutants of accepted sentences, parsed in process; the mutants read as
another spec than their seed's (or as the same spec with a meaning word gone or turned) are written out, classified
by the edit that made them and the spec fields that changed, for a person to read (is the new spec what a careful
reader takes the mutant to mean?).

Edits: a word (or two) deleted, duplicated, swapped with the next, replaced by a neighbour in the vocabulary (the
same word class, or one or two letters away: more/most, older/oldest, who/whose, each/both, and/or, of/in ...);
punctuation changed, deleted or inserted; a clause or phrase moved or copied to another place (tie sentences,
conditions, groups moved between the two people of a comparison, or before the question). Since round 18 (`_edits`,
all kept for every seed): 'not' dropped from a contraction; two words of one class said at two places exchanged
('most' <-> 'fewest', 'pets' <-> 'cars'); two sentences merged into one; an aside turned from brackets into commas
or back, or moved whole to another boundary. Since round 19 (`_edits19`): a tie rule's trigger said with each scope
('If they are tied' between the two compared, 'If there's a tie in either group' inside each ranking, both, or
unsaid: every accepted one is kept, classed by the scope said and where the rule was read, `_tie_scope`); 'other
than <the anchor>' / 'other than <another anchor>' inserted after an anchor, a state or before a comma (every accepted
one kept; said bare, set off by a comma, or in brackets); two quoted values or two states exchanged (the two people's groups swapped: read as the seed's spec with
the values exchanged is expected, anything else kept); a sentence or a clause dropped (a definition, a set-up, a tie
rule). Since round 20 (`_edits20`): two sentences exchanged (`sswap`); a reference said as another one (`reref`: 'that
person' -> 'that owner', 'their' -> 'the former's', 'they' -> 'the two'); two labels exchanged (`label`: 'Clue one' <->
'Clue two', '(a)' <-> '(b)'); a condition moved from the group to the question and back (`condmove`); numbers spelled
out and back (`spell`); the text lower-cased (`lower`), its marks dropped (`nopunct`), or both with the quotes
(`speech`, a transcript). The spelling, case, marks and condition edits say the seed's question (its spec or a refusal
expected: `SAME_MEANT`); reref, label and sswap mutants are kept whole, read as the seed's spec or not (a reference
re-pointed and not followed reads as the seed). Since round 21 (`_edits21`, op 'op21', all kept for every seed): an
operator inserted or turned, each checked against what its kind expects (`EXPECT21`, `_verdict21`): a negation
('who owns' -> 'who does not own', 'with' -> 'without'), 'not' dropped, a rank other than the first ('the second
richest') or 'the two richest', a group negated whole ('everyone except residents of X'), a number moved by one (the
count or top must move with it), a bound turned ('more than' -> 'at most': the condition's comparison must turn as
said, 'not' before it counted), 'each' for a sum's word, 'and'/'or' between conditions, places or anchors, records left
out ('..., except dogs'). Only the accepted mutants whose reading breaks the expectation are written (class 'op21 |
kind | verdict'); `--only op21` runs them alone (the corpus at --every 4: ~26,000 mutants, ~10 min on two workers).
Since round 24 (`_edits24`, op 'op24'): meanings the spec cannot say, put where the discourse layer cuts a text and
reads its pieces again (`EXPECT24`, `_verdict24`): 'never' before a relative clause's verb, natives of a state, a
labelled condition added before a ranking's scope that names the others.

--answers DB also runs every accepted-and-changed mutant, and every mutant the grammar reads several ways but `ask`
answers (the readings agree), through `Warehouse(DB).ask`, and records the answer (and the seed's) with the readings.

Usage: python benchmarks/attack_mutants.py [--seeds FILE.jsonl ...] [--per-seed N] [--seed S] [--every K] [--start S]
           [--workers W] --out DIR
Seeds default to tests/ask_corpus.jsonl's accepted rows; a seed file's rows need only 'question'. DIR gets
changed.jsonl (one row per accepted-and-changed mutant), ignored.jsonl (a meaning word gone or turned, the spec the
seed's), classes.txt (counts per class, with samples) and counts.json. Not part of the test suite (minutes of CPU).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"

_TOKEN = re.compile(r"['‘’][^'‘’]*['‘’](?:'s)?|\w+(?:['’]\w+)*|[^\w\s]")

# word classes whose members are each other's neighbours (a careless or second-language writer's slips)
_GROUPS = [
    "more most fewer fewest less least higher highest lower lowest greater greatest larger largest bigger biggest "
    "smaller smallest top bottom max min maximum minimum",
    "older oldest younger youngest elder eldest earliest latest first last newest recent",
    "richer richest poorer poorest wealthiest wealthier",
    "who whose which that whom what whoever where when",
    "and or but then nor plus vs versus",
    "of in among from with by for at on to between within across than",
    "each both either every all any one",
    "the a an this that these those their its his her them they",
    "first second third last next then also again still too",
    "is are has have was were does do did owns own holds hold",
    "not no never none without any only",
    "one two three 2 3 4 5 10 15 once twice",
    "tie ties tied tiebreak tiebreaker tiebreakers tiebreaking",
    "state city country states cities",
    "pets vehicles cards policies accounts cars animals pet vehicle card policy car",
    "if when unless after before while",
    "same different other another",
    "break breaks broken go goes pick choose take use prefer",
    "person people one ones resident residents owner owners user users individual",
    "total combined sum number count",
    "balance salary age",
    "exactly least most",
]
_NEIGHBOURS: dict[str, list[str]] = defaultdict(list)
for _g in _GROUPS:
    _ws = _g.split()
    for _w in _ws:
        _NEIGHBOURS[_w] += [v for v in _ws if v != _w and v not in _NEIGHBOURS[_w]]
# words whose loss or turning changes the meaning: the spec must change (or the sentence be refused)
MEANING = set("not no never none without n't most fewest more fewer least less highest lowest higher lower oldest "
              "youngest older younger richest poorest richer poorer first last each both either every exactly "
              "earliest latest newest same different only".split())
_OPPOSITE = [("more", "fewer"), ("most", "fewest"), ("most", "least"), ("more", "less"), ("higher", "lower"),
             ("highest", "lowest"), ("older", "younger"), ("oldest", "youngest"), ("elder", "younger"),
             ("eldest", "youngest"), ("richer", "poorer"), ("richest", "poorest"), ("largest", "smallest"),
             ("greatest", "smallest"), ("first", "last"), ("earliest", "latest"), ("state", "city"),
             ("same", "different"), ("and", "or"), ("each", "either")]
OPPOSITE = {a: b for a, b in _OPPOSITE} | {b: a for a, b in _OPPOSITE}
_SPEC_WORDS = set((_GROUPS[0] + " " + _GROUPS[1] + " " + _GROUPS[2] + " " + _GROUPS[11] + " " + _GROUPS[14]).split())
_PUNCT = [",", ";", ":", ".", "?", "—", "(", ")", "-"]
_PHRASE_LEADS = set("among of in with who whose that if for and or living by ties tie break using whoever which "
                    "between than from without except only then".split())


def tokens(text: str) -> list[tuple[str, str]]:
    """(space before, token) pairs; joined back they are the text (less trailing space)."""
    out, at = [], 0
    for m in _TOKEN.finditer(text):
        out.append((text[at:m.start()], m.group()))
        at = m.end()
    return out


def join(toks: list[tuple[str, str]]) -> str:
    return "".join(s + t for s, t in toks).strip()


def _word(t: str) -> bool:
    return t[0].isalnum()


def _spans(toks: list[tuple[str, str]]) -> list[tuple[int, int]]:
    """Phrases to move: clauses between punctuation, brackets, and phrases from a lead word to the next punctuation
    (or 2..6 words on)."""
    n = len(toks)
    cuts = [i for i, (_, t) in enumerate(toks) if not _word(t) and t[0] not in "'‘’"]
    spans: set[tuple[int, int]] = set()
    bounds = [-1] + cuts + [n]
    for a, b in zip(bounds, bounds[1:]):
        if b - a > 1:
            spans.add((a + 1, min(b + 1, n)))  # with its closing punctuation
            spans.add((a + 1, b))
    for i, (_, t) in enumerate(toks):
        if t == "(":
            j = next((k for k in range(i, n) if toks[k][1] == ")"), None)
            if j is not None:
                spans.add((i, j + 1))
        if t.lower() in _PHRASE_LEADS:
            end = next((k for k in range(i + 1, n) if k in cuts), n)
            spans.add((i, end))
            for m in (2, 3, 4, 6):
                if i + m < end:
                    spans.add((i, i + m))
    return [s for s in spans if 0 < s[1] - s[0] < n]


def mutants(text: str, rng: random.Random, per_seed: int) -> list[tuple[str, str, str]]:
    """(op, detail, mutant text): every small edit, then a sample of moves and copies."""
    toks = tokens(text)
    n = len(toks)
    out: list[tuple[str, str, str]] = []
    for i, (s, t) in enumerate(toks):
        if t[0] in "'‘’":
            continue
        out.append(("del", t.lower(), join(toks[:i] + toks[i + 1:])))
        out.append(("dup", t.lower(), join(toks[:i + 1] + [(" ", t)] + toks[i + 1:])))
        if i + 1 < n and toks[i + 1][1][0] not in "'‘’":
            out.append(("del2", f"{t.lower()} {toks[i + 1][1].lower()}", join(toks[:i] + toks[i + 2:])))
            out.append(("swap", f"{t.lower()} {toks[i + 1][1].lower()}",
                        join(toks[:i] + [(s, toks[i + 1][1]), (toks[i + 1][0], t)] + toks[i + 2:])))
        if _word(t):
            low = t.lower()
            for v in _NEIGHBOURS.get(low, []):
                if low in _SPEC_WORDS and v in _SPEC_WORDS and OPPOSITE.get(low) != v:
                    continue  # (a measure or an order word for another: the spec changes as the word does)
                v2 = v.capitalize() if t[0].isupper() else v
                out.append(("repl", f"{low}>{v}", join(toks[:i] + [(s, v2)] + toks[i + 1:])))
            if rng.random() < 0.3:
                p = rng.choice([",", ".", ";", ":", "?"])
                out.append(("pins", p, join(toks[:i] + [("", p)] + toks[i:]) if i else text))
        else:
            for p in _PUNCT:
                if p != t:
                    out.append(("punct", f"{t}>{p}", join(toks[:i] + [(s, p)] + toks[i + 1:])))
    small = len(out)
    new = _edits(toks, text)  # (few a sentence: all kept)
    spans = _spans(toks)
    moves: list[tuple[str, str, str]] = []
    for a, b in spans:
        piece = toks[a:b]
        rest = toks[:a] + toks[b:]
        said = join(piece).lower()
        for k in range(len(rest) + 1):
            if k == a:
                continue
            if 0 < k < len(rest) and _word(rest[k - 1][1]) and _word(rest[k][1]) and \
                    rest[k][1].lower() not in _PHRASE_LEADS:
                continue  # only at punctuation or before a lead word
            moved = rest[:k] + [(" ", piece[0][1])] + piece[1:] + rest[k:]
            moves.append(("move", said, join(moved)))
            if rng.random() < 0.25:
                copied = toks[:k] + [(" ", piece[0][1])] + piece[1:] + toks[k:] if k <= a or k >= b else None
                if copied is not None:
                    moves.append(("copy", said, join(copied)))
    rng.shuffle(moves)
    keep = max(per_seed - small // 4, per_seed // 2)
    rng.shuffle(out)
    return out[:max(per_seed, small // 3)] + new + moves[:keep] if per_seed else out + new + moves


_NEGATED = {"doesn't": "does", "don't": "do", "isn't": "is", "hasn't": "has", "haven't": "have", "aren't": "are",
            "didn't": "did", "wasn't": "was", "won't": "will", "can't": "can", "doesn’t": "does", "don’t": "do"}
_ENDS = ".?!"


def _edits(toks: list[tuple[str, str]], text: str) -> list[tuple[str, str, str]]:
    """The edits added in round 18: 'not' dropped from a contraction ("doesn't" -> "does"); two spec words of one
    class exchanged where both are said ('most pets ... fewest cars' -> 'fewest pets ... most cars', 'pets' <->
    'cars'); two sentences merged (the end of one made a comma, 'and', or nothing); an aside turned from brackets
    into commas and back, or moved whole to after another person/clause (the bracketed or comma-set piece at each
    comma, bracket or sentence end)."""
    n = len(toks)
    out: list[tuple[str, str, str]] = []
    for i, (s, t) in enumerate(toks):
        low = t.lower()
        if low in _NEGATED:
            v = _NEGATED[low]
            out.append(("not", f"{low}>{v}", join(toks[:i] + [(s, v.capitalize() if t[0].isupper() else v)] +
                                                   toks[i + 1:])))
    # exchanges: two words of one class (ranking words, measures, ages, places) at two places
    words = [(i, t.lower()) for i, (_, t) in enumerate(toks) if _word(t)]
    for gi in (0, 1, 2, 14, 3, 12):
        g = set(_GROUPS[gi].split())
        at = [(i, w) for i, w in words if w in g]
        for x in range(len(at)):
            for y in range(x + 1, len(at)):
                (i, a), (j, b) = at[x], at[y]
                if a == b:
                    continue
                swapped = list(toks)
                swapped[i] = (toks[i][0], _case(b, toks[i][1]))
                swapped[j] = (toks[j][0], _case(a, toks[j][1]))
                out.append(("exch", f"{a}<>{b}", join(swapped)))
    # two sentences merged
    for i, (s, t) in enumerate(toks[:-1]):
        if t in _ENDS and i > 0:
            nxt = toks[i + 1]
            low1 = nxt[1][0].lower() + nxt[1][1:] if not nxt[1].isupper() else nxt[1]
            for how, piece in (("comma", [("", ","), (" ", low1)]), ("and", [("", ","), (" ", "and"), (" ", low1)]),
                               ("none", [(" ", low1)])):
                out.append(("merge", f"{t}>{how}", join(toks[:i] + piece + toks[i + 2:])))
    # asides: brackets <-> commas, and the aside moved to each other boundary
    asides: list[tuple[int, int, list[tuple[str, str]]]] = []
    for i, (_, t) in enumerate(toks):
        if t == "(":
            j = next((k for k in range(i, n) if toks[k][1] == ")"), None)
            if j is not None and j > i + 1:
                inner = toks[i + 1:j]
                asides.append((i, j + 1, inner))
                commas = toks[:i] + [("", ","), (" ", inner[0][1])] + inner[1:] + \
                    ([("", ",")] if j + 1 < n and _word(toks[j + 1][1]) else []) + toks[j + 1:]
                out.append(("aside", "()>,", join(commas)))
        if t == "," and i + 1 < n:
            end = next((k for k in range(i + 1, n) if not _word(toks[k][1]) and toks[k][1][0] not in "'‘’"), n)
            if end - i > 2:
                inner = toks[i + 1:end]
                rest = toks[end:] if end < n and toks[end][1] != "," else toks[end + 1:] if end < n else []
                out.append(("aside", ",>()", join(toks[:i] + [(" ", "(")] + [("", inner[0][1])] + inner[1:] +
                                                  [("", ")")] + ([(" ", "")] if rest and rest[0][1] == "," else []) +
                                                  (rest if not rest or rest[0][1] != "," else rest[1:]))))
                asides.append((i, end, [(" ", "(")] + [("", inner[0][1])] + inner[1:] + [("", ")")]))
    for a, b, piece in asides:
        rest = toks[:a] + toks[b:]
        if piece[0][1] != "(":
            piece = [(" ", "(")] + [("", piece[0][1])] + piece[1:] + [("", ")")]
        for k in range(1, len(rest) + 1):
            if k == a:
                continue
            nxt = rest[k][1] if k < len(rest) else "."
            if nxt in (",", "?", ".", ":", ";", ")") or nxt.lower() in ("or", "and", "vs"):
                out.append(("amove", join(piece).lower(), join(rest[:k] + [(" ", "(")] + piece[1:] + rest[k:])))
    return out + _edits19(toks, text) + _edits20(text) + _edits21(text)


# Round 19's edits (`_edits19`): a tie rule's trigger said with another scope; "other than <an anchor>" inserted; two
# values of one kind exchanged (the two people's groups swapped); a sentence or a clause dropped (a definition, a
# set-up, a tie rule).
_TRIGGER = re.compile(r"\b(?:if there(?:'s| is) a tie|if (?:they are|they're|the two are) tied|if tied|"
                      r"in case of a tie|in the event of a tie|if two or more are tied|if several are tied|"
                      r"if still tied)(?: (?:for|on|in) (?:the )?(?:most|fewest|highest|lowest|more|fewer|higher|"
                      r"lower|oldest|youngest|[a-z]+ )?[a-z]+)?", re.I)
# each wording with the scope its words say: between the two compared, inside each one's ranking, both, or unsaid
TIE_SCOPES = {"between": ["If they are tied", "If the two are tied", "If both have the same"],
              "inside": ["If there's a tie in either group", "In either group, if there's a tie",
                         "If there's a tie within each ranking", "If there's a tie in each group"],
              "both": ["If there's a tie, both within each group and between the two,"],
              "unsaid": ["If there's a tie", "If tied", "In case of a tie"]}
_ANCHOR = re.compile(r"\b(?:the owner of (?:the )?(?:pet|dog|cat|fish|bird|rabbit|hamster)(?: named)? '[^']+'|"
                     r"the (?:user|person) (?:with|whose) (?:the )?internet username (?:is )?'[^']+'|"
                     r"the owner of (?:the )?(?:vehicle|car) with (?:the )?licen[cs]e plate '[^']+')", re.I)
OTHER_ANCHOR = "the owner of pet 'Betty'"
_STATES = ("Ohio", "Texas", "California", "Florida", "New York", "Oklahoma", "Georgia", "Illinois", "Washington")


def _edits19(toks: list[tuple[str, str]], text: str) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for m in _TRIGGER.finditer(text):
        said = m.group()
        for scope, ways in TIE_SCOPES.items():
            for w in ways:
                w2 = w if said[0].isupper() else w[0].lower() + w[1:]
                if w2.endswith(",") and text[m.end():m.end() + 1] == ",":
                    w2 = w2[:-1]
                if w2.lower() != said.lower():
                    out.append(("tiescope", f"{scope}: {said.lower()}>{w}", text[:m.start()] + w2 + text[m.end():]))
    # 'other than <the anchor>' / 'other than <another anchor>' after a group's words: at each comma, before '?',
    # and after a state's name or an anchor
    anchors = [m.group() for m in _ANCHOR.finditer(text)]
    ends = sorted({m.end() for m in _ANCHOR.finditer(text)} | {m.end() for st in _STATES
                                                              for m in re.finditer(rf"\b{st}\b", text)} |
                  {m.start() for m in re.finditer(r"[,?]", text)})
    for who in dict.fromkeys(anchors[:1] + [OTHER_ANCHOR]):
        for at in ends:
            for how, said in (("", f" other than {who}"), (",", f", other than {who}"), ("()", f" (other than {who})")):
                out.append(("other", f"{'anchor' if who in anchors else 'another'}{how}@{at}",
                            text[:at] + said + text[at:]))
    # two values of one kind exchanged: quoted values, states (the two people's groups swapped)
    quoted = [m for m in re.finditer(r"'[^']+'", text)]
    states = [m for st in _STATES for m in re.finditer(rf"\b{st}\b", text)]
    for ms in (quoted, sorted(states, key=lambda m: m.start())):
        for x in range(len(ms)):
            for y in range(x + 1, len(ms)):
                a, b = ms[x], ms[y]
                if a.group() == b.group():
                    continue
                out.append(("vswap", f"{a.group()}<>{b.group()}", text[:a.start()] + b.group() +
                            text[a.end():b.start()] + a.group() + text[b.end():]))
    # a sentence dropped (a definition, a set-up, a tie rule), and a clause between ',' or ';' dropped
    sents = [m.span() for m in re.finditer(r"[^.?!]+(?:[.?!]+|$)", text) if m.group().strip()]
    if len(sents) > 1:
        for a, b in sents:
            out.append(("dropsent", text[a:b].strip()[:40].lower(), (text[:a] + text[b:]).strip()))
    for m in re.finditer(r"[,;] [^,;.?!()]+(?=[,;.?!])", text):
        out.append(("dropclause", m.group()[2:42].lower(), text[:m.start()] + text[m.end():]))
    return out


# Round 20's edits (`_edits20`): across sentences and in speech. Two sentences exchanged; a reference ('that person',
# 'their', 'the former', 'your target', 'those people') said as another one (pointed at another antecedent); a quiz
# or list label moved (two labels exchanged: 'Clue one' <-> 'Clue two', '(a)' <-> '(b)', 'Person A' <-> 'Person B');
# a condition moved from a group to the question ('Among G who own a dog, who R?' -> 'Among G, who owns a dog and R?')
# and back; numbers spelled out ('3' -> 'three') and back; the whole text lower-cased, its punctuation dropped (a
# speech transcript: quotes and all). The spelling, case, punctuation and condition edits say the same question (the
# seed's spec or a refusal expected: `SAME_MEANT`); the others may change it (kept for a person to read).
_REFS_PERSON = ("that person", "this person", "that owner", "that resident", "that individual", "the former",
                "the latter", "the first", "the second", "your target", "him or her", "that one")
_REFS_PEOPLE = ("they", "them", "those people", "the two", "both of them", "these people")
_REFS_OF = ("their", "that person's", "that owner's", "this person's", "its", "his or her", "the former's",
            "the latter's", "your target's")
_LABEL_PAIRS = (("one", "two"), ("1", "2"), ("a", "b"), ("A", "B"), ("first", "second"), ("former", "latter"),
                ("#1", "#2"), ("i", "ii"))
_SPELLED = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
            "9": "nine", "10": "ten", "12": "twelve", "15": "fifteen", "20": "twenty"}
SAME_MEANT = frozenset({"spell", "lower", "nopunct", "speech", "condmove"})
_COND = re.compile(r"\b(?P<lead>[Aa]mong|[Oo]f) (?P<head>(?:all )?(?:the )?(?:people|residents|persons|everyone|"
                   r"individuals)[^,?.;]*?) (?P<rel>who|that) (?P<verb>own|owns|have|has|hold|holds|live|lives|"
                   r"do not|don't|does not|doesn't|started) (?P<cond>[^,?.;]+), (?P<who>who|which one|which person) "
                   r"(?P<rest>[^?.;]+)")
_COND_BACK = re.compile(r"(?P<lead>[Aa]mong|[Oo]f) (?P<head>[^,?.;]+), (?P<who>who) (?P<verb>owns|has|holds|lives|"
                        r"doesn't|does not|started) (?P<cond>[^,?.;]+?) and (?P<rest>(?:is|has|owns|holds|earns)"
                        r" [^?.;]+)")
_SING = {"own": "owns", "have": "has", "hold": "holds", "live": "lives", "do not": "does not", "don't": "doesn't",
         "started": "started", "owns": "owns", "has": "has", "holds": "holds", "lives": "lives",
         "does not": "does not", "doesn't": "doesn't"}
_PLUR = {"owns": "own", "has": "have", "holds": "hold", "lives": "live", "does not": "do not", "doesn't": "don't",
         "started": "started"}


def _edits20(text: str) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    # two sentences exchanged (adjacent ones)
    sents = [m.group().strip() for m in re.finditer(r"[^.?!]+(?:[.?!]+|$)", text) if m.group().strip()]
    for x in range(len(sents) - 1):
        s2 = sents[:x] + [sents[x + 1], sents[x]] + sents[x + 2:]
        out.append(("sswap", f"{x}<>{x + 1}", " ".join(s2)))
    # a reference said as another one
    for refs, kind in ((_REFS_OF, "of"), (_REFS_PERSON, "person"), (_REFS_PEOPLE, "person")):
        for r in refs:
            for m in re.finditer(rf"(?<![\w'])({re.escape(r)})(?![\w'])", text, re.I):
                if kind == "person" and text[m.end():m.end() + 2] in ("'s", "’s"):
                    continue
                for r2 in refs:
                    if r2 != r:
                        said = _case(r2, m.group()) if r2[0].islower() else r2
                        out.append(("reref", f"{r.lower()}>{r2}", text[:m.start()] + said + text[m.end():]))
    # a label moved: two labels of a pair exchanged where both are said as labels
    for a, b in _LABEL_PAIRS:
        flags = 0 if len(a) <= 2 else re.I
        either = f"{re.escape(a)}|{re.escape(b)}"
        pat = re.compile(rf"(?<![\w'#])({either})(?![\w'])" if len(a) > 2 else  # (a letter or digit: a label only)
                         rf"(?<=\()({either})(?=\))|(?<=Person )({either})\b|(?<=Candidate )({either})\b|"
                         rf"(?<![\w'#(])({either})(?=[):])", flags)
        hits = [m for m in pat.finditer(text)]
        if {m.group().lower() for m in hits} >= {a.lower(), b.lower()} and len(hits) <= 6:
            said = [m.group() for m in hits]
            for x in range(len(hits)):
                for y in range(x + 1, len(hits)):
                    if said[x].lower() == said[y].lower() or (len(a) <= 2 and {said[x], said[y]} != {a, b}):
                        continue
                    mx, my = hits[x], hits[y]
                    out.append(("label", f"{said[x]}<>{said[y]}", text[:mx.start()] + my.group() +
                                text[mx.end():my.start()] + mx.group() + text[my.end():]))
    # a condition moved from the group to the question, and back
    for m in _COND.finditer(text):
        verb = _SING.get(m["verb"], m["verb"])
        moved = f"{m['lead']} {m['head']}, {m['who']} {verb} {m['cond']} and {_is(m['rest'])}"
        out.append(("condmove", "group>question", text[:m.start()] + moved + text[m.end():]))
    for m in _COND_BACK.finditer(text):
        verb = _PLUR.get(m["verb"], m["verb"])
        moved = f"{m['lead']} {m['head']} who {verb} {m['cond']}, {m['who']} {m['rest']}"
        out.append(("condmove", "question>group", text[:m.start()] + moved + text[m.end():]))
    # numbers spelled out, and spelled numbers as digits
    unquoted = re.split(r"('[^']*')", text)
    for d, w in _SPELLED.items():
        for frm, to in ((d, w), (w, d)):
            parts = [p if p.startswith("'") else re.sub(rf"(?<![\w'#.-]){frm}(?![\w'%-]|\.\d)", to, p, flags=re.I)
                     for p in unquoted]
            said = "".join(parts)
            if said != text:
                out.append(("spell", f"{frm}>{to}", said))
    # a speech transcript: lower-cased; punctuation dropped (quotes kept, then dropped too)
    low = "".join(p if p.startswith("'") else p.lower() for p in unquoted)
    if low != text:
        out.append(("lower", "case", low))
    bare = _unpunct(text)
    if bare != text:
        out.append(("nopunct", "marks", bare))
        out.append(("nopunct", "marks, '?' kept", bare + "?"))
    speech = _unpunct(text.lower(), quotes=True)
    if speech not in (text, bare):
        out.append(("speech", "lower, no marks, no quotes", speech))
    return out


# Round 21's edits (`_edits21`, op 'op21'): an operator inserted or replaced where a careful reader's meaning changes
# with it, each with what the spec must then do (`EXPECT21`, checked by `_verdict21`): a negation inserted ('who
# owns' -> 'who does not own', 'with' -> 'without', 'is the oldest' -> 'is not the oldest'), a 'not' said in full
# dropped ('does not have' -> 'has'), a rank other than the first ('the richest' -> 'the second richest', 'the next
# oldest', 'the 2nd most'), a group negated whole ('among residents of X' -> 'among everyone except residents of X'),
# a number moved by one ('at least 2' -> 'at least 3', 'the 3 richest' -> 'the 4 richest'), a bound turned ('more
# than' <-> 'fewer than' <-> 'at least' <-> 'at most' <-> 'exactly'), 'each' said of several people ('the combined
# balance of A and B' -> 'the balance of each of A and B'), one person said as several ('the richest person' -> 'the
# richest people'), 'and' -> 'or' between two conditions or places, 'or' joined to a place ('in Ohio' -> 'in Ohio or
# Texas'), an exclusion of records ('..., except dogs', '..., not counting expired ones'). Expectations: 'change'
# (any other spec, or a refusal: the same spec is a word ignored), 'refuse' (not in the spec's language: anything
# read is a wrong reading), 'count' (a count condition's or a top's number moved by one), 'bound' (a count
# condition's comparison turned as said).
_NEG_VERB = [  # (said, negated): a relative clause's verb
    (r"\bwho owns\b", "who does not own"), (r"\bwho own\b", "who do not own"), (r"\bwho has\b", "who does not have"),
    (r"\bwho have\b", "who do not have"), (r"\bwho holds\b", "who does not hold"), (r"\bwho hold\b", "who do not hold"),
    (r"\bwho lives in\b", "who does not live in"), (r"\bwho live in\b", "who do not live in"),
    (r"\bthat own\b", "that do not own"), (r"\bthat have\b", "that do not have"), (r"\bwho started\b", "who did not start"),
    (r"\bwho share\b", "who do not share"), (r"\bwho shares\b", "who does not share"),
    (r"\bliving in\b", "not living in"), (r"\bwho is\b", "who is not"), (r"\bwho are\b", "who are not"),
    (r"\bwith (?=(?:a|an|at least|more than|exactly|\d|one|two|three)\b)", "without "),
    (r"\bwithout\b", "with"), (r"\bwho doesn't\b", "who does"), (r"\bwho don't\b", "who do"),
]
_NOT_DROP = [(r"\bdoes not own\b", "owns"), (r"\bdoes not have\b", "has"), (r"\bdo not own\b", "own"),
             (r"\bdo not have\b", "have"), (r"\bdoes NOT own\b", "owns"), (r"\bdo NOT own\b", "own"),
             (r"\bno (?=pets|vehicles|cars|credit cards|insurance|bank)", "some ")]
_SUPER = (r"richest|wealthiest|poorest|oldest|youngest|eldest|most|fewest|highest|lowest|largest|smallest|greatest|"
          r"earliest|latest")
_RANK2 = [(rf"\bthe ({_SUPER})\b", r"the second \1"), (rf"\bthe ({_SUPER})\b", r"the next \1"),
          (rf"\bthe ({_SUPER})\b", r"the 2nd \1"), (rf"\bthe ({_SUPER})\b", r"the third \1"),
(rf"\b(who is|who's) the ({_SUPER})\b", r"\1 not the \2"),
          (rf"\bwho owns the ({_SUPER})\b", r"who does not own the \1"),
          (rf"\bwho has the ({_SUPER})\b", r"who does not have the \1"),
          (rf"\bthe ({_SUPER}) (person|resident|individual|one)\b", r"the \1 \2s"),
          (rf"\bthe (person|resident|individual) with the ({_SUPER})\b", r"the \1s with the \2"),
          (r"\bthe owner of (pet|the pet|the dog|the cat|the vehicle|the car|license plate|the user)\b",
           r"the owners of \1"),
          (rf"\bthe ({_SUPER})\b", r"the runner-up \1"), (rf"\bthe ({_SUPER})\b", r"all but the \1")]
_TWO = [(rf"\bthe ({_SUPER})\b", r"the two \1"), (rf"\bthe ({_SUPER})\b", r"the \1 two")]
_EXCEPT_GROUP = [(r"\b([Aa]mong|[Oo]f) (all )?(the )?(residents|people|persons|individuals|everyone)\b",
                  r"\1 everyone except \3\4"),
                 (r"\b([Aa]mong|[Oo]f) (all )?(the )?(residents|people|persons|individuals|everyone)\b",
                  r"\1 \2\3\4 not"),
                 (r"\b([Aa]mong|[Oo]f) (all )?(the )?(residents|people|persons|individuals)\b",
                  r"\1 \2\3non-\4")]
_BOUND = {"more than": ">", "fewer than": "<", "less than": "<", "at least": ">=", "at most": "<=", "exactly": "="}
_NOT_BOUND = {">": "<=", "<": ">=", ">=": "<", "<=": ">", "=": "!="}
_PLACES = ("Ohio", "Texas", "California", "Florida", "New York", "Oklahoma", "Georgia", "Illinois", "Washington")
_REC_EXCEPT = [", except dogs", ", not counting cats", ", excluding expired ones", " other than Mastercards",
               ", excluding the owner's own pets", " (not counting motorcycles)", ", apart from savings accounts"]
EXPECT21 = {"two": "two", "neg": "change", "notdrop": "change", "rank2": "refuse", "exceptgrp": "refuse", "num": "count",
            "bound": "bound", "each": "change", "andplace": "change", "eachplace": "refuse", "oranchor": "refuse",
            "andanchor": "change", "perstate": "change", "howmany": "refuse", "outside": "refuse", "andor": "change", "orplace": "refuse", "recexcept": "refuse"}


def _sub_each(text: str, pat: str, repl: str, kind: str, out: list[tuple[str, str, str]]) -> None:
    """One mutant per place the pattern matches (outside quotes)."""
    for m in re.finditer(pat, text):
        if text[:m.start()].count("'") % 2:
            continue  # (inside a quoted value)
        new = text[:m.start()] + m.expand(repl) + text[m.end():]
        if new != text:
            out.append(("op21", f"{kind}: {m.group().lower()}>{m.expand(repl).lower()}", new))


def _edits21(text: str) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for pat, repl in _NEG_VERB:
        _sub_each(text, pat, repl, "neg", out)
    for pat, repl in _NOT_DROP:
        _sub_each(text, pat, repl, "notdrop", out)
    for pat, repl in _RANK2:
        _sub_each(text, pat, repl, "rank2", out)
    for pat, repl in _TWO:
        _sub_each(text, pat, repl, "two", out)
    for pat, repl in _EXCEPT_GROUP:
        _sub_each(text, pat, repl, "exceptgrp", out)
    # a number moved by one: a count condition's or a top's (not a quoted value, a year or an anchor's digits)
    for m in re.finditer(r"(?<![\w'#.$-])(\d{1,2})(?![\w'%.,-]|\.\d)", text):
        if text[:m.start()].count("'") % 2 or re.match(r"[):.]", text[m.end():m.end() + 1]) or \
                re.search(r"(?:step|part|clue|person|candidate|#)\s*$", text[:m.start()], re.I):
            continue  # (a label: 'Step 2:', '1)', 'Person 2')
        n = int(m.group(1))
        out.append(("op21", f"num: {n}>{n + 1}", text[:m.start()] + str(n + 1) + text[m.end():]))
    for said, op in _BOUND.items():
        for m in re.finditer(rf"\b{said}\b", text, re.I):
            for said2 in _BOUND:
                if _BOUND[said2] != op:
                    negated = re.search(r"\b(?:not|no)\s*$", text[:m.start()], re.I)
                    out.append(("op21", f"bound{'!' if negated else ''}: {said}>{said2}",
                                text[:m.start()] + said2 + text[m.end():]))
    # 'each' said of several people: a sum's people, a count's person
    for pat, repl in ((r"\b(the )?(combined|total) (bank )?balance of\b", r"the \3balance of each of"),
                      (r"\bthe combined\b", "each"), (r"\b(have|own|hold) (in total|combined|together)\b", r"\1 each"),
                      (r"\bin total\b", "each"), (r"\btogether\b", "each")):
        _sub_each(text, pat, repl, "each", out)
    # 'and' -> 'or' between two conditions or places; a place joined by 'or'
    for m in re.finditer(r"\b(and)\b(?= (?:who|live|lives|living|own|owns|have|has|hold|holds|with|in|the same|no|"
                         r"at least|more than|a |an ))", text):
        out.append(("op21", "andor: and>or", text[:m.start()] + "or" + text[m.end():]))
    for st in _PLACES:
        for m in re.finditer(rf"\b(?:in|of) {st}\b", text):
            other = "Texas" if st != "Texas" else "Ohio"
            out.append(("op21", f"orplace: {st}>{st} or {other}", text[:m.end()] + f" or {other}" + text[m.end():]))
    for st in _PLACES:  # two places joined by 'and' (both? either?), a place said for each of two
        for m in re.finditer(rf"\b(?:in|of) {st}\b", text):
            other = "Texas" if st != "Texas" else "Ohio"
            out.append(("op21", f"andplace: {st}>{st} and {other}", text[:m.end()] + f" and {other}" + text[m.end():]))
            out.append(("op21", f"eachplace: {st}>each of {st} and {other}",
                        text[:m.end() - len(st)] + f"each of {st} and {other}" + text[m.end():]))
    for m in _ANCHOR.finditer(text):  # an anchor said as one of two ('the owner of pet X or pet Y')
        out.append(("op21", "oranchor", text[:m.end()] + " or pet 'Betty'" + text[m.end():]))
        out.append(("op21", "andanchor", text[:m.end()] + " and pet 'Betty'" + text[m.end():]))
    # a ranking said per place ('who has the most pets in each state'), people counted, a place negated
    for m in re.finditer(rf"\b(?:the )?(?:{_SUPER}) (?:[a-z]+ )?(?:pets|vehicles|cars|credit cards|insurance policies|"
                         rf"bank accounts|total bank balance|salary)\b", text):
        if text[:m.start()].count("'") % 2 == 0:
            for said in (" in each state", " in their state", " per state", " in every city"):
                out.append(("op21", f"perstate:{said}", text[:m.end()] + said + text[m.end():]))
    for pat, repl in ((r"^(Among [^,?]+, )who\b", r"\1how many people"), (r"\bWho\b(?= (?:has|owns|is|lives))", "How many people")):
        _sub_each(text, pat, repl, "howmany", out)
    for st in _PLACES:
        for m in re.finditer(rf"\b(?:in|of) {st}\b", text):
            out.append(("op21", f"outside: {st}", text[:m.start()] + f"outside {st}" + text[m.end():]))
    # records left out of what is counted or ranked (not a person): said after the question's ranking or count
    for m in re.finditer(r"(?=\?)", text):
        for said in _REC_EXCEPT:
            out.append(("op21", f"recexcept:{said}", text[:m.start()] + said + text[m.start():]))
        break
    return out


# Round 22 (`_edits22`, op 'op22', all kept for every seed): operators checked by what they must do to the reading
# (`EXPECT22`, `_verdict22`). 'turn': one order word turned ('richest' -> 'poorest', 'more' -> 'fewer', 'expires first'
# -> 'expires last'): exactly one key's order must turn, nothing else (or a refusal). 'still': a further tie rule
# appended ('If still tied, pick the one with the most credit cards.'): one ranking's keys (where the seed's tie rule
# went) must grow by that key at its end, nothing else. 'perperson': a sum's word said per person ('in total' ->
# 'per person', 'apiece', 'on average', 'individually'): refused. 'moreanchor': a ranking said against a person ('who
# has the most pets' -> 'who has more pets than the owner of pet X'): refused. 'exclgrp': people left out by a
# condition after the group (', excluding cat owners', ', except those living in Texas'): every reading kept for a
# person to read. 'symbol': 'and' said as '&' or '+' (or 'plus'): the seed's spec or a refusal. 'frame': a sentence
# around the question that narrows it ('Only people who own a car count.', 'Ignore anyone in Texas.'): a change or a
# refusal; 'frame0': one that says nothing ('This is for a report.'): the seed's spec or a refusal. 'negtie': a tie
# rule negated ('ties go to the oldest' -> 'ties do not go to the oldest'): refused.
_TURN = {"richest": "poorest", "poorest": "richest", "wealthiest": "poorest", "oldest": "youngest",
         "youngest": "oldest", "eldest": "youngest", "highest": "lowest", "lowest": "highest", "largest": "smallest",
         "smallest": "largest", "greatest": "smallest", "richer": "poorer", "poorer": "richer", "older": "younger",
         "younger": "older", "higher": "lower", "lower": "higher", "earliest": "latest", "latest": "earliest"}
_TURN_BEFORE_RECORDS = {"most": "fewest", "fewest": "most", "more": "fewer", "fewer": "more", "least": "most"}
_RECORD_WORDS = r"(?:pets|vehicles|cars|credit cards|cards|insurance policies|policies|bank accounts|" \
                r"internet accounts|online accounts|animals|automobiles|number of)"
_STILL = {"credit_cards": " If still tied, pick the one with the most credit cards.",
          "vehicles": " If still tied, pick the one with the most vehicles.",
          "insurance_policies": " If still tied, pick the one with the most insurance policies."}
_PERPERSON = ["per person", "apiece", "on average", "individually", "each on their own", "separately"]
_EXCL_GROUP = [", excluding cat owners", ", except those living in Texas", ", apart from people with cars",
               " other than dog owners", ", besides residents of Texas", ", not counting anyone with a pet",
               ", leaving out people who own a car", " but not cat owners"]
_FRAMES = [("frame", "Only people who own a car count. ", "pre"), ("frame", " Ignore anyone in Texas.", "post"),
           ("frame", " Only count dogs.", "post"), ("frame", "Leave out everyone who has a pet. ", "pre"),
           ("frame", " Consider people with no credit cards only.", "post"),
           ("frame0", "This is for a report. ", "pre"), ("frame0", " Thanks in advance for your help!", "post"),
           ("frame0", "Hi, quick one for the team. ", "pre"), ("frame0", " I need it for a spreadsheet.", "post")]
EXPECT22 = {"turn": "turn", "still": "still", "perperson": "refuse", "moreanchor": "refuse", "exclgrp": "review",
            "symbol": "same", "frame": "change", "frame0": "same", "negtie": "refuse"}


def _outside_quotes(text: str, i: int) -> bool:
    return text[:i].count("'") % 2 == 0


def _edits22(text: str, spec: object) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for m in re.finditer(r"\b(" + "|".join(_TURN) + r")\b", text, re.I):
        if _outside_quotes(text, m.start()):
            w = m.group(1)
            out.append(("op22", f"turn: {w.lower()}>{_TURN[w.lower()]}",
                        text[:m.start()] + _case(_TURN[w.lower()], w) + text[m.end():]))
    for m in re.finditer(r"\b(" + "|".join(_TURN_BEFORE_RECORDS) + r")(?= (?:[a-z]+ )?" + _RECORD_WORDS + r"\b)",
                         text, re.I):
        if _outside_quotes(text, m.start()):
            w = m.group(1)
            t = _TURN_BEFORE_RECORDS[w.lower()]
            out.append(("op22", f"turn: {w.lower()}>{t}", text[:m.start()] + _case(t, w) + text[m.end():]))
    for pat, repl in ((r"\bexpires? first\b", "expires last"), (r"\bmost recently\b", "least recently")):
        _sub_each(text, pat, repl, "turn", out)
    if re.search(r"\bti(?:e|es|ed|ebreak\w*)\b|\bequal", text, re.I):
        said = json.dumps(spec)
        for rec, sentence in _STILL.items():
            if f'"{rec}"' not in said:
                out.append(("op22", f"still: {rec}", text.rstrip() + sentence))
                break
    for pat in (r"\bin total\b", r"\bcombined\b(?= bank balance| balance)", r"\btogether\b", r"\baltogether\b"):
        for said in _PERPERSON:
            _sub_each(text, pat, said, "perperson", out)
    for pat, repl in ((rf"\bwho (has|owns|holds) the (most|fewest) ({_RECORD_WORDS})\b",
                       r"who \1 \2 \3 than the owner of pet 'Betty'"),
                      (r"\bwho is the (oldest|youngest|richest|poorest)\b", r"who is \1 than the owner of pet 'Betty'")):
        for m in re.finditer(pat, text):
            if _outside_quotes(text, m.start()):
                rep = m.expand(repl).replace("most", "more").replace("fewest", "fewer").replace("oldest", "older") \
                    .replace("youngest", "younger").replace("richest", "richer").replace("poorest", "poorer")
                out.append(("op22", "moreanchor", text[:m.start()] + rep + text[m.end():]))
    for m in re.finditer(r"(?=, (?:who|which|whose)\b)", text):  # after the group said first
        for said in _EXCL_GROUP:
            out.append(("op22", f"exclgrp:{said}", text[:m.start()] + said + text[m.start():]))
        break
    for m in re.finditer(r"\band\b", text):
        if _outside_quotes(text, m.start()):
            for said in ("&", "+", "plus"):
                out.append(("op22", f"symbol: and>{said}", text[:m.start()] + said + text[m.end():]))
    for kind, said, where in _FRAMES:
        out.append(("op22", f"{kind}:{said.strip()}", said + text if where == "pre" else text.rstrip() + said))
    for pat, repl in ((r"\b(ties?) go(es)? to\b", r"\1 do\2 not go to"),
                      (r"\b(If|if) (there is|there's) a tie, (choose|pick|take|select)\b", r"\1 \2 a tie, do not \3"),
                      (r"\bbreak(s)? ties\b", r"do not break ties")):
        _sub_each(text, pat, repl, "negtie", out)
    return out


# Round 23 (`_edits23`, op 'op23', all kept for every seed): operators aimed at rounds 22-23's constructions, each
# checked by what it must do to the reading (`EXPECT23`, `_verdict23`). 'purpose': a lead-in saying what the answer is
# for, going on to name a group ('For a report about dog owners, ...'): refused (the group may or may not be the
# question's). 'after': a sentence after the question that narrows it ('Dog owners only.', 'Ignore anyone in Texas.',
# 'Sorry, I meant Texas.'): a change or a refusal, never the seed's spec. 'recsame': 'one held by X' said with another
# quantifier ('every one', 'none', 'the first one', 'one not held by'): refused. 'expired': 'expired ones count too'
# turned ('don't count', 'count only', 'are excluded'): refused. 'eachcount': a sum's word in a count of several kinds
# turned into one per kind ('in total' -> 'each', 'separately'): refused. 'nottop': a superlative negated ('the
# oldest' -> 'not the oldest', 'anyone but the oldest'): refused. 'restate': an aside restating the ranking by another
# measure ('i.e. the one with the fewest vehicles'): refused unless the seed ranks by it. 'correct': a correction
# after the question ('Sorry, I meant the youngest.', 'Actually, make that Texas.'): a change or a refusal. 'arrow':
# a thing of the person after an arrow at the end ('... tiebreak oldest -> bank bal'): the balance asked, or refused
# (a further tie-breaker or what is asked), never a name ranked by it.
_PURPOSE = ["For a report about dog owners, ", "This is for a class on cat owners. ", "For our analysis of car owners: ",
            "Quick question for a project about Texans: "]
_AFTER = [" Dog owners only.", " Only count people with a car.", " Ignore anyone in Texas.", " (cat owners only)",
          " Only those with no pets, please.", " Leave out the owner of pet 'Betty'.", " Sorry, I meant Texas.",
          " Exclude dog owners.", " Thanks! Only people with a dog though."]
_RECSAME = [("one held by", "every one held by"), ("one held by", "none held by"), ("one held by", "the first one held by"),
            ("one held by", "one not held by"), ("one held by", "all those held by"), ("one held by", "two held by"),
            ("one belonging to", "none belonging to"), ("same provider as", "a different provider from"),
            ("same type as", "a different type from")]
_EXPIRED = [(r"\b(count|counts|are counted|are included|included|count as well|count too)\b", "do not count"),
            (r"\b(count|counts|count as well|count too)\b", "count only"),
            (r"\b(also counting|counting|including|incl)\b(?= (?:\w+ )?(?:expired|lapsed|already))", "excluding"),
            (r"\b(also counting|counting|including|incl)\b(?= (?:\w+ )?(?:expired|lapsed|already))", "ignoring")]
_EACHCOUNT = [(r"\bin total\b", "each"), (r"\bin total\b", "separately"), (r"\btotal\b(?= ?\??$)", "each"),
              (r"\bcombined\b", "respectively"), (r"\ball added( up)?\b", "each on its own"),
              (r"\btogether\b", "one by one")]
_NOTTOP = [(r"\b(who is|who's) the (oldest|youngest|richest|poorest)\b", r"\1 not the \2"),
           (r"\bthe (oldest|youngest|richest|poorest) (person|one|resident)\b", r"anyone but the \1 \2"),
           (r"\b(who) (has|owns|holds) the (most|fewest)\b", r"\1 does not \2 the \3")]
_RESTATE = [(", i.e. the one with the fewest vehicles", "vehicles", "low"),
            (" — I mean the one with the most pets", "pets", "high"),
            (", that is, the one with the highest salary", "salary", "high"),
            (", in other words the youngest", "dob", "high")]
_CORRECT = [" Sorry, I meant the youngest.", " Actually, make that Texas.", " Oops, I meant the poorest.",
            " Scratch that — the oldest.", " Wait, no: the one with the fewest pets."]
_ARROW = [" -> bank bal", " -> savings", " -> wealth", " -> bank balance"]
EXPECT23 = {"purpose": "refuse", "after": "change", "recsame": "refuse", "expired": "refuse", "eachcount": "refuse",
            "nottop": "refuse", "restate": "restate", "correct": "change", "arrow": "balance"}


def _edits23(text: str, spec: object) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for said in _PURPOSE:
        out.append(("op23", f"purpose:{said.strip()}", said + text[:1].lower() + text[1:]))
    for said in _AFTER:
        out.append(("op23", f"after:{said.strip()}", text.rstrip() + said))
    for a, b in _RECSAME:
        for m in re.finditer(re.escape(a), text):
            if _outside_quotes(text, m.start()):
                out.append(("op23", f"recsame: {a}>{b}", text[:m.start()] + b + text[m.end():]))
    if re.search(r"\b(expired|lapsed)\b", text, re.I):
        for pat, repl in _EXPIRED:
            for m in re.finditer(pat, text):
                if _outside_quotes(text, m.start()):
                    out.append(("op23", f"expired: {m.group().lower()}>{repl}", text[:m.start()] + repl + text[m.end():]))
    if "RecordCount" in json.dumps(spec) and re.search(r"records\W+\[\W*\w+\W*,", json.dumps(spec)):
        for pat, repl in _EACHCOUNT:
            _sub_each(text, pat, repl, "eachcount", out)
    for pat, repl in _NOTTOP:
        _sub_each(text, pat, repl, "nottop", out)
    for said, measure, order in _RESTATE:
        m = re.search(r"[?.]\s*$", text)
        if m:
            out.append(("op23", f"restate:{measure}:{order}", text[:m.start()] + said + text[m.start():]))
    for said in _CORRECT:
        out.append(("op23", f"correct:{said.strip()}", text.rstrip() + said))
    if re.search(r"\bti(?:e|es|ed|ebreak\w*)\b", text, re.I) and "?" not in text:
        for said in _ARROW:
            out.append(("op23", f"arrow:{said.strip()}", text.rstrip(" .") + said))
    return [("op23" if op == "op21" else op, d, t) for op, d, t in out]


def _verdict23(want: str, detail: str, seed: object, got: object) -> str:
    """'ok', or what is wrong with an accepted op23 mutant's reading (by `want`, what its kind expects)."""
    if want == "change":
        return "same spec (the words ignored)" if got == seed else "read (to review)"
    if want == "balance":  # (the balance asked of the person found; a name ranked by it is a tie-breaker read)
        return "ok" if isinstance(got, dict) and got.get("kind") == "BalanceOf" else "read as a tie-breaker"
    if want == "restate":
        measure, order = detail.split(":")[1:3]
        said = json.dumps(seed)
        if f'"measure": "{measure}", "order": "{order}"' in said and got == seed:
            return "ok"
        return "read (should be refused)" if got != seed else "same spec (another ranking said)"
    return "ok"


# Round 24 (`_edits24`, op 'op24', all kept for every seed; w24): meanings the spec language cannot say, put where the
# discourse layer cuts a text at token starts and reads the pieces again. 'never': 'who has / owns / holds' and 'whoever
# has' said with 'never' ('Which member of S never has a pet', 'take whoever never has the most X. <follow-up>'): a
# change (the condition negated) or a refusal, never the seed's spec ('never' was lost where the text was cut at the
# verb, w24 F1). 'native': 'residents of X' / 'X residents' said as 'natives of X' / 'X natives' (born there, which the
# files do not say): refused (F2). 'scopenamed': a labelled condition added before a ranking's scope naming the others
# ('..., (b) C2; and (c) has no car; and who, of all persons satisfying (a) and (b), R'; 'Conditions: C1, C2, has no
# car. Among those meeting both, ...'): refused (F3); 'scopeall': the same added before a scope naming none ('of all
# such individuals'): a change (the condition read), never the seed's spec.
_NEVER24 = [(r"\b(who|whoever) (has|owns|holds|have|own|hold)\b", r"\1 never \2"),
            (r"\b([Ww]hich (?:member|person|one|resident|individual)(?: of \w+)?) (has|owns|holds)\b", r"\1 never \2")]
_STATES24 = "|".join(_PLACES)
_NATIVE24 = [(rf"\bresidents of ({_STATES24})\b", r"natives of \1"), (rf"\b({_STATES24}) residents\b", r"\1 natives"),
             (rf"\b({_STATES24}) resident\b", r"\1 native"),
             (rf"\b({_STATES24}) (people|persons|individuals)\b", r"\1 natives")]
_LISTED_AND_WHO24 = re.compile(r";\s*and\s+who\b", re.IGNORECASE)
_CONDITIONS24 = re.compile(r"^(\s*(?:pfb\s+)?(?:the\s+)?(?:conditions|criteria|requirements)\s*:\s*[^.?!]+?)(\s*\.\s)",
                           re.IGNORECASE)
EXPECT24 = {"never": "change", "native": "refuse", "scopenamed": "refuse", "scopeall": "change"}


def _edits24(text: str, spec: object) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for pat, repl in _NEVER24:
        _sub_each(text, pat, repl, "never", out)
    for pat, repl in _NATIVE24:
        _sub_each(text, pat, repl, "native", out)
    if re.search(r"\(\s*(?:a|i|1)\s*\)", text) and not re.search(r"\(\s*(?:c|iii|3)\s*\)", text) and \
            (m := _LISTED_AND_WHO24.search(text)) is not None:
        named = re.search(r"\(\s*(?:b|ii|2)\s*\)|\bboth\b", text[m.end():].split(",")[1] if text[m.end():].count(",")
                          else "", re.IGNORECASE)
        kind = "scopenamed" if named else "scopeall"
        label = {"a": "c", "i": "iii", "1": "3"}[re.search(r"\(\s*(a|i|1)\s*\)", text).group(1).lower()]
        out.append(("op21", f"{kind}: ({label}) has no car", text[:m.start()] + f"; and ({label}) has no car" +
                    text[m.start():]))
    if (m := _CONDITIONS24.match(text)) is not None:
        kind = "scopenamed" if re.search(r"\bboth\b", text[m.end():], re.IGNORECASE) else "scopeall"
        added = "; (c) has no car" if re.search(r"\(\s*b\s*\)", m.group(1)) else ", has no car"
        out.append(("op21", f"{kind}: {added.strip('; ,')}", m.group(1) + added + text[m.end(1):]))
    return [("op24" if op == "op21" else op, d, t) for op, d, t in out]


def _verdict24(want: str, detail: str, seed: object, got: object) -> str:
    """'ok', or what is wrong with an accepted op24 mutant's reading (by `want`, what its kind expects)."""
    if want == "change":
        return "same spec (the words ignored)" if got == seed else "ok"
    return "ok"


def _keys_lists(x: object, path: str = "") -> dict[str, list]:
    """Every 'keys' and 'tiebreak' list of an encoded spec, by path."""
    found: dict[str, list] = {}
    if isinstance(x, dict):
        for k, v in x.items():
            if k in ("keys", "tiebreak") and isinstance(v, list):
                found[f"{path}.{k}"] = v
            found |= _keys_lists(v, f"{path}.{k}")
    elif isinstance(x, list):
        for i, v in enumerate(x):
            found |= _keys_lists(v, f"{path}[{i}]")
    return found


def _verdict22(want: str, detail: str, seed: object, got: object) -> str:
    """'ok', or what is wrong with an accepted op22 mutant's reading (by `want`, what its kind expects)."""
    if want == "review":
        return "read (to review)" if got != seed else "same spec (the exclusion ignored)"
    if want == "same":
        return "ok" if got == seed else "read as another spec"
    if got == seed:
        return "same spec (the word ignored)"
    if want == "change":
        return "ok"
    paths = diff(seed, got)
    if want == "turn":
        return "ok" if len(paths) == 1 and paths[0].endswith("order") else "other change"
    if want == "still":
        rec = detail.split(": ")[1]
        before, after = _keys_lists(seed), _keys_lists(got)
        grown = [p for p in after if after[p] != before.get(p)]
        key = {"kind": "Key", "measure": rec, "order": "high"}
        if grown and all(after[p] == (before.get(p) or []) + [key] and before.get(p) and len(before[p]) + (
                p.endswith("tiebreak")) >= 2 for p in grown) and \
                json.dumps(_without_keys(seed)) == json.dumps(_without_keys(got)):
            return "ok"
        return "other change"
    return "ok"


def _without_keys(x: object) -> object:
    if isinstance(x, dict):
        return {k: _without_keys(v) for k, v in x.items() if k not in ("keys", "tiebreak")}
    if isinstance(x, list):
        return [_without_keys(v) for v in x]
    return x


def _steps(spec: object) -> list[dict]:
    """Every CountIs / TopN step and every pick's `top` in an encoded spec."""
    found: list[dict] = []

    def walk(x: object) -> None:
        if isinstance(x, dict):
            if x.get("kind") in ("CountIs", "TopN"):
                found.append(x)
            if x.get("kind") == "Pick" and x.get("top", 1) != 1:
                found.append({"kind": "top", "n": x["top"]})
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(spec)
    return found


def _verdict(op: str, detail: str, seed: object, got: object) -> str:
    """'ok', or what is wrong with an accepted operator mutant's reading: its kind's expectation looked up in the op's
    table (op21's kinds may end in '!'), a kind that must be refused checked here, every other by the op's own check."""
    table, check = {"op21": (EXPECT21, _verdict21), "op22": (EXPECT22, _verdict22), "op23": (EXPECT23, _verdict23),
                    "op24": (EXPECT24, _verdict24)}[op]
    want = table[detail.split(":")[0].rstrip("!")]
    return "read (should be refused)" if want == "refuse" else check(want, detail, seed, got)


def _verdict21(want: str, detail: str, seed: object, got: object) -> str:
    """'ok', or what is wrong with an accepted op21 mutant's reading (by `want`, what its kind expects)."""
    if got == seed:
        return "same spec (the word ignored)"
    if want == "two":  # ('the two richest' in a sum or a group: two people; one person asked for: refused)
        tops = [x for x in _steps(got) if x.get("n") == 2 and x["kind"] in ("top", "TopN")]
        return "ok" if len(tops) > len([x for x in _steps(seed) if x.get("n") == 2 and x["kind"] in ("top", "TopN")]) \
            else "not read as two people"
    if want == "count":
        a, b = detail.split(": ")[1].split(">")
        before, after = _steps(seed), _steps(got)
        if len(before) != len(after):
            return "other change"
        moved = [(x, y) for x, y in zip(before, after) if x != y]
        if len(moved) == 1 and moved[0][0].get("n") == int(a) and moved[0][1].get("n") == int(b) and \
                {k: v for k, v in moved[0][0].items() if k != "n"} == {k: v for k, v in moved[0][1].items() if k != "n"}:
            return "ok"
        return "other change"
    if want == "bound":
        a, b = detail.split(": ")[1].split(">")
        if detail.startswith("bound!"):  # (said after 'not' / 'no': 'not more than 2' is at most 2)
            a, b = _NOT_BOUND[_BOUND[a]], _NOT_BOUND[_BOUND[b]]
        before = [x for x in _steps(seed) if x["kind"] == "CountIs"]
        after = [x for x in _steps(got) if x["kind"] == "CountIs"]
        turned = [(x, y) for x, y in zip(before, after) if x != y]
        if len(before) == len(after) and len(turned) == 1 and turned[0][0]["op"] == _BOUND.get(a, a) and \
                turned[0][1]["op"] == _BOUND.get(b, b):
            return "ok"
        return "other change"
    return "ok"


def _is(rest: str) -> str:
    """'who R' said after 'who COND and': 'is the oldest', 'has the most pets' (a bare superlative gets 'is')."""
    return rest if rest.split()[0] in ("is", "has", "owns", "holds", "earns", "started", "was") else f"is {rest}"


def _unpunct(text: str, quotes: bool = False) -> str:
    """The text with its marks dropped (quoted values kept whole, their quotes dropped too with quotes=True)."""
    parts = re.split(r"('[^']*'(?:s\b)?)", text)
    out = []
    for p in parts:
        if p.startswith("'"):
            out.append(p.replace("'", "") if quotes else p)
        else:
            out.append(re.sub(r"(?<!\w)['‘’]|['‘’](?!\w)|[^\w\s'‘’$#+&<>=-]|(?<=\s)-+(?=\s)", " ", p))
    return re.sub(r"\s+", " ", "".join(out)).strip()


def _swapped(spec: object, a: str, b: str) -> object:
    """The seed's spec with two values exchanged (what a swap of the two values should read as)."""
    a, b = a.strip("'"), b.strip("'")
    return json.loads(json.dumps(spec).replace(json.dumps(a), "\0A").replace(json.dumps(b), json.dumps(a))
                      .replace("\0A", json.dumps(b)))


def _tie_scope(spec: object, seed: object) -> str:
    """Where a comparison's tie rules are, seed -> mutant: 'B<n>' the comparison's tiebreak keys (between the two),
    'K<a>/<b>' each ranked person's keys (a rule inside each ranking adds one)."""
    def where(s: object) -> str:
        if not isinstance(s, dict) or s.get("kind") != "Compare":
            return "several" if isinstance(s, dict) and "several" in s else "no comparison"
        return f"B{len(s.get('tiebreak') or [])} K" + "/".join(str(len(x.get("keys") or [])) for x in s["subjects"])
    return f"{where(seed)} -> {where(spec)}"


def _case(word: str, like: str) -> str:
    return word.capitalize() if like[0].isupper() else word


def diff(a: object, b: object, path: str = "") -> list[str]:
    """The paths where two encoded specs differ (list indices kept for 'subjects', else '[]')."""
    if type(a) is not type(b):
        return [path or "."]
    if isinstance(a, dict):
        assert isinstance(b, dict)
        if a.get("kind") != b.get("kind"):
            return [f"{path}.kind" if path else "kind"]
        out = []
        for k in sorted(set(a) | set(b)):
            if k == "version":
                continue
            out += diff(a.get(k), b.get(k), f"{path}.{k}" if path else k)
        return out
    if isinstance(a, list):
        assert isinstance(b, list)
        if len(a) != len(b):
            return [f"{path}#len"]
        out = []
        for i, (x, y) in enumerate(zip(a, b)):
            out += diff(x, y, f"{path}[{i}]" if path.endswith("subjects") else f"{path}[]")
        return out
    return [] if a == b else [path]


def _shape(paths: list[str]) -> str:
    """A class name from the changed paths: each path's last two fields."""
    return " ".join(sorted({".".join(re.sub(r"\[\]", "", p).split(".")[-2:]) for p in paths}))


def _read(text: str):
    """The encoded spec the grammar reads (None when refused); a sentence read several ways (round 18's
    `parse_readings`, answered by `ask` when they agree) gives {"several": [spec, ...]}."""
    from cbwh.ask import questions
    from cbwh.errors import UsageError
    from cbwh.spec.codec import encode

    several = getattr(questions, "parse_readings", None)
    try:
        r = several(text) if several else questions.parse_reading(text)
    except (UsageError, RecursionError):
        return None
    except Exception as exc:  # a crash is a finding too
        return {"crash": f"{type(exc).__name__}: {exc}"}
    if getattr(r, "others", ()):
        return {"several": [encode(x.output) for x in r.all]}
    return encode(r.output)


_ASKED: dict[str, dict] = {}


def _ask(db: str, text: str) -> dict:
    """`ask`'s outcome in process: the answer (or the reason there is none), and the readings it was answered
    through when the grammar read the sentence several ways (each reading's words, spec and answer)."""
    if text in _ASKED:
        return _ASKED[text]
    from cbwh import Warehouse
    from cbwh.errors import CbwhError

    try:
        report = Warehouse(db).ask(text)
        r = report.result
        got = {"answer": r.answer, "reason": r.reason,
               "readings": [dict(x) for x in getattr(report, "readings", ())]}
    except CbwhError as exc:
        got = {"answer": None, "reason": str(exc), "readings": []}
    except Exception as exc:  # a crash is a finding too
        got = {"answer": None, "reason": f"crash {type(exc).__name__}: {exc}", "readings": [], "crash": True}
    _ASKED[text] = got
    return got


def work(job: tuple[list[tuple[str, dict]], int, int, frozenset[str], str]) -> tuple[list[dict], list[dict], Counter]:
    seeds, per_seed, s, only, db = job
    rng = random.Random(s)
    changed, ignored, counts = [], [], Counter()
    seen: set[str] = set()
    for text, spec in seeds:
        for op, detail, mut in mutants(text, rng, per_seed) + _edits22(text, spec) + _edits23(text, spec) + \
                _edits24(text, spec):
            if mut in seen or mut == text or (only and op not in only):
                continue
            if op == "tiescope" and spec.get("kind") != "Compare" and "several" not in spec:
                continue  # (a scope said where one person is ranked: nothing to place)
            seen.add(mut)
            counts["made"] += 1
            counts[f"made {op}"] += 1
            got = _read(mut)
            seed_specs = spec["several"] if "several" in spec else [spec]
            if isinstance(got, dict) and "several" in got:
                counts["several"] += 1
                specs = got["several"]
                if db:
                    if all(x in seed_specs for x in specs) and all(x in specs for x in seed_specs):
                        continue  # (the seed's own readings)
                    asked = _ask(db, mut)
                    if asked["answer"] is None:
                        continue
                    counts["agreed"] += 1  # answered through readings that agree: is one missing?
                    seed_answer = _ask(db, text)["answer"]
                    where = "seed's spec among them" if any(x in specs for x in seed_specs) else \
                        "seed's answer" if asked["answer"] == seed_answer else "another answer"
                    changed.append({"op": op, "detail": detail, "class": f"agreed {len(specs)} | {where} | {op}",
                                    "seed": text, "mutant": mut, "spec": spec, "readings": specs,
                                    "answer": asked["answer"], "seed_answer": seed_answer})
                continue
            if got is None:
                continue
            counts["accepted"] += 1
            counts[f"accepted {op}"] += 1
            if isinstance(got, dict) and "crash" in got:
                counts["crash"] += 1
                changed.append({"op": "crash", "detail": detail, "seed": text, "mutant": mut, "class": got["crash"]})
                continue
            if "several" in spec and got in seed_specs:
                continue  # (one of the seed's readings said alone)
            if "several" in spec:
                counts["changed"] += 1
                changed.append({"op": op, "detail": detail, "class": f"from several | {op}", "seed": text,
                                "mutant": mut, "spec": spec, "got": got} |
                               ({"answer": _ask(db, mut)["answer"], "seed_answer": _ask(db, text)["answer"]} if db else {}))
                continue
            if op == "tiescope":  # (every one kept: a scope said and read as before can be the wrong one too)
                said = detail.split(":")[0]
                where = _tie_scope(got, spec)
                counts["changed"] += got != spec
                row = {"op": op, "detail": detail, "class": f"tiescope | said {said} | read {where}",
                       "seed": text, "mutant": mut, "spec": spec, "got": got}
                if db:
                    row["answer"], row["seed_answer"] = _ask(db, mut)["answer"], _ask(db, text)["answer"]
                changed.append(row)
                continue
            if op == "vswap":
                a, b = detail.split("<>")
                if got == _swapped(spec, a, b):
                    counts["vswap as said"] += 1
                    continue
                if got == spec:  # (the exchange not read: one value was not where the spec has it)
                    counts["changed"] += 1
                    changed.append({"op": op, "detail": detail, "class": "vswap | read as the seed", "seed": text,
                                    "mutant": mut, "spec": spec, "got": got})
                    continue
            if op in ("reref", "label", "sswap"):  # (every one kept: a reference, label or order read as the seed's
                # spec may be one pointed elsewhere and not followed)
                counts[f"{op} read"] += 1
                counts["changed"] += got != spec
                row = {"op": op, "detail": detail, "seed": text, "mutant": mut, "spec": spec, "got": got,
                       "class": f"{op} | {'same spec' if got == spec else _shape(diff(spec, got))}"}
                if db and got != spec:
                    row["answer"], row["seed_answer"] = _ask(db, mut)["answer"], _ask(db, text)["answer"]
                changed.append(row)
                continue
            if op in ("op21", "op22", "op23", "op24"):  # (an operator inserted or turned: checked by what its kind expects)
                kind = detail.split(":")[0]
                verdict = _verdict(op, detail, spec, got)
                counts[f"{op} {verdict}"] += 1
                if op in ("op22", "op23", "op24"):
                    counts[f"{op} {kind} read"] += 1
                if verdict != "ok":
                    row = {"op": op, "detail": detail, "seed": text, "mutant": mut, "spec": spec, "got": got,
                           "class": f"{op} | {kind} | {verdict}"}
                    if db:
                        row["answer"], row["seed_answer"] = _ask(db, mut)["answer"], _ask(db, text)["answer"]
                    changed.append(row)
                continue
            if op == "other":  # (every one kept: 'other than X' read as the seed's spec ignores it)
                counts["other read"] += 1
                changed.append({"op": op, "detail": detail, "seed": text, "mutant": mut, "spec": spec, "got": got,
                                "class": f"other | {detail.split('@')[0]} | "
                                         f"{'same spec' if got == spec else _shape(diff(spec, got))}"})
                continue
            if op in SAME_MEANT and got != spec and json.dumps(got).lower() == json.dumps(spec).lower():
                counts[f"{op} as said (a value's case)"] += 1  # (an unquoted value lower-cased: read as the one it means)
                continue
            if got == spec:
                words = detail.split(">") if op == "repl" else detail.split()
                if (op in ("del", "del2") and MEANING & set(words)) or \
                        (op == "repl" and OPPOSITE.get(words[0]) == words[1]):
                    counts["ignored"] += 1
                    ignored.append({"op": op, "detail": detail, "seed": text, "mutant": mut})
                continue
            counts["changed"] += 1
            paths = diff(spec, got)
            cls = f"{op} | {_shape(paths)}"
            row = {"op": op, "detail": detail, "class": cls, "paths": paths, "seed": text, "mutant": mut,
                   "spec": spec, "got": got}
            if db:  # (a spec changed may give the same answer on this data: the differing ones first to read)
                row["answer"], row["seed_answer"] = _ask(db, mut)["answer"], _ask(db, text)["answer"]
                counts["changed, answer differs"] += row["answer"] != row["seed_answer"]
            changed.append(row)
    return changed, ignored, counts


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", nargs="*", default=[str(CORPUS)])
    ap.add_argument("--per-seed", type=int, default=80, help="mutants per seed (0: every one)")
    ap.add_argument("--every", type=int, default=1, help="every K-th seed")
    ap.add_argument("--start", type=int, default=0, help="the first seed taken (with --every: another slice)")
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--only", default="", help="these edits alone (comma-separated: del,not,exch,merge,aside,amove...)")
    ap.add_argument("--answers", default="", metavar="DB", help="answer changed and several-reading mutants on DB")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    texts: list[str] = []
    for f in args.seeds:
        for line in Path(f).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if "refused" not in row and row.get("question"):
                texts.append(row["question"])
    texts = list(dict.fromkeys(texts))[args.start::args.every]
    seeds = [(t, s) for t in texts if (s := _read(t)) is not None and "crash" not in s]  # (a seed read several ways:
    # its mutants read as one of its readings are not changes; its other mutants are, each with its answer)
    print(f"{len(seeds)} seeds read of {len(texts)}", file=sys.stderr)
    k = max(args.workers * 8, len(seeds) // 100)  # chunks of ~100 seeds
    only = frozenset(filter(None, args.only.split(",")))
    chunks = [(seeds[i::k], args.per_seed, args.seed + i, only, args.answers) for i in range(k)]
    changed: list[dict] = []
    ignored: list[dict] = []
    counts: Counter = Counter({"seeds": len(seeds)})
    if args.workers > 1:
        from multiprocessing import Pool

        pool = Pool(args.workers)
        results = pool.imap_unordered(work, chunks)
    else:
        results = map(work, chunks)
    for i, (c, g, n) in enumerate(results):
        changed += c
        ignored += g
        counts += n
        print(f"{i + 1}/{len(chunks)} {dict(counts)}", file=sys.stderr)
        _write(out, changed, ignored, counts)
    print(json.dumps(dict(counts), sort_keys=True))


def _write(out: Path, changed: list[dict], ignored: list[dict], counts: Counter) -> None:
    """The results so far (rewritten after each chunk: a long run can be read before it ends)."""
    with open(out / "changed.jsonl", "w", encoding="utf-8") as f:
        for row in changed:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(out / "ignored.jsonl", "w", encoding="utf-8") as f:
        for row in ignored:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    by_class: dict[str, list[dict]] = defaultdict(list)
    for row in changed:
        by_class[row["class"]].append(row)
    rng = random.Random(0)
    with open(out / "classes.txt", "w", encoding="utf-8") as f:
        for cls, rows in sorted(by_class.items(), key=lambda kv: -len(kv[1])):
            f.write(f"== {len(rows)}  {cls}\n")
            for row in rng.sample(rows, min(3, len(rows))):
                f.write(f"   [{row['detail']}] {row['mutant']}\n")
    (out / "counts.json").write_text(json.dumps(dict(counts | {"classes": len(by_class)}), indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
