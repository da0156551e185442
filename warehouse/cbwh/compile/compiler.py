"""Spec -> one SQL query: picks ranked, finalists gathered, the output computed.

The answer query returns one row per finalist (a person ranked within the top of
their pick, ties included), in a fixed shape:

    slot, person_id, full_name, rnk, k0..kN (the pick's ranking values),
    value (the output measure), t0..tM (compare tie-breakers), outcome,
    plus one column per Check (e.g. the size of a top-15 cut).

The names are those of `cbwh.compile.query`, and the runner reads each row back as a
`Finalist` by them; it reads the answer and detects ties; nothing is broken silently.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import assert_never

from sqlalchemy import CTE, CompoundSelect, Integer, Select, and_, cast, func, literal, null, select, union_all
from sqlalchemy.sql.elements import ColumnElement

from cbwh.compile.columns import FAN, FULL_NAME, OUTCOME, PERSON_ID, RANK, READING, SLOT, VALUE, key_column, tiebreak_column
from cbwh.compile.families import family_base, shares_population, shares_top, top_base, widened
from cbwh.compile.measures import materialized, measure, multiplied, ordered, precomputed, scaled, within_top
from cbwh.compile.population import anchor_owners, fan_factor, members, population
from cbwh.compile.query import Check, CompiledQuery, Statement
from cbwh.compile.sources import PEOPLE
from cbwh.spec.model import BalanceOf, Compare, Metric, NameOf, Pick, Question, RecordCount, SameAs
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.schema import SQL_TABLES


def ranked_pick(pick: Pick, sem: Semantics, name: str, top: int | None = None) -> tuple[CTE, list[tuple[Check, Select]]]:
    """CTE of person_id, full_name, k0..kN, rnk: the pick's population, each key computed once.

    With `top`, only the people who can rank within the first `top` are ranked and named
    (`within_top`: their ranks are unchanged); names are looked up after ranking.
    """
    valued, checks = valued_pick(pick, sem, name)
    return rank_valued(valued, pick, sem, name, top), checks


def valued_pick(pick: Pick, sem: Semantics, name: str, cuts: dict | None = None,
                cut_name: str = "", salaries: Sequence[str] = (), cut_tag: str = "",
                measures: dict | None = None) -> tuple[CTE, list[tuple[Check, Select]]]:
    """Materialized CTE of person_id, k0..kN: the pick's population with its ranking values
    (its top-N cuts shared through `cuts`, `cut_tag` and `measures`, see `population`); with `salaries`,
    also each salary key's value under each of those salary readings (`_salary_column`), for a family statement."""
    members, checks = population(pick.steps, sem, name, cuts, cut_name, cut_tag, measures)
    keys = [key_column(i) for i in range(len(pick.keys))]
    fan = fan_factor(pick.steps, members.c.person_id, sem) if sem.fanout == "addresses" else None
    values = [measure(k.measure, members.c.person_id, sem, fan, k.order).label(c) for c, k in zip(keys, pick.keys)]
    values += [measure(k.measure, members.c.person_id, sem.with_(salary=salary), fan, k.order).label(_salary_column(c, salary))
               for salary in salaries for c, k in zip(keys, pick.keys) if k.measure is Metric.SALARY]
    return materialized(select(members.c.person_id, *values), f"{name}_valued"), checks


def _salary_column(key: str, salary: str) -> str:
    """A salary key's value under another salary reading, beside the family's own (`k0_latest`)."""
    return f"{key}_{salary}"


def _as_salary(values: CTE, pick: Pick, salary: str, name: str) -> CTE:
    """A family's values as a reading with another salary ranks them: its salary keys' own columns as k0..kN."""
    keys = [key_column(i) for i in range(len(pick.keys))]
    columns = [values.c[_salary_column(c, salary)].label(c) if k.measure is Metric.SALARY else values.c[c]
               for c, k in zip(keys, pick.keys)]
    return select(values.c.person_id, *columns).cte(f"{name}_{salary}")


