"""Output formats. Each is one Reporter class, registered in ``REPORTERS``."""

from __future__ import annotations

import importlib
from typing import Dict, Iterable, Sequence, TextIO, Tuple, Type

from tfshape_lint.model import FileResult, RunSummary
from tfshape_lint.reporters.base import Reporter

# format name -> (module, class); modules are imported only when their format is used.
REPORTERS: Dict[str, Tuple[str, str]] = {
    "concise": ("tfshape_lint.reporters.text", "ConciseReporter"),
    "full": ("tfshape_lint.reporters.text", "FullReporter"),
    "statistics": ("tfshape_lint.reporters.text", "StatisticsReporter"),
    "json": ("tfshape_lint.reporters.json", "JsonReporter"),
    "json-lines": ("tfshape_lint.reporters.json", "JsonLinesReporter"),
    "sarif": ("tfshape_lint.reporters.sarif", "SarifReporter"),
    "github": ("tfshape_lint.reporters.github", "GithubReporter"),
    "gitlab": ("tfshape_lint.reporters.gitlab", "GitlabReporter"),
    "junit": ("tfshape_lint.reporters.junit", "JunitReporter"),
}


#: What `--output-format` and `output-format` accept (`statistics` is `--statistics`).
OUTPUT_FORMATS: Tuple[str, ...] = tuple(name for name in REPORTERS if name != "statistics")


def reporter_class(output_format: str) -> Type[Reporter]:
    """The Reporter class of a format name (its module is imported now)."""
    module_name, class_name = REPORTERS[output_format]
    found = getattr(importlib.import_module(module_name), class_name)
    if not (isinstance(found, type) and issubclass(found, Reporter)):
        raise TypeError(f"{module_name}.{class_name} is not a Reporter")
    return found


def summarize(results: Sequence[FileResult]) -> RunSummary:
    return RunSummary(
        files=len(results),
        files_with_findings=sum(1 for r in results if r.diagnostics),
        diagnostics=sum(len(r.diagnostics) for r in results),
        fixed=sum(r.fixed for r in results),
        errors=sum(1 for r in results if r.error),
        internal_errors=sum(1 for r in results for d in r.diagnostics if d.code == "TFS002"),
    )


def stream_results(results: Iterable[FileResult], reporter: Reporter) -> RunSummary:
    """Feed results to a reporter as they arrive; returns the totals."""
    seen = []
    reporter.start()
    for result in results:
        seen.append(FileResult(result.path, result.diagnostics, None, result.error, result.fixed))
        reporter.file(result)
    summary = summarize(seen)
    reporter.finish(summary)
    return summary


def render(results: Sequence[FileResult], output_format: str, stream: TextIO, *, color: bool = False) -> RunSummary:
    """Render finished results in one format; the entry point for other producers (runtime)."""
    return stream_results(results, reporter_class(output_format)(stream, color=color))
