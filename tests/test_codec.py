"""The program codec: every catalog spec survives encode -> JSON text -> decode; bad programs are refused."""

from __future__ import annotations

import json

import pytest

from cbwh.errors import QuestionError
from cbwh.spec.catalog import load_catalog
from cbwh.spec.codec import PROGRAM_VERSION, decode, encode

CATALOG = list(load_catalog().values())


def test_every_catalog_spec_round_trips_through_json_text():
    for q in CATALOG:
        data = json.loads(json.dumps(encode(q.output)))
        assert data["version"] == PROGRAM_VERSION
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
