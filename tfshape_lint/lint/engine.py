"""Lint one file: read, decode, parse once, one batched visit of all selected rules.

The engine returns data (:class:`~tfshape_lint.model.FileResult`); it prints nothing.
A file that cannot be read or parsed, or a rule that raises, becomes a diagnostic in
that file's result and never stops the others.
"""

from __future__ import annotations

import codecs
import dataclasses
import io
import os
import re
import tokenize
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Dict, FrozenSet, Iterable, List, Mapping, Optional, Sequence, Tuple, Type

from tfshape_lint.model import Applicability, Diagnostic, Edit, FileResult, Fix, Position, Severity, Span

if TYPE_CHECKING:  # pragma: no cover - libcst is imported lazily: a cache hit never needs it
    import libcst as cst

    from libcst.metadata import CodeRange

    from tfshape_lint.analysis.evidence import Evidence, EvidenceCollector
    from tfshape_lint.analysis.names import ImportTable
    from tfshape_lint.lint.parse import Unparseable
    from tfshape_lint.rules.base import PendingFix, PendingReport, Rule

#: A file without any of these bytes cannot import TensorFlow or Keras: never parsed.
PREFILTER_TOKENS = (b"tensorflow", b"keras", b"tfds")

#: Set to make a rule's exception propagate (the test suite does; users get TFS002).
RAISE_ENV = "TFSHAPE_LINT_RAISE_RULE_ERRORS"


@dataclass(frozen=True)
class FileOptions:
    """The per-file settings the engine needs; small and picklable for worker processes."""

    enabled: FrozenSet[str]
    target: str = "auto"
    batch_size: Optional[int] = None


@dataclass(frozen=True)
class DecodedSource:
    """Source text plus what is needed to write it back byte for byte."""

    text: str
    encoding: str
    bom: bool


class DecodeError(ValueError):
    """The bytes are not text in the file's declared encoding."""

    def __init__(self, message: str, line: int = 1, column: int = 1) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


def decode_source(data: bytes) -> DecodedSource:
    """Decode as Python does: BOM, then PEP 263 coding cookie, else UTF-8."""
    if b"\0" in data:
        raise DecodeError("binary file (contains NUL bytes)")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError as error:
        raise DecodeError(str(error)) from None
    bom = data.startswith(codecs.BOM_UTF8)
    try:
        text = data.decode(encoding)
    except (UnicodeDecodeError, LookupError) as error:
        if isinstance(error, UnicodeDecodeError):
            before = data[: error.start]
            line = before.count(b"\n") + 1
            column = error.start - (before.rfind(b"\n") + 1) + 1
            raise DecodeError(
                f"cannot decode byte {data[error.start]:#04x} as {encoding} (add a coding cookie "
                f"such as `# -*- coding: latin-1 -*-` if the file is not UTF-8)",
                line,
                column,
            ) from None
        raise DecodeError(f"unknown encoding {encoding!r}") from None
    return DecodedSource(text, "utf-8" if encoding == "utf-8-sig" else encoding, bom)


class LintContext:
    """What rules see of the file they check."""

    def __init__(self, path: str, text: str, module: "cst.Module", names: "ImportTable", options: FileOptions) -> None:
        self.path = path
        self.text = text
        self.module = module
        self.names = names
        self.options = options
        self.reports: "List[PendingReport]" = []

    @property
    def batch_size(self) -> Optional[int]:
        return self.options.batch_size

    def add(self, report: "PendingReport") -> None:
        self.reports.append(report)

    def release(self) -> None:
        """Let go of what rules shared through the context (see ``LoopFacts.release``)."""
        for value in list(vars(self).values()):
            release = getattr(value, "release", None)
            if callable(release):
                release()


def _engine_diagnostic(code: str, message: str, line: int = 1, column: int = 1) -> Diagnostic:
    from tfshape_lint import registry

    rule = registry.by_code()[code]
    return Diagnostic(code, rule.NAME, message, Span.at(line, column), rule.SEVERITY, noqa_row=line)


