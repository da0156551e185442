"""`cbwh serve`: the Datasette app, checked in-process through Datasette's own client."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import sqlite3
from dataclasses import replace
from html import unescape
from importlib.util import find_spec

import pytest

# Datasette is imported only when a test builds an app, not while pytest collects (0.7 s per worker).
pytestmark = pytest.mark.skipif(find_spec("datasette") is None, reason="datasette is not installed")

from cbwh.compile.cache import compile_cached  # noqa: E402
from cbwh.compile.query import Finalist  # noqa: E402
from cbwh.run.answer import run_question  # noqa: E402
from cbwh.serve.serving import gather, with_audits  # noqa: E402
from cbwh.spec.catalog import get_question, load_catalog  # noqa: E402
from cbwh.spec.codec import decode, encode  # noqa: E402
from cbwh.store.connect import open_readonly  # noqa: E402

from conftest import file_digest  # noqa: E402


def _app(db, served, **options):
    """cbwh serve's app; Datasette is imported here, not while pytest collects (0.7 s per worker)."""
    from cbwh.serve.app import ServeOptions, build_app

    return build_app(ServeOptions(db, **options), served)


def _get(ds, path: str):
    return asyncio.run(ds.client.get(path))


def _rows(ds, path: str) -> list[dict]:
    response = _get(ds, path + ("&" if "?" in path else "?") + "_shape=objects")
    assert response.status_code == 200, response.text[:300]
    return response.json()["rows"]


def _finalists(ds, path: str, question) -> list[Finalist]:
    """A canned query's rows, read as the runner reads its own."""
    data = _get(ds, path).json()
    assert data["ok"], data
    checks = compile_cached(question).checks
    return [Finalist.read_row(data["columns"], row, checks) for row in data["rows"]]


@pytest.fixture(scope="session")
def served(real_db, questions_path):
    return gather(real_db, None, questions_path, audit=False)


@pytest.fixture(scope="session")
def app(real_db, served):
    """Datasette's query time limit (5 s of wall time by default) is raised where nothing tests it: a machine at a load
    of ~20 can hold a request's thread that long."""
    ds = _app(real_db, served, time_limit_ms=120_000)
    asyncio.run(ds.invoke_startup())
    return ds


@pytest.fixture(scope="session")
def conn(real_db):
    c = open_readonly(real_db)
    yield c
    c.close()


def _with_anchor(question, value: str):
    """The same question for another anchor value (its one anchor replaced in the program)."""
    (old,) = {step.anchor.value for step in question.anchored_steps}
    program = json.dumps(encode(question.output)).replace(json.dumps(old), json.dumps(value))
    return replace(question, output=decode(json.loads(program)))


def _reading(html: str) -> str:
    start = html.index('id="cbwh-reading"')
    return unescape(html[start:html.index("</div>", start)])


def _canned_queries_return_the_runners_rows(app, conn, questions) -> None:
    listed = {q["name"] for q in _get(app, "/cbwh.json").json()["queries"]}
    assert listed == set(load_catalog())
    for question in questions:
        assert _finalists(app, f"/cbwh/{question.id}.json", question) == run_question(conn, question).rows, question.id


def test_a_canned_query_per_kind_of_task_returns_the_runners_rows(app, conn):
    """Every task is listed; the first task of each query template and question type is run through
    Datasette (10 of the 100; all 100 below, in -m slow)."""
    kinds: dict[tuple[str, str], object] = {}
    for question in load_catalog().values():
        kinds.setdefault((compile_cached(question).template, question.question_type), question)
    assert len(kinds) >= 10
    _canned_queries_return_the_runners_rows(app, conn, kinds.values())


@pytest.mark.slow  # ~1 s (100 requests through Datasette): run by .ci/run's `pytest -m slow` step
def test_a_canned_query_per_task_returns_the_runners_rows(app, conn):
    _canned_queries_return_the_runners_rows(app, conn, load_catalog().values())


def test_cb_cloud_1_with_its_default_parameters_answers_tammy_roberts(app):
    page = _get(app, "/cbwh/cb-cloud-1")
    assert page.status_code == 200
    assert get_question("cb-cloud-1").text in unescape(page.text)
    assert "Answer: Tammy Roberts" in " ".join(_reading(page.text).replace("<strong id=\"cbwh-answer\">", "").split())
    assert [r["full_name"] for r in _rows(app, "/cbwh/cb-cloud-1.json?pet=Dawn")] == ["Tammy Roberts"]


