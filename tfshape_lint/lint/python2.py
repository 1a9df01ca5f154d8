"""Read Python 2 files well enough to lint them.

Much public TensorFlow 1 code is Python 2: one `print "loss", l` makes the whole file
a syntax error for libcst, and every placeholder and feed in it would go unreported.
When a file does not parse, the engine asks :func:`modernize` for a Python 3 text with
the same lines: print and exec statements become calls, ``except E, e`` becomes
``except E as e``, backticks become parentheses, ``<>`` becomes ``!=``, ``0777`` and
``10L`` become valid numbers, ``ur""`` prefixes lose the ``u``. The meaning does not
matter (the text is only read, never run or written back); the line structure does,
so every rewrite stays on its own line and findings keep their line numbers.
"""

from __future__ import annotations

import io
import tokenize
from typing import Dict, List, Optional, Tuple

_SKIPPED = (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT)
# Tokens after `print` that start an expression (not `print(`, `print = f`, `print.x`).
_EXPRESSION_START = frozenset({"-", "+", "~", "[", "{", "`", ">>", "%", "*"})

Edit = Tuple[int, int, int, str]  # row (1-based), start column, end column, replacement


def modernize(text: str) -> Optional[str]:
    """`text` with Python 2 statements rewritten line for line, or None if nothing applies."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    edits = _Porter(tokens).edits()
    if not edits:
        return None
    return _apply(text, edits)


class _Porter:
    """One pass over the tokens, collecting the edits that port each Python 2 form."""

    def __init__(self, tokens: List[tokenize.TokenInfo]) -> None:
        self.tokens = tokens
        self.found: List[Edit] = []
        self.depth = 0
        self.statement_start = True
        self.backtick_open = False

    def edits(self) -> List[Edit]:
        handlers = {tokenize.OP: self._operator, tokenize.ERRORTOKEN: self._backtick,
                    tokenize.NUMBER: self._number, tokenize.NAME: self._name}
        for index, token in enumerate(self.tokens):
            if token.type in _SKIPPED:
                continue
            if token.type == tokenize.NEWLINE or (token.type == tokenize.OP and token.string == ";" and self.depth == 0):
                self.statement_start = True
                continue
            at_start = self.statement_start
            self.statement_start = False
            handler = handlers.get(token.type)
            if handler is not None:
                handler(index, token, at_start)
        return self.found

    def _operator(self, index: int, token: tokenize.TokenInfo, at_start: bool) -> None:
        string = token.string
        row, column = token.start
        if string in "([{":
            self.depth += 1
        elif string in ")]}":
            self.depth = max(0, self.depth - 1)
        elif string == ":" and self.depth == 0 and _ends_header(self.tokens, index):
            self.statement_start = True  # `if x: print y`
        elif string == "<" and _next(self.tokens, index, adjacent=True) == ">":
            self.found.append((row, column, column + 2, "!="))

    def _backtick(self, index: int, token: tokenize.TokenInfo, at_start: bool) -> None:
        if token.string == "`":
            row, column = token.start
            self.found.append((row, column, token.end[1], ")" if self.backtick_open else "("))
            self.backtick_open = not self.backtick_open

    def _number(self, index: int, token: tokenize.TokenInfo, at_start: bool) -> None:
        # Python 3's tokenizer splits `0777` into `0` `777` and `10L` into `10` `L`.
        if token.string == "0" and _next(self.tokens, index, adjacent=True, kind=tokenize.NUMBER).isdigit():
            row, column = token.start
            self.found.append((row, column, token.end[1], "0o"))

    def _name(self, index: int, token: tokenize.TokenInfo, at_start: bool) -> None:
        string, tokens = token.string, self.tokens
        row, column = token.start
        if at_start and string in ("print", "exec"):
            _call_statement(tokens, index, self.found)
        elif string == "except":
            _except_comma(tokens, index, self.found)
        elif at_start and string == "raise":
            _raise_comma(tokens, index, self.found)
        elif string in ("L", "l") and index and tokens[index - 1].type == tokenize.NUMBER \
                and tokens[index - 1].end == token.start:
            self.found.append((row, column, token.end[1], " "))
        elif string.lower() == "ur" and _next(tokens, index, adjacent=True, kind=tokenize.STRING):
            self.found.append((row, column, token.end[1], " r"))


def _next(tokens: List[tokenize.TokenInfo], index: int, *, adjacent: bool = False, kind: Optional[int] = None) -> str:
    """The next significant token's text ('' if none, or not adjacent / not of `kind`)."""
    current = tokens[index]
    for token in tokens[index + 1 :]:
        if token.type in _SKIPPED:
            continue
        if adjacent and token.start != current.end:
            return ""
        if kind is not None and token.type != kind:
            return ""
        return token.string if token.string else " "
    return ""


