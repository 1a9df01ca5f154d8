"""Fix files: the per-file worker the runner calls, and what the CLI prints about it.

Fixing happens in the worker that lints the file (one read, one fix loop, one write
per file, so ``-j N`` fixes every file exactly once). The worker returns a
:class:`FixedFile`: the :class:`~tfshape_lint.model.FileResult` for reporters (the
findings that remain, ``fixed=N``) plus what only the fix run needs -- a diff, the
list of fixed findings for ``--show-fixes``, warnings for stderr. Nothing here
prints: :class:`FixReport` collects the files and the CLI decides where text goes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import partial
from typing import (
    TYPE_CHECKING,
    Dict,
    Iterable,
    Iterator,
    List,
    Optional,
    Tuple,
)

from tfshape_lint.escaping import printable
from tfshape_lint.fix.verify import FixOutcome, applicable, fix_text
from tfshape_lint.lint.engine import io_result, lint_bytes
from tfshape_lint.lint.source import DecodeError, decode_source, may_use_tensorflow
from tfshape_lint.model import FileOptions, FileResult

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.lint.notebook import LineMap


@dataclass(frozen=True)
class FixMode:
    """What a fix run does: which fixes, and whether files are written or only diffed."""

    unsafe: bool = False
    write: bool = True
    diff: bool = False


@dataclass(frozen=True)
class FixedFile:
    """One file after fixing: its result for reporters plus the fix run's own output."""

    result: FileResult
    #: (code, name) of every finding whose fix was applied.
    fixed: Tuple[Tuple[str, str], ...] = ()
    diff: str = ""
    #: The fixed bytes (None when nothing changed): what `-` (stdin) prints.
    data: Optional[bytes] = None
    warnings: Tuple[str, ...] = ()


def fix_bytes(data: bytes, display: str, options: FileOptions, mode: FixMode) -> FixedFile:
    """Fix a file's bytes in memory (a notebook when `display` ends in .ipynb); never writes."""
    if not may_use_tensorflow(data, options.reexports):
        return FixedFile(FileResult(display))
    if display.endswith(".ipynb"):
        return _fix_notebook(data, display, options, mode)
    try:
        decoded = decode_source(data)
    except DecodeError:
        return FixedFile(lint_bytes(data, display, options))
    outcome = fix_text(decoded.text, display, options, unsafe=mode.unsafe, encoding=decoded.encoding)
    notes = _notes(display, outcome)
    if not outcome.applied:
        source = decoded.text if outcome.remaining else None
        return FixedFile(FileResult(display, outcome.remaining, source=source), warnings=tuple(notes))
    from tfshape_lint.fix import writeback

    new_data = writeback.encode(outcome.text, decoded.encoding, decoded.bom)
    result = FileResult(
        display, outcome.remaining, source=outcome.text if outcome.remaining else None, fixed=outcome.applied
    )
    return FixedFile(
        result,
        tuple((d.code, d.name) for d in outcome.fixed),
        unified_diff(decoded.text, outcome.text, display) if mode.diff else "",
        new_data,
        tuple(notes),
    )


def _notes(display: str, outcome: FixOutcome) -> List[str]:
    """Warnings about a file's fixes: each rejected fix, and a fix loop that did not settle."""
    notes = [f"{display}: {rejection}" for rejection in outcome.rejected]
    if outcome.unsettled:
        notes.append(f"{display}: {outcome.unsettled}")
    return notes


