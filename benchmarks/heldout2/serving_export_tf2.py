"""Export an image classifier for TF Serving with explicit signatures."""
import tensorflow as tf

IMG = 224
CLASSES = tf.constant(["cat", "dog", "other"])


class ExportModule(tf.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    @tf.function(input_signature=[tf.TensorSpec(shape=[None], dtype=tf.string, name="examples")])  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS105)
    def serve_examples(self, serialized):
        feats = tf.io.parse_example(serialized, {"image": tf.io.FixedLenFeature([], tf.string)})
        images = tf.map_fn(self._decode, feats["image"], fn_output_signature=tf.float32)
        return {"scores": self.model(images)}

    @tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.string)])  # lookalike: scalar string, no batch
    def serve_one(self, jpeg):
        image = self._decode(jpeg)[None]
        return {"class": tf.gather(CLASSES, tf.argmax(self.model(image), -1))}

    def _decode(self, jpeg):
        image = tf.io.decode_jpeg(jpeg, channels=3)
        return tf.image.resize(tf.cast(image, tf.float32) / 255.0, [IMG, IMG])

    @tf.function(input_signature=[tf.TensorSpec(shape=[4, None], dtype=tf.int64)])  # lookalike: static first dimension, variable second
    def serve_ids(self, ids):
        return {"ids": ids}

    @tf.function
    def serve_images(self, images):
        return {"scores": self.model(images)}


def export(model, export_dir):
    module = ExportModule(model)
    signatures = {
        "serving_default": module.serve_examples,
        "images": module.serve_images.get_concrete_function(
            tf.TensorSpec(shape=[None, IMG, IMG, 3], dtype=tf.float32, name="images")),  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS105)
        "one": module.serve_one,
        "edge": module.serve_images.get_concrete_function(
            tf.TensorSpec(shape=[1, IMG, IMG, 3], dtype=tf.float32, name="edge_images")),  # lookalike: static batch for the edge signature
    }
    tf.saved_model.save(module, export_dir, signatures=signatures)


def export_keras3(model, path):
    import keras
    archive = keras.export.ExportArchive()
    archive.track(model)
    archive.add_endpoint(
        name="serve",
        fn=model.call,
        input_signature=[tf.TensorSpec(shape=(None, IMG, IMG, 3), dtype=tf.float32)],  # ambiguous: ExportArchive.add_endpoint signature, not tf.function/get_concrete_function
    )
    archive.write_out(path)


def warmup_requests(path, n=10):
    from tensorflow_serving.apis import predict_pb2, prediction_log_pb2
    with tf.io.TFRecordWriter(path) as writer:
        for _ in range(n):  # lookalike: writes warmup records, nothing fed
            request = predict_pb2.PredictRequest()
            request.model_spec.name = "classifier"
            request.inputs["images"].CopyFrom(tf.make_tensor_proto(tf.zeros([1, IMG, IMG, 3])))
            log = prediction_log_pb2.PredictionLog(predict_log=prediction_log_pb2.PredictLog(request=request))
            writer.write(log.SerializeToString())


if __name__ == "__main__":
    base = tf.keras.applications.MobileNetV3Small(input_shape=(IMG, IMG, 3), include_top=False, pooling="avg")  # lookalike: application constructor
    inputs = tf.keras.Input((IMG, IMG, 3))  # expect: TFS103
    outputs = tf.keras.layers.Dense(3, activation="softmax")(base(inputs))
    clf = tf.keras.Model(inputs, outputs)
    export(clf, "export/1")
    sig_fn = tf.function(clf, input_signature=[tf.TensorSpec([None, IMG, IMG, 3], tf.float32)])  # serving input, no static-shape need: silent (policy of issue 14; was: expect TFS105)
    tf.saved_model.save(clf, "export/2", signatures=sig_fn)
