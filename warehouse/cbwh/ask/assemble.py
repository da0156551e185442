"""The last-resort reader, chunk and assemble (e49x): a question every other reader refused, read when each of its
pieces is one the grammar reads (a person ranked in a group, a group, a ranking, a tie rule, a comparative, an answer
form) and every word between the pieces is a closed list's filler or structure word (`words.ASSEMBLE_FILLER`,
`words.ASSEMBLE_SPLIT`, ...). The pieces are found by the grammar's own rules at every token (`chunks`: the longest
piece at each place, left to right); the specs they can make in their text order are built (`readings`), and the text
is read only when one spec, or a few the service answers only when they agree, is certain to hold the one meant.
Anything unforeseen (an uncovered word, a piece out of place, two groups for one person, a tie rule that fits no
ranking) reads nothing: the question's own refusal stands.

`python -m cbwh.ask.assemble "text"` prints the chunks, the words left uncovered and the specs built.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cbwh.ask import grammar as G
from cbwh.ask.parser import Parser
from cbwh.ask.tokens import END, NUMBER, PUNCT, STRING
from cbwh.errors import QuestionError, UsageError
from cbwh.spec import words as W
from cbwh.spec.model import (
    BalanceOf,
    Compare,
    Key,
    Metric,
    NameOf,
    Order,
    Output,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    StateLeader,
)

# chunk kinds
SUBJ, GROUP, RANK, TIE, CMP, BAL, COUNT = "subject", "group", "ranking", "tie", "comparative", "balance", "count"
ASIDE = "balance aside"

_BALANCE_ASIDES = G.Phrases.words(W.ASSEMBLE_BALANCE_ASIDES, "'all their accounts summed'")


@dataclass(frozen=True)
class Chunk:
    """A piece read from token `start` to `end` (exclusive): each (kind, value) that reads exactly that span."""

    start: int
    end: int
    alternatives: tuple[tuple[str, Any], ...]


def _cmp(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    yield from G.compare_verb(p, i)
    yield from p.phrase(i, G.CMP_NOUN)
    yield from p.phrase(i, G.CMP_ADJ)


def _balance(p: Parser, i: int) -> Iterator[tuple[None, int]]:
    for _, j in p.phrase(i, G.BALANCE_NOUN):
        yield None, j


def _aside(p: Parser, i: int) -> Iterator[tuple[None, int]]:
    for _, j in p.phrase(i, _BALANCE_ASIDES):
        yield None, j


def _tie(p: Parser, i: int) -> Iterator[tuple[Any, int]]:
    yield from G.tie(p, i)
    yield from G.paren_tie(p, i)


def _rank(p: Parser, i: int) -> Iterator[tuple[Key, int]]:
    yield from G.rank_np(p, i)
    yield from G.rank_mod(p, i)
    yield from G.rank_verb(p, i)
    yield from G.ranked_one(p, i)


def _subject(p: Parser, i: int) -> Iterator[tuple[Any, int]]:
    for s, j in G.subject(p, i):
        if s.pick.keys or _owner_pick(s.pick):
            yield s, j


def _group(p: Parser, i: int) -> Iterator[tuple[Any, int]]:
    for steps, j in G.group(p, i):
        if steps:
            yield steps, j


_RULES: tuple[tuple[str, Callable[[Parser, int], Any]], ...] = (
    (SUBJ, _subject), (GROUP, _group), (RANK, _rank), (TIE, _tie), (CMP, _cmp), (BAL, _balance),
    (COUNT, G.count_nouns), (ASIDE, _aside))


def _owner_pick(pick: Pick) -> bool:
    """A person said as one anchor's owner ('the owner of pet X'), unranked."""
    return not pick.keys and len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf)


MAX_CHUNKINGS = 8  # chunkings equally good, each assembled; more leave the text unread


def _known() -> frozenset[str]:
    """Every word the reader can read between pieces (in one place or another)."""
    return (W.ASSEMBLE_FILLER | W.ASSEMBLE_NAME_ASKED | W.ASSEMBLE_VALUE_ASKED | W.ASSEMBLE_LABELS | W.ASSEMBLE_SPLIT
            | W.ASSEMBLE_MORE | W.ASSEMBLE_FEWER | W.ASSEMBLE_DIRECTION_SAID | W.ASSEMBLE_TIE_BOTH
            | W.ASSEMBLE_TIE_BETWEEN | W.ASSEMBLE_TIE_SCOPE_LEAD | W.ASSEMBLE_TIE_AGAIN | W.ASSEMBLE_LIKEWISE
            | W.ASSEMBLE_EACH_GROUP)


