"""Specs <-> plain JSON data: the form `cbwh ask --json` prints and suite files store.

Every spec object becomes a dict tagged with its class name under "kind"; tuples become
lists and enums their values. An Anchor is the one exception: its own `kind` field (pet,
plate, username) fills that slot, and its place (SameAs.anchor) says what it is. `decode_output` reads it back, checking every field.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

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
    Output,
    Pick,
    RecordCount,
    Records,
    SameAs,
    StateLeader,
    TopN,
)

_CLASSES: dict[str, type] = {cls.__name__: cls for cls in (
    Anchor, BalanceOf, Compare, CountIs, CurrentJobStartedIn, Holds, Key, NameOf, Pick, RecordCount, SameAs,
    StateLeader, TopN)}
_OUTPUTS = (NameOf, Compare, BalanceOf, RecordCount)
# (class, field) -> the enum(s) its string value names
_ENUMS: dict[tuple[str, str], tuple[type[Enum], ...]] = {
    ("Key", "measure"): (Records, Metric),
    ("Key", "order"): (Order,),
    ("Anchor", "kind"): (AnchorKind,),
    ("SameAs", "attribute"): (Attribute,),
    ("Holds", "attribute"): (Attribute,),
    ("CountIs", "records"): (Records,),
    ("RecordCount", "records"): (Records,),
}


def encode(value: Any) -> Any:
    """A spec (or any part of one) as plain JSON data."""
    if isinstance(value, Anchor):
        return {"kind": value.kind.value, "value": value.value, "species": value.species}
    if is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {"kind": type(value).__name__}
        out.update({f.name: encode(getattr(value, f.name)) for f in fields(value)})
        return out
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [encode(v) for v in value]
    return value


def _enum(where: str, enums: tuple[type[Enum], ...], value: Any) -> Enum:
    for cls in enums:
        try:
            return cls(value)
        except ValueError:
            continue
    known = ", ".join(m.value for cls in enums for m in cls)
    raise QuestionError(f"{where}: unknown value {value!r} (expected one of {known})")


def _anchor(data: Any, where: str) -> Anchor:
    if not isinstance(data, dict) or set(data) - {"kind", "value", "species"}:
        raise QuestionError(f"{where}: an anchor is {{kind, value, species}}, not {data!r}")
    kind = _enum(f"{where}.kind", (AnchorKind,), data.get("kind"))
    return Anchor(kind, data.get("value", ""), data.get("species"))  # type: ignore[arg-type]


def _decode(data: Any, where: str) -> Any:
    if not isinstance(data, dict) or data.get("kind") not in _CLASSES:
        raise QuestionError(f"{where}: expected a spec object with a known 'kind' ({', '.join(_CLASSES)}), not {data!r}")
    cls = _CLASSES[data["kind"]]
    names = {f.name for f in fields(cls)}
    unknown = set(data) - names - {"kind"}
    if unknown:
        raise QuestionError(f"{where}: unknown field(s) {', '.join(sorted(unknown))} in {cls.__name__}")
    args = {}
    for name in names & set(data):
        value, here = data[name], f"{where}.{name}"
        enums = _ENUMS.get((cls.__name__, name))
        if isinstance(value, list):
            args[name] = tuple(_enum(here, enums, v) if enums else _decode(v, f"{here}[{i}]") for i, v in enumerate(value))
        elif enums:
            args[name] = _enum(here, enums, value)
        elif (cls.__name__, name) == ("SameAs", "anchor"):
            args[name] = _anchor(value, here)
        elif isinstance(value, dict):
            args[name] = _decode(value, here)
        else:
            args[name] = value
    try:
        return cls(**args)
    except TypeError as exc:
        raise QuestionError(f"{where}: {cls.__name__}: {exc}") from None


def decode_output(data: Any, where: str = "spec") -> Output:
    """The Output spec of JSON data made by `encode`; QuestionError naming the bad field."""
    out = _decode(data, where)
    if not isinstance(out, _OUTPUTS):
        raise QuestionError(f"{where}: a question's spec is one of NameOf, Compare, BalanceOf, RecordCount, not {type(out).__name__}")
    return out
