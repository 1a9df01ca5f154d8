"""The language server (pygls 2): diagnostics on open, change and save; code actions for fixes.

What an editor gets:

* ``textDocument/publishDiagnostics`` after ``didOpen``, ``didChange`` (full or
  incremental sync; the in-memory text is linted, not the file on disk; changes less
  than CHANGE_DELAY_SECONDS apart are linted once, at the newest version) and
  ``didSave``; an empty list after ``didClose``. Each diagnostic carries the rule ``code``, a
  ``codeDescription.href`` to the rule's page, ``source`` "tfshape-lint" and the
  severity (escalated to Error where the file needs static shapes, as on the CLI).
* ``textDocument/codeAction``: per finding, its fix as a ``quickfix`` (safe fixes
  preferred, unsafe ones labelled), a "Disable CODE for this line" quick fix writing
  ``# noqa: CODE``, and ``source.fixAll.tfshape-lint`` applying all safe fixes.

Notebooks (LSP 3.17 notebook sync, as VS Code's Jupyter sends them): the Python code
cells of a notebook are linted together, as one module in cell order (as the command line
lints a ``.ipynb``), and each finding is published on its own cell's document; code
actions work per cell (its fix when every edit is in that cell, and "Disable CODE").

Settings are the project's: each document's config is found from its path as the
command line finds it (``[tool.tfshape-lint]``), re-read on every lint so an edited
config applies at once; an excluded file gets no diagnostics.

Positions: tfshape-lint counts 1-based lines and 1-based columns in characters; LSP
counts 0-based lines and columns in the negotiated encoding's code units (UTF-16
unless the client offers another), so a line with non-ASCII text before a finding
maps to different numbers.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import tokenize
from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Dict, List, Optional, Sequence, Set, Tuple
from urllib.parse import unquote, urlparse

from lsprotocol import types as lsp
from pygls.lsp.server import LanguageServer

from tfshape_lint import __version__
from tfshape_lint.integrations.buffers import lint_source
from tfshape_lint.lines import source_lines
from tfshape_lint.lint.noqa import CommentRows, noqa_line
from tfshape_lint.model import Applicability, Diagnostic, Edit, Position, Severity, Span
from tfshape_lint.runner import MemoryKeeper

if TYPE_CHECKING:
    from tfshape_lint.lint.notebook import LineMap

SOURCE = "tfshape-lint"

#: Findings a comment cannot silence (a file that does not parse, cannot be read, a rule crash).
ENGINE_CODES = frozenset({"TFS000", "TFS001", "TFS002"})

#: Typing pauses shorter than this coalesce into one lint: a lint of a long file takes longer
#: than a keystroke, and only the newest text matters.
CHANGE_DELAY_SECONDS = 0.15
FIX_ALL_KIND = f"{lsp.CodeActionKind.SourceFixAll.value}.{SOURCE}"
#: Notebooks with a Python cell are synced to the server (any notebook type), saves too.
NOTEBOOK_SYNC = lsp.NotebookDocumentSyncOptions(
    notebook_selector=[lsp.NotebookDocumentFilterWithCells(cells=[lsp.NotebookCellLanguage(language="python")])],
    save=True,
)

_SEVERITY = {
    Severity.ERROR: lsp.DiagnosticSeverity.Error,
    Severity.WARNING: lsp.DiagnosticSeverity.Warning,
    Severity.INFO: lsp.DiagnosticSeverity.Information,
}

logger = logging.getLogger(__name__)


# -- positions -----------------------------------------------------------------


def code_units(text: str, encoding: str) -> int:
    """The length of `text` in the code units of an LSP position encoding."""
    if encoding == lsp.PositionEncodingKind.Utf8.value:
        return len(text.encode("utf-8", "surrogatepass"))
    if encoding == lsp.PositionEncodingKind.Utf32.value:
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def to_lsp_position(lines: Sequence[str], position: Position, encoding: str) -> lsp.Position:
    """A 1-based (line, character column) as a 0-based LSP position in code units."""
    row = position.line - 1
    if row >= len(lines):
        return lsp.Position(line=len(lines), character=0)
    return lsp.Position(line=row, character=code_units(lines[row][: position.column - 1], encoding))


def to_lsp_range(lines: Sequence[str], span: Span, encoding: str) -> lsp.Range:
    return lsp.Range(start=to_lsp_position(lines, span.start, encoding), end=to_lsp_position(lines, span.end, encoding))


def _overlaps(a: lsp.Range, b: lsp.Range) -> bool:
    def key(position: lsp.Position) -> Tuple[int, int]:
        return (position.line, position.character)

    return not (key(a.end) < key(b.start) or key(b.end) < key(a.start))


def document_path(uri: str) -> Optional[Path]:
    """The file system path of a `file:` URI (None for untitled buffers and other schemes)."""
    parsed = urlparse(uri)
    if parsed.scheme != "file":
        return None
    path = unquote(parsed.path)
    if len(path) > 2 and path[0] == "/" and path[2] == ":":  # file:///C:/... on Windows
        path = path[1:]
    return Path(path)


# -- linting a document --------------------------------------------------------


@dataclass(frozen=True)
class Linted:
    """The findings of one version of a document, with the lines they refer to."""

    version: Optional[int]
    text: str
    lines: Tuple[str, ...]
    diagnostics: Tuple[Diagnostic, ...]
    #: A notebook cell's text as Python (its magics replaced line for line), to tokenize.
    python_text: Optional[str] = None

    @functools.cached_property
    def comment_rows(self) -> Optional[CommentRows]:
        """Where comments can go, tokenized once per version (None: the text does not tokenize)."""
        try:
            return CommentRows.of(self.text if self.python_text is None else self.python_text)
        except (tokenize.TokenError, SyntaxError):
            return None


def lint_document(uri: str, text: str) -> Tuple[Diagnostic, ...]:
    """What `tfshape-lint` reports for the document's text, with its project's settings."""
    from tfshape_lint.config import Resolver
    from tfshape_lint.discovery import Discovery

    path = document_path(uri)
    resolver = Resolver()  # fresh each time: an edited config file applies at once
    effective = path if path is not None else Path.cwd() / "untitled.py"
    if path is not None and path.exists() and not list(Discovery(resolver, force_exclude=True).files([path])):
        return ()  # excluded by the project's config, as `--force-exclude` would
    settings = resolver.for_path(effective)
    return tuple(lint_source(text, effective, settings, str(effective)))


def lint_notebook(uri: str, sources: Sequence[Optional[str]]) -> List[Tuple[Tuple[Diagnostic, ...], str]]:
    """Per cell, in order: what the command line reports in it (cell-relative rows) and its
    text as Python, for placing comments. `sources` holds each code cell's text, None for
    the other cells (markdown, another language)."""
    from tfshape_lint.config import Resolver
    from tfshape_lint.discovery import Discovery
    from tfshape_lint.lint.notebook import LineMap, Notebook

    path = document_path(uri)
    resolver = Resolver()
    effective = path if path is not None else Path.cwd() / "untitled.ipynb"
    notebook = Notebook.of_cells(sources)
    joined = notebook.joined()
    line_map = LineMap.of(joined.text)
    bodies: Dict[int, List[str]] = defaultdict(list)
    for line, where in zip(source_lines(joined.text), line_map.rows):
        if where is not None:
            bodies[where[0]].append(line)
    found: Dict[int, List[Diagnostic]] = defaultdict(list)
    excluded = path is not None and path.exists() and not list(Discovery(resolver, force_exclude=True).files([path]))
    if not excluded:
        settings = resolver.for_path(effective)
        # Mapped to cells before the baseline, which keys notebook findings as the CLI does.
        for moved in lint_source(joined.text, effective, settings, str(effective), functools.partial(_in_cell, line_map)):
            if moved.cell is not None:
                found[moved.cell].append(moved)
        from tfshape_lint.lint.engine import written_module_diagnostics

        for written in written_module_diagnostics(notebook, str(effective), settings.file_options(effective)):
            found[written.cell or 0].append(written)
        for index, _ in notebook.written_modules():
            # Comments go on the cell's own lines (the joined text holds placeholders there),
            # so an existing `# noqa: X` is extended, not doubled.
            source = next(cell.source for cell in notebook.cells if cell.index == index)
            bodies[index + 1] = source.splitlines()
    return [(tuple(found.get(number, ())), "\n".join(bodies.get(number, ()))) for number in range(1, len(sources) + 1)]


def _in_cell(line_map: "LineMap", diagnostic: Diagnostic) -> Diagnostic:
    """The diagnostic in its cell's rows; its fix is dropped if an edit reaches another cell."""
    moved = line_map.to_cells(diagnostic)
    fix = diagnostic.fix
    if fix is not None and fix.edits:
        cells = {line_map.cell_position(point)[0] for edit in fix.edits for point in (edit.span.start, edit.span.end)}
        if cells != {moved.cell}:
            moved = replace(moved, fix=None)
    return moved


