"""The read-only walker visits exactly what libcst's own visitor visits, in the same order."""

from __future__ import annotations

from pathlib import Path
from typing import List, Tuple

import libcst as cst
import pytest

from tfshape_lint.analysis.walk import TRIVIA_TYPES, child_fields, walk

ROOT = Path(__file__).resolve().parent.parent

SAMPLE = '''
"""Doc."""
import tensorflow as tf  # comment
from keras import layers as L, Input

@tf.function(jit_compile=True)
async def f(a, /, b: int = 1, *args, c, d=2, **kw) -> "x":
    x = [i for i in range(3) if i] + {k: v for k, v in kw.items()}
    y = lambda q, *, r=3: q if r else -q
    async with tf.device("/cpu:0") as dev, open(x) as g:
        async for i in g:
            del x[1:2, ::3]
    try:
        pass
    except (ValueError, TypeError) as e:
        raise
    else:
        x += 1
    finally:
        print(f"{x!r:>{y}}", *args, **kw)
    match x:
        case [1, *rest] | {"k": 2, **more} if rest:
            return (yield from g)
    return await g

class C(Base, metaclass=M):
    a: int = 3; b = c = 4
    def m(self): return not self.a and self.b or (self.a < self.b <= 3)
'''


class Recorder(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.events: List[Tuple[str, int]] = []

    def on_visit(self, node: cst.CSTNode) -> bool:
        self.events.append(("enter", id(node)))
        return True

    def on_leave(self, original_node: cst.CSTNode) -> None:
        self.events.append(("leave", id(original_node)))


def _types(module: cst.Module) -> dict:
    found = {}

    def collect(node: cst.CSTNode) -> None:
        found[id(node)] = type(node).__name__
        for child in node.children:
            collect(child)

    collect(module)
    return found


def _sources() -> List[str]:
    files = sorted((ROOT / "tfshape_lint").rglob("*.py"))[:12]
    return [SAMPLE] + [path.read_text(encoding="utf-8") for path in files]


@pytest.mark.parametrize("source", _sources(), ids=lambda s: s.split("\n", 2)[1][:30] or "sample")
def test_walk_matches_libcst_visitor_order(source: str) -> None:
    module = cst.parse_module(source)
    recorder = Recorder()
    module.visit(recorder)
    names = _types(module)

    everything: List[Tuple[str, int]] = []
    walk(module, lambda n: everything.append(("enter", id(n))), lambda n: everything.append(("leave", id(n))))
    assert everything == recorder.events

    semantic = {name for name in dir(cst) if name not in TRIVIA_TYPES}
    pruned: List[Tuple[str, int]] = []
    walk(module, lambda n: pruned.append(("enter", id(n))), lambda n: pruned.append(("leave", id(n))), semantic)
    assert pruned == [event for event in recorder.events if names[event[1]] not in TRIVIA_TYPES]


def test_only_wanted_types_are_reported() -> None:
    module = cst.parse_module(SAMPLE)
    seen: List[str] = []
    walk(module, lambda n: seen.append(type(n).__name__), lambda n: None, {"Call", "Import", "ImportFrom"})
    assert set(seen) == {"Call", "Import", "ImportFrom"}
    assert seen[:2] == ["Import", "ImportFrom"]
    assert seen.count("Call") == sum(1 for t in _types(module).values() if t == "Call")


def test_asking_for_a_trivia_type_walks_the_trivia() -> None:
    module = cst.parse_module(SAMPLE)
    comments: List[str] = []
    walk(module, lambda n: comments.append(n.value), lambda n: None, {"Comment"})  # type: ignore[attr-defined]
    assert comments == ["# comment"]


def test_child_fields_follow_source_order() -> None:
    fields = child_fields(cst.FunctionDef)
    assert fields.index("decorators") < fields.index("name") < fields.index("params") < fields.index("body")
    assert child_fields(cst.IfExp).index("body") < child_fields(cst.IfExp).index("test")
