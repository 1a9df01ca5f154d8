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

import os
import re
import threading
from typing import Any, Callable, Dict, List, Optional, Tuple

import libcst as cst
from libcst._nodes.base import CSTNode

_LOCK = threading.Lock()

#: Files longer than this (in characters) are parsed in pieces of at least PIECE.
LARGE = 64 * 1024
PIECE = 32 * 1024


class Unparseable(Exception):
    """Text that is never given to libcst: too large, or nested deeper than its parser survives.

    `code` is the diagnostic to report: TFS000 where Python itself rejects the text
    (in Python's words), TFS002 where only tfshape-lint declines it.
    """

    def __init__(self, code: str, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.line = line
        self.column = column


#: Text longer than this (characters) is not parsed: libcst needs about 700 bytes of
#: memory per character of a generated file, and one file must not cost the run.
MAX_CHARS = 8 * 1024 * 1024
#: CPython's own limit ("too many nested parentheses"), counting (, [ and { together.
MAX_BRACKETS = 200
#: The most nesting :func:`check_parseable` lets through, in its units (see there).
MAX_NESTING = 2000
#: What one open bracket costs in those units: libcst's parser recurses about five
#: times deeper per bracket than per operator of a chain.
BRACKET_COST = 4

# The tokens that matter for nesting. Everything else (names, numbers, blanks) is skipped
# by `finditer`. Strings and comments are matched whole, so that nothing in them counts;
# f-strings are looked into for brackets (their expressions are parsed too).
_TOKEN = re.compile(
    r"""
      (?P<comment>\#[^\r\n]*)
    | (?P<string>(?P<prefix>[rRbBuUfF]{0,2})(?:
          '''(?:[^'\\]|\\.|'(?!''))*(?:'''|\Z)
        | \"\"\"(?:[^"\\]|\\.|"(?!""))*(?:\"\"\"|\Z)
        | '(?:[^'\\\r\n]|\\.)*'?
        | "(?:[^"\\\r\n]|\\.)*"?))
    | (?P<open>[(\[{])
    | (?P<close>[)\]}])
    | (?P<newline>\\\r?\n|\r?\n|\r)
    | (?P<op>\*\*|//|<<|>>|:=|[=!<>]=|->|[-+*/%@&|^~.<>]|(?<![\w.])(?:and|or|not|in|is|if|else|lambda|await|for)(?!\w))
    | (?P<reset>[,;:=])
    """,
    re.VERBOSE | re.DOTALL,
)


def check_parseable(text: str) -> None:
    """Raise :class:`Unparseable` for text that could crash or exhaust libcst's parser.

    libcst's native parser recurses once per level of nesting, with no limit of its
    own: about 1,230 nested brackets, or a chain of ~6,000 ``and`` or ``+``, overflow
    the C stack and the process dies (SIGSEGV) with no chance to report anything; 3,000
    nested brackets take 40 s and 8 GB first. Python itself refuses more than 200
    nested brackets, so a file over that limit is a syntax error (TFS000). For the
    rest, one linear pass over the tokens estimates how deep libcst will recurse: each
    operator, attribute, call or subscript in a chain adds one level, each open
    bracket :data:`BRACKET_COST` more, and a comma, colon, ``=`` or the end of a
    statement ends the chain at its level. Beyond :data:`MAX_NESTING` (a third of
    what crashed here, and far beyond the deepest of 1,797 keras and tensorflow
    files) the file is declined (TFS002). About 5% of the cost of libcst's parse.
    """
    if len(text) > MAX_CHARS:
        raise Unparseable(
            "TFS002",
            f"the file has {len(text) / 2**20:.1f} MB of text, more than the {MAX_CHARS // 2**20} MB "
            "tfshape-lint parses; nothing in it was checked",
        )
    _check_tokens(text, _Nesting(), decline=True)
    _check_elif_chains(text)


def _check_tokens(text: str, nesting: "_Nesting", decline: bool) -> None:
    """Feed the tokens of `text` to `nesting`; with `decline`, raise at the first
    token past a limit (else only measure: an f-string's fields are judged whole)."""
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind == "string":
            prefix = match.group("prefix")
            if "f" in prefix or "F" in prefix:
                problem = nesting.fstring(_fstring_nesting(match.group()[len(prefix) :]))
                if problem is not None and decline:
                    _decline(text, match.start(), *problem)
        elif kind is not None and kind != "comment":
            problem = nesting.step(kind, match.group())
            if problem is not None and decline:
                _decline(text, match.start(), *problem)


class _Nesting:
    """The running estimate of :func:`check_parseable`, token by token."""

    def __init__(self) -> None:
        self.runs: List[int] = [0]  # per open bracket: the length of the chain at that level
        self.lambdas: List[int] = [0]  # per open bracket: lambdas whose ``:`` is still to come
        self.total = 0
        self.deepest = 0  # the largest total and bracket depth seen (for f-string fields)
        self.deepest_brackets = 0

    def step(self, kind: str, token: str) -> Optional[Tuple[str, str]]:
        """Take one token; (code, message) when the text must be declined."""
        runs = self.runs
        if kind == "reset" and self.lambdas[-1]:
            # Inside a lambda's parameters nothing ends the chain, and its ``:`` nests
            # the body one level deeper.
            if token != ":":
                return None
            self.lambdas[-1] -= 1
            kind = "op"
        if kind == "op":
            runs[-1] += 1
            self.total += 1
            if token == "lambda":
                self.lambdas[-1] += 1
        elif kind == "open":
            runs[-1] += 1
            self.total += 1 + BRACKET_COST
            runs.append(0)
            self.lambdas.append(0)
            self.deepest_brackets = max(self.deepest_brackets, len(runs) - 1)
            if len(runs) > MAX_BRACKETS + 1:
                return "TFS000", "SyntaxError: too many nested parentheses"
        elif kind == "close":
            if len(runs) > 1:
                self.total -= BRACKET_COST + runs.pop()
                self.lambdas.pop()
        elif kind == "reset":
            self.total -= runs[-1]
            runs[-1] = 0
        elif kind == "newline" and len(runs) == 1 and token[0] != "\\":
            self.total = runs[0] = self.lambdas[0] = 0
        self.deepest = max(self.deepest, self.total)
        return ("TFS002", _TOO_DEEP) if self.total > MAX_NESTING else None

    def fstring(self, inner: "_Nesting") -> Optional[Tuple[str, str]]:
        """An f-string whose replacement fields nest as `inner` measured them."""
        if len(self.runs) + inner.deepest_brackets > MAX_BRACKETS + 1:
            return "TFS000", "SyntaxError: too many nested parentheses"
        if self.total + inner.deepest > MAX_NESTING:
            return "TFS002", _TOO_DEEP
        return None


_TOO_DEEP = (
    f"expressions nest too deeply here (over {MAX_NESTING} levels, counting operators in a chain "
    "and brackets) for libcst's parser to survive; nothing in this file was checked"
)


def _fstring_nesting(literal: str) -> _Nesting:
    """The nesting of an f-string literal's replacement fields (its literal text is
    text, not code: brackets and operators there count for nothing)."""
    nesting = _Nesting()
    if "{" not in literal:
        return nesting
    fields: List[str] = []
    depth = 0
    start = 0
    index = 0
    while index < len(literal):
        char = literal[index]
        if char == "{":
            if depth == 0 and literal.startswith("{{", index):
                index += 2
                continue
            if depth == 0:
                start = index + 1
            depth += 1
        elif char == "}" and depth:
            depth -= 1
            if depth == 0:
                fields.append(literal[start:index])
        index += 1
    if depth:
        fields.append(literal[start:])
    for field in fields:
        # Each field is an expression of its own; a format spec's text is harmless.
        _check_tokens(field, nesting, decline=False)
        nesting.total = nesting.runs[0] = nesting.lambdas[0] = 0
        del nesting.runs[1:], nesting.lambdas[1:]
    return nesting


#: A line's first word, with its indentation.
_LINE_START = re.compile(r"^([ \t\x0c]*)(elif\b|[^\s#])", re.MULTILINE)
#: What one ``elif`` costs in :data:`MAX_NESTING` units: libcst nests each in the
#: ``orelse`` of the one before, and walking that chain recurses several frames deep.
ELIF_COST = 4


def _check_elif_chains(text: str) -> None:
    """Decline an ``if`` with more ``elif`` clauses than libcst's tree can be walked
    through (each nests in the one before; CPython accepts about 3,000)."""
    if "elif" not in text:
        return
    chains: Dict[str, int] = {}
    for match in _LINE_START.finditer(text):
        indent = match.group(1)
        if match.group(2) != "elif":
            chains[indent] = 0
            continue
        chains[indent] = chains.get(indent, 0) + 1
        if chains[indent] * ELIF_COST > MAX_NESTING:
            _decline(text, match.start(2), "TFS002", _TOO_DEEP)


def _decline(text: str, offset: int, code: str, message: str) -> None:
    before = text[:offset]
    line = before.count("\n") + before.count("\r") - before.count("\r\n") + 1
    column = offset - max(before.rfind("\n"), before.rfind("\r"))
    raise Unparseable(code, message, line, column)


_INDENT_FORM_FEED = re.compile(r"[ \t\x0c]*\x0c")
#: Lines as Python and libcst count them (not str.splitlines, which breaks at form feeds).
_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def strip_indent_form_feeds(text: str) -> Tuple[str, Dict[int, int]]:
    """`text` without the form feeds in its indentation, and the number of characters
    taken from each changed line (1-based). As Python counts indentation: a form feed
    resets the count, so what precedes it, and it, go."""
    shifts: Dict[int, int] = {}
    if "\x0c" not in text:
        return text, shifts
    lines = _LINES.findall(text)
    for index, line in enumerate(lines):
        match = _INDENT_FORM_FEED.match(line)
        if match is not None:
            shifts[index + 1] = match.end()
            lines[index] = line[match.end() :]
    return "".join(lines), shifts


def _no_validation(self: Any) -> None:
    return None


def parse_module(text: str, piece: int = PIECE, large: int = LARGE) -> cst.Module:
    """``libcst.parse_module(text)`` minus the per-node validation, in pieces when the
    text is longer than `large` (see the module doc). Raises what libcst raises, and
    :class:`Unparseable` for text libcst must never see (see :func:`check_parseable`)."""
    check_parseable(text)
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


#: Lines that can start a top-level statement: anything at column 0 but blanks, comments,
#: closing brackets and the clauses that continue a compound statement.
_HEAD = re.compile(r"^(?!(?:else|elif|except|finally)\b)[^\s#)\]}]", re.MULTILINE)


def split_top_level(text: str, piece: int) -> List[str]:
    """`text` cut before top-level statements into pieces of at least `piece`
    characters (the last may be shorter); one piece when there is no clean cut.

    A cut is made before a line that starts a statement at column 0 when the code
    line before it does not end with a backslash and is not a decorator or a closing
    bracket at column 0 (which may end a decorator), and only
    empty lines and column-0 comments lie in between (see :func:`_clean_cut`). Such a
    line inside a string or brackets leaves the piece before it unparseable, and
    :func:`parse_module` then parses the file whole; so a split that parses is a
    split at statement boundaries. (Finding the boundaries with Python's own parser
    instead cost an eighth of the parse.) Any statement, not only definitions: a
    generated file of 20,000 assignments is parsed in pieces too, so the parser's
    memory is bounded by the piece, not the file.
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
    column-0 comments, after a code line that does not continue (a backslash) and is
    not a decorator: there, libcst gives a piece's trailing lines the same owner (the
    next statement) as a whole-file parse. An indented comment (or a line of spaces)
    after a block is the block's at the end of a file but the next statement's before
    it: no cut there."""
    end = start - 1  # the line break ending the line before
    while end >= 0:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end]
        if line == "" or line.startswith("#"):
            end = begin - 1
            continue
        code = line.lstrip(" \t\x0c")
        if code == "" or code.startswith("#") or line.endswith("\\"):
            return False
        # Column 0: not a decorator, nor a closing bracket (maybe a decorator's).
        return code != line or line[0] not in "@)]}"
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
    """libcst's parse of `text`, on a thread with a stack of :data:`PARSER_STACK`."""
    return _on_big_stack(_parse_unvalidated, text)


