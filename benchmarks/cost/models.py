"""The four models of docs/runtime.md's cost table, each as declared with a `None` batch.

Untrained (weights=None): the figures depend on shapes, not on weights.
"""

import keras
from keras import layers


def resnet50() -> keras.Model:
    return keras.applications.ResNet50(weights=None, input_shape=(224, 224, 3))


def mobilenet_v2() -> keras.Model:
    return keras.applications.MobileNetV2(weights=None, input_shape=(224, 224, 3))


def lstm() -> keras.Model:
    tokens = keras.Input((100,), dtype="int32", name="tokens")  # noqa: TFS103 - measured as declared
    x = layers.Embedding(20000, 128)(tokens)
    x = layers.LSTM(256)(x)
    return keras.Model(tokens, layers.Dense(2)(x))


def transformer_block() -> keras.Model:
    sequence = keras.Input((128, 256), name="sequence")  # noqa: TFS103 - measured as declared
    attended = layers.MultiHeadAttention(num_heads=8, key_dim=32)(sequence, sequence)
    x = layers.LayerNormalization()(sequence + attended)
    hidden = layers.Dense(1024, activation="gelu")(x)
    x = layers.LayerNormalization()(x + layers.Dense(256)(hidden))
    return keras.Model(sequence, x)


def resnet50_training() -> keras.Model:
    """ResNet50 compiled for `fit`: `--train-step` measures Grappler's plan of its train step."""
    model = keras.applications.ResNet50(weights=None, input_shape=(224, 224, 3))
    model.compile(optimizer="sgd", loss="categorical_crossentropy")
    return model
