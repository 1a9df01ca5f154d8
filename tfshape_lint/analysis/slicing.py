"""The geometry of hand-made batches: how wide a slice is, whether a loop's batches are
all full, whether a subscript cuts a batch, a shape or one element, and how a list is
split into batches (`np.array_split`) rather than folds or halves."""

from __future__ import annotations

import re
import weakref
from typing import Dict, FrozenSet, List, Optional, Set, Tuple

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value
from tfshape_lint.analysis.base import FileContext
from tfshape_lint.analysis.batch_purpose import class_attribute_values, counts_devices
from tfshape_lint.analysis.expressions import (
    children,
    in_scalar_context,
    is_single_example,
    range_call,
    references,
    walk,
)
from tfshape_lint.analysis.lengths import first_dimension
from tfshape_lint.analysis.literals import int_literal, is_literal, literal_value
from tfshape_lint.analysis.names import dotted_name, terminal_name
from tfshape_lint.analysis.naming import looks_like_array
from tfshape_lint.analysis.quoting import fold, unique
from tfshape_lint.analysis.scopes import Binding, Loop, Scope, ScopeFacts
from tfshape_lint.analysis.values import int_constant

#: Arrays of indices rather than of examples (`perm[a:b]` selects rows of another array).
INDEX_NAME = re.compile(r"(?i)(^|[._])(perm\w*|permutation|idx\w*|ind(ices|ex|s)\w*|order|shuffle\w*|ids)$")
#: Batch helpers by name (with subscripting in what they return).
HELPER_NAME = re.compile(r"(?i)batch|minibatch|mini_batch")

#: Folds of a cross-validation, not mini-batches (`folds = np.array_split(X, k)`).
FOLD_NAME = re.compile(r"(?i)fold|^k$|^cv_|_cv$")


def batch_split(call: cst.Call, file: FileContext) -> bool:
    """`np.array_split(x, n)` / `np.split(x, n)` along the examples: a list of mini-batches."""
    resolved = file.resolve(call.func) or ""
    if resolved not in ("numpy.array_split", "numpy.split") and not (
            not resolved and terminal_name(call.func) == "array_split"):
        return False
    sections = argument_value(call, "indices_or_sections", 1)
    if sections is None or isinstance(sections, (cst.List, cst.Tuple, cst.ListComp)):
        return False  # split at given indices: train/test, not batches
    if (isinstance(sections, (cst.Name, cst.Attribute)) and FOLD_NAME.search(terminal_name(sections) or "")) \
            or (isinstance(sections, cst.Integer) and int(sections.value) <= 3):
        return False  # `np.array_split(x, n_folds)`, `np.split(x, 2)`: folds or halves
    axis = argument_value(call, "axis", 2)
    return axis is None or (isinstance(axis, cst.Integer) and axis.value == "0")


def cross_validation(loop: Loop, splits: Set[str]) -> bool:
    """The loop joins the other parts of a split (`np.concatenate(folds[:i] + folds[i + 1:])`):
    it holds out one fold, it does not feed mini-batches."""
    if not splits:
        return False
    for expr in reads(loop):
        for node in walk(expr, lambda n: False):
            if isinstance(node, cst.Subscript) and dotted_name(node.value) in splits \
                    and any(isinstance(e.slice, cst.Slice) for e in node.slice):
                return True
    return False


def data_refs(node: cst.CSTNode) -> Set[str]:
    return references(node, skip=lambda n: in_scalar_context(n) or is_single_example(n))


def contains(node: cst.CSTNode, ids: Set[int]) -> bool:
    if not ids:
        return False
    return any(id(n) in ids for n in walk(node, lambda n: in_scalar_context(n) or is_single_example(n)))


#: A slice width named like a sequence length or a time window (`SEQLEN`, `num_steps`,
#: `window_size`, `PRIMELEN`), not a batch size.
SEQUENCE_WIDTH = re.compile(r"(?i)seq|len\b|len_|steps|window|prime|timestep|frames?\b|bptt|unroll")
BATCH_WIDTH = re.compile(r"(?i)batch|\bbs\b|mb_?size")


def time_window(lower: cst.BaseExpression, upper: cst.BaseExpression) -> bool:
    """`x[:, b * num_steps:(b + 1) * num_steps]`, `s[o:o + SEQLEN]`: the bounds step by a
    sequence length and by no batch size."""
    names = [name.rsplit(".", 1)[-1] for name in references(lower) | references(upper)]
    return any(SEQUENCE_WIDTH.search(name) for name in names) and not any(BATCH_WIDTH.search(name) for name in names)


def helper_subscript(node: cst.Subscript, named: bool, scope: Scope) -> bool:
    """A subscript that makes a function a batch helper: a slice with computed bounds, or in a
    helper named for batches an index array (`X[idx]`), never one element (`x[i]`)."""
    if _shape_like(node.value, scope):
        return False  # `shape[:expected_dims]`: part of a shape, not of the data
    dynamic = [e for e in node.slice if isinstance(e.slice, cst.Slice)
               and (not is_literal(e.slice.lower) or not is_literal(e.slice.upper))]
    if len(dynamic) == 1:
        part = dynamic[0].slice
        assert isinstance(part, cst.Slice)
        if part.lower is not None and part.upper is not None and time_window(part.lower, part.upper):
            return False  # a window along time (truncated BPTT), not a batch of examples
        if part.lower is not None and part.upper is not None and _suffix(part.lower, part.upper, scope):
            return False  # `perm[i + 1:n]`: what follows position i, shorter every turn
        if part.lower is not None and _over_devices(part.lower, scope):
            return False  # `batch[size_per_device * i:...]` for each GPU: one batch split across towers
        if part.upper is not None and (part.lower is None or is_literal(part.lower)) \
                and _sequence_length(part.upper):
            # `x_data_full[:seq_len]`, `[1:seq_len + 1]`: the steps of a time-major batch up to its
            # length (tscheepers' HRED `get_batch`, fifty-fourth split), not rows of examples.
            return False
        # `idx[0:train_size]` is `idx[:train_size]`: a head of the data (one ensemble member's
        # random training set: sandeep-ipk's `random_training_set()`, read in stop 38), a batch
        # only in a helper named for batches.
        lower = None if isinstance(part.lower, cst.Integer) and part.lower.value == "0" else part.lower
        return lower is not None and part.upper is not None or named
    if named and not dynamic and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
        index = node.slice[0].slice.value
        return not is_literal(index) and not _one_element(index, scope)  # `X[idx]` in a `next_batch` helper
    return False


