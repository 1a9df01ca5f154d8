"""CIFAR-10 convnet written against the TF1 API through tf.compat.v1."""
import os
import pickle
import time

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()

IMAGE_SIZE = 32
NUM_CLASSES = 10
BATCH_SIZE = 128
EPOCHS = 30
DATA_DIR = os.path.expanduser("~/data/cifar-10-batches-py")


def unpickle(path):
    with open(path, "rb") as fo:
        return pickle.load(fo, encoding="bytes")


def load_cifar():
    xs, ys = [], []
    for i in range(1, 6):  # lookalike: loop over files
        d = unpickle(os.path.join(DATA_DIR, "data_batch_%d" % i))
        xs.append(d[b"data"])
        ys.append(d[b"labels"])
    x = np.concatenate(xs).reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1).astype(np.float32) / 255.0
    y = np.concatenate(ys)
    t = unpickle(os.path.join(DATA_DIR, "test_batch"))
    xt = t[b"data"].reshape(-1, 3, 32, 32).transpose(0, 2, 3, 1).astype(np.float32) / 255.0
    return x, y, xt, np.array(t[b"labels"])


images = tf.placeholder(tf.float32, shape=(None, IMAGE_SIZE, IMAGE_SIZE, 3), name="images")  # expect: TFS101
labels = tf.placeholder(dtype=tf.int64, shape=[None], name="labels")  # expect: TFS101
is_training = tf.placeholder(tf.bool, name="is_training")  # expect: TFS102
lr = tf.placeholder(tf.float32, shape=[], name="learning_rate")  # lookalike: scalar with static shape


def conv_block(x, filters, name):
    with tf.variable_scope(name):
        x = tf.layers.conv2d(x, filters, 3, padding="same", use_bias=False)
        x = tf.layers.batch_normalization(x, training=is_training)
        x = tf.nn.relu(x)
        return tf.layers.max_pooling2d(x, 2, 2)


net = conv_block(images, 32, "block1")
net = conv_block(net, 64, "block2")
net = conv_block(net, 128, "block3")
net = tf.layers.flatten(net)
net = tf.layers.dense(net, 256, activation=tf.nn.relu)
net = tf.layers.dropout(net, rate=0.5, training=is_training)
logits = tf.layers.dense(net, NUM_CLASSES)

loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train_op = tf.train.MomentumOptimizer(lr, 0.9).minimize(loss)
n_correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.int32))

x_train, y_train, x_test, y_test = load_cifar()
steps_per_epoch = len(x_train) // BATCH_SIZE

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    current_lr = 0.05
    for epoch in range(EPOCHS):
        if epoch in (15, 25):
            current_lr *= 0.1
        order = np.random.permutation(len(x_train))
        start = time.time()
        for step in range(steps_per_epoch):  # expect: TFS301
            idx = order[step * BATCH_SIZE:(step + 1) * BATCH_SIZE]
            _, l = sess.run([train_op, loss],  # lookalike: per-step batch and updated scalar
                            feed_dict={images: x_train[idx], labels: y_train[idx],
                                       is_training: True, lr: current_lr})
        print("epoch %d loss %.3f (%.1fs)" % (epoch, l, time.time() - start))

        correct = 0
        for start in range(0, len(x_test), 500):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
            correct += sess.run(n_correct, feed_dict={images: x_test[start:start + 500],
                                                      labels: y_test[start:start + 500],
                                                      is_training: False})
        print("test accuracy %.4f" % (correct / float(len(x_test))))
