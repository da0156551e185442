"""The catalog loader names the entry and the field at fault."""

from __future__ import annotations

import pytest

from cbwh.errors import QuestionError
from cbwh.spec.catalog import parse_catalog

HEAD = '["cb-cloud-3"]\ntype = "negation"\nquestion = "q"\n'


@pytest.mark.parametrize("body,message", [
    ('answer = "name"\namong = [{ same = "state", pet = "Dawn", specie = "Cat" }]', "unknown field(s) specie in a 'same' filter"),
    ('answer = "name"\namong = [{ near = "state" }]', "unknown filter"),
    ('answer = "name"\namong = [{ same = "state" }]', "names exactly one of pet, plate, username"),
    ('answer = "name"\namong = [{ count = "pets", op = "~", n = 1 }]', "unknown comparison '~'"),
    ('answer = "name"\namong = [{ count = "pets", op = "=", n = -1 }]', "whole number"),
    ('answer = "name"\namong = []\nrank = ["most money"]', "unknown ranking 'most money'"),
    ('answer = "name"\namong = []\nranking = ["oldest"]', "unknown field(s) ranking in the entry"),
    ('answer = "guess"\namong = []', "answer must be one of"),
    ('answer = "compare"\ncompare = "most pets"\nsubjects = [{ among = [] }]', "compare needs two subjects"),
    ('answer = "compare"\ncompare = "most pets"\nsubjects = [{ among = [], note = "x" }, { among = [] }]', "in a subject"),
    ('answer = "count"\ncount = ["pets", "pets"]\namong = []', "counted twice"),
    ('among = []', "missing field 'answer'"),
    ('answer = "name"\namong = [{ same = "state", plate = "X", species = "Dog" }]', "only a pet anchor has a species"),
])
def test_malformed_entries_are_named(body, message):
    with pytest.raises(QuestionError) as err:
        parse_catalog(HEAD + body + "\n")
    assert str(err.value).startswith("catalog.toml: cb-cloud-3: ") and message in str(err.value)


def test_bad_toml():
    with pytest.raises(QuestionError, match="not valid TOML"):
        parse_catalog('["cb-cloud-3"\n')


def test_bad_type():
    with pytest.raises(QuestionError, match="unknown question type 'trivia'"):
        parse_catalog('["cb-cloud-3"]\ntype = "trivia"\nquestion = "q"\nanswer = "name"\namong = []\n')
