"""Code quoted in messages: on one line, cut to a length, without repeats."""

from __future__ import annotations

import re
from typing import List, Sequence

#: A comment up to the end of its line inside a multi-line expression.
_COMMENT = re.compile(r"[ \t]+#[^\n'\"]*(?=\n)|^#[^\n'\"]*(?=\n)", re.MULTILINE)
#: A run of whitespace with a line break (or a backslash continuation) in it.
_BREAK = re.compile(r"[ \t]*(?:\\?\n[ \t]*)+")
#: Text that ends in a keyword: a bracket after it opens a new operand, not a call or subscript.
_KEYWORD_END = re.compile(r"(?<![\w.])(and|or|not|in|is|if|else|for|lambda|return|yield|await)$")


def fold(code: str) -> str:
    """Code on one line, as a person would write it there: a line break after an opening
    bracket or before a closing bracket or a `.` goes, any other becomes one space, and
    comments go (`(X_test\\n    .reshape(-1,\\n 784))` -> `(X_test.reshape(-1, 784))`); so does one
    before the `[` or `(` of a subscript or call continued on the next line."""
    code = _COMMENT.sub("", code)

    def join(match: "re.Match[str]") -> str:
        text = match.string
        before = text[match.start() - 1] if match.start() > 0 else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if not before or not after or before in "([{" or after in ")]}.":
            return ""
        if after in "([" and (before.isalnum() or before in "_)]}") \
                and not _KEYWORD_END.search(text[:match.start()]):
            return ""  # `(X_train\n [i:j])`: a subscript or call continued on the next line
        return " "

    return " ".join(_BREAK.sub(join, code).split())


def snippet(code: str, limit: int) -> str:
    """Code quoted in a message: folded onto one line (:func:`fold`) and cut to `limit` characters."""
    code = fold(code)
    return code if len(code) <= limit else code[: limit - 3] + "..."


def unique(items: Sequence[str]) -> List[str]:
    """`items` without repeats, in first-seen order."""
    return list(dict.fromkeys(items))
