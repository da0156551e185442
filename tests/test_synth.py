"""`cbwh synth` and `cbwh profile`: fresh corpora in the upstream format and shape."""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cbwh.errors import CorpusError
from cbwh.layout import OWNED, TABLES
from cbwh.parse.corpus import parse_corpus
from cbwh.parse.fast import fast_rows
from cbwh.profile.compare import compare
from cbwh.profile.stats import STATS
from cbwh.run.profile import measure
from cbwh.store.ingest import ingest
from cbwh.synth.corpus import ID_PREFIX, upstream_profile

FILES = [t.file_name for t in TABLES]


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture(scope="module")
def synth500(tmp_path_factory) -> Path:
    from cbwh.synth.corpus import SynthRequest, synthesize

    out = tmp_path_factory.mktemp("synth") / "s500"
    synthesize(SynthRequest(500, 1, out))
    return out


@pytest.fixture(scope="module")
def synth500_ingested(synth500, tmp_path_factory) -> tuple[Path, dict[str, int]]:
    """The 500 people ingested, and the rows of each table the ingest counted (one ingest: until s28, 5 December, the
    shape test ingested them again)."""
    db = tmp_path_factory.mktemp("synthdb") / "s500.db"
    return db, ingest(synth500, db).counts


@pytest.fixture(scope="module")
def synth500_db(synth500_ingested) -> Path:
    return synth500_ingested[0]


def write_profile(path: Path, statistics: dict | None = None, synth: dict | None = None) -> Path:
    doc = {"format": "cbwh-profile/1", "statistics": statistics or {}}
    if synth is not None:
        doc["synth"] = synth
    path.write_text(json.dumps(doc))
    return path


@pytest.fixture(scope="module")
def real_profile(real_db):
    return measure(real_db)


def test_synth_500_ingests_and_matches_the_public_shape(run, synth500_ingested, synth500_db, real_db):
    counts = synth500_ingested[1]
    assert counts["people"] == 500 and all(counts[t.name] > 0 for t in OWNED)
    result = run("profile", "--db", synth500_db, "--vs", real_db)
    assert result.exit_code == 0
    # same size: every statistic is judged, and every one is within its tolerance
    assert result.output.rstrip().endswith(f"{len(STATS)} of {len(STATS)} statistics within tolerance")
    assert re.search(r"people with addresses in 2\+ states\s+\S+ \(\d+/500\)\s+69\.8% \(349/500\)", result.output)


def test_same_seed_same_bytes_other_seed_differs(run, tmp_path):
    """On 50 people (every file has records; the CLI's rerun of the same request is what is compared)."""
    for name, seed in (("a", 1), ("again", 1), ("b", 2)):
        assert run("synth", "--people", 50, "--seed", seed, "--out", tmp_path / name).exit_code == 0
    for name in [*FILES, "manifest.json"]:
        assert (tmp_path / "again" / name).read_bytes() == (tmp_path / "a" / name).read_bytes(), name
    for name in FILES:
        assert (tmp_path / "a" / name).stat().st_size > 0, name
        assert sha(tmp_path / "b" / name) != sha(tmp_path / "a" / name), name


@pytest.mark.slow
def test_the_cli_rewrites_the_500_fixture_byte_for_byte(run, tmp_path, synth500):
    """The same at 500 people, against the library call's corpus."""
    assert run("synth", "--people", 500, "--seed", 1, "--out", tmp_path / "a").exit_code == 0
    for name in [*FILES, "manifest.json"]:
        assert (tmp_path / "a" / name).read_bytes() == (synth500 / name).read_bytes(), name


