"""Writing task directories safely: inside --out only, whole or not at all.

Each task is built in a temporary sibling directory (`.NAME.tmp-PID`) and renamed into
place. An --out is recognised as cbwh's when its dataset.toml says so, or, after a run
that was killed before writing dataset.toml, when everything in it is a cbwh task or a
cbwh temporary; anything else is refused unless forced. dataset.toml is removed before
the first task is replaced and written last, so it never lists tasks that are not
there. Temporaries left by killed runs (their process is gone) are removed.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from cbwh.errors import ExportError, UsageError

GENERATOR = "cbwh"
DATASET_TOML = "dataset.toml"
TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?:tmp|old)-(?P<pid>\d+)$")


@dataclass
class OutDir:
    """What --out holds before this export."""

    path: Path
    is_cbwh: bool = False
    tasks: list[str] = field(default_factory=list)  # cbwh task directories found in it
    debris: list[Path] = field(default_factory=list)  # temporaries of runs that are gone


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's live process
    return True


def is_cbwh_task(path: Path) -> bool:
    """A task directory cbwh wrote: its task.toml carries cbwh's metadata."""
    try:
        meta = tomllib.loads((path / "task.toml").read_text(encoding="utf-8")).get("metadata", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    return isinstance(meta, dict) and "cbwh_version" in meta and meta.get("source") == "contextbench"


def _dataset_generator(out: Path) -> str | None:
    try:
        data = tomllib.loads((out / DATASET_TOML).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    meta = data.get("metadata", {})
    return meta.get("generator") if isinstance(meta, dict) else None


def inspect_out_dir(out: Path) -> OutDir:
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} is a file, not a directory")
    found = OutDir(out)
    if not out.is_dir():
        return found
    others = []
    for entry in sorted(out.iterdir()):
        temp = TEMPORARY.match(entry.name)
        if temp:
            if not _alive(int(temp["pid"])):
                found.debris.append(entry)
        elif entry.name == DATASET_TOML:
            continue
        elif entry.is_dir() and not entry.is_symlink() and is_cbwh_task(entry):
            found.tasks.append(entry.name)
        else:
            others.append(entry)
    if (out / DATASET_TOML).exists():
        # files the user added beside an export are kept, never removed
        found.is_cbwh = _dataset_generator(out) == GENERATOR
    else:  # an export killed before its dataset.toml: only cbwh's tasks and temporaries
        found.is_cbwh = not others and bool(found.tasks or found.debris)
    return found


def check_out_dir(out: Path, force: bool) -> OutDir:
    found = inspect_out_dir(out)
    if out.is_dir() and any(out.iterdir()) and not found.is_cbwh and not force:
        raise UsageError(f"--out {out} is not empty and holds no earlier cbwh export; pass --force to write there anyway")
    return found


def remove_debris(found: OutDir) -> list[Path]:
    """Temporaries left by killed runs."""
    for path in found.debris:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
    return found.debris


def retire_dataset_toml(out: Path) -> None:
    """Before tasks change, the old listing goes: a failed run must not leave it stale."""
    try:
        (out / DATASET_TOML).unlink(missing_ok=True)
    except OSError as exc:
        raise write_error(f"cannot remove {out / DATASET_TOML}", exc) from None


def write_error(what: str, exc: OSError) -> ExportError:
    where = f" ({exc.filename})" if exc.filename and str(exc.filename) not in what else ""
    return ExportError(f"{what}: {exc.strerror or exc}{where}")


@lru_cache(maxsize=64)
def _encoded(text: str) -> bytes:
    """UTF-8 bytes of a file's text; the files every task shares are encoded once."""
    return text.encode("utf-8")


def write_file(path: str | Path, text: str, executable: bool) -> None:
    """Write text (UTF-8, as given: LF) with one open, one write, one close (and a chmod if executable)."""
    data = _encoded(text) if len(text) < 65536 else text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        if executable:
            os.fchmod(fd, 0o755)
    finally:
        os.close(fd)


_open_sources: dict[Path, tuple[int, int]] = {}  # while `sources_open`: corpus file -> (fd, size)


@contextmanager
def sources_open(paths: list[Path]) -> Iterator[None]:
    """Keep the corpus files open while tasks are written: each is opened once, not once per task."""
    opened = []
    try:
        for path in paths:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
            opened.append(fd)
            _open_sources[path] = (fd, os.fstat(fd).st_size)
        yield
    finally:
        for path in paths:
            _open_sources.pop(path, None)
        for fd in opened:
            os.close(fd)


def _copy_open(fd: int, size: int, dst: str | Path) -> None:
    """shutil.copyfile's fast path (sendfile) from an already open source."""
    out = os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        offset = 0
        while offset < size:
            sent = os.sendfile(out, fd, offset, size - offset)
            if sent == 0:
                raise OSError(errno.EIO, "the corpus file shrank while it was copied", str(dst))
            offset += sent
    finally:
        os.close(out)


def place_file(src: Path, dst: str | Path, link: bool) -> None:
    if link:
        try:
            os.link(src, dst)
            return
        except OSError:
            pass  # another filesystem, or links not allowed: copy instead
    source = _open_sources.get(src)
    if source is not None and hasattr(os, "sendfile"):
        try:
            _copy_open(*source, dst)
            return
        except OSError as exc:
            if exc.errno not in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EXDEV):
                raise  # a real failure (disk full, permission): reported
    shutil.copyfile(src, dst)


