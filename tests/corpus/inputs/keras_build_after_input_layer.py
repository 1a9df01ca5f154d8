"""`model.build(...)` on Sequential models, as a fine-tuning script and its tests write it.

Where the first layer already declares the input (`InputLayer(...)`, `input_shape=`), the
model has its graph: tf.keras ignores the shape given to `build` and Keras 3 rejects any
other, so the `None` batch is the first layer's and is reported there, not at `build`.
A model whose layers declare nothing takes its input from `build`.
"""
import tensorflow as tf
from tensorflow import keras


def classifier(bert, max_seq_len):
    model = keras.models.Sequential([
        keras.layers.InputLayer(input_shape=(max_seq_len,)),  # expect: TFS103
        bert,
        keras.layers.Lambda(lambda x: x[:, 0, :]),
        keras.layers.Dense(2),
    ])
    model.build(input_shape=(None, max_seq_len))
    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
    return model


def regressor():
    model = keras.Sequential()
    model.add(keras.layers.Dense(16, activation="relu", input_shape=(4,)))  # expect: TFS104
    model.add(keras.layers.Dense(1))
    model.build((None, 4))
    return model


def late_built(train_ds):
    model = tf.keras.Sequential()
    model.add(tf.keras.layers.Dense(16, activation="relu"))
    model.add(tf.keras.layers.Dense(1))
    model.build(input_shape=(None, 4))  # expect: TFS104
    model.compile(optimizer="adam", loss="mse")
    model.fit(train_ds, epochs=5)
    return model
