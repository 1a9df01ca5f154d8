"""Small helpers shared by tests: lint a snippet the way the engine does for a file."""

from __future__ import annotations

import textwrap
from typing import Any, List, Mapping, Optional

from tfshape_lint import registry
from tfshape_lint.lint.engine import lint_text
from tfshape_lint.model import Diagnostic, FileOptions


def options(codes: Optional[List[str]] = None, **settings: Any) -> FileOptions:
    enabled = frozenset(codes) if codes is not None else frozenset(registry.by_code())
    return FileOptions(enabled, settings.get("target", "auto"), settings.get("batch-size", settings.get("batch_size")))


def lint(code: str, codes: Optional[List[str]] = None, settings: Optional[Mapping[str, Any]] = None) -> List[Diagnostic]:
    """Lint a snippet (dedented) with the given rules; returns the diagnostics."""
    diagnostics, _ = lint_text(textwrap.dedent(code), "snippet.py", options(codes, **dict(settings or {})))
    return diagnostics


def codes_of(diagnostics: List[Diagnostic]) -> List[str]:
    return [d.code for d in diagnostics]
