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

import tokenize
from dataclasses import dataclass, replace
from typing import (
    Dict,
    Iterable,
    List,
    Optional,
    Sequence,
    Tuple,
)

from tfshape_lint.lint.noqa import Skipped, add_noqa
from tfshape_lint.model import Diagnostic, FileResult


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
    written = dict(book.written_modules())
    written_sources: Dict[int, str] = {}
    added = 0
    for index, text in written.items():
        # A `%%writefile name.py` cell: the comments go into the module it writes.
        in_cell = [replace(d, cell=None, noqa_row=(d.noqa_row or d.span.start.line) - 1)
                   for d in diagnostics if d.cell == index + 1]
        if not in_cell:
            continue
        try:
            cell_edit = add_noqa(text, in_cell)
        except (tokenize.TokenError, SyntaxError):
            skipped.extend(Skipped(d.noqa_row + 1 if d.noqa_row else 1, (d.code,), "the module does not tokenize", index + 1)
                           for d in in_cell)
            continue
        skipped.extend(replace(item, line=item.line + 1, cell=index + 1) for item in cell_edit.skipped)
        if cell_edit.text != text:
            source = next(cell.source for cell in book.cells if cell.index == index)
            written_sources[index] = source[: len(source) - len(text)] + cell_edit.text
            added += cell_edit.added
    diagnostics = [d for d in diagnostics if (d.cell or 0) - 1 not in written]
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
    if edit.text == joined.text and not written_sources:
        return FileOutcome(path, 0, tuple(skipped))
    sources = joined.split(edit.text) if edit.text != joined.text else {}
    refused = "not changed: the comments would change a cell boundary or a magic line"
    if sources is None:
        return FileOutcome(path, 0, tuple(skipped), error=refused)
    sources.update(written_sources)
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
    return FileOutcome(path, edit.added + added, tuple(skipped))


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
