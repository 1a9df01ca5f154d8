"""`json` (one array) and `json-lines` (one object per line) with ruff's keys."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional

from tfshape_lint.model import Diagnostic, FileResult, Position, RunSummary
from tfshape_lint.reporters.base import Reporter, printable


def _location(position: Position) -> Dict[str, int]:
    return {"row": position.line, "column": position.column}


def diagnostic_json(path: str, diagnostic: Diagnostic) -> Dict[str, Any]:
    """One finding as ruff's JSON object (keys sorted as ruff's), plus our `context`."""
    fix: Optional[Dict[str, Any]] = None
    if diagnostic.fix is not None:
        fix = {
            "applicability": diagnostic.fix.applicability.value,
            "edits": [
                {"content": edit.content, "end_location": _location(edit.span.end), "location": _location(edit.span.start)}
                for edit in diagnostic.fix.edits
            ],
            "message": diagnostic.fix.message,
        }
        if diagnostic.fix.suggestion is not None:
            fix["suggestion"] = diagnostic.fix.suggestion
    return {
        "cell": diagnostic.cell,
        "code": diagnostic.code,
        "context": dict(diagnostic.context) or None,
        "end_location": _location(diagnostic.span.end),
        "filename": printable(path),
        "fix": fix,
        "location": _location(diagnostic.span.start),
        "message": diagnostic.message,
        "name": diagnostic.name,
        "noqa_row": diagnostic.noqa_row,
        "severity": diagnostic.severity.value,
        "url": diagnostic.url,
    }


class JsonReporter(Reporter):
    """A top-level array, written when the run ends."""

    NAME = "json"
    DOCUMENT = True

    def start(self) -> None:
        self.items: List[Dict[str, Any]] = []

    def file(self, result: FileResult) -> None:
        self.items.extend(diagnostic_json(result.path, d) for d in result.diagnostics)

    def finish(self, summary: RunSummary) -> None:
        json.dump(self.items, self.stream, indent=2, ensure_ascii=False)
        self.stream.write("\n")


class JsonLinesReporter(Reporter):
    """One JSON object per line, streamed as files finish."""

    NAME = "json-lines"

    def file(self, result: FileResult) -> None:
        for diagnostic in result.diagnostics:
            self.stream.write(json.dumps(diagnostic_json(result.path, diagnostic), ensure_ascii=False) + "\n")
