"""TF1 scripts that feed the same slice or list every step (reported), a latency benchmark
that times each run (silent), and a few examples to look at (silent)."""
import time

import numpy as np
import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data

mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
X = tf.placeholder(tf.float32, [None, 784])  # expect: TFS101
Y = tf.placeholder(tf.float32, [None, 10])  # expect: TFS101
logits = tf.layers.dense(X, 10)
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=Y, logits=logits))
train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)

n_train = 20000
X_train, Y_train = mnist.train.images, mnist.train.labels

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(200):
        # The same 20000 rows every step: the same copy, again and again.
        sess.run(train_op, feed_dict={X: X_train[:n_train], Y: Y_train[:n_train]})  # expect: TFS401
        if step % 50 == 0:
            print(sess.run(loss, feed_dict={X: mnist.test.images[:1000], Y: mnist.test.labels[:1000]}))  # expect: TFS401

    # Ten examples to look at, not data fed: silent.
    for step in range(3):
        print(sess.run(logits, feed_dict={X: mnist.test.images[:10]}))

    # A latency benchmark: feeding on every run is what it measures: silent.
    latencies = []
    for _ in range(100):
        start = time.perf_counter()
        sess.run(logits, feed_dict={X: mnist.test.images})
        latencies.append(time.perf_counter() - start)
    print("p50 latency", np.percentile(latencies, 50))

# A toy regression: the whole data set is a Python list fed on every step.
x_data = [1.0, 2.0, 3.0, 4.0]
y_data = [2.0, 4.0, 6.0, 8.0]
x = tf.placeholder(tf.float32)  # expect: TFS102
y = tf.placeholder(tf.float32)  # expect: TFS102
w = tf.Variable(0.0)
cost = tf.reduce_mean(tf.square(w * x - y))
step_op = tf.train.GradientDescentOptimizer(0.01).minimize(cost)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(2001):
        sess.run(step_op, feed_dict={x: x_data, y: y_data})  # expect: TFS401
    # Once, after the loop: silent.
    print(sess.run(w * x, feed_dict={x: [5.0, 2.5]}))
