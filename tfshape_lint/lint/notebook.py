"""Jupyter notebooks, the format: code cells joined into one module and split back, rows per cell.

A notebook is read with the standard library's JSON parser. Its code cells are
joined into one Python text (imports in cell 1 resolve names in cell 5, as the
kernel does), with a marker comment line after each cell so that the text can be
split back into cells after fixes changed it. IPython syntax that is not Python --
line magics (``%matplotlib inline``), shell lines (``!pip install ...``,
``files = !ls``), help lines (``tf.data?``), cell magics (``%%bash``) -- is replaced
line for line by a ``pass`` placeholder at the same indentation, so line numbers
never shift; cells that parse as Python are never touched, which keeps a ``?`` or
``%`` inside a string safe. Cells whose cell magic runs another language
(``%%bash``, ``%%writefile``, also below Colab's ``#@title`` form lines) become
placeholders entirely; a ``%%writefile name.py``
cell is then linted as the module it writes, at its own cell (findings only: no fix is
offered there). A cell whose first line is indented (pasted code, which IPython runs
after stripping that indent) is read as the body of an ``if True:`` written on the
line before it, so that no line or column moves.

Diagnostics are reported with a 1-based ``cell`` (counting every cell, markdown
too, as Jupyter and ruff number them) and cell-relative rows, in the spans, the
``noqa_row`` and the fix edits alike.

Fixes write back only the ``source`` of the cells they changed, spliced into the
original JSON text: indentation, key order, escaping, metadata, outputs and the
trailing newline of the file stay byte for byte.
"""

from __future__ import annotations

import ast
import codecs
import json
import re
import warnings
from dataclasses import dataclass, replace
from typing import Any, Dict, List, Optional, Sequence, Tuple

from tfshape_lint.lines import source_lines
from tfshape_lint.model import Diagnostic, Edit, Position, Span

#: Cell magics whose body is Python: only their first line is a placeholder.
PYTHON_CELL_MAGICS = frozenset({"time", "timeit", "capture", "prun", "debug", "tensorflow_version"})

_CELL_MARKER = "# <tfshape-lint cell {number}>"
#: A cell whose first line is indented (pasted code) runs in IPython, which strips that
#: indent (`leading_indent`). Here the line before it opens a block instead, so that
#: every line and column stays where it is: the previous cell's marker, or this line
#: before the first cell.
_BLOCK = "if True:  "
_START_LINE = _BLOCK + "# <tfshape-lint start>"
_EVIDENCE_LINE = re.compile(r"^(.*) at line (\d+)$", re.DOTALL)
_CELL_MARKER_LINE = re.compile(r"^(?:if True:  )?# <tfshape-lint cell (\d+)>$")
_MAGIC_PLACEHOLDER = "pass  # <tfshape-lint magic {index}>"
_MAGIC_PLACEHOLDER_LINE = re.compile(r"^([ \t]*)pass  # <tfshape-lint magic (\d+)>(\r?\n|\r)?$")
#: IPython's automagics that notebooks use without `%` (`pip install x`, `ls ./data/`,
#: `cd dir`): the name at column 0, then an argument that cannot continue a Python
#: expression (`ls = 3`, `cd(x)`, `pip.main()` stay Python).
_AUTOMAGIC = re.compile(
    r"^(?:pip|conda|ls|cd|cat|cp|mv|rm|mkdir|rmdir|pwd|env|less|more|man|load_ext|reload_ext|matplotlib"
    r"|timeit|pylab|pinfo|autoreload|tensorboard)"
    r"(?:[ \t]*(?:\r?\n|\r)?$|[ \t]+(?![=(\[,:+%<>!&|^@)\]}#]|\.[A-Za-z_]|-=|(?:in|is|if|and|or|not|for|else)\b)\S)"
)
#: `files = !ls`, `out = %timeit -o f()`: an assignment from a magic.
_ASSIGNED_MAGIC = re.compile(r"^[ \t]*[\w.\[\], \t]+=[ \t]*[!%]")


