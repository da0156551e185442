"""`cbwh generate`: seeded suites of confirmed questions, and the toolchain on a suite."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cbwh.ask.questions import parse_output
from cbwh.ask.service import ask
from cbwh.audit.auditing import audit
from cbwh.generate import create_suite
from cbwh.generate.difficulty import DIFFICULTIES, difficulty, required_files
from cbwh.generate.realize import RealizeError, Realizer
from cbwh.generate.suite import parse_mix, quotas
from cbwh.spec.catalog import load_catalog
from cbwh.spec.codec import decode
from cbwh.spec.model import (
    QUESTION_TYPES,
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    Key,
    Metric,
    NameOf,
    Order,
    OtherThan,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
    TopN,
)
from reference import NoAnswer, Reference
from test_export import run_solution, run_task, shipped_judge

SEED = 20  # of seeds 0-39 the cheapest to fill: 55 candidates tried (seed 23 until s37: 157; the file alone, with an empty SQL cache, 3.5 -> 3.0 s of CPU)


@pytest.fixture(scope="session")
def suite(real_db):
    """One question of each of the eight types."""
    return create_suite(real_db, 8, SEED, mix="even")


@pytest.fixture(scope="session")
def suite_file(suite, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("suite") / "suite.jsonl"
    path.write_text("".join(line + "\n" for line in suite.lines()), encoding="utf-8")
    return path


def test_lines_are_upstream_format_plus_program_sql_and_id(suite, corpus_dir):
    lines = [json.loads(line) for line in suite.lines()]
    assert sorted(d["agent_args"]["extra"]["question_type"] for d in lines) == sorted(QUESTION_TYPES)
    files = {p.name for p in corpus_dir.iterdir()}
    for i, d in enumerate(lines):
        assert d["id"] == f"gen-s{SEED}-{i}"
        assert {"input", "ground_truth", "agent_args", "program", "sql", "params", "suite"} <= set(d)
        extra = d["agent_args"]["extra"]
        program = decode(d["program"])
        assert extra["required_files"] == required_files(program) and set(extra["required_files"]) <= files
        assert extra["required_files"][-1] == "people.txt"
        assert extra["difficulty"] == difficulty(program) in DIFFICULTIES
        assert d["suite"]["seed"] == SEED and len(d["suite"]["corpus_sha256"]) == 64
        assert "?" in d["sql"] and d["sql"].count("?") == len(d["params"])


def test_every_sentence_parses_back_to_its_program(suite):
    for g in suite.questions:
        assert parse_output(g.question.text) == g.question.output, g.question.text


def test_ask_answers_every_generated_question_with_its_ground_truth(suite, real_db):
    """`cbwh ask` answers each sentence (no anchor doubt withdraws it): the generator tries the same readings."""
    for g in suite.questions:
        result = ask(real_db, g.question.text).result
        assert result.answer == g.ground_truth, (g.question.text, result.reason)


def test_an_independent_solver_gives_every_ground_truth_under_every_reading(suite, corpus_dir):
    ref = Reference(corpus_dir)
    for g in suite.questions:
        found = ref.readings(g.question.output, one_value=True)  # also each of an anchor's values alone
        assert len(found) >= 78 and found["default"] == g.ground_truth, g.question.text
        assert {reading: answer for reading, answer in found.items() if answer != g.ground_truth} == {}, g.question.text


@pytest.mark.slow
def test_the_seed_7_suite_of_100_gives_its_ground_truths_under_every_reading(real_db, corpus_dir):
    """The issue's suite (`cbwh generate --n 100 --seed 7` on the public corpus), re-solved independently."""
    suite = create_suite(real_db, 100, 7)
    ref = Reference(corpus_dir)
    assert len(suite.questions) == 100
    for g in suite.questions:
        found = ref.readings(g.question.output, one_value=True)
        wrong = {reading: answer for reading, answer in found.items() if answer != g.ground_truth}
        assert wrong == {}, (g.id, g.question.text, g.ground_truth)


def test_no_repeats_no_public_programs_anchors_at_most_twice(suite):
    outputs = [g.question.output for g in suite.questions]
    assert len(set(outputs)) == len(outputs)
    assert not set(outputs) & {q.output for q in load_catalog().values()}
    anchors = [s.anchor.value for g in suite.questions for s in g.question.anchored_steps]
    assert all(anchors.count(a) <= 2 for a in anchors)


def test_summary_counts(suite):
    s = suite.summary.to_json()
    assert sum(s["accepted"].values()) == 8 == sum(s["difficulty"].values())
    assert s["tried"] == 8 + sum(s["rejected"].values())
    assert sum(s["tried_by_type"].values()) == s["tried"] and set(s["tried_by_type"]) == set(QUESTION_TYPES)
    assert any(reason.startswith("changed by ") for reason in s["rejected"])  # the readings do reject candidates


@pytest.mark.slow  # 2-3 s: run by .ci/run's `pytest -m slow` step, keeping the default suite under 30 s
def test_the_audit_confirms_every_question(suite_file, real_db):
    audits = audit(real_db, suite_file, workers=1)
    assert len(audits) == 8 and {a.verdict for a in audits} == {"confirmed"}, [a.note for a in audits]


def test_the_independent_solver_catches_a_wrong_answer(corpus_dir, suite):
    ref = Reference(corpus_dir)
    name = next(g for g in suite.questions if g.question.question_type == "comparison_tiebreak")
    assert ref.answer(name.question.output) != "Nobody Atall"
    with pytest.raises(NoAnswer):  # and it refuses what has no single answer (cb-cloud-15's tie)
        ref.answer(load_catalog()["cb-cloud-15"].output)