def test_the_same_query_for_another_pet_gives_that_pets_answer(app, conn):
    question = get_question("cb-cloud-1")
    names = [n for (n,) in conn.execute("SELECT DISTINCT name FROM pets ORDER BY name")]
    name, expected = next((n, r) for n in names
                          if (r := run_question(conn, _with_anchor(question, n))).answer not in (None, "Tammy Roberts"))
    assert _finalists(app, f"/cbwh/cb-cloud-1.json?pet={name}", question) == expected.rows
    assert f"<strong id=\"cbwh-answer\">{expected.answer}</strong>" in _get(app, f"/cbwh/cb-cloud-1?pet={name}").text
    nobody = _get(app, "/cbwh/cb-cloud-1?pet=No+such+pet").text  # an anchor that matches nothing: no answer, said so
    assert "No single answer" in _reading(nobody) and "no one matches" in _reading(nobody)


def test_a_tie_reached_through_a_parameter_is_shown_as_no_answer(app, conn):
    """The first pet whose owner's state ties is found through cbwh's own answer path, in-process, then asked of
    Datasette: one request per pet (130 before the first tie) each under Datasette's wall-clock time limit made this
    test fail under load."""
    question = get_question("cb-cloud-11")  # the latest job start among a pet owner's state: dates can tie
    names = [n for (n,) in conn.execute("SELECT DISTINCT name FROM pets ORDER BY name")]
    name, expected = next((n, r) for n in names if (r := run_question(conn, _with_anchor(question, n))).answer is None)
    assert "tie" in expected.reason  # cbwh's own answer path says: a tie
    assert [r["rnk"] for r in _rows(app, f"/cbwh/cb-cloud-11.json?pet={name}")][:2] == [1, 1]
    assert _finalists(app, f"/cbwh/cb-cloud-11.json?pet={name}", question) == expected.rows
    reading = _reading(_get(app, f"/cbwh/cb-cloud-11?pet={name}").text)
    assert "No single answer" in reading and expected.reason in reading


def test_a_tie_in_the_catalog_is_shown_as_no_answer(app, conn):
    expected = run_question(conn, get_question("cb-cloud-15"))
    reading = _reading(_get(app, "/cbwh/cb-cloud-15").text)
    assert "No single answer" in reading and expected.reason in reading and "upstream ground truth: Julie Guzman" in reading


def test_arbitrary_sql_is_refused_by_default(app):
    assert _get(app, "/cbwh.json?sql=select+1").status_code == 403
    assert _get(app, "/cbwh?sql=select+*+from+people").status_code == 403


def test_writes_are_impossible_even_with_allow_sql(real_db, served):
    before = file_digest(real_db)
    ds = _app(real_db, served, allow_sql=True)
    asyncio.run(ds.invoke_startup())
    assert _rows(ds, "/cbwh.json?sql=select+count(*)+as+n+from+pets") == [{"n": 957}]
    sneaky = _get(ds, "/cbwh.json?sql=" + "with+x+as+(select+1)+delete+from+pets")
    assert sneaky.status_code == 400 and not sneaky.json()["ok"]
    database = ds.get_database("cbwh")
    for statement in ("DELETE FROM pets", "CREATE TABLE t (x)", "PRAGMA query_only = OFF; DELETE FROM pets"):
        with pytest.raises(sqlite3.DatabaseError):  # refused: not authorized, or read-only
            asyncio.run(database.execute_fn(lambda c, s=statement: c.executescript(s)))
    assert file_digest(real_db) == before


def test_descriptions_facets_and_labels_come_from_the_schema_and_the_data(app, conn):
    tables = _get(app, "/-/metadata.json").json()["databases"]["cbwh"]["tables"]
    assert "integer cents" in tables["bank_accounts"]["columns"]["balance_cents"]
    assert "20YY-MM" in tables["credit_cards"]["columns"]["expire_month"]
    facets = {t: set(v.get("facets", [])) for t, v in tables.items()}
    assert {"state"} <= facets["addresses"] and {"species"} <= facets["pets"] and {"provider"} <= facets["credit_cards"]
    assert {"blood_type"} <= facets["medical_records"] and {"policy_type"} <= facets["insurance_policies"]
    assert "country" not in facets["addresses"]  # one value everywhere: nothing to facet on
    assert "sha256" not in facets.get("corpus_files", set())  # one value per row: nothing to facet on
    assert "graded" in tables["graded_trials"]["description"]  # graded runs: described by their schema, browsable
    assert _get(app, "/cbwh/graded_trials.json").status_code == 200
    page = _get(app, "/cbwh/pets.json?_labels=on&_size=3&_shape=objects").json()
    owners = dict(conn.execute("SELECT person_id, full_name FROM people").fetchall())
    assert all(row["owner_id"]["label"] == owners[row["owner_id"]["value"]] for row in page["rows"])
    assert "species" in page["facet_results"]


