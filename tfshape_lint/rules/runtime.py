"""TFS9xx: findings of the runtime checker (`tfshape-lint trace`).

These classes only document the codes, so that `tfshape-lint rule TFS902`, `--select`,
`--ignore` and suppression comments know them. The static engine never runs them
(`RUNTIME = True`); the checker in `tfshape_lint/runtime/` produces the diagnostics.
`tfshape_lint/runtime/codes.py` holds the same codes for the checker (a test keeps the
two in sync) so that the checker does not import libcst.
"""

from __future__ import annotations

from typing import List, Type

from tfshape_lint.model import Severity
from tfshape_lint.rules.base import Rule


class NoneDimInput(Rule):
    """
    ## What it does
    Traces the model or function with its declared input specs and reports every input
    that has a `None` dimension, with how far the unknown dimension spreads
    ("batch dimension None of input `image` reaches 285 of 1831 tensors"). The finding
    is at the line that declared the input: the `keras.Input`/`InputLayer` call, the
    `input_signature`, the dataset's `.batch(...)`, or the target for a `--spec`.

    ## Why is this bad?
    Every tensor downstream of a `None` dimension has a dynamic shape. XLA
    (`jit_compile=True`) and TPUs compile once per concrete shape, a short last batch
    retraces `tf.function`s, and TFLite converters and some kernels need static shapes.
    Errors seen in practice: `ValueError: Only support static input shape`,
    `Compilation failure: ... must be a compile-time constant`, and
    `TPU compilation failed ... unknown dimension`.

    ## When is this OK?
    Models that are served with any batch size on CPU/GPU without XLA. Ignore the code
    with `--ignore TFS901` when the dynamic batch is intended.

    ## Example
    ```python
    inputs = keras.Input(shape=(28, 28, 1))               # batch dimension None
    ```

    Use instead:

    ```python
    inputs = keras.Input(shape=(28, 28, 1), batch_size=32)
    dataset = dataset.batch(32, drop_remainder=True)
    ```

    ## Fix safety
    No automatic fix: a static batch size also needs `drop_remainder=True` in the input
    pipeline.

    ## References
    - [`keras.Input`](https://keras.io/api/models/model/#input-function)
    - [`tf.function` retracing](https://www.tensorflow.org/guide/function#controlling_retracing)
    """

    CODE = "TFS901"
    NAME = "none-dim-input"
    MESSAGE = "A declared input has a `None` dimension that spreads through the traced graph"
    ESCALATE = False
    RUNTIME = True


class DataDependentDim(Rule):
    """
    ## What it does
    Traces the model again with every `None` input dimension replaced by `--batch-size`
    (default 32) or `--assume NAME.DIM=N`, and reports each op whose inputs are all static
    but whose output is not: its size depends on the values of the data. Typical origins
    are `tf.boolean_mask`, `tf.unique`, one-argument `tf.where`, image decoders, and
    TensorArrays. One finding per source line, naming the API, the op type and name, the
    shape, how many tensors it makes unknown and which model outputs it reaches.

    ## Why is this bad?
    No input spec can make the graph static: XLA and TPUs reject or recompile it
    (`Compilation failure: ... Where`, `Detected unsupported operations when trying to
    compile graph ... Where`), and every shape downstream is unknown to Keras and to
    TFLite.

    ## When is this OK?
    Pre- and post-processing that runs on the host, outside the compiled model.

    ## Example
    ```python
    def call(self, x):
        return tf.boolean_mask(x, x > 0)        # length depends on the data
    ```

    Use instead:

    ```python
    def call(self, x):
        return tf.where(x > 0, x, 0.0)          # same shape as x
    ```

    ## Fix safety
    No automatic fix: keeping a static size changes what the code computes (padding,
    masking) or asserts a size (`tf.ensure_shape`) that must be true.

    ## References
    - [`tf.ensure_shape`](https://www.tensorflow.org/api_docs/python/tf/ensure_shape)
    - [XLA known issues: dynamic shapes](https://openxla.org/xla/known_issues)
    """

    CODE = "TFS902"
    NAME = "data-dependent-dim"
    MESSAGE = "An op makes a dimension depend on tensor values, even with static inputs"
    ESCALATE = False
    RUNTIME = True


