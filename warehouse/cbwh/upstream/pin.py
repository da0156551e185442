"""The pinned upstream files (vendor/pin.toml): source, checksums, line counts."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from cbwh.tuples import NamedTuple

# (a path beside the package, not importlib.resources, and NamedTuple, not dataclasses: `answer` reads the pin to find
# the questions file when it is not beside the corpus, and those imports were a ninth of `answer --all`'s instructions)
_PIN = Path(__file__).resolve().parent.parent / "vendor" / "pin.toml"


class PinnedFile(NamedTuple):
    path: str  # relative to the upstream root, e.g. "files/pets.txt"
    sha256: str
    lines: int


class Pin(NamedTuple):
    repository: str
    commit: str
    base_url: str
    files: tuple[PinnedFile, ...]


@lru_cache(maxsize=1)
def load_pin() -> Pin:
    data = tomllib.loads(_PIN.read_text(encoding="utf-8"))
    src = data["source"]
    files = tuple(PinnedFile(path, e["sha256"], e["lines"]) for path, e in data["files"].items())
    return Pin(src["repository"], src["commit"], src["base_url"], files)
