"""Where a file cuts mini-batches by hand and feeds them to a model or a session.

A derived analysis (built from the scope model when a rule first asks): the loops
whose slices move with the loop's counter (`x[i:i + bs]`), the helpers of the module
that return or yield such slices, lists of batches built that way or by
`np.array_split`, and the consumer each batch reaches (`sess.run`, `model.fit`, a
model call, a training step). The host-batching rules (TFS3xx) say what it means.
"""

from __future__ import annotations

import collections
import re
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterator, List, Optional, Set, Tuple, Union

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value
from tfshape_lint.analysis.base import Analysis, FileContext, code_only
from tfshape_lint.analysis.batch_helpers import BatchHelpers, library_next_batch
from tfshape_lint.analysis.batch_purpose import (
    EQUAL_SPLIT,
    fold_loop,
    helper_always_full,
    over_devices,
    replay_memory,
    skips_items,
    takes_the_rest,
    wraps_around,
    yields_grown_lists,
)
from tfshape_lint.analysis.consumers import (
    CONSUMER_METHODS,
    GENERATOR_CONSUMERS,
    STEP_NAME,
    TRAINING_METHODS,
    Consumers,
    data_args,
)
from tfshape_lint.analysis.expressions import (
    children,
    in_scalar_context,
    range_call,
    references,
    slice_bounds,
    stored_targets,
    touches,
    walk,
    wrapped_window,
)
from tfshape_lint.analysis.feeds import FeedAnalysis, fetches_of
from tfshape_lint.analysis.literals import is_literal, string_value
from tfshape_lint.analysis.names import dotted_name, terminal_name
from tfshape_lint.analysis.naming import BATCH_SIZE_NAME, identifier_words
from tfshape_lint.analysis.placeholders import Placeholders
from tfshape_lint.analysis.quoting import fold, snippet, unique
from tfshape_lint.analysis.scopes import Binding, Loop, Scope, ScopeFacts
from tfshape_lint.analysis.slicing import (
    BATCH_WIDTH,
    FOLD_NAME,
    HELPER_NAME,
    INDEX_NAME,
    array_args,
    batch_split,
    batches_kind,
    bound_width,
    contains,
    cross_validation,
    data_refs,
    linspace_cuts,
    literal_int_in,
    padded_to_whole_batches,
    range_step,
    reads,
    rounded_up_count,
    slice_width,
    step_of,
    time_window,
    width_of,
    written_into_a_buffer,
)
from tfshape_lint.analysis.walk import child_nodes
from tfshape_lint.analysis.walk import walk as walk_tree

#: What a `sess.run` fetch is called when it trains: `train_op`, `optimizer`, `minimize(...)`.
_TRAINING_FETCH = re.compile(r"train|opt|minimi|update|apply|step|solver|_op\b|\bop\b|grad|backprop", re.IGNORECASE)
#: Reductions of a slice to one value (a mean over a window), which no batch survives.
_REDUCING = frozenset({"mean", "sum", "max", "min", "std", "var", "median", "prod", "average", "nanmean", "nansum",
                       "amax", "amin", "ptp", "reduce_mean", "reduce_sum", "reduce_max", "reduce_min"})
#: Words of a function's name that say it looks at a model rather than trains it.
#: (Not `test` or `eval`: `def test_batches(self):` of a feeder makes the test set's batches.)
_OBSERVING_WORDS = frozenset({"observe", "salience", "saliency", "visualize", "visualise", "visualization", "plot",
                              "show", "draw"})
#: Words of a function's name that say it runs the model forward: `def inference(image_paths, sess,
#: embeddings_op, ...)` (Andrew62's FaceNet LFW evaluation, sixty-sixth split, judged false).
#: Evaluation only where no run of the loop trains (`variational_inference` trains: review of stop 37).
_INFERENCE_WORDS = frozenset({"inference", "infer", "predict", "prediction", "predictions", "embed", "embedding",
                              "embeddings"})
#: Words of a function's name that say it trains.
_TRAINING_NAME_WORDS = frozenset({"train", "training", "fit", "learn", "optimize", "step", "update"})
#: An op named for what it evaluates (`top_k_op`, `accuracy_op`, `pred_op`, `summary_op`, a
#: model's `model.eval_op`): no training op, whatever its `_op` says (CodeAchieveDream's test
#: loop, thirty-sixth split). Not a bare `eval_op`: the PTB tutorial's `run_epoch(session,
#: model, data, eval_op)` is given `m.train_op` to train.
#: A part of an op's name that says it trains (`grad_acc_op`, `summarizer_train_op`): not evaluation.
#: A model's output qualified by the training mode or set (`decoded_train`, `logits_train`,
#: `train_predictions`): read, not a step.
_OUTPUT_OF_TRAINING = re.compile(
    r"(?i)\b\w*(?:decoded|decode|logits?|outputs?|probs?|probabilities|preds?|predictions?|acc|accuracy)_train\b"
    r"|\btrain_(?:decoded|logits?|outputs?|probs?|probabilities|preds?|predictions?|acc|accuracy)\b")
_TRAINING_PART = re.compile(r"(?i)train|grad|opt|update|minimi|apply|step|solver|backprop")
_EVALUATION_OP = re.compile(
    r"(?i)\b\w*(?:top_?k|acc(?:uracy)?|pred\w*|summar\w*|merged|correct\w*|test\w*|infer\w*|metric\w*|loss|cost)_ops?\b"
    r"|\.\w*eval\w*_ops?\b")


#: Functions of the module whose name says they train (`train_step`, `update_model`).
#: A tensor named in a string (`'scope/inner/name:0'`): its last part, the op's own name.
_TENSOR_NAME = re.compile(r"""['"](?:[\w.-]+/)+([\w.-]+?)(?::\d+)?['"]""")
#: Keras calls that run a generator through their enqueuer (a worker thread ahead of training).
_KERAS_QUEUED = frozenset({"fit", "fit_generator", "evaluate", "evaluate_generator", "predict", "predict_generator"})
#: Keras methods that take a generator and train nothing.
_KERAS_INFERENCE = frozenset({"evaluate", "evaluate_generator", "predict", "predict_generator"})
#: A fetch of the global step (read for a summary), not a training step.
_GLOBAL_STEP = re.compile(r"""(?i)\bglobal_?step\b|\[\s*['"](?:global_?)?step['"]\s*\]""")
_GLOBAL_STEP_NAME = re.compile(r"""(?i)\bglobal_?step\b|\[\s*['"]global_?step['"]\s*\]""")
#: A dict entry `'step': value` (pointnet2's `ops = {..., 'step': batch}`).
_STEP_KEY = re.compile(r"""['"]step['"]\s*:\s*([^,}\n]+)""")
_TRAINING_CALL = re.compile(r"train|update|optimi|fit\b|backprop|learn", re.IGNORECASE)


#: Calls that step an optimizer.
_OPTIMIZER_STEPS = frozenset({"apply_gradients", "minimize"})


#: Methods of Keras metrics: `accuracy.update_state(...)` keeps score, it trains nothing.
_METRIC_METHODS = frozenset({"update_state", "reset_state", "reset_states", "merge_state"})


#: An update of a metric by its name (`sess.run(test_accuracy.update(...))`).
_METRIC_UPDATE = re.compile(r"\b\w*(?:accuracy|metric|auc|precision|recall|mean_iou)\w*\.update\w*\(", re.IGNORECASE)


def _trains_by_name(call: cst.Call) -> bool:
    """A call whose name says it trains (`train_step`, `optimizer.apply_gradients`)."""
    name = terminal_name(call.func) or ""
    return bool(_TRAINING_CALL.search(name)) or name in TRAINING_METHODS


def _dict_update(call: cst.Call) -> bool:
    """`feed_dict.update({...})`, `params.update(lr=0.1)`: a dict filled in, not a model updated
    (bmenn's speech models add entries to the feed before each run, sixty-seventh split)."""
    if terminal_name(call.func) != "update" or not isinstance(call.func, cst.Attribute):
        return False
    receiver = terminal_name(call.func.value) or ""
    return bool(re.search(r"(?i)dict|feed|kwargs|params|config|options|args", receiver)) or (
        bool(call.args) and (all(arg.keyword is not None for arg in call.args)
                             or (len(call.args) == 1 and isinstance(call.args[0].value, cst.Dict))))


#: Keywords a model or step function takes to say whether it trains.
_TRAINING_KEYWORD = re.compile(r"(?i)(?:is_?)?train(?:ing)?(?:_?mode)?|mode")
#: Values of a `mode=` keyword that say evaluation.
_EVALUATION_MODE = re.compile(r"(?i)\b(?:eval\w*|test\w*|valid\w*|infer\w*|predict\w*|val)\b")


def _says_evaluation(call: cst.Call) -> Optional[str]:
    """The keyword of a call that says it does not train, or None: `model.step(sess, x, y,
    dp, isTraining=False)` (una-dinosauria's 3d-pose-baseline, its test loop), `net(x,
    is_training=False)`, `run_epoch(..., training=False)`, `step(..., mode='eval')` or
    `mode=ModeKeys.EVAL`."""
    for arg in call.args:
        if arg.keyword is None or not _TRAINING_KEYWORD.fullmatch(arg.keyword.value):
            continue
        value = arg.value
        if arg.keyword.value.lower() == "mode":
            text = value.value if isinstance(value, cst.SimpleString) else (dotted_name(value) or "")
            if _EVALUATION_MODE.search(text.split(".")[-1].strip("'\"")):
                return arg.keyword.value
        elif isinstance(value, cst.Name) and value.value == "False":
            return arg.keyword.value
    return None


def _metric_update(call: cst.Call) -> bool:
    """`accuracy.update_state(...)`, `test_accuracy.update(...)`: a metric keeps score."""
    name = terminal_name(call.func) or ""
    if name in _METRIC_METHODS:
        return True
    return isinstance(call.func, cst.Attribute) and name.startswith("update") \
        and bool(_METRIC_UPDATE.match(f"{terminal_name(call.func.value) or ''}.{name}("))


#: A regex match's positions (`m.start()`, `m.end()`): slice bounds in a text, not a batch.
_MATCH_POSITIONS = frozenset({"start", "end"})

#: Calls around an iterable that hand out what it hands out (`enumerate(d.batches(bs))`).
_PASS_THROUGH = frozenset({"enumerate", "tqdm", "iter", "list", "tqdm_notebook"})


def unwrapped_iterable(node: cst.BaseExpression) -> cst.BaseExpression:
    """What a loop goes over under the wrappers that pass it through (`tqdm(ds)`,
    `enumerate(ds)`, `iter(...)`): `ds`."""
    while isinstance(node, cst.Call) and terminal_name(node.func) in _PASS_THROUGH and node.args:
        node = node.args[0].value
    return node
#: Libraries whose iterables are not a project's batch helper (a `tf.data` pipeline is the
#: advice, not the finding; numpy and the standard library do not hand out batches).
_LIBRARY_ROOTS = frozenset({"tensorflow", "keras", "tf_keras", "tensorflow_datasets", "numpy", "torch", "jax",
                            "sklearn", "itertools", "pandas", "six", "builtins", "tqdm", "more_itertools",
                            "math", "random", "operator", "functools", "statistics", "bisect"})
#: Dataset and builtin methods that are no project helper (`ds.batch(bs)` is `tf.data`).
_NOT_HELPERS = frozenset({"batch", "padded_batch", "unbatch", "shuffle", "repeat", "prefetch", "take", "skip",
                          "map", "filter", "as_numpy_iterator", "range", "xrange", "trange", "zip", "enumerate", "split",
                          "array_split", "reshape", "sample", "flow", "flow_from_directory", "flow_from_dataframe"})


#: Names of calls about batches that hand out no batch of a data set: a sample of an agent's
#: buffer (`sample_batch`, `sample_noise_batch`), a batch size's hyper-parameter
#: (`lr_for_batch_size`), batch norm's (`get_batch_norm_params`).
_NOT_A_BATCH_CALL = re.compile(r"(?i)^sample|batch_?size|batch_?norm")
#: The rest a loop of full batches left, sliced off after it: `x[-rem:]`, `x[(-1) * remainder:, :]`,
#: `x[-(n % bs):]`, `x[n_batches * bs:]`.
_REMAINDER_SLICE = re.compile(r"\[\s*(?:(?:\(\s*-\s*1\s*\)\s*\*|-)[^:\[\]]*|[^:\[\]]*\*\s*[\w.]+\s*):\s*[\],]")
#: Fetches that name a training op or an optimizer.
_EXPLICIT_TRAINING = re.compile(r"(?i)train|optimi[sz]|minimi[sz]e|apply_gradients|solver")
#: A name or keyword that counts passes over the data (`num_epochs`, `FLAGS.epochs`).
_EPOCHS = re.compile(r"(?i)(?:^|[._])(?:num_?|n_?|nb_?|max_?|total_?)?epochs$|(?:^|[._])(?:num|nb|max)_?epoch$")
#: A helper named for evaluation batches: `data.testbatch(bs)`, `get_val_batch`, `next_eval_batch`.
_EVALUATION_HELPER = re.compile(r"(?i)(?:^|_)(?:test|eval|val|valid|validation|dev)_?(?:mini_?)?batch")

#: An agent's pool of experience (`self._pool.random_batch(bs)`, SAC), by its receiver's name.
_AGENT_POOL = re.compile(r"(?i)pool\.\w+$")

#: A `next_batch(n)` this large takes the whole of a data set (MNIST's 55,000, CIFAR's 50,000).
_WHOLE_SET = 10_000

#: A replay memory or experience buffer, sampled by an agent (not a data set).
_REPLAY = re.compile(r"(?i)replay|memory|buffer|experience")
#: Methods that add experience to what they are called on (see `_fills_its_source`).
_FILLS = re.compile(r"(?i)add|add_samples?|add_experiences?|add_transitions?|append|store|store_transitions?|"
                    r"store_experiences?|push|put|remember|record|insert")
#: A class named for a replay memory (`ReplayMemory`, `ExperienceBuffer`, `Memory`), not for
#: data held in memory (`MemoryData`) nor a data set of people's experience
#: (`SalaryExperienceData`, second review of stop 34).
_REPLAY_CLASS = re.compile(r"(?i)replay|memory$|^experience|(?:experience|rollout|trajector(?:y|ies)|transitions?)"
                           r"\w*(?:buffer|pool|store|history|queue|collector)$")


def _session_feed(call: cst.Call) -> bool:
    """`sess.run(op, feed_dict=...)`, `op.run(feed)`, `t.eval(...)`, `train_on_batch(x, y)`."""
    return terminal_name(call.func) in ("run", "eval", "train_on_batch")


#: Class names of objects that hand out batches when iterated (`DataLoader`, `BatchGenerator`).
_LOADER_NAME = re.compile(r"(?i)(loader|batch|feeder|provider|dataset|reader|iterator|generator)")
#: The name of an op that fills a queue (`enqueue_op`, `self._enqueue_op`, `q.enqueue_many`).
_ENQUEUE = re.compile(r"(?i)(?:^|_)enq(?:ueue)?(?:_many)?(?:_ops?)?$")

#: An array an agent fills as it acts: a replay memory, not a dataset.
_REPLAY_WORDS = re.compile(
    r"(?i)memory|buffer|replay|experience|transition|episode|storage|_buf\b|\bbuf_|(?:^|[._])mem(?:_|$)")

#: A draw of random indices in a helper's code.
_RANDOM_INDICES = re.compile(r"\brandom\.(?:randint|choice|integers|sample)\s*\(")

#: Tables looked up by random labels (`onehot[np.random.randint(0, k, bs)]`), not data.
_TABLES = frozenset({"numpy.eye", "numpy.identity"})
_TABLE_WORDS = re.compile(r"(?i)table|noise|negative|onehot|one_hot|vocab|embedding|lookup")

#: Draws of a fixed number of random indices: (dotted name, the size's position, its keyword).
_SIZED_DRAWS = {
    "numpy.random.randint": (2, "size"), "numpy.random.choice": (1, "size"),
    "numpy.random.random_integers": (2, "size"), "random.sample": (1, "k"),
}
_GENERATOR_DRAWS = {"integers": (2, "size"), "choice": (1, "size")}


def _inside(scope: Scope) -> Iterator[cst.CSTNode]:
    """Every node of a function's own body (`walk` does not enter the function itself)."""
    for child in scope.node.children:
        yield from walk(child, lambda n: False)


def _local_name(scope: Scope, name: str) -> str:
    """`name` when it is a plain name a function binds itself (a local: not `self.x`, not a
    global); "" otherwise."""
    if "." in name or not name or isinstance(scope.node, cst.Module):
        return ""
    return name if any(b.kind in ("assign", "unpack", "param", "for", "with") for b in scope.bindings.get(name, [])) else ""


def _a_position(index: cst.BaseExpression) -> bool:
    """A write position (`self.ptr`, `i`, `self.count % self.size`), not a mask
    (`x[x < 0] = 0`) or a slice."""
    if isinstance(index, cst.BinaryOperation) and isinstance(index.operator, cst.Modulo):
        return True
    return isinstance(index, (cst.Name, cst.Attribute))


def _a_module(scope: Scope, name: str, resolve: "Callable[[cst.BaseExpression], Optional[str]]") -> bool:
    """`name` is an imported module (`np`), never assigned in the scopes that can see it."""
    seen: Optional[Scope] = scope
    while seen is not None:
        if any(binding.kind != "mutate" for binding in seen.bindings.get(name, [])):
            return False
        seen = seen.parent
    return resolve(cst.Name(name)) is not None


def _sized_random_draw(node: cst.BaseExpression, file: FileContext) -> Optional[cst.BaseExpression]:
    """The size of `np.random.randint(0, n, bs)`, `np.random.choice(n, bs)`,
    `random.sample(range(n), bs)`, `rng.integers(0, n, size=bs)`,
    `np.random.permutation(n)[:bs]`, also sorted (`np.sort(...)`, `sorted(...)`): indices of a
    batch. None for anything else."""
    if isinstance(node, cst.Call) and node.args and node.args[0].keyword is None and not node.args[0].star \
            and ((isinstance(node.func, cst.Name) and node.func.value == "sorted")
                 or file.resolve(node.func) == "numpy.sort"):
        return _sized_random_draw(node.args[0].value, file)
    if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Call) and len(node.slice) == 1:
        part = node.slice[0].slice
        if file.resolve(node.value.func) == "numpy.random.permutation" and isinstance(part, cst.Slice) \
                and part.upper is not None and (part.lower is None or is_literal(part.lower)):
            return part.upper
        return None
    if not isinstance(node, cst.Call):
        return None
    spec = _SIZED_DRAWS.get(file.resolve(node.func) or "")
    if spec is None and isinstance(node.func, cst.Attribute) and re.search(
            r"(?i)rng|random_state|generator", dotted_name(node.func.value) or ""):
        spec = _GENERATOR_DRAWS.get(node.func.attr.value)
    if spec is None:
        return None
    position, keyword = spec
    positional = [arg for arg in node.args if arg.keyword is None and arg.star == ""]
    size = next((arg.value for arg in node.args if arg.keyword is not None and arg.keyword.value == keyword),
                positional[position].value if len(positional) > position else None)
    return None if size is None or (isinstance(size, cst.Name) and size.value == "None") else size


def _gather_parts(node: cst.CSTNode, file: FileContext) -> Optional[Tuple[cst.BaseExpression, cst.BaseExpression]]:
    """(array, indices) of a gather along the first axis: `X[idx]`, `X[idx, :]`,
    `X[idx, ...]`, `np.take(X, idx, axis=0)`, `X.take(idx, axis=0)`. Not `X[idx, 0]` (one
    column of each row picked) nor `np.take` along another axis or of the flattened array
    (no `axis`), whose rows are not examples."""
    if isinstance(node, cst.Subscript) and node.slice and isinstance(node.slice[0].slice, cst.Index):
        rest = [element.slice for element in node.slice[1:]]
        if all((isinstance(part, cst.Slice) and part.lower is None and part.upper is None and part.step is None)
               or (isinstance(part, cst.Index) and isinstance(part.value, cst.Ellipsis)) for part in rest):
            return node.value, node.slice[0].slice.value
        return None
    if not isinstance(node, cst.Call):
        return None
    if file.resolve(node.func) == "numpy.take":
        array, indices = argument_value(node, "a", 0), argument_value(node, "indices", 1)
        axis = argument_value(node, "axis", 2)
    elif isinstance(node.func, cst.Attribute) and node.func.attr.value == "take" and file.resolve(node.func) is None:
        array, indices, axis = node.func.value, argument_value(node, "indices", 0), argument_value(node, "axis", 1)
    else:
        return None
    if array is None or indices is None or not (isinstance(axis, cst.Integer) and axis.value == "0"):
        return None
    return array, indices


def _size_name(value: cst.BaseExpression) -> Optional[str]:
    """`batch_size` for `batch_size`, `config.batch_size` and `params['batch_size']`."""
    if isinstance(value, (cst.Name, cst.Attribute)):
        return terminal_name(value)
    if isinstance(value, cst.Subscript) and len(value.slice) == 1 and isinstance(value.slice[0].slice, cst.Index) \
            and isinstance(value.slice[0].slice.value, cst.SimpleString):
        return value.slice[0].slice.value.value.strip("'\"")
    return None


def _gathered_array(array: cst.BaseExpression) -> Optional[str]:
    """The dotted name of the array a gather reads: `X_train`, `self.x`, and for
    `data["x"]` the container `data`."""
    name = dotted_name(array)
    if name is None and isinstance(array, cst.Subscript) and len(array.slice) == 1 \
            and isinstance(array.slice[0].slice, cst.Index) \
            and isinstance(array.slice[0].slice.value, cst.SimpleString):
        name = dotted_name(array.value)
    return name


#: A value drawn at random (`random.randint(a, b)`, `np.random.choice(sizes)`).
_RANDOM_DRAW = re.compile(r"\brandom\.(?:randint|randrange|choice|uniform|integers)\s*\(")