def rank_valued(valued: CTE, pick: Pick, sem: Semantics, name: str, top: int | None = None) -> CTE:
    """CTE of person_id, full_name, k0..kN, rnk from a `valued_pick` CTE (see `ranked_pick`)."""
    people = SQL_TABLES[PEOPLE]
    keys = [key_column(i) for i in range(len(pick.keys))]
    order: list[ColumnElement] = [ordered(valued.c[c], k) for c, k in zip(keys, pick.keys)]
    if sem.ties == "file_order":
        order.append(valued.c.person_id)  # person ids follow file order
    rnk = func.rank().over(order_by=order) if order else literal(1)
    windowed = select(valued, rnk.label(RANK))
    if top is not None and pick.keys:
        cut, kept = within_top(valued, valued.c[keys[0]], pick.keys[0], top, name)
        windowed = windowed.join_from(valued, cut, kept)
    ranks = windowed.subquery(f"{name}_windowed")
    named = select(ranks.c[PERSON_ID], people.c[FULL_NAME], *[ranks.c[c] for c in keys], ranks.c[RANK]).join_from(
        ranks, people, ranks.c[PERSON_ID] == people.c.person_id
    )
    return named.cte(f"{name}_ranked")


def _finalists(picks: tuple[Pick, ...], sem: Semantics,
               ranked_for: Callable[[int, Pick], CTE] | None = None,
               name: str = "finalists") -> tuple[CTE, list[tuple[Check, Select]]]:
    """Each pick's people ranked within its top; `ranked_for(slot, pick)` gives a pick's ranked
    CTE when it is built elsewhere (a family's; no checks then)."""
    width = max(len(p.keys) for p in picks)
    parts, checks = [], []
    for slot, pick in enumerate(picks):
        if ranked_for is None:
            ranked, pick_checks = ranked_pick(pick, sem, f"s{slot}", pick.top)
            checks += pick_checks
        else:
            ranked = ranked_for(slot, pick)
        keys = [ranked.c[key_column(i)] if i < len(pick.keys) else null() for i in range(width)]
        fan = []  # each finalist's copies in a naive join of their own group (only under that reading)
        if sem.fanout == "addresses":
            fan = [func.coalesce(fan_factor(pick.steps, ranked.c[PERSON_ID], sem), 1).label(FAN)]
        parts.append(
            select(literal(slot).label(SLOT), ranked.c[PERSON_ID], ranked.c[FULL_NAME], ranked.c[RANK],
                   *[k.label(key_column(i)) for i, k in enumerate(keys)], *fan)
            .where(ranked.c[RANK] <= pick.top)
        )
    gathered = parts[0] if len(parts) == 1 else union_all(*parts)
    return gathered.cte(name), checks


def _value_columns(question: Question, pid: ColumnElement, sem: Semantics,
                   fan: ColumnElement | None = None) -> list[ColumnElement]:
    out = question.output
    match out:
        case Compare():
            return [measure(out.key.measure, pid, sem, fan, out.key.order).label(VALUE),
                    *[measure(k.measure, pid, sem, fan, k.order).label(tiebreak_column(i))
                      for i, k in enumerate(out.tiebreak)]]
        case BalanceOf():
            return [measure(Metric.BALANCE, pid, sem, fan).label(VALUE)]
        case RecordCount():
            total = sum((measure(r, pid, sem, fan) for r in out.records[1:]), measure(out.records[0], pid, sem, fan))
            return [total.label(VALUE)]
        case NameOf():
            return [cast(null(), Integer).label(VALUE)]
        case _:
            assert_never(out)


def _outcome(question: Question, valued: CTE, sem: Semantics) -> ColumnElement:
    out = question.output
    match out:
        case Compare():
            order: list[ColumnElement] = [ordered(valued.c[VALUE], out.key)]
            order += [ordered(valued.c[tiebreak_column(i)], k) for i, k in enumerate(out.tiebreak)]
            if sem.ties == "file_order":
                order.append(valued.c[PERSON_ID])  # person ids follow file order
            return func.rank().over(order_by=order)
        case BalanceOf():
            return func.sum(valued.c[VALUE]).over()
        case NameOf() | RecordCount():
            return valued.c[VALUE]
        case _:
            assert_never(out)


