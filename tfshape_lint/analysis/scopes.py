"""The one scope and binding model of a file, shared by every analysis.

:class:`ScopeFacts` collects, in the engine's single walk, the scopes of a module
(the module, classes, functions, lambdas), every binding of a name in them (what it
was assigned from, in which loop and blocks, in which order), the loops with the
calls and slices inside them, and what each function returns or yields. Analyses
read names through it instead of tracking scopes of their own:

- the loop rules (TFS3xx, TFS4xx) decide at ``leave_Module``, when every binding is
  known (a helper defined below its first use, a global assigned under ``__main__``);
- the input rules (TFS1xx) ask, while the walk is at a call, what a name is bound to
  at that point (:meth:`ScopeFacts.visible`);
- the dataset flow (TFS2xx) gives its own values to the same bindings.

Python's scoping is applied once, here: class bodies are not enclosing scopes of
their methods, a function's scope starts at its parameters (its decorators see the
enclosing scope), comprehension targets belong to the enclosing function.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import (
    Callable,
    Dict,
    FrozenSet,
    List,
    Optional,
    Sequence,
    Set,
    Tuple,
    Union,
)

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.expressions import pair_targets, references, target_names
from tfshape_lint.analysis.literals import is_literal
from tfshape_lint.analysis.names import dotted_name

LoopNode = Union[cst.For, cst.While, cst.CompFor]
#: The ids of the indented blocks around a node, outermost first (`with` bodies left out:
#: they always run). A binding whose chain is a prefix of a call's chain runs before the
#: call on every path that reaches it, given it comes first in source order.
Blocks = Tuple[int, ...]
ScopeNode = Union[cst.Module, cst.FunctionDef, cst.ClassDef, cst.Lambda]

#: Method calls that change their receiver in place: inside a loop, the receiver varies.
MUTATING_METHODS = frozenset({"append", "extend", "insert", "pop", "update", "fill", "clear", "remove", "put", "add",
                              "setdefault", "sort", "resize", "shuffle"})
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
    """A module, class, function or lambda: the names it binds and what it returns.

    A lambda's scope holds only its parameters: what happens in its body (calls,
    loops of comprehensions) belongs to the function around it, as the loop rules
    count it.
    """

    node: ScopeNode
    parent: Optional["Scope"]
    name: str
    class_name: Optional[str] = None
    kind: str = "function"  # module | class | function | lambda
    bindings: Dict[str, List[Binding]] = field(default_factory=dict)
    returns: List[cst.BaseExpression] = field(default_factory=list)
    #: (yielded value, innermost loop around the `yield`)
    yields: List[Tuple[cst.BaseExpression, Optional["Loop"]]] = field(default_factory=list)
    decorators: Sequence[cst.Decorator] = ()
    is_generator: bool = False
    calls: List[cst.Call] = field(default_factory=list)
    has_tape: bool = False
    #: The calls made inside a `with tf.GradientTape()` block of this scope.
    tape_calls: List[cst.Call] = field(default_factory=list)
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
    #: Whether the loop runs inside a `with tf.GradientTape()` block: within one training step.
    in_tape: bool = False
    bindings: List[Binding] = field(default_factory=list)
    calls: List["CallSite"] = field(default_factory=list)
    slices: List["SliceSite"] = field(default_factory=list)
    _bound: Optional[FrozenSet[str]] = field(default=None, repr=False)
    _by_name: Optional[Dict[str, List[Binding]]] = field(default=None, repr=False)
    _by_value: Optional[Dict[int, List[Binding]]] = field(default=None, repr=False)

    def within(self, other: "Loop") -> bool:
        """True when this loop is `other` or nested inside it."""
        loop: Optional[Loop] = self
        while loop is not None:
            if loop is other:
                return True
            loop = loop.parent
        return False

    def bound_names(self) -> FrozenSet[str]:
        """Every name (re)bound anywhere inside the loop, its targets included (found once,
        when the scope model is complete: asked per value fed in the loop)."""
        if self._bound is None:
            self._bound = frozenset(self.targets | {binding.name for binding in self.bindings})
        return self._bound

    def bindings_of(self, name: str) -> List[Binding]:
        """The loop's bindings of `name`, in order (indexed once the scope model is complete:
        a scan of every binding per slice or call was quadratic in a long loop body)."""
        if self._by_name is None:
            self._by_name = {}
            for binding in self.bindings:
                self._by_name.setdefault(binding.name, []).append(binding)
        return self._by_name.get(name, [])

    def bindings_to(self, value: cst.CSTNode) -> List[Binding]:
        """The loop's bindings whose value is that very node (`b = helper(...)`)."""
        if self._by_value is None:
            self._by_value = {}
            for binding in self.bindings:
                if binding.value is not None:
                    self._by_value.setdefault(id(binding.value), []).append(binding)
        return self._by_value.get(id(value), [])


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


