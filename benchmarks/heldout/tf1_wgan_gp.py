"""WGAN-GP on CelebA 64x64 crops (TensorFlow 1.x with tf.contrib.layers)."""
import os

import numpy as np
import tensorflow as tf
import tensorflow.contrib.layers as tcl

BATCH_SIZE = 64
Z_DIM = 128
CRITIC_ITERS = 5
LAMBDA = 10
ITERS = 200000

data = np.load(os.path.expanduser("~/data/celeba64.npy")).astype(np.float32) / 127.5 - 1.0
n_data = len(data)


def generator(z, reuse=False):
    with tf.variable_scope("G", reuse=reuse):
        x = tcl.fully_connected(z, 4 * 4 * 512, activation_fn=tf.nn.relu, normalizer_fn=tcl.batch_norm)
        x = tf.reshape(x, [-1, 4, 4, 512])
        for ch in (256, 128, 64):  # lookalike: building layers
            x = tcl.conv2d_transpose(x, ch, 5, stride=2, activation_fn=tf.nn.relu, normalizer_fn=tcl.batch_norm)
        return tcl.conv2d_transpose(x, 3, 5, stride=2, activation_fn=tf.nn.tanh)


def critic(x, reuse=False):
    with tf.variable_scope("D", reuse=reuse):
        for ch in (64, 128, 256, 512):  # lookalike: building layers
            x = tcl.conv2d(x, ch, 5, stride=2, activation_fn=tf.nn.leaky_relu)
        return tcl.fully_connected(tcl.flatten(x), 1, activation_fn=None)


real = tf.placeholder(tf.float32, shape=[BATCH_SIZE, 64, 64, 3])  # lookalike: static batch
z = tf.placeholder(tf.float32, shape=[None, Z_DIM])  # expect: TFS101
fake = generator(z)
d_real, d_fake = critic(real), critic(fake, reuse=True)
gen_cost = -tf.reduce_mean(d_fake)
disc_cost = tf.reduce_mean(d_fake) - tf.reduce_mean(d_real)
alpha = tf.random_uniform([BATCH_SIZE, 1, 1, 1], 0., 1.)
interp = real + alpha * (fake - real)
grads = tf.gradients(critic(interp, reuse=True), [interp])[0]
slopes = tf.sqrt(tf.reduce_sum(tf.square(grads), axis=[1, 2, 3]))
disc_cost += LAMBDA * tf.reduce_mean((slopes - 1.) ** 2)
g_vars = [v for v in tf.trainable_variables() if v.name.startswith("G")]
d_vars = [v for v in tf.trainable_variables() if v.name.startswith("D")]
gen_train = tf.train.AdamOptimizer(1e-4, beta1=0.5, beta2=0.9).minimize(gen_cost, var_list=g_vars)
disc_train = tf.train.AdamOptimizer(1e-4, beta1=0.5, beta2=0.9).minimize(disc_cost, var_list=d_vars)

fixed_noise = np.random.normal(size=(128, Z_DIM)).astype(np.float32)


def inf_train_gen():
    while True:
        np.random.shuffle(data)
        for i in range(n_data // BATCH_SIZE):  # ambiguous: slicing generator that yields, does not feed (TFS3?)
            yield data[i * BATCH_SIZE:(i + 1) * BATCH_SIZE]


with tf.Session() as session:
    session.run(tf.global_variables_initializer())
    gen = inf_train_gen()
    for iteration in range(ITERS):
        if iteration > 0:
            session.run(gen_train, feed_dict={z: np.random.normal(size=(BATCH_SIZE, Z_DIM))})  # lookalike: per-step noise
        for i in range(CRITIC_ITERS):  # expect: TFS301
            _data = next(gen)
            _disc_cost, _ = session.run([disc_cost, disc_train],  # lookalike: per-step batch
                                        feed_dict={real: _data, z: np.random.normal(size=(BATCH_SIZE, Z_DIM))})
        if iteration % 1000 == 999:
            samples = session.run(fake, feed_dict={z: fixed_noise})  # expect: TFS401
            np.save("samples_%06d.npy" % iteration, samples)

    # Final sample sheet in chunks of 64 noise vectors.
    sheet = []
    for k in range(0, len(fixed_noise), 64):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
        sheet.append(session.run(fake, feed_dict={z: fixed_noise[k:k + 64]}))
    np.save("final_sheet.npy", np.concatenate(sheet))
