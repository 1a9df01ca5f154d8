"""How often each word occurs in a file: read once per file, for rules that ask whether a
name is used anywhere else (a placeholder nothing reads)."""

from __future__ import annotations

import collections
import re
from typing import Dict, List, Optional

from tfshape_lint.analysis.base import Analysis, FileContext

_WORD = re.compile(r"[A-Za-z_]\w*")
_ATTRIBUTE = re.compile(r"(?<=\.)[ \t]*([A-Za-z_]\w*)\b")


class WordCounts(Analysis):
    """Every identifier-like word of the text, counted; and whether the file looks tensors
    up by name (`get_tensor_by_name('x:0')`), which no word count sees. Attribute names read
    after a dot in the code (`self.N_worst`, comments and strings left out) are counted
    apart: a parameter of the same name is another thing (no count is given where the file
    reads attributes by name, `getattr(self, name)`)."""

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.counts = collections.Counter(_WORD.findall(file.text))
        self.by_name = "_by_name(" in file.text
        self._dynamic = re.search(r"\b(?:getattr|setattr|hasattr|vars)\(|__dict__", file.text) is not None
        self._attribute_uses: Optional[Dict[str, List["re.Match[str]"]]] = None

    def attribute_uses(self) -> Dict[str, List["re.Match[str]"]]:
        """Every attribute name read after a dot in the code (`.load_data`, comments and
        strings blanked) and where it stands, found once per file when first asked."""
        if self._attribute_uses is None:
            self._attribute_uses = {}
            for match in _ATTRIBUTE.finditer(self.file.code_text):
                self._attribute_uses.setdefault(match.group(1), []).append(match)
        return self._attribute_uses

    def attribute_count(self, name: str) -> Optional[int]:
        """How often the code reads `.name`, or None where the file reads attributes by name
        (`getattr(self, name)`): then no count says anything."""
        return None if self._dynamic else len(self.attribute_uses().get(name, ()))