def _fix_notebook(data: bytes, display: str, options: FileOptions, mode: FixMode) -> FixedFile:
    """Fix the code cells of a notebook as one module; write back only the cells that changed."""
    from tfshape_lint.lint import notebook

    try:
        book = notebook.Notebook.parse(data)
    except notebook.NotebookError as error:
        return FixedFile(io_result(display, options, str(error)))
    if not book.python:
        return FixedFile(FileResult(display))
    from tfshape_lint.lint.engine import (
        set_aside_broken_cells,
        written_module_diagnostics,
    )

    joined = book.joined()
    line_map = notebook.LineMap.of(joined.text)
    # Cells that do not run alone (`w0 = # TODO`) are set aside as the linter sets them
    # aside, so the other cells are fixed; they are written back exactly as they were.
    text, broken = set_aside_broken_cells(joined.text, line_map, options)
    set_aside = _blanked_cells(joined.text, text, line_map)
    broken_cells = tuple(line_map.to_cells(d) for d in broken)
    outcome = fix_text(text, display, options, unsafe=mode.unsafe)
    written = tuple(written_module_diagnostics(book, display, options))  # findings only, never fixed
    notes = _notes(display, outcome)
    sources = joined.split(outcome.text) if outcome.applied else None
    if sources is not None:
        for cell in book.cells:
            if cell.index + 1 in set_aside:
                sources[cell.index] = cell.source
    if outcome.applied and sources is None:
        notes.append(f"{display}: fixes not applied: they would change a cell boundary or a magic line")
        original = broken_cells + tuple(line_map.to_cells(d) for d in outcome.original) + written
        return FixedFile(FileResult(display, original), warnings=tuple(notes))
    after = notebook.LineMap.of(outcome.text)
    remaining = broken_cells + tuple(after.to_cells(d) for d in outcome.remaining) + written
    if sources is None:
        return FixedFile(FileResult(display, remaining), warnings=tuple(notes))
    diffs = []
    if mode.diff:
        for cell in book.cells:
            if sources.get(cell.index, cell.source) != cell.source:
                diffs.append(unified_diff(cell.source, sources[cell.index], f"{display}:cell {cell.index + 1}"))
    return FixedFile(
        FileResult(display, remaining, fixed=outcome.applied),
        tuple((d.code, d.name) for d in outcome.fixed),
        "".join(diffs),
        book.with_sources(sources),
        tuple(notes),
    )


def _blanked_cells(before: str, after: str, line_map: "LineMap") -> set[int]:
    """The cells whose every line `after` left empty while `before` had text in them."""
    old, new = before.splitlines(), after.splitlines()
    rows: dict[int, list[int]] = {}
    for index, owner in enumerate(line_map.rows):
        if owner is not None:
            rows.setdefault(owner[0], []).append(index)
    return {number for number, indexes in rows.items()
            if any(i < len(old) and old[i] for i in indexes) and not any(i < len(new) and new[i] for i in indexes)}


def fix_path(path: str, display: str, options: FileOptions, mode: FixMode) -> FixedFile:
    """Read, fix and (unless `mode.write` is off) write back one file."""
    # Imported here, not at the top: a plain lint run (pre-commit's) never writes, and
    # writeback's tempfile/shutil/hashlib cost ~6 ms of its start-up.
    from tfshape_lint.fix import writeback

    try:
        snapshot = writeback.Snapshot.read(path)
    except OSError:
        # lint_path turns every way a read can fail into the right TFS001 result.
        from tfshape_lint.lint.engine import lint_path

        return FixedFile(lint_path(path, display, options))
    fixed = fix_bytes(snapshot.data, display, options, mode)
    if fixed.data is None or not mode.write:
        return fixed
    try:
        writeback.write(snapshot, fixed.data)
    except writeback.WriteRefused as refusal:
        # Report the file as it still is on disk: its findings, none fixed.
        unfixed = lint_bytes(snapshot.data, display, options)
        return FixedFile(unfixed, warnings=fixed.warnings + (f"{display}: {refusal}",))
    return fixed


def unified_diff(before: str, after: str, display: str) -> str:
    """A unified diff as `diff -u`/ruff print it, marking a missing final newline."""
    import difflib

    old, new = before.splitlines(keepends=True), after.splitlines(keepends=True)
    lines = []
    name = printable(display)  # a file name with a line break must not forge a line
    for line in difflib.unified_diff(old, new, fromfile=name, tofile=name):
        if not line.endswith(("\n", "\r")):
            line += "\n\\ No newline at end of file\n"
        lines.append(line)
    return "".join(lines)


