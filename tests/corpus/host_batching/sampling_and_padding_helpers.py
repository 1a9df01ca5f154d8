"""Helpers of one module that sample at random into batch-sized arrays, pad each batch
through another function, or only augment what they slice in order; and a generator whose
count of steps is a floor of a quotient bound to a name."""
import math
import random
from random import randint

import numpy as np
import tensorflow as tf

batchSize = 24
maxSeqLength = 250


def getTrainBatch():
    labels = []
    arr = np.zeros([batchSize, maxSeqLength])
    for i in range(batchSize):
        if i % 2 == 0:
            num = randint(1, 11499)
            labels.append([1, 0])
        else:
            num = randint(13499, 24999)
            labels.append([0, 1])
        arr[i] = ids[num - 1:num]
    return arr, labels


def pad_sentence_batch(sentence_batch):
    max_sentence = max([len(sentence) for sentence in sentence_batch])
    return [s + [0] * (max_sentence - len(s)) for s in sentence_batch]


def get_batches(texts, batch_size):
    for batch_i in range(0, len(texts) // batch_size):
        start_i = batch_i * batch_size
        texts_batch = texts[start_i:start_i + batch_size]
        yield np.array(pad_sentence_batch(texts_batch))


def get_augmented(images, i, batch_size):
    xb = images[i * batch_size:(i + 1) * batch_size].copy()
    for k in range(len(xb)):
        xb[k] = np.roll(xb[k], random.randint(-4, 4), axis=1)
    return xb


def myGenerator(X_train, Y_train, nb_batch):
    t = X_train.shape[0] / nb_batch
    steps = math.floor(t)
    while 1:
        # Whole batches only: the rest of the data is never yielded.
        for i in range(steps):
            yield X_train[i * nb_batch:(i + 1) * nb_batch], Y_train[i * nb_batch:(i + 1) * nb_batch]


input_data = tf.compat.v1.placeholder(tf.int32, [batchSize, maxSeqLength])
texts_in = tf.compat.v1.placeholder(tf.int32, [batchSize, None])
images_in = tf.compat.v1.placeholder(tf.float32, [64, 32, 32, 3])
with tf.compat.v1.Session() as sess:
    for i in range(100000):  # expect: TFS302
        nextBatch, nextBatchLabels = getTrainBatch()
        sess.run(optimizer, {input_data: nextBatch, labels: nextBatchLabels})
    for epoch in range(10):
        for batch_i, texts_batch in enumerate(get_batches(texts, batchSize)):  # expect: TFS302
            sess.run(train_op, {texts_in: texts_batch})
        for i in range(len(x_train) // 64):  # expect: TFS302
            sess.run(train_op, {images_in: get_augmented(x_train, i, 64)})

model.fit_generator(myGenerator(X, Y, 32), steps_per_epoch=100)
