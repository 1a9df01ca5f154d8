"""Who a call belongs to: the names assigned from an expression that contains it, and the
functions whose body makes it (`val_ds = ds.batch(32)` -> `val_ds`; `def eval_input_fn`).

A derived analysis, built once per file from the scope model when a rule first asks: one
walk over every assigned value, so asking about many calls stays linear in the file.
"""

from __future__ import annotations

from typing import Dict, List

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.expressions import walk
from tfshape_lint.analysis.scopes import ScopeFacts


class CallOwners(Analysis):
    """Maps each call to the names bound from it and the functions that make it."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        facts = file.analysis(ScopeFacts)
        self._names: Dict[int, List[str]] = {}
        self._functions: Dict[int, List[str]] = {}
        for scope in facts.scopes:
            if scope.kind == "function":
                for call in scope.calls:
                    self._functions.setdefault(id(call), []).append(scope.name)
            for bindings in scope.bindings.values():
                for binding in bindings:
                    if binding.value is None or binding.kind not in ("assign", "unpack"):
                        continue
                    for node in walk(binding.value, lambda n: False):
                        if isinstance(node, cst.Call):
                            self._names.setdefault(id(node), []).append(binding.name)

    def names(self, call: cst.Call) -> List[str]:
        """The names assigned from an expression containing `call`."""
        return list(self._names.get(id(call), ()))

    def functions(self, call: cst.Call) -> List[str]:
        """The names of the functions (not lambdas) whose body makes `call`."""
        return list(self._functions.get(id(call), ()))
