"""TFS301 manual-batching-loop: mini-batches cut by hand in a Python loop and fed to a
model or a session (found by analysis/batching.py)."""

from __future__ import annotations

from typing import Callable, List, Optional

import libcst as cst

from tfshape_lint.analysis.batching import BatchAnalysis, BatchLoop
from tfshape_lint.analysis.expressions import walk as walk_tree
from tfshape_lint.analysis.naming import tf_alias
from tfshape_lint.analysis.scopes import Loop, Scope
from tfshape_lint.model import Applicability
from tfshape_lint.rules.base import LintContext, PendingFix, Rule


class ManualBatchingLoop(Rule):
    """
    ## What it does
    Finds Python loops that cut mini-batches out of whole arrays by hand and feed them
    to a model or a session: `for i in range(0, len(x), bs): ... x[i:i + bs]`,
    `x[i * bs:(i + 1) * bs]`, `for start, end in zip(range(0, n, bs), range(bs, n, bs))`,
    `while` loops that advance an index by the batch size, `np.array_split(x, k)` (in
    the loop header, or assigned before the loop and indexed in it: `x_batches[b]`),
    lists of batches built that way, and `next_batch`-style helpers of the same module
    that return slices (`return x[start:end]`) or yield them, also when reached through
    another helper that passes their batches on (`fill_feed_dict(data_set, ...)`
    returning a feed dict of `data_set.next_batch(...)`, the layout of TensorFlow's
    `fully_connected_feed.py` with its `DataSet` class copied into the module).

    The loop is reported when the batch reaches a consumer inside it: `sess.run(...)` /
    `op.run(...)` / `tensor.eval(feed_dict=...)`, a Keras `fit`, `train_on_batch`,
    `test_on_batch`, `predict_on_batch`, `predict` or `evaluate`, a call of a model
    (`model(x)`, `self.net(x)`, any call inside a `tf.GradientTape` block), a
    `tf.function` or training-step function of the module, `tape.gradient`, or an
    optimizer step. A generator that cuts batches is reported when the module passes it
    straight to `model.fit(...)` or `tf.data.Dataset.from_generator(...)` (one given only
    to `predict`/`evaluate`, chunked inference, only where the file needs static shapes); when a loop of
    the module consumes it, that loop is reported instead (once per habit). A
    comprehension that cuts batches and feeds them to a consumer inside itself
    (`np.concatenate([sess.run(op, {x: a[i:i + bs]}) for i in range(0, len(a), bs)])`) is
    reported on the line of its `for ... in range(...)` clause (from the loop variable to
    the iterable); one that only builds a list of batches is followed to the loop that
    reads the list. For `session.run(...)` only the feed counts, so a database session
    (`session.run(query, rows=rows[a:b])`) is not a consumer.

    ## Why is this bad?
    Unless the number of examples is a multiple of the batch size, the last slice of
    every epoch is shorter, so the batch dimension the model sees is not static: a
    `tf.function` traces again for the short batch (the warning "5 out of the last 5
    calls to <function> triggered tf.function retracing"), XLA (`jit_compile=True`)
    compiles once more, and on TPU the short batch fails or needs padding.
    `zip(range(0, n, bs), range(bs, n, bs))` silently drops the last batch: those
    examples are never trained on (with ends up to `n + 1`, `range(bs, n + 1, bs)`, every
    whole batch is yielded and only the rest is left out: always full, TFS302's). `np.array_split` makes batches whose sizes differ by
    one unless the length divides evenly, and so do slices between neighbouring points of an
    `np.linspace` (`X[idx[i]:idx[i + 1]]`; when the written span divides into the steps,
    every batch is full and the loop is TFS302's), and a helper that hands out its last batch as the
    rest of the data (`x[ii:]` next to `x[ii:ii + batch_size]`) makes that batch longer or
    shorter than the others: the message names the slice. And batching on the host in Python keeps the accelerator waiting for every
    step; a `tf.data` pipeline batches with a static shape and prefetches.

    ## When is this OK?
    Slicing for other reasons stays silent, and this is how the rule tells: the slice
    must move with the loop (its bounds depend on the loop's counter, on a name
    advanced by `+=` or re-assigned from itself, or on the `while` test), the batch
    must flow into one of the consumers above (slices cut only inside `if c < len(x) - bs:`
    or `if c + bs <= len(x):` are never short: TFS302's), the loop must run more than once (not one
    that ends its first pass with a `break`: one batch to build or warm up a model), and it
    must be a batch of examples:
    2-D tiles (`img[y:y + h, x:x + w]`), windows that move one step at a time
    (`x[i:i + seq_len]` over `range(n)`), windows whose width is named like a sequence
    length or a number of time steps (`series[offset:offset + SEQLEN]`,
    `arr[:, n:n + num_steps]` in truncated backpropagation through time), single examples wrapped as a batch of one
    (`x[None]`, `np.expand_dims(...)`, `.reshape(1, ...)`), the other slices of a window the
    loop binds or feeds so (`batch_x = np.expand_dims(df.iloc[k:k + T].values, axis=0)`
    beside its targets `df.iloc[k + 1:k + T + 1]`: one series cut window by window; not
    when the bounds or the loop's range name a batch size, nor for `np.array([y[i:j]]).T`
    or `np.stack([...], axis=-1)`), what a helper returns as
    one example (`return np.array([res])`, a trading agent's state; also `out[idx]` with
    `idx = np.argmin(dists)` in a helper named for batches), a helper's crop between bounds
    unpacked from a parameter whose default is a tuple of literals that no caller changes
    (`h_beg, h_end = height_range` with `height_range=(35, 195)`), chunks joined back into the
    whole (`tf.concat([fn(x[i:i + chunk]) for i in range(0, n, chunk)], 0)`, NeRF's `batchify`:
    a function applied chunk by chunk to bound memory) and slices used only for
    plotting, printing, writing or `len()` are not batches. A loop over `tf.range`, or
    any loop inside a `tf.function`, runs in the graph (AutoGraph) or at trace time:
    its slices are cut from tensors, not fed from the host. A list made by
    `np.split`/`np.array_split` before the loop counts only when it splits the examples
    (axis 0) into a counted number of parts more than 3: splits at given indices
    (`np.split(x, [n_train])`), along another axis, into halves or thirds, and the folds
    of a cross-validation (named `fold`/`k`/`cv`, or joined back with
    `np.concatenate(folds[:i] + folds[i + 1:])`) are not mini-batches. Libraries' own
    `next_batch` (`mnist.train.next_batch(100)`) are TFS302's: they are not cut by
    hand in the module, and they always return full batches. A method is matched by its
    name: when the module defines a slicing `next_batch` and a helper calls
    `data_set.next_batch(...)` on a parameter, the rule cannot tell whose object the
    parameter holds and takes it for the module's.
    Evaluation-only loops -- the consumer is `predict`/`evaluate`/`test_on_batch`, a metric's
    `update_state` (also a `keras.metrics.Metric` of the module that runs an encoder), or a
    `sess.run` that fetches no training op (`train_op`, `optimizer`, `minimize`,
    `apply_gradients`, ...; an op named for what it evaluates, `top_k_op`, `accuracy_op`,
    `pred_op`, `summary_op`, is none), or an eager model call in a loop where nothing trains (no
    `GradientTape`, no optimizer or training call, in the loop, in the function it calls,
    or in a function that calls the loop's own function: `mu = dbvae.encoder(images[i:i +
    bs])` over every image), or a `sess.run` in a function named for looking at the model
    (`observe_salience`, `visualize`, `plot_...`) that fetches no optimizer step (a saliency
    map's `gradient` is none), or a call told it does not train (`model.step(sess, x, y,
    isTraining=False)`, `is_training=False`, `training=False`, `mode='eval'`,
    `mode=ModeKeys.EVAL`; believed where the function called is another module's, or
    branches on that keyword: a step that always runs its update trains) -- are not reported
    (a function of the module named for training or fitting that runs no model, itself or
    through the module's functions it calls, trains nothing: `get_nn_fit(...)` in numpy)
    unless the file needs static shapes
    (TPU, XLA, TFLite, a stateful RNN): inference in chunks on CPU/GPU traces a last
    short chunk once, which is not worth a warning. Three more uses of moving slices are
    not a data pipeline and stay silent: the folds of a cross-validation (the loop's
    bound counts folds -- `k`, `num_folds`, `n_splits` -- or it joins the parts before
    and after the moving slice back together), one batch split across GPU towers (the
    bound counts devices: `range(num_gpus)`), and a replay memory (a helper of a class
    that also appends to a buffer on `self`, as an RL agent's experience replay). Nor is a
    window that moves by a written step other than its written width (`xs[i * 2:i * 2 +
    BATCH_SIZE]` with `BATCH_SIZE = 100`): overlapping windows, which `.batch(n)` would not make.
    Loops whose batches are always full are TFS302's.

    ## Example

    ## Fix safety
    No automatic fix: the rewrite changes how the data is read. The finding carries a
    display-only suggestion with the `tf.data` pipeline, written with the names of the
    loop (`--output-format full` or JSON `fix.applicability = "displayonly"`).
    Severity: a warning, an error where the file needs static shapes (TPU, XLA, TFLite,
    stateful RNN); the `zip` form, whose batches are all full, keeps the warning.

    ## References
    - [`tf.data.Dataset.batch`](https://www.tensorflow.org/api_docs/python/tf/data/Dataset#batch)
    - [Better performance with the tf.data API](https://www.tensorflow.org/guide/data_performance)
    - [tf.function retracing](https://www.tensorflow.org/guide/function#controlling_retracing)
    """

    CODE = "TFS301"
    NAME = "manual-batching-loop"
    MESSAGE = "Loop cuts mini-batches by hand and feeds them to a model or session; use a `tf.data` pipeline"
    FIX = Applicability.DISPLAY_ONLY
    NEEDS = (BatchAnalysis,)
    TOKENS = (b".run(", b".eval(", b"_on_batch", b"fit(", b"predict", b"evaluate", b"gradient", b"minimize",
              b"model", b"step", b"net")
    # Every hand-made batching form counts with `range`/`arange`, a `while` loop or a
    # split: files with none of them (a fifth of TF files that name a consumer) skip the parse.
    ALSO_TOKENS = (b"range", b"while", b"split")
    VALID = [
        # A loop in a tf.function over tf.range: AutoGraph runs it in the graph.
        "import tensorflow as tf\n"
        "@tf.function\n"
        "def attributions(model, alphas, batch_size=32):\n"
        "    for start in tf.range(0, len(alphas), batch_size):\n"
        "        grads = compute_gradients(model, alphas[start:start + batch_size])\n"
        "    return grads\n",
        # tf.data does the batching.
        "import tensorflow as tf\n"
        "ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(32, drop_remainder=True)\n"
        "for xb, yb in ds:\n"
        "    model.train_on_batch(xb, yb)\n",
        # Slices for plotting, not for a model.
        "import tensorflow as tf\nimport matplotlib.pyplot as plt\n"
        "for i in range(0, len(images), 8):\n"
        "    plt.imshow(np.hstack(images[i:i + 8]))\n",
        # A sliding window over one sequence, one example at a time.
        "import tensorflow as tf\n"
        "for t in range(len(series) - window):\n"
        "    pred = model.predict(series[t:t + window].reshape(1, window, 1))\n",
        # 2-D tiles of one image.
        "import tensorflow as tf\n"
        "for y in range(0, h, tile):\n"
        "    for x in range(0, w, tile):\n"
        "        out[y:y + tile, x:x + tile] = model.predict(image[None, y:y + tile, x:x + tile])\n",
        # Inference in chunks, in a file that does not need static shapes.
        "import tensorflow as tf\nimport numpy as np\n"
        "preds = np.concatenate([sess.run(out, {x: X[i:i + bs]})\n"
        "                        for i in range(0, len(X), bs)])\n",
        # The folds of a cross-validation.
        "import tensorflow as tf\nimport numpy as np\n"
        "for i in range(k):\n"
        "    val_x = x[i * n:(i + 1) * n]\n"
        "    part_x = np.concatenate([x[:i * n], x[(i + 1) * n:]])\n"
        "    model.fit(part_x, y, epochs=10)\n"
        "    model.evaluate(val_x, val_y)\n",
        # A library's next_batch gives full batches: TFS302's finding, not this one.
        "import tensorflow as tf\n"
        "for step in range(1000):\n"
        "    batch_x, batch_y = mnist.train.next_batch(100)\n"
        "    sess.run(train_op, feed_dict={x: batch_x, y: batch_y})\n",
    ]
    INVALID = [
        "import tensorflow as tf\n"
        "for i in range(0, len(X_train), batch_size):\n"
        "    sess.run(train_op, feed_dict={x: X_train[i:i + batch_size], y: y_train[i:i + batch_size]})\n",
        "import tensorflow as tf\n"
        "for start, end in zip(range(0, len(x_train), 128), range(128, len(x_train), 128)):\n"
        "    loss = model.train_on_batch(x_train[start:end], y_train[start:end])\n",
        "import tensorflow as tf\n"
        "start = 0\n"
        "while start < n:\n"
        "    end = start + bs\n"
        "    with tf.GradientTape() as tape:\n"
        "        loss = loss_fn(y[start:end], net(x[start:end]))\n"
        "    grads = tape.gradient(loss, net.trainable_variables)\n"
        "    start = end\n",
        "import tensorflow as tf\nimport numpy as np\n"
        "for xb, yb in zip(np.array_split(X, 10), np.array_split(Y, 10)):\n"
        "    model.fit(xb, yb, verbose=0)\n",
        "import tensorflow as tf\n"
        "def next_batch(X, y, i, bs):\n"
        "    return X[i * bs:(i + 1) * bs], y[i * bs:(i + 1) * bs]\n"
        "for epoch in range(10):\n"
        "    for i in range(n_batches):\n"
        "        xb, yb = next_batch(X_train, y_train, i, bs)\n"
        "        train_step(xb, yb)\n",
        "import tensorflow as tf\nimport numpy as np\n"
        "losses = [sess.run([train_op, loss], {x: X[i:i + bs]})[1]\n"
        "          for i in range(0, len(X), bs)]\n",
    ]

    def leave_Module(self, node: cst.Module) -> None:
        report_loops(self, reported_loops(self.context, full=False), self._message)

    def _message(self, item: BatchLoop) -> str:
        width = f"`{item.width}`" if item.width else "a batch"
        consumer = f"`{item.consumer}`"
        size = item.width or "batch_size"
        # What `drop_remainder=True` costs, said where it is advised (yaringal's concrete dropout
        # notebook, read in stop 40: data sets of 10 to 10,000 examples in batches of 20; the
        # smallest would give no batch at all).
        fix = (f"use `tf.data.Dataset.from_tensor_slices(...).batch({size}, drop_remainder=True)"
               ".prefetch(tf.data.AUTOTUNE)` (it leaves out the examples that do not fill a whole batch, "
               f"up to {size} - 1 per epoch, and every example of a data set smaller than one batch: shuffle "
               "each epoch so that others are left out, or pad the data to whole batches)")
        if item.pads:
            # The helper pads each batch to its own longest sequence: ragged examples.
            fix = (f"`{item.helper_name}()` pads each batch to its own longest sequence, so the examples are "
                   "ragged: make a `tf.data.Dataset` of them (`from_generator` over the unpadded examples) and "
                   f"use `.padded_batch({size}, drop_remainder=True).prefetch(tf.data.AUTOTUNE)` (it leaves out "
                   f"the examples that do not fill a whole batch, up to {size} - 1 per epoch)")
        if item.kind == "zip":
            dropped = f"up to {width} examples" if item.width else "up to a batch of examples"
            head = (f"This loop cuts mini-batches by hand (`{item.example}`) and feeds them to {consumer}; "
                    f"`zip(range(0, n, bs), range(bs, n, bs))` never yields the last batch, so {dropped} "
                    "per epoch are silently dropped")
        elif item.kind == "array_split" and item.rest:
            source = _join(item.arrays) or "an array"
            head = (f"This loop feeds {consumer} batches that `np.split` cuts from {source} at given points "
                    f"(`{item.rest}`): the last takes the rest of the data, so its size differs from the others "
                    "unless the length divides evenly, the batch dimension is not static, and the batching runs "
                    "on the host")
        elif item.kind == "array_split":
            source = _join(item.arrays) or "an array"
            head = (f"This loop feeds {consumer} batches cut by `np.array_split` from {source}: unless the "
                    "length divides evenly their sizes differ by one, so the batch dimension is not static, "
                    "and the batching runs on the host")
        elif item.kind == "helper" and item.splits:
            name = item.via_name or item.helper_name
            head = (f"This loop feeds {consumer} mini-batches from `{item.helper_name}()`, which cuts them with "
                    f"`np.array_split` on the host{'' if name == item.helper_name else f' (in `{name}()`)'}: "
                    "unless the length divides evenly their sizes differ by one, so the batch dimension is "
                    "not static")
        elif item.kind == "helper":
            if item.via_name:
                head = (f"This loop feeds {consumer} mini-batches from `{item.helper_name}()`, a helper of this "
                        f"module that takes them from `{item.via_name}()`, which slices them by hand on the host; "
                        f"{_SHORT}")
            elif item.rest:
                head = (f"This loop feeds {consumer} mini-batches from `{item.helper_name}()`, a helper of this "
                        f"module that slices them by hand on the host; its last batch takes the rest of the data "
                        f"(`{item.rest}`), so its size differs from the others unless the length divides evenly, "
                        "and the batch dimension is not static")
            else:
                head = (f"This loop feeds {consumer} mini-batches from `{item.helper_name}()`, a helper of this "
                        f"module that slices them by hand on the host; {_SHORT}")
        elif item.linspace:
            head = (f"This loop cuts mini-batches by hand (`{item.example}`) between neighbouring points of an "
                    f"`np.linspace` and feeds them to {consumer}: unless the span divides evenly into the steps, "
                    "the sizes differ by one from batch to batch, so the batch dimension is not static")
        elif item.kind == "container":
            head = f"This loop feeds {consumer} mini-batches sliced by hand into a Python list; {_SHORT}"
        elif item.kind == "generator":
            head = f"This generator loop cuts mini-batches by hand (`{item.example}`) for {consumer}; {_SHORT}"
        elif item.rest:
            # `if i == total_batch - 1: batch = idxs[i * bs:]` (DeepRec, stop 45): the last step
            # takes the rest, longer than the others; nothing is left out today.
            head = (f"This loop cuts mini-batches by hand (`{item.example}`) and feeds them to {consumer}; its "
                    f"last step takes the rest of the data (`{item.rest}`), a batch of another size than the others "
                    "(longer where the count of steps rounds down, shorter where it rounds up) unless the length "
                    "divides evenly, so the batch dimension is not static (where the step is traced or "
                    "compiled: `tf.function` retraces, XLA recompiles, TPU fails)")
        else:
            head = (f"This loop cuts mini-batches by hand (`{item.example}`) and feeds them to {consumer}; "
                    f"{_SHORT} (where the step is traced or compiled: `tf.function` retraces, XLA recompiles, "
                    "TPU fails)")
        if item.loop.kind == "comp":
            head = head.replace("This loop", "This comprehension", 1)
        if item.feeds_queue:
            # A producer thread filling a queue (Tacotron's data feeder, fortieth split): the copy
            # overlaps the computation already; the short batch is what goes wrong.
            fix = ("it runs a queue's enqueue op, so the short batch goes into the queue and every dequeued batch "
                   "has a `None` batch dimension; enqueue only full batches (`if len(batch) == "
                   f"{item.width or 'batch_size'}:`) and give the placeholders that size, or read the data with "
                   "`tf.data` (`padded_batch` for sequences of different lengths)")
        return f"{head}; {fix}"


