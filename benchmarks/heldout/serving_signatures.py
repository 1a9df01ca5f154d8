"""Export a trained image classifier as a SavedModel with explicit serving signatures."""
import os

import tensorflow as tf

IMG = 224
MODEL_DIR = os.environ.get("MODEL_DIR", "/tmp/classifier")

model = tf.keras.applications.MobileNetV2(weights=None, classes=5)


class Exporter(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    @tf.function(input_signature=[tf.TensorSpec(shape=[None, IMG, IMG, 3], dtype=tf.float32)])  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    def serve_tensor(self, images):
        return {"probabilities": tf.nn.softmax(self.model(images, training=False))}

    @tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.string, name="image_bytes")])  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    def serve_bytes(self, image_bytes):
        def decode(b):
            img = tf.io.decode_jpeg(b, channels=3)
            return tf.image.resize(tf.cast(img, tf.float32) / 255.0, (IMG, IMG))
        images = tf.map_fn(decode, image_bytes, fn_output_signature=tf.float32)
        return self.serve_tensor(images)

    @tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.string)])  # lookalike: scalar string spec
    def serve_path(self, path):
        img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
        img = tf.image.resize(tf.cast(img, tf.float32) / 255.0, (IMG, IMG))
        return self.serve_tensor(img[tf.newaxis])

    @tf.function(input_signature=[tf.TensorSpec(shape=[1, IMG, IMG, 3], dtype=tf.float32)])  # lookalike: static batch of 1
    def serve_single(self, image):
        return self.model(image)


exporter = Exporter(model)
tf.saved_model.save(exporter, MODEL_DIR, signatures={
    "serving_default": exporter.serve_tensor,
    "bytes": exporter.serve_bytes,
})


def predict_fn(x):
    return model(x, training=False)


serve = tf.function(
    predict_fn,
    input_signature=[tf.TensorSpec([None, IMG, IMG, 3], tf.float32, name="x")])  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
concrete = serve.get_concrete_function()

full = tf.function(predict_fn).get_concrete_function(
    tf.TensorSpec(shape=[None, IMG, IMG, 3], dtype=tf.float32))  # expect: TFS105
fixed = tf.function(predict_fn).get_concrete_function(
    tf.TensorSpec(shape=[8, IMG, IMG, 3], dtype=tf.float32))  # lookalike: static batch

tf.saved_model.save(model, MODEL_DIR + "_v2",
                    signatures=serve.get_concrete_function(tf.TensorSpec([None, IMG, IMG, 3], tf.float32)))  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)

class BertServing(tf.Module):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder

    @tf.function(input_signature=[{
        "input_word_ids": tf.TensorSpec(shape=[None, 128], dtype=tf.int32),  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
        "input_mask": tf.TensorSpec(shape=[None, 128], dtype=tf.int32),  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
        "input_type_ids": tf.TensorSpec(shape=[None, 128], dtype=tf.int32),  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    }])
    def serve(self, inputs):
        return self.encoder(inputs)


# Spec bound to a name first, then used as the signature.
image_spec = tf.TensorSpec([None, IMG, IMG, 3], tf.float32, name="images")  # ambiguous: TensorSpec defined apart from the input_signature that uses it


@tf.function(input_signature=[image_spec])
def logits_fn(images):
    return model(images)


@tf.function(input_signature=[tf.TensorSpec(shape=None, dtype=tf.float32)])  # ambiguous: unknown rank, no first dimension at all
def anything(x):
    return x * 2.0


# Not a signature: output_signature of a generator dataset.
def gen():
    for i in range(10):  # lookalike: generator loop
        yield tf.random.uniform([i + 1, 3]), i


ds = tf.data.Dataset.from_generator(
    gen, output_signature=(tf.TensorSpec(shape=(None, 3), dtype=tf.float32),  # lookalike: output_signature, not input_signature
                           tf.TensorSpec(shape=(), dtype=tf.int32)))

converter = tf.lite.TFLiteConverter.from_concrete_functions([fixed])
tflite_model = converter.convert()
with open(os.path.join(MODEL_DIR, "model.tflite"), "wb") as f:
    f.write(tflite_model)


class TokenServing(tf.Module):
    def __init__(self, encoder, max_batch=32):
        super().__init__()
        self.encoder = encoder

    @tf.function(input_signature=[tf.TensorSpec(shape=[32, None], dtype=tf.int32)])  # lookalike: static batch, dynamic length
    def encode_padded(self, ids):
        return self.encoder(ids)

    @tf.function(input_signature=(tf.TensorSpec([None, None], tf.int32, name="ids"),))  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    def encode_any(self, ids):
        return self.encoder(ids)

    @tf.function  # lookalike: no input_signature
    def encode_traced(self, ids):
        return self.encoder(ids)


doc_example = """
    @tf.function(input_signature=[tf.TensorSpec([None, 10], tf.float32)])
    def f(x): ...
"""  # lookalike: code inside a string literal
