"""TFS105 signature-spec-none-batch: `tf.TensorSpec` with a `None` first dimension in an input signature."""

from __future__ import annotations

import re
from typing import Dict, Iterator, List, Optional, Set, Tuple, Union

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value, has_star_args
from tfshape_lint.analysis.call_owners import CallOwners
from tfshape_lint.analysis.expressions import children, walk
from tfshape_lint.analysis.literals import is_none
from tfshape_lint.analysis.names import terminal_name
from tfshape_lint.analysis.naming import identifier_words
from tfshape_lint.analysis.scopes import ScopeFacts
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, LintContext, PendingFix
from tfshape_lint.rules.inputs.apis import (
    SIGNATURE_FUNCTION_APIS,
    SIGNATURE_KEYWORD,
    SIGNATURE_METHODS,
    TENSOR_SPEC_APIS,
    SignatureApi,
)
from tfshape_lint.rules.inputs.shapes import (
    CALLED_SEVERAL_SIZES,
    FED_SEVERAL_SIZES,
    SERVING_WORDS,
    WRITE_THE_BATCH_SIZE,
    InputsRule,
    last_name,
    names_one_image,
)


def _three_dimensional(spec: cst.Call) -> bool:
    """A spec whose written shape has three dimensions."""
    shape = argument_value(spec, "shape", 0)
    return isinstance(shape, (cst.List, cst.Tuple)) and len(shape.elements) == 3


#: tensorpack's model description classes, whose `inputs()` declares the graph's inputs.
MODEL_DESC_SUFFIXES = ("ModelDesc", "ModelDescBase")
MODEL_INPUT_METHODS = frozenset({"inputs", "_get_inputs"})

#: Builtins a plain math function may call.
_BUILTINS = frozenset({"print", "len", "range", "int", "float", "abs", "min", "max"})
#: TensorFlow's own math outside `tf.math`: element-wise ops and reductions on a tensor.
_MATH_OPS = frozenset(f"tensorflow.{name}" for name in (
    "pow", "add", "add_n", "subtract", "multiply", "divide", "square", "sqrt", "exp", "log", "abs", "sign",
    "sin", "cos", "tanh", "sigmoid", "maximum", "minimum", "negative", "reduce_sum", "reduce_mean",
    "reduce_max", "reduce_min", "reduce_prod", "cumsum", "cast", "constant", "ones_like", "zeros_like",
    "where", "clip_by_value", "round", "floor", "print", "nn.relu", "nn.softmax"))

#: A parameter given a batch axis, or asserted to have an unknown dimension (group 1, 2 or 3),
#: or sliced into a dataset's elements (group 4: `from_tensor_slices(image_paths)`, then
#: batched by the function itself: a count of records, not a batch).
_ONE_EXAMPLE = re.compile(
    r"\b(\w+)\s*\[\s*(?:(?:tf|np|numpy)\.newaxis|None)\b"
    r"|expand_dims\(\s*(\w+)\s*,\s*(?:axis\s*=\s*)?0\s*\)"
    r"|assertIsNone\(\s*(\w+)\.(?:shape|row_splits)\b"
    r"|from_tensor_slices\(\s*(\w+)\s*\)")

#: TensorFlow's calls that combine tensors as they are (a stored input stays that input).
_COMBINING = frozenset(f"tensorflow.{name}" for name in (
    "concat", "cond", "where", "stack", "unique", "gather", "boolean_mask", "identity"))

#: Functions that turn one sequence of token ids back into text.
_DETOKENIZE = re.compile(r"(?i)detoken|untoken|ids_to_|to_text|to_string|unicode")

#: Keras exports for serving: `model.export(...)`, `ExportArchive.add_endpoint(...)`.
SERVING_EXPORTS = frozenset({"export", "add_endpoint", "track_and_add_endpoint"})