#: The first size an array is allocated with (`np.zeros((max_batch_size,) + shape)`).
_ALLOCATED = re.compile(r"\b(?:zeros|ones|empty|ndarray|full)\(\s*(?:shape\s*=\s*)?[(\[]?\s*([A-Za-z_][\w.]*)")


def _calls_by_id(loop: Loop, ids: Set[int]) -> List[cst.Call]:
    return [site.call for site in loop.calls if id(site.call) in ids]


#: A helper that pads each batch to its longest item: `max([len(x) for x in batch])`,
#: `max(len(x) for x in batch)`, `max(map(len, batch))` (not `max(len(data) // bs, 1)` nor
#: `max(len(a), len(b))`: review of stop 41).
_PADS_PER_BATCH = re.compile(r"\bmax\(\s*(?:\[\s*)?(?:len\(\s*[\w.]+\s*\)\s*for\b|map\(\s*len\s*,)")


@dataclass(eq=False)
class BatchLoop:
    """What was found about one hand-made batching loop."""

    loop: Loop
    kind: str  # slice | zip | array_split | helper | container | generator | outside | gather
    arrays: List[str] = field(default_factory=list)
    example: str = ""
    width: Optional[str] = None
    consumer: str = ""
    training: bool = True
    #: partial | full | drops | unknown (a helper from another module) | varies (grown item by item)
    #: | random (the loop draws the batch size at random on every step)
    partial: str = "partial"
    #: Full because the offset wraps around the data (not because the count drops the rest).
    wraps: bool = False
    #: The offset runs round the data modulo its length (`(step * bs) % (n - bs)`): many passes.
    rings: bool = False
    helper_line: Optional[cst.CSTNode] = None
    helper_name: str = ""
    #: The module's slicing helper a wrapping helper gets its batches from (`DataSet.next_batch`).
    via_name: str = ""
    batch_names: List[str] = field(default_factory=list)
    #: The helper cuts its batches with `np.array_split` (sizes differ by one).
    splits: bool = False
    #: The open-ended slice (`x[ii:]`) the helper's last batch takes the rest of the data with.
    rest: Optional[str] = None
    #: The slices cut between neighbouring points of an `np.linspace` whose span may not divide
    #: evenly: sizes that differ by one, not a short last batch.
    linspace: bool = False
    #: The feed-dict key and shape of a placeholder the batch is fed to that declares a
    #: static batch (`x`, `(512, 256)`): a short batch would be rejected, so the batches that run are full.
    static_feed: Optional[Tuple[str, str]] = None
    #: The consumer runs a queue's enqueue op (`sess.run(enqueue_op, feed_dict=...)`): a
    #: producer, in TF1's queue design, whose copy overlaps the computation.
    feeds_queue: bool = False
    #: The name the loop fetches from one run and feeds to the next (an RNN's `state`):
    #: the batches follow one another and must keep their order.
    carried: Optional[str] = None
    #: The loop counts its steps rounded up (`math.ceil(n / bs)`, `n_batch += 1` for the
    #: rest): a helper that stops at the end of the data hands out a short last batch.
    rounded_up: bool = False
    #: The helper pads each batch to its own longest sequence (`max_len = max([len(line) for
    #: line in batch])`): the data is ragged, so `tf.data` must pad it too (`padded_batch`).
    pads: bool = False
    #: The batches come from a loader that starts over at the end of the data (MNIST's
    #: `next_batch`, which also reshuffles each pass): a pipeline for it repeats.
    starts_over: bool = False
    #: The count of passes another module's helper is given (`batch_iter(data, bs, num_epochs)`).
    epochs: Optional[str] = None
    #: The loader is TensorFlow's tutorial `DataSet`, which reshuffles at each pass.
    reshuffles: bool = False
    #: The batches are slices of a TensorFlow tensor, on the device already: a short last
    #: slice still retraces a step (TFS301), but nothing is copied in from the host (TFS302).
    on_device: bool = False


#: Words of a name fetched from one run and fed to the next that make it a carried state.
_STATE_WORDS = frozenset({"state", "states", "hidden", "memory", "carry", "cell"})


