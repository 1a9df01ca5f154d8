"""Moving slices that are not a hand-written data pipeline: folds, towers, replay memory,
and evaluation in chunks where nothing needs static shapes. All silent."""
import random

import numpy as np
import tensorflow as tf
from tensorflow import keras

train_data = np.load("houses.npy")
train_targets = np.load("prices.npy")

# K-fold validation, one model per fold.
k = 4
num_val_samples = len(train_data) // k
all_scores = []
for i in range(k):
    val_data = train_data[i * num_val_samples: (i + 1) * num_val_samples]
    val_targets = train_targets[i * num_val_samples: (i + 1) * num_val_samples]
    partial_train_data = np.concatenate(
        [train_data[:i * num_val_samples], train_data[(i + 1) * num_val_samples:]], axis=0)
    partial_train_targets = np.concatenate(
        [train_targets[:i * num_val_samples], train_targets[(i + 1) * num_val_samples:]], axis=0)
    model = keras.Sequential([keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
    model.compile(optimizer="rmsprop", loss="mse", metrics=["mae"])
    model.fit(partial_train_data, partial_train_targets, epochs=100, batch_size=16, verbose=0)
    val_mse, val_mae = model.evaluate(val_data, val_targets, verbose=0)
    all_scores.append(val_mae)

# One batch split across GPU towers.
num_gpus = 2
X = tf.compat.v1.placeholder(tf.float32, [256, 784])
tower_losses = []
for i in range(num_gpus):
    with tf.device("/gpu:%d" % i):
        part = X[i * 128:(i + 1) * 128]
        tower_losses.append(tf.reduce_mean(keras.layers.Dense(10)(part)))


# A replay memory the training loop fills itself.
class ExperienceBuffer:
    def __init__(self, buffer_size=50000):
        self.buffer = []
        self.buffer_size = buffer_size

    def add(self, experience):
        if len(self.buffer) + len(experience) >= self.buffer_size:
            self.buffer[0:(len(experience) + len(self.buffer)) - self.buffer_size] = []
        self.buffer.extend(experience)

    def sample(self, size, trace_length):
        episodes = random.sample(self.buffer, size)
        traces = []
        for episode in episodes:
            point = np.random.randint(0, len(episode) + 1 - trace_length)
            traces.append(episode[point:point + trace_length])
        return np.reshape(np.array(traces), [size * trace_length, 5])


state_in = tf.compat.v1.placeholder(tf.float32, [None, 84])  # expect: TFS101
q_out = tf.compat.v1.layers.dense(state_in, 4)
update_model = tf.compat.v1.train.AdamOptimizer(1e-4).minimize(tf.reduce_mean(q_out))
memory = ExperienceBuffer()
with tf.compat.v1.Session() as sess:
    for step in range(10000):
        memory.add([np.random.rand(5)])
        if step > 1000:
            train_batch = memory.sample(32, 8)
            sess.run(update_model, feed_dict={state_in: np.vstack(train_batch[:, 3])})

    # Nearest-neighbour predictions in chunks over the test set (CPU/GPU, no XLA/TPU).
    x_vals_test = np.load("test.npy")
    prediction = tf.argmax(q_out, 1)
    batch_size = 6
    num_loops = int(np.ceil(len(x_vals_test) / batch_size))
    for i in range(num_loops):
        min_index = i * batch_size
        max_index = min((i + 1) * batch_size, len(x_vals_test))
        x_batch = x_vals_test[min_index:max_index]
        predictions = sess.run(prediction, feed_dict={state_in: x_batch})