class TfshapeLanguageServer(LanguageServer):
    """pygls' server plus the last lint of every open document (for code actions)."""

    def __init__(self) -> None:
        super().__init__(
            SOURCE, __version__, text_document_sync_kind=lsp.TextDocumentSyncKind.Incremental,
            notebook_document_sync=NOTEBOOK_SYNC,
        )
        self.linted: Dict[str, Linted] = {}
        self.open_documents: Set[str] = set()
        #: Open notebooks: the cell documents last published for each.
        self.notebooks: Dict[str, Tuple[str, ...]] = {}
        #: The cell texts each notebook was last linted from (None: not a Python code cell);
        #: dropped to force a new lint, as `linted` entries are for text documents.
        self.notebook_sources: Dict[str, Tuple[Optional[str], ...]] = {}
        self._pending: Dict[str, asyncio.TimerHandle] = {}
        # A large document (20,000 lines) grows the heap by ~100 MB while it is linted;
        # without this the server kept it for good.
        self._memory = MemoryKeeper()

    def publish_soon(self, uri: str) -> None:
        """Publish after CHANGE_DELAY_SECONDS unless another change comes first (then that one)."""
        self.cancel_pending(uri)
        self._pending[uri] = asyncio.get_running_loop().call_later(CHANGE_DELAY_SECONDS, self._publish_pending, uri)

    def _publish_pending(self, uri: str) -> None:
        self._pending.pop(uri, None)
        if uri in self.open_documents:
            self.publish(uri)

    def cancel_pending(self, uri: str) -> None:
        pending = self._pending.pop(uri, None)
        if pending is not None:
            pending.cancel()

    @property
    def encoding(self) -> str:
        encoding = self.workspace.position_encoding
        return str(getattr(encoding, "value", encoding) or lsp.PositionEncodingKind.Utf16.value)

    def lint(self, uri: str) -> Linted:
        """Lint the document's current text (reusing the last result for the same text)."""
        notebook = self.workspace.get_notebook_document(cell_uri=uri)
        if notebook is not None:
            self.lint_notebook(notebook.uri)
            return self.linted.get(uri) or Linted(None, "", (), ())
        document = self.workspace.get_text_document(uri)
        text = document.source
        cached = self.linted.get(uri)
        if cached is not None and cached.text == text:
            return cached
        linted = Linted(document.version, text, tuple(source_lines(text)), lint_document(uri, text))
        self.linted[uri] = linted
        self._memory.after_file()
        return linted

    def lint_notebook(self, uri: str) -> Tuple[str, ...]:
        """Lint an open notebook's cells together; returns the cell documents it has."""
        notebook = self.workspace.get_notebook_document(notebook_uri=uri)
        if notebook is None:
            return ()
        documents = [self.workspace.text_documents.get(unquote(cell.document)) for cell in notebook.cells]
        sources = tuple(
            document.source
            if document is not None and cell.kind == lsp.NotebookCellKind.Code and document.language_id in (None, "", "python")
            else None
            for cell, document in zip(notebook.cells, documents)
        )
        cell_uris = tuple(cell.document for cell, document in zip(notebook.cells, documents) if document is not None)
        if self.notebook_sources.get(uri) == sources and all(cell_uri in self.linted for cell_uri in cell_uris):
            return cell_uris
        for cell, document, (diagnostics, python_text) in zip(notebook.cells, documents, lint_notebook(uri, sources)):
            if document is not None:
                text = document.source
                self.linted[cell.document] = Linted(document.version, text, tuple(source_lines(text)), diagnostics, python_text)
        self.notebook_sources[uri] = sources
        self._memory.after_file()
        return cell_uris

    def publish_notebook(self, uri: str) -> None:
        """Publish every cell's findings; clear the cells that are gone."""
        try:
            cell_uris = self.lint_notebook(uri)
        except Exception as error:  # noqa: BLE001  # a config error or a bug must not kill the server
            self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error, message=f"tfshape-lint: {error}"))
            cell_uris = ()
        for gone in set(self.notebooks.get(uri, ())) - set(cell_uris):
            self.forget_cell(gone)
        for cell_uri in cell_uris:
            linted = self.linted[cell_uri]
            self.text_document_publish_diagnostics(
                lsp.PublishDiagnosticsParams(
                    uri=cell_uri, diagnostics=[self.to_lsp(linted, d) for d in linted.diagnostics], version=linted.version
                )
            )
        self.notebooks[uri] = cell_uris

    def forget_cell(self, cell_uri: str) -> None:
        self.linted.pop(cell_uri, None)
        self.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=cell_uri, diagnostics=[]))

    def publish(self, uri: str) -> None:
        if uri in self.notebooks:
            self.publish_notebook(uri)
            return
        try:
            linted = self.lint(uri)
        except Exception as error:  # noqa: BLE001  # a config error or a bug must not kill the server
            self.window_show_message(lsp.ShowMessageParams(type=lsp.MessageType.Error, message=f"tfshape-lint: {error}"))
            linted = Linted(None, "", (), ())
        diagnostics = [self.to_lsp(linted, d) for d in linted.diagnostics]
        self.text_document_publish_diagnostics(
            lsp.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=linted.version)
        )

    def to_lsp(self, linted: Linted, diagnostic: Diagnostic) -> lsp.Diagnostic:
        return lsp.Diagnostic(
            range=to_lsp_range(linted.lines, diagnostic.span, self.encoding),
            message=diagnostic.message,
            severity=_SEVERITY.get(diagnostic.severity, lsp.DiagnosticSeverity.Warning),
            code=diagnostic.code,
            code_description=lsp.CodeDescription(href=diagnostic.url),
            source=SOURCE,
            data={"name": diagnostic.name},
        )

    def text_edits(self, linted: Linted, edits: Sequence[Edit]) -> List[lsp.TextEdit]:
        return [lsp.TextEdit(range=to_lsp_range(linted.lines, e.span, self.encoding), new_text=e.content) for e in edits]

    def workspace_edit(self, uri: str, linted: Linted, edits: List[lsp.TextEdit]) -> lsp.WorkspaceEdit:
        """Versioned edits when the client supports them, so a stale action is refused."""
        capabilities = self.client_capabilities.workspace
        workspace_edit = capabilities.workspace_edit if capabilities is not None else None
        if workspace_edit is not None and workspace_edit.document_changes and linted.version is not None:
            identifier = lsp.OptionalVersionedTextDocumentIdentifier(uri=uri, version=linted.version)
            return lsp.WorkspaceEdit(document_changes=[lsp.TextDocumentEdit(text_document=identifier, edits=edits)])
        return lsp.WorkspaceEdit(changes={uri: edits})

    def code_actions(self, params: lsp.CodeActionParams) -> List[lsp.CodeAction]:
        uri = params.text_document.uri
        linted = self.lint(uri)
        only = params.context.only
        actions: List[lsp.CodeAction] = []
        if _wanted(lsp.CodeActionKind.QuickFix.value, only):
            for diagnostic in linted.diagnostics:
                lsp_diagnostic = self.to_lsp(linted, diagnostic)
                if not _overlaps(lsp_diagnostic.range, params.range):
                    continue
                actions.extend(self._quick_fixes(uri, linted, diagnostic, lsp_diagnostic))
        in_notebook = self.workspace.get_notebook_document(cell_uri=uri) is not None
        if _wanted(FIX_ALL_KIND, only) and not in_notebook:
            fix_all = self._fix_all(uri, linted)
            if fix_all is not None:
                actions.append(fix_all)
        return actions

    def _quick_fixes(self, uri: str, linted: Linted, diagnostic: Diagnostic, lsp_diagnostic: lsp.Diagnostic) -> List[lsp.CodeAction]:
        actions = []
        fix = diagnostic.fix
        if fix is not None and fix.edits and fix.applicability is not Applicability.DISPLAY_ONLY:
            safe = fix.applicability is Applicability.SAFE
            actions.append(
                lsp.CodeAction(
                    title=f"{diagnostic.code}: {fix.message}" + ("" if safe else " (unsafe fix)"),
                    kind=lsp.CodeActionKind.QuickFix,
                    diagnostics=[lsp_diagnostic],
                    is_preferred=safe,
                    edit=self.workspace_edit(uri, linted, self.text_edits(linted, fix.edits)),
                )
            )
        noqa = self._noqa_edit(linted, diagnostic)
        if noqa is not None:
            actions.append(
                lsp.CodeAction(
                    title=f"Disable {diagnostic.code} for this line",
                    kind=lsp.CodeActionKind.QuickFix,
                    diagnostics=[lsp_diagnostic],
                    edit=self.workspace_edit(uri, linted, [noqa]),
                )
            )
        return actions

    def _noqa_edit(self, linted: Linted, diagnostic: Diagnostic) -> Optional[lsp.TextEdit]:
        """Replace the finding's noqa row with itself plus a `# noqa: CODE` comment."""
        rows = linted.comment_rows
        row = (diagnostic.noqa_row or diagnostic.span.start.line) - 1
        if diagnostic.code in ENGINE_CODES or rows is None or not 0 <= row < len(linted.lines):
            return None
        old_line = linted.lines[row]
        new_line, _, reason = noqa_line(old_line, row + 1, [diagnostic.code], rows)
        if new_line is None or reason is not None:
            return None
        return lsp.TextEdit(
            range=lsp.Range(
                start=lsp.Position(line=row, character=0),
                end=lsp.Position(line=row, character=code_units(old_line, self.encoding)),
            ),
            new_text=new_line,
        )

    def _fix_all(self, uri: str, linted: Linted) -> Optional[lsp.CodeAction]:
        """All safe fixes at once (the fix loop of `tfshape-lint --fix`), as one whole-text edit."""
        if not any(d.fix is not None and d.fix.applicability is Applicability.SAFE and d.fix.edits for d in linted.diagnostics):
            return None
        from tfshape_lint.config import Resolver
        from tfshape_lint.fix.verify import fix_text

        path = document_path(uri) or Path.cwd() / "untitled.py"
        outcome = fix_text(linted.text, str(path), Resolver().for_path(path).file_options(path))
        if outcome.text == linted.text:
            return None
        last = len(linted.lines) - 1
        whole = lsp.Range(
            start=lsp.Position(line=0, character=0),
            end=lsp.Position(line=last, character=code_units(linted.lines[last], self.encoding)),
        )
        return lsp.CodeAction(
            title="tfshape-lint: fix all safe fixes",
            kind=FIX_ALL_KIND,
            edit=self.workspace_edit(uri, linted, [lsp.TextEdit(range=whole, new_text=outcome.text)]),
        )


