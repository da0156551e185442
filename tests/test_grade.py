"""`cbwh grade` on Harbor job directories written with Harbor's own models.

tests/data/harbor-jobs/ is what tests/harbor/make_jobs.py writes, in Harbor 0.25's venv,
from tests/harbor/jobs.json (test_harbor_writes_these_job_dirs, marked `harbor`, rewrites
them there and checks they are byte for byte the committed ones). Each trial is made for
one label."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
JOBS = DATA / "harbor-jobs"
SPEC = json.loads((Path(__file__).parent / "harbor" / "jobs.json").read_text())
EXPECTED = {
    "cb-cloud-1__t1": None, "cb-cloud-1__l1": None, "cb-cloud-11__l2": None, "cb-cloud-78__l1": None,
    "cb-cloud-1__t2": "variant:fanout=addresses",  # the naive join through addresses ranks Christopher Beck first
    "cb-cloud-6__t1": "variant:fanout=addresses",  # and inflates the total balance
    "cb-cloud-8__t1": "variant:residency=first",  # only first addresses: 15 records
    "cb-cloud-1__t3": "unexplained",  # Robert Smith: no reading, tie or ranking gives him
    "cb-cloud-1__t4": "runner-up",  # Jason Ruiz, ranked 2nd
    "cb-cloud-1__l2": "format",  # right, but the judge (judgement.json) said no
    "cb-cloud-8__l1": "format",  # "fourteen" = 14
    "cb-cloud-5__t1": "upstream-truth",  # upstream's Tammy Roberts, which the audit disputes
    "cb-cloud-15__t1": "tied",  # the 5-to-5 tie
    "cb-cloud-11__t1": "refusal",
    "cb-cloud-11__t2": "no-answer",  # timed out, scored 0
    "cb-cloud-11__l1": "no-answer",  # errored before the verifier
    "cb-cloud-78__t1": "disputed-truth",  # cbwh's David Walker, graded against upstream's Katie Wells
}


@pytest.fixture(scope="module")
def cli_run():
    from click.testing import CliRunner

    from cbwh.cli import cli

    return lambda *args: CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def graded(cli_run, real_db, corpus_dir):
    result = cli_run("grade", *sorted(JOBS.iterdir()), "--db", real_db, "--corpus", corpus_dir, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _spec_trials():
    return {t["name"]: t for job in SPEC["jobs"] for t in job["trials"]}


def test_every_trial_gets_its_label(graded):
    labels = {t["trial"]: t["label"] for t in graded["trials"]}
    assert labels == EXPECTED
    for t in graded["trials"]:
        assert (t["evidence"] is None) == (t["label"] is None)


def test_evidence_names_what_decided(graded):
    by = {t["trial"]: t for t in graded["trials"]}
    assert "ranked 2nd by most vehicles, then oldest" in by["cb-cloud-1__t4"]["evidence"]
    assert by["cb-cloud-1__t2"]["readings"] == ["fanout=addresses"]
    assert "ranked 4th" in by["cb-cloud-1__t2"]["evidence"]  # the other thing that holds, said too
    assert "Emily Santiago (5 credit cards) vs Julie Guzman (5 credit cards)" in by["cb-cloud-15__t1"]["evidence"]
    assert "the task's own truth is not known" in by["cb-cloud-78__t1"]["evidence"]  # no false confidence
    assert "AgentTimeoutError" in by["cb-cloud-11__t2"]["evidence"]


def test_rewards_are_read_as_harbor_writes_them(graded):
    spec = _spec_trials()
    by = {t["trial"]: t for t in graded["trials"]}
    assert by["cb-cloud-11__l2"]["reward"] == 1.0 and by["cb-cloud-11__l2"]["reward_source"] == "reward.json"
    assert by["cb-cloud-11__l1"]["reward"] is None and by["cb-cloud-11__l1"]["exception"] == "RuntimeError"
    for name, t in by.items():
        if spec[name].get("answer") is not None:
            assert t["answer"] == spec[name]["answer"].strip() and t["answer_source"] == "artifact"
    problems = sorted(p["reason"] for p in graded["problems"])
    assert len(problems) == 2 and problems[0].startswith("task 'cb-cloud-999' is not a question")
    assert problems[1].startswith("unreadable")


def test_scores_follow_from_the_trials(graded):
    trials = graded["trials"]
    overall = graded["overall"]
    assert overall["trials"] == len(trials) == 17
    assert overall["mean_reward"] == pytest.approx(sum(t["reward"] or 0 for t in trials) / len(trials))
    assert overall["pass_rate"] == pytest.approx(sum(t["reward"] == 1 for t in trials) / len(trials))
    with_sql = [t for t in trials if t["sql_answer"] is not None]
    assert overall["rescored"] == pytest.approx(sum(t["rescored"] for t in with_sql) / len(with_sql))
    # re-scored differs from Harbor's exactly where the truth is disputed or the judge disagreed
    differ = {t["trial"] for t in with_sql if t["rescored"] != (t["reward"] or 0)}
    assert {EXPECTED[d] for d in differ} <= {"format", "disputed-truth", None}
    assert "cb-cloud-78__l1" in differ  # upstream's Katie Wells passed Harbor, not cbwh
    for group in graded["groups"]["question_type"]:
        mine = [t for t in trials if t["question_type"] == group["key"]]
        assert group["trials"] == len(mine)
        assert group["pass_rate"] == pytest.approx(sum(t["reward"] == 1 for t in mine) / len(mine))
    models = {g["key"]: g for g in graded["groups"]["model"]}
    assert set(models) == {"gpt-5.6-terra", "gpt-5.6-luna"}
    task1 = next(t for t in graded["tasks"] if t["id"] == "cb-cloud-1")
    assert (task1["trials"], task1["successes"]) == (6, 2)
    assert task1["pass_at_k"]["1"] == pytest.approx(2 / 6) and task1["pass_at_k"]["5"] == 1.0
    assert task1["pass_at_k"]["2"] == pytest.approx(1 - (4 * 3) / (6 * 5))
    by_type = graded["labels_by_type"]
    assert by_type["temporal_reasoning"] == {"no-answer": 2, "refusal": 1, "disputed-truth": 1}


def test_the_task_directories_tell_which_truth_was_graded(cli_run, real_db, corpus_dir, tmp_path):
    case = tmp_path / "tasks" / "cb-cloud-78" / "tests"
    case.mkdir(parents=True)
    (case / "case.json").write_text(json.dumps({"input": "q", "ground_truth": "Katie Wells"}))
    result = cli_run("grade", JOBS / "deepagents-78", "--db", real_db, "--corpus", corpus_dir, "--nl",
                     "--tasks", tmp_path / "tasks")
    rows = {json.loads(line)["trial"]: json.loads(line) for line in result.stdout.splitlines()}
    assert rows["cb-cloud-78__t1"]["label"] == "disputed-truth"
    assert "the task graded against 'Katie Wells'" in rows["cb-cloud-78__t1"]["evidence"]
    (case / "case.json").write_text(json.dumps({"input": "q", "ground_truth": "David Walker"}))
    result = cli_run("grade", JOBS / "deepagents-78", "--db", real_db, "--corpus", corpus_dir, "--nl",
                     "--tasks", tmp_path / "tasks")
    rows = {json.loads(line)["trial"]: json.loads(line) for line in result.stdout.splitlines()}
    assert rows["cb-cloud-78__t1"]["label"] == "format"  # graded against cbwh's own answer: the judge disagreed


def test_outputs_agree(cli_run, real_db, corpus_dir, graded, tmp_path):
    args = ("grade", JOBS, "--db", real_db, "--corpus", corpus_dir)  # a directory of jobs works too
    table = cli_run(*args, "--markdown", tmp_path / "r.md")
    assert table.exit_code == 0 and table.stdout.startswith("graded 17 trials of 2 job(s); 2 problem(s)\n")
    assert "variant:fanout=addresses" in table.stdout
    rows = list(csv.DictReader(io.StringIO(cli_run(*args, "--csv").stdout)))
    assert [(r["trial"], r["label"] or None) for r in rows] == [(t["trial"], t["label"]) for t in graded["trials"]]
    md = (tmp_path / "r.md").read_text()
    assert md.startswith("# cbwh grade") and "## Wrong answers" in md and "`upstream-truth`" in md


@pytest.mark.parametrize("args,message", [((), "give one or more Harbor job directories"),
                                          (("data/deepagents",), "is not a Harbor job directory"),
                                          (("nowhere",), "is not a directory")])
def test_bad_input_is_one_line(cli_run, real_db, corpus_dir, args, message):
    result = cli_run("grade", *[Path(__file__).parent / a for a in args], "--db", real_db, "--corpus", corpus_dir)
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_calibration_joins_pass_rates_with_the_audit(cli_run, real_db, corpus_dir, graded, tmp_path):
    """deepagents' calibration.json format (per-model `<model>_pass_at_bare` over `n` rollouts), for three
    tasks the graded jobs also ran, so their verdicts are known from the audit already."""
    tasks = {"cb-cloud-11": {"terra_pass_at_bare": 1.0, "luna_pass_at_bare": 0.8333, "n": 6},
             "cb-cloud-1": {"terra_pass_at_bare": 0.8333, "luna_pass_at_bare": 0.6667, "n": 6},
             "cb-cloud-8": {"terra_pass_at_bare": 0.5, "luna_pass_at_bare": 1.0, "n": 6},
             "cb-cloud-78": {"terra_pass_at_bare": 0.0, "luna_pass_at_bare": 0.0, "n": 6}}
    calibration = tmp_path / "calibration.json"
    calibration.write_text(json.dumps({"model": "openai:gpt-5.6-terra", "tasks": tasks}))
    verdicts = {t["id"]: t["verdict"] for t in graded["trials"]}
    result = cli_run("grade", "--calibration", calibration, "--db", real_db, "--corpus", corpus_dir, "--json")
    rows = {r["verdict"]: r for r in json.loads(result.stdout)["calibration"]}
    assert list(rows) == ["confirmed", "fragile", "disputed", "ill-posed"]
    for verdict, row in rows.items():
        assert sorted(row["tasks"]) == sorted(q for q in tasks if verdicts[q] == verdict)
        for model in ("terra", "luna"):
            expected = sum(round(tasks[q][f"{model}_pass_at_bare"] * 6) for q in row["tasks"])
            assert row["models"][model] == {"passed": expected, "rollouts": 6 * len(row["tasks"]),
                                            "pass_rate": expected / (6 * len(row["tasks"])) if row["tasks"] else None}
    assert rows["disputed"]["tasks"] == ["cb-cloud-78"]
    assert rows["fragile"]["models"]["terra"] == {"passed": 8, "rollouts": 12, "pass_rate": 8 / 12}
    table = cli_run("grade", "--calibration", calibration, "--db", real_db, "--corpus", corpus_dir).stdout
    assert "calibration (deepagents) by audit verdict" in table and "0/6 0.0%" in table


def test_a_generated_suite_is_graded_like_the_catalog(cli_run, real_db, corpus_dir):
    """A suite file (lines with programs, as `cbwh generate` writes) names its own questions;
    trials of tasks outside it are problems."""
    result = cli_run("grade", DATA / "harbor-jobs-suite", "--questions", DATA / "suite-a.jsonl",
                     "--db", real_db, "--corpus", corpus_dir, "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    by = {t["trial"]: t for t in report["trials"]}
    assert set(by) == {"suite-a-0__t1", "suite-a-1__t1"}
    assert (by["suite-a-0__t1"]["label"], by["suite-a-0__t1"]["sql_answer"]) == (None, "14")
    assert by["suite-a-1__t1"]["label"] == "variant:fanout=addresses"
    assert by["suite-a-1__t1"]["question_type"] == "comparison_tiebreak"
    assert [p["reason"].split(" (")[0] for p in report["problems"]] == ["task 'cb-cloud-1' is not a question cbwh knows"]


@pytest.mark.parametrize("jobs,questions", [("harbor-jobs-suite", "suite-a.jsonl"), ("harbor-jobs", None)])
def test_progress_counts_the_questions_audited(real_db, corpus_dir, jobs, questions):
    from cbwh.grade import knowledge
    from cbwh.grade.service import GradeRequest, grade

    knowledge._BUILT.clear()
    calls: list[tuple[int, int]] = []
    path = DATA / questions if questions else corpus_dir.parent / "filesystem_cloud.jsonl"
    report = grade(GradeRequest((DATA / jobs,), real_db, path), lambda done, total: calls.append((done, total)))
    n = len({t.qid for t in report.trials})
    assert calls == [(i, n) for i in range(1, n + 1)]
