"""The other half of the ask corpus's chunks (test_ask_corpus.py reads every other one): a file of its own, so that
pytest-xdist's two workers share the corpus's parses (--dist loadfile gives a whole file to one worker)."""

from __future__ import annotations

import pytest

from test_ask_corpus import HALVES, READ, SAMPLE_READ, SAMPLE_REFUSED, _chunks, _id, read_as_their_specs, refused


@pytest.mark.parametrize("chunk", _chunks(SAMPLE_READ)[1::HALVES], ids=_id)
def test_sentences_read_as_their_specs(chunk):
    read_as_their_specs(chunk)


@pytest.mark.parametrize("chunk", _chunks(SAMPLE_REFUSED)[1::HALVES], ids=_id)
def test_near_misses_are_refused(chunk):
    refused(chunk)


@pytest.mark.slow  # the whole corpus: the other half of its chunks
@pytest.mark.parametrize("chunk", _chunks(READ)[1::HALVES], ids=_id)
def test_every_sentence_reads_as_its_spec(chunk):
    read_as_their_specs(chunk)

