"""Keras 3 model trained with train_on_batch on shuffled index batches."""
import numpy as np
import keras
from keras import layers

from mymodels import build_classifier

(x_train, y_train), (x_test, y_test) = keras.datasets.fashion_mnist.load_data()
x_train = x_train.reshape(-1, 784).astype("float32") / 255.0
x_test = x_test.reshape(-1, 784).astype("float32") / 255.0

BATCH_SIZE = 64
EPOCHS = 5

model = build_classifier(num_classes=10)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])

n = len(x_train)
n_batches = int(np.ceil(n / BATCH_SIZE))
for epoch in range(EPOCHS):
    perm = np.random.permutation(n)
    losses = []
    for b in range(n_batches):  # expect: TFS301
        idx = perm[b * BATCH_SIZE:(b + 1) * BATCH_SIZE]
        loss, acc = model.train_on_batch(x_train[idx], y_train[idx])
        losses.append(loss)
    val = [model.test_on_batch(x_test[i:i + 256], y_test[i:i + 256]) for i in range(0, len(x_test), 256)]  # evaluation in chunks, no static-shape need: silent
    print(f"epoch {epoch}: loss={np.mean(losses):.4f} val={np.mean([v[0] for v in val]):.4f}")

# Writing predictions in chunks: the model runs once, the loop only slices output.
preds = model.predict(x_test, batch_size=256)
with open("predictions.csv", "w") as handle:
    for start in range(0, len(preds), 1000):
        chunk = preds[start:start + 1000]
        handle.write("\n".join(",".join(f"{p:.4f}" for p in row) for row in chunk) + "\n")

# A text field cut in fixed-width pieces: string processing.
header = "fashion-mnist classifier trained with train_on_batch"
for i in range(0, len(header), 16):
    print(header[i:i + 16])
