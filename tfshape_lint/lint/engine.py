"""Lint one file: read, decode, parse once, one batched walk of the selected rules.

The engine returns data (:class:`~tfshape_lint.model.FileResult`); it prints nothing.
A file that cannot be read or parsed, or a rule that raises, becomes a diagnostic in
that file's result and never stops the others. The stages it strings together:

- :mod:`~tfshape_lint.lint.source`: the bytes, the prefilter, decoding;
- :mod:`~tfshape_lint.lint.parse`: libcst's tree (guarded, in pieces), or why not;
- :mod:`~tfshape_lint.lint.dispatch`: the rules and their analyses in one walk;
- :mod:`~tfshape_lint.lint.diagnostics`: positions, severity, fixes, suppression.
"""

from __future__ import annotations

import dataclasses
import os
import re
from typing import TYPE_CHECKING, Dict, List, Mapping, Optional, Tuple, Type

from tfshape_lint.lint.dispatch import RAISE_ENV, known_limit
from tfshape_lint.lint.source import (
    DecodeError,
    FileTooLarge,
    decode_source,
    may_use_tensorflow,
    read_source_file,
)
from tfshape_lint.model import Diagnostic, FileOptions, FileResult, Position, Span

if TYPE_CHECKING:  # pragma: no cover - libcst is imported lazily: a cache hit never needs it
    import libcst as cst

    from tfshape_lint.analysis.names import ImportTable
    from tfshape_lint.lint.notebook import LineMap, Notebook
    from tfshape_lint.lint.parse import Unparseable
    from tfshape_lint.rules.base import Rule

Parsed = Tuple[List[Diagnostic], Optional["cst.Module"]]


def engine_diagnostic(code: str, message: str, line: int = 1, column: int = 1) -> Diagnostic:
    """A diagnostic of the engine's own codes (TFS000-TFS002)."""
    from tfshape_lint import registry

    rule = registry.by_code()[code]
    return Diagnostic(code, rule.NAME, message, Span.at(line, column), rule.SEVERITY, noqa_row=line)


# -- files ---------------------------------------------------------------------------


def lint_path(path: str, display: str, options: FileOptions) -> FileResult:
    """Read and lint one file; every failure becomes part of the result."""
    try:
        data = read_source_file(path)
    except FileNotFoundError:
        if os.path.islink(path):
            # A link to nothing: an editor's lock file committed by mistake (`.#generator.py`, emacs;
            # ireko8's speech-recognition repository, sixty-seventh split).
            return io_result(display, options, "is a symbolic link to a file that does not exist; nothing to check")
        return io_result(display, options, "file vanished before it could be read")
    except IsADirectoryError:
        return io_result(display, options, "is a directory")
    except FileTooLarge as error:
        return engine_failure(display, options, f"{error.strerror}; nothing in it was checked")
    except OSError as error:
        return io_result(display, options, f"cannot read: {error.strerror or error}")
    try:
        if path.endswith(".ipynb"):
            return lint_notebook_bytes(data, display, options)
        return lint_bytes(data, display, options)
    except Exception as error:  # noqa: BLE001 - one file's failure must never hide the others
        if os.environ.get(RAISE_ENV):
            raise
        return internal_error_result(display, options, error)


def internal_error_result(display: str, options: FileOptions, error: BaseException) -> FileResult:
    """A file the engine itself failed on (e.g. libcst's recursion limit on very deep
    nesting): TFS002 for that file, and the run goes on."""
    known = known_limit(error)
    if known is not None:
        return engine_failure(display, options, f"{known}; nothing in it was checked")
    detail = f"{type(error).__name__}: {error}".splitlines()[0][:200] if str(error) else type(error).__name__
    return engine_failure(display, options, f"tfshape-lint failed on this file ({detail}); nothing in it was checked, please report it")


def engine_failure(display: str, options: FileOptions, message: str) -> FileResult:
    """TFS002 with `message` for a file the engine could not check."""
    diagnostics: Tuple[Diagnostic, ...] = ()
    if "TFS002" in options.enabled:
        diagnostics = (engine_diagnostic("TFS002", message),)
    return FileResult(display, diagnostics, error=message)


def worker_died(display: str, options: FileOptions, detail: str) -> FileResult:
    """TFS002 for a file whose worker process died linting it (a crash in native code)."""
    return engine_failure(
        display, options, f"the worker process linting this file died ({detail}); nothing in it was checked, please report it"
    )