def crop_parameter(node: cst.Subscript, scope: Scope) -> Optional[str]:
    """The parameter both bounds of the subscript's one computed slice are unpacked from, when
    its default is a tuple of literals (`h_beg, h_end = height_range` with `height_range=(35,
    195)`, then `image[h_beg:h_end, ...]`: kkweon's A3C `crop_image`, fifty-third split): a
    range of rows to keep, unless a caller passes other bounds (see BatchHelpers)."""
    dynamic = [e.slice for e in node.slice if isinstance(e.slice, cst.Slice)
               and (not is_literal(e.slice.lower) or not is_literal(e.slice.upper))]
    if len(dynamic) != 1 or dynamic[0].lower is None or dynamic[0].upper is None:
        return None
    sources = {_unpacked_from(bound, scope) for bound in (dynamic[0].lower, dynamic[0].upper)}
    found = sources.pop() if len(sources) == 1 else None
    return found


def _unpacked_from(bound: cst.BaseExpression, scope: Scope) -> Optional[str]:
    """The tuple-of-literals parameter every binding of the name `bound` is unpacked from."""
    if not isinstance(bound, cst.Name):
        return None
    bindings = scope.bindings.get(bound.value, [])
    names = {binding.value.value for binding in bindings
             if binding.kind == "unpack" and isinstance(binding.value, cst.Name)}
    if not bindings or len(names) != 1 or len(bindings) != sum(1 for b in bindings if b.kind == "unpack"):
        return None
    name = names.pop()
    sources = scope.bindings.get(name, [])
    if sources and all(source.kind == "param" and isinstance(source.value, (cst.Tuple, cst.List))
                       and all(is_literal(e.value) for e in source.value.elements) for source in sources):
        return name
    return None


def _sequence_length(bound: cst.BaseExpression) -> bool:
    """A bound named for a sequence length or a number of steps, and for no batch size."""
    names = [name.rsplit(".", 1)[-1] for name in references(bound)]
    return any(SEQUENCE_WIDTH.search(name) for name in names) and not any(BATCH_WIDTH.search(name) for name in names)


def _over_devices(lower: cst.BaseExpression, scope: Scope) -> bool:
    """The lower bound moves with a loop over devices (`for i in range(num_gpus)`)."""
    return any(binding.kind == "for" and binding.value is not None and counts_devices(binding.value)
               for name in references(lower) for binding in scope.bindings.get(name, []))


_COUNTERS: "weakref.WeakKeyDictionary[Scope, FrozenSet[str]]" = weakref.WeakKeyDictionary()


def _counters(scope: Scope) -> FrozenSet[str]:
    """The names `for` loops of `scope` bind (computed once per scope, not per slice)."""
    found = _COUNTERS.get(scope)
    if found is None:
        found = _COUNTERS[scope] = frozenset(b.name for bs in scope.bindings.values() for b in bs if b.kind == "for")
    return found


def _suffix(lower: cst.BaseExpression, upper: cst.BaseExpression, scope: Scope) -> bool:
    """`perm[i + 1:input_length]`: the lower bound moves with a loop's counter and the upper
    bound is a name no loop binds (or `len(...)`), so the slice is the rest after position i,
    not a window of one batch's width."""
    counters = _counters(scope)
    if not counters or not references(lower) & counters:
        return False
    if isinstance(upper, cst.Call) and terminal_name(upper.func) == "len":
        return True
    if not isinstance(upper, cst.Name):
        return False
    bindings = scope.bindings.get(upper.value, [])
    return all(b.loop is None and b.kind != "for" for b in bindings)


#: Names of shapes and dimensions (`shape`, `input_shapes`, `dims`).
_SHAPE_NAME = re.compile(r"(?i)(^|_)(shapes?|dims?)$")


def _shape_like(value: cst.BaseExpression, scope: Scope) -> bool:
    """`x.shape`, or a local name that only ever holds a shape (`shape = inputs[i].shape`)."""
    if in_scalar_context(value):
        return True
    if not isinstance(value, cst.Name):
        return False
    if _SHAPE_NAME.search(value.value):
        return True
    bindings = scope.bindings.get(value.value, [])
    return bool(bindings) and all(b.kind == "assign" and b.value is not None and _a_shape(b.value) for b in bindings)


def _a_shape(value: cst.BaseExpression) -> bool:
    """`x.shape`, `x.shape[1:]`, `len(x)`."""
    if isinstance(value, cst.Subscript):
        value = value.value
    return isinstance(value, (cst.Attribute, cst.Call)) and in_scalar_context(value)


#: Calls whose result's items are batches, not examples.
_SPLITTERS = frozenset({"array_split", "split", "reshape", "batch", "chunk", "chunks"})


def one_example(value: cst.BaseExpression, scope: Scope) -> bool:
    """One example of a list or array, as fed: `X[j]` where `j` counts a `range(...)` loop,
    with a token added (`[0] + X[j]`, `X[j] + [END]`), shifted (`X[j][:-1]`) or converted
    (`np.array(X[j])`)."""
    for _ in range(4):
        if isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Add):
            sides = [value.left, value.right]
            lists = [side for side in sides if isinstance(side, (cst.List, cst.Tuple))]
            if len(lists) != 1:
                return False
            value = sides[1] if sides[0] is lists[0] else sides[0]
        elif isinstance(value, cst.Call) and terminal_name(value.func) in ("array", "asarray") \
                and len(value.args) >= 1 and value.args[0].keyword is None:
            value = value.args[0].value
        elif isinstance(value, cst.Subscript) and len(value.slice) == 1 \
                and isinstance(value.slice[0].slice, cst.Slice) and isinstance(value.value, cst.Subscript):
            part = value.slice[0].slice
            if not (is_literal(part.lower) and is_literal(part.upper)):
                return False
            value = value.value  # `X[j][:-1]`: one sequence without its last token
        else:
            break
    if not isinstance(value, cst.Subscript) or len(value.slice) != 1 or not isinstance(value.slice[0].slice, cst.Index):
        return False
    if re.search(r"(?i)batch|chunk", terminal_name(value.value) or ""):
        return False  # `batches[j]`: one item of a list of batches is a batch
    if isinstance(value.value, cst.Name):
        bindings, _ = scope.lookup(value.value.value)
        if any(isinstance(b.value, cst.Call) and terminal_name(b.value.func) in _SPLITTERS for b in bindings):
            return False  # `xs = np.array_split(x, n)`, `X = x.reshape(-1, 100, 784)`: items are batches
    index = value.slice[0].slice.value
    return not is_literal(index) and bool(references(index)) and _one_element(index, scope)


