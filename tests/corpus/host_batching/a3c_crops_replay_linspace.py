"""Stop 34's host-batching look-alikes: an A3C worker's frame crop, a replay memory a
trainer thread samples, and a spatial-transformer tutorial cut at linspace points."""
import threading

import gym
import numpy as np
import tensorflow as tf


def crop_image(image, height_range=(35, 195)):
    h_beg, h_end = height_range
    return image[h_beg:h_end, ...]


def pipeline(image, height_range=(35, 193)):
    image = crop_image(image, height_range)
    return image.mean(axis=2, keepdims=True) / 255.0


class Agent(threading.Thread):
    def __init__(self, sess, env, local):
        super().__init__()
        self.sess, self.env, self.local = sess, env, local

    def play_episode(self):
        states, actions, rewards = [], [], []
        s = pipeline(self.env.reset())
        done = False
        while not done:
            a = self.choose_action(s)
            s2, r, done, _ = self.env.step(a)
            states.append(s)
            actions.append(a)
            rewards.append(r)
            s = pipeline(s2)
            if done or len(states) >= 5:
                self.sess.run(self.local.train_op, feed_dict={self.local.states: np.stack(states),
                                                             self.local.actions: actions,
                                                             self.local.rewards: rewards})
                states, actions, rewards = [], [], []


class ReplayMemory:
    def __init__(self, maxsize, batch_size):
        self.s = [0] * maxsize
        self.count = 0
        self.batch_size = batch_size

    def put(self, experience):
        self.s[self.count % len(self.s)] = experience
        self.count += 1

    def sample_batch(self):
        indices = np.random.randint(4, min(self.count, len(self.s)), self.batch_size)
        return np.array([self.s[(i - 4):(i + 1)] for i in indices])


class Trainer(threading.Thread):
    def run(self):
        while not self.exit_flag:
            s = self.server.training_q.sample_batch()
            self.sess.run(self.train_op, feed_dict={self.x: s})


X_train = np.load("cluttered_mnist.npz")["X_train"]
Y_train = np.load("cluttered_mnist.npz")["y_train"]
x = tf.compat.v1.placeholder(tf.float32, [None, 1600])  # expect: TFS101
y = tf.compat.v1.placeholder(tf.float32, [None, 10])  # expect: TFS101
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=tf.compat.v1.layers.dense(x, 10)))
optimizer = tf.compat.v1.train.AdamOptimizer().minimize(loss)
sess = tf.compat.v1.Session()
iter_per_epoch = 100
indices = np.linspace(0, 10000 - 1, iter_per_epoch)
indices = indices.astype('int')
for epoch_i in range(500):
    for iter_i in range(iter_per_epoch - 1):  # expect: TFS302
        batch_xs = X_train[indices[iter_i]:indices[iter_i + 1]]
        batch_ys = Y_train[indices[iter_i]:indices[iter_i + 1]]
        sess.run(optimizer, feed_dict={x: batch_xs, y: batch_ys})
