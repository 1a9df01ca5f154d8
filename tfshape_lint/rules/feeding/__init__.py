"""TFS4xx: `feed_dict` copies of data that does not change, made on every step."""

from __future__ import annotations

from typing import List, Type

from tfshape_lint.rules.base import Rule
from tfshape_lint.rules.feeding.feed_whole_array_in_loop import FeedWholeArrayInLoop

RULES: List[Type[Rule]] = [FeedWholeArrayInLoop]
