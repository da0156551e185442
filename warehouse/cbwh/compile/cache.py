"""A compiled-SQL cache: compile a (question, semantics) once, reuse the text after.

Building and rendering SQLAlchemy statements costs milliseconds per question (and
importing SQLAlchemy a third of a second); the result only depends on the spec, the
semantics and the compiler's own source. The key covers all three, so editing a
catalog entry or the compiler simply misses the cache. Set CBWH_SQL_CACHE=off to
always compile. A cache that cannot be written is skipped, never an error.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

from cbwh import __version__
from cbwh.compile.query import CompiledQuery
from cbwh.spec.model import Question
from cbwh.spec.semantics import DEFAULT, Semantics
from cbwh.upstream.locate import cache_root


@lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """sha256 over the sources the SQL depends on."""
    package = Path(__file__).parent.parent
    sources = sorted((package / "compile").glob("*.py")) + sorted((package / "spec").glob("*.py"))
    sources += [package / "store" / "schema.py", package / "layout.py"]
    digest = hashlib.sha256(__version__.encode())
    for path in sources:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _key(question: Question, sem: Semantics) -> str:
    text = f"{compiler_fingerprint()}\n{question.id}\n{question.output!r}\n{sem!r}"
    return hashlib.sha256(text.encode()).hexdigest()


def _read(path: Path) -> CompiledQuery | None:
    try:
        return CompiledQuery.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write(path: Path, compiled: CompiledQuery) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(compiled.to_json()), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


def compile_cached(question: Question, sem: Semantics = DEFAULT) -> CompiledQuery:
    if os.environ.get("CBWH_SQL_CACHE", "on") == "off":
        from cbwh.compile.compiler import compile_question

        return compile_question(question, sem)
    path = cache_root() / "sql" / f"{_key(question, sem)}.json"
    compiled = _read(path)
    if compiled is None:
        from cbwh.compile.compiler import compile_question

        compiled = compile_question(question, sem)
        _write(path, compiled)
    return compiled
