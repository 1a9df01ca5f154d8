"""TFS3xx: mini-batches made in Python and fed per step instead of by a `tf.data` pipeline."""

from __future__ import annotations

from typing import List, Type

from tfshape_lint.rules.base import Rule
from tfshape_lint.rules.host_batching.full_batches_on_host import FullBatchesOnHost
from tfshape_lint.rules.host_batching.manual_batching_loop import ManualBatchingLoop

RULES: List[Type[Rule]] = [ManualBatchingLoop, FullBatchesOnHost]
