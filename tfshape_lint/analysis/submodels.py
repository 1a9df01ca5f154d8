"""Functions that build a Keras model used only as a part of another model.

YOLO's `DarknetTiny(name=...)` makes its own `Input([None, None, 3])` and returns
`tf.keras.Model(inputs, outputs)`, and the module only ever applies it to the outer
model's tensor (`x_8, x = DarknetTiny(name='yolo_darknet')(x)` next to `Input([size,
size, 3])`). The outer model's `Input` sets the shapes that are traced, saved and
converted; the inner one's batch never reaches XLA or TFLite. A derived analysis, for
the input rules, asked at the end of the module (the scopes are complete then). A
function that applies the model where it makes it (`return Model(inputs, x)(x_in)`,
yolov3-tf2's heads) is one too.
"""

from __future__ import annotations

import re
from typing import Dict, List, Optional, Set, Tuple

import libcst as cst

from tfshape_lint.analysis.base import Analysis, FileContext, code_only
from tfshape_lint.analysis.scopes import Scope, ScopeFacts

#: What a model is built with (canonical names start with `keras.`): the outer model's
#: `Input` or `Model(...)` in the scope that applies the function's model.
_BUILDERS = frozenset({"Input", "Model", "Functional"})
#: Methods that use a model on its own, not as a part of another.
_OWN_USE = "|".join(("fit", "compile", "predict", "evaluate", "train_on_batch", "predict_on_batch",
                     "test_on_batch", "save", "export", "fit_generator", "predict_generator", "call"))


#: Models bound to a name whose uses are searched per file; past them, inputs stay reported.
_MAX_SEARCHES = 64


