"""`# noqa` and `# tfshape: ...` comments: which findings the user has silenced.

Accepted forms (codes or rule names in the tool's own forms):

* ``# noqa`` and ``# noqa: TFS201, TFS101`` -- flake8 and ruff syntax, on the line
  where the finding starts;
* ``# tfshape: ignore`` / ``# tfshape: ignore[TFS201, batch-without-drop-remainder]``
  on that line, or alone on the line above it;
* ``# tfshape: noqa`` / ``# tfshape: noqa: TFS201`` alone on a line: the whole file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable, Dict, FrozenSet, Optional, Set

from tfshape_lint.lines import source_lines

# flake8's own pattern (defaults.py), case-insensitive like flake8.
_NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>([A-Z]+[0-9]+(?:[,\s]+)?)+))?", re.IGNORECASE)
_TOOL_IGNORE = re.compile(r"#\s*tfshape\s*:\s*ignore(?:\[(?P<codes>[^\]]*)\])?", re.IGNORECASE)
_FILE_NOQA = re.compile(r"^[ \t]*#\s*tfshape\s*:\s*noqa(?:\s*:\s*(?P<codes>[\w\-, \t]+))?[ \t]*$", re.IGNORECASE | re.MULTILINE)
_SPLIT = re.compile(r"[,\s]+")

ALL: FrozenSet[str] = frozenset({"*"})


@dataclass
class Suppressions:
    """Per-line and whole-file suppressions of one file."""

    by_line: Dict[int, Set[str]] = field(default_factory=dict)
    whole_file: Set[str] = field(default_factory=set)

    def suppresses(self, line: int, code: str, name: str) -> bool:
        for codes in (self.whole_file, self.by_line.get(line, ())):
            if "*" in codes or code in codes or name in codes:
                return True
        return False


def _codes(text: Optional[str], normalize: Callable[[str], str]) -> Set[str]:
    if not text or not text.strip():
        return {"*"}
    return {normalize(part) for part in _SPLIT.split(text.strip()) if part}


def parse_suppressions(source: str) -> Suppressions:
    """Find every suppression comment in `source`.

    A plain text scan: the cheapest thing that is right for comments, and a string
    literal that happens to contain "# noqa" is a price flake8 users already pay.
    """
    result = Suppressions()
    lowered = source.lower()
    if "noqa" not in lowered and "tfshape" not in lowered:
        return result
    for match in _FILE_NOQA.finditer(source):
        result.whole_file |= _codes(match.group("codes"), _norm)
    for number, line in enumerate(source_lines(source), start=1):
        if "#" not in line:
            continue
        noqa = _NOQA.search(line)
        if noqa is not None and not _FILE_NOQA.match(line):
            result.by_line.setdefault(number, set()).update(_codes(noqa.group("codes"), str.upper))
        tool = _TOOL_IGNORE.search(line)
        if tool is not None:
            codes = _codes(tool.group("codes"), _norm)
            result.by_line.setdefault(number, set()).update(codes)
            if line.lstrip().startswith("#"):
                # A dedicated comment line covers the statement below it.
                result.by_line.setdefault(number + 1, set()).update(codes)
    return result


def _norm(token: str) -> str:
    """Codes are upper case, names lower case kebab."""
    return token.upper() if re.fullmatch(r"[A-Za-z]+[0-9]+", token) else token.lower()
