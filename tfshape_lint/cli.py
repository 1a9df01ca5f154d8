"""The `tfshape-lint` command line: options in, results out through one reporter."""

from __future__ import annotations

import contextlib
import io
import os
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Sequence, TextIO, Tuple

import click

from tfshape_lint import __version__
from tfshape_lint.reporters import OUTPUT_FORMATS

# Subcommands that live in modules too heavy to import for every run.
_LAZY_COMMANDS = {
    "trace": ("tfshape_lint.runtime.cli", "trace"),
    "server": ("tfshape_lint.integrations.lsp", "server"),
}


class DefaultGroup(click.Group):
    """A group whose default subcommand is `check`, as `ruff` defaults to `ruff check`."""

    def parse_args(self, ctx: click.Context, args: List[str]) -> List[str]:
        if not args or (args[0] not in self.commands and args[0] not in _LAZY_COMMANDS
                        and args[0] not in ("--help", "-h", "--version", "-V")):
            args = ["check", *args]
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> List[str]:
        return sorted(set(super().list_commands(ctx)) | set(_LAZY_COMMANDS))

    def get_command(self, ctx: click.Context, name: str) -> Optional[click.Command]:
        if name in _LAZY_COMMANDS and name not in self.commands:
            import importlib

            module_name, attribute = _LAZY_COMMANDS[name]
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError as error:
                if error.name and module_name.startswith(error.name):
                    return None
                raise
            return getattr(module, attribute)  # type: ignore[no-any-return]
        return super().get_command(ctx, name)


@click.group(cls=DefaultGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="tfshape-lint")
def cli() -> None:
    """Keep TensorFlow shapes static.

    `tfshape-lint [PATH]...` lints Python files (the `check` command).
    """


def _fail(message: str) -> "click.exceptions.Exit":
    click.echo(f"error: {message}", err=True)
    return click.exceptions.Exit(2)




