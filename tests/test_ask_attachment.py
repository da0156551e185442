"""A relative clause right after an anchor ('the owner of pet X who has ...') may describe the
anchor's owner or the people chosen: refused, unless agreement or wording picks one reading, or the
data does (a singular verb after a singular head, or a clause without number such as 'with no pets': answered when the
owner reading names no one or gives the same answer; a singular verb after a plural head describes the owner: refused).

The probe's C1, C2 and B1 (tests/ask_corpus.jsonl, source probe-*) were answered with the
members' reading although the singular verb points at the owner.
"""

from __future__ import annotations

import sqlite3

import pytest

from cbwh.ask.parser import ParseError
from cbwh.ask.questions import parse_output, parse_reading, read_back, reading_data
from cbwh.ask.service import ask
from cbwh.spec.model import (
    Anchor,
    AnchorKind,
    Attribute,
    CountIs,
    CurrentJobStartedIn,
    NameOf,
    OwnerOf,
    Pick,
    Records,
    SameAs,
)

ANCHOR = "the owner of pet 'Lauren'"
STATE = SameAs(Attribute.STATE, Anchor(AnchorKind.PET, "Lauren"))
NO_CARDS = CountIs(Records.CREDIT_CARDS, "=", 0)


SINGULAR = [  # (the head of the people chosen singular: the verb agrees with it and with the owner)
    f"Who is the oldest person living in the same state as {ANCHOR} who has no credit cards?",
    f"Which resident of the same state as {ANCHOR} that owns no credit cards is the oldest?",
    f"Who is the oldest of everyone who lives in the same state as {ANCHOR} who doesn't have any credit cards?",
]


@pytest.mark.parametrize("question", SINGULAR)
def test_singular_clause_after_an_anchor_reads_for_the_people_on_a_condition_on_the_owner(question):
    """The owner reading ('the owner ... who has no credit cards' as one person) is checked on the data (`ask.service`):
    the reading kept is the people's, with the question whether the owner meets the clause."""
    reading = parse_reading(question)
    assert set(reading.output.pick.steps) == {STATE, NO_CARDS}
    assert [check for check, _, _ in reading.owner_clause] == [NameOf(Pick((OwnerOf(STATE.anchor), NO_CARDS)))]
    assert read_back(reading_data(reading)) == reading  # (kept between processes as it is)


@pytest.mark.parametrize("question, head", [
    (f"Among people living in the same state as {ANCHOR} who has no credit cards, who is the oldest?", "people"),
    (f"Among residents of the same state as {ANCHOR} that owns no credit cards, who is the oldest?", "residents"),
    (f"What is the combined bank balance of the two oldest people in the same state as {ANCHOR} who has no credit "
     "cards?", "people"),
    (f"Take the residents of the same state as {ANCHOR} who doesn't have any credit cards. Who is the oldest?",
     "residents"),
    (f"Who has the most pets among people sharing a blood type with {ANCHOR} who has no credit cards?", "people"),
])
def test_singular_clause_after_an_anchor_with_a_plural_head_describes_the_owner(question, head):
    """'the residents of ... who has' (r28 F2): the verb cannot agree with the people chosen, only with the owner."""
    with pytest.raises(ParseError) as exc:
        parse_output(question)
    assert f"describes {ANCHOR} (" in str(exc.value) and f"does not agree with '{head}'): a condition on" in str(exc.value)


def test_singular_clause_set_off_after_an_anchor_is_refused_naming_both_readings():
    with pytest.raises(ParseError) as exc:  # set off by commas, a singular relative is still about the owner (p12x #13)
        parse_output(f"Among people living in the same state as {ANCHOR}, who has no credit cards, who is the oldest?")
    message = str(exc.value)
    assert f"could describe {ANCHOR} or the people being chosen" in message
    assert "among people who ... and live in the same state as" in message and "\n" not in message


# Plates whose one owner has no internet accounts (the owner reading names them) or two (it names no one).
OWNER_CLAUSE = "Who is the oldest person living in the same state as the owner of plate '{}' who has no internet accounts?"
PEOPLE_FIRST = ("Who is the oldest person among people who have no internet accounts and live in the same state as the "
                "owner of plate '{}'?")


def test_the_owner_reading_answering_otherwise_is_refused_naming_both(real_db):
    report = ask(real_db, OWNER_CLAUSE.format("DQZ-2391"))  # its owner has none; the two readings' answers differ
    assert report.result.answer is None
    assert "'who has no internet accounts' could describe the owner of plate 'DQZ-2391' or the people being chosen: " \
           "read for the people the answer is" in report.result.reason


@pytest.mark.parametrize("plate, agree", [("SMD-631", True), ("3W EV389", False)])
def test_the_owner_reading_naming_no_one_or_the_same_answer_is_answered_for_the_people(real_db, plate, agree):
    report = ask(real_db, OWNER_CLAUSE.format(plate))  # ('3W EV389': its owner has internet accounts)
    assert report.result.answer is not None
    assert report.result.answer == ask(real_db, PEOPLE_FIRST.format(plate)).result.answer
    assert ("the answer is the same" in (report.result.question.note or "")) is agree


