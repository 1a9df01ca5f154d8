"""Read Python 2 files well enough to lint them.

Much public TensorFlow 1 code is Python 2: one `print "loss", l` makes the whole file
a syntax error for libcst, and every placeholder and feed in it would go unreported.
When a file does not parse, the engine asks :func:`modernize` for a Python 3 text with
the same lines: print and exec statements become calls, ``except E, e`` becomes
``except E as e``, backticks become parentheses, ``<>`` becomes ``!=``, ``0777`` and
``10L`` become valid numbers, ``ur""`` prefixes lose the ``u``. The meaning does not
matter (the text is only read, never run or written back); the line structure does,
so every rewrite stays on its own line and findings keep their line numbers.

The text is split by this module's own small scanner, not by :mod:`tokenize`: since
Python 3.12 the standard tokenizer is the interpreter's own, which rejects backticks,
``0777`` and ``10L`` outright, so a file would give its findings on one Python and
only TFS000 on another. The scanner knows strings (all prefixes, triple quotes,
escapes), comments, brackets and line continuations, which is all the porter needs.
"""

from __future__ import annotations

import re
from typing import Dict, List, NamedTuple, Optional, Tuple

# Token kinds, named as in :mod:`token`.
NAME, NUMBER, STRING, OP, COMMENT, NEWLINE, NL, ENDMARKER = (
    "NAME", "NUMBER", "STRING", "OP", "COMMENT", "NEWLINE", "NL", "ENDMARKER",
)


class Token(NamedTuple):
    """One token: its kind, text, (row, column) start and end, and its physical line."""

    type: str
    string: str
    start: Tuple[int, int]
    end: Tuple[int, int]
    line: str


_BLANK = re.compile(r"[ \t\x0c]*")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_CONTINUATION = re.compile(r"\\(?:\r\n|\r|\n)")
_COMMENT = re.compile(r"#[^\r\n]*")
_STRING = re.compile(
    r"""(?P<prefix>[rRuUbBfF]{0,2})(?:
        '''[^'\\]*(?:(?:\\[\s\S]|'(?!''))[^'\\]*)*'''
      | \"\"\"[^"\\]*(?:(?:\\[\s\S]|"(?!""))[^"\\]*)*\"\"\"
      | '[^'\\\r\n]*(?:\\(?:\r\n|[\s\S])[^'\\\r\n]*)*'
      | "[^"\\\r\n]*(?:\\(?:\r\n|[\s\S])[^"\\\r\n]*)*"
    )""",
    re.VERBOSE,
)
_STRING_START = re.compile(r"[rRuUbBfF]{0,2}['\"]")
_NAME = re.compile(r"[^\W\d]\w*")
# Python 2 forms included: `0777` (an octal integer) and a trailing `L` (a long).
_NUMBER = re.compile(
    r"""0[xX](?:_?[0-9a-fA-F])+[lL]?
      | 0[bB](?:_?[01])+[lL]?
      | 0[oO](?:_?[0-7])+[lL]?
      | (?:\d(?:_?\d)*\.(?:\d(?:_?\d)*)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?[jJ]?
      | \d(?:_?\d)*[eE][+-]?\d(?:_?\d)*[jJ]?
      | \d(?:_?\d)*[jJlL]?""",
    re.VERBOSE,
)
_OPERATOR = re.compile(
    r"\*\*=|//=|>>=|<<=|\.\.\.|->|:=|<>|\*\*|//|<<|>>|<=|>=|==|!=|[-+*/%&|^@]=|[-+*/%&|^~<>()\[\]{},:;.=@`]"
)
_PY2_OCTAL = re.compile(r"0(?:_?[0-7])*[1-7](?:_?[0-7])*[lL]?")


def tokens(text: str) -> Optional[List[Token]]:
    """The tokens of `text`, or None where a string never ends.

    As :mod:`tokenize` does: NEWLINE ends a logical line, NL ends a line inside brackets
    or one without code, and a backslash continuation gives no token. Unlike it, there
    are no INDENT/DEDENT tokens (the porter never needs them), and a character that
    starts no token becomes an OP of its own, so any text can be scanned.
    """
    return _Scanner(text).run()


