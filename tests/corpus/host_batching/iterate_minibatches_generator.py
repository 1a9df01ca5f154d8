"""A Lasagne-style generator helper feeding a TF1 session, plus evaluation in batches."""
import time

import numpy as np
import tensorflow.compat.v1 as tf

tf.disable_v2_behavior()


def load_dataset():
    data = np.load("dataset.npz")
    return data["X_train"], data["y_train"], data["X_val"], data["y_val"]


def iterate_minibatches(inputs, targets, batchsize, shuffle=False):
    assert len(inputs) == len(targets)
    if shuffle:
        indices = np.arange(len(inputs))
        np.random.shuffle(indices)
    for start_idx in range(0, len(inputs) - batchsize + 1, batchsize):
        if shuffle:
            excerpt = indices[start_idx:start_idx + batchsize]
        else:
            excerpt = slice(start_idx, start_idx + batchsize)
        yield inputs[excerpt], targets[excerpt]


def build_graph():
    input_var = tf.placeholder(tf.float32, [None, 1, 28, 28])  # expect: TFS101
    target_var = tf.placeholder(tf.int32, [None])  # expect: TFS101
    flat = tf.layers.flatten(input_var)
    logits = tf.layers.dense(tf.layers.dense(flat, 800, tf.nn.relu), 10)
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=target_var, logits=logits))
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32), target_var), tf.float32))
    train_fn = tf.train.AdamOptimizer().minimize(loss)
    return input_var, target_var, loss, acc, train_fn


def main(num_epochs=500):
    X_train, y_train, X_val, y_val = load_dataset()
    input_var, target_var, loss, acc, train_fn = build_graph()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for epoch in range(num_epochs):
            train_err = 0
            train_batches = 0
            start_time = time.time()
            for batch in iterate_minibatches(X_train, y_train, 500, shuffle=True):  # expect: TFS302 (the helper stops before a short batch)
                inputs, targets = batch
                err, _ = sess.run([loss, train_fn], {input_var: inputs, target_var: targets})
                train_err += err
                train_batches += 1

            val_err = 0
            val_acc = 0
            val_batches = 0
            for inputs, targets in iterate_minibatches(X_val, y_val, 500, shuffle=False):  # evaluation in chunks, no static-shape need: silent
                err, a = sess.run([loss, acc], {input_var: inputs, target_var: targets})
                val_err += err
                val_acc += a
                val_batches += 1
            print("Epoch {} took {:.3f}s".format(epoch + 1, time.time() - start_time))
            print("  training loss:\t\t{:.6f}".format(train_err / train_batches))
            print("  validation accuracy:\t\t{:.2f} %".format(val_acc / val_batches * 100))


if __name__ == "__main__":
    main()
