"""Text from a repository made safe to print: file names, messages, config values.

A name with a newline must not become a second output line (a forged GitHub
annotation, ``::error file=...``), nor an ESC a terminal command. Every place that
prints something a repository controls -- reports, warnings, errors, diffs,
``--show-files`` -- passes it through :func:`printable`.
"""

from __future__ import annotations

import re

# C0 and C1 controls (a newline forges an output line, ESC drives the terminal), the
# Unicode line separators, bidirectional overrides ("Trojan Source"), and the lone
# surrogates that stand for bytes of a file name that is not UTF-8.
_UNPRINTABLE = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
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
