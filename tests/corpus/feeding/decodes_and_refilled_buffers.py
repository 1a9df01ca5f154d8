"""Stop 34's feeding look-alikes: a greedy decode that writes each step's output back,
a buffer of negative samples a method refills every step, and a real whole-array feed."""
import numpy as np
import tensorflow as tf


class Transformer:
    def predict(self, input_ids):
        pred_ids = np.zeros(input_ids.shape, dtype=np.int32)
        for i in range(1, self.seq_len):
            next_pred = self.sess.run(self.output, feed_dict={
                self.raw_input_ph: input_ids, self.raw_target_ph: pred_ids, self.is_training_ph: False})
            pred_ids[:, i] = next_pred[:, i - 1]
        return pred_ids


class Word2Vec:
    def __init__(self, sess, neg_sample_size):
        self.sess = sess
        self.contexts = np.ndarray(1 + neg_sample_size, dtype=np.int32)

    def sample_contexts(self, context):
        self.contexts[0] = context
        for idx in range(1, len(self.contexts)):
            self.contexts[idx] = np.random.randint(self.vocab_size)

    def train_stream(self, words):
        for idx, word in enumerate(words[:-1]):
            self.sample_contexts(words[idx + 1])
            self.sess.run(self.train, feed_dict={self.x: [word], self.y: self.contexts})


X_valid = np.load("valid.npy")
for epoch in range(10):
    sess.run(train_op)
    print(sess.run(accuracy, feed_dict={x: X_valid}))  # expect: TFS401
