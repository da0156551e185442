"""Anchor values as tagged bound parameters.

The compiler binds an anchor's value (a pet name, a licence plate, a username) and a
pet anchor's species through `anchor_param`, so that a renderer can tell them from
every other bound value: `compile.named` renders them as named parameters (`:pet`),
the ordinary renderer as `?` like any other value. The tag is the bound value's type
(plain TEXT to SQLite), which carries the anchor and which part of it is bound.
"""

from __future__ import annotations

from typing import Literal

from sqlalchemy import bindparam
from sqlalchemy.sql.elements import BindParameter
from sqlalchemy.types import Text, TypeDecorator

from cbwh.spec.model import Anchor

Part = Literal["value", "species"]


class AnchorText(TypeDecorator):
    """TEXT, tagged with the anchor (and the part of it) whose value it binds."""

    impl = Text
    cache_ok = True

    def __init__(self, anchor: Anchor, part: Part):
        super().__init__()
        self.anchor = anchor
        self.part = part


def anchor_param(anchor: Anchor, part: Part = "value") -> BindParameter:
    value = anchor.value if part == "value" else anchor.species
    return bindparam(None, value, type_=AnchorText(anchor, part), unique=True)
