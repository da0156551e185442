"""A question program (an Output spec) <-> plain JSON data, versioned.

The form is the spec's own shape: every object is tagged with its `kind` (the class
name) and holds its fields by name; enums are their values; tuples are lists. The
top-level object also carries `"version"`: the oldest version that has every kind the
program uses (`VERSIONS`), so a program readable by an older cbwh says so, and one that
is not is refused by it as a newer version rather than as a bad program. `cbwh ask
--json` prints it as `spec`; `cbwh generate` writes it as each question's `program`.

Versions: 1, the first form; 2 adds the `OwnerOf` step (the anchor's owner as a person:
"the owner of pet 'Paige'"); 3 adds the `OtherThan` step (everyone but the anchor's owner:
"other than the owner of pet 'Paige'"). Every version up to `PROGRAM_VERSION` is read.

    {"version": 1, "kind": "NameOf", "pick": {"kind": "Pick", "top": 1,
      "steps": [{"kind": "SameAs", "attribute": "state", "anchor": {"kind": "pet",
                 "value": "Dawn", "species": null}}],
      "keys": [{"kind": "Key", "measure": "vehicles", "order": "high"}]}}

An Anchor is the one exception: its own `kind` field (pet, plate, username) fills the
tag's slot, and its place (`SameAs.anchor`) says what it is. `decode` accepts exactly
what `encode` writes and names the part it refuses.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, TypeVar, assert_never

from cbwh.errors import QuestionError
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
    Metric,
    NameOf,
    Order,
    OtherThan,
    Output,
    OwnerOf,
    Pick,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    Step,
    TopN,
)

E = TypeVar("E", bound=Enum)

PROGRAM_VERSION = 3  # the newest version written and read
# The version that introduced each kind that is not in version 1.
VERSIONS: dict[str, int] = {"OwnerOf": 2, "OtherThan": 3}


def encode(output: Output) -> dict[str, Any]:
    """The program of a question as JSON-ready data, with the oldest version that has all its kinds."""
    body = _output(output)
    return {"version": max((VERSIONS.get(kind, 1) for kind in _kinds(body)), default=1), **body}


def _kinds(data: Any) -> set[str]:
    """Every `kind` tag in encoded data (objects only: an anchor's kind is its record kind)."""
    if isinstance(data, list):
        return set().union(*(_kinds(v) for v in data))
    if isinstance(data, dict):
        own = {data["kind"]} if isinstance(data.get("kind"), str) else set()
        return own.union(*(_kinds(v) for v in data.values()))
    return set()


def _key(k: Key) -> dict[str, Any]:
    return {"kind": "Key", "measure": k.measure.value, "order": k.order.value}


def _anchor(a: Anchor) -> dict[str, Any]:
    return {"kind": a.kind.value, "value": a.value, "species": a.species}


def _step(step: Step) -> dict[str, Any]:
    match step:
        case SameAs():
            return {"kind": "SameAs", "attribute": step.attribute.value, "anchor": _anchor(step.anchor)}
        case OwnerOf():
            return {"kind": "OwnerOf", "anchor": _anchor(step.anchor)}
        case OtherThan():
            return {"kind": "OtherThan", "anchor": _anchor(step.anchor)}
        case Holds():
            return {"kind": "Holds", "attribute": step.attribute.value, "value": step.value}
        case CountIs():
            return {"kind": "CountIs", "records": step.records.value, "op": step.op, "n": step.n}
        case CurrentJobStartedIn():
            return {"kind": "CurrentJobStartedIn", "year": step.year}
        case TopN():
            return {"kind": "TopN", "n": step.n, "key": _key(step.key)}
        case StateLeader():
            return {"kind": "StateLeader", "key": _key(step.key)}
        case _:
            assert_never(step)


def _pick(p: Pick) -> dict[str, Any]:
    return {"kind": "Pick", "steps": [_step(s) for s in p.steps], "keys": [_key(k) for k in p.keys], "top": p.top}


def _output(out: Output) -> dict[str, Any]:
    match out:
        case NameOf():
            return {"kind": "NameOf", "pick": _pick(out.pick)}
        case Compare():
            return {"kind": "Compare", "key": _key(out.key), "subjects": [_pick(p) for p in out.subjects],
                    "tiebreak": [_key(k) for k in out.tiebreak]}
        case BalanceOf():
            return {"kind": "BalanceOf", "picks": [_pick(p) for p in out.picks]}
        case RecordCount():
            return {"kind": "RecordCount", "pick": _pick(out.pick), "records": [r.value for r in out.records]}
        case _:
            assert_never(out)


class _Reader:
    """Reads one JSON object of a known kind, naming its path in every error."""

    def __init__(self, data: Any, path: str, kinds: tuple[str, ...], fields: dict[str, set[str]]):
        if not isinstance(data, dict):
            raise QuestionError(f"program: {path}: expected an object, not {data!r}")
        kind = data.get("kind")
        if kind not in kinds:
            raise QuestionError(f"program: {path}: kind {kind!r} is not one of {', '.join(kinds)}")
        unknown = set(data) - fields[kind] - {"kind"}
        missing = fields[kind] - set(data)
        if unknown or missing:
            what = [f"unknown field(s) {', '.join(sorted(unknown))}"] if unknown else []
            what += [f"missing field(s) {', '.join(sorted(missing))}"] if missing else []
            raise QuestionError(f"program: {path} ({kind}): {'; '.join(what)}")
        self.data, self.path, self.kind = data, path, kind

    def get(self, name: str) -> Any:
        return self.data[name]

    def items(self, name: str) -> list:
        value = self.data[name]
        if not isinstance(value, list):
            raise QuestionError(f"program: {self.path}.{name}: expected a list, not {value!r}")
        return value

    def enum(self, cls: type[E], name: str, value: Any = None) -> E:
        value = self.data[name] if value is None else value
        try:
            return cls(value)
        except ValueError:
            raise QuestionError(f"program: {self.path}.{name}: unknown value {value!r} "
                                f"(expected one of {', '.join(m.value for m in cls)})") from None

    def integer(self, name: str) -> int:
        value = self.data[name]
        if not isinstance(value, int) or isinstance(value, bool):
            raise QuestionError(f"program: {self.path}.{name}: expected a whole number, not {value!r}")
        return value

    def text(self, name: str, optional: bool = False) -> str | None:
        value = self.data[name]
        if not (isinstance(value, str) or (optional and value is None)):
            raise QuestionError(f"program: {self.path}.{name}: expected text, not {value!r}")
        return value


_STEP_FIELDS = {
    "SameAs": {"attribute", "anchor"}, "OwnerOf": {"anchor"}, "OtherThan": {"anchor"}, "Holds": {"attribute", "value"},
    "CountIs": {"records", "op", "n"},
    "CurrentJobStartedIn": {"year"}, "TopN": {"n", "key"}, "StateLeader": {"key"},
}
_OUTPUT_FIELDS = {
    "NameOf": {"pick"}, "Compare": {"key", "subjects", "tiebreak"}, "BalanceOf": {"picks"},
    "RecordCount": {"pick", "records"},
}


# a measure's value -> its member, a record kind's first (`_decode_key`: listing both enums' values at each key was most
# of decoding a program)
_MEASURES: dict[str, Records | Metric] = {m.value: m for m in Metric} | {m.value: m for m in Records}


def _decode_key(data: Any, path: str) -> Key:
    r = _Reader(data, path, ("Key",), {"Key": {"measure", "order"}})
    measure = r.get("measure")
    found = _MEASURES.get(measure)
    if found is None:
        raise QuestionError(f"program: {path}.measure: unknown measure {measure!r}")
    return Key(found, r.enum(Order, "order"))


def encode_anchor(a: Anchor) -> dict[str, Any]:
    """An anchor alone, as a program holds it (a step's `anchor`)."""
    return _anchor(a)


def decode_anchor(data: Any) -> Anchor:
    """An anchor written by `encode_anchor`; QuestionError naming the bad part."""
    return _decode_anchor(data, "anchor")


def _decode_anchor(data: Any, path: str) -> Anchor:
    kinds = tuple(k.value for k in AnchorKind)
    r = _Reader(data, path, kinds, {k: {"value", "species"} for k in kinds})
    return Anchor(AnchorKind(r.kind), r.text("value") or "", r.text("species", optional=True))


def _decode_step(data: Any, path: str, version: int) -> Step:
    kinds = tuple(k for k in _STEP_FIELDS if VERSIONS.get(k, 1) <= version)
    if isinstance(data, dict) and data.get("kind") in _STEP_FIELDS and data.get("kind") not in kinds:
        raise QuestionError(f"program: {path}: kind {data['kind']!r} is new in version {VERSIONS[data['kind']]}, "
                            f"but the program says version {version}")
    r = _Reader(data, path, kinds, _STEP_FIELDS)
    match r.kind:
        case "SameAs":
            return SameAs(r.enum(Attribute, "attribute"), _decode_anchor(r.get("anchor"), f"{path}.anchor"))
        case "OwnerOf":
            return OwnerOf(_decode_anchor(r.get("anchor"), f"{path}.anchor"))
        case "OtherThan":
            return OtherThan(_decode_anchor(r.get("anchor"), f"{path}.anchor"))
        case "Holds":
            return Holds(r.enum(Attribute, "attribute"), r.text("value") or "")
        case "CountIs":
            return CountIs(r.enum(Records, "records"), r.text("op") or "", r.integer("n"))
        case "CurrentJobStartedIn":
            return CurrentJobStartedIn(r.integer("year"))
        case "TopN":
            return TopN(r.integer("n"), _decode_key(r.get("key"), f"{path}.key"))
        case _:
            return StateLeader(_decode_key(r.get("key"), f"{path}.key"))


def _decode_pick(data: Any, path: str, version: int) -> Pick:
    r = _Reader(data, path, ("Pick",), {"Pick": {"steps", "keys", "top"}})
    steps = tuple(_decode_step(s, f"{path}.steps[{i}]", version) for i, s in enumerate(r.items("steps")))
    keys = tuple(_decode_key(k, f"{path}.keys[{i}]") for i, k in enumerate(r.items("keys")))
    return Pick(steps, keys, r.integer("top"))


def decode(data: Any) -> Output:
    """The Output spec of a program written by `encode`; QuestionError naming the bad part."""
    if not isinstance(data, dict):
        raise QuestionError(f"program: expected an object, not {data!r}")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= PROGRAM_VERSION:
        raise QuestionError(f"program: version {version!r} is not supported "
                            f"(this cbwh reads versions 1 to {PROGRAM_VERSION})")
    body = {k: v for k, v in data.items() if k != "version"}
    r = _Reader(body, "program", tuple(_OUTPUT_FIELDS), _OUTPUT_FIELDS)
    try:
        match r.kind:
            case "NameOf":
                return NameOf(_decode_pick(r.get("pick"), "pick", version))
            case "Compare":
                subjects = tuple(_decode_pick(p, f"subjects[{i}]", version) for i, p in enumerate(r.items("subjects")))
                tiebreak = tuple(_decode_key(k, f"tiebreak[{i}]") for i, k in enumerate(r.items("tiebreak")))
                return Compare(_decode_key(r.get("key"), "key"), subjects, tiebreak)
            case "BalanceOf":
                return BalanceOf(tuple(_decode_pick(p, f"picks[{i}]", version) for i, p in enumerate(r.items("picks"))))
            case _:
                records = tuple(r.enum(Records, "records", v) for v in r.items("records"))
                return RecordCount(_decode_pick(r.get("pick"), "pick", version), records)
    except QuestionError as exc:
        if str(exc).startswith("program:"):
            raise
        raise QuestionError(f"program: {exc}") from None
