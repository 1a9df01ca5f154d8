"""Loop and data-flow facts for the host-batching (TFS3xx) and feeding (TFS4xx) rules.

Both families ask the same questions about a file: which loops enclose a call, which
names each loop (re)binds, what a name was assigned from, which functions of the
module are training steps or batch helpers. :class:`LoopFacts` answers them from
records collected during the engine's single traversal (no second walk of the
tree); the rules decide at ``leave_Module``, when every assignment is known (a
helper defined below its first use, a global assigned under ``__main__``).

The facts are an analysis (:mod:`tfshape_lint.analysis.base`): the rules that need
them declare it, and the engine collects them once per file for all of them.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import (
    Callable,
    Dict,
    Iterable,
    Iterator,
    List,
    Optional,
    Sequence,
    Set,
    Tuple,
    Union,
)

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.names import ImportTable, dotted_name, terminal_name
from tfshape_lint.analysis.literals import is_literal

LoopNode = Union[cst.For, cst.While, cst.CompFor]
#: The ids of the indented blocks around a node, outermost first (`with` bodies left out:
#: they always run). A binding whose chain is a prefix of a call's chain runs before the
#: call on every path that reaches it, given it comes first in source order.
Blocks = Tuple[int, ...]
ScopeNode = Union[cst.Module, cst.FunctionDef, cst.ClassDef]

#: Method calls that change their receiver in place: inside a loop, the receiver varies.
MUTATING_METHODS = frozenset({"append", "extend", "insert", "pop", "update", "fill", "clear", "remove", "put", "add",
                              "setdefault", "sort", "resize", "shuffle"})
#: Attribute reads that give a number, not the array (`X.shape[0]`, `len(X)` is handled apart).
SCALAR_ATTRIBUTES = frozenset({"shape", "dtype", "ndim", "size", "nbytes", "num_examples", "__len__"})
#: Calls whose value is a number or a shape whatever their arguments.
SCALAR_CALLS = frozenset({"len", "range", "xrange", "int", "float", "bool", "str", "round", "min", "max", "abs",
                          "print", "isinstance", "type", "id", "hash", "format"})


# ----------------------------------------------------------------------------- records


@dataclass(eq=False)
class Binding:
    """One assignment of a name (or dotted name such as ``self.ptr``)."""

    name: str
    value: Optional[cst.BaseExpression]
    #: assign | aug | for | with | param | def | mutate | unpack | import
    kind: str
    loop: Optional["Loop"]
    scope: "Scope"
    node: cst.CSTNode
    #: Position in the traversal (source order) and the blocks around the binding:
    #: see :func:`reaching`.
    order: int = 0
    blocks: "Blocks" = ()


@dataclass(eq=False)
class Scope:
    """A module, class or function body: the names it binds and what it returns."""

    node: ScopeNode
    parent: Optional["Scope"]
    name: str
    class_name: Optional[str] = None
    bindings: Dict[str, List[Binding]] = field(default_factory=dict)
    returns: List[cst.BaseExpression] = field(default_factory=list)
    #: (yielded value, innermost loop around the `yield`)
    yields: List[Tuple[cst.BaseExpression, Optional["Loop"]]] = field(default_factory=list)
    decorators: Sequence[cst.Decorator] = ()
    is_generator: bool = False
    calls: List[cst.Call] = field(default_factory=list)
    has_tape: bool = False
    loop_stack: List["Loop"] = field(default_factory=list)
    tape_stack: List[bool] = field(default_factory=list)
    params: List[str] = field(default_factory=list)

    def lookup(self, name: str) -> Tuple[List[Binding], Optional["Scope"]]:
        """Bindings of `name` in this scope or the nearest enclosing one that binds it."""
        scope: Optional[Scope] = self
        while scope is not None:
            if isinstance(scope.node, cst.ClassDef) and scope is not self:
                scope = scope.parent  # class bodies are not enclosing scopes for methods
                continue
            found = scope.bindings.get(name)
            if found:
                return found, scope
            scope = scope.parent
        return [], None


@dataclass(eq=False)
class Loop:
    """A `for`, `while` or comprehension, with what happens anywhere inside it."""

    node: Union[LoopNode, cst.BaseExpression]
    parent: Optional["Loop"]
    scope: Scope
    kind: str  # for | while | comp
    #: Position in the traversal: bindings and calls with a smaller order come before the loop.
    order: int = 0
    #: The blocks around the loop statement (its body is one more).
    blocks: Blocks = ()
    targets: Set[str] = field(default_factory=set)
    iters: List[cst.BaseExpression] = field(default_factory=list)
    report_node: Optional[cst.CSTNode] = None
    report_end: Optional[cst.CSTNode] = None
    bindings: List[Binding] = field(default_factory=list)
    calls: List["CallSite"] = field(default_factory=list)
    slices: List["SliceSite"] = field(default_factory=list)

    def within(self, other: "Loop") -> bool:
        """True when this loop is `other` or nested inside it."""
        loop: Optional[Loop] = self
        while loop is not None:
            if loop is other:
                return True
            loop = loop.parent
        return False

    def bound_names(self) -> Set[str]:
        """Every name (re)bound anywhere inside the loop, its targets included."""
        return self.targets | {binding.name for binding in self.bindings}


@dataclass(eq=False)
class CallSite:
    """A call inside a loop, with the innermost loop and whether a GradientTape is open."""

    call: cst.Call
    loop: Loop
    in_tape: bool
    order: int = 0
    blocks: Blocks = ()


@dataclass(eq=False)
class SliceSite:
    """A subscript with a slice whose bounds are not literals, inside a loop."""

    subscript: cst.Subscript
    loop: Loop


# ----------------------------------------------------------------------------- expressions


def is_single_example(node: cst.CSTNode) -> bool:
    """An expression that wraps one example in a batch of one (`x[None]`, `np.expand_dims(x, 0)`,
    `x.reshape(1, ...)`, `np.array([x])`): its contents are not a mini-batch."""
    if isinstance(node, cst.Subscript):
        first = node.slice[0].slice if node.slice else None
        if isinstance(first, cst.Index) and (
            (isinstance(first.value, cst.Name) and first.value.value == "None")
            or terminal_name(first.value) == "newaxis"
        ):
            return True
    if isinstance(node, cst.Call):
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


def touches(refs: Iterable[str], names: Set[str]) -> bool:
    """True when a reference or one of its dotted prefixes is in `names`."""
    for ref in refs:
        if ref in names:
            return True
        while "." in ref:
            ref = ref.rsplit(".", 1)[0]
            if ref in names:
                return True
    return False


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
        root = dotted_name(target.value)
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


# ----------------------------------------------------------------------------- collector

#: Names that resolve to GradientTape open a "training step" region.
_TAPE = frozenset({"tensorflow.GradientTape", "tensorflow.autodiff.GradientTape"})


class LoopFacts(Analysis):
    """Scopes, loops, bindings, calls and slices of one file, collected in the engine's visit."""

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.names = file.names
        self.scopes: List[Scope] = []
        self.loops: List[Loop] = []
        self.functions: Dict[str, List[Scope]] = {}
        self.module_calls: List[cst.Call] = []
        self._stack: List[Scope] = []
        self._order = 0
        self._blocks: Blocks = ()
        self._always_run: Set[int] = set()  # ids of `with` bodies

    def release(self) -> None:
        """Break the two-way links (a scope and its bindings, a loop and its bindings)
        once the file's findings are made.

        Otherwise they keep the file's tree alive until a full garbage collection
        finds the cycle, and that collection walks the whole tree: 0.43 s of every
        8.6 s spent on 260 TensorFlow files. Freed by reference counting, it costs
        nothing more."""
        for scope in self.scopes:
            scope.bindings.clear()
            scope.loop_stack.clear()
            scope.yields.clear()
        for loop in self.loops:
            loop.bindings.clear()
            loop.calls.clear()
            loop.slices.clear()
        self.scopes.clear()
        self.loops.clear()
        self.functions.clear()
        self._stack.clear()

    # -- state -----------------------------------------------------------------

    @property
    def scope(self) -> Scope:
        return self._stack[-1]

    @property
    def loop(self) -> Optional[Loop]:
        stack = self.scope.loop_stack
        return stack[-1] if stack else None

    def _bind(self, name: str, value: Optional[cst.BaseExpression], kind: str, node: cst.CSTNode) -> None:
        scope = self.scope
        self._order += 1
        binding = Binding(name, value, kind, self.loop, scope, node, self._order, self._blocks)
        scope.bindings.setdefault(name, []).append(binding)
        for loop in scope.loop_stack:
            loop.bindings.append(binding)

    def _push_loop(self, node: Union[LoopNode, cst.BaseExpression], kind: str) -> Loop:
        scope = self.scope
        self._order += 1
        loop = Loop(node, self.loop, scope, kind, self._order, self._blocks)
        scope.loop_stack.append(loop)
        self.loops.append(loop)
        return loop

    def _pop_loop(self) -> None:
        self.scope.loop_stack.pop()

    # -- scopes ----------------------------------------------------------------

    def visit_Module(self, node: cst.Module) -> None:
        scope = Scope(node, None, "<module>")
        self.scopes.append(scope)
        self._stack.append(scope)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self._bind(node.name.value, None, "def", node)
        scope = Scope(node, self.scope, node.name.value)
        self.scopes.append(scope)
        self._stack.append(scope)

    def leave_ClassDef(self, node: cst.ClassDef) -> None:
        self._stack.pop()

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        parent = self.scope
        self._bind(node.name.value, None, "def", node)
        class_name = parent.name if isinstance(parent.node, cst.ClassDef) else None
        scope = Scope(node, parent, node.name.value, class_name, decorators=node.decorators)
        self.scopes.append(scope)
        self.functions.setdefault(node.name.value, []).append(scope)
        self._stack.append(scope)
        params = node.params
        for param in [*params.posonly_params, *params.params, *params.kwonly_params]:
            scope.params.append(param.name.value)
            self._bind(param.name.value, param.default, "param", param)
        for star in (params.star_arg, params.star_kwarg):
            if isinstance(star, cst.Param):
                self._bind(star.name.value, None, "param", star)

    def leave_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._stack.pop()

    # -- blocks ----------------------------------------------------------------

    def _enter_block(self, node: cst.BaseSuite) -> None:
        if id(node) not in self._always_run:
            self._blocks = (*self._blocks, id(node))

    def _leave_block(self, node: cst.BaseSuite) -> None:
        if id(node) in self._always_run:
            self._always_run.discard(id(node))
        else:
            self._blocks = self._blocks[:-1]

    def visit_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._enter_block(node)

    def leave_IndentedBlock(self, node: cst.IndentedBlock) -> None:
        self._leave_block(node)

    def visit_SimpleStatementSuite(self, node: cst.SimpleStatementSuite) -> None:
        self._enter_block(node)

    def leave_SimpleStatementSuite(self, node: cst.SimpleStatementSuite) -> None:
        self._leave_block(node)

    # -- loops -----------------------------------------------------------------

    def visit_For(self, node: cst.For) -> None:
        loop = self._push_loop(node, "for")
        loop.iters.append(node.iter)
        loop.report_node, loop.report_end = node, node.iter
        for name, _kind in target_names(node.target):
            loop.targets.add(name)
            self._bind(name, node.iter, "for", node)

    def leave_For(self, node: cst.For) -> None:
        self._pop_loop()

    def visit_While(self, node: cst.While) -> None:
        loop = self._push_loop(node, "while")
        loop.report_node, loop.report_end = node, node.test

    def leave_While(self, node: cst.While) -> None:
        self._pop_loop()

    def _visit_comprehension(self, node: Union[cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp]) -> None:
        # The element is visited before the `for` clause, so the loop opens here.
        loop = self._push_loop(node, "comp")
        # From the target of the first `for` clause to its iterable (`i in range(0, n, bs)`):
        # a `CompFor` node's own span starts at the whitespace before `for`, often the end
        # of the line above.
        loop.report_node = node.for_in.target
        comp: Optional[cst.CompFor] = node.for_in
        while comp is not None:
            loop.iters.append(comp.iter)
            for name, _kind in target_names(comp.target):
                loop.targets.add(name)
                self._bind(name, comp.iter, "for", comp)
            comp = comp.inner_for_in
        loop.report_end = node.for_in.iter

    def visit_ListComp(self, node: cst.ListComp) -> None:
        self._visit_comprehension(node)

    def leave_ListComp(self, node: cst.ListComp) -> None:
        self._pop_loop()

    def visit_SetComp(self, node: cst.SetComp) -> None:
        self._visit_comprehension(node)

    def leave_SetComp(self, node: cst.SetComp) -> None:
        self._pop_loop()

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> None:
        self._visit_comprehension(node)

    def leave_GeneratorExp(self, node: cst.GeneratorExp) -> None:
        self._pop_loop()

    def visit_DictComp(self, node: cst.DictComp) -> None:
        self._visit_comprehension(node)

    def leave_DictComp(self, node: cst.DictComp) -> None:
        self._pop_loop()

    # -- bindings --------------------------------------------------------------

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            for name, kind, value in pair_targets(target.target, node.value):
                self._bind(name, value, kind, node)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            for name, kind in target_names(node.target):
                self._bind(name, node.value, kind, node)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        for name, _kind in target_names(node.target):
            self._bind(name, node.value, "aug", node)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        for name, kind in target_names(node.target):
            self._bind(name, node.value, kind, node)

    def visit_With(self, node: cst.With) -> None:
        self._always_run.add(id(node.body))
        tape = False
        for item in node.items:
            if isinstance(item.item, cst.Call) and self.names.resolve(item.item.func) in _TAPE:
                tape = True
            if item.asname is not None:
                for name, _kind in target_names(item.asname.name):
                    self._bind(name, item.item, "with", node)
        scope = self.scope
        scope.tape_stack.append(tape)
        if tape:
            scope.has_tape = True

    def leave_With(self, node: cst.With) -> None:
        self.scope.tape_stack.pop()

    # -- calls, returns, slices ------------------------------------------------

    def visit_Call(self, node: cst.Call) -> None:
        scope = self.scope
        scope.calls.append(node)
        self.module_calls.append(node)
        loop = self.loop
        if loop is None:
            return
        self._order += 1
        site = CallSite(node, loop, any(scope.tape_stack), self._order, self._blocks)
        for each in scope.loop_stack:
            each.calls.append(site)
        func = node.func
        # In-place changes inside a loop make the receiver vary from step to step.
        if isinstance(func, cst.Attribute) and func.attr.value in MUTATING_METHODS:
            receiver = dotted_name(func.value)
            if receiver is not None and func.attr.value != "shuffle":
                self._bind(receiver, node, "mutate", node)
            elif func.attr.value == "shuffle" and node.args:
                shuffled = dotted_name(node.args[0].value)
                if shuffled is not None:
                    self._bind(shuffled, node, "mutate", node)

    def visit_Return(self, node: cst.Return) -> None:
        if node.value is not None:
            self.scope.returns.append(node.value)

    def visit_Yield(self, node: cst.Yield) -> None:
        scope = self.scope
        scope.is_generator = True
        value = node.value
        if isinstance(value, cst.From):
            value = value.item
        if value is not None:
            scope.returns.append(value)
            scope.yields.append((value, self.loop))

    def visit_Subscript(self, node: cst.Subscript) -> None:
        loop = self.loop
        if loop is None or not any(_dynamic_slice(element) for element in node.slice):
            return
        site = SliceSite(node, loop)
        for each in self.scope.loop_stack:
            each.slices.append(site)

    # -- queries ---------------------------------------------------------------

    def functions_named(self, callee: cst.BaseExpression) -> List[Scope]:
        """Module functions (for `f(...)`) or methods (for `obj.f(...)`) a call may reach."""
        if isinstance(callee, cst.Name):
            return [f for f in self.functions.get(callee.value, ()) if f.class_name is None]
        if isinstance(callee, cst.Attribute):
            return [f for f in self.functions.get(callee.attr.value, ()) if f.class_name is not None]
        return []

    def local_values(self, scope: Scope, expr: cst.BaseExpression, depth: int = 4) -> List[cst.BaseExpression]:
        """`expr` and, transitively, the values of the local names it reads (for helpers)."""
        seen: Set[int] = set()
        out: List[cst.BaseExpression] = []
        frontier = [expr]
        for _ in range(depth):
            following: List[cst.BaseExpression] = []
            for current in frontier:
                if id(current) in seen:
                    continue
                seen.add(id(current))
                out.append(current)
                for ref in references(current):
                    for binding in scope.bindings.get(ref, ()):
                        if binding.value is not None and binding.kind not in ("param", "for"):
                            following.append(binding.value)
            frontier = following
            if not frontier:
                break
        return out


