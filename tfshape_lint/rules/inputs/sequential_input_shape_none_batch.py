"""TFS104 sequential-input-shape-none-batch: `input_shape=` on the first layer of a `Sequential`."""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

import libcst as cst

from tfshape_lint.analysis.arguments import has_star_args, keyword_argument
from tfshape_lint.analysis.literals import is_none
from tfshape_lint.analysis.names import dotted_name
from tfshape_lint.analysis.quoting import snippet
from tfshape_lint.analysis.scopes import Scope
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, LintContext, PendingFix
from tfshape_lint.rules.inputs.apis import (
    INPUT_DIM_IS_NOT_A_SHAPE_SUFFIX,
    KERAS_INPUT_APIS,
    SEQUENTIAL_APIS,
    SEQUENTIAL_LAYERS,
)
from tfshape_lint.rules.inputs.shapes import InputsRule, last_name


class SequentialInputShapeNoneBatch(InputsRule):
    """
    ## What it does
    Finds the first layer of a Keras `Sequential` model declared with `input_shape=`
    (or `input_dim=`, or `batch_input_shape=` with a `None` first element) and no
    `batch_size=`: `Sequential([Dense(64, input_shape=(784,)), ...])` and
    `model = Sequential(); model.add(Conv2D(32, 3, input_shape=(28, 28, 1)))`.

    ## Why is this bad?
    `input_shape=` leaves the batch out, so the model is built for a `None` batch.
    Under XLA (`jit_compile=True`) or on TPU that means a recompile per batch size or
    a compile error; stateful RNNs reject it; the TFLite converter turns the `None`
    into 1. Errors users hit:

    - `When using stateful=True in a RNN, the batch size must be static. Found dynamic batch size: sequence.shape=(None, ...)`
    - `CustomCall is not supported to have a dynamic dimension`
    - `5 out of the last 5 calls to <function ...> triggered tf.function retracing`

    Keras 3 also warns: `Do not pass an input_shape/input_dim argument to a layer.
    When using Sequential models, prefer using an Input(shape) object as the first
    layer in the model instead.`

    ## When is this OK?
    Models that must accept any batch size on CPU or GPU. Severity: a warning; an
    error where the file shows a static-shape consumer (`TPUStrategy`,
    `jit_compile=True`, `TFLiteConverter`, a `stateful=True` RNN) or with
    `target = "tpu" | "xla" | "tflite"`
    (`"gpu"`/`"cpu"` keep it a warning). Later layers are not checked (Keras ignores
    their `input_shape`); `Embedding(input_dim=...)` is a vocabulary size, not a shape,
    but a first `Embedding(..., input_length=N)` declares the input `(N,)` (Keras 2).

    ## Example

    ## Fix safety
    Display-only: Keras 3 layers take no `batch_size=`, so the suggestion is to start
    the model with `keras.Input(shape=..., batch_size=N)` instead; nothing is rewritten.

    ## References
    - [The Sequential model](https://keras.io/guides/sequential_model/)
    - [`keras.Input`](https://keras.io/api/layers/core_layers/input/)
    """

    CODE = "TFS104"
    NAME = "sequential-input-shape-none-batch"
    MESSAGE = "First layer of a `Sequential` model declares `input_shape=` without a batch size"
    FIX = Applicability.DISPLAY_ONLY
    TOKENS = (b"input_shape", b"input_dim")
    VALID = [
        "import tensorflow as tf\nmodel = tf.keras.Sequential([tf.keras.layers.Dense(10, input_shape=(4,), batch_size=32)])\n",
        "from keras.models import Sequential\nfrom keras.layers import Dense, Embedding\nmodel = Sequential()\n"
        "model.add(Embedding(input_dim=10000, output_dim=64))\nmodel.add(Dense(1))\n",
        "import tensorflow as tf\nmodel = tf.keras.Sequential()\nmodel.add(tf.keras.layers.LSTM(8, batch_input_shape=(16, 10, 4), stateful=True))\n",
        "import keras\nmodel = keras.Sequential([keras.Input(shape=(4,), batch_size=8), keras.layers.Dense(3, input_shape=(4,))])\n",
    ]
    INVALID = [
        Example(
            "import tensorflow as tf\nmodel = tf.keras.Sequential([\n    tf.keras.layers.Flatten(input_shape=(28, 28)),\n"
            "    tf.keras.layers.Dense(10),\n])\n",
        ),
        "from keras.models import Sequential\nfrom keras.layers import Dense\nmodel = Sequential()\n"
        "model.add(Dense(12, input_dim=8, activation='relu'))\nmodel.add(Dense(1))\n",
        "from tensorflow import keras\nmodel = keras.models.Sequential(layers=[keras.layers.LSTM(4, batch_input_shape=(None, 10, 2))])\n",
        "from keras.models import *\nfrom keras.layers import *\nmodel = Sequential()\nmodel.add(Conv2D(32, (3, 3), input_shape=(28, 28, 1)))\n",
    ]

    def __init__(self, context: "LintContext") -> None:
        super().__init__(context)
        #: id(scope) -> `.add(...)` calls seen per receiver (`model`, `self.model`).
        self._adds: Dict[int, Dict[str, int]] = {}
        #: id(else branch) -> the `.add` counts before the `if`, restored when it starts.
        self._snapshots: Dict[int, List[Dict[str, int]]] = {}

    def _chain(self) -> Tuple[Scope, ...]:
        return self.values.scopes.chain

    def _adds_of(self, scope: Scope) -> Dict[str, int]:
        return self._adds.setdefault(id(scope), {})

    def visit_If(self, node: cst.If) -> None:
        # Each branch of an if/elif/else may add the first layer: every branch starts
        # from the counts before the `if` (an `elif` is the `orelse` If of its parent).
        self._restore(node)
        if node.orelse is not None:
            self._snapshots[id(node.orelse)] = [dict(self._adds_of(scope)) for scope in self._chain()]

    def visit_Else(self, node: cst.Else) -> None:
        self._restore(node)

    def _restore(self, node: cst.CSTNode) -> None:
        saved = self._snapshots.pop(id(node), None)
        chain = self._chain()
        if saved is not None and len(saved) == len(chain):
            for scope, adds in zip(chain, saved, strict=True):
                self._adds[id(scope)] = dict(adds)

    def visit_Assign(self, node: cst.Assign) -> None:
        if isinstance(node.value, cst.Call) and self.callee_in(node.value.func, SEQUENTIAL_APIS) is not None:
            layers = SEQUENTIAL_LAYERS.find(node.value)
            count = len(layers.value.elements) if layers is not None and isinstance(layers.value, (cst.List, cst.Tuple)) else 0
            if layers is not None and not isinstance(layers.value, (cst.List, cst.Tuple)):
                count = 1  # built from a list the module does not show here
            for target in node.targets:
                receiver = dotted_name(target.target)
                if receiver is not None:
                    self._adds_of(self._chain()[-1])[receiver] = count

    def visit_Call(self, node: cst.Call) -> None:
        func = node.func
        if self.callee_in(func, SEQUENTIAL_APIS) is not None:
            layers = SEQUENTIAL_LAYERS.find(node)
            if layers is not None and isinstance(layers.value, (cst.List, cst.Tuple)) and layers.value.elements:
                first = layers.value.elements[0]
                if not isinstance(first, cst.StarredElement) and isinstance(first.value, cst.Call):
                    self._check_first_layer(first.value)
            return
        if isinstance(func, cst.Attribute) and func.attr.value == "add" and len(node.args) >= 1:
            receiver = dotted_name(func.value)
            if receiver is None or self.resolve(func.value) is not None:
                return  # `tf.add(...)`, or an expression we cannot follow
            adds = self._adds_of(self._adds_scope(receiver))
            count = adds.get(receiver, 0)
            adds[receiver] = count + 1
            layer = node.args[0].value
            if count == 0 and node.args[0].keyword is None and isinstance(layer, cst.Call):
                self._check_first_layer(layer)

    def _adds_scope(self, receiver: str) -> Scope:
        chain = self._chain()
        for scope in reversed(chain):
            if receiver in self._adds_of(scope):
                return scope
        return chain[-1]

    def _declared_shape(self, layer: cst.Call) -> Optional[cst.Arg]:
        """The argument that declares the input shape without a batch size, or None."""
        declared = keyword_argument(layer, "batch_input_shape")
        if declared is not None:
            return declared if self.first_dim(declared.value).kind == "none" else None
        declared = keyword_argument(layer, "input_shape")
        if declared is not None and not is_none(declared.value):
            return declared
        if last_name(layer.func).endswith(INPUT_DIM_IS_NOT_A_SHAPE_SUFFIX):
            # Keras 2: `Embedding(..., input_length=10)` first builds the model for (None, 10).
            declared = keyword_argument(layer, "input_length")
            return None if declared is None or is_none(declared.value) else declared
        return keyword_argument(layer, "input_dim")

    def _check_first_layer(self, layer: cst.Call) -> None:
        if has_star_args(layer) or self.callee_in(layer.func, KERAS_INPUT_APIS) is not None:
            return  # an Input/InputLayer is TFS103's
        if last_name(layer.func) in ("Input", "InputLayer"):
            return
        batch = keyword_argument(layer, "batch_size")
        if batch is not None and not is_none(batch.value):
            return
        declared = self._declared_shape(layer)
        if declared is None:
            return
        layer_name = last_name(layer.func) or "layer"
        keyword = declared.keyword.value if declared.keyword is not None else "input_shape"
        size = self.context.batch_size
        batch_text = str(size) if size is not None else "N"
        shape = snippet(self.code_for(declared.value), 60)
        if keyword in ("input_dim", "input_length"):
            shape = f"({shape},)"
        elif keyword == "batch_input_shape":
            shape = "<shape without the batch>"
        suggestion = f"keras.Input(shape={shape}, batch_size={batch_text})"
        self.report(
            layer,
            f"first layer `{layer_name}` of a Sequential model declares `{keyword}=` without a batch size, so "
            "the model is built for a `None` batch: XLA/TPU recompile per batch size or fail, stateful RNNs "
            f"reject it, TFLite converts it to batch 1; start the model with `{suggestion}`",
            fix=PendingFix(
                Applicability.DISPLAY_ONLY,
                f"Start the model with `{suggestion}` and drop `{keyword}=` from `{layer_name}`",
                suggestion=suggestion,
            ),
        )
