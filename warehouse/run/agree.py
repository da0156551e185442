"""Rubric-style agreement between an answer and the upstream ground truth.

Numbers and money compare as numbers ("$145,315.33" = "145315.33", "18 records" =
"18", "two" = "2"); names compare case-insensitively, and a name counts wherever it
stands in the answer.
"""

from __future__ import annotations

import re
from decimal import Decimal

_NUMBER = re.compile(r"-?\$?\s*\d[\d,]*(?:\.\d+)?")
_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split()
)}


def number(text: str) -> Decimal | None:
    """The first number in text, as an exact decimal; None if it holds none."""
    m = _NUMBER.search(text)
    if m:
        return Decimal(re.sub(r"[\s$,]", "", m.group()))
    for word in re.findall(r"[a-z]+", text.lower()):
        if word in _WORDS:
            return Decimal(_WORDS[word])
    return None


def agrees(answer: str | None, truth: str) -> bool:
    if answer is None:
        return False
    expected = number(truth) if re.search(r"\d", truth) else None
    if expected is not None:
        return number(answer) == expected
    return " ".join(truth.split()).lower() in " ".join(answer.split()).lower()
