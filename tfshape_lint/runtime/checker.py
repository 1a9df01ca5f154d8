"""Trace a target and turn what the graph walk found into Diagnostics (TFS901-TFS904).

Two passes, as the research notes recommend:

1. the declared specs, to report each input with a `None` dim and how far it spreads;
2. every `None` replaced by the batch size (or `--assume`), so that each unknown dim left
   has a data-dependent cause: origins (TFS902, TFS903) and shape-flow ops (TFS904).

Optional checks (`retrace`, `invariance`) live in their own modules and share `Finding`.
"""

from __future__ import annotations

import inspect
import linecache
import os
import time
from collections import defaultdict
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

from tfshape_lint.model import Diagnostic, FileResult, Position, Severity, Span
from tfshape_lint.runtime import apis, codes
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import (
    UserFrame,
    display_path,
    innermost_user_frame,
    trim_traceback,
)
from tfshape_lint.runtime.graphwalk import (
    STATIC_APIS,
    OpRecord,
    WalkResult,
    api_call,
    walk,
)
from tfshape_lint.runtime.provenance import LayerInfo, Provenance
from tfshape_lint.runtime.specs import InputSpec, make_static
from tfshape_lint.runtime.targets import Target, definition_line, fresh_function


@dataclass(frozen=True)
class Finding:
    """A diagnostic and the (absolute) file it belongs to."""

    path: str
    diagnostic: Diagnostic


@dataclass
class TraceStats:
    """Figures for `--verbose` and the docs: what was traced and how long it took."""

    ops: int = 0
    tensors: int = 0
    unknown_declared: int = 0
    unknown_static: int = 0
    seconds: dict[str, float] = field(default_factory=dict)


@dataclass
class Traced:
    """One traced graph: its ops' graph, output tensors with labels, and the walk."""

    graph: Any
    outputs: list[Any]
    labels: list[str]
    result: WalkResult
    # Looks up a source line for an op that has no traceback (SavedModel debug info).
    debug_lookup: Optional[Callable[[str], Optional[UserFrame]]] = None


def make_finding(
    code: codes.RuntimeCode,
    frame_or_file: UserFrame | str,
    line: int,
    message: str,
    context: Mapping[str, object],
) -> Finding:
    """A Finding at column 1 of `line`, with `noqa_row` on that line."""
    path = frame_or_file.filename if isinstance(frame_or_file, UserFrame) else frame_or_file
    no_line = None if isinstance(frame_or_file, UserFrame) else _no_source_line(path)
    if no_line is not None:
        # Never a made-up line presented as the user's: the report says there is none.
        message = f"{message} (no source line: {no_line})"
        context = {**context, "source_line": False}
    span = Span(Position(line, 1), Position(line, 1))
    diagnostic = Diagnostic(
        code=code.code,
        name=code.name,
        message=message,
        span=span,
        severity=Severity(code.severity),
        noqa_row=line,
        context={"path": display_path(path), **context},
    )
    return Finding(os.path.abspath(path) if os.path.exists(path) else path, diagnostic)


def _no_source_line(path: str) -> Optional[str]:
    """Why a finding anchored at `path` itself (not at a frame) has no line of source, or
    None when `path` is a Python file (the line is then the target's own definition)."""
    if path.startswith("<") and path.endswith(">"):
        return ("the model was built before tfshape-lint could watch it; pass check() a zero-argument "
                "function that builds it, so the layer hook records your lines")
    if os.path.isdir(path):
        return "the SavedModel has no debug info for it (save it with tf.saved_model.SaveOptions(save_debug_info=True))"
    if path.endswith((".keras", ".h5")):
        return "a .keras file keeps no source lines; trace the Python function that builds the model"
    return None


# ---------------------------------------------------------------------------------------
# Locating ops in user code


