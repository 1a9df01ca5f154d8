"""Stop 35's feeding look-alikes: a word-RNN sampler that feeds one-example buffers at every
step, a generator fed a seed from the project's data module, and data laid out in one row
(which is the whole set)."""
import numpy as np
import tensorflow as tf

import data


class WordRNN:
    def sample(self, sess, vocab, words, num=200, end_word="end", syllables=10):
        end_tensor = np.zeros((1, 1))
        end_tensor[0, 0] = vocab.get(end_word, 0)
        syl_tensor = np.zeros((1, 1)) + syllables
        state = sess.run(self.cell.zero_state(1, tf.float32))
        word = words[0]
        for n in range(num):
            x = np.zeros((1, 1))
            x[0, 0] = vocab.get(word, 0)
            feed = {self.input_data: x, self.initial_state: state,
                    self.bonus_features: end_tensor, self.syllables: syl_tensor}
            probs, state = sess.run([self.probs, self.final_state], feed)
            word = words[int(np.argmax(probs))]


def generate(sess, model, steps):
    x_feed, _ = data.get_seed()
    for i in range(steps):
        nxt = sess.run(model.pred, feed_dict={model.x: x_feed, model.y: _})
        x_feed = np.concatenate([x_feed[:, 1:], nxt[:, None]], axis=1)


n = 20
train_X = np.random.random((1, n))
train_Y = 0.7 * train_X - 1.0
X = tf.compat.v1.placeholder(tf.float32)  # expect: TFS102
Y = tf.compat.v1.placeholder(tf.float32)  # expect: TFS102
W = tf.Variable(0.0)
cost = tf.reduce_mean(tf.square(X * W - Y))
train_op = tf.compat.v1.train.GradientDescentOptimizer(0.01).minimize(cost)
sess = tf.compat.v1.Session()
for epoch in range(2000):
    sess.run(train_op, feed_dict={X: train_X, Y: train_Y})  # expect: TFS401
