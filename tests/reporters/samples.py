"""A fixed set of results that exercises every corner reporters must get right.

Fixes (safe, unsafe, display-only with a suggestion), a multi-line span, an empty span
(a syntax error's position), a notebook cell, a code no rule class describes, a clean
file, a file that could not be read, and the characters formats must escape: ``%``,
``:``, ``,``, CR/LF and a control character, in messages and in a file name.
"""

from __future__ import annotations

from typing import Tuple

from tfshape_lint.model import (
    Applicability,
    Diagnostic,
    Edit,
    FileResult,
    Fix,
    Position,
    Severity,
    Span,
)

DATA_SOURCE = (
    "import tensorflow as tf\n"
    "ds = tf.data.Dataset.range(10)\n"
    "ds = ds.batch(4)\n"
    "other = ds.padded_batch(\n"
    "    2)\n"
)

WEIRD_PATH = "pkg/odd name%1,a:b.py"


def span(line: int, column: int, end_line: int, end_column: int) -> Span:
    return Span(Position(line, column), Position(end_line, end_column))


def sample_results() -> Tuple[FileResult, ...]:
    """The results the golden files were rendered from (in discovery order)."""
    data = FileResult(
        "src/data.py",
        (
            Diagnostic(
                "TFS201",
                "batch-without-drop-remainder",
                "`.batch(4)` on `ds`: 100% of epochs end short, so the batch dim is None",
                span(3, 6, 3, 17),
                Severity.WARNING,
                Fix(
                    Applicability.UNSAFE,
                    "Pass `drop_remainder=True` (drops up to 3 elements)",
                    (Edit("ds.batch(4, drop_remainder=True)", span(3, 6, 3, 17)),),
                ),
                noqa_row=3,
            ),
            Diagnostic(
                "TFS201",
                "batch-without-drop-remainder",
                "`.padded_batch(2)` on `ds`, used under TPUStrategy: error",
                span(4, 9, 5, 7),
                Severity.ERROR,
                Fix(
                    Applicability.SAFE,
                    "Pass `drop_remainder=True`",
                    (Edit(", drop_remainder=True", span(5, 6, 5, 6)),),
                ),
                noqa_row=4,
                context={"target": "tpu", "evidence": "TPUStrategy at line 1"},
            ),
        ),
        source=DATA_SOURCE,
    )
    odd = FileResult(
        WEIRD_PATH,
        (
            Diagnostic(
                "TFS905",
                "retrace",
                "traced 3 times:\nshapes (None, 4), (2, 4)\r\nratio 50%, see `a:b`\x01",
                span(2, 1, 2, 5),
                Severity.INFO,
                Fix(
                    Applicability.DISPLAY_ONLY,
                    "Give the function an input_signature",
                    suggestion="@tf.function(\n    input_signature=[tf.TensorSpec([32, 4])])",
                ),
                noqa_row=2,
            ),
        ),
        source="import tensorflow as tf\nf(x)\n",
    )
    broken = FileResult(
        "broken.py",
        (Diagnostic("TFS000", "syntax-error", "SyntaxError: invalid syntax", Span.at(2, 7), Severity.ERROR, noqa_row=2),),
        source="import tensorflow as tf\nprint 'hello'\n",
    )
    notebook = FileResult(
        "nb.ipynb",
        (
            Diagnostic(
                "TFS201",
                "batch-without-drop-remainder",
                "`.batch(8)` on `train`",
                span(2, 5, 2, 20),
                Severity.WARNING,
                noqa_row=2,
                cell=3,
            ),
        ),
    )
    unknown = FileResult(
        "tools/probe.py",
        (Diagnostic("TFS998", "future-check", "A finding from a newer producer", span(1, 1, 1, 4), Severity.WARNING),),
        source="abc\n",
    )
    clean = FileResult("src/clean.py")
    unreadable = FileResult("secret.py", error="cannot read: Permission denied")
    return (data, odd, broken, notebook, unknown, clean, unreadable)
