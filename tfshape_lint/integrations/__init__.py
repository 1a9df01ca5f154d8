"""tfshape-lint inside other tools: the language server and the flake8 plugin."""
