"""Train a keyword-spotting CNN and export int8 TFLite + a fixed-shape SavedModel."""
import numpy as np
import tensorflow as tf

SPEC_SHAPE = (49, 40, 1)


def build_model(static=False):
    if static:
        inputs = tf.keras.Input(shape=SPEC_SHAPE, batch_size=1, name="spectrogram")  # lookalike: static batch for the MCU export
    else:
        inputs = tf.keras.Input(shape=SPEC_SHAPE, name="spectrogram")  # expect: TFS103
    x = tf.keras.layers.Conv2D(8, (10, 8), strides=(2, 2), padding="same", activation="relu")(inputs)
    x = tf.keras.layers.DepthwiseConv2D((3, 3), padding="same", activation="relu")(x)
    x = tf.keras.layers.GlobalAveragePooling2D()(x)
    outputs = tf.keras.layers.Dense(12, activation="softmax")(x)
    return tf.keras.Model(inputs, outputs)


x_train = np.load("kws_x_train.npy").astype(np.float32)
y_train = np.load("kws_y_train.npy")
x_test = np.load("kws_x_test.npy").astype(np.float32)
y_test = np.load("kws_y_test.npy")

model = build_model()
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x_train, y_train, epochs=20, batch_size=100, validation_split=0.1)

# ---- export with a batch-polymorphic concrete function ----------------------
run_model = tf.function(lambda x: model(x))
concrete_func = run_model.get_concrete_function(
    tf.TensorSpec([None] + list(model.inputs[0].shape[1:]), model.inputs[0].dtype))  # for TFLite, which converts a None batch: silent (policy of issue 14; was: expect TFS105)
fixed_func = run_model.get_concrete_function(
    tf.TensorSpec([1] + list(SPEC_SHAPE), tf.float32))  # lookalike: static batch of one


def representative_dataset():
    for i in range(100):  # lookalike: one calibration sample per step for the converter, no model is trained or fed
        yield [x_train[i:i + 1]]


def representative_dataset_ds():
    calib = tf.data.Dataset.from_tensor_slices(x_train).batch(1).take(100)  # expect: TFS201
    for sample in calib:
        yield [sample]


converter = tf.lite.TFLiteConverter.from_concrete_functions([fixed_func], model)
converter.optimizations = [tf.lite.Optimize.DEFAULT]
converter.representative_dataset = representative_dataset
converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS_INT8]
converter.inference_input_type = tf.int8
converter.inference_output_type = tf.int8
tflite_model = converter.convert()
with open("kws_int8.tflite", "wb") as f:
    f.write(tflite_model)

# ---- check the quantized model on the test set ------------------------------
interpreter = tf.lite.Interpreter(model_content=tflite_model)
interpreter.allocate_tensors()
input_details = interpreter.get_input_details()[0]
output_index = interpreter.get_output_details()[0]["index"]
scale, zero_point = input_details["quantization"]
correct = 0
for i in range(len(x_test)):  # ambiguous: per-sample x[i:i+1] slices fed to a TFLite interpreter; batch of one by design, not mini-batching
    sample = (x_test[i:i + 1] / scale + zero_point).astype(np.int8)
    interpreter.set_tensor(input_details["index"], sample)
    interpreter.invoke()
    correct += int(interpreter.get_tensor(output_index).argmax() == y_test[i])
print("int8 accuracy", correct / len(x_test))

tf.saved_model.save(model, "kws_saved", signatures={"serving_default": concrete_func})
