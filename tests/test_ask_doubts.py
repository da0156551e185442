"""`ask` withdraws an answer when the question's words leave a reading open and the readings disagree.

Expected people come from direct SQL on the ingested tables, not from cbwh's compiler.
"""

from __future__ import annotations

import sqlite3
from functools import partial

import pytest

from cbwh.ask.service import ask
from cbwh.layout import NO_CONDITION

# A person's bank balance in cents, a subquery over `people p`: all their accounts added, or the largest single one
# (the two readings of an unqualified 'bank balance').
TOTAL_BALANCE = "SELECT coalesce(sum(balance_cents), 0) FROM bank_accounts b WHERE b.owner_id = p.person_id"
LARGEST_ACCOUNT = "SELECT coalesce(max(balance_cents), 0) FROM bank_accounts b WHERE b.owner_id = p.person_id"


def _top_in_state(db: sqlite3.Connection, state: str, *ranks: str) -> str:
    """The full name of the resident of `state` first by each per-person subquery in turn, highest first (direct SQL)."""
    order = ", ".join(f"({rank}) DESC" for rank in ranks)
    return db.execute(f"SELECT full_name FROM people p WHERE person_id IN (SELECT owner_id FROM addresses WHERE "
                      f"state = ?) ORDER BY {order} LIMIT 1", (state,)).fetchone()[0]


@pytest.fixture(scope="module")
def db(real_db):
    conn = sqlite3.connect(real_db)
    yield conn
    conn.close()


def _lowest(db, state: str, per_person: str) -> list[str]:
    """The residents of a state with the lowest salary, a person's salary read by `per_person` SQL."""
    rows = db.execute(
        f"SELECT p.full_name, ({per_person}) AS s FROM people p WHERE p.person_id IN "
        "(SELECT owner_id FROM addresses WHERE state = ?) AND s IS NOT NULL ORDER BY s", (state,)).fetchall()
    return [name for name, s in rows if s == rows[0][1]]


BEST = "SELECT max(salary_cents) FROM employments e WHERE e.owner_id = p.person_id"
LATEST = ("SELECT salary_cents FROM employments e WHERE e.owner_id = p.person_id "
          "ORDER BY start_date DESC, employment_id DESC LIMIT 1")


def test_the_lowest_salary_is_withdrawn_when_the_best_paid_and_latest_job_disagree(real_db, db):
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = [s for s in states if len(best := _lowest(db, s, BEST)) == 1 and len(latest := _lowest(db, s, LATEST)) == 1
             and best != latest]
    agree = [s for s in states if len(best := _lowest(db, s, BEST)) == 1 and best == _lowest(db, s, LATEST)]
    assert split and agree
    report = ask(real_db, f"Among residents of {split[0]} who have at least one job, who has the lowest salary?")
    assert report.result.answer is None
    assert _lowest(db, split[0], BEST)[0] in report.result.reason
    assert _lowest(db, split[0], LATEST)[0] in report.result.reason
    assert "latest job" in report.result.reason
    # 'the highest salary' is the best-paid job's under every reading: answered as before
    assert ask(real_db, f"Among residents of {split[0]}, who has the highest salary?").result.answer is not None


def _highest(db, state: str, per_person: str) -> list[str]:
    rows = db.execute(
        f"SELECT p.full_name, ({per_person}) AS s FROM people p WHERE p.person_id IN "
        "(SELECT owner_id FROM addresses WHERE state = ?) AND s IS NOT NULL ORDER BY s DESC", (state,)).fetchall()
    return [name for name, s in rows if s == rows[0][1]]


def test_what_a_person_earns_is_withdrawn_when_the_best_paid_and_latest_job_disagree(real_db, db):
    """'Who earns the most' (what a person is paid now) is not 'the highest salary' (their best-paid job)."""
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if len(best := _highest(db, s, BEST)) == 1 and best != _highest(db, s, LATEST))
    for wording in ("who earns the most", "who is the highest-paid", "who makes the most money",
                    "who currently has the highest salary", "who still has the highest salary",
                    "who has the highest salary overall"):  # ('overall': all their jobs added too; p13m #4)
        report = ask(real_db, f"Among residents of {split}, {wording}?")
        assert report.result.answer is None, wording
        assert _highest(db, split, LATEST)[0] in report.result.reason and "latest job" in report.result.reason
    report = ask(real_db, f"Of the 2 top earners in {split}, who is the oldest?")  # a salary key in a top-N step
    assert report.result.answer is None and "latest job" in report.result.reason


def test_a_pay_word_said_of_the_salary_figure_reads_as_the_highest_salary(real_db, db):
    """'earning the highest salary', 'the top earner by salary', 'the top salary earner' name the one salary figure:
    answered as 'the highest salary' is, where 'the highest-paid' (pay in general) is withdrawn."""
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if len(best := _highest(db, s, BEST)) == 1 and best != _highest(db, s, LATEST))
    for wording in ("who is earning the highest salary", "who earns the highest salary", "who draws the top salary",
                    "who is the top earner by salary", "who is the highest earner in salary",
                    "who is the highest-paid person, by salary,", "who is the top salary earner",
                    "who is the highest-salaried person", "who is the best-paid resident (by salary)",
                    "who is the highest-paid person (highest salary)"):
        report = ask(real_db, f"Among residents of {split}, {wording}?")
        assert report.result.answer == _highest(db, split, BEST)[0], wording
    # named once, so each time the same word is said ('the best-paid resident (by salary) of X, or the best-paid ...')
    other = next(s for s in states if s != split and len(_highest(db, s, BEST)) == 1)
    both = ask(real_db, f"Who is older: the best-paid resident (by salary) of {split}, or the best-paid resident (by "
                        f"salary) of {other}?").result
    once = ask(real_db, f"Who is older: the best-paid resident (by salary) of {split}, or the best-paid resident of "
                        f"{other}?").result
    assert once.answer == both.answer is not None, once.reason
    for wording in ("who is the highest-paid person", "who is the top earner", "who earns the highest pay"):
        assert ask(real_db, f"Among residents of {split}, {wording}?").result.answer is None, wording


def test_the_least_paid_is_withdrawn_when_people_in_the_group_have_no_job(real_db, db):
    state, idle = db.execute(
        "SELECT a.state, count(DISTINCT p.person_id) FROM addresses a JOIN people p ON p.person_id = a.owner_id "
        "WHERE p.person_id NOT IN (SELECT owner_id FROM employments) GROUP BY a.state ORDER BY a.state").fetchone()
    for question in (f"Among residents of {state}, who earns the least?",
                     f"Among the 2 lowest earners in {state}, who is the oldest?"):
        report = ask(real_db, question)
        assert report.result.answer is None, question
        assert f"{idle} {'person has' if idle == 1 else 'people have'} no job at all" in report.result.reason, question
    answered = ask(real_db, f"Among residents of {state} who have at least one job, who earns the least?").result
    assert "no job at all" not in (answered.reason or "")

