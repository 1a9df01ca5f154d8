"""The reporter protocol: `start`, then `file` for each result as it arrives, then `finish`."""

from __future__ import annotations

import re
from typing import ClassVar, TextIO

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


# C0 and C1 controls (a newline forges an output line, ESC drives the terminal), the
# Unicode line separators, bidirectional overrides ("Trojan Source"), and the lone
# surrogates that stand for bytes of a file name that is not UTF-8.
_UNPRINTABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_UNPRINTABLE_OR_TAB = re.compile("[\t" + _UNPRINTABLE.pattern[1:])


def _escape(match: "re.Match[str]") -> str:
    char = match.group()
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # a byte os.fsdecode could not decode
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, keep_tabs: bool = False, keep_line_breaks: bool = False) -> str:
    """`text` safe to print: control characters, line and bidi controls and undecodable
    bytes become visible escapes (``\\x1b``, ``\\xff``, ``\\u202e``). File names and
    messages come from the repository being linted; a name with a newline must not
    become a second line (a forged GitHub annotation), nor an ESC a terminal command."""
    pattern = _UNPRINTABLE if keep_tabs else _UNPRINTABLE_OR_TAB
    if keep_line_breaks:  # a format that escapes them itself (GitHub's %0A)
        return "".join(
            part if part in ("\r", "\n") else printable(part, keep_tabs) for part in re.split("([\r\n])", text)
        )
    return pattern.sub(_escape, text) if pattern.search(text) else text