class SignatureSpecNoneBatch(InputsRule):
    """
    ## What it does
    Finds `tf.TensorSpec` (and `tf.RaggedTensorSpec`, `tf.SparseTensorSpec`) with a
    `None` first dimension that fixes the inputs of a traced function: in `tf.function(input_signature=...)`,
    `@tf.function(input_signature=[...])`, `get_concrete_function(...)` (also with
    `*specs`), `tf.compat.v1.wrap_function(fn, signature)`, and any call given
    `input_signature=` (Keras `ExportArchive.add_endpoint(...)` and `model.export(...)`,
    `tf2onnx.convert.from_keras(...)`, a project's own wrapper), also when the spec (or
    the list of specs) is first assigned to a name. Also the specs a tensorpack
    `ModelDesc.inputs()` returns (`InputDesc` in its older `_get_inputs()`): tensorpack
    makes the graph's placeholders from them. Keras 3's `keras.InputSpec(shape=...)`
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
    Serving signatures, which must accept any number of requests: they are not reported
    unless the file needs static shapes (TPU, XLA, TFLite, a stateful RNN, or `target`).
    A signature is taken for serving when its function is named for it (`serve`,
    `serving_fn`, a method of a `ServingModel`, one made in `_get_serve_tf_examples_fn`),
    is exported with `signatures=` (`tf.saved_model.save(model, path, signatures=...)`,
    also through a dict bound to a name first, and a function made inside one that the
    export calls, TFX's `_get_transform_features_signature(model, tft)`), is put in a
    signatures dict by key (`signatures["serving_default"] = self.predict_image`),
    or goes to Keras's export (`model.export(...)`, `ExportArchive.add_endpoint(...)`),
    and so is a function of the module that an exported one calls (`decode(image_bytes)`
    inside `decode_and_serve`). A spec whose first `None` is not a batch is left
    alone when the decorated function shows it: it adds the batch axis itself
    (`img[tf.newaxis]`, `img[None, ...]`, `tf.expand_dims(img, 0)`), so the spec
    describes one example of any size; records the function slices into a dataset and
    batches itself (`tf.data.Dataset.from_tensor_slices(image_paths)`: the `None` counts
    file paths); one image, `[None, None, 3]` (or 1 channel)
    given to a function that works on images (`tf.image.*`) or in `uint8`, as a
    `dataset.map` preprocessing function takes it (a batch of images has four
    dimensions), or any three-dimensional spec of a parameter named for one image
    (`tfapply_policy(org_img)`, `image`; not `images`); one sequence of token ids, a 1-D integer spec given to a function that
    turns ids into text (`detokenize_unicode_points(self, indices)`); an input the function
    stores in a variable made with `validate_shape=False` (a support set or memory bank
    grown with `tf.concat`, whose size changes on purpose: `self.support.assign(support)`);
    and a 1-D `TensorSpec([None])` beside a scalar
    spec in the same signature (`[TensorSpec([None]), TensorSpec([], tf.int32)]`, a
    waveform and its label in a `dataset.map` function): a batch would come with a
    batch of labels. A 1-D `TensorSpec([None])` given to a function of the module that only
    does TensorFlow's own math (`def cube(z): return tf.pow(z, 3)`, every definition of that
    name, not a method, doing some math, and no spec of more dimensions beside it) is a
    vector of any length, not a batch: no model, layer or parser is there to batch for.
    Nor is a parameter the decorated function gives to a graph's, a ragged or a sparse
    tensor's constructor (TF-GNN's `EdgeSet.from_fields(sizes=sizes, adjacency=...)`,
    `tf.SparseTensor(indices, ...)`, a segment op): its rows are one example's nodes,
    edges or values (its flat values, or its row splits, one longer than its rows; not a
    ragged tensor's row lengths, one per row; not through another call such as
    `tf.shape(x)`); nor a spec named for one image of any size (`TensorSpec([None, None, 3],
    name='image')`, not `images`); nor one the function asserts has an unknown
    dimension (`self.assertIsNone(value.shape[0])`, a test of code for unknown sizes). The advice says what a function
    called at several batch sizes needs: a signature (a concrete function) per size. Severity: a warning; an error where the file shows
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
    TOKENS = (b"TensorSpec", b"InputSpec", b"InputDesc")
    VALID = [
        # One waveform and its label (a dataset.map function), not a batch.
        "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.float32),\n"
        "                              tf.TensorSpec([], dtype=tf.int32)])\ndef frame(wav, label):\n"
        "    return tf.signal.frame(wav, 256, 128), label\n",
        # A serving signature, in a file that does not need static shapes: requests vary.
        "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec([None], tf.string)])\n"
        "def serve_examples(serialized):\n    return model(parse(serialized))\n",
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
        # `inputs()` of a class that is not a tensorpack ModelDesc, and a function nested in one.
        "import tensorflow as tf\nclass Box:\n    def inputs(self):\n        return [tf.TensorSpec([None, 3], tf.float32)]\n",
        "import tensorflow as tf\nfrom tensorpack import ModelDesc\nclass Model(ModelDesc):\n    def build_graph(self, x):\n"
        "        def inputs():\n            return [tf.TensorSpec([None, 3], tf.float32)]\n        return x\n",
    ]
    INVALID = [
        Example(
            "import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec([None, 28, 28], tf.float32)])\n"
            "def step(x):\n    return x\n",
            fixed="import tensorflow as tf\n@tf.function(input_signature=[tf.TensorSpec([32, 28, 28], tf.float32)])\n"
            "def step(x):\n    return x\n",
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
        # An export of a recurrent model for TFLite, which does not convert it with a `None` batch.
        "import keras\nimport tensorflow as tf\nmodel = keras.Sequential([keras.layers.LSTM(8)])\n"
        "model.export('out', input_signature=[keras.InputSpec(shape=(None, 20, 3))])\n"
        "converter = tf.lite.TFLiteConverter.from_saved_model('out')\n",
        "import tensorflow as tf\nimport tf2onnx\nspec = (tf.TensorSpec((None, 224, 224, 3), tf.float32, name='input'),)\n"
        "onnx_model, _ = tf2onnx.convert.from_keras(model, input_signature=spec, opset=13)\n",
        "import tensorflow as tf\n@tf.function(input_signature=[tf.RaggedTensorSpec(shape=[None, None], dtype=tf.int32)])\n"
        "def embed(tokens):\n    return tokens\n",
        # tensorpack makes a placeholder of each spec a ModelDesc's inputs() returns.
        "import tensorflow as tf\nfrom tensorpack import ModelDesc\nclass Model(ModelDesc):\n    def inputs(self):\n"
        "        return [tf.TensorSpec([None, 28, 28], tf.float32, 'input'),\n"
        "                tf.TensorSpec([None], tf.int32, 'label')]\n",
        "import tensorflow as tf\nfrom tensorpack import *\nclass Model(ModelDesc):\n    def _get_inputs(self):\n"
        "        return [InputDesc(tf.float32, (None, 40, 40, 3), 'input')]\n",
        "import tensorflow as tf\nfrom tensorpack import ModelDesc\nclass Base(ModelDesc):\n    pass\n"
        "class Model(Base):\n    def inputs(self):\n        return [tf.TensorSpec([None, 28, 28], tf.float32, 'input')]\n",
    ]

    def __init__(self, context: "LintContext") -> None:
        super().__init__(context)
        self.reported: Set[int] = set()
        #: id(spec) -> every call that takes it (a finding used only where a test expects
        #: failure is dropped).
        self.uses: Dict[int, List[cst.Call]] = {}
        self.decorated: Dict[int, cst.FunctionDef] = {}  # id(decorator call) -> its function
        #: Functions of the module by name (`cube` in `cube.get_concrete_function(...)`).
        self.functions: Dict[str, List[cst.FunctionDef]] = {}
        #: (spec, message, fix, the call that takes the signature)
        self.pending: List[Tuple[cst.Call, str, Optional[PendingFix], Optional[cst.Call]]] = []
        #: The classes and functions around the walk: "desc" (a class deriving from
        #: tensorpack's ModelDesc), "class", "inputs" (its `inputs()`), "function".
        self._stack: List[str] = []
        #: Classes of this module that derive from a ModelDesc, directly or not.
        self._descs: Set[str] = set()
        #: What `signatures=` of a SavedModel export names: function names and call ids.
        self.exported_names: Set[str] = set()
        #: A signatures dict filled by key (see `visit_Assign`) and the names given to a save.
        self._keyed_entries: Dict[str, List[cst.BaseExpression]] = {}
        self._saved_holders: Set[str] = set()
        self.exported_calls: Set[int] = set()
        #: Names of variables made with `validate_shape=False` (computed when first asked).
        self._unshaped: Optional[Set[str]] = None
        #: Names the exported functions call, and id(function) -> whether it uses `tf.image`.
        self._called_by_exports: Optional[Set[str]] = None
        self._image_functions: Dict[int, bool] = {}

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        desc = any((last_name(base.value) or "").endswith(MODEL_DESC_SUFFIXES) or last_name(base.value) in self._descs
                   for base in node.bases)
        if desc:
            self._descs.add(node.name.value)  # `class Other(Model)` where `class Model(ModelDesc)`
        self._stack.append("desc" if desc else "class")

    def leave_ClassDef(self, original_node: cst.ClassDef) -> None:
        self._stack.pop()

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        for decorator in node.decorators:
            if isinstance(decorator.decorator, cst.Call):
                self.decorated[id(decorator.decorator)] = node
        self.functions.setdefault(node.name.value, []).append(node)
        # tensorpack: `class Model(ModelDesc): def inputs(self): return [tf.TensorSpec(...)]`
        # declares the graph's inputs; the trainer makes a placeholder of each.
        method = node.name.value in MODEL_INPUT_METHODS and self._stack[-1:] == ["desc"]
        self._stack.append("inputs" if method else "function")

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self._stack.pop()

    def visit_Return(self, node: cst.Return) -> None:
        if self._stack[-1:] != ["inputs"] or node.value is None:
            return
        for spec, _via in self._specs(node.value, None, 0):
            self._check_spec(spec, None, None)

    def _one_example_specs(self, call: cst.Call, values: List[cst.BaseExpression]) -> Set[int]:
        """Specs of parameters the decorated function itself gives a batch axis
        (`img[tf.newaxis]`, `tf.expand_dims(img, 0)`): their first dimension is not a
        batch (`TensorSpec([None, None, 3])` is one image of any size)."""
        if len(values) != 1 or not isinstance(values[0], (cst.List, cst.Tuple)):
            return set()
        found = self._beside_a_scalar(values[0])
        function = self.decorated.get(id(call))
        if function is None:
            return found
        params = [param.name.value for param in function.params.params]
        if params[:1] in (["self"], ["cls"]):
            params = params[1:]
        body = self.code_for(function.body)
        # Parameters whose rows are a graph's nodes or edges, a ragged tensor's values or a
        # sparse tensor's indices (`EdgeSet.from_fields(sizes=sizes, adjacency=...(indices))`).
        _, item_rows = self.item_row_names(function.body)
        # Inputs it stores in a variable made with `validate_shape=False` (a support set or
        # memory bank that grows with `tf.concat`): their sizes change on purpose.
        stored = self._stored_in_unshaped_variables(function)
        # Names given a batch axis (`img[tf.newaxis]`, `tf.expand_dims(img, 0)`) or asserted to
        # have an unknown dimension (`self.assertIsNone(value.shape[0])`, a test of code for
        # unknown sizes): one pass over the body, not one per parameter (it was quadratic).
        batched_here = {match.group(1) or match.group(2) or match.group(3) or match.group(4)
                        for match in _ONE_EXAMPLE.finditer(body)}
        for element, param in zip(values[0].elements, params):
            specs = [spec for spec, _ in self._specs(element.value, None, 0)]
            # A parameter named for one image (`org_img`, `image`) given a three-dimensional spec:
            # height, width, channels (AutoAugment's `tfapply_policy(org_img)`, mapped over a
            # dataset's images one by one in another module: stop 42, judged false).
            if param in stored or param in batched_here or param in item_rows \
                    or (names_one_image(param) and any(_three_dimensional(spec) for spec in specs)) \
                    or any(self._one_image(spec, function) or self._one_sequence_of_ids(spec, function) for spec in specs):
                found.add(id(element.value))
                found.update(id(spec) for spec in specs)  # a spec bound to a name first
        return found

    def _one_image(self, spec: cst.Call, function: cst.FunctionDef) -> bool:
        """`TensorSpec([None, None, 3], tf.uint8)` given to a function that works on images
        (`tf.image.*`) or in `uint8`: one image of any height and width (a batch of images
        has four dimensions), as a `dataset.map` preprocessing function takes it."""
        shape = argument_value(spec, "shape", 0)
        if not isinstance(shape, (cst.List, cst.Tuple)) or len(shape.elements) != 3:
            return False
        first, second, channels = (element.value for element in shape.elements)
        if not all(isinstance(dim, cst.Name) and dim.value == "None" for dim in (first, second)):
            return False
        if not (isinstance(channels, cst.Integer) and channels.value in ("1", "3")):  # `[None, None, 4]`: boxes
            return False
        dtype = argument_value(spec, "dtype", 1)
        if dtype is not None and terminal_name(dtype) == "uint8":
            return True
        key = id(function)
        if key not in self._image_functions:  # once per function, not per spec
            self._image_functions[key] = any((self.resolve(node.func) or "").startswith("tensorflow.image.")
                                             for node in walk(function.body, lambda n: False)
                                             if isinstance(node, cst.Call))
        return self._image_functions[key]

    @staticmethod
    def _named_one_image(spec: cst.Call, shape: cst.BaseExpression) -> bool:
        """`TensorSpec(shape=[None, None, 3], name='image')`: a spec named for one image
        (`image`, `img`, not `images`) of height, width and 1 or 3 channels; the batch axis is
        added where it is used (srihari-humbarwadi's RetinaNet export, `tf.expand_dims(image,
        axis=0)` after resizing; thirty-eighth split)."""
        if not isinstance(shape, (cst.List, cst.Tuple)) or len(shape.elements) != 3:
            return False
        first, second, channels = (element.value for element in shape.elements)
        if not (is_none(first) and is_none(second) and isinstance(channels, cst.Integer)
                and channels.value in ("1", "3")):
            return False
        name = argument_value(spec, "name", 2)
        return isinstance(name, cst.SimpleString) and names_one_image(str(name.evaluated_value))

    def _one_sequence_of_ids(self, spec: cst.Call, function: cst.FunctionDef) -> bool:
        """`TensorSpec([None], tf.int32)` given to a function that turns token ids back
        into text (`detokenize_unicode_points(self, indices)`, `ids_to_text(ids)`): one
        sequence of any length (a batch of sequences has two dimensions). Not a decoder
        (`decode_step(tokens)` takes one token per sequence of a batch)."""
        if not _DETOKENIZE.search(function.name.value) or not self._one_dimensional(spec):
            return False
        dtype = argument_value(spec, "dtype", 1)
        return dtype is not None and (terminal_name(dtype) or "").startswith("int")

    def _stored_in_unshaped_variables(self, function: cst.FunctionDef) -> Set[str]:
        """Names the function assigns to a variable the module makes with
        `validate_shape=False` (`self.support_tensors.assign(support_tensors)`): the
        parameters of those names grow or shrink on purpose; the others keep their finding."""
        if self._unshaped is None:
            self._unshaped = set()
            stack: List[cst.CSTNode] = [self.context.module] if "validate_shape" in self.context.text else []
            while stack:  # the whole module, nested classes and functions too (`__init__`)
                node = stack.pop()
                stack.extend(children(node))
                if isinstance(node, cst.Assign) and isinstance(node.value, cst.Call) and any(
                        arg.keyword is not None and arg.keyword.value == "validate_shape"
                        and isinstance(arg.value, cst.Name) and arg.value.value == "False"
                        for arg in node.value.args):
                    for target in node.targets:
                        name = terminal_name(target.target)
                        if name:
                            self._unshaped.add(name)
        stored: Set[str] = set()
        if not self._unshaped:
            return stored
        for node in walk(function.body, lambda n: False):
            if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) \
                    and node.func.attr.value == "assign" and terminal_name(node.func.value) in self._unshaped:
                stored |= {name.value for arg in node.args for name in walk(arg.value, lambda n: False)
                           if isinstance(name, cst.Name)}
        # Through the function's own assignments (`grown = tf.concat([self.support, support])`,
        # then `self.support.assign(grown)`), a few steps back.
        locals_: List[Tuple[Set[str], Set[str]]] = []
        for node in walk(function.body, lambda n: False):
            if isinstance(node, cst.Assign) and all(
                    (self.resolve(call.func) or "") in _COMBINING
                    for call in walk(node.value, lambda n: False) if isinstance(call, cst.Call)):
                # Only values that combine inputs as they are (`tf.concat`, `tf.cond`): an
                # encoder's output (`k = self.encoder(images_k)`) is not the input stored.
                targets = {t.target.value for t in node.targets if isinstance(t.target, cst.Name)}
                read = {name.value for name in walk(node.value, lambda n: False) if isinstance(name, cst.Name)}
                locals_.append((targets, read))
        for _ in range(4):
            grown = set(stored)
            for targets, read in locals_:
                if targets & stored:
                    grown |= read
            if grown == stored:
                break
            stored = grown
        return stored

    def _functions_of(self, call: cst.Call) -> List[cst.FunctionDef]:
        """The function a signature is given to: the decorated one, or every function the
        module defines under the name of `fn` in `fn.get_concrete_function(...)` or
        `tf.function(fn, input_signature=...)` (a notebook may define it again)."""
        if id(call) in self.decorated:
            return [self.decorated[id(call)]]
        target: Optional[cst.BaseExpression] = None
        if isinstance(call.func, cst.Attribute) and call.func.attr.value == "get_concrete_function":
            target = call.func.value
        elif call.args and call.args[0].keyword is None and self.resolve(call.func) == "tensorflow.function":
            target = call.args[0].value
        if not isinstance(target, cst.Name):
            return []
        return self.functions.get(target.value, [])

    def _plain_math(self, function: cst.FunctionDef) -> bool:
        """A free function (not a method) that does TensorFlow's own element-wise math or
        reductions (`tf.math.*`, `tf.pow`, `tf.reduce_sum`, arithmetic) on its parameters and
        its own locals only: no layer, parser or model, and no variable or other name of the
        module (`W * x + b` is a linear model whose `None` is a batch)."""
        params = [param.name.value for param in function.params.params]
        if params[:1] in (["self"], ["cls"]):
            return False
        local = set(params)
        math = False  # a body that only passes its input on (`return labels`) shows nothing
        for node in walk(function.body, lambda n: False):
            if isinstance(node, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
                targets = [t.target for t in node.targets] if isinstance(node, cst.Assign) else [node.target]
                local |= {name.value for target in targets for name in walk(target, lambda n: False)
                          if isinstance(name, cst.Name)}
        # `pow` of `tf.pow` and `axis` of `axis=0` are no names of the module.
        labels = {id(node.attr) for node in walk(function.body, lambda n: False) if isinstance(node, cst.Attribute)}
        labels |= {id(node.keyword) for node in walk(function.body, lambda n: False)
                   if isinstance(node, cst.Arg) and node.keyword is not None}
        for node in walk(function.body, lambda n: False):
            if id(node) in labels:
                continue
            if isinstance(node, cst.BinaryOperation):
                math = True
            if isinstance(node, cst.Call):
                if isinstance(node.func, cst.Name) and node.func.value in _BUILTINS:
                    continue
                name = self.resolve(node.func) or ""
                if not (name.startswith("tensorflow.math.") or name in _MATH_OPS):
                    return False
                math = True
            elif isinstance(node, cst.Name) and node.value not in local and node.value not in _BUILTINS \
                    and node.value not in ("True", "False", "None") \
                    and not (self.resolve(node) or "").startswith("tensorflow"):
                return False  # a name of the module: a variable, a layer, a model
        return math

    def _rank_at_most_one(self, spec: cst.Call) -> bool:
        shape = argument_value(spec, "shape", 0)
        return isinstance(shape, (cst.List, cst.Tuple)) and len(shape.elements) <= 1

    def _one_dimensional(self, spec: cst.BaseExpression) -> bool:
        """`tf.TensorSpec([None], ...)` / `shape=(None,)`."""
        if not isinstance(spec, cst.Call) or self.callee_in(spec.func, TENSOR_SPEC_APIS) is None:
            return False
        shape = argument_value(spec, "shape", 0)
        return isinstance(shape, (cst.List, cst.Tuple)) and len(shape.elements) == 1 \
            and isinstance(shape.elements[0].value, cst.Name) and shape.elements[0].value.value == "None"

    def _beside_a_scalar(self, signature: Union[cst.List, cst.Tuple]) -> Set[int]:
        """`[TensorSpec([None]), TensorSpec([], tf.int32)]`: a 1-D value beside a scalar
        (a waveform and its label, a `dataset.map` function's one element). A batch comes
        with a batch of its labels; here the `None` is the length of one example."""
        shapes, dtypes = [], []
        for element in signature.elements:
            spec = element.value
            is_spec = isinstance(spec, cst.Call) and self.callee_in(spec.func, TENSOR_SPEC_APIS) is not None
            shape = argument_value(spec, "shape", 0) if is_spec and isinstance(spec, cst.Call) else None
            dtype = argument_value(spec, "dtype", 1) if is_spec and isinstance(spec, cst.Call) else None
            shapes.append(shape if isinstance(shape, (cst.List, cst.Tuple)) else None)
            dtypes.append(terminal_name(dtype) or "" if dtype is not None else "")
        # The label: a scalar of an integer type (not `top_k`-like options beside string
        # requests, nor a bool flag); the example: floats (samples of a signal).
        if not any(shape is not None and not shape.elements and dtype.startswith("int")
                   for shape, dtype in zip(shapes, dtypes)):
            return set()
        return {
            id(element.value) for element, shape, dtype in zip(signature.elements, shapes, dtypes)
            if shape is not None and len(shape.elements) == 1 and dtype.startswith("float")
            and isinstance(shape.elements[0].value, cst.Name) and shape.elements[0].value.value == "None"
        }

    def _note_exports(self, node: cst.Call) -> None:
        """Remember what a `signatures=` argument exports (`tf.saved_model.save(..., signatures=...)`)."""
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value == "signatures":
                value: cst.BaseExpression = arg.value
                if isinstance(value, (cst.Name, cst.Attribute)):
                    # `signatures = {"serving_default": ..., "transform_features": ...}` first
                    value = self.lookup_expression(value) or value
                self._note_exported(value)

    def _note_exported(self, value: cst.BaseExpression) -> None:
        """Remember the calls and the names an exported value holds."""
        for inner in walk(value, lambda n: False):
            if isinstance(inner, cst.Call):
                self.exported_calls.add(id(inner))
            name = terminal_name(inner) if isinstance(inner, (cst.Name, cst.Attribute)) else None
            if name:
                self.exported_names.add(name)

    def visit_Assign(self, node: cst.Assign) -> None:
        """`signatures["serving_default"] = self.predict_image`: an entry of a signatures dict
        filled item by item, then given to `save` (erdememekligil's oop-tensorflow-serving,
        ninety-second split: `super().save(filepath, ..., signatures, ...)` by position)."""
        for target in node.targets:
            subscript = target.target
            if not isinstance(subscript, cst.Subscript) or len(subscript.slice) != 1:
                continue
            index = subscript.slice[0].slice
            key = index.value if isinstance(index, cst.Index) else None
            text = key.evaluated_value if isinstance(key, cst.SimpleString) else None
            holder = terminal_name(subscript.value) if isinstance(subscript.value, (cst.Name, cst.Attribute)) else None
            if not holder or (not (isinstance(text, str) and text.startswith("serving"))
                              and not {"signature", "signatures"} & identifier_words(holder)):
                continue
            # Exported once the dict is handed to a save or export call (`super().save(filepath,
            # ..., signatures, ...)`), not a dict of concrete functions only called (review of stop 43).
            self._keyed_entries.setdefault(holder, []).append(node.value)

    def visit_Call(self, node: cst.Call) -> None:
        self._note_exports(node)
        if terminal_name(node.func) in _SAVES:
            self._saved_holders.update(terminal_name(arg.value) or "" for arg in node.args
                                       if isinstance(arg.value, (cst.Name, cst.Attribute)))
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
        functions = self._functions_of(node)
        # `@tf.function(input_signature=[tf.TensorSpec([None])]) def cube(z): return z ** 3`:
        # a vector of any length for TensorFlow's own math, no model to batch for.
        plain = bool(functions) and all(self._plain_math(function) for function in functions)
        if plain:
            # Beside a 2-D spec (`[None, 128]` features) a `[None]` is that batch's labels.
            specs = [spec for value in values for spec, _ in self._specs(value, None, 0)]
            plain = all(self._rank_at_most_one(spec) for spec in specs)
        for value in values:
            for spec, via in self._specs(value, None, 0):
                if id(spec) not in one_example and not (plain and self._one_dimensional(spec)):
                    self._check_spec(spec, via, node)

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

    def _check_spec(self, spec: cst.Call, via: Optional[str], call: Optional[cst.Call]) -> None:
        """`call` takes the signature; None for the graph inputs a ModelDesc declares."""
        if id(spec) in self.reported:
            if call is not None:
                self.uses.setdefault(id(spec), []).append(call)
            return
        if has_star_args(spec):
            return
        kind = self.callee_in(spec.func, TENSOR_SPEC_APIS)
        shape = TENSOR_SPEC_APIS[kind].find(spec) if kind is not None else None
        if shape is None:
            return
        noun = kind.rsplit(".", 1)[-1] if kind is not None else "TensorSpec"
        dim = self.first_dim(shape.value)
        if dim.kind != "none" or self._named_one_image(spec, shape.value):
            return
        self.reported.add(id(spec))
        if call is not None:
            self.uses.setdefault(id(spec), []).append(call)
        label = self.display_name(spec, f"of `{via}`" if via else "")
        label = f" {label}" if label else ""
        size = self.context.batch_size
        where = (
            "in an input signature has a `None` batch dimension: the traced graph" if call is not None
            else "declares a graph input (a placeholder of this shape) with a `None` batch dimension: the graph"
        )
        message = (
            f"{noun}{label} {where} is planned "
            "for an unknown batch, so XLA/TPU recompile or fail and TFLite converts it to batch 1; "
            + (f"use `{size}`" if size is not None else WRITE_THE_BATCH_SIZE)
            + (" " + CALLED_SEVERAL_SIZES if call is not None else " " + FED_SEVERAL_SIZES)
        )
        self.pending.append((spec, message, self.batch_fix(dim, f"the {noun}{label}"), call))

    def leave_Module(self, original_node: cst.Module) -> None:
        for holder, values in self._keyed_entries.items():
            if holder in self._saved_holders:
                for value in values:
                    self._note_exported(value)
        self._called_by_exports = None
        needs_static = self.context.needs_static_shapes()
        for spec, message, fix, call in self.pending:
            if call is None or needs_static or not self._serving_signature(call):
                self.report(spec, message, fix=fix, used_at=tuple(self.uses.get(id(spec), ())))

    def _called_by_an_export(self, name: str) -> bool:
        """A function of the module that an exported signature's function calls
        (`decode_and_serve(image_bytes)` returning `classifier(decode(image_bytes))`, with
        `decode_and_serve` in `signatures=`): it serves the same requests."""
        if self._called_by_exports is None:  # once per file: per spec it was quadratic
            self._called_by_exports = {
                node.func.value for exported in self.exported_names for function in self.functions.get(exported, [])
                for node in walk(function.body, lambda n: False)
                if isinstance(node, cst.Call) and isinstance(node.func, cst.Name)}
        return name in self._called_by_exports

    def _serving_signature(self, call: cst.Call) -> bool:
        """A signature for serving: requests come in any number, so a `None` batch is wanted.

        The traced function is named for serving (`serve`, `serving_fn`, a method of a
        `ServingModel`, made in `_get_serve_tf_examples_fn`), is exported with
        `signatures=`, or the signature is given to Keras's export (`model.export`,
        `ExportArchive.add_endpoint`).
        """
        if isinstance(call.func, cst.Attribute) and call.func.attr.value in SERVING_EXPORTS:
            return True
        names: List[str] = []
        function = self.decorated.get(id(call))
        if function is not None:
            names.append(function.name.value)
        elif call.args and isinstance(call.args[0].value, (cst.Name, cst.Attribute)):
            names.append(terminal_name(call.args[0].value) or "")  # tf.function(serve, input_signature=...)
        if isinstance(call.func, cst.Attribute) and call.func.attr.value == "get_concrete_function":
            receiver = call.func.value
            if isinstance(receiver, cst.Call):  # make_serve_fn(model).get_concrete_function(spec)
                receiver = receiver.func
            names.append(terminal_name(receiver) or "")  # serve.get_concrete_function(spec)
        owners = self.context.analysis(CallOwners)
        bound = owners.names(call)  # `signatures = {"serving_default": f.get_concrete_function(...)}`
        # A function made inside the exported one's maker counts too
        # (`signatures={"transform_features": _get_transform_features_signature(model)}`).
        names += owners.functions(call)
        if id(call) in self.exported_calls or any(name in self.exported_names for name in [*names, *bound] if name):
            return True
        if function is not None and self._called_by_an_export(function.name.value):
            return True
        for scope in self.context.analysis(ScopeFacts).scopes:
            if scope.kind == "function" and scope.class_name and (scope.node is function or scope.name in names):
                names.append(scope.class_name)
        return any(identifier_words(name) & SERVING_WORDS for name in names if name)


#: Calls that export a model with its signatures (`model.save(path, signatures=...)`,
#: `tf.saved_model.save(obj, path, signatures)`).
_SAVES = frozenset({"save", "save_model", "export", "export_saved_model"})

