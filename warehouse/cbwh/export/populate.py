"""`cbwh populate DIR`: restore what `export-tasks --layout thin` leaves out.

deepagents commits only each task's own files and restores the corpus copies and the
invariant verifier files before a run; this does the same for cbwh's tasks (and for any
task directory holding tests/case.json). Every corpus file is checked against the
warehouse manifest first; a file already in place with the right bytes is left alone,
anything missing or different is rewritten (atomically), so running it twice changes
nothing the second time and a populated thin export equals a full export byte for byte.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from cbwh.errors import UsageError
from cbwh.export.files import CORPUS_DIR, names_txt, verifier_files
from cbwh.export.service import corpus_files
from cbwh.export.writer import TEMPORARY, place_file, write_error, write_file
from cbwh.store.connect import open_readonly
from cbwh.store.queries import people_names


@dataclass
class PopulateSummary:
    out: Path
    tasks: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)  # task/relative path, each file written
    unchanged: int = 0


def _digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _put(dst: Path, write) -> None:
    """Write dst through a temporary sibling, then rename it into place."""
    tmp = dst.with_name(f".{dst.name}.tmp-{os.getpid()}")
    try:
        dst.parent.mkdir(parents=True, exist_ok=True)
        tmp.unlink(missing_ok=True)
        write(tmp)
        os.replace(tmp, dst)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise write_error(f"cannot write {dst}", exc) from None


def task_dirs(out: Path) -> list[Path]:
    if not out.is_dir():
        raise UsageError(f"{out} is not a directory")
    tasks = sorted(p for p in out.iterdir() if p.is_dir() and not p.is_symlink() and not TEMPORARY.match(p.name)
                   and (p / "tests" / "case.json").is_file())
    if not tasks:
        raise UsageError(f"{out} holds no task directories (none has tests/case.json)")
    return tasks


def populate(db: Path, out: Path, corpus: Path, rubric: Path, link: bool = False) -> PopulateSummary:
    tasks = task_dirs(out)
    conn = open_readonly(db)
    try:
        sources, _ = corpus_files(conn, corpus)
        names = names_txt(people_names(conn))
    finally:
        conn.close()
    expected = {src.name: _digest(src) for src in sources}
    verifier = verifier_files(rubric.read_text(encoding="utf-8"), names)
    summary = PopulateSummary(out)
    for task in tasks:
        summary.tasks.append(task.name)
        for rel, (text, executable) in verifier.items():
            dst = task / rel
            mode_ok = (os.stat(dst).st_mode & 0o111 != 0) == executable if dst.is_file() else False
            if mode_ok and dst.read_bytes() == text.encode("utf-8"):
                summary.unchanged += 1
                continue
            _put(dst, lambda tmp, text=text, executable=executable: write_file(tmp, text, executable))
            summary.restored.append(f"{task.name}/{rel}")
        for src in sources:
            dst = task / CORPUS_DIR / src.name
            if _digest(dst) == expected[src.name]:
                summary.unchanged += 1
                continue
            _put(dst, lambda tmp, src=src: place_file(src, tmp, link))
            summary.restored.append(f"{task.name}/{CORPUS_DIR}/{src.name}")
    return summary
