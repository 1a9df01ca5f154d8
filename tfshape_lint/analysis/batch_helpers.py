"""Which functions of a module hand out mini-batches: batch helpers.

A function is a batch helper when it returns or yields slices with computed bounds
(`return x[start:end]`), or, named for batches, an index array (`X[idx]`), or what it
got from another batch helper of the module (`fill_feed_dict` returning a feed dict
of `data_set.next_batch(...)`, TensorFlow's `fully_connected_feed.py` layout). A
method is matched by name: `obj.next_batch(...)` is the module's own `next_batch`
unless `obj` is known to come from elsewhere (`mnist = read_data_sets(...)`).
"""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Optional, Tuple

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value
from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.batch_purpose import counted_fill
from tfshape_lint.analysis.consumers import Consumers
from tfshape_lint.analysis.expressions import (
    in_scalar_context,
    is_single_example,
    walk,
    wraps_one_as_a_batch,
)
from tfshape_lint.analysis.literals import is_literal
from tfshape_lint.analysis.names import terminal_name
from tfshape_lint.analysis.scopes import Scope, ScopeFacts
from tfshape_lint.analysis.slicing import HELPER_NAME, crop_parameter, helper_subscript

#: Methods of dataset objects from libraries that hand out full batches, one per call
#: (TensorFlow's tutorial `DataSet.next_batch`, `mnist.train.next_batch(100)`).
LIBRARY_BATCH_METHODS = frozenset({"next_batch"})


def library_next_batch(call: cst.Call) -> bool:
    """`<object>.next_batch(n)`, `data_loader.next_batch()`: a dataset object's next batch
    (its class is not in this module: a library's, or a loader in another module)."""
    return isinstance(call.func, cst.Attribute) and call.func.attr.value in LIBRARY_BATCH_METHODS


