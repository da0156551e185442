"""Questions dictated to a voice assistant (a20y's style, issue 12): lowercase, no punctuation, fillers, tie rules
said without the commas that set them off, two people said in turn ('out of these two, first A, and second B').

Each spoken form is a construction: said in any question family (a name, a count, a balance, a comparison), it reads
as the same question written with its punctuation, which the grammar read before. The near-misses stay refused.
"""

from __future__ import annotations

import re

import pytest

from cbwh.ask.parser import ParseError
from cbwh.ask.questions import parse_output, parse_readings
from cbwh.errors import UsageError

# (the spoken ranked person, the same person written) for each way a spoken tie rule is said
RANKED = [
    ("whoever has the most pets among people in Ohio with ties in there going to the oldest one",
     "whoever has the most pets among people in Ohio (if there's a tie, the oldest one)"),
    ("whoever has the most pets among um people in Ohio and if a few of them are tied the oldest one",
     "whoever has the most pets among people in Ohio (if there's a tie, the oldest one)"),
    ("the person with the most cars among people in Texas and if there's a tie in that group pick the richest one",
     "the person with the most cars among people in Texas (if there's a tie, pick the richest one)"),
    ("the person with the most cars among people in Texas if two people are tied go with the richest one",
     "the person with the most cars among people in Texas (if two people are tied, go with the richest one)"),
]


def _frames(spoken: str, written: str) -> list[tuple[str, str]]:
    """The ranked person in each question family, said last (where a spoken tie rule ends the question) and, in a
    comparison, first (where it ends before ', or')."""
    return [
        (f"okay so what's the total bank balance of {spoken}", f"What's the total bank balance of {written}?"),
        (f"um how much money in total is in the bank accounts of {spoken}",
         f"How much money in total do the bank accounts of {written} hold?"),
        (f"can you tell me who is older, {spoken}, or the owner of the pet called Dawn",
         f"Who is older: {written}, or the owner of pet 'Dawn'?"),
        (f"who has fewer credit cards out of these two, first {spoken}, and second the user lisa19",
         f"Who has fewer credit cards out of these two: {written}, and the user with internet username 'lisa19'?"),
        (f"so counting cars and pets all together how many records are there for {spoken}",
         f"Counting cars and pets together, how many records does {written} have?"),
    ]


@pytest.mark.parametrize(("spoken", "written"), [pair for ranked in RANKED for pair in _frames(*ranked)])
def test_a_spoken_question_reads_as_written(spoken, written):
    assert parse_output(spoken) == parse_output(written)


@pytest.mark.parametrize(("spoken", "written"), [
    # a group's people said again and narrowed, in each family
    ("among people in Ohio, only counting the ones who don't have any pets, who is the oldest",
     "Among people in Ohio who don't have any pets, who is the oldest?"),
    ("what's the total bank balance of the youngest person among people in Texas, only counting the ones with a dog",
     "What's the total bank balance of the youngest person among people in Texas with a dog?"),
    ("who is older, the richest person among people in Ohio, only counting the ones who have no vehicles, or the "
     "richest person in Texas", "Who is older: the richest person among people in Ohio who have no vehicles, or the "
     "richest person in Texas?"),
    # expired policies counted, said as an instruction inside the sentence
    ("whose insurance policy expires first, and count the ones that already expired too, among people in Texas",
     "Whose insurance policy expires first among people in Texas (expired policies included)?"),
    # the pair's own tie rule after two people said in turn
    ("who is younger out of these two, first the richest person in Ohio, and second the owner of the pet called Dawn "
     "and if the two of them are tied go with the one with more pets",
     "Who is younger out of these two: the richest person in Ohio, and the owner of pet 'Dawn'? If they are tied, go "
     "with the one with more pets."),
])
def test_a_spoken_form_combines_with_the_others(spoken, written):
    assert parse_output(spoken) == parse_output(written)


