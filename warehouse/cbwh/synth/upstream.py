"""The shipped default profile: the public corpus measured, plus the synth choices its statistics imply.

Regenerate after a change to the statistics with
`python -m cbwh.synth.upstream cbwh.db > warehouse/cbwh/synth/upstream.json`
(the database ingested from the public corpus); a test re-measures and compares.
"""

from __future__ import annotations

import sys
from pathlib import Path

from cbwh.profile.model import Profile
from cbwh.run.profile import measure
from cbwh.synth.settings import settings


def build(db: Path) -> Profile:
    measured = measure(db)
    source = {"corpus_sha256": measured.source["corpus_sha256"], "people": measured.source["people"],
              "measured_by": "cbwh profile --json of the public Context-Bench corpus"}
    return Profile(measured.statistics, source, settings(measured, str(db)).to_json())


if __name__ == "__main__":
    sys.stdout.write(build(Path(sys.argv[1])).dumps())