class NotebookError(Exception):
    """The file is not a notebook we can read; the message says why (one line)."""


@dataclass(frozen=True)
class Cell:
    """One code cell: its index among all cells, its source and where that sits in the JSON."""

    index: int  # 0-based among all cells
    source: str
    #: (start, end) character offsets of the `source` value in the notebook's JSON text.
    span: Tuple[int, int]
    #: The source was a list of lines (nbformat's usual form) rather than one string.
    as_list: bool


@dataclass(frozen=True)
class Notebook:
    """A parsed notebook: its JSON text and its code cells."""

    text: str
    cells: Tuple[Cell, ...]
    python: bool
    bom: bool = False

    @classmethod
    def parse(cls, data: bytes) -> "Notebook":
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise NotebookError(f"not a notebook: not UTF-8 (byte {error.start})") from None
        try:
            cells, metadata = _scan(text)
        except json.JSONDecodeError as error:
            raise NotebookError(f"not a notebook: invalid JSON ({error.msg} at line {error.lineno}, column {error.colno})") from None
        except RecursionError:
            raise NotebookError("not a notebook: its JSON nests too deeply to read") from None
        except NotebookError:
            raise
        language = _language(metadata)
        return cls(text, tuple(cells), language in (None, "python"), data.startswith(codecs.BOM_UTF8))

    @classmethod
    def of_cells(cls, sources: Sequence[Optional[str]]) -> "Notebook":
        """A notebook held in memory (an editor's), from its cells in order: the source of
        each code cell, None for the others. It has no JSON: only for linting, never for
        `with_sources`."""
        cells = tuple(Cell(index, source, (0, 0), False) for index, source in enumerate(sources) if source is not None)
        return cls("", cells, True)

    def joined(self) -> "JoinedSource":
        """The code cells as one Python text, with magics replaced and cells marked."""
        pieces: List[str] = []
        magics: List[str] = []
        for cell in self.cells:
            body = _python_body(cell.source, magics)
            if body and not body.endswith(("\n", "\r")):
                body += "\n"
            if _indented_block(body):
                if pieces:
                    pieces[-1] = _BLOCK + pieces[-1]  # the previous cell's marker line
                else:
                    pieces.append(_START_LINE + "\n")
            pieces += [body, _CELL_MARKER.format(number=cell.index + 1) + "\n"]
        return JoinedSource("".join(pieces), tuple(magics), self)

    def written_modules(self) -> List[Tuple[int, str]]:
        """(cell index, Python text) of each `%%writefile name.py` cell: a module of its
        own (`trainer/model.py`), written by the notebook for a job to import, whose lines
        start on the cell's second row. A module that `%%writefile -a` cells add to is
        written in pieces, none of which parses alone: it is not linted."""
        found = []
        appended = set()
        for cell in self.cells:
            lines = cell.source.splitlines(keepends=True)
            if not lines:
                continue
            start = _magic_row(lines)  # comments and Colab's form lines above the magic
            first, rest = lines[start], "\n" * start + "".join(lines[start + 1:])
            words = first.split()
            if len(words) < 2 or words[0] != "%%writefile" or not words[-1].endswith(".py"):
                continue
            if "-a" in words[1:-1] or "--append" in words[1:-1]:
                appended.add(words[-1])  # a piece of a module written over several cells: not linted
            elif rest.strip():
                found.append((cell.index, rest, words[-1]))
        return [(index, text) for index, text, name in found if name not in appended]

    def with_sources(self, sources: Dict[int, str]) -> bytes:
        """The notebook's bytes with the `source` of the given cells (by index) replaced."""
        text = self.text
        for cell in sorted(self.cells, key=lambda c: c.span[0], reverse=True):
            if cell.index not in sources or sources[cell.index] == cell.source:
                continue
            start, end = cell.span
            text = text[:start] + _render_source(text[start:end], sources[cell.index], cell.as_list, self.text) + text[end:]
        return (codecs.BOM_UTF8 if self.bom else b"") + text.encode("utf-8")