@pytest.mark.slow  # 2-3 s: run by .ci/run's `pytest -m slow` step, keeping the default suite under 30 s
def test_same_seed_same_bytes_other_seed_other_suite(run, real_db, tmp_path):
    paths = []
    for name, seed in (("a", 3), ("b", 3), ("c", 4)):
        path = tmp_path / f"{name}.jsonl"
        result = run("generate", "--n", 2, "--seed", seed, "--out", path, "--db", real_db, "--types",
                     "negation,comparison_tiebreak", "--quiet")
        assert result.exit_code == 0, result.output
        assert f"2 questions written to {path}" in result.output and "rejected:" in result.output
        paths.append(path.read_bytes())
    assert paths[0] == paths[1] and paths[0] != paths[2]


def test_toolchain_on_a_suite_needs_no_catalog(run, real_db, suite, suite_file, corpus_dir, tmp_path):
    result = run("answer", "--all", "--questions", suite_file, "--db", real_db)
    assert result.exit_code == 0 and result.output.strip().endswith("8 tasks: 8 agree"), result.output
    first = suite.questions[0]
    assert run("answer", first.id, "--questions", suite_file, "--db", real_db).output.strip() == first.ground_truth
    out = tmp_path / "tasks"
    result = run("export-tasks", "--questions", suite_file, "--out", out, "--db", real_db, "--corpus", corpus_dir,
                 "--rubric", corpus_dir.parent / "rubric.txt")
    assert result.exit_code == 0 and "8 tasks written" in result.output, result.output
    toml = (out / first.id / "task.toml").read_text()
    assert 'source = "cbwh-generate"' in toml and f'suite = "gen-s{SEED}"' in toml and f"seed = {SEED}" in toml
    assert f'corpus_sha256 = "{suite.summary.corpus_sha256}"' in toml
    assert 'source = "cbwh-generate"' in (out / "dataset.toml").read_text()
    judge = shipped_judge(out / first.id)
    for g in suite.questions:
        app = tmp_path / "app" / g.id
        app.mkdir(parents=True)
        run_solution(out / g.id / "solution/solve.sh", app)
        assert judge.judge((app / "answer.txt").read_text(), g.ground_truth, judge.load_names(out / g.id / "tests"))[0] == 1.0
    assert run_task(out / first.id, tmp_path / "e2e") == "1.0"


@pytest.mark.parametrize("args, message", [
    (("--mix", "nonsense.json"), "--mix nonsense.json"),
    (("--types", "riddles"), "unknown question type 'riddles'"),
    (("--difficulty", "extreme"), "unknown level 'extreme'"),
    (("--n", "0"), "--n must be at least 1"),
    (("--types", "negation,multi_hop_chain", "--difficulty", "easy"), "no question type asked for is that difficult often "
                                                                       "enough (multi_hop_chain 0%, negation 0%"),
])
def test_bad_options_are_one_line(run, real_db, tmp_path, args, message):
    result = run("generate", "--out", tmp_path / "s.jsonl", "--db", real_db, *args)
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output
    assert not (tmp_path / "s.jsonl").exists()


def test_mix_and_quotas():
    assert quotas(100, parse_mix("upstream")) == {
        "aggregation": 10, "comparison_tiebreak": 10, "cross_file_counting": 5, "multi_entity_comparison": 30,
        "multi_hop_chain": 25, "negation": 5, "set_intersection": 10, "temporal_reasoning": 5}
    assert sum(quotas(7, parse_mix("even")).values()) == 7
    assert quotas(4, parse_mix({"negation": 1, "aggregation": 3})) == {"aggregation": 3, "negation": 1}
    assert quotas(3, parse_mix("upstream", ("negation",))) == {"negation": 3}


def _pool_of(db: Path):
    from cbwh.generate.pool import load_pool
    from cbwh.store.connect import open_readonly

    conn = open_readonly(db)
    try:
        return load_pool(conn)
    finally:
        conn.close()


@pytest.fixture(scope="module")
def real_pool(real_db):
    """The public corpus's pool of anchors and values, loaded once for the file (a `Pool` is frozen; six tests loaded
    it each, two of them twice)."""
    return _pool_of(real_db)


def _sampled_programs(pool, seed: int, per_type: int):
    """Programs as the generator samples them, before any acceptance test (no SQL is run)."""
    import random

    from cbwh.generate.programs import Sampler

    sampler = Sampler(pool, random.Random(seed))
    return [(t, sampler.sample(t)) for t in QUESTION_TYPES for _ in range(per_type)]


def _blocks(kind: str, out) -> set:
    """The building blocks a program brings: its question type and output kind, each step's kind with its enumerated
    fields (attribute, records, operator, key; not its values), anchor kinds, ranking and comparison keys, top-n, a
    record count's records, a pick's step kinds with its first ranking's measure."""
    from enum import Enum

    from cbwh.spec.model import output_picks

    blocks = {("type", kind), ("output", type(out).__name__)}
    blocks |= {("records", r.value) for r in getattr(out, "records", ())}
    blocks |= {("compared", repr(k)) for k in (getattr(out, "key", None), *getattr(out, "tiebreak", ())) if k}
    for p in output_picks(out):
        blocks |= {("top", str(p.top))} | {("ranked", repr(k)) for k in p.keys}
        # the steps' kinds together with the first ranking's measure ('who started their current job in 2022 ...,
        # whose current job started most recently?' read back alone, not after the filter: d7316af)
        blocks.add(("pick", tuple(type(s).__name__ for s in p.steps), p.keys[0].measure.value if p.keys else None))
        for step in p.steps:
            fields = {k: v for k, v in vars(step).items() if isinstance(v, (Enum, Key)) or k == "op"}
            blocks.add(("step", type(step).__name__, repr(sorted(fields.items()))))
            if hasattr(step, "anchor"):
                blocks.add(("anchor", step.anchor.kind.value))
    return blocks


