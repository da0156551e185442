"""A plain anchor person as a subject ('the owner of pet X', 'the user with username Y'): the OwnerOf step.

Expected values come from direct SQL on the ingested tables (people, pets, bank_accounts, ...),
not from cbwh's compiler. The sentence -> spec pairs themselves are in tests/ask_corpus.jsonl
(sources hand-owner-N), answered there against the independent reading of the corpus files.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from cbwh.ask.questions import parse_output
from cbwh.ask.service import ask, parse_question
from cbwh.audit.auditing import audit_question
from cbwh.errors import UsageError
from cbwh.spec.codec import decode
from cbwh.spec.model import (
    OwnerOf,
)
from cbwh.spec.words import money
from cbwh.store.connect import open_readonly


@pytest.fixture(scope="module")
def db(real_db):
    conn = sqlite3.connect(real_db)
    yield conn
    conn.close()


def _owners(db, name: str) -> list[tuple[str, str]]:
    return db.execute("SELECT DISTINCT p.person_id, p.full_name FROM pets JOIN people p ON p.person_id = pets.owner_id "
                      "WHERE pets.name = ? ORDER BY p.person_id", (name,)).fetchall()


def _balance(db, pid: str) -> str:
    (cents,) = db.execute("SELECT coalesce(sum(balance_cents), 0) FROM bank_accounts WHERE owner_id = ?", (pid,)).fetchone()
    return money(cents)


def _shared_name(db) -> str:
    """A pet name whose pets have two owners, of two different species."""
    (name,) = db.execute("SELECT name FROM pets GROUP BY name HAVING count(DISTINCT owner_id) = 2 "
                         "AND count(DISTINCT species) = 2 ORDER BY name LIMIT 1").fetchone()
    return name


def test_a_pet_name_with_two_owners_is_refused_naming_both(real_db, db):
    name = _shared_name(db)
    report = ask(real_db, f"What is the total bank balance of the owner of pet '{name}'?")
    assert report.result.answer is None
    owners = _owners(db, name)
    assert len(owners) == 2
    for pid, full_name in owners:
        assert f"{full_name} ({pid})" in report.result.reason
    assert "is 2 people" in report.result.reason and "species" in report.result.reason


def test_the_species_tells_the_owners_apart(real_db, db):
    name = _shared_name(db)
    species, pid = db.execute("SELECT species, owner_id FROM pets WHERE name = ? ORDER BY pet_id LIMIT 1", (name,)).fetchone()
    report = ask(real_db, f"What is the total bank balance of the owner of the {species.lower()} named '{name}'?")
    assert report.result.answer == _balance(db, pid)


def test_a_clause_on_the_owner_picks_one_of_a_shared_name(real_db, db):
    name = _shared_name(db)
    cards = {pid: db.execute("SELECT count(*) FROM credit_cards WHERE owner_id = ?", (pid,)).fetchone()[0]
             for pid, _ in _owners(db, name)}
    (richer_in_cards, most), (other, fewer) = sorted(cards.items(), key=lambda kv: -kv[1])
    assert most > fewer  # the data this test needs
    report = ask(real_db, f"How many pets does the owner of pet '{name}' with the most credit cards have?")
    (pets,) = db.execute("SELECT count(*) FROM pets WHERE owner_id = ?", (richer_in_cards,)).fetchone()
    assert report.result.answer == str(pets)
    report = ask(real_db, f"What is the total bank balance of the owner of pet '{name}' who has at most {fewer} credit cards?")
    assert report.result.answer == _balance(db, other)


def test_one_person_named_twice_in_a_sum_is_refused(real_db, db):
    a, b = db.execute("SELECT a.name, b.name FROM pets a JOIN pets b ON a.owner_id = b.owner_id AND a.pet_id < b.pet_id "
                      "WHERE (SELECT count(*) FROM pets WHERE name = a.name) = 1 "
                      "AND (SELECT count(*) FROM pets WHERE name = b.name) = 1 ORDER BY a.pet_id LIMIT 1").fetchone()
    report = ask(real_db, f"What is the combined bank balance of the owner of pet '{a}' and the owner of pet '{b}'?")
    assert report.result.answer is None and "one person" in report.result.reason


def test_an_anchor_that_names_nothing_is_an_error(real_db):
    with pytest.raises(UsageError, match="no pet named 'Zelda'"):
        ask(real_db, "How many vehicles does the owner of pet 'Zelda' have?")
    with pytest.raises(UsageError, match="another species"):
        ask(real_db, "How many vehicles does the owner of the fish named 'Dawn' have?")


def test_explain_names_the_owner(real_db, db):
    report = ask(real_db, "Who owns more vehicles: the owner of pet 'Dawn' or the owner of pet 'Betty'?", explain=True)
    text = "\n".join(report.evidence)
    for pid, full_name in _owners(db, "Dawn") + _owners(db, "Betty"):
        assert f"{full_name} ({pid}" in text
    assert "the owner(s) of pet 'Dawn' -> 1 people" in text


def test_audit_of_a_shared_owner_is_ill_posed_with_each_owner_read_alone(real_db, db):
    name = _shared_name(db)
    q = parse_question(f"What is the total bank balance of the owner of pet '{name}'?")
    assert isinstance(q.output.picks[0].steps[0], OwnerOf)
    (pid, _), (pid2, _) = _owners(db, name)
    conn = open_readonly(real_db)
    try:
        audit = audit_question(conn, q, _balance(db, pid))
    finally:
        conn.close()
    assert audit.verdict == "ill-posed"
    assert pid in audit.note and pid2 in audit.note
    answers = {v.answer for v in audit.variants if v.name.startswith(f"pet '{name}' = ")}
    assert answers == {_balance(db, pid), _balance(db, pid2)}


def test_audit_confirms_when_every_owner_gives_the_same_answer(real_db, db):
    name = _shared_name(db)
    # the owner of a pet with a name of its own, older than both owners of the shared name
    (older_pet, older_name) = db.execute(
        "SELECT pets.name, p.full_name FROM pets JOIN people p ON p.person_id = pets.owner_id WHERE p.dob < "
        "(SELECT min(dob) FROM people WHERE person_id IN (SELECT owner_id FROM pets WHERE name = ?)) "
        "AND (SELECT count(*) FROM pets x WHERE x.name = pets.name) = 1 ORDER BY pets.pet_id LIMIT 1", (name,)).fetchone()
    q = parse_question(f"Between the owner of pet '{name}' and the owner of pet '{older_pet}', who is older?")
    conn = open_readonly(real_db)
    try:
        audit = audit_question(conn, q, older_name)
    finally:
        conn.close()
    assert audit.verdict == "confirmed" and audit.default.answer == older_name
    assert f"every owner of pet '{name}'" in audit.note


def test_owners_ranked_as_a_group_are_not_read_one_pet_at_a_time(real_db, db):
    """'the owner of pet X with the most cards' means all of X's owners: ask's anchor-doubt check (which
    reads a shared name one pet at a time) leaves it alone even beside a 'same state' anchor."""
    name = _shared_name(db)
    (a,) = db.execute("SELECT owner_id FROM pets WHERE name = ? ORDER BY (SELECT count(*) FROM credit_cards c "
                      "WHERE c.owner_id = pets.owner_id) DESC LIMIT 1", (name,)).fetchone()
    (b,) = db.execute("SELECT p.person_id FROM people p WHERE p.person_id IN (SELECT owner_id FROM addresses WHERE state IN "
                      "(SELECT state FROM addresses WHERE owner_id IN (SELECT owner_id FROM pets WHERE name = 'Dawn'))) "
                      "ORDER BY p.dob LIMIT 1").fetchone()
    pets = {pid: db.execute("SELECT count(*) FROM pets WHERE owner_id = ?", (pid,)).fetchone()[0] for pid in (a, b)}
    assert pets[a] != pets[b]  # the data this test needs
    winner = db.execute("SELECT full_name FROM people WHERE person_id = ?", (max(pets, key=pets.__getitem__),)).fetchone()[0]
    report = ask(real_db, f"Who owns more pets: the owner of pet '{name}' with the most credit cards, or the oldest "
                          "resident of the same state as the owner of pet 'Dawn'?")
    assert report.result.answer == winner


def test_cli_json_prints_the_owner_step_as_a_version_2_program(run, real_db, db):
    result = run("ask", "Who owns more vehicles: the owner of pet 'Dawn' or the user with internet username 'lisa19'?",
                 "--db", real_db, "--json")
    data = json.loads(result.output)
    assert data["spec"]["version"] == 2 and data["spec"]["kind"] == "Compare"
    assert data["spec"]["subjects"][1]["steps"] == [
        {"kind": "OwnerOf", "anchor": {"kind": "username", "value": "lisa19", "species": None}}]
    assert decode(data["spec"]) == parse_output(data["question"])


def test_cli_a_shared_owner_exits_3_naming_the_owners(run, real_db, db):
    name = _shared_name(db)
    result = run("ask", f"How many pets does the owner of pet '{name}' have?", "--db", real_db)
    assert result.exit_code == 3
    for pid, full_name in _owners(db, name):
        assert f"{full_name} ({pid})" in result.output