@dataclass(frozen=True)
class JoinedSource:
    """The joined Python text of a notebook and the way back to its cells."""

    text: str
    magics: Tuple[str, ...]
    notebook: Notebook

    def split(self, text: str) -> Optional[Dict[int, str]]:
        """Cell sources (by cell index) from a joined text, magics restored; None if the markers broke."""
        lines = text.splitlines(keepends=True)
        sources: Dict[int, str] = {}
        current: List[str] = []
        expected = iter(cell.index + 1 for cell in self.notebook.cells)
        for line in lines:
            if line.rstrip("\r\n") == _START_LINE and not sources and not current:
                continue
            marker = _CELL_MARKER_LINE.match(line.rstrip("\r\n"))
            if marker is None:
                placeholder = _MAGIC_PLACEHOLDER_LINE.match(line)
                if placeholder is not None:
                    index = int(placeholder.group(2))
                    if index >= len(self.magics):
                        return None
                    line = self.magics[index]
                current.append(line)
                continue
            if int(marker.group(1)) != next(expected, None):
                return None
            number = int(marker.group(1))
            body = "".join(current)
            original = next(cell for cell in self.notebook.cells if cell.index + 1 == number).source
            if not original.endswith(("\n", "\r")) and body.endswith("\n"):
                body = body[:-2] if body.endswith("\r\n") else body[:-1]
            sources[number - 1] = body
            current = []
        if current or next(expected, None) is not None:
            return None
        if any("<tfshape-lint magic " in body or "<tfshape-lint cell " in body for body in sources.values()):
            return None  # a fix touched a placeholder: writing it would lose the magic
        return sources


# -- positions -----------------------------------------------------------------------


@dataclass(frozen=True)
class LineMap:
    """From a joined text's 1-based lines to (1-based cell number, 1-based line in the cell)."""

    rows: Tuple[Optional[Tuple[int, int]], ...]

    @classmethod
    def of(cls, text: str) -> "LineMap":
        rows: List[Optional[Tuple[int, int]]] = []
        pending: List[int] = []
        for line in source_lines(text):
            if line == _START_LINE and not rows:
                rows.append(None)
                continue
            marker = _CELL_MARKER_LINE.match(line)
            if marker is None:
                pending.append(len(rows))
                rows.append(None)
                continue
            number = int(marker.group(1))
            for offset, row in enumerate(pending):
                rows[row] = (number, offset + 1)
            pending = []
            rows.append(None)
        return cls(tuple(rows))

    def cell_position(self, position: Position) -> Tuple[Optional[int], Position]:
        row = self.rows[position.line - 1] if 0 < position.line <= len(self.rows) else None
        if row is None:
            # A marker line (an edit ending at a cell's end): the line after its cell's last.
            previous = self.rows[position.line - 2] if 1 < position.line <= len(self.rows) + 1 else None
            if previous is not None:
                return previous[0], Position(previous[1] + 1, 1)
            return None, position
        return row[0], Position(row[1], position.column)

    def to_cells(self, diagnostic: Diagnostic) -> Diagnostic:
        """The diagnostic with cell-relative rows and its `cell` set."""
        cell, start = self.cell_position(diagnostic.span.start)
        _, end = self.cell_position(diagnostic.span.end)
        if end < start:
            end = start
        noqa_row = diagnostic.noqa_row
        if noqa_row is not None:
            noqa_row = self.cell_position(Position(noqa_row, 1))[1].line
        fix = diagnostic.fix
        if fix is not None and fix.edits:
            fix = replace(fix, edits=tuple(Edit(e.content, self._span(e.span)) for e in fix.edits))
        moved = replace(diagnostic, span=Span(start, end), noqa_row=noqa_row, cell=cell, fix=fix)
        return self._evidence_in_cells(moved)

    def _evidence_in_cells(self, diagnostic: Diagnostic) -> Diagnostic:
        """"`TPUStrategy` at line 57" of the joined module becomes "at cell 12, line 3"."""
        evidence = diagnostic.context.get("evidence")
        match = _EVIDENCE_LINE.match(evidence) if isinstance(evidence, str) else None
        if match is None:
            return diagnostic
        cell, where = self.cell_position(Position(int(match.group(2)), 1))
        if cell is None:
            return diagnostic
        described = f"{match.group(1)} at cell {cell}, line {where.line}"
        context = dict(diagnostic.context, evidence=described)
        return replace(diagnostic, message=diagnostic.message.replace(str(evidence), described), context=context)

    def _span(self, span: Span) -> Span:
        return Span(self.cell_position(span.start)[1], self.cell_position(span.end)[1])


