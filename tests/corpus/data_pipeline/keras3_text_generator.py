"""Keras 3 text classification: a directory of reviews, a generator, padded batches."""
import keras
import numpy as np
import tensorflow as tf
from keras import layers
from keras.utils import text_dataset_from_directory as load_texts

batch_size = 32
raw_train_ds = keras.utils.text_dataset_from_directory(  # expect: TFS202
    "aclImdb/train",
    batch_size=batch_size,
    validation_split=0.2,
    subset="training",
    seed=1337,
)
raw_test_ds = load_texts("aclImdb/test", batch_size=batch_size)  # expect: TFS202
raw_unbatched = load_texts("aclImdb/unsup", batch_size=None)

vectorize_layer = layers.TextVectorization(max_tokens=20000, output_mode="int", output_sequence_length=500)
text_ds = raw_train_ds.map(lambda x, y: x)
vectorize_layer.adapt(text_ds)


def vectorize_text(text, label):
    text = tf.expand_dims(text, -1)
    return vectorize_layer(text), label


train_ds = raw_train_ds.map(vectorize_text).cache().prefetch(buffer_size=10)


def gen():
    for length in np.random.randint(1, 50, size=1000):
        yield np.ones(length, dtype=np.int32), np.int32(length % 2)


generated = tf.data.Dataset.from_generator(
    gen,
    output_signature=(
        tf.TensorSpec(shape=(None,), dtype=tf.int32),
        tf.TensorSpec(shape=(), dtype=tf.int32),
    ),
)
padded = generated.padded_batch(16, padded_shapes=([None], []))  # expect: TFS201
padded_static = generated.padded_batch(16, padded_shapes=([64], []), drop_remainder=True)
bucketed = generated.bucket_by_sequence_length(
    element_length_func=lambda x, y: tf.shape(x)[0],
    bucket_boundaries=[10, 20, 30],
    bucket_batch_sizes=[16, 16, 16, 16],
    drop_remainder=True,
)
unbatched_again = raw_unbatched.map(vectorize_text).ragged_batch(8)  # expect: TFS201

model = keras.Sequential([
    layers.Embedding(20000, 128),
    layers.GlobalMaxPooling1D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(loss="binary_crossentropy", optimizer="adam", metrics=["accuracy"])
model.fit(train_ds, epochs=3)
