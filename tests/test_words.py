"""The phrasebook (cbwh.spec.words): phrasings per concept, canonical first."""

from __future__ import annotations

from cbwh.spec import words
from cbwh.spec.model import Anchor, AnchorKind, Key, Metric, Order, Records


def test_forms_puts_the_canonical_phrasing_first():
    assert words.forms("the? most|largest") == ("the most", "the largest", "most", "largest")
    assert words.forms("a b", "a b", "c?") == ("a b", "c")


def test_every_rank_phrase_names_one_key():
    seen: dict[str, Key] = {}
    for table in (words.RANK_NOUNS, words.RANK_ADJECTIVES, words.RANK_VERBS, words.RANK_WHOSE, words.COMPARATIVES):
        for key, phrases in table.items():
            assert phrases, key
            for phrase in phrases:
                assert phrase == phrase.lower() and "|" not in phrase and "?" not in phrase.split()
                assert seen.setdefault(phrase, key) == key, f"{phrase!r} names two keys"


def test_no_ranking_phrase_for_readings_the_measure_cannot_give():
    # a person's vehicle year is their earliest, their job start their latest, expiries their earliest
    assert Key(Metric.VEHICLE_YEAR, Order.HIGH) not in words.RANK_NOUNS
    assert Key(Metric.JOB_START, Order.LOW) not in words.RANK_NOUNS
    assert Key(Metric.POLICY_EXPIRY, Order.HIGH) not in words.RANK_NOUNS


def test_render_uses_canonical_phrasings():
    assert words.render_rank(Key(Records.VEHICLES, Order.HIGH)) == "the most vehicles"
    assert words.render_rank(Key(Metric.BALANCE, Order.HIGH)) == "the highest total bank balance"
    assert words.render_rank(Key(Metric.DOB, Order.LOW)) == "the oldest"
    assert words.render_anchor(Anchor(AnchorKind.PET, "Todd", "Dog")) == "the owner of the dog named 'Todd'"
    assert words.describe_key(Key(Metric.SALARY, Order.HIGH)) == "highest salary"
