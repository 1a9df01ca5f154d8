"""Softmax regression on MNIST, the classic TF1 beginner script."""
from __future__ import print_function

import numpy as np
import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data

mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)

learning_rate = 0.5
training_steps = 2000
batch_size = 100
display_every = 100

# x = tf.placeholder(tf.float32, [None, 784])   (old version kept for reference)
x = tf.placeholder(tf.float32, [None, 784])  # expect: TFS101
y_ = tf.placeholder(tf.float32, [None, 10])  # expect: TFS101

W = tf.Variable(tf.zeros([784, 10]))
b = tf.Variable(tf.zeros([10]))
logits = tf.matmul(x, W) + b
y = tf.nn.softmax(logits)

cross_entropy = tf.reduce_mean(
    tf.nn.softmax_cross_entropy_with_logits(labels=y_, logits=logits))
train_step = tf.train.GradientDescentOptimizer(learning_rate).minimize(cross_entropy)

correct_prediction = tf.equal(tf.argmax(y, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))

sess = tf.InteractiveSession()
tf.global_variables_initializer().run()

for i in range(training_steps):  # expect: TFS302 (a library's next_batch: full batches made on the host, issue 14)
    batch_xs, batch_ys = mnist.train.next_batch(batch_size)
    sess.run(train_step, feed_dict={x: batch_xs, y_: batch_ys})  # lookalike: per-step batch feed
    if i % display_every == 0:
        acc = sess.run(accuracy, feed_dict={x: mnist.test.images, y_: mnist.test.labels})  # expect: TFS401
        print("step %d, test accuracy %.4f" % (i, acc))

print("final accuracy", sess.run(accuracy, feed_dict={x: mnist.test.images,  # lookalike: one-off feed outside loop
                                                      y_: mnist.test.labels}))

# Show which digits are confused most often.
predictions = sess.run(tf.argmax(y, 1), feed_dict={x: mnist.test.images})  # lookalike: one-off feed outside loop
labels = np.argmax(mnist.test.labels, 1)
confusion = np.zeros((10, 10), dtype=np.int32)
for p, t in zip(predictions, labels):  # lookalike: loop over predictions, no slicing
    confusion[t, p] += 1
print(confusion)

# --- learning-rate sweep on the same graph -------------------------------
lr_ph = tf.placeholder(tf.float32, shape=())  # lookalike: scalar, static
sweep_step = tf.train.GradientDescentOptimizer(lr_ph).minimize(cross_entropy)
IMG_SHAPE = (28, 28, 1)
x_img = tf.compat.v1.placeholder(tf.float32, shape=[None, *IMG_SHAPE])  # expect: TFS101
x_any = tf.placeholder(tf.float32, shape=None)  # expect: TFS102
x_fixed = tf.placeholder(tf.float32, tf.TensorShape([batch_size, 784]))  # lookalike: static TensorShape
x_dyn = tf.placeholder(tf.float32, tf.TensorShape([None, 784]))  # expect: TFS101
for lr_value in (0.5, 0.1, 0.01):  # lookalike: sweep over scalars
    sess.run(tf.global_variables_initializer())
    for i in range(200):  # expect: TFS302 (a random gather from a fixed array is host batching, issue 14; was: lookalike)
        idx = np.random.randint(0, mnist.train.num_examples, size=batch_size)
        sess.run(sweep_step, feed_dict={x: mnist.train.images[idx], y_: mnist.train.labels[idx],  # lookalike: per-step random subset + scalar
                                        lr_ph: lr_value})
