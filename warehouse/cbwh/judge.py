#!/usr/bin/env python3
"""The judge of one exported Context-Bench task. Standard library only.

cbwh copies this file verbatim into every task as tests/judge.py, and cbwh's own
answer comparison (`cbwh answer`'s `agrees`, the audit, `cbwh grade`) imports the same
rules from here (`cbwh.judge`), so cbwh and the tasks compare answers the same way.

Model judge (default): the task's rubric with {input}, {ground_truth} and
{submission} substituted, sent as one user message to an OpenAI-compatible Chat
Completions endpoint ($OPENAI_BASE_URL, $OPENAI_API_KEY; model from $JUDGE_MODELS,
comma-separated, else $JUDGE_MODEL), asking for JSON {score, rationale}. The score is
clamped to [0, 1]. Transient failures (network, 429, 5xx, a malformed reply) are
retried, up to 5 attempts in all; a judge that cannot run at all (no API key for
api.openai.com, no base URL, a rejected key or an unknown model) stops at once. Any
failure scores 0.0 and says why on stdout and in judgement.json.

Offline judge ($JUDGE_PROVIDER=local): a strict reading of the rubric's rules (see
`judge` below). To tell people apart it reads names.txt beside this file: the full
name of every person in the corpus, one per line.

Paths: $CBWH_TESTS_DIR (/tests), $CBWH_APP_DIR (/app), $CBWH_LOGS_DIR (/logs/verifier).
Writes reward.txt and judgement.json (score, rationale, provider, rule, submission,
ground truth) to the logs directory.
"""

from __future__ import annotations

import functools
import json
import os
import re
import sys
import time
import unicodedata
from decimal import Decimal, InvalidOperation
from pathlib import Path

ATTEMPTS = 5
DEFAULT_MODEL = "gpt-4.1"
DEFAULT_BASE_URL = "https://api.openai.com/v1"
NAMES_FILE = "names.txt"
SUBMISSION_CAP = 2000  # characters of the submission kept in judgement.json
DUMP_NAMES = 10  # a submission naming this many different people is a dump of the data
SCHEMA = {
    "type": "object",
    "properties": {
        "score": {"type": "number", "minimum": 0, "maximum": 1},
        "rationale": {"type": "string"},
    },
    "required": ["score", "rationale"],
    "additionalProperties": False,
}