@cli.command("check")
@click.argument("paths", nargs=-1, type=click.Path(readable=False))
@click.option("--select", multiple=True, help="Rule codes, prefixes or names to enable (comma-separated). Replaces the config's selection.")
@click.option("--extend-select", multiple=True, help="Rules to enable on top of the selection.")
@click.option("--ignore", multiple=True, help="Rules to disable.")
@click.option("--output-format", type=click.Choice(OUTPUT_FORMATS), help="Output format. Default: full on a terminal, else concise.")
@click.option("-o", "--output-file", type=click.Path(dir_okay=False, path_type=Path), help="Write the report to this file instead of stdout.")
@click.option("--config", "config_options", multiple=True, help="A config file, or an inline 'key = value' TOML override.")
@click.option("--isolated", is_flag=True, help="Ignore all config files.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when there are findings.")
@click.option("--fix/--no-fix", default=None, help="Apply safe fixes (`--no-fix` overrides `fix = true` in the config).")
@click.option("--unsafe-fixes/--no-unsafe-fixes", default=None, help="Treat unsafe fixes as fixable: `--fix` applies them too (config: unsafe-fixes).")
@click.option("--fix-only", is_flag=True, help="Apply fixes and do not report the findings that remain.")
@click.option("--diff", is_flag=True, help="Print a diff of what the fixes would change and write nothing (exit 1 if any).")
@click.option("--show-fixes", is_flag=True, help="List the findings that were fixed.")
@click.option("--exit-non-zero-on-fix", is_flag=True, help="Exit 1 when anything was fixed, even if no findings remain.")
@click.option("--statistics", is_flag=True, help="Print a count per rule instead of each finding.")
@click.option("--exclude", multiple=True, help="Globs to exclude (replaces the default list).")
@click.option("--extend-exclude", multiple=True, help="Globs to exclude on top of the default list.")
@click.option("--force-exclude", is_flag=True, help="Apply excludes to files named on the command line too (pre-commit).")
@click.option("--respect-gitignore/--no-respect-gitignore", default=None, help="Skip files ignored by git (default on).")
@click.option("--target", type=click.Choice(("auto", "tpu", "xla", "tflite", "gpu", "cpu")), help="What the code must run on; tpu/xla/tflite make shape findings errors.")
@click.option("--batch-size", type=click.IntRange(min=1), help="The batch size used by fixes that make a None batch dimension static.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), help="Worker processes (default: one per core).")
@click.option("--stdin-filename", help="The name of the file read from standard input (`-`).")
@click.option("-q", "--quiet", is_flag=True, help="Print findings only, no summary or warnings.")
@click.option("--show-settings", is_flag=True, help="Print the settings for the first path and exit.")
@click.option("--show-files", is_flag=True, help="Print the files that would be linted and exit.")
@click.option("--color", type=click.Choice(("auto", "always", "never")), default="auto", help="Colour the text output.")
@click.option("--baseline", "baseline_file", type=click.Path(dir_okay=False, path_type=Path), help="Hide the findings recorded in this baseline file; report only new ones.")
@click.option("--write-baseline", type=click.Path(dir_okay=False, path_type=Path), help="Record the current findings in this baseline file and exit.")
@click.option("--add-noqa", is_flag=True, help="Add `# noqa: CODE` comments to the lines with findings and exit.")
@click.option("--no-cache", is_flag=True, envvar="TFSHAPE_LINT_NO_CACHE", help="Lint every file again; read and write no cache.")
@click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), envvar="TFSHAPE_LINT_CACHE_DIR", help="Where to keep the result cache (default: .tfshape_lint_cache beside the config file, else in the current folder).")
def check(
    paths: Tuple[str, ...],
    select: Tuple[str, ...],
    extend_select: Tuple[str, ...],
    ignore: Tuple[str, ...],
    output_format: Optional[str],
    output_file: Optional[Path],
    config_options: Tuple[str, ...],
    isolated: bool,
    exit_zero: bool,
    fix: Optional[bool],
    unsafe_fixes: Optional[bool],
    fix_only: bool,
    diff: bool,
    show_fixes: bool,
    exit_non_zero_on_fix: bool,
    statistics: bool,
    exclude: Tuple[str, ...],
    extend_exclude: Tuple[str, ...],
    force_exclude: bool,
    respect_gitignore: Optional[bool],
    target: Optional[str],
    batch_size: Optional[int],
    jobs: Optional[int],
    stdin_filename: Optional[str],
    quiet: bool,
    show_settings: bool,
    show_files: bool,
    color: str,
    baseline_file: Optional[Path],
    write_baseline: Optional[Path],
    add_noqa: bool,
    no_cache: bool,
    cache_dir: Optional[Path],
) -> None:
    """Lint files and folders (default: the current folder)."""
    from tfshape_lint import config as config_module
    from tfshape_lint import registry
    from tfshape_lint.discovery import Discovery

    try:
        resolver = make_resolver(
            config_options, isolated, select, extend_select, ignore, exclude, extend_exclude,
            respect_gitignore, target, batch_size, output_format,
        )
        # Only a bare `-` is standard input; `./-` is a file of that name.
        use_stdin = paths == ("-",)
        targets = tuple(Path(raw) for raw in paths) or (Path("."),)
        first_settings = resolver.for_path(Path(stdin_filename) if use_stdin and stdin_filename else targets[0])
    except (config_module.ConfigError, registry.UnknownSelector) as error:
        raise _fail(str(error)) from None

    if show_settings:
        click.echo(first_settings.describe())
        return
    if not first_settings.enabled and not quiet:
        click.echo("warning: no rules are selected (check `select`/`ignore`); nothing will be reported", err=True)
    if statistics and output_format not in (None, "concise", "full"):
        raise _fail(f"--statistics prints a text table; it cannot be combined with --output-format {output_format}")

    from tfshape_lint.fix.session import FixSession

    fixing = FixSession.from_options(
        fix=first_settings.fix if fix is None else fix, fix_only=fix_only, diff=diff,
        unsafe=first_settings.unsafe_fixes if unsafe_fixes is None else unsafe_fixes, show_fixes=show_fixes,
        exit_non_zero_on_fix=exit_non_zero_on_fix, stdin=use_stdin,
    )
    chosen_format = output_format or first_settings.output_format
    try:
        with _output(output_file) as stream:
            stream = fixing.report_stream(stream)
            if chosen_format is None:
                chosen_format = "full" if stream.isatty() else "concise"
            use_color = color == "always" or (color == "auto" and stream.isatty() and "NO_COLOR" not in os.environ)
            discovery = Discovery(resolver, force_exclude=force_exclude)
            cache = None
            try:
                if use_stdin:
                    results = _stdin_results(stdin_filename, resolver, discovery, fixing)
                else:
                    files = discovery.files(targets)
                    if show_files:
                        for path, _ in files:
                            click.echo(path.as_posix())
                        return
                    cache = None if no_cache or fixing.mode is not None else _result_cache(cache_dir, first_settings)
                    results = fixing.results(files, jobs, cache)
                if write_baseline is not None or add_noqa:
                    _adopt(results, write_baseline, add_noqa, use_stdin, quiet)
                baseline_filter = _baseline_filter(baseline_file, first_settings.baseline)
                if baseline_filter is not None:
                    results = baseline_filter.results(results)
                summary = _report(
                    fixing.counted(results), "statistics" if statistics else chosen_format, stream, use_color, quiet or fixing.fix_only,
                    fixing.fix_only, unsafe_fixes=fixing.fixable.unsafe,
                )
                fixing.epilogue(stream, "statistics" if statistics else chosen_format, quiet)
                if baseline_filter is not None and not quiet:
                    _baseline_note(baseline_filter)
            except (config_module.ConfigError, registry.UnknownSelector) as error:
                raise _fail(str(error)) from None
    except OutputError as error:
        raise _fail(str(error)) from None
    if not quiet:
        for warning in discovery.warnings:
            click.echo(f"warning: {warning}", err=True)
        if cache is not None and cache.warning:
            click.echo(f"warning: {cache.warning}", err=True)
        if summary.files == 0 and not discovery.warnings:
            click.echo("warning: no Python files found under the given targets", err=True)
    if discovery.missing or (discovery.warnings and summary.files == 0):
        # A mistyped path in CI or pre-commit must not pass silently.
        raise click.exceptions.Exit(2)
    raise click.exceptions.Exit(fixing.exit_code(summary.diagnostics, exit_zero))