@pytest.mark.parametrize(("spoken", "message"), [
    # several people's money without a word for the sum: each, or the sum
    ("how much money is in the bank accounts of the owner of the pet called Dawn and the oldest person in Ohio",
     "could ask for each person's or for their sum"),
    # an 'if' that says no tie is no tie rule
    ("who has the most pets among people in Ohio if they live in Texas", "cannot understand"),
    # 'the ones' said again with nothing narrowing them
    ("among people in Ohio, only counting the ones, who is the oldest", "cannot understand"),
    # one person said 'first', no second
    ("who is older out of these two, first the owner of the pet called Dawn", "cannot understand"),
    # records counted without the kinds counted
    ("how many records are there for the oldest person in Ohio", "cannot understand"),
])
def test_a_spoken_near_miss_is_refused(spoken, message):
    with pytest.raises(ParseError, match=message):
        parse_output(spoken)


def test_those_two_tied_after_a_comparison_is_the_two_compared():
    """'if those two end up tied on that' ending the question after two ranked people: the two compared, a sentence
    of its own after the question as a writer would put it (w20: set off by a comma after the second person it was
    also read inside that person's ranking, and alone when the pair's reading could not be read)."""
    readings = parse_readings("who has fewer pets, the oldest person in Florida, or whoever has the most vehicles among "
                              "people in Ohio and if those two end up tied on that go with the richest one").all
    assert [len(r.output.tiebreak) for r in readings] == [1]
    assert all(not s.keys[1:] for r in readings for s in r.output.subjects)


@pytest.mark.parametrize(("spoken", "written"), [
    # a spoken correction: the words after it replace the words before it that start alike, of one kind
    ("what's the total bank balance of the oldest person among people in the same state as the owner of the dog, no "
     "sorry, the bird named Tammy", "What's the total bank balance of the oldest person among people in the same state "
     "as the owner of the bird named 'Tammy'?"),
    ("who is the oldest, no sorry, the youngest person among people in Texas",
     "Who is the youngest person among people in Texas?"),
    ("how many pets does the richest person in Ohio, no sorry, in Texas have",
     "How many pets does the richest person in Texas have?"),
    ("who has more pets, the person with the most cars, no sorry, the most policies among people in Ohio, or the "
     "oldest person in Texas", "Who has more pets: the person with the most policies among people in Ohio, or the "
     "oldest person in Texas?"),
    # a phrase broken off after a word no phrase ends with, and said again
    ("among people in Ohio who has the, who has the most pets and if there's a tie the oldest one",
     "Among people in Ohio, who has the most pets? If there's a tie, the oldest one."),
    ("what's the total bank balance of the, of the youngest person in Texas",
     "What's the total bank balance of the youngest person in Texas?"),
    # a plate's letters said bare are not an abbreviation
    ("who is older, the oldest person in Ohio, or the person with the most pets among people living in the same state "
     "as the owner of license plate 605 AVG", "Who is older: the oldest person in Ohio, or the person with the most pets "
     "among people living in the same state as the owner of license plate '605 AVG'?"),
    # each state's leaders: everyone tied for a state's top said again, the top people for a kind of record, the
    # ranking said again after 'I mean'
    ("among the people who have the most vehicles in their own state, counting everybody tied for the top in a state, "
     "who is the oldest", "Among the people who have the most vehicles in their own state, who is the oldest?"),
    ("who is the richest among the top people for pets in each state, I mean whoever has the most pets in their state, "
     "ties included", "Who is the richest among the people who have the most pets in their own state?"),
    ("how many cars does the youngest of the top people for credit cards in each state have",
     "How many cars does the youngest of the people with the most credit cards in each state have?"),
    # a balance 'across all their accounts'
    ("who is younger, the person with the biggest combined bank balance across all their accounts among people in "
     "Ohio, or the oldest person in Texas", "Who is younger: the richest person among people in Ohio, or the oldest "
     "person in Texas?"),
])
def test_a_spoken_correction_restart_or_aside_reads_as_meant(spoken, written):
    assert parse_output(spoken) == parse_output(written)


@pytest.mark.parametrize("spoken", [
    "who is the youngest person in Ohio, no sorry, the richest one",  # (the richest in Ohio, or of everyone?)
    "who has the most pets among people in Ohio, no sorry, Texas",  # (nothing said alike before it)
])
def test_a_correction_that_could_replace_more_or_less_is_refused(spoken):
    with pytest.raises(UsageError, match="a spoken correction at character [0-9]+ .'no sorry'. could replace"):
        parse_output(spoken)


