-- additive: 0002 graded agent runs (`cbwh grade --save`); nothing else reads these tables, so a
-- warehouse without them still answers questions, and `cbwh grade --save` upgrades it in place.
-- Rendered from cbwh.store.schema (python -m cbwh.store.schema prints every table).

CREATE TABLE graded_jobs (
	job TEXT NOT NULL,
	graded_at TEXT NOT NULL,
	corpus_sha256 TEXT NOT NULL,
	cbwh_version TEXT NOT NULL,
	trials INTEGER NOT NULL,
	PRIMARY KEY (job)
);

CREATE TABLE graded_trials (
	job TEXT NOT NULL,
	trial TEXT NOT NULL,
	task TEXT NOT NULL,
	task_id TEXT NOT NULL,
	question_type TEXT NOT NULL,
	verdict TEXT NOT NULL,
	agent TEXT NOT NULL,
	model TEXT,
	reward FLOAT,
	reward_source TEXT,
	rescored FLOAT,
	exception TEXT,
	answer TEXT,
	sql_answer TEXT,
	ground_truth TEXT,
	PRIMARY KEY (job, trial),
	FOREIGN KEY(job) REFERENCES graded_jobs (job)
);

CREATE INDEX ix_graded_trials_model ON graded_trials (model);

CREATE INDEX ix_graded_trials_task_id ON graded_trials (task_id);

CREATE TABLE graded_labels (
	job TEXT NOT NULL,
	trial TEXT NOT NULL,
	label TEXT NOT NULL,
	family TEXT NOT NULL,
	readings TEXT NOT NULL,
	evidence TEXT NOT NULL,
	PRIMARY KEY (job, trial),
	FOREIGN KEY(job, trial) REFERENCES graded_trials (job, trial)
);

CREATE INDEX ix_graded_labels_label ON graded_labels (label);
