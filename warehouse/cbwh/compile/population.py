"""Populations: everyone, narrowed by steps in order, as a chain of CTEs.

Filter steps become WHERE predicates on the current person id; a TopN step ranks
the population so far and keeps its first n (ties at the cut are kept and
reported through a check column).
"""

from __future__ import annotations

from typing import Any, assert_never

from sqlalchemy import CTE, Select, case, func, select, tuple_
from sqlalchemy.sql.elements import ColumnElement

from cbwh.compile.anchors import anchor_param
from cbwh.compile.measures import first_records, materialized, measure, ordered, scaled, within_top
from cbwh.compile.query import Check
from cbwh.compile.sources import ANCHORS, ATTRIBUTES, METRICS, OWNER, PEOPLE, RESIDENCE
from cbwh.spec.model import (
    Anchor,
    Attribute,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Metric,
    Order,
    OtherThan,
    OwnerOf,
    SameAs,
    StateLeader,
    Step,
    TopN,
)
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.schema import SQL_TABLES


def anchor_owners(anchor: Anchor, sem: Semantics) -> Select:
    source = ANCHORS[anchor.kind]
    t = SQL_TABLES[source.table]
    q = select(t.c[OWNER]).where(t.c[source.column] == anchor_param(anchor))
    if anchor.species is not None:
        assert source.species is not None  # Anchor refuses a species on other kinds
        q = q.where(t.c[source.species] == anchor_param(anchor, "species"))
    nth = sem.record_for(anchor.value) or (1 if sem.anchor_owners == "first" else None)
    if nth is not None:
        q = q.order_by(t.c[source.record_id]).limit(1).offset(nth - 1)  # record ids follow file order
    return q


def _first_records(table: str):
    """Each person's first record of a table (file order = record id order); a first address from the
    table computed once per connection, where the statement's runner makes it (`measures.first_records`)."""
    kept = first_records(table, f"first_{table}")
    if kept is not None:
        return kept
    t = SQL_TABLES[table]
    inner = t.alias(f"{table}_earlier")
    id_col = t.c[t.primary_key.columns.keys()[0]]
    first = select(func.min(inner.c[id_col.name])).where(inner.c[OWNER] == t.c[OWNER]).scalar_subquery()
    return select(t).where(id_col == first).subquery(f"first_{table}")


def _first_of_everyone(table: str):
    """Every person's first record of a table, as `_first_records`, for a statement that reads them all: the
    first record ids found in one pass over the owner index (a per-record lookup of its owner's first id
    costs half as much again over the whole table; `_first_records` stays where few records are read); within
    `measures.precomputed`, the table of them computed once per connection, as `_first_records` reads it."""
    kept = first_records(table, f"first_{table}")
    if kept is not None:
        return kept
    t = SQL_TABLES[table]
    id_col = t.c[t.primary_key.columns.keys()[0]]
    each = t.alias(f"{table}_each")
    firsts = select(func.min(each.c[id_col.name])).group_by(each.c[OWNER])
    return select(t).where(id_col.in_(firsts)).subquery(f"first_{table}")


def _source(attribute: Attribute, sem: Semantics, anchor_side: bool):
    """(table, its identifying columns of the attribute): a city is its (city, state) pair."""
    source = ATTRIBUTES[attribute]
    first = (source.table == RESIDENCE.table and sem.residency == "first") or (anchor_side and sem.anchor_values == "first")
    t = _first_records(source.table) if first else SQL_TABLES[source.table].alias(f"{source.table}_{'a' if anchor_side else 'm'}")
    columns = source.columns[:1] if sem.city == "name" else source.columns  # a city by its name alone
    return t, [t.c[c] for c in columns]


def _value(columns: list) -> ColumnElement:
    """One attribute value, compared whole: a column, or a row value of several."""
    return columns[0] if len(columns) == 1 else tuple_(*columns)


