"""The pinned upstream files (vendor/pin.toml): source, checksums, line counts."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources


@dataclass(frozen=True)
class PinnedFile:
    path: str  # relative to the upstream root, e.g. "files/pets.txt"
    sha256: str
    lines: int


@dataclass(frozen=True)
class Pin:
    repository: str
    commit: str
    base_url: str
    files: tuple[PinnedFile, ...]


@lru_cache(maxsize=1)
def load_pin() -> Pin:
    data = tomllib.loads(resources.files("cbwh.vendor").joinpath("pin.toml").read_text(encoding="utf-8"))
    src = data["source"]
    files = tuple(PinnedFile(path, e["sha256"], e["lines"]) for path, e in data["files"].items())
    return Pin(src["repository"], src["commit"], src["base_url"], files)
