"""Windows of a time series and of a character stream (tutorial-style tf.data code)."""
import numpy as np
import tensorflow as tf

SPLIT_TIME = 1000
WINDOW_SIZE = 20
BATCH_SIZE = 32
SHUFFLE_BUFFER = 1000


def windowed_dataset(series, window_size, batch_size, shuffle_buffer):
    dataset = tf.data.Dataset.from_tensor_slices(series)
    dataset = dataset.window(window_size + 1, shift=1, drop_remainder=True)
    dataset = dataset.flat_map(lambda window: window.batch(window_size + 1))  # expect: TFS201
    dataset = dataset.shuffle(shuffle_buffer).map(lambda w: (w[:-1], w[-1]))
    dataset = dataset.batch(batch_size).prefetch(1)  # expect: TFS201
    return dataset


def model_forecast(model, series, window_size):
    ds = tf.data.Dataset.from_tensor_slices(series)
    ds = ds.window(window_size, shift=1, drop_remainder=True)
    ds = ds.flat_map(lambda w: w.batch(window_size, drop_remainder=True))
    ds = ds.batch(32, drop_remainder=True).prefetch(1)
    return model.predict(ds)


time = np.arange(4 * 365 + 1, dtype="float32")
series = np.sin(time / 10.0) + np.random.randn(len(time)) * 0.1
x_train = series[:SPLIT_TIME]
train_set = windowed_dataset(x_train, WINDOW_SIZE, BATCH_SIZE, SHUFFLE_BUFFER)

# Keras' utility batches too (its default is 128).
train_windows = tf.keras.utils.timeseries_dataset_from_array(  # expect: TFS202
    series[:-10], series[10:], sequence_length=10)
val_windows = tf.keras.utils.timeseries_dataset_from_array(
    series[:-10], series[10:], sequence_length=10, batch_size=None)
val_windows = val_windows.batch(BATCH_SIZE, drop_remainder=True)

# Character-level text generation.
text = open("shakespeare.txt", "rb").read().decode(encoding="utf-8")
vocab = sorted(set(text))
ids_from_chars = tf.keras.layers.StringLookup(vocabulary=list(vocab), mask_token=None)
all_ids = ids_from_chars(tf.strings.unicode_split(text, "UTF-8"))
ids_dataset = tf.data.Dataset.from_tensor_slices(all_ids)
seq_length = 100
sequences = ids_dataset.batch(seq_length + 1, drop_remainder=True)


def split_input_target(sequence):
    return sequence[:-1], sequence[1:]


dataset = sequences.map(split_input_target)
dataset = (
    dataset
    .shuffle(10000)
    .batch(64, drop_remainder=True)
    .prefetch(tf.data.experimental.AUTOTUNE))
eval_dataset = (
    sequences.map(split_input_target)
    .batch(64)  # expect: TFS201
    .prefetch(tf.data.experimental.AUTOTUNE))


def bucketed(ds):
    return ds.group_by_window(
        key_func=lambda x, y: tf.cast(tf.size(x) // 10, tf.int64),
        reduce_func=lambda key, group: group.padded_batch(16),  # expect: TFS201
        window_size=16)
