"""The TFS1xx family's API knowledge, as data: which calls declare a graph's inputs, and
where their shape and batch size go (keyed by canonical names, see analysis/names.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Optional, Tuple

import libcst as cst

from tfshape_lint.analysis.arguments import argument

# -- API knowledge ------------------------------------------------------------------


@dataclass(frozen=True)
class ArgSlot:
    """Where a call takes one argument: its position (None if keyword-only) and keywords."""

    position: Optional[int]
    keywords: Tuple[str, ...]

    def find(self, call: cst.Call) -> Optional[cst.Arg]:
        """The argument filling this slot in `call`, or None when it is not given."""
        return argument(call, self.keywords, self.position)


@dataclass(frozen=True)
class PlaceholderApi:
    """A placeholder-like constructor: where its shape goes and what its absence means."""

    shape: ArgSlot
    #: True when leaving the shape out gives an unknown rank (TFS102). For
    #: `placeholder_with_default` a missing shape is taken from the default value.
    unknown_rank_when_missing: bool


@dataclass(frozen=True)
class KerasInputApi:
    """A Keras input constructor: which arguments give it a shape or a batch size."""

    label: str
    shape: ArgSlot
    batch_size: ArgSlot
    #: Arguments that carry the full shape including the batch (`batch_shape=`).
    batch_shape: Tuple[str, ...]
    #: Arguments that take the whole shape from elsewhere (`tensor=`): never flagged.
    passthrough: Tuple[str, ...]


@dataclass(frozen=True)
class SignatureApi:
    """A consumer of `tf.TensorSpec`s: where the signature goes (None: every argument)."""

    signature: Optional[ArgSlot]


PLACEHOLDER_APIS: Dict[str, PlaceholderApi] = {
    "tensorflow.placeholder": PlaceholderApi(ArgSlot(1, ("shape",)), True),
    "tensorflow.placeholder_with_default": PlaceholderApi(ArgSlot(1, ("shape",)), False),
    "tensorflow.sparse_placeholder": PlaceholderApi(ArgSlot(1, ("shape",)), False),
    "tensorflow.sparse.placeholder": PlaceholderApi(ArgSlot(1, ("shape",)), False),
    # Keras 2's backend placeholder takes the shape first; `ndim=` alone gives a known
    # rank, so a missing shape is not reported as unknown rank.
    "keras.backend.placeholder": PlaceholderApi(ArgSlot(0, ("shape",)), False),
}

# tf.keras and Keras 3: Input(shape, batch_size, ...). Standalone Keras <= 2.2 took
# `batch_shape` second; a list or tuple there is read as a batch shape.
_INPUT = KerasInputApi(
    "Input", ArgSlot(0, ("shape",)), ArgSlot(1, ("batch_size",)), ("batch_shape", "batch_input_shape"),
    ("tensor", "type_spec"),
)
_INPUT_LAYER = KerasInputApi(
    "InputLayer", ArgSlot(0, ("shape", "input_shape")), ArgSlot(1, ("batch_size",)),
    ("batch_shape", "batch_input_shape"), ("input_tensor", "type_spec"),
)
#: Canonical names (see names.canonical) plus the older module paths Keras 1/2 and
#: Keras 3 internals export the same objects under.
KERAS_INPUT_APIS: Dict[str, KerasInputApi] = {
    "keras.Input": _INPUT,
    "keras.engine.Input": _INPUT,
    "keras.engine.topology.Input": _INPUT,
    "keras.src.layers.Input": _INPUT,
    "keras.src.layers.core.input_layer.Input": _INPUT,
    "keras.layers.InputLayer": _INPUT_LAYER,
    "keras.engine.InputLayer": _INPUT_LAYER,
    "keras.engine.topology.InputLayer": _INPUT_LAYER,
    "keras.src.layers.InputLayer": _INPUT_LAYER,
    "keras.src.layers.core.input_layer.InputLayer": _INPUT_LAYER,
}

SEQUENTIAL_LAYERS = ArgSlot(0, ("layers",))
SEQUENTIAL_APIS: Dict[str, ArgSlot] = {
    "keras.Sequential": SEQUENTIAL_LAYERS,
    "keras.engine.sequential.Sequential": SEQUENTIAL_LAYERS,
    "keras.src.models.Sequential": SEQUENTIAL_LAYERS,
    "keras.src.models.sequential.Sequential": SEQUENTIAL_LAYERS,
}

#: Specs that give an input signature its shapes. Keras 3's `model.export` and
#: `ExportArchive` take `keras.InputSpec` too (its first parameter is the dtype).
TENSOR_SPEC_APIS: Dict[str, ArgSlot] = {
    "tensorflow.TensorSpec": ArgSlot(0, ("shape",)),
    # The batch of a ragged or sparse input is a dimension like any other; its
    # ragged dimensions are `None` by design and are not what the rule reads.
    "tensorflow.RaggedTensorSpec": ArgSlot(0, ("shape",)),
    "tensorflow.SparseTensorSpec": ArgSlot(0, ("shape",)),
    # tensorpack before 0.9: `InputDesc(tf.float32, (None, 28, 28), 'input')` in `_get_inputs()`.
    "tensorpack.InputDesc": ArgSlot(1, ("shape",)),
    "tensorpack.graph_builder.InputDesc": ArgSlot(1, ("shape",)),
    "tensorpack.graph_builder.model_desc.InputDesc": ArgSlot(1, ("shape",)),
    "keras.InputSpec": ArgSlot(None, ("shape",)),
    "keras.layers.InputSpec": ArgSlot(None, ("shape",)),
}
#: Any call given `input_signature=` (Keras' `model.export`, `tf2onnx.convert.from_keras`,
#: a project's own wrapper of `tf.function`): the keyword says what the value is.
SIGNATURE_KEYWORD = SignatureApi(ArgSlot(None, ("input_signature",)))

#: Functions whose `input_signature` fixes the shapes a traced graph accepts.
SIGNATURE_FUNCTION_APIS: Dict[str, SignatureApi] = {
    "tensorflow.function": SignatureApi(ArgSlot(1, ("input_signature",))),
    "tensorflow.contrib.eager.defun": SignatureApi(ArgSlot(1, ("input_signature",))),
    # TF1-to-TF2 migration: the same habit under another name.
    "tensorflow.wrap_function": SignatureApi(ArgSlot(1, ("signature",))),
}
#: Methods (on objects the imports cannot name) that take specs: concrete functions
#: take them as any argument; Keras export endpoints by keyword.
SIGNATURE_METHODS: Dict[str, SignatureApi] = {
    "get_concrete_function": SignatureApi(None),
    "add_endpoint": SignatureApi(ArgSlot(None, ("input_signature",))),
}

#: Layers whose `input_dim` is not an input shape: in `Embedding` and its relatives
#: (`ReversibleEmbedding`, `PositionEmbedding`, ...) it is the vocabulary size.
INPUT_DIM_IS_NOT_A_SHAPE_SUFFIX = "Embedding"
