"""TFS4xx: `feed_dict` copies of whole arrays on every iteration of a loop."""

from __future__ import annotations

import re
from typing import List, Optional, Set, Type

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value
from tfshape_lint.analysis.expressions import (
    in_scalar_context,
    references,
    touches,
    walk,
)
from tfshape_lint.analysis.literals import is_literal, string_value
from tfshape_lint.analysis.loops import reaching
from tfshape_lint.analysis.names import TF_ROOTS, dotted_name, terminal_name
from tfshape_lint.analysis.naming import looks_like_array, looks_like_scalar, tf_alias
from tfshape_lint.analysis.quoting import snippet, unique
from tfshape_lint.analysis.scopes import Binding, CallSite, Loop, Scope, ScopeFacts
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, PendingFix, Rule

#: Calls and methods whose result is an array of examples.
_ARRAY_METHODS = frozenset({"reshape", "astype", "to_numpy", "transpose", "copy", "flatten", "toarray", "todense",
                            "squeeze", "numpy", "load_data", "as_matrix", "swapaxes", "ravel", "fit_transform",
                            "transform", "texts_to_sequences", "read_data_sets", "get_dummies", "pad_sequences",
                            "to_categorical"})
_ARRAY_ATTRIBUTES = frozenset({"values", "T", "images", "labels", "data", "target", "features"})
#: numpy functions that give a number, not an array.
_SCALAR_NUMPY = frozenset({"mean", "sum", "max", "min", "std", "var", "prod", "median", "float32", "float64",
                           "int32", "int64", "argmax", "argmin", "sqrt", "log", "exp", "ceil", "floor", "round"})
#: Unknown callees whose names say they produce data.
_DATA_CALLEE = re.compile(r"(?i)(load|read|get_data|dataset|prepare|preprocess|process|transform|encode|pad|embed|"
                          r"extract|make_data|split|concat|normali[sz]e|augment|vectori[sz]e|one_?hot|tokeni[sz]e)")
#: Names of per-step batches: never a whole array.
_BATCH_NAME = re.compile(r"(?i)(batch|minibatch|^mb_|_mb$|^b_?[xy]$|^[xy]_?b$|chunk)")
_STRING_HANDLE = "string_handle"
#: Builtins whose result zipped into a feed dict is not data (`range(n)`, `repeat`).
_BUILTIN_SEQUENCES = frozenset({"range", "xrange", "len", "repeat", "enumerate"})


