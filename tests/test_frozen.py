"""`cbwh.tuples.Record` and `Frozen`: each class written with them behaves as the dataclass of its fields, and the
modules only `cbwh ask` imports generate no dataclass code at run time (a dataclass compiles its methods from source at
every import: ~4.3 M instructions a frozen class, a sixth of what `ask` ran above `cbwh answer`)."""

from __future__ import annotations

import inspect
import subprocess
import sys
from dataclasses import MISSING, FrozenInstanceError, field, fields, make_dataclass, replace

import pytest

from cbwh.ask.discourse import Gloss, Resolved, _Group, _Person, _Place
from cbwh.ask.grammar import Subject, Tie
from cbwh.ask.tokens import Token
from cbwh.audit.variants import Variant
from cbwh.compile.evidence import Slot
from cbwh.spec.catalog import get_question
from cbwh.tuples import Frozen

CLASSES = (Token, Tie, Subject, Variant, Slot, Resolved, Gloss, _Person, _Place, _Group)


def _twin(cls: type) -> type:
    """The dataclass of cls's fields, as `@dataclass` (frozen=True for a `Frozen`) makes it."""
    return make_dataclass(cls.__name__, [(f.name, f.type) if f.default is MISSING else (f.name, f.type, field(default=f.default))
                                         for f in fields(cls)], frozen=issubclass(cls, Frozen))


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_a_class_behaves_as_the_dataclass_of_its_fields(cls):
    twin = _twin(cls)
    ours, theirs = inspect.signature(cls).parameters, inspect.signature(twin).parameters
    assert [(p.name, p.kind, p.default, p.annotation) for p in ours.values()] == [
        (p.name, p.kind, p.default, p.annotation) for p in theirs.values()], "its __init__ is not its fields'"
    names = [f.name for f in fields(cls)]
    values = [f"value {n}" for n in range(len(names))]
    obj, made = cls(*values), twin(*values)
    assert repr(obj).replace(cls.__qualname__, "X", 1) == repr(made).replace(twin.__qualname__, "X", 1)
    assert obj == cls(**dict(zip(names, values)))
    assert obj != made and made != obj  # (equal only to its own class, as a dataclass)
    for name in names:
        changed = replace(obj, **{name: "other"})
        assert changed != obj and getattr(changed, name) == "other" and type(changed) is cls
    assert [getattr(obj, name) for name in names] == values
    if not issubclass(cls, Frozen):  # a mutable dataclass: no hash, its fields set
        assert cls.__hash__ is None and twin.__hash__ is None
        obj.__setattr__(names[-1], "set")
        assert getattr(obj, names[-1]) == "set" and obj != cls(*values)
        return
    assert hash(obj) == hash(made)
    for name in names:
        with pytest.raises(FrozenInstanceError):
            setattr(obj, name, "other")
        with pytest.raises(FrozenInstanceError):
            delattr(obj, name)


FRESH = """
import builtins, sys, typing
import cbwh.cli.lean, cbwh.cli.answer_run, cbwh.api, cbwh.run.answering  # (what `cbwh answer TASK` imports too)
generated, compiled = [], []
real_exec, real_ref = builtins.exec, typing.ForwardRef.__init__
def counted_exec(source, *args, **kwargs):
    if isinstance(source, str) and "__create_fn__" in source:  # (a dataclass's method, compiled from source)
        generated.append(source.split("def ")[2].split("(")[0])
    return real_exec(source, *args, **kwargs)
def counted_ref(self, arg, *args, **kwargs):  # (typing.NamedTuple compiles each field's annotation string so)
    compiled.append(arg)
    return real_ref(self, arg, *args, **kwargs)
builtins.exec, typing.ForwardRef.__init__ = counted_exec, counted_ref
from cbwh.ask.service import parse_question
import cbwh.audit.readings  # (ask's checks of an answer)
for text in sys.argv[1:]:  # (each line: what was made from the start up to this text read)
    parse_question(text)
    print("GENERATED", len(generated), *generated, "COMPILED", len(compiled), *compiled,
          "DISCOURSE", "cbwh.ask.discourse" in sys.modules)
"""
TEXTS = [get_question("cb-cloud-1").text,
         "Let A be the owner of the pet named 'Dawn' and B the owner of the pet named 'Rick'. Who has more pets, A or B?"]


@pytest.fixture(scope="module")
def fresh() -> list[str]:
    """One fresh process (not one per check: each imports all of `ask` again) reading the one-sentence question, then
    the several sentences, after what `cbwh answer` imports: what it reported after each (its last two lines)."""
    out = subprocess.run([sys.executable, "-c", FRESH, *TEXTS], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[-len(TEXTS):]


@pytest.mark.parametrize("n", range(len(TEXTS)), ids=["one sentence", "several sentences"])
def test_ask_generates_no_dataclass_code_above_answer_in_a_fresh_process(fresh, n):
    """A question read in a fresh process after what `cbwh answer` imports: no dataclass method is compiled (with the
    classes above still dataclasses: 30 for a one-sentence question, ~21 M instructions of ~560 M; 51 once the discourse
    layer reads one of several sentences, which the one-sentence question does not import)."""
    assert fresh[n].startswith("GENERATED 0 COMPILED ") and fresh[n].endswith(f" DISCOURSE {n == 1}"), fresh[n]


def test_ask_compiles_no_annotation_above_answer_in_a_fresh_process(fresh):
    """The named tuples only `cbwh ask` makes (questions.Reading, grammar.Compared) are `cbwh.tuples.NamedTuple`s:
    `typing.NamedTuple` compiles each field's annotation at every import (10 fields: ~1.1 M instructions a process)."""
    assert fresh[0].split(" DISCOURSE ")[0].endswith(" COMPILED 0"), fresh[0]