def answer_statement(question: Question, sem: Semantics = DEFAULT) -> tuple[Select, tuple[Check, ...]]:
    """The answer query (one row per finalist; see the module docstring) as a SQLAlchemy statement,
    and the checks its rows carry."""
    finalists, checks = _finalists(question.picks, sem)
    valued, outcome = _valued(question, sem, finalists, "valued")
    check_cols = [q.scalar_subquery().label(c.label) for c, q in checks]
    stmt = select(valued, outcome, *check_cols).order_by(valued.c[SLOT], valued.c[RANK], valued.c[PERSON_ID])
    return stmt, tuple(c for c, _ in checks)


def _valued(question: Question, sem: Semantics, finalists: CTE, name: str) -> tuple[CTE, ColumnElement]:
    """(the finalists with their output values, materialized; the outcome column over them)."""
    fan = finalists.c[FAN] if sem.fanout == "addresses" else None
    valued = materialized(select(finalists, *_value_columns(question, finalists.c[PERSON_ID], sem, fan)), name)
    return valued, _outcome(question, valued, sem).label(OUTCOME)


def _scaled_values(shared: CTE, pick: Pick, sem: Semantics, name: str, salaries: Sequence[str] = ()) -> CTE:
    """The family's ranking values under fanout="addresses": each additive value multiplied by the
    person's copies, as `valued_pick` computes them under that reading (the shared values when no
    step has copies); the values under other `salaries` too, each scaled as its reading scales it."""
    fan = fan_factor(pick.steps, shared.c.person_id, sem)
    readings = [sem, *(sem.with_(salary=salary) for salary in salaries)]
    if fan is None or not any(multiplied(k.measure, r, k.order) for k in pick.keys for r in readings):
        return shared
    fans = materialized(select(shared, fan.label(FAN)), f"{name}_fans")  # the copies counted once per person
    keys = [key_column(i) for i in range(len(pick.keys))]
    values = [scaled(fans.c[c], k.measure, sem, fans.c[FAN], k.order).label(c) for c, k in zip(keys, pick.keys)]
    values += [scaled(fans.c[_salary_column(c, salary)], k.measure, sem.with_(salary=salary), fans.c[FAN], k.order)
               .label(_salary_column(c, salary))
               for salary in salaries for c, k in zip(keys, pick.keys) if k.measure is Metric.SALARY]
    return materialized(select(fans.c.person_id, *values), f"{name}_scaled")


def _without_anchor_owners(values: CTE, pick: Pick, sem: Semantics, name: str) -> CTE:
    """Ranking values without the anchor's owners, as anchor_self="excluded" narrows each 'same ... as' step."""
    steps = [s for s in pick.steps if isinstance(s, SameAs)]
    if not steps:
        return values
    stmt = select(values)
    for step in steps:
        stmt = stmt.where(values.c.person_id.not_in(anchor_owners(step.anchor, sem)))
    return materialized(stmt, f"{name}_others")


def _top_slice(values: CTE, pick: Pick, excluding: bool, name: str) -> CTE:
    """The rows of a family's ranking values that can rank within the pick's top under any of its
    readings (`within_top`, shared): those whose first key is at least as good as the top-th best one,
    or, when readings leave the anchors' owners out of the group, the top-th best one among the rows
    that are no anchor's owner (every reading's group holds those rows, so its own top-th best value
    is at least as good). Each reading then ranks this slice instead of the whole group: the ranks
    within its top are the same, and a row outside its top stays outside it. Every row where the pick
    has no ranking key.

    With owners left out, the slice is cut from a wider one first: the rows at least as good as the
    (top + the number of owners)-th best one (leaving k people out moves the top-th best value down
    by at most k places), so the owners are looked for among those rows only."""
    if not pick.keys:
        return values
    first, key = key_column(0), pick.keys[0]
    owners = [anchor_owners(s.anchor, DEFAULT) for s in pick.steps if isinstance(s, SameAs)]  # DEFAULT: every owner
    if excluding and owners:
        counts = [select(func.count()).select_from(o.subquery()).scalar_subquery() for o in owners]
        cut, kept = within_top(values, values.c[first], key, pick.top, f"{name}_wide", True, more=sum(counts[1:], counts[0]))
        values = materialized(select(values).join_from(values, cut, kept), f"{name}_wide")
        among = and_(*[values.c.person_id.not_in(o) for o in owners])
        cut, kept = within_top(values, values.c[first], key, pick.top, f"{name}_slice", True, among=among)
    else:
        cut, kept = within_top(values, values.c[first], key, pick.top, f"{name}_slice", True)
    return materialized(select(values).join_from(values, cut, kept), f"{name}_slice")


