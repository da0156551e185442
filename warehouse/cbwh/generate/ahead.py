"""Compiling a candidate's next reading in a second process while this one compiles and runs the current one.

Compiling a reading's statement (SQLAlchemy) is most of a cold run; a candidate's
readings are known before any is run, so while this process compiles reading i, one
worker process compiles the next reading not compiled yet (`compile_shared`, which puts
the statement into the on-disk SQL cache; this process reads it from there when it gets
to that reading). Compiling is a pure function of the shape and the reading, so who
compiles a statement never changes a result: the suite is the same bytes with or without
the worker. At most one statement is in flight; without a second CPU or an on-disk cache
(or if the worker dies) everything is compiled here.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from multiprocessing import get_context

from cbwh.compile import cache
from cbwh.compile.query import CompiledQuery
from cbwh.compile.shapes import compile_shared, compiled_already
from cbwh.spec.model import Question
from cbwh.spec.semantics import Semantics


def _quiet() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle


def _compile(q: Question, sem: Semantics) -> None:
    compile_shared(q, sem)  # into the on-disk SQL cache


class Ahead:
    """Statements for a candidate's readings, the next one compiled ahead by the worker (if any)."""

    def __init__(self, pool: ProcessPoolExecutor | None) -> None:
        self.pool = pool
        self.flight: tuple[tuple[Question, Semantics], Future] | None = None

    def compiled(self, q: Question, sem: Semantics, upcoming: Sequence[Semantics] = ()) -> CompiledQuery:
        """q's statement under `sem`; `upcoming` are the readings likely wanted next, in order."""
        if self.flight is not None and self.flight[0] == (q, sem):
            future = self.flight[1]
            self.flight = None
            try:
                future.result()  # now in the on-disk cache: read from there, and kept in memory here
            except BrokenProcessPool:
                self.pool = None
        if self.pool is not None and (self.flight is None or self.flight[1].done()):
            fresh = next((s for s in upcoming if not compiled_already(q, s)), None)
            if fresh is not None:
                try:
                    self.flight = ((q, fresh), self.pool.submit(_compile, q, fresh))
                except BrokenProcessPool:
                    self.pool, self.flight = None, None
        return compile_shared(q, sem)


@contextmanager
def compiling_ahead() -> Iterator[Ahead]:
    """An `Ahead` with one worker process when there is a second CPU to run it on (and an on-disk SQL
    cache to hand the statements over in)."""
    if (os.cpu_count() or 1) < 2 or not cache.enabled():
        yield Ahead(None)
        return
    with ProcessPoolExecutor(1, mp_context=get_context("fork"), initializer=_quiet) as pool:
        try:
            yield Ahead(pool)
        finally:
            pool.shutdown(wait=True, cancel_futures=True)
