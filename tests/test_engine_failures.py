"""A rule that raises becomes TFS002 naming the rule; the other rules still report."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tfshape_lint import registry
from tfshape_lint.cli import cli
from tfshape_lint.lint.dispatch import RAISE_ENV

SOURCE = (
    "import tensorflow as tf\n"
    "x = tf.compat.v1.placeholder(tf.float32, [None, 784])\n"
    "ds = tf.data.Dataset.range(10).batch(4)\n"
)


@pytest.fixture
def broken_batch_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    rule = registry.by_code()["TFS201"]

    def explode(self: object, node: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(rule, "visit_Call", explode, raising=False)
    monkeypatch.delenv(RAISE_ENV, raising=False)


def test_rule_crash_becomes_a_diagnostic(broken_batch_rule: None, isolated_cwd: Path) -> None:
    (isolated_cwd / "a.py").write_text(SOURCE)
    result = CliRunner().invoke(cli, ["--output-format", "concise", "a.py"], catch_exceptions=False)
    assert result.exit_code == 1
    assert "a.py:1:1: TFS002 rule TFS201 failed on this file (RuntimeError: boom)" in result.stdout
    assert "a.py:2:5: TFS101" in result.stdout  # other rules still ran
    assert "Traceback" not in result.output


def test_rule_crash_raises_in_the_test_suite(broken_batch_rule: None, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.helpers import lint

    monkeypatch.setenv(RAISE_ENV, "1")
    with pytest.raises(RuntimeError, match="boom"):
        lint(SOURCE)


def test_rules_whose_tokens_are_absent_are_not_run() -> None:
    from tfshape_lint.lint.engine import rules_for
    from tfshape_lint.model import FileOptions

    options = FileOptions(frozenset(registry.by_code()))
    consumer_only = b"import tensorflow as tf\nfor xb in batches:\n    model.fit(xb)\n"
    assert "TFS301" not in [rule.CODE for rule in rules_for(options, consumer_only)]
    with_range = consumer_only + b"for i in range(0, n, bs):\n    model.fit(x[i:i + bs])\n"
    assert "TFS301" in [rule.CODE for rule in rules_for(options, with_range)]


def test_a_file_the_engine_cannot_handle_is_tfs002_and_the_run_goes_on(isolated_cwd: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(RAISE_ENV, raising=False)
    # Valid Python nested deeper than libcst's code generator can recurse (but not so
    # deep that the file is never parsed: see tests/test_hostile_inputs.py).
    (isolated_cwd / "deep.py").write_text(
        "import tensorflow as tf\nds = tf.data.Dataset.range(3).batch(2)\nx = " + " + ".join(["1"] * 1500) + "\n"
    )
    (isolated_cwd / "ok.py").write_text(SOURCE)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "concise", "."], catch_exceptions=False)
    assert "Traceback" not in result.output
    assert "deep.py:1:1: TFS002" in result.stdout
    assert "ok.py:3:" in result.stdout and "TFS201" in result.stdout
    assert result.exit_code == 1
