"""Is a candidate a good question? Cheap rejections first, then every audit reading.

A candidate is kept only if, under the default reading, its answer is unique, it is
not degenerate, and every reading the audit would try (`cbwh.audit.variants`, the
new ones included) gives the same answer. The first reason found is returned.

Compiling a statement costs ten times running it (one statement serves every candidate
of a shape: `compile.shapes`), so a reading is compiled only when it can differ: one
that renders a statement already run is not run again, and one that only takes the
anchor's first record ('anchor_values=first') is the same reading without it when every
anchored step's owner holds one value: it is neither compiled nor run. The readings are
tried in the order most likely to change an answer; the order decides only which reason
a refusal names, never whether a candidate is kept.
"""

from __future__ import annotations

from cbwh.audit.readings import past_title, without_salary
from cbwh.audit.variants import Variant, variants_for
from cbwh.generate.ahead import Ahead
from cbwh.generate.pool import Pool
from cbwh.run.answer import Result, run_compiled, run_question
from cbwh.run.facts import anchor_values, without_condition
from cbwh.spec.doubts import kind_expiry
from cbwh.spec.model import BalanceOf, Compare, NameOf, Pick, Question, RecordCount, output_picks
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.connect import GuardedConnection

MIN_GROUP = 3  # a ranking or a "who ...?" over fewer people needs none of the question's work
# readings most likely to change an answer come first, so a rejection costs few queries
_FIRST = ("fanout=addresses", "residency=first", "anchor_self=excluded", "anchor_values=first", "salary=sum",
          "salary=latest", "top_cut=before", "current_job=any", "card_expiry=text",
          "city=name")


def _order(variant: Variant) -> tuple[int, int, str]:
    parts = variant.name.split(" + ")
    ranks = [_FIRST.index(p) if p in _FIRST else len(_FIRST) for p in parts]
    return (len(parts), min(ranks), variant.name)


def _without_first_value(sem: Semantics) -> Semantics | None:
    """The reading without 'anchor_values=first' when that is its only anchor option, else None."""
    if sem.anchor_values == "first" and sem.anchor_owners == DEFAULT.anchor_owners and not sem.anchor_record \
            and not sem.anchor_value:
        return sem.with_(anchor_values=DEFAULT.anchor_values)
    return None


def _changed(conn: GuardedConnection, q: Question, default: Result, variants: list[Variant],
             ahead: Ahead) -> Variant | None:
    """The first variant (cheapest first) whose answer differs from the default's, or None."""
    # 'anchor_values=first' changes nothing when every anchored step's owner(s) hold at most one value:
    # the first record's value is then the only value, under any reading of which records count, so the
    # value sets and the answers are equal (`readings.readings` proves the same by running both value sets)
    one_value = all(len(anchor_values(conn, s)) <= 1 for s in dict.fromkeys(q.anchored_steps))
    plan: dict[Semantics, Variant] = {}  # each distinct effective reading once, named by its first variant
    for v in sorted(variants, key=_order):
        plan.setdefault((one_value and _without_first_value(v.semantics)) or v.semantics, v)
    plan.pop(DEFAULT, None)
    ran = {(default.compiled.sql, default.compiled.params)}
    order = list(plan)
    for i, sem in enumerate(order):
        statement = ahead.compiled(q, sem, order[i + 1:])
        if (statement.sql, statement.params) in ran:
            continue
        ran.add((statement.sql, statement.params))
        if run_compiled(conn, q, statement).answer != default.answer:
            return plan[sem]
    return None


def _members(conn: GuardedConnection, q: Question, pick: Pick) -> int:
    """How many people a pick's steps leave (a key-less pick returns all of them as finalists)."""
    if not pick.steps:
        return 1 << 30
    return len(run_question(conn, Question(q.id, "", q.question_type, NameOf(Pick(pick.steps))), ).rows)


def _degenerate(conn: GuardedConnection, pool: Pool, q: Question, default: Result) -> str | None:
    out = q.output
    picks = output_picks(out)
    if len(set(picks)) < len(picks):
        return "the same subject twice"
    if isinstance(out, (NameOf, Compare)) and default.answer in pool.shared_names:
        return "the answer's name is shared by several people"
    if isinstance(out, Compare):
        firsts = {r.slot: r for r in default.rows}  # (one person on both sides has no answer: see check)
        if not firsts[0].value and not firsts[1].value:
            return "the comparison is zero against zero"
    if isinstance(out, RecordCount):
        person = default.rows[0].person_id
        if any(pool.counts[r][person] == 0 for r in out.records):
            return "a count of zero in a counted file"
    for pick in picks:
        if pick.keys:
            if _members(conn, q, pick) < max(MIN_GROUP, pick.top + 2):
                return "a ranking over too few people"
        elif _members(conn, q, Pick(pick.steps[:-1])) < MIN_GROUP:
            return "a 'who ...?' over too few people"
    if isinstance(out, BalanceOf) and default.rows and all(r.value == 0 for r in default.rows):
        return "a total of zero"
    return None


def check(conn: GuardedConnection, pool: Pool, q: Question, ahead: Ahead | None = None) -> tuple[str | None, Result]:
    """(None, the default result) for a good question; else (the reason it is refused, the result).
    With `ahead`, the next reading's statement is compiled in its worker process meanwhile."""
    if without_condition(conn, q) is not None:  # `ask` refuses it: no condition to share (cheap: checked first)
        return "a condition group anchored on someone without one", run_question(conn, q)
    if kind_expiry(q.output) is not None:  # `ask` refuses it: any card's expiry, or the group's kind of card's
        return "a card or policy kind's holders ranked by expiry", run_question(conn, q)
    default = run_question(conn, q)
    if default.answer is None:
        reason = default.reason or ""
        if "are one person" in reason:
            return "both subjects are the same person", default
        return ("an empty group" if "no one" in reason else "a tie under the default reading"), default
    why = _degenerate(conn, pool, q, default)
    if why:
        return why, default
    if without_salary(conn, q, default) is not None:  # `ask` withdraws it: people with no job earn the least
        return "people without a job in a lowest-salary ranking", default
    if past_title(conn, q) is not None:  # `ask` withdraws it: the title is only in an earlier job of theirs
        return "a job title shared only through an earlier job", default
    variant = _changed(conn, q, default, variants_for(conn, q, ambiguous=False), ahead or Ahead(None))
    if variant is not None:
        name = variant.name if " + " not in variant.name else "two readings together"
        return f"changed by {name}", default
    return None, default
