"""Every exit code the README documents, for each kind of case it names (issue 9, item 5)."""

from __future__ import annotations

import re

import pytest

from conftest import ROOT

DAWN = "Among people living in the same state as the owner of pet 'Dawn', who owns the most vehicles? " \
       "If there's a tie, who is the oldest?"
CASES = [
    # 0 done
    (0, ["answer", "cb-cloud-1"]),
    (0, ["answer", "cb-cloud-1", "--json"]),
    (0, ["ask", DAWN]),
    (0, ["sql", "SELECT 1"]),
    # 1 an error
    (1, ["answer", "cb-cloud-1", "--db", "{tmp}/absent.db"]),  # missing database
    (1, ["sql", "DELETE FROM pets"]),  # refused write
    (1, ["sql", "SELECT nope FROM pets"]),  # SQL error
    (1, ["sql", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT max(x) FROM c",
         "--timeout", "0.05"]),  # past its timeout (the query spins a core until then)
    (1, ["ingest", "--corpus", "{tmp}", "--db", "{tmp}/new.db"]),  # bad corpus (its files are missing)
    # 2 a malformed request
    (2, ["answer", "--no-such-option"]),
    (2, ["answer", "cb-cloud-999"]),
    (2, ["answer", "nope"]),
    (2, ["answer", "x" * 200_000]),
    (2, ["sql", ""]),
    (2, ["sql", "SELECT 1", "--json", "--csv"]),
    (2, ["ask", "Among people who live on the same planet as the owner of pet 'Dawn', who owns the most vehicles?"]),
    (2, ["ask", "Among people who live in the same state as the owner of pet 'Zelda', who is the oldest?"]),
    (2, ["ask", "Among people who live in the same state as the owner of pet '', who is the oldest?"]),
    (2, ["ask", "Among people who live in the same state as the owner of pet 'Dawn'"
         + " and who live in the same state as the owner of pet 'Dawn'" * 1000 + ", who is the oldest?"]),
    # 3 no single answer
    (3, ["answer", "cb-cloud-15"]),
    (3, ["answer", "cb-cloud-15", "--json"]),
]


@pytest.mark.parametrize("code, args", CASES, ids=[f"{c}-{' '.join(a)[:60]}" for c, a in CASES])
def test_documented_exit_code(run, real_db, tmp_path, code, args):
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    if "--db" not in args and args[0] != "ingest":
        args += ["--db", str(real_db)]
    result = run(*args)
    assert result.exit_code == code, result.output[:500]
    assert "Traceback" not in result.output
    if code in (1, 2):
        assert len(result.output) < 3000  # an error never echoes a huge input whole


def test_interrupted_is_130(run, monkeypatch, real_db):
    """Ctrl-C outside a query (here: while the answer is computed) is one line, 130."""
    import cbwh.run.answering as answering

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(answering, "answer_one", interrupted)
    result = run("answer", "cb-cloud-1", "--db", real_db)
    assert result.exit_code == 130 and result.output.strip() == "Error: interrupted"


def test_the_readme_lists_exactly_these_codes():
    text = (ROOT / "README.md").read_text()
    line = text.split("Exit codes:", 1)[1].split("\n\n", 1)[0]
    documented = {int(c) for c in re.findall(r"(?:^|; )(\d+) ", line.replace("\n", " ").strip())}
    assert documented == {0, 1, 2, 3, 130}


def test_a_huge_task_id_is_not_echoed_whole(run, real_db):
    result = run("answer", "cb-" + "x" * 200_000, "--db", real_db)
    assert result.exit_code == 2 and "200,003 characters" in result.output and len(result.output) < 300


def test_a_missing_calibration_file_does_not_send_you_to_cbwh_fetch(run, real_db, tmp_path, monkeypatch):
    """`cbwh fetch` never downloads calibration.json: the error must not say it would."""
    monkeypatch.setenv("CBWH_CACHE", str(tmp_path / "cache"))
    corpus = tmp_path / "files"
    corpus.mkdir()
    (tmp_path / "filesystem_cloud.jsonl").write_text("")
    (tmp_path / "rubric.txt").write_text("")
    result = run("export-tasks", "--out", tmp_path / "t", "--subset", "deepagents-30", "--db", real_db,
                 "--corpus", corpus)
    assert result.exit_code == 1
    assert "no calibration.json: pass --calibration FILE" in result.output
    assert "`cbwh fetch` does not download it" in result.output
