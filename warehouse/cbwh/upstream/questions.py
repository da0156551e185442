"""The upstream questions file (`filesystem_cloud.jsonl`) line by line, in plain data.

`cbwh.run.truth` builds its records from these; the answer path (`cbwh.run.shipped`)
reads the ground truths here without importing the spec model.
"""

from __future__ import annotations

import json
from pathlib import Path

from cbwh.errors import CorpusNotFound


def upstream_records(path: Path) -> dict[str, tuple[str, str, str, str]]:
    """Task id (cb-cloud-<line>) -> (input, ground_truth, question_type, difficulty) of every line."""
    out = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CorpusNotFound(f"cannot read the questions file {path}: {exc.strerror}") from None
    for i, line in enumerate(lines):
        try:
            d = json.loads(line)
            extra = d["agent_args"]["extra"]
            out[f"cb-cloud-{i}"] = (d["input"], str(d["ground_truth"]), extra["question_type"], extra["difficulty"])
        except (ValueError, KeyError, TypeError) as exc:
            raise CorpusNotFound(f"{path.name}:{i + 1}: not a Context-Bench question line ({exc})") from None
    return out


def is_suite(path: Path) -> bool:
    """Does the file's first line carry a program (a suite written by `cbwh generate`)?"""
    try:
        with path.open(encoding="utf-8") as f:
            first = f.readline()
        return "program" in json.loads(first)
    except (OSError, ValueError, TypeError):
        return False