class BatchAnalysis(Analysis):
    """Finds the loops of a file that cut mini-batches by hand and feed a model or session."""

    NEEDS = (ScopeFacts, Consumers, BatchHelpers)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.facts = file.analysis(ScopeFacts)
        self.consumers = file.analysis(Consumers)
        self.helpers = file.analysis(BatchHelpers)
        self.feeds = file.analysis(FeedAnalysis)
        self._found: Optional[List[BatchLoop]] = None
        #: (id(scope), name) of lists of batches a loop filled with a batch that may be short.
        self._short_lists: Set[Tuple[int, str]] = set()
        self._metric_names: Optional[Set[str]] = None
        self._training_callees: Optional[Set[str]] = None
        self._metric_pattern: Optional["re.Pattern[str]"] = None
        self._library_calls: Set[int] = set()
        #: A call of the module's wrapper (`fill_feed_dict(...)`) -> the library `next_batch` call it returns.
        self._library_via: Dict[int, cst.Call] = {}
        self._varying: Dict[int, Set[str]] = {}
        #: id(loop) -> the helper call from outside the file its `for` iterates over, and the
        #: batch size it is given.
        self._outside_calls: Dict[int, Tuple[cst.Call, cst.BaseExpression]] = {}
        self._calls_by_name: "Optional[collections.Counter[str]]" = None
        #: attribute -> bound only to `read_data_sets(...)` (see `_starts_over`).
        self._tutorial_attributes: Dict[str, bool] = {}
        #: id(scope) -> its code (see `_rest_fed_after`).
        self._scope_code: Dict[int, str] = {}
        #: id(helper node) -> it pads each batch to the width (see `_describe_helper`).
        self._helper_pads: Dict[int, bool] = {}
        #: id(loop) -> the cut points of the `np.split(x, [...])` its iterable is made by.
        self._cut_at: Dict[int, str] = {}
        self._classes: Optional[Set[str]] = None
        #: id(binding of an array) -> what its padding count is taken modulo (None: not padded).
        self._padding: Dict[int, Optional[str]] = {}
        #: (id(scope), name) of grows of a name local to that function.
        self._local_grows: Set[Tuple[int, str]] = set()
        #: Names the file grows in place (`memory.append(...)`) -> the scopes that do: found once.
        self._grown_names: Optional[Dict[str, Set[int]]] = None
        #: id(loop) -> what its nested loops iterate and pick, and what its own consumers read.
        self._nested: Dict[int, Tuple[Set[str], Set[str], Set[str]]] = {}
        #: id(loop) -> another module's generator the loop takes `next()` of, and its size.
        self._outside_next: Dict[int, Tuple[cst.Call, cst.BaseExpression]] = {}
        #: id(loop) -> the names `next(...)` draws from in the loops inside it (see `_drawn_from_inside`).
        self._drawn_below: Optional[Dict[int, Set[str]]] = None
        #: id(loop) -> the loops nested in it (see `_loops_inside`).
        self._inside: Optional[Dict[int, List[Loop]]] = None
        #: id(helper) -> whether its own loops hand out whole batches only.
        self._whole_batches: Dict[int, bool] = {}
        #: id(helper) -> whether it samples a replay buffer (asked once per loop that calls it).
        self._buffer_samplers: Dict[int, bool] = {}
        #: id(function) -> whether it reaches no model (see `_reaches_no_model`).
        self._no_model: Dict[int, bool] = {}
        #: id(function node) -> the names its own `for` loops iterate (see `_iterates_its_argument`).
        self._iterated_names: Dict[int, Set[str]] = {}
        #: (attribute, class) -> the methods of that class that bind the attribute (see `_rebound_elsewhere`).
        self._binders: Dict[Tuple[str, str], List[Scope]] = {}
        #: id(loop) -> the names comprehensions inside it take their items in (`x` of `for x in xs`).
        self._inner_targets: Optional[Dict[int, Set[str]]] = None
        #: id(loop) -> the varying names of the windows it wraps as a batch of one.
        self._windows: Dict[int, Set[str]] = {}
        #: (id(loop), width) -> `_around_loop`'s answer.
        self._around: Dict[Tuple[int, str], Tuple[bool, bool]] = {}
        self._assert_tables: Dict[int, _AssertTable] = {}
        #: (id(scope node), "left" or "right") -> folded side -> (position, blocks, `a % b`) of its asserts.
        self._modulo_index: Dict[Tuple[int, str], Dict[Union[str, Tuple[str, str]], List[Tuple[int, Tuple[int, ...], cst.BinaryOperation]]]] = {}
        self._scope_lines: Dict[int, Tuple[List[str], Dict[str, List[int]]]] = {}
        self._ranks: Optional[Dict[int, int]] = None
        #: id(call in a loop) -> the scope of that loop and the call's order (see `_named_fetches`).
        self._call_scopes: Optional[Dict[int, Tuple[Scope, int]]] = None
        #: (id(function), keyword) -> whether the function branches on it (see `_told_evaluation`).
        self._branches: Dict[Tuple[int, str], bool] = {}
        #: id(function) -> whether its own runs only evaluate (see `_evaluates_within`).
        self._evaluates: Dict[int, bool] = {}
        #: id(loop) -> name -> the values the loop binds it to (see `_joins_a_pad`).
        self._loop_values: Dict[int, Dict[str, List[cst.BaseExpression]]] = {}
        #: Whether `ops['step']` reads a counter (see `_step_key_is_a_counter`).
        self._step_counter: Optional[bool] = None
        #: (id(scope), name) -> whether the name holds a TensorFlow tensor (see `_a_tensor`).
        self._tensors: Dict[Tuple[int, str], bool] = {}
        #: id(loop) -> whether it updates an array in place (see `_updates_in_place`).
        self._slices_written: Dict[int, bool] = {}
        #: ids of the batch slices of TensorFlow tensors (see `claims`).
        self._tensor_slices: Set[int] = set()
        #: id(loop) -> its training calls (see `_outside_batch_call`).
        self._loop_training: Dict[int, List[cst.Call]] = {}
        #: id(helper) -> whether it skips items of the batch it builds (see `skips_items`).
        self._skipping: Dict[int, bool] = {}
        #: Function name -> the module's calls of it by that name, with the scope of each.
        self._callers: Optional[Dict[str, List[Tuple[cst.Call, Scope]]]] = None

    # -- loops -----------------------------------------------------------------

    def varying(self, loop: Loop) -> Set[str]:
        """Names that change from one iteration of `loop` to the next because of `loop` itself."""
        key = id(loop)
        if key not in self._varying:
            names = set(loop.targets) | _counters(loop)
            changed = True
            while changed:
                changed = False
                for binding in loop.bindings:
                    if binding.name in names or binding.value is None or binding.kind in ("mutate", "for"):
                        continue
                    if touches(references(binding.value), names):
                        names.add(binding.name)
                        changed = True
            self._varying[key] = names
        return self._varying[key]

    def claims(self, loop: Loop, subscript: cst.Subscript) -> bool:
        """Whether `subscript` cuts a batch whose position `loop` advances."""
        varying = self.varying(loop)
        dynamic = [e for e in subscript.slice if isinstance(e.slice, cst.Slice)
                   and (not is_literal(e.slice.lower) or not is_literal(e.slice.upper))]
        if len(dynamic) != 1:
            return False
        part = dynamic[0].slice
        assert isinstance(part, cst.Slice)
        if part.lower is None or part.upper is None:
            return False  # a growing prefix or a suffix, not a batch
        if self._updates_in_place(loop):
            # `adv_X_val[i:i+bs] = adv_batch` after feeding `adv_X_val[i:i+bs]` and `y_val[i:i+bs]`,
            # in a loop that trains nothing: it computes a new version of an array piece by piece
            # (an iterative adversarial attack in axelbrando's MDN notebooks, ninety-eighth split,
            # judged false twice); a pipeline could not write back.
            return False
        if isinstance(subscript.value, cst.Name) and self._a_tensor(subscript.value.value, loop.scope, 1):
            # `x_f[i * bs:(i + 1) * bs]` of `x_f = tf.convert_to_tensor(X_f[:, 0:1])` (SA-PINNs,
            # ninety-seventh split, judged false twice): a slice of a tensor, nothing assembled on
            # the host and copied in, though a short last slice still retraces a step (the review
            # of stop 44): kept for TFS301, left out of TFS302 (see `BatchLoop.on_device`).
            self._tensor_slices.add(id(subscript))
        lower_refs, upper_refs = references(part.lower), references(part.upper)
        if not (touches(lower_refs, varying) or touches(upper_refs, varying)):
            return False
        for element in subscript.slice:
            if element is not dynamic[0] and touches(references(element.slice), varying):
                return False  # a 2-D tile (`img[y:y+h, x:x+w]`), not a batch
        width = width_of(part.lower, part.upper, self.file)
        if time_window(part.lower, part.upper):
            return False  # `series[offset:offset + SEQLEN]`, `arr[:, n:n + num_steps]`: a time window
        if any(isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
               and node.func.attr.value in _MATCH_POSITIONS and not node.args
               for bound in (part.lower, part.upper) for node in walk(bound, lambda n: False)):
            # `sentence[start:m.start()]` over `re.finditer(...)`: a piece of a text between two
            # regex matches (yongyehuang's Chinese word segmentation, thirty-third split).
            return False
        if touches(lower_refs | upper_refs, self._one_sequence_windows(loop)) \
                and not _bounds_say_batch(loop, lower_refs | upper_refs):
            # `batch_x = np.expand_dims(df.iloc[k:k + T].values, axis=0)` beside
            # `batch_y = df.iloc[k + 1:k + T + 1].values`: the loop cuts one window of one
            # series and feeds it as a batch of one (truncated backpropagation through time);
            # the other slices with the same bounds are that window's targets, not a batch.
            return False
        if isinstance(subscript.value, cst.Name) and subscript.value.value in self._items_inside(loop) \
                and not self._says_batch(loop, subscript, lower_refs | upper_refs):
            # `[x[start:end] for x in sorted_xs]` over `range(0, maxlen, nsteps)`: the same
            # cut of every sequence (a time window of each), not a batch of the collection
            # (`[a[i:i + bs] for a in arrays]` says batch: it is one).
            return False
        if subscript.slice[0] is not dynamic[0] and not self._says_batch(loop, subscript, lower_refs | upper_refs):
            # `x[:, i * repr_size:(i + 1) * repr_size]`: a cut along a later axis (features, one
            # ensemble member's share) unless its bounds, the loop's count or the name it is
            # bound to say batch (`X[:, k * mini_batch_size:...]`, data stored one example per
            # column).
            return False
        # One example (`x[i:i + 1]`) is not a mini-batch, and a window that moves one step at a
        # time (`x[i:i + seq_len]` over `range(n)`) slides over one sequence.
        if width == "1":
            return False
        counter = _offset_counter(part.lower)
        if counter is not None and step_of(loop, counter) == "1":
            # (also offset by a number: `prices[i + 1:i + 1 + history]` over `range(n -
            # history - 1)`, one state's window of recent prices: timestocome's Q-learning
            # traders, seventieth split, judged false twice)
            return False
        if self._strides_past_its_width(loop, part.lower, part.upper):
            return False
        return True

    def _skips_items(self, helper: Optional[Scope]) -> bool:
        """`skips_items`, read once per helper (not per loop that calls it)."""
        if helper is None:
            return False
        if id(helper) not in self._skipping:
            self._skipping[id(helper)] = skips_items(helper)
        return self._skipping[id(helper)]

    def _updates_in_place(self, loop: Loop) -> bool:
        """The loop writes an array back at a slice it also reads (`adv[i:i + bs] =
        step(adv[i:i + bs])`) and trains nothing: it computes a new version of that array piece
        by piece. Results written into another array (`preds[i:i + bs] = run(x[i:i + bs])`), or
        per-example weights updated by a loop that trains (the review of stop 44), do not count.
        Found once per loop."""
        key = id(loop)
        if key not in self._slices_written:
            written: Dict[str, Set[str]] = {}  # array -> slices written
            targets: Set[int] = set()
            if isinstance(loop.node, (cst.For, cst.While)):
                for node in walk(loop.node.body, lambda n: False):
                    for target in stored_targets(node):
                        if isinstance(target, cst.Subscript):
                            targets.add(id(target))
                            written.setdefault(self.file.code_for(target.value), set()).update(
                                self.file.code_for(element.slice) for element in target.slice
                                if isinstance(element.slice, cst.Slice))
            both = False
            if written:
                assert isinstance(loop.node, (cst.For, cst.While))
                for node in walk(loop.node.body, lambda n: False):
                    if isinstance(node, cst.Subscript) and id(node) not in targets:
                        codes = written.get(self.file.code_for(node.value), set())
                        if {self.file.code_for(element.slice) for element in node.slice
                                if isinstance(element.slice, cst.Slice)} & codes:
                            both = True
                            break
            self._slices_written[key] = both and not any(
                self.consumers.direct_consumer(site.call) and self._explicitly_trains(site.call) for site in loop.calls)
        return self._slices_written[key]

    def _explicitly_trains(self, call: cst.Call) -> bool:
        """A call that says it trains: `fit`, `train_on_batch`, an optimizer step, or a run whose
        fetches name a training op or an optimizer (`train_op`, `optimizer.minimize(...)`); not a
        run of gradients alone (an adversarial step: `sign(K.gradients(...))`)."""
        name = terminal_name(call.func) or ""
        if name == "run":
            fetched = fetches_of(call)
            return fetched is not None and bool(_EXPLICIT_TRAINING.search(self.file.code_for(fetched)))
        return name in TRAINING_METHODS or name in _OPTIMIZER_UPDATES

    @staticmethod
    def _slices_of(loop: Loop, sources: Set[int]) -> List[cst.Subscript]:
        """The subscripts among `sources` in `loop`."""
        return [site.subscript for site in loop.slices if id(site.subscript) in sources]

    def _a_tensor(self, name: str, scope: Scope, hops: int) -> bool:
        """Whether `name`, read in `scope`, holds a TensorFlow tensor: every binding of it is a
        TensorFlow op that makes one (`tf.convert_to_tensor(...)`, `tf.cast(...)`,
        `tape.gradient(...)`, a slice of such a name), or it is a parameter of a module function
        every call of which in the file passes such a name (`hops` more calls deep)."""
        key = (id(scope), name)
        if key in self._tensors:
            return self._tensors[key]
        self._tensors[key] = False  # (a name bound from itself: not known)
        bindings, owner = scope.lookup(name)
        result = False
        if bindings and owner is not None:
            if all(binding.kind == "assign" and binding.value is not None
                   and self._makes_a_tensor(binding.value, owner, hops) for binding in bindings):
                result = True
            elif hops and owner.kind == "function" and owner.class_name is None and name in owner.params \
                    and all(binding.kind == "param" for binding in bindings):
                position = owner.params.index(name)
                calls = self._module_callers().get(owner.name, [])
                passed = [_passed(call, position, name) for call, _ in calls]
                result = bool(calls) and all(
                    isinstance(value, cst.Name) and self._a_tensor(value.value, where, hops - 1)
                    for (_, where), value in zip(calls, passed))
        self._tensors[key] = result
        return result

    def _makes_a_tensor(self, value: cst.BaseExpression, scope: Scope, hops: int) -> bool:
        if isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name):
            return self._a_tensor(value.value.value, scope, hops)
        if not isinstance(value, cst.Call):
            return False
        name = terminal_name(value.func)
        if name == "gradient" and isinstance(value.func, cst.Attribute) \
                and "tape" in (terminal_name(value.func.value) or "").lower():
            return True
        resolved = self.file.resolve(value.func)
        return resolved is not None and resolved.startswith("tensorflow.") and name in _TENSOR_OPS

    def _module_callers(self) -> Dict[str, List[Tuple[cst.Call, Scope]]]:
        if self._callers is None:
            self._callers = {}
            for scope in self.facts.scopes:
                for call in scope.calls:
                    if isinstance(call.func, cst.Name):
                        self._callers.setdefault(call.func.value, []).append((call, scope))
        return self._callers

    def _strides_past_its_width(self, loop: Loop, lower: cst.BaseExpression, upper: cst.BaseExpression) -> bool:
        """`xs[i * 2:i * 2 + BATCH_SIZE]` with `BATCH_SIZE = 100` over `range(...)`: a window
        that moves 2 examples a step while it is 100 wide (ouprince/tensorflow-cnn, thirty-sixth
        split, judged false as TFS302). Overlapping (or gapped) windows are no batches of a
        dataset, and `.batch(n)` would not make them. Only where both numbers are written."""
        if not (isinstance(lower, cst.BinaryOperation) and isinstance(lower.operator, cst.Multiply)
                and isinstance(upper, cst.BinaryOperation) and isinstance(upper.operator, cst.Add)):
            return False
        counter, stride = lower.left, lower.right
        if not isinstance(counter, cst.Name):
            counter, stride = stride, counter
        if not isinstance(counter, cst.Name) or step_of(loop, counter.value) != "1":
            return False
        if self.file.code_for(upper.left) != self.file.code_for(lower):
            return False
        step, width = literal_int_in(loop, stride), literal_int_in(loop, upper.right)
        return step is not None and width is not None and step != width

    def _one_sequence_windows(self, loop: Loop) -> Set[str]:
        """The names varying with `loop` that bound a moving slice the loop wraps as a batch of
        one (`np.expand_dims(x[k:k + T], axis=0)`, `x[None, k:k + T]` is not one: that is a
        later axis), computed once per loop."""
        key = id(loop)
        cached = self._windows.get(key)
        if cached is not None:
            return cached
        found: Set[str] = set()
        varying = self.varying(loop)
        stack: List[cst.CSTNode] = [loop.node]
        while stack:
            node = stack.pop()
            if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
                continue
            # Only a window bound to a name or fed as it is (`batch_x = np.expand_dims(...)`,
            # `{X: np.expand_dims(...)}`), not one a caption or a plot is drawn from.
            value = node.value if isinstance(node, (cst.Assign, cst.DictElement)) else None
            values = [e.value for e in value.elements] if isinstance(node, cst.Assign) \
                and isinstance(value, cst.Tuple) else [value]  # `batch_x, batch_y = wrap(...), ...`
            for each in values:
                window = wrapped_window(each) if each is not None else None
                if window is not None:
                    found |= slice_bounds(window) & varying
            stack.extend(children(node))
        self._windows[key] = found
        return found

    def _items_inside(self, loop: Loop) -> Set[str]:
        """The names that comprehensions inside `loop` bind to each item of a collection held
        in a name (`for x in sorted_xs`), computed once for all loops. Not the arrays of a
        `zip(placeholders, arrays)` or a literal `[X, Y]`, which are sliced alike to make one
        batch of each."""
        if self._inner_targets is None:
            self._inner_targets = {}
            for inner in self.facts.loops:
                if inner.kind != "comp" or len(inner.iters) != 1 \
                        or not isinstance(inner.iters[0], (cst.Name, cst.Attribute)):
                    continue
                held = dotted_name(inner.iters[0]) or ""
                if any(isinstance(b.value, (cst.List, cst.Tuple)) for b in inner.scope.lookup(held)[0]):
                    continue  # `inputs = [X1, X2]`: arrays, each cut into the same batch
                outer = inner.parent
                while outer is not None:
                    self._inner_targets.setdefault(id(outer), set()).update(inner.targets)
                    outer = outer.parent
        return self._inner_targets.get(id(loop), set())

    @staticmethod
    def _says_batch(loop: Loop, subscript: cst.Subscript, bounds: Set[str]) -> bool:
        words = set(bounds)
        for iterable in loop.iters:
            words |= references(iterable)
        words |= {b.name for b in loop.bindings_to(subscript)}
        return any(BATCH_WIDTH.search(word.rsplit(".", 1)[-1]) or word.startswith("mb_") for word in words)

    @property
    def loops(self) -> List[BatchLoop]:
        """Every hand-made batching loop of the file (computed once)."""
        if self._found is None:
            self._found = self._analyse()
        return self._found

    def release(self) -> None:
        self._found = None
        self._evaluates.clear()
        self._loop_values.clear()
        self._step_counter = None
        self._short_lists.clear()
        self._padding.clear()
        self._nested.clear()
        self._inner_targets = None
        self._windows.clear()
        self._around.clear()
        self._modulo_index.clear()
        self._binders.clear()
        self._call_scopes = None
        self._branches.clear()
        self._outside_next.clear()
        self._drawn_below = None
        self._inside = None
        self._whole_batches.clear()
        self._grown_names = None
        self._local_grows.clear()
        self._scope_code.clear()
        self._helper_pads.clear()
        self._cut_at.clear()
        self._tutorial_attributes.clear()
        self._calls_by_name = None
        self._tensors.clear()
        self._slices_written.clear()
        self._tensor_slices.clear()
        self._loop_training.clear()
        self._skipping.clear()
        self._callers = None

    def _analyse(self) -> List[BatchLoop]:
        claimed = self._claimed_slices()
        found: List[BatchLoop] = []
        containers: Dict[int, Set[str]] = {}  # scope -> names holding lists of batches
        builders: List[Loop] = []  # loops that cut batches (into containers or not)
        derived: Dict[int, Set[str]] = {}
        for loop in self.facts.loops:
            sources = {key for key, owner in claimed.items() if owner is loop}
            names, result = self._flow(loop, sources, claimed, set())
            derived[id(loop)] = names
            if result is not None:
                # A comprehension that feeds its batches to a consumer inside itself
                # (`[sess.run(op, {x: a[i:i + bs]}) for i in range(...)]`) is the loop.
                found.append(result)
                if loop.kind == "comp":
                    builders.append(loop)
                    continue  # its list holds results, not batches
            if sources:
                filled = self._filled_lists(loop, sources, names)
                containers.setdefault(id(loop.scope), set()).update(filled)
                builders.append(loop)
                if batches_kind(loop, "slice", self.file) != "full":
                    self._short_lists.update((id(loop.scope), name) for name in filled)
                inside = {id(site.call) for site in loop.calls} if filled else set()
                for call in loop.scope.calls if filled else ():
                    # `batches.append(x[n * bs:])` after the loop: the rest, shorter.
                    func = call.func
                    if isinstance(func, cst.Attribute) and func.attr.value in ("append", "extend", "insert") \
                            and id(call) not in inside and dotted_name(func.value) in filled:
                        self._short_lists.add((id(loop.scope), dotted_name(func.value) or ""))
        found = self._without_chunk_loops(found, claimed)
        reported = {id(item.loop) for item in found}
        splits = self._split_lists()
        for scope_id, named in splits.items():
            containers.setdefault(scope_id, set()).update(named)
        outside_lists = self._outside_lists()
        for scope_id, made in outside_lists.items():
            containers.setdefault(scope_id, set()).update(made)
        found.extend(self._container_loops(containers, builders, claimed, reported, splits, outside_lists))
        found.extend(self._generator_loops(claimed, derived, reported))
        reported = {id(item.loop) for item in found}
        for loop in self.facts.loops:
            if id(loop) not in reported and loop.kind != "comp":
                gathered = self._random_gathers(loop)
                if gathered:
                    _, result = self._flow(loop, gathered, claimed, set(), kind="gather")
                    if result is not None:
                        found.append(result)
        return found

    def _random_gathers(self, loop: Loop) -> Set[int]:
        """`X_train[idx]` in `loop` with `idx = np.random.randint(0, n, batch_size)` drawn in
        it (or the draw written in the brackets): a random gather of a fixed number of
        examples from an array the loop does not change. An array the file grows
        (`memory.append(...)`) or writes at a pointer, or one named for a replay memory, is an
        agent's experience, not a dataset (issue 14); one bound in this loop or a loop around
        it changes as it runs; a table (`np.eye(k)`, `unigram_table`) holds no examples."""
        mine = [b for b in loop.bindings if b.loop is loop and b.value is not None]
        draws = {b.name for b in mine if b.kind == "assign" and b.value is not None and self._batch_draw(b.value)}
        # Arrays bound in this loop or one around it change as it runs (a rollout collected
        # every iteration, data aggregated as the agent acts): no fixed dataset.
        bound: Set[str] = set()
        around: Optional[Loop] = loop
        while around is not None:
            # Whole dotted names: `self.last_loss = ...` changes no `self.x_train`.
            bound |= {b.name for b in around.bindings if b.kind != "mutate" or not b.name.startswith("self.")}
            around = around.parent
        exprs = [b.value for b in mine if b.value is not None]
        exprs += [arg.value for site in loop.calls if site.loop is loop for arg in site.call.args]
        found: Set[int] = set()
        for expr in exprs:
            for node in walk(expr, in_scalar_context):
                parts = _gather_parts(node, self.file)
                if parts is None:
                    continue
                array, index = parts
                if not ((isinstance(index, cst.Name) and index.value in draws)
                        or self._batch_draw(index)):
                    continue
                base = _gathered_array(array)
                prefixes = {".".join(base.split(".")[:k]) for k in range(1, base.count(".") + 2)} if base else set()
                if base is None or prefixes & bound or _REPLAY_WORDS.search(base) \
                        or self._grown(base, loop) or self._a_table(loop, base):
                    continue
                found.add(id(node))
        return found

    def _samples_a_buffer(self, helper: Optional[Scope]) -> bool:
        """A helper that draws random indices into arrays the file fills as it goes
        (`self.obs_buf[self.ptr] = obs`; Spinning Up's `sample_batch`): a replay buffer. Not
        its own locals (word2vec's sliding-window `buffer`)."""
        if helper is None:
            return False
        known = self._buffer_samplers.get(id(helper))
        if known is None:
            known = self._buffer_samplers[id(helper)] = self._samples_a_buffer_once(helper)
        return known

    def _samples_a_buffer_once(self, helper: Scope) -> bool:
        if not _RANDOM_INDICES.search(self.file.code_for(helper.node)):
            return False
        drawn = {name for name, bindings in helper.bindings.items() for b in bindings
                 if b.value is not None and _RANDOM_INDICES.search(self.file.code_for(b.value))}
        for node in _inside(helper):
            parts = _gather_parts(node, self.file)
            if parts is not None:
                array, index = parts
                picked = (isinstance(index, cst.Name) and index.value in drawn) \
                    or bool(_RANDOM_INDICES.search(self.file.code_for(index)))
                base = _gathered_array(array) or ""
                if picked and not _local_name(helper, base) and self._grown(base, user=helper):
                    return True
        return False

    def _a_table(self, loop: Loop, base: str) -> bool:
        """`onehot = np.eye(num_classes)`, `unigram_table[...]`: random labels or negative
        samples looked up in a table, not data."""
        if _TABLE_WORDS.search(base.rsplit(".", 1)[-1]):
            return True
        bindings, _ = loop.scope.lookup(base)
        return any(isinstance(b.value, cst.Call) and self.file.resolve(b.value.func) in _TABLES for b in bindings)

    def _batch_draw(self, node: cst.BaseExpression) -> bool:
        """A draw of a batch's indices, not a resample of the whole data
        (`np.random.choice(n_train, n_train, replace=True)`, a bootstrap fed to `fit`)."""
        size = _sized_random_draw(node, self.file)
        if size is None:
            return False
        text = self.file.code_for(size).replace(" ", "")
        if text in ("1", "(1,)", "[1]"):
            return False  # one example (SGD on single examples), not a mini-batch
        if isinstance(size, cst.Call) and terminal_name(size.func) == "len" or re.search(r"\.shape\[0\]$", text):
            return False
        while isinstance(node, cst.Call) and node.args and (
                (isinstance(node.func, cst.Name) and node.func.value == "sorted")
                or self.file.resolve(node.func) == "numpy.sort"):
            node = node.args[0].value  # `np.sort(np.random.choice(n, n))`: the draw decides
        call = node.value if isinstance(node, cst.Subscript) else node
        assert isinstance(call, cst.Call)
        # `choice(n, n)`, `choice(range(n), n)`, `choice(np.arange(n), size=n)`: the whole set.
        others = [self.file.code_for(arg.value).replace(" ", "") for arg in call.args if arg.value is not size]
        wrapped = {f"range({text})", f"np.arange({text})", f"numpy.arange({text})", f"list(range({text}))"}
        return all(other != text and other not in wrapped for other in others)

    def _grown(self, base: str, loop: Optional[Loop] = None, user: Optional[Scope] = None) -> bool:
        """`memory.append(...)`, `self.buffer.extend(...)`, or written at a position
        (`self.obs_buf[self.ptr] = obs`, a preallocated replay buffer) in the file: an array
        filled as the program runs. Not when that happens only in the loop's own scope
        before an assignment that finishes the array ahead of the loop (`images.append(...)`
        in a loading loop, then `images = np.array(images)`)."""
        if self._grown_names is None:
            grown: Dict[str, Set[int]] = {}
            for scope in self.facts.scopes:
                for call in scope.calls:
                    if isinstance(call.func, cst.Attribute) \
                            and call.func.attr.value in ("append", "extend", "insert", "add"):
                        # `self.D["s"].append(s)`: the container `self.D` grows.
                        receiver = _gathered_array(call.func.value) or ""
                        grown.setdefault(receiver, set()).add(id(scope))
                        self._local_grows.add((id(scope), _local_name(scope, receiver)))
                nodes = _inside(scope) if not isinstance(scope.node, cst.Module) else walk(scope.node, lambda n: False)
                for node in nodes:
                    targets = stored_targets(node)
                    for target in targets:
                        for element in target.elements if isinstance(target, (cst.Tuple, cst.List)) else ():
                            targets.append(element.value)
                        if isinstance(target, cst.Subscript) and len(target.slice) == 1 \
                                and isinstance(target.slice[0].slice, cst.Index) \
                                and _a_position(target.slice[0].slice.value):
                            # `self.D["s"][i] = s` (a dict of arrays): the container `self.D`.
                            written = _gathered_array(target.value) or ""
                            grown.setdefault(written, set()).add(id(scope))
                            self._local_grows.add((id(scope), _local_name(scope, written)))
            self._grown_names = grown
        used_in = user if user is not None else loop.scope if loop is not None else None
        # A plain name grown as a local of another function is another variable (word2vec's
        # `build_dataset` fills its own `data` list, which the module's `data` is made from).
        scopes = {sid for sid in self._grown_names.get(base, set())
                  if used_in is None or sid == id(used_in) or (sid, base) not in self._local_grows}
        if not scopes:
            return False
        if loop is None or scopes != {id(loop.scope)}:
            return True
        bindings = loop.scope.bindings.get(base, [])
        finished = [b for b in bindings if b.kind == "assign" and b.loop is None and b.order < loop.order]
        grows = [b.order for b in bindings if b.kind == "mutate"]
        return not (finished and grows and max(grows) < finished[-1].order)

    @staticmethod
    def _read_only_by_slices(loop: Loop, chunks: Set[str], sliced: Dict[str, int]) -> bool:
        """Each chunk name occurs in `loop` only where it is bound and where the loops inside
        slice it (`sess.run(summary, {x: chunk})` in the outer loop feeds it whole too)."""
        if not isinstance(loop.node, cst.For):
            return False
        occurs: Dict[str, int] = {}
        for node in walk(loop.node.body, lambda n: False):
            if isinstance(node, cst.Name) and node.value in chunks:
                occurs[node.value] = occurs.get(node.value, 0) + 1
        bindings = {name: sum(1 for b in loop.bindings if b.name == name) for name in chunks}
        return all(occurs.get(name, 0) == bindings[name] + sliced.get(name, 0) for name in chunks)

    def _without_chunk_loops(self, found: List[BatchLoop], claimed: Dict[int, Loop]) -> List[BatchLoop]:
        """Drop a loop that only cuts chunks which a loop inside it, also reported, cuts into
        the batches (`chunk = X[i * k * bs:(i + 1) * k * bs]`, then `for j in range(k):
        chunk[j * bs:(j + 1) * bs]`): one finding, at the loop that makes the batches."""
        inner_arrays: Dict[int, Set[str]] = {}
        #: id(outer loop) -> how often each chunk name is read by the slices of loops inside it.
        sliced_reads: Dict[int, Dict[str, int]] = {}
        for item in found:
            arrays = [site.subscript.value.value for site in item.loop.slices
                      if claimed.get(id(site.subscript)) is item.loop and isinstance(site.subscript.value, cst.Name)]
            outer = item.loop.parent
            while outer is not None:
                inner_arrays.setdefault(id(outer), set()).update(arrays)
                counts = sliced_reads.setdefault(id(outer), {})
                for name in arrays:
                    counts[name] = counts.get(name, 0) + 1
                outer = outer.parent
        kept = []
        for item in found:
            cut = {id(site.subscript) for site in item.loop.slices if claimed.get(id(site.subscript)) is item.loop}
            chunks = {b.name for b in item.loop.bindings if b.value is not None and id(b.value) in cut}
            bound = {id(b.value) for b in item.loop.bindings if b.value is not None}
            if cut and cut <= bound and chunks <= inner_arrays.get(id(item.loop), set()) \
                    and self._read_only_by_slices(item.loop, chunks, sliced_reads.get(id(item.loop), {})):
                continue  # every slice it cuts is a chunk bound to a name the inner loop slices
            kept.append(item)
        return kept

    def _claimed_slices(self) -> Dict[int, Loop]:
        """id(subscript) -> the loop whose counter moves it (the innermost that does)."""
        claimed: Dict[int, Loop] = {}
        # A slice written into (`batch_data[0:cur_batch_size] = cur_batch_data`, pointnet2's
        # padded evaluation buffers, sixty-fifth split, judged false) cuts nothing out.
        written: Set[int] = set()
        for loop in self.facts.loops:
            for binding in loop.bindings:
                node = binding.node
                if isinstance(node, cst.Assign):
                    written.update(id(each.target) for each in node.targets if isinstance(each.target, cst.Subscript))
                elif isinstance(node, (cst.AugAssign, cst.AnnAssign)) and isinstance(node.target, cst.Subscript):
                    written.add(id(node.target))
        for loop in self.facts.loops:
            for site in loop.slices:
                if site.loop is not loop or id(site.subscript) in claimed or id(site.subscript) in written:
                    continue
                owner: Optional[Loop] = loop
                while owner is not None:
                    if self.claims(owner, site.subscript):
                        claimed[id(site.subscript)] = owner
                        break
                    owner = owner.parent
        return claimed

    @staticmethod
    def _filled_lists(loop: Loop, sources: Set[int], names: Set[str]) -> Set[str]:
        """Names of lists `loop` fills with its batches (`batches.append(x[i:i + bs])`), which
        outlive it; a comprehension's own list when it is assigned."""
        filled: Set[str] = set()
        assigned = {b.name for b in loop.bindings if b.kind != "mutate"} | loop.targets
        for binding in loop.bindings:
            if isinstance(binding.value, cst.Call) and terminal_name(binding.value.func) in _REDUCING:
                # `expected[i, 0] = np.mean(cos[i + 1:i + lahead + 1])`: a window reduced to
                # one number, a target computed, not a batch kept (anadiedrichs' Keras
                # tutorial, sixty-third split, judged false).
                continue
            if binding.kind == "mutate" and binding.value is not None and binding.name not in assigned \
                    and (contains(binding.value, sources) or touches(data_refs(binding.value), names)):
                filled.add(binding.name)
        if loop.kind == "comp":
            filled.update(b.name for bs in loop.scope.bindings.values() for b in bs if b.value is loop.node)
        return filled

    def _split_lists(self) -> Dict[int, Dict[str, str]]:
        """Names assigned a list of batches by `np.array_split(x, n)` / `np.split(x, n)`, per scope
        (name -> the split array's code).

        Not a split along another axis (channels), nor at given indices
        (`np.split(x, [n_train])`: a train/test split), nor folds of a cross-validation
        (the count or the name says `fold`, or `k`).
        """
        found: Dict[int, Dict[str, str]] = {}
        for scope in self.facts.scopes:
            for name, bindings in scope.bindings.items():
                for binding in bindings:
                    value = binding.value
                    if binding.kind != "assign" or "." in name or not isinstance(value, cst.Call) \
                            or not batch_split(value, self.file) or FOLD_NAME.search(name):
                        continue
                    first = argument_value(value, "ary", 0)
                    found.setdefault(id(scope), {})[name] = snippet(self.file.code_for(first), 40) \
                        if first is not None else ""
        return found

    def _outside_lists(self) -> Dict[int, Dict[str, Tuple[cst.Call, cst.BaseExpression]]]:
        """Names bound, outside any loop, to what a helper of another module returns when it
        is named for batches and given a batch size by name (`batches_inputs, batches_outputs =
        generate_batch(FLAGS.batch_size, poems_vector, word_to_int)`, tensorflow_poems): lists
        of batches made on the host, per scope (name -> the call and its batch size)."""
        found: Dict[int, Dict[str, Tuple[cst.Call, cst.BaseExpression]]] = {}
        for scope in self.facts.scopes:
            for name, bindings in scope.bindings.items():
                for binding in bindings:
                    value = binding.value
                    if binding.kind not in ("assign", "unpack") or binding.loop is not None or "." in name \
                            or not isinstance(value, cst.Call) or not isinstance(value.func, (cst.Name, cst.Attribute)) \
                            or not HELPER_NAME.search(terminal_name(value.func) or "") \
                            or (terminal_name(value.func) or "") in _NOT_HELPERS \
                            or self.facts.functions_named(value.func) \
                            or (self.file.resolve(value.func) or "").split(".")[0] in _LIBRARY_ROOTS:
                        continue
                    sizes = [arg.value for arg in value.args if BATCH_SIZE_NAME.match(_size_name(arg.value) or "")]
                    if sizes and len(bindings) == 1:
                        found.setdefault(id(scope), {})[name] = (value, sizes[0])
        return found

    def _container_loops(self, containers: Dict[int, Set[str]], builders: List[Loop], claimed: Dict[int, Loop],
                         reported: Set[int], splits: Dict[int, Dict[str, str]],
                         outside_lists: Optional[Dict[int, Dict[str, Tuple[cst.Call, cst.BaseExpression]]]] = None,
                         ) -> List[BatchLoop]:
        """Loops that take batches from a list another loop filled (`for b in batches:`,
        `batches_x[i]`) or `np.array_split` made: the innermost loop that reads the list is
        reported, unless a loop inside it that reads the list already is."""
        candidates = self._reading_loops(containers, builders, reported, splits)
        found: List[BatchLoop] = []
        for loop in candidates:
            if any(other is not loop and other.within(loop) for other in candidates):
                continue
            names = containers[id(loop.scope)]
            seeds = set(loop.targets) if any(touches(data_refs(it), names) for it in loop.iters) else set(names)
            split = splits.get(id(loop.scope), {})
            read = {name for name in names if any(touches(data_refs(expr), {name}) for expr in reads(loop))}
            if read and read <= set(split):
                kind, arrays = "array_split", unique([split[name] for name in sorted(read) if split[name]])
            else:
                kind, arrays = "container", []
            _, result = self._flow(loop, set(), claimed, seeds, kind=kind)
            if result is not None:
                if kind == "container" and read and not any((id(loop.scope), name) in self._short_lists
                                                            for name in read):
                    result.partial = "full"  # every loop that filled the list cut whole batches
                    result.static_feed = None  # full anyway: no short batch for the placeholder to reject
                made = (outside_lists or {}).get(id(loop.scope), {})
                if read and read <= set(made):
                    # Lists another module's helper returned: whether its last batch is shorter is
                    # that helper's business; only a session's feed is host data for certain.
                    call, size = made[sorted(read)[0]]
                    if not any(_session_feed(site.call) and any(touches(data_refs(value), read)
                                                                for value in data_args(site.call))
                               for site in loop.calls):
                        continue
                    result.partial, result.static_feed = "unknown", None
                    result.helper_name = snippet(self.file.code_for(call), 50)
                    result.width = snippet(self.file.code_for(size), 30)
                result.arrays = result.arrays or arrays
                if kind == "array_split":
                    result.batch_names = []  # `x_batches` names the list: the suggestion says `x_train_batch`
                found.append(result)
                reported.add(id(loop))
        return found

    def _reading_loops(self, containers: Dict[int, Set[str]], builders: List[Loop], reported: Set[int],
                       splits: Dict[int, Dict[str, str]]) -> List[Loop]:
        """The loops that read a list of batches and are not already accounted for."""
        reading_reported = [loop for loop in self.facts.loops if id(loop) in reported]
        candidates: List[Loop] = []
        for loop in self.facts.loops:
            names = containers.get(id(loop.scope), set())
            if not names or loop.kind == "comp" or id(loop) in reported or any(b.within(loop) for b in builders):
                continue
            if any(inner.within(loop) and any(touches(data_refs(it), names) for it in inner.iters)
                   for inner in reading_reported):
                continue  # `for xb in x_batches:` in it is reported (array_split in its iterable)
            if cross_validation(loop, names & set(splits.get(id(loop.scope), {}))):
                continue
            if any(touches(data_refs(expr), names) for expr in reads(loop)):
                candidates.append(loop)
        return candidates

    def _iter_sources(self, loop: Loop) -> Tuple[Optional[str], Optional[Scope], List[str]]:
        """How a `for` loop's iterable hands out batches: array_split, a helper, or nothing."""
        for iterable in loop.iters:
            candidates: List[cst.BaseExpression] = [iterable]
            for ref in sorted(data_refs(iterable)):  # sorted: the message names the same array every run
                bindings, _ = loop.scope.lookup(ref)
                if len(bindings) > 8:
                    # A name bound again and again (a notebook's `dataset` per cell): the last
                    # bindings before the loop; all of them, per loop, was quadratic (stop 42).
                    bindings = [b for b in bindings if b.order < loop.order][-8:]
                candidates += [b.value for b in bindings
                               if b.value is not None and b.kind in ("assign", "unpack")
                               and (b.loop is None or not b.loop.within(loop))]
            for candidate in candidates:
                for node in walk(candidate, lambda n: False):
                    if not isinstance(node, cst.Call):
                        continue
                    resolved = self.file.resolve(node.func) or ""
                    if resolved in ("numpy.array_split", "numpy.split") or (
                            terminal_name(node.func) == "array_split"):
                        first = argument_value(node, "ary", 0)
                        sections = argument_value(node, "indices_or_sections", 1)
                        if resolved == "numpy.split" and isinstance(sections, (cst.List, cst.Tuple, cst.ListComp)):
                            # `np.split(x, [k * bs for k in range(1, m)])`: cut at given points, the
                            # last piece takes the rest (yernat-assylbekov's DCGAN, stop 45, judged
                            # false for "sizes differ by one")
                            self._cut_at[id(loop)] = snippet(self.file.code_for(sections), 40)
                        arrays = [snippet(self.file.code_for(first), 40)] if first is not None else []
                        return "array_split", None, arrays
                    helper = self.helpers.helper_for(node.func, loop.scope)
                    if helper is not None:
                        return "helper", helper, array_args(node, self.file)
            outside = self._outside_helper(iterable, loop)
            if outside is not None:
                self._outside_calls[id(loop)] = outside
                return "outside", None, array_args(outside[0], self.file)
        return None, None, []

    def _outside_helper(self, iterable: cst.BaseExpression,
                        loop: Loop) -> Optional[Tuple[cst.Call, cst.BaseExpression]]:
        """`for xb, yb in d_.generate_one_epoch(config.batch_size):`: the loop iterates over a
        helper this file does not define (a loader in another module of the project), given a
        batch size by name. What it yields is not known, so only a loop that feeds its batches
        to a session counts (see `_flow`)."""
        node = unwrapped_iterable(iterable)
        loader = False
        if isinstance(node, cst.Name):
            # `train_data = DataLoader(data_dir, 'train', args.batch_size * args.nr_gpu)`, then
            # `for d in train_data:` (pixel-cnn): an object of another module that batches.
            bindings = [b for b in loop.scope.lookup(node.value)[0] if b.loop is None or not b.loop.within(loop)]
            if len(bindings) != 1 or bindings[0].kind != "assign" or not isinstance(bindings[0].value, cst.Call):
                return None
            node, loader = bindings[0].value, True
        if not isinstance(node, cst.Call) or not isinstance(node.func, (cst.Name, cst.Attribute)):
            return None
        if (terminal_name(node.func) or "") in _NOT_HELPERS or self.facts.functions_named(node.func):
            return None
        if (self.file.resolve(node.func) or "").split(".")[0] in _LIBRARY_ROOTS:
            return None
        if loader and not _LOADER_NAME.search(terminal_name(node.func) or ""):
            return None  # `schedule = LRSchedule(lr, batch_size)`: not named for batches
        if loader and isinstance(node.func, cst.Name) and self.file.resolve(node.func) is None and (
                node.func.value in self._module_classes() or any(
                    isinstance(b.value, cst.Name) and b.value.value in self._module_classes()
                    for b in loop.scope.lookup(node.func.value)[0])):
            return None  # a class of this file (or a name for one), not an import of another module's
        sizes: List[cst.BaseExpression] = [
            arg.value for arg in node.args if BATCH_SIZE_NAME.match(_size_name(arg.value) or "")]
        if loader and not sizes:
            sizes = [arg.value for arg in node.args if isinstance(arg.value, cst.BinaryOperation) and any(
                BATCH_SIZE_NAME.match(terminal_name(part) or "") for part in (arg.value.left, arg.value.right)
                if isinstance(part, (cst.Name, cst.Attribute)))]
        return (node, sizes[0]) if sizes else None

    def _outside_batch_call(self, call: cst.Call, loop: Loop) -> bool:
        """A call in the loop of a function this file does not define, named for batches and
        given a batch size by name (`next_batch(training_inputs, i, BATCH_SIZE)` imported from
        the project's `alexnet_data`, `data.get_batch(args.batch_size)`): another module's
        batches, as `_outside_helper` finds them for a loop's iterable. Not a replay memory's
        sample (`get_batch(memory, bs)`), nor a call the loop iterates over itself."""
        name = terminal_name(call.func) or ""
        if not HELPER_NAME.search(name) or _NOT_A_BATCH_CALL.search(name) or _REPLAY.search(self.file.code_for(call)) \
                or _AGENT_POOL.search(self.file.code_for(call.func)) \
                or self._iterated_inside(call, loop) or self._drawn_from_inside(call, loop):
            return False
        if id(loop) not in self._loop_training and _EVALUATION_HELPER.search(name):
            self._loop_training[id(loop)] = [site.call for site in loop.calls
                                             if self.consumers.direct_consumer(site.call)
                                             and self._trains(site.call, True)]
        if _EVALUATION_HELPER.search(name) and any(other is not call for other in self._loop_training[id(loop)]):
            # `test_id, x_test, f_test, u_test = data.testbatch(bs)` to check the model every step
            # of a loop that trains on `data.minibatch()` (TL-DeepONet, ninety-seventh split,
            # judged false three times as the loop's mini-batches): the training batches come
            # from elsewhere.
            return False
        outside = self._outside_helper(call, loop)
        if outside is None:
            return False
        self._outside_next[id(loop)] = outside
        return True

    def _loops_inside(self, loop: Loop) -> List[Loop]:
        """The loops nested in `loop` (not itself), from one pass over the file's loops: a
        search of all loops per loop was quadratic in a file of many loops."""
        if self._inside is None:
            self._inside = {}
            for inner in self.facts.loops:
                outer = inner.parent
                while outer is not None:
                    self._inside.setdefault(id(outer), []).append(inner)
                    outer = outer.parent
        return self._inside.get(id(loop), [])

    def _drawn_from_inside(self, call: cst.Call, loop: Loop) -> bool:
        """`gen = utils.get_batches(x, y, bs)` in an epoch loop, then `next(gen)` in a loop
        inside it (LeanderLXZ's capsnet trainer, fortieth split): the inner loop takes the
        batches, and is the one reported."""
        names = {b.name for b in loop.bindings_to(call)}
        if not names:
            return False
        if self._drawn_below is None:
            # Once per file: each loop's `next(gen)` names, given to every loop around it (a
            # search of all loops per call was quadratic in the loops of a file).
            self._drawn_below = {}
            for inner in self.facts.loops:
                drawn: Set[str] = set()
                for site in inner.calls:
                    if site.loop is not inner:
                        continue
                    func = site.call.func
                    if isinstance(func, cst.Name) and func.value == "next" and site.call.args:
                        drawn.add(dotted_name(site.call.args[0].value) or "")
                    elif isinstance(func, cst.Attribute) and func.attr.value in ("next", "__next__"):
                        drawn.add(dotted_name(func.value) or "")
                drawn.discard("")
                outer = inner.parent
                while drawn and outer is not None:
                    self._drawn_below.setdefault(id(outer), set()).update(drawn)
                    outer = outer.parent
        return bool(names & self._drawn_below.get(id(loop), set()))

    def _iterates_its_argument(self, call: cst.Call, names: Set[str]) -> bool:
        """`train_batches = data.next_batch('train', ...)` then `self._train_epoch(train_batches,
        dropout)`, whose own `for batch in enumerate(train_batches)` runs the steps: what the
        loop hands over is every batch of an epoch at once, not one batch per step, and the
        loop that feeds them is that function's (SeanLee97's QANet, seventy-fifth split,
        judged false). Every definition of the function must iterate the parameter that
        one of `names` is given to."""
        functions = self.facts.functions_named(call.func)
        if not functions:
            return False
        for function in functions:
            node = function.node
            if not isinstance(node, cst.FunctionDef):
                return False
            params = [p.name.value for p in node.params.params]
            if params and params[0] in ("self", "cls") and isinstance(call.func, cst.Attribute):
                params = params[1:]
            given = {params[index] for index, arg in enumerate(call.args)
                     if arg.keyword is None and not arg.star and index < len(params)
                     and isinstance(arg.value, cst.Name) and arg.value.value in names}
            given |= {arg.keyword.value for arg in call.args if arg.keyword is not None
                      and isinstance(arg.value, cst.Name) and arg.value.value in names}
            iterated = self._iterated_names.get(id(node))
            if iterated is None:  # once per function: every loop of a file may call the same one
                iterated = self._iterated_names[id(node)] = set()
                for inner in walk(node.body, lambda n: isinstance(n, (cst.FunctionDef, cst.ClassDef, cst.Lambda))):
                    if isinstance(inner, cst.For):
                        iterable = unwrapped_iterable(inner.iter)
                        # Only a loop that runs a model on each item steps through batches: one
                        # that flips each image or fills a feed per key handles one batch
                        # (review of stop 40).
                        if isinstance(iterable, cst.Name) and any(
                                isinstance(step, cst.Call) and (terminal_name(step.func) == "run"
                                                                or self.consumers.direct_consumer(step))
                                for step in walk(inner.body, lambda n: isinstance(n, (cst.FunctionDef, cst.Lambda)))):
                            iterated.add(iterable.value)
            if not given & iterated:
                return False
        return True

    def _feeds_its_parameters(self, call: cst.Call) -> bool:
        """`train_step(x_batch, y_batch)` where the module's `train_step` puts its parameters
        into the feed dict of a session run that trains (the cnn-text-classification idiom):
        host data too. Its `dev_step`, which only evaluates, is chunked evaluation."""
        for function in self.facts.functions_named(call.func):
            params = set(function.params) - {"self", "cls"}
            for run in function.calls:
                feed = self.feeds.feed_of(run) if _session_feed(run) else None
                if feed is None or not FeedAnalysis.fetches_an_update(run):
                    continue
                if isinstance(feed, cst.Name):  # `feed_dict = {...}` earlier in the function
                    feeds = [b.value for b in function.bindings.get(feed.value, []) if isinstance(b.value, cst.Dict)]
                else:
                    feeds = [feed] if isinstance(feed, cst.Dict) else []
                if any(touches(references(element.value), params) for value in feeds
                       for element in value.elements if isinstance(element, cst.DictElement)):
                    return True
        return False

    def _module_classes(self) -> Set[str]:
        if self._classes is None:
            self._classes = {scope.name for scope in self.facts.scopes if scope.kind == "class"}
        return self._classes

    def _iterated_inside(self, call: cst.Call, loop: Loop) -> bool:
        """`batches = helper(...)` then `for b in batches:` in a nested loop, or a helper of the
        nested loop picking from them (`get_batch(step, batches)`) when this loop feeds them
        to no consumer itself (a tower split or a per-class summary inside a training step
        does not take the batch over): the nested loop owns it."""
        names = {b.name for b in loop.bindings_to(call)}
        if not names:
            return False
        iterated, picked, fed = self._nested_reads(loop)
        return touches(iterated, names) or (touches(picked, names) and not touches(fed, names))

    def _nested_reads(self, loop: Loop) -> Tuple[Set[str], Set[str], Set[str]]:
        """What the loops nested in `loop` iterate over, what they hand to a batch helper of the
        module, and every name the consumers at `loop`'s own level are fed from (through the
        loop's assignments: `feed[x_phs[g]] = tower_batch(xb, g)`); computed once per loop."""
        cached = self._nested.get(id(loop))
        if cached is not None:
            return cached
        iterated: Set[str] = set()
        picked: Set[str] = set()
        for inner in self._loops_inside(loop):
            for iterable in inner.iters:
                iterated |= data_refs(iterable)
            for site in inner.calls:
                if site.loop is inner and site.call.args \
                        and self.helpers.helper_for(site.call.func, inner.scope) is not None:
                    for arg in site.call.args:
                        picked |= data_refs(arg.value)
        fed: Set[str] = set()
        for site in loop.calls:
            if site.loop is loop and self.consumers.consumer(site.call, site.in_tape and not loop.in_tape):
                for value in data_args(site.call):
                    fed |= data_refs(value)
        changed = bool(fed)
        while changed:
            changed = False
            for binding in loop.bindings:
                if binding.value is not None and binding.name in fed and binding.kind != "for":
                    before = len(fed)
                    fed |= data_refs(binding.value)
                    changed = changed or len(fed) != before
        result = (iterated, picked, fed)
        self._nested[id(loop)] = result
        return result

    def _flow(self, loop: Loop, sources: Set[int], claimed: Dict[int, Loop], seeds: Set[str],
              kind: str = "slice") -> Tuple[Set[str], Optional[BatchLoop]]:
        """Follow batch data from its sources to a consumer inside `loop`."""
        names = set(seeds)
        kind, helper, arrays = self._iterated_batches(loop, kind, names)
        helper_calls: Set[int] = set()
        for call, callee, call_arrays in self._helper_calls(loop):
            helper_calls.add(id(call))
            helper = helper or callee
            arrays = arrays or call_arrays or []
        if helper_calls and kind == "slice" and not sources and helper is None and id(loop) in self._outside_next:
            kind = "outside"
            self._outside_calls[id(loop)] = self._outside_next[id(loop)]
        if helper_calls and kind == "slice" and not sources:
            kind = "helper"
        all_sources = sources | helper_calls
        if not all_sources and not names:
            return names, None
        first_level = sorted(names) or self._first_level(loop, all_sources)
        self._spread(loop, names, all_sources)
        consumer = self._consumer_of(loop, helper_calls, all_sources, names)
        if consumer is None or self._not_a_pipeline(loop, kind, helper) or self._iterates_its_argument(consumer, names):
            return names, None
        if not self._trains(consumer):
            # The labels gathered with the images also reach `generator.predict` first, a
            # batch is also checked with `accuracy.eval` every 100 steps: the step that
            # trains on them names the loop.
            consumer = next((site.call for site in loop.calls if site.call is not consumer
                             and self.consumers.consumer(site.call, site.in_tape and not loop.in_tape)
                             and self._trains(site.call)
                             and any(contains(value, all_sources) or touches(data_refs(value), names)
                                     for value in data_args(site.call))), consumer)
        if kind == "outside" and not _session_feed(consumer) and not self._feeds_its_parameters(consumer):
            # A helper from elsewhere may yield tensors: only a `feed_dict` shows host data
            # (`dev_step(x_batch[:10], ...)` first, then `train_step(x_batch, ...)`: the latter).
            fed = next((site.call for site in loop.calls if site.call is not consumer
                        and (_session_feed(site.call) or self._feeds_its_parameters(site.call))
                        and any(contains(value, all_sources) or touches(data_refs(value), names)
                                for value in data_args(site.call))), None)
            if fed is None:
                return names, None
            consumer = fed
        if kind == "gather" and (terminal_name(consumer.func) in ("fit", "fit_generator", "evaluate")
                                 or not self._trains(consumer)):
            # A subsample (or a bootstrap) that `fit` batches itself, or a random look at
            # validation data every so often (`sess.run(accuracy, {x: X_val[idx]})`).
            return names, None
        result = self._result(loop, kind, consumer)
        self._describe_slices(result, sources, names, arrays)
        result.on_device = bool(sources & self._tensor_slices) and kind == "slice" \
            and all(id(node) in self._tensor_slices for node in self._slices_of(loop, sources))
        if kind == "helper" and helper is not None:
            self._describe_helper(result, helper)
        result.width = result.width or range_step(loop, self.file)
        result.partial = batches_kind(loop, kind, self.file)
        library = [call for call in _calls_by_id(loop, helper_calls) if id(call) in self._library_calls]
        if kind == "gather":
            # A fixed number of examples drawn at random on every step: always full.
            result.partial, result.wraps = "full", True
            gathers = [node for expr in reads(loop) for node in walk(expr, in_scalar_context)
                       if id(node) in sources]
            if gathers:
                first = gathers[0]
                parts = [_gather_parts(g, self.file) for g in gathers]
                result.example = snippet(self.file.code_for(first), 50)
                result.arrays = unique([snippet(self.file.code_for(part[0]), 40) for part in parts if part])
                assert parts[0] is not None
                picked_by = parts[0][1]
                if isinstance(picked_by, cst.Name):
                    name = picked_by.value
                    bound = [b.value for b in loop.bindings_of(name) if b.value is not None]
                    picked_by = bound[-1] if bound else picked_by
                size = _sized_random_draw(picked_by, self.file)
                if isinstance(size, (cst.Tuple, cst.List)) and size.elements:
                    size = size.elements[0].value  # `size=(batch_size,)`: the batch is the first
                result.width = snippet(self.file.code_for(size), 30) if size is not None else None
        elif kind == "outside":
            # Whether its last batch is shorter is the helper's business: not known here.
            outside, size = self._outside_calls[id(loop)]
            result.partial = "unknown"
            result.helper_name = snippet(self.file.code_for(outside), 50)
            result.width = snippet(self.file.code_for(size), 30)
            bound_around: Set[str] = set()
            around: Optional[Loop] = loop
            while around is not None:
                bound_around |= around.bound_names()
                around = around.parent
            epochs = next((arg.value for arg in outside.args if _EPOCHS.search(
                (arg.keyword.value if arg.keyword is not None else terminal_name(arg.value)) or "")
                and not touches(references(arg.value), bound_around)), None)
            if epochs is not None:
                result.epochs = snippet(self.file.code_for(epochs), 30)
        elif kind == "helper" and (yields_grown_lists(helper) or self._skips_items(helper)):
            # Skip-gram pairs grown item by item: whether a batch is full says nothing of its size.
            result.partial = "varies"
        elif library and helper is None and not sources:
            # (A loop that also cuts slices by hand is judged by those slices.)
            result.partial, result.wraps, result.starts_over = "full", True, True
            # (reshuffling too only where it is TensorFlow's tutorial `DataSet`: see `reshuffles`)
            result.helper_name = snippet(self.file.code_for(library[0].func), 40)
            via = self._library_via.get(id(library[0]))
            if via is not None:
                result.via_name = snippet(self.file.code_for(via.func), 40)
            batch_call = via if via is not None else library[0]
            result.reshuffles = self._starts_over(batch_call, loop)
            size_arg = batch_call.args[0].value if batch_call.args and batch_call.args[0].keyword is None \
                and not batch_call.args[0].star else None
            if size_arg is None:
                size_arg = next((arg.value for arg in batch_call.args if arg.keyword is not None
                                 and BATCH_SIZE_NAME.match(arg.keyword.value)), None)
            if size_arg is not None and (literal_int_in(loop, size_arg) or 0) >= _WHOLE_SET:
                # `next_batch(55000)`: the whole training set, reshuffled, on every step
                # (wenxichen's distillation demo, forty-second split): full-batch training, no
                # mini-batches to move into a pipeline.
                return names, None
            receiver = batch_call.func.value if isinstance(batch_call.func, cst.Attribute) else None
            receiver_root = (dotted_name(receiver) or "").split(".", 1)[0] if receiver is not None else ""
            if size_arg is None and receiver_root and receiver_root in loop.bound_names() and all(
                    isinstance(b.value, cst.Call) for b in loop.bindings if b.name == receiver_root):
                # `dataset = meta_dataset.next()` then `batch = dataset.next_batch()`: a new
                # object on every pass, a few-shot episode drawn whole (AhmedAyad89's few-shot
                # training and baselines, seventy-sixth split, judged false twice), not
                # mini-batches of one data set stepped through. (Not `loader = loaders[step %
                # 3]`: one of the loaders made before the loop, picked in turn; review of stop 40.)
                return names, None
            if size_arg is None or _names_a_flag(size_arg):
                # `data.next_batch(is_train)`: a loader told which data to draw, that keeps its
                # own batch size and cursor, and whose last batch may be short (ckyeungac's
                # DKT+, a generator of `n // bs + 1` clipped slices, seventy-third split, judged
                # false; its `is_train` was read as the batch size). `data_loader.next_batch()`
                # with no argument is the same: char-rnn's `TextLoader` trims its data to whole
                # batches, DKT+'s clips the last, a few-shot loader hands out episodes of
                # varying size (AhmedAyad89's baselines, seventy-sixth split, judged false as
                # "always full"), and nothing in this file tells them apart.
                result.partial, result.wraps = "unknown", False
            if result.partial == "full" and not result.width and size_arg is not None and not (
                    batch_call is library[0] and touches(references(size_arg), loop.bound_names())):
                # (not `next_batch(b)` with `b` the loop's own variable)
                result.width = snippet(self.file.code_for(size_arg), 30)  # `next_batch(100)`
            if result.partial == "full" and rounded_up_count(loop) and not self._starts_over(batch_call, loop):
                # `n_batch = n // bs; if n_batch * bs != n: n_batch += 1` before `for i in
                # range(n_batch): x, y = data.next_batch(bs)`: one step for the rest, which a
                # loader that stops at the end of the data hands out short; MNIST's starts over.
                result.partial, result.wraps, result.rounded_up = "unknown", False, True
        elif result.partial == "partial" and kind == "slice" and (even := linspace_cuts(loop, self.file)) is not None:
            result.partial, result.wraps, result.linspace = ("full", True, False) if even else ("partial", False, True)
        elif result.partial == "partial" and kind == "slice" and wraps_around(loop, sources):
            result.partial, result.wraps, result.rings = "full", True, True
        elif result.partial == "partial" and kind == "slice" and self._around_loop(loop, result.width)[0]:
            result.partial, result.wraps = "full", True  # `assert num % batch_size == 0` before it
        elif result.partial == "partial" and kind == "slice" and self._padded_in_loop(loop, result.width):
            result.partial, result.wraps = "full", True  # a short batch padded up to the width
        elif result.partial == "partial" and kind == "slice" and self._guarded_in_loop(loop, result.width):
            result.partial, result.wraps = "full", True  # a short batch is skipped, never fed
        elif result.partial == "partial" and kind == "slice" and (
                self._while_stops_before_short(loop, result.width, sources)
                or self._if_stops_before_short(loop, result.width, sources)):
            result.partial = "full"  # `while b + bs < n:` then `x[b:b + bs]`: never a short slice
        elif result.partial == "partial" and kind == "slice" and written_into_a_buffer(loop, sources, self.file):
            result.partial, result.wraps = "full", True  # copied into a batch-sized buffer, fed whole
        elif result.partial == "partial" and kind == "slice" and padded_to_whole_batches(
                loop, sources, self.file, self._padding):
            result.partial, result.wraps = "full", True  # no example is left out either
        elif result.partial == "partial" and kind == "helper" and (
                any(helper_always_full(each, self.file) for each in self._helper_chain(helper))
                or self._picks_equal_pieces(loop, helper, arrays)
                or self._stops_at_whole_batches(helper)):
            result.partial, result.wraps = "full", True
        elif result.partial == "partial" and kind == "helper":
            result.rest = takes_the_rest(helper, self.file)
        elif result.partial == "partial" and kind == "slice" and (counter := self._outside_count(loop)) is not None:
            # `teX, teY, num_te_batch = load_data(...)` from another module, then `for i in
            # range(num_te_batch):` cutting `teX[i * bs:i * bs + bs]` (minghz's CapsNet,
            # sixty-first split, judged false): a floor count never cuts a short batch, a
            # rounded-up one does; which, is not known here.
            result.partial, result.helper_name = "count", counter
        elif result.partial == "partial" and kind == "slice":
            bounds = self._outside_bounds(loop, sources)
            if bounds is not None:
                # `start, end = utils.batch_indices(...)`: that helper decides whether the last
                # batch is short (pate's shifts it back to full), not known here.
                result.partial, result.helper_name = "unknown", bounds
        drawn = self._drawn_size(loop, _calls_by_id(loop, helper_calls), helper) if helper_calls else None
        if drawn is not None:
            # `batch_size = random.randint(lo, hi)` on every step: no two batches need match.
            result.partial, result.width = "random", drawn
        elif kind == "slice" and result.partial in ("full", "drops") and result.width and result.width.isidentifier():
            resized = self._resized_in_loop(loop, result.width)
            if resized is not None:
                # `batch_size = int(batch_size * 0.7) + 300` when the loss stalls (andreum's
                # user-movie embeddings, stop 45, judged false twice as "the batch dimension is
                # static"): the loop changes its own batch size.
                result.partial, result.helper_name = "resized", resized
        if result.partial == "drops" or (result.partial == "full" and not result.wraps and kind == "slice"):
            # `for i in range(len(imgs) // bs)` and then `if len(imgs) % bs != 0:` the rest,
            # padded (cleverhans' EAD): nothing is left out.
            result.wraps = result.wraps or self._around_loop(loop, result.width)[1]
        if (result.partial == "drops" or (result.partial == "full" and kind == "slice")) and not result.wraps \
                and self._rest_after(loop, _REMAINDER_SLICE):
            # `for batch in range(floor(len(cache) / bs)):` full batches, then `if remainder_samples >
            # 0: trainBatch(cache[(-1) * remainder_samples:])` (waggle-sensor's active-learning
            # engine, hundred-third split, judged false seven times as "always full"): the last
            # batch of each pass is short after all.
            result.partial = "partial"
        if kind == "array_split" and id(loop) in self._cut_at:
            result.rest = self._cut_at[id(loop)]
        if kind == "slice" and not result.rest:
            rest = self._rest_in_last_step(loop)
            if rest is not None:
                # `if i == total_batch - 1: idx = idxs[i * bs:]` beside `idxs[i * bs:(i + 1) * bs]`
                # (DeepRec's CDAE and AutoRec, stop 45, judged false four times): the last batch
                # takes the rest, longer than the others; nothing is left out.
                result.partial, result.rest, result.wraps = "partial", rest, False
        if result.partial in ("partial", "count") and kind != "outside":
            result.static_feed = self._static_feed(loop, consumer, all_sources, names)
            if result.static_feed is not None:
                result.partial = "full"
        result.carried = self._carried_state(loop, consumer)
        result.feeds_queue = self._feeds_a_queue(consumer) and all(
            self._feeds_a_queue(site.call) for site in loop.calls
            if site.loop is loop and terminal_name(site.call.func) == "run")
        result.kind = "zip" if result.partial == "drops" else kind
        result.batch_names = [name for name in first_level if not INDEX_NAME.search(name)][:4]
        return names, result

    def _guarded_in_loop(self, loop: Loop, width: Optional[str]) -> bool:
        """The loop feeds a batch only when it is full: `if batch.shape[0] == batch_size:`
        around the run (also through `n = len(batch)`), or `if len(batch) < batch_size:
        continue` (or `!=`, or `break`) before it; the batch is a name the loop binds."""
        if not width:
            return False
        own = {binding.name: binding.value for binding in loop.bindings}
        body = loop.node.body if isinstance(loop.node, (cst.For, cst.While)) else None
        statements = list(body.body) if isinstance(body, cst.IndentedBlock) else []
        runs = [bool(_RUNS.search(self.file.code_for(statement))) for statement in statements]
        for index, node in enumerate(statements):
            # An `if` of the loop's own body (not of a nested loop): `==` must hold every run
            # of the body (and its `else` none), `< ... continue` must come before the first.
            if not isinstance(node, cst.If):
                continue
            tests = [node.test]
            while isinstance(tests[0], cst.BooleanOperation) and isinstance(tests[0].operator, cst.And):
                tests[:1] = [tests[0].left, tests[0].right]  # `n == bs and start != other`: each must hold
            for test in tests:
                kind = self._guards_full(node, test, width, own)
                if kind == "around" and not any(runs[:index] + runs[index + 1:]) and (
                        node.orelse is None or not _RUNS.search(self.file.code_for(node.orelse))):
                    return True
                if kind == "skip" and not any(runs[:index]):
                    return True
        return False

    def _while_stops_before_short(self, loop: Loop, width: Optional[str], sources: Set[int]) -> bool:
        """`while b + batchsize < len(train_label):` (or `<=`) and every slice the loop cuts is
        `x[b:b + batchsize]`: the loop ends before a slice could run past the end, so every
        batch is full, and what does not fill one is left out (Guriido's MNIST scripts,
        sixty-first split, judged false)."""
        if not width or not isinstance(loop.node, cst.While):
            return False
        test = loop.node.test
        if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1
                and isinstance(test.comparisons[0].operator, (cst.LessThan, cst.LessThanEqual))
                and isinstance(test.left, cst.BinaryOperation) and isinstance(test.left.operator, cst.Add)):
            return False
        code, size = self.file.code_for, fold(width)
        left, right = fold(code(test.left.left)), fold(code(test.left.right))
        start = right if left == size else left if right == size else None
        if start is None or not start.isidentifier():
            return False
        cut = False
        for site in loop.slices:
            if id(site.subscript) not in sources:
                continue
            for element in site.subscript.slice:
                part = element.slice
                if not isinstance(part, cst.Slice):
                    continue
                upper = fold(code(part.upper)).replace(" ", "") if part.upper is not None else ""
                if part.lower is None or fold(code(part.lower)) != start \
                        or upper not in (f"{start}+{size}".replace(" ", ""), f"{size}+{start}".replace(" ", "")):
                    return False
                cut = True
        return cut and not self._rest_fed_after(loop, start)

    def _rest_fed_after(self, loop: Loop, start: str) -> bool:
        """Right after the loop (its next few lines), the rest from where the loop stopped is
        sliced off and used (`if num_data % batch_size != 0: sess.run(train_step, feed_dict={x:
        train_data[i:]})`: cs294-112's behavioral cloning and DAgger, ninety-fourth split,
        judged false three times as "always full"): the last batch is short after all."""
        return self._rest_after(loop, re.compile(rf"\[\s*{re.escape(start)}\s*:\s*[\],]"))

    def _rest_after(self, loop: Loop, rest: "re.Pattern[str]") -> bool:
        """One of the few lines right after the loop (at its indent or a little out) matches
        `rest`, a slice of what the loop left."""
        if loop.scope is None:
            return False
        code = self._scope_code.get(id(loop.scope))
        if code is None:  # once per scope (a module of many such loops would copy it per loop)
            code = self._scope_code[id(loop.scope)] = self.file.code_for(loop.scope.node)
        header = self.file.code_for(loop.node).split("\n", 1)[0]
        at = code.find(header)
        if at < 0:
            return False
        indent = at - (code.rfind("\n", 0, at) + 1)
        end = code.find("\n", at)
        lines = code[end + 1:].split("\n") if end >= 0 else []
        inside = True
        seen = 0
        for line in lines:
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            depth = len(line) - len(line.lstrip())
            if inside and depth > indent:
                continue  # the loop's own body
            inside = False
            if depth < indent - 8 or seen > 6:
                break
            seen += 1
            if rest.search(line):
                return True
        return False

    def _if_stops_before_short(self, loop: Loop, width: Optional[str], sources: Set[int]) -> bool:
        """Every slice the loop cuts, `x[c:c + bs]`, is inside an `if` of the loop's body that
        holds only while a whole batch is left (`if c < len(x) - bs:`, `if c + bs <= len(x):`):
        never a short slice (datlife's behavioral-cloning generator, ninety-fourth split,
        judged false)."""
        body = loop.node.body if isinstance(loop.node, (cst.For, cst.While)) else None
        if not width or not isinstance(body, cst.IndentedBlock):
            return False
        code, size = self.file.code_for, fold(width).replace(" ", "")
        guarded: Set[int] = set()
        for statement in body.body:
            if not isinstance(statement, cst.If) or not isinstance(statement.test, cst.Comparison) \
                    or len(statement.test.comparisons) != 1:
                continue
            test = statement.test
            operator = test.comparisons[0].operator
            left = fold(code(test.left)).replace(" ", "")
            right = fold(code(test.comparisons[0].comparator)).replace(" ", "")
            left, right = (part[1:-1] if part.startswith("(") and part.endswith(")") else part for part in (left, right))
            start: Optional[str] = None
            length = r"len\([\w.\[\]]+\)"
            if isinstance(operator, (cst.LessThan, cst.LessThanEqual)) \
                    and re.fullmatch(rf"{length}-{re.escape(size)}", right):
                start = left  # `c < len(x) - bs`
            elif isinstance(operator, (cst.LessThan, cst.LessThanEqual)) and re.fullmatch(length, right) \
                    and left.endswith(f"+{size}"):
                start = left[:-len(size) - 1]  # `c + bs <= len(x)`
            if start is None or not start.isidentifier():
                continue
            if statement.orelse is not None and re.search(
                    rf"\[\s*{re.escape(start)}\s*:|\byield\b", code(statement.orelse)):
                continue  # an `else:` that hands out the rest, `xb = x[c:]` (review of stop 43)
            for node in walk(statement.body, lambda n: False):
                if isinstance(node, cst.Subscript) and id(node) in sources:
                    parts = [element.slice for element in node.slice]
                    first = parts[0] if parts else None
                    if isinstance(first, cst.Slice) and first.lower is not None and first.upper is not None \
                            and fold(code(first.lower)).replace(" ", "") == start \
                            and fold(code(first.upper)).replace(" ", "") in (f"{start}+{size}", f"{size}+{start}"):
                        guarded.add(id(node))
        return bool(guarded) and all(id(site.subscript) in guarded for site in loop.slices
                                     if id(site.subscript) in sources)

    def _guards_full(self, node: cst.If, test: cst.BaseExpression, width: str,
                     own: Dict[str, Optional[cst.BaseExpression]]) -> Optional[str]:
        """One condition of `_guarded_in_loop`'s `if`, the batch's length against the width:
        "around" (`==`, the run inside), "skip" (`<`/`!=` then `continue`/`break`), or None."""
        if not (isinstance(test, cst.Comparison) and len(test.comparisons) == 1):
            return None
        left: Optional[cst.BaseExpression] = test.left
        target = test.comparisons[0]
        if fold(self.file.code_for(target.comparator)) != fold(width):
            return None
        if isinstance(left, cst.Name) and isinstance(own.get(left.value), (cst.Call, cst.Subscript)):
            left = own[left.value]  # `n_batch = real_img.shape[0]`
        measured = None
        if isinstance(left, cst.Call) and terminal_name(left.func) == "len" and len(left.args) == 1:
            measured = left.args[0].value
        elif isinstance(left, cst.Subscript) and isinstance(left.value, cst.Attribute) \
                and left.value.attr.value == "shape" and self.file.code_for(left.slice[0]).strip() == "0":
            measured = left.value.value
        if not isinstance(measured, cst.Name) or measured.value not in own:
            return None
        body = self.file.code_for(node.body)
        if isinstance(target.operator, cst.Equal):
            return "around" if _RUNS.search(body) else None
        if isinstance(target.operator, (cst.LessThan, cst.NotEqual)) \
                and re.fullmatch(r"\s*(continue|break)\s*", body.strip().lstrip(":")):
            return "skip"
        return None

    def _padded_in_loop(self, loop: Loop, width: Optional[str]) -> bool:
        """The loop pads its batch on the first axis up to the width, or to a batch size when
        the width is not read (`batch_images = np.pad(batch_images, ((0, self.batch_size -
        batchSz), (0, 0), ...))`, the DCGAN image completion): every batch fed is full. A pad
        of other axes (28x28 images to 32x32) or to another amount is not."""
        for binding in loop.bindings:
            value = binding.value
            if isinstance(value, cst.Call) and self._joins_a_pad(value, loop, width):
                return True
            if not (isinstance(value, cst.Call) and (self.file.resolve(value.func) == "numpy.pad"
                                                     or dotted_name(value.func) in ("np.pad", "numpy.pad"))):
                continue
            amount = argument_value(value, "pad_width", 1)
            if isinstance(amount, cst.Name):
                bound = [b.value for b in loop.bindings_of(amount.value) if b.value is not None]
                amount = bound[-1] if len(bound) == 1 else None
            if not isinstance(amount, (cst.Tuple, cst.List)) or not amount.elements:
                continue
            first = amount.elements[0].value
            if not isinstance(first, (cst.Tuple, cst.List)) or len(first.elements) != 2 \
                    or not (isinstance(first.elements[0].value, cst.Integer)
                            and first.elements[0].value.value == "0"):
                continue
            after = first.elements[1].value
            while isinstance(after, cst.Call) and terminal_name(after.func) == "int" and len(after.args) == 1:
                after = after.args[0].value
            if not (isinstance(after, cst.BinaryOperation) and isinstance(after.operator, cst.Subtract)):
                continue
            full = fold(self.file.code_for(after.left))
            if (full == fold(width)) if width else bool(BATCH_WIDTH.search(full)):
                return True
        return False

    def _joins_a_pad(self, call: cst.Call, loop: Loop, width: Optional[str]) -> bool:
        """`np.concatenate([x[s:e], np.zeros(pad_shape)], axis=0)` with `pad_shape = [pad_size] +
        ...` and `pad_size = test_batch_size - (e - s)`: the short batch joined to zeros up to
        the width on the first axis (sufengniu's kitti_pointnet, sixty-fifth split, judged false)."""
        if self.file.resolve(call.func) not in ("numpy.concatenate", "numpy.vstack", "numpy.row_stack") \
                or not call.args or not isinstance(call.args[0].value, (cst.List, cst.Tuple)):
            return False
        axis = argument_value(call, "axis", 1)
        if axis is not None and not (isinstance(axis, cst.Integer) and axis.value == "0"):
            return False

        table = self._loop_values.get(id(loop))
        if table is None:  # once per loop: a loop of thousands of joins reads it once
            table = self._loop_values[id(loop)] = {}
            for binding in loop.bindings:
                if binding.value is not None:
                    table.setdefault(binding.name, []).append(binding.value)

        def bound(node: Optional[cst.BaseExpression]) -> Optional[cst.BaseExpression]:
            if isinstance(node, cst.Name):  # the one value the loop binds it to
                values = table.get(node.value, [])
                return values[0] if len(values) == 1 else None
            return node

        for element in call.args[0].value.elements:
            filler = element.value
            if not isinstance(filler, cst.Call) \
                    or self.file.resolve(filler.func) not in ("numpy.zeros", "numpy.ones", "numpy.full", "numpy.empty"):
                continue
            shape = bound(argument_value(filler, "shape", 0))
            if isinstance(shape, cst.BinaryOperation) and isinstance(shape.operator, cst.Add):
                shape = shape.left  # `[pad_size] + list(x.shape[1:])`
            first = shape.elements[0].value if isinstance(shape, (cst.List, cst.Tuple)) and shape.elements else shape
            amount = bound(first)
            if isinstance(amount, cst.BinaryOperation) and isinstance(amount.operator, cst.Subtract):
                full = fold(self.file.code_for(amount.left))
                if (full == fold(width)) if width else bool(BATCH_WIDTH.search(full)):
                    return True
        return False

    def _modulos_before(self, scope_node: cst.CSTNode, loop_node: cst.CSTNode, side: str,
                        text: str, other: Optional[str] = None) -> List[cst.BinaryOperation]:
        """The `a % b` of `assert a % b == 0` (see `_zero_modulo`) whose `side` ("left" or
        "right") folds to `text` (and, given `other`, whose other side folds to that), of
        the asserts of a function (or module) that come before
        `loop_node` and not on a branch the loop is not in (an `if` it is not inside), nor in
        nested functions or classes.
        Indexed once per scope: a scan of every assert per loop was quadratic in a function
        of thousands of asserts and loops (stop 38's hostile shapes)."""
        table = self._assert_tables.get(id(scope_node))
        if table is None:
            table = self._assert_tables[id(scope_node)] = _assert_table(scope_node)
        key = (id(scope_node), side)
        index = self._modulo_index.get(key)
        if index is None:
            index = {}
            for position, test, blocks in table[0]:
                modulo = _zero_modulo(test)
                if modulo is not None:
                    mine, theirs = (modulo.left, modulo.right) if side == "left" else (modulo.right, modulo.left)
                    folded = fold(self.file.code_for(mine))
                    index.setdefault(folded, []).append((position, blocks, modulo))
                    # by both sides too: one count asserted against thousands of divisors
                    # was a scan of all of them per loop (stop 45, hostile.py)
                    index.setdefault((folded, fold(self.file.code_for(theirs))), []).append((position, blocks, modulo))
            self._modulo_index[key] = index
        order = table[1]
        at, around = order.get(id(loop_node), (len(order), ()))
        holding = set(around)
        found = index.get(text if other is None else (text, other), ())
        return [modulo for position, blocks, modulo in found if position < at and holding.issuperset(blocks)]

    def _lines_of(self, scope_node: cst.CSTNode) -> Tuple[List[str], Dict[str, List[int]]]:
        """A scope's rendered lines, and the lines of each stripped text, in order."""
        found = self._scope_lines.get(id(scope_node))
        if found is None:
            lines = self.file.code_for(scope_node).splitlines()
            where: Dict[str, List[int]] = {}
            for i, line in enumerate(lines):
                where.setdefault(line.strip(), []).append(i)
            found = self._scope_lines[id(scope_node)] = (lines, where)
        return found

    def _loop_rank(self, loop: Loop) -> int:
        """How many loops of the same scope with the same first line come before `loop`
        (all loops ranked once per file)."""
        if self._ranks is None:
            self._ranks = {}
            seen: Dict[Tuple[int, str], int] = {}
            for other in sorted(self.facts.loops, key=lambda found: found.order):
                head = self.file.code_for(other.node).strip().split("\n", 1)[0].strip()
                key = (id(other.scope), head)
                self._ranks[id(other)] = seen.get(key, 0)
                seen[key] = seen.get(key, 0) + 1
        return self._ranks.get(id(loop), 0)

    def _around_loop(self, loop: Loop, width: Optional[str]) -> Tuple[bool, bool]:
        """(asserted, rest): whether the function asserts, before `loop`, that a count is a
        multiple of the batch width (`assert num % batch_size == 0`: every batch is full), and
        whether it takes the remainder modulo that width after the loop (`if len(imgs) %
        batch_size != 0:` then the last examples, padded)."""
        if not width or not re.fullmatch(r"[\w.]+", width):
            return False, False
        key = (id(loop), width)
        if key in self._around:
            return self._around[key]
        self._around[key] = (False, False)
        arrays = {fold(self.file.code_for(site.subscript.value)) for site in loop.slices
                  if site.loop is loop or site.loop.within(loop)}
        roots = {_root(name) for array in arrays for name in re.findall(r"[A-Za-z_][\w.]*", array)}
        asserted = any(self._asserts_multiple(modulo, roots, loop.scope)
                       for modulo in self._modulos_before(loop.scope.node, loop.node, "right", fold(width))) \
            or self._asserts_quotient(loop, width)
        # Found by lines: a nested loop's code is rendered at its own indentation.
        lines, line_at = self._lines_of(loop.scope.node)
        own = self.file.code_for(loop.node).strip().splitlines()
        # The k-th loop of its scope with this first line stands at the k-th such line (two
        # loops of one header in a notebook: the second's remainder is after the second).
        heads = line_at.get(own[0].strip(), []) if own else []
        rank = self._loop_rank(loop)
        at = heads[rank] if rank < len(heads) else -1
        if at < 0:
            self._around[key] = (asserted, False)
            return asserted, False
        modulo = rf"%\s*\(?\s*{re.escape(width)}\b(?!\.)"
        # The remainder is taken just after the loop: the lines after it, not the rest of the
        # module (read per loop, that was quadratic in a module of many loops).
        after = "\n".join(lines[at + len(own):at + len(own) + _REMAINDER_LINES])
        # `if len(imgs) % batch_size != 0:` and then a slice of `imgs`: the rest is taken (not a
        # log line that counts what was skipped).
        rest = False
        for array in arrays:
            if not array:
                continue
            length = rf"(?:len\(\s*{re.escape(array)}\s*\)|{re.escape(array)}\s*\.\s*shape\s*\[\s*0\s*\])"
            found = re.search(rf"{length}\s*\)?\s*{modulo}", after)
            if found and re.search(rf"(?<![\w.]){re.escape(array)}\s*\[", after[found.end():]):
                rest = True
        self._around[key] = (asserted, rest)
        return asserted, rest

    def _asserts_quotient(self, loop: Loop, width: str) -> bool:
        """An assert before the loop that makes the count it runs to a multiple of its width."""
        return self._asserts_width_quotient(loop, width) or self._asserts_a_split_count(loop, width)

    def _asserts_width_quotient(self, loop: Loop, width: str) -> bool:
        """`assert n_batch % nminibatches == 0`, then `batch_size = n_batch // nminibatches` and
        `for start in range(0, n_batch, batch_size)` (stable-baselines' PPO2): the width divides
        the count the loop runs to, so every batch is full."""
        bindings = [binding for binding in loop.scope.lookup(width)[0] if binding.value is not None]
        if not bindings and width.startswith("self.") and loop.scope.class_name is not None:
            # `self.nbatch_train = self.nbatch // num_mini_batches` and the assert in `__init__`
            # (jw1401's PPO, fifty-fourth split): the methods of the loop's class.
            bindings = [binding for scope in self.facts.scopes if scope.class_name == loop.scope.class_name
                        for binding in scope.bindings.get(width, ()) if binding.value is not None]
        value = bindings[0].value if len(bindings) == 1 else None
        if not (isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.FloorDivide)):
            return False
        count, parts = fold(self.file.code_for(value.left)), fold(self.file.code_for(value.right))
        header = range_call(loop.node.iter) if isinstance(loop.node, cst.For) else None
        if header is None or len(header.args) < 2 or fold(self.file.code_for(header.args[1].value)) != count:
            return False
        modulos = self._modulos_before(loop.scope.node, loop.node, "left", count, parts)
        if bindings[0].scope is not loop.scope and bindings[0].scope.node is not None \
                and not loop.scope.bindings.get(count) and not self._rebound_elsewhere(count, bindings[0].scope):
            # (not where the loop's method binds the count again, `self.nbatch = len(obs)`, nor
            # where another method of its class does, `self._collect(obs)`: the assert in
            # `__init__` was about another count; second review of stop 34)
            # Asserted at the top level of the method that binds the width (its own loop is none).
            modulos = modulos + self._modulos_before(bindings[0].scope.node, loop.node, "left", count, parts)
        return bool(modulos)

    def _asserts_a_split_count(self, loop: Loop, width: str) -> bool:
        """`assert self.n_envs % self.nminibatches == 0` before `for start in range(0,
        self.n_envs, envs_per_batch)`, where the width is a chain of floor divisions in the
        loop's function that divides by the asserted divisor (`batch_size = self.n_batch //
        self.nminibatches`, then `envs_per_batch = batch_size // self.n_steps`: stable-baselines'
        recurrent PPO2, read in stop 38): the author split the count the loop runs to into
        equal parts, so every batch is full. Only a loop whose step is the width, names bound
        once in the loop's function, three bindings deep, and nothing but `//` on the way
        (`n // k + 1`, `max(32, n // k)` or `n_steps * 4` prove nothing: review of stop 38)."""
        header = range_call(loop.node.iter) if isinstance(loop.node, cst.For) else None
        if header is None or len(header.args) != 3 or fold(self.file.code_for(header.args[2].value)) != fold(width):
            return False
        count = fold(self.file.code_for(header.args[1].value))
        divisors: Set[str] = set()
        name = width
        for _ in range(3):
            bound = [b.value for b in loop.scope.bindings.get(name, ()) if b.value is not None]
            value = bound[0] if len(bound) == 1 else None
            if not (isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.FloorDivide)):
                break
            divisors.add(fold(self.file.code_for(value.right)))
            name = fold(self.file.code_for(value.left))
        if not divisors:
            return False
        return any(fold(self.file.code_for(modulo.right)) in divisors
                   for modulo in self._modulos_before(loop.scope.node, loop.node, "left", count))

    def _rebound_elsewhere(self, count: str, asserted_in: Scope) -> bool:
        """The count is an attribute (`self.nbatch`) that a method of the class other than the
        one holding the assert binds again: what the assert checked may not be what the loop
        runs to."""
        if not re.fullmatch(r"self\.\w+", count) or asserted_in.class_name is None:
            return False
        key = (count, asserted_in.class_name)
        if key not in self._binders:
            self._binders[key] = [scope for scope in self.facts.scopes
                                  if scope.class_name == asserted_in.class_name and scope.bindings.get(count)]
        others = [scope for scope in self._binders[key] if scope is not asserted_in]
        if not others:
            return False
        # A method the asserting one calls to set the count up (`self._setup_model(n_steps)`
        # before `assert self.n_batch % nminibatches == 0`: the review of stop 36) is the
        # value the assert checks.
        calls = {terminal_name(call.func) for call in asserted_in.calls
                 if isinstance(call.func, cst.Attribute) and dotted_name(call.func.value) == "self"}
        return any(scope.name not in calls for scope in others)

    def _asserts_multiple(self, modulo: cst.BinaryOperation, roots: Set[str], scope: Scope) -> bool:
        """`assert num % batch_size == 0` (or `assert not num % batch_size`; `modulo` is its
        `num % batch_size`, the width already matched), where the count reads an array the
        loop slices (`num = len(data[0])`), with nothing `or`-ed to it."""
        # Every name the count is written with, and those of what it is bound to (`len(data)`
        # is a number, so `references` would skip it).
        words = set(re.findall(r"[A-Za-z_][\w.]*", self.file.code_for(modulo.left)))
        for name in list(words):
            for binding in scope.lookup(name)[0]:
                if binding.value is not None:
                    words |= set(re.findall(r"[A-Za-z_][\w.]*", self.file.code_for(binding.value)))
        return bool({_root(word) for word in words} & roots)

    def _stops_at_whole_batches(self, helper: Optional[Scope]) -> bool:
        """The helper's own batch loop counts whole batches only, as a loop of the user's would
        be judged (Lasagne's `iterate_minibatches`: `range(0, len(inputs) - batchsize + 1,
        batchsize)`; `for i in range(len(text) // slice_size)`), and it hands out nothing
        else. Every function of that name must (a method of another class may be the one
        called); computed once per helper."""
        if helper is None:
            return False
        cached = self._whole_batches.get(id(helper))
        if cached is None:
            methods = helper.class_name is not None
            named = [scope for scope in self.facts.functions.get(helper.name, ())
                     if (scope.class_name is not None) == methods] or [helper]
            cached = self._whole_batches[id(helper)] = all(self._own_loops_whole(scope, 0) for scope in named)
        return cached

    def _own_loops_whole(self, scope: Scope, depth: int) -> bool:
        """`scope` cuts batches only inside `for` loops that count whole batches (loops inside
        them fill one batch, `for j in range(batch_size)`, or count whole batches too); it
        slices nothing else but a trim assigned before them (`used = text[:n * size + 1]`),
        yields nothing outside them, has no `while` loop, and slices no rest (`x[ii:]`, a
        `for ... else:` remainder, `if m % bs: x[n * bs:m]` anywhere after the loop). A
        wrapper that slices nothing itself is judged by the helper it wraps."""
        if depth > 4 or not isinstance(scope.node, cst.FunctionDef) or takes_the_rest(scope, self.file) is not None:
            return False
        loops = [loop for loop in self.facts.loops if loop.scope is scope and loop.kind != "comp"]
        sliced = [node for node in _inside(scope) if isinstance(node, cst.Subscript) and any(
            isinstance(element.slice, cst.Slice) and (element.slice.lower is not None or element.slice.upper is not None)
            for element in node.slice)]
        if not loops:
            wrapped = self.helpers.wrapped(scope)
            return wrapped is not None and not sliced and self._own_loops_whole(wrapped, depth + 1)
        if any(loop.kind == "while" for loop in loops):
            return False
        outer = [loop for loop in loops if loop.parent is None or loop.parent.scope is not scope]
        if not outer or not all(batches_kind(loop, "slice", self.file) == "full" for loop in outer):
            return False
        for loop in loops:
            if loop in outer or not loop.slices or batches_kind(loop, "slice", self.file) == "full":
                continue
            call = range_call(loop.iters[0]) if loop.iters else None
            count = [arg.value for arg in call.args] if call is not None else []
            if len(count) != 1 or not BATCH_WIDTH.search(self.file.code_for(count[0])):
                return False  # a loop inside that cuts its own batches, perhaps a short one
        inside: Set[int] = set()
        for loop in outer:
            body = getattr(loop.node, "body", None)
            if body is not None:
                inside.update(id(node) for node in walk(body, lambda n: False))
        statements = scope.node.body.body if isinstance(scope.node.body, cst.IndentedBlock) else ()
        first = min((index for index, statement in enumerate(statements)
                     if any(id(node) in inside for node in walk(statement, lambda n: False))), default=0)
        trims = {id(node) for statement in statements[:first] if isinstance(statement, cst.SimpleStatementLine)
                 and all(isinstance(small, cst.Assign) for small in statement.body)
                 for node in walk(statement, lambda n: False)}
        if any(id(node) not in inside and id(node) not in trims for node in sliced):
            return False
        return not any(isinstance(node, cst.Yield) and id(node) not in inside for node in _inside(scope))

    def _picks_equal_pieces(self, loop: Loop, helper: Optional[Scope], arrays: List[str]) -> bool:
        """The loop's helper picks one element (no slice) out of lists that a helper of the
        module made, just before the loop, by `np.split` into equal pieces (World Models:
        `data_mu, ... = create_batches(all_data)`, then `get_batch(step, data_mu, ...)`
        takes piece `step`)."""
        if not arrays or helper is None or any(
                isinstance(element.slice, cst.Slice) for node in _inside(helper)
                if isinstance(node, cst.Subscript) for element in node.slice):
            return False
        for name in arrays:
            if not name.isidentifier():
                return False
            bindings, _ = loop.scope.lookup(name)
            before = [b for b in bindings if b.order < loop.order and b.value is not None]
            value = before[-1].value if before else None
            maker = self.helpers.helper_for(value.func, loop.scope) if isinstance(value, cst.Call) else None
            if maker is None or not EQUAL_SPLIT.search(self.file.code_for(maker.node)):
                return False
        return True

    def _drawn_size(self, loop: Loop, calls: List[cst.Call], helper: Optional[Scope]) -> Optional[str]:
        """The batch size a helper is given when the loop draws it at random on every step
        (`batch_size = random.randint(max_batch_size // 2, max_batch_size)`, horovod's
        word2vec simulating sentences of different lengths), unless the helper of the module
        allocates its batches at another size (`np.zeros((max_batch_size, ...))` filled to
        `batch_size` rows: padded to a fixed size)."""
        for call in calls:
            for position, arg in enumerate(call.args):
                if not isinstance(arg.value, cst.Name) or not BATCH_SIZE_NAME.match(arg.value.value):
                    continue
                drawn = any(binding.name == arg.value.value and binding.value is not None
                            and _RANDOM_DRAW.search(self.file.code_for(binding.value)) for binding in loop.bindings)
                if drawn and not self._allocates_another_size(helper, arg, position):
                    return arg.value.value
        return None

    def _allocates_another_size(self, helper: Optional[Scope], arg: cst.Arg, position: int) -> bool:
        if helper is None or not isinstance(helper.node, cst.FunctionDef):
            return False
        params = [p.name.value for p in helper.node.params.params]
        if params[:1] in (["self"], ["cls"]):
            params = params[1:]
        param = arg.keyword.value if arg.keyword is not None else params[position] if position < len(params) else None
        sizes = _ALLOCATED.findall(self.file.code_for(helper.node))
        return param is not None and any(size != param for size in sizes)

    def _feed_elements(self, loop: Loop, consumer: cst.Call) -> List[cst.BaseDictElement]:
        """The elements of `consumer`'s feed dict, also when it is a name bound to a dict
        (`feed_dict = {X_content: X_batch}` assigned in the loop, then `run(..., feed_dict)`)."""
        feed = self.feeds.feed_of(consumer)
        dicts = [feed] if isinstance(feed, cst.Dict) else []
        if isinstance(feed, cst.Name):
            dicts = [b.value for b in loop.scope.lookup(feed.value)[0]
                     if b.kind == "assign" and isinstance(b.value, cst.Dict)]
        return [element for found in dicts if isinstance(found, cst.Dict) for element in found.elements]

    def _carried_state(self, loop: Loop, consumer: cst.Call) -> Optional[str]:
        """A name the loop binds from a session's run and feeds to `consumer` (`train_loss,
        state, _ = sess.run([cost, final_state, train_op], feed)` with `feed = {...,
        initial_state: state}`, or `feed[c] = state[i].c`): each step starts where the last
        ended, so the batches must come in order (char-rnn's truncated backpropagation)."""
        site = next((each for each in loop.calls if each.call is consumer), None)
        if site is None:
            return None
        fetched: Set[str] = set()
        rebound: Set[str] = set()
        own = [b.order for b in loop.bindings if isinstance(b.node, cst.Assign) and b.node.value is consumer]
        first = min(own) if own else site.order
        # `results = session.run(ops, feed)`, then `loss, state, _ = results` (HERMANNITY's
        # char-rnn, hundred-fourth split, judged false without the order advice): the names the
        # run's results are bound to first stand for the run.
        results = {b.name for b in loop.bindings if b.kind == "assign" and b.value is consumer}
        for binding in loop.bindings:
            node = binding.node
            value = binding.value if isinstance(binding.value, cst.Call) else \
                node.value if isinstance(node, cst.Assign) else None
            if results and isinstance(node, cst.Assign) and isinstance(node.value, cst.Name) \
                    and node.value.value in results and binding.kind == "unpack":
                value = consumer
            # Bound by the consumer's own run, or by a run after it: what the next step is fed.
            # (`Qs = sess.run(Q_pred, ...)` and then `Qs` fed as the target in the same step is
            # a value of this step, not a state carried over.)
            if binding.kind in ("assign", "unpack") and isinstance(value, cst.Call) \
                    and terminal_name(value.func) == "run" and (value is consumer or binding.order > site.order):
                # A state, not a step counter or a loss (`lr: 0.1 * 0.5 ** (step // 10000)`).
                if identifier_words(binding.name.rsplit(".", 1)[-1]) & _STATE_WORDS:
                    fetched.add(binding.name)
            elif binding.kind != "mutate" and binding.order < first:
                rebound.add(binding.name)  # `state = sess.run(model.initial_state)` every step: reset
        fetched -= rebound
        if not fetched:
            return None
        values = [element.value for element in self._feed_elements(loop, consumer) if isinstance(element, cst.DictElement)]
        feed = self.feeds.feed_of(consumer)
        if isinstance(feed, cst.Name):
            # `feed[c] = state[i].c`: the feed dict filled in the loop.
            values += [b.node.value for b in loop.bindings
                       if b.name == feed.value and b.kind == "mutate" and isinstance(b.node, cst.Assign)]
        for value in values:
            for name in sorted(references(value, skip=lambda n: False)):
                if name in fetched:
                    return name
        return None

    def _static_feed(self, loop: Loop, consumer: cst.Call, sources: Set[int],
                     names: Set[str]) -> Optional[Tuple[str, str]]:
        """(key, shape) of a placeholder declared with a static batch that `consumer`'s feed
        dict gives the batch data to (`{self.x: xb}` with `self.x = tf.placeholder(tf.float32,
        (512, 256))`): TensorFlow rejects a shorter feed, so a short last batch cannot run."""
        for element in self._feed_elements(loop, consumer):
            if not isinstance(element, cst.DictElement) or not isinstance(element.key, (cst.Name, cst.Attribute)):
                continue
            if not (contains(element.value, sources) or touches(data_refs(element.value), names)):
                continue
            shape = self.file.analysis(Placeholders).static_batch(element.key)
            if shape is not None:
                return snippet(self.file.code_for(element.key), 40), shape
        return None

    def _metric_ops(self) -> Optional["re.Pattern[str]"]:
        """The names bound from a TF1 metric (`kappa, update_op = tf.metrics.cohen_kappa(...)`),
        as one pattern (None when there are none): running its update op keeps score, it
        trains nothing."""
        if self._metric_names is None:
            self._metric_names = set()
            for scope in self.facts.scopes:
                for name, bindings in scope.bindings.items():
                    for binding in bindings:
                        statement = binding.node
                        value = statement.value if isinstance(statement, cst.Assign) else None
                        if binding.kind in ("assign", "unpack") and isinstance(value, cst.Call) \
                                and "metrics" in (self.file.resolve(value.func) or "").split(".")[:-1]:
                            self._metric_names.add(name)
            if self._metric_names:
                alternatives = "|".join(sorted(map(re.escape, self._metric_names)))
                self._metric_pattern = re.compile(rf"(?<![\w.])(?:{alternatives})(?!\w)")
        return self._metric_pattern

    def _outside_count(self, loop: Loop) -> Optional[str]:
        """The call of a function this file does not define that gives the number of turns
        of `for i in range(n_batches):` (`teX, teY, num_te_batch = load_data(...)`, every
        binding of the count), or None."""
        header = range_call(loop.node.iter) if isinstance(loop.node, cst.For) else None
        if header is None or len(header.args) != 1 or not isinstance(header.args[0].value, cst.Name):
            return None
        found: Optional[str] = None
        for binding in loop.scope.lookup(header.args[0].value.value)[0]:
            call = self._call_bound(binding)
            if call is None or not self._another_modules(call):
                return None
            found = snippet(self.file.code_for(call.func), 40)
        return found

    @staticmethod
    def _call_bound(binding: Binding) -> Optional[cst.Call]:
        """The call a name is assigned from, also when unpacked (`a, b, n = load(...)`)."""
        value = binding.value if binding.kind == "assign" else \
            binding.node.value if binding.kind == "unpack" and isinstance(binding.node, cst.Assign) else None
        return value if isinstance(value, cst.Call) else None

    def _another_modules(self, call: cst.Call) -> bool:
        """A call of a function imported from another module of the project (not this file's,
        not a library's)."""
        name = self.file.resolve(call.func)
        return not self.facts.functions_named(call.func) and name is not None \
            and name.split(".")[0] not in _LIBRARY_ROOTS and "." in name

    def _outside_bounds(self, loop: Loop, sources: Set[int]) -> Optional[str]:
        """The call of a function this file does not define that gives the loop's slices
        their bounds (`start, end = utils.batch_indices(nb, n, bs)`), or None."""
        names: Set[str] = set()
        for site in loop.slices:
            if id(site.subscript) in sources:
                for element in site.subscript.slice:
                    if isinstance(element.slice, cst.Slice):
                        for bound in (element.slice.lower, element.slice.upper):
                            names |= references(bound) if bound is not None else set()
        if not names:
            return None
        found: Optional[str] = None
        for binding in loop.bindings:
            if binding.name not in names or binding.kind not in ("assign", "unpack"):
                continue
            call = binding.value if isinstance(binding.value, cst.Call) else self._call_bound(binding)
            if call is None:
                return None  # a bound computed here (`start = i * bs`): the loop's own arithmetic
            if not self._another_modules(call):
                return None
            found = snippet(self.file.code_for(call.func), 40)
        return found

    def _iterated_batches(self, loop: Loop, kind: str, names: Set[str]) -> Tuple[str, Optional[Scope], List[str]]:
        """(kind, helper, arrays) when a `for` loop's iterable hands out batches (its targets
        then join `names`); else `kind` unchanged."""
        if kind != "slice" or loop.kind == "while":
            return kind, None, []
        iter_kind, helper, arrays = self._iter_sources(loop)
        if iter_kind is None:
            return kind, helper, arrays
        names |= loop.targets
        return iter_kind, helper, arrays

    @staticmethod
    def _first_level(loop: Loop, sources: Set[int]) -> List[str]:
        """The names assigned straight from the batch data (`xb, yb = next_batch(...)`)."""
        return sorted(b.name for b in loop.bindings if b.value is not None and b.kind in ("assign", "unpack")
                      and "." not in b.name and contains(b.value, sources))

    def _not_a_pipeline(self, loop: Loop, kind: str, helper: Optional[Scope]) -> bool:
        """Folds of a cross-validation, GPU towers, a replay memory (see batch_purpose)."""
        if kind == "outside":
            call = self._outside_calls[id(loop)][0]
            return bool(_REPLAY.search(self.file.code_for(call.func))) or self._fills_its_source(loop, call)
        if kind == "helper" or helper is not None:
            owner = self.facts.enclosing_class(helper) if helper is not None else None
            if owner is not None and _REPLAY_CLASS.search(owner.name):
                # `class ReplayMemory:` whose `sample_batch` the trainer thread draws from while
                # agent threads `put` experience (evander-dacosta's A3C, fifty-third split).
                return True
            return replay_memory(helper, self.facts) or self._samples_a_buffer(helper)
        return fold_loop(loop, self.file) or over_devices(loop, self.file)

    def _fills_its_source(self, loop: Loop, call: cst.Call) -> bool:
        """The loop also adds to what it draws its batches from (`sampler.sample()`, then
        `sampler.random_batch(bs)`: SAC's sample pool, cs294-112's homework, ninety-fourth
        split, judged false; `pool.add_sample(...)`): a replay memory, not a data set."""
        if not isinstance(call.func, cst.Attribute):
            return False
        receiver = dotted_name(call.func.value)
        if not receiver or receiver.split(".", 1)[0] in self.file.names.aliases:
            return False  # (an imported module's helpers, `data_utils.add_noise(...)`: review of stop 43)
        for site in loop.calls:
            func = site.call.func
            if site.call is call or not isinstance(func, cst.Attribute) or dotted_name(func.value) != receiver:
                continue
            method = func.attr.value
            if _FILLS.fullmatch(method) or (method == "sample" and not site.call.args):
                return True
        return False

    def _feeds_a_queue(self, consumer: cst.Call) -> bool:
        """`sess.run(enqueue_op, feed_dict=...)`: a producer (a thread, in TF1's queue
        design) filling a queue the model dequeues from, so the copy overlaps the
        computation."""
        if terminal_name(consumer.func) != "run":
            return False
        fetched = argument_value(consumer, "fetches", 0)
        if isinstance(fetched, cst.Call):
            fetched = fetched.func  # `sess.run(queue.enqueue([x, y]), ...)`
        if isinstance(fetched, cst.Subscript):
            fetched = fetched.value  # `enqueue_ops[i]`
        return fetched is not None and bool(_ENQUEUE.search(terminal_name(fetched) or ""))

    def _result(self, loop: Loop, kind: str, consumer: cst.Call) -> BatchLoop:
        result = BatchLoop(loop, kind, consumer=snippet(self.file.code_for(consumer.func), 40))
        # Training when the consumer trains, or anything else in the loop does (an
        # `accuracy.eval(...)` printed every 100 steps before `train_step.run(...)`).
        loop_trains = any(self._trains(site.call, strict=True) or site.in_tape for site in loop.calls if site.loop is loop)
        result.training = self._trains(consumer) or loop_trains
        if result.training and self._forward_only(consumer, loop):
            result.training = False
        if result.training and self._observes(consumer, loop):
            result.training = False
        if result.training and not loop_trains and self._evaluates_within(consumer) \
                and not self._trains_elsewhere(loop, consumer):
            result.training = False
        return result

    def _trains_elsewhere(self, loop: Loop, consumer: cst.Call) -> bool:
        """A call in `loop` besides `consumer` that runs a model and may train: a session run
        of a training op, or a function of the module that runs one (Illykai's player computes
        the validation entropy with one method and trains with `self.compute_training_step`)."""
        for site in loop.calls:
            call = site.call
            if call is consumer:
                continue
            functions = self.facts.functions_named(call.func)
            if functions:
                if any(self.consumers.is_consumer_function(f) and not self._only_evaluates(f) for f in functions):
                    return True
            elif self.consumers.direct_consumer(call) and self._trains(call):
                return True
        return False

    def _starts_over(self, call: cst.Call, loop: Loop) -> bool:
        """`mnist.train.next_batch(bs)` on TensorFlow's tutorial `DataSet` (`mnist =
        input_data.read_data_sets(...)`, or a bare `mnist`): it starts over at the end of the
        data, so a rounded-up count still gets full batches (review of stop 37)."""
        dotted = dotted_name(call.func) or ""
        root = dotted.split(".", 1)[0]
        if not root:
            return False
        if root == "self" and dotted.count(".") >= 3:
            # `self.data.train.next_batch(bs)` with `self.data = input_data.read_data_sets(...)`
            # (quietcoolwu's nanodegree notes, ninety-fourth split, judged false): an attribute
            # bound only to the tutorial's data sets (every binding, tuple targets included, in
            # the code without comments; once per attribute: review of stop 43).
            attribute = dotted.split(".")[1]
            known = self._tutorial_attributes.get(attribute)
            if known is None:
                bindings = re.findall(rf"(?m)^[ \t]*(?:[\w.\[\]]+[ \t]*,[ \t]*)*self\.{re.escape(attribute)}"
                                      rf"[ \t]*(,[^=\n]*)?=(?!=)[ \t]*([^\n]*)", self.file.code_text)
                known = self._tutorial_attributes[attribute] = bool(bindings) and all(
                    not rest and re.match(r"[\w.]*read_data_sets\(", value) for rest, value in bindings)
            return known
        bindings, _ = loop.scope.lookup(root)
        if not bindings:
            return root == "mnist"
        return all(isinstance(b.value, cst.Call) and (self.file.resolve(b.value.func) or "").endswith("read_data_sets")
                   for b in bindings)

    def _step_key_is_a_counter(self) -> bool:
        """Every `'step': value` entry of the file holds no training op (pointnet2's `'step':
        batch`, a global step), so `ops['step']` fetched is a counter read; `'step': train_step`
        is the optimizer's step (review of stop 37). Found once per file."""
        if self._step_counter is None:
            values = [m.group(1) for m in _STEP_KEY.finditer(self.file.text)]
            self._step_counter = bool(values) and not any(
                _TRAINING_FETCH.search(re.sub(r"(?i)\bglobal_?step\b", "", value)) for value in values)
        return self._step_counter

    def _evaluates_within(self, consumer: cst.Call) -> bool:
        """A function of the module the loop hands its data to, whose own runs fetch no
        training op, and with no `GradientTape`, no optimizer and no call of another function
        in it that might train: `self.sub_sample(pred_all, orig_all)` fetching the EMD and
        Chamfer losses of a reconstruction (sufengniu's kitti_pointnet `evaluate_sweep`,
        sixty-fifth split, judged false). Evaluation, however the function is named."""
        functions = self.facts.functions_named(consumer.func)
        return bool(functions) and all(self._only_evaluates(function) for function in functions)

    def _only_evaluates(self, function: Scope) -> bool:
        """`_evaluates_within` for one function, found once per function."""
        key = id(function)
        if key not in self._evaluates:
            self._evaluates[key] = self._runs_only_evaluation(function)
        return self._evaluates[key]

    def _runs_only_evaluation(self, function: Scope) -> bool:
        if function.has_tape or not function.calls:
            return False
        runs = 0
        for call in function.calls:
            name = terminal_name(call.func) or ""
            if name in ("run", "eval"):
                fetched = fetches_of(call) if name == "run" else None
                if isinstance(fetched, cst.Name):
                    # (`sess.run(fetches, ...)` with `fetches` a parameter or a list built there:
                    # `run_batch(sess, [loss, train_op], ...)` trains; review of stop 37) -- but a
                    # list written in the function that fetches nothing training does not
                    # (`output_feed = [self.loss]` in cs294-112's `get_loss`, ninety-fourth split).
                    if not self._evaluation_list(function, fetched.value):
                        return False
                elif self._trains(call):
                    return False
                runs += 1
            elif name in TRAINING_METHODS or _TRAINING_CALL.search(name) \
                    or self.facts.functions_named(call.func) or self.consumers.direct_consumer(call):
                return False  # trains, or hands the data on to something that may
        return runs > 0

    def _observes(self, consumer: cst.Call, loop: Loop) -> bool:
        """A `run` in a function named for looking at the model (`def observe_salience(...)`,
        `visualize`, `plot_...`; nothing in its name about training) that
        fetches no optimizer step (`self.gradient` of a saliency map is no update): the loop
        evaluates (liuxiaohui1221's CIFAR-10 salience loops, sixty-second split, judged false)."""
        if loop.scope.kind != "function" or terminal_name(consumer.func) != "run":
            return False
        words = identifier_words(loop.scope.name)
        if words & _TRAINING_NAME_WORDS:
            return False
        if words & _INFERENCE_WORDS:
            fetched = fetches_of(consumer)
            # (`embeddings_op` is fetched for its value; `update`, a minimizer, is not: the words
            # of `_TRAINING_PART`, without `_TRAINING_FETCH`'s bare `_op`)
            text = self._named_fetches(consumer, fetched.value) if isinstance(fetched, cst.Name) \
                else self.file.code_for(fetched) if fetched is not None else ""
            return fetched is not None and not _TRAINING_PART.search(text) \
                and not FeedAnalysis.fetches_an_update(consumer) and not any(
                    self._trains(site.call, strict=True) or site.in_tape
                    for site in loop.calls if site.loop is loop and site.call is not consumer)
        return bool(words & _OBSERVING_WORDS) and not FeedAnalysis.fetches_an_update(consumer)

    def _forward_only(self, consumer: cst.Call, loop: Loop) -> bool:
        """A model run forward in eager code (`mu = dbvae.encode(batch)` over all the images):
        nothing in the loop trains (no `GradientTape`, no optimizer or training call), and the
        consumer is no session, Keras step or training function, nor a function of the module
        with a tape or a training call in it. Training in eager TensorFlow needs one of these."""
        name = terminal_name(consumer.func) or ""
        if name in CONSUMER_METHODS or STEP_NAME.match(name) or _TRAINING_CALL.search(name):
            return False
        for site in loop.calls:
            if site.in_tape or _trains_by_name(site.call):
                return False
        for scope in self.facts.functions_named(consumer.func):
            if scope.has_tape or any(_trains_by_name(call) for call in scope.calls):
                return False
        # `loss = chunked_loss(model, x)` inside a tape: the function whose loop this is
        # may itself be a training step's (one level of callers).
        return not (loop.scope.kind == "function" and loop.scope.name in self._called_to_train())

    def _called_to_train(self) -> Set[str]:
        """The functions a training function of the module calls (one with a tape or a
        training call), found once per file. Of the module's statements only those inside a
        tape: a notebook's top level calls `model.fit(...)` and every helper it defines
        (shilu10's SimCLR linear evaluator extracts features chunk by chunk, stop 42, judged
        false)."""
        if self._training_callees is None:
            self._training_callees = {
                terminal_name(call.func) or "" for scope in self.facts.scopes if scope.kind != "module"
                and (scope.has_tape or any(_trains_by_name(call) for call in scope.calls)) for call in scope.calls}
            # The module's statements count where they record a tape (`with tf.GradientTape() as
            # tape: loss = chunked_loss(model, x)` at the top level).
            self._training_callees |= {terminal_name(call.func) or "" for scope in self.facts.scopes
                                       if scope.kind == "module" for call in scope.tape_calls}
            # ... and in the arguments of a training call (`opt.minimize(lambda: chunked_loss(model,
            # x, y), variables)` at the top level: review of stop 42).
            for scope in self.facts.scopes:
                if scope.kind == "module":
                    for call in scope.calls:
                        if _trains_by_name(call) or "gradient" in (terminal_name(call.func) or ""):
                            # (also `tfp.math.value_and_gradient(lambda: loss(...), variables)`)
                            self._training_callees |= {
                                terminal_name(inner.func) or "" for arg in call.args
                                for inner in walk(arg.value, lambda node: False) if isinstance(inner, cst.Call)}
        return self._training_callees

    def _trains(self, call: cst.Call, strict: bool = False) -> bool:
        """Whether `call` runs a training step: `fit`, `train_on_batch`, a `sess.run` or
        `op.run` of a training op. Other consumers count as training unless their name
        says evaluation (`predict`, `test_on_batch`, `evaluate`); `strict` (any call
        of the loop, not the consumer) counts only what says training."""
        name = terminal_name(call.func) or ""
        if name == "run":
            fetched = fetches_of(call)  # positional, or `fetches=[loss, step]` (sjvasquez's forecasting models)
            if isinstance(fetched, cst.Call) and _metric_update(fetched):
                return False  # `sess.run(train_accuracy.update_state(y_true=y_train[...]))`
            if fetched is not None:
                fetches = self.file.code_for(fetched)
                if isinstance(fetched, cst.Name):
                    fetches = self._named_fetches(call, fetched.value)
            elif isinstance(call.func, cst.Attribute):
                fetches = self.file.code_for(call.func.value)
            else:
                fetches = ""
            fetches = _METRIC_UPDATE.sub("(", fetches)  # `train_accuracy.update_state(...)` keeps score
            # A tensor fetched by name is named by its last part: `'train_metrics/accuracy:0'` is an
            # accuracy (bmenn's speech models, sixty-seventh split), `'train/optimizer'` an optimizer.
            fetches = _TENSOR_NAME.sub(lambda m: m.group(1), fetches)
            # The global step read for a summary (`ops['step']`, `global_step`: pointnet2's
            # `eval_one_epoch`, sixty-fifth split, judged false) steps nothing.
            fetches = _GLOBAL_STEP.sub("", fetches) if self._step_key_is_a_counter() \
                else _GLOBAL_STEP_NAME.sub("", fetches)
            fetches = _EVALUATION_OP.sub(
                lambda m: m.group(0) if _TRAINING_PART.search(m.group(0)) else "", fetches)
            for method in _METRIC_METHODS:
                fetches = fetches.replace(f".{method}(", "(")
            metric_ops = self._metric_ops()
            if metric_ops is not None:  # `acc, acc_op = tf.metrics.accuracy(...)`
                fetches = metric_ops.sub("", fetches)
            # An output computed the training way, which steps nothing (`self.decoded_train`, a
            # teacher-forced decode fetched in a validation loop: axcelerateai's Urdu handwriting
            # model, eighty-sixth split, judged false).
            fetches = _OUTPUT_OF_TRAINING.sub("", fetches)
            return bool(_TRAINING_FETCH.search(fetches))
        if name in TRAINING_METHODS or name in _OPTIMIZER_UPDATES:
            return True
        if strict:
            if not _TRAINING_CALL.search(name) or _metric_update(call) or _dict_update(call):
                return False
            # `get_nn_fit(x_train, y_train, x_test)`: a function of the module named for
            # fitting that runs no model, on its own or through the module's functions it
            # calls (a numpy nearest-neighbour baseline: AhmedAyad89's few-shot baselines,
            # seventy-sixth split, judged false) trains nothing TensorFlow runs.
            # (only a plain function or a method of `self`: `agent.update(...)` is matched by
            # name to any `update` of the file, a numpy running mean's too; review of stop 40)
            own = isinstance(call.func, cst.Name) or (isinstance(call.func, cst.Attribute)
                                                      and dotted_name(call.func.value) == "self")
            functions = self.facts.functions_named(call.func) if own else []
            return not (functions and all(self._reaches_no_model(function) for function in functions))
        if _metric_update(call) and not any(
                scope.has_tape or any(terminal_name(inner.func) in _OPTIMIZER_STEPS for inner in scope.calls)
                for scope in self.facts.functions_named(call.func)):
            # `kid.update_state(real, fake)` of the module's own `keras.metrics.Metric`, which runs
            # an encoder to keep score (dimitrymindlin's CycleGAN KID, eighty-eighth split); not a
            # method of that name with a tape or an optimizer step (`metric_net.update(...)` of a
            # triplet network: review of stop 42).
            return False
        return not name.lstrip("_").startswith(("predict", "test", "eval")) and not self._told_evaluation(call)

    def _reaches_no_model(self, function: Scope, depth: int = 0) -> bool:
        """No run of a model or session, no tape and no `tf.function` in `function`, nor in
        the functions of the module it calls (three calls deep); found once per function."""
        key = id(function)
        known = self._no_model.get(key)
        if known is not None:
            return known
        self._no_model[key] = False  # (a recursive call: assume it may run one)
        result = depth < 3 and not self.consumers.is_consumer_function(function)
        for call in function.calls if result else ():
            callees = self.facts.functions_named(call.func)
            # (a name many functions share is not followed: every one of them per call was
            # quadratic in a file of many classes; assume it may run a model)
            if len(callees) > 4 or not all(self._reaches_no_model(callee, depth + 1) for callee in callees):
                result = False
                break
        self._no_model[key] = result
        return result

    def _told_evaluation(self, call: cst.Call) -> bool:
        """`_says_evaluation`, believed where the function called is another module's, or every
        function of this one by that name branches on the keyword (`if isTraining:` then the
        update): a step that always runs its training op and takes `is_training` only for
        batch norm trains whatever it is told (review of stop 38)."""
        keyword = _says_evaluation(call)
        if keyword is None:
            return False
        for function in self.facts.functions_named(call.func):
            if not isinstance(function.node, cst.FunctionDef):
                return False
            key = (id(function.node), keyword)
            if key not in self._branches:  # once per function: per call it was quadratic
                self._branches[key] = _branches_on(function.node, keyword)
            if not self._branches[key]:
                return False
        return True

    def _evaluation_list(self, function: Scope, name: str) -> bool:
        """`name` is bound in `function` only to lists or tuples written there, which with
        what `.append`/`.extend` add to them fetch no training op (not a parameter)."""
        bindings = function.bindings.get(name, [])
        if name in function.params or not bindings \
                or not all(isinstance(b.value, (cst.List, cst.Tuple)) for b in bindings):
            return False
        parts = [self.file.code_for(b.value) for b in bindings if b.value is not None]
        for other in function.calls:
            func = other.func
            if isinstance(func, cst.Attribute) and func.attr.value in ("extend", "append", "insert", "__setitem__") \
                    and dotted_name(func.value) == name:
                parts += [self.file.code_for(arg.value) for arg in other.args]
        fetches = _GLOBAL_STEP_NAME.sub("", " ".join(parts))
        return not _TRAINING_FETCH.search(fetches)

    def _named_fetches(self, call: cst.Call, name: str) -> str:
        """The code a fetch list held in a name is built from (`fetches = [Lx, Lz]` and
        `fetches.extend([Lx, Lz, train_op])` before `sess.run(fetches, feed_dict)`, DRAW's
        layout), in the scope of the loop that runs it; the name itself when nothing shows."""
        if self._call_scopes is None:
            self._call_scopes = {id(site.call): (loop.scope, site.order)
                                 for loop in self.facts.loops for site in loop.calls}
        found = self._call_scopes.get(id(call))
        if found is None:
            return name
        scope, order = found
        bindings, owner = scope.lookup(name)
        # The binding that reaches the run (a later `fetches = [loss, accuracy]` for an
        # evaluation loop is another list), and only a list or tuple of fetches (`y = cnn(x,
        # is_training=...)` is one tensor).
        before = [b for b in bindings if b.order < order or owner is not scope]
        reaching = before[-1:] if before else []
        parts = [name] + [self.file.code_for(b.value) for b in reaching if isinstance(b.value, (cst.List, cst.Tuple))]
        if owner is not None and len(parts) > 1:
            # What `.extend`/`.append` add to it in its own scope (not in a nested function).
            for other in owner.calls:
                func = other.func
                if isinstance(func, cst.Attribute) and func.attr.value in ("extend", "append", "insert") \
                        and dotted_name(func.value) == name:
                    parts += [self.file.code_for(arg.value) for arg in other.args]
        return " ".join(parts)

    def _helper_chain(self, helper: Optional[Scope]) -> List[Scope]:
        """`helper` and the slicing helpers it passes batches on from (`get_feed_dict` ->
        `DataSet.next_batch`): a wrapper's batches are as full as the helper's it wraps."""
        chain: List[Scope] = []
        while helper is not None and helper not in chain and len(chain) < 5:
            chain.append(helper)
            helper = self.helpers.wrapped(helper)
        return chain

    def _helper_calls(self, loop: Loop) -> List[Tuple[cst.Call, Optional[Scope], Optional[List[str]]]]:
        """The calls in `loop` (not in a loop inside it) that hand out a helper's batches, in
        order: a helper of the module called directly (with the arrays it is given), or
        `next(gen)` on a generator made by one (no arrays)."""
        found: List[Tuple[cst.Call, Optional[Scope], Optional[List[str]]]] = []
        for site in loop.calls:
            if site.loop is not loop:
                continue
            callee = self.helpers.helper_for(site.call.func, loop.scope)
            if callee is not None and not self._iterated_inside(site.call, loop):
                found.append((site.call, callee, array_args(site.call, self.file)))
            elif callee is None and library_next_batch(site.call):
                # `mnist.train.next_batch(100)`: a dataset object's batches, always full.
                self._library_calls.add(id(site.call))
                found.append((site.call, None, None))
            elif callee is None and not self._iterated_inside(site.call, loop) and (
                    wrapped := self.helpers.library_batches_via(site.call.func, loop.scope)) is not None:
                # `feed_dict = fill_feed_dict(data_sets.train, ...)`, a function of the module that
                # returns `data_set.next_batch(FLAGS.batch_size)` of the library's `DataSet`
                # (TensorFlow's `fully_connected_feed.py`): the same full batches, one call away.
                self._library_calls.add(id(site.call))
                self._library_via[id(site.call)] = wrapped
                found.append((site.call, None, None))
            elif callee is None and self._outside_batch_call(site.call, loop):
                # `batch_xs, batch_ys, _ = next_batch(training_inputs, i, BATCH_SIZE)` with
                # `next_batch` from another module of the project: that module's batches.
                found.append((site.call, None, None))
            elif terminal_name(site.call.func) in ("next", "__next__") and (
                    site.call.args or isinstance(site.call.func, cst.Attribute)):
                # `next(gen)`, and Python 2's `gen.next()` (no argument).
                generator = site.call.args[0].value if isinstance(site.call.func, cst.Name) else (
                    site.call.func.value if isinstance(site.call.func, cst.Attribute) else None)
                ref = dotted_name(generator) if generator is not None else None
                if ref is None:
                    continue
                made = False
                for binding in loop.scope.lookup(ref)[0]:
                    if isinstance(binding.value, cst.Call) and self.helpers.helper_for(binding.value.func):
                        found.append((site.call, self.helpers.helper_for(binding.value.func), None))
                        made = True
                outside = self._outside_helper(generator, loop) \
                    if not made and isinstance(generator, cst.Name) else None
                if outside is not None:
                    # `batches = data_helpers.batch_iter(..., batch_size, ...)` before the loop,
                    # `batch = batches.next()` in it: another module's batches.
                    self._outside_next[id(loop)] = outside
                    found.append((site.call, None, None))
        return found

    def _spread(self, loop: Loop, names: Set[str], sources: Set[int]) -> None:
        """Add to `names` every name of `loop` assigned from the batch data, transitively
        (a worklist over who reads what: linear in the loop's bindings, whatever their order)."""
        resolve = self.file.resolve
        modules: Dict[str, bool] = {}
        readers: Dict[str, List[Binding]] = {}
        work: List[str] = []
        for binding in loop.bindings:
            if binding.value is None or (binding.kind == "for" and binding.loop is loop):
                continue
            if binding.kind == "mutate" and "." not in binding.name:
                if binding.name not in modules:
                    modules[binding.name] = _a_module(loop.scope, binding.name, resolve)
                if modules[binding.name]:
                    continue  # `np.add(d_loss_real, d_loss_fake)` changes no module
            refs = data_refs(binding.value)
            if binding.name not in names and (contains(binding.value, sources) or touches(refs, names)):
                names.add(binding.name)
                work.append(binding.name)
                continue
            for ref in refs:
                while True:  # a name reaches every reference it is a dotted prefix of
                    readers.setdefault(ref, []).append(binding)
                    if "." not in ref:
                        break
                    ref = ref.rsplit(".", 1)[0]
        while work:
            for binding in readers.pop(work.pop(), ()):
                if binding.name not in names:
                    names.add(binding.name)
                    work.append(binding.name)

    def _consumer_of(self, loop: Loop, helper_calls: Set[int], sources: Set[int], names: Set[str]) -> Optional[cst.Call]:
        """The call in `loop` the batch data is fed to, or None."""
        feeding = [
            site for site in loop.calls
            if id(site.call) not in helper_calls
            and any(contains(value, sources) or touches(data_refs(value), names) for value in data_args(site.call))
        ]
        # A model the batch is fed to names the loop better than the op around it in a
        # GradientTape (`tf.reduce_mean(model(xb))`: `model`), so it is looked for first; and
        # of those, one that trains (`self.compute_training_step(feed)` on most steps, not
        # `self.compute_cross_entropy(feed)` every 100th: Illykai's player, read in stop 38).
        consumers = [site.call for site in feeding if self.consumers.consumer(site.call, False)]
        if len(consumers) > 1:
            # (the model in a tape, not the optimizer step after it: `apply_gradients`)
            training = [call for call in consumers if self._trains(call, strict=True)
                        and terminal_name(call.func) not in _OPTIMIZER_STEPS]
            # Of those, one given the batch itself, not a value computed from it: `imgs =
            # X_train[idx]` goes to `autoencoder.train_on_batch(imgs, ...)`, and only the encoder's
            # `latent_fake = encoder.predict(imgs)` to the discriminator (DogFaceNet's AAE,
            # ninety-second split, judged false for naming the discriminator).
            direct = {binding.name for binding in loop.bindings
                      if binding.value is not None and contains(binding.value, sources)}
            given = [call for call in training
                     if any(contains(value, sources) or touches(data_refs(value), direct) for value in data_args(call))]
            if given or training:
                return (given or training)[0]
        # (Any op under a tape counts where the tape is inside the loop, one step per batch; a
        # loop inside the tape runs within one step, and there only a model or a step takes a
        # batch: PinnDE's per-face Neumann loss, `tf.reduce_mean(tf.square(du[i*n:(i+1)*n]))`
        # over `range(dim)`, ninety-seventh split, judged false six times.)
        return consumers[0] if consumers else next(
            (site.call for site in feeding if site.in_tape and not loop.in_tape), None)

    def _describe_slices(self, result: BatchLoop, sources: Set[int], names: Set[str], arrays: List[str]) -> None:
        """The example slice, the arrays and the width of the batches of `result.loop`."""
        loop = result.loop
        slices = [s.subscript for s in loop.slices if id(s.subscript) in sources]
        if not slices:
            result.arrays = arrays
            return
        first = slices[0]
        result.example = snippet(self.file.code_for(first), 50)
        result.arrays = unique([snippet(self.file.code_for(s.value), 40) for s in slices])
        if all(INDEX_NAME.search(array) for array in result.arrays):
            # `idx = perm[a:b]; x[idx]`: name the arrays the indices select from.
            result.arrays = self._indexed_arrays(loop, names) or result.arrays
        result.width = slice_width(first, self.file) or bound_width(first, loop, self.file)

    def _describe_helper(self, result: BatchLoop, helper: Scope) -> None:
        """The helper a loop gets its batches from, and the one that slices them."""
        result.helper_line = helper.node
        result.helper_name = helper.name
        inner = self.helpers.wrapped(helper)
        for _ in range(4):  # a wrapper of a wrapper: name the helper that slices
            deeper = self.helpers.wrapped(inner) if inner is not None else None
            if deeper is None:
                break
            inner = deeper
        if inner is not None:
            result.via_name = f"{inner.class_name}.{inner.name}" if inner.class_name else inner.name
        slicer = inner if inner is not None else helper
        # `np.array_split(idx, n // bs)` in the helper: sizes differ by one, none is short.
        result.splits = "array_split(" in self.file.code_for(slicer.node)
        pads = self._helper_pads.get(id(helper.node))
        if pads is None:  # once per helper (a helper many loops call was read per loop: stop 43)
            pads = self._helper_pads[id(helper.node)] = bool(
                _PADS_PER_BATCH.search(code_only(self.file.code_for(helper.node)))) or self._pads_through(helper)
        result.pads = pads

    def _resized_in_loop(self, loop: Loop, width: str) -> Optional[str]:
        """The statement that binds the batch width again inside the loop or a loop around it
        (in the same function), to something other than a constant, or None."""
        outer: Optional[Loop] = loop
        while outer is not None and outer.scope is loop.scope:
            for binding in outer.bindings_of(width):
                # (only a new size made from the old one, `int(batch_size * 0.7) + 300`, or an
                # augmented assignment: `batch_size = FLAGS.batch_size` read again each epoch
                # changes nothing; review of stop 45)
                if binding.value is not None and (binding.kind == "aug" or (
                        binding.kind == "assign"
                        and re.search(rf"(?<![\w.]){re.escape(width)}\b", self.file.code_for(binding.value)))):
                    return snippet(self.file.code_for(binding.node), 50)
            outer = outer.parent
        return None

    def _rest_in_last_step(self, loop: Loop) -> Optional[str]:
        """The open-ended slice (`idxs[i * bs:]`) a name of the loop is bound to on one branch,
        where another binding of the same name in the loop is a bounded slice of the same array
        (`idxs[i * bs:(i + 1) * bs]`): the last step takes the rest of the data. At most 16
        open-ended slices of a loop are read (thousands bound to one name would each scan its
        bindings: quadratic)."""
        seen = 0
        for binding in loop.bindings:
            value = binding.value
            if binding.loop is not loop or not isinstance(value, cst.Subscript) or len(value.slice) != 1:
                continue
            part = value.slice[0].slice
            if not (isinstance(part, cst.Slice) and part.lower is not None and part.upper is None and part.step is None):
                continue
            seen += 1
            if seen > 16:
                break
            if any(later.order > binding.order and later.blocks == binding.blocks
                   for later in loop.bindings_of(binding.name)):
                continue  # the rest resampled or cut back to a batch on the same branch (review of stop 45)
            for other in loop.bindings_of(binding.name):
                bounded = other.value
                if other is binding or not isinstance(bounded, cst.Subscript) or len(bounded.slice) != 1 \
                        or not bounded.value.deep_equals(value.value):
                    continue
                piece = bounded.slice[0].slice
                if isinstance(piece, cst.Slice) and piece.lower is not None and piece.upper is not None \
                        and piece.lower.deep_equals(part.lower):
                    return snippet(self.file.code_for(value), 50)
        return None

    def _pads_through(self, helper: Scope) -> bool:
        """The helper pads each batch with a function of the module it calls on the batch
        (`pad_sentence_batch(texts_batch)` over `max([len(s) for s in batch])`: Currie32's
        summarizer, stop 45, judged false twice as sliceable by `from_tensor_slices`)."""
        def per_batch(value: cst.BaseExpression) -> bool:
            # (a slice of the data, or a name the helper binds to one: `texts_batch =
            # texts[start:start + bs]`; not `longest(sequences)` over the whole data, which pads
            # every example to one width: the review of stop 45)
            if isinstance(value, cst.Name):
                return any(isinstance(b.value, cst.Subscript) for b in helper.bindings.get(value.value, ()))
            return isinstance(value, cst.Subscript)

        called = {terminal_name(call.func) or "" for call in helper.calls
                  if call.args and per_batch(call.args[0].value)}
        for name in sorted(called):
            for scope in self.facts.functions.get(name, ())[:4]:  # (the module's functions by name)
                if scope is helper:
                    continue
                key = -id(scope.node)  # (the callee's own text, read once whoever calls it)
                if key not in self._helper_pads:
                    self._helper_pads[key] = bool(_PADS_PER_BATCH.search(code_only(self.file.code_for(scope.node))))
                if self._helper_pads[key]:
                    return True
        return False

    def _indexed_arrays(self, loop: Loop, names: Set[str]) -> List[str]:
        """`x_train` and `y_train` in `x_train[idx]`, `y_train[idx]` where `idx` is a batch of indices."""
        found: List[str] = []
        exprs = [b.value for b in loop.bindings if b.value is not None]
        exprs += [arg.value for site in loop.calls for arg in site.call.args]
        for expr in exprs:
            for node in walk(expr, in_scalar_context):
                if isinstance(node, cst.Subscript) and len(node.slice) == 1 \
                        and isinstance(node.slice[0].slice, cst.Index) \
                        and touches(data_refs(node.slice[0].slice.value), names):
                    base = dotted_name(node.value)
                    if base is not None and not INDEX_NAME.search(base):
                        found.append(base)
        return unique(found)

    def _generator_loops(self, claimed: Dict[int, Loop], derived: Dict[int, Set[str]],
                         reported: Set[int]) -> List[BatchLoop]:
        """Loops of generators that yield hand-cut batches straight into `model.fit(...)` or
        `Dataset.from_generator(...)` (no loop of the user consumes them)."""
        found: List[BatchLoop] = []
        fed = self._fed_generators()
        for scope in self.facts.scopes:
            if not scope.is_generator or scope.name not in fed:
                continue
            for loop in self.facts.loops:
                if loop.scope is not scope or id(loop) in reported:
                    continue
                sources = {key for key, owner in claimed.items() if owner is loop}
                names = derived.get(id(loop), set())
                if sources and self._yields_batches(scope, loop, sources, names):
                    item = self._generator_loop(scope, loop, sources)
                    reported.add(id(loop))
                    if item.partial != "partial" and self._queued_by_keras(fed[scope.name]):
                        # `model.fit_generator(generator=generate_file(...))`: Keras's enqueuer runs the
                        # generator on a worker ahead of training (mybirth0407's speech models,
                        # sixty-seventh split, judged false six times as "nothing overlaps").
                        continue
                    if all(terminal_name(call.func) in _KERAS_INFERENCE for call in fed[scope.name]) \
                            and self._generator_calls(scope.name) <= len(fed[scope.name]):
                        # (every call of the generator is such an argument: not `train_gen =
                        # batches(...)` handed to `fit` by name; review of stop 43)
                        # `model.predict_generator(predict_generator(files, 32), steps=ceil(n / 32))`:
                        # chunked inference, which must see every example (DogFaceNet's hard-triplet
                        # mining, ninety-second split, judged false twice).
                        item.training = False
                    found.append(item)
        return found

    def _generator_calls(self, name: str) -> int:
        """How many calls of `name` the module makes, counted once per file."""
        if self._calls_by_name is None:
            # (a plain call or one on `self`: `model.predict_generator(...)` is Keras's method, not
            # the module's `predict_generator` generator)
            self._calls_by_name = collections.Counter(
                terminal_name(call.func) or "" for call in self.facts.module_calls
                if isinstance(call.func, cst.Name) or dotted_name(call.func.value if isinstance(
                    call.func, cst.Attribute) else call.func) == "self")
        return self._calls_by_name[name]

    @staticmethod
    def _queued_by_keras(consumers: List[cst.Call]) -> bool:
        """Every call the generator is given to is Keras's `fit`/`fit_generator`/`evaluate`/
        `predict` (not `from_generator`) with workers (the default, 1): a queue fills ahead."""
        for call in consumers:
            if terminal_name(call.func) not in _KERAS_QUEUED:
                return False
            workers = argument_value(call, "workers")
            if workers is not None and not (isinstance(workers, cst.Integer) and workers.value != "0"):
                return False  # `workers=0` runs it on the main thread; a name, not known
        return bool(consumers)

    def _fed_generators(self) -> Dict[str, List[cst.Call]]:
        """What the module passes to `fit(...)`, `from_generator(...)` and the like, by name,
        with the calls it is passed to."""
        fed: Dict[str, List[cst.Call]] = {}
        for call in self.facts.module_calls:
            if terminal_name(call.func) not in GENERATOR_CONSUMERS:
                continue
            for arg in call.args:
                value = arg.value.func if isinstance(arg.value, cst.Call) else arg.value
                if isinstance(value, (cst.Name, cst.Attribute)):
                    fed.setdefault(terminal_name(value) or "", []).append(call)
        return fed

    @staticmethod
    def _yields_batches(scope: Scope, loop: Loop, sources: Set[int], names: Set[str]) -> bool:
        return any(y_loop is not None and y_loop.within(loop)
                   and (contains(value, sources) or touches(data_refs(value), names))
                   for value, y_loop in scope.yields)

    def _generator_loop(self, scope: Scope, loop: Loop, sources: Set[int]) -> BatchLoop:
        slices = [s.subscript for s in loop.slices if id(s.subscript) in sources]
        item = BatchLoop(loop, "generator", consumer=f"{scope.name}()")
        item.example = snippet(self.file.code_for(slices[0]), 50)
        item.arrays = unique([snippet(self.file.code_for(s.value), 40) for s in slices])
        item.width = slice_width(slices[0], self.file) or range_step(loop, self.file)
        item.partial = batches_kind(loop, "slice", self.file)
        if item.partial == "partial" and self._if_stops_before_short(loop, item.width, sources):
            item.partial = "full"
        return item


