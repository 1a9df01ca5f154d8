"""The TFS2xx family's API knowledge, as data: batching functions, Keras utilities that
batch, TF1 queue batching, and the words that name datasets and other batching objects.

Which expressions are `tf.data` datasets is the dataset flow's (analysis/datasets.py).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable, List, Set

from tfshape_lint.analysis.naming import identifier_words

if TYPE_CHECKING:
    import libcst as cst

    from tfshape_lint.analysis.call_owners import CallOwners

# -- API knowledge, as data --------------------------------------------------------

#: Module functions that batch a dataset (used through `.apply(...)`), and the
#: positional index of their `drop_remainder`.
BATCH_FUNCTIONS = {
    "tensorflow.data.experimental.map_and_batch": 3,
    "tensorflow.contrib.data.map_and_batch": 3,
}
#: Keras utilities that return a batched dataset: canonical name tail -> (default batch
#: size, positional index of `batch_size`).
KERAS_UTILITIES = {
    "image_dataset_from_directory": (32, 5),
    "text_dataset_from_directory": (32, 4),
    "audio_dataset_from_directory": (32, 4),
    "timeseries_dataset_from_array": (128, 5),
}
#: TF1 queue batching (canonical names) and the positional index of `allow_smaller_final_batch`.
QUEUE_BATCH = {
    "tensorflow.train.batch": 7,
    "tensorflow.train.batch_join": 6,
    "tensorflow.train.maybe_batch": 8,
    "tensorflow.train.maybe_batch_join": 7,
    "tensorflow.train.shuffle_batch": 8,
    "tensorflow.train.shuffle_batch_join": 7,
    "tensorflow.train.maybe_shuffle_batch": 9,
    "tensorflow.train.maybe_shuffle_batch_join": 8,
    "tensorflow.contrib.training.bucket": 9,
    "tensorflow.contrib.training.bucket_by_sequence_length": 9,
}
#: Identifier words that name a dataset (`train_ds`, `dsTrain`, `val_dataset`, `eval_data`).
DATASET_WORDS = frozenset({
    "ds", "dset", "dsets", "dataset", "datasets", "tfds", "data", "train", "training", "val", "valid",
    "validation", "test", "testing", "eval", "evaluation", "dev", "pipeline", "records", "examples", "samples",
    "window", "windows", "sequences",
})
#: Identifier words of objects that have a `.batch(...)` of their own.
OTHER_BATCH_WORDS = frozenset({
    "client", "db", "database", "firestore", "firebase", "session", "sess", "conn", "connection", "cursor",
    "writer", "batcher", "queue", "redis", "bulk", "table", "producer", "stub", "api", "service", "store",
    "beam", "spark", "itertools", "np", "torch", "self", "cls",
})


def dataset_like(identifier: str) -> bool:
    return bool(identifier_words(identifier) & DATASET_WORDS) or "dataset" in identifier.lower()


#: Identifier words of data kept for evaluation: its every example counts, and a short
#: last batch there costs one more trace, not a wrong result.
EVALUATION_WORDS = frozenset({
    "test", "testing", "val", "valid", "validation", "eval", "evaluation", "dev", "holdout", "predict",
    "prediction", "inference",
    # Scoring every example once (`def calculate_anomaly_scores(self, inputs, batch_size=50)`:
    # tuananhphamds' MST-VAE, sixty-eighth split, judged false).
    "score", "scores", "scoring",
    # `def evaluate_od_pascal(...)` batching the images a detection evaluator scores (waldemarmeier's
    # easy-efficientdet, eighty-fourth split, judged false for `drop_remainder=True`).
    "evaluate", "evaluator",
    # The rays of every pixel of a view, batched to render it (`def create_dataset_for_render`:
    # thatbrguy's nerf-tf2, stop 42, judged false; the image is reshaped from every batch).
    "render", "rendering",
    # A cross-validation set (`cv_dataset`, `X_cv`: anasmorahhib's 3D-CNN gestures, ninety-sixth
    # split, judged false twice for `drop_remainder=True` on its validation loop).
    "cv",
})
#: Verbs of validation that name evaluation data only beside a word for data (`data_validate`
#: beside `data_train` and `data_test`: LukasRinder's normalizing-flows, stop 45), not in a
#: function that checks training data (`load_and_validate`: the review of stop 45).
_VALIDATION_VERBS = frozenset({"validate", "validating"})
_TRAINING_WORDS = frozenset({"train", "training", "fit"})
#: Parameters of a dataset maker that say "training data" when on (`if shuffle:`, `if train:`).
TRAINING_FLAGS = frozenset({"shuffle", "is_training", "training", "is_train", "train", "is_shuffle", "do_shuffle"})


#: A unit test's name (`testModel`, `test_training`): says nothing of the data it makes.
_UNIT_TEST = re.compile(r"^test(?:[A-Z_]|$)")


def owner_names(owners: "CallOwners", call: "cst.Call") -> List[str]:
    """The names that say what a batching call's data is for: those assigned from it and
    the functions that make it, leaving out unit tests (`def testModel(self)` is no
    evaluation data)."""
    return owners.names(call) + [name for name in owners.functions(call) if not _UNIT_TEST.match(name)]


def evaluation_names(names: "Iterable[str]") -> bool:
    """True when the names say evaluation data (`val_ds`, `raw_test_ds`, `subset="validation"`)
    and none says training (`train_val_ds` is left alone)."""
    names = list(names)
    words = name_words(names)
    if any(identifier_words(name.replace(".", "_")) & _VALIDATION_VERBS
           and identifier_words(name.replace(".", "_")) & DATASET_WORDS for name in names):
        words.add("validation")
    return says_evaluation(words)


def name_words(names: "Iterable[str]") -> Set[str]:
    """The words of names and paths (`raw_test_ds`, `data/val`)."""
    words: Set[str] = set()
    for name in names:
        for part in re.split(r"[/\\.\-]+", name):
            words |= identifier_words(part)
    return words


def says_evaluation(words: Set[str]) -> bool:
    """Words of evaluation data, and none of training (see `evaluation_names`)."""
    return bool(words & EVALUATION_WORDS) and not (words & _TRAINING_WORDS)


#: The advice for validation, test or prediction data where shapes need not be static.
EVALUATION_ADVICE = (
    "; this looks like evaluation data, where every example counts: on CPU/GPU keep any short last batch "
    "(one more trace), and where a static batch is needed pad the last batch instead of dropping it"
)

#: Data that every read gives to `predict` or `evaluate`, where shapes must be static.
PREDICTED_ADVICE = (
    "; every read gives it to `predict` or `evaluate`, which must see every example: pad the last batch to a "
    "full one (and leave the padded rows out of the results) instead of dropping examples with "
    "`drop_remainder=True`"
)

#: `.set_shape`, `merge_with` or `ensure_shape` with a known first dimension, the batch:
#: a literal (`[8, 3]`) or a name for the batch size (`[batch_size, None]`).
SETS_BATCH_SHAPE = re.compile(
    r"(?:set_shape|merge_with|ensure_shape)\([^()]*\[\s*(?:\d+\s*[,\]]|[\w.\[\]'\"]*batch)")