def family_statement(question: Question, sems: Sequence[Semantics],
                     base: Semantics | None = None) -> tuple[CompoundSelect, tuple[Check, ...]]:
    """One statement answering several readings of a family (`compile.families`): each pick's
    group and ranking values are computed once, under the family's base reading (`base`, when
    the caller found it gives every reading's base the same groups), and each reading ranks
    them its own way: each ranks the pick's slice that can rank within its top under any reading
    (`_top_slice`, with copies or without), a narrowed reading (`compile.families.narrowed`) the slice
    of its part of the group. Its rows are each reading's answer-query rows, tagged with READING, the
    reading's index in `sems`, in no order (`run.answer.run_family` orders each reading's: the readings'
    UNION ALL sorted as a subquery made SQLite copy the whole WITH clause once per reading when preparing
    it, half the preparing of a family of twenty readings); returned with the checks they carry (none,
    but for a top-N family's cuts: `_top_family_statement`)."""
    if base is None and shares_top(question, sems):
        return _top_family_statement(question, sems)
    return union_all(*_family_parts(question, sems, base)), ()


def families_statement(question: Question, groups: Sequence[tuple[Sequence[Semantics], Semantics | None]]
                       ) -> tuple[CompoundSelect, tuple[Check, ...]]:
    """Several families of one question (each `(sems, base)` as `family_statement` takes them) in one statement,
    their readings numbered in order: the state leaders' values each family's groups rank (`population._state_leader`)
    computed once for all of them (the residents of the first address and of every address rank the same values)."""
    measures: dict[tuple, CTE] = {}
    parts: list[Select] = []
    for j, (sems, base) in enumerate(groups):
        parts += _family_parts(question, sems, base, len(parts), f"g{j}" if j else "", measures)
    return union_all(*parts), ()


