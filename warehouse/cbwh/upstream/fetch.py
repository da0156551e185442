"""`cbwh fetch`: download the pinned upstream files with pooch, checksums verified.

pooch downloads each file to a temporary name and moves it into place only after
its sha256 matched, so a mismatch leaves nothing half-written in the cache.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from cbwh.errors import FetchError
from cbwh.upstream.locate import pinned_dir
from cbwh.upstream.pin import load_pin


@dataclass(frozen=True)
class FetchResult:
    directory: Path
    files: list[Path]


def fetch(base_url: str | None = None, dest: Path | None = None) -> FetchResult:
    """Download (or reuse, when already verified) every pinned file."""
    import pooch

    pin = load_pin()
    dest = dest or pinned_dir()
    url = base_url or os.environ.get("CBWH_PIN_BASE_URL") or pin.base_url
    registry = {f.path: f"sha256:{f.sha256}" for f in pin.files}
    retries = int(os.environ.get("CBWH_FETCH_RETRIES", "2"))
    store = pooch.create(path=dest, base_url=url.rstrip("/") + "/", registry=registry, retry_if_failed=retries)
    got = []
    for f in pin.files:
        try:
            got.append(Path(store.fetch(f.path, progressbar=False)))
        except ValueError as exc:  # pooch's checksum mismatch
            raise FetchError(f"{f.path}: downloaded file does not match the pinned sha256; nothing was kept ({exc})") from None
        except Exception as exc:  # network and HTTP errors, whatever the transport raises
            raise FetchError(f"{f.path}: download from {url} failed: {exc}") from None
    return FetchResult(dest, got)
