"""`# noqa` and `# tfshape: ...` comments: the one grammar that reads them (which findings
the user has silenced) and writes them (``--add-noqa``, the editor's "disable" action).

Accepted forms (codes or rule names in the tool's own forms):

* ``# noqa`` and ``# noqa: TFS201, TFS101`` -- flake8 and ruff syntax, on the line
  where the finding starts;
* ``# tfshape: ignore`` / ``# tfshape: ignore[TFS201, batch-without-drop-remainder]``
  on that line, or alone on the line above it;
* ``# tfshape: noqa`` / ``# tfshape: noqa: TFS201`` alone on a line: the whole file.
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, field
from typing import (
    Callable,
    Dict,
    FrozenSet,
    Iterable,
    List,
    Mapping,
    Optional,
    Sequence,
    Set,
    Tuple,
)

from tfshape_lint.lines import source_lines, split_lines
from tfshape_lint.model import Diagnostic

# flake8's own pattern (defaults.py), case-insensitive like flake8: what we read and
# write is what flake8 and ruff read.
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


# -- writing ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Skipped:
    """A row that could not take a comment, and why."""

    line: int
    codes: Tuple[str, ...]
    reason: str
    #: The notebook cell (1-based, as reported) that `line` counts in; None in a .py file.
    cell: Optional[int] = None

    def where(self) -> str:
        """`14` or `cell 3:2`: the row as the findings name it."""
        return f"cell {self.cell}:{self.line}" if self.cell is not None else str(self.line)


@dataclass(frozen=True)
class NoqaEdit:
    """The outcome for one text: the new text, how many codes were added, what was skipped."""

    text: str
    added: int
    skipped: Tuple[Skipped, ...] = ()


@dataclass(frozen=True)
class CommentRows:
    """Where a file's lines can take a comment, from one pass of the tokenizer.

    A row can take one when the tokenizer ends a logical or physical line on it
    (NEWLINE or NL) or it already has a comment. A row that ends inside a string
    or with a backslash continuation has neither. `comments` maps a row to its
    existing comment as (column, text).
    """

    open_rows: FrozenSet[int]
    comments: Mapping[int, Tuple[int, str]]

    @classmethod
    def of(cls, text: str) -> "CommentRows":
        open_rows: Set[int] = set()
        comments: Dict[int, Tuple[int, str]] = {}
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type in (tokenize.NEWLINE, tokenize.NL):
                open_rows.add(token.start[0])
            elif token.type == tokenize.COMMENT:
                open_rows.add(token.start[0])
                comments[token.start[0]] = (token.start[1], token.string)
        return cls(frozenset(open_rows), comments)


def _merge(comment: str, codes: Sequence[str]) -> Tuple[Optional[str], int]:
    """An existing comment with `codes` added to its `# noqa: ...`, and how many were added.

    (None, 0): the comment already covers the codes (or is a bare `# noqa`);
    (None, -1): the comment has no `# noqa` at all.
    """
    match = _NOQA.search(comment)
    if match is None:
        return None, -1
    if match.group("codes") is None:
        return None, 0  # a bare noqa comment already silences everything on the line
    matched = match.group(0)
    trailing = matched[len(matched.rstrip()) :]
    existing = [part for part in re.split(r"[,\s]+", match.group("codes")) if part]
    known = {part.upper() for part in existing}
    new = [code for code in codes if code.upper() not in known]
    if not new:
        return None, 0
    merged = "# noqa: " + ", ".join(existing + new) + trailing
    return comment[: match.start()] + merged + comment[match.end() :], len(new)


def add_noqa(text: str, diagnostics: Iterable[Diagnostic], rows: Optional[CommentRows] = None) -> NoqaEdit:
    """Insert or extend `# noqa` comments for `diagnostics` in `text`.

    `rows` may be passed when the caller already tokenized `text` (the language
    server does, once per document version). Raises tokenize.TokenError or
    SyntaxError only if `text` itself does not tokenize (the engine reports such
    files as TFS000 and they have no other findings).
    """
    wanted: Dict[int, List[str]] = {}
    for diagnostic in diagnostics:
        if diagnostic.cell is not None:
            continue  # notebook rows are cell-relative; the caller reports these
        row = diagnostic.noqa_row or diagnostic.span.start.line
        codes = wanted.setdefault(row, [])
        if diagnostic.code not in codes:
            codes.append(diagnostic.code)
    if not wanted:
        return NoqaEdit(text, 0)
    lines = split_lines(text)
    rows = rows if rows is not None else CommentRows.of(text)
    skipped: List[Skipped] = []
    added = 0
    for row, codes in sorted(wanted.items()):
        codes.sort()
        if not 0 < row <= len(lines):
            skipped.append(Skipped(row, tuple(codes), "the line does not exist"))
            continue
        new_line, count, reason = noqa_line(lines[row - 1], row, codes, rows)
        if reason is not None:
            skipped.append(Skipped(row, tuple(codes), reason))
        elif new_line is not None:
            lines[row - 1] = new_line
            added += count
    return NoqaEdit("".join(lines), added, tuple(skipped))


def noqa_line(line: str, row: int, codes: Sequence[str], rows: CommentRows) -> Tuple[Optional[str], int, Optional[str]]:
    """One line with `codes` in its `# noqa` comment: (new line or None, codes added, why not).

    The line keeps its own ending. None and no reason: the line already has them.
    """
    if row not in rows.open_rows:
        return None, 0, _why_closed(line)
    body = line.rstrip("\r\n")
    ending = line[len(body) :]
    if row in rows.comments:
        column, comment = rows.comments[row]
        merged, count = _merge(comment, codes)
        if merged is not None:
            return body[:column] + merged + body[column + len(comment) :] + ending, count, None
        if count == 0:
            return None, 0, None
        # Another comment (a pragma, an explanation): keep it first, flake8 finds noqa anywhere.
    return body.rstrip() + "  # noqa: " + ", ".join(codes) + ending, len(codes), None


def _why_closed(line: str) -> str:
    if line.rstrip("\r\n").rstrip().endswith("\\"):
        return "the line continues with a backslash"
    return "the line ends inside a multi-line string"
