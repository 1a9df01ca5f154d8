"""A zoo of small tf.keras Sequential models used in the course notebooks."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import Sequential, layers
from tensorflow.keras.layers import LSTM, Conv2D, Dense, Dropout, Flatten, MaxPooling2D

num_classes = 10
timesteps, data_dim, batch_size = 8, 16, 32


def mnist_mlp():
    model = tf.keras.models.Sequential([
        tf.keras.layers.Flatten(input_shape=(28, 28)),  # expect: TFS104
        tf.keras.layers.Dense(128, activation='relu'),
        tf.keras.layers.Dropout(0.2),
        tf.keras.layers.Dense(10),
    ])
    return model


def cifar_cnn():
    model = Sequential()
    model.add(Conv2D(32, (3, 3), padding='same',  # expect: TFS104
                     input_shape=(32, 32, 3)))
    model.add(layers.Activation('relu'))
    model.add(Conv2D(32, (3, 3), activation='relu'))
    model.add(MaxPooling2D(pool_size=(2, 2)))
    model.add(Dropout(0.25))
    model.add(Flatten())
    model.add(Dense(512, activation='relu'))
    model.add(Dense(num_classes, activation='softmax'))
    return model


def tabular_mlp(n_features):
    model = Sequential()
    model.add(Dense(64, activation='relu', input_dim=n_features))  # ambiguous: input_dim= is input_shape=(n,) in disguise
    model.add(Dense(1, activation='sigmoid'))
    return model


def stateful_lstm():
    model = Sequential()
    model.add(LSTM(32, return_sequences=True, stateful=True,  # lookalike: static batch in batch_input_shape
                   batch_input_shape=(batch_size, timesteps, data_dim)))
    model.add(LSTM(32, return_sequences=True, stateful=True))
    model.add(LSTM(32, stateful=True))
    model.add(Dense(10, activation='softmax'))
    return model


def stateless_lstm(input_timesteps, input_features, output_dim, neurons=512, stateful=False):
    model = Sequential()
    model.add(
        LSTM(  # expect: TFS104
            neurons,
            batch_input_shape=(None, input_timesteps, input_features),
            stateful=stateful,
            dropout=0.4,
        )
    )
    model.add(Dense(output_dim))
    return model


def lstm_with_batch_size():
    return Sequential([
        LSTM(32, input_shape=(10, 16), batch_size=32, stateful=True),  # lookalike: batch_size given
        Dense(16, activation='softmax'),
    ])


def second_layer_shape():
    return tf.keras.Sequential([
        tf.keras.layers.Dense(64, input_shape=(20,)),  # expect: TFS104
        tf.keras.layers.Dense(64, input_shape=(64,)),  # lookalike: not the first layer
        tf.keras.layers.Dense(1),
    ])


def reshape_first(layers_list=None):
    return tf.keras.Sequential(layers=[
        tf.keras.layers.Reshape(target_shape=(28, 28, 1), input_shape=(784,)),  # expect: TFS104
        tf.keras.layers.Conv2D(8, 3),
        tf.keras.layers.GlobalMaxPool2D(),
        tf.keras.layers.Dense(10),
    ])


def input_layer_first():
    return tf.keras.Sequential([
        tf.keras.layers.InputLayer(input_shape=(28, 28)),  # ambiguous: TFS103 (InputLayer) vs TFS104 (first layer input_shape)
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(10),
    ])


def input_layer_static():
    return tf.keras.Sequential([
        tf.keras.layers.InputLayer(input_shape=(28, 28), batch_size=64),  # lookalike: static batch
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(10),
    ])


def conv1d_regressor():
    return Sequential([
        layers.Conv1D(32, 5, activation='relu', input_shape=(None, 1)),  # expect: TFS104
        layers.GlobalMaxPooling1D(),
        layers.Dense(1),
    ])


def gru_from_list():
    model = tf.keras.Sequential()
    model.add(tf.keras.layers.GRU(64, batch_input_shape=[None, None, 8]))  # expect: TFS104
    model.add(tf.keras.layers.Dense(1))
    return model


def sentiment_embedding(vocab=10000):
    return tf.keras.Sequential([
        tf.keras.layers.Embedding(vocab, 16, input_length=120),  # ambiguous: input_length= fixes only the time axis; no input_shape=
        tf.keras.layers.GlobalAveragePooling1D(),
        tf.keras.layers.Dense(1, activation='sigmoid'),
    ])


def autoencoder_seq():
    encoder = tf.keras.Sequential(name="encoder")
    encoder.add(tf.keras.layers.Dense(32, activation='relu', input_shape=(784,)))  # expect: TFS104
    decoder = tf.keras.Sequential([tf.keras.layers.Dense(784, activation='sigmoid')], name="decoder")
    return tf.keras.Sequential([encoder, decoder])


def functional_with_input_shape():
    inp = tf.keras.Input(shape=(20,), batch_size=16)  # lookalike: static batch
    hidden = tf.keras.layers.Dense(32, input_shape=(20,))(inp)  # lookalike: functional layer, not Sequential
    return tf.keras.Model(inp, hidden)


def built_later():
    model = tf.keras.Sequential([layers.Dense(32, activation='relu'), layers.Dense(1)])
    model.build(input_shape=(None, 20))  # expect: TFS104 (issue 14 names model.build(input_shape=(None, ...)) a miss; was: lookalike, build() not a layer kwarg)
    return model


if __name__ == '__main__':
    x_train = np.random.random((batch_size * 10, timesteps, data_dim))
    y_train = np.random.random((batch_size * 10, num_classes))
    m = stateful_lstm()
    m.compile(loss='categorical_crossentropy', optimizer='rmsprop', metrics=['accuracy'])
    m.fit(x_train, y_train, batch_size=batch_size, epochs=5, shuffle=False)