def anchor_values(step: SameAs, sem: Semantics) -> Select:
    """The attribute values of the anchor's owner(s): the set a member must share (one column per identifying column)."""
    at, at_cols = _source(step.attribute, sem, anchor_side=True)
    values = select(*at_cols).where(at.c[OWNER].in_(anchor_owners(step.anchor, sem)))
    nth = sem.value_for(step.anchor.value)
    if nth is not None:  # one of the values alone; distinct values in value order, so the order is total
        values = values.distinct().order_by(*at_cols).limit(1).offset(nth - 1)
    return values


def owners_values(attribute: Attribute, anchor: Anchor, sem: Semantics) -> Select:
    """(owner_id, value columns): the attribute values each of the anchor's owners contributes (anchor_values
    for each owner alone), for every owner in one statement."""
    at, at_cols = _source(attribute, sem, anchor_side=True)
    return select(at.c[OWNER], *at_cols).where(at.c[OWNER].in_(anchor_owners(anchor, sem)))


def _shares(step: SameAs, sem: Semantics) -> tuple[Any, ColumnElement]:
    """(member table, 'this member record's value is one of the anchor's values')."""
    mt, mt_cols = _source(step.attribute, sem, anchor_side=False)
    return mt, _value(mt_cols).in_(anchor_values(step, sem))


def _same_as(step: SameAs, pid: ColumnElement, sem: Semantics) -> ColumnElement:
    mt, matches = _shares(step, sem)
    shares = pid.in_(select(mt.c[OWNER]).where(matches))
    if sem.anchor_self == "excluded":  # 'people in the same state as X' read as people other than X's owner(s)
        return shares & pid.not_in(anchor_owners(step.anchor, sem))
    return shares


_ADDRESS_ATTRIBUTES = (Attribute.STATE, Attribute.CITY)


def fan_factor(steps: tuple[Step, ...], pid: ColumnElement, sem: Semantics, sparse: bool = False) -> ColumnElement | None:
    """How many times a naive join of the group lists the person: the product, over the
    group's state/city filters, of their addresses that matched it. None without such a filter.
    `sparse` where few of the people it is computed for can have a match (a count condition or a
    top-N cut over everyone, before the group's filters): the matching people are found once, and
    only theirs counted."""
    factor: ColumnElement | None = None
    for step in steps:
        if isinstance(step, SameAs) and step.attribute in _ADDRESS_ATTRIBUTES:
            matched = _first_matched(step, pid, sem) if sem.residency == "first" else _matched(step, pid, sem)
            counted: ColumnElement = matched.scalar_subquery()
            if sparse:
                mt, matches = _shares(step, sem)
                counted = case((pid.in_(select(mt.c[OWNER]).where(matches)), counted), else_=0)
            factor = counted if factor is None else factor * counted
    return factor


def _before_places(steps: tuple[Step, ...], step: Step) -> bool:
    """Does the step come before every state/city filter of the group (so it tests people the filter has not
    narrowed yet: a sparse fan factor, see `fan_factor`)?"""
    places = [i for i, s in enumerate(steps) if isinstance(s, SameAs) and s.attribute in _ADDRESS_ATTRIBUTES]
    return not places or steps.index(step) < places[0]


def _matched(step: SameAs, pid: ColumnElement, sem: Semantics) -> Select:
    """How many of the person's addresses share a value with the anchor."""
    mt, matches = _shares(step, sem)
    return select(func.count()).where(mt.c[OWNER] == pid, matches)


def _first_matched(step: SameAs, pid: ColumnElement, sem: Semantics) -> Select:
    """`_matched` under residency="first": 1 if the person's first address shares a value with the anchor, else 0.
    The person's first record id is looked up once, and that record alone tested (a lookup of the first id
    for each of their records costs as much again)."""
    source = ATTRIBUTES[step.attribute]
    table = SQL_TABLES[source.table]
    t, earlier = table.alias(f"{source.table}_f"), table.alias(f"{source.table}_earlier")
    id_name = table.primary_key.columns.keys()[0]
    first = select(func.min(earlier.c[id_name])).where(earlier.c[OWNER] == pid).correlate_except(earlier).scalar_subquery()
    columns = source.columns[:1] if sem.city == "name" else source.columns
    return select(func.count()).where(t.c[id_name] == first, t.c[OWNER] == pid,
                                      _value([t.c[c] for c in columns]).in_(anchor_values(step, sem)))


