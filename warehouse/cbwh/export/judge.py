#!/usr/bin/env python3
"""The judge of one exported Context-Bench task. Standard library only.

cbwh copies this file verbatim into every task as tests/judge.py, and cbwh's own
answer comparison (`cbwh answer --json`'s `agrees`) uses the same rules below.

Model judge (default): the task's rubric with {input}, {ground_truth} and
{submission} substituted, sent as one user message to an OpenAI-compatible Chat
Completions endpoint ($OPENAI_BASE_URL, $OPENAI_API_KEY; model from $JUDGE_MODELS,
comma-separated, else $JUDGE_MODEL), asking for JSON {score, rationale}. Up to 5
attempts; any failure scores 0.0; the score is clamped to [0, 1].

Offline judge ($JUDGE_PROVIDER=local): the rubric's equivalence rules, applied
deterministically: numbers and money equal as numbers, number words count, names
match case-insensitively anywhere in the submission, a bare refusal scores 0.5.

Paths: $CBWH_TESTS_DIR (/tests), $CBWH_APP_DIR (/app), $CBWH_LOGS_DIR (/logs/verifier).
"""

from __future__ import annotations

import json
import os
import re
import sys
import time
from decimal import Decimal, InvalidOperation
from pathlib import Path

ATTEMPTS = 5
DEFAULT_MODEL = "gpt-4.1"
SCHEMA = {
    "type": "object",
    "properties": {
        "score": {"type": "number", "minimum": 0, "maximum": 1},
        "rationale": {"type": "string"},
    },
    "required": ["score", "rationale"],
    "additionalProperties": False,
}
_PLACEHOLDER = re.compile(r"\{(input|ground_truth|submission)\}")
_NUMBER = re.compile(r"-?\$?\s*\d[\d,]*(?:\.\d+)?")
_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split()
)}
_REFUSAL = re.compile(r"\b(i can(?:no|')t help|i (?:do not|don't) have access|i am unable to|i'm unable to|i won't)\b")


# --- the rubric's equivalence rules ------------------------------------------

def number(text: str) -> Decimal | None:
    """The first number in text ('$1,234.50', '18 records', 'two dogs'), exactly."""
    m = _NUMBER.search(text)
    if m:
        try:
            return Decimal(re.sub(r"[\s$,]", "", m.group()))
        except InvalidOperation:
            return None
    for word in re.findall(r"[a-z]+", text.lower()):
        if word in _WORDS:
            return Decimal(_WORDS[word])
    return None


def agrees(submission: str | None, truth: str) -> bool:
    """Does the submission give the expected answer, by the rubric's rules?"""
    if submission is None:
        return False
    if re.search(r"\d", truth):
        expected = number(truth)
        if expected is not None:
            return number(submission) == expected
    return " ".join(truth.split()).lower() in " ".join(submission.split()).lower()


def local_score(submission: str, truth: str) -> float:
    if agrees(submission, truth):
        return 1.0
    return 0.5 if _REFUSAL.search(submission.lower()) else 0.0


# --- the model judge -----------------------------------------------------------

def prompt(rubric: str, case: dict, submission: str) -> str:
    """The rubric with its three placeholders substituted, in one pass, nothing else."""
    values = {"input": case["input"], "ground_truth": case["ground_truth"], "submission": submission}
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], rubric)


def temperature(model: str) -> float:
    """Reasoning models (o1, o3, gpt-5 family) accept only the default temperature 1.0."""
    name = model.rsplit("/", 1)[-1].lower()
    return 1.0 if re.match(r"(o1|o3|gpt-5)(\b|[-.])", name) else 0.0


def models() -> list[str]:
    listed = [m.strip() for m in os.environ.get("JUDGE_MODELS", "").split(",") if m.strip()]
    return listed or [os.environ.get("JUDGE_MODEL") or DEFAULT_MODEL]


def request_body(model: str, text: str) -> dict:
    return {
        "model": model,
        "messages": [{"role": "user", "content": text}],
        "temperature": temperature(model),
        "response_format": {"type": "json_schema", "json_schema": {"name": "grade", "strict": True, "schema": SCHEMA}},
    }


def ask_model(model: str, text: str) -> tuple[float, str]:
    import urllib.request

    base = os.environ.get("OPENAI_BASE_URL", "https://api.openai.com/v1").rstrip("/")
    req = urllib.request.Request(
        f"{base}/chat/completions",
        data=json.dumps(request_body(model, text)).encode(),
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {os.environ.get('OPENAI_API_KEY', '')}"},
    )
    with urllib.request.urlopen(req, timeout=120) as resp:
        reply = json.loads(resp.read())
    grade = json.loads(reply["choices"][0]["message"]["content"])
    return min(1.0, max(0.0, float(grade["score"]))), str(grade.get("rationale", ""))


def model_score(text: str) -> tuple[float, str]:
    names = models()
    error = "no attempt"
    for attempt in range(ATTEMPTS):
        try:
            return ask_model(names[attempt % len(names)], text)
        except Exception as exc:  # any failure: try again, then score 0.0
            error = f"{type(exc).__name__}: {exc}"
            time.sleep(min(2 ** attempt, 8) * float(os.environ.get("JUDGE_BACKOFF", "1")))
    return 0.0, f"judge failed after {ATTEMPTS} attempts ({error})"


# --- the verifier entry point ------------------------------------------------

def main() -> int:
    tests = Path(os.environ.get("CBWH_TESTS_DIR", "/tests"))
    app = Path(os.environ.get("CBWH_APP_DIR", "/app"))
    logs = Path(os.environ.get("CBWH_LOGS_DIR", "/logs/verifier"))
    logs.mkdir(parents=True, exist_ok=True)
    case = json.loads((tests / "case.json").read_text(encoding="utf-8"))
    answer_file = app / "answer.txt"
    if not answer_file.is_file():
        score, why = 0.0, f"no answer file at {answer_file}"
    else:
        submission = answer_file.read_text(encoding="utf-8", errors="replace").strip()
        if os.environ.get("JUDGE_PROVIDER", "").lower() == "local":
            score, why = local_score(submission, case["ground_truth"]), "offline rubric rules"
        else:
            rubric = (tests / "rubric.txt").read_text(encoding="utf-8")
            score, why = model_score(prompt(rubric, case, submission))
    (logs / "reward.txt").write_text(f"{score}\n", encoding="utf-8")
    (logs / "judgment.json").write_text(json.dumps({"score": score, "rationale": why}) + "\n", encoding="utf-8")
    print(f"reward {score}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
