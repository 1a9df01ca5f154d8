"""What a loop that slices arrays by hand is for, beyond cutting mini-batches.

The batching analysis finds loops whose slices move with the counter and reach a
model or a session. Some of them are not a data pipeline written by hand, and a
`tf.data` suggestion would be wrong for them (judged on public TensorFlow code,
docs/precision.md):

- the folds of a cross-validation: `x[i * n:(i + 1) * n]` is the validation part and
  `np.concatenate([x[:i * n], x[(i + 1) * n:]])` the training part, one model per fold;
- one batch split across GPU towers: `for i in range(num_gpus): X[i * bs:(i + 1) * bs]`;
- a replay memory: a class whose methods append experience to a buffer and sample
  batches from it (an RL agent), which has no `tf.data` equivalent worth suggesting.

And some batches are always full although the loop's `range` does not show it:
`offset = (step * bs) % (n - bs)` wraps around before the end, and
`range(self.num_batches)` with `self.num_batches = len(x) // bs` set in `__init__`.
"""

from __future__ import annotations

import re
import weakref
from typing import Dict, Iterator, List, Optional, Sequence, Set, Tuple, Union

import libcst as cst

from tfshape_lint.analysis.base import FileContext, code_only
from tfshape_lint.analysis.expressions import range_call, references, walk
from tfshape_lint.analysis.literals import int_literal
from tfshape_lint.analysis.names import dotted_name, terminal_name
from tfshape_lint.analysis.naming import BATCH_SIZE_NAME
from tfshape_lint.analysis.scopes import Loop, Scope, ScopeFacts

#: Names of loop bounds that count devices, not batches.
_DEVICES = re.compile(r"gpu|tower|device|replica|worker|shard", re.IGNORECASE)
#: Names of loop bounds that count folds.
_FOLDS = re.compile(r"fold|^k$|^cv$|n_splits|num_splits", re.IGNORECASE)
#: Methods that put experience into a replay memory.
_STORE = frozenset({"append", "extend", "appendleft", "add", "push", "store", "insert"})


def _stop(loop: Loop) -> Optional[cst.BaseExpression]:
    return _range_stop(loop.iters[0]) if loop.iters else None


def _range_stop(iterable: cst.BaseExpression) -> Optional[cst.BaseExpression]:
    """The stop of `range(...)` (through `enumerate`, `tqdm`), or None."""
    call = range_call(iterable)
    if call is None:
        return None
    positional = [a.value for a in call.args if a.keyword is None]
    if not positional:
        return None
    return positional[1] if len(positional) >= 2 else positional[0]


def _stop_name(loop: Loop, file: FileContext) -> str:
    return _name_of_stop(_stop(loop))


def _name_of_stop(stop: Optional[cst.BaseExpression]) -> str:
    if stop is None:
        return ""
    if isinstance(stop, cst.Call) and stop.args:  # `range(len(gpus))`
        stop = stop.args[0].value
    return (dotted_name(stop) or "").rsplit(".", 1)[-1]


def over_devices(loop: Loop, file: FileContext) -> bool:
    """`for i in range(num_gpus)`: one batch split across towers."""
    return bool(_DEVICES.search(_stop_name(loop, file)))


def counts_devices(iterable: cst.BaseExpression) -> bool:
    """`range(num_gpus)`, `range(len(gpus))`: what a loop over devices iterates."""
    return bool(_DEVICES.search(_name_of_stop(_range_stop(iterable))))


def fold_loop(loop: Loop, file: FileContext) -> bool:
    """The loop of a k-fold cross-validation: its bound counts folds, or it joins the
    parts before and after the moving slice back together (`x[:i * n]`, `x[(i + 1) * n:]`)."""
    if _FOLDS.search(_stop_name(loop, file)):
        return True
    heads: Set[str] = set()
    tails: Set[str] = set()
    for site in loop.slices:
        elements = site.subscript.slice
        if len(elements) != 1 or not isinstance(elements[0].slice, cst.Slice):
            continue
        part = elements[0].slice
        array = file.code_for(site.subscript.value)
        if part.lower is None and part.upper is not None:
            heads.add(array)
        elif part.upper is None and part.lower is not None:
            tails.add(array)
    return bool(heads & tails)


def replay_memory(helper: Optional[Scope], facts: ScopeFacts) -> bool:
    """A helper that samples from a buffer its own class fills (`self.buffer.append(...)`)."""
    if helper is None:
        return False
    owner = facts.enclosing_class(helper)
    if owner is None:
        return False
    for scope in facts.scopes:
        if scope is helper or facts.enclosing_class(scope) is not owner:
            continue
        for call in scope.calls:
            func = call.func
            if isinstance(func, cst.Attribute) and func.attr.value in _STORE:
                receiver = dotted_name(func.value) or ""
                if receiver.startswith("self."):
                    return True
    return False


def wraps_around(loop: Loop, sources: Set[int]) -> bool:
    """Slices whose start is taken modulo the data (`offset = (step * bs) % (n - bs)`):
    every batch is full, the offset wraps before the end."""
    for site in loop.slices:
        if id(site.subscript) not in sources:
            continue
        elements = site.subscript.slice
        if not elements or not isinstance(elements[0].slice, cst.Slice):
            continue
        lower, upper = elements[0].slice.lower, elements[0].slice.upper
        if _ring_of_whole_batches(lower, loop) or _clamped_ring(lower, upper, loop) \
                or _ring_of_written_rows(lower, upper, loop):
            return True
        # The end must be the start plus a width (`offset + bs`, also through a name bound
        # once in the loop, `end = start + bs`): an end computed on its own can be cut
        # short (`b_f = len(data)` on the last step).
        if isinstance(upper, cst.Name):
            upper = _bound_in_loop(upper, loop) or upper
        if not (isinstance(upper, cst.BinaryOperation) and isinstance(upper.operator, cst.Add)):
            continue
        width = upper.right if lower is not None and upper.left.deep_equals(lower) else upper.left
        if _leaves_room(lower, width):
            return True
        if isinstance(lower, cst.Name) and _reset_without_room(loop, lower.value, width):
            return True
        if isinstance(lower, cst.Name) and lower.value in {n.value for n in _names(upper)}:
            values = [b.value for b in loop.bindings_of(lower.value) if b.value is not None]
            values += [b.value for b in loop.scope.bindings.get(lower.value, []) if b.value is not None]
            # `batch_start_idx = 0` on the branch where the data is one batch, beside
            # `(i * bs) % (n - bs)` (TensorFlow tutorials' linear regression): a start of 0
            # cuts a whole batch too.
            # (`all` first: it stops at the first other value, where `any` would scan every
            # binding of a name many loops share, `i`, for each loop: quadratic.)
            if values and all(_leaves_room(value, width) or int_literal(value) == 0 for value in values) \
                    and any(_leaves_room(value, width) for value in values):
                return True
    return False


