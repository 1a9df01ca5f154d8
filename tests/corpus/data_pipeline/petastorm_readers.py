"""Spark + petastorm training (horovod's Rossmann layout): readers that cycle forever."""
import tensorflow as tf
from petastorm import make_batch_reader
from petastorm.tf_utils import make_petastorm_dataset


def train_fn(args, model, train_rows, val_rows):
    with make_batch_reader(args.train_path, num_epochs=None) as train_reader:
        with make_batch_reader(args.val_path, num_epochs=None) as val_reader:
            train_ds = make_petastorm_dataset(train_reader) \
                .apply(tf.data.experimental.unbatch()) \
                .shuffle(int(train_rows / 4)) \
                .batch(args.batch_size)  # expect: TFS201
            val_ds = make_petastorm_dataset(val_reader) \
                .apply(tf.data.experimental.unbatch()) \
                .batch(args.batch_size)  # expect: TFS201
            model.fit(train_ds, validation_data=val_ds, steps_per_epoch=train_rows // args.batch_size,
                      validation_steps=val_rows // args.batch_size, epochs=args.epochs)


def evaluate(args, model):
    with make_batch_reader(args.test_path, num_epochs=1) as test_reader:
        test_ds = make_petastorm_dataset(test_reader).apply(tf.data.experimental.unbatch()).batch(1000)  # expect: TFS201
        return model.evaluate(test_ds)
