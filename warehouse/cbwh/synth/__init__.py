"""synth: fresh corpora in the upstream format, shaped by a measured profile (`cbwh synth`)."""
