"""Concrete example inputs for specs, for the checks that run the model (retrace, invariance).

Every example differs from the others, or a layer that mixes examples across the batch
could not show it: floats are uniform in [-1, 1]; integer ids lie inside the smallest
index range the model declares (an `Embedding`'s `input_dim`, a `CategoryEncoding`'s
`num_tokens`), so they are valid for every such layer, else in [0, 2); 8-bit integers
(images) span their whole range; booleans are random; strings are a few words from a small
vocabulary, so their lengths and tokens vary.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

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


def load_sample(sample: Any, specs: Sequence[InputSpec]) -> list[Any]:
    """The user's own example inputs, one array per spec, in the specs' order.

    `sample` is a `.npz` path (read with `allow_pickle=False`: a sample file never runs
    code), a `module:function` or `file.py:function` reference returning a batch, or (from
    the Python API) the batch itself: one array, a list or tuple in input order, or a dict
    by input name.
    """
    import numpy as np

    if isinstance(sample, str):
        sample = _read_sample(sample)
    if isinstance(sample, Mapping) or hasattr(sample, "files"):  # a dict, or an NpzFile
        keys = list(sample.files) if hasattr(sample, "files") else list(sample)
        if all(spec.name in keys for spec in specs):
            arrays = [sample[spec.name] for spec in specs]
        elif len(keys) == len(specs):
            arrays = [sample[key] for key in keys]  # `arr_0`, `arr_1`, ... of np.savez(*arrays)
        else:
            raise TraceError(f"--sample holds {', '.join(map(repr, keys))}; the inputs are "
                             f"{', '.join(repr(s.name) for s in specs)}")
    elif isinstance(sample, (list, tuple)):
        # A list in input order; for a model of one input, a list of its rows.
        arrays = [np.asarray(sample)] if len(specs) == 1 and len(sample) != 1 else list(sample)
    else:
        arrays = [sample]
    if len(arrays) != len(specs):
        raise TraceError(f"--sample gives {len(arrays)} input(s); the target takes {len(specs)}")
    checked = []
    for array, spec in zip(arrays, specs):
        value = np.asarray(array)
        if spec.shape is not None and (value.ndim != len(spec.shape) or any(
                d is not None and i > 0 and d != value.shape[i] for i, d in enumerate(spec.shape))):
            raise TraceError(f"--sample: input `{spec.name}` is {value.shape}; the target declares {spec.text()}")
        checked.append(value)
    rows = {value.shape[0] for value in checked if value.ndim}
    if len(rows) > 1:
        raise TraceError(f"--sample: the inputs hold different numbers of examples ({', '.join(map(str, sorted(rows)))})")
    return checked


def sample_rows(sample: Sequence[Any]) -> int:
    return int(sample[0].shape[0]) if sample and sample[0].ndim else 0


def _read_sample(reference: str) -> Any:
    import os

    if reference.endswith(".npz"):
        import numpy as np

        if not os.path.isfile(reference):
            raise TraceError(f"--sample {reference}: no such file")
        try:
            with np.load(reference, allow_pickle=False) as data:
                return {key: data[key] for key in data.files}
        except (OSError, ValueError) as error:
            raise TraceError(f"--sample {reference}: not a readable .npz of arrays ({error})") from None
    module_part, sep, attr = reference.rpartition(":")
    if not sep or not module_part or not attr:
        raise TraceError(f"--sample {reference}: expected a .npz file or MODULE:FUNCTION")
    from tfshape_lint.runtime.targets import load_attribute

    function = load_attribute(module_part, attr, f"--sample {reference}")
    try:
        return function() if callable(function) else function
    except Exception as exc:  # noqa: BLE001 - the user's function failed
        raise TraceError(f"--sample {reference}: calling it raised {type(exc).__name__}: {exc}") from exc
