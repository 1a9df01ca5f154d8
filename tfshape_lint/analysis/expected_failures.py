"""Blocks of code a test expects to fail: `with pytest.raises(ValueError):`,
`with self.assertRaises(...)`, `with self.assertRaisesRegex(...)`,
`with self.assertRaisesOpError(...)`.

What runs there is meant to raise (a test that a `TensorSpec` with no shape is rejected,
a placeholder fed the wrong rank), so a finding there is about a graph that is never
built: the engine drops the findings inside them (lint/diagnostics.py).
"""

from __future__ import annotations

from typing import List

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
        #: The `with` statements whose body is expected to raise.
        self.blocks: List[cst.With] = []

    def release(self) -> None:
        self.blocks.clear()

    def visit_With(self, node: cst.With) -> None:
        if any(self._expects_failure(item.item) for item in node.items):
            self.blocks.append(node)

    def _expects_failure(self, expr: cst.BaseExpression) -> bool:
        if not isinstance(expr, cst.Call):
            return False
        func = expr.func
        if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value == "self":
            return func.attr.value in _ASSERT_RAISES
        return self.file.resolve(func) == "pytest.raises"
