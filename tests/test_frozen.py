"""`cbwh.tuples.Frozen`: each class written with it behaves as the frozen dataclass of its fields, and the modules only
`cbwh ask` imports generate no dataclass code at run time (a frozen dataclass compiles its methods from source at every
import: ~4.3 M instructions a class, a sixth of what `ask` ran above `cbwh answer`)."""

from __future__ import annotations

import inspect
import subprocess
import sys
from dataclasses import MISSING, FrozenInstanceError, field, fields, make_dataclass, replace

import pytest

from cbwh.ask.grammar import Subject, Tie
from cbwh.ask.tokens import Token
from cbwh.audit.variants import Variant
from cbwh.compile.evidence import Slot
from cbwh.spec.catalog import get_question

CLASSES = (Token, Tie, Subject, Variant, Slot)


def _twin(cls: type) -> type:
    """The frozen dataclass of cls's fields, as `@dataclass(frozen=True)` makes it."""
    return make_dataclass(cls.__name__, [(f.name, f.type) if f.default is MISSING else (f.name, f.type, field(default=f.default))
                                         for f in fields(cls)], frozen=True)


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_a_frozen_class_behaves_as_the_frozen_dataclass_of_its_fields(cls):
    twin = _twin(cls)
    ours, theirs = inspect.signature(cls).parameters, inspect.signature(twin).parameters
    assert [(p.name, p.kind, p.default, p.annotation) for p in ours.values()] == [
        (p.name, p.kind, p.default, p.annotation) for p in theirs.values()], "its __init__ is not its fields'"
    names = [f.name for f in fields(cls)]
    values = [f"value {n}" for n in range(len(names))]
    obj, made = cls(*values), twin(*values)
    assert repr(obj) == repr(made)
    assert obj == cls(**dict(zip(names, values))) and hash(obj) == hash(made)
    assert obj != made and made != obj  # (equal only to its own class, as a dataclass)
    for name in names:
        changed = replace(obj, **{name: "other"})
        assert changed != obj and getattr(changed, name) == "other" and type(changed) is cls
        with pytest.raises(FrozenInstanceError):
            setattr(obj, name, "other")
        with pytest.raises(FrozenInstanceError):
            delattr(obj, name)
    assert [getattr(obj, name) for name in names] == values


ASK_OWN = """
import builtins, sys
import cbwh.cli.lean, cbwh.cli.answer_run, cbwh.api, cbwh.run.answering  # (what `cbwh answer TASK` imports too)
made = []
real = builtins.exec
def counted(source, *args, **kwargs):
    if isinstance(source, str) and "__create_fn__" in source:  # (a dataclass's method, compiled from source)
        made.append(source.split("def ")[2].split("(")[0])
    return real(source, *args, **kwargs)
builtins.exec = counted
from cbwh.ask.service import parse_question
import cbwh.audit.readings  # (ask's checks of an answer)
parse_question(sys.argv[1])
print("GENERATED", len(made), *made)
"""


def test_ask_generates_no_dataclass_code_above_answer_in_a_fresh_process():
    """A one-sentence question read in a fresh process after what `cbwh answer` imports: no dataclass method is compiled
    (with the five classes above still frozen dataclasses: 30, ~21 M instructions of ~560 M)."""
    out = subprocess.run([sys.executable, "-c", ASK_OWN, get_question("cb-cloud-1").text],
                         capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "GENERATED 0"
