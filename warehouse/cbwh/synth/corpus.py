"""`cbwh synth`: write a fresh corpus in the upstream format, streaming, safely.

The ten files are written person by person (each person's records in every file,
ids numbered in file order), so memory does not grow with the corpus beyond the sets
that keep unique values unique. Record-count draws come from their own stream and are
drawn twice: once to size the ids (widths grow with the record counts: `pet-0957`,
`pet-100436`), once to write. Everything lands in a temporary sibling directory that
is renamed into place at the end; a failure or an interrupt removes it.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from cbwh import __version__
from cbwh.errors import UsageError
from cbwh.layout import OWNED, PEOPLE, TABLES
from cbwh.parse.corpus import corpus_digest
from cbwh.parse.people import LABELS
from cbwh.profile import model
from cbwh.profile.model import Profile
from cbwh.synth.draw import Shape
from cbwh.synth.fake import faker_version, require_faker
from cbwh.synth.records import Records
from cbwh.synth.settings import settings as synth_settings

ID_PREFIX = {
    "people": "pers", "addresses": "addr", "bank_accounts": "acct", "credit_cards": "card", "employments": "emp",
    "insurance_policies": "ins", "internet_accounts": "net", "medical_records": "med", "pets": "pet", "vehicles": "veh",
}
MANIFEST = "manifest.json"
UPSTREAM = "upstream"
CHUNK = 500  # people per write


@dataclass(frozen=True)
class SynthRequest:
    people: int
    seed: int
    out: Path
    profile: str = UPSTREAM  # "upstream" or a profile file
    force: bool = False


@dataclass(frozen=True)
class SynthResult:
    out: Path
    manifest: dict[str, Any]


def upstream_profile() -> Profile:
    """The shipped profile, measured from the public corpus (`cbwh profile --json` plus synth choices)."""
    text = resources.files("cbwh.synth").joinpath("upstream.json").read_text(encoding="utf-8")
    return model.from_json(json.loads(text), "upstream profile")


def resolve_profile(name: str) -> tuple[Profile, dict[str, Any]]:
    """The profile to generate from, and how the manifest names it. A file overrides upstream's statistics."""
    base = upstream_profile()
    if name == UPSTREAM:
        return base, {"name": UPSTREAM, "sha256": hashlib.sha256(base.dumps().encode()).hexdigest()}
    path = Path(name)
    given = model.load(path)
    return base.with_overrides(given), {"name": str(path), "sha256": hashlib.sha256(path.read_bytes()).hexdigest()}


def _templates() -> dict[str, str]:
    """str.format templates of one record block per file, from the layout's keys and the people labels."""
    dob, email, phone = LABELS
    out = {PEOPLE.name: f"### {{1}} (ID: {{0}})\n{dob}: {{2}} | {email}: {{3}} | {phone}: {{4}}\n\n"}
    for table in OWNED:
        lines = "".join(f"{key}: {{{i + 2}}}\n" for i, key in enumerate(table.keys[1:]))
        out[table.name] = f"### {{0}} (owner: {{1}})\n{table.id_key}: {{0}}\n{lines}\n"
    return out


def _width(total: int) -> int:
    return max(4, len(str(total)))


class _Sink:
    """One output file: buffered text, its sha256, lines and records as written."""

    def __init__(self, path: Path):
        self.fh = open(path, "wb")
        self.hash = hashlib.sha256()
        self.lines = self.records = 0
        self.parts: list[str] = []

    def flush(self) -> None:
        data = "".join(self.parts).encode("utf-8")
        self.parts.clear()
        self.hash.update(data)
        self.lines += data.count(b"\n")
        self.fh.write(data)


