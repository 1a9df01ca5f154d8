"""What a name is bound to where the walk is, as far as the source shows it.

The input rules (TFS1xx) read shapes written once and used elsewhere
(`IMAGE_SHAPE = [None, 28, 28, 1]`, then `tf.placeholder(tf.float32, IMAGE_SHAPE)`),
and name a call by what it is assigned to. :class:`BoundValues` answers both from the
file's one scope model (:mod:`tfshape_lint.analysis.scopes`), as the walk goes:

- a name is bound to the expression of its last assignment in the innermost scope
  that assigns it (a function's parameter hides a module constant of the same name);
- to nothing known (None) when it is a parameter, a loop target, a `def`, an
  augmented assignment, or one of several targets unpacked from one value;
- `self.<attr>` is the value of its one assignment in the methods of the class so far
  (None once it is assigned twice);
- `shape[0] = None` gives `shape` a known first item.

`with ... as x`, `x := ...` and comprehension targets do not count: for these rules
the name stays what it was.
"""

from __future__ import annotations

import weakref
from typing import Dict, Optional, Tuple

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.expressions import walk
from tfshape_lint.analysis.literals import literal_value, string_value
from tfshape_lint.analysis.names import dotted_name
from tfshape_lint.analysis.scopes import Binding, Scope, ScopeFacts

Value = Optional[cst.BaseExpression]  # None: bound to something the source does not show


