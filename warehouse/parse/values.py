"""Typed value conversion for one field: text in, stored column values out.

Each converter returns the tuple of column values the field fills, or raises
ValueError whose message is the user-facing reason.
"""

from __future__ import annotations

import re
from datetime import date

from cbwh.store.tables import DATE, EXPIRY, MONEY, TEXT, YEAR

_MONEY = re.compile(r"(-?)(\d+)(?:\.(\d{1,2}))?")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_YEAR = re.compile(r"\d{4}")
_EXPIRY = re.compile(r"(\d{2})/(\d{2})")


def money_cents(text: str) -> int:
    """'48013.0' -> 4801300, '41026.72' -> 4102672; exact, no float."""
    m = _MONEY.fullmatch(text)
    if not m:
        raise ValueError(f"bad amount {text!r} (expected digits with up to 2 decimals)")
    sign, whole, frac = m.groups()
    cents = int(whole) * 100 + int((frac or "0").ljust(2, "0"))
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
    m = _EXPIRY.fullmatch(text)
    if not m or not 1 <= int(m.group(1)) <= 12:
        raise ValueError(f"bad card expiry {text!r} (expected MM/YY)")
    return f"20{m.group(2)}-{m.group(1)}"


def _expiry(text: str) -> tuple:
    return (text, expiry_month(text))


CONVERTERS = {TEXT: _text, DATE: _date, YEAR: _year, MONEY: _money, EXPIRY: _expiry}
