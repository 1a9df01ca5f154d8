"""The language server end to end: a real LSP session over stdio with `python -m tfshape_lint server`.

The client here speaks JSON-RPC with Content-Length framing itself, as an editor does,
so the test covers the wire format, pygls' handling and our handlers together.
Every wait has a timeout so a broken server fails the test instead of hanging it.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Optional

import pytest

pytest.importorskip("pygls")

from tests.helpers import lint
from tfshape_lint.integrations.lsp_server import code_units, document_path

TIMEOUT = 30.0

BATCH = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4)\n"
CLEAN = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4, drop_remainder=True)\n"


class LspClient:
    """A minimal LSP client over a subprocess's stdin/stdout."""

    def __init__(self, cwd: Path, capabilities: Optional[Dict[str, Any]] = None) -> None:
        env = dict(os.environ)
        env.pop("TFSHAPE_LINT_RAISE_RULE_ERRORS", None)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tfshape_lint", "server"],
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        self.messages: "queue.Queue[Dict[str, Any]]" = queue.Queue()
        self.pending: List[Dict[str, Any]] = []
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        self.initialize_result = self.request(
            "initialize",
            {"processId": os.getpid(), "rootUri": cwd.as_uri(), "capabilities": capabilities or {}},
        )
        self.notify("initialized", {})

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while True:
            headers: Dict[str, str] = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            body = stream.read(int(headers["content-length"]))
            self.messages.put(json.loads(body.decode("utf-8")))

    def send(self, message: Dict[str, Any]) -> None:
        body = json.dumps({"jsonrpc": "2.0", **message}).encode("utf-8")
        assert self.process.stdin is not None
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method: str, params: Any) -> None:
        self.send({"method": method, "params": params})

    def _next(self) -> Dict[str, Any]:
        try:
            message = self.messages.get(timeout=TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"no message from the server within {TIMEOUT} s") from None
        if "id" in message and "method" in message:
            # A request from the server (e.g. window/workDoneProgress/create): accept it.
            self.send({"id": message["id"], "result": None})
        return message

    def request(self, method: str, params: Any) -> Any:
        self.next_id += 1
        number = self.next_id
        self.send({"id": number, "method": method, "params": params})
        while True:
            message = self._next()
            if message.get("id") == number and "method" not in message:
                assert "error" not in message, message["error"]
                return message.get("result")
            self.pending.append(message)

    def wait_for(self, method: str, predicate: Callable[[Dict[str, Any]], bool] = lambda params: True) -> Dict[str, Any]:
        """The params of the first notification `method` matching `predicate`; others stay queued."""
        while True:
            for message in self.pending:
                if message.get("method") == method and predicate(message["params"]):
                    self.pending.remove(message)
                    return message["params"]  # type: ignore[no-any-return]
            self.pending.append(self._next())

    def close(self) -> int:
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            return self.process.wait(timeout=TIMEOUT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()


@pytest.fixture
def project(isolated_cwd: Path) -> Path:
    (isolated_cwd / "pyproject.toml").write_text("[tool.tfshape-lint]\nselect = ['TFS2']\n", encoding="utf-8")
    return isolated_cwd


@pytest.fixture
def client(project: Path) -> Iterator[LspClient]:
    capabilities = {"workspace": {"workspaceEdit": {"documentChanges": True}}}
    lsp_client = LspClient(project, capabilities)
    yield lsp_client
    if lsp_client.process.poll() is None:
        lsp_client.close()


def open_document(client: LspClient, path: Path, text: str, version: int = 1) -> Dict[str, Any]:
    path.write_text(text, encoding="utf-8")
    uri = path.as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": version, "text": text}})
    return client.wait_for("textDocument/publishDiagnostics", lambda params: params["uri"] == uri)


def expected_range(text: str) -> Dict[str, Any]:
    """The LSP range of the single TFS201 finding in `text`, computed from the CLI's engine.

    Converted by hand here (0-based line; UTF-16 units of the text before the column),
    independently of the server's own conversion.
    """
    [diagnostic] = lint(text, ["TFS201"])
    lines = text.split("\n")

    def position(line: int, column: int) -> Dict[str, int]:
        before = lines[line - 1][: column - 1]
        return {"line": line - 1, "character": len(before.encode("utf-16-le")) // 2}

    span = diagnostic.span
    return {"start": position(span.start.line, span.start.column), "end": position(span.end.line, span.end.column)}


def apply_edits(text: str, edits: List[Dict[str, Any]]) -> str:
    """Apply LSP TextEdits (UTF-16 positions) to `text`, last first, as an editor does."""
    lines = text.split("\n")

    def offset(position: Dict[str, int]) -> int:
        before = sum(len(line) + 1 for line in lines[: position["line"]])
        line = lines[position["line"]] if position["line"] < len(lines) else ""
        units = 0
        for index, char in enumerate(line):
            if units >= position["character"]:
                return before + index
            units += 2 if ord(char) > 0xFFFF else 1
        return before + len(line)

    spans = sorted(((offset(e["range"]["start"]), offset(e["range"]["end"]), e["newText"]) for e in edits), reverse=True)
    for start, end, new_text in spans:
        text = text[:start] + new_text + text[end:]
    return text


def test_session_open_fix_change_close(client: LspClient, project: Path) -> None:
    capabilities = client.initialize_result["capabilities"]
    assert capabilities["codeActionProvider"]["codeActionKinds"] == ["quickfix", "source.fixAll.tfshape-lint"]
    assert client.initialize_result["serverInfo"]["name"] == "tfshape-lint"

    path = project / "data.py"
    uri = path.as_uri()
    published = open_document(client, path, BATCH)
    assert published["uri"] == uri
    [diagnostic] = published["diagnostics"]
    assert diagnostic["code"] == "TFS201"
    assert diagnostic["source"] == "tfshape-lint"
    assert diagnostic["codeDescription"]["href"].endswith("/rules/TFS201.md")
    assert diagnostic["severity"] == 2  # Warning
    assert diagnostic["range"] == expected_range(BATCH)

    actions = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": uri}, "range": diagnostic["range"], "context": {"diagnostics": [diagnostic]}},
    )
    titles = [action["title"] for action in actions]
    assert any("drop_remainder=True" in title and "unsafe" in title for title in titles), titles
    assert "Disable TFS201 for this line" in titles
    fix = next(action for action in actions if "drop_remainder" in action["title"])
    assert fix["kind"] == "quickfix" and fix["diagnostics"][0]["code"] == "TFS201"
    [document_edit] = fix["edit"]["documentChanges"]
    assert document_edit["textDocument"] == {"uri": uri, "version": 1}
    fixed = apply_edits(BATCH, document_edit["edits"])
    assert fixed == CLEAN

    noqa = next(action for action in actions if action["title"].startswith("Disable"))
    silenced = apply_edits(BATCH, noqa["edit"]["documentChanges"][0]["edits"])
    assert silenced.splitlines()[2] == "ds = ds.batch(4)  # noqa: TFS201"

    # The editor applies the fix and tells the server with a full-text change: diagnostics clear.
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": fixed}]})
    assert client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == uri)["diagnostics"] == []

    # An incremental change brings the finding back: delete `, drop_remainder=True` (in memory only).
    start = fixed.splitlines()[2].index(", drop_remainder=True")
    change = {
        "range": {"start": {"line": 2, "character": start}, "end": {"line": 2, "character": start + len(", drop_remainder=True")}},
        "text": "",
    }
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3}, "contentChanges": [change]})
    again = client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == uri)
    assert [d["code"] for d in again["diagnostics"]] == ["TFS201"]
    assert path.read_text(encoding="utf-8") == BATCH  # the server never writes files

    client.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
    assert [d["code"] for d in client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == uri)["diagnostics"]] == ["TFS201"]

    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    assert client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == uri)["diagnostics"] == []
    assert client.close() == 0


