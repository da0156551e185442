"""The frame reader (cbwh.ask.frames): a question the grammar refuses for its words, read by its content.

Each accepted question is checked against the grammar's own reading of the same question in upstream's words (never a
hard-coded spec); each near-miss must be refused, by the reader alone and by `ask`, with the grammar's message kept.
The full gate (every corpus sentence and public author set, the reader alone) is benchmarks/frame_gate.py; a sample of
the corpus runs here, the whole corpus under -m slow."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cbwh.ask.frames import Refused, read
from cbwh.ask.parser import ParseError
from cbwh.ask.questions import parse_output, parse_reading
from cbwh.spec.codec import decode

DAWN = "the owner of pet 'Dawn'"
PLATE = "the owner of the vehicle with license plate 'LLG-4483'"
USER = "the user 'megan61'"

# (a question in new words the grammar does not read, the same question in upstream's words)
READ = [
    (f"For {PLATE}, look at their state: who there has the most credit cards? If more than one person qualifies, go "
     "with the one with the highest total bank balance.",
     f"Among all people who live in the same state as {PLATE}, who has the most credit cards? If there's a tie, use the "
     "highest total bank balance as a tiebreaker."),
    (f"For {DAWN}, look at their state: who there owns the most vehicles? If several people tie, go with the oldest.",
     f"Among all people who live in the same state as {DAWN}, who owns the most vehicles? If there's a tie, who among "
     "them is the oldest?"),
    ("For pet 'Dawn''s owner, take their state. What is the total bank balance of the resident there with the most "
     "insurance policies? If more than one person has that many, go with the highest total bank balance.",
     f"What is the total bank balance of the person with the most insurance policies among all residents of the same "
     f"state as {DAWN}? If there's a tie, use the highest total bank balance as a tiebreaker."),
    (f"Take {DAWN}, then their state: how many vehicles does the oldest resident of that state own?",
     f"How many vehicles does the oldest person among residents of the same state as {DAWN} own?"),
    (f"For {DAWN}: what's the total bank balance of the person in their state with the most pets? Ties go to the "
     "higher total bank balance.",
     f"What is the total bank balance of the person with the most pets among all residents of the same state as {DAWN}? "
     "If there's a tie, use the highest total bank balance as a tiebreaker."),
    (f"Please find, for {DAWN}, the person in their state with the most vehicles; if there is a tie, the one with "
     "more pets. I need the name.",
     f"Among all people who live in the same state as {DAWN}, who owns the most vehicles? If there's a tie, the one "
     "with more pets."),
    (f"For {USER}, look at their state. Who there has the fewest pets? If that is a tie, pick the one with the highest "
     "total bank balance.",
     f"Among all people who live in the same state as {USER}, who has the fewest pets? If there's a tie, use the highest "
     "total bank balance as a tiebreaker."),
    (f"Regarding {USER}: consider their blood type. Among people with that blood type, what is the total bank balance "
     "of the one with the most vehicles?",
     f"What is the total bank balance of the person with the most vehicles among people with the same blood type as "
     f"{USER}?"),
]

# (a question, the same in upstream's words): read by the reader alone (the grammar may read some of them first)
READ_ALONE = [
    (f"Which person holds more insurance policies: the richest resident of the same state as {DAWN}, or the richest "
     "resident of the same state as the owner of pet 'Betty'? By richest I mean the highest total bank balance.",
     f"Who holds more insurance policies: the person with the highest total bank balance among residents of the same "
     f"state as {DAWN}, or the person with the highest total bank balance among residents of the same state as the "
     "owner of pet 'Betty'?"),
    (f"If you don't mind, for {DAWN}, look at their state: who there has the most pets?",
     f"Among all people who live in the same state as {DAWN}, who has the most pets?"),
    (f"For {DAWN}, look at their state. How many pets and vehicles does the richest resident there have, all together?",
     f"How many pets and vehicles in total does the person with the highest total bank balance among residents of the "
     f"same state as {DAWN} have?"),
]

# (a question the reader must refuse, what its refusal names); each is refused by the grammar too
REFUSED = [
    (f"For {DAWN}, look at their state. Who there does not have the most vehicles?", "'not'"),
    (f"For {DAWN}, look at their state: who there has the most vehicles and the most pets?", "'and'"),
    (f"For {DAWN}, look at their state. What is the total bank balance of {DAWN}?", "anchor's owner themself"),
    (f"For {DAWN}, who has the most vehicles?", "anchor"),
    (f"For {DAWN}, who there has the most vehicles?", "names no place"),
    (f"For {DAWN}, look at their state. Take the person with the most pets. How many pets do they have?",
     "'they' could be the anchor's owner"),
    (f"For {DAWN}, look at their state. Take the person with the most pets. What is her total bank balance?", "'What'"),
    (f"For {DAWN}, look at their state: who there has the most vehicles (excluding the owner)?", "'('"),
    (f"For {DAWN}, look at their state: who there has the most vehicles, and what is their total bank balance?",
     "'and'"),
    (f"For {DAWN}, look at their state. Who there has the most pets? How many pets does the richest one there have?",
     "two"),
    (f"For {DAWN} and {USER}, look at their state: who there has the most vehicles?", "two people"),
    (f"Among people in the same url as {DAWN}, who is the richest?", "'same'"),
    (f"For {DAWN}, look at their state. Who there is a resident?", "no ranking"),
    (f"For {DAWN}, look at their state: who there is the richest? By richest I mean the most pets.", "'By'"),
    (f"Who has more pets: the oldest resident of the same state as {DAWN} or the owner of pet 'Betty'?", "'or'"),
    (f"For {DAWN}, look at their state. How many pets does the richest resident there have, all together?",
     "a sum of one kind"),
    (f"For {DAWN}, look at their state. How many pets and vehicles does the richest resident there have?",
     "without their sum said"),
]


@pytest.mark.parametrize("text, upstream", READ, ids=range(len(READ)))
def test_the_content_reads_as_the_upstream_wording_does(text, upstream):
    reading = parse_reading(text)
    assert reading.framed  # (the grammar alone does not read it: else the reader is never tried)
    assert reading.output == parse_output(upstream)


@pytest.mark.parametrize("text, upstream", READ_ALONE, ids=range(len(READ_ALONE)))
def test_the_reader_alone_reads_comparisons_asides_and_sums(text, upstream):
    assert read(text) == parse_output(upstream)


@pytest.mark.parametrize("text, named", REFUSED, ids=range(len(REFUSED)))
def test_content_that_does_not_say_one_spec_is_refused(text, named):
    with pytest.raises(Refused, match=None) as refused:
        read(text)
    assert named in str(refused.value)
    with pytest.raises(ParseError) as error:  # the grammar's own message: it says what it could not read
        parse_reading(text)
    assert "cannot understand" in str(error.value) or "not supported" in str(error.value) or (
        "ambiguous" in str(error.value) or "could be" in str(error.value))


def test_the_human_answer_says_how_it_was_read(tmp_path):
    from cbwh.ask.service import _parse

    question = _parse(READ[0][0])[0]
    assert question.note is not None and question.note.startswith("read by its content: the name of the person ranked")


ROWS = [json.loads(line) for line in (Path(__file__).parent / "ask_corpus.jsonl").read_text(encoding="utf-8").splitlines()]


def _gate(rows: list[dict]) -> tuple[int, list[str]]:
    """The reader alone on corpus rows: (how many it answers, every disagreement with a row's spec or accepted
    near-miss)."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))
    from frame_gate import same

    answered, bad = 0, []
    for row in rows:
        try:
            out = read(row["question"])
        except (Refused, ParseError):
            continue
        answered += 1
        if "refused" in row or not same(out, decode(row["program"])):
            bad.append(row["question"])
    return answered, bad


def test_the_reader_alone_agrees_with_a_sample_of_the_corpus():
    answered, bad = _gate(ROWS[::173])
    assert answered >= 5 and bad == []


@pytest.mark.slow
def test_the_reader_alone_agrees_with_the_whole_corpus():
    answered, bad = _gate(ROWS)
    assert answered >= 500 and bad == []