def _one_element(index: cst.BaseExpression, scope: Scope) -> bool:
    """`x[i]`, `x[i + 1]`, `x[len(x) - 1]` where `i` counts a `range(...)` loop: one element of a
    list or array (deepchem's `_prepare_batch` reshapes `inputs[i]` one by one), not a batch."""
    if isinstance(index, (cst.Subscript, cst.Call, cst.List, cst.Tuple, cst.ListComp, cst.Attribute)):
        return False  # `X[perm[a:b]]`, `X[np.arange(...)]`, `X[self.idx]`: arrays of indices
    for name in references(index):
        bindings = scope.bindings.get(name, [])
        if not bindings or not all(_counts_a_range(b) or _scalar_position(b) for b in bindings):
            return False
    return True


#: Reductions that give one position: `idx = np.argmin(dists)` picks one element.
_POSITION_REDUCTIONS = frozenset({"argmin", "argmax", "nanargmin", "nanargmax"})


def _counts_a_range(binding: Binding) -> bool:
    return binding.kind == "for" and binding.value is not None and isinstance(binding.node, cst.For) \
        and isinstance(binding.node.target, cst.Name) and range_call(binding.value) is not None


def _scalar_position(binding: Binding) -> bool:
    """`idx = np.argmin(dists)` (no `axis`): the position of one element (HopSkipJump's
    `binary_search_batch` returns `out_images[idx]`, the best image)."""
    value = binding.value
    return binding.kind == "assign" and isinstance(value, cst.Call) \
        and terminal_name(value.func) in _POSITION_REDUCTIONS \
        and len(value.args) == 1 and value.args[0].keyword is None


def array_args(call: cst.Call, file: FileContext) -> List[str]:
    out = []
    for arg in call.args:
        if arg.keyword is None and isinstance(arg.value, (cst.Name, cst.Attribute)):
            text = folded_text(arg.value, file)
            if looks_like_array(text):
                out.append(text)
    return unique(out)


def folded_text(node: cst.CSTNode, file: FileContext) -> str:
    return fold(file.code_for(node))


def _uncapped(width: cst.BaseExpression, lower: cst.BaseExpression) -> cst.BaseExpression:
    """`bs` of `np.minimum(bs, n - start)` (or `min(...)`) added to `start`: the batch size,
    capped by what is left (steveKapturowski's TRPO `end = start + np.minimum(self.batch_size,
    data_size - start)`, seventieth split, judged false for naming the whole expression as
    the width to batch by)."""
    if isinstance(width, cst.Call) and terminal_name(width.func) in ("min", "minimum") and len(width.args) == 2:
        moving = references(lower)
        fixed = [arg.value for arg in width.args if not references(arg.value) & moving]
        if len(fixed) == 1:
            return fixed[0]
    return width


def width_of(lower: cst.BaseExpression, upper: cst.BaseExpression, file: FileContext) -> Optional[str]:
    """`bs` for `[i:i + bs]`, `[i * bs:(i + 1) * bs]`, `[i:min(i + bs, n)]`, else None."""
    if isinstance(upper, cst.Call) and terminal_name(upper.func) == "min" and upper.args:
        upper = upper.args[0].value
    lower_text = folded_text(lower, file)
    if isinstance(upper, cst.BinaryOperation) and isinstance(upper.operator, cst.Add):
        if folded_text(upper.left, file) == lower_text:
            return folded_text(_uncapped(upper.right, lower), file)
        if folded_text(upper.right, file) == lower_text:
            return folded_text(_uncapped(upper.left, lower), file)
    if all(isinstance(e, cst.BinaryOperation) and isinstance(e.operator, cst.Multiply) for e in (lower, upper)):
        assert isinstance(lower, cst.BinaryOperation) and isinstance(upper, cst.BinaryOperation)
        common = {folded_text(lower.left, file), folded_text(lower.right, file)} & {folded_text(upper.left, file),
                                                                        folded_text(upper.right, file)}
        if len(common) == 1:
            return common.pop()
    return None


def bound_width(subscript: cst.Subscript, loop: Loop, file: FileContext) -> Optional[str]:
    """The width of `x[start:end]` from `end = start + bs` in the loop."""
    for element in subscript.slice:
        part = element.slice
        if isinstance(part, cst.Slice) and isinstance(part.upper, cst.Name) and part.lower is not None:
            for binding in loop.bindings_of(part.upper.value):
                if binding.value is not None:
                    width = width_of(part.lower, binding.value, file)
                    if width is not None:
                        return width
    return None


def slice_width(subscript: cst.Subscript, file: FileContext) -> Optional[str]:
    for element in subscript.slice:
        part = element.slice
        if isinstance(part, cst.Slice) and part.lower is not None and part.upper is not None:
            return width_of(part.lower, part.upper, file)
    return None


def step_of(loop: Loop, name: str) -> Optional[str]:
    """How far `name` moves per iteration when it is the loop's counter ("1", "bs"), or None."""
    if name in loop.targets and loop.kind in ("for", "comp") and loop.iters:
        call = range_call(loop.iters[0])
        if call is not None:
            positional = [a for a in call.args if a.keyword is None]
            return "1" if len(positional) <= 2 else None
        return None
    for binding in loop.bindings_of(name):
        if binding.kind == "aug" and binding.loop is loop:
            if isinstance(binding.value, cst.Integer):
                return binding.value.value
    return None


def range_step(loop: Loop, file: FileContext) -> Optional[str]:
    if loop.kind == "while" or not loop.iters:
        return None
    call = range_call(loop.iters[0])
    if call is None:
        return None
    positional = [a for a in call.args if a.keyword is None]
    return folded_text(positional[2].value, file) if len(positional) == 3 else None


