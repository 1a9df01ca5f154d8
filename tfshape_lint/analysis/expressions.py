"""Reading expressions: the names an expression reads, what an assignment target binds,
and the sub-expressions worth walking (trivia skipped)."""

from __future__ import annotations

import dataclasses
from typing import (
    AbstractSet,
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    Optional,
    Set,
    Tuple,
)

import libcst as cst

from tfshape_lint.analysis.arguments import argument_value
from tfshape_lint.analysis.names import dotted_name, terminal_name

#: Attribute reads that give a number, not the array (`X.shape[0]`, `len(X)` is handled apart).
SCALAR_ATTRIBUTES = frozenset({"shape", "dtype", "ndim", "size", "nbytes", "num_examples", "__len__"})
#: Calls whose value is a number or a shape whatever their arguments.
SCALAR_CALLS = frozenset({"len", "range", "xrange", "int", "float", "bool", "str", "round", "min", "max", "abs",
                          "print", "isinstance", "type", "id", "hash", "format"})



def is_single_example(node: cst.CSTNode) -> bool:
    """An expression that wraps one example in a batch of one (`x[None]`, `np.expand_dims(x, 0)`,
    `x.reshape(1, ...)`, `np.array([x])`): its contents are not a mini-batch."""
    if isinstance(node, cst.Subscript):
        first = node.slice[0].slice if node.slice else None
        return isinstance(first, cst.Index) and (
            (isinstance(first.value, cst.Name) and first.value.value == "None")
            or terminal_name(first.value) == "newaxis"
        )
    return isinstance(node, cst.Call) and _wraps_one(node)


def _wraps_one(node: cst.Call) -> bool:
    name = terminal_name(node.func)
    if name == "expand_dims":
        return True
    if name == "reshape" and isinstance(node.func, cst.Attribute) and node.args:
        dims = node.args[0].value
        if isinstance(dims, (cst.Tuple, cst.List)) and dims.elements:
            dims = dims.elements[0].value
        return isinstance(dims, cst.Integer) and dims.value == "1"
    if name in ("array", "asarray", "stack") and node.args:
        items = node.args[0].value
        return isinstance(items, (cst.List, cst.Tuple)) and len(items.elements) == 1
    return False


def adds_batch_axis(value: cst.BaseExpression) -> bool:
    """`photo[np.newaxis]`, `photo[None, ...]`, `np.expand_dims(photo, 0)`, `np.array([photo])`:
    a batch axis put in front of one example. Not `np.expand_dims(images, axis=3)` (a channel axis of a whole
    array) nor `series.reshape(1, -1, 1)` (a whole series as one sequence)."""
    if isinstance(value, cst.Subscript):
        return is_single_example(value)
    if isinstance(value, cst.Call) and terminal_name(value.func) == "expand_dims":
        axis = argument_value(value, "axis", 1)
        return isinstance(axis, cst.Integer) and axis.value == "0"
    if isinstance(value, cst.Call) and terminal_name(value.func) in ("array", "asarray", "stack") and value.args:
        items = value.args[0].value  # `np.array([photo])`: a list of one example
        return isinstance(items, (cst.List, cst.Tuple)) and len(items.elements) == 1
    return False


def wraps_one_as_a_batch(node: cst.CSTNode) -> bool:
    """`np.expand_dims(window, axis=0)`, `np.array([window])`, `np.stack([window])`,
    `window.reshape(1, T, F)`: one example given a batch axis of one in front (not
    `np.expand_dims(batch, -1)` nor `np.stack([batch], axis=-1)`, a trailing axis)."""
    if not isinstance(node, cst.Call):
        return False
    name = terminal_name(node.func)
    if name == "expand_dims":
        return adds_batch_axis(node)
    if name == "stack":
        axis = argument_value(node, "axis", 1)
        if axis is not None and not (isinstance(axis, cst.Integer) and axis.value == "0"):
            return False
    return is_single_example(node)