#: Bindings that change a value in place: they add to what an earlier assignment gave,
#: they do not replace it.
_IN_PLACE = frozenset({"mutate", "aug"})


def reaching(bindings: Sequence[Binding], site: CallSite) -> List[Binding]:
    """The bindings of one name, all in the scope of `site`, that can give its value at `site`.

    A name such as `feed_dict` is often assigned in several places of one function:
    an evaluation feed before the loop, a per-step feed inside it, another in a sibling
    loop. The call sees:

    - when the name is assigned in the call's own loop before the call, on every path of
      the iteration (at the same or an enclosing block level): that assignment, and the
      ones after it that may run (in a branch) or change it in place (`.update(...)`);
    - otherwise what was assigned before the loop (source order), from the last
      assignment that runs on every path to it onwards, and the branch-only assignments
      of the loop before the call.

    Never an assignment after the call (a loop-carried value would need a CFG; the one
    before the loop is the conservative answer), nor one inside another loop that has
    ended before the call (a sibling loop, an inner loop): its value is the last of that
    loop's, not known here. Such a loop still hides what was assigned before it when it
    assigns the name on every iteration (its target, or directly in its body).
    """
    loop = site.loop

    def ended(binding: Binding) -> bool:
        return binding.loop is not None and not loop.within(binding.loop)

    def prefix(blocks: Blocks) -> bool:
        return site.blocks[:len(blocks)] == blocks

    def kills(binding: Binding) -> bool:
        if binding.kind in _IN_PLACE:
            return False
        inner = binding.loop
        if inner is None or not ended(binding):
            return prefix(binding.blocks)
        # The outermost ended loop, itself on every path to the call, assigning every iteration.
        return inner.kind != "comp" and (inner.parent is None or loop.within(inner.parent)) \
            and prefix(inner.blocks) and len(binding.blocks) <= len(inner.blocks) + 1

    def from_last_kill(candidates: List[Binding]) -> Tuple[bool, List[Binding]]:
        killing = [b for b in candidates if kills(b)]
        if not killing:
            return False, candidates
        last = max(killing, key=lambda b: b.order)
        return True, [b for b in candidates if b.order >= last.order]

    before = [b for b in bindings if b.order < site.order]
    # Everything between the loop's start and the call is inside the loop (or an ended inner loop).
    found, inside = from_last_kill([b for b in before if b.order > loop.order])
    if not found:
        inside = [b for b in inside if b.loop is loop]  # branch-only assignments of the iteration
        _, outside = from_last_kill([b for b in before if b.order < loop.order])
        inside = outside + inside
    return [b for b in inside if not ended(b)]


