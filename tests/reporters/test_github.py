"""GitHub workflow commands: the toolkit's escaping, columns only on one line, the per-level limit."""

from __future__ import annotations

import io
from pathlib import Path

from tests.reporters.normalise import github_commands, unescape
from tests.reporters.samples import WEIRD_PATH, sample_results, span
from tfshape_lint.model import Diagnostic, FileResult, Severity
from tfshape_lint.reporters import render
from tfshape_lint.reporters.github import (
    PER_LEVEL_LIMIT,
    annotation,
    escape_data,
    escape_property,
)


def test_escaping_matches_the_toolkit() -> None:
    # actions/toolkit command.ts: escapeData and escapeProperty.
    assert escape_data("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b"
    assert escape_property("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext%3A a%2Cb"
    assert escape_data("%0A") == "%250A", "an existing escape is not mistaken for a newline"


def test_file_property_round_trips(report_env: Path) -> None:
    stream = io.StringIO()
    render(sample_results(), "github", stream)
    line = next(line for line in stream.getvalue().splitlines() if "TFS905" in line)
    properties = line.split(" ", 1)[1].split("::", 1)[0]
    assert ":" not in properties and properties.count(",") == 5, "six properties, no stray separators"
    command = github_commands(line)[0]
    assert command["properties"]["file"] == WEIRD_PATH
    assert command["message"].startswith(f"{WEIRD_PATH}:2:1: TFS905 traced 3 times:\nshapes")
    assert "\n" not in line and "\r" not in line


def test_columns_only_when_one_line() -> None:
    one = Diagnostic("TFS201", "n", "m", span(3, 6, 3, 17))
    many = Diagnostic("TFS201", "n", "m", span(4, 9, 5, 7))
    assert "line=3,col=6,endLine=3,endColumn=17::" in annotation("a.py", "a.py", one)
    assert "line=4,endLine=5::" in annotation("a.py", "a.py", many)


def test_levels_and_help_line() -> None:
    from tfshape_lint.model import Applicability, Fix

    info = Diagnostic("TFS201", "n", "m", span(1, 1, 1, 2), Severity.INFO, Fix(Applicability.SAFE, "do x"))
    line = annotation("a.py", "a.py", info)
    assert line.startswith("::notice ") and line.endswith("::a.py:1:1: TFS201 m%0A  help: do x")
    assert unescape(line.split("::")[2]) == "a.py:1:1: TFS201 m\n  help: do x"


def test_most_severe_first_and_limit_hint(report_env: Path) -> None:
    warnings = tuple(Diagnostic("TFS201", "n", f"w{i}", span(i, 1, i, 2)) for i in range(1, PER_LEVEL_LIMIT + 3))
    error = Diagnostic("TFS000", "syntax-error", "e", span(50, 1, 50, 1), Severity.ERROR)
    stream = io.StringIO()
    render([FileResult("a.py", warnings), FileResult("b.py", (error,))], "github", stream)
    commands = github_commands(stream.getvalue())
    assert commands[0]["command"] == "error"
    assert [c["message"].split(" ", 2)[2] for c in commands[1:-1]] == [f"w{i}" for i in range(1, PER_LEVEL_LIMIT + 3)]
    assert "text" in commands[-1] and f"{PER_LEVEL_LIMIT + 2} warnings" in commands[-1]["text"]


def test_no_findings_no_output(report_env: Path) -> None:
    stream = io.StringIO()
    render([FileResult("a.py")], "github", stream)
    assert stream.getvalue() == ""


def test_notebook_findings_annotate_the_file() -> None:
    cell = Diagnostic("TFS201", "n", "m", span(4, 23, 4, 32), cell=3)
    line = annotation("nb.ipynb", "nb.ipynb", cell)
    assert line == "::warning title=tfshape-lint (TFS201),file=nb.ipynb::nb.ipynb:cell 3:4:23: TFS201 m"
