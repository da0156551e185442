"""upstream: the pinned upstream data (pin, download cache, locating the corpus and its files)."""