def test_quick_changes_are_linted_once_at_the_newest_version(client: LspClient, project: Path) -> None:
    path = project / "data.py"
    uri = path.as_uri()
    open_document(client, path, BATCH)
    for version in range(2, 7):
        text = BATCH + f"x = {version}\n"
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]})
    final = client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == uri)
    assert final["version"] == 6
    assert [d["code"] for d in final["diagnostics"]] == ["TFS201"]
    client.request("shutdown", None)  # a round trip: anything still queued has arrived by now
    assert not [m for m in client.pending if m.get("method") == "textDocument/publishDiagnostics"]
    client.notify("exit", None)
    assert client.process.wait(timeout=TIMEOUT) == 0


def test_positions_are_utf16_code_units(client: LspClient, project: Path) -> None:
    # `é` is one UTF-16 unit, `𝔡` (outside the BMP) is two: the finding moves right by one extra unit.
    text = 'import tensorflow as tf\nds = tf.data.Dataset.range(10)\né = "𝔡"; ds = ds.batch(4)\n'
    published = open_document(client, project / "wide.py", text)
    [diagnostic] = published["diagnostics"]
    [reference] = lint(text, ["TFS201"])
    assert reference.span.start.line == 3
    # 0-based, and one more than the 0-based character column because of the surrogate pair.
    assert diagnostic["range"]["start"] == {"line": 2, "character": reference.span.start.column - 1 + 1}
    assert diagnostic["range"] == expected_range(text)
    actions = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": (project / "wide.py").as_uri()}, "range": diagnostic["range"], "context": {"diagnostics": [diagnostic]}},
    )
    fix = next(action for action in actions if "drop_remainder" in action["title"])
    fixed = apply_edits(text, fix["edit"]["documentChanges"][0]["edits"])
    assert fixed.splitlines()[2] == 'é = "𝔡"; ds = ds.batch(4, drop_remainder=True)'


