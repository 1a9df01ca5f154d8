"""SavedModels: walk a signature as saved, then specialise it to static inputs.

Restored functions cannot be retraced (`get_concrete_function` returns the saved one),
so the static pass freezes the signature (`convert_variables_to_constants_v2`, which
also inlines the calls, keeping control flow functional) and re-imports the GraphDef with
static placeholders through `input_map`; C++ shape inference then runs again, and loop
and branch bodies are rebuilt at their call sites' static shapes. Ops of a loaded graph have no Python
traceback: source lines come from `debug/saved_model_debug_info.pb`, written only when
the model was saved with `tf.saved_model.SaveOptions(save_debug_info=True)`.
"""

from __future__ import annotations

import os
import time
from typing import Any, Mapping, Optional, Sequence

from tfshape_lint.runtime.checker import (
    CheckOutcome,
    Traced,
    TraceStats,
    none_dim_findings,
    origin_findings,
    output_labels,
)
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import UserFrame, innermost_user_frame
from tfshape_lint.runtime.graphwalk import walk
from tfshape_lint.runtime.specs import InputSpec, apply_command_line, make_static
from tfshape_lint.runtime.targets import Target

DEBUG_INFO = os.path.join("debug", "saved_model_debug_info.pb")


class DebugInfo:
    """Source frames of a SavedModel's nodes, looked up by node name.

    Keys in the file are `node@function`. Node names repeat across functions (every
    signature has its `while`), so each lookup prefers the functions of the traced
    signature; their names lose the numeric suffix, which changes when the model is loaded.
    Freezing prefixes inlined nodes with the caller's name, so lookups match the node name
    and then ever shorter suffixes of it.
    """

    def __init__(self, frames_by_node: dict[str, list[tuple[str, UserFrame]]], scope: frozenset[str] = frozenset()) -> None:
        self._frames = frames_by_node
        self._scope = scope

    @classmethod
    def load(cls, directory: str, scope: frozenset[str] = frozenset()) -> Optional["DebugInfo"]:
        path = os.path.join(directory, DEBUG_INFO)
        if not os.path.isfile(path):
            return None
        from tensorflow.core.framework import graph_debug_info_pb2

        info = graph_debug_info_pb2.GraphDebugInfo()
        with open(path, "rb") as handle:
            info.ParseFromString(handle.read())
        frames: dict[str, list[tuple[str, UserFrame]]] = {}
        for key, trace_id in sorted(info.name_to_trace_id.items()):
            node, _, function = key.partition("@")
            trace = info.traces_by_id[trace_id]
            stack = []
            for frame_id in trace.frame_id:  # outermost first
                frame = info.frames_by_id[frame_id]
                stack.append((info.files[frame.file_index], frame.line, frame.func))
            user = innermost_user_frame(stack)
            if user is not None:
                frames.setdefault(node, []).append((function_base(function), user))
        return cls(frames, scope)

    def lookup(self, op_name: str) -> Optional[UserFrame]:
        parts = op_name.split("/")
        for start in range(len(parts)):
            candidates = self._frames.get("/".join(parts[start:]))
            if candidates:
                for function, frame in candidates:
                    if function in self._scope:
                        return frame
                return candidates[0][1]
        return None


def function_base(name: str) -> str:
    """`__inference_growing_loop_192` -> `__inference_growing_loop`: stable across save and load."""
    head, _, tail = name.rpartition("_")
    return head if head and tail.isdigit() else name


def signature_scope(function: Any) -> frozenset[str]:
    """The base names of the functions a signature calls, directly or not."""
    try:
        library = function.graph.as_graph_def().library.function
    except Exception:  # noqa: BLE001 - best effort: lookups then take the first match
        return frozenset()
    return frozenset(function_base(f.signature.name) for f in library)


def choose_signature(loaded: Any, name: Optional[str], label: str) -> tuple[str, Any]:
    signatures = dict(loaded.signatures)
    if not signatures:
        raise TraceError(f"{label}: the SavedModel has no signatures to trace")
    if name is None:
        name = "serving_default" if "serving_default" in signatures else sorted(signatures)[0]
    if name not in signatures:
        raise TraceError(f"{label}: no signature {name!r}; --signature is one of: {', '.join(sorted(signatures))}")
    return name, signatures[name]


