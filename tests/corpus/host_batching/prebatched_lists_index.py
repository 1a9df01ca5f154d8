"""Batches cut once into Python lists, then read by index in the epochs (Keras 3 on JAX or TF)."""
import numpy as np
import keras

from zoo import tiny_regressor

data = np.load("regression.npz")
x_train, y_train = data["x"], data["y"]
batch_size = 50
number_of_mini_batches = int(x_train.shape[0] / batch_size)

batches_x = []
batches_y = []
for batch_i in range(number_of_mini_batches):
    batch_begin = batch_i * batch_size
    batches_x.append(x_train[batch_begin:batch_begin + batch_size])
    batches_y.append(y_train[batch_begin:batch_begin + batch_size])

model = tiny_regressor()
model.compile(optimizer=keras.optimizers.SGD(0.01), loss="mse")
history = []
for k in range(100):
    for batch_i in range(number_of_mini_batches):  # expect: TFS302
        history.append(model.train_on_batch(batches_x[batch_i], batches_y[batch_i]))

# Look-alike: the same lists, only summarised for a report.
sizes = [len(b) for b in batches_x]
for i in range(0, len(sizes), 10):
    print(sizes[i:i + 10])
