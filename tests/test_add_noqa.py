"""`--add-noqa` through the real CLI on real files, and the comment placement rules."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tfshape_lint.cli import cli
from tfshape_lint.lines import split_lines
from tfshape_lint.lint.noqa import add_noqa
from tfshape_lint.model import Diagnostic, Span

HEADER = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\n"


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def finding(line: int, code: str = "TFS201") -> Diagnostic:
    return Diagnostic(code, "name", "message", Span.at(line, 1), noqa_row=line)


def test_adds_merges_and_keeps_comments_then_lints_clean(isolated_cwd: Path) -> None:
    path = isolated_cwd / "train.py"
    path.write_text(
        HEADER
        + "a = ds.batch(4)\n"
        + "b = ds.batch(4)  # the eval split\n"
        + "c = ds.batch(4)  # noqa: E501\n"
        + "d = ds.batch(\n    4)\n",
        encoding="utf-8",
    )
    result = run("--add-noqa", "train.py")
    assert result.exit_code == 0, result.stderr
    assert "Added 4 noqa directives." in result.stderr
    assert path.read_text(encoding="utf-8") == (
        HEADER
        + "a = ds.batch(4)  # noqa: TFS201\n"
        + "b = ds.batch(4)  # the eval split  # noqa: TFS201\n"
        + "c = ds.batch(4)  # noqa: E501, TFS201\n"
        + "d = ds.batch(  # noqa: TFS201\n    4)\n"
    )
    assert run("train.py").exit_code == 0
    again = run("--add-noqa", "train.py")
    assert "Added 0 noqa directives." in again.stderr


def test_multiline_string_and_backslash_rows_are_skipped_and_reported(isolated_cwd: Path) -> None:
    text = (
        HEADER
        + 'doc = """\n%s""" % ds.batch(3)\n'  # finding on the string's last line: fine
        + 'y = ds.batch(2).map(lambda v: """\n""")\n'  # the row ends inside the string
        + "w = ds.batch(5) \\\n    .prefetch(1)\n"  # the row ends with a backslash
    )
    path = isolated_cwd / "strings.py"
    path.write_text(text, encoding="utf-8")
    result = run("--add-noqa", "strings.py")
    assert result.exit_code == 1
    assert "strings.py:5: no noqa comment for TFS201: the line ends inside a multi-line string" in result.stderr
    assert "strings.py:7: no noqa comment for TFS201: the line continues with a backslash" in result.stderr
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[3] == '%s""" % ds.batch(3)  # noqa: TFS201'
    assert lines[4] == 'y = ds.batch(2).map(lambda v: """'
    assert lines[6] == "w = ds.batch(5) \\"
    remaining = run("--output-format", "concise", "strings.py")
    assert [line.split(":")[1] for line in remaining.stdout.splitlines() if "TFS201" in line] == ["5", "7"]


def test_crlf_bom_and_latin1_are_kept_byte_for_byte(isolated_cwd: Path) -> None:
    crlf = isolated_cwd / "crlf.py"
    crlf.write_bytes(b"\xef\xbb\xbf" + (HEADER + "x = ds.batch(4)\n").replace("\n", "\r\n").encode("utf-8"))
    latin = isolated_cwd / "latin.py"
    latin.write_bytes(("# -*- coding: latin-1 -*-\n" + HEADER + "s = 'caf\xe9'; x = ds.batch(4)\n").encode("latin-1"))
    result = run("--add-noqa", "crlf.py", "latin.py")
    assert result.exit_code == 0, result.stderr
    assert crlf.read_bytes() == b"\xef\xbb\xbf" + (HEADER + "x = ds.batch(4)  # noqa: TFS201\n").replace("\n", "\r\n").encode("utf-8")
    assert latin.read_bytes() == (
        "# -*- coding: latin-1 -*-\n" + HEADER + "s = 'caf\xe9'; x = ds.batch(4)  # noqa: TFS201\n"
    ).encode("latin-1")


def test_file_mode_is_kept(isolated_cwd: Path) -> None:
    path = isolated_cwd / "script.py"
    path.write_text(HEADER + "x = ds.batch(4)\n", encoding="utf-8")
    path.chmod(0o755)
    assert run("--add-noqa", "script.py").exit_code == 0
    assert path.stat().st_mode & 0o777 == 0o755
    assert not [p.name for p in isolated_cwd.iterdir() if p.name.endswith(".tmp")]  # no temporary file left


def test_read_only_file_is_reported_not_edited(isolated_cwd: Path) -> None:
    path = isolated_cwd / "frozen.py"
    text = HEADER + "x = ds.batch(4)\n"
    path.write_text(text, encoding="utf-8")
    path.chmod(0o444)
    result = run("--add-noqa", "frozen.py")
    assert result.exit_code == 1
    assert "frozen.py: the file is read-only" in result.stderr
    assert path.read_text(encoding="utf-8") == text


def test_syntax_error_file_is_reported_not_edited(isolated_cwd: Path) -> None:
    path = isolated_cwd / "broken.py"
    text = HEADER + "x = ds.batch(4\n"
    path.write_text(text, encoding="utf-8")
    result = run("--add-noqa", "broken.py")
    assert result.exit_code == 1
    assert "TFS000 cannot be silenced by a comment" in result.stderr
    assert path.read_text(encoding="utf-8") == text


def test_stdin_and_write_baseline_are_refused(isolated_cwd: Path) -> None:
    assert run("--add-noqa", "-").exit_code == 2
    (isolated_cwd / "a.py").write_text(HEADER, encoding="utf-8")
    assert run("--add-noqa", "--write-baseline", "b.json", "a.py").exit_code == 2


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("x = f()\n", "x = f()  # noqa: TFS101, TFS201\n"),
        ("x = f()   \n", "x = f()  # noqa: TFS101, TFS201\n"),
        ("x = f()  # noqa: TFS201\n", "x = f()  # noqa: TFS201, TFS101\n"),
        ("x = f()  # NOQA:E501,W291  # reason\n", "x = f()  # noqa: E501, W291, TFS101, TFS201  # reason\n"),
        ("x = f()  # noqa\n", "x = f()  # noqa\n"),
        ("x = f()  # type: ignore[attr-defined]\n", "x = f()  # type: ignore[attr-defined]  # noqa: TFS101, TFS201\n"),
        ("x = f()", "x = f()  # noqa: TFS101, TFS201"),
    ],
)
def test_comment_forms(line: str, expected: str) -> None:
    edit = add_noqa(line, [finding(1, "TFS201"), finding(1, "TFS101")])
    assert edit.text == expected
    assert edit.skipped == ()


def test_split_lines_keeps_every_ending() -> None:
    assert split_lines("a\r\nb\rc\nd") == ["a\r\n", "b\r", "c\n", "d"]
    assert "".join(split_lines("a\r\n\r\n")) == "a\r\n\r\n"
