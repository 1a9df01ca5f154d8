"""TF2 custom loop with tf.function steps and hand-made index batches; a tf.data loop stays silent."""
import numpy as np
import tensorflow as tf

(x_train, y_train), (x_test, y_test) = tf.keras.datasets.mnist.load_data()
x_train = (x_train / 255.0).astype("float32")[..., None]
x_test = (x_test / 255.0).astype("float32")[..., None]


class CNN(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.conv = tf.keras.layers.Conv2D(32, 3, activation="relu")
        self.flatten = tf.keras.layers.Flatten()
        self.out = tf.keras.layers.Dense(10)

    def call(self, x):
        return self.out(self.flatten(self.conv(x)))


cnn = CNN()
opt = tf.keras.optimizers.SGD(0.01)
loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_loss = tf.keras.metrics.Mean()
BATCH = 32
STEPS = len(x_train) // BATCH


@tf.function(jit_compile=True)
def step(images, labels):
    with tf.GradientTape() as tape:
        loss = loss_object(labels, cnn(images))
    gradients = tape.gradient(loss, cnn.trainable_variables)
    opt.apply_gradients(zip(gradients, cnn.trainable_variables))
    train_loss(loss)


def evaluate(images, labels):
    return tf.reduce_mean(tf.cast(tf.argmax(cnn(images), 1) == labels, tf.float32))


for epoch in range(5):
    for s in range(STEPS):  # expect: TFS302
        step(x_train[s * BATCH:(s + 1) * BATCH], y_train[s * BATCH:(s + 1) * BATCH])
    accs = []
    for k in range(0, len(x_test), 1000):  # expect: TFS301
        accs.append(evaluate(x_test[k:k + 1000], y_test[k:k + 1000]))
    print(epoch, train_loss.result().numpy(), np.mean(accs))

test_ds = tf.data.Dataset.from_tensor_slices((x_test, y_test)).batch(BATCH, drop_remainder=True)
for images, labels in test_ds:
    evaluate(images, labels)
