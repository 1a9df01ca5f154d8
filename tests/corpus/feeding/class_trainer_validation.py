"""An object-oriented TF1 trainer: validation on the whole held-out set after each epoch."""
import numpy as np
import tensorflow as tf


class TextCNNTrainer(object):
    def __init__(self, config, X_train, y_train, X_val, y_val):
        self.config = config
        self.X_train, self.y_train = X_train, y_train
        self.X_val, self.y_val = X_val, y_val
        self.sess = tf.Session()
        self.input_x = tf.placeholder(tf.int32, [None, config.seq_len], name="input_x")  # expect: TFS101
        self.input_y = tf.placeholder(tf.float32, [None, config.num_classes], name="input_y")  # expect: TFS101
        self.dropout_keep_prob = tf.placeholder(tf.float32, name="dropout_keep_prob")  # expect: TFS102
        embedded = tf.contrib.layers.embed_sequence(self.input_x, config.vocab_size, 128)
        pooled = tf.reduce_max(tf.layers.conv1d(embedded, 128, 5, activation=tf.nn.relu), axis=1)
        self.logits = tf.layers.dense(tf.nn.dropout(pooled, self.dropout_keep_prob), config.num_classes)
        self.loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=self.input_y,
                                                                              logits=self.logits))
        self.train_op = tf.train.AdamOptimizer(config.learning_rate).minimize(self.loss)
        hits = tf.equal(tf.argmax(self.logits, 1), tf.argmax(self.input_y, 1))
        self.accuracy = tf.reduce_mean(tf.cast(hits, tf.float32))

    def fit(self):
        self.sess.run(tf.global_variables_initializer())
        best = 0.0
        for epoch in range(self.config.num_epochs):
            order = np.random.permutation(len(self.X_train))
            for step in range(len(order) // self.config.batch_size):  # expect: TFS302
                idx = order[step * self.config.batch_size:(step + 1) * self.config.batch_size]
                feed_dict = {self.input_x: self.X_train[idx], self.input_y: self.y_train[idx],
                             self.dropout_keep_prob: self.config.dropout_keep_prob}
                self.sess.run(self.train_op, feed_dict)
            val_loss, val_acc = self.sess.run(  # expect: TFS401
                [self.loss, self.accuracy],
                feed_dict={self.input_x: self.X_val, self.input_y: self.y_val, self.dropout_keep_prob: 1.0})
            best = max(best, val_acc)
            print("epoch {} val_loss {:.4f} val_acc {:.4f}".format(epoch, val_loss, val_acc))
        return best

    def evaluate(self, X_test, y_test):
        return self.sess.run(self.accuracy, feed_dict={self.input_x: X_test, self.input_y: y_test,
                                                       self.dropout_keep_prob: 1.0})