def _dynamic_slice(element: cst.SubscriptElement) -> bool:
    part = element.slice
    return isinstance(part, cst.Slice) and (not is_literal(part.lower) or not is_literal(part.upper))


# ----------------------------------------------------------------------------- naming evidence

#: Names of arrays of examples (`X_train`, `test_images`, `trX`, `x_data`, `features`).
ARRAY_NAME = re.compile(
    r"""(?ix)^_*(
        [xy]|(tr|te|va|val|valid|test|train|dev|eval)(_?set)?_?[xy](_?\w{0,12})|[xy]_?(train|test|val|valid|validation|dev|eval|all|data|input|in|out|
        target|batch|set|tr|te|va|shuffled?|norm|scaled|pad(ded)?)\w*
        |\w*(images?|imgs|labels?|data|dataset|features?|feats|inputs|targets|samples|examples|sequences|seqs|
             matri(x|ces)|arrays?|embeddings?|vectors|vecs|onehot|one_hot|tokens|ids|pixels|frames|signals|
             observations|obs|states|spectrograms?|audio|waves?|texts|sentences|corpus)(_?\w{0,12})?
    )$""")
#: Names of hyper-parameters and flags (`keep_prob`, `lr`, `is_training`, `handle`).
SCALAR_NAME = re.compile(
    r"""(?ix)(keep|prob|dropout|drop_rate|^lr$|_lr$|^lr_|learning|rate|is_|^training$|train_mode|phase|mode$|
        ^step|_step$|epoch|^iter|temp|beta|alpha|lambda|^lam$|decay|momentum|margin|^eps|epsilon|thresh|flag|
        size$|^n_|^num_|_num$|count|scale|^reg|gamma|tau|weight$|sigma|^use_|bool|ratio|factor|coef|handle|
        ^seq_?len$|^max_|^min_|seed|^idx$|^i$|^j$|^k$|^t$|^n$|^bs$)""")
