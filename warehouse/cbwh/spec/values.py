"""The plain-data words of a reading plan (`cbwh.spec.plan`): how a value is written, the output kinds.

`cbwh.spec.words.value_format` gives a measure's format: "$" for money, " vehicles"
(a unit after the number) for a record count, "" for a value written as it is. The
answer path reads these from the shipped reading plan (`cbwh.spec.plan`), so it can
word an answer without importing the spec model.
"""

from __future__ import annotations

MONEY = "$"
# What a question asks for (`reading_plan(q)["output"]["kind"]`): a name, a record count, a sum of
# balances, which of two people ranks first.
NAME, COUNT, BALANCE, COMPARE = "name", "count", "balance", "compare"


def money(cents: int) -> str:
    """4801300 -> '$48,013.00' (exact: integer arithmetic only)."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(int(cents)), 100)
    return f"{sign}${whole:,}.{frac:02d}"


def show_as(fmt: str, value: object) -> str:
    """A value as a person reads it in format `fmt` ('4 vehicles', '$48,013.00', '1974-06-10')."""
    if value is None:
        return "none"
    if fmt == MONEY:
        return money(value)  # type: ignore[arg-type]
    return f"{value}{fmt}"
