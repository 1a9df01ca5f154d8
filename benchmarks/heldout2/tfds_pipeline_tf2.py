"""Train a small CNN on MNIST / CIFAR-10 with tensorflow_datasets."""
import tensorflow as tf
import tensorflow_datasets as tfds

AUTOTUNE = tf.data.AUTOTUNE


def normalize_img(image, label):
    """Normalizes images: `uint8` -> `float32`."""
    return tf.cast(image, tf.float32) / 255., label


(ds_train, ds_test), ds_info = tfds.load(
    "mnist",
    split=["train", "test"],
    shuffle_files=True,
    as_supervised=True,
    with_info=True,
)

ds_train = ds_train.map(normalize_img, num_parallel_calls=AUTOTUNE)
ds_train = ds_train.cache()
ds_train = ds_train.shuffle(ds_info.splits["train"].num_examples)
ds_train = ds_train.batch(128)  # expect: TFS201
ds_train = ds_train.prefetch(AUTOTUNE)

ds_test = ds_test.map(normalize_img, num_parallel_calls=AUTOTUNE)
ds_test = ds_test.batch(128)  # expect: TFS201
ds_test = ds_test.cache()
ds_test = ds_test.prefetch(AUTOTUNE)

ds_val = (
    tfds.load("cifar10", split="test", as_supervised=True)
    .map(normalize_img, num_parallel_calls=AUTOTUNE)
    .batch(64)  # expect: TFS201
    .prefetch(AUTOTUNE)
)

ds_static = (
    tfds.load("cifar10", split="train", as_supervised=True)
    .map(normalize_img)
    .shuffle(10_000)
    .batch(64, drop_remainder=True)  # lookalike: drop_remainder=True
    .prefetch(AUTOTUNE)
)

# Whole split as tensors: tfds's own batch_size=-1 argument, not a Dataset.batch call
images_np, labels_np = tfds.as_numpy(tfds.load("mnist", split="test", batch_size=-1, as_supervised=True))  # lookalike: tfds.load batch_size=-1 loads everything at once

train_ds2 = tfds.load("fashion_mnist", split="train[:80%]", as_supervised=True).map(normalize_img).batch(32)  # expect: TFS201

model = tf.keras.models.Sequential([
    tf.keras.Input(shape=(28, 28, 1)),  # expect: TFS103
    tf.keras.layers.Conv2D(32, 3, activation="relu"),
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

for images, labels in ds_test.take(3):  # lookalike: iterating a tf.data pipeline, no manual slicing
    print(model.predict_on_batch(images).argmax(-1)[:10], labels[:10].numpy())