# -- linting -------------------------------------------------------------------------


# -- reading the JSON ------------------------------------------------------------------


def _scan(text: str) -> Tuple[List[Cell], Dict[str, Any]]:
    """Code cells with the offsets of their `source` values, and the notebook metadata.

    The standard parser decodes every value; only the walk over the top-level object,
    the `cells` array and each cell object is done here, to learn where `source` is.
    """
    decoder = json.JSONDecoder()
    cells: List[Cell] = []
    metadata: Dict[str, Any] = {}
    position = _skip(text, 0)
    if position >= len(text):
        raise NotebookError("not a notebook: the file is empty")
    if not text.startswith("{", position):
        raise NotebookError("not a notebook: the JSON is not an object")
    seen_cells = False
    index = 0
    for key, start, _ in _members(text, position, decoder):
        if key == "cells":
            seen_cells = True
            index = _cells(text, start, index, decoder, cells)
        elif key == "worksheets" and text.startswith("[", start):
            # nbformat 3 (IPython 1-2): the cells are in `worksheets[i].cells`, numbered on
            # across worksheets (jiahuei's cocoEvalCapDemo.ipynb, sixty-ninth split).
            for sheet_start, _ in _elements(text, start, decoder):
                if not text.startswith("{", sheet_start):
                    raise NotebookError("not a notebook: a worksheet is not an object")
                for sheet_key, sheet_value, _ in _members(text, sheet_start, decoder):
                    if sheet_key == "cells":
                        seen_cells = True
                        index = _cells(text, sheet_value, index, decoder, cells)
        elif key == "metadata":
            value = decoder.raw_decode(text, start)[0]
            metadata = value if isinstance(value, dict) else {}
    if not seen_cells:
        raise NotebookError("not a notebook: no 'cells' list (nbformat 4), nor worksheets of cells (nbformat 3)")
    return cells, metadata


def _cells(text: str, start: int, index: int, decoder: json.JSONDecoder, cells: List[Cell]) -> int:
    """Append the code cells of the `cells` array at `start`, numbered from `index`; the next number."""
    if not text.startswith("[", start):
        raise NotebookError("not a notebook: 'cells' is not a list")
    for cell_start, _ in _elements(text, start, decoder):
        cell = _cell(text, cell_start, index, decoder)
        if cell is not None:
            cells.append(cell)
        index += 1
    return index


def _cell(text: str, start: int, index: int, decoder: json.JSONDecoder) -> Optional[Cell]:
    if not text.startswith("{", start):
        raise NotebookError(f"not a notebook: cell {index + 1} is not an object")
    kind: Any = None
    source: Optional[Tuple[Any, int, int]] = None
    for key, value_start, value_end in _members(text, start, decoder):
        if key == "cell_type":
            kind = decoder.raw_decode(text, value_start)[0]
        elif key == "source" or (key == "input" and source is None):  # (`input`: nbformat 3's code cells)
            source = (decoder.raw_decode(text, value_start)[0], value_start, value_end)
    if kind != "code":
        return None
    if source is None:
        raise NotebookError(f"not a notebook: code cell {index + 1} has no 'source'")
    value, value_start, value_end = source
    if isinstance(value, list) and all(isinstance(line, str) for line in value):
        return Cell(index, "".join(value), (value_start, value_end), True)
    if isinstance(value, str):
        return Cell(index, value, (value_start, value_end), False)
    raise NotebookError(f"not a notebook: the source of cell {index + 1} is not text")


