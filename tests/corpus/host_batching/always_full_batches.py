"""TF1 training loops whose batches are always full: host batching, but no short batch."""
import numpy as np
import tensorflow as tf

train_dataset = np.load("train.npy").astype(np.float32)
train_labels = np.load("labels.npy").astype(np.float32)
batch_size = 128
num_steps = 3001

graph = tf.Graph()
with graph.as_default():
    tf_train_dataset = tf.compat.v1.placeholder(tf.float32, shape=(batch_size, 784))
    tf_train_labels = tf.compat.v1.placeholder(tf.float32, shape=(batch_size, 10))
    logits = tf.compat.v1.layers.dense(tf_train_dataset, 10)
    loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=tf_train_labels, logits=logits))
    optimizer = tf.compat.v1.train.GradientDescentOptimizer(0.5).minimize(loss)

with tf.compat.v1.Session(graph=graph) as session:
    session.run(tf.compat.v1.global_variables_initializer())
    for step in range(num_steps):  # expect: TFS302
        # The offset wraps around the data before its end: every batch is full.
        offset = (step * batch_size) % (train_labels.shape[0] - batch_size)
        batch_data = train_dataset[offset:(offset + batch_size), :]
        batch_labels = train_labels[offset:(offset + batch_size), :]
        feed_dict = {tf_train_dataset: batch_data, tf_train_labels: batch_labels}
        _, l = session.run([optimizer, loss], feed_dict=feed_dict)


class GAN:
    def __init__(self, sess, data_X, batch_size=64):
        self.sess = sess
        self.data_X = data_X
        self.batch_size = batch_size
        self.num_batches = len(self.data_X) // self.batch_size
        self.inputs = tf.compat.v1.placeholder(tf.float32, [batch_size, 28, 28, 1])
        self.d_loss = tf.reduce_mean(tf.compat.v1.layers.dense(tf.compat.v1.layers.flatten(self.inputs), 1))
        self.d_optim = tf.compat.v1.train.AdamOptimizer(2e-4).minimize(self.d_loss)

    def train(self, epochs):
        for epoch in range(epochs):
            for idx in range(0, self.num_batches):  # expect: TFS302
                batch_images = self.data_X[idx * self.batch_size:(idx + 1) * self.batch_size]
                _, d_loss = self.sess.run([self.d_optim, self.d_loss], feed_dict={self.inputs: batch_images})
