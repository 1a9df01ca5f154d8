# coding=utf-8
"""Estimator input functions for the census / iris style premade-estimator examples."""
import numpy as np
import tensorflow as tf

CSV_COLUMN_NAMES = ["SepalLength", "SepalWidth", "PetalLength", "PetalWidth", "Species"]


def train_input_fn(features, labels, batch_size):
    """An input function for training"""
    dataset = tf.data.Dataset.from_tensor_slices((dict(features), labels))
    return dataset.shuffle(1000).repeat().batch(batch_size)  # expect: TFS201


def eval_input_fn(features, labels, batch_size):
    """An input function for evaluation or prediction"""
    features = dict(features)
    inputs = features if labels is None else (features, labels)
    dataset = tf.data.Dataset.from_tensor_slices(inputs)
    assert batch_size is not None, "batch_size must not be None"
    dataset = dataset.batch(batch_size)  # expect: TFS201
    return dataset


def file_based_input_fn_builder(input_file, seq_length, is_training, drop_remainder):
    """Creates an `input_fn` closure to be passed to TPUEstimator."""
    name_to_features = {
        "input_ids": tf.io.FixedLenFeature([seq_length], tf.int64),
        "label_ids": tf.io.FixedLenFeature([], tf.int64),
    }

    def _decode_record(record, name_to_features):
        example = tf.io.parse_single_example(record, name_to_features)
        for name in list(example.keys()):
            t = example[name]
            if t.dtype == tf.int64:
                t = tf.cast(t, tf.int32)
            example[name] = t
        return example

    def input_fn(params):
        batch_size = params["batch_size"]
        d = tf.data.TFRecordDataset(input_file)
        if is_training:
            d = d.repeat()
            d = d.shuffle(buffer_size=100)
        d = d.apply(
            tf.data.experimental.map_and_batch(  # lookalike: drop_remainder is a non-literal flag
                lambda record: _decode_record(record, name_to_features),
                batch_size=batch_size,
                drop_remainder=drop_remainder))
        return d

    return input_fn


def predict_input_fn_builder(input_file, seq_length):
    def input_fn(params):
        d = tf.data.TFRecordDataset(input_file)
        d = d.map(lambda r: tf.io.parse_single_example(r, {"input_ids": tf.io.FixedLenFeature([seq_length], tf.int64)}))
        d = d.batch(batch_size=params["batch_size"], drop_remainder=True)  # lookalike: drop_remainder=True
        return d
    return input_fn


def csv_input_fn(csv_path, batch_size, mode):
    def parse_line(line):
        fields = tf.io.decode_csv(line, record_defaults=[[0.0]] * 4 + [[0]])
        features = dict(zip(CSV_COLUMN_NAMES, fields))
        label = features.pop("Species")
        return features, label

    ds = tf.data.TextLineDataset(csv_path).skip(1).map(parse_line)
    if mode == tf.estimator.ModeKeys.TRAIN:
        ds = ds.shuffle(1000).repeat()
    ds = ds.batch(batch_size, drop_remainder=(mode == tf.estimator.ModeKeys.TRAIN))  # lookalike: non-literal drop_remainder
    return ds


def legacy_numpy_input(x, y):
    return tf.compat.v1.estimator.inputs.numpy_input_fn(  # ambiguous: numpy_input_fn batches with a short last batch but is not in the spec's list
        x={"x": x}, y=y, batch_size=128, num_epochs=1, shuffle=False)


def serving_input_fn():
    inputs = {"x": tf.compat.v1.placeholder(tf.float32, [None, 4])}  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS101)
    return tf.estimator.export.ServingInputReceiver(inputs, inputs)


def main():
    feature_columns = [tf.feature_column.numeric_column(key=k) for k in CSV_COLUMN_NAMES[:-1]]
    classifier = tf.estimator.DNNClassifier(feature_columns=feature_columns, hidden_units=[10, 10], n_classes=3)
    train_x = {k: np.random.rand(120).astype("float32") for k in CSV_COLUMN_NAMES[:-1]}
    train_y = np.random.randint(0, 3, 120)
    classifier.train(input_fn=lambda: train_input_fn(train_x, train_y, 32), steps=1000)
    eval_result = classifier.evaluate(input_fn=lambda: eval_input_fn(train_x, train_y, 32))
    print("\nTest set accuracy: {accuracy:0.3f}\n".format(**eval_result))
