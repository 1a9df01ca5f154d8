"""`string_value` reads a string literal's text without evaluating code: the same
text as libcst's `evaluated_value` (Python's own `literal_eval`) for every literal."""

from __future__ import annotations

import warnings

import libcst as cst
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tfshape_lint.analysis.literals import string_value

PREFIXES = ["", "r", "R", "u", "U", "b", "rb", "Br", "f"]


def _literal(source: str) -> cst.BaseExpression:
    return cst.parse_expression(source)


@given(text=st.text(alphabet=st.sampled_from(list("ab \t\\'\"\n\rxé0{}")), max_size=12),
       prefix=st.sampled_from(PREFIXES), quote=st.sampled_from(["'", '"', "'''", '"""']))
def test_same_text_as_evaluated_value(text: str, prefix: str, quote: str) -> None:
    source = prefix + quote + text + quote
    try:
        node = _literal(source)
    except (cst.ParserSyntaxError, cst.CSTValidationError, ValueError, RecursionError):  # e.g. b"0" "" (bytes + str)
        return
    if not isinstance(node, cst.SimpleString):
        return
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            expected = node.evaluated_value
    except Exception:  # noqa: BLE001 - what literal_eval rejects, string_value must not invent
        expected = None
    assert string_value(node) == (expected if isinstance(expected, str) else None)


@pytest.mark.parametrize("source, value", [
    ("'input_x'", "input_x"), ('r"a\\d"', "a\\d"), ("'a\\tb'", "a\tb"), ("b'x'", None), ("u'x'", "x"),
    ('"""two\nlines"""', "two\nlines"),
])
def test_examples(source: str, value: object) -> None:
    assert string_value(_literal(source)) == value


def test_an_invalid_escape_in_the_linted_code_prints_no_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert string_value(_literal("'a\\d'")) == "a\\d"


def test_code_only_blanks_comments_and_strings_and_keeps_positions() -> None:
    from tfshape_lint.analysis.base import code_only

    text = 'x = 1  # episodes\n"""rollouts\nhere"""\ny = f"{a} episodes" + gym.make(\'Pong\')\n'
    code = code_only(text)
    assert len(code) == len(text) and code.count("\n") == text.count("\n")
    assert "episodes" not in code and "rollouts" not in code and "Pong" not in code
    assert "gym.make(" in code and code.index("gym.make(") == text.index("gym.make(")
    # Text tokenize cannot read (an unclosed bracket) has only its whole-line comments blanked.
    assert code_only("f(\n# episodes\nx = 1  # kept\n") == "f(\n          \nx = 1  # kept\n"
    # Review of stop 35: a form feed or a CRLF line is no end of the text (str.splitlines
    # splits at a form feed, and tokenize took what followed it for the end).
    text = 'x = 1\n\x0c\n# each episode\r\ny = "episode"\r\n'
    code = code_only(text)
    assert len(code) == len(text) and "episode" not in code and "\x0c" in code
