"""A stateful forecaster trained window by window over one series, and a trading agent whose
state is one window: batches of one, not mini-batches. The placeholder of the targets counts
time steps; the input's batch dimension is a real `None` (always 1 here)."""
import numpy as np
import pandas as pd
import tensorflow as tf

df = pd.read_csv("prices.csv")
timestamp = 5


class Forecaster:
    def __init__(self, size, size_layer):
        self.X = tf.compat.v1.placeholder(tf.float32, (None, None, size))  # expect: TFS101
        self.Y = tf.compat.v1.placeholder(tf.float32, (None, size))
        self.hidden_layer = tf.compat.v1.placeholder(tf.float32, (None, 2 * size_layer))  # expect: TFS101
        cell = tf.compat.v1.nn.rnn_cell.LSTMCell(size_layer, state_is_tuple=False)
        outputs, self.last_state = tf.compat.v1.nn.dynamic_rnn(cell, self.X, initial_state=self.hidden_layer)
        self.logits = tf.compat.v1.layers.dense(outputs[-1], size)
        self.cost = tf.reduce_mean(tf.square(self.Y - self.logits))
        self.optimizer = tf.compat.v1.train.AdamOptimizer(0.01).minimize(self.cost)


model = Forecaster(df.shape[1], 128)
sess = tf.compat.v1.InteractiveSession()
for epoch in range(300):
    init_value = np.zeros((1, 256))
    for k in range(0, df.shape[0] - 1, timestamp):
        index = min(k + timestamp, df.shape[0] - 1)
        batch_x = np.expand_dims(df.iloc[k:index, :].values, axis=0)
        batch_y = df.iloc[k + 1:index + 1, :].values
        last_state, _ = sess.run([model.last_state, model.optimizer],
                                 feed_dict={model.X: batch_x, model.Y: batch_y, model.hidden_layer: init_value})
        init_value = last_state


class Agent:
    def __init__(self, trend, window_size, skip):
        self.trend, self.window_size, self.skip = trend, window_size, skip
        self.state = tf.compat.v1.placeholder(tf.float32, (1, window_size))
        self.logits = tf.compat.v1.layers.dense(self.state, 3)

    def get_state(self, t):
        d = t - self.window_size + 1
        block = self.trend[d:t + 1] if d >= 0 else -d * [self.trend[0]] + self.trend[0:t + 1]
        res = [block[i + 1] - block[i] for i in range(self.window_size - 1)]
        return np.array([res])

    def act(self):
        for t in range(0, len(self.trend) - 1, self.skip):
            state = self.get_state(t)
            action = np.argmax(sess.run(self.logits, feed_dict={self.state: state}))
            print(t, action)
