"""Positions computed per top-level statement are libcst's whole-module positions."""

from __future__ import annotations

from pathlib import Path
from typing import List

import libcst as cst
import pytest

from tfshape_lint.analysis.positions import _positions, positions_of
from tfshape_lint.analysis.walk import walk

ROOT = Path(__file__).resolve().parent.parent

TEXTS = {
    "header comment, blank lines, decorators, a block footer": (
        "#!/usr/bin/env python\n# header\n\nimport tensorflow as tf\n\n\n@tf.function(\n    jit_compile=True)\n"
        "def f(x):\n    y = x + 1  # same line\n    # footer of the block\n\n    return y\n\n\n# before g\nclass G:\n"
        "    pass\nz = f(tf.ones([None, 3])); w = 2\n"
    ),
    "Windows newlines": "import tensorflow as tf\r\n\r\nx = tf.compat.v1.placeholder(\r\n    tf.float32, [None, 3])\r\ny = 1\r\n",
    "old Mac newlines": "import tensorflow as tf\rx = tf.ones([1,\r 2])\ry = 3\r",
    "no trailing newline": "import tensorflow as tf\nx = 1\nds = tf.data.Dataset.range(3).batch(2)",
    "tabs": "if True:\n\tx = [\n\t\t1]\ny = 2\n",
    "multi-line strings": 'a = """\n\n"""\nb = f(\'\'\'x\n\'\'\', y)\n',
}


def _all_nodes(module: cst.Module) -> List[cst.CSTNode]:
    nodes: List[cst.CSTNode] = []
    walk(module, nodes.append, lambda node: None, wanted=None)
    return nodes


def _assert_same(module: cst.Module) -> None:
    expected = _positions(module)
    nodes = [node for node in _all_nodes(module) if node is not module]
    got = positions_of(module, nodes)
    for node in nodes:
        assert got[node] == expected[node], (type(node).__name__, got[node], expected[node])


@pytest.mark.parametrize("name", sorted(TEXTS))
def test_every_node_of_tricky_files(name: str) -> None:
    _assert_same(cst.parse_module(TEXTS[name]))


def test_every_node_of_real_files() -> None:
    paths = sorted((ROOT / "tests" / "corpus").rglob("*.py"))[::4] + sorted((ROOT / "docs" / "examples").rglob("*.py"))
    assert len(paths) > 10
    for path in paths:
        _assert_same(cst.parse_module(path.read_text(encoding="utf-8")))


def test_a_few_nodes_and_the_module_itself() -> None:
    module = cst.parse_module(TEXTS["header comment, blank lines, decorators, a block footer"])
    last = module.body[-1]
    got = positions_of(module, [last])
    assert got[last] == _positions(module)[last]
    assert positions_of(module, []) == {}
    assert positions_of(module, [module])[module] == _positions(module)[module]  # not in a statement: whole module