def holders(step: Holds) -> Select:
    """The owners of a record whose attribute equals the value (e.g. Mastercard holders)."""
    source = ATTRIBUTES[step.attribute]
    t = SQL_TABLES[source.table]
    return select(t.c[OWNER]).where(t.c[source.column] == step.value)


def _holds(step: Holds, pid: ColumnElement) -> ColumnElement:
    return pid.in_(holders(step))


def _count_is(step: CountIs, pid: ColumnElement, sem: Semantics, fan: ColumnElement | None) -> ColumnElement:
    n = measure(step.records, pid, sem, fan)
    return {"=": n == step.n, ">=": n >= step.n, "<=": n <= step.n, ">": n > step.n, "<": n < step.n}[step.op]


def _job_started_in(step: CurrentJobStartedIn, pid: ColumnElement, sem: Semantics) -> ColumnElement:
    start = METRICS[Metric.JOB_START].column
    e = SQL_TABLES[start.table]
    if sem.current_job == "any":  # 'current job' read as any job
        return pid.in_(select(e.c[OWNER]).where(func.substr(e.c[start.column], 1, 4) == str(step.year)))
    latest = select(func.max(e.c[start.column])).where(e.c[OWNER] == pid).scalar_subquery()
    return func.substr(latest, 1, 4) == str(step.year)


def _state_leader(step: StateLeader, pid: ColumnElement, sem: Semantics, name: str,
                  measures: dict[tuple, CTE] | None = None) -> ColumnElement:
    """First in one of their states: their key equals the best key among that state's residents.

    The key is computed once per resident (not once per state they live in); `IS` makes
    a state whose residents all lack the value a tie of everyone, as rank() would. With `measures`
    (shared by the groups of one statement, `compile.compiler.families_statement`), the residents'
    values are computed once for every group that ranks them alike (the first address or every one).
    """
    a = _first_of_everyone(RESIDENCE.table) if sem.residency == "first" else SQL_TABLES[RESIDENCE.table]
    owner, place = a.c[OWNER], a.c[RESIDENCE.column]
    every = SQL_TABLES[RESIDENCE.table]  # everyone with an address has a first one: the same people either way
    people = select(every.c[OWNER].label("owner_id")).distinct().subquery("leader_people")
    key = ("leader", step.key, _measure_options(sem))
    if measures is None or key not in measures:
        value = measure(step.key.measure, people.c.owner_id, key[2], order=step.key.order)
        valued = materialized(select(people.c.owner_id, value.label("v")), f"{name}_leader_valued")
        if measures is not None:
            measures[key] = valued
    valued = measures[key] if measures is not None else valued
    # one row per address (an owner with two addresses in one state is listed twice): the best
    # value of a state and the set of its leaders are the same as over distinct rows
    residents = materialized(
        select(owner.label("owner_id"), place.label("state"), valued.c.v).join_from(a, valued, owner == valued.c.owner_id),
        f"{name}_residents",  # one per step: two subjects may each rank state leaders
    )
    best_of = func.max if step.key.order is Order.HIGH else func.min  # both skip people lacking the value
    best = select(residents.c.state, best_of(residents.c.v).label("best")).group_by(residents.c.state).subquery("best")
    leaders = select(residents.c.owner_id).join_from(
        residents, best, (residents.c.state == best.c.state) & residents.c.v.is_(best.c.best)
    )
    return pid.in_(leaders)


def members(steps: tuple[Step, ...], pid: ColumnElement, sem: Semantics, name: str) -> list[ColumnElement]:
    """The conditions each step puts on the person `pid` (steps with no top-N cut): a group's own test of
    its members, to take a part of another group's rows (`compile.families.narrowed`)."""
    out = []
    for i, step in enumerate(steps):
        match step:
            case TopN():
                raise ValueError("a top-N cut ranks its group: no condition on one person")
            case SameAs() | OwnerOf() | OtherThan() | Holds() | CountIs() | CurrentJobStartedIn() | StateLeader():
                out.append(_predicate(step, pid, sem, steps, f"{name}_{i}"))
            case _:
                assert_never(step)
    return out


