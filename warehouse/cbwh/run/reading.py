"""Read an answer query's rows with the question's reading plan (`cbwh.spec.plan`).

Ties are detected, never broken: a pick whose top holds more people than it may,
a compare whose finalists tie, a "who ...?" group that is not exactly one person,
or a top-N cut that splits a tie all make the result ambiguous, naming who and why.
A tie that cannot change a value asked is no ambiguity: "What is the greatest number of
cars anyone in Ohio owns?" when five people share the most cars (a count or a balance
asked of a pick whose people tied at its cut all have the same value of it).

Plain Python over plain data (the plan is JSON, the rows anything with the fields of
`cbwh.compile.query.Finalist`), so `cbwh answer` reads the shipped plans without
importing the spec model; `cbwh.run.answer` reads every other question the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from cbwh.spec.values import BALANCE, COMPARE, COUNT, NAME, money, show_as


class Ambiguous(Exception):
    """The rows give no single answer; the message says who ties and why."""


class Row:
    """One answer row, with the fields of `cbwh.compile.query.Finalist` (without its data class): `fields` as
    `cbwh.compile.columns.row_reader` reads them from a statement's row."""

    __slots__ = ("person_id", "full_name", "keys", "rank", "slot", "value", "tiebreaks", "outcome", "checks")

    def __init__(self, fields: tuple) -> None:
        (self.person_id, self.full_name, self.keys, self.rank, self.slot, self.value, self.tiebreaks,
         self.outcome, self.checks) = fields


def who(row, formats: Sequence[str]) -> str:  # row: a Row, Finalist or Candidate
    """'Tammy Roberts (pers-0108: 4 vehicles, 1974-06-10)': a candidate with its ranking values."""
    values = [show_as(f, v) for f, v in zip(formats, row.keys)]
    return f"{row.full_name} ({row.person_id}{': ' + ', '.join(values) if values else ''})"


def _same_value(mine: Sequence, top: int) -> list | None:
    """The rows of a pick tied at its cut (more than `top`, each of rank <= top) taken as the first `top` when the
    people tied at the cut all have the same value of what is asked (whichever of them is taken, the count or the
    balance is the same); None when those values differ."""
    ranked = sorted(mine, key=lambda r: r.rank)
    cut = ranked[top - 1].rank
    tied = [r for r in ranked if r.rank == cut]
    if tied[0].value is None or any(r.value != tied[0].value for r in tied):
        return None
    return ranked[:top]


def _slot_rows(plan: dict, rows: Sequence, slot: int, valued: bool = False) -> list:
    """The rows of pick `slot`, exactly as many as the pick holds, or Ambiguous saying why not. `valued`: the
    question asks a value of the pick's people (a count, a balance), so a tie that cannot change it is taken."""
    picks = plan["picks"]
    pick = picks[slot]
    top = pick["top"]
    mine = [r for r in rows if r.slot == slot]
    label = f"subject {slot + 1}: " if len(picks) > 1 else ""
    if not mine:
        raise Ambiguous(f"{label}no one matches")
    if len(mine) > top:
        people = "; ".join(who(r, pick["formats"]) for r in mine)
        if pick["owner"] is not None:
            raise Ambiguous(f"{label}{pick['owner']['anchor']} is {len(mine)} people, the question needs one: "
                            f"{people}{pick['owner']['hint']}")
        if not pick["keys"]:
            raise Ambiguous(f"{label}{len(mine)} people match, the question needs exactly {top}: {people}")
        if valued and (taken := _same_value(mine, top)) is not None:
            return taken
        raise Ambiguous(f"{label}tie by {', then '.join(pick['keys'])} across the top {top}: {people}")
    if pick["keys"] and mine[0].keys[0] is None:
        raise Ambiguous(f"{label}no one in the group has a value for {pick['keys'][0]}")
    if len(mine) < top:  # 'the 3 richest residents of X who ...' where only 2 qualify
        people = "; ".join(who(r, pick["formats"]) for r in mine)
        raise Ambiguous(f"{label}the question needs the top {top}, but only {len(mine)} match: {people}")
    return mine


def _compare(output: dict, firsts: list, rows: Sequence) -> str:
    if firsts[0].person_id == firsts[1].person_id:  # no one has more than themself: a tie, and not two people
        raise Ambiguous(f"the two subjects are one person, {firsts[0].full_name} ({firsts[0].person_id}): "
                        f"there is no one else to compare them with")
    if missing := [r for r in rows if r.value is None]:  # no salary: neither more nor less than anyone's
        raise Ambiguous(f"{missing[0].full_name} ({missing[0].person_id}) has no value for "
                        f"{output['key']}: the two cannot be compared on it")
    winners = [r for r in rows if r.outcome == 1]
    if len(winners) != 1:
        tied = " vs ".join(
            f"{r.full_name} ({', '.join(show_as(f, v) for f, v in zip(output['formats'], (r.value, *r.tiebreaks)))})"
            for r in rows
        )
        raise Ambiguous(f"the two subjects tie on {output['key']}: {tied}")
    return winners[0].full_name


def read_answer(plan: dict, checks: Sequence[tuple[str, int, str]], rows: Sequence) -> str:
    """The answer the finalists give, or Ambiguous saying who ties and why.
    checks: (label, expected, what) of each scalar the query also returns."""
    for label, expected, what in checks:
        if rows and rows[0].checks[label] != expected:
            raise Ambiguous(f"{what}: {rows[0].checks[label]} people instead of {expected}")
    output = plan["output"]
    kind = output["kind"]
    valued = kind in (COUNT, BALANCE)
    slots = [_slot_rows(plan, rows, slot, valued) for slot in range(len(plan["picks"]))]
    firsts = [taken[0] for taken in slots]
    if kind == NAME:
        return firsts[0].full_name
    if kind == COUNT:
        return str(firsts[0].value)
    if kind == BALANCE:
        ids = [r.person_id for r in rows]
        if len(set(ids)) < len(ids):  # 'the combined balance of A and B' where A and B are one person
            same = next(r for r in rows if ids.count(r.person_id) > 1)
            raise Ambiguous(f"the subjects are one person, {same.full_name} ({same.person_id}): their balance "
                            "would count once or once per mention")
        if sum(map(len, slots)) < len(rows):  # a tie taken (_same_value): the people taken, not all tied
            return money(sum(r.value for taken in slots for r in taken))
        return money(rows[0].outcome)
    if kind == COMPARE:
        return _compare(output, firsts, rows)
    raise ValueError(f"a reading plan with an unknown output kind {kind!r}")  # (spec.plan makes only the four)


def read_rows(plan: dict, checks: Sequence[tuple[str, int, str]], rows: Sequence) -> tuple[str | None, str | None]:
    """(answer, None) from an answer query's finalists, or (None, why there is no single answer)."""
    try:
        return read_answer(plan, checks, rows), None
    except Ambiguous as exc:
        return None, str(exc)