def _read_at(p: Parser, i: int) -> dict[int, list[tuple[str, Any]]]:
    """Each kind's longest pieces at i: end -> every (kind, value) reading exactly that far."""
    ends: dict[int, list[tuple[str, Any]]] = {}
    for kind, reader in _RULES:
        try:
            read = [(value, j) for value, j in reader(p, i) if j > i]
        except (QuestionError, IndexError, KeyError, ValueError, TypeError, AttributeError):
            continue  # (a rule tried where the grammar never starts one: no piece there)
        if not read:
            continue
        last = max(j for _, j in read)
        found = ends.setdefault(last, [])
        for value, j in read:
            if j == last and (kind, value) not in found:
                found.append((kind, value))
    for end, found in ends.items():  # a superlative read as a comparative too ('who has the most pets' of two): the
        if any(kind == RANK for kind, _ in found):  # ranking only (the two then left unread)
            ends[end] = [(kind, value) for kind, value in found if kind != CMP]
    return ends


MAX_WALKED = 64  # chunkings walked (equally good ones that differ only in the marks they cover among them)


def chunkings(p: Parser) -> list[tuple[list[Chunk], list[int]]]:
    """The best ways to cover the text with pieces (each kind's longest at a place, or none there): fewest words
    left that no list knows, then fewest words left at all (a mark left or covered alike: '-> the one with R' is a
    tie rule's arrow, or a mark before a person), then fewest pieces; each with the tokens it leaves uncovered. Those
    whose pieces read the same are kept once; none when more than MAX_CHUNKINGS are left."""
    last = len(p.tokens) - 1
    known = _known()
    at = [_read_at(p, i) for i in range(last)]
    mark = [p.tokens[i].kind == PUNCT for i in range(last)]
    best: list[tuple[int, int, int]] = [(0, 0, 0)] * (last + 1)
    for i in range(last - 1, -1, -1):
        b, u, c = best[i + 1]
        score = (b + (0 if _word(p, i) in known else 1), u + (0 if mark[i] else 1), c)
        for end in at[i]:
            b, u, c = best[end]
            score = min(score, (b, u, c + 1))
        best[i] = score
    walked: list[tuple[list[Chunk], list[int]]] = []

    def walk(i: int, taken: list[Chunk], left: list[int]) -> None:
        if len(walked) > MAX_WALKED:
            return
        if i >= last:
            walked.append((list(taken), list(left)))
            return
        b, u, c = best[i + 1]
        if (b + (0 if _word(p, i) in known else 1), u + (0 if mark[i] else 1), c) == best[i]:
            walk(i + 1, taken, [*left, i])
        for end, found in at[i].items():
            b, u, c = best[end]
            if (b, u, c + 1) == best[i]:
                walk(end, [*taken, Chunk(i, end, tuple(found))], left)

    walk(0, [], [])
    if len(walked) > MAX_WALKED:
        return []
    out: dict[tuple[Any, ...], tuple[list[Chunk], list[int]]] = {}
    for taken, left in walked:
        out.setdefault(tuple(c.alternatives for c in taken), (taken, left))
    return list(out.values()) if len(out) <= MAX_CHUNKINGS else []


def chunks(p: Parser) -> tuple[list[Chunk], list[int]]:
    """The first best chunking (`chunkings`), for a look at a text."""
    found = chunkings(p)
    return found[0] if found else ([], list(range(len(p.tokens) - 1)))


_OPENS = frozenset({"(", ",", ":", "\u2014", "-", ";", "."})
_CLOSES = frozenset({")", ",", ":", "\u2014", "-", ";", ".", "?", "!"})


# --- assembling ------------------------------------------------------------------------------------------------------

MAX_BUILT = 64  # alternatives tried (a product of the chunks' readings) before the text is left unread


@dataclass(frozen=True)
class _Person:
    """One person's pieces: a pick before its tie rules, the ties it said itself, where its pieces start and end."""

    pick: Pick
    ties: tuple[Any, ...]
    start: int
    end: int