def _covering(programs: list) -> list[int]:
    """The indexes, in order, of a few programs that together bring every building block any of them brings
    (`_blocks`): greedily, the program bringing the most blocks not yet brought, the first of those in order on a tie
    (70 of the 480 sampled on 5 December; until s37 the first program in order to bring each block: 100)."""
    brought = [_blocks(kind, out) for kind, out in programs]
    missing = set().union(*brought)
    chosen = []
    while missing:
        best = max(range(len(brought)), key=lambda i: (len(brought[i] & missing), -i))
        chosen.append(best)
        missing -= brought[best]
    return sorted(chosen)


def _first_to_bring(programs: list) -> list[int]:
    """The index of the first program, in order, to bring each building block (the default tier's sample until s37)."""
    seen: set = set()
    first = []
    for i, (kind, out) in enumerate(programs):
        blocks = _blocks(kind, out)
        if blocks - seen:
            seen |= blocks
            first.append(i)
    return first


def test_the_covering_sample_brings_every_block_in_fewer_programs_than_the_first_to_bring_each(monkeypatch):
    """(On made-up blocks: the sampled programs' own are worked out in the test below.)"""
    import sys

    blocks = {1: {1, 2}, 2: {3}, 3: {1, 2, 3, 4}, 4: {5, 6}, 5: {6}}
    monkeypatch.setattr(sys.modules[__name__], "_blocks", lambda kind, out: blocks[out])
    programs = [("type", out) for out in blocks]
    assert _first_to_bring(programs) == [0, 1, 2, 3] and _covering(programs) == [2, 3]


def test_every_building_block_is_sampled_and_every_sampled_program_round_trips(real_pool):
    """The realizer words any program the samplers draw (not only the accepted ones) so that ask reads it back: a few
    programs that together bring every building block the sampled ones bring (`_covering`; a quarter of them: `pytest
    -m slow`)."""
    import random

    from cbwh.generate.realize import Realizer
    from cbwh.spec.codec import encode
    from cbwh.spec.model import Compare, Order, StateLeader, output_picks

    programs = _sampled_programs(real_pool, 4, 60)
    chosen = _covering(programs)
    assert len(chosen) < 80 and {b for i in chosen for b in _blocks(*programs[i])} >= {("type", t) for t in QUESTION_TYPES}
    for i in chosen:
        text = Realizer(random.Random(i)).question(programs[i][1])
        assert parse_output(text) == programs[i][1], text
    steps = [s for _, out in programs for p in output_picks(out) for s in p.steps]
    encoded = json.dumps([encode(out) for _, out in programs])
    assert any(isinstance(s, StateLeader) for s in steps)
    for attribute in ("job_title", "url", "vehicle_make"):
        assert f'"{attribute}"' in encoded, attribute
    compared = {(out.key.measure.value, out.key.order) for _, out in programs if isinstance(out, Compare)}
    assert {("salary", Order.HIGH), ("salary", Order.LOW), ("dob", Order.LOW), ("dob", Order.HIGH), ("balance", Order.LOW)} <= compared
    assert any(m not in ("salary", "dob", "balance") and o is Order.LOW for m, o in compared)  # "has fewer ..."
    ranked = {k for _, out in programs for p in output_picks(out) for k in p.keys}
    assert any(k.order is Order.LOW and k.measure.value in ("vehicles", "pets", "credit_cards") for k in ranked)  # fewest


def _several_peoples_balance():
    from cbwh.spec.codec import decode

    return decode({"version": 1, "kind": "BalanceOf", "picks": [
        {"kind": "Pick", "steps": [{"kind": "SameAs", "attribute": "state", "anchor": {"kind": "username", "value": "xruiz", "species": None}}],
         "keys": [{"kind": "Key", "measure": "insurance_policies", "order": "high"},
                  {"kind": "Key", "measure": "balance", "order": "high"}], "top": 1},
        {"kind": "Pick", "steps": [{"kind": "SameAs", "attribute": "state", "anchor": {"kind": "plate", "value": "728 NGG", "species": None}}],
         "keys": [{"kind": "Key", "measure": "pets", "order": "high"}, {"kind": "Key", "measure": "salary", "order": "high"}],
         "top": 1}]})


# The seeds whose sentence the realizer of 2 December worded so that ask refused it (each read in the default suite)
ASIDES_REFUSED_ONCE = (13, 16, 35)


def _lead(text: str) -> str:
    return text.split(" of ")[0]


def _first_to_say(texts: list[str], claim, also: tuple[int, ...] = ()) -> list[str]:
    """The default suite's sample of a loop over the realizer's seeds (every seed in `pytest -m slow`): the first text,
    in seed order, to say each `claim(text)` (a lead, an aside), and the texts of the seeds in `also`."""
    said: set[str] = set()
    chosen = []
    for i, text in enumerate(texts):
        if i in also or claim(text) not in said:
            said.add(claim(text))
            chosen.append(text)
    return chosen


