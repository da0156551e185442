"""Family statements (`compile.families`): readings that differ only in ties, anchor_self and
fanout answered by one statement give each reading exactly the rows of its own statement.

The default suite checks one family in tests/test_audit.py (on statements the audit tests
compile anyway); the kinds of groups, outputs and bases are checked here, under -m slow."""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from cbwh.compile.families import family_base, narrowed, shares_population, shares_top, top_base
from cbwh.compile.shapes import compile_families_shared, compile_family_shared, compile_shared
from cbwh.run.answer import run_compiled, run_family
from cbwh.spec.catalog import load_catalog
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.connect import open_readonly

from spec_helpers import question

FAMILY = [dict(ties=t, anchor_self=a, fanout=f)
          for t, a, f in product(("report", "file_order"), ("included", "excluded"), ("none", "addresses"))]
BASES = [DEFAULT, DEFAULT.with_(residency="first"), DEFAULT.with_(salary="sum", anchor_values="first")]
OHIO = '{ same = "state", username = "carol" }'  # Alice, Bob (Ohio and Texas), Carol, Hank; Alice and Carol tie on balance
BOB = '{ same = "state", plate = "BBB 221" }'  # Bob lives in Ohio and Texas: he counts twice in a naive join
BODIES = {
    "balance tie": f'answer = "name"\namong = [{OHIO}]\nrank = ["highest balance"]',
    "two keys": f'answer = "name"\namong = [{BOB}]\nrank = ["most vehicles", "oldest"]',
    "salary, top 2": f'answer = "name"\namong = [{BOB}]\nrank = ["highest salary"]\ntop = 2',
    "condition and rank": f'answer = "name"\namong = [{OHIO}, {{ count = "pets", op = ">=", n = 1 }}]\nrank = ["highest balance"]',
    "state leaders": 'answer = "name"\namong = [{ state_leader_by = "highest balance" }]\nrank = ["oldest"]',
    "compare": ('answer = "compare"\ncompare = "most vehicles"\ntiebreak = ["highest balance"]\nsubjects = [\n'
                f'  {{ among = [{OHIO}], rank = ["highest balance"] }},\n  {{ among = [{BOB}], rank = ["oldest"] }},\n]'),
    "balance of": f'answer = "balance"\nsubjects = [{{ among = [{OHIO}], rank = ["most vehicles"] }}]',
}


def family_rows_match(conn, q, base: Semantics) -> int:
    """Run every reading of base's family alone and all together; compare rows and answers."""
    sems = [base.with_(**options) for options in FAMILY]
    sems += [s.with_(salary=salary) for s in sems[:4] for salary in ("max", "latest", "sum") if salary != base.salary]
    if narrowed(q, base.with_(residency="first")):  # first addresses only: a part of the same group
        sems = list(dict.fromkeys([*sems, *(s.with_(residency="first") for s in sems)]))
    families = [sems]
    if not shares_population(q, sems):  # a count condition: fanout changes the group, a family of its own
        families = [[s for s in sems if s.fanout == f] for f in ("none", "addresses")]
    answered = 0
    for sems in families:
        assert shares_population(q, sems)
        alone = [run_compiled(conn, q, compile_shared(q, s)) for s in sems]
        together = run_family(conn, q, compile_family_shared(q, tuple(sems)), [r.compiled for r in alone])
        for sem, one, fam in zip(sems, alone, together):
            assert (fam.rows, fam.answer, fam.reason) == (one.rows, one.answer, one.reason), sem.changed()
            assert fam.compiled == one.compiled  # each reading shows its own statement
        answered += sum(r.answer is not None for r in alone)
    return answered


@pytest.mark.slow
@pytest.mark.parametrize("body", BODIES.values(), ids=BODIES.keys())
def test_every_kind_of_family_statement(mini_db, body):
    conn = open_readonly(mini_db)
    try:
        answered = [family_rows_match(conn, question(body), base) for base in BASES]
    finally:
        conn.close()
    assert any(answered)  # not only ambiguous readings compared