def signature_specs(function: Any) -> list[InputSpec]:
    """Input specs of a signature function, in the order of its graph inputs."""
    _, keywords = function.structured_input_signature
    by_placeholder = {}
    for key, spec in keywords.items():
        by_placeholder[(spec.name or key)] = (key, spec)
    specs = []
    for tensor in function.inputs:
        placeholder = tensor.op.name
        if placeholder not in by_placeholder:
            continue  # captured variables
        key, spec = by_placeholder[placeholder]
        shape = None if spec.shape.rank is None else tuple(spec.shape.as_list())
        specs.append(InputSpec(key, shape, spec.dtype.name, "signature"))
    return specs


_WHILE_OPS = frozenset({"While", "StatelessWhile"})
# TensorList reads and the input that gives their element shape: a constant baked when the
# model was saved, so a batch that was None then stays None in the specialised graph.
_ELEMENT_SHAPE_INPUT = {
    "TensorListGetItem": 2,
    "TensorListGather": 2,
    "TensorListStack": 1,
    "TensorListPopBack": 1,
    "TensorListConcatV2": 1,
}


def saved_element_shape(op: Any) -> bool:
    """Whether `op` reads a TensorList whose saved `element_shape` constant leaves its dims unknown."""
    from tensorflow.python.framework import tensor_util

    position = _ELEMENT_SHAPE_INPUT.get(op.type)
    if position is None or position >= len(op.inputs):
        return False
    value = tensor_util.constant_value(op.inputs[position])
    if value is None:
        return False
    return bool((value.reshape(-1) < 0).any())
# Each round re-imports the graph once; loops in sequence need one round each.
_MAX_ROUNDS = 4


def specialise(function: Any, static_specs: Sequence[InputSpec]) -> tuple[Any, list[Any]]:
    """Freeze the signature and re-import it with static placeholders; returns (graph, outputs).

    Control flow stays functional (`While`, `If` with body functions): lowering it to v1
    `Enter`/`Merge` loops loses every loop variable's shape (a false TFS903 per loop). A
    `While` keeps the `output_shapes` it was saved with (the batch still `None`), so each
    loop's body is rebuilt at the static input shapes and its `output_shapes` set to what
    one iteration keeps: the input shape where the body returns the same, `None` elsewhere.
    """
    import tensorflow as tf
    from tensorflow.python.framework.convert_to_constants import (
        convert_variables_to_constants_v2,
    )

    try:
        frozen = convert_variables_to_constants_v2(function, lower_control_flow=False)
    except Exception as exc:  # noqa: BLE001 - private API, version dependent
        raise TraceError(f"cannot freeze the signature to specialise it: {type(exc).__name__}: {exc}") from exc
    graph_def = frozen.graph.as_graph_def()
    for _ in range(_MAX_ROUNDS):
        graph = tf.Graph()
        with graph.as_default():
            input_map = {}
            for tensor, spec in zip(frozen.inputs, static_specs):
                shape = None if spec.shape is None else list(spec.shape)
                input_map[tensor.name] = tf.compat.v1.placeholder(tensor.dtype, shape, name=f"static_{tensor.op.name}")
            outputs = tf.graph_util.import_graph_def(
                graph_def, input_map=input_map, return_elements=[t.name for t in frozen.outputs], name=""
            )
        if not _refine_loops(graph, graph_def):
            break
    return graph, list(outputs)


def _refine_loops(graph: Any, graph_def: Any) -> bool:
    """Set each top-level loop's `output_shapes` in `graph_def` from its specialised body."""
    nodes = {node.name: node for node in graph_def.node}
    changed = False
    for op in graph.get_operations():
        node = nodes.get(op.name)
        if op.type not in _WHILE_OPS or node is None:
            continue
        body = specialised_body(graph, op.get_attr("body").name, op)
        if body is None or len(body.outputs) != len(op.inputs):
            continue
        shapes = [_one_iteration(t.shape, out.shape) for t, out in zip(op.inputs, body.outputs)]
        saved = node.attr["output_shapes"].list.shape
        proto = [shape.as_proto() for shape in shapes]
        if list(saved) != proto:
            del saved[:]
            saved.extend(proto)
            changed = True
    return changed


