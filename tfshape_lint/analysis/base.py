"""The analysis layer: facts about one file that rules declare they need, not build.

A rule lists the analyses it reads in ``NEEDS`` (as Fixit's rules list their
``METADATA_DEPENDENCIES``); the engine computes each at most once per file, and only
when a selected rule needs it:

- an analysis that defines ``visit_*``/``leave_*`` methods *collects* during the
  engine's one walk of the tree. Its ``visit_`` methods run before any rule's for the
  same node and its ``leave_`` methods after them, so a rule visiting a node sees
  the facts as of that node;
- one without them is *derived*: it is built the first time a rule asks for it
  (:meth:`FileContext.analysis`), usually in ``leave_Module``, from the analyses it
  needs itself.

An analysis that raises is charged to the first rule (by code) that needs it, as if
that rule had raised (TFS002 names it); the walk goes on for the others.
"""

from __future__ import annotations

import io
import re
import tokenize
from typing import (
    TYPE_CHECKING,
    ClassVar,
    Dict,
    Iterator,
    List,
    Optional,
    Tuple,
    Type,
    TypeVar,
)

if TYPE_CHECKING:  # pragma: no cover
    import libcst as cst

    from tfshape_lint.analysis.names import ImportTable

A = TypeVar("A", bound="Analysis")

#: Token types of an f-string's start and end (Python 3.12 and later; -1 before, where an
#: f-string is one STRING token).
_FSTRING_START = getattr(tokenize, "FSTRING_START", -1)
_FSTRING_END = getattr(tokenize, "FSTRING_END", -1)
#: A comment on a line of its own (what goes where the text cannot be tokenized).
_LINE_COMMENT = re.compile(r"^[ \t]*(#[^\r\n]*)", re.MULTILINE)


class Analysis:
    """Base class of every analysis (see the module documentation)."""

    #: The analyses this one is built on; computed first.
    NEEDS: ClassVar[Tuple[Type["Analysis"], ...]] = ()

    def __init__(self, file: "FileContext") -> None:
        self.file = file

    @classmethod
    def collects(cls) -> bool:
        """Whether it has visitor methods, so must take part in the walk from its start."""
        return any(name.startswith(("visit_", "leave_")) for name in dir(cls))

    def release(self) -> None:
        """Drop what links the file's tree into cycles, once its findings are made, so that
        reference counting frees the tree at once (see ``lint.dispatch``)."""


def code_only(text: str) -> str:
    """`text` with each comment and string literal (f-strings whole) blanked with spaces, line
    breaks and columns kept. Read with `tokenize`; where it cannot read the text, only comments
    that start a line are blanked."""
    starts = [0]
    for line in io.StringIO(text):  # lines end at "\n" only, as tokenize reads them
        starts.append(starts[-1] + len(line))
    spans: List[Tuple[int, int]] = []
    depth, opened = 0, 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            start = starts[token.start[0] - 1] + token.start[1]
            end = starts[token.end[0] - 1] + token.end[1]
            if token.type == _FSTRING_START:
                if depth == 0:
                    opened = start
                depth += 1
            elif token.type == _FSTRING_END:
                depth -= 1
                if depth == 0:
                    spans.append((opened, end))
            elif depth == 0 and token.type in (tokenize.COMMENT, tokenize.STRING):
                spans.append((start, end))
    except (tokenize.TokenError, SyntaxError, ValueError, IndexError):  # (IndentationError is a SyntaxError)
        spans = [match.span(1) for match in _LINE_COMMENT.finditer(text)]
    pieces: List[str] = []
    done = 0
    for start, end in spans:
        pieces.append(text[done:start])
        pieces.append(re.sub(r"[^\r\n]", " ", text[start:end]))
        done = end
    pieces.append(text[done:])
    return "".join(pieces)


class FileContext:
    """What analyses see of a file: its text, tree and imports, and each other."""

    def __init__(self, text: str, module: "cst.Module", names: "ImportTable") -> None:
        self.text = text
        self.module = module
        self.names = names
        self._analyses: Dict[Type[Analysis], Analysis] = {}
        #: Rendered code by node: rules and analyses ask for the same function or loop once per
        #: call in it, and rendering it each time made a file of many calls quadratic.
        self._code: Dict[int, "tuple[cst.CSTNode, str]"] = {}
        self._code_text: Optional[str] = None

    @property
    def code_text(self) -> str:
        """The text with comments and string literals (docstrings too) blanked, made once: for
        the searches that ask what the code does, which a comment or a docstring must not
        answer (`# the advantages of placeholders` is no reinforcement learning)."""
        if self._code_text is None:
            self._code_text = code_only(self.text)
        return self._code_text

    def resolve(self, node: "cst.BaseExpression") -> Optional[str]:
        """Canonical qualified name of an expression through the imports, or None."""
        return self.names.resolve(node)

    def code_for(self, node: "cst.CSTNode") -> str:
        """The source text of a node (as libcst renders it), rendered once per node."""
        found = self._code.get(id(node))
        if found is None or found[0] is not node:
            found = self._code[id(node)] = (node, self.module.code_for_node(node))
        return found[1]

    def analysis(self, cls: Type[A]) -> A:
        """The file's `cls`, computed now if nothing asked for it before."""
        found = self._analyses.get(cls)
        if found is None:
            for need in cls.NEEDS:
                self.analysis(need)
            found = self._analyses[cls] = cls(self)
        assert isinstance(found, cls)
        return found

    def computed(self) -> Iterator[Analysis]:
        """The analyses computed so far, in the order they were."""
        return iter(list(self._analyses.values()))

    def release(self) -> None:
        for analysis in self._analyses.values():
            analysis.release()
        self._analyses.clear()
        self._code.clear()


def closure(needs: Tuple[Type[Analysis], ...]) -> List[Type[Analysis]]:
    """`needs` and what they need, each once, dependencies first."""
    ordered: List[Type[Analysis]] = []

    def add(cls: Type[Analysis]) -> None:
        if cls in ordered:
            return
        for need in cls.NEEDS:
            add(need)
        ordered.append(cls)

    for cls in needs:
        add(cls)
    return ordered