class BatchHelpers(Analysis):
    """See the module documentation."""

    NEEDS = (ScopeFacts, Consumers)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.facts = file.analysis(ScopeFacts)
        self.consumers = file.analysis(Consumers)
        self._helper: Dict[int, bool] = {}
        #: Helper scope -> the slicing helper it wraps (`fill_feed_dict` -> `next_batch`).
        self._via: Dict[int, Scope] = {}
        #: Function scope -> the library `next_batch` call whose batch it returns, or None.
        self._library_via: Dict[int, Optional[cst.Call]] = {}
        #: The names of the module's classes (see `_may_be_module_object`).
        self._classes: Optional[FrozenSet[str]] = None
        #: The calls of the module by their callee's last name (see `_fixed_crop`).
        self._calls_by_name: Optional[Dict[str, List[Tuple[Scope, cst.Call]]]] = None

    def release(self) -> None:
        self._helper.clear()
        self._via.clear()
        self._library_via.clear()
        self._classes = None
        self._calls_by_name = None

    def is_batch_helper(self, scope: Scope) -> bool:
        """A function that returns or yields slices with computed bounds (`x[start:end]`), or
        what it got from such a helper of the module (`fill_feed_dict` returning a feed dict of
        `data_set.next_batch(...)`, TensorFlow's `fully_connected_feed.py` layout)."""
        key = id(scope)
        if key in self._helper:
            return self._helper[key]
        self._helper[key] = False
        result = False
        if isinstance(scope.node, cst.FunctionDef) and not scope.name.startswith("__") \
                and not self.consumers.is_consumer_function(scope):
            named = bool(HELPER_NAME.search(scope.name))
            for value in scope.returns:
                if _one_example(value, scope):
                    continue  # `return np.array([res])`: a state or window as a batch of one
                for expr in self.facts.local_values(scope, value):
                    for node in walk(expr, lambda n: is_single_example(n) or in_scalar_context(n) or joins_chunks(n)):
                        if isinstance(node, cst.Subscript) and helper_subscript(node, named, scope) \
                                and not self._fixed_crop(node, scope):
                            result = True
                            break
                    if result:
                        break
                if result:
                    break
            if not result and named and counted_fill(scope):
                # `make_mini_batch(data, size)`: one random example (or window) appended per
                # pass of `for _ in range(size)`, then returned.
                result = True
            if not result:
                wrapped = self._wrapped_helper(scope)
                if wrapped is not None:
                    self._via[key] = wrapped
                    result = True
        self._helper[key] = result
        return result

    def _fixed_crop(self, node: cst.Subscript, scope: Scope) -> bool:
        """The slice's bounds come from a parameter with a tuple of literals for its default
        (see `crop_parameter`) that no call of the function in the module gives anything but
        a literal tuple or a name (`crop_image(image, height_range)`, passing its own default on)."""
        parameter = crop_parameter(node, scope)
        if parameter is None or parameter not in scope.params:
            return False
        position = scope.params.index(parameter) - (1 if scope.class_name is not None else 0)
        if self._calls_by_name is None:  # once per file: a scan of every call per helper was quadratic
            self._calls_by_name = {}
            for caller in self.facts.scopes:
                for call in caller.calls:
                    self._calls_by_name.setdefault(terminal_name(call.func) or "", []).append((caller, call))
        for caller, call in self._calls_by_name.get(scope.name, ()):
            given = argument_value(call, parameter, position)
            if given is None or _literal_tuple(given):
                continue
            if isinstance(given, cst.Name):
                bound = caller.bindings.get(given.value, [])
                if bound and all(b.kind == "param" and b.value is not None and _literal_tuple(b.value)
                                 for b in bound):
                    continue  # the caller's own constant range, passed on
            return False
        return True

    def _wrapped_helper(self, scope: Scope) -> Optional[Scope]:
        """The batch helper of the module whose result `scope` returns (its returns, and the local
        assignments they read, call it), or None. Functions that also run a model are consumers,
        not helpers (checked by the caller)."""
        for value in scope.returns:
            for expr in self.facts.local_values(scope, value):
                for node in walk(expr, lambda n: is_single_example(n) or in_scalar_context(n)):
                    if isinstance(node, cst.Call):
                        inner = self.helper_for(node.func, scope)
                        if inner is not None and inner is not scope:
                            return inner
        return None

    def library_batches_via(self, callee: cst.BaseExpression, scope_of_call: Optional[Scope] = None) -> Optional[cst.Call]:
        """The library `next_batch` call whose batch a function of the module returns, when
        `callee` names one (`fill_feed_dict(data_set, ...)` returning a feed dict of
        `data_set.next_batch(FLAGS.batch_size)`, with `DataSet` from TensorFlow's tutorials:
        `fully_connected_feed.py` as TensorFlow ships it), or None. A method of a class of
        the module (`obj.feed()`) counts only when `obj` may be the module's own object."""
        if isinstance(callee, cst.Attribute) and not self._may_be_module_object(callee.value, scope_of_call):
            return None
        for scope in self.facts.functions_named(callee):
            found = self._library_batch_of(scope)
            if found is not None:
                return found
        return None

    def _library_batch_of(self, scope: Scope) -> Optional[cst.Call]:
        """The library `next_batch` call whose batch `scope` returns (once per function)."""
        key = id(scope)
        if key in self._library_via:
            return self._library_via[key]
        self._library_via[key] = None
        if not isinstance(scope.node, cst.FunctionDef) or scope.name.startswith("__") \
                or self.is_batch_helper(scope) or self.consumers.is_consumer_function(scope):
            return None  # the module's own slicing helpers are `helper_for`'s; a consumer trains itself
        for value in scope.returns:
            for expr in self.facts.local_values(scope, value):
                for node in walk(expr, lambda n: is_single_example(n) or in_scalar_context(n)):
                    if isinstance(node, cst.Call) and library_next_batch(node) \
                            and self.helper_for(node.func, scope) is None:
                        self._library_via[key] = node
                        return node
        return None

    def wrapped(self, helper: Scope) -> Optional[Scope]:
        """The slicing helper `helper` wraps, when it only passes one's batches on."""
        return self._via.get(id(helper))

    def helper_for(self, callee: cst.BaseExpression, scope_of_call: Optional[Scope] = None) -> Optional[Scope]:
        if isinstance(callee, cst.Attribute) and not self._may_be_module_object(callee.value, scope_of_call):
            return None
        for scope in self.facts.functions_named(callee):
            if self.is_batch_helper(scope):
                return scope
        return None

    def _may_be_module_object(self, receiver: cst.BaseExpression, scope: Optional[Scope]) -> bool:
        """False when the receiver is known to come from elsewhere (`mnist = read_data_sets(...)`),
        so its `next_batch` is not the module's own method of that name."""
        root: cst.BaseExpression = receiver
        while isinstance(root, cst.Attribute):
            root = root.value
        if not isinstance(root, cst.Name) or root.value in ("self", "cls") or scope is None:
            return True
        bindings, _ = scope.lookup(root.value)
        values = [b.value for b in bindings if b.kind in ("assign", "unpack")]
        if not values:
            return True
        if self._classes is None:  # once per file: per call it was quadratic in a file of many helpers
            self._classes = frozenset(s.name for s in self.facts.scopes if isinstance(s.node, cst.ClassDef))
        classes = self._classes
        for value in values:
            if not isinstance(value, cst.Call):
                return True
            func = value.func
            name = terminal_name(func)
            if self.file.resolve(func) is None and (name in classes or name not in self.facts.functions):
                return True
            if name in self.facts.functions:
                return True
        return False

    # -- consumers -------------------------------------------------------------