def test_the_same_condition_as_someone_without_one_is_withdrawn(real_db, db):
    (username,) = db.execute(
        "SELECT i.username FROM internet_accounts i WHERE i.owner_id IN "
        "(SELECT owner_id FROM medical_records GROUP BY owner_id HAVING min(condition) = ? AND max(condition) = ?) "
        "AND i.username IN (SELECT username FROM internet_accounts GROUP BY username HAVING count(*) = 1) "
        "ORDER BY i.username LIMIT 1", (NO_CONDITION, NO_CONDITION)).fetchone()
    report = ask(real_db, f"Among people with the same medical condition as the user '{username}', who is the oldest?")
    assert report.result.answer is None
    assert "has no medical condition" in report.result.reason


def test_a_comparison_of_one_person_with_themself_is_withdrawn(real_db, db):
    pet, username, name = db.execute(
        "SELECT pets.name, i.username, p.full_name FROM pets JOIN internet_accounts i ON i.owner_id = pets.owner_id "
        "JOIN people p ON p.person_id = pets.owner_id "
        "WHERE pets.name IN (SELECT name FROM pets GROUP BY name HAVING count(*) = 1) "
        "AND i.username IN (SELECT username FROM internet_accounts GROUP BY username HAVING count(*) = 1) "
        "ORDER BY pets.pet_id LIMIT 1").fetchone()
    report = ask(real_db, f"Who is older: the owner of pet '{pet}' or the user with internet username '{username}'?")
    assert report.result.answer is None
    assert f"the two subjects are one person, {name}" in report.result.reason


def test_a_top_n_with_fewer_people_than_n_is_withdrawn(real_db, db):
    state, n = db.execute("SELECT state, count(DISTINCT owner_id) AS n FROM addresses GROUP BY state "
                          "ORDER BY n, state LIMIT 1").fetchone()
    report = ask(real_db, f"What is the combined bank balance of the {n + 1} richest residents of {state}?")
    assert report.result.answer is None
    assert f"needs the top {n + 1}, but only {n} match" in report.result.reason


def test_a_salary_comparison_with_someone_who_has_no_job_is_withdrawn(real_db, db):
    unique = "SELECT username FROM internet_accounts GROUP BY username HAVING count(*) = 1"
    jobless, name = db.execute(
        f"SELECT i.username, p.full_name FROM internet_accounts i JOIN people p ON p.person_id = i.owner_id "
        f"WHERE i.username IN ({unique}) AND i.owner_id NOT IN (SELECT owner_id FROM employments) "
        f"ORDER BY i.username LIMIT 1").fetchone()
    (working,) = db.execute(
        f"SELECT username FROM internet_accounts WHERE username IN ({unique}) "
        f"AND owner_id IN (SELECT owner_id FROM employments) ORDER BY username LIMIT 1").fetchone()
    for verb in ("earns less", "earns more"):
        report = ask(real_db, f"Who {verb}: the user with internet username '{working}' or the user with internet "
                              f"username '{jobless}'?")
        assert report.result.answer is None
        assert f"{name} " in report.result.reason and "has no value for" in report.result.reason


def test_the_same_job_title_through_an_earlier_job_is_withdrawn(real_db, db):
    """'have the same job title as X': a person whose only job with that title is an earlier one does not have it
    now; the answer they give is withdrawn (expected people from direct SQL)."""
    latest = ("SELECT job_title FROM employments e WHERE e.owner_id = m.owner_id "
              "ORDER BY start_date DESC, employment_id DESC LIMIT 1")
    username, title, oldest = db.execute(  # the oldest holder of a one-job anchor's title has it only in the past
        f"SELECT i.username, a.job_title, (SELECT p.full_name FROM employments m JOIN people p ON p.person_id = "
        f"m.owner_id WHERE m.job_title = a.job_title ORDER BY p.dob LIMIT 1) AS oldest FROM internet_accounts i "
        f"JOIN employments a ON a.owner_id = i.owner_id WHERE i.owner_id IN (SELECT owner_id FROM employments "
        f"GROUP BY owner_id HAVING count(*) = 1) AND i.username IN (SELECT username FROM internet_accounts GROUP BY "
        f"username HAVING count(*) = 1) AND (SELECT ({latest}) FROM employments m JOIN people p ON p.person_id = "
        f"m.owner_id WHERE m.job_title = a.job_title ORDER BY p.dob LIMIT 1) <> a.job_title "
        f"ORDER BY i.username LIMIT 1").fetchone()
    report = ask(real_db, f"Among people who have the same job title as the user '{username}', who is the oldest?")
    assert report.result.answer is None
    assert f"{oldest} holds {title!r} only in an earlier job" in report.result.reason


def test_a_home_is_one_place_so_home_wordings_are_withdrawn_when_the_first_address_changes_the_answer(real_db, db):
    """'The same home state as X' / 'whose home is in Texas' (p12x WRONG #4): a person with addresses in several
    states lives in each, but has one home; the answer is withdrawn when that reading could change it."""
    for plain, home in (("Among residents of Texas, who is the oldest?", "Among people whose home is in Texas, who is the oldest?"),
                        ("Among people who live in Texas, who is the richest?", "Among people who call Texas home, who is the richest?")):
        answered, withdrawn = ask(real_db, plain).result, ask(real_db, home).result
        assert answered.answer is not None and withdrawn.answer is None
        assert answered.answer in withdrawn.reason and "first address" in withdrawn.reason
    changed = 0
    for (name,) in db.execute("SELECT p.name FROM pets p JOIN addresses a ON a.owner_id = p.owner_id GROUP BY p.name "
                              "HAVING COUNT(DISTINCT p.owner_id) = 1 AND COUNT(DISTINCT a.state) = 1 ORDER BY p.name LIMIT 16"):
        # an anchor with one state: what changes is which members' first address is there
        home = ask(real_db, f"Among people living in the same home state as the owner of pet '{name}', who is the oldest?").result
        plain = ask(real_db, f"Among people living in the same state as the owner of pet '{name}', who is the oldest?").result
        assert home.answer in (plain.answer, None)
        changed += home.answer is None and plain.answer is not None
    assert changed, "no anchor's first address changed the answer: the check was never exercised"


def _earliest(db, state: str, per_person: str) -> list[str]:
    """The residents of a state whose job start (read by `per_person` SQL) is the earliest."""
    rows = db.execute(
        f"SELECT p.full_name, ({per_person}) AS s FROM people p WHERE p.person_id IN "
        "(SELECT owner_id FROM addresses WHERE state = ?) AND s IS NOT NULL ORDER BY s", (state,)).fetchall()
    return [name for name, s in rows if s == rows[0][1]]


def test_the_longest_at_a_current_job_is_withdrawn_when_any_job_may_be_current(real_db, db):
    """Job records have no end dates (p12w R4): 'who has been at their current job the longest' is the earliest
    latest job, or, every job being possibly current, the earliest job of all; withdrawn when they disagree."""
    latest = "SELECT max(start_date) FROM employments e WHERE e.owner_id = p.person_id"
    first = "SELECT min(start_date) FROM employments e WHERE e.owner_id = p.person_id"
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if len(a := _earliest(db, s, latest)) == 1 and a != _earliest(db, s, first))
    agree = next(s for s in states if len(a := _earliest(db, s, latest)) == 1 and a == _earliest(db, s, first))
    for wording in ("who has been at their current job the longest", "who started their current job the earliest"):
        report = ask(real_db, f"Among residents of {split}, {wording}?")
        assert report.result.answer is None, wording
        assert _earliest(db, split, latest)[0] in report.result.reason
        assert _earliest(db, split, first)[0] in report.result.reason and "no end dates" in report.result.reason
        assert ask(real_db, f"Among residents of {agree}, {wording}?").result.answer == _earliest(db, agree, latest)[0]
    # 'most recently' is the latest start whichever jobs are current: answered
    assert ask(real_db, f"Among residents of {split}, who started their current job most recently?").result.answer


