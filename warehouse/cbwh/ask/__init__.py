"""ask: the natural-language front end; English questions -> the same typed specs."""
