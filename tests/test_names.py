"""Qualified-name resolution through every import spelling users write."""

from __future__ import annotations

import libcst as cst
import pytest

from tfshape_lint.analysis.names import ImportTable, canonical


def resolve(source: str, expression: str) -> str | None:
    table = ImportTable.from_module(cst.parse_module(source))
    return table.resolve(cst.parse_expression(expression))


@pytest.mark.parametrize(
    ("source", "expression", "expected"),
    [
        ("import tensorflow as tf", "tf.placeholder", "tensorflow.placeholder"),
        ("import tensorflow as tf", "tf.compat.v1.placeholder", "tensorflow.placeholder"),
        ("import tensorflow.compat.v1 as tf", "tf.placeholder", "tensorflow.placeholder"),
        ("from tensorflow.compat import v1 as tf", "tf.placeholder", "tensorflow.placeholder"),
        ("from tensorflow import keras", "keras.Input", "keras.Input"),
        ("from tensorflow import keras", "keras.layers.Input", "keras.Input"),
        ("import keras", "keras.layers.InputLayer", "keras.layers.InputLayer"),
        ("from keras import layers, Input", "Input", "keras.Input"),
        ("from tensorflow.keras.layers import Input as KInput", "KInput", "keras.Input"),
        ("import tensorflow as tf", "tf.keras.Input", "keras.Input"),
        ("import tensorflow", "tensorflow.data.Dataset.range", "tensorflow.data.Dataset.range"),
        ("import tf_keras", "tf_keras.Input", "keras.Input"),
        ("try:\n    import tensorflow.compat.v1 as tf\nexcept ImportError:\n    import tensorflow as tf", "tf.placeholder", "tensorflow.placeholder"),
        ("import numpy as np", "np.array", "numpy.array"),
        ("import tensorflow as tf\nv1 = tf.compat.v1", "v1.placeholder", "tensorflow.placeholder"),
        ("import tensorflow as tf\nlayers = tf.keras.layers", "layers.Input", "keras.Input"),
        ("import tensorflow.compat.v1 as tf\ntf1 = tf", "tf1.placeholder", "tensorflow.placeholder"),
        ("import tensorflow as tf\nimport numpy as np\nnp2 = np", "np2.placeholder", None),
        ("import tensorflow as tf\nimport numpy as np\nrand = np.random", "rand.rand", None),
        ("import numpy as np", "tf.placeholder", None),
        ("from . import tfx", "tfx.placeholder", None),
        ("from . import tf", "tf.placeholder", "tensorflow.placeholder"),
        ("from keras_cv.src.backend import keras", "keras.layers.Input", "keras.Input"),
        ("from .backend import keras as K", "K.Input", "keras.Input"),
        ("from mylib import kerasish", "kerasish.Input", "mylib.kerasish.Input"),
    ],
)
def test_resolve(source: str, expression: str, expected: str | None) -> None:
    assert resolve(source, expression) == expected


def test_canonical_is_idempotent() -> None:
    for name in ("tensorflow.compat.v1.placeholder", "tensorflow.keras.layers.Input", "keras.Input"):
        assert canonical(canonical(name)) == canonical(name)


def test_uses_tensorflow() -> None:
    assert ImportTable.from_module(cst.parse_module("import keras")).uses_tensorflow
    assert not ImportTable.from_module(cst.parse_module("import numpy\nimport tensorflowish")).uses_tensorflow