class _Scanner:
    """Splits a text into :class:`Token` s, keeping track of rows and bracket depth."""

    def __init__(self, text: str) -> None:
        self.text = text
        starts = [0] + [match.end() for match in _LINE_BREAK.finditer(text)]
        self.lines = [text[begin:end] for begin, end in zip(starts, starts[1:] + [len(text)])]
        self.found: List[Token] = []
        self.row, self.line_start, self.position = 1, 0, 0
        self.depth = 0
        self.code_on_line = False

    def run(self) -> Optional[List[Token]]:
        text = self.text
        while True:
            self.position = _match(_BLANK, text, self.position).end()
            if self.position >= len(text):
                break
            if text[self.position] == "#":
                self._add(COMMENT, _match(_COMMENT, text, self.position).end())
                continue
            if self._line_end():
                continue
            self.code_on_line = True
            end = self._code_token()
            if end is None:
                return None
        if self.code_on_line:
            self._add(NEWLINE, self.position)
        self.found.append(Token(ENDMARKER, "", (self.row + 1, 0), (self.row + 1, 0), ""))
        return self.found

    def _line_end(self) -> bool:
        """Step over a line break or a backslash continuation, if one is here."""
        text, position = self.text, self.position
        match = _LINE_BREAK.match(text, position)
        if match is not None:
            kind = NEWLINE if self.code_on_line and self.depth == 0 else NL
            column = position - self.line_start
            self.found.append(Token(kind, match.group(), (self.row, column), (self.row, column + 1),
                                    self.lines[self.row - 1]))
            self.code_on_line = self.code_on_line and self.depth > 0
        else:
            match = _CONTINUATION.match(text, position)
            if match is None:
                return False
        self.row, self.line_start, self.position = self.row + 1, match.end(), match.end()
        return True

    def _code_token(self) -> Optional[int]:
        """Add the string, number, name or operator here; its end, or None for an unended string."""
        text, position = self.text, self.position
        character = text[position]
        match: Optional[re.Match[str]]
        if _STRING_START.match(text, position):
            match, kind = _STRING.match(text, position), STRING
            if match is None:
                return None
        elif character.isdigit() or (character == "." and text[position + 1 : position + 2].isdigit()):
            match, kind = _NUMBER.match(text, position), NUMBER
        elif _NAME.match(text, position):
            match, kind = _NAME.match(text, position), NAME
        else:
            match, kind = _OPERATOR.match(text, position), OP
            opened = match.group() if match is not None else ""
            if opened in ("(", "[", "{"):
                self.depth += 1
            elif opened in (")", "]", "}"):
                self.depth = max(0, self.depth - 1)
        end = match.end() if match is not None else position + 1
        self._add(kind, end)
        return end

    def _add(self, kind: str, end: int) -> None:
        """Add the token from here to `end` (which may span lines: strings) and move past it."""
        start_row, start_column = self.row, self.position - self.line_start
        breaks = list(_LINE_BREAK.finditer(self.text, self.position, end))
        if breaks:
            self.row, self.line_start = self.row + len(breaks), breaks[-1].end()
        self.found.append(Token(kind, self.text[self.position : end], (start_row, start_column),
                                (self.row, end - self.line_start), self.lines[start_row - 1]))
        self.position = end


def _match(pattern: re.Pattern[str], text: str, position: int) -> re.Match[str]:
    """A match of a pattern that cannot fail (it accepts the empty string, or was checked)."""
    match = pattern.match(text, position)
    assert match is not None
    return match


# -- the porter ---------------------------------------------------------------------

_SKIPPED = (NL, COMMENT)
# Tokens after `print` that start an expression (not `print(`, `print = f`, `print.x`).
_EXPRESSION_START = frozenset({"-", "+", "~", "[", "{", "`", ">>", "%", "*"})

Edit = Tuple[int, int, int, str]  # row (1-based), start column, end column, replacement


def modernize(text: str) -> Optional[str]:
    """`text` with Python 2 statements rewritten line for line, or None if nothing applies."""
    scanned = tokens(text)
    if scanned is None:
        return None
    edits = _Porter(scanned).edits()
    if not edits:
        return None
    return _apply(text, edits)