def _person(p: Parser, pieces: Sequence[tuple[Chunk, str, Any]]) -> _Person | None:
    """The person a run of pieces says: a ranked subject (or an anchor's owner) alone, a group and a ranking in either
    order, or a group and an ungrouped ranked subject ('G: the one with R') in either order; None otherwise."""
    kinds = [kind for _, kind, _ in pieces]
    start, end = pieces[0][0].start, pieces[-1][0].end
    if kinds == [SUBJ]:
        s = pieces[0][2]
        return _Person(s.pick, tuple(s.ties), start, end)
    if len(pieces) == 2 and any(set(p.keys[c.start:c.end]) & W.ASSEMBLE_EVERYONE for c, k, _ in pieces if k != GROUP):
        return None  # ('among G, the oldest person of all': over everyone, or the group?)
    if sorted(kinds) == sorted([GROUP, RANK]):
        steps = next(v for _, k, v in pieces if k == GROUP)
        key = next(v for _, k, v in pieces if k == RANK)
        return _Person(Pick(G._plain(steps), (key,)), (), start, end)
    if sorted(kinds) == sorted([GROUP, SUBJ]):
        steps = next(v for _, k, v in pieces if k == GROUP)
        s = next(v for _, k, v in pieces if k == SUBJ)
        if s.pick.steps or not s.pick.keys:
            return None
        return _Person(replace(s.pick, steps=G._plain(steps)), tuple(s.ties), start, end)
    return None


def _ties_applied(p: Parser, person: _Person, more: Sequence[Any], pair: bool) -> Pick | None:
    """The person's pick with its own ties and `more` (in the order said) added as keys (`grammar.apply_ties`)."""
    ties = tuple(sorted((*person.ties, *more), key=lambda t: t.at))
    if not person.pick.keys:
        return person.pick if not ties else None
    return G.apply_ties(p, person.pick, ties, (), pair)


def _flags(p: Parser) -> bool:
    """Did a rule note something the questions layer would have to weigh (a top said after a group, 'overall', a
    clause after an owner, a comparative person, 'than anyone else there', 'everyone', names defined ...)?"""
    return bool(p.top_after or p.top_first or p.top_overall or p.owner_clause or p.compared_person or p.compared_over
                or p.everyone_said or p.than_place or p.defined or p.role_ranks or p.role_cards or p.unsupported)


def _label_ok(p: Parser, n: int, starts: set[int], compared: set[int]) -> bool:
    """A label word ('1', 'B', 'second', 'both') said as a label: a mark after it, no piece right after it."""
    if p.keys[n] not in W.ASSEMBLE_LABEL_MARKED:
        return True
    if p.keys[n] in W.ASSEMBLE_PAIR and _pair(p, n, compared):
        return True  # ('which of those two has more pets?': the pair, right before the comparative)
    return n + 1 not in starts and (p.keys[n + 1] in W.ASSEMBLE_LABEL_MARKS | W.ASSEMBLE_SPLIT
                                    or p.tokens[n + 1].kind == END)  # ('X or Y?', 'A vs B')


def _pair(p: Parser, n: int, compared: set[int]) -> bool:
    """'of the two', 'these two people', 'those 2' said right before the comparative (or a mark)."""
    if p.keys[n - 1] not in W.ASSEMBLE_PAIR_AFTER:
        return False
    k = n + 1 if p.keys[n + 1] not in W.ASSEMBLE_PAIR_NOUNS else n + 2
    return k in compared or p.tokens[k].kind in (PUNCT, END)


def _word(p: Parser, n: int) -> str:
    return p.keys[n] or p.tokens[n].text


def outputs(p: Parser) -> list[Output] | None:
    """Every spec the pieces can make (see the module's docstring); None when the text is not one to read so."""
    if set("".join(ch if ch.isalpha() else " " for ch in p.text.lower()).split()) & W.ASSEMBLE_WRITTEN_REFUSED:
        return None  # ('Who is the said person?': read as 'that person')
    out: list[Output] = []
    for found, uncovered in chunkings(p):
        if not found or any(p.tokens[n].kind in (STRING, NUMBER) and _word(p, n) not in W.ASSEMBLE_LABELS
                            for n in uncovered):
            continue
        choices = [c.alternatives for c in found]
        if len(list(itertools.islice(itertools.product(*choices), MAX_BUILT + 1))) > MAX_BUILT:
            return None
        for chosen in itertools.product(*choices):
            pieces = [(c, kind, value) for c, (kind, value) in zip(found, chosen)]
            for o in _built(p, pieces, uncovered) or ():  # (a reading of a piece that makes no question: not this one)
                if o not in out:
                    out.append(o)
    if _flags(p):
        return None
    return out or None


