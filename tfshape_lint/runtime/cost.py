"""`trace --cost`: what a static batch buys, measured on the user's own model.

The traced function is measured twice, as declared and with every `None` dimension made
static (`--batch-size`, `--assume`), in three independent parts:

- **Grappler**: the peak memory its memory analysis plans (`Cluster.DeterminePeakMemoryUsage`
  on the frozen graph) and the compute time its analytical cost model estimates for this
  machine's CPU (a virtual cluster built from the real device's properties). With a `None`
  batch, Grappler plans for a batch of one.
- **XLA**: the function compiled with `jit_compile=True`, called with a batch of N and then
  the short last batch N-1 as declared, and with N only when static (the short batch is
  dropped). Compilations are counted from XLA's own dumps when the command line could ask
  for them before TensorFlow started (`prepare_xla_count`), else inferred from the first
  call's extra time (and said so).
- **TFLite**: `TFLiteConverter.from_concrete_functions`; which inputs keep a dynamic
  `shape_signature` (-1) and the default shape they get, whether Select TF ops are needed,
  and the model's size.

A part that does not apply is skipped with a one-line reason. Nothing here changes the
findings or the exit code.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
import warnings
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Optional, Sequence

from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.specs import InputSpec, make_static
from tfshape_lint.runtime.targets import Target, fresh_function

# Set by prepare_xla_count() before TensorFlow starts; XLA writes one dump per compilation.
_XLA_DUMP_DIR: Optional[str] = None
_XLA_DUMP_FLAGS = "--xla_dump_hlo_as_text=false --xla_dump_hlo_as_proto=false --xla_dump_disable_metadata=true"
_MODULE_RE = re.compile(r"^module_(\d+)\.")
# Input dtypes XLA cannot take (TensorFlow 2.21 aborts on a string input to a jit function).
_NOT_FOR_XLA = frozenset({"string", "variant", "resource"})
_SELECT_OPS_RE = re.compile(r"TF Select ops: ([^\n]+)")


def prepare_xla_count() -> Optional[str]:
    """Ask XLA (before TensorFlow is imported) to dump each compilation into a private folder.

    Only the command line calls this: the flags last for the process. Returns the folder,
    or None when TensorFlow is already running (compilations are then inferred from timing).
    The folder is made here with `mkdtemp` (ours alone) and removed by `remove_xla_dumps`.
    """
    global _XLA_DUMP_DIR
    import sys

    if "tensorflow" in sys.modules:
        return None
    folder = tempfile.mkdtemp(prefix="tfshape-lint-xla-")
    flags = os.environ.get("XLA_FLAGS", "")
    if "--xla_dump_to" in flags:  # the user dumps already; do not redirect their dumps
        os.rmdir(folder)
        return None
    os.environ["XLA_FLAGS"] = f"{flags} --xla_dump_to={folder} {_XLA_DUMP_FLAGS}".strip()
    _XLA_DUMP_DIR = folder
    return folder


def remove_xla_dumps() -> None:
    """Delete the dump folder prepare_xla_count made (only files XLA wrote into it)."""
    global _XLA_DUMP_DIR
    folder = _XLA_DUMP_DIR
    _XLA_DUMP_DIR = None
    if folder is None:
        return
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_file(follow_symlinks=False) or entry.is_symlink():
                    os.unlink(entry.path)
        os.rmdir(folder)
    except OSError:
        pass  # a leftover temporary folder is harmless


def _compiled_modules() -> Optional[set[str]]:
    if _XLA_DUMP_DIR is None:
        return None
    try:
        names = os.listdir(_XLA_DUMP_DIR)
    except OSError:
        return None
    return {m.group(1) for m in map(_MODULE_RE.match, names) if m}


# ---------------------------------------------------------------------------------------
# The report


@dataclass
class Part:
    """One part of the report: rows of (what, as declared, static), or why it was skipped."""

    name: str
    title: str
    rows: list[tuple[str, str, str]] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    skipped: Optional[str] = None
    notes: list[str] = field(default_factory=list)


@dataclass
class CostReport:
    """The cost table for one target: the figures, as text rows and as JSON data."""

    target: str
    batch_size: int
    declared: list[InputSpec]
    static: list[InputSpec]
    parts: list[Part] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        document: dict[str, Any] = {
            "target": self.target,
            "batch_size": self.batch_size,
            "inputs": [
                {"name": d.name, "declared": _shape_list(d), "static": _shape_list(s), "line": _line_of(d)}
                for d, s in zip(self.declared, self.static)
            ],
        }
        for part in self.parts:
            document[part.name] = {"skipped": part.skipped} if part.skipped else dict(part.data)
            if part.notes:
                document[part.name]["notes"] = list(part.notes)
        return document

    def table(self) -> str:
        declared = ", ".join(f"{s.name} {s.text()}" for s in self.declared)
        static = ", ".join(s.text() for s in self.static)
        heading = ("as declared", f"static batch {self.batch_size}")
        rows: list[tuple[str, str, str]] = []
        for part in self.parts:
            if part.skipped:
                rows.append((part.title, f"skipped: {part.skipped}", ""))
                continue
            rows.extend(part.rows)
        width = max([len(r[0]) for r in rows] + [8])
        first = max([len(_cell(r[1])) for r in rows if r[2]] + [len(heading[0])])
        lines = [f"cost of the batch dimension for {self.target}: {declared} -> {static}", ""]
        lines.append(f"{'':<{width}}  {heading[0]:<{first}}  {heading[1]}")
        rows = [(what, _cell(left), _cell(right)) for what, left, right in rows]
        for what, left, right in rows:
            lines.append(f"{what:<{width}}  {left:<{first}}  {right}".rstrip())
        for part in self.parts:
            lines.extend(f"  {part.name}: {note}" for note in part.notes)
        return "\n".join(lines) + "\n"


_CELL = 72


def _cell(text: str) -> str:
    """A table cell of at most _CELL characters (the JSON keeps the whole text)."""
    return text if len(text) <= _CELL else text[: _CELL - 3] + "..."


def _shape_list(spec: InputSpec) -> Optional[list[Optional[int]]]:
    return None if spec.shape is None else list(spec.shape)


def _line_of(spec: InputSpec) -> Optional[str]:
    frame = spec.declared_at
    if frame is None:
        return None
    from tfshape_lint.runtime.frames import display_path

    return f"{display_path(frame.filename)}:{frame.lineno}"


def _gib(size: float) -> str:
    """Bytes in the largest unit that keeps them at least 1 (binary units)."""
    for unit, scale in (("GiB", 2**30), ("MiB", 2**20), ("KiB", 2**10)):
        if size >= scale:
            return f"{size / scale:.3g} {unit}"
    return f"{int(size)} B"


def _seconds(value: float) -> str:
    if value >= 1 or value == 0:
        return f"{value:.3g} s"
    if value >= 1e-3:
        return f"{value * 1e3:.3g} ms"
    return f"{value * 1e6:.3g} us"


def _ratio(declared: Optional[float], static: Optional[float]) -> str:
    if not declared or static is None:
        return ""
    return f" ({static / declared:.1f}x)"


_LOCATION_RE = re.compile(r"^\S+:\d+:\d+: (?:error: )?")


def _first_line(exc: BaseException) -> str:
    """The first line of an error, without the MLIR converter's `file:line:col: error:`."""
    text = str(exc).strip()
    return _LOCATION_RE.sub("", text.splitlines()[0])[:300] if text else type(exc).__name__