def _skip(text: str, position: int) -> int:
    while position < len(text) and text[position] in " \t\r\n":
        position += 1
    return position


def _after_item(text: str, position: int, close: str) -> Tuple[int, bool]:
    """After a member or element ending at `position`: (where the next one starts, whether `close` ended the container)."""
    position = _skip(text, position)
    if text.startswith(",", position):
        return _skip(text, position + 1), False
    if text.startswith(close, position):
        return position, True
    raise json.JSONDecodeError("Expecting ',' delimiter", text, position)


def _members(text: str, position: int, decoder: json.JSONDecoder) -> List[Tuple[str, int, int]]:
    """(key, value start, value end) of each member of the object at `position`."""
    members: List[Tuple[str, int, int]] = []
    position = _skip(text, position + 1)
    if text.startswith("}", position):
        return members
    while True:
        key, position = decoder.raw_decode(text, position)
        if not isinstance(key, str):
            raise json.JSONDecodeError("Expecting property name", text, position)
        position = _skip(text, position)
        if not text.startswith(":", position):
            raise json.JSONDecodeError("Expecting ':' delimiter", text, position)
        start = _skip(text, position + 1)
        _, end = decoder.raw_decode(text, start)
        members.append((key, start, end))
        position, closed = _after_item(text, end, "}")
        if closed:
            return members


def _elements(text: str, position: int, decoder: json.JSONDecoder) -> List[Tuple[int, int]]:
    elements: List[Tuple[int, int]] = []
    position = _skip(text, position + 1)
    if text.startswith("]", position):
        return elements
    while True:
        _, end = decoder.raw_decode(text, position)
        elements.append((position, end))
        position, closed = _after_item(text, end, "]")
        if closed:
            return elements


def _language(metadata: Dict[str, Any]) -> Optional[str]:
    for key in ("language_info", "kernelspec"):
        section = metadata.get(key)
        if isinstance(section, dict):
            name = section.get("name" if key == "language_info" else "language")
            if isinstance(name, str):
                return name.lower()
    return None


# -- magics ----------------------------------------------------------------------------


def _python_body(source: str, magics: List[str]) -> str:
    """The cell's text with IPython-only lines replaced by numbered placeholders."""
    if not source.strip():
        return source
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(source)
        return source  # plain Python: never touched
    except (SyntaxError, ValueError):
        pass
    lines = source.splitlines(keepends=True)
    start = _magic_row(lines)
    first = lines[start].strip()
    if first.startswith("%%"):
        name = first[2:].split(None, 1)[0] if first[2:] else ""
        head = "".join(lines[:start])
        if name not in PYTHON_CELL_MAGICS:
            # Another language's text: its indentation means nothing to Python.
            return head + "".join(_placeholder(line, magics, keep_indent=False) for line in lines[start:])
        return head + _placeholder(lines[start], magics) + _line_magics(lines[start + 1:], magics)
    return _line_magics(lines, magics)


def _magic_row(lines: Sequence[str]) -> int:
    """The row a cell magic may stand on: the first that is neither blank nor a comment.
    Colab reads `#@title` and `#@markdown` above it as the form, and Colab and Vertex
    notebooks run the `%%html` or `%%bash` below a `# TODO 1` comment (real notebooks keep
    those cells' outputs)."""
    return next((i for i, line in enumerate(lines) if line.strip() and not line.lstrip().startswith("#")), 0)


def _indented_block(body: str) -> bool:
    """A cell that parses once its first line's indent opens a block (see `_BLOCK`)."""
    if not body[:1] in (" ", "\t"):
        return False
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(body)
        return False
    except (SyntaxError, ValueError):
        pass
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse("if True:\n" + body)
        return True
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False


