"""Where the compiled SQL ships, whether it is used, and the compiler's fingerprint (what the SQL
depends on besides a question's spec).

Plain Python (no spec model, no SQLAlchemy), so the answer path (`cbwh.run.shipped`) can tell
shipped SQL made by this compiler from stale SQL without importing the compiler
(`cbwh.compile.cache` keeps and reads it for everyone else).
"""

from __future__ import annotations

import os
import zlib
from functools import lru_cache
from pathlib import Path

from cbwh import __version__

# What the SQL depends on, given a spec: the compiler, the specs' and readings' types, the schema.
_SOURCES = ("compile/*.py", "spec/model.py", "spec/semantics.py", "store/schema.py", "layout.py")
_NOT_SQL = {"cache.py", "ship.py", "fingerprint.py"}  # where compiled SQL is kept, not how it is built


@lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """CRC-32, Adler-32 and length of cbwh's version and the sources the SQL depends on.

    It tells an edited compiler from the one that built the shipped SQL (zlib's checksums:
    hashlib would cost a warm run more than the rest of its imports)."""
    package = Path(__file__).parent.parent
    chunks = [__version__.encode()]
    for pattern in _SOURCES:
        for path in sorted(package.glob(pattern)):
            if path.name not in _NOT_SQL:
                chunks += [path.name.encode(), path.read_bytes()]
    data = b"\0".join(chunks)
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


SHIPPED_NAME = "compiled.json"
READINGS_NAME = "readings.json.xz"
READING_KEYS_NAME = "readings.keys"


def shipped_path() -> Path:
    """questions/compiled.json, written by `python -m cbwh.compile.ship`."""
    import cbwh.questions

    return Path(cbwh.questions.__file__).parent / SHIPPED_NAME


def shipped_readings_path() -> Path:
    """questions/readings.json.xz: the statements the audit of the catalog compiles, written by
    `python -m cbwh.audit.ship`."""
    return shipped_path().with_name(READINGS_NAME)


def shipped_reading_keys_path() -> Path:
    """questions/readings.keys: which entries the shipped readings hold (a CRC-32 of each key), beside them."""
    return shipped_path().with_name(READING_KEYS_NAME)


def enabled() -> bool:
    """Is compiled SQL kept and reused (shipped and cached)? CBWH_SQL_CACHE=off always compiles."""
    return os.environ.get("CBWH_SQL_CACHE", "on") != "off"
