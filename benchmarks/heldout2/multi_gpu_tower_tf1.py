"""Multi-GPU tower training for CIFAR-10 with an initializable tf.data iterator (TF 1.x)."""
import numpy as np
import tensorflow as tf

NUM_GPUS = 2
IMG = 32
BATCH = 128
EPOCHS = 30

slim = tf.contrib.slim


def load_cifar():
    (x, y), (xt, yt) = tf.keras.datasets.cifar10.load_data()
    return x.astype(np.float32) / 255.0, y.astype(np.int64).ravel(), xt.astype(np.float32) / 255.0, yt.astype(np.int64).ravel()


X, Y, X_test, Y_test = load_cifar()

with tf.device("/cpu:0"):
    features_placeholder = tf.placeholder(X.dtype, X.shape)  # lookalike: shape taken from the array, first dimension is the static sample count
    labels_placeholder = tf.placeholder(Y.dtype, Y.shape)  # lookalike: shape taken from the array
    dataset = tf.data.Dataset.from_tensor_slices((features_placeholder, labels_placeholder))
    dataset = dataset.shuffle(10000).batch(BATCH)  # expect: TFS201
    iterator = dataset.make_initializable_iterator()
    images_all, labels_all = iterator.get_next()

    eval_images = tf.placeholder(tf.float32, [None, IMG, IMG, 3])  # expect: TFS101
    eval_labels = tf.placeholder(tf.int64, [None])  # expect: TFS101
    learning_rate = tf.placeholder(tf.float32, shape=[], name="lr")  # lookalike: scalar

    global_step = tf.train.get_or_create_global_step()
    opt = tf.train.MomentumOptimizer(learning_rate, 0.9)


def tower_loss(images, labels, reuse):
    with tf.variable_scope("net", reuse=reuse):
        net = slim.conv2d(images, 64, [3, 3], weights_initializer=tf.contrib.layers.xavier_initializer())
        net = slim.max_pool2d(net, [2, 2])
        net = slim.flatten(net)
        logits = slim.fully_connected(net, 10, activation_fn=None)
    return tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)), logits


image_splits = tf.split(images_all, NUM_GPUS)
label_splits = tf.split(labels_all, NUM_GPUS)
tower_grads = []
for i in range(NUM_GPUS):  # lookalike: builds one graph tower per GPU, no data is fed
    with tf.device("/gpu:%d" % i), tf.name_scope("tower_%d" % i):
        loss, _ = tower_loss(image_splits[i], label_splits[i], reuse=(i > 0))
        tower_grads.append(opt.compute_gradients(loss))

avg_grads = []
for grad_and_vars in zip(*tower_grads):
    grads = tf.stack([g for g, _ in grad_and_vars])
    avg_grads.append((tf.reduce_mean(grads, 0), grad_and_vars[0][1]))
train_op = opt.apply_gradients(avg_grads, global_step=global_step)
_, eval_logits = tower_loss(eval_images, eval_labels, reuse=True)
eval_acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(eval_logits, 1), eval_labels), tf.float32))

config = tf.ConfigProto(allow_soft_placement=True)
with tf.Session(config=config) as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(EPOCHS):
        sess.run(iterator.initializer, feed_dict={features_placeholder: X, labels_placeholder: Y})  # lookalike: fills the pipeline once per epoch (relabelled in stop 32, see docs/precision.md)
        lr = 0.1 if epoch < 15 else 0.01
        while True:  # lookalike: iterator-driven loop, no host slicing
            try:
                sess.run(train_op, feed_dict={learning_rate: lr})  # lookalike: only a scalar is fed
            except tf.errors.OutOfRangeError:
                break
        accs = []
        for start in range(0, len(X_test), 1000):  # ambiguous: chunked evaluation of a test set (sliced and fed to the session) -- host batching or output chunking?
            accs.append(sess.run(eval_acc, {eval_images: X_test[start:start + 1000],  # lookalike: per-step slice, not loop-invariant
                                            eval_labels: Y_test[start:start + 1000]}))
        print(epoch, np.mean(accs))
