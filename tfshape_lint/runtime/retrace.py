"""`--check-retrace` (TFS905): trace the function with a batch of N, then N-1.

Without `jit_compile` a retrace shows in the tracing count when the concrete function is
asked for, so nothing is run. With it the function is called, since XLA compiles (and
recompiles) on the call.

A short last batch is the usual way a training or prediction loop meets a second shape.
A `tf.function` without an `input_signature` traces again; one with `jit_compile=True`
also compiles again under XLA for each new shape, even when a single trace with a `None`
dimension serves both (the research notes measured 2 compiles for 1 trace).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Optional, Sequence

from tfshape_lint.runtime import codes
from tfshape_lint.runtime.checker import Finding, make_finding, tensor_specs
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import UserFrame, trim_traceback
from tfshape_lint.runtime.inputs import index_limit, random_inputs
from tfshape_lint.runtime.provenance import Provenance
from tfshape_lint.runtime.specs import InputSpec, declared_batch, make_static
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


@dataclass(frozen=True)
class Probe:
    """One change of shape from the first call: the batch, or one other `None` dim."""

    label: str  # "batch" or "dim 1 of `x`"
    specs: list[InputSpec]
    before: int
    after: int


@dataclass(frozen=True)
class RetraceResult:
    findings: list[Finding]
    notes: list[str]


def _probes(specs: Sequence[InputSpec], first: list[InputSpec], n: int) -> list[Probe]:
    """A short last batch (dim 0 of every input), then each other dim declared `None`, one less."""
    probes = [Probe("batch", [replace(s, shape=(n - 1, *s.shape[1:])) if s.shape else s for s in first], n, n - 1)]
    for position, (declared, static) in enumerate(zip(specs, first)):
        for dim in declared.none_dims:
            size = static.shape[dim] if static.shape is not None else None
            if dim == 0 or static.shape is None or size is None or size < 2:
                continue
            shape = tuple(size - 1 if i == dim else d for i, d in enumerate(static.shape))
            changed = [replace(s, shape=shape) if i == position else s for i, s in enumerate(first)]
            probes.append(Probe(f"dim {dim} of `{declared.name}`", changed, size, size - 1))
    return probes


def _shapes(specs: Sequence[InputSpec]) -> str:
    return ", ".join(s.text() for s in specs)


def check_retrace(
    target: Target,
    specs: Sequence[InputSpec],
    batch_size: int,
    provenance: Optional[Provenance],
    assume: Optional[Mapping[tuple[str, int], int]] = None,
    sample: Optional[Sequence[Any]] = None,
) -> RetraceResult:
    """Report a retrace or an XLA recompile when the batch, or another `None` dim, changes.

    The first call uses the declared batch when the inputs fix one (else `--batch-size`);
    then one call per change: a batch one smaller (the short last batch), and each other
    dim declared `None` one smaller, so a finding names the dimension that changed.
    """
    n = declared_batch(specs) or batch_size
    if n < 2:
        raise TraceError("--check-retrace cannot run: it needs a batch of at least 2 (give --batch-size or a larger --spec batch)")
    function, jit, what = _function_under_test(target, len(specs))
    limit = index_limit(target.obj) if target.kind == "keras" else None
    first = make_static(specs, batch_size, assume or {})  # a declared batch stays: it is n

    def call(probe_specs: list[InputSpec], seed: int) -> None:
        # A retrace is a new trace: asking for the concrete function shows it without
        # running the model (ResNet50 at batch 32 costs seconds and gigabytes to run). XLA
        # compiles on the call itself, so with jit_compile the function is called.
        if jit:
            function(*_inputs(probe_specs, seed, limit, sample))
        else:
            function.get_concrete_function(*tensor_specs(probe_specs))

    try:
        call(first, n)
    except Exception as exc:  # noqa: BLE001 - the user's function failed on its own shape
        raise TraceError(f"{target.label}: calling it with {_shapes(first)} raised {type(exc).__name__}: {_first_line(exc)}", trim_traceback(exc)) from exc
    findings: list[Finding] = []
    proved: list[str] = []
    for probe in _probes(specs, first, n):
        change = (
            f"a batch of {probe.after} after a batch of {probe.before}" if probe.label == "batch"
            else f"{probe.label} = {probe.after} after {probe.before}"
        )
        context: dict[str, object] = {"changed": probe.label, "sizes": [probe.before, probe.after], "shapes": [_shapes(first), _shapes(probe.specs)]}
        before = function.experimental_get_tracing_count()
        try:
            call(probe.specs, probe.after)
        except Exception as exc:  # noqa: BLE001 - the user's function failed on this shape
            message = (
                f"{what} fails for {change} ({_shapes(probe.specs)}): {type(exc).__name__}: {_first_line(exc)}; "
                + ("batch with `drop_remainder=True` or make the function accept any batch size" if probe.label == "batch"
                   else "pad that dimension to a fixed size or make the function accept any size")
            )
            findings.append(_finding(target, provenance, message, {**context, "error": type(exc).__name__}))
            continue
        traces = function.experimental_get_tracing_count() - before
        if traces == 0 and not jit:
            proved.append(change)
            continue
        if traces > 0:
            message = f"{what} is traced again for {change} (shapes {_shapes(first)} then {_shapes(probe.specs)})"
        else:
            message = f"{what} is traced once for {change}"
        if jit:
            message += "; with jit_compile=True every new input shape is also a new XLA compilation"
        if probe.label == "batch":
            message += "; batch with `drop_remainder=True`, or pad the last batch to the full batch size"
        else:
            message += "; pad that dimension to a fixed size (or bucket it), or give the tf.function an input_signature with None there"
        findings.append(_finding(target, provenance, message, {**context, "traces": traces + 1, "jit_compile": jit}))
    if proved:
        notes = [f"note: --check-retrace: {what} called with {_shapes(first)}, then with {'; '.join(proved)}: no new trace"]
    else:
        notes = []
    return RetraceResult(findings, notes)


def _inputs(specs: Sequence[InputSpec], seed: int, limit: Optional[int], sample: Optional[Sequence[Any]]) -> list[Any]:
    """The user's `--sample` cut to the probe's shapes where it holds enough rows, else random examples."""
    import tensorflow as tf

    if sample is not None:
        cut = [a[tuple(slice(0, d) for d in spec.shape)] if spec.shape is not None else a for a, spec in zip(sample, specs)]
        if all(spec.shape is not None and tuple(c.shape) == tuple(spec.shape) for c, spec in zip(cut, specs)):
            return [tf.cast(c, tf.as_dtype(spec.dtype)) for c, spec in zip(cut, specs)]
    return random_inputs(specs, seed=seed, index_limit=limit)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else ""


def _finding(target: Target, provenance: Optional[Provenance], message: str, context: dict[str, object]) -> Finding:
    site: Optional[UserFrame] = None
    if target.kind == "keras" and provenance is not None:
        entry = provenance.layers.get(id(target.obj))
        if entry is not None:
            site = entry[1].defined_at
    if site is not None:
        return make_finding(codes.RETRACE, site, site.lineno, message, context)
    return make_finding(codes.RETRACE, target.source_file, target.line, message, context)