# ---------------------------------------------------------------------------------------
# What is measured: one "program" per variant


@dataclass
class Program:
    """One variant of the target: its specs, its concrete function (None for a SavedModel's
    static variant) and its frozen graph for Grappler."""

    label: str  # "declared" or "static"
    specs: list[InputSpec]
    concrete: Any = None
    graph_def: Any = None
    outputs: list[str] = field(default_factory=list)


def frozen_function(concrete: Any) -> Any:
    """The concrete function with its variables as constants, for the TFLite converter.

    Converting a Keras 3 model's function as traced keeps its variables as resources
    without their values (21 KiB for a 3 MiB transformer block); frozen, the weights are in.
    """
    from tensorflow.python.framework.convert_to_constants import (
        convert_variables_to_constants_v2,
    )

    return convert_variables_to_constants_v2(concrete, lower_control_flow=False)


def _freeze(concrete: Any) -> tuple[Any, list[str]]:
    from tensorflow.python.framework.convert_to_constants import (
        convert_variables_to_constants_v2,
    )

    # Lowered (While -> Enter/Exit), as the TF2 runtime lowers it before Grappler runs:
    # the analytical cost model does not look inside a functional loop's body.
    frozen = convert_variables_to_constants_v2(concrete, lower_control_flow=True)
    return frozen.graph.as_graph_def(), [t.name for t in frozen.outputs]