class _Porter:
    """One pass over the tokens, collecting the edits that port each Python 2 form."""

    def __init__(self, tokens: List[Token]) -> None:
        self.tokens = tokens
        self.found: List[Edit] = []
        self.depth = 0
        self.statement_start = True
        self.backtick_open = False

    def edits(self) -> List[Edit]:
        handlers = {OP: self._operator, NUMBER: self._number, NAME: self._name, STRING: self._string}
        for index, token in enumerate(self.tokens):
            if token.type in _SKIPPED:
                continue
            if token.type == NEWLINE or (token.type == OP and token.string == ";" and self.depth == 0):
                self.statement_start = True
                continue
            at_start = self.statement_start
            self.statement_start = False
            handler = handlers.get(token.type)
            if handler is not None:
                handler(index, token, at_start)
        return self.found

    def _operator(self, index: int, token: Token, at_start: bool) -> None:
        string = token.string
        row, column = token.start
        if string in ("(", "[", "{"):
            self.depth += 1
        elif string in (")", "]", "}"):
            self.depth = max(0, self.depth - 1)
        elif string == ":" and self.depth == 0 and _ends_header(self.tokens, index):
            self.statement_start = True  # `if x: print y`
        elif string == "<>":
            self.found.append((row, column, column + 2, "!="))
        elif string == "`":
            self.found.append((row, column, column + 1, ")" if self.backtick_open else "("))
            self.backtick_open = not self.backtick_open

    def _number(self, index: int, token: Token, at_start: bool) -> None:
        string = token.string
        row, column = token.start
        if _PY2_OCTAL.fullmatch(string):
            self.found.append((row, column, column + 1, "0o"))
        if string[-1] in "lL":  # `10L`: a long (no hex digit is an L)
            self.found.append((row, column + len(string) - 1, column + len(string), " "))

    def _string(self, index: int, token: Token, at_start: bool) -> None:
        # `ur"..."` (Python 2 only): the `u` goes, the column of the quote stays.
        if token.string[:2].lower() == "ur":
            row, column = token.start
            self.found.append((row, column, column + 1, " "))

    def _name(self, index: int, token: Token, at_start: bool) -> None:
        string, tokens = token.string, self.tokens
        if at_start and string in ("print", "exec"):
            _call_statement(tokens, index, self.found)
        elif string == "except":
            _except_comma(tokens, index, self.found)
        elif at_start and string == "raise":
            _raise_comma(tokens, index, self.found)


def _ends_header(tokens: List[Token], index: int) -> bool:
    """Whether a top-level `:` closes a compound statement's header on this line."""
    row = tokens[index].start[0]
    for token in reversed(tokens[:index]):
        if token.type == NEWLINE or token.start[0] != row:
            break
        if token.type == NAME and token.string == "lambda":
            return False
    for token in tokens:
        if token.start[0] == row and token.type == NAME:
            return token.string in {"if", "elif", "else", "for", "while", "try", "except", "finally", "with", "def", "class"}
    return False


def _statement_end(tokens: List[Token], index: int) -> Tuple[int, int, int]:
    """(token index, row, column) where the statement starting before `index` ends."""
    depth = 0
    for position in range(index + 1, len(tokens)):
        token = tokens[position]
        if token.type == OP:
            if token.string in ("(", "[", "{"):
                depth += 1
            elif token.string in (")", "]", "}"):
                depth -= 1
            elif token.string == ";" and depth <= 0:
                return position, token.start[0], token.start[1]
        if token.type in (NEWLINE, ENDMARKER) or (token.type == COMMENT and depth <= 0):
            return position, token.start[0], token.start[1]
    last = tokens[-1]
    return len(tokens) - 1, last.start[0], last.start[1]


def _call_statement(tokens: List[Token], index: int, edits: List[Edit]) -> None:
    """`print x, y` -> `print(x, y)`; `print >>f, x` -> `print(  f, x)`; bare `print` -> `print()`."""
    keyword = tokens[index]
    following = [t for t in tokens[index + 1 :] if t.type not in _SKIPPED][:1]
    if not following:
        return
    nxt = following[0]
    row, column = keyword.end
    if nxt.type in (NEWLINE, ENDMARKER) or (nxt.type == OP and nxt.string == ";"):
        edits.append((row, column, column, "()"))
        return
    starts_expression = nxt.type in (NAME, NUMBER, STRING) or nxt.string in _EXPRESSION_START
    if not starts_expression or nxt.start[0] != row:
        return  # `print(...)`, `print = ...`, `print.attr`: already Python 3
    if nxt.type == NAME and nxt.string in ("in", "is", "and", "or", "if", "for", "not"):
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


def _top_level_comma(tokens: List[Token], index: int, *, stop_at_colon: bool) -> Optional[int]:
    """The index of the first comma outside brackets in the statement after `index`."""
    depth = 0
    for position in range(index + 1, len(tokens)):
        token = tokens[position]
        if token.type in (NEWLINE, ENDMARKER):
            return None
        if token.type != OP:
            continue
        if token.string in ("(", "[", "{"):
            depth += 1
        elif token.string in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and token.string == ":" and stop_at_colon:
            return None
        elif depth == 0 and token.string == ",":
            return position
    return None


def _except_comma(tokens: List[Token], index: int, edits: List[Edit]) -> None:
    """`except (A, B), e:` / `except E, e:` -> `... as e:`."""
    comma = _top_level_comma(tokens, index, stop_at_colon=True)
    if comma is not None:
        token = tokens[comma]
        edits.append((token.start[0], token.start[1], token.end[1], " as"))


def _raise_comma(tokens: List[Token], index: int, edits: List[Edit]) -> None:
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
