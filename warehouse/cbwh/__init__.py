"""cbwh: the Context-Bench warehouse.

parse (corpus text -> records) -> store (SQLite warehouse) -> compile (question
spec -> SQL) -> run (SQL -> answer) -> export (Harbor tasks).
"""

__version__ = "0.1.0"
