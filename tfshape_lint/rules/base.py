"""The shape of a rule: declarative metadata plus libcst ``visit_*``/``leave_*`` methods.

A rule is a class. Its metadata (``CODE``, ``NAME``, ``MESSAGE``, ``FIX``, the
docstring with ruff's documentation headings, ``VALID``/``INVALID`` examples) drives
``tfshape-lint rule``, the generated docs pages and the tests. Its behaviour is a set
of methods named like libcst visitor methods (``visit_Call``, ``leave_FunctionDef``,
``leave_Module``); the engine instantiates every selected rule once per file and
dispatches all of them from one traversal of the tree.

A rule reports a node with :meth:`Rule.report`. Positions are resolved by the
engine only for files that have findings, so reporting costs nothing up front.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import (
    TYPE_CHECKING,
    Any,
    Callable,
    ClassVar,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
    Type,
    Union,
)

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.model import Applicability, FileOptions, Severity

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.analysis.names import ImportTable

#: Headings every rule docstring has, in this order (ruff's rule pages).
DOC_HEADINGS = (
    "## What it does",
    "## Why is this bad?",
    "## When is this OK?",
    "## Example",
    "## Fix safety",
    "## References",
)

FAMILIES = {
    "0": "engine",
    "1": "inputs",
    "2": "data-pipeline",
    "3": "host-batching",
    "4": "feeding",
    "9": "runtime",
}


@dataclass(frozen=True)
class Example:
    """A code sample for a rule: the tests lint it, the docs show it.

    For an INVALID example, `fixed` is the expected source after applying the
    rule's fixes (unsafe ones included) and `options` are settings such as
    ``{"batch-size": 32}`` the example is linted with.
    """

    code: str
    fixed: Optional[str] = None
    options: Mapping[str, Any] = field(default_factory=dict)


ExampleLike = Union[str, Example]


def short(code: str, limit: int) -> str:
    """Code on one line, cut to `limit` characters for a message."""
    code = " ".join(code.split())
    return code if len(code) <= limit else code[: limit - 3] + "..."


def as_example(example: ExampleLike) -> Example:
    return example if isinstance(example, Example) else Example(example)


@dataclass(frozen=True)
class PendingFix:
    """A fix described in terms of nodes; the engine turns it into positioned edits.

    Each replacement is ``(old_node, new)`` where `new` is a node (rendered with the
    module's formatting conventions) or the literal replacement text. For
    display-only suggestions, `replacements` may be empty and `suggestion` holds the
    code to show.
    """

    applicability: Applicability
    message: str
    replacements: Tuple[Tuple[cst.CSTNode, Union[cst.CSTNode, str]], ...] = ()
    suggestion: Optional[str] = None


@dataclass(frozen=True)
class PendingReport:
    """A finding before positions are known."""

    rule: "type[Rule]"
    node: cst.CSTNode
    message: str
    fix: Optional[PendingFix] = None
    end_node: Optional[cst.CSTNode] = None
    escalate: bool = True
    #: Where what is reported is used (the `get_concrete_function(spec)` calls of a spec
    #: bound to a name first): a finding used only in blocks a test expects to fail is
    #: dropped, as one written there is.
    used_at: Tuple[cst.CSTNode, ...] = ()
    #: Asked once the whole file is walked (what the walk had not reached yet is known
    #: then): the finding is dropped when it returns True.
    unless: Optional[Callable[[], bool]] = None


class LintContext(FileContext):
    """What rules see of the file they check: its text, tree, imports and settings, the
    analyses they need (:meth:`analysis`), and where their findings go."""

    def __init__(self, path: str, text: str, module: cst.Module, names: "ImportTable", options: FileOptions) -> None:
        super().__init__(text, module, names)
        self.path = path
        self.options = options
        self.reports: "List[PendingReport]" = []

    @property
    def batch_size(self) -> Optional[int]:
        return self.options.batch_size

    def add(self, report: "PendingReport") -> None:
        self.reports.append(report)

    def needs_static_shapes(self) -> bool:
        """The file shows a static-shape consumer (TPU, XLA, TFLite, a stateful RNN), or the
        config's `target` is one: evaluation data and loops are reported there too."""
        if self.options.target in ("tpu", "xla", "tflite"):
            return True
        from tfshape_lint.analysis.evidence import EvidenceCollector

        return bool(self.analysis(EvidenceCollector).found)


class Rule:
    """Base class of every static rule (and, with ``RUNTIME = True``, of runtime codes)."""

    #: Stable code, three capital letters and three digits (``TFS201``). Never reused.
    CODE: ClassVar[str] = ""
    #: Stable kebab-case name (``batch-without-drop-remainder``).
    NAME: ClassVar[str] = ""
    #: One-line summary: what is wrong. Used as SARIF shortDescription and in `rules`.
    MESSAGE: ClassVar[str] = ""
    #: The applicability of the rule's fix, or None when it has none.
    FIX: ClassVar[Optional[Applicability]] = None
    #: Severity when nothing in the file needs static shapes.
    SEVERITY: ClassVar[Severity] = Severity.WARNING
    #: Whether a static-shape consumer (TPU, XLA, TFLite, stateful RNN) makes it an error.
    ESCALATE: ClassVar[bool] = True
    #: Byte strings of which at least one must occur in a file for the rule to run.
    TOKENS: ClassVar[Tuple[bytes, ...]] = ()
    #: And at least one of these too (a second, independent condition), when set.
    ALSO_TOKENS: ClassVar[Tuple[bytes, ...]] = ()
    #: Findings of the runtime checker: documented and selectable, never run statically.
    RUNTIME: ClassVar[bool] = False
    #: Engine diagnostics (syntax errors, unreadable files): not a visitor either.
    ENGINE: ClassVar[bool] = False
    #: The analyses the rule reads (``self.context.analysis(cls)``); see analysis/base.py.
    NEEDS: ClassVar[Tuple[Type[Analysis], ...]] = ()
    VALID: ClassVar[Sequence[ExampleLike]] = ()
    INVALID: ClassVar[Sequence[ExampleLike]] = ()

    def __init__(self, context: LintContext) -> None:
        self.context = context

    # -- helpers for subclasses -------------------------------------------------

    @property
    def names(self) -> "ImportTable":
        """The file's :class:`~tfshape_lint.analysis.names.ImportTable`."""
        return self.context.names

    def resolve(self, node: cst.BaseExpression) -> Optional[str]:
        """Canonical qualified name of an expression, or None (see names.canonical)."""
        return self.context.names.resolve(node)

    def report(
        self,
        node: cst.CSTNode,
        message: Optional[str] = None,
        *,
        fix: Optional[PendingFix] = None,
        end_node: Optional[cst.CSTNode] = None,
        escalate: bool = True,
        used_at: Tuple[cst.CSTNode, ...] = (),
        unless: Optional[Callable[[], bool]] = None,
    ) -> None:
        """Record a finding at `node` (to `end_node` if given).

        `escalate=False` keeps the rule's base severity even when the file has a
        static-shape consumer (for findings where that consumer is irrelevant).
        """
        self.context.add(
            PendingReport(type(self), node, message or self.MESSAGE, fix, end_node, escalate, used_at, unless)
        )

    def code_for(self, node: cst.CSTNode) -> str:
        """The source text of a node (as libcst renders it)."""
        return self.context.code_for(node)

    # -- metadata ---------------------------------------------------------------

    @classmethod
    def family(cls) -> str:
        return FAMILIES.get(cls.CODE[3:4], "other")

    @classmethod
    def documentation(cls) -> str:
        """The rule's docstring, dedented (the body of its docs page)."""
        return inspect.cleandoc(cls.__doc__ or "")

    @classmethod
    def summary(cls) -> str:
        return cls.MESSAGE