def _reset_without_room(loop: Loop, start: str, width: cst.BaseExpression) -> bool:
    """The loop's start goes back to 0 once no whole batch is left after it: `start +=
    batch_size` then `if start > len(x) - batch_size: start = 0` (the GAN loop of Deep
    Learning with Python, judged false as TFS301 in the thirty-ninth split), or the test
    written on the end (`if start + batch_size > len(x):`). The next slice always has room.
    Only a plain `if` of the loop's own body whose every branch-free body resets the start."""
    advances, tests = _top_level_starts(loop)
    events = [(index, None) for index in advances.get(start, ())] + list(tests.get(start, ()))
    reset = False
    advanced = False  # `start += batch_size` before the test: the test is of the next start
    for _, statement in sorted(events, key=lambda event: event[0]):
        if statement is None:
            if reset:
                return False  # advanced again after the reset: the slice after it may run past the end
            advanced = True
        elif advanced and _resets_past(statement, start, width):
            reset = True
    return reset


#: Per loop, the top-level statements of its body that `_reset_without_room` reads, by the
#: name they advance or test: found once per loop (a scan per sliced array was quadratic).
_STARTS: "weakref.WeakKeyDictionary[Loop, Tuple[Dict[str, List[int]], Dict[str, List[Tuple[int, cst.If]]]]]" = \
    weakref.WeakKeyDictionary()


def _top_level_starts(loop: Loop) -> Tuple[Dict[str, List[int]], Dict[str, List[Tuple[int, cst.If]]]]:
    """(name -> indices of `name += ...` statements, name -> plain `if`s comparing `name` or
    `name + ...` with `>`/`>=`) in the loop's own body."""
    found = _STARTS.get(loop)
    if found is not None:
        return found
    advances: Dict[str, List[int]] = {}
    tests: Dict[str, List[Tuple[int, cst.If]]] = {}
    node = loop.node
    if isinstance(node, (cst.For, cst.While)) and isinstance(node.body, cst.IndentedBlock):
        for index, statement in enumerate(node.body.body):
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.AugAssign) and isinstance(small.target, cst.Name):
                        advances.setdefault(small.target.value, []).append(index)
            elif isinstance(statement, cst.If) and statement.orelse is None \
                    and isinstance(statement.test, cst.Comparison) and len(statement.test.comparisons) == 1:
                left = statement.test.left
                if isinstance(left, cst.BinaryOperation) and isinstance(left.operator, cst.Add):
                    left = left.left
                if isinstance(left, cst.Name):
                    tests.setdefault(left.value, []).append((index, statement))
    _STARTS[loop] = (advances, tests)
    return advances, tests


def _resets_past(statement: cst.If, start: str, width: cst.BaseExpression) -> bool:
    """`if start > n - width: start = 0` or `if start + width > n: start = 0`."""
    test = statement.test
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1 \
            or not isinstance(test.comparisons[0].operator, (cst.GreaterThan, cst.GreaterThanEqual)):
        return False
    left, right = test.left, test.comparisons[0].comparator
    on_start = isinstance(left, cst.Name) and left.value == start and isinstance(right, cst.BinaryOperation) \
        and isinstance(right.operator, cst.Subtract) and right.right.deep_equals(width) \
        and isinstance(test.comparisons[0].operator, cst.GreaterThan)
    on_end = isinstance(left, cst.BinaryOperation) and isinstance(left.operator, cst.Add) \
        and isinstance(left.left, cst.Name) and left.left.value == start and left.right.deep_equals(width)
    if not (on_start or on_end) or not isinstance(statement.body, cst.IndentedBlock):
        return False
    return any(isinstance(small, cst.Assign) and len(small.targets) == 1
               and isinstance(small.targets[0].target, cst.Name)
               and small.targets[0].target.value == start and int_literal(small.value) == 0
               for inner in statement.body.body if isinstance(inner, cst.SimpleStatementLine)
               for small in inner.body)


def _constant(node: cst.BaseExpression, loop: Loop) -> Optional[int]:
    """An int literal, or a name bound once, to an int literal, where the loop sees it."""
    value = int_literal(node)
    if value is not None or not isinstance(node, cst.Name):
        return value
    bindings, _ = loop.scope.lookup(node.value)
    if len(bindings) != 1 or bindings[0].value is None or bindings[0].kind != "assign":
        return None  # a parameter's default is no constant: callers pass other sizes
    return int_literal(bindings[0].value)


def _bound_in_loop(node: Optional[cst.BaseExpression], loop: Loop) -> Optional[cst.BaseExpression]:
    """The one value a name is bound to in the loop (`start = ...`), or None."""
    if not isinstance(node, cst.Name):
        return None
    values = [b.value for b in loop.bindings_of(node.value)]
    return values[0] if len(values) == 1 else None