def io_result(display: str, options: FileOptions, message: str, line: int = 1, column: int = 1) -> FileResult:
    """TFS001: a file that could not be read or decoded."""
    diagnostics: Tuple[Diagnostic, ...] = ()
    if "TFS001" in options.enabled:
        diagnostics = (engine_diagnostic("TFS001", message, line, column),)
    return FileResult(display, diagnostics, error=message)


def lint_bytes(data: bytes, display: str, options: FileOptions) -> FileResult:
    """Lint the bytes of a file (the prefilter first: most files are never parsed)."""
    if not may_use_tensorflow(data, options.reexports):
        return FileResult(display)
    try:
        decoded = decode_source(data)
    except DecodeError as error:
        return io_result(display, options, str(error), error.line, error.column)
    diagnostics, _ = lint_text(decoded.text, display, options, data=data)
    return FileResult(display, tuple(diagnostics), source=decoded.text if diagnostics else None)


def lint_notebook_bytes(data: bytes, display: str, options: FileOptions) -> FileResult:
    """Lint a notebook's bytes; a malformed notebook is a TFS001 finding, never an exception."""
    from tfshape_lint.lint.notebook import LineMap, Notebook, NotebookError

    # Parsed before the prefilter: a malformed notebook is reported whatever it holds
    # (notebooks are few, and their JSON is cheap next to linting their code).
    try:
        notebook = Notebook.parse(data)
    except NotebookError as error:
        return io_result(display, options, str(error))
    if not may_use_tensorflow(data, options.reexports) or not notebook.python:
        return FileResult(display)
    joined = notebook.joined()
    line_map = LineMap.of(joined.text)
    text, broken = set_aside_broken_cells(joined.text, line_map, options)
    diagnostics, _ = lint_text(text, display, options)
    diagnostics = sorted(broken + diagnostics, key=lambda d: d.sort_key)
    cells = [line_map.to_cells(d) for d in diagnostics] + written_module_diagnostics(notebook, display, options)
    cells.sort(key=lambda d: (d.cell or 0, d.sort_key))
    return FileResult(display, tuple(cells))


def written_module_diagnostics(notebook: "Notebook", display: str, options: FileOptions) -> List[Diagnostic]:
    """The findings in the modules `%%writefile name.py` cells write, at their cells' rows
    (the module starts on the cell's second row). No fix: it would have to be written into
    the cell's magic-led text, which the joined module does not hold."""
    found: List[Diagnostic] = []
    for index, text in notebook.written_modules():
        diagnostics, _ = lint_text(text, display, options)
        for diagnostic in diagnostics:
            span = diagnostic.span
            if diagnostic.code in ("TFS000", "TFS002"):
                # The cell runs (it only writes a file); the module it writes cannot be read.
                diagnostic = dataclasses.replace(
                    diagnostic, message=f"{diagnostic.message} (in the module this `%%writefile` cell writes; "
                    "nothing in it was checked)")
            evidence = diagnostic.context.get("evidence")
            match = re.match(r"^(.*) at line (\d+)$", evidence, re.DOTALL) if isinstance(evidence, str) else None
            if match is not None and isinstance(evidence, str):  # the module's line N is the cell's row N + 1
                described = f"{match.group(1)} at cell {index + 1}, line {int(match.group(2)) + 1}"
                diagnostic = dataclasses.replace(diagnostic, message=diagnostic.message.replace(evidence, described),
                                                 context=dict(diagnostic.context, evidence=described))
            moved = dataclasses.replace(
                _without_edits(diagnostic),
                span=Span(Position(span.start.line + 1, span.start.column), Position(span.end.line + 1, span.end.column)),
                noqa_row=diagnostic.noqa_row + 1 if diagnostic.noqa_row is not None else None,
                cell=index + 1,
            )
            found.append(moved)
    return found


#: The most cells of one notebook set aside as syntax errors before the rest is linted.
MAX_BROKEN_CELLS = 50


