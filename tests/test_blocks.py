"""Every building block on the tiny hand-made corpus (tests/minicorpus.py).

Ohio: Alice, Bob, Carol, Hank. Texas: Bob, Dan, Eve. Utah: Finn, Gail.
"""

from __future__ import annotations

import pytest

from cbwh.spec.semantics import Semantics

from spec_helpers import ask

OHIO = '{ same = "state", pet = "O\'Malley" }'


def name(db, among, rank=None, sem=Semantics()):
    body = f'answer = "name"\namong = [{among}]' + (f"\nrank = {rank}" if rank else "")
    return ask(db, body, sem)


# --- anchors -------------------------------------------------------------

def test_pet_name_with_a_quote(mini_db):
    r = name(mini_db, OHIO, '["most vehicles", "oldest"]')
    assert (r.status, r.answer) == ("ok", "Alice Able")


def test_pet_name_shared_by_several_pets_means_all_owners(mini_db):
    r = name(mini_db, '{ same = "state", pet = "Rex" }', '["oldest"]')  # Dan (Texas) and Finn (Utah)
    assert r.answer == "Bob Baker"
    fish = name(mini_db, '{ same = "state", pet = "Rex", species = "Fish" }', '["oldest"]')  # Finn only: Utah
    assert fish.answer == "Gail Gray"


def test_anchor_owners_first_reads_only_the_first_pet(mini_db):
    r = name(mini_db, '{ same = "state", pet = "Rex" }', '["oldest vehicle"]')
    assert r.answer == "Finn Ford"  # Honda 1990, in Utah
    first = name(mini_db, '{ same = "state", pet = "Rex" }', '["oldest vehicle"]', Semantics(anchor_owners="first"))
    assert first.answer == "Bob Baker"  # Texas only: Ford 1999


def test_plate_and_username_anchors(mini_db):
    assert name(mini_db, '{ same = "state", plate = "GGG 771" }', '["most pets"]').answer == "Finn Ford"
    assert name(mini_db, '{ same = "city", username = "carol" }', '["oldest"]').answer == "Alice Able"


def test_unknown_anchor_gives_no_answer(mini_db):
    r = name(mini_db, '{ same = "state", pet = "Zelda" }', '["oldest"]')
    assert r.status == "ambiguous" and "no one matches" in r.reason


# --- groups --------------------------------------------------------------

def test_person_with_addresses_in_two_states(mini_db):
    r = name(mini_db, '{ same = "state", plate = "BBB 221" }', '["highest balance"]')  # Bob: Ohio and Texas
    assert r.answer == "Eve Egan"  # Texas
    first = name(mini_db, '{ same = "state", plate = "BBB 221" }', '["highest balance"]', Semantics(residency="first"))
    assert first.answer == "Bob Baker"  # Ohio only
    values = name(mini_db, '{ same = "state", plate = "BBB 221" }', '["highest balance"]', Semantics(anchor_values="first"))
    assert values.answer == "Bob Baker"


@pytest.mark.parametrize("among,members", [
    ('{ same = "condition", pet = "O\'Malley" }', {"Alice Able", "Dan Dale", "Gail Gray"}),  # 'None' is a value
    ('{ same = "blood_type", username = "dan" }', {"Bob Baker", "Dan Dale"}),
    ('{ same = "vehicle_make", pet = "O\'Malley" }', {"Alice Able", "Bob Baker", "Dan Dale", "Finn Ford", "Gail Gray"}),
    ('{ same = "url", username = "dan" }', {"Alice Able", "Bob Baker", "Dan Dale"}),
    ('{ same = "job_title", username = "finn" }', {"Carol Cole", "Finn Ford", "Gail Gray"}),
    ('{ same = "policy_type", plate = "GGG 771" }', {"Alice Able", "Bob Baker", "Finn Ford", "Gail Gray"}),
    ('{ same = "card_provider", pet = "Luna" }', set()),  # Eve has no card: the group is empty
    ('{ same = "card_expiry", pet = "Rex", species = "Dog" }', {"Alice Able", "Dan Dale"}),  # 01/26
    ('{ holds = "card_provider", value = "Discover" }', {"Carol Cole", "Hank Hill"}),
    ('{ count = "internet_accounts", op = ">=", n = 2 }', {"Alice Able"}),
    ('{ count = "vehicles", op = "=", n = 0 }', {"Eve Egan", "Hank Hill"}),
    ('{ current_job_started_in = 2025 }', {"Alice Able", "Bob Baker", "Gail Gray"}),
    ('{ state_leader_by = "highest balance" }', {"Bob Baker", "Eve Egan", "Gail Gray"}),
])
def test_group_members(mini_db, among, members):
    r = name(mini_db, among)  # no ranking: every member is a finalist
    assert {row.full_name for row in r.rows} == members