#: TensorFlow ops that make a tensor of their inputs (by last name): what a name bound to one holds.
_TENSOR_OPS = frozenset({"convert_to_tensor", "constant", "cast", "gather", "gather_nd", "concat", "stack", "reshape",
                         "transpose", "expand_dims", "squeeze", "identity", "boolean_mask", "Variable", "zeros",
                         "ones", "uniform", "normal", "linspace", "range"})


def _passed(call: cst.Call, position: int, name: str) -> Optional[cst.BaseExpression]:
    """The argument `call` passes for the parameter `name` at `position`, or None."""
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value == name:
            return arg.value
    positional = [arg for arg in call.args if arg.keyword is None]
    if any(arg.star for arg in call.args):
        return None
    return positional[position].value if position < len(positional) else None


def _counters(loop: Loop) -> Set[str]:
    """Names `loop` itself advances: in a `while` loop's test, `i += bs`, `ptr = (ptr + bs) % n`."""
    names: Set[str] = set()
    if loop.kind == "while":
        assert isinstance(loop.node, cst.While)
        bound = {b.name for b in loop.bindings}
        names |= {ref for ref in references(loop.node.test, skip=lambda n: False) if ref in bound}
    for binding in loop.bindings:
        if binding.loop is loop and binding.value is not None and (
                binding.kind == "aug" or (binding.kind == "assign" and binding.name in references(binding.value))):
            names.add(binding.name)
    return names


