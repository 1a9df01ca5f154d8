"""TFS102 placeholder-unknown-rank: `tf.placeholder` with no shape at all."""

from __future__ import annotations

import re
from typing import Dict, Iterable, List, Optional, Set, Tuple

import libcst as cst

from tfshape_lint.analysis.arguments import argument, has_star_args
from tfshape_lint.analysis.literals import int_literal, is_none
from tfshape_lint.analysis.scopes import ScopeFacts
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, LintContext, PendingFix, short
from tfshape_lint.rules.inputs.apis import PLACEHOLDER_APIS
from tfshape_lint.rules.inputs.shapes import (
    InputsRule,
    is_scalar_literal,
    last_name,
    tests_an_unknown,
)

#: Names that say "this is a scalar knob", for TFS102's message.
SCALAR_NAME = re.compile(
    r"(keep|prob|dropout|drop_rate|learning_rate|(^|_)lr($|_)|rate$|is_train|training|phase|global_step"
    r"|temperature|epsilon|momentum|decay|margin|alpha|beta|gamma|lambda|weight$|scale$|threshold|flag)",
    re.IGNORECASE,
)

#: Operations that take sizes, and where: (positions, keywords) of their size arguments
#: (`tf.reshape(x, [height, width, 3])`: the second, or `shape=`).
#: TensorFlow's parsers of a vector of serialized `tf.Example`s.
_PARSERS = frozenset({"parse_example", "parse_example_v2", "parse_sequence_example"})

#: What to declare for each part of a `tf.SparseTensor` made of placeholders: the number of
#: values changes with the data, so their first dimension stays `None`.
_SPARSE_ADVICE = {
    "indices": ("it holds a sparse tensor's indices, one row per value, and the number of values varies: pass "
                "`shape=[None, R]` with `R` the dense rank"),
    "values": ("it holds a sparse tensor's values, whose number varies: pass `shape=[None]`"),
    "dense_shape": "it holds a sparse tensor's dense shape: pass `shape=[R]` with `R` the dense rank",
}
_TAKES_SIZES: Dict[str, Tuple[Tuple[int, ...], Tuple[str, ...]]] = {
    **{name: ((1,), ("shape",)) for name in ("reshape", "broadcast_to", "ensure_shape")},
    **{name: ((1,), ("size", "multiples")) for name in (
        "tile", "resize", "resize_images", "resize_bilinear", "resize_nearest_neighbor", "random_crop")},
    "slice": ((1, 2), ("begin", "size")),
    "set_shape": ((0,), ("shape",)),
    **{name: ((0,), ("shape", "dims")) for name in (
        "zeros", "ones", "fill", "TensorShape", "random_normal", "random_uniform", "truncated_normal",
        "normal", "uniform")},
}


def _call_kind(value: cst.Call) -> str:
    """`float(lr)` is a scalar; `self.gaussian.reshape((25, -1))`, `np.ones(3)` may not be."""
    return "scalar" if isinstance(value.func, cst.Name) and value.func.value in ("float", "int", "bool") else "array"