class UnknownRank(Rule):
    """
    ## What it does
    Like TFS902, for ops whose output has an unknown *rank* even with static inputs:
    `tf.numpy_function`, `tf.py_function`, `tf.io.parse_tensor`, and similar.

    ## Why is this bad?
    With an unknown rank, Keras cannot build the next layer
    (`ValueError: The last dimension of the inputs to a Dense layer should be defined`),
    and XLA cannot compile the graph.

    ## When is this OK?
    When the result is only used on the host.

    ## Example
    ```python
    y = tf.numpy_function(np.sort, [x], tf.float32)           # rank unknown
    ```

    Use instead:

    ```python
    y = tf.numpy_function(np.sort, [x], tf.float32)
    y = tf.ensure_shape(y, x.shape)
    ```

    ## Fix safety
    No automatic fix.

    ## References
    - [`tf.numpy_function`](https://www.tensorflow.org/api_docs/python/tf/numpy_function)
    - [`tf.ensure_shape`](https://www.tensorflow.org/api_docs/python/tf/ensure_shape)
    """

    CODE = "TFS903"
    NAME = "unknown-rank"
    MESSAGE = "An op's output has an unknown rank, even with static inputs"
    ESCALATE = False
    RUNTIME = True


class ShapeFlow(Rule):
    """
    ## What it does
    Reports an op whose inputs have static shapes but whose output shape is computed
    from the *value* of a data-dependent size, through `tf.shape`, `tf.size` or
    `tf.rank` (e.g. `tf.zeros([tf.shape(kept)[0], 4])`, `tf.reshape(t, [tf.shape(m)[0], -1])`).

    ## Why is this bad?
    The unknown size escapes into tensors that do not depend on the data themselves,
    which makes it hard to see where a dynamic shape comes from.

    ## When is this OK?
    When the size it depends on is truly dynamic and the graph never runs under XLA.

    ## Example
    ```python
    counts = tf.zeros([tf.shape(kept)[0], 4])
    ```

    Use instead:

    ```python
    counts = tf.zeros([MAX_KEPT, 4])    # a static maximum, with padding
    ```

    ## Fix safety
    No automatic fix.

    ## References
    - [`tf.shape` vs `Tensor.shape`](https://www.tensorflow.org/api_docs/python/tf/shape)
    """

    CODE = "TFS904"
    NAME = "shape-flow"
    MESSAGE = "A shape is computed from the value of a data-dependent dimension"
    ESCALATE = False
    RUNTIME = True


class Retrace(Rule):
    """
    ## What it does
    With `--check-retrace`, calls the function at the declared batch N (else
    `--batch-size`), then with N-1 (a short last batch) and once per other `None`
    dimension with that dimension one smaller, and reports each call that was traced
    again, from `experimental_get_tracing_count()`, naming what changed (the batch, or
    dim 1 of `tokens`). When nothing retraces, a note lists the calls made. With `jit_compile=True`, it also reports that
    every new input shape is a new XLA compilation, even when a single trace with a
    `None` dimension serves both.

    ## Why is this bad?
    Each retrace costs a full Python trace; each XLA compile costs from tens of
    milliseconds to minutes. TensorFlow warns `5 out of the last 5 calls to <function>
    triggered tf.function retracing`.

    ## When is this OK?
    When the function is called with a handful of shapes in total.

    ## Example
    ```python
    @tf.function(jit_compile=True)
    def step(x): ...
    for x in dataset.batch(32):     # the last batch is shorter
        step(x)
    ```

    Use instead:

    ```python
    for x in dataset.batch(32, drop_remainder=True):
        step(x)
    ```

    ## Fix safety
    No automatic fix.

    ## References
    - [Controlling retracing](https://www.tensorflow.org/guide/function#controlling_retracing)
    - [XLA `jit_compile`](https://www.tensorflow.org/xla)
    """

    CODE = "TFS905"
    NAME = "retrace"
    MESSAGE = "The function is traced again (and recompiled by XLA) for a new batch size"
    ESCALATE = False
    RUNTIME = True


