"""`gitlab`: a GitLab Code Quality report (a JSON array), for merge-request widgets.

Each finding has ``description``, ``check_name`` (the code), ``fingerprint``,
``severity`` and ``location`` with ``positions.begin``/``end`` (1-based line and column).
GitLab shows only the first of findings with equal fingerprints and matches findings
between the source and target branch by fingerprint, so the fingerprint hashes the path,
the code, the whitespace-normalised source line and its occurrence count, never the line
number: a finding keeps its fingerprint when lines above it move. Paths are relative to
``$CI_PROJECT_DIR`` when it is set (GitLab resolves them against the checkout), else to
the current folder.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List

from tfshape_lint.model import FileResult, RunSummary, Severity
from tfshape_lint.reporters.base import Reporter, printable
from tfshape_lint.reporters.fingerprints import FileFingerprints
from tfshape_lint.reporters.paths import project_path

#: GitLab's scale is info < minor < major < critical < blocker (ruff maps the same way).
SEVERITIES = {Severity.INFO: "info", Severity.WARNING: "minor", Severity.ERROR: "major"}


class GitlabReporter(Reporter):
    """Collects findings and writes the array at `finish`."""

    NAME = "gitlab"
    DOCUMENT = True

    def start(self) -> None:
        self._root = os.environ.get("CI_PROJECT_DIR") or None
        self.items: List[Dict[str, Any]] = []

    def file(self, result: FileResult) -> None:
        path = printable(project_path(result.path, self._root))
        fingerprints = FileFingerprints(result, path)
        for diagnostic in result.diagnostics:
            start, end = diagnostic.span.start, diagnostic.span.end
            # Notebook rows count within the cell; the description names it.
            where = f"cell {diagnostic.cell}: " if diagnostic.cell is not None else ""
            self.items.append(
                {
                    "description": f"{diagnostic.code} {where}{diagnostic.message}",
                    "check_name": diagnostic.code,
                    "fingerprint": fingerprints.unique(diagnostic),
                    "severity": SEVERITIES[diagnostic.severity],
                    "location": {
                        "path": path,
                        "positions": {
                            "begin": {"line": start.line, "column": start.column},
                            "end": {"line": end.line, "column": end.column},
                        },
                    },
                }
            )

    def finish(self, summary: RunSummary) -> None:
        # One finding per line, each with the C encoder (indenting runs the slow pure-Python one).
        if not self.items:
            self.stream.write("[]\n")
            return
        lines = ",\n".join("  " + json.dumps(item, ensure_ascii=False) for item in self.items)
        self.stream.write(f"[\n{lines}\n]\n")