def test_a_current_job_started_in_a_year_is_withdrawn_when_any_job_may_be_current(real_db, db):
    """'people who started their current job in Y' (p12y #1, p12w R4): job records have no end dates, so the current
    job is the latest, or any job may be; the oldest such person differs by reading in some years: withdrawn naming
    both (direct SQL). 'Their latest job' says which job: answered."""
    oldest = "SELECT full_name FROM people p WHERE {} ORDER BY dob, person_id LIMIT 1"
    latest = oldest.format("substr((SELECT max(start_date) FROM employments e WHERE e.owner_id = p.person_id), 1, 4) = ?")
    anyjob = oldest.format("person_id IN (SELECT owner_id FROM employments WHERE substr(start_date, 1, 4) = ?)")
    years = [y for (y,) in db.execute("SELECT DISTINCT substr(start_date, 1, 4) FROM employments ORDER BY 1")]
    split = next(y for y in years if db.execute(latest, (y,)).fetchone() != db.execute(anyjob, (y,)).fetchone())
    agree = next(y for y in years if db.execute(latest, (y,)).fetchone() == db.execute(anyjob, (y,)).fetchone())
    (now,), (ever,) = db.execute(latest, (split,)).fetchone(), db.execute(anyjob, (split,)).fetchone()
    for wording in (f"Among people who started their current job in {split}, who is the oldest?",
                    f"Among people whose current job started in {split}, who is the oldest?",
                    f"Who is the oldest person who began their present employment in {split}?"):
        report = ask(real_db, wording)
        assert report.result.answer is None and now in report.result.reason and ever in report.result.reason, wording
    said = ask(real_db, f"Among people who started their latest job in {split}, who is the oldest?").result
    assert said.answer == now
    plain = ask(real_db, f"Among people who started their current job in {agree}, who is the oldest?").result
    assert plain.answer == db.execute(latest, (agree,)).fetchone()[0]


def _state_split_by_balance(db) -> str:
    """The first state whose richest resident by all accounts added is not the one with the largest single account."""
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    return next(s for s in states if _top_in_state(db, s, TOTAL_BALANCE) != _top_in_state(db, s, LARGEST_ACCOUNT))


def test_the_highest_bank_balance_is_withdrawn_when_the_largest_single_account_gives_another(real_db, db):
    """'the highest bank balance' with no word for the sum (p12y #4): all accounts added, or the largest single one;
    withdrawn naming both where they disagree (direct SQL); 'the highest total bank balance' and 'the richest' answered."""
    top, total, largest = partial(_top_in_state, db), TOTAL_BALANCE, LARGEST_ACCOUNT
    split = _state_split_by_balance(db)
    for wording in ("who has the highest bank balance", "who has the largest account balances",
                    "whose bank balance is the highest", "whose balance is the largest"):  # (p13m #1: the ranking after it)
        report = ask(real_db, f"Among residents of {split}, {wording}?")
        assert report.result.answer is None, wording
        assert top(split, total) in report.result.reason and top(split, largest) in report.result.reason
    for wording in ("who has the highest total bank balance", "who is the richest", "whose total bank balance is the highest"):
        assert ask(real_db, f"Among residents of {split}, {wording}?").result.answer == top(split, total)


def test_the_lowest_bank_balance_is_withdrawn_when_the_smallest_single_account_gives_another(real_db, db):
    """'the smallest / lowest bank balance' with no word for the sum: all accounts added, or one account, which for
    the lowest is the smallest (r34 H3: the doubt ranked by the largest account, low first, found no other answer and
    never fired); withdrawn naming both where they disagree (direct SQL); 'the lowest total bank balance' answered."""
    smallest = "SELECT coalesce(min(balance_cents), 0) FROM bank_accounts b WHERE b.owner_id = p.person_id"

    def bottom(state: str, per_person: str) -> str:
        return db.execute(f"SELECT full_name FROM people p WHERE person_id IN (SELECT owner_id FROM addresses WHERE "
                          f"state = ?) ORDER BY ({per_person}) LIMIT 1", (state,)).fetchone()[0]
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if bottom(s, TOTAL_BALANCE) != bottom(s, smallest)
                 and bottom(s, TOTAL_BALANCE) == bottom(s, LARGEST_ACCOUNT))  # (the largest account agrees: H3's case)
    for wording in ("has the smallest bank balance", "has the lowest balance", "has the lowest bank balance of all"):
        report = ask(real_db, f"Who in {split} {wording}?")
        assert report.result.answer is None, wording
        assert bottom(split, TOTAL_BALANCE) in report.result.reason and bottom(split, smallest) in report.result.reason
        assert "their smallest single account" in report.result.reason, wording
    said = ask(real_db, f"Who in {split} has the lowest total bank balance?").result
    assert said.answer == bottom(split, TOTAL_BALANCE)


def test_a_sum_of_balances_is_the_total_however_far_its_word_is_from_the_noun(real_db, db):
    """'the largest sum of bank account balances', 'the highest total of all their bank account balances', 'the sum of
    the balances of their bank accounts' (a30z-dev-4, e31a: words.BALANCE_SUM_OF): the accounts added, answered with
    the total's first (direct SQL) where the largest single account ranks another first; 'the largest bank balance'
    there still withdrawn."""
    top, total = partial(_top_in_state, db), TOTAL_BALANCE
    split = _state_split_by_balance(db)
    for wording in ("the largest sum of bank account balances", "the highest sum of all their account balances",
                    "the greatest total of all the bank balances", "the largest sum of the balances of their bank accounts",
                    "the highest total of their balances"):
        assert ask(real_db, f"Among residents of {split}, who has {wording}?").result.answer == top(split, total), wording
    assert ask(real_db, f"Among residents of {split}, who has the largest bank balance?").result.answer is None


def test_a_bank_balance_said_as_a_tie_breaker_or_with_a_verb_of_leading_is_withdrawn_like_the_highest(real_db, db):
    """'Tiebreaker: bank balance', 'Ties on pets: bank balance', 'Tie -> bank balance', 'who leads in bank balance'
    (p13y #1): no degree word before the balance, but it ranks all the same; withdrawn naming both readings where the
    largest single account gives another (direct SQL); 'Tiebreaker: total bank balance' answered."""
    def top(state: str, per_person: str) -> str:
        return _top_in_state(db, state, "SELECT count(*) FROM pets WHERE owner_id = p.person_id", per_person)
    total, largest = TOTAL_BALANCE, LARGEST_ACCOUNT
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if top(s, total) != top(s, largest))
    for tie in ("Tiebreaker: bank balance.", "Ties on pets: bank balance.", "Tie -> bank balance.",
                "If tied, go with bank balance.", "Tie = bank balance."):
        report = ask(real_db, f"Among residents of {split}, who has the most pets? {tie}")
        assert report.result.answer is None, tie
        assert top(split, total) in report.result.reason and top(split, largest) in report.result.reason, tie
    said = ask(real_db, f"Among residents of {split}, who has the most pets? Tiebreaker: total bank balance.").result
    assert said.answer == top(split, total)
    lead = next(s for s in states if _top_in_state(db, s, total) != _top_in_state(db, s, largest))
    for wording in ("who leads in bank balance", "who ranks first in bank balance"):
        assert ask(real_db, f"Among residents of {lead}, {wording}?").result.answer is None, wording