def measure_cost(
    target: Target,
    declared: Sequence[InputSpec],
    batch_size: int,
    assume: Any,
    trace: Callable[[Sequence[InputSpec], bool], Any],
    trackable: Any = None,
    train_step: Optional[Callable[[Sequence[InputSpec]], Any]] = None,
) -> CostReport:
    """Measure every part for the declared specs and their static version.

    `trace(specs, static)` returns the target's concrete function for specs (the checker's);
    `train_step(specs)`, when given, a compiled Keras model's `train_step` for them.
    """
    static = make_static(declared, batch_size, assume or {})
    report = CostReport(target.label, batch_size, list(declared), static)
    programs: list[Program] = []
    for label, specs in (("declared", list(declared)), ("static", static)):
        program = Program(label, specs)
        try:
            traced = trace(specs, label == "static")
            program.graph_def, program.outputs = _freeze(traced)
            program.concrete = frozen_function(traced)
        except TraceError:
            raise
        except Exception as exc:  # noqa: BLE001 - freezing is a private TF API
            raise TraceError(f"--cost: cannot freeze the {label} graph: {type(exc).__name__}: {_first_line(exc)}") from exc
        programs.append(program)
    report.parts.append(grappler_part(programs))
    report.parts.append(xla_part(target, programs, batch_size))
    report.parts.append(tflite_part(programs, trackable))
    if train_step is not None:
        report.parts.append(train_step_part(programs, train_step))
    return report


def train_step_part(programs: Sequence[Program], train_step: Callable[[Sequence[InputSpec]], Any]) -> Part:
    """Grappler's plan for the training step, as declared and static.

    The train step updates its variables, so it cannot be frozen: Grappler sees them as
    resource inputs and plans activations, gradients and optimizer temporaries only.
    """
    part = Part("grappler_train_step", "Grappler, train_step")
    try:
        steps = []
        for program in programs:
            concrete = train_step(program.specs)
            steps.append(Program(program.label, program.specs, None, concrete.graph.as_graph_def(), [t.name for t in concrete.outputs]))
        figures, device = _grappler_figures(steps)
    except Exception as exc:  # noqa: BLE001 - the user's loss, or the private Grappler API
        part.skipped = f"cannot trace or analyse the train step: {type(exc).__name__}: {_first_line(exc)}"
        return part
    part.data = {**figures, "device": device, "variables_counted": False}
    declared, static = figures.get("declared", {}), figures.get("static", {})
    peak_d, peak_s = declared.get("peak_memory_bytes"), static.get("peak_memory_bytes")
    part.rows.append(("Grappler peak memory, train_step", _gib(peak_d or 0), _gib(peak_s or 0) + _ratio(peak_d, peak_s)))
    part.notes.append("train_step: variables are not counted (it updates them, so it cannot be frozen): activations, gradients and optimizer temporaries only")
    return part


