'''Trains a simple deep NN on the MNIST dataset (standalone Keras 2.x).'''
from __future__ import print_function

import keras
import numpy as np
from keras.datasets import mnist
from keras.layers import Dense, Dropout, Input
from keras.models import Model, Sequential
from keras.optimizers import RMSprop

batch_size = 128
num_classes = 10
epochs = 20

(x_train, y_train), (x_test, y_test) = mnist.load_data()
x_train = x_train.reshape(60000, 784).astype('float32') / 255
x_test = x_test.reshape(10000, 784).astype('float32') / 255
y_train = keras.utils.to_categorical(y_train, num_classes)
y_test = keras.utils.to_categorical(y_test, num_classes)

model = Sequential()
model.add(Dense(512, activation='relu', input_shape=(784,)))  # expect: TFS104
model.add(Dropout(0.2))
model.add(Dense(512, activation='relu'))
model.add(Dropout(0.2))
model.add(Dense(num_classes, activation='softmax'))
model.summary()
model.compile(loss='categorical_crossentropy', optimizer=RMSprop(), metrics=['accuracy'])

# Manual epochs so we can log per-batch loss to our own dashboard.
for epoch in range(epochs):
    perm = np.random.permutation(len(x_train))
    x_train, y_train = x_train[perm], y_train[perm]
    for i in range(0, len(x_train), batch_size):  # expect: TFS301
        loss, acc = model.train_on_batch(x_train[i:i + batch_size], y_train[i:i + batch_size])
    score = model.evaluate(x_test, y_test, verbose=0)  # lookalike: Keras evaluate, no feed_dict
    print('epoch', epoch, 'test loss', score[0], 'test acc', score[1])

probs = model.predict(x_test, batch_size=256)  # lookalike: predict batch_size

# Functional autoencoder on the same data.
input_img = Input(shape=(784,))  # expect: TFS103
encoded = Dense(32, activation='relu')(input_img)
decoded = Dense(784, activation='sigmoid')(encoded)
autoencoder = Model(input_img, decoded)
autoencoder.compile(optimizer='adadelta', loss='binary_crossentropy')
autoencoder.fit(x_train, x_train, epochs=5, batch_size=256, shuffle=True,
                validation_data=(x_test, x_test))

# Encode the test set in slices of 1000 so it fits in GPU memory.
codes = []
for start in range(0, x_test.shape[0], 1000):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
    codes.append(autoencoder.predict(x_test[start:start + 1000]))
codes = np.concatenate(codes)

# Reconstruction error per digit class (in-memory arrays, Keras predict handles batching).
recon = autoencoder.predict(x_test, batch_size=512)  # lookalike: Keras predict batch_size
labels = np.argmax(y_test, axis=1)
for digit in range(num_classes):  # lookalike: per-class statistics, no slicing by batch
    err = np.mean((recon[labels == digit] - x_test[labels == digit]) ** 2)
    print(digit, err)

seq = Sequential([Dense(64, activation='relu', input_shape=(784,), batch_size=batch_size),  # lookalike: batch_size given
                  Dense(num_classes, activation='softmax')])
