"""The real models of docs/runtime.md's table, each as a user declares it (`None` batch).

Untrained (weights=None): what is measured depends on shapes, not on weights.
"""

import tensorflow as tf
import keras


def resnet50() -> keras.Model:
    return keras.applications.ResNet50(weights=None)


def mobilenet_v2() -> keras.Model:
    return keras.applications.MobileNetV2(weights=None)


def efficientnet_b0() -> keras.Model:
    return keras.applications.EfficientNetB0(weights=None)


def densenet121() -> keras.Model:
    return keras.applications.DenseNet121(weights=None)


def _cost_models():
    """benchmarks/cost/models.py: its LSTM text model and transformer block are measured here too."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location("cost_models", Path(__file__).resolve().parent.parent / "cost" / "models.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


lstm_text = _cost_models().lstm
transformer_block = _cost_models().transformer_block


def tf1_mnist_graph() -> tf.Graph:
    """A TF1 training graph: placeholders with a `None` batch, a CNN, a loss and a train op."""
    graph = tf.Graph()
    with graph.as_default():
        images = tf.compat.v1.placeholder(tf.float32, [None, 28, 28, 1], name="images")  # noqa: TFS101 - measured as declared
        labels = tf.compat.v1.placeholder(tf.int64, [None], name="labels")  # noqa: TFS101 - measured as declared
        x = images
        for filters in (32, 64):
            kernel = tf.compat.v1.get_variable(f"conv{filters}", [3, 3, x.shape[-1], filters])
            x = tf.nn.max_pool2d(tf.nn.relu(tf.nn.conv2d(x, kernel, 1, "SAME")), 2, 2, "SAME")
        x = tf.reshape(x, [-1, 7 * 7 * 64])
        logits = tf.matmul(x, tf.compat.v1.get_variable("dense", [7 * 7 * 64, 10]), name="logits")
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
        tf.compat.v1.train.AdamOptimizer(1e-3).minimize(loss)
    return graph


class Decoder(tf.Module):
    """A SavedModel with a loop: greedy decoding for a fixed number of steps."""

    def __init__(self) -> None:
        super().__init__()
        self.cell = tf.Variable(tf.random.normal([64, 64]))

    @tf.function(input_signature=[tf.TensorSpec([None, 64], tf.float32, name="state")])  # noqa: TFS105 - measured as declared
    def decode(self, state):
        def body(i, h):
            return i + 1, tf.tanh(h @ self.cell)

        _, h = tf.while_loop(lambda i, h: i < 16, body, [tf.constant(0), state])
        return {"state": h}


def save_decoder(directory: str) -> None:
    module = Decoder()
    tf.saved_model.save(module, directory, signatures={"serving_default": module.decode},
                        options=tf.saved_model.SaveOptions(save_debug_info=True))