def _one_iteration(before: Any, after: Any) -> Any:
    """The shape a loop variable keeps: each dim that one iteration leaves as it was."""
    import tensorflow as tf

    if before.rank is None or after.rank is None or before.rank != after.rank:
        return tf.TensorShape(None)
    return tf.TensorShape([a if a is not None and a == b else None for a, b in zip(before.as_list(), after.as_list())])


def specialised_body(graph: Any, name: str, op: Any) -> Optional[Any]:
    """The function `name` of `graph` rebuilt at the shapes `op` calls it with, or None.

    Library functions keep the argument shapes they were saved with; those are dropped so
    the call site's static shapes flow through the body.
    """
    from tensorflow.python.framework.function_def_to_graph import function_def_to_graph

    from tfshape_lint.runtime.graphwalk import branch_inputs

    try:
        function = graph._get_function(name)  # noqa: SLF001 - private API, guarded
        definition = getattr(function, "definition", None) or getattr(function, "cached_definition", None)
    except Exception:  # noqa: BLE001
        return None
    if definition is None:
        return None
    inputs = branch_inputs(op)
    if len(inputs) != len(definition.signature.input_arg):
        return None
    fdef = type(definition)()
    fdef.CopyFrom(definition)
    fdef.attr.pop("_input_shapes", None)
    for attrs in fdef.arg_attr.values():
        attrs.attr.pop("_output_shapes", None)
    try:
        with graph.as_default():
            return function_def_to_graph(fdef, input_shapes=[t.shape for t in inputs], include_library_functions=True)
    except Exception:  # noqa: BLE001 - a body TensorFlow cannot rebuild: walk it as saved
        return None


def check_savedmodel(
    target: Target,
    *,
    batch_size: int,
    specs: Sequence[str],
    assume: Mapping[tuple[str, int], int],
    signature: Optional[str],
    stats: TraceStats,
) -> CheckOutcome:
    """Both passes on a SavedModel signature."""
    name, function = choose_signature(target.obj, signature, target.label)
    declared = signature_specs(function)
    resolved, warnings = apply_command_line(declared, specs) if specs else (declared, [])
    debug = DebugInfo.load(target.directory or target.label, signature_scope(function))
    if debug is None:
        warnings.append(
            f"note: {target.label} was saved without save_debug_info=True; findings name ops, not source lines"
        )
    lookup = debug.lookup if debug is not None else None
    labels = output_labels(function.structured_outputs)
    findings = []
    mark = time.perf_counter()
    declared_traced = Traced(function.graph, list(function.outputs), labels, walk(function.graph, function.outputs), lookup)
    stats.seconds["walk declared"] = time.perf_counter() - mark
    stats.unknown_declared = declared_traced.result.unknown_tensors
    names = {i: t.op.name for i, t in enumerate(function.inputs[: len(resolved)])}
    findings.extend(none_dim_findings(resolved, declared_traced, target, names, assume))
    static_specs = make_static(resolved, batch_size, assume)
    mark = time.perf_counter()
    graph, outputs = specialise(function, static_specs)
    stats.seconds["freeze and re-import"] = time.perf_counter() - mark
    mark = time.perf_counter()
    traced = Traced(graph, outputs, labels if len(labels) == len(outputs) else [f"output {i}" for i in range(len(outputs))], walk(graph, outputs, specialised_body, saved_element_shape), lookup)
    stats.seconds["walk static"] = time.perf_counter() - mark
    stats.ops = len(graph.get_operations())
    stats.tensors = traced.result.total_tensors
    stats.unknown_static = traced.result.unknown_tensors
    findings.extend(origin_findings(traced, target, None))
    saved = len(traced.result.saved_shape_ops)
    if saved:
        warnings.append(
            f"note: {saved} TensorList op{'s' if saved != 1 else ''} (RNN loops, TensorArrays) keep the element shape "
            f"{target.label} was saved with, with unknown dims; that is not data-dependent: save it with a static "
            "batch to make them static"
        )
    if signature is None and len(target.obj.signatures) > 1:
        warnings.insert(0, f"note: traced signature {name!r} of {target.label}; choose another with --signature")
    return CheckOutcome(findings, warnings, stats)
