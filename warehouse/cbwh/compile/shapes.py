"""One compiled statement per question *shape*: the values are bound, so they can change.

Two questions that differ only in their anchor values ('Dawn' vs 'Betty') or held
values ('Mastercard' vs 'Discover') compile to the same SQL text with different bound
parameters, and so do two readings that take an anchor's n-th record or value for
different n (n is a bound OFFSET). `compile_shared` compiles the shape once (values replaced by sentinels,
through the on-disk cache and an in-process memo) and binds the real values: the
generator tries thousands of candidates over a few dozen shapes, and the audit of a
generated suite shares its statements the same way.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache
from typing import assert_never

from cbwh.compile.cache import compile_cached, compile_families_cached, compile_family_cached, shipped_question
from cbwh.compile.query import CompiledQuery
from cbwh.spec.model import (
    Anchor,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    OtherThan,
    Output,
    OwnerOf,
    Pick,
    Question,
    SameAs,
    StateLeader,
    Step,
    TopN,
    map_picks,
)
from cbwh.spec.semantics import DEFAULT, Semantics

_SENTINEL = "\x00cbwh-value-{}"
_NUMBER = 987_654_000  # counts and top-N sizes become _NUMBER + i
_YEAR = 1900  # years become _YEAR + i, compared as text
_NTH = 987_655_000  # a reading's n-th anchor record or value becomes _NTH + i (its OFFSET, n - 1, is bound)
_MEMO: dict[tuple[Output, Semantics], CompiledQuery] | None = None  # on inside `statements_kept()`


class _Shaper:
    """Replaces each distinct anchor or held value by a sentinel, remembering which."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}  # real value -> sentinel
        self.numbers: dict[int, int] = {}  # real count -> sentinel
        self.years: dict[int, int] = {}
        self.nths: dict[int, int] = {}  # real n (of anchor_record, anchor_value) -> sentinel

    def value(self, real: str) -> str:
        return self.values.setdefault(real, _SENTINEL.format(len(self.values)))

    def number(self, real: int) -> int:
        return self.numbers.setdefault(real, _NUMBER + len(self.numbers))

    def year(self, real: int) -> int:
        return self.years.setdefault(real, _YEAR + len(self.years))

    def nth(self, real: int) -> int:
        return self.nths.setdefault(real, _NTH + len(self.nths))

    def copy(self) -> _Shaper:
        other = _Shaper()
        other.values, other.numbers, other.years = dict(self.values), dict(self.numbers), dict(self.years)
        return other

    def semantics(self, sem: Semantics) -> Semantics:
        """The reading with its anchor values and their record/value numbers replaced (n only ever
        becomes a bound OFFSET n - 1, so one statement serves every n)."""
        if not sem.anchor_record and not sem.anchor_value:
            return sem
        return replace(sem, anchor_record=tuple((self.value(v), self.nth(n)) for v, n in sem.anchor_record),
                       anchor_value=tuple((self.value(v), self.nth(n)) for v, n in sem.anchor_value))

    def anchor(self, anchor: Anchor) -> Anchor:
        species = None if anchor.species is None else self.value(anchor.species)
        return replace(anchor, value=self.value(anchor.value), species=species)

    def step(self, step: Step) -> Step:
        match step:
            case SameAs() | OwnerOf() | OtherThan():
                return replace(step, anchor=self.anchor(step.anchor))
            case Holds():
                return replace(step, value=self.value(step.value))
            case CountIs():
                return replace(step, n=self.number(step.n))
            case TopN():
                return replace(step, n=self.number(step.n))
            case CurrentJobStartedIn():
                return replace(step, year=self.year(step.year))
            case StateLeader():
                return step
            case _:
                assert_never(step)

    def pick(self, pick: Pick) -> Pick:
        return replace(pick, steps=tuple(self.step(s) for s in pick.steps))

    def output(self, out: Output) -> Output:
        return map_picks(out, self.pick)


@contextmanager
def statements_kept() -> Iterator[None]:
    """Within the block, each shape's statement is also kept in memory (the generator's thousands
    of candidates); outside it every compilation goes through the SQL cache as usual."""
    global _MEMO
    outer = _MEMO
    _MEMO = {} if outer is None else outer
    try:
        yield
    finally:
        _MEMO = outer


