"""Walk a traced graph and find where each unknown dimension comes from.

Every op is classified in creation order (which is topological order in TF2 graphs):

* ``source``: a top-level input placeholder;
* ``propagated``: an input already has an unknown dim (or a nested body introduced it);
* ``shape-flow``: inputs have static shapes, but an input *value* was computed from an
  unknown dim (``tf.reshape(t, [tf.shape(x)[0], -1])``);
* ``origin``: inputs are static and untainted, yet an output is not: this op made it up;
* ``known``: every output is static.

Each unknown tensor carries the set of causes (sources, origins, shape-flow ops) it
depends on, so a finding can say how far it spreads and which outputs it reaches.
Nested bodies (while, cond, PartitionedCall, dataset functions) are walked recursively.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, Sequence

_INPUT_OPS = frozenset({"Placeholder", "PlaceholderWithDefault", "_Arg"})
_SHAPE_OPS = frozenset({"Shape", "ShapeN", "Size", "Rank"})
# Ops whose first input is a predicate/branch index, not an argument of the branch bodies.
_BRANCH_OPS = frozenset({"If", "StatelessIf", "Case", "StatelessCase"})
_INT_DTYPES = frozenset({"int32", "int64"})
# Ops that give an unknown dimension a static size on purpose: the fixes the findings advise.
STATIC_MAKERS = frozenset({
    "EnsureShape", "RaggedTensorToTensor", "ResizeBilinear", "ResizeNearestNeighbor", "ResizeBicubic",
    "ResizeArea", "ScaleAndTranslate", "CropAndResize", "NonMaxSuppressionV4", "NonMaxSuppressionV5",
})
# TensorFlow functions whose result is static by construction, whatever their insides do.
STATIC_APIS = frozenset({"non_max_suppression_padded", "ensure_shape", "to_tensor", "resize", "resize_with_pad",
                         "resize_with_crop_or_pad", "crop_and_resize"})


def api_call(op: Any) -> Optional[tuple[str, int, str]]:
    """(your file, your line, the TensorFlow function you called there) that created `op`,
    from its traceback; None without one (a loaded graph)."""
    from tfshape_lint.runtime.frames import is_library_frame

    traceback = getattr(op, "traceback", None)
    if not traceback:
        return None
    frames = [(f.filename, f.lineno, f.name) for f in traceback]
    for index in range(len(frames) - 1, -1, -1):
        if not is_library_frame(frames[index][0]):
            called = [name for _, _, name in frames[index + 1:] if name not in _WRAPPERS]
            return (frames[index][0], frames[index][1], called[0]) if called else None
    return None


# TensorFlow's decorators between your call and the function you called.
_WRAPPERS = frozenset({"error_handler", "op_dispatch_handler", "wrapper", "new_func", "_wrapper", "decorated",
                       "wrapped", "__call__", "_call_for_each_replica", "inner"})

Causes = frozenset[int]
# Builds the graph of a nested function as called by `op` (graph, function name, op), or None.
BodyResolver = Callable[[Any, str, Any], Optional[Any]]
# Tells an op whose unknown dims were fixed when a graph was saved (not data-dependent).
SavedShape = Callable[[Any], bool]


@dataclass
class OpRecord:
    """One op that starts an unknown dimension: a source, an origin or a shape-flow op."""

    index: int
    op: Any
    kind: str
    # For shape-flow ops: the causes whose value reached this op through tf.shape & co.
    via: Causes = frozenset()
    downstream: int = 0
    outputs_reached: set[int] = field(default_factory=set)
    # Where its unknown dims end: an op that gives them a static shape on purpose
    # (`tf.ensure_shape`, `.to_tensor(shape=...)`, `tf.image.resize`): `fixed`; any other
    # end (a reduction, `tf.print`, a loss): `dropped`. See checker.origin_findings.
    fixed: bool = False
    dropped: bool = False

    @property
    def unknown_rank(self) -> bool:
        return any(t.shape.rank is None for t in self.op.outputs)

    @property
    def unknown_shapes(self) -> list[str]:
        return [shape_text(t.shape) for t in self.op.outputs if not t.shape.is_fully_defined()]


@dataclass
class WalkResult:
    """Causes found in one graph walk plus totals."""

    records: list[OpRecord]
    total_tensors: int = 0
    unknown_tensors: int = 0
    # Placeholder op name -> record index, for the top graph's unknown inputs.
    sources: dict[str, int] = field(default_factory=dict)
    # Ops with unknown dims that the saved graph fixed (SavedModels only), not causes.
    saved_shape_ops: list[Any] = field(default_factory=list)

    def of_kind(self, *kinds: str) -> list[OpRecord]:
        return [r for r in self.records if r.kind in kinds]


def shape_text(shape: Any) -> str:
    """`(None, 10)` style text, `<unknown rank>` when the rank itself is unknown."""
    if shape.rank is None:
        return "<unknown rank>"
    dims = ", ".join("None" if d is None else str(d) for d in shape.as_list())
    return f"({dims},)" if shape.rank == 1 else f"({dims})"


def nested_function_names(op: Any) -> list[str]:
    """Names of the functions an op calls through function-valued attrs."""
    names: list[str] = []
    for _, value in sorted(op.node_def.attr.items()):
        if value.HasField("func") and value.func.name:
            names.append(value.func.name)
        elif value.HasField("list") and value.list.func:
            names.extend(f.name for f in value.list.func)
    return names


def _nested_graph(graph: Any, name: str) -> Optional[Any]:
    # Private API (TF 2.21: returns an AtomicFunction with .graph); guard against changes.
    try:
        function = graph._get_function(name)  # noqa: SLF001
    except Exception:  # pragma: no cover - depends on the TF version
        return None
    return getattr(function, "graph", None) if function is not None else None


def branch_inputs(op: Any) -> list[Any]:
    """The inputs an op passes to the functions it calls (not an If's predicate)."""
    return list(op.inputs)[1:] if op.type in _BRANCH_OPS else list(op.inputs)


class _Walker:
    def __init__(self, body_graph: Optional[BodyResolver] = None, saved_shape: Optional[SavedShape] = None) -> None:
        self.result = WalkResult(records=[])
        self._walked: dict[str, Causes] = {}
        self._body_graph = body_graph
        self._saved_shape = saved_shape
        self._calls: dict[str, Optional[tuple[str, int, str]]] = {}

    def _new_record(self, op: Any, kind: str, via: Causes = frozenset()) -> int:
        record = OpRecord(len(self.result.records), op, kind, via)
        self.result.records.append(record)
        return record.index

    def walk(
        self,
        graph: Any,
        arg_causes: Optional[Sequence[Causes]],
        top: bool,
    ) -> tuple[dict[str, Causes], Causes]:
        """Walk one graph; return causes per unknown tensor name and the origins created."""
        causes_of: dict[str, Causes] = {}
        taint_of: dict[str, Causes] = {}
        created: set[int] = set()
        arg_index = {t.op.name: i for i, t in enumerate(getattr(graph, "inputs", []) or [])}
        for op in graph.get_operations():
            if "___redundant_placeholder" in op.name:
                continue  # unknown-rank stubs TF adds to while_cond bodies
            in_causes: set[int] = set()
            in_taint: set[int] = set()
            unknown_in = False
            for t in op.inputs:
                if not t.shape.is_fully_defined():
                    unknown_in = True
                in_causes |= causes_of.get(t.name, frozenset())
                in_taint |= taint_of.get(t.name, frozenset())
            unknown_out = [t for t in op.outputs if not t.shape.is_fully_defined()]
            self.result.total_tensors += len(op.outputs)

            inner: set[int] = set()
            for name in nested_function_names(op):
                inner |= self._walk_nested(graph, name, op, causes_of)
            created |= inner

            causes: set[int] = set()
            # A TensorList or dataset handle is a scalar `variant` whose shape is known, yet it
            # carries the unknown dims of what was put in it (a Keras LSTM's TensorListFromTensor
            # then TensorListStack): it carries their causes too, so one cause is one finding.
            variant_out = [t for t in op.outputs if t.dtype.name == "variant" and t.shape.is_fully_defined()]
            if op.type in _INPUT_OPS:
                if unknown_out or (variant_out and not top):
                    if top:
                        index = self._new_record(op, "source")
                        self.result.sources[op.name] = index
                        causes = {index}
                    elif arg_causes is not None:
                        position = arg_index.get(op.name)
                        if position is not None and position < len(arg_causes):
                            causes = set(arg_causes[position])
                        else:
                            causes = set().union(*arg_causes) if arg_causes else set()
            elif unknown_out:
                if unknown_in or in_causes:
                    causes = in_causes | inner
                elif inner:
                    causes = inner
                elif self._saved_shape is not None and self._saved_shape(op):
                    self.result.saved_shape_ops.append(op)
                elif in_taint:
                    index = self._new_record(op, "shape-flow", frozenset(in_taint))
                    created.add(index)
                    causes = {index} | in_taint
                else:
                    index = self._new_record(op, "origin")
                    created.add(index)
                    causes = {index}

            if variant_out and not causes and (in_causes or inner) and op.type not in _INPUT_OPS:
                causes = in_causes | inner
            if in_causes and not causes and op.type not in _SHAPE_OPS and op.type not in _INPUT_OPS:
                self._end(op, in_causes)
            frozen = frozenset(causes)
            if frozen:
                for t in variant_out:
                    causes_of[t.name] = frozen
            for t in unknown_out:
                causes_of[t.name] = frozen
                self.result.unknown_tensors += 1
                if op.type in _INPUT_OPS:
                    continue  # an input does not "reach" its own placeholder
                for c in frozen:
                    self.result.records[c].downstream += 1
            # Value taint: tf.shape of an unknown dim, carried by small int tensors only;
            # letting it into float tensors would taint everything after a Keras Flatten.
            if op.type in _SHAPE_OPS and unknown_in:
                taint: Causes = frozenset(in_causes)
            elif in_taint:
                taint = frozenset(in_taint)
            else:
                taint = frozenset()
            if taint:
                for t in op.outputs:
                    if t.dtype.name in _INT_DTYPES and t.shape.rank is not None and t.shape.rank <= 1:
                        taint_of[t.name] = taint
        return causes_of, frozenset(created)

    def _end(self, op: Any, causes: set[int]) -> None:
        """The unknown dims of `causes` end at `op`: on purpose (an op or a TensorFlow
        function that makes its result static), inside the very call that made them (a
        composite API's own bookkeeping: not an end), or otherwise (a reduction, a print)."""
        call = self._api_call(op) if op.type not in STATIC_MAKERS else None
        for c in causes:
            record = self.result.records[c]
            if op.type in STATIC_MAKERS or (call is not None and call[2] in STATIC_APIS):
                record.fixed = True
            elif call is None or call != self._api_call(record.op):
                record.dropped = True

    def _api_call(self, op: Any) -> Optional[tuple[str, int, str]]:
        """`api_call`, once per op: a traceback is read once, not once per cause it ends."""
        if op.name not in self._calls:
            self._calls[op.name] = api_call(op)
        return self._calls[op.name]

    def _walk_nested(self, graph: Any, name: str, op: Any, causes_of: dict[str, Causes]) -> Causes:
        if name in self._walked:
            return self._walked[name]
        self._walked[name] = frozenset()  # guards against recursion
        body = self._body_graph(graph, name, op) if self._body_graph is not None else None
        if body is None:
            body = _nested_graph(graph, name)
        if body is None:
            return frozenset()
        inputs = branch_inputs(op)
        arg_causes = [causes_of.get(t.name, frozenset()) for t in inputs]
        _, created = self.walk(body, arg_causes, top=False)
        self._walked[name] = created
        return created


def walk(
    graph: Any,
    outputs: Iterable[Any] = (),
    body_graph: Optional[BodyResolver] = None,
    saved_shape: Optional[SavedShape] = None,
) -> WalkResult:
    """Classify every op of `graph` and its nested bodies; attribute `outputs` to causes.

    `outputs` are the graph's output tensors in the order the caller labels them.
    `body_graph` builds a nested body at its call site's shapes (SavedModels, whose
    library functions keep the shapes they were saved with); `saved_shape` tells the ops
    whose unknown dims the saved graph fixed, which are counted, not reported.
    """
    walker = _Walker(body_graph, saved_shape)
    causes_of, _ = walker.walk(graph, None, top=True)
    for position, tensor in enumerate(outputs):
        for c in causes_of.get(tensor.name, frozenset()):
            walker.result.records[c].outputs_reached.add(position)
    return walker.result