def slice_bounds(node: cst.CSTNode) -> Set[str]:
    """The names bounding the slices with both bounds inside `node` (`k`, `index` of
    `df.iloc[k:index]`)."""
    names: Set[str] = set()
    for inner in walk(node, lambda n: False):
        if isinstance(inner, cst.Subscript):
            for element in inner.slice:
                part = element.slice
                if isinstance(part, cst.Slice) and part.lower is not None and part.upper is not None:
                    names |= references(part.lower) | references(part.upper)
    return names


#: Calls that convert an array and keep its rows.
_CONVERSIONS = frozenset({"array", "asarray", "float32", "float64", "float16", "int32", "int64", "copy"})


def wrapped_window(node: cst.CSTNode) -> Optional[cst.Subscript]:
    """The slice a batch-of-one wrapper holds directly (`np.expand_dims(df.iloc[k:k + T].values,
    axis=0)`, `np.array([x[k:k + T]])`), through `.values` and `np.array(...)`; None for any
    other expression (`np.array([y[i:i + bs]]).T` is a column of labels, not a window)."""
    if not wraps_one_as_a_batch(node):
        return None
    assert isinstance(node, cst.Call)
    inner: Optional[cst.BaseExpression] = None
    if terminal_name(node.func) == "reshape" and isinstance(node.func, cst.Attribute):
        inner = node.func.value
    elif node.args:
        inner = node.args[0].value
        if isinstance(inner, (cst.List, cst.Tuple)) and len(inner.elements) == 1:
            inner = inner.elements[0].value
    for _ in range(4):
        if isinstance(inner, cst.Attribute) and inner.attr.value in ("values", "T"):
            inner = inner.value
        elif isinstance(inner, cst.Call) and isinstance(inner.func, cst.Attribute) \
                and inner.func.attr.value in ("to_numpy", "astype", "copy"):
            inner = inner.func.value  # `df.iloc[k:j].to_numpy()`, `.values.astype(np.float32)`
        elif isinstance(inner, cst.Call) and terminal_name(inner.func) in _CONVERSIONS and inner.args:
            inner = inner.args[0].value  # `np.array(w)`, `np.float32(scaled[k:j])`
    if isinstance(inner, cst.Subscript) and any(
            isinstance(e.slice, cst.Slice) and e.slice.lower is not None and e.slice.upper is not None
            for e in inner.slice):
        return inner
    return None


#: Fields that only hold whitespace and punctuation: never worth walking into.
_TRIVIA_FIELDS = frozenset({"lpar", "rpar", "comma", "equal", "dot", "colon", "star", "semicolon", "leading_lines",
                            "lines_after_decorators", "header", "footer", "newline", "operator", "lbracket",
                            "rbracket", "lbrace", "rbrace", "asynchronous", "whitespace"})
_CHILD_FIELDS: Dict[type, Tuple[str, ...]] = {}


def children(node: cst.CSTNode) -> List[cst.CSTNode]:
    """The child nodes that carry code, in source order.

    libcst's own ``children`` runs a visitor per node; reading the dataclass fields
    directly is about 8x faster, and these walks run on every loop of a file.
    """
    names = _CHILD_FIELDS.get(type(node))
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(node)
                      if f.name not in _TRIVIA_FIELDS and not f.name.startswith("whitespace"))
        _CHILD_FIELDS[type(node)] = names
    out: List[cst.CSTNode] = []
    for name in names:
        value = getattr(node, name)
        if isinstance(value, cst.CSTNode):
            out.append(value)
        elif isinstance(value, (list, tuple)):
            out.extend(item for item in value if isinstance(item, cst.CSTNode))
    return out


def walk(node: cst.CSTNode, skip: Callable[[cst.CSTNode], bool]) -> Iterator[cst.CSTNode]:
    """Pre-order walk of an expression, not descending into nodes for which `skip` is true
    nor into nested function bodies."""
    stack = [node]
    while stack:
        current = stack.pop()
        if skip(current):
            continue
        yield current
        if isinstance(current, (cst.FunctionDef, cst.ClassDef)):
            continue
        stack.extend(reversed(children(current)))


