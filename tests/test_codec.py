"""The program codec: every catalog spec survives encode -> JSON text -> decode; bad programs are refused."""

from __future__ import annotations

import json

import pytest

from cbwh.errors import QuestionError
from cbwh.spec.catalog import load_catalog
from cbwh.spec.codec import PROGRAM_VERSION, decode, encode
from cbwh.spec.model import (
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    Key,
    Metric,
    NameOf,
    Order,
    OtherThan,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
)

CATALOG = list(load_catalog().values())


def test_every_catalog_spec_round_trips_through_json_text():
    for q in CATALOG:
        data = json.loads(json.dumps(encode(q.output)))
        assert data["version"] == 1  # the catalog needs no kind newer than version 1: older cbwh reads it
        assert decode(data) == q.output, q.id


def test_the_form_is_tagged_and_readable():
    data = encode(CATALOG[1].output)  # pet 'Dawn', most vehicles, then oldest
    assert data["kind"] == "NameOf" and data["pick"]["kind"] == "Pick"
    step = data["pick"]["steps"][0]
    assert step == {"kind": "SameAs", "attribute": "state",
                    "anchor": {"kind": "pet", "value": "Dawn", "species": None}}
    assert data["pick"]["keys"] == [{"kind": "Key", "measure": "vehicles", "order": "high"},
                                    {"kind": "Key", "measure": "dob", "order": "low"}]


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d.pop("version"), "version None"),
    (lambda d: d.update(kind="Nope"), "kind 'Nope'"),
    (lambda d: d["pick"].update(extra=1), "unknown field(s) extra"),
    (lambda d: d["pick"].pop("top"), "missing field(s) top"),
    (lambda d: d["pick"]["keys"][0].update(measure="wealth"), "pick.keys[0].measure: unknown measure 'wealth'"),
    (lambda d: d["pick"]["steps"][0].update(attribute="planet"), "pick.steps[0].attribute: unknown value 'planet'"),
    (lambda d: d["pick"]["steps"][0]["anchor"].update(value=""), "an anchor needs a value"),
    (lambda d: d["pick"]["steps"][0]["anchor"].update(kind="horse"), "pick.steps[0].anchor: kind 'horse'"),
    (lambda d: d["pick"].update(top="1"), "pick.top: expected a whole number"),
    (lambda d: d["pick"].update(steps={}), "pick.steps: expected a list"),
])
def test_bad_programs_are_refused_naming_the_part(mutate, words):
    data = json.loads(json.dumps(encode(CATALOG[1].output)))
    mutate(data)
    with pytest.raises(QuestionError, match="^program: ") as exc:
        decode(data)
    assert words in str(exc.value)


_PAIGE = Pick((OwnerOf(Anchor(AnchorKind.PET, "Paige")),))
_PLATE = Pick((OwnerOf(Anchor(AnchorKind.PLATE, "HK 8050")),))
OWNER_PROGRAMS = [
    BalanceOf((_PAIGE, Pick((OwnerOf(Anchor(AnchorKind.PET, "Rick", "Dog")),)))),
    Compare(Key(Records.VEHICLES, Order.HIGH), (_PAIGE, _PLATE), (Key(Metric.DOB, Order.LOW),)),
    RecordCount(Pick((OwnerOf(Anchor(AnchorKind.USERNAME, "lisa19")),)), (Records.PETS, Records.VEHICLES)),
]


@pytest.mark.parametrize("out", OWNER_PROGRAMS, ids=lambda o: type(o).__name__)
def test_an_owner_step_is_version_2_and_round_trips(out):
    data = json.loads(json.dumps(encode(out)))
    assert data["version"] == 2
    assert decode(data) == out


def test_the_owner_step_form():
    data = encode(OWNER_PROGRAMS[0])
    assert data["picks"][1]["steps"] == [{"kind": "OwnerOf", "anchor": {"kind": "pet", "value": "Rick", "species": "Dog"}}]


def test_a_version_1_program_may_not_use_a_newer_kind():
    data = encode(OWNER_PROGRAMS[0])
    data["version"] = 1
    with pytest.raises(QuestionError, match="picks\\[0\\].steps\\[0\\]: kind 'OwnerOf' is new in version 2"):
        decode(data)


_JILL = Anchor(AnchorKind.PET, "Jill", "Fish")
_LEFT_OUT = NameOf(Pick((SameAs(Attribute.JOB_TITLE, _JILL), OtherThan(_JILL))))


def test_a_person_left_out_is_version_3_and_round_trips():
    data = json.loads(json.dumps(encode(_LEFT_OUT)))
    assert data["version"] == PROGRAM_VERSION == 3
    assert data["pick"]["steps"][1] == {"kind": "OtherThan", "anchor": {"kind": "pet", "value": "Jill", "species": "Fish"}}
    assert decode(data) == _LEFT_OUT
    both = BalanceOf((_PAIGE, Pick((OtherThan(_JILL),), (Key(Metric.BALANCE, Order.HIGH),))))
    assert encode(both)["version"] == 3 and decode(encode(both)) == both  # (the newest kind decides)


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_program_may_not_leave_a_person_out(version):
    data = encode(_LEFT_OUT)
    data["version"] = version
    with pytest.raises(QuestionError, match="pick.steps\\[1\\]: kind 'OtherThan' is new in version 3"):
        decode(data)


def test_a_version_1_program_as_cbwh_wrote_it_before_version_2_still_reads():
    text = ('{"version": 1, "kind": "NameOf", "pick": {"kind": "Pick", "steps": [{"kind": "SameAs", "attribute": "state", '
            '"anchor": {"kind": "pet", "value": "Dawn", "species": null}}], "keys": [{"kind": "Key", "measure": "vehicles", '
            '"order": "high"}, {"kind": "Key", "measure": "dob", "order": "low"}], "top": 1}}')
    assert decode(json.loads(text)) == CATALOG[1].output
    assert json.dumps(encode(CATALOG[1].output)) == text