def _bounds_say_batch(loop: Loop, bounds: Set[str]) -> bool:
    """The slice's bounds or the loop's range name a batch size (`x[i:i + bs]` over
    `range(0, n, batch_size)`): the names the slice is bound to do not count here (a
    forecaster's window targets are often called `batch_y`)."""
    words = set(bounds)
    for iterable in loop.iters:
        words |= references(iterable)
    return any(BATCH_WIDTH.search(word.rsplit(".", 1)[-1]) for word in words)


#: A statement that feeds or trains on a batch.
_RUNS = re.compile(r"\.(run|eval)\(|train_on_batch\(|\bfit\(")


def _offset_counter(lower: Optional[cst.BaseExpression]) -> Optional[str]:
    """`i` of a slice's lower bound `i`, `i + 1`, `1 + i` or `i - 2`, else None."""
    if isinstance(lower, cst.Name):
        return lower.value
    if isinstance(lower, cst.BinaryOperation) and isinstance(lower.operator, (cst.Add, cst.Subtract)):
        if isinstance(lower.left, cst.Name) and isinstance(lower.right, cst.Integer):
            return lower.left.value
        if isinstance(lower.operator, cst.Add) and isinstance(lower.right, cst.Name) and isinstance(lower.left, cst.Integer):
            return lower.right.value
    return None