def measure_savedmodel_cost(target: Target, function: Any, declared: Sequence[InputSpec], static_graph: Any, static_outputs: Sequence[Any], batch_size: int, static: Sequence[InputSpec]) -> CostReport:
    """Grappler only: a SavedModel's signature cannot be recompiled or converted at a static batch."""
    report = CostReport(target.label, batch_size, list(declared), list(static))
    try:
        graph_def, outputs = _freeze(function)
    except Exception as exc:  # noqa: BLE001
        raise TraceError(f"--cost: cannot freeze the signature: {type(exc).__name__}: {_first_line(exc)}") from exc
    programs = [
        Program("declared", list(declared), function, graph_def, outputs),
        Program("static", list(static), None, static_graph.as_graph_def(), [t.name for t in static_outputs]),
    ]
    report.parts.append(grappler_part(programs))
    report.parts.append(Part("xla", "XLA", skipped="a SavedModel signature is already traced; load it in a function target to compile it with XLA"))
    report.parts.append(Part("tflite", "TFLite", skipped="convert the SavedModel with tf.lite.TFLiteConverter.from_saved_model; its signature keeps the batch it was saved with"))
    return report


# ---------------------------------------------------------------------------------------
# Grappler


def _metagraph(program: Program) -> Any:
    from tensorflow.core.protobuf import meta_graph_pb2

    metagraph = meta_graph_pb2.MetaGraphDef()
    metagraph.graph_def.CopyFrom(program.graph_def)
    # Grappler's item keeps what the `train_op` collection fetches (and what feeds it).
    metagraph.collection_def["train_op"].node_list.value.extend(name.split(":")[0] for name in program.outputs)
    return metagraph


def grappler_part(programs: Sequence[Program]) -> Part:
    """Peak memory and estimated compute time from Grappler, per variant."""
    part = Part("grappler", "Grappler")
    try:
        figures, device = _grappler_figures(programs)
    except ImportError as exc:  # pragma: no cover - private API moved
        part.skipped = f"this TensorFlow has no Grappler Python API ({exc})"
        return part
    except Exception as exc:  # noqa: BLE001 - private, version-dependent API
        part.skipped = f"Grappler could not analyse the graph: {type(exc).__name__}: {_first_line(exc)}"
        return part
    part.data = {**figures, "device": device}
    declared, static = figures.get("declared", {}), figures.get("static", {})
    peak_d, peak_s = declared.get("peak_memory_bytes"), static.get("peak_memory_bytes")
    part.rows.append(("Grappler peak memory", _gib(peak_d or 0), _gib(peak_s or 0) + _ratio(peak_d, peak_s)))
    time_d, time_s = declared.get("estimated_seconds"), static.get("estimated_seconds")
    if time_d is not None and time_s is not None:
        part.rows.append(("Grappler estimated compute time", _seconds(time_d), _seconds(time_s) + _ratio(time_d, time_s)))
    if any(d is None for s in programs[0].specs if s.shape for d in s.shape):
        part.notes.append("with a None batch Grappler plans for a batch of 1: the memory plan and passes built on it (swapping) are off by the batch factor")
    return part


def _grappler_figures(programs: Sequence[Program]) -> tuple[dict[str, dict[str, Any]], Optional[str]]:
    from tensorflow.python.grappler import cluster as grappler_cluster
    from tensorflow.python.grappler import item as grappler_item

    items = {p.label: grappler_item.Item(_metagraph(p)) for p in programs}
    # Only one real cluster at a time: list the real CPU, then model it virtually, so the
    # analytical cost model estimates instead of running the graph.
    real = grappler_cluster.Cluster()
    try:
        devices = list(real.ListDevices())
    finally:
        real.Shutdown()
    for device in devices:
        # Grappler refuses a plan larger than the device (TensorFlow reports 256 MiB for
        # a CPU): the point is to see the plan, so let it be as large as it is.
        device.properties.memory_size = 1 << 50
    figures: dict[str, dict[str, Any]] = {}
    virtual = grappler_cluster.Cluster(devices=devices)
    try:
        for label, item in items.items():
            started = time.perf_counter()
            peaks = virtual.DeterminePeakMemoryUsage(item)
            run_time = virtual.MeasureCosts(item)
            figures[label] = {
                "peak_memory_bytes": int(max((usage[0] for usage in peaks.values()), default=0)),
                "estimated_seconds": float(run_time[1]) if run_time else None,
                "seconds_to_measure": round(time.perf_counter() - started, 3),
            }
    finally:
        virtual.Shutdown()
    return figures, (devices[0].name if devices else None)


