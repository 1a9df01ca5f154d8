"""Pending reports become diagnostics: positions, severity, fixes, then suppression.

Rules report nodes (:class:`~tfshape_lint.rules.base.PendingReport`); positions are
computed here, only for the top-level statements that hold a finding, and only for
files that have one.
"""

from __future__ import annotations

import bisect
import re
from typing import (
    TYPE_CHECKING,
    Callable,
    Dict,
    Iterable,
    List,
    Optional,
    Sequence,
    Tuple,
    Type,
)

from tfshape_lint.analysis.positions import positions_of
from tfshape_lint.model import Diagnostic, Edit, Fix, Position, Severity, Span

if TYPE_CHECKING:  # pragma: no cover
    import libcst as cst

    from tfshape_lint.analysis.evidence import Evidence, EvidenceCollector
    from tfshape_lint.rules.base import LintContext, PendingFix, Rule


def materialize(context: LintContext, evidence: "EvidenceCollector",
                expected_failures: "Sequence[cst.CSTNode]" = ()) -> List[Diagnostic]:
    """Turn pending reports into Diagnostics: positions, severity, fixes. A report inside
    a block a test expects to fail (`with pytest.raises(...)`), or one a constant condition
    switches off (`if 0:`), is dropped."""
    needed: List["cst.CSTNode"] = [node for node, _, _ in evidence.found]
    needed.extend(expected_failures)
    for report in context.reports:
        needed.append(report.node)
        if report.end_node is not None:
            needed.append(report.end_node)
        if expected_failures:
            needed.extend(report.used_at)
        if report.fix is not None:
            needed.extend(old for old, _ in report.fix.replacements)
    positions = positions_of(context.module, needed)

    def span_of(node: "cst.CSTNode", end_node: "Optional[cst.CSTNode]" = None) -> Span:
        start = positions[node].start
        end = positions[end_node if end_node is not None else node].end
        return Span(Position(start.line, start.column + 1), Position(end.line, end.column + 1))

    failing = _union((positions[block].start.line, positions[block].end.line) for block in expected_failures)
    choose = None
    diagnostics = []
    for report in context.reports:
        rule = report.rule
        span = span_of(report.node, report.end_node)
        if failing and (_within(span.start.line, failing) or (report.used_at and all(
                _within(positions[use].start.line, failing) for use in report.used_at))):
            continue  # the test expects this code to raise
        if report.unless is not None and report.unless():
            continue
        severity, message = rule.SEVERITY, report.message
        extra: Dict[str, object] = {}
        if rule.ESCALATE and report.escalate:
            found = None
            if context.options.target == "auto":
                if choose is None:
                    choose = evidence.chooser(lambda node: positions[node].start.line)
                found = choose(report.node, rule.CODE)
            severity, message, extra = _escalate(rule, context.options.target, found, message)
        fix = _fix(report.fix, span_of, context) if report.fix is not None else None
        diagnostics.append(
            Diagnostic(rule.CODE, rule.NAME, one_line(message), span, severity, fix, noqa_row=span.start.line, context=extra)
        )
    return diagnostics


def _union(blocks: "Iterable[Tuple[int, int]]") -> List[Tuple[int, int]]:
    """(first, last) line ranges merged into disjoint ones, sorted."""
    merged: List[Tuple[int, int]] = []
    for first, last in sorted(blocks):
        if merged and first <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], last))
        else:
            merged.append((first, last))
    return merged


def _within(line: int, blocks: "Sequence[Tuple[int, int]]") -> bool:
    """Whether `line` is in one of `blocks` (disjoint, sorted: see `_union`)."""
    at = bisect.bisect_right(blocks, (line, float("inf"))) - 1
    return at >= 0 and blocks[at][1] >= line


def _escalate(rule: "Type[Rule]", target: str, found: "Optional[Evidence]", message: str) -> Tuple[Severity, str, Dict[str, object]]:
    """Context-aware severity: an error where static shapes are required, else the base level."""
    base = rule.SEVERITY
    if target in ("tpu", "xla", "tflite"):
        return Severity.ERROR, message, {"target": target}
    if target == "auto" and found is not None:
        if found.target == "tflite":
            # Evidence only in a file with a recurrent layer (EvidenceCollector.found).
            what = "this reaches" if found.scoped else "this file converts to TFLite,"
            suffix = (f" (error: {what} {found.describe()}, which does not convert recurrent layers "
                      "without a static batch)")
        elif found.scoped:
            suffix = f" (error: this reaches {found.describe()}, which needs static shapes)"
        else:
            suffix = f" (error: this file needs static shapes, {found.describe()})"
        return Severity.ERROR, message + suffix, {"target": found.target, "evidence": found.describe()}
    return base, message, {"target": target} if target != "auto" else {}


def _fix(pending: "PendingFix", span_of: Callable[..., Span], context: LintContext) -> Fix:
    import libcst as cst

    edits = []
    for old, new in pending.replacements:
        if isinstance(new, cst.CSTNode):
            if getattr(new, "lpar", None):
                # Positions exclude a node's own parentheses; so must the replacement.
                new = new.with_changes(lpar=(), rpar=())
            content = context.module.code_for_node(new)
        else:
            content = new
        edits.append(Edit(content, span_of(old)))
    return Fix(pending.applicability, one_line(pending.message), tuple(edits), pending.suggestion)


_LINE_BREAKS = re.compile(r"[ \t]*(?:\r\n|\r|\n)[ \t\x0c]*")


def one_line(message: str) -> str:
    """A message on one line: source a rule quotes may span lines (`input_shape=(\\n 28,\\n 28)`),
    and a line break in a finding's text would forge another line of output."""
    return _LINE_BREAKS.sub(" ", message) if "\n" in message or "\r" in message else message


def suppress_and_sort(diagnostics: List[Diagnostic], text: str) -> List[Diagnostic]:
    from tfshape_lint.lint.noqa import parse_suppressions

    if diagnostics:
        suppressions = parse_suppressions(text)
        diagnostics = [
            d for d in diagnostics if not suppressions.suppresses(d.noqa_row or d.span.start.line, d.code, d.name)
        ]
    diagnostics.sort(key=lambda d: d.sort_key)
    return diagnostics
