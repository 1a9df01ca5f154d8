"""Flax MNIST example: tfds input pipeline on the host, jitted training step on device."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import tensorflow as tf
import tensorflow_datasets as tfds
from flax import linen as nn
from flax.training import train_state

tf.config.experimental.set_visible_devices([], "GPU")


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(features=32, kernel_size=(3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, window_shape=(2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(features=10)(x)
        return x


def get_datasets(batch_size):
    train_ds = tfds.load("mnist", split="train")
    test_ds = tfds.load("mnist", split="test")
    train_ds = train_ds.map(lambda s: {"image": tf.cast(s["image"], tf.float32) / 255.0, "label": s["label"]})
    train_ds = train_ds.repeat().shuffle(1024)
    train_ds = train_ds.batch(batch_size, drop_remainder=True).prefetch(1)  # lookalike: drop_remainder=True
    test_ds = test_ds.map(lambda s: {"image": tf.cast(s["image"], tf.float32) / 255.0, "label": s["label"]})
    test_ds = test_ds.batch(batch_size).prefetch(1)  # expect: TFS201
    return train_ds, test_ds


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["image"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


def create_state(rng):
    cnn = CNN()
    params = cnn.init(rng, jnp.ones([1, 28, 28, 1]))["params"]
    return train_state.TrainState.create(apply_fn=cnn.apply, params=params, tx=optax.sgd(0.1, 0.9))


def train_numpy(state, images, labels, bs=128):
    for i in range(0, len(images), bs):  # ambiguous: host-side slicing fed to a jitted JAX step in a file that imports TF; spec is about TF/Keras models
        state = train_step(state, {"image": images[i:i + bs], "label": labels[i:i + bs]})
    return state


def shard(xs):
    n = jax.local_device_count()
    return jax.tree_util.tree_map(lambda x: x.reshape((n, -1) + x.shape[1:]), xs)  # lookalike: device sharding reshape


def main():
    train_ds, test_ds = get_datasets(128)
    state = create_state(jax.random.PRNGKey(0))
    for step, batch in zip(range(1000), tfds.as_numpy(train_ds)):  # lookalike: batches come from tf.data via tfds.as_numpy
        state = train_step(state, batch)
    parts = np.array_split(np.arange(8), jax.local_device_count())  # lookalike: splitting indices across devices, not batches
    eval_bs = tfds.load("mnist", split="test").batch(1000)  # expect: TFS201
    return state, parts, eval_bs


if __name__ == "__main__":
    main()
