"""The upstream questions file: text, ground truth and metadata per task, for comparison only."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from cbwh.errors import CorpusNotFound


@dataclass(frozen=True)
class Upstream:
    id: str
    input: str
    ground_truth: str
    question_type: str
    difficulty: str


def load_upstream(path: Path) -> dict[str, Upstream]:
    out = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CorpusNotFound(f"cannot read the questions file {path}: {exc.strerror}") from None
    for i, line in enumerate(lines):
        try:
            d = json.loads(line)
            extra = d["agent_args"]["extra"]
            out[f"cb-cloud-{i}"] = Upstream(f"cb-cloud-{i}", d["input"], str(d["ground_truth"]),
                                            extra["question_type"], extra["difficulty"])
        except (ValueError, KeyError, TypeError) as exc:
            raise CorpusNotFound(f"{path.name}:{i + 1}: not a Context-Bench question line ({exc})") from None
    return out