#: An optimizer's update of the weights (a training call whatever else the loop does).
_OPTIMIZER_UPDATES = frozenset({"apply_gradients", "minimize"})
#: An optimizer's step, reached by the gradients of a batch rather than fed it.
_OPTIMIZER_STEPS = _OPTIMIZER_UPDATES | {"gradient", "gradients"}


def _zero_modulo(test: cst.BaseExpression) -> Optional[cst.BinaryOperation]:
    """`a % b` of `assert a % b == 0` or `assert not a % b`."""
    modulo: Optional[cst.BaseExpression] = None
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 \
            and isinstance(test.comparisons[0].operator, cst.Equal) \
            and isinstance(test.comparisons[0].comparator, cst.Integer) \
            and test.comparisons[0].comparator.value == "0":
        modulo = test.left
    elif isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        modulo = test.expression
    if isinstance(modulo, cst.BinaryOperation) and isinstance(modulo.operator, cst.Modulo):
        return modulo
    return None


def _assert_table(scope_node: cst.CSTNode) -> "_AssertTable":
    """The `assert` statements of a function (or module) in source order, each with the
    `if`/`try`/`while` blocks around it, and where each node stands in that order; not those
    of functions or classes nested in it."""
    asserts: List[Tuple[int, cst.BaseExpression, Tuple[int, ...]]] = []
    order: Dict[int, Tuple[int, Tuple[int, ...]]] = {}
    stack: List[Tuple[cst.CSTNode, Tuple[int, ...]]] = [(scope_node, ())]
    while stack:  # pre-order, in source order
        node, blocks = stack.pop()
        order[id(node)] = (len(order), blocks)
        if node is not scope_node and isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        if isinstance(node, cst.Assert):
            asserts.append((order[id(node)][0], node.test, blocks))
            continue
        inner = blocks + (id(node),) if isinstance(node, (cst.If, cst.Try, cst.While)) else blocks
        stack.extend((child, inner) for child in reversed(children(node)))
    return asserts, order


