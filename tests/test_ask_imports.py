"""What a plain `cbwh ask` process imports: only what reading one sentence and answering it needs.

`ask` is held to 1.2x the cost of `answer` for the same question (issue 11, `benchmarks/bench_answer.py`); most
of its extra cost is importing. The discourse layer (questions over several sentences) and the audit's verdict
dataclasses are imported only when a question needs them: each cost a process ~10-13 M instructions.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from cbwh.spec.catalog import load_catalog

# (the judge, with `decimal`, and the upstream questions' loader are `cbwh answer`'s: importing them cost `ask` ~12 M)
NOT_NEEDED = ("cbwh.ask.discourse", "cbwh.audit.verdict", "click", "sqlalchemy", "sqlglot", "cbwh.judge", "decimal",
              "cbwh.run.truth", "cbwh.spec.catalog")

# Each script's questions are parsed, not read back from the readings an earlier process kept (`ask.service._parsed`,
# kept beside the bytecode): the suite's own workers keep what they parse (tests/test_ask_kept_readings.py asks the
# laid-out question below), so a second run of the suite read it back without the discourse layer, and these tests
# measured no parse at all.
PARSED_AFRESH = "import cbwh.ask.service as service; service._parsed = service._parse_outcome"

# The discourse layer's patterns of questions few authors write (each state's leaders defined as a set, 'whose X is that
# of A', 'the balance of P added to that of Q', a group of one member).
RARE = ("_LEADERS_TAKEN", "_LEADERS_WHOSE", "_IS_THAT_OF", "_ADDED_TO_THAT", "_ONE_MEMBER", "_THAT_ONE", "_GROUP_FIRST",
        "_LABEL_1", "_LABEL_2", "_LABELS_EACH", "_PAIR_AGAIN")

# One fresh process asks cb-cloud-1's text, then a question laid out over several sentences, and reports what each
# test below reads (four processes until s28, 5 December, two until s37: ~0.8 s, ~0.25 s of CPU each): the modules
# imported after each question, the riddles' patterns compiled from the start, the patterns cbwh.ask compiled while
# the first question was read (after `ask`'s modules were imported), and which of the discourse layer's RARE patterns
# had been compiled by the end of its import (the second question imports it).
ASK = """
import importlib.machinery, os, re._compiler, sys
compiled, real, reading = [], re._compiler.compile, [False]
def counted(pattern, flags=0):
    frame = sys._getframe(1)
    while frame is not None and os.sep + "cbwh" + os.sep not in frame.f_code.co_filename:
        frame = frame.f_back
    where = frame.f_code.co_filename if frame is not None else ""
    compiled.append((pattern if isinstance(pattern, str) else "", reading[0] and os.sep + "ask" + os.sep in where,
                     f"{frame.f_code.co_name if frame is not None else ''}: {pattern!r}"))
    return real(pattern, flags)
re._compiler.compile = counted
at_import = []  # the patterns compiled by the end of cbwh.ask.discourse's import, once it is imported
class AfterDiscourse:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name != "cbwh.ask.discourse":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run_module = spec.loader.exec_module
        def exec_module(module):
            run_module(module)
            at_import.append([p for p, _, _ in compiled])
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, AfterDiscourse)
import cbwh.ask.service
from cbwh.cli.lean import run
""" + PARSED_AFRESH + """
db, plain, laid_out, not_needed = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split()
reading[0] = True
assert run(["ask", plain, "--db", db])
reading[0] = False
print("\\nIMPORTED", *sorted(m for m in not_needed if m in sys.modules))
print("RIDDLE", sum("who are you" in p.replace("\\\\", "") for p, _, _ in compiled))
print("COMPILED", *(said for _, in_ask, said in compiled if in_ask))
assert run(["ask", laid_out, "--db", db])
print("\\nIMPORTED", *sorted(m for m in not_needed if m in sys.modules))
from cbwh.ask import discourse
rare = [getattr(p, "pattern", p) for p in (getattr(discourse, name) for name in sys.argv[5].split())]
print("RARE", len(at_import), *[sum(p in at_import[0] for p in rare) for _ in at_import[:1]])
"""


@pytest.fixture(scope="module")
def asked(real_db) -> list[str]:
    """(-B: the process does not make the grammar's stored tries at exit, which no test reads: tests/conftest.py.)"""
    plain = load_catalog()["cb-cloud-1"].text
    laid_out = "Let the anchor be the owner of the pet named 'Dawn'. Among people in the anchor's state, who is the oldest?"
    out = subprocess.run([sys.executable, "-B", "-c", ASK, str(real_db), plain, laid_out, " ".join(NOT_NEEDED),
                          " ".join(RARE)], capture_output=True, text=True, check=True).stdout
    return [line for line in out.splitlines() if line]


def test_a_one_sentence_question_imports_neither_the_discourse_layer_nor_the_audit(asked):
    first, imported, _, _, second, then, _ = asked
    assert imported == "IMPORTED"
    assert then == "IMPORTED cbwh.ask.discourse"  # a question over several sentences still goes through it
    assert first and second and not second.startswith("IMPORTED")  # both answered


def test_a_question_that_is_no_riddle_compiles_no_riddle_pattern(asked):
    """The riddles' pattern ('Who are you?', service._riddle) is compiled only where a riddle may be asked: compiled
    at import, it cost every `cbwh ask` ~1.5 M instructions (callgrind, cb-cloud-1's text: 546.0 -> 544.5 M)."""
    assert asked[2] == "RIDDLE 0"


def test_a_plain_question_compiles_no_pattern_of_the_ask_layer_while_read(asked):
    """Once `ask`'s modules are imported, reading and answering cb-cloud-1's text compiles no regular expression in
    cbwh.ask (`re` compiles in Python, ~0.2-0.4 ms a pattern): the names defined before a question ('Let P1 be ...')
    are looked for by their shape only after 'let ... be' / 'define ... as' around them, where 'the same state as A'
    compiled it in nearly every question (callgrind, cb-cloud-1's text, both trees run with PYTHONPATH set alike:
    ask 540.5, 540.2 -> 539.8, 540.1 M instructions: a small saving)."""
    assert asked[3] == "COMPILED"


def test_the_discourse_layer_compiles_its_rare_patterns_only_when_a_question_needs_them(asked):
    """Patterns of questions few authors write (RARE): compiled at import they cost every question over several
    sentences ~1.2 ms before it was read (round 22's review); re's cache compiles each when first used. Read off the
    fresh process above, as the laid-out question imports the layer (a process of its own until s37: ~0.25 s of CPU)."""
    assert asked[6] == "RARE 1 0"
