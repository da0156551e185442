"""The other half of the ask corpus's chunks (test_ask_corpus.py reads every other one): a file of its own, so that
pytest-xdist's two workers share the corpus's parses (--dist loadfile gives a whole file to one worker)."""

from __future__ import annotations

from test_ask_corpus import half_of_the_corpus

(test_sentences_read_as_their_specs, test_near_misses_are_refused, test_every_sentence_reads_as_its_spec,
 test_every_near_miss_is_refused, test_the_whole_corpus_reads_as_it_says_through_stored_tries) = half_of_the_corpus(1)
