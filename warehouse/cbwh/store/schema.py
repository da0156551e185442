"""SQLAlchemy Core metadata for the warehouse, built from `cbwh.layout`.

The compiler builds its queries against these Table objects. The migrations in
`migrations/` are the DDL this metadata renders (`python -m cbwh.store.schema`
prints it); a test checks that applying the migrations yields exactly this schema.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, ForeignKey, ForeignKeyConstraint, Index, Integer, MetaData, Table, Text
from sqlalchemy.schema import CreateIndex, CreateTable

from cbwh import layout

metadata = MetaData()


def _field_columns(field: layout.Field) -> list[Column]:
    if field.kind == layout.YEAR:
        return [Column(field.key, Integer, nullable=False)]
    if field.kind == layout.MONEY:
        return [Column(field.key, Text, nullable=False), Column(f"{field.key}_cents", Integer, nullable=False)]
    if field.kind == layout.EXPIRY:
        return [Column(field.key, Text, nullable=False), Column(f"{field.key}_month", Text, nullable=False)]
    return [Column(field.key, Text, nullable=False)]


def _table(spec: layout.Table) -> Table:
    cols: list[Column] = [Column(spec.id_key, Text, primary_key=True)]
    if spec is not layout.PEOPLE:
        cols.append(Column("owner_id", Text, ForeignKey("people.person_id"), nullable=False))
    for field in spec.fields[1:]:
        cols.extend(_field_columns(field))
    table = Table(spec.name, metadata, *cols)
    if spec is not layout.PEOPLE:
        Index(f"ix_{spec.name}_owner_id", table.c.owner_id)
    for field in spec.fields[1:]:
        if field.indexed:
            Index(f"ix_{spec.name}_{field.key}", table.c[field.key])
    return table


SQL_TABLES: dict[str, Table] = {spec.name: _table(spec) for spec in layout.TABLES}

corpus_files = Table(
    "corpus_files", metadata,
    Column("file_name", Text, primary_key=True),
    Column("sha256", Text, nullable=False),
    Column("lines", Integer, nullable=False),
    Column("records", Integer, nullable=False),
    comment="the corpus manifest: each ingested file, its sha256, lines and records",
)

cbwh_meta = Table(
    "cbwh_meta", metadata,
    Column("key", Text, primary_key=True),
    Column("value", Text, nullable=False),
    comment="the cbwh version that built the warehouse, and the corpus checksum",
)

# Graded agent runs (`cbwh grade --save`, migration 0002): one row per job, per trial, per wrong answer.
graded_jobs = Table(
    "graded_jobs", metadata,
    Column("job", Text, primary_key=True),
    Column("graded_at", Text, nullable=False),
    Column("corpus_sha256", Text, nullable=False),
    Column("cbwh_version", Text, nullable=False),
    Column("trials", Integer, nullable=False),
    comment="Harbor jobs graded by `cbwh grade --save`, against this corpus",
)

graded_trials = Table(
    "graded_trials", metadata,
    Column("job", Text, ForeignKey("graded_jobs.job"), primary_key=True),
    Column("trial", Text, primary_key=True),
    Column("task", Text, nullable=False),
    Column("task_id", Text, nullable=False),
    Column("question_type", Text, nullable=False),
    Column("verdict", Text, nullable=False),
    Column("agent", Text, nullable=False),
    Column("model", Text),
    Column("reward", Float),
    Column("reward_source", Text),
    Column("rescored", Float),
    Column("exception", Text),
    Column("answer", Text),
    Column("sql_answer", Text),
    Column("ground_truth", Text),
    comment="each graded trial: its reward as Harbor recorded it and re-scored against the SQL answer",
)
Index("ix_graded_trials_task_id", graded_trials.c.task_id)
Index("ix_graded_trials_model", graded_trials.c.model)

graded_labels = Table(
    "graded_labels", metadata,
    Column("job", Text, primary_key=True),
    Column("trial", Text, primary_key=True),
    Column("label", Text, nullable=False),
    Column("family", Text, nullable=False),
    Column("readings", Text, nullable=False),
    Column("evidence", Text, nullable=False),
    ForeignKeyConstraint(["job", "trial"], ["graded_trials.job", "graded_trials.trial"]),
    comment="the label and evidence of each wrong answer",
)
Index("ix_graded_labels_label", graded_labels.c.label)


def ddl() -> str:
    """The CREATE statements for the whole schema, in dependency order."""
    from sqlalchemy.dialects import sqlite

    dialect = sqlite.dialect()
    parts = []
    for table in metadata.sorted_tables:
        create = str(CreateTable(table).compile(dialect=dialect)).strip()
        parts.append("\n".join(line.rstrip() for line in create.splitlines()) + ";")
        for index in sorted(table.indexes, key=lambda i: str(i.name)):
            parts.append(str(CreateIndex(index).compile(dialect=dialect)).strip() + ";")
    return "\n\n".join(parts) + "\n"


if __name__ == "__main__":
    print(ddl(), end="")
