"""TFS1xx: model inputs declared without a static batch dimension.

Five rules, one per way TensorFlow code declares what a graph is fed (one module each):

- TFS101 ``tf.placeholder`` with ``None`` as its first (batch) dimension;
- TFS102 ``tf.placeholder`` with no shape at all (unknown rank);
- TFS103 Keras ``Input`` / ``InputLayer`` without a static batch size;
- TFS104 ``input_shape=`` on the first layer of a ``Sequential`` model;
- TFS105 ``tf.TensorSpec`` with a ``None`` first dimension in an ``input_signature``
  or a ``get_concrete_function(...)`` call.

The API knowledge is data (apis.py); what they share is in shapes.py.
"""

from __future__ import annotations

from typing import List, Type

from tfshape_lint.rules.base import Rule
from tfshape_lint.rules.inputs.keras_input_none_batch import KerasInputNoneBatch
from tfshape_lint.rules.inputs.placeholder_none_batch import PlaceholderNoneBatch
from tfshape_lint.rules.inputs.placeholder_unknown_rank import PlaceholderUnknownRank
from tfshape_lint.rules.inputs.sequential_input_shape_none_batch import (
    SequentialInputShapeNoneBatch,
)
from tfshape_lint.rules.inputs.signature_spec_none_batch import SignatureSpecNoneBatch

RULES: List[Type[Rule]] = [
    PlaceholderNoneBatch,
    PlaceholderUnknownRank,
    KerasInputNoneBatch,
    SequentialInputShapeNoneBatch,
    SignatureSpecNoneBatch,
]
