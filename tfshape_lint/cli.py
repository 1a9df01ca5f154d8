"""The `tfshape-lint` command line: options in, results out through one reporter."""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional, Tuple

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
    from tfshape_lint.escaping import printable

    click.echo(f"error: {printable(message)}", err=True)
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
    from tfshape_lint.application import Application, CheckOptions, UsageError
    from tfshape_lint.config import ConfigError, make_resolver
    from tfshape_lint.registry import UnknownSelector
    from tfshape_lint.reporters.stream import OutputError

    options = CheckOptions(
        paths, output_format, output_file, exit_zero, fix, unsafe_fixes, fix_only, diff, show_fixes,
        exit_non_zero_on_fix, statistics, force_exclude, jobs, stdin_filename, quiet, show_settings, show_files,
        color, baseline_file, write_baseline, add_noqa, no_cache, cache_dir,
    )
    try:
        resolver = make_resolver(
            config_options, isolated, select, extend_select, ignore, exclude, extend_exclude,
            respect_gitignore, target, batch_size, output_format,
        )
        code = Application(options, resolver).run()
    except (ConfigError, UnknownSelector, UsageError, OutputError) as error:
        raise _fail(str(error)) from None
    raise click.exceptions.Exit(code)


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