def test_all_meaning_everyone_does_not_make_the_highest_bank_balance_a_total(real_db, db):
    """'the highest bank balance of all Ohio residents', 'among all', 'out of all the residents' (q12w #4), 'overall'
    and 'in the whole database' (#5): 'all' is of the
    people, not a sum of accounts; withdrawn like 'the highest bank balance' where the largest single account gives
    another answer (direct SQL); 'the highest total bank balance of all ...' answered."""
    top, total, largest = partial(_top_in_state, db), TOTAL_BALANCE, LARGEST_ACCOUNT
    split = _state_split_by_balance(db)
    for q in (f"Who has the highest bank balance of all {split} residents?",
              f"Who has the largest balance of all the people living in {split}?",
              f"Who has the highest bank balance among all residents of {split}?",
              f"Who in {split} has the highest bank balance overall?"):
        report = ask(real_db, q)
        assert report.result.answer is None, q
        assert top(split, total) in report.result.reason and top(split, largest) in report.result.reason, q
    said = ask(real_db, f"Who has the highest total bank balance of all {split} residents?").result
    assert said.answer == top(split, total)
    # 'overall', 'in the whole database': of everyone (q12w #5), where the two readings differ too
    everyone = [db.execute(f"SELECT full_name FROM people p ORDER BY ({k}) DESC LIMIT 1").fetchone()[0]
                for k in (total, largest)]
    assert everyone[0] != everyone[1]
    for q in ("Who has the highest bank balance overall?", "Who has the highest bank balance in the whole database?"):
        report = ask(real_db, q)
        assert report.result.answer is None and all(name in report.result.reason for name in everyone), q
    assert ask(real_db, "Who has the highest total bank balance overall?").result.answer == everyone[0]


def test_who_has_the_same_value_as_x_is_not_answered_with_x_themself(real_db, db):
    """'Who has the same job title as the owner of pet X?' where no one else has that title (q12w #9): the group of the
    same title holds X's owner alone, and naming them answers a question about someone else; withdrawn naming both
    readings (direct SQL). 'Among people with the same job title as X, who is the oldest?' is withdrawn too (r63 W1:
    X's owner counts by upstream's convention, but a group of X's owner alone is no group a reader means: leaving them
    out leaves no answer)."""
    pet, owner = db.execute(
        "SELECT pe.name, p.full_name FROM pets pe JOIN people p ON p.person_id = pe.owner_id "
        "WHERE (SELECT count(*) FROM pets q WHERE q.name = pe.name) = 1 "
        "AND EXISTS (SELECT 1 FROM employments e WHERE e.owner_id = p.person_id) "
        "AND NOT EXISTS (SELECT 1 FROM employments e JOIN employments o ON o.job_title = e.job_title "
        "AND o.owner_id != e.owner_id WHERE e.owner_id = p.person_id) ORDER BY pe.name LIMIT 1").fetchone()
    for q in (f"Who has the same job title as the owner of pet '{pet}'?",
              f"Which person has the same job title as the owner of pet '{pet}'?"):
        report = ask(real_db, q)
        assert report.result.answer is None and owner in report.result.reason, q
    report = ask(real_db, f"Among people with the same job title as the owner of pet '{pet}', who is the oldest?")
    assert report.result.answer is None and owner in report.result.reason and "leaves no answer" in report.result.reason


def test_the_same_value_as_x_after_a_group_is_not_answered_with_x_themself(real_db, db):
    """The same value as X said last, after a group that holds X's owner ('Among dog owners, who has the same job title
    as the owner of pet X?', w19: answered X's owner, the one person with that title): as q12w #9, withdrawn naming
    both readings, and so is its follow-up ('How many pets do they have?'); a group that leaves X's owner out answers
    the other person who shares the value (direct SQL)."""
    pet, species, owner = db.execute(
        "SELECT pe.name, pe.species, p.full_name FROM pets pe JOIN people p ON p.person_id = pe.owner_id "
        "WHERE (SELECT count(*) FROM pets q WHERE q.name = pe.name) = 1 "
        "AND (SELECT count(*) FROM employments e WHERE e.owner_id = p.person_id) = 1 "
        "AND NOT EXISTS (SELECT 1 FROM employments e JOIN employments o ON o.job_title = e.job_title "
        "AND o.owner_id != e.owner_id WHERE e.owner_id = p.person_id) ORDER BY pe.name LIMIT 1").fetchone()
    group = f"Among people who own a {species.lower()}"
    for q in (f"{group}, who has the same job title as the owner of pet '{pet}'?",
              f"Who has the same job title as the owner of pet '{pet}' among people who own a {species.lower()}?",
              f"{group}, who has the same job title as the owner of pet '{pet}'? How many pets do they have?"):
        report = ask(real_db, q)
        assert report.result.answer is None and "shares with the anchor's owner" in report.result.reason, q
    # two people with one title, only the other one in the group: answered with them
    plate, other, nets = db.execute(
        "SELECT v.license_plate, o.full_name, (SELECT count(*) FROM internet_accounts i WHERE i.owner_id = v.owner_id) "
        "FROM vehicles v JOIN employments e ON e.owner_id = v.owner_id JOIN employments f ON f.job_title = e.job_title "
        "AND f.owner_id != e.owner_id JOIN people o ON o.person_id = f.owner_id "
        "WHERE (SELECT count(*) FROM employments x WHERE x.job_title = e.job_title) = 2 "
        "AND (SELECT count(*) FROM employments x WHERE x.owner_id IN (v.owner_id, f.owner_id)) = 2 "
        "AND (SELECT count(*) FROM vehicles w WHERE w.license_plate = v.license_plate) = 1 "
        "AND (SELECT count(*) FROM internet_accounts i WHERE i.owner_id = f.owner_id) > "
        "(SELECT count(*) FROM internet_accounts i WHERE i.owner_id = v.owner_id) ORDER BY v.license_plate LIMIT 1"
    ).fetchone()
    said = f"Among people with more than {nets} internet accounts, who has the same job title as the owner of plate '{plate}'?"
    assert ask(real_db, said).result.answer == other


def test_between_is_withdrawn_when_reading_it_without_its_ends_changes_the_answer(real_db, db):
    """'with between 2 and 4 pets': 2 to 4, or strictly between (3); withdrawn naming both where they disagree (direct
    SQL); 'at least 2 pets and at most 4 pets' says the ends and is answered."""
    oldest = ("SELECT full_name FROM people p WHERE person_id IN (SELECT owner_id FROM addresses WHERE state = ?) AND "
              "(SELECT count(*) FROM pets WHERE owner_id = p.person_id) {} ORDER BY dob LIMIT 1")
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if db.execute(oldest.format("BETWEEN 2 AND 4"), (s,)).fetchone()
                 != db.execute(oldest.format("= 3"), (s,)).fetchone())
    (ends,), strict = db.execute(oldest.format("BETWEEN 2 AND 4"), (split,)).fetchone(), db.execute(
        oldest.format("= 3"), (split,)).fetchone()
    report = ask(real_db, f"Among residents of {split} with between 2 and 4 pets, who is the oldest?").result
    assert report.answer is None and ends in report.reason and (strict is None or strict[0] in report.reason)
    said = ask(real_db, f"Among residents of {split} with at least 2 pets and at most 4 pets, who is the oldest?").result
    assert said.answer == ends


