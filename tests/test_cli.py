"""The real CLI (click's CliRunner, stdout and stderr apart) on real files."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tfshape_lint.cli import cli

BATCH = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nds = ds.batch(4)\n"


def run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_concise_line_exit_1(isolated_cwd: Path) -> None:
    write(isolated_cwd / "src" / "data.py", BATCH)
    result = run("src")
    assert result.exit_code == 1
    assert re.match(r"^src/data\.py:3:9: TFS201 ", result.stdout)
    assert result.stderr == ""


def test_check_subcommand_and_default_are_the_same(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    assert run("check", "a.py").stdout == run("a.py").stdout


def test_clean_file_exit_0(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", "import tensorflow as tf\nds = tf.data.Dataset.range(8).batch(4, drop_remainder=True)\n")
    result = run("a.py")
    assert result.exit_code == 0
    assert "All checks passed" in result.stdout


def test_exit_zero(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    assert run("--exit-zero", "a.py").exit_code == 0


def test_ignore_by_code_and_name(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    assert run("--ignore", "TFS201", "a.py").exit_code == 0
    assert run("--ignore", "batch-without-drop-remainder", "a.py").exit_code == 0
    assert run("--select", "TFS2", "a.py").exit_code == 1


def test_unknown_selector_is_usage_error(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    result = run("--select", "TFS2O1", "a.py")
    assert result.exit_code == 2
    assert "unknown rule selector 'TFS2O1'" in result.stderr and "did you mean 'TFS201'" in result.stderr


def test_config_unknown_key_suggests(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nselectt = ["TFS2"]\n')
    write(isolated_cwd / "a.py", BATCH)
    result = run("a.py")
    assert result.exit_code == 2
    assert "unknown key 'selectt' in pyproject.toml [tool.tfshape-lint]; did you mean 'select'?" in result.stderr
    assert "Traceback" not in result.output


def test_config_ignore_and_cli_override(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nignore = ["TFS201"]\n')
    write(isolated_cwd / "a.py", BATCH)
    assert run("a.py").exit_code == 0
    assert run("--isolated", "a.py").exit_code == 1
    assert run("--select", "TFS201", "a.py").exit_code == 1


def test_nearest_config_wins(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nignore = ["TFS201"]\n')
    write(isolated_cwd / "sub" / "tfshape-lint.toml", 'select = ["ALL"]\n')
    write(isolated_cwd / "sub" / "a.py", BATCH)
    write(isolated_cwd / "b.py", BATCH)
    result = run(".")
    assert "sub/a.py:3:9: TFS201" in result.stdout
    assert "b.py" not in result.stdout.replace("sub/", "")


def test_per_file_ignores(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\nper-file-ignores = {"tests/**" = ["TFS2"]}\n')
    write(isolated_cwd / "tests" / "test_a.py", BATCH)
    write(isolated_cwd / "src" / "a.py", BATCH)
    result = run(".")
    assert "src/a.py" in result.stdout and "tests/test_a.py" not in result.stdout


def test_json_has_ruff_keys(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    items = json.loads(run("--output-format", "json", "a.py").stdout)
    assert len(items) == 1
    item = items[0]
    for key in ("code", "name", "message", "severity", "filename", "location", "end_location", "noqa_row", "url", "cell", "fix"):
        assert key in item
    assert item["location"] == {"row": 3, "column": 9}
    assert item["fix"]["applicability"] == "unsafe"
    # A minimal edit, as ruff's: an insertion right after the last argument.
    edit = item["fix"]["edits"][0]
    assert edit["content"] == ", drop_remainder=True"
    assert edit["location"] == edit["end_location"] == {"row": 3, "column": 16}


def test_json_lines(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    lines = run("--output-format", "json-lines", "a.py").stdout.splitlines()
    assert [json.loads(line)["code"] for line in lines] == ["TFS201"]


def test_full_output_shows_source_and_fix(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    out = run("--output-format", "full", "a.py").stdout
    assert "3 | ds = ds.batch(4)" in out and "^^^^^^^^" in out and "unsafe fix" in out


def test_statistics(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH + "other = ds.batch(2)\n")
    # TFS201's fix is unsafe: fixable (`[*]`, as ruff marks it) only with --unsafe-fixes.
    out = run("--statistics", "a.py").stdout
    assert re.search(r"^2\tTFS201\tbatch-without-drop-remainder$", out, re.M)
    out = run("--statistics", "--unsafe-fixes", "a.py").stdout
    assert re.search(r"^2\tTFS201\t\[\*\] batch-without-drop-remainder$", out, re.M)
    # With a fixable row, the others get ruff's `[ ]`.
    write(isolated_cwd / "b.py", "import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, [None, 3])\n")
    out = run("--statistics", "--unsafe-fixes", "a.py", "b.py").stdout
    assert re.search(r"^1\tTFS101\t\[ \] placeholder-none-batch$", out, re.M), out


def test_full_output_marks_what_fix_would_fix(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    header = re.compile(r"^a\.py:3:9: TFS201 (\[\*\] )?", re.M)
    plain = header.search(run("--output-format", "full", "a.py").stdout)
    unsafe = header.search(run("--output-format", "full", "--unsafe-fixes", "a.py").stdout)
    assert plain is not None and plain.group(1) is None
    assert unsafe is not None and unsafe.group(1) == "[*] "


def test_output_file(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    result = run("--output-file", "report.txt", "a.py")
    assert result.exit_code == 1 and result.stdout == ""
    assert "a.py:3:9: TFS201" in (isolated_cwd / "report.txt").read_text()


def test_stdin_with_filename(isolated_cwd: Path) -> None:
    result = run("--stdin-filename", "pkg/data.py", "-", input=BATCH)
    assert result.exit_code == 1
    assert result.stdout.startswith("pkg/data.py:3:9: TFS201")


def test_syntax_error_is_reported_and_others_still_linted(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a_py2.py", "import tensorflow as tf\nprint 'hello'\nds = tf.data.Dataset.range(3).batch(2)\n")
    write(isolated_cwd / "b.py", BATCH)
    result = run(".")
    assert result.exit_code == 1
    assert re.search(r"^a_py2\.py:2:\d+: TFS000 SyntaxError", result.stdout, re.M)
    assert "b.py:3:9: TFS201" in result.stdout
    assert "Traceback" not in result.output


def test_bad_inputs_never_crash(isolated_cwd: Path) -> None:
    (isolated_cwd / "latin.py").write_bytes(b"# -*- coding: latin-1 -*-\nimport tensorflow as tf\ns = '\xe9'\nds = tf.data.Dataset.range(3).batch(2)\n")
    (isolated_cwd / "nocookie.py").write_bytes(b"import tensorflow as tf\ns = '\xe9'\n")
    (isolated_cwd / "binary.py").write_bytes(b"import tensorflow\x00\x01\x02")
    (isolated_cwd / "empty.py").write_bytes(b"")
    result = run(".")
    assert "Traceback" not in result.output
    assert "latin.py:4:31: TFS201" in result.stdout
    assert re.search(r"^nocookie\.py:2:\d+: TFS001 cannot decode byte 0xe9", result.stdout, re.M)
    assert re.search(r"^binary\.py:1:1: TFS001 binary file", result.stdout, re.M)
    assert "empty.py" not in result.stdout


def test_unreadable_file(isolated_cwd: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tfshape_lint.lint import engine

    path = write(isolated_cwd / "a.py", BATCH)
    real_read = engine.read_source_file

    def refuse(file: str, *args: int) -> bytes:
        if str(file).endswith("a.py"):
            raise PermissionError(13, "Permission denied")
        return real_read(file, *args)

    # Root reads any file, so the refusal is simulated where the engine reads it.
    monkeypatch.setattr(engine, "read_source_file", refuse)
    result = run("--no-cache", str(path.name))
    assert result.exit_code == 1
    assert "a.py:1:1: TFS001 cannot read: Permission denied" in result.stdout
    assert "Traceback" not in result.output


def test_missing_path(isolated_cwd: Path) -> None:
    result = run("nope.py")
    assert result.exit_code == 2
    assert "nope.py: no such file or directory" in result.stderr


def test_a_missing_path_next_to_a_real_one_is_still_a_usage_error(isolated_cwd: Path) -> None:
    write(isolated_cwd / "ok.py", "import tensorflow as tf\n")
    result = run("nope.py", "ok.py")
    assert result.exit_code == 2
    assert "nope.py: no such file or directory" in result.stderr


def test_a_file_named_dash_is_a_file_not_stdin(isolated_cwd: Path) -> None:
    write(isolated_cwd / "-", BATCH)
    result = run("./-", input="")
    assert result.exit_code == 1 and "TFS201" in result.stdout


def test_statistics_refuses_a_machine_format(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", BATCH)
    result = run("--statistics", "--output-format", "json", "a.py")
    assert result.exit_code == 2 and "--statistics" in result.stderr


def test_files_without_tensorflow_are_silent(isolated_cwd: Path) -> None:
    write(isolated_cwd / "a.py", "import mydb\nrows = mydb.query().batch(10)\n")
    assert run("a.py").exit_code == 0


def test_rule_command(isolated_cwd: Path) -> None:
    by_code = run("rule", "TFS201")
    assert by_code.exit_code == 0 and by_code.stdout.startswith("# TFS201: batch-without-drop-remainder")
    assert run("rule", "batch-without-drop-remainder").stdout == by_code.stdout
    bad = run("rule", "TFS2O1")
    assert bad.exit_code == 2 and "did you mean" in bad.stderr


def test_rules_command_lists_all(isolated_cwd: Path) -> None:
    from tfshape_lint import registry

    rows = json.loads(run("rules", "--output-format", "json").stdout)
    assert [r["code"] for r in rows] == [r.CODE for r in registry.all_rules()]


def test_version(isolated_cwd: Path) -> None:
    from tfshape_lint import __version__

    assert __version__ in run("--version").stdout


def test_show_settings(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\ntarget = "tpu"\nbatch-size = 64\nunsafe-fixes = true\n')
    out = run("--show-settings").stdout
    assert "target: 'tpu'" in out and "batch-size: 64" in out
    assert "fix: False" in out and "unsafe-fixes: True" in out and "cache-dir: None" in out


def test_bad_config_value(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", '[tool.tfshape-lint]\ntarget = "tpuu"\n')
    write(isolated_cwd / "a.py", BATCH)
    result = run("a.py")
    assert result.exit_code == 2 and "did you mean 'tpu'" in result.stderr


def test_an_empty_selection_warns(isolated_cwd: Path) -> None:
    write(isolated_cwd / "pyproject.toml", "[tool.tfshape-lint]\nselect = []\n")
    write(isolated_cwd / "a.py", BATCH)
    result = run("a.py")
    assert result.exit_code == 0 and "no rules are selected" in result.stderr


def test_a_loop_over_another_modules_batches_is_found_in_a_file_with_no_range(isolated_cwd: Path) -> None:
    """The rule's byte prefilter once asked for `range` or `while`: a loop over a helper of
    another module (`for batch in batches:`) needs neither, and was never linted."""
    write(isolated_cwd / "train.py", (
        "import tensorflow as tf\nimport data_helpers\n"
        "batches = data_helpers.batch_iter(list(zip(x_train, y_train)), FLAGS.batch_size, FLAGS.num_epochs)\n"
        "for batch in batches:\n"
        "    x_batch, y_batch = zip(*batch)\n"
        "    sess.run(train_op, {input_x: x_batch, input_y: y_batch})\n"
    ))
    result = run("--select", "TFS302", "--output-format", "concise", "train.py")
    assert result.exit_code == 1
    assert result.stdout.startswith("train.py:4:1: TFS302 ")


def test_a_link_to_a_missing_file_is_said_to_be_one(isolated_cwd: Path) -> None:
    """ireko8's speech-recognition repository (sixty-seventh split) commits an emacs lock file,
    `.#generator.py -> user@host.1234:1511945323`: a link to nothing, not a file that vanished."""
    write(isolated_cwd / "pkg" / "a.py", BATCH)
    (isolated_cwd / "pkg" / ".#generator.py").symlink_to("iwai@macpro2.16244:1511945323")
    result = run("--isolated", "--no-cache", "--output-format", "concise", "pkg")
    assert "pkg/.#generator.py:1:1: TFS001 is a symbolic link to a file that does not exist" in result.stdout
    assert "pkg/a.py:3:" in result.stdout  # the rest is linted
