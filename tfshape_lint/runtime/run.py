"""One run of the runtime checker, shared by the CLI and the Python API.

Load the target inside the Keras provenance hooks, trace it (two passes), run the
optional checks, then filter by `select`/`ignore` and the user's suppression comments.
"""

from __future__ import annotations

import time
import warnings
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Collection, Mapping, Optional, Sequence

from tfshape_lint.model import FileResult
from tfshape_lint.runtime import codes
from tfshape_lint.runtime.checker import (
    Finding,
    TraceStats,
    check_target,
    resolve_specs,
    to_file_results,
)
from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.inputs import load_sample
from tfshape_lint.runtime.specs import parse_assume
from tfshape_lint.runtime.tfenv import import_tensorflow

if TYPE_CHECKING:
    from tfshape_lint.runtime.cost import CostReport
    from tfshape_lint.runtime.targets import Target


@dataclass(frozen=True)
class TraceOptions:
    """What to trace and which checks to run (the CLI options, as data)."""

    batch_size: int = 32
    specs: tuple[str, ...] = ()
    assume: tuple[str, ...] = ()
    signature: Optional[str] = None
    dataset: Optional[str] = None
    check_retrace: bool = False
    check_batch_invariance: bool = False
    # Also trace a Keras model's training call (`model(x, training=True)`).
    training: bool = True
    # Also trace a compiled Keras model's `train_step` (losses, metrics): `--train-step`.
    train_step: bool = False
    # Measure what a static batch buys (Grappler, XLA, TFLite): `trace --cost`.
    cost: bool = False
    # The user's example inputs for the checks that run the model: `--sample` (a .npz path
    # or MODULE:FUNCTION), or arrays from the Python API. None: distinct random examples.
    sample: Any = None
    # Codes to report; None means every runtime code.
    enabled: Optional[frozenset[str]] = None
    # Codes to report for a finding in this file (the config's `per-file-ignores`).
    enabled_for: Optional[Callable[[str], Collection[str]]] = None
    verbose: bool = False


@dataclass
class TraceRun:
    """The outcome: results for reporters, warnings for stderr, figures for --verbose."""

    results: list[FileResult]
    warnings: list[str] = field(default_factory=list)
    stats: TraceStats = field(default_factory=TraceStats)
    # The `--cost` table, when asked for.
    cost: Optional["CostReport"] = None


def assume_table(assume: Sequence[str]) -> dict[tuple[str, int], int]:
    table = {}
    for text in assume:
        name, dim, value = parse_assume(text)
        table[(name, dim)] = value
    return table


def run_trace(target: Any, options: TraceOptions) -> TraceRun:
    """Check `target`: a TARGET string (file.py:ATTR, pkg.mod:ATTR, SavedModel, .keras) or an object.

    Raises `TraceError` for usage and target problems and `TensorFlowMissing` without TF.
    """
    if options.batch_size < 1:
        raise TraceError("--batch-size must be at least 1")
    if isinstance(target, str):
        from tfshape_lint.runtime.targets import precheck_target

        precheck_target(target)
    started = time.perf_counter()
    tf = import_tensorflow(options.verbose)
    from tfshape_lint.runtime.checker import forget_datasets

    forget_datasets()
    from tfshape_lint.runtime.provenance import recording
    from tfshape_lint.runtime.targets import load_callable_target, load_target

    assume = assume_table(options.assume)
    with warnings.catch_warnings(), recording(tf) as provenance:
        if not options.verbose:
            # Stderr is for the tool's own words: Keras's UserWarnings about a dict model's
            # input structure and the like are TensorFlow's logs (shown with --verbose).
            warnings.simplefilter("ignore")
        if isinstance(target, str):
            loaded = load_target(target)
        else:
            loaded = load_callable_target(target, str(getattr(target, "name", None) or getattr(target, "__name__", type(target).__name__)))
        loading = time.perf_counter() - started
        if loaded.kind == "graph":
            from tfshape_lint.runtime.checker import TraceStats
            from tfshape_lint.runtime.graphs import check_graph

            outcome = check_graph(loaded, loaded.obj, batch_size=options.batch_size, specs=options.specs,
                                  assume=assume, stats=TraceStats())
        elif loaded.kind == "savedmodel":
            from tfshape_lint.runtime.checker import TraceStats
            from tfshape_lint.runtime.savedmodel import check_savedmodel

            outcome = check_savedmodel(loaded, batch_size=options.batch_size, specs=options.specs, assume=assume,
                                       signature=options.signature, stats=TraceStats())
        else:
            outcome = check_target(
                loaded,
                provenance,
                batch_size=options.batch_size,
                specs=options.specs,
                assume=assume,
                dataset=options.dataset,
                signature=options.signature,
                training=options.training,
                train_step=options.train_step,
            )
        findings: list[Finding] = list(outcome.findings)
        if options.sample is not None and not (options.check_retrace or options.check_batch_invariance):
            outcome.warnings.append("note: --sample is read by --check-retrace and --check-batch-invariance; "
                                    "neither was asked for, so it was not used")
        if options.check_retrace or options.check_batch_invariance:
            if loaded.kind in ("savedmodel", "graph"):
                raise TraceError(f"{loaded.label}: --check-retrace and --check-batch-invariance call the target; "
                                 f"a {'SavedModel' if loaded.kind == 'savedmodel' else 'TF1 graph'} is only walked")
            specs, _ = resolve_specs(loaded, provenance, options.specs, options.dataset)
            sample = load_sample(options.sample, specs) if options.sample is not None else None
            if options.check_retrace:
                from tfshape_lint.runtime.retrace import check_retrace

                mark = time.perf_counter()
                retrace = check_retrace(loaded, specs, options.batch_size, provenance, assume, sample)
                findings.extend(retrace.findings)
                outcome.warnings.extend(retrace.notes)
                outcome.stats.seconds["check retrace"] = time.perf_counter() - mark
            if options.check_batch_invariance:
                from tfshape_lint.runtime.invariance import check_batch_invariance

                mark = time.perf_counter()
                invariance = check_batch_invariance(loaded, specs, options.batch_size, provenance, assume, sample)
                findings.extend(invariance.findings)
                outcome.warnings.extend(invariance.notes)
                outcome.stats.seconds["check batch invariance"] = time.perf_counter() - mark
        cost = None
        if options.cost:
            mark = time.perf_counter()
            cost = _measure_cost(loaded, provenance, options, assume)
            outcome.stats.seconds["measure cost"] = time.perf_counter() - mark
    outcome.stats.seconds = {"import TensorFlow and load target": loading, **outcome.stats.seconds}
    kept = [
        f for f in findings
        if _enabled(f, options.enabled)
        and (options.enabled_for is None or f.diagnostic.code in options.enabled_for(f.path))
        and not _suppressed(f)
    ]
    return TraceRun(to_file_results(kept), outcome.warnings, outcome.stats, cost)


