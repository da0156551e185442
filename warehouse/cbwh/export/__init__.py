"""export: Harbor task directories whose answers come from the compiled SQL."""