@dataclass
class FixReport:
    """Collects what a fix run did while results stream to the reporter."""

    unsafe: bool = False
    diffs: List[str] = field(default_factory=list)
    warnings: List[str] = field(default_factory=list)
    fixed: Dict[str, "Counter[Tuple[str, str]]"] = field(default_factory=dict)
    stdin_data: Optional[bytes] = None

    def results(self, files: Iterable[FixedFile]) -> Iterator[FileResult]:
        """Pass the results on to a reporter, keeping the rest."""
        for item in files:
            if item.diff:
                self.diffs.append(item.diff)
            self.warnings.extend(item.warnings)
            if item.fixed:
                self.fixed[item.result.path] = Counter(item.fixed)
            if item.data is not None:
                self.stdin_data = item.data
            yield item.result

    @property
    def count(self) -> int:
        return sum(sum(counts.values()) for counts in self.fixed.values())

    def show_fixes(self) -> str:
        """ruff's `--show-fixes` listing: per file, a count per rule."""
        if not self.fixed:
            return ""
        noun = "finding" if self.count == 1 else "findings"
        lines = [f"Fixed {self.count} {noun}:"]
        for path, counts in self.fixed.items():
            lines.append(f"- {printable(path)}:")
            for (code, name), number in sorted(counts.items()):
                lines.append(f"    {number} × {code} ({name})")
        return "\n".join(lines) + "\n"

    def would_fix(self) -> str:
        """The summary of `--diff` (on stderr, as ruff's)."""
        if not self.count:
            return "No fixes available."
        return f"Would fix {self.count} finding{'s' if self.count != 1 else ''}."


@dataclass
class FixableCount:
    """Counts, while results stream past, what `--fix` could fix (ruff's summary hint)."""

    unsafe: bool = False
    fixable: int = 0
    hidden: int = 0

    def results(self, results: Iterable[FileResult]) -> Iterator[FileResult]:
        for result in results:
            for diagnostic in result.diagnostics:
                if applicable(diagnostic, self.unsafe):
                    self.fixable += 1
                elif applicable(diagnostic, True):
                    self.hidden += 1
            yield result

    def hint(self) -> str:
        """`[*] 2 fixable with the `--fix` option (1 hidden fix can be enabled with ...).`"""
        hidden = ""
        if self.hidden:
            plural = "es" if self.hidden != 1 else ""
            hidden = f" ({self.hidden} hidden fix{plural} can be enabled with the `--unsafe-fixes` option)"
        if self.fixable:
            return f"[*] {self.fixable} fixable with the `--fix` option{hidden}."
        return f"No fixes available{hidden}." if hidden else ""


@dataclass
class FixSession:
    """A `--fix`, `--fix-only` or `--diff` run: how files are fixed, and what it collects
    for the application to print (diffs, warnings, the fixed findings, stdin's code)."""

    mode: FixMode
    #: `--fix-only`/`--diff`: the remaining findings are not reported.
    fix_only: bool = False
    show_fixes: bool = False
    exit_non_zero_on_fix: bool = False
    stdin: bool = False
    report: FixReport = field(default_factory=FixReport)

    def work(self) -> "partial[FixedFile]":
        """What a worker does with each file: read, fix, write back, report what is left."""
        return partial(fix_path, mode=self.mode)

    @staticmethod
    def crashed(task: Tuple[str, str, FileOptions], detail: str) -> FixedFile:
        """The result of a file whose worker died (see runner.crashed_result)."""
        from tfshape_lint.lint.engine import worker_died

        return FixedFile(worker_died(task[1], task[2], detail))

    def results(self, fixed: Iterable[FixedFile]) -> Iterator[FileResult]:
        """The results of the fixed files, for the reporter, keeping what the run prints after."""
        return self.report.results(fixed)

    def stdin_results(self, data: bytes, display: str, options: FileOptions) -> Iterator[FileResult]:
        fixed = fix_bytes(data, display, options, self.mode)
        if fixed.data is None:
            fixed = FixedFile(fixed.result, fixed.fixed, fixed.diff, data, fixed.warnings)
        return self.report.results([fixed])

    def stdin_excluded(self, data: bytes) -> None:
        """An excluded stdin file under `--fix`: echo it unchanged (nothing linted)."""
        self.report.stdin_data = data

    def exit_code(self, diagnostics: int) -> int:
        """ruff's exit codes: findings left → 1; with `--diff`, changes → 1; `--exit-non-zero-on-fix`."""
        fixed = self.report.count
        if self.mode.diff:
            return 1 if fixed else 0
        if not self.fix_only and diagnostics:
            return 1
        return 1 if self.exit_non_zero_on_fix and fixed else 0
