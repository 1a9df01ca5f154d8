"""Results as JSON for the cache: written by the linter, read back strictly (a pack that
says anything the linter cannot have written is a miss)."""

from __future__ import annotations

from typing import Any, List, Optional

from tfshape_lint.model import (
    Applicability,
    Diagnostic,
    Edit,
    Fix,
    Position,
    Severity,
    Span,
)


def _span(span: Span) -> List[int]:
    return [span.start.line, span.start.column, span.end.line, span.end.column]


def _unspan(values: Any) -> Span:
    """A span from a cache entry, checked as strictly as a reporter needs it: four
    integers, 1-based, the end not before the start (a tampered pack is a miss)."""
    if not isinstance(values, list) or len(values) != 4 or not all(type(value) is int for value in values):
        raise ValueError("a span is four integers")
    line, column, end_line, end_column = values
    if min(values) < 1 or (end_line, end_column) < (line, column):
        raise ValueError("not a span")
    return Span(Position(line, column), Position(end_line, end_column))


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("not a string")
    return value


def _optional_int(value: Any, least: int) -> Optional[int]:
    if value is None:
        return None
    if type(value) is not int or value < least:
        raise ValueError("not a valid number")
    return value


def encode_diagnostic(diagnostic: Diagnostic) -> List[Any]:
    fix = diagnostic.fix
    encoded_fix = None
    if fix is not None:
        encoded_fix = [
            fix.applicability.value,
            fix.message,
            [[edit.content, *_span(edit.span)] for edit in fix.edits],
            fix.suggestion,
        ]
    return [
        diagnostic.code, diagnostic.name, diagnostic.message, _span(diagnostic.span),
        diagnostic.severity.value, encoded_fix, diagnostic.noqa_row, diagnostic.cell, dict(diagnostic.context),
    ]


def decode_diagnostic(values: Any) -> Diagnostic:
    """The inverse of :func:`encode_diagnostic`; raises ValueError (or TypeError) for
    anything :func:`encode_diagnostic` cannot have written."""
    code, name, message, span, severity, encoded_fix, noqa_row, cell, context = values
    fix = None
    if encoded_fix is not None:
        applicability, fix_message, edits, suggestion = encoded_fix
        if not isinstance(edits, list) or any(not isinstance(edit, list) or len(edit) != 5 for edit in edits):
            raise ValueError("edits are lists of five")
        fix = Fix(
            Applicability(applicability),
            _text(fix_message),
            tuple(Edit(_text(edit[0]), _unspan(edit[1:])) for edit in edits),
            None if suggestion is None else _text(suggestion),
        )
    if not isinstance(context, dict) or not all(
        isinstance(key, str) and (value is None or isinstance(value, (str, int, float, bool))) for key, value in context.items()
    ):
        raise ValueError("context is not a mapping of names to plain values")
    return Diagnostic(
        _text(code), _text(name), _text(message), _unspan(span), Severity(severity), fix,
        _optional_int(noqa_row, 1), _optional_int(cell, 0), context,
    )
