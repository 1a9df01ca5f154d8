"""The flake8 plugin: `flake8 --select TFS` runs tfshape-lint's rules with the same codes and positions.

Registered as the ``TFS`` entry point in the ``flake8.extension`` group. flake8 hands
a tree plugin the parsed ``ast`` tree; tfshape-lint's rules need libcst's concrete
tree, so the plugin takes the file's ``lines`` (what flake8 read, also from stdin)
and lints that text with the same engine the command line uses.

Settings come from the project's own ``[tool.tfshape-lint]`` table (rules enabled,
``per-file-ignores``, ``target``, ``batch-size``, ``baseline``), found from the file's
folder as the command line finds them; flake8's ``--select``/``--ignore`` and
``# noqa`` handling then apply on top, as for any plugin.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, Iterator, Optional, Sequence, Tuple, Type

from tfshape_lint import __version__

#: What flake8 expects from a tree plugin's run(): line (1-based), column (0-based), text, type.
Flake8Error = Tuple[int, int, str, Type[Any]]


class Plugin:
    """A flake8 tree plugin running every enabled tfshape-lint rule on one file."""

    name = "tfshape-lint"
    version = __version__

    # Shared by every file a flake8 process checks: config files are read once per folder.
    _resolver: Optional[Any] = None

    def __init__(self, tree: ast.AST, lines: Sequence[str], filename: str) -> None:
        # `tree` must be asked for (flake8 classifies plugins by their parameters), but the
        # rules need libcst's tree, which is built from `lines`.
        self.lines = lines
        self.filename = filename

    def run(self) -> Iterator[Flake8Error]:
        from tfshape_lint.integrations.buffers import lint_source

        settings = self._settings()
        if settings is None:
            return
        text = "".join(self.lines)
        diagnostics = lint_source(text, Path(self.filename), settings, self.filename)
        for diagnostic in diagnostics:
            start = diagnostic.span.start
            yield start.line, start.column - 1, f"{diagnostic.code} {diagnostic.message}", type(self)

    def _settings(self) -> Any:
        from tfshape_lint.config import ConfigError, Resolver

        if Plugin._resolver is None:
            Plugin._resolver = Resolver()
        try:
            return Plugin._resolver.for_path(Path(self.filename))
        except ConfigError:
            # flake8 has no channel for a broken config of ours; the command line reports it.
            return None
