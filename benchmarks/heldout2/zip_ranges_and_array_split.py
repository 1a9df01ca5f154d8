#!/usr/bin/env python
"""Logistic regression / MLP on MNIST, TF1, with numpy-side batching (Newmu-style)."""
import numpy as np
import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data


def init_weights(shape):
    return tf.Variable(tf.random_normal(shape, stddev=0.01))


def model(X, w_h, w_o):
    h = tf.nn.sigmoid(tf.matmul(X, w_h))
    return tf.matmul(h, w_o)


mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
trX, trY, teX, teY = mnist.train.images, mnist.train.labels, mnist.test.images, mnist.test.labels

X = tf.placeholder("float", [None, 784])  # expect: TFS101
Y = tf.placeholder("float", [None, 10])  # expect: TFS101

w_h = init_weights([784, 625])
w_o = init_weights([625, 10])
py_x = model(X, w_h, w_o)

cost = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(logits=py_x, labels=Y))
train_op = tf.train.GradientDescentOptimizer(0.05).minimize(cost)
predict_op = tf.argmax(py_x, 1)

with tf.Session() as sess:
    tf.global_variables_initializer().run()
    for i in range(100):
        for start, end in zip(range(0, len(trX), 128), range(128, len(trX) + 1, 128)):  # expect: TFS302
            sess.run(train_op, feed_dict={X: trX[start:end], Y: trY[start:end]})  # lookalike: per-step slice feed
        print(i, np.mean(np.argmax(teY, axis=1) ==
                         sess.run(predict_op, feed_dict={X: teX})))  # expect: TFS401

    # second phase: fine-tune with array_split mini-batches
    n_batches = int(np.ceil(len(trX) / 256))
    for epoch in range(5):
        for xb, yb in zip(np.array_split(trX, n_batches), np.array_split(trY, n_batches)):  # expect: TFS301
            sess.run(train_op, feed_dict={X: xb, Y: yb})  # lookalike: per-step batch feed

    x_batches = np.array_split(trX, n_batches)
    y_batches = np.array_split(trY, n_batches)
    for epoch in range(5):
        for b in range(n_batches):  # expect: TFS301
            sess.run(train_op, {X: x_batches[b], Y: y_batches[b]})  # lookalike: per-step batch feed

    # channel-wise statistics for a report (not training)
    r, g, b_ = np.array_split(teX.reshape(-1, 28, 28, 1).repeat(3, axis=-1), 3, axis=-1)  # lookalike: splitting channels, not batches
    print(r.mean(), g.mean(), b_.mean())

    test_acc = np.mean(np.argmax(teY, axis=1) == sess.run(predict_op, feed_dict={X: teX}))  # lookalike: one-off evaluation after the loops
    print("test", test_acc)
