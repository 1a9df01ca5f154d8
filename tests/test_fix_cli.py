"""`--fix`, `--unsafe-fixes`, `--diff`, `--show-fixes` and friends through the real CLI."""

from __future__ import annotations

import codecs
import json
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tfshape_lint.cli import cli

BATCH = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4)\n"
FIXED = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4, drop_remainder=True)\n"
BROKEN = "import tensorflow as tf\nx = (\n"


def run(*args: str, input: bytes | str | None = None) -> Any:
    return CliRunner().invoke(cli, ["--isolated", *args], input=input, catch_exceptions=False)


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def test_fix_applies_only_safe_fixes(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    result = run("--fix", "a.py")
    assert path.read_text() == BATCH  # TFS201's fix is unsafe
    assert result.exit_code == 1 and "a.py:3:9: TFS201" in result.stdout


def test_fix_with_unsafe_fixes_fixes_and_exits_0(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    result = run("--fix", "--unsafe-fixes", "a.py")
    assert path.read_text() == FIXED
    assert result.exit_code == 0
    assert "TFS201" not in result.stdout  # fixed findings are not reported
    assert "Fixed 1 finding." in result.stdout and result.stderr == ""
    relint = run("a.py")
    assert relint.exit_code == 0 and "TFS201" not in relint.stdout


def test_second_fix_run_changes_nothing_and_does_not_rewrite(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    run("--fix", "--unsafe-fixes", "a.py")
    stat_before = path.stat()
    again = run("--fix", "--unsafe-fixes", "a.py")
    assert again.exit_code == 0 and "Fixed" not in again.stdout
    after = path.stat()
    assert (after.st_ino, after.st_mtime_ns) == (stat_before.st_ino, stat_before.st_mtime_ns)


def test_unsafe_fixes_without_fix_changes_only_what_is_shown(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    plain = run("a.py")
    assert "1 hidden fix can be enabled with the `--unsafe-fixes` option" in plain.stdout
    shown = run("--unsafe-fixes", "a.py")
    assert "[*] 1 fixable with the `--fix` option." in shown.stdout
    assert shown.exit_code == 1 and path.read_text() == BATCH


def test_no_fix_cancels_fix(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    assert run("--fix", "--unsafe-fixes", "--no-fix", "a.py").exit_code == 1
    assert path.read_text() == BATCH


def test_diff_prints_and_writes_nothing(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    before = path.stat()
    result = run("--diff", "--unsafe-fixes", "a.py")
    assert result.exit_code == 1
    assert result.stdout.startswith("--- a.py\n+++ a.py\n@@")
    assert "-ds = ds.batch(4)\n+ds = ds.batch(4, drop_remainder=True)\n" in result.stdout
    assert "Would fix 1 finding." in result.stderr
    after = path.stat()
    assert path.read_bytes() == BATCH.encode() and after.st_mtime_ns == before.st_mtime_ns
    assert sorted(p.name for p in isolated_cwd.iterdir()) == ["a.py"]


def test_diff_goes_where_output_file_sends_the_report(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    result = run("--diff", "--unsafe-fixes", "-o", "fixes.diff", "a.py")
    assert result.exit_code == 1 and result.stdout == ""
    assert (isolated_cwd / "fixes.diff").read_text().startswith("--- a.py\n+++ a.py\n@@")
    assert path.read_text() == BATCH


def test_diff_without_changes_exits_0(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", FIXED)
    write(isolated_cwd / "b.py", BROKEN)  # a finding without a fix: --diff is about fixes only
    result = run("--diff", "--unsafe-fixes", ".")
    assert result.exit_code == 0 and result.stdout == ""


def test_show_fixes_lists_per_file_and_rule(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH + "b = ds.padded_batch(2)\n")
    result = run("--fix", "--unsafe-fixes", "--show-fixes", "a.py")
    assert "Fixed 2 findings:\n- a.py:\n    2 × TFS201 (batch-without-drop-remainder)\n" in result.stdout


def test_exit_non_zero_on_fix(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    assert run("--fix", "--unsafe-fixes", "--exit-non-zero-on-fix", "a.py").exit_code == 1
    assert run("--fix", "--unsafe-fixes", "--exit-non-zero-on-fix", "a.py").exit_code == 0  # nothing left to fix


def test_remaining_findings_are_reported_and_exit_1(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    write(isolated_cwd / "b.py", BROKEN)
    result = run("--fix", "--unsafe-fixes", ".")
    assert result.exit_code == 1
    assert "b.py:" in result.stdout and "TFS000" in result.stdout and "TFS201" not in result.stdout
    assert "Fixed 1 finding." in result.stdout


def test_fix_only_does_not_report_what_remains(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    write(isolated_cwd / "b.py", BROKEN)
    result = run("--fix-only", "--unsafe-fixes", ".")
    assert result.exit_code == 0 and result.stdout == ""
    assert "Fixed 1 finding." in result.stderr
    assert (isolated_cwd / "a.py").read_text() == FIXED


def test_json_after_fix_has_only_remaining_findings(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    write(isolated_cwd / "b.py", BROKEN)
    result = run("--fix", "--unsafe-fixes", "--output-format", "json", ".")
    assert [item["code"] for item in json.loads(result.stdout)] == ["TFS000"]


@pytest.mark.parametrize(
    ("name", "original", "fixed"),
    [
        ("crlf", BATCH.replace("\n", "\r\n").encode(), FIXED.replace("\n", "\r\n").encode()),
        ("bom", codecs.BOM_UTF8 + BATCH.encode(), codecs.BOM_UTF8 + FIXED.encode()),
        (
            "latin1",
            ("# -*- coding: latin-1 -*-\n# Daten von Müller\n" + BATCH).encode("latin-1"),
            ("# -*- coding: latin-1 -*-\n# Daten von Müller\n" + FIXED).encode("latin-1"),
        ),
        (
            "bom-crlf",
            codecs.BOM_UTF8 + ("# ✓\n" + BATCH).replace("\n", "\r\n").encode(),
            codecs.BOM_UTF8 + ("# ✓\n" + FIXED).replace("\n", "\r\n").encode(),
        ),
    ],
)
def test_encodings_and_newlines_are_kept_byte_for_byte(isolated_cwd: Path, name: str, original: bytes, fixed: bytes) -> None:
    path = write(isolated_cwd / f"{name}.py", original)
    result = run("--fix", "--unsafe-fixes", path.name)
    assert result.exit_code == 0, result.stdout
    assert path.read_bytes() == fixed
    assert run("--unsafe-fixes", path.name).exit_code == 0


def test_read_only_file_is_reported_not_crashed_on(isolated_cwd: Path) -> None:
    path = write(isolated_cwd / "a.py", BATCH)
    os.chmod(path, 0o444)
    result = run("--fix", "--unsafe-fixes", "a.py")
    assert path.read_text() == BATCH
    assert result.exit_code == 1 and "a.py:3:9: TFS201" in result.stdout
    assert "warning: a.py: the file is read-only; not fixed" in result.stderr


def test_refused_fix_is_named_on_stderr(isolated_cwd: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tfshape_lint.fix import verify as fixes
    from tfshape_lint.model import Applicability, Diagnostic, Edit, Fix, Position, Span

    write(isolated_cwd / "a.py", "import tensorflow as tf\nx = f(1)\n")
    span = Span(Position(2, 7), Position(2, 8))
    broken = Diagnostic("TFS201", "batch-without-drop-remainder", "m", span, fix=Fix(Applicability.SAFE, "m", (Edit("(", span),)))
    monkeypatch.setattr(fixes, "lint_text", lambda *a, **k: ([broken], object()))
    result = run("--fix", "a.py")
    assert "warning: a.py: fix for TFS201 at line 2 not applied: the result would not parse" in result.stderr
    assert (isolated_cwd / "a.py").read_text() == "import tensorflow as tf\nx = f(1)\n"


def test_stdin_fix_prints_the_fixed_code(isolated_cwd: Path) -> None:
    result = run("--fix", "--unsafe-fixes", "--stdin-filename", "a.py", "-", input=BATCH.encode())
    assert result.stdout == FIXED
    assert "Fixed 1 finding." in result.stderr


def test_stdin_fix_echoes_an_unfixable_buffer(isolated_cwd: Path) -> None:
    result = run("--fix", "--stdin-filename", "a.py", "-", input=BATCH.encode())
    assert result.stdout == BATCH and "TFS201" in result.stderr and result.exit_code == 1


def test_stdin_fix_echoes_an_excluded_buffer(isolated_cwd: Path) -> None:
    write(isolated_cwd / "gen_a.py", BATCH)
    result = run(
        "--fix", "--unsafe-fixes", "--force-exclude", "--extend-exclude", "gen_*.py",
        "--stdin-filename", "gen_a.py", "-", input=BATCH.encode(),
    )
    assert result.stdout == BATCH


def test_parallel_fix_fixes_each_file_once(isolated_cwd: Path) -> None:
    # Enough files to use the process pool; each is fixed by the worker that linted it.
    paths = [write(isolated_cwd / "pkg" / f"m{index:02d}.py", BATCH + f"extra{index} = ds.batch({index + 1})\n") for index in range(40)]
    result = run("--fix", "--unsafe-fixes", "--show-fixes", "-j", "2", "pkg")
    assert result.exit_code == 0, result.stdout + result.stderr
    assert "Fixed 80 findings" in result.stdout
    for index, path in enumerate(paths):
        text = path.read_text()
        assert text.count("drop_remainder=True") == 2 and text.count("drop_remainder") == 2
        assert text.endswith(f"extra{index} = ds.batch({index + 1}, drop_remainder=True)\n")
    assert sorted(p.name for p in (isolated_cwd / "pkg").iterdir()) == sorted(p.name for p in paths)


def test_config_fix_and_unsafe_fixes_and_no_fix_override(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", "[tool.tfshape-lint]\nfix = true\nunsafe-fixes = true\n")
    path = write(isolated_cwd / "a.py", BATCH)
    invoke = CliRunner().invoke
    assert invoke(cli, ["--no-fix", "a.py"], catch_exceptions=False).exit_code == 1
    assert path.read_text() == BATCH
    assert invoke(cli, ["--no-unsafe-fixes", "a.py"], catch_exceptions=False).exit_code == 1
    assert path.read_text() == BATCH
    assert invoke(cli, ["a.py"], catch_exceptions=False).exit_code == 0
    assert path.read_text() == FIXED


def test_config_fix_must_be_a_boolean(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", "[tool.tfshape-lint]\nunsafe-fixes = 'yes'\n")
    write(isolated_cwd / "a.py", BATCH)
    result = CliRunner().invoke(cli, ["a.py"], catch_exceptions=False)
    assert result.exit_code == 2 and "'unsafe-fixes' must be true or false" in result.stderr


def test_a_fix_keeps_the_files_owner(isolated_cwd: Path) -> None:
    import os

    if os.geteuid() != 0:
        pytest.skip("only root can give a file to another user")
    path = isolated_cwd / "a.py"
    path.write_text("import tensorflow as tf\nds = tf.data.Dataset.range(3).batch(2)\n")
    os.chown(path, 1234, 1234)
    CliRunner().invoke(cli, ["--isolated", "--no-cache", "--fix", "--unsafe-fixes", "a.py"], catch_exceptions=False)
    assert "drop_remainder=True" in path.read_text()
    assert (path.stat().st_uid, path.stat().st_gid) == (1234, 1234)
