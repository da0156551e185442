"""What a plain `cbwh ask` process imports: only what reading one sentence and answering it needs.

`ask` is held to 1.2x the cost of `answer` for the same question (issue 11, `benchmarks/bench_answer.py`); most
of its extra cost is importing. The discourse layer (questions over several sentences) and the audit's verdict
dataclasses are imported only when a question needs them: each cost a process ~10-13 M instructions.
"""

from __future__ import annotations

import subprocess
import sys

from cbwh.spec.catalog import load_catalog

# (the judge, with `decimal`, and the upstream questions' loader are `cbwh answer`'s: importing them cost `ask` ~12 M)
NOT_NEEDED = ("cbwh.ask.discourse", "cbwh.audit.verdict", "click", "sqlalchemy", "sqlglot", "cbwh.judge", "decimal",
              "cbwh.run.truth", "cbwh.spec.catalog")

# Each script's questions are parsed, not read back from the readings an earlier process kept (`ask.service._parsed`,
# kept beside the bytecode): the suite's own workers keep what they parse (tests/test_ask_kept_readings.py asks the
# laid-out question below), so a second run of the suite read it back without the discourse layer, and these tests
# measured no parse at all.
PARSED_AFRESH = "import cbwh.ask.service as service; service._parsed = service._parse_outcome"

ASK = """
import sys
from cbwh.cli.lean import run
""" + PARSED_AFRESH + """
db, plain, laid_out, not_needed = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4].split()
for question in (plain, laid_out):
    assert run(["ask", question, "--db", db])
    print("\\nIMPORTED", *sorted(m for m in not_needed if m in sys.modules))
"""


def test_a_one_sentence_question_imports_neither_the_discourse_layer_nor_the_audit(real_db):
    """(-B: the process does not make the grammar's stored tries at exit, which no test reads: tests/conftest.py.)"""
    plain = load_catalog()["cb-cloud-1"].text
    laid_out = "Let the anchor be the owner of the pet named 'Dawn'. Among people in the anchor's state, who is the oldest?"
    out = subprocess.run([sys.executable, "-B", "-c", ASK, str(real_db), plain, laid_out, " ".join(NOT_NEEDED)],
                         capture_output=True, text=True, check=True).stdout
    first, imported, second, then = [line for line in out.splitlines() if line]
    assert imported == "IMPORTED"
    assert then == "IMPORTED cbwh.ask.discourse"  # a question over several sentences still goes through it
    assert first and second and not second.startswith("IMPORTED")  # both answered


COMPILED = """
import re._compiler, sys
from cbwh.cli.lean import run
compiled, real = [], re._compiler.compile
def counted(pattern, flags=0):
    compiled.append(pattern if isinstance(pattern, str) else "")
    return real(pattern, flags)
re._compiler.compile = counted
""" + PARSED_AFRESH + """
assert run(["ask", sys.argv[2], "--db", sys.argv[1]])
print("\\nRIDDLE", sum("who are you" in p.replace("\\\\", "") for p in compiled))
"""


def test_a_question_that_is_no_riddle_compiles_no_riddle_pattern(real_db):
    """The riddles' pattern ('Who are you?', service._riddle) is compiled only where a riddle may be asked: compiled
    at import, it cost every `cbwh ask` ~1.5 M instructions (callgrind, cb-cloud-1's text: 546.0 -> 544.5 M)."""
    plain = load_catalog()["cb-cloud-1"].text
    out = subprocess.run([sys.executable, "-B", "-c", COMPILED, str(real_db), plain],
                         capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "RIDDLE 0"


WORDS_COMPILED = """
import os, re._compiler, sys
import cbwh.ask.service
from cbwh.cli.lean import run
compiled, real = [], re._compiler.compile
def counted(pattern, flags=0):
    frame = sys._getframe(1)
    while frame is not None and os.sep + "cbwh" + os.sep not in frame.f_code.co_filename:
        frame = frame.f_back
    if frame is not None and os.sep + "ask" + os.sep in frame.f_code.co_filename:
        compiled.append(f"{frame.f_code.co_name}: {pattern!r}")
    return real(pattern, flags)
re._compiler.compile = counted
""" + PARSED_AFRESH + """
assert run(["ask", sys.argv[2], "--db", sys.argv[1]])
print("\\nCOMPILED", *compiled)
"""


def test_a_plain_question_compiles_no_pattern_of_the_ask_layer_while_read(real_db):
    """Once `ask`'s modules are imported, reading and answering cb-cloud-1's text compiles no regular expression in
    cbwh.ask (`re` compiles in Python, ~0.2-0.4 ms a pattern): the names defined before a question ('Let P1 be ...')
    are looked for by their shape only after 'let ... be' / 'define ... as' around them, where 'the same state as A'
    compiled it in nearly every question (callgrind, cb-cloud-1's text, both trees run with PYTHONPATH set alike:
    ask 540.5, 540.2 -> 539.8, 540.1 M instructions: a small saving)."""
    plain = load_catalog()["cb-cloud-1"].text
    out = subprocess.run([sys.executable, "-B", "-c", WORDS_COMPILED, str(real_db), plain],
                         capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "COMPILED"


DISCOURSE_COMPILED = """
import re._compiler
compiled, real = [], re._compiler.compile
def counted(pattern, flags=0):
    compiled.append(pattern)
    return real(pattern, flags)
re._compiler.compile = counted
from cbwh.ask import discourse
rare = [getattr(discourse, name) for name in ("_LEADERS_TAKEN", "_LEADERS_WHOSE", "_IS_THAT_OF", "_ADDED_TO_THAT",
                                              "_ONE_MEMBER", "_THAT_ONE", "_GROUP_FIRST", "_LABEL_1", "_LABEL_2",
                                              "_LABELS_EACH", "_PAIR_AGAIN")]
print("COMPILED", sum(getattr(p, "pattern", p) in compiled for p in rare))
"""


def test_the_discourse_layer_compiles_its_rare_patterns_only_when_a_question_needs_them():
    """Patterns of questions few authors write (each state's leaders defined as a set, 'whose X is that of A', 'the
    balance of P added to that of Q', a group of one member): compiled at import they cost every question over several
    sentences ~1.2 ms before it was read (round 22's review); re's cache compiles each when first used."""
    out = subprocess.run([sys.executable, "-B", "-c", DISCOURSE_COMPILED], capture_output=True, text=True,
                         check=True).stdout
    assert out.splitlines()[-1] == "COMPILED 0"