class FeedAnalysis:
    """Decides which values of a feed dict are whole arrays that do not change in the loop."""

    def __init__(self, rule: Rule, scopes: List[Scope]) -> None:
        self.rule = rule
        self.scopes = scopes
        #: Values evaluated once, when a feed dict was zipped together before the loop.
        self.invariant: Set[int] = set()

    def feed_of(self, call: cst.Call) -> Optional[cst.BaseExpression]:
        """The feed dict of `sess.run(...)`, `op.run(...)`, `tensor.eval(...)`, or None."""
        func = call.func
        if not isinstance(func, cst.Attribute) or func.attr.value not in ("run", "eval", "partial_run"):
            return None
        resolved = self.rule.resolve(func)
        if resolved is not None and resolved.split(".", 1)[0] not in TF_ROOTS:
            return None  # subprocess.run, asyncio.run, ...
        feed = argument_value(call, "feed_dict")
        if feed is not None:
            return feed
        positional = [arg.value for arg in call.args if arg.keyword is None and not arg.star]
        if func.attr.value == "partial_run":
            return positional[2] if len(positional) > 2 else None
        if func.attr.value == "run" and len(positional) >= 2:
            second = positional[1]
            receiver = dotted_name(func.value) or ""
            if isinstance(second, cst.Dict) or re.search(r"(?i)sess|session", receiver):
                return second
            return None
        if len(positional) == 1 and isinstance(positional[0], cst.Dict) and not _string_keys(positional[0]):
            return positional[0]  # op.run({x: ...}) / tensor.eval({x: ...})
        return None

    def entries(self, feed: cst.BaseExpression, site: CallSite) -> List[cst.BaseExpression]:
        """The fed values: of the dict itself, or of the dicts assigned to a name that reach the call."""
        if isinstance(feed, cst.Dict):
            values: List[cst.BaseExpression] = []
            for element in feed.elements:
                if isinstance(element, cst.DictElement):
                    values.append(element.value)
                elif isinstance(element, cst.StarredDictElement):
                    values.extend(self.entries(element.value, site))
            return values
        if isinstance(feed, cst.Name):
            scope = site.loop.scope
            bindings, owner = scope.lookup(feed.value)
            if owner is scope:
                # Only the assignments that reach the call: not the evaluation feed
                # assigned after the loop, nor the one of a sibling loop.
                bindings = reaching(bindings, site)
            values = []
            for binding in bindings:
                if isinstance(binding.value, cst.Dict) and binding.kind == "assign":
                    values.extend(self.entries(binding.value, site))
                elif binding.kind == "assign" and binding.value is not None and not _inside(binding, site.loop):
                    values.extend(self._zipped_values(binding.value, scope, site.loop))
            return values
        return []

    def _zipped_values(self, value: cst.BaseExpression, scope: Scope, loop: Loop) -> List[cst.BaseExpression]:
        """What a feed dict built once before the loop by zipping placeholders with values feeds.

        `{k: v for k, v in zip(all_phs, buf.get())}` and `dict(zip(all_phs, buf.get()))`
        (the Spinning Up idiom): the values are evaluated when the dict is built, not on
        each iteration, so every `run` in the loop copies the same arrays again. A literal
        list of values gives its elements (typed one by one, `[X_train, 0.5]`); anything
        else (a call, a name) is a sequence marked as evaluated once (see
        :meth:`_invariant_sequence`).
        """
        source: Optional[cst.BaseExpression] = None
        if isinstance(value, cst.DictComp) and value.for_in.inner_for_in is None:
            comp = value.for_in
            if isinstance(value.value, cst.Name) and isinstance(comp.target, (cst.Tuple, cst.List)) \
                    and isinstance(comp.iter, cst.Call) and terminal_name(comp.iter.func) == "zip" \
                    and isinstance(comp.iter.func, cst.Name):
                targets = [e.value for e in comp.target.elements]
                sources = [a.value for a in comp.iter.args if a.keyword is None and not a.star]
                for target, candidate in zip(targets, sources):
                    if isinstance(target, cst.Name) and target.value == value.value.value:
                        source = candidate
        elif isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "dict" \
                and len(value.args) == 1 and isinstance(value.args[0].value, cst.Call):
            inner = value.args[0].value
            if isinstance(inner.func, cst.Name) and inner.func.value == "zip" and len(inner.args) == 2:
                source = inner.args[1].value
        if source is None:
            return []
        if isinstance(source, (cst.List, cst.Tuple)):
            items = [e.value for e in source.elements if not isinstance(e, cst.StarredElement)]
        else:
            items = [source]
        self.invariant.update(id(item) for item in items)
        return items

    def _scopes_of(self, nodes: List[cst.FunctionDef]) -> List[Scope]:
        return [scope for scope in self.scopes if scope.node in nodes] if nodes else []

    def array_name(self, value: cst.BaseExpression, loop: Loop) -> Optional[str]:
        """The array a fed expression is computed from (`X_test` in `X_test.reshape(-1, 784)`)."""
        for node in walk(value, in_scalar_context):
            if isinstance(node, (cst.Name, cst.Attribute)):
                dotted = dotted_name(node)
                if dotted is not None and self.classify(node, loop, loop.scope, 0) == "array":
                    return dotted
        return None

    # -- classification ----------------------------------------------------------

    def whole_array(self, value: cst.BaseExpression, loop: Loop, scope: Scope) -> bool:
        """A value that holds many examples and is the same on every iteration of `loop`."""
        if is_literal(value):
            return False
        if id(value) in self.invariant:
            return self._invariant_sequence(value, loop, scope)
        refs = references(value)
        if touches(refs, loop.bound_names()):
            return False  # built per step
        for node in walk(value, in_scalar_context):
            if isinstance(node, cst.Call):
                resolved = self.rule.resolve(node.func) or ""
                if resolved.startswith("numpy.random.") or terminal_name(node.func) in ("next", "__next__"):
                    return False  # fresh noise or the next batch on every call
        if isinstance(value, cst.Call):
            # Called on every iteration: it is the same array only when built from one.
            sources = [arg.value for arg in value.args]
            if isinstance(value.func, cst.Attribute):
                sources.append(value.func.value)
            if not any(self.classify(source, loop, scope, 1) == "array" for source in sources):
                return False
        return self.classify(value, loop, scope, 0) == "array"

    def _invariant_sequence(self, value: cst.BaseExpression, loop: Loop, scope: Scope) -> bool:
        """A value zipped into a feed dict before the loop: whole arrays unless it says otherwise.

        Typed first like any fed value (`X_train` -> array, `0.5` -> scalar). A call the
        rule cannot type (`buf.get()`, `memory.sample_all()`) hands out the sequence
        zipped with the placeholders: a buffer or data set's arrays, so it counts, except
        when it is one batch (`next_batch()`, `next(it)`), a session's or a tensor's output (`sess.run(state)`: a small state, not data), a
        TF op, or named like a hyper-parameter (`get_lr()`). Noise drawn once
        (`np.random.normal(...)`) is fixed noise, fed again on every run like any array.
        A name is followed to the call it was assigned from, outside the loop.
        """
        calls: List[cst.Call] = [value] if isinstance(value, cst.Call) else []
        if isinstance(value, cst.Name):
            bindings, _ = scope.lookup(value.value)
            outside = [b for b in bindings if not _inside(b, loop)]
            if outside and all(b.kind == "assign" and isinstance(b.value, cst.Call) for b in outside):
                calls = [b.value for b in outside if isinstance(b.value, cst.Call)]
        for call in calls:
            name = terminal_name(call.func) or ""
            resolved = self.rule.resolve(call.func) or ""
            if name in ("next", "__next__", "run", "eval", "partial_run") or _BATCH_NAME.search(name) \
                    or looks_like_scalar(name) or resolved.startswith(("tensorflow.", "keras.")) \
                    or (not resolved and isinstance(call.func, cst.Name) and name in _BUILTIN_SEQUENCES):
                return False
        kind = self.classify(value, loop, scope, 0)
        if kind != "unknown":
            return kind == "array"
        return bool(calls)

    def classify(self, value: cst.BaseExpression, loop: Optional[Loop], scope: Scope, depth: int) -> str:
        """array | scalar | unknown, from assignment and naming evidence (bindings also say batch)."""
        if depth > 4:
            return "unknown"
        if is_literal(value):
            return "scalar"
        if isinstance(value, (cst.List, cst.Tuple)):
            if not value.elements:
                return "unknown"
            kinds = [self.classify(e.value, loop, scope, depth + 1) for e in value.elements]
            if "array" in kinds:
                return "array"
            if all(k == "scalar" for k in kinds) and len(kinds) >= 2:
                return "array"  # a literal data set: `x_data = [1, 2, 3, 4]`
            return "unknown"
        if isinstance(value, (cst.ListComp, cst.GeneratorExp)):
            return "array"
        if isinstance(value, cst.Name):
            return self._classify_name(value.value, loop, scope, depth)
        if isinstance(value, cst.Attribute):
            return self._classify_attribute(value, loop, scope, depth)
        if isinstance(value, cst.Subscript):
            index = value.slice[0].slice if len(value.slice) == 1 else None
            if isinstance(index, cst.Index) and isinstance(index.value, cst.SimpleString):
                key = string_value(index.value)
                if key is not None:
                    if looks_like_scalar(key):
                        return "scalar"
                    if looks_like_array(key):
                        return "array"
            if depth == 0 and not _whole_selection(value):
                return "unknown"  # a batch, or a fixed part (`X_test[:1000]`) rather than the whole array
            return self.classify(value.value, loop, scope, depth + 1)
        if isinstance(value, cst.BinaryOperation):
            sides = [self.classify(value.left, loop, scope, depth + 1),
                     self.classify(value.right, loop, scope, depth + 1)]
            if "array" in sides:
                return "array"
            return "scalar" if all(s == "scalar" for s in sides) else "unknown"
        if isinstance(value, cst.UnaryOperation):
            return self.classify(value.expression, loop, scope, depth + 1)
        if isinstance(value, cst.Call):
            return self._classify_call(value, loop, scope, depth)
        return "unknown"

    def _classify_call(self, call: cst.Call, loop: Optional[Loop], scope: Scope, depth: int) -> str:
        name = terminal_name(call.func) or ""
        if name in ("next", "__next__") or _BATCH_NAME.search(name):
            return "unknown"  # one batch (`next(batches)`, `get_batch(...)`), not the whole set
        resolved = self.rule.resolve(call.func) or ""
        if any(terminal_name(n.func) == _STRING_HANDLE for n in walk(call, lambda n: False)
               if isinstance(n, cst.Call)):
            return "scalar"  # a feedable iterator's handle
        if isinstance(call.func, cst.Name) and name in ("float", "int", "bool", "len", "str", "round", "abs"):
            return "scalar"
        if resolved.startswith(("numpy.", "pandas.", "scipy.", "h5py.", "pickle.", "joblib.", "sklearn.")):
            return "scalar" if name in _SCALAR_NUMPY else "array"
        if resolved.startswith(("tensorflow.", "keras.")) and name not in _ARRAY_METHODS:
            return "unknown"  # a tensor or an op, not fed data
        if name in _ARRAY_METHODS:
            return "array"
        if isinstance(call.func, cst.Name):
            # A function of this module: what it returns (`sample_z(16, 100)` -> np.random...).
            bindings, _ = scope.lookup(call.func.value)
            functions = [b.node for b in bindings if b.kind == "def" and isinstance(b.node, cst.FunctionDef)]
            for function in self._scopes_of(functions):
                kinds = [self.classify(value, None, function, depth + 1) for value in function.returns]
                if "array" in kinds:
                    return "array"
        arg_kinds = [self.classify(arg.value, loop, scope, depth + 1) for arg in call.args]
        if isinstance(call.func, cst.Attribute):
            arg_kinds.append(self.classify(call.func.value, loop, scope, depth + 1))
        if "array" in arg_kinds or _DATA_CALLEE.search(name):
            return "array"
        return "unknown"

    def _classify_attribute(self, node: cst.Attribute, loop: Optional[Loop], scope: Scope, depth: int) -> str:
        dotted = dotted_name(node)
        if node.attr.value in ("shape", "dtype", "ndim", "size", "num_examples"):
            return "scalar"
        if dotted is None:
            if node.attr.value in _ARRAY_ATTRIBUTES:
                return "array"
            return self.classify(node.value, loop, scope, depth + 1)
        resolved = self.rule.resolve(node)
        if resolved is not None:
            return "scalar"  # a module constant: tf.estimator.ModeKeys.TRAIN
        if looks_like_scalar(dotted) or _BATCH_NAME.search(node.attr.value):
            return "scalar"
        bindings = [b for b in scope.lookup(dotted)[0] if not _inside(b, loop)]
        kinds = [self._classify_binding(b, loop, scope, depth) for b in bindings]
        if "array" in kinds:
            return "array"
        if node.attr.value in _ARRAY_ATTRIBUTES or looks_like_array(dotted):
            return "array"
        return "unknown"

    def _classify_name(self, name: str, loop: Optional[Loop], scope: Scope, depth: int) -> str:
        if _BATCH_NAME.search(name):
            return "scalar" if looks_like_scalar(name) else "unknown"
        bindings, _ = scope.lookup(name)
        outside = [b for b in bindings if not _inside(b, loop)]
        kinds = [self._classify_binding(b, loop, scope, depth) for b in outside]
        if "batch" in kinds:
            return "unknown"
        if "array" in kinds:
            return "array"
        if "scalar" in kinds or looks_like_scalar(name):
            return "scalar"
        if looks_like_array(name):
            return "array"
        return "unknown"

    def _classify_binding(self, binding: Binding, loop: Optional[Loop], scope: Scope, depth: int) -> str:
        if binding.kind in ("param", "def", "with", "mutate", "aug") or binding.value is None:
            return "unknown"
        if binding.kind == "for":
            iterable = binding.value
            if isinstance(iterable, (cst.List, cst.Tuple)):
                kinds = [self.classify(e.value, None, binding.scope, depth + 1) for e in iterable.elements]
                return "array" if kinds and all(k == "array" for k in kinds) else "unknown"
            return "unknown"
        if binding.loop is not None and _batch_slice(binding.value):
            return "batch"  # `xb = X[i * bs:(i + 1) * bs]` in an enclosing loop: one batch
        if binding.kind == "unpack" and isinstance(binding.value, cst.Call):
            name = terminal_name(binding.value.func) or ""
            if name in ("load_data", "train_test_split") or _DATA_CALLEE.search(name):
                return "array"
        return self.classify(binding.value, None, binding.scope, depth + 1)


