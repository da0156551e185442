"""A compiled-SQL cache: compile a (question, semantics) once, reuse the text after.

Building and rendering SQLAlchemy statements costs milliseconds per question (and
importing SQLAlchemy a third of a second); the result only depends on the spec, the
semantics and the compiler's own source. The key covers all three, so editing a
catalog entry or the compiler simply misses the cache. Set CBWH_SQL_CACHE=off to
always compile. A cache that cannot be written is skipped, never an error.

An entry is only a cache: it records its own key and a sha256 of its content, and is
used only if both match and it is well formed; anything else (a truncated, edited or
foreign file) is recompiled and rewritten, so an edited SELECT never answers.
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


def _digest(content: dict) -> str:
    return hashlib.sha256(json.dumps(content, sort_keys=True).encode()).hexdigest()


def _read(path: Path, key: str, question_id: str) -> CompiledQuery | None:
    """The cached compilation, or None on any doubt (then the caller recompiles)."""
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
        content = entry["compiled"]
        if entry.get("key") != key or entry.get("sha256") != _digest(content):
            return None
        compiled = CompiledQuery.from_json(content)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    if compiled.question_id != question_id or json.loads(json.dumps(compiled.to_json())) != content:
        return None
    return compiled


def _write(path: Path, key: str, compiled: CompiledQuery) -> None:
    content = compiled.to_json()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"key": key, "sha256": _digest(content), "compiled": content}), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass


def compile_cached(question: Question, sem: Semantics = DEFAULT) -> CompiledQuery:
    if os.environ.get("CBWH_SQL_CACHE", "on") == "off":
        from cbwh.compile.compiler import compile_question

        return compile_question(question, sem)
    key = _key(question, sem)
    path = cache_root() / "sql" / f"{key}.json"
    compiled = _read(path, key, question.id)
    if compiled is None:
        from cbwh.compile.compiler import compile_question

        compiled = compile_question(question, sem)
        _write(path, key, compiled)
    return compiled
