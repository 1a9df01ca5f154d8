"""Who a call belongs to: the names assigned from an expression that contains it, and the
functions whose body makes it (`val_ds = ds.batch(32)` -> `val_ds`; `def eval_input_fn`);
and, for a function of the module, the names its calls are assigned to
(`test_data = load_data(...)` -> `test_data`).

A derived analysis, built once per file from the scope model when a rule first asks: one
walk over every assigned value, so asking about many calls stays linear in the file.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Set, Tuple

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.expressions import walk
from tfshape_lint.analysis.names import terminal_name
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


#: A callee as the module calls it: its last name, and whether it is called as an attribute
#: (`self.load_data(...)`, a method) or bare (`load_data(...)`, a plain function).
Callee = Tuple[str, bool]


class CallResults(Analysis):
    """For each callee of the module's own code, the names its calls are assigned to whole
    (`test_data = load_data(args.test_path)` -> `test_data`), and whether some call of it is
    not assigned to a name at all (`model.fit(load_data(path))`). A call through an import is
    a library's (`mnist.load_data()`, `np.load(...)`: second review of stop 34) and is left
    out. Shared by TFS201 and TFS202, which read what a maker of datasets makes from the
    names its results get."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        facts = file.analysis(ScopeFacts)
        assigned: Dict[int, List[str]] = {}
        for scope in facts.scopes:
            for bindings in scope.bindings.values():
                for binding in bindings:
                    if binding.kind == "assign" and isinstance(binding.value, cst.Call):
                        assigned.setdefault(id(binding.value), []).append(binding.name)
        self._into: Dict[Callee, Set[str]] = {}
        self._unassigned: Set[Callee] = set()
        for scope in facts.scopes:
            for call in scope.calls:
                callee = terminal_name(call.func) if isinstance(call.func, (cst.Name, cst.Attribute)) else None
                if callee is None or file.resolve(call.func) is not None:
                    continue
                key = (callee, isinstance(call.func, cst.Attribute))
                if id(call) in assigned:
                    self._into.setdefault(key, set()).update(assigned[id(call)])
                else:
                    self._unassigned.add(key)

    def names(self, callee: Callee) -> Set[str]:
        """The names the calls of `callee` are assigned to (empty when none is)."""
        return set(self._into.get(callee, ()))

    def names_if_all_assigned(self, callee: Callee) -> Optional[Set[str]]:
        """The names the calls of `callee` are assigned to, or None when one call is not
        assigned to a name: then the names say nothing of what every call makes."""
        return None if callee in self._unassigned else self.names(callee)
