"""The reviewed catalog (questions/catalog.toml) -> Question specs.

One TOML table per task. The loader checks every word and says which entry and
which field is wrong. See questions/README.md for the format.

The parsed catalog also ships with the package, pickled in questions/catalog.pickle
(written by `python -m cbwh.compile.ship`, checked by the test suite): reading and
checking the TOML costs a `cbwh answer` more than the rest of its start-up. It is used
only while its first line still equals the fingerprint of the catalog text and of the
code that reads it into specs, so an edited catalog or spec model is parsed instead.
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from cbwh.errors import QuestionError, UnknownTask, quoted
from cbwh.spec.model import (
    Anchor,
    AnchorKind,
    Attribute,
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    NameOf,
    Output,
    Pick,
    Question,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
)
from cbwh.spec.stamp import catalog_fingerprint, catalog_path

E = TypeVar("E", bound=Enum)
SHIPPED_NAME = "catalog.pickle"

_ENTRY_FIELDS = {"question", "type", "answer", "note", "among", "rank", "top", "count", "compare", "tiebreak", "subjects"}
_STEP_FIELDS = {
    "same": {"same", "pet", "plate", "username", "species"},
    "holds": {"holds", "value"},
    "count": {"count", "op", "n"},
    "current_job_started_in": {"current_job_started_in"},
    "top": {"top", "by"},
    "state_leader_by": {"state_leader_by"},
}


class _EntryReader:
    """Reads one catalog entry, naming it in every error."""

    def __init__(self, qid: str, data: dict):
        self.qid, self.data = qid, data

    def fail(self, message: str) -> NoReturn:
        raise QuestionError(f"{catalog_path().name}: {self.qid}: {message}")

    def enum(self, cls: type[E], value: Any, field: str) -> E:
        try:
            return cls(value)
        except ValueError:
            self.fail(f"{field}: unknown value {value!r} (expected one of {', '.join(m.value for m in cls)})")

    def key(self, phrase: str) -> Key:
        from cbwh.spec.words import KEYS  # (the vocabulary is built on import: only a parse needs it)

        if phrase not in KEYS:
            self.fail(f"unknown ranking {phrase!r} (expected one of {', '.join(KEYS)})")
        return KEYS[phrase]

    def anchor(self, d: dict) -> Anchor:
        kinds = [k for k in ("pet", "plate", "username") if k in d]
        if len(kinds) != 1:
            self.fail(f"a 'same' filter names exactly one of pet, plate, username: {d}")
        return Anchor(AnchorKind(kinds[0]), d[kinds[0]], d.get("species"))

    def step(self, d: dict[str, Any]) -> Step:
        kind = next((k for k in _STEP_FIELDS if k in d), None)
        if kind is None:
            self.fail(f"unknown filter {d}")
        self.only(d, _STEP_FIELDS[kind], f"a {kind!r} filter")
        if "same" in d:
            return SameAs(self.enum(Attribute, d["same"], "same"), self.anchor(d))
        if "holds" in d:
            return Holds(self.enum(Attribute, d["holds"], "holds"), d.get("value", ""))
        if "count" in d:
            return CountIs(self.enum(Records, d["count"], "count"), d.get("op", ""), d.get("n", -1))
        if "current_job_started_in" in d:
            return CurrentJobStartedIn(d["current_job_started_in"])
        if "top" in d:
            return TopN(d["top"], self.key(d.get("by", "")))
        return StateLeader(self.key(d["state_leader_by"]))

    def only(self, d: dict, allowed: set[str], where: str) -> None:
        unknown = set(d) - allowed
        if unknown:
            self.fail(f"unknown field(s) {', '.join(sorted(unknown))} in {where}")

    def pick(self, d: dict) -> Pick:
        steps = tuple(self.step(s) for s in d.get("among", []))
        return Pick(steps, tuple(self.key(k) for k in d.get("rank", [])), d.get("top", 1))

    def subject(self, d: dict) -> Pick:
        self.only(d, {"among", "rank", "top"}, "a subject")
        return self.pick(d)

    def output(self) -> Output:
        d = self.data
        kind = d.get("answer")
        if kind == "name":
            return NameOf(self.pick(d))
        if kind == "count":
            return RecordCount(self.pick(d), tuple(self.enum(Records, r, "count") for r in d.get("count", [])))
        if kind == "balance":
            picks = tuple(self.subject(s) for s in d["subjects"]) if "subjects" in d else (self.pick(d),)
            return BalanceOf(picks)
        if kind == "compare":
            subjects = tuple(self.subject(s) for s in d.get("subjects", []))
            return Compare(self.key(d.get("compare", "")), subjects, tuple(self.key(k) for k in d.get("tiebreak", [])))
        self.fail(f"answer must be one of name, count, balance, compare; not {kind!r}")

    def question(self) -> Question:
        for field in ("question", "type", "answer"):
            if field not in self.data:
                self.fail(f"missing field {field!r}")
        self.only(self.data, _ENTRY_FIELDS, "the entry")
        try:
            return Question(self.qid, self.data["question"], self.data["type"], self.output(), self.data.get("note"))
        except QuestionError as exc:
            if str(exc).startswith(catalog_path().name):
                raise
            self.fail(str(exc))


def parse_catalog(text: str) -> dict[str, Question]:
    import tomllib

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise QuestionError(f"{catalog_path().name}: not valid TOML: {exc}") from None
    return {qid: _EntryReader(qid, entry).question() for qid, entry in data.items()}


@lru_cache(maxsize=1)
def load_catalog() -> dict[str, Question]:
    """Every catalog question by id, in task order (the shipped parse while it is current)."""
    text = catalog_path().read_bytes()
    shipped = _load_shipped(catalog_fingerprint(text))
    if shipped is not None:
        return shipped
    return _parse_sorted(text.decode("utf-8"))


def _parse_sorted(text: str) -> dict[str, Question]:
    questions = parse_catalog(text)
    return dict(sorted(questions.items(), key=lambda kv: task_index(kv[0])))


def shipped_catalog_path() -> Path:
    return catalog_path().with_name(SHIPPED_NAME)


def _load_shipped(fingerprint: str) -> dict[str, Question] | None:
    """The shipped parse if it was made from this catalog by this code, else None."""
    import pickle

    try:
        with shipped_catalog_path().open("rb") as fh:
            if fh.readline().rstrip(b"\n") != fingerprint.encode():
                return None
            questions = pickle.load(fh)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError):
        return None
    return questions if isinstance(questions, dict) else None


def write_shipped_catalog(path: Path | None = None) -> Path:
    """Parse questions/catalog.toml and pickle it, under its fingerprint, for `load_catalog`."""
    import pickle

    text = catalog_path().read_bytes()
    path = path or shipped_catalog_path()
    payload = pickle.dumps(_parse_sorted(text.decode("utf-8")), protocol=4)
    path.write_bytes(catalog_fingerprint(text).encode() + b"\n" + payload)
    return path


def task_index(qid: str) -> int:
    prefix, _, number = qid.rpartition("-")
    if prefix != "cb-cloud" or not number.isdigit() or str(int(number)) != number:
        raise UnknownTask(f"{quoted(qid)} is not a task id; ids look like cb-cloud-0 ... cb-cloud-99")
    return int(number)


def get_question(qid: str) -> Question:
    task_index(qid)
    catalog = load_catalog()
    if qid not in catalog:
        raise UnknownTask(f"{qid} is not in the catalog ({len(catalog)} questions, cb-cloud-0 ... cb-cloud-{len(catalog) - 1})")
    return catalog[qid]
