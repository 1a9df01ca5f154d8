"""Sequence-to-sequence character model (TF 1.x contrib.seq2seq)."""
import numpy as np
import tensorflow as tf
from tensorflow.python.layers.core import Dense

epochs = 60
batch_size = 128
rnn_size = 50
num_layers = 2
encoding_embedding_size = 15
decoding_embedding_size = 15
learning_rate = 0.001
max_time = 30


def get_model_inputs():
    input_data = tf.placeholder(tf.int32, [None, None], name="input")  # expect: TFS101
    targets = tf.placeholder(tf.int32, [None, None], name="targets")  # expect: TFS101
    lr = tf.placeholder(tf.float32, name="learning_rate")  # expect: TFS102
    keep_prob = tf.placeholder(tf.float32, name="keep_prob")  # expect: TFS102
    target_sequence_length = tf.placeholder(tf.int32, (None,), name="target_sequence_length")  # expect: TFS101
    max_target_sequence_length = tf.reduce_max(target_sequence_length, name="max_target_len")
    source_sequence_length = tf.placeholder(tf.int32, (None,), name="source_sequence_length")  # expect: TFS101
    time_major_inputs = tf.placeholder(tf.int32, shape=(max_time, None), name="time_major")  # lookalike: time-major, first dimension is static time
    return (input_data, targets, lr, keep_prob, target_sequence_length, max_target_sequence_length,
            source_sequence_length, time_major_inputs)


def pad_sentence_batch(sentence_batch, pad_int):
    max_sentence = max([len(sentence) for sentence in sentence_batch])
    return [sentence + [pad_int] * (max_sentence - len(sentence)) for sentence in sentence_batch]


def get_batches(targets, sources, batch_size, source_pad_int, target_pad_int):
    """Batch targets, sources, and the lengths of their sentences together"""
    for batch_i in range(0, len(sources) // batch_size):  # lookalike: generator helper; the consuming training loop is reported
        start_i = batch_i * batch_size
        sources_batch = sources[start_i:start_i + batch_size]
        targets_batch = targets[start_i:start_i + batch_size]
        pad_sources_batch = np.array(pad_sentence_batch(sources_batch, source_pad_int))
        pad_targets_batch = np.array(pad_sentence_batch(targets_batch, target_pad_int))
        pad_targets_lengths = [len(t) for t in pad_targets_batch]
        pad_source_lengths = [len(s) for s in pad_sources_batch]
        yield pad_targets_batch, pad_sources_batch, pad_targets_lengths, pad_source_lengths


def train(source_letter_ids, target_letter_ids, source_pad, target_pad, train_graph, ops):
    (input_data, targets, lr, keep_prob, target_sequence_length, source_sequence_length, train_op, cost) = ops
    train_source = source_letter_ids[batch_size:]
    train_target = target_letter_ids[batch_size:]
    valid_source = source_letter_ids[:batch_size]
    valid_target = target_letter_ids[:batch_size]
    (valid_targets_batch, valid_sources_batch, valid_targets_lengths, valid_sources_lengths) = next(
        get_batches(valid_target, valid_source, batch_size, source_pad, target_pad))
    display_step = 20
    checkpoint = "best_model.ckpt"
    with tf.Session(graph=train_graph) as sess:
        sess.run(tf.global_variables_initializer())
        for epoch_i in range(1, epochs + 1):
            for batch_i, (targets_batch, sources_batch, targets_lengths, sources_lengths) in enumerate(  # expect: TFS302 (was: expect TFS301; the helper counts range(len(x) // batch_size) batches, so every batch is full, the case issue 14 names for range(n // bs); found on Udacity's seq2seq notebooks, stop 22)
                    get_batches(train_target, train_source, batch_size, source_pad, target_pad)):
                _, loss = sess.run(  # lookalike: per-step batch from the generator
                    [train_op, cost],
                    {input_data: sources_batch,
                     targets: targets_batch,
                     lr: learning_rate,
                     target_sequence_length: targets_lengths,
                     source_sequence_length: sources_lengths,
                     keep_prob: 0.5})
                if batch_i % display_step == 0 and batch_i > 0:
                    validation_loss = sess.run(  # expect: TFS401
                        [cost],
                        {input_data: valid_sources_batch,
                         targets: valid_targets_batch,
                         lr: learning_rate,
                         target_sequence_length: valid_targets_lengths,
                         source_sequence_length: valid_sources_lengths,
                         keep_prob: 1.0})
                    print("Epoch {:>3}/{} Batch {:>4}/{} - Loss: {:>6.3f}  - Validation loss: {:>6.3f}"
                          .format(epoch_i, epochs, batch_i, len(train_source) // batch_size, loss, validation_loss[0]))
        saver = tf.train.Saver()
        saver.save(sess, checkpoint)
