"""TFS401 feed-whole-array-in-loop: `feed_dict` copies of whole arrays on every iteration
of a loop (found by analysis/feeds.py)."""

from __future__ import annotations

import re
from typing import Dict, List, Optional, Tuple

import libcst as cst

from tfshape_lint.analysis.feeds import FeedAnalysis, fixed_part, literal_sequence
from tfshape_lint.analysis.naming import tf_alias
from tfshape_lint.analysis.quoting import snippet, unique
from tfshape_lint.analysis.scopes import Loop
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import Example, LintContext, PendingFix, Rule


class FeedWholeArrayInLoop(Rule):
    """
    ## What it does
    Finds `sess.run(...)` / `session.run(...)` / `op.run(...)` / `tensor.eval(...)`
    calls inside a loop (`for`, `while` or a comprehension, nested too) whose
    `feed_dict` feeds a whole array that does not change in the loop: a name such as
    `X_train`, an attribute such as `mnist.test.images`, a name assigned outside the
    loop and never re-assigned inside it (`x_data = np.load(...)`,
    `x_data = [1, 2, 3]`), or an expression or fixed slice of those
    (`X_test.reshape(-1, 784)`, `mnist.test.images[:1000]`).
    This includes evaluating on the whole test set every N steps of the training loop
    (the message then says how often: "whenever `i % 100 == 0`", not "on every
    iteration"), and a feed dict zipped together once before the loop and fed in it again and
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
    The message gives the array's size only where the module shows it (created with a
    literal shape, `np.zeros((50000, 784), dtype=np.float32)`); the cost grows with it.

    ## When is this OK?
    One-off feeds outside any loop (or in a loop that runs once, `for epoch in range(1):`),
    a run that fetches only initializers
    (`sess.run(iterator.initializer, feed_dict={X_data: X_train})` once per epoch,
    `val_init = iterator.make_initializer(val_dataset)`, `x_var.initializer`: the array
    fills a `tf.data` pipeline or a variable, TensorFlow's guide for NumPy arrays, and the
    steps read it in the graph; only in an outermost loop, once per epoch: in a loop inside
    another it is every step, and is reported), a run whose session and graph the loop itself makes
    (`with tf.Graph().as_default() as g:` and `tf.Session(graph=g)` per dtype: each graph is
    fed once; a session opened on every pass on the same graph is reported, with the advice
    to open it once before the loop: pinned, the array would be copied into each session),
    an array of one value made in the feed itself (`np.zeros(shape=[2, 1, hidden])`, an RNN's
    zero start state), per-step values (a batch assigned in the loop, an array written into in the loop,
    `x[0][0] = index` in a sampler, an attribute a method called in the loop writes
    (`self.sample_contexts(w)` refilling `self.contexts`), the input of a decode that writes
    the run's output back into what it feeds (`pred_ids[:, i] = next_pred[:, i - 1]`, with
    `input_ids` fed at every step: one batch decoded, not a data set),
    `mnist.train.next_batch(100)`, a slice indexed by the loop variable, fresh
    `np.random` noise), one example wrapped as a batch of one (`x.reshape([1, n])`,
    `x[None]`) and scalars (`keep_prob: 0.5`, a learning rate, `is_training:
    True`, an iterator handle, `string_handle()` or a project's `get_handle(sess, "dev")`,
    a call whose name ends in `handle`; not `handle_missing_values(...)`)
    are not reported. A value the rule cannot type is
    judged by its assignment (`np.load`, `np.array`, `pd.read_csv(...).values`,
    `load_data()`, a list of numbers are arrays; numbers, `float(...)`, `len(...)`
    and configuration attributes such as `FLAGS.lr` are scalars) and then by its
    name (`X_train`, `test_images`, `data` are arrays; `keep_prob`, `lr`,
    `is_training`, `*_batch` are not); when neither tells, it stays silent. A function's
    parameter is judged by what the module passes it: when every call passes something
    that is not a whole array (`run_infeed(..., x_train[:BATCH_SIZE])`, a slice bounded
    by a batch size), the parameter's name (`images`) does not make it one.
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
    A fixed slice counts when it is many examples long (`X[:n_train]`,
    `mnist.test.images[:1000]`), not a few to look at (`X_test[:10]`, under 100) nor one
    batch (`X[:BATCH_SIZE]`), and an array made one batch in size
    (`np.random.uniform(-1, 1, size=(batch_size, z_dim))`, `np.zeros([self.batch_size, 10])`,
    `np.ones([m.half_batch, 1])`, any size named for a batch or computed from one, also
    converted with `.astype(...)` or written into afterwards)
    is one batch wherever it is bound (not a multiple, `batch_size * steps`, nor a count
    of batches, `total_batch`); a statistic of an array over its examples (`x.mean(0)`,
    `.std()`, `.max(axis=0)`; not `.mean(axis=-1)`) is not the array. A latency benchmark, which reads a clock before the run
    and again after it in the loop, or just before and just after the loop
    (`time.perf_counter()`, `time.time()`, `timeit.default_timer()`), measures the feed on
    purpose and is not reported, nor is its warm-up loop (the same feed in the same function).
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
    NEEDS = (FeedAnalysis,)

    def __init__(self, context: LintContext) -> None:
        super().__init__(context)
        self._sizes: Dict[Tuple[str, ...], str] = {}
    ESCALATE = False
    TOKENS = (b"feed_dict", b".run(", b".eval(")
    VALID = [
        # The fix: the array pinned once in the graph, batches gathered with a fed index.
        "import numpy as np\nimport tensorflow as tf\n"
        "x_init = tf.compat.v1.placeholder(X_train.dtype, X_train.shape)\n"
        "x_var = tf.Variable(x_init, trainable=False)\n"
        "sess.run(x_var.initializer, feed_dict={x_init: X_train})\n"
        "for step in range(1000):\n"
        "    sess.run(train_op, feed_dict={index: np.random.randint(len(X_train), size=64)})\n",
        # A latency benchmark: the feed is part of what it times.
        "import time\nimport tensorflow as tf\n"
        "for _ in range(100):\n"
        "    start = time.perf_counter()\n"
        "    sess.run(logits, feed_dict={x: X_test})\n"
        "    latencies.append(time.perf_counter() - start)\n",
        # A few examples to look at.
        "import tensorflow as tf\n"
        "for step in range(3):\n"
        "    print(sess.run(logits, feed_dict={x: mnist.test.images[:10]}))\n",
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
        # A project's feedable iterator gives its handle too (texar's `get_handle(sess, "dev")`).
        "import tensorflow as tf\n"
        "dev_data = tx.data.TFRecordData(hparams=config_train.dev_hparam)\n"
        "iterator = tx.data.TrainTestDataIterator(val=dev_data)\n"
        "while True:\n"
        "    sess.run(fetches, feed_dict={iterator.handle: iterator.get_handle(sess, 'dev')})\n",
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
        # A parameter judged by what the module passes: one batch, fed to an infeed.
        "import tensorflow as tf\n"
        "def run_infeed(session, ops, x, images):\n"
        "    for i in range(100):\n"
        "        session.run(ops, {x: images})\n"
        "run_infeed(sess, infeed_ops, image_ph, x_train[:BATCH_SIZE])\n",
    ]
    INVALID = [
        # The same 1000 rows on every step of a TPU loop.
        "import tensorflow as tf\n"
        "for i in range(50):\n"
        "    loss = session.run(fit_on_tpu, {images: x_train[:1000], labels: y_train[:1000]})\n",
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

    def leave_Module(self, node: cst.Module) -> None:
        analysis = self.context.analysis(FeedAnalysis)
        for feed in analysis.whole_array_feeds():
            self._report(feed.call, list(feed.arrays), analysis, feed.loop, feed.every, feed.session_per_pass)

    def _report(self, call: cst.Call, arrays: List[cst.BaseExpression], analysis: FeedAnalysis, loop: Loop,
                every: Optional[cst.BaseExpression] = None, session_per_pass: bool = False) -> None:
        texts = unique([snippet(self.code_for(value), 40) for value in arrays])
        bases = unique([analysis.array_name(value, loop) or snippet(self.code_for(value), 40) for value in arrays])
        named = ", ".join(f"`{text}`" for text in texts[:3]) + (" and more" if len(texts) > 3 else "")
        what = snippet(self.code_for(call.func), 30)
        sequences = [value for value in arrays if id(value) in analysis.invariant]
        # `{k: v for k, v in zip(all_phs, buf.get())}`: say where the arrays come from.
        parts = [value for value in arrays if fixed_part(value)]
        if sequences:
            message_what = f"the arrays zipped into its feed dict before the loop ({named})"
        elif parts and len(parts) == len(arrays):
            # `mnist.test.images[:1000]`: the same slice, so the same copy, on every step.
            message_what = f"the same part of an array, {named},"
        elif all(literal_sequence(value) for value in arrays):
            # `feed_dict={X: [1, 2, 3, 4, 5]}`: a data set written out, not an array.
            message_what = f"the same {'list' if len(texts) == 1 else 'lists'} {named}"
        else:
            noun = "list" if self._lists(arrays, loop) else "array"
            message_what = f"the whole {noun if len(texts) == 1 else noun + 's'} {named}"
        size = "" if parts else self._size_of(bases)
        them = "them" if len(texts) > 1 else "it"
        # `if i % 100 == 0:` around the run: every N iterations, and the message says so.
        when = f"whenever `{snippet(self.code_for(every), 40)}`" if every is not None else "on every iteration"
        if session_per_pass:
            # TimeIvyace's checkpoint-polling evaluator (sixty-first split, judged false): a
            # session opened per pass would copy a pinned array again too.
            advice = (f"; the loop opens a new session on every pass, which would copy {them} again even pinned in "
                      f"the graph: open the session once, before the loop (`saver.restore` works on an open "
                      f"session), and pin {them} there, or use a `tf.data` pipeline")
        else:
            advice = (f"; pin {them} once in a `tf.constant` or a non-trainable `tf.Variable` and "
                      "`tf.gather`/`tf.slice` batches with a fed index, or use a `tf.data` pipeline")
        remade = self._remade_outside(arrays, loop)
        if remade and not session_per_pass:
            # fangpin's DCGAN (stop 45, judged false twice): `sample_img` is drawn again from
            # the reshuffled files each epoch and fed every 500 steps of the inner loop.
            names = ", ".join(f"`{name}`" for name in remade[:3])
            advice = (f"; {names} {'is' if len(remade) == 1 else 'are'} made again on each pass of an outer loop, "
                      "so pin it there, once per pass (assign it to a non-trainable `tf.Variable`), and run "
                      "the inner loop on the pinned copy, or use a `tf.data` pipeline")
        message = (f"`{what}(...)` in a loop feeds {message_what} {when}: each run copies "
                   f"{them} from host memory again{size}{advice}")
        self.report(call, message, fix=PendingFix(Applicability.DISPLAY_ONLY,
                                                  "Pin the array in the graph once (display only)", (),
                                                  suggestion=self._suggestion(bases)))

    @staticmethod
    def _remade_outside(arrays: List[cst.BaseExpression], loop: Loop) -> List[str]:
        """The fed names a loop around `loop` binds again on each of its passes (in the same
        function), not `loop` itself."""
        found: List[str] = []
        for value in arrays:
            if not isinstance(value, cst.Name):
                continue
            outer = loop.parent
            while outer is not None and outer.scope is loop.scope:
                if any(binding.loop is outer and binding.kind in ("assign", "unpack")
                       for binding in outer.bindings_of(value.value)):
                    found.append(value.value)
                    break
                outer = outer.parent
        return unique(found)

    def _lists(self, arrays: List[cst.BaseExpression], loop: Loop) -> bool:
        """Every fed value is a name bound to a Python list written out (`x_data = [1, 2, 3]`)."""
        for value in arrays:
            if literal_sequence(value):
                continue
            if not isinstance(value, cst.Name):
                return False
            bindings, _ = loop.scope.lookup(value.value)
            if not bindings or not all(isinstance(b.value, (cst.List, cst.ListComp)) for b in bindings):
                return False
        return True

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


    def _size_of(self, names: List[str]) -> str:
        """`_shown_size` once per set of names: each call scans the whole text (3,000 findings
        on one array in a hostile file cost 5.8 s of regex searches)."""
        key = tuple(names[:3])
        if key not in self._sizes:
            self._sizes[key] = _shown_size(self.context.text, list(key))
        return self._sizes[key]


#: `X = np.zeros((50000, 784), dtype=np.float32)`: an array whose size the code shows.
_SHAPED = r"^[ \t]*{name}[ \t]*=[ \t]*(?:np|numpy)\.(?:zeros|ones|empty|full|random\.rand|random\.randn|random\.random)\(\s*\(?\s*(\d[\d_]*(?:\s*,\s*\d[\d_]*)*)\s*,?\s*\)?([^\n]*)"


def _shown_size(text: str, names: List[str]) -> str:
    """" (a 50000 x 784 float32 array, 150 MiB)" when the module creates the array with a
    literal shape; nothing when it does not show the size (no figure is made up)."""
    for name in names[:3]:
        if not re.fullmatch(r"[A-Za-z_]\w*", name):
            continue
        match = re.search(_SHAPED.format(name=re.escape(name)), text, re.MULTILINE)
        if match is None:
            continue
        dims = [int(part.replace("_", "")) for part in match.group(1).split(",")]
        rest = match.group(2)
        dtype, width = ("float32", 4) if re.search(r"float32|int32", rest) else (
            ("float16", 2) if "float16" in rest else ("uint8", 1) if "uint8" in rest else ("float64", 8))
        count = 1
        for dim in dims:
            count *= dim
        mib = count * width / 2**20
        if mib < 1:
            return ""
        shape = " x ".join(str(dim) for dim in dims)
        return f" (`{name}` is a {shape} {dtype} array: {mib:,.0f} MiB per step)"
    return ""
