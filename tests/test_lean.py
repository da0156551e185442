"""The lean path (`cbwh.cli.lean`): `answer` and `ask` without click, exactly as click runs them."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cbwh.cli import lean

REGEN = "stale: run `python -m cbwh.cli.lean` after changing the options of answer or ask"


def test_the_table_is_generated_from_the_click_declarations():
    with open(lean.TABLE, encoding="utf-8") as fh:
        assert json.load(fh) == lean.generate(), REGEN
    assert lean._table() is not None


def test_a_stale_table_is_not_used(monkeypatch):
    monkeypatch.setattr(lean, "fingerprint", lambda: "edited")
    assert lean._table() is None
    assert lean.run(["answer", "--all"]) is False


def _params(name):
    return lean._table()["commands"][name]["params"]


@pytest.mark.parametrize("args", [
    ["--help"], ["cb-cloud-1", "--help"], ["cb-cloud-1", "cb-cloud-2"], ["--all=yes"], ["--db"], ["--db", "--json"],
    ["--all", "--all"], ["--", "cb-cloud-1"], ["-"], ["--jso"], ["-x"], ["cb-cloud-1", "--db", "."],
])
def test_anything_but_the_plain_forms_goes_to_click(args):
    assert lean.parse(_params("answer"), args) is None


def test_the_plain_forms_are_read_as_click_reads_them(monkeypatch, tmp_path):
    monkeypatch.delenv("CBWH_DB", raising=False)
    monkeypatch.setenv("CBWH_CORPUS", "")  # empty: click ignores it
    got = lean.parse(_params("answer"), ["--json", "cb-cloud-7", f"--db={tmp_path / 'w.db'}", "--questions", "q.jsonl"])
    assert got == {"task_id": "cb-cloud-7", "all_": False, "explain": False, "show_sql": False, "as_table": False,
                   "as_json": True, "as_nl": False, "as_csv": False, "db": str(tmp_path / "w.db"),
                   "questions": "q.jsonl", "corpus": None}
    monkeypatch.setenv("CBWH_DB", "from-env.db")
    assert lean.parse(_params("answer"), ["--all"])["db"] == "from-env.db"
    assert lean.parse(_params("ask"), []) is None  # the question is required


CASES = [
    ["answer", "cb-cloud-1"],
    ["answer", "cb-cloud-1", "--explain"],
    ["answer", "--json", "cb-cloud-42"],
    ["answer", "--all"],  # from the shipped SQL and reading plans (cbwh.run.shipped)
    ["answer"],  # the command's own usage error: click reports it
    ["answer", "cb-cloud-1", "--json", "--nl"],
    ["answer", "cb-cloud-999"],
    ["ask", "Who is the oldest person?"],
    ["ask", "--json", "Who owns the most vehicles?"],
    ["ask", "What is the airspeed of a swallow?"],
]


@pytest.mark.parametrize("args", CASES)
def test_lean_prints_what_click_prints(args, real_db, questions_path, run, capsys, monkeypatch):
    argv = [*args, "--db", str(real_db)] + (["--questions", str(questions_path)] if args[0] == "answer" else [])
    expected = run(*argv, prog_name="cbwh")
    monkeypatch.setattr(sys, "argv", ["cbwh", *argv])
    import cbwh.__main__ as entry

    code = 0
    try:
        ran = lean.run(argv)
    except SystemExit as exc:
        ran, code = True, exc.code
    out = capsys.readouterr()
    if not ran:  # click runs it: a usage error (nothing printed yet)
        assert expected.exit_code == 2 and out.out == out.err == ""
        with pytest.raises(SystemExit) as exc:
            entry.main()
        out = capsys.readouterr()
        code = exc.value.code
    assert (code, out.out, out.err) == (expected.exit_code, expected.stdout, expected.stderr)


def test_a_fresh_answer_all_imports_no_click_and_prints_what_click_prints(real_db, questions_path, run):
    args = ["answer", "--all", "--nl", "--db", str(real_db), "--questions", str(questions_path)]
    heavy = ("click", "cbwh.spec.model", "cbwh.spec.words", "cbwh.compile.query", "cbwh.api", "dataclasses")
    code = ("import sys, cbwh.__main__ as m; sys.argv = ['cbwh', *sys.argv[1:]]; m.main(); "
            f"print(sorted(k for k in sys.modules if k in {heavy!r} or k.startswith('click.')), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True)
    assert done.stderr.strip() == "[]"  # no click, and no spec objects: the shipped plans are plain data
    assert done.stdout == run(*args).stdout and done.stdout.count("\n") == 100


def test_the_shipped_plans_answer_as_the_ordinary_path_does(real_db, questions_path):
    from cbwh.run import answering, shipped

    for questions in (questions_path, None):
        ordinary = [report.to_json() for report in answering.answer_all(real_db, questions)]
        assert shipped._from_shipped(real_db, questions) == ordinary
    assert any(row["status"] == "ambiguous" for row in ordinary) and any(row["agrees"] is None for row in ordinary)


def test_stale_plans_are_not_used(real_db, questions_path, monkeypatch):
    from cbwh.run import shipped

    current = shipped.answer_all_rows(real_db, questions_path)
    monkeypatch.setattr(shipped, "plan_fingerprint", lambda: "edited")
    assert shipped.shipped_plans() is None and shipped._from_shipped(real_db, questions_path) is None
    assert shipped.answer_all_rows(real_db, questions_path) == current  # the ordinary path
    monkeypatch.undo()
    monkeypatch.setenv("CBWH_SQL_CACHE", "off")
    assert shipped._from_shipped(real_db, questions_path) is None
