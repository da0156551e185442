"""Start-up: `cbwh --help` against a bare interpreter, `cbwh sql` against a bare sqlite3 script.

bare interpreter: `python -c pass` of the same Python; the sqlite3 baseline opens the
warehouse read-only and runs the same one-line query. Runs alternate; reported are
medians and the median of the paired ratios (target for --help: <= 3x).

Usage: python benchmarks/bench_startup.py [--runs N] [--corpus DIR]
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from common import arguments, cbwh, report, report_cpu, timed, warehouse

QUERY = "SELECT count(*) FROM people"


def main() -> None:
    args = arguments(runs=31)
    tmp = Path(tempfile.mkdtemp())
    env = warehouse(tmp, args.corpus)
    db = env["CBWH_DB"]
    cmds = {
        "help": [cbwh(), "--help"],
        "bare": [sys.executable, "-c", "pass"],
        "sql": [cbwh(), "sql", QUERY],
        "sqlite3": [sys.executable, "-c", f"import sqlite3; print(sqlite3.connect('file:{db}?mode=ro', uri=True)"
                                          f".execute('{QUERY}').fetchall())"],
    }
    for cmd in cmds.values():
        timed(cmd, env)
    t: dict[str, list[float]] = {k: [] for k in cmds}
    cpu: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(args.runs):
        for k, cmd in cmds.items():
            t[k].append(timed(cmd, env, cpu=cpu[k]))
    shutil.rmtree(tmp)
    ms = {k: statistics.median(v) * 1000 for k, v in t.items()}
    print(f"start-up, {args.runs} runs each, whole processes, alternating")
    print(f"  cbwh --help {ms['help']:6.1f} ms   python -c pass {ms['bare']:6.1f} ms")
    print(f"  cbwh sql    {ms['sql']:6.1f} ms   bare sqlite3 script {ms['sqlite3']:6.1f} ms")
    report("cbwh --help / bare interpreter", t["help"], t["bare"], 3.0)
    report("cbwh sql / bare sqlite3 script", t["sql"], t["sqlite3"], float("inf"))
    report_cpu("cbwh --help / bare interpreter", cpu["help"], cpu["bare"])
    report_cpu("cbwh sql / bare sqlite3 script", cpu["sql"], cpu["sqlite3"])


if __name__ == "__main__":
    main()
