"""How often each word occurs in a file: read once per file, for rules that ask whether a
name is used anywhere else (a placeholder nothing reads)."""

from __future__ import annotations

import collections
import re

from tfshape_lint.analysis.base import Analysis, FileContext

_WORD = re.compile(r"[A-Za-z_]\w*")
_ATTRIBUTE = re.compile(r"\.[ \t]*([A-Za-z_]\w*)")


class WordCounts(Analysis):
    """Every identifier-like word of the text, counted; and whether the file looks tensors
    up by name (`get_tensor_by_name('x:0')`), which no word count sees. Attribute names read
    after a dot in the code (`self.N_worst`, comments and strings left out) are counted
    apart: a parameter of the same name is another thing (`attributes` is empty where the
    file reads attributes by name, `getattr(self, name)`)."""

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.counts = collections.Counter(_WORD.findall(file.text))
        self.by_name = "_by_name(" in file.text
        dynamic = re.search(r"\b(?:getattr|setattr|hasattr|vars)\(|__dict__", file.text)
        self.attributes = collections.Counter(() if dynamic else _ATTRIBUTE.findall(file.code_text))