def test_sharing_with_the_anchor_owner_is_withdrawn_when_leaving_them_out_changes_the_answer(real_db, db):
    """'People who share a state with X' (p12y #18): no one shares with themself; where the anchor's owner is the
    answer, leaving them out gives another: withdrawn naming both (expected people from direct SQL)."""
    oldest_in = ("SELECT p.person_id, p.full_name FROM people p WHERE p.person_id IN (SELECT owner_id FROM addresses "
                 "WHERE state = ?) {} ORDER BY p.dob LIMIT 1")
    for pet, owner, state in db.execute(
            "SELECT pets.name, pets.owner_id, min(a.state) FROM pets JOIN addresses a ON a.owner_id = pets.owner_id "
            "GROUP BY pets.name HAVING count(DISTINCT pets.owner_id) = 1 AND count(DISTINCT a.state) = 1 ORDER BY pets.name"):
        if db.execute(oldest_in.format(""), (state,)).fetchone()[0] == owner:
            break
    else:
        pytest.fail("no pet owner is the oldest of their state: the data this test needs")
    other = db.execute(oldest_in.format("AND p.person_id <> ?"), (state, owner)).fetchone()[1]
    for question in (f"Among people who share a state with the owner of pet '{pet}', who is the oldest?",
                     f"Among the people the owner of pet '{pet}' shares a state with, who is the oldest?",
                     f"Among people who share the state of the owner of pet '{pet}', who is the oldest?",
                     # 'the same state *with* X' is shared with X, as 'a state with X' (w10 #4: answered X's owner)
                     f"Among people who share the same state with the owner of pet '{pet}', who is the oldest?",
                     f"Who shares the same state with the owner of pet '{pet}' and is the oldest?",
                     # set up first and referred back to: 'share his state' is 'share the state of' (w10 #5)
                     f"Take the owner of pet '{pet}'. Among people who share his state, who is the oldest?",
                     f"Let A be the owner of pet '{pet}'. Among people who share A's state, who is the oldest?"):
        report = ask(real_db, question)
        assert report.result.answer is None and other in report.result.reason, question
    # 'the same state as X': the owner may count or not (r65 F1): withdrawn too, naming both, where it matters
    name = db.execute("SELECT full_name FROM people WHERE person_id = ?", (owner,)).fetchone()[0]
    for question in (f"Among residents of the same state as the owner of pet '{pet}', who is the oldest?",
                     f"Among people who share the same state as the owner of pet '{pet}', who is the oldest?"):
        report = ask(real_db, question)
        assert report.result.answer is None and name in report.result.reason and other in report.result.reason


def test_one_place_wordings_and_pay_are_checked_like_home_and_earning(real_db, db):
    """'whose address is in X' / 'whose state of residence is X' name one place, as 'home' does (p12y #14); 'the
    highest pay' is what a person is paid now, as 'earns the most' is (p12y #13)."""
    first = ("SELECT p.full_name FROM people p JOIN addresses a ON a.owner_id = p.person_id WHERE a.state = 'Texas' "
             "AND a.address_id = (SELECT min(address_id) FROM addresses WHERE owner_id = p.person_id) ORDER BY p.dob LIMIT 1")
    anyone = ("SELECT full_name FROM people WHERE person_id IN (SELECT owner_id FROM addresses WHERE state = 'Texas') "
              "ORDER BY dob LIMIT 1")
    assert db.execute(first).fetchone() != db.execute(anyone).fetchone()  # the data this test needs
    for wording in ("whose address is in Texas", "whose state of residence is Texas", "domiciled in Texas"):
        report = ask(real_db, f"Among people {wording}, who is the oldest?")
        assert report.result.answer is None and "first address" in report.result.reason, wording
    assert ask(real_db, "Among people with an address in Texas, who is the oldest?").result.answer == db.execute(anyone).fetchone()[0]
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if len(best := _highest(db, s, BEST)) == 1 and best != _highest(db, s, LATEST))
    report = ask(real_db, f"Among residents of {split}, who has the highest pay?")
    assert report.result.answer is None and _highest(db, split, LATEST)[0] in report.result.reason


