"""TFS301 (manual-batching-loop): every batching form, every consumer, and the look-alikes."""

from __future__ import annotations

from typing import List, Tuple

import pytest

from tests.helpers import lint
from tfshape_lint.model import Applicability, Severity

PLAIN = "import numpy as np\nimport tensorflow as tf\n"
#: Most tests here are about the forms of batching loops; evaluation-only loops are
#: reported only where the file needs static shapes, so the header says it does.
HEADER = PLAIN + "strategy = tf.distribute.TPUStrategy(resolver)\n"


def found(body: str, header: str = HEADER) -> List[Tuple[int, str]]:
    """(line, code) of the TFS301 and TFS302 findings in `body` (numbered as `body.split("\n")` indexes)."""
    offset = header.count("\n") + 1
    return [(d.span.start.line - offset, d.code) for d in lint(header + body, ["TFS301", "TFS302"])]


# -- batching forms -----------------------------------------------------------------------

FLAGGED = {
    "range-step": """
for i in range(0, len(X), batch_size):
    sess.run(train_op, feed_dict={x: X[i:i + batch_size], y: Y[i:i + batch_size]})
""",
    "index-times-width": """
for i in range(n_batches):
    model.train_on_batch(x_train[i * bs:(i + 1) * bs], y_train[i * bs:(i + 1) * bs])
""",
    "derived-bounds": """
for step in range(total):
    start = step * bs
    end = min(start + bs, len(X))
    xb, yb = X[start:end], Y[start:end]
    loss = sess.run([opt, cost], {inputs: xb, labels: yb})
""",
    "udacity-offset": """
for step in range(num_steps):
    offset = (step * batch_size) % (train_labels.shape[0] - batch_size)
    batch_data = train_dataset[offset:(offset + batch_size), :]
    batch_labels = train_labels[offset:(offset + batch_size), :]
    feed_dict = {tf_train_dataset: batch_data, tf_train_labels: batch_labels}
    _, l = session.run([optimizer, loss], feed_dict=feed_dict)
""",
    "permutation-indices": """
perm = np.random.permutation(len(X))
for b in range(n // bs):
    idx = perm[b * bs:(b + 1) * bs]
    model.fit(X[idx], Y[idx], epochs=1, verbose=0)
""",
    "while-aug": """
i = 0
while i < len(X):
    model.predict_on_batch(X[i:i + 256])
    i += 256
""",
    "while-reassigned": """
start, end = 0, bs
while end <= n:
    train_step(X[start:end], Y[start:end])
    start = end
    end = start + bs
""",
    "column-batches": """
for k in range(num_minibatches):
    mb_x = X[:, k * size:(k + 1) * size]
    sess.run(optimizer, feed_dict={Xp: mb_x})
""",
    "tape": """
for i in range(0, len(X), 32):
    with tf.GradientTape() as tape:
        logits = my_net_fn(X[i:i + 32])
        loss = tf.reduce_mean(logits)
    grads = tape.gradient(loss, variables)
""",
    "model-method": """
for i in range(0, len(x_test), 1000):
    logits = model.stateless_call(trainable, non_trainable, x_test[i:i + 1000])
""",
    "tensor-eval": """
for i in range(0, len(X), 100):
    acc += accuracy.eval(feed_dict={x: X[i:i + 100], y: Y[i:i + 100]})
""",
}


@pytest.mark.parametrize("body", FLAGGED.values(), ids=FLAGGED.keys())
def test_batching_forms_are_flagged_at_the_loop(body: str) -> None:
    findings = found(body)
    loop_lines = [n for n, line in enumerate(body.split("\n"), start=0)
                  if line.lstrip().startswith(("for ", "while ")) or " for " in line]
    assert findings and {line for line, _ in findings} <= set(loop_lines), findings


def test_zip_of_ranges_says_the_last_batch_is_dropped_and_keeps_warning() -> None:
    body = """
for start, end in zip(range(0, len(trX), 128), range(128, len(trX), 128)):
    sess.run(train_op, feed_dict={X: trX[start:end], Y: trY[start:end]})
"""
    [diagnostic] = lint(HEADER + body + "s = tf.distribute.TPUStrategy()\n", ["TFS301"])
    assert "never yields the last batch" in diagnostic.message
    # All batches are full: static shapes, so a TPU in the file does not make it an error.
    assert diagnostic.severity is Severity.WARNING


def test_partial_last_batch_is_an_error_where_static_shapes_are_needed() -> None:
    body = """
strategy = tf.distribute.TPUStrategy(resolver)
for i in range(0, len(X), 64):
    model.train_on_batch(X[i:i + 64], Y[i:i + 64])
"""
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    assert diagnostic.severity is Severity.ERROR
    assert "TPUStrategy" in diagnostic.message


def test_array_split_batches() -> None:
    body = """
for xb, yb in zip(np.array_split(X, 20), np.array_split(Y, 20)):
    sess.run(train, {x: xb, y: yb})
batches = np.array_split(X, 8)
for chunk in batches:
    model.predict(chunk)
"""
    assert found(body) == [(1, "TFS301"), (4, "TFS301")]
    assert "np.array_split" in lint(HEADER + body, ["TFS301"])[0].message


def test_helpers_returning_or_yielding_slices() -> None:
    body = """
def next_batch(data, labels, i, bs):
    return data[i * bs:(i + 1) * bs], labels[i * bs:(i + 1) * bs]

def minibatches(inputs, targets, size):
    for start in range(0, len(inputs) - size + 1, size):
        yield inputs[start:start + size], targets[start:start + size]

for step in range(1000):
    bx, by = next_batch(X, Y, step, 64)
    sess.run(train, {x: bx, y: by})

for epoch in range(10):
    for bx, by in minibatches(X, Y, 64):
        sess.run(train, {x: bx, y: by})

gen = minibatches(X, Y, 32)
for step in range(100):
    bx, by = next(gen)
    model.train_on_batch(bx, by)
"""
    # `range(0, len(inputs) - size + 1, size)` (Lasagne's `iterate_minibatches`) stops before
    # a short batch: the helper's batches are always full (judged false as TFS301 on the
    # sixteenth split), so its loops are TFS302.
    assert found(body) == [(8, "TFS301"), (13, "TFS302"), (17, "TFS302")]


def test_method_helper_only_for_objects_of_this_module() -> None:
    body = """
class Data:
    def next_batch(self, n):
        start = self.pos
        self.pos += n
        return self.x[start:self.pos]

mine = Data()
mnist = input_data.read_data_sets("MNIST_data")
for step in range(100):
    sess.run(train, {x: mine.next_batch(50)})
for step in range(100):
    sess.run(train, {x: mnist.train.next_batch(50)[0]})
"""
    header = HEADER + "from tensorflow.examples.tutorials.mnist import input_data\n"
    # The module's own slicing method: TFS301; the library's next_batch: full batches, TFS302.
    assert found(body, header) == [(9, "TFS301"), (11, "TFS302")]


def test_list_of_batches_built_in_one_loop_reports_the_loop_that_feeds_it() -> None:
    body = """
batches = []
for i in range(0, len(X), bs):
    batches.append((X[i:i + bs], Y[i:i + bs]))
for epoch in range(5):
    for xb, yb in batches:
        model.train_on_batch(xb, yb)
"""
    assert found(body) == [(5, "TFS301")]


def test_lists_read_by_index_report_the_innermost_reading_loop() -> None:
    body = """
batches_x = []
for b in range(n_batches):
    batches_x.append(x_train[b * bs:(b + 1) * bs])
for epoch in range(100):
    for b in range(n_batches):
        model.train_on_batch(batches_x[b], batches_y[b])
print(len(batches_x))
"""
    assert found(body) == [(5, "TFS301")]


def test_generator_passed_to_fit_reports_its_loop() -> None:
    body = """
def gen(X, Y, bs):
    while True:
        for i in range(0, len(X), bs):
            yield X[i:i + bs], Y[i:i + bs]

model.fit(gen(X, Y, 32), steps_per_epoch=100)
"""
    assert found(body) == [(3, "TFS301")]


def test_generator_given_only_to_predict_is_chunked_inference() -> None:
    # DogFaceNet (ninety-second split, judged false twice): the embeddings of every file are
    # mined for hard triplets, so no example may be left out; on CPU/GPU this is left alone.
    body = """
def predict_generator(filenames, batch_size=32):
    for i in range(0, len(filenames), batch_size):
        yield load_images(filenames[i:i + batch_size])

predict = model.predict_generator(predict_generator(files, 32), steps=np.ceil(len(files) / 32))
"""
    assert found(body, PLAIN) == []
    trained = body.replace("model.predict_generator(", "model.fit_generator(workers=0, generator=")
    assert found(trained, PLAIN) == [(2, "TFS301")]
    assert found(body) == [(2, "TFS301")]  # where shapes must be static (the header's TPU)


def test_a_loop_that_breaks_after_its_first_batch_is_no_batching_loop() -> None:
    # DogFaceNet (ninety-second split, judged false twice): one batch to initialise the model.
    body = """
for images_batch, labels_batch in hard_image_generator(filenames, labels, model, batch_size):
    h = model.train_on_batch(images_batch, labels_batch)
    break
for i in range(0, len(X), bs):
    sess.run(train_op, feed_dict={x: X[i:i + bs]})
    break
"""
    assert found(body) == []
    conditional = body.replace("    break\n", "    if h is None:\n        break\n")
    assert found(conditional) == [(1, "TFS302"), (5, "TFS301")]


def test_the_consumer_named_is_the_one_given_the_batch_itself() -> None:
    # DogFaceNet's adversarial autoencoder (ninety-second split): the images go to the
    # autoencoder; the discriminator is trained on what the encoder makes of them.
    body = """
for epoch in range(epochs):
    idx = np.random.randint(0, X_train.shape[0], batch_size)
    imgs = X_train[idx]
    latent_fake = self.encoder.predict(imgs)
    d_loss_fake = self.discriminator.train_on_batch(latent_fake, fake)
    g_loss = self.adversarial_autoencoder.train_on_batch(imgs, [imgs, valid])
"""
    [diagnostic] = lint(HEADER + body, ["TFS302"])
    assert "copies it into `self.adversarial_autoencoder.train_on..." in diagnostic.message


def test_batches_cut_from_chunks_of_an_outer_loop_say_what_is_left_out() -> None:
    # DogFaceNet's improved WGAN (ninety-second split): the outer loop drops up to a chunk.
    body = """
for epoch in range(100):
    np.random.shuffle(X_train)
    size = BATCH_SIZE * TRAINING_RATIO
    for i in range(int(X_train.shape[0] // size)):
        chunk = X_train[i * size:(i + 1) * size]
        for j in range(TRAINING_RATIO):
            image_batch = chunk[j * BATCH_SIZE:(j + 1) * BATCH_SIZE]
            d_loss = critic.train_on_batch(image_batch, y)
"""
    [diagnostic] = lint(HEADER + body, ["TFS302"])
    assert "any examples past the last whole `chunk` the enclosing loop cuts are left out" in diagnostic.message
    # Columns cut in an epoch loop are no chunk (hwalsuklee's AAE, regression base).
    columns = """
for epoch in range(n_epochs):
    np.random.shuffle(train_total_data)
    train_data_ = train_total_data[:, :-10]
    for i in range(len(train_data_) // batch_size):
        batch_xs = train_data_[i * batch_size:(i + 1) * batch_size, :]
        sess.run(train_op, feed_dict={x: batch_xs})
"""
    [diagnostic] = lint(HEADER + columns, ["TFS302"])
    assert "any examples that do not fill a last batch are left out" in diagnostic.message


def test_a_method_whose_run_fetches_a_list_of_evaluation_tensors_evaluates() -> None:
    # cs294-112's `get_val_loss` (xuwd11's homework, ninety-fourth split, judged false): the
    # fetch list is written in the method and holds only the loss.
    body = """
class Model:
    def get_loss(self, session, batch):
        output_feed = [self.loss]
        [loss] = session.run(output_feed, {self.x: batch})
        return loss

    def get_val_loss(self, session, data_val):
        total = 0
        for i in range(0, len(data_val), self.batch_size):
            total += self.get_loss(session, data_val[i:i + self.batch_size])
        return total
"""
    assert found(body, PLAIN) == []
    training = body.replace("output_feed = [self.loss]", "output_feed = [self.updates, self.loss]")
    assert found(training, PLAIN) == [(9, "TFS301")]
    passed = body.replace("        output_feed = [self.loss]\n", "").replace(
        "def get_loss(self, session, batch):", "def get_loss(self, session, batch, output_feed):")
    assert found(passed, PLAIN) == [(8, "TFS301")]


def test_a_loop_that_fills_what_it_draws_from_is_a_replay_memory() -> None:
    # SAC in cs294-112's homework (xuwd11's, ninety-fourth split, judged false): the sampler
    # steps the environment into its pool, then a batch is drawn from that pool.
    body = """
for epoch in range(n_epochs):
    for t in range(epoch_length):
        sampler.sample()
        batch = sampler.random_batch(batch_size)
        sess.run(training_ops, {obs_ph: batch['observations']})
"""
    assert found(body, PLAIN) == []
    stored = body.replace("sampler.sample()", "sampler.add_sample(obs, action, reward)")
    assert found(stored, PLAIN) == []
    drawn = body.replace("        sampler.sample()\n", "")
    assert [code for _, code in found(drawn, PLAIN)] == ["TFS302"]
    other = body.replace("sampler.sample()", "env_sampler.sample()")
    assert [code for _, code in found(other, PLAIN)] == ["TFS302"]


def test_slices_cut_only_while_a_whole_batch_is_left_are_full() -> None:
    # datlife's behavioral-cloning generator (ninety-fourth split, judged false): `if cursor <
    # (len(images) - batch_size):` around the slices.
    body = """
i = 0
while True:
    cursor = i * batch_size
    if cursor < (len(images) - batch_size):
        batch = images[cursor: cursor + batch_size, ...]
        sess.run(train_op, feed_dict={x: batch})
        i += 1
    else:
        i = 0
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]
    plus = body.replace("if cursor < (len(images) - batch_size):", "if cursor + batch_size <= len(images):")
    assert [code for _, code in found(plus, PLAIN)] == ["TFS302"]
    short = body.replace("if cursor < (len(images) - batch_size):", "if cursor < len(images):")
    assert [code for _, code in found(short, PLAIN)] == ["TFS301"]


def test_a_rest_fed_after_a_loop_of_full_batches_is_a_short_batch() -> None:
    # cs294-112's behavioral cloning and DAgger (philip324's, ninety-fourth split, judged false
    # three times as "always full, the rest left out").
    body = """
def training(train_data, train_labels, epochs):
    for _ in range(epochs):
        i = 0
        while i + batch_size <= num_data:
            sess.run(train_step, feed_dict={x: train_data[i:i + batch_size], y: train_labels[i:i + batch_size]})
            i += batch_size
        if num_data % batch_size != 0:
            sess.run(train_step, feed_dict={x: train_data[i:], y: train_labels[i:]})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]
    alone = body.split("        if num_data")[0]
    assert [code for _, code in found(alone, PLAIN)] == ["TFS302"]


def test_a_loss_op_fetched_in_an_evaluation_function_trains_nothing() -> None:
    # The CarND traffic-sign `evaluate` (datlife's, ninety-fourth split, judged false): `loss_op`
    # is the loss tensor, fetched to report it.
    body = """
def evaluate(x, y_data, features, labels, accuracy_operation, loss_op, BATCH_SIZE):
    session = tf.get_default_session()
    total = 0
    for offset in range(0, len(x), BATCH_SIZE):
        accuracy, _loss = session.run([accuracy_operation, loss_op],
                                      feed_dict={features: x[offset:offset + BATCH_SIZE], labels: y_data[offset:offset + BATCH_SIZE]})
        total += accuracy
    return total
"""
    assert found(body, PLAIN) == []
    assert [code for _, code in found(body.replace("loss_op]", "train_op]"), PLAIN)] == ["TFS301"]


def test_review_43_the_new_readings_stop_where_they_should() -> None:
    # A training generator bound to a name before `fit` is not inference (review of stop 43, 1).
    named = """
def batches(x, y, bs):
    while True:
        for i in range(0, len(x), bs):
            yield x[i:i + bs], y[i:i + bs]
train_gen = batches(x_train, y_train, 32)
model.fit(train_gen, steps_per_epoch=32, epochs=3)
model.evaluate(batches(x_test, y_test, 32), steps=4)
"""
    assert [code for _, code in found(named, PLAIN)] == ["TFS301"]
    # A `break` after a `continue` that starts other passes, or not last (2).
    stops = """
for i in range(0, len(x_train), bs):
    loss = model.train_on_batch(x_train[i:i + bs], y_train[i:i + bs])
    if loss > 10.0:
        continue
    break
"""
    assert [code for _, code in found(stops, PLAIN)] == ["TFS301"]
    # A module's helper is no replay memory (3).
    module = """
import data_utils
for batch in data_utils.iterate_minibatches(batch_size):
    noisy = data_utils.add_noise(batch, 0.3)
    data_utils.append(batch)
    sess.run(train_op, feed_dict={x: batch, x_noisy: noisy})
"""
    assert [code for _, code in found(module, PLAIN)] == ["TFS302"]
    # An `else:` that hands out the rest (4).
    rest = """
def batches(x, y, bs):
    for c in range(0, len(x), bs):
        if c + bs <= len(x):
            xb, yb = x[c:c + bs], y[c:c + bs]
        else:
            xb, yb = x[c:], y[c:]
        yield xb, yb
model.fit(batches(x, y, 32), workers=0)
"""
    assert [code for _, code in found(rest, PLAIN)] == ["TFS301"]
    # An attribute bound to something else too, or only in a comment (5).
    other = """
class Trainer(object):
    def __init__(self, batch_size):
        # self.data = input_data.read_data_sets("MNIST_data", one_hot=True)
        self.data, self.meta = load_cifar("cifar")
    def train(self, sess):
        n_batches = int(math.ceil(self.data.train.num_examples / self.batch_size))
        for i in range(n_batches):
            xb, yb = self.data.train.next_batch(self.batch_size)
            sess.run(self.train_op, feed_dict={self.x: xb, self.y: yb})
"""
    [row] = lint(PLAIN + "import math\n" + other, ["TFS301", "TFS302"])
    assert "the loop's step count is rounded up" in row.message
    # Chunks 1000 wide cut into batches of 64: the rest of every chunk is left out (11).
    chunks = """
for i in range(0, len(X), 1000):
    chunk_x = X[i:i + 1000]
    for j in range(len(chunk_x) // bs):
        sess.run(train_op, {x: chunk_x[j * bs:(j + 1) * bs]})
"""
    [row] = lint(PLAIN + chunks, ["TFS302"])
    assert "the enclosing loop cuts" not in row.message


# -- look-alikes ---------------------------------------------------------------------------

SILENT = {
    "tf-data": """
for xb, yb in tf.data.Dataset.from_tensor_slices((X, Y)).batch(32, drop_remainder=True):
    train_step(xb, yb)
""",
    "plotting": """
for i in range(0, 64, 8):
    plt.imshow(np.hstack(images[i:i + 8]))
""",
    "writing-chunks": """
preds = model.predict(X)
for i in range(0, len(preds), 1000):
    np.save(f"part{i}.npy", preds[i:i + 1000])
""",
    "strings": """
for i in range(0, len(text), 80):
    print(text[i:i + 80])
""",
    "sliding-window-prep": """
for i in range(len(series) - look_back):
    X.append(series[i:i + look_back])
""",
    "sliding-window-predict": """
for t in range(len(series) - window):
    model.predict(series[t:t + window])
""",
    "single-example": """
for i in range(len(X_test)):
    p = sess.run(pred, {x: X_test[i:i + 1]})
for i in range(0, n, stride):
    model.predict(np.expand_dims(signal[i:i + win], 0))
    model.predict(signal[i:i + win][None])
    model.predict(signal[i:i + win].reshape(1, win, 1))
""",
    "tiles": """
for r in range(0, h, t):
    for c in range(0, w, t):
        out[r:r + t, c:c + t] = model.predict(img[None, r:r + t, c:c + t])
""",
    "prefix-and-suffix": """
for i in range(1, len(seq)):
    model.predict(seq[:i])
    model.predict(seq[i:])
""",
    "fixed-slice": """
for epoch in range(10):
    model.evaluate(X[:1000], Y[:1000])
""",
    "database-session": """
for i in range(0, len(rows), 1000):
    session.run("UNWIND $rows AS r MERGE (p:P {id: r.id})", rows=rows[i:i + 1000])
""",
    "numpy-fit": """
for i in range(0, len(X), 100):
    scaler = np.polyfit(X[i:i + 100], Y[i:i + 100], 2)
""",
}


@pytest.mark.parametrize("body", SILENT.values(), ids=SILENT.keys())
def test_look_alikes_stay_silent(body: str) -> None:
    assert found(body) == []


def test_no_tensorflow_import_no_finding() -> None:
    body = "for i in range(0, len(X), 32):\n    model.train_on_batch(X[i:i + 32], Y[i:i + 32])\n"
    assert found(body, header="import numpy as np\n") == []


# -- message and suggestion ----------------------------------------------------------------


def test_message_names_the_slice_the_consumer_and_the_fix() -> None:
    body = """
for i in range(0, len(X_train), batch_size):
    sess.run(train_op, feed_dict={x: X_train[i:i + batch_size], y: y_train[i:i + batch_size]})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301"])
    assert "`X_train[i:i + batch_size]`" in diagnostic.message
    assert "`sess.run`" in diagnostic.message
    assert "drop_remainder=True" in diagnostic.message
    assert diagnostic.span.start.line == 4 and diagnostic.span.start.column == 1
    # The span covers the loop header, not the whole body.
    assert diagnostic.span.end.line == 4


def test_message_in_a_tape_names_the_model_not_the_op_around_it() -> None:
    body = """
for step in range(n_steps):
    xb = tf.gather(X, order[step * bs:(step + 1) * bs])
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(model(xb, training=True))
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
"""
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    assert "feeds them to `model`" in diagnostic.message


def test_display_only_suggestion_uses_the_names_of_the_code() -> None:
    body = """
for i in range(0, len(X_train), batch_size):
    bx = X_train[i:i + batch_size]
    by = y_train[i:i + batch_size]
    sess.run(train_op, feed_dict={x: bx, y: by})
"""
    [diagnostic] = lint("import numpy as np\nimport tensorflow.compat.v1 as tf1\n" + body, ["TFS301"])
    assert diagnostic.fix is not None
    assert diagnostic.fix.applicability is Applicability.DISPLAY_ONLY
    assert diagnostic.fix.edits == ()
    suggestion = diagnostic.fix.suggestion or ""
    assert "tf1.data.Dataset.from_tensor_slices((X_train, y_train))" in suggestion
    assert ".batch(batch_size, drop_remainder=True)" in suggestion
    assert "for bx, by in dataset" in suggestion
    compile(suggestion.replace("for bx, by in dataset:", "for bx, by in dataset: pass"), "suggestion", "exec")


def test_suggestion_names_the_data_arrays_not_the_permutation() -> None:
    body = """
perm = np.random.permutation(n)
for b in range(n_batches):
    idx = perm[b * BS:(b + 1) * BS]
    loss, acc = model.train_on_batch(x_train[idx], y_train[idx])
"""
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    assert diagnostic.fix is not None
    suggestion = diagnostic.fix.suggestion or ""
    assert "from_tensor_slices((x_train, y_train))" in suggestion and ".batch(BS, drop_remainder=True)" in suggestion
    assert "for x_train_batch, y_train_batch in dataset" in suggestion


# -- comprehensions that feed their own batches ----------------------------------------------


def test_comprehension_feeding_its_batches_is_reported_on_its_for_clause() -> None:
    # magenta's `run_with_batch`: the consumer is inside the comprehension itself.
    body = """
def run_with_batch(sess, op_target, op_feed, arr_feed, batch_size):
    return np.concatenate([
        sess.run(op_target, {op_feed: arr_feed[i:i + batch_size]})
        for i in range(0, len(arr_feed), batch_size)
    ])
"""
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    # The line of `for i in range(...)`, from the loop variable to the iterable.
    assert (diagnostic.span.start.line, diagnostic.span.start.column) == (8, 13)
    assert diagnostic.span.end.line == 8
    assert diagnostic.message.startswith("This comprehension cuts mini-batches by hand (`arr_feed[i:i + batch_size]`)")
    assert "`sess.run`" in diagnostic.message and ".batch(batch_size, drop_remainder=True)" in diagnostic.message


@pytest.mark.parametrize("body, line", [
    ("preds = np.concatenate([model.predict(X[i:i + 512]) for i in range(0, len(X), 512)])\n", 1),
    ("losses = [model.train_on_batch(X[i * bs:(i + 1) * bs], Y[i * bs:(i + 1) * bs])\n"
     "          for i in range(len(X) // bs)]\n", 2),
    ("outs = {i: sess.run(y, feed_dict={x: X_test[i:i + 100]}) for i in range(0, len(X_test), 100)}\n", 1),
    ("total = sum(sess.run(loss, {x: X[s:s + bs]}) for s in range(0, len(X), bs))\n", 1),
    ("for epoch in range(3):\n"
     "    accs = [sess.run(acc, {x: X[i:i + 64]}) for i in range(0, len(X), 64)]\n", 2),
])
def test_comprehensions_with_a_consumer_inside(body: str, line: int) -> None:
    # `range(len(X) // bs)` gives full batches: TFS302; the others TFS301.
    expected = "TFS302" if "//" in body else "TFS301"
    assert found("\n" + body) == [(line, expected)]


def test_comprehension_that_only_builds_batches_reports_the_consuming_loop() -> None:
    body = """
batches = [(X[i:i + bs], Y[i:i + bs]) for i in range(0, len(X), bs)]
plots = [plt.plot(X[i:i + bs]) for i in range(0, len(X), bs)]
for xb, yb in batches:
    model.train_on_batch(xb, yb)
"""
    assert found(body) == [(3, "TFS301")]


def test_comprehension_of_predictions_is_not_a_list_of_batches() -> None:
    # The comprehension is the finding; the loop over its results is not another one.
    body = """
preds = [model.predict(X[i:i + 64]) for i in range(0, len(X), 64)]
for p in preds:
    model.fit(p, Y)
"""
    assert found(body) == [(1, "TFS301")]


# -- helpers: one element is not a batch -------------------------------------------------------


def test_helper_that_reshapes_elements_one_by_one_is_not_a_batch_helper() -> None:
    # deepchem's `KerasModel._prepare_batch`: `inputs[i]` is one input of the list.
    body = """
class Model:
    def _prepare_batch(self, batch):
        inputs, labels = batch
        for i in range(len(inputs)):
            shape = inputs[i].shape
            inputs[i] = inputs[i].reshape(shape + (1,))
        return (inputs, labels)

    def fit(self, generator):
        for batch in generator:
            inputs, labels = self._prepare_batch(batch)
            self.train_step(inputs, labels)
"""
    assert found(body) == []


@pytest.mark.parametrize("element", ["inputs[i]", "inputs[i + 1]", "inputs[len(inputs) - 1]", "inputs[-1]"])
def test_single_element_indices_in_a_batch_named_helper(element: str) -> None:
    body = f"""
def get_batch(inputs, labels):
    for i in range(len(inputs) - 1):
        inputs[i] = np.asarray(inputs[i], dtype=np.float32)
    return {element}, labels

for step in range(100):
    xb, yb = get_batch(X, Y)
    model.train_on_batch(xb, yb)
"""
    assert found(body) == []


@pytest.mark.parametrize("selection", [
    "idx = np.random.choice(len(X), bs)\n    return X[idx], Y[idx]",
    "return X[perm[i * bs:(i + 1) * bs]], Y[perm[i * bs:(i + 1) * bs]]",
    "sel = indices[i * bs:(i + 1) * bs]\n    return X[sel], Y[sel]",
])
def test_index_arrays_in_a_batch_named_helper_still_make_it_a_helper(selection: str) -> None:
    body = f"""
def next_batch(X, Y, i, bs, perm, indices):
    {selection}

for i in range(n_batches):
    xb, yb = next_batch(X_train, Y_train, i, 64, perm, indices)
    model.train_on_batch(xb, yb)
"""
    # A random gather (`np.random.choice`) gives full batches: TFS302.
    expected = "TFS302" if "random.choice" in selection else "TFS301"
    assert found(body) == [(body.split("\n").index("for i in range(n_batches):"), expected)]


# -- messages quote code on one line ------------------------------------------------------------


def test_multi_line_code_is_folded_in_messages_and_suggestions() -> None:
    body = """
for xb in np.array_split(
        np.concatenate([X_train,
                        X_extra]), 10):
    model.fit(xb, Y)
for i in range(0, len(X_train),
               bs):
    sess.run(train_op, feed_dict={x: (X_train
                                      [i:i + bs])})
"""
    first, second = lint(HEADER + body, ["TFS301"])
    assert "`np.concatenate([X_train, X_extra])`" in first.message
    assert "from_tensor_slices(np.concatenate([X_train, X_extra]))" in (first.fix.suggestion or "") \
        if first.fix else False
    assert "`(X_train[i:i + bs])`" in second.message and ".batch(bs," in second.message
    for diagnostic in (first, second):
        assert "\n" not in diagnostic.message and "  " not in diagnostic.message


def test_slices_of_a_shape_do_not_make_a_batch_helper() -> None:
    # deepchem's real `_prepare_batch` also cuts `shape[:expected_dims]`: part of a shape.
    body = """
class Model:
    def _prepare_batch(self, batch):
        inputs, labels = batch
        for i in range(len(inputs)):
            shape = inputs[i].shape
            expected_dims = len(self._input_shapes[i])
            if len(shape) > expected_dims:
                inputs[i] = inputs[i].reshape(shape[:expected_dims])
            else:
                inputs[i] = inputs[i].reshape(inputs[i].shape[:expected_dims] + (1,))
        return (inputs, labels)

    def fit(self, generator):
        for batch in generator:
            inputs, labels = self._prepare_batch(batch)
            self.train_step(inputs, labels)
"""
    assert found(body) == []


# -- lists of batches made by np.array_split before the loop and indexed in it -----------------

SPLIT_FLAGGED = {
    "indexed-by-the-loop-counter": ("""
def train(sess, train_op, X, Y, x_train, y_train, n_batches):
    x_batches = np.array_split(x_train, n_batches)
    y_batches = np.array_split(y_train, n_batches)
    for b in range(n_batches):
        sess.run(train_op, feed_dict={X: x_batches[b], Y: y_batches[b]})
""", 4),
    "innermost-loop-under-epochs": ("""
x_batches = np.split(trX, n_batches)
y_batches = np.split(trY, n_batches)
for epoch in range(5):
    for b in range(n_batches):
        model.train_on_batch(x_batches[b], y_batches[b])
""", 4),
    "assigned-to-a-name-in-the-loop": ("""
for b in range(n_batches):
    xb = x_batches[b]
    sess.run(train_op, {X: xb})
x_batches = np.array_split(x_train, n_batches, axis=0)
""", 1),
    "eager-step": ("""
chunks = np.array_split(x_test, num_chunks)
for i in range(len(chunks)):
    preds.append(model(chunks[i]))
""", 2),
}

SPLIT_SILENT = {
    "split-by-channel": """
r, g, b = np.array_split(images, 3, axis=-1)
for i in range(3):
    sess.run(op, {x: r})
""",
    "split-along-another-axis": """
columns = np.array_split(features, n_groups, axis=1)
for i in range(n_groups):
    sess.run(op, {x: columns[i]})
""",
    "split-at-indices": """
parts = np.split(data, [n_train, n_train + n_val])
for step in range(100):
    sess.run(op, {x: parts[0]})
""",
    "cross-validation-folds": """
folds = np.array_split(X, n_folds)
for i in range(n_folds):
    model.fit(np.concatenate(folds[:i] + folds[i + 1:]), verbose=0)
    model.evaluate(folds[i])
""",
    "joined-held-out-part": """
parts = np.array_split(X, num_parts)
for i in range(num_parts):
    train = np.concatenate(parts[:i] + parts[i + 1:])
    model.fit(train, epochs=1)
""",
    "no-consumer": """
x_batches = np.array_split(x_train, n_batches)
for b in range(n_batches):
    np.save(f"part{b}.npy", x_batches[b])
