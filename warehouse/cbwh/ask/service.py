"""`cbwh ask`: parse an English question, check its anchors exist, answer it.

The parsed spec goes through the same compiler and runner as `cbwh answer`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from cbwh.ask import collector_paused
from cbwh.ask.parser import ParseError
from cbwh.ask.questions import Reading, parse_reading, parse_readings, question_type, read_back, reading_data, reword
from cbwh.errors import CbwhError, UsageError
from cbwh.layout import NO_CONDITION
from cbwh.run import facts
from cbwh.run.answer import Result
from cbwh.run.answering import Report, run_with_evidence
from cbwh.spec.memo import remembered_over
from cbwh.spec.model import (
    ANCHORED_STEPS,
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Metric,
    NameOf,
    Order,
    Output,
    OwnerOf,
    Pick,
    Question,
    RecordCount,
    SameAs,
    map_picks,
    output_picks,
)
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.spec.values import money
from cbwh.spec.words import (
    BALANCE_COMPARATIVES,
    BALANCE_COMPARED_AFTER,
    BALANCE_COMPARED_BEFORE,
    BALANCE_RANK_LEADS,
    BALANCE_RANK_SUMMED,
    BALANCE_RANKED,
    BALANCE_SUM_OF,
    BALANCE_TIE_LEADS,
    BALANCE_TIE_MANY,
    BALANCE_TIE_SHARED,
    BALANCE_TO_RANK,
    BALANCE_WORDS,
    BALANCES_BE,
    BALANCES_EQUAL,
    BALANCES_MATCH,
    CURRENT_WORDS,
    EVERYONE,
    HOME_POLICY_AFTER,
    HOME_WORDS,
    MONEY_SUMMED_PHRASES,
    MONEY_SUMMED_WORDS,
    ONE_PLACE,
    PAID_JOB_DEGREES,
    PAID_JOB_NOUNS,
    PAID_JOB_SPLIT,
    PAID_WORDS,
    PAY_WORDS,
    PLACES,
    RANKING_DEGREES,
    RIDDLE_ASKS,
    SALARY_NAMED_BETWEEN,
    SALARY_NAMED_BY,
    SALARY_NAMED_DEGREES,
    SALARY_NAMED_NOUNS,
    SALARY_NAMED_VERBS,
    SHARE_WORDS,
    SHARED_BALANCE_LEADS,
    TIE_TAKEN_SUMMED,
    TIED_ON_BALANCE,
    WHOSE_BALANCE_TOTAL,
    anchor_words,
    describe_key,
    describe_output,
    value_format,
)
from cbwh.store.connect import GuardedConnection, open_readonly

if TYPE_CHECKING:  # (a reading's outcome: the audit's dataclass, imported only when one differs)
    from cbwh.audit.verdict import Outcome

_WORDS = {
    AnchorKind.PET: "pet named",
    AnchorKind.PLATE: "vehicle with licence plate",
    AnchorKind.USERNAME: "internet account with username",
}


MAX_QUESTION = 2000  # characters: over four times the longest upstream question (448)


def parse_question(text: str) -> Question:
    """The typed spec of an English question (id 'ask'); ParseError if outside the grammar, or read in several ways
    (naming them: one spec is wanted here; `ask` answers such a question when every reading agrees)."""
    with collector_paused():
        reading = _read(text, parse_reading)
    return _question(text, reading)


def _read(text: str, parse: Callable[[str], Reading] | None = None) -> Reading:
    """The question's reading (by default with its others, when the grammar reads the sentence in several ways, read
    through `_parsed`)."""
    if len(text) > MAX_QUESTION:
        raise UsageError(f"the question is {len(text):,} characters long; cbwh ask reads at most {MAX_QUESTION:,} "
                         "(Context-Bench questions are under 500)")
    try:
        if parse is not None:
            return parse(text)
        outcome, said = _parsed(text)
    except RecursionError:
        raise UsageError("the question nests or repeats clauses too deeply to read; shorten it") from None
    except (IndexError, KeyError, ValueError, TypeError, AttributeError) as error:
        # (a fault of the reader's on words it did not expect: refused, never an answer and never a traceback; the
        # fuzz test in tests/test_ask_fuzz.py finds them, e.g. 'Who owns more pets: and' raised an IndexError)
        raise UsageError(f"cbwh ask could not read this question (an internal {type(error).__name__} in the reader): "
                         "reword it, and please report the question as a bug") from None
    if outcome == "read":
        return read_back(json.loads(said))
    raise (ParseError if outcome == "refused" else UsageError)(said)


def _parse_outcome(text: str) -> tuple[str, str]:
    """`parse_readings(text)` as data (`_parsed` keeps it): ("read", its reading as JSON, `questions.reading_data`),
    or ("refused", the ParseError's message), or ("not read", the UsageError's: an unclosed quote). A question asked
    again is not parsed again: its reading is read back from what an earlier process kept (`spec.memo.remembered_over`),
    the same reading (a parse depends only on the text and the code, and any edit of cbwh starts afresh). Every reading
    goes through this data, the first time too: a question reads the same whether it was kept or not. Parsing cost a
    fresh `cbwh ask` ~45 M instructions of its ~570 M (cb-cloud-1's text, callgrind); reading it back, ~1 M."""
    try:
        return "read", json.dumps(reading_data(parse_readings(text)))
    except ParseError as error:
        if type(error) is not ParseError:
            raise
        return "refused", str(error)
    except UsageError as error:
        if type(error) is not UsageError:
            raise
        return "not read", str(error)


# (kept beside the bytecode under a key of every cbwh source file, as the grammar's stored tries are)
_parsed = remembered_over(_parse_outcome, "cbwh")


def _question(text: str, reading: Reading) -> Question:
    """One reading as the question asked: its anchors are checked and it is run (`Reading.one_owner`: the anchors it
    is read on condition of; `top_after_group`: a top-N cut said after its group may be of everyone)."""
    # a question laid out over several sentences is asked (and its words checked) as the one question it says
    read = reading.text or text
    note = f"asked over several sentences ({text!r}), read as the one question shown" if reading.text else None
    return Question("ask", read, question_type(reading.output), reading.output, note=note)


def check_one_owner(conn: GuardedConnection, one_owner: dict[Anchor, str]) -> None:
    """A reading kept on condition that a pet's name names one person: refused (naming both readings) if several own one."""
    from cbwh.compile.evidence import anchor_owner_names
    from cbwh.run.facts import pets_named, rows

    for a, message in one_owner.items():
        # (a species said with the name counts only that species' pets: 'owner of bird 'Ann'' names one person when
        # one bird is called Ann, however many dogs are; a21y)
        owners = {owner for owner, _ in rows(conn, anchor_owner_names(OwnerOf(a), DEFAULT))} if a.species is not None \
            else {owner for _, owner in pets_named(conn, a.value)}
        if len(owners) > 1:
            raise ParseError(message)


def _spellings(conn: GuardedConnection, a: Anchor) -> list[str]:
    """The anchor values that differ from a.value only in case or spacing ('DAWN' -> 'Dawn')."""
    from cbwh.compile.evidence import table_rows
    from cbwh.compile.sources import ANCHORS
    from cbwh.run.facts import rows

    source = ANCHORS[a.kind]
    wanted = " ".join(a.value.split()).casefold()
    found = {v for (v,) in rows(conn, table_rows(source.table, (source.column,)))
             if isinstance(v, str) and " ".join(v.split()).casefold() == wanted}
    return sorted(found)


def respelled(conn: GuardedConnection, q: Question) -> dict[Anchor, Anchor]:
    """Anchors that name nothing as written but differ only in case or spacing from exactly one value
    ('paige' -> 'Paige': a question typed in lower case) -> that value. Two such values: none (refused later)."""
    from cbwh.run.facts import anchor_exists

    out: dict[Anchor, Anchor] = {}
    for anchor in q.anchors:
        if not anchor_exists(conn, anchor):
            near = [v for v in _spellings(conn, anchor) if v != anchor.value]
            if len(near) == 1 and anchor_exists(conn, replace(anchor, value=near[0])):
                out[anchor] = replace(anchor, value=near[0])
    return out


def _respell(q: Question, spelled: dict[Anchor, Anchor]) -> Question:
    def pick(p: Pick) -> Pick:
        return replace(p, steps=tuple(replace(s, anchor=spelled.get(s.anchor, s.anchor))
                                      if isinstance(s, ANCHORED_STEPS) else s for s in p.steps))

    read = ", ".join(f"{a.value!r} as {b.value!r}" for a, b in spelled.items())
    note = f"read {read} (values differing only in case or spacing)"
    return replace(q, output=map_picks(q.output, pick), note=f"{q.note}; {note}" if q.note else note)


def check_anchors(conn: GuardedConnection, q: Question) -> None:
    """Every anchor and named value must exist: a question about no one is an error."""
    from cbwh.run.facts import anchor_exists, value_exists

    for step in (s for p in q.picks for s in p.steps):
        if isinstance(step, ANCHORED_STEPS):
            a = step.anchor
            if not anchor_exists(conn, a):
                what = f"{a.species.lower()} named" if a.species else _WORDS[a.kind]
                near = [v for v in _spellings(conn, a) if v != a.value]
                hint = f" (did you mean {' or '.join(repr(v) for v in near)}? values are matched exactly)" if near else ""
                if a.species and not near and anchor_exists(conn, Anchor(a.kind, a.value)):
                    hint = f" (there is a pet named {a.value!r} of another species)"
                raise UsageError(f"no {what} {a.value!r} in the warehouse{hint}")
        elif isinstance(step, Holds):
            if not value_exists(conn, step):
                raise UsageError(f"no {step.attribute.value.replace('_', ' ')} {step.value!r} in the warehouse")


def _unless_anchor_doubts(conn: GuardedConnection, result: Result) -> Result:
    """No answer when what an anchor names is in doubt and the readings disagree: a pet name
    shared by several pets (no species given), or an anchor owner with several values."""
    from cbwh.audit.readings import anchor_doubts

    doubts = anchor_doubts(conn, result.question, result)
    if not doubts:
        return result
    first_per_answer: dict[str, Outcome] = {}
    for d in doubts:
        first_per_answer.setdefault(d.shown(), d)
    distinct = list(first_per_answer.values())
    shown = "; ".join(f"{d.words} -> {d.shown()}" for d in distinct[:3])
    more = f"; and {len(doubts) - len(distinct[:3])} more readings" if len(doubts) > 3 else ""
    reason = (f"the answer depends on what the anchor names: {result.answer} under the default reading "
              f"(every match), but {shown}{more}; use an anchor that names one person with one such value")
    return replace(result, answer=None, reason=reason)


def _unless_another_reading(conn: GuardedConnection, result: Result, sem: Semantics,
                            reason: Callable[[str], str]) -> Result:
    """No answer when the question read under `sem` (a reading its words leave open) gives another;
    `reason(that reading's answer)` says why."""
    from cbwh.audit.readings import readings

    other = readings(conn, result.question, result)(sem)
    if other.answer == result.answer:
        return result
    return replace(result, answer=None, reason=reason(other.answer or "no single answer"))


def _unless_city_doubt(conn: GuardedConnection, result: Result) -> Result:
    """No answer when 'the same city as X' decides it and reading the city by its name alone (in any state: the
    corpus's city names recur across states, and upstream's own key reads them so) gives another answer."""
    if not any(s.attribute is Attribute.CITY for s in result.question.anchored_steps):
        return result
    return _unless_another_reading(conn, result, DEFAULT.with_(city="name"), lambda other: (
        f"the answer depends on what the anchor names: {result.answer} under the default reading (the same city "
        f"and state as the anchor's owner), but {other} reading 'the same city' as a city of that name in any "
        "state; ask about the same state instead"))


def _unless_home_doubt(conn: GuardedConnection, result: Result) -> Result:
    """No answer when the question speaks of a person's home ('the same home state as X', 'whose home is in
    Texas', 'call Texas home') and reading home as their first address only, not any of them, changes the
    answer (p12x WRONG #4): a person with addresses in several states lives in each, but has one home."""
    q = result.question
    if not (_home_said(q) or _phrase_said(q, ONE_PLACE)):  # (or 'whose address is in Texas': one address)
        return result
    why = f"the answer depends on what a person's home is: {result.answer} when "
    if any(isinstance(s, Holds) and s.attribute in PLACES for p in q.picks for s in p.steps):
        # a named home place ('whose home is in Texas'): the first-address reading is not one the compiler runs
        return replace(result, answer=None, reason=(
            f"{why}a person with addresses in several places has their home in each, but 'home' (or where they live "
            "now) may mean their first address only, a reading not checked for a named place; ask who lives in it "
            "('who live in ...')"))
    return _unless_another_reading(conn, result, DEFAULT.with_(residency="first"), lambda other: (
        f"{why}every state a person has an address in is their home, but {other} when only their first address "
        "is; ask about where people live ('who live in ...', 'the same state as ...')"))


def _unless_no_condition(conn: GuardedConnection, result: Result) -> Result:
    """No answer for 'the same medical condition as X' when X's record says X has none (facts.without_condition)."""
    step = facts.without_condition(conn, result.question)
    if step is None:
        return result
    reason = (f"the owner of {anchor_words(step.anchor)} has no medical condition (their record says "
              f"{NO_CONDITION!r}): there is no condition to share; use an anchor with one")
    return replace(result, answer=None, reason=reason)


def _said(q: Question, words: frozenset[str]) -> bool:
    """Is one of these words in the question's text?"""
    return any(t.low in words for t in _tokens(q))


def _home_said(q: Question) -> bool:
    """Is a person's home spoken of? Not the policy type ('Home insurance holders', 'a Home policy')."""
    tokens = _tokens(q)
    return any(t.low in HOME_WORDS and not (t.low == "home" and n.low in HOME_POLICY_AFTER)
               for t, n in zip(tokens, [*tokens[1:], tokens[-1]]))


def _phrase_said(q: Question, phrases: Sequence[str]) -> bool:
    """Is one of these phrases (whole words) in the question's text?"""
    text = f" {' '.join(t.low for t in _tokens(q) if t.low)} "
    return any(f" {phrase} " in text for phrase in phrases)


def _unless_shared_with_self(conn: GuardedConnection, result: Result) -> Result:
    """No answer when the group shares a value *with* an anchor's owner ('people who share a state with X', 'the
    people X shares a blood type with', 'who share the state of X'), or a person picked with no ranking is the one with
    the same value as X ('Who has the same job title as X?': X's owner alone, q12w #9; 'Among people with at most one
    internet account, who has the same job title as X?', its follow-up 'How many pets do they have?', a person compared:
    the same value said last, after any group, w19), and leaving that owner out (no one shares with themself) changes
    the answer (p12y #18); upstream's 'residents of / who share the same state as X' count X's owner, by its ground
    truth, and so does a group said first ('Among residents of the same state as X, who has no pets?')."""
    q = result.question
    words = [t.low for t in _tokens(q)]
    # a riddle said to 'you' ('Clue: you live in the same state as the owner of pet X. Among everyone who fits, you are
    # the oldest. Who are you?', x20): 'you' is someone other than X's owner, or may be them (w20)
    if q.anchored_steps and q.note is not None and re.search(_riddle(), q.note, re.IGNORECASE):
        return _unless_another_reading(conn, result, DEFAULT.with_(anchor_self="excluded"), lambda other: (
            f"the answer depends on whether 'you' may be the anchor's owner: {result.answer} if so, but {other} when "
            "'you' are someone else; say 'other than' the anchor's owner, or ask about the group directly"))
    # a person picked by a filter with no ranking, the same value as X said last ('Who has the same job title as X?',
    # '..., who has the same job title as X?' after a group): that one person may be X's owner themself (q12w #9, w19)
    alone = any(not pick.keys and pick.steps and isinstance(pick.steps[-1], SameAs) for pick in output_picks(q.output))
    if not q.anchored_steps:
        return result
    if not alone and not any(w in SHARE_WORDS and ("same" not in words[n + 1:n + 3] or _shared_with(words[n + 1:n + 8]))
                             for n, w in enumerate(words)):
        # ('the oldest person in the same city as the owner of X', 'How many pets does the oldest person with the same
        # job title as X's owner have?': that owner themself, when no one else has the value, r63 W1): the anchor's
        # owner counts by the default reading, as upstream's 'residents of the same state as X' do (r62 D1: the owner
        # named when the richest of many, kept), but a group of the owner alone is no group a reader means
        return _unless_owner_decides(conn, result)
    return _unless_another_reading(conn, result, DEFAULT.with_(anchor_self="excluded"), lambda other: (
        f"the answer depends on who shares with the anchor's owner: {result.answer} when the owner counts among the "
        f"people sharing with them, but {other} when only others do (no one shares with themself); ask about "
        "'the same ... as' the anchor, or say 'other than'"))


def _unless_owner_decides(conn: GuardedConnection, result: Result) -> Result:
    """No answer when the anchor's owner decides it: leaving them out of their own 'same ... as' group leaves no answer
    (no one else has the value, or none of the others meets the rest: r63 W1) or another (r65 F1), both named. The
    reading is `_unless_another_reading`'s, said here for the first case's own message (the other reading's reason).
    Asked only when an anchor's owner is among the people the answer was read from (the reading's statement costs a
    process ~40 ms to load: bench_ask_process)."""
    from cbwh.audit.readings import readings
    from cbwh.compile import evidence

    owners = {pid for step in result.question.anchored_steps
              for pid, _ in facts.rows(conn, evidence.anchor_owner_names(step, DEFAULT))}
    if not owners & {row.person_id for row in result.rows}:
        return result
    other = readings(conn, result.question, result)(DEFAULT.with_(anchor_self="excluded"))
    if other.answer is not None and other.answer == result.answer:
        return result
    if other.answer is not None:
        # (r65 F1: 'the oldest person with the same job title as the owner of X' -> that owner, or a sum of the two
        # oldest with them in it: asked about the owner's group, a reader may mean the others; never a question of
        # upstream's or of `generate`'s turns on it, the audit's anchor_self reading)
        return replace(result, answer=None, reason=(
            f"the answer depends on whether the anchor's owner counts among the people with the same value as them: "
            f"{result.answer} when they do, but {other.answer} when only others do; say 'other than' the anchor's "
            "owner, or ask about them directly"))
    return replace(result, answer=None, reason=(
        f"the answer, {result.answer}, rests on the anchor's owner themself: leaving them out of the people who have "
        f"the same value as them leaves no answer ({other.reason or 'no one else'}); ask about them directly, or "
        "about a group with others in it"))


@lru_cache(maxsize=1)
def _riddle() -> str:
    """The pattern of a riddle's question ('Who are you?', words.RIDDLE_ASKS), read only where a riddle may be asked
    (`re` compiles it once per process, when first searched): compiled at import, it cost every
    `cbwh ask` ~1.3 M instructions. Joined once per process (~50 us a time: r2)."""
    return r"\b(?:" + "|".join(re.escape(p) for p in RIDDLE_ASKS) + r")\b"


def _shared_with(after: list[str]) -> bool:
    """After 'share': is 'the same <value>' shared *with* someone ('share the same state with X', w10 #4), not 'the
    same <value> as X'? The first of 'as' / 'with' after 'same' says which."""
    said = [w for w in after[after.index("same") + 1:] if w in ("as", "with")] if "same" in after else []
    return bool(said) and said[0] == "with"


_EVERYONE = sorted({tuple(phrase.split()) for phrase in EVERYONE}, key=len, reverse=True)


def _not_everyone(words: list[str]) -> list[str]:
    """The words with each phrase for everyone ('overall', 'in the whole database', 'of all') blanked: a ranking over
    everyone, not a sum of accounts ('the highest bank balance overall', q12w #5)."""
    out = list(words)
    for n in range(len(words)):
        for phrase in _EVERYONE:
            if tuple(words[n:n + len(phrase)]) == phrase:
                out[n:n + len(phrase)] = [""] * len(phrase)
                break
    return out


_DEGREE_BEFORE = RANKING_DEGREES - {"most", "fewest", "least", "maximum", "minimum"}  # (an adjective: before a noun)


def _in_tie_trigger(words: list[str], n: int) -> bool:
    """Is the word at n inside a tie rule's trigger, a clause led by 'if' / 'should' / 'when' saying people share a
    value ('if several people share the highest balance', 'should two or more have the top balance')?"""
    start = max((m for m in range(n) if words[m] in (",", ".", "?", "!", ";", ":", "(", "\u2014")), default=-1) + 1
    said = set(words[start:n])
    # ... or the sharing said after it ('if the top balance is shared', 'should the highest balance be tied', e41a)
    end = next((m for m in range(n + 1, len(words)) if words[m] in (",", ".", "?", "!", ";", ":", ")", "\u2014")),
               len(words))
    if words[start] in BALANCE_TIE_LEADS and words[n + 1:n + 3] in (["is", "shared"], ["be", "shared"], ["is", "tied"],
                                                                    ["be", "tied"], ["are", "shared"], ["are", "tied"]) \
            and end <= n + 3 and words[n - 1:n] and words[n - 1] in _DEGREE_BEFORE | {"top"}:
        return True
    return words[start] in BALANCE_TIE_LEADS and bool(
        said & BALANCE_TIE_SHARED or said & {"have", "has"} and said & BALANCE_TIE_MANY)


def _balance_unsummed(q: Question) -> bool:
    """Is a ranking by a bank balance said with no word for the sum ('the highest bank balance', 'break ties by account
    balance', 'whose bank balance is the highest')? (words.BALANCE_RANKED, BALANCE_RANK_SUMMED; 'the highest total bank
    balance' is summed)."""
    words = _not_everyone([t.low for t in _tokens(q)])
    nouns = [n for n, w in enumerate(words) if w in BALANCE_WORDS]
    sums = [bool(BALANCE_RANK_SUMMED & set(words[max(0, n - 3):n + 4])) for n in nouns]  # a sum word near each balance
    for at, n in enumerate(nouns):  # ... or after the ranking said after it ('whose bank balances are larger in total', a25z)
        k = n + 1
        while k < len(words) and words[k] in BALANCE_TO_RANK:
            k += 1
        if k > n + 1 and k < len(words) and words[k] in BALANCE_RANKED and \
                any(tuple(words[k + 1:k + 1 + len(said.split())]) == tuple(said.split()) for said in WHOSE_BALANCE_TOTAL):
            sums[at] = True
    said_words = [t.low for t in _tokens(q)]  # (with 'all': 'the sum of all their balances' is of their accounts)
    for at, n in enumerate(nouns):  # ... or the noun said as what is added ('the largest sum of bank account balances')
        if any(tuple(said_words[n + 1 - len(said.split()):n + 1]) == tuple(said.split()) for said in BALANCE_SUM_OF):
            sums[at] = True
    summed = any(sums)
    # the balances said again where two are equal ('in the event that the (two) balances are equal', 'should their
    # balances be equal', a18x) are the ones said before them: summed when those are
    # (or a money word said before it: 'less money across all bank accounts ... if their balances match', a25y)
    money_at = next((n for n, w in enumerate(words) if w in MONEY_SUMMED_WORDS or any(
        tuple(words[n:n + len(said)]) == said for said in MONEY_SUMMED_PHRASES)), len(words))
    # a comparison's balance said summed where it is said to be compared ('Compare the combined bank balances of two
    # people: A, and B. Which one has the higher balance?', c39n): that balance said again with a comparative is it
    if isinstance(q.output, Compare) and q.output.key.measure is Metric.BALANCE:
        compared = next((n for at, n in enumerate(nouns) if sums[at] and (
            BALANCE_COMPARED_BEFORE & set(words[max(0, n - 5):n]) or any(
                tuple(words[n + 1:n + 1 + len(said)]) == said for said in BALANCE_COMPARED_AFTER))), None)
        for at, n in enumerate(nouns):
            if compared is not None and n > compared and not sums[at] and (
                    words[n - 1] in BALANCE_COMPARATIVES or words[n - 2] in BALANCE_COMPARATIVES and
                    words[n - 1] == "bank" or words[n + 1:n + 2] in (["is"], ["was"]) and
                    words[n + 2:n + 3] and words[n + 2] in BALANCE_COMPARATIVES):
                # (... or its comparative after it: 'Let's weigh two people's combined bank balances against each
                # other. ... Which one's balance is higher?', e41a)
                sums[at] = True
    for at, n in enumerate(nouns if summed or money_at < len(words) else ()):
        summed_before = any(sums[:at]) or money_at < n
        said_after = words[n + 1:n + 4] + ["", "", ""]
        be = next((len(b) for b in BALANCES_BE if tuple(words[n + 1:n + 1 + len(b)]) == b), 0)
        equal = be > 0 and (words[n + 1 + be:n + 2 + be] and words[n + 1 + be] in BALANCES_EQUAL
                            or words[n + 1 + be:n + 3 + be] == ["the", "same"])
        if words[n] == "balances" and (equal or said_after[0] in BALANCES_MATCH) and summed_before:
            # (not 'whose balances are the lowest': a ranking, k23; 'if their balances match', a25y)
            sums[at] = True
        # ... and the balance a tie is on ('Within each group, ties in balance go to the higher salary', a22x; 'Should
        # two or more be level on balance', a25y): the one ranked by, said before
        if tuple(words[n - 2:n]) in TIED_ON_BALANCE and summed_before:
            sums[at] = True
        # ... or a tie at the ranking's end said by its degree word ('the lowest total bank balance ..., if several
        # people share the lowest balance, T', a37p): the ranking said before by that word, summed
        if n >= 3 and words[n - 1] in _DEGREE_BEFORE and words[n - 2] == "the" and summed_before and \
                any(tuple(words[n - 2 - len(lead):n - 2]) == lead for lead in SHARED_BALANCE_LEADS) and \
                any(words[m] == words[n - 1] and sums[nouns.index(b)] for m in range(n - 2)
                    for b in nouns if m < b <= m + 4):
            sums[at] = True
        # ... and the balance said again in a tie rule's trigger ('If several people share the highest balance, take the
        # oldest' after 'the highest total bank balance', a37s): the one ranked by, said before
        if summed_before and _in_tie_trigger(words, n):
            sums[at] = True
        # ... and a balance said again as the same ('In case the balance is the same, take the elder', 'if the two are
        # having the same balance', a23x): the one ranked or compared by, said before
        if (words[n + 1:n + 2] in (["is"], ["was"], ["be"]) and (words[n + 2:n + 3] in (["equal"], ["identical"])
                                                                   or words[n + 2:n + 4] == ["the", "same"])
                or words[n - 1:n] in (["same"], ["equal"], ["identical"])) and summed_before:
            # (not 'the total bank balance of the person whose balance is the highest': a ranking, withheld where the
            # largest single account picks another, r1 #1; 'is the' was read as 'is the same', k23)
            sums[at] = True
    # a sum asked as a total of a top two or more, its people then ranked by 'the largest balances' ('what is the
    # combined total bank balance of the two people with the largest balances?', a22x): the plural bare noun right
    # after its degree word is each one's balance just said, summed. Not the singular, nor one person ranked ('the total
    # bank balance of the person in Ohio with the largest balance(s)' may rank by the largest single account: r1 #1)
    several = isinstance(q.output, BalanceOf) and all(p.top >= 2 for p in q.output.picks)
    for at, n in enumerate(nouns if summed and several else ()):
        if not sums[at] and n and words[n] == "balances" and words[n - 1] in _DEGREE_BEFORE and any(sums[:at]):
            sums[at] = True
        # ... or the degree word after it ('the sum of the total bank balances of the two people whose balances are
        # (the) lowest', a22x)
        k = n + 1
        while k < len(words) and words[k] in ("are", "were", "the"):
            k += 1
        if not sums[at] and words[n] == "balances" and words[n - 1] == "whose" and k > n + 1 and \
                k < len(words) and words[k] in _DEGREE_BEFORE and any(sums[:at]):
            sums[at] = True
    # a name or a comparison says a balance only as what people are ranked or compared by, wherever the direction is
    # said ('Bank balance comparison: A or B. Who has more?', 'Compare the bank balances of A and B: who has more?'): any
    # balance without a word for the sum is unsummed (w9 #3; a sum's or a count's subject may say 'the bank balance of')
    if isinstance(q.output, (NameOf, Compare)) and not all(sums):
        return True
    for n, w in enumerate(words):
        if w in BALANCE_WORDS and not sums[nouns.index(n)]:
            # (the words before it in its own sentence: 'Identify the 2 ... whose total bank balances are highest.
            # Adding those two balances together, ...' ranks nothing by the balances said again)
            near = words[max(0, n - 5):n]
            ends = [m for m, w in enumerate(near) if w in (".", "?", "!", ";")]
            before, after = set(near[ends[-1] + 1:] if ends else near), set(words[n + 1:n + 4])
            if BALANCE_RANKED & before and not BALANCE_RANK_SUMMED & (before | after):
                return True
            # a tie rule's breaker or a verb of leading: 'Tiebreaker: bank balance', 'leads in bank balance' (p13y #1)
            if BALANCE_RANK_LEADS & set(words[max(0, n - 6):n]) and not summed:
                return True
            # the ranking after the noun: 'whose (bank) balance is the highest', 'balances are largest' (p13m #1)
            k = n + 1
            while k < len(words) and words[k] in BALANCE_TO_RANK:
                k += 1
            if k > n + 1 and k < len(words) and words[k] in BALANCE_RANKED and not (
                    BALANCE_RANK_SUMMED & set(words[max(0, n - 3):n] + words[n + 1:k + 2])):
                return True
    return False



def _unless_largest_account(conn: GuardedConnection, result: Result) -> Result:
    """No answer when people are ranked or compared by a bank balance said without a word for the sum ('the highest
    bank balance') and ranking them by their largest single account instead of all accounts added changes the
    answer (p12y #4). Upstream's 'the person with the highest bank balance' (cb-cloud-60) is the total, by its
    ground truth; the total is the default."""
    from cbwh.audit.readings import balance_orders

    ends = balance_orders(result.question)  # (the lowest read per account is the smallest one: r34 H3)
    if not ends or not _balance_unsummed(result.question):
        return result
    one = "their largest single account" if Order.LOW not in ends else "their smallest single account" if \
        Order.HIGH not in ends else "one account (their largest, or their smallest for a lowest balance)"
    return _unless_another_reading(conn, result, DEFAULT.with_(balance="account"), lambda other: (
        f"the answer depends on what a person's bank balance is: {result.answer} when it is all their accounts added, "
        f"but {other} when it is {one}; say 'total bank balance' for all accounts added"))


def _pay_worded(q: Question) -> bool:
    """Is a salary said of what a person is paid now ('earns', 'the top earners', 'highest-paid'), or with a word for a
    sum after it ('the highest salary overall': their jobs added, or the best-paid one; p13m #4)?"""
    words = [t.low for t in _tokens(q)]
    # (a pay word named by salary once is so each time it is said: 'the best-paid resident (by salary) of X, or the
    # best-paid resident of Y')
    named = {w for n, w in enumerate(words) if w in PAY_WORDS and _salary_named(words, n)}
    # (... and a pay word said back in a tie rule's trigger after the salary: 'who has the highest salary? If several
    # people share the highest pay, ...', a37s: the salary ranked, tied)
    back = {n for n, w in enumerate(words) if w in PAY_WORDS and {"salary", "salaries"} & set(words[:n]) and
            _in_tie_trigger(words, n)}
    return any(w in PAY_WORDS and w not in named and n not in back for n, w in enumerate(words)) or any(
        w in ("salary", "salaries") and BALANCE_RANK_SUMMED & set(words[n + 1:n + 3])  # (not 'among all')
        for n, w in enumerate(words))


def _paid_job_at(words: list[str], n: int) -> Order | None:
    """The end a pay word at n says of one job ('the best-paid job', 'the lowest paying job': words.PAID_JOB_DEGREES),
    or None when it is not said of a job."""
    for order in Order:
        if words[n] in PAID_JOB_DEGREES[order] and words[n + 1:n + 2] and words[n + 1] in PAID_JOB_NOUNS:
            return order
        if words[n] in PAID_WORDS and n and words[n - 1] in PAID_JOB_SPLIT[order] and words[n + 1:n + 2] and \
                words[n + 1] in PAID_JOB_NOUNS:
            return order
    return None


def _one_job_paid(q: Question) -> bool:
    """Is every pay word of the question said of one job at the top ('who has the best-paid job', 'the highest-paying
    job', 'the top paying job')? Then all a person's jobs added up is not a reading of it (r30 S8;
    `readings.salary_doubts` checks the rest)."""
    words = [t.low for t in _tokens(q)]
    said = [_paid_job_at(words, n) for n, w in enumerate(words)
            if w in PAY_WORDS or w in PAID_JOB_DEGREES[Order.HIGH] or w in PAID_JOB_DEGREES[Order.LOW]]
    return bool(said) and all(order is Order.HIGH for order in said)


def _unless_lowest_paid_job(conn: GuardedConnection, result: Result) -> Result:
    """No answer when a person is ranked by 'the lowest-paying job' (words.PAID_JOB_DEGREES): the person holding the
    worst-paid job of anyone's, any of theirs, a reading the spec lacks (its lowest salary is a person's best-paid job's,
    the lowest of those)."""
    words = [t.low for t in _tokens(result.question)]
    said = next((n for n in range(len(words)) if _paid_job_at(words, n) is Order.LOW), None)
    if said is None:
        return result
    return replace(result, answer=None, reason=(
        f"cannot rank by {' '.join(words[said - (words[said] in PAID_WORDS):said + 2])!r}: it is the person holding the "
        "worst-paid job of anyone's, any of their jobs, but a person's salary here is their best-paid job's; ask among "
        "people with one job ('who have exactly one employment record'), or by 'the lowest salary' (their best-paid "
        "job's, the lowest of those)"))


def _salary_named(words: list[str], n: int) -> bool:
    """Is the pay word at n said of the salary figure itself (words.SALARY_NAMED_VERBS): 'earning the highest salary',
    'the top salary earner', 'the top earner by salary', 'the highest-paid person, by salary'?"""
    w = words[n]
    if w in SALARY_NAMED_VERBS:
        m = n + 1 + (words[n + 1:n + 2] in (["the"], ["a"], ["their"]))
        if words[m:m + 1] and words[m] in SALARY_NAMED_DEGREES and words[m + 1:m + 2] and words[m + 1] in SALARY_NAMED_NOUNS:
            return True
    if w in ("earner", "earners") and n and words[n - 1] in SALARY_NAMED_NOUNS:
        return True
    m = n + 1
    while m < len(words) and m - n <= 3 and words[m] in SALARY_NAMED_BETWEEN:
        m += 1
    if words[m:m + 1] == ["("] and words[m + 1:m + 2] and words[m + 1] in SALARY_NAMED_DEGREES and \
            words[m + 2:m + 4] == ["salary", ")"]:  # 'the best-paid resident (highest salary)'
        return True
    m += words[m:m + 1] == ["("]  # 'the best-paid resident (by salary)'
    return words[m:m + 1] != [] and words[m] in SALARY_NAMED_BY and words[m + 1:m + 2] == ["salary"]


def _unless_no_salary(conn: GuardedConnection, result: Result) -> Result:
    """No answer when the question ranks by the lowest salary and people in the group have no job: earning
    nothing, they would be the lowest paid (p12z WRONG #1, #20)."""
    from cbwh.audit.readings import without_salary

    found = without_salary(conn, result.question, result)
    if found is None:
        return result
    what, names = found
    shown = ", ".join(names[:4]) + (f" and {len(names) - 4} more" if len(names) > 4 else "")
    reason = (f"the answer depends on who counts as paid least: {result.answer} when only people with a job count "
              f"for {what}, but {len(names)} {'person has' if len(names) == 1 else 'people have'} "
              f"no job at all ({shown}): earning nothing, they would be paid least; ask among people with a job "
              f"('who have at least one job')")
    return replace(result, answer=None, reason=reason)


def _unless_salary_doubts(conn: GuardedConnection, result: Result) -> Result:
    """No answer when the question ranks by the lowest salary, compares salaries or speaks of what people
    earn, and reading a person's salary as their latest job's, or all their jobs added, changes the answer."""
    from cbwh.audit.readings import salary_doubts

    doubts = salary_doubts(conn, result.question, result, _pay_worded(result.question), _one_job_paid(result.question))
    if not doubts:
        return result
    shown = "; ".join(f"{d.words} -> {d.shown()}" for d in doubts)
    reason = (f"the answer depends on what a person's salary is: {result.answer} when it is their best-paid job's, "
              f"but {shown}; ask by the highest salary, or about one job")
    return replace(result, answer=None, reason=reason)


def _unless_current_job_doubt(conn: GuardedConnection, result: Result) -> Result:
    """No answer when the question ranks by who started their current job the earliest, or keeps people who started
    their current job in a year, and reading every job of a person as current (job records have no end dates) changes
    the answer (p12w R4, p12y #1). 'Their latest job started in Y' says which job: not checked."""
    from cbwh.audit.readings import current_job_in_doubt

    q = result.question
    options = {"job_start": "any"} if current_job_in_doubt(q) else {}
    if _said(q, CURRENT_WORDS) and any(isinstance(s, CurrentJobStartedIn) for p in q.picks for s in p.steps):
        options["current_job"] = "any"
    if not options:
        return result
    held = "any job started that year counts" if "current_job" in options else "their earliest-started one is the longest held"
    return _unless_another_reading(conn, result, DEFAULT.with_(**options), lambda other: (
        f"the answer depends on which of a person's jobs is current: {result.answer} when it is their latest job, but "
        f"{other} when every job may be current (job records have no end dates: {held}); ask among people with one "
        "job ('who have exactly one employment record'), or about their latest job"))


def _unless_past_title(conn: GuardedConnection, result: Result) -> Result:
    """No answer when 'the same job title as X' picks a person through a job they no longer have (p12z WRONG #8;
    audit/readings.past_title)."""
    from cbwh.audit.readings import past_title

    found = past_title(conn, result.question)
    if found is None:
        return result
    name, now, titles = found
    reason = (f"the answer depends on whose job title counts: {result.answer} when any job a person has had counts, "
              f"but {name} holds {' or '.join(sorted(map(repr, titles)))} only in an earlier job (their current one "
              f"is {now!r}): read as the title people have now, the answer changes; ask about another shared value")
    return replace(result, answer=None, reason=reason)


def _unless_top_of_everyone(conn: GuardedConnection, result: Result) -> Result:
    """No answer when a top-N cut said after the group ('Among vehicle owners, which of the 15 richest people ...')
    gives another answer taken from everyone, the group's people among them then kept (p12w R3). The cut within the
    group is the default, as a top-N noun with clauses on it reads ('the top 15 by balance who own a vehicle')."""
    return _unless_another_reading(conn, result, DEFAULT.with_(top_cut="before"), lambda other: (
        f"the answer depends on where the top N are taken from: {result.answer} when they are the group's own top N, "
        f"but {other} when they are the top N of everyone, those in the group then kept; put the cut first: 'Among the "
        "N richest people who <group>, ...' (the group's own) or 'Among the N richest people, who <group> and ...' "
        "(everyone's)"))


def _strictly_between(pick: Pick) -> Pick:
    """The pick with each 'between lo and hi' count (>= lo and <= hi of one kind of record) read without its ends."""
    bounded = {s.records for s in pick.steps if isinstance(s, CountIs) and s.op == ">="} & {
        s.records for s in pick.steps if isinstance(s, CountIs) and s.op == "<="}
    return replace(pick, steps=tuple(
        replace(s, op={">=": ">", "<=": "<"}[s.op]) if isinstance(s, CountIs) and s.records in bounded and s.op in (">=", "<=")
        else s for s in pick.steps))


def _unless_between_ends(conn: GuardedConnection, result: Result) -> Result:
    """No answer when 'between 2 and 4 pets' decides it and reading 'between' without its ends (3 pets only) gives
    another answer: the grammar reads it with them."""
    from cbwh.run.answer import run_question

    q = result.question
    if "between" not in {t.low for t in _tokens(q)}:
        return result
    strict = replace(q, output=map_picks(q.output, _strictly_between))
    if strict.output == q.output:
        return result
    other = run_question(conn, strict).answer
    if other == result.answer:
        return result
    return replace(result, answer=None, reason=(
        f"the answer depends on whether 'between' counts its ends: {result.answer} when it does, but "
        f"{other or 'no single answer'} when it does not; say 'at least N pets and at most M pets' (or the like) for "
        "the ends counted"))


def _unless_tie_taken(conn: GuardedConnection, result: Result) -> Result:
    """No answer when one person is picked by a ranking, several tie at the top, and the count or balance asked is the
    same for each of them (`run.reading` takes such a tie: whichever is meant, the value is the same): said of 'the
    ones with the most vehicles' or 'the Texans with the most vehicles' ('How many pets do they have in total?'), the
    question may ask one person's value or all of theirs together, and a plural 'they' is not told from a singular
    one. The tied people are named with each one's value and the sum. Not the value the ranking itself reaches, unless a
    sum is said ('What is the greatest number of cars anyone in Ohio owns?': 4, d25; '... How many cars do they have
    altogether?' refused)."""
    from cbwh.run.reading import who

    q = result.question
    if not isinstance(q.output, (RecordCount, BalanceOf)):
        return result
    for slot, pick in enumerate(output_picks(q.output)):
        mine = [r for r in result.rows if r.slot == slot]
        if pick.top != 1 or len(mine) <= 1:
            continue
        if len({r.value for r in mine}) != 1:
            continue  # (a tie that changes the value asked: `run.reading` gives no answer)
        if isinstance(q.output, RecordCount) and q.output.records == (pick.keys[0].measure,) and \
                TIE_TAKEN_SUMMED.isdisjoint(t.low for t in _tokens(q)):
            continue  # the value the ranking reaches ('the greatest number of cars anyone in Ohio owns', d25)
        each = result.answer
        together = str(sum(r.value for r in mine)) if isinstance(q.output, RecordCount) else money(
            sum(r.value for r in mine))
        people = "; ".join(who(r, [value_format(k.measure) for k in pick.keys]) for r in mine)
        return replace(result, answer=None, reason=(
            f"{len(mine)} people tie by {', then '.join(describe_key(k) for k in pick.keys)}: {people}; "
            f"each one's answer is {each}, all of theirs together {together}; add a tie-breaker to pick one"))
    return result


def _tokens(q: Question) -> tuple:
    """The question's tokens, read once for all the checks (each asked for them: 7 tokenizations of one question)."""
    from cbwh.ask.tokens import tokenized

    return tokenized(q.text)


# Each takes an answered result and withdraws the answer (answer None, the reason why) when a reading the
# question's words leave open changes it; cheapest first.
_WITHDRAWALS: tuple[Callable[[GuardedConnection, Result], Result], ...] = (
    _unless_no_condition, _unless_anchor_doubts, _unless_lowest_paid_job, _unless_no_salary, _unless_salary_doubts,
    _unless_city_doubt, _unless_home_doubt, _unless_past_title, _unless_current_job_doubt, _unless_shared_with_self,
    _unless_largest_account, _unless_between_ends, _unless_tie_taken)


def ask(db: Path, text: str, explain: bool = False, sem: Semantics = DEFAULT) -> Report:
    """Parse, answer, and when there is no answer say whether an anchor or value names nothing.

    A missing anchor or value always empties a group, so a question with an answer has
    them all; the check (which builds SQL) runs only when there is none. An answer that
    another reading of an anchor would change is withdrawn, with the readings named.
    A sentence the grammar reads in several ways is answered only when each reading, asked on its own (its
    anchors checked, its answer withdrawn as above), gives the same answer (`_every_reading`)."""
    with collector_paused():  # (what `cbwh answer` does not do: reading the question; answering it is as answer's)
        reading = _read(text)
    conn = open_readonly(db, authorizer=False)  # the compiler's statements only
    try:
        if reading.others:
            return _every_reading(conn, text, reading, explain, sem)
        result, evidence = _answer(conn, _question(text, reading), reading, explain, sem)
    finally:
        conn.close()
    return Report(result, None, evidence)


def _answer(conn: GuardedConnection, question: Question, reading: Reading, explain: bool,
            sem: Semantics) -> tuple[Result, tuple[str, ...]]:
    """One reading of the question answered: its anchors checked, its answer withdrawn when a reading of its words
    (`_WITHDRAWALS`) changes it."""
    one_owner = reading.one_owner
    check_one_owner(conn, one_owner)
    result, evidence = run_with_evidence(conn, question, explain, sem)
    if result.answer is None and (spelled := respelled(conn, question)):  # 'paige' written for 'Paige'
        question = _respell(question, spelled)
        check_one_owner(conn, {spelled.get(a, a): m for a, m in one_owner.items()})
        result, evidence = run_with_evidence(conn, question, explain, sem)
    if result.answer is None:
        check_anchors(conn, question)
        return result, evidence
    # a clause that may be the anchor's owner's first (its message names the clause: r28 F4), then the other readings
    for check, clause, said in reading.owner_clause:
        result = _unless_owner_clause(conn, question, reading, result, check, clause, said, sem)
        if result.answer is None:
            break
    if result.answer is not None and sem == DEFAULT:
        with facts.remembering(conn):  # (the checks ask the anchors' facts again: each statement runs once)
            for withdraw in (*_WITHDRAWALS, *((_unless_top_of_everyone,) if reading.top_after_group else ())):
                result = withdraw(conn, result)  # the first that withdraws the answer says why; the rest need not
                if result.answer is None:
                    break
    return result, evidence


def _unless_owner_clause(conn: GuardedConnection, question: Question, reading: Reading, result: Result, check: Output,
                         clause: str, said: str, sem: Semantics) -> Result:
    """A relative clause after an anchor's owner, read for the people chosen (grammar._owner_clause): the owner
    reading ('<said> <clause>' as one person) names someone only if the anchor's one owner meets the clause; then it is
    the question without the clause, and the answer stands only if that reading gives it too. Several owners of the
    anchor: the clause could pick one of them, refused."""
    from cbwh.compile.evidence import anchor_owner_names
    from cbwh.run.facts import rows

    assert isinstance(check, NameOf) and isinstance(check.pick.steps[0], OwnerOf)
    owner, steps = check.pick.steps[0], check.pick.steps[1:]
    first = "for the people, put it first (e.g. 'among people who ... and live in the same state as ...')"
    if len({name for name, _ in rows(conn, anchor_owner_names(owner, DEFAULT))}) > 1:
        raise ParseError(f"ambiguous: '{clause}' could describe {said} (several people: it could pick one of them) or "
                         f"the people being chosen; {first}")
    both = f"'{clause}' could describe {said} or the people being chosen"
    met, _ = run_with_evidence(conn, replace(question, question_type=question_type(check), output=check), False, sem)
    if met.answer is None:  # the owner does not meet the clause: '<said> <clause>' names no one, a reading of nothing
        return result
    dropped = set(steps)
    other = map_picks(question.output, lambda pick: replace(pick, steps=tuple(
        s for s in pick.steps if s not in dropped)) if any(isinstance(s, ANCHORED_STEPS) and s.anchor == owner.anchor
                                                           for s in pick.steps) else pick)
    again, _ = _answer(conn, replace(question, question_type=question_type(other), output=other),
                       reading._replace(owner_clause=()), False, sem)
    if again.answer == result.answer:
        note = f"'{clause}' read for the people chosen; read for {said} (who meets it), the answer is the same"
        q = result.question
        return replace(result, question=replace(q, note=f"{q.note}; {note}" if q.note else note))
    shown = again.answer if again.answer is not None else f"no answer ({again.reason})"
    return replace(result, answer=None, reason=(
        f"{both}: read for the people the answer is {result.answer}; read for {said} ({met.answer}, who "
        f"meets it), it is {shown}; {first}"))


def _every_reading(conn: GuardedConnection, text: str, reading: Reading, explain: bool, sem: Semantics) -> Report:
    """A sentence read in several ways: each reading answered on its own; the answer given only when every one gives
    it (then it is the answer whichever was meant), else none, each reading named with its answer and how to reword.
    A reading with no answer (a tie, a refusal, an error) disagrees with any answer."""
    from cbwh.spec.codec import encode

    readings = reading.all
    answered: list[tuple[Result | None, tuple[str, ...], CbwhError | None]] = []
    for one in readings:
        try:
            answered.append((*_answer(conn, _question(text, one), one, explain, sem), None))
        except CbwhError as exc:  # (an anchor naming no one, or several owners where one is read on condition)
            answered.append((None, (), exc))
    results = [r for r, _, _ in answered if r is not None]
    if not results:
        raise answered[0][2] or UsageError("no reading of the question could be answered")
    answers = [r.answer if r is not None else None for r, _, _ in answered]
    shown = [r.answer if r is not None and r.answer is not None else
             f"no answer ({r.reason if r is not None else exc})" for r, _, exc in answered]
    each = [{"words": describe_output(one.output), "spec": encode(one.output), "answer": r.answer if r else None,
             "reason": r.reason if r else str(exc)} for one, (r, _, exc) in zip(readings, answered)]
    evidence = tuple(line for n, (one, (_, lines, exc)) in enumerate(zip(readings, answered), 1)
                     for line in (f"reading {n} of {len(readings)}: {each[n - 1]['words']} -> {shown[n - 1]}",
                                  *lines)) if explain else ()
    first = results[0]
    # (one kind of answer: a name and a count could print alike, and say different things)
    if answers[0] is not None and all(a == answers[0] for a in answers) and \
            len({type(one.output) for one in readings}) == 1:
        note = (f"read {len(readings)} ways (the grammar cannot tell which is meant); every reading gives this answer: "
                + "; ".join(f"({n}) {e['words']}" for n, e in enumerate(each, 1)))
        q = first.question
        return Report(replace(first, question=replace(q, note=f"{q.note}; {note}" if q.note else note)), None,
                      evidence, tuple(each))
    differ = "; ".join(f"({n}) {e['words']} -> {shown[n - 1]}" for n, e in enumerate(each, 1))
    why = "their answers differ" if len(set(answers)) > 1 or answers[0] is None else "they ask different things"
    reason = (f"the question has {len(readings)} readings, and {why}: {differ}. "
              f"{reword(reading.hint)}")
    return Report(replace(first, answer=None, reason=reason), None, evidence, tuple(each))
