"""`--dataset`: where in the user's `tf.data` pipeline a dimension becomes unknown (TFS907).

The dataset factory runs with `tf.data.Dataset.__init__` wrapped, so every dataset it
creates remembers the user's line that created it (`.map(...)`, `.padded_batch(4)`). The
pipeline is then walked from its sources to the dataset returned, comparing each
transformation's element spec with its input's:

- a batching transformation (`batch`, `padded_batch`, ...) whose batch dimension is `None`
  (no `drop_remainder=True`: the last batch may be short);
- a `padded_batch` that pads a dimension to each batch's longest element (no
  `padded_shapes` for it), so that dimension is `None`;
- a transformation with a function (`map`, `flat_map`, `interleave`, `filter`, `scan`):
  its traced function is walked like a model's graph, and each op that makes a dimension
  unknown from static inputs (`tf.strings.split`, `tf.boolean_mask`, `tf.unique`) is
  reported at its own line;
- any other transformation that turns a static dimension into `None`.

A pipeline whose final element spec is fully static is not reported: a later step (a
`padded_batch` with `padded_shapes`) fixed whatever an earlier one left unknown.
"""

from __future__ import annotations

import contextlib
import traceback
from dataclasses import dataclass
from typing import Any, Iterator, Optional, Sequence

from tfshape_lint.runtime.frames import UserFrame, innermost_user_frame

# Transformations that add a batch dimension, by their dataset class name (TF 2.21).
_BATCHING = {
    "_BatchDataset": "batch",
    "_ParallelBatchDataset": "batch",
    "_PaddedBatchDataset": "padded_batch",
    "_DenseToRaggedDataset": "ragged_batch",
    "_RebatchDataset": "rebatch",
    "_WindowDataset": "window",
}
# Attributes that hold a transformation's traced function (StructuredFunctionWrapper).
_FUNCTION_KINDS = {
    "_map_func": "map",
    "_predicate": "filter",
    "_scan_func": "scan",
    "_key_func": "group_by_window key",
    "_reduce_func": "group_by_window reduce",
    "_init_func": "reduce init",
}


@dataclass
class DatasetSites:
    """The user line that created each dataset object (kept alive, so ids stay unique)."""

    by_id: dict[int, tuple[Any, UserFrame]]

    def site(self, dataset: Any) -> Optional[UserFrame]:
        entry = self.by_id.get(id(dataset))
        return entry[1] if entry is not None and entry[0] is dataset else None


