"""The exported judge: the model protocol against a fake server on 127.0.0.1, and
the offline rubric rules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from cbwh.export import judge

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
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
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


def judge_run(task: Path, **env) -> tuple[str, dict]:
    full = dict(os.environ, CBWH_TESTS_DIR=str(task / "tests"), CBWH_APP_DIR=str(task / "app"),
                CBWH_LOGS_DIR=str(task / "logs"), OPENAI_API_KEY="sk-test", JUDGE_BACKOFF="0", **env)
    for var in ("JUDGE_MODELS", "JUDGE_MODEL", "JUDGE_PROVIDER"):
        if var not in env:
            full.pop(var, None)
    subprocess.run([sys.executable, str(JUDGE)], env=full, check=True, capture_output=True)
    return (task / "logs/reward.txt").read_text().strip(), json.loads((task / "logs/judgment.json").read_text())


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


def test_unreachable_endpoint_scores_zero(task):
    assert judge_run(task, OPENAI_BASE_URL="http://127.0.0.1:9/v1")[0] == "0.0"


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


def test_offline_mode_end_to_end(task):
    assert judge_run(task, JUDGE_PROVIDER="local")[0] == "1.0"


def test_prompt_substitutes_once_and_only_the_placeholders():
    text = judge.prompt("{input}|{ground_truth}|{submission}|{other}", {"input": "{submission}", "ground_truth": "g"}, "s")
    assert text == "{submission}|g|s|{other}"