@pytest.mark.parametrize("question", [
    f"Among people living in the same state as {ANCHOR} who have no credit cards, who is the oldest?",  # agreement
    f"Among people living in the same state as {ANCHOR}, who have no credit cards, who is the oldest?",  # comma
    f"Among people who have no credit cards and live in the same state as {ANCHOR}, who is the oldest?",  # before
])
def test_unambiguous_wordings_read_as_the_members(question):
    steps = set(parse_output(question).pick.steps)
    assert steps == {STATE, NO_CARDS}


# --- a verb without number ('started', 'had') right after an anchor --------------------------

NEUTRAL = "Among residents of the same state as {anchor} who started their current job in 2024, who is the oldest?"
JOB = CurrentJobStartedIn(2024)


@pytest.mark.parametrize("anchor", ["the owner of pet 'Lauren'", "the owner of the car with plate 'APO 761'",
                                    "the user with internet username 'lisa19'"])
def test_a_clause_without_number_after_an_anchor_reads_as_the_members(anchor):
    assert JOB in parse_output(NEUTRAL.format(anchor=anchor)).pick.steps


def test_after_a_pet_name_several_people_own_it_is_refused_naming_both_readings(real_db):
    with pytest.raises(ParseError) as exc:  # two people own a pet named Lauren
        ask(real_db, NEUTRAL.format(anchor="the owner of pet 'Lauren'"))
    assert "could pick one of them (the owner of pet 'Lauren') or describe the people being chosen" in str(exc.value)


def test_after_a_pet_name_one_person_owns_it_is_answered_for_the_members(real_db):
    report = ask(real_db, NEUTRAL.format(anchor="the owner of pet 'Phillip'"))  # one owner
    assert JOB in report.result.question.output.pick.steps


# --- a clause that is not a relative one ('with ...', 'living in ...') right after an anchor -------

PARTICIPLE = "Among residents of the same state as {anchor} {clause}, who is the oldest?"


@pytest.mark.parametrize("clause", ["with at least one credit card", "currently residing in Ohio", "without any pets"])
def test_a_participle_after_a_shared_pet_name_is_refused_naming_both_readings(real_db, clause):
    with pytest.raises(ParseError) as exc:  # 'the owner of pet 'Michael' with ...' narrows the owners in a subject
        ask(real_db, PARTICIPLE.format(anchor="the owner of pet 'Lauren'", clause=clause))
    assert f"so '{clause}' could pick one of them (the owner of pet 'Lauren')" in str(exc.value)


@pytest.mark.parametrize("anchor", ["the owner of the car with plate 'APO 761'", "the user with internet username 'lisa19'"])
def test_a_participle_after_a_plate_or_username_reads_as_the_members(anchor):
    reading = parse_reading(PARTICIPLE.format(anchor=anchor, clause="with at least one credit card"))
    output, one_owner = reading.output, reading.one_owner
    assert CountIs(Records.CREDIT_CARDS, ">=", 1) in output.pick.steps and not one_owner
    ((check, clause, _),) = reading.owner_clause  # (its owner reading checked on the data, as a relative clause's)
    assert clause == "with at least one credit card" and check.pick.steps[1:] == (CountIs(Records.CREDIT_CARDS, ">=", 1),)


@pytest.mark.parametrize("question", [
    "Who is the oldest person in the same state as the owner of plate 'YEQ3495' with no insurance policies?",
    "Who is the oldest person in the same state as the owner of plate 'YEQ3495' having no insurance policies?",
    "Who is the oldest person in the same state as the owner of plate 'YEQ3495' without any insurance policies?",
    "Which person living in the same state as the owner of plate 'YEQ3495' having no insurance policies is the oldest?",
    "Who in the same state as the owner of plate 'YEQ3495' with no insurance policies is the oldest?",
    "Who, living in the same state as the owner of plate 'YEQ3495', without any insurance policies, is the oldest?",
    # a second clause after the first: both may be the owner's too
    "Who is the oldest person in the same state as the owner of plate 'YEQ3495' with a dog who has no insurance policies?",
    "Who is the oldest person in the same state as the owner of plate 'YEQ3495' with a dog and with no insurance policies?",
])
def test_a_participle_after_a_plate_whose_owner_meets_it_and_answers_otherwise_is_refused_naming_both(real_db, question):
    """r28 F4: the plate's owner (Linda Thomas) has no insurance policies: read for her, the question asks for the oldest
    in her state (Michelle Diaz); read for the people, Linda Thomas. Checked on the data as a singular relative is."""
    reason = ask(real_db, question).result.reason or ""
    assert "could describe the owner of plate 'YEQ3495' or the people being chosen: read for the people the answer " \
           "is Linda Thomas; read for the owner of plate 'YEQ3495' (Linda Thomas, who meets it), it is " in reason
    # (with two clauses the first is checked first: 'with a dog' read for the owner leaves her the oldest of her state,
    # whom leaving her out changes, r65 F1: no answer)
    assert "it is Michelle Diaz" in reason or "'with a dog' could describe" in reason


