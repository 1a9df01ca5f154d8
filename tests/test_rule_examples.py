"""Every rule's VALID and INVALID examples are tests (ids like TFS201-invalid-0)."""

from __future__ import annotations

from typing import Any, List

import pytest

from tests.helpers import lint, options
from tfshape_lint import registry
from tfshape_lint.fix.verify import fix_text
from tfshape_lint.rules.base import as_example


def _cases(kind: str) -> List[Any]:
    cases = []
    for rule in registry.all_rules():
        if rule.RUNTIME or rule.ENGINE:
            continue
        for index, example in enumerate(getattr(rule, kind)):
            cases.append(pytest.param(rule, as_example(example), id=f"{rule.CODE}-{kind.lower()}-{index}"))
    return cases


@pytest.mark.parametrize(("rule", "example"), _cases("VALID"))
def test_valid_example_is_silent(rule: Any, example: Any) -> None:
    found = [d for d in lint(example.code, [rule.CODE], example.options)]
    assert found == [], f"{rule.CODE} flagged a VALID example: {[d.message for d in found]}"


@pytest.mark.parametrize(("rule", "example"), _cases("INVALID"))
def test_invalid_example_is_flagged(rule: Any, example: Any) -> None:
    found = lint(example.code, [rule.CODE], example.options)
    assert [d.code for d in found] and all(d.code == rule.CODE for d in found), found
    for diagnostic in found:
        assert diagnostic.span.start.line >= 1 and diagnostic.span.start.column >= 1
        assert diagnostic.message


@pytest.mark.parametrize(("rule", "example"), _cases("INVALID"))
def test_invalid_example_fix_round_trips(rule: Any, example: Any) -> None:
    """Fixes produce the documented `fixed` text, which parses and lints clean."""
    outcome = fix_text(example.code, "snippet.py", options([rule.CODE], **dict(example.options)), unsafe=True)
    if example.fixed is None:
        fixable = [d for d in lint(example.code, [rule.CODE], example.options) if d.fix is not None and d.fix.edits]
        assert not fixable, "an example with an automatic fix must say what it is fixed to"
        return
    assert outcome.text == example.fixed
    assert lint(outcome.text, [rule.CODE], example.options) == []
    again = fix_text(outcome.text, "snippet.py", options([rule.CODE], **dict(example.options)), unsafe=True)
    assert again.applied == 0 and again.text == outcome.text