class BatchDependentOutput(Rule):
    """
    ## What it does
    With `--check-batch-invariance`, calls the model as users do (`model(x)`) at the
    declared batch size (else `--batch-size`, at most 2) on two batches that share
    their first half of examples and differ in the other half, and, where the batch is
    not fixed, on the first example alone; it reports the first layer whose output for
    the shared examples differs beyond a tolerance, at the line that calls it. Inputs
    are distinct valid examples (token ids inside the model's vocabulary, varied
    strings). When the check cannot run on a target, the command says so and exits 2.

    ## Why is this bad?
    Predictions must not depend on which other examples share the batch. The usual cause
    is `BatchNormalization` called with `training=True` in `call()`, which normalises
    with the statistics of the current batch (a batch of one gives all zeros), or a layer
    that mixes examples across the batch axis.

    ## When is this OK?
    Layers that are meant to mix examples (e.g. contrastive losses); never in a
    prediction path.

    ## Example
    ```python
    def call(self, x, training=None):
        return self.norm(self.dense(x), training=True)
    ```

    Use instead:

    ```python
    def call(self, x, training=None):
        return self.norm(self.dense(x), training=training)
    ```

    ## Fix safety
    No automatic fix.

    ## References
    - [`keras.layers.BatchNormalization`](https://keras.io/api/layers/normalization_layers/batch_normalization/)
    """

    CODE = "TFS906"
    NAME = "batch-dependent-output"
    MESSAGE = "A layer's output in inference depends on the batch it is in"
    SEVERITY = Severity.ERROR
    ESCALATE = False
    RUNTIME = True


class PipelineUnknownDim(Rule):
    """
    ## What it does
    With `--dataset module:fn`, runs `fn()` with the `tf.data.Dataset` constructor
    hooked, so each dataset in the pipeline remembers the line of yours that created it,
    then walks the pipeline from its sources to the dataset returned and reports where a
    dimension of the element becomes unknown:

    - a `batch`/`padded_batch`/`ragged_batch` whose batch dimension is `None` (no
      `drop_remainder=True`), at that line;
    - a `padded_batch` that pads a dimension to each batch's longest element (no
      `padded_shapes` for it);
    - inside a `map`, `filter`, `scan` or `group_by_window` function, each op that makes a
      dimension unknown from static inputs (`tf.strings.split`, `tf.boolean_mask`,
      `tf.unique`), at the op's own line, as the graph walk of TFS902/TFS903 finds them;
    - any other transformation that turns a static dimension into `None`.

    ## Why is this bad?
    The model receives what the pipeline gives: an element spec with `None` where a size
    could be fixed means the model is traced for an unknown size, and every consequence
    of TFS901 follows (retraces, XLA recompiles, Grappler planning for a batch of one).
    The pipeline is where the size is cheapest to fix.

    ## When is this OK?
    Variable-length inputs served on CPU or GPU, where a `None` sequence length is
    wanted. Pad or bucket them (`bucket_by_sequence_length` with `drop_remainder=True`)
    for XLA or TPU.

    ## Example
    ```python
    def make_dataset():
        ds = tf.data.TextLineDataset(path)
        ds = ds.map(lambda line: tf.strings.split(line))     # a variable number of words
        return ds.padded_batch(32)
    ```

    Use instead:

    ```python
    def make_dataset():
        ds = tf.data.TextLineDataset(path)
        ds = ds.map(lambda line: tf.strings.split(line)[:MAX_WORDS])
        return ds.padded_batch(32, padded_shapes=[MAX_WORDS], drop_remainder=True)
    ```

    ## Fix safety
    No automatic fix.

    ## References
    - [`tf.data.Dataset.padded_batch`](https://www.tensorflow.org/api_docs/python/tf/data/Dataset#padded_batch)
    - [Better performance with the tf.data API](https://www.tensorflow.org/guide/data_performance)
    """

    CODE = "TFS907"
    NAME = "pipeline-unknown-dim"
    MESSAGE = "A `tf.data` transformation leaves a dimension of the element unknown"
    ESCALATE = False
    RUNTIME = True


RULES: List[Type[Rule]] = [NoneDimInput, DataDependentDim, UnknownRank, ShapeFlow, Retrace, BatchDependentOutput, PipelineUnknownDim]
