"""Assorted TF1 training scripts from the lab, merged into one module.

Each function trains a small model on numpy arrays already in memory.
"""
import math

import numpy as np
import tensorflow as tf


def build_mlp(n_in, n_out):
    x = tf.placeholder(tf.float32, [None, n_in], name="x")  # expect: TFS101
    y = tf.placeholder(tf.int64, [None], name="y")  # expect: TFS101
    h = tf.layers.dense(x, 128, activation=tf.nn.relu)
    logits = tf.layers.dense(h, n_out)
    loss = tf.losses.sparse_softmax_cross_entropy(y, logits)
    acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))
    train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)
    return x, y, loss, acc, train_op


def train_while_index(sess, ops, X, Y, batch_size=128, epochs=5):
    x, y, loss, acc, train_op = ops
    m = X.shape[0]
    for epoch in range(epochs):
        first = 0
        last = min(batch_size, m)
        while first < m:  # expect: TFS301
            sess.run(train_op, feed_dict={x: X[first:last], y: Y[first:last]})
            first = last
            last = min(first + batch_size, m)


def train_idx_pairs(sess, ops, X_train, y_train, X_test, y_test, batch_size=100, num_epochs=10):
    x, y, loss, acc, train_op = ops
    for e in range(num_epochs):
        for i in range(X_train.shape[0] // batch_size):  # expect: TFS301
            idx, idxn = i * batch_size, min(X_train.shape[0] - 1, (i + 1) * batch_size)
            batch_xs, batch_ys = X_train[idx:idxn], y_train[idx:idxn]
            sess.run(train_op, feed_dict={x: batch_xs, y: batch_ys})
        test_acc = sess.run(acc, feed_dict={x: X_test, y: y_test})  # expect: TFS401
        train_acc = sess.run(acc, feed_dict={x: X_train, y: y_train})  # expect: TFS401
        print("epoch %d train %.3f test %.3f" % (e, train_acc, test_acc))


def train_zip_ranges(sess, ops, trX, trY, teX, teY):
    x, y, loss, acc, train_op = ops
    for i in range(100):
        for start, end in zip(range(0, len(trX), 128), range(128, len(trX) + 1, 128)):  # expect: TFS302
            sess.run(train_op, feed_dict={x: trX[start:end], y: trY[start:end]})
        test_indices = np.arange(len(teX))
        np.random.shuffle(test_indices)
        test_indices = test_indices[0:256]
        print(i, sess.run(acc, feed_dict={x: teX[test_indices], y: teY[test_indices]}))  # lookalike: per-iteration random subset


def train_with_offset(sess, ops, train_dataset, train_labels, valid_dataset, valid_labels,
                      batch_size=128, num_steps=3001):
    """Udacity assignment style: offset computed with modulo."""
    x, y, loss, acc, train_op = ops
    for step in range(num_steps):  # expect: TFS301
        offset = (step * batch_size) % (train_labels.shape[0] - batch_size)
        batch_data = train_dataset[offset:(offset + batch_size), :]
        batch_labels = train_labels[offset:(offset + batch_size)]
        _, l = sess.run([train_op, loss], feed_dict={x: batch_data, y: batch_labels})
        if step % 500 == 0:
            print("Minibatch loss at step %d: %f" % (step, l))
            print("Validation accuracy: %.1f%%" % (100 * acc.eval(  # expect: TFS401
                session=sess, feed_dict={x: valid_dataset, y: valid_labels})))


def train_array_split(sess, ops, X, Y, batch_size=64, epochs=3):
    x, y, loss, acc, train_op = ops
    n_batches = math.ceil(len(X) / batch_size)
    for epoch in range(epochs):
        for bx, by in zip(np.array_split(X, n_batches), np.array_split(Y, n_batches)):  # expect: TFS301
            sess.run(train_op, {x: bx, y: by})


def train_with_batches_list(sess, ops, X, Y, batch_size=32):
    x, y, loss, acc, train_op = ops
    batches = [(X[k:k + batch_size], Y[k:k + batch_size]) for k in range(0, len(X), batch_size)]  # ambiguous: batches pre-cut in a comprehension; the feeding loop is below
    for epoch in range(10):
        for bx, by in batches:  # expect: TFS301
            sess.run(train_op, feed_dict={x: bx, y: by})


def predict_in_chunks(sess, ops, X, chunk=1000):
    x, y, loss, acc, train_op = ops
    logits_op = tf.get_default_graph().get_tensor_by_name("dense_1/BiasAdd:0")
    out = [sess.run(logits_op, feed_dict={x: X[i:i + chunk]})  # ambiguous: host batching inside a list comprehension, not a for/while statement
           for i in range(0, len(X), chunk)]
    return np.concatenate(out)


def evaluate_mean(sess, ops, X, Y, batch_size=500):
    x, y, loss, acc, train_op = ops
    total = 0.0
    n = len(X)
    i = 0
    while i < n:  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
        j = min(i + batch_size, n)
        total += sess.run(acc, feed_dict={x: X[i:j], y: Y[i:j]}) * (j - i)
        i += batch_size
    return total / n


def main():
    data = np.load("features.npz")
    X_train, y_train = data["X_train"], data["y_train"]
    X_test, y_test = data["X_test"], data["y_test"]
    ops = build_mlp(X_train.shape[1], 10)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        train_while_index(sess, ops, X_train, y_train)
        train_idx_pairs(sess, ops, X_train, y_train, X_test, y_test)
        train_zip_ranges(sess, ops, X_train, y_train, X_test, y_test)
        print("final", evaluate_mean(sess, ops, X_test, y_test))
        x, y, loss, acc, train_op = ops
        print("test loss", sess.run(loss, feed_dict={x: X_test, y: y_test}))  # lookalike: one-off feed


if __name__ == "__main__":
    main()


def anneal(sess, ops, lr_ph, X_small, Y_small, schedule=(0.1, 0.05, 0.01)):
    x, y, loss, acc, train_op = ops
    for lr in schedule:  # lookalike: scalar schedule
        for step in range(100):  # expect: TFS302 (a random gather from a fixed array is host batching, issue 14; was: lookalike)
            idx = np.random.choice(len(X_small), 32, replace=False)
            sess.run(train_op, feed_dict={x: X_small[idx], y: Y_small[idx], lr_ph: lr})  # lookalike: per-step batch + scalar


def tokenize_corpus(text, max_len=512):
    pieces = []
    for i in range(0, len(text), max_len):  # lookalike: text chunking, nothing fed
        pieces.append(text[i:i + max_len].split())
    return pieces


def dump_embeddings(sess, emb_op, vocab, path, chunk=5000):
    emb = sess.run(emb_op)  # lookalike: no feed
    with open(path, "w") as f:
        for i in range(0, len(vocab), chunk):  # lookalike: chunking outputs to disk
            for word, vec in zip(vocab[i:i + chunk], emb[i:i + chunk]):
                f.write(word + " " + " ".join("%.5f" % v for v in vec) + "\n")
