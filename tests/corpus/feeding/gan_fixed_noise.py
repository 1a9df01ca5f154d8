"""A TF1 GAN: fresh noise every step, a fixed noise sample fed for the image grid."""
import numpy as np
import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data

mnist = input_data.read_data_sets("MNIST_data", one_hot=True)
mb_size = 64
Z_dim = 100

X = tf.placeholder(tf.float32, shape=[None, 784])  # expect: TFS101
Z = tf.placeholder(tf.float32, shape=[None, Z_dim])  # expect: TFS101


def generator(z):
    h = tf.layers.dense(z, 128, tf.nn.relu, name="g1", reuse=tf.AUTO_REUSE)
    return tf.layers.dense(h, 784, tf.nn.sigmoid, name="g2", reuse=tf.AUTO_REUSE)


def discriminator(x):
    h = tf.layers.dense(x, 128, tf.nn.relu, name="d1", reuse=tf.AUTO_REUSE)
    return tf.layers.dense(h, 1, name="d2", reuse=tf.AUTO_REUSE)


def sample_Z(m, n):
    return np.random.uniform(-1.0, 1.0, size=[m, n])


G_sample = generator(Z)
D_real, D_fake = discriminator(X), discriminator(G_sample)
D_loss = -tf.reduce_mean(tf.log(tf.sigmoid(D_real)) + tf.log(1.0 - tf.sigmoid(D_fake)))
G_loss = -tf.reduce_mean(tf.log(tf.sigmoid(D_fake)))
D_solver = tf.train.AdamOptimizer().minimize(D_loss)
G_solver = tf.train.AdamOptimizer().minimize(G_loss)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
fixed_z = sample_Z(16, Z_dim)

for it in range(1000000):  # expect: TFS302 (a library's next_batch: full batches made on the host, issue 14)
    if it % 1000 == 0:
        samples = sess.run(G_sample, feed_dict={Z: fixed_z})  # expect: TFS401
        np.save("out/{}.npy".format(str(it).zfill(3)), samples)
    X_mb, _ = mnist.train.next_batch(mb_size)
    _, D_loss_curr = sess.run([D_solver, D_loss], feed_dict={X: X_mb, Z: sample_Z(mb_size, Z_dim)})
    _, G_loss_curr = sess.run([G_solver, G_loss], feed_dict={Z: np.random.uniform(-1.0, 1.0, [mb_size, Z_dim])})
    if it % 1000 == 0:
        print("Iter: {} D loss: {:.4} G_loss: {:.4}".format(it, D_loss_curr, G_loss_curr))