def batches_kind(loop: Loop, kind: str, file: FileContext) -> str:
    """partial: the last batch may be shorter; full: every batch is full (the rest is unused);
    drops: `zip(range(0, n, bs), range(bs, n, bs))` never yields the last batch."""
    if kind == "array_split" or loop.kind == "while" or not loop.iters:
        return "partial"
    iterable = loop.iters[0]
    if isinstance(iterable, cst.Name):
        # `training_batch = zip(range(0, n, bs), range(bs, n + 1, bs))`, then `for start, end
        # in training_batch:` (Packt's LeNet-5).
        bound = [b.value for b in loop.scope.lookup(iterable.value)[0]]
        if bound and all(value is not None and _zip_of_ranges(value) for value in bound):
            kinds = {_zip_kind(value, file) for value in bound if value is not None}
            return kinds.pop() if len(kinds) == 1 else "partial"
    if _zip_of_ranges(iterable):
        return _zip_kind(iterable, file)
    call = range_call(iterable)
    positional = [a.value for a in call.args if a.keyword is None] if call is not None else []
    if not positional:
        return "partial"
    stop = positional[1] if len(positional) >= 2 else positional[0]
    if len(positional) == 3:
        if _leaves_out_a_step(stop, positional[2], file):
            return "full"
        start, step = (literal_int_in(loop, v) for v in (positional[0], positional[2]))
        end = literal_int_in(loop, stop)
        # `range(0, 128, 32)` over 128 rows: the written sizes divide, no batch is short
        # (taking the written bound for the data's length), when every slice is one step wide.
        whole = start is not None and end is not None and step is not None and step > 0 \
            and (end - start) % step == 0 and _slices_one_step_wide(loop, positional[2], file)
        return "full" if whole or _multiple_long(loop, stop, positional[2]) else "partial"
    if _covered_by_known_length(loop, stop, file):
        return "full"
    while isinstance(stop, cst.BinaryOperation) and isinstance(stop.operator, cst.Subtract) \
            and (int_literal(stop.right) or 0) >= 1:
        # `xrange(num_batches - 1)` over a count of whole batches: fewer of them, still whole
        # (GRU4Rec's BPTT trainer, stop 45, judged false)
        stop = stop.left
    counts = [stop]
    if isinstance(stop, cst.Name):
        bindings, _ = loop.scope.lookup(stop.value)
        before = [b for b in bindings if b.order < loop.order]
        if before and before[-1].kind == "assign" and before[-1].loop is None \
                and loop.blocks[:len(before[-1].blocks)] == before[-1].blocks:
            # The assignment that reaches this loop decides (`num_batches` of training, then
            # bound again for the test set).
            bindings = before[-1:]
        counts = [b.value for b in bindings if b.value is not None]
    elif isinstance(stop, cst.Attribute) and (dotted_name(stop) or "").startswith("self."):
        # `range(self.num_batches)`, set in `__init__` as `len(x) // bs`.
        counts = class_attribute_values(loop, dotted_name(stop) or "", file.analysis(ScopeFacts))
        # (`self.total_batch = None` in `__init__`, set to `int(n / bs)` before training:
        # DeepRec's models, stop 45, judged false five times: the `None` is no count)
        counts = [count for count in counts if not (isinstance(count, cst.Name) and count.value == "None")]
    if counts and all(_floors(count, loop) or _python2_division(count) or _at_most_whole(count, loop) for count in counts):
        return "full"
    return "full" if _whole_chunks(loop, stop, file) else "partial"


def linspace_cuts(loop: Loop, file: FileContext) -> Optional[bool]:
    """Whether every slice of the loop cuts between neighbouring points of an `np.linspace`
    (`indices = np.linspace(0, 10000 - 1, 100).astype('int')`, then `X[indices[i]:indices[i+1]]`,
    pkmital's spatial-transformer tutorial): True when the written span divides into equal
    steps (every batch is full), False when it may not (the sizes differ by one, anywhere in
    the epoch), None when the slices are not cut that way."""
    cut = [site.subscript for site in loop.slices if site.loop is loop]
    if not cut or loop.kind != "for" or len(loop.targets) != 1:
        return None
    counter = next(iter(loop.targets))
    points: Optional[str] = None
    for subscript in cut:
        if len(subscript.slice) != 1 or not isinstance(subscript.slice[0].slice, cst.Slice):
            return None
        bounds = subscript.slice[0].slice
        lower, upper = _point(bounds.lower, counter, 0), _point(bounds.upper, counter, 1)
        if lower is None or lower != upper or points not in (None, lower):
            return None
        points = lower
    assert points is not None
    return _linspace_even(loop.scope, points, file)


_LINSPACES: "weakref.WeakKeyDictionary[Scope, Dict[str, Optional[bool]]]" = weakref.WeakKeyDictionary()


def _linspace_even(scope: Scope, name: str, file: FileContext) -> Optional[bool]:
    """Whether every `np.linspace` the name is bound to in its scope (anywhere: a binding later
    in an epoch loop changes the next epoch's cuts; each branch's) spaces whole steps, found
    once per scope and name; None when a binding is not a linspace (or itself, cast)."""
    cache = _LINSPACES.setdefault(scope, {})
    if name not in cache:
        bindings, _ = scope.lookup(name)
        verdicts: List[bool] = []
        for binding in bindings:
            value = binding.value
            if binding.kind != "assign" or value is None:
                verdicts = []
                break
            while isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) \
                    and value.func.attr.value == "astype":
                value = value.func.value
            if isinstance(value, cst.Name) and value.value == name:
                continue  # `indices = indices.astype('int')`
            if not isinstance(value, cst.Call) or file.resolve(value.func) != "numpy.linspace":
                verdicts = []
                break
            verdicts.append(_even_spacing(value, scope))
        cache[name] = None if not verdicts else all(verdicts)
    return cache[name]


def _even_spacing(call: cst.Call, scope: Scope) -> bool:
    """`np.linspace(start, stop, num)` of whole numbers whose points are whole steps apart:
    `(stop - start) / (num - 1)` a whole number (`/ num` with `endpoint=False`)."""
    start, stop = _number(argument_value(call, "start", 0), scope), _number(argument_value(call, "stop", 1), scope)
    count = argument_value(call, "num", 2)
    num = _number(count, scope) if count is not None else 50  # numpy's default
    endpoint = argument_value(call, "endpoint", 3)
    steps = num if endpoint is not None and literal_value(endpoint) is False else (num - 1 if num is not None else None)
    if start is None or stop is None or steps is None or steps < 1:
        return False
    return (stop - start) % steps == 0


def _point(bound: Optional[cst.BaseExpression], counter: str, offset: int) -> Optional[str]:
    """`points[i]` (offset 0) or `points[i + 1]` (offset 1): the name of the points."""
    if not isinstance(bound, cst.Subscript) or not isinstance(bound.value, cst.Name) or len(bound.slice) != 1 \
            or not isinstance(bound.slice[0].slice, cst.Index):
        return None
    index = bound.slice[0].slice.value
    if offset == 0:
        matches = isinstance(index, cst.Name) and index.value == counter
    else:
        matches = isinstance(index, cst.BinaryOperation) and isinstance(index.operator, cst.Add) \
            and isinstance(index.left, cst.Name) and index.left.value == counter and int_literal(index.right) == 1
    return bound.value.value if matches else None


