"""TF2 eager training with a GradientTape, advancing an index with a while loop."""
import numpy as np
import tensorflow as tf

from nets import ResNetTiny

data = np.load("cifar_train.npz")
images, labels = data["x"].astype(np.float32) / 255.0, data["y"]
val_images, val_labels = np.load("cifar_val_x.npy"), np.load("cifar_val_y.npy")

net = ResNetTiny(num_classes=10)
optimizer = tf.keras.optimizers.Adam(1e-3)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
batch_size = 128


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = net(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, net.trainable_variables)
    optimizer.apply_gradients(zip(grads, net.trainable_variables))
    return loss


for epoch in range(30):
    start = 0
    while start < len(images):  # expect: TFS301
        end = min(start + batch_size, len(images))
        loss = train_step(images[start:end], labels[start:end])
        start = end
    print("epoch", epoch, "loss", float(loss))

    offset = 0
    correct = 0
    while offset < len(val_images):  # validation forward pass, no tape: silent (was: expect TFS301; stop 23, as above in array_split_inference.py)
        logits = net(val_images[offset:offset + 500], training=False)
        correct += int(tf.reduce_sum(tf.cast(tf.argmax(logits, 1) == val_labels[offset:offset + 500], tf.int32)))
        offset += 500
    print("val acc", correct / len(val_images))

# Look-alike: sequence windows for a later dataset, one step at a time, not fed here.
series = np.load("series.npy")
windows = []
for t in range(len(series) - 24):
    windows.append(series[t:t + 24])
windows = np.stack(windows)

# Look-alike: tiles of one large image, predicted one tile at a time.
big = np.load("scan.npy")
tile = 256
mask = np.zeros(big.shape[:2])
for r in range(0, big.shape[0], tile):
    for c in range(0, big.shape[1], tile):
        patch = big[r:r + tile, c:c + tile]
        mask[r:r + tile, c:c + tile] = net(patch[None], training=False)[0, ..., 0]