def _result_cache(option: Optional[Path], settings: Any) -> Any:
    """The result cache: `--cache-dir`, else the config's `cache-dir`, else the default."""
    from tfshape_lint.cache import ResultCache, default_directory

    if option is not None:
        return ResultCache(option.resolve())
    directory, warning = default_directory(settings.config_file, settings.cache_dir)
    cache = ResultCache(directory)
    cache.warning = warning
    return cache


def make_resolver(
    config_options: Sequence[str], isolated: bool, select: Sequence[str], extend_select: Sequence[str],
    ignore: Sequence[str], exclude: Sequence[str], extend_exclude: Sequence[str],
    respect_gitignore: Optional[bool], target: Optional[str], batch_size: Optional[int], output_format: Optional[str],
) -> Any:
    """The settings resolver of the command-line options shared by `check` and `trace`.

    Raises `ConfigError` or `UnknownSelector` for a bad `--config` or selector.
    """
    from tfshape_lint import config as config_module
    from tfshape_lint import registry

    overrides: Dict[str, Any] = {}
    config_path: Optional[Path] = None
    for option in config_options:
        if os.path.isfile(option):
            if config_path is not None:
                raise config_module.ConfigError("--config names more than one file")
            config_path = Path(option)
            if config_module.read_config_file(config_path) is None:
                raise config_module.ConfigError(f"{option} has no [tool.tfshape-lint] table")
        elif "=" in option:
            overrides.update(config_module.parse_inline(option))
        else:
            raise config_module.ConfigError(f"--config {option!r}: no such file")
    if exclude:
        overrides["exclude"] = list(exclude)
    if extend_exclude:
        overrides["extend-exclude"] = list(extend_exclude)
    if respect_gitignore is not None:
        overrides["respect-gitignore"] = respect_gitignore
    if target:
        overrides["target"] = target
    if batch_size:
        overrides["batch-size"] = batch_size
    split = config_module.split_selectors
    selection = config_module.Selection(
        tuple(split(select)) if select else None, tuple(split(extend_select)), tuple(split(ignore))
    )
    for selector in (selection.select or ()) + selection.extend_select + selection.ignore:
        registry.expand(selector)
    return config_module.Resolver(
        overrides=overrides, cli_selection=selection, config_path=config_path, isolated=isolated
    )


