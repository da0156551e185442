"""`NamedTuple` for the modules `cbwh answer --all` imports, without importing `typing` (13.7 M instructions, a sixth of
the process's Python above its floor's). mypy reads typing's own; at run time the class statement makes the same
class `typing.NamedTuple` makes (`collections.namedtuple` with the fields and defaults of the class body, its methods
and docstring copied on), only leaving the field annotations unchecked (typing checks each: a string annotation is
compiled at every import)."""

from __future__ import annotations

import collections

from cbwh import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import NamedTuple as NamedTuple
else:
    _SPECIAL = frozenset({"__module__", "__name__", "__annotations__"})

    class _Meta(type):
        def __new__(mcs, name, bases, ns):
            if not bases:  # (NamedTuple itself)
                return super().__new__(mcs, name, bases, ns)
            annotations = ns.get("__annotations__", {})
            defaults = [name for name in annotations if name in ns]
            if defaults and list(annotations)[-len(defaults):] != defaults:
                raise TypeError(f"{name}: a field without a default after one with a default")
            made = collections.namedtuple(name, list(annotations), defaults=[ns[n] for n in defaults],
                                          module=ns["__module__"])
            made.__annotations__ = dict(annotations)
            for key, value in ns.items():
                if key not in _SPECIAL and key not in made._fields:
                    setattr(made, key, value)
            return made

    class NamedTuple(metaclass=_Meta):
        pass