def locate(op: Any, graph: Any, provenance: Optional[Provenance], traced: Optional[Traced] = None) -> tuple[Optional[UserFrame], Optional[LayerInfo]]:
    """The user line that created `op`, and the Keras layer it belongs to if known.

    Order: the op's own traceback (subclassed `call()`, custom layers, tf.functions), the
    layer hook (Functional and Sequential models), then SavedModel debug info.
    """
    layer = provenance.layer_of(graph, op.name) if provenance is not None else None
    traceback = getattr(op, "traceback", None)
    if traceback is not None:
        frames = [(f.filename, f.lineno, f.name) for f in traceback]
        frame = innermost_user_frame(frames)
        if frame is not None:
            return frame, layer
    if layer is not None:
        site = layer.called_at or layer.defined_at
        if site is not None:
            return site, layer
    if traced is not None and traced.debug_lookup is not None:
        return traced.debug_lookup(op.name), layer
    return None, layer


# ---------------------------------------------------------------------------------------
# Specs


def declared_specs(target: Target, provenance: Optional[Provenance]) -> list[InputSpec]:
    """The input specs a target declares itself, in the order it takes them (may be empty)."""
    if target.kind == "keras":
        return _keras_specs(target.obj, provenance)
    if target.kind == "function":
        signature = getattr(target.obj, "input_signature", None)
        if signature:
            return _signature_specs(target.obj, signature)
    return []


def _keras_specs(model: Any, provenance: Optional[Provenance]) -> list[InputSpec]:
    try:
        inputs = list(model.inputs or [])
    except (AttributeError, ValueError):
        return []  # a subclassed model has no `.inputs`, even once built
    specs: list[InputSpec] = []
    for tensor in inputs:
        layer = getattr(getattr(tensor, "_keras_history", None), "operation", None)
        name = str(getattr(layer, "name", None) or getattr(tensor, "name", f"input_{len(specs)}"))
        declared = provenance.site_of(layer) if provenance is not None and layer is not None else None
        if declared is not None and provenance is not None:
            declared = provenance.layers[id(layer)][1].defined_at or declared
        shape = tuple(tensor.shape) if tensor.shape is not None else None
        specs.append(InputSpec(name, shape, str(tensor.dtype), "keras Input", declared))
    return specs


def _signature_specs(function: Any, signature: Sequence[Any]) -> list[InputSpec]:
    python_function = getattr(function, "python_function", function)
    try:
        parameters = [p for p in inspect.signature(python_function).parameters if p != "self"]
    except (TypeError, ValueError):
        parameters = []
    filename, line = definition_line(function)
    declared: Optional[UserFrame] = None
    if filename:
        declared = UserFrame(filename, _line_containing(python_function, "input_signature") or line, getattr(python_function, "__name__", "?"))
    specs: list[InputSpec] = []
    for position, spec in enumerate(_flatten(signature)):
        name = getattr(spec, "name", None) or (parameters[position] if position < len(parameters) else str(position))
        shape = None if spec.shape.rank is None else tuple(spec.shape.as_list())
        specs.append(InputSpec(name, shape, spec.dtype.name, "input_signature", declared))
    return specs


def _positional_count(function: Any) -> Optional[int]:
    """How many positional parameters a callable takes (None when it cannot be told)."""
    try:
        parameters = inspect.signature(getattr(function, "python_function", function)).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(p.kind is p.VAR_POSITIONAL for p in parameters):
        return None
    return sum(1 for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name != "self")


def _line_containing(function: Any, needle: str) -> Optional[int]:
    """The first source line of `function` (decorators included) that contains `needle`."""
    try:
        lines, start = inspect.getsourcelines(inspect.unwrap(function))
    except (OSError, TypeError):
        return None
    for offset, text in enumerate(lines):
        if needle in text:
            return start + offset
    return None


def _flatten(structure: Any) -> list[Any]:
    import tensorflow as tf

    return list(tf.nest.flatten(structure, expand_composites=False))


_loaded_datasets: dict[str, tuple[Any, Any, Any]] = {}


def forget_datasets() -> None:
    """Drop the datasets loaded for `--dataset` (each run loads its own: the file may change)."""
    _loaded_datasets.clear()