def _adopt(results: Iterator[Any], write_baseline: Optional[Path], add_noqa: bool, use_stdin: bool, quiet: bool) -> None:
    """`--write-baseline` / `--add-noqa`: record or silence today's findings, then exit."""
    if write_baseline is not None and add_noqa:
        raise _fail("--write-baseline and --add-noqa are alternatives; use one of them")
    if add_noqa and use_stdin:
        raise _fail("--add-noqa edits files in place; it cannot work on standard input")
    collected = list(results)
    if write_baseline is not None:
        from tfshape_lint.baseline import Baseline, BaselineError

        recorded = Baseline.from_results(collected, str(write_baseline.parent))
        try:
            recorded.write(write_baseline)
        except BaselineError as error:
            raise _fail(str(error)) from None
        if not quiet:
            click.echo(f"Recorded {recorded.total} findings in {len(recorded.files)} files in {write_baseline}.", err=True)
        raise click.exceptions.Exit(0)
    from tfshape_lint.fix.add_noqa import add_noqa_to_results

    added, problems = add_noqa_to_results(collected)
    for problem in problems:
        click.echo(f"warning: {problem}", err=True)
    if not quiet:
        click.echo(f"Added {added} noqa directive{'' if added == 1 else 's'}.", err=True)
    raise click.exceptions.Exit(1 if problems else 0)


def _baseline_filter(option: Optional[Path], configured: Optional[str]) -> Any:
    """The filter for `--baseline FILE` or the config's `baseline` (None when neither is set)."""
    path = option if option is not None else (Path(configured) if configured else None)
    if path is None:
        return None
    from tfshape_lint.baseline import Baseline, BaselineError, BaselineFilter

    try:
        return BaselineFilter(Baseline.load(path))
    except BaselineError as error:
        raise _fail(str(error)) from None


def _baseline_note(baseline_filter: Any) -> None:
    if baseline_filter.hidden:
        noun = "finding" if baseline_filter.hidden == 1 else "findings"
        click.echo(f"note: {baseline_filter.hidden} {noun} hidden by the baseline", err=True)
    if baseline_filter.stale:
        click.echo(
            f"note: {baseline_filter.stale} baseline entries no longer occur (fixed?); "
            "record the baseline again with --write-baseline to drop them",
            err=True,
        )


def _stdin_results(stdin_filename: Optional[str], resolver: Any, discovery: Any, fixing: Any) -> Iterator[Any]:
    from tfshape_lint.discovery import display_path

    path = Path(stdin_filename or "-")
    settings = resolver.for_path(path)
    if stdin_filename and discovery.force_exclude and list(discovery.files([path])) == [] and path.exists():
        # An editor piping a buffer through `--fix` must get it back unchanged, never nothing.
        excluded: Iterator[Any] = fixing.stdin_excluded(sys.stdin.buffer.read()) if fixing.mode else iter(())
        return excluded
    data = sys.stdin.buffer.read()
    results: Iterator[Any] = fixing.stdin_results(data, display_path(path) if stdin_filename else "-", settings.file_options(path))
    return results


def _report(
    results: Any, output_format: str, stream: TextIO, color: bool, quiet: bool, silent: bool = False,
    unsafe_fixes: bool = False,
) -> Any:
    from tfshape_lint.reporters import reporter_class, stream_results
    from tfshape_lint.reporters.base import Reporter

    # `--fix-only` and `--diff` consume the results without reporting the findings left.
    reporter = Reporter(stream) if silent else reporter_class(output_format)(stream, color=color, unsafe_fixes=unsafe_fixes)
    if quiet and output_format in ("concise", "full"):
        reporter.finish = lambda summary: None  # type: ignore[method-assign]
    return stream_results(results, reporter)


class OutputError(Exception):
    """The report could not be written (a full disk, a closed standard output)."""