# ---------------------------------------------------------------------------------------
# XLA


def _jit_function(target: Target, specs: Sequence[InputSpec]) -> Any:
    import tensorflow as tf

    from tfshape_lint.runtime.checker import tensor_specs

    signature = tensor_specs(specs)
    if target.kind == "keras":
        model = target.obj
        many = len(specs) > 1 and bool(getattr(model, "inputs", None))

        def predict(*xs: Any) -> Any:
            return model(list(xs), training=False) if many else model(*xs, training=False)

        return tf.function(predict, jit_compile=True, input_signature=signature)
    if target.kind == "function":
        return fresh_function(target.obj, jit_compile=True, input_signature=signature)
    return tf.function(target.obj, jit_compile=True, input_signature=signature)


def _call_twice(function: Any, inputs: Sequence[Any]) -> tuple[float, float]:
    """Seconds of the first call (compile and run) and of a second (run only)."""
    started = time.perf_counter()
    _block(function(*inputs))
    first = time.perf_counter() - started
    started = time.perf_counter()
    _block(function(*inputs))
    return first, time.perf_counter() - started


def _block(outputs: Any) -> None:
    import tensorflow as tf

    for tensor in tf.nest.flatten(outputs):
        if hasattr(tensor, "numpy"):
            tensor.numpy()


def xla_part(target: Target, programs: Sequence[Program], batch_size: int) -> Part:
    """Compile with jit_compile=True: batches N and N-1 as declared, N when static."""
    from tfshape_lint.runtime.inputs import index_limit

    part = Part("xla", "XLA")
    if target.kind not in ("keras", "function", "callable"):
        part.skipped = "needs a model or function"
        return part
    unsupported = sorted({s.dtype for s in programs[0].specs if s.dtype in _NOT_FOR_XLA})
    if unsupported:
        # Such an input does not fail cleanly: TensorFlow aborts the process while hashing it.
        part.skipped = f"XLA does not take {', '.join(unsupported)} inputs; compile the numeric part after the string ops"
        return part
    limit = index_limit(target.obj) if target.kind == "keras" else None
    rows: dict[str, dict[str, Any]] = {}
    for program in programs:
        if any(s.shape is None for s in program.specs):
            rows[program.label] = {"compiles": None, "error": "an input has an unknown rank"}
            continue
        rows[program.label] = _xla_variant(target, program, _xla_batches(program, batch_size), limit)
    counted = _XLA_DUMP_DIR is not None
    part.data = {**rows, "counted_from": "XLA dumps" if counted else "timing"}
    _xla_rows(part, rows, batch_size)
    if not counted:
        part.notes.append("compilations inferred from each first call's extra time (XLA dumps are only available from the command line)")
    return part


def _xla_batches(program: Program, batch_size: int) -> list[list[InputSpec]]:
    """The input shapes to call with: N, and as declared with a `None` batch also N-1."""
    first = make_static(program.specs, batch_size, {})
    batches = [first]
    none_batch = [s.shape is not None and len(s.shape) > 0 and s.shape[0] is None for s in program.specs]
    if program.label == "declared" and any(none_batch) and batch_size >= 2:
        # The short last batch: every input whose batch is None, one smaller.
        batches.append([
            replace(s, shape=(batch_size - 1, *(s.shape or ())[1:])) if unknown else s
            for s, unknown in zip(first, none_batch)
        ])
    return batches


