"""The runtime checker: trace a TensorFlow model or function and report unknown dims.

Importing this package does not import TensorFlow; `check` does, when called.

    from tfshape_lint.runtime import check
    assert not check(build_model, batch_size=32)
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence, Union

from tfshape_lint.model import Diagnostic

SpecLike = Union[str, Sequence[Optional[int]], Any]


def check(
    model_or_fn: Any,
    *,
    batch_size: int = 32,
    specs: Union[Sequence[str], Mapping[str, SpecLike], None] = None,
    assume: Union[Sequence[str], Mapping[str, int], None] = None,
    signature: Optional[str] = None,
    dataset: Optional[str] = None,
    check_retrace: bool = False,
    check_batch_invariance: bool = False,
    training: bool = True,
    train_step: bool = False,
    sample: Any = None,
    select: Sequence[str] = (),
    ignore: Sequence[str] = (),
) -> list[Diagnostic]:
    """Trace `model_or_fn` and return the runtime findings (TFS9xx) as Diagnostics.

    `model_or_fn` is a Keras model, a zero-argument factory returning one (call it here so
    the layer hook records your source lines), a `tf.function`, a plain callable (needs
    `specs`), or a TARGET string as on the command line. `specs` is a list of
    `"NAME=SHAPE[:DTYPE]"` strings or a mapping from input name to a shape, a
    `"32,28,28,1:float32"` string or a `tf.TensorSpec`. `assume` maps `"NAME.DIM"` to a
    size. `dataset` is `"module:fn"` or `"file.py:fn"`, as `--dataset`: its pipeline is
    walked too (TFS907). `train_step=True` also traces a compiled Keras model's train
    step. `sample` is your own batch for the checks that run the model (one array, a list
    in input order or a dict by input name; or a `.npz` path or `"module:fn"`, as
    `--sample`). Each diagnostic's `context["path"]` names its file. Raises `TraceError` when the
    target cannot be loaded or traced.
    """
    from tfshape_lint.runtime.run import enabled_codes, run_trace

    options = _options(
        batch_size, specs, assume, signature, dataset,
        check_retrace=check_retrace, check_batch_invariance=check_batch_invariance, training=training,
        train_step=train_step, sample=sample, enabled=enabled_codes(select, ignore),
    )
    run = run_trace(model_or_fn, options)
    return [d for result in run.results for d in result.diagnostics]


def measure_cost(
    model_or_fn: Any,
    *,
    batch_size: int = 32,
    specs: Union[Sequence[str], Mapping[str, SpecLike], None] = None,
    assume: Union[Sequence[str], Mapping[str, int], None] = None,
    signature: Optional[str] = None,
    dataset: Optional[str] = None,
    train_step: bool = False,
) -> dict[str, Any]:
    """What a static batch buys for `model_or_fn`, as `tfshape-lint trace --cost` measures it.

    Returns the same dictionary as the `cost` key of the JSON output: `inputs` (declared and
    static shapes), `grappler` (peak memory, estimated time), `xla` (compilations for a
    batch of N and N-1 as declared, N when static) and `tflite` (dynamic shapes, Select TF
    ops, size); a part that does not apply holds `{"skipped": reason}`. XLA compilations
    are inferred from timing here (XLA's dumps need flags set before TensorFlow starts).
    """
    from tfshape_lint.runtime.run import run_trace

    options = _options(batch_size, specs, assume, signature, dataset, training=False, train_step=train_step, cost=True)
    run = run_trace(model_or_fn, options)
    assert run.cost is not None
    return run.cost.to_json()


def _options(
    batch_size: int,
    specs: Union[Sequence[str], Mapping[str, SpecLike], None],
    assume: Union[Sequence[str], Mapping[str, int], None],
    signature: Optional[str],
    dataset: Optional[str],
    **checks: Any,
) -> Any:
    """The TraceOptions of a Python API call (the command's options, as arguments)."""
    from tfshape_lint.runtime.run import TraceOptions

    return TraceOptions(
        batch_size=batch_size,
        specs=tuple(_spec_strings(specs)),
        assume=tuple(f"{k}={v}" for k, v in assume.items()) if isinstance(assume, Mapping) else tuple(assume or ()),
        signature=signature,
        dataset=dataset,
        **checks,
    )


def _spec_strings(specs: Union[Sequence[str], Mapping[str, SpecLike], None]) -> list[str]:
    if not specs:
        return []
    if not isinstance(specs, Mapping):
        return [str(s) for s in specs]
    strings = []
    for name, spec in specs.items():
        if isinstance(spec, str):
            strings.append(f"{name}={spec}")
        elif hasattr(spec, "shape") and hasattr(spec, "dtype"):  # tf.TensorSpec
            if spec.shape.rank is None:
                from tfshape_lint.runtime.errors import TraceError

                # Not silently a scalar: a static pass needs the rank to put sizes in.
                raise TraceError(
                    f"specs[{name!r}]: a TensorSpec of unknown rank cannot be traced at static sizes; "
                    "give its rank, with None for the unknown dims (tf.TensorSpec([None, 28, 28]))"
                )
            dims = spec.shape.as_list()
            strings.append(f"{name}={','.join('None' if d is None else str(d) for d in dims)}:{spec.dtype.name}")
        else:
            strings.append(f"{name}={','.join('None' if d is None else str(d) for d in spec)}")
    return strings


__all__ = ["check", "measure_cost"]
