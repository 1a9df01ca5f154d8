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
from tfshape_lint.lint.parse import (
    MAX_NESTING,
    Unparseable,
    check_parseable,
    strip_indent_form_feeds,
)

REPO = Path(__file__).resolve().parent.parent
PLACEHOLDER = "import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
BATCH_FIXABLE = "import tensorflow as tf\nds = tf.data.Dataset.range(10).batch(4)\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"

#: Inputs that killed the process with SIGSEGV in libcst's parser (measured here).
CRASHERS = {
    "brackets": "import tensorflow as tf\nx = " + "[" * 1300 + "\n",
    "and-chain": PLACEHOLDER + "y = " + " and ".join(["a"] * 30000) + "\n",
    "plus-chain": PLACEHOLDER + "y = (" + " +\n".join(["a"] * 30000) + ")\n",
    "attributes": PLACEHOLDER + "y = a" + ".b" * 30000 + "\n",
    "unary": PLACEHOLDER + "y = " + "-" * 30000 + "1\n",
    # Found by review after the first guard: comparisons, lambdas, elif and f-string
    # fields each slipped past its count (the first is valid Python).
    "comparison-chain": PLACEHOLDER + "y = " + " and ".join(["a==a"] * 8000) + "\n",
    "lambda-chain": PLACEHOLDER + "y = " + "lambda:" * 5000 + "0\n",
    "lambda-ternary-chain": PLACEHOLDER + "y = " + "lambda: a if b else " * 10000 + "c\n",
    "elif-chain": PLACEHOLDER + "if a: pass\n" + "elif a: pass\n" * 10000,
    "fstring-field": PLACEHOLDER + 'y = f"{' + " and ".join(["a"] * 30000) + '}"\n',
}

#: Valid Python nested deeper than the analysis can walk (Python's recursion limit):
#: a clear limit, not a bug to report.
DEEP_BUT_VALID = {
    "and-1500": PLACEHOLDER + "y = " + " and ".join(["a"] * 1500) + "\n",
    "adjacent-strings": PLACEHOLDER + "y = (" + " ".join(['"a"'] * 1000) + ")\n",
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


@pytest.mark.parametrize("name", sorted(DEEP_BUT_VALID))
def test_valid_code_deeper_than_the_analysis_is_a_stated_limit(name: str, tmp_path: Path) -> None:
    (tmp_path / "deep.py").write_text(DEEP_BUT_VALID[name])
    result = run_cli(["--isolated", "--no-cache", "--output-format", "json", "deep.py"], tmp_path)
    assert result.returncode == 1, result.stderr
    [finding] = json.loads(result.stdout)
    assert finding["code"] == "TFS002"
    assert "recursion limit" in finding["message"] and "report" not in finding["message"], finding


def test_a_crasher_in_a_notebook_cell_is_reported(tmp_path: Path) -> None:
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None}
    cells = [{**cell, "source": CRASHERS["comparison-chain"]}, {**cell, "source": PLACEHOLDER}]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (tmp_path / "deep.ipynb").write_text(json.dumps(notebook))
    result = run_cli(["--isolated", "--no-cache", "--output-format", "json", "deep.ipynb"], tmp_path)
    assert result.returncode == 1, result.stderr
    assert [f["code"] for f in json.loads(result.stdout)] == ["TFS002"], result.stdout