def test_several_peoples_balance_is_worded_as_a_sum_whatever_the_asides():
    """The sum of two people's balances, each ranked with a tie rule on balances, in every lead the realizer may pick:
    'the total balance across all bank accounts of A (if tied, the one with the highest combined bank balances), and
    B' could be each one's total (ask refuses it; seed 4's program 129 did not round-trip). Each lead's first seed of
    40 and the seeds once refused are read back here; every seed in `pytest -m slow`."""
    import random

    from cbwh.generate.realize import Realizer

    out = _several_peoples_balance()
    texts = [Realizer(random.Random(seed)).question(out) for seed in range(40)]  # (worded, not read: cheap)
    chosen = _first_to_say(texts, _lead, also=ASIDES_REFUSED_ONCE)
    assert len({_lead(t) for t in texts}) > 1 and {_lead(t) for t in chosen} == {_lead(t) for t in texts}
    for text in chosen:
        assert parse_output(text) == out, text


def test_a_top_ns_balance_is_worded_as_a_sum_in_every_lead():
    """The balance of the top 2 of a group is several people's too: 'What is the total balance across all bank accounts
    of the 2 people with the lowest combined bank balances among ...' could be each one's total (ask refuses it;
    `cbwh generate --n 40 --seed 3002` stopped at its program 28). Each lead's first seed of 40 read back here; every
    seed in `pytest -m slow`."""
    import random

    from cbwh.generate.realize import Realizer

    out = _top_ns_balance()
    texts = [Realizer(random.Random(seed)).question(out) for seed in range(40)]
    chosen = _first_to_say(texts, _lead)
    assert len({_lead(t) for t in texts}) > 1 and {_lead(t) for t in chosen} == {_lead(t) for t in texts}
    for text in chosen:
        assert parse_output(text) == out, text


def _top_ns_balance():
    from cbwh.spec.codec import decode

    return decode({"version": 1, "kind": "BalanceOf", "picks": [
        {"kind": "Pick", "steps": [{"kind": "SameAs", "attribute": "state", "anchor": {"kind": "username", "value": "jenniferjohnson", "species": None}}],
         "keys": [{"kind": "Key", "measure": "balance", "order": "low"}], "top": 2}]})


@pytest.mark.parametrize("measure, said", [("policy_expiry", "polic"), ("card_expiry", "card")])
def test_an_expiry_ranking_says_that_expired_records_count(measure, said):
    """'whose insurance policy expires first' alone may be read as the next to expire (293 of the 975 policies had
    expired by 2026-12, none when the corpus was made); the spec ranks every record, so a generated question says so,
    and ask reads it back: the same group, the same ranking (a19y found 5 generated items answered otherwise). Each of
    12 seeds' aside checked, each aside's first sentence read back; every seed's in `pytest -m slow`."""
    import random

    from cbwh.generate.realize import Realizer

    out = _expiry_ranking(measure)
    texts = [Realizer(random.Random(seed)).question(out) for seed in range(12)]
    for text in texts:
        aside = _aside(text)
        assert said in aside and ("lapsed" in aside or "expired" in aside), text
    chosen = _first_to_say(texts, _aside)
    assert len(chosen) > 1 and {_aside(t) for t in chosen} == {_aside(t) for t in texts}
    for text in chosen:
        assert parse_output(text) == out, text


def _aside(text: str) -> str:
    return text.rsplit(",", 1)[-1]


def _expiry_ranking(measure: str):
    from cbwh.spec.codec import decode

    return decode({"version": 1, "kind": "NameOf", "pick": {"kind": "Pick", "steps": [
        {"kind": "SameAs", "attribute": "blood_type", "anchor": {"kind": "plate", "value": "705 SJP", "species": None}},
        {"kind": "CurrentJobStartedIn", "year": 2020}], "keys": [{"kind": "Key", "measure": measure, "order": "low"}],
        "top": 1}})


@pytest.mark.slow
def test_every_seeds_wording_of_a_balance_sum_and_an_expiry_ranking_reads_back():
    """The three loops above over every seed, each sentence read back (the default suite reads each lead's or
    aside's first)."""
    import random

    from cbwh.generate.realize import Realizer

    for out, seeds in ((_several_peoples_balance(), 40), (_top_ns_balance(), 40), (_expiry_ranking("policy_expiry"), 12),
                       (_expiry_ranking("card_expiry"), 12)):
        for seed in range(seeds):
            text = Realizer(random.Random(seed)).question(out)
            assert parse_output(text) == out, text


def test_the_seed_loops_sample_is_fixed_and_says_every_lead_and_aside():
    """The default suite's sample of the seed loops (`_first_to_say`): the same texts on every call, each lead or
    aside said once and first in seed order, the seeds named in `also` kept, nothing read twice."""
    texts = ["A of x", "A of y", "B of z", "A of w", "B of v", "C of u"]
    assert _first_to_say(texts, _lead) == ["A of x", "B of z", "C of u"] == _first_to_say(texts, _lead)
    assert _first_to_say(texts, _lead, also=(3, 1)) == ["A of x", "A of y", "B of z", "A of w", "C of u"]


@pytest.mark.slow
def test_a_quarter_of_the_sampled_programs_round_trip(real_pool):
    import random

    from cbwh.generate.realize import Realizer

    programs = _sampled_programs(real_pool, 4, 60)
    for i, (_, out) in enumerate(programs[::4]):  # each parse costs a millisecond or two
        text = Realizer(random.Random(i)).question(out)
        assert parse_output(text) == out, text
    for i in _first_to_bring(programs):  # (what the default tier read until s37, each worded as it is there)
        text = Realizer(random.Random(i)).question(programs[i][1])
        assert parse_output(text) == programs[i][1], text