def test_fix_all_source_action_and_only_filter(client: LspClient, project: Path) -> None:
    uri = (project / "data.py").as_uri()
    published = open_document(client, project / "data.py", BATCH)
    whole = {"start": {"line": 0, "character": 0}, "end": {"line": 3, "character": 0}}
    context = {"diagnostics": published["diagnostics"], "only": ["source.fixAll"]}
    actions = client.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": whole, "context": context})
    # TFS201's only fix is unsafe: "fix all" applies safe fixes only, so there is nothing to offer.
    assert actions == []
    context["only"] = ["quickfix"]
    actions = client.request("textDocument/codeAction", {"textDocument": {"uri": uri}, "range": whole, "context": context})
    assert actions and all(action["kind"] == "quickfix" for action in actions)


def test_project_config_is_used(client: LspClient, project: Path) -> None:
    sub = project / "legacy"
    sub.mkdir()
    (sub / "pyproject.toml").write_text("[tool.tfshape-lint]\nignore = ['TFS201']\n", encoding="utf-8")
    assert open_document(client, sub / "old.py", BATCH)["diagnostics"] == []
    assert [d["code"] for d in open_document(client, project / "new.py", BATCH)["diagnostics"]] == ["TFS201"]


def test_excluded_files_and_untitled_buffers(client: LspClient, project: Path) -> None:
    (project / "pyproject.toml").write_text(
        "[tool.tfshape-lint]\nselect = ['TFS2']\nextend-exclude = ['generated']\n", encoding="utf-8"
    )
    (project / "generated").mkdir()
    assert open_document(client, project / "generated" / "pipeline.py", BATCH)["diagnostics"] == []
    uri = "untitled:Untitled-1"
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": BATCH}})
    untitled = client.wait_for("textDocument/publishDiagnostics", lambda params: params["uri"] == uri)
    assert [d["code"] for d in untitled["diagnostics"]] == ["TFS201"]


def test_broken_config_is_shown_not_fatal(client: LspClient, project: Path) -> None:
    (project / "pyproject.toml").write_text("[tool.tfshape-lint]\nselekt = ['TFS2']\n", encoding="utf-8")
    published = open_document(client, project / "data.py", BATCH)
    assert published["diagnostics"] == []
    shown = client.wait_for("window/showMessage")
    assert "selekt" in shown["message"] and "select" in shown["message"]
    (project / "pyproject.toml").write_text("[tool.tfshape-lint]\nselect = ['TFS2']\n", encoding="utf-8")
    client.notify("textDocument/didSave", {"textDocument": {"uri": (project / "data.py").as_uri()}})
    fixed = client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == (project / "data.py").as_uri())
    assert [d["code"] for d in fixed["diagnostics"]] == ["TFS201"]


def test_without_document_changes_capability_edits_are_plain_changes(project: Path) -> None:
    client = LspClient(project)
    try:
        published = open_document(client, project / "data.py", BATCH)
        uri = (project / "data.py").as_uri()
        actions = client.request(
            "textDocument/codeAction",
            {"textDocument": {"uri": uri}, "range": published["diagnostics"][0]["range"], "context": {"diagnostics": []}},
        )
        assert all(set(action["edit"]) == {"changes"} for action in actions)
        assert apply_edits(BATCH, actions[0]["edit"]["changes"][uri]) == CLEAN
    finally:
        assert client.close() == 0