def _parse_unvalidated(text: str) -> cst.Module:
    original = CSTNode.__dict__.get("__post_init__")
    if original is None:  # a libcst without the hook: nothing to skip
        return cst.parse_module(text)
    with _LOCK:
        CSTNode.__post_init__ = _no_validation  # type: ignore[method-assign]
        try:
            return cst.parse_module(text)
        finally:
            CSTNode.__post_init__ = original  # type: ignore[method-assign]


#: The stack libcst's native parser runs on. It recurses once per level of nesting with
#: no limit of its own, and a thread's default stack (8 MB on the main thread, less on
#: others) overflows -- SIGSEGV, the process gone -- on valid Python that
#: :func:`check_parseable` cannot price exactly (a chain of 8,000 ``a == a and``). The
#: stack is address space, not memory: the pages a parse never touches cost nothing.
PARSER_STACK = 1024 * 1024 * 1024
_STACK_LOCK = threading.Lock()


class _ParserThread:
    """One long-lived thread with a :data:`PARSER_STACK` stack that runs the parses.

    Long-lived rather than one thread per parse: a new thread gets a fresh malloc
    arena, and libcst's native parser then faults in new pages and frees across
    arenas on every file (a thread per parse cost 9% more CPU on 300 keras files).
    """

    def __init__(self) -> None:
        import queue

        self.requests: "queue.Queue[Tuple[Callable[[str], cst.Module], str, queue.Queue[Tuple[bool, Any]]]]" = queue.Queue()
        self.thread: Optional[threading.Thread] = None
        self.stack = 0

    def run(self, function: Callable[[str], cst.Module], text: str) -> cst.Module:
        import queue

        if threading.current_thread() is self.thread:  # a parse inside a parse: already on the big stack
            return function(text)
        self._start()
        answer: "queue.Queue[Tuple[bool, Any]]" = queue.Queue(maxsize=1)
        self.requests.put((function, text, answer))
        succeeded, value = answer.get()
        if succeeded:
            return value  # type: ignore[no-any-return]
        raise value

    def _start(self) -> None:
        if self.thread is not None and self.thread.is_alive() and self.stack == PARSER_STACK:
            return
        with _STACK_LOCK:
            previous = threading.stack_size(PARSER_STACK)
            try:
                self.thread = threading.Thread(target=self._serve, name="tfshape-lint-parser", daemon=True)
                self.thread.start()
                self.stack = PARSER_STACK
            finally:
                threading.stack_size(previous)

    def _serve(self) -> None:
        while True:
            function, text, answer = self.requests.get()
            try:
                answer.put((True, function(text)))
            except BaseException as error:  # noqa: BLE001 - handed to the caller's thread
                answer.put((False, error))
            del function, text, answer


