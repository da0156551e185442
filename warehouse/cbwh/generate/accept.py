"""Is a candidate a good question? Cheap rejections first, then every audit reading.

A candidate is kept only if, under the default reading, its answer is unique, it is
not degenerate, and every reading the audit would try (`cbwh.audit.variants`, the
new ones included) gives the same answer. The first reason found is returned.
"""

from __future__ import annotations

from cbwh.audit.variants import Variant, variants_for
from cbwh.generate.pool import Pool
from cbwh.run.answer import Result, run_question
from cbwh.spec.model import BalanceOf, Compare, NameOf, Pick, Question, RecordCount, output_picks
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
        firsts = {r.slot: r for r in default.rows}
        if firsts[0].person_id == firsts[1].person_id:
            return "both subjects are the same person"
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


def check(conn: GuardedConnection, pool: Pool, q: Question) -> tuple[str | None, Result]:
    """(None, the default result) for a good question; else (the reason it is refused, the result)."""
    default = run_question(conn, q)
    if default.answer is None:
        reason = default.reason or ""
        return ("an empty group" if "no one" in reason else "a tie under the default reading"), default
    why = _degenerate(conn, pool, q, default)
    if why:
        return why, default
    for variant in sorted(variants_for(conn, q, ambiguous=False), key=_order):
        if run_question(conn, q, variant.semantics).answer != default.answer:
            name = variant.name if " + " not in variant.name else "two readings together"
            return f"changed by {name}", default
    return None, default
