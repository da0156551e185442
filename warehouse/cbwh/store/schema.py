"""SQLAlchemy Core metadata for the warehouse, built from `cbwh.layout`.

The compiler builds its queries against these Table objects. The migrations in
`migrations/` are the DDL this metadata renders (`python -m cbwh.store.schema`
prints it); a test checks that applying the migrations yields exactly this schema.
"""

from __future__ import annotations

from sqlalchemy import Column, ForeignKey, Index, Integer, MetaData, Table, Text
from sqlalchemy.schema import CreateIndex, CreateTable

from cbwh import layout

metadata = MetaData()


def _field_columns(field: layout.Field) -> list[Column]:
    types = {"text": Text, "integer": Integer}
    return [Column(name, types[sql_type], nullable=False) for name, sql_type, _ in field.stored()]


def _table(spec: layout.Table) -> Table:
    cols: list[Column] = [Column(spec.id_key, Text, primary_key=True)]
    if spec.owned:
        cols.append(Column(layout.OWNER_ID, Text, ForeignKey("people.person_id"), nullable=False))
    for field in spec.fields[1:]:
        cols.extend(_field_columns(field))
    table = Table(spec.name, metadata, *cols)
    if spec.owned:
        Index(f"ix_{spec.name}_{layout.OWNER_ID}", table.c[layout.OWNER_ID])
    for field in spec.fields[1:]:
        if field.indexed:
            Index(f"ix_{spec.name}_{field.key}", table.c[field.key])
    return table


SQL_TABLES: dict[str, Table] = {spec.name: _table(spec) for spec in layout.TABLES}

corpus_files = Table(
    "corpus_files", metadata,
    Column("file_name", Text, primary_key=True),
    Column("sha256", Text, nullable=False),
    Column("lines", Integer, nullable=False),
    Column("records", Integer, nullable=False),
    comment="the corpus manifest: each ingested file, its sha256, lines and records",
)

cbwh_meta = Table(
    "cbwh_meta", metadata,
    Column("key", Text, primary_key=True),
    Column("value", Text, nullable=False),
    comment="the cbwh version that built the warehouse, and the corpus checksum",
)


def ddl() -> str:
    """The CREATE statements for the whole schema, in dependency order."""
    from sqlalchemy.dialects import sqlite

    dialect = sqlite.dialect()
    parts = []
    for table in metadata.sorted_tables:
        create = str(CreateTable(table).compile(dialect=dialect)).strip()
        parts.append("\n".join(line.rstrip() for line in create.splitlines()) + ";")
        for index in sorted(table.indexes, key=lambda i: str(i.name)):
            parts.append(str(CreateIndex(index).compile(dialect=dialect)).strip() + ";")
    return "\n\n".join(parts) + "\n"


if __name__ == "__main__":
    print(ddl(), end="")
