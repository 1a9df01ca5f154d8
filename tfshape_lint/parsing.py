"""Parse source text with libcst, without re-validating every node the parser built.

Every libcst node validates itself when it is constructed (``CSTNode.__post_init__``
calls ``_validate``: regular expressions over each whitespace token, checks on
parentheses, ...). That is what keeps hand-built trees valid; the parser's trees are
valid by construction, and on real TensorFlow code the validation is 10-15% of the
parse. :func:`parse_module` switches it off for the duration of one parse.

Measured on 400 files of keras + tensorflow, whole lint: 13.5 s of CPU with
validation, 12.0-12.3 s without, the same diagnostics, and the same
``ParserSyntaxError`` on invalid inputs (tests/test_parsing.py).

Large files are parsed in pieces. libcst's native parser holds its own token and
tree structures while it builds the Python tree, about seven times the memory of
the tree it returns, and glibc keeps that memory in the process after it is freed:
parsing one 379 KB generated op file (``gen_data_flow_ops.py``) peaks at 128 MB of
RSS for a 14 MB tree. :func:`parse_module` cuts such a file at top-level statement
boundaries (found with Python's own parser, whose trees are small and short-lived),
parses every piece and joins their bodies into the one module a whole-file parse
gives: the same tree (``deep_equals``, checked on every file of the test suite and of
installed keras and tensorflow) and the same code. The peak for that file falls to
55 MB, at the same speed. Whatever does not split cleanly is parsed whole.
"""

from __future__ import annotations

import threading
from typing import Any, List, Optional

import libcst as cst
from libcst._nodes.base import CSTNode

_LOCK = threading.Lock()

#: Files longer than this (in characters) are parsed in pieces of at least PIECE.
LARGE = 64 * 1024
PIECE = 32 * 1024


def _no_validation(self: Any) -> None:
    return None


def parse_module(text: str, piece: int = PIECE, large: int = LARGE) -> cst.Module:
    """``libcst.parse_module(text)`` minus the per-node validation, in pieces when the
    text is longer than `large` (see the module doc). Raises what libcst raises."""
    if len(text) > large:
        joined = _parse_in_pieces(text, piece)
        if joined is not None:
            return joined
    return _parse_whole(text)


def _parse_in_pieces(text: str, piece: int) -> Optional[cst.Module]:
    parts = split_top_level(text, piece)
    if parts is None or len(parts) < 2:
        return None
    modules = []
    for part in parts:
        try:
            modules.append(_parse_whole(part))
        except Exception:  # noqa: BLE001 - the whole-file parse reports it, at its real position
            return None
    del parts
    return _join(modules)


def split_top_level(text: str, piece: int) -> Optional[List[str]]:
    """`text` cut before top-level statements into pieces of at least `piece`
    characters (the last may be shorter), or None when Python cannot parse it.

    A cut is made only before a statement (or its first decorator) that starts a line
    of its own at column 0, after the end of the statement before it, with only empty
    lines and column-0 comments in between (see :func:`_clean_gap`). Those stay with
    the piece before the cut; :func:`_join` moves them to where a whole-file parse
    puts them.
    """
    if "\r" in text or "\x00" in text:  # line numbers below count "\n" only
        return None
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            statements = ast.parse(text).body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    starts: List[int] = []  # 1-based first lines of the pieces after the first
    previous_end, last_cut = 0, 0
    line_starts = [0]
    position = text.find("\n")
    while position != -1:
        line_starts.append(position + 1)
        position = text.find("\n", position + 1)
    for statement in statements:
        first = min([statement.lineno, *(decorator.lineno for decorator in getattr(statement, "decorator_list", ()))])
        offset = line_starts[first - 1]
        if first > previous_end and offset - last_cut >= piece and _clean_gap(text, line_starts, previous_end, first):
            starts.append(first)
            last_cut = offset
        previous_end = statement.end_lineno or statement.lineno
    del statements
    bounds = [0] + [line_starts[line - 1] for line in starts] + [len(text)]
    return [text[start:end] for start, end in zip(bounds, bounds[1:])]


def _clean_gap(text: str, line_starts: List[int], end: int, first: int) -> bool:
    """Whether the lines after line `end` and before line `first` are empty or comments
    at column 0, and line `first` starts at column 0: there, libcst gives a piece's
    trailing lines the same owner (the next statement) as a whole-file parse. An
    indented comment after a block is the block's at the end of a file but the next
    statement's before it, so no cut is made there."""
    if text[line_starts[first - 1]] in " \t\x0c":
        return False
    for line in range(end + 1, first):
        start = line_starts[line - 1]
        if text[start] not in "\n#":
            return False
    return True


def _join(modules: List[cst.Module]) -> Optional[cst.Module]:
    """One module from the modules of consecutive pieces, as a whole-file parse makes it.

    A piece's footer (trailing comments and blank lines) and the next piece's header
    are the leading lines of that next piece's first statement. Blocks whose indent is
    the module's default keep no indent of their own, so pieces that detected another
    default (or newline) cannot be joined: None.
    """
    first = modules[0]
    body: List[cst.BaseStatement] = []
    carried: List[cst.EmptyLine] = []
    for index, module in enumerate(modules):
        if module.default_indent != first.default_indent or module.default_newline != first.default_newline:
            return None
        statements = list(module.body)
        if index and not statements:
            return None
        if index:
            head = statements[0]
            statements[0] = head.with_changes(leading_lines=[*carried, *module.header, *head.leading_lines])
        body.extend(statements)
        carried = list(module.footer)
    last = modules[-1]
    return first.with_changes(body=body, footer=last.footer, has_trailing_newline=last.has_trailing_newline)


def _parse_whole(text: str) -> cst.Module:
    original = CSTNode.__dict__.get("__post_init__")
    if original is None:  # a libcst without the hook: nothing to skip
        return cst.parse_module(text)
    with _LOCK:
        CSTNode.__post_init__ = _no_validation  # type: ignore[method-assign]
        try:
            return cst.parse_module(text)
        finally:
            CSTNode.__post_init__ = original  # type: ignore[method-assign]