def set_aside_broken_cells(text: str, line_map: "LineMap", options: FileOptions) -> Tuple[str, List[Diagnostic]]:
    """The joined text with every cell Python cannot parse blanked out (its lines left
    empty, so every other position stays), and a TFS000 for each at its own cell.

    IPython runs a notebook cell by cell: an exercise cell (`w0 = # TODO`), a shell line
    without `!`, or a half-finished cell (`def f():` alone) fails alone, and so must it
    here, rather than hiding every other cell's findings behind one TFS000. When the
    joined text does not parse, each cell is parsed on its own, as IPython runs it (a cell
    whose first line is indented, as its body of the `if True:` before it); each that fails
    is blanked, with the `if True:` that would open it. A notebook written in Python 2
    (`print x` in its cells) is left whole, for the Python 2 reading of the whole text.
    """
    if _parses(text) is None:
        return text, []
    from tfshape_lint.lines import LINE_BREAK

    lines = LINE_BREAK.split(text)
    breaks = LINE_BREAK.findall(text)
    rows_of: Dict[int, List[int]] = {}
    for index, owner in enumerate(line_map.rows):
        if owner is not None:
            rows_of.setdefault(owner[0], []).append(index)
    failures: List[Tuple[int, List[int], bool, SyntaxError]] = []
    for number, rows in rows_of.items():
        body = "".join(lines[i] + (breaks[i] if i < len(breaks) else "") for i in rows)
        opened = rows[0] > 0 and lines[rows[0] - 1].startswith("if True:")
        error = _parses(("if True:\n" + body) if opened else body)
        if error is None:
            continue
        if not failures and "Missing parentheses in call to" in (error.msg or ""):
            return text, []  # Python 2: read whole, as a .py file is
        failures.append((number, rows, opened, error))
    broken: List[Diagnostic] = []
    for number, rows, opened, error in failures[:MAX_BROKEN_CELLS]:
        for index in rows:
            lines[index] = ""
        if opened:  # the block the cell was to be the body of: a plain marker again
            lines[rows[0] - 1] = lines[rows[0] - 1][len("if True:"):].lstrip()
        if "TFS000" in options.enabled:
            message = (error.msg or "invalid syntax").splitlines()[0]
            within = (error.lineno or 1) - (1 if opened else 0)
            row = rows[min(max(within, 1), len(rows)) - 1] + 1
            detail = re.sub(r" on line \d+", "", f"SyntaxError: {message} (this cell was not checked; the other cells were)")
            broken.append(engine_diagnostic("TFS000", detail, row, max(1, error.offset or 1)))
    text = "".join(line + (breaks[index] if index < len(breaks) else "") for index, line in enumerate(lines))
    return text, broken


def _parses(text: str) -> Optional[SyntaxError]:
    """None when Python parses `text`, else the error (a parser that gives up counts as one)."""
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(text)
    except SyntaxError as error:
        return error
    except (ValueError, RecursionError, MemoryError) as error:
        return SyntaxError(str(error) or type(error).__name__)
    return None


# -- text ----------------------------------------------------------------------------


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


def lint_text(text: str, display: str, options: FileOptions, *, data: Optional[bytes] = None) -> Parsed:
    """Parse and lint source text. Returns the diagnostics and the parsed module (or None)."""
    rules = rules_for(options, data)
    if not rules:
        return _syntax_errors_only(text, options), None
    parsed = _parse(text, options)
    if isinstance(parsed, list):
        return parsed, None
    read, module, shifts, reread = parsed
    from tfshape_lint.analysis.names import ImportTable

    names = ImportTable.from_module(module, options.reexports)
    if not names.uses_tensorflow:
        # Imports inside functions are rare but possible: look once more, cheaply.
        if b"import" not in (data or b"import") or not _has_nested_tf_import(module, names):
            return (reread, None) if reread is not None else ([], module)
    if _other_keras_backend(read, module, names):
        return (reread, None) if reread is not None else ([], module)
    diagnostics = _run(display, read, module, names, options, rules)
    if reread is None:
        return diagnostics, module
    # Edits would be positioned in the text the rules read, not the user's: never offer them.
    diagnostics = reread + [_shifted(_without_edits(d), shifts) for d in diagnostics]
    diagnostics.sort(key=lambda d: d.sort_key)
    return diagnostics, None