_PARSER = _ParserThread()
_PARSER_LOCK = threading.Lock()


def _after_fork_in_child() -> None:
    """A forked worker has no parser thread, and the parent's locks and queue may have
    been held by it at the moment of the fork: start from fresh ones."""
    global _PARSER, _PARSER_LOCK, _STACK_LOCK, _LOCK
    _PARSER = _ParserThread()
    _PARSER_LOCK = threading.Lock()
    _STACK_LOCK = threading.Lock()
    _LOCK = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


def _on_big_stack(function: Callable[[str], cst.Module], text: str) -> cst.Module:
    """`function(text)` on the parser thread (a :data:`PARSER_STACK` stack); its result
    or its exception. Where no such thread can be made (an address-space limit), on
    this thread, behind :func:`check_parseable` alone."""
    if threading.current_thread() is _PARSER.thread:
        return function(text)
    try:
        with _PARSER_LOCK:  # one parse at a time: the parser holds the GIL anyway
            return _PARSER.run(function, text)
    except (RuntimeError, ValueError, MemoryError) as error:
        if _PARSER.thread is not None and _PARSER.thread.is_alive():
            raise  # the parse's own error, not the thread's
        del error
        return function(text)


# -- when libcst rejects the text ------------------------------------------------------


def reparse(text: str) -> Optional[Tuple[str, cst.Module, Dict[int, int], bool]]:
    """Another reading of a text libcst rejects: (text, tree, column shifts per line,
    whether it is Python 2), or None.

    libcst's tokenizer rejects a form feed that starts an indented line in a nested
    block, which Python accepts (a form feed resets the indentation count): it reads
    the text without form feeds in indentation, the shifts put findings back in the
    user's columns. Python 2 code is then ported line for line.
    """
    shifts: Dict[int, int] = {}
    if "\x0c" in text:
        stripped, shifts = strip_indent_form_feeds(text)
        if shifts:
            try:
                return stripped, parse_module(stripped), shifts, False
            except Exception:  # noqa: BLE001 - not that: perhaps Python 2
                text = stripped
    if "\t" in text:
        # Python 2 read a tab in indentation as a move to the next multiple of 8 columns
        # and let files mix tabs and spaces; Python 3 rejects that (TabError).
        # libcst's tokenizer also rejects some tab indentation that Python 3 accepts
        # ("no matching outer block for dedent"): valid Python, so no syntax error then.
        expanded, moved = expand_indent_tabs(text)
        if moved:
            for line, by in moved.items():
                shifts[line] = shifts.get(line, 0) + by
            original, text = text, expanded
            try:
                return text, parse_module(text), shifts, not _python3_accepts(original)
            except Exception:  # noqa: BLE001 - perhaps Python 2 in other ways too
                pass
    modern = _parse_as_python2(text)
    if modern is None:
        return None
    return modern[0], modern[1], shifts, True


