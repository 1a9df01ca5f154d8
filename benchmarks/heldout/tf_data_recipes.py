"""Small tf.data recipes collected from the team wiki."""
import glob

import numpy as np
import tensorflow as tf

BATCH = 32
FEATURES = {"x": tf.io.FixedLenFeature([16], tf.float32), "y": tf.io.FixedLenFeature([], tf.int64)}


def make_numpy_dataset():
    x = np.random.rand(1000, 16).astype("float32")
    y = np.random.randint(0, 2, size=(1000,))
    return tf.data.Dataset.from_tensor_slices((x, y))


def parse(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    return ex["x"], ex["y"]


train = make_numpy_dataset().shuffle(1000).batch(BATCH)  # expect: TFS201
counting = tf.data.Dataset.range(100).batch(10)  # expect: TFS201
pairs = tf.data.Dataset.zip((tf.data.Dataset.range(50), tf.data.Dataset.range(50, 100))).batch(16)  # expect: TFS201
explicit_keep = make_numpy_dataset().batch(8, drop_remainder=False)  # expect: TFS201
records = tf.data.TFRecordDataset(glob.glob("data/*.tfrecord")).map(parse).batch(BATCH, drop_remainder=True)  # lookalike: drop_remainder=True
positional_drop = make_numpy_dataset().batch(BATCH, True)  # lookalike: drop_remainder=True given positionally


class Config:
    drop_last = True
    global_batch = 256
    replicas = 8


cfg = Config()
configured = make_numpy_dataset().batch(cfg.global_batch, drop_remainder=cfg.drop_last)  # lookalike: non-literal drop_remainder
per_replica = configured.rebatch(cfg.global_batch // cfg.replicas)  # expect: TFS201
per_replica_static = configured.rebatch(cfg.global_batch // cfg.replicas, drop_remainder=True)  # lookalike: drop_remainder=True

sentences = tf.data.Dataset.from_generator(
    lambda: ([1, 2, 3][: np.random.randint(1, 4)] for _ in range(100)),
    output_signature=tf.TensorSpec(shape=(None,), dtype=tf.int32))  # lookalike: output_signature
padded = sentences.padded_batch(4, padded_shapes=([None],))  # expect: TFS201
padded_static = sentences.padded_batch(4, padded_shapes=([8],), drop_remainder=True)  # lookalike: drop_remainder=True

shards = (tf.data.Dataset.list_files("data/shard-*.tfrecord", shuffle=True)
          .interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
          .map(parse, num_parallel_calls=tf.data.AUTOTUNE)
          .shuffle(4096)
          .batch(BATCH)  # expect: TFS201
          .prefetch(tf.data.AUTOTUNE))

csv_ds = tf.data.experimental.make_csv_dataset("train.csv", batch_size=64, label_name="target")  # lookalike: dataset source with own batch_size
csv_rebatched = csv_ds.unbatch().batch(64)  # expect: TFS201

gen_ds = tf.data.Dataset.from_generator(lambda: iter(range(10)), output_types=tf.int64)
gen_batches = gen_ds.batch(3)  # expect: TFS201


def build_eval_dataset(files, batch_size):
    ds = tf.data.TFRecordDataset(files)
    ds = ds.map(parse)
    ds = ds.batch(batch_size)  # expect: TFS201
    return ds


def legacy_pipeline(files, batch_size):
    ds = tf.data.TFRecordDataset(files).map(parse)
    ds = ds.apply(tf.contrib.data.batch_and_drop_remainder(batch_size))  # lookalike: TF 1.x drop-remainder transform
    return ds.make_one_shot_iterator().get_next()


if __name__ == "__main__":
    for xb, yb in train.take(2):  # lookalike: iterating a dataset
        print(xb.shape, yb.shape)


def repeated_constant(x, steps):
    return tf.data.Dataset.from_tensors(x).repeat(steps).batch(16)  # expect: TFS201


def cached_eval(files, bs):
    ds = tf.data.TFRecordDataset(files, compression_type="GZIP")
    return ds.map(parse).batch(bs).cache()  # expect: TFS201


def text_lines(path, bs):
    lines = tf.data.TextLineDataset(path)
    tokens = lines.map(lambda l: tf.strings.split(l))
    return tokens.padded_batch(  # expect: TFS201
        bs,
        padded_shapes=[None],
        padding_values=b"<pad>")


def distributed(strategy, files, global_bs):
    ds = build_eval_dataset(files, global_bs)
    return strategy.experimental_distribute_dataset(ds.rebatch(global_bs))  # expect: TFS201


class EventBuffer:
    """Collects events and flushes them to the warehouse in groups."""

    def __init__(self, client):
        self.client = client
        self.events = []

    def batch(self, n):
        for i in range(0, len(self.events), n):  # lookalike: warehouse upload, not a model
            self.client.insert_rows(self.events[i:i + n])


def flush(buffer: EventBuffer):
    buffer.batch(500)  # lookalike: .batch on a non-dataset object


def spark_like(df):
    return df.rdd.mapPartitions(lambda rows: [list(rows)]).collect()  # lookalike: not tf.data


def to_ragged(ds):
    return ds.ragged_batch(8)  # ambiguous: ragged_batch is not in the spec list (batch dim still None)
