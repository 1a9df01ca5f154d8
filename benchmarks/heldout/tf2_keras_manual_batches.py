"""tf.keras models trained with hand-rolled batching (TF 2.x eager)."""
import numpy as np
import pandas as pd
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

df = pd.read_csv("house_prices.csv")
features = df.drop(columns=["price"]).to_numpy(dtype="float32")
targets = df["price"].to_numpy(dtype="float32")
split = int(0.8 * len(features))
x_tr, x_va = features[:split], features[split:]
y_tr, y_va = targets[:split], targets[split:]

inputs = keras.Input(shape=(features.shape[1],))  # expect: TFS103
h = layers.Dense(64, activation="relu")(inputs)
outputs = layers.Dense(1)(h)
model = keras.Model(inputs, outputs)
opt = keras.optimizers.Adam(1e-3)
mse = keras.losses.MeanSquaredError()

BS = 32
for epoch in range(50):
    order = np.random.permutation(len(x_tr))
    for b in range(0, len(order), BS):  # expect: TFS301
        sel = order[b:b + BS]
        with tf.GradientTape() as tape:
            loss = mse(y_tr[sel], tf.squeeze(model(x_tr[sel], training=True), -1))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
    val_loss = mse(y_va, tf.squeeze(model(x_va), -1))  # lookalike: eager call, no feed_dict
    if epoch % 10 == 0:
        print(epoch, float(loss), float(val_loss))

# Warm-up with train_on_batch on consecutive slices.
n_steps = len(x_tr) // BS
model.compile(optimizer="adam", loss="mse")
for step in range(n_steps):  # expect: TFS301
    model.train_on_batch(x_tr[step * BS:(step + 1) * BS], y_tr[step * BS:(step + 1) * BS])

# A Keras "fit" call inside a loop is not a feed_dict.
for round_ in range(3):
    model.fit(x_tr, y_tr, epochs=1, batch_size=BS, verbose=0)  # lookalike: fit in a loop
    model.evaluate(x_va, y_va, verbose=0)  # lookalike: evaluate in a loop

# Streaming inference over a large memory-mapped array.
big = np.load("embeddings.npy", mmap_mode="r")
scores = np.empty(len(big), dtype="float32")
CHUNK = 4096
pos = 0
while pos < len(big):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
    scores[pos:pos + CHUNK] = model.predict_on_batch(np.asarray(big[pos:pos + CHUNK])).ravel()
    pos += CHUNK

# Image tiling for a segmentation model: slicing along height/width, not batching samples.
seg_in = keras.Input(shape=(256, 256, 3), batch_size=1)  # lookalike: static batch
seg_model = keras.Model(seg_in, layers.Conv2D(2, 1)(seg_in))
image = np.random.rand(2048, 2048, 3).astype("float32")
mask = np.zeros(image.shape[:2], dtype="int32")
TILE = 256
for y0 in range(0, image.shape[0], TILE):  # lookalike: image tiles, not a mini-batch of samples
    for x0 in range(0, image.shape[1], TILE):
        tile = image[y0:y0 + TILE, x0:x0 + TILE]
        mask[y0:y0 + TILE, x0:x0 + TILE] = np.argmax(seg_model(tile[None])[0], -1)

# Text generation: sliding window over the generated sequence.
lm_in = keras.Input(shape=(40,), dtype="int32")  # expect: TFS103
lm = keras.Model(lm_in, layers.Dense(100)(layers.Embedding(100, 16)(lm_in))[:, -1])
generated = list(np.random.randint(0, 100, size=40))
for _ in range(200):  # lookalike: autoregressive, one window per step
    window = np.array(generated[-40:])[None]
    generated.append(int(np.argmax(lm(window)[0])))