def load_dataset(reference: str) -> tuple[Any, Any, Any]:
    """(dataset, the factory, where each of its datasets was created) for `--dataset`.

    The factory runs once per process, with the dataset constructor hooked (pipeline.py).
    """
    if reference in _loaded_datasets:
        return _loaded_datasets[reference]
    from tfshape_lint.runtime import targets as target_module
    from tfshape_lint.runtime.pipeline import recording_datasets

    module_part, _, attr = reference.rpartition(":")
    if not module_part or not attr:
        raise TraceError(f"--dataset {reference!r}: expected module:fn or file.py:fn")
    if module_part.endswith(".py") or "/" in module_part:
        module = target_module._import_file(module_part)  # noqa: SLF001
    else:
        module = target_module._import_module(module_part)  # noqa: SLF001
    factory = target_module._resolve_attr(module, attr, reference)  # noqa: SLF001
    with recording_datasets() as sites:
        try:
            dataset = factory() if callable(factory) else factory
        except Exception as exc:  # noqa: BLE001
            raise TraceError(f"--dataset {reference}: calling it raised {type(exc).__name__}: {exc}", trim_traceback(exc)) from exc
    _loaded_datasets[reference] = (dataset, factory, sites)
    return dataset, factory, sites


def dataset_specs(reference: str, target: Target) -> list[InputSpec]:
    """Specs from `--dataset module:fn` (the features of a `(x, y)` element)."""
    import tensorflow as tf

    dataset, factory, _ = load_dataset(reference)
    attr = reference.rpartition(":")[2]
    element_spec = getattr(dataset, "element_spec", None)
    if element_spec is None:
        raise TraceError(f"--dataset {reference}: returned {type(dataset).__name__}, not a tf.data.Dataset")
    if isinstance(element_spec, tuple) and len(element_spec) in (2, 3) and (target.kind == "keras" or _positional_count(target.obj) == 1):
        element_spec = element_spec[0]  # (features, labels[, weights]): the model takes features
    filename, line = definition_line(factory)
    declared = None
    if filename:
        declared = UserFrame(filename, _line_containing(factory, ".batch(") or line, attr)
    specs = []
    for position, spec in enumerate(tf.nest.flatten(element_spec)):
        shape = None if spec.shape.rank is None else tuple(spec.shape.as_list())
        specs.append(InputSpec(getattr(spec, "name", None) or str(position), shape, spec.dtype.name, "--dataset", declared))
    return specs


# ---------------------------------------------------------------------------------------
# Tracing


def tensor_specs(specs: Sequence[InputSpec]) -> list[Any]:
    import tensorflow as tf

    return [tf.TensorSpec(None if s.shape is None else list(s.shape), tf.as_dtype(s.dtype), name=_safe_name(s.name)) for s in specs]


def _safe_name(name: str) -> Optional[str]:
    cleaned = "".join(ch if ch.isalnum() or ch in "_." else "_" for ch in name)
    return cleaned if cleaned and cleaned[0].isalpha() else None


def traceable(target: Target, count: int, static: bool, training: bool = False) -> Any:
    """A tf.function to trace for the target, taking `count` positional tensors.

    A Keras model is called with `training=False` (how `predict` calls it), or `True` (`fit`).
    """
    import tensorflow as tf

    if target.kind == "keras":
        model = target.obj
        functional = bool(_keras_specs(model, None))
        if functional and count > 1:
            return tf.function(lambda *xs: model(list(xs), training=training))
        return tf.function(lambda *xs: model(*xs, training=training))
    if target.kind == "function":
        if static:
            # A signature pins the None dims: drop it to specialise to static inputs.
            return fresh_function(target.obj, input_signature=None)
        return fresh_function(target.obj)
    return tf.function(target.obj)


def trace(target: Target, specs: Sequence[InputSpec], static: bool, training: bool = False) -> Any:
    """The concrete function of the target for these specs (exit 2 when tracing fails)."""
    function = traceable(target, len(specs), static, training)
    try:
        if target.kind == "function" and not static and getattr(target.obj, "input_signature", None) and not any(s.origin == "--spec" for s in specs):
            return function.get_concrete_function()  # its input_signature
        return function.get_concrete_function(*tensor_specs(specs))
    except TraceError:
        raise
    except Exception as exc:  # noqa: BLE001 - the user's code failed while tracing
        shapes = ", ".join(f"{s.name}={s.text()}" for s in specs)
        raise TraceError(f"{target.label}: tracing with {shapes} raised {type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}", trim_traceback(exc)) from exc