@contextlib.contextmanager
def recording_datasets() -> Iterator[DatasetSites]:
    """Record the creating user line of every `tf.data.Dataset` made inside the block."""
    import tensorflow as tf

    base = tf.data.Dataset
    original = base.__init__
    sites = DatasetSites({})

    def init(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        stack = [(f.filename, f.lineno or 0, f.name) for f in traceback.extract_stack()[:-1]]
        frame = innermost_user_frame(stack)
        if frame is not None:
            sites.by_id[id(self)] = (self, frame)

    base.__init__ = init
    try:
        yield sites
    finally:
        base.__init__ = original


def _inputs(dataset: Any) -> list[Any]:
    try:
        return list(dataset._inputs())  # noqa: SLF001 - the only way to walk a pipeline
    except Exception:  # noqa: BLE001 - a dataset type without inputs
        return []


def pipeline(dataset: Any) -> list[Any]:
    """The datasets of a pipeline, sources first, each once."""
    order: list[Any] = []
    seen: set[int] = set()

    def visit(node: Any, depth: int) -> None:
        if id(node) in seen or depth > 10_000:
            return
        seen.add(id(node))
        for parent in _inputs(node):
            visit(parent, depth + 1)
        order.append(node)

    visit(dataset, 0)
    return order


def _flat_specs(dataset: Any) -> list[Any]:
    import tensorflow as tf

    return list(tf.nest.flatten(dataset.element_spec))


def _dims(spec: Any) -> Optional[list[Optional[int]]]:
    shape = getattr(spec, "shape", None)
    if shape is None or shape.rank is None:
        return None
    return list(shape.as_list())


def _component(specs: Sequence[Any], index: int) -> str:
    if len(specs) == 1:
        return "the element"
    name = getattr(specs[index], "name", None)
    return f"component `{name}`" if name else f"component {index}"


@dataclass(frozen=True)
class PipelineIssue:
    """One place in the pipeline that leaves a dimension unknown."""

    frame: Optional[UserFrame]
    message: str
    context: dict[str, Any]


def _batching_issues(kind: str, before: Sequence[Any], after: Sequence[Any]) -> list[str]:
    messages = []
    batch_unknown = [i for i, s in enumerate(after) if (_dims(s) or [0])[0] is None]
    if batch_unknown and kind in ("batch", "padded_batch", "ragged_batch"):
        messages.append(
            f"`.{kind}(...)` gives elements a batch dimension None (the last batch may be short); "
            "pass `drop_remainder=True`"
        )
    if kind == "padded_batch" and len(before) == len(after):
        for index, (spec_in, spec_out) in enumerate(zip(before, after)):
            dims_out = _dims(spec_out)
            if dims_out is None:
                continue
            padded = [d for d, size in enumerate(dims_out[1:], start=1) if size is None]
            if padded:
                shown = ", ".join(str(d) for d in padded)
                messages.append(
                    f"`.padded_batch(...)` pads dim{'s' if len(padded) > 1 else ''} {shown} of {_component(after, index)} "
                    "to the longest element of each batch, so it is None; give `padded_shapes` with a fixed size"
                )
    return messages


def _generic_issues(node: Any, before: Sequence[Any], after: Sequence[Any]) -> list[str]:
    """A transformation without a function that turns a static dim into None."""
    if len(before) != len(after):
        return []
    messages = []
    for index, (spec_in, spec_out) in enumerate(zip(before, after)):
        dims_in, dims_out = _dims(spec_in), _dims(spec_out)
        if dims_in is None or dims_out is None or len(dims_in) != len(dims_out):
            continue
        lost = [d for d, (a, b) in enumerate(zip(dims_in, dims_out)) if a is not None and b is None]
        if lost:
            name = type(node).__name__.strip("_").replace("Dataset", "") or "transformation"
            messages.append(f"{name} makes dim {', '.join(map(str, lost))} of {_component(after, index)} unknown")
    return messages


def _functions(node: Any) -> list[tuple[str, Any]]:
    found = []
    for attribute, kind in _FUNCTION_KINDS.items():
        wrapper = getattr(node, attribute, None)
        function = getattr(wrapper, "function", None)
        if function is not None and hasattr(function, "graph"):
            found.append((kind, function))
    return found


def _is_static(specs: Sequence[Any]) -> bool:
    return all((dims := _dims(spec)) is not None and None not in dims for spec in specs)


def _step_messages(node: Any, parents: Sequence[Any], has_functions: bool) -> tuple[Optional[str], list[str]]:
    """The batching or generic issues of one transformation (not its functions)."""
    before = _flat_specs(parents[0]) if len(parents) == 1 else []
    after = _flat_specs(node)
    kind = _BATCHING.get(type(node).__name__)
    if kind is not None:
        return kind, _batching_issues(kind, before, after)
    if not has_functions and len(parents) == 1:
        return None, _generic_issues(node, before, after)
    return None, []


@dataclass(frozen=True)
class PipelineFunction:
    """A transformation's traced function, for the checker to walk like a model's graph."""

    kind: str  # "map", "filter", ...
    function: Any  # its ConcreteFunction
    site: Optional[UserFrame]  # the line that created the transformation


def pipeline_issues(dataset: Any, sites: DatasetSites) -> tuple[list[PipelineIssue], list[PipelineFunction]]:
    """The steps that leave a dimension unknown, and the functions to walk, sources first.

    Both are empty when the final element spec is static.
    """
    if _is_static(_flat_specs(dataset)):
        return [], []  # the pipeline delivers static shapes, whatever its steps do on the way
    issues: list[PipelineIssue] = []
    functions: list[PipelineFunction] = []
    for node in pipeline(dataset):
        site = sites.site(node)
        found = _functions(node)
        kind, messages = _step_messages(node, _inputs(node), bool(found))
        issues.extend(PipelineIssue(site, message, {"transformation": kind or type(node).__name__}) for message in messages)
        functions.extend(PipelineFunction(function_kind, function, site) for function_kind, function in found)
    return issues, functions
