"""Evidence and lookup statements: the small queries behind explanations, audits and ask's checks.

Built from the same blocks as the answer query (and bound the same way), rendered to
plain `Statement`s; `cbwh.run.facts` executes them.

The lookups whose SQL does not depend on the looked-up values (ask's anchor and value
checks, the audit's pets-of-a-name and anchor facts under the default reading) are
templates: rendered once with placeholder values, then shipped or cached
(`cbwh.compile.cache`), and filled in without SQLAlchemy. Importing this module never
imports SQLAlchemy; only a template's first rendering or an explanation does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from cbwh.compile import cache
from cbwh.compile.query import Statement
from cbwh.compile.sources import ANCHORS, OWNER, PEOPLE
from cbwh.spec.model import Anchor, AnchorKind, Attribute, Holds, OtherThan, OwnerOf, Pick, SameAs, Step
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.tuples import Frozen


@dataclass(init=False, repr=False, eq=False)
class Slot(Frozen):
    """A placeholder value rendered into a template, filled per lookup (a frozen dataclass's methods from `Frozen`)."""

    name: str

    def __init__(self, name: str) -> None:
        object.__setattr__(self, "name", name)

    @property
    def marker(self) -> str:
        return f"\x00cbwh-slot:{self.name}\x00"


VALUE, SPECIES, NAME = Slot("value"), Slot("species"), Slot("name")


def _render(stmt) -> Statement:
    from cbwh.compile.compiler import render

    return render(stmt)


def _as_template(statement: Statement) -> dict[str, Any]:
    """{"sql", "params"}: each param either {"slot": name} or {"value": constant}."""
    markers = {s.marker: s.name for s in (VALUE, SPECIES, NAME)}
    if any(m in statement.sql for m in markers):
        raise ValueError("a placeholder value was pasted into the SQL text")  # never: values are bound
    params = [{"slot": markers[p]} if isinstance(p, str) and p in markers else {"value": p} for p in statement.params]
    return {"sql": statement.sql, "params": params}


def _fill(template: dict[str, Any], values: dict[str, Any]) -> Statement:
    return Statement(template["sql"], tuple(values[p["slot"]] if "slot" in p else p["value"] for p in template["params"]))


# name -> (shape -> statement built from placeholder values): every template that ships
def _anchor(kind: AnchorKind, with_species: bool) -> Anchor:
    return Anchor(kind, VALUE.marker, SPECIES.marker if with_species else None)


def _anchor_shapes() -> list[tuple[AnchorKind, bool]]:
    return [(kind, with_species) for kind in AnchorKind for with_species in (False, True)
            if not with_species or kind is AnchorKind.PET]


def _builders() -> dict[str, Callable[[str], Statement]]:
    def anchor_from(shape: str) -> Anchor:
        kind, with_species = shape.split(":")[-2:]
        return _anchor(AnchorKind(kind), with_species == "species")

    def step_from(shape: str) -> SameAs:
        return SameAs(Attribute(shape.split(":")[0]), anchor_from(shape))

    return {
        "anchor_exists": lambda shape: _build_anchor_exists(anchor_from(shape)),
        "value_exists": lambda shape: _build_value_exists(Holds(Attribute(shape), VALUE.marker)),
        "pets_named": lambda shape: _build_pets_named(NAME.marker),
        "anchor_owner_names": lambda shape: _build_anchor_owner_names(step_from(f"state:{shape}"), DEFAULT),
        "anchor_value_set": lambda shape: _build_anchor_value_set(step_from(shape), DEFAULT),
        "pet_owner_values": lambda shape: _build_pet_owner_values(Attribute(shape), VALUE.marker),
    }


def _anchor_shape(anchor: Anchor) -> str:
    return f"{anchor.kind.value}:{'species' if anchor.species is not None else 'any'}"


def template_shapes() -> list[tuple[str, str]]:
    """(name, shape) of every template: what `python -m cbwh.compile.ship` renders."""
    anchors = [_anchor_shape(_anchor(kind, s)) for kind, s in _anchor_shapes()]
    out = [("anchor_exists", a) for a in anchors]
    out += [("value_exists", attr.value) for attr in Attribute]
    out += [("pets_named", "")]
    out += [("anchor_owner_names", a) for a in anchors]
    out += [("anchor_value_set", f"{attr.value}:{a}") for attr in Attribute for a in anchors]
    out += [("pet_owner_values", attr.value) for attr in Attribute]
    return out


def render_template(name: str, shape: str) -> dict[str, Any]:
    """A template rendered now, with SQLAlchemy (for shipping and on a cache miss)."""
    return _as_template(_builders()[name](shape))


def _template(name: str, shape: str) -> dict[str, Any]:
    shipped = cache.shipped().get("templates", {}).get(f"{name}:{shape}") if cache.enabled() else None
    if shipped is not None:
        return shipped
    if not cache.enabled():
        return render_template(name, shape)

    def build() -> tuple[str, dict]:
        t = render_template(name, shape)
        return t["sql"], {"params": t["params"]}

    def read(sql: str, rest: dict) -> dict[str, Any]:
        params = rest["params"]
        if not all(isinstance(p, dict) and set(p) in ({"slot"}, {"value"}) for p in params):
            raise ValueError("not a template's parameters")
        return {"sql": sql, "params": params}

    return cache.cached("template", (name, shape), build, read)


def _lookup(template: str, shape: str, **values: Any) -> Statement:
    return _fill(_template(template, shape), values)


# -- the statements ---------------------------------------------------------------------------

def _build_anchor_owner_names(step: SameAs | OwnerOf | OtherThan, sem: Semantics) -> Statement:
    from sqlalchemy import select

    from cbwh.compile.population import anchor_owners
    from cbwh.store.schema import SQL_TABLES

    people = SQL_TABLES[PEOPLE]
    owners = anchor_owners(step.anchor, sem)
    return _render(select(people.c.person_id, people.c.full_name)
                   .where(people.c.person_id.in_(owners)).order_by(people.c.person_id))


def _cached_statement(name: str, step: SameAs | OwnerOf | OtherThan, sem: Semantics, build: Callable[[], Statement]) -> Statement:
    """A statement for one step under a non-default reading, rendered once and kept in the user cache."""
    if not cache.enabled():
        return build()

    def rendered() -> tuple[str, dict]:
        st = build()
        return st.sql, {"params": list(st.params)}

    return cache.cached(name, (repr(step), repr(sem)), rendered, lambda sql, rest: Statement(sql, tuple(rest["params"])))


def without_anchor_options(sem: Semantics) -> Semantics:
    """The reading with the anchor options (anchor_owners, anchor_values, anchor_record, anchor_value) at their defaults.

    The compiler lets those options act only through each anchored step's owner set
    (`population.anchor_owners`) and value set (`population.anchor_values`): two readings
    that differ only in them, and give every anchored step the same value set (and,
    when the anchor's owners are excluded from the group, the same owners), and every
    'owner of' step the same owners, give the same result. The audit uses this to run such readings once.
    """
    return sem.with_(anchor_owners=DEFAULT.anchor_owners, anchor_values=DEFAULT.anchor_values,
                     anchor_record=DEFAULT.anchor_record, anchor_value=DEFAULT.anchor_value)


def anchor_owner_names(step: SameAs | OwnerOf | OtherThan, sem: Semantics) -> Statement:
    """(person_id, full_name) of the anchor's owner(s), by person id."""
    if sem != DEFAULT:
        return _cached_statement("anchor_owner_names", step, sem, lambda: _build_anchor_owner_names(step, sem))
    a = step.anchor
    return _lookup("anchor_owner_names", _anchor_shape(a), value=a.value, species=a.species)


def _build_anchor_value_set(step: SameAs, sem: Semantics) -> Statement:
    from cbwh.compile.population import anchor_values

    return _render(anchor_values(step, sem))


def anchor_value_set(step: SameAs, sem: Semantics) -> Statement:
    """(value,) rows: the attribute values a member must share with the anchor's owner(s)."""
    if sem != DEFAULT:
        return _cached_statement("anchor_value_set", step, sem, lambda: _build_anchor_value_set(step, sem))
    a = step.anchor
    return _lookup("anchor_value_set", f"{step.attribute.value}:{_anchor_shape(a)}", value=a.value, species=a.species)


def _build_pet_owner_values(attribute: Attribute, name: str) -> Statement:
    from cbwh.compile.population import owners_values

    return _render(owners_values(attribute, Anchor(AnchorKind.PET, name), DEFAULT))


def pet_owner_values(attribute: Attribute, name: str) -> Statement:
    """(owner_id, value...) rows: what each owner of a pet with this name would contribute as the anchor's
    owner, by default reading (one statement for every owner: at k = 100 a name has ~100 of them)."""
    return _lookup("pet_owner_values", attribute.value, value=name)


def group_size(steps: tuple[Step, ...], sem: Semantics) -> Statement:
    """(n,): how many people the steps leave."""
    from sqlalchemy import func, select

    from cbwh.compile.population import population

    members, _ = population(steps, sem, "e")
    return _render(select(func.count()).select_from(members))


def ranked_preview(pick: Pick, sem: Semantics, limit: int) -> Statement:
    """The first `limit` ranked candidates of a pick: (person_id, full_name, k0..kN, rnk)."""
    from sqlalchemy import select

    from cbwh.compile.compiler import ranked_pick

    ranked, _ = ranked_pick(pick, sem, "e")
    return _render(select(ranked).order_by(ranked.c.rnk, ranked.c.person_id).limit(limit))


def _build_anchor_exists(anchor: Anchor) -> Statement:
    from cbwh.compile.population import anchor_owners

    return _render(anchor_owners(anchor, DEFAULT).limit(1))


def anchor_exists(anchor: Anchor) -> Statement:
    """One row if any record names the anchor, none otherwise."""
    return _lookup("anchor_exists", _anchor_shape(anchor), value=anchor.value, species=anchor.species)


def _build_value_exists(step: Holds) -> Statement:
    from cbwh.compile.population import holders

    return _render(holders(step).limit(1))


def value_exists(step: Holds) -> Statement:
    """One row if anyone holds the value, none otherwise."""
    return _lookup("value_exists", step.attribute.value, value=step.value)


def _build_pets_named(name: str) -> Statement:
    from sqlalchemy import select

    from cbwh.store.schema import SQL_TABLES

    source = ANCHORS[AnchorKind.PET]
    pets = SQL_TABLES[source.table]
    return _render(select(pets.c[source.record_id], pets.c[OWNER]).where(pets.c[source.column] == name)
                   .order_by(pets.c[source.record_id]))


def pets_named(name: str) -> Statement:
    """(pet_id, owner_id) of every pet with this name, in file order."""
    return _lookup("pets_named", "", name=name)


def table_rows(table: str, columns: tuple[str, ...]) -> Statement:
    """The given columns of every row of a table, in file order (its record id)."""
    from sqlalchemy import select

    from cbwh.store.schema import SQL_TABLES

    t = SQL_TABLES[table]
    return _render(select(*(t.c[c] for c in columns)).order_by(*t.primary_key.columns))
