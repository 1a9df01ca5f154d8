"""TF1 graphs: a `tf.Graph` a user function builds, a `GraphDef`, and the concrete function
`tf.compat.v1.wrap_function` returns.

These cannot be retraced: there is no Python function left to call at other shapes. As
for SavedModels (runtime/savedmodel.py), the static pass re-imports the graph's
`GraphDef` with static placeholders through `input_map`, so TensorFlow's shape inference
runs again. Unlike a SavedModel, the graph was built in this process: every op of the
user's graph has a Python traceback, so findings of the re-imported graph map back to
the user's lines by op name, and each placeholder's TFS901 points at the line that made it.

The inputs of a `tf.Graph` are its placeholders that something reads; its outputs are the
tensors nothing reads (a TF1 graph has no declared outputs), leaving out variables, their
initialisers, savers and summaries.
"""

from __future__ import annotations

import time
from typing import Any, Mapping, Optional, Sequence

from tfshape_lint.runtime.checker import (
    CheckOutcome,
    Traced,
    TraceStats,
    none_dim_findings,
    only_gradients,
    origin_findings,
)
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import UserFrame, innermost_user_frame
from tfshape_lint.runtime.graph_targets import GraphTarget
from tfshape_lint.runtime.graphwalk import walk
from tfshape_lint.runtime.specs import InputSpec, apply_command_line, make_static


def _frame_of(op: Any) -> Optional[UserFrame]:
    traceback = getattr(op, "traceback", None)
    if not traceback:
        return None
    return innermost_user_frame([(f.filename, f.lineno, f.name) for f in traceback])


def graph_specs(target: GraphTarget) -> list[InputSpec]:
    """A spec per input placeholder, declared at the line that made it."""
    specs = []
    for tensor, name in zip(target.inputs, target.input_names):
        shape = None if tensor.shape.rank is None else tuple(tensor.shape.as_list())
        specs.append(InputSpec(name, shape, tensor.dtype.base_dtype.name, "placeholder", _frame_of(tensor.op)))
    return specs


def check_graph(
    target: Any,
    graph_target: GraphTarget,
    *,
    batch_size: int,
    specs: Sequence[str],
    assume: Mapping[tuple[str, int], int],
    stats: TraceStats,
) -> CheckOutcome:
    """Both passes on a TF1 graph: as built, then re-imported with static placeholders."""
    from tfshape_lint.runtime.savedmodel import specialised_body

    declared = graph_specs(graph_target)
    resolved, warnings = apply_command_line(declared, specs) if specs else (declared, [])
    by_name = {op.name: op for op in graph_target.graph.get_operations()}

    def lookup(name: str) -> Optional[UserFrame]:
        op = by_name.get(name[len("static_"):] if name.startswith("static_") else name)
        return _frame_of(op) if op is not None else None

    labels = [f"output `{t.name}`" for t in graph_target.outputs]
    mark = time.perf_counter()
    declared_traced = Traced(graph_target.graph, graph_target.outputs, labels, walk(graph_target.graph, graph_target.outputs), lookup)
    stats.seconds["walk declared"] = time.perf_counter() - mark
    stats.unknown_declared = declared_traced.result.unknown_tensors
    names = {i: t.op.name for i, t in enumerate(graph_target.inputs)}
    findings = none_dim_findings(resolved, declared_traced, target, names, assume)
    static_specs = make_static(resolved, batch_size, assume)
    mark = time.perf_counter()
    graph, outputs = _reimport(graph_target, static_specs)
    stats.seconds["re-import static"] = time.perf_counter() - mark
    mark = time.perf_counter()
    traced = Traced(graph, outputs, labels, walk(graph, outputs, specialised_body, _v1_control_flow), lookup)
    stats.seconds["walk static"] = time.perf_counter() - mark
    stats.ops = len(graph.get_operations())
    stats.tensors = traced.result.total_tensors
    stats.unknown_static = traced.result.unknown_tensors
    # A training graph's sinks are its train op and summaries: its causes are reported
    # whether or not they reach one.
    causes = origin_findings(traced, target, None, keep_contained=not graph_target.declared_outputs)
    findings.extend(found for found in causes if not only_gradients(found.diagnostic))  # TF1 `gradients/` mirror the forward ops
    return CheckOutcome(findings, warnings, stats)


#: TF1 control flow (`tf.compat.v1.while_loop` under v1 behaviour): on import, shape
#: inference cannot see through a loop's back edge, so these lose shapes the graph as
#: built had; they are not causes (a data-dependent op inside such a loop is missed).
_V1_CONTROL_FLOW = frozenset({"Enter", "RefEnter", "Merge", "RefMerge", "Switch", "RefSwitch", "Exit", "RefExit",
                              "NextIteration", "RefNextIteration", "LoopCond"})


def _v1_control_flow(op: Any) -> bool:
    return op.type in _V1_CONTROL_FLOW


def _reimport(target: GraphTarget, static_specs: Sequence[InputSpec]) -> tuple[Any, list[Any]]:
    """The graph imported again with each input replaced by a static placeholder."""
    import tensorflow as tf

    graph_def = target.graph.as_graph_def()
    graph = tf.Graph()
    try:
        with graph.as_default():
            input_map = {}
            for tensor, spec in zip(target.inputs, static_specs):
                shape = None if spec.shape is None else list(spec.shape)
                input_map[tensor.name] = tf.compat.v1.placeholder(tensor.dtype.base_dtype, shape, name=f"static_{tensor.op.name}")
            outputs = tf.graph_util.import_graph_def(
                graph_def, input_map=input_map, return_elements=[t.name for t in target.outputs], name=""
            )
    except Exception as exc:  # noqa: BLE001 - TensorFlow rejects the static shapes: say so
        raise TraceError(f"cannot import the graph again at static shapes: {type(exc).__name__}: {exc}") from exc
    return graph, list(outputs)