def test_one_statement_serves_each_value_reading_and_first_value_is_skipped_when_one_value(real_db, real_pool, monkeypatch):
    """'The same state as X' read as each of X's states alone: one compiled statement for every n, binding
    n, and each equal to compiling that reading directly. The generator skips 'anchor_values=first' only
    where it gives the default's rows (an anchor whose owner holds one value)."""
    from cbwh.compile import shapes
    from cbwh.compile.compiler import compile_question
    from cbwh.run.answer import run_question
    from cbwh.run.facts import anchor_values
    from cbwh.spec.model import Attribute, Key, NameOf, Order, Pick, Question, Records, SameAs
    from cbwh.spec.semantics import DEFAULT
    from cbwh.store.connect import open_readonly

    conn = open_readonly(real_db)
    try:
        steps = [SameAs(Attribute.STATE, a) for a in real_pool.anchors[AnchorKind.PET][:80]]
        several = next(s for s in steps if len(anchor_values(conn, s)) >= 2)
        single = next(s for s in steps if len(anchor_values(conn, s)) == 1)

        def question(step):
            return Question("q", "", "negation", NameOf(Pick((step,), (Key(Records.PETS, Order.HIGH),))))

        compiled = []
        monkeypatch.setattr(shapes, "compile_cached", lambda q, sem: compiled.append(sem) or compile_question(q, sem))
        with shapes.statements_kept():
            for n in (1, 2):
                sem = DEFAULT.with_(anchor_value=((several.anchor.value, n),))
                shared, direct = shapes.compile_shared(question(several), sem), compile_question(question(several), sem)
                assert (shared.sql, shared.params) == (direct.sql, direct.params)
        assert len(compiled) == 1
        first = DEFAULT.with_(anchor_values="first")
        assert run_question(conn, question(single), first).rows == run_question(conn, question(single)).rows
    finally:
        conn.close()


@pytest.mark.slow  # 3 s (a worker process and a second generation): run by .ci/run's `pytest -m slow` step
def test_compiling_ahead_in_a_worker_changes_nothing(real_db, suite, monkeypatch):
    """Without the worker process (one CPU) the suite is the same bytes, and so is its summary."""
    from cbwh.generate import ahead

    monkeypatch.setattr(ahead.os, "cpu_count", lambda: 1)
    alone = create_suite(real_db, 8, SEED, mix="even")
    assert alone.lines() == suite.lines()
    assert alone.summary.to_json() == suite.summary.to_json()


def _tie_sentences_after_each_kind_of_ranking(every: bool) -> list[tuple[str, object, tuple]]:
    """(sentence, its program, what it says: (ranking, tie lead, 'who among them' form?)) of a ranking of each kind
    with a tiebreaker, for seeds 0-39 (on the old realizer seeds 13, 16 and 35 among them were refused); not `every`:
    only the first seed to bring a tie lead not yet said, or a ranking or form of the tie sentence not yet said with
    that ranking (17 of the 200 on 5 December: every lead, every ranking, each in both forms); the other seeds say a
    lead after another ranking or vary the frame's other words (the tie verb, the group's wording), 152 distinct tie
    sentences in all, read in `pytest -m slow`. (Until s28, 5 December, the first of each (ranking, lead, form): 76.)"""
    import random

    from cbwh.generate.realize import _FRAME_GROUP, _TEMPORAL, Realizer
    from cbwh.spec.model import Key, Metric, NameOf, Order, Pick

    out, seen = [], set()
    for first in (*_TEMPORAL, Key(Metric.DOB, Order.LOW), Key(Metric.BALANCE, Order.LOW)):
        then = Key(Metric.BALANCE, Order.HIGH) if first.measure is not Metric.BALANCE else Key(Metric.DOB, Order.LOW)
        program = NameOf(Pick(_FRAME_GROUP, (first, then)))
        for seed in range(40):
            text = Realizer(random.Random(seed)).question(program)
            tie = text.split("? ", 1)[1]
            said = (first, tie.split(",", 1)[0], "who among them" in tie)
            claims = {("lead", said[1]), ("form", first, said[2])}
            if every or claims - seen:
                seen |= claims
                out.append((text, program, said))
    return out


def test_tie_sentences_read_back_after_every_kind_of_ranking():
    """A tie lead that fits 'the most pets' ('if more than one person shares the most') does not fit 'whose policy
    expires first': the realizer words each ranking's tiebreakers with leads the grammar reads back after it (seed 7
    once generated a sentence ask refused). Each tie lead once and each ranking in each form; every seed in
    `pytest -m slow`."""
    from cbwh.generate.realize import _TEMPORAL, PHRASEBOOK
    from cbwh.spec.model import Key, Metric, Order, Records

    shares = "If more than one person shares the most"
    assert PHRASEBOOK.tie_fits(Key(Records.PETS, Order.HIGH), shares)
    assert not PHRASEBOOK.tie_fits(Key(Metric.POLICY_EXPIRY, Order.LOW), shares)
    cases = _tie_sentences_after_each_kind_of_ranking(every=False)
    every = [said for _, _, said in _tie_sentences_after_each_kind_of_ranking(every=True)]  # (worded, none read: cheap)
    assert {said[1] for _, _, said in cases} == {said[1] for said in every} and len(cases) < len(every) / 4
    assert {(said[0], said[2]) for _, _, said in cases} == {(said[0], said[2]) for said in every}
    assert len({program for _, program, _ in cases}) == len(_TEMPORAL) + 2
    for text, program, _ in cases:
        assert parse_output(text) == program, text


@pytest.mark.slow
def test_tie_sentences_of_every_seed_read_back_after_every_kind_of_ranking():
    for text, program, _ in _tie_sentences_after_each_kind_of_ranking(every=True):
        assert parse_output(text) == program, text


