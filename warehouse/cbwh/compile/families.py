"""Families of readings: readings of one question that can share one statement.

Readings that differ only in how ties are broken, whether the anchor's owners count
in their own group, and whether counts are multiplied by a naive join's copies
(`ties`, `anchor_self`, `fanout`) rank the same people by the same per-person
values, as long as the group is narrowed by per-person conditions only (readings
that differ in `salary` too, where salary ranks no group: `salary_values_only`;
the family computes each salary's values once, on the shared groups):

- `ties` changes only the ORDER BY of the rankings (a top-N cut inside the group
  would change the group, so no `TopN` step);
- `anchor_self="excluded"` removes the anchor's owners from a group that is
  otherwise the same (each step is a condition on the person alone, so no `TopN`);
- `fanout="addresses"` multiplies a person's additive values by their matched
  addresses, which is a per-person factor (no `CountIs` or `TopN`, whose
  conditions it would change: with a `CountIs` step, the readings with copies
  form a family of their own).

Questions with a top-N cut have families of their own (`top_base`): readings that
differ only in options acting on the steps after the cut, and in how ties are broken,
share the cut's ranking values (and the cut itself, where ties are broken alike).

`compile.compiler.family_statement` computes each group and its ranking values once
for the family and ranks them per reading.

A family's base may also be given: a reading without anchor options whose groups the
caller has found equal to the readings' own (`audit.readings`: the anchor options
resolve every anchored step to the same values, `run.facts.same_anchor_facts`). Then
'only the first owner, left out of their own group' ranks the plain reading's group
without that owner, in the plain reading's family. Kept free of SQLAlchemy: the audit
plans its families on the warm path.
"""

from __future__ import annotations

from collections.abc import Sequence

from cbwh.spec.model import CountIs, Holds, Metric, Pick, Question, StateLeader, TopN
from cbwh.spec.semantics import DEFAULT, Semantics

# Options that act only on 'same ... as', 'owner of', state-leader and current-job steps
# (`compile.population`), never on a top-N cut's ranking value unless fanout multiplies it.
_GROUP_OPTIONS = ("residency", "city", "anchor_owners", "anchor_values", "anchor_record", "anchor_value",
                  "anchor_self", "current_job")


def family_base(sem: Semantics, question: Question | None = None) -> Semantics:
    """The reading whose group and values a reading's family shares. Where the question narrows its
    group by a count, which a naive join's copies change, `fanout` stays: such readings have a family
    of their own, whose base is computed with the copies."""
    counted = question is not None and any(isinstance(s, CountIs) for p in question.picks for s in p.steps)
    base = sem.with_(ties="report", anchor_self="included", fanout=sem.fanout if counted else "none")
    return base.with_(salary=DEFAULT.salary) if question is not None and salary_values_only(question) else base


def salary_values_only(question: Question) -> bool:
    """Does the salary reading change only the values the question ranks and answers by, never its groups
    (no state leader is found by salary; a top-N cut by salary has a top-N family of its own)? Then readings
    that differ in salary share their groups: the family statement computes each salary's values on them."""
    return not any(isinstance(s, StateLeader | TopN) and s.key.measure is Metric.SALARY
                   for p in question.picks for s in p.steps)


def plain_base(sem: Semantics, question: Question | None = None) -> Semantics:
    """The family base of a reading with its anchor options at their defaults (see the module docstring;
    `compile.evidence.without_anchor_options`)."""
    return family_base(sem, question).with_(anchor_owners=DEFAULT.anchor_owners, anchor_values=DEFAULT.anchor_values,
                                            anchor_record=DEFAULT.anchor_record, anchor_value=DEFAULT.anchor_value)


def narrowed(question: Question, sem: Semantics) -> bool:
    """Is the reading's group a part of `widened(question, sem)`'s, with the same ranking values?

    Read with each person's first address only (residency="first"), 'the same state as X' keeps the
    people whose first address is in a state of X's owners' first addresses: a part of the people with
    any address in a state of any of their addresses. Every measure is a person's, whatever their
    address. Not where the group is cut (a top-N or state-leader step ranks whom it keeps) or counted
    (under `fanout` the count's copies depend on the addresses)."""
    return sem.residency == "first" and not any(
        isinstance(s, TopN | StateLeader | CountIs) for p in question.picks for s in p.steps)


def widened(question: Question, sem: Semantics) -> Semantics:
    """The reading whose group holds a narrowed reading's (`narrowed`): the same with every address."""
    return sem.with_(residency=DEFAULT.residency) if narrowed(question, sem) else sem


def shares_population(question: Question, sems: Sequence[Semantics], base: Semantics | None = None) -> bool:
    """Can these readings of the question be answered by one family statement (see the module docstring)?
    With `base`, a reading without anchor options the caller found to give each reading's base its groups.
    A narrowed reading (`narrowed`) belongs where its widened reading does: the family statement keeps the
    part of the group it ranks."""
    if not sems or has_top(question):
        return False
    if base is None:
        return len({family_base(widened(question, s), question) for s in sems}) == 1
    return base == plain_base(base, question) and all(plain_base(widened(question, s), question) == base for s in sems)


def has_top(question: Question) -> bool:
    return any(isinstance(s, TopN) for p in question.picks for s in p.steps)


def _cut_first(pick: Pick, sem: Semantics) -> bool:
    """Are the pick's steps up to its last top-N cut (in the order the reading applies them) only
    cuts, held values and counts, which none of the group options acts on?"""
    steps = pick.steps
    if sem.top_cut == "before":  # as `compile.population.population` orders them
        steps = tuple(s for s in steps if isinstance(s, TopN)) + tuple(s for s in steps if not isinstance(s, TopN))
    cuts = [i for i, s in enumerate(steps) if isinstance(s, TopN)]
    return not cuts or all(isinstance(s, TopN | Holds | CountIs) for s in steps[:cuts[-1] + 1])


def top_base(question: Question, sem: Semantics) -> Semantics | None:
    """For a question with a top-N cut: the reading whose cuts' ranking values this reading's are, or None.

    Readings that differ only in the group options (`_GROUP_OPTIONS`) and in how ties are broken rank
    the same people by the same values at each cut, when everything before each pick's last cut is a
    cut, a held value or a count (a tie broken at a cut changes the people the next cut ranks; the
    family statement keeps one cut per way of breaking ties). Under `fanout` a count or a sum is
    multiplied by the copies from the later 'same ... as' steps, which the anchor and residency options
    change: such readings share their cuts' values with the readings of the same copies only (only
    `anchor_self`, `current_job` and `ties` may differ). `compile.compiler.family_statement` then
    computes the values once and each reading's cuts, later steps, ranking and answer on them
    (a 'top-N family')."""
    if not all(_cut_first(p, sem) for p in question.picks):
        return None
    if sem.fanout != "none":
        return sem.with_(ties=DEFAULT.ties, anchor_self=DEFAULT.anchor_self, current_job=DEFAULT.current_job)
    return sem.with_(ties=DEFAULT.ties, **{name: getattr(DEFAULT, name) for name in _GROUP_OPTIONS})


def shares_top(question: Question, sems: Sequence[Semantics]) -> bool:
    """Can these readings of a question with a top-N cut be answered by one top-N family statement? (Readings
    of several top bases can: each base's cuts are its own, computed from one measure of everyone.)"""
    return has_top(question) and len(sems) > 0 and None not in {top_base(question, s) for s in sems}
