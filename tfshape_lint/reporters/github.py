"""`github`: GitHub Actions workflow commands, one annotation per finding.

``::warning title=tfshape-lint (TFS201),file=src/data.py,line=3,col=6,endLine=3,endColumn=17::src/data.py:3:6: TFS201 ...``

- Escaping is the actions/toolkit's (``packages/core/src/command.ts``): in the message
  ``%``, CR and LF become ``%25``, ``%0D``, ``%0A``; property values also escape ``:`` and
  ``,`` (``%3A``, ``%2C``), which would otherwise end the property.
- ``col``/``endColumn`` are sent only when the finding starts and ends on one line: the
  toolkit rejects columns for multi-line annotations. A notebook finding's rows count
  within its cell, not the ``.ipynb`` file, so it annotates the file (no ``line``) and
  its message says ``nb.ipynb:cell 3:4:23:``.
- Levels: error, warning, and info as ``notice``.
- The message repeats ruff's ``path:line:col: CODE message`` so the log reads like the
  concise output; a fix adds a ``help:`` line (``%0A``), as ruff's renderer does.
- GitHub shows at most 10 annotations of each level per step and 50 per job, so the
  report is written at the end, most severe first, and a plain line says when findings
  will be cut off (SARIF upload has no such limit).
- ``file=`` is relative to ``$GITHUB_WORKSPACE`` (the checkout) when it is set, so
  annotations land on the right file when the linter runs in a sub-folder.
"""

from __future__ import annotations

import os
from collections import Counter
from typing import List, Tuple

from tfshape_lint.model import Diagnostic, FileResult, RunSummary, Severity
from tfshape_lint.reporters.base import Reporter, printable
from tfshape_lint.reporters.paths import project_path

LEVELS = {Severity.INFO: "notice", Severity.WARNING: "warning", Severity.ERROR: "error"}

#: Annotations GitHub displays per level in one step (actions/toolkit docs/problem-matchers.md).
PER_LEVEL_LIMIT = 10


def escape_data(text: str) -> str:
    """The toolkit's `escapeData`: for the message after `::`."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """The toolkit's `escapeProperty`: for `key=value` pairs."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(path: str, file_property: str, diagnostic: Diagnostic) -> str:
    """One workflow command line for a finding (`path` is shown, `file_property` is linked)."""
    start, end = diagnostic.span.start, diagnostic.span.end
    properties = [("title", f"tfshape-lint ({diagnostic.code})"), ("file", printable(file_property))]
    if diagnostic.cell is not None:
        pass  # rows count within the notebook cell, not the .ipynb file: annotate the file, the message says where
    elif start.line == end.line:
        properties += [
            ("line", str(start.line)),
            ("col", str(start.column)),
            ("endLine", str(end.line)),
            ("endColumn", str(end.column)),
        ]
    else:
        properties += [("line", str(start.line)), ("endLine", str(end.line))]
    where = f"{printable(path)}:" + (f"cell {diagnostic.cell}:" if diagnostic.cell is not None else "")
    message = f"{where}{start.line}:{start.column}: {diagnostic.code} {printable(diagnostic.message, keep_line_breaks=True)}"
    fix = diagnostic.fix
    if fix is not None:
        message += f"\n  help: {printable(fix.message)}"
        if fix.suggestion:
            message += "".join(f"\n      {printable(line, keep_tabs=True)}" for line in fix.suggestion.splitlines())
    rendered = ",".join(f"{key}={escape_property(value)}" for key, value in properties)
    return f"::{LEVELS[diagnostic.severity]} {rendered}::{escape_data(message)}"


class GithubReporter(Reporter):
    """Workflow-command annotations, most severe first."""

    NAME = "github"
    DOCUMENT = True

    def start(self) -> None:
        self._root = os.environ.get("GITHUB_WORKSPACE") or None
        # (-severity rank, arrival order, line): sorting keeps file order within a level.
        self._lines: List[Tuple[int, int, str]] = []
        self._levels: Counter[str] = Counter()

    def file(self, result: FileResult) -> None:
        linked = project_path(result.path, self._root)
        for diagnostic in result.diagnostics:
            self._levels[LEVELS[diagnostic.severity]] += 1
            self._lines.append((-diagnostic.severity.rank, len(self._lines), annotation(result.path, linked, diagnostic)))

    def finish(self, summary: RunSummary) -> None:
        for _, _, line in sorted(self._lines):
            self.stream.write(line + "\n")
        over = {level: count for level, count in self._levels.items() if count > PER_LEVEL_LIMIT}
        if over:
            counts = ", ".join(f"{count} {level}s" for level, count in sorted(over.items()))
            # A plain line, not a command: it must not use up an annotation slot itself.
            self.stream.write(
                f"tfshape-lint: GitHub shows {PER_LEVEL_LIMIT} annotations per level per step; "
                f"{counts} found. Upload --output-format sarif to see them all.\n"
            )