# --- the realizer on its own (here, beside the suite: the phrasebook is built once per process, ~4 s of CPU cold) ---

def _own(kind: AnchorKind, value: str) -> Pick:
    return Pick((OwnerOf(Anchor(kind, value)),))


_RANKED = Pick((SameAs(Attribute.STATE, Anchor(AnchorKind.PET, "Betty")),), (Key(Metric.BALANCE, Order.HIGH),))
OWNER_PROGRAMS = [
    BalanceOf((_own(AnchorKind.PET, "Paige"), _own(AnchorKind.PET, "Rick"))),
    BalanceOf((_own(AnchorKind.PLATE, "HK 8050"),)),
    Compare(Key(Records.VEHICLES, Order.HIGH), (_own(AnchorKind.PET, "Dawn"), _own(AnchorKind.USERNAME, "lisa19"))),
    Compare(Key(Records.PETS, Order.HIGH), (_own(AnchorKind.PET, "Dawn"), _RANKED)),
    RecordCount(_own(AnchorKind.USERNAME, "lisa19"), (Records.PETS, Records.VEHICLES)),
    NameOf(_own(AnchorKind.PET, "Dawn")),
    NameOf(_own(AnchorKind.PLATE, "HK 8050")),
]


@pytest.mark.parametrize("seed", range(2))
def test_the_realizer_words_an_anchor_person_and_ask_reads_it_back(seed):
    realizer = Realizer(random.Random(seed))
    for out in OWNER_PROGRAMS:
        assert parse_output(realizer.question(out)) == out


_JILL = Anchor(AnchorKind.PET, "Jill", "Fish")
LEFT_OUT_PROGRAMS = [  # a person left out (OtherThan): after the group, or before the condition a name question asks
    NameOf(Pick((CountIs(Records.BANK_ACCOUNTS, ">=", 2), OtherThan(_JILL), SameAs(Attribute.JOB_TITLE, _JILL)))),
    NameOf(Pick((SameAs(Attribute.STATE, _JILL), OtherThan(_JILL)), (Key(Records.PETS, Order.HIGH), Key(Metric.DOB, Order.LOW)))),
    BalanceOf((Pick((SameAs(Attribute.BLOOD_TYPE, _JILL), OtherThan(Anchor(AnchorKind.USERNAME, "lisa19"))),
                    (Key(Records.VEHICLES, Order.HIGH),)),)),
    Compare(Key(Records.PETS, Order.HIGH), (_own(AnchorKind.USERNAME, "lisa19"), Pick(
        (SameAs(Attribute.STATE, _JILL), OtherThan(_JILL)), (Key(Metric.BALANCE, Order.HIGH),)))),
]


@pytest.mark.parametrize("seed", range(2))
def test_the_realizer_words_a_person_left_out_and_ask_reads_it_back(seed):
    realizer = Realizer(random.Random(seed))
    said = [realizer.question(out) for out in LEFT_OUT_PROGRAMS]
    assert [parse_output(text) for text in said] == LEFT_OUT_PROGRAMS, said


def test_the_realizer_refuses_a_person_left_out_of_a_top_n():
    top = Pick((TopN(3, Key(Metric.BALANCE, Order.HIGH)), OtherThan(_JILL)), (Key(Metric.DOB, Order.LOW),))
    with pytest.raises(RealizeError, match="a person left out"):
        Realizer(random.Random(0)).question(NameOf(top))


def test_the_realizer_refuses_an_anchor_person_after_a_ranked_one():
    with pytest.raises(RealizeError, match="two readings"):
        Realizer(random.Random(0)).question(Compare(Key(Records.PETS, Order.HIGH), (_RANKED, _own(AnchorKind.PET, "Dawn"))))


def test_the_phrasebook_tries_a_rankings_phrasings_when_it_is_first_worded(monkeypatch):
    """A suite words a few of the vocabulary's ranking and comparison keys: the phrasebook parses a key's frame
    sentences when the key is first worded, not every key's (~740 parses) at its first use."""
    from cbwh.generate import realize

    tried = []
    monkeypatch.setattr(realize, "_parses_to", lambda text, expected: tried.append(text) or True)
    book = realize._Phrasebook()
    pets, cars = Key(Records.PETS, Order.HIGH), Key(Records.VEHICLES, Order.HIGH)
    assert book.rank(pets) and book.leader(pets) and book.comparative(pets)
    assert tried and all("vehicle" not in t for t in tried), [t for t in tried if "vehicle" in t][:3]
    assert len(tried) < 60
    ranks = len(tried)
    assert book.rank(pets) and len(tried) == ranks  # (once)
    assert book.rank(cars) and len(tried) > ranks
    with pytest.raises(KeyError):  # a key no phrasing reads back (birth dates are ranked by adjectives)
        book.rank(Key(Metric.DOB, Order.LOW))