def _xla_variant(target: Target, program: Program, batches: Sequence[list[InputSpec]], limit: Optional[int]) -> dict[str, Any]:
    """Call the jit-compiled function twice per batch; count and time its compilations."""
    from tfshape_lint.runtime.inputs import random_inputs

    calls: list[dict[str, Any]] = []
    try:
        function = _jit_function(target, program.specs)
        for shapes in batches:
            before = _compiled_modules()
            first_call, steady = _call_twice(function, random_inputs(shapes, seed=len(calls), index_limit=limit))
            after = _compiled_modules()
            compile_seconds = max(first_call - steady, 0.0)
            if after is not None and before is not None:
                new = len(after - before)
            else:  # no dumps: a first call that takes well over a steady one compiled
                new = int(compile_seconds > max(steady, 0.005))
            calls.append({
                "batch": (shapes[0].shape or (None,))[0],
                "first_call_seconds": round(first_call, 4),
                "steady_call_seconds": round(steady, 4),
                "compile_seconds": round(compile_seconds, 4),
                "compilations": new,
            })
    except TraceError:
        raise
    except Exception as exc:  # noqa: BLE001 - the user's graph does not compile
        return {"compiles": False, "error": _xla_error(exc), "calls": calls}
    return {"compiles": True, "compilations": sum(c["compilations"] for c in calls), "calls": calls}


def _xla_rows(part: Part, rows: dict[str, dict[str, Any]], n: int) -> None:
    def compiles(row: dict[str, Any]) -> str:
        if row.get("compiles") is None:
            return "not measured"
        return "yes" if row["compiles"] else f"no: {row['error']}"

    def compilations(row: dict[str, Any]) -> str:
        if not row.get("compiles"):
            return "-"
        each = ", ".join(f"batch {c['batch']}: {_seconds(c['compile_seconds'])}" for c in row["calls"] if c["compilations"])
        return f"{row['compilations']}" + (f" ({each})" if each else "")

    declared, static = rows.get("declared", {}), rows.get("static", {})
    part.rows.append(("XLA compiles", compiles(declared), compiles(static)))
    dropped = " (short batch dropped)" if static.get("compiles") and n >= 2 else ""
    label = f"XLA compilations, batches {n} then {n - 1}" if n >= 2 else "XLA compilations"
    part.rows.append((label, compilations(declared), compilations(static) + dropped))


_UNSUPPORTED_OP_RE = re.compile(r"(\w+) \(No registered '")


def _xla_error(exc: BaseException) -> str:
    """`unsupported ops: AsString` for XLA's long message; else its first line."""
    text = str(exc)
    if "unsupported operations" in text:
        ops = sorted(set(_UNSUPPORTED_OP_RE.findall(text)))
        if ops:
            return f"unsupported ops: {', '.join(ops)}"
    return f"{type(exc).__name__}: {_first_line(exc)}"


# ---------------------------------------------------------------------------------------
# TFLite


def _convert(concrete: Any, trackable: Any, select: bool) -> bytes:
    import tensorflow as tf

    converter = tf.lite.TFLiteConverter.from_concrete_functions([concrete], trackable)
    if select:
        converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS, tf.lite.OpsSet.SELECT_TF_OPS]
    return bytes(converter.convert())


def _interpreter(model: bytes) -> Any:
    try:
        from ai_edge_litert.interpreter import Interpreter  # type: ignore[import-not-found]
    except ImportError:
        import tensorflow as tf

        Interpreter = tf.lite.Interpreter
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return Interpreter(model_content=model)