def test_brackets_in_an_fstring_s_literal_text_are_text(tmp_path: Path) -> None:
    """Only replacement fields are code: 250 "(" in the literal text is no syntax error."""
    check_parseable('s = f"{x}' + "(" * 250 + '"\n')
    with pytest.raises(Unparseable) as raised:
        check_parseable('s = f"{' + "(" * 250 + "x" + ")" * 250 + '}"\n')
    assert raised.value.code == "TFS000"


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
    here the guard is switched off, and the parser's thread given a small stack, so that
    the parser really segfaults in a worker."""
    for index in range(20):
        (tmp_path / f"f{index:02}.py").write_text(PLACEHOLDER)
    (tmp_path / "f05x.py").write_text(CRASHERS["and-chain"])
    no_guard = (
        "import tfshape_lint.lint.parse as parsing\n"
        "parsing.check_parseable = lambda text: None\n"
        "parsing.PARSER_STACK = 1024 * 1024\n"
    )
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


# -- clear errors, not "please report it" ----------------------------------------------


def invoke(*args: str) -> "click.testing.Result":  # noqa: F821 - click's Result, for the reader
    return CliRunner().invoke(cli, list(args))


def assert_clean_error(result: "click.testing.Result", *words: str) -> None:  # noqa: F821
    assert result.exit_code == 2, result.output
    assert "please report it" not in result.stderr and "Traceback" not in result.output
    for word in words:
        assert word in result.stderr, result.stderr


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'[tool.tfshape-lint]\nselect = ["\xff"]\n', ("pyproject.toml", "not UTF-8")),
        (b"tool = 5\n", ("pyproject.toml", "'tool' must be a table")),
        (b"[tool]\ntfshape-lint = 3\n", ("must be a table",)),
        (b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n", ("pyproject.toml", "invalid TOML")),
    ],
)
def test_a_broken_pyproject_is_one_line_naming_the_file(content: bytes, words: "tuple[str, ...]", isolated_cwd: Path) -> None:
    (isolated_cwd / "pyproject.toml").write_bytes(content)
    (isolated_cwd / "a.py").write_text(PLACEHOLDER)
    assert_clean_error(invoke("--no-cache", "a.py"), *words)


def test_globs_that_regex_rejects_match_nothing(isolated_cwd: Path) -> None:
    """git accepts `[z-a]` (it matches nothing); so do exclude, per-file-ignores and .gitignore."""
    (isolated_cwd / ".git").mkdir()
    (isolated_cwd / ".gitignore").write_text("[z-a]\n[\n")
    (isolated_cwd / "pyproject.toml").write_text(
        '[tool.tfshape-lint]\nexclude = ["[z-a]"]\nper-file-ignores = {"[z-a].py" = ["TFS1"]}\n'
    )
    (isolated_cwd / "a.py").write_text(PLACEHOLDER)
    result = invoke("--no-cache", "--output-format", "concise", ".")
    assert result.exit_code == 1, result.output
    assert "a.py:2:5: TFS101" in result.stdout
    assert_clean_error(invoke("--no-cache", "--isolated", "--exclude", "[", "a.py", "nope.py"), "nope.py")


def test_a_deeply_nested_baseline_is_a_baseline_error(isolated_cwd: Path) -> None:
    (isolated_cwd / "base.json").write_text("[" * 100000 + "]" * 100000)
    (isolated_cwd / "a.py").write_text(PLACEHOLDER)
    assert_clean_error(invoke("--no-cache", "--baseline", "base.json", "a.py"), "base.json", "nested too deeply")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text(PLACEHOLDER)
    with open("/dev/full", "w") as full:
        completed = subprocess.run(
            [sys.executable, "-m", "tfshape_lint", "--no-cache", "a.py"], cwd=tmp_path, stdout=full,
            stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)},
        )
    assert completed.returncode == 2
    assert completed.stderr.strip() == "error: cannot write the report to standard output: No space left on device"
    result = run_cli(["--no-cache", "-o", "/dev/full", "a.py"], tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip() == "error: cannot write the report to /dev/full: No space left on device"


def test_a_closed_stdout_and_a_reader_that_goes_away(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text(PLACEHOLDER)
    closed = subprocess.run(
        [sys.executable, "-m", "tfshape_lint", "--no-cache", "a.py"], cwd=tmp_path, stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)},
        preexec_fn=lambda: os.close(1),
    )
    assert closed.returncode == 2 and "standard output is closed" in closed.stderr
    # `tfshape-lint . | head -0`: the rest of the report is dropped, the run ends as it would have.
    for index in range(40):
        (tmp_path / f"f{index}.py").write_text(PLACEHOLDER)
    piped = subprocess.run(
        f"{sys.executable} -m tfshape_lint --no-cache . | head -c 0", shell=True, cwd=tmp_path,
        stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert piped.stderr == ""


NASTY_NAMES = [os.fsdecode(b"bad\xffname.py"), "evil\n::error file=x.py,line=1::pwned\x1b[31m.py", "bidi\u202egnp.py"]


@pytest.mark.parametrize("output_format", ["concise", "full", "json", "json-lines", "sarif", "github", "gitlab", "junit"])
def test_file_names_cannot_break_or_forge_any_format(output_format: str, isolated_cwd: Path) -> None:
    for name in NASTY_NAMES:
        (isolated_cwd / name).write_text(PLACEHOLDER)
    result = invoke("--no-cache", "--output-format", output_format, "-o", "report.txt", ".")
    assert result.exit_code == 1, result.output
    report = (isolated_cwd / "report.txt").read_text(encoding="utf-8")
    assert "\x1b" not in report and "\u202e" not in report
    lines = report.splitlines()
    if output_format in ("concise", "github"):
        assert len([line for line in lines if "TFS101" in line]) == 3
        assert not any(line.startswith("::error") for line in lines)
    if output_format in ("json", "sarif", "gitlab"):
        json.loads(report)
    if output_format == "sarif":
        uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in json.loads(report)["runs"][0]["results"]}
        assert "bad%FFname.py" in uris  # the bytes of the name, percent-encoded


def test_a_message_never_carries_raw_source_lines(isolated_cwd: Path) -> None:
    (isolated_cwd / "m.py").write_text(
        "import tensorflow as tf\nmodel = tf.keras.Sequential([\n    tf.keras.layers.Dense(4, input_shape=(\n"
        "        28,\n        28)),\n])\n"
    )
    result = invoke("--no-cache", "--output-format", "concise", "m.py")
    lines = result.stdout.splitlines()
    assert len([line for line in lines if "TFS104" in line]) == 1
    assert "input_shape=` without" in result.stdout
    assert "(28, 28)" in result.stdout


def test_tampered_cache_entries_are_misses(isolated_cwd: Path) -> None:
    from tfshape_lint.cache import decode_diagnostic

    (isolated_cwd / "a.py").write_text(PLACEHOLDER)
    first = invoke("--output-format", "json", "a.py")
    good = next(iter(json.loads(next((isolated_cwd / ".tfshape_lint_cache").glob("*/*.json")).read_text())["entries"].values()))[4][0][0]
    for index, bad_value in [(3, [0, 1, 1, 1]), (3, [2, 5, 1, 1]), (3, ["2", 5, 2, 9]), (2, ["m"]), (7, "x"), (8, {"k": [1]}),
                             (5, ["unsafe", "m", [], ["not", "text"]]), (5, ["unsafe", "m", [["x", 0, 0, 0, 0]], None])]:
        tampered = list(good)
        tampered[index] = bad_value
        with pytest.raises((ValueError, TypeError)):
            decode_diagnostic(tampered)
    pack = next((isolated_cwd / ".tfshape_lint_cache").glob("*/*.json"))
    document = json.loads(pack.read_text())
    entry = next(iter(document["entries"].values()))
    entry[4][0][0][5] = ["unsafe", "m", [], ["a list where text goes"]]
    pack.write_text(json.dumps(document))
    for output_format in ("full", "github", "json"):
        result = invoke("--output-format", output_format, "a.py")
        assert result.exit_code == 1 and "please report it" not in result.output
    assert json.loads(invoke("--output-format", "json", "a.py").stdout) == json.loads(first.stdout)


def test_a_cache_hit_on_a_file_that_no_longer_decodes_is_tfs001(isolated_cwd: Path) -> None:
    path = isolated_cwd / "a.py"
    path.write_text(PLACEHOLDER)
    old = path.stat().st_mtime_ns - 10**11
    os.utime(path, ns=(old, old))
    assert invoke("a.py").exit_code == 1
    data = PLACEHOLDER.encode().replace(b"None", b"\xff\xfe\xfd\xfc")  # same size
    path.write_bytes(data)
    os.utime(path, ns=(old, old))
    result = invoke("--output-format", "concise", "a.py")
    assert result.exit_code == 1, result.output
    assert "a.py:2:" in result.stdout and "TFS001" in result.stdout


def test_an_unreadable_file_on_the_command_line_does_not_stop_the_others(isolated_cwd: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tfshape_lint.lint import engine

    (isolated_cwd / "locked.py").write_text(PLACEHOLDER)
    (isolated_cwd / "ok.py").write_text(PLACEHOLDER)
    real_access, real_read = os.access, engine.read_source_file

    def access(path: object, mode: int, **kwargs: object) -> bool:
        return False if str(path).endswith("locked.py") else real_access(path, mode, **kwargs)  # type: ignore[arg-type]

    def read(path: str, *args: int) -> bytes:
        if path.endswith("locked.py"):
            raise PermissionError(13, "Permission denied")
        return real_read(path, *args)

    # Root may read anything: deny the file where click and the engine ask.
    monkeypatch.setattr(os, "access", access)
    monkeypatch.setattr(engine, "read_source_file", read)
    result = invoke("--no-cache", "--output-format", "concise", "locked.py", "ok.py")
    assert result.exit_code == 1, result.output
    assert "locked.py:1:1: TFS001 cannot read: Permission denied" in result.stdout
    assert "ok.py:2:5: TFS101" in result.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="POSIX")
def test_fifos_and_devices_named_like_sources_are_not_read(isolated_cwd: Path) -> None:
    os.mkfifo(isolated_cwd / "pipe.py")
    (isolated_cwd / "zero.py").symlink_to("/dev/zero")
    (isolated_cwd / "ok.py").write_text(PLACEHOLDER)
    for cache in ("--no-cache", "--cache-dir=.cache"):
        result = run_cli([cache, "--output-format", "concise", "."], isolated_cwd)
        assert result.returncode == 1, result.stderr
        assert "pipe.py:1:1: TFS001 cannot read: not a regular file" in result.stdout
        assert "zero.py:1:1: TFS001 cannot read: not a regular file" in result.stdout
        assert "ok.py:2:5: TFS101" in result.stdout


# -- nothing read from a cache or a repository is executed ----------------------------


def test_nothing_is_loaded_from_a_user_cache_folder_inside_the_checkout(tmp_path: Path) -> None:
    """CI often puts HOME or XDG_CACHE_HOME inside the checkout: a committed file there
    must never run. (The bytecode cache that did so is gone; nothing else may appear.)"""
    import marshal

    marker = tmp_path / "executed"
    payload = compile(f"open({str(marker)!r}, 'w').close()", "<payload>", "exec")
    cache = tmp_path / ".cache" / "tfshape-lint"
    cache.mkdir(parents=True)
    tag = sys.implementation.cache_tag
    for name in (f"dataclass-code.{tag}-{sys.hexversion:08x}-O0.marshal", "anything.marshal", "x.pyc"):
        (cache / name).write_bytes(b"tfshape-lint dataclass code 1\n" + marshal.dumps({"x": payload}))
    (tmp_path / "a.py").write_text(PLACEHOLDER)
    env = {"HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / ".cache")}
    assert run_cli(["--no-cache", "a.py"], tmp_path, env=env).returncode == 1
    completed = subprocess.run(
        [sys.executable, "-m", "flake8", "--select", "TFS", "a.py"], cwd=tmp_path, capture_output=True, text=True,
        env={**os.environ, **env, "PYTHONPATH": str(REPO)},
    )
    assert "TFS101" in completed.stdout, completed.stderr
    assert not marker.exists()
    assert sorted(path.name for path in cache.iterdir()) == sorted(["anything.marshal", "x.pyc", f"dataclass-code.{tag}-{sys.hexversion:08x}-O0.marshal"])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc to find the workers")
def test_workers_end_with_the_main_process_even_under_kill_9(tmp_path: Path) -> None:
    import signal
    import time

    for index in range(200):
        (tmp_path / f"f{index:03}.py").write_text(PLACEHOLDER + "".join(f"y{i} = tf.compat.v1.placeholder(tf.float32, [None, {i}])\n" for i in range(200)))
    main = subprocess.Popen(
        [sys.executable, "-m", "tfshape_lint", "--isolated", "--no-cache", "-j", "2", "."], cwd=tmp_path,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(REPO)},
    )

    def children() -> List[int]:
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(fields[1]) == main.pid and fields[0] != "Z":
                    found.append(int(entry.name))
        return found

    deadline = time.monotonic() + 60
    workers: List[int] = []
    while len(workers) < 2 and time.monotonic() < deadline and main.poll() is None:
        workers = children()
        time.sleep(0.05)
    assert len(workers) >= 2, "the pool did not start"
    main.send_signal(signal.SIGKILL)
    main.wait()
    deadline = time.monotonic() + 10
    alive = workers
    while alive and time.monotonic() < deadline:
        alive = [pid for pid in workers if Path(f"/proc/{pid}").exists() and "Z" not in (Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[:1] or ["Z"])]
        time.sleep(0.1)
    assert alive == [], "workers outlived the main process"


@pytest.mark.parametrize("action", [["--fix", "--unsafe-fixes", "--batch-size", "32", "."], ["--add-noqa", "sub/v.py"]])
def test_a_symlinked_folder_does_not_carry_writes_outside(action: List[str], tmp_path: Path) -> None:
    """A repository's `sub -> ../victim` must not make --fix or --add-noqa edit files there."""
    victim = tmp_path / "victim"
    victim.mkdir()
    (victim / "v.py").write_text(PLACEHOLDER)
    project = tmp_path / "project"
    project.mkdir()
    (project / "sub").symlink_to("../victim", target_is_directory=True)
    (project / "own.py").write_text(PLACEHOLDER)
    result = run_cli(["--isolated", "--no-cache", *action], project)
    assert (victim / "v.py").read_text() == PLACEHOLDER
    assert "outside the current folder" in result.stderr, result.stderr
    if action[0] == "--fix":
        assert "[32, 3]" in (project / "own.py").read_text()  # what is inside is still fixed


