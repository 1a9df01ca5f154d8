"""tensorflow_datasets loaders shared by the training scripts."""
from typing import Tuple

import tensorflow as tf
import tensorflow_datasets as tfds

AUTOTUNE = tf.data.experimental.AUTOTUNE
BUFFER_SIZE = 10000


def normalize_img(image, label):
    return tf.cast(image, tf.float32) / 255.0, label


def mnist_splits(batch_size=128):
    (ds_train, ds_test), ds_info = tfds.load(
        'mnist', split=['train', 'test'], shuffle_files=True, as_supervised=True, with_info=True)
    ds_train = ds_train.map(normalize_img, num_parallel_calls=AUTOTUNE)
    ds_train = ds_train.cache()
    ds_train = ds_train.shuffle(ds_info.splits['train'].num_examples)
    ds_train = ds_train.batch(batch_size)  # expect: TFS201
    ds_train = ds_train.prefetch(AUTOTUNE)

    ds_test = ds_test.map(normalize_img, num_parallel_calls=AUTOTUNE).batch(batch_size).cache().prefetch(AUTOTUNE)  # expect: TFS201
    return ds_train, ds_test, ds_info


def configure_dataset(dataset: tf.data.Dataset, batch_size: int, shuffle: bool) -> tf.data.Dataset:
    dataset = dataset.cache()
    if shuffle:
        dataset = dataset.shuffle(buffer_size=BUFFER_SIZE)
    dataset = dataset.batch(batch_size=batch_size)  # expect: TFS201
    return dataset.prefetch(buffer_size=AUTOTUNE)


def imdb_padded(batch_size=64):
    train_data, test_data = tfds.load('imdb_reviews/subwords8k', split=('train', 'test'),
                                      as_supervised=True)
    train_batches = (
        train_data
        .shuffle(1000)
        .padded_batch(batch_size, padded_shapes=([None], []))  # expect: TFS201
    )
    test_batches = test_data.padded_batch(batch_size, padded_shapes=([None], []),  # lookalike: drop_remainder=True
                                          drop_remainder=True)
    return train_batches, test_batches


def cats_vs_dogs(img_size=160, batch_size=32) -> Tuple[tf.data.Dataset, tf.data.Dataset]:
    (raw_train, raw_validation), metadata = tfds.load(
        'cats_vs_dogs', split=['train[:80%]', 'train[80%:]'], with_info=True, as_supervised=True)

    def format_example(image, label):
        image = tf.cast(image, tf.float32)
        image = (image / 127.5) - 1
        return tf.image.resize(image, (img_size, img_size)), label

    train = raw_train.map(format_example)
    validation = raw_validation.map(format_example)
    train_batches = train.shuffle(1000).batch(batch_size, drop_remainder=True)  # lookalike: drop_remainder=True
    validation_batches = validation.batch(  # expect: TFS201
        batch_size)
    return train_batches, validation_batches


def flowers_unbatched():
    ds = tfds.load('tf_flowers', split='train', as_supervised=True)
    ds = ds.map(lambda x, y: (tf.image.resize(x, (128, 128)), y))
    ds = ds.batch(256).map(lambda x, y: (x / 255.0, y)).unbatch()  # ambiguous: short batch is immediately unbatched, element shape static again
    return ds.batch(32, drop_remainder=True)  # lookalike: drop_remainder=True


def full_array(name='mnist'):
    # batch_size=-1 returns the whole split as one tensor; this is not Dataset.batch.
    images, labels = tfds.as_numpy(tfds.load(name, split='test', batch_size=-1,  # lookalike: tfds.load batch_size
                                             as_supervised=True))
    return images, labels


def windowed_series(series, window=20):
    ds = tf.data.Dataset.from_tensor_slices(series)
    ds = ds.window(window + 1, shift=1, drop_remainder=True)
    ds = ds.flat_map(lambda w: w.batch(window + 1))  # ambiguous: .batch on a window sub-dataset bound to a lambda parameter
    ds = ds.map(lambda w: (w[:-1], w[-1]))
    return ds.shuffle(1000).batch(32).prefetch(1)  # expect: TFS201


if __name__ == '__main__':
    train, test, info = mnist_splits()
    for images, labels in tfds.as_numpy(test.take(2)):  # lookalike: iterating a dataset
        print(images.shape, labels[:10])


def quick_mnist():
    return tfds.load('mnist', split='train', as_supervised=True).batch(32)  # expect: TFS201


def quick_mnist_static():
    return tfds.load('mnist', split='train', as_supervised=True).batch(32, drop_remainder=True)  # lookalike: drop_remainder=True


def as_numpy_batches(ds, n=3):
    out = []
    for i, (imgs, labels) in enumerate(tfds.as_numpy(ds)):  # lookalike: iterating a dataset
        if i >= n:
            break
        out.append(imgs[:8])
    return out


IS_TRAINING = True


def flag_controlled(ds, batch_size):
    return ds.batch(batch_size, drop_remainder=IS_TRAINING)  # lookalike: non-literal drop_remainder
