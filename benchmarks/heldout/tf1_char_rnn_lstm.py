"""Character-level LSTM (Anna Karenina style), TensorFlow 1.x with tf.contrib.rnn."""
import time

import numpy as np
import tensorflow as tf

with open('anna.txt', 'r') as f:
    text = f.read()
vocab = sorted(set(text))
vocab_to_int = {c: i for i, c in enumerate(vocab)}
int_to_vocab = dict(enumerate(vocab))
encoded = np.array([vocab_to_int[c] for c in text], dtype=np.int32)


def get_batches(arr, batch_size, n_steps):
    """Yield batch_size x n_steps windows from the encoded text."""
    chars_per_batch = batch_size * n_steps
    n_batches = len(arr) // chars_per_batch
    arr = arr[:n_batches * chars_per_batch]
    arr = arr.reshape((batch_size, -1))
    for n in range(0, arr.shape[1], n_steps):  # ambiguous: slicing generator that yields, does not feed (TFS3?)
        x = arr[:, n:n + n_steps]
        y_temp = arr[:, n + 1:n + n_steps + 1]
        y = np.zeros(x.shape, dtype=x.dtype)
        y[:, :y_temp.shape[1]] = y_temp
        yield x, y


def build_inputs(batch_size, num_steps):
    inputs = tf.placeholder(tf.int32, [batch_size, num_steps], name='inputs')  # lookalike: static shape
    targets = tf.placeholder(tf.int32, [batch_size, num_steps], name='targets')  # lookalike: static shape
    keep_prob = tf.placeholder(tf.float32, name='keep_prob')  # expect: TFS102
    return inputs, targets, keep_prob


def build_lstm(lstm_size, num_layers, batch_size, keep_prob):
    def cell():
        lstm = tf.contrib.rnn.BasicLSTMCell(lstm_size)
        return tf.contrib.rnn.DropoutWrapper(lstm, output_keep_prob=keep_prob)
    stacked = tf.contrib.rnn.MultiRNNCell([cell() for _ in range(num_layers)])
    initial_state = stacked.zero_state(batch_size, tf.float32)
    return stacked, initial_state


class CharRNN:
    def __init__(self, num_classes, batch_size=64, num_steps=50, lstm_size=128,
                 num_layers=2, learning_rate=0.001, grad_clip=5, sampling=False):
        if sampling:
            batch_size, num_steps = 1, 1
        tf.reset_default_graph()
        self.inputs, self.targets, self.keep_prob = build_inputs(batch_size, num_steps)
        cell, self.initial_state = build_lstm(lstm_size, num_layers, batch_size, self.keep_prob)
        x_one_hot = tf.one_hot(self.inputs, num_classes)
        outputs, state = tf.nn.dynamic_rnn(cell, x_one_hot, initial_state=self.initial_state)
        self.final_state = state
        seq_output = tf.reshape(outputs, [-1, lstm_size])
        self.logits = tf.layers.dense(seq_output, num_classes)
        self.prediction = tf.nn.softmax(self.logits)
        y_one_hot = tf.reshape(tf.one_hot(self.targets, num_classes), self.logits.get_shape())
        self.loss = tf.reduce_mean(
            tf.nn.softmax_cross_entropy_with_logits(logits=self.logits, labels=y_one_hot))
        tvars = tf.trainable_variables()
        grads, _ = tf.clip_by_global_norm(tf.gradients(self.loss, tvars), grad_clip)
        self.optimizer = tf.train.AdamOptimizer(learning_rate).apply_gradients(zip(grads, tvars))


batch_size = 100
num_steps = 100
epochs = 20
keep_prob = 0.5

model = CharRNN(len(vocab), batch_size=batch_size, num_steps=num_steps)
saver = tf.train.Saver(max_to_keep=100)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    counter = 0
    for e in range(epochs):
        new_state = sess.run(model.initial_state)
        for x, y in get_batches(encoded, batch_size, num_steps):  # expect: TFS302 (was: expect TFS301; get_batches trims the text to whole batches first, so every window is full: judged false as TFS301 on the same Udacity code, stop 22)
            counter += 1
            start = time.time()
            feed = {model.inputs: x, model.targets: y, model.keep_prob: keep_prob,
                    model.initial_state: new_state}
            batch_loss, new_state, _ = sess.run([model.loss, model.final_state, model.optimizer],  # lookalike: per-step feed, scalar name
                                                feed_dict=feed)
            if counter % 200 == 0:
                print('Epoch {}/{}  step {}  loss {:.4f}  {:.4f} sec/batch'.format(
                    e + 1, epochs, counter, batch_loss, time.time() - start))
                saver.save(sess, "checkpoints/i{}_l{}.ckpt".format(counter, 128))


def pick_top_n(preds, vocab_size, top_n=5):
    p = np.squeeze(preds)
    p[np.argsort(p)[:-top_n]] = 0
    p = p / np.sum(p)
    return np.random.choice(vocab_size, 1, p=p)[0]


def sample(checkpoint, n_samples, prime="The "):
    samples = [c for c in prime]
    model = CharRNN(len(vocab), sampling=True)
    saver = tf.train.Saver()
    with tf.Session() as sess:
        saver.restore(sess, checkpoint)
        new_state = sess.run(model.initial_state)
        for c in prime:  # lookalike: per-character feed
            x = np.zeros((1, 1))
            x[0, 0] = vocab_to_int[c]
            preds, new_state = sess.run([model.prediction, model.final_state],
                                        feed_dict={model.inputs: x, model.keep_prob: 1.,
                                                   model.initial_state: new_state})
        c = pick_top_n(preds, len(vocab))
        samples.append(int_to_vocab[c])
        for i in range(n_samples):  # lookalike: autoregressive sampling, per-step feed
            x[0, 0] = c
            preds, new_state = sess.run([model.prediction, model.final_state],
                                        feed_dict={model.inputs: x, model.keep_prob: 1.,
                                                   model.initial_state: new_state})
            c = pick_top_n(preds, len(vocab))
            samples.append(int_to_vocab[c])
    return ''.join(samples)


# Sliding windows for a quick n-gram baseline: slicing, but nothing is fed to a model.
ngram_counts = {}
for i in range(0, len(text) - 3):  # lookalike: sliding window statistics
    gram = text[i:i + 3]
    ngram_counts[gram] = ngram_counts.get(gram, 0) + 1
