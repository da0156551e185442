"""`NamedTuple` for the modules `cbwh answer --all` imports, without importing `typing` (13.7 M instructions, a sixth of
the process's Python above its floor's): mypy reads typing's own; at run time the class statement makes the same
class `typing.NamedTuple` makes (`collections.namedtuple` with the fields and defaults of the class body, its methods
and docstring copied on), only leaving the field annotations unchecked (typing checks each: a string annotation is
compiled at every import). And `Record` and `Frozen`: a dataclass's methods, without its code generation."""

from __future__ import annotations

import collections
from operator import attrgetter

from cbwh import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any
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



class Record:
    """The methods `@dataclass` makes of a class, written once: `__eq__` over the fields (in the order of the class's
    annotations; equal only to an instance of the same class), `__repr__` as a dataclass shows itself, and no hash (a
    mutable dataclass's `__hash__` is None). A subclass writes its own `__init__` and is decorated `@dataclass(init=False,
    repr=False, eq=False)`, so that `dataclasses.replace` and `fields` read it as before; `tests/test_frozen.py` checks
    each against the dataclass of its fields. Why: a dataclass compiles each method it makes from source every time its
    module is imported (~2 M instructions a class, ~4.3 M a frozen one: ~1.2 ms), where a method written here is read
    from bytecode; for the classes only `cbwh ask` imports, that was a sixth of what `ask` runs above `cbwh answer`."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()  # (each subclass's: the names of its annotations, in order)
    _values: Callable[[Any], tuple[Any, ...]]  # (each subclass's: an instance's fields' values, in that order)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = tuple(cls.__dict__.get("__annotations__", {}))
        if not names:  # (Frozen itself)
            return
        cls._fields = names
        getter: Callable[[Any], Any] = attrgetter(*names)
        values = getter if len(names) > 1 else (lambda obj: (getter(obj),))
        cls._values = staticmethod(values)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values(self) == self._values(other)
        return NotImplemented

    # (no __hash__: a class that defines __eq__ alone has none, as a mutable dataclass)

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self._values(self)))
        return f"{self.__class__.__qualname__}({shown})"


class Frozen(Record):
    """`Record` frozen, as `@dataclass(frozen=True)` makes it: hashed over its fields, and no attribute set or deleted
    after `__init__` (FrozenInstanceError; `__init__` sets each field with `object.__setattr__`)."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._values(self))

    def __setattr__(self, name: str, value: Any) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        from dataclasses import FrozenInstanceError

        raise FrozenInstanceError(f"cannot delete field {name!r}")
