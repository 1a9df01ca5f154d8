"""The layers cannot slide back: no import cycles, and no module imports a layer above its own.

Every import counts, wherever it is written (inside a function, under
``TYPE_CHECKING``): a lazy import is still a dependency, and a type-only one still
ties the modules together in a reader's head. docs/architecture.md draws the layers.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Dict, List, Set, Tuple

PACKAGE = Path(__file__).resolve().parent.parent / "tfshape_lint"

#: Lowest first. A module may import its own layer and those below.
LAYERS: List[Tuple[str, Tuple[str, ...]]] = [
    ("foundation", ("model", "lines", "escaping", "relative_paths", "globs", "__init__")),
    ("analysis", ("analysis",)),
    ("rules", ("rules",)),
    ("registry", ("registry", "docs")),
    ("lint", ("lint",)),
    ("fix", ("fix",)),
    ("settings and output", ("config", "discovery", "reporters", "baseline", "cache")),
    ("run", ("runner", "application")),
    ("runtime checker", ("runtime",)),
    ("entry points", ("cli", "integrations", "__main__")),
]


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE).with_suffix("")
    parts = list(relative.parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def layer_of(module: str) -> int:
    head = module.split(".")[0]
    for rank, (_, members) in enumerate(LAYERS):
        if head in members or module in members:
            return rank
    raise AssertionError(f"tfshape_lint.{module} is in no layer of tests/test_architecture.py")


def _is_module(name: str) -> bool:
    candidate = PACKAGE.joinpath(*name.split("."))
    return candidate.with_suffix(".py").is_file() or (candidate / "__init__.py").is_file()


def imports_of(path: Path, module: str) -> Set[str]:
    """The tfshape_lint modules `path` imports (relative to the package), anywhere in it.

    `from package import module` depends on that module, not on the package's
    `__init__`; `from module import name` on the module.
    """
    found: Set[str] = set()
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: List[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                prefix = ".".join(["tfshape_lint", *base, *([node.module] if node.module else [])])
            else:
                prefix = node.module or ""
            for alias in node.names:
                submodule = f"{prefix}.{alias.name}"
                names.append(submodule if submodule.startswith("tfshape_lint.") and _is_module(submodule[13:]) else prefix)
        for name in names:
            if name == "tfshape_lint" or not name.startswith("tfshape_lint."):
                continue
            target = name[len("tfshape_lint."):]
            if _is_module(target) and target != module:
                found.add(target)
    return found


def graph() -> Dict[str, Set[str]]:
    return {module_name(path): imports_of(path, module_name(path)) for path in sorted(PACKAGE.rglob("*.py"))}


def test_no_module_imports_a_layer_above_its_own() -> None:
    upward = []
    for module, targets in graph().items():
        for target in sorted(targets):
            if layer_of(target) > layer_of(module):
                upward.append(f"{module} ({LAYERS[layer_of(module)][0]}) imports {target} ({LAYERS[layer_of(target)][0]})")
    assert upward == []


def test_no_import_cycles() -> None:
    edges = graph()
    # A package's __init__ that re-exports its modules is not a cycle with them.
    cycles: List[List[str]] = []
    state: Dict[str, int] = {}
    stack: List[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for target in sorted(edges.get(module, ())):
            if target.startswith(module + "."):
                continue
            if state.get(target) == 1:
                cycles.append(stack[stack.index(target):] + [target])
            elif target not in state:
                visit(target)
        stack.pop()
        state[module] = 2

    for module in sorted(edges):
        if module not in state:
            visit(module)
    assert cycles == []
