"""Qualified names for TensorFlow and Keras APIs, resolved through a module's imports.

Rules never compare source text such as ``"tf.placeholder"``. They ask the
:class:`ImportTable` of the file for the qualified name of an expression
(``tf.compat.v1.placeholder`` under ``import tensorflow as tf`` becomes
``tensorflow.compat.v1.placeholder``) and then :func:`canonical` folds the many
spellings of one API into one key (``tensorflow.placeholder``), so that API
knowledge can be kept as data tables keyed by canonical names.

The table is built from ``Import``/``ImportFrom`` nodes in the same visit that
runs the rules; it costs a dictionary insert per imported name, where libcst's
``QualifiedNameProvider`` would cost about nine parses per file.
"""

from __future__ import annotations

from typing import Dict, Iterable, Iterator, Optional, Tuple

import libcst as cst

#: Top-level packages whose import makes a file "TensorFlow code".
TF_ROOTS = frozenset({"tensorflow", "keras", "tf_keras", "tensorflow_datasets", "tensorflow_io"})

# Longest prefixes first: each maps a family of spellings onto one canonical prefix.
_PREFIX_FOLDS = (
    ("tensorflow.compat.v1.keras.", "keras."),
    ("tensorflow.compat.v2.keras.", "keras."),
    ("tensorflow.python.keras.", "keras."),
    ("tensorflow.contrib.keras.", "keras."),
    ("tensorflow.keras.", "keras."),
    ("tf_keras.", "keras."),
    ("keras.api._v2.keras.", "keras."),
    ("keras._tf_keras.keras.", "keras."),
    ("tensorflow.compat.v1.", "tensorflow."),
    ("tensorflow.compat.v2.", "tensorflow."),
    ("tensorflow._api.v2.", "tensorflow."),
)
# Keras re-exports that are the same object under two names.
_KERAS_ALIASES = {
    "keras.layers.Input": "keras.Input",
    "keras.engine.input_layer.Input": "keras.Input",
    "keras.engine.input_layer.InputLayer": "keras.layers.InputLayer",
    "keras.models.Sequential": "keras.Sequential",
    "keras.models.Model": "keras.Model",
}


def canonical(qualified: str) -> str:
    """Fold the spellings of one TensorFlow/Keras API into one name.

    >>> canonical("tensorflow.compat.v1.placeholder")
    'tensorflow.placeholder'
    >>> canonical("tensorflow.keras.layers.Input")
    'keras.Input'
    """
    for prefix, replacement in _PREFIX_FOLDS:
        if qualified.startswith(prefix) or qualified + "." == prefix:
            qualified = replacement + qualified[len(prefix):]
            break
    return _KERAS_ALIASES.get(qualified, qualified)


# Names a project re-exports TensorFlow or Keras under, and the package each stands for.
_REEXPORTED = {
    "keras": "keras", "tensorflow": "tensorflow", "tf": "tensorflow", "tf_keras": "keras",
    # TF1 through a project's compat module: tensorpack's `from tensorpack import tfv1 as tf`.
    "tfv1": "tensorflow.compat.v1", "tf_v1": "tensorflow.compat.v1", "tf1": "tensorflow.compat.v1",
    "tfv2": "tensorflow", "tf_v2": "tensorflow",
}


#: Well-known modules that re-export TensorFlow whole, and what each stands for: lingvo's
#: `import lingvo.compat as tf` (TensorFlow 1 behaviour on TensorFlow 2).
_KNOWN_REEXPORTS = {"lingvo.compat": "tensorflow.compat.v1"}


def dotted_name(node: cst.BaseExpression) -> Optional[str]:
    """`a.b.c` for a chain of Names and Attributes, else None."""
    parts = []
    while isinstance(node, cst.Attribute):
        parts.append(node.attr.value)
        node = node.value
    if not isinstance(node, cst.Name):
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


def terminal_name(node: cst.BaseExpression) -> Optional[str]:
    """`f` for `f`, `c` for `a.b.c`, else None."""
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        return node.attr.value
    return None


def import_bindings(node: cst.Import) -> Iterator[Tuple[str, str]]:
    """(local name, module it stands for) per name an `import` statement binds.

    `import a.b.c` binds `a` to `a`; `import a.b as m` binds `m` to `a.b`.
    """
    for alias in node.names:
        name = dotted_name(alias.name)
        if name is None:
            continue
        if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
            yield alias.asname.name.value, name
        else:
            root = name.split(".", 1)[0]
            yield root, root


