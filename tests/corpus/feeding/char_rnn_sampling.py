"""Char-RNN training and sampling: state and inputs change every step, nothing is re-fed whole."""
import numpy as np
import tensorflow as tf

text = open("input.txt").read()
chars = sorted(set(text))
vocab = {c: i for i, c in enumerate(chars)}
encoded = np.array([vocab[c] for c in text], dtype=np.int32)
batch_size, num_steps, lstm_size = 32, 50, 256

inputs = tf.placeholder(tf.int32, [batch_size, num_steps])
targets = tf.placeholder(tf.int32, [batch_size, num_steps])
cell = tf.nn.rnn_cell.BasicLSTMCell(lstm_size)
initial_state = cell.zero_state(batch_size, tf.float32)
outputs, final_state = tf.nn.dynamic_rnn(cell, tf.one_hot(inputs, len(chars)), initial_state=initial_state)
logits = tf.layers.dense(outputs, len(chars))
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=targets, logits=logits))
optimizer = tf.train.AdamOptimizer(0.001).minimize(loss)
probs = tf.nn.softmax(logits)


def get_batches(arr, n_seqs, n_steps):
    per_batch = n_seqs * n_steps
    arr = arr[:per_batch * (len(arr) // per_batch)].reshape((n_seqs, -1))
    for n in range(0, arr.shape[1], n_steps):
        x = arr[:, n:n + n_steps]
        y = np.zeros_like(x)
        y[:, :-1], y[:, -1] = x[:, 1:], x[:, 0]
        yield x, y


with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for e in range(20):
        new_state = sess.run(initial_state)
        # The array is trimmed to whole batches and `inputs` is declared [batch_size, num_steps]:
        # every batch is full (relabelled 2026-11-27: TFS302, not TFS301).
        for x, y in get_batches(encoded, batch_size, num_steps):  # expect: TFS302
            feed = {inputs: x, targets: y, initial_state: new_state}
            batch_loss, new_state, _ = sess.run([loss, final_state, optimizer], feed_dict=feed)

    state = sess.run(initial_state)
    sample = [vocab["T"]]
    x_in = np.zeros((batch_size, num_steps), dtype=np.int32)
    for i in range(500):
        x_in[0, 0] = sample[-1]
        p, state = sess.run([probs, final_state], feed_dict={inputs: x_in, initial_state: state})
        sample.append(int(np.argmax(p[0, 0])))