def _family_parts(question: Question, sems: Sequence[Semantics], base: Semantics | None, first: int = 0,
                  tag: str = "", measures: dict[tuple, CTE] | None = None) -> list[Select]:
    """The rows of a family's readings (see `family_statement`), numbered from `first`; its shared CTEs' names
    tagged with `tag` and its state leaders' values shared through `measures` (`families_statement`)."""
    if not shares_population(question, sems, base):
        raise ValueError(f"{question.id}: these readings do not share their groups: {sems}")
    base = base or family_base(widened(question, sems[0]), question)
    salaries = [salary for salary in dict.fromkeys(s.salary for s in sems) if salary != base.salary]
    shared = [valued_pick(pick, base, f"s{slot}{tag}", salaries=salaries, measures=measures)[0]
              for slot, pick in enumerate(question.picks)]
    fanout = base.with_(fanout="addresses")  # copies depend on the group's steps, not on ties or anchor_self
    scaled_ = shared if base.fanout == "addresses" else [  # a base with copies has its values scaled already
        _scaled_values(v, pick, fanout, f"s{slot}{tag}", salaries) for slot, (v, pick) in enumerate(zip(shared, question.picks))]
    width = max(len(p.keys) for p in question.picks)
    ties = len(question.output.tiebreak) if isinstance(question.output, Compare) else 0
    excluding = any(s.anchor_self == "excluded" for s in sems)
    slices: dict[tuple[int, bool, Semantics | None, str | None], CTE] = {}
    parts_of: dict[tuple[int, Semantics], tuple[CTE, CTE]] = {}  # a narrowed group's (values, scaled values)

    def part_of(slot: int, pick: Pick, sem: Semantics) -> tuple[CTE, CTE]:
        """The rows of the shared values in a narrowed reading's group (and their values with copies)."""
        if (slot, sem) not in parts_of:
            name = f"n{len(parts_of)}{tag}_s{slot}"
            values = shared[slot]
            part = materialized(select(values).where(*members(pick.steps, values.c.person_id, sem, name)), f"{name}_part")
            # read with first addresses only, a member's one copy is the first address that put them in the group
            with_copies = part if sem.residency == "first" else _scaled_values(part, pick, sem.with_(fanout="addresses"),
                                                                               name, salaries)
            parts_of[slot, sem] = part, with_copies
        return parts_of[slot, sem]

    def slice_of(slot: int, pick: Pick, sem: Semantics) -> CTE:
        group = family_base(sem, question).with_(fanout="none") if sem.residency != base.residency else None
        values, scaled_values = (shared[slot], scaled_[slot]) if group is None else part_of(slot, pick, group)
        # copies that change no value (none scaled, or none of this pick's keys is a count or sum under this reading,
        # e.g. its best-paid job's salary where another reading's summed salary is scaled): the same slice
        fanned = (sem.fanout == "addresses" and scaled_values is not values
                  and any(multiplied(k.measure, sem, k.order) for k in pick.keys))
        salary = sem.salary if sem.salary != base.salary and any(k.measure is Metric.SALARY for k in pick.keys) else None
        if (slot, fanned, group, salary) not in slices:
            name = f"s{slot}{tag}{'_fan' if fanned else ''}{'' if group is None else f'_n{len(slices)}'}"
            ranked = scaled_values if fanned else values
            if salary is not None:  # another salary's values: its own columns, its own slice
                ranked, name = _as_salary(ranked, pick, salary, name), f"{name}_{salary}"
            slices[slot, fanned, group, salary] = _top_slice(ranked, pick, excluding, name)
        return slices[slot, fanned, group, salary]

    ranked_as: dict[tuple, CTE] = {}  # a pick's ranking, shared by the readings that rank alike

    parts = []
    for i, sem in enumerate(sems, first):
        def ranked_for(slot: int, pick: Pick, i: int = i, sem: Semantics = sem) -> CTE:
            """Reading i's ranking of the pick: its slice (without the anchors' owners, as its anchor
            options name them, when it leaves them out), ranked as its ties say. Readings that rank the
            same slice alike (differing only in what acts on another pick or after the ranking) share it."""
            values = slice_of(slot, pick, sem)
            excluded = (sem.anchor_owners, sem.anchor_record) if sem.anchor_self == "excluded" else None
            key = (slot, values.name, excluded, sem.ties)
            if key not in ranked_as:
                name = f"r{i}_s{slot}"
                if excluded is not None:
                    values = _without_anchor_owners(values, pick, sem, name)
                ranked_as[key] = rank_valued(values, pick, sem, name)
            return ranked_as[key]

        parts.append(_reading_rows(question, sem, i, ranked_for, width, ties))
    return parts


def _reading_rows(question: Question, sem: Semantics, i: int, ranked_for: Callable[[int, Pick], CTE],
                  width: int, ties: int, checks: list[tuple[Check, Select]] | None = None) -> Select:
    """Reading i's answer-query rows in a family statement, tagged with READING, from its picks'
    rankings (`ranked_for(slot, pick)`; in a top-N family it adds the reading's cuts' checks to
    `checks`, which become columns of its rows)."""
    finalists, _ = _finalists(question.picks, sem, ranked_for, f"r{i}_finalists")
    valued, outcome = _valued(question, sem, finalists, f"r{i}_valued")
    one = select(valued, outcome).subquery(f"r{i}")
    columns = [SLOT, PERSON_ID, FULL_NAME, RANK, *map(key_column, range(width)), VALUE,
               *map(tiebreak_column, range(ties)), OUTCOME]
    check_cols = [q.scalar_subquery().label(c.label) for c, q in checks or ()]
    return select(literal(i).label(READING), *[one.c[c] for c in columns], *check_cols)