def test_descriptions_carry_type_ground_truth_and_audit_verdict(real_db, questions_path, served):
    picked = [s for s in served if s.question.id in ("cb-cloud-1", "cb-cloud-5")]
    audited = {s.question.id: s for s in with_audits(real_db, picked, questions_path)}
    assert audited["cb-cloud-5"].audited.verdict == "disputed"
    ds = _app(real_db, list(audited.values()))
    query = _get(ds, "/-/metadata.json").json()["databases"]["cbwh"]["queries"]["cb-cloud-5"]
    text = unescape(re.sub(r"<[^>]+>", "", query["description_html"]))
    assert "audit verdict disputed" in text and "upstream ground truth Tammy Roberts" in text
    assert f"type {get_question('cb-cloud-5').question_type}" in text


@pytest.mark.slow  # 2-3 s: run by .ci/run's `pytest -m slow` step, keeping the default suite under 30 s
def test_a_suite_with_programs_is_served_beside_the_catalog_and_audited(real_db, tmp_path, conn, served):
    question = _with_anchor(get_question("cb-cloud-1"), "Stacey")
    expected = run_question(conn, question)
    line = {"id": "mine-0", "input": "Same as cb-cloud-1, for Stacey.", "ground_truth": expected.answer,
            "agent_args": {"tags": [], "extra": {"question_type": question.question_type, "difficulty": "easy"}},
            "program": encode(question.output), "suite": {"id": "mine"}}
    suite = tmp_path / "suite.jsonl"
    suite.write_text(json.dumps(line) + "\n", encoding="utf-8")
    mine = gather(real_db, suite, None, audit=True)  # the catalog from the SQL cache, the suite audited
    assert [s.question.id for s in mine] == [s.question.id for s in served] + ["mine-0"]
    ds = _app(real_db, mine)
    assert _finalists(ds, "/cbwh/mine-0.json", question) == expected.rows
    page = unescape(re.sub(r"<[^>]+>", "", _get(ds, "/cbwh/mine-0").text))
    verdict = mine[-1].audited.verdict
    assert "Same as cb-cloud-1, for Stacey." in page and f"audit verdict {verdict}" in page and "from mine" in page
    assert f"ground truth: {expected.answer}" in page and "upstream ground truth" not in page.split("Answer:")[1]


def test_serve_without_a_warehouse_is_one_clean_line(run, tmp_path):
    result = run("serve", "--db", tmp_path / "none.db", "--no-audit", "--port", 0)  # (port 0: the default one may be
    # held by another server on the machine, and `serve` listens before it opens the warehouse)
    assert result.exit_code == 1 and "no warehouse at" in result.output and "Traceback" not in result.output


def test_serve_on_a_port_in_use_is_one_clean_line(run, real_db):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        result = run("serve", "--db", real_db, "--port", busy.getsockname()[1], "--no-audit")
    assert result.exit_code == 2 and "cannot listen on 127.0.0.1:" in result.output and "Traceback" not in result.output


def test_the_address_is_held_from_the_start_and_port_0_is_a_free_one():
    """`cbwh serve` binds and listens before its start-up work (`listen_address`): with --port 0 the port the system
    gave, which a client can connect to at once (its request waits for the server) and no other server can take."""
    from cbwh.errors import UsageError
    from cbwh.serve.app import listen_address

    with listen_address("127.0.0.1", 0) as held:
        port = held.getsockname()[1]
        assert port > 0
        with socket.create_connection(("127.0.0.1", port), timeout=5):
            pass
        with pytest.raises(UsageError, match=f"cannot listen on 127.0.0.1:{port}"):
            listen_address("127.0.0.1", port)


def test_named_queries_come_back_from_the_sql_cache_unchanged(served):
    from cbwh.compile.named import named_query, render_named

    for s in served[:3]:  # the fixture filled the cache; these are hits
        assert named_query(s.question) == render_named(s.question) == s.query
