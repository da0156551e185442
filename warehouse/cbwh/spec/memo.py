"""A pure function's results kept between processes, beside its module's bytecode.

`spec.words` expands about 3,000 phrase patterns into about 200,000 phrasings (`forms`);
expanding them, or reading them all back, took more instructions than anything else
`cbwh answer` or `cbwh ask` does. `remembered(_expanded)` keeps each pattern's phrasings in
`__pycache__/<module>.<function>.<key>.marshal` (under PYTHONPYCACHEPREFIX when that is
set, as bytecode is), where key is the CRC-32 of the module's source: any edit of the
module starts a new file (the old ones are removed), so a result is only ever reused for
the same arguments and the same code. The file is each result's marshal after records of
where each is, mapped: a process unmarshals only what it reads. Written like bytecode: at exit, when
something new was computed, atomically, and not at all under PYTHONDONTWRITEBYTECODE or
where the folder cannot be written; an unreadable file or result is recomputed.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mmap import mmap

Phrases = tuple[str, ...]


def _where(function: Callable, packages: tuple[str, ...] = (), by_stat: bool = False) -> tuple[str, str] | None:
    """(folder, file name) of the function's memo, or None when its module's source cannot be read. The key is the
    CRC-32 of the module's source, and of every source file of `packages` when named; `by_stat`: of every source
    file's path, modification time and size instead of its text (what Python checks bytecode by; ~10x faster)."""
    from zlib import crc32

    source = sys.modules[function.__module__].__file__
    if source is None:
        return None
    try:
        with open(source, "rb") as fh:
            key = crc32(fh.read(), _packages_key(packages, by_stat) if packages else 0)
    except OSError:
        return None
    stem = os.path.splitext(os.path.basename(source))[0]
    tag = sys.implementation.cache_tag or "py"
    folder = os.path.dirname(os.path.abspath(source))
    if sys.pycache_prefix:  # PYTHONPYCACHEPREFIX: beside the bytecode there, as Python mirrors the source path
        cache = os.path.join(sys.pycache_prefix, os.path.relpath(folder, os.path.splitdrive(folder)[0] + os.sep))
    else:
        cache = os.path.join(folder, "__pycache__")
    return cache, f"{stem}.{function.__name__}.{tag}.{key:08x}.marshal"


_PACKAGE_KEYS: dict[tuple[tuple[str, ...], bool], int] = {}  # (packages, by_stat) -> their key, made once a process


def _packages_key(packages: tuple[str, ...], by_stat: bool) -> int:
    """The CRC-32 of every source file of the packages (`_where`), made once a process: a process runs the code it
    imported, whatever is edited meanwhile, and `cbwh ask` keys two memos by the ~140 files of cbwh (OSError when one
    cannot be read)."""
    from zlib import crc32

    key = _PACKAGE_KEYS.get((packages, by_stat))
    if key is None:
        key = 0
        for name, path in _package_sources(packages):
            if by_stat:
                stat = os.stat(path)
                key = crc32(f"{name} {stat.st_mtime_ns} {stat.st_size}".encode(), key)
                continue
            with open(path, "rb") as fh:
                key = crc32(fh.read(), crc32(name.encode(), key))
        _PACKAGE_KEYS[(packages, by_stat)] = key
    return key


def _package_sources(packages: tuple[str, ...]) -> list[tuple[str, str]]:
    """(path inside the package, file path) of every .py file of the packages, in a fixed order."""
    found: list[tuple[str, str]] = []
    for package in packages:
        root = os.path.dirname(os.path.abspath(sys.modules[package].__file__ or ""))
        _sources_under(root, len(os.path.join(root, "")), found)  # (inside the package: what follows root/)
    return found


def _sources_under(folder: str, cut: int, found: list[tuple[str, str]]) -> None:
    """What os.walk would list of folder, top-down in sorted order, leaving out __pycache__: each folder's .py files,
    then each subfolder's (a walk of its own, without os.walk's generators and joins: `cbwh ask` lists ~140 files)."""
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError:
        return
    found += [(entry.path[cut:], entry.path) for entry in entries
              if entry.name.endswith(".py") and not entry.is_dir()]
    for entry in entries:
        if entry.name != "__pycache__" and entry.is_dir() and not entry.is_symlink():
            _sources_under(entry.path, cut, found)


