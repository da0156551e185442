"""The default suite's CPU budget (tests/budget.toml): the table and the check that fails a run naming the file."""

from __future__ import annotations

from pathlib import Path

from budget import COLLECTION, SHARED, Budget, load_budget, over_budget

TESTS = Path(__file__).parent


def _budget(**files: float) -> Budget:
    return Budget(tolerance=1.5, loaded_tolerance=2.0, loaded_per_core=4.0, total=10.0, default=1.0, collection=3.0,
                  shared=1.0, files=files)


def test_every_file_in_the_table_is_a_test_file_and_the_limits_are_sane():
    plan = load_budget()
    assert plan.files and all((TESTS / name).is_file() and name.startswith("test_") for name in plan.files)
    assert 1.0 <= plan.tolerance <= plan.loaded_tolerance
    assert all(s > plan.default for s in plan.files.values())  # a line at or under the default says nothing
    assert sum(plan.files.values()) <= plan.total


def test_a_file_over_its_budget_is_named_and_one_within_it_is_not():
    plan = _budget(**{"test_big.py": 4.0})
    workers = [{COLLECTION: 2.0, SHARED: 0.5}]
    assert over_budget(plan, {"test_big.py": 5.9, "test_small.py": 1.4}, workers, 1.5) == []
    over = over_budget(plan, {"test_big.py": 6.1, "test_small.py": 1.6, "test_tiny.py": 0.1}, workers, 1.5)
    assert over == ["tests/test_big.py used 6.10 s of CPU, over its budget of 4 s (x1.5 tolerance)",
                    "tests/test_small.py used 1.60 s of CPU, over its budget of 1 s (x1.5 tolerance)"]


def test_a_workers_collection_shared_fixtures_and_the_total_are_checked():
    plan = _budget()
    assert over_budget(plan, {"test_a.py": 1.0}, [{COLLECTION: 4.4, SHARED: 1.4}], 1.5) == []
    over = over_budget(plan, {f"test_{i}.py": 1.0 for i in range(14)},
                       [{COLLECTION: 2.0, SHARED: 0.1}, {COLLECTION: 4.6, SHARED: 1.6}], 1.5)
    assert [line.split(" used ")[0] for line in over] == [
        "worker 1's collection", "worker 1's shared fixtures", "the default suite in all"]


def test_the_tolerance_widens_only_on_a_loaded_machine():
    plan = _budget()
    assert plan.tolerance_at(load=7.9, cores=2) == 1.5 and plan.tolerance_at(load=8.1, cores=2) == 2.0


def test_the_recorder_counts_shared_fixtures_apart_and_adds_up_the_workers(monkeypatch):
    import budget

    clock = iter([0.0, 1.0, 1.5, 4.0, 6.0, 10.0, 11.0])  # CPU seconds as the recorder reads them, in turn
    monkeypatch.setattr(budget, "cpu_now", lambda: next(clock))
    worker = budget.Recorder()
    worker.collected()  # 0.0
    with worker.test("test_a.py"):  # 1.0 .. 6.0, of which 1.5 .. 4.0 a shared fixture (one inside another: once)
        with worker.shared_fixture(), worker.shared_fixture():
            pass
    with worker.test("test_a.py"):  # 10.0 .. 11.0
        pass
    assert worker.files == {"test_a.py": 3.5} and worker.worker == {COLLECTION: 0.0, SHARED: 2.5}
    controller = budget.Recorder()
    controller.add(worker.figures())
    controller.add({"files": {"test_a.py": 0.5, "test_b.py": 1.0}, "worker": {COLLECTION: 2.0, SHARED: 0.5}})
    assert controller.files == {"test_a.py": 4.0, "test_b.py": 1.0}
    assert [w["tests"] for w in controller.per_worker()] == [3.5, 1.5]