class ImportTable:
    """Local name -> fully qualified name, for every import seen so far in a file."""

    __slots__ = ("aliases", "reexports")

    def __init__(self, reexports: Iterable[Tuple[str, str]] = ()) -> None:
        self.aliases: Dict[str, str] = {}
        #: The `reexports` setting, longest module first: a project's own names for TF.
        self.reexports: Tuple[Tuple[str, str], ...] = tuple(sorted(reexports, key=lambda pair: -len(pair[0])))

    @classmethod
    def from_module(cls, module: cst.Module, reexports: Iterable[Tuple[str, str]] = ()) -> "ImportTable":
        """Collect the imports of the module's top level (inside `if`/`try`/`with` too).

        Imports inside functions are added later, as the visit reaches them.
        """
        table = cls(reexports)
        table.add_statements(module.body)
        return table

    def _reexported(self, qualified: str) -> str:
        """`myproject.compat.tf.placeholder` -> `tensorflow.placeholder` under the setting
        `reexports = {"myproject.compat.tf" = "tensorflow"}`."""
        for module, stands_for in self.reexports:
            if qualified == module or qualified.startswith(module + "."):
                return stands_for + qualified[len(module):]
        return qualified

    def add_statements(self, body: Iterable[cst.CSTNode]) -> None:
        for statement in body:
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.Import):
                        self.add_import(small)
                    elif isinstance(small, cst.ImportFrom):
                        self.add_import_from(small)
                    elif isinstance(small, cst.Assign):
                        self.add_module_alias(small)
            elif isinstance(statement, (cst.If, cst.Try, cst.With)):
                self.add_statements(statement.body.body)
                if isinstance(statement, cst.Try):
                    for handler in statement.handlers:
                        self.add_statements(handler.body.body)
                orelse = getattr(statement, "orelse", None)
                while orelse is not None:
                    self.add_statements(orelse.body.body)
                    orelse = getattr(orelse, "orelse", None)

    def add_module_alias(self, node: cst.Assign) -> None:
        """`v1 = tf.compat.v1`, `layers = tf.keras.layers`, `tf1 = tf`: module-level aliases
        of TF names.

        Only a (dotted) name that already resolves into TensorFlow or Keras counts, so
        an ordinary assignment never becomes an alias.
        """
        if len(node.targets) != 1 or not isinstance(node.targets[0].target, cst.Name):
            return
        if not isinstance(node.value, (cst.Attribute, cst.Name)):
            return
        qualified = self.qualified(node.value)
        if qualified is not None and qualified.split(".", 1)[0] in TF_ROOTS:
            self.aliases[node.targets[0].target.value] = qualified

    def add_import(self, node: cst.Import) -> None:
        for local, target in import_bindings(node):
            self.aliases[local] = _KNOWN_REEXPORTS.get(target, target)

    def add_import_from(self, node: cst.ImportFrom) -> None:
        if node.relative or node.module is None:
            self._add_reexports(node)
            return
        module = dotted_name(node.module)
        if module is None:
            return
        reexport = module.split(".", 1)[0] not in TF_ROOTS
        if isinstance(node.names, cst.ImportStar):
            # `from keras.layers import *` still makes this Keras code; no Name can
            # match a key starting with "*", so it resolves nothing by itself.
            self.aliases["*" + module] = module
            return
        for alias in node.names:
            name = dotted_name(alias.name)
            if name is None:
                continue
            local = name
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                local = alias.asname.name.value
            self.aliases[local] = _KNOWN_REEXPORTS.get(f"{module}.{name}", f"{module}.{name}")
        if reexport:
            self._add_reexports(node)

    def _add_reexports(self, node: cst.ImportFrom) -> None:
        """`from keras_cv.src.backend import keras`, `from .compat import tf`: a project's
        re-export of TensorFlow or Keras under the package's own name is that package.

        Libraries wrap the import to pick a backend or a version; the name they bind is
        the package (keras-cv, keras-hub, many research repos), and nothing else is ever
        imported under these names.
        """
        if isinstance(node.names, cst.ImportStar):
            return
        for alias in node.names:
            name = dotted_name(alias.name)
            package = _REEXPORTED.get(name or "")
            if package is None:
                continue
            local = name or package
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                local = alias.asname.name.value
            self.aliases[local] = package

    @property
    def uses_tensorflow(self) -> bool:
        """True when the file imports TensorFlow, Keras or a TF add-on package."""
        return any(
            self._reexported(target).split(".", 1)[0] in TF_ROOTS
            # `import myproject.tflib` binds `myproject`: a package holding a re-export.
            or any(module.startswith(target + ".") for module, _ in self.reexports)
            for target in self.aliases.values()
        )

    def qualified(self, node: cst.BaseExpression) -> Optional[str]:
        """The fully qualified name of `node` through the imports, or None."""
        dotted = dotted_name(node)
        if dotted is None:
            return None
        head, dot, rest = dotted.partition(".")
        base = self.aliases.get(head)
        if base is None:
            return None
        return self._reexported(base + dot + rest) if self.reexports else base + dot + rest

    def resolve(self, node: cst.BaseExpression) -> Optional[str]:
        """The canonical name (see :func:`canonical`) of `node`, or None."""
        qualified = self.qualified(node)
        return canonical(qualified) if qualified is not None else None
