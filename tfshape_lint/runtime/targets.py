"""Load what `tfshape-lint trace TARGET` names: a model, a function, a SavedModel, a .keras file.

User modules are imported inside the Keras provenance hooks (see `provenance.recording`),
so every layer they build remembers its source line.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import os
import sys
from dataclasses import dataclass
from typing import Any, Optional

from tfshape_lint.runtime.errors import TraceError
from tfshape_lint.runtime.frames import is_library_frame, trim_traceback


@dataclass
class Target:
    """A loaded target.

    `kind` is "keras" (a Keras model), "function" (a `tf.function`), "callable" (a plain
    Python callable), "graph" (a TF1 graph: runtime/graphs.py), or "savedmodel". `source_file` and `line` locate findings that have
    no better line (the ATTR's definition, or line 1 of a SavedModel/.keras path).
    """

    kind: str
    obj: Any
    label: str
    source_file: str
    line: int = 1
    # For SavedModels: the directory (debug info lives under it).
    directory: Optional[str] = None


def is_keras_model(obj: Any) -> bool:
    keras = sys.modules.get("keras")
    return keras is not None and isinstance(obj, keras.Model)


def is_tf_function(obj: Any) -> bool:
    return hasattr(obj, "get_concrete_function") and hasattr(obj, "python_function")


def fresh_function(function: Any, **overrides: Any) -> Any:
    """A new tf.function over the same Python function and options, with an empty cache.

    Tracing the user's own object would add our traces to its cache (and hide a retrace
    that the user's code would hit).
    """
    import tensorflow as tf

    options = {
        "input_signature": getattr(function, "input_signature", None),
        "jit_compile": getattr(function, "_jit_compile", None),
        "reduce_retracing": bool(getattr(function, "_reduce_retracing", False)),
        "autograph": bool(getattr(function, "_autograph", True)),
    }
    options.update(overrides)
    return tf.function(function.python_function, **options)


def definition_line(obj: Any) -> tuple[Optional[str], int]:
    """The file and first line (decorators included) where a function or class is defined."""
    target = getattr(obj, "python_function", obj)
    target = inspect.unwrap(target) if callable(target) else target
    try:
        filename = inspect.getsourcefile(target if inspect.isroutine(target) or inspect.isclass(target) else type(target))
        _, line = inspect.getsourcelines(target if inspect.isroutine(target) or inspect.isclass(target) else type(target))
    except (OSError, TypeError):
        return None, 1
    return (os.path.abspath(filename) if filename else None), max(line, 1)


def _import_file(path: str) -> Any:
    absolute = os.path.abspath(path)
    if not os.path.isfile(absolute):
        raise TraceError(f"{path}: no such file")
    name = "_tfshape_target_" + os.path.splitext(os.path.basename(absolute))[0]
    spec = importlib.util.spec_from_file_location(name, absolute)
    if spec is None or spec.loader is None:
        raise TraceError(f"{path}: cannot be imported as a Python module")
    module = importlib.util.module_from_spec(spec)
    # Let the file import its siblings, as `python path/to/file.py` would.
    directory = os.path.dirname(absolute)
    if directory not in sys.path:
        sys.path.insert(0, directory)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:  # noqa: BLE001 - any failure of user code is exit 2
        sys.modules.pop(name, None)
        if isinstance(exc, KeyboardInterrupt):
            raise
        raise TraceError(f"{path}: importing it raised {type(exc).__name__}: {_first_line(exc)}", trim_traceback(exc)) from exc
    return module


def _import_module(dotted: str) -> Any:
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        return importlib.import_module(dotted)
    except ModuleNotFoundError as exc:
        if exc.name and dotted.startswith(exc.name):
            raise TraceError(f"{dotted}: no module named {exc.name!r}") from exc
        raise TraceError(f"{dotted}: importing it raised ModuleNotFoundError: {exc}", trim_traceback(exc)) from exc
    except Exception as exc:  # noqa: BLE001
        raise TraceError(f"{dotted}: importing it raised {type(exc).__name__}: {_first_line(exc)}", trim_traceback(exc)) from exc


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else ""


def _resolve_attr(module: Any, attr: str, label: str) -> Any:
    obj = module
    for part in attr.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            names = sorted(n for n in dir(module) if not n.startswith("_"))
            raise TraceError(f"{label}: {attr!r} not found (module defines: {', '.join(names[:12])})") from None
    return obj


def _needs_arguments(obj: Any) -> bool:
    """True when `obj` cannot be called without arguments (so it is the function to trace)."""
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return True
    return any(
        p.default is inspect.Parameter.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)
        for p in signature.parameters.values()
    )


def _graph_target(obj: Any) -> Any:
    """A `GraphTarget` for a tf.Graph, a GraphDef or a concrete function, else None."""
    if sys.modules.get("tensorflow") is None or is_keras_model(obj) or is_tf_function(obj):
        return None
    from tfshape_lint.runtime.graph_targets import as_graph_target

    return as_graph_target(obj)


def load_callable_target(obj: Any, label: str, source_file: Optional[str] = None, line: int = 1) -> Target:
    """Classify an object (or call a zero-argument factory) into a Target."""
    file_hint, def_line = definition_line(obj)
    if file_hint and is_library_frame(file_hint):
        file_hint = None  # a Keras Functional instance: its class lives in keras
    graph = _graph_target(obj)
    if graph is not None:  # a TF1 tf.Graph, GraphDef or wrap_function result: not a factory
        return Target("graph", graph, label, file_hint or source_file or f"<{label}>", def_line if file_hint else line)
    if not is_keras_model(obj) and not is_tf_function(obj) and callable(obj) and not _needs_arguments(obj):
        try:
            built = obj()
        except Exception as exc:  # noqa: BLE001 - the user's builder failed
            raise TraceError(f"{label}: building it raised {type(exc).__name__}: {_first_line(exc)}", trim_traceback(exc)) from exc
        graph = _graph_target(built)
        if graph is not None:
            return Target("graph", graph, label, file_hint or source_file or f"<{label}>", def_line if file_hint else line)
        if not (is_keras_model(built) or is_tf_function(built) or callable(built)):
            raise TraceError(
                f"{label}: the factory returned {type(built).__name__}, not a Keras model, a function or a TF1 graph")
        obj = built
    if is_keras_model(obj):
        kind = "keras"
    elif is_tf_function(obj):
        kind = "function"
    elif callable(obj):
        kind = "callable"
    else:
        raise TraceError(f"{label}: {type(obj).__name__} is not a Keras model, a tf.function or a callable")
    return Target(kind, obj, label, file_hint or source_file or f"<{label}>", def_line if file_hint else line)


def precheck_target(text: str) -> None:
    """Reject a TARGET that cannot exist before paying ~2.5 s to import TensorFlow."""
    if os.path.isdir(text):
        if not os.path.isfile(os.path.join(text, "saved_model.pb")):
            raise TraceError(f"{text}: a directory without saved_model.pb is not a SavedModel")
        return
    if text.endswith((".keras", ".h5")) and ":" not in text:
        if not os.path.isfile(text):
            raise TraceError(f"{text}: no such file")
        return
    module_part, sep, attr = text.rpartition(":")
    if not sep or not attr or not module_part:
        if os.path.exists(text):
            raise TraceError(f"{text}: name the model or function to trace: {text}:ATTR")
        raise TraceError(f"{text}: no such file or directory (TARGET is file.py:ATTR, pkg.mod:ATTR, a SavedModel directory or a .keras file)")
    if (module_part.endswith(".py") or "/" in module_part or os.sep in module_part) and not os.path.isfile(module_part):
        raise TraceError(f"{module_part}: no such file")


def load_target(text: str) -> Target:
    """Load TARGET: `file.py:ATTR`, `pkg.mod:ATTR`, a SavedModel directory or a `.keras` file."""
    if os.path.isdir(text):
        if not os.path.isfile(os.path.join(text, "saved_model.pb")):
            raise TraceError(f"{text}: a directory without saved_model.pb is not a SavedModel")
        import tensorflow as tf

        try:
            loaded = tf.saved_model.load(text)
        except Exception as exc:  # noqa: BLE001
            raise TraceError(f"{text}: cannot load the SavedModel: {_first_line(exc)}") from exc
        return Target("savedmodel", loaded, text, text, 1, directory=text)
    if text.endswith((".keras", ".h5")) and ":" not in text:
        if not os.path.isfile(text):
            raise TraceError(f"{text}: no such file")
        import keras

        try:
            model = keras.models.load_model(text, compile=False)
        except Exception as exc:  # noqa: BLE001
            raise TraceError(f"{text}: cannot load the Keras model: {_first_line(exc)}", trim_traceback(exc)) from exc
        return Target("keras", model, text, text, 1)
    module_part, sep, attr = text.rpartition(":")
    if not sep or not attr or not module_part:
        if os.path.exists(text):
            raise TraceError(f"{text}: name the model or function to trace: {text}:ATTR")
        raise TraceError(f"{text}: no such file or directory (TARGET is file.py:ATTR, pkg.mod:ATTR, a SavedModel directory or a .keras file)")
    if module_part.endswith(".py") or os.sep in module_part or "/" in module_part:
        module = _import_file(module_part)
        source_file = os.path.abspath(module_part)
    else:
        module = _import_module(module_part)
        source_file = os.path.abspath(getattr(module, "__file__", module_part) or module_part)
    obj = _resolve_attr(module, attr, text)
    return load_callable_target(obj, text, source_file, _assignment_line(source_file, attr))


def load_attribute(module_part: str, attr: str, label: str) -> Any:
    """`file.py` or `pkg.mod`, imported (it runs, as TARGET's module does), then ATTR of it."""
    if module_part.endswith(".py") or os.sep in module_part or "/" in module_part:
        module = _import_file(module_part)
    else:
        module = _import_module(module_part)
    return _resolve_attr(module, attr, label)


def _assignment_line(source_file: str, attr: str) -> int:
    """The line that binds ATTR at module level (for model instances built at import)."""
    name = attr.split(".")[0]
    try:
        with open(source_file, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                stripped = line.lstrip()
                if line == stripped and (stripped.startswith(f"{name} =") or stripped.startswith(f"{name}=") or stripped.startswith(f"def {name}(") or stripped.startswith(f"class {name}")):
                    return number
    except OSError:
        pass
    return 1
