"""Python 2 files (common in public TF1 code) are still checked, line for line, never fixed."""

from __future__ import annotations

import json
from pathlib import Path

import libcst as cst
import pytest
from click.testing import CliRunner

from tfshape_lint.cli import cli
from tfshape_lint.lint import python2
from tfshape_lint.lint.python2 import modernize

REPO = Path(__file__).resolve().parents[1]

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
    "mask = 0x7fL\nsmall = 0777L\n",
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


# A TF1 file in Python 2 using every form the interpreter's own tokenizer rejects since
# Python 3.12 (backticks, `<>`, `0777`, `10L`): the same findings on every Python.
PY2_TF1 = (
    "import tensorflow as tf\n"
    "x = tf.placeholder(tf.float32, [None, 784])\n"
    "mode = 0777\n"
    "steps = 10L\n"
    "if mode <> 0:\n"
    "    print \"mode\", `mode`\n"
    "ds = tf.data.Dataset.range(10).batch(3)\n"
    "y = tf.placeholder(tf.float32, shape=[None])\n"
)


def test_python2_forms_the_new_tokenizer_rejects_are_linted_on_every_python(isolated_cwd: Path) -> None:
    (isolated_cwd / "train.py").write_text(PY2_TF1)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "train.py"])
    items = json.loads(result.stdout)
    found = [(i["code"], i["location"]["row"], i["location"]["column"]) for i in items]
    assert found == [("TFS101", 2, 5), ("TFS000", 3, 8), ("TFS201", 7, 32), ("TFS101", 8, 5)]
    assert "Python 2" in items[1]["message"]


def test_porting_never_asks_the_interpreters_tokenizer(monkeypatch: pytest.MonkeyPatch) -> None:
    import tokenize

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the Python 2 porter must not depend on this Python's tokenizer")

    monkeypatch.setattr(tokenize, "generate_tokens", refuse)
    monkeypatch.setattr(tokenize, "tokenize", refuse)
    ported = modernize(PY2_TF1)
    assert ported is not None
    assert "mode = 0o777\n" in ported and "if mode != 0:" in ported and "(mode)" in ported
    cst.parse_module(ported)


def test_strings_and_comments_are_never_ported() -> None:
    source = (
        's = "a <> b `x` 0777 10L"  # print x <> `y` 0777\n'
        "t = '''\nprint \"inside\" <> `z`\n0777\n'''\n"
        "u = 'it\\'s <> `w`'\n"
        "if a <> b: pass\n"
    )
    ported = modernize(source)
    assert ported is not None
    assert ported.splitlines()[:6] == source.splitlines()[:6]
    assert ported.splitlines()[6] == "if a != b: pass"


def test_a_string_that_never_ends_is_not_ported() -> None:
    assert modernize('print "a\ns = \'\'\'never closed\n') is None


def test_the_scanner_reads_python3_as_python_does() -> None:
    # This repository's own code is Python 3 with every kind of string and comment:
    # nothing in it is ported, and its logical lines end where Python's tokenizer says.
    import io
    import tokenize

    paths = sorted((REPO / "tfshape_lint").rglob("*.py")) + sorted((REPO / "tests").glob("*.py"))
    assert len(paths) > 50
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert modernize(text) is None, path
        scanned = python2.tokens(text)
        assert scanned is not None, path
        ours = [token.start[0] for token in scanned if token.type == python2.NEWLINE]
        theirs = [token.start[0] for token in tokenize.generate_tokens(io.StringIO(text).readline)
                  if token.type == tokenize.NEWLINE]
        assert ours == theirs, path


# himanshusahni/dqn-tensorflow and ZidanMusk/deep-RL-DQN-tensorflow (forty-sixth split): Python 2
# read a tab in indentation as a move to the next multiple of 8 columns, so files that mix
# tabs and spaces ran; Python 3 (and libcst) reject them. With a print statement too.
TABS = (
    "import tensorflow.compat.v1 as tf\n"
    "\n"
    "\n"
    "def build():\n"
    "\tif True:\n"
    "\t\tx = tf.placeholder(tf.float32, [None, 3])\n"
    "        y = tf.placeholder(tf.float32, [None, 3])\n"
    "\treturn x, y\n"
)


@pytest.mark.parametrize("extra", ["", '\tprint "built"\n'], ids=["tabs-only", "tabs-and-print"])
def test_tabs_mixed_with_spaces_are_read_as_python_2_read_them(isolated_cwd: Path, extra: str) -> None:
    source = TABS.replace("\treturn x, y\n", extra + "\treturn x, y\n")
    with pytest.raises(TabError):
        compile(source, "train.py", "exec")
    (isolated_cwd / "train.py").write_text(source)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "train.py"])
    items = json.loads(result.stdout)
    found = [(i["code"], i["location"]["row"], i["location"]["column"]) for i in items]
    # Columns are the user's: `\t\tx = tf.placeholder` puts the call at column 7.
    assert found == [("TFS101", 6, 7), ("TFS000", 7, 1), ("TFS101", 7, 13)]
    assert "Python 2" in items[1]["message"]
    before = (isolated_cwd / "train.py").read_bytes()
    CliRunner().invoke(cli, ["--isolated", "--no-cache", "--fix", "--unsafe-fixes", "--batch-size", "8", "train.py"])
    assert (isolated_cwd / "train.py").read_bytes() == before


def test_tab_indentation_python_3_accepts_is_no_syntax_error(isolated_cwd: Path) -> None:
    """jarchv/capsnet-tensorflow (fortieth split): a method indented with two spaces whose
    body is a tab and two spaces. Python 3 accepts it (the tab is 8 columns or 1, deeper
    either way); libcst's tokenizer does not. It was a false TFS000 and nothing else."""
    source = (
        "import tensorflow.compat.v1 as tf\n"
        "\n"
        "class CapsLayer:\n"
        "  def __init__(self, mode):\n"
        "\t  self.mode = mode\n"
        "\t  self.x = tf.placeholder(tf.float32, [None, 3])\n"
    )
    compile(source, "capsules.py", "exec")
    (isolated_cwd / "capsules.py").write_text(source)
    result = CliRunner().invoke(cli, ["--isolated", "--no-cache", "--output-format", "json", "capsules.py"])
    found = [(i["code"], i["location"]["row"], i["location"]["column"]) for i in json.loads(result.stdout)]
    assert found == [("TFS101", 6, 13)]  # `\t  self.x = tf.placeholder`: the call at column 13