def output_labels(structured: Any) -> list[str]:
    """Labels for a function's flat outputs, in `tf.nest.flatten` order.

    `output` for a single tensor, `output logits` for dict keys, `output 1` for positions.
    """
    paths: list[str] = []

    def visit(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for key in sorted(node):  # tf.nest flattens dicts by sorted key
                visit(node[key], f"{path} `{key}`".strip())
        elif isinstance(node, (list, tuple)):
            for index, item in enumerate(node):
                visit(item, f"{path} {index}".strip())
        elif node is not None:
            paths.append(path)

    visit(structured, "")
    return [f"output {p}" if p else "output" for p in paths]


def walk_concrete(concrete: Any) -> Traced:
    outputs = [t for t in concrete.outputs]
    labels = output_labels(concrete.structured_outputs)
    if len(labels) != len(outputs):
        labels = [f"output {i}" for i in range(len(outputs))]
    return Traced(concrete.graph, outputs, labels, walk(concrete.graph, outputs))


# ---------------------------------------------------------------------------------------
# Findings


def none_dim_findings(
    specs: Sequence[InputSpec], traced: Traced, target: Target, input_names: Mapping[int, str],
    assume: Mapping[tuple[str, int], int] | None = None,
) -> list[Finding]:
    """TFS901: one finding per declared input with a None dim (or unknown rank).

    A dim given with `--assume NAME.DIM=N` is one the user vouches for, as with `--spec`:
    it is not reported. (`--batch-size` only sizes the static pass.)
    """
    findings = []
    result = traced.result
    assumed = assume or {}
    for position, spec in enumerate(specs):
        if spec.shape is not None:
            left = [d for d in spec.none_dims if (spec.name, d) not in assumed and (str(position), d) not in assumed]
            if not left:
                continue
            if left != spec.none_dims:
                spec = replace(spec, shape=tuple(
                    assumed.get((spec.name, i), assumed.get((str(position), i), d)) if d is None else d
                    for i, d in enumerate(spec.shape)))
        record_index = result.sources.get(input_names.get(position, ""))
        reached = result.records[record_index].downstream if record_index is not None else 0
        if spec.shape is None:
            what = "rank"
            fix = "declare the full shape"
        elif spec.none_dims == [0]:
            what = "batch dimension"
            declare = ("`tf.compat.v1.placeholder(dtype, [N, ...])`" if spec.origin == "placeholder"
                       else "`keras.Input(..., batch_size=N)`, `tf.TensorSpec([N, ...])`")
            fix = (f"declare a static batch ({declare}) and batch with "
                   "`drop_remainder=True` (`--batch-size` only sizes this check's static pass; "
                   f"`--assume {spec.name}.0=N` vouches for the batch in this check)")
        else:
            what = "dimension" + ("s " if len(spec.none_dims) > 1 else " ") + ", ".join(map(str, spec.none_dims))
            fix = "declare static sizes (pad sequences to a fixed length) or pass `--assume NAME.DIM=N`"
        where = {
            "keras Input": "declared by the keras Input created on this line",
            "input_signature": "declared in this input_signature",
            "--dataset": "from this dataset's element_spec",
            "signature": "in the SavedModel signature",
            "placeholder": "declared by the placeholder made on this line",
        }.get(spec.origin, "given with --spec on the command line")
        message = (
            f"{what} None of input `{spec.name}` {spec.text()} ({where}) reaches {reached} of "
            f"{result.total_tensors} tensors; {fix}"
        )
        frame = spec.declared_at
        context = {"input": spec.name, "shape": spec.text(), "downstream": reached, "tensors": result.total_tensors, "declared": spec.origin}
        if frame is not None:
            findings.append(make_finding(codes.NONE_DIM_INPUT, frame, frame.lineno, message, context))
        else:
            findings.append(make_finding(codes.NONE_DIM_INPUT, target.source_file, target.line, message, context))
    return findings


def origin_findings(
    traced: Traced, target: Target, provenance: Optional[Provenance], keep_contained: bool = False
) -> list[Finding]:
    """TFS902/TFS903/TFS904: one finding per user line and code, for the static pass.

    A cause whose unknown dimensions are made static again, before any output, only by ops
    that do so on purpose (`tf.strings.split(s).to_tensor(shape=[32, 16])`, `decode_jpeg`
    then `tf.image.resize`, `non_max_suppression_padded(..., pad_to_max_output_size=True)`,
    a padded `boolean_mask` under `tf.ensure_shape`) is what the advice asks for, and is
    not reported, unless `keep_contained` (a train step). One that a reduction or a side
    effect ends (`tf.reduce_mean(tf.boolean_mask(...))`, `tf.print`) is still reported:
    XLA and TPUs meet the unknown size inside the graph all the same.
    """
    groups: dict[tuple[str, int, str], list[tuple[OpRecord, Optional[LayerInfo]]]] = defaultdict(list)
    anchors: dict[tuple[str, int, str], UserFrame | str] = {}
    result = traced.result
    reported = [
        record for record in result.of_kind("origin", "shape-flow")
        if keep_contained or not traced.outputs or record.outputs_reached or record.dropped or not _made_static(record)
    ]
    origins = {record.index for record in reported if record.kind == "origin"}
    for record in reported:
        frame, layer = locate(record.op, record.op.graph, provenance, traced)
        if record.kind == "shape-flow" and record.via & origins and layer is not None and layer.builtin:
            # A size Keras computes from a reported origin (an LSTM's zero state, sized from
            # the masked batch): one cause, one finding, at the user's line of the cause.
            continue
        if record.kind == "shape-flow":
            code = codes.SHAPE_FLOW
        elif record.unknown_rank:
            code = codes.UNKNOWN_RANK
        else:
            code = codes.DATA_DEPENDENT_DIM
        if frame is not None:
            key = (frame.filename, frame.lineno, code.code)
            anchors[key] = frame
        else:
            key = (target.source_file, target.line, code.code)
            anchors[key] = target.source_file
        groups[key].append((record, layer))
    findings = []
    for key, members in groups.items():
        _, line, code_text = key
        code = codes.BY_CODE[code_text]
        findings.append(make_finding(code, anchors[key], line, _origin_message(code, members, traced), _origin_context(members, traced)))
    return findings


def _made_static(record: OpRecord) -> bool:
    """Its unknown dims end only where they are made static on purpose, or inside a
    TensorFlow function whose result is static by construction (`non_max_suppression_padded`)."""
    if record.fixed:
        return True
    call = api_call(record.op)
    return call is not None and call[2] in STATIC_APIS


def _origin_message(code: codes.RuntimeCode, members: list[tuple[OpRecord, Optional[LayerInfo]]], traced: Traced) -> str:
    parts = []
    for record, layer in members:
        shapes = " and ".join(record.unknown_shapes)
        part = f"`{apis.api_name(record.op)}` (op {record.op.type} `{record.op.name}`) gives {shapes}"
        if layer is not None and not layer.is_model:
            part += f" in {layer.describe()}"
        parts.append(part)
    downstream = sum(r.downstream for r, _ in members)
    reached = sorted({traced.labels[i] for r, _ in members for i in r.outputs_reached if i < len(traced.labels)})
    reach = f", reaches {', '.join(reached)}" if reached else ""
    if code is codes.SHAPE_FLOW:
        lead = "a shape computed from a data-dependent size: "
        fix = "compute the shape from static sizes (`x.shape[i]`), or pad the data-dependent tensor to a static size"
    elif code is codes.UNKNOWN_RANK:
        lead = "unknown rank even with static inputs: "
        fix = apis.fix_for(members[0][0].op)
    else:
        lead = "data-dependent size even with static inputs: "
        fix = apis.fix_for(members[0][0].op)
    return f"{lead}{'; '.join(parts)}; makes {downstream} tensor{'s' if downstream != 1 else ''} unknown{reach}; fix: {fix}"


def _origin_context(members: list[tuple[OpRecord, Optional[LayerInfo]]], traced: Traced) -> dict[str, object]:
    return {
        "ops": [
            {
                "op": r.op.name,
                "op_type": r.op.type,
                "api": apis.api_name(r.op),
                "kind": r.kind,
                "shapes": r.unknown_shapes,
                "downstream": r.downstream,
                "layer": layer.name if layer is not None else None,
                "outputs": sorted(traced.labels[i] for i in r.outputs_reached if i < len(traced.labels)),
            }
            for r, layer in members
        ]
    }


# ---------------------------------------------------------------------------------------
# Orchestration


@dataclass
class CheckOutcome:
    """Everything one trace run produced."""

    findings: list[Finding]
    warnings: list[str]
    stats: TraceStats


def resolve_specs(
    target: Target,
    provenance: Optional[Provenance],
    given: Sequence[str],
    dataset: Optional[str],
) -> tuple[list[InputSpec], list[str]]:
    """Specs, first that applies: --spec, input_signature, Keras inputs, --dataset."""
    from tfshape_lint.runtime.specs import apply_command_line

    declared = declared_specs(target, provenance)
    if not declared and dataset:
        declared = dataset_specs(dataset, target)
    if given:
        return apply_command_line(declared, given)
    if not declared:
        hint = {
            "keras": "a subclassed model has no declared inputs",
            "function": "the tf.function has no input_signature",
            "callable": "a plain callable declares no inputs",
        }.get(target.kind, "the target declares no inputs")
        raise TraceError(f"{target.label}: {hint}; give --spec NAME=SHAPE[:DTYPE] (e.g. --spec x=32,28,28,1:float32) or --dataset module:fn")
    return declared, []


def check_target(
    target: Target,
    provenance: Optional[Provenance],
    *,
    batch_size: int = 32,
    specs: Sequence[str] = (),
    assume: Mapping[tuple[str, int], int] | None = None,
    dataset: Optional[str] = None,
    signature: Optional[str] = None,
    training: bool = True,
    train_step: bool = False,
) -> CheckOutcome:
    """Run both passes on a loaded target (not a SavedModel: runtime/savedmodel.py) and
    return its findings.

    For a Keras model with `training`, the static pass also traces `model(x, training=True)`
    and adds what only the training call loses (dropout-only masks, `if training:` branches).
    """
    stats = TraceStats()
    resolved, warnings = resolve_specs(target, provenance, specs, dataset)
    findings: list[Finding] = []
    started = time.perf_counter()
    if any(s.shape is None or s.none_dims for s in resolved):
        concrete = trace(target, resolved, static=False)
        stats.seconds["trace declared"] = time.perf_counter() - started
        traced = walk_concrete(concrete)
        stats.seconds["walk declared"] = time.perf_counter() - started - stats.seconds["trace declared"]
        stats.unknown_declared = traced.result.unknown_tensors
        names = {i: t.op.name for i, t in enumerate(concrete.inputs[: len(resolved)])}
        findings.extend(none_dim_findings(resolved, traced, target, names, assume))
    static_specs = make_static(resolved, batch_size, assume or {})
    mark = time.perf_counter()
    concrete = trace(target, static_specs, static=True)
    stats.seconds["trace static"] = time.perf_counter() - mark
    mark = time.perf_counter()
    traced = walk_concrete(concrete)
    stats.seconds["walk static"] = time.perf_counter() - mark
    stats.ops = len(concrete.graph.get_operations())
    stats.tensors = traced.result.total_tensors
    stats.unknown_static = traced.result.unknown_tensors
    findings.extend(origin_findings(traced, target, provenance))
    if dataset:
        mark = time.perf_counter()
        findings.extend(dataset_findings(dataset))
        stats.seconds["walk the dataset pipeline"] = time.perf_counter() - mark
    if training and target.kind == "keras":
        mark = time.perf_counter()
        findings.extend(training_findings(target, static_specs, provenance, findings, warnings))
        stats.seconds["trace and walk training"] = time.perf_counter() - mark
    if train_step:
        mark = time.perf_counter()
        findings.extend(train_step_findings(target, static_specs, provenance, findings, warnings, dataset))
        stats.seconds["trace and walk train_step"] = time.perf_counter() - mark
    return CheckOutcome(findings, warnings, stats)


def train_step_findings(
    target: Target,
    static_specs: Sequence[InputSpec],
    provenance: Optional[Provenance],
    found: Sequence[Finding],
    warnings: list[str],
    dataset: Optional[str],
) -> list[Finding]:
    """Origins that only a compiled Keras model's `train_step` has (losses, metrics).

    Traced as `fit` runs it, `train_step((x, y))` at the static shapes; the labels take
    the `--dataset` element's second component, else the model outputs' shapes.
    """

    model = target.obj
    label = f"model `{getattr(model, 'name', target.label)}`"
    if target.kind != "keras":
        warnings.append(f"note: --train-step needs a Keras model; {target.label} is a {target.kind}")
        return []
    if getattr(model, "optimizer", None) is None or not getattr(model, "compiled", True):
        warnings.append(f"note: --train-step: {label} is not compiled; call model.compile(...) in the factory to trace its train step")
        return []
    try:
        concrete = trace_train_step(model, static_specs, dataset)
    except Exception as exc:  # noqa: BLE001 - the user's loss or metrics failed while tracing
        hint = "" if dataset else "; give --dataset for the real labels"
        warnings.append(
            f"note: --train-step: tracing {label}'s train_step raised {type(exc).__name__}: "
            f"{_first_error_line(exc)}{hint}"
        )
        return []
    traced = [f for f in origin_findings(walk_concrete(concrete), target, provenance, keep_contained=True)
              if not only_gradients(f.diagnostic)]
    return _new_findings(traced, found, "in the training step (`train_step`: losses, metrics, gradients): ", "train_step")


def _new_findings(candidates: Sequence[Finding], found: Sequence[Finding], prefix: str, flag: str) -> list[Finding]:
    """The candidates not already found at the same line and code, marked as such."""
    seen = {(f.path, f.diagnostic.span.start.line, f.diagnostic.code) for f in found}
    extra = []
    for finding in candidates:
        diagnostic = finding.diagnostic
        if (finding.path, diagnostic.span.start.line, diagnostic.code) in seen:
            continue
        marked = replace(diagnostic, message=prefix + diagnostic.message, context={**diagnostic.context, flag: True})
        extra.append(Finding(finding.path, marked))
    return extra


def trace_train_step(model: Any, specs: Sequence[InputSpec], dataset: Optional[str]) -> Any:
    """The concrete function of a compiled Keras model's `train_step((x, y))` for `specs`."""
    import tensorflow as tf

    features = tensor_specs(specs)
    x = features[0] if len(features) == 1 else features
    y = _label_specs(model, dataset, specs)
    return tf.function(model.train_step).get_concrete_function((x, y))


def only_gradients(diagnostic: Diagnostic) -> bool:
    """Gradient ops mirror the forward op they differentiate, which is reported itself."""
    ops = diagnostic.context.get("ops")
    if not isinstance(ops, list) or not ops:
        return False
    return all(str(op.get("op", "")).startswith(("gradient_tape/", "gradients/")) or "/gradients/" in str(op.get("op", ""))
               for op in ops)


def _label_specs(model: Any, dataset: Optional[str], static_specs: Sequence[InputSpec]) -> Any:
    """Label specs at the static batch: the dataset's labels, else shaped like the outputs."""
    import tensorflow as tf

    batch = next((s.shape[0] for s in static_specs if s.shape), None)

    def at_batch(spec: Any) -> Any:
        shape = spec.shape.as_list() if spec.shape.rank is not None else None
        if shape:
            shape[0] = batch  # the features' batch, also over a dataset's own static batch
        return tf.TensorSpec(shape, spec.dtype)

    if dataset:
        element = load_dataset(dataset)[0].element_spec
        if isinstance(element, tuple) and len(element) >= 2:
            return tf.nest.map_structure(at_batch, element[1])
    outputs = tf.nest.map_structure(lambda t: tf.TensorSpec(t.shape, tf.float32), model.outputs) if getattr(model, "outputs", None) else None
    if outputs is None:
        return tf.TensorSpec([batch], tf.float32)
    specs = tf.nest.map_structure(at_batch, outputs)
    return specs[0] if isinstance(specs, list) and len(specs) == 1 else specs


def _first_error_line(exc: BaseException) -> str:
    """The line that says what went wrong: autograph's errors start `in user code:` and
    end with the real error."""
    lines = [line.strip() for line in str(exc).strip().splitlines() if line.strip()]
    if lines and lines[0] == "in user code:":
        lines = [line for line in lines[1:] if not line.startswith("File ")] or lines
        return lines[-1].removeprefix(f"{type(exc).__name__}: ")[:300]
    return lines[0][:300] if lines else ""


def dataset_findings(reference: str) -> list[Finding]:
    """TFS907: where the `--dataset` pipeline leaves a dimension unknown."""
    from tfshape_lint.runtime.pipeline import pipeline_issues

    dataset, factory, sites = load_dataset(reference)
    if getattr(dataset, "element_spec", None) is None:
        return [_not_a_dataset(reference, dataset)]
    if callable(factory) and not hasattr(factory, "element_spec"):
        filename, line = definition_line(factory)
    else:  # a module-level dataset, made before the hook: its assignment in the module
        filename, line = _module_attribute_line(reference)
    fallback = filename or reference
    issues, functions = pipeline_issues(dataset, sites)

    def at(frame: Optional[UserFrame], message: str, context: Mapping[str, object]) -> Finding:
        if frame is None:
            return make_finding(codes.PIPELINE_UNKNOWN_DIM, fallback, line, message, context)
        return make_finding(codes.PIPELINE_UNKNOWN_DIM, frame, frame.lineno, message, context)

    findings = [at(issue.frame, issue.message, issue.context) for issue in issues]
    for step in functions:
        outputs = list(step.function.outputs)
        traced = Traced(step.function.graph, outputs, [f"output {i}" for i in range(len(outputs))], walk(step.function.graph, outputs))
        where = f" (the `.{step.kind}()` at {step.site.describe()})" if step.site is not None else ""
        owner = Target("function", step.function, f"the {step.kind} function", fallback, line)
        for found in origin_findings(traced, owner, None):
            diagnostic = found.diagnostic
            frame = UserFrame(found.path, diagnostic.span.start.line, "")
            message = f"in the pipeline's `{step.kind}` function{where}: {diagnostic.message}"
            findings.append(at(frame, message, {"transformation": step.kind, "ops": diagnostic.context.get("ops", [])}))
    return findings


def _module_attribute_line(reference: str) -> tuple[Optional[str], int]:
    """`file.py:NAME` -> (that file, the line that assigns NAME); the module's file for `pkg.mod:NAME`."""
    import sys

    from tfshape_lint.runtime.targets import _assignment_line  # noqa: SLF001

    module_part, _, attr = reference.rpartition(":")
    if module_part.endswith(".py"):
        path = os.path.abspath(module_part)
    else:
        path = getattr(sys.modules.get(module_part), "__file__", None) or ""
    if not path or not os.path.isfile(path):
        return None, 1
    return path, _assignment_line(path, attr)


def _not_a_dataset(reference: str, value: Any) -> Finding:
    raise TraceError(f"--dataset {reference}: returned {type(value).__name__}, not a tf.data.Dataset")


def training_findings(
    target: Target, static_specs: Sequence[InputSpec], provenance: Optional[Provenance], found: Sequence[Finding], warnings: list[str]
) -> list[Finding]:
    """Origins that only `model(x, training=True)` has, marked as such; a note if it cannot be traced."""
    try:
        concrete = trace(target, static_specs, static=True, training=True)
    except TraceError as error:
        warnings.append(f"note: tracing {target.label} with training=True failed, so only inference was checked: {error.message}")
        return []
    return _new_findings(origin_findings(walk_concrete(concrete), target, provenance), found,
                         "in training only (`training=True`): ", "training")


def to_file_results(findings: Iterable[Finding]) -> list[FileResult]:
    """Group findings by file, sorted, with the source kept for reporters that show code."""
    by_path: dict[str, list[Diagnostic]] = defaultdict(list)
    for finding in findings:
        by_path[finding.path].append(finding.diagnostic)
    results = []
    for path in sorted(by_path, key=display_path):
        source = None
        if os.path.isfile(path) and path.endswith(".py"):
            source = "".join(linecache.getlines(path)) or None
        results.append(FileResult(display_path(path), tuple(sorted(by_path[path], key=lambda d: d.sort_key)), source))
    return results