#: What a loop that slices to the end of its data gives (true also when the length divides).
_SHORT = ("the last batch of each epoch is shorter unless the number of examples is a multiple of the batch size, "
          "so the batch dimension is not static")


def report_loops(rule: Rule, items: List[BatchLoop], message: Callable[[BatchLoop], str]) -> None:
    """Report each loop at its `for`/`while` line with the `tf.data` pipeline that replaces
    it (display only); a loop whose last batch is short escalates where shapes must be static."""
    for item in items:
        loop = item.loop
        assert loop.report_node is not None
        rule.report(loop.report_node, message(item), end_node=loop.report_end,
                    fix=PendingFix(Applicability.DISPLAY_ONLY, "Build the batches with tf.data (display only)",
                                   (), suggestion=pipeline_suggestion(rule.context, item)),
                    escalate=item.partial == "partial")


#: What TFS302 reports: batches always full, from a helper of another module (not known),
#: or grown item by item (a size that varies, not a short last batch).
_NOT_SHORT = ("full", "unknown", "varies", "random", "count", "resized")


def reported_loops(context: LintContext, full: bool) -> List[BatchLoop]:
    """The batching loops of the file that TFS302 (`full`) or TFS301 reports. TFS302 also
    reports the loops over a helper from another module, and over a helper that grows its
    batches item by item: their batches are made on the host, but no short last batch is
    known (see `_NOT_SHORT`).

    Evaluation-only loops (`model.predict` on slices, a `sess.run` that fetches no
    training op, an eager forward pass with nothing that trains) are left alone unless the file needs static shapes (TPU, XLA, TFLite,
    a stateful RNN): chunked inference on CPU/GPU runs a few batch sizes once each.
    Full batches run into a queue's enqueue op (a producer thread, TF1's prefetch design)
    are left alone: the copy overlaps the computation. Batches that can be short, run into a
    queue, get advice that fits a producer: enqueue only full batches.
    """
    loops = [item for item in context.analysis(BatchAnalysis).loops
             if (item.partial in _NOT_SHORT) == full and not _in_graph(context, item.loop)
             and not _runs_once(item.loop)
             # Full batches into a queue (TF1's prefetch design): the copy overlaps the
             # computation and the batch keeps its size; nothing to report. A short one is.
             and not (item.partial == "full" and item.feeds_queue and item.static_feed is None)
             # Full slices of a tensor already on the device: nothing is copied in (SA-PINNs'
             # `x_f[i*bs:(i+1)*bs]` of a `tf.convert_to_tensor`, ninety-seventh split, judged false).
             and not (full and item.on_device)]
    if any(not item.training for item in loops) and not context.needs_static_shapes():
        loops = [item for item in loops if item.training]
    return loops