def _number(node: Optional[cst.BaseExpression], scope: Scope) -> Optional[int]:
    """`10000 - 1`, `n * 2 + 1`, `9999.0` of whole numbers (or names bound to one int)."""
    if node is None:
        return None
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract, cst.Multiply)):
        left, right = _number(node.left, scope), _number(node.right, scope)
        if left is None or right is None:
            return None
        if isinstance(node.operator, cst.Add):
            return left + right
        return left - right if isinstance(node.operator, cst.Subtract) else left * right
    if isinstance(node, cst.Float):
        number = float(node.value.replace("_", ""))
        return int(number) if number.is_integer() else None
    if isinstance(node, cst.Name):
        bindings, _ = scope.lookup(node.value)
        values = {literal_value(b.value) if b.kind == "assign" and b.value is not None else ... for b in bindings}
        value = values.pop() if len(values) == 1 else ...
        return value if type(value) is int else None
    return int_literal(node)


def _covered_by_known_length(loop: Loop, stop: cst.BaseExpression, file: FileContext) -> bool:
    """`for i in range(250): x_data[i*10:i*10+10]` over `x_data = np.linspace(-7, 10, 2500)`:
    a written count times a written width that the array's written length covers, so no
    batch runs past the end (every batch is full)."""
    count = int_literal(stop)
    if count is None:
        return False
    sites = [site for site in loop.slices if site.loop is loop]
    if not sites:
        return False
    known: Set[str] = set()  # the bounds of slices of an array whose length is written
    unknown: Set[str] = set()
    for site in sites:
        dynamic = [e.slice for e in site.subscript.slice if isinstance(e.slice, cst.Slice)
                   and e.slice.lower is not None and e.slice.upper is not None]
        if len(dynamic) != 1 or not isinstance(site.subscript.value, cst.Name):
            return False
        width_text = width_of(dynamic[0].lower, dynamic[0].upper, file)  # type: ignore[arg-type]
        if width_text is None or not width_text.isdigit():
            return False
        bounds = folded_text(dynamic[0].lower, file) + ":" + folded_text(dynamic[0].upper, file)  # type: ignore[arg-type]
        bindings, _ = loop.scope.lookup(site.subscript.value.value)
        lengths = [_written_length(b.value, file) for b in bindings if b.value is not None and not _reorders(b)]
        if lengths and all(n is not None for n in lengths):
            if any(count * int(width_text) > n for n in lengths if n is not None):
                return False
            known.add(bounds)
        else:
            unknown.add(bounds)
    # `y_data = np.square(x_data) + noise` sliced with the same bounds as `x_data`: its pair.
    return bool(known) and unknown <= known


def _written_length(value: cst.BaseExpression, file: FileContext) -> Optional[int]:
    """The rows written for an array (`np.linspace(a, b, 2500)`, `np.zeros((2500, 3))`, see
    `first_dimension`), also under `[:, np.newaxis]` or `.astype(...)`; else None."""
    while True:
        if isinstance(value, cst.Subscript) and value.slice and isinstance(value.slice[0].slice, cst.Slice) \
                and value.slice[0].slice.lower is None and value.slice[0].slice.upper is None:
            value = value.value  # `[:, np.newaxis]` keeps every row
        elif isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) \
                and value.func.attr.value == "astype":
            value = value.func.value
        else:
            return first_dimension(value, file.resolve)


def _whole_chunks(loop: Loop, stop: cst.BaseExpression, file: FileContext) -> bool:
    """`for j in range(TRAINING_RATIO):` cutting `chunk[j * bs:(j + 1) * bs]` out of a chunk
    the enclosing loop cut `bs * TRAINING_RATIO` wide, with a count of whole chunks only
    (`range(n // (bs * TRAINING_RATIO))`): every batch is full (the improved WGAN's critic
    loop)."""
    parent = loop.parent
    if parent is None or parent.kind != "for" or not isinstance(stop, (cst.Name, cst.Integer)) \
            or batches_kind(parent, "slice", file) != "full":
        return False
    count = folded_text(stop, file)
    sites = [site for site in loop.slices if site.loop is loop]
    if not sites:
        return False
    for site in sites:
        dynamic = [e.slice for e in site.subscript.slice if isinstance(e.slice, cst.Slice)
                   and e.slice.lower is not None and e.slice.upper is not None]
        array = site.subscript.value
        if len(dynamic) != 1 or not isinstance(array, cst.Name):
            return False
        width = width_of(dynamic[0].lower, dynamic[0].upper, file)  # type: ignore[arg-type]
        chunks = [b.value for b in parent.bindings_of(array.value)]
        if width is None or len(chunks) != 1 or not isinstance(chunks[0], cst.Subscript):
            return False
        cut = [e.slice for e in chunks[0].slice if isinstance(e.slice, cst.Slice)
               and e.slice.lower is not None and e.slice.upper is not None]
        chunk_width = width_of(cut[0].lower, cut[0].upper, file) if len(cut) == 1 else None  # type: ignore[arg-type]
        if chunk_width is None:
            return False
        texts = {chunk_width}
        if chunk_width.isidentifier():
            # The one binding of the width that reaches the enclosing loop (`minibatches_size =
            # BATCH_SIZE * TRAINING_RATIO`), not every binding of the name in the scope.
            before = [b for b in parent.scope.bindings.get(chunk_width, []) if b.order < parent.order]
            if before and before[-1].kind == "assign" and before[-1].value is not None:
                texts.add(folded_text(before[-1].value, file))
        wanted = {fold(f"{width} * {count}"), fold(f"{count} * {width}")}
        if not texts & wanted:
            return False
        # The enclosing loop counts whole chunks: its count divides by the chunk's width.
        parent_stop = _range_stop(parent)
        if parent_stop is None or not any(re.search(rf"//\s*\(?\s*{re.escape(text)}\s*\)?", folded_text(
                parent_stop, file)) for text in texts | wanted):
            return False
    return True


def _range_stop(loop: Loop) -> Optional[cst.BaseExpression]:
    call = range_call(loop.iters[0]) if loop.iters else None
    positional = [a.value for a in call.args if a.keyword is None] if call is not None else []
    return positional[1] if len(positional) >= 2 else positional[0] if positional else None


def _slices_one_step_wide(loop: Loop, step: cst.BaseExpression, file: FileContext) -> bool:
    """Every moving slice of the loop is `[i:i + step]` (as wide as the range's step)."""
    wanted = folded_text(step, file)
    widths = [width_of(part.lower, part.upper, file)
              for site in loop.slices for element in site.subscript.slice
              for part in [element.slice] if isinstance(part, cst.Slice)
              and part.lower is not None and part.upper is not None]
    return bool(widths) and all(width == wanted for width in widths)


