"""Time and memory of one file with many findings, at 5k, 10k and 20k findings.

The cost must grow linearly with the findings of one file (issue 18: 20,000 one-finding
lines took 39 s, 100,000 were killed at 4.5 GB; review later found the `full` format
took 129 s and `--fix` 544 s for 20,000). Prints, per mode (`concise` report, `full`
report, `--fix` of every finding), wall time, peak RSS and the ratio of each size to
the previous one: about 2.0 means linear, about 4.0 quadratic.

Then, per shape of code a rule's analysis may scan again for every site (placeholders
in one class, loops each in its own function, runs in one loop, ...), the `concise`
time at 1,000, 2,000 and 4,000 sites: a review in stop 29 found such rescans had made
4,000 placeholders in one file take 50 s, 1,000 fed runs in one loop 90 s (and its
review, 2,000 functions feeding one name a test set 37 s).

    python benchmarks/hostile.py [--sizes 5000,10000,20000] [--modes concise,full,fix]
                                 [--shape-sizes 1000,2000,4000] [--shapes all]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import List


def one_file(lines: int, folder: Path) -> Path:
    path = folder / f"many_{lines}.py"
    body = "".join(f"x{i} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for i in range(lines))
    path.write_text("import tensorflow as tf\n" + body, encoding="utf-8")
    return path


_HEAD = "import numpy as np\nimport tensorflow as tf\n"
_FED = "x = tf.compat.v1.placeholder(tf.float32, [None, 3])\nsess = tf.compat.v1.Session()\n"

#: Code of `n` sites of one kind, in one file.
SHAPES = {
    "placeholders in a class": lambda n: _HEAD + "class M:\n    def __init__(self):\n" + "".join(
        f"        self.x{i} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for i in range(n)),
    "placeholders in a shape probe": lambda n: _HEAD + "def f():\n    with tf.Graph().as_default():\n" + "".join(
        f"        x{i} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for i in range(n))
        + "        return x0.get_shape()\n",
    "batched datasets": lambda n: _HEAD + "".join(
        f"ds{i} = tf.data.Dataset.from_tensor_slices(a{i}).shuffle(10).batch(32)\n" for i in range(n)),
    "batching loops in one module": lambda n: _HEAD + _FED + "".join(
        f"for i in range(0, len(X{k}), bs):\n    xb = X{k}[i:i + bs]\n    sess.run(op, feed_dict={{x: xb}})\n"
        for k in range(n)),
    "whole-array runs in one loop": lambda n: _HEAD + _FED + "for e in range(10):\n" + "".join(
        f"    sess.run(op{k}, feed_dict={{x: X_train}})\n" for k in range(n)),
    "slices and runs in one loop": lambda n: _HEAD + _FED + "for i in range(0, n, bs):\n" + "".join(
        f"    a{k} = X{k}[i:i + bs]\n    sess.run(op{k}, feed_dict={{x: a{k}}})\n" for k in range(n)),
    "one feed of many placeholders": lambda n: _HEAD + "".join(
        f"p{k} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for k in range(n))
        + "for e in range(10):\n    sess.run(train_op, feed_dict={"
        + ", ".join(f"p{k}: X{k}" for k in range(n)) + "})\n",
    "functions of the same names": lambda n: _HEAD + "".join(
        f"def f{k}(X, bs):\n    x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
        f"    for i in range(0, len(X), bs):\n        sess.run(op, feed_dict={{x: X[i:i + bs]}})\n"
        for k in range(n)),
    "methods with batching loops": lambda n: _HEAD + "class T:\n" + "".join(
        f"    def train{k}(self, sess):\n        for i in range(0, len(self.X), self.bs):\n"
        f"            xb = self.X[i:i + self.bs]\n            sess.run(self.op, feed_dict={{self.x: xb}})\n"
        for k in range(n)),
    "functions feeding one name a test set": lambda n: _HEAD + "".join(
        f"def f{k}(sess, X_test, xb):\n    x = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
        f"    sess.run(op, feed_dict={{x: xb}})\n    sess.run(op, feed_dict={{x: X_test}})\n" for k in range(n)),
    "functions batching a dataset of one name": lambda n: _HEAD + "".join(
        f"def input_fn{k}(x):\n    dataset = tf.data.Dataset.from_tensor_slices(x)\n"
        f"    dataset = dataset.batch(32)\n    return dataset\n" for k in range(n)),
    "one function batching many datasets": lambda n: _HEAD + "def make(x, y, model):\n" + "".join(
        f"    ds{k} = tf.data.Dataset.from_tensor_slices((x, y))\n    ds{k} = ds{k}.batch(32)\n    model.fit(ds{k})\n"
        for k in range(n)),
    "functions of NMS inputs": lambda n: _HEAD + "".join(
        f"def f{k}(sess, b):\n    boxes = tf.compat.v1.placeholder(tf.float32, [None, 4])\n"
        f"    s = tf.compat.v1.placeholder(tf.float32, [None])\n    keep = tf.image.non_max_suppression(boxes, s, 10)\n"
        f"    sess.run(keep, feed_dict={{boxes: b, s: b}})\n" for k in range(n)),
    "Keras inputs": lambda n: _HEAD + "".join(f"i{k} = tf.keras.Input(shape=(3,))\n" for k in range(n)),
    "Keras inputs beside a sparse tensor": lambda n: _HEAD + "def f():\n" + "".join(
        f"    i{k} = tf.keras.Input(shape=(3,))\n" for k in range(n)) + "    return tf.SparseTensor(i0, v, s)\n",
    "placeholders beside a sparse tensor": lambda n: _HEAD + "def f():\n" + "".join(
        f"    p{k} = tf.compat.v1.placeholder(tf.int64, [None, 2])\n" for k in range(n))
        + "    return tf.SparseTensor(p0, v, s)\n",
    "input signatures": lambda n: _HEAD + "".join(
        f"@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])\ndef f{k}(x):\n    return x\n"
        for k in range(n)),
    # Stop 31: signatures of helpers that exported functions call; one image per spec.
    "exported signatures and their helpers": lambda n: _HEAD + "".join(
        f"@tf.function(input_signature=[tf.TensorSpec([None], tf.string)])\ndef h{k}(x):\n    return x\n"
        f"@tf.function(input_signature=[tf.TensorSpec([None], tf.string)])\ndef s{k}(x):\n    return h{k}(x)\n"
        for k in range(n)) + "tf.saved_model.save(m, 'out', signatures={"
        + ", ".join(f"'s{k}': s{k}" for k in range(n)) + "})\n",
    "one function with many image specs": lambda n: _HEAD + "@tf.function(input_signature=["
        + ", ".join("tf.TensorSpec([None, None, 3], tf.float32)" for _ in range(n)) + "])\ndef f("
        + ", ".join(f"x{k}" for k in range(n)) + "):\n" + "".join(
            f"    y{k} = tf.image.flip_left_right(x{k})\n" for k in range(n)) + "    return y0\n",
    # Stop 31: loops over a wrapper of a library `next_batch`, and over a roll-over helper.
    "loops over a next_batch wrapper": lambda n: _HEAD + _FED
        + "def fill(ds):\n    xb, yb = ds.next_batch(32)\n    return {x: xb, y: yb}\n" + "".join(
            f"for i in range(100):\n    sess.run(op{k}, feed_dict=fill(train))\n" for k in range(n)),
    "loops over a roll-over helper": lambda n: _HEAD + _FED
        + "def get(X, start, bs):\n    end = start + bs\n    if end > len(X):\n        start = 0\n"
        "        end = bs\n    return end, X[start:end]\n" + "".join(
            f"for i in range(100):\n    s, xb = get(X{k}, s, 32)\n    sess.run(op, feed_dict={{x: xb}})\n"
            for k in range(n)),
    # Stop 32: another module's batch helper called in loops (and drawn with `next` in a loop
    # inside), one name bound again per notebook cell beside a stateful layer (versioned names
    # of the object flow), a notebook saved as a script with `!` lines, counted fills.
    "another module's batches in loops": lambda n: _HEAD + _FED + "import utils\n" + "".join(
        f"for e in range(3):\n    g{k} = utils.get_batches(X{k}, Y, batch_size)\n"
        f"    for i in range(100):\n        xb, yb = next(g{k})\n        sess.run(train_op, feed_dict={{x: xb}})\n"
        f"for i in range(100):\n    xb, yb = utils.get_batch(X{k}, i, batch_size)\n"
        f"    sess.run(train_op, feed_dict={{x: xb}})\n" for k in range(n)),
    "one model name bound again per cell": lambda n: _HEAD + "".join(
        f"model = tf.keras.Sequential([tf.keras.layers.Dense(8, input_shape=(3,))])\nvisualize(model)\n"
        f"model.fit(x{k}, y)\n" for k in range(n))
        + "model = tf.keras.Sequential([tf.keras.layers.LSTM(4, batch_input_shape=(1, 3, 1), stateful=True)])\n",
    "a notebook saved as a script": lambda n: _HEAD + "".join(
        f"!pip install package{k}\nx{k} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for k in range(n)),
    "helpers that fill a batch one example at a time": lambda n: _HEAD + _FED + "import random\n" + "".join(
        f"def get_batch{k}(data, batch_size):\n    batch = []\n    for _ in range(batch_size):\n"
        f"        batch.append(data[random.randint(0, len(data) - 1)])\n    return np.array(batch)\n"
        f"for i in range(100):\n    sess.run(train_op, feed_dict={{x: get_batch{k}(X, bs)}})\n" for k in range(n)),
    # Stop 34 (and its review): a decode's writes back, linspace cuts, refilling methods,
    # a dataset attribute followed step by step, Keras utility makers, placeholders only fed.
    "runs writing their output back in one loop": lambda n: _HEAD + _FED + "buf = np.zeros((8, n))\n"
        + "for i in range(n):\n" + "".join(
            f"    out{k} = sess.run(op{k}, feed_dict={{x: X, y: buf}})\n    buf[:, i] = out{k}[:, i]\n"
            for k in range(n)),
    "loops cut at linspace points": lambda n: _HEAD + _FED + "".join(
        f"idx{k} = np.linspace(0, 9999, 100).astype('int')\nfor i in range(99):\n"
        f"    sess.run(op, feed_dict={{x: X[idx{k}[i]:idx{k}[i + 1]]}})\n" for k in range(n)),
    "loops calling a method that calls many": lambda n: _HEAD + "class T:\n    def hub(self):\n" + "".join(
        f"        self.m{k}()\n" for k in range(n)) + "".join(
        f"    def m{k}(self):\n        self.buf{k}[0] = {k}\n"
        f"    def train{k}(self):\n        for s in range(100):\n            self.hub()\n"
        f"            self.sess.run(self.loss, feed_dict={{self.x: self.X}})\n" for k in range(n)),
    "one dataset attribute mapped and batched": lambda n: _HEAD + "class P:\n    def build(self):\n"
        + "        self.ds = tf.data.Dataset.range(1000)\n" + "".join(
            f"        self.ds = self.ds.map(f{k})\n        self.d{k} = self.ds.batch(32)\n" for k in range(n)),
    "Keras utility makers": lambda n: _HEAD + "".join(
        f"class C{k}:\n    def load(self):\n        ds = tf.keras.utils.image_dataset_from_directory('d', batch_size=32)\n"
        f"        return ds\nd{k} = C{k}().load()\n" for k in range(n)),
    # Stop 35 (the second review of stop 34): models replaced by a load further on, a fetch
    # dict bound again before every run of one loop, crop helpers each called in a loop.
    "models replaced by loads after them": lambda n: _HEAD + "from keras.models import Sequential, load_model\n"
        + "from keras.layers import Dense\n"
        + "".join(f"m{k % 150} = Sequential()\nm{k % 150}.add(Dense(8, input_shape=(3,)))\n" for k in range(n))
        + "def big():\n" + "".join(f"    v{k} = f(v{k - 1}) + 'x'  # c\n" for k in range(n))
        + "".join(f"m{k} = load_model('w{k}.h5')\n" for k in range(150)),
    "a fetch dict bound before every run": lambda n: _HEAD + _FED + "buf = np.zeros((8, n))\n"
        + "for i in range(n):\n" + "".join(
            f"    fetches = {{'out': op{k}}}\n    out{k} = sess.run(fetches, feed_dict={{x: X, y: buf}})\n"
            f"    buf[:, i] = out{k}['out'][:, i]\n" for k in range(n)),
    "crop helpers called in loops": lambda n: _HEAD + _FED + "".join(
        f"def crop{k}(image, rows=(35, 195)):\n    return image[rows[0]:rows[1]]\n"
        f"for i in range(100):\n    sess.run(op, feed_dict={{x: crop{k}(frames[i])}})\n" for k in range(n)),
    "placeholders only fed": lambda n: _HEAD + "".join(
        f"p{k} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for k in range(n))
        + "for e in range(10):\n    sess.run(train_op, feed_dict={" + ", ".join(f"p{k}: X" for k in range(n)) + "})\n",
    # Stop 36: datasets whose batches are only fetched, all through iterators of one name,
    # handed to functions that fetch them; and image placeholders fed through feed makers.
    "fetched iterators of one name": lambda n: _HEAD + "".join(
        f"def load{k}():\n    dataset = tf.data.Dataset.from_tensor_slices(X{k}).batch(32)\n"
        f"    iterator = dataset.make_one_shot_iterator()\n    return iterator.get_next()\n"
        f"def show{k}(sess, next_sample):\n    return sess.run(next_sample)\n"
        f"next_sample = load{k}()\nshow{k}(sess, next_sample)\n" for k in range(n)),
    "image placeholders fed through makers": lambda n: _HEAD + "".join(
        f"class M{k}:\n    def __init__(self):\n        self.x = tf.compat.v1.placeholder(tf.float32, [None, None, 3])\n"
        f"        self.y = tf.image.resize_images(self.x, [8, 8])\n        self.p{k} = tf.compat.v1.placeholder(tf.float32)\n"
        f"    def feed(self, b):\n        fd = {{}}\n        fd[self.p{k}] = b\n        return fd\n"
        f"    def run(self, sess, b):\n        return sess.run(self.y, feed_dict=self.feed(b))\n" for k in range(n)),
    # Stop 37: loops handing their slices to one method of many runs (is it evaluation?), and
    # one loop padding its batch with thousands of joins; backbones a model keeps as layers.
    "loops handing slices to a method of many runs": lambda n: _HEAD + "class E:\n    def score(self, a):\n" + "".join(
        f"        self.sess.run(self.loss{k}, {{self.x: a}})\n" for k in range(n)) + "    def sweep(self, X):\n" + "".join(
        f"        for i in range(0, len(X), bs):\n            self.score(X[i:i + bs])\n" for k in range(n)),
    "a loop padding with many joins": lambda n: _HEAD + _FED + "for j in range(len(X) // bs + 1):\n"
        + "    s, e = j * bs, min((j + 1) * bs, len(X))\n" + "".join(
            f"    pad{k} = bs - (e - s)\n    b{k} = np.concatenate([X[s:e], np.zeros([pad{k}, 3])], axis=0)\n"
            for k in range(n)) + "    sess.run(op, feed_dict={x: b0})\n",
    "dataset makers sharing a method name": lambda n: _HEAD + "".join(
        f"class L{k}:\n    def load(self):\n        ds = tf.data.Dataset.range(10).batch(32)\n        return ds\n"
        f"d{k} = L{k}().load()\n" for k in range(n)),
    "backbones kept as layers": lambda n: _HEAD + "class D(tf.keras.Model):\n" + "".join(
        f"    def f{k}(self, s):\n        i = tf.keras.Input(shape=s[1:])\n        return tf.keras.Model(i, i)\n"
        for k in range(n)) + "    def build(self, s):\n" + "".join(f"        self.m{k} = self.f{k}(s)\n" for k in range(n))
        + "    def call(self, x):\n" + "".join(f"        x = self.m{k}(x)\n" for k in range(n)) + "        return x\n",
    # Stop 38's paths: datasets on `self` read by `predict`, Inputs in a function that hands
    # nothing out, runs in a loop's iterable, asserted splits of a loop's count.
    "datasets on one attribute read by predict": lambda n: _HEAD + "class Data:\n    def __init__(self, ds):\n"
        + "".join(f"        self.ds = ds.batch({k + 2})\n" for k in range(n)) + "    def show(self, model):\n"
        + "".join("        model.predict(self.ds)\n" for _ in range(n)),
    "Inputs wired in a function that returns nothing": lambda n: _HEAD + "def wire():\n" + "".join(
        f"    inp{k} = tf.keras.layers.Input((28, 28))\n    x{k} = tf.keras.layers.Dense(10)(inp{k})\n"
        for k in range(n)),
    "runs in the iterables of inner loops": lambda n: _HEAD + _FED + "for epoch in range(10):\n" + "".join(
        f"    for i, o in enumerate(sess.run(ops{k}, feed_dict={{x: X[{k}:{k} + bs]}})):\n        acc[i] += o\n"
        for k in range(n)),
    # Stop 39's syntax-tree reads: the names written second after None in a file's shapes,
    # and whether a step branches on the training keyword it is told.
    "rank-two placeholders with the batch second": lambda n: _HEAD + "".join(
        f"m{k} = tf.compat.v1.placeholder(tf.float32, [None, batch_size{k}])\n" for k in range(n)),
    "loops of a step told it evaluates": lambda n: _HEAD + _FED + "def step(sess, xb, is_training=True):\n"
        + "".join(f"    if is_training and k{k}:\n        sess.run(train_op{k}, {{x: xb}})\n" for k in range(n))
        + "".join(f"for i in range(0, len(X), bs):\n    step(sess, X[i:i + bs], is_training=False)\n"
                  for _ in range(n)),
    "asserted splits before loops": lambda n: _HEAD + _FED + "def train(sess, obs, n, k):\n"
        + "".join(f"    assert n % k{k} == 0\n    bs{k} = n // k{k}\n" for k in range(n)) + "".join(
        f"    for start in range(0, n, bs{k}):\n        sess.run(train_op, {{obs_ph: obs[start:start + bs{k}]}})\n"
        for k in range(n)),
    # Stop 40: one generator with many roll-over tests, drawn from in many loops (whether a
    # helper hands out full batches was read again for every loop that calls it).
    "loops over a generator of many roll-over tests": lambda n: _HEAD + _FED
        + "def gen(data, bs):\n    count = 0\n    while True:\n" + "".join(
            f"        if count * bs + bs > len(data[{k}]):\n            count = 0\n" for k in range(n))
        + "        start = count * bs\n        end = start + bs\n        count += 1\n"
        "        yield [d[start:end] for d in data]\n" + "".join(
            f"g{k} = gen([X, Y], 32)\nfor i in range(100):\n    xb, yb = next(g{k})\n"
            f"    sess.run(op, feed_dict={{x: xb, y: yb}})\n" for k in range(n)),
    # Stop 41: what a fed name holds was read from every binding of it so far, for every
    # feed (quadratic in n loops over one `x`); and two readings the stop added.
    "untyped placeholders fed an element and the whole": lambda n: _HEAD + "".join(
        f"s{k} = tf.compat.v1.placeholder(tf.int32)\nfor x in w{k}[:-1]:\n    sess.run(o, feed_dict={{s{k}: x}})\n"
        f"sess.run(o, feed_dict={{s{k}: w{k}}})\nsess.run(o, feed_dict={{s{k}: np.reshape(w{k}, [-1, 1])}})\n"
        for k in range(n)),
    "dataset makers with a mode called for evaluation": lambda n: _HEAD + "".join(
        f"def make{k}(mode, path, bs):\n    ds = tf.data.TFRecordDataset(path)\n    ds = ds.batch(bs)\n    return ds\n"
        f"x{k} = make{k}('eval', 'p', 32)\n" for k in range(n)),
    # The review of stop 41: one dict name handed to many receivers at module level (each
    # followed every binding of it: n squared), and many classes whose `generator()` returns a
    # nested `gen` (each copy expanded to every `gen`: n cubed).
    "receivers of one reused dict": lambda n: _HEAD + "".join(
        f"features = {{'x': tf.compat.v1.placeholder(tf.float32, [None, 3])}}\n"
        f"fn{k} = tf.estimator.export.build_raw_serving_input_receiver_fn(features)\n" for k in range(n)),
    "classes whose factories return a generator": lambda n: _HEAD + "".join(
        f"class D{k}:\n    def generator(self):\n        def gen():\n            while True:\n"
        f"                yield self.x, self.y\n        return gen\n"
        f"    def make(self):\n        gen = self.generator()\n"
        f"        ds = tf.data.Dataset.from_generator(gen, (tf.float32, tf.int32), ([3], []))\n"
        f"        return ds.batch(32)\n" for k in range(n)),
    # Final read of stop 41: whether the file shows Keras 2 was searched for in its whole text
    # once per standalone-Keras `Input` (n squared).
    "standalone Keras inputs": lambda n: _HEAD + "from keras.layers import Input\n" + f"# {'x' * 100 * n}\n" + "".join(
        f"i{k} = Input(shape=(3,))\n" for k in range(n)),
    "placeholders handed to receiver builders": lambda n: _HEAD + "".join(
        f"p{k} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n"
        f"fn{k} = tf.estimator.export.build_raw_serving_input_receiver_fn({{'x': p{k}, 'y': p{max(k - 1, 0)}}})\n"
        for k in range(n)),
    # Stop 42: loops over one dataset read for whether they predict (each body cut out of the
    # text), makers whose results are read at their callers, Keras datasets followed through
    # many rebindings, and the evidence graph over functions with many locals.
    "prediction loops over one dataset": lambda n: _HEAD + "ds = tf.data.Dataset.from_tensor_slices(x).batch(32)\n"
    + "".join(f"for b{k} in ds:\n    out{k} = model.predict(b{k})\n    keep(out{k})\n" for k in range(n)),
    "makers read at their callers": lambda n: _HEAD + "".join(
        f"def make{k}(x):\n    dataset = tf.data.Dataset.from_tensor_slices(x)\n    return dataset.batch(32)\n"
        f"dataset = make{k}(x{k})\nfor item in dataset:\n    model.predict(item)\n" for k in range(n)),
    "a Keras dataset rebound many times": lambda n: _HEAD
    + "(x, y), (xt, yt) = tf.keras.datasets.mnist.load_data()\n" + "x = x / 255.0\n" * n
    + "".join(f"ds{k} = tf.data.Dataset.from_tensor_slices((x, y)).batch(32)\n" for k in range(n)),
    "functions with many locals and a stateful model": lambda n: _HEAD
    + "lstm = tf.keras.layers.LSTM(4, stateful=True)\n" + "".join(
        f"def build{k}():\n    inputs = tf.keras.Input(shape=(3, 4))\n    x = lstm(inputs)\n"
        f"    y{k} = tf.keras.layers.Dense(1)(x)\n    return tf.keras.Model(inputs, y{k})\n" for k in range(n)),
    # Stop 43's review: a utility's makers each searched the whole text for their calls, and
    # `self.data.train.next_batch` read every binding of `self.data` per loop (n squared).
    "utility makers called for training and validation": lambda n: _HEAD + "".join(
        f"def make{k}(d):\n    ds = tf.keras.utils.image_dataset_from_directory(d, batch_size=32)\n    return ds\n"
        f"train{k} = make{k}('train')\nval{k} = make{k}(val_dir)\n" for k in range(n)),
    "datasets batched only to be unbatched": lambda n: _HEAD + "".join(
        f"ds{k} = tf.data.Dataset.from_tensor_slices(x).batch(64)\nvals{k} = [v.numpy() for v in ds{k}.unbatch()]\n"
        for k in range(n)),
    "MNIST loops on an attribute": lambda n: _HEAD + "from tensorflow.examples.tutorials.mnist import input_data\n"
    + "class T(object):\n    def __init__(self):\n        self.data = input_data.read_data_sets('MNIST')\n" + "".join(
        f"    def train{k}(self, sess):\n        for s in range(-(-self.data.train.num_examples // 64)):\n"
        f"            xb, yb = self.data.train.next_batch(64)\n            sess.run(self.op, {{self.x: xb}})\n"
        for k in range(n)),
    # Stop 44: readings each loop or batch asks of a shared helper, array or chain.
    "loops over a helper that skips items": lambda n: _HEAD + _FED
        + "def next_set(idx, paths):\n    out = []\n    for p in paths[idx]:\n        im = load(p)\n"
        "        if im is None:\n            continue\n        out.append(im)\n    return np.array(out)\n" + "".join(
            f"for it in range(100):\n    xb{k} = next_set(list(range(it * 32, it * 32 + 32)), P)\n"
            f"    sess.run(op, feed_dict={{x: xb{k}}})\n" for k in range(n)),
    "one loop writing many slices back": lambda n: _HEAD + _FED + "for i in range(0, len(a0), bs):\n" + "".join(
        f"    a{k}[i:i + bs] = sess.run(op, feed_dict={{x: a{k}[i:i + bs]}})\n" for k in range(n)),
    "placeholders each bound again": lambda n: _HEAD + "def f(out):\n" + "".join(
        f"    p{k} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n    p{k} = tf.split(out, 2)[0]\n"
        for k in range(n)),
    # The review of stop 44: an evaluation helper's check per call of it (n squared), a
    # size name's bindings read per batch, a placeholder's next 2,000 statements read each.
    "evaluation draws in one training loop": lambda n: _HEAD + "from data import data\nfor step in range(10):\n"
        + "".join(f"    xb{k} = data.get_val_batch(64)\n    sess.run(acc, feed_dict={{x: xb{k}}})\n" for k in range(n)),
    "a size name rebound for every batch": lambda n: _HEAD + "".join(
        f"n = len(x{k})\nds{k} = tf.data.Dataset.from_tensor_slices(x{k}).shuffle(n).batch(n)\n" for k in range(n)),
    "placeholders read after all of them": lambda n: _HEAD + "".join(
        f"p{k} = tf.compat.v1.placeholder(tf.float32, [None, 3])\n" for k in range(n)) + "y = p0 + 1\n",
    # The final read of stop 44: the text searched once per placeholder for `time_major=True`,
    # and for each vector's reads (4,000 sites: 25.6 s and 22.2 s before, 5.2 s and 2.3 s after).
    "time-major candidates in one file": lambda n: _HEAD + "batch_size = 32\n" + "".join(
        f"p{k} = tf.compat.v1.placeholder(tf.int32, (None, batch_size))\ny{k} = p{k} + 1\n" for k in range(n)),
    "vector placeholders read entry by entry": lambda n: _HEAD + "".join(
        f"d{k} = tf.compat.v1.placeholder(tf.float32, [None])\ny{k} = x * d{k}[0]\n" for k in range(n)),
    "slices of tensors passed to one function": lambda n: _HEAD + "def fit(model, x_f, bs, opt):\n"
        "    for i in range(0, 1000, bs):\n        with tf.GradientTape() as t:\n"
        "            loss = tf.reduce_mean(model(x_f[i:i + bs]))\n"
        + "".join(f"x{k} = tf.convert_to_tensor(X{k})\nfit(m, x{k}, 32, o)\n" for k in range(n)),
    # Stop 45's readings: a training flag asked of many makers (which datasets each batches was
    # gathered per maker: quadratic before the final version), helpers padding through one
    # function, Sequentials wrapped in TimeDistributed, Inputs a straight-line function drops.
    "dataset makers with a shuffle flag each": lambda n: _HEAD + "".join(
        f"def make{k}(x, shuffle=True):\n    ds = tf.data.Dataset.from_tensor_slices(x)\n"
        f"    if shuffle:\n        ds = ds.shuffle(100)\n    ds = ds.batch(32)\n    return ds\n" for k in range(n)),
    "helpers padding through one function": lambda n: _HEAD + _FED
        + "def pad(batch):\n    m = max([len(s) for s in batch])\n    return [s + [0] * (m - len(s)) for s in batch]\n"
        + "".join(f"def get{k}(data, bs):\n    for i in range(0, len(data) // bs):\n"
                  f"        yield pad(data[i * bs:(i + 1) * bs])\n"
                  f"for b in get{k}(X, 32):\n    sess.run(op, feed_dict={{x: b}})\n" for k in range(n)),
    "Sequentials wrapped in TimeDistributed": lambda n: _HEAD + "class F:\n    def outer(self):\n"
        + "".join(f"        c{k} = self.cnn{k}()\n        m{k} = tf.keras.Sequential()\n"
                  f"        m{k}.add(tf.keras.layers.TimeDistributed(c{k}, input_shape=(5, 8, 8, 3)))\n" for k in range(n))
        + "".join(f"    def cnn{k}(self):\n        model = tf.keras.Sequential()\n"
                  f"        model.add(tf.keras.layers.Conv2D(4, 3, input_shape=(8, 8, 3)))\n        return model\n"
                  for k in range(n)),
    # The review of stop 45: many Inputs on one line of one function (each walked the rest).
    "Inputs on one line of a function": lambda n: _HEAD + "def build():\n    " + "; ".join(
        f"x{k} = tf.keras.Input(shape=(16,))" for k in range(n)) + "\n    m = tf.keras.Model([x0], x0)\n",
    "Inputs straight-line functions drop": lambda n: _HEAD + "".join(
        f"def test{k}():\n    f = make()\n    x = tf.keras.Input([4])\n    y = f(x)\n    x = tf.zeros([2, 4])\n"
        f"    return f(x)\n" for k in range(n)),
}

MODES = {
    "concise": ["--output-format", "concise"],
    "full": ["--output-format", "full"],
    "fix": ["--fix", "--unsafe-fixes", "--batch-size", "32"],
}


def run(path: Path, mode: str) -> "tuple[float, float]":
    """Wall seconds and peak RSS (MB) of a real `tfshape-lint` process on `path`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    completed = subprocess.run(
        [sys.executable, "-m", "tfshape_lint", "--isolated", "--no-cache", *MODES[mode], str(path)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    wall = time.perf_counter() - start
    if completed.returncode not in (0, 1):
        raise SystemExit(f"unexpected exit {completed.returncode}: {completed.stderr}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return wall, max(peak, before) / 1024


def main(argv: List[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="5000,10000,20000")
    parser.add_argument("--modes", default="concise,full,fix", help="modes joined by ',', or 'none'")
    parser.add_argument("--shape-sizes", default="1000,2000,4000")
    parser.add_argument("--shapes", default="all", help="'all', 'none', or names of SHAPES joined by ','")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",")]
    print("| mode | findings in one file | wall | peak RSS (largest so far) | wall / previous |")
    print("| --- | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as folder:
        for mode in [mode for mode in args.modes.split(",") if mode and mode != "none"]:
            previous = None
            for size in sizes:
                wall, rss = run(one_file(size, Path(folder)), mode)
                ratio = f"{wall / previous:.2f}" if previous else ""
                print(f"| {mode} | {size} | {wall:.1f} s | {rss:.0f} MB | {ratio} |", flush=True)
                previous = wall
    shapes = list(SHAPES) if args.shapes == "all" else [] if args.shapes == "none" else args.shapes.split(",")
    if not shapes:
        return
    print()
    print("| shape (`concise`) | sites in one file | wall | wall / previous |")
    print("| --- | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as folder:
        for shape in shapes:
            previous = None
            for size in [int(size) for size in args.shape_sizes.split(",")]:
                path = Path(folder) / "shape.py"
                path.write_text(SHAPES[shape](size), encoding="utf-8")
                wall, _ = run(path, "concise")
                ratio = f"{wall / previous:.2f}" if previous else ""
                print(f"| {shape} | {size} | {wall:.1f} s | {ratio} |", flush=True)
                previous = wall


if __name__ == "__main__":
    main(sys.argv[1:])
