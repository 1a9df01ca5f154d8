"""Dataset loaders for the sentiment, speech-commands and weather-forecasting experiments."""
import os

import numpy as np
import tensorflow as tf
import keras
from tensorflow.keras.utils import text_dataset_from_directory
from tensorflow.keras.utils import audio_dataset_from_directory as load_audio
from keras.utils import timeseries_dataset_from_array

DATA_DIR = "data/mini_speech_commands"
AUTOTUNE = tf.data.AUTOTUNE


def imdb(batch_size=32, seed=1337):
    raw_train_ds = text_dataset_from_directory(  # expect: TFS202
        "aclImdb/train",
        batch_size=batch_size,
        validation_split=0.2,
        subset="training",
        seed=seed,
    )
    raw_val_ds = keras.utils.text_dataset_from_directory(  # expect: TFS202
        "aclImdb/train", batch_size=batch_size, validation_split=0.2, subset="validation", seed=seed)
    raw_test_ds = text_dataset_from_directory("aclImdb/test", batch_size=None)  # lookalike: batch_size=None
    test_ds = raw_test_ds.batch(64)  # expect: TFS201
    lm_ds = keras.utils.text_dataset_from_directory(directory="aclImdb", label_mode=None)  # expect: TFS202
    return raw_train_ds, raw_val_ds, test_ds, lm_ds


def vectorize(raw_train_ds, max_features=20000, sequence_length=500):
    vectorize_layer = keras.layers.TextVectorization(
        max_tokens=max_features, output_mode="int", output_sequence_length=sequence_length)
    text_ds = raw_train_ds.map(lambda x, y: x)
    vectorize_layer.adapt(text_ds)
    return vectorize_layer


def speech_commands():
    train_ds, val_ds = load_audio(  # expect: TFS202
        directory=DATA_DIR,
        batch_size=64,
        validation_split=0.2,
        seed=0,
        output_sequence_length=16000,
        subset="both")
    raw = tf.keras.utils.audio_dataset_from_directory(DATA_DIR, batch_size=None, output_sequence_length=16000)  # lookalike: batch_size=None
    static = raw.batch(64, drop_remainder=True)  # lookalike: drop_remainder=True
    return train_ds, val_ds, static


def weather(df, past=720, future=72, step=6, batch_size=256, sequence_length=120):
    features = df.values.astype("float32")
    train_split = int(0.715 * len(features))
    x_train = features[:train_split]
    y_train = features[past + future:train_split + past + future, 1]
    dataset_train = tf.keras.preprocessing.timeseries_dataset_from_array(  # expect: TFS202
        data=x_train,
        targets=y_train,
        sequence_length=sequence_length,
        sampling_rate=step,
        batch_size=batch_size,
    )
    windows = timeseries_dataset_from_array(x_train, None, sequence_length=10)  # expect: TFS202
    unbatched = keras.utils.timeseries_dataset_from_array(x_train, None, sequence_length=10, batch_size=None)  # lookalike: batch_size=None
    return dataset_train, windows, unbatched


if __name__ == "__main__":
    train_ds, val_ds, test_ds, lm_ds = imdb()
    layer = vectorize(train_ds)
    for text_batch, label_batch in train_ds.take(1):  # lookalike: iterating a dataset for printing
        for i in range(3):  # lookalike: printing examples
            print(text_batch.numpy()[i], label_batch.numpy()[i])