""",
    "halves": """
halves = np.split(X, 2)
for h in range(2):
    model.predict(halves[h])
""",
}


@pytest.mark.parametrize(("body", "line"), SPLIT_FLAGGED.values(), ids=SPLIT_FLAGGED.keys())
def test_split_lists_indexed_in_a_loop_are_flagged(body: str, line: int) -> None:
    assert found(body) == [(line, "TFS301")]
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    assert "np.array_split" in diagnostic.message


@pytest.mark.parametrize("body", SPLIT_SILENT.values(), ids=SPLIT_SILENT.keys())
def test_split_look_alikes_stay_silent(body: str) -> None:
    assert found(body) == []


def test_split_list_iterated_and_indexed_is_reported_once() -> None:
    body = """
x_batches = np.array_split(x_train, n_batches)
for epoch in range(5):
    for xb in x_batches:
        sess.run(train_op, {X: xb})
"""
    assert found(body) == [(3, "TFS301")]


def test_split_list_message_and_suggestion_name_the_split_arrays() -> None:
    body = """
x_batches = np.array_split(x_train, n_batches)
y_batches = np.array_split(y_train, n_batches)
for b in range(n_batches):
    sess.run(train_op, feed_dict={X: x_batches[b], Y: y_batches[b]})
"""
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    assert "from `x_train`, `y_train`" in diagnostic.message
    assert diagnostic.fix is not None
    assert "from_tensor_slices((x_train, y_train))" in (diagnostic.fix.suggestion or "")
    assert "for x_train_batch, y_train_batch in dataset" in (diagnostic.fix.suggestion or "")


# -- a helper that passes on the batches of the module's own slicing helper --------------------

DATASET_CLASS = """
class DataSet(object):
    def __init__(self, images, labels):
        self._images, self._labels = images, labels
        self._index_in_epoch = 0

    def next_batch(self, batch_size):
        start = self._index_in_epoch
        self._index_in_epoch += batch_size
        end = self._index_in_epoch
        return self._images[start:end], self._labels[start:end]
"""


def test_feed_dict_helper_wrapping_the_module_next_batch_is_flagged() -> None:
    body = DATASET_CLASS + """
def fill_feed_dict(data_set, images_pl, labels_pl):
    images_feed, labels_feed = data_set.next_batch(BATCH)
    return {images_pl: images_feed, labels_pl: labels_feed}


