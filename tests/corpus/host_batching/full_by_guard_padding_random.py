"""Host-side batching whose batches are full for a reason the loop does not show.

A generator that stops before a short batch, arrays padded to whole batches before the
loop, and a batch size drawn at random on every step (word2vec simulating sentences of
different lengths): all are assembled in Python and copied in on every step.
"""
import copy
import random

import numpy as np
import tensorflow.compat.v1 as tf


def train_input_generator(x_train, y_train, batch_size=64):
    while True:
        p = np.random.permutation(len(x_train))
        x_train, y_train = x_train[p], y_train[p]
        index = 0
        while index <= len(x_train) - batch_size:
            yield x_train[index:index + batch_size], y_train[index:index + batch_size]
            index += batch_size


def train_mnist(x_train, y_train, image, label, train_op, hooks):
    batches = train_input_generator(x_train, y_train, batch_size=100)
    with tf.train.MonitoredTrainingSession(hooks=hooks) as mon_sess:
        while not mon_sess.should_stop():  # expect: TFS302
            image_, label_ = next(batches)
            mon_sess.run(train_op, feed_dict={image: image_, label: label_})


class Generator:
    def generate(self, sequences, inputs, batch_size):
        num_seqs = len(sequences)
        num_batches = int(np.ceil(num_seqs / float(batch_size)))
        logliks = np.zeros(num_seqs)
        pad_amt = -len(sequences) % batch_size
        padded_sequences = sequences + [copy.deepcopy(sequences[-1]) for _ in range(pad_amt)]
        padded_inputs = inputs + [inputs[-1]] * pad_amt
        for b in range(num_batches):  # expect: TFS302
            i, j = b * batch_size, (b + 1) * batch_size
            pad_amt = max(0, j - num_seqs)
            loglik, _ = self._session.run([self._loglik, self._train_op],
                                          {self._inputs: padded_inputs[i:j], self._seqs: padded_sequences[i:j]})
            logliks[i:j - pad_amt] += loglik[:j - i - pad_amt]
        return logliks


def generate_batch(data, batch_size, num_skips, skip_window):
    batch_size = batch_size // num_skips * num_skips
    span = 2 * skip_window + 1
    data_index = random.randint(0, len(data) - span - 1)
    batch = np.ndarray(shape=(batch_size,), dtype=np.int32)
    labels = np.ndarray(shape=(batch_size, 1), dtype=np.int32)
    for i in range(batch_size // num_skips):
        for j in range(num_skips):
            batch[i * num_skips + j] = data[data_index + skip_window]
            labels[i * num_skips + j, 0] = data[data_index + j]
        data_index = (data_index + 1) % len(data)
    return batch, labels


def train_word2vec(session, data, train_inputs, train_labels, train_op, max_batch_size, num_steps):
    for step in range(num_steps):  # expect: TFS302
        batch_size = random.randint(max_batch_size // 2, max_batch_size)
        batch_inputs, batch_labels = generate_batch(data, batch_size, 2, 1)
        session.run(train_op, feed_dict={train_inputs: batch_inputs, train_labels: batch_labels})
