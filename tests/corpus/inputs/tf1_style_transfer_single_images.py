"""Arbitrary style transfer, TF1: one content and one style image of any size per run.

The `[None, None, 3]` placeholders are (height, width, channels) of one image each; the
batch axis is added in the graph. The dataset seeded at an iterator's initializer
counts records. The training placeholders below do carry a `None` batch.
"""
import numpy as np
import tensorflow.compat.v1 as tf


def stylize(content_path, style_path, checkpoint):
    with tf.Graph().as_default(), tf.Session() as sess:
        style_img_ph = tf.placeholder(tf.float32, shape=[None, None, 3])
        content_img_ph = tf.placeholder(tf.float32, shape=[None, None, 3])
        style = tf.image.resize(tf.expand_dims(style_img_ph, 0), [256, 256])
        content = tf.expand_dims(content_img_ph, 0)
        stylized = transform(content, style)
        tf.train.Saver().restore(sess, checkpoint)
        content_img = load_image(content_path)
        style_img = load_image(style_path)
        for weight in np.linspace(0.0, 1.0, 5):
            out = sess.run(stylized, {style_img_ph: style_img, content_img_ph: content_img})  # expect: TFS401
            save_image(out[0], weight)


def attribution(img, layer):
    with tf.Graph().as_default(), tf.Session():
        t_input = tf.placeholder_with_default(img, [None, None, 3])
        activations = import_model(t_input)
        return activations[layer].eval()


def transcribe(files, hparams):
    with tf.Graph().as_default():
        examples = tf.placeholder(tf.string, [None])
        dataset = tf.data.Dataset.from_tensor_slices(examples).map(parse).batch(1, drop_remainder=True)
        iterator = tf.data.make_initializable_iterator(dataset)
        next_record = iterator.get_next()
        with tf.Session() as sess:
            for filename in files:
                sess.run(iterator.initializer, {examples: [make_example(filename)]})
                yield sess.run(next_record)


def train(x_train, y_train):
    images = tf.placeholder(tf.float32, [None, None, 3])  # expect: TFS101
    labels = tf.placeholder(tf.int64, [None])  # expect: TFS101
    loss = tf.losses.sparse_softmax_cross_entropy(labels, model(images))
    step = tf.train.AdamOptimizer().minimize(loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for i in range(0, len(x_train) - 64 + 1, 64):  # expect: TFS302
            sess.run(step, {images: x_train[i:i + 64], labels: y_train[i:i + 64]})
