"""ask.phrases' lazy patterns and the discourse layer's whole-phrase lookup (`discourse._at`)."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import pytest

import cbwh.ask
from cbwh.ask import discourse
from cbwh.ask.phrases import Lazy, lazy
from cbwh.spec import words as W


def test_a_lazy_pattern_compiles_when_first_used_and_matches_as_re_compile_does():
    source = r"\b(?P<n>\d+)\s+(?:pets|cars)\b"
    pattern, compiled = lazy(source, re.IGNORECASE), re.compile(source, re.IGNORECASE)
    assert pattern._compiled is None and pattern.pattern == source  # (its source, nothing compiled)
    text = "2 Pets and 3 cars, 4 dogs"
    assert pattern.search(text).group("n") == compiled.search(text).group("n") == "2"
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert pattern.sub("N", text) == compiled.sub("N", text) and pattern.subn("N", text, 1) == compiled.subn("N", text, 1)
    assert pattern.split(text) == compiled.split(text) and pattern.findall(text) == compiled.findall(text)
    assert pattern.match(text, 11).group(0) == compiled.match(text, 11).group(0) == "3 cars"
    assert pattern.match(text, 12) is None and compiled.match(text, 12) is None
    assert pattern.fullmatch("3 cars") is not None
    assert pattern.search(text).re is pattern.compiled()  # (a match's `re` is the compiled pattern)


def _ask_modules():
    for info in pkgutil.iter_modules(cbwh.ask.__path__):
        yield importlib.import_module(f"cbwh.ask.{info.name}")


def test_no_match_is_told_by_identity_with_a_lazy_pattern_itself():
    """`m.re is X` is never true of a lazy X (its matches' `re` is the compiled pattern): say `X.compiled()`. With the
    patterns made lazy, apart's `led.re is _GROUP_COLON` was always false, and 2 near-misses of the corpus read."""
    found = []
    for module in _ask_modules():
        names = [name for name, value in vars(module).items() if isinstance(value, Lazy)]
        if not names:
            continue
        text = Path(module.__file__).read_text()
        said = re.compile(r"\.re\s*(?:is|==|!=|is\s+not)\s*(%s)\b(?!\.compiled\(\))" % "|".join(map(re.escape, names)))
        found += [f"{module.__name__}: {m.group(0)}" for m in said.finditer(text)]
    assert not found


def _keys(phrase: str) -> list[str]:
    """The phrase's words as `discourse._Words` keys a text's ("'s" split off a word of more than two letters)."""
    return [part for word in phrase.split() for part in ([word[:-2], "'s"] if len(word) > 2 and word.endswith("'s")
                                                          else [word])]


@pytest.mark.parametrize("table", ["PAIR_ANNOUNCED", "EXPIRED_COUNTED", "LEAD_ASIDE", "QUIZ_OPENERS", "SAME_AGAIN",
                                   "WHOSE", "LEADER_STATE_POSSESSIVE"])
def test_every_phrase_of_a_table_is_found_whole_in_its_own_words(table):
    phrases = getattr(W, table)
    sample = list(phrases)[::max(1, len(phrases) // 400)]
    for phrase in sample:
        keys = _keys(phrase)
        assert discourse._at(keys, 0, len(keys), phrases) == len(keys), phrase
        assert discourse._at(["zzz", *keys], 0, len(keys) + 1, phrases) is None


def test_a_phrase_with_a_possessive_is_found_with_its_s_split_off():
    phrases = ("the owner's state", "the owner")
    keys = discourse._words("In the owner's state today").keys
    assert keys[1:5] == ["the", "owner", "'s", "state"]
    assert discourse._at(keys, 1, len(keys), phrases) == 5  # (the longer phrase first)
    assert discourse._at(keys, 1, 4, phrases) == 3  # (only as far as j)
    assert discourse._at(keys, 2, len(keys), phrases) is None