def test_the_upstream_format_exactly(synth500, corpus_dir):
    parsed = parse_corpus(synth500)  # the strict parser: raises on any problem
    for table in TABLES:
        text = (synth500 / table.file_name).read_text()
        assert fast_rows(table, text) is not None, f"{table.file_name} is not a clean tiling of record blocks"
        assert text.endswith("\n\n") and not text.endswith("\n\n\n")
        up = (corpus_dir / table.file_name).read_text()
        # the same line shapes as upstream's first record: header, then the keys in order
        ours, theirs = text.split("\n\n", 1)[0].split("\n"), up.split("\n\n", 1)[0].split("\n")
        assert [line.split(": ")[0] for line in ours[1:]] == [line.split(": ")[0] for line in theirs[1:]]
        assert re.sub(r"[^#( :)|-]", "", ours[0]) == re.sub(r"[^#( :)|-]", "", theirs[0])
    ids = [row[0] for row in parsed.tables["pets"].rows]
    assert ids[:2] == ["pet-0001", "pet-0002"] and ids[-1] == f"pet-{len(ids):04d}"
    assert parsed.tables["people"].rows[-1][0] == "pers-0500"
    balances = [row[5] for row in parsed.tables["bank_accounts"].rows]
    assert all(re.fullmatch(r"\d+\.\d{1,2}", b) for b in balances) and any(b.endswith(".0") or len(b.split(".")[1]) == 1
                                                                          for b in balances)
    assert all(re.fullmatch(r"\d\d/\d\d", row[4]) for row in parsed.tables["credit_cards"].rows)
    owners = [row[1] for row in parsed.tables["addresses"].rows]
    assert owners == sorted(owners)  # records in person order, as upstream


def test_manifest_names_everything(synth500, synth500_db):
    manifest = json.loads((synth500 / "manifest.json").read_text())
    assert manifest["seed"] == 1 and manifest["people"] == 500 and manifest["profile"]["name"] == "upstream"
    from importlib.metadata import version

    assert manifest["versions"]["faker"] == version("faker")
    for name in FILES:
        entry = manifest["files"][name]
        assert entry["sha256"] == sha(synth500 / name)
        assert entry["lines"] == (synth500 / name).read_bytes().count(b"\n")
    stored = measure(synth500_db).source["corpus_sha256"]
    assert manifest["corpus_sha256"] == stored


def test_id_widths_grow_with_the_record_count(run, tmp_path):
    # 100 people with 100 pets each: 10,000 pets need a fifth digit (fewer people than 600 with 20: the
    # same widths, a sixth of the other records to write and parse)
    profile = write_profile(tmp_path / "many-pets.json", {"count.pets": {"counts": {"100": 1}}})
    assert run("synth", "--people", 100, "--seed", 3, "--out", tmp_path / "o", "--profile", profile).exit_code == 0
    rows = parse_corpus(tmp_path / "o").tables["pets"].rows
    assert len(rows) == 10000 and rows[0][0] == "pet-00001" and rows[-1][0] == "pet-10000"
    assert rows[-1][1] == "pers-0100"


def test_a_profile_file_changes_the_shape(run, tmp_path):
    profile = write_profile(
        tmp_path / "p.json", {"count.addresses": {"counts": {"1": 1}}},
        {"employments.employer": 3, "pets.name": "uniform"},
    )
    assert run("synth", "--people", 300, "--seed", 4, "--out", tmp_path / "o", "--profile", profile).exit_code == 0
    ingest(tmp_path / "o", tmp_path / "o.db")
    stats = measure(tmp_path / "o.db").statistics
    assert stats["count.addresses"]["counts"] == {"1": 300}
    assert stats["share.addresses.multi_state"]["hits"] == 0
    employers = {row[2] for row in parse_corpus(tmp_path / "o").tables["employments"].rows}
    assert len(employers) <= 3 and stats["repeat.employments.employer"]["hits"] > 0
    # uniform first names repeat far less than Faker's frequency-weighted ones
    assert stats["top.pets.name"]["hits"] < 10
    manifest = json.loads((tmp_path / "o" / "manifest.json").read_text())
    assert manifest["profile"] == {"name": str(profile), "sha256": sha(profile)}
    assert manifest["synth"]["employments.employer"] == 3


@pytest.mark.parametrize("doc, message", [
    ({"format": "cbwh-profile/1", "statistics": {"count.unicorns": {"counts": {"1": 1}}}}, "unknown statistic 'count.unicorns'"),
    ({"format": "cbwh-profile/1", "statistics": {"count.pets": {"counts": {"two": 1}}}}, "statistics.count.pets.counts"),
    ({"format": "cbwh-profile/1", "synth": {"pets.name": "rare"}}, "synth.pets.name: expected"),
    ({"statistics": {}}, "not a cbwh profile"),
])
def test_bad_profiles_are_refused_in_one_line(run, tmp_path, doc, message):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    result = run("synth", "--people", 10, "--seed", 1, "--out", tmp_path / "o", "--profile", path)
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert not (tmp_path / "o").exists()


