"""Every kind of bad input is reported with file:line, and the old database survives."""

from __future__ import annotations

import pytest

from conftest import file_digest


def line_of(text: str, needle: str, nth: int = 0) -> int:
    at = -1
    for _ in range(nth + 1):
        at = text.index(needle, at + 1)
    return text.count("\n", 0, at) + 1


def replace(needle, new, marker=None):
    """A mutation replacing the first occurrence of needle; the problem is expected on
    the line where `marker` (default: `new`) stands in the mutated text."""
    def mutate(text):
        assert needle in text
        changed = text.replace(needle, new, 1)
        return changed, line_of(changed, marker or new)
    return mutate


CASES = [
    ("pets.txt", replace("species: Dog", "specie: Dog"), "unknown key 'specie'"),
    ("pets.txt", replace("breed: Mixed\n", "breed: Mixed\nname: Again\n", "name: Again"), "duplicate key 'name'"),
    ("vehicles.txt", replace("model: Red\n", "", "### veh-0001"), "missing key(s): model"),
    ("pets.txt", replace("pet_id: pet-0002", "pet_id: pet-0009"), "does not match the header id"),
    ("pets.txt", replace("### pet-0003 (owner: pers-0006)\npet_id: pet-0003",
                         "### pet-0002 (owner: pers-0006)\npet_id: pet-0002", "### pet-0002 (owner: pers-0006)"), "duplicate record id pet-0002"),
    ("vehicles.txt", replace("(owner: pers-0007)", "(owner: pers-0099)", "### veh-0010"), "owner pers-0099 of veh-0010 is not in people.txt"),
    ("people.txt", replace("DOB: 1950-01-01", "DOB: 1950-13-01"), "bad date '1950-13-01'"),
    ("insurance_policies.txt", replace("expires: 2027-01-01", "expires: 2027-02-30"), "no such day"),
    ("bank_accounts.txt", replace("balance: 5000.00", "balance: 5,000.00"), "bad amount '5,000.00'"),
    ("vehicles.txt", replace("year: 2015", "year: 20x5"), "bad year '20x5'"),
    ("credit_cards.txt", replace("expire: 06/25", "expire: 13/25"), "bad card expiry '13/25'"),
    ("pets.txt", replace("\n### pet-0004", "\nstray words here\n\n### pet-0004", "stray words"), "stray text outside a record"),
    ("people.txt", replace("### Bob Baker (ID: pers-0002)", "## Bob Baker (ID: pers-0002)"), "stray text"),
    ("pets.txt", replace("name: Luna", "name:", "name:\n"), "not a 'key: value' line"),
    ("people.txt", replace(" | Email:", " | Mail:", "Mail:"), "unknown key 'Mail'"),
]


@pytest.mark.parametrize("file,mutate,reason", CASES, ids=[c[2] for c in CASES])
def test_bad_input_is_located_and_old_db_untouched(run, mini_dir, tmp_path, file, mutate, reason):
    db = tmp_path / "warehouse.db"
    assert run("ingest", "--corpus", mini_dir, "--db", db).exit_code == 0
    before = file_digest(db)
    text, line = mutate((mini_dir / file).read_text())
    (mini_dir / file).write_text(text)

    result = run("ingest", "--corpus", mini_dir, "--db", db)

    assert result.exit_code == 1
    assert f"{file}:{line}: " in result.output
    assert reason in result.output
    assert "Traceback" not in result.output
    assert file_digest(db) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mini", "warehouse.db"]  # no temp file left


def test_all_problems_are_listed_with_a_cap(run, mini_dir, tmp_path):
    text = (mini_dir / "bank_accounts.txt").read_text().replace("currency: USD", "currency: USD\nextra: 1")
    (mini_dir / "bank_accounts.txt").write_text(text)
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "9 problem(s)" in result.output
    assert result.output.count("unknown key 'extra'") == 9


def test_the_cap_counts_what_it_hides(run, mini_dir, tmp_path):
    text = (mini_dir / "addresses.txt").read_text()
    (mini_dir / "addresses.txt").write_text(text.replace("country:", "nation:").replace("street:", "road:"))
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "problem(s)" in result.output and "... and " in result.output


def test_missing_file_is_named(run, mini_dir, tmp_path):
    (mini_dir / "pets.txt").unlink()
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "pets.txt: file missing" in result.output
    assert not (tmp_path / "x.db").exists()


def test_missing_corpus_directory(run, tmp_path):
    result = run("ingest", "--corpus", tmp_path / "nowhere", "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "does not exist" in result.output and "Traceback" not in result.output


def test_crlf_is_refused_with_its_line(run, mini_dir, tmp_path):
    (mini_dir / "pets.txt").write_bytes((mini_dir / "pets.txt").read_bytes().replace(b"\n", b"\r\n"))
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "pets.txt:1: carriage return" in result.output


def test_an_id_used_three_times_is_reported_once_per_repeat(run, mini_dir, tmp_path):
    text = (mini_dir / "pets.txt").read_text()
    for rid in ("pet-0002", "pet-0003"):
        text = text.replace(f"### {rid} (", "### pet-0001 (").replace(f"pet_id: {rid}", "pet_id: pet-0001")
    (mini_dir / "pets.txt").write_text(text)
    result = run("ingest", "--corpus", mini_dir, "--db", tmp_path / "x.db")
    assert result.exit_code == 1
    assert "2 problem(s)" in result.output
    lines = [line_of(text, "### pet-0001 (", n) for n in (1, 2)]
    for line in lines:
        assert result.output.count(f"pets.txt:{line}: duplicate record id pet-0001 (first at line 1)") == 1