def _write(tmp: Path, request: SynthRequest, shape: Shape, records: Records,
           progress: Callable[[int, int], None] | None) -> dict[str, dict[str, Any]]:
    n = request.people
    count_seed = f"counts:{request.seed}"
    rng = random.Random(count_seed)
    totals = dict.fromkeys((t.name for t in OWNED), 0)
    for _ in range(n):
        for table in OWNED:
            totals[table.name] += shape.counts[table.name].draw(rng)
    widths = {PEOPLE.name: _width(n)} | {name: _width(total) for name, total in totals.items()}
    rng = random.Random(count_seed)  # the same draws again, now writing
    templates = _templates()
    sinks = {t.name: _Sink(tmp / t.file_name) for t in TABLES}
    makers: dict[str, Callable[[], tuple]] = {
        "bank_accounts": records.bank_account, "credit_cards": records.credit_card, "employments": records.employment,
        "insurance_policies": records.insurance_policy, "internet_accounts": records.internet_account,
        "medical_records": records.medical_record, "pets": records.pet, "vehicles": records.vehicle,
    }
    next_id = dict.fromkeys(totals, 0)
    try:
        for i in range(1, n + 1):
            pid = f"{ID_PREFIX['people']}-{i:0{widths['people']}d}"
            sinks["people"].parts.append(templates["people"].format(pid, *records.person()))
            for table in OWNED:
                name = table.name
                k = shape.counts[name].draw(rng)
                rows = records.addresses(k) if name == "addresses" else [makers[name]() for _ in range(k)]
                sink, template, prefix, width = sinks[name], templates[name], ID_PREFIX[name], widths[name]
                for row in rows:
                    next_id[name] += 1
                    sink.parts.append(template.format(f"{prefix}-{next_id[name]:0{width}d}", pid, *row))
            if i % CHUNK == 0 or i == n:
                for sink in sinks.values():
                    sink.flush()
                if progress:
                    progress(i, n)
    finally:
        for sink in sinks.values():
            sink.fh.close()
    sinks["people"].records = n
    for name, total in next_id.items():
        sinks[name].records = total
    return {t.file_name: {"sha256": sinks[t.name].hash.hexdigest(), "lines": sinks[t.name].lines,
                          "records": sinks[t.name].records} for t in TABLES}


def _check_out(out: Path, force: bool) -> None:
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out} is a file, not a directory")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise UsageError(f"--out {out} is not empty; pass --force to replace it")


def _remove_stale(out: Path) -> None:
    """Temporary directories of earlier synth runs that were killed (their process is gone)."""
    for path in out.parent.glob(f".{out.name}.synth-*"):
        pid = path.name.rsplit("-", 1)[-1].split(".")[0]
        if pid.isdigit() and not _alive(int(pid)) and path.is_dir():
            shutil.rmtree(path, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def synthesize(request: SynthRequest, progress: Callable[[int, int], None] | None = None) -> SynthResult:
    """Write the ten corpus files and a manifest into request.out; all or nothing."""
    if request.people < 1:
        raise UsageError(f"--people must be at least 1, got {request.people}")
    require_faker()
    profile, named = resolve_profile(request.profile)
    where = "upstream profile" if request.profile == UPSTREAM else request.profile
    shape = Shape(profile, where)
    chosen = synth_settings(profile, where)
    out = request.out.absolute()
    _check_out(out, request.force)
    out.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale(out)
    tmp = out.parent / f".{out.name}.synth-{os.getpid()}.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        tmp.mkdir()
        files = _write(tmp, request, shape, Records(request.seed, shape, chosen), progress)
        manifest = {
            "generator": "cbwh synth", "seed": request.seed, "people": request.people, "profile": named,
            "synth": chosen.to_json(),
            "versions": {"cbwh": __version__, "faker": faker_version(), "python": "%d.%d" % sys.version_info[:2]},
            "corpus_sha256": corpus_digest((name, entry["sha256"]) for name, entry in files.items()),
            "files": files,
        }
        (tmp / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        if out.exists():
            old = out.parent / f".{out.name}.synth-{os.getpid()}.old"
            os.replace(out, old)
            os.replace(tmp, out)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return SynthResult(out, manifest)