def _multiple_long(loop: Loop, stop: cst.BaseExpression, step: cst.BaseExpression) -> bool:
    """`range(0, len(examples), n)` over `examples = [read() for i in range(n * k)]`: a list
    made with a multiple of the step as its length (Tacotron's feeder) splits into whole batches."""
    if not isinstance(step, cst.Name) or not isinstance(stop, cst.Call) or terminal_name(stop.func) != "len" \
            or len(stop.args) != 1 or not isinstance(stop.args[0].value, cst.Name):
        return False
    bindings, _ = loop.scope.lookup(stop.args[0].value.value)
    made = [b.value for b in bindings if not _reorders(b)]
    if made and all(value is not None and _trimmed_to_whole(value, step.value, loop) for value in made):
        return True
    if not made or not all(isinstance(v, (cst.ListComp, cst.GeneratorExp)) for v in made):
        return False
    for value in made:
        assert isinstance(value, (cst.ListComp, cst.GeneratorExp))
        clause = value.for_in
        count = range_call(clause.iter) if clause.inner_for_in is None and not clause.ifs else None
        args = [a.value for a in count.args] if count is not None else []
        if len(args) != 1 or not _times(args[0], step.value):
            return False
    return True


def _trimmed_to_whole(value: cst.BaseExpression, step: str, loop: Loop) -> bool:
    """`x_ = feature_padd[:no_batch * batch_size]` with `no_batch = len(feature_padd) //
    batch_size`: the rows of whole batches only, so stepping through it by the batch size
    cuts no short batch (adarsh415's `create_batch`, forty-seventh split)."""
    if not isinstance(value, cst.Subscript) or len(value.slice) != 1 or not isinstance(value.slice[0].slice, cst.Slice):
        return False
    part = value.slice[0].slice
    if (part.lower is not None and int_literal(part.lower) != 0) or part.step is not None \
            or not isinstance(part.upper, cst.BinaryOperation) or not isinstance(part.upper.operator, cst.Multiply):
        return False
    sides = [part.upper.left, part.upper.right]
    if not any(isinstance(side, cst.Name) and side.value == step for side in sides):
        return False
    others = [side for side in sides if not (isinstance(side, cst.Name) and side.value == step)]
    if len(others) != 1:
        return False
    count = others[0]
    if isinstance(count, cst.Name):
        values = [b.value for b in loop.scope.lookup(count.value)[0]]
        return bool(values) and all(v is not None and _floors(v) for v in values)
    return _floors(count)


def _reorders(binding: Binding) -> bool:
    """`examples.sort(...)`, `np.random.shuffle(examples)`: the list keeps its length."""
    call = binding.value
    return binding.kind == "mutate" and isinstance(call, cst.Call) \
        and terminal_name(call.func) in ("sort", "shuffle", "reverse")


def _times(node: cst.BaseExpression, name: str) -> bool:
    """`n * k` or `k * n` (a product with the name `name` as a factor)."""
    if not isinstance(node, cst.BinaryOperation) or not isinstance(node.operator, cst.Multiply):
        return False
    factors: List[cst.BaseExpression] = [node]
    while factors:  # without recursion: a chain of thousands of factors is one more loop
        factor = factors.pop()
        if isinstance(factor, cst.BinaryOperation) and isinstance(factor.operator, cst.Multiply):
            factors += [factor.left, factor.right]
        elif isinstance(factor, cst.Name) and factor.value == name:
            return True
    return False


def literal_int_in(loop: Loop, node: cst.BaseExpression) -> Optional[int]:
    """An int literal, or a name every binding of which in reach is the same int literal."""
    return int_constant(node, loop.scope)


def _zipped_ranges(iterable: cst.BaseExpression) -> List[cst.Call]:
    """The `range(...)` calls a `zip(...)` pairs (none for anything else)."""
    if not isinstance(iterable, cst.Call) or terminal_name(iterable.func) != "zip":
        return []
    return [a.value for a in iterable.args
            if isinstance(a.value, cst.Call) and terminal_name(a.value.func) in ("range", "xrange")]


def _zip_of_ranges(iterable: cst.BaseExpression) -> bool:
    """`zip(range(0, n, bs), range(bs, n, bs))`: pairs of bounds."""
    return len(_zipped_ranges(iterable)) >= 2


def _leaves_out_a_step(stop: cst.BaseExpression, step: cst.BaseExpression, file: FileContext) -> bool:
    """`range(0, len(x) - bs + 1, bs)`, `range(0, n - n % bs, bs)`: the stop leaves out the
    last step (or the rest). Not `len(x) - 1` nor `len(series) - window`."""
    step_text = re.escape(re.sub(r"\s+", "", folded_text(step, file)))
    return bool(re.search(rf"-\(?[^-]*(?<![\w.]){step_text}(?![\w(])", re.sub(r"\s+", "", folded_text(stop, file))))


def _zip_kind(iterable: cst.BaseExpression, file: FileContext) -> str:
    """The batches a zip of a range of starts and a range of ends yields, read from the
    stop of the ends:
    - `range(bs, n + 1, bs)`: the ends run to `n` itself, so every whole batch is yielded,
      the last too, and only the rest that does not fill one is left out (as
      `drop_remainder=True` would): "full" (Packt's LeNet-5, re-read in stop 40: "never
      yields the last batch" was judged false);
    - `range(bs, n + bs, bs)`: one end past the data, and the slice up to it is the short
      rest: "partial";
    - `range(bs, n, bs)`: the last end stops short of `n`, so zip drops the last start:
      "drops"."""
    ranges = _zipped_ranges(iterable)
    if len(ranges) < 2:
        return "drops"
    starts = [a.value for a in ranges[0].args if a.keyword is None]
    if len(starts) == 3 and _leaves_out_a_step(starts[1], starts[2], file):
        # `range(0, len(x) - bs + 1, bs)` for the starts: each leaves room for a whole batch,
        # and zip stops with the shorter range (review of stop 41).
        return "full"
    positional = [a.value for a in ranges[1].args if a.keyword is None]
    stop = positional[1] if len(positional) >= 2 else None
    if not isinstance(stop, cst.BinaryOperation) or not isinstance(stop.operator, cst.Add):
        return "drops"
    if int_literal(stop.right) == 1:
        return "full"
    step = positional[2] if len(positional) == 3 else None
    return "partial" if step is not None and stop.right.deep_equals(step) else "drops"


