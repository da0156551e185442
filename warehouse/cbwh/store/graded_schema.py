"""The graded-runs tables (migration 0002) as SQLAlchemy metadata, on the warehouse's MetaData.

Kept out of store/schema.py on purpose: the compiled SQL depends on schema.py (its source
is part of the SQL cache's fingerprint), and these tables play no part in any question.
tests/test_schema.py checks that the migrations build exactly this metadata.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, ForeignKey, ForeignKeyConstraint, Index, Integer, Table, Text

from cbwh.store.schema import metadata

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
