"""Fingerprints that identify a finding across runs, for SARIF and GitLab Code Quality.

Code-scanning services match a new report against the previous one by fingerprint, so
a fingerprint must not change when unrelated lines are added above a finding (no line
numbers in it), must not change with re-indentation (whitespace is collapsed), and must
still tell apart two identical findings on identical lines (an occurrence counter, as
GitHub's own ``primaryLocationLineHash`` has). Baselines key findings the same way.
"""

from __future__ import annotations

import hashlib
from typing import Dict, List, Optional, Tuple

from tfshape_lint.lines import source_lines
from tfshape_lint.model import Diagnostic, FileResult


def folded(text: str) -> str:
    """`text` with every run of whitespace (line breaks included) made one space, trimmed."""
    return " ".join(text.split())


def text_digest(*parts: str) -> str:
    """SHA-256 hex digest of `parts`, joined by NUL.

    NUL cannot occur in decoded source, so it separates the parts unambiguously; lone
    surrogates (undecodable bytes kept by the decoder) are hashed rather than refused.
    """
    return hashlib.sha256("\0".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


class FileFingerprints:
    """Fingerprints for the findings of one file, in the order they are asked for.

    Create one per file and ask in the file's diagnostic order: the occurrence counter
    numbers identical (code, line text) pairs 1, 2, 3... within the file.
    """

    def __init__(self, result: FileResult, path: Optional[str] = None) -> None:
        self.result = result
        # The path that goes into run-wide fingerprints: the one the report shows.
        self.path = result.path if path is None else path
        self._seen: Dict[Tuple[str, str], int] = {}
        self._lines: Optional[List[str]] = None

    def _line(self, number: int) -> str:
        # Split once per file, not once per finding (FileResult.source_line re-splits).
        if self._lines is None:
            self._lines = source_lines(self.result.source) if self.result.source is not None else []
        return self._lines[number - 1] if 0 < number <= len(self._lines) else ""

    def _anchor(self, diagnostic: Diagnostic) -> str:
        # The source line when it is known; files that could not be read have none,
        # and their message (e.g. "cannot decode byte 0xe9") is what stays stable.
        line = self._line(diagnostic.span.start.line) if diagnostic.cell is None else ""
        text = folded(line) or folded(diagnostic.message)
        if diagnostic.cell is not None:
            text = f"cell {diagnostic.cell}\0{text}"
        return text

    def next(self, diagnostic: Diagnostic) -> Tuple[str, int]:
        """(hash of the normalised line, 1-based occurrence of that line and code in the file)."""
        anchor = self._anchor(diagnostic)
        key = (diagnostic.code, anchor)
        self._seen[key] = count = self._seen.get(key, 0) + 1
        return text_digest(anchor)[:16], count

    def line_hash(self, diagnostic: Diagnostic) -> str:
        """SARIF's ``primaryLocationLineHash``: ``<16 hex digits>:<occurrence>``."""
        digest, count = self.next(diagnostic)
        return f"{digest}:{count}"

    def unique(self, diagnostic: Diagnostic) -> str:
        """A run-wide unique, line-move-stable id (GitLab's ``fingerprint``): 32 hex digits."""
        anchor = self._anchor(diagnostic)
        _, count = self.next(diagnostic)
        return text_digest(self.path, diagnostic.code, anchor, str(count))[:32]
