"""Tabular pipeline driven by a hyperparameter dict (tuned with keras-tuner offline)."""
from types import SimpleNamespace

import pandas as pd
import tensorflow as tf

HPARAMS = {
    "batch_size": 64,
    "drop_remainder": True,
    "shuffle_buffer": 10_000,
    "label": "target",
}
cfg = SimpleNamespace(batch_size=256, epochs=10)


def df_to_dataset(dataframe, shuffle=True, batch_size=HPARAMS["batch_size"]):
    df = dataframe.copy()
    labels = df.pop(HPARAMS["label"])
    df = {key: value.values[:, tf.newaxis] for key, value in dataframe.items()}
    ds = tf.data.Dataset.from_tensor_slices((dict(df), labels))
    if shuffle:
        ds = ds.shuffle(buffer_size=len(dataframe))
    ds = ds.batch(batch_size)  # expect: TFS201
    ds = ds.prefetch(batch_size)
    return ds


def tuned_dataset(dataframe):
    ds = tf.data.Dataset.from_tensor_slices(dict(dataframe))
    return ds.batch(batch_size=HPARAMS["batch_size"], drop_remainder=HPARAMS["drop_remainder"])  # lookalike: non-literal drop_remainder


def eval_dataset(dataframe):
    ds = tf.data.Dataset.from_tensor_slices(dict(dataframe))
    return ds.batch(cfg.batch_size, drop_remainder=False)  # expect: TFS201


def token_dataset(token_lists, labels):
    ds = tf.data.Dataset.from_generator(
        lambda: zip(token_lists, labels),
        output_signature=(tf.TensorSpec(shape=(None,), dtype=tf.int32), tf.TensorSpec(shape=(), dtype=tf.int32)))  # lookalike: generator output_signature, not a tf.function signature
    return ds.padded_batch(HPARAMS["batch_size"], padded_shapes=([None], []), drop_remainder=True)  # lookalike: drop_remainder=True


def csv_dataset(path):
    raw = tf.data.experimental.make_csv_dataset(  # ambiguous: make_csv_dataset batches internally (short last batch when num_epochs=1) but is not in the spec's list of utilities
        path,
        batch_size=HPARAMS["batch_size"],
        label_name=HPARAMS["label"],
        num_epochs=1,
        ignore_errors=True)
    rebatched = raw.unbatch().batch(32)  # expect: TFS201
    return raw, rebatched


def static_tuned(dataframe):
    ds = tf.data.Dataset.from_tensor_slices(dict(dataframe))
    return ds.shuffle(HPARAMS["shuffle_buffer"]).batch(HPARAMS["batch_size"], drop_remainder=True)  # lookalike: drop_remainder=True


def fixed_width_csv(path):
    ds = tf.data.experimental.CsvDataset(path, record_defaults=[tf.float32] * 8, header=True)
    return ds.batch(128)  # expect: TFS201


def one_at_a_time(dataframe):
    return tf.data.Dataset.from_tensor_slices(dict(dataframe)).batch(1)  # expect: TFS201


def pandas_chunks(path):
    for chunk in pd.read_csv(path, chunksize=HPARAMS["batch_size"]):  # lookalike: pandas chunked reading, no model fed
        yield chunk.describe()


if __name__ == "__main__":
    df = pd.read_csv("heart.csv")
    train_ds = df_to_dataset(df)
    feature_inputs = {name: tf.keras.Input(shape=(1,), name=name, batch_size=HPARAMS["batch_size"]) for name in df.columns if name != HPARAMS["label"]}  # lookalike: batch_size given (from the dict)
    x = tf.keras.layers.Concatenate()(list(feature_inputs.values()))
    out = tf.keras.layers.Dense(1)(x)
    model = tf.keras.Model(feature_inputs, out)
    model.compile("adam", "binary_crossentropy")
    model.fit(train_ds, epochs=cfg.epochs)
