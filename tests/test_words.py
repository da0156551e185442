"""The phrasebook (cbwh.spec.words) and the spec <-> JSON codec (cbwh.spec.codec)."""

from __future__ import annotations

import json

import pytest

from cbwh.errors import QuestionError
from cbwh.spec import words
from cbwh.spec.catalog import load_catalog
from cbwh.spec.codec import decode_output, encode
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


@pytest.mark.parametrize("q", list(load_catalog().values()), ids=lambda q: q.id)
def test_codec_round_trips_every_catalog_spec(q):
    assert decode_output(json.loads(json.dumps(encode(q.output)))) == q.output


@pytest.mark.parametrize("data,message", [
    ({"kind": "Nope"}, "known 'kind'"),
    ({"kind": "NameOf", "pick": {"kind": "Pick", "steps": [], "keys": [{"kind": "Key", "measure": "shoes", "order": "high"}]}},
     "spec.pick.keys[0].measure: unknown value 'shoes'"),
    ({"kind": "NameOf", "pick": {"kind": "Pick", "steps": [], "extra": 1}}, "unknown field(s) extra"),
    ({"kind": "Key", "measure": "pets", "order": "high"}, "one of NameOf"),
    ({"kind": "RecordCount", "pick": {"kind": "Pick", "steps": []}, "records": []}, "count needs tables"),
])
def test_codec_refuses_bad_data_naming_the_field(data, message):
    with pytest.raises(QuestionError) as exc:
        decode_output(data)
    assert message in str(exc.value)