class BoundValues(Analysis):
    """See the module documentation."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.scopes = file.analysis(ScopeFacts)
        #: id(call) -> the name it is assigned to (`x`, `self.keep_prob`, a dict key).
        self.targets: Dict[int, str] = {}
        #: id(call) -> the item of a dict or list it is stored in, as written without spaces
        #: (`self.ph['multi_index_%s'%s]`): no name, but the same text reads it again.
        self.item_targets: Dict[int, str] = {}
        self._first_items: Dict[int, Optional[cst.List]] = {}

    def release(self) -> None:
        self._first_items.clear()

    # -- collecting ------------------------------------------------------------------

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._note_target(target.target, node.value)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._note_target(node.target, node.value)

    def visit_DictElement(self, node: cst.DictElement) -> None:
        key = string_value(node.key)
        if key is not None and isinstance(node.value, cst.Call):
            self.targets[id(node.value)] = key

    def _note_target(self, target: cst.BaseExpression, value: cst.BaseExpression) -> None:
        if isinstance(value, cst.Call):
            name = dotted_name(target)
            if name is not None:
                self.targets[id(value)] = name
            elif isinstance(target, cst.Subscript) and keyed_by_a_string(target):
                self.item_targets[id(value)] = item_text(self.file.code_for(target))
        elif isinstance(target, (cst.Tuple, cst.List)) and isinstance(value, (cst.Tuple, cst.List)):
            # A mismatched unpacking fails at run time; name what can be paired.
            for element, element_value in zip(target.elements, value.elements, strict=False):
                if not isinstance(element, cst.StarredElement):
                    self._note_target(element.value, element_value.value)

    # -- reading -------------------------------------------------------------------

    def lookup(self, name: str) -> Tuple[bool, Value]:
        """(bound here, the value it is bound to) for a simple name, as Python would see it."""
        binding = self.scopes.visible(name, self._counts)
        if binding is None:
            return False, None
        return True, self._value(binding)

    def lookup_expression(self, expr: cst.BaseExpression) -> Value:
        """What a simple name or a `self.<name>` attribute is bound to, if the module shows it."""
        if isinstance(expr, cst.Name):
            return self.lookup(expr.value)[1]
        if isinstance(expr, cst.Attribute) and isinstance(expr.value, cst.Name) and expr.value.value == "self":
            owner = ScopeFacts.enclosing_class(self.scopes.lexical)
            if owner is not None:
                return self._attribute(owner, expr.attr.value)
        return None

    def _attribute(self, owner: Scope, attribute: str) -> Value:
        """`self.<attribute>` in the methods of `owner`: its one assignment so far, else None."""
        name = f"self.{attribute}"
        assignments = [
            binding for scope in self.scopes.scopes if scope.kind != "class" and ScopeFacts.enclosing_class(scope) is owner
            for binding in scope.bindings.get(name, ()) if self._counts(binding) and binding.kind != "mutate"
        ]
        return self._value(assignments[0]) if len(assignments) == 1 else None

    def _counts(self, binding: Binding) -> bool:
        """Whether these rules read `binding` as an assignment of its name."""
        if binding.kind == "with" or isinstance(binding.node, (cst.NamedExpr, cst.CompFor)):
            return False
        if binding.kind == "mutate":
            return self._first_item(binding) is not None
        return True

    def _value(self, binding: Binding) -> Value:
        if binding.kind == "mutate":
            return self._first_item(binding)
        if binding.kind != "assign" or binding.value is None:
            return None
        statement = binding.node
        source = statement.value if isinstance(statement, (cst.Assign, cst.AnnAssign)) else None
        if isinstance(source, (cst.Tuple, cst.List)) and any(
            isinstance(element, cst.StarredElement) and element.value is binding.value for element in source.elements
        ):
            return None  # `a, b = x, *rest`: `b` is one item of `rest`
        return binding.value

    def _first_item(self, binding: Binding) -> Optional[cst.List]:
        """`shape = list(x.shape); shape[0] = None`: the name now has a known first item.

        Bound to a new one-element list (it has no position, so fixes never edit it:
        a shape reached through a name is reported without a fix anyway). Only when
        the name was bound before, as seen from where the assignment is.
        """
        statement = binding.node
        if not isinstance(statement, cst.Assign):
            return None
        key = id(binding)
        if key in self._first_items:
            return self._first_items[key]
        found: Optional[cst.List] = None
        for target in statement.targets:
            subscript = target.target
            if not (isinstance(subscript, cst.Subscript) and isinstance(subscript.value, cst.Name)
                    and subscript.value.value == binding.name and len(subscript.slice) == 1):
                continue
            index = subscript.slice[0].slice
            if isinstance(index, cst.Index) and isinstance(index.value, cst.Integer) and index.value.value == "0":
                if self.scopes.visible(binding.name, self._counts, before=binding.order, scope=binding.scope) is not None:
                    found = cst.List([cst.Element(statement.value)])
        self._first_items[key] = found
        return found


def int_constant(node: cst.BaseExpression, scope: Optional[Scope]) -> Optional[int]:
    """An int literal, or a name every binding of which that `scope` reaches (in the
    innermost scope that binds it) is the same int literal: `BATCH_SIZE = 1` at the top of
    a script, then `batch_size=BATCH_SIZE` (Garfield-1314's MobileNet test, sixty-fourth
    split). A parameter, a loop target or an augmented assignment makes it unknown (None)."""
    if isinstance(node, cst.Name):
        if scope is None:
            return None
        bindings, owner = scope.lookup(node.value)
        if owner is None:
            return None
        # Once per scope, name and number of bindings so far: a name bound thousands of times
        # and read after each would be judged again per read (review of stop 37).
        cache = _INT_CONSTANTS.setdefault(owner, {})
        seen, found = cache.get(node.value, (0, _NONE_YET))
        for binding in bindings[seen:]:  # only the bindings recorded since the last read
            value = _folded(binding.value) if binding.kind == "assign" and binding.value is not None else ...
            if found is _NONE_YET:
                found = value
            elif found is not ... and (type(found) is not type(value) or found != value):
                found = ...
        cache[node.value] = (len(bindings), found)
        return found if type(found) is int else None
    value = _folded(node)
    return value if type(value) is int else None


def _fold(operator: cst.BaseBinaryOp, left: int, right: int) -> Optional[int]:
    if isinstance(operator, cst.Multiply):
        return left * right
    if isinstance(operator, cst.Add):
        return left + right
    if isinstance(operator, cst.Subtract):
        return left - right
    return left // right if right else None  # FloorDivide


_FOLDED = (cst.Multiply, cst.Add, cst.Subtract, cst.FloorDivide)


def _folded(node: cst.BaseExpression, depth: int = 0) -> object:
    """`literal_value`, and products, sums and floor quotients of int literals written out
    (`DATASET_SIZE = 1024 * 8`: the TFP FFJORD demo, stop 45), kept small (below 10**15)."""
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, _FOLDED) and depth < 8:
        left, right = _folded(node.left, depth + 1), _folded(node.right, depth + 1)
        if type(left) is int and type(right) is int:
            value = _fold(node.operator, left, right)
            return value if type(value) is int and abs(value) < 10 ** 15 else ...
        return ...
    return literal_value(node)


_NONE_YET = object()
#: Scope -> name -> (how many of its bindings were read, the literal all of them are, or `...`).
#: Read incrementally: a name bound thousands of times and read after each binding is read once.
_INT_CONSTANTS: "weakref.WeakKeyDictionary[Scope, Dict[str, Tuple[int, object]]]" = weakref.WeakKeyDictionary()


def item_text(code: str) -> str:
    """An item's code as `item_targets` keeps it: without spaces (`self.ph['a_%s' % s]` and
    `self.ph['a_%s'%s]` are the same item)."""
    return "".join(code.split())


def keyed_by_a_string(item: cst.Subscript) -> bool:
    """`self.ph['multi_index_%s' % s]`, `ph[f"idx_{s}"]`: an item of a named dict whose key
    writes a string of its own, which tells its role apart. Not `features[name]`: two dicts'
    worth of roles (dense and sparse fields) can share that text (review of stop 40)."""
    if dotted_name(item.value) is None or len(item.slice) != 1 or not isinstance(item.slice[0].slice, cst.Index):
        return False
    return any(isinstance(node, (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString))
               for node in walk(item.slice[0].slice.value, lambda node: False))