def _line_magics(lines: Sequence[str], magics: List[str]) -> str:
    out: List[str] = []
    continued: Optional[str] = None  # the indent of the magic a `\\` continues
    state = _Open()  # the Python text's open brackets and strings, across lines
    for line in lines:
        stripped = line.strip()
        if continued is not None:
            # `!wget \\` then `    https://...`: the continuation is the magic's, at its indent.
            out.append(_placeholder(line, magics, indent=continued))
            continued = continued if stripped.endswith("\\") else None
            continue
        if state.inside():
            # `print('Downloading %s...'` then `      % (URL, FILE))`: a line inside brackets, a
            # string or a `\\` continuation is part of a Python line, never a magic (IPython
            # reads magics at the start of a logical line; m2dsupsdlclass's labs, hundred-first
            # split, lost a cell to a false TFS000).
            out.append(line)
            state.scan(line)
            continue
        is_magic = (
            stripped.startswith(("%", "!", "?"))
            or (stripped.endswith("?") and not stripped.startswith("#"))
            or bool(_ASSIGNED_MAGIC.match(line))
            or bool(_AUTOMAGIC.match(line))
        )
        if is_magic:
            out.append(_placeholder(line, magics))
            if stripped.endswith("\\"):
                continued = line[: len(line) - len(line.lstrip(" \t"))]
        else:
            out.append(line)
            state.scan(line)
    return "".join(out)


class _Open:
    """Whether Python text read line by line has an open bracket, an open triple-quoted
    string or a `\\` continuation at the end of the lines read so far."""

    def __init__(self) -> None:
        self.depth = 0
        self.quote: Optional[str] = None  # the open triple quote
        self.backslash = False

    def inside(self) -> bool:
        return self.depth > 0 or self.quote is not None or self.backslash

    def scan(self, line: str) -> None:
        text = line.rstrip("\r\n")
        i, n = 0, len(text)
        commented = False
        while i < n:
            if self.quote is not None:
                end = text.find(self.quote, i)
                while end > 0 and _escaped(text, end):
                    end = text.find(self.quote, end + 1)
                if end < 0:
                    break
                self.quote, i = None, end + 3
                continue
            char = text[i]
            if char == "#":
                commented = True
                break
            if char in "\"'":
                if text.startswith(char * 3, i):
                    self.quote, i = char * 3, i + 3
                    continue
                end = i + 1
                while end < n and (text[end] != char or _escaped(text, end)):
                    end += 1
                i = end + 1
                continue
            if char in "([{":
                self.depth += 1
            elif char in ")]}":
                self.depth = max(0, self.depth - 1)
            i += 1
        self.backslash = self.quote is None and not commented and text.endswith("\\")


def _escaped(text: str, at: int) -> bool:
    """Whether the character at `at` follows an odd number of backslashes."""
    count = 0
    while at - count - 1 >= 0 and text[at - count - 1] == "\\":
        count += 1
    return count % 2 == 1


def _placeholder(line: str, magics: List[str], keep_indent: bool = True, indent: Optional[str] = None) -> str:
    body = line.rstrip("\r\n")
    ending = line[len(body):]
    if indent is None:
        indent = body[: len(body) - len(body.lstrip(" \t"))] if keep_indent else ""
    magics.append(line)
    return indent + _MAGIC_PLACEHOLDER.format(index=len(magics) - 1) + ending


# -- writing the JSON -------------------------------------------------------------------


def _render_source(original: str, source: str, as_list: bool, document: str) -> str:
    """`source` as JSON in the layout of the `original` value it replaces."""
    ascii_only = not any(ord(char) > 127 for char in document) and "\\u" in document
    if not as_list:
        return json.dumps(source, ensure_ascii=ascii_only)
    lines = source.splitlines(keepends=True)
    match = re.match(r"\[(\s*)", original)
    opening = match.group(1) if match else ""
    closing_match = re.search(r"(\s*)\]$", original)
    closing = closing_match.group(1) if closing_match else ""
    if not lines:
        return "[]"
    if original.strip() == "[]":
        # No layout to copy: nbformat's own (one line per element).
        opening, closing = "\n    ", "\n   "
    separator = "," + opening if "\n" in opening else ", "
    return "[" + opening + separator.join(json.dumps(line, ensure_ascii=ascii_only) for line in lines) + closing + "]"
