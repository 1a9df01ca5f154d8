"""A data module class: datasets live in attributes and come from methods defined below their use."""
from typing import Optional, Tuple

import tensorflow as tf


class DataModule:
    def __init__(self, data_dir: str, batch_size: int = 64, image_size: Tuple[int, int] = (224, 224)):
        self.data_dir = data_dir
        self.batch_size = batch_size
        self.image_size = image_size
        self.train_ds: Optional[tf.data.Dataset] = None

    def train_dataloader(self):
        # `self.train_ds` is assigned in `setup`, further down.
        return self.train_ds.shuffle(1000).batch(self.batch_size)  # expect: TFS201

    def val_dataloader(self):
        return self._records("val").batch(  # expect: TFS201
            self.batch_size,
            num_parallel_calls=tf.data.AUTOTUNE,
        )

    def test_dataloader(self):
        test = self._records("test")
        return test.batch(self.batch_size, drop_remainder=False)  # expect: TFS201

    def setup(self):
        self.train_ds = self._records("train").map(self._load, num_parallel_calls=tf.data.AUTOTUNE)

    def _records(self, split: str) -> tf.data.Dataset:
        pattern = f"{self.data_dir}/{split}-*.tfrecord"
        return tf.data.TFRecordDataset(tf.io.gfile.glob(pattern))

    def _load(self, record):
        parsed = tf.io.parse_single_example(record, {"image": tf.io.FixedLenFeature([], tf.string)})
        image = tf.io.decode_jpeg(parsed["image"], channels=3)
        return tf.image.resize(image, self.image_size)


def per_replica(dataset: tf.data.Dataset, replicas: int) -> tf.data.Dataset:
    """Split global batches into per-replica ones."""
    return dataset.rebatch(64 // replicas)  # expect: TFS201


def batched(dataset: "tf.data.Dataset", size: int, training: bool) -> "tf.data.Dataset":
    return dataset.batch(size, drop_remainder=training)


class Trainer:
    def __init__(self, module: DataModule):
        self.module = module
        self.history = []

    def fit(self, model, epochs: int = 1):
        self.module.setup()
        for _ in range(epochs):
            self.history.append(model.fit(self.module.train_dataloader()))
        return self.history