@pytest.mark.parametrize(("spoken", "message"), [
    ("what is the AVG number of pets of the owner of license plate 605 AVG", "an average or a median"),
    # the leaders said again by another ranking
    ("among the top people for pets in each state, I mean whoever has the most cars in their state, who is the richest",
     "cannot understand"),
])
def test_a_spoken_leader_or_plate_near_miss_is_refused(spoken, message):
    with pytest.raises(ParseError, match=message):
        parse_output(spoken)


def test_a_pair_rule_that_cannot_be_read_is_not_read_as_the_last_persons():
    """'who is older ... if both of them are even on that go with the oldest one': between the two the rule says
    nothing (a tie on age stays one); it is not then read as the second person's ranking's rule alone (w20)."""
    with pytest.raises(ParseError, match="two readings"):
        parse_output("who is older, the person with the fewest animals among people who live in Maryland, or the person "
                     "with the most cars among the people who live in Idaho if both of them are even on that go with the "
                     "oldest one")


@pytest.mark.parametrize(("spoken", "written"), [
    # an aside that expired policies count, said without its commas
    ("among people in Texas whose insurance policy expires first counting the ones that already expired and if there's "
     "a tie take the one who has the highest total bank balance", "Among people in Texas, whose insurance policy expires "
     "first (expired policies included)? If there's a tie, take the one who has the highest total bank balance."),
    ("whose insurance policy expires first and count the ones that already expired too among people in Texas",
     "Whose insurance policy expires first among people in Texas (expired policies included)?"),
    # two people said in turn without commas, with a filler
    ("who has more vehicles out of these two first hmm the oldest person in Ohio and second the youngest person in Texas",
     "Who has more vehicles out of these two: the oldest person in Ohio, and the youngest person in Texas?"),
])
def test_a_spoken_aside_or_pair_without_commas_reads_as_written(spoken, written):
    assert parse_output(spoken) == parse_output(written)


def test_a_comma_after_a_word_said_again_once_is_no_restart():
    """'Who in Ohio has, in total, ...' says one word of its start again ('in'), no phrase: nothing is dropped."""
    with pytest.raises(ParseError, match="in total"):
        parse_output("Who in Ohio has, in total, the most pets?")


def test_the_people_said_again_after_the_second_of_two_may_be_both_groups():
    """', only counting the ones who have a dog' after the second of two people could narrow both groups or the
    second's alone: refused when the two readings answer differently (never one of them taken)."""
    with pytest.raises(ParseError, match="could be for 'the richest person in Texas' only or for 'the richest person in "
                                         "Ohio' too"):
        parse_output("who is older, the richest person in Ohio, or the richest person in Texas, only counting the ones "
                     "who have a dog")


@pytest.mark.parametrize("framed, bare", [
    ("How many pets does the owner of pet 'Dawn' have? 🙏", "How many pets does the owner of pet 'Dawn' have?"),
    ("🤔 How many pets does the owner of pet 'Dawn' have?", "How many pets does the owner of pet 'Dawn' have?"),
    ("👍🏻 How many pets does the owner of pet 'Dawn' have 🙏🏽 :)", "How many pets does the owner of pet 'Dawn' have?"),
])
def test_an_emoji_before_the_first_word_or_after_the_last_says_nothing(framed, bare):
    assert parse_output(framed) == parse_output(bare)


@pytest.mark.parametrize("sentence, character", [
    ("Among residents of Ohio with ❌ dogs, who has the most cars?", "❌"),
    ("Among residents of Ohio who own 🚫 dogs, who has the most cars?", "🚫"),
    ("Among residents of Ohio who own ✅ dogs, who has the most cars?", "✅"),
    ("Who has the most cars among 🚫 pet owners in Ohio?", "🚫"),
    ("How many pets does the owner´s pet 'Dawn' have?", "´"),
    ("How many pets does the owner of pet 'Dawn' have ^ 2?", "^"),
])
def test_a_pictograph_inside_the_question_is_refused_naming_it(sentence, character):
    """'with ❌ dogs' (r1 #2): a reader means without them; a pictograph inside the sentence is never dropped (it was
    read as 'with dogs'), and '´' or '^' (category Sk, not decoration) is refused as before."""
    with pytest.raises(UsageError, match=re.escape(f"unexpected character {character!r}")):
        parse_output(sentence)