_AssertTable = Tuple[List[Tuple[int, cst.BaseExpression, Tuple[int, ...]]], Dict[int, Tuple[int, Tuple[int, ...]]]]

#: How many lines after a loop may take the remainder of its batches.
_REMAINDER_LINES = 60


def _root(name: str) -> str:
    """The object a dotted name reads: `data` of `data.shape`, `self.x` of `self.x.shape`."""
    parts = name.split(".")
    return ".".join(parts[:2]) if parts[0] == "self" and len(parts) > 1 else parts[0]


def _branches_on(function: cst.FunctionDef, name: str) -> bool:
    """Whether an `if`/`elif` or a conditional expression of `function` tests the variable
    `name` (`if isTraining:`, `a if not is_training else b`; `self.is_training` is another
    value)."""
    found = False

    def enter(node: cst.CSTNode) -> None:
        nonlocal found
        if not found and isinstance(node, (cst.If, cst.IfExp)):
            found = name in _variables_read(node.test)

    walk_tree(function.body, enter, lambda node: None, wanted=("If", "IfExp"))
    return found


def _variables_read(expression: cst.CSTNode) -> Set[str]:
    """The plain names an expression reads (not the attribute names after a dot)."""
    names: Set[str] = set()
    stack: List[cst.CSTNode] = [expression]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Name):
            names.add(node.value)
        elif isinstance(node, cst.Attribute):
            stack.append(node.value)
        else:
            stack.extend(child_nodes(node))
    return names


#: Words of an argument that passes a flag, not a batch size (`next_batch(is_train)`).
_FLAG_WORDS = frozenset({"is", "train", "training", "test", "eval", "shuffle", "mode", "flag", "phase"})
#: Words of an argument that passes a number (`BATCH_SIZE_TRAIN`, `train_bsz`, `eval_steps`).
_SIZE_WORDS = frozenset({"batch", "size", "bs", "bsz", "bsize", "minibatch", "mb", "n", "num", "count", "len",
                         "length", "steps", "samples", "examples", "k"})


def _names_a_flag(value: cst.BaseExpression) -> bool:
    """`True`, `False`, `is_train`, `self.training`, `"train"`: a flag or a split's name,
    not a batch size."""
    if isinstance(value, cst.Name) and value.value in ("True", "False", "None") or string_value(value) is not None:
        return True
    name = terminal_name(value) if isinstance(value, (cst.Name, cst.Attribute)) else None
    if name is None or BATCH_SIZE_NAME.match(name):
        return False
    words = identifier_words(name)
    return bool(words & _FLAG_WORDS) and not words & _SIZE_WORDS