def _clamped_ring(lower: Optional[cst.BaseExpression], upper: Optional[cst.BaseExpression], loop: Loop) -> bool:
    """`start = (i * batch_size) % dataset_size; end = min(start + batch_size, dataset_size)`
    with both sizes int constants and the data a multiple of the batch (128 and 8, a TF
    textbook's loop copied widely): the start runs round whole batches and `min` never cuts
    one short. Not when the sizes are unknown: then the last batch before the wrap can be."""
    start, end = _bound_in_loop(lower, loop), _bound_in_loop(upper, loop)
    if not (isinstance(start, cst.BinaryOperation) and isinstance(start.operator, cst.Modulo)
            and isinstance(start.left, cst.BinaryOperation) and isinstance(start.left.operator, cst.Multiply)):
        return False
    total = _constant(start.right, loop)
    steps = [_constant(side, loop) for side in (start.left.left, start.left.right)]
    step = next((value for value in steps if value), None)
    if isinstance(end, cst.BinaryOperation) and isinstance(end.operator, cst.Add) \
            and total and step and total % step == 0:
        # Not clamped (`end = (i * batch_size) % 128 + batch_size`, or `start + batch_size`):
        # the last start is `128 - batch_size`, so no slice runs past the written count either.
        for mine, width in ((end.left, end.right), (end.right, end.left)):
            same_start = (isinstance(mine, cst.Name) and isinstance(lower, cst.Name) and mine.value == lower.value) \
                or mine.deep_equals(start)
            if same_start and _constant(width, loop) == step:
                return True
        return False
    if not (isinstance(end, cst.Call) and isinstance(end.func, cst.Name) and end.func.value == "min"
            and len(end.args) == 2):
        return False
    plus, bound = end.args[0].value, end.args[1].value
    if isinstance(bound, cst.BinaryOperation):
        plus, bound = bound, plus
    if not (total and step and total % step == 0 and _constant(bound, loop) == total
            and isinstance(plus, cst.BinaryOperation) and isinstance(plus.operator, cst.Add)):
        return False
    sides = (plus.left, plus.right)
    return any(isinstance(side, cst.Name) and isinstance(lower, cst.Name) and side.value == lower.value
               for side in sides) and any(_constant(side, loop) == step for side in sides)


def _ring_of_whole_batches(lower: Optional[cst.BaseExpression], loop: Loop) -> bool:
    """`x[i * bs:(i + 1) * bs]` with `i = step % int(n / bs)` (or `n // bs`): the index runs
    round the whole batches only, so every batch is full (domain-transfer-network)."""
    if not (isinstance(lower, cst.BinaryOperation) and isinstance(lower.operator, cst.Multiply)):
        return False
    for index, width in ((lower.left, lower.right), (lower.right, lower.left)):
        if not isinstance(index, cst.Name):
            continue
        values = [b.value for b in loop.bindings_of(index.value) if b.value is not None]
        if values and all(isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Modulo)
                          and whole_batches(value.right, width) for value in values):
            return True
    return False


def _ring_of_written_rows(lower: Optional[cst.BaseExpression], upper: Optional[cst.BaseExpression],
                          loop: Loop) -> bool:
    """`i = (step * 100) % 14000`, then `csv[1 + i:1 + i + 100]`: the start runs round the first
    14,000 rows in steps of the width, a multiple of it, so every slice is whole (the Korean
    BMI lessons, stop 45, judged false three times). Written numbers only."""
    if lower is None or not isinstance(upper, cst.BinaryOperation) or not isinstance(upper.operator, cst.Add):
        return False
    width = int_literal(upper.right)
    if width is None or width <= 0 or not upper.left.deep_equals(lower):
        return False
    index = lower
    if isinstance(index, cst.BinaryOperation) and isinstance(index.operator, cst.Add):
        index = index.right if int_literal(index.left) is not None else index.left if int_literal(index.right) is not None \
            else index
    if not isinstance(index, cst.Name):
        return False
    values = [b.value for b in loop.bindings_of(index.value) if b.value is not None]
    for value in values:
        if not (isinstance(value, cst.BinaryOperation) and isinstance(value.operator, cst.Modulo)):
            return False
        total, steps = int_literal(value.right), value.left
        if total is None or total % width or not (isinstance(steps, cst.BinaryOperation)
                                                  and isinstance(steps.operator, cst.Multiply)
                                                  and width in (int_literal(steps.left), int_literal(steps.right))):
            return False
    return bool(values)


def whole_batches(count: cst.BaseExpression, width: cst.BaseExpression) -> bool:
    """`int(n / bs)`, `n // bs`, `math.floor(n / bs)`: how many whole batches of `width` fit
    (rounded down; the count of examples divided, not a sum: `(n + bs - 1) // bs` rounds up
    and counts the short batch too)."""
    if isinstance(count, cst.Call) and terminal_name(count.func) in ("int", "floor") and len(count.args) == 1:
        count = count.args[0].value
        operators: Tuple[type, ...] = (cst.Divide, cst.FloorDivide)
    else:
        operators = (cst.FloorDivide,)
    return isinstance(count, cst.BinaryOperation) and isinstance(count.operator, operators) \
        and count.right.deep_equals(width) and not isinstance(count.left, cst.BinaryOperation)


def _names(node: cst.CSTNode) -> List[cst.Name]:
    found: List[cst.Name] = []

    class _Collect(cst.CSTVisitor):
        def visit_Name(self, name: cst.Name) -> None:
            found.append(name)

    node.visit(_Collect())
    return found


def _modulo(node: Optional[cst.BaseExpression]) -> bool:
    return isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Modulo)


def _leaves_room(node: Optional[cst.BaseExpression], width: cst.BaseExpression) -> bool:
    """`(step * bs) % (n - bs)`: a start taken modulo the data less the slice's width (or a
    batch size), so `x[start:start + bs]` never runs past the end. Modulo the whole count
    (`% n`) it does when `n` is not a multiple of the batch: the last slice is short."""
    if not _modulo(node):
        return False
    assert isinstance(node, cst.BinaryOperation)
    room = node.right
    if not (isinstance(room, cst.BinaryOperation) and isinstance(room.operator, cst.Subtract)):
        return False
    taken = room.right
    return taken.deep_equals(width) or bool(_BATCH_SIZE_WORD.search(terminal_name(taken) or ""))


#: A name for a batch size (`batch_size`, `self.bs`, `BATCH`).
_BATCH_SIZE_WORD = re.compile(r"(?i)batch|^bs$|^b_size$")


def class_attribute_values(loop: Loop, name: str, facts: ScopeFacts) -> List[cst.BaseExpression]:
    """What `self.<attr>` (`name`) is assigned anywhere in the class of `loop`'s scope."""
    owner = facts.enclosing_class(loop.scope)
    if owner is None:
        return []
    values: List[cst.BaseExpression] = []
    for scope in facts.scopes:
        if facts.enclosing_class(scope) is owner:
            values.extend(b.value for b in scope.bindings.get(name, []) if b.value is not None)
    return values