def test_a_place_after_a_plate_whose_owner_lives_there_is_refused_naming_both(real_db):
    """r28 F4: 'in Pennsylvania' after the owner (who lives there) leaves her whole blood type group (a tie)."""
    reason = ask(real_db, "Who has the most pets among people sharing a blood type with the owner of plate 'YEQ3495' "
                          "in Pennsylvania?").result.reason or ""
    assert "'in Pennsylvania' could describe the owner of plate 'YEQ3495' or the people being chosen: read for the " \
           "people the answer is Michael Jackson; read for the owner of plate 'YEQ3495' (Linda Thomas, who meets it), it " \
           "is no answer (tie by most pets" in reason


@pytest.mark.parametrize("clause, agree", [("with no internet accounts", False), ("with a dog", True)])
def test_a_participle_after_a_plate_is_answered_when_the_owner_reading_is_void_or_agrees(real_db, clause, agree):
    report = ask(real_db, f"Who is the oldest person in the same state as the owner of plate 'YEQ3495' {clause}?")
    assert report.result.answer is not None  # (she has internet accounts; with a dog, her state's oldest has one too)
    assert (f"'{clause}' read for the people chosen; read for the owner of plate 'YEQ3495' (who meets it), the answer "
            "is the same" in (report.result.question.note or "")) is agree


@pytest.mark.parametrize("clause", ["with at least one credit card", "living in Ohio", "without any pets"])
def test_a_participle_set_off_by_commas_after_a_shared_pet_name_is_refused_too(real_db, clause):
    """'... the owner of pet 'Lauren', living in Ohio, ...' (p12x #1): the commas do not say whom it describes."""
    with pytest.raises(ParseError) as exc:
        ask(real_db, f"Among people who live in the same state as the owner of pet 'Lauren', {clause}, who is the oldest?")
    assert f"so '{clause}' could pick one of them (the owner of pet 'Lauren')" in str(exc.value)


def test_a_participle_set_off_by_commas_after_a_one_owner_pet_reads_as_the_members(real_db):
    report = ask(real_db, "Among people who live in the same state as the owner of pet 'Phillip', with at least one "
                          "credit card, who is the oldest?")
    assert CountIs(Records.CREDIT_CARDS, ">=", 1) in report.result.question.output.pick.steps


# --- a species said with the name: only that species' pets count (a21y: 'owner of bird 'Ann'') -------


def _species_names(db, one: bool) -> tuple[str, str]:
    """A pet name several people's pets share, with a species whose pets of that name have one owner (one=True) or
    several (one=False)."""
    (name, species) = db.execute(
        "SELECT name, species FROM pets WHERE name IN (SELECT name FROM pets GROUP BY name HAVING count(DISTINCT "
        "owner_id) > 1) GROUP BY name, species HAVING count(DISTINCT owner_id) " + ("= 1" if one else "> 1")
        + " ORDER BY name, species LIMIT 1").fetchone()
    return name, species


def test_a_species_whose_pets_of_that_name_have_one_owner_reads_as_the_members(real_db):
    db = sqlite3.connect(real_db)
    name, species = _species_names(db, one=True)
    report = ask(real_db, PARTICIPLE.format(anchor=f"the owner of {species.lower()} '{name}'",
                                            clause="with at least one credit card"))
    assert CountIs(Records.CREDIT_CARDS, ">=", 1) in report.result.question.output.pick.steps


def test_a_species_whose_pets_of_that_name_have_several_owners_is_refused_naming_the_species(real_db):
    db = sqlite3.connect(real_db)
    name, species = _species_names(db, one=False)
    with pytest.raises(ParseError) as exc:
        ask(real_db, NEUTRAL.format(anchor=f"the owner of {species.lower()} '{name}'"))
    assert f"several people own a {species.lower()} named '{name}'" in str(exc.value)


# --- a ticket's terse condition set off after the group ('G, current job started in 2023 -> R', a21y) -------


@pytest.mark.parametrize("join", [",", " and"])
def test_a_terse_job_start_after_a_shared_pet_name_is_refused_naming_both(real_db, join):
    with pytest.raises(ParseError) as exc:
        ask(real_db, f"ppl w/ same blood type as owner of pet 'Lauren'{join} current job started in 2023 -> who has most pets")
    assert "several people own a pet named 'Lauren', so" in str(exc.value) and "current job started in 2023' could pick" \
        in str(exc.value)


def test_a_terse_job_start_after_a_plate_reads_as_the_members(real_db):
    report = ask(real_db, "ppl in same state as owner of plate 'KKP 278', current job started 2022 -> who has most pets? "
                          "tiebreak oldest")
    assert JOB_2022 in report.result.question.output.pick.steps


JOB_2022 = CurrentJobStartedIn(2022)


@pytest.mark.parametrize("clause", [", 0 credit cards", ", no credit cards", " w/ current job started in 2023"])
def test_a_terse_count_after_a_shared_pet_name_is_refused_naming_both(real_db, clause):
    with pytest.raises(ParseError) as exc:
        ask(real_db, f"ppl in same state as owner of pet 'Lauren'{clause} -> who is oldest")
    assert f"several people own a pet named 'Lauren', so '{clause.strip(', ')}' could pick" in str(exc.value)