def test_not_json_names_the_line(run, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "cbwh-profile/1",\n  oops}')
    result = run("synth", "--people", 10, "--seed", 1, "--out", tmp_path / "o", "--profile", path)
    assert result.exit_code == 2 and f"{path}:2: not JSON" in result.output


def test_out_is_replaced_only_with_force_and_failures_leave_no_debris(run, tmp_path):
    out = tmp_path / "o"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    result = run("synth", "--people", 10, "--seed", 1, "--out", out)
    assert result.exit_code == 2 and "--force" in result.output and (out / "keep.txt").exists()
    # a run that fails half-way (unique pet names run out) leaves the old directory as it was
    exhausted = write_profile(tmp_path / "x.json", {"count.pets": {"counts": {"50": 1}}}, {"pets.name": "unique"})
    result = run("synth", "--people", 200, "--seed", 1, "--out", out, "--force", "--profile", exhausted)
    assert result.exit_code == 2 and "pool is exhausted" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o", "x.json"]
    assert (out / "keep.txt").read_text() == "mine"
    assert run("synth", "--people", 10, "--seed", 1, "--out", out, "--force").exit_code == 0
    assert sorted(p.name for p in out.iterdir()) == sorted([*FILES, "manifest.json"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o", "x.json"]


# `cbwh synth` in a process of its own whose progress line (shown on a terminal) says on stdout that the run is writing,
# from inside its write loop, and waits there: the signal is sent at that point, whatever the machine's load.
WRITING_THEN_WAITING = """
import sys
import time

import cbwh.cli.synthesizing as synthesizing
import cbwh.synth.corpus as corpus

corpus.CHUNK = 10  # (files written every 10 people: the first at once)


def progress_line(quiet, what):
    def writing(done, total):
        print("writing", done, total, flush=True)
        time.sleep(300)
    return writing


synthesizing.progress_line = progress_line
from cbwh.cli import main
main()
"""


def test_a_terminated_run_leaves_nothing(tmp_path):
    """SIGTERM while the files are being written: the run stops (non-zero) and leaves nothing. The run says when it is
    writing and waits there (it was polled for its temporary directory for up to 30 s, then signalled at whatever point
    it had reached: under load, a timing assumption; the test once failed inside the merge lock)."""
    out = tmp_path / "big"
    proc = subprocess.Popen([sys.executable, "-c", WRITING_THEN_WAITING, "synth", "--people", "2000", "--seed", "1",
                             "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    said = proc.stdout.readline()
    if not said.startswith("writing 10 2000"):
        proc.kill()
        pytest.fail(f"the run never said it was writing: {said!r} {proc.communicate()[1]}")
    (tmp,) = tmp_path.iterdir()
    assert tmp.name == f".big.synth-{proc.pid}.tmp" and sorted(p.name for p in tmp.iterdir()) == sorted(FILES)
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=60)
    assert proc.returncode != 0
    assert list(tmp_path.iterdir()) == []


def test_a_killed_runs_debris_is_removed_by_the_next_run(run, tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    stale = tmp_path / f".o.synth-{dead.pid}.tmp"
    stale.mkdir()
    (stale / "people.txt").write_text("half")
    assert run("synth", "--people", 5, "--seed", 1, "--out", tmp_path / "o").exit_code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o"]
    if os.path.exists(f"/proc/{dead.pid}"):  # the pid was reused meanwhile: nothing to conclude
        pytest.skip("pid reused")


def test_the_shipped_profile_is_the_public_corpus_measured(real_db, real_profile, monkeypatch):
    from cbwh.synth import upstream

    # (the public corpus measured once in this module: `measure` is a function of the database alone)
    monkeypatch.setattr(upstream, "measure", lambda db: real_profile if db == real_db else measure(db))
    shipped = upstream_profile()
    assert upstream.build(real_db).to_json() == shipped.to_json(), "re-measure: python -m cbwh.synth.upstream DB > synth/upstream.json"
    assert shipped.statistics["share.addresses.multi_state"] == {"hits": 349, "of": 500}
    assert {t.name: shipped.statistics[f"max.{t.name}"]["value"] for t in OWNED} == {
        "addresses": 3, "bank_accounts": 6, "credit_cards": 5, "employments": 2, "insurance_policies": 4,
        "internet_accounts": 4, "medical_records": 1, "pets": 4, "vehicles": 4,
    }


def test_profile_prints_the_shape_and_json_round_trips(run, real_db, real_profile, tmp_path):
    result = run("profile", "--db", real_db)
    assert result.exit_code == 0
    assert re.search(r"most bank_accounts of one person\s+6\n", result.output)
    assert re.search(r"pets.species values\s+5 values, top Dog 21.6%", result.output)
    assert re.search(r"people.dob\s+1934-08-05 \.\. \d{4}-\d\d-\d\d \.\. 2007-04-23", result.output)
    result = run("profile", "--db", real_db, "--json")
    doc = json.loads(result.output)
    assert doc["statistics"] == real_profile.statistics
    # the printed profile is a synth profile as it stands
    (tmp_path / "p.json").write_text(result.output)
    assert run("synth", "--people", 20, "--seed", 1, "--out", tmp_path / "o", "--profile", tmp_path / "p.json").exit_code == 0


def test_profile_vs_a_different_corpus_says_what_is_outside(real_profile, mini_db):
    rows = {r.stat.key: r for r in compare(measure(mini_db), real_profile)}
    assert rows["repeat.pets.name"].within is None  # repeat shares are judged only at equal sizes
    assert rows["max.bank_accounts"].within is False and rows["max.bank_accounts"].distance > 0


def test_profile_vs_json(run, synth500_db, mini_db):
    result = run("profile", "--db", mini_db, "--vs", synth500_db, "--json")
    doc = json.loads(result.output)
    assert {"this", "other", "comparison"} <= set(doc)
    row = next(r for r in doc["comparison"] if r["statistic"] == "max.bank_accounts")
    assert row["within"] is False and row["other"] == {"value": 6}


def test_missing_faker_is_one_clean_line(run, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "faker", None)
    result = run("synth", "--people", 5, "--seed", 1, "--out", tmp_path / "o")
    assert result.exit_code == 2 and "pip install 'cbwh[synth]'" in result.output


def test_prefix_ids_cover_every_file():
    assert set(ID_PREFIX) == {t.name for t in TABLES}


def test_strict_parser_rejects_a_damaged_synth_file(synth500, tmp_path):
    import shutil

    copy = tmp_path / "c"
    shutil.copytree(synth500, copy)
    text = (copy / "pets.txt").read_text().replace("species: ", "specie: ", 1)
    (copy / "pets.txt").write_text(text)
    with pytest.raises(CorpusError, match="unknown key 'specie'"):
        parse_corpus(copy)


def test_an_empty_file_is_announced_and_profiled(run, tmp_path):
    profile = write_profile(tmp_path / "p.json", {"count.vehicles": {"counts": {"0": 1}}})
    result = run("synth", "--people", 30, "--seed", 1, "--out", tmp_path / "o", "--profile", profile)
    assert result.exit_code == 0
    assert "warning: vehicles.txt has no records; ingest with --allow-empty vehicles" in result.output
    assert run("ingest", "--corpus", tmp_path / "o", "--db", tmp_path / "o.db", "--allow-empty", "vehicles").exit_code == 0
    result = run("profile", "--db", tmp_path / "o.db", "--json")
    assert result.exit_code == 0
    doc = json.loads(result.output)
    assert doc["statistics"]["range.vehicles.year"] == {"values": [], "n": 0}
    assert doc["statistics"]["vocab.addresses.state"]["counts"]
    # a profile of that corpus generates again (it never draws a vehicle)
    (tmp_path / "again.json").write_text(result.output)
    assert run("synth", "--people", 5, "--seed", 2, "--out", tmp_path / "o2", "--profile", tmp_path / "again.json").exit_code == 0
    text = run("profile", "--db", tmp_path / "o.db", "--vs", tmp_path / "o.db").output
    assert "vehicles.year" in text and "none" in text