def do_eval(sess, eval_correct, images_placeholder, labels_placeholder, data_set):
    true_count = 0
    for step in range(data_set.num_examples // BATCH):
        feed_dict = fill_feed_dict(data_set, images_placeholder, labels_placeholder)
        true_count += sess.run(eval_correct, feed_dict=feed_dict)
    return true_count
"""
    lines = body.split("\n")
    loop_line = next(i for i, text in enumerate(lines) if "for step in" in text)
    # `range(num_examples // BATCH)` steps: every batch is full (TFS302).
    assert found(body) == [(loop_line, "TFS302")]
    [diagnostic] = lint(HEADER + body, ["TFS302"])
    assert "`fill_feed_dict()`" in diagnostic.message and "`DataSet.next_batch()`" in diagnostic.message


def test_a_wrapper_of_the_library_next_batch_is_tfs302() -> None:
    """`fully_connected_feed.py` as TensorFlow ships it (`DataSet` is the library's) and
    `mnist_with_summaries.py`'s `feed_dict(train)`: the library's full batches, one call
    away, fed every step. Found on the thirty-first split (stop 31), missed until then."""
    body = """
def fill_feed_dict(data_set, images_pl, labels_pl):
    images_feed, labels_feed = data_set.next_batch(FLAGS.batch_size, FLAGS.fake_data)
    feed_dict = {images_pl: images_feed, labels_pl: labels_feed}
    return feed_dict

def train():
    data_sets = input_data.read_data_sets(FLAGS.input_data_dir)
    for step in range(FLAGS.max_steps):
        feed_dict = fill_feed_dict(data_sets.train, x, y)
        _, loss_value = sess.run([train_op, loss], feed_dict=feed_dict)

def summaries():
    def feed_dict(train):
        if train:
            xs, ys = mnist.train.next_batch(100)
        else:
            xs, ys = mnist.test.images, mnist.test.labels
        return {x: xs, y_: ys}
    for i in range(FLAGS.max_steps):
        if i % 10 == 0:
            acc = sess.run(accuracy, feed_dict=feed_dict(False))
        else:
            sess.run(train_step, feed_dict=feed_dict(True))
"""
    header = PLAIN + "from tensorflow.examples.tutorials.mnist import input_data\n"
    lines = body.split("\n")
    loops = [i for i, text in enumerate(lines) if text.strip().startswith("for ")]
    assert found(body, header) == [(loops[0], "TFS302"), (loops[1], "TFS302")]
    first, second = lint(header + body, ["TFS302"])
    assert "`fill_feed_dict()`, which takes them from `data_set.next_batch()`" in first.message
    assert ".batch(FLAGS.batch_size, drop_remainder=True)" in first.message
    assert "`feed_dict()`, which takes them from `mnist.train.next_batch()`" in second.message
    assert ".batch(100, drop_remainder=True)" in second.message


def test_a_wrapper_that_trains_or_returns_no_batch_is_not_a_library_batch_source() -> None:
    body = """
def train_one(data_set):
    xb, yb = data_set.next_batch(64)
    return sess.run(loss, feed_dict={x: xb, y: yb})

def skip(data_set):
    data_set.next_batch(64)
    return 0

for step in range(1000):
    losses.append(train_one(data_sets.train))
for step in range(1000):
    sess.run(train_op, feed_dict={x: X_all, k: skip(data_sets.train)})
"""
    assert found(body, PLAIN) == []


def test_wrapper_of_a_wrapper_names_the_slicing_helper() -> None:
    body = DATASET_CLASS + """
def get_batch(data_set):
    return data_set.next_batch(64)

def feed(data_set):
    xb, yb = get_batch(data_set)
    return {x: xb, y: yb}

for step in range(100):
    sess.run(train_op, feed_dict=feed(train_set))
"""
    [diagnostic] = lint(HEADER + body, ["TFS301"])
    assert "`feed()`" in diagnostic.message and "`DataSet.next_batch()`" in diagnostic.message


WRAPPER_SILENT = {
    # The wrapper calls the helper but returns something else.
    "returns-a-count": DATASET_CLASS + """
def skip(data_set, n):
    data_set.next_batch(n)
    return n

for step in range(1000):
    sess.run(train_op, feed_dict={x: X_all, k: skip(train_set, 10)})
""",
    # The wrapper trains on the batch itself: it is the consumer, its caller's loop is not batching.
    "wrapper-runs-the-session": DATASET_CLASS + """
def train_one(sess, data_set):
    xb, yb = data_set.next_batch(64)
    return sess.run(loss, feed_dict={x: xb, y: yb})

for step in range(1000):
    losses.append(train_one(sess, train_set))
""",
}


@pytest.mark.parametrize("body", WRAPPER_SILENT.values(), ids=WRAPPER_SILENT.keys())
def test_wrapper_look_alikes_stay_silent(body: str) -> None:
    header = HEADER + "from tensorflow.examples.tutorials.mnist import input_data\n"
    assert found(body, header) == []


# -- evaluation-only loops ----------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "preds = np.concatenate([model.predict(X[i:i + 512]) for i in range(0, len(X), 512)])\n",
        "for i in range(0, len(X), 100):\n    acc += accuracy.eval(feed_dict={x: X[i:i + 100], y: Y[i:i + 100]})\n",
        "for i in range(0, len(X_test), bs):\n    p = sess.run(prediction, feed_dict={x: X_test[i:i + bs]})\n",
    ],
)
def test_evaluation_in_chunks_is_silent_unless_the_file_needs_static_shapes(body: str) -> None:
    """Inference in chunks on CPU/GPU traces the short last chunk once: not worth a
    warning. On TPU (or with XLA, TFLite) it is: there the same loop is reported."""
    assert found(body, PLAIN) == []
    assert [code for _, code in found(body)] == ["TFS301"]


def test_a_training_fetch_makes_a_sess_run_loop_training() -> None:
    body = "for i in range(0, len(X), bs):\n    _, l = sess.run([opt, loss], {x: X[i:i + bs]})\n"
    assert found(body, PLAIN) == [(0, "TFS301")]


def test_cross_validation_folds_gpu_towers_and_replay_memory_are_silent() -> None:
    body = """
for i in range(k):
    val_x = x[i * n:(i + 1) * n]
    part_x = np.concatenate([x[:i * n], x[(i + 1) * n:]])
    model.fit(part_x, part_y, epochs=10)
for i in range(num_gpus):
    with tf.device('/gpu:%d' % i):
        loss = model(X[i * bs:(i + 1) * bs])
class Memory:
    def __init__(self):
        self.buffer = []
    def add(self, experience):
        self.buffer.append(experience)
    def sample(self, bs):
        start = np.random.randint(len(self.buffer) - bs)
        return self.buffer[start:start + bs]
memory = Memory()
for step in range(1000):
    memory.add(env.step(action))
    sess.run(train_op, {x: memory.sample(32)})
"""
    assert found(body, PLAIN) == []


def test_always_full_batches_are_tfs302_with_a_true_message() -> None:
    body = """
n_batches = len(X) // bs
for epoch in range(10):
    for i in range(n_batches):
        sess.run(train_op, {x: X[i * bs:(i + 1) * bs]})
for step in range(num_steps):
    offset = (step * bs) % (n - bs)
    sess.run(train_op, {x: X[offset:offset + bs]})
class GAN:
    def __init__(self, data):
        self.num_batches = len(data) // self.batch_size
    def train(self):
        for idx in range(0, self.num_batches):
            self.sess.run(self.d_optim, {self.x: self.data[idx * self.batch_size:(idx + 1) * self.batch_size]})
"""
    diagnostics = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert [(d.code, d.span.start.line - 3) for d in diagnostics] == [("TFS302", 3), ("TFS302", 5), ("TFS302", 12)]
    for diagnostic in diagnostics:
        assert "shorter" not in diagnostic.message and "always full" in diagnostic.message
    assert "left out of every epoch" in diagnostics[0].message and "left out of every epoch" not in diagnostics[1].message


def test_an_offset_cut_short_on_the_last_step_is_a_short_batch() -> None:
    body = """
while in_epoch:
    b_s, b_f = (step * BATCH) % len(data), ((step + 1) * BATCH) % len(data)
    step += 1
    if b_f < b_s:
        b_f = len(data)
        in_epoch = False
    sess.run(train_op, {x: data[b_s:b_f]})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_the_classic_tf1_next_batch_loop_is_tfs302() -> None:
    """`mnist.train.next_batch(100)` fed to `sess.run` every step: the most common TF1
    training loop; its batches are always full, so it is TFS302, never TFS301."""
    body = """
for i in range(1000):
    batch_xs, batch_ys = mnist.train.next_batch(100)
    sess.run(train_step, feed_dict={x: batch_xs, y_: batch_ys})
for i in range(10):
    xs, ys = mnist.test.next_batch(100)
    print(sess.run(accuracy, feed_dict={x: xs, y_: ys}))
"""
    assert found(body, PLAIN) == [(1, "TFS302")]
    [diagnostic] = lint(PLAIN + body, ["TFS302"])
    assert "`mnist.train.next_batch()`" in diagnostic.message and "always full" in diagnostic.message


def test_a_loader_that_keeps_its_own_batch_size_is_not_called_always_full() -> None:
    """ckyeungac's DKT+ (seventy-third split, judged false): `data.next_batch(is_train)`
    draws from a project loader that cuts `n // bs + 1` clipped slices, so its last batch
    is short; `is_train` is a flag, not the batch size, and the advice must not batch by it.
    MNIST's `next_batch(100)` and `next_batch(batch_size=bs)` stay always full.
    `next_batch()` with no argument is a project loader's too: char-rnn's `TextLoader` trims
    to whole batches, DKT+'s clips the last and a few-shot loader's episodes vary
    (AhmedAyad89's baselines, seventy-sixth split, judged false as "always full"), so the
    helper decides."""
    body = """
for i in range(data.num_batches):
    X_batch, y_batch = data.next_batch(ARG)
    sess.run(train_op, feed_dict={x: X_batch, y: y_batch})
"""
    for arg in ("is_train", "self.training", "True", '"train"', ""):
        (diagnostic,) = lint(PLAIN + body.replace("ARG", arg), ["TFS301", "TFS302"])
        assert diagnostic.code == "TFS302" and "always full" not in diagnostic.message, arg
        assert "depends on the helper" in diagnostic.message and ".batch(batch_size, drop" in diagnostic.message, arg
    for arg in ("100", "batch_size=bs", "FLAGS.batch_size", "BATCH_SIZE_TRAIN", "cfg.train_batch_size",
                "train_bsz", "train_minibatch", "mb_train", "eval_steps"):
        (diagnostic,) = lint(PLAIN + body.replace("ARG", arg), ["TFS301", "TFS302"])
        assert "always full" in diagnostic.message, arg
    # The whole training set in one batch is full-batch training, however it is named
    # (review of stop 39: the flag test had run first).
    whole = "train_samples = 55000\n" + body.replace("ARG", "train_samples")
    assert lint(PLAIN + whole, ["TFS301", "TFS302"]) == []


def test_a_helper_that_cuts_with_array_split_says_sizes_differ_not_a_short_batch() -> None:
    """Judged on the audit: `np.array_split(idx, len(X) // bs)` never makes a short batch."""
    body = """
def shuffle_batch(X, y, batch_size):
    rnd_idx = np.random.permutation(len(X))
    for batch_idx in np.array_split(rnd_idx, len(X) // batch_size):
        yield X[batch_idx], y[batch_idx]

for epoch in range(10):
    for X_batch, y_batch in shuffle_batch(X_train, y_train, 200):
        sess.run(training_op, feed_dict={X: X_batch, y: y_batch})
"""
    (diagnostic,) = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert "`np.array_split`" in diagnostic.message and "sizes differ by one" in diagnostic.message
    assert "shorter" not in diagnostic.message


# Stop 26's fourteenth split (World Models): three ways a batch is always full that read
# like a slice to the end.
WORLD_MODELS_FULL = {
    # A random subset of a fixed size: `permutation(n)[0:batch_size]`.
    "permutation-prefix": """
def random_batch():
    indices = np.random.permutation(N_data)[0:batch_size]
    return data_mu[indices], data_action[indices]

for step in range(num_steps):
    z, a = random_batch()
    sess.run(train_op, {x: z, y: a})
""",
    # A count of whole batches written `int(np.floor(n / bs))`.
    "nested-floor": """
num_batches = int(np.floor(total_length / batch_size))
for epoch in range(10):
    for idx in range(num_batches):
        batch = dataset[idx * batch_size:(idx + 1) * batch_size]
        sess.run(train_op, {x: batch})
""",
    # `np.split` into equal pieces (it raises unless the data divides evenly).
    "np-split": """
def create_batches(data, batch_size=100):
    num_batches = len(data) // batch_size
    data = data[0:num_batches * batch_size]
    return np.split(data.reshape(batch_size, -1), num_batches, 1)

for epoch in range(10):
    for batch in create_batches(all_data):
        sess.run(train_op, {x: batch})
""",
    # ... and the batch picked by index out of those pieces by another helper.
    "picked-from-np-split": """
def create_batches(data, batch_size=100):
    num_batches = len(data) // batch_size
    return np.split(data[0:num_batches * batch_size], num_batches)

def get_batch(batch_idx, data_mu):
    batch_mu = data_mu[batch_idx]
    return batch_mu + np.random.randn(*batch_mu.shape)

for epoch in range(10):
    data_mu = create_batches(all_data)
    for local_step in range(len(data_mu)):
        batch_z = get_batch(local_step, data_mu)
        sess.run(train_op, {x: batch_z})
""",
}


@pytest.mark.parametrize("body", WORLD_MODELS_FULL.values(), ids=list(WORLD_MODELS_FULL))
def test_world_models_batches_that_are_always_full_are_tfs302(body: str) -> None:
    diagnostics = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert [d.code for d in diagnostics] == ["TFS302"]
    assert "shorter" not in diagnostics[0].message


@pytest.mark.parametrize("draw", [
    "idx = np.random.randint(0, len(X), 64)",
    "idx = np.random.randint(len(X), size=batch_size)",
    "idx = np.random.choice(len(X), batch_size, replace=False)",
    "idx = np.random.permutation(len(X))[:batch_size]",
    "idx = rng.integers(0, len(X), size=batch_size)",
    "idx = random.sample(range(len(X)), batch_size)",
])
def test_a_random_gather_from_a_fixed_array_is_tfs302(draw: str) -> None:
    """Issue 14: `idx = np.random.randint(n, size=bs); X[idx]` from a fixed training array is
    host batching whose batches are always full (a GAN's discriminator step, the TF1
    cookbook's `rand_index = np.random.choice(len(x_vals), size=batch_size)`)."""
    body = f"""
for step in range(1000):
    {draw}
    d.train_on_batch(X[idx], np.ones(64))
"""
    [diagnostic] = lint(PLAIN + "import random\n" + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "a random gather, `X[idx]`" in diagnostic.message
    assert "shorter" not in diagnostic.message


def test_a_random_gather_inline_names_its_consumer() -> None:
    # `np.add(d_loss_real, d_loss_fake)` once made `np` a batch name, and with it every
    # `np.random...` of the loop: the consumer named was the generator's predict.
    body = """
class GAN:
    def train(self, epochs, batch_size=128):
        (X_train, _), (_, _) = mnist.load_data()
        X_train = X_train / 127.5 - 1.
        valid = np.ones((batch_size, 1))
        for epoch in range(epochs):
            imgs = X_train[np.random.randint(0, X_train.shape[0], batch_size)]
            noise = np.random.normal(0, 1, (batch_size, self.latent_dim))
            gen_imgs = self.generator.predict(noise)
            d_loss_real = self.discriminator.train_on_batch(imgs, valid)
            d_loss = 0.5 * np.add(d_loss_real, self.discriminator.train_on_batch(gen_imgs, valid))
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert "`self.discriminator.train_on_batch`" in diagnostic.message


RANDOM_NOT_BATCHES = {
    # An agent's replay memory, filled as it acts: no dataset to suggest.
    "replay-memory": """
for step in range(1000):
    memory.append((s, a, r))
    idx = np.random.choice(len(memory), 32)
    sess.run(train_op, {x: states[idx]})
    states = np.array(memory)
""",
    "grown-array": """
for step in range(1000):
    observations.append(obs)
    idx = np.random.randint(0, len(observations), 32)
    sess.run(train_op, {x: observations[idx]})
""",
    # One example, not a batch.
    "scalar-index": """
for step in range(1000):
    i = np.random.randint(len(X))
    sess.run(train_op, {x: X[i]})
""",
    # A bootstrap of the whole set, which `fit` batches itself.
    "bootstrap": """
for member in range(5):
    inds = np.random.choice(n_train, n_train, replace=True)
    model.fit(x_train[inds], y_train[inds], batch_size=32)
""",
    # Noise drawn every step is no data.
    "noise": """
for step in range(1000):
    sess.run(train_op, {z: np.random.randint(0, 10, size=(64, 100))})
""",
}


@pytest.mark.parametrize("body", RANDOM_NOT_BATCHES.values(), ids=list(RANDOM_NOT_BATCHES))
def test_random_draws_that_are_not_batches_of_a_dataset_stay_silent(body: str) -> None:
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []


REVIEW_27_SILENT = {
    # Spinning Up's layout: a preallocated replay buffer written at a pointer, sampled by a
    # method (the helper path) or in the update loop (the inline path).
    "buffer-helper": """
class ReplayBuffer:
    def __init__(self, obs_dim, size):
        self.obs1_buf = np.zeros([size, obs_dim], dtype=np.float32)
        self.ptr, self.size, self.max_size = 0, 0, size
    def store(self, obs):
        self.obs1_buf[self.ptr] = obs
        self.ptr = (self.ptr + 1) % self.max_size
    def sample_batch(self, batch_size=32):
        idxs = np.random.randint(0, self.size, size=batch_size)
        return dict(obs1=self.obs1_buf[idxs])

def ddpg(sess, x_ph, train_op, env):
    buf = ReplayBuffer(3, 1000000)
    for t in range(100000):
        buf.store(env.step())
        for _ in range(50):
            batch = buf.sample_batch(100)
            sess.run(train_op, {x_ph: batch['obs1']})
""",
    "buffer-inline": """
class Agent:
    def store(self, s):
        self.states[self.ptr] = s
        self.ptr = (self.ptr + 1) % self.capacity
    def learn(self):
        for _ in range(4):
            idx = np.random.randint(0, self.size, size=self.batch_size)
            self.sess.run(self.train_op, feed_dict={self.s: self.states[idx]})
""",
    # Data the agent collects every iteration (a rollout, DAgger's aggregate).
    "rollout": """
for it in range(1000):
    obs, acts = run_rollout(env, policy, 2048)
    for _ in range(320):
        idx = np.random.choice(2048, 64, replace=False)
        sess.run(train_op, {obs_ph: obs[idx], act_ph: acts[idx]})
""",
    # A random look at validation data now and then, inside a training loop fed from the graph.
    "validation-peek": """
for step in range(10000):
    sess.run(train_op)
    if step % 100 == 0:
        idx = np.random.choice(len(X_val), 500)
        print(sess.run(accuracy, {x: X_val[idx]}))
""",
    # Random labels and negative samples looked up in a table: noise, not data.
    "label-table": """
onehot = np.eye(10, dtype=np.float32)
for step in range(1000):
    fake_labels = onehot[np.random.randint(0, 10, batch_size)]
    gan.train_on_batch([np.random.normal(size=(batch_size, 100)), fake_labels], valid)
""",
    "negatives": """
for step in range(1000):
    negatives = unigram_table[np.random.randint(0, len(unigram_table), (batch_size, 5))]
    sess.run(train_op, {neg_ph: negatives})
""",
    # One example, a bootstrap of the whole set, a subsample `fit` batches itself.
    "one-example": """
for step in range(1000):
    idx = np.random.randint(0, X.shape[0], 1)
    sess.run(train_op, {x_ph: X[idx]})
""",
    "bootstrap-arange": """
for member in range(5):
    idx = np.random.choice(np.arange(n), size=n, replace=True)
    sess.run(train_op, {x_ph: X[idx]})
""",
    "subsample-fit": """
for epoch in range(20):
    idx = np.random.choice(len(X), 5000, replace=False)
    model.fit(X[idx], y[idx], batch_size=64, epochs=1)
""",
}


@pytest.mark.parametrize("body", REVIEW_27_SILENT.values(), ids=list(REVIEW_27_SILENT))
def test_review_27_random_draws_that_are_not_a_datasets_batches_stay_silent(body: str) -> None:
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []


REVIEW_27_FOUND = {
    # `self.last_loss = ...` in the loop changes no `self.x_train`.
    "self-attribute-bound": """
class Trainer:
    def train(self):
        for step in range(1000):
            idx = np.random.randint(0, len(self.x_train), self.batch_size)
            _, self.last_loss = self.sess.run([self.train_op, self.loss], {self.x: self.x_train[idx]})
""",
    # Images appended while loading, then made an array before training: a fixed dataset.
    "loaded-then-trained": """
images = []
for path in paths:
    images.append(load(path))
images = np.array(images)
for step in range(1000):
    idx = np.random.randint(0, len(images), size=(batch_size,))
    sess.run(train_op, {x: images[idx]})
""",
}


@pytest.mark.parametrize("body", REVIEW_27_FOUND.values(), ids=list(REVIEW_27_FOUND))
def test_review_27_random_gathers_from_a_fixed_dataset_are_found(body: str) -> None:
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "a random gather" in diagnostic.message
    assert "batch_size, drop_remainder=True)" in diagnostic.message  # not `.batch((batch_size,), ...)`


@pytest.mark.parametrize("gather, shown", [
    ("X[idx, :]", "X[idx, :]"),
    ("X[idx, ...]", "X[idx, ...]"),
    ("np.take(X, idx, axis=0)", "np.take(X, idx, axis=0)"),
    ("X.take(idx, axis=0)", "X.take(idx, axis=0)"),
    ('data["x"][idx]', 'data["x"][idx]'),
])
def test_a_random_gather_written_another_way_is_found(gather: str, shown: str) -> None:
    """Stop 26 left these alone; each is the same gather of whole rows."""
    body = f"""
data = {{"x": np.load("x.npy")}}
for step in range(1000):
    idx = np.random.choice(len(X), 64, replace=False)
    sess.run(train_op, {{x_ph: {gather}}})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and f"a random gather, `{shown}`" in diagnostic.message
    assert "batch(64, drop_remainder=True)" in diagnostic.message


@pytest.mark.parametrize("draw", [
    "np.sort(np.random.choice(len(X), 64, replace=False))",
    "sorted(random.sample(range(len(X)), 64))",
])
def test_a_sorted_random_draw_is_still_a_batch(draw: str) -> None:
    body = f"""
for step in range(1000):
    idx = {draw}
    sess.run(train_op, {{x_ph: X[idx]}})
"""
    [diagnostic] = lint(PLAIN + "import random\n" + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "batch(64, drop_remainder=True)" in diagnostic.message


@pytest.mark.parametrize("gather", [
    "X[idx, 0]",  # one column of each drawn row
    "np.take(X, idx)",  # of the flattened array
    "np.take(X, idx, axis=1)",  # columns, not examples
])
def test_a_random_pick_that_is_not_a_gather_of_rows_stays_silent(gather: str) -> None:
    body = f"""
for step in range(1000):
    idx = np.random.choice(len(X), 64, replace=False)
    sess.run(train_op, {{x_ph: {gather}}})
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []


def test_a_helper_whose_own_loop_stops_at_whole_batches_makes_them_full() -> None:
    """Judged false as TFS301 on the sixteenth split: a builder whose loop counts whole
    batches (`len(text) // slice_size`, after a trim) returns full batches only; one that
    appends the rest after its loop (the course's `random_mini_batches`) does not."""
    body = """
def get_batches(int_text, batch_size, seq_length):
    slice_size = batch_size * seq_length
    n_batches = len(int_text) // slice_size
    used_data = int_text[0:n_batches * slice_size + 1]
    batches = []
    for i in range(n_batches):
        input_batch = []
        for j in range(batch_size):
            input_batch.append(used_data[i * batch_size + j * seq_length:i * batch_size + (j + 1) * seq_length])
        batches.append(input_batch)
    return np.array(batches)

def with_rest(X, bs):
    m = X.shape[0]
    n = m // bs
    out = []
    for k in range(n):
        out.append(X[k * bs:(k + 1) * bs])
    if m % bs != 0:
        out.append(X[n * bs:m])
    return out

for epoch in range(10):
    for x in get_batches(text, 128, 100):
        sess.run(train_op, {inputs: x})
    for x in with_rest(X, 128):
        sess.run(train_op, {inputs: x})
"""
    found = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert [(d.span.start.line - PLAIN.count("\n"), d.code) for d in found] == [(25, "TFS302"), (27, "TFS301")]


def test_a_helper_whose_start_leaves_room_for_a_whole_batch_makes_them_full() -> None:
    """Judged false as TFS301 three times on the seventeenth split: the Udacity course's
    offset, wrapped modulo the data less a batch, and a random start drawn below it."""
    body = """
def get_next_batch(images, labels, step):
    offset = (step * BATCH_SIZE) % (labels.shape[0] - BATCH_SIZE)
    return images[offset:offset + BATCH_SIZE], labels[offset:offset + BATCH_SIZE]

def getTrainBatch():
    num = randint(0, nExamples - batchSize - 1)
    return X[num:num + batchSize], Y[num:num + batchSize]

def next_chunk(i):
    start = (i * BATCH_SIZE) % len(X)
    return X[start:start + BATCH_SIZE]

for step in range(1000):
    a, b = get_next_batch(train_images, train_labels, step)
    sess.run(train_op, {x: a, y: b})
for step in range(1000):
    a, b = getTrainBatch()
    sess.run(train_op, {x: a, y: b})
"""
    found = lint(PLAIN + "from random import randint\n" + body, ["TFS301", "TFS302"])
    assert [d.code for d in found] == ["TFS302", "TFS302"]
    assert all("shorter" not in d.message and "fails" not in d.message for d in found)


def test_the_same_cut_of_every_sequence_is_a_time_window_not_a_batch() -> None:
    # OpenAI's sentiment neuron encoder (judged false as TFS301 on the seventeenth split):
    # each step takes the next `nsteps` characters of every review; the loop inside batches.
    body = """
def transform(sorted_xs):
    for step in range(0, maxlen, nsteps):
        start, end = step, step + nsteps
        xsubseq = [x[start:end] for x in sorted_xs]
        xmb = batch_pad(xsubseq, len(xsubseq), nsteps)
        for batch in range(0, len(xsubseq), nbatch):
            sess.run(train_op, {X: xmb[batch:batch + nbatch]})

inputs = [X1, X2]
for i in range(n_batches):
    model.train_on_batch([x[i * bs:(i + 1) * bs] for x in inputs], labels)
for i in range(n_batches):
    sess.run(train_op, {ph: arr[i * bs:(i + 1) * bs] for ph, arr in zip(phs, arrays)})
"""
    found = lint(PLAIN + body, ["TFS301", "TFS302"])
    # The outer loop (line 3) cuts no batch, the inner one does; the two below slice each
    # array of a list alike: batches.
    assert [(d.span.start.line - PLAIN.count("\n"), d.code) for d in found] == [
        (7, "TFS301"), (11, "TFS301"), (13, "TFS301")]


HELPERS_WITH_A_SHORT_BATCH = {
    # The stop 27 review of `_stops_at_whole_batches`: each helper counts whole batches in
    # one loop but hands out a short one some other way, so the loop stays TFS301.
    "rest-in-try": """
def iterate_minibatches(inputs, targets, batchsize):
    try:
        for start in range(0, len(inputs) - batchsize + 1, batchsize):
            yield inputs[start:start + batchsize], targets[start:start + batchsize]
        rest = len(inputs) % batchsize
        if rest:
            yield inputs[-rest:], targets[-rest:]
    finally:
        print("epoch done")
""",
    "for-else": """
def iterate_minibatches(inputs, targets, batchsize):
    for start in range(0, len(inputs) - batchsize + 1, batchsize):
        yield inputs[start:start + batchsize], targets[start:start + batchsize]
    else:
        yield inputs[start + batchsize:], targets[start + batchsize:]
""",
    "while-branch": """
def iterate_minibatches(inputs, targets, batchsize, shuffle=False):
    if shuffle:
        for s in range(0, len(inputs) - batchsize + 1, batchsize):
            yield inputs[s:s + batchsize], targets[s:s + batchsize]
    else:
        start = 0
        while start < len(inputs):
            yield inputs[start:start + batchsize], targets[start:start + batchsize]
            start += batchsize
""",
    "shards": """
def iterate_minibatches(inputs, targets, batchsize, shard=1000):
    for s in range(0, len(inputs) - shard + 1, shard):
        xs, ys = inputs[s:s + shard], targets[s:s + shard]
        for i in range(0, len(xs), batchsize):
            yield xs[i:i + batchsize], ys[i:i + batchsize]
""",
    "wrapper-adds-rest": """
def whole(inputs, targets, batchsize):
    for start in range(0, len(inputs) - batchsize + 1, batchsize):
        yield inputs[start:start + batchsize], targets[start:start + batchsize]

def iterate_minibatches(inputs, targets, batchsize):
    batches = list(whole(inputs, targets, batchsize))
    rest = len(inputs) % batchsize
    if rest:
        batches.append((inputs[-rest:], targets[-rest:]))
    return batches
""",
    "minus-one": """
def iterate_minibatches(inputs, targets, batchsize):
    for start in range(0, len(inputs) - 1, batchsize):
        yield inputs[start:start + batchsize], targets[start:start + batchsize]
""",
    "ceiling": """
def iterate_minibatches(inputs, targets, batchsize):
    n_batches = (len(inputs) - 1 + batchsize) // batchsize
    for i in range(n_batches):
        yield inputs[i * batchsize:(i + 1) * batchsize], targets[i * batchsize:(i + 1) * batchsize]
""",
    "small-input": """
def iterate_minibatches(inputs, targets, batchsize):
    if len(inputs) < batchsize:
        yield inputs, targets
        return
    for start in range(0, len(inputs) - batchsize + 1, batchsize):
        yield inputs[start:start + batchsize], targets[start:start + batchsize]
""",
}


@pytest.mark.parametrize("helper", HELPERS_WITH_A_SHORT_BATCH.values(), ids=list(HELPERS_WITH_A_SHORT_BATCH))
def test_review_a_helper_that_hands_out_a_short_batch_another_way_stays_tfs301(helper: str) -> None:
    loop = """
for epoch in range(10):
    for xb, yb in iterate_minibatches(X_train, y_train, 128):
        sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    assert [d.code for d in lint(PLAIN + helper + loop, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_a_method_of_that_name_in_another_class_decides_too() -> None:
    body = """
class TrainSet(object):
    def batches(self, bs):
        for i in range(len(self.x) // bs):
            yield self.x[i * bs:(i + 1) * bs], self.y[i * bs:(i + 1) * bs]

class TestSet(object):
    def batches(self, bs):
        for i in range(0, len(self.x), bs):
            yield self.x[i:i + bs], self.y[i:i + bs]

test = TestSet(np.load("xt.npy"), np.load("yt.npy"))
for epoch in range(10):
    for xb, yb in test.batches(128):
        sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_a_model_fed_through_a_setter_is_still_fed() -> None:
    # pix2pix / CycleGAN: `set_input` hands the model its batch; only setters of weights
    # (`set_trainable_flat`, `set_weights`) are no consumer.
    body = """
for epoch in range(10):
    for i in range(0, len(A), batch_size):
        model.set_input(A[i:i + batch_size], B[i:i + batch_size])
        model.optimize_parameters()
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_a_dict_of_arrays_written_at_a_pointer_is_a_replay_memory() -> None:
    body = """
class Agent:
    def observe(self, s, r):
        i = self.count % self.size
        self.D["s"][i] = s
        self.D["r"][i] = r
        self.count += 1

    def learn(self, sess, batch_size=64):
        for _ in range(10):
            idx = np.random.choice(min(self.count, self.size), batch_size)
            sess.run(self.train_op, {self.s: self.D["s"][idx], self.y: self.D["r"][idx]})
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []


def test_review_a_sorted_bootstrap_is_still_the_whole_set() -> None:
    body = """
for member in range(5):
    boot = np.sort(np.random.choice(n_train, n_train))
    sess.run(train_op, {x_ph: X_train[boot]})
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []


@pytest.mark.parametrize("gather", ["np.take(X, idx, 0)", "np.take(a=X, indices=idx, axis=0)"])
def test_review_np_take_with_the_axis_by_position_or_keywords(gather: str) -> None:
    body = f"""
for step in range(1000):
    idx = np.random.choice(len(X), 64, replace=False)
    sess.run(train_op, {{x_ph: {gather}}})
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS302"]


def test_a_helper_of_another_module_feeding_a_training_step_function_is_found() -> None:
    """The cnn-text-classification idiom (found on the eighteenth split, missed before): the
    batches of `data_helpers.batch_iter(...)`, bound to a name, go to the module's
    `train_step`, which feeds them to a session run that trains. The file has no `range`
    and no `while`. The same helper's batches for `dev_step` (evaluation only) stay silent."""
    code = """\
import tensorflow as tf
import data_helpers

def train():
    with tf.Session() as sess:
        def train_step(x_batch, y_batch):
            feed_dict = {cnn.input_x: x_batch, cnn.input_y: y_batch}
            _, step, loss = sess.run([train_op, global_step, cnn.loss], feed_dict)

        def dev_step(x_batch, y_batch):
            feed_dict = {cnn.input_x: x_batch, cnn.input_y: y_batch}
            step, loss, acc = sess.run([global_step, cnn.loss, cnn.accuracy], feed_dict)

        batches = data_helpers.batch_iter(list(zip(x_train, y_train)), params['batch_size'], params['num_epochs'])
        for batch in batches:
            x_batch, y_batch = zip(*batch)
            train_step(x_batch, y_batch)
        dev_batches = data_helpers.batch_iter(list(zip(x_dev, y_dev)), params['batch_size'], 1)
        for batch in dev_batches:
            x_batch, y_batch = zip(*batch)
            dev_step(x_batch, y_batch)
"""
    found = lint(code, ["TFS301", "TFS302"])
    assert [(d.span.start.line, d.code) for d in found] == [(15, "TFS302")]
    assert "`train_step`" in found[0].message and "depends on the helper" in found[0].message


def test_the_message_names_the_step_that_trains_on_the_batch() -> None:
    # sugyan's MNIST (judged false on the eighteenth split): the batch is checked with
    # `accuracy.eval` every 100 steps, but copied into the training run on every step.
    body = """
for i in range(20000):
    batch = data.train.next_batch(50)
    if i % 100 == 0:
        train_accuracy = accuracy.eval(feed_dict={x: batch[0], y_: batch[1], keep_prob: 1.0})
    sess.run(train_step, feed_dict={x: batch[0], y_: batch[1], keep_prob: 0.5})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert "into `sess.run`" in diagnostic.message and "accuracy.eval" not in diagnostic.message


@pytest.mark.parametrize("fetches", [
    "[tf.train.get_global_step(), cnn.loss, cnn.accuracy]",
    "[global_step_tensor, cnn.loss]",
    "[cnn.update_metrics, cnn.accuracy]",
])
def test_review_an_evaluating_step_function_is_no_training_feed(fetches: str) -> None:
    code = f"""\
import tensorflow as tf
import data_helpers
def train():
    with tf.Session() as sess:
        def dev_step(x_batch, y_batch):
            feed_dict = {{cnn.input_x: x_batch, cnn.input_y: y_batch}}
            out = sess.run({fetches}, feed_dict)
        for batch in data_helpers.batch_iter(list(zip(x_dev, y_dev)), FLAGS.batch_size, 1):
            x_batch, y_batch = zip(*batch)
            dev_step(x_batch, y_batch)
"""
    assert lint(code, ["TFS301", "TFS302"]) == []


def test_review_an_evaluation_before_the_training_step_does_not_hide_it() -> None:
    code = """\
import tensorflow as tf
import data_helpers
def train():
    with tf.Session() as sess:
        def train_step(x_batch, y_batch):
            sess.run([train_op, cnn.loss], {cnn.input_x: x_batch, cnn.input_y: y_batch})
        def dev_step(x_batch, y_batch):
            sess.run([global_step, cnn.loss], {cnn.input_x: x_batch, cnn.input_y: y_batch})
        for batch in data_helpers.batch_iter(list(zip(x_train, y_train)), FLAGS.batch_size, 10):
            x_batch, y_batch = zip(*batch)
            dev_step(x_batch[:10], y_batch[:10])
            train_step(x_batch, y_batch)
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "`train_step`" in diagnostic.message


def test_review_batches_of_each_array_in_a_collection_are_batches() -> None:
    body = """
def train(model, arrays, epochs, bs):
    n = len(arrays[0])
    for epoch in range(epochs):
        for i in range(0, n, bs):
            batch = [a[i:i + bs] for a in arrays]
            model.train_on_batch(batch[:-1], batch[-1])
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_a_helper_that_wraps_the_offset_on_one_branch_only_is_not_always_full() -> None:
    body = """
def get_batch(data, labels, batch_size, step, shuffle):
    if shuffle:
        offset = (step * batch_size) % (labels.shape[0] - batch_size)
    else:
        offset = step * batch_size
    return data[offset:offset + batch_size], labels[offset:offset + batch_size]

def log_rest(data, batch_size):
    print("%d examples left" % (len(data) - batch_size))
    return data[:batch_size]

n_batches = int(np.ceil(len(train_x) / 128))
for epoch in range(10):
    for step in range(n_batches):
        bx, by = get_batch(train_x, train_y, 128, step, shuffle=False)
        sess.run(train_op, feed_dict={x: bx, y: by})
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS301"]


def test_writing_a_models_weights_is_not_feeding_it() -> None:
    # OpenAI's evolution strategies (judged false as TFS301 on the sixteenth split): a slice
    # of a shared noise table, added to the flat parameters and written into the policy.
    body = """
class SharedNoiseTable:
    def get(self, i, dim):
        return self.noise[i:i + dim]

while time.time() - start < min_runtime:
    noise_idx = noise.sample_index(rs, policy.num_params)
    v = noise_stdev * noise.get(noise_idx, policy.num_params)
    policy.set_trainable_flat(params + v)
    rews = rollout(policy, env)
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []


def test_a_thread_filling_a_queue_is_the_tf1_prefetch_not_host_batching() -> None:
    """Tacotron's `DataFeeder`: a thread cuts batches and runs the queue's enqueue op with
    them; the model dequeues, so the copy overlaps the computation (judged false as
    TFS302 on the fourteenth split). A training step fed the same way is still reported."""
    body = """
class DataFeeder(threading.Thread):
    def _enqueue_next_group(self):
        examples = [self._get_next_example() for i in range(n * 32)]
        batches = [examples[i:i + n] for i in range(0, len(examples), n)]
        for batch in batches:
            feed_dict = dict(zip(self._placeholders, _prepare_batch(batch)))
            self._session.run(self._enqueue_op, feed_dict=feed_dict)

def fill(sess, X):
    for i in range(len(X) // 64):
        sess.run(enqueue_op, feed_dict={x_ph: X[i * 64:(i + 1) * 64]})
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []
    trained = body.replace("self._enqueue_op", "self._train_op").replace("enqueue_op", "train_op")
    assert [d.code for d in lint(PLAIN + trained, ["TFS301", "TFS302"])] == ["TFS302", "TFS302"]
    # A short last batch enqueued leaves the dequeued batch dimension unknown: still TFS301.
    short = body.replace("range(len(X) // 64)", "range(int(np.ceil(len(X) / 64)))")
    assert [d.code for d in lint(PLAIN + short, ["TFS301", "TFS302"])] == ["TFS301"]


# The stop 26 review of the fourteenth split's rules: each of these kept its short last
# batch (TFS301) or its finding, and the first change lost it.
REVIEW_26_SHORT = {
    # `np.split` at indices (a label column) is no split into equal pieces.
    "split-at-indices": """
def get_batch(data, i, bs):
    batch = data[i * bs:(i + 1) * bs]
    x, y = np.split(batch, [-1], axis=1)
    return x, y

for epoch in range(10):
    for i in range(int(np.ceil(len(data) / batch_size))):
        xb, yb = get_batch(data, i, batch_size)
        sess.run(train_op, feed_dict={x_ph: xb, y_ph: yb})
""",
    # `[:cur_batch_size]` is as short as the last batch, not a fixed size.
    "current-batch-size": """
def get_batch(x, i, bs):
    start = i * bs
    cur_batch_size = min(bs, len(x) - start)
    weights = np.ones(bs)[:cur_batch_size]
    return x[start:start + cur_batch_size], weights

for epoch in range(10):
    for i in range(int(np.ceil(len(X) / batch_size))):
        xb, wb = get_batch(X, i, batch_size)
        sess.run(train_op, feed_dict={x_ph: xb, w_ph: wb})
""",
    # A train/validation split made by an "always full" helper is no list of equal pieces.
    "split-by-a-sampling-helper": """
def split_data(x, val_frac=0.1):
    idx = np.random.choice(len(x), len(x), replace=False)
    n_train = int(len(x) * (1 - val_frac))
    return x[idx][0:n_train], x[idx][n_train:]

def get_batch(x, i, bs):
    return x[i * bs:(i + 1) * bs]

x_train, x_val = split_data(X)
for epoch in range(10):
    for i in range(int(np.ceil(len(x_train) / batch_size))):
        sess.run(train_op, feed_dict={x_ph: get_batch(x_train, i, batch_size)})
""",
    # A tower split inside the training step does not take the step's batch over.
    "tower-split": """
def get_batch(x, i, bs):
    return x[i * bs:(i + 1) * bs]

def tower_batch(x_batch, g):
    per = len(x_batch) // num_gpus
    return x_batch[g * per:(g + 1) * per]

for epoch in range(10):
    for i in range(int(np.ceil(len(X) / batch_size))):
        xb = get_batch(X, i, batch_size)
        feed = {}
        for g in range(num_gpus):
            feed[x_phs[g]] = tower_batch(xb, g)
        sess.run(train_op, feed_dict=feed)
""",
    # `int(np.floor((n + bs - 1) / bs))` is the ceiling idiom.
    "ceiling-in-floor": """
n_batches = int(np.floor((len(X) + batch_size - 1) / batch_size))
for epoch in range(10):
    for i in range(n_batches):
        sess.run(train_op, feed_dict={x_ph: X[i * batch_size:(i + 1) * batch_size]})
""",
}


def test_a_scikit_learn_estimator_is_no_tensorflow_consumer() -> None:
    """The fifteenth split (minigo's `sharp_positions`, uncertainty-baselines' few-shot
    eval): `clf.fit(...)` on a scikit-learn estimator in a loop has no batch shape to lose."""
    body = """
from sklearn import svm
from sklearn.linear_model import LogisticRegression
linear_svm = svm.LinearSVR()
for i in range(0, len(X), 1000):
    linear_svm.fit(X[i:i + 1000], y[i:i + 1000])
for i in range(0, len(X), 1000):
    clf = LogisticRegression()
    clf.fit(X[i:i + 1000], y[i:i + 1000])
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []
    # A name that also holds a Keras model elsewhere in the file stays a consumer.
    mixed = body + "clf = tf.keras.Sequential([tf.keras.layers.Dense(1)])\n"
    assert [d.code for d in lint(PLAIN + mixed, ["TFS301", "TFS302"])] == ["TFS301"]


def test_a_cut_along_the_feature_axis_is_no_batch() -> None:
    """The fifteenth split (uncertainty-baselines' few-shot eval): one ensemble member's
    share of the features, `x[:, i * repr_size:(i + 1) * repr_size]`, every example each
    time. Column batches that say so (`X[:, k * mini_batch_size:...]`) are still batches."""
    body = """
repr_size = x.shape[-1] // ens_size
for i in range(ens_size):
    model.fit(x[:, i * repr_size:(i + 1) * repr_size], y)
"""
    assert lint(PLAIN + body, ["TFS301", "TFS302"]) == []
    columns = body.replace("repr_size", "mini_batch_size")
    assert [d.code for d in lint(PLAIN + columns, ["TFS301", "TFS302"])] == ["TFS301"]


@pytest.mark.parametrize("body", REVIEW_26_SHORT.values(), ids=list(REVIEW_26_SHORT))
def test_review_26_short_last_batches_stay_tfs301(body: str) -> None:
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_26_a_queue_fed_in_step_with_training_or_a_static_placeholder_is_reported() -> None:
    """Full batches enqueued in the same loop that runs the training op do not overlap the
    step; and a placeholder with a static batch fed into the queue fails on a short batch."""
    synchronous = """
for epoch in range(10):
    for i in range(len(X) // batch_size):
        sess.run(enqueue_op, feed_dict={x_ph: X[i * batch_size:(i + 1) * batch_size]})
        sess.run(train_op)
"""
    assert [d.code for d in lint(PLAIN + synchronous, ["TFS301", "TFS302"])] == ["TFS302"]
    static = """
batch_size = 64
class Feeder(threading.Thread):
    def __init__(self, session):
        self._session = session
        self._x = tf.placeholder(tf.float32, [batch_size, 80], "x")
        self._enqueue_op = tf.FIFOQueue(8, [tf.float32]).enqueue([self._x])

    def run(self):
        for shard in self._shards:
            examples = np.load(shard)
            for i in range(0, len(examples), batch_size):
                self._session.run(self._enqueue_op, feed_dict={self._x: examples[i:i + batch_size]})
"""
    [diagnostic] = lint(PLAIN + static, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "would be rejected" in diagnostic.message


def test_a_slice_from_a_counter_to_the_batch_size_is_still_a_short_batch() -> None:
    """Only a slice from the start (`[0:batch_size]`) is one fixed-size batch; `[i:batch_size]`
    or a consecutive cut of the data to its end still leaves a short last batch."""
    body = """
def get_batch(data, i, batch_size):
    return data[i * batch_size:(i + 1) * batch_size]

for epoch in range(10):
    for i in range(int(np.ceil(len(X) / bs))):
        sess.run(train_op, {x: get_batch(X, i, bs)})
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == ["TFS301"]


# Stop 22's blind judgement of 13 fresh repositories (docs/precision.md).
NOT_BATCHES = {
    # A window along the time axis of every row (truncated BPTT), not a batch of examples.
    "time-axis": """
for n in range(0, arr.shape[1], num_steps):
    sess.run(train_op, {x: arr[:, n:n + num_steps]})
""",
    # A time window of one series, fed to a batch-1 inference model.
    "sequence-window": """
for offset in range(0, len(evaldata) - PRIMELEN, PRIMELEN):
    preds = model.predict(evaldata[offset:offset + PRIMELEN])
""",
}


@pytest.mark.parametrize("body", NOT_BATCHES.values(), ids=NOT_BATCHES.keys())
def test_windows_along_time_are_not_mini_batches(body: str) -> None:
    assert found(body) == []


def test_a_helper_that_trims_to_whole_batches_gives_full_batches() -> None:
    # Udacity's get_batches: `arr[:n_batches * batch_size]` first, so no batch is short.
    body = """
def get_batches(x, y, batch_size=100):
    n_batches = len(x) // batch_size
    x, y = x[:n_batches * batch_size], y[:n_batches * batch_size]
    for ii in range(0, len(x), batch_size):
        yield x[ii:ii + batch_size], y[ii:ii + batch_size]

for e in range(epochs):
    for xb, yb in get_batches(train_x, train_y, batch_size):
        sess.run(optimizer, feed_dict={inputs_: xb, labels_: yb})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]


def test_a_helper_that_grows_its_batches_says_their_size_depends_on_the_data() -> None:
    # Skip-gram pairs: the word batch is full, the pairs it yields are not a fixed number.
    body = """
def get_batches(words, batch_size, window_size=5):
    n_batches = len(words) // batch_size
    words = words[:n_batches * batch_size]
    for idx in range(0, len(words), batch_size):
        x, y = [], []
        batch = words[idx:idx + batch_size]
        for ii in range(len(batch)):
            batch_y = get_target(batch, ii, window_size)
            y.extend(batch_y)
            x.extend([batch[ii]] * len(batch_y))
        yield x, y

for e in range(epochs):
    for x, y in get_batches(train_words, batch_size):
        sess.run(optimizer, feed_dict={inputs: x, labels: np.array(y)[:, None]})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "size depends on the data" in diagnostic.message and "always full" not in diagnostic.message


def test_a_helper_whose_last_batch_takes_the_rest_says_its_size_differs() -> None:
    # Judged false on the fresh split: Udacity's transfer-learning `get_batches` gives its
    # last batch `x[ii:]`, the rest of the data, which is longer than the others.
    body = """
def get_batches(x, y, n_batches=10):
    batch_size = len(x) // n_batches
    for ii in range(0, n_batches * batch_size, batch_size):
        if ii != (n_batches - 1) * batch_size:
            X, Y = x[ii: ii + batch_size], y[ii: ii + batch_size]
        else:
            X, Y = x[ii:], y[ii:]
        yield X, Y

for e in range(epochs):
    for x, y in get_batches(train_x, train_y):
        sess.run(optimizer, feed_dict={inputs_: x, labels_: y})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301"
    assert "takes the rest of the data (`x[ii:]`)" in diagnostic.message and "its size differs" in diagnostic.message
    assert "can be shorter" not in diagnostic.message
    # A helper without the open-ended slice keeps the general message.
    plain = body.replace("x[ii:], y[ii:]", "x[ii: ii + 1], y[ii: ii + 1]")
    [other] = lint(PLAIN + plain, ["TFS301", "TFS302"])
    assert "the last batch of each epoch is shorter unless" in other.message


def test_a_range_whose_written_bounds_divide_gives_full_batches() -> None:
    # Judged false on the fourth split: 128 rows in `range(0, 128, 32)` make no short batch.
    body = """
x = np.ones((128, 4))
rows = 128
for _ in range(10):
    for i in range(0, 128, 32):
        loss = train_step(x[i : i + 32])
    for i in range(0, rows, 32):
        loss = train_step(x[i : i + 32])
    for i in range(0, 130, 32):
        loss = train_step(x[i : i + 32])
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302", "TFS302", "TFS301"]


def test_a_list_made_a_multiple_of_the_batch_size_long_splits_into_full_batches() -> None:
    # Tacotron-2's feeder: `n * _batches_per_group` examples, sorted, cut into batches of n.
    body = """
def enqueue(self):
    n = self.batch_size
    examples = [self.next_example() for i in range(n * _batches_per_group)]
    examples.sort(key=lambda x: x[-1])
    batches = [examples[i: i + n] for i in range(0, len(examples), n)]
    for batch in batches:
        self.session.run(self.enqueue_op, feed_dict={self.x: batch})

def test_batches(self):
    n = self.batch_size
    examples = [self.test_example() for i in range(len(self.test_meta))]
    batches = [examples[i: i + n] for i in range(0, len(examples), n)]
    for batch in batches:
        self.session.run(self.enqueue_op, feed_dict={self.x: batch})
"""
    # Full batches into a queue: the TF1 prefetch design, nothing to say (stop 26). The test
    # set's short last batch still leaves the queue's batch dimension unknown: TFS301.
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]
    trained = body.replace("self.enqueue_op", "self.train_op")
    assert [code for _, code in found(trained, PLAIN)] == ["TFS302", "TFS301"]


def test_the_rest_after_a_position_is_not_a_batch() -> None:
    # keras-hub's PARSeq: `perm[i + 1:input_length]` builds a mask, it is no batch of examples.
    body = """
def generate_attention_masks(self, perm):
    input_length = ops.shape(perm)[0]
    mask = ops.ones((input_length, input_length))
    for i in range(input_length - 1):
        masked_keys = perm[i + 1 : input_length]
        indices = ops.stack((ops.broadcast_to(perm[i], ops.shape(masked_keys)), masked_keys), axis=1)
        mask = ops.scatter_update(mask, indices, ops.zeros(ops.shape(masked_keys)[0]))
    return mask[1:, :-1], mask[:-1, :-1]

def compute_loss(self, x, perms):
    for i in range(ops.shape(perms)[0]):
        query_mask, content_mask = self.generate_attention_masks(perms[i])
        out = self.backbone.decoder(x, query_mask, content_mask)
"""
    assert found(body, PLAIN) == []


def test_a_batch_split_across_gpus_in_a_helper_makes_no_batch_helper() -> None:
    # Tacotron-2's `_prepare_batch`: `batches[size_per_device * i:...]` for each GPU; the
    # batches come whole from the list, the helper only splits each across the GPUs.
    code = """import numpy as np
import tensorflow as tf


class Feeder:
    def prepare_batch(self, batches):
        size_per_device = int(len(batches) / self.num_gpus)
        inputs = []
        for i in range(self.num_gpus):
            batch = batches[size_per_device * i: size_per_device * (i + 1)]
            inputs.append(np.stack([x[0] for x in batch]))
        return np.concatenate(inputs)

    def enqueue(self):
        n = self.batch_size
        examples = [self.next_example() for i in range(n * 64)]
        batches = [examples[i: i + n] for i in range(0, len(examples), n)]
        for batch in batches:
            self.session.run(self.train_op, feed_dict=dict(zip(self.placeholders, self.prepare_batch(batch))))
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "(batches sliced into a Python list)" in diagnostic.message


def test_an_eager_forward_pass_in_chunks_is_evaluation() -> None:
    # Judged false on the fourth split: the latent means of every image, computed in
    # chunks by an eager model call; dropping the remainder would leave some unset.
    body = """
def get_latent_mu(images, dbvae, batch_size=1024):
    N = images.shape[0]
    mu = np.zeros((N, 100))
    for start_ind in range(0, N, batch_size):
        end_ind = min(start_ind + batch_size, N + 1)
        batch = (images[start_ind:end_ind]).astype(np.float32) / 255.
        _, batch_mu, _ = dbvae.encoder(batch)
        mu[start_ind:end_ind] = batch_mu
    return mu

for epoch in range(10):
    for start in range(0, N, bs):
        with tf.GradientTape() as tape:
            loss = loss_fn(y[start:start + bs], model(x[start:start + bs]))
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_metric_updates_are_no_training_and_the_count_that_reaches_the_loop_decides() -> None:
    # Judged false on the fifth split (tensorflow-handbook): a test pass of `model.predict`
    # with `accuracy.update_state(...)`, whose `num_batches` is bound again from `//`.
    body = """
num_batches = int(n_train // batch_size * num_epochs)
for batch_index in range(num_batches):
    X, y = data_loader.get_batch(batch_size)
    with tf.GradientTape() as tape:
        loss = model(X)
num_batches = int(data_loader.num_test_data // batch_size)
for batch_index in range(num_batches):
    start_index, end_index = batch_index * batch_size, (batch_index + 1) * batch_size
    y_pred = model.predict(data_loader.test_data[start_index: end_index])
    accuracy.update_state(y_true=data_loader.test_label[start_index: end_index], y_pred=y_pred)
with tf.compat.v1.Session() as sess:
    for batch_index in range(num_batches):
        start_index, end_index = batch_index * batch_size, (batch_index + 1) * batch_size
        y_pred = model.predict(data_loader.test_data[start_index: end_index])
        sess.run(accuracy.update_state(y_true=data_loader.test_label[start_index: end_index], y_pred=y_pred))
"""
    assert found(body, PLAIN) == []
    # The same count feeding a training step: every batch is full.
    train = body.replace("y_pred = model.predict(", "y_pred = train_step(")
    assert [code for _, code in found(train, PLAIN)] == ["TFS302", "TFS302"]


def test_slice_bounds_from_a_helper_of_another_module_leave_the_last_batch_unknown() -> None:
    # tensorflow/privacy's pate: `utils.batch_indices` shifts the last window back to full.
    code = """import tensorflow as tf
from research.pate_2017 import utils

for step in range(max_steps):
    batch_nb = step % nb_batches
    start, end = utils.batch_indices(batch_nb, data_length, FLAGS.batch_size)
    sess.run(train_op, feed_dict={train_data_node: images[start:end], train_labels_node: labels[start:end]})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "`utils.batch_indices`" in diagnostic.message
    assert "depends on the helper" in diagnostic.message


def test_a_metric_updated_by_its_name_trains_nothing() -> None:
    # The handbook's zh-hant copy: `sess.run(sparse_categorical_accuracy.update(...))`.
    body = """
with tf.compat.v1.Session() as sess:
    for batch_index in range(num_batches):
        start_index, end_index = batch_index * batch_size, (batch_index + 1) * batch_size
        y_pred = model.predict(test_data[start_index: end_index])
        sess.run(sparse_categorical_accuracy.update(y_true=test_label[start_index: end_index], y_pred=y_pred))
"""
    assert found(body, PLAIN) == []
    assert [code for _, code in found(body.replace("sparse_categorical_accuracy.update", "model.update"), PLAIN)]


def test_running_a_tf1_metric_update_op_trains_nothing() -> None:
    # Judged false on the sixth split: tf-slim's metric tests feed slices to `update_op`.
    body = """
kappa, update_op = tf.compat.v1.metrics.cohen_kappa(labels_t, predictions_t, num_classes)
with tf.compat.v1.Session() as sess:
    for idx in range(0, num_samples, batch_size):
        sess.run(update_op, feed_dict={labels_t: labels[idx:idx + batch_size]})
"""
    assert found(body, PLAIN) == []
    assert found(body.replace("update_op = tf.compat.v1.metrics.cohen_kappa", "update_op = optimizer.minimize"), PLAIN)


@pytest.mark.parametrize("body", [
    # The count is bound again on a branch: it may not count whole batches.
    """
num_batches = len(x_train) // batch_size
if keep_remainder:
    num_batches = math.ceil(len(x_train) / batch_size)
for b in range(num_batches):
    sess.run(train_op, feed_dict={X: x_train[b * batch_size:(b + 1) * batch_size]})
""",
    # Whole batches, then the rest appended to the list.
    """
n = len(x) // bs
batches = [x[k * bs:(k + 1) * bs] for k in range(n)]
batches.append(x[n * bs:])
for epoch in range(10):
    for b in batches:
        sess.run(train_op, {X: b})
""",
    # Written bounds that divide, but slices wider than the step.
    """
for i in range(0, 128, 32):
    sess.run(train_op, {X: y[i:i + 64]})
""",
    # Bounds from the standard library are the loop's own arithmetic.
    """
for b in range(math.ceil(len(x_train) / batch_size)):
    start = math.floor(b * batch_size)
    end = math.floor(min((b + 1) * batch_size, len(x_train)))
    sess.run(train_op, feed_dict={X: x_train[start:end]})
""",
], ids=["rebound-on-a-branch", "rest-appended", "wider-than-step", "stdlib-bounds"])
def test_batches_that_can_still_be_short_stay_tfs301(body: str) -> None:
    # Review of stop 23: each of these was called "always full".
    assert [code for _, code in found("import math\n" + body, PLAIN)] == ["TFS301"]


def test_training_found_in_callers_and_metric_names_read_whole() -> None:
    # Review of stop 23: a chunked loss called inside a tape trains; a metric named
    # `train_accuracy` updated in a loop over `y_train` trains nothing.
    trains = """
def chunked_loss(model, x, y):
    total = 0.0
    for i in range(0, len(x), bs):
        total += loss_fn(y[i:i + bs], model(x[i:i + bs]))
    return total

for epoch in range(10):
    with tf.GradientTape() as tape:
        loss = chunked_loss(model, x_train, y_train)
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
"""
    assert [code for _, code in found(trains, PLAIN)] == ["TFS301"]
    scores = """
with tf.compat.v1.Session() as sess:
    for i in range(0, len(x_train), bs):
        y_pred = model.predict(x_train[i:i + bs])
        sess.run(train_accuracy.update_state(y_true=y_train[i:i + bs], y_pred=y_pred))
"""
    assert found(scores, PLAIN) == []


def test_the_message_names_the_same_array_whatever_the_hash_seed(tmp_path) -> None:
    # Found in the final read: the array an `np.array_split` loop names came from iterating a
    # set, so `X_train` or `y_train` depended on PYTHONHASHSEED.
    import os
    import subprocess
    import sys

    source = tmp_path / "split.py"
    source.write_text(PLAIN + """
for epoch in range(10):
    X_batches = np.array_split(X_train, len(X_train) // 50)
    l_batches = np.array_split(l_train, len(l_train) // 50)
    y_batches = np.array_split(y_train, len(y_train) // 50)
    for X_batch, l_batch, y_batch in zip(X_batches, l_batches, y_batches):
        sess.run([loss, training_op], feed_dict={X: X_batch, seq_length: l_batch, y: y_batch})
""")
    outputs = set()
    for seed in ("1", "2", "3", "4", "5", "6"):
        done = subprocess.run(
            [sys.executable, "-m", "tfshape_lint", "check", "--isolated", "--no-cache", "--output-format", "concise",
             "--select", "TFS301", str(source)],
            capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": seed}, check=False)
        outputs.add(done.stdout)
    assert len(outputs) == 1 and "from `X_train`" in outputs.pop()


STATIC_FEED = """import tensorflow as tf

class Model:
    def __init__(self, batch_size):
        self.x = tf.placeholder(tf.float32, {shape})
        self.y = tf.placeholder(tf.int32, [None])
        self.keep = tf.placeholder(tf.float32)

def train(sess, model, X, Y, bs):
    for i in range(0, len(X), bs):
        sess.run(model.train_op, feed_dict={{model.x: X[i:i + bs], model.y: Y[i:i + bs], model.keep: 0.5}})
"""


@pytest.mark.parametrize("shape", ["(512, 256)", "[FLAGS.batch_size, 784]", "(batch_size, 784)"])
def test_a_batch_fed_to_a_placeholder_with_a_static_batch_is_full(shape: str) -> None:
    # A placeholder declared `(512, 256)` rejects a shorter feed: the batches that run are
    # full, whatever the data's length (M044, P032, K081 of the blind audit).
    code = STATIC_FEED.format(shape=shape).replace("def __init__(self, batch_size)", "def __init__(self)") \
        if "batch_size," not in shape else "import tensorflow as tf\nbatch_size = 540 // 10\n" + \
        STATIC_FEED.format(shape=shape).split("\n", 1)[1].replace("def __init__(self, batch_size)", "def __init__(self)")
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert f"`model.x` is declared with a static batch (`{shape}`): every batch that runs is full" in diagnostic.message
    assert "the run fails unless the number of examples is a multiple of the batch size" in diagnostic.message
    assert "left out of every epoch" not in diagnostic.message


@pytest.mark.parametrize("shape", ["[None, 784]", "(batch_size, 784)"])
def test_a_batch_fed_to_placeholders_with_a_none_batch_stays_tfs301(shape: str) -> None:
    # `batch_size` a parameter without an int default may be None: not static.
    code = STATIC_FEED.format(shape=shape)
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


def test_a_static_placeholder_fed_through_a_feed_dict_held_in_a_name() -> None:
    # fast-style-transfer (R017 of the blind audit): `feed_dict = {X_content: X_batch}`.
    code = """import numpy as np
import tensorflow as tf
def optimize(content_targets, batch_size=4):
    batch_shape = (batch_size, 256, 256, 3)
    X_content = tf.compat.v1.placeholder(tf.float32, shape=batch_shape)
    for epoch in range(2):
        iterations = 0
        while iterations * batch_size < len(content_targets):
            curr = iterations * batch_size
            X_batch = content_targets[curr:curr + batch_size]
            iterations += 1
            feed_dict = {X_content: X_batch}
            train_step.run(feed_dict=feed_dict)
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "`X_content` is declared with a static batch" in diagnostic.message


def test_review_an_unrelated_plain_placeholder_does_not_make_an_attribute_static() -> None:
    code = """import numpy as np
import tensorflow as tf
def predict_one(image):
    x = tf.placeholder(tf.float32, [1, 784])
    return x
batch_size = 64 if training else None
z = tf.placeholder(tf.float32, [batch_size, 784])
with tf.Session() as sess:
    for i in range(0, len(X), 128):
        sess.run(model.train_op, feed_dict={model.x: X[i:i + 128], z: Z[i:i + 128]})
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


# -- the tenth split's blind verdicts ------------------------------------------------------

STOPS_BEFORE_A_SHORT_BATCH = """
def train_input_generator(x_train, y_train, batch_size=64):
    while True:
        p = np.random.permutation(len(x_train))
        x_train, y_train = x_train[p], y_train[p]
        index = 0
        while {condition}:
            yield x_train[index:index + batch_size], y_train[index:index + batch_size]
            index += batch_size

training_batch_generator = train_input_generator(x_train, y_train, batch_size=100)
for step in range(20000):
    image_, label_ = next(training_batch_generator)
    mon_sess.run(train_op, feed_dict={{image: image_, label: label_}})
"""


@pytest.mark.parametrize("condition, code", [
    ("index <= len(x_train) - batch_size", "TFS302"),
    ("index + batch_size <= len(x_train)", "TFS302"),
    ("index < len(x_train)", "TFS301"),
])
def test_a_helper_that_stops_before_a_short_batch_hands_out_full_batches(condition: str, code: str) -> None:
    # horovod's tensorflow_mnist.py (S025): the inner `while` never cuts a short batch.
    assert found(STOPS_BEFORE_A_SHORT_BATCH.format(condition=condition)) == [(11, code)]


PADDED = """
def generate(self, event_sequences, inputs, batch_size):
    num_seqs = len(event_sequences)
    num_batches = int(np.ceil(num_seqs / float(batch_size)))
    logliks = np.zeros(num_seqs)
    pad_amt = {pad}
    padded_event_sequences = event_sequences + [copy.deepcopy(event_sequences[-1]) for _ in range(pad_amt)]
    padded_inputs = inputs + [inputs[-1]] * pad_amt
    for b in range(num_batches):
        i, j = b * batch_size, (b + 1) * batch_size
        pad_amt = max(0, j - num_seqs)
        loglik = self._session.run(self._train_op, {{self._x: padded_inputs[i:j], self._e: padded_event_sequences[i:j]}})
        logliks[i:j - pad_amt] += loglik[:j - i - pad_amt]
"""


@pytest.mark.parametrize("pad, code", [("-len(event_sequences) % batch_size", "TFS302"), ("3", "TFS301")])
def test_slices_of_arrays_padded_to_whole_batches_are_full(pad: str, code: str) -> None:
    # magenta's events_rnn_model.py (S007): padded to a multiple of the batch size first.
    assert found(PADDED.format(pad=pad)) == [(8, code)]


def test_a_batch_size_drawn_at_random_on_every_step_is_not_called_static() -> None:
    # horovod's word2vec (S054): "always full, so the shape is static" was untrue.
    body = """
def generate_batch(batch_size, num_skips, skip_window):
    batch_size = batch_size // num_skips * num_skips
    data_index = random.randint(0, len(data) - span - 1)
    batch = np.ndarray(shape=(batch_size), dtype=np.int32)
    labels = np.ndarray(shape=(batch_size, 1), dtype=np.int32)
    buffer = collections.deque(maxlen=span)
    for i in range(batch_size // num_skips):
        for j in range(num_skips):
            batch[i * num_skips + j] = buffer[skip_window]
            labels[i * num_skips + j, 0] = buffer[target]
        buffer.append(data[data_index])
        data_index = (data_index + 1) % len(data)
    return batch, labels

for step in range(num_steps):
    batch_size = random.randint(max_batch_size // 2, max_batch_size)
    batch_inputs, batch_labels = generate_batch(batch_size, num_skips, skip_window)
    session.run([train_op, loss], feed_dict={train_inputs: batch_inputs, train_labels: batch_labels})
"""
    [diagnostic] = lint(HEADER + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "with a batch size `batch_size` it draws at random on every step" in diagnostic.message
    assert "never static" in diagnostic.message and "always full" not in diagnostic.message


LOADER = """
from data import cifar10_data
DataLoader = cifar10_data.DataLoader
train_data = DataLoader(args.data_dir, 'train', args.batch_size * args.nr_gpu, rng=rng, shuffle=True)
test_data = Loader(args.data_dir, 'test')
for epoch in range(args.max_epochs):
    for d in train_data:
        feed_dict = make_feed_dict(d)
        l, _ = sess.run([bits_per_dim, optimizer], feed_dict)
    for d in test_data:
        sess.run(optimizer, make_feed_dict(d))
    for d in train_data:
        train_step(d)
"""


def test_an_object_of_another_module_that_batches_is_host_batching() -> None:
    # pixel-cnn's `for d in train_data:` over a `DataLoader` given the batch size (a recall
    # miss of the tenth split): reported as batches made by a helper from elsewhere. A
    # loader given no batch size, and batches that reach no session, stay silent.
    assert found(LOADER) == [(6, "TFS302")]
    [diagnostic] = lint(HEADER + LOADER, ["TFS302"])
    assert "from `DataLoader(args.data_dir, 'train', args.batch_s" in diagnostic.message
    assert "whether the last batch is shorter depends on the helper" in diagnostic.message


def test_a_loader_class_of_this_file_is_not_called_a_helper_from_elsewhere() -> None:
    code = LOADER.replace("from data import cifar10_data\nDataLoader = cifar10_data.DataLoader\n",
                          "class DataLoader:\n    def __iter__(self):\n        return self\n")
    assert found(code) == []


CHUNKS = """
for epoch in range(100):
    np.random.shuffle(X_train)
    minibatches_size = BATCH_SIZE * TRAINING_RATIO
    for i in range({count}):
        discriminator_minibatches = X_train[i * minibatches_size:(i + 1) * minibatches_size]
        for j in range(TRAINING_RATIO):
            image_batch = discriminator_minibatches[j * BATCH_SIZE:(j + 1) * BATCH_SIZE]
            noise = np.random.rand(BATCH_SIZE, 100).astype(np.float32)
            discriminator_model.train_on_batch([image_batch, noise], [positive_y, negative_y, dummy_y])
"""


@pytest.mark.parametrize("count, code", [
    ("int(X_train.shape[0] // (BATCH_SIZE * TRAINING_RATIO))", "TFS302"),
    ("n_chunks", "TFS301"),
])
def test_batches_cut_from_chunks_of_whole_batches_are_full_and_reported_once(count: str, code: str) -> None:
    # keras-contrib's improved WGAN (T049 of the eleventh split): whole chunks of
    # `BATCH_SIZE * TRAINING_RATIO` rows, each cut into TRAINING_RATIO full batches. One
    # finding, at the loop that makes the batches, not another at the loop that cuts chunks.
    assert found(CHUNKS.format(count=count)) == [(6, code)]


@pytest.mark.parametrize("after", [
    "    if index < len(x):\n        yield x[index:], y[index:]\n",  # the remainder after the loop
    "    for start in range(0, len(x), batch_size):\n        yield x[start:start + batch_size], y[start:start + batch_size]\n",
])
def test_review_a_guard_counts_only_for_the_batches_it_guards(after: str) -> None:
    # The review of stop 25: the guard once counted wherever its text stood in the helper.
    body = ("def iterate_minibatches(x, y, batch_size):\n"
            "    index = 0\n"
            "    while index <= len(x) - batch_size:\n"
            "        yield x[index:index + batch_size], y[index:index + batch_size]\n"
            "        index += batch_size\n"
            + after +
            "for xb, yb in iterate_minibatches(x_train, y_train, 128):\n"
            "    sess.run(train_op, feed_dict={images: xb, labels: yb})\n")
    assert [code for _, code in found(body)] == ["TFS301"]


@pytest.mark.parametrize("body", [
    # Padded to the per-replica batch, sliced by the global one.
    "pad = -len(x) % per_replica_batch_size\n"
    "padded = np.concatenate([x, np.zeros((pad,) + x.shape[1:], x.dtype)])\n"
    "global_batch = per_replica_batch_size * num_replicas\n"
    "for i in range(0, len(padded), global_batch):\n"
    "    sess.run(train_op, {images: padded[i:i + global_batch]})\n",
    # Padded only on a branch.
    "pad = -len(x) % batch_size\n"
    "if pad_last:\n"
    "    x = np.concatenate([x, np.repeat(x[-1:], pad, axis=0)])\n"
    "for i in range(0, len(x), batch_size):\n"
    "    sess.run(train_op, {images: x[i:i + batch_size]})\n",
    # Trimmed only under a condition.
    "remainder = len(x) % batch_size\n"
    "data = x[:len(x) - remainder] if drop_last else x\n"
    "for i in range(0, len(data), batch_size):\n"
    "    sess.run(train_op, {images: data[i:i + batch_size]})\n",
    # The modulo comes after the loop.
    "data = np.asarray(x, dtype=np.float32)\n"
    "for i in range(0, len(data), batch_size):\n"
    "    sess.run(train_op, {images: data[i:i + batch_size]})\n"
    "x = x[len(x) - len(x) % batch_size:]\n",
])
def test_review_padding_counts_only_to_the_batch_width_unconditionally_before_the_loop(body: str) -> None:
    assert [code for _, code in found(body)] == ["TFS301"]


def test_review_a_random_size_padded_to_a_fixed_one_is_still_full() -> None:
    # The review of stop 25: the helper allocates `max_batch_size` rows and fills
    # `batch_size` of them, so the shape is static after all.
    body = """
def next_batch(x, y, batch_size, max_batch_size):
    out_x = np.zeros((max_batch_size,) + x.shape[1:], x.dtype)
    out_y = np.zeros((max_batch_size,), y.dtype)
    idx = np.random.choice(len(x), batch_size)
    out_x[:batch_size], out_y[:batch_size] = x[idx], y[idx]
    return out_x, out_y


def train(sess, x, y, images, labels, train_op, num_steps, max_batch_size):
    for step in range(num_steps):
        batch_size = random.randint(max_batch_size // 2, max_batch_size)
        xb, yb = next_batch(x, y, batch_size, max_batch_size)
        sess.run(train_op, feed_dict={images: xb, labels: yb})
"""
    [diagnostic] = lint(HEADER + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "at random" not in diagnostic.message
    assert "the batches are always full, so the batch dimension is static" in diagnostic.message


def test_review_an_outer_loop_that_also_feeds_its_chunk_keeps_its_finding() -> None:
    body = CHUNKS.format(count="n_chunks").replace(
        "        for j in range(TRAINING_RATIO):\n",
        "        sess.run(summary_op, feed_dict={images: discriminator_minibatches})\n"
        "        for j in range(TRAINING_RATIO):\n")
    assert found(body) == [(4, "TFS301"), (7, "TFS301")]


def test_review_chunks_counted_by_the_wrong_divisor_are_not_whole() -> None:
    body = CHUNKS.format(count="X_train.shape[0] // BATCH_SIZE")
    assert found(body) == [(6, "TFS301")]


def test_review_only_an_object_named_for_batches_is_a_loader() -> None:
    body = ("schedule = LRSchedule(base_lr, batch_size)\n"
            "evaluator = Evaluator(model_dir, every=10 * batch_size)\n"
            "Loader = Batcher\n"
            "local = Loader(x_train, batch_size)\n"
            "for epoch in range(10):\n"
            "    for rate in schedule:\n"
            "        sess.run([loss, optimizer], feed_dict={lr: rate})\n"
            "    for step in evaluator:\n"
            "        sess.run(eval_op, feed_dict={global_step_ph: step})\n"
            "    for xb in local:\n"
            "        sess.run(train_op, feed_dict={x: xb})\n")
    code = "class Batcher:\n    def __iter__(self):\n        return iter(self.x)\n" + body
    assert found(code) == []


def test_a_written_count_of_batches_the_written_length_covers_is_always_full() -> None:
    """Morvan's batch-normalisation tutorial (judged false as TFS301 on the nineteenth
    split): 250 batches of 10 from 2,500 rows; 260 of them would run past the end."""
    body = """
x_data = np.linspace(-7, 10, 2500)[:, np.newaxis]
for i in range(250):
    sess.run(train_op, feed_dict={xs: x_data[i*10:i*10+10], ys: y_data[i*10:i*10+10]})
"""
    y_data = "y_data = np.square(x_data) - 5\n"  # its length is x_data's: sliced with the same bounds
    assert [d.code for d in lint(PLAIN + y_data + body, ["TFS301", "TFS302"])] == ["TFS302"]
    assert [d.code for d in lint(PLAIN + y_data + body.replace("range(250)", "range(260)"),
                                 ["TFS301", "TFS302"])] == ["TFS301"]


@pytest.mark.parametrize("take", ["batch = batches.next()", "batch = next(batches)"])
def test_next_of_another_modules_batch_generator_in_a_counted_loop_is_found(take: str) -> None:
    """deep-siamese-text-similarity (read on the twentieth split): the batches of another
    module's `batch_iter`, taken one by one with `next` inside `for nn in range(...)`."""
    code = f"""\
import tensorflow as tf
from input_helpers import InputHelper
inpH = InputHelper()
batches = inpH.batch_iter(list(zip(x1, x2, y)), FLAGS.batch_size, FLAGS.num_epochs)
for nn in range(n_batches * FLAGS.num_epochs):
    {take}
    x1_batch, x2_batch, y_batch = zip(*batch)
    sess.run([train_op, loss], {{input_x1: x1_batch, input_x2: x2_batch, input_y: y_batch}})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "depends on the helper" in diagnostic.message
    assert "inpH.batch_iter" in diagnostic.message


@pytest.mark.parametrize("wrap, codes", [
    # Stock-Prediction-Models (twenty-first split, judged false): one window of one price
    # series, fed as a batch of one with the state carried over; its targets are the same
    # window shifted by a step.
    ("np.expand_dims(df_train.iloc[k:index, :].values, axis=0)", []),
    ("np.array([series[k:index]])", []),
    ("series[k:index].reshape(1, -1, 3)", []),
    # A trailing axis added to a batch keeps it a batch.
    ("np.expand_dims(series[k:index], axis=-1)", ["TFS301"]),
    # The review of stop 28: labels made a column (`np.array([y[k:index]]).T`) or stacked on
    # a last axis are no window fed as a batch of one.
    ("np.array([series[k:index]]).T", ["TFS301"]),
    ("np.transpose(np.array([series[k:index]]))", ["TFS301"]),
    ("np.stack([series[k:index]], axis=-1)", ["TFS301"]),
    # The second review: conversions of the window keep it one window.
    ("np.expand_dims(df_train.iloc[k:index, :].to_numpy(), axis=0)", []),
    ("np.expand_dims(df_train.iloc[k:index, :].values.astype(np.float32), axis=0)", []),
    ("np.expand_dims(np.float32(series[k:index]), 0)", []),
])
def test_a_window_fed_as_a_batch_of_one_makes_its_targets_no_batch(wrap: str, codes: List[str]) -> None:
    code = f"""\
import numpy as np
import tensorflow as tf
for i in range(epoch):
    init_value = np.zeros((1, 256))
    for k in range(0, df_train.shape[0] - 1, timestamp):
        index = min(k + timestamp, df_train.shape[0] - 1)
        batch_x = {wrap}
        batch_y = df_train.iloc[k + 1:index + 1, :].values
        last_state, _ = sess.run([model.last_state, model.optimizer],
                                 feed_dict={{model.X: batch_x, model.Y: batch_y, model.hidden: init_value}})
        init_value = last_state
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == codes


@pytest.mark.parametrize("ret, codes", [
    # A trading agent's `get_state` (Stock-Prediction-Models, judged false): the differences
    # inside a window, returned as one state with a batch axis.
    ("np.array([res])", []),
    ("np.expand_dims(np.array(res), 0)", []),
    ("np.array(res)", ["TFS301"]),
    # The review of stop 28: stacked on a last axis it is the whole window, a channel added.
    ("np.stack([np.array(block)], axis=-1)", ["TFS301"]),
])
def test_a_helper_returning_one_example_as_a_batch_of_one_is_no_batch_helper(ret: str, codes: List[str]) -> None:
    code = f"""\
import numpy as np
import tensorflow as tf
class Agent:
    def get_state(self, t):
        d = t - self.window_size
        block = self.trend[d:t + 1]
        res = []
        for i in range(self.window_size):
            res.append(block[i + 1] - block[i])
        return {ret}

    def train(self):
        for t in range(0, len(self.trend) - 1, self.skip):
            state = self.get_state(t)
            self.sess.run(self.optimizer, feed_dict={{self.X: state}})
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == codes


@pytest.mark.parametrize("build, code", [
    # DRAW (ericjang/draw, twenty-second split: missed): the fetch list is built in a name,
    # then extended with the training op, and run as `sess.run(fetches, feed_dict)`.
    ("fetches = []\nfetches.extend([Lx, Lz, train_op])", ["TFS302"]),
    ("fetches = [Lx, Lz, train_op]", ["TFS302"]),
    # A fetch list that trains nothing is an evaluation loop (silent without static shapes).
    ("fetches = [Lx, Lz]", []),
    # One tensor held in a name: what built it is not a fetch list (hwalsuklee's test script
    # fetches `y = cnn(x, is_training=is_training)`).
    ("fetches = cnn_model.CNN(x, is_training=is_training)", []),
    # The second review: the list that reaches the run decides, not an earlier one, and an
    # append in another function is another list.
    ("fetches = [Lx, train_op]\nfetches = [Lx, Lz]", []),
    ("def train():\n    fetches = []\n    fetches.append(train_op)\nfetches = [Lx, Lz]", []),
])
def test_a_fetch_list_held_in_a_name_is_read_for_training(build: str, code: List[str]) -> None:
    source = f"""\
import tensorflow as tf
from tensorflow.examples.tutorials import mnist
x = tf.placeholder(tf.float32, shape=(64, 784))
train_op = tf.train.AdamOptimizer(1e-3).minimize(cost)
train_data = mnist.input_data.read_data_sets("mnist", one_hot=True).train
{build}
sess = tf.InteractiveSession()
for i in range(10000):
    xtrain, _ = train_data.next_batch(64)
    feed_dict = {{x: xtrain}}
    results = sess.run(fetches, feed_dict)
"""
    assert [d.code for d in lint(source, ["TFS301", "TFS302"])] == code


@pytest.mark.parametrize("before, code", [
    # cleverhans' audio attacks (twenty-second split, judged false as TFS301): the script
    # asserts the count is a multiple of the batch size, so every batch is full.
    ("assert num % batch_size == 0", "TFS302"),
    ("assert (num % batch_size) == 0, 'whole batches only'", "TFS302"),
    ("assert not num % batch_size", "TFS302"),
    # Another width, or no assertion: a short last batch stays possible.
    ("assert num % 2 == 0", "TFS301"),
    ("print(num % batch_size)", "TFS301"),
    # The second review of stop 28: another array's count, one branch, an `or`, a nested
    # function or a docstring assert nothing about these batches.
    ("assert len(test) % batch_size == 0", "TFS301"),
    ("if mode == 'attack':\n        assert num % batch_size == 0\n        return attack(data)", "TFS301"),
    ("assert num % batch_size == 0 or allow_partial", "TFS301"),
    ("def check():\n        assert num % batch_size == 0", "TFS301"),
    ("'''assert num % batch_size == 0'''", "TFS301"),
])
def test_an_asserted_multiple_of_the_batch_size_makes_every_batch_full(before: str, code: str) -> None:
    source = f"""\
import numpy as np
import tensorflow as tf
def main():
    data = np.load("x.npy")
    num = len(data)
    batch_size = FLAGS.batch_size
    {before}
    with tf.Session() as sess:
        for l in range(int(np.ceil(num / batch_size))):
            sub = data[l * batch_size:(l + 1) * batch_size]
            sess.run(train_op, feed_dict={{x: sub}})
"""
    assert [d.code for d in lint(source, ["TFS301", "TFS302"])] == [code]


@pytest.mark.parametrize("after, never_used", [
    # cleverhans' EAD: whole batches in the loop, then the rest padded to a batch.
    ("if len(imgs) % batch_size != 0:\n        rest = imgs[len(imgs) - len(imgs) % batch_size:]\n"
     "        r.extend(attack_batch(pad(rest)))", False),
    ("pass", True),
    # The second review: a count logged, or another array's remainder, takes nothing.
    ("print('%d examples skipped' % (len(imgs) % batch_size))", True),
    ("n_val = len(val) // batch_size + (1 if len(val) % batch_size else 0)\n"
     "    print(val[:n_val * batch_size].shape)", True),
])
def test_a_remainder_taken_after_a_whole_batches_loop_is_not_left_out(after: str, never_used: bool) -> None:
    source = f"""\
import numpy as np
import tensorflow as tf
def attack(imgs, batch_size):
    r = []
    for i in range(0, len(imgs) // batch_size):
        r.extend(sess.run([train_op, adv], feed_dict={{x: imgs[i * batch_size:(i + 1) * batch_size]}}))
    {after}
    return r
"""
    [diagnostic] = lint(source, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert ("left out of every epoch" in diagnostic.message) is never_used


@pytest.mark.parametrize("buffer, code", [
    # cleverhans' `model_eval` (judged false as TFS301): each slice is copied into the front of
    # a batch-sized buffer, which is fed whole; the padding is masked after the run.
    ("np.zeros((batch_size,) + X_test.shape[1:], dtype=X_test.dtype)", "TFS302"),
    ("np.zeros((128, 784))", "TFS302"),
    # A buffer as long as the data, or of unknown size: the batch is whatever was copied.
    ("np.zeros(X_test.shape)", "TFS301"),
    ("make_buffer()", "TFS301"),
])
@pytest.mark.parametrize("fed", ["X_cur", "X_cur[:end - start]"])
def test_a_slice_copied_into_a_batch_sized_buffer_is_a_full_batch(buffer: str, code: str, fed: str) -> None:
    if fed != "X_cur":
        code = "TFS301"  # the second review: the buffer's front fed is the short batch again
    source = f"""\
import math
import numpy as np
import tensorflow as tf
strategy = tf.distribute.TPUStrategy(resolver)
def model_eval(sess, X_test, Y_test, batch_size):
    nb_batches = int(math.ceil(float(len(X_test)) / batch_size))
    X_cur = {buffer}
    for batch in range(nb_batches):
        start = batch * batch_size
        end = min(len(X_test), start + batch_size)
        X_cur[:end - start] = X_test[start:end]
        preds = sess.run(train_op, feed_dict={{x: {fed}}})
"""
    assert [d.code for d in lint(source, ["TFS301", "TFS302"])] == [code]


def test_an_argmin_index_in_a_helper_named_for_batches_picks_one_element() -> None:
    # cleverhans' HopSkipJump (judged false as TFS301): `binary_search_batch` returns the best
    # image, `out_images[np.argmin(dists)]`, not a batch.
    source = """\
import numpy as np
import tensorflow as tf
def binary_search_batch(original, perturbed_images, decision_function):
    out_images = project(original, perturbed_images)
    dists = np.array([np.linalg.norm(o - original) for o in out_images])
    idx = np.argmin(dists)
    return out_images[idx], dists[idx]

def attack(sample):
    for j in range(100):
        perturbed, dist = binary_search_batch(sample, candidates, decision_function)
        sess.run(train_op, feed_dict={x: perturbed})
"""
    assert lint(source, ["TFS301", "TFS302"]) == []


def test_review_a_monitored_window_beside_a_batch_loop_keeps_the_finding() -> None:
    # The review of stop 28: one window predicted for a log inside a real batch loop does not
    # make the loop's batches windows (their bounds and range say batch).
    code = """\
import numpy as np
import tensorflow as tf
for epoch in range(10):
    for i in range(0, len(windows), batch_size):
        sess.run(train_op, feed_dict={x: windows[i:i + batch_size], y: targets[i:i + batch_size]})
        probe = np.expand_dims(series[i:i + T], axis=0)
        print(sess.run(pred, feed_dict={x: probe}))
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


@pytest.mark.parametrize("pad, code", [
    # bamos' DCGAN image completion: a short last batch of files is padded up to the batch
    # size before it is fed.
    ("batch_images = np.pad(batch_images, ((0, self.batch_size - n), (0, 0)), 'constant')", "TFS302"),
    ("batch_images = np.clip(batch_images, 0, 1)", "TFS301"),
    # The second review: a spatial pad (28x28 to 32x32) or a pad to a multiple of the GPUs
    # leaves a short batch short.
    ("batch_images = np.pad(batch_images, ((0, 0), (2, 2)), 'constant')", "TFS301"),
    ("batch_images = np.pad(batch_images, ((0, num_gpus - n % num_gpus), (0, 0)))", "TFS301"),
])
def test_a_short_batch_padded_up_to_the_batch_size_in_the_loop_is_full(pad: str, code: str) -> None:
    source = f"""\
import numpy as np
import tensorflow as tf
class Model:
    def complete(self, imgs):
        for idx in range(int(np.ceil(len(imgs) / self.batch_size))):
            lo = idx * self.batch_size
            hi = min((idx + 1) * self.batch_size, len(imgs))
            n = hi - lo
            batch_images = np.array([load(f) for f in imgs[lo:hi]])
            if n < self.batch_size:
                {pad}
            self.sess.run([self.train_op], feed_dict={{self.images: batch_images}})
"""
    assert [d.code for d in lint(source, ["TFS301", "TFS302"])] == [code]


@pytest.mark.parametrize("index, code", [
    # domain-transfer-network (twenty-third split, judged false as TFS301): the batch index runs
    # round the whole batches only.
    ("i = step % int(svhn.shape[0] / self.batch_size)", "TFS302"),
    ("i = step % (len(svhn) // self.batch_size)", "TFS302"),
    # Round the ceiling, or round another width: the last batch can be short.
    ("i = step % int(np.ceil(svhn.shape[0] / self.batch_size))", "TFS301"),
    ("i = step % int(svhn.shape[0] / 10)", "TFS301"),
])
def test_a_batch_index_taken_modulo_the_whole_batches_gives_full_batches(index: str, code: str) -> None:
    source = f"""\
import numpy as np
import tensorflow as tf
class Solver:
    def train(self, sess, svhn):
        for step in range(self.train_iter + 1):
            {index}
            src = svhn[i * self.batch_size:(i + 1) * self.batch_size]
            sess.run(self.train_op, feed_dict={{self.images: src}})
"""
    assert [d.code for d in lint(source, ["TFS301", "TFS302"])] == [code]


def test_a_zip_of_ranges_bound_to_a_name_is_the_zip_form() -> None:
    # Packt's LeNet-5 (judged false: "the last batch of each epoch is shorter"; re-read in
    # stop 40, judged false again: with ends up to `len(trX) + 1` every whole batch is
    # yielded, the last too, and only the rest that fills none is left out).
    body = """
for i in range(100):
    training_batch = zip(range(0, len(trX), batch_size), range(batch_size, len(trX) + 1, batch_size))
    for start, end in training_batch:
        sess.run(optimizer, feed_dict={X: trX[start:end], Y: trY[start:end]})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "always full" in diagnostic.message
    assert "do not fill a last batch are left out" in diagnostic.message
    inline = """
for i in range(100):
    for start, end in zip(range(0, len(trX), batch_size), range(batch_size, len(trX) + 1, batch_size)):
        sess.run(optimizer, feed_dict={X: trX[start:end], Y: trY[start:end]})
"""
    [diagnostic] = lint(PLAIN + inline, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "always full" in diagnostic.message
    for zipped in (body, inline):
        [diagnostic] = lint(PLAIN + zipped.replace("len(trX) + 1", "len(trX)"), ["TFS301", "TFS302"])
        assert diagnostic.code == "TFS301" and "never yields the last batch" in diagnostic.message
        # Ends up to `n + bs`: the last end is past the data, and the slice up to it is the
        # short rest (left open in stop 40, where it read "never yields the last batch").
        [diagnostic] = lint(PLAIN + zipped.replace("len(trX) + 1", "len(trX) + batch_size"), ["TFS301", "TFS302"])
        assert diagnostic.code == "TFS301" and "never yields" not in diagnostic.message
        assert "shorter" in diagnostic.message


@pytest.mark.parametrize("count, code", [
    # The Apress book's Python 2 notebooks: `range` takes only an int, so `/` is Python 2's
    # floor division: whole batches, the rest unused.
    ("num_batches = train_X.shape[0] / batch_size", "TFS302"),
    ("num_batches = (train_X.shape[0] + batch_size - 1) / batch_size", "TFS301"),
])
def test_a_count_divided_with_a_slash_for_range_is_python_2_floor_division(count: str, code: str) -> None:
    body = f"""
{count}
for i in xrange(epochs):
    for j in xrange(num_batches):
        sess.run(op_train, feed_dict={{X: train_X[j * batch_size:(j + 1) * batch_size]}})
"""
    assert [d.code for d in lint(PLAIN + body, ["TFS301", "TFS302"])] == [code]


@pytest.mark.parametrize("build, consumer, codes", [
    # tensorflow_poems (twenty-fifth split, missed): another module's helper returns the lists
    # of batches before the loop, and the loop feeds them to a session one by one.
    ("batches_inputs, batches_outputs = generate_batch(FLAGS.batch_size, poems_vector, word_to_int)",
     "sess.run([loss, train_op], feed_dict={input_data: batches_inputs[n], output_targets: batches_outputs[n]})",
     ["TFS302"]),
    # Not named for batches, or not given a batch size by name, or not fed to a session.
    ("batches_inputs, batches_outputs = load_poems(poems_vector, word_to_int)",
     "sess.run([loss, train_op], feed_dict={input_data: batches_inputs[n], output_targets: batches_outputs[n]})",
     []),
    ("batches_inputs, batches_outputs = generate_batch(poems_vector, word_to_int)",
     "sess.run([loss, train_op], feed_dict={input_data: batches_inputs[n], output_targets: batches_outputs[n]})",
     []),
    ("batches_inputs, batches_outputs = generate_batch(FLAGS.batch_size, poems_vector, word_to_int)",
     "train_step(batches_inputs[n], batches_outputs[n])", []),
])
def test_lists_of_batches_from_another_modules_helper_are_host_batching(
        build: str, consumer: str, codes: List[str]) -> None:
    code = f"""\
import tensorflow as tf
from poems.poems import generate_batch
{build}
n_chunk = len(poems_vector) // FLAGS.batch_size
for epoch in range(FLAGS.epochs):
    n = 0
    for batch in range(n_chunk):
        {consumer}
        n += 1
"""
    diagnostics = lint(code, ["TFS301", "TFS302"])
    assert [d.code for d in diagnostics] == codes
    if codes:
        assert "depends on the helper" in diagnostics[0].message and "generate_batch" in diagnostics[0].message


def test_a_clamped_ring_over_a_multiple_of_the_batch_is_always_full() -> None:
    # The TF textbook's loop (koonchen's notes, twenty-sixth split, two false verdicts):
    # `start = (i * batch_size) % dataset_size; end = min(start + batch_size, dataset_size)`
    # with 128 examples and batches of 8 never cuts one short (TFS302); 130 examples do.
    body = """\
batch_size = 8
dataset_size = {n}
X = rdm.rand(dataset_size, 2)
for i in range(5000):
    start = (i * batch_size) % dataset_size
    end = min(start + batch_size, dataset_size)
    sess.run(train_step, feed_dict={{x: X[start:end], y_: Y[start:end]}})
"""
    assert found(body.format(n=128)) == [(3, "TFS302")]
    assert found(body.format(n=130)) == [(3, "TFS301")]
    assert found(body.format(n=128).replace("min(start + batch_size, dataset_size)",
                                            "min(start + batch_size, len(X))")) == [(3, "TFS301")]


def test_review_29_parameter_defaults_are_no_constants_and_loops_of_one_header_are_told_apart() -> None:
    # Stop 29's review: `batch_size=8, dataset_size=128` defaults, and callers pass others;
    # two loops with the same header, the second's remainder taken just after it.
    body = """\
def train(sess, X, batch_size=8, dataset_size=128):
    for i in range(5000):
        start = (i * batch_size) % dataset_size
        end = min(start + batch_size, dataset_size)
        sess.run(train_step, feed_dict={x: X[start:end]})
"""
    assert found(body) == [(1, "TFS301")]
    from pathlib import Path
    code = (Path(__file__).parent.parent / "fixtures" / "review29" / "same_header.py").read_text(encoding="utf-8")
    messages = {d.span.start.line: d.message for d in lint(code, ["TFS302"])}
    assert "left out of every epoch" in messages[7] and "left out of every epoch" not in messages[80]


def test_a_loop_that_feeds_only_full_batches_is_tfs302() -> None:
    # Magenta's LatentConstraints notebook (twenty-ninth split, judged false as TFS301): the
    # loop feeds a batch only when it is full, or skips a short one.
    body = """
for i in range(n_iters):
    start = (i * batch_size) % n_train
    end = start + batch_size
    real_img = train_data[start:end]
    n_batch = real_img.shape[0]
    if n_batch == batch_size and start != fake_start:
        sess.run(train_op, {x: real_img})
for i in range(n_iters):
    start = (i * batch_size) % n_train
    end = min(start + batch_size, n_train)
    batch = train_mu[start:end]
    if len(batch) < batch_size:
        continue
    sess.run(train_op, {x: batch})
for i in range(n_iters):
    start = (i * batch_size) % n_train
    end = min(start + batch_size, n_train)
    batch = train_mu[start:end]
    if batch.shape[0] == batch_size:
        print(batch.mean())
    sess.run(train_op, {x: batch})
"""
    assert found(body) == [(1, "TFS302"), (8, "TFS302"), (15, "TFS301")]


def test_a_batch_size_that_divides_the_asserted_count_gives_full_batches() -> None:
    # stable-baselines' PPO2 (twenty-ninth split, judged false as TFS301).
    body = """
def learn(self):
    assert self.n_batch % self.nminibatches == 0
    batch_size = self.n_batch // self.nminibatches
    inds = np.arange(self.n_batch)
    for start in range(0, self.n_batch, batch_size):
        mbinds = inds[start:start + batch_size]
        self.sess.run(self.train_op, {self.obs: obs[mbinds]})
def learn_unchecked(self):
    batch_size = self.n_batch // self.nminibatches
    inds = np.arange(self.n_batch)
    for start in range(0, self.n_batch, batch_size):
        mbinds = inds[start:start + batch_size]
        self.sess.run(self.train_op, {self.obs: obs[mbinds]})
"""
    assert found(body) == [(5, "TFS302"), (11, "TFS301")]


def test_review_30b_a_guard_counts_only_where_it_keeps_short_batches_from_the_run() -> None:
    # Stop 30's second review: a guard in a nested validation loop, a `break` after the
    # short batch was fed, and an `==` guard around a summary run beside the training run.
    body = """
for i in range(0, len(X), batch_size):
    xb = X[i:i + batch_size]
    sess.run(train_op, {x: xb})
    for j in range(0, len(V), batch_size):
        vb = V[j:j + batch_size]
        if len(vb) < batch_size:
            continue
        sess.run(acc, {x: vb})
start = 0
while True:
    batch = X[start:start + batch_size]
    sess.run(train_op, {x: batch})
    if len(batch) < batch_size:
        break
    start += batch_size
for i in range(0, len(X), batch_size):
    batch = X[i:i + batch_size]
    if len(batch) == batch_size:
        sess.run(summary_op, {x: batch})
    sess.run(train_op, {x: batch})
"""
    # The outer loops keep TFS301; the inner validation loop does skip its short batch.
    assert found(body) == [(1, "TFS301"), (4, "TFS302"), (10, "TFS301"), (16, "TFS301")]


# Stop 31's thirty-first split: helpers that start the next pass over the data instead of
# cutting a short batch (eight TFS301 judged false, one repository's copies, and
# TensorFlow's own tutorial `DataSet.next_batch`, copied into many modules).
ROLLS_OVER = {
    "tf-dataset-new": """
class DataSet(object):
    def next_batch(self, batch_size, shuffle=True):
        start = self._index_in_epoch
        if start + batch_size > self._num_examples:
            rest_num_examples = self._num_examples - start
            images_rest_part = self._images[start:self._num_examples]
            start = 0
            self._index_in_epoch = batch_size - rest_num_examples
            end = self._index_in_epoch
            images_new_part = self._images[start:end]
            return np.concatenate((images_rest_part, images_new_part), axis=0)
        else:
            self._index_in_epoch += batch_size
            end = self._index_in_epoch
            return self._images[start:end]

train = DataSet(X)
for i in range(1000):
    sess.run(train_op, feed_dict={x: train.next_batch(100)})
""",
    "tf-dataset-old": """
class DataSet(object):
    def next_batch(self, batch_size):
        start = self._index_in_epoch
        self._index_in_epoch += batch_size
        if self._index_in_epoch > self._num_examples:
            perm = np.arange(self._num_examples)
            np.random.shuffle(perm)
            self._images = self._images[perm]
            start = 0
            self._index_in_epoch = batch_size
        end = self._index_in_epoch
        return self._images[start:end]

train = DataSet(X)
for i in range(1000):
    sess.run(train_op, feed_dict={x: train.next_batch(100)})
""",
    "joined-indices": """
def sequence_get_data(X_dataset, indexs, last_index, batch_size):
    next_index = last_index + batch_size
    if next_index > X_dataset.shape[0]:
        next_index -= X_dataset.shape[0]
        span_index = indexs[np.concatenate((np.arange(last_index, indexs.shape[0]), np.arange(next_index)))]
    else:
        span_index = indexs[last_index:next_index]
    return next_index, X_dataset[span_index]

last_index = 0
for step in range(max_step):
    last_index, data = sequence_get_data(X_train, indexs, last_index, batch_size)
    sess.run(train_step, feed_dict={input_x: data})
""",
    "shifted-together": """
def sequence_get_data(data_set, indexs, last_index, batch_size):
    next_index = last_index + batch_size
    if next_index > data_set.shape[0]:
        last_index -= data_set.shape[0]
        next_index -= data_set.shape[0]
    span_index = indexs[last_index:next_index]
    return next_index, data_set[span_index]

last_index = 0
for step in range(max_step):
    last_index, data = sequence_get_data(train_set, indexs, last_index, batch_size)
    sess.run(train_step, feed_dict={input_x: data})
""",
    # A generator that restarts its count of batches when the next one would run past the
    # end (a click-through model's FM/FFM `batch_generator`, seventy-third split: TFS301
    # judged false): every batch it yields is whole.
    "count-reset-in-a-generator": """
def batch_generator(data, batch_size, shuffle=True):
    batch_count = 0
    while True:
        if batch_count * batch_size + batch_size > len(data[0]):
            batch_count = 0
            if shuffle:
                data = shuffle_list(data)
        start = batch_count * batch_size
        end = start + batch_size
        batch_count += 1
        yield [d[start:end] for d in data]

gen = batch_generator([X, Y], 256)
for step in range(10000):
    bx, by = next(gen)
    sess.run(train_op, feed_dict={x: bx, y: by})
""",
    # The same count kept on the object (left open in stop 40).
    "count-reset-on-an-attribute": """
class Loader:
    def __init__(self, data, batch_size):
        self.data = data
        self.batch_size = batch_size
        self.batch_count = 0

    def next_batch(self):
        if self.batch_count * self.batch_size + self.batch_size > len(self.data):
            self.batch_count = 0
        start = self.batch_count * self.batch_size
        end = start + self.batch_size
        self.batch_count += 1
        return self.data[start:end]

loader = Loader(X, 256)
for step in range(10000):
    sess.run(train_op, feed_dict={x: loader.next_batch()})
""",
}

CUT_SHORT = {
    # The end is clamped: the last batch is what is left.
    "clamped": """
def next_batch(bs):
    global idx
    end = idx + bs
    if end > len(X):
        end = len(X)
    batch = X[idx:end]
    idx = 0 if end == len(X) else end
    return batch

for i in range(1000):
    sess.run(train_op, feed_dict={x: next_batch(100)})
""",
    # Stop 31's review: a restart tested on the start alone, then an end clamped with `min`.
    "restart-then-min": """
def next_batch(batch_size):
    global index
    start = index
    if start >= num_examples:
        start = 0
    end = min(start + batch_size, num_examples)
    index = end
    return X[start:end]

for i in range(1000):
    sess.run(train_op, feed_dict={x: next_batch(100)})
""",
    # A CIFAR-10 `Dataset.next_batch` from public code: restart, or an `elif` that clamps.
    "restart-elif-clamp": """
class Dataset:
    def next_batch(self, batch_size):
        start = self._batch_index * batch_size
        end = start + batch_size
        if start >= self.num_examples:
            start = 0
            end = start + batch_size
        elif end > self.num_examples:
            end = self.num_examples
        self._batch_index += 1
        return self._data[start:end]

train = Dataset(X)
for i in range(1000):
    sess.run(train_op, feed_dict={x: train.next_batch(100)})
""",
    # The short batch is cut inside the branch, before the reset.
    "cut-inside-the-branch": """
def next_batch(bs):
    global start
    end = start + bs
    if end > n:
        bx = X[start:n]
        start = 0
        return bx
    bx = X[start:end]
    start = end
    return bx

for i in range(1000):
    sess.run(train_op, feed_dict={x: next_batch(100)})
""",
    # A list's `.append` of the remainder is no join.
    "remainder-appended": """
def get_batches(x_data, batch_size):
    n_full = len(x_data) // batch_size
    batches = [x_data[i * batch_size:(i + 1) * batch_size] for i in range(n_full)]
    if len(x_data) > n_full * batch_size:
        batches.append(x_data[n_full * batch_size:])
    return batches

for epoch in range(10):
    for bx in get_batches(X, 128):
        sess.run(train_op, feed_dict={x: bx})
""",
    # The count is reset when the start, not the end, passes the data: a batch that starts
    # inside it can still end past it.
    "count-reset-on-the-start": """
def batch_generator(data, batch_size):
    batch_count = 0
    while True:
        if batch_count * batch_size >= len(data[0]):
            batch_count = 0
        start = batch_count * batch_size
        end = start + batch_size
        batch_count += 1
        yield [d[start:end] for d in data]

gen = batch_generator([X, Y], 256)
for step in range(10000):
    bx, by = next(gen)
    sess.run(train_op, feed_dict={x: bx, y: by})
""",
    # The same on the object: reset on the start, not the end.
    "attribute-count-reset-on-the-start": """
class Loader:
    def __init__(self, data, batch_size):
        self.data = data
        self.batch_size = batch_size
        self.batch_count = 0

    def next_batch(self):
        if self.batch_count * self.batch_size >= len(self.data):
            self.batch_count = 0
        start = self.batch_count * self.batch_size
        end = start + self.batch_size
        self.batch_count += 1
        return self.data[start:end]

loader = Loader(X, 256)
for step in range(10000):
    sess.run(train_op, feed_dict={x: loader.next_batch()})
""",
    # The index is reset after the batch is cut: the short batch is handed out first.
    "reset-after-the-cut": """
def get_batch(start, bs):
    batch = X[start:start + bs]
    if start + bs >= len(X):
        start = 0
    return batch

for i in range(1000):
    sess.run(train_op, feed_dict={x: get_batch(i * 100, 100)})
""",
}


@pytest.mark.parametrize("body", ROLLS_OVER.values(), ids=ROLLS_OVER.keys())
def test_a_helper_that_rolls_over_to_the_next_pass_is_tfs302(body: str) -> None:
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]


@pytest.mark.parametrize("body", CUT_SHORT.values(), ids=CUT_SHORT.keys())
def test_a_helper_that_clamps_or_resets_after_the_cut_stays_tfs301(body: str) -> None:
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_a_start_wrapped_modulo_the_data_less_its_own_width_is_full() -> None:
    """`lo = (step * size) % (len(features) - size)` cutting `features[lo:lo + size]`:
    the width need not be called `batch_size` (our own corpus had it as TFS301)."""
    body = """
def get_batch(features, targets, step, size):
    lo = (step * size) % (len(features) - size)
    return features[lo:lo + size], targets[lo:lo + size]

def get_other(features, step, size, width):
    lo = (step * size) % (len(features) - width)
    return features[lo:lo + size]

for step in range(500):
    bx, by = get_batch(features, targets, step, 32)
    sess.run(train_op, {inputs: bx, outputs: by})
for step in range(500):
    sess.run(train_op, {inputs: get_other(features, step, 32, 8)})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302", "TFS301"]


def test_an_unclamped_ring_over_a_multiple_of_the_batch_is_always_full() -> None:
    # The same textbook's other editions (caicloud's notebooks, thirty-third split, six
    # false verdicts): `end = (i * batch_size) % 128 + batch_size` with no `min`; the last
    # start is 120, so every slice of the 128 examples is whole. With 130, one runs short.
    body = """\
batch_size = 8
dataset_size = {n}
X = rdm.rand(dataset_size, 2)
for i in range(5000):
    start = (i * batch_size) % {n}
    end = {end}
    sess.run(train_step, feed_dict={{x: X[start:end], y_: Y[start:end]}})
"""
    for end in ("(i * batch_size) % {n} + batch_size", "start + batch_size"):
        assert found(body.format(n=128, end=end.format(n=128))) == [(3, "TFS302")]
        assert found(body.format(n=130, end=end.format(n=130))) == [(3, "TFS301")]
    assert found(body.format(n=128, end="start + 16")) == [(3, "TFS301")]


def test_a_start_of_zero_beside_a_start_modulo_the_room_left_is_full() -> None:
    # fanrong33's linear regression (thirty-third split, judged false as TFS301).
    body = """
for i in range(steps):
    if datapoint_size == batch_size:
        batch_start_idx = 0
    else:
        batch_start_idx = (i * batch_size) % (datapoint_size - batch_size)
    batch_end_idx = batch_start_idx + batch_size
    sess.run(train_step, feed_dict={x: all_xs[batch_start_idx:batch_end_idx]})
for i in range(steps):
    if i == 0:
        start = 0
    else:
        start = i * batch_size
    sess.run(train_step, feed_dict={x: all_xs[start:start + batch_size]})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302", "TFS301"]


def test_review_31_a_loop_that_also_slices_by_hand_is_judged_by_its_slices() -> None:
    """A semi-supervised step: labelled batches from a `next_batch` wrapper, unlabelled ones
    sliced by hand with a short last batch: TFS301, not "always full"."""
    body = """
def labeled_batch():
    xs, ys = mnist.train.next_batch(batch_size)
    return xs, ys

for epoch in range(10):
    for i in range(0, len(x_unl), batch_size):
        xl, yl = labeled_batch()
        xub = x_unl[i:i + batch_size]
        sess.run(train_op, feed_dict={x: xl, y_: yl, xu: xub})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_review_31_a_loaders_index_argument_is_no_batch_size() -> None:
    body = """
for b in range(loader.num_batches):
    xb, yb = loader.next_batch(b)
    sess.run(train_op, {x: xb, y: yb})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS302"])
    assert ".batch(b," not in diagnostic.message


def test_pieces_of_a_text_between_regex_matches_are_no_batches() -> None:
    # yongyehuang's Chinese word segmentation (thirty-third split, judged false as TFS301).
    body = """
def cut_word(sentence):
    result = []
    start = 0
    for seg_sign in not_cuts.finditer(sentence):
        result.extend(simple_cut(sentence[start:seg_sign.start()]))
        start = seg_sign.end()
    return result

def simple_cut(text):
    X_batch = text2ids(text)
    return sess.run([y_pred], {X_inputs: X_batch, batch_size: 1})
"""
    assert found(body) == []


def test_a_wrapper_of_a_rolling_over_dataset_class_is_full() -> None:
    """Illykai's `get_feed_dict` over TensorFlow's old `DataSet.next_batch` copied into the
    module (thirty-fourth split, judged false as TFS301)."""
    body = """
class DataSet(object):
    def next_batch(self, batch_size):
        start = self.index_in_epoch
        self.index_in_epoch += batch_size
        if self.index_in_epoch > self.num_examples:
            start = 0
            self.index_in_epoch = batch_size
        end = self.index_in_epoch
        return self.states[start:end], self.labels[start:end]

def get_feed_dict(data, batch_size):
    xs, ys = data.train.next_batch(batch_size)
    return {inputs: xs, labels: ys}

for i in range(1000):
    sess.run(train_op, feed_dict=get_feed_dict(data, 50))
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "so the batch dimension is static" in diagnostic.message


def test_a_helper_that_appends_one_random_example_per_pass_of_its_batch_size_is_full() -> None:
    """1427832045/tensorflow-cnn's `GetCIFARBatch` (thirty-sixth split, judged false as
    TFS301): `batch_size` random picks, appended one per pass, so every batch is full."""
    body = """
def GetCIFARBatch(dataset, batch_size, pick_range):
    import random
    batch_image = []
    batch_label = []
    for i in range(batch_size):
        idxint = int(random.random() * pick_range)
        batch_image.append(dataset[0][idxint])
        batch_label.append(dataset[1][idxint])
    batch_image = np.array(batch_image)
    batch_label = np.array(batch_label)
    return (batch_image, batch_label)

for i in range(10000):
    batch = GetCIFARBatch(train_set, 20, 50000)
    sess.run(train_step, feed_dict={x: batch[0], y_: batch[1]})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "always full" in diagnostic.message


def test_a_helper_named_for_batches_that_appends_random_windows_is_host_batching() -> None:
    """nayutaya/tensorflow-rnn-sin's `make_mini_batch` (thirty-sixth split, missed): one
    random window of the series per pass of `range(size_of_mini_batch)`."""
    body = """
def make_mini_batch(train_data, size_of_mini_batch, length_of_sequences):
    inputs = np.empty(0)
    outputs = np.empty(0)
    for _ in range(size_of_mini_batch):
        index = random.randint(0, len(train_data) - length_of_sequences)
        part = train_data[index:index + length_of_sequences]
        inputs = np.append(inputs, part[:, 0])
        outputs = np.append(outputs, part[-1, 1])
    inputs = inputs.reshape(-1, length_of_sequences, 1)
    outputs = outputs.reshape(-1, 1)
    return (inputs, outputs)

for epoch in range(num_of_training_epochs):
    inputs, supervisors = make_mini_batch(train_data, size_of_mini_batch, length_of_sequences)
    sess.run(training_op, feed_dict={input_ph: inputs, supervisor_ph: supervisors})
"""
    [diagnostic] = lint(PLAIN + "import random\n" + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "make_mini_batch" in diagnostic.message


@pytest.mark.parametrize("guard", ["    if idx < n:\n    ", "    if idx >= n:\n            break\n    "])
def test_a_counted_fill_with_a_condition_is_not_known_full(guard: str) -> None:
    # An `if` around the add, or a `break`, can leave the batch short: not "always full".
    body = f"""
def get_batch(data, batch_size, start):
    n = len(data)
    batch = []
    for i in range(batch_size):
        idx = start + i
    {guard}    batch.append(data[idx])
    return np.array(batch)

for step in range(100):
    xb = get_batch(X, batch_size, step * batch_size)
    sess.run(train_op, feed_dict={{x: xb}})
"""
    assert "always full" not in " ".join(d.message for d in lint(PLAIN + body, ["TFS301", "TFS302"]))


@pytest.mark.parametrize("call", [
    "next_batch(training_inputs, i, BATCH_SIZE)",
    "data_loader.get_batch(batch_size)",
    "utils.get_batch(training_inputs, i, batch_size)",
])
def test_a_batch_helper_of_another_module_called_in_the_loop_is_host_batching(call: str) -> None:
    """philipperemy/tensorflow-cnn-time-series (thirty-sixth split, missed): `next_batch`
    imported from the project's `alexnet_data`, given a batch size by name, fed to a
    session that trains. Whether its last batch is short is that module's business."""
    body = f"""
from alexnet_data import read_dataset, next_batch
import utils
for i in range(int(1e9)):
    batch_xs, batch_ys, _ = {call}
    tr_loss, _ = sess.run([cross_entropy, train_step], feed_dict={{x: batch_xs, y: batch_ys}})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "a helper this file does not define" in diagnostic.message
    assert "always full" not in diagnostic.message


@pytest.mark.parametrize("call", [
    "get_batch(memory, BATCH_SIZE)",      # a replay memory
    "next_batch(training_inputs, i, 32)",  # no batch size by name
    "np.random.batch(x, batch_size)",      # a library
])
def test_calls_of_other_modules_that_are_not_a_projects_batches_stay_silent(call: str) -> None:
    body = f"""
from alexnet_data import next_batch, get_batch
for i in range(1000):
    batch_xs, batch_ys = {call}
    sess.run(train_step, feed_dict={{x: batch_xs, y: batch_ys}})
"""
    assert found(body, PLAIN) == []


def test_a_window_that_moves_less_than_its_width_is_no_batch() -> None:
    """ouprince/tensorflow-cnn's `train.py` (thirty-sixth split, judged false as TFS302): the
    slice moves 2 examples a step and is `BATCH_SIZE = 100` wide, overlapping windows that
    `.batch(n)` would not make. A stride equal to the width stays a batch."""
    body = """
BATCH_SIZE = 100
for i in range((len(ys) - BATCH_SIZE) // 2):
    xs_tf = xs[i * 2:i * 2 + BATCH_SIZE]
    sess.run(train_op, feed_dict={x: xs_tf})
for i in range(len(ys) // 100):
    xs_tf = xs[i * 100:i * 100 + BATCH_SIZE]
    sess.run(train_op, feed_dict={x: xs_tf})
"""
    assert [line for line, _ in found(body, PLAIN)] == [5]


@pytest.mark.parametrize("fetch", ["[top_k_op]", "accuracy_op", "[pred_op, summary_op]"])
def test_a_run_that_fetches_only_ops_named_for_evaluation_is_an_evaluation_loop(fetch: str) -> None:
    """CodeAchieveDream's cifar `cnn.py` (thirty-sixth split): `sess.run([top_k_op], ...)`
    over ten test batches trains nothing; `_op` alone does not make a training op."""
    body = f"""
for i in range(10):
    xb = X_test[i * batch_size:(i + 1) * batch_size]
    ys = sess.run({fetch}, feed_dict={{image: xb}})
for i in range(10):
    xb = X_train[i * batch_size:(i + 1) * batch_size]
    sess.run(train_op, feed_dict={{image: xb}})
"""
    assert [line for line, _ in found(body, PLAIN)] == [4]


def test_a_bare_eval_op_parameter_may_be_the_training_op() -> None:
    """The PTB tutorial's `run_epoch(session, model, data, eval_op)` is given `m.train_op` to
    train (xiaohu2015's copy, twenty-eighth split); `model.eval_op` is an evaluation op."""
    body = """
def run_epoch(sess, model, data, eval_op):
    for step, (x, y) in enumerate(ptb_iterator(data, model.batch_size, model.num_steps)):
        cost, _ = sess.run([model.cost, eval_op], feed_dict={model.input: x, model.target: y})

def evaluate(session, model, images):
    for i in range(len(images) // model.batch_size):
        batch = images[i * model.batch_size:(i + 1) * model.batch_size]
        session.run(model.eval_op, feed_dict={model.images: batch})
"""
    assert [line for line, _ in found("from reader import ptb_iterator\n" + body, PLAIN)] == [3]


def test_a_start_reset_once_no_whole_batch_is_left_is_full() -> None:
    """The GAN loop of Deep Learning with Python (jElhamm's copy, thirty-ninth split, judged
    false as TFS301): `start` goes back to 0 once no whole batch is left, so every slice is
    full. A reset only past the end (`if start >= len(x)`) leaves the last batch short."""
    body = """
start = 0
for step in range(iterations):
    stop = start + batch_size
    real_images = x_train[start:stop]
    d_loss = discriminator.train_on_batch(real_images, labels)
    start += batch_size
    if start > len(x_train) - batch_size:
        start = 0
"""
    [(line, code)] = found(body, PLAIN)
    assert code == "TFS302"
    late = body.replace("if start > len(x_train) - batch_size:", "if start >= len(x_train):")
    assert [code for _, code in found(late, PLAIN)] == ["TFS301"]
    on_end = body.replace("if start > len(x_train) - batch_size:", "if start + batch_size > len(x_train):")
    assert [code for _, code in found(on_end, PLAIN)] == ["TFS302"]
    # Review of stop 32: the test before the start advances is of this start, not the next.
    before = """
start = 0
for step in range(iterations):
    if start > len(x_train) - batch_size:
        start = 0
    start += batch_size
    real_images = x_train[start:start + batch_size]
    d_loss = discriminator.train_on_batch(real_images, labels)
"""
    assert [code for _, code in found(before, PLAIN)] == ["TFS301"]


def test_short_batches_into_a_queue_get_the_queue_advice() -> None:
    """hccho2's Tacotron data feeder (fortieth split, judged false for its advice): a producer
    thread slices a group whose length is not shown to be a multiple of the batch and
    enqueues every slice; `from_tensor_slices` does not fit a padded, length-sorted feeder
    that already overlaps the copy. keithito's original (`range(n * _batches_per_group)`)
    has only full batches and stays silent."""
    body = """
class DataFeeder(threading.Thread):
    def _enqueue_next_group(self):
        n = self.batch_size
        examples = []
        for data_dir in self.data_dirs:
            examples.extend([self._get_next_example(data_dir) for _ in range(int(n * 32 // len(self.data_dirs)))])
        batches = [examples[i:i+n] for i in range(0, len(examples), n)]
        for batch in batches:
            feed_dict = dict(zip(self._placeholders, _prepare_batch(batch)))
            self._session.run(self._enqueue_op, feed_dict=feed_dict)
"""
    [diagnostic] = lint(PLAIN + "import threading\n" + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301" and "enqueue only full batches" in diagnostic.message
    assert "from_tensor_slices" not in diagnostic.message
    keithito = body.replace(
        "        examples = []\n        for data_dir in self.data_dirs:\n"
        "            examples.extend([self._get_next_example(data_dir) for _ in range(int(n * 32 // len(self.data_dirs)))])\n",
        "        examples = [self._get_next_example() for i in range(n * 32)]\n")
    assert lint(PLAIN + "import threading\n" + keithito, ["TFS301", "TFS302"]) == []


def test_a_generator_made_in_the_epoch_loop_is_reported_where_it_is_drawn_from() -> None:
    """LeanderLXZ's capsnet trainer (fortieth split): `gen = utils.get_batches(..., BATCH_SIZE)`
    in the epoch loop and `next(gen)` in the loop inside it: one finding, at the inner loop."""
    body = """
import utils
for epoch_i in range(cfg.EPOCHS):
    train_batch_generator = utils.get_batches(x_train, y_train, cfg.BATCH_SIZE)
    for _ in range(n_batch_train):
        x_batch, y_batch = next(train_batch_generator)
        sess.run(optimizer, feed_dict={inputs: x_batch, labels: y_batch})
"""
    assert found(body, PLAIN) == [(4, "TFS302")]


def test_a_counted_fill_of_a_cut_count_or_of_generated_values_is_not_a_full_batch() -> None:
    """Review of stop 32: the count cut to what is left (`batch_size = min(batch_size, len(data)
    - start)`) can make a short batch; appending random one-hot labels for a conditional GAN
    (`make_batch_labels(batch_size, num_classes)`) reads no data at all."""
    body = """
def next_batch(data, labels, start, batch_size):
    batch_size = min(batch_size, len(data) - start)
    xs, ys = [], []
    for i in range(batch_size):
        xs.append(data[start + i])
        ys.append(labels[start + i])
    return np.array(xs), np.array(ys)

for epoch in range(10):
    for start in range(0, len(X), 128):
        xb, yb = next_batch(X, Y, start, 128)
        sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    assert "always full" not in " ".join(d.message for d in lint(PLAIN + body, ["TFS301", "TFS302"]))
    labels = """
import random
def make_batch_labels(batch_size, num_classes):
    labels = []
    for _ in range(batch_size):
        one_hot = np.zeros(num_classes)
        one_hot[random.randint(0, num_classes - 1)] = 1
        labels.append(one_hot)
    return np.array(labels)

for step in range(1000):
    sess.run(g_train_op, feed_dict={y: make_batch_labels(batch_size, 10)})
"""
    assert lint(PLAIN + labels, ["TFS301", "TFS302"]) == []


@pytest.mark.parametrize("call", [
    "self._pool.random_batch(self._batch_size)",   # SAC's replay pool
    "rb.sample_batch(batch_size)",                  # a replay buffer's sample
    "utils.sample_noise_batch(batch_size, z_dim)",  # GAN noise
    "lr_for_batch_size(base_lr, step, FLAGS.batch_size)",
    "get_batch_norm_params(batch_size)",
])
def test_calls_named_for_batches_that_hand_out_no_batch_of_data_stay_silent(call: str) -> None:
    """Review of stop 32: in-loop calls of other modules' helpers named for batches that are a
    replay sample, noise, or a hyper-parameter of the batch size."""
    body = f"""
import utils
for step in range(1000):
    value = {call}
    sess.run(train_op, feed_dict={{x: value}})
"""
    assert found(body, PLAIN) == []


@pytest.mark.parametrize("fetch", ["grad_acc_op", "summarizer_train_op", "pred_train_op", "model.metric_learning_train_op"])
def test_ops_named_for_training_and_evaluation_train(fetch: str) -> None:
    """Review of stop 32: a gradient-accumulation op and training ops whose names also hold an
    evaluation word still train."""
    body = f"""
for i in range(len(X) // batch_size):
    xb = X[i * batch_size:(i + 1) * batch_size]
    sess.run({fetch}, feed_dict={{x: xb}})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]


def test_next_batch_of_the_whole_training_set_is_no_mini_batch() -> None:
    """wenxichen's distillation demo (forty-second split, judged false as TFS302):
    `mnist.train.next_batch(55000)` hands out the whole training set on every step."""
    body = """
from tensorflow.examples.tutorials.mnist import input_data
mnist = input_data.read_data_sets("MNIST_data", one_hot=True)
for i in range(3000):
    batch_xs, batch_ys = mnist.train.next_batch(55000)
    sess.run(train_step, feed_dict={x: batch_xs, y_: batch_ys})
for i in range(3000):
    batch_xs, batch_ys = mnist.train.next_batch(100)
    sess.run(train_step, feed_dict={x: batch_xs, y_: batch_ys})
"""
    assert found(body, PLAIN) == [(6, "TFS302")]


CARRIED = {
    # phvu/grid-lstm-tensorflow's char-rnn (forty-fourth split, judged false: the advice
    # `.batch(...)` would regroup batches whose rows continue from one batch to the next).
    "fed-in-the-dict": """
for e in range(num_epochs):
    data_loader.reset_batch_pointer()
    state = model.initial_state.eval()
    for b in range(data_loader.num_batches):
        x, y = data_loader.next_batch()
        feed = {model.input_data: x, model.targets: y, model.initial_state: state}
        train_loss, state, _ = sess.run([model.cost, model.final_state, model.train_op], feed)
""",
    # sherjilozair/char-rnn-tensorflow's form: the LSTM state tuple filled into the feed dict.
    "filled-into-the-dict": """
for e in range(num_epochs):
    data_loader.reset_batch_pointer()
    state = sess.run(model.initial_state)
    for b in range(data_loader.num_batches):
        x, y = data_loader.next_batch()
        feed = {model.input_data: x, model.targets: y}
        for i, (c, h) in enumerate(model.initial_state):
            feed[c] = state[i].c
            feed[h] = state[i].h
        train_loss, state, _ = sess.run([model.cost, model.final_state, model.train_op], feed)
""",
}


@pytest.mark.parametrize("body", CARRIED.values(), ids=CARRIED.keys())
def test_state_carried_from_run_to_run_keeps_the_batches_in_order(body: str) -> None:
    source = PLAIN + "from utils import TextLoader\ndata_loader = TextLoader(data_dir, batch_size, seq_length)\n" + body
    [diagnostic] = lint(source, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "starts from the `state` the previous run returned" in diagnostic.message
    assert "no `.batch`" in diagnostic.message and "drop_remainder=True" not in diagnostic.message


def test_a_fetched_value_that_is_not_fed_keeps_the_batching_advice() -> None:
    body = """
for i in range(len(X) // batch_size):
    xb = X[i * batch_size:(i + 1) * batch_size]
    _, loss, state = sess.run([train_op, cost, final_state], feed_dict={x: xb})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert "drop_remainder=True" in diagnostic.message and "previous run" not in diagnostic.message


def test_a_value_fetched_and_fed_in_the_same_step_is_no_carried_state() -> None:
    """mac0314's Q-network (thirty-fourth split): `Qs` is fetched, changed and fed as the
    target in the same step; no step starts from the previous one's output."""
    body = """
def one_hot(x):
    return np.identity(16)[x:x + 1]


X = tf.placeholder(shape=[1, 16], dtype=tf.float32)
for i in range(num_episodes):
    s = env.reset()
    while not done:
        Qs = sess.run(Q_pred, feed_dict={X: one_hot(s)})
        s1, reward, done, _ = env.step(a)
        Qs[0, a] = reward
        sess.run(train, feed_dict={X: one_hot(s), Y: Qs})
        s = s1
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "previous run" not in diagnostic.message


def test_a_helper_that_trims_to_whole_batches_first_hands_out_full_ones() -> None:
    """adarsh415's `create_batch` (forty-seventh split, judged false as TFS301): the data is
    cut to `len // batch_size` whole batches before the helper steps through it."""
    helper = """
def create_batch(feature, label, batch_size):
    no_batch = len(feature) // batch_size
    x_ = feature[:no_batch * batch_size]
    y_ = np.array(label)[:no_batch * batch_size]
    for n in range(0, len(x_), batch_size):
        yield x_[n:n + batch_size], y_[n:n + batch_size]


for e in range(20):
    for x, y in create_batch(feature, labels, batch_size):
        sess.run([model.loss, model.optimizer], feed_dict={model.inputs: x, model.target: y})
"""
    assert [code for _, code in found(helper, PLAIN)] == ["TFS302"]
    cut_short = helper.replace("x_ = feature[:no_batch * batch_size]", "x_ = feature[:1000 * batch_size]")
    assert [code for _, code in found(cut_short, PLAIN)] == ["TFS301"]


CARRIED_LOOK_ALIKES = {
    # Review of stop 33: a zero state fetched again before every step carries nothing over.
    "reset-every-step": """
for i in range(len(X) // batch_size):
    xb = X[i * batch_size:(i + 1) * batch_size]
    state = sess.run(model.initial_state)
    feed = {model.inputs: xb, model.initial_state: state}
    loss, state, _ = sess.run([model.cost, model.final_state, model.train_op], feed)
""",
    # A global step fed back into a learning-rate schedule is no state of the model.
    "step-counter": """
step = 0
for i in range(len(X) // batch_size):
    xb = X[i * batch_size:(i + 1) * batch_size]
    _, l, step = sess.run([train_op, loss, global_step], feed_dict={x: xb, lr: 0.1 * 0.5 ** (step // 10000)})
""",
}


@pytest.mark.parametrize("body", CARRIED_LOOK_ALIKES.values(), ids=CARRIED_LOOK_ALIKES.keys())
def test_values_fed_back_that_carry_no_state_keep_the_batching_advice(body: str) -> None:
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "previous run" not in diagnostic.message and "drop_remainder=True" in diagnostic.message


LINSPACE_CUTS = """
iter_per_epoch = 100
indices = np.linspace(0, 10000 - 1, iter_per_epoch)
indices = indices.astype('int')
for epoch_i in range(n_epochs):
    for iter_i in range(iter_per_epoch - 1):
        batch_xs = X_train[indices[iter_i]:indices[iter_i+1]]
        batch_ys = Y_train[indices[iter_i]:indices[iter_i+1]]
        sess.run(optimizer, feed_dict={x: batch_xs, y: batch_ys, keep_prob: 0.8})
"""


def test_slices_between_evenly_spaced_linspace_points_are_full() -> None:
    """pkmital's spatial-transformer tutorial (cxjyxxme's copy, forty-ninth split, judged
    false twice): 9999 / 99 = 101 rows between every pair of points, no batch is short."""
    [diagnostic] = lint(PLAIN + LINSPACE_CUTS, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"


def test_slices_between_uneven_linspace_points_differ_by_one() -> None:
    [diagnostic] = lint(PLAIN + LINSPACE_CUTS.replace("10000 - 1", "10000"), ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301"
    assert "`np.linspace`" in diagnostic.message and "differ by one" in diagnostic.message
    assert "last batch" not in diagnostic.message


def test_a_loader_of_another_module_may_already_be_a_pipeline() -> None:
    """LynnHo's VAE (fiftieth split, judged false): its `Dataset` (tflib, another module) is a
    `tf.data` pipeline whose batches a run fetches to the host; the message must not say they
    are made in Python, only that they pass through host memory and are copied in."""
    body = """
Dataset, img_shape, get_imgs = utils.get_dataset(dataset_name)
dataset = Dataset(batch_size=batch_size)
for ep in range(epoch):
    dataset.reset()
    for batch in dataset:
        summary_opt, _ = sess.run([summary, step], feed_dict={img: get_imgs(batch)})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "made in Python, or fetched out of a pipeline by a run of its own" in diagnostic.message
    assert "the batches are made in Python" not in diagnostic.message


CROP_HELPER = """
def crop_image(image, height_range=(35, 195)):
    h_beg, h_end = height_range
    return image[h_beg:h_end, ...]

def pipeline(image, height_range=(35, 193)):
    image = crop_image(image, height_range)
    return image / 255.0

states = []
s = pipeline(env.reset())
done = False
while not done:
    s2, r, done, _ = env.step(choose_action(s))
    states.append(pipeline(s2))
    if done:
        sess.run(train_op, feed_dict={x: np.stack(states)})
        states = []
"""


def test_a_crop_between_constant_bounds_is_no_batch_helper() -> None:
    """kkweon's A3C (fifty-third split, judged false twice): `crop_image` keeps rows 35 to 195
    of one Atari frame, its bounds unpacked from a tuple default that every caller keeps."""
    assert found(CROP_HELPER, PLAIN) == []


def test_a_helper_given_other_bounds_by_a_caller_is_a_batch_helper() -> None:
    body = """
def get_batch(data, bounds=(0, 32)):
    start, end = bounds
    return data[start:end]

for i in range(0, len(X), 32):
    bounds = (i, i + 32)
    sess.run(train_op, feed_dict={x: get_batch(X, bounds)})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


REPLAY_CLASS = """
class ReplayMemory:
    def __init__(self, maxsize, batch_size):
        self.s = [0] * maxsize
        self.count = 0
        self.batch_size = batch_size

    def sample_batch(self):
        indices = np.random.randint(0, min(self.count, len(self.s)), self.batch_size)
        return np.array([self.s[(i - 4):(i + 1)] for i in indices])

class DeepQTrainer:
    def run(self):
        while not self.exit_flag:
            s = self.server.training_q.sample_batch()
            self.sess.run(self.train_op, feed_dict={self.x: s})
"""


def test_sampling_a_class_named_for_a_replay_memory_is_no_pipeline() -> None:
    """evander-dacosta's A3C (fifty-third split, judged false): agent threads `put` experience
    into `ReplayMemory`, the trainer thread samples it; `tf.data` cannot replace that."""
    assert found(REPLAY_CLASS, PLAIN) == []


@pytest.mark.parametrize("name", ["MemoryData", "SalaryExperienceData", "WorkExperience"])
def test_a_class_named_for_data_in_memory_is_still_a_batch_source(name: str) -> None:
    """`SalaryExperienceData` (second review of stop 34) holds a data set of years of work
    experience, not an agent's experience."""
    assert [code for _, code in found(REPLAY_CLASS.replace("ReplayMemory", name), PLAIN)] == ["TFS302"]


@pytest.mark.parametrize("name", ["ExperienceBuffer", "PrioritizedReplayBuffer", "Memory", "Experience",
                                  "TransitionStore", "ExperienceHistory", "ExperienceQueue", "TrajectoryCollector"])
def test_classes_named_for_an_agents_memory_are_no_pipeline(name: str) -> None:
    assert found(REPLAY_CLASS.replace("ReplayMemory", name), PLAIN) == []


@pytest.mark.parametrize(("change", "code"), [
    # Review of stop 34: with `endpoint=False` the points are `span / num` apart.
    (("np.linspace(0, 10000 - 1, iter_per_epoch)", "np.linspace(0, 10000, iter_per_epoch, endpoint=False)"), "TFS302"),
    (("np.linspace(0, 10000 - 1, iter_per_epoch)", "np.linspace(0, 9999, iter_per_epoch, endpoint=False)"), "TFS301"),
    (("np.linspace(0, 10000 - 1, iter_per_epoch)", "np.linspace(0.0, 9999.0, iter_per_epoch)"), "TFS302"),
    # Every binding counts: one on another branch, or one later in the epoch loop.
    (("indices = np.linspace(0, 10000 - 1, iter_per_epoch)\n",
      "if small:\n    indices = np.linspace(0, 10000, iter_per_epoch)\nelse:\n"
      "    indices = np.linspace(0, 10000 - 1, iter_per_epoch)\n"), "TFS301"),
    (("        sess.run(optimizer, feed_dict={x: batch_xs, y: batch_ys, keep_prob: 0.8})\n",
      "        sess.run(optimizer, feed_dict={x: batch_xs, y: batch_ys, keep_prob: 0.8})\n"
      "    indices = np.sort(np.random.choice(10000, iter_per_epoch, replace=False))\n"), "TFS301"),
])
def test_linspace_cuts_read_every_binding_and_the_endpoint(change: Tuple[str, str], code: str) -> None:
    body = LINSPACE_CUTS.replace(*change)
    assert body != LINSPACE_CUTS
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == code


def test_a_helper_cutting_a_time_major_batch_to_its_length_is_no_batch_helper() -> None:
    """tscheepers' HRED (fifty-fourth split, judged false): `get_batch` takes the next padded
    batch from an iterator and cuts its time axis to the longest dialogue; no rows are sliced."""
    body = """
class Trainer:
    def get_batch(self, train_data):
        data = train_data.next()
        seq_len = data['max_length']
        x_full = np.concatenate((np.ones((1, data['x'].shape[1])), data['x']))
        return x_full[:seq_len], x_full[1:seq_len + 1], seq_len

    def train(self, sess):
        for iteration in range(MAX_ITER):
            x_batch, y_batch, seq_len = self.get_batch(self.train_data)
            sess.run(self.optimize_op, {self.X: x_batch, self.Y: y_batch})
"""
    assert found(body, PLAIN) == []
    cut_rows = body.replace("x_full[:seq_len], x_full[1:seq_len + 1]", "x_full[:batch_size], x_full[1:batch_size + 1]")
    assert [code for _, code in found(cut_rows, PLAIN)] != []


def test_a_width_asserted_to_divide_in_another_method_makes_full_batches() -> None:
    """jw1401's PPO (fifty-fourth split, judged false): `__init__` asserts `nbatch %
    num_mini_batches == 0` and binds `nbatch_train = nbatch // num_mini_batches`."""
    body = """
class PPO:
    def __init__(self, num_envs, steps, k):
        self.nbatch = num_envs * steps
        self.nbatch_train = self.nbatch // k
        assert self.nbatch % k == 0

    def update(self, obs, acts, inds):
        np.random.shuffle(inds)
        for start in range(0, self.nbatch, self.nbatch_train):
            end = start + self.nbatch_train
            slices = inds[start:end]
            self._train_one_step(obs[slices], acts[slices])

    def _train_one_step(self, obs, acts):
        with tf.GradientTape() as tape:
            loss = self.loss(obs, acts)
        self.optimizer.apply_gradients(zip(tape.gradient(loss, self.variables), self.variables))
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]
    unasserted = body.replace("        assert self.nbatch % k == 0\n", "")
    assert [code for _, code in found(unasserted, PLAIN)] == ["TFS301"]
    # Second review of stop 34: the loop's method binds the count again (episodes end early).
    rebound = body.replace("        np.random.shuffle(inds)\n", "        self.nbatch = len(obs)\n        np.random.shuffle(inds)\n")
    assert [code for _, code in found(rebound, PLAIN)] == ["TFS301"]
    # Or a helper method it calls does (`self._collect(obs)`; left open at stop 35).
    helper = body.replace("        np.random.shuffle(inds)\n", "        self._collect(obs)\n        np.random.shuffle(inds)\n") \
        + "\n    def _collect(self, obs):\n        self.nbatch = len(obs)\n"
    assert [code for _, code in found(helper, PLAIN)] == ["TFS301"]
    # The review of stop 36: a helper the asserting method itself calls to set the count up
    # (`self._setup_model(...)` before the assert) is the value the assert checks.
    setup = body.replace("        self.nbatch = num_envs * steps\n", "        self._setup(num_envs, steps)\n") \
        + "\n    def _setup(self, num_envs, steps):\n        self.nbatch = num_envs * steps\n"
    assert [code for _, code in found(setup, PLAIN)] == ["TFS302"]


def test_a_batch_count_from_another_module_does_not_say_the_last_batch_is_short() -> None:
    """minghz's CapsNet (sixty-first split, judged false): `teX, teY, num_te_batch =
    load_data(...)` from `utils`, which counts `10000 // batch_size`; the loop cuts
    `teX[start:end]` with `start = i * batch_size`. Whether the last batch is short depends
    on that count, which this file does not show."""
    body = """from utils import load_data
teX, teY, num_te_batch = load_data(cfg.dataset, cfg.batch_size, is_training=False)
for i in range(num_te_batch):
    start = i * cfg.batch_size
    end = start + cfg.batch_size
    sess.run(train_op, {X: teX[start:end], labels: teY[start:end]})
"""
    diagnostics = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert [d.code for d in diagnostics] == ["TFS302"]
    assert "as many as `load_data()` of another module counts" in diagnostics[0].message
    assert "whether the last batch is shorter depends on that count" in diagnostics[0].message
    # A count of this file's own making (or a library's) is judged as before.
    own = body.replace("from utils import load_data\n", "def load_data(*a, **k):\n    return X, Y, len(X)\n")
    assert [d.code for d in lint(PLAIN + own, ["TFS301", "TFS302"])] == ["TFS301"]


def test_a_while_loop_that_stops_before_a_slice_runs_past_the_end_cuts_full_batches() -> None:
    """Guriido's MNIST scripts (sixty-first split, judged false three times): `while b +
    batchsize < len(train_label):` and `train_data[b:b + batchsize]`: no slice is short."""
    body = """
b = 0
while b + batchsize < len(train_label):
    data_batch = train_data[b:b + batchsize]
    label_batch = train_label[b:b + batchsize]
    sess.run(train_step, feed_dict={x: data_batch, y: label_batch})
    b += batchsize
"""
    diagnostics = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert [d.code for d in diagnostics] == ["TFS302"]
    assert "the batches are always full" in diagnostics[0].message
    # `while b < n:` lets the last slice run short: TFS301 as before.
    short = body.replace("while b + batchsize < len(train_label):", "while b < len(train_label):")
    assert [d.code for d in lint(PLAIN + short, ["TFS301", "TFS302"])] == ["TFS301"]
    # So does a slice that does not start at the tested name.
    other = body.replace("train_data[b:b + batchsize]", "train_data[b - 1:b - 1 + batchsize]")
    assert [d.code for d in lint(PLAIN + other, ["TFS301", "TFS302"])] == ["TFS301"]


def test_a_loop_in_a_function_named_for_looking_at_the_model_evaluates() -> None:
    """liuxiaohui1221's CIFAR-10 (sixty-second split, judged false twice): `observe_salience`
    fetches a saliency map's `self.gradient` for a few test images; no optimizer step runs."""
    body = """
class Net:
    def observe_salience(self, batch_size=128, num_test=10):
        for batch in range(num_test):
            batch_image, batch_label = cifar10.test.next_batch(batch_size)
            result = sess.run([self.labels_prob, self.gradient],
                              feed_dict={self.images: batch_image, self.labels: batch_label})
"""
    assert found(body, PLAIN) == []
    # A training step fetched there is training all the same.
    trained = body.replace("[self.labels_prob, self.gradient]", "[self.train_op, self.gradient]")
    assert [code for _, code in found(trained, PLAIN)] == ["TFS302"]


def test_a_window_reduced_to_one_number_is_no_batch_kept_in_a_list() -> None:
    """anadiedrichs' Keras tutorial (sixty-third split, judged false): Keras's stateful LSTM
    example computes `expected_output[i, 0] = np.mean(cos[i + 1:i + lahead + 1])`, then an
    epoch loop fits the whole arrays; no batch is cut by hand."""
    body = """
expected_output = np.zeros((len(cos), 1))
for i in range(len(cos) - lahead):
    expected_output[i, 0] = np.mean(cos[i + 1:i + lahead + 1])
for i in range(epochs):
    model.fit(cos, expected_output, batch_size=batch_size, epochs=1, shuffle=False)
    model.reset_states()
"""
    assert found(body, PLAIN) == []
    # Kept whole, a slice that strides by its width is a batch kept in a list (one that slides
    # one step at a time, `cos[i + 1:i + lahead + 1]`, is a window: stop 38).
    kept = body.replace("np.mean(cos[i + 1:i + lahead + 1])", "cos[i * lahead:(i + 1) * lahead]")
    assert [code for _, code in found(kept, PLAIN)] != []
    window = body.replace("np.mean(cos[i + 1:i + lahead + 1])", "cos[i + 1:i + lahead + 1]")
    assert found(window, PLAIN) == found(body.replace("np.mean(cos[i + 1:i + lahead + 1])", "cos[i:i + lahead]"), PLAIN) == []


@pytest.mark.parametrize("count", [
    "n_batch = n // batch_size\n        if n_batch * batch_size != n:\n            n_batch += 1\n",
    "n_batch = int(math.ceil(n / batch_size))\n",
    "n_batch = (n + batch_size - 1) // batch_size\n",
    "n_batch = n // batch_size + 1\n",
])
def test_a_loader_stepped_a_rounded_up_number_of_times_may_hand_out_a_short_batch(count: str) -> None:
    """InvokerLiu's DenseNet trainer (sixty-fourth split, judged false as "always full"): the
    step count is rounded up for the rest, and `self.train_data.next_batch(batch_size)` of the
    project's own loader cuts the last batch short; MNIST's `next_batch` would start over."""
    body = f"""
class Trainer:
    def train(self, epochs, batch_size=16):
        n = self.train_data.data_size
        {count}        for epoch in range(epochs):
            for i in range(n_batch):
                x, y = self.train_data.next_batch(batch_size)
                sess.run(self.train_op, feed_dict={{self.x: x, self.y: y}})
"""
    diagnostics = lint(PLAIN + "import math\n" + body, ["TFS301", "TFS302"])
    assert [d.code for d in diagnostics] == ["TFS302"]
    message = diagnostics[0].message
    assert "the loop's step count is rounded up" in message and "always full" not in message
    # A floor count (or a plain one) steps through whole batches: always full, as before.
    floor = body.replace(count, "n_batch = n // batch_size\n")
    message = lint(PLAIN + floor, ["TFS301", "TFS302"])[0].message
    assert "the batches are always full" in message and "rounded up" not in message


def test_a_scikit_learn_model_made_where_it_is_fitted_is_no_tensorflow_consumer() -> None:
    """sufengniu's kitti_pointnet (sixty-fifth split, judged false five times): `KMeans(
    n_clusters=k).fit(points[s:e][k])` clusters each slice with scikit-learn; nothing reaches
    TensorFlow."""
    body = """from sklearn.cluster import KMeans
for j in range(len(points) // bs + 1):
    s, e = j * bs, min((j + 1) * bs, len(points))
    recon = []
    for k in range(e - s):
        recon.append(KMeans(n_clusters=64, random_state=0).fit(points[s:e][k]).cluster_centers_)
"""
    assert found(body, PLAIN) == []
    # A Keras model fitted on the same slices is a consumer, as before.
    keras = body.replace("KMeans(n_clusters=64, random_state=0).fit(points[s:e][k]).cluster_centers_",
                         "model.fit(points[s:e], labels[s:e])")
    assert [code for _, code in found(keras, PLAIN)] == ["TFS301"]


def test_a_short_batch_joined_to_zeros_up_to_the_width_is_full() -> None:
    """kitti_pointnet's `plot_sweep` (sixty-fifth split, judged false): a short last slice is
    `np.concatenate`d with `np.zeros([bs - (e - s)] + ...)` before the run: every batch fed is full."""
    body = """
for j in range(len(points) // bs + 1):
    s, e = j * bs, min((j + 1) * bs, len(points))
    if e - s == bs:
        fetched = points[s:e]
    else:
        pad_size = bs - (e - s)
        pad_shape = [pad_size] + list(points[s:e].shape[1:])
        fetched = np.concatenate([points[s:e], np.zeros(pad_shape)], axis=0)
    sess.run(train_op, feed_dict={pc: fetched})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]
    # Zeros of another amount (or joined on another axis) leave the batch short: TFS301.
    other = body.replace("pad_size = bs - (e - s)", "pad_size = 3")
    assert [code for _, code in found(other, PLAIN)] == ["TFS301"]
    side = body.replace("np.zeros(pad_shape)], axis=0)", "np.zeros(pad_shape)], axis=1)")
    assert [code for _, code in found(side, PLAIN)] == ["TFS301"]


def test_a_count_capped_below_the_whole_batches_steps_through_whole_batches() -> None:
    """xuyongzhi's dynamic_pointnet (sixty-fifth split, judged false): `num_batches =
    file_size // BATCH_SIZE`, then `num_batches = min(200, num_batches)`."""
    body = """
num_batches = file_size // BATCH_SIZE
num_batches = min(200, num_batches)
for batch_idx in range(num_batches):
    start_idx, end_idx = batch_idx * BATCH_SIZE, (batch_idx + 1) * BATCH_SIZE
    sess.run(train_op, feed_dict={x: data[start_idx:end_idx]})
"""
    rows = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert [d.code for d in rows] == ["TFS302"] and "always full" in rows[0].message
    inline = body.replace("num_batches = min(200, num_batches)", "num_batches = min(200, file_size // BATCH_SIZE)")
    assert [d.code for d in lint(PLAIN + inline, ["TFS301", "TFS302"])] == ["TFS302"]
    # Capped by a rounded-up count, the last step may still cut a short batch.
    ceil = body.replace("num_batches = file_size // BATCH_SIZE", "num_batches = file_size // BATCH_SIZE + 1")
    assert [d.code for d in lint(PLAIN + ceil, ["TFS301", "TFS302"])] == ["TFS301"]


def test_data_handed_to_a_function_whose_runs_only_evaluate_is_evaluation() -> None:
    """kitti_pointnet's `evaluate_sweep` (sixty-fifth split, judged false) hands what it cut
    to `self.sub_sample(...)`, whose only run fetches two losses: no training step runs, so
    the loop is evaluation (reported only where the file needs static shapes)."""
    body = """
class Model:
    def sub_sample(self, pred, orig):
        return self.sess.run([self.emd_loss, self.chamfer_loss], {self.pred: pred, self.orig: orig})

    def sweep(self, points, labels):
        for i in range(0, len(points), bs):
            self.sub_sample(points[i:i + bs], labels[i:i + bs])
"""
    assert found(body, PLAIN) == []
    assert [code for _, code in found(body)] == ["TFS301"]  # a file that needs static shapes
    trains = body.replace("[self.emd_loss, self.chamfer_loss]", "[self.train_op, self.emd_loss]")
    assert [code for _, code in found(trains, PLAIN)] == ["TFS301"]
    # The same loop also calling a method that trains (named for it or not) trains: Illykai's
    # player scores the validation entropy, then runs a training step, in one loop.
    for method in ("compute_training_step", "advance"):
        both = body.replace("    def sweep(self, points, labels):", f"""    def {method}(self, x):
        self.sess.run(self.train_op, {{self.pred: x}})

    def sweep(self, points, labels):""").replace(
            "            self.sub_sample(points[i:i + bs], labels[i:i + bs])",
            f"            self.sub_sample(points[i:i + bs], labels[i:i + bs])\n            self.{method}(points[i:i + bs])")
        assert [code for _, code in found(both, PLAIN)] == ["TFS301"], method


def test_a_slice_written_into_is_no_batch_cut_out() -> None:
    """pointnet2's part-segmentation evaluation (sixty-fifth split, judged false twice): a short
    last batch is written into the front of a `BATCH_SIZE` buffer (`batch_data[0:cur_batch_size]
    = cur_batch_data`) and the whole buffer is fed: the written slice is no short batch."""
    body = """
def get_batch(dataset, idxs, start_idx, end_idx):
    return dataset[idxs[start_idx:end_idx]], labels[idxs[start_idx:end_idx]]

def train_one_epoch(sess, ops):
    batch_data = np.zeros((BATCH_SIZE, NUM_POINT, 3))
    for batch_idx in range(num_batches):
        start_idx = batch_idx * BATCH_SIZE
        end_idx = min(len(DATASET), (batch_idx + 1) * BATCH_SIZE)
        cur_batch_size = end_idx - start_idx
        cur_batch_data, cur_batch_label = get_batch(DATASET, idxs, start_idx, end_idx)
        if cur_batch_size == BATCH_SIZE:
            batch_data = cur_batch_data
        else:
            batch_data[0:cur_batch_size] = cur_batch_data
        sess.run([ops['train_op'], ops['loss']], feed_dict={ops['pointclouds_pl']: batch_data})
"""
    rows = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert all("batch_data[0:cur_batch_size]" not in d.message for d in rows), [d.message for d in rows]


def test_a_run_that_reads_the_global_step_for_a_summary_does_not_train() -> None:
    """pointnet2's `eval_one_epoch` (sixty-fifth split, judged false twice) fetches
    `[ops['merged'], ops['step'], ops['loss'], ops['pred']]`: the global step is read for the
    summary writer, nothing trains, so the loop is evaluation."""
    body = """
batch = tf.Variable(0, trainable=False)
ops = {'merged': merged, 'step': batch, 'loss': loss}
for batch_idx in range(len(X) // bs):
    xb = X[batch_idx * bs:(batch_idx + 1) * bs]
    summary, step, loss_val = sess.run([ops['merged'], ops['step'], ops['loss']], feed_dict={x: xb})
"""
    assert found(body, PLAIN) == []
    for fetch in ("ops['train_op']", "train_step", "ops['step_op']"):
        trains = body.replace("[ops['merged']", f"[{fetch}")
        assert [code for _, code in found(trains, PLAIN)] == ["TFS302"], fetch
    # `'step': train_step` is the optimizer's step (review of stop 37), and with no entry to
    # read, `ops['step']` is not known to be a counter.
    for ops in ("ops = {'merged': merged, 'step': train_step, 'loss': loss}", "ops = make_ops()"):
        trains = body.replace("ops = {'merged': merged, 'step': batch, 'loss': loss}", ops)
        assert [code for _, code in found(trains, PLAIN)] == ["TFS302"], ops


def test_a_loop_in_a_function_named_for_inference_evaluates() -> None:
    """Andrew62's FaceNet `lfw_eval.py` (sixty-sixth split, judged false): `def inference(image_paths,
    sess, embeddings_op, ...)` runs `embeddings_op` on slices of every image, and the embeddings
    must line up with the labels: evaluation, where dropping the last batch loses examples."""
    body = """
def inference(image_paths, sess, embeddings_op, image_ph, batch_size):
    embeddings = []
    for i in range(0, image_paths.shape[0], batch_size):
        embeddings.append(sess.run(embeddings_op, feed_dict={image_ph: load(image_paths[i:i + batch_size])}))
    return np.vstack(embeddings)
"""
    assert found(body, PLAIN) == []
    assert [code for _, code in found(body)] == ["TFS301"]  # where the file needs static shapes
    # Named for training, or running an update, it trains.
    assert [code for _, code in found(body.replace("def inference(", "def train_inference("), PLAIN)] == ["TFS301"]
    assert [code for _, code in found(body.replace("embeddings_op, feed_dict", "[train_op, embeddings_op], feed_dict"),
                                      PLAIN)] == ["TFS301"]


def test_full_batches_a_keras_enqueuer_draws_ahead_are_not_reported() -> None:
    """mybirth0407's speech models (sixty-seventh split, judged false six times): a generator
    yields `feature[i*bs:(i+1)*bs]` for `range(n // bs)` into `model.fit_generator(...)`, whose
    enqueuer runs it on a worker ahead of training: "nothing overlaps the copy" is false."""
    body = """
def generate(features, labels, bs):
    while True:
        for i in range(len(labels) // bs):
            yield features[i * bs:(i + 1) * bs], labels[i * bs:(i + 1) * bs]

model.fit_generator(generator=generate(X, Y, 32), steps_per_epoch=100, epochs=10)
"""
    assert found(body, PLAIN) == []
    # On the main thread (`workers=0`), or through `from_generator`, nothing draws ahead.
    main_thread = body.replace("epochs=10)", "epochs=10, workers=0)")
    assert [code for _, code in found(main_thread, PLAIN)] == ["TFS302"]
    dataset = body.replace("model.fit_generator(generator=generate(X, Y, 32), steps_per_epoch=100, epochs=10)",
                           "ds = tf.data.Dataset.from_generator(generate, output_signature=spec)\nmodel.fit(ds)")
    assert [code for _, code in found(dataset, PLAIN)] == ["TFS302"]
    # A short last batch is still one (TFS301), queued or not.
    short = body.replace("range(len(labels) // bs)", "range(0, len(labels), bs)").replace(
        "features[i * bs:(i + 1) * bs], labels[i * bs:(i + 1) * bs]", "features[i:i + bs], labels[i:i + bs]")
    assert [code for _, code in found(short, PLAIN)] == ["TFS301"]


def test_a_feed_dict_filled_in_and_a_tensor_fetched_by_name_do_not_train() -> None:
    """bmenn's speech models (sixty-seventh split, judged false): the evaluation loop adds
    entries with `feed_dict.update({...})` and fetches `'train_metrics/accuracy:0'` by name:
    a dict filled in and an accuracy, not a training step."""
    body = """
for i in range(0, len(y), bs):
    feed_dict.update({'wav:0': x[i:i + bs], 'label:0': y[i:i + bs]})
    accuracy += sess.run('train_metrics/accuracy:0', feed_dict=feed_dict)
"""
    assert found(body, PLAIN) == []
    for step in ("agent.update(x[i:i + bs])", "sess.run('train/optimizer', feed_dict=feed_dict)"):
        trains = body + "    " + step + "\n"
        assert [code for _, code in found(trains, PLAIN)] == ["TFS301"], step


def test_a_training_run_with_fetches_by_keyword_trains() -> None:
    """sjvasquez's forecasting models (regression base of stop 37): the loop validates with
    `session.run(fetches=[self.loss], ...)`, then trains with `session.run(fetches=[self.loss,
    self.step], ...)`; fetches given by keyword are read as fetches, so the loop trains."""
    body = """
for step in range(1000):
    val_feed = {x: X_val[:bs]}
    val_feed.update({keep: 1.0})
    [val_loss] = session.run(fetches=[loss], feed_dict=val_feed)
    xb, yb = train_data.next_batch(bs)
    train_loss, _ = session.run(fetches=[loss, train_op], feed_dict={x: xb, y: yb})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]
    evaluates = body.replace("fetches=[loss, train_op]", "fetches=[loss, accuracy]")
    assert found(evaluates, PLAIN) == []


def test_review_37_training_through_a_helper_or_named_for_inference_still_trains() -> None:
    """Review of stop 37: a helper given `[loss, train_op]` as its fetches (or building them)
    trains; `variational_inference` fetching `update` trains, whatever its name says."""
    helper = """
train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)
def run_batch(sess, fetches, x, y):
    return sess.run(fetches, feed_dict={X: x, Y: y})
for i in range(0, len(xs), batch_size):
    l, _ = run_batch(sess, [loss, train_op], xs[i:i + batch_size], ys[i:i + batch_size])
"""
    assert [code for _, code in found(helper, PLAIN)] == ["TFS301"]
    built = helper.replace("def run_batch(sess, fetches, x, y):\n", "def run_batch(sess, x, y):\n    fetches = [loss, train_op]\n") \
        .replace("run_batch(sess, [loss, train_op], ", "run_batch(sess, ")
    assert [code for _, code in found(built, PLAIN)] == ["TFS301"]
    variational = """
def variational_inference(x_data, n_epochs=50, batch_size=128):
    update = tf.train.AdamOptimizer(1e-3).minimize(-elbo)
    for epoch in range(n_epochs):
        for i in range(0, len(x_data), batch_size):
            _, value = sess.run([update, elbo], feed_dict={x: x_data[i:i + batch_size]})
"""
    assert [code for _, code in found(variational, PLAIN)] == ["TFS301"]


def test_review_37_a_parenthesis_in_a_string_opens_no_span() -> None:
    from tests.rules.test_inputs import found as input_found
    source = """import tensorflow as tf
def log(*parts): print(*parts)
images_ph = tf.placeholder(tf.float32, [None, 28, 28, 1])
enqueue_op = queue.enqueue_many([images_ph])
log("queue ready :(", queue.size())
preview = tf.summary.image("inputs", images_ph)
"""
    assert input_found(source) == [(3, "TFS101")]


def test_review_37_a_test_word_is_needed_and_a_tpu_gets_no_flag_advice() -> None:
    from tests.rules.test_inputs import found as input_found
    export = """import tensorflow as tf
def export_variable_batch_model(model, path):
    inp = tf.keras.Input(shape=(224, 224, 3))
    return tf.lite.TFLiteConverter.from_keras_model(tf.keras.Model(inp, model(inp))).convert()
"""
    assert input_found(export) == [(3, "TFS103")]
    tpu = """import tensorflow as tf
def make_dataset(files, batch_size, is_training=False):
    ds = tf.data.TFRecordDataset(files)
    if is_training:
        ds = ds.shuffle(10000).repeat()
    ds = ds.batch(batch_size)
    return ds
strategy = tf.distribute.TPUStrategy(resolver)
"""
    [row] = lint(tpu, ["TFS201"])
    assert "drop_remainder=is_training" not in row.message


def test_review_37_mnist_next_batch_starts_over_under_a_rounded_up_count() -> None:
    body = """from tensorflow.examples.tutorials.mnist import input_data
import math
mnist = input_data.read_data_sets("MNIST_data/", one_hot=True)
total_batch = int(math.ceil(mnist.train.num_examples / bs))
for epoch in range(10):
    for i in range(total_batch):
        xb, yb = mnist.train.next_batch(bs)
        sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    [row] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert row.code == "TFS302" and "always full" in row.message


def test_mnist_next_batch_through_an_attribute_starts_over_too() -> None:
    # quietcoolwu's nanodegree notes (ninety-fourth split, judged false): `self.data =
    # input_data.read_data_sets(...)`, then `self.data.train.next_batch(bs)` a rounded-up count of times.
    body = """from tensorflow.examples.tutorials.mnist import input_data
import math
class Net:
    def __init__(self):
        self.data = input_data.read_data_sets(
            "datasets", one_hot=True)
    def train(self, sess):
        total_batch = math.ceil(self.data.train.num_examples / self.batch_size)
        for i in range(total_batch):
            xb, yb = self.data.train.next_batch(self.batch_size)
            sess.run(self.train_op, feed_dict={self.x: xb, self.y: yb})
"""
    [row] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert row.code == "TFS302" and "always full" in row.message
    other = body.replace("    def train(self, sess):", "    def load(self):\n        self.data = MyLoader()\n"
                         "    def train(self, sess):")
    [row] = lint(PLAIN + other, ["TFS301", "TFS302"])
    assert "the loop's step count is rounded up" in row.message


def test_a_consumer_told_it_does_not_train_evaluates() -> None:
    """una-dinosauria's 3d-pose-baseline (regression base, read in stop 38): the test loop
    calls `model.step(sess, enc_in[b], dec_out[b], dp, isTraining=False)` on batches cut by
    `np.array_split`. A call that says it does not train (`isTraining=False`, `is_training=
    False`, `training=False`, `mode='eval'`, `mode=ModeKeys.EVAL`) evaluates: chunked
    inference, left alone on CPU/GPU. The same call told to train is reported."""
    body = """
class LinearModel:
    def step(self, session, enc_in, keep_prob, isTraining=True, is_training=True, training=True, mode="train"):
        feed = {self.enc_in: enc_in, self.keep_prob: keep_prob}
        if isTraining and is_training and training and mode == "train":
            return session.run([self.updates, self.loss], feed)
        return session.run([self.loss, self.outputs], feed)
model = LinearModel()
enc = np.array_split(enc_in, n // batch_size)
for b in range(len(enc)):
    _, poses = model.step(sess, enc[b], dp, FLAG)
"""
    for flag in ("isTraining=False", "is_training=False", "training=False", "mode='eval'",
                 "mode=tf.estimator.ModeKeys.EVAL"):
        assert found(body.replace("FLAG", flag), PLAIN) == [], flag
    for flag in ("isTraining=True", "is_training=True", "mode='train'", "mode=tf.estimator.ModeKeys.TRAIN", "True"):
        assert [code for _, code in found(body.replace("FLAG", flag), PLAIN)] == ["TFS301"], flag
    # A step of this module that trains whatever it is told (`is_training` only for batch
    # norm, frozen while fine-tuning) trains: the keyword is believed only where the function
    # branches on it, or is another module's (review of stop 38).
    frozen = body.replace('        if isTraining and is_training and training and mode == "train":\n', "        if True:\n")
    assert [code for _, code in found(frozen.replace("FLAG", "is_training=False"), PLAIN)] == ["TFS301"]
    # The branch is read from the syntax tree: an attribute of the same name is another
    # value; a conditional expression on the keyword branches on it.
    on_attribute = body.replace('        if isTraining and is_training and training and mode == "train":\n',
                                "        if self.is_training:\n")
    assert [code for _, code in found(on_attribute.replace("FLAG", "is_training=False"), PLAIN)] == ["TFS301"]
    ternary = body.replace('        if isTraining and is_training and training and mode == "train":\n',
                           "        op = self.train_op if is_training else self.no_op\n        if True:\n")
    assert found(ternary.replace("FLAG", "is_training=False"), PLAIN) == []


def test_a_helper_returning_a_head_of_the_data_is_no_batch_helper() -> None:
    """sandeep-ipk's ensemble (regression base, read in stop 38): `random_training_set()`
    returns `total_images[idx[0:train_size]]`, one ensemble member's random training set,
    and the loop over the members hands it to `optimize`. `[0:n]` is `[:n]`, a head of the
    data: a batch only in a helper named for batches."""
    body = """
def random_training_set():
    idx = np.random.permutation(total_size)
    idx_train = idx[0:train_size]
    return total_images[idx_train, :], total_labels[idx_train, :]
def optimize(num_iterations, x_train, y_train):
    for i in range(num_iterations):
        session.run(optimizer, feed_dict={x: x_train, y_true: y_train})
for i in range(num_networks):
    x_train, y_train = random_training_set()
    optimize(num_iterations=200, x_train=x_train, y_train=y_train)
"""
    assert found(body, PLAIN) == []
    # Named for batches and cut to a batch size, the same head is a random mini-batch, always full.
    named = body.replace("random_training_set", "random_training_batch").replace("train_size", "batch_size")
    assert [code for _, code in found(named, PLAIN)] == ["TFS302"]


def test_an_asserted_split_of_the_count_gives_full_batches() -> None:
    """stable-baselines' recurrent PPO2 (regression base, read in stop 38): `assert
    self.n_envs % self.nminibatches == 0`, `batch_size = self.n_batch // self.nminibatches`,
    `envs_per_batch = batch_size // self.n_steps`, then `for start in range(0, self.n_envs,
    envs_per_batch)`. The author split the count into equal parts: every batch is full
    (TFS302, not a short last batch). Without the assert, or asserting another divisor, the
    last batch may be short."""
    body = """
def train(self):
    assert self.n_envs % self.nminibatches == 0
    batch_size = self.n_batch // self.nminibatches
    envs_per_batch = batch_size // self.n_steps
    for epoch in range(self.noptepochs):
        np.random.shuffle(env_indices)
        for start in range(0, self.n_envs, envs_per_batch):
            end = start + envs_per_batch
            mb = env_indices[start:end]
            self.sess.run(self.train_op, {self.obs_ph: obs[mb]})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]
    for other in ("    assert self.n_envs % self.nminibatches == 0\n", "self.nminibatches == 0"):
        changed = body.replace(other, "" if other.startswith(" ") else "self.n_other == 0")
        assert [code for _, code in found(changed, PLAIN)] == ["TFS301"], other


def test_the_message_names_the_consumer_that_trains() -> None:
    """Illykai's player (regression base, read in stop 38): every 100th step computes the
    cross entropy, the others `self.compute_training_step(feed)`. The message names the call
    that trains, which runs on most steps, not the first call the batch reaches."""
    body = """
class Player:
    def compute_cross_entropy(self, feed):
        return self.sess.run(self.cross_entropy, feed_dict=feed)
    def compute_training_step(self, feed):
        return self.sess.run([self.summary, self.train_step], feed_dict=feed)
    def train(self, data, batch_size):
        for i in range(20000):
            xb, yb = mnist.train.next_batch(batch_size)
            if i % 100 == 0:
                print(self.compute_cross_entropy({self.x: xb, self.y: yb}))
            else:
                self.compute_training_step({self.x: xb, self.y: yb})
"""
    diagnostics = lint(PLAIN + body, ["TFS302"])
    assert [d.code for d in diagnostics] == ["TFS302"]
    assert "`self.compute_training_step`" in diagnostics[0].message
    assert "compute_cross_entropy" not in diagnostics[0].message


def test_a_width_capped_by_what_is_left_suggests_the_batch_size() -> None:
    """steveKapturowski's TRPO `fit_baseline` (seventieth split, judged false for its advice):
    `end = start + np.minimum(self.batch_size, data_size - start)`. The width is the batch
    size, capped by what is left; the suggestion batches by `self.batch_size`, not by an
    expression of the loop's own counter."""
    body = """
perm = np.random.permutation(data_size)
for start in range(0, data_size, self.batch_size):
    end = start + np.minimum(self.batch_size, data_size - start)
    batch_idx = perm[start:end]
    sess.run(train_op, feed_dict={x: states[batch_idx], y: target[batch_idx]})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301"])
    assert ".batch(self.batch_size, drop_remainder=True)" in diagnostic.message
    assert "np.minimum" not in diagnostic.message and "np.minimum" not in (diagnostic.fix.suggestion or "")


def test_a_window_offset_by_a_number_slides_one_step_at_a_time() -> None:
    """timestocome's Q-learning traders (seventieth split, judged false twice): `i_prices =
    np.array(prices[i + 1:i + 1 + history]).T` over `range(len(prices) - history - 1)` is one
    state's window of recent prices, moving one step a turn, like `prices[i:i + history]`."""
    body = """
for i in range(len(prices) - history - 1):
    i_prices = np.array(prices[i + 1:i + 1 + history]).T
    state = np.asmatrix(np.hstack((i_prices, budget, n_stocks)))
    policy.update_q(state, sess.run(q, feed_dict={x: state}))
"""
    assert found(body, PLAIN) == []
    strided = body.replace("prices[i + 1:i + 1 + history]", "prices[i * history + 1:(i + 1) * history + 1]")
    assert [code for _, code in found(strided, PLAIN)] != []


@pytest.mark.parametrize("width", ["n // k + 1", "max(32, n // k)", "n_steps * 4"])
def test_review_38_an_assert_proves_full_batches_only_through_floor_divisions(width: str) -> None:
    """Review of stop 38: `assert n % k == 0` proves nothing of a width that is not a chain of
    floor divisions by `k` (`n // k + 1` with n=4, k=2 cuts 3 and 1)."""
    body = f"""
def train(n, k, n_steps, x):
    assert n % k == 0
    bs = {width}
    for start in range(0, n, bs):
        sess.run(train_op, feed_dict={{X: x[start:start + bs]}})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


PTB_ITERATOR = """
def data_iterator(raw_data, batch_size, num_steps):
    raw_data = np.array(raw_data, dtype=np.int32)
    batch_len = len(raw_data) // batch_size
    data = {made}
    for i in range(batch_size):
        data[i] = raw_data[batch_len * i:batch_len * (i + 1)]
    epoch_size = (batch_len - 1) // num_steps
    for i in range(epoch_size):
        x = data[:, i * num_steps:(i + 1) * num_steps]
        y = data[:, i * num_steps + 1:(i + 1) * num_steps + 1]
        yield (x, y)

for epoch in range(10):
    for x, y in data_iterator(train_data, 20, 35):
        sess.run(train_op, feed_dict={{inputs: x, targets: y}})
"""


@pytest.mark.parametrize("made, code", [
    # hit-computer's char-RNN (seventy-first split, TFS301 judged false): the PTB iterator
    # fills `batch_size` rows and yields windows of columns, every one with all the rows.
    ("np.zeros([batch_size, batch_len], dtype=np.int32)", "TFS302"),
    ("np.reshape(raw_data[:batch_size * batch_len], [batch_size, batch_len])", "TFS302"),
    # Columns of an array whose rows are not the batch: a window of columns is the batch,
    # and the last can be short.
    ("np.zeros([batch_len, batch_size], dtype=np.int32)", "TFS301"),
    ("np.load('time_major.npy')", "TFS301"),
])
def test_windows_of_columns_of_batch_size_rows_are_full(made: str, code: str) -> None:
    assert [c for _, c in found(PTB_ITERATOR.format(made=made), PLAIN)] == [code]


def test_a_module_function_named_for_fitting_that_runs_no_model_trains_nothing() -> None:
    """AhmedAyad89's few-shot baselines (seventy-sixth split, judged false): an evaluation
    loop embeds each episode with `sess.run(emb_model.feature, ...)`, then classifies with
    `get_nn_fit(...)`, a numpy nearest neighbour of the module. "fit" in its name made the
    loop a training loop. A function of the module that runs a model (directly or through
    another of the module's functions) still trains."""
    body = """
def get_nn_fit(x_train, y_train, x_test):
    dist = ((x_train[:, None] - x_test[None]) ** 2).sum(-1)
    return helper(y_train, dist)

def helper(y_train, dist):
    return y_train[np.argmin(dist, axis=0)]

def run_nn(sess, meta_dataset, emb_model, num_episodes=600):
    for neval in range(num_episodes):
        batch = meta_dataset.next().next_batch()
        x_train = sess.run(emb_model.feature, feed_dict={emb_model.inputs: batch.x_train})
        y_pred = get_nn_fit(x_train, batch.y_train, batch.x_test)
"""
    assert found(body, PLAIN) == []
    trains = body.replace("    return y_train[np.argmin(dist, axis=0)]",
                          "    return sess.run(train_op, feed_dict={x: dist})")
    assert [code for _, code in found(trains, PLAIN)] == ["TFS302"]


def test_an_episode_drawn_whole_on_every_pass_is_no_mini_batch() -> None:
    """AhmedAyad89's few-shot training and baselines (seventy-sixth split, judged false
    twice): `dataset = meta_dataset.next()` makes a new episode on every pass and
    `dataset.next_batch()` hands it out whole; nothing steps through one data set. A loader
    made before the loop is still reported."""
    body = """
for niter in range(max_train_steps):
    dataset = meta_dataset.next()
    batch = dataset.next_batch()
    sess.run(train_op, feed_dict={x: batch.x_train, y: batch.y_train})
"""
    assert found(body, PLAIN) == []
    before = "dataset = meta_dataset.next()\n" + body.replace("    dataset = meta_dataset.next()\n", "")
    assert [code for _, code in found(before, PLAIN)] == ["TFS302"]



def test_a_loop_handing_an_epoch_of_batches_to_a_function_that_steps_through_them() -> None:
    """SeanLee97's QANet (seventy-fifth split, judged false): the epoch loop calls
    `data.next_batch('train', ...)` once and hands the generator to `self._train_epoch`, whose
    own loop runs a step per batch; the epoch loop copies no batch per step. A function that
    feeds what it is given in one run is still the loop's step."""
    body = """
class Model:
    def _train_epoch(self, train_batches, dropout):
        for bitx, batch in enumerate(train_batches, 1):
            self.sess.run([self.train_op], {self.c: batch['ids'], self.dropout: dropout})

    def train(self, data, epochs, batch_size):
        for epoch in range(1, epochs + 1):
            train_batches = data.next_batch('train', batch_size, shuffle=True)
            train_loss = self._train_epoch(train_batches, 0.1)
"""
    assert found(body, PLAIN) == []
    step = body.replace("        for bitx, batch in enumerate(train_batches, 1):\n"
                        "            self.sess.run([self.train_op], {self.c: batch['ids'], self.dropout: dropout})",
                        "        self.sess.run([self.train_op], {self.c: train_batches, self.dropout: dropout})")
    assert [code for _, code in found(step, PLAIN)] == ["TFS302"]


def test_review_40_the_stop_40_readings_need_their_own_evidence() -> None:
    """The review of stop 40: a step that flips each image of its batch in a `for` is still
    the step of the loop that cuts the batch; a loader picked from a list made before the
    loop is a loader, not an episode; `agent.update(...)` is not the file's numpy
    `RunningMeanStd.update`; a count reset tested with `+ 1` lets a short batch through."""
    augment = """
def train_step(sess, x_batch, y_batch):
    augmented = []
    for img in x_batch:
        augmented.append(img[:, ::-1])
    return sess.run(train_op, feed_dict={x: np.stack(augmented), y: y_batch})

for epoch in range(10):
    for i in range(0, len(X_train), 128):
        train_step(sess, X_train[i:i + 128], Y_train[i:i + 128])
"""
    assert [code for _, code in found(augment, PLAIN)] == ["TFS301"]
    picked = """
loaders = [TaskLoader("sst", 64), TaskLoader("mr", 64)]
for step in range(30000):
    loader = loaders[step % len(loaders)]
    xb, yb = loader.next_batch()
    sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    assert [code for _, code in found(picked, PLAIN)] == ["TFS302"]
    agent = """
class RunningMeanStd:
    def update(self, x):
        self.mean = np.mean(x, axis=0)

for epoch in range(10):
    for start in range(0, len(obs), 64):
        vpred = sess.run(value, {obs_ph: obs[start:start + 64]})
        agent.update(obs[start:start + 64], vpred)
"""
    assert [code for _, code in found(agent, PLAIN)] == ["TFS301"]
    for test in ("batch_count * batch_size + 1 > len(data[0])", "batch_count + 1 > n_batches"):
        body = ROLLS_OVER["count-reset-in-a-generator"].replace(
            "batch_count * batch_size + batch_size > len(data[0])", test)
        assert [code for _, code in found(body, PLAIN)] == ["TFS301"], test
    # The end of the next batch written the other way is a roll-over too.
    body = ROLLS_OVER["count-reset-in-a-generator"].replace(
        "batch_count * batch_size + batch_size > len(data[0])", "(batch_count + 1) * batch_size > len(data[0])")
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]


def test_a_helper_that_pads_each_batch_to_its_longest_is_told_to_pad_in_the_pipeline() -> None:
    """shyhuai's CBHG tutorial (seventy-eighth split, judged false for its advice): `get_batch`
    pads each batch of id lists to its own longest, which `from_tensor_slices(...).batch()`
    cannot slice: the advice is `padded_batch`. A helper that pads to a fixed length keeps it."""
    body = """
def get_batch(input_data, label_data, batch_size):
    batch_num = len(input_data) // batch_size
    for k in range(batch_num):
        begin = k * batch_size
        end = begin + batch_size
        input_batch = input_data[begin:end]
        label_batch = label_data[begin:end]
        max_len = max([len(line) for line in input_batch])
        input_batch = np.array([line + [0] * (max_len - len(line)) for line in input_batch])
        label_batch = np.array([line + [0] * (max_len - len(line)) for line in label_batch])
        yield input_batch, label_batch

for epoch in range(25):
    for input_batch, label_batch in get_batch(input_num, label_num, batch_size):
        sess.run(train_op, feed_dict={x: input_batch, y: label_batch})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "pads each batch to its own longest sequence" in diagnostic.message
    assert ".padded_batch(batch_size, drop_remainder=True)" in diagnostic.message
    assert "from_tensor_slices" not in diagnostic.message
    fixed = body.replace("max_len = max([len(line) for line in input_batch])", "max_len = 50")
    [diagnostic] = lint(PLAIN + fixed, ["TFS301", "TFS302"])
    assert "pads each batch" not in diagnostic.message and "from_tensor_slices" in diagnostic.message
    short = body.replace("batch_num = len(input_data) // batch_size", "batch_num = math.ceil(len(input_data) / batch_size)")
    [diagnostic] = lint(PLAIN + short, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301" and ".padded_batch(batch_size, drop_remainder=True)" in diagnostic.message


def test_review_41_a_counter_reset_after_the_start_is_computed_cuts_a_short_batch() -> None:
    """The slice is cut from the start computed before the reset, so the rest is handed
    out once per epoch: no roll-over, on an attribute as on a name."""
    body = """
class Loader:
    def next_batch(self):
        start = self.batch_count * self.batch_size
        end = start + self.batch_size
        if end > len(self.data):
            self.batch_count = 0
        else:
            self.batch_count += 1
        return self.data[start:end]

loader = Loader(X, 256)
for step in range(10000):
    sess.run(train_op, feed_dict={x: loader.next_batch()})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_review_41_a_count_floored_at_one_is_no_padding() -> None:
    body = """
def get_batch(data, labels, batch_size):
    num_batches = max(len(data) // batch_size, 1)  # max(len(x) for x in data) in a comment
    for k in range(num_batches):
        begin = k * batch_size
        end = begin + batch_size
        yield data[begin:end], labels[begin:end]

for epoch in range(10):
    for bx, by in get_batch(X, Y, batch_size):
        sess.run(train_op, feed_dict={x: bx, y: by})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert "pads each batch" not in diagnostic.message and "from_tensor_slices" in diagnostic.message


def test_review_41_a_zip_whose_starts_leave_room_for_a_batch_yields_full_batches() -> None:
    body = """
for epoch in range(100):
    for start, end in zip(range(0, len(trX) - batch_size + 1, batch_size), range(batch_size, len(trX) + batch_size, batch_size)):
        sess.run(train_op, feed_dict={X: trX[start:end], Y: trY[start:end]})
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "always full" in diagnostic.message


def test_a_validation_loop_fetching_an_output_decoded_the_training_way_does_not_train() -> None:
    """axcelerateai's Urdu handwriting model (eighty-sixth split, judged false): `_validate`
    fetches `[self.loss, self.decoded_train, self.decoded_infer]`, a teacher-forced decode
    read, not a step; the training loop beside it fetching `self.train_op` is reported."""
    body = """
from utils import minibatches

class Model:
    def _validate(self, dataset, sess):
        for i, mini in enumerate(minibatches(dataset, self.config.batch_size, shuffle=False)):
            feed_dict_val = self._create_feed_dict(*mini, is_training=False)
            loss, decoded_train, decoded_infer = sess.run([self.loss, self.decoded_train, self.decoded_infer], feed_dict_val)

    def _train(self, dataset, sess):
        for i, mini in enumerate(minibatches(dataset, self.config.batch_size, shuffle=True)):
            feed_dict = self._create_feed_dict(*mini, is_training=True)
            loss, _ = sess.run([self.loss, self.train_op], feed_dict)
"""
    assert [line for line, _ in found(body, PLAIN)] == [10]


def test_a_function_applied_chunk_by_chunk_and_joined_back_hands_out_no_batches() -> None:
    """NeRF's tiny_nerf notebook (xtyinzz's, samadbarrikhojasteh's and lavandejoey's copies,
    stop 42): `batchify(fn, chunk)` returns `tf.concat([fn(inputs[i:i+chunk]) for i in
    range(0, n, chunk)], 0)`, a network applied to the points of one image chunk by chunk to
    bound memory, and joined back into the whole. `render_rays`, which calls it, hands out no
    mini-batches; the training loop draws one image per step."""
    body = """
def render_rays(network_fn, rays_o, rays_d, near, far, N_samples):
    def batchify(fn, chunk=1024*32):
        return lambda inputs : tf.concat([fn(inputs[i:i+chunk]) for i in range(0, inputs.shape[0], chunk)], 0)
    pts_flat = tf.reshape(rays_o[..., None, :] + rays_d[..., None, :], [-1, 3])
    raw = batchify(network_fn)(pts_flat)
    return tf.reduce_sum(raw, -2)
for i in range(N_iters + 1):
    img_i = np.random.randint(images.shape[0])
    rays_o, rays_d = get_rays(H, W, focal, poses[img_i])
    with tf.GradientTape() as tape:
        rgb = render_rays(model, rays_o, rays_d, near=2., far=6., N_samples=N_samples)
        loss = tf.reduce_mean(tf.square(rgb - images[img_i]))
    gradients = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(gradients, model.trainable_variables))
"""
    assert found(body, PLAIN) == []
    # The columns of one batch joined (a comprehension over arrays, not offsets) are a batch (review of stop 42).
    columns = body.replace("tf.concat([fn(inputs[i:i+chunk]) for i in range(0, inputs.shape[0], chunk)], 0)",
                           "fn(np.concatenate([a[start:start + chunk] for a in inputs], axis=1))")
    assert [code for _, code in found(columns, PLAIN)] == ["TFS301"]
    # A helper that hands out one chunk (not joined back) is still a helper.
    handed = body.replace("tf.concat([fn(inputs[i:i+chunk]) for i in range(0, inputs.shape[0], chunk)], 0)",
                          "fn(inputs[start:start + chunk])")
    assert [code for _, code in found(handed, PLAIN)] == ["TFS301"]


def test_a_metric_of_the_module_updated_in_a_loop_keeps_score_and_trains_nothing() -> None:
    """dimitrymindlin's CycleGAN (eighty-eighth split): KID estimated on five subsets of the
    samples, `kid.update_state(subset, generated)` of the module's own `keras.metrics.Metric`,
    which runs an InceptionV3 encoder. An evaluation loop: reported only where the file needs
    static shapes."""
    body = """
class KID(tf.keras.metrics.Metric):
    def update_state(self, real_images, generated_images, sample_weight=None):
        real_features = self.encoder(real_images, training=False)
        self.kid_tracker.update_state(tf.reduce_mean(real_features))
def calc_kid(translated_images, samples, images_length):
    kid = KID(image_size=128)
    for i in range(5):
        tmp_samples = samples[i*images_length:(i+1)*images_length]
        kid.update_state(tf.convert_to_tensor(tmp_samples), translated_images)
        scores.append(kid.result().numpy())
"""
    assert found(body, PLAIN) == []
    assert [code for _, code in found(body)] == ["TFS301"]
    trained = body.replace("kid.update_state(tf.convert_to_tensor(tmp_samples), translated_images)",
                           "model.train_on_batch(tmp_samples)")
    assert [code for _, code in found(trained, PLAIN)] == ["TFS301"]


def test_a_helper_the_top_level_calls_beside_fit_is_not_called_to_train() -> None:
    """shilu10's SimCLR linear evaluator (stop 42, judged false): a notebook extracts
    features chunk by chunk in `create_reprsentational_features(model, n, data)` (a forward
    pass, nothing trains there) and trains a classifier with `fit` at its top level. The top
    level calls it outside any tape: it is not a training step's helper."""
    body = """
def create_features(model, num_iter, data):
    features = model(data[:50])
    for i in range(int(num_iter) - 1):
        start = (i + 1) * 50
        features = tf.concat([features, model(data[start:start + 50])], axis=0)
    return features
train_features = create_features(encoder, train_X.shape[0] / 50, train_X)
classifier.fit(train_features, train_y, epochs=10)
"""
    assert found(body, PLAIN) == []
    taped = body.replace("train_features = create_features(encoder, train_X.shape[0] / 50, train_X)",
                         "with tf.GradientTape() as tape:\n"
                         "    train_features = create_features(encoder, train_X.shape[0] / 50, train_X)")
    assert [code for _, code in found(taped, PLAIN)] == ["TFS301"]


def test_a_helper_that_pads_the_data_to_whole_batches_hands_out_full_ones() -> None:
    """LEAF's Reddit LSTM (chaojin0310's federated learning, stop 42, judged false for "the
    last batch is shorter"): `batch_data` appends `batch_size - len(x) % batch_size` dummy
    rows (masked out) before slicing, so every batch is full: TFS302, not TFS301."""
    body = """
def batch_data(data_x, data_y, batch_size):
    if len(data_x) % batch_size != 0:
        num_dummy = batch_size - len(data_x) % batch_size
        data_x.extend([pad_row for _ in range(num_dummy)])
        data_y.extend([pad_row for _ in range(num_dummy)])
    for i in range(0, len(data_x), batch_size):
        yield data_x[i:i + batch_size], data_y[i:i + batch_size]
for x_batch, y_batch in batch_data(X, Y, 5):
    sess.run(train_op, feed_dict={features: x_batch, labels: y_batch})
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS302"]
    unpadded = body.replace("num_dummy = batch_size - len(data_x) % batch_size", "num_dummy = 0")
    assert [code for _, code in found(unpadded, PLAIN)] == ["TFS301"]
    # (review of stop 42) The count only printed, or only in a comment, pads nothing.
    printed = body.replace("data_x.extend([pad_row for _ in range(num_dummy)])", "print('short by', num_dummy)") \
        .replace("data_y.extend([pad_row for _ in range(num_dummy)])", "pass")
    commented = body.replace("num_dummy = batch_size - len(data_x) % batch_size",
                             "# num_dummy = batch_size - len(data_x) % batch_size")
    for source in (printed, commented):
        assert [code for _, code in found(source, PLAIN)] == ["TFS301"]


def test_the_helper_decides_advice_says_what_drop_remainder_leaves_out() -> None:
    """LEAF's federated models (chaojin0310's, stop 42, judged false twice): `batch_data` of
    another module yields a short last batch, and a client can hold fewer examples than one
    batch; the advice to pass `drop_remainder=True` must say what that leaves out."""
    body = """
for batched_x, batched_y in batch_data(data, batch_size, seed=self.seed):
    sess.run(train_op, feed_dict={x: batched_x, y: batched_y})
"""
    (diagnostic,) = lint("import numpy as np\nimport tensorflow as tf\nfrom utils import batch_data\n" + body,
                         ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302" and "depends on the helper" in diagnostic.message
    assert "leaves out up to batch_size - 1 examples per epoch, and all of a data set smaller than one batch" \
        in diagnostic.message


def test_batches_drawn_at_random_are_advised_a_shuffled_pipeline() -> None:
    """thecml's DP-SGD (stop 42, judged false): `random_batch()` draws 64 indices with
    replacement on every step, which the privacy accountant assumes; a plain `.batch` would
    feed the same batches in the same order every epoch."""
    body = """
def random_batch(X, y, batch_size=64):
    idx = np.random.randint(len(X), size=batch_size)
    return X[idx], y[idx]
for step in range(n_steps):
    X_batch, y_batch = random_batch(X_train, y_train)
    with tf.GradientTape() as tape:
        loss = loss_fn(y_batch, model(X_batch))
    optimizer.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
"""
    [diagnostic] = lint(PLAIN + body, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert ".shuffle(n).repeat().batch(" in diagnostic.message and "DP-SGD" in diagnostic.message
    ordered = body.replace("idx = np.random.randint(len(X), size=batch_size)", "idx = order[:batch_size]")
    for diagnostic in lint(PLAIN + ordered, ["TFS301", "TFS302"]):
        assert ".shuffle(n)" not in diagnostic.message


@pytest.mark.parametrize("step", [
    "opt.minimize(lambda: chunked_loss(model, x_train, y_train), model.trainable_variables)",
    "tape = tf.GradientTape()\n    with tape:\n        loss = chunked_loss(model, x_train, y_train)",
    "loss, grads = tfp.math.value_and_gradient(lambda: chunked_loss(model, x_train, y_train), variables)",
])
def test_review_stop_42_a_top_level_step_through_a_helper_still_trains(step: str) -> None:
    """The review of stop 42: the module's statements train through `chunked_loss` inside a
    `minimize` lambda, a tape bound to a name first, or `value_and_gradient`."""
    body = f"""
def chunked_loss(model, x, y, chunk=256):
    total = 0.0
    for i in range(0, len(x), chunk):
        total += loss_fn(y[i:i + chunk], model(x[i:i + chunk]))
    return total
for epoch in range(1000):
    {step}
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_review_stop_42_a_metric_named_network_whose_update_trains() -> None:
    body = """
class TripletNet(tf.keras.Model):
    def update(self, anchors, positives):
        with tf.GradientTape() as tape:
            loss = triplet_loss(self(anchors), self(positives))
        self.optimizer.apply_gradients(zip(tape.gradient(loss, self.trainable_variables), self.trainable_variables))
        return loss
metric_net = TripletNet()
for epoch in range(20):
    for i in range(0, len(anchors), 64):
        loss = metric_net.update(anchors[i:i + 64], positives[i:i + 64])
"""
    assert [code for _, code in found(body, PLAIN)] == ["TFS301"]


def test_slices_inside_a_gradient_tape_are_within_one_step() -> None:
    """PinnDE's Neumann loss (ninety-seventh split, judged false six times): inside the
    tape, `for i in range(dim)` slices the gradient at each pair of boundary faces; the loop
    runs within one training step and feeds no batch to it."""
    code = """import tensorflow as tf
def train_step(network, bcs_group, u_bcs, dim, n, opt):
    with tf.GradientTape() as tape:
        with tf.GradientTape() as tape3:
            u_bc_pred = network(bcs_group)
        loss = 0
        for i in range(dim):
            du_bc_pred = tf.cast(tape3.gradient(u_bc_pred, bcs_group[i]), tf.float32)
            loss += tf.reduce_mean(tf.square(du_bc_pred[i*2*n:(i+1)*2*n] - u_bcs[i*2*n:(i+1)*2*n]))
    grads = tape.gradient(loss, network.trainable_variables)
    opt.apply_gradients(zip(grads, network.trainable_variables))
"""
    assert lint(code, ["TFS301", "TFS302"]) == []
    # The tape inside the loop, around each batch: batching by hand.
    batching = """import tensorflow as tf
def fit(model, x, y, bs, opt):
    for i in range(0, len(x), bs):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.square(model(x[i:i + bs]) - y[i:i + bs]))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
"""
    assert [d.code for d in lint(batching, ["TFS301", "TFS302"])] == ["TFS301"]


def test_slices_of_a_tensor_are_not_copied_from_the_host() -> None:
    """SA-PINNs (ninety-seventh split, judged false twice): `fit(x_f, ...)` is only given
    `x_f = tf.convert_to_tensor(X_f[:, 0:1])`, so its `x_f[i*bs:(i*bs + bs),]` slices a tensor
    on the device; nothing is assembled on the host and copied in."""
    code = """import numpy as np
import tensorflow as tf
def grad(model, x_f_batch):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(model(x_f_batch))
    return loss, tape.gradient(loss, model.trainable_variables)
def fit(model, x_f, tf_iter, N_f, opt):
    batch_sz = N_f
    n_batches = N_f // batch_sz
    for epoch in range(tf_iter):
        for i in range(n_batches):
            x_f_batch = x_f[i*batch_sz:(i*batch_sz + batch_sz),]
            loss, grads = grad(model, x_f_batch)
            opt.apply_gradients(zip(grads, model.trainable_variables))
X_f = np.random.rand(1000, 2)
x_f = tf.convert_to_tensor(X_f[:, 0:1], dtype=tf.float32)
fit(model, x_f, 100, 1000, opt)
"""
    assert lint(code, ["TFS301", "TFS302"]) == []
    # Given the NumPy array itself, the batches are cut on the host.
    host = code.replace("fit(model, x_f, 100, 1000, opt)", "fit(model, X_f, 100, 1000, opt)")
    assert [d.code for d in lint(host, ["TFS301", "TFS302"])] == ["TFS302"]
    # A slice of a name bound in the function only to a tensor op is a tensor too.
    local = host.replace("def fit(model, x_f,", "def fit(model, data,").replace(
        "    batch_sz = N_f\n", "    x_f = tf.constant(data)\n    batch_sz = N_f\n")
    assert local != host
    assert lint(local, ["TFS301", "TFS302"]) == []


def test_an_evaluation_batch_drawn_beside_training_is_not_the_loops_batches() -> None:
    """TL-DeepONet (ninety-seventh split, judged false three times): the loop trains on
    `data.minibatch()` and draws `data.testbatch(bs)` only to print the test error; it was
    reported as taking every mini-batch from `data.testbatch`."""
    code = """import tensorflow as tf
from dataset import DataSet
data = DataSet(num, bs)
n = 0
while n <= nmax:
    x_train, f_train, u_train, _, _ = data.minibatch()
    loss_, _ = sess.run([loss, train], feed_dict={f_ph: f_train, u_ph: u_train})
    test_id, x_test, f_test, u_test = data.testbatch(bs)
    u_test_ = sess.run(u_pred, feed_dict={f_ph: f_test})
    n += 1
"""
    assert lint(code, ["TFS301", "TFS302"]) == []
    # Its training batches drawn from a helper given the batch size: those are reported.
    training = code.replace("data.minibatch()", "data.next_batch(bs)")
    [diagnostic] = lint(training, ["TFS301", "TFS302"])
    assert "`data.next_batch()`" in diagnostic.message
    # Before the mend, the evaluation draw was taken for the loop's batches.
    named = code.replace("data.testbatch(bs)", "data.other_batch(bs)")
    [diagnostic] = lint(named, ["TFS301", "TFS302"])
    assert "`data.other_batch(bs)`" in diagnostic.message or "`data.other_batch()`" in diagnostic.message


def test_a_loop_that_writes_its_slices_back_updates_an_array_in_place() -> None:
    """axelbrando's MDN notebooks (ninety-eighth split, judged false twice): an iterative
    adversarial attack feeds `adv_X_val[i:i+bs]` and writes the result back at the same
    slice; Python 2's `xrange` was also taken for another module's batch helper."""
    code = """import numpy as np
import tensorflow as tf
adv_X_val = X_val.copy()
for step in xrange(1, adv_steps):
    for i in xrange(0, len(X_val) - 1, bs):
        adv_batch = sess2.run(adv_op, feed_dict={inp: adv_X_val[i:i+bs], targets: y_val[i:i+bs]})
        adv_X_val[i:i+bs] = adv_batch.copy()
"""
    assert lint(code, ["TFS301", "TFS302"]) == []
    # Results written into another array: the inputs are still cut by hand and fed.
    other = code.replace("adv_X_val[i:i+bs] = adv_batch.copy()", "out[i:i+bs] = adv_batch.copy()")
    [diagnostic] = lint(other, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301" and "`adv_X_val[i:i+bs]`" in diagnostic.message
    assert "xrange" not in diagnostic.message


def test_a_helper_that_skips_unreadable_items_makes_batches_of_varying_size() -> None:
    """qzq2514's licence-plate trainer (hundredth split, judged false as always full):
    `next_batch_set` reads each image of the batch and `continue`s past one that does not
    load, so a batch can hold fewer than `batch_size` images."""
    code = """import cv2
import numpy as np
import tensorflow as tf
def next_batch_set(indices, images_path, labels):
    batch_image_path = images_path[indices]
    batch_labels = labels[indices]
    batch_images = []
    curId = 0
    for image_file in batch_image_path:
        image = cv2.imread(image_file)
        if image is None:
            batch_labels = np.delete(batch_labels, curId, axis=0)
            continue
        curId += 1
        batch_images.append(image)
    batch_images = np.array(batch_images)
    return batch_images, batch_labels
def train(sess, images, targets, batch_size, iters):
    for epoch in range(50):
        for it in range(iters):
            indices = [k for k in range(it * batch_size, (it + 1) * batch_size)]
            batch_images, batch_labels = next_batch_set(indices, images, targets)
            sess.run(train_op, feed_dict={inputs: batch_images, labels: batch_labels})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert "builds each one item by item in Python, so its size depends on the data" in diagnostic.message
    # With no item skipped, the batch is as wide as its indices.
    kept = code.replace("            continue\n", "            image = np.zeros((28, 28))\n")
    [diagnostic] = lint(kept, ["TFS301", "TFS302"])
    assert "item by item" not in diagnostic.message


def test_a_loader_that_starts_over_is_told_to_repeat_and_reshuffle() -> None:
    """xionghc's FER2013 model and a multi-GPU MNIST script (hundredth split, judged false):
    `fer2013.train.next_batch(50)` over 30,001 steps crosses many passes and reshuffles at
    each; a pipeline without `.shuffle(n).repeat()` would run dry and stop shuffling."""
    code = """import tensorflow as tf
from tensorflow.examples.tutorials.mnist import input_data
mnist = input_data.read_data_sets('MNIST_data', one_hot=True)
for i in range(30001):
    batch = mnist.train.next_batch(50)
    sess.run(train_step, feed_dict={x: batch[0], y_: batch[1]})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert ".shuffle(n).repeat().batch(50, drop_remainder=True)" in diagnostic.message
    assert "starts over at the end of the data" in diagnostic.message


def test_a_helper_given_a_count_of_passes_is_told_to_repeat_as_often() -> None:
    """bgshin's text CNN (hundredth split, judged false): `batch_iter(data, batch_size,
    num_epochs)` of the cnn-text-classification project loops over the data `num_epochs`
    times, reshuffling each pass; the advice now repeats and shuffles too."""
    code = """import tensorflow as tf
import cnn_data_helpers
batches = cnn_data_helpers.batch_iter(list(zip(x_train, y_train)), FLAGS.batch_size, FLAGS.num_epochs)
for batch in batches:
    x_batch, y_batch = zip(*batch)
    sess.run(train_op, feed_dict={input_x: x_batch, input_y: y_batch})
"""
    found = lint(code, ["TFS301", "TFS302"])
    assert found, "the loop over another module's batches is reported"
    assert ".repeat(FLAGS.num_epochs).batch(FLAGS.batch_size" in found[0].message
    assert "`.shuffle(n)` before it where the helper reshuffles each pass" in found[0].message
    without = code.replace(", FLAGS.num_epochs)", ")")
    assert ".repeat(" not in lint(without, ["TFS301", "TFS302"])[0].message


def test_a_placeholder_with_examples_along_a_later_axis_declares_no_static_batch() -> None:
    """praghav444's trainer (hundred-first split, judged false): `auxi` is declared
    `[n_auxi, None]`, features by examples, so its static first dimension is no batch size and
    the short last batch of `random_mini_batches` runs."""
    code = """import tensorflow as tf
def random_mini_batches(X, Y, size):
    m = X.shape[1]
    batches = []
    for k in range(0, m, size):
        batches.append((X[:, k:k + size], Y[:, k:k + size]))
    return batches
auxi = tf.compat.v1.placeholder(tf.float32, [n_auxi, None])
y = tf.compat.v1.placeholder(tf.float32, [1, None])
for epoch in range(10):
    for xb, yb in random_mini_batches(X_train, Y_train, 64):
        sess.run(train_op, feed_dict={auxi: xb, y: yb})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert "declared with a static batch" not in diagnostic.message
    static = code.replace("[n_auxi, None]", "[64, None]").replace("[1, None]", "[64, None]")
    [diagnostic] = lint(static, ["TFS301", "TFS302"])
    assert "declared with a static batch" in diagnostic.message


def test_review_44_batches_fed_to_a_model_inside_a_tape_are_still_batches() -> None:
    """The review of stop 44: only a model or a step takes a batch inside a loop that a tape
    wraps; the PinnDE reading (per-face loss terms) must not silence chunks of the training
    data fed to a model there."""
    code = """import tensorflow as tf
for epoch in range(100):
    with tf.GradientTape() as tape:
        loss = 0.0
        for i in range(0, len(x_train), BATCH):
            loss += loss_fn(y_train[i:i + BATCH], model(x_train[i:i + BATCH], training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_44_a_short_last_slice_of_a_tensor_still_retraces() -> None:
    """The review of stop 44: slicing a tensor by hand keeps the short last slice, which a
    `tf.function` step traces again (it traced `[128, 8]`, then `[104, 8]`): TFS301 stays;
    only TFS302's host copy is wrong for a tensor."""
    code = """import tensorflow as tf
x_all = tf.convert_to_tensor(x_np, dtype=tf.float32)
y_all = tf.convert_to_tensor(y_np)
@tf.function(jit_compile=True)
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb))
    return loss
for epoch in range(10):
    for i in range(0, n, 128):
        loss = train_step(x_all[i:i + 128], y_all[i:i + 128])
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_44_per_example_weights_updated_by_a_training_loop_keep_its_batches() -> None:
    """The review of stop 44: `weights[i:i+bs]` fed and written back by a loop that trains
    is no in-place computation; the batches of `X_train` are still cut by hand."""
    code = """import tensorflow as tf
for i in range(0, n, batch_size):
    _, l = sess.run([train_op, per_example], {x: X_train[i:i + batch_size], y: y_train[i:i + batch_size],
                                              w: weights[i:i + batch_size]})
    weights[i:i + batch_size] = 0.9 * weights[i:i + batch_size] + 0.1 * l
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_44_a_helper_that_retries_until_full_makes_full_batches() -> None:
    """The review of stop 44: `while len(images) < batch_size:` skipping unreadable images
    retries until the batch is full; only a `for` over the batch's items that skips some
    makes batches of varying size."""
    code = """import random
import cv2
import numpy as np
import tensorflow as tf
def get_batch(batch_size):
    images, targets = [], []
    while len(images) < batch_size:
        k = random.randrange(len(paths))
        img = cv2.imread(paths[k])
        if img is None:
            continue
        images.append(img)
        targets.append(labels[k])
    return np.array(images), np.array(targets)
for step in range(1000):
    xb, yb = get_batch(32)
    sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    for diagnostic in lint(code, ["TFS301", "TFS302"]):
        assert "item by item" not in diagnostic.message


def test_review_44_another_modules_next_batch_is_not_told_to_shuffle() -> None:
    """The review of stop 44: a sequential reader's `next_batch` starts over but does not
    reshuffle; only TensorFlow's tutorial `DataSet` is told `.shuffle(n).repeat()`."""
    code = """import tensorflow as tf
from ptb_reader import SequentialReader
reader = SequentialReader(path)
for step in range(10000):
    x, y = reader.next_batch(FLAGS.batch_size)
    sess.run(train_op, feed_dict={inputs: x, targets: y})
"""
    messages = [d.message for d in lint(code, ["TFS301", "TFS302"])]
    assert messages and not any(".shuffle(n).repeat().batch(" in m for m in messages)


def test_review_44_the_current_epoch_or_steps_per_epoch_are_no_count_of_passes() -> None:
    """The review of stop 44: `batch_iter(..., epoch)` with the loop's own epoch, or
    `steps_per_epoch`, is not how many passes the helper makes."""
    code = """import tensorflow as tf
import data_helpers
for epoch in range(FLAGS.num_epochs):
    for batch in data_helpers.batch_iter(list(zip(x_train, y_train)), FLAGS.batch_size, epoch):
        sess.run(train_op, feed_dict={input_x: batch[0], input_y: batch[1]})
"""
    for variant in (code, code.replace(", epoch)", ", steps_per_epoch)")):
        messages = [d.message for d in lint(variant, ["TFS301", "TFS302"])]
        assert messages and not any(".repeat(" in m for m in messages)


def test_a_rest_trained_after_a_loop_of_whole_batches_is_a_short_last_batch() -> None:
    """waggle-sensor's active-learning engine (hundred-third split, judged false seven
    times as "always full"): `for batch in range(floor(len(cache) / bs))` cuts whole batches,
    then `if remainder_samples > 0:` trains on `cache[(-1) * remainder_samples:]`."""
    code = """import tensorflow as tf
from math import floor
def train(model, cache, batch_size, cycles):
    remainder_samples = len(cache) % batch_size
    for i in range(cycles):
        for batch in range(floor(len(cache) / batch_size)):
            X = cache[batch_size * batch:batch_size * (batch + 1)]
            loss = model.train_on_batch(X, y)
        if remainder_samples > 0:
            X = cache[(-1) * remainder_samples:]
            loss = model.train_on_batch(X, y)
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301"
    without = code.replace("        if remainder_samples > 0:\n            X = cache[(-1) * remainder_samples:]\n"
                           "            loss = model.train_on_batch(X, y)\n", "")
    assert without != code
    [diagnostic] = lint(without, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    for rest in ("cache[-remainder_samples:]", "cache[-(len(cache) % batch_size):]",
                 "cache[floor(len(cache) / batch_size) * batch_size:]"):
        variant = code.replace("cache[(-1) * remainder_samples:]", rest)
        assert [d.code for d in lint(variant, ["TFS301", "TFS302"])] == ["TFS301"], rest


def test_a_state_unpacked_from_the_runs_results_is_carried() -> None:
    """HERMANNITY's char-rnn (hundred-fourth split, judged false): `results =
    session.run(ops, feed_dict)` and then `average_loss, state, ... = results`, `state` fed
    back as `self.initial_state`: the batches must come in order."""
    code = """import numpy as np
import tensorflow as tf
def run_epoch(self, session, batch_generator, epoch_size):
    state = self.zero_state.eval()
    for step in range(epoch_size):
        data = batch_generator.next_batch(self.batch_size)
        inputs = np.array(data[:-1]).transpose()
        feed_dict = {self.input_data: inputs, self.initial_state: state}
        results = session.run([self.average_loss, self.final_state, self.train_op], feed_dict)
        average_loss, state, _ = results
"""
    messages = [d.message for d in lint(code, ["TFS301", "TFS302"])]
    assert messages and all("must come in this order" in m for m in messages)


def test_stop45_a_helper_filling_a_batch_sized_array_hands_out_full_batches() -> None:
    """HqWei's sentiment LSTM (stop 45, judged false twice): `getTrainBatch()` writes rows of
    `np.zeros([batchSize, maxSeqLength])` drawn at random and returns it; every batch has
    `batchSize` rows, so no last batch is short, and the advice keeps the helper's sampling."""
    code = """import numpy as np
import tensorflow as tf
from random import randint
batchSize = 24
def getTrainBatch():
    labels = []
    arr = np.zeros([batchSize, maxSeqLength])
    for i in range(batchSize):
        if (i % 2 == 0):
            num = randint(1, 11499)
            labels.append([1, 0])
        else:
            num = randint(13499, 24999)
            labels.append([0, 1])
        arr[i] = ids[num - 1:num]
    return arr, labels
input_data = tf.compat.v1.placeholder(tf.int32, [batchSize, maxSeqLength])
with tf.compat.v1.Session() as sess:
    for i in range(100000):
        nextBatch, nextBatchLabels = getTrainBatch()
        sess.run(optimizer, {input_data: nextBatch, labels: nextBatchLabels})
"""
    found = lint(code, ["TFS301", "TFS302"])
    assert [d.code for d in found] == ["TFS302"]
    assert "the run fails" not in found[0].message
    assert "draws its examples at random in its own way" in found[0].message
    assert "from_generator" in found[0].message


def test_stop45_a_floor_of_a_quotient_bound_to_a_name_counts_whole_batches() -> None:
    """dipakkr's 3D-CNN generator (stop 45, judged false): `t = X.shape[0] / nb_batch`, `steps =
    math.floor(t)`, `for i in range(steps)`: every slice is a whole batch."""
    code = """import math
import tensorflow as tf
def myGenerator(X_train, Y_train, nb_batch):
    t = X_train.shape[0] / nb_batch
    steps = math.floor(t)
    while 1:
        for i in range(steps):
            yield X_train[i * nb_batch:(i + 1) * nb_batch], Y_train[i * nb_batch:(i + 1) * nb_batch]
model.fit_generator(myGenerator(X, Y, 32), steps_per_epoch=100)
"""
    assert "TFS301" not in [d.code for d in lint(code, ["TFS301", "TFS302"])]


def test_stop45_a_helper_padding_through_another_function_of_the_module_pads() -> None:
    """Currie32's summarizer (stop 45, judged false twice): `get_batches` pads each batch with
    `pad_sentence_batch`, a function of the module over `max([len(s) for s in batch])`; the
    advice is `padded_batch`, not a `from_tensor_slices` that cannot slice ragged lists."""
    code = """import numpy as np
import tensorflow as tf
def pad_sentence_batch(sentence_batch):
    max_sentence = max([len(sentence) for sentence in sentence_batch])
    return [s + [0] * (max_sentence - len(s)) for s in sentence_batch]
def get_batches(summaries, texts, batch_size):
    for batch_i in range(0, len(texts) // batch_size):
        start_i = batch_i * batch_size
        texts_batch = texts[start_i:start_i + batch_size]
        yield np.array(pad_sentence_batch(texts_batch))
with tf.compat.v1.Session() as sess:
    for epoch_i in range(10):
        for batch_i, texts_batch in enumerate(get_batches(summaries, texts, batch_size)):
            sess.run([train_op, cost], {input_data: texts_batch})
"""
    found = lint(code, ["TFS301", "TFS302"])
    assert [d.code for d in found] == ["TFS302"]
    assert "padded_batch" in found[0].message


def test_stop45_another_modules_loader_may_draw_at_random() -> None:
    """SymphonyPy's stock predictor (stop 45, judged false): `train.next_batch(100)` of the
    project's own loader draws random windows; the advice no longer says every such loader
    walks the data in order, and offers `from_generator` where it draws at random."""
    code = """import tensorflow as tf
from data import Data
train = Data('train.csv')
with tf.compat.v1.Session() as sess:
    for i in range(10000):
        batch_x, batch_y = train.next_batch(100)
        sess.run(train_op, feed_dict={x: batch_x, labels: batch_y})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "walks the data in order" in diagnostic.message
    assert "from_generator" in diagnostic.message


def test_review_45_a_helper_returning_a_slice_beside_batch_rows_is_not_always_full() -> None:
    """The review of stop 45: `next_batch()` returns `x_batch = x_train[cursor:cursor + bs]`
    beside one-hot rows of `np.zeros([batch_size, num_classes])`; the slice is short at the
    end of the data, so TFS301 stays."""
    code = """import numpy as np
import tensorflow as tf

batch_size = 64
num_classes = 10
cursor = 0


def next_batch():
    global cursor
    x_batch = x_train[cursor:cursor + batch_size]
    y_batch = np.zeros([batch_size, num_classes])
    for i, label in enumerate(y_train[cursor:cursor + batch_size]):
        y_batch[i, label] = 1
    cursor += batch_size
    if cursor >= len(x_train):
        cursor = 0
    return x_batch, y_batch


x = tf.compat.v1.placeholder(tf.float32, [None, 784])
y = tf.compat.v1.placeholder(tf.float32, [None, num_classes])
with tf.compat.v1.Session() as sess:
    for step in range(10000):
        xb, yb = next_batch()
        sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS301"]


def test_review_45_a_draw_that_only_augments_is_no_sampling() -> None:
    """The review of stop 45: a helper slicing consecutive batches and shifting each image by
    `random.randint(-4, 4)` draws no examples; no `from_generator` advice for its sampling."""
    code = """import random
import numpy as np
import tensorflow as tf

batch_size = 64


def get_batch(images, labels, i):
    xb = images[i * batch_size:(i + 1) * batch_size].copy()
    for k in range(len(xb)):
        if np.random.rand() < 0.5:
            xb[k] = xb[k, :, ::-1]
        dx = random.randint(-4, 4)
        xb[k] = np.roll(xb[k], dx, axis=1)
    return xb, labels[i * batch_size:(i + 1) * batch_size]


x = tf.compat.v1.placeholder(tf.float32, [None, 32, 32, 3])
y = tf.compat.v1.placeholder(tf.int64, [None])
with tf.compat.v1.Session() as sess:
    for epoch in range(50):
        for i in range(len(x_train) // batch_size):
            xb, yb = get_batch(x_train, y_train, i)
            sess.run(train_op, feed_dict={x: xb, y: yb})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert "in its own way" not in diagnostic.message


def test_review_45_padding_the_whole_data_to_one_width_is_no_per_batch_padding() -> None:
    """The review of stop 45: `longest(sequences)` over the whole data pads every example to
    one width; `from_tensor_slices` over the padded array works, no `padded_batch` advice."""
    code = """import numpy as np
import tensorflow as tf

batch_size = 64


def longest(sequences):
    return max([len(s) for s in sequences])


def get_batches(sequences, labels):
    max_len = longest(sequences)
    padded = np.array([s + [0] * (max_len - len(s)) for s in sequences])
    for i in range(len(padded) // batch_size):
        yield padded[i * batch_size:(i + 1) * batch_size], labels[i * batch_size:(i + 1) * batch_size]


inputs = tf.compat.v1.placeholder(tf.int32, [None, None])
targets = tf.compat.v1.placeholder(tf.int32, [None])
with tf.compat.v1.Session() as sess:
    for epoch in range(10):
        for xb, yb in get_batches(train_seqs, train_labels):
            sess.run(train_op, feed_dict={inputs: xb, targets: yb})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert "padded_batch" not in diagnostic.message


def test_stop45_a_count_set_to_none_in_init_is_still_a_floor() -> None:
    """DeepRec's models (stop 45, judged false five times): `self.total_batch = None` in
    `__init__`, `int(self.num_training / self.batch_size)` before training; every batch is
    full."""
    code = """import numpy as np
import tensorflow as tf
class GMF:
    def __init__(self, sess, batch_size=256):
        self.sess = sess
        self.batch_size = batch_size
        self.total_batch = None
    def execute(self, user_random, item_random):
        self.num_training = len(user_random)
        self.total_batch = int(self.num_training / self.batch_size)
        for i in range(self.total_batch):
            batch_user = user_random[i * self.batch_size:(i + 1) * self.batch_size]
            batch_item = item_random[i * self.batch_size:(i + 1) * self.batch_size]
            self.sess.run([self.optimizer, self.loss], feed_dict={self.user_id: batch_user, self.item_id: batch_item})
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS302"]


def test_stop45_a_last_step_taking_the_rest_makes_a_longer_batch() -> None:
    """DeepRec's CDAE and AutoRec (stop 45, judged false four times): `if i == total_batch - 1:
    idx = idxs[i * bs:]`; the last batch is longer, nothing is left out."""
    code = """import numpy as np
import tensorflow as tf
class CDAE:
    def train(self):
        idxs = np.random.permutation(self.num_training)
        for i in range(self.total_batch):
            if i == self.total_batch - 1:
                batch_set_idx = idxs[i * self.batch_size:]
            elif i < self.total_batch - 1:
                batch_set_idx = idxs[i * self.batch_size: (i + 1) * self.batch_size]
            self.sess.run([self.optimizer, self.loss], feed_dict={self.user_id: batch_set_idx})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS301"
    assert "its last step takes the rest of the data (`idxs[i * self.batch_size:]`)" in diagnostic.message
    assert "a batch of another size than the others" in diagnostic.message
    # (review of stop 45: the rest resampled back to a batch on the same branch is full)
    resampled = code.replace("                batch_set_idx = idxs[i * self.batch_size:]\n",
                             "                batch_set_idx = idxs[i * self.batch_size:]\n"
                             "                batch_set_idx = np.random.choice(batch_set_idx, self.batch_size)\n")
    assert not any("takes the rest" in d.message for d in lint(resampled, ["TFS301", "TFS302"]))


def test_stop45_a_batch_size_the_loop_changes_is_not_static() -> None:
    """andreum's user-movie embeddings (stop 45, judged false twice): `batch_size =
    int(batch_size * 0.7) + 300` when the loss stalls; the batches are not of one static size."""
    code = """import numpy as np
import tensorflow as tf
batch_size = 99999
with tf.compat.v1.Session() as session:
    for step in range(num_steps):
        offset = (step * batch_size) % (train_labels.shape[0] - batch_size)
        batch_data = train_data[offset:(offset + batch_size), :]
        _, l = session.run([optimizer, loss], feed_dict={tf_train_data: batch_data})
        if l > best:
            batch_size = int(batch_size * 0.7) + 300
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert "with a batch size the run changes (`batch_size = int(batch_size * 0.7) + 300`)" in diagnostic.message
    assert "the batch dimension is static" not in diagnostic.message
    # (review of stop 45: the size read again from a flag each epoch changes nothing)
    reread = code.replace("            batch_size = int(batch_size * 0.7) + 300\n", "            batch_size = FLAGS.batch_size\n")
    assert not any("the run changes" in d.message for d in lint(reread, ["TFS301", "TFS302"]))


def test_stop45_fewer_steps_than_whole_batches_are_still_whole() -> None:
    """GRU4Rec's BPTT trainer (stop 45, judged false): Python 2's `num_batches = len(x) / bs`
    stepped through `xrange(num_batches - 1)`: every batch is full."""
    code = """import tensorflow as tf
num_batches = len(train_x) / batch_size
for epoch in xrange(n_epochs):
    for k in xrange(num_batches - 1):
        in_data = train_x[k * batch_size: (k + 1) * batch_size]
        sess.run(train_op, {X: in_data})
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS302"]


def test_stop45_np_split_at_multiples_of_the_batch_makes_a_last_batch_of_the_rest() -> None:
    """yernat-assylbekov's DCGAN (stop 45, judged false): `np.split(x, [k * bs for k in range(1,
    m)])` cuts whole batches and a last one of the rest, not pieces that differ by one."""
    code = """import numpy as np
import tensorflow as tf
m = train_size // batch_size
train_batches = np.split(train_set, [k * batch_size for k in range(1, m)])
for epoch in range(epochs):
    for batch in train_batches:
        train_step(batch)
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert "at given points" in diagnostic.message
    assert "differ by one" not in diagnostic.message


def test_stop45_an_offset_running_round_the_data_is_told_to_repeat() -> None:
    """The Udacity notMNIST assignment's copies (stop 45, judged false four times): `offset =
    (step * batch_size) % (train_labels.shape[0] - batch_size)` over 3,001 steps makes many
    passes; a pipeline without `.repeat()` runs dry."""
    code = """import tensorflow as tf
with tf.compat.v1.Session(graph=graph) as session:
    for step in range(3001):
        offset = (step * batch_size) % (train_labels.shape[0] - batch_size)
        batch_data = train_dataset[offset:(offset + batch_size), :]
        batch_labels = train_labels[offset:(offset + batch_size), :]
        session.run([optimizer, loss], feed_dict={tf_train_dataset: batch_data, tf_train_labels: batch_labels})
"""
    [diagnostic] = lint(code, ["TFS301", "TFS302"])
    assert diagnostic.code == "TFS302"
    assert ".repeat().batch(batch_size, drop_remainder=True)" in diagnostic.message


def test_stop45_a_start_running_round_written_rows_in_steps_of_the_width_is_whole() -> None:
    """The Korean BMI lessons (stop 45, judged false three times): `i = (step * 100) % 14000`,
    then `csv[1 + i:1 + i + 100]`: every slice has 100 rows."""
    code = """import tensorflow as tf
for step in range(3500):
    i = (step * 100) % 14000
    rows = csv[1 + i : 1 + i + 100]
    sess.run(train, feed_dict={x: rows[["weight", "height"]], y_: list(rows["label_pat"])})
"""
    assert [d.code for d in lint(code, ["TFS301", "TFS302"])] == ["TFS302"]
    uneven = code.replace("% 14000", "% 14050")
    assert [d.code for d in lint(uneven, ["TFS301", "TFS302"])] == ["TFS301"]
