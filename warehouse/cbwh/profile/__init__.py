"""profile: the shape of a corpus (record counts, vocabularies, ranges, repeats), measured and compared."""
