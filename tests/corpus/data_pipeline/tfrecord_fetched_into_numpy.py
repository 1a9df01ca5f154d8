"""Stop 36's data-pipeline cases: a TFRecord converter that runs its iterator's batches into
NumPy to write images (no graph op sees the `None`: silent), a predict helper that takes the
`get_next()` a loader returns and only fetches it (silent), and a training pipeline whose
`get_next()` builds the model (reported)."""
import numpy as np
import tensorflow as tf


def parse(record):
    features = tf.io.parse_single_example(record, {"image": tf.io.FixedLenFeature([], tf.string)})
    return tf.image.decode_png(features["image"], channels=3)


def dump_images(path, out_dir, batch_size=100):
    dataset = tf.data.TFRecordDataset(path)
    dataset = dataset.map(parse)
    dataset = dataset.batch(batch_size).prefetch(2)
    iterator = dataset.make_one_shot_iterator()
    images = iterator.get_next()
    with tf.Session() as sess:
        while True:
            try:
                batch = sess.run(images)
            except tf.errors.OutOfRangeError:
                break
            for i, image in enumerate(batch):
                np.save(f"{out_dir}/{i}.npy", image)


def load_samples(paths):
    dataset = tf.data.Dataset.from_tensor_slices(paths).map(parse)
    dataset = dataset.batch(8)
    iterator = dataset.make_one_shot_iterator()
    return iterator.get_next()


def predict_samples(sess, next_sample, model_inputs, logits):
    results = []
    while True:
        try:
            batch = sess.run(next_sample)
        except tf.errors.OutOfRangeError:
            return results
        results.append(sess.run(logits, {model_inputs: batch}))


def train_input(files, batch_size):
    dataset = tf.data.TFRecordDataset(files).map(parse).shuffle(1000)
    dataset = dataset.batch(batch_size)  # expect: TFS201
    train_iterator = dataset.make_initializable_iterator()
    train_images = train_iterator.get_next()
    logits = tf.layers.dense(tf.layers.flatten(tf.cast(train_images, tf.float32)), 10)
    return train_iterator, logits


if __name__ == "__main__":
    model_inputs = tf.placeholder(tf.float32, [8, 64, 64, 3])
    net = tf.layers.dense(tf.layers.flatten(model_inputs), 10)
    next_sample = load_samples(["a.png", "b.png"])
    with tf.Session() as sess:
        predictions = predict_samples(sess, next_sample, model_inputs, net)
