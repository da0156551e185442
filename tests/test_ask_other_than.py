"""A person left out of a group ('other than the owner of pet X', 'apart from', 'not counting', 'who else'): the
OtherThan step, on the real corpus.

Expected answers come from direct SQL on the ingested tables (people, addresses, pets, employments, bank_accounts),
not from cbwh's compiler. The sentence -> spec pairs are in tests/ask_corpus.jsonl (sources hand-s19-*), answered there
against the independent reading of the corpus files too (`pytest -m slow`).
"""

from __future__ import annotations

import sqlite3

import pytest

from cbwh.ask.parser import ParseError
from cbwh.ask.questions import parse_readings
from cbwh.ask.service import ask
from cbwh.spec.model import NameOf, OtherThan, TopN


@pytest.fixture(scope="module")
def db(real_db):
    conn = sqlite3.connect(real_db)
    yield conn
    conn.close()


def _one_owner_pets(db) -> list[tuple[str, str]]:
    """(pet name, owner id) of pet names one pet has, whose owner lives in one state, in name order."""
    return db.execute(
        "SELECT pets.name, min(pets.owner_id) FROM pets GROUP BY pets.name HAVING count(*) = 1 "
        "AND (SELECT count(DISTINCT state) FROM addresses WHERE owner_id = min(pets.owner_id)) = 1 "
        "ORDER BY pets.name").fetchall()


def _state_by_age(db, pid: str) -> list[tuple[str, str]]:
    """(full name, person id) of everyone with an address in the state of pid, oldest first."""
    return db.execute(
        "SELECT DISTINCT p.full_name, p.person_id, p.dob FROM people p JOIN addresses a ON a.owner_id = p.person_id "
        "WHERE a.state = (SELECT state FROM addresses WHERE owner_id = ?) ORDER BY p.dob, p.person_id", (pid,)).fetchall()


@pytest.fixture(scope="module")
def eldest(db) -> tuple[str, str, str]:
    """(pet name, its owner's name, the next oldest in their state's name): a pet whose owner is the oldest in their
    one state (one pet of that name, no tie for first or second)."""
    for name, pid in _one_owner_pets(db):
        people = _state_by_age(db, pid)
        if len(people) > 2 and people[0][1] == pid and len({p[2] for p in people[:3]}) == 3:
            return name, people[0][0], people[1][0]
    raise AssertionError("no pet owner is the oldest in their state")


_SLOW = pytest.mark.slow  # (each wording's answer on the real corpus: the default suite keeps two, the corpus's rows the
# rest as specs)


@pytest.mark.parametrize("text", [
    "Among residents of the same state as the owner of pet '{pet}', other than the owner of pet '{pet}', who is the oldest?",
    pytest.param("Among residents of the same state as the owner of pet '{pet}' (not counting that person), who is the "
                 "oldest?", marks=_SLOW),
    "Who else lives in the same state as the owner of pet '{pet}' and is the oldest?",
    pytest.param("Apart from the owner of pet '{pet}' himself or herself, who is the oldest person living in the same "
                 "state as the owner of pet '{pet}'?", marks=_SLOW),
    pytest.param("Who, excluding the owner of pet '{pet}', is the oldest among residents of the same state as the owner "
                 "of pet '{pet}'?", marks=_SLOW),
])
def test_leaving_the_anchor_out_of_its_state_names_the_next_oldest(real_db, eldest, text):
    pet, first, second = eldest
    plain = ask(real_db, f"Among residents of the same state as the owner of pet '{pet}', who is the oldest?").result
    # (the owner is the oldest: leaving them out changes the answer, so said plainly it is withdrawn naming both, r65 F1)
    assert plain.answer is None and first in plain.reason and second in plain.reason
    result = ask(real_db, text.format(pet=pet)).result
    assert result.answer == second, result.reason
    assert any(isinstance(s, OtherThan) for s in result.question.picks[0].steps)


@_SLOW
def test_a_person_left_out_who_is_not_in_the_group_changes_nothing(real_db, db):
    pet, pid = next((name, pid) for name, pid in _one_owner_pets(db)
                    if not db.execute("SELECT 1 FROM addresses WHERE owner_id = ? AND state = 'Ohio'", (pid,)).fetchone())
    (richest,) = db.execute(
        "SELECT p.full_name FROM people p WHERE p.person_id IN (SELECT owner_id FROM addresses WHERE state = 'Ohio') "
        "ORDER BY (SELECT coalesce(sum(balance_cents), 0) FROM bank_accounts WHERE owner_id = p.person_id) DESC "
        "LIMIT 1").fetchone()
    assert ask(real_db, f"Who is the richest resident of Ohio other than the owner of pet '{pet}'?").result.answer == richest


@_SLOW
def test_the_set_intersection_with_the_anchor_left_out(real_db, db):
    """a18x's wording: 'which individual, other than the owner of X himself or herself, holds the same job title as
    that owner', among people with two or more bank accounts."""
    rows = db.execute(
        "SELECT p.full_name FROM people p WHERE (SELECT count(*) FROM bank_accounts WHERE owner_id = p.person_id) >= 2 "
        "AND p.person_id NOT IN (SELECT owner_id FROM pets WHERE name = 'Jill' AND species = 'Fish') "
        "AND EXISTS (SELECT 1 FROM employments e WHERE e.owner_id = p.person_id AND e.job_title IN ("
        "SELECT job_title FROM employments WHERE owner_id IN (SELECT owner_id FROM pets WHERE name = 'Jill' "
        "AND species = 'Fish')))").fetchall()
    assert len(rows) == 1
    text = ("Considering solely those persons who hold at least two bank accounts, kindly state which individual, other "
            "than the owner of the fish named 'Jill' himself or herself, holds the same job title as that owner.")
    assert ask(real_db, text).result.answer == rows[0][0]