@lru_cache(maxsize=64)
def _shaped_output(out: Output) -> tuple[_Shaper, Output]:
    """The output's shape and the sentinels it used (callers copy the shaper before adding to it)."""
    shaper = _Shaper()
    return shaper, shaper.output(out)


def _shape(question: Question, sem: Semantics) -> tuple[_Shaper, tuple[Output, Semantics]]:
    shaper, shaped = _shaped_output(question.output)
    shaper = shaper.copy()  # the reading may add sentinels (its n-th record or value)
    return shaper, (shaped, shaper.semantics(sem))


def compiled_already(question: Question, sem: Semantics) -> bool:
    """Is the statement of the question's shape under this reading kept in memory (inside `statements_kept()`)?"""
    return _MEMO is not None and _shape(question, sem)[1] in _MEMO


def compile_shared(question: Question, sem: Semantics) -> CompiledQuery:
    """The question's compiled query, its statement shared with every question of its shape."""
    if sem == DEFAULT:
        shipped = shipped_question(question)  # the catalog's SQL ships with the package
        if shipped is not None:
            return shipped
    shaper, key = _shape(question, sem)
    compiled = _MEMO.get(key) if _MEMO is not None else None
    if compiled is None:
        shaped, shaped_sem = key
        compiled = compile_cached(Question("shape", "", question.question_type, shaped), shaped_sem)
        # an n-th record/value must be bound, never pasted into the text (its sentinel would be run)
        assert not any(str(sentinel - 1) in compiled.sql for sentinel in shaper.nths.values())
        if _MEMO is not None:
            _MEMO[key] = compiled
    return _bind(shaper, compiled, question.id)


def compile_family_shared(question: Question, sems: tuple[Semantics, ...],
                          base: Semantics | None = None) -> CompiledQuery:
    """The family statement of these readings of the question (`compile.families`; `base`, a
    plain reading giving them its groups), its text shared with every question of its shape,
    like `compile_shared`."""
    shaper, shaped = _shaped_output(question.output)
    shaper = shaper.copy()
    compiled = compile_family_cached(Question("shape", "", question.question_type, shaped),
                                     tuple(shaper.semantics(s) for s in sems),
                                     None if base is None else shaper.semantics(base))
    assert not any(str(sentinel - 1) in compiled.sql for sentinel in shaper.nths.values())
    return _bind(shaper, compiled, question.id)


def compile_families_shared(question: Question, groups: tuple[tuple[tuple[Semantics, ...], Semantics | None], ...]
                            ) -> CompiledQuery:
    """Several families' statement (`compile.compiler.families_statement`), shared like `compile_family_shared`."""
    shaper, shaped = _shaped_output(question.output)
    shaper = shaper.copy()
    compiled = compile_families_cached(Question("shape", "", question.question_type, shaped), tuple(
        (tuple(shaper.semantics(s) for s in sems), None if base is None else shaper.semantics(base)) for sems, base in groups))
    assert not any(str(sentinel - 1) in compiled.sql for sentinel in shaper.nths.values())
    return _bind(shaper, compiled, question.id)


def _bind(shaper: _Shaper, compiled: CompiledQuery, question_id: str) -> CompiledQuery:
    """The shape's compiled query with the real values bound in place of the shaper's sentinels."""
    real: dict = {sentinel: value for value, sentinel in shaper.values.items()}
    real |= {str(sentinel): str(year) for year, sentinel in shaper.years.items()}
    numbers = {sentinel: n for n, sentinel in shaper.numbers.items()}
    numbers |= {sentinel - 1: n - 1 for n, sentinel in shaper.nths.items()}  # the OFFSET of the n-th
    params = tuple(real.get(p, p) if isinstance(p, str) else numbers.get(p, p) if isinstance(p, int) else p
                   for p in compiled.params)
    checks = tuple(replace(c, expected=numbers.get(c.expected, c.expected),
                           what=_unshape_text(c.what, numbers)) for c in compiled.checks)
    return replace(compiled, question_id=question_id, params=params, checks=checks)


def _unshape_text(text: str, numbers: dict[int, int]) -> str:
    for sentinel, n in numbers.items():
        text = text.replace(str(sentinel), str(n))
    return text
