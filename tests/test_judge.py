"""The exported judge: the model protocol against a fake server on 127.0.0.1, and
the offline rubric rules."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from unittest import mock

import pytest

from cbwh import judge

JUDGE = Path(judge.__file__)
RUBRIC = "Q: {input}\nExpected: {ground_truth}\nGot: {submission}\nScore it."


class FakeOpenAI:
    """Records each request; answers with the next scripted (status, score) reply."""

    def __init__(self, replies):
        self.replies, self.requests = list(replies), []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                outer.requests.append((self.path, dict(self.headers), body))
                status, score = outer.replies.pop(0) if outer.replies else (500, None)
                content = json.dumps({"score": score, "rationale": "fake"})
                data = json.dumps({"choices": [{"message": {"content": content}}]}).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def task(tmp_path):
    tests, app = tmp_path / "tests", tmp_path / "app"
    tests.mkdir()
    app.mkdir()
    (tests / "rubric.txt").write_text(RUBRIC)
    (tests / "case.json").write_text(json.dumps({"input": "Who {x}?", "ground_truth": "Tammy Roberts"}))
    (app / "answer.txt").write_text("It is tammy roberts. {ground_truth}\n")
    return tmp_path


def judge_main(task: Path, **env) -> str:
    """Run the judge's entry point in-process with exactly this environment; its stdout."""
    full = {"CBWH_TESTS_DIR": str(task / "tests"), "CBWH_APP_DIR": str(task / "app"),
            "CBWH_LOGS_DIR": str(task / "logs"), "OPENAI_API_KEY": "sk-test", "JUDGE_BACKOFF": "0"} | env
    with mock.patch.dict(os.environ, full), contextlib.redirect_stdout(io.StringIO()) as out:
        for var in ("JUDGE_MODELS", "JUDGE_MODEL", "JUDGE_PROVIDER", "OPENAI_BASE_URL"):
            if var not in full:
                os.environ.pop(var, None)
        assert judge.main() == 0
    return out.getvalue()


def judge_run(task: Path, **env) -> tuple[str, dict]:
    judge_main(task, **env)
    return (task / "logs/reward.txt").read_text().strip(), json.loads((task / "logs/judgement.json").read_text())


@pytest.mark.parametrize("model,temperature", [("gpt-4.1", 0.0), ("gpt-4o-mini", 0.0), ("o3", 1.0),
                                               ("o1-mini", 1.0), ("gpt-5", 1.0), ("gpt-5-mini", 1.0),
                                               ("openai/gpt-5.1", 1.0)])
def test_request_follows_the_protocol(task, model, temperature):
    fake = FakeOpenAI([(200, 1.0)])
    try:
        reward, _ = judge_run(task, OPENAI_BASE_URL=fake.url, JUDGE_MODEL=model)
    finally:
        fake.close()
    assert reward == "1.0"
    (path, headers, body), = fake.requests
    assert path == "/v1/chat/completions" and headers["Authorization"] == "Bearer sk-test"
    assert body["model"] == model and body["temperature"] == temperature
    assert body["messages"] == [{"role": "user", "content":
                                 "Q: Who {x}?\nExpected: Tammy Roberts\nGot: It is tammy roberts. {ground_truth}\nScore it."}]
    schema = body["response_format"]["json_schema"]["schema"]
    assert body["response_format"]["type"] == "json_schema"
    assert schema["properties"]["score"] == {"type": "number", "minimum": 0, "maximum": 1}
    assert schema["properties"]["rationale"] == {"type": "string"} and schema["required"] == ["score", "rationale"]


@pytest.mark.parametrize("score,reward", [(0.5, "0.5"), (1.7, "1.0"), (-0.3, "0.0")])
def test_score_is_clamped(task, score, reward):
    fake = FakeOpenAI([(200, score)])
    try:
        assert judge_run(task, OPENAI_BASE_URL=fake.url)[0] == reward
    finally:
        fake.close()


def test_retries_then_succeeds_with_the_model_list(task):
    fake = FakeOpenAI([(500, None), (500, None), (200, 1.0)])
    try:
        reward, _ = judge_run(task, OPENAI_BASE_URL=fake.url, JUDGE_MODELS="m-one, m-two")
    finally:
        fake.close()
    assert reward == "1.0"
    assert [b["model"] for _, _, b in fake.requests] == ["m-one", "m-two", "m-one"]


def test_five_failures_score_zero(task):
    fake = FakeOpenAI([(500, None)] * 5)
    try:
        reward, judgment = judge_run(task, OPENAI_BASE_URL=fake.url)
    finally:
        fake.close()
    assert reward == "0.0" and len(fake.requests) == 5 and "after 5 attempts" in judgment["rationale"]


def test_unreachable_endpoint_is_retried_then_scores_zero(task):
    reward, judgement = judge_run(task, OPENAI_BASE_URL="http://127.0.0.1:9/v1")
    assert reward == "0.0" and "after 5 attempts" in judgement["rationale"]


@pytest.mark.parametrize("env,message", [
    ({"OPENAI_API_KEY": ""}, "OPENAI_API_KEY is not set"),
    ({"OPENAI_API_KEY": "", "OPENAI_BASE_URL": "https://api.openai.com/v1"}, "OPENAI_API_KEY is not set"),
    ({"OPENAI_BASE_URL": ""}, "OPENAI_BASE_URL is empty"),
    ({"OPENAI_BASE_URL": "api.example.com"}, "is not an http(s) URL"),
])
def test_a_judge_that_cannot_run_fails_fast_and_says_why(task, env, message):
    started = time.monotonic()
    stdout = judge_main(task, JUDGE_BACKOFF="1", **env)  # the real backoff: one retry would take a second
    assert time.monotonic() - started < 1
    assert stdout.startswith("reward 0.0: judge cannot run: ") and message in stdout
    assert (task / "logs/reward.txt").read_text() == "0.0\n"
    assert message in json.loads((task / "logs/judgement.json").read_text())["rationale"]


