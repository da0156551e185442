"""`cbwh audit`: verdicts from variants, consistent with `cbwh answer`."""

from __future__ import annotations

import json

import pytest

from cbwh.audit.auditing import audit, audit_question
from cbwh.audit.variants import variants_for
from cbwh.run.answering import answer_all
from cbwh.spec.catalog import load_catalog
from cbwh.spec.semantics import DEFAULT
from cbwh.store.connect import open_readonly
from reference import Reference
from test_families import BODIES, family_rows_match

from spec_helpers import question

OHIO = '{ same = "state", pet = "O\'Malley" }'


def audited(db, body, truth):
    conn = open_readonly(db)
    try:
        return audit_question(conn, question(body), truth)
    finally:
        conn.close()


# --- the verdicts, on the tiny corpus -------------------------------------

def test_confirmed(mini_db):
    a = audited(mini_db, 'answer = "name"\namong = [{ same = "state", plate = "FFF 661" }]\nrank = ["oldest"]', "Gail Gray")
    assert a.verdict == "confirmed" and a.variants and not a.changed


def test_fragile_names_the_variant_that_changes_it(mini_db):
    both = '{ same = "state", plate = "BBB 221" }'  # Bob: Ohio and Texas
    a = audited(mini_db, f'answer = "name"\namong = [{both}]\nrank = ["most vehicles", "oldest"]', "Dan Dale")
    assert a.verdict == "fragile"
    assert {"fanout=addresses"} <= {v.name for v in a.changed}
    assert "naive join through addresses" in a.note and "Bob Baker" in a.note


def test_the_new_readings_are_tried_where_a_question_can_feel_them(mini_db):
    conn = open_readonly(mini_db)
    top = {v.name for v in variants_for(conn, question(
        f'answer = "name"\namong = [{{ top = 2, by = "highest balance" }}, {OHIO}]'), ambiguous=False)}
    assert {"anchor_self=excluded", "top_cut=before", "fanout=addresses"} <= top and "current_job=any" not in top
    job = {v.name for v in variants_for(conn, question(
        'answer = "name"\namong = [{ current_job_started_in = 2010 }]'), ambiguous=False)}
    assert job == {"current_job=any"}
    blood = {v.name for v in variants_for(conn, question(
        'answer = "name"\namong = [{ same = "blood_type", username = "bobby" }]\nrank = ["most vehicles"]'), ambiguous=False)}
    assert "fanout=addresses" not in blood and "anchor_self=excluded" in blood


def test_anchor_left_out_changes_a_verdict(mini_db):
    a = audited(mini_db, 'answer = "name"\namong = [{ same = "state", plate = "FFF 661" }]\nrank = ["oldest vehicle"]',
                "Finn Ford")
    assert a.verdict == "fragile" and [v.answer for v in a.changed if v.name == "anchor_self=excluded"] == ["Gail Gray"]


def test_disputed_lists_what_reproduces_the_ground_truth(mini_db):
    a = audited(mini_db, f'answer = "name"\namong = [{OHIO}]\nrank = ["most vehicles", "oldest"]', "Bob Baker")
    assert a.verdict == "disputed"
    assert a.to_json()["reproduced_by"]["name"] == a.reproducing[0].name
    assert "SELECT" in a.to_json()["reproduced_by"]["sql"]
    assert "Reproduced by:" in a.note and "pet \"O'Malley\" -> pers-0001 Alice Able; state: Ohio" in a.note


def test_disputed_without_any_reproduction_says_so(mini_db):
    a = audited(mini_db, f'answer = "name"\namong = [{OHIO}]\nrank = ["most vehicles", "oldest"]', "Nobody Else")
    assert a.verdict == "disputed" and "No variant tried reproduces 'Nobody Else'" in a.note


def test_ill_posed_names_the_tied(mini_db):
    a = audited(mini_db, f'answer = "name"\namong = [{OHIO}]\nrank = ["most vehicles"]', "Alice Able")
    assert a.verdict == "ill-posed" and "Alice Able" in a.note and "Bob Baker" in a.note
    assert "ties=file_order" in {v.name for v in a.reproducing}


def test_a_family_statement_gives_each_reading_its_own_rows(mini_db):
    conn = open_readonly(mini_db)
    try:  # the tie above: every reading of its family, alone and in one family statement
        assert family_rows_match(conn, question(f'answer = "name"\namong = [{OHIO}]\nrank = ["most vehicles"]'), DEFAULT)
    finally:
        conn.close()


def test_a_family_ranked_by_balance_reads_each_total_from_the_precomputed_table(mini_db):
    import sqlite3

    from cbwh.compile.precomputed import BALANCES
    from cbwh.compile.shapes import compile_family_shared, compile_shared

    q = question(BODIES["balance tie"])  # Alice and Carol tie on balance
    assert BALANCES in compile_family_shared(q, (DEFAULT,)).sql and BALANCES not in compile_shared(q, DEFAULT).sql
    conn = open_readonly(mini_db)
    try:  # each reading's rows read from the table are its own statement's, which sums the accounts
        assert family_rows_match(conn, q, DEFAULT)
        with pytest.raises(sqlite3.DatabaseError):  # the table made, the connection is read-only again
            conn.execute("CREATE TEMP TABLE more (a)")
    finally:
        conn.close()


