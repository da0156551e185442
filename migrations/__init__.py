"""Data files shipped with cbwh (see README)."""
