"""Evidence and lookup statements: the small queries behind explanations, audits and ask's checks.

Built from the same blocks as the answer query (and bound the same way), rendered to
plain `Statement`s; `cbwh.run.facts` executes them.
"""

from __future__ import annotations

from sqlalchemy import func, select

from cbwh.compile.compiler import ranked_pick, render
from cbwh.compile.population import anchor_owners, anchor_values, holders, population
from cbwh.compile.query import Statement
from cbwh.compile.sources import ANCHORS, OWNER, PEOPLE
from cbwh.spec.model import Anchor, AnchorKind, Holds, Pick, SameAs, Step
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.schema import SQL_TABLES


def anchor_owner_names(step: SameAs, sem: Semantics) -> Statement:
    """(person_id, full_name) of the anchor's owner(s), by person id."""
    people = SQL_TABLES[PEOPLE]
    owners = anchor_owners(step.anchor, sem)
    return render(select(people.c.person_id, people.c.full_name)
                  .where(people.c.person_id.in_(owners)).order_by(people.c.person_id))


def anchor_value_set(step: SameAs, sem: Semantics) -> Statement:
    """(value,) rows: the attribute values a member must share with the anchor's owner(s)."""
    return render(anchor_values(step, sem))


def group_size(steps: tuple[Step, ...], sem: Semantics) -> Statement:
    """(n,): how many people the steps leave."""
    members, _ = population(steps, sem, "e")
    return render(select(func.count()).select_from(members))


def ranked_preview(pick: Pick, sem: Semantics, limit: int) -> Statement:
    """The first `limit` ranked candidates of a pick: (person_id, full_name, k0..kN, rnk)."""
    ranked, _ = ranked_pick(pick, sem, "e")
    return render(select(ranked).order_by(ranked.c.rnk, ranked.c.person_id).limit(limit))


def anchor_exists(anchor: Anchor) -> Statement:
    """One row if any record names the anchor, none otherwise."""
    return render(anchor_owners(anchor, DEFAULT).limit(1))


def value_exists(step: Holds) -> Statement:
    """One row if anyone holds the value, none otherwise."""
    return render(holders(step).limit(1))


def pets_named(name: str) -> Statement:
    """(pet_id, owner_id) of every pet with this name, in file order."""
    source = ANCHORS[AnchorKind.PET]
    pets = SQL_TABLES[source.table]
    return render(select(pets.c[source.record_id], pets.c[OWNER]).where(pets.c[source.column] == name)
                  .order_by(pets.c[source.record_id]))


def table_rows(table: str, columns: tuple[str, ...]) -> Statement:
    """The given columns of every row of a table, in file order (its record id)."""
    t = SQL_TABLES[table]
    return render(select(*(t.c[c] for c in columns)).order_by(*t.primary_key.columns))