# a step that keeps or drops one person
_Condition = SameAs | OwnerOf | OtherThan | Holds | CountIs | CurrentJobStartedIn | StateLeader


def _predicate(step: _Condition, pid: ColumnElement, sem: Semantics, steps: tuple[Step, ...], name: str,
               measures: dict[tuple, CTE] | None = None) -> ColumnElement:
    match step:
        case SameAs():
            return _same_as(step, pid, sem)
        case OwnerOf():
            return pid.in_(anchor_owners(step.anchor, sem))
        case OtherThan():
            return pid.not_in(anchor_owners(step.anchor, sem))
        case Holds():
            return _holds(step, pid)
        case CountIs():
            return _count_is(step, pid, sem, fan_factor(steps, pid, sem, sparse=_before_places(steps, step)))
        case CurrentJobStartedIn():
            return _job_started_in(step, pid, sem)
        case StateLeader():
            return _state_leader(step, pid, sem, name, measures)
        case _:
            assert_never(step)


def _top(step: TopN, current: Select, sem: Semantics, name: str,
         steps: tuple[Step, ...]) -> tuple[Select, ColumnElement, tuple[Check, Select]]:
    return _cut(step, _top_values(step, current, sem, name, steps), sem, name, name)


def _top_values(step: TopN, current: Select, sem: Semantics, name: str, steps: tuple[Step, ...]) -> CTE:
    """Materialized CTE of person_id, v: the population so far with the value a top-N cut ranks by."""
    before = current.cte(f"{name}_before_top")
    value = measure(step.key.measure, before.c.person_id, sem, fan_factor(steps, before.c.person_id, sem, sparse=True),
                    step.key.order)
    return materialized(select(before.c.person_id, value.label("v")), f"{name}_valued")


def _shared_top_values(step: TopN, before: list[_Condition], sem: Semantics, name: str, steps: tuple[Step, ...],
                       measures: dict[tuple, CTE]) -> CTE:
    """`_top_values` of a first cut, from a measure of everyone shared by the readings of a top-N family
    whose cuts rank values of one measure scaled or narrowed differently (`compile.families.top_base`: a
    reading with copies, one with first addresses): the unscaled value computed once per person (`measures`,
    keyed by the key and the options a measure reads), each reading's values that one scaled by its copies,
    its rows the people its `before` steps keep (`before_top` is everyone narrowed by those steps)."""
    people = SQL_TABLES[PEOPLE]
    key = (step.key, _measure_options(sem))
    if key not in measures:
        unscaled = measure(step.key.measure, people.c.person_id, key[1], None, step.key.order)
        measures[key] = materialized(select(people.c.person_id, unscaled.label("v")), f"{name}_measure")
    shared = measures[key]
    pid = shared.c.person_id
    fan = fan_factor(steps, pid, sem, sparse=True)
    value = scaled(shared.c.v, step.key.measure, sem, fan, step.key.order)
    kept = [_predicate(s, pid, sem, steps, f"{name}_{j}") for j, s in enumerate(before)]
    if value is shared.c.v and not kept:
        return shared
    return materialized(select(pid, value.label("v")).where(*kept), f"{name}_valued")


def _measure_options(sem: Semantics) -> Semantics:
    """The reading with the options no measure reads (they choose the group or scale its values) at their defaults."""
    return sem.with_(**{name: getattr(DEFAULT, name) for name in _GROUP_ONLY})


_GROUP_ONLY = ("residency", "city", "anchor_owners", "anchor_values", "anchor_record", "anchor_value", "anchor_self",
               "current_job", "fanout", "ties", "top_cut")


