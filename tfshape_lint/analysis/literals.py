"""What a literal in the source says: `None`, `True`, numbers and strings, without evaluating code."""

from __future__ import annotations

import warnings
from typing import Optional, TypeGuard

import libcst as cst

_CONSTANTS = {"True": True, "False": False, "None": None}


def is_none(node: cst.BaseExpression) -> TypeGuard[cst.Name]:
    """The name `None`."""
    return isinstance(node, cst.Name) and node.value == "None"


def is_true(node: cst.BaseExpression) -> TypeGuard[cst.Name]:
    """The name `True`."""
    return isinstance(node, cst.Name) and node.value == "True"


def is_literal(node: Optional[cst.BaseExpression]) -> bool:
    """A number, string, True/False/None, or a unary minus of a number (an omitted value counts)."""
    if node is None:
        return True
    if isinstance(node, (cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString, cst.ConcatenatedString,
                         cst.FormattedString)):
        return True
    if isinstance(node, cst.Name) and node.value in _CONSTANTS:
        return True
    if isinstance(node, cst.UnaryOperation):
        return is_literal(node.expression)
    return False


def int_literal(node: cst.BaseExpression) -> Optional[int]:
    """The value of an int literal (not `True`/`False`), or None."""
    value = literal_value(node)
    return value if type(value) is int else None


def literal_value(node: cst.BaseExpression) -> object:
    """True/False/None or an int for those literals; `...` (Ellipsis) for anything else."""
    if isinstance(node, cst.Name) and node.value in _CONSTANTS:
        return _CONSTANTS[node.value]
    if isinstance(node, cst.Integer):
        return int(node.value.replace("_", ""), 0)
    return ...


def string_value(node: cst.BaseExpression) -> Optional[str]:
    """The text of a plain string literal, or None."""
    if isinstance(node, cst.SimpleString):
        prefix = node.prefix.lower()
        if "b" in prefix:
            return None
        body = node.raw_value
        # Without escapes the text is the body itself; `evaluated_value` runs
        # `ast.literal_eval`, whose nested functions leave a cycle for the
        # garbage collector on every call (hundreds per file).
        if "\r" not in body and (prefix == "r" or (prefix in ("", "u") and "\\" not in body)):
            return body
        try:
            with warnings.catch_warnings():  # '\d': a SyntaxWarning of the user's code, not ours
                warnings.simplefilter("ignore")
                value = node.evaluated_value
        except Exception:  # noqa: BLE001 - an odd literal is just not a name
            return None
        return value if isinstance(value, str) else None
    return None