def test_a_top_n_with_a_person_left_out_is_read_both_ways():
    """'the 3 richest people other than X': the top 3 of everyone else, or the top 3 without X (2 if X is one)."""
    readings = parse_readings("Of the 3 richest people other than the owner of pet 'Dawn', who is the oldest?")
    orders = {tuple(type(s) for s in r.output.pick.steps) for r in (readings, *readings.others)
              if isinstance(r.output, NameOf)}
    assert orders == {(OtherThan, TopN), (TopN, OtherThan)}


def test_a_sum_of_the_top_n_with_a_person_left_out_is_answered_only_when_both_orders_agree(real_db, db):
    """'the combined bank balance of the 3 richest residents of X, leaving out Y' (w19): the 3 richest of everyone else
    there, or the 3 richest with Y then dropped (2 people); withdrawn where Y is one of the 3, answered where Y is not
    (direct SQL: a pet owner in one state who is that state's second richest, and one who is not in its top 3)."""
    def richest(state: str) -> list[tuple[str, int]]:
        return db.execute(
            "SELECT p.person_id, (SELECT coalesce(sum(balance_cents), 0) FROM bank_accounts b WHERE b.owner_id = "
            "p.person_id) AS bal FROM people p WHERE p.person_id IN (SELECT owner_id FROM addresses WHERE state = ?) "
            "ORDER BY bal DESC, p.person_id", (state,)).fetchall()
    inside = outside = None
    for pet, pid in _one_owner_pets(db):
        (state,) = db.execute("SELECT state FROM addresses WHERE owner_id = ?", (pid,)).fetchone()
        ranked = richest(state)
        top = [q for q, _ in ranked]
        if inside is None and top[1:2] == [pid] and len(top) > 3:
            inside = (pet, state, ranked)
        elif outside is None and pid not in top[:4]:
            outside = (pet, state, ranked)
        if inside and outside:
            break
    assert inside and outside  # (the data this test needs)
    pet, state, ranked = inside
    text = f"What is the combined bank balance of the 3 richest residents of {state}, leaving out the owner of pet '{pet}'?"
    result = ask(real_db, text).result
    assert result.answer is None and "2 readings" in result.reason
    pet, state, ranked = outside
    text = f"What is the combined bank balance of the 3 richest residents of {state}, leaving out the owner of pet '{pet}'?"
    total = sum(bal for _, bal in ranked[:3])
    assert ask(real_db, text).result.answer == f"${total // 100:,}.{total % 100:02d}"


@pytest.mark.parametrize("text, words", [
    ("Among residents of Ohio, who is the oldest other than the oldest?", "leaving a person out of a group said this way"),
    ("Who else has the most pets?", "'else' or 'other' leaves out the person the question is about, but it names no one"),
    ("Who else has the same blood type as the owner of pet 'Dawn' and lives in the same state as the owner of pet "
     "'Rick'?", "several people (pet 'Dawn', pet 'Rick')"),
    ("Among residents of the same state as the owner of pet 'Dawn' or of pet 'Rick', excluding him or her, who is the "
     "oldest?", "('excluding' at character 80)"),  # ('him or her': which of the two?)
])
def test_a_person_left_out_who_is_not_named_is_refused(text, words):
    with pytest.raises(ParseError) as err:
        parse_readings(text)
    assert words in str(err.value)


def test_a_shared_pet_name_left_out_is_read_pet_by_pet(real_db, db):
    """'other than the owner of pet N' where two people own a pet named N and one is the richest of the state: leaving
    out both (the default) or only one of them give other answers: withdrawn, naming the readings."""
    state, richest, name = next(
        (state, pid, name) for state, pid, name in db.execute(
            "WITH bal AS (SELECT p.person_id, (SELECT coalesce(sum(balance_cents), 0) FROM bank_accounts b "
            "WHERE b.owner_id = p.person_id) s FROM people p), "
            "ranked AS (SELECT a.state, bal.person_id, rank() OVER (PARTITION BY a.state ORDER BY bal.s DESC) r "
            "FROM addresses a JOIN bal ON bal.person_id = a.owner_id) "
            "SELECT ranked.state, ranked.person_id, pets.name FROM ranked JOIN pets ON pets.owner_id = ranked.person_id "
            "WHERE r = 1 AND (SELECT count(DISTINCT owner_id) FROM pets p2 WHERE p2.name = pets.name) = 2 "
            "AND (SELECT count(*) FROM pets p2 WHERE p2.name = pets.name) = 2 ORDER BY ranked.state"))
    other = db.execute("SELECT owner_id FROM pets WHERE name = ? AND owner_id != ?", (name, richest)).fetchone()[0]
    assert other != richest
    result = ask(real_db, f"Among residents of {state}, other than the owner of pet '{name}', who is the richest?").result
    assert result.answer is None and result.reason.startswith("the answer depends on what the anchor names"), result
