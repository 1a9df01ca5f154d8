"""`sarif`: one SARIF 2.1.0 document, for GitHub code scanning and other SARIF viewers.

What code-scanning services rely on, and how this reporter provides it:

- a stable ``ruleId`` (the rule code) and ``ruleIndex`` into ``tool.driver.rules``,
  which describes every rule that appears (sorted by code) with the rule's one-line
  ``MESSAGE`` as ``shortDescription`` and its documentation page as ``fullDescription``
  and ``help``;
- relative ``uri``s with ``uriBaseId: "%SRCROOT%"`` and ``originalUriBaseIds`` naming the
  folder they are relative to (the current folder); files outside it get absolute
  ``file:`` URIs;
- 1-based regions counted in Unicode code points (``columnKind``), as all our columns are;
- ``partialFingerprints.primaryLocationLineHash`` from the whitespace-normalised source
  line plus an occurrence count, so alerts survive lines moving;
- fixes as ruff writes them (``fixes[].artifactChanges[].replacements[]``), with our
  applicability (safe/unsafe) in the fix's ``properties``.

Files that could not be read or parsed (TFS000, TFS001) are ordinary results.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List, Optional, Tuple, Type

from tfshape_lint import __version__
from tfshape_lint.model import (
    REPOSITORY_URL,
    Diagnostic,
    FileResult,
    RunSummary,
    Severity,
    Span,
)
from tfshape_lint.reporters.base import Reporter
from tfshape_lint.reporters.fingerprints import FileFingerprints
from tfshape_lint.reporters.paths import folder_uri, is_absolute, uri_reference
from tfshape_lint.rules.base import Rule

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION_URI = REPOSITORY_URL
SRCROOT = "%SRCROOT%"

LEVELS = {Severity.INFO: "note", Severity.WARNING: "warning", Severity.ERROR: "error"}


def sarif_region(span: Span) -> Dict[str, int]:
    """A 1-based SARIF region; an empty span (a position) leaves out its end so viewers
    highlight up to the end of the line instead of nothing."""
    region = {"startLine": span.start.line, "startColumn": span.start.column}
    if span.end != span.start:
        region["endLine"] = span.end.line
        region["endColumn"] = span.end.column
    return region


def _replacement_region(span: Span) -> Dict[str, int]:
    # Unlike a result region, an empty deleted region is meaningful (a pure insertion).
    return {
        "startLine": span.start.line,
        "startColumn": span.start.column,
        "endLine": span.end.line,
        "endColumn": span.end.column,
    }


def _location(diagnostic: Diagnostic, artifact: Dict[str, str]) -> Dict[str, Any]:
    """Where a result is. A runtime finding with no line of source (a `.keras` file, a
    SavedModel without debug info) has no region, and names what it is about as a logical
    location instead: the input, else the layer or op (SARIF 2.1.0, 3.28.4 and 3.33)."""
    if diagnostic.context.get("source_line") is not False:
        return {"physicalLocation": {"artifactLocation": dict(artifact), "region": sarif_region(diagnostic.span)}}
    location: Dict[str, Any] = {"physicalLocation": {"artifactLocation": dict(artifact)}}
    name = diagnostic.context.get("input") or diagnostic.context.get("layer")
    ops = diagnostic.context.get("ops")
    if not name and isinstance(ops, list) and ops and isinstance(ops[0], dict):
        name = ops[0].get("layer") or ops[0].get("op")
    if isinstance(name, str) and name:
        location["logicalLocations"] = [{"name": name, "kind": "parameter" if diagnostic.context.get("input") else "object"}]
    return location


def _message(diagnostic: Diagnostic) -> str:
    # SARIF has no notebook cells: the region's rows count within the cell (as ruff's do),
    # so the text names the cell for the reader; `properties.cell` has it for tools.
    if diagnostic.cell is None:
        return diagnostic.message
    return f"cell {diagnostic.cell}: {diagnostic.message}"


def _tags(rule: Type[Rule]) -> List[str]:
    tags = ["tensorflow", rule.family()]
    if rule.RUNTIME:
        tags.append("runtime")
    elif not rule.ENGINE and rule.ESCALATE:
        tags += ["tpu", "xla", "performance"]
    # SARIF requires unique tags, and the runtime family is itself called "runtime".
    return list(dict.fromkeys(tags))


def rule_descriptor(code: str, example: Diagnostic) -> Dict[str, Any]:
    """`tool.driver.rules[]` entry for a code; `example` names codes the registry lacks."""
    from tfshape_lint import registry
    from tfshape_lint.docs import rule_page

    rule = registry.by_code().get(code)
    if rule is None:
        # A producer (e.g. a newer runtime checker) used a code with no rule class:
        # describe it from the finding rather than drop it.
        return {
            "id": code,
            "name": example.name,
            "shortDescription": {"text": example.name},
            "helpUri": example.url,
            "defaultConfiguration": {"level": LEVELS[example.severity]},
            "properties": {"tags": ["tensorflow"]},
        }
    page = rule_page(rule)
    return {
        "id": rule.CODE,
        "name": rule.NAME,
        "shortDescription": {"text": rule.MESSAGE},
        "fullDescription": {"text": page},
        "help": {"text": page, "markdown": page},
        "helpUri": example.url,
        "defaultConfiguration": {"level": LEVELS[rule.SEVERITY]},
        "properties": {"tags": _tags(rule)},
    }


class SarifReporter(Reporter):
    """Collects results per file and writes the document at `finish`."""

    NAME = "sarif"
    DOCUMENT = True

    def start(self) -> None:
        # (code, result without ruleIndex) in file order; indexes are known only at the end.
        self._results: List[Tuple[str, Dict[str, Any]]] = []
        self._examples: Dict[str, Diagnostic] = {}
        # Files that could not be read and have no diagnostic for it (TFS001 ignored):
        # SARIF reports those as tool notifications rather than results.
        self._notifications: List[Dict[str, Any]] = []

    def _artifact(self, path: str) -> Dict[str, str]:
        if is_absolute(path):
            return {"uri": uri_reference(path)}
        return {"uri": uri_reference(path), "uriBaseId": SRCROOT}

    def file(self, result: FileResult) -> None:
        fingerprints = FileFingerprints(result)
        artifact = self._artifact(result.path)
        if result.error and not result.diagnostics:
            self._notifications.append(
                {
                    "level": "error",
                    "message": {"text": result.error},
                    "locations": [{"physicalLocation": {"artifactLocation": dict(artifact)}}],
                }
            )
        for diagnostic in result.diagnostics:
            self._examples.setdefault(diagnostic.code, diagnostic)
            self._results.append((diagnostic.code, self._result(diagnostic, artifact, fingerprints)))

    def _result(self, diagnostic: Diagnostic, artifact: Dict[str, str], fingerprints: FileFingerprints) -> Dict[str, Any]:
        item: Dict[str, Any] = {
            "ruleId": diagnostic.code,
            "level": LEVELS[diagnostic.severity],
            "message": {"text": _message(diagnostic)},
            "locations": [_location(diagnostic, artifact)],
            "partialFingerprints": {"primaryLocationLineHash": fingerprints.line_hash(diagnostic)},
        }
        fix = diagnostic.fix
        if fix is not None and fix.edits:
            item["fixes"] = [
                {
                    "description": {"text": fix.message},
                    "artifactChanges": [
                        {
                            "artifactLocation": dict(artifact),
                            "replacements": [
                                {"deletedRegion": _replacement_region(edit.span), "insertedContent": {"text": edit.content}}
                                for edit in fix.edits
                            ],
                        }
                    ],
                    "properties": {"applicability": fix.applicability.value},
                }
            ]
        properties: Dict[str, Any] = {"name": diagnostic.name}
        if fix is not None and not fix.edits:
            # Display-only advice has no replacement to express as a SARIF fix.
            properties["help"] = fix.message
            if fix.suggestion:
                properties["suggestion"] = fix.suggestion
        if diagnostic.cell is not None:
            properties["cell"] = diagnostic.cell
        if diagnostic.context:
            properties["context"] = dict(diagnostic.context)
        item["properties"] = properties
        return item

    def document(self, summary: RunSummary, root: Optional[str] = None) -> Dict[str, Any]:
        """The SARIF log; `root` is the folder relative URIs start from (default: cwd)."""
        codes = sorted(self._examples)
        index = {code: position for position, code in enumerate(codes)}
        results = []
        for code, item in self._results:
            # ruleIndex goes right after ruleId, for readers of the raw file.
            ordered = {"ruleId": code, "ruleIndex": index[code]}
            ordered.update(item)
            results.append(ordered)
        run: Dict[str, Any] = {
            "tool": {
                "driver": {
                    "name": "tfshape-lint",
                    "version": __version__,
                    "semanticVersion": __version__,
                    "informationUri": INFORMATION_URI,
                    "rules": [rule_descriptor(code, self._examples[code]) for code in codes],
                }
            },
            "originalUriBaseIds": {SRCROOT: {"uri": folder_uri(root or os.getcwd())}},
            "invocations": [
                {
                    "executionSuccessful": summary.internal_errors == 0,
                    "toolExecutionNotifications": self._notifications,
                }
            ],
            "columnKind": "unicodeCodePoints",
            "results": results,
        }
        return {"$schema": SCHEMA_URI, "version": "2.1.0", "runs": [run]}

    def finish(self, summary: RunSummary) -> None:
        self.stream.write(render_log(self.document(summary)))


#: Stands in for the results while the rest of the log is indented.
_RESULTS_SLOT = "\0results\0"


def render_log(log: Dict[str, Any]) -> str:
    """The log as indented JSON with one compact line per result.

    Python's JSON encoder is pure Python whenever it indents (about 6x slower than the
    compact C encoder: 3.5 s against 0.6 s for 10,000 results here), and results are
    the bulk of a large log; a result per line also keeps the file readable and diffable.
    """
    run = log["runs"][0]
    results = run["results"]
    run["results"] = _RESULTS_SLOT
    try:
        skeleton = json.dumps(log, indent=2, ensure_ascii=False)
    finally:
        run["results"] = results
    # `results` is the run's last key and the run is the log's last part, so the slot is
    # the last occurrence even if a message or a docs page contained the same text.
    head, slot, tail = skeleton.rpartition(json.dumps(_RESULTS_SLOT))
    assert slot, "the results slot is always rendered"
    if not results:
        return f"{head}[]{tail}\n"
    lines = ",\n".join("        " + json.dumps(result, ensure_ascii=False) for result in results)
    return f"{head}[\n{lines}\n      ]{tail}\n"
