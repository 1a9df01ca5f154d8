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
RSS for a 14 MB tree. :func:`parse_module` cuts such a file before top-level
definitions (see :func:`split_top_level`), parses every piece and joins their bodies
into the one module a whole-file parse gives: the same tree (``deep_equals``, checked
on every file of the test suite and of installed keras and tensorflow) and the same
code. The peak for that file falls to 55 MB, at the same speed. Whatever does not
split cleanly is parsed whole.
"""

from __future__ import annotations

import re
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
    if len(parts) < 2:
        return None
    modules = []
    for part in parts:
        try:
            modules.append(_parse_whole(part))
        except Exception:  # noqa: BLE001 - the whole-file parse reports it, at its real position
            return None
    del parts
    return _join(modules)


#: Lines that can start a top-level statement worth cutting before.
_HEAD = re.compile(r"^(?:def |class |async def |@)", re.MULTILINE)


def split_top_level(text: str, piece: int) -> List[str]:
    """`text` cut before top-level definitions into pieces of at least `piece`
    characters (the last may be shorter); one piece when there is no clean cut.

    A cut is made before a line that starts at column 0 with ``def``, ``class``,
    ``async def`` or a decorator, when the code line before it is indented (the end of
    a block, not a decorator or a bracket closed at column 0) and does not end with a
    backslash, and only empty lines and column-0 comments lie in between (see
    :func:`_clean_cut`). Such a line inside a string or brackets leaves the piece
    before it unparseable, and :func:`parse_module` then parses the file whole; so
    a split that parses is a split at statement boundaries. (Finding the boundaries
    with Python's own parser instead cost an eighth of the parse.)
    """
    if "\r" in text:  # libcst counts "\r" as a line break too; keep to one kind
        return [text]
    cuts = [0]
    position = piece
    while position < len(text):
        match = _HEAD.search(text, position)
        if match is None:
            break
        start = match.start()
        if _clean_cut(text, start):
            cuts.append(start)
            position = start + piece
        else:
            position = start + 1
    cuts.append(len(text))
    return [text[begin:end] for begin, end in zip(cuts, cuts[1:])]


def _clean_cut(text: str, start: int) -> bool:
    """Whether the lines just before offset `start` (a line start) are empty lines and
    column-0 comments, after an indented code line that does not continue: there,
    libcst gives a piece's trailing lines the same owner (the next statement) as a
    whole-file parse. An indented comment (or a line of spaces) after a block is the
    block's at the end of a file but the next statement's before it: no cut there."""
    end = start - 1  # the line break ending the line before
    while end >= 0:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end]
        if line == "" or line.startswith("#"):
            end = begin - 1
            continue
        code = line.lstrip(" \t")
        return code != line and code != "" and not code.startswith("#") and not line.endswith("\\")
    return False


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
