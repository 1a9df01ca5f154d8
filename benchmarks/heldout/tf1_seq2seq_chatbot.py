# -*- coding: utf-8 -*-
# Seq2seq chatbot on the Cornell movie dialogs corpus (TensorFlow 1.x)
import re
import time

import numpy as np
import tensorflow as tf

# --------------------------- preprocessing -----------------------------
lines = open('movie_lines.txt', encoding='utf-8', errors='ignore').read().split('\n')
id2line = {}
for line in lines:  # lookalike: plain loop over text lines
    _line = line.split(' +++$+++ ')
    if len(_line) == 5:
        id2line[_line[0]] = _line[4]


def clean_text(text):
    text = text.lower()
    text = re.sub(r"i'm", "i am", text)
    text = re.sub(r"[-()\"#/@;:<>{}+=~|.?,]", "", text)
    return text


# --------------------------- model ------------------------------------
def model_inputs():
    inputs = tf.placeholder(tf.int32, [None, None], name='input')  # expect: TFS101
    targets = tf.placeholder(tf.int32, [None, None], name='target')  # expect: TFS101
    lr = tf.placeholder(tf.float32, name='learning_rate')  # expect: TFS102
    keep_prob = tf.placeholder(tf.float32, name='keep_prob')  # expect: TFS102
    return inputs, targets, lr, keep_prob


def preprocess_targets(targets, word2int, batch_size):
    left_side = tf.fill([batch_size, 1], word2int['<SOS>'])
    right_side = tf.strided_slice(targets, [0, 0], [batch_size, -1], [1, 1])
    return tf.concat([left_side, right_side], 1)


# Legacy bucketed inputs (one placeholder per time step), kept for the old decoder.
encoder_inputs, decoder_inputs, target_weights = [], [], []
for i in range(25):  # lookalike: building placeholders, not batching
    encoder_inputs.append(tf.placeholder(tf.int32, shape=[None], name="encoder{0}".format(i)))  # expect: TFS101
for i in range(26):  # lookalike: building placeholders, not batching
    decoder_inputs.append(tf.placeholder(tf.int32, shape=[None], name="decoder{0}".format(i)))  # expect: TFS101
    target_weights.append(tf.placeholder(tf.float32, shape=[None], name="weight{0}".format(i)))  # expect: TFS101

sequence_length = tf.placeholder_with_default(25, None, name='sequence_length')  # lookalike: placeholder_with_default
source_lengths = tf.placeholder(tf.int32, (None,), name='source_lengths')  # expect: TFS101

epochs = 100
batch_size = 64
rnn_size = 512
learning_rate = 0.01
learning_rate_decay = 0.9
min_learning_rate = 0.0001
keep_probability = 0.5

tf.reset_default_graph()
session = tf.InteractiveSession()
inputs, targets, lr, keep_prob = model_inputs()
# ... encoder / decoder graph omitted: built by seq2seq_model(...) in model.py
from model import seq2seq_model  # noqa: E402
training_predictions, test_predictions = seq2seq_model(tf.reverse(inputs, [-1]), targets, keep_prob,
                                                       batch_size, sequence_length, 10000, 10000,
                                                       512, 512, rnn_size, 3, {})
loss_error = tf.contrib.seq2seq.sequence_loss(training_predictions, targets,
                                              tf.ones([batch_size, 25]))
optimizer_gradient_clipping = tf.train.AdamOptimizer(lr).minimize(loss_error)


def apply_padding(batch_of_sequences, word2int):
    max_len = max([len(seq) for seq in batch_of_sequences])
    return [seq + [word2int['<PAD>']] * (max_len - len(seq)) for seq in batch_of_sequences]


def split_into_batches(questions, answers, batch_size, word2int):
    for batch_index in range(0, len(questions) // batch_size):  # ambiguous: slicing generator that yields, does not feed (TFS3?)
        start_index = batch_index * batch_size
        questions_in_batch = questions[start_index:start_index + batch_size]
        answers_in_batch = answers[start_index:start_index + batch_size]
        yield (np.array(apply_padding(questions_in_batch, word2int)),
               np.array(apply_padding(answers_in_batch, word2int)))


sorted_clean_questions = np.load('questions.npy', allow_pickle=True).tolist()
sorted_clean_answers = np.load('answers.npy', allow_pickle=True).tolist()
word2int = np.load('word2int.npy', allow_pickle=True).item()
training_validation_split = int(len(sorted_clean_questions) * 0.15)
training_questions = sorted_clean_questions[training_validation_split:]
training_answers = sorted_clean_answers[training_validation_split:]
validation_questions = np.array(apply_padding(sorted_clean_questions[:training_validation_split], word2int))
validation_answers = np.array(apply_padding(sorted_clean_answers[:training_validation_split], word2int))

session.run(tf.global_variables_initializer())
for epoch in range(1, epochs + 1):
    for batch_index, (padded_questions_in_batch, padded_answers_in_batch) in enumerate(  # expect: TFS302 (was: expect TFS301; the helper counts range(len(x) // batch_size) batches, so every batch is full, the case issue 14 names for range(n // bs); found on Udacity's seq2seq notebooks, stop 22)
            split_into_batches(training_questions, training_answers, batch_size, word2int)):
        starting_time = time.time()
        _, batch_training_loss_error = session.run([optimizer_gradient_clipping, loss_error],  # lookalike: per-step batch
                                                   {inputs: padded_questions_in_batch,
                                                    targets: padded_answers_in_batch,
                                                    lr: learning_rate,
                                                    sequence_length: padded_answers_in_batch.shape[1],
                                                    keep_prob: keep_probability})
    validation_loss = session.run(loss_error, feed_dict={inputs: validation_questions,  # expect: TFS401
                                                         targets: validation_answers,
                                                         lr: learning_rate,
                                                         keep_prob: 1})
    print('Epoch {:>3}/{} validation loss {:>6.3f}'.format(epoch, epochs, validation_loss))
    learning_rate *= learning_rate_decay
    if learning_rate < min_learning_rate:
        learning_rate = min_learning_rate
