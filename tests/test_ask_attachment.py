"""A relative clause right after an anchor ('the owner of pet X who has ...') may describe the
anchor's owner or the people chosen: refused, unless agreement or wording picks one reading.

The probe's C1, C2 and B1 (tests/ask_corpus.jsonl, source probe-*) were answered with the
members' reading although the singular verb points at the owner.
"""

from __future__ import annotations

import pytest

from cbwh.ask.parser import ParseError
from cbwh.ask.questions import parse_output
from cbwh.spec.model import Anchor, AnchorKind, Attribute, CountIs, Records, SameAs

ANCHOR = "the owner of pet 'Lauren'"
STATE = SameAs(Attribute.STATE, Anchor(AnchorKind.PET, "Lauren"))
NO_CARDS = CountIs(Records.CREDIT_CARDS, "=", 0)


@pytest.mark.parametrize("question", [
    f"Among people living in the same state as {ANCHOR} who has no credit cards, who is the oldest?",
    f"Among residents of the same state as {ANCHOR} that owns no credit cards, who is the oldest?",
    f"Among people who live in the same state as {ANCHOR} who doesn't have any credit cards, who is the oldest?",
])
def test_singular_clause_after_an_anchor_is_refused_naming_both_readings(question):
    with pytest.raises(ParseError) as exc:
        parse_output(question)
    message = str(exc.value)
    assert f"could describe {ANCHOR} or the people being chosen" in message
    assert "among people who ... and live in the same state as" in message and "\n" not in message


@pytest.mark.parametrize("question", [
    f"Among people living in the same state as {ANCHOR} who have no credit cards, who is the oldest?",  # agreement
    f"Among people living in the same state as {ANCHOR}, who has no credit cards, who is the oldest?",  # comma
    f"Among people who have no credit cards and live in the same state as {ANCHOR}, who is the oldest?",  # before
])
def test_unambiguous_wordings_read_as_the_members(question):
    steps = set(parse_output(question).pick.steps)
    assert steps == {STATE, NO_CARDS}
