"""store: the SQLite warehouse (table layout, migrations, ingest, read-only queries)."""
