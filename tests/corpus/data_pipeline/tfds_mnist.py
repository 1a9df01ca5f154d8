"""Training a neural network on MNIST with Keras, data from TensorFlow Datasets."""
import tensorflow as tf
import tensorflow_datasets as tfds

(ds_train, ds_test), ds_info = tfds.load(
    "mnist",
    split=["train", "test"],
    shuffle_files=True,
    as_supervised=True,
    with_info=True,
)


def normalize_img(image, label):
    """Normalizes images: `uint8` -> `float32`."""
    return tf.cast(image, tf.float32) / 255.0, label


ds_train = ds_train.map(normalize_img, num_parallel_calls=tf.data.AUTOTUNE)
ds_train = ds_train.cache()
ds_train = ds_train.shuffle(ds_info.splits["train"].num_examples)
ds_train = ds_train.batch(128)  # expect: TFS201
ds_train = ds_train.prefetch(tf.data.AUTOTUNE)

ds_test = ds_test.map(
    normalize_img, num_parallel_calls=tf.data.AUTOTUNE).batch(128)  # expect: TFS201
ds_test = ds_test.cache().prefetch(tf.data.AUTOTUNE)

# A dict of splits, and a builder's as_dataset.
datasets = tfds.load("imdb_reviews", as_supervised=True)
reviews = datasets["train"].padded_batch(32)  # expect: TFS201
builder = tfds.builder("cifar10")
builder.download_and_prepare()
cifar = builder.as_dataset(split="test").batch(64)  # expect: TFS201
cifar_static = builder.as_dataset(split="train").repeat().batch(64, drop_remainder=True)

# tfds.as_numpy gives NumPy batches: no `.batch` of a dataset here.
for images, labels in tfds.as_numpy(ds_test):
    print(images.shape, labels.shape)

model = tf.keras.models.Sequential([
    tf.keras.layers.Flatten(),
    tf.keras.layers.Dense(128, activation="relu"),
    tf.keras.layers.Dense(10),
])
model.compile(
    optimizer=tf.keras.optimizers.Adam(0.001),
    loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
    metrics=[tf.keras.metrics.SparseCategoricalAccuracy()],
)
model.fit(ds_train, epochs=6, validation_data=ds_test)
