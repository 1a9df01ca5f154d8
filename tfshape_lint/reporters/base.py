"""The reporter protocol: `start`, then `file` for each result as it arrives, then `finish`."""

from __future__ import annotations

from typing import ClassVar, TextIO

from tfshape_lint.escaping import (
    printable as printable,  # re-exported for the reporters
)
from tfshape_lint.model import FileResult, RunSummary


class Reporter:
    """Renders results to a text stream. One subclass per output format."""

    #: The `--output-format` value.
    NAME: ClassVar[str] = ""
    #: Whether the format is a single document (written at `finish`) rather than a stream.
    DOCUMENT: ClassVar[bool] = False

    def __init__(
        self, stream: TextIO, *, color: bool = False, show_source: bool = True, unsafe_fixes: bool = False
    ) -> None:
        self.stream = stream
        self.color = color
        self.show_source = show_source
        #: `--unsafe-fixes`: whether unsafe fixes count as fixable (the `[*]` marks).
        self.unsafe_fixes = unsafe_fixes

    def start(self) -> None:
        """Called once before any file."""

    def file(self, result: FileResult) -> None:
        """Called once per linted file, in a deterministic order."""

    def finish(self, summary: RunSummary) -> None:
        """Called once at the end."""


def style(text: str, code: str, enabled: bool) -> str:
    """ANSI-colour `text` (SGR `code`) when colour is on."""
    return f"\x1b[{code}m{text}\x1b[0m" if enabled else text


