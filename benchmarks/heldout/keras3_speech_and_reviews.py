"""Keras 3: keyword spotting from wav folders and IMDB sentiment from text folders."""
import keras
import tensorflow as tf
from keras import layers

DATA_DIR = "mini_speech_commands"
VOCAB = 20000
SEQ_LEN = 250

train_audio, val_audio = keras.utils.audio_dataset_from_directory(  # expect: TFS202
    directory=DATA_DIR,
    batch_size=64,
    validation_split=0.2,
    seed=0,
    output_sequence_length=16000,
    subset="both")

label_names = train_audio.class_names


def squeeze(audio, labels):
    return tf.squeeze(audio, axis=-1), labels


def get_spectrogram(waveform):
    spectrogram = tf.signal.stft(waveform, frame_length=255, frame_step=128)
    return tf.abs(spectrogram)[..., tf.newaxis]


train_spec = train_audio.map(squeeze).map(lambda a, l: (get_spectrogram(a), l))
val_spec = val_audio.map(squeeze).map(lambda a, l: (get_spectrogram(a), l))

for example_spectrograms, example_spect_labels in train_spec.take(1):  # lookalike: peeking at one batch
    input_shape = example_spectrograms.shape[1:]

norm_layer = layers.Normalization()
norm_layer.adapt(data=train_spec.map(map_func=lambda spec, label: spec))

audio_model = keras.Sequential([
    layers.Input(shape=input_shape),  # expect: TFS103
    layers.Resizing(32, 32),
    norm_layer,
    layers.Conv2D(32, 3, activation='relu'),
    layers.Conv2D(64, 3, activation='relu'),
    layers.MaxPooling2D(),
    layers.Dropout(0.25),
    layers.Flatten(),
    layers.Dense(128, activation='relu'),
    layers.Dense(len(label_names)),
])

# ---------------------------------------------------------------- text
raw_train_ds = keras.utils.text_dataset_from_directory(  # expect: TFS202
    "aclImdb/train", batch_size=32, validation_split=0.2, subset="training", seed=1337)
raw_val_ds = keras.utils.text_dataset_from_directory(  # expect: TFS202
    "aclImdb/train", validation_split=0.2, subset="validation", seed=1337)
raw_test_ds = keras.utils.text_dataset_from_directory("aclImdb/test", batch_size=None)  # lookalike: batch_size=None

vectorize_layer = layers.TextVectorization(max_tokens=VOCAB, output_mode="int",
                                           output_sequence_length=SEQ_LEN)
vectorize_layer.adapt(raw_train_ds.map(lambda x, y: x))


def vectorize_text(text, label):
    return vectorize_layer(tf.expand_dims(text, -1)), label


test_ds = raw_test_ds.map(vectorize_text).batch(32)  # expect: TFS201

inputs = keras.Input(shape=(None,), dtype="int64")  # expect: TFS103
x = layers.Embedding(VOCAB, 128)(inputs)
x = layers.Bidirectional(layers.LSTM(64, return_sequences=True))(x)
x = layers.GlobalMaxPooling1D()(x)
predictions = layers.Dense(1, activation="sigmoid", name="predictions")(x)
text_model = keras.Model(inputs, predictions)

fixed_inputs = keras.Input(shape=(SEQ_LEN,), batch_size=32, dtype="int64")  # lookalike: static batch_size
fixed_model = keras.Model(fixed_inputs, layers.Dense(1)(layers.Embedding(VOCAB, 16)(fixed_inputs)))

string_input = keras.layers.InputLayer(shape=(1,), dtype="string")  # expect: TFS103
end_to_end = keras.Sequential([string_input, vectorize_layer, text_model])

text_model.compile(loss="binary_crossentropy", optimizer="adam", metrics=["accuracy"])
text_model.fit(raw_train_ds.map(vectorize_text), validation_data=raw_val_ds.map(vectorize_text), epochs=3)

# Inspect a handful of reviews; plain python slicing for printing.
for texts, labels in raw_val_ds.take(1):  # lookalike: peeking at one batch
    for i in range(0, 6, 3):  # lookalike: printing slices
        print(texts.numpy()[i:i + 3], labels.numpy()[i:i + 3])

text_model.evaluate(raw_val_ds.map(vectorize_text))  # lookalike: evaluate on a dataset
keras.utils.plot_model(text_model, show_shapes=True)  # lookalike: unrelated utility