_TF_FUNCTIONS = ("tensorflow.function", "tensorflow.contrib.eager.defun")


def _runs_once(loop: Loop) -> bool:
    """The loop's body ends its first pass with a `break` of its own (not under an `if`):
    one batch, taken to build or warm up a model (DogFaceNet's "keras models are to be
    initialized by a training on a single batch", ninety-second split, judged false twice)."""
    node = loop.node
    if not isinstance(node, (cst.For, cst.While)) or not isinstance(node.body, cst.IndentedBlock) \
            or not node.body.body:
        return False
    last = node.body.body[-1]
    # (the last statement, with no `continue` anywhere that could start another pass: review of stop 43)
    return isinstance(last, cst.SimpleStatementLine) and any(isinstance(small, cst.Break) for small in last.body) \
        and not any(isinstance(inner, cst.Continue) for inner in walk_tree(node.body, lambda n: False))


def _in_graph(context: LintContext, loop: Loop) -> bool:
    """A loop over `tf.range`, or any loop in a `tf.function`, runs in the graph or at trace
    time: its slices are cut from tensors in the graph, not fed from the host."""
    node = loop.node
    if isinstance(node, cst.For) and isinstance(node.iter, cst.Call) and context.resolve(node.iter.func) == "tensorflow.range":
        return True
    scope: Optional[Scope] = loop.scope
    while scope is not None:
        for decorator in scope.decorators:
            target = decorator.decorator.func if isinstance(decorator.decorator, cst.Call) else decorator.decorator
            if context.resolve(target) in _TF_FUNCTIONS:
                return True
        scope = scope.parent
    return False


def pipeline_suggestion(context: LintContext, item: BatchLoop) -> str:
    """The `tf.data` pipeline that replaces the loop's batching, with its names."""
    tf = tf_alias(context.names)
    arrays = item.arrays[:4] or ["x", "y"]
    tensors = arrays[0] if len(arrays) == 1 else "(" + ", ".join(arrays) + ")"
    width = item.width or "batch_size"
    pipeline = f"dataset = {tf}.data.Dataset.from_tensor_slices({tensors})"
    if item.training:
        pipeline += f".shuffle(len({arrays[0]}))"
    pipeline += f".batch({width}, drop_remainder=True).prefetch({tf}.data.AUTOTUNE)"
    names = item.batch_names or [f"{a.split('.')[-1].split('[')[0]}_batch" for a in arrays]
    lines = [pipeline]
    if not item.training:
        lines.append("# evaluation: keep every example with .batch(n) (or pad the last batch) on GPU/CPU")
    lines.append(f"for {', '.join(names)} in dataset:  # TF1 graph: "
                 f"{tf}.compat.v1.data.make_one_shot_iterator(dataset).get_next()")
    return "\n".join(lines) + "\n"


def _join(items: List[str]) -> str:
    return ", ".join(f"`{item}`" for item in items[:3])
