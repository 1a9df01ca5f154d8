"""Physics-informed network trainers: full-batch collocation points, per-face loss terms
inside a tape, slices of tensors, and one real hand-cut loop fed to a compiled step."""
import numpy as np
import tensorflow as tf


def make_collocation_dataset(de_points):
    N_de = len(de_points)
    bs_de = N_de
    ds = tf.data.Dataset.from_tensor_slices(de_points.astype(np.float32))
    # One batch of every point: the finding stays, and says the batch is always full.
    return ds.cache().shuffle(N_de).batch(bs_de)  # expect: TFS201


def neumann_loss(network, bcs_group, u_bcs, dim, n):
    with tf.GradientTape(persistent=True) as tape:
        u_pred = network(bcs_group)
    loss = 0.0
    with tf.GradientTape() as outer:
        # Each pair of faces of the boundary, inside one step: not mini-batches.
        for i in range(dim):
            du = tf.cast(tape.gradient(u_pred, bcs_group[i]), tf.float32)
            loss += tf.reduce_mean(tf.square(du[i * 2 * n:(i + 1) * 2 * n] - u_bcs[i * 2 * n:(i + 1) * 2 * n]))
    return loss


@tf.function(jit_compile=True)
def train_step(model, opt, xb):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(xb)))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss


def fit_full_batch(model, opt, x_f, N_f, epochs):
    batch_sz = N_f
    n_batches = N_f // batch_sz
    for epoch in range(epochs):
        # Slices of a tensor, whole batches: nothing is copied in from the host.
        for i in range(n_batches):
            train_step(model, opt, x_f[i * batch_sz:(i * batch_sz + batch_sz)])


def fit_minibatches(model, opt, x_all, epochs):
    # A tensor sliced by hand into batches of 128: the last one is short, and the
    # compiled step traces it again.
    for epoch in range(epochs):
        for i in range(0, 10000, 128):  # expect: TFS301
            train_step(model, opt, x_all[i:i + 128])


X_f = np.random.rand(20000, 2).astype(np.float32)
x_f = tf.convert_to_tensor(X_f)
fit_full_batch(pinn, adam, x_f, 20000, 1000)
fit_minibatches(pinn, adam, tf.constant(np.random.rand(10000, 2)), 10)
