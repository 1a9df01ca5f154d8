"""Stop 35's data-pipeline cases: the whole test set batched once in a `for` header (one
full batch, but still a `None` batch dimension), beside a training loop whose last batch
is short."""
import tensorflow as tf
from sklearn.model_selection import train_test_split


def discriminative_score(model, original_data, generated_data, epochs=2000):
    x_train, x_test, x_hat_train, x_hat_test = train_test_split(original_data, generated_data, test_size=0.2)
    ds_train = tf.data.Dataset.from_tensor_slices((x_train, x_hat_train)).cache().shuffle(x_train.shape[0])
    ds_test = tf.data.Dataset.from_tensor_slices((x_test, x_hat_test)).cache().shuffle(x_test.shape[0])

    @tf.function
    def train_step(x, x_hat):
        with tf.GradientTape() as tape:
            loss = model.loss(x, x_hat)
        grads = tape.gradient(loss, model.trainable_variables)
        model.optimizer.apply_gradients(zip(grads, model.trainable_variables))

    for _ in range(epochs):
        for x, x_hat in ds_train.batch(model.batch_size).prefetch(tf.data.AUTOTUNE):  # expect: TFS201
            train_step(x, x_hat)

    for x, x_hat in ds_test.batch(x_test.shape[0]).prefetch(tf.data.AUTOTUNE):  # expect: TFS201
        y_real, y_fake = model(x), model(x_hat)
    return y_real, y_fake