def test_a_family_read_at_first_addresses_reads_them_from_the_precomputed_table(mini_db):
    from cbwh.compile.precomputed import FIRST_ADDRESSES
    from cbwh.compile.shapes import compile_family_shared, compile_shared

    q = question(f'answer = "name"\namong = [{OHIO}]\nrank = ["most vehicles"]')
    first = DEFAULT.with_(residency="first")
    assert FIRST_ADDRESSES in compile_family_shared(q, (DEFAULT, first)).sql
    assert FIRST_ADDRESSES not in compile_shared(q, first).sql
    conn = open_readonly(mini_db)
    try:  # each reading's rows (first addresses among them) are its own statement's, which looks each address up
        assert family_rows_match(conn, q, DEFAULT)
        assert FIRST_ADDRESSES in conn.temp_tables
    finally:
        conn.close()


def test_an_audit_runs_families_and_keeps_every_outcome(mini_db, monkeypatch):
    import cbwh.audit.readings as readings

    body = f'answer = "name"\namong = [{OHIO}]\nrank = ["most vehicles"]'
    together = audited(mini_db, body, "Alice Able")
    families = []
    monkeypatch.setattr(readings, "shares_population", lambda q, sems, base=None: families.append(sems) and False)
    assert audited(mini_db, body, "Alice Able") == together and families  # each reading alone: the same audit


def test_only_relevant_variants_are_tried(mini_db):
    conn = open_readonly(mini_db)
    names = {v.name for v in variants_for(conn, question(
        'answer = "name"\namong = [{ same = "state", pet = "Rex" }]\nrank = ["highest salary"]'), ambiguous=False)}
    assert {"anchor_owners=first", "residency=first", "salary=latest", "salary=sum",
            "pet 'Rex' = pet-0002", "pet 'Rex' = pet-0003"} <= names
    assert "card_expiry=text" not in names and "ties=file_order" not in names
    assert not any("salary=latest + salary=sum" in n for n in names)


# --- the real catalog -----------------------------------------------------

@pytest.fixture(scope="module")
def reports(real_db, questions_path):
    return {r.result.question.id: r for r in answer_all(real_db, questions_path)}


def _sample(reports) -> tuple[str, ...]:
    """The default suite audits the first task of each question type and every task whose answer disagrees with
    upstream's (13 of 100 on 2 December: every verdict among them, checked below); `pytest -m slow` audits all 100.
    (Until 2 December every fifth task as well: 23, the ten more confirmed or fragile ones of types already there.)"""
    catalog, types = load_catalog(), set()
    chosen = []
    for qid, r in reports.items():
        kind = catalog[qid].question_type
        if kind not in types or not r.agrees:
            types.add(kind)
            chosen.append(qid)
    return tuple(chosen)


@pytest.fixture(scope="module")
def audits(real_db, questions_path, reports):
    return {a.id: a for a in audit(real_db, questions_path, ids=_sample(reports))}


def test_the_audited_sample_has_every_type_and_every_disagreement(audits, reports):
    catalog = load_catalog()
    assert {catalog[qid].question_type for qid in audits} == {q.question_type for q in catalog.values()}
    assert {qid for qid, r in reports.items() if not r.agrees} <= set(audits) and len(audits) < 20
    assert {a.verdict for a in audits.values()} == {"confirmed", "fragile", "disputed", "ill-posed"}


@pytest.mark.slow
def test_audit_covers_all_100(real_db, questions_path, reports, corpus_dir):
    audits = {a.id: a for a in audit(real_db, questions_path)}
    assert len(audits) == 100 and {a.verdict for a in audits.values()} <= {"confirmed", "fragile", "disputed", "ill-posed"}
    verdicts_are_consistent_with_answer(audits, reports)
    every_disagreement_is_disputed_or_ill_posed_with_its_reproduction(audits, reports)
    an_independent_solver_gives_every_reading_the_audit_ran(audits, real_db, corpus_dir)


def verdicts_are_consistent_with_answer(audits, reports):
    for qid, a in audits.items():
        r = reports[qid]
        assert a.default.answer == r.result.answer
        if r.result.status == "ambiguous":
            assert a.verdict == "ill-posed", qid
        elif r.agrees:
            assert a.verdict == ("fragile" if a.changed else "confirmed"), qid
        else:
            assert a.verdict == "disputed", qid


def test_verdicts_are_consistent_with_answer(audits, reports):
    verdicts_are_consistent_with_answer(audits, reports)


def every_disagreement_is_disputed_or_ill_posed_with_its_reproduction(audits, reports):
    for qid, r in reports.items():
        if not r.agrees:
            a = audits[qid]
            assert a.verdict in ("disputed", "ill-posed")
            if a.reproducing:
                assert a.reproducing[0].words in a.note
                assert a.to_json()["reproduced_by"]["name"] == a.reproducing[0].name