def _asides_away(p: Parser, pieces: list[tuple[Chunk, str, Any]], uncovered: list[int]
                 ) -> tuple[list[tuple[Chunk, str, Any]], list[int]] | None:
    """The pieces without the balance asides, each said right after a piece saying a balance ('total bank bal (all
    their accounts summed)'), and the marks between them (an opening bracket, a comma) as read; None when an aside
    follows anything else."""
    kept: list[tuple[Chunk, str, Any]] = []
    marks: set[int] = set()
    for n, (c, kind, value) in enumerate(pieces):
        if kind != ASIDE:
            kept.append((c, kind, value))
            continue
        if not kept:
            return None
        before = kept[-1][0]
        between = range(before.end, c.start)
        if not set(p.keys[before.start:before.end]) & W.BALANCE_WORDS or \
                any(p.keys[k] not in ("(", ",", "\u2014") for k in between):
            return None
        marks.update(between)
        if p.keys[c.end] == ")" and "(" in p.keys[before.end:c.start]:
            marks.add(c.end)
    return kept, [n for n in uncovered if n not in marks]


def _built(p: Parser, pieces: list[tuple[Chunk, str, Any]], uncovered: list[int]) -> list[Output] | None:
    if any(a[1] == TIE and b[1] == TIE and a[0].end == b[0].start for a, b in zip(pieces, pieces[1:])):
        return None  # (two tie rules with no mark between)
    rules = [c for c, kind, value in pieces if kind == TIE or kind == SUBJ and value.ties]
    if len(rules) > 1 and any(set(p.keys[c.start:c.end]) & W.ASSEMBLE_TIE_CONTINUED for c in rules):
        return None  # ('A/B tie -> higher salary. If still tied, ...': which rule it goes on from, not placed)
    if any(kind == ASIDE for _, kind, _ in pieces):
        if (away := _asides_away(p, pieces, uncovered)) is None:
            return None
        pieces, uncovered = away
    for (c, _, _), (d, _, _) in zip(pieces, pieces[1:]):
        if c.end == d.start and p.keys[d.start] not in _OPENS and p.keys[c.end - 1] not in _CLOSES:
            return None  # (two pieces run together: 'Take the oldest resident of Ohio pets and cars in total')
    for c, _, _ in pieces:
        if p.keys[c.end] in W.ASSEMBLE_TRAILING_OF and p.keys[c.end + 1] in W.ASSEMBLE_TRAILING_IT and \
                (p.tokens[c.end + 2].kind in (PUNCT, END)):
            return None  # ('whoever has the most money in them')
        if p.keys[c.end] in W.ASSEMBLE_TRAILING_GROUP and p.keys[c.end + 1] in W.ASSEMBLE_TRAILING_IT:
            return None  # ('the richest Texan vs the poorest dog owner among them': which group, not resolved; r75 W1)
    kinds = [kind for _, kind, _ in pieces]
    words = {_word(p, n) for n in uncovered}
    if kinds.count(CMP) == 1 and kinds[0] in (BAL, COUNT) and kinds.count(BAL) + kinds.count(COUNT) == 1:
        # a header naming the comparative's measure ('bank bal q - S1 vs S2. which one has the lower total bank
        # balance?', 'pets: S1 vs S2, who has more pets?'): read as nothing when it names that measure
        measure = next(v for _, k, v in pieces if k == CMP).measure
        if pieces[0][2] != (measure,) and not (kinds[0] == BAL and measure is Metric.BALANCE):
            return None
        pieces = pieces[1:]
        kinds = kinds[1:]
    if kinds.count(CMP) == 1 and BAL not in kinds and COUNT not in kinds:
        return _compared(p, pieces, uncovered, ())
    if CMP in kinds:
        return None
    said = [n for n in uncovered if _word(p, n) in W.ASSEMBLE_MORE | W.ASSEMBLE_FEWER]
    measures = [(c, k, v) for c, k, v in pieces if k in (BAL, COUNT)]
    if said:  # ('cars count: S1 vs S2 -> who has more?': the measure said as what is compared, its direction apart)
        if len(said) != 1 or len(measures) != 1:
            return None
        c, k, v = measures[0]
        if k == COUNT and (len(v) != 1 or _word(p, said[0]) not in W.ASSEMBLE_COUNTED_MORE or "whose" in words) or \
                k == BAL and _word(p, said[0]) == "fewer":
            return None  # ('whose pets are bigger', 'which one is bigger?' of cars: no count compared)
        order = Order.HIGH if _word(p, said[0]) in W.ASSEMBLE_MORE else Order.LOW
        key = Key(Metric.BALANCE if k == BAL else v[0], order)
        pieces = [(c2, CMP, key) if c2 is c else (c2, k2, v2) for c2, k2, v2 in pieces]
        return _compared(p, pieces, [n for n in uncovered if n != said[0]], (said[0],))
    return _one(p, pieces, words)


