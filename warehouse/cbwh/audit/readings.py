"""Running a question's readings: each distinct statement once, and the anchor readings `ask` checks.

Shared by `cbwh audit` (every reading) and `cbwh ask` (only what an anchor names); kept
free of the audit's process pool so `ask` imports little.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from cbwh.audit.variants import shared_pet_names, variants_for
from cbwh.compile.evidence import without_anchor_options
from cbwh.compile.families import family_base, has_top, shares_population, shares_top, top_base, widened
from cbwh.compile.query import CompiledQuery
from cbwh.compile.shapes import compile_families_shared, compile_family_shared, compile_shared
from cbwh.run import facts
from cbwh.run.answer import Result, run_compiled, run_family
from cbwh.spec.model import (
    Attribute,
    Compare,
    CurrentJobStartedIn,
    Key,
    Metric,
    Order,
    Pick,
    Question,
    SameAs,
    StateLeader,
    TopN,
)
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.spec.words import READING_WORDS
from cbwh.store.connect import GuardedConnection

if TYPE_CHECKING:  # (its two dataclasses cost `ask` ~10 M instructions to create; built only when a reading differs)
    from cbwh.audit.verdict import Outcome


def outcome(name: str, words: str, r: Result) -> Outcome:
    from cbwh.audit.verdict import Outcome

    return Outcome(name, words, r.answer, r.reason, r.compiled.sql, r.compiled.params)


def readings(conn: GuardedConnection, q: Question, default: Result | None,
             planned: Sequence[Semantics] = ()) -> Callable[[Semantics], Result]:
    """A reading's result; readings that render the same statement, or that differ only in
    how the anchor is resolved while resolving it to the same values, run once.

    The `planned` readings are run up front, a family of them (`compile.families`: readings
    that differ only in ties, anchor_self and fanout, or also in anchor options that resolve
    the anchor to the same values) in one statement that computes their groups and ranking
    values once. `default` is the default reading's result when the caller has it already;
    without it the default reading may be planned like any other (the audit's: it is then a
    member of its family instead of a statement of its own). Run inside `facts.remembering`:
    the anchor facts compared for each reading are shared by most of them."""
    results = {} if default is None else {(default.compiled.sql, default.compiled.params): default}
    compiled_as: dict[Semantics, CompiledQuery] = {}  # each reading's statement, bound once (planned, then read)
    plain_of: dict[Semantics, Semantics] = {}

    def compiled_for(sem: Semantics) -> CompiledQuery:
        if sem not in compiled_as:
            compiled_as[sem] = compile_shared(q, sem)
        return compiled_as[sem]

    def runs_as(sem: Semantics) -> Semantics:
        """The reading whose rows sem's are: itself, or the same reading without anchor options
        when those resolve the anchor to the same values."""
        if sem not in plain_of:
            plain = without_anchor_options(sem)
            plain_of[sem] = plain if plain != sem and facts.same_anchor_facts(conn, q, sem, plain) else sem
        return plain_of[sem]

    alike: dict[Semantics, list[Semantics]] = {}  # readings run, by their reading without anchor options

    def twin_of(sem: Semantics) -> Semantics | None:
        """A reading run already that differs from sem only in anchor options resolving the anchors alike
        ('pet X read as its first record' and 'only the anchor's first owner', when that is one person)."""
        return next((other for other in alike.get(without_anchor_options(sem), ())
                     if facts.same_anchor_facts(conn, q, sem, other)), None)

    def reading(sem: Semantics) -> Result:
        compiled = compiled_for(sem)
        plain = runs_as(sem)
        if plain != sem:
            same = reading(plain)  # its own SQL is shown, the equivalent reading's rows are reused
            return Result(q, compiled, same.rows, same.answer, same.reason)
        key = (compiled.sql, compiled.params)
        if key not in results:
            twin = twin_of(sem)
            if twin is not None:
                same = reading(twin)
                return Result(q, compiled, same.rows, same.answer, same.reason)
            results[key] = run_compiled(conn, q, compiled)
        alike.setdefault(without_anchor_options(sem), []).append(sem)
        return results[key]

    def family_of(sem: Semantics) -> Semantics | None:
        """The base a reading's family is keyed by: None for every reading of a question with a top-N cut
        that has a top base (one statement: each base's cuts ranking one measure of everyone, computed once;
        alone where it has none), or its groups' reading (a base whose anchor options resolve alike: the plain base)."""
        if has_top(q):
            return None if top_base(q, sem) is not None else sem
        return runs_as(family_base(widened(q, sem), q))

    families: dict[Semantics | None, dict[tuple, tuple[Semantics, CompiledQuery]]] = {}
    planned_keys: set[tuple] = set()  # a statement planned in one family is not planned again in another
    for sem in dict.fromkeys(runs_as(s) for s in planned):  # ('top_cut=before' where the cut comes first anyway)
        compiled = compiled_for(sem)
        key = (compiled.sql, compiled.params)
        if key not in results and key not in planned_keys:
            planned_keys.add(key)
            families.setdefault(family_of(sem), {})[key] = (sem, compiled)
    groups: list[tuple[tuple[tuple[Semantics, ...], Semantics | None], dict]] = []  # ((sems, base), family)
    for base, family in families.items():
        sems = tuple(sem for sem, _ in family.values())
        if len(sems) < 2 and not (sems[0].residency == "first" and shares_population(q, sems)):
            continue  # (a reading of first addresses alone runs as a family of one: they are read from the worker's table)
        if shares_top(q, sems) or shares_population(q, sems):
            groups.append(((sems, None), family))
        elif shares_population(q, sems, base):
            groups.append(((sems, base), family))
    if len(groups) > 1 and not has_top(q) and any(isinstance(s, StateLeader) for p in q.picks for s in p.steps):
        # the families' groups rank the same state leaders' values (every address, the first): one statement
        statement = compile_families_shared(q, tuple(g for g, _ in groups))
        ran = run_family(conn, q, statement, [c for _, family in groups for _, c in family.values()])
        results.update(zip([key for _, family in groups for key in family], ran))
        groups = []
    for (sems, base), family in groups:
        ran = run_family(conn, q, compile_family_shared(q, sems, base), [c for _, c in family.values()])
        results.update(zip(family, ran))
    return reading


def anchor_doubts(conn: GuardedConnection, q: Question, default: Result) -> list[Outcome]:
    """The readings of what an anchor names that change the default answer.

    "The owner of pet 'Jennifer'" presupposes one owner and "the same state as X" one
    state. When a pet name (no species given) matches several pets, or an anchored
    step's owner(s) hold several values, the audit's anchor readings (the first pet of
    that name, each pet alone, the owner's first value, each of its values alone) are
    tried; any that gives another answer is returned. An anchor naming one owner with
    one value cannot be read another way: nothing is run for it."""
    steps = tuple(dict.fromkeys(q.anchored_steps))
    if not (steps or q.excluded_steps) or (
            not shared_pet_names(conn, q) and all(len(facts.anchor_values(conn, s)) <= 1 for s in steps)):
        return []
    reading = readings(conn, q, default)
    doubts = []
    for v in variants_for(conn, q, default.answer is None):
        if v.semantics != DEFAULT and without_anchor_options(v.semantics) == DEFAULT:
            r = reading(v.semantics)
            if r.answer != default.answer:
                doubts.append(outcome(v.name, v.words, r))
    return doubts


def _all_keys(q: Question) -> list[Key]:
    """Every ranking key of a question: its picks', their top-N and state-leader steps', a comparison's."""
    keys = [k for pick in q.picks for k in (*pick.keys, *(s.key for s in pick.steps if isinstance(s, (TopN, StateLeader))))]
    if isinstance(q.output, Compare):
        keys += [q.output.key, *q.output.tiebreak]
    return keys


def salary_in_doubt(q: Question, pay_worded: bool = False) -> bool:
    """Does the question rank or compare people by the salary end that 'max over their jobs' does not settle?
    'The highest salary' is the best-paid job, whichever reading (the audit still tries the others); 'the
    lowest salary', 'who earns more', and any salary ranking said of what a person is paid now ('who earns the
    most', 'the top 3 earners': pay_worded, see words.PAY_WORDS) could be a person's best-paid job, their latest
    job or all jobs added; so could any salary ranking of people grouped by when their current job started. Keys
    inside top-N and state-leader steps count too."""
    keys = _all_keys(q)
    return Key(Metric.SALARY, Order.LOW) in keys or (
        isinstance(q.output, Compare) and Metric.SALARY in (q.output.key.measure, *(k.measure for k in q.output.tiebreak))
    ) or (pay_worded and any(k.measure is Metric.SALARY for k in keys)) or any(
        any(isinstance(s, CurrentJobStartedIn) for s in pick.steps) and any(k.measure is Metric.SALARY for k in pick.keys)
        for pick in q.picks)  # a group by its current job, ranked by salary: the current job's, or the best-paid


def current_job_in_doubt(q: Question) -> bool:
    """Does the question rank or compare people by who started their current job the earliest ('has been at their
    current job the longest')? Job records have no end dates, so a person with several jobs may hold them all: their
    current job is their latest one (the default), or any of them (Semantics(job_start="any"), p12w R4). 'Most
    recently' is the latest start under both readings."""
    return Key(Metric.JOB_START, Order.LOW) in _all_keys(q)


def balance_orders(q: Question) -> frozenset[Order]:
    """The ends the question ranks or compares people's bank balances by, none when it does not (Semantics.balance
    reads such a ranking as all accounts added, or one account per person: their largest for the highest, their
    smallest for the lowest)."""
    return frozenset(k.order for k in _all_keys(q) if k.measure is Metric.BALANCE)


def salary_doubts(conn: GuardedConnection, q: Question, default: Result, pay_worded: bool = False,
                  one_job: bool = False) -> list[Outcome]:
    """The salary readings (latest job, all jobs added) that change the default answer, when the
    question's words leave the salary open (see `salary_in_doubt`); all jobs added not when the words say one job at
    the top ('the best-paid job': `one_job`; a salary ranked by its low end is any job's, and stays checked)."""
    if not salary_in_doubt(q, pay_worded):
        return []
    reading = readings(conn, q, default)
    doubts = []
    one_job = one_job and Key(Metric.SALARY, Order.LOW) not in _all_keys(q)
    for option in ("salary=latest",) if one_job else ("salary=latest", "salary=sum"):
        r = reading(DEFAULT.with_(salary=option.split("=")[1]))
        if r.answer != default.answer:
            doubts.append(outcome(option, READING_WORDS[option], r))
    return doubts


def without_salary(conn: GuardedConnection, q: Question, default: Result) -> tuple[str, list[str]] | None:
    """People with no job (no salary) who would be the lowest paid if having no job is earning nothing: for the
    first pick ranked by the lowest salary (or cut to its lowest earners, or its state's lowest earner) whose
    population holds people with no salary tied with the winner on every earlier key. (The ranking words, e.g.
    'who earns the least' and a tie-breaker 'the lowest-paid', name the lowest salary: they then leave people
    without a job out in silence.) Returns (what the ranking is, their names), or None."""
    low = Key(Metric.SALARY, Order.LOW)
    for pick in q.picks:
        tried: list[Pick] = []
        for n, step in enumerate(pick.steps):  # the population a top-N or state-leader cut is taken from
            if isinstance(step, (TopN, StateLeader)) and step.key == low:
                tried.append(Pick(pick.steps[:n], (low,)))
        if low in pick.keys:
            tried.append(Pick(pick.steps, pick.keys[:pick.keys.index(low) + 1]))
        for p in tried:
            ranked = facts.candidates(conn, p, DEFAULT, 100_000)
            if not ranked:
                continue
            first = ranked[0].keys[:-1]
            idle = [c.full_name for c in ranked if c.keys[-1] is None and c.keys[:-1] == first]
            if idle:
                return "the lowest salary", idle
    if isinstance(out := q.output, Compare) and low in out.tiebreak and default.rows:
        # the two compared tied, the tie going to the lower salary, one of them with no job (r83 F1): earning
        # nothing, they would be the lower paid
        firsts = [[r for r in default.rows if r.slot == slot] for slot in (0, 1)]
        if all(len(mine) == 1 for mine in firsts):
            a, b = firsts[0][0], firsts[1][0]
            at = out.tiebreak.index(low)
            if a.value == b.value and a.tiebreaks[:at] == b.tiebreaks[:at] and \
                    (idle := [r.full_name for r in (a, b) if r.tiebreaks[at] is None]):
                return "the lower salary", idle
    return None


def past_title(conn: GuardedConnection, q: Question) -> tuple[str, str | None, set[str]] | None:
    """A person picked through 'the same job title as X' who holds that title only in an earlier job: (their name,
    their current title, X's titles), or None. Read as the title people have now ('have the same job title'),
    they would not be in the group; people who have it now are a subset of those who ever had it, so with the
    same anchor values only a picked person can change the answer. Not looked at: a top-N or state-leader cut
    after the step, and a comparison, where another person picked may still win or lose alike (upstream's
    cb-cloud-97 compares two such people, by its any-job convention)."""
    steps = [(pick, s) for pick in q.picks for s in pick.steps if isinstance(s, SameAs) and s.attribute is Attribute.JOB_TITLE]
    if not steps or isinstance(q.output, Compare):
        return None
    now = facts.current_titles(conn)
    for pick, step in steps:
        titles = {v[0] for v in facts.anchor_values(conn, step)}
        for c in facts.candidates(conn, pick, DEFAULT, pick.top + 1)[:pick.top]:
            if now.get(c.person_id) not in titles:
                return c.full_name, now.get(c.person_id), titles
    return None
