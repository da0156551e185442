"""Named task subsets: deepagents' 30-task calibration selection."""

from __future__ import annotations

import json
from pathlib import Path

from cbwh.errors import UsageError

SUBSETS = ("deepagents-30",)


def load_subset(name: str, calibration: Path | None) -> dict[str, str]:
    """Task id -> calibrated tier, in task order."""
    if name not in SUBSETS:
        raise UsageError(f"unknown subset {name!r}; known: {', '.join(SUBSETS)}")
    if calibration is None:
        raise UsageError(f"--subset {name} needs its calibration.json (--calibration)")
    try:
        tasks = json.loads(calibration.read_text(encoding="utf-8"))["tasks"]
        tiers = {qid: str(entry["tier"]) for qid, entry in tasks.items()}
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise UsageError(f"{calibration}: not a deepagents calibration file ({exc})") from None
    return dict(sorted(tiers.items(), key=lambda kv: int(kv[0].rsplit("-", 1)[1])))