def _one(p: Parser, pieces: list[tuple[Chunk, str, Any]], words: set[str]) -> list[Output] | None:
    """One person's name, total bank balance or count of records."""
    people = [x for x in pieces if x[1] in (SUBJ, GROUP, RANK)]
    ties = [v for _, k, v in pieces if k == TIE]
    answers = [(k, v) for _, k, v in pieces if k in (BAL, COUNT)]
    if not people or len(answers) > 1:
        return None
    person = _person(p, people)
    if person is None:
        return None
    # a name asked: a word of it between the pieces, or opening one ('who has the most pets' is a ranking piece)
    name = bool(words & W.ASSEMBLE_NAME_ASKED) or any(p.keys[c.start] in W.ASSEMBLE_NAME_ASKED for c, _, _ in pieces)
    allowed = W.ASSEMBLE_FILLER | (W.ASSEMBLE_NAME_ASKED if name and not answers else W.ASSEMBLE_VALUE_ASKED)
    if not words <= allowed or (name and answers) or not (name or answers) or answers and words & W.ASSEMBLE_SEVERAL:
        return None
    if any(p.keys[c.start - 1] == "what" or p.keys[c.start - 2:c.start] in (["what", "the"], ["what", "a"])
           for c, _, _ in pieces):
        return None  # ('Tell me what the total bank balance of S.': no verb)
    if name and any(set(p.keys[c.start:c.end]) & W.ASSEMBLE_PLURAL for c, k, _ in pieces if k != GROUP):
        return None  # ('Who are the richest residents of Ohio?': several people asked)
    if any(t.each or t.between or t.only is not None or t.key is None for t in (*ties, *person.ties)):
        return None
    pick = _ties_applied(p, person, ties, False)
    if pick is None:
        return None
    try:
        if not answers:
            return [NameOf(pick)] if pick.top == 1 and pick.keys else None
        kind, value = answers[0]
        if kind == BAL:
            return [BalanceOf((pick,))] if person.start < next(c.start for c, k, _ in pieces if k == BAL) or \
                pick.top == 1 else None
        tables: tuple[Records, ...] = value
        at = next(c for c, k, _ in pieces if k == COUNT)
        said = words | set(p.keys[at.start:at.end])
        if len(tables) > 1 and not said & W.ASSEMBLE_SUMMED:
            return None  # (each count could be meant)
        if len(tables) == 1 and (p.keys[at.start - 2:at.start] != ["how", "many"] or said & W.ASSEMBLE_SUMMED):
            return None  # ('Pets: how many does S have?', 'how many pets ... - what's the combined amount?')
        if not said & W.ASSEMBLE_COUNT_ASKED and Records.BANK_ACCOUNTS in tables:
            return None  # ('the sum of the bank accounts of S': their balance?)
        return [RecordCount(pick, tables)] if pick.top == 1 else None
    except QuestionError:
        return None


