"""The default suite's CPU budget (tests/budget.toml): what each test file may cost, checked on the run itself.

tests/conftest.py measures every test's CPU (`time.process_time()` of the worker plus the CPU of the child processes it
waited for, setup and teardown included: a module fixture counts in its file) and, after a whole default run that
passed, fails the session naming every file over its budget. The conftest's shared session fixtures (the real
corpus's ingest, the tiny corpus) are counted apart, once per worker, under `shared fixtures`; each worker's start-up
and collection (CPU before its first test) under `collection`."""

from __future__ import annotations

import json
import os
import resource
import time
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
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


def cpu_now() -> float:
    """This process's CPU and that of the child processes it has waited for (a test's `cbwh` subprocesses)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


class Recorder:
    """One process's figures: each test file's CPU (its tests with their setup and teardown) and this worker's
    COLLECTION and SHARED CPU; on the controller, the workers' figures merged in (`add`)."""

    def __init__(self) -> None:
        self.files: dict[str, float] = {}
        self.worker = {COLLECTION: 0.0, SHARED: 0.0}
        self.workers: list[dict[str, float]] = []  # (the controller: each worker's, its tests' sum added)
        self._in_shared = False

    def collected(self) -> None:
        self.worker[COLLECTION] = cpu_now()  # the interpreter's start, pytest's, imports and collection

    @contextmanager
    def shared_fixture(self) -> Iterator[None]:
        """A shared session fixture's setup, counted apart (a fixture it asks for inside it counts once)."""
        if self._in_shared:
            yield
            return
        self._in_shared, start = True, cpu_now()
        try:
            yield
        finally:
            self._in_shared = False
            self.worker[SHARED] += cpu_now() - start

    @contextmanager
    def test(self, file: str) -> Iterator[None]:
        """One test's CPU, less the shared fixtures it set up, added to its file's."""
        start, shared = cpu_now(), self.worker[SHARED]
        try:
            yield
        finally:
            used = cpu_now() - start - (self.worker[SHARED] - shared)
            self.files[file] = self.files.get(file, 0.0) + used

    def figures(self) -> dict:
        """What a worker sends the controller."""
        return {"files": self.files, "worker": self.worker}

    def add(self, figures: dict) -> None:
        for name, used in figures["files"].items():
            self.files[name] = self.files.get(name, 0.0) + used
        self.workers.append(figures["worker"] | {"tests": sum(figures["files"].values())})

    def per_worker(self) -> list[dict[str, float]]:
        return self.workers or [self.worker]  # -n 0: this process ran every test

    def write(self, path: str | os.PathLike[str]) -> None:
        """Every file's figure and each worker's, as JSON (CBWH_BUDGET_REPORT: benchmarks/bench_suite.py --files)."""
        Path(path).write_text(json.dumps({"files": self.files, "workers": self.per_worker()}, indent=1), encoding="utf-8")
