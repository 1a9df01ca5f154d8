"""Dataset wrapper classes used by the training entry points."""
import time
from typing import Tuple

import tensorflow as tf
import tensorflow_datasets as tfds


def make_dataset(x, y):
    return tf.data.Dataset.from_tensor_slices((x, y))


def get_record_ds(pattern):
    ds = tf.data.Dataset.list_files(pattern, shuffle=True)
    ds = ds.interleave(tf.data.TFRecordDataset, cycle_length=4, num_parallel_calls=tf.data.AUTOTUNE)
    return ds


class DatasetPipeline(object):
    """Represents a dataset that has been preprocessed."""

    def __init__(self, batch_size=128, drop_last=False):
        self.batch_size = batch_size
        self.drop_last = drop_last
        (self.ds_train, self.ds_test), self.ds_info = tfds.load(
            "mnist", split=["train", "test"], shuffle_files=True, as_supervised=True, with_info=True)
        self.preprocess()

    @staticmethod
    def normalize(image, label):
        return tf.cast(image, tf.float32) / 255.0, label

    def preprocess(self):
        self.ds_train = self.ds_train.map(self.normalize, num_parallel_calls=tf.data.AUTOTUNE).batch(self.batch_size)  # expect: TFS201
        self.ds_test = self.ds_test.batch(self.batch_size, drop_remainder=self.drop_last)  # lookalike: non-literal drop_remainder
        self.ds_train = self.ds_train.prefetch(tf.data.AUTOTUNE)


class Dataset:
    directory: str
    batch_size: int
    image_size: Tuple[int, int]
    training: tf.data.Dataset
    validation: tf.data.Dataset

    def __init__(self, directory: str, *, batch_size=32, image_size=(1920, 1080)):
        self.seed = int(time.time())
        self.directory = directory
        self.batch_size = batch_size
        self.image_size = image_size
        self.training = self.dataset_for("training")
        self.validation = self.dataset_for("validation")

    def dataset_for(self, subset: str):
        return tf.keras.utils.image_dataset_from_directory(  # expect: TFS202
            self.directory,
            validation_split=0.2,
            subset=subset,
            seed=self.seed,
            image_size=self.image_size,
            batch_size=self.batch_size,
        )


class SequenceData:
    def __init__(self, cfg):
        self.cfg = cfg
        self.train = get_record_ds(cfg["train_pattern"]).map(self._parse)
        self.train = self.train.padded_batch(16, padded_shapes=([None], []))  # expect: TFS201
        self.eval = get_record_ds(cfg["eval_pattern"]).map(self._parse).padded_batch(
            16, padded_shapes=([None], []), drop_remainder=True)  # lookalike: drop_remainder=True

    def _parse(self, record):
        ex = tf.io.parse_single_example(record, {"ids": tf.io.VarLenFeature(tf.int64), "y": tf.io.FixedLenFeature([], tf.int64)})
        return tf.sparse.to_dense(ex["ids"]), ex["y"]

    def per_replica(self, strategy):
        global_bs = self.cfg["batch_size"]
        ds = get_record_ds(self.cfg["train_pattern"]).map(self._parse).padded_batch(global_bs, padded_shapes=([64], []), drop_remainder=True)  # lookalike: drop_remainder=True
        ds = ds.rebatch(global_bs // strategy.num_replicas_in_sync)  # expect: TFS201
        ds_static = ds.rebatch(global_bs // strategy.num_replicas_in_sync, drop_remainder=True)  # lookalike: drop_remainder=True
        return ds, ds_static


def build_arrays(X, Y, Xv, Yv, cfg):
    train = make_dataset(X, Y).shuffle(1024).batch(cfg["batch_size"])  # expect: TFS201
    val = (make_dataset(Xv, Yv)
           .batch(cfg["batch_size"]))  # expect: TFS201
    steps = make_dataset(Xv, Yv).cardinality()
    return train, val, steps
