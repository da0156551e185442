"""Options shared by several commands."""

from __future__ import annotations

import click

db_option = click.option(
    "--db", "db", envvar="CBWH_DB", default="cbwh.db", show_default=True, type=click.Path(dir_okay=False),
    help="Warehouse database file (env CBWH_DB).",
)
corpus_option = click.option(
    "--corpus", "corpus", envvar="CBWH_CORPUS", type=click.Path(file_okay=False),
    help="Corpus directory holding the 10 .txt files (env CBWH_CORPUS; default: the pinned download cache).",
)
questions_option = click.option(
    "--questions", "questions", envvar="CBWH_QUESTIONS", type=click.Path(dir_okay=False),
    help="filesystem_cloud.jsonl, for the upstream ground truth (env CBWH_QUESTIONS; default: beside the corpus).",
)


def find_questions(questions, corpus):
    """The upstream questions file if it can be found (it is only compared with)."""
    from cbwh.errors import CorpusNotFound
    from cbwh.upstream.locate import questions_file

    try:
        return questions_file(questions, corpus)
    except CorpusNotFound:
        if questions:
            raise
        return None

