"""Parsing without per-node validation gives the same trees and the same syntax errors."""

from __future__ import annotations

from pathlib import Path

import libcst as cst
import pytest
from libcst._nodes.base import CSTNode

from tfshape_lint.lint.parse import parse_module, split_top_level

ROOT = Path(__file__).resolve().parent.parent

INVALID = [
    "x = (", "def f(:\n pass", "a = 1 +", "class A(:", "x: int = = 3", "import", "print 'x'",
    "f(x for x in y, 1)", "a[1:2:3:4]", "@\ndef f(): pass", "match x:\n case 1 | : pass", "f'{'",
    "x = yield = 3", "def f(*): pass", "lambda *: 1", "x = 1 if 2", "raise from x", "try:\n pass",
    "for x in :\n pass", "def f(a=1, b): pass",
]


def _outcome(text: str, parse: object) -> str:
    try:
        parse(text)  # type: ignore[operator]
    except Exception as error:  # noqa: BLE001 - the exception type is what is compared
        return type(error).__name__
    return "ok"


@pytest.mark.parametrize("text", INVALID)
def test_same_outcome_on_invalid_code(text: str) -> None:
    assert _outcome(text, parse_module) == _outcome(text, cst.parse_module)


def test_same_trees_on_real_files() -> None:
    for path in sorted((ROOT / "tfshape_lint").rglob("*.py"))[:25]:
        text = path.read_text(encoding="utf-8")
        assert parse_module(text).deep_equals(cst.parse_module(text)), path


def test_validation_is_back_after_a_parse_and_after_an_error() -> None:
    original = CSTNode.__dict__["__post_init__"]
    parse_module("x = 1\n")
    with pytest.raises(cst.ParserSyntaxError):
        parse_module("x = (\n")
    assert CSTNode.__dict__["__post_init__"] is original
    with pytest.raises(cst.CSTValidationError):
        cst.Name("not a name")


# -- large files are parsed in pieces ------------------------------------------------

EDGE_CASES = {
    "blank lines and column-0 comments between definitions": (
        "import os\n\n\ndef f():\n    return 1\n\n\n# about g\n\n# more\ndef g():\n    pass\n# end\n"
    ),
    "an indented comment after a block (owned differently at the end of a piece)": (
        "def f():\n    x = 1\n\n\n # stray\nclass A(object):\n    pass\n\n    # block comment\n\nx = 2\n"
    ),
    "decorators, semicolons and a continuation": (
        "import a; import b\n@a.dec\n@b.dec(1,\n       2)\ndef f(): pass\nx = 1 + \\\n    2\ny = [\n1]\n"
    ),
    "no trailing newline": "x = 1\ny = 2\nz = 3",
    "tabs, and a later piece without blocks": "if x:\n\tpass\ny = 1\nz = 2\n",
    "two indent widths": "def f():\n  return 1\ndef g():\n    return 2\nclass C:\n        pass\n",
    "a string that looks like code": 's = """\nx = 1\ndef f():\n"""\ny = 2\n',
    "Windows newlines": "x = 1\r\ny = 2\r\n",
    "form feed and a header comment": "#!/usr/bin/env python\n# -*- coding: utf-8 -*-\n\x0c\nx = 1\n\x0c\ny = 2\n",
    "only comments": "# a\n# b\n",
    "empty": "",
}


@pytest.mark.parametrize("name", sorted(EDGE_CASES))
def test_pieces_join_into_the_whole_file_tree(name: str) -> None:
    text = EDGE_CASES[name]
    whole = cst.parse_module(text)
    joined = parse_module(text, piece=1, large=0)
    assert joined.code == text
    assert joined.deep_equals(whole)


def test_pieces_on_every_file_of_the_repository() -> None:
    """Every statement its own piece: the joined tree is the whole-file tree."""
    paths = sorted((ROOT / "tfshape_lint").rglob("*.py")) + sorted((ROOT / "tests" / "corpus").rglob("*.py"))
    split = 0
    for path in paths:
        text = path.read_text(encoding="utf-8")
        try:
            whole = cst.parse_module(text)
        except cst.ParserSyntaxError:
            continue
        split += len(split_top_level(text, 1)) > 1
        joined = parse_module(text, piece=1, large=0)
        assert joined.code == text, path
        assert joined.deep_equals(whole), path
    assert split > len(paths) // 2  # the pieces were really used


def test_where_files_are_cut() -> None:
    text = (
        "import os\n\n\ndef f():\n    pass\n # stray\ndef g():\n    pass\n\n# c\nclass C:\n    x = 1\n"
        "@dec(\n    1,\n)\ndef h():\n    pass\nasync def i():\n    pass\n"
    )
    pieces = split_top_level(text, 1)
    assert "".join(pieces) == text
    # Before any top-level statement, but not `g` (an indented comment precedes it)
    # nor `h` (its decorator's bracket closes at column 0).
    assert [piece.splitlines()[0] for piece in pieces] == ["import os", "def f():", "class C:", "@dec(", "async def i():"]
    assert split_top_level("x = 1\ny = 2\n", 1) == ["x = 1\n", "y = 2\n"]
    assert len(split_top_level("@dec\ndef f(): pass\nif x:\n    pass\nelse:\n    pass\n", 1)) == 2  # `if`
    assert len(split_top_level("if x:\n    y = 2\n    \ndef f(): pass\n", 1)) == 1  # a line of spaces before
    assert len(split_top_level("if x:\n    y = 2\n\x0c\ndef f(): pass\n", 1)) == 1  # a form feed before
    crlf = "x = 1\r\nif x:\r\n    y = 2\r\ndef f(): pass\r\n"
    assert split_top_level(crlf, 1) == [crlf]


def test_a_cut_inside_a_string_or_brackets_means_a_whole_parse() -> None:
    for text in (
        's = """\n    text\ndef not_code():\n"""\n',
        "x = (a\n     + b\n@ c)\n",
        "def f():\n    s = '''\n    a\nclass NotCode:\n    '''\n    return s\n",
    ):
        assert len(split_top_level(text, 1)) >= 2, text  # a cut is proposed...
        joined = parse_module(text, piece=1, large=0)  # ...the first piece does not parse
        assert joined.code == text and joined.deep_equals(cst.parse_module(text))


@pytest.mark.parametrize("text", INVALID + ["x = 1\n" * 40 + "def f(:\n    pass\n" + "y = 2\n" * 40])
def test_pieces_raise_what_a_whole_parse_raises(text: str) -> None:
    with pytest.raises(cst.ParserSyntaxError) as whole:
        cst.parse_module(text)
    with pytest.raises(cst.ParserSyntaxError) as pieces:
        parse_module(text, piece=1, large=0)
    assert (pieces.value.raw_line, pieces.value.raw_column) == (whole.value.raw_line, whole.value.raw_column)