#: Roots of configuration namespaces: `FLAGS.lr`, `args.dropout`.
CONFIG_ROOTS = frozenset({"FLAGS", "flags", "args", "opt", "opts", "config", "cfg", "conf", "hparams", "hp",
                          "params", "options", "settings", "self.config", "self.cfg", "self.args", "self.hparams",
                          "self.params", "self.opt", "self.flags", "self.conf"})


def looks_like_array(name: str) -> bool:
    """Naming evidence that `name` holds examples (`X_train`, `mnist.test.images`)."""
    last = name.rsplit(".", 1)[-1]
    if SCALAR_NAME.search(last) and not ARRAY_NAME.match(last):
        return False
    return bool(ARRAY_NAME.match(last))


def looks_like_scalar(name: str) -> bool:
    """Naming evidence that `name` is a hyper-parameter, flag or handle, not data."""
    root = name.rsplit(".", 1)[0] if "." in name else ""
    if root in CONFIG_ROOTS or root.split(".", 1)[0] in CONFIG_ROOTS and not looks_like_array(name):
        return True
    last = name.rsplit(".", 1)[-1]
    return bool(SCALAR_NAME.search(last)) and not ARRAY_NAME.match(last)


def tf_alias(names: ImportTable) -> str:
    """The local name the file uses for TensorFlow (`tf` when it has none)."""
    for local, target in names.aliases.items():
        if target in ("tensorflow", "tensorflow.compat.v1", "tensorflow.compat.v2") and "." not in local:
            return local
    return "tf"


