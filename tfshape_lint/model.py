"""The data every stage of tfshape-lint passes on: diagnostics, fixes and results.

Everything here is a frozen dataclass so that results can cross process boundaries,
be cached, and be rendered by any reporter without the reporter knowing where they
came from (the static engine or the runtime checker).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import FrozenSet, Mapping, Optional, Tuple

#: The one place that names the repository (pyproject.toml's [project.urls] must agree):
#: every rule link in the output formats and the language server is built from it.
REPOSITORY_URL = "https://github.com/tfshape-lint/tfshape-lint"
DOCS_URL = REPOSITORY_URL + "/blob/main/docs/rules/{code}.md"


@dataclass(frozen=True)
class FileOptions:
    """The per-file settings the engine needs; small and picklable for worker processes."""

    enabled: FrozenSet[str]
    target: str = "auto"
    batch_size: Optional[int] = None
    #: The `reexports` setting: (a project's module, the TensorFlow/Keras module it stands for).
    reexports: Tuple[Tuple[str, str], ...] = ()


class Severity(str, enum.Enum):
    """How serious a finding is; the values are the words reporters print."""

    INFO = "info"
    WARNING = "warning"
    ERROR = "error"

    @property
    def rank(self) -> int:
        return {"info": 0, "warning": 1, "error": 2}[self.value]


class Applicability(str, enum.Enum):
    """Whether a fix may be applied automatically (ruff's vocabulary)."""

    SAFE = "safe"
    UNSAFE = "unsafe"
    DISPLAY_ONLY = "displayonly"


@dataclass(frozen=True, order=True)
class Position:
    """A 1-based line and 1-based column (in characters, as ruff and flake8 count)."""

    line: int
    column: int


@dataclass(frozen=True)
class Span:
    """The source range a diagnostic or an edit covers; `end` is exclusive."""

    start: Position
    end: Position

    @classmethod
    def at(cls, line: int, column: int = 1) -> "Span":
        return cls(Position(line, column), Position(line, column))


@dataclass(frozen=True)
class Edit:
    """Replace the text in `span` with `content` (an insertion when the span is empty)."""

    content: str
    span: Span


@dataclass(frozen=True)
class Fix:
    """A set of edits that together resolve one diagnostic."""

    applicability: Applicability
    message: str
    edits: Tuple[Edit, ...] = ()
    # Code to show the user when there is no automatic rewrite (display-only fixes).
    suggestion: Optional[str] = None


@dataclass(frozen=True)
class Diagnostic:
    """One finding. Produced by rules, by the engine (TFS000) and by the runtime checker."""

    code: str
    name: str
    message: str
    span: Span
    severity: Severity = Severity.WARNING
    fix: Optional[Fix] = None
    # The line a `# noqa` comment must be on to suppress this finding.
    noqa_row: Optional[int] = None
    # 1-based notebook cell, None for plain Python files.
    cell: Optional[int] = None
    # Our own additions to the peer formats, e.g. {"evidence": "TPUStrategy at line 4"}.
    context: Mapping[str, object] = field(default_factory=dict)

    @property
    def url(self) -> str:
        return DOCS_URL.format(code=self.code)

    @property
    def sort_key(self) -> Tuple[int, int, str]:
        return (self.span.start.line, self.span.start.column, self.code)


@dataclass(frozen=True)
class FileResult:
    """What linting one file produced.

    `path` is the display path (relative to the current directory, `/` separators).
    `source` is kept only when there are diagnostics, for reporters that show code.
    `error` is a one-line description when the file could not be read at all.
    """

    path: str
    diagnostics: Tuple[Diagnostic, ...] = ()
    source: Optional[str] = None
    error: Optional[str] = None
    fixed: int = 0
    from_cache: bool = False

    def source_line(self, line: int) -> str:
        """The text of a 1-based line, without its line ending ('' if unknown)."""
        if self.source is None:
            return ""
        from tfshape_lint.lines import source_lines

        lines = source_lines(self.source)
        return lines[line - 1] if 0 < line <= len(lines) else ""


@dataclass(frozen=True)
class RunSummary:
    """Totals over a whole run, for reporters' `finish` and the exit code."""

    files: int
    files_with_findings: int
    diagnostics: int
    fixed: int = 0
    errors: int = 0  # files that could not be read or parsed
    internal_errors: int = 0
