"""spec: the domain model of a question (typed specs, the catalog, semantic readings, English words).

Nothing here knows SQL: `cbwh.compile` turns a spec into a query.
"""
