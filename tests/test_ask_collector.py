"""`cbwh ask` reads a question with Python's cyclic garbage collector paused, and freezes what importing the grammar made
(`api._ask_service`, `ask.collector_paused`): the collector's passes over the grammar's objects were ~35 M instructions
of a fresh `cbwh ask` (benchmarks/bench_ask_process.py --fresh). Nothing else changes: the collector is left as it was
found, and a question reads as it did (the readings themselves: tests/test_ask_kept_readings.py, the ask corpus)."""

from __future__ import annotations

import gc
import sys

import pytest

import cbwh.ask
import cbwh.ask.service as service
from cbwh.api import Warehouse, _ask_service
from cbwh.ask.parser import ParseError

READ = ("Among all people who live in the same state as the owner of the pet named 'Dawn', who owns the most vehicles? "
        "If there's a tie, who among them is the oldest?")
REFUSED = "Who is the oldest person in Ohiox?"


@pytest.fixture
def collecting_while_read(monkeypatch) -> list[bool]:
    """Whether the collector ran at each reading of a question (`service._read`)."""
    seen: list[bool] = []
    read = service._read

    def spied(*args):
        seen.append(gc.isenabled())
        return read(*args)

    monkeypatch.setattr(service, "_read", spied)
    return seen


@pytest.mark.parametrize("collecting", [True, False])
def test_a_question_is_read_with_the_collector_paused_and_the_collector_left_as_found(collecting_while_read, real_db,
                                                                                    collecting):
    was = gc.isenabled()
    (gc.enable if collecting else gc.disable)()
    try:
        assert Warehouse().parse(READ).output
        assert gc.isenabled() is collecting
        with pytest.raises(ParseError):
            Warehouse().parse(REFUSED)
        assert gc.isenabled() is collecting
        assert Warehouse(real_db).ask(READ).result.answer == "Tammy Roberts"
        assert gc.isenabled() is collecting
    finally:
        (gc.enable if was else gc.disable)()
    assert collecting_while_read == [False, False, False]


def test_what_the_first_import_of_the_grammar_made_is_frozen_and_nothing_after(monkeypatch):
    """(Imported again here, as a process does the first time: the suite's own import is put back afterwards.) Each
    call of `gc.freeze` is seen as it is made, the grammar's module imported by then (the collector's count of frozen
    objects, read before and after each call until s37, is not: `gc.get_freeze_count` walks every frozen object,
    millions in a test worker, and its four reads were ~0.5 s of CPU)."""
    monkeypatch.delitem(sys.modules, "cbwh.ask.service")
    monkeypatch.delattr(cbwh.ask, "service")
    freezes, real_freeze = [], gc.freeze

    def freeze() -> None:
        freezes.append(("cbwh.ask.service" in sys.modules, gc.isenabled()))
        real_freeze()

    monkeypatch.setattr(gc, "freeze", freeze)
    try:
        imported = _ask_service()
        assert imported is not service and imported.ask.__module__ == "cbwh.ask.service"
        assert freezes == [(True, False)] and gc.isenabled()  # once, after the import, the collector paused then
        assert _ask_service() is imported and len(freezes) == 1  # imported already: nothing frozen again
    finally:
        gc.unfreeze()  # (the suite's process goes on as it was: its objects passed over again)
