# coding=utf-8
"""Input functions for fine-tuning a BERT-style classifier on TPU (TPUEstimator)."""
import collections

import tensorflow.compat.v1 as tf


def file_based_input_fn_builder(input_file, seq_length, is_training, drop_remainder):
    """Creates an `input_fn` closure to be passed to TPUEstimator."""
    name_to_features = {
        "input_ids": tf.FixedLenFeature([seq_length], tf.int64),
        "input_mask": tf.FixedLenFeature([seq_length], tf.int64),
        "segment_ids": tf.FixedLenFeature([seq_length], tf.int64),
        "label_ids": tf.FixedLenFeature([], tf.int64),
    }

    def _decode_record(record, name_to_features):
        example = tf.parse_single_example(record, name_to_features)
        for name in list(example.keys()):  # lookalike: loop over feature names
            t = example[name]
            if t.dtype == tf.int64:
                t = tf.to_int32(t)
            example[name] = t
        return example

    def input_fn(params):
        batch_size = params["batch_size"]
        d = tf.data.TFRecordDataset(input_file)
        if is_training:
            d = d.repeat()
            d = d.shuffle(buffer_size=100)
        d = d.apply(
            tf.data.experimental.map_and_batch(  # lookalike: fused map_and_batch with literal drop_remainder=True
                lambda record: _decode_record(record, name_to_features),
                batch_size=batch_size,
                drop_remainder=True))
        return d

    return input_fn


def input_fn_builder(features, seq_length, is_training, drop_remainder):
    """In-memory variant: builds the dataset from python lists (demo only)."""
    all_input_ids = [f.input_ids for f in features]
    all_label_ids = [f.label_id for f in features]

    def input_fn(params):
        batch_size = params["batch_size"]
        num_examples = len(features)
        d = tf.data.Dataset.from_tensor_slices({
            "input_ids": tf.constant(all_input_ids, shape=[num_examples, seq_length], dtype=tf.int32),
            "label_ids": tf.constant(all_label_ids, shape=[num_examples], dtype=tf.int32),
        })
        if is_training:
            d = d.repeat()
            d = d.shuffle(buffer_size=100)
        d = d.batch(batch_size=batch_size, drop_remainder=drop_remainder)  # lookalike: non-literal drop_remainder
        return d

    return input_fn


def eval_input_fn_builder(input_file, seq_length):
    name_to_features = {
        "input_ids": tf.FixedLenFeature([seq_length], tf.int64),
        "label_ids": tf.FixedLenFeature([], tf.int64),
    }

    def input_fn(params):
        d = tf.data.TFRecordDataset(input_file)
        d = d.map(lambda r: tf.parse_single_example(r, name_to_features))
        # GPU evaluation keeps every example, so no remainder is dropped here.
        d = d.batch(params["batch_size"], drop_remainder=False)  # expect: TFS201
        return d

    return input_fn


def predict_input_fn_builder(token_file, vocab_size):
    def input_fn(params):
        lines = tf.data.TextLineDataset(token_file)
        ids = lines.map(lambda l: tf.strings.to_number(tf.strings.split([l]).values, tf.int32))
        return ids.padded_batch(params["batch_size"], padded_shapes=[None])  # expect: TFS201

    return input_fn


def serving_input_receiver_fn(seq_length):
    serialized_tf_example = tf.placeholder(dtype=tf.string, shape=[None],  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
                                           name='input_example_tensor')
    receiver_tensors = {'examples': serialized_tf_example}
    feature_spec = {
        "input_ids": tf.FixedLenFeature([seq_length], tf.int64),
        "input_mask": tf.FixedLenFeature([seq_length], tf.int64),
        "segment_ids": tf.FixedLenFeature([seq_length], tf.int64),
    }
    features = tf.parse_example(serialized_tf_example, feature_spec)
    return tf.estimator.export.ServingInputReceiver(features, receiver_tensors)


def raw_serving_input_fn(seq_length):
    input_ids = tf.placeholder(tf.int32, [None, seq_length], name='input_ids')  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
    input_mask = tf.placeholder(tf.int32, [None, seq_length], name='input_mask')  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
    segment_ids = tf.placeholder(tf.int32, [1, seq_length], name='segment_ids')  # lookalike: static batch
    features = {'input_ids': input_ids, 'input_mask': input_mask, 'segment_ids': segment_ids}
    return tf.estimator.export.build_raw_serving_input_receiver_fn(features)()


InputFeatures = collections.namedtuple("InputFeatures", ["input_ids", "label_id"])
