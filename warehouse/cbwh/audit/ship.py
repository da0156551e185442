"""Write the compiled SQL that ships with cbwh: `python -m cbwh.audit.ship [CORPUS_DIR]`.

First what `python -m cbwh.compile.ship` writes (the 100 questions under the default reading,
the lookup templates, the parsed catalog), then every other statement the audit of the 100
questions compiles (their readings and family statements: ~2,400 entries, ~1,300 distinct
statements, 7 MB of SQL), and each catalog question's named-parameter query (`cbwh serve`'s canned
queries, `compile.named`: 100 entries), into questions/readings.json.xz (~70 KB), stamped with the compiler's
fingerprint (`cbwh.compile.cache.shipped_readings`), and the CRC-32 of each entry's key into questions/readings.keys
(a miss ruled out without decompressing them). The audit runs on the corpus given, else
$CBWH_CORPUS or the pinned download (`cbwh fetch`): which readings a question has depends on
the corpus (the pets sharing an anchor's name), the SQL of each does not. Run it after changing
the compiler, the schema, the specs, the catalog or the readings the audit tries; the test suite
fails until the shipped files are current.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from cbwh.audit.auditing import audit
from cbwh.compile import ship as compile_ship
from cbwh.compile.cache import compiled_afresh, encode_reading_keys, encode_readings, shipped_reading_keys, shipped_readings
from cbwh.compile.fingerprint import enabled, shipped_reading_keys_path, shipped_readings_path
from cbwh.compile.named import named_query
from cbwh.errors import CbwhError
from cbwh.spec.catalog import load_catalog
from cbwh.store.ingest import ingest
from cbwh.upstream.locate import corpus_dir, questions_file


def build(db: Path, questions: Path, ids: tuple[str, ...] = ()) -> dict[str, tuple[str, dict]]:
    """Every entry the audit of these questions (all 100 when no ids) asks the SQL cache for, and each one's named query
    (`cbwh serve`), each compiled now (`compile.cache.compiled_afresh`; one process, so every entry is seen)."""
    if not enabled():
        raise CbwhError("CBWH_SQL_CACHE=off: the audit compiles without the cache, so its statements cannot be collected")
    with compiled_afresh() as built:
        audit(db, questions, ids, workers=1)
        for qid, question in load_catalog().items():
            if not ids or qid in ids:
                named_query(question)
    return dict(built)


def build_from_corpus(corpus: str | None = None) -> dict[str, tuple[str, dict]]:
    """build() on a warehouse ingested from the corpus (in a temporary folder)."""
    files = corpus_dir(corpus)
    with tempfile.TemporaryDirectory(prefix="cbwh-ship-") as tmp:
        db = Path(tmp) / "cbwh.db"
        ingest(files, db)
        return build(db, questions_file(None, str(files)))


def write(corpus: str | None = None, path: Path | None = None) -> Path:
    """Both shipped files, as the compiler builds them now; returns the readings' path."""
    compile_ship.write()
    entries = build_from_corpus(corpus)
    path = path or shipped_readings_path()
    path.write_bytes(encode_readings(entries))
    (path.parent / shipped_reading_keys_path().name).write_text(encode_reading_keys(entries), encoding="ascii")
    shipped_readings.cache_clear()
    shipped_reading_keys.cache_clear()
    return path


if __name__ == "__main__":
    try:
        print(f"wrote {write(sys.argv[1] if len(sys.argv) > 1 else None)}")
    except CbwhError as e:
        sys.exit(f"Error: {e}")
