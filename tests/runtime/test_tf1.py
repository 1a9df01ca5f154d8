"""Issue 15, TF1 users: a tf.Graph a function builds, a GraphDef and wrap_function results
are traced, with findings at the lines that made the placeholders and ops."""

from __future__ import annotations

import pytest

pytest.importorskip("tensorflow")

from tests.runtime.test_runtime_trace import REL, located, run  # noqa: E402

pytestmark = pytest.mark.runtime


def _line(marker: str, occurrence: int = 1) -> int:
    lines = [n for n, text in enumerate(open(f"{REL}/tf1_graphs.py"), 1) if marker in text]
    return lines[occurrence - 1]


def test_a_graph_built_by_a_function_is_reported_at_its_placeholders_and_ops() -> None:
    code, findings, stderr = run(f"{REL}/tf1_graphs.py:training_graph")
    assert code == 1, stderr
    assert located(findings) == {
        ("tf1_graphs.py", "TFS901", _line("# TFS901", 1)),
        ("tf1_graphs.py", "TFS901", _line("# TFS901", 2)),
        ("tf1_graphs.py", "TFS902", _line("# TFS902", 1)),
    }  # and nothing from `gradients/`, the initialiser or the train op
    declared = next(f for f in findings if f["code"] == "TFS901" and f["context"]["input"] == "x")
    assert "declared by the placeholder made on this line" in declared["message"]
    assert "`tf.compat.v1.placeholder(dtype, [N, ...])`" in declared["message"]


def test_a_static_graph_is_clean_and_a_graphdef_has_no_lines() -> None:
    code, findings, stderr = run(f"{REL}/tf1_graphs.py:static_graph")
    assert (code, findings) == (0, []), stderr
    for factory in ("graph_def", "meta_graph"):
        code, findings, stderr = run(f"{REL}/tf1_graphs.py:{factory}")
        assert code == 1, stderr
        assert sorted(f["code"] for f in findings) == ["TFS901", "TFS901", "TFS902"]


def test_wrap_function_results_module_level_and_from_a_factory() -> None:
    code, findings, stderr = run(f"{REL}/tf1_graphs.py:wrapped")
    assert code == 1, stderr
    assert located(findings) == {("tf1_graphs.py", "TFS902", _line("module-level wrap_function"))}
    code, findings, stderr = run(f"{REL}/tf1_graphs.py:make_wrapped")
    assert (code, findings) == (0, []), stderr  # padded back to [8] before the output


def test_retrace_checks_refuse_a_graph_with_a_reason() -> None:
    code, _, stderr = run(f"{REL}/tf1_graphs.py:training_graph", "--check-retrace")
    assert code == 2
    assert "a TF1 graph is only walked" in stderr


def test_placeholder_with_default_is_an_input() -> None:
    code, findings, stderr = run(f"{REL}/tf1_graphs.py:with_default")
    assert code == 1, stderr
    assert located(findings) == {("tf1_graphs.py", "TFS901", _line("# TFS901 default"))}


def test_a_static_v1_while_loop_is_clean() -> None:
    # A process of its own: the fixture turns the whole process into TF1.
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "tfshape_lint", "trace", f"{REL}/tf1_v1_loop.py:loop_graph", "--isolated",
                           "--output-format", "json"], capture_output=True, text=True, timeout=300)
    assert (done.returncode, done.stdout.strip()) == (0, "[]"), done.stderr