#: `np.split(x, n)` into a number of equal pieces (not at indices: `np.split(x, [-1])`,
#: `np.split(x, np.arange(bs, n, bs))` leave a remainder).
EQUAL_SPLIT = re.compile(
    r"\b(?:np|numpy)\.split\((?:[^,()]|\([^()]*\))*,\s*(?:[A-Za-z_]\w*|\d+)\s*[,)]")


#: In a helper's body, what makes every batch it returns full: an index that wraps
#: around the data, random sampling of a fixed size, a batch-sized array filled in
#: place, or a trim to the batch size.
_FULL_HELPER = re.compile(
    r"%\s*len\(|%\s*self\.\w*(?:size|len|num)"
    r"|\b(?:np|numpy)\.random\.(?:choice|randint)\b|\brandom\.(?:sample|randint|choice)\b"
    r"|\b(?:np|numpy)\.(?:ndarray|zeros|empty|ones)\(\s*(?:shape\s*=\s*)?\(?\s*(?:self\.)?batch_size\b"
    r"|\[\s*0?\s*:\s*(?:(?:self|hps|args|config|FLAGS)\.)?batch_size\s*\]"
    # Equal pieces: `np.split(x, n)` raises unless the data divides evenly (World Models' RNN).
    r"|" + EQUAL_SPLIT.pattern +
    # A trim to whole batches first (`words[:n_batches * batch_size]`, `x[:(len(x) // bs) * bs]`).
    r"|\[\s*(?::\s*,\s*)?:[^\]\n]*\b(?:n_?batch(?:es)?|num_?batch(?:es)?|nb_batch(?:es)?|batch_count)\b\s*\*"
    r"|\[\s*(?::\s*,\s*)?:[^\]\n]*\*\s*\(?\s*(?:n_?batch(?:es)?|num_?batch(?:es)?|nb_batch(?:es)?|batch_count)\b"
    r"|\[\s*(?::\s*,\s*)?:[^\]\n]*//\s*(?:self\.)?\w*batch_size\s*\)\s*\*"
    # A count of whole batches only (`for batch_i in range(0, len(sources) // batch_size):`).
    r"|\brange\(\s*(?:0\s*,\s*)?len\([^()]*\)\s*//\s*(?:self\.)?\w*batch_size\s*\)"
)

#: Padding to whole batches first, assigned to a name on a line of its own (`num_dummy =
#: batch_size - len(data_x) % batch_size`, then dummy rows appended: LEAF's Reddit LSTM, stop
#: 42, judged false; `n_pad = (-len(x)) % bs`), read in the code (not a comment, nor a print).
_PADS_TO_WHOLE = re.compile(
    r"^[ \t]*(\w+)[ \t]*=[ \t]*(?:\b(?:self\.)?\w*batch_?size\s*-\s*\(?\s*len\([^()]*\)\s*%\s*(?:self\.)?\w*batch_?size\b"
    r"|\(\s*-\s*len\([^()]*\)\s*\)\s*%\s*(?:self\.)?\w*batch_?size\b)", re.MULTILINE)

#: A start that leaves room for a whole batch: wrapped modulo the data less a batch
#: (`offset = (step * BATCH_SIZE) % (labels.shape[0] - BATCH_SIZE)`, the Udacity course's
#: helper), or drawn at random below it (`num = randint(0, len(x) - batchSize - 1)`).
_ROOM_FOR_A_BATCH = re.compile(
    r"(?i)%\s*\(.{0,80}-\s*(?:self\.)?(?:\w*batch_?size|bs)\s*\)\s*$"
    r"|\brandint\(\s*[^,]+,.{0,80}-\s*(?:self\.)?(?:\w*batch_?size|bs)\b"
)


def _pads_to_whole(code: str) -> bool:
    """The helper computes how many rows pad the data to whole batches and pads with that
    many (`extend([pad] * num_dummy)`, `np.pad`, `np.concatenate`, `range(num_dummy)`), not
    only prints it (review of stop 42)."""
    for count, found in enumerate(_PADS_TO_WHOLE.finditer(code)):
        if count == 20:
            break  # (a helper of thousands of such lines: each search reads the rest of it)
        name = re.escape(found.group(1))
        if re.compile(rf"\b(?:extend|append|concatenate|pad|zeros|ones|full|repeat|tile|range|vstack|stack)\("
                      rf"[^\n]*\b{name}\b|\[[^\n]*\]\s*\*\s*{name}\b").search(code, found.end()):
            return True
    return False


#: Per helper, whether it hands out only full batches: asked once per loop that calls it,
#: and every loop of a file may call the same one (a product of the two sizes otherwise).
_ALWAYS_FULL: "weakref.WeakKeyDictionary[Scope, bool]" = weakref.WeakKeyDictionary()


def helper_always_full(helper: Optional[Scope], file: FileContext) -> bool:
    """A helper that hands out batches of a fixed size (a ring index `i % len(data)`,
    `np.random.choice`, `np.ndarray(shape=(batch_size,))` filled in place,
    `batch[:batch_size]` (`np.random.permutation(n)[0:batch_size]`), `np.split` into equal
    pieces, the data trimmed to whole batches first with
    `x[:n_batches * batch_size]`, a `while` that stops before a short batch, a start
    wrapped modulo `n - batch_size` or drawn below it), rather than slicing consecutive
    ranges to the end."""
    if helper is None:
        return False
    known = _ALWAYS_FULL.get(helper)
    if known is None:
        known = _ALWAYS_FULL[helper] = (bool(_FULL_HELPER.search(file.code_for(helper.node)))
                                        or _pads_to_whole(code_only(file.code_for(helper.node)))
                                        or _stops_before_a_short_batch(helper, file)
                                        or _starts_leave_room(helper, file)
                                        or _rolls_over(helper, file)
                                        or counted_fill(helper)
                                        or _windows_of_whole_rows(helper, file)
                                        or _returns_batch_rows(helper, file))
    return known


