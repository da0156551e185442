"""Families of readings: readings of one question that can share one statement.

Readings that differ only in how ties are broken, whether the anchor's owners count
in their own group, and whether counts are multiplied by a naive join's copies
(`ties`, `anchor_self`, `fanout`) rank the same people by the same per-person
values, as long as the group is narrowed by per-person conditions only:

- `ties` changes only the ORDER BY of the rankings (a top-N cut inside the group
  would change the group, so no `TopN` step);
- `anchor_self="excluded"` removes the anchor's owners from a group that is
  otherwise the same (each step is a condition on the person alone, so no `TopN`);
- `fanout="addresses"` multiplies a person's additive values by their matched
  addresses, which is a per-person factor (no `CountIs` or `TopN`, whose
  conditions it would change).

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

from cbwh.spec.model import CountIs, Question, TopN
from cbwh.spec.semantics import DEFAULT, Semantics


def family_base(sem: Semantics) -> Semantics:
    """The reading whose group and values a reading's family shares."""
    return sem.with_(ties="report", anchor_self="included", fanout="none")


def plain_base(sem: Semantics) -> Semantics:
    """The family base of a reading with its anchor options at their defaults (see the module docstring;
    `compile.evidence.without_anchor_options`)."""
    return family_base(sem).with_(anchor_owners=DEFAULT.anchor_owners, anchor_values=DEFAULT.anchor_values,
                                  anchor_record=DEFAULT.anchor_record, anchor_value=DEFAULT.anchor_value)


def shares_population(question: Question, sems: Sequence[Semantics], base: Semantics | None = None) -> bool:
    """Can these readings of the question be answered by one family statement (see the module docstring)?
    With `base`, a reading without anchor options the caller found to give each reading's base its groups."""
    if not sems:
        return False
    if base is None and len({family_base(s) for s in sems}) != 1:
        return False
    if base is not None and (base != plain_base(base) or any(plain_base(s) != base for s in sems)):
        return False
    steps = [s for p in question.picks for s in p.steps]
    if any(isinstance(s, TopN) for s in steps):
        return False
    return not (any(s.fanout == "addresses" for s in sems) and any(isinstance(s, CountIs) for s in steps))