# ----------------------------------------------------------------------------- collector

#: Names that resolve to GradientTape open a "training step" region.
_TAPE = frozenset({"tensorflow.GradientTape", "tensorflow.autodiff.GradientTape"})


class ScopeFacts(Analysis):
    """Scopes, loops, bindings, calls and slices of one file, collected in the engine's visit."""

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.names = file.names
        self.scopes: List[Scope] = []
        self.loops: List[Loop] = []
        self.functions: Dict[str, List[Scope]] = {}
        self.module_calls: List[cst.Call] = []
        self._stack: List[Scope] = []
        #: The scopes around the node being visited, lambdas included (`_stack` has none).
        self._lexical: List[Scope] = []
        #: Parameters node -> the scope that opens there (a function's, or a lambda's).
        self._opening: Dict[int, Scope] = {}
        #: id(statement) -> the bindings it made.
        self._by_node: Dict[int, List[Binding]] = {}
        self._order = 0
        self._blocks: Blocks = ()
        self._always_run: Set[int] = set()  # ids of `with` bodies
        #: (scope, name, analysis, its method) -> (bindings read, the last that counts): see `visible`.
        self._last_counting: Dict[Tuple[int, str, int, int], Tuple[int, Optional[Binding]]] = {}

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
        self._lexical.clear()
        self._opening.clear()
        self._by_node.clear()
        self._last_counting.clear()

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
        self._by_node.setdefault(id(node), []).append(binding)
        for loop in scope.loop_stack:
            loop.bindings.append(binding)

    def _push_loop(self, node: Union[LoopNode, cst.BaseExpression], kind: str) -> Loop:
        scope = self.scope
        self._order += 1
        loop = Loop(node, self.loop, scope, kind, self._order, self._blocks, in_tape=any(scope.tape_stack))
        scope.loop_stack.append(loop)
        self.loops.append(loop)
        return loop

    def _pop_loop(self) -> None:
        self.scope.loop_stack.pop()

    # -- scopes ----------------------------------------------------------------

    def visit_Module(self, node: cst.Module) -> None:
        scope = Scope(node, None, "<module>", kind="module")
        self.scopes.append(scope)
        self._stack.append(scope)
        self._lexical.append(scope)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self._bind(node.name.value, None, "def", node)
        scope = Scope(node, self.lexical, node.name.value, kind="class")
        self.scopes.append(scope)
        self._stack.append(scope)
        self._lexical.append(scope)

    def leave_ClassDef(self, node: cst.ClassDef) -> None:
        self._stack.pop()
        self._lexical.pop()

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        parent = self.lexical
        self._bind(node.name.value, None, "def", node)
        class_name = parent.name if isinstance(parent.node, cst.ClassDef) else None
        scope = Scope(node, parent, node.name.value, class_name, decorators=node.decorators)
        self.scopes.append(scope)
        self.functions.setdefault(node.name.value, []).append(scope)
        # The scope starts at the parameters: the decorators see the enclosing one.
        self._opening[id(node.params)] = scope

    def leave_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._stack.pop()
        self._lexical.pop()

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self._opening[id(node.params)] = Scope(node, self.lexical, "<lambda>", kind="lambda")

    def leave_Lambda(self, node: cst.Lambda) -> None:
        self._lexical.pop()

    def visit_Parameters(self, node: cst.Parameters) -> None:
        scope = self._opening.pop(id(node), None)
        if scope is None:
            return
        self._lexical.append(scope)
        named = [*node.posonly_params, *node.params, *node.kwonly_params]
        stars = [star for star in (node.star_arg, node.star_kwarg) if isinstance(star, cst.Param)]
        if scope.kind == "lambda":
            # Only the parameters: a lambda's body belongs to the function around it.
            for param in [*named, *stars]:
                self._order += 1
                binding = Binding(param.name.value, param.default if param in named else None, "param", self.loop,
                                  scope, param, self._order, self._blocks)
                scope.bindings.setdefault(param.name.value, []).append(binding)
            return
        self._stack.append(scope)
        for param in named:
            scope.params.append(param.name.value)
            self._bind(param.name.value, param.default, "param", param)
        for star in stars:
            self._bind(star.name.value, None, "param", star)

    # -- what a name is bound to where the walk is ------------------------------

    @property
    def lexical(self) -> Scope:
        """The innermost scope around the node being visited, a lambda's included."""
        return self._lexical[-1]

    def bindings_of(self, node: cst.CSTNode) -> List[Binding]:
        """The bindings a statement (an assignment, a `for`, a comprehension's `for`) made."""
        return self._by_node.get(id(node), [])

    @property
    def blocks(self) -> Blocks:
        """The blocks around the node being visited (see :class:`Binding`)."""
        return self._blocks

    @property
    def chain(self) -> Tuple[Scope, ...]:
        """The scopes around the node being visited, outermost first, lambdas included."""
        return tuple(self._lexical)

    def visible(self, name: str, counts: Callable[[Binding], bool], before: Optional[int] = None,
                scope: Optional[Scope] = None) -> Optional[Binding]:
        """The last binding of `name` that `counts`, in the innermost scope around the
        node being visited (or around `scope`) that has one; None when none has.

        An analysis counts the kinds of binding it reads (the input rules do not count
        a `with ... as x`: for them the name stays what it was). Bindings are seen from
        where their statement starts, as the walk records them (in `x = f(x)`, the `x`
        of the call already sees the new binding); with `before`, only those recorded
        before that order. A class body is seen only from inside itself, not from its
        methods.
        """
        start: Optional[Scope] = scope or self.lexical
        current = start
        # An analysis's own method as `counts`, asked without `before` (BoundValues): the last
        # counting binding per scope and name is kept, and only bindings recorded since are
        # read (a name written thousands of times in one loop made every lookup read them all).
        method = getattr(counts, "__func__", None)
        owner = getattr(counts, "__self__", None)
        while current is not None:
            if current.kind != "class" or current is start:
                bindings = current.bindings.get(name, ())
                if before is None and method is not None and owner is not None:
                    key = (id(current), name, id(owner), id(method))
                    seen, last = self._last_counting.get(key, (0, None))
                    for binding in reversed(bindings[seen:]):
                        if counts(binding):
                            last = binding
                            break
                    self._last_counting[key] = (len(bindings), last)
                    if last is not None:
                        return last
                else:
                    for binding in reversed(bindings):
                        if (before is None or binding.order < before) and counts(binding):
                            return binding
            current = current.parent
        return None

    @staticmethod
    def enclosing_class(scope: Scope) -> Optional[Scope]:
        """The class whose body `scope` is in (through methods, nested functions, lambdas)."""
        current: Optional[Scope] = scope
        while current is not None:
            if current.kind == "class":
                return current
            current = current.parent
        return None

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
            elif isinstance(item.item, cst.Name):
                # `tape = tf.GradientTape()`, then `with tape:` (review of stop 42)
                bound = self.scope.bindings.get(item.item.value)
                value = bound[-1].value if bound else None
                if isinstance(value, cst.Call) and self.names.resolve(value.func) in _TAPE:
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
        if scope.has_tape and any(scope.tape_stack):
            scope.tape_calls.append(node)
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
            inner = func.value
            while isinstance(inner, cst.Subscript) and func.attr.value != "shuffle":
                inner = inner.value  # `labels[i].insert(-1, token)` changes `labels` too
            receiver = dotted_name(inner)
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
                for ref in sorted(references(current)):  # the same order every run
                    for binding in scope.bindings.get(ref, ()):
                        if binding.value is not None and binding.kind not in ("param", "for"):
                            following.append(binding.value)
            frontier = following
            if not frontier:
                break
        return out


def _dynamic_slice(element: cst.SubscriptElement) -> bool:
    part = element.slice
    return isinstance(part, cst.Slice) and (not is_literal(part.lower) or not is_literal(part.upper))