def test_negation_with_exactly_one_member(mini_db):
    r = name(mini_db, '{ same = "state", pet = "Rex", species = "Fish" }, { count = "pets", op = "=", n = 0 }')
    assert (r.status, r.answer) == ("ok", "Gail Gray")


def test_who_question_with_several_members_is_ambiguous(mini_db):
    r = name(mini_db, f'{OHIO}, {{ count = "pets", op = "=", n = 0 }}')
    assert r.status == "ambiguous"
    assert "2 people match" in r.reason and "Bob Baker" in r.reason and "Hank Hill" in r.reason
    oldest = name(mini_db, f'{OHIO}, {{ count = "pets", op = "=", n = 0 }}', '["oldest"]')
    assert oldest.answer == "Bob Baker"


def test_top_n_then_group(mini_db):
    assert name(mini_db, f'{{ top = 2, by = "highest balance" }}, {OHIO}').answer == "Bob Baker"


def test_top_n_cut_through_a_tie_is_ambiguous(mini_db):
    r = name(mini_db, f'{{ top = 3, by = "highest balance" }}, {OHIO}', '["oldest"]')  # Alice and Carol tie at 3rd
    assert r.status == "ambiguous" and "top 3" in r.reason


def test_filter_then_top_differs_from_top_then_filter(mini_db):
    vehicle_owners_first = name(mini_db, '{ count = "vehicles", op = ">=", n = 1 }, { top = 1, by = "highest balance" }')
    top_first = name(mini_db, '{ top = 1, by = "highest balance" }, { count = "vehicles", op = ">=", n = 1 }')
    assert vehicle_owners_first.answer == "Bob Baker"
    assert top_first.status == "ambiguous" and "no one matches" in top_first.reason  # Eve owns no vehicle


# --- metrics and ties ----------------------------------------------------

def test_tie_left_open_is_ambiguous_and_names_the_tied(mini_db):
    r = name(mini_db, OHIO, '["most vehicles"]')
    assert r.status == "ambiguous"
    assert "Alice Able" in r.reason and "Bob Baker" in r.reason and "2 vehicles" in r.reason


def test_tie_broken_by_the_stated_tiebreaker(mini_db):
    assert name(mini_db, OHIO, '["most vehicles", "highest balance"]').answer == "Bob Baker"
    assert name(mini_db, OHIO, '["most vehicles", "oldest"]').answer == "Alice Able"


def test_ties_by_file_order_on_purpose(mini_db):
    assert name(mini_db, OHIO, '["most vehicles"]', Semantics(ties="file_order")).answer == "Alice Able"


def test_card_expiry_across_a_year_boundary(mini_db):
    holders = '{ holds = "card_provider", value = "VISA 16 digit" }'  # Alice 12/25 and 01/26; Dan 01/26
    assert name(mini_db, holders, '["first card expiry"]').answer == "Alice Able"
    as_text = name(mini_db, holders, '["first card expiry"]', Semantics(card_expiry="text"))
    assert as_text.status == "ambiguous"  # '01/26' sorts first for both


@pytest.mark.parametrize("reading,winner", [("max", "Bob Baker"), ("latest", "Bob Baker"), ("sum", "Alice Able")])
def test_salary_readings(mini_db, reading, winner):
    assert name(mini_db, OHIO, '["highest salary"]', Semantics(salary=reading)).answer == winner


