"""A question's reading plan: what reading its answer query's rows needs to know, as plain data.

`cbwh.run.reading` turns the rows into the answer, or the reason there is none, from
this plan alone: how many people each pick must hold, the words for its ranking keys
and for a named owner, how each value is written (`cbwh.spec.values`) and what the
output is. The plan is JSON data, so the catalog's plans ship with the package
(`questions/compiled.json`, written by `python -m cbwh.compile.ship`) and `cbwh answer`
reads them without building spec objects; any other question's plan is made here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, assert_never

from cbwh.spec.model import AnchorKind, BalanceOf, Compare, NameOf, OwnerOf, Pick, Question, RecordCount, output_picks
from cbwh.spec.values import BALANCE, COMPARE, COUNT, NAME
from cbwh.spec.words import describe_key, render_anchor, value_format

_HINT = " (name the pet's species, e.g. 'the dog named ...', if that tells them apart)"


def _pick_plan(pick: Pick) -> dict[str, Any]:
    owner = None  # 'the owner of <anchor>' alone: too many people is that anchor naming several
    if not pick.keys and pick.top == 1 and len(pick.steps) == 1 and isinstance(pick.steps[0], OwnerOf):
        a = pick.steps[0].anchor
        owner = {"anchor": render_anchor(a), "hint": _HINT if a.kind is AnchorKind.PET and a.species is None else ""}
    return {"top": pick.top, "keys": [describe_key(k) for k in pick.keys],
            "formats": [value_format(k.measure) for k in pick.keys], "owner": owner}


@lru_cache(maxsize=256)  # the audit reads each question's rows under many readings (never mutate a plan)
def reading_plan(question: Question) -> dict[str, Any]:
    """The plan `cbwh.run.reading.read_answer` reads the question's rows with (JSON data)."""
    out = question.output
    output: dict[str, Any]
    match out:
        case NameOf():
            output = {"kind": NAME}
        case RecordCount():
            output = {"kind": COUNT}
        case BalanceOf():
            output = {"kind": BALANCE}
        case Compare():
            output = {"kind": COMPARE, "key": describe_key(out.key),
                      "formats": [value_format(k.measure) for k in (out.key, *out.tiebreak)]}
        case _:
            assert_never(out)
    return {"picks": [_pick_plan(p) for p in output_picks(out)], "output": output}
