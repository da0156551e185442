"""A machine attack on `cbwh ask`'s grammar: mutants of accepted sentences, parsed in process; the mutants read as
another spec than their seed's (or as the same spec with a meaning word gone or turned) are written out, classified
by the edit that made them and the spec fields that changed, for a person to read (is the new spec what a careful
reader takes the mutant to mean?).

Edits: a word (or two) deleted, duplicated, swapped with the next, replaced by a neighbour in the vocabulary (the
same word class, or one or two letters away: more/most, older/oldest, who/whose, each/both, and/or, of/in ...);
punctuation changed, deleted or inserted; a clause or phrase moved or copied to another place (tie sentences,
conditions, groups moved between the two people of a comparison, or before the question).

Usage: python benchmarks/attack_mutants.py [--seeds FILE.jsonl ...] [--per-seed N] [--seed S] [--every K]
           [--workers W] --out DIR
Seeds default to tests/ask_corpus.jsonl's accepted rows; a seed file's rows need only 'question'. DIR gets
changed.jsonl (one row per accepted-and-changed mutant), ignored.jsonl (a meaning word gone or turned, the spec the
seed's), classes.txt (counts per class, with samples) and counts.json. Not part of the test suite (minutes of CPU).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "ask_corpus.jsonl"

_TOKEN = re.compile(r"['‘’][^'‘’]*['‘’](?:'s)?|\w+(?:['’]\w+)*|[^\w\s]")

# word classes whose members are each other's neighbours (a careless or second-language writer's slips)
_GROUPS = [
    "more most fewer fewest less least higher highest lower lowest greater greatest larger largest bigger biggest "
    "smaller smallest top bottom max min maximum minimum",
    "older oldest younger youngest elder eldest earliest latest first last newest recent",
    "richer richest poorer poorest wealthiest wealthier",
    "who whose which that whom what whoever where when",
    "and or but then nor plus vs versus",
    "of in among from with by for at on to between within across than",
    "each both either every all any one",
    "the a an this that these those their its his her them they",
    "first second third last next then also again still too",
    "is are has have was were does do did owns own holds hold",
    "not no never none without any only",
    "one two three 2 3 4 5 10 15 once twice",
    "tie ties tied tiebreak tiebreaker tiebreakers tiebreaking",
    "state city country states cities",
    "pets vehicles cards policies accounts cars animals pet vehicle card policy car",
    "if when unless after before while",
    "same different other another",
    "break breaks broken go goes pick choose take use prefer",
    "person people one ones resident residents owner owners user users individual",
    "total combined sum number count",
    "balance salary age",
    "exactly least most",
]
_NEIGHBOURS: dict[str, list[str]] = defaultdict(list)
for _g in _GROUPS:
    _ws = _g.split()
    for _w in _ws:
        _NEIGHBOURS[_w] += [v for v in _ws if v != _w and v not in _NEIGHBOURS[_w]]
# words whose loss or turning changes the meaning: the spec must change (or the sentence be refused)
MEANING = set("not no never none without n't most fewest more fewer least less highest lowest higher lower oldest "
              "youngest older younger richest poorest richer poorer first last each both either every exactly "
              "earliest latest newest same different only".split())
_OPPOSITE = [("more", "fewer"), ("most", "fewest"), ("most", "least"), ("more", "less"), ("higher", "lower"),
             ("highest", "lowest"), ("older", "younger"), ("oldest", "youngest"), ("elder", "younger"),
             ("eldest", "youngest"), ("richer", "poorer"), ("richest", "poorest"), ("largest", "smallest"),
             ("greatest", "smallest"), ("first", "last"), ("earliest", "latest"), ("state", "city"),
             ("same", "different"), ("and", "or"), ("each", "either")]
OPPOSITE = {a: b for a, b in _OPPOSITE} | {b: a for a, b in _OPPOSITE}
_SPEC_WORDS = set((_GROUPS[0] + " " + _GROUPS[1] + " " + _GROUPS[2] + " " + _GROUPS[11] + " " + _GROUPS[14]).split())
_PUNCT = [",", ";", ":", ".", "?", "—", "(", ")", "-"]
_PHRASE_LEADS = set("among of in with who whose that if for and or living by ties tie break using whoever which "
                    "between than from without except only then".split())


def tokens(text: str) -> list[tuple[str, str]]:
    """(space before, token) pairs; joined back they are the text (less trailing space)."""
    out, at = [], 0
    for m in _TOKEN.finditer(text):
        out.append((text[at:m.start()], m.group()))
        at = m.end()
    return out


def join(toks: list[tuple[str, str]]) -> str:
    return "".join(s + t for s, t in toks).strip()


def _word(t: str) -> bool:
    return t[0].isalnum()


def _spans(toks: list[tuple[str, str]]) -> list[tuple[int, int]]:
    """Phrases to move: clauses between punctuation, brackets, and phrases from a lead word to the next punctuation
    (or 2..6 words on)."""
    n = len(toks)
    cuts = [i for i, (_, t) in enumerate(toks) if not _word(t) and t[0] not in "'‘’"]
    spans: set[tuple[int, int]] = set()
    bounds = [-1] + cuts + [n]
    for a, b in zip(bounds, bounds[1:]):
        if b - a > 1:
            spans.add((a + 1, min(b + 1, n)))  # with its closing punctuation
            spans.add((a + 1, b))
    for i, (_, t) in enumerate(toks):
        if t == "(":
            j = next((k for k in range(i, n) if toks[k][1] == ")"), None)
            if j is not None:
                spans.add((i, j + 1))
        if t.lower() in _PHRASE_LEADS:
            end = next((k for k in range(i + 1, n) if k in cuts), n)
            spans.add((i, end))
            for m in (2, 3, 4, 6):
                if i + m < end:
                    spans.add((i, i + m))
    return [s for s in spans if 0 < s[1] - s[0] < n]


def mutants(text: str, rng: random.Random, per_seed: int) -> list[tuple[str, str, str]]:
    """(op, detail, mutant text): every small edit, then a sample of moves and copies."""
    toks = tokens(text)
    n = len(toks)
    out: list[tuple[str, str, str]] = []
    for i, (s, t) in enumerate(toks):
        if t[0] in "'‘’":
            continue
        out.append(("del", t.lower(), join(toks[:i] + toks[i + 1:])))
        out.append(("dup", t.lower(), join(toks[:i + 1] + [(" ", t)] + toks[i + 1:])))
        if i + 1 < n and toks[i + 1][1][0] not in "'‘’":
            out.append(("del2", f"{t.lower()} {toks[i + 1][1].lower()}", join(toks[:i] + toks[i + 2:])))
            out.append(("swap", f"{t.lower()} {toks[i + 1][1].lower()}",
                        join(toks[:i] + [(s, toks[i + 1][1]), (toks[i + 1][0], t)] + toks[i + 2:])))
        if _word(t):
            low = t.lower()
            for v in _NEIGHBOURS.get(low, []):
                if low in _SPEC_WORDS and v in _SPEC_WORDS and OPPOSITE.get(low) != v:
                    continue  # (a measure or an order word for another: the spec changes as the word does)
                v2 = v.capitalize() if t[0].isupper() else v
                out.append(("repl", f"{low}>{v}", join(toks[:i] + [(s, v2)] + toks[i + 1:])))
            if rng.random() < 0.3:
                p = rng.choice([",", ".", ";", ":", "?"])
                out.append(("pins", p, join(toks[:i] + [("", p)] + toks[i:]) if i else text))
        else:
            for p in _PUNCT:
                if p != t:
                    out.append(("punct", f"{t}>{p}", join(toks[:i] + [(s, p)] + toks[i + 1:])))
    small = len(out)
    spans = _spans(toks)
    moves: list[tuple[str, str, str]] = []
    for a, b in spans:
        piece = toks[a:b]
        rest = toks[:a] + toks[b:]
        said = join(piece).lower()
        for k in range(len(rest) + 1):
            if k == a:
                continue
            if 0 < k < len(rest) and _word(rest[k - 1][1]) and _word(rest[k][1]) and \
                    rest[k][1].lower() not in _PHRASE_LEADS:
                continue  # only at punctuation or before a lead word
            moved = rest[:k] + [(" ", piece[0][1])] + piece[1:] + rest[k:]
            moves.append(("move", said, join(moved)))
            if rng.random() < 0.25:
                copied = toks[:k] + [(" ", piece[0][1])] + piece[1:] + toks[k:] if k <= a or k >= b else None
                if copied is not None:
                    moves.append(("copy", said, join(copied)))
    rng.shuffle(moves)
    keep = max(per_seed - small // 4, per_seed // 2)
    rng.shuffle(out)
    return out[:max(per_seed, small // 3)] + moves[:keep] if per_seed else out + moves


def diff(a: object, b: object, path: str = "") -> list[str]:
    """The paths where two encoded specs differ (list indices kept for 'subjects', else '[]')."""
    if type(a) is not type(b):
        return [path or "."]
    if isinstance(a, dict):
        assert isinstance(b, dict)
        if a.get("kind") != b.get("kind"):
            return [f"{path}.kind" if path else "kind"]
        out = []
        for k in sorted(set(a) | set(b)):
            if k == "version":
                continue
            out += diff(a.get(k), b.get(k), f"{path}.{k}" if path else k)
        return out
    if isinstance(a, list):
        assert isinstance(b, list)
        if len(a) != len(b):
            return [f"{path}#len"]
        out = []
        for i, (x, y) in enumerate(zip(a, b)):
            out += diff(x, y, f"{path}[{i}]" if path.endswith("subjects") else f"{path}[]")
        return out
    return [] if a == b else [path]


def _shape(paths: list[str]) -> str:
    """A class name from the changed paths: each path's last two fields."""
    return " ".join(sorted({".".join(re.sub(r"\[\]", "", p).split(".")[-2:]) for p in paths}))