#: An array made with the batch size as its first dimension: `np.zeros([batch_size,
#: batch_len])`, `np.reshape(x, [batch_size, -1])`, `x.reshape((self.batch_size, -1))`.
_BATCH_ROWS = re.compile(
    r"(?i)\b(?:zeros|empty|ones|full|reshape)\(\s*(?:(?:[^,()\[\]]|\[[^\[\]]*\]|\([^()]*\))+,\s*)?"
    r"(?:shape\s*=\s*)?[\[(]?\s*"
    r"(?:(?:self|hps|args|config|FLAGS)\.)?(?:\w*_)?(?:batch_?size|bs)\s*[,)\]]"
)


def _windows_of_whole_rows(helper: Scope, file: FileContext) -> bool:
    """A helper that hands out windows of columns of an array of `batch_size` rows: the
    PTB-style iterator fills `data = np.zeros([batch_size, batch_len])` row by row and
    yields `data[:, i * n:(i + 1) * n]`. Every window keeps all the rows, so every batch
    is full (its other axis is not the batch). Each value handed out (or the name it is
    bound to in the helper) must be such a slice that keeps the first axis whole (`:`)
    of an array the helper makes with the batch size first."""
    handed = [value for value, _ in helper.yields] + list(helper.returns)
    if not handed or not isinstance(helper.node, cst.FunctionDef):
        return False
    for value in handed:
        parts = [e.value for e in value.elements] if isinstance(value, (cst.Tuple, cst.List)) else [value]
        for part in parts:
            if isinstance(part, cst.Name):
                bound = [b.value for b in helper.bindings.get(part.value, []) if b.kind != "param"]
                if len(bound) != 1 or bound[0] is None:
                    return False
                part = bound[0]
            if not (isinstance(part, cst.Subscript) and isinstance(part.value, cst.Name) and len(part.slice) >= 2):
                return False
            first = part.slice[0].slice
            if not (isinstance(first, cst.Slice) and first.lower is None and first.upper is None
                    and first.step is None):
                return False
            # (a row written in place, `data[i] = raw[...]`, keeps the array's shape)
            made = [b.value for b in helper.bindings.get(part.value.value, []) if b.kind not in ("param", "mutate")]
            if not made or any(v is None or not _BATCH_ROWS.search(file.code_for(v)) for v in made):
                return False
    return True


def _returns_batch_rows(helper: Scope, file: FileContext) -> bool:
    """A helper that hands out, by name, an array it makes with the batch size as its first
    dimension and writes rows of in place: `arr = np.zeros([batchSize, maxSeqLength])`, `for i
    in range(batchSize): arr[i] = ids[num - 1:num]`, `return arr, labels` (HqWei's sentiment
    LSTM, stop 45, judged false as a short last batch). However its rows are filled, the
    array has `batch_size` of them. Nothing else it hands out may be a slice (`x[s:e]`), and
    the name may be bound to nothing else but rows written into it."""
    handed = [value for value, _ in helper.yields] + list(helper.returns)
    if not handed or not isinstance(helper.node, cst.FunctionDef):
        return False
    found = False
    for value in handed:
        parts = [e.value for e in value.elements] if isinstance(value, (cst.Tuple, cst.List)) else [value]
        for part in parts:
            if isinstance(part, cst.Subscript):
                return False
            if not isinstance(part, cst.Name):
                continue
            made = [b for b in helper.bindings.get(part.value, []) if b.kind != "mutate"]
            if any(isinstance(b.value, cst.Subscript) for b in made):
                return False  # `x_batch = x_train[cursor:cursor + bs]` beside the one-hot rows (review of stop 45)
            if made and all(b.kind == "assign" and b.value is not None and isinstance(b.value, cst.Call)
                            and _WHOLE_BATCH_ROWS.search(file.code_for(b.value)) for b in made):
                found = True
    return found


#: `np.zeros([batch_size, ...])` with the batch size itself first (not `cur_batch_size`,
#: `actual_bs`: the real, maybe short, size).
_WHOLE_BATCH_ROWS = re.compile(
    r"\b(?:zeros|empty|ones|full)\(\s*(?:shape\s*=\s*)?[\[(]\s*(?:(?:self|hps|args|config|FLAGS|opt|params)\.)?"
    r"(?:batch_?size|batchSize|BATCH_SIZE|bs)\s*[,)\]]")


def counted_fill(helper: Scope) -> bool:
    """A helper that adds one example per pass of a loop over its batch size and returns
    what it grew: `for i in range(batch_size): idx = int(random.random() * n);
    batch_image.append(image[idx])`, `inputs = np.append(inputs, part)` per random window.
    Every pass adds one, so every batch has `batch_size` examples. The count must be a
    parameter of the helper or named for a batch size, and the loop must add on every pass:
    no `if` around the add, no `break`, `continue`, `return` or `yield` in the loop."""
    node = helper.node
    if not isinstance(node, cst.FunctionDef) or not isinstance(node.body, cst.IndentedBlock):
        return False
    returned = {ref for stmt in walk(node.body, lambda n: isinstance(n, (cst.FunctionDef, cst.ClassDef)))
                if isinstance(stmt, cst.Return) and stmt.value is not None
                for ref in (dotted_name(n) for n in walk(stmt.value, lambda n: False)
                            if isinstance(n, cst.Name)) if ref}
    for loop in walk(node.body, lambda n: isinstance(n, (cst.FunctionDef, cst.ClassDef, cst.Lambda))):
        if not isinstance(loop, cst.For) or loop.orelse is not None or not isinstance(loop.body, cst.IndentedBlock):
            continue
        call = loop.iter if isinstance(loop.iter, cst.Call) else None
        if call is None or terminal_name(call.func) not in ("range", "xrange") or len(call.args) != 1:
            continue
        count = call.args[0].value
        count_name = dotted_name(count) if isinstance(count, (cst.Name, cst.Attribute)) else None
        if count_name is None or not (count_name in helper.params or BATCH_SIZE_NAME.match(
                terminal_name(count) or "")):
            continue
        if any(b.kind != "param" for b in helper.bindings.get(count_name, ())):
            continue  # `batch_size = min(batch_size, len(data) - start)`: the count is cut short
        data = set(helper.params) - {count_name, "self", "cls"}
        if any(isinstance(inner, (cst.Break, cst.Continue, cst.Return, cst.Yield))
               for inner in walk(loop.body, lambda n: isinstance(n, (cst.FunctionDef, cst.Lambda)))):
            continue
        grown: Set[str] = set()
        for stmt in loop.body.body:  # the loop's own statements: no `if` around the add
            if not isinstance(stmt, cst.SimpleStatementLine):
                continue
            for small in stmt.body:
                if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) \
                        and isinstance(small.value.func, cst.Attribute) and small.value.func.attr.value == "append":
                    target = dotted_name(small.value.func.value)
                    if target and _picks_from(helper, small.value.args, data):
                        grown.add(target)
                elif isinstance(small, cst.Assign) and len(small.targets) == 1 \
                        and isinstance(small.targets[0].target, cst.Name) and isinstance(small.value, cst.Call) \
                        and terminal_name(small.value.func) == "append" \
                        and isinstance(small.value.func, cst.Attribute) \
                        and terminal_name(small.value.func.value) in ("np", "numpy") and small.value.args \
                        and dotted_name(small.value.args[0].value) == small.targets[0].target.value \
                        and _picks_from(helper, small.value.args[1:], data):
                    grown.add(small.targets[0].target.value)  # `inputs = np.append(inputs, part)`
        if grown & returned or any(_reaches(helper, name, returned) for name in grown):
            return True
    return False