def _ends_header(tokens: List[tokenize.TokenInfo], index: int) -> bool:
    """Whether a top-level `:` closes a compound statement's header on this line."""
    row = tokens[index].start[0]
    for token in reversed(tokens[:index]):
        if token.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT) or token.start[0] != row:
            break
        if token.type == tokenize.NAME and token.string == "lambda":
            return False
    for token in tokens:
        if token.start[0] == row and token.type == tokenize.NAME:
            return token.string in {"if", "elif", "else", "for", "while", "try", "except", "finally", "with", "def", "class"}
    return False


def _statement_end(tokens: List[tokenize.TokenInfo], index: int) -> Tuple[int, int, int]:
    """(token index, row, column) where the statement starting before `index` ends."""
    depth = 0
    for position in range(index + 1, len(tokens)):
        token = tokens[position]
        if token.type == tokenize.OP:
            if token.string in "([{":
                depth += 1
            elif token.string in ")]}":
                depth -= 1
            elif token.string == ";" and depth <= 0:
                return position, token.start[0], token.start[1]
        if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER) or (token.type == tokenize.COMMENT and depth <= 0):
            return position, token.start[0], token.start[1]
    last = tokens[-1]
    return len(tokens) - 1, last.start[0], last.start[1]


def _call_statement(tokens: List[tokenize.TokenInfo], index: int, edits: List[Edit]) -> None:
    """`print x, y` -> `print(x, y)`; `print >>f, x` -> `print(  f, x)`; bare `print` -> `print()`."""
    keyword = tokens[index]
    following = [t for t in tokens[index + 1 :] if t.type not in _SKIPPED][:1]
    if not following:
        return
    nxt = following[0]
    row, column = keyword.end
    if nxt.type in (tokenize.NEWLINE, tokenize.ENDMARKER) or (nxt.type == tokenize.OP and nxt.string == ";"):
        edits.append((row, column, column, "()"))
        return
    starts_expression = nxt.type in (tokenize.NAME, tokenize.NUMBER, tokenize.STRING) or nxt.string in _EXPRESSION_START
    if not starts_expression or nxt.start[0] != row:
        return  # `print(...)`, `print = ...`, `print.attr`: already Python 3
    if nxt.type == tokenize.NAME and nxt.string in ("in", "is", "and", "or", "if", "for", "not"):
        return
    _, end_row, end_column = _statement_end(tokens, index)
    if nxt.string == ">>":
        edits.append((nxt.start[0], nxt.start[1], nxt.end[1], "  "))
    gap_end = nxt.start[1]
    edits.append((row, column, gap_end, "(" + " " * max(0, gap_end - column - 1)))
    # Close before trailing blanks so a comment after the statement stays a comment.
    line_text = tokens[index].line if end_row == row else ""
    if end_row == row and line_text:
        while end_column > 0 and line_text[end_column - 1] in " \t":
            end_column -= 1
    edits.append((end_row, end_column, end_column, ")"))


def _top_level_comma(tokens: List[tokenize.TokenInfo], index: int, *, stop_at_colon: bool) -> Optional[int]:
    """The index of the first comma outside brackets in the statement after `index`."""
    depth = 0
    for position in range(index + 1, len(tokens)):
        token = tokens[position]
        if token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            return None
        if token.type != tokenize.OP:
            continue
        if token.string in "([{":
            depth += 1
        elif token.string in ")]}":
            depth -= 1
        elif depth == 0 and token.string == ":" and stop_at_colon:
            return None
        elif depth == 0 and token.string == ",":
            return position
    return None


def _except_comma(tokens: List[tokenize.TokenInfo], index: int, edits: List[Edit]) -> None:
    """`except (A, B), e:` / `except E, e:` -> `... as e:`."""
    comma = _top_level_comma(tokens, index, stop_at_colon=True)
    if comma is not None:
        token = tokens[comma]
        edits.append((token.start[0], token.start[1], token.end[1], " as"))


def _raise_comma(tokens: List[tokenize.TokenInfo], index: int, edits: List[Edit]) -> None:
    """`raise E, "message"` -> `raise E( "message")`."""
    comma = _top_level_comma(tokens, index, stop_at_colon=False)
    if comma is None:
        return
    token = tokens[comma]
    edits.append((token.start[0], token.start[1], token.end[1], "("))
    _, end_row, end_column = _statement_end(tokens, comma)
    line = token.line if end_row == token.start[0] else ""
    while line and end_column > 0 and line[end_column - 1] in " \t":
        end_column -= 1
    edits.append((end_row, end_column, end_column, ")"))


def _apply(text: str, edits: List[Edit]) -> str:
    lines = text.splitlines(keepends=True)
    by_row: Dict[int, List[Edit]] = {}
    for edit in edits:
        by_row.setdefault(edit[0], []).append(edit)
    for row, row_edits in by_row.items():
        if row - 1 >= len(lines):
            continue
        line = lines[row - 1]
        for _, start, end, replacement in sorted(row_edits, key=lambda e: (e[1], e[2]), reverse=True):
            line = line[:start] + replacement + line[end:]
        lines[row - 1] = line
    return "".join(lines)