def _compared(p: Parser, pieces: list[tuple[Chunk, str, Any]], uncovered: list[int],
              direction: tuple[int, ...]) -> list[Output] | None:
    """Two people compared: the pieces before the split the first's, after it the second's."""
    words = {_word(p, n) for n in uncovered}
    if not words <= W.ASSEMBLE_FILLER | W.ASSEMBLE_NAME_ASKED | W.ASSEMBLE_LABELS | W.ASSEMBLE_SPLIT | (
            W.ASSEMBLE_DIRECTION_SAID if direction else frozenset()) | W.ASSEMBLE_TIE_BOTH | W.ASSEMBLE_TIE_BETWEEN | \
            W.ASSEMBLE_TIE_SCOPE_LEAD | W.ASSEMBLE_TIE_AGAIN | W.ASSEMBLE_LIKEWISE | W.ASSEMBLE_EACH_GROUP | \
            W.ASSEMBLE_PAIR:
        return None
    starts = {c.start for c, _, _ in pieces}
    key = next(v for _, k, v in pieces if k == CMP)
    cmp_at = next(c.start for c, k, _ in pieces if k == CMP)
    if not all(_label_ok(p, n, starts, {cmp_at, *direction}) for n in uncovered):
        return None
    for n in uncovered:  # 'which of the two (people) has more pets?': the pair, right before the comparative
        if _word(p, n) in W.ASSEMBLE_PAIR and not _pair(p, n, {cmp_at, *direction}) and (
                _word(p, n) not in W.ASSEMBLE_LABEL_MARKED or not _label_ok(p, n, starts, {cmp_at, *direction})):
            return None
    marked_labels = [n for n in uncovered if _word(p, n) in W.ASSEMBLE_LABEL_MARKED and p.keys[n + 1] in (")", ":")]
    people = [x for x in pieces if x[1] in (SUBJ, GROUP, RANK)]
    ties = [(c, v) for c, k, v in pieces if k == TIE]
    two = None
    lone_second = False
    for cut in range(1, len(people)):
        first, second = _person(p, people[:cut]), _person(p, people[cut:])
        if first is None or second is None:
            continue
        if two is not None:
            return None  # (two ways to split the pieces)
        two = (first, second)
        # (a group said first, then the first's ranking, the second said whole: the group could be both people's)
        lone_second = people[0][1] == GROUP and cut == 2 and len(people) == 3
    shared = copied = False  # (one ranking said for two groups: each group's person; the first's copied)
    likewise = [n for n in uncovered if _word(p, n) in W.ASSEMBLE_LIKEWISE]
    if two is None and len(people) == 3:
        kinds = [k for _, k, _ in people]
        one = [x for x in people if x[1] in (RANK, SUBJ)]
        groups = [x for x in people if x[1] == GROUP]
        g1, g2 = (groups[0][0], groups[1][0]) if len(groups) == 2 else (people[0][0], people[0][0])
        leads = {p.keys[g1.start - 1], p.keys[g2.start - 1]}
        joined = {_word(p, n) for n in uncovered if g1.end <= n < g2.start}
        said_each = bool(words & W.ASSEMBLE_EACH_GROUP or joined & W.ASSEMBLE_GROUPS_VS) or \
            len(leads) == 1 and leads <= W.ASSEMBLE_GROUP_LEADS
        shapes = ([GROUP, GROUP, RANK], [GROUP, GROUP, SUBJ], [RANK, GROUP, GROUP], [SUBJ, GROUP, GROUP])
        if len(groups) == 2 and kinds in shapes and \
                not likewise and said_each and "or" not in joined and \
                (kinds[2] == GROUP or cmp_at > people[-1][0].end or cmp_at < people[0][0].start):
            # 'from the state of A and from the state of B, take the person with R (T)': the ranking each group's
            ranked = _person(p, [groups[0], one[0]]), _person(p, [groups[1], one[0]])
            if ranked[0] is None or ranked[1] is None or len(ranked[0].pick.steps) != len(ranked[1].pick.steps):
                return None  # (groups of unlike length: 'dog owners vs cat owners in Texas, the richest of each'
                # could place both in Texas, r75 W4)
            two = (replace(ranked[0], start=g1.start, end=g1.end), replace(ranked[1], start=g2.start, end=g2.end))
            shared = True
    if two is None and len(people) >= 2 and people[-1][1] == GROUP and likewise:
        # 'the person with R among G1, and likewise among G2': the second chosen as the first, in its group
        first = _person(p, people[:-1])
        said = people[-1]
        if first is None or not first.pick.keys or len(first.pick.steps) != 1 or \
                not all(first.end <= n < said[0].start for n in likewise) or len(likewise) != 1:
            return None  # (the first of one group only: 'the richest dog owner among Texans vs likewise Ohioans'
            # could keep 'dog owner' for the second, r75 W3)
        two = (first, _Person(Pick(G._plain(said[2]), first.pick.keys), first.ties, said[0].start, said[0].end))
        copied = True
    if two is None:
        return None
    if likewise and not copied:
        return None  # ('likewise' only before the second's group alone)
    first, second = two
    # a tie rule read inside a person's piece that says it is both people's, the two's or one's ('S2 (for each, tie
    # -> X)'): placed as one said apart
    marked = [t for person in two for t in person.ties if t.each or t.between or t.only is not None]
    if marked:
        two = (replace(two[0], ties=tuple(t for t in two[0].ties if t not in marked)),
               replace(two[1], ties=tuple(t for t in two[1].ties if t not in marked)))
        first, second = two
        ties += [(Chunk(t.at, t.at + 1, ()), t) for t in marked]
    if any(first.start < at < second.end for at in (cmp_at, *direction)):
        return None  # (the comparative between the two)
    gap = [_word(p, n) for n in uncovered if first.end <= n < second.start]
    inside = [_word(p, n) for n in uncovered if first.start <= n < first.end or second.start <= n < second.end]
    splits = (W.ASSEMBLE_SPLIT | W.ASSEMBLE_LABELS) - W.ASSEMBLE_FILLER
    if not set(gap) & splits or set(inside) & splits:
        return None  # (a split between the two, none inside either)
    if any(first.start <= n < first.end or second.start <= n < second.end for n in marked_labels):
        return None  # ('out of G, grab (a) the oldest one and (b) ...': a label inside a person's pieces)
    if set(gap) & splits == {"and"} and not copied and not shared and not words & W.ASSEMBLE_AND_SPLIT:
        return None  # ('Who has more pets: S1 and S2?' is left to the grammar)
    if lone_second:
        return None  # ('out of G, grab the oldest one and the youngest Mastercard holder', 'Texans: richest vs poorest
        # dog owner': G both people's? r75 W2)
    labels = W.ASSEMBLE_LABEL_MARKED - W.ASSEMBLE_PAIR
    if any(_word(p, n) in W.ASSEMBLE_SPLIT and not first.end <= n < second.start and
           p.keys[n - 1] not in labels and p.keys[n + 1] not in labels for n in uncovered):
        return None  # ('..., or, if they hold equally many, ...': a split said elsewhere than between the two)
    for n in uncovered:  # 'again': only right before a tie rule
        if _word(p, n) in W.ASSEMBLE_TIE_AGAIN:
            k = n + 1
            while k in uncovered and _word(p, k) in W.ASSEMBLE_TIE_SCOPE_LEAD:
                k += 1
            if not any(c.start == k for c, _ in ties):
                return None
    # 'both', 'each' said: only right before a tie rule, which it says is both people's; 'overall', 'final': the two's
    both: set[int] = set()
    pair: set[int] = set()
    for n in uncovered:
        if _word(p, n) in W.ASSEMBLE_TIE_BOTH | W.ASSEMBLE_TIE_BETWEEN:
            if _word(p, n) in W.ASSEMBLE_PAIR and p.keys[n - 1] in W.ASSEMBLE_PAIR_AFTER and n + 1 == cmp_at:
                continue  # ('which of those two has more pets?')
            k = n + 1
            while k in uncovered and _word(p, k) in W.ASSEMBLE_TIE_SCOPE_LEAD:
                k += 1
            rule = next((c for c, _ in ties if c.start == k), None)
            if rule is None and (p.keys[n + 1] in W.ASSEMBLE_LABEL_MARKS or p.tokens[n + 1].kind == END):
                k = n - 1  # (said after its rule: 'eldest breaks ties in both', 'ties -> oldest, for each.')
                while k in uncovered and _word(p, k) in W.ASSEMBLE_TIE_SCOPE_LEAD:
                    k -= 1
                rule = next((c for c, _ in ties if c.end == k + 1), None)
            if rule is None and shared and _word(p, n) in W.ASSEMBLE_EACH_GROUP:
                continue  # ('in each, take the person with R': each group's ranking)
            if rule is None:
                return None
            (both if _word(p, n) in W.ASSEMBLE_TIE_BOTH else pair).add(rule.start)
    # each tie rule: the readings of where it goes (0: the first's, 1: the second's, 'each', 'between')
    places: list[list[tuple[str | int, ...]]] = []
    for c, t in ties:
        if t.key is None:
            return None
        if c.start in both and c.start in pair:
            return None
        if c.start in both:
            if t.between or t.only is not None:
                return None
            places.append([(0, 1)])
        elif c.start in pair:
            if t.each or t.only is not None:
                return None
            places.append([("between",)])
        elif t.between:
            places.append([("between",)])
        elif t.each:
            places.append([(0, 1)])
        elif t.only is not None:
            places.append([(t.only,)])
        elif shared and c.start > min(first.start, second.start):
            # (one ranking said for both: a rule before the comparative its, after it its or the two's)
            places.append([(0, 1)] if c.start < cmp_at else [(0, 1), ("between",)])
        elif shared:
            return None
        elif first.start <= c.start < first.end or first.end <= c.start < second.start and any(
                c.start < n < second.start and _word(p, n) in splits for n in uncovered):
            places.append([(0,)])  # (inside the first, or right after it before the split)
        elif first.end <= c.start < second.start:
            return None
        elif second.start <= c.start < second.end:
            places.append([(1,)])
        elif c.start >= second.end and second.end <= cmp_at < c.start:
            places.append([(0, 1), ("between",)])  # (after the comparative after both: each ranking's, or the two's)
        elif c.start >= second.end and cmp_at < c.start:
            places.append([(1,), (0, 1), ("between",)])  # (the comparative before both: the second's too)
        elif c.start >= second.end:
            places.append([(1,), (0, 1)])  # (after the second, before the comparative: its, or both)
        else:
            return None  # (before both: said for whom?)
    for n, (c, t) in enumerate(ties):  # a rule naming what is tied ('a tie on policy count'): the comparison's, or
        if t.target is None:  # the rankings' (`Tie.names`), when it names only one of them
            continue
        of_two = t.names(key)
        of_ranking = any(person.pick.keys and t.names(person.pick.keys[0]) for person in two)
        if not of_two and not of_ranking:
            return None  # (a tie on what neither the two nor a ranking is by: 'A/B tie on cars -> older' after two
            # compared on pets, r90 F3)
        if len(places[n]) == 1:  # (placed by its words: 'A/B tie on balance' said after two each picked by balance
            if (places[n][0] == ("between",)) != of_two or of_two and of_ranking:  # is no tie of the two, r90 F4)
                return None
            continue
        if of_two != of_ranking:
            places[n] = [where for where in places[n] if (where == ("between",)) == of_two]
    out: list[Output] = []
    for placed in itertools.product(*places):
        own: tuple[list[Any], list[Any]] = ([], [])
        between: list[Any] = []
        for (_, t), where in zip(ties, placed):
            if where == ("between",):
                between.append(t)
            elif len(where) == 2:  # (each: every ranked one's)
                if not any(person.pick.keys for person in two):
                    break
                for n, person in enumerate(two):
                    if person.pick.keys:
                        own[n].append(t)
            else:
                own[int(where[0])].append(t)
        else:
            if any(own[n] and not person.pick.keys for n, person in enumerate(two)):
                continue
            spec = _compare_spec(p, key, two, own, between)
            if spec is None:
                return None
            if spec not in out:
                out.append(spec)
    return out


