"""One hostile or broken file costs a diagnostic, never the run (issue: never lose files,
never run a repository's code, never let one file take down a run).

Inputs that crash libcst's native parser are only ever given to it in a subprocess.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import List

import pytest
from click.testing import CliRunner

from tfshape_lint.cli import cli
from tfshape_lint.parsing import MAX_NESTING, Unparseable, check_parseable, strip_indent_form_feeds

REPO = Path(__file__).resolve().parent.parent
PLACEHOLDER = "import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"

#: Inputs that killed the process with SIGSEGV in libcst's parser (measured here).
CRASHERS = {
    "brackets": "import tensorflow as tf\nx = " + "[" * 1300 + "\n",
    "and-chain": PLACEHOLDER + "y = " + " and ".join(["a"] * 30000) + "\n",
    "plus-chain": PLACEHOLDER + "y = (" + " +\n".join(["a"] * 30000) + ")\n",
    "attributes": PLACEHOLDER + "y = a" + ".b" * 30000 + "\n",
    "unary": PLACEHOLDER + "y = " + "-" * 30000 + "1\n",
}


def run_cli(args: List[str], cwd: Path, env: "dict[str, str] | None" = None, code: str = "") -> subprocess.CompletedProcess[str]:
    """The real command line in a process of its own (a crash must not take pytest down)."""
    script = code + "import sys\nfrom tfshape_lint.__main__ import main\nsys.argv[0] = 'tfshape-lint'\nmain()\n"
    environment = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    environment.pop("TFSHAPE_LINT_RAISE_RULE_ERRORS", None)
    return subprocess.run(
        [sys.executable, "-c", script, *args], cwd=cwd, capture_output=True, text=True, timeout=300, env=environment
    )


@pytest.mark.parametrize("name", sorted(CRASHERS))
def test_a_file_that_crashes_the_parser_is_reported_and_the_rest_is_linted(name: str, tmp_path: Path) -> None:
    (tmp_path / "deep.py").write_text(CRASHERS[name])
    (tmp_path / "ok.py").write_text(PLACEHOLDER)
    result = run_cli(["--isolated", "--no-cache", "--output-format", "json", "deep.py", "ok.py"], tmp_path)
    assert result.returncode == 1, result.stderr
    findings = json.loads(result.stdout)
    by_file = {(f["filename"], f["code"]) for f in findings}
    assert ("ok.py", "TFS101") in by_file
    deep = [f for f in findings if f["filename"] == "deep.py"]
    assert [f["code"] for f in deep] in (["TFS000"], ["TFS002"]), deep
    if name == "brackets":
        assert deep[0]["message"] == "SyntaxError: too many nested parentheses"  # Python's own words
        assert deep[0]["location"] == {"row": 2, "column": 205}


def test_many_files_and_one_crasher_in_the_pool(tmp_path: Path) -> None:
    for index in range(20):
        (tmp_path / f"f{index:02}.py").write_text(PLACEHOLDER)
    (tmp_path / "f05x.py").write_text(CRASHERS["and-chain"])
    result = run_cli(["--isolated", "--no-cache", "-j", "2", "--output-format", "concise", "."], tmp_path)
    assert result.returncode == 1, result.stderr
    assert result.stdout.count("TFS101") == 20
    assert "f05x.py:3:" in result.stdout and "TFS002" in result.stdout


def test_a_worker_that_dies_costs_one_file_not_the_run(tmp_path: Path) -> None:
    """Should libcst crash on an input the guard does not know, the pool survives it:
    here the guard is switched off so that the parser really segfaults in a worker."""
    for index in range(20):
        (tmp_path / f"f{index:02}.py").write_text(PLACEHOLDER)
    (tmp_path / "f05x.py").write_text(CRASHERS["and-chain"])
    no_guard = "import tfshape_lint.parsing as parsing\nparsing.check_parseable = lambda text: None\n"
    result = run_cli(["--isolated", "--no-cache", "-j", "2", "--output-format", "concise", "."], tmp_path, code=no_guard)
    assert result.returncode == 1, result.stderr
    assert result.stdout.count("TFS101") == 20
    assert "f05x.py:1:1: TFS002 the worker process linting this file died (killed by SIGSEGV)" in result.stdout
    assert "Traceback" not in result.stderr


def test_the_guard_lets_every_real_file_through() -> None:
    """The nesting estimate stays far below the limit on real code (here: this repository)."""
    for path in sorted((REPO / "tfshape_lint").rglob("*.py")) + sorted((REPO / "tests").rglob("*.py")):
        check_parseable(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "text",
    [
        "x = [" + ", ".join(["1"] * 50000) + "]\n",  # a huge literal is flat
        "x = (" * 199 + ")" * 199 + "\n",  # Python's own limit is 200
        "s = '" + "(" * 500 + "'\nt = '''" + "[" * 500 + "'''\n# " + "{" * 500 + "\n",  # in strings and comments
        "\n".join(f"x{i} = a + b + c" for i in range(20000)),  # many statements, each shallow
        "y = f" + "()" * 600 + "\n",  # a long chain of calls, under the limit
    ],
)
def test_the_guard_accepts_large_but_shallow_code(text: str) -> None:
    check_parseable(text)


def test_the_guard_positions_and_words() -> None:
    with pytest.raises(Unparseable) as error:
        check_parseable("x = 1\ny = f\"{" + "(" * 250 + "}\"\n")
    assert (error.value.code, error.value.line, error.value.column) == ("TFS000", 2, 5)
    with pytest.raises(Unparseable) as error:
        check_parseable("x = 1\ny = " + " or ".join(["a"] * (MAX_NESTING + 5)) + "\n")
    assert error.value.code == "TFS002" and error.value.line == 2
    with pytest.raises(Unparseable) as error:
        check_parseable("x = 1\n" * (2 * 1024 * 1024))
    assert error.value.code == "TFS002" and "8 MB" in error.value.message


# -- form feeds: valid Python that libcst's tokenizer rejects --------------------------

FORM_FEEDS = [
    "for i in x:\n    if i:\n\x0c        a = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
    "class A:\n    def f(self):\n\x0c        return tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
    "if x:\n    if y:\n  \x0c        a = tf.compat.v1.placeholder(tf.float32, [None, 3])\n",
]


@pytest.mark.parametrize("body", FORM_FEEDS)
def test_a_form_feed_in_indentation_is_not_a_syntax_error(body: str, isolated_cwd: Path) -> None:
    import ast

    text = "import tensorflow as tf\n" + body
    ast.parse(text)  # Python accepts it
    (isolated_cwd / "ff.py").write_text(text)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "ff.py"])
    findings = json.loads(result.stdout)
    assert [f["code"] for f in findings] == ["TFS101"]
    row = findings[0]["location"]["row"]
    line = text.splitlines()[row - 1] if "\x0c" not in text else text.split("\n")[row - 1]
    # The column is the user's: `tf.compat...` starts where it starts in the line as written.
    assert line[findings[0]["location"]["column"] - 1 :].startswith("tf.compat.v1.placeholder")
    assert findings[0]["fix"] is None  # positions of edits would be in the text without form feeds


def test_python2_with_a_form_feed_line_is_still_ported(isolated_cwd: Path) -> None:
    text = 'import tensorflow as tf\nprint "hi"\nif x:\n    if y:\n\x0c        a = tf.compat.v1.placeholder(tf.float32, [None, 3])\n'
    (isolated_cwd / "py2.py").write_text(text)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "py2.py"])
    assert [f["code"] for f in json.loads(result.stdout)] == ["TFS000", "TFS101"]


def test_strip_indent_form_feeds_counts_lines_as_python_does() -> None:
    text = "a\x0cb\n  \x0c  c\r\n\x0cd\re\n"
    stripped, shifts = strip_indent_form_feeds(text)
    assert stripped == "a\x0cb\n  c\r\nd\re\n"
    assert shifts == {2: 3, 3: 1}
