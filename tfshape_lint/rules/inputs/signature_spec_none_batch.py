"""TFS105 signature-spec-none-batch: `tf.TensorSpec` with a `None` first dimension in an input signature."""

from __future__ import annotations

import re
from typing import Dict, Iterator, List, Optional, Set, Tuple

import libcst as cst

from tfshape_lint.analysis.arguments import has_star_args
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, LintContext
from tfshape_lint.rules.inputs.apis import (
    SIGNATURE_FUNCTION_APIS,
    SIGNATURE_KEYWORD,
    SIGNATURE_METHODS,
    TENSOR_SPEC_APIS,
    SignatureApi,
)
from tfshape_lint.rules.inputs.shapes import InputsRule


class SignatureSpecNoneBatch(InputsRule):
    """
    ## What it does
    Finds `tf.TensorSpec` with a `None` first dimension that fixes the inputs of a
    traced function: in `tf.function(input_signature=...)`,
    `@tf.function(input_signature=[...])`, `get_concrete_function(...)` (also with
    `*specs`), `tf.compat.v1.wrap_function(fn, signature)`, and any call given
    `input_signature=` (Keras `ExportArchive.add_endpoint(...)` and `model.export(...)`,
    `tf2onnx.convert.from_keras(...)`, a project's own wrapper), also when the spec (or
    the list of specs) is first assigned to a name. Keras 3's `keras.InputSpec(shape=...)`
    counts as a spec there; an `InputSpec` a layer keeps as its `input_spec` does not.

    ## Why is this bad?
    An input signature is the shape contract of the traced graph: a `None` batch there
    means every op in it is planned for an unknown batch. XLA (`jit_compile=True`) and
    TPUs need static shapes; the TFLite converter turns the `None` into 1 (or cannot
    convert: toco cannot parse `None`). Errors users hit:

    - `CustomCall is not supported to have a dynamic dimension`
    - `Squeeze op does not support bounded dynamic`
    - `... must be a compile-time constant`
    - `XLA is compiling the graph for every resulting length`

    ## When is this OK?
    Serving signatures that must accept any batch size on CPU or GPU (a `None` batch
    there is often what you want). A spec whose first `None` is not a batch is left
    alone when the decorated function shows it: it adds the batch axis itself
    (`img[tf.newaxis]`, `img[None, ...]`, `tf.expand_dims(img, 0)`), so the spec
    describes one example of any size. Severity: a warning; an error where the file shows
    a static-shape consumer (`TPUStrategy`, `jit_compile=True`, `TFLiteConverter`, a
    `stateful=True` RNN) or with `target = "tpu" | "xla" | "tflite"`
    (`"gpu"`/`"cpu"` keep it a warning). Specs elsewhere
    (`Dataset.from_generator(output_signature=...)` describes one element, not a
    batch) are not checked.

    ## Example

    ## Fix safety
    With `--batch-size N` the `None` is replaced by `N`. Unsafe: the function then
    accepts only batches of exactly `N`. Without a known batch size there is no fix.

    ## References
    - [`tf.function` input_signature](https://www.tensorflow.org/api_docs/python/tf/function)
    - [`tf.TensorSpec`](https://www.tensorflow.org/api_docs/python/tf/TensorSpec)
    - tensorflow/tensorflow#23768 (TFLite and `None` batch)
    """

    CODE = "TFS105"
    NAME = "signature-spec-none-batch"
    MESSAGE = "`tf.TensorSpec` with a `None` batch dimension in an input signature"
    FIX = Applicability.UNSAFE
    TOKENS = (b"TensorSpec", b"InputSpec")
    VALID = [
        # One image of any size: the function adds the batch axis itself.
        "import tensorflow as tf\n"
        "@tf.function(input_signature=[tf.TensorSpec([None, None, 3], tf.uint8)])\n"
        "def detect(img):\n"
        "    return model(tf.expand_dims(img, 0))\n",
        "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec([8, 28, 28], tf.float32)])\ndef f(x):\n    return x\n",
        "import keras\nclass L(keras.layers.Layer):\n    def __init__(self):\n        super().__init__()\n"
        "        self.input_spec = keras.InputSpec(shape=(None, 4))\n",
        "import tensorflow as tf\nds = tf.data.Dataset.from_generator(gen, output_signature=tf.TensorSpec(shape=(None, 3)))\n",
        "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.float32)])\ndef g(x):\n    return x\n",
    ]
    INVALID = [
        Example(
            "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec([None, 28, 28], tf.float32)])\n"
            "def serve(x):\n    return x\n",
            fixed="import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec([32, 28, 28], tf.float32)])\n"
            "def serve(x):\n    return x\n",
            options={"batch-size": 32},
        ),
        Example(
            "import tensorflow as tf\nconcrete = model.call.get_concrete_function(\n"
            "    tf.TensorSpec(shape=(None, 224, 224, 3), dtype=tf.float32))\n",
            fixed="import tensorflow as tf\nconcrete = model.call.get_concrete_function(\n"
            "    tf.TensorSpec(shape=(32, 224, 224, 3), dtype=tf.float32))\n",
            options={"batch-size": 32},
        ),
        "import tensorflow as tf\nSPEC = tf.TensorSpec([None, 10], tf.float32)\nfn = tf.function(step, input_signature=(SPEC,))\n",
        "from tensorflow import TensorSpec, function\nsig = [TensorSpec([None], 'string')]\n"
        "@function(input_signature=sig)\ndef f(x):\n    return x\n",
        "import keras\nmodel.export('out', input_signature=[keras.InputSpec(shape=(None, 224, 224, 3))])\n",
        "import tensorflow as tf\nimport tf2onnx\nspec = (tf.TensorSpec((None, 224, 224, 3), tf.float32, name='input'),)\n"
        "onnx_model, _ = tf2onnx.convert.from_keras(model, input_signature=spec, opset=13)\n",
    ]

    def __init__(self, context: "LintContext") -> None:
        super().__init__(context)
        self.reported: Set[int] = set()
        self.decorated: Dict[int, cst.FunctionDef] = {}  # id(decorator call) -> its function

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        for decorator in node.decorators:
            if isinstance(decorator.decorator, cst.Call):
                self.decorated[id(decorator.decorator)] = node

    def _one_example_specs(self, call: cst.Call, values: List[cst.BaseExpression]) -> Set[int]:
        """Specs of parameters the decorated function itself gives a batch axis
        (`img[tf.newaxis]`, `tf.expand_dims(img, 0)`): their first dimension is not a
        batch (`TensorSpec([None, None, 3])` is one image of any size)."""
        function = self.decorated.get(id(call))
        if function is None or len(values) != 1 or not isinstance(values[0], (cst.List, cst.Tuple)):
            return set()
        params = [param.name.value for param in function.params.params]
        if params[:1] in (["self"], ["cls"]):
            params = params[1:]
        body = self.code_for(function.body)
        found: Set[int] = set()
        for element, param in zip(values[0].elements, params):
            name = re.escape(param)
            if re.search(rf"\b{name}\s*\[\s*(?:(?:tf|np|numpy)\.newaxis|None)\b", body) or re.search(
                rf"expand_dims\(\s*{name}\s*,\s*(?:axis\s*=\s*)?0\s*\)", body
            ):
                found.add(id(element.value))
        return found

    def visit_Call(self, node: cst.Call) -> None:
        api: Optional[SignatureApi] = None
        name = self.callee_in(node.func, SIGNATURE_FUNCTION_APIS)
        if name is not None:
            api = SIGNATURE_FUNCTION_APIS[name]
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in SIGNATURE_METHODS:
            api = SIGNATURE_METHODS[node.func.attr.value]
        elif any(arg.keyword is not None and arg.keyword.value == "input_signature" for arg in node.args):
            api = SIGNATURE_KEYWORD
        if api is None:
            return
        if api.signature is None:
            # `get_concrete_function(*specs)`: the list behind `*` holds the specs.
            values = [arg.value for arg in node.args if arg.star != "**"]
        else:
            arg = api.signature.find(node)
            values = [arg.value] if arg is not None else []
        one_example = self._one_example_specs(node, values)
        for value in values:
            for spec, via in self._specs(value, None, 0):
                if id(spec) not in one_example:
                    self._check_spec(spec, via)

    def _specs(self, value: cst.BaseExpression, via: Optional[str], depth: int) -> Iterator[Tuple[cst.Call, Optional[str]]]:
        """The TensorSpec calls in a signature, following lists, dicts and bound names.

        Yields each spec with the name it was reached through (`eval_signature`), if any.
        """
        if depth > 6:
            return
        if isinstance(value, cst.Call):
            if self.callee_in(value.func, TENSOR_SPEC_APIS) is not None:
                yield value, via
        elif isinstance(value, (cst.List, cst.Tuple, cst.Set)):
            for element in value.elements:
                yield from self._specs(element.value, via, depth + 1)
        elif isinstance(value, cst.Dict):
            for item in value.elements:
                if isinstance(item, cst.DictElement):
                    yield from self._specs(item.value, via, depth + 1)
        elif isinstance(value, (cst.ListComp, cst.GeneratorExp)):
            yield from self._specs(value.elt, via, depth + 1)
        elif isinstance(value, (cst.Name, cst.Attribute)):
            bound = self.lookup_expression(value)
            if bound is not None:
                # The spec is written where the name is bound: it is reported (and fixed) there.
                yield from self._specs(bound, self.code_for(value), depth + 1)

    def _check_spec(self, spec: cst.Call, via: Optional[str]) -> None:
        if id(spec) in self.reported or has_star_args(spec):
            return
        kind = self.callee_in(spec.func, TENSOR_SPEC_APIS)
        shape = TENSOR_SPEC_APIS[kind].find(spec) if kind is not None else None
        if shape is None:
            return
        noun = kind.rsplit(".", 1)[-1] if kind is not None else "TensorSpec"
        dim = self.first_dim(shape.value)
        if dim.kind != "none":
            return
        self.reported.add(id(spec))
        label = self.display_name(spec, f"of `{via}`" if via else "")
        label = f" {label}" if label else ""
        size = self.context.batch_size
        self.report(
            spec,
            f"{noun}{label} in an input signature has a `None` batch dimension: the traced graph is planned "
            "for an unknown batch, so XLA/TPU recompile or fail and TFLite converts it to batch 1; "
            + (f"use `{size}`" if size is not None else "write the batch size (or pass `--batch-size N` to fix it)"),
            fix=self.batch_fix(dim, f"the {noun}{label}"),
        )
