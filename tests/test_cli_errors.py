"""Paths that cannot be read or written end in one clean line, never a traceback."""

from __future__ import annotations


def test_database_under_a_file_is_a_clean_error(run, mini_dir, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    result = run("ingest", "--corpus", mini_dir, "--db", blocker / "cbwh.db")
    assert result.exit_code == 1
    assert result.output.startswith("Error: ") and "Traceback" not in result.output
    assert str(blocker) in result.output


def test_unwritable_report_path_is_a_clean_error(run, real_db, questions_path, tmp_path):
    result = run("audit", "--ids", "cb-cloud-1", "--db", real_db, "--questions", questions_path,
                 "--markdown", tmp_path / "missing-dir" / "audit.md")
    assert result.exit_code == 1
    assert result.output.strip() == f"Error: No such file or directory: {tmp_path / 'missing-dir' / 'audit.md'}"


def test_export_under_a_file_is_a_clean_error(run, real_db, corpus_dir, questions_path, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    result = run("export-tasks", "--out", blocker / "tasks", "--ids", "cb-cloud-1", "--db", real_db,
                 "--corpus", corpus_dir, "--questions", questions_path, "--rubric", corpus_dir.parent / "rubric.txt")
    assert result.exit_code == 1 and result.output.startswith("Error: ") and "Traceback" not in result.output
