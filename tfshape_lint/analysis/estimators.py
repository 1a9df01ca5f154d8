"""Keras models that `model_to_estimator` rebuilds.

`tf.keras.estimator.model_to_estimator(keras_model=model)` clones the model on the
`features` tensors its Estimator's `input_fn` hands it, so the model's own `Input` or
first layer's `input_shape=` sets no traced or exported batch: the `input_fn`'s dataset
does (TFS201 reports its `.batch(n)`). A derived analysis: the module's object flow
(:mod:`tfshape_lint.analysis.reach`) is built only for a file that names
`model_to_estimator`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, FrozenSet, List, Optional

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.names import terminal_name
from tfshape_lint.analysis.scopes import ScopeFacts

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.analysis.reach import ObjectFlow

_REBUILDERS = frozenset({"model_to_estimator"})


class EstimatorRebuilds(Analysis):
    """See the module documentation."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self._flow: Optional["ObjectFlow"] = None
        self._targets: Optional[List[FrozenSet[str]]] = None

    def release(self) -> None:
        self._flow = None
        self._targets = None

    def rebuilt(self, node: cst.CSTNode) -> bool:
        """Whether what `node`'s statement builds flows into the model a `model_to_estimator`
        call is given (`model = create_model()`, then `model_to_estimator(keras_model=model)`):
        followed from the model to the call, never back, so that another model of the same
        file is not silenced by it."""
        if not any(name in self.file.text for name in _REBUILDERS):
            return False
        if self._flow is None or self._targets is None:
            from tfshape_lint.analysis.reach import ObjectFlow

            flow = ObjectFlow(self.file.module, self.file.names.aliases)
            self._flow = flow
            # Only a call whose arguments name one object each: a name bound once in the call's
            # scope (a notebook that binds `model` to one model per cell and hands the last to
            # `model_to_estimator` says nothing of the others; TensorFlow's Keras overview).
            self._targets = []
            for scope in self.file.analysis(ScopeFacts).scopes:
                for call in scope.calls:
                    if terminal_name(call.func) not in _REBUILDERS:
                        continue
                    used = frozenset(flow.used_by_arguments(call))
                    if all(len(scope.lookup(name)[0]) <= 1 for name in used if "." not in name):
                        self._targets.append(used)
        flow = self._flow
        # A model built in a function reaches the call through that function (`model =
        # create_model()`): its local names (`inputs`, `model`) are shared with every other
        # function's in this name-level graph, and would join another model to the call.
        start = flow.enclosing_names_of(node) or flow.own_names_of(node)
        reached = flow.reaches(start) if start else None
        return reached is not None and any(target and not target.isdisjoint(reached) for target in self._targets)
