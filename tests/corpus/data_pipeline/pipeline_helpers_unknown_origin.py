"""Pipeline helpers whose datasets come from other modules: decided from the evidence in this one."""
from functools import partial

import tensorflow as tf

from .data_sources import load_split, read_examples

AUTOTUNE = tf.data.AUTOTUNE


def prepare(ds, batch_size, shuffle=False, augment=None):
    if shuffle:
        ds = ds.shuffle(1000)
    if augment is not None:
        ds = ds.map(lambda x, y: (augment(x, training=True), y), num_parallel_calls=AUTOTUNE)
    return ds.batch(batch_size).prefetch(buffer_size=AUTOTUNE)  # expect: TFS201


def batchify(data, n):
    # No dataset method in sight, but this module is a tf.data module.
    return data.batch(n)  # expect: TFS201


def to_batches(x, n):
    return x.map(partial(tf.cast, dtype=tf.float32)).batch(n)  # expect: TFS201


def make_xy(features, labels, batch_size):
    return (
        tf.data.Dataset.from_tensor_slices((features, labels))
        .shuffle(len(labels))
        .batch(batch_size)  # expect: TFS201
        .prefetch(AUTOTUNE)
    )


def make_static(features, labels, batch_size):
    return (
        tf.data.Dataset.from_tensor_slices((features, labels))
        .shuffle(len(labels))
        .batch(batch_size, drop_remainder=True)
        .prefetch(AUTOTUNE)
    )


train = load_split("train")
train = train.batch(32)  # expect: TFS201
examples = read_examples("dev.jsonl")
dev = prepare(examples, 16)
zipped = tf.data.Dataset.zip((train, dev)).batch(4)  # expect: TFS201
for split in [train, dev]:
    batched = split.batch(8)  # expect: TFS201
    split.batch(8)  # lookalike: the batched dataset is thrown away, nothing sees it
kwargs = {"batch_size": 32, "drop_remainder": True}
unknown_kwargs = dev.batch(**kwargs)
