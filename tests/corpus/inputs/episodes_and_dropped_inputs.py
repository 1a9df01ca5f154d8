"""Inputs that are no batch: a few-shot episode's labels one-hot over its classes, a Keras
Input a shape check drops, a Sequential applied per time step; beside them, inputs that are
batches, and a leftover Input nothing in the file reads (reported, and said to be unread)."""
import tensorflow as tf
from keras.layers import Conv2D, Dense, Input, TimeDistributed
from keras.models import Model, Sequential

x = tf.compat.v1.placeholder(tf.float32, [None, None, 28, 28, 1])
x_shape = tf.shape(x)
num_classes, num_support = x_shape[0], x_shape[1]
y = tf.compat.v1.placeholder(tf.int64, [None, None])
y_one_hot = tf.one_hot(y, depth=num_classes)

n_labels = 10
labels = tf.compat.v1.placeholder(tf.int64, [None])  # expect: TFS101
labels_one_hot = tf.one_hot(labels, depth=n_labels)


def test_flow_shapes():
    flow = make_flow()
    inp = tf.keras.Input([16, 16, 4])
    out = flow(inp)
    # tf.keras.Model(inp, out).summary()
    inp = tf.random.normal([6, 16, 16, 4])
    return flow.inverse(flow.forward(inp))


class TwoStream:
    def temporal_multi(self):
        cnn = self.cnn_temporal()
        cnn.load_weights("temporal.h5")
        model = Sequential()
        model.add(TimeDistributed(cnn, input_shape=(5, 224, 224, 20)))  # expect: TFS104
        return model

    def cnn_temporal(self):
        model = Sequential()
        model.add(Conv2D(96, (7, 7), input_shape=(224, 224, 20)))
        model.add(Dense(10))
        return model


gan_x = Input(shape=(256, 256, 1))  # expect: TFS103
gan_y = Input(shape=(256, 256, 2))  # expect: TFS103
gan_core = Model(inputs=gan_x, outputs=Dense(2)(gan_x))
gan_core.compile(optimizer="adam", loss="mae")