def tflite_part(programs: Sequence[Program], trackable: Any) -> Part:
    """Convert each variant: dynamic input/output shapes, Select TF ops, size."""
    from tfshape_lint.runtime.tfenv import quiet_native_stderr

    part = Part("tflite", "TFLite")
    rows: dict[str, dict[str, Any]] = {}
    for program in programs:
        row: dict[str, Any] = {}
        select_ops: list[str] = []
        try:
            with quiet_native_stderr():
                try:
                    model = _convert(program.concrete, trackable, select=False)
                except Exception as exc:  # noqa: BLE001 - ConverterError and friends
                    found = _SELECT_OPS_RE.search(str(exc))
                    if not found:
                        raise
                    select_ops = sorted(op.strip() for op in found.group(1).split(",") if op.strip())
                    model = _convert(program.concrete, trackable, select=True)
        except Exception as exc:  # noqa: BLE001
            rows[program.label] = {"converts": False, "error": f"{type(exc).__name__}: {_first_line(exc)}"}
            continue
        row = {"converts": True, "bytes": len(model), "select_tf_ops": select_ops}
        try:
            interpreter = _interpreter(model)
            inputs, outputs = interpreter.get_input_details(), interpreter.get_output_details()
        except Exception as exc:  # noqa: BLE001 - a Select-ops model needs the Flex delegate
            row["inputs"] = row["outputs"] = None
            row["note"] = f"cannot read the converted model's shapes: {type(exc).__name__}: {_first_line(exc)}"
        else:
            row["inputs"] = [_tensor_detail(d, program.specs, i) for i, d in enumerate(inputs)]
            row["outputs"] = [_tensor_detail(d, (), i) for i, d in enumerate(outputs)]
        rows[program.label] = row
    part.data = rows

    def dynamic_inputs(row: dict[str, Any]) -> str:
        if not row.get("converts"):
            return f"does not convert: {row.get('error', '?')}" if row else "-"
        if row.get("inputs") is None:
            return "unknown"
        dynamic = [d for d in row["inputs"] if -1 in d["shape_signature"] or d.get("unknown_rank")]
        if not dynamic:
            return "none"
        return "; ".join(
            f"{d['name']} unknown rank, runs as {d['shape']}" if d.get("unknown_rank")
            else f"{d['name']} {d['shape_signature']} runs as {d['shape']}" for d in dynamic
        )

    def dynamic_outputs(row: dict[str, Any]) -> str:
        if not row.get("converts") or row.get("outputs") is None:
            return "-"
        return str(sum(1 for d in row["outputs"] if -1 in d["shape_signature"]))

    def select(row: dict[str, Any]) -> str:
        if not row.get("converts"):
            return "-"
        return ", ".join(row["select_tf_ops"]) or "none"

    def size(row: dict[str, Any]) -> str:
        return _gib(row["bytes"]) if row.get("converts") else "-"

    declared, static = rows.get("declared", {}), rows.get("static", {})
    part.rows.append(("TFLite inputs with a dynamic shape", dynamic_inputs(declared), dynamic_inputs(static)))
    part.rows.append(("TFLite outputs with a dynamic shape", dynamic_outputs(declared), dynamic_outputs(static)))
    part.rows.append(("TFLite Select TF ops needed", select(declared), select(static)))
    part.rows.append(("TFLite model size", size(declared), size(static)))
    return part


def _tensor_detail(detail: dict[str, Any], specs: Sequence[InputSpec], position: int) -> dict[str, Any]:
    """A converted tensor's shapes, named after the user's input (TFLite may reorder them)."""
    from tfshape_lint.runtime.checker import _safe_name

    tflite_name = str(detail.get("name"))
    bare = re.sub(r"^serving_default_", "", tflite_name).split(":")[0]  # serving_default_image:0
    by_name = [s for s in specs if _safe_name(s.name) == bare]
    spec = by_name[0] if len(by_name) == 1 else (specs[position] if position < len(specs) else None)
    return {
        "name": spec.name if spec is not None else str(detail.get("name")),
        "tflite_name": tflite_name,
        "shape": [int(d) for d in detail.get("shape", [])],
        "shape_signature": [int(d) for d in detail.get("shape_signature", detail.get("shape", []))],
        "line": _line_of(spec) if spec is not None else None,
        # Declared with an unknown rank: TFLite shows it as a scalar, which it is not.
        "unknown_rank": spec is not None and spec.shape is None,
    }