def in_scalar_context(node: cst.CSTNode) -> bool:
    """`len(x)`, `x.shape`, `range(...)`: reading these does not move the array."""
    if isinstance(node, cst.Call):
        name = terminal_name(node.func)
        return isinstance(node.func, cst.Name) and name in SCALAR_CALLS
    if isinstance(node, cst.Attribute):
        return node.attr.value in SCALAR_ATTRIBUTES
    return False


def references(node: cst.CSTNode, *, skip: Callable[[cst.CSTNode], bool] = in_scalar_context) -> Set[str]:
    """Names and dotted names (`a`, `a.b`, `a.b.c` for `a.b.c`) an expression reads."""
    found: Set[str] = set()
    for current in walk(node, skip):
        if isinstance(current, cst.Name):
            found.add(current.value)
        elif isinstance(current, cst.Attribute):
            dotted = dotted_name(current)
            if dotted is not None:
                found.add(dotted)
    return found


def touches(refs: Iterable[str], names: AbstractSet[str]) -> bool:
    """True when a reference or one of its dotted prefixes is in `names`."""
    for ref in refs:
        if ref in names:
            return True
        while "." in ref:
            ref = ref.rsplit(".", 1)[0]
            if ref in names:
                return True
    return False


def stored_targets(node: cst.CSTNode) -> List[cst.BaseExpression]:
    """The targets an assignment statement stores to (`a = b = ...`, `a += ...`, `a: T = ...`);
    none for any other node."""
    if isinstance(node, cst.Assign):
        return [target.target for target in node.targets]
    if isinstance(node, (cst.AugAssign, cst.AnnAssign)):
        return [node.target]
    return []


def target_names(target: cst.BaseExpression) -> List[Tuple[str, str]]:
    """(name, kind) bound by an assignment target; a subscript or attribute store mutates its root."""
    if isinstance(target, cst.Name):
        return [(target.value, "assign")]
    if isinstance(target, (cst.Tuple, cst.List)):
        names: List[Tuple[str, str]] = []
        for element in target.elements:
            names.extend((name, "unpack" if kind == "assign" else kind) for name, kind in target_names(element.value))
        return names
    if isinstance(target, cst.StarredElement):
        return target_names(target.value)
    if isinstance(target, cst.Attribute):
        dotted = dotted_name(target)
        return [(dotted, "assign")] if dotted is not None else []
    if isinstance(target, cst.Subscript):
        inner = target.value
        while isinstance(inner, cst.Subscript):
            inner = inner.value  # `x[0][0] = index` writes into `x` too
        root = dotted_name(inner)
        return [(root, "mutate")] if root is not None else []
    return []


def pair_targets(target: cst.BaseExpression, value: cst.BaseExpression) -> List[Tuple[str, str, cst.BaseExpression]]:
    """Pair the names of `a, b = x, y` with their own values; otherwise every name gets `value`."""
    if isinstance(target, (cst.Tuple, cst.List)) and isinstance(value, (cst.Tuple, cst.List)) \
            and len(target.elements) == len(value.elements) \
            and not any(isinstance(e, cst.StarredElement) for e in target.elements):
        paired: List[Tuple[str, str, cst.BaseExpression]] = []
        for t, v in zip(target.elements, value.elements, strict=True):
            paired.extend(pair_targets(t.value, v.value))
        return paired
    return [(name, kind, value) for name, kind in target_names(target)]


def range_call(node: cst.BaseExpression) -> Optional[cst.Call]:
    """The `range(...)` (or `xrange`, `trange`, `tqdm(range(...))`) an iterable is built on."""
    for current in walk(node, lambda n: False):
        if isinstance(current, cst.Call) and terminal_name(current.func) in ("range", "xrange", "trange"):
            return current
    return None