def _compare_spec(p: Parser, key: Key, two: tuple[_Person, _Person], own: tuple[list[Any], list[Any]],
                  between: list[Any]) -> Compare | None:
    """The comparison with each person's own tie rules and the two's."""
    picks = [_ties_applied(p, person, own[n], True) for n, person in enumerate(two)]
    if any(pick is None or pick.top != 1 for pick in picks):
        return None
    tiebreak = []
    for t in between:
        if t.key is None:
            return None
        tiebreak += [t.key, *t.then]
    try:
        return Compare(key, (picks[0], picks[1]), tuple(tiebreak))  # type: ignore[arg-type]
    except QuestionError:
        return None


_EXPIRIES = frozenset({Metric.CARD_EXPIRY, Metric.POLICY_EXPIRY})


def read(text: str, refused: str) -> Any:
    """The reading of a text every other reader refused (`questions._two_passes`, last), as (Reading, None); None
    when the pieces do not make one to four specs certain to hold the one meant, or when the refusal was for the
    question's meaning, not its frame (`words.ASSEMBLE_AFTER_REFUSALS`)."""
    if not refused.startswith(W.ASSEMBLE_AFTER_REFUSALS) and W.ASSEMBLE_AFTER_REFERENCE not in refused:
        return None
    from cbwh.ask.questions import MAX_READINGS, Reading, _each_place_lost, _else_said
    from cbwh.spec.model import ANCHORED_STEPS, map_picks, output_picks

    try:
        p = Parser(text)
    except UsageError:  # (a character the tokenizer refuses: refused as before)
        return None
    p.branch = False  # (words the grammar knows two readings of are refused, as in its first pass)
    try:
        found = outputs(p)
        if not found or len(found) > MAX_READINGS:
            return None
        found = [map_picks(o, _else_said) for o in found]
        picks = [pick for o in found for pick in output_picks(o)]
        if any(not pick.steps or any(k.measure in _EXPIRIES for k in pick.keys) for pick in picks) or \
                any(isinstance(o, Compare) and o.key.measure in _EXPIRIES for o in found):
            return None  # (a ranking of everyone, which a group said elsewhere may scope; an expiry, lapsed or not)
        if any(isinstance(o, (NameOf, BalanceOf, RecordCount)) for o in found) and \
                not any(isinstance(s, StateLeader) for pick in picks for s in pick.steps):
            _each_place_lost(p)
    except (UsageError, QuestionError):  # (ParseError too)
        return None
    used = {s.anchor for pick in picks for s in pick.steps if isinstance(s, ANCHORED_STEPS)}
    one_owner = {a: why for a, why in p.one_owner.items() if a in used}
    readings = [Reading(o, one_owner) for o in found]
    return readings[0]._replace(others=tuple(readings[1:])), None


def _show(text: str) -> None:
    p = Parser(text)
    found, uncovered = chunks(p)
    for c in found:
        print(f"  [{c.start}:{c.end}] {p.said(c.start, c.end)!r}")
        for kind, value in c.alternatives:
            print(f"      {kind}: {value}")
    print("  uncovered:", [p.tokens[n].text for n in uncovered])
    for o in outputs(Parser(text)) or ():
        print("  ->", o)


if __name__ == "__main__":
    import sys

    for said in sys.argv[1:]:
        print(said)
        _show(said)
