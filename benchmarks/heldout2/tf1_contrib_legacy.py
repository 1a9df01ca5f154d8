"""fully_connected_feed-style trainer with an in-module DataSet class; plus legacy input layers."""
import os
import time

import numpy as np
import tensorflow as tf
import tflearn
from tensorflow.contrib.learn.python.learn.datasets import base
from keras import backend as K

IMAGE_PIXELS = 784
NUM_CLASSES = 10
BATCH = 100
MAX_STEPS = 2000


class DataSet(object):
    def __init__(self, images, labels):
        self._images = images
        self._labels = labels
        self._num_examples = images.shape[0]
        self._epochs_completed = 0
        self._index_in_epoch = 0

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


def read_data_sets(path):
    d = np.load(path)
    return base.Datasets(train=DataSet(d["x_train"], d["y_train"]),
                         validation=DataSet(d["x_val"], d["y_val"]),
                         test=DataSet(d["x_test"], d["y_test"]))


def placeholder_inputs(batch_size):
    images_placeholder = tf.placeholder(tf.float32, shape=(batch_size, IMAGE_PIXELS))  # lookalike: batch_size argument, static when given
    labels_placeholder = tf.placeholder(tf.int32, shape=(batch_size))  # lookalike: batch_size argument
    return images_placeholder, labels_placeholder


def fill_feed_dict(data_set, images_pl, labels_pl):
    images_feed, labels_feed = data_set.next_batch(BATCH)
    return {images_pl: images_feed, labels_pl: labels_feed}


def do_eval(sess, eval_correct, images_placeholder, labels_placeholder, data_set):
    true_count = 0
    steps_per_epoch = data_set.num_examples // BATCH
    num_examples = steps_per_epoch * BATCH
    for step in range(steps_per_epoch):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
        feed_dict = fill_feed_dict(data_set, images_placeholder, labels_placeholder)
        true_count += sess.run(eval_correct, feed_dict=feed_dict)  # lookalike: feed dict rebuilt every step from next_batch
    precision = float(true_count) / num_examples
    print("Num examples: %d  Num correct: %d  Precision @ 1: %0.04f" % (num_examples, true_count, precision))


def run_training(data_sets):
    with tf.Graph().as_default():
        images_placeholder, labels_placeholder = placeholder_inputs(BATCH)
        logits = tf.contrib.layers.fully_connected(images_placeholder, NUM_CLASSES, activation_fn=None)
        loss = tf.losses.sparse_softmax_cross_entropy(labels=labels_placeholder, logits=logits)
        train_op = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
        eval_correct = tf.reduce_sum(tf.cast(tf.nn.in_top_k(logits, labels_placeholder, 1), tf.int32))
        sess = tf.Session()
        sess.run(tf.global_variables_initializer())
        for step in range(MAX_STEPS):  # expect: TFS301
            start_time = time.time()
            images_feed, labels_feed = data_sets.train.next_batch(BATCH)
            _, loss_value = sess.run([train_op, loss], feed_dict={images_placeholder: images_feed,  # lookalike: per-step batch feed
                                                                   labels_placeholder: labels_feed})
            if (step + 1) % 1000 == 0 or (step + 1) == MAX_STEPS:
                print("Step %d: loss = %.2f (%.3f sec)" % (step, loss_value, time.time() - start_time))
                do_eval(sess, eval_correct, images_placeholder, labels_placeholder, data_sets.validation)  # lookalike: function call; do_eval's own loop is reported


def legacy_input_layers():
    net = tflearn.input_data(shape=[None, 784])  # lookalike: tflearn input_data is not tf.placeholder
    x_k = K.placeholder(shape=(None, 10))  # ambiguous: Keras backend placeholder with a None batch; not tf.placeholder nor Input
    targets = tf.sparse_placeholder(tf.int32)  # ambiguous: sparse_placeholder with no shape (CTC targets); not tf.placeholder
    seq_len = tf.placeholder(tf.int32, [None])  # expect: TFS101
    feats = tf.placeholder(tf.float32, [None, None, 13])  # expect: TFS101
    return net, x_k, targets, seq_len, feats


if __name__ == "__main__":
    run_training(read_data_sets(os.environ.get("DATA", "mnist.npz")))
