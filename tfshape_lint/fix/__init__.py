"""Fixing: verify edits, apply them in a session, write files back safely, add noqa comments."""