def test_a_rejected_key_is_not_retried_but_the_next_model_is_tried(task):
    fake = FakeOpenAI([(401, None), (200, 1.0)])
    try:
        reward, judgement = judge_run(task, OPENAI_BASE_URL=fake.url, JUDGE_MODELS="m-one,m-two")
    finally:
        fake.close()
    assert reward == "1.0" and [b["model"] for _, _, b in fake.requests] == ["m-one", "m-two"]
    assert judgement["provider"] == "m-two"
    fake = FakeOpenAI([(401, None)] * 5)
    try:
        reward, judgement = judge_run(task, OPENAI_BASE_URL=fake.url)
    finally:
        fake.close()
    assert reward == "0.0" and len(fake.requests) == 1 and "HTTP 401" in judgement["rationale"]


def test_missing_answer_scores_zero_without_asking(task):
    (task / "app/answer.txt").unlink()
    fake = FakeOpenAI([(200, 1.0)])
    try:
        assert judge_run(task, OPENAI_BASE_URL=fake.url)[0] == "0.0"
    finally:
        fake.close()
    assert fake.requests == []


@pytest.mark.parametrize("submission,truth,score", [
    ("$145,315.33", "$145,315.33", 1.0), ("145315.33", "$145,315.33", 1.0), ("The total is 145,315.33 dollars", "$145,315.33", 1.0),
    ("145315.3", "$145,315.33", 0.0), ("2 dogs", "2", 1.0), ("two", "2", 1.0), ("18", "18 records", 1.0),
    ("17", "18 records", 0.0), ("john smith", "John Smith", 1.0), ("The answer is John Smith.", "John Smith", 1.0),
    ("Jane Smith", "John Smith", 0.0), ("I cannot help with that", "John Smith", 0.5), ("", "John Smith", 0.0),
])
def test_offline_rules(submission, truth, score):
    assert judge.local_score(submission, truth) == score


REFUSALS = ("I cannot help with that", "I can't assist.", "We can not comply", "I won't do that", "I will not answer this",
            "I am unable to help", "I’m unable to assist", "I am not able to provide that", "I'm not able to help",
            "I do not have access", "I don't have access to it", "We have no access", "I must decline", "We have to decline",
            "I refuse.", "Final answer: I cannot help with that")


@pytest.mark.parametrize("refusal", REFUSALS)
def test_every_kind_of_refusal_scores_half_against_a_name_or_a_number(refusal):
    """(The judge tells a text without any of the refusals' words from a refusal before compiling their pattern.)"""
    assert judge.judge(refusal, "John Smith") == (0.5, "refusal")
    assert judge.judge(refusal, "John Smith", ["John Smith", "Jane Smith"]) == (0.5, "refusal")
    assert judge.judge(refusal, "$145,315.33") == (0.5, "refusal")
    assert judge.judge(refusal.replace("I", "They").replace("We", "They"), "John Smith") == (0.0, "does not name the expected answer")


def test_offline_mode_end_to_end(task):
    """The file as the verifier runs it: a script, in its own process."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("JUDGE_", "OPENAI_"))}
    env |= {"CBWH_TESTS_DIR": str(task / "tests"), "CBWH_APP_DIR": str(task / "app"),
            "CBWH_LOGS_DIR": str(task / "logs"), "JUDGE_PROVIDER": "local"}
    done = subprocess.run([sys.executable, str(JUDGE)], env=env, check=True, capture_output=True, text=True)
    assert done.stdout == "reward 1.0: offline rubric rules: names exactly the expected answer\n"
    reward, judgement = (task / "logs/reward.txt").read_text().strip(), json.loads((task / "logs/judgement.json").read_text())
    assert reward == "1.0"
    assert judgement == {"score": 1.0, "rationale": "offline rubric rules: names exactly the expected answer",
                         "provider": "local", "rule": "names exactly the expected answer",
                         "submission": "It is tammy roberts. {ground_truth}", "submission_truncated": False,
                         "ground_truth": "Tammy Roberts"}


def test_offline_judge_reads_the_candidates_beside_it(task):
    (task / "tests/names.txt").write_text("Jason Ruiz\nTammy Roberts\n")
    (task / "app/answer.txt").write_text("Jason Ruiz, then Tammy Roberts")
    reward, judgement = judge_run(task, JUDGE_PROVIDER="local")
    assert reward == "0.0" and judgement["rule"].startswith("names 2 different people")


def test_the_submission_kept_in_the_judgement_is_capped(task):
    (task / "app/answer.txt").write_text("x" * 5000)
    _, judgement = judge_run(task, JUDGE_PROVIDER="local")
    assert len(judgement["submission"]) == judge.SUBMISSION_CAP and judgement["submission_truncated"] is True


def test_prompt_substitutes_once_and_only_the_placeholders():
    text = judge.prompt("{input}|{ground_truth}|{submission}|{other}", {"input": "{submission}", "ground_truth": "g"}, "s")
    assert text == "{submission}|g|s|{other}"


def test_the_judge_needs_only_the_standard_library():
    """It runs inside the task container, where cbwh is not installed."""
    import ast

    tree = ast.parse(JUDGE.read_text())
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported and imported <= set(sys.stdlib_module_names) | {"__future__"}
