"""Concrete example inputs for specs, for the checks that run the model (retrace, invariance).

Every example differs from the others, or a layer that mixes examples across the batch
could not show it: floats are uniform in [-1, 1]; integer ids lie inside the smallest
index range the model declares (an `Embedding`'s `input_dim`, a `CategoryEncoding`'s
`num_tokens`), so they are valid for every such layer, else in [0, 2); 8-bit integers
(images) span their whole range; booleans are random; strings are a few words from a small
vocabulary, so their lengths and tokens vary.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.specs import InputSpec

# Without a declared vocabulary, ids 0 and 1 are valid indices for any table of two rows.
DEFAULT_INDEX_LIMIT = 2
_WORDS = ("the", "cat", "sat", "on", "a", "mat", "tensor", "shape", "of", "unknown", "batch", "size")
# Layer attributes that bound the integer ids a layer accepts.
_INDEX_ATTRIBUTES = {"Embedding": "input_dim", "CategoryEncoding": "num_tokens"}


def index_limit(model: Any) -> Optional[int]:
    """The smallest index range among the model's Embedding/CategoryEncoding layers, if any."""
    flatten = getattr(model, "_flatten_layers", None)
    if flatten is None:
        return None
    limits = []
    try:
        layers = list(flatten(include_self=True, recursive=True))
    except TypeError:  # pragma: no cover - Keras version dependent
        return None
    for layer in layers:
        attribute = _INDEX_ATTRIBUTES.get(type(layer).__name__)
        value = getattr(layer, attribute, None) if attribute else None
        if isinstance(value, int) and value > 0:
            limits.append(value)
    return min(limits) if limits else None


def random_inputs(specs: Sequence[InputSpec], seed: int = 0, index_limit: Optional[int] = None) -> list[Any]:
    """One tensor of distinct random examples per static spec."""
    import numpy as np
    import tensorflow as tf

    generator = np.random.default_rng(seed)
    tensors = []
    for spec in specs:
        if spec.shape is None or any(d is None for d in spec.shape):
            raise TraceError(f"input `{spec.name}` has no static shape to run with; give --spec or --assume")
        dtype = tf.as_dtype(spec.dtype)
        shape = tuple(int(d) for d in spec.shape if d is not None)
        if dtype.is_floating or dtype.is_complex:
            tensors.append(tf.cast(generator.uniform(-1.0, 1.0, shape), dtype))
        elif dtype == tf.string:
            tensors.append(tf.constant(_sentences(generator, shape), tf.string))
        elif dtype == tf.bool:
            tensors.append(tf.constant(generator.integers(0, 2, shape).astype(bool)))
        elif dtype.is_integer:
            if dtype.size == 1:
                low, high = dtype.min, dtype.max + 1
            else:
                low, high = 0, index_limit or DEFAULT_INDEX_LIMIT
            tensors.append(tf.constant(generator.integers(low, high, shape), dtype))
        else:
            tensors.append(tf.zeros(shape, dtype))
    return tensors


def _sentences(generator: Any, shape: tuple[int, ...]) -> Any:
    import numpy as np

    count = int(np.prod(shape)) if shape else 1
    words = generator.integers(0, len(_WORDS), (count, 4))
    lengths = generator.integers(1, 5, count)
    texts = [" ".join(_WORDS[w] for w in row[:n]) for row, n in zip(words, lengths)]
    return np.array(texts, dtype=object).reshape(shape)
