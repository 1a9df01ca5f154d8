"""Stop 34's input look-alikes: the TFT model's per-variable embeddings, applied to slices
of the outer model's input, and a placeholder bound and never read (its name in a comment)."""
import tensorflow as tf


class TemporalFusionTransformer:
    def build(self, time_steps, category_counts, hidden):
        all_inputs = tf.keras.layers.Input(shape=(time_steps, len(category_counts)))  # expect: TFS103
        embeddings = []
        for i, count in enumerate(category_counts):
            embedding = tf.keras.Sequential([
                tf.keras.layers.InputLayer([time_steps]),
                tf.keras.layers.Embedding(count, hidden, input_length=time_steps, dtype=tf.float32)])
            embeddings.append(embedding)
        embedded = [embeddings[i](all_inputs[..., i]) for i in range(len(category_counts))]
        proj = tf.keras.Sequential([tf.keras.layers.Dense(hidden, input_shape=(hidden,))])
        outputs = proj(tf.keras.layers.Concatenate()(embedded))
        return tf.keras.Model(all_inputs, outputs)


def unet(inputs):
    teacher = tf.compat.v1.placeholder(tf.float32, [None, 224, 224, 18])  # expect: TFS101
    outputs = tf.compat.v1.layers.conv2d(inputs, 18, 1)
    # return Model(inputs, outputs, teacher)
    return outputs
