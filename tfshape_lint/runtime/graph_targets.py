"""TF1 targets as found: a `tf.Graph`, a `GraphDef`, a `MetaGraphDef` or a concrete function (the result of
`tf.compat.v1.wrap_function`), with its input placeholders and its outputs. Checking them
is runtime/graphs.py's; this module only recognises them (targets.py asks it).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

# Ops a TF1 graph ends in that are not what the model computes.
_NOT_OUTPUTS = frozenset({
    "NoOp", "Assign", "AssignAdd", "AssignSub", "AssignVariableOp", "AssignAddVariableOp", "AssignSubVariableOp",
    "VariableV2", "Variable", "VarHandleOp", "VarIsInitializedOp", "IsVariableInitialized", "Placeholder",
    "PlaceholderWithDefault", "Const", "SaveV2", "RestoreV2", "MergeV2Checkpoints", "SaveSlices", "ShardedFilename",
    "StringJoin", "ScalarSummary", "HistogramSummary", "ImageSummary", "MergeSummary", "TensorSummaryV2",
    "ReadVariableOp", "Exit", "RefExit",  # a v1 loop's unused counter is no output
})
_NOT_OUTPUT_DTYPES = frozenset({"resource", "variant", "string"})


class GraphTarget:
    """A TF1 graph to check: the graph, its input placeholders and its output tensors."""

    def __init__(self, graph: Any, inputs: Sequence[Any], outputs: Sequence[Any], input_names: Sequence[str],
                 declared_outputs: bool) -> None:
        self.graph = graph
        self.inputs = list(inputs)
        self.outputs = list(outputs)
        self.input_names = list(input_names)
        #: The outputs are the function's own (a concrete function), not a tf.Graph's sinks:
        #: only then is a cause made static before every output taken as fixed.
        self.declared_outputs = declared_outputs


def as_graph_target(obj: Any) -> Optional[GraphTarget]:
    """`obj` as a graph target when it is a tf.Graph, a GraphDef or a concrete function, else None."""
    import tensorflow as tf

    if isinstance(obj, tf.compat.v1.MetaGraphDef):  # `tf.compat.v1.train.export_meta_graph()`
        obj = obj.graph_def
    if isinstance(obj, tf.compat.v1.GraphDef):
        graph = tf.Graph()
        with graph.as_default():
            tf.graph_util.import_graph_def(obj, name="")
        obj = graph
    if isinstance(obj, tf.Graph):
        inputs = [op.outputs[0] for op in obj.get_operations()
                  if op.type in ("Placeholder", "PlaceholderWithDefault") and op.outputs and op.outputs[0].consumers()]
        outputs = [t for op in obj.get_operations() if op.type not in _NOT_OUTPUTS and not _bookkeeping(op)
                   for t in op.outputs if not t.consumers() and t.dtype.base_dtype.name not in _NOT_OUTPUT_DTYPES]
        return GraphTarget(obj, inputs, outputs, [t.op.name for t in inputs], declared_outputs=False)
    if _is_concrete_function(obj):
        arguments = [spec for spec in _flat_signature(obj)]
        inputs = list(obj.inputs[: len(arguments)])  # captured variables come after the arguments
        names = [getattr(spec, "name", None) or t.op.name for spec, t in zip(arguments, inputs)]
        return GraphTarget(obj.graph, inputs, list(obj.outputs), names, declared_outputs=True)
    return None


def _is_concrete_function(obj: Any) -> bool:
    return all(hasattr(obj, name) for name in ("graph", "inputs", "outputs", "structured_input_signature")) and not hasattr(
        obj, "python_function")


def _flat_signature(function: Any) -> list[Any]:
    import tensorflow as tf

    args, kwargs = function.structured_input_signature
    return [spec for spec in tf.nest.flatten((args, kwargs)) if isinstance(spec, tf.TensorSpec)]


def _bookkeeping(op: Any) -> bool:
    """Savers, initialisers and summaries: parts of a TF1 graph that are not the model."""
    first = op.name.split("/", 1)[0]
    return first in ("save", "init", "report_uninitialized_variables", "summaries") or first.startswith("save_")