def _picks_from(helper: Scope, args: "Sequence[cst.Arg]", data: Set[str]) -> bool:
    """What is added is an item of the helper's data (`image[idx]`, `part[:, 0]` with `part =
    train_data[i:j]`): a subscript of a parameter other than the count, directly or through
    one local name. Not a generated value (a one-hot label drawn at random, noise)."""
    for arg in args:
        for node in walk(arg.value, lambda n: False):
            if not isinstance(node, cst.Subscript):
                continue
            root = dotted_name(node.value) or ""
            if root.split(".")[0] in data:
                return True
            for binding in helper.bindings.get(root, ()):
                if binding.value is not None and any(
                        isinstance(inner, cst.Subscript) and (dotted_name(inner.value) or "").split(".")[0] in data
                        or isinstance(inner, cst.Name) and inner.value in data
                        for inner in walk(binding.value, lambda n: False)):
                    return True
    return False


def _reaches(helper: Scope, name: str, returned: Set[str]) -> bool:
    """`batch_image = np.array(batch_image)` / `inputs = inputs.reshape(...)` before the
    return: a name the helper binds from `name` (one step) is returned."""
    for target in returned:
        for binding in helper.bindings.get(target, []):
            if binding.value is not None and any(
                    isinstance(n, cst.Name) and n.value == name for n in walk(binding.value, lambda n: False)):
                return True
    return False


#: numpy's and TensorFlow's calls that join the end of one pass over the data to the start
#: of the next (a list's `.append` is no join: it adds a short remainder as a batch).
_JOINS = frozenset({"numpy.concatenate", "numpy.vstack", "numpy.hstack", "numpy.append", "tensorflow.concat"})


def _overflow_test(test: cst.BaseExpression, starts: Set[str]) -> bool:
    """`end > len(x)`, `start + batch_size > self._num_examples`, `self._index_in_epoch >
    n` after it was advanced: the end of the next batch compared with a size (not with a
    literal, as `len(batch) > 0` is). A test of the start alone (`if start >= n: start =
    0`) is no roll-over: a batch that starts inside the data can still end past it."""
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
        return False
    target = test.comparisons[0]
    if not isinstance(target.operator, (cst.GreaterThan, cst.GreaterThanEqual)) \
            or isinstance(target.comparator, (cst.Integer, cst.Float, cst.UnaryOperation)):
        return False
    return not (isinstance(test.left, cst.Name) and test.left.value in starts)


def _rolls_over(helper: Scope, file: FileContext) -> bool:
    """A helper that, when the next batch would run past the end of the data, starts
    the next pass instead of cutting the batch short: TensorFlow's tutorial
    `DataSet.next_batch` copied into a module (`start = 0; self._index_in_epoch =
    batch_size`, or the rest of the pass joined to the start of the next with
    `np.concatenate`), or a start and an end shifted back together (`last_index -= n;
    next_index -= n`). The branch must test the end of the batch against the data
    (`end > n`) and either join two parts with numpy or TensorFlow, or move the start of
    the slice the helper cuts after it without cutting one itself. Not a roll-over: a
    helper that clamps an end anywhere (`min(start + bs, n)`, `elif end > n: end = n`), a
    branch that cuts the short batch before it resets the index, a test of the start
    alone (`if start >= n: start = 0`), a list's `.append` of the remainder."""
    if not isinstance(helper.node, cst.FunctionDef) or not isinstance(helper.node.body, cst.IndentedBlock):
        return False
    body_nodes = list(walk(helper.node.body, lambda n: False))
    if any(isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "min"
           for node in body_nodes):
        return False  # an end clamped to the data: the batch before the reset is short
    starts: Set[str] = set()
    ends: Set[str] = set()
    for node in body_nodes:
        if isinstance(node, cst.Subscript):
            for element in node.slice:
                part = element.slice
                if isinstance(part, cst.Slice) and isinstance(part.lower, cst.Name):
                    starts.add(part.lower.value)
                    if isinstance(part.upper, cst.Name):
                        ends.add(part.upper.value)
    counters = _start_counters(helper, starts)
    for statements in _statement_runs(helper.node.body):
        sliced_yet = False
        #: The slice's starts bound earlier in this run: a reset after them sends back only the
        #: next call's batch, and this one is cut from the start already computed (review of
        #: stop 41: `start = self.count * bs; end = start + bs; if end > n: self.count = 0`).
        started: Set[str] = set()
        for statement in statements:
            if isinstance(statement, cst.If) and _overflow_test(statement.test, starts):
                if _clamps_an_end(statement.orelse, ends, statement.test):
                    return False  # `elif end > n: end = n`
                branch = list(walk(statement.body, lambda n: False))
                if any(isinstance(node, cst.Call) and (file.resolve(node.func) or "") in _JOINS for node in branch):
                    return True
                moved = {target.value for node in branch if isinstance(node, (cst.Assign, cst.AugAssign))
                         for target in ([t.target for t in node.targets] if isinstance(node, cst.Assign)
                                        else [node.target])
                         if isinstance(target, cst.Name)}
                cuts_here = any(isinstance(node, cst.Subscript)
                                and any(isinstance(e.slice, cst.Slice) for e in node.slice) for node in branch)
                if not sliced_yet and not cuts_here and starts and moved & starts:
                    return True
                if not sliced_yet and not cuts_here and not started and _tests_an_end(statement.test, ends) \
                        and _resets(branch, counters):
                    return True
            if any(isinstance(node, cst.Subscript) and any(isinstance(e.slice, cst.Slice) for e in node.slice)
                   for node in walk(statement, lambda n: False)):
                sliced_yet = True
            if isinstance(statement, cst.SimpleStatementLine):
                started.update(target.target.value for small in statement.body if isinstance(small, cst.Assign)
                               for target in small.targets
                               if isinstance(target.target, cst.Name) and target.target.value in starts)
    return False


