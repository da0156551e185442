"""cbwh: the Context-Bench warehouse.

parse (corpus text -> records) -> store (SQLite warehouse) -> compile (question
spec -> SQL) -> run (SQL -> answer) -> ask / audit / export. `cbwh.Warehouse`
(cbwh/api.py) is the Python API over all of it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # (not typing's: importing typing would double the cost of `cbwh --help`)

__version__ = "0.1.0"
__all__ = ["Warehouse", "__version__"]

if TYPE_CHECKING:
    from cbwh.api import Warehouse


def __getattr__(name: str) -> object:
    # Loaded on first use, so that `cbwh ingest` and `import cbwh.layout` stay fast.
    if name == "Warehouse":
        from cbwh.api import Warehouse

        return Warehouse
    raise AttributeError(f"module 'cbwh' has no attribute {name!r}")
