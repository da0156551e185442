"""Ingest of the real corpus: exact counts, every value equal to its text, reproducible."""

from __future__ import annotations

import sqlite3
from decimal import Decimal

import pytest

from cbwh.layout import EXPIRY, MONEY, OWNED, YEAR
from cbwh.store.ingest import ingest
from cbwh.upstream.pin import load_pin

EXPECTED = {
    "people": 500, "addresses": 1017, "bank_accounts": 1762, "credit_cards": 1267, "employments": 522,
    "insurance_policies": 975, "internet_accounts": 1005, "medical_records": 255, "pets": 957, "vehicles": 964,
}


def naive_blocks(text: str):
    """An independent reader: each block as (header, {key: value})."""
    for block in text.strip("\n").split("\n\n"):
        head, *lines = block.split("\n")
        yield head, dict(line.split(": ", 1) for line in lines)


def test_counts(real_db):
    conn = sqlite3.connect(real_db)
    got = {t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in EXPECTED}
    assert got == EXPECTED


@pytest.mark.parametrize("table", OWNED, ids=lambda t: t.name)
def test_every_owned_value_equals_its_text(real_db, corpus_dir, table):
    conn = sqlite3.connect(real_db)
    conn.row_factory = sqlite3.Row
    stored = {r[table.id_key]: r for r in conn.execute(f"SELECT * FROM {table.name}")}
    seen = 0
    for head, fields in naive_blocks((corpus_dir / table.file_name).read_text()):
        row = stored[fields[table.id_key]]
        assert head == f"### {row[table.id_key]} (owner: {row['owner_id']})"
        for f in table.fields:
            text = fields[f.key]
            if f.kind == YEAR:
                assert row[f.key] == int(text)
            elif f.kind == MONEY:
                assert Decimal(row[f.key]) == Decimal(text)
                assert row[f"{f.key}_cents"] == Decimal(text) * 100
            elif f.kind == EXPIRY:
                assert row[f.key] == text
                assert row[f"{f.key}_month"] == f"20{text[3:]}-{text[:2]}"
            else:
                assert row[f.key] == text
        seen += 1
    assert seen == len(stored) == EXPECTED[table.name]


def test_every_person_equals_its_text(real_db, corpus_dir):
    conn = sqlite3.connect(real_db)
    stored = {r[0]: r for r in conn.execute("SELECT person_id, full_name, dob, email, phone FROM people")}
    for head, _ in naive_blocks((corpus_dir / "people.txt").read_text().replace(" | ", "\n")):
        name, pid = head[4:-1].split(" (ID: ")
        assert stored[pid][1] == name
    for block in (corpus_dir / "people.txt").read_text().strip().split("\n\n"):
        head, details = block.split("\n")
        pid = head.rsplit("(ID: ", 1)[1][:-1]
        assert details == "DOB: {2} | Email: {3} | Phone: {4}".format(*stored[pid])


def test_money_sums_to_the_cent(real_db):
    conn = sqlite3.connect(real_db)
    (cents,) = conn.execute("SELECT SUM(balance_cents) FROM bank_accounts").fetchone()
    texts = [Decimal(t) for (t,) in conn.execute("SELECT balance FROM bank_accounts")]
    assert Decimal(cents) / 100 == sum(texts)


def test_numeric_looking_identifiers_keep_leading_zeros(real_db):
    conn = sqlite3.connect(real_db)
    for sql in ("SELECT routing FROM bank_accounts WHERE routing LIKE '0%'",
                "SELECT postal_code FROM addresses WHERE postal_code LIKE '0%'"):
        values = [v for (v,) in conn.execute(sql)]
        assert values and all(isinstance(v, str) and v.startswith("0") for v in values)


def test_manifest_matches_the_pin(real_db):
    conn = sqlite3.connect(real_db)
    pin = {f.path.removeprefix("files/"): f for f in load_pin().files}
    rows = conn.execute("SELECT file_name, sha256, lines, records FROM corpus_files").fetchall()
    assert len(rows) == 10
    for name, sha, lines, records in rows:
        assert (sha, lines) == (pin[name].sha256, pin[name].lines)
        assert records == EXPECTED[name.removesuffix(".txt")]


def test_reingest_gives_identical_content(corpus_dir, tmp_path):
    a, b = tmp_path / "a.db", tmp_path / "b.db"
    ingest(corpus_dir, a)
    ingest(corpus_dir, b)
    dump = lambda p: list(sqlite3.connect(p).iterdump())  # noqa: E731
    assert dump(a) == dump(b)


def test_cli_prints_a_row_count_summary(run, corpus_dir, tmp_path):
    result = run("ingest", "--corpus", corpus_dir, "--db", tmp_path / "x.db")
    assert result.exit_code == 0, result.output
    assert "pets                 957" in result.output
    assert "total               9224" in result.output


def test_env_vars_choose_corpus_and_db(run, corpus_dir, tmp_path, monkeypatch):
    run("--version")  # the fixture clears the variables; set them after
    monkeypatch.setenv("CBWH_CORPUS", str(corpus_dir))
    monkeypatch.setenv("CBWH_DB", str(tmp_path / "env.db"))
    from click.testing import CliRunner

    from cbwh.cli import cli

    result = CliRunner().invoke(cli, ["ingest"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "env.db").is_file()