def _floors(node: cst.BaseExpression, loop: Optional[Loop] = None) -> bool:
    """`n // bs`, `int(n / bs)`, `math.floor(n / bs)`, `int(np.floor(n / bs))`: a count of
    full batches. Given the loop, the quotient may be a name bound once where it sees it
    (`t = X.shape[0] / bs; steps = math.floor(t)`: dipakkr's 3D-CNN generator, stop 45)."""
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.FloorDivide):
        return not _rounds_up(node.left, node.right)
    inner: cst.BaseExpression = node
    while isinstance(inner, cst.Call) and terminal_name(inner.func) in ("int", "floor", "trunc") \
            and len(inner.args) == 1:
        inner = inner.args[0].value  # `int(np.floor(n / bs))` (World Models' VAE loop)
    if inner is not node and isinstance(inner, cst.Name) and loop is not None:
        bound = loop.scope.lookup(inner.value)[0]
        if len(bound) == 1 and bound[0].kind == "assign" and bound[0].value is not None:
            inner = bound[0].value
    if inner is node or not isinstance(inner, cst.BinaryOperation) \
            or not isinstance(inner.operator, (cst.Divide, cst.FloorDivide)):
        return False
    # `int(np.floor((n + bs - 1) / bs))` rounds up: the ceiling idiom.
    return not _rounds_up(inner.left, inner.right)


def rounded_up_count(loop: Loop) -> bool:
    """`for i in range(n_batch)` with `n_batch` rounded up: `math.ceil(n / bs)`, `(n + bs - 1)
    // bs`, `n // bs + 1`, or `n // bs` with a `n_batch += 1` beside it (for the rest that
    does not divide): a step more than there are whole batches, so a helper that stops at
    the end of the data hands out a short last batch (InvokerLiu's DenseNet trainer,
    sixty-fourth split, judged false as "always full")."""
    stop = _range_stop(loop)
    if stop is None:
        return False
    if _ceils(stop):
        return True
    if not isinstance(stop, cst.Name):
        return False
    bindings, _ = loop.scope.lookup(stop.value)
    if any(b.kind == "assign" and b.value is not None and _ceils(b.value) for b in bindings):
        return True
    return any(b.kind == "assign" and b.value is not None and _floors(b.value) for b in bindings) and any(
        b.kind == "aug" and isinstance(b.node, cst.AugAssign) and isinstance(b.node.operator, cst.AddAssign)
        and b.value is not None and int_literal(b.value) == 1 for b in bindings)


def _ceils(node: cst.BaseExpression) -> bool:
    """`math.ceil(n / bs)`, `int(np.ceil(n / bs))`, `(n + bs - 1) // bs`, `n // bs + 1`."""
    inner = node
    while isinstance(inner, cst.Call) and terminal_name(inner.func) == "int" and len(inner.args) == 1:
        inner = inner.args[0].value
    if isinstance(inner, cst.Call) and terminal_name(inner.func) == "ceil":
        return True
    if isinstance(inner, cst.BinaryOperation) and isinstance(inner.operator, cst.FloorDivide):
        return _rounds_up(inner.left, inner.right)
    return isinstance(inner, cst.BinaryOperation) and isinstance(inner.operator, cst.Add) and (
        (_floors(inner.left) and int_literal(inner.right) == 1) or (_floors(inner.right) and int_literal(inner.left) == 1))


def _at_most_whole(count: cst.BaseExpression, loop: Loop) -> bool:
    """`min(200, num_batches)` over `num_batches = file_size // BATCH_SIZE` (xuyongzhi's
    dynamic_pointnet, sixty-fifth split, judged false), `min(cap, n // bs)`: a count capped
    below the number of whole batches steps through whole batches only."""
    if not (isinstance(count, cst.Call) and terminal_name(count.func) == "min" and len(count.args) >= 2):
        return False
    for arg in count.args:
        value = arg.value
        if _floors(value) or _python2_division(value):
            return True
        if isinstance(value, cst.Name):
            bindings, owner = loop.scope.lookup(value.value)
            # Once per scope and name: a module of thousands of such loops over one name would
            # judge every binding of it per loop (review of stop 37).
            cache = _WHOLE_COUNTS.setdefault(owner, {}) if owner is not None else {}
            key = (value.value, len(bindings))
            if key not in cache:
                floors = any(b.kind == "assign" and b.value is not None
                             and (_floors(b.value) or _python2_division(b.value)) for b in bindings)
                others = [b.value for b in bindings if not (b.kind == "assign" and b.value is not None
                                                            and (_floors(b.value) or _python2_division(b.value)))]
                cache[key] = (floors, others)
            floors, others = cache[key]
            if floors and all(other is count for other in others):
                return True
    return False


#: Scope -> (name, how many bindings it has so far) -> whether one of them floors, and the
#: values of those that do not (the capping `min(...)` itself may be one).
_WHOLE_COUNTS: "weakref.WeakKeyDictionary[Scope, Dict[Tuple[str, int], Tuple[bool, List[Optional[cst.BaseExpression]]]]]" \
    = weakref.WeakKeyDictionary()


def _python2_division(node: cst.BaseExpression) -> bool:
    """`xrange(n / bs)`, `num_batches = n / batch_size` counted by `range`: `range` takes only an
    int, so the code means Python 2's `/`, a floor division (the Apress book's notebooks)."""
    return isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Divide) \
        and not _rounds_up(node.left, node.right)


def _rounds_up(numerator: cst.BaseExpression, divisor: Optional[cst.BaseExpression] = None) -> bool:
    """`n + bs - 1`, `len(x) - 1 + bs`, `n + (bs - 1)`: the numerator of the ceiling idiom
    (`(n + bs - 1) // bs`), which adds the divisor (or all but one of it) to the count."""
    while isinstance(numerator, cst.BinaryOperation) and isinstance(numerator.operator, cst.Subtract):
        right = numerator.right
        if isinstance(right, cst.Integer) and right.value == "1":
            left = numerator.left
            if isinstance(left, cst.BinaryOperation) and isinstance(left.operator, cst.Add):
                return True
        numerator = numerator.left
    if divisor is None:
        return False
    def text(node: cst.CSTNode) -> str:
        return re.sub(r"\s+", "", cst.Module(body=[]).code_for_node(node))

    wanted = text(divisor)
    stack: List[cst.BaseExpression] = [numerator]
    while stack:  # the terms added at the top of the sum (`a + b - c`: a and b)
        term = stack.pop()
        if isinstance(term, cst.BinaryOperation) and isinstance(term.operator, (cst.Add, cst.Subtract)):
            stack.append(term.left)
            if isinstance(term.operator, cst.Add):
                stack.append(term.right)
        elif text(term) in (wanted, f"({wanted}-1)"):
            return True
    return False


def reads(loop: Loop) -> List[cst.BaseExpression]:
    """What a loop reads: its iterables, the values it assigns and its calls' arguments."""
    return [*loop.iters, *(b.value for b in loop.bindings if b.value is not None),
            *(arg.value for site in loop.calls for arg in site.call.args)]