class PlaceholderUnknownRank(InputsRule):
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
    flag) that only need `shape=()`; the rest deserve their full shape. A bare name made in
    a function that feeds it is judged by that function's feeds (a notebook's other `x` is
    another placeholder); one the function only returns, by the module's. A string
    placeholder given to `parse_example` holds a vector of serialized examples: the
    message says `shape=[None]` (or the batch size where every feed has that size). The
    placeholders a `tf.SparseTensor(indices, values, dense_shape)` is made of are told
    their shapes: `[None, R]`, `[None]` and `[R]` (the number of values varies).

    ## When is this OK?
    A placeholder that is fed values of different ranks on purpose needs its unknown rank:
    where the module shows it (`{a: 3}`, then `{a: [1, 3]}`, TensorFlow's getting-started
    lesson) it is not reported. One fed an element of an array at a time (`for x, y in
    zip(train_X, train_Y)`, `waveform[-1]`) and then the whole array is reported with advice
    that fits both: the whole array's shape, each element fed as a batch of one; one also fed
    the whole reshaped to another rank (`np.reshape(waveform, [-1, 1])`, a WaveNet's
    generation script) takes three ranks on purpose and is not reported. Nor is one made per
    input name of a network the code does not know (`[tf.placeholder(tf.float32, name=name)
    for name in self.input_names]`, NVIDIA's `Network` of progressive GAN and StyleGAN): the
    build function it is handed to sets the shapes. A placeholder made in a
    serving input function (`def serving_input_fn()`, one that
    returns a `ServingInputReceiver` or `build_raw_serving_input_receiver_fn(...)`), or one
    handed to such a builder or receiver wherever it is called, is not
    reported unless the file needs static
    shapes: a server's inputs come as requests arrive. Severity:
    a warning; an error where the file shows a static-shape consumer (`TPUStrategy`,
    `jit_compile=True`, `TFLiteConverter`, a `stateful=True` RNN) or with
    `target = "tpu" | "xla" | "tflite"`
    (`"gpu"`/`"cpu"` keep it a warning).

    ## Example

    ## Fix safety
    `shape=()` is added only where the module shows the placeholder is a scalar: it is
    fed a Python number or bool (`feed_dict={keep_prob: 0.5}`, also through a name
    bound to a number). Unsafe: feeding it an array later becomes an error. A placeholder
    bound to a name that is only read as a size (`tf.reshape(data, [height, width, 3])`) is
    a scalar too, and the message says so (no fix: nothing shows what is fed). Otherwise
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
        #: Placeholders made one per name of a generic network's inputs (see `_note_per_name`).
        self._per_name: Set[int] = set()
        #: tail of a fed key (`keep_prob` of `model.keep_prob`) -> kinds fed: "scalar" / "array"
        self.fed: Dict[str, Set[str]] = {}
        #: How often each plain name occurs: in all, as an element of a list or tuple (a size in
        #: `[height, width, 3]`), as a feed-dict key, and as an assignment target.
        self._occurs: Dict[Tuple[int, str], List[int]] = {}
        #: One list or tuple each size-only name appears in, for the message.
        self._size_list: Dict[Tuple[int, str], cst.CSTNode] = {}
        #: id(placeholder call) -> the scope it is made in.
        self._scopes: Dict[int, int] = {}
        #: (tail, id(scope)) -> kinds fed in that scope, for a bare name made in a function.
        self._fed_in: Dict[Tuple[str, int], Set[str]] = {}
        #: id(placeholder) -> whether it is made in a function (see `_scopes`).
        self._in_function: Set[int] = set()
        #: Last names of what `parse_example` is given (a vector of serialized examples).
        self._parsed: Set[str] = set()
        self._dict_values: Set[int] = set()
        #: A part of a `tf.SparseTensor(indices, values, dense_shape)`: by the id of a
        #: placeholder written in it, or by the last name of one passed to it.
        self._sparse_calls: Dict[int, str] = {}
        self._sparse_names: Dict[Tuple[int, str], str] = {}
        #: Last name -> the literals written in its feeds: "scalar" (`{a: 3}`), "list" (`{a: [1, 3]}`).
        self._literal_ranks: Dict[str, Set[str]] = {}
        #: (last name, id of the feeding scope or 0 for the whole module) -> the arrays fed to it
        #: whole or sliced along the first axis, the arrays it is fed one element of, and the
        #: arrays it is fed reshaped to another rank (`np.reshape(w, [-1, 1])`); see `_note`.
        self._fed_names: Dict[Tuple[str, int], Set[str]] = {}
        self._element_of: Dict[Tuple[str, int], Set[str]] = {}
        self._reshaped: Dict[Tuple[str, int], Set[str]] = {}

    def _count(self, name: str, slot: int) -> None:
        # Per scope: `h = 64; tf.random_normal([h, 100])` in another function is another `h`.
        key = (id(self.context.analysis(ScopeFacts).lexical), name)
        self._occurs.setdefault(key, [0, 0, 0, 0])[slot] += 1

    def visit_Name(self, node: cst.Name) -> None:
        self._count(node.value, 0)

    def _note_sizes(self, node: "cst.List | cst.Tuple") -> None:
        for element in node.elements:
            if isinstance(element, cst.Element) and isinstance(element.value, cst.Name):
                self._count(element.value.value, 1)
                self._size_list.setdefault((id(self.context.analysis(ScopeFacts).lexical), element.value.value), node)

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        if isinstance(node.target, cst.Name):
            self._count(node.target.value, 3)

    def _unread(self, call: cst.Call, tail: str) -> bool:
        """Nothing in the file reads the placeholder (see `InputsRule.unread`), and it is not
        a value of a dict (handed on whole)."""
        return id(call) not in self._dict_values and self.unread(call, tail)

    def _used_as_a_size(self, call: cst.Call, name: Optional[str]) -> Optional[cst.CSTNode]:
        """The list a placeholder bound to `name` is read in, when every read of the name in
        the scope that makes it is a size given to a shape-taking operation
        (`tf.reshape(image_data, [height, width, 3])`, `tf.slice`, `tf.zeros`): a scalar."""
        if not name or not name.isidentifier() or id(call) not in self._scopes:
            return None
        key = (self._scopes[id(call)], name)
        total, sizes, keys, targets = self._occurs.get(key, [0, 0, 0, 0])
        return self._size_list.get(key) if sizes and total == sizes + keys + targets else None

    def visit_ListComp(self, node: cst.ListComp) -> None:
        self._note_per_name(node)

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> None:
        self._note_per_name(node)

    def _note_per_name(self, node: "cst.ListComp | cst.GeneratorExp") -> None:
        """`[tf.placeholder(tf.float32, name=name) for name in self.input_names]`: one input
        per name of a network the code does not know (NVIDIA's `Network` of progressive GAN
        and StyleGAN and their copies, whose build functions `set_shape` their inputs;
        DogFaceNet's copy, ninety-second split, judged false). Its shapes are the network's."""
        element, target = node.elt, node.for_in.target
        if isinstance(node.for_in.iter, (cst.List, cst.Tuple, cst.Set)):
            return  # (names written out, `for name in ("x", "y")`: known inputs; review of stop 43)
        if isinstance(element, cst.Call) and isinstance(target, cst.Name):
            named = argument(element, ("name",), 2)
            if named is not None and isinstance(named.value, cst.Name) and named.value.value == target.value:
                self._per_name.add(id(element))

    def visit_Call(self, node: cst.Call) -> None:
        if last_name(node.func) in _PARSERS and node.args and isinstance(node.args[0].value, (cst.Name, cst.Attribute)) \
                and (self.resolve(node.func) or "").startswith("tensorflow."):
            # `tf.io.parse_example(serialized_tf_example, features)`: a vector of serialized examples
            self._parsed.add(last_name(node.args[0].value))
        if last_name(node.func) in ("SparseTensor", "SparseTensorValue") \
                and (self.resolve(node.func) or "").startswith("tensorflow."):
            for position, arg in enumerate(node.args):
                part = arg.keyword.value if arg.keyword is not None else \
                    ("indices", "values", "dense_shape")[position] if position < 3 else None
                part = "dense_shape" if part == "shape" else part
                if part not in _SPARSE_ADVICE:
                    continue
                if isinstance(arg.value, cst.Call):
                    self._sparse_calls[id(arg.value)] = part
                elif last_name(arg.value):
                    # A name, in the scope it is made in (`indices` of another function is another).
                    scope = id(self.context.analysis(ScopeFacts).lexical)
                    self._sparse_names[(scope, last_name(arg.value) or "")] = part
        sizes = _TAKES_SIZES.get(last_name(node.func))
        if sizes is not None:
            positions, keywords = sizes
            for position, arg in enumerate(node.args):
                taken = arg.keyword.value in keywords if arg.keyword is not None else position in positions
                if taken and isinstance(arg.value, (cst.List, cst.Tuple)):
                    self._note_sizes(arg.value)
        name = self.callee_in(node.func, PLACEHOLDER_APIS)
        if name is None or has_star_args(node) or not PLACEHOLDER_APIS[name].unknown_rank_when_missing:
            return
        shape = PLACEHOLDER_APIS[name].shape.find(node)
        if shape is not None and self.first_dim(shape.value).kind != "unknown-rank":
            return
        if tests_an_unknown(self.context.analysis(ScopeFacts).lexical, frozenset({"shape", "shapes", "rank"})):
            return  # `testUnknownShape`: the unknown rank is what the test is about
        if id(node) in self._per_name and shape is None:
            return  # (see `_note_per_name`)
        # Reported at the end of the module, once every feed of it has been seen.
        self.pending.append((node, shape, self.targets.get(id(node))))
        self._scopes[id(node)] = id(self.context.analysis(ScopeFacts).lexical)
        if self.context.analysis(ScopeFacts).lexical.kind == "function":
            self._in_function.add(id(node))

    def _note(self, table: Dict[Tuple[str, int], Set[str]], tail: str, names: Iterable[str]) -> None:
        """Record in `table` what `tail` is fed, for the module (scope 0) and for the scope
        that feeds it (a test's own `waveform` is not another test's)."""
        added = set(names)
        for scope in (0, id(self.context.analysis(ScopeFacts).lexical)):
            table.setdefault((tail, scope), set()).update(added)

    def _note_feed(self, key: cst.BaseExpression, value: cst.BaseExpression) -> None:
        tail = last_name(key)
        if not tail:
            return
        element = _element_of(value)
        if element is not None:
            # `{samples: waveform[-1]}`: one element of `waveform` (a WaveNet's fast generation)
            self._note(self._element_of, tail, [element])
        whole = _sliced_name(value)
        if whole is not None:
            self._note(self._fed_names, tail, [whole])  # `{x: data}`, `{x: data[-window:]}`: the rank of `data`
        reshaped = _reshaped_name(value)
        if reshaped is not None:
            # `{samples: np.reshape(waveform, [-1, 1])}`: the whole at another rank
            self._note(self._reshaped, tail, [reshaped])
        if isinstance(value, cst.Name):
            # `{x: x_values}` for `x_values` in `zip(x_train, y_train)`, and `{x: x_train}`:
            # one element and the whole array, two ranks (see `both` in `leave_Module`).
            bindings, _ = self.context.analysis(ScopeFacts).lexical.lookup(value.value)
            # The latest bindings so far (the walk is in source order): the loop or the branches
            # just above the feed. All of them were quadratic in a file of n loops over `x`.
            for binding in bindings[-_RECENT_BINDINGS:]:
                if binding.kind == "for" and binding.value is not None:
                    iterable = binding.value
                    sources = [arg.value for arg in iterable.args] if isinstance(iterable, cst.Call) \
                        and last_name(iterable.func) == "zip" else [iterable]
                    # `for x in waveform[:-window]`: an element of `waveform` too
                    self._note(self._element_of, tail,
                               [name for name in map(_sliced_name, sources) if name is not None])
                elif binding.kind == "assign" and binding.value is not None:
                    # `window = waveform[-1]` on one branch, `window = waveform[-size:]` on another
                    element = _element_of(binding.value)
                    if element is not None:
                        self._note(self._element_of, tail, [element])
                    whole = _sliced_name(binding.value)
                    if whole is not None:
                        self._note(self._fed_names, tail, [whole])
        kind = None
        if is_scalar_literal(value):
            kind = "scalar"
            self._literal_ranks.setdefault(tail, set()).add("scalar")
        elif isinstance(value, (cst.List, cst.Tuple, cst.ListComp)):
            kind = "array"
            if isinstance(value, (cst.List, cst.Tuple)):
                self._literal_ranks.setdefault(tail, set()).add("list")
        elif isinstance(value, cst.Subscript) and any(isinstance(part.slice, cst.Slice) for part in value.slice):
            kind = "array"  # `data[:, 1]`, `x[a:b]`: a slice of an array
        elif isinstance(value, cst.Call):
            kind = _call_kind(value)
        elif isinstance(value, cst.Name):
            found, bound = self.lookup(value.value)
            if found and bound is not None:
                kind = "scalar" if is_scalar_literal(bound) else "array" if isinstance(bound, (cst.List, cst.Tuple)) \
                    else _call_kind(bound) if isinstance(bound, cst.Call) else None
                if isinstance(bound, (cst.List, cst.Tuple)) and bound.elements:
                    # `x_data = [1, 2, 3]` fed as `{X: x_data}`, and `{X: 5}`: written literals too
                    self._literal_ranks.setdefault(tail, set()).add("list")
                elif kind == "scalar" and isinstance(bound, (cst.Integer, cst.Float)):
                    self._literal_ranks.setdefault(tail, set()).add("scalar")
        scope = self.context.analysis(ScopeFacts).lexical
        # Fed in this scope, even with a value not typed here (`{x: z}`, a parameter).
        self._fed_in.setdefault((tail, id(scope)), set()).add(kind or "unknown")
        if kind is not None:
            self.fed.setdefault(tail, set()).add(kind)

    def visit_DictElement(self, node: cst.DictElement) -> None:
        if isinstance(node.value, cst.Call):
            self._dict_values.add(id(node.value))  # `{'labels_mask': tf.placeholder(...)}`: handed on whole
        self._note_feed(node.key, node.value)
        if isinstance(node.key, cst.Name):
            self._count(node.key.value, 2)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            if isinstance(target.target, cst.Subscript) and len(target.target.slice) == 1:
                index = target.target.slice[0].slice
                if isinstance(index, cst.Index):
                    self._note_feed(index.value, node.value)

    def leave_Module(self, original_node: cst.Module) -> None:
        needs_static = self.context.needs_static_shapes()
        for call, shape, target in self.pending:
            if not needs_static and self.serving_input(call, fed=self.fed):
                continue
            tail = target.rsplit(".", 1)[-1] if target else None
            fed = self.fed.get(tail, set()) if tail else set()
            local = self._fed_in.get((tail or "", self._scopes.get(id(call), 0)))
            where = 0  # the feeds that decide: the module's (0), or the making function's
            if target and target.isidentifier() and id(call) in self._in_function and local:
                # `def sigmoid(z): x = tf.placeholder(tf.float32); sess.run(s, {x: z})`: another
                # cell's `{x: 3}` feeds another `x` (a Coursera notebook, thirtieth split). A
                # function that only makes and returns it (`model_inputs()`) is fed by callers.
                fed, where = local, self._scopes.get(id(call), 0)
            if tail and self._literal_ranks.get(tail) == {"scalar", "list"}:
                # `{a: 3}` and then `{a: [1, 3]}` (TensorFlow's getting-started lesson, issue 14):
                # values of different ranks on purpose, which only an unknown rank accepts.
                continue
            # `{X: x}` for `x` in `zip(train_X, train_Y)`, then `{X: train_X}` (the classic TF1
            # linear regression): one element and the whole array, two ranks as written.
            both = sorted(self._element_of.get((tail, where), set()) & self._fed_names.get((tail, where), set())) \
                if tail else []
            if both and tail and set(both) & self._reshaped.get((tail, where), set()):
                # One element of `waveform` at a time, the whole `waveform`, and `np.reshape(waveform,
                # [-1, 1])` (a WaveNet's `generate.py`, seventy-seventh split, judged false): three
                # ranks on purpose, which no one shape, nor a batch of one, fits.
                continue
            scalar_fed = fed == {"scalar"}
            dtype = argument(call, ("dtype",), 0)
            is_bool = dtype is not None and last_name(dtype.value) == "bool"
            looks_scalar = is_bool or bool(tail and SCALAR_NAME.search(tail))
            what = self.display_name(call, "")
            size_list = None if scalar_fed else self._used_as_a_size(call, target)
            if size_list is not None:
                looks_scalar = True
            parsed = bool(tail) and tail in self._parsed and not scalar_fed
            if both:
                looks_scalar, scalar_fed = False, False
            sparse = self._sparse_calls.get(id(call)) or (
                self._sparse_names.get((self._scopes.get(id(call), 0), tail)) if tail else None)
            if both:
                advice = (f"it is fed one element of `{both[0]}` at a time and the whole `{both[0]}`, two ranks, "
                          "so no one shape fits as written: declare the shape of the whole (`shape=[None]` for "
                          "a vector) and feed each element as a batch of one (`[x]`)")
            elif sparse is not None and not scalar_fed:
                # hirofumi0810's CTC models (thirty-first split): `tf.SparseTensor(tf.placeholder(tf.int64),
                # tf.placeholder(tf.int32), tf.placeholder(tf.int64))` fed from a list of labels.
                advice, looks_scalar = _SPARSE_ADVICE[sparse], False
            elif parsed:
                # TF Serving's `mnist_saved_model.py`: a vector of serialized `tf.Example`s
                # for `parse_example`, fed training batches and the whole test set.
                advice = ("it holds the serialized examples `parse_example` reads, a vector: pass `shape=[None]` "
                          "(or the batch size, where every feed has that size)")
            elif scalar_fed:
                advice = "it is fed a Python scalar: pass `shape=()`"
            elif size_list is not None:
                advice = (f"it is only read as a size (`{short(self.code_for(size_list), 30)}`), so it is a scalar: "
                          "pass `shape=()`")
            elif looks_scalar:
                advice = "if it is a scalar (keep_prob, learning rate, is_training), pass `shape=()`, else its full shape"
            else:
                # Fed 1000-row batches and the whole test set (brunocfnba's sentiment model,
                # forty-seventh split): the rank with `None` where sizes differ is still a shape.
                advice = ("pass its full shape (`shape=[N, ...]`; at least its rank, with `None` for a dimension "
                          "fed at several sizes, such as `[None, 423]`), or `shape=()` for a scalar")
            if tail and not scalar_fed and self._unread(call, tail):
                # `self.iter = tf.placeholder(tf.int32)` and nothing else: nothing here reads it.
                consequence = ("nothing in this file reads it; wherever it is fed, TensorFlow cannot check what "
                               "is fed to it, and XLA/TPU need its shape")
            elif scalar_fed or (looks_scalar and not parsed):
                # A knob (keep_prob, a learning rate) rarely makes other shapes unknown.
                consequence = "TensorFlow cannot check what is fed to it, and XLA/TPU need the shape of every input"
            else:
                consequence = ("shape inference knows nothing about what is computed from it, so shape errors "
                               "surface only at run time, and XLA/TPU need its shape")
            fix = None
            if scalar_fed and (shape is None or is_none(shape.value)):
                fix = self._scalar_fix(call, shape, what or "the placeholder")
            self.report(
                call,
                f"placeholder{' ' + what if what else ''} has no shape (unknown rank): {consequence}; {advice}",
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


#: How many of a fed name's latest bindings say what it holds (a bound on the work per feed).
_RECENT_BINDINGS = 8


def _sliced_name(value: cst.BaseExpression) -> Optional[str]:
    """`data` for `data`, `data[:-1]` or `data[-size:]`: an array, or a slice of it along its
    first axis (the same rank)."""
    if isinstance(value, cst.Name):
        return value.value
    if isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name) and len(value.slice) == 1 \
            and isinstance(value.slice[0].slice, cst.Slice):
        return value.value.value
    return None


def _element_of(value: cst.BaseExpression) -> Optional[str]:
    """`data` for `data[-1]` or `data[0]`: one element, indexed by a written integer (not
    `data[idx]`, which may gather a batch of rows)."""
    if isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name) and len(value.slice) == 1:
        index = value.slice[0].slice
        if isinstance(index, cst.Index):
            number = index.value.expression if isinstance(index.value, cst.UnaryOperation) \
                and isinstance(index.value.operator, cst.Minus) else index.value
            if int_literal(number) is not None:
                return value.value.value
    return None


def _reshaped_name(value: cst.BaseExpression) -> Optional[str]:
    """`waveform` for `np.reshape(waveform, [-1, 1])` or `waveform.reshape(-1, 1)`."""
    if not isinstance(value, cst.Call) or last_name(value.func) != "reshape" or not value.args:
        return None
    if isinstance(value.func, cst.Attribute) and isinstance(value.func.value, cst.Name) \
            and value.func.value.value not in ("np", "numpy", "tf"):
        return value.func.value.value
    first = value.args[0].value
    return first.value if isinstance(first, cst.Name) else None