def _python3_accepts(text: str) -> bool:
    """Whether CPython's own parser reads `text` (it compiles nothing and runs nothing)."""
    import ast

    try:
        ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def expand_indent_tabs(text: str) -> Tuple[str, Dict[int, int]]:
    """`text` with the tabs of its indentation expanded as Python 2 read them (to the next
    multiple of 8 columns), and per changed line (1-based) the characters taken from it,
    negative where the line grew."""
    shifts: Dict[int, int] = {}
    lines = _LINES.findall(text)
    for index, line in enumerate(lines):
        indent = len(line) - len(line.lstrip(" \t"))
        if "\t" in line[:indent]:
            spaces = line[:indent].expandtabs(8)
            shifts[index + 1] = indent - len(spaces)
            lines[index] = spaces + line[indent:]
    return "".join(lines), shifts


def reparse_ipython_script(text: str) -> Optional[Tuple[str, cst.Module, int, bool]]:
    """A script saved from a notebook (Colab's "Download .py", `jupyter nbconvert --to
    script` of cells with `!pip install x` or `%matplotlib inline`) read as its cells would
    be: every line that starts a statement with `!` or `%` (not one inside brackets, a
    string or a continued line: `% loss)` continuing a format) becomes `pass` at its
    indentation, with the lines a trailing `\\` continues. The ported text, its tree, the
    number of such statements, and whether it was then ported from Python 2 too; or None
    when there is none or the text still does not parse."""
    lines = text.splitlines(keepends=True)
    starts = _statement_starts(lines)
    out: List[str] = []
    continued: Optional[str] = None
    skipped = 0
    for line, starts_statement in zip(lines, starts):
        body = line.rstrip("\r\n")
        ending = line[len(body):]
        stripped = body.strip()
        indent = body[: len(body) - len(body.lstrip(" \t"))]
        if continued is not None:
            out.append(continued + "pass" + ending)
            continued = continued if stripped.endswith("\\") else None
        elif starts_statement and stripped.startswith(("!", "%")):
            out.append(indent + "pass" + ending)
            skipped += 1
            continued = indent if stripped.endswith("\\") else None
        else:
            out.append(line)
    if not skipped:
        return None
    ported = "".join(out)
    try:
        return ported, parse_module(ported), skipped, False
    except Exception:  # noqa: BLE001 - perhaps Python 2 as well
        modern = _parse_as_python2(ported)
        return (modern[0], modern[1], skipped, True) if modern is not None else None