FORGED = "e\n::error file=evil.py,line=1::pwned\x1b]0;title\x07.py"


@pytest.mark.parametrize(
    "args",
    [
        ["--fix", "--unsafe-fixes", "--batch-size", "32", "--show-fixes", "--output-format", "concise", "."],
        ["--diff", "--unsafe-fixes", "--batch-size", "32", "."],
        ["--show-files", "."],
        ["--output-format", "github", "."],
    ],
)
def test_a_file_name_cannot_forge_an_output_line(args: List[str], tmp_path: Path) -> None:
    """Everywhere a repository's file name is printed (not only in reports)."""
    (tmp_path / FORGED).write_text(BATCH_FIXABLE)
    result = run_cli(["--isolated", "--no-cache", *args], tmp_path)
    for line in (result.stdout + result.stderr).splitlines():
        assert not line.startswith("::error file=evil.py"), line
    assert "\x1b" not in result.stdout + result.stderr
    assert "::error file=evil.py" in result.stdout  # it is there, escaped on one line


@pytest.mark.parametrize(
    "config",
    [
        'baseline = "x\\n::error file=a.py,line=1::forged baseline"',
        'per-file-ignores = {"a.py" = ["TFS999\\n::error::forged"]}',
        "select = [\"TFS1\\n::error::forged\"]",
    ],
)
def test_a_config_value_cannot_forge_an_output_line(config: str, tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.tfshape-lint]\n{config}\n")
    (tmp_path / "a.py").write_text(PLACEHOLDER)
    result = run_cli(["--no-cache", "a.py"], tmp_path)
    assert "Traceback" not in result.stderr
    for line in (result.stdout + result.stderr).splitlines():
        assert not line.startswith("::error"), line