def test_the_realizers_read_back_memo_agrees_with_the_grammar():
    """The generator's phrasebook remembers which frame sentences read back (`realize._READ_BACK`, kept between
    processes): a sample of what it holds, loaded or computed, is what the grammar reads now."""
    from cbwh.ask.questions import parse_output
    from cbwh.errors import CbwhError
    from cbwh.generate import realize

    realize.PHRASEBOOK.records  # (a cold memo: computed here)
    items = sorted(realize._READ_BACK.items())
    assert len(items) >= 10
    for (text, expected), reads in items[::max(1, len(items) // 25)]:
        try:
            now = repr(parse_output(text)) == expected
        except CbwhError:
            now = False
        assert now == reads, text


def test_every_phrasing_the_realizer_draws_is_one_of_the_curated_lists_and_reads_back():
    """The realizer draws each concept's phrasings from its curated `GEN_*` list (a careful writer's, never a learner's
    form the grammar also reads: 'is more old', 'the highest advanced by age person', 'should two are level in that
    respect', 'users in the same state', 'who stay on the same state as'), and every phrasing of a list reads back in
    its frame (none silently dropped)."""
    from cbwh.generate import realize
    from cbwh.generate.programs import LEADER_KEYS, RANKINGS, REVERSED
    from cbwh.spec import words

    book = realize.PHRASEBOOK
    assert {r: book.records[r] for r in words.GEN_RECORD_NOUNS} == words.GEN_RECORD_NOUNS
    assert book.attributes == words.GEN_ATTRIBUTE_NOUNS
    ranked = {k for k in (*RANKINGS, *REVERSED) if k.measure is not Metric.DOB}
    assert {k: book.rank(k) for k in ranked} == {k: words.GEN_RANK_NOUNS[k] for k in ranked}
    compared = {Key(r, o) for r in Records for o in Order} | {Key(m, o) for m in (Metric.BALANCE, Metric.SALARY, Metric.DOB)
                                                                for o in Order}
    assert {k: book.comparative(k) for k in compared} == {k: words.GEN_COMPARATIVES[k] for k in compared}
    assert book.adjectives == {k: words.GEN_RANK_ADJECTIVES[k] for k in book.adjectives}
    assert book.if_tie == tuple(p[0].upper() + p[1:] for p in words.GEN_IF_TIE)
    assert (book.live, book.lives, book.residents) == (words.GEN_LIVE_VERBS[True], words.GEN_LIVE_VERBS[False],
                                                       words.GEN_RESIDENTS)
    said_in_state = {f"people with the {p} {t}" for phrases in words.GEN_RANK_NOUNS.values() for p in phrases
                     for t in words.GEN_IN_THEIR_STATE}
    said_in_state |= {f"the {a} people {t}" for phrases in words.GEN_RANK_ADJECTIVES.values() for a in phrases
                      for t in words.GEN_IN_THEIR_STATE}
    for key, _ in LEADER_KEYS:
        assert book.leader(key) and set(book.leader(key)) <= said_in_state, key
    subject_ties = {f"(using {{}} {a})" for a in words.GEN_AS_TIEBREAKER}
    assert set(book.subject_ties) == subject_ties | {f"({lead}, the one with {{}})" for lead in words.GEN_IF_TIE}
    assert set(book.at_least) == {f"{a} {{n}}" for a in words.GEN_AT_LEAST} | {f"{{n}} {o}" for o in words.GEN_OR_MORE}


# learner's forms the grammar reads on purpose, which a generated suite once said (seed 3002 and others)
_LEARNERS = ("more old", "more young", "by age", "in age", "senior-most", "most oldest", "most young", "are level",
             "be level", "are tied in that respect", "who living", "stay on", "stays on", "live at", "inhabitants from",
             "residents from", "users in", "everyone in", "most number", "least number", "insurances", "pet animals",
             "motor cars", "less pets", "less cars", "less vehicles", "qualify,", "are tie ", "are tie,", "pay packet", "pay cheque",
             "paycheque", "max-", "maximum-", "-total-", "most rich", "most wealthy", "Tied ?", "For ties", "among them who",
             "Among the tied", "consider the")


def test_a_generated_sentence_says_none_of_the_learners_forms(real_pool):
    """What a suite's reader sees: ~480 sampled programs worded with their own seeds say no learner's form, and a
    list of two records has no serial comma ('How many pets and vehicles', not 'pets, and vehicles')."""
    import re

    said = [Realizer(random.Random(i)).question(out) for i, (_, out) in enumerate(_sampled_programs(real_pool, 5, 60))]
    assert len(said) == 480
    found = sorted({form for text in said for form in _LEARNERS if form.lower() in text.lower()})
    assert found == [], [t for t in said if any(f.lower() in t.lower() for f in found)][:3]
    assert [t for t in said if re.search(r"(How many|\() ?[a-z ]+, and [a-z ]+ (does|combined)", t)] == []
    assert any(re.search(r"(How many|\() ?[a-z ]+ and [a-z ]+ (does|combined)", t) for t in said)


def test_a_program_that_cannot_be_worded_is_skipped_not_a_stop(real_db, monkeypatch):
    """A program the realizer has no words for, or whose words `ask` reads as another program, is skipped and counted
    among the rejected: the suite goes on (`cbwh generate --n 40 --seed 3002` once stopped at its program 28 with
    'the generated sentence does not parse'). A wording that fails with anything else is a defect: counted apart."""
    from cbwh.generate import suite as suite_module

    firsts: list = []

    class Failing(Realizer):
        def question(self, out):
            if out not in firsts and len(firsts) < 3:
                firsts.append(out)
            if out == firsts[0]:
                raise RealizeError("no words for it")
            if out == firsts[1]:
                return "Who is the owner of the pet named 'Dawn'?"  # (read back as another program)
            if out == firsts[2]:
                raise IndexError("a bug")  # (a defect, not a wording: counted under its own name, never hidden)
            return super().question(out)

    from types import SimpleNamespace

    accepted = SimpleNamespace(answer="Somebody", compiled=SimpleNamespace(sql="SELECT 1", params=()))
    monkeypatch.setattr(suite_module, "check", lambda *args: (None, accepted))  # (every candidate: no SQL run)
    monkeypatch.setattr(suite_module, "Realizer", Failing)
    made = create_suite(real_db, 3, SEED, mix="even")
    assert len(made.questions) == 3 and not set(firsts) & {g.question.output for g in made.questions}
    assert made.summary.rejected["a program no wording of which reads back"] == 3
    assert made.summary.rejected["a wording the grammar failed on (IndexError)"] == 4  # (each of the 4 wordings tried)
    assert all(parse_output(g.question.text) == g.question.output for g in made.questions)


def test_no_city_is_asked_inside_a_places_people(real_pool):
    """'Among people who live in the same state as X, who lives in the same city as Y?' is refused by ask (the city
    clause could describe X's owner, or the city replace the state): the sampler draws another rare attribute inside a
    place's people (a 2,000-person synthesized corpus's seed 11 drew it, and `cbwh generate` would have stopped)."""
    import random
    from dataclasses import replace

    from cbwh.errors import UsageError
    from cbwh.generate.programs import Sampler

    said = "Among people who live in the same state as the owner of the pet named 'Dawn', who lives in the same city as " \
           "the person with the internet username 'lisa19'?"
    with pytest.raises(UsageError, match="could describe the owner"):
        parse_output(said)
    # (no two people of the public corpus share a city: say a few do, as synthesized ones)
    pool = replace(real_pool, sharing={**real_pool.sharing, Attribute.CITY: real_pool.anchors[AnchorKind.PET][:10]})
    sampler = Sampler(pool, random.Random(11))
    steps = [p.steps for _ in range(1500) for p in (sampler.set_intersection().pick,)]
    cities = [s for s in steps if isinstance(s[-1], SameAs) and s[-1].attribute is Attribute.CITY]
    assert len(cities) > 5
    assert [s for s in cities if isinstance(s[0], SameAs) and s[0].attribute in (Attribute.STATE, Attribute.CITY)] == []


def test_a_difficulty_asked_for_deals_only_the_types_that_reach_it(real_pool):
    """Two people compared are always hard, 'negation' and 'comparison_tiebreak' always medium: `--difficulty easy`
    (or medium, or hard) with upstream's mix stopped at the first slot of a type that never reaches it ('found no
    acceptable set_intersection question in 400 candidates (after 0 accepted)'); such types are left out of the mix."""
    from cbwh.generate.programs import UPSTREAM_MIX
    from cbwh.generate.suite import reaching

    pool = real_pool
    assert reaching(pool, 6, UPSTREAM_MIX, ()) == UPSTREAM_MIX
    assert set(reaching(pool, 6, UPSTREAM_MIX, ("easy",))) == {"aggregation", "temporal_reasoning"}
    medium = reaching(pool, 6, UPSTREAM_MIX, ("medium",))
    assert "multi_hop_chain" not in medium and {"negation", "comparison_tiebreak"} <= set(medium)
    hard = reaching(pool, 6, UPSTREAM_MIX, ("hard",))
    assert {"multi_hop_chain", "multi_entity_comparison"} <= set(hard) and "negation" not in hard
    assert reaching(pool, 6, UPSTREAM_MIX, ("easy", "medium", "hard")) == UPSTREAM_MIX
    assert quotas(30, reaching(pool, 6, UPSTREAM_MIX, ("easy",))) == {"aggregation": 20, "temporal_reasoning": 10}


def test_a_state_group_is_drawn_around_an_anchor_whose_state_can_be_ranked(real_pool, tmp_path):
    """On a small corpus most states have one or two people: 'the same state as <anchor>' is drawn around an anchor
    whose owner's state has 3 or more (a synthesized 50-person corpus's seed 1 stopped after 20 questions, 'found no
    acceptable multi_hop_chain question in 400 candidates', 145 of them 'a ranking over too few people'); on the
    public corpus every state has, so its suites draw as before."""
    from cbwh.generate.programs import Sampler
    from cbwh.store.ingest import ingest
    from cbwh.synth.corpus import SynthRequest, synthesize

    assert real_pool.placed == real_pool.anchors
    synthesize(SynthRequest(50, 7050, tmp_path / "s50"))
    ingest(tmp_path / "s50", tmp_path / "s50.db")
    pool = _pool_of(tmp_path / "s50.db")
    every, placed = ({a for found in table.values() for a in found} for table in (pool.anchors, pool.placed))
    assert placed and len(placed) < len(every)  # (222 of 272)
    sampler = Sampler(pool, random.Random(1))
    drawn = [sampler.multi_hop_chain() for _ in range(100)]
    assert {s.anchor for out in drawn for p in out.subjects for s in p.steps} <= placed
    assert {s.anchor for out in drawn for p in sampler.rebind(out).subjects for s in p.steps} <= placed


def test_a_job_start_ranking_reads_back_after_a_job_start_filter():
    """'Among people who live in the same state as X and who started their current job in 2022, whose current job
    started most recently?': every wording of the ranking the realizer has reads back after the filter (ask's reading
    of 'started most recently' as the current job's, fc1b2f2, made it 'whose current job started the current job most
    recently' and refused it: 20 of 2,000 sampled programs, a third of such temporal ones)."""
    from cbwh.spec.model import CurrentJobStartedIn

    steps = (SameAs(Attribute.STATE, Anchor(AnchorKind.PET, "Dawn")), CurrentJobStartedIn(2022))
    programs = [NameOf(Pick(steps, (Key(Metric.JOB_START, Order.HIGH),))),
                NameOf(Pick(steps, (Key(Metric.JOB_START, Order.HIGH), Key(Metric.DOB, Order.LOW))))]
    said = {Realizer(random.Random(seed)).question(out): out for seed in range(24) for out in programs}
    assert sum("whose" in text for text in said) >= 10
    assert [text for text, out in said.items() if parse_output(text) != out] == []
