"""Keras 3 on JAX: a hand-written, jitted training loop with stateless_call."""
import os

os.environ["KERAS_BACKEND"] = "jax"

import jax
import keras
import numpy as np
import tensorflow as tf

(x_train, y_train), (x_test, y_test) = keras.datasets.mnist.load_data()
x_train = np.expand_dims(x_train.astype("float32") / 255, -1)
x_test = np.expand_dims(x_test.astype("float32") / 255, -1)

model = keras.Sequential([
    keras.layers.Conv2D(32, 3, activation="relu", input_shape=(28, 28, 1)),  # expect: TFS104
    keras.layers.MaxPooling2D(),
    keras.layers.Flatten(),
    keras.layers.Dense(10),
])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = keras.optimizers.Adam(1e-3)
optimizer.build(model.trainable_variables)


def compute_loss(trainable, non_trainable, x, y):
    y_pred, non_trainable = model.stateless_call(trainable, non_trainable, x)
    return loss_fn(y, y_pred), non_trainable


grad_fn = jax.value_and_grad(compute_loss, has_aux=True)


@jax.jit
def train_step(state, x, y):
    trainable, non_trainable, opt_vars = state
    (loss, non_trainable), grads = grad_fn(trainable, non_trainable, x, y)
    trainable, opt_vars = optimizer.stateless_apply(opt_vars, grads, trainable)
    return loss, (trainable, non_trainable, opt_vars)


state = ([v.value for v in model.trainable_variables],
         [v.value for v in model.non_trainable_variables],
         [v.value for v in optimizer.variables])

batch_size = 128
for epoch in range(3):
    perm = np.random.permutation(len(x_train))
    for step in range(len(x_train) // batch_size + 1):  # expect: TFS301
        idx = perm[step * batch_size:(step + 1) * batch_size]
        loss, state = train_step(state, x_train[idx], y_train[idx])
    print(f"epoch {epoch}: loss={float(loss):.4f}")

trainable, non_trainable, opt_vars = state
for variable, value in zip(model.trainable_variables, trainable):  # lookalike: writing state back
    variable.assign(value)


@jax.jit
def predict(trainable, non_trainable, x):
    return model.stateless_call(trainable, non_trainable, x)[0]


correct = 0
for i in range(0, len(x_test), 1000):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
    logits = predict(trainable, non_trainable, x_test[i:i + 1000])
    correct += int((np.argmax(logits, -1) == y_test[i:i + 1000]).sum())
print("test accuracy", correct / len(x_test))

# Same model fed from tf.data, which Keras 3 accepts on every backend.
ds = tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(10_000).batch(batch_size)  # expect: TFS201
for xb, yb in ds.as_numpy_iterator():  # lookalike: iterating a dataset
    loss, state = train_step(state, xb, yb)

functional_in = keras.Input(shape=(28, 28, 1), name="image")  # expect: TFS103
functional = keras.Model(functional_in, model(functional_in))

# Plot a 4x4 grid of test digits with their predictions.
import matplotlib.pyplot as plt  # noqa: E402

fig, axes = plt.subplots(4, 4)
for r in range(4):  # lookalike: plotting grid
    for c in range(4):
        axes[r, c].imshow(x_test[r * 4 + c, :, :, 0], cmap="gray")
        axes[r, c].set_title(str(int(np.argmax(model.predict(x_test[r * 4 + c:r * 4 + c + 1], verbose=0)))))
plt.savefig("grid.png")