def _parse(
    text: str, options: FileOptions
) -> "List[Diagnostic] | Tuple[str, cst.Module, Dict[int, int], Optional[List[Diagnostic]]]":
    """The tree the rules read, or the diagnostics that replace linting.

    The tree comes with the text it is of, the column shifts back to the user's text,
    and, when that text is not the user's (ported from Python 2, or read without form
    feeds in indentation), the diagnostics that go with it (the TFS000 that says so).
    """
    import libcst as cst

    from tfshape_lint.lint.parse import (
        Unparseable,
        parse_module,
        reparse,
        reparse_ipython_script,
        syntax_error_position,
    )

    try:
        return text, parse_module(text), {}, None
    except Unparseable as error:
        return _declined(error, options)
    except cst.ParserSyntaxError as error:
        retry = reparse(text)
        if retry is not None and not retry[3]:
            return retry[0], retry[1], retry[2], []  # valid Python that libcst misreads: no syntax error
        line, column, message = syntax_error_position(error, text)
        script = reparse_ipython_script(text) if retry is None else None
        if retry is not None:
            message += " (Python 2 code: the rest was checked as if ported line for line; fixes are off)"
        elif script is not None:
            count = "its `!`/`%` line was" if script[2] == 1 else f"its {script[2]} `!`/`%` lines were"
            python2 = "; Python 2 code, ported line for line" if script[3] else ""
            message += (f" (IPython syntax, a notebook saved as a script: {count} skipped as a notebook's cell "
                        f"would read them and the rest was checked{python2}; fixes are off)")
            retry = (script[0], script[1], {}, False)
        syntax = [engine_diagnostic("TFS000", f"SyntaxError: {message}", line, column)] if "TFS000" in options.enabled else []
        if retry is None:
            return syntax
        return retry[0], retry[1], retry[2], syntax
    except (RecursionError, MemoryError, ValueError) as error:
        if "TFS000" not in options.enabled:
            return []
        return [engine_diagnostic("TFS000", f"the parser gave up: {type(error).__name__}")]


def _run(
    display: str, text: str, module: "cst.Module", names: "ImportTable", options: FileOptions, rules: "List[Type[Rule]]"
) -> List[Diagnostic]:
    from tfshape_lint.lint.dispatch import run_rules
    from tfshape_lint.rules.base import LintContext

    context = LintContext(display, text, module, names, options)
    return run_rules(context, rules, lambda message: engine_diagnostic("TFS002", message))


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
    return [engine_diagnostic(error.code, error.message, error.line, error.column)]


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

    from tfshape_lint.lint.parse import Unparseable, parse_module, syntax_error_position

    try:
        parse_module(text)
    except Unparseable as declined:
        return [d for d in _declined(declined, options) if d.code == "TFS000"]
    except cst.ParserSyntaxError as error:
        line, column, message = syntax_error_position(error, text)
        return [engine_diagnostic("TFS000", f"SyntaxError: {message}", line, column)]
    except Exception:  # noqa: BLE001 - the parser gave up: nothing to add
        return []
    return []


def _without_edits(diagnostic: Diagnostic) -> Diagnostic:
    fix = diagnostic.fix
    if fix is None or not fix.edits:
        return diagnostic
    return dataclasses.replace(diagnostic, fix=None)


#: `os.environ["KERAS_BACKEND"] = "theano"`, `os.environ.setdefault('KERAS_BACKEND', 'torch')`:
#: Keras on a backend that is not TensorFlow (nor JAX, which compiles with XLA per shape too).
_OTHER_KERAS_BACKEND = re.compile(
    r"""(?:environ\s*\[\s*(['"])KERAS_BACKEND\1\s*\]\s*=|setdefault\(\s*(['"])KERAS_BACKEND\2\s*,)"""
    r"""\s*(['"])(?:theano|cntk|mxnet|plaidml[\w.]*|torch|numpy|openvino)\3""")


def _other_keras_backend(text: str, module: "cst.Module", names: "ImportTable") -> bool:
    """The file imports Keras, not TensorFlow, and a statement at its top level (not a
    comment, a docstring or a branch) sets Keras's backend to another library: no rule of
    TensorFlow's shapes applies to it."""
    if "KERAS_BACKEND" not in text or any(target.split(".", 1)[0] == "tensorflow" for target in names.aliases.values()):
        return False
    import libcst as cst

    for statement in module.body:
        if not isinstance(statement, cst.SimpleStatementLine):
            continue
        for small in statement.body:
            if isinstance(small, cst.Assign) or (isinstance(small, cst.Expr) and isinstance(small.value, cst.Call)):
                if _OTHER_KERAS_BACKEND.search(module.code_for_node(small)):
                    return True
    return False


def _has_nested_tf_import(module: "cst.Module", names: "ImportTable") -> bool:
    import libcst as cst

    from tfshape_lint.analysis.walk import walk

    def add(node: cst.CSTNode) -> None:
        if isinstance(node, cst.Import):
            names.add_import(node)
        elif isinstance(node, cst.ImportFrom):
            names.add_import_from(node)

    walk(module, add, lambda node: None, wanted=("Import", "ImportFrom"))
    return names.uses_tensorflow
