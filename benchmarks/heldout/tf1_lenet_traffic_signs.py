"""LeNet-5 on the German Traffic Sign dataset (Udacity CarND project, TF 1.x)."""
import pickle

import numpy as np
import tensorflow.compat.v1 as tf
from sklearn.utils import shuffle

tf.disable_v2_behavior()

with open("train.p", mode="rb") as f:
    train = pickle.load(f)
with open("valid.p", mode="rb") as f:
    valid = pickle.load(f)
with open("test.p", mode="rb") as f:
    test = pickle.load(f)

X_train, y_train = train["features"], train["labels"]
X_validation, y_validation = valid["features"], valid["labels"]
X_test, y_test = test["features"], test["labels"]
X_train = (X_train.astype(np.float32) - 128.) / 128.
X_validation = (X_validation.astype(np.float32) - 128.) / 128.
X_test = (X_test.astype(np.float32) - 128.) / 128.

EPOCHS = 30
BATCH_SIZE = 128
n_classes = len(np.unique(y_train))


def LeNet(x, keep):
    mu, sigma = 0, 0.1
    conv1_W = tf.Variable(tf.truncated_normal(shape=(5, 5, 3, 6), mean=mu, stddev=sigma))
    conv1 = tf.nn.relu(tf.nn.conv2d(x, conv1_W, strides=[1, 1, 1, 1], padding="VALID"))
    conv1 = tf.nn.max_pool(conv1, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="VALID")
    conv2_W = tf.Variable(tf.truncated_normal(shape=(5, 5, 6, 16), mean=mu, stddev=sigma))
    conv2 = tf.nn.relu(tf.nn.conv2d(conv1, conv2_W, strides=[1, 1, 1, 1], padding="VALID"))
    conv2 = tf.nn.max_pool(conv2, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="VALID")
    fc0 = tf.layers.flatten(conv2)
    fc1 = tf.nn.dropout(tf.layers.dense(fc0, 120, activation=tf.nn.relu), keep)
    fc2 = tf.nn.dropout(tf.layers.dense(fc1, 84, activation=tf.nn.relu), keep)
    return tf.layers.dense(fc2, n_classes)


x = tf.placeholder(tf.float32, (None, 32, 32, 3))  # expect: TFS101
y = tf.placeholder(tf.int32, (None))  # expect: TFS102
keep_prob = tf.placeholder(tf.float32)  # expect: TFS102
one_hot_y = tf.one_hot(y, n_classes)

logits = LeNet(x, keep_prob)
cross_entropy = tf.nn.softmax_cross_entropy_with_logits_v2(labels=one_hot_y, logits=logits)
loss_operation = tf.reduce_mean(cross_entropy)
training_operation = tf.train.AdamOptimizer(learning_rate=0.001).minimize(loss_operation)
correct_prediction = tf.equal(tf.argmax(logits, 1), tf.argmax(one_hot_y, 1))
accuracy_operation = tf.reduce_mean(tf.cast(correct_prediction, tf.float32))
saver = tf.train.Saver()


def evaluate(X_data, y_data):
    num_examples = len(X_data)
    total_accuracy = 0
    sess = tf.get_default_session()
    for offset in range(0, num_examples, BATCH_SIZE):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
        batch_x, batch_y = X_data[offset:offset + BATCH_SIZE], y_data[offset:offset + BATCH_SIZE]
        accuracy = sess.run(accuracy_operation, feed_dict={x: batch_x, y: batch_y, keep_prob: 1.0})
        total_accuracy += (accuracy * len(batch_x))
    return total_accuracy / num_examples


with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    num_examples = len(X_train)
    print("Training...")
    for i in range(EPOCHS):
        X_train, y_train = shuffle(X_train, y_train)
        for offset in range(0, num_examples, BATCH_SIZE):  # expect: TFS301
            end = offset + BATCH_SIZE
            batch_x, batch_y = X_train[offset:end], y_train[offset:end]
            sess.run(training_operation, feed_dict={x: batch_x, y: batch_y, keep_prob: 0.7})
        validation_accuracy = evaluate(X_validation, y_validation)
        validation_loss = sess.run(loss_operation, feed_dict={x: X_validation, y: y_validation,  # expect: TFS401
                                                              keep_prob: 1.0})
        print("EPOCH {} ...".format(i + 1))
        print("Validation Accuracy = {:.3f}  loss = {:.3f}".format(validation_accuracy, validation_loss))
    saver.save(sess, "./lenet")
    print("Model saved")

with tf.Session() as sess:
    saver.restore(sess, tf.train.latest_checkpoint("."))
    test_accuracy = evaluate(X_test, y_test)
    print("Test Accuracy = {:.3f}".format(test_accuracy))

    # Per-class accuracy: one feed per class subset.
    for c in range(n_classes):  # lookalike: per-class subset computed in the loop
        mask = y_test == c
        acc_c = sess.run(accuracy_operation, feed_dict={x: X_test[mask], y: y_test[mask], keep_prob: 1.0})
        print(c, acc_c)

    # Top-5 softmax for the five web images, re-run for a few temperatures.
    web_images = np.load("web_images.npy")
    softmax = tf.nn.softmax(logits)
    for temperature in (0.5, 1.0, 2.0):
        top5 = sess.run(tf.nn.top_k(softmax / temperature, k=5),  # expect: TFS401
                        feed_dict={x: web_images, keep_prob: 1.0})
        print(temperature, top5)

    # Feature-map visualisation for a single image.
    image_input = X_test[:1]
    conv_layers = [op for op in tf.get_default_graph().get_operations() if op.type == "Relu"][:2]
    for layer in conv_layers:
        activation = layer.outputs[0].eval(session=sess, feed_dict={x: image_input})  # expect: TFS401
        print(layer.name, activation.shape)

# Augmentation preview: rotate the first 16 training images and tile them into a grid.
grid_rows = []
for r in range(0, 16, 4):  # lookalike: image grid rows, nothing fed to the model
    grid_rows.append(np.hstack(X_train[r:r + 4]))
preview = np.vstack(grid_rows)
