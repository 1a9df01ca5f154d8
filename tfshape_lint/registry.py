"""Every rule tfshape-lint knows, and the selectors (`select`, `ignore`) that pick them.

Rule modules are listed here once; each exports ``RULES``. A selector is ``ALL``, a
code prefix (``TFS``, ``TFS2``, ``TFS20``) or a full code, or a rule name
(``batch-without-drop-remainder``).
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import TYPE_CHECKING, Dict, FrozenSet, Iterable, List, Tuple, Type

if TYPE_CHECKING:  # pragma: no cover
    # Importing a rule module imports libcst (~130 ms); selecting rules must not.
    from tfshape_lint.rules.base import Rule

RULE_MODULES = (
    "tfshape_lint.rules.engine",
    "tfshape_lint.rules.inputs",
    "tfshape_lint.rules.data_pipeline",
    "tfshape_lint.rules.host_batching",
    "tfshape_lint.rules.feeding",
    "tfshape_lint.rules.runtime",
)


class UnknownSelector(ValueError):
    """A code or name that matches no rule; the message suggests the closest one."""


@lru_cache(maxsize=None)
def all_rules() -> Tuple[Type[Rule], ...]:
    """All rule classes, sorted by code."""
    rules: List[Type[Rule]] = []
    for module_name in RULE_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as error:
            if error.name == module_name:
                continue  # a family not written yet
            raise
        rules.extend(getattr(module, "RULES", ()))
    return tuple(sorted(rules, key=lambda rule: rule.CODE))


@lru_cache(maxsize=None)
def by_code() -> Dict[str, Type[Rule]]:
    return {rule.CODE: rule for rule in all_rules()}


@lru_cache(maxsize=None)
def by_name() -> Dict[str, Type[Rule]]:
    return {rule.NAME: rule for rule in all_rules()}


def lookup(code_or_name: str) -> Type[Rule]:
    """The rule with this code or name; raises UnknownSelector with a suggestion."""
    key = code_or_name.strip()
    rule = by_code().get(key.upper()) or by_name().get(key.lower())
    if rule is None:
        raise UnknownSelector(_unknown_message(key))
    return rule


#: Every rule's code and name, written out so that selecting rules (on every run, also
#: when every result comes from the cache) imports no rule module: importing one
#: imports libcst. tests/test_cache.py keeps it equal to the rule classes.
CODES_AND_NAMES: Dict[str, str] = {
    "TFS000": "syntax-error",
    "TFS001": "io-error",
    "TFS002": "internal-error",
    "TFS101": "placeholder-none-batch",
    "TFS102": "placeholder-unknown-rank",
    "TFS103": "keras-input-none-batch",
    "TFS104": "sequential-input-shape-none-batch",
    "TFS105": "signature-spec-none-batch",
    "TFS201": "batch-without-drop-remainder",
    "TFS202": "keras-dataset-utility-batches",
    "TFS203": "queue-batch-allows-smaller-final-batch",
    "TFS301": "manual-batching-loop",
    "TFS302": "full-batches-on-host",
    "TFS401": "feed-whole-array-in-loop",
    "TFS901": "none-dim-input",
    "TFS902": "data-dependent-dim",
    "TFS903": "unknown-rank",
    "TFS904": "shape-flow",
    "TFS905": "retrace",
    "TFS906": "batch-dependent-output",
    "TFS907": "pipeline-unknown-dim",
}


def codes_and_names() -> Dict[str, str]:
    """Every rule's code -> name, without importing a rule module."""
    return CODES_AND_NAMES


def expand(selector: str) -> FrozenSet[str]:
    """The codes a selector stands for; raises UnknownSelector."""
    key = selector.strip()
    index = codes_and_names()
    if key.upper() == "ALL":
        return frozenset(index)
    codes_by_name = {name: code for code, name in index.items()}
    if key.lower() in codes_by_name:
        return frozenset({codes_by_name[key.lower()]})
    upper = key.upper()
    codes = frozenset(code for code in index if code.startswith(upper))
    if not codes or not upper.startswith("TFS") and upper != "T" and upper != "TF":
        raise UnknownSelector(_unknown_message(key))
    return codes


def expand_all(selectors: Iterable[str]) -> FrozenSet[str]:
    codes: FrozenSet[str] = frozenset()
    for selector in selectors:
        codes |= expand(selector)
    return codes


def _unknown_message(key: str) -> str:
    candidates = list(codes_and_names()) + list(codes_and_names().values())
    import difflib

    close = difflib.get_close_matches(key.upper() if key[:1].isalpha() and key[-1:].isdigit() else key.lower(), candidates, n=1)
    hint = f"; did you mean '{close[0]}'?" if close else "; `tfshape-lint rules` lists them"
    return f"unknown rule selector '{key}'{hint}"