def padded_to_whole_batches(loop: Loop, sources: Set[int], file: FileContext,
                            cache: Optional[Dict[int, Optional[str]]] = None) -> bool:
    """Slices of arrays the scope padded to whole batches before the loop (`pad_amt =
    -len(seqs) % batch_size`, then `padded = seqs + [seqs[-1]] * pad_amt`, magenta's
    events RNN): every batch is full. Every array the loop reads a batch of (not one it
    writes results into, `logliks[i:j] += ...`) must be a name bound once, unconditionally,
    before the loop, to a value without a condition in it that reads a count taken modulo
    the batches' width (`% batch_size` for `[i:i + batch_size]`, or `[i:j]` with `i, j = b *
    batch_size, (b + 1) * batch_size`), bound last before the loop, unconditionally too."""
    written = {binding.name for binding in loop.bindings}
    sites = [site for site in loop.slices if id(site.subscript) in sources
             and not (isinstance(site.subscript.value, cst.Name) and site.subscript.value.value in written)]
    if not sites:
        return False
    moduli: Dict[str, Optional[str]] = {}
    for site in sites:
        array = site.subscript.value
        parts = [e.slice for e in site.subscript.slice if isinstance(e.slice, cst.Slice)
                 and e.slice.lower is not None and e.slice.upper is not None]
        if not isinstance(array, cst.Name) or len(parts) != 1:
            return False
        lower, upper = parts[0].lower, parts[0].upper
        assert lower is not None and upper is not None
        if array.value not in moduli:
            binding = _last_plain_binding(loop.scope, array.value, loop.order, loop.blocks)
            if binding is None:
                return False
            known = cache if cache is not None else {}
            if id(binding) not in known:
                known[id(binding)] = _padded_modulus(binding, file)  # once per binding, not per loop
            moduli[array.value] = known[id(binding)]
        modulus = moduli[array.value]
        width = width_of(lower, upper, file)
        if modulus is None or width not in (None, modulus):
            return False
        if width is None:
            # `[i:j]`: the bounds, or what the loop binds them to, must read the modulus.
            bounds = references(lower, skip=lambda n: False) | references(upper, skip=lambda n: False)
            seen = set(bounds)
            for binding in loop.bindings:
                if binding.name in bounds and binding.value is not None:
                    seen |= references(binding.value, skip=lambda n: False)
            if modulus not in seen:
                return False
    return True


_MODULUS = re.compile(r"%\s*\(?\s*([A-Za-z_][\w.]*)\s*\)?\s*$")


def _padded_modulus(binding: Binding, file: FileContext) -> Optional[str]:
    """What the padding count of the array `binding` makes is taken modulo (`batch_size` of
    `-len(x) % batch_size`), the count bound once before it, unconditionally."""
    if binding.value is None or any(isinstance(node, cst.IfExp) for node in walk(binding.value, lambda n: False)):
        return None
    found = _MODULUS.search(folded_text(binding.value, file))
    if found:
        return found.group(1)
    for count in sorted(references(binding.value, skip=lambda n: False))[:_MAX_COUNTS]:
        bound = _last_plain_binding(binding.scope, count, binding.order, binding.blocks)
        found = _MODULUS.search(folded_text(bound.value, file)) if bound is not None and bound.value else None
        if found:
            return found.group(1)
    return None


#: How many names of a padded array's value are searched for its padding count.
_MAX_COUNTS = 8


#: Allocations of a buffer of a fixed size (`np.zeros((batch_size,) + x.shape[1:])`).
_ALLOCATIONS = frozenset({"zeros", "empty", "ones", "full", "zeros_like", "ones_like", "empty_like"})


def written_into_a_buffer(loop: Loop, sources: Set[int], file: FileContext) -> bool:
    """Every claimed slice is copied into the front of a buffer allocated before the loop with
    the batch's size as its first dimension (`X_cur = np.zeros((batch_size,) + X.shape[1:])`,
    then `X_cur[:n] = X[start:end]` and `X_cur` fed; cleverhans' `model_eval`): the fed batch
    is always full (its tail is padding, masked after the run)."""
    found = False
    stack: List[cst.CSTNode] = [loop.node]
    copied: Set[int] = set()
    buffers: Set[str] = set()
    targets: Set[int] = set()
    while stack:
        node = stack.pop()
        if isinstance(node, (cst.FunctionDef, cst.ClassDef, cst.Lambda)):
            continue
        if isinstance(node, cst.Assign) and len(node.targets) == 1 \
                and isinstance(node.value, cst.Subscript) and id(node.value) in sources:
            target = node.targets[0].target
            if not (isinstance(target, cst.Subscript) and isinstance(target.value, cst.Name)):
                return False
            binding = _last_plain_binding(loop.scope, target.value.value, loop.order, loop.blocks)
            if binding is None or not _fixed_size_buffer(binding.value, file):
                return False
            copied.add(id(node.value))
            buffers.add(target.value.value)
            targets.add(id(target))
            found = True
            continue
        stack.extend(children(node))
    if not found or not all(id(site.subscript) in copied for site in loop.slices if id(site.subscript) in sources):
        return False
    # The buffer must be fed whole: `X_cur[:n]` fed is the short batch again.
    return not any(isinstance(node, cst.Subscript) and id(node) not in targets
                   and isinstance(node.value, cst.Name) and node.value.value in buffers
                   for node in walk(loop.node, lambda n: False))


def _fixed_size_buffer(value: Optional[cst.BaseExpression], file: FileContext) -> bool:
    """`np.zeros((batch_size,) + X.shape[1:])`, `np.zeros((bs, 28, 28))`: a first dimension
    named for the batch or a literal."""
    if not isinstance(value, cst.Call) or terminal_name(value.func) not in _ALLOCATIONS or not value.args:
        return False
    shape = value.args[0].value
    if isinstance(shape, cst.BinaryOperation):
        shape = shape.left  # `(batch_size,) + X.shape[1:]`
    if not isinstance(shape, (cst.Tuple, cst.List)) or not shape.elements:
        return False
    first = shape.elements[0].value
    return isinstance(first, cst.Integer) or bool(BATCH_WIDTH.search(file.code_for(first)))


def _last_plain_binding(scope: Scope, name: str, order: int, blocks: "tuple[object, ...]") -> Optional[Binding]:
    """The assignment of `name` in `scope` that reaches a statement (at `order`, inside
    `blocks`), when it is the only one before it (no parameter, no rebinding), made outside
    any loop and on no branch the statement is not on."""
    before = []
    for binding in scope.bindings.get(name, []):
        if binding.order < order:
            before.append(binding)
            if len(before) > 1:
                return None
    if len(before) != 1 or before[0].kind != "assign" or before[0].loop is not None \
            or blocks[:len(before[0].blocks)] != before[0].blocks:
        return None
    return before[0]