def _statement_runs(body: cst.BaseSuite) -> Iterator[Sequence[cst.BaseStatement]]:
    """The helper's own statements, then those of each loop among them (a generator's
    `while True:` that tests, cuts and yields on every pass), in order."""
    if not isinstance(body, cst.IndentedBlock):
        return
    yield body.body
    for statement in body.body:
        if isinstance(statement, (cst.While, cst.For)):
            yield from _statement_runs(statement.body)


def _start_counters(helper: Scope, starts: Set[str]) -> Set[str]:
    """The names a slice's start is computed from in the helper (`batch_count` in `start =
    batch_count * batch_size`), other than its parameters and batch sizes: a count of the
    batches handed out, which a reset to 0 sends back to the start of the data. A count
    kept on the object (`self.batch_count * self.batch_size`) is named by its dotted name."""
    counters: Set[str] = set()
    for start in starts:
        for binding in helper.bindings.get(start, []):
            if binding.kind == "param" or binding.value is None:
                continue
            for node in walk(binding.value, lambda n: False):
                if isinstance(node, cst.Name) and node.value not in helper.params \
                        and not BATCH_SIZE_NAME.match(node.value) and node.value != start:
                    counters.add(node.value)
                elif isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) \
                        and node.value.value == "self" and not BATCH_SIZE_NAME.match(node.attr.value):
                    counters.add(f"self.{node.attr.value}")
    return counters


def _tests_an_end(test: cst.BaseExpression, ends: Set[str]) -> bool:
    """The test compares the end of the next batch, not its start: `count * bs + bs > n`,
    `start + batch_size > n`, `end > n`. What is added is a batch size (not `+ 1`: `count + 1
    > n_batches` with a rounded-up count, or `count * bs + 1 > n`, lets a short batch through;
    review of stop 40)."""
    assert isinstance(test, cst.Comparison)
    left = test.left
    if isinstance(left, cst.Name):
        return left.value in ends
    if isinstance(left, cst.BinaryOperation) and isinstance(left.operator, cst.Multiply) \
            and bool(BATCH_SIZE_NAME.match(terminal_name(left.right) or "")):
        # `(count + 1) * batch_size > n`: the end of the next batch, written the other way
        inner = left.left
        return isinstance(inner, cst.BinaryOperation) and isinstance(inner.operator, cst.Add) \
            and int_literal(inner.right) == 1
    return isinstance(left, cst.BinaryOperation) and isinstance(left.operator, cst.Add) \
        and bool(BATCH_SIZE_NAME.match(terminal_name(left.right) or "")) \
        and isinstance(left.left, cst.BinaryOperation) and isinstance(left.left.operator, cst.Multiply)


def _resets(branch: Sequence[cst.CSTNode], counters: Set[str]) -> bool:
    """The branch sets a count the start is computed from back to 0 (`batch_count = 0`,
    `self.batch_count = 0`)."""
    return any(isinstance(node, cst.Assign) and int_literal(node.value) == 0
               and any(isinstance(t.target, (cst.Name, cst.Attribute)) and dotted_name(t.target) in counters
                       for t in node.targets)
               for node in branch)


def _clamps_an_end(orelse: Optional[Union[cst.If, cst.Else]], ends: Set[str], test: cst.BaseExpression) -> bool:
    """An `elif`/`else` of the roll-over test that sets the slice's end to the size the
    test compares with (`elif end > self.num_examples: end = self.num_examples`)."""
    if orelse is None or not isinstance(test, cst.Comparison):
        return False
    size = test.comparisons[0].comparator
    for node in walk(orelse, lambda n: False):
        if isinstance(node, cst.Assign) and any(isinstance(t.target, cst.Name) and t.target.value in ends
                                                for t in node.targets) and node.value.deep_equals(size):
            return True
    return False


def _starts_leave_room(helper: Scope, file: FileContext) -> bool:
    """Every slice the helper cuts starts at a name that every assignment in the helper
    sets to a start leaving room for a whole batch (`_ROOM_FOR_A_BATCH`): not when one
    branch wraps the offset and another steps on to the end (`offset = step * bs`)."""
    starts: Set[str] = set()
    #: start -> the widths added to it in the slices' ends (`lo` -> [`size`] for `x[lo:lo + size]`)
    widths: Dict[str, List[cst.BaseExpression]] = {}
    for node in walk(helper.node.body, lambda n: False) if isinstance(helper.node, cst.FunctionDef) else ():
        if not isinstance(node, cst.Subscript):
            continue
        for element in node.slice:
            part = element.slice
            if isinstance(part, cst.Slice) and (part.lower is not None or part.upper is not None):
                if not isinstance(part.lower, cst.Name):
                    return False
                starts.add(part.lower.value)
                upper = part.upper
                if isinstance(upper, cst.BinaryOperation) and isinstance(upper.operator, cst.Add) \
                        and isinstance(upper.left, cst.Name) and upper.left.value == part.lower.value:
                    widths.setdefault(part.lower.value, []).append(upper.right)
    if not starts:
        return False
    for name in starts:
        values = [b.value for b in helper.bindings.get(name, []) if b.kind != "param"]
        if not values:
            return False
        for value in values:
            if value is None:
                return False
            if _ROOM_FOR_A_BATCH.search(" ".join(file.code_for(value).split())):
                continue
            # `lo = (step * size) % (len(features) - size)` cutting `features[lo:lo + size]`:
            # modulo the data less the slice's own width, whatever that width is called.
            if not any(_leaves_room(value, width) for width in widths.get(name, [])):
                return False
    return True


