"""corpus: where the upstream data lives (pin, download cache, local checkouts)."""
