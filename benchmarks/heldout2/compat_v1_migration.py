# Deep MNIST for experts, ported with tf.compat.v1 so it still runs on TF 2.x
import tensorflow.compat.v1 as tf
from tensorflow.examples.tutorials.mnist import input_data

tf.disable_v2_behavior()

mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
sess = tf.InteractiveSession()

x = tf.placeholder("float", [None, 784])  # expect: TFS101
y_ = tf.placeholder(tf.float32, shape=[None, 10])  # expect: TFS101
keep_prob = tf.placeholder(tf.float32)  # expect: TFS102
lr = tf.placeholder(tf.float32, shape=[])  # lookalike: scalar, fully static
global_mean = tf.placeholder(tf.float32, shape=[784])  # lookalike: 1-D static shape, no batch dimension


def weight_variable(shape):
    return tf.Variable(tf.truncated_normal(shape, stddev=0.1))


def bias_variable(shape):
    return tf.Variable(tf.constant(0.1, shape=shape))


def conv2d(x, W):
    return tf.nn.conv2d(x, W, strides=[1, 1, 1, 1], padding="SAME")


def max_pool_2x2(x):
    return tf.nn.max_pool(x, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="SAME")


# queue-based variant kept for the benchmark script
q_images = tf.constant(mnist.train.images[:1000])
q_labels = tf.constant(mnist.train.labels[:1000])
qx, qy = tf.train.slice_input_producer([q_images, q_labels])
bx, by = tf.train.batch([qx, qy], batch_size=50, allow_smaller_final_batch=False)  # lookalike: TF1 queue batch

x_image = tf.reshape(x - global_mean, [-1, 28, 28, 1])
W_conv1, b_conv1 = weight_variable([5, 5, 1, 32]), bias_variable([32])
h_pool1 = max_pool_2x2(tf.nn.relu(conv2d(x_image, W_conv1) + b_conv1))
W_conv2, b_conv2 = weight_variable([5, 5, 32, 64]), bias_variable([64])
h_pool2 = max_pool_2x2(tf.nn.relu(conv2d(h_pool1, W_conv2) + b_conv2))
h_pool2_flat = tf.reshape(h_pool2, [-1, 7 * 7 * 64])
W_fc1, b_fc1 = weight_variable([7 * 7 * 64, 1024]), bias_variable([1024])
h_fc1_drop = tf.nn.dropout(tf.nn.relu(tf.matmul(h_pool2_flat, W_fc1) + b_fc1), keep_prob)
W_fc2, b_fc2 = weight_variable([1024, 10]), bias_variable([10])
y_conv = tf.matmul(h_fc1_drop, W_fc2) + b_fc2

cross_entropy = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y_, logits=y_conv))
train_step = tf.train.AdamOptimizer(lr).minimize(cross_entropy)
correct_prediction = tf.equal(tf.argmax(y_conv, 1), tf.argmax(y_, 1))
accuracy = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
sess.run(tf.global_variables_initializer())

mean_img = mnist.train.images.mean(axis=0)
for i in range(20000):  # expect: TFS302 (a library's next_batch: full batches made on the host, issue 14)
    batch = mnist.train.next_batch(50)  # lookalike: library helper from tensorflow.examples, not defined in this module
    if i % 100 == 0:
        train_accuracy = accuracy.eval(feed_dict={x: batch[0], y_: batch[1], keep_prob: 1.0, global_mean: mean_img})  # statistic, not the data: silent (stop 30's policy: `mean_img` is `images.mean(axis=0)`, one example's size; was: expect TFS401)
        print("step %d, training accuracy %g" % (i, train_accuracy))
    train_step.run(feed_dict={x: batch[0], y_: batch[1], keep_prob: 0.5, lr: 1e-4, global_mean: mean_img})  # statistic, not the data: silent (stop 30's policy: `mean_img` is `images.mean(axis=0)`, one example's size; was: expect TFS401)
    if i % 1000 == 0:
        print("test accuracy %g" % accuracy.eval(feed_dict={  # expect: TFS401
            x: mnist.test.images, y_: mnist.test.labels, keep_prob: 1.0, global_mean: mean_img}))

print("final test accuracy %g" % accuracy.eval(feed_dict={  # lookalike: one-off evaluation after the loop
    x: mnist.test.images, y_: mnist.test.labels, keep_prob: 1.0, global_mean: mean_img}))
