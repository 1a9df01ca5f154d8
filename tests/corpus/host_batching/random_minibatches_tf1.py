"""Random mini-batches drawn from fixed arrays every step (the TF1 cookbook's and the
Keras GAN's way), next to draws that are not batches of a dataset.

`rand_index = np.random.choice(len(x_vals), size=batch_size)` then `x_vals[rand_index]`
fed to `sess.run`: host batching whose batches are always full (TFS302). A replay memory
the agent fills, one random example, a bootstrap of the whole set and noise are not.
"""
import numpy as np
import tensorflow.compat.v1 as tf

batch_size = 25


def linear_regression(sess, train_step, x_data, y_target, x_vals, y_vals):
    for i in range(100):  # expect: TFS302
        rand_index = np.random.choice(len(x_vals), size=batch_size)
        rand_x = np.transpose([x_vals[rand_index]])
        rand_y = np.transpose([y_vals[rand_index]])
        sess.run(train_step, feed_dict={x_data: rand_x, y_target: rand_y})


class GAN:
    def train(self, epochs, batch_size=128):
        (x_train, _), (_, _) = tf.keras.datasets.mnist.load_data()
        x_train = x_train / 127.5 - 1.0
        valid = np.ones((batch_size, 1))
        for epoch in range(epochs):  # expect: TFS302
            imgs = x_train[np.random.randint(0, x_train.shape[0], batch_size)]
            noise = np.random.normal(0, 1, (batch_size, self.latent_dim))
            gen_imgs = self.generator.predict(noise)
            d_loss_real = self.discriminator.train_on_batch(imgs, valid)
            d_loss_fake = self.discriminator.train_on_batch(gen_imgs, np.zeros((batch_size, 1)))
            self.d_loss = 0.5 * np.add(d_loss_real, d_loss_fake)
            self.combined.train_on_batch(noise, valid)


class Agent:
    def learn(self, sess, env, train_op, s_ph):
        memory = []
        obs = env.reset()
        for step in range(10000):
            obs, reward, done, _ = env.step(env.action_space.sample())
            memory.append(obs)
            if len(memory) > batch_size:
                idx = np.random.randint(0, len(memory), batch_size)
                sess.run(train_op, {s_ph: np.array(memory)[idx]})


def one_example_at_a_time(sess, train_op, x_ph, x_train):
    for step in range(1000):
        i = np.random.randint(len(x_train))
        sess.run(train_op, {x_ph: x_train[i:i + 1]})


def bagging(model_fn, x_train, y_train, n_train):
    models = []
    for member in range(5):
        inds = np.random.choice(n_train, n_train, replace=True)
        model = model_fn()
        model.fit(x_train[inds], y_train[inds], batch_size=32, epochs=3)
        models.append(model)
    return models
