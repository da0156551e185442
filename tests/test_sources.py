"""The one mapping from spec concepts to tables and columns agrees with the corpus layout."""

from __future__ import annotations

from cbwh import layout
from cbwh.compile import sources
from cbwh.spec.model import AnchorKind, Attribute, Metric, Records

TABLES = {t.name: t for t in layout.TABLES}


def _exists(table: str, column: str) -> bool:
    return table in TABLES and column in TABLES[table].columns()


def test_every_spec_concept_is_mapped():
    assert set(sources.RECORDS) == set(Records)
    assert set(sources.ATTRIBUTES) == set(Attribute)
    assert set(sources.ANCHORS) == set(AnchorKind)
    assert set(sources.METRICS) == set(Metric)


def test_every_record_kind_is_a_table_owned_by_people():
    for records, table in sources.RECORDS.items():
        assert table in TABLES, records
        assert sources.OWNER in TABLES[table].columns(), table
    assert set(sources.RECORDS.values()) == {t.name for t in layout.OWNED}
    assert {"person_id", "full_name", "dob"} <= set(TABLES[sources.PEOPLE].columns())


def test_every_mapped_column_exists_in_the_layout():
    columns = [*((a.table, c) for a in sources.ATTRIBUTES.values() for c in a.columns), *(m.column for m in sources.METRICS.values()),
               sources.CARD_EXPIRY_TEXT, sources.RESIDENCE, *sources.JOB_ORDER]
    for table, column in columns:
        assert _exists(table, column), f"{table}.{column}"
    for kind, anchor in sources.ANCHORS.items():
        assert _exists(anchor.table, anchor.column), kind
        assert TABLES[anchor.table].id_key == anchor.record_id, kind
        assert anchor.species is None or _exists(anchor.table, anchor.species), kind


def test_summed_metrics_read_exact_integers():
    """Money is summed as integer cents, never as the text written in the file."""
    kinds = {(t.name, c): f.kind for t in layout.TABLES for f in t.fields for c in f.columns()}
    for metric, source in sources.METRICS.items():
        if source.aggregate == "sum":
            table, column = source.column
            assert kinds[(table, column.removesuffix("_cents"))] == layout.MONEY and column.endswith("_cents"), metric
