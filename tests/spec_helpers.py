"""Write test questions in the catalog's own TOML words."""

from __future__ import annotations

from pathlib import Path

from cbwh.run.answer import Result, run_question
from cbwh.spec.catalog import parse_catalog
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.store.connect import open_readonly


def question(body: str, qid: str = "cb-cloud-0"):
    text = f'["{qid}"]\ntype = "comparison_tiebreak"\nquestion = "test"\n{body}\n'
    return parse_catalog(text)[qid]


def ask(db: Path, body: str, sem: Semantics = DEFAULT) -> Result:
    conn = open_readonly(db)
    try:
        return run_question(conn, question(body), sem)
    finally:
        conn.close()
