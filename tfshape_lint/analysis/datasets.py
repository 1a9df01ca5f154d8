"""Which expressions of a module are `tf.data` datasets.

Knowing that ``x.batch(n)`` is a dataset method needs a little data flow, which
:class:`DatasetFlow` does in the engine's one walk, on the file's scope model
(:mod:`tfshape_lint.analysis.scopes`): every binding of a name, of ``self.attr``,
every value returned from a function or passed to a parameter is given a
:class:`DatasetValue` (dataset, something else, or unknown plus the evidence seen on
the way), computed when the binding's statement ends (in ``ds = ds.batch(32)`` the
call still sees the previous ``ds``). References to things defined later in the file
(a function below its caller, an attribute set in a later method) stay symbolic and
are resolved when the module has been walked (:meth:`DatasetFlow.resolve`).

Names are looked up as this analysis always read them: a class body binds in the
scope around it (a method sees its class's names), functions and lambdas are scopes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import (
    Callable,
    Dict,
    FrozenSet,
    Iterable,
    Iterator,
    List,
    Optional,
    Set,
    Tuple,
    Union,
)

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext
from tfshape_lint.analysis.names import TF_ROOTS, dotted_name, import_bindings
from tfshape_lint.analysis.scopes import Binding, Scope, ScopeFacts

#: Dataset methods that batch, and the positional index of their `drop_remainder`.
BATCH_METHODS = {"batch": 1, "padded_batch": 3, "rebatch": 1, "ragged_batch": 1}
#: Methods of `tf.data.Dataset` that return a dataset. Seen between an unknown receiver
#: and `.batch(n)`, they are the evidence that the receiver is a dataset.
DATASET_METHODS = frozenset({
    "apply", "batch", "bucket_by_sequence_length", "cache", "concatenate", "enumerate", "filter",
    "filter_with_legacy_function", "flat_map", "group_by_window", "ignore_errors", "interleave", "map",
    "map_with_legacy_function", "padded_batch", "prefetch", "ragged_batch", "rebatch", "rejection_resample",
    "repeat", "scan", "shard", "shuffle", "skip", "snapshot", "sparse_batch", "take", "take_while", "unbatch",
    "unique", "window", "with_options", "zip", "choose_from_datasets", "sample_from_datasets",
})
#: Methods of non-`tf.data` objects that return datasets (tfds builders, TF-Agents
#: replay buffers, Hugging Face `to_tf_dataset`).
_DATASET_RETURNING_METHODS = frozenset({"as_dataset", "to_tf_dataset", "prepare_tf_dataset"})
#: Methods whose result is not a `tf.data.Dataset` even when called on one.
_NOT_DATASET_METHODS = frozenset({
    "experimental_distribute_dataset", "distribute_datasets_from_function", "make_one_shot_iterator",
    "make_initializable_iterator", "as_numpy_iterator", "cardinality", "reduce", "get_next", "numpy",
})
#: Dataset methods whose function arguments receive datasets (windows, groups).
NESTED_DATASET_METHODS = frozenset({"flat_map", "interleave", "group_by_window"})
#: Constructors under `tf.data` that return a dataset without "dataset" in their name.
_TF_DATA_CONSTRUCTORS = frozenset({"load", "Counter", "from_list", "from_dataset_id", "range", "zip"})
#: Roots of imported names whose results are never a `tf.data.Dataset` (beyond the
#: `tensorflow.data`, Keras utility and tfds constructors recognised above).
_NOT_DATASET_ROOTS = frozenset({
    "tensorflow", "keras", "tf_keras", "numpy", "pandas", "itertools", "more_itertools", "toolz",
    "collections", "functools", "torch", "jax", "sklearn", "scipy", "os", "sys", "json", "math", "random",
    "re", "pathlib", "google", "firebase_admin", "sqlalchemy", "redis", "pymongo", "apache_beam",
})
_BUILTINS = frozenset({
    "list", "tuple", "dict", "set", "zip", "map", "filter", "range", "enumerate", "iter", "sorted",
    "reversed", "len", "str", "int", "float", "bool", "open", "print", "sum", "min", "max", "object", "super",
})
_DEF = re.compile(r"^[ \t]*(?:async[ \t]+)?def[ \t]+(\w+)", re.MULTILINE)
_CLASS = re.compile(r"^[ \t]*class[ \t]+(\w+)", re.MULTILINE)

# -- values --------------------------------------------------------------------------

DATASET, OTHER, UNKNOWN = "dataset", "other", "unknown"
Ref = Tuple[str, ...]  # ("func", name) | ("attr", name) | ("param", function, parameter)


@dataclass(frozen=True)
class DatasetValue:
    """What the analysis knows about an expression's value.

    `kind` is DATASET, OTHER (certainly not a dataset: a literal, a NumPy result, an
    instance of a class of this file) or UNKNOWN. `refs` are things defined elsewhere
    in the file that decide it later; a value that is only references has kind OTHER
    until they are resolved (nothing else is known to make it a dataset). `hints` are identifiers the value was known by;
    `chain` says it went through a dataset-only method such as `.shuffle(...)`.
    """

    kind: str = UNKNOWN
    refs: FrozenSet[Ref] = frozenset()
    hints: FrozenSet[str] = frozenset()
    chain: bool = False

    def named(self, name: str) -> "DatasetValue":
        return replace(self, hints=self.hints | {name})


DATASET_VALUE = DatasetValue(DATASET)
OTHER_VALUE = DatasetValue(OTHER)


def ref(ref: Ref, hint: str) -> DatasetValue:
    """A value decided by something defined elsewhere in the module."""
    return DatasetValue(OTHER, frozenset({ref}), frozenset({hint}))


def opaque(value: DatasetValue) -> bool:
    """Not known to be something other than a dataset (so names and chains are evidence)."""
    return value.kind != OTHER or bool(value.refs)


def merge(values: Iterable[DatasetValue]) -> DatasetValue:
    """One value for "any of these" (branches, tuple elements, call sites)."""
    values = list(values)
    if not values:
        return OTHER_VALUE
    kinds = {v.kind for v in values}
    kind = DATASET if DATASET in kinds else OTHER if kinds == {OTHER} else UNKNOWN
    return DatasetValue(
        kind,
        frozenset().union(*(v.refs for v in values)),
        frozenset().union(*(v.hints for v in values)),
        any(v.chain for v in values),
    )


class DatasetFlow(Analysis):
    """Which expressions of a module are `tf.data` datasets (see the module docstring)."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.scopes = file.analysis(ScopeFacts)
        self.names = file.names
        self._merges: Dict[Tuple[Ref, int], DatasetValue] = {}
        self.local_functions = frozenset(_DEF.findall(file.text))
        self.local_classes = frozenset(_CLASS.findall(file.text))
        #: id(scope) -> name -> value, for the scopes names are looked up in (no classes).
        self.env: Dict[int, Dict[str, DatasetValue]] = {}
        self.module_aliases: Set[str] = set()
        self.returns: Dict[Ref, List[DatasetValue]] = {}
        self.attrs: Dict[Ref, List[DatasetValue]] = {}
        self.params: Dict[str, List[str]] = {}
        self.call_sites: Dict[str, List[Tuple[bool, List[Tuple[Union[int, str], DatasetValue]]]]] = {}
        self.dataset_lambdas: Set[int] = set()
        #: Module-level names bound to a TensorFlow module or class (`tfd = tf.data`).
        self.module_paths: Dict[str, str] = {}
        #: The module shows tf.data is in use (a `tf.data` reference, tfds, a dataset API).
        self.uses_tf_data = any(
            target.split(".", 1)[0] in ("tensorflow_datasets", "tensorflow_io") or target.startswith("tensorflow.data")
            for target in file.names.aliases.values()
        )
        #: A class of this module defines `batch`: unknown receivers may be instances of it.
        self.defines_batch_method = False

    def release(self) -> None:
        self.env.clear()

    # -- scopes --------------------------------------------------------------------

    @staticmethod
    def _holder(scope: Scope) -> Scope:
        """Where a binding made in `scope` is looked up: a class body binds in the scope around it."""
        while scope.kind == "class" and scope.parent is not None:
            scope = scope.parent
        return scope

    def _chain(self) -> Iterator[Scope]:
        scope: Optional[Scope] = self._holder(self.scopes.lexical)
        while scope is not None:
            yield scope
            scope = self._holder(scope.parent) if scope.parent is not None else None

    def lookup(self, name: str) -> Optional[DatasetValue]:
        """The value `name` is bound to where the walk is, or None when it is not bound."""
        for scope in self._chain():
            found = self.env.get(id(scope), {}).get(name)
            if found is not None:
                return found
        return None

    def _function(self) -> Optional[str]:
        """The function the walk is in (not a lambda), whose returns are being seen."""
        scope = self._holder(self.scopes.lexical)
        return scope.name if scope.kind == "function" else None

    # -- binding ------------------------------------------------------------------

    def bind(self, binding: Binding, value: DatasetValue) -> None:
        """Give a binding of the scope model its value (when its statement ends)."""
        holder = self._holder(binding.scope)
        source = binding.value
        if "." not in binding.name and isinstance(source, (cst.Name, cst.Attribute)) and holder.kind == "module" \
                and binding.kind == "assign":
            qualified = self.qualified(source)
            if qualified is not None and qualified.split(".", 1)[0] in TF_ROOTS:
                self.module_paths[binding.name] = qualified
                return
        if "." in binding.name:
            self.attrs.setdefault(("attr", binding.name.rsplit(".", 1)[1]), []).append(value)
        else:
            self.env.setdefault(id(holder), {})[binding.name] = value.named(binding.name) if opaque(value) else value

    def _bind_statement(self, node: cst.CSTNode, value_of_source: "Callable[[Binding], DatasetValue]") -> None:
        for binding in self.scopes.bindings_of(node):
            if binding.kind != "mutate":
                self.bind(binding, value_of_source(binding))

    def visit_Import(self, node: cst.Import) -> None:
        self.module_aliases.update(local for local, _ in import_bindings(node))

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        for statement in node.body.body if isinstance(node.body, cst.IndentedBlock) else ():
            if isinstance(statement, cst.FunctionDef) and statement.name.value in BATCH_METHODS:
                self.defines_batch_method = True

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        params = node.params
        ordered = list(params.posonly_params) + list(params.params)
        self.params.setdefault(node.name.value, [p.name.value for p in ordered])

    def visit_Parameters(self, node: cst.Parameters) -> None:
        scope = self.scopes.lexical
        owner = scope.node
        if not isinstance(owner, (cst.FunctionDef, cst.Lambda)) or owner.params is not node:
            return  # a lambda's or function's own parameters only
        env = self.env.setdefault(id(scope), {})
        if isinstance(owner, cst.Lambda):
            nested = id(owner) in self.dataset_lambdas
            for param in list(node.posonly_params) + list(node.params):
                name = param.name.value
                env[name] = DATASET_VALUE if nested else DatasetValue(hints=frozenset({name}))
            return
        function = scope.name
        for param in list(node.posonly_params) + list(node.params) + list(node.kwonly_params):
            value = ref(("param", function, param.name.value), param.name.value)
            if param.annotation is not None and self.is_dataset_annotation(param.annotation.annotation):
                value = DATASET_VALUE
                self.uses_tf_data = True
            env[param.name.value] = value

    def leave_Assign(self, node: cst.Assign) -> None:
        whole = self.value_of(node.value)

        def paired(binding: Binding) -> DatasetValue:
            # `a, b = x, y`: each name gets its own value; else all get the whole one.
            return whole if binding.value is node.value or binding.value is None else self.value_of(binding.value)

        self._bind_statement(node, paired)

    def leave_AnnAssign(self, node: cst.AnnAssign) -> None:
        if self.is_dataset_annotation(node.annotation.annotation):
            if node.value is None:
                # `ds: tf.data.Dataset` declares without binding: the scope model has no binding.
                if isinstance(node.target, cst.Name):
                    self.env.setdefault(id(self._holder(self.scopes.lexical)), {})[node.target.value] = DATASET_VALUE
                elif isinstance(node.target, cst.Attribute):
                    self.attrs.setdefault(("attr", node.target.attr.value), []).append(DATASET_VALUE)
                return
            self._bind_statement(node, lambda b: DATASET_VALUE)
        elif node.value is not None:
            whole = self.value_of(node.value)
            self._bind_statement(node, lambda b: whole)

    def visit_For(self, node: cst.For) -> None:
        element = self._element_value(node.iter)
        self._bind_statement(node, lambda b: element)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        element = self._element_value(node.iter)
        self._bind_statement(node, lambda b: element)

    def visit_Return(self, node: cst.Return) -> None:
        function = self._function()
        if node.value is not None and function is not None:
            self.returns.setdefault(("func", function), []).append(self.value_of(node.value))

    def visit_Attribute(self, node: cst.Attribute) -> None:
        # `tf.data.AUTOTUNE`, `tf.data.Options()`: the module uses tf.data.
        if not self.uses_tf_data and node.attr.value == "data" and self.names.resolve(node) == "tensorflow.data":
            self.uses_tf_data = True

    def visit_Call(self, node: cst.Call) -> None:
        self.record_call_site(node)
        func = node.func
        if isinstance(func, cst.Attribute) and func.attr.value in NESTED_DATASET_METHODS:
            for arg in node.args:
                if isinstance(arg.value, cst.Lambda):
                    self.dataset_lambdas.add(id(arg.value))

    def _element_value(self, iterable: cst.BaseExpression) -> DatasetValue:
        if isinstance(iterable, (cst.List, cst.Tuple)):
            return merge(self.value_of(e.value) for e in iterable.elements)
        return DatasetValue()

    def is_dataset_annotation(self, annotation: cst.BaseExpression) -> bool:
        if isinstance(annotation, cst.SimpleString):
            return "Dataset" in annotation.value and "data" in annotation.value
        name = self.names.resolve(annotation)
        return name is not None and name.startswith("tensorflow.data.") and name.endswith("Dataset")

    # -- evaluation ---------------------------------------------------------------

    def value_of(self, node: cst.BaseExpression) -> DatasetValue:
        """The value of an expression at this point of the visit."""
        if isinstance(node, cst.Name):
            return self._name_value(node.value)
        if isinstance(node, cst.Attribute):
            return self._attribute_value(node)
        if isinstance(node, cst.Call):
            return self._call_value(node)
        if isinstance(node, cst.Subscript):
            inner = self.value_of(node.value)
            # A dataset is not subscriptable: this is a dict or tuple of datasets.
            return inner if inner.kind != UNKNOWN else replace(inner, chain=False)
        parts = self._parts(node)
        if parts is not None:
            return merge(self.value_of(part) for part in parts)
        if isinstance(node, (cst.BaseNumber, cst.BaseString, cst.Lambda, cst.BinaryOperation,
                             cst.UnaryOperation, cst.Comparison, cst.ListComp, cst.DictComp, cst.SetComp)):
            return OTHER_VALUE
        return DatasetValue()

    @staticmethod
    def _parts(node: cst.BaseExpression) -> Optional[List[cst.BaseExpression]]:
        """The expressions whose values make the value of a container, a branch or a wrapper
        (None for other expressions); an empty container is filled later (`parts.append(ds)`):
        its value is unknown, as a value of no parts is."""
        if isinstance(node, (cst.Tuple, cst.List, cst.Set, cst.Dict)) and not node.elements:
            return None
        if isinstance(node, (cst.Tuple, cst.List, cst.Set)):
            return [e.value for e in node.elements]
        if isinstance(node, cst.Dict):
            return [e.value for e in node.elements if isinstance(e, cst.DictElement)]
        if isinstance(node, cst.IfExp):
            return [node.body, node.orelse]
        if isinstance(node, cst.BooleanOperation):
            return [node.left, node.right]
        if isinstance(node, cst.NamedExpr):
            return [node.value]
        if isinstance(node, cst.Await):
            return [node.expression]
        return None

    def _attribute_value(self, node: cst.Attribute) -> DatasetValue:
        root: cst.BaseExpression = node
        while isinstance(root, cst.Attribute):
            root = root.value
        if isinstance(root, cst.Name) and self.lookup(root.value) is None:
            qualified = self.qualified(node)
            if qualified is not None:
                return self._imported_value(qualified)
        return ref(("attr", node.attr.value), node.attr.value)

    def qualified(self, node: cst.BaseExpression) -> Optional[str]:
        """The qualified name of a dotted expression through the imports and module aliases (`tfd = tf.data`)."""
        qualified = self.names.qualified(node)
        if qualified is not None:
            return qualified
        dotted = dotted_name(node)
        if dotted is None:
            return None
        root, _, rest = dotted.partition(".")
        alias = self.module_paths.get(root)
        if alias is None:
            return None
        return f"{alias}.{rest}" if rest else alias

    def _name_value(self, name: str) -> DatasetValue:
        bound = self.lookup(name)
        if bound is not None:
            return bound
        if name in self.module_aliases:
            return OTHER_VALUE  # `import x`: a module, whose `batch` is a function
        qualified = self.names.aliases.get(name)
        if qualified is not None:
            return self._imported_value(qualified)
        if name in self.local_classes:
            return OTHER_VALUE
        return DatasetValue(hints=frozenset({name}))

    def _imported_value(self, qualified: str) -> DatasetValue:
        """An imported object (not called): a module, a class, or a dataset of another module."""
        from tfshape_lint.analysis.names import canonical

        root = qualified.split(".", 1)[0]
        if root in _NOT_DATASET_ROOTS or root in ("tensorflow_datasets", "tensorflow_io"):
            return OTHER_VALUE
        if canonical(qualified).startswith("keras."):
            return OTHER_VALUE
        return DatasetValue(hints=frozenset({qualified.rsplit(".", 1)[-1]}))

    def _api_value(self, qualified: str) -> Optional[DatasetValue]:
        """The result of calling an imported API, or None when it is not a known one."""
        from tfshape_lint.analysis.names import canonical

        name = canonical(qualified)
        parts = name.split(".")
        root, tail = parts[0], parts[-1]
        if root == "tensorflow_datasets":
            self.uses_tf_data = True
            return DATASET_VALUE if tail == "load" else OTHER_VALUE
        if root in _NOT_DATASET_ROOTS or root in TF_ROOTS:
            # `tf.data.TFRecordDataset`, `tf.data.Dataset.range`, `make_csv_dataset`, the Keras
            # utilities, and the same classes reached through `tensorflow.python.data.ops`
            # or a lazy-module alias; `keras.datasets.mnist.load_data` is NumPy arrays.
            dataset = (
                any("Dataset" in part for part in parts)
                or ("dataset" in tail.lower() and "datasets" not in parts)
                or ("data" in parts and tail in _TF_DATA_CONSTRUCTORS)
            )
            if dataset:
                self.uses_tf_data = True
                return DATASET_VALUE
            if "data" in parts:
                self.uses_tf_data = True
            return OTHER_VALUE
        return None

    def _call_value(self, node: cst.Call) -> DatasetValue:
        func = node.func
        root = func
        while isinstance(root, cst.Attribute):
            root = root.value
        if isinstance(root, cst.Name) and self.lookup(root.value) is None:
            qualified = self.qualified(func)
            if qualified is not None and root.value not in self.local_functions:
                known = self._api_value(qualified)
                if known is not None:
                    return known
                return DatasetValue(hints=frozenset({qualified.rsplit(".", 1)[-1]}))
        if isinstance(func, cst.Attribute):
            return self._method_value(func)
        if isinstance(func, cst.Name):
            name = func.value
            if name in self.local_functions and self.lookup(name) is None:
                return ref(("func", name), name)
            if name in self.local_classes or name in _BUILTINS:
                return OTHER_VALUE
            return DatasetValue(hints=frozenset({name}))
        return DatasetValue()

    def _method_value(self, func: cst.Attribute) -> DatasetValue:
        """The result of calling a method on something the imports do not name."""
        method = func.attr.value
        if method in _DATASET_RETURNING_METHODS:
            return DATASET_VALUE
        if method in _NOT_DATASET_METHODS:
            return OTHER_VALUE
        if method in DATASET_METHODS:
            receiver = self.value_of(func.value)
            return replace(receiver, chain=True) if opaque(receiver) else receiver
        if isinstance(func.value, cst.Name) and func.value.value in ("self", "cls"):
            return ref(("func", method), method)
        return DatasetValue(hints=frozenset({method}))

    def record_call_site(self, node: cst.Call) -> None:
        """Remember the values passed to a function of this module, for its parameters."""
        func = node.func
        if isinstance(func, cst.Name):
            name, method = func.value, False
        elif isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and func.value.value in ("self", "cls"):
            name, method = func.attr.value, True
        else:
            return
        if name not in self.local_functions:
            return
        args: List[Tuple[Union[int, str], DatasetValue]] = []
        for index, arg in enumerate(node.args):
            if arg.star:
                break
            key: Union[int, str] = arg.keyword.value if arg.keyword is not None else index
            args.append((key, self.value_of(arg.value)))
        self.call_sites.setdefault(name, []).append((method, args))

    # -- resolution at the end of the module --------------------------------------

    def resolve(self, value: DatasetValue, seen: Optional[Set[Ref]] = None) -> DatasetValue:
        """Replace references by what the module says about them."""
        if value.kind == DATASET or not value.refs:
            return value
        seen = set() if seen is None else seen
        parts = [replace(value, refs=frozenset())]
        for ref in value.refs:
            if ref in seen:
                # Only defined in terms of itself here (`self.ds = self.ds.batch(n)` with
                # `self.ds` set by a base class): nothing says what it is.
                parts.append(DatasetValue())
                continue
            seen.add(ref)
            values = self._ref_values(ref)
            parts.append(self.resolve(self._merged(ref, values), seen) if values else DatasetValue())
        merged = merge(parts)
        return replace(merged, hints=merged.hints | value.hints)

    def _merged(self, ref: Ref, values: List[DatasetValue]) -> DatasetValue:
        """`merge(values)` of a reference, kept while its values stay the same (an attribute
        bound 4,000 times was merged again for each of its 4,000 batches)."""
        key = (ref, len(values))
        found = self._merges.get(key)
        if found is None:
            found = self._merges[key] = merge(values)
        return found

    def _ref_values(self, ref: Ref) -> List[DatasetValue]:
        if ref[0] == "func":
            return self.returns.get(ref, [])
        if ref[0] == "attr":
            return self.attrs.get(ref, [])
        function, parameter = ref[1], ref[2]
        names = self.params.get(function, [])
        values = []
        for method, args in self.call_sites.get(function, []):
            offset = 1 if method and names[:1] in (["self"], ["cls"]) else 0
            for key, value in args:
                if key == parameter or (isinstance(key, int) and key + offset < len(names) and names[key + offset] == parameter):
                    values.append(value)
        return values


