"""One batched walk of a parsed file: every selected rule and the analyses they need.

Each node type has one list of methods to call on entering it (the analyses' first,
then the rules') and one on leaving it (the rules' first, then the analyses'), so an
analysis is current when a rule visits a node and still open when the rule leaves it.
A method that raises stops its owner for the rest of the file, never the others: a
rule is its own owner; an analysis is owned by the first selected rule (by code) that
needs it, which is reported as failed (TFS002).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Callable, Dict, List, Optional, Sequence, Tuple, Type

from tfshape_lint.analysis.base import Analysis, closure
from tfshape_lint.lint.diagnostics import materialize, suppress_and_sort
from tfshape_lint.model import Diagnostic

if TYPE_CHECKING:  # pragma: no cover
    import libcst as cst

    from tfshape_lint.rules.base import LintContext, Rule

#: Set to make a rule's exception propagate (the test suite does; users get TFS002).
RAISE_ENV = "TFSHAPE_LINT_RAISE_RULE_ERRORS"

Method = Callable[["cst.CSTNode"], object]
Table = Dict[str, List[Tuple[str, Method]]]


def run_rules(context: "LintContext", rules: "Sequence[Type[Rule]]", failure: Callable[[str], Diagnostic]) -> List[Diagnostic]:
    """The diagnostics of `rules` on the context's module, suppressed and sorted.

    `failure` makes the TFS002 diagnostic of a rule that raised (its message).
    """
    from tfshape_lint.analysis.evidence import EvidenceCollector
    from tfshape_lint.analysis.expected_failures import ExpectedFailures

    raise_errors = bool(os.environ.get(RAISE_ENV))
    instances = [(rule.CODE, rule(context)) for rule in rules]
    owners = _analysis_owners(rules, EvidenceCollector, ExpectedFailures)
    analyses: List[Tuple[str, object]] = [(owners[cls], context.analysis(cls)) for cls in owners if cls.collects()]
    visits: Table = {}
    leaves: Table = {}
    for owner, instance in analyses + instances:
        _register(owner, instance, visits, "visit_")
    for owner, instance in instances + analyses[::-1]:
        _register(owner, instance, leaves, "leave_")
    failed: Dict[str, BaseException] = {}
    _walk(context, visits, leaves, failed, raise_errors)
    diagnostics = [_failed(failure, code, error) for code, error in failed.items()] \
        if "TFS002" in context.options.enabled else []
    if context.reports:
        diagnostics.extend(materialize(context, context.analysis(EvidenceCollector),
                                       context.analysis(ExpectedFailures).blocks))
    text = context.text
    # Diagnostics are plain data now. Break the cycles the rules and analyses built
    # (a scope and its bindings, a rule and its state), so that reference counting
    # frees the file's tree here, rather than a full collection walking all of it
    # later: 0.4 s of garbage collection in 8.6 s on 260 TensorFlow files.
    context.release()
    for _, instance in instances:
        state = getattr(instance, "__dict__", None)
        if state is not None:
            state.clear()
    return suppress_and_sort(diagnostics, text)


def _failed(failure: Callable[[str], Diagnostic], code: str, error: BaseException) -> Diagnostic:
    known = known_limit(error)
    if known is not None:
        return failure(f"rule {code} stopped on this file: {known}")
    detail = f"{type(error).__name__}: {error}".splitlines()[0][:200]
    return failure(f"rule {code} failed on this file ({detail}); please report it")


def _analysis_owners(rules: "Sequence[Type[Rule]]", *engine_needs: Type[Analysis]) -> Dict[Type[Analysis], str]:
    """Every analysis the rules need (and the ones the engine needs), with the code of
    the first rule that needs it ("" for the engine's own)."""
    owners: Dict[Type[Analysis], str] = {cls: "" for cls in engine_needs}
    for rule in sorted(rules, key=lambda rule: rule.CODE):
        for cls in closure(rule.NEEDS):
            owners.setdefault(cls, rule.CODE)
    return owners


def _register(owner: str, instance: object, table: Table, prefix: str) -> None:
    for attribute in dir(type(instance)):
        if attribute.startswith(prefix):
            table.setdefault(attribute[len(prefix):], []).append((owner, getattr(instance, attribute)))


def _walk(context: "LintContext", visits: Table, leaves: Table, failed: Dict[str, BaseException], raise_errors: bool) -> None:
    import libcst as cst

    from tfshape_lint.analysis.walk import walk

    names = context.names

    def call(table: Table, node: cst.CSTNode) -> None:
        for owner, method in table.get(type(node).__name__, ()):
            if owner in failed:
                continue
            try:
                method(node)
            except Exception as error:  # noqa: BLE001 - a rule bug must not hide other findings
                if raise_errors:
                    raise
                failed[owner] = error

    def enter(node: cst.CSTNode) -> None:
        if isinstance(node, cst.Import):
            names.add_import(node)
        elif isinstance(node, cst.ImportFrom):
            names.add_import_from(node)
        call(visits, node)

    # A read-only walk (no node rebuilding, trivia skipped) instead of `module.visit`:
    # the visit was two thirds of the time spent on a parsed file (see analysis/walk.py).
    wanted = set(visits) | set(leaves) | {"Import", "ImportFrom"}
    walk(context.module, enter, lambda node: call(leaves, node), wanted)


def known_limit(error: BaseException) -> Optional[str]:
    """What to say of a failure that is a limit of the tool, not a bug to report: code
    nested deeper than Python's recursion limit lets a tree be walked, or no memory."""
    if isinstance(error, RecursionError):
        return (
            "the code nests deeper than tfshape-lint's analysis can follow "
            "(Python's recursion limit; the parser read it)"
        )
    if isinstance(error, MemoryError):
        return "tfshape-lint ran out of memory on this file"
    return None