def _batch_slice(value: Optional[cst.BaseExpression]) -> bool:
    """`X[a:b]` with computed bounds: one batch of the array."""
    return isinstance(value, cst.Subscript) and any(
        isinstance(e.slice, cst.Slice) and not (is_literal(e.slice.lower) and is_literal(e.slice.upper))
        for e in value.slice)


def _whole_selection(value: cst.Subscript) -> bool:
    """`X[:, :, None]`, `X[..., 0]`: every example is still there."""
    first = value.slice[0].slice
    if isinstance(first, cst.Slice):
        return first.lower is None and first.upper is None
    return isinstance(first, cst.Index) and (
        isinstance(first.value, cst.Ellipsis) or (isinstance(first.value, cst.Name) and first.value.value == "None"))


def _inside(binding: Binding, loop: Optional[Loop]) -> bool:
    return loop is not None and binding.loop is not None and binding.loop.within(loop)


def _string_keys(node: cst.Dict) -> bool:
    return any(isinstance(e, cst.DictElement) and isinstance(e.key, (cst.SimpleString, cst.FormattedString))
               for e in node.elements)


class WholeArrayFeed(Rule):
    """
    ## What it does
    Finds `sess.run(...)` / `session.run(...)` / `op.run(...)` / `tensor.eval(...)`
    calls inside a loop (`for`, `while` or a comprehension, nested too) whose
    `feed_dict` feeds a whole array that does not change in the loop: a name such as
    `X_train`, an attribute such as `mnist.test.images`, a name assigned outside the
    loop and never re-assigned inside it (`x_data = np.load(...)`,
    `x_data = [1, 2, 3]`), or an expression or fixed slice of those
    (`X_test.reshape(-1, 784)`, `mnist.test.images[:1000]`).
    This includes evaluating on the whole test set every N steps of the training loop,
    and a feed dict zipped together once before the loop and fed in it again and
    again (`inputs = {k: v for k, v in zip(all_phs, buf.get())}` or
    `dict(zip(all_phs, buf.get()))`, the Spinning Up idiom): the values were computed
    once, so each run copies the same arrays.

    ## Why is this bad?
    Every `run` copies each fed numpy array from Python into the runtime again. For
    data that never changes, that copy is the whole cost of the step: measured on a
    2-core CPU with an MLP and a 50,000 x 784 float32 array (150 MiB), feeding the whole
    array every step ran 96-112 steps/s, against 1,030-1,250 steps/s with the array
    pinned once in a `tf.constant` or a non-trainable `tf.Variable` and a fed index
    (about 10x slower per step; tensorflow/tensorflow#2919 reports 4-5x for GPUs).

    ## When is this OK?
    One-off feeds outside any loop, per-step values (a batch assigned in the loop,
    `mnist.train.next_batch(100)`, a slice indexed by the loop variable, fresh
    `np.random` noise) and scalars (`keep_prob: 0.5`, a learning rate, `is_training:
    True`, an iterator handle) are not reported. A value the rule cannot type is
    judged by its assignment (`np.load`, `np.array`, `pd.read_csv(...).values`,
    `load_data()`, a list of numbers are arrays; numbers, `float(...)`, `len(...)`
    and configuration attributes such as `FLAGS.lr` are scalars) and then by its
    name (`X_train`, `test_images`, `data` are arrays; `keep_prob`, `lr`,
    `is_training`, `*_batch` are not); when neither tells, it stays silent.
    A feed dict held in a name (`feed_dict=fd`) is judged by the assignment that
    reaches the call: the one earlier in the same iteration of the loop when there is
    one (`fd = {x: xb}` before `sess.run(op, fd)`), else the ones before the loop;
    never an evaluation feed assigned after the loop or the feed of a sibling loop, and
    `fd.update(...)` adds to the per-step dict without making it a whole array.
    A zipped feed dict counts only when it is built before the loop (one built in the
    loop holds that step's values) and its values are not one batch (`next_batch()`,
    `next(it)`), a session's output (`sess.run(initial_state)`), `range(...)`, nor
    named like a hyper-parameter (`get_lr()`); a call the rule cannot type otherwise
    (`buf.get()`) is taken as the data it hands out.
    Small arrays copy quickly: the habit matters with real data sets.

    ## Example

    ## Fix safety
    No automatic fix: the data has to move into the graph. The finding carries a
    display-only suggestion, with the names of the code, that pins the array once in a
    non-trainable `tf.Variable` (initialised from a placeholder, so the array does not
    enter the GraphDef and its 2 GiB limit) and gathers batches with a fed index.
    Severity: a warning, never escalated: feeding costs time, it does not make shapes
    dynamic.

    ## References
    - [`tf.compat.v1.Session.run`](https://www.tensorflow.org/api_docs/python/tf/compat/v1/Session#run)
    - [Better performance with the tf.data API](https://www.tensorflow.org/guide/data_performance)
    - [tensorflow/tensorflow#2919: feed_dict is slow](https://github.com/tensorflow/tensorflow/issues/2919)
    """

    CODE = "TFS401"
    NAME = "feed-whole-array-in-loop"
    MESSAGE = "`feed_dict` copies a whole array that does not change on every iteration of a loop"
    FIX = Applicability.DISPLAY_ONLY
    NEEDS = (ScopeFacts,)
    ESCALATE = False
    TOKENS = (b"feed_dict", b".run(", b".eval(")
    VALID = [
        # A per-step batch.
        "import tensorflow as tf\n"
        "for i in range(1000):\n"
        "    batch_xs, batch_ys = mnist.train.next_batch(100)\n"
        "    sess.run(train_step, feed_dict={x: batch_xs, y_: batch_ys, keep_prob: 0.5})\n",
        # Once, after the loop.
        "import tensorflow as tf\n"
        "for i in range(1000):\n"
        "    batch = mnist.train.next_batch(50)\n"
        "    train_step.run(feed_dict={x: batch[0], y_: batch[1]})\n"
        "print(accuracy.eval(feed_dict={x: mnist.test.images, y_: mnist.test.labels}))\n",
        # Scalars and an iterator handle.
        "import tensorflow as tf\n"
        "train_handle = sess.run(train_iterator.string_handle())\n"
        "for step in range(steps):\n"
        "    sess.run(train_op, feed_dict={handle: train_handle, lr: 0.01, is_training: True})\n",
        # A slice indexed by the loop variable (host batching is TFS301's finding).
        "import tensorflow as tf\n"
        "for i in range(n_batches):\n"
        "    sess.run(train_op, {x: X_train[i * bs:(i + 1) * bs]})\n",
        # The same name holds the evaluation feed before the loop and a batch inside it.
        "import tensorflow as tf\n"
        "fd = {x: X_test}\n"
        "print(sess.run(acc, feed_dict=fd))\n"
        "for xb in batches:\n"
        "    fd = {x: xb}\n"
        "    sess.run(train_op, feed_dict=fd)\n",
    ]
    INVALID = [
        Example(
            "import tensorflow as tf\n"
            "for i in range(20000):\n"
            "    batch = mnist.train.next_batch(50)\n"
            "    if i % 100 == 0:\n"
            "        print(sess.run(accuracy, feed_dict={x: mnist.test.images, y_: mnist.test.labels}))\n"
            "    sess.run(train_step, feed_dict={x: batch[0], y_: batch[1]})\n"
        ),
        "import tensorflow as tf\nimport numpy as np\n"
        "X_train = np.load('x.npy')\n"
        "for epoch in range(100):\n"
        "    _, c = sess.run([optimizer, cost], feed_dict={X: X_train, Y: y_train})\n",
        "import tensorflow as tf\n"
        "x_data = [1, 2, 3]\n"
        "y_data = [1, 2, 3]\n"
        "for step in range(2001):\n"
        "    sess.run(train, {X: x_data, Y: y_data})\n",
        "import tensorflow as tf\n"
        "step = 0\n"
        "while step < 1000:\n"
        "    step += 1\n"
        "    acc = accuracy.eval(session=sess, feed_dict={x: X_test.reshape(-1, 784), keep_prob: 1.0})\n",
    ]

    @property
    def facts(self) -> ScopeFacts:
        return self.context.analysis(ScopeFacts)

    def leave_Module(self, node: cst.Module) -> None:
        analysis = FeedAnalysis(self, self.facts.scopes)
        for loop in self.facts.loops:
            for site in loop.calls:
                if site.loop is not loop:
                    continue
                feed = analysis.feed_of(site.call)
                if feed is None:
                    continue
                arrays = [value for value in analysis.entries(feed, site)
                          if analysis.whole_array(value, loop, loop.scope)]
                if arrays:
                    self._report(site.call, arrays, analysis, loop)

    def _report(self, call: cst.Call, arrays: List[cst.BaseExpression], analysis: FeedAnalysis, loop: Loop) -> None:
        texts = unique([snippet(self.code_for(value), 40) for value in arrays])
        bases = unique([analysis.array_name(value, loop) or snippet(self.code_for(value), 40) for value in arrays])
        named = ", ".join(f"`{text}`" for text in texts[:3]) + (" and more" if len(texts) > 3 else "")
        what = snippet(self.code_for(call.func), 30)
        sequences = [value for value in arrays if id(value) in analysis.invariant]
        # `{k: v for k, v in zip(all_phs, buf.get())}`: say where the arrays come from.
        message_what = (f"the arrays zipped into its feed dict before the loop ({named})" if sequences
                        else f"the whole array {named}")
        message = (f"`{what}(...)` in a loop feeds {message_what} on every iteration: each run copies "
                   "it from Python again (measured ~10x slower per step than a pinned array: a 150 MiB host "
                   "copy per step for 50k x 784 floats); pin it once in a `tf.constant` or a non-trainable "
                   "`tf.Variable` and `tf.gather`/`tf.slice` batches with a fed index, or use a `tf.data` pipeline")
        self.report(call, message, fix=PendingFix(Applicability.DISPLAY_ONLY,
                                                  "Pin the array in the graph once (display only)", (),
                                                  suggestion=self._suggestion(bases)))

    def _suggestion(self, texts: List[str]) -> str:
        tf = tf_alias(self.context.names)
        v1 = f"{tf}.compat.v1." if "compat.v1" in self.context.text and \
            self.context.names.aliases.get(tf) == "tensorflow" else f"{tf}."
        lines = ["# once, before the loop:"]
        for text in texts[:3]:
            base = re.sub(r"\W+", "_", text).strip("_") or "data"
            if "(" in text:
                # A sequence of arrays (`buf.get()`): pin each of them.
                lines += [
                    f"{base} = {text}",
                    f"{base}_init = [{v1}placeholder(a.dtype, a.shape) for a in {base}]",
                    f"{base}_var = [{tf}.Variable(p, trainable=False) for p in {base}_init]",
                    f"sess.run([v.initializer for v in {base}_var], feed_dict=dict(zip({base}_init, {base})))",
                ]
                continue
            lines += [
                f"{base}_init = {v1}placeholder({text}.dtype, {text}.shape)",
                f"{base}_var = {tf}.Variable({base}_init, trainable=False)",
                f"sess.run({base}_var.initializer, feed_dict={{{base}_init: {text}}})",
            ]
        lines.append("# then build the fetched ops on the *_var tensors (whole set) or on "
                     f"{tf}.gather(<var>, index) with a fed `index` placeholder (a batch), and stop feeding "
                     + ", ".join(texts[:3]))
        return "\n".join(lines) + "\n"


RULES: List[Type[Rule]] = [WholeArrayFeed]
