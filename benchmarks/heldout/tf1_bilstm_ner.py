"""BiLSTM tagger for CoNLL-2003 NER (TensorFlow 1.x, padded minibatches)."""
import numpy as np
import tensorflow as tf

flags = tf.app.flags
flags.DEFINE_integer("batch_size", 20, "batch size")
flags.DEFINE_integer("epochs", 15, "epochs")
flags.DEFINE_float("lr", 0.001, "learning rate")
FLAGS = flags.FLAGS


def load_conll(path):
    sents, tags, cur_w, cur_t = [], [], [], []
    for line in open(path, encoding="utf-8"):  # lookalike: reading a file line by line
        line = line.strip()
        if not line:
            if cur_w:
                sents.append(cur_w)
                tags.append(cur_t)
            cur_w, cur_t = [], []
            continue
        parts = line.split()
        cur_w.append(parts[0])
        cur_t.append(parts[-1])
    return sents, tags


def pad_sequences(seqs, pad_tok=0):
    max_len = max(len(s) for s in seqs)
    padded = [list(s) + [pad_tok] * (max_len - len(s)) for s in seqs]
    return np.array(padded), np.array([len(s) for s in seqs])


def minibatches(data, minibatch_size):
    x_batch, y_batch = [], []
    for (x, y) in data:  # ambiguous: accumulating generator that yields fixed-size lists, does not feed
        if len(x_batch) == minibatch_size:
            yield x_batch, y_batch
            x_batch, y_batch = [], []
        x_batch.append(x)
        y_batch.append(y)
    if len(x_batch) != 0:
        yield x_batch, y_batch


class NERModel(object):
    def __init__(self, n_words, n_tags, dim_word=100, hidden=300):
        self.word_ids = tf.placeholder(tf.int32, shape=[None, None], name="word_ids")  # expect: TFS101
        self.sequence_lengths = tf.placeholder(tf.int32, shape=[None], name="sequence_lengths")  # expect: TFS101
        self.labels = tf.placeholder(tf.int32, shape=[None, None], name="labels")  # expect: TFS101
        self.dropout = tf.placeholder(dtype=tf.float32, shape=[], name="dropout")  # lookalike: scalar, static
        self.lr = tf.placeholder(dtype=tf.float32, shape=[], name="lr")  # lookalike: scalar, static

        embeddings = tf.get_variable("emb", [n_words, dim_word])
        word_emb = tf.nn.dropout(tf.nn.embedding_lookup(embeddings, self.word_ids), self.dropout)
        cell_fw = tf.contrib.rnn.LSTMCell(hidden)
        cell_bw = tf.contrib.rnn.LSTMCell(hidden)
        (out_fw, out_bw), _ = tf.nn.bidirectional_dynamic_rnn(
            cell_fw, cell_bw, word_emb, sequence_length=self.sequence_lengths, dtype=tf.float32)
        output = tf.nn.dropout(tf.concat([out_fw, out_bw], axis=-1), self.dropout)
        self.logits = tf.layers.dense(output, n_tags)
        log_likelihood, self.trans_params = tf.contrib.crf.crf_log_likelihood(
            self.logits, self.labels, self.sequence_lengths)
        self.loss = tf.reduce_mean(-log_likelihood)
        self.train_op = tf.train.AdamOptimizer(self.lr).minimize(self.loss)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def feed(self, words, labels=None, lr=None, dropout=None):
        word_ids, seq_lens = pad_sequences(words)
        fd = {self.word_ids: word_ids, self.sequence_lengths: seq_lens}
        if labels is not None:
            fd[self.labels] = pad_sequences(labels)[0]
        if lr is not None:
            fd[self.lr] = lr
        if dropout is not None:
            fd[self.dropout] = dropout
        return fd

    def run_epoch(self, train, dev_words, dev_tags, epoch):
        for i, (words, labels) in enumerate(minibatches(train, FLAGS.batch_size)):  # ambiguous: helper batches by accumulation, not slicing
            fd = self.feed(words, labels, FLAGS.lr, 0.5)
            _, train_loss = self.sess.run([self.train_op, self.loss], feed_dict=fd)  # lookalike: per-step feed built by a helper
        dev_fd = self.feed(dev_words, dev_tags, dropout=1.0)
        return self.sess.run(self.loss, feed_dict=dev_fd)  # lookalike: not in a loop

    def predict_all(self, words_list, batch_size=64):
        preds = []
        for start in range(0, len(words_list), batch_size):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
            chunk = words_list[start:start + batch_size]
            logits, trans = self.sess.run([self.logits, self.trans_params],
                                          feed_dict=self.feed(chunk, dropout=1.0))
            for logit, length in zip(logits, [len(w) for w in chunk]):  # lookalike: decoding outputs per sentence
                seq, _ = tf.contrib.crf.viterbi_decode(logit[:length], trans)
                preds.append(seq)
        return preds


if __name__ == "__main__":
    train_w, train_t = load_conll("eng.train")
    dev_w, dev_t = load_conll("eng.testa")
    model = NERModel(n_words=30000, n_tags=9)
    dev_ids, dev_lens = pad_sequences(dev_w)
    dev_labels, _ = pad_sequences(dev_t)
    for epoch in range(FLAGS.epochs):
        dev_loss = model.run_epoch(list(zip(train_w, train_t)), dev_w, dev_t, epoch)
        logits = model.sess.run(model.logits, feed_dict={model.word_ids: dev_ids,  # expect: TFS401
                                                         model.sequence_lengths: dev_lens,
                                                         model.dropout: 1.0})
        print("epoch", epoch, "dev loss", dev_loss)
