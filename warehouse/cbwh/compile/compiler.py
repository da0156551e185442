"""Spec -> one SQL query: picks ranked, finalists gathered, the output computed.

The answer query returns one row per finalist (a person ranked within the top of
their pick, ties included), in a fixed shape:

    slot, person_id, full_name, rnk, k0..kN (the pick's ranking values),
    value (the output measure), t0..tM (compare tie-breakers), outcome,
    plus one column per Check (e.g. the size of a top-15 cut).

The runner reads the answer from it and detects ties; nothing is broken silently.
"""

from __future__ import annotations

from sqlalchemy import Integer, Select, cast, func, literal, null, select, union_all

from cbwh.compile.measures import materialized, measure, ordered
from cbwh.compile.population import fan_factor, population
from cbwh.compile.query import Check, CompiledQuery, Statement
from cbwh.spec.model import BalanceOf, Compare, Metric, Pick, Question, RecordCount
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.schema import SQL_TABLES


def ranked_pick(pick: Pick, sem: Semantics, name: str):
    """CTE of person_id, full_name, k0..kN, rnk: the pick's population, each key computed once.

    Names are looked up after ranking, so a filter on rnk spares the lookups of the rest.
    """
    members, checks = population(pick.steps, sem, name)
    people = SQL_TABLES["people"]
    fan = fan_factor(pick.steps, members.c.person_id, sem) if sem.fanout == "addresses" else None
    values = [measure(k.measure, members.c.person_id, sem, fan).label(f"k{i}") for i, k in enumerate(pick.keys)]
    valued = materialized(select(members.c.person_id, *values), f"{name}_valued")
    order = [ordered(valued.c[f"k{i}"], k) for i, k in enumerate(pick.keys)]
    if sem.ties == "file_order":
        order.append(valued.c.person_id)  # person ids follow file order
    rnk = func.rank().over(order_by=order) if order else literal(1)
    windowed = select(valued, rnk.label("rnk")).subquery(f"{name}_windowed")
    keys = [windowed.c[f"k{i}"] for i in range(len(pick.keys))]
    named = select(windowed.c.person_id, people.c.full_name, *keys, windowed.c.rnk).join_from(
        windowed, people, windowed.c.person_id == people.c.person_id
    )
    return named.cte(f"{name}_ranked"), checks


def _finalists(picks: tuple[Pick, ...], sem: Semantics):
    width = max(len(p.keys) for p in picks)
    parts, checks = [], []
    for slot, pick in enumerate(picks):
        ranked, pick_checks = ranked_pick(pick, sem, f"s{slot}")
        checks += pick_checks
        keys = [ranked.c[f"k{i}"] if i < len(pick.keys) else null() for i in range(width)]
        fan = []  # each finalist's copies in a naive join of their own group (only under that reading)
        if sem.fanout == "addresses":
            fan = [func.coalesce(fan_factor(pick.steps, ranked.c.person_id, sem), 1).label("fan")]
        parts.append(
            select(literal(slot).label("slot"), ranked.c.person_id, ranked.c.full_name, ranked.c.rnk,
                   *[k.label(f"k{i}") for i, k in enumerate(keys)], *fan)
            .where(ranked.c.rnk <= pick.top)
        )
    gathered = parts[0] if len(parts) == 1 else union_all(*parts)
    return gathered.cte("finalists"), checks


def _value_columns(question: Question, pid, sem: Semantics, fan=None):
    out = question.output
    if isinstance(out, Compare):
        return [measure(out.key.measure, pid, sem, fan).label("value"),
                *[measure(k.measure, pid, sem, fan).label(f"t{i}") for i, k in enumerate(out.tiebreak)]]
    if isinstance(out, BalanceOf):
        return [measure(Metric.BALANCE, pid, sem, fan).label("value")]
    if isinstance(out, RecordCount):
        total = sum((measure(r, pid, sem, fan) for r in out.records[1:]), measure(out.records[0], pid, sem, fan))
        return [total.label("value")]
    return [cast(null(), Integer).label("value")]


def _outcome(question: Question, valued, sem: Semantics):
    out = question.output
    if isinstance(out, Compare):
        order = [ordered(valued.c.value, out.key)]
        order += [ordered(valued.c[f"t{i}"], k) for i, k in enumerate(out.tiebreak)]
        if sem.ties == "file_order":
            order.append(valued.c.person_id)  # person ids follow file order
        return func.rank().over(order_by=order)
    if isinstance(out, BalanceOf):
        return func.sum(valued.c.value).over()
    return valued.c.value


def answer_statement(question: Question, sem: Semantics = DEFAULT) -> tuple[Select, tuple[Check, ...]]:
    """The answer query as a SQLAlchemy statement, and the checks its rows carry."""
    picks = question.picks
    finalists, checks = _finalists(picks, sem)
    fan = finalists.c.fan if sem.fanout == "addresses" else None
    valued = materialized(select(finalists, *_value_columns(question, finalists.c.person_id, sem, fan)), "valued")
    check_cols = [q.scalar_subquery().label(c.label) for c, q in checks]
    stmt = select(valued, _outcome(question, valued, sem).label("outcome"), *check_cols).order_by(
        valued.c.slot, valued.c.rnk, valued.c.person_id
    )
    return stmt, tuple(c for c, _ in checks)


def compile_question(question: Question, sem: Semantics = DEFAULT) -> CompiledQuery:
    stmt, checks = answer_statement(question, sem)
    sql, params = render(stmt)
    return CompiledQuery(question.id, question.output.template, sql, tuple(params), checks)


def render(stmt) -> Statement:
    """SQLite text with ? placeholders, and the bound values in order."""
    from sqlalchemy.dialects import sqlite

    compiled = stmt.compile(dialect=sqlite.dialect(), compile_kwargs={"render_postcompile": True})
    return Statement(str(compiled), tuple(compiled.params[name] for name in compiled.positiontup))