class SubModels(Analysis):
    """Which functions of the module return a Keras model that is only applied to another
    model's tensors."""

    NEEDS = (ScopeFacts,)

    def __init__(self, file: FileContext) -> None:
        super().__init__(file)
        self.facts = file.analysis(ScopeFacts)
        self._nested: Dict[int, bool] = {}
        #: id(call) -> the scope whose body makes it; every call applied to a call's result.
        self._owner: Dict[int, Scope] = {}
        self._applied: Set[int] = set()
        #: name -> the calls of it by that bare name (`DarknetTiny(...)`), found once.
        self._calls_of: Dict[str, List[cst.Call]] = {}
        #: last name -> the calls by it, bare or as an attribute (`self.get_embeddings(x)`), and
        #: the scope each is made in.
        self._calls_by_last_name: Dict[str, List[Tuple[Scope, cst.Call]]] = {}
        for scope in self.facts.scopes:
            for call in scope.calls:
                self._owner.setdefault(id(call), scope)
                func = call.func
                if isinstance(func, cst.Call):
                    self._applied.add(id(func))
                if isinstance(func, cst.Name):
                    self._calls_of.setdefault(func.value, []).append(call)
                last = func.value if isinstance(func, cst.Name) else \
                    func.attr.value if isinstance(func, cst.Attribute) else None
                if last is not None:
                    self._calls_by_last_name.setdefault(last, []).append((scope, call))
        self._mentions: Optional[Dict[str, int]] = None
        self._codes: Dict[int, str] = {}
        self._assigned: Dict[int, Dict[int, List[str]]] = {}
        self._searches = 0

    def nested(self, function: Scope) -> bool:
        """Whether `function` returns a Keras model that every use in the module applies to
        the tensors of a model being built (`F(...)(x)`, or `m = F(...)` then `m(x)`)."""
        key = id(function)
        if key not in self._nested:
            self._nested[key] = self._decide(function)
        return self._nested[key]

    def _decide(self, function: Scope) -> bool:
        if function.kind == "function" and function.class_name is not None:
            return self._kept_as_a_layer(function)
        if function.kind != "function":
            return False
        if any(isinstance(value, cst.Call) and isinstance(value.func, cst.Call)
               and self._is_model(value.func, function) for value in function.returns):
            return True  # `return Model(inputs, x)(x_in)`: applied to its argument where it is made
        if not any(self._is_model(value, function) for value in function.returns):
            return False
        name = function.name
        sites = self._calls_of.get(name, [])
        if not sites:
            return False
        # Any other mention (`{'darknet': DarknetTiny}`, a decorator, an export) may use it whole.
        if self._mentions is None:
            self._mentions = {}  # every bare name of the text, counted in one pass
            for found in re.finditer(r"(?<![\w.])[A-Za-z_]\w*", self.file.text):
                self._mentions[found.group()] = self._mentions.get(found.group(), 0) + 1
        if self._mentions.get(name, 0) != len(sites) + 1:
            return False
        return all(self._applied_in_a_model(call) for call in sites)

    def _kept_as_a_layer(self, method: Scope) -> bool:
        """A method that returns a Keras model its class keeps on `self` and only applies to
        tensors, in a class that defines `call`: `self.backbone_feature_1 =
        self._get_backbone_feature('feature_1', input_shape)` in `build`, then
        `self.backbone_feature_1(inputs)` in `call` (lattice-ai's DeepLabV3+, sixty-fourth
        split, judged false). The model is a layer of the subclassed model; the batch it runs
        with is its caller's, not its own `Input`'s."""
        owner = method.parent
        if owner is None or owner.kind != "class" or not any(self._is_model(v, method) for v in method.returns):
            return False
        sites = self._calls_by_last_name.get(method.name, [])
        if not sites:
            return False
        self._searches += 1
        if self._searches > _MAX_SEARCHES:
            return False  # a class of thousands of builders: their inputs stay reported
        attributes: Set[str] = set()
        for scope, call in sites:
            func = call.func
            if scope.parent is not owner or not isinstance(func, cst.Attribute) \
                    or not isinstance(func.value, cst.Name) or func.value.value != "self":
                return False  # called from elsewhere: it may be used whole
            bound = [name for name, bindings in scope.bindings.items() if name.startswith("self.")
                     and any(binding.value is call and binding.kind == "assign" for binding in bindings)]
            if len(bound) != 1:
                return False
            attributes.add(bound[0][len("self."):])
        code = self._code_of(owner)
        if not re.search(r"\bdef\s+call\s*\(", code) \
                or len(re.findall(rf"(?<![\w]){re.escape(method.name)}\b", code)) != len(sites) + 1:
            return False  # no `call` to apply it in, or the method is mentioned (handed on) elsewhere
        for attribute in attributes:
            name = rf"(?<![\w.])self\s*\.\s*{re.escape(attribute)}\b"
            # (a target of a tuple assignment is no read: `self.m1, self.m2 = None, None` in `__init__`)
            target = r"(?:\s*,\s*(?:self\s*\.\s*)?\w+)*\s*=(?!=)"
            if not re.search(rf"{name}\s*\(", code) or re.search(rf"{name}(?!\s*\(|{target})", code):
                return False  # never applied, or read as a whole model (`self.m.predict`, `return self.m`)
        return True

    def _applied_in_a_model(self, call: cst.Call) -> bool:
        scope = self._owner.get(id(call))
        if scope is None or not self._builds_a_model(scope):
            return False
        if id(call) in self._applied:
            return True
        # `backbone = F(...)`, then `backbone(x)`, and never `backbone.fit(...)`.
        bound = [name for name, bindings in scope.bindings.items()
                 if any(binding.value is call and binding.kind == "assign" for binding in bindings)]
        if len(bound) != 1:
            return False
        model = bound[0]
        applied = any(isinstance(other.func, cst.Name) and other.func.value == model for other in scope.calls)
        if not applied or model in self._returned_names(scope):
            return False
        # Mentioned only where it is bound, applied, or read (`m.output_shape`): neither run
        # whole (`generator.predict(z)`, in any function the scope holds) nor handed on
        # (`Contrastive(projector=projector)` may run it whole).
        self._searches += 1
        if self._searches > _MAX_SEARCHES:
            return False  # a file of thousands of builders: their inputs stay reported
        code = self._code_of(scope)
        name = rf"(?<![\w.]){re.escape(model)}"
        if re.search(rf"{name}\s*\.\s*(?:{_OWN_USE})\s*\(", code):
            return False
        return not re.search(rf"{name}(?!\s*[.(]|\s*=(?!=)|\w)", code)

    def applied_where_made(self, model: cst.Call, function: Scope) -> bool:
        """A `Sequential([...])` that `function` binds to a name and only applies to tensors
        there: `embedding(x)`, or appended to a list whose items are applied (`embeddings.append(
        embedding)`, then `embeddings[i](categorical_inputs[..., i])`: the TFT model's per-
        variable embeddings, aryan-jadon's copies, fifty-third split). Never run whole
        (`embedding.fit(...)`) nor returned: the outer model's `Input` sets what is traced."""
        if function.kind != "function":
            return False
        bound = self._assigned_from(function).get(id(model), [])
        if len(bound) != 1:
            return False
        self._searches += 1
        if self._searches > _MAX_SEARCHES:
            return False
        code = self._code_of(function)
        if not re.search(r"(?<![\w.])(?:Input|Model)\s*\(|\.(?:Input|Model)\s*\(", code) \
                and not self._called_where_a_model_is_built(function) \
                or re.search(r"GradientTape|trainable_variables|apply_gradients", code):
            # No outer model built here, nor where every call of the function is (the TFT
            # model's `get_tft_embeddings(all_inputs)`, called where `Input` is made), or a
            # custom training loop runs the model itself.
            return False
        name = rf"(?<![\w.]){re.escape(bound[0])}\b"
        if re.search(rf"{name}\s*\.\s*(?:{_OWN_USE})\s*\(", code) \
                or re.search(rf"\breturn\s+{name}\s*(?:$|[,)\]\n])", code, re.M) \
                or re.search(rf"{name}(?!\s*[.(\[]|\s*=(?!=)|\w)",
                             re.sub(rf"\.\s*append\(\s*{name}\s*\)", "", code)):
            return False  # run whole, returned, or handed on (`fit_model(model, ds)`)
        if re.search(rf"{name}\s*\(", code):
            return True
        holders = re.findall(rf"(?<![\w.])([A-Za-z_]\w*)\s*\.\s*append\(\s*{name}\s*\)", code)
        return any(re.search(rf"(?<![\w.]){re.escape(holder)}\s*\[[^\]]+\]\s*\(", code)
                   and not re.search(rf"\breturn\s+(?<![\w.]){re.escape(holder)}\b", code) for holder in holders)

    def per_time_step(self, function: Scope) -> bool:
        """`function` returns a model that every caller binds to a name and wraps in
        `TimeDistributed(name, ...)`, and never runs whole: the model is applied to each step
        of a sequence, so its first dimension is batch times steps, not the batch
        (wushidonguc's two-stream CNN, `TimeDistributed(cnn_temporal, input_shape=...)`, stop
        45, judged false). Its weights may be loaded or frozen (`load_weights`, `.layers`)."""
        if function.kind != "function" or not self._returned_names(function):
            return False
        sites = self._calls_by_last_name.get(function.name, [])
        if not sites or len(sites) > 8:
            return False
        self._searches += 1
        if self._searches > _MAX_SEARCHES:
            return False
        if "TimeDistributed" not in self.file.text:
            return False
        # Mentioned but not called (`{'temporal': self.cnn_temporal}`): handed on, it may be
        # used whole. (A variable of the method's name, `cnn_temporal = self.cnn_temporal()`,
        # is not the method.)
        mention = rf"\.\s*{re.escape(function.name)}\b" if function.class_name is not None \
            else rf"(?<![\w.]){re.escape(function.name)}\b(?!\s*=(?!=))"
        if re.search(rf"{mention}(?!\s*\()", self.file.code_text):
            return False
        for scope, call in sites:
            bound = [name for name, bindings in scope.bindings.items()
                     if any(binding.value is call and binding.kind == "assign" for binding in bindings)]
            if len(bound) != 1:
                return False
            code = self._code_of(scope)
            name = rf"(?<![\w.]){re.escape(bound[0])}\b"
            if not re.search(rf"TimeDistributed\s*\(\s*\(?\s*{name}\s*\)?\s*[,)]", code) \
                    or re.search(rf"{name}\s*\.\s*(?:{_OWN_USE})\s*\(", code) \
                    or re.search(rf"\breturn\s+{name}\s*(?:$|[,)\]\n])", code, re.M):
                return False
        return True

    def _assigned_from(self, function: Scope) -> Dict[int, List[str]]:
        """id(value) -> the plain names `function` assigns it to, indexed once per function (a
        scan of every binding per model was quadratic: 4,000 Sequentials in one method)."""
        index = self._assigned.get(id(function))
        if index is None:
            index = self._assigned[id(function)] = {}
            for name, bindings in function.bindings.items():
                if "." in name:
                    continue
                for binding in bindings:
                    if binding.kind == "assign" and binding.value is not None:
                        names = index.setdefault(id(binding.value), [])
                        if name not in names:
                            names.append(name)
        return index

    def _called_where_a_model_is_built(self, function: Scope) -> bool:
        """`function` is called in the module (by its last name: `self.get_embeddings(x)` for a
        method), and every call gives it a name its caller binds to a Keras `Input(...)` (the
        TFT model's `self.get_tft_embeddings(all_inputs)`): what it applies its models to are
        the outer model's tensors, not a pipeline's or numpy data (review of stop 35)."""
        calls = self._calls_by_last_name.get(function.name, [])
        return bool(calls) and all(caller is not function and self._given_an_input(call, caller)
                                   for caller, call in calls)

    def _given_an_input(self, call: cst.Call, caller: Scope) -> bool:
        for arg in call.args:
            if isinstance(arg.value, cst.Name):
                bindings = caller.bindings.get(arg.value.value, [])
                if len(bindings) == 1 and isinstance(bindings[0].value, cst.Call) \
                        and self._keras(bindings[0].value.func) == "Input":
                    return True
        return False

    def _code_of(self, scope: Scope) -> str:
        key = id(scope)
        if key not in self._codes:
            # Without comments and strings: `Sequential(name='decoder')` does not hand `decoder` on.
            self._codes[key] = code_only(self.file.code_for(scope.node))
        return self._codes[key]

    def _builds_a_model(self, scope: Scope) -> bool:
        return any(self._keras(call.func) in _BUILDERS for call in scope.calls)

    def _is_model(self, value: cst.BaseExpression, scope: Scope) -> bool:
        if isinstance(value, cst.Name):
            bindings = scope.bindings.get(value.value, [])
            return len(bindings) == 1 and bindings[0].value is not None and self._is_model(bindings[0].value, scope)
        return isinstance(value, cst.Call) and self._keras(value.func) in ("Model", "Functional")

    def _keras(self, func: cst.BaseExpression) -> Optional[str]:
        """The last part of a Keras name (`keras.Model` -> `Model`), else None."""
        name = self.file.resolve(func)
        if name is None or not name.startswith("keras."):
            return None
        return name.rsplit(".", 1)[-1]

    @staticmethod
    def _returned_names(scope: Scope) -> List[str]:
        return [value.value for value in scope.returns if isinstance(value, cst.Name)]
