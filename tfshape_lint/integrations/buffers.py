"""Lint text held in memory -- an editor's buffer, the lines flake8 read -- as the CLI lints a file.

The command line reads bytes from disk (:func:`tfshape_lint.lint.engine.lint_bytes`); the
language server and the flake8 plugin already have decoded text that may differ from
the file on disk. Both must still see exactly what the command line would report for
that text: the same byte prefilter, the same per-file settings (``per-file-ignores``,
``target``, ``batch-size``) and the same baseline.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, Callable, List, Optional

from tfshape_lint.config import Settings
from tfshape_lint.lint.engine import lint_text
from tfshape_lint.lint.source import may_use_tensorflow
from tfshape_lint.model import Diagnostic

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.baseline import Baseline


def lint_source(
    text: str, path: Path, settings: Settings, display: Optional[str] = None,
    convert: Optional[Callable[[Diagnostic], Diagnostic]] = None,
) -> List[Diagnostic]:
    """The diagnostics the command line would report for `path` if it contained `text`.

    `convert` maps each diagnostic before the baseline sees it, as the command line
    reports it (a notebook's joined text: to its cell's rows, `LineMap.to_cells`).
    """
    data = text.encode("utf-8", "surrogatepass")
    if not may_use_tensorflow(data, settings.reexports):
        return []
    display = display or str(path)
    diagnostics, _ = lint_text(text, display, settings.file_options(path), data=data)
    if convert is not None:
        diagnostics = [convert(diagnostic) for diagnostic in diagnostics]
    if diagnostics and settings.baseline:
        baseline = _load_baseline(settings.baseline)
        if baseline is not None:
            from tfshape_lint.baseline import BaselineFilter

            diagnostics = BaselineFilter(baseline).diagnostics(display, diagnostics, text)
    return diagnostics


@functools.lru_cache(maxsize=8)
def _load_baseline(path: str) -> Optional["Baseline"]:
    """The baseline at `path`, read once per process; None when it cannot be used.

    A long-lived process (the language server) sees a rewritten baseline after a
    restart; the command line reports a broken one, here it simply hides nothing.
    """
    from tfshape_lint.baseline import Baseline, BaselineError

    try:
        return Baseline.load(Path(path))
    except BaselineError:
        return None


def forget_baselines() -> None:
    """Read baseline files afresh on next use (a long-lived process saw one change)."""
    _load_baseline.cache_clear()
