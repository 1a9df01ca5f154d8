"""Remember where each Keras layer was written, and which layer created which graph op.

Functional and Sequential models create their ops while Keras replays its own graph, so
`op.traceback` holds no user frame. Two hooks on `keras.layers.Layer` fill the gap:

* `__new__` records the user line that constructed the layer (must be active before the
  user's module builds the model, so targets are imported inside `recording()`);
* `__call__` records the user line of each call, the ops a call created while tracing
  (innermost layer wins), and, on demand, the eager outputs of each call (for the batch
  invariance check).
"""

from __future__ import annotations

import contextlib
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Optional

from tfshape_lint.runtime.frames import UserFrame, current_user_frame


@dataclass
class LayerInfo:
    """What the hooks learned about one layer object."""

    name: str
    class_name: str
    defined_at: Optional[UserFrame] = None
    called_at: Optional[UserFrame] = None
    # Models are layers too, but "in layer 'my_model'" tells a reader nothing.
    is_model: bool = False
    # A layer Keras itself defines (`LSTM`, `Dense`), not the user's own class.
    builtin: bool = False

    def describe(self) -> str:
        return f"layer {self.name!r} ({self.class_name})"


@dataclass(frozen=True)
class RowSlice:
    """The first rows of one eager output, and how many rows (the batch) it had."""

    array: Any  # numpy
    batch: Optional[int]


def _leading_rows(tf: Any, outputs: Any, rows: int) -> list[RowSlice]:
    import numpy as np

    kept = []
    for tensor in tf.nest.flatten(outputs):
        shape = getattr(tensor, "shape", None)
        if shape is None or getattr(tensor, "dtype", None) is None:
            continue
        if len(shape) == 0:
            kept.append(RowSlice(np.asarray(tensor), None))
        else:
            # A copy numpy owns: the slice of the eager tensor is freed at once, not kept amid
            # the activations (holding it there kept the allocator from reusing their memory).
            kept.append(RowSlice(np.array(tensor[:rows], copy=True), int(shape[0]) if shape[0] is not None else None))
    return kept


@dataclass
class LayerCall:
    """One eager call of a layer, with its outputs, recorded in exit order."""

    layer: Any
    call_site: Optional[UserFrame]
    outputs: Any


@dataclass
class Provenance:
    """The records of one `recording()` session."""

    # id(layer) -> (layer, info); the layer is kept alive so ids are not reused meanwhile.
    layers: dict[int, tuple[Any, LayerInfo]] = field(default_factory=dict)
    # (id(graph), op name) -> layer info of the innermost layer call that created it.
    op_layers: dict[tuple[int, str], LayerInfo] = field(default_factory=dict)
    # Set to a list to capture eager layer calls (batch invariance); None otherwise.
    calls: Optional[list[LayerCall]] = None
    # With `calls`: keep only this many leading rows of each output (as RowSlice), so a
    # large model's activations are freed as the forward pass goes (None: keep them whole).
    keep_rows: Optional[int] = None
    # With `calls`: given (index of the call in this run, the call), returns what to keep of
    # it; a comparison consumes the outputs there, so a run holds no arrays (see invariance).
    on_call: Optional[Callable[[int, LayerCall], LayerCall]] = None

    def info(self, layer: Any) -> LayerInfo:
        entry = self.layers.get(id(layer))
        if entry is None or entry[0] is not layer:
            info = LayerInfo(getattr(layer, "name", "?"), type(layer).__name__, is_model=_is_model(layer),
                             builtin=type(layer).__module__.split(".", 1)[0] in ("keras", "tf_keras", "tensorflow"))
            self.layers[id(layer)] = (layer, info)
            return info
        info = entry[1]
        # Names are assigned in __init__, after __new__ recorded the layer.
        info.name = getattr(layer, "name", info.name)
        return info

    def layer_of(self, graph: Any, op_name: str) -> Optional[LayerInfo]:
        return self.op_layers.get((id(graph), op_name))

    def site_of(self, layer: Any) -> Optional[UserFrame]:
        """Where a layer was called from user code, else where it was constructed."""
        entry = self.layers.get(id(layer))
        if entry is None or entry[0] is not layer:
            return None
        return entry[1].called_at or entry[1].defined_at


def _is_model(layer: Any) -> bool:
    import keras

    return isinstance(layer, keras.Model)


_lock = threading.Lock()
_active: list[Provenance] = []


def _graph_ops(tf: Any) -> Optional[tuple[Any, int]]:
    """The graph being traced and its op count, or None when executing eagerly."""
    if tf.executing_eagerly():
        return None
    graph = tf.compat.v1.get_default_graph()
    return graph, len(graph.get_operations())


@contextlib.contextmanager
def recording(tf: Any) -> Iterator[Provenance]:
    """Install the Keras layer hooks for the duration of the block.

    Nested use shares the outer session's records, so a target loaded under the hook
    keeps its construction sites when it is traced later.
    """
    import keras

    layer_cls = keras.layers.Layer
    with _lock:
        outer = _active[-1] if _active else None
    if outer is not None:
        yield outer
        return
    with _lock:
        provenance = Provenance()
        _active.append(provenance)
        original_new: Callable[..., Any] = layer_cls.__dict__["__new__"]
        original_call: Callable[..., Any] = layer_cls.__call__

    new_impl = original_new.__func__ if isinstance(original_new, staticmethod) else original_new

    def hooked_new(cls: type, *args: Any, **kwargs: Any) -> Any:
        obj = new_impl(cls, *args, **kwargs)
        info = provenance.info(obj)
        if info.defined_at is None:
            info.defined_at = current_user_frame(2)
        return obj

    def hooked_call(self: Any, *args: Any, **kwargs: Any) -> Any:
        site = current_user_frame(2)
        info = provenance.info(self)
        if site is not None and info.called_at is None:
            info.called_at = site
        before = _graph_ops(tf)
        outputs = original_call(self, *args, **kwargs)
        if before is not None:
            graph, start = before
            for op in graph.get_operations()[start:]:
                # Inner layers exit first: keep the innermost owner.
                provenance.op_layers.setdefault((id(graph), op.name), info)
        elif provenance.calls is not None:
            kept = outputs if provenance.keep_rows is None else _leading_rows(tf, outputs, provenance.keep_rows)
            call = LayerCall(self, site, kept)
            if provenance.on_call is not None:
                call = provenance.on_call(len(provenance.calls), call)
            provenance.calls.append(call)
        return outputs

    layer_cls.__new__ = staticmethod(hooked_new)
    layer_cls.__call__ = hooked_call
    try:
        yield provenance
    finally:
        with _lock:
            layer_cls.__new__ = original_new
            layer_cls.__call__ = original_call
            _active.remove(provenance)
