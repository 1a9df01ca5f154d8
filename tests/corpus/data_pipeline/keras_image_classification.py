"""Keras image classification from a folder of JPEGs (the keras.io tutorial's shape)."""
import os

import keras
import tensorflow as tf
from keras import layers

image_size = (180, 180)
batch_size = 128

train_ds, val_ds = keras.utils.image_dataset_from_directory(  # expect: TFS202
    "PetImages",
    validation_split=0.2,
    subset="both",
    seed=1337,
    image_size=image_size,
    batch_size=batch_size,
)

# The older spelling, relying on the default batch size of 32.
test_ds = tf.keras.preprocessing.image_dataset_from_directory(  # expect: TFS202
    os.path.join("PetImages", "test"), image_size=image_size
)

# Unbatched, then batched in the pipeline: static.
unbatched = tf.keras.utils.image_dataset_from_directory("PetImages", image_size=image_size, batch_size=None)
static_ds = unbatched.shuffle(1024).batch(batch_size, drop_remainder=True)

# Unbatched, but batched without drop_remainder afterwards.
eval_images = keras.utils.image_dataset_from_directory("PetImages/eval", batch_size=None)
eval_images = eval_images.batch(64)  # expect: TFS201

data_augmentation_layers = [
    layers.RandomFlip("horizontal"),
    layers.RandomRotation(0.1),
]


def data_augmentation(images):
    for layer in data_augmentation_layers:
        images = layer(images)
    return images


train_ds = train_ds.map(
    lambda img, label: (data_augmentation(img), label),
    num_parallel_calls=tf.data.AUTOTUNE,
)
train_ds = train_ds.prefetch(tf.data.AUTOTUNE)
val_ds = val_ds.prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(3e-4), loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, epochs=25, validation_data=val_ds)

# In-memory arrays: Keras batches them itself; not a tf.data pipeline.
x = tf.random.uniform((100, 180, 180, 3))
y = tf.zeros((100, 1))
model.fit(x, y, batch_size=32, epochs=1)
model.evaluate(test_ds)
