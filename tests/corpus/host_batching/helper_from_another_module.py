"""A TF1 trainer whose batches come from a loader in another module of the project
(the stock-prediction layout: `data_model.StockDataSet.generate_one_epoch`)."""
import numpy as np
import tensorflow as tf

from data_model import StockDataSet
import utils_batching


class LstmRNN(object):
    def __init__(self, sess, config):
        self.sess = sess
        self.config = config

    def train(self, dataset_list, config):
        global_step = 0
        for epoch in range(config.max_epoch):
            for d_ in dataset_list:
                for batch_X, batch_y in d_.generate_one_epoch(config.batch_size):  # expect: TFS302
                    global_step += 1
                    train_data_feed = {
                        self.learning_rate: 0.001,
                        self.inputs: batch_X,
                        self.targets: batch_y,
                    }
                    train_loss, _ = self.sess.run([self.loss, self.optim], train_data_feed)

    def act(self, replay_buffer, batch_size):
        # lookalike: an agent's experience buffer, sampled in batches
        for states, actions in replay_buffer.sample_batches(batch_size):
            self.sess.run(self.train_op, {self.s: states, self.a: actions})


def train_sequencer(sess, train_op, x, y, data, BATCHSIZE, SEQLEN):
    for i, (bx, by, epoch) in enumerate(utils_batching.rnn_minibatch_sequencer(data, BATCHSIZE, SEQLEN, 10)):  # expect: TFS302
        sess.run(train_op, feed_dict={x: bx, y: by})


def train_tf2(model, loader, optimizer, batch_size):
    # lookalike: a helper from elsewhere feeding a TF2 step (its batches may be tensors)
    for xb, yb in loader.iterate(batch_size):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(model(xb) - yb)
        optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))


def evaluate_files(sess, acc, x, files):
    # lookalike: a helper from elsewhere given no batch size (one file at a time)
    for fx in utils_batching.read_files(files):
        print(sess.run(acc, feed_dict={x: fx}))