def _cut(step: TopN, valued: CTE, sem: Semantics, name: str, label: str,
         within: tuple[Any, ColumnElement] | None = None) -> tuple[Select, ColumnElement, tuple[Check, Select]]:
    """The first n of `valued` (ties at the cut kept, or broken by file order under ties="file_order"),
    and the check that it holds n people, labelled after `label`; `within`: the rows that can rank
    within n (`within_top`), when they are shared with another cut of the same values."""
    order: list[ColumnElement] = [ordered(valued.c.v, step.key)]
    if sem.ties == "file_order":  # a tie at the cut broken too (person ids follow file order)
        order.append(valued.c.person_id)
    cut, kept = within or within_top(valued, valued.c.v, step.key, step.n, name)
    ranked = (select(valued.c.person_id, func.rank().over(order_by=order).label("r"))
              .join_from(valued, cut, kept).subquery(f"{name}_ranked"))
    top = select(ranked.c.person_id).where(ranked.c.r <= step.n).cte(f"{name}_top")
    check = Check(f"{label}_top_size", step.n, f"the top {step.n} by {step.key.measure.value} (a tie at the cut)")
    return select(top.c.person_id), top.c.person_id, (check, select(func.count()).select_from(top))


_TIES_SUFFIX = {None: "", "report": "", "file_order": "_fo"}  # a top-N family's cuts, one per way of breaking ties


def population(steps: tuple[Step, ...], sem: Semantics, name: str,
               cuts: dict[tuple, Any] | None = None,
               cut_name: str = "", cut_tag: str = "",
               measures: dict[tuple, CTE] | None = None) -> tuple[CTE, list[tuple[Check, Select]]]:
    """(CTE of person_id, [(Check, scalar select)]) for everyone narrowed by steps.

    With `cuts`, the top-N cuts are shared with the other readings of a top-N family
    (`compile.families.top_base`): each cut's ranking values are computed once, named after
    `cut_name` and kept there by the step's position (and by how ties were broken at an earlier
    cut, which changes the people ranked); each cut once per way of breaking ties at it (its
    check labelled as in the reading's own statement). A family of several such readings' cuts (`cut_tag` names
    the CTEs of this reading's, `measures` holds what they share): each first cut ranks a measure of everyone
    computed once for all of them (`_shared_top_values`)."""
    people = SQL_TABLES[PEOPLE]
    current: Select = select(people.c.person_id)
    pid: ColumnElement = people.c.person_id
    checks = []
    before: list[_Condition] = []  # the steps before the first cut
    if sem.top_cut == "before":  # the top-N cut read as taken from everyone, the other filters after it
        steps = tuple(s for s in steps if isinstance(s, TopN)) + tuple(s for s in steps if not isinstance(s, TopN))
    for i, step in enumerate(steps):
        match step:
            case TopN():
                if cuts is None:
                    current, pid, check = _top(step, current, sem, f"{name}_{i}", steps)
                else:
                    label, stem = f"{cut_name}_{i}", f"{cut_name}{cut_tag}_{i}"
                    earlier = any(isinstance(s, TopN) for s in steps[:i])
                    values = ("values", i, sem.ties if earlier else None)
                    if values not in cuts:
                        cuts[values] = (_top_values(step, current, sem, stem + _TIES_SUFFIX[values[2]], steps)
                                        if measures is None or earlier else
                                        _shared_top_values(step, before, sem, stem, steps, measures))
                    within = ("within", *values[1:])  # the n-th value, whichever way ties are broken
                    if within not in cuts:
                        valued = cuts[values]
                        cuts[within] = within_top(valued, valued.c.v, step.key, step.n,
                                                  stem + _TIES_SUFFIX[values[2]], shared=True)
                    cut = ("cut", i, sem.ties)
                    if cut not in cuts:
                        cuts[cut] = _cut(step, cuts[values], sem, stem + _TIES_SUFFIX[sem.ties], label, cuts[within])
                    current, pid, check = cuts[cut]
                checks.append(check)
            case SameAs() | OwnerOf() | OtherThan() | Holds() | CountIs() | CurrentJobStartedIn() | StateLeader():
                current = current.where(_predicate(step, pid, sem, steps, f"{name}_{i}", measures))
                before.append(step)
            case _:
                assert_never(step)
    return current.cte(f"{name}_members"), checks
