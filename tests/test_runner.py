"""The runner frees each file's memory before the next file."""

from __future__ import annotations

import gc
import weakref
from typing import List

import pytest

from tfshape_lint import runner
from tfshape_lint.model import FileOptions


class _Node:
    other: "_Node"


def test_a_files_cyclic_garbage_is_freed_before_the_next_file() -> None:
    # The rules' analyses link objects both ways (a scope and its bindings) and
    # reference the file's tree; with the raised GC thresholds such a cycle would
    # otherwise live, with the tree, until a rare full collection.
    alive: List["weakref.ReferenceType[_Node]"] = []
    frozen_before = gc.get_freeze_count()  # not 0 on Python 3.12: its own startup tuples

    def work(path: str, display: str, options: FileOptions) -> str:
        # What existed before the run is frozen (out of the per-file collections) on every Python.
        assert gc.get_freeze_count() > frozen_before
        first, second = _Node(), _Node()
        first.other, second.other = second, first
        alive.append(weakref.ref(first))
        return path

    tasks = [(f"f{index}.py", f"f{index}.py", FileOptions(frozenset())) for index in range(3)]
    results = runner._run(tasks, 1, work, lambda task, detail: detail)
    assert next(results) == "f0.py"
    assert next(results) == "f1.py"
    assert alive[0]() is None
    assert list(results) == ["f2.py"]
    assert gc.get_freeze_count() <= frozen_before  # nothing of the run is left frozen


def test_freed_heap_is_given_back_after_a_file_that_grew_it() -> None:
    memory = runner.MemoryKeeper()
    if memory.trim is None:
        pytest.skip("glibc's malloc_trim is not available here")
    memory.after_file()  # the floor: what this process holds now
    before = runner._resident_bytes()
    assert before is not None and memory.floor is not None
    # What libcst's parser leaves behind: many blocks freed, a few kept between them,
    # so that glibc cannot give the pages back by itself.
    blocks = [bytearray(1024) for _ in range(64 * 1024)]
    kept = blocks[63::64]
    del blocks
    grown = runner._resident_bytes()
    assert grown is not None
    if grown - before < runner.TRIM_GROWTH:
        pytest.skip("this allocator gave the memory back by itself")
    memory.after_file()
    after = runner._resident_bytes()
    assert after is not None and after < before + runner.TRIM_GROWTH
    assert len(kept) == 1024