@pytest.mark.slow
def test_family_statements_on_catalog_questions(real_db):
    catalog = load_catalog()
    conn = open_readonly(real_db)
    try:
        for qid in ("cb-cloud-0", "cb-cloud-15", "cb-cloud-76", "cb-cloud-83"):
            family_rows_match(conn, catalog[qid], DEFAULT)
    finally:
        conn.close()


def families_rows_match(conn, q) -> int:
    """The families of every address and of first addresses only, in one statement (`families_statement`:
    their state leaders' values computed once): each reading's rows and answer are its own statement's."""
    groups = [tuple(DEFAULT.with_(residency=r, **options) for options in FAMILY) for r in ("any", "first")]
    sems = [s for g in groups for s in g]
    alone = [run_compiled(conn, q, compile_shared(q, s)) for s in sems]
    statement = compile_families_shared(q, tuple((g, None) for g in groups))
    assert statement.sql.count("leader_valued AS") == 1
    together = run_family(conn, q, statement, [r.compiled for r in alone])
    for sem, one, fam in zip(sems, alone, together):
        assert (fam.rows, fam.answer, fam.reason) == (one.rows, one.answer, one.reason), sem.changed()
    return sum(r.answer is not None for r in alone)


@pytest.mark.slow
def test_families_of_state_leaders_in_one_statement(mini_db, real_db):
    leaders = [q for q in (question(BODIES["state leaders"]), load_catalog()["cb-cloud-76"])]
    answered = []
    for db, q in zip((mini_db, real_db), leaders):
        conn = open_readonly(db)
        try:
            answered.append(families_rows_match(conn, q))
        finally:
            conn.close()
    assert all(answered)


def test_what_a_family_may_share():
    ranked = question(f'answer = "name"\namong = [{BOB}]\nrank = ["most vehicles"]')
    ties, fanout = DEFAULT.with_(ties="file_order"), DEFAULT.with_(fanout="addresses", anchor_self="excluded")
    assert shares_population(ranked, [DEFAULT, ties, fanout]) and family_base(fanout) == DEFAULT
    assert shares_population(ranked, [DEFAULT, DEFAULT.with_(salary="sum")])  # another salary: values, not groups
    by_pay = question('answer = "name"\namong = [{ state_leader_by = "highest salary" }]\nrank = ["oldest"]')
    assert not shares_population(by_pay, [DEFAULT, DEFAULT.with_(salary="sum")])  # other leaders
    top = question(f'answer = "name"\namong = [{{ top = 2, by = "highest balance" }}, {BOB}]')
    assert not shares_population(top, [DEFAULT, ties])  # ties break the top-2 cut: another group
    counted = question(f'answer = "name"\namong = [{BOB}, {{ count = "vehicles", op = ">=", n = 2 }}]')
    assert shares_population(counted, [DEFAULT, ties]) and not shares_population(counted, [DEFAULT, fanout])
    assert shares_population(counted, [fanout, fanout.with_(ties="file_order")])  # a family with copies
    first = DEFAULT.with_(residency="first")  # first addresses only: a part of the group, the same values
    assert shares_population(ranked, [DEFAULT, first, fanout.with_(residency="first")])
    assert not shares_population(counted, [DEFAULT, first])  # copies counted by address
    leaders = question('answer = "name"\namong = [{ state_leader_by = "highest balance" }]\nrank = ["oldest"]')
    assert not shares_population(leaders, [DEFAULT, first])  # other leaders


def top_family_rows_match(conn, q, *bases: Semantics) -> int:
    """A top-N family (`top_base`): readings differing only in the options that act after the cut,
    run alone and all together; compare rows (the cut's check values too) and answers. With several
    bases, every base's readings in one statement (their cuts rank one measure of everyone)."""
    group = [{}, dict(residency="first"), dict(anchor_self="excluded"), dict(anchor_owners="first", anchor_self="excluded"),
             dict(city="name", current_job="any"), dict(ties="file_order"), dict(ties="file_order", residency="first")]
    sems = []
    for base in bases:
        mine = group if base.fanout == "none" else [  # the copies' options stay
            g for g in group if not {"residency", "anchor_owners", "city"} & g.keys()]
        sems += [base.with_(**options) for options in mine]
    sems = list(dict.fromkeys(sems))
    assert shares_top(q, sems)
    alone = [run_compiled(conn, q, compile_shared(q, s)) for s in sems]
    together = run_family(conn, q, compile_family_shared(q, tuple(sems)), [r.compiled for r in alone])
    for sem, one, fam in zip(sems, alone, together):
        assert (fam.rows, fam.answer, fam.reason) == (one.rows, one.answer, one.reason), sem.changed()
        assert fam.compiled == one.compiled
    return sum(r.answer is not None for r in alone)


