"""Reading a call's arguments: by keyword, by position, and whether `*`/`**` may hide one.

Rules judge calls by what the source passes (``ds.batch(32, drop_remainder=True)``),
so each of them asks the same question: which argument fills this parameter?
"""

from __future__ import annotations

from itertools import takewhile
from typing import List, Optional, Sequence, Tuple

import libcst as cst


def has_star_args(call: cst.Call) -> bool:
    """`f(*args)` / `f(**kwargs)`: the call may pass anything."""
    return any(arg.star for arg in call.args)


def keyword_argument(call: cst.Call, *names: str) -> Optional[cst.Arg]:
    """The first argument passed by one of the keywords `names`, or None."""
    for arg in call.args:
        if arg.keyword is not None and arg.keyword.value in names:
            return arg
    return None


def positional_arguments(call: cst.Call) -> List[cst.Arg]:
    """The arguments passed by position (neither keyword nor `*`/`**`)."""
    return [arg for arg in call.args if arg.keyword is None and not arg.star]


def argument(call: cst.Call, keywords: Sequence[str], position: Optional[int] = None) -> Optional[cst.Arg]:
    """The argument filling a parameter: by one of its `keywords`, else at `position` among positionals.

    Positional arguments are counted past a `*args` too; callers that must not guess
    check :func:`has_star_args` first, or use :func:`argument_or_hidden`.
    """
    found = keyword_argument(call, *keywords)
    if found is None and position is not None:
        positional = positional_arguments(call)
        if position < len(positional):
            found = positional[position]
    return found


def argument_value(call: cst.Call, keyword: str, position: Optional[int] = None) -> Optional[cst.BaseExpression]:
    """The value of :func:`argument` for one keyword, or None."""
    found = argument(call, (keyword,), position)
    return found.value if found is not None else None


def argument_or_hidden(call: cst.Call, keyword: str, position: int) -> Tuple[Optional[cst.Arg], bool]:
    """The argument for a parameter (by keyword or position), and whether `*`/`**` may hide it.

    A positional argument after `*args` does not count: its position is unknown.
    """
    found = keyword_argument(call, keyword)
    if found is not None:
        return found, False
    before_star = [arg for arg in takewhile(lambda arg: not arg.star, call.args) if arg.keyword is None]
    if position < len(before_star):
        return before_star[position], False
    return None, has_star_args(call)