def test_a_top_n_said_after_its_group_is_withdrawn_when_the_top_n_of_everyone_differs(real_db, db):
    """'Among vehicle owners, which of the 15 richest people lives in X?' (p12w R3): the 15 richest vehicle owners,
    or the 15 richest people, those owning a vehicle then kept; withdrawn where they differ (direct SQL). With the cut
    said first ('Among the 15 richest people who own a vehicle', as upstream's cb-cloud-27) it is the group's own."""
    def richest(owners_only: bool) -> set[str]:
        where = "WHERE p.person_id IN (SELECT owner_id FROM vehicles)" if owners_only else ""
        return {pid for (pid,) in db.execute(
            f"SELECT p.person_id FROM people p {where} ORDER BY (SELECT coalesce(sum(balance_cents), 0) FROM "
            "bank_accounts b WHERE b.owner_id = p.person_id) DESC LIMIT 15")}
    owners = {pid for (pid,) in db.execute("SELECT owner_id FROM vehicles")}
    within, overall = richest(True), richest(False) & owners
    states = {s: {pid for (pid,) in db.execute("SELECT owner_id FROM addresses WHERE state = ?", (s,))}
              for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")}
    split = next(s for s, lives in states.items() if len(within & lives) == 1 and not overall & lives)
    (name,) = db.execute("SELECT full_name FROM people WHERE person_id = ?", (next(iter(within & states[split])),)).fetchone()
    report = ask(real_db, f"Among vehicle owners, which of the 15 richest people lives in {split}?")
    assert report.result.answer is None and name in report.result.reason and "top N of everyone" in report.result.reason
    assert ask(real_db, f"Among the 15 richest people who own a vehicle, who lives in {split}?").result.answer == name


def test_a_group_set_off_by_a_comma_after_a_top_n_is_withdrawn_when_the_top_n_of_everyone_differs(real_db, db):
    """'Who is the oldest of the 10 richest people, among residents of X?' (w12 WRONG #1: answered with the 10 richest
    of X only): the group's own 10 richest, or the 10 richest people, those in X then kept; withdrawn naming both where
    they differ (direct SQL), in a name and a sum question and with 'among those who ...'. Without the
    comma ('the 10 richest people living in X') the clause narrows the pool, as before."""
    richest = f"ORDER BY ({TOTAL_BALANCE}) DESC LIMIT 10"
    everyone = {pid for (pid,) in db.execute(f"SELECT person_id FROM people p {richest}")}

    def oldest(ids: set[str]) -> str | None:
        row = db.execute(f"SELECT full_name FROM people WHERE person_id IN ({','.join('?' * len(ids))}) "
                         "ORDER BY dob LIMIT 1", tuple(ids)).fetchone()
        return row[0] if row else None

    def split(state: str) -> tuple[str | None, str | None]:
        own = {pid for (pid,) in db.execute(f"SELECT person_id FROM people p WHERE person_id IN (SELECT owner_id FROM "
                                            f"addresses WHERE state = ?) {richest}", (state,))}
        lives = {pid for (pid,) in db.execute("SELECT owner_id FROM addresses WHERE state = ?", (state,))}
        return oldest(own), oldest(everyone & lives)

    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    state = next(s for s in states if None not in (found := split(s)) and found[0] != found[1])
    own, overall = split(state)
    for wording in (f"Who is the oldest of the 10 richest people, among residents of {state}?",
                    f"Which of the 10 richest people, among residents of {state}, is the oldest?",
                    f"Of the 10 richest people, among residents of {state}, who is the oldest?",
                    f"Who is the oldest among the 10 richest people, among those who live in {state}?",
                    f"What is the total bank balance of the oldest of the 10 richest people, among residents of "
                    f"{state}?"):
        report = ask(real_db, wording)
        assert report.result.answer is None and "top N of everyone" in report.result.reason, wording
    report = ask(real_db, f"Who is the oldest of the 10 richest people, among residents of {state}?")
    assert own in report.result.reason and overall in report.result.reason
    for wording in (f"Who is the oldest of the 10 richest people living in {state}?",
                    f"Of the 10 richest people in {state}, who is the oldest?"):
        assert ask(real_db, wording).result.answer == own, wording


def test_a_bank_balance_compared_wherever_its_direction_is_said_is_withdrawn_like_the_highest(real_db, db):
    """A comparison says a balance only as what the two are compared by: 'Bank balance comparison: A or B. Who has
    more?', 'Compare the bank balances of A and B: who has more?' (w9 #3: answered by all accounts added, while 'Who has
    the higher bank balance: A or B?' was withdrawn); withdrawn naming both readings where the largest single account
    gives another (direct SQL); with 'total' answered."""
    rows = db.execute(f"SELECT pets.name, p.full_name, ({TOTAL_BALANCE}), ({LARGEST_ACCOUNT}) FROM pets "
                      "JOIN people p ON p.person_id = pets.owner_id WHERE pets.name IN (SELECT name FROM pets GROUP BY "
                      "name HAVING count(*) = 1) ORDER BY pets.pet_id").fetchall()
    a, b = next((a, b) for a in rows for b in rows if a[1] != b[1] and (a[2] - b[2]) * (a[3] - b[3]) < 0)
    richer = a[1] if a[2] > b[2] else b[1]
    largest = a[1] if a[3] > b[3] else b[1]
    pa, pb = f"the owner of pet '{a[0]}'", f"the owner of pet '{b[0]}'"
    for wording in (f"Bank balance comparison: {pa} or {pb}. Who has more?",
                    f"Compare the bank balances of {pa} and {pb}: who has more?",
                    f"Balance: {pa} vs {pb} - who has more?",
                    f"Compare two people on bank balance: (i) {pa}, and (ii) {pb}. Who has more?"):
        report = ask(real_db, wording)
        assert report.result.answer is None, wording
        assert richer in report.result.reason and largest in report.result.reason, wording
    for wording in (f"Total bank balance comparison: {pa} or {pb}. Who has more?",
                    f"Compare the total bank balances of {pa} and {pb}: who has more?"):
        assert ask(real_db, wording).result.answer == richer, wording


def test_a_riddle_said_to_you_is_not_answered_with_the_anchors_owner_alone(real_db, db):
    """A riddle said to 'you' ('Clue: you live in the same state as the owner of pet X. Among everyone who fits, you
    are the oldest. Who are you?', x20's riddles): 'you' may be someone other than X's owner; when X's owner is the one
    the words find (the oldest of their own state), withdrawn naming both readings (w20); when they are not, answered
    (direct SQL)."""
    def oldest_of_state(pid: str, other_than: str | None = None) -> str:
        return db.execute(
            "SELECT p.full_name FROM people p WHERE p.person_id IN (SELECT owner_id FROM addresses WHERE state IN "
            "(SELECT state FROM addresses WHERE owner_id = ?)) AND p.person_id != coalesce(?, '') ORDER BY p.dob "
            "LIMIT 1", (pid, other_than)).fetchone()[0]
    pets = db.execute("SELECT pe.name, p.person_id, p.full_name FROM pets pe JOIN people p ON p.person_id = pe.owner_id "
                      "WHERE (SELECT count(*) FROM pets q WHERE q.name = pe.name) = 1 AND (SELECT count(DISTINCT state) "
                      "FROM addresses a WHERE a.owner_id = p.person_id) = 1 ORDER BY pe.name").fetchall()
    own = next((pet, name) for pet, pid, name in pets if oldest_of_state(pid) == name)
    other = next((pet, oldest_of_state(pid)) for pet, pid, name in pets if oldest_of_state(pid) != name)
    riddle = "Clue: you live in the same state as the owner of pet '{}'. Among everyone who fits, you are the oldest. " \
             "Who are you?"
    report = ask(real_db, riddle.format(own[0]))
    assert report.result.answer is None and "'you' may be the anchor's owner" in report.result.reason
    assert ask(real_db, riddle.format(other[0])).result.answer == other[1]


def test_the_largest_balances_after_a_total_asked_are_that_total(real_db, db):
    """'What is the combined total bank balance of the two people with the largest balances?' (a22x): the bare
    'balances' right after its degree word, in a sum asked as a total, is the total just said, so it is answered
    with the two largest totals added (direct SQL) even in a state where their largest single accounts pick others;
    'the largest bank balances' (a noun of its own) and a name question ('Who has the largest balance?') are still
    withdrawn there naming both readings."""
    def two(state: str, per_person: str) -> int:
        return db.execute(f"SELECT sum(t) FROM (SELECT ({TOTAL_BALANCE}) AS t FROM people p WHERE person_id IN (SELECT "
                          f"owner_id FROM addresses WHERE state = ?) ORDER BY ({per_person}) DESC LIMIT 2)",
                          (state,)).fetchone()[0]
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if two(s, TOTAL_BALANCE) != two(s, LARGEST_ACCOUNT))
    cents = two(split, TOTAL_BALANCE)
    for q in (f"Among residents of {split}, what is the combined total bank balance of the two people with the largest "
              "balances?",
              f"Among residents of {split}, what total bank balance do the two individuals with the largest balances "
              "hold between them?"):
        assert ask(real_db, q).result.answer == f"${cents // 100:,}.{cents % 100:02d}", q
    for q in (f"Among residents of {split}, what is the combined bank balance of the two people with the largest bank "
              "balances?", f"Who has the largest balance among residents of {split}?"):
        assert ask(real_db, q).result.answer is None, q


