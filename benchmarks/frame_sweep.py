"""The question inside its frame: the ask corpus's read sentences wrapped in words that carry no meaning for the spec
(greetings and politeness, task framing, answer-format instructions, markdown and layout, hedges and asides, a
question said again), parsed in process and compared with the bare sentence's reading.

Every framed sentence must read as the bare one does (the same spec, the same other readings), or be refused; a
framed sentence read as another spec is a wrong reading (the worst outcome), printed whole. 'wider': read with more
readings, the bare sentence's among them (`ask` answers only where every reading agrees: cautious, not wrong). Refusals are counted per
frame (what the frame cost), with a sample of each. The frames that are not frames (a number, a negation, a measure
word: 'not counting dogs', 'Answer with the count of pets') are in NOT_FRAMES: each must be refused or read as another
spec than the bare one, never silently stripped; those read as the bare sentence are printed.

Usage: python benchmarks/frame_sweep.py [--every K] [--start S] [--workers W] [--frames A,B] [--show refused,changed]
          [--out FILE.jsonl]
Seeds: tests/ask_corpus.jsonl's read rows (every K-th from S; default every 12th: ~500 sentences of every source and
question type). Not part of the test suite (a few minutes of CPU on two workers).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from multiprocessing import Pool
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"

# {q}: the question as written; {q_} the same with its final '?' or '.' taken off (a frame that closes it itself).
# name -> template. An 'inside' frame is written with {a}...{b}: the question split at its first comma outside quotes
# (the aside set off there), used only for sentences that have one.
FRAMES: dict[str, str] = {
    # greetings and politeness, before
    "hi": "Hi! {q}",
    "hi-quick": "Hi! Quick question: {q}",
    "hello-there": "Hello there, {q}",
    "hey-team": "Hey team - {q}",
    "good-morning": "Good morning! {q}",
    "could-you-help": "Could you please help me with this? {q}",
    "help-figure": "Could you please help me figure this out: {q}",
    "wondering": "I was wondering: {q}",
    "hoping": "Hoping you can help. {q}",
    "need-hand": "I need a hand with the data. {q}",
    "sorry-bother": "Sorry to bother you, but {q}",
    # politeness and sign-offs, after
    "thanks": "{q} Thanks!",
    "cheers": "{q} Cheers",
    "thanks-advance": "{q} Thanks in advance.",
    "ty": "{q} ty!",
    "appreciate": "{q} Would really appreciate it, thanks.",
    "regards": "{q}\n\nBest regards,\nDana",
    "thx-emoji": "{q} thx 🙏",
    "smiley": "{q} :)",
    # task framing
    "question-n": "Question 7: {q}",
    "q-colon": "Q: {q}",
    "task-dash": "Task - {q}",
    "heres-what": "Here's what I need: {q}",
    "for-report": "For the report: {q}",
    "context": "Context: I'm auditing the customer records. {q}",
    "next-one": "Next one. {q}",
    "ok-so": "OK so, {q}",
    "one-more": "One more for you: {q}",
    "query-label": "Query: {q}",
    "homework": "This is for a data exercise. {q}",
    # answer-format instructions
    "name-only": "{q} Answer with the name only.",
    "just-answer": "{q} Just give me the answer, no explanation.",
    "no-explain": "{q} No explanation needed.",
    "brief": "{q} Keep it brief.",
    "one-line": "{q} Please reply in one line.",
    "dont-show": "{q} Don't show your work.",
    "answer-only": "{q} (answer only)",
    "short-answer": "{q} Short answer please.",
    "final-answer": "{q} Final answer only, please.",
    # markdown and layout
    "bold": "**{q}**",
    "bullet": "- {q}",
    "star-bullet": "* {q}",
    "numbered": "1. {q}",
    "quote-block": "> {q}",
    "quoted": "\"{q}\"",
    "curly-quoted": "“{q}”",
    "newlines": "Hi,\n\n{q}\n\nThanks",
    "heading": "## Question\n{q}",
    "double-q": "{q_}??",
    "q-bang": "{q_}?!",
    "emoji-think": "🤔 {q}",
    "code-ticks": "`{q}`",
    "trailing-space": "   {q}   ",
    # hedges and asides
    "i-think-inside": "{a}, I think, {b}",
    "btw-inside": "{a}, by the way, {b}",
    "if-not-mistaken": "{q_}, if I'm not mistaken?",
    "btw-before": "By the way, {q}",
    "just-curious": "Just curious - {q}",
    "out-of-curiosity": "Out of curiosity, {q}",
    "if-you-can": "{q} If you can.",
    "no-rush": "{q} No rush.",
    "when-you-get": "When you get a chance: {q}",
    "basically-inside": "{a}, basically, {b}",
    # restated or doubled
    "restate-plz": "{q} Can you check?",
    "make-sense": "{q} Hope that makes sense.",
    "thanks-both": "Hi! {q} Thanks!",
    "office-both": "Dear team,\n{q}\nKind regards",
    "bold-q7": "**Question 7:** {q}",
}

# Words that change the question: never stripped as a frame (each must be refused, or read as another spec).
NOT_FRAMES: dict[str, str] = {
    "not-counting": "{q} Not counting dogs.",
    "exclude-ohio": "{q} Exclude anyone in Ohio.",
    "answer-count": "{q} Answer with the number of pets.",
    "only-two": "{q} Give the top two.",
    "in-texas": "For Texas only: {q}",
    "negated": "{q} Actually, I mean the one with the fewest.",
}

_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"|‘[^’]*’|“[^”]*”")


def _split_at_comma(q: str) -> tuple[str, str] | None:
    """The question at its first comma outside quotes: (before, after), or None."""
    masked = _QUOTED.sub(lambda m: "x" * len(m.group()), q)
    at = masked.find(", ")
    if at <= 0:
        return None
    return q[:at], q[at + 2:]


def framed(template: str, q: str) -> str | None:
    if "{a}" in template:
        parts = _split_at_comma(q)
        if parts is None:
            return None
        return template.replace("{a}", parts[0]).replace("{b}", parts[1])
    bare = q.rstrip()
    bare = bare[:-1] if bare.endswith(("?", ".")) else bare
    return template.replace("{q_}", bare).replace("{q}", q)


def outcome(text: str) -> tuple[str, object]:
    from cbwh.ask.questions import parse_readings
    from cbwh.errors import UsageError
    from cbwh.spec.codec import encode

    try:
        reading = parse_readings(text)
    except UsageError as e:
        return "refused", str(e)
    except Exception as e:  # (a crash is a finding too)
        return "crash", f"{type(e).__name__}: {e}"
    return "read", [encode(r.output) for r in reading.all]


def _job(args: tuple[str, dict[str, str]]) -> tuple[str, object, dict[str, tuple[str, str, object]]]:
    q, frames = args
    kind, bare = outcome(q)
    out: dict[str, tuple[str, str, object]] = {}
    if kind != "read":
        return kind, bare, out
    for name, template in frames.items():
        text = framed(template, q)
        if text is None:
            continue
        k, got = outcome(text)
        if k == "read":  # (more readings, the bare one's among them: answered only where every one agrees)
            k = "same" if got == bare else "wider" if isinstance(got, list) and all(b in got for b in bare) else "changed"
        out[name] = (text, k, got)
    return kind, bare, out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--every", type=int, default=12)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--frames", default="", help="only these frames (comma-separated names)")
    ap.add_argument("--not-frames", action="store_true", help="sweep NOT_FRAMES instead")
    ap.add_argument("--show", default="changed", help="print these outcomes whole: refused,changed,crash")
    ap.add_argument("--out", type=Path, help="every framed sentence's outcome, one JSON line each")
    args = ap.parse_args()
    table = NOT_FRAMES if args.not_frames else FRAMES
    frames = {k: v for k, v in table.items() if not args.frames or k in args.frames.split(",")}
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    seeds = [r["question"] for r in rows if "program" in r][args.start::args.every]
    with Pool(args.workers) as pool:
        results = pool.map(_job, [(q, frames) for q in seeds], chunksize=4)
    show = set(args.show.split(","))
    per: dict[str, Counter[str]] = defaultdict(Counter)
    samples: dict[tuple[str, str], list[str]] = defaultdict(list)
    total: Counter[str] = Counter()
    out = args.out.open("w", encoding="utf-8") if args.out else None
    for q, (kind, _bare, framed_out) in zip(seeds, results):
        if kind != "read":
            total["seed-" + kind] += 1
            continue
        for name, (text, k, got) in framed_out.items():
            per[name][k] += 1
            total[k] += 1
            if out:
                out.write(json.dumps({"frame": name, "q": text, "outcome": k,
                                      "got": got if k != "same" else None}, ensure_ascii=False) + "\n")
            if k in show and len(samples[name, k]) < (50 if k == "changed" else 3):
                samples[name, k].append(f"{text!r}\n      -> {str(got)[:300]}")
    print(f"{len(seeds)} seeds, {len(frames)} frames: " + ", ".join(f"{k} {n}" for k, n in sorted(total.items())))
    print(f"{'frame':20} {'same':>5} {'refused':>7} {'wider':>5} {'changed':>7} {'crash':>5}")
    for name in frames:
        c = per[name]
        print(f"{name:20} {c['same']:5} {c['refused']:7} {c['wider']:5} {c['changed']:7} {c['crash']:5}")
    for (name, k), texts in samples.items():
        for t in texts:
            print(f"[{k}] {name}: {t}")
    if out:
        out.close()
    sys.exit(0)


if __name__ == "__main__":
    main()
