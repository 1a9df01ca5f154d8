"""TensorFlow's own TF1 tutorials: the library's `DataSet.next_batch` reached through a
function of the module (`fully_connected_feed.py`'s `fill_feed_dict`, and the
`feed_dict(train)` closure of `mnist_with_summaries.py`). Full batches made on the host."""
import time

import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data

FLAGS = None
tf.compat.v1.disable_eager_execution()


def placeholder_inputs(batch_size):
    images_placeholder = tf.compat.v1.placeholder(tf.float32, shape=(batch_size, 784))
    labels_placeholder = tf.compat.v1.placeholder(tf.int32, shape=(batch_size,))
    return images_placeholder, labels_placeholder


def fill_feed_dict(data_set, images_pl, labels_pl):
    images_feed, labels_feed = data_set.next_batch(FLAGS.batch_size, FLAGS.fake_data)
    feed_dict = {
        images_pl: images_feed,
        labels_pl: labels_feed,
    }
    return feed_dict


def do_eval(sess, eval_correct, images_placeholder, labels_placeholder, data_set):
    # Evaluation in full batches on CPU/GPU: not reported (evaluation loops are reported
    # only where the file needs static shapes).
    true_count = 0
    steps_per_epoch = data_set.num_examples // FLAGS.batch_size
    for step in range(steps_per_epoch):
        feed_dict = fill_feed_dict(data_set, images_placeholder, labels_placeholder)
        true_count += sess.run(eval_correct, feed_dict=feed_dict)
    return true_count


def run_training():
    data_sets = input_data.read_data_sets(FLAGS.input_data_dir, FLAGS.fake_data)
    with tf.Graph().as_default():
        images_placeholder, labels_placeholder = placeholder_inputs(FLAGS.batch_size)
        logits = tf.compat.v1.layers.dense(tf.compat.v1.layers.flatten(images_placeholder), 10)
        loss = tf.compat.v1.losses.sparse_softmax_cross_entropy(labels_placeholder, logits)
        train_op = tf.compat.v1.train.GradientDescentOptimizer(0.01).minimize(loss)
        sess = tf.compat.v1.Session()
        sess.run(tf.compat.v1.global_variables_initializer())
        for step in range(FLAGS.max_steps):  # expect: TFS302
            start_time = time.time()
            feed_dict = fill_feed_dict(data_sets.train, images_placeholder, labels_placeholder)
            _, loss_value = sess.run([train_op, loss], feed_dict=feed_dict)
            duration = time.time() - start_time


def train_with_summaries(x, y_, keep_prob, merged, accuracy, train_step, sess):
    mnist = input_data.read_data_sets(FLAGS.data_dir, fake_data=FLAGS.fake_data)

    def feed_dict(train):
        if train or FLAGS.fake_data:
            xs, ys = mnist.train.next_batch(100, fake_data=FLAGS.fake_data)
            k = FLAGS.dropout
        else:
            xs, ys = mnist.test.images, mnist.test.labels
            k = 1.0
        return {x: xs, y_: ys, keep_prob: k}

    for i in range(FLAGS.max_steps):  # expect: TFS302
        if i % 10 == 0:
            summary, acc = sess.run([merged, accuracy], feed_dict=feed_dict(False))
        else:
            summary, _ = sess.run([merged, train_step], feed_dict=feed_dict(True))
