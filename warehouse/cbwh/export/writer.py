"""Writing task directories safely: inside --out only, whole or not at all.

Each task is built in a temporary sibling directory and renamed into place; an
existing --out that holds something other than a cbwh export is refused unless forced.
"""

from __future__ import annotations

import os
import shutil
import tomllib
from pathlib import Path

from cbwh.errors import UsageError

GENERATOR = "cbwh"


def previous_export(out: Path) -> dict | None:
    """The dataset.toml metadata of an earlier cbwh export in out, if it is one."""
    try:
        data = tomllib.loads((out / "dataset.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        return None
    meta = data.get("metadata", {})
    return meta if meta.get("generator") == GENERATOR else None


def check_out_dir(out: Path, force: bool) -> dict | None:
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} is a file, not a directory")
    previous = previous_export(out) if out.is_dir() else None
    if out.is_dir() and any(out.iterdir()) and previous is None and not force:
        raise UsageError(f"--out {out} is not empty and holds no earlier cbwh export; pass --force to write there anyway")
    return previous


def _write_text(path: Path, text: str, executable: bool) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
    if executable:
        path.chmod(0o755)


def _place_file(src: Path, dst: Path, link: bool) -> None:
    if link:
        try:
            os.link(src, dst)
            return
        except OSError:
            pass  # another filesystem, or links not allowed: copy instead
    shutil.copyfile(src, dst)


def write_task(out: Path, name: str, files: dict[str, tuple[str, bool]], corpus: list[Path], link: bool) -> Path:
    """Build out/name in a temporary sibling, then swap it in."""
    final = out / name
    tmp = out / f".{name}.tmp-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        for folder in sorted({str(Path(rel).parent) for rel in files} | {"environment/files"}):
            (tmp / folder).mkdir(parents=True, exist_ok=True)
        for rel, (text, executable) in files.items():
            _write_text(tmp / rel, text, executable)
        for src in corpus:
            _place_file(src, tmp / "environment" / "files" / src.name, link)
        if final.exists():
            old = out / f".{name}.old-{os.getpid()}"
            os.replace(final, old)
            os.replace(tmp, final)
            shutil.rmtree(old)
        else:
            os.replace(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return final


def write_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    _write_text(tmp, text, False)
    os.replace(tmp, path)


def remove_stale(out: Path, previous: dict | None, keep: set[str]) -> list[str]:
    """Task directories an earlier cbwh export wrote that this one no longer has."""
    if not previous:
        return []
    gone = []
    for name in previous.get("tasks", []):
        path = out / name
        if name not in keep and path.is_dir() and path.parent == out and (path / "task.toml").is_file():
            shutil.rmtree(path)
            gone.append(name)
    return gone
