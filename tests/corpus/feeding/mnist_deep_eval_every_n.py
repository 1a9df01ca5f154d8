"""The classic "Deep MNIST for experts" loop, evaluating on the whole test set every 100 steps."""
import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data

mnist = input_data.read_data_sets("MNIST_data", one_hot=True)
sess = tf.InteractiveSession()

x = tf.placeholder(tf.float32, shape=[None, 784])  # expect: TFS101
y_ = tf.placeholder(tf.float32, shape=[None, 10])  # expect: TFS101
keep_prob = tf.placeholder(tf.float32)  # expect: TFS102


def weight_variable(shape):
    return tf.Variable(tf.truncated_normal(shape, stddev=0.1))


W_fc1 = weight_variable([784, 1024])
h_fc1 = tf.nn.relu(tf.matmul(x, W_fc1))
h_fc1_drop = tf.nn.dropout(h_fc1, keep_prob)
W_fc2 = weight_variable([1024, 10])
y_conv = tf.matmul(h_fc1_drop, W_fc2)

cross_entropy = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y_, logits=y_conv))
train_step = tf.train.AdamOptimizer(1e-4).minimize(cross_entropy)
correct_prediction = tf.equal(tf.argmax(y_conv, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
sess.run(tf.global_variables_initializer())

for i in range(20000):  # expect: TFS302 (a library's next_batch: full batches made on the host, issue 14)
    batch = mnist.train.next_batch(50)
    if i % 100 == 0:
        train_accuracy = accuracy.eval(feed_dict={x: batch[0], y_: batch[1], keep_prob: 1.0})
        print("step %d, training accuracy %g" % (i, train_accuracy))
    if i % 1000 == 0:
        test_accuracy = accuracy.eval(feed_dict={  # expect: TFS401
            x: mnist.test.images, y_: mnist.test.labels, keep_prob: 1.0})
        print("step %d, test accuracy %g" % (i, test_accuracy))
    train_step.run(feed_dict={x: batch[0], y_: batch[1], keep_prob: 0.5})

print("test accuracy %g" % accuracy.eval(feed_dict={x: mnist.test.images, y_: mnist.test.labels, keep_prob: 1.0}))
