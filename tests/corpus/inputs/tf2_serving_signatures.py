"""Export a model for serving and for TFLite with explicit input signatures.

A CNN: TFLite converts it with its `None` batch (batch 1, resizable), so the converter
is no evidence that shapes must be static, and the serving signatures stay silent.
"""
import tensorflow as tf

IMG_SIZE = 224
SERVING_SPEC = tf.TensorSpec([None, IMG_SIZE, IMG_SIZE, 3], tf.float32, name="images")  # serving export of a CNN for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
TOKENS_SIGNATURE = [
    tf.TensorSpec(shape=(None, 128), dtype=tf.int32, name="input_ids"),  # serving export of a CNN for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    tf.TensorSpec(shape=(None, 128), dtype=tf.int32, name="attention_mask"),  # serving export of a CNN for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
]


class Classifier(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    @tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.string)])  # serving export of a CNN for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    def serve_bytes(self, encoded):
        images = tf.map_fn(lambda b: tf.io.decode_jpeg(b, channels=3), encoded, fn_output_signature=tf.uint8)
        return self.model(tf.image.resize(images, (IMG_SIZE, IMG_SIZE)))

    @tf.function(input_signature=[SERVING_SPEC])
    def serve_images(self, images):
        return {"probabilities": tf.nn.softmax(self.model(images))}

    @tf.function(input_signature=TOKENS_SIGNATURE)
    def serve_tokens(self, input_ids, attention_mask):
        return self.model([input_ids, attention_mask])

    @tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.float32)])
    def set_temperature(self, value):
        return value

    @tf.function(input_signature=[tf.TensorSpec([1, IMG_SIZE, IMG_SIZE, 3], tf.float32)])
    def serve_one(self, image):
        return self.model(image)


def export(model, export_dir):
    module = Classifier(model)
    scale = tf.function(
        lambda x: x * 2.0,
        input_signature=(tf.TensorSpec((None, 10), tf.float32),),  # serving export of a CNN for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
    )
    concrete = model.call.get_concrete_function(
        tf.TensorSpec(shape=(None, IMG_SIZE, IMG_SIZE, 3), dtype=tf.float32))  # expect: TFS105
    tf.saved_model.save(
        module,
        export_dir,
        signatures={"serving_default": module.serve_images, "scale": scale.get_concrete_function()},
    )
    return concrete


def representative_dataset(images):
    ds = tf.data.Dataset.from_generator(
        lambda: iter(images),
        output_signature=tf.TensorSpec(shape=(None, IMG_SIZE, 3), dtype=tf.float32),
    )
    for image in ds.take(100):
        yield [image[tf.newaxis]]


def to_tflite(export_dir):
    converter = tf.lite.TFLiteConverter.from_saved_model(export_dir)
    converter.optimizations = [tf.lite.Optimize.DEFAULT]
    return converter.convert()
