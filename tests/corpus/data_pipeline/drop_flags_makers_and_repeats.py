"""Stop 34's pipeline look-alikes: the branch a drop flag chose, a maker of both training
and evaluation data, shuffle_and_repeat without a count, and a Keras utility's maker."""
import tensorflow as tf


def batch_dataset(dataset, batch_size, drop_remainder=True):
    dataset = dataset.shuffle(4096)
    if drop_remainder:
        dataset = dataset.batch(batch_size, drop_remainder=True)
    else:
        dataset = dataset.batch(batch_size)
    return dataset.prefetch(1)


def make_input_fn(data_df, label_df, num_epochs=10, shuffle=True, batch_size=32):
    def input_function():
        ds = tf.data.Dataset.from_tensor_slices((dict(data_df), label_df))
        if shuffle:
            ds = ds.shuffle(1000)
        ds = ds.batch(batch_size).repeat(num_epochs)  # expect: TFS201
        return ds
    return input_function


train_input_fn = make_input_fn(dftrain, y_train)
eval_input_fn = make_input_fn(dfeval, y_eval, num_epochs=1, shuffle=False)

ds = image_label_ds.cache(filename="./cache.tf-data")
ds = ds.apply(tf.data.experimental.shuffle_and_repeat(buffer_size=image_count))
ds = ds.batch(32).prefetch(1)  # expect: TFS201


def load_data(data_path, batch_size=128):
    loader = tf.keras.utils.image_dataset_from_directory(data_path, batch_size=batch_size)  # expect: TFS202
    return loader


def evaluate(model, args):
    test_data = load_data(args.test_path, args.batch_size)
    return model.evaluate(test_data)