@lru_cache(maxsize=8)
def _folders(files: tuple[str, ...], corpus: bool) -> tuple[str, ...]:
    """The folders a task's files need (relative, '' the task itself), parents first."""
    needed = {""}
    for rel in files + (("environment/files/x",) if corpus else ()):
        parts = rel.split("/")[:-1]
        needed |= {"/".join(parts[:i]) for i in range(1, len(parts) + 1)}
    return tuple(sorted(needed, key=lambda f: (f.count("/") if f else -1, f)))


Shared = dict[tuple[str, str, bool], str]  # (relative path, text, executable) -> where one export wrote it


def _link_or_write(shared: Shared | None, key: tuple[str, str, bool], dst: str) -> None:
    """A file every task has the same (the verifier's judge, the Dockerfile ...) is a hard link to the
    copy an earlier task of this export holds: creating a file and writing it costs the filesystem
    many times a link. Written out when there is none yet or it cannot be linked."""
    first = shared.get(key) if shared is not None else None
    if first is not None:
        try:
            os.link(first, dst)
            return
        except OSError:
            pass  # links not allowed here, or the copy is gone: write it
    write_file(dst, key[1], key[2])


def write_task(out: Path, name: str, files: dict[str, tuple[str, bool]], corpus: list[Path], link: bool,
               shared: Shared | None = None) -> Path:
    """Build out/name in a temporary sibling, then swap it in. With `shared` (one dict per export),
    a file identical to one an earlier task wrote is linked to it (see _link_or_write).

    Paths are plain strings joined once per file (a task is ~25 files, an export ~100 tasks:
    pathlib's objects cost more than the writing)."""
    final = out / name
    tmp = out / f".{name}.tmp-{os.getpid()}"
    base = os.fspath(tmp)
    try:
        shutil.rmtree(tmp, ignore_errors=True)
        for folder in _folders(tuple(files), bool(corpus)):
            os.mkdir(f"{base}/{folder}" if folder else base)
        for rel, (text, executable) in files.items():
            _link_or_write(shared, (rel, text, executable), f"{base}/{rel}")
        for src in corpus:
            place_file(src, f"{base}/environment/files/{src.name}", link)
        if final.exists():
            old = out / f".{name}.old-{os.getpid()}"
            os.replace(final, old)
            os.replace(tmp, final)
            shutil.rmtree(old)
        else:
            os.replace(tmp, final)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise write_error(f"cannot write task {final}", exc) from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    if shared is not None:
        target = os.fspath(final)
        for rel, (text, executable) in files.items():
            shared.setdefault((rel, text, executable), f"{target}/{rel}")
    return final


def write_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    try:
        write_file(tmp, text, False)
        os.replace(tmp, path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise write_error(f"cannot write {path}", exc) from None


def remove_stale(found: OutDir, keep: set[str]) -> list[str]:
    """Task directories an earlier cbwh export wrote that this one no longer has."""
    if not found.is_cbwh:
        return []
    gone = []
    for name in found.tasks:
        path = found.path / name
        if name not in keep and path.is_dir() and is_cbwh_task(path):
            shutil.rmtree(path)
            gone.append(name)
    return gone