class _GuardedStream(io.TextIOBase):
    """The report's stream: a write that fails is one clear error, not a traceback.

    A reader that went away (``tfshape-lint . | head``) is not an error: the rest of
    the report is dropped and the run ends as it would have.
    """

    def __init__(self, stream: TextIO, name: str) -> None:
        self._stream: Optional[TextIO] = stream
        #: The stream written to (the fix run compares it with sys.stdout).
        self.target = stream
        self.name = name
        self.failed = False

    def write(self, text: str) -> int:
        if self._stream is not None:
            try:
                self._stream.write(text)
            except OSError as error:
                self._failed(error)
        return len(text)

    def flush(self) -> None:
        if self._stream is not None:
            try:
                self._stream.flush()
            except OSError as error:
                self._failed(error)

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def _failed(self, error: OSError) -> None:
        import errno

        self.failed = True
        if error.errno == errno.EPIPE:
            self._stream = None
            with contextlib.suppress(OSError):  # so that Python's exit does not flush it again
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return
        raise OutputError(f"cannot write the report to {self.name}: {error.strerror or error}") from None


def _shown(path: Path) -> str:
    from tfshape_lint.reporters.base import printable

    return printable(str(path))


@contextlib.contextmanager
def _output(output_file: Optional[Path]) -> Iterator[TextIO]:
    if output_file is None:
        if sys.stdout is None:
            raise _fail("standard output is closed; write the report to a file with -o FILE")
        guarded = _GuardedStream(sys.stdout, "standard output")
        yield guarded  # type: ignore[misc]
        guarded.flush()
        return
    try:
        output_file.parent.mkdir(parents=True, exist_ok=True)
        handle = open(output_file, "w", encoding="utf-8", newline="\n")
    except OSError as error:
        raise _fail(f"cannot write {_shown(output_file)}: {error.strerror or error}") from None
    guarded = _GuardedStream(handle, _shown(output_file))
    try:
        yield guarded  # type: ignore[misc]
        guarded.flush()
    finally:
        try:
            handle.close()
        except OSError as error:
            if not guarded.failed:  # else the first failure is already on its way
                raise OutputError(f"cannot write the report to {guarded.name}: {error.strerror or error}") from None


@cli.command("rule")
@click.argument("code_or_name", required=False)
@click.option("--all", "show_all", is_flag=True, help="Print every rule's documentation.")
def rule_command(code_or_name: Optional[str], show_all: bool) -> None:
    """Print a rule's documentation (by code or name)."""
    from tfshape_lint import registry
    from tfshape_lint.docs import rule_page

    if show_all:
        for rule in registry.all_rules():
            click.echo(rule_page(rule))
        return
    if not code_or_name:
        raise _fail("give a rule code or name, e.g. `tfshape-lint rule TFS201`, or --all")
    try:
        rule = registry.lookup(code_or_name)
    except registry.UnknownSelector as error:
        raise _fail(str(error)) from None
    click.echo(rule_page(rule), nl=False)


@cli.command("rules")
@click.option("--output-format", type=click.Choice(("text", "json")), default="text")
def rules_command(output_format: str) -> None:
    """List all rules: code, name, family, fix."""
    import json

    from tfshape_lint import registry

    rows = [
        {
            "code": rule.CODE,
            "name": rule.NAME,
            "family": rule.family(),
            "fix": rule.FIX.value if rule.FIX is not None else None,
            "summary": rule.MESSAGE,
        }
        for rule in registry.all_rules()
    ]
    if output_format == "json":
        click.echo(json.dumps(rows, indent=2))
        return
    for row in rows:
        click.echo(f"{row['code']}  {row['name']:<38} {row['family']:<14} {row['fix'] or '-':<12} {row['summary']}")


@cli.command("matcher")
@click.argument("kind", type=click.Choice(("github", "vscode")))
def matcher_command(kind: str) -> None:
    """Print a problem matcher for the concise output (GitHub Actions or VS Code)."""
    from importlib import resources

    text = resources.files("tfshape_lint").joinpath("matchers").joinpath(f"{kind}.json").read_text(encoding="utf-8")
    click.echo(text, nl=False)
