"""`tfshape-lint trace TARGET`: the runtime checker's command (registered lazily by the main CLI).

Importing this module does not import TensorFlow; running the command does.
Exit codes: 0 no findings, 1 findings, 2 usage, target or tool error.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator, Optional, Sequence, TextIO

import click

from tfshape_lint.runtime.codes import ALL_CODES

if TYPE_CHECKING:
    from tfshape_lint.config import Settings

FORMATS = ("concise", "full", "json", "json-lines", "sarif", "github", "gitlab", "junit")


def _fail(message: str, details: str = "") -> click.exceptions.Exit:
    from tfshape_lint.escaping import printable

    click.echo(f"error: {printable(message)}", err=True)
    if details:
        click.echo(details, err=True)
    return click.exceptions.Exit(2)


@contextlib.contextmanager
def _output(path: Optional[str]) -> Iterator[TextIO]:
    if path is None:
        yield sys.stdout
        return
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        yield handle


@click.command("trace")
@click.argument("target")
@click.option("--spec", "specs", multiple=True, metavar="NAME=SHAPE[:DTYPE]", help="Input spec, e.g. x=32,28,28,1:float32 (None for unknown dims); repeat for several inputs, matched by name or position.")
@click.option("--signature", metavar="NAME", help="SavedModel signature to trace (default serving_default).")
@click.option("--dataset", metavar="MODULE:FN", help="Take the input specs from the element_spec of the tf.data.Dataset FN returns.")
@click.option("--batch-size", type=int, help="Size that replaces None dims for the static pass and the run checks (default: the config's batch-size, else 32).")
@click.option("--assume", multiple=True, metavar="NAME.DIM=N", help="Size for one None dim of one input, e.g. tokens.1=128.")
@click.option("--check-retrace", is_flag=True, help="Call with a batch of N and N-1 and report retracing and XLA recompiles (TFS905).")
@click.option("--check-batch-invariance", is_flag=True, help="Compare one batch of N with N batches of 1 in inference (TFS906).")
@click.option("--cost", is_flag=True, help="Measure what a static batch buys: Grappler's peak memory and estimated time, XLA compilations, TFLite conversion, as declared against --batch-size.")
@click.option("--train-step", is_flag=True, help="Also trace a compiled Keras model's train_step, as fit runs it, and report what only the losses, metrics and gradients lose.")
@click.option("--training/--no-training", default=True, show_default=True, help="Also trace a Keras model's training call, model(x, training=True), and report what only it loses.")
@click.option("--output-format", type=click.Choice(FORMATS), help="Output format. Default: full on a terminal, else concise.")
@click.option("--output-file", "-o", metavar="PATH", help="Write the report to a file instead of stdout.")
@click.option("--select", multiple=True, help="Codes, prefixes or names to report (comma-separated). Replaces the config's selection.")
@click.option("--extend-select", multiple=True, help="Rules to report on top of the selection.")
@click.option("--ignore", multiple=True, help="Codes, prefixes or names not to report (comma-separated).")
@click.option("--config", "config_options", multiple=True, help="A config file, or an inline 'key = value' TOML override.")
@click.option("--isolated", is_flag=True, help="Ignore all config files.")
@click.option("--exit-zero", is_flag=True, help="Exit 0 even when there are findings.")
@click.option("--sample", metavar="FILE.npz|MODULE:FN",
              help="Your own example inputs for --check-retrace and --check-batch-invariance: a .npz of arrays "
                   "(by input name, or in order) or a function returning a batch.")
@click.option("--verbose", "-v", is_flag=True, help="Show TensorFlow's logs and the timings of each step.")
def trace(
    target: str,
    specs: tuple[str, ...],
    signature: Optional[str],
    dataset: Optional[str],
    batch_size: Optional[int],
    assume: tuple[str, ...],
    check_retrace: bool,
    check_batch_invariance: bool,
    cost: bool,
    train_step: bool,
    training: bool,
    output_format: Optional[str],
    output_file: Optional[str],
    select: tuple[str, ...],
    extend_select: tuple[str, ...],
    ignore: tuple[str, ...],
    config_options: tuple[str, ...],
    isolated: bool,
    exit_zero: bool,
    sample: Optional[str],
    verbose: bool,
) -> None:
    """Trace a model or function and report every unknown dimension at your source line.

    TARGET is file.py:ATTR or package.module:ATTR (a Keras model, a zero-argument factory
    returning one, a tf.function, a callable), a SavedModel directory, or a .keras file.
    """
    from tfshape_lint.runtime.errors import TraceError
    from tfshape_lint.runtime.run import TraceOptions, run_trace
    from tfshape_lint.runtime.tfenv import TensorFlowMissing

    settings = _settings(target, config_options, isolated, select, extend_select, ignore)
    enabled = settings.enabled & {c.code for c in ALL_CODES}
    if not enabled:
        click.echo("warning: no runtime rules (TFS9xx) are selected (check `select`/`ignore`); nothing will be reported", err=True)

    def enabled_for(path: str) -> frozenset[str]:
        return settings.enabled_for(Path(path))

    if batch_size is None:
        batch_size = settings.batch_size or 32
    if output_format is None and settings.output_format in FORMATS:
        output_format = settings.output_format
    options = TraceOptions(
        batch_size=batch_size,
        specs=specs,
        assume=assume,
        signature=signature,
        dataset=dataset,
        check_retrace=check_retrace,
        check_batch_invariance=check_batch_invariance,
        training=training,
        cost=cost,
        train_step=train_step,
        sample=sample,
        enabled=frozenset(enabled),
        enabled_for=enabled_for if settings.per_file_ignores else None,
        verbose=verbose,
    )
    if cost:
        from tfshape_lint.runtime.cost import prepare_xla_count

        prepare_xla_count()
    try:
        run = run_trace(target, options)
    except TensorFlowMissing as error:
        click.echo(str(error), err=True)
        raise click.exceptions.Exit(2) from None
    except TraceError as error:
        raise _fail(error.message, error.details) from None
    finally:
        if cost:
            from tfshape_lint.runtime.cost import remove_xla_dumps

            remove_xla_dumps()
    for warning in run.warnings:
        click.echo(warning, err=True)
    if verbose:
        stats = run.stats
        click.echo(
            f"traced {stats.ops} ops, {stats.tensors} tensors; unknown: {stats.unknown_declared} as declared, "
            f"{stats.unknown_static} with static inputs",
            err=True,
        )
        for step, seconds in stats.seconds.items():
            click.echo(f"  {step}: {seconds:.3f} s", err=True)
    chosen = output_format or ("full" if sys.stdout.isatty() and output_file is None else "concise")
    try:
        with _output(output_file) as stream:
            count = _render(run.results, chosen, stream, run.cost.to_json() if run.cost is not None else None)
            if run.cost is not None and chosen in ("concise", "full"):
                stream.write("\n" + run.cost.table())
    except OSError as error:
        raise _fail(f"cannot write {output_file}: {error.strerror}") from None
    if run.cost is not None and chosen not in ("concise", "full", "json", "sarif"):
        # Other formats stay machine-readable on stdout; the table goes to the terminal.
        click.echo(run.cost.table(), err=True, nl=False)
    raise click.exceptions.Exit(0 if exit_zero or count == 0 else 1)


def _settings(
    target: str, config_options: Sequence[str], isolated: bool,
    select: Sequence[str], extend_select: Sequence[str], ignore: Sequence[str],
) -> "Settings":
    """The settings of the config file nearest the target's file, with the command line on top.

    `file.py:ATTR`, a SavedModel folder or a `.keras` file: from where it is;
    `package.module:ATTR`: from the current folder.
    """
    from tfshape_lint import config as config_module
    from tfshape_lint import registry
    from tfshape_lint.config import make_resolver

    location = target.rsplit(":", 1)[0] if ":" in target and not os.path.exists(target) else target
    where = Path(location) if location.endswith(".py") or os.path.exists(location) else Path(".")
    try:
        resolver = make_resolver(config_options, isolated, select, extend_select, ignore, (), (), None, None, None, None)
        return resolver.for_path(where)
    except (config_module.ConfigError, registry.UnknownSelector) as error:
        raise _fail(str(error)) from None


def _render(results: Sequence[object], output_format: str, stream: TextIO, cost: Optional[dict[str, Any]] = None) -> int:
    """Render with the linter's reporters; a minimal concise printer if they are missing.

    With `cost`, JSON becomes `{"diagnostics": [...], "cost": {...}}` and SARIF carries it
    as the run's `properties.cost`.
    """
    from tfshape_lint.model import FileResult

    typed = [r for r in results if isinstance(r, FileResult)]
    try:
        from tfshape_lint.reporters import REPORTERS, render
    except ImportError:
        REPORTERS, render = {}, None  # type: ignore[assignment]
    if render is not None and output_format in REPORTERS:
        if cost is None or output_format not in ("json", "sarif"):
            return render(typed, output_format, stream).diagnostics
        return _render_with_cost(typed, output_format, stream, cost, render)
    if output_format not in ("concise", "full"):
        raise _fail(f"output format {output_format!r} is not available in this installation")
    count = 0
    for result in typed:
        for d in result.diagnostics:
            stream.write(f"{result.path}:{d.span.start.line}:{d.span.start.column}: {d.code} {d.message}\n")
            count += 1
    return count


def _render_with_cost(results: Sequence[Any], output_format: str, stream: TextIO, cost: dict[str, Any], render: Any) -> int:
    import io
    import json

    buffer = io.StringIO()
    count = int(render(results, output_format, buffer).diagnostics)
    document = json.loads(buffer.getvalue())
    if output_format == "json":
        json.dump({"diagnostics": document, "cost": cost}, stream, indent=2, ensure_ascii=False)
        stream.write("\n")
        return count
    from tfshape_lint.reporters.sarif import render_log

    document["runs"][0].setdefault("properties", {})["cost"] = cost
    stream.write(render_log(document))
    return count