def _load(path: str) -> dict[Phrases, Phrases]:
    import marshal

    try:
        with open(path, "rb") as fh:
            memo = marshal.loads(fh.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return memo if isinstance(memo, dict) else {}


def _map(path: str) -> bytes | mmap | None:
    """The file's bytes mapped read-only (a process pays only for the pages it touches), None when it cannot be read."""
    from mmap import ACCESS_READ
    from mmap import mmap as mapped

    try:
        with open(path, "rb") as fh:
            return mapped(fh.fileno(), 0, access=ACCESS_READ) if os.fstat(fh.fileno()).st_size else b""
    except (OSError, ValueError):
        return None


def _bulk_name(name: str) -> str:
    return name.removesuffix(".marshal") + ".bin"


def _write(folder: str, name: str, data: bytes) -> None:
    """data as folder/name, atomically (OSError when it cannot be written)."""
    tmp = os.path.join(folder, f".{name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, os.path.join(folder, name))
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _save(folder: str, name: str, memo: dict | Callable[[], dict], bulk: str | None = None,
          raw: Callable[[dict], bytes] | None = None) -> None:
    """Write memo (or what memo() returns, called only where the folder can be written) atomically; its `bulk` entry, when
    it is new bytes, in a file of its own beside it (written first: a memo file never names a bulk file not there)."""
    import marshal

    prefix = name.rsplit(".", 2)[0] + "."
    keep = {name, _bulk_name(name)}
    probe = os.path.join(folder, f".{name}.{os.getpid()}.tmp")  # (the file _write writes first)
    try:  # nothing made where it cannot be written: tried, not asked (os.access says yes to root where a write fails)
        os.makedirs(folder, exist_ok=True)
        with open(probe, "wb"):
            pass
    except OSError:
        return
    try:
        content = memo() if callable(memo) else memo
        if bulk is not None:
            content = dict(content)
            data = content.pop(bulk, None)
            if isinstance(data, bytes):  # (made by this process; one mapped from its file is there already)
                _write(folder, _bulk_name(name), data)
        _write(folder, name, marshal.dumps(content) if raw is None else raw(content))
        for old in os.listdir(folder):  # memos of earlier versions of the module
            if old.startswith(prefix) and old.endswith((".marshal", ".bin")) and old not in keep:
                os.unlink(os.path.join(folder, old))
    except OSError:
        pass
    finally:
        try:
            os.unlink(probe)  # (gone already when the memo was written: renamed into place)
        except OSError:
            pass


class _Kept:
    """A `remembered` file read back, mapped: nothing of it is unmarshalled but the results looked up (reading a
    whole index of ~9,000 patterns cost a process 23 M instructions). The file: the number n of results (8 bytes);
    n records (CRC-32 of the arguments, start, end: native unsigned 32-bit) sorted by CRC; then each result's marshal,
    (arguments, result), between its record's start and end (counted from the end of the records)."""

    def __init__(self, path: str | None):
        from array import array

        self.crcs: memoryview | tuple[()] = ()
        self.records: memoryview | tuple[()] = ()
        self.data: memoryview | bytes = b""
        mapped = _map(path) if path is not None else None
        if mapped is None or len(mapped) < 8 or array("I").itemsize != 4:
            return
        n = int.from_bytes(mapped[:8], "little")
        if len(mapped) < 8 + 12 * n:
            return
        view = memoryview(mapped)
        self.records = view[8:8 + 12 * n].cast("I")
        self.crcs = self.records[0::3]
        self.data = view[8 + 12 * n:]

    def get(self, args: tuple[str, ...]) -> Phrases | None:
        """The result kept for args, None when there is none (or it cannot be read)."""
        from bisect import bisect_left

        key = _crc(args)
        crcs, records = self.crcs, self.records
        at = bisect_left(crcs, key)
        while at < len(crcs) and crcs[at] == key:
            kept = self._read(records[3 * at + 1], records[3 * at + 2])
            if kept is not None and kept[0] == args:
                return kept[1]
            at += 1
        return None

    def _read(self, start: int, end: int) -> tuple[tuple, Phrases] | None:
        import marshal

        if not start <= end <= len(self.data):
            return None
        try:
            kept = marshal.loads(self.data[start:end])
        except (EOFError, ValueError, TypeError):
            return None
        if not (isinstance(kept, tuple) and len(kept) == 2 and isinstance(kept[0], tuple)
                and isinstance(kept[1], tuple) and all(isinstance(s, str) for s in kept[1])):
            return None
        return kept

    def entries(self) -> dict[tuple, bytes]:
        """Every result kept that can be read, as its marshal bytes."""
        out = {}
        for n in range(len(self.crcs)):
            start, end = self.records[3 * n + 1], self.records[3 * n + 2]
            if (kept := self._read(start, end)) is not None:
                out[kept[0]] = bytes(self.data[start:end])
        return out


def _crc(args: tuple[str, ...]) -> int:
    from zlib import crc32

    return crc32("\0".join(args).encode())


def _kept_bytes(results: dict[tuple, bytes]) -> bytes:
    """The file `_Kept` reads, of each arguments' (arguments, result) marshal bytes."""
    from array import array

    order = sorted(((_crc(args), data) for args, data in results.items()), key=lambda kept: kept[0])
    records, at = [], 0
    for crc, data in order:
        records += [crc, at, at + len(data)]
        at += len(data)
    return len(order).to_bytes(8, "little") + array("I", records).tobytes() + b"".join(data for _, data in order)


def remembered(function: Callable[..., Phrases]) -> Callable[..., Phrases]:
    """`function` (pure; str arguments; a tuple of str) with its results kept between processes: one file of every
    result's marshal after records of where each is (`_Kept`), mapped, so a process unmarshals only the results it asks
    for (unmarshalling all ~200,000 phrasings of `spec.words` cost `cbwh answer` a fifth of its instructions). Written
    at exit when something new was computed: what the file held and what this process added."""
    import marshal

    where = _where(function)
    kept = _Kept(os.path.join(*where) if where else None)
    memo: dict[tuple[str, ...], Phrases] = {}
    new: dict[tuple[str, ...], Phrases] = {}
    pending = sys.dont_write_bytecode  # read, never written, like bytecode

    def save() -> None:
        assert where is not None
        results = kept.entries() | {args: marshal.dumps((args, found)) for args, found in new.items()}
        _save(*where, results, raw=_kept_bytes)

    @functools.wraps(function)
    def recalled(*args: str) -> Phrases:
        nonlocal pending
        found = memo.get(args)
        if found is None:
            found = kept.get(args)
            if found is None:
                found = new[args] = function(*args)
                if where and not pending:
                    import atexit

                    atexit.register(save)
                    pending = True
            memo[args] = found
        return found

    return recalled


def remembered_over(function: Callable[[str], Phrases], *packages: str, limit: int = 1000) -> Callable[[str], Phrases]:
    """`function` (pure; one str argument; a tuple of str) with its results kept between processes in a file as
    `remembered` keeps them, but under the key `made_once` uses (the paths, modification times and sizes of every
    source file of `packages`, and the function's module's text): for a result of more code than its own module's
    (`ask.service`: a question's reading, the whole grammar's work), reused only for the same argument and the code
    as it is. Nothing is kept in the process (a server reads many arguments once each): a call reads its result from
    the file, else computes it. At exit, when something new was computed (at most `limit` results noted), the file is
    written again with what it held and what this process added; past `limit` results it starts afresh with the new."""
    import marshal

    opened: list[tuple[tuple[str, str] | None, _Kept]] = []  # (where the file is, what it holds): read at the first call
    new: dict[tuple[str, ...], Phrases] = {}

    def save() -> None:
        where, kept = opened[0]
        assert where is not None
        old = kept.entries() if len(kept.crcs) + len(new) <= limit else {}
        results = old | {args: marshal.dumps((args, found)) for args, found in new.items()}
        _save(*where, results, raw=_kept_bytes)

    @functools.wraps(function)
    def recalled(arg: str) -> Phrases:
        if not opened:
            where = _where(function, packages, by_stat=True)
            opened.append((where, _Kept(os.path.join(*where) if where else None)))
        where, kept = opened[0]
        found = kept.get((arg,))
        if found is None:
            found = function(arg)
            if where and not sys.dont_write_bytecode and len(new) < limit:  # (read, never written, like bytecode)
                if not new:
                    import atexit

                    atexit.register(save)
                new[(arg,)] = found
        return found

    return recalled


def remembered_all(function: Callable[..., Phrases]) -> dict[tuple[str, ...], Phrases]:
    """Every result the file of `remembered(function)` holds (for tests: each checked against the function)."""
    import marshal

    where = _where(function)
    return {args: marshal.loads(data)[1] for args, data in _Kept(os.path.join(*where) if where else None).entries().items()}


def kept(function: Callable, *packages: str) -> dict:
    """A dict for `function`'s results (keys and values marshal can write), kept between processes as `remembered`
    keeps its memo, beside the function's module's bytecode, but under the CRC-32 of every source file of `packages`
    as well (names of imported packages, e.g. "cbwh"): for a result that depends on more code than its own module's,
    an edit anywhere in them starts afresh. Written at exit when something was added."""
    where = _where(function, packages)
    memo = _load(os.path.join(*where)) if where else {}
    if where is not None and not sys.dont_write_bytecode:  # read, never written, under PYTHONDONTWRITEBYTECODE
        import atexit

        folder, name = where
        size = len(memo)

        def save() -> None:
            if len(memo) > size:
                _save(folder, name, memo)

        atexit.register(save)
    return memo


def made_once(function: Callable, make: Callable[[], dict], *packages: str, grows: str | None = None,
              bulk: str | None = None) -> dict:
    """What `make()` (pure: a dict marshal can write) returned in an earlier process, kept beside `function`'s
    module's bytecode under a key of every source file of `packages` (their paths, modification times and sizes,
    as Python checks bytecode): any edit of them starts afresh. Empty when nothing is kept yet; `make()` is then
    called at exit and its result written (not under PYTHONDONTWRITEBYTECODE, nor where the folder cannot be
    written: there the empty dict is all, and nothing is made; nor when another process running at the same time,
    e.g. the test suite's other worker, has written it meanwhile). `grows`: the key of a dict in the result that a
    process may add results to as it finds them (as `kept` keeps its own): the file is written again at exit
    when that dict has grown. `bulk`: the key of a bytes value in the result kept in a file of its own and mapped
    when read back (`mmap`), not read whole: a process pays only for the pages of it it touches."""
    where = _where(function, packages, by_stat=True)
    memo: dict = _load(os.path.join(*where)) if where else {}
    if where is not None and bulk is not None and memo:
        mapped = _map(os.path.join(where[0], _bulk_name(where[1])))
        memo = {} if mapped is None else memo | {bulk: mapped}  # (its bulk file gone: as if nothing were kept)
    if where is not None and not sys.dont_write_bytecode:
        import atexit

        folder, name = where
        if not memo:
            def make_unless_made() -> None:
                made = [name] if bulk is None else [name, _bulk_name(name)]
                if not all(os.path.exists(os.path.join(folder, n)) for n in made):  # (another process may have since)
                    _save(folder, name, make, bulk)  # (made once the file is open: not where it cannot be written)

            atexit.register(make_unless_made)
        elif grows is not None and isinstance(memo.get(grows), dict):
            size = len(memo[grows])

            def save() -> None:
                if len(memo[grows]) > size:
                    _save(folder, name, memo, bulk)

            atexit.register(save)
    return memo