#: A comment up to the end of its line inside a multi-line expression.
_COMMENT = re.compile(r"[ \t]+#[^\n'\"]*(?=\n)|^#[^\n'\"]*(?=\n)", re.MULTILINE)
#: A run of whitespace with a line break (or a backslash continuation) in it.
_BREAK = re.compile(r"[ \t]*(?:\\?\n[ \t]*)+")
#: Text that ends in a keyword: a bracket after it opens a new operand, not a call or subscript.
_KEYWORD_END = re.compile(r"(?<![\w.])(and|or|not|in|is|if|else|for|lambda|return|yield|await)$")


def fold(code: str) -> str:
    """Code on one line, as a person would write it there: a line break after an opening
    bracket or before a closing bracket or a `.` goes, any other becomes one space, and
    comments go (`(X_test\\n    .reshape(-1,\\n 784))` -> `(X_test.reshape(-1, 784))`); so does one
    before the `[` or `(` of a subscript or call continued on the next line."""
    code = _COMMENT.sub("", code)

    def join(match: "re.Match[str]") -> str:
        text = match.string
        before = text[match.start() - 1] if match.start() > 0 else ""
        after = text[match.end()] if match.end() < len(text) else ""
        if not before or not after or before in "([{" or after in ")]}.":
            return ""
        if after in "([" and (before.isalnum() or before in "_)]}") \
                and not _KEYWORD_END.search(text[:match.start()]):
            return ""  # `(X_train\n [i:j])`: a subscript or call continued on the next line
        return " "

    return " ".join(_BREAK.sub(join, code).split())


def snippet(code: str, limit: int) -> str:
    """Code quoted in a message: folded onto one line (:func:`fold`) and cut to `limit` characters."""
    code = fold(code)
    return code if len(code) <= limit else code[: limit - 3] + "..."


def unique(items: Sequence[str]) -> List[str]:
    """`items` without repeats, in first-seen order."""
    return list(dict.fromkeys(items))
