"""The owner of a `check` run, as flake8's `Application`: initialize, run, report, exit code.

The command line parses options into :class:`CheckOptions` and hands them over with
the settings resolver; everything after that happens here, in one direction:
settings and the files to lint, then results (from the cache, the linter or the fix
run), then the report (one reporter), then the epilogue (what the run prints after
the report: diffs, fixed code, hints, notes, warnings), then the exit code. Printing
happens in the reporter and in :meth:`Application._epilogue`, nowhere else.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, List, Optional, TextIO, Tuple

from tfshape_lint.config import Resolver, Settings
from tfshape_lint.discovery import Discovery, display_path
from tfshape_lint.escaping import printable
from tfshape_lint.model import FileResult, RunSummary

if TYPE_CHECKING:  # pragma: no cover
    from tfshape_lint.baseline import BaselineFilter
    from tfshape_lint.cache import ResultCache
    from tfshape_lint.fix.session import FixableCount, FixSession


class UsageError(Exception):
    """Options that cannot work together, or a file the run needs that cannot be used (exit 2)."""


@dataclass(frozen=True)
class CheckOptions:
    """What `tfshape-lint check` was asked to do, beyond the settings (see cli.py for each)."""

    paths: Tuple[str, ...] = ()
    output_format: Optional[str] = None
    output_file: Optional[Path] = None
    exit_zero: bool = False
    fix: Optional[bool] = None
    unsafe_fixes: Optional[bool] = None
    fix_only: bool = False
    diff: bool = False
    show_fixes: bool = False
    exit_non_zero_on_fix: bool = False
    statistics: bool = False
    force_exclude: bool = False
    jobs: Optional[int] = None
    stdin_filename: Optional[str] = None
    quiet: bool = False
    show_settings: bool = False
    show_files: bool = False
    color: str = "auto"
    baseline_file: Optional[Path] = None
    write_baseline: Optional[Path] = None
    add_noqa: bool = False
    no_cache: bool = False
    cache_dir: Optional[Path] = None

    @property
    def stdin(self) -> bool:
        """Only a bare `-` is standard input; `./-` is a file of that name."""
        return self.paths == ("-",)


#: Above this many files a clean run does not look again for a TensorFlow import.
NO_TENSORFLOW_NOTE_FILES = 20000


class Application:
    """One `check` run (see the module documentation)."""

    def __init__(self, options: CheckOptions, resolver: Resolver) -> None:
        self.options = options
        self.resolver = resolver
        self.discovery = Discovery(resolver, force_exclude=options.force_exclude)
        self.targets = tuple(Path(raw) for raw in options.paths) or (Path("."),)
        self.settings: Settings = resolver.for_path(
            Path(options.stdin_filename) if options.stdin and options.stdin_filename else self.targets[0]
        )
        self.fixing: Optional["FixSession"] = None
        self.fixable: Optional["FixableCount"] = None
        self.cache: Optional["ResultCache"] = None
        self.baseline: Optional["BaselineFilter"] = None
        #: The exit code of `--write-baseline` / `--add-noqa`, which report no findings.
        self.adopt_code = 0
        #: The files discovered, for the note when none of them uses TensorFlow.
        self.files_seen: List[Tuple[Path, Settings]] = []

    # -- initialize ------------------------------------------------------------------

    def run(self) -> int:
        """Run and report; the exit code. Raises UsageError, ConfigError, UnknownSelector,
        OutputError for the command line to print (exit 2)."""
        options = self.options
        if options.show_settings:
            sys.stdout.write(self.settings.describe() + "\n")
            return 0
        if not self.settings.enabled and not options.quiet:
            self._warn("no rules are selected (check `select`/`ignore`); nothing will be reported")
        if options.statistics and options.output_format not in (None, "concise", "full"):
            raise UsageError(
                f"--statistics prints a text table; it cannot be combined with --output-format {options.output_format}"
            )
        unsafe = self.settings.unsafe_fixes if options.unsafe_fixes is None else options.unsafe_fixes
        fix = self.settings.fix if options.fix is None else options.fix
        from tfshape_lint.fix.session import FixableCount

        self.fixable = FixableCount(unsafe)
        if fix or options.fix_only or options.diff:
            from tfshape_lint.fix.session import FixMode, FixSession

            mode = FixMode(unsafe=unsafe, write=not options.diff, diff=options.diff)
            self.fixing = FixSession(mode, options.fix_only or options.diff, options.show_fixes,
                                     options.exit_non_zero_on_fix, options.stdin)
        from tfshape_lint.reporters.stream import open_report

        with open_report(options.output_file) as stream:
            summary = self._run_and_report(self._report_stream(stream))
        if summary is None:
            return self.adopt_code
        return self._exit_code(summary)

    def _report_stream(self, stream: TextIO) -> TextIO:
        """With `--fix` on stdin the fixed code owns stdout, so findings go to stderr (ruff)."""
        fixing = self.fixing
        # open_report hands over a guarded stdout: compare what it wraps.
        if fixing is not None and fixing.stdin and not fixing.mode.diff and getattr(stream, "target", stream) is sys.stdout:
            return sys.stderr
        return stream

    # -- run -------------------------------------------------------------------------

    def _run_and_report(self, stream: TextIO) -> Optional[RunSummary]:
        options = self.options
        if options.write_baseline is not None and options.add_noqa:
            raise UsageError("--write-baseline and --add-noqa are alternatives; use one of them")
        if options.add_noqa and options.stdin:
            raise UsageError("--add-noqa edits files in place; it cannot work on standard input")
        if options.stdin:
            results = self._stdin_results()
        else:
            files = self.discovery.files(self.targets)
            if options.show_files:
                for path, _ in files:
                    sys.stdout.write(printable(path.as_posix()) + "\n")
                return None
            results = self._file_results(self._remember(files))
        if options.write_baseline is not None or options.add_noqa:
            self._adopt(list(results))
            return None
        self.baseline = self._baseline_filter()
        if self.baseline is not None:
            results = self.baseline.results(results)
        summary = self._report(results, stream)
        self._epilogue(stream)
        return summary

    def _remember(self, files: Iterator[Tuple[Path, Settings]]) -> Iterator[Tuple[Path, Settings]]:
        """Pass the files on, keeping them for :meth:`_no_tensorflow_note`."""
        for item in files:
            if len(self.files_seen) <= NO_TENSORFLOW_NOTE_FILES:
                self.files_seen.append(item)
            yield item

    def _no_tensorflow_note(self, summary: RunSummary) -> Optional[str]:
        """A clean run where no file even names TensorFlow or Keras checked nothing: say so,
        since a project that imports TensorFlow under a name of its own would otherwise get
        "All checks passed!" from rules that never ran."""
        seen = self.files_seen
        if summary.diagnostics or summary.errors or not seen or len(seen) > NO_TENSORFLOW_NOTE_FILES:
            return None
        if not any(target.is_dir() for target in self.targets):
            return None  # files named one by one (pre-commit, an editor): a file without TF is no news
        if self.baseline is not None and self.baseline.hidden:
            return None
        from tfshape_lint.lint.source import may_use_tensorflow, read_source_file

        for path, settings in seen:
            try:
                if may_use_tensorflow(read_source_file(str(path)), settings.reexports):
                    return None
            except OSError:
                return None  # reported as TFS001 already, or changed since: stay quiet
        if len(seen) == 1:
            what = "the one file found does not import TensorFlow or Keras, so no rule ran on it"
        else:
            what = f"none of the {len(seen)} files found imports TensorFlow or Keras, so no rule ran on them"
        return (
            f"{what}; if the project imports TensorFlow under a name of its own "
            "(`import myproject.tflib as tf`), name it in the `reexports` setting"
        )

    def _file_results(self, files: Iterator[Tuple[Path, Settings]]) -> Iterator[FileResult]:
        from tfshape_lint.runner import iter_results, map_files

        options = self.options
        if self.fixing is None:
            self.cache = None if options.no_cache else self._result_cache()
            return iter_results(files, options.jobs, cache=self.cache)
        return self.fixing.results(map_files(files, options.jobs, self.fixing.work(), self.fixing.crashed))

    def _stdin_results(self) -> Iterator[FileResult]:
        from tfshape_lint.lint.engine import lint_bytes, lint_notebook_bytes

        name = self.options.stdin_filename
        path = Path(name or "-")
        settings = self.resolver.for_path(path)
        fixing = self.fixing
        if name and self.discovery.force_exclude and list(self.discovery.files([path])) == [] and path.exists():
            # An editor piping a buffer through `--fix` must get it back unchanged, never nothing.
            if fixing is not None:
                fixing.stdin_excluded(sys.stdin.buffer.read())
            return iter(())
        data = sys.stdin.buffer.read()
        display = display_path(path) if name else "-"
        options = settings.file_options(path)
        if fixing is not None:
            return fixing.stdin_results(data, display, options)
        if display.endswith(".ipynb"):
            return iter([lint_notebook_bytes(data, display, options)])
        return iter([lint_bytes(data, display, options)])

    def _result_cache(self) -> Optional["ResultCache"]:
        """The result cache: `--cache-dir`, else the config's `cache-dir`, else the default."""
        from tfshape_lint.cache import ResultCache, default_directory

        if self.options.cache_dir is not None:
            return ResultCache(self.options.cache_dir.resolve())
        directory, warning = default_directory(self.settings.config_file, self.settings.cache_dir)
        if directory is None:
            self._warn(warning or "not caching")
            return None
        cache = ResultCache(directory)
        cache.warning = warning
        return cache

    def _baseline_filter(self) -> Optional["BaselineFilter"]:
        """The filter for `--baseline FILE` or the config's `baseline` (None when neither is set)."""
        option, configured = self.options.baseline_file, self.settings.baseline
        path = option if option is not None else (Path(configured) if configured else None)
        if path is None:
            return None
        from tfshape_lint.baseline import Baseline, BaselineError, BaselineFilter

        try:
            return BaselineFilter(Baseline.load(path))
        except BaselineError as error:
            raise UsageError(str(error)) from None

    def _adopt(self, collected: List[FileResult]) -> None:
        """`--write-baseline` / `--add-noqa`: record or silence today's findings."""
        target = self.options.write_baseline
        if target is not None:
            from tfshape_lint.baseline import Baseline, BaselineError

            recorded = Baseline.from_results(collected, str(target.parent))
            try:
                recorded.write(target)
            except BaselineError as error:
                raise UsageError(str(error)) from None
            self._note(f"Recorded {recorded.total} findings in {len(recorded.files)} files in {target}.")
            self.adopt_code = 0
            return
        from tfshape_lint.fix.add_noqa import add_noqa_to_results

        added, problems = add_noqa_to_results(collected)
        for problem in problems:
            self._warn(problem, always=True)
        self._note(f"Added {added} noqa directive{'' if added == 1 else 's'}.")
        self.adopt_code = 1 if problems else 0

    # -- report ----------------------------------------------------------------------

    def _format(self, stream: TextIO) -> str:
        if self.options.statistics:
            return "statistics"
        chosen = self.options.output_format or self.settings.output_format
        if chosen is None:
            chosen = "full" if stream.isatty() else "concise"
        return chosen

    def _report(self, results: Iterator[FileResult], stream: TextIO) -> RunSummary:
        from tfshape_lint.reporters import reporter_class, stream_results
        from tfshape_lint.reporters.base import Reporter

        options = self.options
        output_format = self._format(stream)
        color = options.color == "always" or (
            options.color == "auto" and stream.isatty() and "NO_COLOR" not in os.environ
        )
        silent = self.fixing is not None and self.fixing.fix_only
        quiet = options.quiet or silent
        assert self.fixable is not None
        if self.fixing is None:
            # Counted after the baseline: a hidden finding's fix is not offered.
            results = self.fixable.results(results)
        # `--fix-only` and `--diff` consume the results without reporting the findings left.
        reporter = Reporter(stream) if silent else reporter_class(output_format)(
            stream, color=color, unsafe_fixes=self.fixable.unsafe
        )
        if quiet and output_format in ("concise", "full"):
            reporter.finish = lambda summary: None  # type: ignore[method-assign]
        self.summary = stream_results(results, reporter)
        return self.summary

    def _epilogue(self, stream: TextIO) -> None:
        """What the run prints after the report: diffs, fixed code, the fixed list, hints, notes."""
        quiet = self.options.quiet
        text_format = self._format(stream) in ("concise", "full")
        fixing = self.fixing
        if fixing is None:
            assert self.fixable is not None
            hint = self.fixable.hint()
            if hint and text_format and not quiet:
                stream.write(hint + "\n")
        else:
            for warning in fixing.report.warnings:
                self._warn(warning, always=True)
            self._fix_epilogue(fixing, stream, text_format)
        baseline = self.baseline
        if baseline is not None and baseline.hidden:
            noun = "finding" if baseline.hidden == 1 else "findings"
            self._note(f"note: {baseline.hidden} {noun} hidden by the baseline")
        if baseline is not None and baseline.stale:
            self._note(
                f"note: {baseline.stale} baseline entries no longer occur (fixed?); "
                "record the baseline again with --write-baseline to drop them"
            )

    def _fix_epilogue(self, fixing: "FixSession", stream: TextIO, text_format: bool) -> None:
        quiet = self.options.quiet
        report = fixing.report
        if fixing.mode.diff:
            # The diff is `--diff`'s report: it goes where `-o` sends the report.
            for diff in report.diffs:
                stream.write(diff)
            self._note(report.would_fix())
            return
        if fixing.stdin and report.stdin_data is not None:
            sys.stdout.flush()
            sys.stdout.buffer.write(report.stdin_data)
            sys.stdout.buffer.flush()
        if self.options.show_fixes and text_format and not quiet:
            stream.write(report.show_fixes())
        elif fixing.fix_only and not quiet and report.count:
            plural = "s" if report.count != 1 else ""
            self._note(f"Fixed {report.count} finding{plural}.")

    def _warn(self, message: str, always: bool = False) -> None:
        if always or not self.options.quiet:
            sys.stderr.write(f"warning: {printable(message)}\n")

    def _note(self, message: str) -> None:
        if not self.options.quiet:
            sys.stderr.write(printable(message) + "\n")

    # -- exit code -------------------------------------------------------------------

    def _exit_code(self, summary: RunSummary) -> int:
        discovery = self.discovery
        if not self.options.quiet:
            for warning in discovery.warnings:
                self._warn(warning)
            if self.cache is not None and self.cache.warning:
                self._warn(self.cache.warning)
            if summary.files == 0 and not discovery.warnings:
                self._warn("no Python files found under the given targets")
            note = self._no_tensorflow_note(summary)
            if note is not None:
                self._warn(note)
        if discovery.missing or (discovery.warnings and summary.files == 0):
            return 2  # a mistyped path in CI or pre-commit must not pass silently
        if self.options.exit_zero:
            return 0
        if self.fixing is not None:
            return self.fixing.exit_code(summary.diagnostics)
        return 1 if summary.diagnostics else 0
