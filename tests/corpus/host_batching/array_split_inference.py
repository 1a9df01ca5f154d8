"""Inference over a large set: np.array_split and file-list batching, plus look-alikes."""
import os

import numpy as np
import tensorflow as tf
from PIL import Image

model = tf.keras.models.load_model("classifier.keras")
embeddings_model = tf.keras.models.load_model("embedder.keras")

features = np.load("features.npy")
scores = []
for part in np.array_split(features, 32):  # evaluation in chunks, no static-shape need: silent
    scores.append(model.predict(part, verbose=0))
scores = np.concatenate(scores)

image_dir = "images"
files = sorted(os.listdir(image_dir))
bs = 64
vectors = []
for i in range(0, len(files), bs):  # inference in chunks, eager, no static-shape need: silent (was: expect TFS301; stop 23 made eager forward-only loops evaluation, as the docs say of chunked inference, after a blind-judged false finding)
    names = files[i:i + bs]
    batch = np.stack([np.asarray(Image.open(os.path.join(image_dir, f)).resize((224, 224))) for f in names])
    vectors.append(embeddings_model(batch.astype(np.float32) / 255.0).numpy())
vectors = np.concatenate(vectors)

# Look-alike: saving results in shards; no model runs in the loop.
for shard, start in enumerate(range(0, len(vectors), 10000)):
    np.save(f"vectors_{shard:03d}.npy", vectors[start:start + 10000])

# Look-alike: chunks of a list for a progress report.
for i in range(0, len(files), 500):
    print("processed", files[i:i + 500][-1])