def _statement_starts(lines: List[str]) -> List[bool]:
    """For each line, whether a statement may start on it: outside brackets and strings, and
    not after a line ending in `\\` (a small scanner: quotes, triple quotes, escapes,
    comments and bracket depth; enough to tell a `%` that continues an expression from a
    magic)."""
    starts: List[bool] = []
    depth = 0
    quote: Optional[str] = None  # the open string's delimiter
    continued = False
    for line in lines:
        starts.append(depth == 0 and quote is None and not continued)
        i, n = 0, len(line)
        continued = False
        while i < n:
            char = line[i]
            if quote is not None:
                if char == "\\":
                    i += 2
                    continue
                if line.startswith(quote, i):
                    i += len(quote)
                    quote = None
                    continue
                if len(quote) == 1 and char in "\r\n":
                    quote = None  # an unterminated one-line string ends with its line
                i += 1
                continue
            if char == "#":
                break
            if char in "\"'":
                quote = line[i:i + 3] if line.startswith(char * 3, i) else char
                i += len(quote)
                continue
            if char in "([{":
                depth += 1
            elif char in ")]}":
                depth = max(0, depth - 1)
            elif char == "\\" and line[i + 1:].strip() == "":
                continued = True
            i += 1
    return starts


def _parse_as_python2(text: str) -> Optional[Tuple[str, cst.Module]]:
    """The text ported line for line from Python 2, and its tree, or None."""
    from tfshape_lint.lint.python2 import modernize

    ported = modernize(text)
    if ported is None:
        return None
    try:
        return ported, parse_module(ported)
    except Exception:  # noqa: BLE001 - not Python 2 either: report the original error
        return None


_NATIVE_POSITION = re.compile(r"error at (\d+):(\d+): (.*)")


def syntax_error_position(error: Exception, text: str) -> Tuple[int, int, str]:
    """1-based line and column, and a one-line message, for a file libcst cannot parse.

    Python's own parser places the error best and says it in the words users know
    ("invalid syntax. Perhaps you forgot a comma?"); libcst's position is the fallback
    for what only libcst rejects.
    """
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(text)
    except (RecursionError, MemoryError):
        pass
    except SyntaxError as python_error:
        if python_error.lineno:
            reason = (python_error.msg or "invalid syntax").splitlines()[0]
            return python_error.lineno, max(1, python_error.offset or 1), reason
    except ValueError:
        pass
    message = (getattr(error, "message", "") or "invalid syntax").strip().splitlines()[0]
    line, column = getattr(error, "raw_line", 1), getattr(error, "raw_column", 0) + 1
    # The native parser reports its own (more accurate) position inside the message.
    native = _NATIVE_POSITION.search(message)
    if native is not None:
        line, column, message = int(native.group(1)), int(native.group(2)) + 1, native.group(3)
    message = message.removeprefix("parser error: ")
    if len(message) > 120:
        message = message[:117] + "..."
    return max(1, line), max(1, column), message
