"""What a user wrote, from an op: the TensorFlow API behind an op type or name scope, and its fix.

Kept as data so that adding an API is one line, not a new branch.
"""

from __future__ import annotations

import re
from typing import Any

# Name-scope components that name a high-level API (`.../boolean_mask/Where`).
SCOPE_APIS: dict[str, str] = {
    "boolean_mask": "tf.boolean_mask",
    "unique": "tf.unique",
    "zeros": "tf.zeros",
    "ones": "tf.ones",
    "fill": "tf.fill",
    "range": "tf.range",
    "StringSplit": "tf.strings.split",
    "non_max_suppression": "tf.image.non_max_suppression",
    "ragged_boolean_mask": "tf.ragged.boolean_mask",
    "DynamicPartition": "tf.dynamic_partition",
    "numpy_function": "tf.numpy_function",
    "py_function": "tf.py_function",
    "decode_image": "tf.io.decode_image",
    "resize": "tf.image.resize",
}

# Op type -> (API, fix).
_PAD = "pad or truncate to a static maximum size (e.g. `tf.where(mask, x, 0)` instead of `tf.boolean_mask`), or assert a size you know with `tf.ensure_shape`"
_ENSURE = "give the result its shape with `tf.ensure_shape(y, [...])` (or `y.set_shape(...)`)"
_STATIC_SIZE = "compute the size from static shapes (`x.shape[i]`, a Python int) instead of tensor values"
OP_APIS: dict[str, tuple[str, str]] = {
    "Where": ("tf.where", _PAD),
    "Unique": ("tf.unique", _PAD),
    "UniqueV2": ("tf.unique", _PAD),
    "UniqueWithCounts": ("tf.unique_with_counts", _PAD),
    "DynamicPartition": ("tf.dynamic_partition", _PAD),
    "NonMaxSuppressionV3": ("tf.image.non_max_suppression", "use `tf.image.non_max_suppression_padded` (static output size)"),
    "NonMaxSuppressionV4": ("tf.image.non_max_suppression", "use `pad_to_max_output_size=True`"),
    "NonMaxSuppressionV5": ("tf.image.non_max_suppression", "use `pad_to_max_output_size=True`"),
    "PyFunc": ("tf.numpy_function", _ENSURE),
    "PyFuncStateless": ("tf.numpy_function", _ENSURE),
    "EagerPyFunc": ("tf.py_function", _ENSURE),
    "ParseTensor": ("tf.io.parse_tensor", _ENSURE),
    "DecodeRaw": ("tf.io.decode_raw", _ENSURE),
    "DecodePng": ("tf.io.decode_png", "resize or crop to a static size (`tf.image.resize`, `tf.ensure_shape`)"),
    "DecodeJpeg": ("tf.io.decode_jpeg", "resize or crop to a static size (`tf.image.resize`, `tf.ensure_shape`)"),
    "DecodeImage": ("tf.io.decode_image", "resize or crop to a static size (`tf.image.resize`, `tf.ensure_shape`)"),
    "TensorListStack": ("tf.TensorArray.stack", "give the TensorArray a static `size` and `element_shape`"),
    "TensorListFromTensor": ("tf.TensorArray", "give the TensorArray a static `size` and `element_shape`"),
    "StringSplitV2": ("tf.strings.split", "pad the tokens to a fixed length (`.to_tensor(shape=[...])`)"),
    "Fill": ("tf.fill", _STATIC_SIZE),
    "Range": ("tf.range", _STATIC_SIZE),
    "Reshape": ("tf.reshape", _STATIC_SIZE),
    "Slice": ("tf.slice", _STATIC_SIZE),
    "StridedSlice": ("slicing", _STATIC_SIZE),
    "Tile": ("tf.tile", _STATIC_SIZE),
    "Pad": ("tf.pad", _STATIC_SIZE),
    "PadV2": ("tf.pad", _STATIC_SIZE),
    "ConcatV2": ("tf.concat", _ENSURE),
    "While": ("tf.while_loop", "keep loop variables at a fixed shape (shape_invariants), or `tf.ensure_shape` after the loop"),
    "StatelessWhile": ("tf.while_loop", "keep loop variables at a fixed shape (shape_invariants), or `tf.ensure_shape` after the loop"),
    "IteratorGetNext": ("tf.compat.v1.data.Iterator.get_next",
                        "batch the dataset with `drop_remainder=True` (and `padded_shapes`) so every dimension is static"),
    "If": ("tf.cond", "make both branches return the same static shape"),
    "StatelessIf": ("tf.cond", "make both branches return the same static shape"),
}
_DEFAULT_FIX = "assert a size you know with `tf.ensure_shape(t, [...])`, or pad to a static size"
_SUFFIX = re.compile(r"_\d+$")


def api_name(op: Any) -> str:
    """The TensorFlow API most likely written by the user for `op` (`tf.boolean_mask`)."""
    scopes = op.name.split("/")  # the op's own name counts: `tf.zeros` makes an op `zeros`
    for scope in reversed(scopes):
        api = SCOPE_APIS.get(_SUFFIX.sub("", scope))
        if api:
            return api
    if op.type in OP_APIS:
        return OP_APIS[op.type][0]
    return f"tf.raw_ops.{op.type}"


def fix_for(op: Any) -> str:
    """What to do about an op that makes a shape unknown."""
    return OP_APIS.get(op.type, ("", _DEFAULT_FIX))[1]
