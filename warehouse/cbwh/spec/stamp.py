"""Fingerprints of what ships parsed with the package: the catalog (`cbwh.spec.catalog`) and the
catalog's reading plans (`cbwh.spec.plan`). Plain Python, so the answer path checks them
without importing the spec model.
"""

from __future__ import annotations

import zlib
from pathlib import Path

# The code that turns the catalog's text into specs. (Its one other input, the short key names
# `cbwh.spec.words.KEYS`, is left out so that an edit of the vocabulary need not re-ship the
# catalog; the test suite fails if the shipped parse differs from a fresh one.)
READ_BY = ("catalog.py", "model.py")
# ... and the code that turns specs into reading plans (the vocabulary left out likewise: the
# test suite fails if a shipped plan differs from a fresh one).
PLANNED_BY = ("plan.py", "values.py")


def catalog_path() -> Path:
    import cbwh.questions

    return Path(cbwh.questions.__file__).parent / "catalog.toml"


def catalog_fingerprint(text: bytes, code: tuple[str, ...] = READ_BY) -> str:
    """CRC-32, Adler-32 and length of the catalog's text and of the code (spec/ modules) that reads it."""
    here = Path(__file__).parent
    data = b"\0".join([text] + [(here / name).read_bytes() for name in code])
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def plan_fingerprint() -> str:
    """The fingerprint of the catalog's reading plans: its text, and the code that reads and plans it."""
    return catalog_fingerprint(catalog_path().read_bytes(), READ_BY + PLANNED_BY)