@pytest.mark.parametrize("rank,winner", [
    ('["oldest vehicle"]', "Finn Ford"),
    ('["latest job start"]', "Gail Gray"),
    ('["first policy expiry"]', "Finn Ford"),
    ('["oldest"]', "Gail Gray"),
    ('["highest balance"]', "Gail Gray"),
    ('["most pets"]', "Finn Ford"),
])
def test_metrics_in_utah(mini_db, rank, winner):
    assert name(mini_db, '{ same = "state", plate = "FFF 661" }', rank).answer == winner


def test_nobody_has_the_ranked_value(mini_db):
    r = name(mini_db, '{ same = "state", pet = "Luna" }, { count = "employments", op = "=", n = 0 }',
             '["latest job start"]')  # Eve: no job at all
    assert r.status == "ambiguous" and "no one in the group has a value" in r.reason


def test_counts_are_not_inflated_by_addresses(mini_db):
    # Bob has two addresses; his two vehicles must count once each
    r = name(mini_db, '{ same = "state", plate = "BBB 221" }', '["most vehicles", "oldest"]')
    assert r.answer == "Dan Dale"
    bob = [row for row in name(mini_db, '{ same = "state", plate = "BBB 221" }', '["most vehicles"]').rows]
    assert [row.keys[0] for row in bob] == [3]


# --- outputs -------------------------------------------------------------

def compare(db, key, a, b, tiebreak=""):
    body = (f'answer = "compare"\ncompare = "{key}"\n{tiebreak}\nsubjects = [\n'
            f"  {{ among = [{a[0]}], rank = {a[1]} }},\n  {{ among = [{b[0]}], rank = {b[1]} }},\n]")
    return ask(db, body)


TEXAS = ('{ same = "state", username = "eve" }', '["highest balance"]')  # Eve, 0 vehicles, $7,000.25
UTAH_OLDEST = ('{ same = "state", username = "finn" }', '["oldest"]')  # Gail, 1 vehicle, $900.00
CAROL = ('{ same = "city", username = "carol" }, { count = "pets", op = ">=", n = 2 }', '[]')  # Carol, 1 vehicle


def test_compare_picks_the_winner(mini_db):
    assert compare(mini_db, "most vehicles", TEXAS, UTAH_OLDEST).answer == "Gail Gray"


def test_compare_tie_is_ambiguous_unless_broken(mini_db):
    tied = compare(mini_db, "most vehicles", UTAH_OLDEST, CAROL)
    assert tied.status == "ambiguous" and "tie on most vehicles" in tied.reason
    broken = compare(mini_db, "most vehicles", UTAH_OLDEST, CAROL, 'tiebreak = ["highest balance"]')
    assert broken.answer == "Carol Cole"


def test_compare_tie_broken_by_file_order_on_purpose(mini_db):
    body = (f'answer = "compare"\ncompare = "most vehicles"\nsubjects = [\n  {{ among = [{UTAH_OLDEST[0]}], rank = {UTAH_OLDEST[1]} }},\n'
            f'  {{ among = [{CAROL[0]}], rank = {CAROL[1]} }},\n]')
    assert ask(mini_db, body, Semantics(ties="file_order")).answer == "Carol Cole"  # pers-0003 before pers-0007


def test_compare_same_person_on_both_sides_is_refused(mini_db):
    r = compare(mini_db, "most pets", UTAH_OLDEST, UTAH_OLDEST)  # no one has more pets than themself
    assert r.answer is None
    assert r.reason.startswith("the two subjects are one person, Gail Gray")


def test_balance_of_one_pick_is_exact_money(mini_db):
    r = ask(mini_db, f'answer = "balance"\namong = [{OHIO}]\nrank = ["oldest"]')
    assert r.answer == "$3,000.50"  # 1000.5 + 2000.0, no float noise


def test_balance_of_top_k_and_of_several_picks(mini_db):
    top2 = ask(mini_db, 'answer = "balance"\namong = [{ same = "state", username = "dan" }]\nrank = ["most vehicles"]\ntop = 2')
    assert top2.answer == "$5,100.10"  # Dan 100.10 + Bob 5000.00
    both = ask(mini_db, f'answer = "balance"\nsubjects = [\n  {{ among = [{TEXAS[0]}], rank = {TEXAS[1]} }},\n'
                        f'  {{ among = [{UTAH_OLDEST[0]}], rank = {UTAH_OLDEST[1]} }},\n]')
    assert both.answer == "$7,900.25"