def test_a_tie_in_balance_after_a_total_is_that_total(real_db, db):
    """'Within each group, ties in balance go to the higher salary' (a22x): the balance a tie is on, said after the
    ranking by the total bank balance, is that total: answered (direct SQL) where the largest single account ranks
    another first; a tie rule naming a balance of its own ('ties go to the highest bank balance') is still withdrawn."""
    def top(state: str, per_person: str) -> str:
        return _top_in_state(db, state, per_person)
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if top(s, TOTAL_BALANCE) != top(s, LARGEST_ACCOUNT))
    q = f"Among residents of {split}, who has the highest total bank balance? Ties in balance go to the oldest."
    assert ask(real_db, q).result.answer == top(split, TOTAL_BALANCE)
    q = f"Among residents of {split}, who owns the most vehicles? Ties go to the highest bank balance."
    if _top_in_state(db, split, "SELECT count(*) FROM vehicles v WHERE v.owner_id = p.person_id", TOTAL_BALANCE) != \
            _top_in_state(db, split, "SELECT count(*) FROM vehicles v WHERE v.owner_id = p.person_id", LARGEST_ACCOUNT):
        assert ask(real_db, q).result.answer is None


def test_a_sum_of_the_one_with_the_largest_balance_is_withheld_where_the_readings_split(real_db, db):
    """'What is the total bank balance of the person in Ohio with the largest balance?' (r1 #1): the total asked does not
    say how the one person is ranked; 'the largest balance' may be their largest single account, so where that picks
    someone else the answer is withheld naming both readings (cc5dd30 read it as the total: a confident wrong answer).
    Only a top two or more ranked by the plural 'balances' after a total asked is read as that total (the test above)."""
    def top(state: str, per_person: str) -> int:
        return db.execute(f"SELECT ({TOTAL_BALANCE}) FROM people p WHERE person_id IN (SELECT owner_id FROM addresses "
                          f"WHERE state = ?) ORDER BY ({per_person}) DESC LIMIT 1", (state,)).fetchone()[0]
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if top(s, TOTAL_BALANCE) != top(s, LARGEST_ACCOUNT))
    for q in (f"What is the total bank balance of the person in {split} with the largest balance?",
              f"What is the total bank balance of the person in {split} with the largest balances?",
              f"What is the combined bank balance of the {split} resident with the highest balance?",
              f"Among residents of {split}, what is the total bank balance of the person with the biggest balance?",
              f"What is the total balance across all bank accounts of the {split} resident with the greatest balance?"):
        result = ask(real_db, q).result
        assert result.answer is None and "largest single account" in (result.reason or ""), (q, result.answer)


def test_a_balance_said_again_as_the_same_after_a_total_is_that_total(real_db, db):
    """'In case the balance is the same, take the elder person', 'if two persons are having the same balance' (a23x):
    the balance said again where people tie, after the ranking by the total bank balance, is that total: answered
    (direct SQL) where the largest single account ranks another first; after 'the highest bank balance' (no word for the
    sum) still withdrawn."""
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if _top_in_state(db, s, TOTAL_BALANCE) != _top_in_state(db, s, LARGEST_ACCOUNT))
    for tie in ("In case the balance is the same, kindly take the elder person.",
                "If two persons are having the same balance, take the elder one.",
                # (said back in a trigger, or as two balances coming out equal: a37s; a tie at the ranking's end said
                # by its degree word: a37p)
                "If several people share the highest balance, take the oldest.",
                "If two are tied for the highest balance, the oldest.",
                "If their balances come out equal, take the elder one."):
        q = f"Among the persons residing in {split}, who is having the highest total bank balance? {tie}"
        assert ask(real_db, q).result.answer == _top_in_state(db, split, TOTAL_BALANCE), q
        q = f"Among the persons residing in {split}, who is having the highest bank balance? {tie}"
        result = ask(real_db, q).result
        assert result.answer is None and "largest single account" in (result.reason or ""), q


def test_a_balance_said_again_after_money_words_is_that_total(real_db, db):
    """'Should two or more be level on balance, take the eldest', 'if their balances match' (a25y) after the money said
    with no balance noun ('the most money in the bank', 'the wealthiest', 'less money across all bank accounts'): the
    balance said again is that sum, answered (direct SQL) where the largest single account ranks another first; after
    'the highest bank balance' (no word for the sum) still withdrawn."""
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if _top_in_state(db, s, TOTAL_BALANCE) != _top_in_state(db, s, LARGEST_ACCOUNT))
    for ranked, tie in (("has the most money in the bank", "Should two or more be level on balance, take the eldest."),
                        ("is the wealthiest", "If their balances match, take the eldest."),
                        ("has the most money across all bank accounts", "If two are tied on balance, the eldest.")):
        q = f"Among residents of {split}, who {ranked}? {tie}"
        assert ask(real_db, q).result.answer == _top_in_state(db, split, TOTAL_BALANCE), q
        q = f"Among residents of {split}, who has the highest bank balance? {tie}"
        result = ask(real_db, q).result
        assert result.answer is None and "largest single account" in (result.reason or ""), q


def test_whose_balances_are_the_lowest_after_a_total_asked_is_that_total(real_db, db):
    """'the sum of the total bank balances of the two people whose balances are (the) lowest' (a22x): the plural bare
    'balances' after 'whose', its degree word after the verb, in a sum asked as a total, is that total (the two lowest
    totals added, direct SQL) even in a state where the largest single accounts pick others; a name question ('who is
    the person whose balances are the highest?') is withdrawn there naming both readings, with 'the' as without it
    (it was read as the total: 'balances are the' taken for 'balances are the same')."""
    def two(state: str, per_person: str, order: str) -> int:
        return db.execute(f"SELECT sum(t) FROM (SELECT ({TOTAL_BALANCE}) AS t FROM people p WHERE person_id IN (SELECT "
                          f"owner_id FROM addresses WHERE state = ?) ORDER BY ({per_person}) {order} LIMIT 2)",
                          (state,)).fetchone()[0]
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    split = next(s for s in states if two(s, TOTAL_BALANCE, "ASC") != two(s, LARGEST_ACCOUNT, "ASC"))
    cents = two(split, TOTAL_BALANCE, "ASC")
    for said in ("lowest", "the lowest"):
        q = f"Among residents of {split}, what is the sum of the total bank balances of the two people whose balances are {said}?"
        assert ask(real_db, q).result.answer == f"${cents // 100:,}.{cents % 100:02d}", q
    high = next(s for s in states if _top_in_state(db, s, TOTAL_BALANCE) != _top_in_state(db, s, LARGEST_ACCOUNT))
    for said in ("highest", "the highest"):
        report = ask(real_db, f"Among residents of {high}, who is the person whose balances are {said}?")
        assert report.result.answer is None, said
    # ... and one person's total asked, ranked by 'whose balance is the highest' (4754f3b read 'is the' as 'is the
    # same' and answered the total's person: r1 #1 again)
    for q in (f"What is the total bank balance of the person in {high} whose balance is the highest?",
              f"Among residents of {high}, what is the total bank balance of the person whose balance is the highest?"):
        result = ask(real_db, q).result
        assert result.answer is None and "largest single account" in (result.reason or ""), q