def _top_family_statement(question: Question, sems: Sequence[Semantics]) -> tuple[CompoundSelect, tuple[Check, ...]]:
    """A top-N family's statement (`compile.families.top_base`): each pick's top-N cuts' ranking
    values computed once (and each cut once per way of breaking ties), named as in each reading's
    own statement, and each reading's later steps, ranking and answer on them; each reading's rows
    carry its own cuts' checks (the same checks for every reading, in the same columns). Readings of
    several top bases (their cuts rank values scaled by other copies, or of other people: `top_cut`)
    share one measure of everyone per first cut (`population._shared_top_values`), each base its cuts
    (its CTEs tagged `b1`, `b2`, ... after the first base's)."""
    bases = list(dict.fromkeys(top_base(question, s) for s in sems))
    cuts: list[dict[Semantics | None, dict]] = [{} for _ in question.picks]
    measures: list[dict | None] = [{} if len(bases) > 1 else None for _ in question.picks]
    width = max(len(p.keys) for p in question.picks)
    ties = len(question.output.tiebreak) if isinstance(question.output, Compare) else 0
    parts: list[Select] = []
    labels: list[tuple[Check, ...]] = []
    for i, sem in enumerate(sems):
        mine: list[tuple[Check, Select]] = []
        base = top_base(question, sem)
        tag = f"b{bases.index(base)}" if bases.index(base) else ""

        def ranked_for(slot: int, pick: Pick, i: int = i, sem: Semantics = sem,
                       mine: list[tuple[Check, Select]] = mine, base: Semantics | None = base, tag: str = tag) -> CTE:
            valued, pick_checks = valued_pick(pick, sem, f"r{i}_s{slot}", cuts[slot].setdefault(base, {}), f"s{slot}",
                                              cut_tag=tag, measures=measures[slot])
            mine.extend(pick_checks)
            return rank_valued(valued, pick, sem, f"r{i}_s{slot}", pick.top)

        parts.append(_reading_rows(question, sem, i, ranked_for, width, ties, mine))
        labels.append(tuple(c for c, _ in mine))
    if len({tuple((c.expected, c.what) for c in cs) for cs in labels}) != 1:
        raise ValueError(f"{question.id}: these readings do not cut alike: {sems}")
    return union_all(*parts), labels[0]


def compile_family(question: Question, sems: Sequence[Semantics], base: Semantics | None = None) -> CompiledQuery:
    """The family statement of these readings, rendered (see `family_statement`), and the checks its rows carry;
    it reads each person's total balance from `compile.precomputed`'s table (`run.answer.run_family` creates it)."""
    with precomputed():
        stmt, checks = family_statement(question, sems, base)
        sql, params = render(stmt)
    return CompiledQuery(question.id, question.output.template, sql, tuple(params), checks)


def compile_families(question: Question, groups: Sequence[tuple[Sequence[Semantics], Semantics | None]]) -> CompiledQuery:
    """Several families' statement, rendered (see `families_statement`), reading balances as `compile_family`."""
    with precomputed():
        stmt, checks = families_statement(question, groups)
        sql, params = render(stmt)
    return CompiledQuery(question.id, question.output.template, sql, tuple(params), checks)


def compile_question(question: Question, sem: Semantics = DEFAULT) -> CompiledQuery:
    """The question's answer query, rendered."""
    stmt, checks = answer_statement(question, sem)
    sql, params = render(stmt)
    return CompiledQuery(question.id, question.output.template, sql, tuple(params), checks)


@lru_cache(maxsize=1)
def _dialect():
    """One SQLite dialect for every rendering: it caches each type's implementation (a new one per
    statement cost about 1 ms of a 7 ms rendering)."""
    from sqlalchemy.dialects import sqlite

    return sqlite.dialect()


def render(stmt) -> Statement:
    """SQLite text with ? placeholders, and the bound values in order."""
    compiled = stmt.compile(dialect=_dialect(), compile_kwargs={"render_postcompile": True})
    return Statement(str(compiled), tuple(compiled.params[name] for name in compiled.positiontup))