def test_top_k_tie_across_the_cut_is_ambiguous(mini_db):
    r = ask(mini_db, f'answer = "balance"\namong = [{OHIO}]\nrank = ["most vehicles"]\ntop = 1')
    assert r.status == "ambiguous" and "top 1" in r.reason


def test_record_count_over_several_tables(mini_db):
    r = ask(mini_db, f'answer = "count"\ncount = ["vehicles", "credit_cards", "pets"]\namong = [{OHIO}]\nrank = ["oldest"]')
    assert r.answer == "5"  # Alice: 2 + 2 + 1


# --- each semantic variant, where it changes the answer -------------------

COLUMBUS = '{ same = "city", username = "carol" }'  # Alice, Carol, Hank


def test_salary_latest_job_changes_the_answer(mini_db):
    assert name(mini_db, COLUMBUS, '["highest salary"]').answer == "Alice Able"  # her best job: 100,000
    latest = name(mini_db, COLUMBUS, '["highest salary"]', Semantics(salary="latest"))
    assert latest.answer == "Carol Cole"  # Alice's latest job pays 90,000 < Carol's 95,000


def test_address_fanout_multiplies_by_the_addresses_the_group_matched(mini_db):
    # Bob lives in Ohio and Texas: the group of plate BBB 221 (Bob) joins both of his addresses
    both = '{ same = "state", plate = "BBB 221" }'
    assert name(mini_db, both, '["most vehicles"]').answer == "Dan Dale"  # Dan 3, Bob 2
    fanned = name(mini_db, both, '["most vehicles"]', Semantics(fanout="addresses"))
    assert fanned.answer == "Bob Baker" and fanned.rows[0].keys[0] == 4  # two matched addresses: each vehicle twice
    # in the Ohio group only his Ohio address matches the join: no copies, the 2-2 tie with Alice stays
    ohio = name(mini_db, OHIO, '["most vehicles"]', Semantics(fanout="addresses"))
    assert ohio.status == "ambiguous" and "Alice Able" in ohio.reason and "Bob Baker" in ohio.reason
    # a group without a state or city filter makes no join through addresses
    blood = name(mini_db, '{ same = "blood_type", username = "bobby" }', '["most vehicles"]', Semantics(fanout="addresses"))
    assert blood.answer == "Dan Dale" and blood.rows[0].keys[0] == 3


def test_anchor_left_out_of_their_own_group(mini_db):
    utah = '{ same = "state", plate = "FFF 661" }'  # Finn's plate: Finn and Gail live in Utah
    assert name(mini_db, utah, '["oldest vehicle"]').answer == "Finn Ford"  # 1990
    assert name(mini_db, utah, '["oldest vehicle"]', Semantics(anchor_self="excluded")).answer == "Gail Gray"


def test_top_cut_before_the_other_filters(mini_db):
    steps = '{ count = "vehicles", op = ">=", n = 1 }, { top = 1, by = "highest balance" }'
    assert name(mini_db, steps).answer == "Bob Baker"
    before = name(mini_db, steps, sem=Semantics(top_cut="before"))  # the richest of all is Eve, who owns no vehicle
    assert before.status == "ambiguous" and "no one matches" in before.reason


def test_current_job_read_as_any_job(mini_db):
    r = name(mini_db, '{ current_job_started_in = 2010 }')  # Alice's 2010 job is not her latest
    assert r.status == "ambiguous" and "no one matches" in r.reason
    assert name(mini_db, '{ current_job_started_in = 2010 }', sem=Semantics(current_job="any")).answer == "Alice Able"


def test_each_owner_of_a_shared_pet_name_separately(mini_db):
    first = name(mini_db, '{ same = "state", pet = "Rex" }', '["most vehicles"]', Semantics(anchor_record=(("Rex", 1),)))
    second = name(mini_db, '{ same = "state", pet = "Rex" }', '["most vehicles"]', Semantics(anchor_record=(("Rex", 2),)))
    assert first.answer == "Dan Dale"  # Rex the dog: Dan, Texas
    assert second.status == "ambiguous" and "Finn Ford" in second.reason  # Rex the fish: Utah, 1 vehicle each
