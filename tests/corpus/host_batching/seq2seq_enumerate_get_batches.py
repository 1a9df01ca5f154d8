"""Seq2seq (TF1): padded batches from a module generator, enumerated in the training loop."""
import numpy as np
import tensorflow as tf
from tensorflow.python.layers.core import Dense

from preprocess import load_preprocess

(source_int_text, target_int_text), (source_vocab_to_int, target_vocab_to_int), _ = load_preprocess()
epochs = 10
batch_size = 128
display_step = 300


def pad_sentence_batch(sentence_batch, pad_int):
    max_sentence = max([len(sentence) for sentence in sentence_batch])
    return [sentence + [pad_int] * (max_sentence - len(sentence)) for sentence in sentence_batch]


def get_batches(sources, targets, batch_size, source_pad_int, target_pad_int):
    for batch_i in range(0, len(sources) // batch_size):
        start_i = batch_i * batch_size
        sources_batch = sources[start_i:start_i + batch_size]
        targets_batch = targets[start_i:start_i + batch_size]
        pad_sources_batch = np.array(pad_sentence_batch(sources_batch, source_pad_int))
        pad_targets_batch = np.array(pad_sentence_batch(targets_batch, target_pad_int))
        pad_targets_lengths = [len(target) for target in pad_targets_batch]
        pad_source_lengths = [len(source) for source in pad_sources_batch]
        yield pad_sources_batch, pad_targets_batch, pad_source_lengths, pad_targets_lengths


train_source = source_int_text[batch_size:]
train_target = target_int_text[batch_size:]
valid_source = source_int_text[:batch_size]
valid_target = target_int_text[:batch_size]
(valid_sources_batch, valid_targets_batch, valid_sources_lengths, valid_targets_lengths) = next(
    get_batches(valid_source, valid_target, batch_size, source_vocab_to_int["<PAD>"], target_vocab_to_int["<PAD>"]))

train_graph = tf.Graph()
with train_graph.as_default():
    input_data = tf.placeholder(tf.int32, [None, None], name="input")  # expect: TFS101
    targets = tf.placeholder(tf.int32, [None, None], name="targets")  # expect: TFS101
    lr = tf.placeholder(tf.float32, name="learning_rate")  # expect: TFS102
    target_sequence_length = tf.placeholder(tf.int32, (None,), name="target_sequence_length")  # expect: TFS101
    source_sequence_length = tf.placeholder(tf.int32, (None,), name="source_sequence_length")  # expect: TFS101
    embed = tf.contrib.layers.embed_sequence(input_data, len(source_vocab_to_int), 200)
    outputs, state = tf.nn.dynamic_rnn(tf.nn.rnn_cell.LSTMCell(256), embed, sequence_length=source_sequence_length,
                                       dtype=tf.float32)
    training_logits = Dense(len(target_vocab_to_int))(outputs)
    masks = tf.sequence_mask(target_sequence_length, tf.reduce_max(target_sequence_length), dtype=tf.float32)
    cost = tf.contrib.seq2seq.sequence_loss(training_logits, targets, masks)
    train_op = tf.train.AdamOptimizer(lr).minimize(cost)

with tf.Session(graph=train_graph) as sess:
    sess.run(tf.global_variables_initializer())
    for epoch_i in range(epochs):
        for batch_i, (source_batch, target_batch, sources_lengths, targets_lengths) in enumerate(  # expect: TFS302 (was: expect TFS301; the helper counts range(len(x) // batch_size) batches, so every batch is full, the case issue 14 names for range(n // bs); found on Udacity's seq2seq notebooks, stop 22)
                get_batches(train_source, train_target, batch_size,
                            source_vocab_to_int["<PAD>"], target_vocab_to_int["<PAD>"])):
            _, loss = sess.run([train_op, cost], {input_data: source_batch, targets: target_batch, lr: 0.001,
                                                  target_sequence_length: targets_lengths,
                                                  source_sequence_length: sources_lengths})
            if batch_i % display_step == 0 and batch_i > 0:
                valid_loss = sess.run(cost, {input_data: valid_sources_batch, targets: valid_targets_batch,  # expect: TFS401
                                             lr: 0.001, target_sequence_length: valid_targets_lengths,
                                             source_sequence_length: valid_sources_lengths})
                print("Epoch {:>3} Batch {:>4} - Loss: {:>6.4f} Valid: {:>6.4f}".format(epoch_i, batch_i, loss,
                                                                                      valid_loss))