TOPS = {
    "top 2, then a state": f'answer = "name"\namong = [{{ top = 2, by = "highest balance" }}, {OHIO}]',
    "count, top 3, state": (f'answer = "name"\namong = [{{ count = "vehicles", op = ">=", n = 1 }}, '
                            f'{{ top = 3, by = "most vehicles" }}, {BOB}]\nrank = ["highest balance"]'),
    "two cuts, state": (f'answer = "name"\namong = [{{ top = 4, by = "most vehicles" }}, {{ top = 2, by = "highest balance" }}, '
                        f'{BOB}]\nrank = ["oldest"]'),
}


@pytest.mark.slow
@pytest.mark.parametrize("body", TOPS.values(), ids=TOPS.keys())
def test_every_kind_of_top_family_statement(mini_db, body):
    conn = open_readonly(mini_db)
    try:
        bases = [DEFAULT, DEFAULT.with_(top_cut="before"), DEFAULT.with_(salary="sum"), DEFAULT.with_(fanout="addresses")]
        answered = [top_family_rows_match(conn, question(body), base) for base in bases]
        fanned = DEFAULT.with_(fanout="addresses")
        answered.append(top_family_rows_match(conn, question(body), *bases, fanned.with_(residency="first"),
                                              fanned.with_(top_cut="before"), fanned.with_(balance="account")))
    finally:
        conn.close()
    assert any(answered)


@pytest.mark.slow
def test_top_family_statements_on_catalog_questions(real_db):
    catalog = load_catalog()
    conn = open_readonly(real_db)
    try:
        for qid in ("cb-cloud-3", "cb-cloud-27"):
            bases = (DEFAULT, DEFAULT.with_(fanout="addresses"), DEFAULT.with_(top_cut="before"))
            for base in bases:
                top_family_rows_match(conn, catalog[qid], base)
            top_family_rows_match(conn, catalog[qid], *bases, DEFAULT.with_(fanout="addresses", residency="first"))
    finally:
        conn.close()


def test_what_a_top_family_may_share():
    top = question(f'answer = "name"\namong = [{{ top = 2, by = "highest balance" }}, {BOB}]')
    after = [DEFAULT, DEFAULT.with_(residency="first", anchor_self="excluded"), DEFAULT.with_(anchor_owners="first")]
    assert shares_top(top, after) and top_base(top, after[1]) == DEFAULT
    assert shares_top(top, [DEFAULT, DEFAULT.with_(ties="file_order")])  # another top 2, from the same values
    fanout = DEFAULT.with_(fanout="addresses")  # copies from the state step change the values: another base
    assert top_base(top, fanout) != top_base(top, DEFAULT) == DEFAULT
    assert top_base(top, fanout) == top_base(top, fanout.with_(ties="file_order"))
    assert top_base(top, fanout) != top_base(top, fanout.with_(residency="first"))  # other copies
    assert shares_top(top, [DEFAULT, fanout, fanout.with_(residency="first")])  # one statement: a cut per base
    state_first = question(f'answer = "name"\namong = [{BOB}, {{ top = 2, by = "highest balance" }}]')
    assert top_base(state_first, DEFAULT) is None  # the cut ranks a group the state options change
    assert top_base(state_first, DEFAULT.with_(top_cut="before")) == DEFAULT.with_(top_cut="before")


# A ranking by each person's largest single account (Semantics(balance="account")) is no sum: a naive join's
# copies repeat that account, they do not add to it, so a family's fanout readings must rank it unscaled, as
# `compile.measures.measure` does for the reading alone (found by reading the code: the family scaled it).
ACCOUNT = DEFAULT.with_(balance="account")
ACCOUNT_BODIES = {
    "largest account, two states": f'answer = "name"\namong = [{BOB}]\nrank = ["highest balance"]',
    "compare by it": ('answer = "compare"\ncompare = "most vehicles"\ntiebreak = ["highest balance"]\nsubjects = [\n'
                      f'  {{ among = [{OHIO}], rank = ["highest balance"] }},\n  {{ among = [{BOB}], rank = ["highest balance"] }},\n]'),
}


