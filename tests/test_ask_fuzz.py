"""The reader on words it did not expect: the corpus's questions cut short, a word dropped, two spliced. Every outcome is
a reading or a refusal (UsageError): never another exception, which `cbwh ask` would report as an internal fault."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cbwh.ask.questions import parse_readings
from cbwh.errors import UsageError

CORPUS = Path(__file__).with_name("ask_corpus.jsonl")
# what a cut sentence may end with: marks and joins that promise more words
TAILS = (":", " ->", " -", " /", "?", " (", " (tie", ";", ",", " vs", " and", " then", ". ", " \u2014 ", "'", " 's",
         " = ?", "")

# texts the fuzz found raising an IndexError (6 December: discourse's look-ahead past the last word, sums' steps with
# nothing after the last mark)
FOUND = [
    "Compare the richest resident of Ohio, on the one hand, with the richest resident of Texas, on the other: then",
    "Among residents of the same state as the owner of pet 'Dawn', who owns the most pets? If there's a tie, the "
    "person with the higher balance wins.,",
    "Face-off time: then",
    "Who owns more pets: and",
    "I should be grateful if you",
    "Looking only at residents of Ohio, take the person with the most insurance policies, and do the same for Texas.,",
    "two people, one total. first: most pets in the state where the owner of the cat named 'April' lives, and",
    "Your task: Take the owner of pet 'Dawn'. and",
    "Which of them has the higher total bank balance? Candidate one is the person with the most pets in Ohio; and",
    "who owns fewer vehicles:",
    "owner of the dog named 'Tony' -> their state ->",
    "the dog named 'Allen': among the people in its owner's",  # (the fortieth session's CI: a possessive said last)
]


def mutants(n: int, seed: int) -> list[str]:
    """n texts made from the corpus's questions: 60% cut after a word with a tail from TAILS, 20% with a word dropped,
    20% the start of one spliced to the end of another (the same seed, the same texts)."""
    rnd = random.Random(seed)
    questions = [json.loads(line)["question"] for line in CORPUS.open(encoding="utf-8")]
    out = []
    for _ in range(n):
        words = rnd.choice(questions).split(" ")
        cut = rnd.randint(1, len(words))
        mode = rnd.random()
        if mode < 0.6:
            out.append(" ".join(words[:cut]) + rnd.choice(TAILS))
        elif mode < 0.8:
            del words[rnd.randrange(len(words))]
            out.append(" ".join(words))
        else:
            other = rnd.choice(questions).split(" ")
            out.append(" ".join(words[:cut] + other[rnd.randint(0, len(other) - 1):]))
    return out


def faults(texts: list[str]) -> list[str]:
    found = []
    for text in texts:
        try:
            parse_readings(text)
        except UsageError:
            pass
        except Exception as error:  # noqa: BLE001 (the point: any other exception is a fault)
            found.append(f"{type(error).__name__}: {error} <- {text!r}")
    return found


def test_the_texts_the_fuzz_found_are_refused_or_read():
    assert faults(FOUND) == []


def test_the_mutants_are_fixed_by_the_seed():
    assert mutants(5, 1) == mutants(5, 1) and mutants(5, 1) != mutants(5, 2)


@pytest.mark.slow  # (~30 ms a text: 2,000 texts, ~60 s of CPU)
def test_no_mutant_of_the_corpus_raises_anything_but_a_refusal():
    assert faults(mutants(2000, 39)) == []


def test_a_fault_of_the_reader_is_a_one_line_refusal_never_a_traceback(run, real_db, monkeypatch):
    """`cbwh ask` on a text the reader fails on (here made to fail): exit 2, one line that says what to do."""
    from cbwh.ask import service

    def broken(text: str) -> tuple[str, str]:
        raise IndexError("list index out of range")

    monkeypatch.setattr(service, "_parsed", broken)
    result = run("ask", "Who owns more pets: and", "--db", real_db)
    assert result.exit_code == 2
    assert "internal IndexError" in result.output and "report" in result.output
    assert "Traceback" not in result.output and len(result.output.strip().splitlines()) == 1
