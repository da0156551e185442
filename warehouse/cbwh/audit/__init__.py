"""audit: every catalog question under explicit semantic variants, with a verdict."""
