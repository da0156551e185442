"""`cbwh answer --all` from what ships with the package, without building a spec object.

The catalog's compiled SQL and reading plans ship in questions/compiled.json (written by
`python -m cbwh.compile.ship`, checked against the compiler and the planner by the test
suite). While both fingerprints in it are current (the compiler's sources; the catalog
and the code that reads and plans it), `answer_all_rows` runs each statement and reads
its rows with `cbwh.run.reading`, the reader `cbwh.run.answer` uses for every other
question, importing neither the compiler nor the spec model nor the vocabulary. The
rows it returns are `Report.to_json`'s, built by the same `answer_row`; when anything
is stale (or CBWH_SQL_CACHE=off, or the questions file is a generated suite) it takes
the ordinary path.
"""

from __future__ import annotations

import json
from pathlib import Path

from cbwh import TYPE_CHECKING
from cbwh.compile.columns import row_reader
from cbwh.compile.fingerprint import compiler_fingerprint, enabled, shipped_path
from cbwh.run.reading import Row, read_rows
from cbwh.spec.stamp import plan_fingerprint
from cbwh.store.connect import GuardedConnection, execute, open_readonly
from cbwh.tuples import NamedTuple
from cbwh.upstream.questions import is_suite, upstream_records

if TYPE_CHECKING:
    from typing import Any


def answer_row(qid: str, text: str, question_type: str, template: str, answer: str | None,
               ground_truth: str | None, agrees: bool | None, reason: str | None, note: str | None,
               sql: str | None = None, params: list | None = None, evidence: tuple[str, ...] = ()) -> dict[str, Any]:
    """One answered task as `cbwh answer --json` prints it (sql and params unless None, evidence if any)."""
    out: dict[str, Any] = {
        "id": qid, "question": text, "question_type": question_type, "template": template,
        "answer": answer, "ground_truth": ground_truth, "agrees": agrees,
        "status": "ok" if answer is not None else "ambiguous", "reason": reason, "note": note,
    }
    if sql is not None:
        out |= {"sql": sql, "params": params}
    if evidence:
        out["evidence"] = list(evidence)
    return out


def shipped_plans() -> dict[str, dict] | None:
    """Task id -> shipped entry (text, question_type, note, plan, compiled), in task order; None when stale."""
    try:
        with open(shipped_path(), encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None
    if (not isinstance(data, dict) or data.get("fingerprint") != compiler_fingerprint()
            or data.get("plans") != plan_fingerprint()):
        return None
    questions = data["questions"]
    return {qid: questions[qid] for qid in sorted(questions, key=lambda q: int(q.rpartition("-")[2]))}


def current_plans(questions: Path | None) -> dict[str, dict] | None:
    """The shipped entries (`shipped_plans`) when they may answer the catalog's questions: the SQL cache is
    on, the questions file is upstream's (not a generated suite) and both fingerprints are current."""
    if not enabled() or (questions is not None and is_suite(questions)):
        return None
    return shipped_plans()


class Answered(NamedTuple):
    """A catalog question answered from its shipped entry: what `cbwh.run.answer.Result` would tell."""

    text: str
    question_type: str
    answer: str | None
    reason: str | None  # why there is no answer


def answer_entry(conn: GuardedConnection, entry: dict) -> Answered:
    """Run a shipped entry's statement and read its answer with its plan."""
    return Answered(entry["text"], entry["question_type"], *_read_entry(conn, entry["compiled"], entry["plan"]))


def _read_entry(conn: GuardedConnection, compiled: dict, plan: Any) -> tuple[str | None, str | None]:
    checks = [(c["label"], c["expected"], c["what"]) for c in compiled["checks"]]
    cur = execute(conn, compiled["sql"], compiled["params"])
    read = row_reader([d[0] for d in cur.description], [label for label, _, _ in checks])  # the columns looked up once
    rows = [Row(read(r)) for r in cur.fetchall()]
    return read_rows(plan, checks, rows)


def answer_all_rows(db: Path, questions: Path | None) -> list[dict[str, Any]]:
    """Every question answered, as `Report.to_json` rows in task order: from the shipped SQL and plans
    while they are current, else by the ordinary path (`cbwh.run.answering.answer_all`)."""
    rows = _from_shipped(db, questions)
    if rows is None:
        from cbwh.run.answering import answer_all

        rows = [report.to_json() for report in answer_all(db, questions)]
    return rows


def _from_shipped(db: Path, questions: Path | None) -> list[dict[str, Any]] | None:
    """The rows of `answer_all_rows` from what ships, or None when the ordinary path must run."""
    entries = current_plans(questions)
    if entries is None:
        return None
    truth = upstream_records(questions) if questions is not None else {}
    if truth:
        from cbwh.judge import agrees  # (stdlib only, but not needed without ground truths)
    out = []
    conn = open_readonly(db, authorizer=False)  # the compiler's statements only
    try:
        for qid, entry in entries.items():
            compiled = entry["compiled"]
            answer, reason = _read_entry(conn, compiled, entry["plan"])
            upstream = truth.get(qid)
            ground_truth = upstream[1] if upstream is not None else None
            verdict = None if ground_truth is None else agrees(answer, ground_truth)
            out.append(answer_row(qid, entry["text"], entry["question_type"], compiled["template"], answer,
                                  ground_truth, verdict, reason, entry["note"], compiled["sql"], compiled["params"]))
    finally:
        conn.close()
    return out
