"""ask: the natural-language front end; English questions -> the same typed specs."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused(freeze: bool = False) -> Iterator[None]:
    """Python's cyclic garbage collector paused while a question is read: importing the grammar (its ~1 MB of bytecode
    makes tens of thousands of tuples and functions, none of them garbage) and a first parse made the collector pass
    over them ~30 times, ~20 M instructions of the ~75 M a fresh `cbwh ask` spends beyond `cbwh answer` (callgrind).
    What is left of the reading is collected at the next pass after it. Left as it was found: a caller (or another
    thread of `cbwh serve`) that paused it itself keeps it paused."""
    import gc

    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
        if freeze:
            gc.freeze()
    finally:
        if collecting:
            gc.enable()
