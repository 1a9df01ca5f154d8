"""The runtime checker's codes: stable, never reused. No TensorFlow import here.

The rule classes in `tfshape_lint/rules/runtime.py` document them; this table is what the
checker itself uses, so the two cannot drift (a test compares them).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuntimeCode:
    """A runtime finding's code, kebab-case name and one-line summary."""

    code: str
    name: str
    summary: str
    # Default severity word (a `tfshape_lint.model.Severity` value).
    severity: str = "warning"


NONE_DIM_INPUT = RuntimeCode(
    "TFS901", "none-dim-input", "A declared input has a `None` dimension that spreads through the traced graph"
)
DATA_DEPENDENT_DIM = RuntimeCode(
    "TFS902", "data-dependent-dim", "An op makes a dimension depend on tensor values, even with static inputs"
)
UNKNOWN_RANK = RuntimeCode(
    "TFS903", "unknown-rank", "An op's output has an unknown rank, even with static inputs"
)
SHAPE_FLOW = RuntimeCode(
    "TFS904", "shape-flow", "A shape is computed from the value of a data-dependent dimension"
)
RETRACE = RuntimeCode(
    "TFS905", "retrace", "The function is traced again (and recompiled by XLA) for a new batch size"
)
BATCH_DEPENDENT_OUTPUT = RuntimeCode(
    "TFS906", "batch-dependent-output", "A layer's output in inference depends on the batch it is in", "error"
)

PIPELINE_UNKNOWN_DIM = RuntimeCode(
    "TFS907", "pipeline-unknown-dim", "A `tf.data` transformation leaves a dimension of the element unknown"
)

ALL_CODES: tuple[RuntimeCode, ...] = (
    NONE_DIM_INPUT,
    DATA_DEPENDENT_DIM,
    UNKNOWN_RANK,
    SHAPE_FLOW,
    RETRACE,
    BATCH_DEPENDENT_OUTPUT,
    PIPELINE_UNKNOWN_DIM,
)
BY_CODE = {c.code: c for c in ALL_CODES}
BY_NAME = {c.name: c for c in ALL_CODES}