def test_every_disagreement_is_disputed_or_ill_posed_with_its_reproduction(audits, reports):
    every_disagreement_is_disputed_or_ill_posed_with_its_reproduction(audits, reports)


def an_independent_solver_gives_every_reading_the_audit_ran(audits, real_db, corpus_dir):
    """Each audited question under each reading the audit tried: the compiled SQL's answer
    equals the one tests/reference.py works out in plain Python from the corpus's text files;
    and a confirmed question keeps its answer under every reading the solver knows (all 12
    switches, every pair), not only those the audit judged the question could feel."""
    ref, conn, catalog = Reference(corpus_dir), open_readonly(real_db), load_catalog()
    checked, differ = 0, []
    for qid, a in audits.items():
        q = catalog[qid]
        semantics = {v.name: v.semantics for v in variants_for(conn, q, a.default.answer is None)}
        outcomes = [a.default, *a.variants]  # (a default from 'every owner alone' is checked as those readings)
        solved = ref.answers(q.output, [DEFAULT, *(semantics[v.name] for v in a.variants)])
        if a.default.name != "default" or a.default.words != "the default reading":
            outcomes, solved = outcomes[1:], solved[1:]
        differ += [(qid, o.name, o.answer, mine) for o, mine in zip(outcomes, solved) if o.answer != mine]
        checked += len(outcomes)
        if a.verdict == "confirmed":
            assert set(ref.readings(q.output).values()) == {a.default.answer}, qid
    assert checked > 10 * len(audits) and differ == []


def test_an_independent_solver_gives_every_reading_the_audit_ran(audits, real_db, corpus_dir):
    an_independent_solver_gives_every_reading_the_audit_ran(audits, real_db, corpus_dir)


def test_cli_json_and_markdown(run, real_db, questions_path, tmp_path, reports):
    report = tmp_path / "audit.md"
    disagreeing = [q for q, r in reports.items() if not r.agrees][:2]
    result = run("audit", "--ids", *disagreeing, "--db", real_db, "--questions", questions_path,
                 "--json", "--markdown", report)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [d["id"] for d in data] == disagreeing
    for d in data:
        assert {"id", "verdict", "answer", "ground_truth", "variants", "note"} <= set(d)
        assert all({"name", "answer"} <= set(v) for v in d["variants"])
    text = report.read_text()
    assert text.startswith("# Context-Bench cloud: ground-truth audit") and disagreeing[0] in text


def test_cli_summary_table(run, real_db, questions_path):
    result = run("audit", "--ids", "cb-cloud-1", "cb-cloud-5", "--db", real_db, "--questions", questions_path)
    lines = result.output.splitlines()
    assert lines[0].split() == ["question", "type", "confirmed", "fragile", "disputed", "ill-posed", "tasks"]
    assert any(line.startswith("total") and line.split()[-1] == "2" for line in lines)


def test_bad_id(run, real_db, questions_path):
    result = run("audit", "--ids", "cb-cloud-500", "--db", real_db, "--questions", questions_path)
    assert result.exit_code == 2 and "not in the catalog" in result.output


# --- one reading per distinct anchor (issue 11: an audit linear in the corpus) -----------

def _pet_variants(db, body):
    conn = open_readonly(db)
    try:
        return [v for v in variants_for(conn, question(body), ambiguous=False) if v.name.startswith("pet ")]
    finally:
        conn.close()


def test_two_pets_of_one_owner_are_one_reading(mini_db):
    (milo,) = _pet_variants(mini_db, 'answer = "name"\namong = [{ same = "state", pet = "Milo" }]\nrank = ["oldest"]')
    assert milo.name == "pet 'Milo' = pet-0004" and "read the same way: pet-0005" in milo.words


def test_copies_of_a_corpus_add_no_readings(mini_dir, tmp_path):
    """k copies of every record (new ids, same values): the pets named Rex triple, their readings do not."""
    import re

    from cbwh.store.ingest import ingest

    copies = tmp_path / "copies"
    copies.mkdir()
    ids = re.compile(r"\b(acct|addr|card|emp|ins|med|net|pers|pet|veh)-(\d+)\b")
    for path in mini_dir.glob("*.txt"):
        body = path.read_text().rstrip("\n")
        (copies / path.name).write_text("\n\n".join(ids.sub(lambda m, j=j: f"{m[1]}-{j}{m[2]}", body) for j in range(3)) + "\n")
    db = tmp_path / "copies.db"
    ingest(copies, db)
    body = 'answer = "name"\namong = [{ same = "state", pet = "Rex" }]\nrank = ["oldest"]'
    ingest(mini_dir, tmp_path / "once.db")
    once, thrice = _pet_variants(tmp_path / "once.db", body), _pet_variants(db, body)
    assert [v.name for v in thrice] == [v.name.replace("pet-", "pet-0") for v in once] and len(once) == 2
    assert "of 6 pets of that name; read the same way: pet-1" in thrice[0].words
