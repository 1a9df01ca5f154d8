"""Python 2 files (common in public TF1 code) are still checked, line for line, never fixed."""

from __future__ import annotations

import json
from pathlib import Path

import libcst as cst
import pytest
from click.testing import CliRunner

from tfshape_lint.cli import cli
from tfshape_lint.lint.python2 import modernize

PY2_IDIOMS = [
    'print "loss", loss\n',
    # (`print` alone and `print >>f, x` are valid Python 3 expressions already.)
    'if done: print "done"\n',
    "try:\n    pass\nexcept IOError, e:\n    print e\n",
    'for i in range(3):\n    print "step %d" % i, \\\n        i\n',
    'exec "a = 1"\n',
    "y = `x`\n",
    "if a <> b: pass\n",
    "mode = 0777\nbig = 10L\n",
    's = ur"raw"\n',
    'raise ValueError, "bad value"\n',
    'def f(): print "x"; print "y"\n',
    'print "a"  # a comment\n',
]


@pytest.mark.parametrize("source", PY2_IDIOMS)
def test_each_idiom_ports_to_a_parseable_text_with_the_same_lines(source: str) -> None:
    with pytest.raises(cst.ParserSyntaxError):
        cst.parse_module(source)
    ported = modernize(source)
    assert ported is not None
    cst.parse_module(ported)
    assert ported.count("\n") == source.count("\n")


@pytest.mark.parametrize("source", ["print('x')\n", "print = 3\n", "x = print\n", "def f(:\n"])
def test_python3_or_hopeless_text_is_left_alone(source: str) -> None:
    ported = modernize(source)
    if ported is not None:
        with pytest.raises(cst.ParserSyntaxError):
            cst.parse_module(ported)


def test_python2_file_is_linted_and_never_fixed(isolated_cwd: Path) -> None:
    (isolated_cwd / "train.py").write_text(
        "import tensorflow as tf\n"
        "x = tf.placeholder(tf.float32, [None, 784])\n"
        'print "building", x\n'
        "ds = tf.data.Dataset.range(10).batch(3)\n"
    )
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "train.py"])
    items = json.loads(result.stdout)
    assert [(i["code"], i["location"]["row"]) for i in items] == [("TFS101", 2), ("TFS000", 3), ("TFS201", 4)]
    assert "Python 2" in items[1]["message"]
    assert all(i["fix"] is None or not i["fix"]["edits"] for i in items)
    before = (isolated_cwd / "train.py").read_bytes()
    CliRunner().invoke(cli, ["--isolated", "--no-cache", "--fix", "--unsafe-fixes", "train.py"])
    assert (isolated_cwd / "train.py").read_bytes() == before


def test_a_syntax_error_is_reported_even_when_no_rule_needs_the_file(isolated_cwd: Path) -> None:
    (isolated_cwd / "broken.py").write_text("import tensorflow as tf\ndef f(:\n    pass\n")
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "concise", "broken.py"])
    assert result.exit_code == 1
    assert result.stdout.startswith("broken.py:2:7: TFS000 SyntaxError: invalid syntax")
