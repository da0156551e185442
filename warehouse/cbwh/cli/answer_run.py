"""What `cbwh answer` (catalog tasks) and `cbwh ask` (English questions) do and print.

Click-free, so that the lean path (`cbwh.cli.lean`) calls them directly; their options
are declared once, with click, in `cbwh.cli.answering`.
"""

from __future__ import annotations

from cbwh.cli.plain import Usage, echo, echo_objects, find_questions, with_format


@with_format
def answer(task_id, all_, explain, show_sql, fmt, db, questions, corpus):
    """Answer a Context-Bench task (e.g. cb-cloud-1) by compiling it to SQL.

    Prints the answer alone. An ambiguous question prints why on stderr and exits 3.
    --json, --nl and --csv print the task as a row (id, question, question_type,
    template, answer, ground_truth, agrees, status, reason, note, sql, params): one
    JSON object for one task, every task with --all, whose table is the summary view.
    """

    if all_ == bool(task_id):
        raise Usage("give one task id (e.g. cb-cloud-1) or --all")
    qfile = find_questions(questions, corpus)
    if all_:
        from pathlib import Path

        from cbwh.run.shipped import answer_all_rows  # the catalog's shipped SQL and reading plans

        rows = answer_all_rows(Path(db), qfile)
        echo_objects(fmt, rows, lambda: _all_table(rows))
        return
    from cbwh.api import Warehouse
    from cbwh.format import as_json as dump

    report = Warehouse(db, qfile).answer(task_id, explain=explain)
    if fmt == "json":
        echo(dump(report.to_json()))
        _exit_if_ambiguous(report)
        return
    if fmt in ("nl", "csv"):
        echo_objects(fmt, [report.to_json()], str)
        return
    _print_report(report, show_sql, task_id)


def _exit_if_ambiguous(report) -> None:
    """The documented exit code 3 holds whatever the format (the reason is in the JSON)."""
    if report.result.answer is None:
        raise SystemExit(3)


def _verdict(row) -> str:
    if row["status"] != "ok":
        return "ambiguous"
    return {True: "agrees", False: "differs", None: "-"}[row["agrees"]]


def _all_table(objects) -> str:
    from collections import Counter

    from cbwh.format import as_table

    rows = [(o["id"], o["question_type"], o["answer"] or "-", "-" if o["ground_truth"] is None else o["ground_truth"],
             _verdict(o)) for o in objects]
    counts = Counter(v for *_, v in rows)
    plural = {"agrees": "agree", "differs": "differ", "-": "without ground truth"}
    summary = f"{len(rows)} tasks: " + ", ".join(f"{n} {plural.get(v, v)}" for v, n in counts.most_common())
    return as_table(["id", "type", "answer", "ground truth", "verdict"], rows) + "\n" + summary


def ask(question, explain, show_sql, as_json, db):
    """Answer an English question in the Context-Bench style.

    A question outside the grammar is refused (exit 2) with the position of the part
    that could not be understood. An ambiguous question exits 3.
    """

    from cbwh.api import Warehouse
    from cbwh.format import as_json as dump

    report = Warehouse(db).ask(question, explain=explain)
    if as_json:
        from cbwh.spec.codec import encode

        echo(dump(report.to_json() | {"spec": encode(report.result.question.output)}))
        _exit_if_ambiguous(report)
        return
    _print_report(report, show_sql, "question")


def _print_report(report, show_sql: bool, label: str) -> None:
    """The answer alone; or the evidence; the SQL on request; ambiguity on stderr, exit 3."""
    result = report.result
    if report.evidence:
        echo("\n".join(report.evidence))
    if show_sql:
        echo(result.compiled.pretty_sql() + ";")
        echo(f"-- bound values: {list(result.compiled.params)!r}")
    if result.answer is None:
        echo(f"{label}: ambiguous: {result.reason}", err=True)
        raise SystemExit(3)
    if not report.evidence:
        echo(result.answer)