def _read(text: str):
    from cbwh.ask.questions import parse_reading
    from cbwh.errors import UsageError
    from cbwh.spec.codec import encode

    try:
        r = parse_reading(text)
    except UsageError:
        return None
    except Exception as exc:  # a crash is a finding too
        return {"crash": f"{type(exc).__name__}: {exc}"}
    return encode(r.output)


def work(job: tuple[list[tuple[str, dict]], int, int]) -> tuple[list[dict], list[dict], Counter]:
    seeds, per_seed, s = job
    rng = random.Random(s)
    changed, ignored, counts = [], [], Counter()
    seen: set[str] = set()
    for text, spec in seeds:
        for op, detail, mut in mutants(text, rng, per_seed):
            if mut in seen or mut == text:
                continue
            seen.add(mut)
            counts["made"] += 1
            counts[f"made {op}"] += 1
            got = _read(mut)
            if got is None:
                continue
            counts["accepted"] += 1
            if isinstance(got, dict) and "crash" in got:
                counts["crash"] += 1
                changed.append({"op": "crash", "detail": detail, "seed": text, "mutant": mut, "class": got["crash"]})
                continue
            if got == spec:
                words = detail.split(">") if op == "repl" else detail.split()
                if (op in ("del", "del2") and MEANING & set(words)) or \
                        (op == "repl" and OPPOSITE.get(words[0]) == words[1]):
                    counts["ignored"] += 1
                    ignored.append({"op": op, "detail": detail, "seed": text, "mutant": mut})
                continue
            counts["changed"] += 1
            paths = diff(spec, got)
            cls = f"{op} | {_shape(paths)}"
            changed.append({"op": op, "detail": detail, "class": cls, "paths": paths, "seed": text, "mutant": mut,
                            "spec": spec, "got": got})
    return changed, ignored, counts


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", nargs="*", default=[str(CORPUS)])
    ap.add_argument("--per-seed", type=int, default=80, help="mutants per seed (0: every one)")
    ap.add_argument("--every", type=int, default=1, help="every K-th seed")
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    texts: list[str] = []
    for f in args.seeds:
        for line in Path(f).read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if "refused" not in row and row.get("question"):
                texts.append(row["question"])
    texts = list(dict.fromkeys(texts))[::args.every]
    seeds = [(t, s) for t in texts if (s := _read(t)) is not None and not (isinstance(s, dict) and "crash" in s)]
    print(f"{len(seeds)} seeds read of {len(texts)}", file=sys.stderr)
    k = max(args.workers * 8, len(seeds) // 100)  # chunks of ~100 seeds
    chunks = [(seeds[i::k], args.per_seed, args.seed + i) for i in range(k)]
    changed: list[dict] = []
    ignored: list[dict] = []
    counts: Counter = Counter({"seeds": len(seeds)})
    if args.workers > 1:
        from multiprocessing import Pool

        pool = Pool(args.workers)
        results = pool.imap_unordered(work, chunks)
    else:
        results = map(work, chunks)
    for i, (c, g, n) in enumerate(results):
        changed += c
        ignored += g
        counts += n
        print(f"{i + 1}/{len(chunks)} {dict(counts)}", file=sys.stderr)
        _write(out, changed, ignored, counts)
    print(json.dumps(dict(counts), sort_keys=True))


def _write(out: Path, changed: list[dict], ignored: list[dict], counts: Counter) -> None:
    """The results so far (rewritten after each chunk: a long run can be read before it ends)."""
    with open(out / "changed.jsonl", "w", encoding="utf-8") as f:
        for row in changed:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(out / "ignored.jsonl", "w", encoding="utf-8") as f:
        for row in ignored:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    by_class: dict[str, list[dict]] = defaultdict(list)
    for row in changed:
        by_class[row["class"]].append(row)
    rng = random.Random(0)
    with open(out / "classes.txt", "w", encoding="utf-8") as f:
        for cls, rows in sorted(by_class.items(), key=lambda kv: -len(kv[1])):
            f.write(f"== {len(rows)}  {cls}\n")
            for row in rng.sample(rows, min(3, len(rows))):
                f.write(f"   [{row['detail']}] {row['mutant']}\n")
    (out / "counts.json").write_text(json.dumps(dict(counts | {"classes": len(by_class)}), indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
