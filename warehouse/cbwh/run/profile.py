"""Measuring a warehouse: every statistic of `cbwh.profile.stats`, by SQL built in compile."""

from __future__ import annotations

from pathlib import Path
from typing import Any, assert_never

from cbwh import __version__
from cbwh.profile.compare import Row, compare
from cbwh.profile.model import Profile
from cbwh.profile.stats import QUANTILES, STATS, Kind, Stat
from cbwh.store.connect import GuardedConnection, execute, open_readonly


def _run(conn: GuardedConnection, stmt) -> list[tuple]:
    from cbwh.compile.compiler import render

    return execute(conn, *render(stmt)).fetchall()


def _measure(conn: GuardedConnection, stat: Stat) -> dict[str, Any]:
    from cbwh.compile import profile as sql

    match stat.kind:
        case Kind.HISTOGRAM:
            return {"counts": {str(category): n for category, n in _run(conn, sql.histogram(stat))}}
        case Kind.SHARE:
            ((hits, total),) = _run(conn, sql.share(stat))
            return {"hits": hits, "of": total}
        case Kind.MAXIMUM:
            ((value,),) = _run(conn, sql.maximum(stat))
            return {"value": value}
        case Kind.QUANTILES:
            ((n,),) = _run(conn, sql.row_count(stat))
            values = [_run(conn, sql.value_at(stat, round(q * (n - 1))))[0][0] for q in QUANTILES] if n else []
            return {"values": values, "n": n}
        case _:
            assert_never(stat.kind)


def measure(db: Path) -> Profile:
    """The profile of the warehouse at db."""
    from cbwh.compile.profile import meta_value

    conn = open_readonly(db)
    try:
        stats = {stat.key: _measure(conn, stat) for stat in STATS}
        digest = _run(conn, meta_value("corpus_sha256"))
    finally:
        conn.close()
    people = sum(stats["count.addresses"]["counts"].values())
    source = {"corpus_sha256": digest[0][0] if digest else None, "people": people, "measured_by": f"cbwh {__version__}"}
    return Profile(stats, source)


def measure_vs(db: Path, vs: Path) -> tuple[Profile, Profile, list[Row]]:
    """Both warehouses measured, and every statistic compared (db against the reference vs)."""
    this, other = measure(db), measure(vs)
    return this, other, compare(this, other)
