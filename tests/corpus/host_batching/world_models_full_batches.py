"""Batches that are always full in ways that read like a slice to the end, and a feeder
thread that fills a queue.

A random subset of a fixed size (`permutation(n)[0:batch_size]`), a count of whole
batches written `int(np.floor(n / bs))`, pieces made with `np.split` (equal, or it
raises) and picked by index by another helper: all are assembled in Python and copied
in on every step (TFS302, never a short last batch). A thread that runs a queue's
enqueue op with full batches is TF1's prefetch: the copy overlaps the computation.
"""
import threading

import numpy as np
import tensorflow.compat.v1 as tf

batch_size = 100


def random_batch(data_mu, data_action, n_data):
    indices = np.random.permutation(n_data)[0:batch_size]
    return data_mu[indices], data_action[indices]


def train_rnn(sess, model, data_mu, data_action, num_steps):
    for step in range(num_steps):  # expect: TFS302
        z, a = random_batch(data_mu, data_action, len(data_mu))
        sess.run(model.train_op, {model.z: z, model.a: a})


def train_vae(sess, vae, dataset, num_epochs):
    num_batches = int(np.floor(len(dataset) / batch_size))
    for epoch in range(num_epochs):
        np.random.shuffle(dataset)
        for idx in range(num_batches):  # expect: TFS302
            batch = dataset[idx * batch_size:(idx + 1) * batch_size]
            sess.run(vae.train_op, {vae.x: batch})


def create_batches(all_data, seq_length=500):
    num_batches = len(all_data) // (batch_size * seq_length)
    data = all_data[0:num_batches * batch_size * seq_length]
    return np.split(data.reshape(batch_size, -1), num_batches, 1)


def get_batch(batch_idx, data_mu):
    batch_mu = data_mu[batch_idx]
    return batch_mu + np.random.randn(*batch_mu.shape)


def train_doom_rnn(sess, model, all_data):
    for epoch in range(400):
        data_mu = create_batches(all_data)
        for local_step in range(len(data_mu)):  # expect: TFS302
            batch_z = get_batch(local_step, data_mu)
            sess.run(model.train_op, {model.batch_z: batch_z})


class DataFeeder(threading.Thread):
    def __init__(self, coordinator, examples):
        super().__init__()
        self._coord = coordinator
        self._examples = examples
        self._placeholder = tf.placeholder(tf.float32, [batch_size, 80], "inputs")
        queue = tf.FIFOQueue(8, [tf.float32], name="input_queue")
        self._enqueue_op = queue.enqueue([self._placeholder])
        self.inputs = queue.dequeue()

    def _next_example(self):
        return self._examples[np.random.randint(len(self._examples))]

    def start_in_session(self, session):
        self._session = session
        self.start()

    def run(self):
        while not self._coord.should_stop():
            self._enqueue_next_group()

    def _enqueue_next_group(self):
        examples = [self._next_example() for i in range(batch_size * 32)]
        batches = [examples[i:i + batch_size] for i in range(0, len(examples), batch_size)]
        for batch in batches:
            self._session.run(self._enqueue_op, feed_dict={self._placeholder: np.stack(batch)})
