"""In-process timing of `cbwh ask`: parse one question and answer it.

Each of the 100 catalog question texts is parsed, its anchors checked, compiled and run
through the library call behind `cbwh ask`, after one warm-up pass (imports, SQLite page
cache). Reported: the median per question with the compiled-SQL cache off (every
question built and rendered with SQLAlchemy) and on (the cache filled by the warm-up).

Usage: python benchmarks/bench_ask.py [--db PATH] [--corpus DIR]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from common import arguments


def per_question(db: Path, texts: list[str]) -> list[float]:
    from cbwh.ask.service import ask

    out = []
    for text in texts:
        start = time.perf_counter()
        ask(db, text)
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    args = arguments(runs=1)
    tmp = Path(tempfile.mkdtemp())
    os.environ["CBWH_CACHE"] = str(tmp / "cache")
    from cbwh.spec.catalog import load_catalog
    from cbwh.store.ingest import ingest

    db = tmp / "cbwh.db"
    ingest(Path(args.corpus), db)
    texts = [q.text for q in load_catalog().values()]
    per_question(db, texts)  # warm-up: imports, page cache, fills the SQL cache
    warm = per_question(db, texts)
    os.environ["CBWH_SQL_CACHE"] = "off"
    cold = per_question(db, texts)
    print("cbwh ask, in-process, per question (100 questions)")
    print(f"  compiled each time (CBWH_SQL_CACHE=off): median {statistics.median(cold) * 1000:6.1f} ms, max {max(cold) * 1000:6.1f} ms")
    print(f"  compiled SQL cached:                     median {statistics.median(warm) * 1000:6.1f} ms, max {max(warm) * 1000:6.1f} ms")


if __name__ == "__main__":
    sys.exit(main())
