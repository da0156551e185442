"""What a program reads (its required files) and how hard it is, both computed from the program.

`required_files`: the corpus files its chain reads, in chain order (anchor, shared
attribute, filters, rankings, output), `people.txt` (names) last.

`difficulty` (documented in the README):
  hard   - two chains (two subjects compared or summed), or 6 or more files;
  easy   - one chain over at most 4 files, with one filter and at most one ranking key;
  medium - everything else.
"""

from __future__ import annotations

from typing import assert_never

from cbwh.compile.sources import ANCHORS, ATTRIBUTES, METRICS
from cbwh.layout import TABLES
from cbwh.spec.model import (
    BalanceOf,
    Compare,
    CountIs,
    CurrentJobStartedIn,
    Holds,
    Key,
    Metric,
    NameOf,
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
    output_picks,
)

DIFFICULTIES = ("easy", "medium", "hard")
_FILES = {t.name: t.file_name for t in TABLES}


def _measure_table(measure: Records | Metric) -> str:
    return measure.value if isinstance(measure, Records) else METRICS[measure].column.table


def _step_tables(step: Step) -> list[str]:
    match step:
        case SameAs():
            return [ANCHORS[step.anchor.kind].table, ATTRIBUTES[step.attribute].table]
        case OwnerOf() | OtherThan():
            return [ANCHORS[step.anchor.kind].table]
        case Holds():
            return [ATTRIBUTES[step.attribute].table]
        case CountIs():
            return [step.records.value]
        case CurrentJobStartedIn():
            return ["employments"]
        case TopN():
            return [_measure_table(step.key.measure)]
        case StateLeader():
            return ["addresses", _measure_table(step.key.measure)]
        case _:
            assert_never(step)


def _pick_tables(pick: Pick) -> list[str]:
    return [t for s in pick.steps for t in _step_tables(s)] + [_measure_table(k.measure) for k in pick.keys]


def _output_tables(out: Output) -> list[str]:
    match out:
        case NameOf():
            return _pick_tables(out.pick)
        case Compare():
            keys: tuple[Key, ...] = (out.key, *out.tiebreak)
            return [t for p in out.subjects for t in _pick_tables(p)] + [_measure_table(k.measure) for k in keys]
        case BalanceOf():
            return [t for p in out.picks for t in _pick_tables(p)] + [_measure_table(Metric.BALANCE)]
        case RecordCount():
            return _pick_tables(out.pick) + [r.value for r in out.records]
        case _:
            assert_never(out)


def required_files(out: Output) -> list[str]:
    tables = [t for t in dict.fromkeys(_output_tables(out)) if t != "people"] + ["people"]
    return [_FILES[t] for t in tables]


def difficulty(out: Output) -> str:
    picks = output_picks(out)
    files = len(required_files(out))
    if len(picks) >= 2 or files >= 6:
        return "hard"
    (pick,) = picks
    if files <= 4 and len(pick.steps) == 1 and len(pick.keys) <= 1:
        return "easy"
    return "medium"