#: A `while` test that leaves room for a whole batch: `index <= len(x) - batch_size`,
#: `start + batch_size <= n` (the start it names is group 1 or 2).
_GUARD = re.compile(
    r"\(?\s*([A-Za-z_][\w.]*)\s*<=?\s*[^<>=]{1,80}-\s*\(?\s*(?:self\.)?\w*batch_size\s*\)?\s*\)?\s*$"
    r"|\(?\s*([A-Za-z_][\w.]*)\s*\+\s*(?:self\.)?\w*batch_size\s*\)?\s*<=?\s*[^<>=]{1,80}$"
)


def _stops_before_a_short_batch(helper: Scope, file: FileContext) -> bool:
    """Every batch the helper yields or returns is `x[start:start + batch_size]` inside a
    `while` whose test leaves room for a whole batch from `start` (horovod's
    `train_input_generator`), and it hands out nothing else (no remainder after the loop)."""
    if not helper.yields and not helper.returns:
        return False
    if not isinstance(helper.node, cst.FunctionDef):
        return False
    guarded: Set[int] = set()
    for loop in walk(helper.node.body, lambda n: False):
        if not isinstance(loop, cst.While):
            continue
        match = _GUARD.match(file.code_for(loop.test))
        if match is None:
            continue
        start = re.escape(match.group(1) or match.group(2))
        for node in walk(loop.body, lambda n: False):
            if isinstance(node, cst.Subscript) and re.search(
                    rf"\[\s*(?:[\w.]+\s*,\s*)?{start}\s*:\s*{start}\s*\+", file.code_for(node)):
                guarded.add(id(node))
    if not guarded:
        return False
    handed = [value for value, _ in helper.yields] + list(helper.returns)
    for value in handed:
        elements = value.elements if isinstance(value, (cst.Tuple, cst.List)) else ()
        parts = [element.value for element in elements] or [value]
        if not all(id(part) in guarded for part in parts):
            return False
    return True


_BOUNDED_FROM = re.compile(r"\[\s*(?:(?:self\.)?\w+\s*,\s*)?([A-Za-z_]\w*)\s*:\s*\1\s*\+")


_OPEN_ENDED = re.compile(r"[\w.]+\[\s*([A-Za-z_]\w*)\s*:\s*\]")


def takes_the_rest(helper: Optional[Scope], file: FileContext) -> Optional[str]:
    """The open-ended slice (`x[ii:]`) with which a helper that cuts `x[ii:ii + batch_size]`
    hands out its last batch: "grab the rest of the data". The last batch is then longer
    than the others when the loop stops at whole batches (`range(0, n_batches *
    batch_size, batch_size)`) and shorter when it runs to the end: either way its size
    differs, which is what the message says. None when it has no such slice."""
    if helper is None:
        return None
    code = file.code_for(helper.node)
    starts = {m.group(1) for m in _BOUNDED_FROM.finditer(code)}
    for rest in _OPEN_ENDED.finditer(code):  # one pass each, whatever the number of slices
        if rest.group(1) in starts:
            return rest.group(0)
    return None


def yields_grown_lists(helper: Optional[Scope]) -> bool:
    """A helper whose batches are lists it grows item by item (`x, y = [], []` then
    `y.extend(get_target(batch, i))`, skip-gram pairs): their length depends on the data,
    not on the slice it cut. Only what it yields one batch at a time counts (a returned list
    grown with `append` is a list of batches), and every part must be grown (a list of
    lengths next to a sliced batch has one item per example)."""
    if helper is None:
        return False
    for value, _ in helper.yields:
        elements = [e.value for e in value.elements] if isinstance(value, (cst.Tuple, cst.List)) else [value]
        if elements and all(isinstance(e, cst.Name) and _grown(helper, e.value) for e in elements):
            return True
    return False


def skips_items(helper: Optional[Scope]) -> bool:
    """A helper that builds the batch it returns item by item in a loop that can skip an item
    (`if image is None: ... continue` before `batch_images.append(image)`: qzq2514's
    licence-plate trainer, hundredth split, judged false as always full): the batch holds
    fewer items whenever one is skipped."""
    if helper is None or not isinstance(helper.node, cst.FunctionDef) or helper.is_generator:
        return False
    returned = {name for value in helper.returns for name in references(value)}
    if not returned:
        return False
    # (the names the returned ones are made from: `batch_images = np.array(batch_images)`)
    for name in list(returned):
        for binding in helper.bindings.get(name, ()):
            if binding.value is not None:
                returned |= references(binding.value)
    for node in walk(helper.node.body, lambda n: isinstance(n, (cst.FunctionDef, cst.ClassDef, cst.Lambda))):
        if not isinstance(node, cst.For):
            continue  # (`while len(batch) < n:` retries until the batch is full: the review of stop 44)
        own = list(walk(node.body, lambda n: isinstance(n, (cst.For, cst.While, cst.FunctionDef, cst.ClassDef))))
        if not any(isinstance(n, cst.Continue) for n in own):
            continue
        for n in own:
            if isinstance(n, cst.Call) and isinstance(n.func, cst.Attribute) and n.func.attr.value == "append" \
                    and isinstance(n.func.value, cst.Name) and n.func.value.value in returned \
                    and _grown(helper, n.func.value.value):
                return True
    return False


def _grown(scope: Scope, name: str) -> bool:
    """`name` starts as `[]` in `scope` and is appended to or extended there."""
    bindings = scope.bindings.get(name, [])
    return any(isinstance(b.value, cst.List) and not b.value.elements for b in bindings) \
        and any(b.kind == "mutate" for b in bindings)
