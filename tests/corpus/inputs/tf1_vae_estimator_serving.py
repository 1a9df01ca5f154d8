"""A variational autoencoder trained with a session, exported with Estimator serving functions."""
import numpy as np
import tensorflow as tf

FEATURE_SPEC = {"pixels": tf.FixedLenFeature([784], tf.float32)}


class VAE(object):
    def __init__(self, n_input=784, n_z=20, batch_size=100):
        self.n_input = n_input
        self.n_z = n_z
        self.batch_size = batch_size
        self.input_shape = [None, n_input]
        self.noise_shape = [batch_size, n_z]
        self._create_network()

    def _create_network(self):
        self.x = tf.placeholder(tf.float32, self.input_shape, name="x")  # expect: TFS101
        self.eps = tf.placeholder(tf.float32, self.noise_shape, name="eps")
        self.kl_weight = tf.placeholder_with_default(1.0, [], name="kl_weight")
        self.temperature = tf.placeholder(tf.float32, name="temperature")  # expect: TFS102
        hidden = tf.layers.dense(self.x, 500, activation=tf.nn.softplus)
        self.z_mean = tf.layers.dense(hidden, self.n_z)
        self.z_log_sigma_sq = tf.layers.dense(hidden, self.n_z)
        self.z = self.z_mean + tf.sqrt(tf.exp(self.z_log_sigma_sq)) * self.eps

    def partial_fit(self, sess, batch):
        eps = np.random.normal(size=self.noise_shape)
        return sess.run(self.z, feed_dict={self.x: batch, self.eps: eps, self.temperature: 0.5})


def serving_input_receiver_fn():
    serialized = tf.placeholder(dtype=tf.string, shape=[None], name="input_example_tensor")  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
    receiver_tensors = {"examples": serialized}
    features = tf.parse_example(serialized, FEATURE_SPEC)
    return tf.estimator.export.ServingInputReceiver(features, receiver_tensors)


def raw_serving_fn():
    return tf.estimator.export.build_raw_serving_input_receiver_fn(
        {"pixels": tf.placeholder(tf.float32, [None, 784], name="pixels")}  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
    )


def batched_serving_fn(batch_size):
    pixels = tf.placeholder(tf.float32, [batch_size, 784], name="pixels")
    return tf.estimator.export.TensorServingInputReceiver(pixels, pixels)