def test_missing_pygls_is_one_line_and_exit_2(isolated_cwd: Path) -> None:
    blocker = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'pygls' or name.startswith('pygls.'):\n"
        "            raise ModuleNotFoundError(f\"No module named '{name}'\", name=name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "sys.argv = ['tfshape-lint', 'server']\n"
        "from tfshape_lint.__main__ import main\n"
        "main()\n"
    )
    result = subprocess.run([sys.executable, "-c", blocker], capture_output=True, text=True, timeout=TIMEOUT, stdin=subprocess.DEVNULL, check=False)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "error: the language server needs pygls; install it with `pip install 'tfshape-lint[lsp]'`"
    ]
    assert result.stdout == ""


@pytest.mark.parametrize(
    ("text", "utf16", "utf8", "utf32"),
    [("abc", 3, 3, 3), ("é", 1, 2, 1), ("𝔡x", 3, 5, 2)],
)
def test_code_units(text: str, utf16: int, utf8: int, utf32: int) -> None:
    assert (code_units(text, "utf-16"), code_units(text, "utf-8"), code_units(text, "utf-32")) == (utf16, utf8, utf32)


def test_document_path() -> None:
    assert document_path("file:///tmp/a%20b.py") == Path("/tmp/a b.py")
    assert document_path("untitled:Untitled-1") is None


@pytest.fixture
def notebook_client(project: Path) -> Iterator[LspClient]:
    """A client that announces notebook sync (the server offers it only then), as VS Code does."""
    capabilities = {"workspace": {"workspaceEdit": {"documentChanges": True}}, "notebookDocument": {"synchronization": {}}}
    lsp_client = LspClient(project, capabilities)
    yield lsp_client
    if lsp_client.process.poll() is None:
        lsp_client.close()


def test_notebook_cells_are_linted_together_and_published_per_cell(notebook_client: LspClient, project: Path) -> None:
    client = notebook_client
    sync = client.initialize_result["capabilities"]["notebookDocumentSync"]
    assert sync["notebookSelector"] == [{"cells": [{"language": "python"}]}]

    path = project / "train.ipynb"
    path.write_text("{}", encoding="utf-8")  # the editor's notebook: only its path matters here
    notebook_uri = path.as_uri()
    cell = [f"vscode-notebook-cell:{path.as_posix()}#C{number}" for number in range(1, 5)]
    texts = {
        cell[0]: ("python", "import tensorflow as tf\n%matplotlib inline\nds = tf.data.Dataset.range(10)\n"),
        cell[1]: ("markdown", "# Batching"),
        cell[2]: ("python", "x = 1\nds = ds.batch(4)"),  # uses `tf` and `ds` from cell 1
    }
    client.notify("notebookDocument/didOpen", {
        "notebookDocument": {
            "uri": notebook_uri, "notebookType": "jupyter-notebook", "version": 1,
            "cells": [{"kind": 2, "document": cell[0]}, {"kind": 1, "document": cell[1]}, {"kind": 2, "document": cell[2]}],
        },
        "cellTextDocuments": [
            {"uri": uri, "languageId": language, "version": 1, "text": text} for uri, (language, text) in texts.items()
        ],
    })
    published = client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == cell[2])
    [diagnostic] = published["diagnostics"]
    assert diagnostic["code"] == "TFS201"
    assert diagnostic["range"] == {"start": {"line": 1, "character": 8}, "end": {"line": 1, "character": 16}}
    assert client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == cell[0])["diagnostics"] == []

    actions = client.request(
        "textDocument/codeAction",
        {"textDocument": {"uri": cell[2]}, "range": diagnostic["range"], "context": {"diagnostics": [diagnostic]}},
    )
    assert not any(action["kind"].startswith("source.fixAll") for action in actions)
    fix = next(action for action in actions if "drop_remainder" in action["title"])
    [document_edit] = fix["edit"]["documentChanges"]
    assert document_edit["textDocument"]["uri"] == cell[2]
    fixed = apply_edits(texts[cell[2]][1], document_edit["edits"])
    assert fixed == "x = 1\nds = ds.batch(4, drop_remainder=True)"
    noqa = next(action for action in actions if action["title"] == "Disable TFS201 for this line")
    assert apply_edits(texts[cell[2]][1], noqa["edit"]["documentChanges"][0]["edits"]) == "x = 1\nds = ds.batch(4)  # noqa: TFS201"

    # The fix is typed into cell 3, and a new cell 4 with a finding is added after it.
    client.notify("notebookDocument/didChange", {
        "notebookDocument": {"uri": notebook_uri, "version": 2},
        "change": {"cells": {
            "structure": {
                "array": {"start": 3, "deleteCount": 0, "cells": [{"kind": 2, "document": cell[3]}]},
                "didOpen": [{"uri": cell[3], "languageId": "python", "version": 1, "text": "aux = ds.padded_batch(2)\n"}],
            },
            "textContent": [{"document": {"uri": cell[2], "version": 2}, "changes": [{"text": fixed}]}],
        }},
    })
    assert client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == cell[2])["diagnostics"] == []
    added = client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == cell[3])
    assert [(d["code"], d["range"]["start"]["line"]) for d in added["diagnostics"]] == [("TFS201", 0)]

    # Cell 4 is deleted: its findings are cleared. Then the notebook closes: all cells clear.
    client.notify("notebookDocument/didChange", {
        "notebookDocument": {"uri": notebook_uri, "version": 3},
        "change": {"cells": {"structure": {"array": {"start": 3, "deleteCount": 1}, "didClose": [{"uri": cell[3]}]}}},
    })
    assert client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == cell[3])["diagnostics"] == []
    client.notify("notebookDocument/didClose", {
        "notebookDocument": {"uri": notebook_uri}, "cellTextDocuments": [{"uri": uri} for uri in cell[:3]],
    })
    for uri in cell[:3]:
        assert client.wait_for("textDocument/publishDiagnostics", lambda p, uri=uri: p["uri"] == uri and not p["diagnostics"]) is not None
    assert client.close() == 0


