"""The baseline through the real CLI: record today's findings, then report only new ones."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tfshape_lint.baseline import Baseline, BaselineError, BaselineFilter, finding_key
from tfshape_lint.cli import cli
from tfshape_lint.model import Diagnostic, FileResult, Span

LEGACY = (
    "import tensorflow as tf\n"
    "ds = tf.data.Dataset.range(10)\n"
    "train = ds.batch(4)\n"
    "evaluate = ds.batch(8)\n"
)


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def findings(output: str) -> list[tuple[str, int, str]]:
    """(path, line, code) of each concise line."""
    rows = []
    for line in output.splitlines():
        parts = line.split(":", 3)
        if len(parts) == 4 and parts[1].isdigit():
            rows.append((parts[0], int(parts[1]), parts[3].split()[0]))
    return rows


def test_record_then_hide_then_only_new_findings(isolated_cwd: Path) -> None:
    source = isolated_cwd / "src" / "legacy.py"
    source.parent.mkdir()
    source.write_text(LEGACY, encoding="utf-8")
    assert findings(run("--output-format", "concise", "src").stdout) == [
        ("src/legacy.py", 3, "TFS201"), ("src/legacy.py", 4, "TFS201"),
    ]

    recorded = run("--write-baseline", "tfshape-baseline.json", "src")
    assert recorded.exit_code == 0
    assert recorded.stdout == ""
    assert "Recorded 2 findings in 1 files" in recorded.stderr

    hidden = run("--output-format", "concise", "--baseline", "tfshape-baseline.json", "src")
    assert hidden.exit_code == 0, hidden.stdout
    assert findings(hidden.stdout) == []
    assert "2 findings hidden by the baseline" in hidden.stderr
    assert "hidden fix" not in hidden.stdout  # a hidden finding's fix is not offered either

    # Lines moved down and re-indented code above them: still the same findings.
    source.write_text("# a new header\n\n\n" + LEGACY.replace("train = ds.batch(4)", "train  =  ds.batch( 4 )"), encoding="utf-8")
    moved = run("--output-format", "concise", "--baseline", "tfshape-baseline.json", "src")
    assert moved.exit_code == 0, moved.stdout

    # A new finding is reported, and only it.
    with source.open("a", encoding="utf-8") as handle:
        handle.write("extra = ds.batch(3)\n")
    new = run("--output-format", "concise", "--baseline", "tfshape-baseline.json", "src")
    assert new.exit_code == 1
    assert findings(new.stdout) == [("src/legacy.py", 8, "TFS201")]
    assert "(1 hidden fix can be enabled with the `--unsafe-fixes` option)" in new.stdout


def test_duplicate_statements_are_counted(isolated_cwd: Path) -> None:
    path = isolated_cwd / "dup.py"
    twice = "import tensorflow as tf\nds = tf.data.Dataset.range(10)\nb = ds.batch(4)\nb = ds.batch(4)\n"
    path.write_text(twice, encoding="utf-8")
    assert run("--write-baseline", "base.json", "dup.py").exit_code == 0
    [entry] = json.loads((isolated_cwd / "base.json").read_text(encoding="utf-8"))["files"]["dup.py"]
    assert entry["count"] == 2

    path.write_text(twice + "b = ds.batch(4)\n", encoding="utf-8")
    third = run("--output-format", "concise", "--baseline", "base.json", "dup.py")
    assert third.exit_code == 1
    assert len(findings(third.stdout)) == 1

    path.write_text(twice.replace("b = ds.batch(4)\n", "", 1), encoding="utf-8")
    fewer = run("--output-format", "concise", "--baseline", "base.json", "dup.py")
    assert fewer.exit_code == 0
    assert "1 baseline entries no longer occur" in fewer.stderr


def test_file_format_is_versioned_sorted_and_relative_to_the_baseline(isolated_cwd: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("b.py", "a.py"):
        (isolated_cwd / "pkg").mkdir(exist_ok=True)
        (isolated_cwd / "pkg" / name).write_text(LEGACY, encoding="utf-8")
    (isolated_cwd / "ci").mkdir()
    assert run("--write-baseline", "ci/baseline.json", "pkg").exit_code == 0
    text = (isolated_cwd / "ci" / "baseline.json").read_text(encoding="utf-8")
    document = json.loads(text)
    assert document["version"] == 1
    assert list(document["files"]) == ["../pkg/a.py", "../pkg/b.py"]
    assert text == json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    entry = document["files"]["../pkg/a.py"][0]
    assert set(entry) == {"code", "count", "hash", "statement"}
    assert entry["statement"] in ("train = ds.batch(4)", "evaluate = ds.batch(8)")
    # Run from another folder: the paths are relative to the baseline file, not to the cwd.
    monkeypatch.chdir(isolated_cwd / "ci")
    assert run("--output-format", "concise", "--baseline", "baseline.json", "../pkg").exit_code == 0


def test_config_key_baseline(isolated_cwd: Path) -> None:
    (isolated_cwd / "legacy.py").write_text(LEGACY, encoding="utf-8")
    assert run("--write-baseline", "tools/base.json", "legacy.py").exit_code == 0  # creates tools/
    (isolated_cwd / "pyproject.toml").write_text('[tool.tfshape-lint]\nbaseline = "tools/base.json"\n', encoding="utf-8")
    assert run("--output-format", "concise", "legacy.py").exit_code == 0
    assert "baseline: " in run("--show-settings", "legacy.py").stdout


def test_missing_or_broken_baseline_is_a_usage_error(isolated_cwd: Path) -> None:
    (isolated_cwd / "legacy.py").write_text(LEGACY, encoding="utf-8")
    missing = run("--baseline", "nope.json", "legacy.py")
    assert missing.exit_code == 2
    assert "--write-baseline nope.json" in missing.stderr
    (isolated_cwd / "bad.json").write_text('{"version": 99, "files": {}}', encoding="utf-8")
    broken = run("--baseline", "bad.json", "legacy.py")
    assert broken.exit_code == 2
    assert "version 99" in broken.stderr


@pytest.mark.parametrize(
    "text",
    ["[]", "{}", '{"version": 1, "files": []}', '{"version": 1, "files": {"a.py": [{"code": "TFS201"}]}}', "{"],
)
def test_malformed_files_raise_baseline_error(text: str) -> None:
    with pytest.raises(BaselineError):
        Baseline.from_json(text, "/tmp")


def test_key_ignores_line_numbers_and_whitespace() -> None:
    lines_a = ["x = 1", "ds = ds.batch(4)"]
    lines_b = ["", "", "x = 1", "    ds  =  ds.batch(4)"]
    a = Diagnostic("TFS201", "n", "m", Span.at(2, 6))
    b = Diagnostic("TFS201", "n", "m", Span.at(4, 10))
    assert finding_key(a, lines_a)[0] == finding_key(b, lines_b)[0]
    other_code = Diagnostic("TFS101", "n", "m", Span.at(2, 6))
    assert finding_key(a, lines_a)[0] != finding_key(other_code, lines_a)[0]


def test_filter_round_trip_through_json(tmp_path: Path) -> None:
    source = "import tensorflow as tf\nds = ds.batch(4)\n"
    diagnostic = Diagnostic("TFS201", "n", "m", Span.at(2, 6))
    result = FileResult(str(tmp_path / "a.py"), (diagnostic, diagnostic), source=source)
    recorded = Baseline.from_results([result], str(tmp_path))
    loaded = Baseline.from_json(recorded.to_json(), str(tmp_path))
    assert loaded.files == recorded.files
    baseline_filter = BaselineFilter(loaded)
    [filtered] = baseline_filter.results([result])
    assert filtered.diagnostics == ()
    assert baseline_filter.hidden == 2
    assert baseline_filter.stale == 0