def test_a_folder_name_cannot_forge_a_config_error(tmp_path: Path) -> None:
    folder = tmp_path / "d\n::error file=evil.py,line=1::pwned-by-dir"
    folder.mkdir()
    (folder / "pyproject.toml").write_text("[tool.tfshape-lint\n")
    (folder / "a.py").write_text(PLACEHOLDER)
    result = run_cli(["--no-cache", "."], folder)
    assert result.returncode == 2 and "invalid TOML" in result.stderr, result.stderr
    for line in result.stderr.splitlines():
        assert not line.startswith("::error"), line


def test_a_gitignore_pattern_with_many_stars_does_not_hang_the_run(tmp_path: Path) -> None:
    """`*a*a*...*b` made a backtracking regex take exponential time (over 60 s for one
    60-character name); the automaton is linear. A hang fails by the run's timeout."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("*a" * 16 + "b\n" + "i*n*o*r*e*_*.py\n")
    (tmp_path / ("a" * 60 + ".py")).write_text(PLACEHOLDER)
    (tmp_path / "ignored_ab.py").write_text(PLACEHOLDER)
    result = run_cli(["--no-cache", "--output-format", "concise", "."], tmp_path)
    assert result.returncode == 1, result.stderr
    assert ("a" * 60 + ".py:2:5: TFS101") in result.stdout
    assert "ignored_ab.py" not in result.stdout


def test_a_deeply_nested_notebook_is_not_a_notebook(tmp_path: Path) -> None:
    (tmp_path / "deep.ipynb").write_text('{"cells": ' + "[" * 100000 + "]" * 100000 + "}")
    result = run_cli(["--isolated", "--no-cache", "--output-format", "json", "deep.ipynb"], tmp_path)
    [finding] = json.loads(result.stdout)
    assert finding["code"] == "TFS001" and "nests too deeply" in finding["message"], finding


@pytest.mark.parametrize("key", ["baseline", "cache-dir"])
def test_a_nul_in_a_configured_path_is_a_config_error(key: str, tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(f'[tool.tfshape-lint]\n{key} = "a\\u0000b"\n')
    (tmp_path / "a.py").write_text(PLACEHOLDER)
    result = run_cli(["--no-cache", "a.py"], tmp_path)
    assert result.returncode == 2, result.stderr
    assert "NUL character" in result.stderr and "please report" not in result.stderr


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/stdin"])
def test_a_baseline_that_is_not_a_regular_file_is_refused(target: str, tmp_path: Path) -> None:
    """`baseline = "/dev/stdin"` (stdin an open pipe) hung the run; /dev/zero filled the memory."""
    (tmp_path / "pyproject.toml").write_text(f'[tool.tfshape-lint]\nbaseline = "{target}"\n')
    (tmp_path / "a.py").write_text(PLACEHOLDER)
    environment = {**os.environ, "PYTHONPATH": str(REPO)}
    with subprocess.Popen(["sleep", "60"], stdout=subprocess.PIPE) as sleeper:
        result = subprocess.run(
            [sys.executable, "-m", "tfshape_lint", "--no-cache", "a.py"], cwd=tmp_path, stdin=sleeper.stdout,
            capture_output=True, text=True, timeout=60, env=environment,
        )
        sleeper.kill()
    assert result.returncode == 2, result.stderr
    assert "not a regular file" in result.stderr, result.stderr


def test_functions_that_feed_their_parameters_and_call_each_other_stay_linear(tmp_path: Path) -> None:
    """TFS401 types a fed parameter by what the module passes it; with 400 functions that
    call each other in a ring this was exponential (review of issue 14's changes). A hang
    fails by the run's timeout."""
    lines = ["import tensorflow as tf", ""]
    for i in range(400):
        lines += [f"def f{i}(x, y):", "    for step in range(100):", "        sess.run(op, feed_dict={inp: x, lab: y})", ""]
    lines += [f"f{(i + 1) % 400}(x, y)" for i in range(400)]
    (tmp_path / "ring.py").write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = run_cli(["check", "--isolated", "--no-cache", "--output-format", "concise", "ring.py"], tmp_path)
    assert done.returncode in (0, 1), done.stderr
    assert "Traceback" not in done.stderr
