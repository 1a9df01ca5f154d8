"""Blocks of code a test expects to fail: `with pytest.raises(ValueError):`,
`with self.assertRaises(...)`, `with self.assertRaisesRegex(...)`,
`with self.assertRaisesOpError(...)`; and blocks that never run as written: the body of
`if 0:` / `if False:`, the `else` (or `elif`) of `if 1:` / `if True:`.

What runs in the first is meant to raise (a test that a `TensorSpec` with no shape is
rejected, a placeholder fed the wrong rank), and the second is switched off by hand (the
model a script no longer builds, kept under `if 0:`: Keyird's TF2 examples, sixty-second
split, judged false), so a finding there is about a graph that is never built: the engine
drops the findings inside them (lint/diagnostics.py).
"""

from __future__ import annotations

from typing import List, Optional

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext

#: `unittest`/`tf.test.TestCase` context managers that expect an exception.
_ASSERT_RAISES = ("assertRaises", "assertRaisesRegex", "assertRaisesRegexp", "assertRaisesOpError",
                  "assertRaisesWithPredicateMatch", "assertRaisesIncompatibleShapesError",
                  "assertRaisesWithLiteralMatch", "assertRaisesWithRegexpMatch")


class ExpectedFailures(Analysis):
    """See the module documentation."""

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        #: The `with` statements whose body is expected to raise, and the blocks a constant
        #: condition switches off.
        self.blocks: List[cst.CSTNode] = []

    def release(self) -> None:
        self.blocks.clear()

    def visit_With(self, node: cst.With) -> None:
        if any(self._expects_failure(item.item) for item in node.items):
            self.blocks.append(node)

    def visit_If(self, node: cst.If) -> None:
        switch = _constant_truth(node.test)
        if switch is False:
            self.blocks.append(node.body)
        elif switch is True and node.orelse is not None:
            self.blocks.append(node.orelse)

    def _expects_failure(self, expr: cst.BaseExpression) -> bool:
        if not isinstance(expr, cst.Call):
            return False
        func = expr.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            return func.attr.value in _ASSERT_RAISES
        return self.file.resolve(func) == "pytest.raises"


def _constant_truth(test: cst.BaseExpression) -> Optional[bool]:
    """`0`, `False` -> False; `1`, `True` -> True; anything else -> None (not known)."""
    if isinstance(test, cst.Name) and test.value in ("True", "False"):
        return test.value == "True"
    if isinstance(test, cst.Integer) and test.value in ("0", "1"):
        return test.value == "1"
    return None
