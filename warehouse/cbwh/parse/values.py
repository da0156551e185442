"""Typed value conversion for one field: text in, stored column values out.

Each converter returns the tuple of column values the field fills, or raises
ValueError whose message is the user-facing reason.
"""

from __future__ import annotations

import re
from datetime import date

from cbwh.layout import DATE, EXPIRY, MONEY, TEXT, YEAR

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
MAX_CENTS = 2**63 - 1  # SQLite's largest INTEGER: an amount (and any sum of amounts) must fit to be exact
_CONTROL_NAMES = {"\t": "a tab", "\x00": "a NUL byte", "\ufeff": "a byte-order mark"}


def text_problem(value: str) -> str | None:
    """Why a field value cannot be taken as written, or None. Values are never altered:
    surrounding whitespace (``name: Dawn `` would not equal 'Dawn') and control
    characters (tabs, NUL bytes) are errors, each reported at its file:line."""
    if value != value.strip():
        return f"value {value!r} has surrounding whitespace (values are taken exactly as written; remove it)"
    bad = next((c for c in value if c < " " or c in "\x7f\ufeff"), None)
    if bad is not None:
        what = _CONTROL_NAMES.get(bad, f"control character U+{ord(bad):04X}")
        return f"value {value!r} holds {what}"
    return None
_YEAR = re.compile(r"\d{4}")


def _digits(text: str) -> bool:
    return text.isdigit() and text.isascii()


def money_cents(text: str) -> int:
    """'48013.0' -> 4801300, '41026.72' -> 4102672; exact, no float."""
    whole, dot, frac = text.partition(".")
    sign = whole.startswith("-")
    if sign:
        whole = whole[1:]
    if not _digits(whole) or dot and not (_digits(frac) and len(frac) <= 2):
        raise ValueError(f"bad amount {text!r} (expected digits with up to 2 decimals)")
    cents = int(whole) * 100 + int(frac.ljust(2, "0"))
    if cents > MAX_CENTS:
        raise ValueError(f"amount {text!r} is beyond what the warehouse stores exactly "
                         f"(at most {MAX_CENTS // 100}.{MAX_CENTS % 100:02d} either way)")
    return -cents if sign else cents


def _text(text: str) -> tuple:
    return (text,)


def _date(text: str) -> tuple:
    if not _DATE.fullmatch(text):
        raise ValueError(f"bad date {text!r} (expected YYYY-MM-DD)")
    try:
        date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"bad date {text!r} (no such day)") from None
    return (text,)


def _year(text: str) -> tuple:
    if not _YEAR.fullmatch(text):
        raise ValueError(f"bad year {text!r} (expected 4 digits)")
    return (int(text),)


def _money(text: str) -> tuple:
    return (text, money_cents(text))


def expiry_month(text: str) -> str:
    """'02/26' -> '2026-02' (cards are read as 20YY)."""
    month, slash, year = text.partition("/")
    if not (slash and len(month) == 2 and len(year) == 2 and _digits(month) and _digits(year) and 1 <= int(month) <= 12):
        raise ValueError(f"bad card expiry {text!r} (expected MM/YY)")
    return f"20{year}-{month}"


def _expiry(text: str) -> tuple:
    return (text, expiry_month(text))


CONVERTERS = {TEXT: _text, DATE: _date, YEAR: _year, MONEY: _money, EXPIRY: _expiry}
