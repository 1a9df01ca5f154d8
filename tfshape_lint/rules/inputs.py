"""TFS1xx: model inputs declared without a static batch dimension.

Five rules, one per way TensorFlow code declares what a graph is fed:

- TFS101 ``tf.placeholder`` with ``None`` as its first (batch) dimension;
- TFS102 ``tf.placeholder`` with no shape at all (unknown rank);
- TFS103 Keras ``Input`` / ``InputLayer`` without a static batch size;
- TFS104 ``input_shape=`` on the first layer of a ``Sequential`` model;
- TFS105 ``tf.TensorSpec`` with a ``None`` first dimension in an ``input_signature``
  or a ``get_concrete_function(...)`` call.

The API knowledge is data (the ``*_APIS`` tables below, keyed by the canonical names
of :mod:`tfshape_lint.analysis.names`). Shapes are read from the source only where they are
written out: a literal, ``tf.TensorShape([...])``, ``[None] + list(...)``,
``(None,) + shape``, ``[None, *dims]``, or a name bound to one of those in the same
function or at module level. A shape the module does not show (a function
parameter, the result of a call) is left alone: these rules prefer silence to a
guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import (
    TYPE_CHECKING,
    Dict,
    Iterator,
    List,
    Mapping,
    Optional,
    Set,
    Tuple,
    Type,
)

import libcst as cst

from tfshape_lint.analysis.arguments import argument, has_star_args, keyword_argument
from tfshape_lint.analysis.literals import is_none, string_value
from tfshape_lint.analysis.names import canonical, dotted_name, terminal_name
from tfshape_lint.analysis.quoting import snippet
from tfshape_lint.analysis.scopes import Scope
from tfshape_lint.analysis.values import BoundValues
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, PendingFix, Rule, short

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.rules.base import LintContext

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

_SEQUENTIAL_LAYERS = ArgSlot(0, ("layers",))
SEQUENTIAL_APIS: Dict[str, ArgSlot] = {
    "keras.Sequential": _SEQUENTIAL_LAYERS,
    "keras.engine.sequential.Sequential": _SEQUENTIAL_LAYERS,
    "keras.src.models.Sequential": _SEQUENTIAL_LAYERS,
    "keras.src.models.sequential.Sequential": _SEQUENTIAL_LAYERS,
}

#: Specs that give an input signature its shapes. Keras 3's `model.export` and
#: `ExportArchive` take `keras.InputSpec` too (its first parameter is the dtype).
TENSOR_SPEC_APIS: Dict[str, ArgSlot] = {
    "tensorflow.TensorSpec": ArgSlot(0, ("shape",)),
    "keras.InputSpec": ArgSlot(None, ("shape",)),
    "keras.layers.InputSpec": ArgSlot(None, ("shape",)),
}
#: Any call given `input_signature=` (Keras' `model.export`, `tf2onnx.convert.from_keras`,
#: a project's own wrapper of `tf.function`): the keyword says what the value is.
_SIGNATURE_KEYWORD = SignatureApi(ArgSlot(None, ("input_signature",)))

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
_INPUT_DIM_IS_NOT_A_SHAPE_SUFFIX = "Embedding"

#: Names that say "this is a scalar knob", for TFS102's message.
_SCALAR_NAME = re.compile(
    r"(keep|prob|dropout|drop_rate|learning_rate|(^|_)lr($|_)|rate$|is_train|training|phase|global_step"
    r"|temperature|epsilon|momentum|decay|margin|alpha|beta|gamma|lambda|weight$|scale$|threshold|flag)",
    re.IGNORECASE,
)

# -- reading shapes -----------------------------------------------------------------


@dataclass(frozen=True)
class FirstDim:
    """What the source says about the first dimension of a shape expression.

    kind is ``"none"`` (the batch is written as None), ``"static"`` (anything else
    written out, including a scalar shape), ``"unknown-rank"`` (the shape itself is
    None) or ``"opaque"`` (the module does not show it).
    """

    kind: str
    none_node: Optional[cst.Name] = None
    #: The None is written inside the call being checked, so a fix may edit it.
    inline: bool = True


_OPAQUE = FirstDim("opaque")
_STATIC = FirstDim("static")
_UNKNOWN_RANK = FirstDim("unknown-rank")


def _tail(node: cst.BaseExpression) -> str:
    """The last name of `a.b.c`, or the key of `placeholders['keep_prob']`."""
    if isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
        return string_value(node.slice[0].slice.value) or ""
    return terminal_name(node) or ""


def _is_scalar_literal(node: cst.BaseExpression) -> bool:
    if isinstance(node, (cst.Integer, cst.Float)):
        return True
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, (cst.Minus, cst.Plus)):
        return _is_scalar_literal(node.expression)
    return isinstance(node, cst.Name) and node.value in ("True", "False")


class _InputsRule(Rule):
    """What the TFS1xx rules share: names bound in the file (analysis/values.py), the
    API tables, and reading the first dimension of a shape."""

    NEEDS = (BoundValues,)

    @property
    def values(self) -> BoundValues:
        return self.context.analysis(BoundValues)

    @property
    def targets(self) -> Dict[int, str]:
        """id(call) -> the name it is assigned to (`x`, `self.keep_prob`, a dict key)."""
        return self.values.targets

    def lookup(self, name: str) -> Tuple[bool, Optional[cst.BaseExpression]]:
        return self.values.lookup(name)

    def lookup_expression(self, expr: cst.BaseExpression) -> Optional[cst.BaseExpression]:
        return self.values.lookup_expression(expr)

    # names

    def callee_in(self, func: cst.BaseExpression, table: Mapping[str, object]) -> Optional[str]:
        """The canonical name of `func` if it is a key of `table` (trying every star import)."""
        name = self.resolve(func)
        if name is not None:
            return name if name in table else None
        if isinstance(func, cst.Name) and not self.lookup(func.value)[0]:
            # ImportTable keeps `from keras.layers import *` under the key "*keras.layers".
            for key, module in self.names.aliases.items():
                if not key.startswith("*"):
                    continue
                candidate = canonical(f"{module}.{func.value}")
                if candidate in table:
                    return candidate
        return None

    def display_name(self, call: cst.Call, fallback: str) -> str:
        target = self.targets.get(id(call))
        if target is None:
            name_arg = keyword_argument(call, "name")
            target = string_value(name_arg.value) if name_arg is not None else None
        return f"`{target}`" if target else fallback

    # shapes

    def first_dim(self, expr: cst.BaseExpression, inline: bool = True, depth: int = 0) -> FirstDim:
        """What the source shows of the first dimension of the shape `expr`."""
        if depth > 8:
            return _OPAQUE
        if isinstance(expr, (cst.Name, cst.Attribute)):
            if is_none(expr):
                return _UNKNOWN_RANK
            bound = self.lookup_expression(expr)
            return self.first_dim(bound, False, depth + 1) if bound is not None else _OPAQUE
        if isinstance(expr, (cst.List, cst.Tuple)):
            if not expr.elements:
                return _STATIC
            first = expr.elements[0]
            if isinstance(first, cst.StarredElement):
                return self.first_dim(first.value, inline, depth + 1)
            if is_none(first.value):
                return FirstDim("none", first.value, inline)
            return _STATIC
        if isinstance(expr, cst.BinaryOperation):
            left, right = expr.left, expr.right
            if isinstance(expr.operator, cst.Add):
                if isinstance(left, (cst.List, cst.Tuple)) and not left.elements:
                    return self.first_dim(right, inline, depth + 1)
                return self.first_dim(left, inline, depth + 1)
            if isinstance(expr.operator, cst.Multiply):
                if isinstance(left, (cst.List, cst.Tuple)):
                    return self.first_dim(left, inline, depth + 1)
                if isinstance(right, (cst.List, cst.Tuple)):
                    return self.first_dim(right, inline, depth + 1)
            return _OPAQUE
        if isinstance(expr, cst.Call):
            if has_star_args(expr) or not expr.args:
                return _OPAQUE
            func = expr.func
            name = self.resolve(func)
            is_builtin_sequence = (
                name is None and isinstance(func, cst.Name) and func.value in ("list", "tuple")
                and not self.lookup(func.value)[0]
            )
            if name == "tensorflow.TensorShape" or is_builtin_sequence:
                dims = argument(expr, ("dims",), 0)
                if dims is not None:
                    return self.first_dim(dims.value, inline, depth + 1)
        if isinstance(expr, cst.IfExp):
            # `(None, dim) if dim else (None,)`: a verdict only when both branches agree;
            # no fix, since one edit cannot cover both Nones.
            body = self.first_dim(expr.body, False, depth + 1)
            orelse = self.first_dim(expr.orelse, False, depth + 1)
            return body if body.kind == orelse.kind else _OPAQUE
        return _OPAQUE

    def keyword_insertion(
        self, call: cst.Call, keyword: str, value: str, *, prefer_first: bool
    ) -> Optional[Tuple[cst.CSTNode, str]]:
        """An edit adding `keyword=value` to `call`, or None when no safe spot exists.

        The edit rewrites one argument (`a` becomes `a, keyword=value`), never the
        whole call: a call spread over several lines would lose its indentation if
        re-rendered out of context, and the argument's own comma, comments and line
        breaks stay where they are. The argument chosen is on one line and is not
        followed by a positional one, so the result is valid Python.
        """
        args = list(call.args)
        positional = [index for index, arg in enumerate(args) if arg.keyword is None]
        start = positional[-1] if positional else 0
        candidates = range(start, len(args)) if prefer_first else range(len(args) - 1, start - 1, -1)
        for index in candidates:
            arg = args[index]
            text = self.code_for(
                arg.with_changes(comma=cst.MaybeSentinel.DEFAULT, whitespace_after_arg=cst.SimpleWhitespace(""))
            )
            if "\n" not in text:
                return (arg, f"{text}, {keyword}={value}")
        return None

    def batch_fix(self, dim: FirstDim, what: str) -> Optional[PendingFix]:
        """Replace the written-out None batch with `--batch-size`, when known and local."""
        size = self.context.batch_size
        if size is None or dim.none_node is None or not dim.inline:
            return None
        return PendingFix(
            Applicability.UNSAFE,
            f"Use the batch size {size} in {what} (the graph then only accepts batches of {size})",
            ((dim.none_node, cst.Integer(str(size))),),
        )


# -- TFS101 / TFS102: placeholders ----------------------------------------------------

_CONSEQUENCE = (
    "Grappler plans the graph for an unknown batch, XLA/TPU fail to compile or recompile per batch size, "
    "and TFLite converts it to batch 1"
)


class PlaceholderNoneBatch(_InputsRule):
    """
    ## What it does
    Finds `tf.placeholder` (also `tf.compat.v1.placeholder`, `tf.placeholder_with_default`
    and `tf.sparse.placeholder`) whose shape has `None` as its first (batch) dimension:
    `[None, 784]`, `(None,)`, `tf.TensorShape([None, 28, 28])`, `[None] + list(shape)`,
    `(None,) + shape`, `[None, *dims]`, or a module-level name bound to such a shape.

    ## Why is this bad?
    Every tensor computed from the placeholder has an unknown batch dimension, so
    shape inference cannot check or plan anything that depends on it. Grappler costs
    the graph as if the batch were 1; XLA (`jit_compile=True`) and TPUs need static
    shapes and either fail or recompile for every new batch size; the TFLite
    converter turns the `None` into 1. Errors users hit because of it:

    - `CustomCall is not supported to have a dynamic dimension`
    - `Squeeze op does not support bounded dynamic`
    - `... must be a compile-time constant`
    - `When using stateful=True in a RNN, the batch size must be static. Found dynamic batch size: sequence.shape=(None, ...)`
    - `x.shape[0]` is `None` in custom layers and losses

    ## When is this OK?
    Graphs that serve requests of any batch size on CPU or GPU, and TF1 code that
    feeds a short last batch on purpose. Severity: a warning; an error where the file
    also shows a static-shape consumer (`TPUStrategy`, `jit_compile=True`,
    `TFLiteConverter`, a `stateful=True` RNN) or with `target = "tpu" | "xla" | "tflite"`
    (`"gpu"`/`"cpu"` keep it a warning).

    A shape the module does not show (a function parameter, `x.shape`) is not flagged,
    nor is `None` in a later dimension (a variable sequence length is not a batch).

    ## Example

    ## Fix safety
    With `--batch-size N` (or `batch-size = N` in the config) the `None` is replaced by
    `N`. Unsafe: the graph then accepts only batches of exactly `N`, so a short last
    batch must be dropped or padded. A shape written elsewhere (a named constant) is
    not edited. Without a known batch size there is no fix.

    ## References
    - [`tf.compat.v1.placeholder`](https://www.tensorflow.org/api_docs/python/tf/compat/v1/placeholder)
    - [XLA: known issues (dynamic shapes)](https://openxla.org/xla/known_issues)
    - tensorflow/tensorflow#23768 (TFLite converts a `None` batch to 1)
    """

    CODE = "TFS101"
    NAME = "placeholder-none-batch"
    MESSAGE = "Placeholder with `None` as its first (batch) dimension"
    FIX = Applicability.UNSAFE
    TOKENS = (b"placeholder",)
    VALID = [
        "import tensorflow as tf\nx = tf.placeholder(tf.float32, [64, 784])\n",
        "import tensorflow as tf\nBATCH = 64\nx = tf.compat.v1.placeholder(tf.float32, shape=[BATCH, None])\n",
        "import tensorflow as tf\nkeep_prob = tf.placeholder(tf.float32, shape=())\n",
        "import tensorflow as tf\ndef make(shape):\n    return tf.placeholder(tf.float32, shape=shape)\n",
        "import numpy as np\nx = placeholder(np.float32, [None, 784])\n",
    ]
    INVALID = [
        Example(
            "import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 784])  # images\n",
            fixed="import tensorflow as tf\nx = tf.placeholder(tf.float32, [32, 784])  # images\n",
            options={"batch-size": 32},
        ),
        Example(
            "import tensorflow.compat.v1 as tf\ny = tf.placeholder(dtype=tf.int64, shape=(None,), name='labels')\n",
            fixed="import tensorflow.compat.v1 as tf\ny = tf.placeholder(dtype=tf.int64, shape=(32,), name='labels')\n",
            options={"batch-size": 32},
        ),
        "from tensorflow.compat import v1 as tf\nIMG = [None, 28, 28, 1]\nx = tf.placeholder(tf.float32, IMG)\n",
        "import tensorflow as tf\nx = tf.placeholder(tf.float32, shape=[None] + list(image_shape))\n",
        "import tensorflow as tf\nx = tf.compat.v1.placeholder(tf.float32, tf.TensorShape([None, 10]))\n",
    ]

    def visit_Call(self, node: cst.Call) -> None:
        name = self.callee_in(node.func, PLACEHOLDER_APIS)
        if name is None or has_star_args(node):
            return
        shape = PLACEHOLDER_APIS[name].shape.find(node)
        if shape is None:
            return
        dim = self.first_dim(shape.value)
        if dim.kind != "none":
            return
        what = self.display_name(node, "")
        shape_text = short(self.code_for(shape.value), 40)
        size = self.context.batch_size
        advice = f"use `{size}`" if size is not None else "write the batch size (or pass `--batch-size N` to fix it)"
        self.report(
            node,
            f"placeholder{' ' + what if what else ''} has a `None` batch dimension (`{shape_text}`): {_CONSEQUENCE}; {advice}",
            fix=self.batch_fix(dim, f"the shape of {what or 'the placeholder'}"),
        )


class PlaceholderUnknownRank(_InputsRule):
    """
    ## What it does
    Finds `tf.placeholder` calls with no shape at all (`tf.placeholder(tf.float32)`,
    `shape=None`): a tensor of unknown rank.

    ## Why is this bad?
    Nothing downstream has a static shape: not the rank, not the batch, not the
    feature size. Shape errors surface only when the graph runs, Grappler cannot plan
    the graph, and XLA/TPU compilation fails on it (`... must be a compile-time
    constant`, `CustomCall is not supported to have a dynamic dimension`). Most such
    placeholders are scalars (a keep-probability, a learning rate, an `is_training`
    flag) that only need `shape=()`; the rest deserve their full shape.

    ## When is this OK?
    A placeholder that is fed values of different ranks on purpose (rare). Severity:
    a warning; an error where the file shows a static-shape consumer (`TPUStrategy`,
    `jit_compile=True`, `TFLiteConverter`, a `stateful=True` RNN) or with
    `target = "tpu" | "xla" | "tflite"`
    (`"gpu"`/`"cpu"` keep it a warning).

    ## Example

    ## Fix safety
    `shape=()` is added only where the module shows the placeholder is a scalar: it is
    fed a Python number or bool (`feed_dict={keep_prob: 0.5}`, also through a name
    bound to a number). Unsafe: feeding it an array later becomes an error. Otherwise
    there is no fix: the message asks for the full shape.

    ## References
    - [`tf.compat.v1.placeholder`](https://www.tensorflow.org/api_docs/python/tf/compat/v1/placeholder)
    """

    CODE = "TFS102"
    NAME = "placeholder-unknown-rank"
    MESSAGE = "Placeholder without a shape (unknown rank)"
    FIX = Applicability.UNSAFE
    TOKENS = (b"placeholder",)
    VALID = [
        "import tensorflow as tf\nkeep_prob = tf.placeholder(tf.float32, shape=())\n",
        "import tensorflow as tf\nlr = tf.placeholder(tf.float32, [])\n",
        "import tensorflow as tf\nflag = tf.placeholder_with_default(False, shape=())\n",
        "import tensorflow as tf\ndef make(dtype, shape=None):\n    return tf.placeholder(dtype, shape)\n",
    ]
    INVALID = [
        Example(
            "import tensorflow as tf\nkeep_prob = tf.placeholder(tf.float32, name='keep_prob')\n"
            "sess.run(train_op, feed_dict={x: batch_x, keep_prob: 0.5})\n",
            fixed="import tensorflow as tf\nkeep_prob = tf.placeholder(tf.float32, shape=(), name='keep_prob')\n"
            "sess.run(train_op, feed_dict={x: batch_x, keep_prob: 0.5})\n",
        ),
        Example(
            "import tensorflow.compat.v1 as tf\nclass Model:\n    def __init__(self):\n"
            "        self.lr = tf.placeholder(tf.float32, shape=None)\n"
            "LR = 1e-3\nfeed = {model.lr: LR}\n",
            fixed="import tensorflow.compat.v1 as tf\nclass Model:\n    def __init__(self):\n"
            "        self.lr = tf.placeholder(tf.float32, shape=())\n"
            "LR = 1e-3\nfeed = {model.lr: LR}\n",
        ),
        "import tensorflow as tf\nx = tf.placeholder(tf.float32)\n",
        "import tensorflow as tf\nis_training = tf.compat.v1.placeholder(tf.bool)\n",
    ]

    def __init__(self, context: "LintContext") -> None:
        super().__init__(context)
        self.pending: List[Tuple[cst.Call, Optional[cst.Arg], Optional[str]]] = []
        #: tail of a fed key (`keep_prob` of `model.keep_prob`) -> kinds fed: "scalar" / "array"
        self.fed: Dict[str, Set[str]] = {}

    def visit_Call(self, node: cst.Call) -> None:
        name = self.callee_in(node.func, PLACEHOLDER_APIS)
        if name is None or has_star_args(node) or not PLACEHOLDER_APIS[name].unknown_rank_when_missing:
            return
        shape = PLACEHOLDER_APIS[name].shape.find(node)
        if shape is not None and self.first_dim(shape.value).kind != "unknown-rank":
            return
        # Reported at the end of the module, once every feed of it has been seen.
        self.pending.append((node, shape, self.targets.get(id(node))))

    def _note_feed(self, key: cst.BaseExpression, value: cst.BaseExpression) -> None:
        tail = _tail(key)
        if not tail:
            return
        kind = None
        if _is_scalar_literal(value):
            kind = "scalar"
        elif isinstance(value, (cst.List, cst.Tuple, cst.ListComp)):
            kind = "array"
        elif isinstance(value, cst.Name):
            found, bound = self.lookup(value.value)
            if found and bound is not None:
                kind = "scalar" if _is_scalar_literal(bound) else "array" if isinstance(bound, (cst.List, cst.Tuple)) else None
        if kind is not None:
            self.fed.setdefault(tail, set()).add(kind)

    def visit_DictElement(self, node: cst.DictElement) -> None:
        self._note_feed(node.key, node.value)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if isinstance(target.target, cst.Subscript) and len(target.target.slice) == 1:
                index = target.target.slice[0].slice
                if isinstance(index, cst.Index):
                    self._note_feed(index.value, node.value)

    def leave_Module(self, original_node: cst.Module) -> None:
        for call, shape, target in self.pending:
            tail = target.rsplit(".", 1)[-1] if target else None
            fed = self.fed.get(tail, set()) if tail else set()
            scalar_fed = fed == {"scalar"}
            dtype = argument(call, ("dtype",), 0)
            is_bool = dtype is not None and _tail(dtype.value) == "bool"
            looks_scalar = is_bool or bool(tail and _SCALAR_NAME.search(tail))
            what = self.display_name(call, "")
            if scalar_fed:
                advice = "it is fed a Python scalar: pass `shape=()`"
            elif looks_scalar:
                advice = "if it is a scalar (keep_prob, learning rate, is_training), pass `shape=()`, else its full shape"
            else:
                advice = "pass its full shape (`shape=[N, ...]`), or `shape=()` for a scalar"
            fix = None
            if scalar_fed and (shape is None or is_none(shape.value)):
                fix = self._scalar_fix(call, shape, what or "the placeholder")
            self.report(
                call,
                f"placeholder{' ' + what if what else ''} has no shape (unknown rank): nothing computed from it has a static shape, "
                f"so shape errors surface only at run time and XLA/TPU cannot compile it; {advice}",
                fix=fix,
            )

    def _scalar_fix(self, call: cst.Call, shape: Optional[cst.Arg], what: str) -> Optional[PendingFix]:
        if shape is not None:
            # Text, not a node: the engine strips a replacement's own parentheses.
            edit: Optional[Tuple[cst.CSTNode, str]] = (shape.value, "()")
        else:
            edit = self.keyword_insertion(call, "shape", "()", prefer_first=True)
        if edit is None:
            return None
        return PendingFix(Applicability.UNSAFE, f"Declare {what} a scalar: `shape=()`", (edit,))


# -- TFS103: Keras Input / InputLayer -------------------------------------------------


class KerasInputNoneBatch(_InputsRule):
    """
    ## What it does
    Finds Keras `Input(...)` and `InputLayer(...)` in every spelling (`keras.Input`,
    `keras.layers.Input`, `tf.keras.Input`, `tf.keras.layers.InputLayer`,
    `from tensorflow.keras.layers import Input as KInput`, ...) that give no static
    batch size: no `batch_size=`, and no `batch_shape=` / `batch_input_shape=` whose
    first element is written out.

    ## Why is this bad?
    `Input(shape=(784,))` is a tensor of shape `(None, 784)`: every layer of the model
    is built for an unknown batch. Under XLA (`jit_compile=True`) or on TPU a model
    traced with a `None` batch recompiles per batch size or fails; a stateful RNN
    refuses it; the TFLite converter turns the `None` into 1. Errors users hit:

    - `When using stateful=True in a RNN, the batch size must be static. Found dynamic batch size: sequence.shape=(None, ...)`
    - `CustomCall is not supported to have a dynamic dimension`
    - `Squeeze op does not support bounded dynamic`
    - `5 out of the last 5 calls to <function ...> triggered tf.function retracing`
    - `x.shape[0]` is `None` inside custom layers and losses

    ## When is this OK?
    Models that must accept any batch size (serving, `predict` on arbitrary inputs) on
    CPU or GPU. Severity: a warning; an error where the file shows a static-shape
    consumer (`TPUStrategy`, `jit_compile=True`, `TFLiteConverter`, a `stateful=True`
    RNN) or with `target = "tpu" | "xla" | "tflite"`
    (`"gpu"`/`"cpu"` keep it a warning). `Input(tensor=...)` and
    `Input(type_spec=...)` take their shape from elsewhere and are not flagged.

    ## Example

    ## Fix safety
    With `--batch-size N` the fix adds `batch_size=N` (or writes `N` in place of the
    `None` of `batch_shape`). Unsafe: the model then accepts only batches of exactly
    `N`. Without a known batch size there is no fix.

    ## References
    - [`keras.Input`](https://keras.io/api/layers/core_layers/input/)
    - [`tf.keras.layers.InputLayer`](https://www.tensorflow.org/api_docs/python/tf/keras/layers/InputLayer)
    - keras-team/keras#20327 (stateful RNNs need a static batch)
    """

    CODE = "TFS103"
    NAME = "keras-input-none-batch"
    MESSAGE = "Keras `Input`/`InputLayer` without a static batch size"
    FIX = Applicability.UNSAFE
    TOKENS = (b"Input",)
    VALID = [
        "import keras\ninputs = keras.Input(shape=(784,), batch_size=64)\n",
        "import tensorflow as tf\ninputs = tf.keras.Input(batch_shape=(64, 28, 28, 1))\n",
        "from tensorflow.keras.layers import InputLayer\nlayer = InputLayer(input_shape=(10,), batch_size=BATCH)\n",
        "import tensorflow as tf\ninputs = tf.keras.Input(tensor=features)\n",
        "import tensorflow as tf\nclass Input:\n    pass\nx = Input()\n",
    ]
    INVALID = [
        Example(
            "import keras\ninputs = keras.Input(shape=(784,), name='pixels')\n",
            fixed="import keras\ninputs = keras.Input(shape=(784,), name='pixels', batch_size=32)\n",
            options={"batch-size": 32},
        ),
        Example(
            "from tensorflow.keras.layers import Input as KInput\nx = KInput(\n    (28, 28, 1),\n)\n",
            fixed="from tensorflow.keras.layers import Input as KInput\nx = KInput(\n    (28, 28, 1), batch_size=32,\n)\n",
            options={"batch-size": 32},
        ),
        Example(
            "import tensorflow as tf\nlayer = tf.keras.layers.InputLayer(batch_input_shape=(None, 10))\n",
            fixed="import tensorflow as tf\nlayer = tf.keras.layers.InputLayer(batch_input_shape=(32, 10))\n",
            options={"batch-size": 32},
        ),
        "from keras import layers, Input\nx = Input((None,), dtype='int32')\n",
        "from tensorflow import keras\nx = keras.layers.InputLayer(input_shape=(28, 28))\n",
    ]

    def visit_Call(self, node: cst.Call) -> None:
        name = self.callee_in(node.func, KERAS_INPUT_APIS)
        if name is None or has_star_args(node):
            return
        api = KERAS_INPUT_APIS[name]
        for keyword in api.passthrough:
            arg = keyword_argument(node, keyword)
            if arg is not None and not is_none(arg.value):
                return
        batch = api.batch_size.find(node)
        batch_shape: Optional[cst.Arg] = None
        if batch is not None and batch.keyword is None and isinstance(batch.value, (cst.List, cst.Tuple)):
            batch_shape, batch = batch, None  # standalone Keras <= 2.2: Input(shape, batch_shape)
        if batch is not None and not is_none(batch.value):
            return
        for keyword in api.batch_shape:
            batch_shape = keyword_argument(node, keyword) or batch_shape
        label = api.label
        what = self.display_name(node, "")
        subject = f"Keras `{label}` {what}" if what else f"this Keras `{label}`"
        what = what or f"this `{label}`"
        fix: Optional[PendingFix] = None
        if batch_shape is not None and not is_none(batch_shape.value):
            dim = self.first_dim(batch_shape.value)
            if dim.kind != "none":
                return
            fix = self.batch_fix(dim, f"the batch shape of {what}")
        elif api.shape.find(node) is None:
            return  # no shape at all: Keras raises before a None batch could matter
        else:
            fix = self._batch_size_fix(node, batch, what)
        size = self.context.batch_size
        self.report(
            node,
            f"{subject} has no static batch size, so the model is built for a `None` batch: "
            "XLA/TPU recompile per batch size or fail, stateful RNNs reject it, TFLite converts it to batch 1; "
            + (f"pass `batch_size={size}`" if size is not None else "pass `batch_size=N`"),
            fix=fix,
        )

    def _batch_size_fix(self, node: cst.Call, batch: Optional[cst.Arg], what: str) -> Optional[PendingFix]:
        size = self.context.batch_size
        if size is None:
            return None
        message = f"Pass `batch_size={size}` to {what} (the model then only accepts batches of {size})"
        if batch is not None:
            return PendingFix(Applicability.UNSAFE, message, ((batch.value, cst.Integer(str(size))),))
        edit = self.keyword_insertion(node, "batch_size", str(size), prefer_first=False)
        return PendingFix(Applicability.UNSAFE, message, (edit,)) if edit is not None else None


# -- TFS104: input_shape= on the first layer of a Sequential ---------------------------


class SequentialInputShapeNoneBatch(_InputsRule):
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
            layers = _SEQUENTIAL_LAYERS.find(node.value)
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
            layers = _SEQUENTIAL_LAYERS.find(node)
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

    def _check_first_layer(self, layer: cst.Call) -> None:
        if has_star_args(layer) or self.callee_in(layer.func, KERAS_INPUT_APIS) is not None:
            return  # an Input/InputLayer is TFS103's
        if _tail(layer.func) in ("Input", "InputLayer"):
            return
        batch = keyword_argument(layer, "batch_size")
        if batch is not None and not is_none(batch.value):
            return
        declared: Optional[cst.Arg] = keyword_argument(layer, "batch_input_shape")
        if declared is not None:
            if self.first_dim(declared.value).kind != "none":
                return
        else:
            declared = keyword_argument(layer, "input_shape")
            if declared is None or is_none(declared.value):
                if _tail(layer.func).endswith(_INPUT_DIM_IS_NOT_A_SHAPE_SUFFIX):
                    # Keras 2: `Embedding(..., input_length=10)` first builds the model for (None, 10).
                    declared = keyword_argument(layer, "input_length")
                    if declared is None or is_none(declared.value):
                        return
                else:
                    declared = keyword_argument(layer, "input_dim")
                    if declared is None:
                        return
        layer_name = _tail(layer.func) or "layer"
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


# -- TFS105: TensorSpec in an input signature ------------------------------------------


class SignatureSpecNoneBatch(_InputsRule):
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
    there is often what you want). Severity: a warning; an error where the file shows
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

    def visit_Call(self, node: cst.Call) -> None:
        api: Optional[SignatureApi] = None
        name = self.callee_in(node.func, SIGNATURE_FUNCTION_APIS)
        if name is not None:
            api = SIGNATURE_FUNCTION_APIS[name]
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in SIGNATURE_METHODS:
            api = SIGNATURE_METHODS[node.func.attr.value]
        elif any(arg.keyword is not None and arg.keyword.value == "input_signature" for arg in node.args):
            api = _SIGNATURE_KEYWORD
        if api is None:
            return
        if api.signature is None:
            # `get_concrete_function(*specs)`: the list behind `*` holds the specs.
            values = [arg.value for arg in node.args if arg.star != "**"]
        else:
            arg = api.signature.find(node)
            values = [arg.value] if arg is not None else []
        for value in values:
            for spec, via in self._specs(value, None, 0):
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


RULES: List[Type[Rule]] = [
    PlaceholderNoneBatch,
    PlaceholderUnknownRank,
    KerasInputNoneBatch,
    SequentialInputShapeNoneBatch,
    SignatureSpecNoneBatch,
]