#: Functions that join arrays back into one along an axis.
_JOINS = frozenset({"concat", "concatenate", "stack", "vstack", "hstack", "cat"})


def joins_chunks(node: cst.CSTNode) -> bool:
    """`tf.concat([fn(inputs[i:i + chunk]) for i in range(0, n, chunk)], 0)`: every chunk of
    a comprehension joined back into the whole, a function applied chunk by chunk to bound
    memory (NeRF's `batchify`), not a batch handed out."""
    if not (isinstance(node, cst.Call) and terminal_name(node.func) in _JOINS and node.args
            and node.args[0].keyword is None and isinstance(node.args[0].value, (cst.ListComp, cst.GeneratorExp))):
        return False
    # Over offsets (`for i in range(0, n, chunk)`) whose variable starts the slices: not a
    # comprehension over arrays (`np.concatenate([a[start:start + bs] for a in arrays], axis=1)`
    # joins the columns of one batch: review of stop 42).
    comprehension = node.args[0].value
    loop = comprehension.for_in
    if loop.inner_for_in is not None or not isinstance(loop.target, cst.Name) \
            or not (isinstance(loop.iter, cst.Call) and terminal_name(loop.iter.func) == "range"):
        return False
    variable = loop.target.value
    return any(isinstance(part, cst.Subscript) and any(
        isinstance(element.slice, cst.Slice) and element.slice.lower is not None
        and any(isinstance(name, cst.Name) and name.value == variable for name in walk(element.slice.lower, _never))
        for element in part.slice) for part in walk(comprehension.elt, _never))


def _never(node: cst.CSTNode) -> bool:
    return False


def _one_example(value: cst.BaseExpression, scope: Scope) -> bool:
    """A returned value that wraps one example as a batch of one (`np.array([res])`,
    `np.expand_dims(window, 0)`), directly or through a local name bound only to such values:
    what it was cut from is one example's window, not a batch (a trading agent's `get_state`)."""
    if isinstance(value, cst.Name):
        bound = [b.value for b in scope.bindings.get(value.value, ())]
        return bool(bound) and all(b is not None and not isinstance(b, cst.Name) and _one_example(b, scope)
                                   for b in bound)
    return wraps_one_as_a_batch(value)


def _literal_tuple(value: cst.BaseExpression) -> bool:
    """`(35, 195)`: a tuple or list of literals."""
    return isinstance(value, (cst.Tuple, cst.List)) and all(is_literal(e.value) for e in value.elements)
