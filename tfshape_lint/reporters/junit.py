"""`junit`: JUnit XML, for CI services that show test reports (GitLab, Jenkins, Azure).

One ``<testcase>`` per linted file (``name`` and ``classname`` are the path), passing when
the file is clean; each finding is a ``<failure>`` in it with ``message`` (the finding),
``type`` (the code) and a body ``line:col: CODE message``. A file that could not be read
and has no diagnostic for it (TFS001 ignored) is an ``<error>``.

The XML is built with ElementTree, which escapes markup; characters XML 1.0 cannot carry
at all (control characters, lone surrogates from undecodable file names) are written as
``\\xNN`` escapes instead, so the report always parses.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import List

from tfshape_lint.model import FileResult, RunSummary
from tfshape_lint.reporters.base import Reporter, printable

# Everything outside XML 1.0's Char production (tab, LF and CR are allowed).
_NOT_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """`text` with characters XML cannot represent replaced by visible `\\xNN` escapes."""
    return _NOT_XML.sub(lambda match: f"\\x{ord(match.group()):02x}", text)


class JunitReporter(Reporter):
    """Builds the tree as files arrive and writes it at `finish`."""

    NAME = "junit"
    DOCUMENT = True

    def start(self) -> None:
        self._cases: List[ET.Element] = []
        self._failures = 0
        self._errors = 0

    def file(self, result: FileResult) -> None:
        path = xml_text(printable(result.path))
        case = ET.Element("testcase", {"name": path, "classname": path, "file": path})
        for diagnostic in result.diagnostics:
            start = diagnostic.span.start
            where = f"cell {diagnostic.cell}:" if diagnostic.cell is not None else ""
            failure = ET.SubElement(
                case,
                "failure",
                {"message": xml_text(f"{diagnostic.code} {diagnostic.message}"), "type": diagnostic.code},
            )
            failure.text = xml_text(f"{where}{start.line}:{start.column}: {diagnostic.code} {diagnostic.message}")
        # Counts are of test cases (files), as JUnit readers expect, not of findings.
        if result.diagnostics:
            self._failures += 1
        if result.error and not result.diagnostics:
            error = ET.SubElement(case, "error", {"message": xml_text(result.error)})
            error.text = xml_text(result.error)
            self._errors += 1
        self._cases.append(case)

    def finish(self, summary: RunSummary) -> None:
        counts = {"tests": str(len(self._cases)), "failures": str(self._failures), "errors": str(self._errors)}
        suites = ET.Element("testsuites", {"name": "tfshape-lint", **counts})
        suite = ET.SubElement(suites, "testsuite", {"name": "tfshape-lint", **counts, "skipped": "0"})
        suite.extend(self._cases)
        ET.indent(suites)
        self.stream.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        self.stream.write(ET.tostring(suites, encoding="unicode"))
        self.stream.write("\n")
