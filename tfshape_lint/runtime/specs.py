"""Input specs: parse `--spec`/`--assume`, find the declared ones, and make them static.

An `InputSpec` keeps where it was declared (a Keras `Input` line, an `input_signature`,
the command line), because TFS901 reports at that line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Mapping, Optional, Sequence

from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import UserFrame

Shape = Optional[tuple[Optional[int], ...]]  # None means unknown rank

_NONE_WORDS = {"none", "?", "-1", ""}
_SPEC_RE = re.compile(r"^(?P<name>[^=]+)=(?P<shape>[^:]*)(?::(?P<dtype>[A-Za-z0-9_]+))?$")
_ASSUME_RE = re.compile(r"^(?P<name>[^=.]+)\.(?P<dim>\d+)=(?P<value>\d+)$")


@dataclass(frozen=True)
class InputSpec:
    """One input of the traced function: name, shape (None dims allowed), dtype, origin."""

    name: str
    shape: Shape
    dtype: str = "float32"
    # How it was declared: "keras Input", "input_signature", "--spec", "--dataset", "signature".
    origin: str = "--spec"
    declared_at: Optional[UserFrame] = None

    @property
    def none_dims(self) -> list[int]:
        return [i for i, d in enumerate(self.shape or ()) if d is None]

    def text(self) -> str:
        if self.shape is None:
            return "<unknown rank>"
        return "(" + ", ".join("None" if d is None else str(d) for d in self.shape) + ("," if len(self.shape) == 1 else "") + ")"


def parse_spec(text: str) -> tuple[str, Shape, Optional[str]]:
    """Parse `NAME=SHAPE[:DTYPE]`, e.g. `x=32,28,28,1:float32`, `ids=None,128:int32`."""
    match = _SPEC_RE.match(text.strip())
    if not match:
        raise TraceError(f"--spec {text!r}: expected NAME=SHAPE[:DTYPE], e.g. x=32,28,28,1:float32")
    raw = match.group("shape").strip().strip("()[]")
    dims: list[Optional[int]] = []
    if raw:
        for part in raw.split(","):
            word = part.strip().lower()
            if word in _NONE_WORDS:
                dims.append(None)
            elif word.isdigit():
                dims.append(int(word))
            else:
                raise TraceError(f"--spec {text!r}: dimension {part.strip()!r} is not a number or None")
    return match.group("name").strip(), tuple(dims), match.group("dtype")


def parse_assume(text: str) -> tuple[str, int, int]:
    """Parse `NAME.DIM=N`, e.g. `tokens.1=128`."""
    match = _ASSUME_RE.match(text.strip())
    if not match:
        raise TraceError(f"--assume {text!r}: expected NAME.DIM=N, e.g. tokens.1=128")
    return match.group("name"), int(match.group("dim")), int(match.group("value"))


def apply_command_line(
    declared: Sequence[InputSpec], given: Sequence[str]
) -> tuple[list[InputSpec], list[str]]:
    """Override declared specs with `--spec` values; return the specs and conflict warnings.

    A `--spec` matches a declared input by name, else by position (`0=...` or order).
    Keras 3 silently accepts a conflicting batch size and even a wrong rank, so conflicts
    are checked here.
    """
    warnings: list[str] = []
    result = list(declared)
    by_name = {s.name: i for i, s in enumerate(declared)}
    for position, text in enumerate(given):
        name, shape, dtype = parse_spec(text)
        if name in by_name:
            index = by_name[name]
        elif name.isdigit():
            index = int(name)
        else:
            index = position  # positional inputs are matched in order
        if index < len(declared):
            old = declared[index]
            warnings.extend(_conflicts(old, shape, text))
            result[index] = InputSpec(old.name if name.isdigit() else name, shape, dtype or old.dtype, "--spec")
        else:
            result.append(InputSpec(name, shape, dtype or "float32", "--spec"))
    return result, warnings


def _conflicts(declared: InputSpec, shape: Shape, text: str) -> list[str]:
    if declared.shape is None or shape is None:
        return []
    if len(declared.shape) != len(shape):
        return [
            f"warning: --spec {text} has rank {len(shape)} but `{declared.name}` is declared "
            f"{declared.text()} (rank {len(declared.shape)}); TensorFlow may reshape silently"
        ]
    return [
        f"warning: --spec {text} gives dim {i} = {'None' if g is None else g} but `{declared.name}` "
        f"is declared {declared.text()}"
        for i, (d, g) in enumerate(zip(declared.shape, shape))
        if d is not None and g != d
    ]


def make_static(
    specs: Sequence[InputSpec], batch_size: int, assume: Mapping[tuple[str, int], int]
) -> list[InputSpec]:
    """Replace every `None` dim by `--assume` for that input and dim, else by the batch size."""
    static: list[InputSpec] = []
    for position, spec in enumerate(specs):
        if spec.shape is None:
            static.append(spec)
            continue
        dims = tuple(
            d
            if d is not None
            else assume.get((spec.name, i), assume.get((str(position), i), batch_size))
            for i, d in enumerate(spec.shape)
        )
        static.append(replace(spec, shape=dims))
    return static


def declared_batch(specs: Sequence[InputSpec]) -> Optional[int]:
    """The batch size the inputs fix (dim 0 of the first input that declares it), if any."""
    for spec in specs:
        if spec.shape and spec.shape[0] is not None:
            return spec.shape[0]
    return None
