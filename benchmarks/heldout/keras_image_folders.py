"""Load image folders for transfer learning (tf.keras 2.x)."""
import pathlib
from functools import partial

import tensorflow as tf
from tensorflow import keras
from tensorflow.keras.preprocessing import image_dataset_from_directory
from tensorflow.keras.preprocessing.image import ImageDataGenerator

AUTOTUNE = tf.data.AUTOTUNE
IMG_SIZE = (180, 180)
BATCH_SIZE = 32

dataset_url = "https://storage.googleapis.com/download.tensorflow.org/example_images/flower_photos.tgz"
data_dir = pathlib.Path(tf.keras.utils.get_file('flower_photos', origin=dataset_url, untar=True))

train_ds = tf.keras.utils.image_dataset_from_directory(  # expect: TFS202
    data_dir,
    validation_split=0.2,
    subset="training",
    seed=123,
    image_size=IMG_SIZE,
    batch_size=BATCH_SIZE)

val_ds = tf.keras.preprocessing.image_dataset_from_directory(  # expect: TFS202
    data_dir, validation_split=0.2, subset="validation", seed=123,
    image_size=IMG_SIZE, batch_size=BATCH_SIZE)

class_names = train_ds.class_names
train_ds = train_ds.cache().shuffle(1000).prefetch(buffer_size=AUTOTUNE)
val_ds = val_ds.cache().prefetch(buffer_size=AUTOTUNE)

# Same folder, default batch size of 32.
test_ds = image_dataset_from_directory(str(data_dir), image_size=IMG_SIZE, shuffle=False)  # expect: TFS202

# Unbatched variant for TPU training: batch ourselves with a fixed size.
unbatched = keras.utils.image_dataset_from_directory(  # lookalike: batch_size=None
    data_dir, image_size=IMG_SIZE, batch_size=None, label_mode="categorical")
tpu_train = unbatched.shuffle(2048).batch(128, drop_remainder=True)  # lookalike: drop_remainder=True
cpu_eval = unbatched.batch(128)  # expect: TFS201

breeds = ["beagle", "bernese_mountain_dog", "doberman", "labrador_retriever", "siberian_husky"]
args = {
    "labels": "inferred",
    "label_mode": "categorical",
    "batch_size": 32,
    "image_size": (256, 256),
    "seed": 1,
    "validation_split": .2,
    "class_names": breeds,
}
dog_train = tf.keras.utils.image_dataset_from_directory("images", subset="training", **args)  # expect: TFS202
dog_test = tf.keras.utils.image_dataset_from_directory("images", subset="validation", **args)  # expect: TFS202

load_split = partial(  # ambiguous: utility wrapped in functools.partial, called later
    image_dataset_from_directory, directory="../images/train", validation_split=0.2,
    seed=666, image_size=(640, 640), batch_size=16)
partial_train = load_split(subset="training")

# Legacy generators: also produce a short last batch, but they are not tf.data utilities.
datagen = ImageDataGenerator(rescale=1. / 255, validation_split=0.2)
train_gen = datagen.flow_from_directory(  # lookalike: ImageDataGenerator, not a listed utility
    str(data_dir), target_size=IMG_SIZE, batch_size=BATCH_SIZE, class_mode="categorical",
    subset="training")

data_augmentation = keras.Sequential([
    keras.layers.RandomFlip("horizontal", input_shape=(IMG_SIZE[0], IMG_SIZE[1], 3)),  # expect: TFS104
    keras.layers.RandomRotation(0.1),
    keras.layers.RandomZoom(0.1),
])

model = keras.Sequential([
    data_augmentation,
    keras.layers.Rescaling(1. / 255),
    keras.layers.Conv2D(16, 3, padding='same', activation='relu'),
    keras.layers.MaxPooling2D(),
    keras.layers.Conv2D(32, 3, padding='same', activation='relu'),
    keras.layers.MaxPooling2D(),
    keras.layers.Flatten(),
    keras.layers.Dense(128, activation='relu'),
    keras.layers.Dense(len(class_names)),
])
model.compile(optimizer='adam',
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=['accuracy'])
history = model.fit(train_ds, validation_data=val_ds, epochs=10)

from tensorflow.keras.utils import text_dataset_from_directory as load_text_folder  # noqa: E402

reviews = load_text_folder("reviews/train", batch_size=64)  # expect: TFS202
reviews_flat = load_text_folder("reviews/test", batch_size=None)  # lookalike: batch_size=None
reviews_static = reviews_flat.batch(64, drop_remainder=True)  # lookalike: drop_remainder=True
reviews_eval = reviews_flat.batch(64)  # expect: TFS201
for texts, labels in reviews.take(1):  # lookalike: peeking at one batch
    print(texts[:3], labels[:3])
