"""`--check-retrace` (TFS905): call the function with a batch of N, then N-1.

A short last batch is the usual way a training or prediction loop meets a second shape.
A `tf.function` without an `input_signature` traces again; one with `jit_compile=True`
also compiles again under XLA for each new shape, even when a single trace with a `None`
dimension serves both (the research notes measured 2 compiles for 1 trace).
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from tfshape_lint.runtime import codes
from tfshape_lint.runtime.checker import Finding, make_finding
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import UserFrame, trim_traceback
from tfshape_lint.runtime.inputs import index_limit, random_inputs
from tfshape_lint.runtime.provenance import Provenance
from tfshape_lint.runtime.specs import InputSpec, make_static
from tfshape_lint.runtime.targets import Target, fresh_function


def _function_under_test(target: Target, count: int) -> tuple[Any, bool, str]:
    """The tf.function to call, whether XLA compiles it, and how to name it."""
    import tensorflow as tf

    if target.kind == "function":
        function = fresh_function(target.obj)
        return function, bool(getattr(function, "_jit_compile", False)), f"`{getattr(function, '__name__', target.label)}`"
    if target.kind == "keras":
        model = target.obj
        jit = getattr(model, "jit_compile", False) is True
        many = count > 1 and bool(getattr(model, "inputs", None))
        # Keras builds its predict/train functions with reduce_retracing=True.
        def predict(*xs: Any) -> Any:
            return model(list(xs), training=False) if many else model(*xs, training=False)

        function = tf.function(predict, reduce_retracing=True, jit_compile=jit)
        return function, jit, f"model `{model.name}` (as Keras's predict function)"
    if target.kind == "callable":
        return tf.function(target.obj), False, f"`{getattr(target.obj, '__name__', target.label)}`"
    raise TraceError(f"{target.label}: --check-retrace needs a model or function; a SavedModel cannot be retraced")


def check_retrace(target: Target, specs: Sequence[InputSpec], batch_size: int, provenance: Optional[Provenance]) -> list[Finding]:
    """Report a retrace or an XLA recompile between a batch of N and a batch of N-1."""
    if batch_size < 2:
        raise TraceError("--check-retrace needs --batch-size of at least 2")
    function, jit, what = _function_under_test(target, len(specs))
    limit = index_limit(target.obj) if target.kind == "keras" else None
    counts = []
    shapes = []
    for size in (batch_size, batch_size - 1):
        static = make_static(specs, size, {})
        shapes.append(", ".join(s.text() for s in static))
        before = function.experimental_get_tracing_count()
        try:
            function(*random_inputs(static, seed=size, index_limit=limit))
        except Exception as exc:  # noqa: BLE001 - the user's function failed on this shape
            if size == batch_size:
                raise TraceError(f"{target.label}: calling it with {shapes[-1]} raised {type(exc).__name__}: {exc}", trim_traceback(exc)) from exc
            message = (
                f"{what} fails on a short last batch of {size} ({shapes[-1]}): "
                f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}; "
                "batch with `drop_remainder=True` or make the function accept any batch size"
            )
            return [_finding(target, provenance, message, {"batch_sizes": [batch_size, size], "error": type(exc).__name__})]
        counts.append(function.experimental_get_tracing_count() - before)
    traces = sum(counts)
    if counts[1] == 0 and not jit:
        return []
    if counts[1] > 0:
        message = f"{what} is traced again for a batch of {batch_size - 1} after a batch of {batch_size} ({traces} traces: {shapes[0]} then {shapes[1]})"
    else:
        message = f"{what} is traced once for batches of {batch_size} and {batch_size - 1}"
    if jit:
        message += "; with jit_compile=True every new input shape is also a new XLA compilation"
    message += "; batch with `drop_remainder=True`, or pad the last batch to the full batch size"
    return [_finding(target, provenance, message, {"batch_sizes": [batch_size, batch_size - 1], "traces": traces, "jit_compile": jit})]


def _finding(target: Target, provenance: Optional[Provenance], message: str, context: dict[str, object]) -> Finding:
    site: Optional[UserFrame] = None
    if target.kind == "keras" and provenance is not None:
        entry = provenance.layers.get(id(target.obj))
        if entry is not None:
            site = entry[1].defined_at
    if site is not None:
        return make_finding(codes.RETRACE, site, site.lineno, message, context)
    return make_finding(codes.RETRACE, target.source_file, target.line, message, context)
