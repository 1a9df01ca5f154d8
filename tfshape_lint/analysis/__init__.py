"""Facts about a parsed file that rules declare they need (names, scopes, loops, datasets, literals)."""
