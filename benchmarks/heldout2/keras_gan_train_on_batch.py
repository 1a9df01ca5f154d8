from __future__ import print_function, division

import sys

import matplotlib.pyplot as plt
import numpy as np
from keras.datasets import mnist
from keras.layers import Input, Dense, Reshape, Flatten, Dropout
from keras.layers import BatchNormalization, LeakyReLU
from keras.models import Sequential, Model
from keras.optimizers import Adam


class GAN():
    def __init__(self):
        self.img_rows = 28
        self.img_cols = 28
        self.channels = 1
        self.img_shape = (self.img_rows, self.img_cols, self.channels)
        self.latent_dim = 100

        optimizer = Adam(0.0002, 0.5)
        self.discriminator = self.build_discriminator()
        self.discriminator.compile(loss='binary_crossentropy', optimizer=optimizer, metrics=['accuracy'])
        self.generator = self.build_generator()

        z = Input(shape=(self.latent_dim,))  # expect: TFS103
        img = self.generator(z)
        self.discriminator.trainable = False
        validity = self.discriminator(img)
        self.combined = Model(z, validity)
        self.combined.compile(loss='binary_crossentropy', optimizer=optimizer)

    def build_generator(self):
        model = Sequential()
        model.add(Dense(256, input_dim=self.latent_dim))  # ambiguous: legacy input_dim= on the first Sequential layer (not named in the spec)
        model.add(LeakyReLU(alpha=0.2))
        model.add(BatchNormalization(momentum=0.8))
        model.add(Dense(np.prod(self.img_shape), activation='tanh'))
        model.add(Reshape(self.img_shape))
        noise = Input(shape=(self.latent_dim,))  # expect: TFS103
        img = model(noise)
        return Model(noise, img)

    def build_discriminator(self):
        model = Sequential()
        model.add(Flatten(input_shape=self.img_shape))  # expect: TFS104
        model.add(Dense(512))
        model.add(LeakyReLU(alpha=0.2))
        model.add(Dense(1, activation='sigmoid'))
        img = Input(shape=self.img_shape)  # expect: TFS103
        validity = model(img)
        return Model(img, validity)

    def train(self, epochs, batch_size=128, sample_interval=50):
        (X_train, _), (_, _) = mnist.load_data()
        X_train = X_train / 127.5 - 1.
        X_train = np.expand_dims(X_train, axis=3)
        valid = np.ones((batch_size, 1))
        fake = np.zeros((batch_size, 1))

        for epoch in range(epochs):  # expect: TFS302 (a random gather from a fixed array is host batching, issue 14; was: ambiguous)
            idx = np.random.randint(0, X_train.shape[0], batch_size)
            imgs = X_train[idx]
            noise = np.random.normal(0, 1, (batch_size, self.latent_dim))
            gen_imgs = self.generator.predict(noise)
            d_loss_real = self.discriminator.train_on_batch(imgs, valid)
            d_loss_fake = self.discriminator.train_on_batch(gen_imgs, fake)
            d_loss = 0.5 * np.add(d_loss_real, d_loss_fake)
            g_loss = self.combined.train_on_batch(noise, valid)
            print("%d [D loss: %f, acc.: %.2f%%] [G loss: %f]" % (epoch, d_loss[0], 100 * d_loss[1], g_loss))
            if epoch % sample_interval == 0:
                self.sample_images(epoch)

    def train_epochs(self, epochs, batch_size=128):
        (X_train, _), (_, _) = mnist.load_data()
        X_train = np.expand_dims(X_train / 127.5 - 1., axis=3)
        n_batches = X_train.shape[0] // batch_size
        valid = np.ones((batch_size, 1))
        for epoch in range(epochs):
            np.random.shuffle(X_train)
            for batch_i in range(n_batches):  # expect: TFS301
                imgs = X_train[batch_i * batch_size:(batch_i + 1) * batch_size]
                noise = np.random.normal(0, 1, (batch_size, self.latent_dim))
                self.discriminator.train_on_batch(imgs, valid)
                self.combined.train_on_batch(noise, valid)

    def train_strided(self, epochs, batch_size=64):
        (X_train, _), (_, _) = mnist.load_data()
        X_train = np.expand_dims(X_train / 127.5 - 1., axis=3)
        valid = np.ones((batch_size, 1))
        fixed_noise = np.random.normal(0, 1, (25, self.latent_dim))
        for epoch in range(epochs):
            for i in range(0, len(X_train) - batch_size + 1, batch_size):  # expect: TFS301
                self.discriminator.train_on_batch(X_train[i:i + batch_size], valid)
                self.combined.train_on_batch(np.random.normal(0, 1, (batch_size, self.latent_dim)), valid)
            preview = self.generator.predict(fixed_noise)  # lookalike: Keras predict on a fixed array, not a session feed
            np.save("preview_%03d.npy" % epoch, preview)

    def sample_images(self, epoch):
        r, c = 5, 5
        noise = np.random.normal(0, 1, (r * c, self.latent_dim))
        gen_imgs = 0.5 * self.generator.predict(noise) + 0.5
        fig, axs = plt.subplots(r, c)
        cnt = 0
        for i in range(r):  # lookalike: plotting grid
            for j in range(c):  # lookalike: plotting grid
                axs[i, j].imshow(gen_imgs[cnt, :, :, 0], cmap='gray')
                axs[i, j].axis('off')
                cnt += 1
        fig.savefig("images/%d.png" % epoch)
        plt.close()


if __name__ == '__main__':
    gan = GAN()
    gan.train(epochs=30000, batch_size=32, sample_interval=200)
