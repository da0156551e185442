"""`cbwh answer` (catalog tasks) and `cbwh ask` (English questions): their options.

The functions are in `cbwh.cli.answer_run` (click-free, for the lean path `cbwh.cli.lean`);
after changing an option here, regenerate the lean table: python -m cbwh.cli.lean
"""

from __future__ import annotations

import click

from cbwh.cli import answer_run
from cbwh.cli.options import corpus_option, db_option, lean_command, output_flags, questions_option

_SQL_HELP = "Show the compiled SQL, pretty-printed, with its bound values."

answer = lean_command(
    "answer", answer_run.answer,
    click.argument("task_id", required=False),
    click.option("--all", "all_", is_flag=True, help="Answer every catalog question; print a table and a summary."),
    click.option("--explain", is_flag=True, help="Show the chain of evidence."),
    click.option("--sql", "show_sql", is_flag=True, help=_SQL_HELP),
    output_flags, db_option, questions_option, corpus_option,
)

ask = lean_command(
    "ask", answer_run.ask,
    click.argument("question"),
    click.option("--explain", is_flag=True, help="Show the chain of evidence."),
    click.option("--sql", "show_sql", is_flag=True, help=_SQL_HELP),
    click.option("--json", "as_json", is_flag=True, help="Print answer, status, reason, spec and sql as JSON."),
    db_option,
)
