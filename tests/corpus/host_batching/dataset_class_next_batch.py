"""A home-made DataSet class with next_batch built on slicing, as in many TF1 repos."""
import numpy as np
import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data


class DataSet(object):
    def __init__(self, images, labels):
        self._images = images
        self._labels = labels
        self._num_examples = images.shape[0]
        self._index_in_epoch = 0
        self._epochs_completed = 0

    @property
    def num_examples(self):
        return self._num_examples

    def next_batch(self, batch_size):
        start = self._index_in_epoch
        self._index_in_epoch += batch_size
        if self._index_in_epoch > self._num_examples:
            self._epochs_completed += 1
            perm = np.arange(self._num_examples)
            np.random.shuffle(perm)
            self._images = self._images[perm]
            self._labels = self._labels[perm]
            start = 0
            self._index_in_epoch = batch_size
        end = self._index_in_epoch
        return self._images[start:end], self._labels[start:end]


def get_batch(features, targets, step, size):
    """Module-level helper: the step-th slice of both arrays."""
    lo = (step * size) % (len(features) - size)
    return features[lo:lo + size], targets[lo:lo + size]


features = np.load("features.npy")
targets = np.load("targets.npy")
train = DataSet(features[:50000], targets[:50000])

inputs = tf.placeholder(tf.float32, shape=(None, 128), name="inputs")  # expect: TFS101
outputs = tf.placeholder(tf.int64, shape=(None,), name="outputs")  # expect: TFS101
keep_prob = tf.placeholder(tf.float32)  # expect: TFS102
hidden = tf.nn.dropout(tf.layers.dense(inputs, 64, activation=tf.nn.relu), keep_prob)
logits = tf.layers.dense(hidden, 5)
loss = tf.losses.sparse_softmax_cross_entropy(outputs, logits)
train_op = tf.train.MomentumOptimizer(0.01, 0.9).minimize(loss)

mnist = input_data.read_data_sets("/tmp/mnist", one_hot=False)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20000):  # expect: TFS302 (was: expect TFS301; next_batch restarts at 0 before a batch would run past the end, so every batch is full: stop 31)
        batch_xs, batch_ys = train.next_batch(64)
        _, l = sess.run([train_op, loss], feed_dict={inputs: batch_xs, outputs: batch_ys, keep_prob: 0.8})
        if step % 1000 == 0:
            print("step %d loss %.4f" % (step, l))

    for step in range(500):  # expect: TFS302 (was: expect TFS301; `lo` wraps modulo len(features) - size, so every slice is whole: stop 31)
        bx, by = get_batch(features, targets, step, 32)
        sess.run(train_op, {inputs: bx, outputs: by, keep_prob: 1.0})

    # The library's own next_batch: full batches, not cut in this module.
    for step in range(1000):  # expect: TFS302 (a library's next_batch: full batches made on the host, issue 14)
        mx, my = mnist.train.next_batch(100)
        sess.run(train_op, feed_dict={inputs: mx[:, :128], outputs: my % 5, keep_prob: 0.5})
