"""Premade DNNClassifier on the Iris data, with pandas-backed input functions."""
import argparse

import pandas as pd
import tensorflow as tf

CSV_COLUMN_NAMES = ['SepalLength', 'SepalWidth', 'PetalLength', 'PetalWidth', 'Species']
SPECIES = ['Setosa', 'Versicolor', 'Virginica']
TRAIN_URL = "http://download.tensorflow.org/data/iris_training.csv"
TEST_URL = "http://download.tensorflow.org/data/iris_test.csv"


def load_data(y_name='Species'):
    train_path = tf.keras.utils.get_file(TRAIN_URL.split('/')[-1], TRAIN_URL)
    test_path = tf.keras.utils.get_file(TEST_URL.split('/')[-1], TEST_URL)
    train = pd.read_csv(train_path, names=CSV_COLUMN_NAMES, header=0)
    train_x, train_y = train, train.pop(y_name)
    test = pd.read_csv(test_path, names=CSV_COLUMN_NAMES, header=0)
    test_x, test_y = test, test.pop(y_name)
    return (train_x, train_y), (test_x, test_y)


def train_input_fn(features, labels, batch_size):
    dataset = tf.data.Dataset.from_tensor_slices((dict(features), labels))
    return dataset.shuffle(1000).repeat().batch(batch_size)  # expect: TFS201


def eval_input_fn(features, labels, batch_size):
    features = dict(features)
    inputs = features if labels is None else (features, labels)
    dataset = tf.data.Dataset.from_tensor_slices(inputs)
    assert batch_size is not None, "batch_size must not be None"
    dataset = dataset.batch(batch_size)  # expect: TFS201
    return dataset


CSV_TYPES = [[0.0], [0.0], [0.0], [0.0], [0]]


def _parse_line(line):
    fields = tf.decode_csv(line, record_defaults=CSV_TYPES)
    features = dict(zip(CSV_COLUMN_NAMES, fields))
    label = features.pop('Species')
    return features, label


def csv_input_fn(csv_path, batch_size):
    dataset = tf.data.TextLineDataset(csv_path).skip(1)
    dataset = dataset.map(_parse_line)
    return dataset.shuffle(1000).repeat().batch(batch_size)  # expect: TFS201


def csv_input_fn_v2(file_pattern, batch_size):
    # make_csv_dataset batches internally; it is a dataset *source* here.
    return tf.data.experimental.make_csv_dataset(  # lookalike: dataset source with its own batch_size
        file_pattern, batch_size=batch_size, label_name='Species', num_epochs=1)


def numpy_input_fn(x, y):
    return tf.compat.v1.estimator.inputs.numpy_input_fn(  # lookalike: not tf.data
        x={'x': x}, y=y, batch_size=128, num_epochs=None, shuffle=True)


def main(argv):
    args = parser.parse_args(argv[1:])
    (train_x, train_y), (test_x, test_y) = load_data()
    my_feature_columns = [tf.feature_column.numeric_column(key=key) for key in train_x.keys()]
    classifier = tf.estimator.DNNClassifier(feature_columns=my_feature_columns,
                                            hidden_units=[10, 10], n_classes=3)
    classifier.train(input_fn=lambda: train_input_fn(train_x, train_y, args.batch_size),
                     steps=args.train_steps)
    eval_result = classifier.evaluate(input_fn=lambda: eval_input_fn(test_x, test_y, args.batch_size))
    print('\nTest set accuracy: {accuracy:0.3f}\n'.format(**eval_result))

    expected = ['Setosa', 'Versicolor', 'Virginica']
    predict_x = {
        'SepalLength': [5.1, 5.9, 6.9],
        'SepalWidth': [3.3, 3.0, 3.1],
        'PetalLength': [1.7, 4.2, 5.4],
        'PetalWidth': [0.5, 1.5, 2.1],
    }
    predictions = classifier.predict(
        input_fn=lambda: tf.data.Dataset.from_tensor_slices(predict_x).batch(8))  # expect: TFS201
    for pred_dict, expec in zip(predictions, expected):  # lookalike: iterating predictions
        class_id = pred_dict['class_ids'][0]
        print('Prediction is "{}" ({:.1f}%), expected "{}"'.format(
            SPECIES[class_id], 100 * pred_dict['probabilities'][class_id], expec))


parser = argparse.ArgumentParser()
parser.add_argument('--batch_size', default=100, type=int)
parser.add_argument('--train_steps', default=1000, type=int)

if __name__ == '__main__':
    tf.logging.set_verbosity(tf.logging.INFO)
    tf.app.run(main)


def batched_predict(classifier, rows, chunk=256):
    """Predict in chunks so that each input_fn builds a small dataset."""
    results = []
    for i in range(0, len(rows), chunk):  # evaluation in chunks, no static-shape need: silent (policy of issue 14; was: expect TFS301)
        part = rows.iloc[i:i + chunk]
        results.extend(classifier.predict(
            input_fn=lambda: tf.data.Dataset.from_tensor_slices(dict(part)).batch(chunk, drop_remainder=True)))  # lookalike: drop_remainder=True
    return results


def write_csv(df, path, rows_per_file=1000):
    for i in range(0, len(df), rows_per_file):  # lookalike: chunking outputs
        df.iloc[i:i + rows_per_file].to_csv("%s_%03d.csv" % (path, i // rows_per_file), index=False)
