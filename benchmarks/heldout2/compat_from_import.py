"""Hybrid TF2 code base that still builds a couple of v1 graphs for legacy export paths."""
import numpy as np
import tensorflow as tf
from tensorflow.compat import v1 as tf1
from tensorflow.compat.v1 import placeholder as v1_placeholder
import tensorflow.compat.v1 as v1

FEATURE_DIM = 128
SEQ = 64


def legacy_ranker_graph():
    graph = tf1.Graph()
    with graph.as_default():
        query = tf1.placeholder(tf.float32, (None, FEATURE_DIM), name="query")  # expect: TFS101
        docs = tf1.placeholder(tf.float32, shape=tf.TensorShape([None, 10, FEATURE_DIM]), name="docs")  # expect: TFS101
        temperature = tf1.placeholder(tf.float32, name="temperature")  # expect: TFS102
        scores = tf.einsum("bd,bkd->bk", query, docs) / temperature
    return graph, query, docs, temperature, scores


def legacy_tagger_graph(feature_shape):
    graph = tf.Graph()
    with graph.as_default():
        tokens = v1_placeholder(tf.int32, [None, SEQ], name="tokens")  # expect: TFS101
        feats = v1.placeholder(tf.float32, [None] + list(feature_shape), name="feats")  # expect: TFS101
        crf_mask = v1.placeholder(tf.bool, (None,) + (SEQ,), name="mask")  # expect: TFS101
        transitions = v1.placeholder(tf.float32, [9, 9], name="transitions")  # lookalike: fully static matrix
        lengths = tf.compat.v1.placeholder(dtype=tf.int32, shape=[None], name="lengths")  # expect: TFS101
        unknown = tf.compat.v1.placeholder(tf.float32, shape=None, name="aux")  # expect: TFS102
        one = tf.compat.v1.placeholder(tf.float32, shape=[1, SEQ, 300], name="one_sentence")  # lookalike: static batch of 1
    return graph


def serving_input_receiver_fn():
    """Estimator export: accept serialized tf.Examples."""
    serialized_tf_example = tf.compat.v1.placeholder(dtype=tf.string, shape=[None], name="input_example_tensor")  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
    receiver_tensors = {"examples": serialized_tf_example}
    feature_spec = {"x": tf.io.FixedLenFeature([FEATURE_DIM], tf.float32)}
    features = tf.io.parse_example(serialized_tf_example, feature_spec)
    return tf.estimator.export.ServingInputReceiver(features, receiver_tensors)


def raw_receiver():
    return tf.estimator.export.build_raw_serving_input_receiver_fn({
        "x": tf.compat.v1.placeholder(tf.float32, [None, FEATURE_DIM], name="x"),  # serving input, no static-shape need: silent (policy of issue 14, as line 37; was: expect TFS101)
        "w": tf.compat.v1.placeholder(tf.float32, [4, FEATURE_DIM], name="w"),  # lookalike: static first dim
    })


def run_legacy():
    graph, query, docs, temperature, scores = legacy_ranker_graph()
    q = np.random.rand(32, FEATURE_DIM).astype("float32")
    d = np.random.rand(32, 10, FEATURE_DIM).astype("float32")
    with tf1.Session(graph=graph) as sess:
        for t in (0.5, 1.0, 2.0):
            print(t, sess.run(scores, feed_dict={query: q, docs: d, temperature: t}).mean())  # expect: TFS401
        once = sess.run(scores, {query: q, docs: d, temperature: 1.0})  # lookalike: single call outside loop
    return once
