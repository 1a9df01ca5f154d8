"""The placeholders a file binds to names, and whether each declares a static batch.

A derived analysis for the loop rules: a loop that feeds its hand-cut batches to a
placeholder declared `(512, 256)` or `[FLAGS.batch_size, 28, 28]` cannot feed a short
last batch (TensorFlow rejects the feed), so whatever the data's length, the batches
that run are full. Placeholders are matched to the keys of a feed dict by the last part
of the name they are bound to (`self.x` in a class, `model.x` in the loop), as the
rest of the analysis layer matches methods.
"""

from __future__ import annotations

from typing import Dict, List, Optional

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value
from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.literals import int_literal, is_none
from tfshape_lint.analysis.names import terminal_name
from tfshape_lint.analysis.naming import BATCH_SIZE_NAME
from tfshape_lint.analysis.quoting import snippet
from tfshape_lint.analysis.scopes import Binding, Scope, ScopeFacts

#: Canonical names of placeholder constructors, and the position of their shape.
_PLACEHOLDERS: Dict[str, int] = {
    "tensorflow.placeholder": 1,
    "tensorflow.placeholder_with_default": 1,
    "keras.backend.placeholder": 0,
}


class Placeholders(Analysis):
    """Placeholders bound to names, by the last part of the name."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        #: terminal name -> (the shape's code, or None when its batch is not static) per binding
        self._by_name: Dict[str, List[Optional[str]]] = {}
        #: terminal name -> whether each binding declares a scalar (`shape=[]`, `()`)
        self._scalar: Dict[str, List[bool]] = {}
        for scope in file.analysis(ScopeFacts).scopes:
            for name, bindings in scope.bindings.items():
                for binding in bindings:
                    value = binding.value
                    key = ("." if "." in name else "") + name.rsplit(".", 1)[-1]
                    position = _PLACEHOLDERS.get(file.resolve(value.func) or "") \
                        if binding.kind == "assign" and isinstance(value, cst.Call) else None
                    if position is None:
                        if binding.kind in ("assign", "unpack", "param", "for", "with", "import"):
                            # `self.inputs, self.target = placeholders(dim)`: another value of
                            # the name, which may be what a feed dict's key holds.
                            self._scalar.setdefault(key, []).append(False)
                        continue
                    assert isinstance(value, cst.Call)
                    shape = argument_value(value, "shape", position)
                    static = shape is not None and self._static_batch(shape, binding.scope)
                    # `self.x` is matched by `model.x`, a plain `x` only by `x`.
                    self._by_name.setdefault(key, []).append(
                        snippet(file.code_for(shape), 40) if static and shape is not None else None)
                    self._scalar.setdefault(key, []).append(
                        isinstance(shape, (cst.List, cst.Tuple)) and not shape.elements)

    def static_batch(self, key: cst.BaseExpression) -> Optional[str]:
        """The shape of the placeholder(s) fed as `key`, when every placeholder of that name
        declares a static batch; None otherwise (or when the file binds none)."""
        name = terminal_name(key) if isinstance(key, (cst.Name, cst.Attribute)) else None
        shapes = self._by_name.get(("." if isinstance(key, cst.Attribute) else "") + (name or ""))
        if not shapes or any(shape is None for shape in shapes):
            return None
        return shapes[0]

    def scalar(self, key: cst.BaseExpression, scope: Optional[Scope] = None) -> bool:
        """The placeholder fed as `key` declares a scalar (`shape=[]`): what is fed to it is a
        number (a count, a learning rate), never an array. A plain name is looked up from
        `scope` (every binding that reaches it must be such a placeholder); an attribute is
        matched by its last part across the file, and no other value may be bound to it."""
        if isinstance(key, cst.Name) and scope is not None:
            bindings, _ = scope.lookup(key.value)
            return bool(bindings) and all(self._scalar_placeholder(binding) for binding in bindings)
        name = terminal_name(key) if isinstance(key, (cst.Name, cst.Attribute)) else None
        found = self._scalar.get(("." if isinstance(key, cst.Attribute) else "") + (name or ""))
        return found is not None and bool(found) and all(found)

    def _scalar_placeholder(self, binding: Binding) -> bool:
        value = binding.value
        if binding.kind != "assign" or not isinstance(value, cst.Call):
            return False
        position = _PLACEHOLDERS.get(self.file.resolve(value.func) or "")
        shape = argument_value(value, "shape", position) if position is not None else None
        return isinstance(shape, (cst.List, cst.Tuple)) and not shape.elements

    def _static_batch(self, shape: cst.BaseExpression, scope: Scope, depth: int = 0) -> bool:
        if isinstance(shape, cst.Name) and depth < 3:
            bound = _only_value(scope.lookup(shape.value)[0])
            return bound is not None and self._static_batch(bound, scope, depth + 1)
        if not isinstance(shape, (cst.List, cst.Tuple)) or not shape.elements:
            return False
        first = shape.elements[0]
        if isinstance(first, cst.StarredElement):
            return False
        written = int_literal(first.value)
        if (written == 1 or (written is None and not BATCH_SIZE_NAME.match(terminal_name(first.value) or ""))) \
                and any(isinstance(e, cst.Element) and is_none(e.value) for e in shape.elements[1:]):
            # `[n_auxi, None]`, `[1, None]` fed mini-batches: a count of features first and the
            # examples along a later axis (praghav444's trainer stores one example per column,
            # hundred-first split, judged false as a static batch).
            return False
        return _static_dim(first.value, scope)


def _only_value(bindings: List[Binding]) -> Optional[cst.BaseExpression]:
    """The value of a name bound once (a parameter's default), else None."""
    return bindings[0].value if len(bindings) == 1 else None


def _static_dim(dim: cst.BaseExpression, scope: Scope) -> bool:
    """A dimension written as a positive int, a config attribute (`FLAGS.batch_size`), or a
    name bound only to such values (a parameter only through an int default)."""
    number = int_literal(dim)
    if number is not None:
        return number > 0
    if isinstance(dim, cst.Attribute):
        return True
    if isinstance(dim, cst.Name) and not is_none(dim):
        bindings = scope.lookup(dim.value)[0]
        if not bindings:
            return False
        for binding in bindings:
            if binding.value is None or is_none(binding.value) or binding.kind not in ("assign", "param") \
                    or isinstance(binding.value, cst.IfExp):
                return False  # `64 if training else None`: not always static
            if binding.kind == "param" and int_literal(binding.value) is None:
                return False
        return True
    return isinstance(dim, cst.BinaryOperation) and not any(
        is_none(node) for node in (dim.left, dim.right))