def _measure_cost(loaded: "Target", provenance: Any, options: TraceOptions, assume: Mapping[tuple[str, int], int]) -> "CostReport":
    """The `--cost` table for a loaded target (as declared against the static batch)."""
    from tfshape_lint.runtime import checker, cost

    if loaded.kind == "savedmodel":
        from tfshape_lint.runtime.savedmodel import (
            choose_signature,
            signature_specs,
            specialise,
        )
        from tfshape_lint.runtime.specs import apply_command_line, make_static

        _, function = choose_signature(loaded.obj, options.signature, loaded.label)
        declared = signature_specs(function)
        if options.specs:
            declared, _ = apply_command_line(declared, options.specs)
        static = make_static(declared, options.batch_size, assume)
        graph, outputs = specialise(function, static)
        return cost.measure_savedmodel_cost(loaded, function, declared, graph, outputs, options.batch_size, static)
    specs, _ = resolve_specs(loaded, provenance, options.specs, options.dataset)
    train_step = None
    if options.train_step and loaded.kind == "keras" and getattr(loaded.obj, "optimizer", None) is not None:
        def train_step(chosen: Sequence[Any]) -> Any:
            return checker.trace_train_step(loaded.obj, chosen, options.dataset)

    return cost.measure_cost(
        loaded, specs, options.batch_size, assume,
        trace=lambda chosen, static: checker.trace(loaded, chosen, static=static),
        trackable=loaded.obj if loaded.kind == "keras" else None,
        train_step=train_step,
    )


def _enabled(finding: Finding, enabled: Optional[Collection[str]]) -> bool:
    return enabled is None or finding.diagnostic.code in enabled


_suppression_cache: dict[str, Any] = {}


def _suppressed(finding: Finding) -> bool:
    """Honour `# noqa: TFS902` and `# tfshape: ignore[...]` on the reported line."""
    import linecache

    from tfshape_lint.lint.noqa import parse_suppressions

    path = finding.path
    if path not in _suppression_cache:
        source = "".join(linecache.getlines(path)) if path.endswith(".py") else ""
        _suppression_cache[path] = parse_suppressions(source) if source else None
    suppressions = _suppression_cache[path]
    if suppressions is None:
        return False
    diagnostic = finding.diagnostic
    return bool(suppressions.suppresses(diagnostic.span.start.line, diagnostic.code, diagnostic.name))


def enabled_codes(select: Sequence[str], ignore: Sequence[str]) -> Optional[frozenset[str]]:
    """Runtime codes left by `--select`/`--ignore` (codes, prefixes or names)."""
    if not select and not ignore:
        return None
    from tfshape_lint.registry import expand

    runtime = {c.code for c in codes.ALL_CODES}
    chosen = set(runtime)
    if select:
        chosen = set()
        for selector in select:
            chosen |= set(expand(selector)) & runtime
    for selector in ignore:
        chosen -= set(expand(selector))
    return frozenset(chosen)