def _wanted(kind: str, only: Optional[Sequence[str]]) -> bool:
    """Whether a code action of `kind` was asked for (`only` lists kinds or their prefixes)."""
    if not only:
        return True
    return any(kind == wanted or kind.startswith(f"{wanted}.") for wanted in map(str, (getattr(k, "value", k) for k in only)))


def build_server() -> TfshapeLanguageServer:
    """The server with its handlers registered; `start_io()` runs it."""
    server = TfshapeLanguageServer()

    @server.feature(lsp.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: TfshapeLanguageServer, params: lsp.DidOpenTextDocumentParams) -> None:
        ls.open_documents.add(params.text_document.uri)
        ls.publish(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: TfshapeLanguageServer, params: lsp.DidChangeTextDocumentParams) -> None:
        ls.publish_soon(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: TfshapeLanguageServer, params: lsp.DidSaveTextDocumentParams) -> None:
        ls.cancel_pending(params.text_document.uri)
        ls.linted.pop(params.text_document.uri, None)  # the config or baseline may have changed too
        ls.publish(params.text_document.uri)

    @server.feature(lsp.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: TfshapeLanguageServer, params: lsp.DidCloseTextDocumentParams) -> None:
        ls.open_documents.discard(params.text_document.uri)
        ls.cancel_pending(params.text_document.uri)
        ls.linted.pop(params.text_document.uri, None)
        ls.text_document_publish_diagnostics(lsp.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[]))

    @server.feature(lsp.NOTEBOOK_DOCUMENT_DID_OPEN)
    def did_open_notebook(ls: TfshapeLanguageServer, params: lsp.DidOpenNotebookDocumentParams) -> None:
        uri = params.notebook_document.uri
        ls.open_documents.add(uri)
        ls.notebooks[uri] = ()
        ls.publish(uri)

    @server.feature(lsp.NOTEBOOK_DOCUMENT_DID_CHANGE)
    def did_change_notebook(ls: TfshapeLanguageServer, params: lsp.DidChangeNotebookDocumentParams) -> None:
        ls.publish_soon(params.notebook_document.uri)

    @server.feature(lsp.NOTEBOOK_DOCUMENT_DID_SAVE)
    def did_save_notebook(ls: TfshapeLanguageServer, params: lsp.DidSaveNotebookDocumentParams) -> None:
        uri = params.notebook_document.uri
        ls.cancel_pending(uri)
        ls.notebook_sources.pop(uri, None)  # the config or baseline may have changed too
        ls.publish(uri)

    @server.feature(lsp.NOTEBOOK_DOCUMENT_DID_CLOSE)
    def did_close_notebook(ls: TfshapeLanguageServer, params: lsp.DidCloseNotebookDocumentParams) -> None:
        uri = params.notebook_document.uri
        ls.open_documents.discard(uri)
        ls.cancel_pending(uri)
        ls.notebook_sources.pop(uri, None)
        cells = set(ls.notebooks.pop(uri, ())) | {cell.uri for cell in params.cell_text_documents}
        for cell_uri in sorted(cells):
            ls.forget_cell(cell_uri)

    @server.feature(lsp.WORKSPACE_DID_CHANGE_WATCHED_FILES)
    def did_change_watched_files(ls: TfshapeLanguageServer, params: lsp.DidChangeWatchedFilesParams) -> None:
        # A config or baseline file changed: every open document may lint differently now.
        from tfshape_lint.integrations.buffers import forget_baselines

        forget_baselines()
        ls.notebook_sources.clear()
        for uri in sorted(ls.open_documents):
            ls.linted.pop(uri, None)
            ls.publish(uri)

    @server.feature(
        lsp.TEXT_DOCUMENT_CODE_ACTION,
        lsp.CodeActionOptions(code_action_kinds=[lsp.CodeActionKind.QuickFix, FIX_ALL_KIND], resolve_provider=False),
    )
    def code_action(ls: TfshapeLanguageServer, params: lsp.CodeActionParams) -> List[lsp.CodeAction]:
        return ls.code_actions(params)

    return server
