"""`cbwh ask` keeps each question's reading between processes (`ask.service._parsed`, `spec.memo.remembered_over`):
a question asked again is read back, not parsed again (issue 12's speed bar: whole-process `ask` within 1.2x of
`answer`; `benchmarks/bench_ask_process.py`, with `--fresh` for questions never read before)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from cbwh.ask.questions import parse_readings, read_back, reading_data
from cbwh.ask.service import _parse_outcome, _read
from cbwh.errors import UsageError

# one of each kind of reading: plain; read on condition that an anchor names one person; several readings (others, a
# hint); laid out over several sentences (the one question said, `Reading.text`); a refusal; a quote left open
SENTENCES = (
    "Among all people who live in the same state as the owner of the pet named 'Dawn', who owns the most vehicles? "
    "If there's a tie, who among them is the oldest?",
    "Among people who live in the same state as the owner of pet 'Phillip', with at least one credit card, who is the "
    "oldest?",
    "Who owns more pets: the oldest person among residents of the same state as the owner of pet 'Dawn', or the "
    "richest person among residents of the same state as the owner of pet 'Betty'? If there's a tie, use the highest "
    "total bank balance.",
    "Let the anchor be the owner of the pet named 'Dawn'. Among people in the anchor's state, who is the oldest?",
    "Who is the oldest person in Ohiox?",
    "Who is 'oldest",
)


def _outcome(read) -> tuple:
    try:
        reading = read()
    except UsageError as error:
        return type(error), str(error)
    return reading, repr(reading)


@pytest.mark.parametrize("text", SENTENCES)
def test_a_question_read_back_is_the_reading_its_parse_gives(text):
    assert _outcome(lambda: _read(text)) == _outcome(lambda: parse_readings(text))


def test_the_kinds_of_reading_are_all_there():
    """(What the test above checks: each field the data carries, filled at least once.)"""
    readings = [parse_readings(text) for text in SENTENCES[:4]]
    assert readings[1].one_owner and readings[2].others and readings[2].hint and readings[3].text
    assert [read_back(reading_data(r)) for r in readings] == readings
    assert _parse_outcome(SENTENCES[4])[0] == "refused" and _parse_outcome(SENTENCES[5])[0] == "not read"


USER = textwrap.dedent('''
    import sys
    from cbwh.spec.memo import remembered_over
    from pkg import rule

    def _read(text):
        print("computed", text)
        return (rule.shout(text),)

    read = remembered_over(_read, "pkg", limit=2)
    print(*(read(t)[0] for t in sys.argv[1:]))
''')


def _run(folder, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")}
    return subprocess.run([sys.executable, "-c", "import pkg.user", *args], cwd=folder, capture_output=True, text=True,
                          check=True, env=env | {"PYTHONPATH": str(folder)}).stdout


def test_a_result_kept_over_a_package_is_read_back_until_any_of_its_files_changes(tmp_path, tmp_package):
    package = tmp_package(user=USER, rule="def shout(text):\n    return text.upper()\n")
    assert _run(tmp_path, "a", "b") == "computed a\ncomputed b\nA B\n"
    assert _run(tmp_path, "b", "a") == "B A\n"  # read back
    tmp_package(rule="def shout(text):\n    return text + '!'\n")  # another file of the package
    assert _run(tmp_path, "a") == "computed a\na!\n"
    assert _run(tmp_path, "a", "c") == "computed c\na! c!\n"  # a new one added to those kept
    assert _run(tmp_path, "d") == "computed d\nd!\n"  # past the limit (2): started afresh with the new one
    assert _run(tmp_path, "d", "a") == "computed a\nd! a!\n"
    assert len([p for p in (package / "__pycache__").iterdir() if p.suffix == ".marshal"]) == 1