def _replicated_mini(tmp_path_factory, k: int) -> Path:
    import importlib.util

    from cbwh.store.ingest import ingest

    from minicorpus import write_corpus

    path = Path(__file__).parents[1] / "benchmarks" / "replicate.py"
    spec = importlib.util.spec_from_file_location("replicate", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    base = tmp_path_factory.mktemp("replicated")
    db = base / "mini.db"
    ingest(module.replicate(write_corpus(base / "one"), base / "files", k), db)
    return db


def account_rows_match(db: Path, q, few: bool = False) -> int:
    """family_rows_match from the largest-account base; `few`: only the readings with and without copies
    (the family the bug was in), for the default suite."""
    conn = open_readonly(db)
    try:
        if not few:
            return family_rows_match(conn, q, ACCOUNT)
        sems = [ACCOUNT, ACCOUNT.with_(fanout="addresses"), ACCOUNT.with_(fanout="addresses", ties="file_order")]
        assert shares_population(q, sems)
        alone = [run_compiled(conn, q, compile_shared(q, s)) for s in sems]
        together = run_family(conn, q, compile_family_shared(q, tuple(sems)), [r.compiled for r in alone])
        for sem, one, fam in zip(sems, alone, together):
            assert (fam.rows, fam.answer, fam.reason) == (one.rows, one.answer, one.reason), sem.changed()
        return sum(r.answer is not None for r in alone)
    finally:
        conn.close()


def test_largest_account_in_a_family_is_ranked_as_alone(tmp_path_factory):
    q = question(ACCOUNT_BODIES["largest account, two states"])
    assert account_rows_match(_replicated_mini(tmp_path_factory, 2), q, few=True)


@pytest.mark.slow
@pytest.mark.parametrize("body", ACCOUNT_BODIES.values(), ids=ACCOUNT_BODIES.keys())
def test_largest_account_families(mini_db, tmp_path_factory, body):
    q = question(body)
    answered = [account_rows_match(db, q) for db in (mini_db, _replicated_mini(tmp_path_factory, 3))]
    assert any(answered)


@pytest.mark.slow
def test_largest_account_families_on_catalog_questions(real_db):
    catalog = load_catalog()
    ranked = [q for q in catalog.values() if any(k.measure.value == "balance" for p in q.picks for k in p.keys)
              and shares_population(q, [ACCOUNT, ACCOUNT.with_(fanout="addresses")])]
    assert len(ranked) > 5
    for q in ranked:
        account_rows_match(real_db, q)


@pytest.fixture(scope="module")
def other_seed_db(tmp_path_factory) -> Path:
    """A synthetic corpus of another seed than test_synth's (500 people, seed 7), ingested."""
    from cbwh.store.ingest import ingest
    from cbwh.synth.corpus import SynthRequest, synthesize

    out = tmp_path_factory.mktemp("seed7") / "files"
    synthesize(SynthRequest(500, 7, out))
    db = out.parent / "cbwh.db"
    ingest(out, db)
    return db


@pytest.mark.slow
def test_balances_read_from_the_precomputed_table_on_other_corpora(real_db, other_seed_db):
    """Every catalog question whose family statement reads the totals from `compile.precomputed`'s table:
    each reading's rows there are its own statement's (which sums the accounts), on the public corpus and
    on a synthetic one of another seed."""
    from cbwh.compile.precomputed import BALANCES

    catalog = load_catalog()
    chosen = [q for q in catalog.values() if shares_population(q, [DEFAULT]) and BALANCES in compile_family_shared(q, (DEFAULT,)).sql]
    assert len(chosen) >= 10
    for db in (real_db, other_seed_db):
        conn = open_readonly(db)
        try:
            for q in chosen[::2]:
                family_rows_match(conn, q, DEFAULT)
        finally:
            conn.close()