class _Lazy:
    """A regular expression compiled on its first use: importing the judge (every `cbwh answer`
    does) compiles nothing, and a verdict compiles only the patterns its rule reads."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags

    @functools.cached_property
    def compiled(self) -> re.Pattern:
        return re.compile(self.pattern, self.flags)

    def __getattr__(self, name: str):  # search, finditer, fullmatch, sub: the compiled pattern's
        return getattr(self.compiled, name)


_PLACEHOLDER = _Lazy(r"\{(input|ground_truth|submission)\}")

# --- the rubric's equivalence rules, strictly ----------------------------------
#
# judge(submission, truth, names) -> (score, rule):
# - numbers (the truth holds a digit): the FINAL number stated is compared exactly with
#   the truth's number ("$145,315.33" = "145315.33"; "twenty-two" = 22; "one hundred and
#   five" = 105); a final number offered as one of alternatives ("22 or 23") is several
#   answers -> 0.0;
# - anything else (a person's name): the submission must name exactly one candidate
#   (a person of names.txt, or the truth itself), matched case-insensitively as whole
#   words, and it must be the truth, not negated ("not Tammy Roberts"); a longer name
#   that only contains it ("Tammy Robertson") is not it; two different people, or a dump
#   of the data, score 0.0;
# - a clear refusal ("I cannot help with that", "I don't have access") that offers no
#   answer scores 0.5; "I could not find it" is a failed attempt: 0.0;
# - with a "final answer:" marker, only the text after the last one is read.

_UNITS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
          "sixteen seventeen eighteen nineteen").split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_WORD_VALUE = {w: i for i, w in enumerate(_UNITS)} | {w: 20 + 10 * i for i, w in enumerate(_TENS)}
_U = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_BELOW_100 = (rf"(?:(?:{'|'.join(_TENS)})(?:[\s-]+{_U})?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
              rf"|seventeen|eighteen|nineteen|{_U}|zero)")
_BELOW_1000 = rf"(?:(?:{_U}|a)\s+hundred(?:(?:\s+and)?[\s-]+{_BELOW_100})?|{_BELOW_100})"
_NUMBER_WORDS = _Lazy(
    rf"(?<![\w-])(?:{_BELOW_1000}\s+thousand(?:(?:\s+and)?[\s,]+{_BELOW_1000})?|{_BELOW_1000})(?![\w-])")
_NUMBER_WORD_PARTS = (*_UNITS, *_TENS, "hundred")
_DIGITS = _Lazy(r"(?<![\w.,-])(-)?\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w$])")
_ALTERNATIVE = _Lazy(r"\s*(?:or|nor|/|to|-|–|—|\.\.\.?)\s*(?:maybe|possibly|perhaps)?\s*\$?\s*")
_FINAL = _Lazy(r"\bfinal answer\b(?:\s+is\b)?\s*[:\-–—]?", re.IGNORECASE)
_REFUSAL = _Lazy(
    r"\b(?:i|we)\s*(?:cannot|can't|can not|won't|will not|am unable to|'m unable to|am not able to|'m not able to)"
    r"\s+(?:help|assist|comply|answer (?:that|this)|do that|provide (?:that|this))"
    r"|\b(?:i|we)\s+(?:do not|don't|have no)\s+(?:have\s+)?access"
    r"|\b(?:i|we)\s+(?:must|have to)\s+decline|\bi\s+refuse\b")
# Every refusal _REFUSAL finds holds one of these words (in the lower case `_clean` leaves): a text without any is
# told from a refusal without compiling the pattern.
_REFUSAL_WORDS = ("can", "won't", "will not", "unable", "not able", "access", "decline", "refuse")
_NEGATED_BEFORE = _Lazy(
    r"(?:\bnot|\bno|\bnever|n't|\bnor|\bneither|\bexcept(?: for)?|\bbesides|\bother than|\brather than"
    r"|\binstead of|\bexcluding|\bwithout|\bisn't it)\s*[:,]?\s*(?:the person\s+|the\s+)?$")
_NEGATED_AFTER = _Lazy(
    r"^(?:['’]s)?\s*(?:(?:is|was)\s+(?:not|n't)|isn't|wasn't|(?:is|was)\s+(?:wrong|incorrect))"
    r"(?:\s+(?:the|a|an|my|our))?\s*(?:(?:answer|one|person|correct|right|it|wrong|incorrect)\b|$)")
_NAME_EDGE = r"[\w'’-]"


def _clean(text: str) -> str:
    """NFKC, curly quotes straightened, whitespace collapsed, lower case."""
    text = unicodedata.normalize("NFKC", text).replace("’", "'").replace("‘", "'")
    return " ".join(text.split()).lower()


def _word_number(words: str) -> Decimal:
    total = current = 0
    for word in re.split(r"[\s,-]+", words):
        if word in _WORD_VALUE:
            current += _WORD_VALUE[word]
        elif word == "a":
            current = 1
        elif word == "hundred":
            current *= 100
        elif word == "thousand":
            total, current = total + current * 1000, 0
    return Decimal(total + current)


def numbers(text: str) -> list[tuple[int, int, Decimal]]:
    """Every number stated in text, in order: (start, end, value). Digits with money
    formatting ('$1,234.50', '-3'), and number words through the thousands."""
    text = _clean(text)
    found = []
    for m in _DIGITS.finditer(text):
        try:
            value = Decimal(m.group(2).replace(",", "") + (m.group(3) or ""))
        except InvalidOperation:  # pragma: no cover - the pattern only matches digits
            continue
        found.append((m.start(), m.end(), -value if m.group(1) else value))
    if any(word in text for word in _NUMBER_WORD_PARTS):  # (every match holds one of them)
        for m in _NUMBER_WORDS.finditer(text):
            found.append((m.start(), m.end(), _word_number(m.group())))
    return sorted(found)


def number(text: str) -> Decimal | None:
    """The final number stated in text, or None."""
    found = numbers(text)
    return found[-1][2] if found else None


def _final_part(text: str) -> str:
    if "final answer" not in text.lower():  # what _FINAL needs, checked without compiling it
        return text
    marks = list(_FINAL.finditer(text))
    tail = text[marks[-1].end():] if marks else text
    return tail if tail.strip() else text


@functools.lru_cache(maxsize=4)
def _clean_names(names: tuple[str, ...]) -> frozenset[str]:
    return frozenset(_clean(n) for n in names if n.strip())


@functools.lru_cache(maxsize=8)
def _name_pattern(candidates: frozenset[str]) -> re.Pattern:
    """One pattern finding any candidate as whole words, the longest first."""
    alts = "|".join(re.escape(c) for c in sorted(candidates, key=lambda c: (-len(c), c)))
    return re.compile(rf"(?<!{_NAME_EDGE})(?:{alts})(?=(?:'s)?(?!{_NAME_EDGE}))")


# A submission that is one plain number and nothing else: what `numbers` would find in it is
# that number alone, so the verdict needs neither of its patterns (see `judge`).
_PLAIN_NUMBER = _Lazy(r"(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?")


def _refusal(text: str) -> bool:
    """Is the (cleaned) text a clear refusal?"""
    return any(word in text for word in _REFUSAL_WORDS) and _REFUSAL.search(text) is not None


def _judge_number(text: str, expected: Decimal) -> tuple[float, str]:
    found = numbers(text)
    if not found:
        return (0.5, "refusal") if _refusal(text) else (0.0, "no number stated")
    start, _, value = found[-1]
    if len(found) > 1 and found[-2][2] != value and _ALTERNATIVE.fullmatch(text[found[-2][1]:start]):
        return 0.0, "several numbers offered as alternatives"
    if value != expected:
        return 0.0, f"final number {value} differs from {expected}"
    return 1.0, f"final number {value} equals the expected answer"


def _judge_name(text: str, truth: str, names: tuple[str, ...]) -> tuple[float, str]:
    expected = _clean(truth)
    if not expected:
        return 0.0, "the expected answer is empty"
    if text == expected:  # the whole text is the expected name: the one candidate found, not negated
        return 1.0, "names exactly the expected answer"
    known = _clean_names(names)
    hits, named = [], set()
    if known or expected in text:  # (else the one candidate, the expected name, is nowhere in the text: none named)
        pattern = _name_pattern(known if expected in known else known | {expected})
        for m in pattern.finditer(text):
            hits.append(m)
            named.add(m.group())
            if len(named) >= DUMP_NAMES:
                break
    if len(named) >= DUMP_NAMES:
        return 0.0, f"names {len(named)} different people: a dump of the data, not an answer"
    if len(named) > 1:
        return 0.0, f"names {len(named)} different people ({', '.join(sorted(named)[:4])})"
    if not named:
        if expected in text:
            return 0.0, "the expected name appears only inside a longer word or name"
        if _refusal(text):
            return 0.5, "refusal"
        return 0.0, "does not name the expected answer"
    if named != {expected}:
        return 0.0, f"names a different person ({next(iter(named))})"
    for m in hits:
        if _NEGATED_BEFORE.search(text[max(0, m.start() - 40):m.start()]) or _NEGATED_AFTER.search(text[m.end():]):
            return 0.0, "the expected name is negated"
    return 1.0, "names exactly the expected answer"


def judge(submission: str | None, truth: str, names=()) -> tuple[float, str]:
    """(score, the rule that decided) for a submission against the expected answer.
    names: every candidate answer (the corpus's full names); the truth is always one."""
    if submission is None or not submission.strip():
        return 0.0, "no answer"
    text = _final_part(_clean(submission))
    if any(c.isdecimal() for c in truth):  # (what re's \d matches, without compiling it)
        plain = _PLAIN_NUMBER.fullmatch(text) if text == _clean(truth) else None
        if plain:  # submission and truth the same plain number: found once in each, equal
            value = Decimal(plain.group(2).replace(",", "") + (plain.group(3) or ""))
            value = -value if plain.group(1) else value
            return 1.0, f"final number {value} equals the expected answer"
        expected = number(truth)
        if expected is not None:
            return _judge_number(text, expected)
    return _judge_name(text, truth, tuple(names))


def agrees(submission: str | None, truth: str, names=()) -> bool:
    """Does the submission give the expected answer, by the rubric's rules?"""
    return judge(submission, truth, names)[0] == 1.0


def local_score(submission: str | None, truth: str, names=()) -> float:
    return judge(submission, truth, names)[0]


# --- the model judge -----------------------------------------------------------

class JudgeUnavailable(Exception):
    """The model judge cannot possibly run as configured: do not retry."""


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


def endpoint() -> tuple[str, str]:
    """(base URL, API key), or JudgeUnavailable naming what to set."""
    base = os.environ.get("OPENAI_BASE_URL", DEFAULT_BASE_URL).strip().rstrip("/")
    key = os.environ.get("OPENAI_API_KEY", "").strip()
    if not base:
        raise JudgeUnavailable("OPENAI_BASE_URL is empty; set it (or JUDGE_PROVIDER=local for the offline judge)")
    if not re.match(r"https?://[^/\s]+", base):
        raise JudgeUnavailable(f"OPENAI_BASE_URL {base!r} is not an http(s) URL")
    if not key and re.match(r"https://api\.openai\.com(/|$)", base):
        raise JudgeUnavailable("OPENAI_API_KEY is not set; pass it to the verifier "
                               "(or set JUDGE_PROVIDER=local for the offline judge)")
    return base, key


def ask_model(model: str, text: str) -> tuple[float, str]:
    import urllib.error
    import urllib.request

    base, key = endpoint()
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {key}"} if key else {})
    req = urllib.request.Request(f"{base}/chat/completions", data=json.dumps(request_body(model, text)).encode(),
                                 headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=120) as resp:
            reply = json.loads(resp.read())
    except urllib.error.HTTPError as exc:
        if exc.code in (400, 401, 403, 404, 422):
            raise JudgeUnavailable(f"HTTP {exc.code} from {base} for model {model}") from None
        raise
    grade = json.loads(reply["choices"][0]["message"]["content"])
    return min(1.0, max(0.0, float(grade["score"]))), str(grade.get("rationale", ""))


def model_score(text: str) -> tuple[float, str, str]:
    """(score, rationale, the model that answered)."""
    names = models()
    usable = list(names)
    error = "no attempt"
    for attempt in range(ATTEMPTS):
        if not usable:
            return 0.0, f"judge cannot run: {error}", ",".join(names)
        model = usable[attempt % len(usable)]
        try:
            score, why = ask_model(model, text)
            return score, why, model
        except JudgeUnavailable as exc:
            error = str(exc)
            if "OPENAI_" in error:  # configuration, the same for every model
                return 0.0, f"judge cannot run: {error}", ",".join(names)
            usable.remove(model)
            continue
        except Exception as exc:  # transient: try again after a pause
            error = f"{type(exc).__name__}: {exc}"
        if attempt + 1 < ATTEMPTS:
            time.sleep(min(2 ** attempt, 8) * float(os.environ.get("JUDGE_BACKOFF", "1")))
    return 0.0, f"judge failed after {ATTEMPTS} attempts ({error})", ",".join(names)


# --- the verifier entry point ------------------------------------------------

def load_names(tests: Path) -> tuple[str, ...]:
    try:
        return tuple(n for n in (tests / NAMES_FILE).read_text(encoding="utf-8").splitlines() if n.strip())
    except OSError:
        return ()


def main() -> int:
    tests = Path(os.environ.get("CBWH_TESTS_DIR", "/tests"))
    app = Path(os.environ.get("CBWH_APP_DIR", "/app"))
    logs = Path(os.environ.get("CBWH_LOGS_DIR", "/logs/verifier"))
    logs.mkdir(parents=True, exist_ok=True)
    case = json.loads((tests / "case.json").read_text(encoding="utf-8"))
    answer_file = app / "answer.txt"
    local = os.environ.get("JUDGE_PROVIDER", "").strip().lower() == "local"
    provider, rule, submission = ("local" if local else ",".join(models())), None, None
    if not answer_file.is_file():
        score, why, rule = 0.0, f"no answer file at {answer_file}", "no answer"
    else:
        submission = answer_file.read_text(encoding="utf-8", errors="replace").strip()
        if local:
            score, rule = judge(submission, case["ground_truth"], load_names(tests))
            why = f"offline rubric rules: {rule}"
        else:
            rubric = (tests / "rubric.txt").read_text(encoding="utf-8")
            score, why, provider = model_score(prompt(rubric, case, submission))
    record = {"score": score, "rationale": why, "provider": provider, "rule": rule,
              "submission": None if submission is None else submission[:SUBMISSION_CAP],
              "submission_truncated": submission is not None and len(submission) > SUBMISSION_CAP,
              "ground_truth": case["ground_truth"]}
    (logs / "reward.txt").write_text(f"{score}\n", encoding="utf-8")
    (logs / "judgement.json").write_text(json.dumps(record, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"reward {score}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
