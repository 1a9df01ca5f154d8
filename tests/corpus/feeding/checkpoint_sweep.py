"""Evaluating every checkpoint on the same test arrays; per-split loops stay silent."""
import glob

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

data = np.load("splits.npz")
X_train, y_train = data["X_train"], data["y_train"]
X_test, y_test = data["X_test"], data["y_test"]

x = tf.placeholder(tf.float32, [None, X_train.shape[1]])  # expect: TFS101
y = tf.placeholder(tf.int64, [None])  # expect: TFS101
logits = tf.layers.dense(tf.layers.dense(x, 64, tf.nn.relu), 2)
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))
saver = tf.train.Saver()

with tf.Session() as sess:
    results = {}
    for ckpt in sorted(glob.glob("ckpt/model-*.index")):
        saver.restore(sess, ckpt[:-len(".index")])
        results[ckpt] = sess.run(accuracy, feed_dict={x: X_test, y: y_test})  # expect: TFS401

    # Each split is fed once: the loop variable changes the array.
    for name, (features, labels) in [("train", (X_train, y_train)), ("test", (X_test, y_test))]:
        print(name, sess.run(accuracy, feed_dict={x: features, y: labels}))

    # A batched evaluation indexes with the loop variable: a per-step slice, not a whole
    # array (no TFS401); batches cut by hand for an evaluation, where nothing needs static
    # shapes: silent (TFS301 reports it only on TPU/XLA/TFLite).
    accs = [sess.run(accuracy, {x: X_test[i:i + 500], y: y_test[i:i + 500]}) for i in range(0, len(X_test), 500)]  # evaluation in chunks, no static-shape need: silent
    print(np.mean(accs))
