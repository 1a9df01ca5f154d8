"""`--add-noqa`: write `# noqa: CODE` comments on the lines of the current findings.

Like ruff's ``--add-noqa``: each finding's ``noqa_row`` gets a ``# noqa: CODE``
comment; an existing ``# noqa: X`` on that line is extended (``# noqa: X, TFS201``)
and any other comment on the line is kept. A comment cannot go everywhere: at the
end of a line that continues inside a triple-quoted string it would become part of
the string, and after a backslash continuation it would be a syntax error. Those
rows are skipped and reported, never edited. The new text must parse before it is
written, and the file keeps its encoding, BOM and line endings.

In a notebook, the comments go into the code cells: the cells are joined into one
module as the linter reads them, commented there, and only the `source` of the cells
that changed is written back (:meth:`Notebook.with_sources`, as ``--fix`` does).
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import dataclass, replace
from typing import (
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

from tfshape_lint.lines import split_lines
from tfshape_lint.model import Diagnostic, FileResult

# flake8's noqa pattern (flake8/defaults.py), so what we write is what flake8 and ruff read.
_NOQA = re.compile(r"#\s*noqa(?::[\s]?(?P<codes>([A-Z]+[0-9]+(?:[,\s]+)?)+))?", re.IGNORECASE)


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


@dataclass(frozen=True)
class FileOutcome:
    """What `--add-noqa` did to one file."""

    path: str
    added: int
    skipped: Tuple[Skipped, ...] = ()
    error: Optional[str] = None


def add_noqa_to_file(path: str, diagnostics: Sequence[Diagnostic]) -> FileOutcome:
    """Read `path`, add the comments, verify the result parses, write it back.

    The bytes are decoded as the engine decodes them and encoded back the same way
    (coding cookie, BOM); line endings are never touched. The write is the one
    `--fix` uses (:mod:`tfshape_lint.fix.writeback`): atomic, permission bits kept, and
    refused when the file changed on disk meanwhile or is read-only.
    """
    from tfshape_lint.fix import writeback
    from tfshape_lint.lint.parse import parse_module
    from tfshape_lint.lint.source import DecodeError, decode_source

    try:
        snapshot = writeback.Snapshot.read(path)
        decoded = decode_source(snapshot.data)
    except OSError as error:
        return FileOutcome(path, 0, error=f"cannot read: {error.strerror or error}")
    except DecodeError as error:
        return FileOutcome(path, 0, error=str(error))
    try:
        edit = add_noqa(decoded.text, diagnostics)
    except (tokenize.TokenError, SyntaxError) as error:
        return FileOutcome(path, 0, error=f"cannot tokenize: {error}")
    if edit.text == decoded.text:
        return FileOutcome(path, 0, edit.skipped)
    try:
        parse_module(edit.text)
    except Exception as error:  # noqa: BLE001  # any parse failure means: do not write
        return FileOutcome(path, 0, edit.skipped, error=f"not changed: the result would not parse ({type(error).__name__})")
    try:
        writeback.write(snapshot, writeback.encode(edit.text, decoded.encoding, decoded.bom))
    except UnicodeEncodeError as error:
        return FileOutcome(path, 0, edit.skipped, error=f"not changed: cannot encode as {decoded.encoding}: {error.reason}")
    except writeback.WriteRefused as error:
        return FileOutcome(path, 0, edit.skipped, error=str(error).replace("not fixed", "no comments added"))
    return FileOutcome(path, edit.added, edit.skipped)


def add_noqa_to_notebook(path: str, diagnostics: Sequence[Diagnostic]) -> FileOutcome:
    """`add_noqa_to_file` for a notebook: `diagnostics` have cell-relative rows.

    The comments are added to the joined code of the cells, where the linter found
    them; the result must parse, split back into the same cells and join again to
    the same text (so no magic line or cell boundary moved) before it is written.
    """
    from tfshape_lint.fix import writeback
    from tfshape_lint.lint.notebook import LineMap, Notebook, NotebookError
    from tfshape_lint.lint.parse import parse_module

    try:
        snapshot = writeback.Snapshot.read(path)
        book = Notebook.parse(snapshot.data)
    except OSError as error:
        return FileOutcome(path, 0, error=f"cannot read: {error.strerror or error}")
    except NotebookError as error:
        return FileOutcome(path, 0, error=str(error))
    joined = book.joined()
    line_map = LineMap.of(joined.text)
    joined_row = {where: index + 1 for index, where in enumerate(line_map.rows) if where is not None}
    moved: List[Diagnostic] = []
    skipped: List[Skipped] = []
    for diagnostic in diagnostics:
        row = diagnostic.noqa_row or diagnostic.span.start.line
        target = joined_row.get((diagnostic.cell or 0, row))
        if target is None:
            skipped.append(Skipped(row, (diagnostic.code,), "the line does not exist", diagnostic.cell))
            continue
        moved.append(replace(diagnostic, cell=None, noqa_row=target))
    try:
        edit = add_noqa(joined.text, moved)
    except (tokenize.TokenError, SyntaxError) as error:
        return FileOutcome(path, 0, error=f"cannot tokenize: {error}")
    for item in edit.skipped:
        found = line_map.rows[item.line - 1] if 0 < item.line <= len(line_map.rows) else None
        cell, line = found if found is not None else (None, item.line)
        skipped.append(Skipped(line, item.codes, item.reason, cell))
    if edit.text == joined.text:
        return FileOutcome(path, 0, tuple(skipped))
    sources = joined.split(edit.text)
    refused = "not changed: the comments would change a cell boundary or a magic line"
    if sources is None:
        return FileOutcome(path, 0, tuple(skipped), error=refused)
    data = book.with_sources(sources)
    try:
        again = Notebook.parse(data).joined().text
        parse_module(edit.text)
    except Exception as error:  # noqa: BLE001  # any failure means: do not write
        return FileOutcome(path, 0, tuple(skipped), error=f"not changed: the result would not parse ({type(error).__name__})")
    if again != edit.text:
        return FileOutcome(path, 0, tuple(skipped), error=refused)
    try:
        writeback.write(snapshot, data)
    except writeback.WriteRefused as error:
        return FileOutcome(path, 0, tuple(skipped), error=str(error).replace("not fixed", "no comments added"))
    return FileOutcome(path, edit.added, tuple(skipped))


def add_noqa_to_results(results: Iterable[FileResult]) -> Tuple[int, List[str]]:
    """Add comments for every finding in `results`; returns (codes added, problems to report).

    Findings a comment cannot silence are left alone and reported: the engine's own
    (a file that does not parse or cannot be read, a malformed notebook).
    """
    from tfshape_lint import registry

    engine_codes = {rule.CODE for rule in registry.all_rules() if rule.ENGINE}
    added = 0
    problems: List[str] = []
    for result in results:
        targets = [d for d in result.diagnostics if d.code not in engine_codes]
        for diagnostic in result.diagnostics:
            if diagnostic.code in engine_codes:
                problems.append(f"{result.path}:{diagnostic.span.start.line}: {diagnostic.code} cannot be silenced by a comment")
        if not targets:
            continue
        if any(d.cell is not None for d in targets):
            outcome = add_noqa_to_notebook(result.path, targets)
        else:
            outcome = add_noqa_to_file(result.path, targets)
        added += outcome.added
        if outcome.error is not None:
            problems.append(f"{result.path}: {outcome.error}")
        for skipped in outcome.skipped:
            problems.append(f"{result.path}:{skipped.where()}: no noqa comment for {', '.join(skipped.codes)}: {skipped.reason}")
    return added, problems
