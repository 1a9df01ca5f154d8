"""Text formats: `concise` (flake8's and ruff's line, for problem matchers) and `full`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, TextIO

from tfshape_lint.fix.verify import applicable
from tfshape_lint.lines import source_lines
from tfshape_lint.model import Diagnostic, FileResult, RunSummary
from tfshape_lint.reporters.base import Reporter, printable, style


def concise_line(path: str, diagnostic: Diagnostic) -> str:
    """`path:line:col: CODE message` with 1-based line and column."""
    start = diagnostic.span.start
    location = f"{printable(path)}:"
    if diagnostic.cell is not None:
        location += f"cell {diagnostic.cell}:"
    return f"{location}{start.line}:{start.column}: {diagnostic.code} {printable(diagnostic.message)}"


def fix_marker(diagnostic: Diagnostic, unsafe_fixes: bool) -> str:
    """`[*] ` when `--fix` (with `--unsafe-fixes` as given) would fix the finding, as ruff marks it."""
    return "[*] " if applicable(diagnostic, unsafe_fixes) else ""


class ConciseReporter(Reporter):
    """One line per finding, then a one-line summary (on stdout, as ruff does)."""

    NAME = "concise"

    def file(self, result: FileResult) -> None:
        for diagnostic in result.diagnostics:
            start = diagnostic.span.start
            if self.color:
                where = style(printable(result.path), "1", True) + style(":", "36", True)
                if diagnostic.cell is not None:
                    where += f"cell {diagnostic.cell}" + style(":", "36", True)
                where += f"{start.line}{style(':', '36', True)}{start.column}{style(':', '36', True)}"
                self.stream.write(f"{where} {style(diagnostic.code, '1;31', True)} {printable(diagnostic.message)}\n")
            else:
                self.stream.write(concise_line(result.path, diagnostic) + "\n")

    def finish(self, summary: RunSummary) -> None:
        _write_summary(self.stream, summary)


class FullReporter(Reporter):
    """ruff's `full` layout: header, source line with carets, fix or help text."""

    NAME = "full"

    def file(self, result: FileResult) -> None:
        lines = source_lines(result.source) if result.source is not None else []  # once per file, not per finding
        for diagnostic in result.diagnostics:
            start, end = diagnostic.span.start, diagnostic.span.end
            header = f"{printable(result.path)}:"
            if diagnostic.cell is not None:
                header += f"cell {diagnostic.cell}:"
            header += f"{start.line}:{start.column}: "
            code = style(diagnostic.code, "1;31" if diagnostic.severity.value == "error" else "1;33", self.color)
            self.stream.write(f"{style(header, '1', self.color)}{code} {fix_marker(diagnostic, self.unsafe_fixes)}{printable(diagnostic.message)}\n")
            line = lines[start.line - 1] if 0 < start.line <= len(lines) else ""
            if line:
                line = printable(line, keep_tabs=True)
                gutter = str(start.line)
                pad = " " * len(gutter)
                # Bounded by the line: a span from a tampered cache must not print 400 MB of carets.
                column = min(start.column, len(line) + 1)
                width = (end.column - start.column) if end.line == start.line else len(line) - column + 1
                carets = "^" * max(1, min(width, len(line) - column + 1))
                self.stream.write(f"{pad} |\n{gutter} | {line}\n{pad} | {' ' * (column - 1)}{style(carets, '31', self.color)}\n")
            fix = diagnostic.fix
            if fix is not None:
                label = {"safe": "fix", "unsafe": "unsafe fix", "displayonly": "help"}[fix.applicability.value]
                self.stream.write(f"  = {label}: {printable(fix.message)}\n")
                if fix.suggestion:
                    for suggestion_line in fix.suggestion.splitlines():
                        self.stream.write(f"      {printable(suggestion_line, keep_tabs=True)}\n")
            self.stream.write("\n")

    def finish(self, summary: RunSummary) -> None:
        _write_summary(self.stream, summary)


def _write_summary(stream: TextIO, summary: RunSummary) -> None:
    if summary.diagnostics:
        noun = "finding" if summary.diagnostics == 1 else "findings"
        stream.write(f"Found {summary.diagnostics} {noun} in {summary.files_with_findings} of {summary.files} files.\n")
    elif summary.files:
        stream.write("All checks passed!\n")
    if summary.fixed:
        stream.write(f"Fixed {summary.fixed} finding{'s' if summary.fixed != 1 else ''}.\n")


class StatisticsReporter(Reporter):
    """`--statistics`: a count per code, most frequent first."""

    NAME = "statistics"

    def start(self) -> None:
        self.counts: Dict[str, _Tally] = {}

    def file(self, result: FileResult) -> None:
        for diagnostic in result.diagnostics:
            tally = self.counts.setdefault(diagnostic.code, _Tally(diagnostic.name))
            tally.count += 1
            if applicable(diagnostic, self.unsafe_fixes):
                tally.fixable = True

    def finish(self, summary: RunSummary) -> None:
        rows = sorted(self.counts.items(), key=lambda item: (-item[1].count, item[0]))
        width = max((len(str(tally.count)) for _, tally in rows), default=1)
        # As ruff: a fixable column only when something is fixable, `[ ]` for the rest.
        any_fixable = any(tally.fixable for _, tally in rows)
        for code, tally in rows:
            mark = ("[*] " if tally.fixable else "[ ] ") if any_fixable else ""
            self.stream.write(f"{tally.count:>{width}}\t{code}\t{mark}{tally.name}\n")


@dataclass
class _Tally:
    """How often one code was found, and whether any of its findings can be fixed."""

    name: str
    count: int = 0
    fixable: bool = False
