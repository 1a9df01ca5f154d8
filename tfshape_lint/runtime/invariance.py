"""`--check-batch-invariance` (TFS906): predictions must not depend on the batch.

Runs a Keras model in inference mode, recording every layer call through the provenance
hook, on batches that share examples:

* batch A: N examples;
* batch B: the first half of A with *other* examples in the second half (same size N), so
  a layer that mixes examples across the batch gives the shared rows other outputs;
* when the batch is not fixed, the first example of A alone (a batch of 1), so a layer
  whose result depends on the batch size shows too.

N is the declared batch when the inputs fix it (`--spec x=32,20`, `Input(batch_size=32)`),
since such a model may accept no other size; otherwise `--batch-size`, at most 2: one
example shared with a different other shows any mixing across the batch, and alone any
dependence on the batch size; more examples only cost time and memory (ResNet50: the
check took 5.2 s in a run peaking at 2.07 GB at 8, and 1.6 s in one peaking at 1.16 GB at
2, with the comparison below). The
first layer (in the order calls finish, so inner layers come first) whose shared rows
differ beyond the tolerance is reported. A check that cannot compare anything raises
`TraceError`; one that ran says what it compared in a note.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Optional, Sequence

from tfshape_lint.runtime import codes
from tfshape_lint.runtime.checker import Finding, make_finding
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import trim_traceback
from tfshape_lint.runtime.inputs import index_limit, random_inputs, sample_rows
from tfshape_lint.runtime.provenance import LayerCall, Provenance, RowSlice
from tfshape_lint.runtime.specs import InputSpec, declared_batch, make_static
from tfshape_lint.runtime.targets import Target

# float32 kernels differ slightly between batch sizes (oneDNN blocking); 1e-3 is far
# above that noise and far below a real batch dependence such as BatchNormalization.
RTOL = 1e-3
ATOL = 1e-4
# Without a declared batch, run batches of at most this many examples: large models stay quick.
MAX_EXAMPLES = 2


@dataclass(frozen=True)
class Comparison:
    """Two runs whose first `rows` examples are the same inputs."""

    other: int  # index of the run compared with run 0
    rows: int
    what: str  # how the shared rows were batched, for messages


@dataclass(frozen=True)
class InvarianceResult:
    findings: list[Finding]
    notes: list[str]


def _flat_arrays(outputs: Any) -> list[RowSlice]:
    """The recorded outputs: the rows kept of each, with the batch it had."""
    return [output for output in outputs if isinstance(output, RowSlice)]


def _run(model: Any, provenance: Provenance, inputs: Sequence[Any], functional: bool, training: Optional[bool],
         rows: int, on_call: Optional[Callable[[int, LayerCall], LayerCall]] = None) -> list[LayerCall]:
    """Call the model as users do: `model(x)` (training None) or `model(x, training=False)`,
    keeping the first `rows` rows of every layer's output (the rows that are compared), or
    handing each call to `on_call` as it finishes."""
    provenance.calls = []
    provenance.keep_rows = rows
    provenance.on_call = on_call
    keywords = {} if training is None else {"training": training}
    try:
        if functional and len(inputs) > 1:
            model(list(inputs), **keywords)
        else:
            model(*inputs, **keywords)
        return provenance.calls
    finally:
        provenance.calls = None
        provenance.keep_rows = None
        provenance.on_call = None


def _batches(
    specs: Sequence[InputSpec], batch_size: int, assume: Mapping[tuple[str, int], int], limit: Optional[int],
    sample: Optional[Sequence[Any]] = None,
) -> tuple[list[list[Any]], list[Comparison], int]:
    """The input batches to run, the comparisons between them, and N (from `--sample`'s
    examples when given: the first N, and the next ones as the others)."""
    import tensorflow as tf

    fixed = declared_batch(specs)
    n = fixed if fixed is not None else max(2, min(batch_size, MAX_EXAMPLES))
    half = n // 2
    if sample is not None:
        need = n + (n - half)
        if sample_rows(sample) < need:
            rows = sample_rows(sample)
            raise TraceError(f"--sample holds {rows} example{'s' if rows != 1 else ''}; --check-batch-invariance needs {need} "
                             f"(a batch of {n} and {n - half} other{'s' if n - half != 1 else ''})")
        first = [tf.cast(a[:n], tf.as_dtype(spec.dtype)) for a, spec in zip(sample, specs)]
        others = [tf.concat([f[:half], tf.cast(a[n:need], tf.as_dtype(spec.dtype))], axis=0)
                  for f, a, spec in zip(first, sample, specs)]
    else:
        static = make_static(specs, n, assume)
        first = random_inputs(static, seed=1, index_limit=limit)
        others = random_inputs(static, seed=2, index_limit=limit)
    mixed = [tf.concat([a[:half], b[half:]], axis=0) for a, b in zip(first, others)]
    batches = [first, mixed]
    comparisons = [Comparison(1, half, f"two batches of {n} that differ only in their other {n - half} example{'s' if n - half != 1 else ''}")]
    if fixed is None:
        batches.append([a[:1] for a in first])
        comparisons.append(Comparison(2, 1, f"a batch of {n} and alone"))
    return batches, comparisons, n


@dataclass(frozen=True)
class Difference:
    """The first layer call whose shared rows differ."""

    call: LayerCall
    comparison: Comparison
    worst: float


def _first_difference(
    target: Target, provenance: Provenance, batches: list[list[Any]], comparisons: list[Comparison], n: int, training: Optional[bool]
) -> tuple[int, int, Optional[Difference]]:
    """Layer calls, outputs compared, and the first difference, with one calling convention.

    The first batch's rows are kept; each other batch is compared layer by layer as its
    forward pass goes, so only one run's rows are ever held.
    """
    functional = _has_inputs(target.obj)
    rows = max(comparison.rows for comparison in comparisons)
    try:
        reference = _run(target.obj, provenance, batches[0], functional, training, rows)
        compared = 0
        for comparison in comparisons:
            streaming = _Streaming(reference, comparison, n)
            calls = _run(target.obj, provenance, batches[comparison.other], functional, training, rows, streaming.see)
            if len(calls) != len(reference):
                raise TraceError(
                    f"{target.label}: --check-batch-invariance cannot run: the model calls different layers for different batches")
            compared += streaming.checked
            if streaming.difference is not None:
                return len(reference), compared, streaming.difference
    except TraceError:
        raise
    except Exception as exc:  # noqa: BLE001
        raise TraceError(f"{target.label}: running the model raised {type(exc).__name__}: {exc}", trim_traceback(exc)) from exc
    return len(reference), compared, None


class _Streaming:
    """Compares each layer call of a run with the same call of the reference run, as it
    finishes, and keeps the count and the first difference, not the arrays."""

    def __init__(self, reference: list[LayerCall], comparison: Comparison, n: int) -> None:
        self.reference = reference
        self.comparison = comparison
        self.n = n
        self.checked = 0
        self.difference: Optional[Difference] = None

    def see(self, index: int, call: LayerCall) -> LayerCall:
        if self.difference is None and index < len(self.reference):
            checked, worst = _compare_call(self.reference[index].outputs, call.outputs, self.comparison, self.n)
            self.checked += checked
            if worst is not None:
                self.difference = Difference(self.reference[index], self.comparison, worst)
        return LayerCall(call.layer, call.call_site, [])


def check_batch_invariance(
    target: Target,
    specs: Sequence[InputSpec],
    batch_size: int,
    provenance: Optional[Provenance],
    assume: Optional[Mapping[tuple[str, int], int]] = None,
    sample: Optional[Sequence[Any]] = None,
) -> InvarianceResult:
    """Compare per-layer outputs of the same examples batched with different others.

    The model is called as `model(x)`, which is how custom loops and serving code call
    it; in a Functional model that keeps a `training=True` written at a layer's call, as
    Keras does unless the caller passes `training` (`predict` passes False). When a layer
    differs, the same comparison with `training=False` tells whether `predict` is hit too.
    """
    if target.kind != "keras" or provenance is None:
        raise TraceError(f"{target.label}: --check-batch-invariance needs a Keras model")
    batches, comparisons, n = _batches(specs, batch_size, assume or {}, index_limit(target.obj), sample)
    if n < 2:
        return InvarianceResult([], [f"note: --check-batch-invariance: the batch is fixed at {n}; no other example can share it, so there is nothing to compare"])
    layers, compared, difference = _first_difference(target, provenance, batches, comparisons, n, None)
    if difference is not None:
        _, _, in_predict = _first_difference(target, provenance, batches, [difference.comparison], n, False)
        return InvarianceResult([_finding(target, provenance, difference, n, predict_too=in_predict is not None)], [])
    if compared == 0:
        raise TraceError(
            f"{target.label}: --check-batch-invariance cannot run: no layer output has the batch on its first axis, so no example's output can be compared"
        )
    what = " and in ".join(c.what for c in comparisons)
    note = (
        f"note: --check-batch-invariance: {layers} layer call{'s' if layers != 1 else ''} of `model(x)` in inference "
        f"gave the same outputs for the same examples in {what}"
    )
    return InvarianceResult([], [note])


def _compare_call(batched: Sequence[Any], others: Sequence[Any], comparison: Comparison, n: int) -> tuple[int, Optional[float]]:
    """How many outputs of one layer call could be compared, and the worst difference if they differ."""
    import numpy as np

    mine_all, theirs_all = _flat_arrays(batched), _flat_arrays(others)
    if len(mine_all) != len(theirs_all):
        return 0, None
    checked = 0
    other_size = n if comparison.other == 1 else 1
    for mine_rows, other_rows in zip(mine_all, theirs_all):
        array, other = mine_rows.array, other_rows.array
        if (
            array.ndim == 0 or other.ndim != array.ndim or mine_rows.batch != n or other_rows.batch != other_size
            or not np.issubdtype(array.dtype, np.number)
        ):
            continue
        checked += 1
        mine, theirs = array[: comparison.rows], other[: comparison.rows]
        if mine.shape != theirs.shape or np.allclose(mine, theirs, rtol=RTOL, atol=ATOL):
            continue
        return checked, float(np.max(np.abs(mine.astype(np.float64) - theirs.astype(np.float64))))
    return checked, None


def _finding(target: Target, provenance: Provenance, difference: Difference, n: int, predict_too: bool) -> Finding:
    call, comparison = difference.call, difference.comparison
    info = provenance.info(call.layer)
    site = call.call_site or info.called_at or info.defined_at
    examples = "the same example" if comparison.rows == 1 else f"the same {comparison.rows} examples"
    if predict_too:
        how = "in inference"
        fix = "call it with `training=training` (not `training=True`) and keep layers from mixing examples across the batch axis"
    else:
        how = "when the model is called as `model(x)` (not with `predict` or `training=False`, which override it)"
        fix = (
            "do not pass `training=True` where the layer is called (a Functional model keeps it for every call that "
            "does not pass `training`) and give `call` the default `training=None`"
        )
    message = (
        f"{info.describe()} gives different outputs {how} for {examples} in {comparison.what} "
        f"(max difference {difference.worst:.3g}): its result depends on the other examples in the batch; {fix}"
    )
    context = {
        "layer": info.name,
        "layer_class": info.class_name,
        "max_difference": difference.worst,
        "examples": n,
        "compared": "other examples" if comparison.other == 1 else "alone",
        "predict_affected": predict_too,
    }
    if site is not None:
        return make_finding(codes.BATCH_DEPENDENT_OUTPUT, site, site.lineno, message, context)
    return make_finding(codes.BATCH_DEPENDENT_OUTPUT, target.source_file, target.line, message, context)


def _has_inputs(model: Any) -> bool:
    try:
        return bool(model.inputs)
    except (AttributeError, ValueError):
        return False
