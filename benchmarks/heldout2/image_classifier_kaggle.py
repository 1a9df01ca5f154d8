#!/usr/bin/env python
# coding: utf-8

# In[ ]:


import matplotlib.pyplot as plt
import numpy as np
import os
import PIL
import tensorflow as tf

from tensorflow import keras
from tensorflow.keras import layers
from tensorflow.keras.models import Sequential


# In[ ]:


dataset_url = "https://storage.googleapis.com/download.tensorflow.org/example_images/flower_photos.tgz"
data_dir = tf.keras.utils.get_file('flower_photos', origin=dataset_url, untar=True)  # lookalike: download helper
batch_size = 32
img_height = 180
img_width = 180


# In[ ]:


train_ds = tf.keras.utils.image_dataset_from_directory(  # expect: TFS202
  data_dir,
  validation_split=0.2,
  subset="training",
  seed=123,
  image_size=(img_height, img_width),
  batch_size=batch_size)

val_ds = tf.keras.utils.image_dataset_from_directory(  # expect: TFS202
  data_dir,
  validation_split=0.2,
  subset="validation",
  seed=123,
  image_size=(img_height, img_width),
  batch_size=batch_size)

test_ds = tf.keras.preprocessing.image_dataset_from_directory('../input/flowers-test', image_size=(180, 180), shuffle=False)  # expect: TFS202


# In[ ]:


args = {
    "labels": "inferred",
    "label_mode": "categorical",
    "batch_size": 32,
    "image_size": (256, 256),
    "seed": 1,
    "validation_split": .2,
}
breeds_train = tf.keras.utils.image_dataset_from_directory("images", subset="training", **args)  # expect: TFS202


# In[ ]:


unbatched = keras.utils.image_dataset_from_directory(data_dir, image_size=(img_height, img_width), batch_size=None)  # lookalike: batch_size=None, unbatched
static_train = unbatched.shuffle(1000).batch(32, drop_remainder=True)  # lookalike: drop_remainder=True
loose_eval = unbatched.batch(32)  # expect: TFS201


# In[ ]:


class_names = train_ds.class_names
plt.figure(figsize=(10, 10))
for images, labels in train_ds.take(1):
  for i in range(9):  # lookalike: plotting grid of one batch
    ax = plt.subplot(3, 3, i + 1)
    plt.imshow(images[i].numpy().astype("uint8"))
    plt.title(class_names[labels[i]])
    plt.axis("off")


# In[ ]:


AUTOTUNE = tf.data.AUTOTUNE
train_ds = train_ds.cache().shuffle(1000).prefetch(buffer_size=AUTOTUNE)
val_ds = val_ds.cache().prefetch(buffer_size=AUTOTUNE)


# In[ ]:


data_augmentation = keras.Sequential(
  [
    layers.RandomFlip("horizontal", input_shape=(img_height, img_width, 3)),  # expect: TFS104
    layers.RandomRotation(0.1),
    layers.RandomZoom(0.1),
  ]
)

num_classes = len(class_names)
model = Sequential([
  data_augmentation,  # lookalike: first element is a Sequential object, not a layer call with input_shape
  layers.Rescaling(1./255),
  layers.Conv2D(16, 3, padding='same', activation='relu'),
  layers.MaxPooling2D(),
  layers.Conv2D(32, 3, padding='same', activation='relu'),
  layers.MaxPooling2D(),
  layers.Dropout(0.2),
  layers.Flatten(),
  layers.Dense(128, activation='relu'),
  layers.Dense(num_classes, name="outputs")
])

baseline = Sequential([
  layers.Rescaling(1./255, input_shape=(img_height, img_width, 3)),  # expect: TFS104
  layers.Conv2D(16, 3, padding='same', activation='relu'),
  layers.GlobalAveragePooling2D(),
  layers.Dense(num_classes)
])


# In[ ]:


model.compile(optimizer='adam',
              loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=['accuracy'])
epochs = 15
history = model.fit(train_ds, validation_data=val_ds, epochs=epochs)


# In[ ]:


acc = history.history['accuracy']
val_acc = history.history['val_accuracy']
epochs_range = range(epochs)
fig, axes = plt.subplots(1, 2, figsize=(8, 8))
for ax, (name, series) in zip(axes, [("acc", (acc, val_acc)), ("loss", (history.history['loss'], history.history['val_loss']))]):  # lookalike: plotting loop
    ax.plot(epochs_range, series[0], label='Training ' + name)
    ax.plot(epochs_range, series[1], label='Validation ' + name)
    ax.legend(loc='lower right')
plt.show()


# In[ ]:


sunflower_path = tf.keras.utils.get_file('Red_sunflower', origin="https://storage.googleapis.com/download.tensorflow.org/example_images/592px-Red_sunflower.jpg")  # lookalike: download helper
img = tf.keras.utils.load_img(sunflower_path, target_size=(img_height, img_width))
img_array = tf.expand_dims(tf.keras.utils.img_to_array(img), 0)
predictions = model.predict(img_array)
score = tf.nn.softmax(predictions[0])
print("This image most likely belongs to {} with a {:.2f} percent confidence.".format(class_names[np.argmax(score)], 100 * np.max(score)))
