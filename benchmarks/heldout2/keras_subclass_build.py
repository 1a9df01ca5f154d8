"""Subclassed tf.keras models with build(), get_config() and summary helpers."""
import tensorflow as tf
from tensorflow.keras import Model
from tensorflow.keras.layers import Conv2D, Dense, Dropout, Flatten, Input, MaxPooling2D


class ResidualDense(tf.keras.layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="glorot_uniform", name="w")  # lookalike: weight shape, not an input
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", name="b")
        super().build(input_shape)

    def call(self, inputs):
        return tf.nn.relu(tf.matmul(inputs, self.w) + self.b) + inputs

    def get_config(self):
        return {**super().get_config(), "units": self.units}


class RFClassifier(Model):
    """Keras Model extended to make summary() show output shapes."""

    def __init__(self, nb_outputs, input_shape):
        super().__init__()
        self.nb_outputs = nb_outputs
        self.shape = input_shape
        self.conv1 = Conv2D(32, 3, activation="relu")
        self.pool = MaxPooling2D()
        self.flat = Flatten()
        self.drop = Dropout(0.3)
        self.out = Dense(nb_outputs)

    def call(self, x, training=False):
        x = self.pool(self.conv1(x))
        return self.out(self.drop(self.flat(x), training=training))

    def summary(self, **kwargs):
        x = Input(shape=self.shape[1:])  # expect: TFS103
        Model(inputs=[x], outputs=self.call(x)).summary(**kwargs)

    def build_graph(self):
        x = tf.keras.Input(shape=(28, 28, 1), name="probe")  # expect: TFS103
        return tf.keras.Model(inputs=[x], outputs=self.call(x))


class Encoder(tf.keras.Model):
    def __init__(self, latent_dim=16, **kwargs):
        super().__init__(**kwargs)
        self.latent_dim = latent_dim
        self.input_layer = tf.keras.layers.InputLayer(input_shape=(64,))  # expect: TFS103
        self.static_input = tf.keras.layers.InputLayer(batch_input_shape=(32, 64))  # lookalike: static first element
        self.hidden = ResidualDense(64)
        self.mu = Dense(latent_dim)

    def call(self, x):
        return self.mu(self.hidden(self.input_layer(x)))

    def get_config(self):
        return {"latent_dim": self.latent_dim}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


def make_models():
    clf = RFClassifier(10, (None, 28, 28, 1))
    clf.build(input_shape=(None, 28, 28, 1))  # expect: TFS104 (issue 14 names model.build(input_shape=(None, ...)) on a subclassed model a miss; was: ambiguous)
    clf.summary()
    enc = Encoder()
    enc(tf.zeros((1, 64)))
    legacy = tf.keras.layers.InputLayer(batch_input_shape=(None, 64))  # expect: TFS103
    return clf, enc, legacy
