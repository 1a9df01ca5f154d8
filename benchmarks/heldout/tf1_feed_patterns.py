"""Training utilities for the TF1 experiments: evaluation and early stopping helpers."""
import numpy as np
import tensorflow as tf


class Trainer(object):
    def __init__(self, model, sess, X_train, Y_train, X_val, Y_val):
        self.model = model
        self.sess = sess
        self.X_train, self.Y_train = X_train, Y_train
        self.X_val, self.Y_val = X_val, Y_val

    def fit_full_batch(self, n_iters):
        """Plain gradient descent on the whole training set."""
        for it in range(n_iters):
            _, loss = self.sess.run([self.model.train_op, self.model.loss],  # expect: TFS401
                                    feed_dict={self.model.x: self.X_train, self.model.y: self.Y_train})
            if it % 50 == 0:
                print(it, loss)

    def fit_early_stopping(self, batch_size=128, patience=5, max_epochs=200):
        best, bad_epochs, epoch = np.inf, 0, 0
        val_feed = {self.model.x: self.X_val, self.model.y: self.Y_val, self.model.training: False}
        while bad_epochs < patience and epoch < max_epochs:  # expect: TFS302 (a random gather from a fixed array is host batching, issue 14; was: lookalike)
            idx = np.random.randint(0, len(self.X_train), size=batch_size)
            self.sess.run(self.model.train_op,  # the random per-step batch of the loop above
                          feed_dict={self.model.x: self.X_train[idx], self.model.y: self.Y_train[idx],
                                     self.model.training: True})
            val_loss = self.sess.run(self.model.loss, feed_dict=val_feed)  # expect: TFS401
            if val_loss < best:
                best, bad_epochs = val_loss, 0
            else:
                bad_epochs += 1
            epoch += 1
        return best

    def evaluate(self):
        # One-off: evaluate on the whole validation set once.
        return self.sess.run(self.model.accuracy, feed_dict={  # lookalike: one-off feed
            self.model.x: self.X_val, self.model.y: self.Y_val, self.model.training: False})


def grid_search(sess, model, X, Y, lrs=(0.1, 0.01, 0.001)):
    results = {}
    for lr in lrs:
        sess.run(tf.global_variables_initializer())
        for step in range(300):
            sess.run(model.train_op, feed_dict={model.x: X, model.y: Y, model.lr: lr})  # expect: TFS401
        results[lr] = sess.run(model.loss, feed_dict={model.x: X, model.y: Y})  # expect: TFS401
    return results


def run_mnist(mnist, x, y_, keep_prob, train_step, accuracy, sess):
    base_feed = {x: mnist.validation.images, y_: mnist.validation.labels}
    dropout_keep = 0.5
    for i in range(5000):  # expect: TFS302 (a library's next_batch: full batches made on the host, issue 14)
        batch = mnist.train.next_batch(50)
        if i % 500 == 0:
            acc = accuracy.eval(feed_dict={**base_feed, keep_prob: 1.0})  # expect: TFS401
            print("step %d validation accuracy %g" % (i, acc))
        train_step.run(feed_dict={x: batch[0], y_: batch[1], keep_prob: dropout_keep})  # lookalike: scalar name + per-step batch
    with sess.as_default():
        print("test", accuracy.eval(feed_dict={x: mnist.test.images, y_: mnist.test.labels,  # lookalike: one-off after loop
                                              keep_prob: 1.0}))


def sample_subset_each_epoch(sess, model, X_test, Y_test, epochs=10):
    for epoch in range(epochs):
        loss = sess.run(model.loss, feed_dict={model.x: X_test[:1000], model.y: Y_test[:1000]})  # expect: TFS401 (issue 14 names a fixed slice fed every step a miss; was: ambiguous, loop-invariant constant slice)
        print(epoch, loss)


def stream_eval(session, model, test_images, test_labels):
    """Evaluate one example at a time (batch of 1)."""
    correct = 0
    for img, lbl in zip(test_images, test_labels):  # lookalike: per-example loop, no slicing
        pred = session.run(model.pred, feed_dict={model.x: img[None]})  # lookalike: per-step example
        correct += int(pred[0] == lbl)
    return correct / float(len(test_labels))


def summaries(sess, writer, merged, model, X_val, Y_val, steps):
    for step in steps:
        summary = sess.run(merged, {model.x: X_val, model.y: Y_val})  # expect: TFS401
        writer.add_summary(summary, step)


def nested(sess, model, folds, X_all, Y_all):
    for k, (train_idx, val_idx) in enumerate(folds):
        X_tr, Y_tr = X_all[train_idx], Y_all[train_idx]
        for epoch in range(20):
            sess.run(model.train_op, feed_dict={model.x: X_tr, model.y: Y_tr})  # expect: TFS401
        print(k, sess.run(model.loss, feed_dict={model.x: X_all[val_idx], model.y: Y_all[val_idx]}))  # lookalike: per-fold value computed in the loop


def full_batch_op_run(train_step, cross_entropy, x, y_, X_train, Y_train, n_steps=1000):
    """Tutorial-style full-batch training with Operation.run / Tensor.eval."""
    for i in range(n_steps):
        train_step.run(feed_dict={x: X_train, y_: Y_train})  # expect: TFS401
        if i % 100 == 0:
            print(i, cross_entropy.eval(feed_dict={x: X_train, y_: Y_train}))  # expect: TFS401


def default_session_loop(model, X_all, Y_all, epochs=5):
    sess = tf.get_default_session()
    epoch = 0
    while epoch < epochs:
        for i in range(0, len(X_all), 256):  # expect: TFS301
            sess.run(model.train_op, feed_dict={model.x: X_all[i:i + 256], model.y: Y_all[i:i + 256]})
        tf.get_default_session().run(model.update_stats, feed_dict={model.x: X_all})  # expect: TFS401
        epoch += 1


def tensorboard_projector(sess, model, writer, mnist, steps=20):
    embedding_images = mnist.test.images[:1024]
    for step in range(steps):
        emb = sess.run(model.embedding, feed_dict={model.x: embedding_images})  # expect: TFS401
        writer.add_summary(emb, step)


def adversarial_eval(sess, model, X_test, Y_test, eps_values=(0.0, 0.05, 0.1, 0.2)):
    results = []
    for eps in eps_values:
        adv = sess.run(model.adv_x, feed_dict={model.x: X_test, model.y: Y_test, model.eps: eps})  # expect: TFS401
        acc = sess.run(model.accuracy, feed_dict={model.x: adv, model.y: Y_test})  # expect: TFS401
        results.append((eps, acc))
    return results
