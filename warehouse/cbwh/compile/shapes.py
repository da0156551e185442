"""One compiled statement per question *shape*: the values are bound, so they can change.

Two questions that differ only in their anchor values ('Dawn' vs 'Betty') or held
values ('Mastercard' vs 'Discover') compile to the same SQL text with different bound
parameters. `compile_shared` compiles the shape once (values replaced by sentinels,
through the on-disk cache and an in-process memo) and binds the real values: the
generator tries thousands of candidates over a few dozen shapes, and the audit of a
generated suite shares its statements the same way.
"""

from __future__ import annotations

from dataclasses import replace
from typing import assert_never

from cbwh.compile.cache import compile_cached
from cbwh.compile.query import CompiledQuery
from cbwh.spec.model import (
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    NameOf,
    Output,
    Pick,
    Question,
    RecordCount,
    SameAs,
    StateLeader,
    Step,
    TopN,
)
from cbwh.spec.semantics import Semantics

_SENTINEL = "\x00cbwh-value-{}"
_MEMO: dict[tuple[Output, Semantics], CompiledQuery] = {}


class _Shaper:
    """Replaces each distinct anchor or held value by a sentinel, remembering which."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}  # real value -> sentinel

    def value(self, real: str) -> str:
        return self.values.setdefault(real, _SENTINEL.format(len(self.values)))

    def step(self, step: Step) -> Step:
        match step:
            case SameAs():
                return replace(step, anchor=replace(step.anchor, value=self.value(step.anchor.value)))
            case Holds():
                return replace(step, value=self.value(step.value))
            case CountIs() | CurrentJobStartedIn() | TopN() | StateLeader():
                return step
            case _:
                assert_never(step)

    def pick(self, pick: Pick) -> Pick:
        return replace(pick, steps=tuple(self.step(s) for s in pick.steps))

    def output(self, out: Output) -> Output:
        match out:
            case NameOf():
                return replace(out, pick=self.pick(out.pick))
            case Compare():
                return replace(out, subjects=tuple(self.pick(p) for p in out.subjects))
            case BalanceOf():
                return replace(out, picks=tuple(self.pick(p) for p in out.picks))
            case RecordCount():
                return replace(out, pick=self.pick(out.pick))
            case _:
                assert_never(out)


def compile_shared(question: Question, sem: Semantics) -> CompiledQuery:
    """The question's compiled query, its statement shared with every question of its shape."""
    shaper = _Shaper()
    shaped = shaper.output(question.output)
    shaped_sem = replace(sem, anchor_record=tuple((shaper.value(v), n) for v, n in sem.anchor_record))
    key = (shaped, shaped_sem)
    compiled = _MEMO.get(key)
    if compiled is None:
        compiled = _MEMO[key] = compile_cached(Question("shape", "", question.question_type, shaped), shaped_sem)
    real = {sentinel: value for value, sentinel in shaper.values.items()}
    params = tuple(real.get(p, p) if isinstance(p, str) else p for p in compiled.params)
    return replace(compiled, question_id=question.id, params=params)
