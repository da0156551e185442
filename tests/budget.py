"""The default suite's CPU budget (tests/budget.toml): what each test file may cost, checked on the run itself.

tests/conftest.py measures every test's CPU (`time.process_time()` of the worker plus the CPU of the child processes it
waited for, setup and teardown included: a module fixture counts in its file) and, after a whole default run that
passed, fails the session naming every file over its budget. The conftest's shared session fixtures (the real
corpus's ingest, the tiny corpus) are counted apart, once per worker, under `shared fixtures`; each worker's start-up
and collection (CPU before its first test) under `collection`."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

BUDGET_FILE = Path(__file__).with_name("budget.toml")
SHARED, COLLECTION = "shared fixtures", "collection"


@dataclass(frozen=True)
class Budget:
    tolerance: float  # CPU time on a loaded machine runs slower than on the idle one the budgets were set on
    loaded_tolerance: float  # when the machine's 1-minute load average is above loaded_per_core per core
    loaded_per_core: float
    total: float  # every test file and the shared fixtures, summed over the workers (CPU s)
    default: float  # a file not listed
    collection: float  # per worker
    shared: float  # per worker
    files: dict[str, float] = field(default_factory=dict)

    def of(self, name: str) -> float:
        return self.files.get(name, self.default)

    def tolerance_at(self, load: float, cores: int) -> float:
        return self.loaded_tolerance if load > self.loaded_per_core * cores else self.tolerance


def load_budget(path: Path = BUDGET_FILE) -> Budget:
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    limits = doc["limits"]
    return Budget(tolerance=float(limits["tolerance"]), loaded_tolerance=float(limits["loaded_tolerance"]),
                  loaded_per_core=float(limits["loaded_per_core"]), total=float(limits["total"]), default=float(limits["default"]),
                  collection=float(limits["collection"]), shared=float(limits["shared_fixtures"]),
                  files={name: float(s) for name, s in doc["files"].items()})


def over_budget(budget: Budget, files: dict[str, float], workers: list[dict[str, float]],
                tolerance: float) -> list[str]:
    """One line per file, worker figure or total over its budget times the tolerance (none: within budget).
    `files`: CPU s per test file name; `workers`: each worker's COLLECTION and SHARED CPU s."""
    lines = []

    def check(what: str, used: float, limit: float) -> None:
        if used > limit * tolerance:
            lines.append(f"{what} used {used:.2f} s of CPU, over its budget of {limit:g} s (x{tolerance:g} tolerance)")

    for name, used in sorted(files.items(), key=lambda kv: -kv[1]):
        check(f"tests/{name}", used, budget.of(name))
    for i, worker in enumerate(workers):
        check(f"worker {i}'s {COLLECTION}", worker.get(COLLECTION, 0.0), budget.collection)
        check(f"worker {i}'s {SHARED}", worker.get(SHARED, 0.0), budget.shared)
    check("the default suite in all", sum(files.values()) + sum(w.get(SHARED, 0.0) for w in workers), budget.total)
    return lines