def test_the_best_paid_job_is_one_job_and_the_lowest_paying_job_is_refused(real_db, db):
    """'Who has the best-paid job?' names one job: all a person's jobs added up is not a reading of it (r30 S8), so it is
    answered where the best-paid and the latest job agree though the sum differs; where the latest job differs it is
    still withdrawn. 'Who has the lowest-paying job?' is the person holding the worst-paid job of anyone's (any of
    theirs), a reading the spec lacks: withdrawn whatever the data (direct SQL shows it differs in some state)."""
    summed = "SELECT sum(salary_cents) FROM employments e WHERE e.owner_id = p.person_id"
    states = [s for (s,) in db.execute("SELECT DISTINCT state FROM addresses ORDER BY state")]
    agree = next(s for s in states if len(best := _highest(db, s, BEST)) == 1 and best == _highest(db, s, LATEST)
                 and best != _highest(db, s, summed))
    for wording in ("the best-paid job", "the highest-paying job", "the top paying job"):
        assert ask(real_db, f"Among residents of {agree}, who has {wording}?").result.answer == _highest(db, agree, BEST)[0]
    split = next(s for s in states if len(best := _highest(db, s, BEST)) == 1 and best != _highest(db, s, LATEST))
    report = ask(real_db, f"Among residents of {split}, who has the best-paid job?")
    assert report.result.answer is None and "latest job" in report.result.reason
    # (the person holding the single lowest-paid job differs from the lowest best-paid job among Arizona's employed)
    worst = ("SELECT p.full_name FROM people p JOIN employments e ON e.owner_id = p.person_id WHERE p.person_id IN "
             "(SELECT owner_id FROM addresses WHERE state = 'Arizona') ORDER BY e.salary_cents LIMIT 1")
    question = "Among residents of Arizona who have at least one employment record, who has the {}?"
    assert ask(real_db, question.format("lowest salary")).result.answer != db.execute(worst).fetchone()[0]
    for wording in ("lowest-paying job", "worst paid job"):
        report = ask(real_db, question.format(wording))
        assert report.result.answer is None and "worst-paid job of anyone's" in report.result.reason, wording


def test_an_answer_resting_on_the_anchors_owner_is_withdrawn_naming_both(real_db, db):
    """r63 W1: 'the oldest person in the same city as the owner of pet X', the owner the one person in that city,
    answered the owner; withdrawn (leaving them out leaves no one). r65 F1 (r62 D1 before it): the owner the oldest of
    their state's many residents, withdrawn naming the owner and the oldest of the others (direct SQL for both)."""
    pet, owner = db.execute(
        "SELECT pe.name, p.full_name FROM pets pe JOIN people p ON p.person_id = pe.owner_id "
        "JOIN addresses a ON a.owner_id = p.person_id "
        "WHERE (SELECT count(*) FROM pets q WHERE q.name = pe.name) = 1 "
        "AND (SELECT count(*) FROM addresses b WHERE b.owner_id = p.person_id) = 1 "
        "AND NOT EXISTS (SELECT 1 FROM addresses o WHERE o.city = a.city AND o.state = a.state "
        "AND o.owner_id != p.person_id) ORDER BY pe.name LIMIT 1").fetchone()
    report = ask(real_db, f"Which person lives in the same city as the owner of pet '{pet}' and is the oldest?")
    assert report.result.answer is None and owner in report.result.reason and "leaves no answer" in report.result.reason
    pet, owner = db.execute(
        "SELECT pe.name, p.full_name FROM pets pe JOIN people p ON p.person_id = pe.owner_id "
        "JOIN addresses a ON a.owner_id = p.person_id "
        "WHERE (SELECT count(*) FROM pets q WHERE q.name = pe.name) = 1 "
        "AND (SELECT count(*) FROM addresses b WHERE b.owner_id = p.person_id) = 1 "
        "AND p.dob < (SELECT min(o.dob) FROM people o JOIN addresses c ON c.owner_id = o.person_id "
        "WHERE c.state = a.state AND o.person_id != p.person_id) ORDER BY pe.name LIMIT 1").fetchone()
    (other,) = db.execute(
        "SELECT o.full_name FROM people o JOIN addresses c ON c.owner_id = o.person_id WHERE c.state = (SELECT a.state "
        "FROM addresses a JOIN pets pe ON pe.owner_id = a.owner_id WHERE pe.name = ?) AND o.full_name != ? "
        "ORDER BY o.dob, o.person_id LIMIT 1", (pet, owner)).fetchone()
    report = ask(real_db, f"Among residents of the same state as the owner of pet '{pet}', who is the oldest?")
    assert report.result.answer is None and owner in report.result.reason and other in report.result.reason


def test_living_somewhere_now_is_one_address_of_several(real_db, db):
    """r63 D2: 'the oldest person currently living in <state>' answered with everyone who has an address there, the
    oldest having three addresses in three states; 'currently' says one address, which the corpus does not date:
    withdrawn, while 'living in <state>' is answered (direct SQL: the oldest with an address there has several)."""
    state, name = db.execute(
        "SELECT a.state, p.full_name FROM people p JOIN addresses a ON a.owner_id = p.person_id "
        "WHERE (SELECT count(DISTINCT b.state) FROM addresses b WHERE b.owner_id = p.person_id) > 1 "
        "AND p.dob = (SELECT min(o.dob) FROM people o JOIN addresses c ON c.owner_id = o.person_id "
        "WHERE c.state = a.state) ORDER BY a.state LIMIT 1").fetchone()
    assert ask(real_db, f"Who is the oldest person living in {state}?").result.answer == name
    # (r65 F3: the adverb with the place and no verb of living says the same: 'currently in', 'now located in')
    for wording in ("currently living in", "currently in", "now located in", "at present in", "presently staying in",
                    "still living in", "currently resident in", "who currently is a resident of"):
        result = ask(real_db, f"Who is the oldest person {wording} {state}?").result
        assert result.answer is None and name in result.reason and "where they live now" in result.reason, wording


def test_a_tie_going_to_the_lower_salary_with_someone_who_has_no_job_is_withdrawn(real_db, db):
    """Two people tied on the compared count, the tie going to the lower salary, one of them with no job (r83 F1: the
    one paid was taken as 'the lower pay', the missing salary sorted last): earning nothing, they would be paid less."""
    unique = "SELECT username FROM internet_accounts GROUP BY username HAVING count(*) = 1"
    pets = "(SELECT count(*) FROM pets WHERE pets.owner_id = i.owner_id)"
    jobless, name, count = db.execute(
        f"SELECT i.username, p.full_name, {pets} FROM internet_accounts i JOIN people p ON p.person_id = i.owner_id "
        f"WHERE i.username IN ({unique}) AND i.owner_id NOT IN (SELECT owner_id FROM employments) "
        f"ORDER BY i.username LIMIT 1").fetchone()
    (working,) = db.execute(
        f"SELECT i.username FROM internet_accounts i WHERE i.username IN ({unique}) AND {pets} = ? "
        f"AND i.owner_id IN (SELECT owner_id FROM employments) ORDER BY i.username LIMIT 1", (count,)).fetchone()
    question = (f"Who owns more pets: the user with internet username '{working}' or the user with internet username "
                f"'{jobless}'? If they own the same number, the one with the END salary.")
    report = ask(real_db, question.replace("END", "lower"))
    assert report.result.answer is None
    assert f"no job at all ({name})" in report.result.reason and "the lower salary" in report.result.reason
    # the higher salary: the one with a job under either reading of no job
    assert ask(real_db, question.replace("END", "higher")).result.answer != name