def test_notebook_findings_in_the_baseline_stay_hidden(notebook_client: LspClient, project: Path) -> None:
    """The baseline recorded by the command line for a notebook hides the same findings in the editor."""
    from click.testing import CliRunner

    from tfshape_lint.cli import cli

    sources = ["import tensorflow as tf\nds = tf.data.Dataset.range(10)\n", "ds = ds.batch(4)\n"]
    document = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": s} for s in sources],
        "metadata": {}, "nbformat": 4, "nbformat_minor": 5,
    }
    path = project / "old.ipynb"
    path.write_text(json.dumps(document), encoding="utf-8")
    recorded = CliRunner().invoke(cli, ["--write-baseline", "baseline.json", "old.ipynb"], catch_exceptions=False)
    assert recorded.exit_code == 0, recorded.stderr
    (project / "pyproject.toml").write_text("[tool.tfshape-lint]\nselect = ['TFS2']\nbaseline = 'baseline.json'\n", encoding="utf-8")

    cell = [f"vscode-notebook-cell:{path.as_posix()}#C{number}" for number in (1, 2)]
    texts = [sources[0], sources[1] + "new = ds.padded_batch(2)\n"]
    notebook_client.notify("notebookDocument/didOpen", {
        "notebookDocument": {
            "uri": path.as_uri(), "notebookType": "jupyter-notebook", "version": 1,
            "cells": [{"kind": 2, "document": uri} for uri in cell],
        },
        "cellTextDocuments": [
            {"uri": uri, "languageId": "python", "version": 1, "text": text} for uri, text in zip(cell, texts)
        ],
    })
    published = notebook_client.wait_for("textDocument/publishDiagnostics", lambda p: p["uri"] == cell[1])
    # The recorded `.batch(4)` stays hidden; only the new `.padded_batch(2)` is shown.
    assert [(d["code"], d["range"]["start"]["line"]) for d in published["diagnostics"]] == [("TFS201", 1)]


def test_hostile_documents_cost_a_diagnostic_not_the_server(client: LspClient, project: Path) -> None:
    """libcst's parser segfaulted on ~1,300 nested brackets and killed the server with it."""
    (project / "pyproject.toml").write_text("[tool.tfshape-lint]\n", encoding="utf-8")
    deep = "import tensorflow as tf\nds = tf.data.Dataset.range(3).batch(2)\nx = " + "[" * 1300 + "\n"
    published = open_document(client, project / "deep.py", deep)
    assert [(d["code"], d["message"]) for d in published["diagnostics"]] == [("TFS000", "SyntaxError: too many nested parentheses")]
    chain = "import tensorflow as tf\nds = tf.data.Dataset.range(3).batch(2)\ny = " + " and ".join(["a"] * 30000) + "\n"
    assert [d["code"] for d in open_document(client, project / "chain.py", chain)["diagnostics"]] == ["TFS002"]
    many = "import tensorflow as tf\n" + "".join(f"d{i} = tf.data.Dataset.range(3).batch(2)\n" for i in range(2000))
    assert len(open_document(client, project / "many.py", many)["diagnostics"]) == 2000
    assert [d["code"] for d in open_document(client, project / "ok.py", BATCH)["diagnostics"]] == ["TFS201"]
    assert client.process.poll() is None
