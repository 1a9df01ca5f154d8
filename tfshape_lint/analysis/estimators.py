"""Keras models that `model_to_estimator` rebuilds.

`tf.keras.estimator.model_to_estimator(keras_model=model)` clones the model on the
`features` tensors its Estimator's `input_fn` hands it, so the model's own `Input` or
first layer's `input_shape=` sets no traced or exported batch: the `input_fn`'s dataset
does (TFS201 reports its `.batch(n)`). A derived analysis: the module's object flow
(:mod:`tfshape_lint.analysis.reach`) is built only for a file that names
`model_to_estimator`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Dict, FrozenSet, List, Optional

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.names import terminal_name
from tfshape_lint.analysis.scopes import ScopeFacts

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.analysis.reach import ObjectFlow

_REBUILDERS = frozenset({"model_to_estimator"})
#: A model converted, saved or exported in the same file: its own input declaration counts there.
_OTHER_USES = re.compile(r"TFLiteConverter|from_keras_model|saved_model|\.export\(|\.save\(")


class EstimatorRebuilds(Analysis):
    """See the module documentation."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self._flow: Optional["ObjectFlow"] = None
        self._targets: Optional[List[FrozenSet[str]]] = None
        #: The functions (and classes) around each of those calls.
        self._target_owners: List[FrozenSet[str]] = []
        self._calls_per_name: Dict[str, int] = {}

    def release(self) -> None:
        self._flow = None
        self._targets = None
        self._target_owners = []

    def rebuilt(self, node: cst.CSTNode) -> bool:
        """Whether what `node`'s statement builds flows into the model a `model_to_estimator`
        call is given (`model = create_model()`, then `model_to_estimator(keras_model=model)`):
        followed from the model to the call, never back, so that another model of the same
        file is not silenced by it."""
        text = self.file.text
        if not any(name in text for name in _REBUILDERS) or _OTHER_USES.search(text):
            return False  # a file that also converts, saves or exports a model: its input matters there
        if self._flow is None or self._targets is None:
            from tfshape_lint.analysis.reach import ObjectFlow

            flow = ObjectFlow(self.file.module, self.file.names.aliases)
            self._flow = flow
            # Only a call whose arguments name one object each: a name bound once in the call's
            # scope (a notebook that binds `model` to one model per cell and hands the last to
            # `model_to_estimator` says nothing of the others; TensorFlow's Keras overview).
            self._targets = []
            self._calls_per_name = {}
            for scope in self.file.analysis(ScopeFacts).scopes:
                for call in scope.calls:
                    if isinstance(call.func, cst.Name):
                        self._calls_per_name[call.func.value] = self._calls_per_name.get(call.func.value, 0) + 1
                    if terminal_name(call.func) not in _REBUILDERS:
                        continue
                    used = frozenset(flow.used_by_arguments(call))
                    if all(len(scope.lookup(name)[0]) <= 1 for name in used if "." not in name):
                        self._targets.append(used)
                        self._target_owners.append(flow.enclosing_names_of(call))
        flow = self._flow
        # A model built in a function reaches the call through that function (`model =
        # create_model()`): its local names (`inputs`, `model`) are shared with every other
        # function's in this name-level graph, and would join another model to the call.
        enclosing, own = flow.enclosing_names_of(node), flow.own_names_of(node)
        if any(target and owner == enclosing and not target.isdisjoint(own)
               for target, owner in zip(self._targets, self._target_owners)):
            return True  # built and handed over in the same function (`model = ...` then the call)
        if enclosing and any(self._calls_per_name.get(name, 0) > 1 for name in enclosing):
            return False  # `create_model()` called again for another use: that model keeps its finding
        start = enclosing or own
        reached = flow.reaches(start) if start else None
        return reached is not None and any(target and not target.isdisjoint(reached) for target in self._targets)