#: Bytes read from one file at most: a file larger than this is not parsed anyway
#: (parsing.MAX_CHARS), and a symlink to /dev/zero must not fill the memory.
MAX_FILE_BYTES = 32 * 1024 * 1024


class NotARegularFile(OSError):
    """A FIFO, device or socket where a source file was expected (reading could block forever)."""


class FileTooLarge(OSError):
    """A file over :data:`MAX_FILE_BYTES`."""


def read_source_file(path: str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file, never more than `limit`.

    Opened without blocking and checked before reading: a FIFO (or a symlink to one,
    or to a device such as /dev/zero) that a repository names `x.py` would otherwise
    hang the run or fill the memory.
    """
    import stat

    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(21, "is a directory")
        if not stat.S_ISREG(info.st_mode):
            raise NotARegularFile(0, "not a regular file (a FIFO, device or socket)")
        if info.st_size > limit:
            raise FileTooLarge(0, f"the file is {info.st_size / 2**20:.0f} MB, more than the {limit // 2**20} MB tfshape-lint reads")
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            data = handle.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(0, f"the file is more than the {limit // 2**20} MB tfshape-lint reads")
    return data


def lint_path(path: str, display: str, options: FileOptions) -> FileResult:
    """Read and lint one file; every failure becomes part of the result."""
    try:
        data = read_source_file(path)
    except FileNotFoundError:
        return _io_result(display, options, "file vanished before it could be read")
    except IsADirectoryError:
        return _io_result(display, options, "is a directory")
    except FileTooLarge as error:
        return engine_failure(display, options, f"{error.strerror}; nothing in it was checked")
    except OSError as error:
        return _io_result(display, options, f"cannot read: {error.strerror or error}")
    try:
        if path.endswith(".ipynb"):
            from tfshape_lint.lint.notebook import lint_notebook_bytes

            return lint_notebook_bytes(data, display, options)
        return lint_bytes(data, display, options)
    except Exception as error:  # noqa: BLE001 - one file's failure must never hide the others
        if os.environ.get(RAISE_ENV):
            raise
        return internal_error_result(display, options, error)


def internal_error_result(display: str, options: FileOptions, error: BaseException) -> FileResult:
    """A file the engine itself failed on (e.g. libcst's recursion limit on very deep
    nesting): TFS002 for that file, and the run goes on."""
    detail = f"{type(error).__name__}: {error}".splitlines()[0][:200] if str(error) else type(error).__name__
    return engine_failure(display, options, f"tfshape-lint failed on this file ({detail}); nothing in it was checked, please report it")


def engine_failure(display: str, options: FileOptions, message: str) -> FileResult:
    """TFS002 with `message` for a file the engine could not check."""
    diagnostics: Tuple[Diagnostic, ...] = ()
    if "TFS002" in options.enabled:
        diagnostics = (_engine_diagnostic("TFS002", message),)
    return FileResult(display, diagnostics, error=message)


def _io_result(display: str, options: FileOptions, message: str, line: int = 1, column: int = 1) -> FileResult:
    diagnostics: Tuple[Diagnostic, ...] = ()
    if "TFS001" in options.enabled:
        diagnostics = (_engine_diagnostic("TFS001", message, line, column),)
    return FileResult(display, diagnostics, error=message)


def lint_bytes(data: bytes, display: str, options: FileOptions) -> FileResult:
    """Lint the bytes of a file (the prefilter first: most files are never parsed)."""
    if not any(token in data for token in PREFILTER_TOKENS):
        return FileResult(display)
    try:
        decoded = decode_source(data)
    except DecodeError as error:
        return _io_result(display, options, str(error), error.line, error.column)
    diagnostics, _ = lint_text(decoded.text, display, options, data=data)
    return FileResult(display, tuple(diagnostics), source=decoded.text if diagnostics else None)


def rules_for(options: FileOptions, data: Optional[bytes]) -> "List[Type[Rule]]":
    """The static rules to run: enabled, and (when bytes are known) their tokens present."""
    from tfshape_lint import registry

    selected = []
    for rule in registry.all_rules():
        if rule.RUNTIME or rule.ENGINE or rule.CODE not in options.enabled:
            continue
        if data is not None and rule.TOKENS and not any(token in data for token in rule.TOKENS):
            continue
        if data is not None and rule.ALSO_TOKENS and not any(token in data for token in rule.ALSO_TOKENS):
            continue
        selected.append(rule)
    return selected


def lint_text(
    text: str, display: str, options: FileOptions, *, data: Optional[bytes] = None
) -> "Tuple[List[Diagnostic], Optional[cst.Module]]":
    """Parse and lint source text. Returns the diagnostics and the parsed module (or None)."""
    rules = rules_for(options, data)
    if not rules:
        return _syntax_errors_only(text, options), None
    import libcst as cst

    from tfshape_lint.analysis.names import ImportTable
    from tfshape_lint.lint.parse import Unparseable, parse_module

    # Set when the rules read another text than the user's: ported from Python 2
    # (with the TFS000 that says so) or with form feeds taken out of indentation.
    reread: Optional[List[Diagnostic]] = None
    shifts: Dict[int, int] = {}
    try:
        module = parse_module(text)
    except Unparseable as error:
        return _declined(error, options), None
    except cst.ParserSyntaxError as error:
        retry = _reparse(text)
        if retry is None or retry[3]:
            line, column, message = _syntax_error_position(error, text)
            if retry is not None:
                message += " (Python 2 code: the rest was checked as if ported line for line; fixes are off)"
            reread = [_engine_diagnostic("TFS000", f"SyntaxError: {message}", line, column)] if "TFS000" in options.enabled else []
            if retry is None:
                return reread, None
        else:
            reread = []  # valid Python that libcst misreads: no syntax error to report
        text, module, shifts, _ = retry
    except (RecursionError, MemoryError, ValueError) as error:
        if "TFS000" not in options.enabled:
            return [], None
        return [_engine_diagnostic("TFS000", f"the parser gave up: {type(error).__name__}")], None

    names = ImportTable.from_module(module)
    if not names.uses_tensorflow:
        # Imports inside functions are rare but possible: look once more, cheaply.
        if b"import" not in (data or b"import") or not _has_nested_tf_import(module, names):
            return (reread, None) if reread is not None else ([], module)
    context = LintContext(display, text, module, names, options)
    diagnostics = _run_rules(module, context, rules)
    if reread is not None:
        # Edits would be positioned in the text the rules read, not the user's: never offer them.
        diagnostics = reread + [_shifted(_without_edits(d), shifts) for d in diagnostics]
        diagnostics.sort(key=lambda d: d.sort_key)
        return diagnostics, None
    return diagnostics, module


def _reparse(text: str) -> "Optional[Tuple[str, cst.Module, Dict[int, int], bool]]":
    """Another reading of a text libcst rejects: (text, tree, column shifts per line,
    whether it is Python 2), or None.

    libcst's tokenizer rejects a form feed that starts an indented line in a nested
    block, which Python accepts (a form feed resets the indentation count): it reads
    the text without form feeds in indentation, the shifts put findings back in the
    user's columns. Python 2 code is then ported line for line.
    """
    from tfshape_lint.lint.parse import parse_module, strip_indent_form_feeds

    shifts: Dict[int, int] = {}
    if "\x0c" in text:
        stripped, shifts = strip_indent_form_feeds(text)
        if shifts:
            try:
                return stripped, parse_module(stripped), shifts, False
            except Exception:  # noqa: BLE001 - not that: perhaps Python 2
                text = stripped
    modern = _parse_as_python2(text)
    if modern is None:
        return None
    return modern[0], modern[1], shifts, True


def _shifted(diagnostic: Diagnostic, shifts: Mapping[int, int]) -> Diagnostic:
    """`diagnostic` with its columns moved right by the characters taken from its lines."""
    if not shifts:
        return diagnostic

    def moved(position: Position) -> Position:
        return Position(position.line, position.column + shifts.get(position.line, 0))

    span = diagnostic.span
    return dataclasses.replace(diagnostic, span=Span(moved(span.start), moved(span.end)))


def _declined(error: "Unparseable", options: FileOptions) -> List[Diagnostic]:
    """The diagnostic for a file never given to libcst (too large or too deep)."""
    if error.code not in options.enabled:
        return []
    return [_engine_diagnostic(error.code, error.message, error.line, error.column)]


def _syntax_errors_only(text: str, options: FileOptions) -> List[Diagnostic]:
    """TFS000 for a TensorFlow file no rule needs to parse, at the cost of Python's own
    parser (about a tenth of libcst's); libcst confirms, as it reads newer syntax too."""
    if "TFS000" not in options.enabled:
        return []
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(text)
        return []
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        pass
    import libcst as cst

    from tfshape_lint.lint.parse import Unparseable, parse_module

    try:
        parse_module(text)
    except Unparseable as declined:
        return [d for d in _declined(declined, options) if d.code == "TFS000"]
    except cst.ParserSyntaxError as error:
        line, column, message = _syntax_error_position(error, text)
        return [_engine_diagnostic("TFS000", f"SyntaxError: {message}", line, column)]
    except Exception:  # noqa: BLE001 - the parser gave up: nothing to add
        return []
    return []


def _parse_as_python2(text: str) -> "Optional[Tuple[str, cst.Module]]":
    """The text ported line for line from Python 2, and its tree, or None."""
    from tfshape_lint.lint.parse import parse_module
    from tfshape_lint.lint.python2 import modernize

    ported = modernize(text)
    if ported is None:
        return None
    try:
        return ported, parse_module(ported)
    except Exception:  # noqa: BLE001 - not Python 2 either: report the original error
        return None


def _without_edits(diagnostic: Diagnostic) -> Diagnostic:
    fix = diagnostic.fix
    if fix is None or not fix.edits:
        return diagnostic
    return dataclasses.replace(diagnostic, fix=None)


_NATIVE_POSITION = re.compile(r"error at (\d+):(\d+): (.*)")


def _syntax_error_position(error: Exception, text: str) -> Tuple[int, int, str]:
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


def _has_nested_tf_import(module: "cst.Module", names: "ImportTable") -> bool:
    import libcst as cst

    from tfshape_lint.lint.walk import walk

    def add(node: cst.CSTNode) -> None:
        if isinstance(node, cst.Import):
            names.add_import(node)
        elif isinstance(node, cst.ImportFrom):
            names.add_import_from(node)

    walk(module, add, lambda node: None, wanted=("Import", "ImportFrom"))
    return names.uses_tensorflow


def _run_rules(module: "cst.Module", context: LintContext, rules: "Sequence[Type[Rule]]") -> List[Diagnostic]:
    import libcst as cst

    from tfshape_lint.analysis.evidence import EvidenceCollector
    from tfshape_lint.lint.walk import walk

    raise_errors = bool(os.environ.get(RAISE_ENV))
    evidence = EvidenceCollector(context.names)
    failed: Dict[str, BaseException] = {}
    visits: Dict[str, List[Tuple[str, Callable[[cst.CSTNode], object]]]] = {}
    leaves: Dict[str, List[Tuple[str, Callable[[cst.CSTNode], object]]]] = {}
    instances: List[Tuple[str, object]] = [(rule.CODE, rule(context)) for rule in rules]
    for owner, instance in instances + [("", evidence)]:
        for attribute in dir(type(instance)):
            if attribute.startswith("visit_"):
                visits.setdefault(attribute[6:], []).append((owner, getattr(instance, attribute)))
            elif attribute.startswith("leave_"):
                leaves.setdefault(attribute[6:], []).append((owner, getattr(instance, attribute)))
    names = context.names

    def call(table: Dict[str, List[Tuple[str, Callable[[cst.CSTNode], object]]]], node: cst.CSTNode) -> None:
        for owner, method in table.get(type(node).__name__, ()):
            if owner in failed:
                continue
            try:
                method(node)
            except Exception as error:  # noqa: BLE001 - a rule bug must not hide other findings
                if raise_errors:
                    raise
                failed[owner] = error

    def enter(node: cst.CSTNode) -> None:
        if isinstance(node, cst.Import):
            names.add_import(node)
        elif isinstance(node, cst.ImportFrom):
            names.add_import_from(node)
        call(visits, node)

    # A read-only walk (no node rebuilding, trivia skipped) instead of `module.visit`:
    # the visit was two thirds of the time spent on a parsed file (see lint/walk.py).
    wanted = set(visits) | set(leaves) | {"Import", "ImportFrom"}
    walk(module, enter, lambda node: call(leaves, node), wanted)
    diagnostics: List[Diagnostic] = []
    for code, error in failed.items():
        if "TFS002" in context.options.enabled:
            detail = f"{type(error).__name__}: {error}".splitlines()[0][:200]
            diagnostics.append(_engine_diagnostic("TFS002", f"rule {code} failed on this file ({detail}); please report it"))
    if context.reports:
        diagnostics.extend(_materialize(context, evidence))
    text = context.text
    # Diagnostics are plain data now. Break the cycles the rules built (a rule and
    # its analysis, scopes and their bindings), so that reference counting frees
    # the file's tree here, rather than a full collection walking all of it later:
    # 0.4 s of garbage collection in 8.6 s on 260 TensorFlow files.
    context.release()
    for _, instance in instances + [("", evidence)]:
        state = getattr(instance, "__dict__", None)
        if state is not None:
            state.clear()
    return _suppress_and_sort(diagnostics, text)


def _positions(module: "cst.Module") -> "Mapping[cst.CSTNode, CodeRange]":
    """PositionProvider's mapping for `module`, computed by one codegen pass.

    `MetadataWrapper.resolve` also runs an empty batched visit of the whole tree
    (libcst does so whenever no batchable provider is asked for), which doubles the
    cost; calling the provider's `_gen` directly halves it (measured: 162 -> 71 ms on
    a 370-line test file). The public path stays as the fallback.
    """
    from libcst.metadata import MetadataWrapper, PositionProvider

    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    generate = getattr(PositionProvider(), "_gen", None)
    if generate is not None:
        try:
            return generate(wrapper)  # type: ignore[no-any-return]
        except (AttributeError, TypeError):  # a libcst whose private API changed
            pass
    return wrapper.resolve(PositionProvider)


_LINE_BREAK = re.compile(r"\r\n?|\n")  # as libcst's PositionProvider counts lines


def positions_of(module: "cst.Module", nodes: "Iterable[cst.CSTNode]") -> "Mapping[cst.CSTNode, CodeRange]":
    """The positions of `nodes` (and maybe more), as :func:`_positions` gives them,
    computed only for the top-level statements that hold them.

    Position tracking generates the module's code with a hook around every node: on a
    30 KB Keras file that is 35-70 ms, as much as its parse, for the handful of nodes
    a file's findings name. The module's code is its header, each top-level
    statement's code, then its footer; so a statement starts on the line after the
    header's lines and the lines of the statements before it (plain code generation,
    several times cheaper), and positions inside it are those of a module holding
    only it, moved down by that many lines. A node outside every statement: the
    whole module, as before.
    """
    import libcst as cst
    from libcst.metadata import CodePosition, CodeRange

    from tfshape_lint.lint.walk import Walker

    wanted = {id(node): node for node in nodes}
    if not wanted:
        return {}
    owner: Dict[int, int] = {}
    current = [0]

    def enter(node: cst.CSTNode) -> None:
        if id(node) in wanted:
            owner[id(node)] = current[0]

    walker = Walker(enter, lambda node: None, {type(node).__name__ for node in wanted.values()})
    body = module.body
    for index, statement in enumerate(body):
        current[0] = index
        walker.walk(statement)
        if len(owner) == len(wanted):
            break
    if len(owner) != len(wanted):
        return _positions(module)
    by_statement: Dict[int, List[Tuple[int, cst.CSTNode]]] = {}
    for key, index in owner.items():
        by_statement.setdefault(index, []).append((key, wanted[key]))
    last = max(by_statement)
    result: Dict[cst.CSTNode, CodeRange] = {}
    line = len(module.header)  # lines before the statement: one per header line
    for index in range(last + 1):
        statement = body[index]
        inside_nodes = by_statement.get(index)
        if inside_nodes is not None:
            alone = cst.Module(
                body=[statement], header=(), footer=(), encoding=module.encoding,
                default_indent=module.default_indent, default_newline=module.default_newline,
            )
            inside = _positions(alone)
            for _, node in inside_nodes:
                where = inside[node]
                result[node] = CodeRange(
                    CodePosition(where.start.line + line, where.start.column),
                    CodePosition(where.end.line + line, where.end.column),
                )
        if index < last:
            line += len(_LINE_BREAK.findall(module.code_for_node(statement)))
    return result


def _materialize(context: LintContext, evidence: "EvidenceCollector") -> List[Diagnostic]:
    """Turn pending reports into Diagnostics: positions, severity, fixes."""
    needed: List["cst.CSTNode"] = [node for node, _, _ in evidence.found]
    for report in context.reports:
        needed.append(report.node)
        if report.end_node is not None:
            needed.append(report.end_node)
        if report.fix is not None:
            needed.extend(old for old, _ in report.fix.replacements)
    positions = positions_of(context.module, needed)

    def span_of(node: "cst.CSTNode", end_node: "Optional[cst.CSTNode]" = None) -> Span:
        start = positions[node].start
        end = positions[end_node if end_node is not None else node].end
        return Span(Position(start.line, start.column + 1), Position(end.line, end.column + 1))

    found = evidence.first(lambda node: positions[node].start.line)
    diagnostics = []
    for report in context.reports:
        rule = report.rule
        span = span_of(report.node, report.end_node)
        severity, message = rule.SEVERITY, report.message
        extra: Dict[str, object] = {}
        if rule.ESCALATE and report.escalate:
            severity, message, extra = _escalate(rule, context.options.target, found, message)
        fix = _fix(report.fix, span_of, context) if report.fix is not None else None
        diagnostics.append(
            Diagnostic(rule.CODE, rule.NAME, one_line(message), span, severity, fix, noqa_row=span.start.line, context=extra)
        )
    return diagnostics


def _escalate(rule: "Type[Rule]", target: str, found: "Optional[Evidence]", message: str) -> Tuple[Severity, str, Dict[str, object]]:
    """Context-aware severity: an error where static shapes are required, else the base level."""
    base = rule.SEVERITY
    if target in ("tpu", "xla", "tflite"):
        return Severity.ERROR, message, {"target": target}
    if target == "auto" and found is not None:
        suffix = f" (error: this file needs static shapes, {found.describe()})"
        return Severity.ERROR, message + suffix, {"target": found.target, "evidence": found.describe()}
    return base, message, {"target": target} if target != "auto" else {}


def _fix(pending: "PendingFix", span_of: Callable[..., Span], context: LintContext) -> Fix:
    import libcst as cst

    edits = []
    for old, new in pending.replacements:
        if isinstance(new, cst.CSTNode):
            if getattr(new, "lpar", None):
                # Positions exclude a node's own parentheses; so must the replacement.
                new = new.with_changes(lpar=(), rpar=())
            content = context.module.code_for_node(new)
        else:
            content = new
        edits.append(Edit(content, span_of(old)))
    return Fix(pending.applicability, one_line(pending.message), tuple(edits), pending.suggestion)


_LINE_BREAKS = re.compile(r"[ \t]*(?:\r\n|\r|\n)[ \t\x0c]*")


def one_line(message: str) -> str:
    """A message on one line: source a rule quotes may span lines (`input_shape=(\\n 28,\\n 28)`),
    and a line break in a finding's text would forge another line of output."""
    return _LINE_BREAKS.sub(" ", message) if "\n" in message or "\r" in message else message


def _suppress_and_sort(diagnostics: List[Diagnostic], text: str) -> List[Diagnostic]:
    from tfshape_lint.lint.noqa import parse_suppressions

    if diagnostics:
        suppressions = parse_suppressions(text)
        diagnostics = [
            d for d in diagnostics if not suppressions.suppresses(d.noqa_row or d.span.start.line, d.code, d.name)
        ]
    diagnostics.sort(key=lambda d: d.sort_key)
    return diagnostics
