"""run: execute compiled questions, read answers, detect ties, explain."""
