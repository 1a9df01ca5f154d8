"""TFS2xx: tf.data batching that leaves the batch dimension unknown.

Three rules, one module each:

* TFS201 ``batch-without-drop-remainder``: ``.batch(n)`` / ``.padded_batch(n)`` /
  ``.rebatch(n)`` / ``.ragged_batch(n)`` and ``tf.data.experimental.map_and_batch``
  on a ``tf.data`` dataset without ``drop_remainder=True``.
* TFS202 ``keras-dataset-utility-batches``: Keras' ``*_dataset_from_directory`` and
  ``timeseries_dataset_from_array`` batch (32 or 128 by default) and keep the short
  last batch.
* TFS203 ``queue-batch-allows-smaller-final-batch``: TF1 queue batching
  (``tf.train.batch`` and friends) with ``allow_smaller_final_batch=True``.
"""

from __future__ import annotations

from typing import List, Type

from tfshape_lint.rules.base import Rule
from tfshape_lint.rules.data_pipeline.batch_without_drop_remainder import (
    BatchWithoutDropRemainder,
)
from tfshape_lint.rules.data_pipeline.keras_dataset_utility_batches import (
    KerasUtilityBatches,
)
from tfshape_lint.rules.data_pipeline.queue_batch_allows_smaller_final_batch import (
    QueueBatchSmallerFinalBatch,
)

RULES: List[Type[Rule]] = [
    BatchWithoutDropRemainder,
    KerasUtilityBatches,
    QueueBatchSmallerFinalBatch,
]
