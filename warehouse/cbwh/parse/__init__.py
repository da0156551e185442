"""parse: corpus text files -> typed rows, strictly, with file:line problems."""
